"""The fuzz harness: per-input time limits, the outcome rules and the tried / refused / accepted table.

Every input must end in one of two ways, within :data:`TIME_LIMIT_S`:

- **refused** with a message in the player's words (a :class:`RecordError` for the app's open
  path, exit status 2 and one line for ``replay``, an :class:`IllegalAction` with a rule ID for
  an action), or
- **accepted and valid** (the opened game is the replay of its record, can go on and be saved
  and opened again; ``replay`` exits 0; an accepted action is one of the legal ones and applies).

Anything else — an exception, a hang, a changed running game, a changed autosave, a message
that shows Python internals — is a failure naming the family and the input.
"""

from __future__ import annotations

import contextlib
import json
import re
import signal
from collections import defaultdict
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

TIME_LIMIT_S = 5.0
"""Each input must be answered within this many seconds (the harness interrupts it otherwise)."""

PYTHON_WORDS = re.compile(r"Traceback|\b[A-Z][A-Za-z]*(Error|Exception)\b|NoneType|argument after|"
                          r"object has no attribute|not subscriptable|unhashable|\bint\(\)|list index")
"""What a message in the player's words never contains (a refusal may quote the file's own text)."""


class Hang(Exception):
    """An input was not answered within the time limit."""


@contextlib.contextmanager
def time_limit(seconds: float = TIME_LIMIT_S) -> Iterator[None]:
    """Raise :class:`Hang` inside the block when it runs longer than ``seconds`` (main thread, SIGALRM)."""

    def expired(signum, frame):
        raise Hang(f"no answer within {seconds} s")

    previous = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)


def player_words(message: str) -> bool:
    """True when ``message`` says something and shows no Python internals."""
    return bool(message.strip()) and PYTHON_WORDS.search(message) is None


@dataclass
class Counts:
    """Tried / refused / accepted per family (and the failures, which must stay empty)."""

    rows: dict[tuple[str, str], list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0, 0]))
    failures: list[str] = field(default_factory=list)

    def add(self, suite: str, family: str, outcome: str) -> None:
        """Count one input of ``family`` in ``suite`` as ``"refused"`` or ``"accepted"``."""
        row = self.rows[(suite, family)]
        row[0] += 1
        row[1 if outcome == "refused" else 2] += 1

    def fail(self, suite: str, family: str, what: str) -> None:
        """Record a failure (counted as tried)."""
        self.rows[(suite, family)][0] += 1
        self.failures.append(f"{suite} / {family}: {what}")

    def table(self) -> str:
        """The table, one line per suite and family, with totals."""
        lines = [f"{'suite':<14} {'family':<22} {'tried':>8} {'refused':>8} {'accepted':>8}"]
        totals = [0, 0, 0]
        for (suite, family), (tried, refused, accepted) in sorted(self.rows.items()):
            lines.append(f"{suite:<14} {family:<22} {tried:>8} {refused:>8} {accepted:>8}")
            totals = [totals[0] + tried, totals[1] + refused, totals[2] + accepted]
        lines.append(f"{'total':<37} {totals[0]:>8} {totals[1]:>8} {totals[2]:>8}")
        return "\n".join(lines)

    def to_json(self) -> dict:
        """``{"suite/family": {"tried", "refused", "accepted"}}`` plus the failures."""
        return {"rows": {f"{s}/{f}": {"tried": t, "refused": r, "accepted": a}
                         for (s, f), (t, r, a) in sorted(self.rows.items())},
                "failures": list(self.failures)}


COUNTS = Counts()
"""The counts of the whole run (printed in the terminal summary; see conftest.py)."""


def write_report(path: Path) -> None:
    """Write :data:`COUNTS` as JSON to ``path``."""
    path.write_text(json.dumps(COUNTS.to_json(), indent=1), encoding="utf-8")
