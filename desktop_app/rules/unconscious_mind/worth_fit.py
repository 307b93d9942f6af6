"""Fitting hard's weights of :data:`worth_terms.TERMS` to normal self-play (issue 18): where
:data:`worth_terms.FITTED` comes from.

Normal plays every seat of seeded tables. Each time a turn starts, the player whose turn just ended (the
position a turn search scores) gives one sample, while it still has a turn to play: the points it still
scores from here to the end (its final total less what :func:`bot.worth` counts as held now, the points on
the score sheet and the coffee toward a good idea) against the terms (each read off ``worth`` itself: the
worth with that term's weight 1 less the worth with every weight 0), beside two free terms (the game left
and 1) for the points any position still brings. A least-squares fit with a light ridge (:data:`RIDGE`)
that holds each weight to its floor (:data:`FLOORS`: a promise never costs) and the patients in treatment
to their hand-set weight (:data:`HELD`) gives the weights; the free terms are left out of them (every line of a turn shares them).

``python -m desktop_app.rules.unconscious_mind.worth_fit`` plays :data:`TABLES` and prints the weights and
the held-out error (the fit on even games, the error on odd ones) of the fitted and the hand-set weights.
"""

from __future__ import annotations

from desktop_app.engine.game import GameOptions
from desktop_app.engine.ridge import least_squares, self_play
from desktop_app.rules.unconscious_mind import GAME, bot
from desktop_app.rules.unconscious_mind.worth_terms import HAND_SET, TERMS

TABLES = ((2, 16, 700000), (3, 50, 710000), (4, 16, 720000))
"""(players, games, first seed) of the normal self-play tables fitted (game k of a table uses seed + k)."""
RIDGE = 1e-3
"""The ridge on every weight but the free terms, per sample."""
FLOORS = {"later_no_own_marker": float("-inf"), "later_prestige_gap": float("-inf"), "later_complex_now": -1.0,
          "later_rank_now": -1.0}
"""The lowest weight of a term that is no promise: a cost and a gap any; the points held now (complex patients,
the prestige ranking) never less than nothing. A promise's floor is 0 (holding more cannot cost)."""
HELD = ("rooms", "cured", "later_cured")
"""Terms left at their hand-set weight: the patients in treatment and a cured patient's effect. Fitted, the
rooms came out at 1.25 and the effect at 0 (the rooms still count it): a patient one heart from its cure was
worth more kept than cured, and hard moved its inkwell rather than cure it."""
Sample = tuple[list[float], float]
"""(the terms of :data:`TERMS`, the game left, 1; the points still to score)."""


def columns(s, p: int) -> tuple[list[float], float]:
    """Player ``p``'s terms in ``s`` (read off ``worth``) with the free terms, and what ``worth`` counts as held."""
    zero = (0.0,) * len(TERMS)
    held = bot.worth(s, p, zero)
    x = [bot.worth(s, p, tuple(float(i == k) for i in range(len(TERMS)))) - held for k in range(len(TERMS))]
    left = bot.own_turns_left(s, p)
    later = 1.0 - bot.progress(s) if left is None else min(1.0 - bot.progress(s), 0.04 * left)
    return [*x, later, 1.0], held


def play(players: int, seed: int) -> list[Sample]:
    """One normal self-play game from ``seed``: its samples (module docstring)."""
    levels = ["normal"] * players
    start = GAME.new_state(GameOptions.default(players, levels), GAME.load_content(), seed)
    taken: list[tuple[int, list[float], float]] = []
    turn = None
    for s in self_play(start, lambda view, p, rng: bot.choose(view, p, "normal", 0.0, rng), seed):
        if s.phase == "play" and (s.round, s.active) != turn:
            if turn is not None and bot.own_turns_left(s, turn[1]) != 0:
                x, held = columns(s, turn[1])
                taken.append((turn[1], x, held))
            turn = (s.round, s.active)
    final = [line.total for line in start.score_sheet().players]
    return [(x, final[p] - held) for p, x, held in taken]


def fit(samples: list[Sample]) -> list[float]:
    """The weights with free terms: least squares with each term held to its floor (:data:`FLOORS`, 0 for a
    promise) and the terms of :data:`HELD` held to their hand-set weight: the term furthest below its floor is
    held there and the rest fitted again until none is below."""
    width = len(samples[0][0])
    held = {TERMS.index(name): HAND_SET[TERMS.index(name)] for name in HELD}
    while True:
        keep = [i for i in range(width) if i not in held]
        rest = [(x, y - sum(w * x[i] for i, w in held.items())) for x, y in samples]
        w = least_squares(rest, keep, RIDGE)
        below = [(v - floor(i), i) for v, i in zip(w, keep, strict=True) if i < len(TERMS) and v < floor(i)]
        if not below:
            break
        worst = min(below)[1]
        held[worst] = floor(worst)
    full = {**held, **dict(zip(keep, w, strict=True))}
    return [full[i] for i in range(width)]


def floor(i: int) -> float:
    """The lowest weight term ``i`` may have (minus infinity for none)."""
    return FLOORS.get(TERMS[i], 0.0)


def error(samples: list[Sample], weights: list[float]) -> float:
    """The mean squared error of ``weights`` (with free terms) on ``samples``."""
    return sum((y - sum(w * v for w, v in zip(weights, x, strict=True))) ** 2 for x, y in samples) / len(samples)


def with_free_terms(weights: tuple[float, ...], samples: list[Sample]) -> list[float]:
    """``weights`` with the two free terms fitted to ``samples`` (the others held)."""
    k = len(weights)
    rest = [(x[k:], y - sum(w * v for w, v in zip(weights, x[:k], strict=True))) for x, y in samples]
    return [*weights, *least_squares(rest, ridge=RIDGE)]


def main() -> None:
    """Play :data:`TABLES`; print the fitted weights and the held-out errors (module docstring)."""
    games = [play(players, seed + k) for players, n, seed in TABLES for k in range(n)]
    even = [x for g in games[0::2] for x in g]
    odd = [x for g in games[1::2] for x in g]
    held_out = fit(even)
    print(f"held out: fitted {error(odd, held_out):.1f}, hand-set {error(odd, with_free_terms(HAND_SET, even)):.1f}")
    weights = fit(even + odd)
    print("FITTED = (" + ", ".join(f"{w:.2f}" for w in weights[:len(TERMS)]) + ")")
    for name, w, h in zip(TERMS, weights, HAND_SET, strict=False):
        print(f"  {name:24s} {w:7.2f}  (hand {h:.2f})")


if __name__ == "__main__":
    main()
