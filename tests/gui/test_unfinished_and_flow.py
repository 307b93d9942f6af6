"""Unfinished games are never silently replaced (one autosave per game id, shown in the library, a
question before abandoning one) and the flow around a game: Close game, Play again, Back to library."""

from __future__ import annotations

import json

import pytest

from desktop_app.controllers.paths import LEGACY_AUTOSAVE_NAME, autosave_path, user_data_dir
from desktop_app.controllers.resumable import resumable_games
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.unfinished import ask_abandon as REAL_ASK_ABANDON  # (the tests' fixture replaces it)


def two_people():
    return GameOptions([Seat("Ann", "red", "human"), Seat("Bob", "blue", "human")])


def library(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


@pytest.fixture
def make_finished_window(qtbot, tiny_window):
    """A tiny game played to the end by two computer seats, its score summary open."""
    def make():
        window = tiny_window(("random", "random"), seed=3)
        qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=15000)
        return window
    return make


def saved_seed(game_id: str) -> int:
    return json.loads(autosave_path(game_id).read_text(encoding="utf-8"))["seed"]


def test_each_game_keeps_its_unfinished_game_and_the_library_shows_each(qtbot):
    """Starting Gutenberg does not touch the unfinished Fit To Print game; both cards offer Resume."""
    window = library(qtbot)
    ftp = window.start_game("fit-to-print", GameOptions([Seat("Ann", "red", "human")]), 11)
    ftp.close_game_action.trigger()  # Game ▸ Close game: back to the library, the game stays resumable
    assert window.isVisible() and window.game_window is None
    gut = window.start_game("gutenberg", two_people(), 12)
    gut.controller.submit(gut.controller.legal_actions(gut.controller.viewer())[0])
    gut.close()
    assert set(resumable_games()) == {"fit-to-print", "gutenberg"}
    assert (saved_seed("fit-to-print"), saved_seed("gutenberg")) == (11, 12)
    cards = {card.game.id: card for card in window.library.cards}
    assert not cards["fit-to-print"].resume_button.isHidden()
    assert not cards["gutenberg"].resume_button.isHidden()
    assert cards["viscounts"].resume_button.isHidden()
    assert not window.library.resume_button.isHidden()
    resumed = window.resume("fit-to-print")
    qtbot.addWidget(resumed)
    assert resumed.controller.game.id == "fit-to-print" and resumed.controller.seed == 11
    resumed.close()


def test_a_new_game_of_the_same_kind_asks_before_abandoning_the_unfinished_one(qtbot, abandon_answers,
                                                                               monkeypatch):
    window = library(qtbot)
    first = window.start_game("gutenberg", two_people(), 21)
    first.close()
    monkeypatch.setattr("desktop_app.ui.new_game_dialog.ask_new_game",
                        lambda game, content, parent: (two_people(), 22))
    abandon_answers.answer = "cancel"
    assert window.new_game("gutenberg") is None
    assert abandon_answers.asked == ["gutenberg"] and saved_seed("gutenberg") == 21
    abandon_answers.answer = "resume"
    resumed = window.new_game("gutenberg")
    qtbot.addWidget(resumed)
    assert resumed.controller.seed == 21
    resumed.close()
    abandon_answers.answer = "replace"
    started = window.new_game("gutenberg")
    qtbot.addWidget(started)
    assert started.controller.seed == 22 and saved_seed("gutenberg") == 22
    assert len(abandon_answers.asked) == 3
    started.close()


def test_game_new_closes_the_game_and_keeps_it_resumable(qtbot, abandon_answers):
    window = library(qtbot)
    game = window.start_game("gutenberg", two_people(), 31)
    game.new_action.trigger()
    assert window.isVisible() and window.game_window is None
    assert "gutenberg" in resumable_games() and abandon_answers.asked == []


def test_opening_a_file_of_a_game_with_an_unfinished_one_asks_first(qtbot, tiny_window, abandon_answers, tmp_path):
    window = tiny_window(("human", "human"))
    path = tmp_path / "other.board-table.json"
    assert window.save_to(path)
    window.controller.submit(Action.make(0, "bid", amount=2))  # the game on screen goes on
    abandon_answers.answer = "cancel"
    assert not window.open_game(path)
    assert abandon_answers.asked == ["tiny"] and len(window.controller.record.actions) == 1
    assert json.loads(autosave_path("tiny").read_text(encoding="utf-8"))["actions"] == ["p0 bid amount=2"]
    assert abandon_answers.offered_resume == [False]  # the unfinished game is the one on screen


def test_a_saved_game_opened_in_place_of_the_unfinished_one_replaces_it_at_once(qtbot, abandon_answers, tmp_path):
    """Play test: "Abandon it and open the saved game", then Close game before a move, and the library still
    offered the abandoned game (its autosave stayed until the opened game's first move)."""
    window = library(qtbot)
    saved = tmp_path / "saved.board-table.json"
    first = window.start_game("gutenberg", two_people(), 41)
    assert first.save_to(saved)
    first.close()
    abandon_answers.answer = "replace"
    second = window.start_game("gutenberg", two_people(), 42)
    second.controller.submit(second.controller.legal_actions(second.controller.viewer())[0])
    second.close()
    assert saved_seed("gutenberg") == 42
    opened = window.open_game(saved)
    assert abandon_answers.asked == ["gutenberg"] and opened.controller.seed == 41
    opened.close_game_action.trigger()
    assert saved_seed("gutenberg") == 41  # the resume offer is the opened game, not the abandoned one
    assert json.loads(autosave_path("gutenberg").read_text(encoding="utf-8"))["actions"] == []


def test_the_question_before_opening_a_file_speaks_of_opening(qtbot, monkeypatch):
    """Opening a file asked "A new game of … replaces it" and offered "start the new game" (QA)."""
    import datetime

    from PySide6.QtWidgets import QMessageBox

    from desktop_app.controllers.resumable import Resumable
    from desktop_app.ui import unfinished

    seen: list[QMessageBox] = []

    def answer(box):
        seen.append(box)
        return 0

    monkeypatch.setattr(QMessageBox, "exec", answer)
    found = Resumable("gutenberg", autosave_path("gutenberg"), datetime.datetime(2026, 1, 2, 3, 4))
    assert REAL_ASK_ABANDON(None, found, offer_resume=False, opening=True) == unfinished.CANCEL
    box = seen[-1]
    texts = [b.text() for b in box.buttons()]
    assert "open" in box.informativeText() and "new game" not in box.informativeText()
    assert "Abandon it and open the saved game" in texts
    assert not any("Resume" in t for t in texts)


def test_a_finished_game_is_no_longer_resumable(make_finished_window):
    window = make_finished_window()
    assert not autosave_path("tiny").exists()
    assert window.score_dialog is not None


def test_play_again_keeps_seats_and_options_with_a_new_seed(qtbot, make_finished_window):
    window = make_finished_window()
    old = window.controller
    dialog = window.score_dialog
    assert window.game_over_flow.play_again_button.text() == "Play again"
    window.game_over_flow.play_again_button.click()
    assert not dialog.isVisible() and window.isVisible()
    new = window.controller
    assert new is not old and new.seed != old.seed
    assert new.options.to_json() == old.options.to_json() and new.record.actions == []


def test_back_to_library_closes_the_game_window(qtbot, make_finished_window):
    window = make_finished_window()
    closed = []
    window.closed.connect(lambda: closed.append(True))
    window.game_over_flow.library_button.click()
    assert closed == [True] and not window.isVisible()


def test_an_earlier_versions_single_autosave_is_adopted_by_its_game():
    legacy = user_data_dir() / LEGACY_AUTOSAVE_NAME
    legacy.parent.mkdir(parents=True, exist_ok=True)
    legacy.write_text(json.dumps({"format": "board-table-record", "game": "gutenberg"}), encoding="utf-8")
    assert set(resumable_games()) == {"gutenberg"}
    assert autosave_path("gutenberg").is_file() and not legacy.exists()
