"""The unfinished games the library offers to resume: one autosave per game id.

A running game writes ``autosave-<game id>.board-table.json`` after every action and removes it
when the game ends, so each game id keeps its last unfinished game and starting a game of
another id never touches it. Starting or opening another game of the *same* id replaces it;
the UI asks first (see :func:`resumable_games`) — unless the game opened is that same game, as far
along as its autosave or further (:func:`moves_ahead`). The single autosave of earlier versions is
moved to its game's name when found.
"""

from __future__ import annotations

import datetime
import json
from dataclasses import dataclass
from pathlib import Path

from desktop_app.controllers.paths import (
    AUTOSAVE_PREFIX,
    LEGACY_AUTOSAVE_NAME,
    SAVE_SUFFIX,
    autosave_path,
    user_data_dir,
)
from desktop_app.engine.record import GameRecord, RecordError


@dataclass(frozen=True)
class Resumable:
    """An unfinished game: its id, its autosave file and when it was last saved."""

    game_id: str
    path: Path
    saved: datetime.datetime


def resumable_games() -> dict[str, Resumable]:
    """``{game id: Resumable}`` for every autosave in the user data folder, newest first."""
    folder = user_data_dir()
    _adopt_legacy_autosave(folder)
    found: list[Resumable] = []
    if folder.is_dir():
        for path in folder.glob(f"{AUTOSAVE_PREFIX}*{SAVE_SUFFIX}"):
            game_id = path.name[len(AUTOSAVE_PREFIX):-len(SAVE_SUFFIX)]
            try:
                stamp = datetime.datetime.fromtimestamp(path.stat().st_mtime)
            except OSError:
                continue
            found.append(Resumable(game_id, path, stamp))
    found.sort(key=lambda r: r.saved, reverse=True)
    return {r.game_id: r for r in found}


def latest_resumable() -> Resumable | None:
    """The most recently saved unfinished game, if any."""
    return next(iter(resumable_games().values()), None)


def _adopt_legacy_autosave(folder: Path) -> None:
    """Rename an earlier version's ``autosave.board-table.json`` to its game's autosave name.

    An unreadable legacy file is left alone (it is never offered); an existing per-game autosave
    is never overwritten.
    """
    legacy = folder / LEGACY_AUTOSAVE_NAME
    if not legacy.is_file():
        return
    try:
        game_id = str(json.loads(legacy.read_text(encoding="utf-8"))["game"])
    except (OSError, ValueError, KeyError, TypeError):
        return
    target = autosave_path(game_id)
    if "/" in game_id or "\\" in game_id or target.exists():
        return
    try:
        legacy.rename(target)
    except OSError:
        return


def moves_ahead(record: GameRecord, autosave: Path) -> int | None:
    """How many moves of the players the game in ``autosave`` is further than ``record`` when both are the same
    game: the same game id, content version, seats, variants and seed, and one's moves begin with the other's.

    0 for the same position, negative when ``record`` is the further one (opening it loses nothing); None when
    they are different games (another seed, or the moves part ways after an undo) or the autosave cannot be
    read. Steps of the table (the clock, automatic steps) do not count as moves.
    """
    try:
        theirs, _ = GameRecord.loads(autosave.read_bytes())
    except (OSError, RecordError):
        return None
    if (theirs.game_id, theirs.content_version, theirs.seed, theirs.options.to_json()) != (
            record.game_id, record.content_version, record.seed, record.options.to_json()):
        return None
    mine, autosaved = [a.text() for a in record.actions], [a.text() for a in theirs.actions]
    shorter = min(len(mine), len(autosaved))
    if mine[:shorter] != autosaved[:shorter]:
        return None
    further = sum(1 for action in theirs.actions[shorter:] if action.player >= 0)
    return further - sum(1 for action in record.actions[shorter:] if action.player >= 0)
