"""With one person at the table the clock and the computer players stop under any modal dialog and
while the window is minimised (issue 7 §1: the timer ran 3:41 → 3:33 behind the Save dialog and
the editors took five tiles); the FTP-RT-06 pause stops the editors too; the next Fit To Print day
starts only at Continue; Finish the day once every person has printed."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QDialog, QFileDialog

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from desktop_app.ui.game_window import GameWindow
from tests.fit_to_print.helpers import content


@pytest.fixture
def ftp_window(qtbot):
    """``ftp_window(kinds)`` -> a shown Fit To Print game window whose clock is running."""
    windows = []

    def make(kinds=("human", "hard"), seed=3):
        seats = [Seat(("Ann", "Ben", "Cy")[i], ("red", "blue", "green")[i], k) for i, k in enumerate(kinds)]
        controller = GameController.new(GAME, content(), GameOptions(seats), seed, autosave=False)
        window = GameWindow(controller)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        qtbot.waitUntil(lambda: controller.clock_running() and controller.state.clock_ms > 0, timeout=3000)
        windows.append(window)
        return window

    yield make
    for window in windows:
        if window.controller is not None:
            window.controller.shutdown()


def frozen_for(qtbot, controller, ms: int) -> bool:
    """True when neither the clock nor the record moved for ``ms`` milliseconds."""
    clock, moves = controller.state.clock_ms, len(controller.record.actions)
    qtbot.wait(ms)
    return controller.state.clock_ms == clock and len(controller.record.actions) == moves


def test_a_modal_dialog_stops_the_clock_and_the_editors(qtbot, ftp_window):
    window = ftp_window()
    ctl = window.controller
    dialog = QDialog(window)
    dialog.open()  # window-modal, like the score summary
    qtbot.waitUntil(ctl.paused, timeout=2000)
    assert not ctl.clock_running() and frozen_for(qtbot, ctl, 600)
    dialog.reject()
    qtbot.waitUntil(lambda: not ctl.paused(), timeout=2000)
    clock = ctl.state.clock_ms
    qtbot.waitUntil(lambda: ctl.state.clock_ms > clock, timeout=2000)


def test_the_save_dialog_stops_the_clock_while_it_is_open(qtbot, ftp_window, monkeypatch, tmp_path):
    """Game ▸ Save as: the time spent choosing a file is not game time (also for a native dialog)."""
    window = ftp_window()
    ctl = window.controller
    seen = {}

    def choose(*_args, **_kwargs):
        seen["paused"] = ctl.paused()
        seen["frozen"] = frozen_for(qtbot, ctl, 500)  # the player takes their time
        return str(tmp_path / "mine.board-table.json"), ""

    monkeypatch.setattr(QFileDialog, "getSaveFileName", choose)
    assert window.save_game_as()
    assert seen == {"paused": True, "frozen": True}
    assert not ctl.paused() and (tmp_path / "mine.board-table.json").is_file()


def test_minimising_the_window_stops_the_clock(qtbot, ftp_window):
    window = ftp_window()
    ctl = window.controller
    window.setWindowState(Qt.WindowState.WindowMinimized)
    qtbot.waitUntil(ctl.paused, timeout=2000)
    assert frozen_for(qtbot, ctl, 400)
    window.setWindowState(Qt.WindowState.WindowNoState)
    qtbot.waitUntil(lambda: not ctl.paused(), timeout=2000)


def test_with_two_people_a_dialog_does_not_stop_the_game(qtbot, tiny_window):
    """FTP-RT-06's principle: one person cannot stop the others' game."""
    window = tiny_window(("human", "human"))
    dialog = QDialog(window)
    dialog.open()
    qtbot.wait(20)
    assert not window.controller.paused()
    dialog.reject()


def test_the_pause_sheet_stops_the_editors_as_well_as_the_clock_FTP_RT_06(qtbot, ftp_window):
    window = ftp_window(("human", "hard", "hard"))
    ctl, scene = window.controller, window.scene
    qtbot.waitUntil(lambda: any(a.player > 0 for a in ctl.record.actions), timeout=10000)  # they are at work
    scene.toggle_pause()
    assert scene.paused and not ctl.clock_running()
    qtbot.waitUntil(lambda: ctl._bot_request is None, timeout=5000)
    assert frozen_for(qtbot, ctl, 1500)
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Space)
    assert not scene.paused
    qtbot.waitUntil(lambda: ctl.clock_running(), timeout=2000)


def test_the_next_day_starts_for_everyone_only_at_continue_and_finish_the_day(qtbot, ftp_window):
    """Ann prints at once, Finish the day runs Ben's day fast; behind the day summary nobody moves
    until Ann clicks Continue (today editors took tiles behind it)."""
    window = ftp_window(("human", "easy"))
    ctl, scene = window.controller, window.scene
    assert not window.finish_button.isVisible()
    scene.press_print()
    assert window.finish_button.isVisible() and window.finish_button.text() == "Finish the day"
    window.finish_button.click()
    assert ctl.fast_forwarding() and not window.finish_button.isVisible()
    qtbot.waitUntil(lambda: scene.overlay is not None, timeout=30000)
    overlay = scene.overlay
    qtbot.waitUntil(lambda: ctl.state.stage in ("draft", "ready") and ctl._bot_request is None, timeout=10000)
    if ctl.state.stage == "draft":
        card = next(c for c in overlay.choice_cards if c.enabled)
        card.clicked.emit(card)
    qtbot.waitUntil(lambda: ctl.state.stage == "ready", timeout=10000)
    assert frozen_for(qtbot, ctl, 500)  # the next day waits: nobody takes a tile behind the sheet
    overlay.continue_button.clicked.emit(overlay.continue_button)
    assert ctl.state.stage == "play" and ctl.state.day_index == 1
    start = len(ctl.record.actions)
    assert [a.kind for a in ctl.record.actions[start - 1:start]] == ["start_day"]
    qtbot.waitUntil(lambda: ctl.clock_running(), timeout=2000)
    assert not ctl.fast_forwarding()


def test_keys_reach_the_board_after_a_menu_or_from_the_log(qtbot, ftp_window, monkeypatch):
    """Shortcuts work without clicking the board: from the focused log, after a menu, while paused."""
    window = ftp_window(("human",))
    ctl = window.controller
    window.log_dock.text.setFocus()
    QTest.keyClick(window.log_dock.text, Qt.Key.Key_L)  # Layout! from the log's focus
    assert ctl.state.players[0].phase == "layout"
    window.game_menu.aboutToHide.emit()
    qtbot.waitUntil(window.view.hasFocus, timeout=2000)
    saved = []
    monkeypatch.setattr(window, "save_game", lambda: saved.append(True))
    window.save_action.triggered.disconnect()
    window.save_action.triggered.connect(lambda: window.save_game())
    window.scene.toggle_pause()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert saved == [True]
    assert ctl.submit(Action.make(0, "print")) is None
