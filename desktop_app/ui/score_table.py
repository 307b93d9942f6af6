"""A score sheet as a table: a row per category, a column per player, then total and rank."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.ui.colour_blind import player_colour
from desktop_app.ui.i18n import name_lang, render

WINNER_BACKGROUND = QColor("#FFF1C1")


class ScoreTable(QTableWidget):
    """Read-only table of a :class:`ScoreSheet`; the winners' columns are highlighted when final."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.sheet: ScoreSheet | None = None
        self.colours: list[str] = []

    def show_sheet(self, sheet: ScoreSheet, colours: list[str] | None = None) -> None:
        """Fill the table from ``sheet``; ``colours`` are the seats' colour ids."""
        self.sheet, self.colours = sheet, list(colours or [])
        self.refresh()

    def refresh(self) -> None:
        """Redraw the last sheet (after a language change)."""
        sheet = self.sheet
        if sheet is None:
            return
        lang = name_lang()
        rows = [getattr(c, lang, "") or c.en for c in sheet.categories] + [self.tr("Total"), self.tr("Rank")]
        self.clear()
        self.setRowCount(len(rows))
        self.setColumnCount(len(sheet.players))
        self.setVerticalHeaderLabels(rows)
        bold = QFont()
        bold.setBold(True)
        for col, player in enumerate(sheet.players):
            header = QTableWidgetItem(render(player.name))
            colour = player_colour(self.colours[col] if col < len(self.colours) else "", col)
            header.setForeground(QBrush(colour.darker(130)))
            header.setFont(bold)
            self.setHorizontalHeaderItem(col, header)
            values = [player.categories.get(c.id, 0) for c in sheet.categories] + [player.total, player.rank]
            for row, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row >= len(sheet.categories):
                    item.setFont(bold)
                if sheet.final and col in sheet.winners:
                    item.setBackground(QBrush(WINNER_BACKGROUND))
                self.setItem(row, col, item)
        self.updateGeometry()
