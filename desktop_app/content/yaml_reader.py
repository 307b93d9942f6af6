"""A bounded YAML reader: plain data plus a location tree, refusing hostile files quickly.

Content packs and score sheets come from users, so reading one must never run out of memory,
recurse without end, run code or take more than a moment. This reader walks libyaml's event
stream itself (no recursion, no object construction beyond plain values) and refuses, with
``file:line: field: problem``:

- a file larger than :attr:`Limits.max_bytes`, or not UTF-8;
- more than :attr:`Limits.max_nodes` values once aliases are expanded ("billion laughs");
- nesting deeper than :attr:`Limits.max_depth`; an alias to its own enclosing value;
- an integer longer than :attr:`Limits.max_number_chars` characters (or, for score sheets, it
  is kept as a :class:`LongNumber` text that the calculator refuses naming the field), a float
  that is not finite;
- any tag but the plain ones (``!!str``, ``!!int``, ``!!float``, ``!!bool``, ``!!null``,
  ``!!seq``, ``!!map``): ``!!binary``, ``!!timestamp``, ``!!python/...``, ``!anything``;
- merge keys (``<<``), keys that are lists or mappings, duplicate keys, a second document.

Values are ``dict`` / ``list`` / ``str`` / ``int`` / ``float`` / ``bool`` / ``None``. An alias
shares the anchored value (it is never mutated afterwards).
"""

from __future__ import annotations

import functools
import math
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import yaml

_PARSER = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
"""libyaml's parser when PyYAML has it (about 15× faster), else the pure-Python one."""
_RESOLVER = yaml.resolver.Resolver()
_SCALARS = yaml.constructor.SafeConstructor()
_TAG = "tag:yaml.org,2002:"
_STR, _INT = _TAG + "str", _TAG + "int"
_DECIMAL = re.compile(r"^[-+]?(0|[1-9][0-9_]*)$")
"""A plain decimal integer (the common case, read without PyYAML's constructor)."""
_PLAIN_SCALARS = {_TAG + t for t in ("str", "int", "float", "bool", "null")}
_SHORT = {_TAG + t: "!!" + t for t in ("binary", "timestamp", "set", "omap", "pairs", "merge", "value")}


@functools.lru_cache(maxsize=4096)
def _resolve(value: str, implicit: tuple[bool, bool]) -> str:
    """The tag YAML 1.1 gives an untagged scalar (cached: content repeats its ids and numbers)."""
    return _RESOLVER.resolve(yaml.ScalarNode, value, implicit)


@dataclass(frozen=True)
class Limits:
    """How much work one YAML file may cause."""

    max_bytes: int = 1_000_000
    max_nodes: int = 25_000
    max_depth: int = 40
    max_number_chars: int = 18
    keep_long_numbers: bool = False
    """Return a number longer than ``max_number_chars`` as a :class:`LongNumber` (for the
    caller to refuse naming the field) instead of refusing the file."""


CONTENT_LIMITS = Limits()
"""For content files: the largest built-in file is about 10 KB and 1,500 values."""
SHEET_LIMITS = Limits(max_bytes=256_000, max_nodes=10_000, max_depth=20, keep_long_numbers=True)
"""For score sheets: a six-player, three-day sheet is about 15 KB."""


class LongNumber(str):
    """The text of a number too long to read (``keep_long_numbers``); never an int."""


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


def display_path(path: Path) -> str:
    """``path`` relative to the working folder when it lies inside it (shorter messages)."""
    try:
        return str(path.resolve().relative_to(Path.cwd().resolve()))
    except (ValueError, OSError):
        return str(path)


_PLAIN_KEY = re.compile(r"[A-Za-z0-9_-]{1,40}")


def format_path(path: Any) -> str:
    """``('gears', 7, 'sectors', 2, 'reward')`` -> ``gears[7].sectors[2].reward``.

    A key that is not a plain word is shown quoted (``cards['a\\nb']``), so the path stays one line.
    """
    out = ""
    for part in path:
        if isinstance(part, int) and not isinstance(part, bool):
            out += f"[{part}]"
        elif isinstance(part, str) and _PLAIN_KEY.fullmatch(part):
            out += ("." if out else "") + part
        else:
            text = repr(part)
            out += f"[{text if len(text) <= 42 else text[:39] + '...'}]"
    return out


_NO_KEY = object()


class _Frame:
    """An open mapping or sequence while its events arrive."""

    __slots__ = ("data", "locs", "key", "key_line", "anchor", "start", "line", "names")

    def __init__(self, data: Any, locs: Any, anchor: str | None, start: int, line: int) -> None:
        self.data, self.locs, self.anchor, self.start, self.line = data, locs, anchor, start, line
        self.key: Any = _NO_KEY
        self.key_line = line
        self.names: set[str] = set()


class _Builder:
    """Turns one file's event stream into data and locations, within :class:`Limits`."""

    def __init__(self, file: str, limits: Limits) -> None:
        self.file, self.limits = file, limits
        self.stack: list[_Frame] = []
        self.anchors: dict[str, tuple[Any, Loc, int] | None] = {}
        self.nodes = 0
        self.root: tuple[Any, Loc] | None = None
        self.documents = 0

    def fail(self, line: int | None, problem: str) -> ContentError:
        path = []
        for frame in self.stack:
            if isinstance(frame.data, dict):
                if frame.key is not _NO_KEY:
                    path.append(frame.key)
            else:
                path.append(len(frame.data))
        return ContentError(self.file, line, format_path(path), problem)

    def count(self, n: int, line: int) -> None:
        self.nodes += n
        if self.nodes > self.limits.max_nodes:
            raise self.fail(line, f"more than {self.limits.max_nodes:,} values (with aliases expanded); "
                                  "the file is refused")

    def run(self, text: str) -> tuple[Any, Loc]:
        handlers = {yaml.ScalarEvent: self.scalar, yaml.MappingStartEvent: self.start,
                    yaml.SequenceStartEvent: self.start, yaml.MappingEndEvent: self.end,
                    yaml.SequenceEndEvent: self.end, yaml.AliasEvent: self.alias,
                    yaml.DocumentStartEvent: self.document}
        for event in yaml.parse(text, Loader=_PARSER):
            handler = handlers.get(type(event))
            if handler is not None:
                handler(event)
        return self.root if self.root is not None else ({}, Loc(self.file, 1, {}))

    def document(self, event: yaml.DocumentStartEvent) -> None:
        self.documents += 1
        if self.documents > 1:
            raise self.fail(event.start_mark.line + 1, "a file holds one YAML document (found a second '---')")

    def check_tag(self, tag: str | None, line: int, allowed: set[str]) -> None:
        if tag is None or tag == "!" or tag in allowed:
            return
        shown = _SHORT.get(tag) or (("!!" + tag[len(_TAG):]) if tag.startswith(_TAG) else tag)
        if tag == _TAG + "merge":
            raise self.fail(line, "merge keys (<<) are not supported; write the values out")
        raise self.fail(line, f"unsupported YAML tag {shown} (only plain text, numbers, true/false, "
                              "lists and mappings)")

    def start(self, event: yaml.CollectionStartEvent) -> None:
        line = event.start_mark.line + 1
        mapping = isinstance(event, yaml.MappingStartEvent)
        self.check_tag(event.tag, line, {_TAG + ("map" if mapping else "seq")})
        if self.stack and isinstance(self.stack[-1].data, dict) and self.stack[-1].key is _NO_KEY:
            raise self.fail(line, "a key must be a plain value, not a list or a mapping")
        if len(self.stack) >= self.limits.max_depth:
            raise self.fail(line, f"nested more than {self.limits.max_depth} levels deep")
        self.count(1, line)
        frame = _Frame({} if mapping else [], {} if mapping else [], event.anchor, self.nodes, line)
        if event.anchor is not None:
            self.anchors[event.anchor] = None  # open: an alias to it now would be recursive
        self.stack.append(frame)

    def end(self, event: yaml.CollectionEndEvent) -> None:
        frame = self.stack.pop()
        loc = Loc(self.file, frame.line, frame.locs)
        if frame.anchor is not None:
            self.anchors[frame.anchor] = (frame.data, loc, self.nodes - frame.start + 1)
        self.add(frame.data, loc, frame.line)

    def alias(self, event: yaml.AliasEvent) -> None:
        line = event.start_mark.line + 1
        if event.anchor not in self.anchors:
            raise self.fail(line, f"unknown alias *{event.anchor}")
        target = self.anchors[event.anchor]
        if target is None:
            raise self.fail(line, f"alias *{event.anchor} refers to a value that contains it (recursive alias)")
        data, loc, size = target
        self.count(size, line)
        self.add(data, Loc(self.file, line, loc.children), line)

    def scalar(self, event: yaml.ScalarEvent) -> None:
        line = event.start_mark.line + 1
        self.count(1, line)
        tag = event.tag
        if tag is None or tag == "!":
            tag = _resolve(event.value, event.implicit)
        if tag == _TAG + "value":  # YAML 1.1's '=' value key: read it as text
            tag = _TAG + "str"
        self.check_tag(tag, line, _PLAIN_SCALARS)
        value = self.convert(tag, event.value, line)
        if event.anchor is not None:
            self.anchors[event.anchor] = (value, Loc(self.file, line), 1)
        self.add(value, Loc(self.file, line), line)

    def convert(self, tag: str, text: str, line: int) -> Any:
        if tag == _STR:
            return text
        if tag == _INT and len(text) <= self.limits.max_number_chars and _DECIMAL.match(text):
            return int(text.replace("_", ""))
        if tag in (_INT, _TAG + "float") and len(text) > self.limits.max_number_chars:
            if self.limits.keep_long_numbers:
                return LongNumber(text)
            raise self.fail(line, f"number too long ({len(text):,} characters; at most "
                                  f"{self.limits.max_number_chars})")
        node = yaml.ScalarNode(tag, text)
        try:
            value = _SCALARS.construct_object(node)
        except (yaml.YAMLError, ValueError, OverflowError) as exc:
            raise self.fail(line, f"cannot read {text!r} ({exc})") from None
        finally:  # the shared constructor remembers every node it built: forget it (memory per load)
            _SCALARS.constructed_objects.clear()
        if isinstance(value, float) and not math.isfinite(value):
            raise self.fail(line, f"{text!r} is not a finite number")
        return value

    def add(self, value: Any, loc: Loc, line: int) -> None:
        if not self.stack:
            self.root = (value, loc)
            return
        frame = self.stack[-1]
        if isinstance(frame.data, list):
            frame.data.append(value)
            frame.locs.append(loc)
        elif frame.key is _NO_KEY:
            if isinstance(value, dict | list):
                raise self.fail(line, "a key must be a plain value, not a list or a mapping")
            if str(value) in frame.names:  # 1 and "1" are the same key once validated (as JSON)
                frame.key = value
                raise self.fail(line, "duplicate key")
            frame.names.add(str(value))
            frame.key, frame.key_line = value, line
        else:
            frame.data[frame.key], frame.locs[frame.key] = value, loc
            frame.key = _NO_KEY


def _line_of(text: str, index: int) -> int:
    return text.count("\n", 0, max(0, index)) + 1


def parse_yaml(text: str, file: str, limits: Limits = CONTENT_LIMITS) -> tuple[Any, Loc]:
    """Parse YAML ``text`` (named ``file`` in messages) within ``limits``; raises ContentError."""
    if len(text.encode("utf-8", "surrogatepass")) > limits.max_bytes:
        raise ContentError(file, None, "", f"file too large (more than {limits.max_bytes:,} bytes)")
    builder = _Builder(file, limits)
    try:
        return builder.run(text)
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        line = mark.line + 1 if mark is not None else None
        if line is None and isinstance(exc, yaml.reader.ReaderError):
            line = _line_of(text, exc.position)
        problem = getattr(exc, "problem", None) or getattr(exc, "reason", None) or str(exc)
        raise ContentError(file, line, "", f"YAML syntax: {problem}") from None
    except RecursionError:  # the pure-Python parser on deep nesting, when libyaml is missing
        raise ContentError(file, None, "", f"nested more than {limits.max_depth} levels deep") from None


def read_yaml(path: Path, limits: Limits = CONTENT_LIMITS) -> tuple[Any, Loc]:
    """Read and parse one YAML file within ``limits``; raises ContentError naming ``file:line``."""
    file = display_path(path)
    try:
        if not path.is_file():
            raise ContentError(file, None, "", "no such file")
        if path.stat().st_size > limits.max_bytes:
            raise ContentError(file, None, "", f"file too large ({path.stat().st_size:,} bytes; at most "
                                               f"{limits.max_bytes:,})")
        with path.open("rb") as handle:
            raw = handle.read(limits.max_bytes + 1)
    except OSError as exc:
        raise ContentError(file, None, "", f"cannot read: {exc.strerror or exc}") from None
    if len(raw) > limits.max_bytes:
        raise ContentError(file, None, "", f"file too large (more than {limits.max_bytes:,} bytes)")
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = raw.count(b"\n", 0, exc.start) + 1
        raise ContentError(file, line, "", "not UTF-8 text") from None
    return parse_yaml(text, file, limits)
