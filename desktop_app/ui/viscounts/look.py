"""Colours, the scene's words and the small glyphs of the Viscounts table (all drawn with QPainter).

Icons are original shapes: a purse (merchant), a hammer (builder), a crown (noble), a book
(cleric) and a mask (criminal). Resources are an ink bottle, a gold bar and a stone block; silver
is a grey coin. Every icon and ribbon colour also has a hatch-pattern index for colour-blind
patterns.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen

from desktop_app.ui.colour_blind import pattern_brush, player_colour
from desktop_app.ui.i18n import context_translate
from desktop_app.ui.scene_parts import INK, PAPER, font

CONTEXT = "ViscountsScene"
"""The Qt translation context of the scene's words (``resources/translations/contexts/ViscountsScene.yaml``)."""

ICON_COLOURS = {"merchant": "#C98B2B", "builder": "#A0522D", "noble": "#7A4EA3", "cleric": "#3C7DB8",
                "criminal": "#3B3B3B"}
ICON_PATTERNS = {"merchant": 1, "builder": 2, "noble": 3, "cleric": 4, "criminal": 5}
RESOURCE_COLOURS = {"ink": "#2E3D66", "gold": "#E2B33C", "stone": "#9A968C", "silver": "#C9CCD1"}
RIBBON_COLOURS = {"yellow": "#E7C343", "blue": "#3E7CC4", "grey": "#9B9B9B", "black": "#2D2D2D"}
RIBBON_PATTERNS = {"yellow": 1, "blue": 3, "grey": 4, "black": 6}
BUILDING_COLOURS = {"workshop": "#B5773E", "trading_post": "#4F8A5B", "town_hall": "#6A5A9C"}
STEWARD_COLOUR = QColor("#7A7A7A")
BOARD = QColor("#E8DDC2")
BOARD_EDGE = QColor("#8A6F45")
ROAD = QColor("#F4ECD8")
RIVER = QColor("#7FB4D8")
CASTLE = QColor("#CFC6B4")
HIGHLIGHT_FILL = QColor(245, 197, 66, 110)
READ_PT = 10.4
"""The point size of the words a player reads on the table (sites, connections, piece names): 9 px on
a 1366×768 screen at the table's smallest scale (0.652: both modules, the docks open, 繁體中文)."""

__all__ = ["INK", "PAPER", "font", "tr"]


def tr(words: str) -> str:
    """The scene's own words in the current language (context ``ViscountsScene``)."""
    return context_translate(CONTEXT, words)


def seat_colours(view, seats) -> list[QColor]:
    """Screen colour per colour index: each seat's colour, then grey for the Steward (solo)."""
    out = [player_colour(seats[i].colour if i < len(seats) else "", i) for i in range(view.n)]
    if view.solo:
        out.append(QColor(STEWARD_COLOUR))
    return out


# ---- icons -------------------------------------------------------------------------------------
def icon_path(icon: str, centre: QPointF, r: float) -> QPainterPath:
    """The outline of an icon glyph of radius ``r`` (white on its coloured disc)."""
    x, y = centre.x(), centre.y()
    path = QPainterPath()
    if icon == "merchant":  # a tied purse
        path.addEllipse(QPointF(x, y + r * 0.18), r * 0.5, r * 0.42)
        path.addRect(QRectF(x - r * 0.18, y - r * 0.42, r * 0.36, r * 0.2))
        tie = QPainterPath()
        tie.moveTo(x - r * 0.3, y - r * 0.55)
        tie.lineTo(x + r * 0.3, y - r * 0.55)
        tie.lineTo(x + r * 0.15, y - r * 0.35)
        tie.lineTo(x - r * 0.15, y - r * 0.35)
        tie.closeSubpath()
        path = path.united(tie)
    elif icon == "builder":  # a hammer
        path.addRect(QRectF(x - r * 0.55, y - r * 0.55, r * 0.9, r * 0.32))
        path.addRect(QRectF(x - r * 0.12, y - r * 0.3, r * 0.24, r * 0.85))
    elif icon == "noble":  # a crown
        path.moveTo(x - r * 0.55, y + r * 0.4)
        path.lineTo(x - r * 0.55, y - r * 0.35)
        path.lineTo(x - r * 0.27, y)
        path.lineTo(x, y - r * 0.5)
        path.lineTo(x + r * 0.27, y)
        path.lineTo(x + r * 0.55, y - r * 0.35)
        path.lineTo(x + r * 0.55, y + r * 0.4)
        path.closeSubpath()
    elif icon == "cleric":  # an open book
        for side in (-1, 1):
            page = QPainterPath()
            page.moveTo(x, y - r * 0.3)
            page.lineTo(x + side * r * 0.58, y - r * 0.45)
            page.lineTo(x + side * r * 0.58, y + r * 0.38)
            page.lineTo(x, y + r * 0.5)
            page.closeSubpath()
            path = path.united(page)
    else:  # criminal: a mask with two eye holes
        path.addRoundedRect(QRectF(x - r * 0.6, y - r * 0.3, r * 1.2, r * 0.55), r * 0.25, r * 0.25)
        eyes = QPainterPath()
        eyes.addEllipse(QPointF(x - r * 0.25, y - r * 0.03), r * 0.13, r * 0.1)
        eyes.addEllipse(QPointF(x + r * 0.25, y - r * 0.03), r * 0.13, r * 0.1)
        path = path.subtracted(eyes)
    return path


def paint_icon(painter: QPainter, icon: str, centre: QPointF, r: float, colour_blind: bool = False,
               dim: bool = False) -> None:
    """A townsfolk icon: a coloured disc with its white glyph (hatched with colour-blind patterns)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(ICON_COLOURS.get(icon, "#777777"))
    if dim:
        colour.setAlpha(110)
    disc = QPainterPath()
    disc.addEllipse(centre, r, r)
    painter.fillPath(disc, QBrush(colour))
    if colour_blind:
        painter.fillPath(disc, pattern_brush(ICON_PATTERNS.get(icon, 0), colour))
    painter.setPen(QPen(QColor("#FFFFFF"), 1))
    painter.drawPath(disc)
    painter.fillPath(icon_path(icon, centre, r), QBrush(QColor("#FFFFFF")))
    painter.restore()


def paint_coin(painter: QPainter, centre: QPointF, r: float, value: int | str | None = None) -> None:
    """A silver coin, with a number on it (at least at the reading size)."""
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setPen(QPen(QColor("#6E737B"), 1))
    painter.setBrush(QBrush(QColor(RESOURCE_COLOURS["silver"])))
    painter.drawEllipse(centre, r, r)
    painter.setPen(QPen(QColor("#FFFFFF"), 0.8))
    painter.drawEllipse(centre, r * 0.72, r * 0.72)
    if value is not None:
        painter.setPen(INK)
        painter.setFont(font(max(READ_PT, r * 0.95), bold=True))
        painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter,
                         str(value))
    painter.restore()


def paint_resource(painter: QPainter, kind: str, centre: QPointF, r: float) -> None:
    """An ink bottle, a gold bar, a stone block or a silver coin."""
    if kind == "silver":
        paint_coin(painter, centre, r)
        return
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    colour = QColor(RESOURCE_COLOURS.get(kind, "#888888"))
    painter.setBrush(QBrush(colour))
    painter.setPen(QPen(colour.darker(150), 1))
    x, y = centre.x(), centre.y()
    if kind == "ink":
        body = QPainterPath()
        body.addRoundedRect(QRectF(x - r * 0.6, y - r * 0.2, r * 1.2, r * 0.95), r * 0.25, r * 0.25)
        body.addRect(QRectF(x - r * 0.25, y - r * 0.7, r * 0.5, r * 0.55))
        painter.drawPath(body.simplified())
    elif kind == "gold":
        bar = QPainterPath()
        bar.moveTo(x - r * 0.85, y + r * 0.45)
        bar.lineTo(x - r * 0.5, y - r * 0.4)
        bar.lineTo(x + r * 0.5, y - r * 0.4)
        bar.lineTo(x + r * 0.85, y + r * 0.45)
        bar.closeSubpath()
        painter.drawPath(bar)
    else:
        painter.drawRoundedRect(QRectF(x - r * 0.75, y - r * 0.55, r * 1.5, r * 1.1), r * 0.15, r * 0.15)
        painter.setPen(QPen(colour.darker(130), 0.8))
        painter.drawLine(QPointF(x - r * 0.75, y), QPointF(x + r * 0.75, y))
        painter.drawLine(QPointF(x, y - r * 0.55), QPointF(x, y))
    painter.restore()


def paint_ribbon(painter: QPainter, ribbon: str | None, rect: QRectF, colour_blind: bool = False) -> None:
    """A manuscript ribbon: a hanging band with a notched end."""
    if ribbon is None:
        return
    colour = QColor(RIBBON_COLOURS.get(ribbon, "#CCCCCC"))
    path = QPainterPath()
    path.moveTo(rect.topLeft())
    path.lineTo(rect.topRight())
    path.lineTo(rect.bottomRight())
    path.lineTo(rect.center().x(), rect.bottom() - rect.width() * 0.45)
    path.lineTo(rect.bottomLeft())
    path.closeSubpath()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillPath(path, QBrush(colour))
    if colour_blind:
        painter.fillPath(path, pattern_brush(RIBBON_PATTERNS.get(ribbon, 0), colour))
    painter.setPen(QPen(colour.darker(160), 0.8))
    painter.drawPath(path)
    painter.restore()


def paint_building(painter: QPainter, btype: str, rect: QRectF, colour: QColor) -> None:
    """A building piece in a player's colour: a workshop (shed), trading post (tent roof) or town hall (tower)."""
    x, y, w, h = rect.x(), rect.y(), rect.width(), rect.height()
    path = QPainterPath()
    if btype == "workshop":
        path.moveTo(x, y + h)
        path.lineTo(x, y + h * 0.45)
        path.lineTo(x + w * 0.5, y + h * 0.1)
        path.lineTo(x + w, y + h * 0.45)
        path.lineTo(x + w, y + h)
    elif btype == "trading_post":
        path.moveTo(x, y + h)
        path.lineTo(x + w * 0.12, y + h * 0.5)
        path.lineTo(x + w * 0.5, y)
        path.lineTo(x + w * 0.88, y + h * 0.5)
        path.lineTo(x + w, y + h)
    else:
        path.moveTo(x, y + h)
        path.lineTo(x, y + h * 0.35)
        path.lineTo(x + w * 0.3, y + h * 0.35)
        path.lineTo(x + w * 0.3, y)
        path.lineTo(x + w * 0.7, y)
        path.lineTo(x + w * 0.7, y + h * 0.35)
        path.lineTo(x + w, y + h * 0.35)
        path.lineTo(x + w, y + h)
    path.closeSubpath()
    painter.save()
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.fillPath(path, QBrush(colour))
    painter.setPen(QPen(colour.darker(170), 1.2))
    painter.drawPath(path)
    door = QRectF(x + w * 0.4, y + h * 0.68, w * 0.2, h * 0.32)
    painter.fillRect(door, QColor(0, 0, 0, 70))
    painter.restore()


def viscount_path(centre: QPointF, size: float) -> QPainterPath:
    """A viscount: a tall pawn with a pointed hat."""
    x, y, s = centre.x(), centre.y(), size
    body = QPainterPath()
    body.moveTo(x - s * 0.45, y + s * 0.5)
    body.quadTo(x - s * 0.42, y - s * 0.05, x - s * 0.16, y - s * 0.12)
    body.lineTo(x + s * 0.16, y - s * 0.12)
    body.quadTo(x + s * 0.42, y - s * 0.05, x + s * 0.45, y + s * 0.5)
    body.closeSubpath()
    head = QPainterPath()
    head.addEllipse(QPointF(x, y - s * 0.24), s * 0.18, s * 0.18)
    hat = QPainterPath()
    hat.moveTo(x - s * 0.2, y - s * 0.32)
    hat.lineTo(x, y - s * 0.62)
    hat.lineTo(x + s * 0.2, y - s * 0.32)
    hat.closeSubpath()
    return body.united(head).united(hat)


def arrow_head(at: QPointF, angle: float, size: float) -> QPainterPath:
    """A filled arrow head pointing along ``angle`` (radians) with its tip at ``at``."""
    path = QPainterPath()
    path.moveTo(at)
    path.lineTo(at - QPointF(math.cos(angle - 0.5) * size, math.sin(angle - 0.5) * size))
    path.lineTo(at - QPointF(math.cos(angle + 0.5) * size, math.sin(angle + 0.5) * size))
    path.closeSubpath()
    return path
