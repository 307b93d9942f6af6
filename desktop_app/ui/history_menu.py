"""Game ▸ Statistics and Game ▸ Replay a saved game, in the library and in the game window.

**Statistics…** opens the statistics of the play history; a play there can be replayed.
**Replay a saved game…** opens a save file in the replay viewer. In the viewer,
**Continue from here** starts a new game from the shown position in the game window.
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QWidget

from desktop_app.controllers.paths import user_data_dir
from desktop_app.engine.record import RecordError
from desktop_app.engine.text import TextError
from desktop_app.ui.errors import show_error
from desktop_app.ui.i18n import render

if TYPE_CHECKING:  # the library starts without the rules, the controller or the history (cold start)
    from desktop_app.controllers.replay import ReplayController
    from desktop_app.engine.record import GameRecord
    from desktop_app.engine.state import GameState
    from desktop_app.history.play import Play


def replay_of_save(path: Path) -> ReplayController:
    """A replay of the save file at ``path`` (the same checks as opening it; raises RecordError)."""
    from desktop_app.controllers.loading import load_save
    from desktop_app.controllers.replay import ReplayController

    loaded = load_save(path)
    return ReplayController(loaded.game, loaded.content, loaded.record)


def replay_of_play(play: Play) -> ReplayController:
    """A replay of a play kept in the history (its record is a save file's text)."""
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / f"{play.game}.board-table.json"
        path.write_text(play.record or "", encoding="utf-8")
        return replay_of_save(path)


class HistoryActions(QObject):
    """The Statistics… and Replay a saved game… entries of a window's Game menu."""

    def __init__(self, window: QWidget, menu: QMenu) -> None:
        super().__init__(window)
        self.statistics_action = QAction(window)
        self.statistics_action.setObjectName("statistics_action")
        self.statistics_action.triggered.connect(lambda: self.open_statistics())
        self.replay_action = QAction(window)
        self.replay_action.setObjectName("replay_action")
        self.replay_action.triggered.connect(lambda: self.open_replay_file())
        menu.addAction(self.statistics_action)
        menu.addAction(self.replay_action)
        self.retranslate()

    def parentWidget(self) -> QWidget:  # noqa: N802 (the window, as Qt names it)
        """The window whose menu holds the entries."""
        return self.parent()

    def retranslate(self) -> None:
        """Set the texts in the current language (the window calls this on a language change)."""
        self.statistics_action.setText(self.tr("Statistics…"))
        self.replay_action.setText(self.tr("Replay a saved game…"))

    def open_statistics(self, game: str | None = None):
        """Open the statistics window (over the history database)."""
        from desktop_app.controllers.play_history import open_history
        from desktop_app.ui.statistics_window import StatisticsWindow

        try:
            db = open_history()
        except TextError as exc:
            show_error(self.parentWidget(), self.tr("The play history cannot be opened"), render(exc.text))
            return None
        window = StatisticsWindow(db, self.parentWidget(), game)
        if db.notice is not None:
            window.summary.setText(render(db.notice))
        window.replay_requested.connect(self.open_replay_play)
        window.finished.connect(db.close)
        window.show()
        return window

    def open_replay_file(self, path: Path | None = None):
        """Ask for a save file (unless given) and open it in the replay viewer."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self.parentWidget(), self.tr("Replay a saved game"),
                                                    str(user_data_dir()),
                                                    self.tr("Board Table games (*.board-table.json);;All files (*)"))
            if not chosen:
                return None
            path = Path(chosen)
        try:
            controller = replay_of_save(path)
        except RecordError as exc:
            show_error(self.parentWidget(), self.tr("Could not open the game"), render(exc.text))
            return None
        return self._show(controller)

    def open_replay_play(self, play: Play):
        """Open a play of the history in the replay viewer."""
        try:
            controller = replay_of_play(play)
        except RecordError as exc:
            show_error(self.parentWidget(), self.tr("Could not replay this play"), render(exc.text))
            return None
        return self._show(controller)

    def _show(self, controller: ReplayController):
        from desktop_app.ui.replay_viewer import ReplayWindow

        window = ReplayWindow(controller)
        window.continue_requested.connect(continue_game)
        window.show()
        return window


def continue_game(record: GameRecord, state: GameState):
    """Start a new game from a replayed position in the library's game window (see
    :meth:`~desktop_app.ui.main_window.MainWindow.continue_from`); None without a library."""
    from desktop_app.ui.main_window import MainWindow

    library = next((w for w in QApplication.topLevelWidgets() if isinstance(w, MainWindow)), None)
    return None if library is None else library.continue_from(record, state)
