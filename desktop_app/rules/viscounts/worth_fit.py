"""Fitting :func:`evaluate.worth`'s weights to normal self-play (issue 18): where :mod:`hard_weights` comes from.

Normal plays every seat of seeded base-game tables. Each time a turn starts, the player whose turn just
ended (the position a turn search scores) gives one sample: the points that player still scores from
here to the end (the final total less the points now) against what :func:`evaluate.worth` reads beyond
the points now: the end-pile race, each unpaid debt times the game played (``1 - left``) and each
:data:`evaluate.PROMISE_TERMS` term times the game left, beside two free terms (``left`` and 1) for the
points any position still brings. A least-squares fit with a light ridge (:data:`RIDGE`) that drops the
most negative promise or race weight and fits again until none is negative (a promise never costs:
holding more silver cannot lower what a position is worth) gives the weights; the free terms are left
out of them (every line of a turn would share them). The King's Orders and the public buildings keep
their hand-set weight of 1 (base games do not hold them).

``python -m desktop_app.rules.viscounts.worth_fit`` plays the tables :mod:`hard_weights` was fitted to
(:data:`TABLES`) and prints the weights.
"""

from __future__ import annotations

from desktop_app.engine.action import TABLE
from desktop_app.engine.game import GameOptions
from desktop_app.engine.rng import new_rng
from desktop_app.rules.viscounts import GAME, bot
from desktop_app.rules.viscounts.evaluate import PROMISE_TERMS, Weights, _Table, promise_terms

TABLES = ((2, 50, 500000), (3, 100, 100000), (4, 100, 200000))
"""(players, games, first seed) of the normal self-play tables fitted (game k of a table uses seed + k)."""
RIDGE = 1e-3
"""The ridge on every weight but the free terms, per sample."""
Sample = tuple[list[float], float]
"""(the columns: race, unpaid debts × game played, the promise terms × game left, left, 1; the points
still to score)."""


def columns(s, p: int) -> list[float]:
    """One sample's columns for player ``p`` in state ``s`` (module docstring)."""
    t = _Table(s)
    left = t.left
    return ([t.race[p], -s.players[p].unpaid * (1 - left)] + [left * x for x in promise_terms(s, p, t)]
            + [left, 1.0])


def play(players: int, seed: int) -> list[Sample]:
    """One normal self-play base game from ``seed``: its samples (module docstring)."""
    levels = ["normal"] * players
    s = GAME.new_state(GameOptions.default(players, levels), GAME.load_content(), seed)
    views, rngs = new_rng(seed, "views"), [new_rng(seed, f"bot{p}") for p in range(players)]
    taken: list[tuple[int, list[float], int]] = []
    turn = None
    while to_act := s.players_to_act():
        if s.phase == "cards" and s.active is not None and (s.round, s.active) != turn:
            if turn is not None:
                ended = turn[1]
                taken.append((ended, columns(s, ended), _Table(s).points[ended]))
            turn = (s.round, s.active)
        seats = [p for p in to_act if p != TABLE]
        if seats:
            s.apply(bot.choose(s.view(seats[0], views), seats[0], "normal", 0.0, rngs[seats[0]]))
        else:
            s.apply_unchecked(s.legal_actions(TABLE)[0])
    final = [line.total for line in s.score_sheet().players]
    return [(x, final[p] - now) for p, x, now in taken]


def least_squares(samples: list[Sample], keep: list[int]) -> list[float]:
    """The ridge least-squares weights of the columns ``keep`` (the last two, the free terms, unridged)."""
    k = len(keep)
    a = [[0.0] * (k + 1) for _ in range(k)]
    for x, y in samples:
        row = [x[i] for i in keep] + [y]
        for i in range(k):
            if row[i]:
                ai, xi = a[i], row[i]
                for j in range(k + 1):
                    ai[j] += xi * row[j]
    for i in range(k - 2):
        a[i][i] += RIDGE * len(samples)
    for i in range(k - 2, k):
        a[i][i] += 1e-9
    for c in range(k):
        pivot = max(range(c, k), key=lambda r: abs(a[r][c]))
        a[c], a[pivot] = a[pivot], a[c]
        for r in range(k):
            if r != c and a[c][c]:
                f = a[r][c] / a[c][c]
                a[r] = [u - f * v for u, v in zip(a[r], a[c], strict=True)]
    return [a[i][k] / a[i][i] if a[i][i] else 0.0 for i in range(k)]


def fit(samples: list[Sample]) -> Weights:
    """The weights (module docstring): least squares, dropping negative race and promise weights."""
    width = len(samples[0][0])
    keep = list(range(width))
    free = {1, width - 2, width - 1}
    while True:
        w = least_squares(samples, keep)
        negative = [(v, i) for v, i in zip(w, keep, strict=True) if v < 0 and i not in free]
        if not negative:
            break
        keep.remove(min(negative)[1])
    full = dict(zip(keep, w, strict=True))
    promise = [full.get(2 + i, 0.0) for i in range(len(PROMISE_TERMS))]
    promise[PROMISE_TERMS.index("public")] = 1.0
    return Weights(full.get(0, 0.0), tuple(promise), 1.0, full[1])


def main() -> None:
    """Play :data:`TABLES` and print the fitted weights, rounded as :mod:`hard_weights` holds them."""
    samples = [x for players, games, seed in TABLES for k in range(games) for x in play(players, seed + k)]
    w = fit(samples)
    print(f"Weights({w.race:.2f}, ({', '.join(f'{v:.2f}' for v in w.promise)}), {w.orders:.2f}, {w.unpaid:.2f})")


if __name__ == "__main__":
    main()
