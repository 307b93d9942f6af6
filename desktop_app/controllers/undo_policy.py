"""What Undo and Redo may take back, for every game: barriers, hot-seat ownership, real time.

Two ways to undo, chosen by the controller:

- **By snapshot** (turn-based play): back to the state before the viewer's last move, together
  with the computer moves that followed it. :func:`snapshot_target` walks the undo stack from
  the top and stops at a *barrier*: a command whose events revealed hidden information, one
  that committed a secret choice (a hidden decision of that player ended, e.g. GUT-PLAN-05
  "a commit is final"), the hand-over of the device to another person (only moves made since
  the viewer got the device are theirs to undo), or clock ticks (time never runs backwards).
  Another person's move and computer moves on their own are never undone.
- **By inverse move** (while a clock runs, e.g. Fit To Print): the viewer's last gesture is
  taken back by a new move at the current game time, so neither the clock nor the other
  players' moves go back. The game supplies the inverse (``Game.inverse_actions``); where it
  has none, or the inverse is not legal now, undo is unavailable with the reason. Redo makes
  the gesture again while it is still legal. :class:`LiveHistory` keeps these gestures.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtGui import QUndoStack

from desktop_app.controllers.notes import Note
from desktop_app.controllers.undo import HUMAN, SnapshotCommand
from desktop_app.engine.action import Action
from desktop_app.engine.event import Event
from desktop_app.engine.state import GameState

NOTHING = Note("nothing to undo")


def reveal_barrier(events: list[Event]) -> Note | None:
    """The barrier of a command whose events revealed hidden information (a draw, a flip, a reveal)."""
    reveal = next((e for e in events if e.reveals), None)
    if reveal is None:
        return None
    return Note("hidden information was revealed ({event})", event=reveal.text)


def commit_barrier(before: GameState, after: GameState, player: int, name: str) -> Note | None:
    """The barrier of a person's move that ended their hidden decision (a committed secret choice).

    A secret choice is a decision marked ``hidden`` (secret plans, bids, a kept card). The move
    that ends it — the player has no decision afterwards, or one of another kind or open to all —
    is final, like GUT-PLAN-05's commit. Moves inside a hidden decision (placing a plan token)
    stay undoable until then.
    """
    if player < 0:
        return None
    decision = before.decision_for(player)
    if decision is None or not decision.hidden:
        return None
    later = after.decision_for(player)
    if later is not None and later.hidden and later.kind == decision.kind:
        return None
    return Note("{name}'s secret choice is final ({rule})", name=name, rule=decision.rule_id or decision.kind)


def snapshot_target(stack: QUndoStack, viewer: int,
                    seat_name: Callable[[int], str]) -> tuple[int | None, Note | None]:
    """``(stack index to undo to, None)`` (the viewer's last move), or ``(None, the reason why not)``."""
    for i in range(stack.index() - 1, -1, -1):
        command = stack.command(i)
        if not isinstance(command, SnapshotCommand):
            continue
        if command.barrier is not None and (command.player == viewer or not command.handed_over):
            return None, command.barrier
        if command.handed_over:
            if command.actor == HUMAN and command.player == viewer:
                return None, Note("the device has been passed on since {name}'s move", name=seat_name(viewer))
            if command.actor == HUMAN:
                return None, Note("that was {name}'s move", name=seat_name(command.player))
            return None, Note("{name} has made no move since taking the device", name=seat_name(viewer))
        if command.is_clock:
            return None, Note("the clock has run since that move")
        if command.actor == HUMAN:
            if command.player == viewer:
                return i, None
            return None, Note("that was {name}'s move", name=seat_name(command.player))
    return None, NOTHING


@dataclass
class LiveGesture:
    """A gesture made while the clock ran: who, what, the state before it, why it is final (if so)."""

    player: int
    actions: list[Action]
    before: GameState
    barrier: Note | None = None


@dataclass
class LiveHistory:
    """The viewer's gestures made while the clock runs (``done``) and those taken back (``undone``).

    Cleared when the device changes hands, when the clock stops being part of the game (the day
    ended) and when an undo by snapshot changes the state under it.
    """

    done: list[LiveGesture] = field(default_factory=list)
    undone: list[LiveGesture] = field(default_factory=list)

    def last(self, player: int) -> LiveGesture | None:
        """The newest gesture of ``player`` still standing."""
        return self.done[-1] if self.done and self.done[-1].player == player else None

    def next_redo(self, player: int) -> LiveGesture | None:
        """The newest gesture of ``player`` taken back."""
        return self.undone[-1] if self.undone and self.undone[-1].player == player else None

    def clear(self) -> None:
        """Forget every gesture."""
        self.done.clear()
        self.undone.clear()
