"""The card loupe the tables share: the card under the mouse, whole and at reading size, beside it.

Tables show their cards small, so a face carries a name and a few words; pointing at a card opens
the loupe with every word of it. A game's loupe is a :class:`CardLoupeBase` that lays out and
paints its own contents (Viscounts: value, icons, ribbon and sections; Unconscious Mind: a
coloured title band and the description lines) and calls :meth:`CardLoupeBase.place_beside`.
The loupe takes no mouse events, so it never flickers or hides what it describes; one loupe per
scene (:func:`scene_loupe`), closed by :func:`hide_loupe` when the mouse leaves its card.
"""

from __future__ import annotations

from typing import Any, TypeVar

from PySide6.QtCore import QPointF, QRectF, QSizeF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene, QToolTip

GAP = 12.0
"""Scene units between the card and its loupe."""
LoupeT = TypeVar("LoupeT", bound="CardLoupeBase")


def lines_height(face: QFont, lines: list[str]) -> float:
    """The height ``lines`` take when drawn one under the other in ``face``: Chinese lines are set in a fallback
    font taller than ``face``'s own line spacing (a loupe that counted that spacing drew each wrapped entry into
    the next one)."""
    return lines_size(face, lines).height()


def lines_size(face: QFont, lines: list[str]) -> QSizeF:
    """The width and height ``lines`` take when drawn one under the other in ``face`` (fallback fonts counted,
    see :func:`lines_height`)."""
    flags = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
    return QFontMetricsF(face).boundingRect(QRectF(0, 0, 1e6, 1e6), flags, "\n".join(lines)).size()


class CardLoupeBase(QGraphicsItem):
    """A loupe item: ``owner`` is the card it shows; subclasses lay out and paint the contents."""

    def __init__(self) -> None:
        super().__init__()
        self.owner: Any = None
        self._rect = QRectF()
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-2, -2, 6, 6)

    def rect(self) -> QRectF:
        """The loupe's card in item coordinates."""
        return QRectF(self._rect)

    def place_beside(self, item: Any, width: float, height: float, bounds: QRectF) -> None:
        """Size the loupe and show it beside ``item`` (right of it, else left), inside ``bounds``."""
        self.prepareGeometryChange()
        self.owner = item
        self._rect = QRectF(0, 0, width, height)
        near = item.sceneBoundingRect()
        x = near.right() + GAP
        if x + width > bounds.right():
            x = near.left() - GAP - width
        y = min(max(near.center().y() - height / 2, bounds.top()), bounds.bottom() - height)
        self.setPos(QPointF(max(bounds.left(), x), max(bounds.top(), y)))
        QToolTip.hideText()  # a tooltip still up from the piece pointed at before would cover the loupe
        self.setVisible(True)
        self.update()

    def dismiss(self) -> None:
        """Hide the loupe."""
        self.owner = None
        self.setVisible(False)

    def paint_frame(self, painter: QPainter, fill: QColor, border: QColor, border_width: float,
                    radius: float) -> None:
        """The loupe's card: a shadow, then the rounded card in ``fill`` with its border."""
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(0, 0, 0, 70)))
        painter.drawRoundedRect(r.translated(3, 4), radius, radius)
        painter.setBrush(QBrush(fill))
        painter.setPen(QPen(border, border_width))
        painter.drawRoundedRect(r, radius, radius)


def scene_loupe(scene: QGraphicsScene, kind: type[LoupeT]) -> LoupeT:
    """The scene's loupe of ``kind`` (made on first use, and again after the scene was rebuilt)."""
    loupe = getattr(scene, "card_loupe", None)
    if not isinstance(loupe, kind) or loupe.scene() is not scene:
        loupe = kind()
        scene.addItem(loupe)
        scene.card_loupe = loupe
    return loupe


def hide_loupe(item: Any) -> None:
    """Close the loupe if it shows ``item``."""
    scene = item.scene()
    loupe = getattr(scene, "card_loupe", None) if scene is not None else None
    if loupe is not None and loupe.owner is item:
        loupe.dismiss()
