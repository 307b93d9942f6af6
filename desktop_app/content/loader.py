"""Load YAML with line numbers, merge content packs, validate with pydantic.

Every error names the file, the line and the field path, e.g.
``data/gutenberg/gears.yaml:41: gears[7].sectors[2].reward: unknown value 'coinz'``.

A content pack is a folder holding YAML files with the same names as the built-in ones. For
each top-level key of a pack file: a list of mappings with ``id`` fields is merged by id (same
id replaces, new id extends); anything else replaces the built-in value.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TypeVar

import yaml
from pydantic import BaseModel, ConfigDict, ValidationError

M = TypeVar("M", bound=BaseModel)


class StrictModel(BaseModel):
    """Base for content models: unknown fields are errors, instances are immutable."""

    model_config = ConfigDict(extra="forbid", frozen=True)


class Name(StrictModel):
    """A name in English and 繁體中文."""

    en: str
    zh: str

    def get(self, lang: str) -> str:
        """The name in ``lang`` (``en`` or ``zh``)."""
        return self.zh if lang.startswith("zh") else self.en


class ContentError(ValueError):
    """Bad content: ``file:line: field.path: problem``."""

    def __init__(self, file: str, line: int | None, path: str, problem: str) -> None:
        self.file, self.line, self.path, self.problem = file, line, path, problem
        where = f"{file}:{line}" if line else file
        super().__init__(f"{where}: {path + ': ' if path else ''}{problem}")


@dataclass
class Loc:
    """Where a YAML value came from; ``children`` mirrors the value's structure."""

    file: str
    line: int
    children: Any = field(default=None)


def _display(path: Path) -> str:
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except ValueError:
        return str(path)


_LOADER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's parser when PyYAML has it (about 15× faster), else the pure-Python one."""
_SCALARS = yaml.constructor.SafeConstructor()


def _node_to_data(node: yaml.Node, file: str) -> tuple[Any, Loc]:
    line = node.start_mark.line + 1
    if isinstance(node, yaml.MappingNode):
        data: dict[Any, Any] = {}
        locs: dict[Any, Loc] = {}
        for key_node, value_node in node.value:
            key, _ = _node_to_data(key_node, file)
            value, loc = _node_to_data(value_node, file)
            if key in data:
                raise ContentError(file, key_node.start_mark.line + 1, str(key), "duplicate key")
            data[key], locs[key] = value, loc
        return data, Loc(file, line, locs)
    if isinstance(node, yaml.SequenceNode):
        items = [_node_to_data(n, file) for n in node.value]
        return [d for d, _ in items], Loc(file, line, [loc for _, loc in items])
    if node.tag == "tag:yaml.org,2002:str":
        return node.value, Loc(file, line)
    return _SCALARS.construct_object(node, deep=True), Loc(file, line)


def load_yaml(path: Path) -> tuple[Any, Loc]:
    """Parse one YAML file (safe loader) into data plus a location tree."""
    file = _display(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError(file, None, "", f"cannot read: {exc}") from exc
    try:
        node = yaml.compose(text, Loader=_LOADER)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        problem = getattr(exc, "problem", None) or str(exc)
        raise ContentError(file, mark.line + 1 if mark else None, "", f"YAML syntax: {problem}") from exc
    if node is None:
        return {}, Loc(file, 1, {})
    try:
        return _node_to_data(node, file)
    finally:  # the shared constructor remembers every node it built: forget them (memory per load)
        _SCALARS.constructed_objects.clear()
        _SCALARS.recursive_objects.clear()


def merge_pack(base: Any, base_loc: Loc, over: Any, over_loc: Loc) -> tuple[Any, Loc]:
    """Merge a pack file's top-level mapping into the built-in one (ids merge, the rest replaces)."""
    if not isinstance(base, dict) or not isinstance(over, dict):
        return over, over_loc
    data, locs = dict(base), dict(base_loc.children or {})
    for key, value in over.items():
        vloc = over_loc.children[key]
        old = data.get(key)
        if (isinstance(old, list) and isinstance(value, list)
                and all(isinstance(x, dict) and "id" in x for x in old + value)):
            merged, mlocs = list(old), list(locs[key].children)
            index = {x["id"]: i for i, x in enumerate(merged)}
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


def _locate(loc: Loc, path: Iterable[Any]) -> Loc:
    for part in path:
        children = loc.children
        if isinstance(children, dict) and part in children:
            loc = children[part]
        elif isinstance(children, list) and isinstance(part, int) and 0 <= part < len(children):
            loc = children[part]
        else:
            break
    return loc


def format_path(path: Iterable[Any]) -> str:
    """``('gears', 7, 'sectors', 2, 'reward')`` -> ``gears[7].sectors[2].reward``."""
    out = ""
    for part in path:
        if isinstance(part, int):
            out += f"[{part}]"
        else:
            out += ("." if out else "") + str(part)
    return out


def _problem(err: Mapping[str, Any]) -> str:
    kind = err.get("type", "")
    value = err.get("input")
    if kind == "literal_error":
        expected = err.get("ctx", {}).get("expected", "")
        return f"unknown value {value!r} (expected {expected})"
    if kind == "missing":
        return "missing field"
    if kind == "extra_forbidden":
        return "unknown field"
    msg = str(err.get("msg", "invalid"))
    return msg.removeprefix("Value error, ")


def validate(model: type[M], data: Any, loc: Loc, prefix: tuple[Any, ...] = ()) -> M:
    """Validate ``data`` against ``model``; the first error becomes a ContentError."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        err = exc.errors()[0]
        path = [p for p in err["loc"] if not (isinstance(p, str) and p.startswith("function-"))]
        # drop pydantic's union/tag markers that are not part of the data path
        path = [p for p in path if not (isinstance(p, str) and "[" in p and "]" in p)]
        where = _locate(loc, path)
        if err.get("type") == "extra_forbidden" and path:
            where = _locate(loc, path)
        raise ContentError(where.file, where.line, format_path([*prefix, *path]), _problem(err)) from None


def load_files(
    game_dir: Path,
    models: Mapping[str, type[BaseModel]],
    pack_dirs: Iterable[Path] = (),
) -> tuple[dict[str, BaseModel], str]:
    """Load ``{file name: model}`` from ``game_dir``, merging each pack dir over it.

    Returns the validated models by file name and a content version (a short hash of the
    merged data), stored in saves so a record replays against the content it was made with.
    """
    raw: dict[str, tuple[Any, Loc]] = {}
    for name in models:
        path = game_dir / name
        if not path.exists():
            raise ContentError(_display(path), None, "", "file is missing")
        raw[name] = load_yaml(path)
    for pack in pack_dirs:
        for path in sorted(Path(pack).glob("*.yaml")):
            if path.name not in models:
                raise ContentError(_display(path), None, "",
                                   f"unknown content file (expected one of {', '.join(models)})")
            data, loc = load_yaml(path)
            raw[path.name] = merge_pack(*raw[path.name], data, loc)
    out = {name: validate(model, raw[name][0], raw[name][1]) for name, model in models.items()}
    digest = hashlib.sha256(repr(sorted((k, repr(v[0])) for k, v in raw.items())).encode())
    return out, digest.hexdigest()[:12]


def error_at(loc: Loc, path: tuple[Any, ...], problem: str) -> ContentError:
    """A ContentError for a cross-reference check done after validation."""
    where = _locate(loc, path)
    return ContentError(where.file, where.line, format_path(path), problem)
