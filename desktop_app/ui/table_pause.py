"""The game window's watch over dialogs, menus and minimising: pause the table, give the keys back.

:class:`TableWatch` is an event filter on the game window:

- any modal dialog over the window (save, open, print, export, rules, score summary, a message:
  Qt sends ``WindowBlocked`` / ``WindowUnblocked``) and minimising the window pause the table
  (``controller.pause``: the clock and the computer players stop; only with one person at the
  table, the controller decides);
- a non-modal window of the game (Help ▸ Rules) pauses the table while it is open
  (:meth:`TableWatch.pause_while`);
- when a dialog or a menu closes, the window is activated again and the board gets the keyboard
  focus, so the game's shortcuts (K, R, L, P, Space, Ctrl+Z…) work at once without a click.

Every pause belongs to the window, not to one controller: a game opened meanwhile takes the
pauses still in force, and a pause ends on the controller shown *then*. The watch is a child of
the window made before any controller or dialog of it, so when the window goes, the watch and
its connections go first: a dialog deleted with the window never reaches a controller that is
gone (the error box on Help ▸ Rules, then Ctrl+W).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING

import shiboken6
from PySide6.QtCore import QEvent, QObject, Qt, QTimer

if TYPE_CHECKING:
    from collections.abc import Iterator

    from PySide6.QtWidgets import QDialog, QMenu

    from desktop_app.ui.game_window import GameWindow

MODAL, MINIMISED, DIALOG, RULES = "modal dialog", "minimised", "dialog", "rules"
"""Pause reasons."""


class TableWatch(QObject):
    """Pauses ``window.controller`` under modal dialogs and while minimised; restores the focus."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.blocked = False
        self.open_windows: set[str] = set()
        """The reasons of :meth:`pause_while` still in force (their dialogs are open)."""
        self._serial = 0
        window.installEventFilter(self)

    def window(self) -> GameWindow:
        """The game window watched (the parent; no Python reference cycle keeps it alive)."""
        return self.parent()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.window():
            kind = event.type()
            if kind == QEvent.Type.WindowBlocked:
                self.blocked = True
                self._pause(MODAL, True)
            elif kind == QEvent.Type.WindowUnblocked:
                self.blocked = False
                self._pause(MODAL, False)
                QTimer.singleShot(0, self, self.focus_board)
            elif kind == QEvent.Type.WindowStateChange:
                self._pause(MINIMISED, self.window().isMinimized())
        return False

    def apply_to_new_controller(self) -> None:
        """A new game in the window starts paused if the window is blocked or minimised."""
        if self.blocked:
            self._pause(MODAL, True)
        if self.window().isMinimized():
            self._pause(MINIMISED, True)
        for reason in self.open_windows:
            self._pause(reason, True)

    def pause_while(self, dialog: QDialog, reason: str) -> None:
        """Pause the table for ``reason`` until ``dialog`` is closed or deleted (a non-modal window;
        each open one keeps its own pause)."""
        self._serial += 1
        key = f"{reason} {self._serial}"
        self.open_windows.add(key)
        self._pause(key, True)
        end = _PauseEnd(self, key)
        dialog.finished.connect(end.end)
        dialog.destroyed.connect(end.end)

    @contextmanager
    def dialog(self) -> Iterator[None]:
        """Pause the table while a dialog of the window runs (also for native dialogs Qt cannot see)."""
        self._pause(DIALOG, True)
        try:
            yield
        finally:
            self._pause(DIALOG, False)
            QTimer.singleShot(0, self, self.focus_board)

    def watch_menu(self, menu: QMenu) -> None:
        """Give the board the keyboard back when ``menu`` closes."""
        menu.aboutToHide.connect(lambda: QTimer.singleShot(0, self, self.focus_board))

    def focus_board(self) -> None:
        """Activate the window and focus the board (unless a dialog or a menu is still open)."""
        from PySide6.QtWidgets import QApplication

        window = self.window()
        if not window.isVisible() or QApplication.activeModalWidget() is not None or \
                QApplication.activePopupWidget() is not None:
            return
        if QApplication.activeWindow() is None:
            window.activateWindow()
        if not window.view.hasFocus():
            window.view.setFocus(Qt.FocusReason.OtherFocusReason)

    def end_pause(self, reason: str) -> None:
        """The window of ``reason`` closed: its pause ends (on the game shown now)."""
        if reason in self.open_windows:
            self.open_windows.discard(reason)
            self._pause(reason, False)

    def _pause(self, reason: str, on: bool) -> None:
        controller = self.window().controller
        if controller is None or not shiboken6.isValid(controller):
            return
        if on:
            controller.pause(reason)
        else:
            controller.resume(reason)


class _PauseEnd(QObject):
    """Ends one :meth:`TableWatch.pause_while` pause; a child of the watch, so its connections
    to the dialog go with the watch (and with the window)."""

    def __init__(self, watch: TableWatch, reason: str) -> None:
        super().__init__(watch)
        self.reason = reason

    def end(self, *_: object) -> None:
        """The dialog closed or was deleted."""
        watch = self.parent()
        if watch is not None:
            watch.end_pause(self.reason)
            self.deleteLater()
