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


SUITES = ("saves", "window", "replay", "actions", "packs", "sheets")
"""The table's columns: saves through the app's open path, saves through the game window's Game >
Open, ``replay --check``, illegal actions, content packs, score sheets."""


@dataclass
class Counts:
    """Tried / refused / accepted / failed per game, suite and family, for every suite of the fuzz
    run (the pack and sheet suites add theirs through ``Tally.report``); failures must stay empty."""

    rows: dict[tuple[str, str, str], list[int]] = field(default_factory=lambda: defaultdict(lambda: [0, 0, 0, 0]))
    failures: list[str] = field(default_factory=list)

    def add(self, game: str, suite: str, family: str, outcome: str) -> None:
        """Count one input of ``family`` in ``suite`` against ``game`` as ``"refused"`` or ``"accepted"``."""
        row = self.rows[(game, suite, family)]
        row[0] += 1
        row[1 if outcome == "refused" else 2] += 1

    def fail(self, game: str, suite: str, family: str, what: str) -> None:
        """Record a failure (counted as tried)."""
        row = self.rows[(game, suite, family)]
        row[0] += 1
        row[3] += 1
        self.failures.append(f"{suite} / {game} / {family}: {what}")

    def merge(self, game: str, suite: str, family: str, counts: dict[str, int], failures: list[str]) -> None:
        """Add a finished tally (``tried``, ``refused``, ``accepted``, ``failed``) and its failures."""
        row = self.rows[(game, suite, family)]
        for i, name in enumerate(("tried", "refused", "accepted", "failed")):
            row[i] += counts.get(name, 0)
        self.failures += [f"{suite} / {game} / {family}: {f}" for f in failures]

    def totals(self) -> dict[tuple[str, str], list[int]]:
        """``{(game, suite): [tried, refused, accepted, failed]}`` over the families."""
        out: dict[tuple[str, str], list[int]] = defaultdict(lambda: [0, 0, 0, 0])
        for (game, suite, _), row in self.rows.items():
            out[(game, suite)] = [a + b for a, b in zip(out[(game, suite)], row, strict=True)]
        return out

    def table(self) -> str:
        """One line per game, one column per suite: ``tried refused accepted`` (and the failures)."""
        totals = self.totals()
        suites = [s for s in SUITES if any(key[1] == s for key in totals)]
        suites += sorted({key[1] for key in totals} - set(suites))
        games = sorted({key[0] for key in totals})
        width = 20
        lines = [f"{'game':<17}" + "".join(f"{s:>{width}}" for s in suites) + f"{'failed':>8}",
                 f"{'':<17}" + "".join(f"{'tried/refused/acc.':>{width}}" for _ in suites)]
        column_totals = {s: [0, 0, 0, 0] for s in suites}
        for game in games:
            cells, failed = [], 0
            for s in suites:
                row = totals.get((game, s))
                if row is None:
                    cells.append(f"{'-':>{width}}")
                    continue
                cells.append(f"{row[0]:>8}/{row[1]}/{row[2]}".rjust(width))
                failed += row[3]
                column_totals[s] = [a + b for a, b in zip(column_totals[s], row, strict=True)]
            lines.append(f"{game:<17}" + "".join(cells) + f"{failed:>8}")
        lines.append(f"{'total':<17}" + "".join(f"{t[0]:>8}/{t[1]}/{t[2]}".rjust(width) for t in column_totals.values())
                     + f"{sum(t[3] for t in column_totals.values()):>8}")
        return "\n".join(lines)

    def to_json(self) -> dict:
        """Every row (game, suite, family and the counts), the per-game totals and the failures."""
        names = ("tried", "refused", "accepted", "failed")
        return {"rows": [{"game": g, "suite": s, "family": f, **dict(zip(names, row, strict=True))}
                         for (g, s, f), row in sorted(self.rows.items())],
                "totals": [{"game": g, "suite": s, **dict(zip(names, row, strict=True))}
                           for (g, s), row in sorted(self.totals().items())],
                "failures": list(self.failures)}


COUNTS = Counts()
"""The counts of the whole run (printed in the terminal summary; see conftest.py)."""


def write_report(path: Path) -> None:
    """Write :data:`COUNTS` (every suite, game and family) as JSON to ``path``."""
    path.write_text(json.dumps(COUNTS.to_json(), indent=1), encoding="utf-8")
