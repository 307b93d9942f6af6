"""Computer viscounts replay: the search is counted in nodes, not timed (issue 11), so the same seed
gives the same bot game, in the same process or on a machine twice as slow."""

from __future__ import annotations

import itertools
import time

from desktop_app.ai.selfplay import play_game
from desktop_app.engine.game import GameOptions
from desktop_app.rules.viscounts import GAME, bot
from tests.viscounts.fixtures import CONTENT

LEVELS = ["normal", "easy"]
BOTH = {"gates_of_gold": True, "keeper_of_keys": True}


def _opening(actions: int = 140) -> list:
    opts = GameOptions.default(2, LEVELS, **BOTH)
    result = play_game(GAME, CONTENT, opts, 7, LEVELS, max_actions=actions)
    assert result.error is None
    return result.record.actions


def test_the_same_seed_gives_the_same_bot_game_even_on_a_slower_clock(monkeypatch):
    """Two plays of one seed (normal against easy, both modules) make the same decisions; so does a
    third in which the clock moves a millisecond each time it is read (a search stopped by a deadline
    of its 0.8 s budget would answer its long decisions earlier): the bot reads no clock at all."""
    first = _opening()
    assert _opening() == first
    ticks = itertools.count()
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * 0.001)
    assert _opening() == first
    assert not hasattr(bot, "time")
