"""The controller's own words: translated in the ``GameController`` context, rendered late.

A :class:`Note` keeps its English key and arguments (engine :class:`Text` values among them) and
is rendered when shown, so the game log and the Undo menu item follow a language switch.
The keys are listed in the ``GameController`` context of the .ts file.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication

from desktop_app.engine.text import Text

CONTEXT = "GameController"


def tr(text: str) -> str:
    """``text`` in the current language (the ``GameController`` context)."""
    return QCoreApplication.translate(CONTEXT, text)


class Note:
    """A controller text: a ``GameController``-context key with arguments, rendered late."""

    __slots__ = ("key", "args")

    def __init__(self, key: str, **args: Any) -> None:
        self.key = key
        self.args = args

    def render(self, render_text: Callable[[Text], str]) -> str:
        """The text in the current language; engine Texts among the arguments go through ``render_text``."""
        args = {k: render_text(v) if isinstance(v, Text) else (v.render(render_text) if isinstance(v, Note) else v)
                for k, v in self.args.items()}
        try:
            return tr(self.key).format(**args)
        except (KeyError, IndexError, ValueError):
            return self.key.format(**args)

    def __repr__(self) -> str:
        return f"Note({self.key!r}, {self.args!r})"
