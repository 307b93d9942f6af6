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

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.card_loupe import CardLoupeBase, lines_height, scene_loupe
from desktop_app.ui.text_fit import elide_lines, wrap_lines
from desktop_app.ui.unconscious_mind.look import INK, font, ink_on

WIDTH = 250.0
"""The loupe's width in scene units (about 175 px at 1366×768)."""
PAD = 10.0
TITLE_SIZE, BODY_SIZE = 12.0, 10.0
"""Point sizes: about 9–11 px on screen at the table's smallest scale."""


def loupe_texts(title: str, tip: str) -> list[str]:
    """The description lines of a card: its tooltip without a first line that only repeats the name."""
    lines = [line for line in tip.split("\n") if line.strip()]
    if lines and title and lines[0].startswith(title) and len(lines[0]) <= len(title) + 24:
        lines = lines[1:] if lines[0] == title else [lines[0][len(title):].lstrip(" :：(（").rstrip(")）")] + lines[1:]
    return [line for line in lines if line]


class CardLoupe(CardLoupeBase):
    """The loupe item (one per scene, made on first use; see :func:`show_loupe`)."""

    def __init__(self) -> None:
        super().__init__()
        self.title = ""
        self.band = QColor("#6B5B3E")
        self.lines: list[tuple[QRectF, str, QFont, QColor]] = []
        """Every text as laid out: (rect, text with its line breaks, font, colour) — tests read it."""
        self._band_h = 0.0

    def show_for(self, item: Any, title: str, texts: list[str], band: QColor | None, bounds: QRectF) -> None:
        """Show ``title`` and ``texts`` beside ``item`` (right of it, else left), inside ``bounds``."""
        self.title = title
        self.band = QColor(band) if band is not None else QColor("#6B5B3E")
        inner = WIDTH - 2 * PAD
        self.lines = []
        top = PAD / 2
        entries = [(title, TITLE_SIZE, True, ink_on(self.band))] + [(t, BODY_SIZE, False, QColor(INK)) for t in texts]
        for k, (text, size, bold, colour) in enumerate(entries):
            face = font(size, bold)
            metrics = QFontMetricsF(face)
            wrapped, _cut = elide_lines(wrap_lines(text, metrics, inner, max_lines=99), metrics, inner)
            height = lines_height(face, wrapped)
            self.lines.append((QRectF(PAD, top, inner, height + 1), "\n".join(wrapped), face, colour))
            top += height
            if k == 0:  # the title sits in the band
                self._band_h = top + PAD / 2
                top += PAD
            else:
                top += 3
        self.place_beside(item, WIDTH, top + PAD / 2, bounds)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        r = self._rect
        self.paint_frame(painter, QColor("#FFFBF1"), QColor("#7A6646"), 1.5, 8)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QBrush(self.band))
        painter.drawRoundedRect(QRectF(r.left(), r.top(), r.width(), self._band_h + 2), 8, 8)
        for rect, text, face, colour in self.lines:
            painter.setFont(face)
            painter.setPen(colour)
            painter.drawText(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), text)


def show_loupe(item: Any, title: str, tip: str, band: QColor | None) -> CardLoupe | None:
    """Open the scene's loupe for ``item``."""
    scene = item.scene()
    if scene is None or not (title or tip):
        return None
    loupe = scene_loupe(scene, CardLoupe)
    if not title:  # a tile without a printed name: its description's first line names it
        title, _, tip = tip.partition("\n")
    loupe.show_for(item, title, loupe_texts(title, tip), band, scene.sceneRect())
    return loupe
