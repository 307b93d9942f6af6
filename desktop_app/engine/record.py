"""Game records: everything needed to replay a game, and the save-file format.

A save file is a record plus a snapshot of the state and its hash. Reading one is strict and
bounded, because a save may come from anywhere: :meth:`GameRecord.loads` refuses a file that is
too large, nested too deeply, holds huge numbers or long texts, an unknown format version,
seats or actions that cannot be read — each as a :class:`RecordError` in the player's words,
quickly, before any game is touched. :func:`restore` then checks the record against its game
(players, variants, the game's own option rules), replays every action through ``check`` and
refuses a snapshot that the actions do not lead to. The state it returns is the replayed one:
nothing of a snapshot is ever trusted.
"""

from __future__ import annotations

import json
import math
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.action import Action, ActionFormatError
from desktop_app.engine.event import Event
from desktop_app.engine.game import Game, GameOptions, OptionsError, options_refusal
from desktop_app.engine.state import GameState, snapshot_hash
from desktop_app.engine.text import Text, TextError

FORMAT = "board-table-record"
FORMAT_VERSION = 1
"""The format version this Board Table writes; it reads versions 1 to this one."""

MAX_SAVE_BYTES = 16 * 1024 * 1024
"""A save file larger than this is refused without being parsed."""
MAX_DEPTH = 24
"""Lists and mappings inside each other: at most this deep (snapshots need about six)."""
MAX_TEXT = 10_000
"""The longest text anywhere in a save file (characters)."""
MAX_INT = 2**64
"""Every whole number in a save file lies strictly between ``-MAX_INT`` and ``MAX_INT`` (64-bit RNG seeds fit)."""
MAX_ACTIONS = 250_000
"""The most actions a record may hold (an hour of real-time play at 100 ms ticks is ~40,000)."""
MAX_VERSION_TEXT = 100
"""The longest game id or content version."""

_KEYS = frozenset(("format", "version", "game", "content_version", "options", "seed", "actions",
                   "snapshot", "snapshot_hash"))
_HASH = re.compile(r"[0-9a-f]{64}\Z")


class RecordError(TextError):
    """A save file that cannot be used: corrupt, truncated, foreign, edited or from a newer version.

    ``text`` is the message as a :class:`Text` (English and 繁體中文); ``str()`` is the English.
    """

    def about(self, file: str) -> RecordError:
        """The same error prefixed with the file's name (``game.json: ...``)."""
        return RecordError(Text("{file}: {reason}", file=file, reason=self.text))


def _bounds_refusal(data: Any) -> Text | None:
    """Why parsed JSON breaks the size limits (depth, numbers, texts), or None; iterative."""
    stack = [(data, 1)]
    while stack:
        value, depth = stack.pop()
        kind = type(value)
        if kind is dict or kind is list:
            if depth > MAX_DEPTH:
                return Text("the save file is nested too deeply to be a Board Table save")
            items = value.values() if kind is dict else value
            stack.extend((v, depth + 1) for v in items)
            if kind is dict:
                stack.extend((k, depth + 1) for k in value)
        elif kind is str:
            if len(value) > MAX_TEXT:
                return Text("the save file holds a text far too long for a Board Table save")
        elif kind is int:
            if not -MAX_INT < value < MAX_INT:
                return Text("the save file holds a number far too large for a Board Table save")
        elif kind is float:
            if not math.isfinite(value):
                return Text("the save file holds a number that is not finite")
    return None


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
        """Parse a save file's JSON; raises :class:`RecordError` with a clear message.

        Every field is checked: the format and its version (1 to :data:`FORMAT_VERSION`), the
        game id and content version (short texts), the seats (:meth:`GameOptions.from_json`),
        a whole-number seed and at most :data:`MAX_ACTIONS` readable actions. Unknown fields
        are refused.
        """
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("this is not a Board Table save file")
        version = data.get("version")
        if type(version) is not int:
            raise RecordError("the save file has no format version")
        if version > FORMAT_VERSION:
            raise RecordError("the save file was written by a newer Board Table (format {version})", version=version)
        if version < 1:
            raise RecordError("the save file has an unknown format version ({version})", version=version)
        unknown = sorted(str(k) for k in data if k not in _KEYS)
        if unknown:
            raise RecordError("the save file holds an unknown entry '{name}'", name=unknown[0][:40])
        missing = [k for k in ("game", "content_version", "options", "seed", "actions") if k not in data]
        if missing:
            raise RecordError("the save file is damaged: '{name}' is missing", name=missing[0])
        game_id, content_version, seed = data["game"], data["content_version"], data["seed"]
        for name, value in (("game", game_id), ("content_version", content_version)):
            if not isinstance(value, str) or not value or len(value) > MAX_VERSION_TEXT:
                raise RecordError("the save file is damaged: '{name}' is not a short text", name=name)
        if type(seed) is not int:
            raise RecordError("the save file is damaged: the seed is not a whole number")
        try:
            options = GameOptions.from_json(data["options"])
        except OptionsError as exc:
            raise RecordError(Text("the save file's players cannot be used: {reason}", reason=exc.text)) from None
        texts = data["actions"]
        if not isinstance(texts, list):
            raise RecordError("the save file is damaged: the moves are not a list")
        if len(texts) > MAX_ACTIONS:
            raise RecordError("the save file holds more than {limit} moves", limit=MAX_ACTIONS)
        actions = []
        parsed: dict[str, Action] = {}  # the same text is the same (immutable) action: parsed once
        for number, text in enumerate(texts, 1):
            action = parsed.get(text) if type(text) is str else None
            if action is None:
                try:
                    action = Action.parse(text)
                except ActionFormatError as exc:
                    raise RecordError(Text("move {number} of the save file cannot be read: {reason}",
                                           number=number, reason=exc.text)) from None
                parsed[text] = action
            actions.append(action)
        snap = data.get("snapshot")
        if snap is not None:
            if not isinstance(snap, dict):
                raise RecordError("the save file is damaged: the snapshot is not a game position")
            if not isinstance(data.get("snapshot_hash"), str) or not _HASH.match(data["snapshot_hash"]):
                raise RecordError("the save file's snapshot has no proper hash")
        return cls(game_id, content_version, options, seed, actions)

    @classmethod
    def loads(cls, text: str | bytes) -> tuple[GameRecord, dict[str, Any]]:
        """Parse a save file's text; returns the record and the raw JSON (snapshot inside).

        Refuses (:class:`RecordError`) beyond :data:`MAX_SAVE_BYTES`, :data:`MAX_DEPTH`,
        :data:`MAX_TEXT` and :data:`MAX_INT` without further work, then checks every field
        (:meth:`from_json`) and the snapshot's hash.
        """
        if isinstance(text, bytes | bytearray):
            if len(text) > MAX_SAVE_BYTES:
                raise RecordError("the file is too large to be a Board Table save ({size} MB)",
                                  size=len(text) // 2**20)
            try:
                text = bytes(text).decode("utf-8")
            except UnicodeDecodeError:
                raise RecordError("this is not a Board Table save file (not UTF-8 text)") from None
        if not isinstance(text, str):
            raise RecordError("this is not a Board Table save file")
        if len(text) > MAX_SAVE_BYTES:
            raise RecordError("the file is too large to be a Board Table save ({size} MB)", size=len(text) // 2**20)
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:
            raise RecordError("the save file is corrupt or truncated (line {line})", line=exc.lineno) from None
        except RecursionError:
            raise RecordError("the save file is nested too deeply to be a Board Table save") from None
        except ValueError:  # a number of thousands of digits
            raise RecordError("the save file holds a number far too large for a Board Table save") from None
        refusal = _bounds_refusal(data)
        if refusal is not None:
            raise RecordError(refusal)
        record = cls.from_json(data)
        snap = data.get("snapshot")
        if snap is not None and snapshot_hash(snap) != data.get("snapshot_hash"):
            raise RecordError("the save file's snapshot does not match its hash (damaged or edited)")
        return record, data


class SnapshotMismatch(RecordError):
    """The saved moves replay cleanly but do not lead to the saved snapshot; ``state`` is where they lead."""

    def __init__(self, state: GameState) -> None:
        super().__init__("the save file's moves do not lead to its saved position (edited or damaged)")
        self.state = state


@dataclass
class Restored:
    """What :func:`restore` made of a record: the replayed state and notes for the log."""

    state: GameState
    warnings: list[Text] = field(default_factory=list)
    content_changed: bool = False


def restore(record: GameRecord, raw: dict[str, Any], game: Game, content: Any,
            on_events: Callable[[list[Event]], None] | None = None) -> Restored:
    """The game a parsed save file describes, or :class:`RecordError` (nothing else is raised).

    Checks the record against ``game`` (player count, variants, the game's option rules), sets
    the game up, then replays every action through ``check`` (``on_events`` gets each action's
    events, for the log). With the content the game was saved with, the replay must arrive
    exactly at the saved snapshot (when there is one); with other content a warning says the
    game was replayed instead.
    """
    if record.game_id != game.id:
        raise RecordError("the save file is for another game ({game})", game=record.game_id[:40])
    refusal = options_refusal(game, content, record.options)
    if refusal is not None:
        raise RecordError(Text("the save file's game settings cannot be used: {reason}", reason=refusal))
    try:
        state = record.new_state(game, content)
    except Exception:  # noqa: BLE001 - any failure to set up is the file's settings' fault
        raise RecordError("the game cannot be set up with the save file's settings") from None
    same_content = game.content_version(content) == record.content_version
    for number, action in enumerate(record.actions, 1):
        illegal = state.check(action)
        if illegal is not None:
            reason = Text("{reason} ({rule})", reason=illegal.reason, rule=illegal.rule_id)
            key = ("move {number} of the save file ({move}) is not allowed there: {reason}" if same_content else
                   "the saved moves do not replay with the current content: move {number} ({move}): {reason}")
            raise RecordError(Text(key, number=number, move=action.text()[:80], reason=reason))
        try:
            events = state.apply_unchecked(action)  # checked just above
        except Exception:  # noqa: BLE001 - the rules failed on a checked move from the file
            raise RecordError("the rules cannot replay move {number} of the save file ({move})",
                              number=number, move=action.text()[:80]) from None
        if on_events is not None:
            on_events(events)
    result = Restored(state)
    snap = raw.get("snapshot")
    if not same_content:
        result.content_changed = True
        result.warnings.append(Text("the game's content changed since this game was saved; "
                                    "it was replayed from its actions"))
    elif snap is not None and state.state_hash() != raw.get("snapshot_hash"):
        if snap.get("schema") != state.to_json().get("schema"):
            raise RecordError("this game was saved by an older Board Table whose {game} deals differently; "
                              "it cannot be continued", game=game.name)
        raise SnapshotMismatch(state)
    return result
