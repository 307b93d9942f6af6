"""Shared pieces of the content-pack and score-sheet fuzz suites (issue 8).

- :func:`time_limit`: the harness's per-input time limit (a hang is a failure, not a timed assert);
- :class:`Tally`: tried / refused / accepted counts per family and game, added to the fuzz run's
  one table (``harness.COUNTS``: printed at the end, written to ``$BOARD_TABLE_FUZZ_REPORT``);
- :func:`hostile_yaml`: the hostile YAML corpus (bombs, tags, aliases, nesting, numbers, ...);
- :class:`Mutator`: seeded structural mutations of built-in YAML data, driven either by a
  ``random.Random`` (generated corpora) or by hypothesis (``Mutator.from_hypothesis``);
- :func:`laughs`: a "billion laughs" document of any size.

Outcomes are ``refused`` (a message naming the file, a ContentError / SheetError / exit 2) or
``accepted`` (and then valid: the game starts and survives seeded self-play, or the score sheet
is consistent). Anything else — a traceback, a hang, lost built-in content — fails the test.
"""

from __future__ import annotations

import copy
import random
import signal
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import Any

from tests.fuzz.harness import COUNTS

INPUT_SECONDS = 10.0
"""Per-input limit of the harness: a hostile input is refused within a second; 10 s is a hang."""


class Hang(BaseException):
    """An input took longer than the harness allows (a BaseException: code under test cannot catch it)."""


@contextmanager
def time_limit(seconds: float = INPUT_SECONDS, what: str = "input") -> Iterator[None]:
    """Raise :class:`Hang` in the main thread when the block runs longer than ``seconds``."""

    def _alarm(signum, frame):
        raise Hang(f"{what} ran longer than {seconds} s")

    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


class Tally:
    """Counts of one family against one game: ``tried``, ``refused``, ``accepted`` (and the
    failures, which fail the test)."""

    def __init__(self, suite: str, family: str, game: str) -> None:
        self.suite, self.family, self.game = suite, family, game
        self.counts: Counter[str] = Counter()
        self.failures: list[str] = []

    def add(self, outcome: str) -> None:
        """Count one input as ``refused`` or ``accepted``."""
        self.counts["tried"] += 1
        self.counts[outcome] += 1

    def fail(self, label: str, problem: str) -> None:
        """Count one input as a failure (a traceback, a hang, a broken game, lost content)."""
        self.counts["tried"] += 1
        self.counts["failed"] += 1
        self.failures.append(f"{label}: {problem}")

    def row(self) -> dict[str, Any]:
        """The table row: suite, family, game and the counts."""
        return {"suite": self.suite, "family": self.family, "game": self.game, "tried": self.counts["tried"],
                "refused": self.counts["refused"], "accepted": self.counts["accepted"],
                "failed": self.counts["failed"]}

    def report(self) -> None:
        """Add the counts to the run's table (:data:`tests.fuzz.harness.COUNTS`); fail on any failure."""
        COUNTS.merge(self.game, self.suite, self.family, self.counts, self.failures)
        assert not self.failures, f"{len(self.failures)} of {self.counts['tried']} inputs failed:\n" + "\n".join(
            self.failures[:10])


def laughs(levels: int = 9, width: int = 9, key: str = "lol") -> str:
    """A "billion laughs" document: ``width ** levels`` values from a few hundred bytes."""
    lines = [f"a0: &a0 [{', '.join(['lol'] * width)}]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]" for i in range(1, levels)]
    return "\n".join([*lines, f"{key}: *a{levels - 1}"]) + "\n"


def mapping_laughs(key: str, levels: int = 7) -> str:
    """A "billion laughs" made of mappings, ending under ``key``."""
    lines = ["b0: &b0 {x: 1, y: 1}"]
    for i in range(1, levels):
        refs = ", ".join(f"k{j}: *b{i - 1}" for j in range(10))
        lines.append(f"b{i}: &b{i} {{{refs}}}")
    return "\n".join([*lines, f"{key}: *b{levels - 1}"]) + "\n"


def hostile_yaml(key: str, rng: random.Random) -> list[tuple[str, str | bytes]]:
    """``(label, text)`` hostile documents whose payload sits under ``key`` (a real top-level key)."""
    deep = rng.randint(41, 3000)
    return [
        ("laughs", laughs(rng.randint(7, 10), rng.randint(6, 12))),
        ("laughs-in-key", laughs(rng.randint(7, 9), 9, key)),
        ("laughs-mapping", mapping_laughs(key)),
        ("recursive-alias", f"{key}: &r [1, *r]\n"),
        ("recursive-mapping", f"{key}: &r {{self: *r}}\n"),
        ("unknown-alias", f"{key}: *nowhere\n"),
        ("python-tag", f"{key}: !!python/object/apply:os.system ['echo pwned']\n"),
        ("python-name", f"{key}: !!python/name:os.system\n"),
        ("python-module", f"{key}: !!python/module:os\n"),
        ("local-tag", f"{key}: !{rng.choice(['foo', 'include', 'env', 'cheat'])} {rng.randint(0, 9)}\n"),
        ("binary", f"{key}: !!binary aGVsbG8gd29ybGQ=\n"),
        ("timestamp", f"{key}: 2024-0{rng.randint(1, 9)}-1{rng.randint(0, 9)}\n"),
        ("set", f"{key}: !!set {{a, b}}\n"),
        ("omap", f"{key}: !!omap [{{a: 1}}, {{b: 2}}]\n"),
        ("merge-key", f"base: &b {{x: 1}}\n{key}:\n  <<: *b\n"),
        ("list-key", f"{key}:\n  ? [1, 2]\n  : 3\n"),
        ("duplicate-key", f"{key}: 1\n{key}: 2\n"),
        ("long-int", f"{key}: {'9' * rng.randint(19, 6000)}\n"),
        ("long-negative", f"{key}: -{'7' * rng.randint(19, 6000)}\n"),
        ("inf", f"{key}: {rng.choice(['.inf', '-.inf', '.nan', '1.0e+999'])}\n"),
        ("deep-flow", f"{key}: {'[' * deep}{']' * deep}\n"),
        ("deep-block", key + ":\n" + "".join("  " * (i + 1) + f"k{i}:\n" for i in range(rng.randint(41, 200)))
         + "  " * 202 + "x\n"),
        ("two-documents", f"{key}: 1\n---\n{key}: 2\n"),
        ("not-utf8", f"{key}: ".encode() + bytes([0xFF, 0xFE, 0x80]) + b"\n"),
        ("syntax", f"{key}: [1, 2\n"),
        ("big-file", f"{key}:\n" + "  - {id: X}\n" * rng.randint(95_000, 130_000)),
        ("many-nodes", f"{key}: [" + ",".join("1" for _ in range(rng.randint(25_500, 40_000))) + "]\n"),
        ("top-level-list", "- 1\n- 2\n"),
        ("top-level-scalar", "just text\n"),
    ]


SCALARS: tuple[Any, ...] = (-1, 0, 1, 2, 3, 7, 99, 1000, 10 ** 6, 10 ** 15, -10 ** 6, True, False, None, "",
                            "x", "zz" * 80, "a b", "#ff0000", 0.5, -0.5, 1e300, [], {}, [1], {"a": 1},
                            ["x", "y"], "fri", "good", "article")


class Mutator:
    """Seeded structural mutations of plain YAML data; ``choose(n)`` picks an index below ``n``."""

    def __init__(self, choose: Callable[[int], int]) -> None:
        self.choose = choose

    @classmethod
    def seeded(cls, seed: int) -> Mutator:
        """A mutator drawing its choices from ``random.Random(seed)`` (a generated corpus)."""
        rng = random.Random(seed)
        return cls(lambda n: rng.randrange(n))

    @classmethod
    def from_hypothesis(cls, data: Any) -> Mutator:
        """A mutator whose choices hypothesis draws (so failing inputs shrink)."""
        from hypothesis import strategies as st

        return cls(lambda n: data.draw(st.integers(0, n - 1)))

    def pick(self, items: list[Any]) -> Any:
        """One of ``items``."""
        return items[self.choose(len(items))]

    def paths(self, data: Any) -> list[tuple[Any, ...]]:
        """Every path inside ``data`` (breadth-first, the root excluded)."""
        out, todo = [], [((), data)]
        while todo:
            path, value = todo.pop(0)
            children = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
            for key, sub in children:
                out.append((*path, key))
                todo.append(((*path, key), sub))
        return out

    def scalar(self, old: Any, ids: list[str]) -> Any:
        """A replacement for the value ``old``: half the time a plausible edit of the same type
        (a neighbouring number, another id), else anything of :data:`SCALARS`."""
        same: list[Any] = []
        if isinstance(old, bool):
            same = [not old]
        elif isinstance(old, int):
            same = [old - 1, old + 1, old * 2, 0, 1, -old, old + 10 ** 7]
        elif isinstance(old, float):
            same = [old / 2, old * 2, 0.0, 1.0, -old]
        elif isinstance(old, str):
            same = [old + "x", *ids[:30]]
        if same and self.choose(2) == 0:
            return copy.deepcopy(self.pick(same))
        return copy.deepcopy(self.pick(list(SCALARS) + same))

    def mutate(self, data: Any, ids: list[str], steps: int) -> Any:
        """``data`` after ``steps`` random edits (replace, delete, duplicate, empty, add a field)."""
        data = copy.deepcopy(data)
        for _ in range(steps):
            paths = self.paths(data)
            if not paths:
                break
            depths = sorted({len(p) for p in paths})  # a depth first: shallow edits are as likely as deep ones
            depth = self.pick(depths)
            path = self.pick([p for p in paths if len(p) == depth])
            parent = data
            for part in path[:-1]:
                parent = parent[part]
            key = path[-1]
            value = parent[key]
            kind = self.choose(6)
            if kind == 0 or not isinstance(value, list | dict):
                parent[key] = self.scalar(value, ids)
            elif kind == 1 and isinstance(parent, dict):
                del parent[key]
            elif kind == 2 and isinstance(value, list) and value:
                value.append(copy.deepcopy(self.pick(value)))  # a duplicate (often a duplicate id)
            elif kind == 3:
                parent[key] = [] if isinstance(value, list) else {}
            elif kind == 4 and isinstance(value, dict):
                value[self.pick(["extra", "id", "copies", "n", "name"])] = self.scalar(None, ids)
            elif isinstance(value, list) and len(value) > 1:
                del value[self.choose(len(value)):]
            else:
                parent[key] = self.scalar(value, ids)
        return data


def collect_ids(data: Any) -> list[str]:
    """Every ``id`` value and every mapping key in ``data`` (candidates for cross-references)."""
    out: list[str] = []
    todo = [data]
    while todo:
        value = todo.pop()
        if isinstance(value, dict):
            out += [k for k in value if isinstance(k, str)]
            if isinstance(value.get("id"), str):
                out.append(value["id"])
            todo += list(value.values())
        elif isinstance(value, list):
            todo += value
    return sorted(set(out))
