"""Game records: everything needed to replay a game, and the save-file format."""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.action import Action
from desktop_app.engine.game import Game, GameOptions
from desktop_app.engine.state import GameState, snapshot_hash

FORMAT = "board-table-record"
FORMAT_VERSION = 1


class RecordError(ValueError):
    """A save file that cannot be used: corrupt, truncated, foreign or from a newer version."""


@dataclass
class GameRecord:
    """Game id, content version, options, seed and every action in order.

    A save file is a record plus a snapshot of the current state and its hash, so that a
    save loads fast and a tampered or mismatched file is detected.
    """

    game_id: str
    content_version: str
    options: GameOptions
    seed: int
    actions: list[Action] = field(default_factory=list)

    def new_state(self, game: Game, content: Any) -> GameState:
        """The state before any action."""
        return game.new_state(self.options, content, self.seed)

    def replay(self, game: Game, content: Any, upto: int | None = None) -> GameState:
        """Re-apply the first ``upto`` actions (all when ``None``) to a new state."""
        state = self.new_state(game, content)
        for action in self.actions[: upto if upto is not None else len(self.actions)]:
            state.apply(action)
        return state

    def to_json(self, state: GameState | None = None) -> dict[str, Any]:
        """The save-file form; with ``state``, includes its snapshot and hash."""
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game_id,
            "content_version": self.content_version,
            "options": self.options.to_json(),
            "seed": self.seed,
            "actions": [a.text() for a in self.actions],
        }
        if state is not None:
            snap = state.to_json()
            data["snapshot"] = snap
            data["snapshot_hash"] = snapshot_hash(snap)
        return data

    def dumps(self, state: GameState | None = None) -> str:
        """The save file's text."""
        return json.dumps(self.to_json(state), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Parse a save file's JSON; raises :class:`RecordError` with a clear message."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("this is not a Board Table save file")
        version = data.get("version")
        if not isinstance(version, int):
            raise RecordError("the save file has no format version")
        if version > FORMAT_VERSION:
            raise RecordError(f"the save file was written by a newer Board Table (format {version})")
        try:
            return cls(
                game_id=str(data["game"]),
                content_version=str(data["content_version"]),
                options=GameOptions.from_json(data["options"]),
                seed=int(data["seed"]),
                actions=[Action.parse(t) for t in data["actions"]],
            )
        except (KeyError, TypeError, ValueError, IndexError) as exc:
            raise RecordError(f"the save file is damaged ({type(exc).__name__}: {exc})") from exc

    @classmethod
    def loads(cls, text: str) -> tuple[GameRecord, dict[str, Any]]:
        """Parse a save file's text; returns the record and the raw JSON (snapshot inside)."""
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError(f"the save file is corrupt or truncated (line {exc.lineno})") from exc
        record = cls.from_json(data)
        snap = data.get("snapshot")
        if snap is not None and snapshot_hash(snap) != data.get("snapshot_hash"):
            raise RecordError("the save file's snapshot does not match its hash (damaged or edited)")
        return record, data
