"""The game log of an opened save: the earlier moves' lines, replayed from the record."""

from __future__ import annotations

import pytest

from desktop_app.controllers import loading
from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.record import GameRecord, RecordError

EARLIER = ["Ann has bid", "Bob has bid", "Bids revealed: [1, 2]", "Bob draws a card", "Ann passes"]


def saved_game(make_controller, tmp_path):
    """A tiny game with both bids and Ann's pass, saved to a file -> its path."""
    ctl = make_controller()
    ctl.submit(Action.make(0, "bid", amount=1))
    ctl.set_privacy_acknowledged(1)
    ctl.submit(Action.make(1, "bid", amount=2))
    ctl.set_privacy_acknowledged(0)
    ctl.submit(Action.make(0, "pass"))
    path = tmp_path / "game.board-table.json"
    ctl.save(path)
    return path


def test_an_opened_game_lists_the_earlier_moves_in_the_chosen_language(make_controller, tmp_path):
    """The opened controller's history is the events' lines of the saved moves, rendered at call time."""
    opened = GameController.open(saved_game(make_controller, tmp_path), autosave=False)
    try:
        assert opened.history_lines() == EARLIER
        opened.set_translator(lambda key: {"{player} has bid": "{player} 已出價"}.get(key, key), "zh_TW")
        assert opened.history_lines()[:2] == ["Ann 已出價", "Bob 已出價"]
    finally:
        opened.shutdown()


def test_a_new_game_has_no_history(make_controller):
    assert make_controller().history_lines() == []


def test_a_long_history_keeps_the_last_lines_and_says_how_many_are_left_out(make_controller, tmp_path,
                                                                            monkeypatch):
    """Only the last HISTORY_LINES lines are kept (here 2); a first line counts the others."""
    monkeypatch.setattr(loading, "HISTORY_LINES", 2)
    opened = GameController.open(saved_game(make_controller, tmp_path), autosave=False)
    try:
        assert opened.history_lines() == ["… 3 earlier log lines are not shown"] + EARLIER[-2:]
    finally:
        opened.shutdown()


def test_a_save_whose_moves_cannot_be_replayed_is_refused_in_player_words(make_controller, tmp_path,
                                                                          monkeypatch):
    """Opening replays the moves (the snapshot is only checked against them): a rules failure
    while replaying refuses the file with a message naming the move, not a Python error."""
    path = saved_game(make_controller, tmp_path)

    def broken(self, game, content):
        raise RuntimeError("boom")

    monkeypatch.setattr(GameRecord, "new_state", broken)
    with pytest.raises(RecordError) as info:
        GameController.open(path, autosave=False)
    assert str(info.value) == "game.board-table.json: the game cannot be set up with the save file's settings"
