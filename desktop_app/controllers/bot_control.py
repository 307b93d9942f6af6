"""The controller's computer seats (a mixin of :class:`GameController`).

One question at a time goes to the thread pool (:class:`BotRunner`), the computer seats in turn
(the one asked least recently first). A bot only ever gets a *view* of the state. A question being
thought about is not withdrawn because the game moved on: its answer is used if still legal and the
record still starts with the actions its view was made from (an undo, a redo elsewhere or a load
drops it and the seat is asked again). A pause or a stopped game clock withdraws the question
(:meth:`BotsMixin._cancel_bot_request`).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

from desktop_app.controllers.bot_runner import BotRequest, load_choose_action
from desktop_app.controllers.failures import RulesFailure
from desktop_app.controllers.notes import Note
from desktop_app.controllers.undo import COMPUTER
from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.rng import new_rng

BOT_DELAY_MS = 600
"""Pause before a computer seat's move at animation speed 1 (so people can follow it). None
while a real-time clock runs: a real-time game paces its computer seats on its own clock."""


class BotsMixin:
    """Computer seats of a :class:`GameController`: asking, thinking off the UI thread, answers."""

    _bot_request: BotRequest | None
    _bot_serial: int
    _bot_served: dict[int, int]
    _call_later: Callable[[int, Callable[[], None]], None]

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
        if self._shut or self.state.is_over() or self._bots_wait():
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

    def _cancel_bot_request(self) -> None:
        """Withdraw the question to a computer seat (paused, or its clock stopped): its answer is
        dropped and the seat is asked again later, keeping its place in the turns."""
        request, self._bot_request = self._bot_request, None
        if request is not None and request.started:
            self._bot_served[request.player] = request.previous_served
            self.bot_thinking.emit(request.player, False)

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
                self._note(Note("Computer players are not available ({error})", error=str(exc)))
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
            self._note(Note("{name}'s computer player failed ({error}); it plays a random move",
                            name=self.seat_name(player), error=detail))
            legal = self.state.legal_actions(player)
            if not legal:
                self._schedule_bots()
                return
            action = random.Random(request.record_len).choice(legal)
        try:
            events = self._run([action], COMPUTER)
        except RulesFailure:
            self._schedule_bots()
            return
        self._after_change(events, urgent_save=False)

