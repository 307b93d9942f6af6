"""Computer seats think in a ``QThreadPool``, never on the UI thread.

A :class:`BotRunner` starts one :class:`BotJob` at a time: the job calls
``desktop_app.ai.bots.choose_action`` on a *view* (bots never see the true state) and
reports back through a queued signal, which lands on the thread that owns the runner
(the UI thread). The controller tags each job with its :class:`BotRequest`, which says which
record the view was made from, so an answer can be checked against the state it lands on.
"""

from __future__ import annotations

import importlib
import random
import traceback
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QObject, QRunnable, QThreadPool, Signal

from desktop_app.engine.game import Game
from desktop_app.engine.state import GameState

BOTS_MODULE = "desktop_app.ai.bots"
_CANCELLED = object()


@dataclass(eq=False)
class BotRequest:
    """One question to a computer seat (compared by identity).

    ``serial`` orders the questions; ``previous_served`` is the serial of the seat's question
    before this one (for fair turns). Once ``started``, ``record_len`` and ``anchor`` (the last
    recorded action then) name the record the bot's view was made from.
    """

    serial: int
    player: int
    previous_served: int
    started: bool = False
    record_len: int = 0
    anchor: Any = None


def load_choose_action() -> Any:
    """``desktop_app.ai.bots.choose_action``; raises ImportError if the bots are missing."""
    return importlib.import_module(BOTS_MODULE).choose_action


class _JobSignals(QObject):
    """Lives on the UI thread; emitting it from a worker queues the call there."""

    finished = Signal(int, int, object, str)  # job id, player, action or None, error text


class BotJob(QRunnable):
    """One bot decision: ``choose_action(game, view, player, level, budget, rng)``.

    The thread pool keeps a reference to a started job for good (PySide, ``autoDelete`` off), so
    the job lets go of the game, the view and the bot once it has answered or been cancelled: a
    closed game's state and content must not live on in it.
    """

    def __init__(self, job_id: int, choose: Any, game: Game, view: GameState, player: int,
                 level: str, budget_s: float | None, rng: random.Random, signals: _JobSignals) -> None:
        super().__init__()
        self.job_id, self.choose, self.game, self.view = job_id, choose, game, view
        self.player, self.level, self.budget_s, self.rng = player, level, budget_s, rng
        self.signals = signals

    def run(self) -> None:
        """Think (worker thread) and report the action or the error."""
        try:
            action = self.choose(self.game, self.view, self.player, self.level, self.budget_s, self.rng)
        except Exception:  # a bot crash must not kill the worker thread
            self.release()
            self.signals.finished.emit(self.job_id, self.player, None, traceback.format_exc(limit=4))
            return
        self.release()
        self.signals.finished.emit(self.job_id, self.player, action, "")

    def release(self) -> None:
        """Drop the game, the view, the bot and its random generator (the job is done or will not run)."""
        self.choose = self.game = self.view = self.rng = None


class BotRunner(QObject):
    """Runs bot jobs on a private one-thread pool and reports ``done(tag, player, action, error)``."""

    done = Signal(object, int, object, str)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.pool = QThreadPool(self)
        self.pool.setMaxThreadCount(1)
        self._signals = _JobSignals(self)
        self._signals.finished.connect(self._finished)
        self._jobs: dict[int, tuple[Any, BotJob]] = {}
        self._next_id = 0

    def start(self, tag: Any, choose: Any, game: Game, view: GameState, player: int, level: str,
              budget_s: float | None, rng: random.Random) -> None:
        """Queue a decision for ``player`` on ``view``; ``tag`` comes back with the answer."""
        self._next_id += 1
        job = BotJob(self._next_id, choose, game, view, player, level, budget_s, rng, self._signals)
        job.setAutoDelete(False)
        self._jobs[self._next_id] = (tag, job)
        self.pool.start(job)

    def _finished(self, job_id: int, player: int, action: Any, error: str) -> None:
        tag, job = self._jobs.pop(job_id, (_CANCELLED, None))
        if job is not None and tag is not _CANCELLED:
            self.done.emit(tag, player, action, error)

    def wait(self, msecs: int = 5000) -> bool:
        """Cancel every job (no answer will be reported), wait for a running one; True if none is left.

        A job still running after ``msecs`` stays referenced until it ends (Qt still runs it).
        """
        self.pool.clear()
        self._jobs = {job_id: (_CANCELLED, job) for job_id, (_tag, job) in self._jobs.items()}
        done = self.pool.waitForDone(msecs)
        if done:
            for _tag, job in self._jobs.values():
                job.release()  # (those cleared from the queue never ran)
        return done
