"""Shared graphics items every game scene builds on: tiles, gears, tokens, workers and cards.

Items paint themselves from data (colour, label, shape): no bitmaps. They highlight on hover,
can be dragged with snapping (``ItemSendsGeometryChanges`` + the snapped point returned from
``itemChange``, never ``setPos`` inside it), report a drop with the :attr:`BoardItem.dropped`
signal (the scene asks the controller and either accepts or calls :meth:`BoardItem.return_home`),
and move smoothly with :meth:`BoardItem.animate_to`.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import (
    QEasingCurve,
    QPointF,
    QPropertyAnimation,
    QRectF,
    Qt,
    QVariantAnimation,
    Signal,
)
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.colour_blind import fill_brushes, paint_player_mark
from desktop_app.ui.text_fit import draw_fitted_text

HIGHLIGHT = QColor("#F5C542")
OUTLINE = QColor("#2B2B2B")

Snapper = Callable[[QPointF], QPointF]


def grid_snapper(step: float, origin: QPointF | None = None) -> Snapper:
    """A snapper that rounds a position to the nearest point of a square grid."""
    base = origin or QPointF(0, 0)

    def snap(pos: QPointF) -> QPointF:
        return QPointF(base.x() + round((pos.x() - base.x()) / step) * step,
                       base.y() + round((pos.y() - base.y()) / step) * step)

    return snap


class BoardItem(QGraphicsObject):
    """Base of every game piece: data, hover highlight, snapping drag and animated moves.

    ``rule_id`` names the rule shown in the rules-help dock when the mouse is over the item;
    ``payload`` is whatever the scene needs to turn a gesture into an action.
    """

    dropped = Signal(object, QPointF)
    """(item, scene position) when the user lets go of a dragged item."""
    clicked = Signal(object)
    """(item) on a click without a drag."""

    def __init__(self, rect: QRectF, colour: QColor | str = "#D9CBB0", label: str = "",
                 rule_id: str | None = None, payload: Any = None,
                 parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self._rect = QRectF(rect)
        self.colour = QColor(colour)
        self.label = label
        self.rule_id = rule_id
        self.payload = payload
        self.pattern_index = -1
        """Category index of the hatch drawn with colour-blind patterns on (-1: none)."""
        self.player_mark = -1
        """Seat whose mark (a small shape) is drawn with colour-blind patterns on (-1: none)."""
        self.colour_blind = False
        self._hover = False
        self._snap: Snapper | None = None
        self._home = QPointF()
        self._press = QPointF()
        self._animation: QVariantAnimation | None = None
        self.setAcceptHoverEvents(True)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemSendsGeometryChanges, True)

    # ---- geometry and painting -----------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self._rect)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        path = self.shape()
        for brush in fill_brushes(max(self.pattern_index, 0), self.colour,
                                  self.colour_blind and self.pattern_index >= 0):
            painter.fillPath(path, brush)
        painter.setPen(QPen(HIGHLIGHT if self._hover else OUTLINE, 3 if self._hover else 1.2))
        painter.drawPath(path)
        if self.colour_blind and self.player_mark >= 0:
            self.paint_mark(painter)
        self.paint_label(painter)

    def paint_mark(self, painter: QPainter) -> None:
        """Draw the seat mark of :attr:`player_mark` in the middle (colour-blind patterns)."""
        rect = self._rect
        paint_player_mark(painter, self.player_mark, rect.center(), min(rect.width(), rect.height()) * 0.3,
                          self.colour)

    def paint_label(self, painter: QPainter) -> None:
        """Draw :attr:`label` centred, in a colour that reads on :attr:`colour`: shrunk to one line,
        else wrapped, else elided (see :mod:`desktop_app.ui.text_fit`)."""
        if not self.label:
            return
        painter.setPen(QColor("#FFFFFF") if self.colour.lightnessF() < 0.5 else QColor("#1A1A1A"))
        box = self._rect.adjusted(4, 3, -4, -3)
        font = QFont(painter.font())
        font.setPointSizeF(max(7.0, min(self._rect.height() * 0.28, 14.0)))
        painter.setFont(font)
        lines = max(1, int(box.height() // QFontMetricsF(font).lineSpacing()))
        draw_fitted_text(painter, box, self.label, Qt.AlignmentFlag.AlignCenter, max_lines=lines, min_size=7.0)

    def set_colour_blind(self, on: bool) -> None:
        """Show or hide the hatch pattern of :attr:`pattern_index`."""
        self.colour_blind = on
        self.update()

    @property
    def is_highlighted(self) -> bool:
        """True while the mouse is over the item."""
        return self._hover

    # ---- hover ---------------------------------------------------------------------------
    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._hover = True
        self.update()
        super().hoverEnterEvent(event)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._hover = False
        self.update()
        super().hoverLeaveEvent(event)

    # ---- dragging ------------------------------------------------------------------------
    def set_draggable(self, on: bool, snap: Snapper | None = None) -> None:
        """Let the user drag the item; ``snap`` maps a proposed position to a snapped one."""
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsMovable, on)
        self._snap = snap
        self.setCursor(Qt.CursorShape.OpenHandCursor if on else Qt.CursorShape.ArrowCursor)

    @property
    def home(self) -> QPointF:
        """Where the item was before the current drag."""
        return QPointF(self._home)

    @home.setter
    def home(self, pos: QPointF) -> None:
        self._home = QPointF(pos)

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # noqa: N802
        if (change == QGraphicsItem.GraphicsItemChange.ItemPositionChange and self._snap is not None
                and self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable):
            return self._snap(QPointF(value))
        return super().itemChange(change, value)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._home = self.pos()
        self._press = event.scenePos()
        if self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            self.setZValue(self.zValue() + 1000)
        super().mousePressEvent(event)
        event.accept()  # also a fixed item must grab the mouse to hear its release (a click)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().mouseReleaseEvent(event)
        moved = (event.scenePos() - self._press).manhattanLength() > 3
        if self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            self.setZValue(self.zValue() - 1000)
        if moved and self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            self.dropped.emit(self, self.scenePos())
        else:
            self.clicked.emit(self)

    def return_home(self, ms: int = 250) -> None:
        """Animate back to where the drag started (a refused drop)."""
        self.animate_to(self._home, ms)

    # ---- animation -----------------------------------------------------------------------
    def animate_to(self, pos: QPointF, ms: int = 300) -> QPropertyAnimation | None:
        """Move to ``pos`` over ``ms`` milliseconds (at once when ``ms <= 0``)."""
        if self._animation is not None:
            self._animation.stop()
            self._animation = None
        if ms <= 0:
            self.setPos(pos)
            return None
        animation = QPropertyAnimation(self, b"pos", self)
        animation.setDuration(ms)
        animation.setStartValue(self.pos())
        animation.setEndValue(QPointF(pos))
        animation.setEasingCurve(QEasingCurve.Type.OutCubic)
        animation.finished.connect(self._animation_finished)
        self._animation = animation
        animation.start()
        return animation

    def _animation_finished(self) -> None:
        self._animation = None

    @property
    def animating(self) -> bool:
        """True while an :meth:`animate_to` move runs."""
        return self._animation is not None


class TileItem(BoardItem):
    """A tile made of grid cells (a polyomino footprint) or a plain rectangle.

    ``cells`` are ``(column, row)`` offsets of size ``cell``; without cells the tile is one
    rounded rectangle of ``rect``.
    """

    def __init__(self, cells: list[tuple[int, int]] | None = None, cell: float = 24.0,
                 rect: QRectF | None = None, **kwargs: Any) -> None:
        self.cells = list(cells or [])
        self.cell = cell
        if self.cells:
            cols = max(c for c, _ in self.cells) + 1
            rows = max(r for _, r in self.cells) + 1
            rect = QRectF(0, 0, cols * cell, rows * cell)
        super().__init__(rect or QRectF(0, 0, cell, cell), **kwargs)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        if not self.cells:
            path.addRoundedRect(self._rect, 4, 4)
            return path
        for c, r in self.cells:
            path.addRect(QRectF(c * self.cell, r * self.cell, self.cell, self.cell))
        return path.simplified()


class GearItem(BoardItem):
    """A toothed gear split into ``sectors`` (each may show a label); rotates with animation."""

    def __init__(self, radius: float = 50.0, teeth: int = 12, sectors: list[str] | None = None,
                 **kwargs: Any) -> None:
        self.radius = radius
        self.teeth = teeth
        self.sectors = list(sectors or [])
        super().__init__(QRectF(-radius, -radius, 2 * radius, 2 * radius), **kwargs)
        self.setTransformOriginPoint(0, 0)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        inner, outer = self.radius * 0.84, self.radius
        steps = self.teeth * 4
        for i in range(steps + 1):
            angle = 2 * math.pi * i / steps
            r = outer if (i % 4) in (1, 2) else inner
            point = QPointF(r * math.cos(angle), r * math.sin(angle))
            if i == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
        path.closeSubpath()
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        hub = self.radius * 0.16
        painter.setBrush(QBrush(QColor("#4A4A4A")))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(0, 0), hub, hub)
        if not self.sectors:
            return
        painter.setPen(QPen(OUTLINE, 1))
        n = len(self.sectors)
        text_r = self.radius * 0.52
        for i, text in enumerate(self.sectors):
            angle = 2 * math.pi * i / n - math.pi / 2
            painter.drawLine(QPointF(hub * math.cos(angle), hub * math.sin(angle)),
                             QPointF(self.radius * 0.84 * math.cos(angle), self.radius * 0.84 * math.sin(angle)))
            mid = angle + math.pi / n
            centre = QPointF(text_r * math.cos(mid), text_r * math.sin(mid))
            box = QRectF(centre.x() - self.radius * 0.32, centre.y() - 10, self.radius * 0.64, 20)
            painter.drawText(box, Qt.AlignmentFlag.AlignCenter, text)

    def paint_label(self, painter: QPainter) -> None:
        """Gears show their sector labels instead of one centred label."""

    def rotate_to(self, degrees: float, ms: int = 400) -> QPropertyAnimation | None:
        """Turn to ``degrees`` over ``ms`` milliseconds (at once when ``ms <= 0``)."""
        if ms <= 0:
            self.setRotation(degrees)
            return None
        animation = QPropertyAnimation(self, b"rotation", self)
        animation.setDuration(ms)
        animation.setStartValue(self.rotation())
        animation.setEndValue(degrees)
        animation.setEasingCurve(QEasingCurve.Type.InOutCubic)
        animation.start()
        return animation


class TokenItem(BoardItem):
    """A round token (worker, marker, coin, ink) with an optional short label."""

    def __init__(self, radius: float = 12.0, **kwargs: Any) -> None:
        self.radius = radius
        super().__init__(QRectF(-radius, -radius, 2 * radius, 2 * radius), **kwargs)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self._rect)
        return path


class WorkerItem(BoardItem):
    """A worker / meeple standing figure (head and body) in a player's colour."""

    def __init__(self, size: float = 28.0, **kwargs: Any) -> None:
        self.size = size
        super().__init__(QRectF(-size / 2, -size / 2, size, size), **kwargs)

    def shape(self) -> QPainterPath:
        s = self.size
        body = QPainterPath()
        body.moveTo(-s * 0.5, s * 0.5)
        body.lineTo(-s * 0.32, -s * 0.02)
        body.quadTo(0, -s * 0.16, s * 0.32, -s * 0.02)
        body.lineTo(s * 0.5, s * 0.5)
        body.closeSubpath()
        head = QPainterPath()
        head.addEllipse(QPointF(0, -s * 0.27), s * 0.22, s * 0.22)
        return body.united(head)


class CardItem(BoardItem):
    """A card with a title and body text; face down it shows only its back."""

    def __init__(self, title: str = "", body: str = "", width: float = 120.0, height: float = 168.0,
                 face_up: bool = True, **kwargs: Any) -> None:
        self.title = title
        self.body = body
        self.face_up = face_up
        super().__init__(QRectF(0, 0, width, height), **kwargs)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self._rect, 8, 8)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem,
              widget: QWidget | None = None) -> None:
        if not self.face_up:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.fillPath(self.shape(), QBrush(QColor("#33415C")))
            painter.fillPath(self.shape(), QBrush(QColor(255, 255, 255, 40), Qt.BrushStyle.DiagCrossPattern))
            painter.setPen(QPen(HIGHLIGHT if self._hover else OUTLINE, 3 if self._hover else 1.2))
            painter.drawPath(self.shape())
            return
        super().paint(painter, option, widget)

    def paint_label(self, painter: QPainter) -> None:
        """Title in a band at the top (up to two lines), body text below (as many lines as fit)."""
        ink = QColor("#FFFFFF") if self.colour.lightnessF() < 0.5 else QColor("#1A1A1A")
        painter.setPen(ink)
        font = QFont(painter.font())
        font.setBold(True)
        font.setPointSizeF(10)
        painter.setFont(font)
        band = QRectF(self._rect.left() + 6, self._rect.top() + 4, self._rect.width() - 12, 28)
        draw_fitted_text(painter, band, self.title, Qt.AlignmentFlag.AlignCenter, max_lines=2)
        font.setBold(False)
        font.setPointSizeF(8.5)
        painter.setFont(font)
        body = self._rect.adjusted(8, 36, -8, -8)
        lines = max(1, int(body.height() // QFontMetricsF(font).lineSpacing()))
        draw_fitted_text(painter, body, self.body or self.label, Qt.AlignmentFlag.AlignTop
                         | Qt.AlignmentFlag.AlignHCenter, max_lines=lines)

    def flip(self, face_up: bool) -> None:
        """Turn the card face up or down."""
        self.face_up = face_up
        self.update()
