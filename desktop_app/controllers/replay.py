"""A finished (or saved) game replayed move by move, for the replay viewer: nothing can be changed.

:class:`ReplayController` is a :class:`GameController` that never plays: no computer player
moves, no clock runs, nothing is autosaved, and every move, undo or redo is refused with a
word on why. It shows the position after any number of the record's moves (:meth:`goto`), from
one seat's view or — once the game is over — everything (:meth:`view_as`). The log follows the
position. :meth:`branch_record` gives the record up to the current move, for "Continue from
here" (a new game; the original stays as it was).
"""

from __future__ import annotations

from typing import Any

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.history import HISTORY_LINES
from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.game import Game
from desktop_app.engine.record import GameRecord
from desktop_app.engine.state import GameState
from desktop_app.engine.text import Text

SNAPSHOT_EVERY = 40
"""A copy of the state is kept every this many moves, so any position is at most that many moves away."""
EVERYTHING = -2
"""The "seat" of :meth:`ReplayController.view_as` that shows every hidden card (after the game)."""


class ReplayController(GameController):
    """Shows the positions of ``record`` (every move checked while it is replayed once, at the start)."""

    def __init__(self, game: Game, content: Any, record: GameRecord, parent: Any = None) -> None:
        state = record.new_state(game, content)
        snapshots: list[GameState] = [state.clone()]
        texts: list[list[Text]] = []
        round_starts: list[tuple[int, int]] = []
        last_round = state.rounds_played()
        for n, action in enumerate(record.actions, start=1):
            events = state.apply(action)
            texts.append([e.text for e in events if e.text.key])
            current = state.rounds_played()
            if current is not None and current != last_round and current >= 1:
                round_starts.append((n, current))
            last_round = current
            if n % SNAPSHOT_EVERY == 0:
                snapshots.append(state.clone())
        full = GameRecord(record.game_id, record.content_version, record.options, record.seed,
                          list(record.actions))
        super().__init__(game, content, full, state, parent, autosave=False)
        self._snapshots, self._texts = snapshots, texts
        self.round_starts = round_starts
        """``(move index, round)``: where each round begins (the slider's marks)."""
        self.total = len(record.actions)
        self.finished = state.is_over()
        self.position = self.total
        self.reveal_all = False

    # ---- never playing -------------------------------------------------------------------
    def _kick_off(self) -> None:
        if not self._shut:
            self.state_changed.emit([])
            self._emit_status()

    def _schedule_bots(self) -> None:
        """A replay has no computer players to move."""

    def _autosave(self, urgent: bool = True) -> None:
        """A replay is never saved."""

    def start_clock(self) -> None:
        """A replay's clock stands still."""

    def refusal(self) -> IllegalAction:
        """Why a move is refused in a replay."""
        return IllegalAction("APP-REPLAY", "This is a replay: nothing can be changed. "
                                           "Use Continue from here to play on from this position.")

    def check(self, action: Action) -> IllegalAction | None:
        """Every move is refused in a replay."""
        return self.refusal()

    def submit_all(self, actions: list[Action]) -> IllegalAction | None:
        """Refuse (a replay changes nothing) and say why."""
        illegal = self.refusal()
        self.refused.emit(illegal.message(self._lang, self._translate))
        return illegal

    def explain_not_now(self) -> str:
        """A click on any piece of a replay gets the replay's answer: nothing can be changed here."""
        words = self.refusal().message(self._lang, self._translate)
        self.refused.emit(words)
        return words

    def can_undo(self) -> tuple[bool, str]:
        """No undo in a replay: step back with the replay's own buttons."""
        return False, self.render(self.refusal().reason)

    def undo(self) -> bool:
        """Nothing to undo in a replay."""
        return False

    def redo(self) -> bool:
        """Nothing to redo in a replay."""
        return False

    # ---- moving through the game ---------------------------------------------------------
    def goto(self, position: int) -> None:
        """Show the position after the first ``position`` moves (clamped to the game)."""
        position = max(0, min(self.total, position))
        base = position // SNAPSHOT_EVERY
        state = self._snapshots[base].clone()
        for action in self.record.actions[base * SNAPSHOT_EVERY:position]:
            state.apply(action)
        self.position = position
        self.restore_snapshot(state)
        self.hot_seat.pending = None
        self.state_changed.emit([])
        self.log_reset.emit()
        self._emit_status()

    def view_as(self, seat: int) -> None:
        """Show the table as ``seat`` sees it, or everything (:data:`EVERYTHING`, only after the game)."""
        if seat == EVERYTHING:
            self.reveal_all = self.finished
        else:
            self.reveal_all = False
            if 0 <= seat < len(self.options.seats):
                self.hot_seat.viewer = seat
        self.hot_seat.pending = None
        self._changes += 1
        self.state_changed.emit([])
        self._emit_status()

    def view_state(self) -> GameState:
        """The seat's view, or the whole state when everything is revealed."""
        if self.reveal_all:
            return self.state
        return super().view_state()

    def round_at(self, position: int) -> int:
        """The round the game is in after ``position`` moves (0 before the first round)."""
        current = 0
        for start, number in self.round_starts:
            if start <= position:
                current = number
        return current

    def log_lines(self) -> list[str]:
        """The log of the moves up to the shown position (the last :data:`HISTORY_LINES` lines)."""
        texts = [t for moves in self._texts[:self.position] for t in moves]
        lines = [line for line in map(self.render, texts[-HISTORY_LINES:]) if line]
        if len(texts) > HISTORY_LINES:
            return [self.render(Text("… {count} earlier log lines are not shown",
                                     count=len(texts) - HISTORY_LINES))] + lines
        return lines

    def status_text(self) -> str:
        """Where the replay stands: move k of n, and the round."""
        round_no = self.round_at(self.position)
        text = Text("Replay: move {move} of {total}, round {round}", move=self.position, total=self.total,
                    round=round_no) if round_no else Text("Replay: move {move} of {total}", move=self.position,
                                                          total=self.total)
        return self.render(text)

    def branch_record(self) -> tuple[GameRecord, GameState]:
        """The record up to the shown position and its state: a new game continues from there."""
        record = GameRecord(self.record.game_id, self.record.content_version, self.record.options,
                            self.record.seed, list(self.record.actions[:self.position]))
        return record, self.state.clone()
