"""Colours and colour-blind patterns for players and scoring categories.

With colour-blind patterns on, nothing is told apart by hue alone: every category index (an ink
colour, a specialty, a score category, a tile category) gets a distinct hatch pattern on top of
its colour, and every player (seat) gets a distinct *mark* — a small shape (circle, triangle,
square, …) drawn on their tokens, boards and headers. Marks and hatches are different kinds of
sign, so a player's token never looks like an ink of the same colour. The palette is the
Okabe–Ito set, readable for the common colour-vision deficiencies.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

PALETTE = ["#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9", "#F0E442", "#000000"]
"""Okabe–Ito colours, one per category index (wraps around)."""

PLAYER_COLOURS: dict[str, str] = {
    "red": "#C8412F", "blue": "#2F6DB5", "green": "#3C8D4F", "yellow": "#E0B12B",
    "purple": "#7D4E9F", "black": "#3A3A3A", "white": "#F2EFE6", "orange": "#E07A1F",
    "brown": "#7B4A26",
}
"""Player colour ids offered in the new-game dialog and their screen colours."""

_PATTERNS = [
    Qt.BrushStyle.SolidPattern, Qt.BrushStyle.BDiagPattern, Qt.BrushStyle.FDiagPattern,
    Qt.BrushStyle.HorPattern, Qt.BrushStyle.VerPattern, Qt.BrushStyle.CrossPattern,
    Qt.BrushStyle.DiagCrossPattern, Qt.BrushStyle.Dense5Pattern,
]


def category_colour(index: int) -> QColor:
    """The palette colour of category ``index``."""
    return QColor(PALETTE[index % len(PALETTE)])


def player_colour(colour_id: str, seat: int = 0) -> QColor:
    """The screen colour of a player colour id (a palette colour by seat if the id is unknown)."""
    if colour_id in PLAYER_COLOURS:
        return QColor(PLAYER_COLOURS[colour_id])
    colour = QColor(colour_id) if colour_id else QColor()
    return colour if colour.isValid() else category_colour(seat)


def pattern_style(index: int) -> Qt.BrushStyle:
    """The hatch style of category ``index`` (index 0 is solid)."""
    return _PATTERNS[index % len(_PATTERNS)]


def pattern_brush(index: int, colour: QColor | None = None) -> QBrush:
    """A brush that tells category ``index`` apart without colour: a contrasting hatch pattern.

    Paint the plain colour first, then this brush over it.
    """
    base = colour or category_colour(index)
    ink = QColor("#FFFFFF") if base.lightnessF() < 0.55 else QColor("#1A1A1A")
    ink.setAlphaF(0.7)
    return QBrush(ink, pattern_style(index))


def fill_brushes(index: int, colour: QColor | None = None, colour_blind: bool = False) -> list[QBrush]:
    """The brushes to paint a category ``index`` area with, bottom first."""
    base = colour or category_colour(index)
    brushes = [QBrush(base)]
    if colour_blind and pattern_style(index) != Qt.BrushStyle.SolidPattern:
        brushes.append(pattern_brush(index, base))
    return brushes


PLAYER_MARKS = ("circle", "triangle", "square", "diamond", "star", "cross")
"""The shape that marks each seat (wraps around) with colour-blind patterns on."""


def player_mark_path(seat: int, centre: QPointF, radius: float) -> QPainterPath:
    """The outline of seat ``seat``'s mark, ``radius`` from ``centre`` to its corners."""
    shape = PLAYER_MARKS[seat % len(PLAYER_MARKS)]
    path = QPainterPath()
    x, y, r = centre.x(), centre.y(), radius
    if shape == "circle":
        path.addEllipse(centre, r * 0.8, r * 0.8)
    elif shape == "square":
        path.addRect(x - r * 0.72, y - r * 0.72, r * 1.44, r * 1.44)
    elif shape == "cross":
        w = r * 0.34
        path.addRect(x - r, y - w, 2 * r, 2 * w)
        path.addRect(x - w, y - r, 2 * w, 2 * r)
        path = path.simplified()
    else:
        corners = {"triangle": 3, "diamond": 4, "star": 10}[shape]
        for i in range(corners):
            angle = -math.pi / 2 + 2 * math.pi * i / corners
            reach = r * (0.45 if shape == "star" and i % 2 else 1.0)
            point = QPointF(x + reach * math.cos(angle), y + reach * math.sin(angle) + (r * 0.15 if corners == 3 else 0))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
    return path


def mark_ink(base: QColor) -> QColor:
    """The colour a mark is drawn in on ``base`` (white on dark colours, near-black on light ones)."""
    return QColor("#FFFFFF") if base.lightnessF() < 0.55 else QColor("#1A1A1A")


def paint_player_mark(painter: QPainter, seat: int, centre: QPointF, radius: float, base: QColor) -> None:
    """Draw seat ``seat``'s mark centred on ``centre`` over a token or band of colour ``base``."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(base.darker(160) if base.lightnessF() >= 0.55 else QColor(0, 0, 0, 90), 0.6))
    painter.setBrush(mark_ink(base))
    painter.drawPath(player_mark_path(seat, centre, radius))
    painter.restore()
