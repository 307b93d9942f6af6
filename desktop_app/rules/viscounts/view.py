"""``view(p)``: what player ``p`` may know, the rest resampled (viscounts.md §0 "Hidden information").

Hidden: every hand but ``p``'s own (sizes stay), every draw pile's order (``p`` keeps the top of
their own pile when they have looked at it, DP-30), the cards under the top of each townsfolk
pile and manuscript stack (with the black-backs left in the box), the unused heroes, the
Steward's deck, and with the expansions the outsider deck (GOG-SETUP-04) and the chest stack
(KOK-SETUP-02) under their face-up rows, and the card another player chose to discard with a hire
(DEC-15, ``workshop``: their choice is dropped from the view). Each hidden group is sorted, then
shuffled from ``rng``: the view is a function of what ``p`` knows only, so even a fixed ``rng`` says nothing about the true order. The view's own
RNG is drawn from ``rng`` too. An open question of another player whose options list
that player's hand (play a card, destroy, discard) is rebuilt from the resampled hand.
``view()`` passes ``rng`` from ``engine.state.private_rng``: without one, the operating system's
randomness (never a fixed stream). :func:`hidden_values` lists the same groups with keys for the
hidden-information contract (tests/contract/hidden_info.py).
"""

from __future__ import annotations

import random
from typing import Any

from desktop_app.engine.effects import Question
from desktop_app.rules.viscounts.cards import zone_options


def make_view(s, p: int, rng: random.Random):
    """A copy of ``s`` holding only what ``p`` may know."""
    v = s.clone()
    for q, pl in enumerate(v.players):
        if q == p:
            top = [pl.draw[-1]] if pl.top_known and pl.draw else []
            rest = sorted(pl.draw[:len(pl.draw) - len(top)])
            rng.shuffle(rest)
            pl.draw = rest + top
        else:
            pool = sorted(pl.hand + pl.draw)
            rng.shuffle(pool)
            pl.hand, pl.draw = sorted(pool[:len(pl.hand)]), pool[len(pl.hand):]
    b = v.board
    _redeal(b.piles, [], rng)
    b.ms_box = _redeal(b.stacks, b.ms_box, rng)
    b.heroes = sorted(b.heroes)
    rng.shuffle(b.heroes)
    for hidden in (b.outsider_deck, b.chest_stack):
        hidden.sort()
        rng.shuffle(hidden)
    if v.steward is not None:
        v.steward.deck = sorted(v.steward.deck)
        rng.shuffle(v.steward.deck)
    v.turn.discards = {k: d for k, d in v.turn.discards.items() if k == str(p)}  # DEC-15: chosen in secret
    q = v.stack.question
    if q is not None and q.player != p and q.kind in ("play_card", "destroy", "discard"):
        v.stack.question = _rebuilt(v, q)
    v.rng = random.Random(rng.getrandbits(64))
    return v


def _redeal(piles: dict[str, list[str]], spare: list[str], rng: random.Random) -> list[str]:
    """Shuffle every card under the tops (and ``spare``) together; deal back in the same sizes."""
    hidden = list(spare)
    for pile in piles.values():
        hidden += pile[:-1]
    hidden.sort()
    rng.shuffle(hidden)
    at = 0
    for key, pile in piles.items():
        k = max(0, len(pile) - 1)
        piles[key] = hidden[at:at + k] + pile[-1:]
        at += k
    return hidden[at:]


def _rebuilt(v, q: Question) -> Question:
    pl = v.players[q.player]
    if q.kind == "play_card":
        options = [{"card": c} for c in sorted(set(pl.hand))]
    else:
        options = zone_options(v, q.player, list(q.data.get("zones", ())), {"skip": True} in q.options)
    return Question(q.player, q.kind, options, q.resume, q.prompt, q.prompt_args, q.rule_id, q.data, q.hidden)


def hidden_values(s, p: int) -> dict[str, Any]:
    """What ``p`` may not know, as ``{key: card}`` (keys sharing all but their last part are dealt
    among each other as far as ``p`` knows): another player's hand and draw pile together
    (``cards:q:h<i>`` / ``cards:q:d<i>``), the order of ``p``'s own draw pile below a top ``p`` has
    seen (``draw:p:<i>``), the townsfolk under the pile tops (``townsfolk:under:<piece>.<i>``), the
    black-backs under the manuscript tops and in the box (``manuscript:under:<piece>.<i>``,
    ``manuscript:under:box.<i>``), the unused heroes (``hero:<i>``; after the draft the bottom one is
    the leftover pair's, which everyone saw) and the Steward's deck (``steward:<i>``)."""
    out: dict[str, Any] = {}
    for q, pl in enumerate(s.players):
        if q == p:
            seen = 1 if pl.top_known and pl.draw else 0
            out.update((f"draw:{q}:{i}", c) for i, c in enumerate(pl.draw[:len(pl.draw) - seen]))
        else:
            out.update((f"cards:{q}:h{i}", c) for i, c in enumerate(pl.hand))
            out.update((f"cards:{q}:d{i}", c) for i, c in enumerate(pl.draw))
    b = s.board
    for piece, pile in b.piles.items():
        out.update((f"townsfolk:under:{piece}.{i}", c) for i, c in enumerate(pile[:-1]))
    for piece, stack in b.stacks.items():
        out.update((f"manuscript:under:{piece}.{i}", c) for i, c in enumerate(stack[:-1]))
    out.update((f"manuscript:under:box.{i}", c) for i, c in enumerate(b.ms_box))
    out.update((f"hero:{i}", h) for i, h in enumerate(b.heroes[0 if b.offer else 1:]))
    if s.steward is not None:
        out.update((f"steward:{i}", c) for i, c in enumerate(s.steward.deck))
    return out
