"""Small drawing helpers and clickable pieces shared by the game scenes (Gutenberg, Viscounts, ...).

- :func:`font`, :func:`text`, :func:`panel`, :func:`disc`: add a label, a rounded area or a disc
  to a scene (or as the child of an item);
- :class:`Piece`: a rounded clickable rectangle whose face a subclass paints, with a gold rim
  while it is playable (:meth:`Piece.set_enabled`) and a blue one while selected;
- :class:`Button`: a labelled push button of a scene;
- :class:`ButtonFlow`: lays a panel's buttons out left to right, wrapping at its right edge;
- :func:`text_box`: a label fitted into a box (shrunk, wrapped, elided: it never spills out);
- :class:`Layer`: an invisible parent for items drawn once and kept between redraws.

Pieces are :class:`~desktop_app.ui.items.BoardItem` objects: ``payload`` is what the scene
turns into an engine action, ``rule_id`` the rule the rules-help dock explains.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsObject,
    QGraphicsPathItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from desktop_app.ui.colour_blind import pattern_brush
from desktop_app.ui.items import HIGHLIGHT, OUTLINE, BoardItem
from desktop_app.ui.text_fit import draw_fitted_text, elide_lines, wrap_lines

INK = QColor("#2B2B2B")
PAPER = QColor("#FFFDF8")
SELECTED = QColor("#1E88E5")


def font(size: float, bold: bool = False) -> QFont:
    """A UI font of ``size`` points."""
    f = QFont()
    f.setPointSizeF(size)
    f.setBold(bold)
    return f


def text(scene_or_parent, value: str, x: float, y: float, size: float = 10, bold: bool = False,
         colour: QColor | str = INK, width: float | None = None, rule_id: str | None = None,
         centre: bool = False) -> QGraphicsSimpleTextItem:
    """Add a text item at (x, y); centred on x when ``centre``. With a ``width`` it shrinks to fit,
    down to 6 pt, and then ends its lines in "…" (the whole text is in the tooltip)."""
    item = QGraphicsSimpleTextItem(value)
    f = font(size, bold)
    item.setFont(f)
    while width is not None and size > 6 and item.boundingRect().width() > width:
        size -= 0.5
        f.setPointSizeF(size)
        item.setFont(f)
    if width is not None and item.boundingRect().width() > width:
        lines, _cut = elide_lines(value.split("\n"), QFontMetricsF(f), width)
        item.setText("\n".join(lines))
        item.setToolTip(value)
    item.setBrush(QColor(colour))
    item.rule_id = rule_id
    add_to(scene_or_parent, item)
    if centre:
        x -= item.boundingRect().width() / 2
    item.setPos(x, y)
    return item


def panel(scene_or_parent, rect: QRectF, fill: QColor | str = PAPER, edge: QColor | str = "#CDBF9F",
          radius: float = 10, rule_id: str | None = None, width: float = 1.2) -> QGraphicsPathItem:
    """Add a rounded rectangle (a board area, a card, a mat)."""
    path = QPainterPath()
    path.addRoundedRect(rect, radius, radius)
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor(fill)))
    item.setPen(QPen(QColor(edge), width))
    item.rule_id = rule_id
    add_to(scene_or_parent, item)
    return item


def disc(scene_or_parent, centre: QPointF, radius: float, fill: QColor | str, edge: QColor | str = INK,
         rule_id: str | None = None) -> QGraphicsPathItem:
    """Add a filled circle (a marker, an ink token)."""
    path = QPainterPath()
    path.addEllipse(centre, radius, radius)
    item = QGraphicsPathItem(path)
    item.setBrush(QBrush(QColor(fill)))
    item.setPen(QPen(QColor(edge), 1))
    item.rule_id = rule_id
    add_to(scene_or_parent, item)
    return item


def add_to(scene_or_parent, item: QGraphicsItem) -> None:
    """Add ``item`` to a scene, or make it a child of an item."""
    if isinstance(scene_or_parent, QGraphicsScene):
        scene_or_parent.addItem(item)
    else:
        item.setParentItem(scene_or_parent)


class Piece(BoardItem):
    """A rounded, clickable rectangle that draws its face with :meth:`paint_face`."""

    def __init__(self, rect: QRectF, colour: QColor | str, rule_id: str | None, payload: Any,
                 radius: float = 6.0) -> None:
        super().__init__(rect, colour, "", rule_id, payload)
        self.radius = radius
        self.selected = False
        self.enabled = False
        self.last_click = QPointF()

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.last_click = event.scenePos()
        super().mousePressEvent(event)

    def set_enabled(self, on: bool) -> None:
        """Playable now: a pointing-hand cursor and a gold rim."""
        self.enabled = on
        self.setCursor(Qt.CursorShape.PointingHandCursor if on else Qt.CursorShape.ArrowCursor)
        self.update()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self._rect, self.radius, self.radius)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(self.shape(), QBrush(self.colour))
        if self.colour_blind and self.pattern_index > 0:
            painter.fillPath(self.shape(), pattern_brush(self.pattern_index, self.colour))
        self.paint_face(painter)
        if self.selected:
            pen = QPen(SELECTED, 3.5)
        elif self._hover and self.enabled:
            pen = QPen(HIGHLIGHT, 3.5)
        elif self.enabled:
            pen = QPen(QColor("#D99A00"), 2.2)
        else:
            pen = QPen(OUTLINE.lighter(180), 1)
        painter.setPen(pen)
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawPath(self.shape())

    def paint_face(self, painter: QPainter) -> None:
        """Draw the piece's contents (subclasses)."""


class Button(Piece):
    """A labelled push button of the scene."""

    def __init__(self, rect: QRectF, label: str, payload: Any, colour: QColor | str = "#FFFFFF",
                 rule_id: str | None = None, size: float = 9.0) -> None:
        super().__init__(rect, colour, rule_id, payload, radius=7)
        self.caption = label
        self.size = size
        self.set_enabled(True)

    def paint_face(self, painter: QPainter) -> None:
        painter.setPen(QColor("#FFFFFF") if self.colour.lightnessF() < 0.5 else INK)
        painter.setFont(font(self.size, bold=True))
        box = self._rect.adjusted(4, 1, -4, -1)
        lines = max(1, int(box.height() // QFontMetricsF(painter.font()).lineSpacing()))
        draw_fitted_text(painter, box, self.caption, Qt.AlignmentFlag.AlignCenter, max_lines=lines)


class ButtonFlow:
    """Lays buttons out left to right from ``x0``, wrapping at ``x0 + width``.

    The scene must offer ``add_piece(item)`` (adds and wires a piece) and a ``panel_buttons``
    list (every panel button, for the tests and the gestures that find them).
    """

    def __init__(self, scene: Any, x0: float, y: float, rule_id: str | None, width: float,
                 size: float = 8.5) -> None:
        self.scene, self.x0, self.y, self.rule_id, self.width = scene, x0, y, rule_id, width
        self.size = size
        self.left = x0 + 14
        self.x = self.left
        self.used = False
        self.row_h = 28.0
        self.metrics = QFontMetricsF(font(size, bold=True))

    def caption(self, label: str, indent: float = 0.0) -> None:
        """Start a new line with a caption; buttons follow it (indented by ``indent``)."""
        self.newline()
        text(self.scene, label, self.x0 + 14, self.y + 6, self.size, bold=True,
             width=indent - 6 if indent else self.width - 28, rule_id=self.rule_id)
        self.left = self.x0 + 14 + indent
        self.x = self.left
        if not indent:
            self.y += 22

    def button(self, label: str, payload: dict, colour: str = "#FFFFFF", width: float | None = None,
               size: float | None = None, tooltip: str = "") -> Button:
        """Add one button (a panel button the scene's tests and gestures can find)."""
        size = self.size if size is None else size
        wide = self.metrics.horizontalAdvance(label) + 22
        w = width or min(self.width - 28, max(40.0, wide))
        if width is not None or wide <= w:
            h = 26.0 if width is not None else 28.0
        else:  # a label too long for one line: as many lines as it needs, never shrunk below its size
            lines = len(wrap_lines(label, self.metrics, w - 8, 8))
            h = max(42.0, lines * self.metrics.lineSpacing() + 8)
        if self.x + w > self.x0 + self.width - 12 and self.x > self.left:
            self.x, self.y = self.left, self.y + self.row_h + 4
            self.row_h = 28.0
        self.row_h = max(self.row_h, h)
        b = Button(QRectF(self.x, self.y, w, h), label, payload, colour, self.rule_id, size)
        if tooltip:
            b.setToolTip(tooltip)
        self.scene.add_piece(b)
        self.scene.panel_buttons.append(b)
        self.x += w + (6 if width is None else 3)
        self.used = True
        return b

    def newline(self) -> None:
        """Continue below the last row of buttons."""
        if self.used:
            self.y += self.row_h + 6
        self.left = self.x0 + 14
        self.x = self.left
        self.used = False
        self.row_h = 28.0


class TextBox(QGraphicsItem):
    """A label fitted into a box: shrunk, then wrapped to ``max_lines``, then elided (never spilling out)."""

    def __init__(self, rect: QRectF, value: str, size: float = 8.0, colour: QColor | str = INK, bold: bool = False,
                 max_lines: int = 2, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
                 rule_id: str | None = None) -> None:
        super().__init__()
        self.rect, self.value, self.size, self.ink = QRectF(rect), value, size, QColor(colour)
        self.bold, self.max_lines, self.align, self.rule_id = bold, max_lines, align, rule_id

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF(self.rect)

    def text(self) -> str:
        """The whole label (as given, before fitting)."""
        return self.value

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setPen(self.ink)
        painter.setFont(font(self.size, self.bold))
        draw_fitted_text(painter, self.rect, self.value, self.align, max_lines=self.max_lines, min_size=5.0)


def text_box(scene_or_parent, rect: QRectF, value: str, size: float = 8.0, colour: QColor | str = INK,
             bold: bool = False, max_lines: int = 2, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
             rule_id: str | None = None) -> TextBox:
    """Add a :class:`TextBox` (a label that always stays inside ``rect``)."""
    item = TextBox(rect, value, size, colour, bold, max_lines, align, rule_id)
    add_to(scene_or_parent, item)
    return item


class Layer(QGraphicsObject):
    """An invisible parent for items drawn once and kept while the scene redraws the rest."""

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return QRectF()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        """Nothing: the children paint themselves."""
