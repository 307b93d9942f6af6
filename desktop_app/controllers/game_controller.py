"""The game controller: owns the true state and the record; scenes ask it for everything.

One :class:`GameController` per open game. It checks and applies actions, records them, keeps
the undo history (:mod:`undo_control`: snapshots with barriers, inverse moves in real time) and
the game log (texts rendered late), autosaves after every action (one autosave per game id),
hands the device over between hot-seat players, runs computer seats in a thread pool and feeds
the real-time clock (:mod:`clock_control`: pauses, holds, fast forward). Scenes draw only
:meth:`GameController.view_state` and never mutate state.
"""

from __future__ import annotations

import datetime
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from desktop_app.controllers.autosave import save_record
from desktop_app.controllers.bot_control import BotsMixin
from desktop_app.controllers.bot_runner import BotRequest, BotRunner
from desktop_app.controllers.clock_control import ClockMixin
from desktop_app.controllers.failures import Refused, RulesFailure
from desktop_app.controllers.game_log import GameLog, LogMixin
from desktop_app.controllers.history import History
from desktop_app.controllers.hot_seat import HotSeat
from desktop_app.controllers.loading import load_save
from desktop_app.controllers.notes import Note
from desktop_app.controllers.notes import tr as _tr
from desktop_app.controllers.paths import autosave_path
from desktop_app.controllers.undo import COMPUTER, HUMAN, TABLE, SnapshotCommand
from desktop_app.controllers.undo_control import UndoMixin
from desktop_app.controllers.undo_policy import LiveGesture, commit_barrier, reveal_barrier
from desktop_app.controllers.waiting import waiting_reason
from desktop_app.engine.action import TABLE as TABLE_PLAYER
from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.event import Event
from desktop_app.engine.game import Game, GameOptions
from desktop_app.engine.record import GameRecord
from desktop_app.engine.scoresheet import ScoreSheet, as_text, option_labels
from desktop_app.engine.state import GameState
from desktop_app.engine.text import Text, localise_name

CLOCK_INTERVAL_MS = 100
"""How often the real-time clock feeds the table's ``advance``."""
AUTOSAVE_COALESCE_MS = 2000
"""Clock ticks and computer moves autosave at most this often (a timer writes the last one);
a person's move, undo, redo and the end of the game are saved at once."""
MAX_TABLE_STEPS = 10_000
"""Safety cap on automatic table steps after one action (a loop there is a rules bug)."""


class GameController(ClockMixin, UndoMixin, LogMixin, BotsMixin, QObject):
    """A running game: the true state, its record, undo history, autosave, bots and clock.

    Create it with :meth:`new` or :meth:`open`. Signals:
    ``state_changed(list)`` events of the last change ([] after undo/redo/load/hand-over),
    ``refused(str)`` a refusal with its rule ID, ``status_changed(str)`` whose decision it is,
    ``bot_thinking(int, bool)``, ``privacy_required(int)`` hand the device to that seat first,
    ``game_over(object)`` the final :class:`ScoreSheet`, ``log_line(str)`` one new log line,
    ``log_reset()`` the log changed otherwise (undo, redo): show :meth:`log_lines` again.

    The UI should undo/redo through :meth:`undo`/:meth:`redo` (they take back only the viewer's
    own moves and respect barriers, see :mod:`~desktop_app.controllers.undo_policy`);
    ``undo_stack`` is exposed for ``indexChanged``/``cleanChanged`` notifications.
    """

    state_changed = Signal(list)
    refused = Signal(str)
    status_changed = Signal(str)
    bot_thinking = Signal(int, bool)
    privacy_required = Signal(int)
    game_over = Signal(object)
    log_line = Signal(str)
    log_reset = Signal()

    def __init__(self, game: Game, content: Any, record: GameRecord, state: GameState,
                 parent: QObject | None = None, autosave: bool = True,
                 warnings: list[str | Text] | tuple[str | Text, ...] = ()) -> None:
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
        self._log = GameLog()
        self._lang = "en"
        self._refusal: tuple[IllegalAction | Note, str] | None = None
        """The last refusal and its words as emitted (worded again after a language switch)."""
        self._animation_factor = self._user_animation_factor = 1.0
        self._changes = 0
        self._generation = 0
        self._view_cache: tuple[tuple[int, int], GameState] | None = None
        self.hot_seat = HotSeat(game, record.options, state)
        self._over_announced = state.is_over()
        self._last_barrier = None
        self._bot_request: BotRequest | None = None
        self._bot_serial = 0
        self._bot_served: dict[int, int] = {}
        self._call_later: Callable[[int, Callable[[], None]], None] = lambda ms, func: QTimer.singleShot(ms, self, func)
        self._bots_missing_logged = False
        self._shut = False
        self.bots = BotRunner(self)
        self.bots.done.connect(self._bot_done)
        self._clock_interval = CLOCK_INTERVAL_MS
        self._clock = QTimer(self)
        self._clock.setInterval(CLOCK_INTERVAL_MS)
        self._clock.timeout.connect(self._clock_timeout)
        self._elapsed = QElapsedTimer()
        self._opened = QElapsedTimer()
        self._opened.start()
        self.session_ms: Callable[[], int] = self._opened.elapsed
        """Milliseconds this game has been open in this session (replaceable: tests give a clock)."""
        self._played_before_s = record.played_seconds
        self._resumable = False
        """True once the autosave holds this game (written by it, or the file it was opened from)."""
        self._init_clock()
        self._init_undo()
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
    def branch(cls, game: Game, content: Any, record: GameRecord, state: GameState,
               warnings: list[str] | tuple[str, ...] = ()) -> GameController:
        """A new game continuing ``record`` from ``state`` (its replay): "Continue from here"."""
        controller = cls(game, content, record, state, None, True, warnings)
        controller._autosave()
        return controller

    @classmethod
    def open(cls, path: str | Path, parent: QObject | None = None, autosave: bool = True,
             open_unchecked: bool = False) -> GameController:
        """Open a save file; raises :class:`RecordError` (nothing changes) if it cannot be used.

        The game is replayed from its moves, each checked; the replay must reach the saved
        snapshot, or the player must have agreed to open it from its moves (``open_unchecked``; see
        :func:`desktop_app.controllers.loading.load_save`). The replayed moves' log lines are kept
        for :meth:`history_lines`. With more than one person at the table, a game whose next
        decision shows a secret starts behind the privacy screen (:meth:`privacy_pending`): nobody
        knows who holds the device when it is opened.
        """
        loaded = load_save(path, open_unchecked)
        controller = cls(loaded.game, loaded.content, loaded.record, loaded.state, parent, autosave, loaded.warnings)
        controller._history = loaded.history
        controller._resumable = Path(path).resolve() == controller.autosave_file().resolve()
        controller.hot_seat.start_hidden(controller.state)
        return controller

    def _kick_off(self) -> None:
        """After the UI connected its slots: warnings, automatic steps, status, first bot move."""
        if self._shut:
            return
        for warning in self.warnings:
            self._note(warning)
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

    def played_seconds(self) -> int:
        """Seconds this game has been played: the sessions saved before (the save's time played) plus
        this one since it was started or opened (a play's duration in the history).

        It only grows: undo takes moves back, not the time spent on them (the real-time game clock is
        another matter, see :mod:`clock_control`). Every save and autosave carries it.
        """
        return self._played_before_s + self.session_ms() // 1000

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
        """The seat's name as shown (``玩家 2`` for an unnamed seat in Chinese; ``"Table"`` for player -1)."""
        if 0 <= player < len(self.options.seats):
            return localise_name(self.options.seats[player].name, self._lang)
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
        sheet.variant_labels = sheet.variant_labels or option_labels(self.game.option_specs(self.content),
                                                                      sheet.variants, self.options.players)
        sheet.date = sheet.date or datetime.date.today().isoformat()
        return sheet

    def render(self, text: Text) -> str:
        """``text`` in the chosen language (see :meth:`set_translator`)."""
        return text.render(self._lang, self._translate)

    def status_text(self) -> str:
        """The status line: whose decision it is and what is asked."""
        state = self.state
        if state.is_over():
            sheet = state.score_sheet()
            if not sheet.winners:  # a solo game that missed its target: its result note says how it went
                result = " ".join(self.render(as_text(note)) for note in sheet.notes[:1])
                return _tr("Game over. {result}").format(result=result).strip()
            names = ", ".join(localise_name(sheet.players[i].name, self._lang) for i in sheet.winners)
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
        if self._pauses:
            return _tr("Paused")
        if self._table_holds:  # e.g. the next day starts when the person closes the day summary
            return _tr("Waiting for you to continue")
        return _tr("The clock is running") if self._clock_decision() else ""

    # ---- settings ------------------------------------------------------------------------
    def set_translator(self, translate: Callable[[str], str] | None, lang: str = "en") -> None:
        """Render engine texts with ``translate`` (English key -> translation) in ``lang``."""
        self._translate = translate
        self._lang = "zh" if lang.lower().startswith("zh") else "en"
        self._emit_status()

    def _refuse(self, reason: IllegalAction | Note) -> None:
        """Emit ``refused`` with ``reason`` in the current language."""
        self._refusal = (reason, self._refusal_words(reason))
        self.refused.emit(self._refusal[1])

    def _refusal_words(self, reason: IllegalAction | Note) -> str:
        return reason.render(self.render) if isinstance(reason, Note) else reason.message(self._lang, self._translate)

    def refusal_again(self, shown: str) -> str:
        """``shown``, a refusal on screen, in the current language: the controller's last refusal worded
        again; "" when ``shown`` is not the controller's (a scene's own refusal, worded before the switch)."""
        if self._refusal is None or self._refusal[1] != shown:
            return ""
        self._refusal = (self._refusal[0], self._refusal_words(self._refusal[0]))
        return self._refusal[1]

    def explain_not_now(self) -> str:
        """Say (emit ``refused``) what the game waits for: a person clicked a piece the open decision does
        not involve (see :mod:`waiting`). Returns the words shown ("" when there is nothing to say)."""
        reason = waiting_reason(self)
        if reason is None:
            return ""
        self._refuse(reason)
        return self._refusal[1]

    def set_animation_speed(self, factor: float) -> None:
        """Scale the pause between computer moves (0 = no pause; tests use 0; none in fast forward)."""
        self._user_animation_factor = max(0.0, float(factor))
        if not self._fast:
            self._animation_factor = self._user_animation_factor

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
        live = actor == HUMAN and self._live_mode()
        before = self.state.clone() if live else None
        try:
            events = self._run(actions, actor, check=True)
        except Refused as exc:
            illegal = exc.illegal
        except RulesFailure as exc:
            illegal = IllegalAction("APP-ERROR", "The rules failed on this action: {error}", error=str(exc))
        else:
            if before is not None:
                self._live.undone.clear()
                self._live.done.append(LiveGesture(actions[0].player, list(actions), before, self._last_barrier))
            self._after_change(events)
            return None
        self._refuse(illegal)
        return illegal

    def set_privacy_acknowledged(self, seat: int) -> None:
        """The hand-over to ``seat`` is done: switch the view to it and redraw."""
        if not self.hot_seat.acknowledge(seat):
            return
        if self._elapsed.isValid():
            self._elapsed.restart()
        self._generation += 1
        self.state_changed.emit([])
        self._emit_status()

    def restore_snapshot(self, state: GameState) -> None:
        """Make ``state`` current (undo commands call this with a private copy)."""
        self.state = state
        self._changes += 1
        self._generation += 1
        self._clock_carry = 0

    @property
    def generation(self) -> int:
        """Counts the changes of the game other than clock ticks (moves, undo, redo, hand-overs)."""
        return self._generation

    # ---- saving --------------------------------------------------------------------------
    def save(self, path: str | Path) -> None:
        """Save the game (record + snapshot) atomically; raises OSError naming the file.

        Marks the undo stack clean (``undo_stack.isClean()`` tells whether there are unsaved moves).
        """
        self._write(Path(path))
        self.undo_stack.setClean()

    def _write(self, path: Path) -> None:
        """Write the record, the snapshot and the time played so far to ``path`` (atomically)."""
        self.record.played_seconds = self.played_seconds()
        save_record(path, self.record, self.state)

    def autosave_file(self) -> Path:
        """This game's autosave: the last unfinished game of its game id (see ``resumable``)."""
        return autosave_path(self.game.id)

    def _autosave(self, urgent: bool = True) -> None:
        """Write the autosave now, or (``urgent=False``) at most every AUTOSAVE_COALESCE_MS.

        A finished game is not resumable: its autosave is removed instead.
        """
        if not self.autosave_enabled:
            return
        if not urgent and self._last_save.isValid() and self._last_save.elapsed() < AUTOSAVE_COALESCE_MS:
            if not self._save_timer.isActive():
                self._save_timer.start(max(1, AUTOSAVE_COALESCE_MS - self._last_save.elapsed()))
            return
        self._save_timer.stop()
        self._last_save.start()
        try:
            if self.state.is_over():
                self.autosave_file().unlink(missing_ok=True)
            else:
                self._write(self.autosave_file())
                self._resumable = True
        except OSError as exc:
            self._note(Note("Autosave failed: {error}", error=str(exc)))

    def discard_autosave(self) -> None:
        """Abandon this game: stop autosaving it and remove its autosave (another game takes its place)."""
        self.autosave_enabled = False
        self._save_timer.stop()
        try:
            self.autosave_file().unlink(missing_ok=True)
        except OSError as exc:
            self._note(Note("Autosave failed: {error}", error=str(exc)))

    def take_autosave(self) -> None:
        """Write this game's autosave now: an opened game that replaces the unfinished game of its id takes
        its place at once, as a new game does (closed before a move, it is the one offered to resume)."""
        self._autosave()

    def keep_autosaving(self) -> None:
        """Autosave again after :meth:`discard_autosave` (the game that was to replace it never came)."""
        self.autosave_enabled = True
        self._autosave()

    def shutdown(self, wait_ms: int = 3000) -> None:
        """Stop the clock and the computer seats (waits up to ``wait_ms`` for a thinking bot).

        A game its autosave holds writes it a last time, so the time played since its last move (and a
        clock tick's coalesced save) is kept for the resume.
        """
        if self._resumable and not self._shut:
            self._autosave()
        self._halt_clock()
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
        :class:`Refused`. A refusal or a rules error rolls the state and the record back to
        before the first action, so nothing is recorded. The command's barrier (a reveal, a
        person's committed secret choice) is kept in ``_last_barrier``; its events' texts go
        into the log.
        """
        illegal = self.check(actions[0]) if check else None
        if illegal is not None:
            raise Refused(illegal)  # nothing applied yet: nothing to roll back
        before = self.state.clone()
        start = len(self.record.actions)
        events: list[Event] = []
        for i, action in enumerate(actions):
            illegal = self.check(action) if check and i > 0 else None
            if illegal is not None:
                self._roll_back(before, start)
                raise Refused(illegal)
            try:
                events += self.state.apply(action)
            except Exception as exc:
                self._roll_back(before, start)
                self._note(f"{action.text()}: {type(exc).__name__}: {exc}")
                raise RulesFailure(f"{type(exc).__name__}: {exc}") from exc
            self.record.actions.append(action)
        player = actions[0].player
        people = {q for q in range(len(self.options.seats)) if self.is_human(q)}
        barrier = reveal_barrier(events, player, people)
        if barrier is None and actor == HUMAN:
            barrier = commit_barrier(before, self.state, actions, events, len(self.options.seats), people,
                                     self.seat_name(player))
        self._last_barrier = barrier
        texts = [e.text for e in events if e.text.key]
        command = SnapshotCommand(self, before, start, actions, actor, player,
                                  "; ".join(a.text() for a in actions), barrier, texts)
        self._log.cut(self.undo_stack.index())  # (the lines of undone moves this one replaces)
        self.undo_stack.push(command)
        position = self.undo_stack.index()
        for text in texts:
            self._log.add(position, text)
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
        barrier = self._last_barrier
        events += self._table_steps()
        self._last_barrier = barrier
        return events

    def _table_steps(self) -> list[Event]:
        """Apply the table's automatic steps while only the table can act (not the clock, not held)."""
        events: list[Event] = []
        for _ in range(MAX_TABLE_STEPS):
            if self._table_waits() or self.state.players_to_act() != [TABLE_PLAYER] or self._clock_decision():
                break
            legal = self.state.legal_actions(TABLE_PLAYER)
            if not legal:
                break
            events += self._perform([legal[0]], TABLE)
        return events

    def _clock_decision(self) -> bool:
        return any(d.player == TABLE_PLAYER and d.kind == "advance" for d in self.state.decisions())

    def _follow_decisions(self) -> None:
        """Let the view follow the next person's decision; a hand-over is an undo barrier."""
        viewer, pending = self.hot_seat.viewer, self.hot_seat.pending
        handover = self.hot_seat.update(self.state)
        moved = self.hot_seat.viewer != viewer or (self.hot_seat.pending not in (None, pending))
        if moved:
            top = self.undo_stack.index()
            if top > 0:
                self.undo_stack.command(top - 1).handed_over = True
            self._live.clear()
            self._generation += 1
        if handover is not None:
            self.privacy_required.emit(handover)

    def _after_change(self, events: list[Event], urgent_save: bool = True) -> None:
        self._flush_log()
        self._autosave(urgent=urgent_save or self.state.is_over())
        self._follow_decisions()
        if not self._live_mode():
            self._live.clear()
        if self._fast and not self.can_fast_forward():
            self.set_fast_forward(False)
        self.state_changed.emit(list(events))
        self._emit_status()
        self._announce_game_over()
        self._schedule_bots()

    def _after_history_change(self) -> None:
        self._over_announced = self._over_announced and self.state.is_over()
        self._live.clear()
        self._log.mark_sent()
        self._autosave()
        self._follow_decisions()
        self.log_reset.emit()
        self.state_changed.emit([])
        self._emit_status()
        self._announce_game_over()
        self._schedule_bots()

    def _emit_status(self) -> None:
        self.status_changed.emit(self.status_text())

    def _announce_game_over(self) -> None:
        if self.state.is_over() and not self._over_announced:
            self._over_announced = True
            self.record.played_seconds = self.played_seconds()  # (the history keeps the record)
            self._halt_clock()
            self.game_over.emit(self.score_sheet())
