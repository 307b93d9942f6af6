"""Translatable text produced by the engine (log lines, prompts, refusal reasons, score notes).

The engine never imports Qt, so it cannot call ``tr``. It produces a :class:`Text`: an English
format string (the translation key) plus arguments. The UI renders it through
``QCoreApplication.translate("engine", key)``; the reports and the command line render it with
the ``texts_zh.yaml`` maps or in English. An argument may be a name mapping ``{"en": ..., "zh":
...}`` (content names) or another :class:`Text`, both rendered in the chosen language.

Two conventions every template may use:

- **Plurals**: ``{n|coin|coins}`` is ``coin`` when the argument ``n`` is 1 and ``coins``
  otherwise (``Text("{n} {n|coin|coins}", n=1)`` is "1 coin"). A translation without plural
  forms (Chinese) simply leaves the marker out.
- **Default seat names**: ``Player 3`` (:func:`default_player_name`) is the name the app gives
  a seat nobody named, and ``The Steward`` the Viscounts solo opponent's (:data:`APP_NAMES`).
  They follow the language on screen, not the one the game was started in: rendered in Chinese
  they read ``玩家 3`` and ``總管``, in English ``Player 3`` and ``The Steward``, whichever of the
  two a save holds (:func:`localise_name`), in every Text argument and in the reports. A name a
  player typed stays as typed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from typing import Any

_PLURAL = re.compile(r"\{(\w+)\|([^{}|]*)\|([^{}|]*)\}")
_DEFAULT_NAME = re.compile(r"^(?:Player|玩家) (\d+)$")
DEFAULT_NAME_EN = "Player {n}"
DEFAULT_NAME_ZH = "玩家 {n}"
APP_NAMES: dict[str, str] = {"The Steward": "總管"}
"""Names the app gives to players nobody seats, English -> 繁體中文 (the Viscounts solo Steward, GAP-13;
the same as its content name ``solo.steward_name``)."""
_APP_NAMES_EN = {zh: en for en, zh in APP_NAMES.items()}


def default_player_name(number: int) -> str:
    """The name of an unnamed seat: ``Player 1``, ``Player 2``, ... (rendered per language)."""
    return f"Player {number}"


def localise_name(name: str, lang: str = "en") -> str:
    """``name`` for display in ``lang``: a name the app gave (``Player 2`` / ``玩家 2``, ``The Steward`` /
    ``總管``) in that language; any other name as it is."""
    chinese = lang.startswith("zh")
    match = _DEFAULT_NAME.match(name)
    if match:
        return (DEFAULT_NAME_ZH if chinese else DEFAULT_NAME_EN).format(n=match.group(1))
    if chinese:
        return APP_NAMES.get(name, name)
    return _APP_NAMES_EN.get(name, name)


def pick_name(value: Any, lang: str = "en") -> str:
    """Return ``value`` as text; a ``{"en", "zh"}`` mapping gives the entry for ``lang``."""
    if isinstance(value, Mapping) and "en" in value:
        return str(value.get(lang) or value["en"])
    if hasattr(value, "en") and hasattr(value, "zh"):
        return str(getattr(value, lang, None) or value.en)
    return str(value)


def format_text(template: str, args: Mapping[str, Any]) -> str:
    """``template.format(**args)`` after choosing the plural forms ``{n|one|other}``."""
    def choose(match: re.Match) -> str:
        value = args.get(match.group(1))
        try:
            one = value is not None and float(str(value)) == 1
        except ValueError:
            one = False
        return match.group(2) if one else match.group(3)

    return _PLURAL.sub(choose, template).format(**args)


def render_value(value: Any, lang: str = "en", translate: Callable[[str], str] | None = None) -> str:
    """A :class:`Text`, a name mapping or any other value as text in ``lang``.

    A plain string is returned as it is: it is a name or a number, never a translation key.
    """
    if isinstance(value, Text):
        return value.render(lang, translate)
    if isinstance(value, str):
        return localise_name(value, lang)
    return pick_name(value, lang)


class Text:
    """An English format string (``key``) with named arguments, rendered late."""

    __slots__ = ("key", "args")

    def __init__(self, key: str, /, **args: Any) -> None:
        self.key = key
        self.args = args

    def render(self, lang: str = "en", translate: Callable[[str], str] | None = None) -> str:
        """The text in ``lang``; ``translate`` maps the English key to its translation."""
        template = translate(self.key) if translate else self.key
        args = {k: render_value(v, lang, translate) for k, v in self.args.items()}
        try:
            return format_text(template, args)
        except (KeyError, IndexError, ValueError):
            return format_text(self.key, args)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"Text({self.key!r}, {self.args!r})"

    def __eq__(self, other: object) -> bool:
        """Equal to a Text with the same key and arguments, and to its English rendering (a str)."""
        if isinstance(other, str):
            return self.render() == other
        return isinstance(other, Text) and (self.key, self.args) == (other.key, other.args)

    def __hash__(self) -> int:
        return hash(self.render())

    def __bool__(self) -> bool:
        return bool(self.key)

    def __contains__(self, part: str) -> bool:
        """``"ink" in text``: a substring of the English rendering (kept for plain-string callers)."""
        return part in self.render()

    def __getattr__(self, name: str) -> Any:
        """String methods (``startswith``, ``split``...) act on the English rendering, as when
        sheets and logs held plain English strings."""
        if name.startswith("__") or name in Text.__slots__:
            raise AttributeError(name)
        return getattr(self.render(), name)

    def to_json(self) -> dict:
        """A JSON-able form (arguments rendered to plain values)."""
        return {"key": self.key, "args": {k: (v.to_json() if isinstance(v, Text) else v)
                                           for k, v in self.args.items()}}

    @classmethod
    def from_json(cls, data: Any) -> Text | Any:
        """Inverse of :meth:`to_json`; any other value (an old plain string) comes back unchanged."""
        if isinstance(data, Mapping) and set(data) == {"key", "args"} and isinstance(data["key"], str):
            return cls(data["key"], **{k: cls.from_json(v) for k, v in dict(data["args"]).items()})
        return data


class TextError(ValueError):
    """An error whose message is a :class:`Text` (``str(error)`` is the English rendering).

    Bad input refused by the engine (a damaged save, a move that cannot be read) says why in
    the player's words; the UI renders ``error.text`` in the chosen language.
    """

    def __init__(self, message: str | Text, /, **args: Any) -> None:
        self.text = message if isinstance(message, Text) else Text(message, **args)
        super().__init__(self.text.render())

    def render(self, lang: str = "en", translate: Callable[[str], str] | None = None) -> str:
        """The message in ``lang`` (see :meth:`Text.render`)."""
        return self.text.render(lang, translate)
