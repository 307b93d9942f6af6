"""The controller's real-time clock, pauses and holds (a mixin of :class:`GameController`).

- **The clock** feeds measured time to the table's ``advance`` decision (FTP-RT-01).
  :meth:`ClockMixin.stop_clock` (the pause sheet, the end-of-day sheet) also stops the computer
  seats of a game whose clock is running: they act on the game clock (FTP-RT-06, "it stops the
  clock and the AIs").
- **Pauses** (:meth:`ClockMixin.pause`): while a modal dialog is open or the window is
  minimised, nothing moves — no clock, no computer move, no automatic table step. Only with
  exactly one person at the table: with several, one person cannot stop the others' game.
- **Table holds** (:meth:`ClockMixin.hold_table`): the table's automatic steps wait (e.g. the
  next day starts only when the person closes the day summary); players still decide.
- **Fast forward** (:meth:`ClockMixin.set_fast_forward`): once no person has anything left to do
  while the clock runs (everyone has printed), the clock jumps from one computer move to the
  next instead of running in wall time, and stands still while a computer seat thinks. What
  happens is recorded as ``advance`` steps like any other time, so the record replays exactly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.controllers.failures import RulesFailure
from desktop_app.engine.action import TABLE as TABLE_PLAYER
from desktop_app.engine.action import Action, IllegalAction

if TYPE_CHECKING:
    from PySide6.QtCore import QElapsedTimer, QTimer

MAX_TICK_MS = 1000
"""A measured clock delta is capped (a suspended laptop must not skip minutes of play)."""
FAST_STEPS = 200
"""At most this many clock jumps per fast-forward step (then the event loop runs again)."""
FAST_INTERVAL_MS = 10
"""How often the clock timer looks for the next jump while fast forward is on."""


class ClockMixin:
    """Clock, pauses, table holds and fast forward of a :class:`GameController`."""

    _clock: QTimer
    _elapsed: QElapsedTimer

    def _init_clock(self) -> None:
        self._clock_carry = 0
        self._clock_wanted = False
        self._clock_stopped = False
        self._pauses: set[str] = set()
        self._table_holds: set[str] = set()
        self._fast = False

    # ---- the clock -----------------------------------------------------------------------
    def tick(self, ms: int) -> IllegalAction | None:
        """Advance the real-time clock by ``ms`` measured milliseconds (the table's ``advance``).

        A step never goes beyond the ``advance`` the table offers (the game stops its clock
        there, e.g. when a computer editor wakes up); the rest is carried into the next tick.
        Measured time is capped at :data:`MAX_TICK_MS` per tick. Ignored (``None``) when the
        table has no ``advance`` decision, a hand-over is pending or the table is paused.
        """
        if self.hot_seat.pending is not None or self._shut or self._pauses or not self._clock_decision():
            return None
        budget = min(self._clock_carry + max(0, int(ms)), MAX_TICK_MS)
        offered = self._offered_advance()
        step = budget if offered is None else min(budget, offered)
        if step <= 0:
            return None
        action = Action.make(TABLE_PLAYER, "advance", ms=step)
        illegal = self.state.check(action)
        if illegal is not None:
            return illegal
        try:
            events = self._run([action], "table")
        except RulesFailure as exc:
            self._halt_clock()
            return IllegalAction("APP-ERROR", "The rules failed on this action: {error}", error=str(exc))
        self._clock_carry = budget - step
        self._after_change(events, urgent_save=False)
        return None

    def _offered_advance(self) -> int | None:
        return next((a.get("ms") for a in self.state.legal_actions(TABLE_PLAYER)
                     if a.kind == "advance" and isinstance(a.get("ms"), int)), None)

    def start_clock(self) -> None:
        """Feed measured time to the table (real-time games); computer seats act again."""
        self._clock_wanted, self._clock_stopped = True, False
        if not self._pauses:
            self._elapsed.start()
            self._clock.start()
        self._schedule_bots()

    def stop_clock(self) -> None:
        """Stop the real-time clock and, while the game's clock is part of play, its computer seats."""
        self._clock_stopped = True
        self._halt_clock()
        if self._clock_decision():
            self._cancel_bot_request()

    def _halt_clock(self) -> None:
        """Stop feeding time (the game ended, the rules failed, shut down) and write a pending autosave."""
        self._clock_wanted = False
        self._clock.stop()
        if self._save_timer.isActive():
            self._autosave()

    def clock_running(self) -> bool:
        """True while the timer feeds time (not while stopped or paused)."""
        return self._clock.isActive()

    def _clock_timeout(self) -> None:
        ms = self._elapsed.restart()
        if self._fast and self.can_fast_forward():
            self._fast_step()
        elif ms > 0:
            self.tick(ms)

    # ---- pauses and holds ----------------------------------------------------------------
    def human_count(self) -> int:
        """How many seats people play."""
        return sum(1 for seat in self.options.seats if seat.is_human)

    def pause(self, reason: str) -> bool:
        """Stop everything while ``reason`` lasts (a modal dialog, a minimised window).

        Only with exactly one person at the table (with several, one cannot stop the others'
        game, FTP-RT-06). No clock, no computer move, no automatic table step until every
        pause reason is :meth:`resume`\\ d. Returns True when the table is paused for ``reason``.
        """
        if reason in self._pauses:
            return True
        if self.human_count() != 1 or self._shut:
            return False
        self._pauses.add(reason)
        self._clock.stop()
        self._cancel_bot_request()
        self._emit_status()
        return True

    def resume(self, reason: str) -> None:
        """End the pause ``reason``; when none is left the clock and the computer seats go on."""
        if reason not in self._pauses:
            return
        self._pauses.discard(reason)
        self._emit_status()
        if self._pauses or self._shut:
            return
        if self._clock_wanted:
            self._elapsed.start()
            self._clock.start()
        self._continue_table()

    def paused(self) -> bool:
        """True while a pause reason is active."""
        return bool(self._pauses)

    def hold_table(self, reason: str) -> None:
        """Let the table's automatic steps wait while ``reason`` lasts (players still decide)."""
        self._table_holds.add(reason)
        self._emit_status()

    def release_table(self, reason: str) -> None:
        """End the hold ``reason``; the table's waiting steps run when no hold is left."""
        if reason not in self._table_holds:
            return
        self._table_holds.discard(reason)
        self._emit_status()
        if not self._table_holds:
            self._continue_table()

    def _table_waits(self) -> bool:
        return bool(self._pauses or self._table_holds)

    def _bots_wait(self) -> bool:
        """Computer seats wait while paused, or while the stopped clock is part of play."""
        return bool(self._pauses) or (self._clock_stopped and self._clock_decision())

    def _continue_table(self) -> None:
        """Run the table steps that waited, then let the computer seats act."""
        if self._shut or self._table_waits():
            return
        events = self._table_steps()
        if events:
            self._after_change(events)
        else:
            self._schedule_bots()

    # ---- fast forward --------------------------------------------------------------------
    def can_fast_forward(self) -> bool:
        """True while the clock runs but no person has a decision (e.g. every person has printed)."""
        if self._shut or self.state.is_over() or self.hot_seat.pending is not None or not self._clock_decision():
            return False
        return not any(self.is_human(p) for p in self.state.players_to_act())

    def fast_forwarding(self) -> bool:
        """True while fast forward is on."""
        return self._fast

    def set_fast_forward(self, on: bool) -> bool:
        """Jump the clock between computer moves (see the module docstring); True when it is on.

        Turns itself off when a person has a decision again or the clock stops being part of play.
        """
        on = bool(on) and self.can_fast_forward()
        if on == self._fast:
            return on
        self._fast = on
        self._animation_factor = 0.0 if on else self._user_animation_factor
        self._clock.setInterval(FAST_INTERVAL_MS if on else self._clock_interval)
        if on:
            self._schedule_bots()
            self._fast_step()
        return on

    def _fast_step(self) -> None:
        """Jump the clock until a computer seat has something to decide (or time is up)."""
        for _ in range(FAST_STEPS):
            if not self._fast or not self.can_fast_forward() or self._bot_request is not None or self._pauses:
                break
            offered = self._offered_advance()
            if not offered:
                break
            self._clock_carry = 0
            if self.tick(offered) is not None:
                break
        if self._fast and not self.can_fast_forward():
            self.set_fast_forward(False)
