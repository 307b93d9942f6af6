"""What Undo and Redo may take back, for every game: barriers, hot-seat ownership, real time.

Two ways to undo, chosen by the controller:

- **By snapshot** (turn-based play): back to the state before the viewer's last move, together
  with the computer moves that followed it. :func:`snapshot_target` walks the undo stack from
  the top and stops at a *barrier*: a command whose events revealed hidden information, one
  that committed a secret choice (a hidden decision of that player ended, e.g. GUT-PLAN-05
  "a commit is final"; named a reveal when the others can now tell the choice, e.g. a card
  played from the hand, VIS-P1-03), the hand-over of the device to another person (only moves made since
  the viewer got the device are theirs to undo), or clock ticks (time never runs backwards).
  What only the computer seats learn is no barrier: their moves after the viewer's are undone
  with it, and no person learns anything.
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

from desktop_app.controllers.hot_seat import PRIVACY_STREAM
from desktop_app.controllers.notes import Note
from desktop_app.controllers.undo import HUMAN, SnapshotCommand
from desktop_app.engine.action import Action
from desktop_app.engine.event import Event
from desktop_app.engine.rng import new_rng
from desktop_app.engine.state import GameState

NOTHING = Note("nothing to undo")


def reveal_barrier(events: list[Event], player: int, people: set[int]) -> Note | None:
    """The barrier of a command whose events revealed hidden information (a draw, a flip, a reveal).

    ``player`` made the move; ``people`` are the seats played by persons. What was already the
    player's own knowledge (``known_to_player``: a card played from their hand, VIS-P1-03) is
    news only to the other seats, so it is a barrier only when another person sits at the table:
    computer seats gain nothing from an undo (their later moves are undone with it).
    """
    news_to_a_person = bool(people - {player})
    reveal = next((e for e in events if e.reveals
                   and (news_to_a_person or not (e.known_to_player and e.player == player))), None)
    if reveal is None:
        return None
    return Note("hidden information was revealed ({event})", event=reveal.text)


def commit_barrier(before: GameState, after: GameState, actions: list[Action], events: list[Event],
                   seats: int, people: set[int], name: str) -> Note | None:
    """The barrier of a person's move that ended their hidden decision (a committed secret choice).

    A secret choice is a decision marked ``hidden`` (secret plans, bids, a kept card). The move
    that ends it — the player has no decision afterwards, or one of another kind or open to all —
    is final. Moves inside a hidden decision (placing a plan token) stay undoable until then.
    The refusal names the real barrier: when another person (one of ``people``, the seats played
    by persons) can now tell which option was chosen (a card played from a secret hand is on the
    table, VIS-P1-03), the move revealed hidden information; when only computer seats can, there
    is no barrier (they gain nothing from an undo); when nobody can (a committed plan,
    GUT-PLAN-05; a sealed bid), the secret choice is final.
    """
    player = actions[0].player
    if player < 0:
        return None
    decision = before.decision_for(player)
    if decision is None or not decision.hidden:
        return None
    later = after.decision_for(player)
    if later is not None and later.hidden and later.kind == decision.kind:
        return None
    rule = decision.rule_id or decision.kind
    others = [q for q in range(seats) if q != player]
    persons = [q for q in others if q in people]
    computers = [q for q in others if q not in people]
    shown = any(e.reveals and e.known_to_player and e.player == player for e in events)
    if persons and (shown or choice_seen_by_others(before, actions, after, persons)):
        text = next((e.text for e in events if e.text.key), None)
        return Note("hidden information was revealed ({event})", event=text if text is not None else rule)
    if shown or (computers and choice_seen_by_others(before, actions, after, computers)):
        return None
    return Note("{name}'s secret choice is final ({rule})", name=name, rule=rule)


def choice_seen_by_others(before: GameState, actions: list[Action], after: GameState, others: list[int]) -> bool:
    """True when one of the seats ``others`` can tell the last of ``actions`` from the other options it had.

    Each legal option of the same kind (another card of the hand, another bid) is played on a
    copy of ``before``; if any of those seats' view afterwards differs from its view of ``after``
    (both resampled from the same stream, so only what that seat may see counts), the choice
    is in the open.
    """
    last = actions[-1]
    start = before.clone()
    for action in actions[:-1]:
        start.apply(action)
    seen = {q: after.view(q, new_rng(0, PRIVACY_STREAM)).to_json() for q in others}
    for option in start.legal_actions(last.player):
        if option.kind != last.kind or option == last:
            continue
        world = start.clone()
        try:
            world.apply(option)
        except Exception:  # noqa: BLE001 - an option the rules cannot play out tells nothing
            continue
        if any(world.view(q, new_rng(0, PRIVACY_STREAM)).to_json() != seen[q] for q in others):
            return True
    return False


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
