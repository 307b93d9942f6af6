"""Each player's score after each round of a recorded game, and who started it, from its replay."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine.game import Game
from desktop_app.engine.record import GameRecord


@dataclass
class Progress:
    """``totals[k]`` is every score line's total after round ``k + 1`` (the last entry: the final score)."""

    totals: list[list[int]] = field(default_factory=list)
    start_seat: int | None = None


def replay_progress(game: Game, content: Any, record: GameRecord) -> Progress:
    """Replay ``record`` and note the live totals whenever a round ends, and the final totals.

    The live score sheet is what the score dock showed at that moment. The start seat is the
    seat that starts the first round (after any setup, such as a draft).
    """
    state = record.new_state(game, content)
    out = Progress()
    last = state.rounds_played()
    fresh = False  # whether the last entry was taken after the last action
    for action in record.actions:
        state.apply(action)
        current = state.rounds_played()
        if out.start_seat is None and current is not None and current >= 1:
            out.start_seat = state.start_seat()
        fresh = current != last and last is not None and last >= 1
        if fresh:
            out.totals.append(_totals(state))
        last = current
    if not fresh:
        out.totals.append(_totals(state))
    return out


def _totals(state: Any) -> list[int]:
    return [int(line.total) for line in state.score_sheet().players]
