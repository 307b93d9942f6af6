"""The game log as texts rendered late: it follows undo, redo and a language switch.

Each entry keeps an engine :class:`Text` (an event), a controller :class:`Note` or a plain
message (a content pack's refusal, a rules error) and the undo
position it was written at: the number of done commands on the undo stack (events of a
command are at its index + 1; clock ticks that merge into one command share its position).
The log shows the entries at or below the stack's current index, so an undone move's lines
disappear and come back once on redo; a new move after an undo drops the abandoned lines.
:class:`LogMixin` gives the :class:`GameController` its log methods.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.controllers.history import History
from desktop_app.controllers.notes import Note
from desktop_app.controllers.notes import tr as _tr
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


class LogMixin:
    """The game log of a :class:`GameController`: lines rendered late in the chosen language."""

    _log: GameLog
    _history: History

    def history_lines(self) -> list[str]:
        """The log lines of the moves made before this game was opened, in the chosen language.

        Empty for a new game. At most :data:`~desktop_app.controllers.history.HISTORY_LINES`
        event lines, after a line saying how many earlier ones are left out.
        """
        history = self._history
        lines = []
        if history.skipped:
            lines.append(_tr("… {count} earlier log lines are not shown").format(count=history.skipped))
        return lines + [line for line in map(self.render, history.texts) if line]

    def log_lines(self) -> list[str]:
        """The whole game log in the chosen language: the earlier moves of an opened save, then
        every line of the moves done since (undone moves' lines are left out), newest last."""
        shown = self._log.visible(self.undo_stack.index())
        return self.history_lines() + [line for line in map(self._render_entry, shown) if line]

    def _render_note(self, note: Note) -> str:
        return note.render(self.render)

    def _render_entry(self, entry: LogEntry) -> str:
        text = entry.text
        if isinstance(text, Text):
            return self.render(text)
        return self._render_note(text) if isinstance(text, Note) else text

    def _note(self, text: Note | str) -> LogEntry:
        """Write a controller line into the log now (at the current undo position)."""
        entry = self._log.add(self.undo_stack.index(), text)
        self._flush_log()
        return entry

    def _flush_log(self) -> None:
        """Emit ``log_line`` for every entry written since the last flush."""
        for entry in self._log.unsent():
            line = self._render_entry(entry)
            if line:
                self.log_line.emit(line)
