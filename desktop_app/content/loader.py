"""Load YAML with line numbers, merge content packs, validate with pydantic.

Every error names the file, the line and the field path, e.g.
``data/gutenberg/gears.yaml:41: gears[7].sectors[2].reward: unknown value 'coinz'``.

A content pack is a folder holding YAML files with the same names as the built-in ones. For
each top-level key of a pack file: a list of mappings with ``id`` fields is merged by id (same
id replaces, new id extends); anything else replaces the built-in value.

Reading is bounded (:mod:`desktop_app.content.yaml_reader`); after merging, every list of
mappings with ``id`` fields must hold each id once, in every game's content, and the data is
validated by the game's pydantic models (strict types, see :mod:`desktop_app.content.types`).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Iterator, Mapping
from contextlib import contextmanager
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from desktop_app.content.types import Name, StrictModel
from desktop_app.content.yaml_reader import (
    CONTENT_LIMITS,
    ContentError,
    Loc,
    display_path,
    format_path,
    read_yaml,
)

M = TypeVar("M", bound=BaseModel)

__all__ = ["ContentError", "Loc", "Name", "StrictModel", "error_at", "format_path", "load_files",
           "load_built_in", "load_raw", "load_yaml", "merge_pack", "naming_packs", "validate", "validate_files"]

Raw = dict[str, tuple[Any, Loc]]
"""Merged YAML data and locations by file name, before validation."""


def load_yaml(path: Path) -> tuple[Any, Loc]:
    """Parse one content YAML file (bounded, plain values only) into data plus a location tree."""
    return read_yaml(Path(path), CONTENT_LIMITS)


_BUILT_IN: dict[tuple[str, int, int], tuple[Any, Loc]] = {}


def load_built_in(path: Path) -> tuple[Any, Loc]:
    """A built-in file, parsed once per version of it on disk (the result is read-only)."""
    stat = path.stat()
    key = (str(path.resolve()), stat.st_mtime_ns, stat.st_size)
    if key not in _BUILT_IN:
        _BUILT_IN[key] = load_yaml(path)
    return _BUILT_IN[key]


def _id_lists(value: Any) -> bool:
    return isinstance(value, list) and bool(value) and all(isinstance(x, dict) and "id" in x for x in value)


def _check_ids(items: list[dict], loc: Loc, path: tuple[Any, ...]) -> None:
    """Each id is a text and appears once in ``items``; else a ContentError at the offending id."""
    seen: dict[str, int] = {}
    for i, item in enumerate(items):
        iloc = loc.children[i] if isinstance(loc.children, list) and i < len(loc.children) else loc
        where = iloc.children.get("id", iloc) if isinstance(iloc.children, dict) else iloc
        ident = item["id"]
        if not isinstance(ident, str):
            raise ContentError(where.file, where.line, format_path((*path, i, "id")),
                               f"an id is a text, not {ident!r}")
        if ident in seen:
            raise ContentError(where.file, where.line, format_path((*path, i, "id")),
                               f"duplicate id {ident!r} (also {format_path((*path, seen[ident]))})")
        seen[ident] = i


def check_unique_ids(data: Any, loc: Loc, path: tuple[Any, ...] = ()) -> None:
    """Every list of mappings with ``id`` fields anywhere in ``data`` holds each (text) id once."""
    todo = [(data, loc, path)]
    while todo:
        value, vloc, vpath = todo.pop()
        children = vloc.children
        if isinstance(value, dict):
            for key, sub in value.items():
                if isinstance(sub, dict | list):
                    sloc = children.get(key, vloc) if isinstance(children, dict) else vloc
                    todo.append((sub, sloc, (*vpath, key)))
        elif isinstance(value, list):
            if _id_lists(value):
                _check_ids(value, vloc, vpath)
            for i, sub in enumerate(value):
                if isinstance(sub, dict | list):
                    sloc = children[i] if isinstance(children, list) and i < len(children) else vloc
                    todo.append((sub, sloc, (*vpath, i)))


def merge_pack(base: Any, base_loc: Loc, over: Any, over_loc: Loc) -> tuple[Any, Loc]:
    """Merge a pack file's top-level mapping into the built-in one (ids merge, the rest replaces).

    Raises ContentError when the pack file is not a mapping, or one of its id lists holds an id
    twice or an id that is not a text (these would otherwise collapse silently).
    """
    if not isinstance(over, dict):
        raise ContentError(over_loc.file, over_loc.line, "",
                           "a pack file is a mapping of the same top-level keys as the built-in file")
    if not isinstance(base, dict):
        return over, over_loc
    data, locs = dict(base), dict(base_loc.children or {})
    for key, value in over.items():
        vloc = over_loc.children[key]
        old = data.get(key)
        if _id_lists(value):
            _check_ids(value, vloc, (key,))
        if _id_lists(old) and _id_lists(value):
            merged, mlocs = list(old), list(locs[key].children)
            index = {x["id"]: i for i, x in enumerate(merged) if isinstance(x["id"], str)}
            for item, iloc in zip(value, vloc.children, strict=True):
                if item["id"] in index:
                    merged[index[item["id"]]] = item
                    mlocs[index[item["id"]]] = iloc
                else:
                    index[item["id"]] = len(merged)
                    merged.append(item)
                    mlocs.append(iloc)
            data[key], locs[key] = merged, Loc(vloc.file, vloc.line, mlocs)
        else:
            data[key], locs[key] = value, vloc
    return data, Loc(over_loc.file, over_loc.line, locs)


def locate(loc: Loc, path: Iterable[Any]) -> Loc:
    """The location of the value at ``path`` (or of its deepest known parent)."""
    for part in path:
        children = loc.children
        if isinstance(children, dict) and part in children:
            loc = children[part]
        elif isinstance(children, list) and isinstance(part, int) and 0 <= part < len(children):
            loc = children[part]
        else:
            break
    return loc


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _problem(err: Mapping[str, Any]) -> str:
    kind = err.get("type", "")
    value = err.get("input")
    if kind == "literal_error":
        expected = err.get("ctx", {}).get("expected", "")
        return f"unknown value {_shown(value)} (expected {expected})"
    if kind == "missing":
        return "missing field"
    if kind == "extra_forbidden":
        return "unknown field"
    if kind in ("int_type", "float_type", "string_type", "bool_type", "dict_type", "list_type",
                "model_type", "tuple_type"):
        what = {"int_type": "a whole number", "float_type": "a number", "string_type": "a text",
                "bool_type": "true or false", "dict_type": "a mapping", "model_type": "a mapping",
                "list_type": "a list", "tuple_type": "a list"}[kind]
        shown = f"{_shown(value)} (yes/no/on/off are true/false in YAML)" if isinstance(value, bool) \
            else _shown(value)
        return f"expected {what}, not {shown}"
    ctx = err.get("ctx") or {}
    if kind in ("less_than_equal", "greater_than_equal"):
        words, limit = ("at most", ctx.get("le")) if kind == "less_than_equal" else ("at least", ctx.get("ge"))
        return f"must be {words} {limit}, not {_shown(value)}"
    if kind in ("too_long", "too_short", "string_too_long", "string_too_short"):
        longer = kind.endswith("too_long")
        limit = ctx.get("max_length" if longer else "min_length")
        items = "characters" if isinstance(value, str) else "entries"
        have = len(value) if hasattr(value, "__len__") else "?"
        return f"needs {'at most' if longer else 'at least'} {limit} {items} (has {have})"
    if kind == "string_pattern_mismatch":
        return f"{_shown(value)} is not allowed here (expected {ctx.get('pattern', 'another form')})"
    msg = str(err.get("msg", "invalid"))
    return msg.removeprefix("Value error, ")


def _original_keys(data: Any, path: list[Any]) -> list[Any]:
    """``path`` with each mapping key as the YAML wrote it (JSON made every key a text)."""
    out = []
    for part in path:
        if isinstance(data, dict) and part not in data and isinstance(part, str):
            part = next((k for k in data if str(k) == part), part)
        out.append(part)
        if isinstance(data, dict):
            data = data.get(part)
        elif isinstance(data, list) and isinstance(part, int) and 0 <= part < len(data):
            data = data[part]
        else:
            data = None
    return out


def validate(model: type[M], data: Any, loc: Loc, prefix: tuple[Any, ...] = ()) -> M:
    """Validate ``data`` against ``model``; the first error becomes a ContentError.

    Validation goes through JSON, where strict mode still reads a list as a tuple and a
    mapping key as a number (YAML data is plain JSON-able values), so strict models need no
    per-field exceptions: a whole number is never ``true`` or ``"3"``, a text never a number.
    """
    try:
        return model.model_validate_json(json.dumps(data, allow_nan=False))
    except ValidationError as exc:
        err = exc.errors()[0]
        path = [p for p in err["loc"] if not (isinstance(p, str) and p.startswith("function-"))]
        is_key = bool(path) and path[-1] == "[key]"
        # drop pydantic's union/tag markers that are not part of the data path
        path = _original_keys(data, [p for p in path if not (isinstance(p, str) and "[" in p and "]" in p)])
        if is_key and path:
            err = {**err, "input": path[-1]}
        where = locate(loc, path)
        raise ContentError(where.file, where.line, format_path([*prefix, *path]), _problem(err)) from None
    except (TypeError, ValueError, KeyError, AttributeError, RecursionError) as exc:
        # a validator that met a value it did not expect: still a refusal of this file
        raise ContentError(loc.file, loc.line, format_path(prefix),
                           f"cannot be read ({type(exc).__name__})") from None


@contextmanager
def naming_packs(pack_dirs: Iterable[Path]) -> Iterator[None]:
    """Add the packs' names to a ContentError that points at a built-in file.

    A pack can break a built-in entry it never touched (it removes a letter a built-in card
    uses); the message then names the built-in file and line, and says which packs were merged.
    """
    packs = [display_path(Path(p)) for p in pack_dirs]
    try:
        yield
    except ContentError as exc:
        if not packs or any(exc.file.startswith(p) for p in packs):
            raise
        raise ContentError(exc.file, exc.line, exc.path,
                           f"{exc.problem} (with content pack {', '.join(packs)})") from None


def load_raw(game_dir: Path, names: Iterable[str], pack_dirs: Iterable[Path] = ()) -> Raw:
    """The built-in files ``names`` of ``game_dir`` with each pack dir merged over them.

    The result is read-only (built-in files are parsed once and shared). A pack file whose name is not one of ``names`` is an error; so is a duplicate or non-text
    id in any merged list of mappings.
    """
    names = list(names)
    raw: Raw = {}
    for name in names:
        path = game_dir / name
        if not path.exists():
            raise ContentError(display_path(path), None, "", "file is missing")
        raw[name] = load_built_in(path)
    for pack in pack_dirs:
        for path in sorted(Path(pack).glob("*.yaml")):
            if path.name not in raw:
                raise ContentError(display_path(path), None, "",
                                   f"unknown content file (expected one of {', '.join(names)})")
            data, loc = load_yaml(path)
            raw[path.name] = merge_pack(*raw[path.name], data, loc)
    for data, loc in raw.values():
        check_unique_ids(data, loc)
    return raw


def content_version(raw: Raw) -> str:
    """A short hash of the merged data, stored in saves (a record replays against its content)."""
    digest = hashlib.sha256(repr(sorted((k, repr(v[0])) for k, v in raw.items())).encode())
    return digest.hexdigest()[:12]


def validate_files(raw: Raw, models: Mapping[str, type[BaseModel]]) -> dict[str, BaseModel]:
    """Validate each file of ``raw`` with its model; the first error is a ContentError."""
    return {name: validate(model, raw[name][0], raw[name][1]) for name, model in models.items()}


def load_files(
    game_dir: Path,
    models: Mapping[str, type[BaseModel]],
    pack_dirs: Iterable[Path] = (),
) -> tuple[dict[str, BaseModel], str]:
    """Load ``{file name: model}`` from ``game_dir``, merging each pack dir over it.

    Returns the validated models by file name and a content version (a short hash of the
    merged data), stored in saves so a record replays against the content it was made with.
    """
    pack_dirs = tuple(pack_dirs)
    with naming_packs(pack_dirs):
        raw = load_raw(game_dir, models, pack_dirs)
        return validate_files(raw, models), content_version(raw)


def error_at(loc: Loc, path: tuple[Any, ...], problem: str) -> ContentError:
    """A ContentError for a cross-reference check done after validation."""
    where = locate(loc, path)
    return ContentError(where.file, where.line, format_path(path), problem)
