"""Turning a save file back into a game: the record, the content and the current state.

The one loader of the app: Game ▸ Open, the resume offer and the library all open files through
:func:`load_save` (the ``replay`` command gives the same verdict through the same
:func:`~desktop_app.engine.save_check.restore`). Everything is checked before anything changes:
the file (:meth:`GameRecord.loads`: size, nesting, numbers, texts, fields), the game and its
content, the record against the game (players, variants, seats) and the file's own hashes, then
every move is replayed through ``check``. A file whose replay cannot be checked against its saved
game opens only when the player agrees (:class:`UncheckedSave` until then). The running game is
not touched until a :class:`LoadedGame` is complete; every failure is a :class:`RecordError` in
the player's words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.controllers.autosave import read_save
from desktop_app.controllers.history import HISTORY_LINES, History, HistoryCollector
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.game import Game, get_game
from desktop_app.engine.record import GameRecord, RecordError
from desktop_app.engine.save_check import joined, restore
from desktop_app.engine.state import GameState
from desktop_app.engine.text import Text


class UncheckedSave(RecordError):
    """A save whose moves replay but cannot be checked against the saved game; ``reasons`` say why.

    The player is told and chooses: :func:`load_save` with ``open_unchecked=True`` opens it from
    its moves.
    """

    def __init__(self, file: str, reasons: list[Text]) -> None:
        super().__init__(Text("{file}: this game cannot be checked against the game that was saved: {reasons}",
                              file=file, reasons=joined(reasons)))
        self.file = file
        self.reasons = reasons


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


def load_save(path: str | Path, open_unchecked: bool = False) -> LoadedGame:
    """Read, check and replay a save file; raises :class:`RecordError` (nothing is changed).

    The state is always the replay of the saved moves with the current content. A file that was
    edited is refused (the hashes name where); one whose replay cannot be checked (no saved
    position, other content or rules, an earlier format whose position is not reached) raises
    :class:`UncheckedSave` unless ``open_unchecked`` (the player agreed): then it opens from the
    moves that replay, and the warnings say why it was not checked.
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
    if restored.unchecked and not open_unchecked:
        raise UncheckedSave(path.name, restored.unchecked)
    notes = [Text("opened from its moves without a check: {reason}", reason=reason) for reason in restored.unchecked]
    del record.actions[restored.moves:]
    if restored.content_changed:
        record.content_version = game.content_version(content)
    return LoadedGame(game, content, record, restored.state, [*warnings, *restored.notes, *notes],
                      collector.history())
