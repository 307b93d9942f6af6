"""The page grid of the score calculator: a board side drawn with QPainter, painted cell by cell.

The day's area is shaded (cells outside it are hatched grey), star squares carry a star, the
fold is a dashed line. Left-click or drag paints cells with the current label, right-click or
right-drag erases; the focus tile's cells (``F``) are placed by the focus position instead.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QSize, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainter,
    QPaintEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import QSizePolicy, QWidget

from desktop_app.rules.fit_to_print.geometry import LETTERS
from desktop_app.ui.fit_to_print.calculator_sheet import EMPTY, FOCUS, OUTSIDE, PageEntry

AREA_COLOURS = {"fri": "#FBF5E6", "sat": "#EADFC4", "sun": "#F4EEDF"}
"""Paper tint of each day's area (Friday light, Saturday dark, as on the board)."""
OUTSIDE_COLOUR = QColor("#C9C9C9")
PHOTO_COLOUR = QColor("#8E7CC3")
AD_COLOUR = QColor("#E0B04A")
FOCUS_COLOUR = QColor("#2F2F2F")
STAR_COLOUR = QColor("#C9A227")
ERROR_COLOUR = QColor("#D0312D")
LABEL_MARGIN = 22
"""Room for the column letters and row numbers (pixels)."""


def star_polygon(centre: QPointF, radius: float) -> QPolygonF:
    """A five-pointed star."""
    points = []
    for k in range(10):
        r = radius if k % 2 == 0 else radius * 0.45
        a = -math.pi / 2 + k * math.pi / 5
        points.append(QPointF(centre.x() + r * math.cos(a), centre.y() + r * math.sin(a)))
    return QPolygonF(points)


class PageGrid(QWidget):
    """Draws one :class:`PageEntry` on its day's board side and lets the user paint its cells.

    ``colour_of(label)`` gives a tile's colour and whether it is face down; the dialog sets
    ``current_label``. ``cells_changed`` is emitted after every change of the cells.
    """

    cells_changed = Signal()
    label_typed = Signal(str)

    def __init__(
        self, colour_of: Callable[[str], tuple[QColor, bool]], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setObjectName("page_grid")
        self.colour_of = colour_of
        self.day: Any = None
        self.page: PageEntry | None = None
        self.current_label = ""
        self.error_labels: set[str] = set()
        self.check_marks: dict[str, str] = {}
        """Labels the check flipped (``"flipped"``) or removed (``"removed"``), from its log."""
        self._button: Qt.MouseButton | None = None
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setMinimumSize(260, 300)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_page(self, day: Any, page: PageEntry) -> None:
        """Show ``page`` on ``day``'s board side."""
        self.day, self.page = day, page
        self.updateGeometry()
        self.update()

    # ------------------------------------------------------------------ editing

    def paint_cell(self, col: int, row: int, label: str | None = None) -> bool:
        """Give cell (col, row) ``label`` (default: the current label); False if nothing changed.

        Focus cells are left alone: the focus tile is placed by its position.
        """
        label = self.current_label if label is None else label
        if self.page is None or not label or label == FOCUS or not self._on_grid(col, row):
            return False
        if self.page.cells[row][col] in (FOCUS, label):
            return False
        self.page.cells[row][col] = label
        self.update()
        self.cells_changed.emit()
        return True

    def paint_cells(self, cells: list[tuple[int, int]], label: str | None = None) -> None:
        """Paint several cells (a drag) with ``label``."""
        for col, row in cells:
            self.paint_cell(col, row, label)

    def erase_cell(self, col: int, row: int) -> bool:
        """Empty cell (col, row) unless it is part of the focus tile; False if nothing changed."""
        if self.page is None or not self._on_grid(col, row) or self.page.cells[row][col] in (EMPTY, FOCUS):
            return False
        self.page.cells[row][col] = EMPTY
        self.update()
        self.cells_changed.emit()
        return True

    def _on_grid(self, col: int, row: int) -> bool:
        return self.day is not None and 0 <= col < self.day.grid.columns and 0 <= row < self.day.grid.rows

    # ------------------------------------------------------------------ geometry

    def cell_size(self) -> float:
        """The side of one cell in pixels for the current widget size."""
        if self.day is None:
            return 40.0
        g = self.day.grid
        return max(
            16.0,
            min((self.width() - LABEL_MARGIN - 4) / g.columns, (self.height() - LABEL_MARGIN - 4) / g.rows),
        )

    def cell_rect(self, col: int, row: int) -> QRectF:
        """The rectangle of a cell in widget coordinates."""
        s = self.cell_size()
        return QRectF(LABEL_MARGIN + col * s, LABEL_MARGIN + row * s, s, s)

    def cell_at(self, pos: QPointF) -> tuple[int, int] | None:
        """The (col, row) under ``pos``, or None outside the grid."""
        if self.day is None:
            return None
        s = self.cell_size()
        col = math.floor((pos.x() - LABEL_MARGIN) / s)
        row = math.floor((pos.y() - LABEL_MARGIN) / s)
        return (col, row) if self._on_grid(col, row) else None

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        cols, rows = (self.day.grid.columns, self.day.grid.rows) if self.day is not None else (6, 8)
        return QSize(LABEL_MARGIN + 4 + cols * 48, LABEL_MARGIN + 4 + rows * 48)

    # ------------------------------------------------------------------ mouse

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self._button = event.button()
        self._apply_mouse(event.position())

    def mouseMoveEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        if self._button is not None:
            self._apply_mouse(event.position())

    def mouseReleaseEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        self._button = None

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        text = event.text()
        if (
            len(text) == 1
            and text.isprintable()
            and not text.isspace()
            and text not in (EMPTY, OUTSIDE, FOCUS)
        ):
            self.label_typed.emit(text)
            return
        super().keyPressEvent(event)

    def _apply_mouse(self, pos: QPointF) -> None:
        cell = self.cell_at(pos)
        if cell is None:
            return
        if self._button == Qt.MouseButton.RightButton:
            self.erase_cell(*cell)
        elif self._button == Qt.MouseButton.LeftButton:
            self.paint_cell(*cell)

    # ------------------------------------------------------------------ drawing

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        if self.day is None or self.page is None:
            return
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        g, s = self.day.grid, self.cell_size()
        font = QFont(self.font())
        font.setPointSizeF(max(7.0, s * 0.22))
        painter.setFont(font)
        painter.setPen(QColor("#555"))
        for c in range(g.columns):
            painter.drawText(
                QRectF(LABEL_MARGIN + c * s, 0, s, LABEL_MARGIN), Qt.AlignmentFlag.AlignCenter, LETTERS[c]
            )
        for r in range(g.rows):
            painter.drawText(
                QRectF(0, LABEL_MARGIN + r * s, LABEL_MARGIN - 3, s),
                Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter,
                str(r + 1),
            )
        paper = QColor(AREA_COLOURS.get(self.day.id, "#F6F1E4"))
        for r in range(g.rows):
            for c in range(g.columns):
                rect = self.cell_rect(c, r)
                inside = bool(self.day.area.mask & g.bit(c, r))
                painter.fillRect(rect, paper if inside else OUTSIDE_COLOUR)
                if not inside:
                    painter.fillRect(rect, QBrush(QColor("#AFAFAF"), Qt.BrushStyle.BDiagPattern))
                self._draw_cell(painter, c, r, rect)
        painter.setPen(QPen(QColor("#B8AE98"), 1))
        for r in range(g.rows + 1):
            painter.drawLine(
                QPointF(LABEL_MARGIN, LABEL_MARGIN + r * s),
                QPointF(LABEL_MARGIN + g.columns * s, LABEL_MARGIN + r * s),
            )
        for c in range(g.columns + 1):
            painter.drawLine(
                QPointF(LABEL_MARGIN + c * s, LABEL_MARGIN),
                QPointF(LABEL_MARGIN + c * s, LABEL_MARGIN + g.rows * s),
            )
        self._draw_check_marks(painter, s)
        self._draw_outlines(painter, s)
        self._draw_stars(painter, s)
        fold_y = LABEL_MARGIN + g.fold_after_row * s
        painter.setPen(QPen(QColor("#6B4E16"), 2.5, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(LABEL_MARGIN - 6, fold_y), QPointF(LABEL_MARGIN + g.columns * s + 4, fold_y))
        painter.end()

    def _draw_cell(self, painter: QPainter, c: int, r: int, rect: QRectF) -> None:
        ch = self.page.cells[r][c]
        if ch == EMPTY:
            return
        if ch == FOCUS:
            colour, face_down = FOCUS_COLOUR, False
        else:
            colour, face_down = self.colour_of(ch)
        fill = QColor(colour)
        if face_down:
            fill = QColor("#8A8378")
        painter.fillRect(rect.adjusted(1, 1, -1, -1), fill)
        if face_down:
            painter.fillRect(rect, QBrush(QColor("#6E675D"), Qt.BrushStyle.FDiagPattern))
        painter.setPen(QColor("white") if fill.lightness() < 150 else QColor("#222"))
        bold = QFont(painter.font())
        bold.setBold(True)
        bold.setPointSizeF(max(8.0, rect.height() * 0.3))
        painter.save()
        painter.setFont(bold)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, ch)
        painter.restore()

    def _draw_outlines(self, painter: QPainter, s: float) -> None:
        """Thick lines where a tile meets another tile or empty paper; red around labels in error."""
        g = self.day.grid
        cells = self.page.cells
        for r in range(g.rows):
            for c in range(g.columns):
                ch = cells[r][c]
                if ch == EMPTY:
                    continue
                error = ch in self.error_labels
                painter.setPen(QPen(ERROR_COLOUR if error else QColor("#222"), 3.0 if error else 2.0))
                x, y = LABEL_MARGIN + c * s, LABEL_MARGIN + r * s
                sides = (
                    ((0, -1), (x, y, x + s, y)),
                    ((0, 1), (x, y + s, x + s, y + s)),
                    ((-1, 0), (x, y, x, y + s)),
                    ((1, 0), (x + s, y, x + s, y + s)),
                )
                for (dc, dr), (x1, y1, x2, y2) in sides:
                    nc, nr = c + dc, r + dr
                    if not self._on_grid(nc, nr) or cells[nr][nc] != ch:
                        painter.drawLine(QPointF(x1, y1), QPointF(x2, y2))

    def _draw_check_marks(self, painter: QPainter, s: float) -> None:
        """Tiles the check flips get a grey veil; tiles it removes are crossed out."""
        if not self.check_marks:
            return
        cells = self.page.cells
        for r, row in enumerate(cells):
            for c, ch in enumerate(row):
                mark = self.check_marks.get(ch)
                if mark is None:
                    continue
                rect = self.cell_rect(c, r)
                if mark == "flipped":
                    painter.fillRect(rect, QBrush(QColor(60, 60, 60, 110)))
                    painter.fillRect(rect, QBrush(QColor("#3C3C3C"), Qt.BrushStyle.BDiagPattern))
                else:
                    painter.setPen(QPen(ERROR_COLOUR, 3))
                    inner = rect.adjusted(s * 0.15, s * 0.15, -s * 0.15, -s * 0.15)
                    painter.drawLine(inner.topLeft(), inner.bottomRight())
                    painter.drawLine(inner.topRight(), inner.bottomLeft())

    def _draw_stars(self, painter: QPainter, s: float) -> None:
        for c, r in self.day.grid.cells_of(self.day.area.stars):
            centre = self.cell_rect(c, r).center()
            covered = self.page.cells[r][c] != EMPTY
            painter.setPen(QPen(QColor("#7A5C00"), 1))
            colour = QColor(STAR_COLOUR)
            if covered:
                colour.setAlpha(150)
                centre = QPointF(centre.x() + s * 0.3, centre.y() - s * 0.3)
                painter.setBrush(colour)
                painter.drawPolygon(star_polygon(centre, s * 0.14))
            else:
                painter.setBrush(colour)
                painter.drawPolygon(star_polygon(centre, s * 0.3))
        painter.setBrush(Qt.BrushStyle.NoBrush)
