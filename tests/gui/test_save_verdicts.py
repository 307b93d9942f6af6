"""Game ▸ Open and the library's resume give a save file the loader's one verdict, through the real widgets.

An edited file is refused, naming where (the move where its moves part from the saved game); a
file whose moves cannot be checked (no saved position, an earlier format) is never opened
silently: the real question box says why and the player chooses; ``replay --check`` gives each
file the same verdict.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from desktop_app import cli
from desktop_app.controllers.paths import autosave_path
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import GameRecord
from desktop_app.ui import game_window, open_game
from tests.support.tiny_game import TINY


def _save(tmp_path: Path, name: str, edit=None, moves: int = 5) -> Path:
    """A tiny game of ``moves`` moves saved by this version, then edited by ``edit(data)``."""
    content = TINY.load_content()
    record = GameRecord(TINY.id, TINY.content_version(content),
                        GameOptions([Seat("Ann", "red", "human"), Seat("Bob", "blue", "human")]), 9)
    state = record.new_state(TINY, content)
    for _ in range(moves):
        action = state.legal_actions(state.players_to_act()[0])[-1]
        state.apply(action)
        record.actions.append(action)
    data = record.to_json(state)
    if edit:
        edit(data)
    path = tmp_path / name
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def _replay_check(path: Path, capsys) -> tuple[int, str]:
    capsys.readouterr()
    code = cli.main(["replay", str(path), "--check"])
    return code, capsys.readouterr().err.strip()


def _answer_question(qtbot, button_text: str, seen: list[str]) -> None:
    """When the real question box shows, note its words and press ``button_text``."""
    tries = [250]  # 5 s

    def press():
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox) or box.objectName() != "unchecked_save_prompt":
            tries[0] -= 1
            if tries[0]:
                QTimer.singleShot(20, press)
            return
        seen.append(box.text() + "\n" + box.informativeText())
        button = next(b for b in box.buttons() if b.text() == button_text)
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, press)


def test_an_edited_move_is_refused_in_the_window_and_by_replay_check(qtbot, tiny_window, tmp_path, monkeypatch,
                                                                      capsys):
    """The issue: moves changed under an unchanged snapshot replayed to another position without a word."""
    def edit(data):
        assert data["actions"][1] == "p1 bid amount=3"
        data["actions"][1] = "p1 bid amount=2"  # as legal there, and another game from then on

    path = _save(tmp_path, "edited.board-table.json", edit)
    shown: list[str] = []
    monkeypatch.setattr(game_window, "show_error", lambda parent, title, message: shown.append(message))
    monkeypatch.setattr(open_game, "show_error", lambda parent, title, message: shown.append(message))
    window = tiny_window()
    before = window.controller
    assert not window.open_game(path)
    assert window.controller is before
    assert len(shown) == 1 and "they part from the saved game at move 2" in shown[0]
    code, err = _replay_check(path, capsys)
    assert code == 2 and "they part from the saved game at move 2" in err


@pytest.mark.parametrize("answer", ["Open from the moves", "Cancel"])
def test_a_save_without_its_snapshot_asks_before_opening_from_the_moves(qtbot, tiny_window, tmp_path, monkeypatch,
                                                                         capsys, answer):
    """The issue: a save with its snapshot removed opened with no warning. Now the player reads why and chooses."""
    def strip(data):
        del data["snapshot"], data["snapshot_hash"]

    path = _save(tmp_path, "bare.board-table.json", strip)
    monkeypatch.setattr(game_window, "show_error", lambda *args: pytest.fail(f"refused: {args}"))
    monkeypatch.setattr(open_game, "show_error", lambda *args: pytest.fail(f"refused: {args}"))
    window = tiny_window()
    before = window.controller
    seen: list[str] = []
    _answer_question(qtbot, answer, seen)
    opened = window.open_game(path)
    assert len(seen) == 1 and "no saved position to check its moves against" in seen[0]
    if answer == "Cancel":
        assert not opened and window.controller is before
    else:
        assert opened and window.controller is not before and len(window.controller.record.actions) == 5
        qtbot.waitUntil(lambda: "opened from its moves without a check" in window.log_dock.text.toPlainText())
    code, err = _replay_check(path, capsys)
    assert code == 2 and "cannot be checked against the saved game" in err and "no saved position" in err


def test_resuming_an_earlier_versions_autosave_asks_through_the_same_question(qtbot, tmp_path):
    """The library's resume path opens files through the same loader: an earlier format that no longer
    reaches its saved position is offered from its moves, never refused and never silent."""
    from desktop_app.ui.main_window import MainWindow

    def earlier(data):
        data["snapshot"]["coins"] = [7, 7]
        from desktop_app.engine.state import snapshot_hash

        data["snapshot_hash"] = snapshot_hash(data["snapshot"])
        for key in ("setup_hash", "move_hashes", "save_hash", "played_seconds"):
            del data[key]
        data["version"] = 1

    source = _save(tmp_path, "old.board-table.json", earlier)
    autosave = autosave_path(TINY.id)
    autosave.parent.mkdir(parents=True, exist_ok=True)
    autosave.write_bytes(source.read_bytes())
    library = MainWindow()
    qtbot.addWidget(library)
    library.show()
    seen: list[str] = []
    _answer_question(qtbot, "Open from the moves", seen)
    window = library.resume(TINY.id)
    try:
        assert window is not None and window.controller is not None
        assert len(seen) == 1 and "saved by an earlier Board Table" in seen[0]
        assert len(window.controller.record.actions) == 5
    finally:
        if window is not None and window.controller is not None:
            window.controller.shutdown()
