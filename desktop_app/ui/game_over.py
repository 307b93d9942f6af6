"""The end of a game in the game window: **Play again** and **Back to library**.

:class:`GameOverFlow` adds both buttons to the score summary shown at the end of a game. Play
again starts the same game with the same seats, names, colours and options and a new seed;
Back to library closes the game window (the library shows again). Game ▸ Close game does the
same at any time (an unfinished game stays resumable). Game ▸ Score summary opens the summary
again once it was closed, for as long as the finished game is on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialogButtonBox, QMenu, QPushButton

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions
from desktop_app.ui.errors import show_error
from desktop_app.ui.new_game_dialog import random_seed

if TYPE_CHECKING:
    from desktop_app.ui.game_window import GameWindow
    from desktop_app.ui.score_dialog import ScoreDialog


class GameOverFlow(QObject):
    """Offers Play again / Back to library on a game window's final score summary, and Game ▸ Score
    summary to open that summary again."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.dialog: ScoreDialog | None = None
        self.finished: GameController | None = None
        self.play_again_button: QPushButton | None = None
        self.library_button: QPushButton | None = None
        self.summary_action: QAction | None = None

    def add_menu_item(self, menu: QMenu) -> QAction:
        """Game ▸ Score summary (greyed out until the game on screen is over)."""
        self.summary_action = QAction(self.window())
        self.summary_action.triggered.connect(self.show_summary)
        self.summary_action.setEnabled(False)
        menu.addAction(self.summary_action)
        menu.aboutToShow.connect(self.update_action)
        return self.summary_action

    def update_action(self) -> None:
        """Enable Game ▸ Score summary only while the finished game whose summary it is stays on screen."""
        if self.summary_action is not None:
            self.summary_action.setEnabled(self._summary() is not None)

    def show_summary(self) -> None:
        """Game ▸ Score summary: the end-of-game summary again, with its own buttons."""
        dialog = self._summary()
        if dialog is not None:
            dialog.open()
            dialog.raise_()
            dialog.activateWindow()

    def _summary(self) -> ScoreDialog | None:
        controller = self.window().controller
        if self.dialog is None or self.finished is not controller or not controller.state.is_over():
            return None
        return self.dialog

    def window(self) -> GameWindow:
        """The game window (the parent; no Python reference cycle keeps it alive)."""
        return self.parent()

    def offer(self, dialog: ScoreDialog) -> None:
        """Add the two buttons to ``dialog`` (the summary at the end of the game)."""
        self.dialog = dialog
        self.finished = self.window().controller
        self.play_again_button = QPushButton(dialog)
        self.play_again_button.setObjectName("play_again_button")
        self.library_button = QPushButton(dialog)
        self.library_button.setObjectName("back_to_library_button")
        dialog.buttons.addButton(self.play_again_button, QDialogButtonBox.ButtonRole.AcceptRole)
        dialog.buttons.addButton(self.library_button, QDialogButtonBox.ButtonRole.AcceptRole)
        self.play_again_button.clicked.connect(self._play_again_clicked)
        self.library_button.clicked.connect(self._library_clicked)
        self.play_again_button.setDefault(True)
        self.retranslate()
        self.update_action()

    def retranslate(self) -> None:
        """Set the buttons' and the menu item's texts in the current language."""
        if self.summary_action is not None:
            self.summary_action.setText(self.tr("Score s&ummary"))
            self.summary_action.setToolTip(self.tr("Open the end-of-game score summary again"))
        if self.play_again_button is not None:
            self.play_again_button.setText(self.tr("Play again"))
            self.play_again_button.setToolTip(self.tr("The same players and options, a new seed"))
        if self.library_button is not None:
            self.library_button.setText(self.tr("Back to library"))

    def _play_again_clicked(self) -> None:
        self._close_dialog()
        self.play_again()

    def _library_clicked(self) -> None:
        self._close_dialog()
        self.window().close()

    def _close_dialog(self) -> None:
        if self.dialog is not None:
            self.dialog.accept()
        self.dialog = self.play_again_button = self.library_button = None
        self.finished = None
        self.update_action()

    def play_again(self, seed: int | None = None) -> GameController | None:
        """A new game like the one on screen (same seats and options) with a new seed (or ``seed``)."""
        window = self.window()
        old = window.controller
        options = GameOptions.from_json(old.options.to_json())
        old.discard_autosave()  # (a finished game has none; an abandoned one gives way)
        try:
            controller = GameController.new(old.game, old.content, options,
                                            random_seed() if seed is None else seed, warnings=old.warnings)
        except Exception as exc:  # noqa: BLE001 - shown, never a traceback
            show_error(window, self.tr("Could not start the game"), str(exc))
            return None
        window.save_path = None
        window.score_dialog = None
        window.set_controller(controller)
        return controller
