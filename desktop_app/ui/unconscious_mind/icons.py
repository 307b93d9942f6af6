"""Small symbols drawn with QPainter paths: lightning, heart, coffee cup, light bulb, star, book, ink bottle.

:func:`icon` adds one as a path item (to the scene or as a child of a piece), so icons scale with
the view and need no font glyphs.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor

from desktop_app.ui.unconscious_mind.look import INK, path_item
from desktop_app.ui.unconscious_mind.shapes import (
    book_path,
    bulb_path,
    cup_path,
    heart_path,
    inkwell_path,
    lightning_path,
    star_path,
)

COLOURS = {"lightning": "#F2B705", "heart": "#D23C4E", "coffee": "#7A4E2D", "bulb": "#F4D35E",
           "star": "#8E5BB5", "book": "#3D6FB0", "inkwell": "#1F2A44", "vp": "#2E7D32"}


PATHS = {"lightning": lightning_path, "heart": heart_path, "coffee": cup_path, "bulb": bulb_path, "star": star_path,
         "book": book_path, "inkwell": inkwell_path}


def icon(scene_or_parent: Any, kind: str, centre: QPointF, size: float, colour: QColor | str | None = None,
         rule_id: str | None = None, tooltip: str = ""):
    """Add the ``kind`` symbol centred on ``centre``."""
    path = PATHS[kind](size).translated(centre)
    return path_item(scene_or_parent, path, colour or COLOURS[kind], INK, 0.7, rule_id, tooltip)


def icon_row(scene_or_parent: Any, kind: str, left: QPointF, count: int, size: float, gap: float = 1.0,
             colour: QColor | str | None = None, rule_id: str | None = None, tooltip: str = "") -> float:
    """``count`` symbols in a row starting at ``left`` (their centre line); returns the right end."""
    x = left.x() + size / 2
    for _ in range(count):
        icon(scene_or_parent, kind, QPointF(x, left.y()), size, colour, rule_id, tooltip)
        x += size + gap
    return x - size / 2
