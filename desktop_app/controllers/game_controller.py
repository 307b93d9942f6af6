"""The game controller: owns the true state and the record; scenes ask it for everything.

One :class:`GameController` per open game. It checks and applies actions, records them, keeps
the undo history (snapshots, with reveal barriers), autosaves after every action, hands the
device over between hot-seat players, runs computer seats in a thread pool and feeds the
real-time clock. Scenes draw only :meth:`GameController.view_state` and never mutate state.
"""

from __future__ import annotations

import datetime
import random
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from desktop_app.controllers.autosave import save_record
from desktop_app.controllers.bot_runner import BotRequest, BotRunner, load_choose_action
from desktop_app.controllers.history import History, replay_history
from desktop_app.controllers.hot_seat import HotSeat
from desktop_app.controllers.loading import load_save
from desktop_app.controllers.paths import autosave_path
from desktop_app.controllers.undo import COMPUTER, HUMAN, TABLE, SnapshotCommand
from desktop_app.engine.action import TABLE as TABLE_PLAYER
from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.event import Event
from desktop_app.engine.game import Game, GameOptions
from desktop_app.engine.record import GameRecord
from desktop_app.engine.rng import new_rng
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.engine.state import GameState
from desktop_app.engine.text import Text

BOT_DELAY_MS = 600
"""Pause before a computer seat's move at animation speed 1 (so people can follow it). None
while a real-time clock runs: a real-time game paces its computer seats on its own clock."""
CLOCK_INTERVAL_MS = 100
"""How often the real-time clock feeds the table's ``advance``."""
MAX_TICK_MS = 1000
"""A measured clock delta is capped (a suspended laptop must not skip minutes of play)."""
AUTOSAVE_COALESCE_MS = 2000
"""Clock ticks and computer moves autosave at most this often (a timer writes the last one);
a person's move, undo, redo and the end of the game are saved at once."""
MAX_TABLE_STEPS = 10_000
"""Safety cap on automatic table steps after one action (a loop there is a rules bug)."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("GameController", text)


class _RulesFailure(Exception):
    """The rules raised while applying a legal action (a bug); the state was rolled back."""


class _Refused(Exception):
    """An action of a gesture was refused; the state was rolled back. ``illegal`` says why."""

    def __init__(self, illegal: IllegalAction) -> None:
        super().__init__(str(illegal))
        self.illegal = illegal


class GameController(QObject):
    """A running game: the true state, its record, undo history, autosave, bots and clock.

    Create it with :meth:`new` or :meth:`open`. Signals:
    ``state_changed(list)`` events of the last change ([] after undo/redo/load/hand-over),
    ``refused(str)`` a refusal with its rule ID, ``status_changed(str)`` whose decision it is,
    ``bot_thinking(int, bool)``, ``privacy_required(int)`` hand the device to that seat first,
    ``game_over(object)`` the final :class:`ScoreSheet`, ``log_line(str)`` one log line.

    The UI should undo/redo through :meth:`undo`/:meth:`redo` (they group a human's move with
    the computer moves that followed it and respect reveal barriers); ``undo_stack`` is exposed
    for ``indexChanged``/``cleanChanged`` notifications.
    """

    state_changed = Signal(list)
    refused = Signal(str)
    status_changed = Signal(str)
    bot_thinking = Signal(int, bool)
    privacy_required = Signal(int)
    game_over = Signal(object)
    log_line = Signal(str)

    def __init__(self, game: Game, content: Any, record: GameRecord, state: GameState,
                 parent: QObject | None = None, autosave: bool = True,
                 warnings: list[str] | tuple[str, ...] = ()) -> None:
        super().__init__(parent)
        self.game, self.content, self.record, self.state = game, content, record, state
        self.options: GameOptions = record.options
        self.seed: int = record.seed
        self.warnings = list(warnings)
        self.autosave_enabled = autosave
        self.bot_budget_s: float | None = None
        """Overrides the bots' thinking time (None = the level's default budget)."""
        self.undo_stack = QUndoStack(self)
        self._translate: Callable[[str], str] | None = None
        self._history = History()
        self._lang = "en"
        self._animation_factor = 1.0
        self._changes = 0
        self._generation = 0
        self._view_cache: tuple[tuple[int, int], GameState] | None = None
        self.hot_seat = HotSeat(game, record.options, state)
        self._over_announced = state.is_over()
        self._bot_request: BotRequest | None = None
        self._bot_serial = 0
        self._bot_served: dict[int, int] = {}
        self._call_later: Callable[[int, Callable[[], None]], None] = lambda ms, func: QTimer.singleShot(ms, self, func)
        self._bots_missing_logged = False
        self._shut = False
        self.bots = BotRunner(self)
        self.bots.done.connect(self._bot_done)
        self._clock = QTimer(self)
        self._clock.setInterval(CLOCK_INTERVAL_MS)
        self._clock.timeout.connect(self._clock_timeout)
        self._elapsed = QElapsedTimer()
        self._clock_carry = 0
        self._last_save = QElapsedTimer()
        self._save_timer = QTimer(self)
        self._save_timer.setSingleShot(True)
        self._save_timer.timeout.connect(self._autosave)
        QTimer.singleShot(0, self, self._kick_off)

    # ---- creating and opening -------------------------------------------------------------
    @classmethod
    def new(cls, game: Game, content: Any, options: GameOptions, seed: int,
            parent: QObject | None = None, autosave: bool = True,
            warnings: list[str] | tuple[str, ...] = ()) -> GameController:
        """A fresh game of ``game`` (autosaved at once unless ``autosave`` is False)."""
        state = game.new_state(options, content, seed)
        record = GameRecord(game.id, game.content_version(content), options, seed)
        controller = cls(game, content, record, state, parent, autosave, warnings)
        controller._autosave()
        return controller

    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None, autosave: bool = True) -> GameController:
        """Open a save file; raises :class:`RecordError` (nothing changes) if it cannot be used.

        The snapshot is used when its hash and the content version match; otherwise the game is
        replayed from its actions with the current content (a failing replay is a RecordError).
        See :func:`desktop_app.controllers.loading.load_save`. The earlier moves' log lines are
        kept for :meth:`history_lines`.
        """
        loaded = load_save(path)
        controller = cls(loaded.game, loaded.content, loaded.record, loaded.state, parent, autosave, loaded.warnings)
        controller._history = replay_history(loaded.game, loaded.content, loaded.record)
        return controller

    def _kick_off(self) -> None:
        """After the UI connected its slots: warnings, automatic steps, status, first bot move."""
        if self._shut:
            return
        for warning in self.warnings:
            self.log_line.emit(warning)
        events = self._table_steps()
        if events:
            self._after_change(events)
        else:
            self.state_changed.emit([])
            self._emit_status()
            self._announce_game_over()
            self._schedule_bots()

    # ---- reading -------------------------------------------------------------------------
    @property
    def record_actions(self) -> list[Action]:
        """The record's action list (undo commands trim and restore it)."""
        return self.record.actions

    def viewer(self) -> int:
        """The seat whose view is on screen: the human with the next decision, or the last human."""
        return self.hot_seat.viewer

    def privacy_pending(self) -> int | None:
        """The seat waiting for :meth:`set_privacy_acknowledged`, if a hand-over is pending."""
        return self.hot_seat.pending

    def view_state(self) -> GameState:
        """What the viewer may see (``state.view(viewer)``); scenes draw only this, never mutate it."""
        key = (self._changes, self.hot_seat.viewer)
        if self._view_cache is None or self._view_cache[0] != key:
            self._view_cache = (key, self.state.view(self.hot_seat.viewer))
        return self._view_cache[1]

    def legal_actions(self, player: int) -> list[Action]:
        """Everything ``player`` may do now."""
        return self.state.legal_actions(player)

    def is_human(self, player: int) -> bool:
        """True when ``player`` is a seat played by a person."""
        return 0 <= player < len(self.options.seats) and self.options.seats[player].is_human

    def seat_name(self, player: int) -> str:
        """The seat's name (``"Table"`` for player -1)."""
        if 0 <= player < len(self.options.seats):
            return self.options.seats[player].name
        return _tr("Table")

    def check(self, action: Action) -> IllegalAction | None:
        """``None`` if a person may submit ``action`` now, else why not (with the rule ID)."""
        if 0 <= action.player < len(self.options.seats) and not self.is_human(action.player):
            return IllegalAction("APP-SEAT", "{name} is a computer player", name=self.seat_name(action.player))
        return self.state.check(action)

    def score_sheet(self) -> ScoreSheet:
        """The live (or final) score sheet with the seed, variants and today's date filled in."""
        sheet = self.state.score_sheet()
        sheet.seed = self.seed if sheet.seed is None else sheet.seed
        sheet.variants = sheet.variants or dict(self.options.variants)
        sheet.date = sheet.date or datetime.date.today().isoformat()
        return sheet

    def history_lines(self) -> list[str]:
        """The log lines of the moves made before this game was opened, in the chosen language.

        Empty for a new game. At most :data:`~desktop_app.controllers.history.HISTORY_LINES`
        event lines, after a line saying how many earlier ones are left out.
        """
        history = self._history
        lines = []
        if history.error is not None:
            lines.append(_tr("The earlier moves could not all be listed ({error})").format(error=history.error))
        if history.skipped:
            lines.append(_tr("… {count} earlier log lines are not shown").format(count=history.skipped))
        return lines + [line for line in map(self.render, history.texts) if line]

    def render(self, text: Text) -> str:
        """``text`` in the chosen language (see :meth:`set_translator`)."""
        return text.render(self._lang, self._translate)

    def status_text(self) -> str:
        """The status line: whose decision it is and what is asked."""
        state = self.state
        if state.is_over():
            sheet = state.score_sheet()
            names = ", ".join(sheet.players[i].name for i in sheet.winners)
            key = "Game over. Winner: {names}" if len(sheet.winners) == 1 else "Game over. Winners: {names}"
            return _tr(key).format(names=names)
        if self.hot_seat.pending is not None:
            return _tr("Pass the device to {name}").format(name=self.seat_name(self.hot_seat.pending))
        decision = state.decision_for(self.hot_seat.viewer) if self.is_human(self.hot_seat.viewer) else None
        if decision is not None:
            return f"{self.seat_name(self.hot_seat.viewer)}: {self.render(decision.prompt)}"
        acting = state.players_to_act()
        for p in acting:
            if self.is_human(p):
                decision = state.decision_for(p)
                return f"{self.seat_name(p)}: {self.render(decision.prompt)}" if decision else ""
        for p in acting:
            if p >= 0:
                return _tr("{name} is thinking…").format(name=self.seat_name(p))
        return _tr("The clock is running")

    # ---- settings ------------------------------------------------------------------------
    def set_translator(self, translate: Callable[[str], str] | None, lang: str = "en") -> None:
        """Render engine texts with ``translate`` (English key -> translation) in ``lang``."""
        self._translate = translate
        self._lang = "zh" if lang.lower().startswith("zh") else "en"
        self._emit_status()

    def set_animation_speed(self, factor: float) -> None:
        """Scale the pause between computer moves (0 = no pause; tests use 0)."""
        self._animation_factor = max(0.0, float(factor))

    # ---- acting --------------------------------------------------------------------------
    def submit(self, action: Action) -> IllegalAction | None:
        """Check, apply, record, push an undo step, autosave, emit, then let computer seats act.

        Returns ``None`` when applied, else the refusal (also emitted as ``refused``).
        """
        return self.submit_all([action])

    def submit_all(self, actions: list[Action]) -> IllegalAction | None:
        """Submit one gesture (e.g. pick then place): ``actions`` in order as ONE undo step.

        Each action is checked on the state the previous ones left. If one is refused, the state
        and the record go back to before the first and nothing is recorded; the refusal is
        returned and emitted as ``refused``. Otherwise autosave, signals and computer seats
        follow as after :meth:`submit`. An empty gesture does nothing.
        """
        if not actions:
            return None
        actor = TABLE if all(a.player == TABLE_PLAYER for a in actions) else HUMAN
        try:
            events = self._run(actions, actor, check=True)
        except _Refused as exc:
            illegal = exc.illegal
        except _RulesFailure as exc:
            illegal = IllegalAction("APP-ERROR", "The rules failed on this action: {error}", error=str(exc))
        else:
            self._after_change(events)
            return None
        self.refused.emit(illegal.message(self._lang, self._translate))
        return illegal

    def tick(self, ms: int) -> IllegalAction | None:
        """Advance the real-time clock by ``ms`` measured milliseconds (the table's ``advance``).

        A step never goes beyond the ``advance`` the table offers (the game stops its clock
        there, e.g. when a computer editor wakes up); the rest is carried into the next tick.
        Measured time is capped at :data:`MAX_TICK_MS` per tick. Ignored (``None``) when the
        table has no ``advance`` decision or a hand-over is pending (the clock pauses).
        """
        if self.hot_seat.pending is not None or self._shut or not self._clock_decision():
            return None
        budget = min(self._clock_carry + max(0, int(ms)), MAX_TICK_MS)
        offered = next((a.get("ms") for a in self.state.legal_actions(TABLE_PLAYER)
                        if a.kind == "advance" and isinstance(a.get("ms"), int)), None)
        step = budget if offered is None else min(budget, offered)
        if step <= 0:
            return None
        action = Action.make(TABLE_PLAYER, "advance", ms=step)
        illegal = self.state.check(action)
        if illegal is not None:
            return illegal
        try:
            events = self._run([action], TABLE)
        except _RulesFailure as exc:
            self.stop_clock()
            return IllegalAction("APP-ERROR", "The rules failed on this action: {error}", error=str(exc))
        self._clock_carry = budget - step
        self._after_change(events, urgent_save=False)
        return None

    def start_clock(self) -> None:
        """Start feeding measured time to the table (real-time games)."""
        self._elapsed.start()
        self._clock.start()

    def stop_clock(self) -> None:
        """Stop the real-time clock (and write a pending autosave)."""
        self._clock.stop()
        if self._save_timer.isActive():
            self._autosave()

    def clock_running(self) -> bool:
        """True while :meth:`start_clock` feeds time."""
        return self._clock.isActive()

    def set_privacy_acknowledged(self, seat: int) -> None:
        """The hand-over to ``seat`` is done: switch the view to it and redraw."""
        if not self.hot_seat.acknowledge(seat):
            return
        if self._elapsed.isValid():
            self._elapsed.restart()
        self.state_changed.emit([])
        self._emit_status()

    # ---- undo / redo ---------------------------------------------------------------------
    def can_undo(self) -> tuple[bool, str]:
        """``(True, "")`` or ``(False, reason)`` such as "nothing to undo"."""
        target, reason = self._undo_target()
        return target is not None, reason

    def can_redo(self) -> bool:
        """True when an undone move can be made again."""
        return self.undo_stack.index() < self.undo_stack.count()

    def undo(self) -> bool:
        """Undo back to the last human decision (with the computer moves that followed it).

        Never goes past an action that revealed information. Returns False (and emits
        ``refused`` with the reason) when nothing may be undone.
        """
        target, reason = self._undo_target()
        if target is None:
            self.refused.emit(_tr("Cannot undo: {reason}").format(reason=reason))
            return False
        self.undo_stack.setIndex(target)
        self._after_history_change()
        return True

    def redo(self) -> bool:
        """Redo the next human move and the computer moves that followed it."""
        stack = self.undo_stack
        if stack.index() >= stack.count():
            self.refused.emit(_tr("Cannot redo: nothing to redo"))
            return False
        end = stack.index() + 1
        while end < stack.count() and stack.command(end).actor != HUMAN:
            end += 1
        stack.setIndex(end)
        self._after_history_change()
        return True

    def _undo_target(self) -> tuple[int | None, str]:
        for i in range(self.undo_stack.index() - 1, -1, -1):
            command = self.undo_stack.command(i)
            if command.reveals:
                return None, _tr("hidden information was revealed ({event})").format(event=command.reveal_text)
            if command.actor == HUMAN:
                return i, ""
        return None, _tr("nothing to undo")

    def restore_snapshot(self, state: GameState) -> None:
        """Make ``state`` current (undo commands call this with a private copy)."""
        self.state = state
        self._changes += 1
        self._generation += 1
        self._clock_carry = 0

    # ---- saving --------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        """Save the game (record + snapshot) atomically; raises OSError naming the file.

        Marks the undo stack clean (``undo_stack.isClean()`` tells whether there are unsaved moves).
        """
        save_record(Path(path), self.record, self.state)
        self.undo_stack.setClean()

    def _autosave(self, urgent: bool = True) -> None:
        """Write the autosave now, or (``urgent=False``) at most every AUTOSAVE_COALESCE_MS."""
        if not self.autosave_enabled:
            return
        if not urgent and self._last_save.isValid() and self._last_save.elapsed() < AUTOSAVE_COALESCE_MS:
            if not self._save_timer.isActive():
                self._save_timer.start(max(1, AUTOSAVE_COALESCE_MS - self._last_save.elapsed()))
            return
        self._save_timer.stop()
        self._last_save.start()
        try:
            save_record(autosave_path(), self.record, self.state)
        except OSError as exc:
            self.log_line.emit(_tr("Autosave failed: {error}").format(error=exc))

    def shutdown(self, wait_ms: int = 3000) -> None:
        """Stop the clock and the computer seats (waits up to ``wait_ms`` for a thinking bot)."""
        self.stop_clock()
        self._shut = True
        self._generation += 1
        request, self._bot_request = self._bot_request, None
        self.bots.wait(wait_ms)
        if request is not None and request.started:
            self.bot_thinking.emit(request.player, False)

    # ---- internals: applying -------------------------------------------------------------
    def _actor(self, player: int) -> str:
        if player == TABLE_PLAYER:
            return TABLE
        return HUMAN if self.is_human(player) else COMPUTER

    def _perform(self, actions: list[Action], actor: str, check: bool = False) -> list[Event]:
        """Apply ``actions`` in order, record them and push ONE undo command for them all.

        With ``check`` each action is first checked (:meth:`check`); a refusal raises
        :class:`_Refused`. A refusal or a rules error rolls the state and the record back to
        before the first action, so nothing is recorded.
        """
        illegal = self.check(actions[0]) if check else None
        if illegal is not None:
            raise _Refused(illegal)  # nothing applied yet: nothing to roll back
        before = self.state.clone()
        start = len(self.record.actions)
        events: list[Event] = []
        for i, action in enumerate(actions):
            illegal = self.check(action) if check and i > 0 else None
            if illegal is not None:
                self._roll_back(before, start)
                raise _Refused(illegal)
            try:
                events += self.state.apply(action)
            except Exception as exc:
                self._roll_back(before, start)
                self.log_line.emit(f"{action.text()}: {type(exc).__name__}: {exc}")
                raise _RulesFailure(f"{type(exc).__name__}: {exc}") from exc
            self.record.actions.append(action)
        reveal = next((e for e in events if e.reveals), None)
        command = SnapshotCommand(self, before, start, actions, actor,
                                  self.render(reveal.text) if reveal else None,
                                  "; ".join(a.text() for a in actions))
        self.undo_stack.push(command)
        self._changes += 1
        if not (actor == TABLE and all(a.kind == "advance" for a in actions)):
            self._generation += 1
        return events

    def _roll_back(self, before: GameState, start: int) -> None:
        """Undo a half-applied gesture: ``before`` becomes the state, the record is cut at ``start``."""
        self.state = before
        del self.record.actions[start:]

    def _run(self, actions: list[Action], actor: str, check: bool = False) -> list[Event]:
        """Apply ``actions`` as one undo step and then any automatic table steps they led to."""
        events = self._perform(actions, actor, check)
        return events + self._table_steps()

    def _table_steps(self) -> list[Event]:
        """Apply the table's automatic steps while only the table can act (not the clock)."""
        events: list[Event] = []
        for _ in range(MAX_TABLE_STEPS):
            if self.state.players_to_act() != [TABLE_PLAYER] or self._clock_decision():
                break
            legal = self.state.legal_actions(TABLE_PLAYER)
            if not legal:
                break
            events += self._perform([legal[0]], TABLE)
        return events

    def _clock_decision(self) -> bool:
        return any(d.player == TABLE_PLAYER and d.kind == "advance" for d in self.state.decisions())

    def _after_change(self, events: list[Event], urgent_save: bool = True) -> None:
        for event in events:
            line = self.render(event.text)
            if line:
                self.log_line.emit(line)
        self._autosave(urgent=urgent_save or self.state.is_over())
        handover = self.hot_seat.update(self.state)
        if handover is not None:
            self.privacy_required.emit(handover)
        self.state_changed.emit(list(events))
        self._emit_status()
        self._announce_game_over()
        self._schedule_bots()

    def _after_history_change(self) -> None:
        self._over_announced = self._over_announced and self.state.is_over()
        self._autosave()
        handover = self.hot_seat.update(self.state)
        if handover is not None:
            self.privacy_required.emit(handover)
        self.state_changed.emit([])
        self._emit_status()
        self._announce_game_over()
        self._schedule_bots()

    def _emit_status(self) -> None:
        self.status_changed.emit(self.status_text())

    def _announce_game_over(self) -> None:
        if self.state.is_over() and not self._over_announced:
            self._over_announced = True
            self.stop_clock()
            self.game_over.emit(self.score_sheet())

    # ---- internals: computer seats -------------------------------------------------------
    def use_bot_runner(self, runner: Any, call_later: Callable[[int, Callable[[], None]], None] | None = None) -> None:
        """Think with ``runner`` instead of the thread pool: any object with ``start``, ``wait`` and
        a ``done(tag, player, action, error)`` signal, like :class:`BotRunner`; ``call_later(ms,
        func)`` replaces the QTimer of the pause before computer moves. Used by the virtual table
        (:mod:`desktop_app.controllers.virtual_table`), which runs the controller on a simulated clock."""
        self.bots.done.disconnect(self._bot_done)
        self.bots.wait(0)
        self.bots = runner
        runner.done.connect(self._bot_done)
        if call_later is not None:
            self._call_later = call_later

    def _computer_to_act(self) -> int | None:
        """The computer seat with a decision that was asked least recently (seat order breaks ties),
        so that several computer seats deciding at once are served in turn."""
        seats = [p for p in self.state.players_to_act() if p >= 0 and not self.is_human(p)]
        if not seats:
            return None
        return min(seats, key=lambda p: (self._bot_served.get(p, -1), p))

    def _schedule_bots(self) -> None:
        """Ask one computer seat at a time, the seats in turn (:meth:`_computer_to_act`).

        A question being thought about is never withdrawn because the game moved on (the clock,
        a person's move, another seat's move): its answer is used if it is still legal
        (:meth:`_bot_done`). A question still waiting for its pause stays while its seat has a
        decision. There is no pause while a real-time clock runs (the game paces its computer
        seats on its own clock, e.g. FTP-RT-04), so busy editors are not slowed down by it.
        """
        if self._shut or self.state.is_over():
            if self._bot_request is not None and not self._bot_request.started:
                self._bot_request = None
            return
        request = self._bot_request
        if request is not None and (request.started or self.state.decision_for(request.player) is not None):
            return
        player = self._computer_to_act()
        if player is None:
            self._bot_request = None
            return
        self._bot_serial += 1
        request = BotRequest(self._bot_serial, player, self._bot_served.get(player, -1))
        self._bot_request = request
        delay = 0 if self._clock_decision() else int(BOT_DELAY_MS * self._animation_factor)
        if delay > 0:
            self._call_later(delay, lambda: self._start_bot(request))
        else:
            self._start_bot(request)

    def _start_bot(self, request: BotRequest) -> None:
        """Give the seat's bot a fresh view of the state as it is now (never the true state)."""
        if request is not self._bot_request or self._shut or request.started:
            return
        player = request.player
        if self.state.decision_for(player) is None:
            self._bot_request = None
            self._schedule_bots()
            return
        try:
            choose = load_choose_action()
        except ImportError as exc:
            if not self._bots_missing_logged:
                self._bots_missing_logged = True
                self.log_line.emit(_tr("Computer players are not available ({error})").format(error=exc))
            return
        actions = self.record.actions
        request.started = True
        request.record_len, request.anchor = len(actions), (actions[-1] if actions else None)
        self._bot_served[player] = request.serial
        rng = new_rng(self.seed, f"bot:{len(actions)}:{player}")
        view = self.state.view(player, rng)
        self.bot_thinking.emit(player, True)
        self.bots.start(request, choose, self.game, view, player, self.options.seats[player].kind,
                        self.bot_budget_s, rng)

    def _history_kept(self, request: BotRequest) -> bool:
        """True if the record still starts with the actions the bot's view was made from (no undo,
        redo to elsewhere or load replaced them)."""
        actions, n = self.record.actions, request.record_len
        return len(actions) >= n and (n == 0 or actions[n - 1] is request.anchor)

    def _bot_done(self, request: Any, player: int, action: Any, error: str) -> None:
        """A bot answered: apply its move if still legal, else ask again (or, for a broken bot on an
        unchanged state, log it and play a random legal move)."""
        if request is not self._bot_request:
            return  # withdrawn (shut down)
        self._bot_request = None
        self.bot_thinking.emit(player, False)
        if self._shut:
            return
        if not self._history_kept(request) or self.state.decision_for(player) is None:
            self._schedule_bots()
            return
        if not isinstance(action, Action) or action.player != player:
            illegal: IllegalAction | None = IllegalAction("APP-BOT", "the bot answered {answer}", answer=str(action))
        else:
            illegal = self.state.check(action)
        if illegal is not None and not error and len(self.record.actions) != request.record_len:
            self._bot_served[player] = request.previous_served  # overtaken meanwhile: its turn again
            self._schedule_bots()
            return
        if illegal is not None:
            detail = error.strip().splitlines()[-1] if error.strip() else f"{action}: {illegal}"
            self.log_line.emit(_tr("{name}'s computer player failed ({error}); it plays a random move")
                               .format(name=self.seat_name(player), error=detail))
            legal = self.state.legal_actions(player)
            if not legal:
                self._schedule_bots()
                return
            action = random.Random(request.record_len).choice(legal)
        try:
            events = self._run([action], COMPUTER)
        except _RulesFailure:
            self._schedule_bots()
            return
        self._after_change(events, urgent_save=False)

    def _clock_timeout(self) -> None:
        ms = self._elapsed.restart()
        if ms > 0:
            self.tick(ms)
