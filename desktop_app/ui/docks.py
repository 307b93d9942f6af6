"""The game window's docks: the game log, the live scores and the rules help."""

from __future__ import annotations

import html

from PySide6.QtCore import QEvent, QObject, Qt, QTimer
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QFrame,
    QHeaderView,
    QLabel,
    QPlainTextEdit,
    QScrollArea,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

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


PINNED_ROWS = 2
"""The sheet's last rows (Total and Rank) the score dock keeps in sight below the scrolling categories."""
SCORE_DOCK_SHARE = 0.34
"""The widest the Scores dock grows by itself to show every player's column: this share of its window."""
SCORE_DOCK_HEIGHT_SHARE = 0.58
"""The tallest the Scores dock grows by itself to show every category: this share of its window's height."""
SETTLE_MS = 200
"""After the window is resized the dock fits again this much later: for a while after a resize (150 ms)
the window lays its docks out again as restored from the last session, undoing an earlier fit."""


class ScoreDock(QDockWidget):
    """The live score sheet (see :class:`ScoreTable`) with its Total and Rank rows pinned.

    A game with many categories (Viscounts has eleven, fifteen with both expansions) shows those scored in and
    folds the rest (``score_table.FOLD_AFTER``), so at 1366×768 they all show; a dock shorter still scrolls
    them in :attr:`table`; the last
    :data:`PINNED_ROWS` rows are hidden there and shown in :attr:`totals`, a view of the same
    model under it that never scrolls vertically, so the totals are always in sight whatever the
    dock's height or the language. Its columns follow the table's widths and horizontal scroll.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_dock")
        holder = QWidget(self)
        layout = QVBoxLayout(holder)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(0)
        self.table = ScoreTable(holder, fold=True)
        self.totals = QTableView(holder)
        self.totals.setObjectName("score_totals")
        self.totals.setModel(self.table.model())
        self.totals.horizontalHeader().hide()
        self.totals.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.totals.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.totals.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.totals.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.totals.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.totals.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        self.totals.setFrameShape(QFrame.Shape.NoFrame)
        self.totals.setStyleSheet("QTableView#score_totals { border-top: 2px solid #8A7A5A; }")
        policy = self.table.sizePolicy()
        policy.setVerticalPolicy(QSizePolicy.Policy.Maximum)  # as tall as its rows, the totals right under them
        self.table.setSizePolicy(policy)
        layout.addWidget(self.table, 1)
        layout.addWidget(self.totals, 0)
        layout.addStretch(0)
        self.setWidget(holder)
        self._pin = _PinSync(self)
        self.table.installEventFilter(self._pin)
        self.table.verticalHeader().installEventFilter(self._pin)
        self.table.horizontalHeader().sectionResized.connect(lambda *_: self.pin_totals())
        self.table.horizontalScrollBar().valueChanged.connect(self.totals.horizontalScrollBar().setValue)
        self._refit = QTimer(self)
        self._refit.setSingleShot(True)
        self._refit.timeout.connect(self.fit_to_players)
        self.table.horizontalHeader().installEventFilter(self)  # names on two lines: a taller header, fit again
        if parent is not None:
            parent.installEventFilter(self)  # the window grown (maximised, a larger screen): fit again
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Scores"))
        self.table.refresh()
        self.pin_totals()
        QTimer.singleShot(0, self, self.fit_to_players)  # the other language's category names may be wider

    def show_sheet(self, sheet: ScoreSheet, colours: list[str] | None = None) -> None:
        """Show ``sheet``; ``colours`` are the seats' colour ids. A category scored in for the first time
        unfolds into a row of its own: the dock grows for it (within its share)."""
        rows = self.table.rowCount()
        self.table.show_sheet(sheet, colours)
        self.pin_totals()
        if self.table.rowCount() != rows and self.isVisible():
            self._refit.start(0)

    def fit_to_players(self) -> None:
        """Widen the dock so that every player's column shows without scrolling, but never past
        :data:`SCORE_DOCK_SHARE` of the window, and make it tall enough for every category, but never
        past :data:`SCORE_DOCK_HEIGHT_SHARE` of it (a new game; again once the window is laid out)."""
        window = self.parentWidget()
        if window is None or not hasattr(window, "resizeDocks") or self.isFloating():
            return
        wanted = min(self.table.needed_width() + 8, int(window.width() * SCORE_DOCK_SHARE))
        if self.width() < wanted:
            window.resizeDocks([self], [wanted], Qt.Orientation.Horizontal)
            if window.isVisible() and not self._refit.isActive():
                self._refit.start(0)  # the rows once the new width is laid out (a second resize would undo it)
        elif window.isVisible():
            self._fit_rows(window)

    def needed_height(self) -> int:
        """The height that shows every category, the totals and the dock's title without scrolling."""
        table = self.table
        rows = table.horizontalHeader().height() + table.verticalHeader().length() + 2 * table.frameWidth()
        title = self.height() - self.widget().height() if self.widget() is not None else 0
        return rows + (self.totals.height() if self.totals.isVisible() else 0) + max(0, title) + 2

    def _fit_rows(self, window: QWidget) -> None:
        """Heighten the dock to :meth:`needed_height` (within its share of ``window``), taking the room
        from the docks above and below it in its column, none below its smallest size."""
        wanted = min(self.needed_height(), int(window.height() * SCORE_DOCK_HEIGHT_SHARE))
        missing = wanted - self.height()
        column = [d for d in window.findChildren(QDockWidget)
                  if d is not self and d.isVisible() and not d.isFloating() and d.x() == self.x()
                  and window.dockWidgetArea(d) == window.dockWidgetArea(self)]
        spare = sum(max(0, d.height() - d.minimumSizeHint().height()) for d in column)
        if missing <= 0 or spare <= 0:
            return
        taken = min(missing, spare)
        heights = [d.height() - round(taken * max(0, d.height() - d.minimumSizeHint().height()) / spare)
                   for d in column]
        window.resizeDocks([self, *column], [self.height() + taken, *heights], Qt.Orientation.Vertical)

    def showEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().showEvent(event)
        self._refit.start(0)  # the window has its size and layout by then

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self._refit.start(SETTLE_MS)
        elif (watched is self.table.horizontalHeader() and event.type() == QEvent.Type.Resize and self.isVisible()
              and event.size().height() != event.oldSize().height() and not self._refit.isActive()):
            self._refit.start(0)
        return False

    def pin_totals(self) -> None:
        """Hide the Total and Rank rows in the scrolling table and show them (only) in :attr:`totals`,
        lined up with the table's row header and columns."""
        table, totals = self.table, self.totals
        rows = table.rowCount()
        first = max(0, rows - PINNED_ROWS)
        for row in range(rows):
            table.setRowHidden(row, row >= first)
            totals.setRowHidden(row, row < first)
        totals.verticalHeader().setFixedWidth(max(table.verticalHeader().width(),
                                                  table.verticalHeader().sizeHint().width()))
        height = 0
        for row in range(first, rows):  # as tall as their words, like the categories' rows (not the default 30)
            totals.resizeRowToContents(row)
            height += totals.rowHeight(row)
        for col in range(table.columnCount()):
            totals.setColumnWidth(col, table.columnWidth(col))
        totals.setFixedHeight(height + 2 * totals.frameWidth() + 2)
        totals.setVisible(rows > 0)
        totals.horizontalScrollBar().setValue(table.horizontalScrollBar().value())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class _PinSync(QObject):
    """Lines the pinned totals up again when the score table or its row header is resized."""

    def __init__(self, dock: ScoreDock) -> None:
        super().__init__(dock)
        self.dock = dock

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.dock.pin_totals()
        return False


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
