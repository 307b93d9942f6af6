"""The game log of an opened save: the earlier moves' event texts, found by replaying the record.

A save holds the actions, not the log. Replaying them on a scratch state from the start gives
the same events (the rules are deterministic) and so the same log lines the players saw. It is
fast: a whole 3-player Fit To Print game recorded with 100 ms clock ticks (about 2,400 actions)
replays in well under 50 ms. Only the last :data:`HISTORY_LINES` texts are kept.
"""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.game import Game
from desktop_app.engine.record import GameRecord
from desktop_app.engine.text import Text

HISTORY_LINES = 500
"""At most this many earlier log lines are shown when a game is opened."""


@dataclass
class History:
    """The earlier events' texts (the last ``HISTORY_LINES``), how many were left out, any error."""

    texts: list[Text] = field(default_factory=list)
    skipped: int = 0
    error: str | None = None


def replay_history(game: Game, content: Any, record: GameRecord, limit: int = HISTORY_LINES) -> History:
    """Replay ``record`` on a new state and keep the last ``limit`` events' texts (never raises).

    A replay that fails (a rules bug: the save itself was already read) keeps the texts found up
    to the failure and names the error.
    """
    texts: deque[Text] = deque(maxlen=limit)
    total = 0
    error = None
    try:
        state = record.new_state(game, content)
        for action in record.actions:
            for event in state.apply(action):
                if event.text.key:
                    texts.append(event.text)
                    total += 1
    except Exception as exc:  # the log is a convenience: opening the game must not fail for it
        error = f"{type(exc).__name__}: {exc}"
    return History(list(texts), total - len(texts), error)
