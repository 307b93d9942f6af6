"""A score sheet as a table: a row per category, a column per player, then total and rank.

Headers never clip a word: a player's name wraps onto two lines ("Player / 1") and is elided
with "…" only when even that is too wide; category names drop their rule ID (it is in the
tooltip) and wrap. The columns share the width when they fit and scroll when they do not, so a
narrow dock with six players still reads every name. Text grown for a larger screen
(:func:`~desktop_app.ui.screen_fit.grow_text`) widens those limits with it. A sheet with many categories
folds those nobody has scored in yet into one row in the live Scores dock (:data:`FOLD_AFTER`).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QHeaderView,
    QStyle,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.ui.colour_blind import player_colour
from desktop_app.ui.i18n import name_lang, render
from desktop_app.ui.screen_fit import text_scale
from desktop_app.ui.text_fit import strip_rule_id, wrapped_label

WINNER_BACKGROUND = QColor("#FFF1C1")
NAME_WIDTH = 96.0
"""The widest a player's header line may be before it is elided (in the application's text size)."""
CATEGORY_WIDTH = 112.0
"""The widest a category line may be before it wraps (in the application's text size)."""
CATEGORY_LINES = 3
"""The most lines a category name takes before it is elided: two at 1366×768; grown text is not exactly in
proportion, so at 1920×1080 "Poverty: approved deeds majority" needed a third (it was cut "approved deed…")."""
CELL_PADDING = 6
"""Room beside a header's text on top of the style's own header margins."""
FOLD_AFTER = 8
"""A sheet with more categories than this (Viscounts: 11, 15 with both expansions) shows only those someone has
scored in; the others, all 0, share one row that names them in its tooltip. At 1366×768 every row then fits the
dock without scrolling."""


class ScoreTable(QTableWidget):
    """Read-only table of a :class:`ScoreSheet`; the winners' columns are highlighted when final. With ``fold``
    (the live Scores dock) a sheet with many categories folds those nobody has scored in into one row; the
    score summary and the calculators show every category."""

    def __init__(self, parent: QWidget | None = None, fold: bool = False) -> None:
        super().__init__(parent)
        self.fold = fold
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.horizontalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)  # we elide per line ourselves
        self.verticalHeader().setTextElideMode(Qt.TextElideMode.ElideNone)
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.setWordWrap(False)
        self.sheet: ScoreSheet | None = None
        self.colours: list[str] = []
        self._labels: list[list[tuple[str, int]]] = []
        """Per player: (one-line header, its column width), (two-line header, its width)."""

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
        shown, folded = shown_categories(sheet) if self.fold else (list(sheet.categories), [])
        names = [getattr(c, lang, "") or c.en for c in shown]
        if folded:
            names.append(self.tr("Not scored yet ({n})").format(n=len(folded)))
        names += [self.tr("Total"), self.tr("Rank")]
        self._labels = []  # (the headers go with clear(): no resize may fit the old ones meanwhile)
        self.clear()
        self.setRowCount(len(names))
        self.setColumnCount(len(sheet.players))
        bold = QFont(self.font())
        bold.setBold(True)
        grown = text_scale(self)
        row_metrics = QFontMetricsF(self.verticalHeader().font())
        for row, full in enumerate(names):
            label, _cut = wrapped_label(strip_rule_id(full), row_metrics, CATEGORY_WIDTH * grown, CATEGORY_LINES)
            item = QTableWidgetItem(label)
            item.setToolTip(full if not folded or row != len(shown) else
                            "\n".join(strip_rule_id(getattr(c, lang, "") or c.en) for c in folded))
            self.setVerticalHeaderItem(row, item)
        name_metrics = QFontMetricsF(bold)
        margin = 2 * self.style().pixelMetric(QStyle.PixelMetric.PM_HeaderMargin, None, self.horizontalHeader())
        labels = []
        for col, player in enumerate(sheet.players):
            name = render(player.name)
            values = [player.categories.get(c.id, 0) for c in shown] + ([0] if folded else []) + [player.total,
                                                                                                   player.rank]
            digits = max(name_metrics.horizontalAdvance(str(v)) for v in values)
            widest = NAME_WIDTH * grown
            labels.append([_label(name, name_metrics, width, digits, margin, widest)
                           for width in (widest, _widest_word(name, name_metrics, widest))])
            header = QTableWidgetItem(labels[col][0][0])
            header.setToolTip(name)
            colour = player_colour(self.colours[col] if col < len(self.colours) else "", col)
            header.setForeground(QBrush(colour.darker(130) if colour.lightnessF() < 0.7 else QColor("#5E574B")))
            header.setFont(bold)
            self.setHorizontalHeaderItem(col, header)
            for row, value in enumerate(values):
                item = QTableWidgetItem(str(value))
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                if row >= len(values) - 2:
                    item.setFont(bold)
                if sheet.final and col in sheet.winners:
                    item.setBackground(QBrush(WINNER_BACKGROUND))
                self.setItem(row, col, item)
        self._labels = labels
        self._fit_columns()
        self.updateGeometry()

    def needed_width(self) -> int:
        """The width that shows every column whole without scrolling (names on two lines if need be)."""
        frame = 2 * self.frameWidth() + self.verticalScrollBar().sizeHint().width()
        return self.verticalHeader().sizeHint().width() + sum(c[-1][1] for c in self._labels) + frame

    def column_labels(self) -> list[str]:
        """The player headers as shown (tests: never a clipped word)."""
        return [self.horizontalHeaderItem(c).text() for c in range(self.columnCount())]

    def _fit_columns(self) -> None:
        """One-line names when they fit, else two-line names; share the width when the columns fit,
        otherwise keep each column readable and scroll."""
        header = self.horizontalHeader()
        if not self._labels or len(self._labels) != self.columnCount():
            return
        room = self.viewport().width()
        variant = 0 if sum(c[0][1] for c in self._labels) <= room else -1
        widths = []
        for col, choices in enumerate(self._labels):
            text, width = choices[variant]
            if self.horizontalHeaderItem(col).text() != text:
                self.horizontalHeaderItem(col).setText(text)
            widths.append(width)
        header.setMinimumSectionSize(min(widths))
        if max(widths) * len(widths) <= room:  # equal shares fit every name
            header.setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
            return
        # unequal names ("Ann", "Player 3"): each column its own width, the room left shared out;
        # when even that does not fit, the columns keep their widths and the table scrolls
        spare = max(0, room - sum(widths)) // len(widths)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        for col, width in enumerate(widths):
            header.resizeSection(col, width + spare)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        self._fit_columns()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self.refresh()  # the headers' fonts, wrapping and column widths follow the new text size


def shown_categories(sheet: ScoreSheet) -> tuple[list, list]:
    """(the categories shown one to a row, those folded into one row): with more than :data:`FOLD_AFTER`
    categories, those in which every player has 0 are folded."""
    if len(sheet.categories) <= FOLD_AFTER:
        return list(sheet.categories), []
    scored = [c for c in sheet.categories if any(p.categories.get(c.id, 0) for p in sheet.players)]
    return scored, [c for c in sheet.categories if c not in scored]


def _widest_word(name: str, metrics: QFontMetricsF, widest: float) -> float:
    """The width of the longest word of ``name`` (what a wrapped header needs), at most ``widest``."""
    return min(widest, max((metrics.horizontalAdvance(w) for w in name.split()), default=0.0))


def _label(name: str, metrics: QFontMetricsF, width: float, digits: float, margin: int,
           widest: float) -> tuple[str, int]:
    """(header text, column width) of ``name`` wrapped at ``width`` (one line at ``widest``)."""
    lines = 1 if width >= widest else 2
    text, _cut = wrapped_label(name, metrics, width, lines)
    shown = max(metrics.horizontalAdvance(line) for line in text.split("\n"))
    return text, int(max(shown, digits) + margin + CELL_PADDING + 0.999)

