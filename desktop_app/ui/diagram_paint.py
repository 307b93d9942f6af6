"""Drawing primitives shared by the rules diagrams (:mod:`desktop_app.ui.rules_diagrams`,
:mod:`desktop_app.ui.board_diagrams`): colours, fonts, wrapped text, arrows, stars, sectors."""


import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QPolygonF

from desktop_app.engine.text import pick_name

WIDTH = 600.0
"""The logical width of every diagram (pixels)."""
INK = QColor("#2B2620")
PAPER = QColor("#FBF7EC")
MUTED = QColor("#6B6358")
LINE = QColor("#8C8478")
OUTSIDE = QColor("#E6E1D6")
CELL = 22.0
BLANK = "_"
"""A grid label for a square that is not drawn at all (the shape of a lone tile)."""


class DiagramError(ValueError):
    """A diagram's data cannot be drawn (the message names the diagram and the field)."""


def text_of(value: Any, lang: str) -> str:
    """A text (``{en, zh}`` or a plain string) in ``lang``; "" for none."""
    return "" if value is None else pick_name(value, lang)


def diagram_font(size: float, bold: bool = False) -> QFont:
    """The diagrams' font at ``size`` points."""
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def text_height(text: str, width: float, font: QFont) -> float:
    """The height ``text`` takes wrapped at ``width``."""
    if not text:
        return 0.0
    rect = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10000), Qt.TextFlag.TextWordWrap, text)
    return rect.height()


def wrapped(painter: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor = INK,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """Draw ``text`` word-wrapped inside ``rect``."""
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignTop) | Qt.TextFlag.TextWordWrap, text)


def arrow(painter: QPainter, start: QPointF, end: QPointF, colour: QColor = LINE) -> None:
    """An arrow from ``start`` to ``end`` with its head at ``end``."""
    painter.setPen(QPen(colour, 1.6))
    painter.drawLine(start, end)
    angle = math.atan2(end.y() - start.y(), end.x() - start.x())
    head = [end, end - QPointF(math.cos(angle - 0.45) * 8, math.sin(angle - 0.45) * 8),
            end - QPointF(math.cos(angle + 0.45) * 8, math.sin(angle + 0.45) * 8)]
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF(head))


def cell_index(cell: str) -> tuple[int, int]:
    """``C1`` → (2, 0): column letter, row number from 1."""
    return ord(cell[0].upper()) - ord("A"), int(cell[1:]) - 1


def ink_on(colour: QColor) -> QColor:
    """Dark or white text, whichever reads on ``colour``."""
    return INK if colour.lightness() > 140 else QColor("#FFFFFF")


# ---- grid ---------------------------------------------------------------------------------
def star(painter: QPainter, centre: QPointF, radius: float) -> None:
    """A five-pointed star (the grid diagrams' stars)."""
    points = [centre + QPointF(math.sin(i * math.pi / 5) * (radius if i % 2 == 0 else radius * 0.45),
                               -math.cos(i * math.pi / 5) * (radius if i % 2 == 0 else radius * 0.45))
              for i in range(10)]
    painter.setPen(QPen(QColor("#7A5A00"), 0.8))
    painter.setBrush(QColor("#F2C14E"))
    painter.drawPolygon(QPolygonF(points))



def sector(centre: QPointF, inner: float, outer: float, start: float, span: float) -> QPainterPath:
    """An annular sector; angles in screen degrees (clockwise from 3 o'clock)."""
    path = QPainterPath()
    box = QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer)
    hole = QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner)
    path.arcMoveTo(box, -start)
    path.arcTo(box, -start, -span)
    path.arcTo(hole, -(start + span), span)
    path.closeSubpath()
    return path


def key_notes(paint: QPainter | None, items: list[tuple[str, str]], x: float, width: float, lang: str) -> float:
    """A numbered key beside a ring: (label, note) per line; returns its height."""
    y = 8.0
    for i, (label, note) in enumerate(items):
        text = f"{i + 1}. {label}" + (f" — {note}" if note else "")
        h = text_height(text, width, diagram_font(9)) + 4
        if paint is not None:
            wrapped(paint, QRectF(x, y, width, h), text, diagram_font(9))
        y += h
    return y


