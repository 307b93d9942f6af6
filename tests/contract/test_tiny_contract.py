"""The engine contract checks of ``tests/contract/harness.py`` on the tiny test game.

They also prove the harness itself can fail: a game that breaks a promise is caught.
"""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.engine import Action, GameOptions, IllegalAction
from tests.contract.harness import check_replay_determinism, play_checked, probe_illegal, run_contract
from tests.support.tiny_game import TINY, TinyGame, TinyState


@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("seed", [1, 2])
def test_tiny_game_meets_the_contract_with_random_play(players, seed):
    run = run_contract(TINY, players, seed, deep_every=1)
    assert run.state.is_over() and run.actions == len(run.record.actions) > 0
    assert run.deep_checks == run.actions + 1 and run.probes > run.actions


@settings(max_examples=12, deadline=None)
@given(seed=st.integers(0, 2**31), players=st.integers(2, 4))
def test_any_seed_meets_the_contract(seed, players):
    run = play_checked(TINY, players, seed, deep_every=4)
    assert run.state.is_over() and run.record.replay(TINY, TINY.load_content()) == run.state


def test_tiny_game_meets_the_contract_with_bots_in_the_seats():
    run = play_checked(TINY, 3, 5, ["easy", "random", "normal"], deep_every=3, budget_s=0.005)
    assert run.state.is_over()
    check_replay_determinism(TINY, 3, 5, run)


class _Broken(TinyState):
    """A tiny state whose clones keep the (broken) subclass."""

    def clone(self):
        copy = super().clone()
        copy.__class__ = type(self)
        return copy


class _LeakyState(_Broken):
    """Breaks the contract: the table (-1) may act in the bidding phase without a decision."""

    def legal_actions(self, player):
        if player == -1 and self.phase == "bid":
            return [Action.make(-1, "bid", amount=0)]
        return super().legal_actions(player)


class _LenientState(_Broken):
    """Breaks the contract: accepts a bid of any size (and declares bids parametric, so that the
    engine's screening, which would refuse them, lets the harness see the lenient check)."""

    PARAMETRIC_ACTIONS = frozenset({"advance", "bid"})

    def check(self, action):
        if action.kind == "bid" and self.phase == "bid" and self.bids[action.player] is None:
            return None
        return super().check(action)


class _NoisyViewState(_Broken):
    """Breaks the contract: a view drops the viewer's own hand."""

    def view(self, player, rng=None):
        v = super().view(player, rng)
        v.hands[player] = []
        return v


def _game_with(state_class):
    class Game(TinyGame):
        def new_state(self, options, content, seed):
            base = super().new_state(options, content, seed)
            state = state_class.from_json(base.to_json(), content)
            return state

        def state_from_json(self, data, content):
            return state_class.from_json(data, content)

    return Game()


@pytest.mark.parametrize(("state_class", "message"), [
    (_LeakyState, "has legal actions but no decision"),
    (_LenientState, "was not refused"),
    (_NoisyViewState, "own legal actions"),
])
def test_the_harness_catches_a_broken_game(state_class, message):
    with pytest.raises(AssertionError, match=message):
        play_checked(_game_with(state_class), 2, 1, deep_every=1)


class _LenientButScreened(_Broken):
    """The same lenient check, with the engine's default screening left on."""

    def check(self, action):
        if action.kind == "bid" and self.phase == "bid" and self.bids[action.player] is None:
            return None
        return super().check(action)


def test_the_engine_makes_a_lenient_check_exactly_as_strict_as_legal_actions():
    """A game's check that accepts too much is corrected by the engine layer: an action that is
    not offered by legal_actions (type for type) is refused under the decision's rule ID."""
    state = _LenientButScreened.from_json(TINY.new_state(GameOptions.default(2), TINY.load_content(), 3).to_json(),
                                          TINY.load_content())
    assert state.check(Action.make(0, "bid", amount=1)) is None
    for bad in (Action.make(0, "bid", amount=99), Action.make(0, "bid", amount=True),
                Action.make(0, "bid", amount=1.0), Action.make(0, "bid", amount=1, extra=2)):
        refusal = state.check(bad)
        assert isinstance(refusal, IllegalAction) and refusal.rule_id == "TINY-BID", bad
    play_checked(_game_with(_LenientButScreened), 2, 1, deep_every=1)


def test_probe_refusals_carry_a_rule_id():
    state = TINY.new_state(GameOptions.default(2), TINY.load_content(), 3)
    legal = {p: state.legal_actions(p) for p in state.players_to_act()}
    assert probe_illegal(state, 2, legal, random.Random(1), "start") >= 3
    refusal = state.check(Action.make(0, "bid", amount=99))
    assert isinstance(refusal, IllegalAction) and refusal.rule_id == "TINY-BID"
