"""The card loupe of the Unconscious Mind table: the card under the mouse, whole and at reading size.

The table fits a 1576-unit-wide scene into the window, so at 1366×768 a card's face text is about
6 px. Pointing at any card (a patient, a dream, a research card, a treatise, a method tile or an
action card) opens the loupe beside it: its name in its band colour and every line of its
description (the card's tooltip: the long forms, not the face's compact ones) at 9–11 pt. It
takes no mouse events, so it never hides what it describes or flickers; leaving the card, or
pressing it, closes it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.text_fit import elide_lines, wrap_lines
from desktop_app.ui.unconscious_mind.look import INK, font, ink_on

WIDTH = 250.0
"""The loupe's width in scene units (about 175 px at 1366×768)."""
PAD, GAP = 10.0, 12.0
TITLE_SIZE, BODY_SIZE = 12.0, 10.0
"""Point sizes: about 9–11 px on screen at the table's smallest scale."""


def loupe_texts(title: str, tip: str) -> list[str]:
    """The description lines of a card: its tooltip without a first line that only repeats the name."""
    lines = [line for line in tip.split("\n") if line.strip()]
    if lines and title and lines[0].startswith(title) and len(lines[0]) <= len(title) + 24:
        lines = lines[1:] if lines[0] == title else [lines[0][len(title):].lstrip(" :：(（").rstrip(")）")] + lines[1:]
    return [line for line in lines if line]


class CardLoupe(QGraphicsItem):
    """The loupe item (one per scene, made on first use; see :func:`show_loupe`)."""

    def __init__(self) -> None:
        super().__init__()
        self.owner: Any = None
        self.title = ""
        self.band = QColor("#6B5B3E")
        self.lines: list[tuple[QRectF, str, QFont, QColor]] = []
        """Every text as laid out: (rect, text with its line breaks, font, colour) — tests read it."""
        self._rect = QRectF()
        self._band_h = 0.0
        self.setZValue(5000)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setAcceptHoverEvents(False)
        self.setVisible(False)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self._rect.adjusted(-2, -2, 6, 6)

    def rect(self) -> QRectF:
        """The loupe's card in item coordinates."""
        return QRectF(self._rect)

    def show_for(self, item: Any, title: str, texts: list[str], band: QColor | None, bounds: QRectF) -> None:
        """Show ``title`` and ``texts`` beside ``item`` (right of it, else left), inside ``bounds``."""
        self.prepareGeometryChange()
        self.owner, self.title = item, title
        self.band = QColor(band) if band is not None else QColor("#6B5B3E")
        inner = WIDTH - 2 * PAD
        self.lines = []
        top = PAD / 2
        entries = [(title, TITLE_SIZE, True, ink_on(self.band))] + [(t, BODY_SIZE, False, QColor(INK)) for t in texts]
        for k, (text, size, bold, colour) in enumerate(entries):
            face = font(size, bold)
            metrics = QFontMetricsF(face)
            wrapped, _cut = elide_lines(wrap_lines(text, metrics, inner, max_lines=99), metrics, inner)
            height = len(wrapped) * metrics.lineSpacing()
            self.lines.append((QRectF(PAD, top, inner, height + 1), "\n".join(wrapped), face, colour))
            top += height
            if k == 0:  # the title sits in the band
                self._band_h = top + PAD / 2
                top += PAD
            else:
                top += 3
        self._rect = QRectF(0, 0, WIDTH, top + PAD / 2)
        near = item.sceneBoundingRect()
        x = near.right() + GAP
        if x + WIDTH > bounds.right():
            x = near.left() - GAP - WIDTH
        height = self._rect.height()
        y = min(max(near.center().y() - height / 2, bounds.top()), bounds.bottom() - height)
        self.setPos(QPointF(max(bounds.left(), x), max(bounds.top(), y)))
        self.setVisible(True)
        self.update()

    def dismiss(self) -> None:
        """Hide the loupe."""
        self.owner = None
        self.setVisible(False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(QColor(0, 0, 0, 70)))
        painter.drawRoundedRect(r.translated(3, 4), 8, 8)
        painter.setBrush(QBrush(QColor("#FFFBF1")))
        painter.setPen(QPen(QColor("#7A6646"), 1.5))
        painter.drawRoundedRect(r, 8, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(self.band))
        painter.drawRoundedRect(QRectF(r.left(), r.top(), r.width(), self._band_h + 2), 8, 8)
        for rect, text, face, colour in self.lines:
            painter.setFont(face)
            painter.setPen(colour)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), text)


def show_loupe(item: Any, title: str, tip: str, band: QColor | None) -> CardLoupe | None:
    """Open the scene's loupe for ``item`` (made, or made again after the scene was rebuilt)."""
    scene = item.scene()
    if scene is None or not (title or tip):
        return None
    loupe = getattr(scene, "card_loupe", None)
    if loupe is None or loupe.scene() is not scene:
        loupe = CardLoupe()
        scene.addItem(loupe)
        scene.card_loupe = loupe
    if not title:  # a tile without a printed name: its description's first line names it
        title, _, tip = tip.partition("\n")
    loupe.show_for(item, title, loupe_texts(title, tip), band, scene.sceneRect())
    return loupe


def hide_loupe(item: Any) -> None:
    """Close the loupe if it shows ``item``."""
    scene = item.scene()
    loupe = getattr(scene, "card_loupe", None) if scene is not None else None
    if loupe is not None and loupe.owner is item:
        loupe.dismiss()
