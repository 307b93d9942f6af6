"""The easy psychoanalyst: a beginner who knows the rules, not a staller (UM-GAP-17), and weaker than normal.

Easy picks its turn (place or recall, which action) by how the turn would end, with a blurred
judgement; it follows the rules' obvious answers (paying, treating, curing) exactly like the
rule-of-thumb policy, and has whims only where its own score is at stake. The length and strength
runs are behind the ``slow`` marker.
"""

import random

import pytest

from desktop_app.ai.bots import choose_action
from desktop_app.cli_simulate import simulate
from desktop_app.engine.game import GameOptions
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.bot import EASY_PLAN_KINDS, EASY_WHIM_KINDS
from desktop_app.rules.unconscious_mind.policy import quick_choice
from tests.unconscious_mind.helpers import content


def test_gap_17_easy_follows_the_rules_obvious_answers_without_whims():
    """UM-GAP-17: outside the turn plan and the score-only choices, easy answers as the rule-of-thumb policy
    does (no noise: random payments and treatments stalled beginners' games at a median of 26 rounds)."""
    s = GAME.new_state(GameOptions.default(2, ["easy"] * 2), content(), 7)
    rng = random.Random(7)
    checked = 0
    for step in range(400):
        if not s.decisions():
            break
        d = s.decisions()[0]
        view = s.view(d.player, random.Random(step))
        action = choose_action(GAME, view, d.player, "easy", None, rng)
        q = view.stack.question
        if q is not None and q.kind not in EASY_PLAN_KINDS | EASY_WHIM_KINDS and len(view.legal_actions(d.player)) > 1:
            assert action == quick_choice(view, d.player), (step, q.kind)
            checked += 1
        s.apply(action)
    assert checked > 50


def test_easy_plans_its_turn_by_where_it_ends():
    """Easy's choice of action is one of the better turns by the normal bot's own measure (not a coin toss)."""
    from desktop_app.rules.unconscious_mind.bot import ranked

    s = GAME.new_state(GameOptions.default(2, ["easy"] * 2), content(), 11)
    rng = random.Random(11)
    planned = 0
    for step in range(300):
        if not s.decisions():
            break
        d = s.decisions()[0]
        view = s.view(d.player, random.Random(step))
        q = view.stack.question
        action = choose_action(GAME, view, d.player, "easy", None, rng)
        if q is not None and q.kind == "place_ideas" and len(view.legal_actions(d.player)) > 3:
            order = ranked(view.clone(), d.player, view.legal_actions(d.player))
            best = order[0][0]
            value = next(v for v, _i, a in order if a == action)
            assert value >= best - 6.0, (step, value, best)
            planned += 1
        s.apply(action)
    assert planned >= 5


@pytest.mark.slow
@pytest.mark.parametrize(("bots", "low", "high"), [("easy,easy", 15, 20), ("easy,easy,easy", 14, 18),
                                                     ("easy,normal", 15, 20)])
def test_gap_17_game_length_with_easy_and_mixed_tables(bots, low, high):
    """UM-GAP-17 (opt-in): a table of beginners (easy) and a mixed table end within the band (median rounds)."""
    levels = bots.split(",")
    summary = simulate(GAME, len(levels), 8, 1, levels)
    assert not summary["errors"] and low <= summary["median_rounds"] <= high, summary


@pytest.mark.slow
def test_normal_clearly_beats_easy_in_either_seat():
    """Opt-in: normal wins most 2-player games against easy, seated first and second (6 games each)."""
    first = simulate(GAME, 2, 6, 1, ["normal", "easy"])
    second = simulate(GAME, 2, 6, 1, ["easy", "normal"])
    wins = first["wins_by_seat"][0] + second["wins_by_seat"][1]
    assert wins >= 9, (first["wins_by_seat"], second["wins_by_seat"])
    assert first["mean_score_by_seat"][0] > first["mean_score_by_seat"][1]
    assert second["mean_score_by_seat"][1] > second["mean_score_by_seat"][0]
