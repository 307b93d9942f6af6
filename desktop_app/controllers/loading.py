"""Turning a save file back into a game: the record, the content and the current state."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.controllers.autosave import read_save
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.game import Game, get_game
from desktop_app.engine.record import GameRecord, RecordError
from desktop_app.engine.state import GameState


@dataclass
class LoadedGame:
    """What :func:`load_save` found: everything a controller needs, plus warnings to log."""

    game: Game
    content: Any
    record: GameRecord
    state: GameState
    warnings: list[str] = field(default_factory=list)


def load_save(path: str | Path) -> LoadedGame:
    """Read a save file; raises :class:`RecordError` with a clear message (nothing is changed).

    The snapshot is used when its hash (checked on reading) and the content version match;
    otherwise the game is replayed from its actions with the current content, and a replay
    that fails is a RecordError.
    """
    path = Path(path)
    record, data = read_save(path)
    try:
        game = get_game(record.game_id)
    except KeyError:
        raise RecordError(f"{path.name}: unknown game '{record.game_id}'") from None
    title = game.name.get("en", game.id)
    if not game.implemented:
        raise RecordError(f"{path.name}: {title} is not playable yet")
    if not game.min_players <= record.options.players <= game.max_players:
        raise RecordError(f"{path.name}: {record.options.players} players is not allowed for {title}")
    try:
        content, warnings = load_game_content(game)
    except Exception as exc:
        raise RecordError(f"{path.name}: the content of {title} cannot be loaded ({exc})") from exc
    version = game.content_version(content)
    state = None
    snapshot = data.get("snapshot")
    if snapshot is not None and version == record.content_version:
        try:
            state = game.state_from_json(snapshot, content)
        except Exception as exc:  # an unreadable snapshot falls back to the actions
            warnings.append(f"the snapshot could not be read ({type(exc).__name__}); replayed the actions")
    if state is None:
        try:
            state = record.replay(game, content)
        except Exception as exc:
            raise RecordError(f"{path.name}: the saved actions do not replay with the current "
                              f"content ({exc})") from exc
        if version != record.content_version:
            warnings.append("the game's content changed since this game was saved; "
                            "it was replayed from its actions")
            record.content_version = version
    return LoadedGame(game, content, record, state, warnings)
