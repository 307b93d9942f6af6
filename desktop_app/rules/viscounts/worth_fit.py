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

With the modules (:func:`fit_modules`, :data:`hard_weights.MODULES`) the same samples come from normal
self-play with Gates of Gold and Keeper of Keys, with one more column, the King's Orders' promise
(:func:`expansion_worth.order_promise`, not scaled: it is in points already). 120 such games (20 a table with
one module or both, 3 and 4 players) held too little to fit every weight again: fitted afresh the weights
swung from table to table (the deck's quality 2 to 20) and predicted the second half of each table from
the first no better than the base game's (mean squared error 122.4 against 121.0; the hand-set weights
121.7, 1.5 times their promise 123.0). So the base game's weights stay and only the two module promises
are fitted on them: the points still to come less what the base game's weights read, against the
Keeper of Keys promise and the King's Orders (and the free terms), no weight below 0. The tables with
both modules (:data:`MODULE_TABLES`), where both are present, give the public promise 0.38 and the
King's Orders 0.43; all six tables 0.05 and 0.26 (with one module each alone 0 and 0, with 2 players
0.30 and 0).

``python -m desktop_app.rules.viscounts.worth_fit`` plays the tables :mod:`hard_weights` was fitted to
(:data:`TABLES`) and prints the weights; with ``--modules`` :data:`MODULE_TABLES` and the two module weights.
"""

from __future__ import annotations

import sys

from desktop_app.engine.game import GameOptions
from desktop_app.engine.ridge import least_squares, self_play
from desktop_app.rules.viscounts import GAME, bot
from desktop_app.rules.viscounts.evaluate import PROMISE_TERMS, Weights, _Table, _tables, promise_terms
from desktop_app.rules.viscounts.expansion_worth import order_promise
from desktop_app.rules.viscounts.hard_weights import FITTED

TABLES = ((2, 50, 500000), (3, 100, 100000), (4, 100, 200000))
"""(players, games, first seed) of the normal self-play tables fitted (game k of a table uses seed + k)."""
RIDGE = 1e-3
"""The ridge on every weight but the free terms, per sample."""
MODULE_TABLES = ((3, 20, 632000), (4, 20, 642000))
"""(players, games, first seed) of the normal self-play tables with both modules :func:`fit_modules` used."""
Sample = tuple[list[float], float]
"""(the columns: race, unpaid debts × game played, the promise terms × game left, the King's Orders'
promise, left, 1; the points still to score)."""


def columns(s, p: int) -> list[float]:
    """One sample's columns for player ``p`` in state ``s`` (module docstring)."""
    t = _Table(s)
    left = t.left
    orders = order_promise(s, p, 12 * left, _tables(s).outsider_vp) if s.gog else 0.0
    return ([t.race[p], -s.players[p].unpaid * (1 - left)] + [left * x for x in promise_terms(s, p, t)]
            + [orders, left, 1.0])


def play(players: int, seed: int, **modules: bool) -> list[Sample]:
    """One normal self-play game from ``seed`` (base game, or with ``modules``): its samples (module
    docstring)."""
    levels = ["normal"] * players
    start = GAME.new_state(GameOptions.default(players, levels, **modules), GAME.load_content(), seed)
    taken: list[tuple[int, list[float], int]] = []
    turn = None
    for s in self_play(start, lambda view, p, rng: bot.choose(view, p, "normal", 0.0, rng), seed):
        if s.phase == "cards" and s.active is not None and (s.round, s.active) != turn:
            if turn is not None:
                ended = turn[1]
                taken.append((ended, columns(s, ended), _Table(s).points[ended]))
            turn = (s.round, s.active)
    final = [line.total for line in start.score_sheet().players]
    return [(x, final[p] - now) for p, x, now in taken]


def fit(samples: list[Sample], modules: bool = False) -> Weights:
    """The weights (module docstring): least squares, dropping negative race and promise weights. In the
    base game (not ``modules``) the public buildings and the King's Orders keep their hand-set weight 1."""
    width = len(samples[0][0])
    keep = list(range(width))
    free = {1, width - 2, width - 1}
    while True:
        w = least_squares(samples, keep, RIDGE)
        negative = [(v, i) for v, i in zip(w, keep, strict=True) if v < 0 and i not in free]
        if not negative:
            break
        keep.remove(min(negative)[1])
    full = dict(zip(keep, w, strict=True))
    promise = [full.get(2 + i, 0.0) for i in range(len(PROMISE_TERMS))]
    orders = full.get(2 + len(PROMISE_TERMS), 0.0)
    if not modules:
        promise[PROMISE_TERMS.index("public")] = orders = 1.0
    return Weights(full.get(0, 0.0), tuple(promise), orders, full[1])


def fit_modules(samples: list[Sample], base: Weights) -> tuple[float, float]:
    """The Keeper of Keys promise and King's Orders weights fitted on ``base`` (module docstring): least
    squares on what ``base`` leaves unexplained, a negative weight dropped."""
    public, orders = 2 + PROMISE_TERMS.index("public"), 2 + len(PROMISE_TERMS)
    held = [base.race, base.unpaid, *base.promise]
    rest = []
    for x, y in samples:
        known = sum(w * v for i, (w, v) in enumerate(zip(held, x, strict=False)) if i != public)
        rest.append(([x[public], x[orders], x[-2], 1.0], y - known))
    keep = [0, 1, 2, 3]
    while True:
        w = least_squares(rest, keep, RIDGE)
        negative = [(v, i) for v, i in zip(w, keep, strict=True) if v < 0 and i < 2]
        if not negative:
            break
        keep.remove(min(negative)[1])
    full = dict(zip(keep, w, strict=True))
    return full.get(0, 0.0), full.get(1, 0.0)


def main(argv: list[str] | None = None) -> None:
    """Play :data:`TABLES` and print the fitted weights, rounded as :mod:`hard_weights` holds them; with
    ``--modules`` play :data:`MODULE_TABLES` and print the two module weights fitted on :data:`FITTED`."""
    if "--modules" in (sys.argv[1:] if argv is None else argv):
        both = {"gates_of_gold": True, "keeper_of_keys": True}
        samples = [x for players, games, seed in MODULE_TABLES for k in range(games)
                   for x in play(players, seed + k, **both)]
        public, orders = fit_modules(samples, FITTED)
        print(f"public {public:.2f}, King's Orders {orders:.2f}")
        return
    samples = [x for players, games, seed in TABLES for k in range(games) for x in play(players, seed + k)]
    w = fit(samples)
    print(f"Weights({w.race:.2f}, ({', '.join(f'{v:.2f}' for v in w.promise)}), {w.orders:.2f}, {w.unpaid:.2f})")


if __name__ == "__main__":
    main()
