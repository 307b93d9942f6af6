"""The calculator's "cannot score yet" problems in the player's words and language.

The sheet checker (``rules/fit_to_print/calculator.py``) names a problem in one English line for
the command line (``player 'Ann': legend.a: no tile chosen …``). The dialog shows the problems a
person meets while filling in a page — a tile without its kind, squares that make no tile's
shape, a finish token twice — as sentences in the chosen language; anything else keeps the
checker's line.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication

_FIELD = re.compile(r"^player '(?P<name>[^']*)': (?P<field>[^:]+): (?P<problem>.*)$")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Breakdown", text)


def problem_text(message: str) -> str:
    """``message`` (a SheetError line) as a sentence for the dialog; unknown ones unchanged."""
    match = _FIELD.match(message)
    if match is None:
        return message
    name, field, problem = match["name"], match["field"], match["problem"]
    parts = field.split(".")
    label = parts[1] if len(parts) > 1 else ""
    if parts[0] == "legend" and problem.startswith("no tile chosen"):
        return _tr("{name}, tile {label}: choose which tile it is (from the list, or describe it)").format(
            name=name, label=label)
    if parts[0] == "legend" and problem == "label is not on the page":
        return _tr("{name}, tile {label}: paint its squares on the page").format(name=name, label=label)
    if field.startswith("page.") and label != "F" and problem.startswith("its cells match no placement"):
        return _tr("{name}, tile {label}: its squares do not make the shape of that tile").format(
            name=name, label=label)
    if field == "page.F":
        return _tr("{name}: the squares marked F do not make the focus tile's shape").format(name=name)
    if parts[0] == "legend" and parts[-1] == "mood":
        return _tr("{name}, tile {label}: an article needs good or bad news").format(name=name, label=label)
    if parts[0] == "legend" and parts[-1] == "income":
        return _tr("{name}, tile {label}: an ad needs its income").format(name=name, label=label)
    if parts[0] == "legend" and "scores_adjacent" in parts:
        return _tr("{name}, tile {label}: a photo needs the categories or moods it scores").format(
            name=name, label=label)
    token = re.match(r"token (?P<n>\d+) is also player '(?P<other>[^']*)''s", problem)
    if field == "finish_token" and token:
        return _tr("{name}: finish token {n} is also {other}'s (each token is taken once)").format(
            name=name, n=token["n"], other=token["other"])
    if field == "focus.side":
        return _tr("{name}: choose the side of the focus tile").format(name=name)
    return message
