"""The main window: the game library, and the way into a new, opened or resumed game.

Each game id keeps its last unfinished game (one autosave per game id); starting or opening
another game of the same id asks first (see :mod:`desktop_app.ui.unfinished`). The game window,
the controllers, the dialogs and the rules of a game are imported only when they are first
needed, so the library shows quickly.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QSize
from PySide6.QtGui import QAction, QCloseEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

from desktop_app.controllers.paths import user_data_dir
from desktop_app.controllers.resumable import latest_resumable, resumable_games
from desktop_app.engine.game import GameOptions, get_game
from desktop_app.ui import unfinished
from desktop_app.ui.errors import show_error
from desktop_app.ui.history_menu import HistoryActions
from desktop_app.ui.library import LibraryWidget
from desktop_app.ui.menus import CalculatorMenu, LanguageMenu
from desktop_app.ui.screen_fit import keep_on_screen

if TYPE_CHECKING:
    from desktop_app.controllers.game_controller import GameController
    from desktop_app.ui.game_window import GameWindow


class MainWindow(QMainWindow):
    """Opens on the library; a started game gets its own :class:`GameWindow`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("main_window")
        self.library = LibraryWidget(self)
        self.library.start_requested.connect(self.new_game)
        self.library.rules_requested.connect(self.show_rules)
        self.library.resume_requested.connect(lambda game_id: self.resume(game_id or None))
        self.setCentralWidget(self.library)
        self.game_window: GameWindow | None = None
        self._build_menus()
        self.retranslate()
        self.refresh()
        keep_on_screen(self, QSize(1400, 900))

    def _build_menus(self) -> None:
        key = QKeySequence.StandardKey
        bar = self.menuBar()
        self.game_menu = bar.addMenu("")
        self.open_action = QAction(self, shortcut=QKeySequence(key.Open), triggered=lambda: self.open_game())
        self.resume_action = QAction(self, triggered=lambda: self.resume())
        self.calculator_menu = CalculatorMenu(self)
        self.quit_action = QAction(self, shortcut=QKeySequence(key.Quit), triggered=lambda: QApplication.closeAllWindows())
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)
        self.game_menu.addAction(self.open_action)
        self.game_menu.addAction(self.resume_action)
        self.game_menu.addSeparator()
        self.game_menu.addMenu(self.calculator_menu)
        self.history = HistoryActions(self, self.game_menu)
        self.game_menu.addSeparator()
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.language_menu = LanguageMenu(self)
        self.view_menu.addMenu(self.language_menu)
        self.help_menu = bar.addMenu("")
        self.about_action = QAction(self, triggered=self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        self.help_menu.addAction(self.about_action)

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Board Table"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.open_action.setText(self.tr("&Open…"))
        self.resume_action.setText(self.tr("&Resume last game"))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.about_action.setText(self.tr("&About Board Table"))
        self.history.retranslate()

    def refresh(self) -> None:
        """Show the unfinished games ("Resume last game", a Resume button on their cards)."""
        games = resumable_games()
        self.library.set_resumable(games)
        self.resume_action.setEnabled(bool(games))

    def show_rules(self, game_id: str) -> None:
        """The rules of ``game_id`` (a library card's Rules button)."""
        from desktop_app.ui.help_dialogs import show_rules

        show_rules(self, get_game(game_id))

    def show_about(self) -> None:
        """Help ▸ About."""
        from desktop_app.ui.help_dialogs import show_about

        show_about(self)

    # ---- starting games ------------------------------------------------------------------
    def new_game(self, game_id: str) -> GameWindow | None:
        """Ask for players, seats, variants and seed, then start ``game_id``."""
        from desktop_app.controllers.session import describe_error, load_game_content
        from desktop_app.ui.new_game_dialog import ask_new_game

        game = get_game(game_id)
        if not game.implemented:
            return None
        answer = self._confirm_replacing(game_id)
        if answer == unfinished.RESUME:
            return self.resume(game_id)
        if answer == unfinished.CANCEL:
            return None
        try:
            content, warnings = load_game_content(game)
        except Exception as exc:  # noqa: BLE001 - shown, never a traceback
            show_error(self, self.tr("Could not load the game"), describe_error(exc))
            return None
        if warnings:
            show_error(self, self.tr("Content pack refused"), "\n\n".join(warnings))
        chosen = ask_new_game(game, content, self)
        if chosen is None:
            return None
        options, seed = chosen
        return self.start_game(game_id, options, seed, content, warnings)

    def start_game(self, game_id: str, options: GameOptions, seed: int, content=None,
                   warnings: list[str] | None = None) -> GameWindow | None:
        """Start a game with the given options (no dialog)."""
        from desktop_app.controllers.game_controller import GameController
        from desktop_app.controllers.session import describe_error, load_game_content

        game = get_game(game_id)
        self._retire_open_game(game_id)
        try:
            if content is None:
                content, warnings = load_game_content(game)
            controller = GameController.new(game, content, options, seed, warnings=warnings or [])
        except Exception as exc:  # noqa: BLE001 - shown, never a traceback
            show_error(self, self.tr("Could not start the game"), describe_error(exc))
            return None
        return self.show_game(controller)

    def continue_from(self, record, state) -> GameWindow | None:
        """A new game from a replayed position: the same seats and options, the moves so far.

        Asks first when the game already has an unfinished game (which the new one replaces).
        """
        from desktop_app.controllers.game_controller import GameController
        from desktop_app.controllers.session import describe_error, load_game_content

        answer = self._confirm_replacing(record.game_id)
        if answer == unfinished.RESUME:
            return self.resume(record.game_id)
        if answer == unfinished.CANCEL:
            return None
        game = get_game(record.game_id)
        self._retire_open_game(record.game_id)
        try:
            content, warnings = load_game_content(game)
            controller = GameController.branch(game, content, record, state, warnings)
        except Exception as exc:  # noqa: BLE001 - shown, never a traceback
            show_error(self, self.tr("Could not start the game"), describe_error(exc))
            return None
        return self.show_game(controller)

    def resume(self, game_id: str | None = None) -> GameWindow | None:
        """Continue the unfinished game of ``game_id`` (the most recently saved one when None)."""
        window = self.game_window
        if window is not None and window.controller is not None and \
                window.controller.game.id == (game_id or getattr(latest_resumable(), "game_id", None)):
            window.show()
            window.raise_()
            window.activateWindow()
            return window  # that game is on screen already
        found = resumable_games().get(game_id) if game_id else latest_resumable()
        if found is None:
            self.refresh()
            return None
        return self.open_game(found.path)

    def open_game(self, path: Path | None = None) -> GameWindow | None:
        """Open a saved game (asks for the file when ``path`` is None)."""
        from desktop_app.ui.open_game import open_saved_game

        opened = open_saved_game(self, user_data_dir(), path, self.game_window)
        if opened is None:
            return None
        controller, chosen = opened
        return self.show_game(controller, None if chosen == controller.autosave_file() else chosen)

    def _confirm_replacing(self, game_id: str) -> str:
        """Before a new game of ``game_id``: ask about its unfinished game (REPLACE, RESUME or CANCEL)."""
        found = unfinished.unfinished_game(game_id)
        return unfinished.REPLACE if found is None else unfinished.ask_abandon(self, found)

    def _retire_open_game(self, game_id: str) -> None:
        """The open game of ``game_id`` gives way to a new one: it stops autosaving (it is abandoned)."""
        window = self.game_window
        if window is not None and window.controller is not None and window.controller.game.id == game_id:
            window.controller.discard_autosave()

    def show_game(self, controller: GameController, save_path: Path | None = None) -> GameWindow:
        """Show ``controller`` in the game window (reused if one is open) and hide the library."""
        from desktop_app.ui.game_window import GameWindow

        if self.game_window is None:
            self.game_window = GameWindow(controller, save_path=save_path)
            self.game_window.closed.connect(self._game_closed)
        else:
            self.game_window.save_path = save_path
            self.game_window.set_controller(controller)
        self.game_window.show()
        self.game_window.raise_()
        self.game_window.activateWindow()
        self.hide()
        return self.game_window

    def _game_closed(self) -> None:
        window, self.game_window = self.game_window, None
        if window is not None:
            window.deleteLater()
        self.refresh()
        if not QApplication.instance().closingDown():
            self.show()
            self.raise_()
            self.activateWindow()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        if self.game_window is not None and self.game_window.isVisible():
            # Closing the library while a game is open only hides the library.
            event.ignore()
            self.hide()
            return
        super().closeEvent(event)
