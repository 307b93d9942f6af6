"""The game log of an opened save: the earlier moves' event texts, kept while the record replays.

A save holds the actions, not the log. Opening a save replays every action from the start
(:func:`desktop_app.controllers.loading.load_save`), which gives the same events (the rules are
deterministic) and so the same log lines the players saw. It is fast: a whole 3-player Fit To
Print game recorded with 100 ms clock ticks (about 2,400 actions) replays in well under 50 ms.
Only the last :data:`HISTORY_LINES` texts are kept.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from desktop_app.engine.event import Event
from desktop_app.engine.text import Text

HISTORY_LINES = 500
"""At most this many earlier log lines are shown when a game is opened."""


@dataclass
class History:
    """The earlier events' texts (the last ``HISTORY_LINES``) and how many were left out."""

    texts: list[Text] = field(default_factory=list)
    skipped: int = 0


class HistoryCollector:
    """Keeps the last ``limit`` event texts handed to :meth:`add` (events without text are skipped)."""

    def __init__(self, limit: int = HISTORY_LINES) -> None:
        self._texts: deque[Text] = deque(maxlen=limit)
        self._total = 0

    def add(self, events: list[Event]) -> None:
        """Keep the texts of one action's events."""
        for event in events:
            if event.text.key:
                self._texts.append(event.text)
                self._total += 1

    def history(self) -> History:
        """What was kept, and how many earlier texts were left out."""
        return History(list(self._texts), self._total - len(self._texts))
