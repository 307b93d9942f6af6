"""The end of a game in the game window: **Play again** and **Back to library**.

:class:`GameOverFlow` adds both buttons to the score summary shown at the end of a game. Play
again starts the same game with the same seats, names, colours and options and a new seed;
Back to library closes the game window (the library shows again). Game ▸ Close game does the
same at any time (an unfinished game stays resumable).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QDialogButtonBox, QPushButton

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions
from desktop_app.ui.errors import show_error
from desktop_app.ui.new_game_dialog import random_seed

if TYPE_CHECKING:
    from desktop_app.ui.game_window import GameWindow
    from desktop_app.ui.score_dialog import ScoreDialog


class GameOverFlow(QObject):
    """Offers Play again / Back to library on a game window's final score summary."""

    def __init__(self, window: GameWindow) -> None:
        super().__init__(window)
        self.dialog: ScoreDialog | None = None
        self.play_again_button: QPushButton | None = None
        self.library_button: QPushButton | None = None

    def window(self) -> GameWindow:
        """The game window (the parent; no Python reference cycle keeps it alive)."""
        return self.parent()

    def offer(self, dialog: ScoreDialog) -> None:
        """Add the two buttons to ``dialog`` (the summary at the end of the game)."""
        self.dialog = dialog
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

    def retranslate(self) -> None:
        """Set the buttons' texts in the current language."""
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
