"""Play a game through the real :class:`GameController` on a virtual wall clock (headless).

The app runs computer seats in a worker thread while the clock keeps running, so how fast a bot
thinks changes what happens on the table; ``simulate`` (``desktop_app.ai.selfplay``) hides that
because its bots think for free. :func:`play_virtual_game` drives the controller the way the app
does — clock ticks every ``CLOCK_INTERVAL_MS``, one worker thread answering one question at a
time, the pause before computer moves, optionally a person at a seat — but on a simulated wall
clock, so a whole game runs as fast as the bots can think and every run is reproducible:

- :class:`VirtualWorker` stands in for the thread pool (:class:`BotRunner`): it computes each
  answer at once and delivers it after the thinking time the :class:`ThinkModel` gives it — a
  fixed number of milliseconds (deterministic), or the measured CPU time times a ``load``
  factor (2 = a busy 2-core machine where the app gets half a core).
- :class:`SimulatedHuman` plays a seat through :meth:`GameController.submit` at a person's pace,
  choosing with a bot level on its own view.
"""

from __future__ import annotations

import heapq
import random
import statistics
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from desktop_app.controllers.game_controller import CLOCK_INTERVAL_MS, GameController
from desktop_app.engine.game import Game, GameOptions, Seat

HUMAN_PACE_MS = {"take": 1500, "keep": 700, "return": 700, "call_layout": 900, "pick": 900, "place": 1300,
                 "to_desk": 700, "flip": 600, "move_focus": 1200, "print": 1200, "draft": 2500}
"""How long the simulated person takes per command (game-independent kinds default to 1500 ms)."""
HUMAN_IDLE_MS = 250
"""How often the simulated person looks again when they have nothing to decide."""
MAX_VIRTUAL_MS = 4 * 3600 * 1000
"""A virtual game running longer than this is reported as not ending."""


@dataclass(frozen=True)
class ThinkModel:
    """How long (virtual ms) a computer seat thinks: ``fixed_ms`` if set, else CPU time × ``load``."""

    fixed_ms: float | None = None
    load: float = 1.0

    def think_ms(self, cpu_ms: float) -> float:
        """The thinking time of one answer that took ``cpu_ms`` of CPU here."""
        return self.fixed_ms if self.fixed_ms is not None else cpu_ms * self.load

    def describe(self) -> str:
        """``"fixed 300 ms"`` or ``"measured x2"``."""
        return f"fixed {self.fixed_ms:g} ms" if self.fixed_ms is not None else f"measured x{self.load:g}"


class VirtualWorker(QObject):
    """A one-thread bot pool on the virtual clock (the :class:`BotRunner` interface)."""

    done = Signal(object, int, object, str)

    def __init__(self, table: VirtualTable, model: ThinkModel) -> None:
        super().__init__()
        self.table, self.model = table, model
        self.queue: list[tuple] = []
        self.busy_until: float | None = None
        self.answer: tuple | None = None
        self.cpu_ms: dict[int, list[float]] = {}

    def start(self, tag: Any, choose: Any, game: Game, view: Any, player: int, level: str,
              budget_s: float | None, rng: random.Random) -> None:
        """Queue a question (answered by :meth:`pump` when the worker is free)."""
        self.queue.append((tag, choose, game, view, player, level, budget_s, rng))
        self.table.soon(self.pump)

    def wait(self, msecs: int = 0) -> bool:
        """Cancel everything (nothing will be reported)."""
        self.queue.clear()
        self.answer, self.busy_until = None, None
        return True

    def pump(self) -> None:
        """Start the next question if the worker is free: think now, answer after the model's time."""
        if self.busy_until is not None or not self.queue:
            return
        tag, choose, game, view, player, level, budget_s, rng = self.queue.pop(0)
        started = time.process_time()
        try:
            action, error = choose(game, view, player, level, budget_s, rng), ""
        except Exception as exc:  # a crashing bot is reported like the real runner does
            action, error = None, f"{type(exc).__name__}: {exc}"
        cpu = (time.process_time() - started) * 1000
        self.cpu_ms.setdefault(player, []).append(cpu)
        self.busy_until = self.table.now + self.model.think_ms(cpu)
        self.answer = (tag, player, action, error)
        self.table.at(self.busy_until, self.deliver)

    def deliver(self) -> None:
        """Report the answer that is due (it lands on the controller like a queued signal)."""
        if self.answer is None:
            return
        tag, player, action, error = self.answer
        self.answer, self.busy_until = None, None
        self.done.emit(tag, player, action, error)
        self.pump()


class SimulatedHuman:
    """A person at ``seat``: picks with bot ``level`` on their own view, at :data:`HUMAN_PACE_MS`."""

    def __init__(self, table: VirtualTable, seat: int, level: str, seed: int) -> None:
        self.table, self.seat, self.level = table, seat, level
        self.rng = random.Random(seed)

    def act(self) -> None:
        """Decide and submit if there is something to decide; come back after the pace."""
        from desktop_app.ai.bots import choose_action

        ctl = self.table.controller
        wait = HUMAN_IDLE_MS
        if not ctl.state.is_over() and ctl.state.decision_for(self.seat) is not None:
            view = ctl.state.view(self.seat, random.Random(self.rng.getrandbits(32)))
            action = choose_action(ctl.game, view, self.seat, self.level, None, self.rng)
            ctl.submit(action)
            wait = HUMAN_PACE_MS.get(action.kind, 1500) * (0.8 + 0.4 * self.rng.random())
        if not ctl.state.is_over():
            self.table.at(self.table.now + wait, self.act)


class VirtualTable:
    """The virtual wall clock and its event queue around one controller.

    ``response_ms[seat]``: for each move of a computer seat, the virtual time from the moment the
    seat had a decision to the moment its move was made (thinking plus waiting for its turn).
    """

    def __init__(self, controller: GameController, model: ThinkModel) -> None:
        self.controller = controller
        self.now = 0.0
        self._events: list[tuple[float, int, Callable[[], None]]] = []
        self._serial = 0
        self._last_tick = 0.0
        self._computers = [p for p in range(len(controller.options.seats)) if not controller.is_human(p)]
        self._ready: dict[int, float] = {}
        self._seen = 0
        self.response_ms: dict[int, list[float]] = {}
        self.worker = VirtualWorker(self, model)
        controller.use_bot_runner(self.worker, call_later=self.later)
        controller.privacy_required.connect(controller.set_privacy_acknowledged)

    def at(self, when: float, func: Callable[[], None]) -> None:
        """Run ``func`` at virtual time ``when``."""
        self._serial += 1
        heapq.heappush(self._events, (max(when, self.now), self._serial, func))

    def soon(self, func: Callable[[], None]) -> None:
        """Run ``func`` as soon as the current step is over (like a queued Qt call)."""
        self.at(self.now, func)

    def later(self, delay_ms: int, func: Callable[[], None]) -> None:
        """The controller's pause before a computer move, on the virtual clock."""
        self.at(self.now + delay_ms, func)

    def _tick(self) -> None:
        ctl = self.controller
        ctl.tick(int(self.now - self._last_tick))
        self._last_tick = self.now
        if not ctl.state.is_over():
            self.at(self.now + CLOCK_INTERVAL_MS, self._tick)

    def run(self, limit_ms: float = MAX_VIRTUAL_MS) -> None:
        """Run until the game is over (raises RuntimeError past ``limit_ms`` of virtual time)."""
        ctl = self.controller
        ctl._kick_off()
        self.at(CLOCK_INTERVAL_MS, self._tick)
        while self._events and not ctl.state.is_over():
            when, _, func = heapq.heappop(self._events)
            if when > limit_ms:
                raise RuntimeError(f"the game did not end within {limit_ms / 60000:.0f} virtual minutes")
            self.now = when
            func()
            self._watch()

    def _watch(self) -> None:
        """Note when computer seats got a decision and when they moved (``response_ms``)."""
        ctl = self.controller
        actions = ctl.record.actions
        if len(actions) < self._seen:  # an undo: forget what was waiting
            self._ready.clear()
        for action in actions[self._seen:]:
            since = self._ready.pop(action.player, None)
            if since is not None:
                self.response_ms.setdefault(action.player, []).append(self.now - since)
        self._seen = len(actions)
        for p in self._computers:
            if p not in self._ready and ctl.state.decision_for(p) is not None:
                self._ready[p] = self.now


@dataclass
class VirtualResult:
    """One game played through the controller: its state and record, the virtual minutes it took,
    and per seat the bots' CPU time per answer and their response times (virtual ms from having
    a decision to moving, see :class:`VirtualTable`)."""

    state: Any
    record: Any
    minutes: float
    cpu_ms: dict[int, list[float]] = field(default_factory=dict)
    response_ms: dict[int, list[float]] = field(default_factory=dict)

    def latency(self) -> dict[str, list[float | None]]:
        """Median and maximum response time per seat (None for seats that never moved)."""
        n = len(self.record.options.seats)
        times = [self.response_ms.get(p, []) for p in range(n)]
        return {"median_response_ms": [round(statistics.median(t), 1) if t else None for t in times],
                "max_response_ms": [round(max(t), 1) if t else None for t in times]}


def play_virtual_game(game: Game, content: Any, levels: list[str], seed: int, humans: int = 0,
                      human_level: str = "normal", model: ThinkModel | None = None,
                      variants: dict[str, Any] | None = None) -> VirtualResult:
    """Play one game through a :class:`GameController`: the first ``humans`` seats are simulated
    people (choosing like ``human_level``), the others computer seats of ``levels[seat]``."""
    if QCoreApplication.instance() is None:
        QCoreApplication([])
    seats = [Seat(f"Player {i + 1}", "", "human" if i < humans else level) for i, level in enumerate(levels)]
    options = GameOptions(seats, dict(variants or {}))
    controller = GameController.new(game, content, options, seed, autosave=False)
    controller.set_animation_speed(1.0)
    table = VirtualTable(controller, model or ThinkModel())
    for seat in range(humans):
        table.at(HUMAN_IDLE_MS, SimulatedHuman(table, seat, human_level, seed * 31 + seat).act)
    try:
        table.run()
    finally:
        controller.shutdown(wait_ms=0)
    return VirtualResult(controller.state, controller.record, table.now / 60000, table.worker.cpu_ms,
                         table.response_ms)
