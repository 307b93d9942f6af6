"""Reading the options of the open decision by kind and parameter, safely.

Beside most questions the engine offers free actions of other kinds (a manuscript-board ability,
a discard, a coffee conversion): a scene that lights pieces from the options must never read a
parameter of the question's kind from an option of another kind (``a["outsider"]`` of a
``board_ability`` option raised ``KeyError``). Every scene reads its options through these two
functions, which pass over options of other kinds and options without the parameter. (Their own
arguments are positional, so any parameter name, ``action`` or ``kind`` included, can be matched.)
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from desktop_app.engine.action import Action


def matches(action: Action, kind: str | tuple[str, ...] | None = None, /, **match: Any) -> bool:
    """Whether ``action`` is of ``kind`` (one of several; any when None) and its parameters include ``match``."""
    if kind is not None and action.kind != kind and not (isinstance(kind, tuple) and action.kind in kind):
        return False
    return all(action.get(k, _MISSING) == v for k, v in match.items())


def answers(options: Iterable[Action], kind: str | tuple[str, ...] | None = None, /, **match: Any) -> list[Action]:
    """The options of ``kind`` (one of several; any when None) whose parameters include ``match``."""
    return [a for a in options if matches(a, kind, **match)]


def values(options: Iterable[Action], param: str, kind: str | tuple[str, ...] | None = None) -> set[Any]:
    """The values of ``param`` among the options of ``kind`` (one of several; any when None) that carry it."""
    return {a.get(param) for a in options if matches(a, kind) and a.get(param, _MISSING) is not _MISSING}


_MISSING = object()
"""A parameter's stand-in when the option does not carry it (never equal to a value)."""
