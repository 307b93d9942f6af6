"""``explain_not_now``: what the game waits for, said (as a refusal) when a person clicks a piece the open
decision does not involve — the viewer's decision with its rule ID, another seat's turn, the end, a replay."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.replay import ReplayController
from desktop_app.engine.action import Action
from tests.support.tiny_game import TINY


def test_the_viewers_decision_is_named_with_its_rule_and_emitted_as_a_refusal(make_controller):
    controller = make_controller(("human", "human"))
    heard = []
    controller.refused.connect(heard.append)
    assert controller.explain_not_now() == "Not now: Bid coins (secret) (TINY-BID)"
    assert heard == ["Not now: Bid coins (secret) (TINY-BID)"]
    assert controller.refusal_again(heard[-1]) == heard[-1]  # worded again after a language switch


def test_a_computer_seats_turn_names_that_seat(make_controller, monkeypatch):
    monkeypatch.setattr(GameController, "_schedule_bots", lambda self: None)  # Bob never moves here
    controller = make_controller(("human", "normal"))
    assert controller.submit(Action.make(0, "bid", amount=1)) is None
    assert controller.explain_not_now() == "Not now: it is Bob's turn"


def test_a_replay_answers_every_click_with_the_replay_refusal(make_controller):
    played = make_controller(("human", "human"))
    assert played.submit(Action.make(0, "bid", amount=1)) is None
    replay = ReplayController(TINY, TINY.load_content(), played.record)
    assert "(APP-REPLAY)" in replay.explain_not_now()
    replay.shutdown()


def test_after_the_end_a_click_says_the_game_is_over(qtbot):
    from desktop_app.ai.selfplay import play_game
    from desktop_app.engine.game import GameOptions, Seat

    options = GameOptions([Seat("Ann", "", "human"), Seat("Bob", "", "human")])
    result = play_game(TINY, TINY.load_content(), options, 3, ["random", "random"])
    assert result.state.is_over()
    controller = GameController(TINY, TINY.load_content(), result.record, result.state, autosave=False)
    assert controller.explain_not_now() == "Not now: the game is over"
    controller.shutdown()
