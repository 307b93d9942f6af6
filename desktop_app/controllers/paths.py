"""Where the app keeps the user's files: autosave, settings, content packs."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QStandardPaths

DATA_DIR_ENV = "BOARD_TABLE_DATA_DIR"
"""Environment variable that overrides the user data folder (tests, portable installs)."""

SAVE_SUFFIX = ".board-table.json"
"""The suffix of save files written by the app (a save is a JSON game record)."""
AUTOSAVE_PREFIX = "autosave-"
"""Each game id has its own autosave, ``autosave-<game id>.board-table.json``."""
LEGACY_AUTOSAVE_NAME = "autosave.board-table.json"
"""The single autosave of earlier versions (moved to its game's autosave when found)."""


def user_data_dir() -> Path:
    """The user data folder: ``$BOARD_TABLE_DATA_DIR`` if set, else Qt's AppDataLocation.

    The folder is not created here; writers create it when they first write.
    """
    override = os.environ.get(DATA_DIR_ENV)
    if override:
        return Path(override)
    location = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(location) if location else Path.home() / ".board-table"


def autosave_path(game_id: str) -> Path:
    """The file an unfinished game of ``game_id`` is saved to after every action."""
    return user_data_dir() / f"{AUTOSAVE_PREFIX}{game_id}{SAVE_SUFFIX}"


def history_path() -> Path:
    """The play history database (every finished game and every scored physical game)."""
    return user_data_dir() / "history.sqlite"


def error_log_path() -> Path:
    """The file where unexpected errors are written with their details (for a bug report)."""
    return user_data_dir() / "errors.log"


def packs_dir() -> Path:
    """The folder holding the user's content packs (``packs/<pack>/<game>/*.yaml``)."""
    return user_data_dir() / "packs"


def content_pack_dirs(game_id: str) -> tuple[Path, ...]:
    """Every pack folder for ``game_id``: ``<user data>/packs/<pack>/<game_id with _>/``, sorted."""
    root = packs_dir()
    if not root.is_dir():
        return ()
    sub = game_id.replace("-", "_")
    return tuple(p / sub for p in sorted(root.iterdir()) if (p / sub).is_dir())
