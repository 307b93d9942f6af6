"""Hard's evaluation (issue 18): :func:`evaluate.worth` by weights fitted to normal self-play
(:mod:`hard_weights`, :mod:`worth_fit`), normal's hand-set weights unchanged; with the modules the base
game's fitted weights, the Keeper of Keys and King's Orders promises fitted on them."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.bots import BUDGETS, choose_action
from desktop_app.rules.viscounts import GAME, hard, worth_fit
from desktop_app.rules.viscounts.evaluate import HAND_SET, PROMISE_TERMS, game_left, points, worth
from desktop_app.rules.viscounts.expansion_worth import sunk_stone
from desktop_app.rules.viscounts.hard_weights import FITTED, MODULES, weights_for
from tests.viscounts.fixtures import answer, position

BOTH = "variants: {gates_of_gold: true, keeper_of_keys: true}"
WIDTH = 2 + len(PROMISE_TERMS) + 3
"""A sample's columns: race, unpaid debts, the promise terms, the King's Orders, the two free terms."""


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
    truth = [0.7, -2.5] + [0.5 + 0.1 * i for i in range(len(PROMISE_TERMS))] + [0.8, 30.0, -2.0]
    icons = 2 + PROMISE_TERMS.index("icons")
    truth[icons] = -1.0
    samples = []
    for _ in range(400):
        x = [rng.uniform(0, 3) for _ in range(WIDTH - 2)] + [rng.random(), 1.0]
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
    assert len(samples) > 16 and all(len(x) == WIDTH and x[-1] == 1.0 and x[-3] == 0 for x, _ in samples)
    quarter = len(samples) // 4
    early = sum(y for _, y in samples[:quarter]) / quarter
    late = sum(y for _, y in samples[-quarter:]) / quarter
    assert early > late + 10


def test_a_keeper_of_keys_self_play_game_carries_the_public_promise():
    """:func:`worth_fit.play` with Keeper of Keys (KOK-PUB): some samples hold the public promise (stone
    banked toward a public building of a type on one's sites); without Gates of Gold the King's Orders'
    column stays 0."""
    samples = worth_fit.play(2, 611000, keeper_of_keys=True)
    public = 2 + PROMISE_TERMS.index("public")
    assert any(x[public] > 0 for x, _ in samples) and all(x[-3] == 0 for x, _ in samples)


def test_normal_keeps_the_hand_set_weights():
    """The levels differ: normal's worth is the hand-set one, hard's the fitted one."""
    s = position("phase: none\nround: 2\np0: {silver: 5, res: {ink: 2}}\np1: {}")
    assert worth(s, 0) == worth(s, 0, weights=HAND_SET) != pytest.approx(worth(s, 0, weights=FITTED))


def test_the_module_fit_recovers_the_public_and_order_weights_on_the_base_ones():
    """:func:`worth_fit.fit_modules`: samples made from the base weights plus known Keeper of Keys (0.4) and
    King's Orders (0.6) weights give those two back; the base weights are held, not fitted again."""
    rng = random.Random(5)
    public, orders = 2 + PROMISE_TERMS.index("public"), WIDTH - 3
    base = [FITTED.race, FITTED.unpaid, *FITTED.promise]
    samples = []
    for _ in range(300):
        x = [rng.uniform(0, 3) for _ in range(WIDTH - 2)] + [rng.random(), 1.0]
        known = sum(w * v for i, (w, v) in enumerate(zip(base, x, strict=False)) if i != public)
        samples.append((x, known + 0.4 * x[public] + 0.6 * x[orders] + 20 * x[-2] - 3))
    assert worth_fit.fit_modules(samples, FITTED) == (pytest.approx(0.4, abs=0.01), pytest.approx(0.6, abs=0.01))


def test_with_a_module_hard_weighs_by_the_fitted_weights_and_the_fitted_module_promises():
    """GOG/KOK: hard's module weights are the base game's fitted ones (:data:`hard_weights.FITTED`) with the
    Keeper of Keys promise and the King's Orders fitted on module games, not the hand-set ones; normal
    keeps the hand-set weights; the base game keeps :data:`hard_weights.FITTED`."""
    text = "phase: none\nround: 2\np0: {silver: 5, res: {ink: 2}}\np1: {}"
    s = position(f"{BOTH}\n{text}")
    assert weights_for(s) is MODULES and weights_for(position(text)) is FITTED
    public = PROMISE_TERMS.index("public")
    assert MODULES.promise[:public] == FITTED.promise[:public] and MODULES.race == FITTED.race
    assert (MODULES.promise[public], MODULES.orders) == (0.38, 0.43)
    assert hard.own_worth(s, 0) == worth(s, 0, weights=MODULES) != pytest.approx(worth(s, 0))


def _public_workshop_in_reach(round_no: int):
    """KOK-PUB-01..05: two workshops built (one on A_s1), the other site of the side taken, 4 stone and two
    builder icons: the Build action offers the public workshop on A_s1 or nothing."""
    s = position(f"""
        {BOTH}
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        round: {round_no}
        p0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 4}}, built: {{workshop: 2}},
              draw: [st_page, st_page, st_page, st_page]}}
        sites: {{A_s1: [0, workshop], A_s2: [1, town_hall]}}
    """)
    answer(s, "main_action", action="build")
    return s


def test_hard_builds_the_public_workshop_late_rather_than_keep_the_stone():
    """KOK-PUB-01..05, DEC-41, VIS-SCORE: in round 8 the public workshop brings 4 points for the 3 of the
    workshop going home, a deed and a resource, now (an opponent may build it first). Hard's module
    weights keep the stone it took in the building's worth (:func:`expansion_worth.sunk_stone`, counted
    at the resources' weight) and build it: 2 points more at once. Hard's old module weights (the hand-set
    ones, promise 1.5 times) kept the 4 stone, and so would hard's base weights without the sunk stone."""
    s = _public_workshop_in_reach(8)
    p = s.stack.question.player
    action = choose_action(GAME, s.view(p, random.Random(1)), p, "hard", BUDGETS["hard"], random.Random(2))
    assert action.get("public") == "workshop"
    skipped = s.fork()
    skipped.apply(next(a for a in skipped.legal_actions(p) if a.get("skip")))
    before = points(skipped)[p]
    s.apply(action)
    assert s.board.public["workshop"] == [p, "A_s1"] and sunk_stone(s, p) == 4
    deeds = [x.players[p].purchased + x.players[p].approved for x in (skipped, s)]
    assert points(s)[p] >= before + 2 and deeds[1] == deeds[0] + 1
