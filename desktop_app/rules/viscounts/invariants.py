"""Invariants a Viscounts state keeps at every turn boundary (self-play tests and ``simulate``).

20 workers per colour between supply and castle; each player's buildings on the board match the
slots emptied on their board (9 pieces, at most 3 per type); no castle region above 3 once the
knock-outs are done; every townsfolk card in exactly one place (piles, a player's cards, the
unused heroes, or removed from the game); tableaus of at most 3; nothing negative.
"""

from __future__ import annotations

from collections import Counter

from desktop_app.rules.viscounts.castle import overfull, supply


def problems(s, settled: bool = True) -> list[str]:
    """Broken invariants of ``s`` (empty when all hold); ``settled``: knock-outs are done."""
    out: list[str] = []
    b = s.board
    workers = s.content.rules.workers if not s.solo else None
    for colour in range(s.colours):
        total = supply(s, colour) + sum(r[colour] for r in b.l1) + sum(r[colour] for r in b.l2) + b.l3[colour]
        expected = s.content.solo.workers if colour == s.n else (workers or s.content.rules.workers)
        if total != expected:
            out.append(f"colour {colour} has {total} workers, not {expected}")
    for p, pl in enumerate(s.players):
        on_board = Counter(t for owner, t in b.sites.values() if owner == p)
        for btype, n in pl.built.items():
            if on_board[btype] != n or not 0 <= n <= 3:
                out.append(f"player {p}: {n} {btype} built but {on_board[btype]} on the board")
        if len(pl.tableau) > s.content.rules.tableau_slots:
            out.append(f"player {p}: {len(pl.tableau)} cards on the tableau")
        values = [pl.silver, *pl.res.values(), pl.workers, pl.unpaid, pl.paid, pl.purchased, pl.approved]
        if min(values) < 0:
            out.append(f"player {p}: a negative count {values}")
    if settled and overfull(s):
        out.append(f"castle regions over 3 after the knock-outs: {overfull(s)}")
    if min(min(r) for r in b.l1 + b.l2) < 0 or min(b.l3) < 0:
        out.append("a negative worker count in the castle")
    expected_cards = Counter(s.content.neutral) + Counter(s.content.heroes)
    for _ in s.players:
        expected_cards += Counter(s.content.starting_deck)
    held = Counter(c for pile in b.piles.values() for c in pile) + Counter(b.heroes) + Counter(b.removed)
    held += Counter(h for _, h in b.offer)
    for pl in s.players:
        held += Counter(pl.owned())
    if held != expected_cards:
        diff = (held - expected_cards) + (expected_cards - held)
        out.append(f"townsfolk out of place: {dict(diff)}")
    return out
