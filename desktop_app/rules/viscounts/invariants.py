"""Invariants a Viscounts state keeps at every turn boundary (self-play tests and ``simulate``).

20 workers per colour between supply and castle; each player's buildings on the board match the
slots emptied on their board (9 pieces, at most 3 per type); no castle region above 3 once the
knock-outs are done; every townsfolk card in exactly one place (piles, a player's cards, the
unused heroes, or removed from the game); tableaus of at most 3; nothing negative.

With the expansions also: King's Orders conserved between the supply and the players' cards,
outsiders only ever in the deck, the row, a player's cards or out of the game (never refilled
from nowhere), each public building built at most once (and its card held by its builder), at
most 3 chests per player and no chest tile in two places.
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
    c = s.content
    expected_cards = Counter(c.in_sets("neutral", s.modules)) + Counter(c.in_sets("heroes", s.modules))
    for _ in s.players:
        expected_cards += Counter(c.starting_deck)
    held = Counter(x for pile in b.piles.values() for x in pile) + Counter(b.heroes) + Counter(b.removed)
    held += Counter(h for _, h in b.offer)
    for pl in s.players:
        held += Counter(pl.owned())
    if s.gog and c.gates is not None:
        expected_cards += Counter(c.gates.outsiders)
        expected_cards[c.gates.kings_order] += c.gates.kings_orders
        held += Counter(b.outsiders) + Counter(b.outsider_deck)
        held[c.gates.kings_order] += b.orders
    if held != expected_cards:
        diff = (held - expected_cards) + (expected_cards - held)
        out.append(f"townsfolk out of place: {dict(diff)}")
    if s.kok:
        out += _keys_problems(s)
    return out


def _keys_problems(s) -> list[str]:
    """KOK-PUB-06 (each public building once, on its site, its card with its builder), at most 3 chests
    per player, no chest tile twice."""
    out = []
    b = s.board
    public_sites = [site for site, (owner, kind) in b.sites.items() if kind == "public"]
    if sorted(site for _, site in b.public.values()) != sorted(public_sites):
        out.append(f"public buildings {b.public} do not match the sites {public_sites}")
    for btype, (owner, _) in b.public.items():
        card = s.content.keys.public[btype].id
        holders = [p for p, pl in enumerate(s.players) if card in pl.perks]
        if holders != [owner]:
            out.append(f"the {card} card is held by {holders}, built by {owner}")
    tiles = list(b.chest_row) + list(b.chest_stack)
    for p, pl in enumerate(s.players):
        mine = [x for x in pl.chests if x]
        if len(pl.chests) > s.content.keys.slots:
            out.append(f"player {p}: {len(pl.chests)} chest slots")
        tiles += mine
    if len(tiles) != len(set(tiles)):
        out.append(f"a chest tile is in two places: {tiles}")
    return out
