"""Computer psychoanalysts: every level answers legally from a view; the normal bot takes an obvious cure."""

import random

import pytest

from desktop_app.ai.bots import choose_action
from desktop_app.engine.game import GameOptions
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.bot import evaluate, worth
from tests.unconscious_mind.helpers import content, options, position, run


@pytest.mark.parametrize("level", ["random", "easy", "normal", "hard"])
def test_every_level_answers_with_a_legal_action_of_its_view(level):
    """The bot gets ``view(seat)`` (hidden parts resampled) and returns an action the true state accepts."""
    s = GAME.new_state(GameOptions.default(3, [level] * 3), content(), 4)
    rng = random.Random(1)
    for _ in range(30 if level != "hard" else 12):
        d = s.decisions()[0]
        action = choose_action(GAME, s.view(d.player, random.Random(2)), d.player, level, 0.05, rng)
        assert s.check(action) is None, action.text()
        s.apply(action)


def test_normal_bot_cures_a_patient_one_heart_away():
    """With a patient on 1 heart and an M insight, treating (the cure: VP, room 2) beats moving the inkwell."""
    s = position("players: 2\nactive: 0\np0: {dial: {M red: 1}, rooms: [{patient: PO-02, marker: 1}]}")
    s.turn["inkwell"] = 1
    run(s, [{"op": "after_action"}])
    assert {o["then"] for o in options(s) if o["kind"] == "after_action"} == {"inkwell", "treat"}
    action = choose_action(GAME, s.view(0, random.Random(1)), 0, "normal", 1.0, random.Random(1))
    assert action.kind == "after_action" and action["then"] == "treat"


def test_evaluation_counts_points_and_prospects():
    """``worth`` grows with VP and with a patient closer to the cure; ``evaluate`` is the margin over opponents."""
    s = position("players: 2\nactive: 0\np0: {rooms: [{patient: PO-02, marker: 5}]}")
    base = worth(s, 0)
    s.players[0].vp += 5
    assert worth(s, 0) == pytest.approx(base + 5)
    s.players[0].rooms[0]["marker"] = 1
    assert worth(s, 0) > base + 5
    assert evaluate(s, 0) == pytest.approx(worth(s, 0) - worth(s, 1))


def test_worth_is_the_final_score_when_no_turn_is_left():
    """At the end of a game ``worth`` is exactly the score sheet's total (no prospects left)."""
    s = GAME.new_state(GameOptions.default(2, ["easy"] * 2), content(), 3)
    rng = random.Random(3)
    while s.decisions():
        d = s.decisions()[0]
        s.apply(choose_action(GAME, s.view(d.player, rng), d.player, "easy", 0.05, rng))
    sheet = s.score_sheet()
    assert [worth(s, i) for i in range(2)] == [float(p.total) for p in sheet.players]
