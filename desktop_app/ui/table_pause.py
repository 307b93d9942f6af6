"""The game window's watch over dialogs, menus and minimising: pause the table, give the keys back.

:class:`TableWatch` is an event filter on the game window:

- any modal dialog over the window (save, open, print, export, rules, score summary, a message:
  Qt sends ``WindowBlocked`` / ``WindowUnblocked``) and minimising the window pause the table
  (``controller.pause``: the clock and the computer players stop; only with one person at the
  table, the controller decides);
- when a dialog or a menu closes, the window is activated again and the board gets the keyboard
  focus, so the game's shortcuts (K, R, L, P, Space, Ctrl+Z…) work at once without a click.
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, Qt, QTimer

if TYPE_CHECKING:
    from collections.abc import Iterator

    from PySide6.QtWidgets import QMenu

    from desktop_app.ui.game_window import GameWindow

MODAL, MINIMISED, DIALOG = "modal dialog", "minimised", "dialog"
"""Pause reasons."""


class TableWatch(QObject):
    """Pauses ``window.controller`` under modal dialogs and while minimised; restores the focus."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.blocked = False
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

    def _pause(self, reason: str, on: bool) -> None:
        controller = self.window().controller
        if controller is None:
            return
        if on:
            controller.pause(reason)
        else:
            controller.resume(reason)
