"""Hard's evaluation (issue 18): :func:`evaluate.worth` by weights fitted to normal self-play
(:mod:`hard_weights`, :mod:`worth_fit`), normal's hand-set weights unchanged."""

from __future__ import annotations

import random

import pytest

from desktop_app.rules.viscounts import hard, worth_fit
from desktop_app.rules.viscounts.evaluate import HAND_SET, PROMISE_TERMS, game_left, worth
from desktop_app.rules.viscounts.hard_weights import FITTED, MODULES, weights_for
from tests.viscounts.fixtures import position


def test_hard_counts_resources_held_early_above_points_now_and_normal_below():
    """Early in the game (VIS-SCORE castle points against resources held): three resources are worth more
    to hard than a worker in the castle's third level (3 points now), as the fit found resources bring
    about 2.7 points each by the end; normal's hand-set weights take the points."""
    rich = position("phase: none\nround: 1\np0: {res: {ink: 1, gold: 1, stone: 1}}\np1: {}")
    placed = position("phase: none\nround: 1\np0: {}\np1: {}\ncastle: {l3: [1, 0]}")
    assert worth(placed, 0) - worth(rich, 0) == pytest.approx(3 - 3 * 0.6 * game_left(rich))
    assert worth(placed, 0) > worth(rich, 0)
    assert hard.own_worth(rich, 0) > hard.own_worth(placed, 0)
    assert hard.score_for(2)(rich, 0) > hard.score_for(2)(placed, 0)


def test_the_fit_recovers_the_weights_and_drops_a_negative_promise():
    """:func:`worth_fit.fit` on samples made from known weights gives them back; a promise term whose
    samples say it costs points gets weight 0 (a promise never costs), the others still fitted."""
    rng = random.Random(3)
    width = 2 + len(PROMISE_TERMS) + 2
    truth = [0.7, -2.5] + [0.5 + 0.1 * i for i in range(len(PROMISE_TERMS))] + [30.0, -2.0]
    icons = 2 + PROMISE_TERMS.index("icons")
    truth[icons] = -1.0
    samples = []
    for _ in range(400):
        x = [rng.uniform(0, 3) for _ in range(width - 2)] + [rng.random(), 1.0]
        samples.append((x, sum(w * v for w, v in zip(truth, x, strict=True))))
    fitted = worth_fit.fit(samples)
    assert fitted.race == pytest.approx(0.7, abs=0.1) and fitted.unpaid == pytest.approx(-2.5, abs=0.1)
    assert fitted.promise[PROMISE_TERMS.index("icons")] == 0
    assert fitted.promise[PROMISE_TERMS.index("silver")] == pytest.approx(0.5, abs=0.15)
    assert fitted.promise[PROMISE_TERMS.index("public")] == 1.0 and fitted.orders == 1.0


def test_a_self_play_game_gives_one_sample_per_turn_ended_and_the_points_still_to_come():
    """:func:`worth_fit.play`: a sample at the end of every turn but the last, with the points its player
    still scored from there; they shrink as the game goes on (VIS-SCORE totals at the end)."""
    samples = worth_fit.play(2, 500000)
    width = 2 + len(PROMISE_TERMS) + 2
    assert len(samples) > 16 and all(len(x) == width and x[-1] == 1.0 for x, _ in samples)
    quarter = len(samples) // 4
    early = sum(y for _, y in samples[:quarter]) / quarter
    late = sum(y for _, y in samples[-quarter:]) / quarter
    assert early > late + 10


def test_normal_keeps_the_hand_set_weights():
    """The levels differ: normal's worth is the hand-set one, hard's the fitted one."""
    s = position("phase: none\nround: 2\np0: {silver: 5, res: {ink: 2}}\np1: {}")
    assert worth(s, 0) == worth(s, 0, weights=HAND_SET) != pytest.approx(worth(s, 0, weights=FITTED))


def test_with_a_module_hard_keeps_the_hand_set_weights_with_more_promise():
    """GOG/KOK: the fit holds no module games, so with a module hard weighs the position by the hand-set
    weights, the promise 1.5 times (:data:`hard_weights.MODULES`); in the base game by the fitted ones."""
    text = "phase: none\nround: 2\np0: {silver: 5, res: {ink: 2}}\np1: {}"
    s = position("variants: {gates_of_gold: true, keeper_of_keys: true}\n" + text)
    assert weights_for(s) is MODULES and MODULES.promise == tuple(1.5 * w for w in HAND_SET.promise)
    assert hard.own_worth(s, 0) == worth(s, 0, weights=MODULES) > worth(s, 0)
    assert weights_for(position(text)) is FITTED
