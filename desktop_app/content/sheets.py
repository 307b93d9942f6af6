"""Reading score sheets safely, and the field checks every game's calculator shares.

A score sheet is a user's YAML file, read with the same bounded reader as content packs
(:mod:`desktop_app.content.yaml_reader`, with :data:`SHEET_LIMITS`): a YAML bomb, a Python tag
or a 5,000-digit number is refused at once with ``file:line: problem``. The helpers below turn
the parsed values into checked numbers and names, raising :class:`SheetError` with one line
naming the player and the field (``player 'Ann': desk: -5 is negative``). Its message is an
engine :class:`~desktop_app.engine.text.Text` (``str()`` of the error is the English line): the
app and ``score --lang zh`` show it in 繁體中文 (``resources/translations/app_texts_zh.yaml``).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any

from desktop_app.content.yaml_reader import SHEET_LIMITS, ContentError, LongNumber, read_yaml
from desktop_app.engine.game import MAX_NAME_LENGTH, SheetError, name_fits
from desktop_app.engine.text import Text


def read_sheet(path: Path) -> dict[str, Any]:
    """The parsed sheet at ``path``; SheetError ``file:line: problem`` for an unreadable or hostile
    file, or one that is not a mapping."""
    try:
        data, _ = read_yaml(Path(path), SHEET_LIMITS)
    except ContentError as exc:
        raise SheetError(str(exc)) from None
    if not isinstance(data, dict):
        raise SheetError(Text("{file}: {reason}", file=str(path),
                              reason=Text("a score sheet is a mapping with a 'players' list")))
    return data


def check_game(sheet: Mapping[str, Any], game_id: str) -> None:
    """A sheet may name its game at the top (``game: gutenberg``; ``_`` for ``-`` and any case do);
    a sheet that names another game is refused with one line."""
    if "game" not in sheet:
        return
    value = sheet["game"]
    if not isinstance(value, str) or value.strip().casefold().replace("_", "-") != game_id:
        raise SheetError(Text("game: {value} is not {game} (a sheet of another game)", value=shown(value),
                              game=game_id))


def shown(value: Any, limit: int = 40) -> str:
    """``repr(value)`` cut to ``limit`` characters: a message quotes what the sheet said, on one line."""
    text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def key_name(key: Any) -> str:
    """A field name as written in a message: the key itself when it is a plain word, else quoted."""
    text = str(key)
    plain = text.replace("_", "").replace(".", "").replace("-", "").isalnum()
    return text if len(text) <= 60 and plain else shown(key)


def who(name: str | int) -> Text:
    """``player 'Ann'`` (or ``player 3`` before the name is known)."""
    return Text("player {name}", name=shown(name)) if isinstance(name, str) else Text("player {n}", n=name)


def problem_at(where: str | Text, field: str, problem: str | Text) -> SheetError:
    """``where: field: problem`` (``field`` as written), e.g. ``player 'Ann': complex[0]: …``."""
    return SheetError(Text("{who}: {field}: {problem}", who=where, field=field, problem=problem))


def field_error(player: str | int, field: str, problem: str | Text) -> SheetError:
    """``player 'Ann': field: problem`` (one line, whatever the sheet holds)."""
    return problem_at(who(player), key_name(field), " ".join(problem.split()) if isinstance(problem, str) else problem)


def number_problem(value: Any, low: int, high: int) -> Text | None:
    """Why ``value`` is not a whole number from ``low`` to ``high`` (never a bool, a float or a text), or None."""
    if value is None:
        return Text("empty (expected a whole number)")
    if isinstance(value, LongNumber):
        return Text("a {digits}-digit number is more than {high}", digits=f"{len(value):,}", high=high)
    if isinstance(value, bool):
        return Text("{value} is not a whole number (yes/no/on/off are true/false in YAML)", value=str(value).lower())
    if not isinstance(value, int):
        return Text("{value} is not a whole number", value=shown(value))
    if value < low:
        return Text("{value} is negative", value=value) if low == 0 else \
            Text("{value} is below {low}", value=value, low=low)
    if value > high:
        return Text("{value} is more than {high}", value=shown(value), high=high)
    return None


def whole_number(value: Any, player: str | int, field: str, low: int, high: int) -> int:
    """``value`` as a whole number from ``low`` to ``high`` (:func:`number_problem`)."""
    problem = number_problem(value, low, high)
    if problem is not None:
        raise field_error(player, field, problem)
    return value


def player_list(players: Any, low: int, high: int, game: str, where: str = "") -> list[dict]:
    """The ``players`` list: ``low``–``high`` mappings (the game's player counts)."""
    if not isinstance(players, list) or not players:
        raise SheetError(f"{where}players: expected a list of players")
    if not low <= len(players) <= high:
        span = f"{low}–{high}" if low != high else str(low)
        raise SheetError(f"{where}players: {len(players)} players; {game} is for {span}")
    for n, entry in enumerate(players, start=1):
        if not isinstance(entry, dict):
            raise SheetError(f"{where}{who(n)}: not a mapping of fields")
    return players


def player_name(entry: Mapping[str, Any], n: int, default: str | None = None) -> str:
    """The name of the ``n``-th player (``default`` when absent), surrounding spaces dropped: not empty,
    and fitting the one rule for names (:func:`~desktop_app.engine.game.name_fits`)."""
    name = entry.get("name", default)
    if name is None or isinstance(name, str) and not name.strip():
        raise field_error(n, "name", Text("missing field"))
    if not isinstance(name, str):
        raise field_error(n, "name", Text("{value} is not a text (put the name in quotes)", value=shown(name)))
    name = name.strip()
    if not name_fits(name):
        raise field_error(n, "name", Text("at most {n} printable characters on one line", n=MAX_NAME_LENGTH))
    return name


def unique_names(names: list[str], where: str = "") -> None:
    """Two players never share a name (case and surrounding spaces ignored)."""
    seen: dict[str, str] = {}
    for name in names:
        key = name.casefold()
        if key in seen:
            raise SheetError(Text("{where}{who}: name: the same name as {other}", where=where, who=who(name),
                                  other=who(seen[key])))
        seen[key] = name


def known_fields(entry: Mapping[str, Any], allowed: Iterable[str], player: str | int) -> None:
    """Every key of ``entry`` is one of ``allowed`` (a misspelt field is named, not ignored)."""
    allowed = set(allowed)
    for key in entry:
        if key not in allowed:
            raise field_error(player, key_name(key), f"unknown field (expected {', '.join(sorted(allowed))})")
