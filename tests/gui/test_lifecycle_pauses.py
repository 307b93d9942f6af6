"""Pausing and resuming are tied to objects that outlive each other in the right order: a dialog
that closes after its game window or its game (Help ▸ Rules, Esc, then Ctrl+W at once; Open over a
game with the rules open) never calls a controller that is gone (the error box "Signal source has
been deleted"), and the game shown then is the one paused."""

from __future__ import annotations

import gc

from PySide6.QtCore import QCoreApplication, QEvent, Qt
from PySide6.QtTest import QTest

from desktop_app.engine.game import GameOptions, Seat
from desktop_app.ui.help_dialogs import RulesDialog
from desktop_app.ui.main_window import MainWindow


def solo_options():
    return GameOptions([Seat("Ann", "red", "human"), Seat("Bob", "blue", "random")])


def start(qtbot, seed=5):
    library = MainWindow()
    qtbot.addWidget(library)
    library.show()
    window = library.start_game("tiny", solo_options(), seed)
    qtbot.waitExposed(window)
    return library, window


def open_rules(window) -> RulesDialog:
    window.rules_action.trigger()
    return window.findChildren(RulesDialog)[-1]


def flush_deletions(qtbot) -> None:
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    gc.collect()
    qtbot.wait(10)


def test_rules_open_then_close_game_at_once(qtbot):
    """Help ▸ Rules, then Ctrl+W while the rules are still open: no error, back to the library."""
    library, window = start(qtbot)
    open_rules(window)
    assert window.controller.paused()
    window.close_game_action.trigger()  # Ctrl+W
    assert library.game_window is None
    flush_deletions(qtbot)  # the rules dialog is deleted with the window, after the controller
    assert library.isVisible()


def test_rules_escape_then_close_game(qtbot):
    library, window = start(qtbot)
    controller = window.controller
    dialog = open_rules(window)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not controller.paused()
    window.close_game_action.trigger()
    flush_deletions(qtbot)
    assert library.isVisible() and library.game_window is None


def test_a_game_opened_under_the_rules_is_paused_until_they_close(qtbot, tmp_path):
    """The pause belongs to the window: the game shown when the rules close is the one resumed."""
    library, window = start(qtbot)
    save = tmp_path / "other.board-table.json"
    window.controller.save(save)
    dialog = open_rules(window)
    assert window.open_game(save)
    flush_deletions(qtbot)  # the first game's controller is gone
    assert window.controller.paused()
    dialog.reject()
    assert not window.controller.paused()
    dialog.deleteLater()
    flush_deletions(qtbot)


def test_each_rules_window_keeps_its_own_pause(qtbot):
    _library, window = start(qtbot)
    first, second = open_rules(window), open_rules(window)
    first.reject()
    assert window.controller.paused()
    second.reject()
    assert not window.controller.paused()
