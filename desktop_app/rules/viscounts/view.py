"""``view(p)``: what player ``p`` may know, the rest resampled (viscounts.md §0 "Hidden information").

Hidden: every hand but ``p``'s own (sizes stay), every draw pile's order (``p`` keeps the top of
their own pile when they have looked at it, DP-30), the cards under the top of each townsfolk
pile and manuscript stack (with the black-backs left in the box), the unused heroes, the
Steward's deck, and with the expansions the outsider deck (GOG-SETUP-04) and the chest stack
(KOK-SETUP-02) under their face-up rows. Each hidden group is sorted, then shuffled from ``rng``: the view is a function
of what ``p`` knows only, so even a fixed ``rng`` says nothing about the true order. The view's own
RNG is drawn from ``rng`` too. An open question of another player whose options list
that player's hand (play a card, destroy, discard) is rebuilt from the resampled hand.
"""

from __future__ import annotations

import random

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
