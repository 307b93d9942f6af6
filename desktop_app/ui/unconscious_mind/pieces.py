"""The pieces of the Unconscious Mind table: faces (cards, tiles, spaces, buttons), ideas, the inkwell,
insight markers and the figures on the map.

Most pieces are :class:`Face` items: painted from data, light (a plain ``QGraphicsItem``), with a
``payload`` (``{"kind": "market", "row": 0, "slot": 1}``) the scene turns into engine actions and a
``rule_id`` the rules-help dock explains; a click goes to the scene's ``_clicked``. Pieces that can be
dragged are :class:`~desktop_app.ui.items.BoardItem` objects (snapping, springing back): the ideas,
the inkwell, markers, figures, and :class:`DragCard`, which carries a card face.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.card_loupe import hide_loupe
from desktop_app.ui.colour_blind import paint_player_mark, pattern_brush
from desktop_app.ui.items import HIGHLIGHT, OUTLINE, BoardItem
from desktop_app.ui.text_fit import wrap_lines
from desktop_app.ui.unconscious_mind.look import INK, MUTED, READABLE, ink_on, narrowed
from desktop_app.ui.unconscious_mind.look import font as table_font
from desktop_app.ui.unconscious_mind.loupe import show_loupe
from desktop_app.ui.unconscious_mind.shapes import bubble_path, inkwell_path, lightning_path, meeple_path

SELECTED = QColor("#1E88E5")
LINE_STEP = 0.9
"""Lines of a face are set this much closer than the font's own spacing (its faces are small)."""
TITLE_STRETCH = 62
BAND_SHARE = 0.55
"""The most of a card's height its title band takes."""
"""How narrow (per cent) a card's title may be set to stay whole on its line."""
TARGET = QColor("#2E9D4F")


def font(size: float, bold: bool = False):
    """The font of a painted face: ``size`` points, at least :data:`READABLE`."""
    return table_font(max(size, READABLE), bold)


def draw_whole(painter: QPainter, rect: QRectF, value: str, flags: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
               max_lines: int = 99, least: int = 75, wrap: bool = True) -> bool:
    """Draw the whole lines of ``value`` (wrapped at spaces, at the painter's font) that fit ``rect``;
    True when something was left out (the loupe and the tooltip show the whole text). Nothing is
    shrunk below :data:`READABLE` and no word is cut: the text is set narrower (down to ``least`` %)
    to take fewer lines or to fit a long word, and a line that still does not fit is left out with
    the rest."""
    base = QFont(painter.font())
    step = QFontMetricsF(base).lineSpacing() * LINE_STEP
    fits = max(0, int((rect.height() + 1.5) // step))
    lines: list[str] = []
    for stretch in (100, 85, least):  # set narrower to take fewer lines, when all of them do not fit
        base.setStretch(stretch)
        metrics = QFontMetricsF(base)
        lines = []
        for part in value.split("\n"):
            lines += wrap_lines(part, metrics, rect.width(), 99) if wrap else [part]
        if len(lines) <= min(fits, max_lines):
            break
    base.setStretch(100)
    shown: list[tuple[str, QFont]] = []
    for line in lines[:min(fits, max_lines)]:
        face = narrowed(base, line, rect.width(), least)
        if QFontMetricsF(face).horizontalAdvance(line) > rect.width() + 0.5:
            break
        shown.append((line, face))
    if not shown:
        return bool(lines)
    height = step * len(shown)
    if flags & Qt.AlignmentFlag.AlignVCenter:
        top = rect.top() + (rect.height() - height) / 2
    elif flags & Qt.AlignmentFlag.AlignBottom:
        top = rect.bottom() - height
    else:
        top = rect.top()
    horizontal = int(flags) & int(Qt.AlignmentFlag.AlignHorizontal_Mask)
    for k, (line, face) in enumerate(shown):
        painter.setFont(face)
        painter.drawText(QRectF(rect.left(), top + k * step, rect.width(), step), horizontal
                         | int(Qt.AlignmentFlag.AlignVCenter), line)
    painter.setFont(base)
    return len(shown) < len(lines)


class Face(QGraphicsItem):
    """A painted rounded rectangle (or any :meth:`shape`): a card, a tile, a space, a button.

    ``enabled`` (an answer uses it: gold rim, pointing hand), ``selected`` (blue rim) and ``target``
    (a place a dragged piece may land: green rim) change only the outline. ``label`` is drawn in the
    middle and ``corner`` small at the top left. A click (press and release without moving) calls
    the scene's ``_clicked(face)``.
    """

    def __init__(self, rect: QRectF, colour: QColor | str = "#FBF6EA", rule_id: str | None = None,
                 payload: Any = None, radius: float = 6.0, label: str = "", label_size: float = 8.0) -> None:
        super().__init__()
        self._rect = QRectF(rect)
        self.colour = QColor(colour)
        self.rule_id, self.payload, self.radius = rule_id, payload, radius
        self.label, self.label_size, self.corner, self.sub = label, label_size, "", ""
        self.selected = self.enabled = self.target = self.colour_blind = self._hover = False
        self.pattern_index = -1
        self._press = QPointF()
        self.setAcceptHoverEvents(True)

    # ---- geometry and painting -----------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-2, -2, 2, 2)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self._rect, self.radius, self.radius)
        return path

    def outline_pen(self) -> QPen:
        """The rim: selected, target, hovered, enabled or plain."""
        if self.selected:
            return QPen(SELECTED, 3.2)
        if self.target:
            return QPen(TARGET, 3.2)
        if self._hover and self.enabled:
            return QPen(HIGHLIGHT, 3.2)
        if self.enabled:
            return QPen(QColor("#D99A00"), 2.0)
        return QPen(OUTLINE.lighter(170), 0.9)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = self.shape()
        painter.fillPath(path, QBrush(self.colour))
        if self.colour_blind and self.pattern_index > 0:
            painter.fillPath(path, pattern_brush(self.pattern_index, self.colour))
        self.paint_face(painter)
        painter.setPen(self.outline_pen())
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(path)

    def paint_face(self, painter: QPainter) -> None:
        """The contents: ``corner`` and ``label`` (subclasses draw more)."""
        r = self._rect
        if self.corner:
            painter.setPen(MUTED)
            painter.setFont(font(6.3))
            painter.drawText(r.adjusted(3, 1, -2, -2), int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop),
                             self.corner)
        box = r.adjusted(1, 0, -1, 0)
        if self.sub:  # set narrower (never smaller) when it is wider than the face: "≥2" in a district space
            painter.setPen(MUTED)
            under = r.adjusted(1, r.height() * 0.55, -1, -1)
            painter.setFont(narrowed(font(6.0), self.sub, under.width()))
            painter.drawText(under, Qt.AlignmentFlag.AlignCenter, self.sub)
            box = r.adjusted(2, 0, -2, -r.height() * 0.42)
        if self.label:
            painter.setPen(ink_on(self.colour))
            painter.setFont(font(self.label_size, bold=True))
            draw_whole(painter, box, self.label, Qt.AlignmentFlag.AlignCenter, 2, TITLE_STRETCH)

    # ---- state -----------------------------------------------------------------------------
    def set_enabled(self, on: bool) -> None:
        """Usable now: a pointing-hand cursor and a gold rim."""
        if on:
            self.setCursor(Qt.CursorShape.PointingHandCursor)
        elif self.enabled:
            self.unsetCursor()
        self.enabled = on
        self.update()

    def set_target(self, on: bool) -> None:
        """Outline as a place the piece being dragged may land."""
        self.target = on
        self.update()

    def set_colour_blind(self, on: bool) -> None:
        """Show or hide the hatch pattern of :attr:`pattern_index`."""
        self.colour_blind = on
        self.update()

    # ---- mouse -------------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._hover = True
        self.update()
        if hasattr(self.scene(), "preview"):
            self.scene().preview(self, True)
        if isinstance(self, Card):
            show_loupe(self, self.title, self.toolTip() or "\n".join(self.lines), self.band)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._hover = False
        self.update()
        if hasattr(self.scene(), "preview"):
            self.scene().preview(self, False)
        hide_loupe(self)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._press = event.scenePos()
        hide_loupe(self)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        scene = self.scene()
        if (event.scenePos() - self._press).manhattanLength() <= 3 and hasattr(scene, "_clicked"):
            scene._clicked(self)


class Token(Face):
    """A player's token (a recall token, a track marker): round or square, with the seat's mark when
    colour-blind patterns are on."""

    def __init__(self, centre: QPointF, radius: float, colour: QColor, seat: int, rule_id: str | None,
                 square: bool = False) -> None:
        super().__init__(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), colour, rule_id,
                         None, radius * (0.35 if square else 1.0))
        self.seat = seat

    def paint_face(self, painter: QPainter) -> None:
        if self.colour_blind:
            paint_player_mark(painter, self.seat, self._rect.center(), self._rect.width() * 0.32, self.colour)

    def outline_pen(self) -> QPen:
        return QPen(INK, 1.0)


class Button(Face):
    """A panel button: a label (and optional detail lines under it) on a rounded plate; a click answers.
    :meth:`height_for` gives the height that shows the label and the whole detail."""

    def __init__(self, rect: QRectF, label: str, payload: dict, colour: str = "#FFFFFF",
                 rule_id: str | None = None, size: float = 8.5, detail: str = "") -> None:
        super().__init__(rect, colour, rule_id, payload, 6)
        self.label, self.detail, self.size = label, detail, size
        self.set_enabled(True)

    @staticmethod
    def height_for(label: str, detail: str, width: float, size: float = READABLE) -> float:
        """The height of a button ``width`` wide showing ``label`` (bold) and all of ``detail``."""
        bold, plain = QFontMetricsF(font(size, bold=True)), QFontMetricsF(font(size - 1))
        rows = len(wrap_lines(label, bold, width - 16, 99)) * bold.lineSpacing() * LINE_STEP
        if detail:
            rows += len(wrap_lines(detail, plain, width - 16, 99)) * plain.lineSpacing() * LINE_STEP
        return rows + 11

    def paint_face(self, painter: QPainter) -> None:
        painter.setPen(ink_on(self.colour))
        painter.setFont(font(self.size, bold=True))
        if not self.detail:
            draw_whole(painter, self._rect.adjusted(6, 2, -6, -2), self.label, Qt.AlignmentFlag.AlignCenter)
            return
        rows = len(wrap_lines(self.label, QFontMetricsF(painter.font()), self._rect.width() - 16, 99))
        label_h = rows * QFontMetricsF(painter.font()).lineSpacing() * LINE_STEP
        top = QRectF(self._rect.left() + 8, self._rect.top() + 3, self._rect.width() - 16, label_h + 1)
        draw_whole(painter, top, self.label, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        painter.setFont(font(self.size - 1))
        painter.setPen(QColor("#5C4B36"))
        bottom = QRectF(top.left(), top.bottom(), top.width(), self._rect.bottom() - top.bottom() - 2)
        draw_whole(painter, bottom, self.detail, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)


class Card(Face):
    """A card or tile: a title band, lines of text, an optional corner badge and a foot line.

    ``band`` colours the title band; ``badge`` is a short text in the top-right corner (hearts,
    VP); ``glyph`` a symbol in a round plate at the top left (a dream's icon); ``inset`` keeps room
    free at the right and bottom of the body for pieces drawn over the card.
    """

    def __init__(self, rect: QRectF, title: str, lines: list[str], colour: QColor | str = "#FBF6EA",
                 band: QColor | str | None = None, badge: str = "", foot: str = "", glyph: str = "",
                 rule_id: str | None = None, payload: Any = None, title_size: float = 8.0,
                 body_size: float = 7.5) -> None:
        super().__init__(rect, colour, rule_id, payload, 5)
        self.title, self.lines, self.badge, self.foot, self.glyph = title, lines, badge, foot, glyph
        self.band = QColor(band) if band is not None else None
        self.title_size, self.body_size = title_size, body_size
        self.dim = False
        self.inset = (0.0, 0.0)
        self.bolts = 0
        """Lightning symbols drawn at the bottom left (an action's or a location's maximum)."""
        self.spines: list[tuple[QColor, bool]] = []
        """Book spines along the bottom (a treatise's article slots: colour, filled)."""

    def title_width(self) -> float:
        """The width the title has in the band (beside the glyph and the badge)."""
        width = self._rect.width() - 8 - (14 if self.glyph else 0)
        if self.badge:
            width -= QFontMetricsF(font(7.5, bold=True)).horizontalAdvance(self.badge) + 12
        return width

    def title_text(self) -> str:
        """The title as drawn: on one line when it fits there (narrowed down to 62 %), else wrapped into as
        few lines as the band may have (set narrower, down to 62 %, to take fewer)."""
        bold = font(self.title_size, bold=True)
        width = self.title_width()
        if QFontMetricsF(narrowed(bold, self.title, width, TITLE_STRETCH)).horizontalAdvance(self.title) <= width + 0.5:
            return self.title
        room = max(1, int((self._rect.height() * BAND_SHARE - 4) // (QFontMetricsF(bold).lineSpacing() * LINE_STEP)))
        lines: list[str] = []
        for stretch in (80, 70, TITLE_STRETCH):
            bold.setStretch(stretch)
            lines = wrap_lines(self.title, QFontMetricsF(bold), width, 99)
            if len(lines) <= room:
                break
        return "\n".join(lines)

    def band_height(self) -> float:
        """The title band's height (0 for a card with neither title nor band)."""
        if not (self.title or self.badge or self.glyph or self.band is not None):
            return 0.0
        metrics = QFontMetricsF(font(self.title_size, bold=True))
        lines = self.title_text().count("\n") + 1 if self.title else 1
        return min(metrics.lineSpacing() * LINE_STEP * lines + 4, self._rect.height() * BAND_SHARE)

    def paint_face(self, painter: QPainter) -> None:
        paint_card(painter, self, self._rect)


def paint_card(painter: QPainter, card: Card, r: QRectF) -> None:
    """The face of ``card`` in ``r`` (also used by :class:`DragCard`)."""
    band_h = card.band_height()
    if card.band is not None:
        path = QPainterPath()
        path.addRoundedRect(QRectF(r.left(), r.top(), r.width(), band_h + 4), card.radius, card.radius)
        painter.fillPath(path, QBrush(card.band))
        painter.fillRect(QRectF(r.left(), r.top() + band_h, r.width(), 4), QBrush(card.colour))
    ink = ink_on(card.band) if card.band is not None else INK
    left = r.left() + 4
    if card.glyph:
        centre = QPointF(r.left() + 9, r.top() + band_h / 2 + 1)
        painter.setPen(QPen(INK, 0.8))
        painter.setBrush(QColor("#FFF7DF"))
        painter.drawEllipse(centre, 7, 7)
        painter.setPen(INK)
        painter.setFont(font(7.5, bold=True))
        painter.drawText(QRectF(centre.x() - 7, centre.y() - 7, 14, 14), Qt.AlignmentFlag.AlignCenter, card.glyph)
        left += 14
    right = r.right() - 4
    foot_width = r.width() - 8
    if card.badge:
        painter.setFont(font(7.5, bold=True))
        w = QFontMetricsF(painter.font()).horizontalAdvance(card.badge) + 8
        plate = QRectF(r.right() - w - 2, r.top() + 2, w, max(10.0, band_h - 2))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(255, 255, 255, 215))
        painter.drawRoundedRect(plate, 4, 4)
        painter.setPen(INK)
        painter.drawText(plate, Qt.AlignmentFlag.AlignCenter, card.badge)
        right = plate.left() - 2
    foot_font = font(6.8, bold=True)
    foot_metrics = QFontMetricsF(foot_font)
    foot_h = (min(2, len(wrap_lines(card.foot, foot_metrics, foot_width, 99))) * foot_metrics.lineSpacing() * LINE_STEP
              + 1) if card.foot else 0.0
    foot_rect = QRectF(r.left() + 4, r.bottom() - foot_h - 1, foot_width, foot_h)
    painter.setPen(ink)
    painter.setFont(font(card.title_size, bold=True))
    if card.title:
        draw_whole(painter, QRectF(left, r.top() + 1, right - left, band_h), card.title_text(),
                   Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, 99, TITLE_STRETCH, wrap=False)
    painter.setPen(INK if not card.dim else QColor("#8A8174"))
    painter.setFont(font(card.body_size))
    body = QRectF(r.left() + 4, r.top() + band_h + 2, r.width() - 8 - card.inset[0],
                  r.height() - band_h - 4 - max(foot_h, card.inset[1]))
    if card.lines and body.height() > 6:
        if draw_whole(painter, body, "\n".join(card.lines), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop):
            painter.drawText(QRectF(r.right() - 16, body.bottom() - 12, 14, 13), Qt.AlignmentFlag.AlignCenter, "⋯")
    if card.bolts:
        painter.setPen(QPen(INK, 0.6))
        painter.setBrush(QColor("#F2B705"))
        y = r.bottom() - card.inset[1] + 5
        for k in range(card.bolts):
            painter.drawPath(lightning_path(9).translated(r.left() + 8 + k * 9.5, y))
    for k, (colour, filled) in enumerate(card.spines):
        spine = QRectF(r.left() + 4 + k * 12, r.bottom() - 12, 10, 9)
        painter.setPen(QPen(colour, 1))
        painter.setBrush(colour if filled else QColor("#FFFFFF"))
        painter.drawRoundedRect(spine, 2, 2)
    if card.foot:
        painter.setFont(foot_font)
        painter.setPen(QColor("#5C4B36"))
        draw_whole(painter, foot_rect, card.foot, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignBottom, 2)


class MethodTile(Card):
    """A method tile: era-coloured, its main effect on both faces, the sidebar bonus only face up."""

    def __init__(self, rect: QRectF, title: str, main: str, sidebar: str, era_colour: QColor, face_up: bool,
                 rule_id: str | None, payload: Any) -> None:
        lines = [main] + ([f"▸ {sidebar}"] if face_up and sidebar else [])
        super().__init__(rect, title if face_up else "", lines, colour=era_colour.lighter(135),
                         band=era_colour if face_up else None, rule_id=rule_id, payload=payload, title_size=7.0,
                         body_size=7.0)
        self.face_up = face_up


class DragCard(BoardItem):
    """A card that can be dragged (a market tile, the top dream, a basic treatment): it carries a
    :class:`Card` (not in the scene) and paints that card's face."""

    def __init__(self, card: Card) -> None:
        super().__init__(card._rect, card.colour, "", card.rule_id, card.payload)
        self.card = card
        self.enabled = self.target = False
        self.setToolTip(card.toolTip())
        self.setZValue(card.zValue())

    def shape(self) -> QPainterPath:
        return self.card.shape()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        self.card._hover, self.card.enabled, self.card.target = self._hover, self.enabled, self.target
        self.card.colour_blind = self.colour_blind
        self.card.paint(painter, option, widget)

    def set_enabled(self, on: bool) -> None:
        """Usable now (a gold rim)."""
        self.enabled = on
        self.update()

    def set_target(self, on: bool) -> None:
        """Outline as a target."""
        self.target = on
        self.update()

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().hoverEnterEvent(event)
        if hasattr(self.scene(), "preview"):
            self.scene().preview(self, True)
        show_loupe(self, self.card.title, self.toolTip() or "\n".join(self.card.lines), self.card.band)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().hoverLeaveEvent(event)
        if hasattr(self.scene(), "preview"):
            self.scene().preview(self, False)
        hide_loupe(self)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        hide_loupe(self)
        super().mousePressEvent(event)


class IdeaItem(BoardItem):
    """A stack of 1–3 ideas (speech bubbles in a player's colour), its tail pointing at an action."""

    def __init__(self, colour: QColor, count: int, angle: float = math.pi * 1.25, seat: int = 0,
                 radius: float = 12.0, rule_id: str | None = "UM-PLACE-01", payload: Any = None) -> None:
        self.radius = radius
        self.count = count
        self.angle = angle
        super().__init__(QRectF(-radius * 1.9, -radius * 1.9, radius * 3.8, radius * 3.8), colour, "", rule_id,
                         payload)
        self.player_mark = seat

    def shape(self) -> QPainterPath:
        return bubble_path(self.radius, self.angle)

    on_wheel: Any = None
    """Called with +1 / -1 when the mouse wheel turns over the stack (the idea supply: 1–3 ideas)."""

    def point_at(self, angle: float) -> None:
        """Turn the tail towards ``angle`` (radians, screen coordinates; the bounding box holds any angle)."""
        self.angle = angle
        self.update()

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.on_wheel is None:
            event.ignore()
            return
        self.on_wheel(1 if event.delta() > 0 else -1)
        event.accept()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        for k in range(min(self.count, 3) - 1, 0, -1):  # the stack: bubbles behind, offset up
            painter.save()
            painter.translate(-2.5 * k, -3.0 * k)
            painter.fillPath(self.shape(), QBrush(self.colour.darker(115)))
            painter.setPen(QPen(OUTLINE, 0.8))
            painter.drawPath(self.shape())
            painter.restore()
        painter.fillPath(self.shape(), QBrush(self.colour))
        painter.setPen(QPen(HIGHLIGHT if self._hover else OUTLINE, 2.4 if self._hover else 1.0))
        painter.drawPath(self.shape())
        if self.colour_blind:
            paint_player_mark(painter, self.player_mark, QPointF(-self.radius * 0.45, 0), self.radius * 0.35,
                              self.colour)
        if self.count > 1 or self.label:
            painter.setPen(ink_on(self.colour))
            painter.setFont(font(self.radius * 0.75, bold=True))
            painter.drawText(QRectF(-self.radius, -self.radius, 2 * self.radius, 2 * self.radius),
                             Qt.AlignmentFlag.AlignCenter, self.label or f"×{self.count}")


class InkwellItem(BoardItem):
    """The inkwell on the rondel (dark glass with a rim in the player's colour)."""

    def __init__(self, size: float, rim: QColor, rule_id: str = "UM-INK-01", payload: Any = None) -> None:
        self.size = size
        super().__init__(QRectF(-size * 0.6, -size * 0.6, size * 1.2, size * 1.2), QColor("#1F2A44"), "", rule_id,
                         payload)
        self.rim = QColor(rim)

    def shape(self) -> QPainterPath:
        return inkwell_path(self.size)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(self.shape(), QBrush(self.colour))
        painter.setPen(QPen(HIGHLIGHT if self._hover else self.rim, 2.4))
        painter.drawPath(self.shape())
        painter.setPen(QPen(QColor(255, 255, 255, 120), 1.2))
        painter.drawLine(QPointF(-self.size * 0.3, 0), QPointF(-self.size * 0.3, self.size * 0.35))


class MarkerItem(BoardItem):
    """An insight marker: player colour (``own``) or neutral glass; a count when several share a slot."""

    def __init__(self, radius: float, colour: QColor, own: bool, count: int, seat: int = 0,
                 rule_id: str | None = "UM-INS-09", payload: Any = None) -> None:
        self.radius = radius
        super().__init__(QRectF(-radius, -radius, 2 * radius, 2 * radius), colour if own else QColor("#EEF3F6"),
                         "", rule_id, payload)
        self.own, self.count = own, count
        self.player_mark = seat if own else -1
        self.enabled = False
        self.previewed = False
        """Outlined in blue while the mouse is over an answer that would use this marker."""

    def set_enabled(self, on: bool) -> None:
        """A marker a click answers with (it pays, it is the one to elevate): a gold ring."""
        self.enabled = on
        self.update()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self._rect)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        fill = QColor(self.colour)
        if not self.own:
            fill.setAlpha(225)
        painter.fillPath(self.shape(), QBrush(fill))
        pen = QPen(HIGHLIGHT, 2.6) if self._hover else QPen(QColor("#5B6770") if not self.own else OUTLINE, 1.0)
        if self.enabled and not self._hover:
            pen = QPen(QColor("#D99A00"), 2.4)
        if self.previewed:
            pen = QPen(SELECTED, 3.0)
        painter.setPen(pen)
        painter.drawPath(self.shape())
        if not self.own:  # the glass: a highlight arc
            painter.setPen(QPen(QColor(255, 255, 255, 230), 1.3))
            painter.drawArc(self._rect.adjusted(3, 3, -3, -3), 100 * 16, 70 * 16)
        if self.colour_blind and self.own:
            paint_player_mark(painter, self.player_mark, QPointF(0, 0), self.radius * 0.55, self.colour)
        if self.count > 1:
            painter.setPen(ink_on(fill))
            painter.setFont(font(max(6.5, self.radius * 0.85), bold=True))
            painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, str(self.count))


class FigureItem(BoardItem):
    """A figure on the map: a professor in a player's colour, or Freud (dark, with a hat)."""

    def __init__(self, size: float, colour: QColor, freud: bool = False, seat: int = -1,
                 rule_id: str | None = "UM-MAP-01", payload: Any = None) -> None:
        self.size = size
        super().__init__(QRectF(-size * 0.6, -size * 0.7, size * 1.2, size * 1.3), colour, "", rule_id, payload)
        self.freud = freud
        self.player_mark = seat

    def shape(self) -> QPainterPath:
        path = meeple_path(self.size)
        if self.freud:
            hat = QPainterPath()
            hat.addRect(QRectF(-self.size * 0.26, -self.size * 0.62, self.size * 0.52, self.size * 0.2))
            brim = QPainterPath()
            brim.addRect(QRectF(-self.size * 0.36, -self.size * 0.44, self.size * 0.72, self.size * 0.06))
            path = path.united(hat).united(brim)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(self.shape(), QBrush(self.colour))
        painter.setPen(QPen(HIGHLIGHT if self._hover else OUTLINE, 2.2 if self._hover else 0.9))
        painter.drawPath(self.shape())
        if self.colour_blind and self.player_mark >= 0 and not self.freud:
            paint_player_mark(painter, self.player_mark, QPointF(0, self.size * 0.22), self.size * 0.18, self.colour)
