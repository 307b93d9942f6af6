"""Colours and colour-blind patterns for players and scoring categories.

With colour-blind patterns on, every category index (a player seat, an ink colour, a score
category) gets a distinct hatch pattern on top of its colour, so nothing is told apart by hue
alone. The palette is the Okabe–Ito set, readable for the common colour-vision deficiencies.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QBrush, QColor

PALETTE = ["#D55E00", "#0072B2", "#009E73", "#E69F00", "#CC79A7", "#56B4E9", "#F0E442", "#000000"]
"""Okabe–Ito colours, one per category index (wraps around)."""

PLAYER_COLOURS: dict[str, str] = {
    "red": "#C8412F", "blue": "#2F6DB5", "green": "#3C8D4F", "yellow": "#E0B12B",
    "purple": "#7D4E9F", "black": "#3A3A3A", "white": "#F2EFE6", "orange": "#E07A1F",
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
