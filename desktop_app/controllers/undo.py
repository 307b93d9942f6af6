"""Undo by snapshot: one ``QUndoCommand`` per applied action or gesture (table clock ticks merge).

A gesture (e.g. Fit To Print's pick + place) is one command holding all its actions.
A command keeps a clone of the state before its action(s) and, once undone, the state after
them, plus the actions it appended to the record and the log texts of its events. There are
no inverse moves to get wrong. ``QUndoStack.push()`` calls ``redo()`` at once: the first call
does nothing because the controller has already applied the action.

Undo never goes back past a *barrier* (see :mod:`desktop_app.controllers.undo_policy`): a
command whose events revealed hidden information, one that committed a secret choice, and
the last command before the device changed hands in hot-seat play (``handed_over``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtGui import QUndoCommand

from desktop_app.engine.action import Action

if TYPE_CHECKING:
    from desktop_app.controllers.notes import Note
    from desktop_app.engine.state import GameState
    from desktop_app.engine.text import Text

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

    ``player`` is the seat that acted (-1 for the table). ``barrier`` is None or the reason (a
    :class:`~desktop_app.controllers.notes.Note`) why undo never goes back past this command: its
    events revealed hidden information, or it committed a secret choice.
    ``handed_over`` is set when the device passed to another person after this command.
    ``texts`` are the log texts of its events (the game log shows those of the done commands).
    """

    def __init__(self, host: SnapshotHost, before: GameState, start: int, actions: list[Action],
                 actor: str, player: int, label: str, barrier: Note | None = None,
                 texts: list[Text] | None = None) -> None:
        super().__init__(label)
        self.host = host
        self.before = before
        self.after: GameState | None = None
        self.start = start
        self.actions = list(actions)
        self.actor = actor
        self.player = player
        self.barrier = barrier
        self.handed_over = False
        self.texts = list(texts or ())
        self._pushed = False

    @property
    def is_clock(self) -> bool:
        """True for a run of the table's clock ticks (they merge into one command)."""
        return self.actor == TABLE and all(a.kind == "advance" for a in self.actions)

    def id(self) -> int:
        """Consecutive clock ticks share an id so the stack merges them."""
        return _CLOCK_ID if self.is_clock else -1

    def mergeWith(self, other: QUndoCommand) -> bool:  # noqa: N802 (Qt override)
        """Absorb the next clock tick: keep this command's ``before``, add the tick's actions."""
        if not isinstance(other, SnapshotCommand) or not (self.is_clock and other.is_clock):
            return False
        if other.start != self.start + len(self.actions) or self.handed_over:
            return False
        self.actions.extend(other.actions)
        self.texts.extend(other.texts)
        if self.barrier is None:
            self.barrier = other.barrier
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
