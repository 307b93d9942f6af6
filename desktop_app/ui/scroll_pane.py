"""A fixed window in a scene onto content that may be taller than it (a long list of options).

The table around it keeps its layout however long the list gets: the pane never grows, its
content is clipped to it and scrolls with the mouse wheel or by dragging the bar on its right.
Build the content as children of :attr:`ScrollPane.content`, in scene coordinates (the content
sits at the pane's origin until it is scrolled).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

BAR = 8.0
"""Width of the scroll bar at the pane's right edge."""
WHEEL_STEP = 0.5
"""Scene pixels scrolled per unit of wheel delta (a notch of 120 scrolls 60 px)."""


class _Content(QGraphicsObject):
    """The scrolled layer: paints nothing itself, only holds the content items."""

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the children paint themselves."""


class ScrollPane(QGraphicsObject):
    """Clips :attr:`content` to ``rect`` and scrolls it vertically when it is taller."""

    def __init__(self, rect: QRectF, parent: QGraphicsItem | None = None) -> None:
        super().__init__(parent)
        self.rect = QRectF(rect)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemClipsChildrenToShape, True)
        self.content = _Content(self)
        """Parent of everything shown in the pane."""
        self.offset = 0.0
        self._grab: float | None = None

    # ---- geometry --------------------------------------------------------------------------
    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(self.rect)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRect(self.rect)
        return path

    def content_bottom(self) -> float:
        """The lowest point of the content (unscrolled, in scene coordinates)."""
        return self.content.childrenBoundingRect().bottom() if self.content.childItems() else self.rect.top()

    def max_offset(self) -> float:
        """How far the content can scroll (0 when it fits)."""
        return max(0.0, self.content_bottom() + 6 - self.rect.bottom())

    @property
    def scrollable(self) -> bool:
        """True when the content is taller than the pane."""
        return self.max_offset() > 0.5

    def scroll_to(self, offset: float) -> float:
        """Scroll so that content ``offset`` px below the top shows at the top (clamped); returns it."""
        self.offset = min(max(0.0, offset), self.max_offset())
        self.content.setY(-self.offset)
        self.update()
        return self.offset

    def ensure_visible(self, rect: QRectF) -> None:
        """Scroll as little as needed to show ``rect`` (unscrolled scene coordinates)."""
        top, bottom = self.rect.top() + self.offset, self.rect.bottom() + self.offset
        if rect.top() < top:
            self.scroll_to(rect.top() - self.rect.top())
        elif rect.bottom() > bottom:
            self.scroll_to(rect.bottom() - self.rect.bottom())

    # ---- the bar ---------------------------------------------------------------------------
    def _bar_rect(self) -> QRectF:
        return QRectF(self.rect.right() - BAR, self.rect.top(), BAR, self.rect.height())

    def _thumb_rect(self) -> QRectF:
        track = self._bar_rect()
        total = self.rect.height() + self.max_offset()
        height = max(24.0, track.height() * self.rect.height() / total)
        top = track.top() + (track.height() - height) * (self.offset / self.max_offset() if self.scrollable else 0)
        return QRectF(track.left() + 1, top, BAR - 2, height)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        if not self.scrollable:
            return
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 28))
        painter.drawRoundedRect(self._bar_rect(), BAR / 2, BAR / 2)
        painter.setBrush(QColor("#8C7A58"))
        painter.drawRoundedRect(self._thumb_rect(), (BAR - 2) / 2, (BAR - 2) / 2)
        if self.offset > 0.5:  # a soft edge says there is more above
            painter.setBrush(QColor(0, 0, 0, 22))
            painter.drawRect(QRectF(self.rect.left(), self.rect.top(), self.rect.width() - BAR - 2, 3))

    # ---- gestures --------------------------------------------------------------------------
    def wheelEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        if not self.scrollable or event.orientation() != Qt.Orientation.Vertical:
            event.ignore()
            return
        self.scroll_to(self.offset - event.delta() * WHEEL_STEP)
        event.accept()

    def mousePressEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        if not self.scrollable or not self._bar_rect().contains(event.pos()):
            event.ignore()
            return
        thumb = self._thumb_rect()
        if not thumb.contains(event.pos()):  # a click on the track pages towards it
            page = self.rect.height() * 0.9
            self.scroll_to(self.offset + (page if event.pos().y() > thumb.bottom() else -page))
        self._grab = event.pos().y()
        event.accept()

    def mouseMoveEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        if self._grab is None:
            return
        track = self._bar_rect().height() - self._thumb_rect().height()
        if track > 0:
            moved = (event.pos().y() - self._grab) / track * self.max_offset()
            self.scroll_to(self.offset + moved)
        self._grab = event.pos().y()

    def mouseReleaseEvent(self, event: Any) -> None:  # noqa: N802 (Qt override)
        self._grab = None
