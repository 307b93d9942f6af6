"""Undo and redo of a :class:`GameController` (a mixin): by snapshot, or by inverse move in real time.

See :mod:`desktop_app.controllers.undo_policy` for what may be taken back. Turn-based play goes
back by snapshot (``QUndoStack``); while the game's clock runs, the viewer's own last gesture is
taken back by its inverse move at the current time and redo makes it again while still legal.
The game log follows: an undone move's lines disappear and come back once on redo.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.controllers.failures import Refused, RulesFailure
from desktop_app.controllers.notes import Note
from desktop_app.controllers.undo import HUMAN
from desktop_app.controllers.undo_policy import NOTHING, LiveGesture, LiveHistory, snapshot_target
from desktop_app.engine.action import Action, IllegalAction

if TYPE_CHECKING:
    from PySide6.QtGui import QUndoStack


class UndoMixin:
    """``can_undo`` / ``undo`` / ``can_redo`` / ``redo`` of a :class:`GameController`."""

    undo_stack: QUndoStack

    def _init_undo(self) -> None:
        self._live = LiveHistory()
        self._undo_cache: tuple[Any, tuple] | None = None
        self._redo_cache: tuple[Any, LiveGesture | None] | None = None

    # ---- the public interface ------------------------------------------------------------
    def can_undo(self) -> tuple[bool, str]:
        """``(True, "")`` or ``(False, reason)`` such as "nothing to undo" (in the chosen language)."""
        plan = self._undo_plan()
        return plan[0] is not None, self._render_note(plan[1]) if plan[1] is not None else ""

    def can_redo(self) -> bool:
        """True when an undone move can be made again (in real time: while it is still legal)."""
        if self._live_mode():
            return self._redo_plan() is not None
        return self.undo_stack.index() < self.undo_stack.count()

    def undo(self) -> bool:
        """Take back the viewer's last move (see :mod:`~desktop_app.controllers.undo_policy`).

        Returns False (and emits ``refused`` with the reason) when nothing may be undone.
        """
        target, reason = self._undo_plan()
        if target is None:
            self._refuse(Note("Cannot undo: {reason}", reason=reason))
            return False
        if isinstance(target, int):
            self.undo_stack.setIndex(target)
            self._after_history_change()
            return True
        gesture, inverse = target
        note = self._note(Note("{name} takes back a move", name=self.seat_name(gesture.player)))
        if not self._apply_live(inverse):
            self._log.remove(note)
            self.log_reset.emit()
            return False
        self._live.done.pop()
        self._live.undone.append(gesture)
        return True

    def redo(self) -> bool:
        """Make the undone move again (turn-based: with the computer moves that followed it)."""
        if self._live_mode():
            gesture = self._redo_plan()
            if gesture is None:
                self._refuse(Note("Cannot redo: nothing to redo"))
                return False
            before = self.state.clone()
            if not self._apply_live(gesture.actions):
                return False
            self._live.undone.pop()
            self._live.done.append(LiveGesture(gesture.player, gesture.actions, before, gesture.barrier))
            return True
        stack = self.undo_stack
        if stack.index() >= stack.count():
            self._refuse(Note("Cannot redo: nothing to redo"))
            return False
        end = stack.index() + 1
        while end < stack.count() and stack.command(end).actor != HUMAN:
            end += 1
        stack.setIndex(end)
        self._after_history_change()
        return True

    # ---- planning ------------------------------------------------------------------------
    def _live_mode(self) -> bool:
        """True while the game's clock is part of play: undo must not rewind it."""
        return self._clock_decision()

    def _undo_plan(self) -> tuple[Any, Note | None]:
        """``(stack index | (gesture, inverse actions), None)`` or ``(None, reason)`` (cached per change)."""
        key = (self._generation, self.hot_seat.viewer, self.undo_stack.index(), len(self._live.done),
               len(self._live.undone), self._live_mode())
        if self._undo_cache is not None and self._undo_cache[0] == key:
            return self._undo_cache[1]
        plan = self._live_undo_plan() if key[-1] else \
            snapshot_target(self.undo_stack, self.hot_seat.viewer, self.seat_name)
        self._undo_cache = (key, plan)
        return plan

    def _live_undo_plan(self) -> tuple[Any, Note | None]:
        gesture = self._live.last(self.hot_seat.viewer)
        if gesture is None:
            return None, NOTHING
        if gesture.barrier is not None:
            return None, gesture.barrier
        inverse = self.game.inverse_actions(gesture.before, gesture.actions, self.state)
        if inverse is None:
            return None, Note("the clock runs and this game has no inverse moves")
        if isinstance(inverse, IllegalAction):
            return None, _illegal_note(inverse)
        illegal = self._trial(inverse)
        if illegal is not None:
            return None, _illegal_note(illegal)
        return (gesture, inverse), None

    def _redo_plan(self) -> LiveGesture | None:
        """The gesture redo would make again, if it is still legal now (cached per change)."""
        key = ("redo", self._generation, self.hot_seat.viewer, len(self._live.done), len(self._live.undone))
        if self._redo_cache is not None and self._redo_cache[0] == key:
            return self._redo_cache[1]
        gesture = self._live.next_redo(self.hot_seat.viewer)
        if gesture is not None and self._trial(gesture.actions) is not None:
            gesture = None
        self._redo_cache = (key, gesture)
        return gesture

    def _trial(self, actions: list[Action]) -> IllegalAction | None:
        """Why ``actions`` could not be made one after the other now (tried on a copy), or None."""
        trial = self.state.clone()
        for action in actions:
            illegal = trial.check(action)
            if illegal is not None:
                return illegal
            try:
                trial.apply(action)
            except Exception as exc:  # a rules bug shows as a refusal, never a traceback
                return IllegalAction("APP-ERROR", "The rules failed on this action: {error}", error=str(exc))
        return None

    def _apply_live(self, actions: list[Action]) -> bool:
        """Make ``actions`` now as the viewer's gesture (not itself recorded for undo)."""
        if not actions:
            self._after_change([])
            return True
        try:
            events = self._run(actions, HUMAN, check=True)
        except (Refused, RulesFailure) as exc:
            illegal = exc.illegal if isinstance(exc, Refused) else IllegalAction(
                "APP-ERROR", "The rules failed on this action: {error}", error=str(exc))
            self._refuse(illegal)
            return False
        self._after_change(events)
        return True


def _illegal_note(illegal: IllegalAction) -> Note:
    return Note("{reason} ({rule})", reason=illegal.reason, rule=illegal.rule_id)
