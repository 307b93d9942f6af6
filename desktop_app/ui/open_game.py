"""Game ▸ Open (in the library and in a game window): a save file checked, the player asked where needed.

The file gets the one verdict every save gets (:mod:`desktop_app.engine.save_check`); a game whose
game id has an unfinished game asks before replacing it (not when the unfinished game is the save's own
game, no further along than the save).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFileDialog, QWidget

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.paths import SAVE_SUFFIX
from desktop_app.controllers.resumable import moves_ahead
from desktop_app.engine.record import RecordError
from desktop_app.ui import unfinished as unfinished_games
from desktop_app.ui.errors import LOG, show_error
from desktop_app.ui.i18n import render
from desktop_app.ui.unchecked_save import open_with_consent

if TYPE_CHECKING:
    from desktop_app.ui.game_window import GameWindow


def save_file_filter() -> str:
    """The file-dialog filter for Board Table saves."""
    return QCoreApplication.translate("GameWindow", "Board Table games (*{suffix});;All files (*)").format(
        suffix=SAVE_SUFFIX)


def open_saved_game(parent: QWidget, start: Path, path: Path | None = None,
                    window: GameWindow | None = None) -> tuple[GameController, Path] | None:
    """Ask for a save file (unless ``path`` is given) and open it; a bad file is shown as a message.

    A file that cannot be checked against the game that was saved opens from its moves only when
    the player says so (:func:`~desktop_app.ui.unchecked_save.open_with_consent`).

    Opening a game whose game id has another unfinished game (its autosave) would replace that
    one, so the player is asked first; resuming it instead opens the autosave. When the unfinished
    game is the same game as the save (:func:`moves_ahead`) nothing is asked unless the autosave is
    further along, and then the question says by how many moves. ``window`` is the
    game window on screen: its game gives way when it is the one replaced. Returns the
    controller and the file, or None when cancelled or refused (nothing changes).
    """
    if path is None:
        chosen, _ = QFileDialog.getOpenFileName(parent, QCoreApplication.translate("GameWindow", "Open game"),
                                                str(start), save_file_filter())
        if not chosen:
            return None
        path = Path(chosen)
    title = QCoreApplication.translate("GameWindow", "Could not open the game")
    try:
        opened = open_with_consent(parent, path)
    except RecordError as exc:
        show_error(parent, title, render(exc.text))
        return None
    except Exception:  # noqa: BLE001 - a file must never crash the app; the details go to the log
        LOG.exception("opening %s failed", path)
        show_error(parent, title, QCoreApplication.translate(
            "GameWindow", "{file}: this file cannot be opened as a Board Table game").format(file=Path(path).name))
        return None
    if opened is None:
        return None
    controller, consent = opened
    autosave = controller.autosave_file()
    unfinished = unfinished_games.unfinished_game(controller.game.id)
    if unfinished is None or Path(path) == autosave:
        return controller, Path(path)
    on_screen = window is not None and window.controller is not None and window.controller.game.id == controller.game.id
    ahead = moves_ahead(controller.record, unfinished.path)
    if ahead is not None and ahead <= 0:  # the unfinished game is this very game, no further: nothing is abandoned
        if ahead < 0:  # the save is further: it is the one to resume from now on
            if on_screen:
                window.controller.discard_autosave()  # on its way out it would write its own (earlier) position
            controller.take_autosave()
        return controller, Path(path)
    answer = unfinished_games.ask_abandon(parent, unfinished, offer_resume=not on_screen, opening=True, ahead=ahead)
    controller.autosave_enabled = False
    controller.shutdown()
    if answer == unfinished_games.RESUME:
        return open_saved_game(parent, start, autosave, window)
    if answer != unfinished_games.REPLACE:
        return None
    if on_screen:
        window.controller.discard_autosave()
    controller = GameController.open(path, open_unchecked=consent)
    controller.take_autosave()  # the abandoned game is no longer offered, as the question said
    return controller, Path(path)
