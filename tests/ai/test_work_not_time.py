"""Seeded computer players replay on any machine: every search is bounded by work (iterations,
samples, nodes), never by the wall clock, so a seed gives the same game busy or idle.

The same seeded opening is played twice by the computer levels of each game with a bot (the four
games and the tiny test game, whose generic greedy and ISMCTS bots are the fallback of every
game): once normally, once on a machine slowed past any deadline — every reading of the clocks
jumps ``JUMP_S`` seconds. The moves must be the same.
"""

from __future__ import annotations

import itertools
import time

import pytest

from desktop_app.ai.selfplay import play_game
from desktop_app.engine.game import GameOptions, get_game
from tests.support.tiny_game import TINY

JUMP_S = 1000.0
"""How far each clock reading jumps on the slowed machine (past every wall-clock cap there was)."""

CASES = {
    # game: (levels, actions of the opening, thinking budget in seconds)
    "tiny": (["easy", "normal"], 30, 0.05),
    "fit-to-print": (["normal", "hard"], 60, None),
    "gutenberg": (["normal", "hard"], 40, 0.1),
    "viscounts": (["hard", "normal"], 30, None),
    "unconscious-mind": (["hard", "normal"], 40, 0.5),
}


def _opening(game_id: str) -> list:
    game = TINY if game_id == "tiny" else get_game(game_id)
    levels, actions, budget = CASES[game_id]
    result = play_game(game, game.load_content(), GameOptions.default(len(levels), levels), 11, levels,
                       max_actions=actions, budget_s=budget)
    assert result.error is None
    return [a.text() for a in result.record.actions]


def _slow_machine(monkeypatch) -> None:
    """Every clock a bot could read moves ``JUMP_S`` seconds between two readings."""
    for name in ("perf_counter", "monotonic", "time", "process_time"):
        ticks = itertools.count()
        monkeypatch.setattr(time, name, lambda ticks=ticks: next(ticks) * JUMP_S)


@pytest.mark.parametrize("game_id", sorted(CASES))
def test_a_seed_gives_the_same_game_on_a_slowed_machine(game_id, monkeypatch):
    idle = _opening(game_id)
    _slow_machine(monkeypatch)
    busy = _opening(game_id)
    assert busy == idle
