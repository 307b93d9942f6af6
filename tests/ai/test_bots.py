"""Generic bots: levels, greedy strength, budgets, and the game's own bot first."""

import random
import statistics
import time

import pytest

from desktop_app.ai.bots import (
    BUDGETS,
    GREEDY_TRIES_PER_S,
    choose_action,
    greedy_choice,
    normalise_level,
    random_choice,
)
from desktop_app.ai.selfplay import play_game
from desktop_app.engine import Action, GameOptions
from tests.support.tiny_game import TINY, TinyGame

CONTENT = TINY.load_content()


def _mean_scores(levels, seeds):
    totals = [[], []]
    wins = [0, 0]
    for seed in seeds:
        result = play_game(TINY, CONTENT, GameOptions.default(2), seed, levels)
        assert result.error is None
        sheet = result.state.score_sheet()
        for p in range(2):
            totals[p].append(sheet.players[p].total)
        for p in sheet.winners:
            wins[p] += 1
    return [statistics.fmean(t) for t in totals], wins


def test_greedy_beats_random_on_the_tiny_game_from_either_seat():
    (greedy_a, random_a), (wins_greedy_a, wins_random_a) = _mean_scores(["easy", "random"], range(20))
    (random_b, greedy_b), (wins_random_b, wins_greedy_b) = _mean_scores(["random", "easy"], range(20))
    assert greedy_a > random_a + 1 and greedy_b > random_b + 1
    assert wins_greedy_a + wins_greedy_b > 2 * (wins_random_a + wins_random_b)


def test_levels_and_aliases():
    assert normalise_level("greedy") == "easy" and normalise_level("ismcts") == "normal"
    assert list(BUDGETS) == ["random", "easy", "normal", "hard"]
    with pytest.raises(ValueError, match="unknown bot level 'genius'"):
        normalise_level("genius")


def test_random_bot_plays_only_legal_actions_and_repeats_with_the_same_rng():
    state = TINY.new_state(GameOptions.default(3), CONTENT, 4)
    view = state.view(1, random.Random(2))
    picks = [random_choice(view, 1, random.Random(9)) for _ in range(3)]
    assert picks[0] == picks[1] == picks[2] and picks[0] in state.legal_actions(1)


def test_greedy_plays_the_highest_card_in_the_last_round():
    state = TINY.new_state(GameOptions.default(2), CONTENT, 1)
    state.phase, state.round, state.turn, state.hands[0] = "play", 3, 0, [2, 9, 4]
    action = choose_action(TINY, state.view(0, random.Random(1)), 0, "easy", rng=random.Random(1))
    assert action == Action.make(0, "play", card=9)


def test_greedy_tries_a_number_of_actions_set_by_its_budget_not_the_clock():
    """The greedy bot's work is counted: budget × GREEDY_TRIES_PER_S actions (at least one), however
    slow each try is; the same rng gives the same answer."""
    tried = []

    class SlowHeuristic(TinyGame):
        def heuristic(self, state, player):
            tried.append(player)
            time.sleep(0.01)
            return 0.0

    state = TINY.new_state(GameOptions.default(2), CONTENT, 1)
    view = state.view(0, random.Random(1))
    legal = state.legal_actions(0)
    assert len(legal) > 2
    budget = 2 / GREEDY_TRIES_PER_S
    first = greedy_choice(SlowHeuristic(), view, 0, budget, random.Random(1))
    assert len(tried) == 2 and first in legal
    tried.clear()
    assert greedy_choice(SlowHeuristic(), view, 0, 0, random.Random(1)) in legal and len(tried) == 1
    assert greedy_choice(SlowHeuristic(), view, 0, budget, random.Random(1)) == first


def test_the_games_own_bot_comes_first_and_none_falls_back():
    calls = []

    class OwnBot(TinyGame):
        def choose_action(self, view, player, level, budget_s, rng):
            calls.append((player, level, budget_s))
            return Action.make(player, "bid", amount=0) if level == "hard" else None

    state = TINY.new_state(GameOptions.default(2), CONTENT, 1)
    view = state.view(1, random.Random(1))
    assert choose_action(OwnBot(), view, 1, "hard") == Action.make(1, "bid", amount=0)
    assert choose_action(OwnBot(), view, 1, "greedy", budget_s=0.01) in state.legal_actions(1)
    assert calls == [(1, "hard", BUDGETS["hard"]), (1, "easy", 0.01)]
