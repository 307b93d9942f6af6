"""Colours, fonts and small drawing helpers shared by the parts of the Unconscious Mind table.

Insight colours (Passion red, Growth green, Freedom purple) are also the district colours of
Vienna; each has a hatch-pattern index so it stays distinguishable with colour-blind patterns on.
Players keep their seat colours (a mark shape with colour-blind patterns on).
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontDatabase, QFontMetricsF, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
)

from desktop_app.ui.colour_blind import player_colour
from desktop_app.ui.i18n import context_translate
from desktop_app.ui.text_fit import wrap_lines

CONTEXT = "UmScene"
INK = QColor("#2A2420")
MUTED = QColor("#6E6253")
PAPER = QColor("#FFFDF8")
TABLE = QColor("#DCCBA8")
TABLE_EDGE = QColor("#8A6B3E")
FELT = QColor("#E9DFC9")
OFFICE = QColor("#F3EBDD")
GOLD = QColor("#D9A520")
COFFEE = QColor("#7A4E2D")
INSIGHT = (QColor("#D2453A"), QColor("#4C9A4A"), QColor("#8858C0"))
"""Passion (red), Growth (green), Freedom (purple): insight wedges and district colours."""
INSIGHT_PATTERNS = (2, 4, 6)
"""Their colour-blind hatch indices (forward diagonal, vertical, diagonal cross)."""
ERA_COLOURS = {1: QColor("#D8BC8C"), 2: QColor("#9C7448"), "start": QColor("#E4CFA6")}
"""Method tile backs: era I light brown, era II dark brown, starting tiles."""
ARTICLE_COLOURS = {"blue": QColor("#3D6FB0"), "ochre": QColor("#C8912E"), "grey": QColor("#8A8D91")}
ICON_GLYPHS = {"mirror": "◐", "key": "⚷", "candle": "♨", "feather": "❦"}
"""Sorrow and manifest-dream icons (drawn as a glyph in a round badge, with the icon's name in tooltips)."""


def tr(text: str) -> str:
    """The scene's own words through Qt's translation (context ``UmScene``; the Chinese is in
    ``resources/translations/contexts/UmScene.yaml``)."""
    return context_translate(CONTEXT, text)


def seat_colours(view: Any, seats: list) -> list[QColor]:
    """Screen colour per seat: the seat's chosen colour, else a palette colour by seat."""
    return [player_colour(seats[i].colour if i < len(seats) else "", i) for i in range(len(view.players))]


LATIN_FAMILIES = ("Noto Sans", "DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Liberation Sans")
"""Compact Latin families preferred on the table (its small print), the app's fonts (CJK) after them."""


@lru_cache(maxsize=1)
def _families() -> tuple[str, ...]:
    installed = set(QFontDatabase.families())
    latin = [f for f in LATIN_FAMILIES if f in installed][:1]
    return tuple(latin + [f for f in QFont().families() if f not in latin])


@lru_cache(maxsize=64)
def _font(size: float, bold: bool) -> QFont:
    f = QFont()
    f.setFamilies(list(_families()))
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


READABLE = 10.0
"""The smallest point size on the table: 9 px on screen where the whole table is fitted into a 1366×768
window (≈0.68–0.71 screen pixels per scene unit, the least with four players). A face with more words
shows fewer of them (the loupe and the tooltip show them all), never smaller ones."""


def narrowed(face: QFont, line: str, width: float, least: int = 75) -> QFont:
    """``face`` narrowed (its stretch, down to ``least`` %) until ``line`` fits ``width`` (as far as it can)."""
    out = QFont(face)
    advance = QFontMetricsF(out).horizontalAdvance(line)
    stretch = 100
    while advance > width + 0.5 and stretch > least:
        stretch = max(least, min(stretch - 2, int(width / advance * stretch)))
        out.setStretch(stretch)
        advance = QFontMetricsF(out).horizontalAdvance(line)
    return out


def font(size: float, bold: bool = False) -> QFont:
    """A table font of ``size`` points (a compact Latin face first, the app's CJK face for Chinese)."""
    return QFont(_font(round(size * 4) / 4, bold))


def add(scene_or_parent: Any, item: QGraphicsItem) -> QGraphicsItem:
    """Add ``item`` to a scene, or make it a child of an item."""
    if isinstance(scene_or_parent, QGraphicsScene):
        scene_or_parent.addItem(item)
    else:
        item.setParentItem(scene_or_parent)
    return item


def set_words(value: str, size: float = 9.0, bold: bool = False, width: float | None = None,
              least: int = 75) -> tuple[QFont, str]:
    """The font and the lines (joined by newlines) :func:`text` sets ``value`` in: at least :data:`READABLE`
    points; wider than ``width`` (if given), narrowed (down to ``least`` %) and then wrapped."""
    f = font(max(size, READABLE), bold)
    if width is not None and QFontMetricsF(f).horizontalAdvance(value) > width:  # narrowed, then wrapped
        f = narrowed(f, value, width, least)
        value = "\n".join(wrap_lines(value, QFontMetricsF(f), width, 99))
    return f, value


def text(scene_or_parent: Any, value: str, x: float, y: float, size: float = 9.0, bold: bool = False,
         colour: QColor | str = INK, width: float | None = None, rule_id: str | None = None,
         centre: bool = False, tooltip: str = "", least: int = 75) -> QGraphicsSimpleTextItem:
    """Add a text of at least :data:`READABLE` points at (x, y); wider than ``width`` (if given), it is narrowed
    (down to ``least`` %) and then wrapped; centred on x when ``centre``."""
    f, value = set_words(value, size, bold, width, least)
    item = QGraphicsSimpleTextItem(value)
    item.setFont(f)
    item.setBrush(QColor(colour))
    item.rule_id = rule_id
    if tooltip:
        item.setToolTip(tooltip)
    add(scene_or_parent, item)
    if centre:
        x -= item.boundingRect().width() / 2
    item.setPos(x, y)
    return item


def paragraph(scene_or_parent: Any, value: str, x: float, y: float, size: float, width: float, bold: bool = False,
              colour: QColor | str = INK, rule_id: str | None = None) -> float:
    """Add ``value`` at (x, y) wrapped into lines no wider than ``width`` (never shrunk under
    :data:`READABLE`, never cut); returns the height it takes."""
    return text(scene_or_parent, value, x, y, size, bold, colour, width, rule_id).boundingRect().height()


def panel(scene_or_parent: Any, rect: QRectF, fill: QColor | str = PAPER, edge: QColor | str = "#CDBF9F",
          radius: float = 8.0, rule_id: str | None = None, width: float = 1.2,
          tooltip: str = "") -> QGraphicsPathItem:
    """Add a rounded rectangle (a board area, a card, a mat)."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor(fill)))
    item.setPen(QPen(QColor(edge), width) if edge is not None else QPen(Qt.PenStyle.NoPen))
    item.rule_id = rule_id
    if tooltip:
        item.setToolTip(tooltip)
    add(scene_or_parent, item)
    return item


def disc(scene_or_parent: Any, centre: QPointF, radius: float, fill: QColor | str, edge: QColor | str = INK,
         rule_id: str | None = None, tooltip: str = "") -> QGraphicsPathItem:
    """Add a filled circle (a marker, a space, a token)."""
    path = QPainterPath()
    path.addEllipse(centre, radius, radius)
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor(fill)))
    item.setPen(QPen(QColor(edge), 1))
    item.rule_id = rule_id
    if tooltip:
        item.setToolTip(tooltip)
    add(scene_or_parent, item)
    return item


def path_item(scene_or_parent: Any, path: QPainterPath, fill: QColor | str | None, edge: QColor | str | None = INK,
              width: float = 1.0, rule_id: str | None = None, tooltip: str = "") -> QGraphicsPathItem:
    """Add any filled outline."""
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor(fill)) if fill is not None else QBrush(Qt.BrushStyle.NoBrush))
    item.setPen(QPen(QColor(edge), width) if edge is not None else QPen(Qt.PenStyle.NoPen))
    item.rule_id = rule_id
    if tooltip:
        item.setToolTip(tooltip)
    add(scene_or_parent, item)
    return item


def ink_on(colour: QColor) -> QColor:
    """Text colour that reads on ``colour``."""
    return QColor("#FFFFFF") if colour.lightnessF() < 0.55 else QColor("#1A1A1A")
