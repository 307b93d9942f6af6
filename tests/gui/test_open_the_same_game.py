"""Opening a save of the very game whose autosave is waiting (play test: an Unconscious Mind save reopened
right after quitting it asked "abandon it and open the saved game?"). The same game (same game id, content
version, seats, variants and seed, one's moves the beginning of the other's) opens without a question; an
autosave further along asks, saying by how many moves, and offers to continue from the autosave or to open
the save. Driven through the library's Open and the real question box, in English and 繁體中文."""

from __future__ import annotations

import json

import pytest
from PySide6.QtWidgets import QMessageBox

from desktop_app.controllers.paths import autosave_path
from desktop_app.controllers.resumable import moves_ahead, resumable_games
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import GameRecord
from desktop_app.ui.i18n import set_language
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.unfinished import ask_abandon as REAL_ASK_ABANDON  # (the tests' fixture replaces it)
from tests.support.tiny_game import TINY

UM = "unconscious-mind"


class Boxes:
    """The question boxes shown (their texts), each answered with the button named in ``answer``."""

    def __init__(self) -> None:
        self.answer = ""
        self.shown: list[tuple[str, str, list[str]]] = []

    def answer_box(self, box: QMessageBox) -> int:
        texts = [b.text() for b in box.buttons()]
        self.shown.append((box.text(), box.informativeText(), texts))
        if self.answer:
            next(b for b in box.buttons() if b.text() == self.answer).click()
        return 0


@pytest.fixture
def boxes(monkeypatch) -> Boxes:
    """The real "unfinished game" question, its box answered by :class:`Boxes`."""
    answers = Boxes()
    monkeypatch.setattr("desktop_app.ui.unfinished.ask_abandon", REAL_ASK_ABANDON)
    monkeypatch.setattr(QMessageBox, "exec", lambda box: answers.answer_box(box))
    return answers


def library(qtbot) -> MainWindow:
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    return window


def play(window, moves: int) -> None:
    """``moves`` moves of the seat to act (its first legal answer each time)."""
    controller = window.controller
    for _ in range(moves):
        seat = controller.state.decisions()[0].player
        assert controller.submit(controller.legal_actions(seat)[0]) is None


def autosaved_moves(game_id: str) -> int:
    return len(json.loads(autosave_path(game_id).read_text(encoding="utf-8"))["actions"])


def um_game(qtbot, tmp_path, before_save: int, after_save: int):
    """A solo Unconscious Mind game: ``before_save`` moves, saved, ``after_save`` moves more, then quit (Game ▸
    Close game: it stays resumable). Returns the library, the save file and the moves it holds."""
    window = library(qtbot)
    game = window.start_game(UM, GameOptions([Seat("Ann", "red", "human")]), 5)
    play(game, before_save)
    saved = tmp_path / "um.board-table.json"
    assert game.save_to(saved)
    in_save = len(game.controller.record.actions)
    play(game, after_save)
    game.close_game_action.trigger()
    assert UM in resumable_games() and window.game_window is None
    return window, saved, in_save


def test_a_save_reopened_right_after_quitting_its_game_opens_without_asking(qtbot, tmp_path, boxes):
    window, saved, in_save = um_game(qtbot, tmp_path, 3, 0)
    opened = window.open_game(saved)
    qtbot.addWidget(opened)
    assert boxes.shown == []
    assert opened.controller.game.id == UM and len(opened.controller.record.actions) == in_save
    assert opened.save_path == saved and autosaved_moves(UM) == in_save
    opened.close()


def test_a_save_further_than_its_autosave_opens_without_asking_and_is_resumed_from_then_on(qtbot, tmp_path, boxes):
    """Moves taken back after saving leave the autosave behind the save: opening the save loses nothing."""
    window = library(qtbot)
    game = window.start_game(UM, GameOptions([Seat("Ann", "red", "human")]), 5)
    play(game, 3)
    saved = tmp_path / "um.board-table.json"
    assert game.save_to(saved)
    in_save = len(game.controller.record.actions)
    assert game.controller.undo() and game.controller.undo()
    game.close_game_action.trigger()
    assert autosaved_moves(UM) < in_save
    opened = window.open_game(saved)
    qtbot.addWidget(opened)
    assert boxes.shown == [] and len(opened.controller.record.actions) == in_save
    assert autosaved_moves(UM) == in_save  # the opened save is the game to resume now
    opened.close()


def test_an_autosave_further_than_the_save_says_by_how_many_moves_and_continues_from_it(qtbot, tmp_path, boxes):
    window, saved, in_save = um_game(qtbot, tmp_path, 2, 3)
    further = autosaved_moves(UM)
    boxes.answer = "Continue from the autosave"
    opened = window.open_game(saved)
    qtbot.addWidget(opened)
    text, informative, buttons = boxes.shown[-1]
    assert text.startswith("Your autosave of this game is 3 moves further than this save")
    assert "can no longer be resumed" in informative
    assert {"Open the save", "Continue from the autosave"} <= set(buttons) and "abandon" not in " ".join(buttons).lower()
    assert len(opened.controller.record.actions) == further > in_save and opened.save_path is None
    opened.close()


def test_an_autosave_further_than_the_save_can_give_way_to_the_save_in_chinese(qtbot, tmp_path, boxes):
    window, saved, in_save = um_game(qtbot, tmp_path, 2, 1)
    set_language("zh_TW", save=False)
    boxes.answer = "開啟存檔"
    opened = window.open_game(saved)
    qtbot.addWidget(opened)
    text, informative, buttons = boxes.shown[-1]
    assert text.startswith("這局遊戲的自動存檔比這個存檔多走了 1 步") and "無法再繼續" in informative
    assert "從自動存檔繼續" in buttons
    assert len(opened.controller.record.actions) == in_save and autosaved_moves(UM) == in_save
    opened.close()


def test_another_game_of_the_same_kind_still_asks_to_abandon_it(qtbot, tmp_path, boxes):
    window, saved, _ = um_game(qtbot, tmp_path, 2, 0)
    other = window.start_game(UM, GameOptions([Seat("Ann", "red", "human")]), 6)  # another seed
    other.close_game_action.trigger()
    opened = window.open_game(saved)  # the box is cancelled (no answer given)
    assert opened is None and "Abandon it and open the saved game" in boxes.shown[-1][2]
    assert boxes.shown[-1][0].startswith("You have an unfinished game of")


def test_the_same_game_is_its_setup_and_the_beginning_of_its_moves(tmp_path):
    """``moves_ahead``: player moves only, None for another seed or moves that part ways after an undo."""
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Bob", "blue", "human")])
    content = TINY.load_content()
    state = TINY.new_state(options, content, 7)
    moves = []
    for _ in range(3):
        action = state.legal_actions(state.decisions()[0].player)[0]
        state.apply(action)
        moves.append(action)

    def autosave(actions, seed=7):
        path = tmp_path / f"auto{len(actions)}-{seed}.json"
        path.write_text(GameRecord("tiny", TINY.content_version(content), options, seed, list(actions)).dumps(),
                        encoding="utf-8")
        return path

    record = GameRecord("tiny", TINY.content_version(content), options, 7, moves[:1])
    assert moves_ahead(record, autosave(moves)) == 2
    assert moves_ahead(record, autosave(moves[:1])) == 0
    assert moves_ahead(GameRecord("tiny", TINY.content_version(content), options, 7, moves), autosave(moves[:1])) == -2
    assert moves_ahead(record, autosave(moves, seed=8)) is None
    start = TINY.new_state(options, content, 7)
    parted = start.legal_actions(start.decisions()[0].player)[-1]  # another first move (after an undo)
    assert parted != moves[0]
    assert moves_ahead(GameRecord("tiny", TINY.content_version(content), options, 7, [parted]), autosave(moves)) is None
    assert moves_ahead(record, tmp_path / "missing.json") is None
