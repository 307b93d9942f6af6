"""How good a Viscounts position looks for a player (the computer viscounts' heuristic).

``worth(s, p)`` = the points the player would score now (VIS-SCORE, majorities only for revealed
end cards) plus what the position promises, all shrinking as the end nears (``left``, the share
of the game still to play, read from the end piles and the round):

- silver and resources (what funds the next actions), icons on the tableau and cards in hand;
- uncovered building abilities (free steps, cheap banishes, permanent icons, hand size);
- castle workers that can still move inward, manuscripts toward the next set;
- the race for the end piles: the majority a player would win if that end card came out now,
  weighted by how close it is (VIS-SCORE-10/11);
- the virtue / corruption markers closing in on a collision (its rewards come in your phase 5);
- with Gates of Gold, the King's Orders owned: the outsider each would bring, counted by its own
  end-game condition, as surely as it gets out in time; with Keeper of Keys, the public buildings'
  ongoing abilities and the way toward one (:mod:`expansion_worth`).

How much each part counts is a :class:`Weights`: easy and normal use the hand-set :data:`HAND_SET`,
hard weights fitted to normal self-play (:mod:`hard_weights`, :mod:`worth_fit`).

``margin(s, p)`` is that worth minus the best opponent's (in solo, the Steward's points).
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.rules.viscounts.abilities import profile
from desktop_app.rules.viscounts.basics import end_pile_size
from desktop_app.rules.viscounts.expansion_worth import order_promise, public_promise, sunk_stone
from desktop_app.rules.viscounts.ribbons import set_counts
from desktop_app.rules.viscounts.scoring import expansion_points, majority, set_points, tables_of

TIMING_WORTH = {"ongoing": 1.2, "instant": 0.8, "exit": 0.6, "collision": 0.5}
_CARD_WORTH: dict[tuple[int, str], float] = {}


def card_worth(s, card: str) -> float:
    """What a card brings each time it is on the tableau: its icons and its ability (cached)."""
    key = (id(s.content), card)
    value = _CARD_WORTH.get(key)
    if value is None:
        c = s.content.cards[card]
        value = sum(0.6 if icon == "criminal" else 0.8 for icon in c.icons)
        if c.ability is not None:
            value += TIMING_WORTH[c.ability.timing] * min(2.0, 0.5 * len(c.ability.effects) + 0.5)
        _CARD_WORTH[key] = value
    return value


SLOT_WORTH = {"workshop": (0.6, 1.0, 1.6), "trading_post": (1.2, 1.0, 1.6), "town_hall": (1.6, 1.6, 1.6)}
DECK_WEIGHT = 8.0
"""Turns still to come times the share a better average card is worth."""
_TABLES: dict[tuple, tuple] = {}


def _tables(s):
    key = (id(s.content), s.modules)
    hit = _TABLES.get(key)
    if hit is None or hit[0] is not s.content:
        hit = _TABLES[key] = (s.content, tables_of(s.content, s.modules))
    return hit[1]


LEFT_FLOOR = 0.5
"""Before an end card is out, the share left is at least this much of the end piles' share left (and
two rounds' worth): a game whose piles empty slowly is not over at round 13."""


def game_left(s) -> float:
    """The share of the game still to play, 1 at the start and 0 at the end (an estimate): the rounds
    left once the end is triggered; before, the fuller end pile's share left, capped by the rounds played
    (a 13-round game) but not below :data:`LEFT_FLOOR`."""
    if s.end_round is not None:
        rounds = max(0, s.end_round - s.round) + (0.5 if not s.over else 0)
        return min(1.0, rounds / 12)
    b = s.board
    closest = 1.0
    if b.debt_top is not None:
        closest = min(b.debt_top / end_pile_size(s, "poverty"), b.deed_top / end_pile_size(s, "prosperity"))
    return max(0.05, min(closest, max(1 - s.round / 13, LEFT_FLOOR * closest, 2 / 12)) if s.round else 1.0)


class _Table:
    """What every line's worth needs, computed once per position."""

    __slots__ = ("points", "castle1", "movable", "race", "left")

    def __init__(self, s) -> None:
        t = _tables(s)
        b = s.board
        lines = [(pl.manuscripts, pl.approved, pl.paid) for pl in s.players]
        if s.solo:
            lines.append((s.steward.manuscripts, s.steward.approved, s.steward.paid))
        approved = [x[1] for x in lines]
        paid = [x[2] for x in lines]
        poverty = majority(approved, t.awards) if "poverty" in b.revealed else None
        prosperity = majority(paid, t.awards) if "prosperity" in b.revealed else None
        by_colour1 = list(zip(*b.l1, strict=True))
        by_colour2 = list(zip(*b.l2, strict=True))
        self.castle1 = [sum(col) for col in by_colour1]
        castle = [one + 2 * sum(two) for one, two in zip(self.castle1, by_colour2, strict=True)]
        self.movable = [sum(1 for k in one if k >= 2) + sum(1 for k in two if k >= 2)
                        for one, two in zip(by_colour1, by_colour2, strict=True)]
        clerics = list(b.cleric.values())
        self.points = []
        for c, (_, appr, _) in enumerate(lines):
            ribbons = list(set_counts(s, c).values())
            total = castle[c] + 3 * b.l3[c] + set_points(ribbons, t.sets) + t.cleric_vp * clerics.count(c)
            total += t.leader_vp if b.leader == c else 0
            if c < s.n:
                pl = s.players[c]
                for btype, n in pl.built.items():
                    total += t.buildings[btype][n - 1] if n else 0
                total += t.unpaid * pl.unpaid + t.purchased * pl.purchased + t.approved * appr
                total += expansion_points(s, c, t)
            else:
                total += t.steward_deed * appr + s.content.steward_bonus(s.steward_level, s.modules)
                total += t.outpost_vp * sum(1 for _, kind in b.sites.values() if kind == "outpost")
            total += (poverty[c] if poverty else 0) + (prosperity[c] if prosperity else 0)
            self.points.append(total)
        self.left = game_left(s)
        self.race = [0.0] * len(lines)
        if s.round and b.debt_top is not None:
            for card, top, values in (("poverty", b.debt_top, approved), ("prosperity", b.deed_top, paid)):
                if card in b.revealed:
                    continue
                weight = 0.25 + 0.6 * (1 - top / end_pile_size(s, card))
                for c, award in enumerate(majority(values, t.awards)):
                    self.race[c] += award * weight


def points(s) -> list[int]:
    """Every line's score now (seats, then the Steward in solo): ``scoring.score`` without the sheet."""
    return _Table(s).points


PROMISE_TERMS = ("silver", "silver_over_12", "resources", "icons", "hand", "slots", "movable", "castle1",
                 "manuscripts", "virtue_gap", "deck", "public")
"""What the position promises, term by term (:func:`promise_terms`): silver up to 12 and beyond, resources,
tableau icons, cards in hand, built slots' abilities (:data:`SLOT_WORTH`), castle workers that can move
inward, first-level castle workers, manuscripts, how close virtue and corruption are to colliding, the mean
:func:`card_worth` of the cards owned, and the Keeper of Keys promise (:func:`expansion_worth.public_promise`)."""


@dataclass(frozen=True)
class Weights:
    """How :func:`worth` weighs the position beyond the points now: the end-pile race, the promise terms
    (:data:`PROMISE_TERMS`, scaled by the game left), the King's Orders and each unpaid debt (a cost that
    grows as the end nears); ``sunk_stone``: each stone a held public building took
    (:func:`expansion_worth.sunk_stone`, scaled by the game left), 0 but in hard's module weights."""

    race: float
    promise: tuple[float, ...]
    orders: float
    unpaid: float
    sunk_stone: float = 0.0


HAND_SET = Weights(1.0, (0.35, 0.1, 0.6, 0.5, 0.35, 1.0, 0.8, 0.3, 0.7, 0.35, DECK_WEIGHT, 1.0), 1.0, 0.4)
"""The hand-set weights (easy and normal; hard has its own, :mod:`hard_weights`)."""


def promise_terms(s, p: int, t: _Table) -> tuple[float, ...]:
    """The terms of :data:`PROMISE_TERMS` for player ``p`` (``t``: the position's :class:`_Table`)."""
    pl = s.players[p]
    slots = 0.0
    for btype, count in pl.built.items():
        if count:
            slots += sum(SLOT_WORTH[btype][:count])
    owned = pl.hand + pl.draw + pl.discard + pl.tableau
    deck = sum(card_worth(s, c) for c in owned) / len(owned) if owned else 0.0
    return (min(pl.silver, 12), max(0, pl.silver - 12), sum(pl.res.values()), sum(profile(s, p).icons.values()),
            len(pl.hand), slots, t.movable[p], t.castle1[p], len(pl.manuscripts),
            max(0, 6 - (pl.virtue - pl.corruption)), deck, public_promise(s, p) if s.kok else 0.0)


def worth(s, p: int, table: _Table | None = None, weights: Weights = HAND_SET) -> float:
    """Points now plus the promise of the position (module docstring), weighed by ``weights`` (hard's are
    fitted: :mod:`hard_weights`)."""
    t = _Table(s) if table is None else table
    left = t.left
    value = float(t.points[p]) + weights.race * t.race[p]
    promise = sum(w * x for w, x in zip(weights.promise, promise_terms(s, p, t), strict=True))
    if weights.sunk_stone and s.kok:
        promise += weights.sunk_stone * sunk_stone(s, p)
    if s.gog:
        value += weights.orders * order_promise(s, p, 12 * left, _tables(s).outsider_vp)
    return value + left * promise - weights.unpaid * s.players[p].unpaid * (1 - left)


def margin(s, p: int, weights: Weights = HAND_SET) -> float:
    """``p``'s worth minus the best opponent's (in solo, the Steward's points), both by ``weights``."""
    t = _Table(s)
    mine = worth(s, p, t, weights)
    if s.solo:
        return mine - t.points[s.n]
    return mine - max(worth(s, q, t, weights) for q in range(s.n) if q != p)
