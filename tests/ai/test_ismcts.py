"""ISMCTS: deterministic for an iteration budget, finds the strong move, hooks, work (not time) budget."""

import random
import time

from desktop_app.ai.ismcts import ITERATIONS_PER_S, ismcts_choose
from desktop_app.engine import Action, GameOptions
from tests.support.tiny_game import TINY

CONTENT = TINY.load_content()


def _mid_game_states():
    state = TINY.new_state(GameOptions.default(3), CONTENT, 8)
    rng = random.Random(8)
    states = []
    while state.players_to_act():
        p = state.players_to_act()[0]
        states.append((state.clone(), p))
        state.apply(rng.choice(state.legal_actions(p)))
    return states


def test_ismcts_is_deterministic_for_a_fixed_iteration_budget_and_seed():
    for state, p in _mid_game_states()[::3]:
        view = state.view(p, random.Random(1))
        first = ismcts_choose(TINY, view, p, budget_s=0, rng=random.Random(5), iterations=120)
        again = ismcts_choose(TINY, view, p, budget_s=0, rng=random.Random(5), iterations=120)
        assert first == again and first in state.legal_actions(p)


def test_ismcts_plays_the_highest_card_in_the_last_round():
    state = TINY.new_state(GameOptions.default(2), CONTENT, 1)
    state.phase, state.round, state.turn, state.hands[0] = "play", 3, 0, [2, 9, 4]
    view = state.view(0, random.Random(1))
    assert ismcts_choose(TINY, view, 0, 0, random.Random(2), iterations=200) == Action.make(0, "play", card=9)


def test_candidates_and_rollout_hooks_steer_the_search():
    state = TINY.new_state(GameOptions.default(2), CONTENT, 3)
    view = state.view(0, random.Random(1))
    rollouts = []

    def only_small_bids(s, p):
        return [a for a in s.legal_actions(p) if a.kind != "bid" or a["amount"] <= 1]

    def lowest_bid_policy(s, p, rng):
        rollouts.append(p)
        return s.legal_actions(p)[0]

    action = ismcts_choose(TINY, view, 0, 0, random.Random(4), iterations=60,
                           candidates=only_small_bids, rollout=lowest_bid_policy)
    assert action in (Action.make(0, "bid", amount=0), Action.make(0, "bid", amount=1))
    assert rollouts and set(rollouts) <= {0, 1}


def test_ismcts_runs_the_iterations_of_its_budget_whatever_the_clock(monkeypatch):
    """Without ``iterations``: budget × ITERATIONS_PER_S iterations (one determinization each), the same
    answer on a clock that jumps a thousand seconds at each reading."""
    state = TINY.new_state(GameOptions.default(4), CONTENT, 2)
    view = state.view(2, random.Random(1))
    draws = []
    redraw = view.view
    view.view = lambda player, rng=None: draws.append(player) or redraw(player, rng)
    first = ismcts_choose(TINY, view, 2, 0.1, random.Random(1))
    assert first in state.legal_actions(2)
    assert len(draws) == round(0.1 * ITERATIONS_PER_S)
    ticks = iter(range(10**9))
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * 1000.0)
    draws.clear()
    assert ismcts_choose(TINY, view, 2, 0.1, random.Random(1)) == first
    assert len(draws) == round(0.1 * ITERATIONS_PER_S)
    assert ismcts_choose(TINY, view, 2, 0, random.Random(1)) in state.legal_actions(2)
