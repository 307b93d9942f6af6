"""The game log as texts rendered late: it follows undo, redo and a language switch.

Each entry keeps an engine :class:`Text` (an event), a controller :class:`Note` or a plain
message (a content pack's refusal, a rules error) and the undo
position it was written at: the number of done commands on the undo stack (events of a
command are at its index + 1; clock ticks that merge into one command share its position).
The log shows the entries at or below the stack's current index, so an undone move's lines
disappear and come back once on redo; a new move after an undo drops the abandoned lines.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.controllers.notes import Note
from desktop_app.engine.text import Text

MAX_SHOWN = 2000
"""At most this many of the newest lines are rendered (the log dock keeps as many)."""


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One log line: the text and the undo position it belongs to."""

    position: int
    text: Text | Note | str


class GameLog:
    """The entries of a running game (the history of an opened save is kept apart)."""

    def __init__(self) -> None:
        self.entries: list[LogEntry] = []
        self._sent = 0

    def unsent(self) -> list[LogEntry]:
        """The entries written since the last call (to append to the log on screen)."""
        new = self.entries[self._sent:]
        self._sent = len(self.entries)
        return new

    def mark_sent(self) -> None:
        """Everything so far is on screen (the whole log was just shown again)."""
        self._sent = len(self.entries)

    def add(self, position: int, text: Text | Note | str) -> LogEntry:
        """Append a line written at undo ``position``."""
        entry = LogEntry(position, text)
        self.entries.append(entry)
        return entry

    def remove(self, entry: LogEntry) -> None:
        """Take back a line just written (a move that then failed)."""
        if entry in self.entries:
            self.entries.remove(entry)
            self._sent = min(self._sent, len(self.entries))

    def cut(self, position: int) -> None:
        """Drop the lines of undone commands above ``position`` (a new move replaces them)."""
        while self.entries and self.entries[-1].position > position:
            self.entries.pop()
        if any(e.position > position for e in self.entries):
            self.entries = [e for e in self.entries if e.position <= position]
        self._sent = min(self._sent, len(self.entries))

    def visible(self, position: int, limit: int = MAX_SHOWN) -> list[LogEntry]:
        """The lines of the done commands (at or below ``position``), the newest ``limit``."""
        shown = [e for e in self.entries if e.position <= position]
        return shown[-limit:]
