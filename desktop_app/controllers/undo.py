"""Undo by snapshot: one ``QUndoCommand`` per applied action or gesture (table clock ticks merge).

A gesture (e.g. Fit To Print's pick + place) is one command holding all its actions.
A command keeps a clone of the state before its action(s) and, once undone, the state after
them, plus the actions it appended to the record. There are no inverse moves to get wrong.
``QUndoStack.push()`` calls ``redo()`` at once: the first call does nothing because the
controller has already applied the action.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QUndoCommand

from desktop_app.engine.action import Action

if TYPE_CHECKING:
    from desktop_app.engine.state import GameState

HUMAN, COMPUTER, TABLE = "human", "computer", "table"
"""Who made the action of a command."""

_CLOCK_ID = 1


class SnapshotHost(Protocol):
    """What a command needs from its controller."""

    state: GameState
    record_actions: list[Action]

    def restore_snapshot(self, state: GameState) -> None:
        """Make ``state`` (a private copy) the current state."""


class SnapshotCommand(QUndoCommand):
    """An applied action: the state before it, the actions it recorded, who made it.

    ``reveals`` is True when one of its events revealed hidden information: undo never goes
    back past such a command. ``reveal_text`` keeps the first revealing event's log text.
    """

    def __init__(self, host: SnapshotHost, before: GameState, start: int, actions: list[Action],
                 actor: str, reveal_text: str | None, label: str) -> None:
        super().__init__(label)
        self.host = host
        self.before = before
        self.after: GameState | None = None
        self.start = start
        self.actions = list(actions)
        self.actor = actor
        self.reveal_text = reveal_text
        self._pushed = False

    @property
    def reveals(self) -> bool:
        """True when this command's events revealed hidden information."""
        return self.reveal_text is not None

    @property
    def is_clock(self) -> bool:
        """True for a run of the table's clock ticks (they merge into one command)."""
        return self.actor == TABLE and all(a.kind == "advance" for a in self.actions)

    def id(self) -> int:
        """Consecutive clock ticks share an id so the stack merges them."""
        return _CLOCK_ID if self.is_clock else -1

    def mergeWith(self, other: QUndoCommand) -> bool:
        """Absorb the next clock tick: keep this command's ``before``, add the tick's actions."""
        if not isinstance(other, SnapshotCommand) or not (self.is_clock and other.is_clock):
            return False
        if other.start != self.start + len(self.actions):
            return False
        self.actions.extend(other.actions)
        if self.reveal_text is None:
            self.reveal_text = other.reveal_text
        return True

    def redo(self) -> None:
        """Re-apply: restore the after-snapshot and the recorded actions (no-op when pushed)."""
        if not self._pushed:
            self._pushed = True
            return
        actions = self.host.record_actions
        del actions[self.start:]
        actions.extend(self.actions)
        if self.after is not None:
            self.host.restore_snapshot(self.after.clone())

    def undo(self) -> None:
        """Go back to the state before the action and drop its actions from the record."""
        self.after = self.host.state.clone()
        del self.host.record_actions[self.start:]
        self.host.restore_snapshot(self.before.clone())
