"""Actions: small immutable, hashable, JSON-able values with a stable text form.

An action is what one player (or the table, player ``-1``, for clock ticks) does. Records,
logs, tests and bots all use the same value. ``Action.make(0, "take_tile", tile=17)`` has the
text form ``p0 take_tile tile=17``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from desktop_app.engine.text import Text

_DECODER = json.JSONDecoder()

TABLE = -1
"""The player index of the table itself (clock ticks, automatic steps)."""


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

    def to_json(self) -> dict:
        """``{"p": player, "kind": kind, **params}``."""
        out: dict[str, Any] = {"p": self.player, "kind": self.kind}
        for k, v in self.params:
            out[k] = _thaw(v)
        return out

    @classmethod
    def from_json(cls, data: dict) -> Action:
        """Inverse of :meth:`to_json`."""
        data = dict(data)
        player = int(data.pop("p"))
        kind = str(data.pop("kind"))
        return cls.make(player, kind, **data)

    def text(self) -> str:
        """The stable text form, e.g. ``p0 take_tile tile=17``."""
        parts = [f"p{self.player}", self.kind]
        parts += [f"{k}={json.dumps(_thaw(v), separators=(',', ':'), ensure_ascii=False)}" for k, v in self.params]
        return " ".join(parts)

    @classmethod
    def parse(cls, text: str) -> Action:
        """Inverse of :meth:`text`."""
        head, kind, rest = (text.strip() + " ").split(" ", 2)
        params: dict[str, Any] = {}
        pos = 0
        while pos < len(rest.rstrip()):
            eq = rest.index("=", pos)
            key = rest[pos:eq]
            value, end = _DECODER.raw_decode(rest, eq + 1)
            params[key] = value
            pos = end + 1
        return cls.make(int(head[1:]), kind, **params)

    def __str__(self) -> str:
        return self.text()


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
