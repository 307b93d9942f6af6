"""The app's play history: finished games and scored physical games go into the user's database.

The database lives in the user data folder (:func:`~desktop_app.controllers.paths.history_path`).
Writing a play never stops the app: a history that cannot be written is reported in the
player's words (the game, the save and the rest of the app are not affected).
"""

from __future__ import annotations

from pathlib import Path

from desktop_app.controllers.paths import history_path
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.engine.text import Text, TextError
from desktop_app.history.database import HistoryDB
from desktop_app.history.play import Play, play_from_game, play_from_sheet
from desktop_app.history.progress import replay_progress


def open_history(path: Path | None = None) -> HistoryDB:
    """The user's history database (raises :class:`~desktop_app.history.database.HistoryError`
    only when no database can be created at all)."""
    return HistoryDB(path or history_path())


def play_of_controller(controller, duration_s: int) -> Play:
    """The play of the finished game of ``controller``, with its score after each round and record."""
    record = controller.record
    progress = replay_progress(controller.game, controller.content, record)
    play = play_from_game(record, controller.state.score_sheet(), source="app", duration_s=duration_s,
                          save_json=record.dumps(controller.state), progress=progress.totals)
    if progress.start_seat is not None and 0 <= progress.start_seat < len(record.options.seats):
        play.start_player = progress.start_seat
    return play


def record_finished_game(controller, duration_s: int, path: Path | None = None) -> tuple[Play, list[Text]]:
    """Add the finished game of ``controller`` to the history; returns the play and notes for the player.

    The notes say when the history had to be started afresh or could not be written (the play
    is then still returned, so the summary can show its chart).
    """
    play = play_of_controller(controller, duration_s)
    return play, _add(play, path)


def record_scored_sheet(sheet: ScoreSheet, path: Path | None = None) -> tuple[Play, list[Text]]:
    """Add a physical game scored in a calculator to the history (the player asked for it)."""
    play = play_from_sheet(sheet)
    return play, _add(play, path)


def _add(play: Play, path: Path | None) -> list[Text]:
    notes: list[Text] = []
    try:
        db = open_history(path)
    except TextError as exc:
        return [Text("The play could not be added to the history: {why}", why=exc.text)]
    try:
        if db.notice is not None:
            notes.append(db.notice)
        db.add(play)
    except TextError as exc:
        notes.append(Text("The play could not be added to the history: {why}", why=exc.text))
    finally:
        db.close()
    return notes
