"""Self-play driver: records that replay, bots that only see views, errors reported per game."""

import pytest

import desktop_app.ai.selfplay as selfplay
from desktop_app.ai.selfplay import play_game
from desktop_app.engine import Action, GameOptions
from tests.support.tiny_game import TINY, TinyGame, TinyState

CONTENT = TINY.load_content()


def test_a_self_play_game_ends_and_its_record_replays_exactly():
    result = play_game(TINY, CONTENT, GameOptions.default(3), 7, ["random", "easy", "normal"], budget_s=0.005)
    assert result.error is None and result.state.is_over()
    assert result.actions == len(result.record.actions) == 3 * 3 * 2  # 3 rounds x (bid + play) x 3 seats
    assert result.record.replay(TINY, CONTENT).to_json() == result.state.to_json()
    assert all(len(result.decision_ms[p]) == 6 for p in range(3))
    again = play_game(TINY, CONTENT, GameOptions.default(3), 7, ["random", "easy", "random"])
    assert again.record.actions[:1] == result.record.actions[:1]


def test_max_actions_stops_early_without_an_error():
    result = play_game(TINY, CONTENT, GameOptions.default(2), 1, ["random", "random"], max_actions=3)
    assert result.error is None and result.actions == 3 and not result.state.is_over()


class _Spy(TinyState):
    """The TRUE state: its methods must never run while a bot is thinking."""

    bot_thinking = False

    def _guard(self):
        assert not _Spy.bot_thinking, "a bot touched the true state"

    def legal_actions(self, player):
        self._guard()
        return super().legal_actions(player)

    def clone(self):
        self._guard()
        return super().clone()  # a plain TinyState: views are never _Spy

    def score_sheet(self):
        self._guard()
        return super().score_sheet()


class _SpyGame(TinyGame):
    def new_state(self, options, content, seed):
        return _Spy.from_json(super().new_state(options, content, seed).to_json(), content)


def test_bots_only_ever_receive_views_never_the_true_state(monkeypatch):
    seen = []
    real = selfplay.choose_action

    def spying_choose_action(game, view, player, level, budget_s=None, rng=None):
        assert type(view) is TinyState, "the bot was given the true state"
        seen.append(level)
        _Spy.bot_thinking = True
        try:
            return real(game, view, player, level, budget_s, rng)
        finally:
            _Spy.bot_thinking = False

    monkeypatch.setattr(selfplay, "choose_action", spying_choose_action)
    result = play_game(_SpyGame(), CONTENT, GameOptions.default(3), 2, ["random", "easy", "hard"], budget_s=0.005)
    assert result.error is None and set(seen) == {"random", "easy", "hard"}


def test_an_illegal_bot_move_is_reported_as_an_error_of_that_game():
    class Cheat(TinyGame):
        def choose_action(self, view, player, level, budget_s, rng):
            return Action.make(player, "bid", amount=99)

    result = play_game(Cheat(), CONTENT, GameOptions.default(2), 4, ["random", "random"])
    assert result.error.startswith("IllegalActionError after 0 actions") and "TINY-BID" in result.error


def test_a_game_that_does_not_end_and_broken_invariants_are_errors():
    result = play_game(TINY, CONTENT, GameOptions.default(2), 1, ["random", "random"], action_cap=5)
    assert result.error == "the game did not end within 5 actions"
    result = play_game(TINY, CONTENT, GameOptions.default(2), 1, ["random", "random"],
                       check_invariants=lambda s: [f"coins {s.coins}"] if sum(s.coins) > 0 else [])
    assert result.error.startswith("coins [")


def test_a_broken_json_round_trip_is_an_error():
    class Forgetful(TinyGame):
        def state_from_json(self, data, content):
            state = super().state_from_json(data, content)
            state.coins = [0] * len(state.coins)
            return state

    result = play_game(Forgetful(), CONTENT, GameOptions.default(2), 3, ["random", "random"])
    assert result.error == "to_json/from_json does not round-trip"


def test_an_unknown_level_or_a_missing_seat_is_refused_before_playing():
    with pytest.raises(ValueError, match="unknown bot level"):
        play_game(TINY, CONTENT, GameOptions.default(2), 1, ["random", "clever"])
    with pytest.raises(ValueError, match="1 bot levels for 3 seats"):
        play_game(TINY, CONTENT, GameOptions.default(3), 1, ["random"])
