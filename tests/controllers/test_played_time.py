"""The time played survives save and resume: the play history's duration is every session's time.

A save (and the autosave) carries the time played so far (``played_seconds``, save format 3); the
controller opened from it adds its own session's time, undo never hands time back, and a save of
an earlier format starts from 0. Each controller's session clock is given (``session_ms``).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.paths import autosave_path
from desktop_app.controllers.play_history import record_finished_game
from desktop_app.engine.action import Action
from desktop_app.engine.record import GameRecord, RecordError
from desktop_app.history.database import HistoryDB

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"


def _clock(ctl: GameController, ms: int) -> None:
    ctl.session_ms = lambda: ms


def _saved_seconds(path: Path) -> int:
    return json.loads(path.read_text(encoding="utf-8"))["played_seconds"]


def _finish(ctl: GameController) -> None:
    while not ctl.state.is_over():
        if ctl.privacy_pending() is not None:
            ctl.set_privacy_acknowledged(ctl.privacy_pending())
        player = ctl.state.players_to_act()[0]
        assert ctl.submit(ctl.legal_actions(player)[-1]) is None


def test_a_game_saved_reopened_and_finished_records_both_sessions_in_the_history(make_controller, tmp_path, qtbot):
    ctl = make_controller()
    _clock(ctl, 100_400)
    assert ctl.submit(Action.make(0, "bid", amount=1)) is None
    save = tmp_path / "game.board-table.json"
    ctl.save(save)
    assert _saved_seconds(save) == 100
    ctl.shutdown()

    opened = GameController.open(save, autosave=False)
    try:
        qtbot.wait(1)
        _clock(opened, 0)
        assert opened.played_seconds() == 100
        _clock(opened, 42_900)
        _finish(opened)
        history = tmp_path / "history.sqlite"
        play, notes = record_finished_game(opened, opened.played_seconds(), history)
        assert notes == []
        db = HistoryDB(history)
        try:
            (kept,) = db.plays()
        finally:
            db.close()
        assert kept.duration_s == 142 == play.duration_s
        assert GameRecord.loads(kept.record)[0].played_seconds == 142  # the record kept says so too
    finally:
        opened.shutdown()


def test_undo_keeps_the_time_played_and_the_autosave_carries_it(make_controller, monkeypatch, qtbot):
    monkeypatch.setattr("desktop_app.controllers.bot_control.load_choose_action",
                        lambda: (lambda game, view, player, *rest: view.legal_actions(player)[0]))
    ctl = make_controller(("human", "easy"))
    assert ctl.submit(Action.make(0, "bid", amount=1)) is None
    qtbot.waitUntil(lambda: ctl.state.phase == "play" and ctl.state.turn == 0, timeout=5000)
    moves = len(ctl.record.actions)
    _clock(ctl, 30_000)
    assert ctl.submit(Action.make(0, "pass")) is None
    qtbot.waitUntil(lambda: ctl.state.players_to_act() == [0] and ctl._bot_request is None, timeout=5000)
    assert _saved_seconds(autosave_path("tiny")) == 30
    _clock(ctl, 55_000)
    assert ctl.undo() and len(ctl.record.actions) == moves
    assert ctl.played_seconds() == 55
    assert _saved_seconds(autosave_path("tiny")) == 55  # undo rewrote the autosave, time not handed back


def test_closing_a_game_keeps_the_time_since_its_last_move_for_the_resume(make_controller, qtbot):
    ctl = make_controller()
    _clock(ctl, 10_000)
    assert ctl.submit(Action.make(0, "bid", amount=1)) is None
    _clock(ctl, 75_000)  # the player thinks, then closes the window without moving
    ctl.shutdown()
    path = autosave_path("tiny")
    assert _saved_seconds(path) == 75
    resumed = GameController.open(path)
    try:
        qtbot.wait(1)
        _clock(resumed, 5_000)
        assert resumed.played_seconds() == 80
    finally:
        resumed.shutdown()


@pytest.mark.parametrize("name", ["format1-030c0e9-viscounts-base.board-table.json",
                                  "format2-2026-12-07-gutenberg-two.board-table.json"])
def test_a_save_of_an_earlier_format_opens_and_counts_from_zero(name, qtbot):
    opened = GameController.open(FIXTURES / name, autosave=False, open_unchecked=True)
    try:
        _clock(opened, 7_000)
        assert opened.record.played_seconds == 0 and opened.played_seconds() == 7
    finally:
        opened.shutdown()


def test_today_s_fixture_keeps_its_time_played(qtbot):
    opened = GameController.open(FIXTURES / "format3-2026-12-07-viscounts-base.board-table.json", autosave=False)
    try:
        _clock(opened, 2_000)
        assert opened.played_seconds() == 1422 + 2
    finally:
        opened.shutdown()


@pytest.mark.parametrize("value", [-1, 1.5, "60", None])
def test_a_time_played_that_is_not_whole_seconds_is_refused(make_controller, tmp_path, value):
    ctl = make_controller()
    data = json.loads(ctl.record.dumps(ctl.state))
    data["played_seconds"] = value
    with pytest.raises(RecordError, match="the time played is not a whole number of seconds"):
        GameRecord.loads(json.dumps(data))
