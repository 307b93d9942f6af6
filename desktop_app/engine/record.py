"""Game records: everything needed to replay a game, and the save-file format.

A save file is a record plus a snapshot of the state and its hash. Format 2 adds the file's own
checks: ``setup_hash`` covers the game, content version, seats, variants and seed, ``move_hashes``
chains one short hash per move onto it, and ``save_hash`` ties the last move to the snapshot's
hash, so an edit anywhere is found and named (the setting, the move, or the saved position).
Format 3 (this version) adds ``played_seconds``, the time played in every session so far (the
play history's duration of a game saved and resumed). Format 1 files carry no checks and are read
as they are; files of formats 1 and 2 have no time played and start from 0.

Reading one is strict and bounded, because a save may come from anywhere: :meth:`GameRecord.loads`
refuses a file that is too large, nested too deeply, holds huge numbers or long texts, an unknown
format version, seats or actions that cannot be read — each as a :class:`RecordError` in the
player's words, quickly, before any game is touched. What the record's moves then make of the
game is :func:`desktop_app.engine.save_check.restore`'s verdict.
"""

from __future__ import annotations

import hashlib
import json
import math
import re
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.action import Action, ActionFormatError
from desktop_app.engine.game import Game, GameOptions, OptionsError
from desktop_app.engine.state import GameState, snapshot_hash
from desktop_app.engine.text import Text, TextError

FORMAT = "board-table-record"
FORMAT_VERSION = 3
"""The format version this Board Table writes; it reads versions 1 to this one.

1: the record, a snapshot and its hash. 2: adds ``setup_hash``, ``move_hashes`` and ``save_hash``.
3: adds ``played_seconds`` (bookkeeping, not the game: no hash covers it).
"""

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

_KEYS = {1: frozenset(("format", "version", "game", "content_version", "options", "seed", "actions",
                       "snapshot", "snapshot_hash"))}
_KEYS[2] = _KEYS[1] | {"setup_hash", "move_hashes", "save_hash"}
_KEYS[3] = _KEYS[2] | {"played_seconds"}
_HASH = re.compile(r"[0-9a-f]{64}\Z")
SETUP_HASH_LENGTH = 16
"""Hex digits of ``setup_hash`` and ``save_hash``."""
MOVE_HASH_LENGTH = 8
"""Hex digits of each of ``move_hashes`` (chained, so each one vouches for every move before it)."""
_SHORT_HASH = {n: re.compile(rf"[0-9a-f]{{{n}}}\Z") for n in (SETUP_HASH_LENGTH, MOVE_HASH_LENGTH)}


def _digest(size: int, *parts: str) -> str:
    return hashlib.sha256("\n".join(parts).encode("utf-8")).hexdigest()[:size]


def setup_hash(game_id: str, content_version: str, options: dict[str, Any], seed: int) -> str:
    """The hash of everything a game starts from: game, content version, seats, variants and seed."""
    canonical = json.dumps({"game": game_id, "content_version": content_version, "options": options, "seed": seed},
                           sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return _digest(SETUP_HASH_LENGTH, canonical)


def next_move_hash(previous: str, move_text: str) -> str:
    """The hash of one move chained onto the hash before it (``setup_hash`` before the first move)."""
    return _digest(MOVE_HASH_LENGTH, previous, move_text)


def save_hash(last: str, snapshot_digest: str) -> str:
    """The hash tying the last move's hash (or ``setup_hash``) to the snapshot's hash."""
    return _digest(SETUP_HASH_LENGTH, last, snapshot_digest)


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


def _check_hashes(data: dict[str, Any]) -> None:
    """A format-2 file's own hashes are there and well formed (whether they fit is checked later).

    A file without its snapshot may keep its ``save_hash``: it is then opened only from its moves.
    """
    if not _is_hash(data.get("setup_hash"), SETUP_HASH_LENGTH):
        raise RecordError("the save file is damaged: its settings have no proper hash")
    hashes = data.get("move_hashes")
    if not isinstance(hashes, list) or len(hashes) > MAX_ACTIONS \
            or not all(_is_hash(h, MOVE_HASH_LENGTH) for h in hashes):
        raise RecordError("the save file is damaged: its moves have no proper hashes")
    if data.get("snapshot") is not None and not _is_hash(data.get("save_hash"), SETUP_HASH_LENGTH) or \
            "save_hash" in data and not _is_hash(data["save_hash"], SETUP_HASH_LENGTH):
        raise RecordError("the save file is damaged: its saved position has no proper hash")


def _is_hash(value: Any, size: int) -> bool:
    return isinstance(value, str) and _SHORT_HASH[size].match(value) is not None


@dataclass
class GameRecord:
    """Game id, content version, options, seed and every action in order.

    A save file is a record plus a snapshot of the current state and its hash, so that a
    save loads fast and a tampered or mismatched file is detected. ``played_seconds`` is the
    time played in the sessions saved so far (0 for a new game and for a file of format 1 or 2);
    it is not part of the game, so records that differ only in it are equal.
    """

    game_id: str
    content_version: str
    options: GameOptions
    seed: int
    actions: list[Action] = field(default_factory=list)
    played_seconds: int = field(default=0, compare=False)
    _chain: list[tuple[Action, str]] = field(default_factory=list, init=False, repr=False, compare=False)
    _chain_setup: str = field(default="", init=False, repr=False, compare=False)

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
        """The save-file form (format :data:`FORMAT_VERSION`); with ``state``, includes its snapshot and hashes."""
        options = self.options.to_json()
        texts = [a.text() for a in self.actions]
        setup = setup_hash(self.game_id, self.content_version, options, self.seed)
        moves = self.move_hashes(setup, texts)
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": FORMAT_VERSION,
            "game": self.game_id,
            "content_version": self.content_version,
            "options": options,
            "seed": self.seed,
            "actions": texts,
            "setup_hash": setup,
            "move_hashes": moves,
            "played_seconds": self.played_seconds,
        }
        if state is not None:
            snap = state.to_json()
            data["snapshot"] = snap
            data["snapshot_hash"] = snapshot_hash(snap)
            data["save_hash"] = save_hash(moves[-1] if moves else setup, data["snapshot_hash"])
        return data

    def move_hashes(self, setup: str, texts: list[str]) -> list[str]:
        """The chained hash after each move (``texts`` are the moves' texts), from ``setup``.

        A running game saves after every move: the hashes of the moves it saved before (the
        same action objects after the same setup) are kept, so only the new ones are computed.
        """
        kept = 0
        if self._chain_setup == setup:
            for (action, _), now in zip(self._chain, self.actions, strict=False):
                if action is not now:
                    break
                kept += 1
        self._chain_setup = setup
        del self._chain[kept:]
        previous = self._chain[-1][1] if self._chain else setup
        for action, text in zip(self.actions[kept:], texts[kept:], strict=True):
            previous = next_move_hash(previous, text)
            self._chain.append((action, previous))
        return [h for _, h in self._chain]

    def dumps(self, state: GameState | None = None) -> str:
        """The save file's text."""
        return json.dumps(self.to_json(state), ensure_ascii=False, indent=1)

    @classmethod
    def from_json(cls, data: Any) -> GameRecord:
        """Parse a save file's JSON; raises :class:`RecordError` with a clear message.

        Every field is checked: the format and its version (1 to :data:`FORMAT_VERSION`), the
        game id and content version (short texts), the seats (:meth:`GameOptions.from_json`),
        a whole-number seed, at most :data:`MAX_ACTIONS` readable actions and (format 3) a
        time played of whole seconds, 0 when absent. Unknown fields are refused.
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
        unknown = sorted(str(k) for k in data if k not in _KEYS[version])
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
        if version >= 2:
            _check_hashes(data)
        played = data.get("played_seconds", 0)
        if type(played) is not int or played < 0:
            raise RecordError("the save file is damaged: the time played is not a whole number of seconds")
        return cls(game_id, content_version, options, seed, actions, played)

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


