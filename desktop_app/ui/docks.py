"""The game window's docks: the game log, the live scores and the rules help."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QDockWidget, QLabel, QPlainTextEdit, QScrollArea, QWidget

from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.ui.rules_text import rule_help
from desktop_app.ui.score_table import ScoreTable

MAX_LOG_LINES = 2000


class LogDock(QDockWidget):
    """Every event line of the game, newest at the bottom (the oldest go past MAX_LOG_LINES).

    The controller keeps the log as texts; the window shows it again with :meth:`set_lines` when
    undo or redo changes it or the language changes.

    A read-only ``QPlainTextEdit``: appending a line costs the same in a long game as in a short
    one (a word-wrapped list view lays out every row again on each scroll).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("log_dock")
        self.text = QPlainTextEdit(self)
        self.text.setReadOnly(True)
        self.text.setMaximumBlockCount(MAX_LOG_LINES)
        self.text.setLineWrapMode(QPlainTextEdit.LineWrapMode.WidgetWidth)
        self.setWidget(self.text)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Game log"))

    def append(self, line: str) -> None:
        """Add a line and scroll to it."""
        self.text.appendPlainText(line)
        self.text.verticalScrollBar().setValue(self.text.verticalScrollBar().maximum())

    def extend(self, lines: list[str]) -> None:
        """Add several lines at once (the history of an opened game)."""
        if lines:
            self.append("\n".join(lines))

    def clear(self) -> None:
        """Remove every line."""
        self.text.clear()

    def set_lines(self, lines: list[str]) -> None:
        """Show exactly ``lines`` (the log rendered again: after undo, redo or a language switch)."""
        self.text.setPlainText("\n".join(lines[-MAX_LOG_LINES:]))
        self.text.verticalScrollBar().setValue(self.text.verticalScrollBar().maximum())

    def lines(self) -> list[str]:
        """The lines shown (tests, copy)."""
        text = self.text.toPlainText()
        return text.split("\n") if text else []

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class ScoreDock(QDockWidget):
    """The live score sheet (see :class:`ScoreTable`)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_dock")
        self.table = ScoreTable(self)
        self.setWidget(self.table)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Scores"))
        self.table.refresh()

    def show_sheet(self, sheet: ScoreSheet, colours: list[str] | None = None) -> None:
        """Show ``sheet``; ``colours`` are the seats' colour ids."""
        self.table.show_sheet(sheet, colours)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class RulesDock(QDockWidget):
    """The rule of whatever is under the mouse: its ID and text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_dock")
        self.label = QLabel(self)
        self.label.setWordWrap(True)
        self.label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setMargin(8)
        area = QScrollArea(self)
        area.setWidgetResizable(True)
        area.setWidget(self.label)
        self.setWidget(area)
        self.rule: tuple[str, str] | None = None
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Rules help"))
        self.show_rule(self.rule)

    def show_rule(self, rule: tuple[str, str] | None) -> None:
        """Show (rule ID, rule text), or a hint when the mouse is over nothing with a rule.

        The text is the rule's player sentence in the current language (so it follows a
        language switch); the given text is shown only for an ID without one.
        """
        self.rule = rule
        if rule is None:
            hint = self.tr("Point at a piece to see its rule.")
            self.label.setText(f"<i>{html.escape(hint)}</i>")
            return
        rule_id, text = rule[0], rule_help(rule[0]) or rule[1]
        missing = self.tr("(rule text not available)")
        body = html.escape(text) if text else f"<i>{html.escape(missing)}</i>"
        self.label.setText(f"<b>{html.escape(rule_id)}</b><br>{body}")

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
