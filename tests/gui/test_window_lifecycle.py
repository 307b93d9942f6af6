"""A long evening: game windows opened and closed again and again leave nothing of a closed game
alive (Fit To Print kept every scene and controller: the tiles' signals held the scene and the
scene the controller; the computer players' finished jobs held their views' states) and the
memory stays flat.

The default test opens and closes each game's window 30 times and checks with weak references
and the garbage collector that no controller, scene, window or game state survives. The slow
one (``make soak``) prints the memory each open/close cycle costs per game.
"""

from __future__ import annotations

import gc
import os
import weakref

import pytest
from PySide6.QtCore import QCoreApplication, QEvent

from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.state import GameState
from desktop_app.ui.main_window import MainWindow

GAMES = ["fit-to-print", "gutenberg", "viscounts", "unconscious-mind"]
CYCLES = 30
SOAK_CYCLES = 150
SOAK_LIMIT_MB = 0.1
"""The most one open/close cycle may cost once the first games have warmed the caches."""


def flush(collect: bool = True) -> None:
    """Let Qt delete what was deleted later (and Python collect what is left)."""
    for _ in range(3):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        QCoreApplication.processEvents()
    if collect:
        gc.collect()


@pytest.fixture(autouse=True)
def frozen_heap():
    """What earlier tests left is set aside from the collector (each close collects; this keeps
    that quick in a long test session, as in the app, whose heap is small)."""
    gc.collect()
    gc.freeze()
    yield
    gc.unfreeze()


def live_states() -> int:
    return sum(1 for o in gc.get_objects() if isinstance(o, GameState))


class Evening:
    """The library, and one game started and closed again as a player does."""

    def __init__(self, qtbot, game_id: str) -> None:
        self.library = MainWindow()
        qtbot.addWidget(self.library)
        self.library.show()
        self.game_id = game_id
        self.qtbot = qtbot
        self.options = GameOptions([Seat("Ann", "red", "human"), Seat("Bo", "blue", "random")])
        self.left: list[tuple[weakref.ref, ...]] = []

    def cycle(self, seed: int) -> None:
        window = self.library.start_game(self.game_id, self.options, seed)
        self.qtbot.wait(5)  # the start-up step, the first computer move starts
        self.left.append((weakref.ref(window), weakref.ref(window.controller), weakref.ref(window.scene)))
        window.close_game_action.trigger()
        del window
        flush(collect=False)  # (Python's own collector runs as it would in the app)

    def alive(self) -> list[str]:
        return [kind for refs in self.left for kind, ref in zip(("window", "controller", "scene"), refs, strict=True)
                if ref() is not None]


@pytest.mark.parametrize("game_id", GAMES)
def test_nothing_of_a_closed_game_stays_alive(qtbot, game_id):
    evening = Evening(qtbot, game_id)
    before = live_states()
    for seed in range(CYCLES):
        evening.cycle(seed)
    flush()
    assert evening.alive() == []
    assert live_states() <= before


def rss_mb() -> float:
    with open("/proc/self/statm", encoding="ascii") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE") / 2**20


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_memory_per_open_and_close_cycle(qtbot, game_id):
    """``make soak``: the resident memory one open/close cycle costs (after 10 warm-up cycles)."""
    evening = Evening(qtbot, game_id)
    for seed in range(10):
        evening.cycle(seed)
    flush()
    start = rss_mb()
    for seed in range(SOAK_CYCLES):
        evening.cycle(seed)
    flush()
    per_cycle = (rss_mb() - start) / SOAK_CYCLES
    print(f"\nsoak {game_id}: {per_cycle:.3f} MB per open/close cycle over {SOAK_CYCLES} cycles "
          f"({start:.0f} MB after warm-up)")
    assert evening.alive() == []
    assert per_cycle < SOAK_LIMIT_MB
