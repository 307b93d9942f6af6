"""Turning a save file back into a game: the record, the content and the current state.

Everything is checked before anything changes: the file (:meth:`GameRecord.loads`: size,
nesting, numbers, texts, fields), the game and its content, the record against the game
(players, variants), then every move is replayed through ``check`` and the result must be the
saved position (:func:`~desktop_app.engine.record.restore`). The running game is not touched
until a :class:`LoadedGame` is complete; every failure is a :class:`RecordError` in the
player's words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.controllers.autosave import read_save
from desktop_app.controllers.history import HISTORY_LINES, History, HistoryCollector
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.game import Game, get_game
from desktop_app.engine.record import GameRecord, RecordError, restore
from desktop_app.engine.state import GameState
from desktop_app.engine.text import Text


@dataclass
class LoadedGame:
    """What :func:`load_save` found: everything a controller needs, plus warnings to log.

    ``history`` holds the log lines of the replayed moves (the last ``HISTORY_LINES``).
    """

    game: Game
    content: Any
    record: GameRecord
    state: GameState
    warnings: list[Text | str] = field(default_factory=list)
    history: History = field(default_factory=History)


def load_save(path: str | Path) -> LoadedGame:
    """Read, check and replay a save file; raises :class:`RecordError` (nothing is changed).

    The state is always the replay of the saved moves with the current content. With the
    content the game was saved with, the replay must reach the saved snapshot (a file whose
    moves, seed, variants or snapshot were edited is refused); with other content the game is
    replayed from its moves and a warning says so.
    """
    path = Path(path)
    record, data = read_save(path)
    try:
        game = get_game(record.game_id)
    except KeyError:
        raise RecordError("unknown game '{game}'", game=record.game_id[:40]).about(path.name) from None
    if not game.implemented:
        raise RecordError("{game} is not playable yet", game=game.name).about(path.name)
    try:
        content, warnings = load_game_content(game)
    except Exception as exc:  # noqa: BLE001 - a content failure is reported, never raised as is
        raise RecordError("the content of {game} cannot be loaded ({error})", game=game.name,
                          error=" ".join(str(exc).split())[:300]).about(path.name) from None
    collector = HistoryCollector(HISTORY_LINES)
    try:
        restored = restore(record, data, game, content, collector.add)
    except RecordError as exc:
        raise exc.about(path.name) from None
    if restored.content_changed:
        record.content_version = game.content_version(content)
    return LoadedGame(game, content, record, restored.state, [*warnings, *restored.warnings], collector.history())
