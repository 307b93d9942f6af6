"""Translatable text produced by the engine (log lines, prompts, refusal reasons).

The engine never imports Qt, so it cannot call ``tr``. It produces a :class:`Text`: an English
format string (the translation key) plus arguments. The UI renders it through
``QCoreApplication.translate("engine", key)``; the command line renders it in English.
An argument may be a name mapping ``{"en": ..., "zh": ...}`` (content names), rendered in the
chosen language.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any


def pick_name(value: Any, lang: str = "en") -> str:
    """Return ``value`` as text; a ``{"en", "zh"}`` mapping gives the entry for ``lang``."""
    if isinstance(value, Mapping) and "en" in value:
        return str(value.get(lang) or value["en"])
    if hasattr(value, "en") and hasattr(value, "zh"):
        return str(getattr(value, lang, None) or value.en)
    return str(value)


class Text:
    """An English format string (``key``) with named arguments, rendered late."""

    __slots__ = ("key", "args")

    def __init__(self, key: str, /, **args: Any) -> None:
        self.key = key
        self.args = args

    def render(self, lang: str = "en", translate: Callable[[str], str] | None = None) -> str:
        """The text in ``lang``; ``translate`` maps the English key to its translation."""
        template = translate(self.key) if translate else self.key
        args = {k: (v.render(lang, translate) if isinstance(v, Text) else pick_name(v, lang))
                for k, v in self.args.items()}
        try:
            return template.format(**args)
        except (KeyError, IndexError, ValueError):
            return self.key.format(**args)

    def __str__(self) -> str:
        return self.render()

    def __repr__(self) -> str:
        return f"Text({self.key!r}, {self.args!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Text) and (self.key, self.args) == (other.key, other.args)

    def __hash__(self) -> int:
        return hash(self.key)

    def to_json(self) -> dict:
        """A JSON-able form (arguments rendered to plain values)."""
        return {"key": self.key, "args": {k: (v.to_json() if isinstance(v, Text) else v)
                                           for k, v in self.args.items()}}


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
