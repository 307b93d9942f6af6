"""Actions: small immutable, hashable, JSON-able values with a stable text form.

An action is what one player (or the table, player ``-1``, for clock ticks) does. Records,
logs, tests and bots all use the same value. ``Action.make(0, "take_tile", tile=17)`` has the
text form ``p0 take_tile tile=17``.

Reading an action from a save file (:meth:`Action.parse`, :meth:`Action.from_json`) is strict
and bounded: a player number, a lower-case kind, named parameters whose values are whole
numbers, yes/no, text, ``null`` or short lists of those; anything else is an
:class:`ActionFormatError` whose message is written for players. Whether a well-formed action
is allowed is the state's business (:meth:`GameState.check`), helped by the per-kind
parameter schemas of :func:`params_refusal`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.text import Text, TextError

_DECODER = json.JSONDecoder()

TABLE = -1
"""The player index of the table itself (clock ticks, automatic steps)."""

APP_ACTION = "APP-ACTION"
"""Rule ID of refusals that no game rule covers: a move that is not well formed or not offered."""

MAX_ACTION_TEXT = 2_000
"""The longest text form of one action read from a file (characters)."""
MAX_PARAMS = 16
"""The most parameters one action may carry."""
MAX_LIST = 64
"""The longest list parameter."""
MAX_DEPTH = 3
"""Lists inside lists: at most this deep."""
MAX_TEXT = 200
"""The longest text parameter (ids, cell names)."""
MAX_INT = 2**53
"""Whole-number parameters lie strictly between ``-MAX_INT`` and ``MAX_INT``."""

_NAME = re.compile(r"[a-z_][a-z0-9_]{0,39}\Z")
_PLAYER = re.compile(r"p(-1|[0-9]{1,2})\Z")


class ActionFormatError(TextError):
    """Text or JSON that is not an action; the message (a :class:`Text`) says why in the player's words."""


def _freeze(value: Any) -> Any:
    if isinstance(value, list | tuple):
        return tuple(_freeze(v) for v in value)
    if isinstance(value, dict):
        return tuple(sorted((k, _freeze(v)) for k, v in value.items()))
    return value


def _thaw(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_thaw(v) for v in value]
    return value


def _short(text: str, limit: int = 40) -> str:
    return text if len(text) <= limit else text[:limit] + "…"


def _checked_value(key: str, value: Any, depth: int = 0) -> Any:
    """``value`` if a parameter may hold it (see the module docstring), else ActionFormatError."""
    kind = type(value)
    if value is None or kind is bool:
        return value
    if kind is int:
        if not -MAX_INT < value < MAX_INT:
            raise ActionFormatError("the number given for {key} is far too large", key=key)
        return value
    if kind is str:
        if len(value) > MAX_TEXT:
            raise ActionFormatError("the text given for {key} is too long", key=key)
        return value
    if kind is float:
        raise ActionFormatError("{key} must be a whole number, not {value}", key=key, value=_short(repr(value)))
    if kind in (list, tuple):
        if depth >= MAX_DEPTH:
            raise ActionFormatError("the value of {key} is nested too deeply", key=key)
        if len(value) > MAX_LIST:
            raise ActionFormatError("the list given for {key} is too long", key=key)
        return [_checked_value(key, v, depth + 1) for v in value]
    raise ActionFormatError("the value of {key} is not a number, yes/no, text or a list", key=key)


def _checked_key(key: Any) -> str:
    if not isinstance(key, str) or not _NAME.match(key):
        raise ActionFormatError("'{key}' is not a parameter name", key=_short(str(key)))
    return key


def same_types(a: Any, b: Any) -> bool:
    """True when two equal parameter values also have the same types (``1`` is not ``True``)."""
    if type(a) is not type(b):
        return False
    if type(a) is tuple:
        return len(a) == len(b) and all(same_types(x, y) for x, y in zip(a, b, strict=True))
    return True


@dataclass(frozen=True, slots=True)
class Action:
    """One move: who (``player``), what (``kind``) and keyed parameters (sorted tuple)."""

    player: int
    kind: str
    params: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def make(cls, player: int, kind: str, **params: Any) -> Action:
        """Build an action; list and dict parameters are frozen into tuples."""
        return cls(player, kind, tuple(sorted((k, _freeze(v)) for k, v in params.items())))

    def get(self, key: str, default: Any = None) -> Any:
        """The parameter ``key``, or ``default``."""
        for k, v in self.params:
            if k == key:
                return v
        return default

    def __getitem__(self, key: str) -> Any:
        for k, v in self.params:
            if k == key:
                return v
        raise KeyError(key)

    def identical(self, other: Action) -> bool:
        """Equal and with the same parameter types (``slot=0`` is not ``slot=0.0`` nor ``slot=false``)."""
        return (self == other and type(self.player) is type(other.player)
                and all(same_types(a[1], b[1]) for a, b in zip(self.params, other.params, strict=True)))

    def param_dict(self) -> dict[str, Any]:
        """The parameters as a new plain dict (tuples back to lists)."""
        return {k: _thaw(v) if type(v) is tuple else v for k, v in self.params}

    def to_json(self) -> dict:
        """``{"p": player, "kind": kind, **params}``."""
        out: dict[str, Any] = {"p": self.player, "kind": self.kind}
        for k, v in self.params:
            out[k] = _thaw(v)
        return out

    @classmethod
    def from_json(cls, data: Any) -> Action:
        """Inverse of :meth:`to_json`; raises :class:`ActionFormatError` for anything else."""
        if not isinstance(data, dict):
            raise ActionFormatError("a move must be a mapping with 'p' and 'kind'")
        data = dict(data)
        player, kind = data.pop("p", None), data.pop("kind", None)
        if type(player) is not int or not -1 <= player < 100:
            raise ActionFormatError("a move names no valid player")
        if not isinstance(kind, str) or not _NAME.match(kind):
            raise ActionFormatError("a move names no valid kind")
        if len(data) > MAX_PARAMS:
            raise ActionFormatError("the move {kind} has too many parameters", kind=kind)
        params = {_checked_key(k): _checked_value(k, v) for k, v in data.items()}
        return cls.make(player, kind, **params)

    def text(self) -> str:
        """The stable text form, e.g. ``p0 take_tile tile=17``."""
        parts = [f"p{self.player}", self.kind]
        parts += [f"{k}={json.dumps(_thaw(v), separators=(',', ':'), ensure_ascii=False)}" for k, v in self.params]
        return " ".join(parts)

    @classmethod
    def parse(cls, text: Any) -> Action:
        """Inverse of :meth:`text`; raises :class:`ActionFormatError` for anything else."""
        if not isinstance(text, str):
            raise ActionFormatError("a move must be written as text")
        if len(text) > MAX_ACTION_TEXT:
            raise ActionFormatError("a move is too long")
        text = text.strip()
        head, _, rest = text.partition(" ")
        kind, _, rest = rest.partition(" ")
        if not _PLAYER.match(head) or not _NAME.match(kind):
            raise ActionFormatError("'{move}' is not a move", move=_short(text))
        params: dict[str, Any] = {}
        pos = 0
        while pos < len(rest):
            eq = rest.find("=", pos)
            if eq < 0:
                raise ActionFormatError("'{move}' is not a move", move=_short(text))
            key = _checked_key(rest[pos:eq])
            if key in params:
                raise ActionFormatError("the move {kind} gives {key} twice", kind=kind, key=key)
            if len(params) >= MAX_PARAMS:
                raise ActionFormatError("the move {kind} has too many parameters", kind=kind)
            try:
                value, end = _DECODER.raw_decode(rest, eq + 1)
            except (ValueError, RecursionError):
                raise ActionFormatError("the value of {key} in the move {kind} cannot be read", key=key, kind=kind) from None
            if end < len(rest) and rest[end] != " ":
                raise ActionFormatError("'{move}' is not a move", move=_short(text))
            params[key] = _checked_value(key, value)
            pos = end + 1
        return cls.make(int(head[1:]), kind, **params)

    def __str__(self) -> str:
        return self.text()


_ANSWERS: dict[tuple, Action] = {}
"""Answers made by :func:`scalar_answers`, by player, kind, option items and their value types."""


def scalar_answers(player: int, kind: str, options: list[dict]) -> list[Action]:
    """A question's options whose values are all scalars as Actions, each made once (an Action is
    immutable): ``Action.make`` without its freezing pass, for the engine loops that ask at every step.
    The value types are in the key: ``1`` and ``True`` are different answers."""
    out = []
    cache = _ANSWERS
    for option in options:
        if len(option) == 1:
            for name, value in option.items():
                key = (player, kind, name, value, type(value))
        else:
            key = (player, kind, tuple(option.items()), tuple(map(type, option.values())))
        action = cache.get(key)
        if action is None:
            if len(cache) > 50_000:
                cache.clear()
            action = cache[key] = Action(player, kind, tuple(sorted(option.items())))
        out.append(action)
    return out


class IllegalAction:
    """Why an action is refused: a rule ID from ``shared/rules`` and a translatable reason."""

    __slots__ = ("rule_id", "reason")

    def __init__(self, rule_id: str, reason: str | Text, **args: Any) -> None:
        self.rule_id = rule_id
        self.reason = reason if isinstance(reason, Text) else Text(reason, **args)

    def message(self, lang: str = "en", translate=None) -> str:
        """The reason followed by the rule ID, e.g. ``Tile overlaps another (FTP-LAY-03)``."""
        return f"{self.reason.render(lang, translate)} ({self.rule_id})"

    def __str__(self) -> str:
        return self.message()

    def __repr__(self) -> str:
        return f"IllegalAction({self.rule_id!r}, {self.reason.key!r})"


class IllegalActionError(ValueError):
    """Raised by ``apply`` when given an action that ``check`` refuses."""

    def __init__(self, illegal: IllegalAction, action: Action | None = None) -> None:
        super().__init__(f"{action.text() + ': ' if action else ''}{illegal.message()}")
        self.illegal = illegal
        self.action = action


# ---- parameter schemas ----------------------------------------------------------------------
ParamSchema = Mapping[str, Mapping[str, Any]]
"""``{kind: {name: type}}``: ``int`` (never a yes/no), ``bool``, ``str``, or ``(t,)`` for a
list of ``t``; a name ending in ``?`` is optional. See :func:`params_refusal`."""

_TYPE_WORDS = {int: Text("a whole number"), bool: Text("yes or no"), str: Text("text")}


def compile_schema(schema: ParamSchema) -> dict[str, tuple[dict[str, Any], frozenset[str]]]:
    """``{kind: ({name: type}, required names)}`` from a :data:`ParamSchema`."""
    out = {}
    for kind, params in schema.items():
        types = {name.rstrip("?"): t for name, t in params.items()}
        required = frozenset(name for name in params if not name.endswith("?"))
        out[kind] = (types, required)
    return out


def _fits(value: Any, spec: Any) -> bool:
    if isinstance(spec, tuple):
        return type(value) is tuple and all(_fits(v, spec[0]) for v in value)
    return type(value) is spec


def _type_words(spec: Any) -> Text:
    if isinstance(spec, tuple):
        return Text("a list of {what}", what=_type_words(spec[0]))
    return _TYPE_WORDS.get(spec) or Text(spec.__name__)


def params_refusal(action: Action, compiled: dict[str, tuple[dict[str, Any], frozenset[str]]]
                   ) -> IllegalAction | None:
    """Why ``action``'s parameters do not fit a compiled schema, or ``None``.

    A kind the schema does not list is left to the game's ``check`` (which names its own rule
    for an unknown command); the engine refuses it afterwards if the game does not.
    """
    entry = compiled.get(action.kind)
    if entry is None:
        return None
    types, required = entry
    seen = set()
    for name, value in action.params:
        spec = types.get(name)
        if spec is None:
            return IllegalAction(APP_ACTION, "The move {kind} has no setting {name}", kind=action.kind,
                                 name=_short(str(name)))
        if not _fits(value, spec):
            return IllegalAction(APP_ACTION, "{name} of the move {kind} must be {what}", kind=action.kind,
                                 name=name, what=_type_words(spec))
        seen.add(name)
    missing = sorted(required - seen)
    if missing:
        return IllegalAction(APP_ACTION, "The move {kind} needs {name}", kind=action.kind, name=missing[0])
    return None


def _plain(value: Any, depth: int = 0) -> bool:
    """True when ``value`` is a value a read move could hold (see the module docstring), frozen:
    ``None``, yes/no, a bounded whole number or text, or a short, shallow tuple of those; or a number
    with a point, which the game refuses under its own rule (it is hashable and harmless)."""
    kind = type(value)
    if kind is int:
        return -MAX_INT < value < MAX_INT
    if kind is str:
        return len(value) <= MAX_TEXT
    if value is None or kind is bool or kind is float:  # a float is refused by the game's own rule
        return True
    if kind is tuple:
        return depth < MAX_DEPTH and len(value) <= MAX_LIST and all(_plain(v, depth + 1) for v in value)
    return False


def shape_refusal(action: Any) -> IllegalAction | None:
    """Why ``action`` is not even an :class:`Action` of a player with text parameter names and plain
    values (what :meth:`Action.from_json` could read, frozen), or ``None``.

    So a game's ``check`` only ever sees hashable, bounded values: a list, dict, set, bytes or any
    other object in a parameter is refused here, whatever the game."""
    if not isinstance(action, Action) or type(action.player) is not int or type(action.kind) is not str \
            or type(action.params) is not tuple:
        return IllegalAction(APP_ACTION, "This is not a move")
    for item in action.params:
        if type(item) is not tuple or len(item) != 2 or type(item[0]) is not str:
            return IllegalAction(APP_ACTION, "This is not a move")
        if not _plain(item[1]):
            return IllegalAction(APP_ACTION, "The value of {name} in the move {kind} is not a number, yes/no, "
                                 "text or a list", name=_short(item[0]), kind=_short(action.kind))
    return None
