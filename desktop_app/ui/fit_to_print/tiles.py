"""Newspaper tile items: a cached face blit, smooth moves with a flip, glow, drag with a ghost.

A :class:`FtpTile` is one physical tile (``uid``). The scene moves it between the pool (small,
scattered), the hand, the desk and the page with :meth:`FtpTile.move_to`, which animates position,
scale and — when the shown face changes — a card-like flip. A right-click asks the scene to flip
the tile (FTP-LAY-11); a drag reports its moves (for the ghost) and its drop.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation, Signal
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.fit_to_print.art import CELL, TileArt, footprint_path, paint_focus_face
from desktop_app.ui.items import HIGHLIGHT, BoardItem

GLOW = QColor("#E0301E")


class DraggedItem(BoardItem):
    """A board item that reports each move while the user drags it (``on_drag(item)``)."""

    dragging = False
    on_drag: Callable[[Any], None] | None = None

    def itemChange(self, change: QGraphicsItem.GraphicsItemChange, value: Any) -> Any:  # noqa: N802
        result = super().itemChange(change, value)
        if change == QGraphicsItem.GraphicsItemChange.ItemPositionHasChanged and self.dragging \
                and self.on_drag is not None:
            self.on_drag(self)
        return result


class FtpTile(DraggedItem):
    """One newspaper tile on the table (pool, hand, desk or page).

    ``on_hover(item, entered)`` (set by the scene) hears the mouse come and go (the pool's loupe).
    """

    on_hover: Callable[[Any, bool], None] | None = None

    flip_requested = Signal(object)
    """(item) on a right-click: the scene asks the engine to turn it over (FTP-LAY-11)."""

    def __init__(self, uid: int, tile: Any, art: TileArt) -> None:
        fp = tile.footprint
        super().__init__(QRectF(0, 0, fp.width * CELL, fp.height * CELL), payload=uid)
        self.uid = uid
        self.tile = tile
        self.art = art
        self.face_up = False
        self.lang = "en"
        self.place: tuple = ("none",)
        """Where the scene last put the tile: ("pool",), ("hand",), ("desk", i), ("page", col, row)."""
        self.conflict = False
        self.dragging = False
        self.on_drag = None
        self._clickable = False
        self.slot_pos = QPointF()
        self.slot_scale = 1.0
        self.mode: tuple = ()
        """The interaction mode the scene last set (place kind, acting, ...)."""
        self._path = footprint_path(fp.cells)
        self._bounds = self._rect.adjusted(-5, -5, 5, 5)
        self._move: QVariantAnimation | None = None
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    # ---- data ------------------------------------------------------------------------------
    def set_tile(self, tile: Any) -> None:
        """Show another tile type (a face-down pool tile is resampled in each view).

        Its outline follows the new type's footprint: the kinds of face-down tiles are dealt
        among their ids afresh each day (``FtpState.relabel``), so an id may change shape.
        """
        if tile is self.tile:
            return
        if tile.footprint is not self.tile.footprint:
            self.prepareGeometryChange()
            fp = tile.footprint
            self._rect = QRectF(0, 0, fp.width * CELL, fp.height * CELL)
            self._path = footprint_path(fp.cells)
            self._bounds = self._rect.adjusted(-5, -5, 5, 5)
        self.tile = tile
        self.update()

    def set_look(self, face_up: bool, lang: str, conflict: bool = False) -> None:
        """Face, language and assistant glow (repaints only when something changed)."""
        if (face_up, lang, conflict) != (self.face_up, self.lang, self.conflict):
            self.face_up, self.lang, self.conflict = face_up, lang, conflict
            self.update()

    # ---- painting ----------------------------------------------------------------------------
    def shape(self) -> QPainterPath:
        return self._path

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._bounds

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        pm = self.art.pixmap(self.tile, self.face_up, self.lang, self.colour_blind)
        if self.dragging:  # lifted off the table: a soft shadow underneath
            painter.fillPath(self._path.translated(3, 4), QColor(0, 0, 0, 70))
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        painter.drawPixmap(self._rect, pm, QRectF(pm.rect()))
        if self.conflict:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(QColor(224, 48, 30, 90), 8))
            painter.drawPath(self._path)
            painter.setPen(QPen(GLOW, 2.5))
            painter.drawPath(self._path)
        if self._hover and (self._clickable or self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable):
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setPen(QPen(HIGHLIGHT, 3))
            painter.drawPath(self._path)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().hoverEnterEvent(event)
        if self.on_hover is not None:
            self.on_hover(self, True)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().hoverLeaveEvent(event)
        if self.on_hover is not None:
            self.on_hover(self, False)

    def set_clickable(self, on: bool) -> None:
        """Pool tiles: a pointing-hand cursor and the hover ring (clicks come via ``clicked``)."""
        self._clickable = on
        if not self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)

    # ---- moving ------------------------------------------------------------------------------
    def move_to(self, pos: QPointF, scale: float, face_up: bool, lang: str, ms: int) -> None:
        """Go to ``pos`` at ``scale``; turn over on the way if the face changes (animated if ms > 0)."""
        if self._move is not None:
            self._move.stop()
            self._move = None
        flip = face_up != self.face_up and self.isVisible()
        if ms <= 0 or not self.isVisible():
            self.setTransform(QTransform())
            self.setPos(pos)
            self.setScale(scale)
            self.set_look(face_up, lang, self.conflict)
            return
        start_pos, start_scale = self.pos(), self.scale()
        anim = QVariantAnimation(self)
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        anim.setEasingCurve(QEasingCurve.Type.InOutCubic)
        centre = self._rect.center()

        def step(value: float) -> None:
            t = float(value)
            self.setPos(start_pos + (pos - start_pos) * t)
            self.setScale(start_scale + (scale - start_scale) * t)
            if flip:
                if t >= 0.5 and self.face_up != face_up:
                    self.set_look(face_up, lang, self.conflict)
                squeeze = max(0.04, abs(1 - 2 * t))
                self.setTransform(QTransform().translate(centre.x(), 0).scale(squeeze, 1)
                                  .translate(-centre.x(), 0))

        def done() -> None:
            self.setTransform(QTransform())
            self.set_look(face_up, lang, self.conflict)
            self._move = None

        anim.valueChanged.connect(step)
        anim.finished.connect(done)
        self._move = anim
        self.setZValue(max(self.zValue(), 500))
        anim.start()

    @property
    def moving(self) -> bool:
        """True while :meth:`move_to` or :meth:`return_home` animates."""
        return self._move is not None or self.animating

    # ---- mouse -------------------------------------------------------------------------------
    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.RightButton:
            self.flip_requested.emit(self)
            event.accept()
            return
        if self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            self.dragging = True
            self.update()
            if abs(self.scale() - 1.0) > 1e-3:  # a shrunk desk tile grows to page size under the cursor
                local = event.pos()
                self.setScale(1.0)
                self.setPos(event.scenePos() - local)
        super().mousePressEvent(event)
        self.home = self.slot_pos  # a refused drop goes back to the tile's slot, not to where it grew

    def return_home(self, ms: int = 250) -> None:
        """Back to the slot the scene gave the tile (a refused or pointless drop)."""
        self.dragging = False
        self.move_to(self.slot_pos, self.slot_scale, self.face_up, self.lang, ms)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.button() == Qt.MouseButton.RightButton:
            event.accept()
            return
        self.dragging = False
        self.update()
        super().mouseReleaseEvent(event)


class LoupeItem(QGraphicsItem):
    """A face-up pool tile shown at page size next to it while the mouse is over it (the pool
    shows tiles at 40 %, too small to read). It takes no mouse events, so it never flickers."""

    SCALE = 1.0
    GAP = 14.0

    def __init__(self, art: TileArt) -> None:
        super().__init__()
        self.art = art
        self.uid: int | None = None
        self._tile: Any = None
        self._lang = "en"
        self._colour_blind = False
        self._rect = QRectF()
        self.setZValue(4400)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-2, -2, 8, 8)

    def show_for(self, item: FtpTile, bounds: QRectF) -> None:
        """Show ``item``'s face beside it, inside ``bounds`` (the table)."""
        self.prepareGeometryChange()
        self.uid, self._tile, self._lang, self._colour_blind = item.uid, item.tile, item.lang, item.colour_blind
        fp = item.tile.footprint
        self._rect = QRectF(0, 0, fp.width * CELL * self.SCALE, fp.height * CELL * self.SCALE)
        near = item.sceneBoundingRect()
        x = near.right() + self.GAP
        if x + self._rect.width() > bounds.right():
            x = near.left() - self.GAP - self._rect.width()
        y = min(max(near.center().y() - self._rect.height() / 2, bounds.top()), bounds.bottom() - self._rect.height())
        self.setPos(QPointF(max(bounds.left(), x), y))
        self.setVisible(True)
        self.update()

    def dismiss(self) -> None:
        """Hide the loupe."""
        self.uid = None
        self.setVisible(False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if self._tile is None:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        path = footprint_path(self._tile.footprint.cells, CELL * self.SCALE, 0)
        painter.fillPath(path.translated(4, 5), QColor(0, 0, 0, 80))
        pm = self.art.pixmap(self._tile, True, self._lang, self._colour_blind)
        painter.drawPixmap(self._rect, pm, QRectF(pm.rect()))
        painter.setPen(QPen(HIGHLIGHT, 2))
        painter.drawPath(path)


class GhostItem(QGraphicsPathItem):
    """Where a dragged tile would land: green when the engine's hard rules allow it, red if not."""

    def __init__(self) -> None:
        super().__init__()
        self.setZValue(60)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.setVisible(False)
        self.legal = False

    def show_at(self, cells, origin: QPointF, legal: bool) -> None:
        """Outline ``cells`` (footprint offsets) with the top-left at ``origin``."""
        self.legal = legal
        colour = QColor("#2E9B4F") if legal else QColor("#C62828")
        fill = QColor(colour)
        fill.setAlpha(70)
        self.setPath(footprint_path(cells, CELL, 0))
        self.setPos(origin)
        self.setBrush(fill)
        self.setPen(QPen(colour, 3, Qt.PenStyle.DashLine))
        self.setVisible(True)


class FocusItem(DraggedItem):
    """The day's focus-news tile on the page (FTP-LAY-04): never turned over, drag to move it."""

    def __init__(self, cells, name: str, side: str) -> None:
        w = max(c for c, _ in cells) + 1
        h = max(r for _, r in cells) + 1
        super().__init__(QRectF(0, 0, w * CELL, h * CELL), QColor("#2F2A24"), rule_id="FTP-LAY-04")
        self.cells = cells
        self.name = name
        self.side = side
        self.dragging = False
        self.on_drag = None
        self._path = footprint_path(cells)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_text(self, name: str, side: str) -> None:
        """The focus tile's name and side label."""
        if (name, side) != (self.name, self.side):
            self.name, self.side = name, side
            self.update()

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        paint_focus_face(painter, self._path, self._rect, self.name, self.side)
        if self._hover and self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            painter.setPen(QPen(HIGHLIGHT, 3))
            painter.drawPath(self._path)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable:
            self.dragging = True
        super().mousePressEvent(event)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.dragging = False
        super().mouseReleaseEvent(event)

