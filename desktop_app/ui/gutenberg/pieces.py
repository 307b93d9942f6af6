"""Clickable pieces of the Gutenberg table: cards, ink tokens, spaces and buttons.

Each piece is a :class:`~desktop_app.ui.items.BoardItem` whose ``payload`` is a small dict
(``{"kind": "printing", "id": "P03"}``) the scene turns into an engine action; ``rule_id`` names
the rule the rules-help dock shows.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from desktop_app.engine.text import format_text
from desktop_app.ui.colour_blind import pattern_brush
from desktop_app.ui.gutenberg.look import (
    INK,
    SPECIALTY_COLOURS,
    SPECIALTY_PATTERNS,
    effect_label,
    font,
    ink_colour,
    roman,
    tr,
)
from desktop_app.ui.i18n import render
from desktop_app.ui.items import TokenItem
from desktop_app.ui.scene_parts import Button, Piece  # noqa: F401 (Button: the scene's parts use it from here)


def type_piece(painter: QPainter, rect: QRectF, letter: str, count: int | None = None,
               dim: bool = False) -> None:
    """A piece of movable type: a lead block with the letter on its face (and a count)."""
    painter.setPen(QPen(QColor("#4B4B4B"), 1))
    painter.setBrush(QBrush(QColor("#B8BCC2") if not dim else QColor("#E1E2E4")))
    painter.drawRoundedRect(rect, 2, 2)
    painter.setPen(QColor("#1A1A1A") if not dim else QColor("#9A9A9A"))
    painter.setFont(font(max(7.0, rect.height() * 0.42), bold=True))
    painter.drawText(rect.adjusted(0, -2, 0, -2 if count is None else -rect.height() * 0.25),
                     Qt.AlignmentFlag.AlignCenter, letter)
    if count is not None:
        painter.setFont(font(max(6.0, rect.height() * 0.26)))
        painter.drawText(rect.adjusted(0, rect.height() * 0.5, 0, 0), Qt.AlignmentFlag.AlignCenter, f"×{count}")


def specialty_chip(painter: QPainter, rect: QRectF, spec: int, label: str, colour_blind: bool,
                   size: float = 8.5) -> None:
    """A specialty badge: its colour (and, with colour-blind patterns, its hatch) with ``label``."""
    colour = QColor(SPECIALTY_COLOURS[spec % len(SPECIALTY_COLOURS)])
    path = QPainterPath()
    path.addRoundedRect(rect, 3, 3)
    painter.fillPath(path, QBrush(colour))
    if colour_blind:
        painter.fillPath(path, pattern_brush(SPECIALTY_PATTERNS[spec % len(SPECIALTY_PATTERNS)], colour))
    painter.setPen(QColor("#FFFFFF"))
    painter.setFont(font(size, bold=True))
    if label:
        if colour_blind:  # the label on a plate, readable over the hatch
            plate = QFontMetricsF(painter.font()).boundingRect(label).adjusted(-2, 0, 2, 0)
            plate.moveCenter(rect.center())
            painter.fillRect(plate, colour)
        painter.drawText(rect, Qt.AlignmentFlag.AlignCenter, label)


def coin(painter: QPainter, centre: QPointF, radius: float, value: int | str) -> None:
    """A gold coin with a number."""
    painter.setPen(QPen(QColor("#8A6A12"), 1))
    painter.setBrush(QBrush(QColor("#E8C04A")))
    painter.drawEllipse(centre, radius, radius)
    painter.setPen(QColor("#3D2E05"))
    painter.setFont(font(max(6.5, radius * 0.95), bold=True))
    painter.drawText(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius),
                     Qt.AlignmentFlag.AlignCenter, str(value))


def ink_drop(painter: QPainter, centre: QPointF, radius: float, colour: QColor, pattern: int,
             colour_blind: bool) -> None:
    """An ink token (with its hatch pattern when colour-blind patterns are on)."""
    path = QPainterPath()
    path.addEllipse(centre, radius, radius)
    painter.fillPath(path, QBrush(colour))
    if colour_blind and pattern > 0:
        painter.fillPath(path, pattern_brush(pattern, colour))
    painter.setPen(QPen(QColor("#1A1A1A"), 0.8))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.drawPath(path)


class PrintingCard(Piece):
    """A printing card: its word, the letters it needs as type pieces, the coins it pays."""

    def __init__(self, card: str, content: Any, rect: QRectF, payload: Any) -> None:
        super().__init__(rect, "#F7F1E3", "GUT-DONE-02", payload)
        self.card = card
        self.content = content
        need, coins = content.printing[card]
        letters = " ".join(a.upper() for a, n in zip(content.alphabet, need, strict=True) for _ in range(n))
        self.setToolTip(format_text(tr("{name}\nLetters: {letters}\nPays {coins} {coins|coin|coins}"),
                                    {"name": render(content.name(card)), "letters": letters, "coins": coins}))

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        need, coins = self.content.printing[self.card]
        painter.setPen(INK)
        painter.setFont(font(8.5, bold=True))
        painter.drawText(QRectF(r.left() + 4, r.top() + 2, r.width() - 30, 16), Qt.AlignmentFlag.AlignLeft
                         | Qt.AlignmentFlag.AlignVCenter, render(self.content.name(self.card)))
        coin(painter, QPointF(r.right() - 13, r.top() + 12), 9, coins)
        letters = [a for a, n in zip(self.content.alphabet, need, strict=True) for _ in range(n)]
        size = min(18.0, (r.width() - 8) / max(1, len(letters)) - 2)
        x = r.left() + (r.width() - len(letters) * (size + 2)) / 2
        for letter in letters:
            type_piece(painter, QRectF(x, r.bottom() - size - 8, size, size + 2), letter)
            x += size + 2


class DesignCard(Piece):
    """A design card: colour condition (inks → prestige), decoration (level → prestige), bonus."""

    def __init__(self, card: str, content: Any, rect: QRectF, payload: Any) -> None:
        super().__init__(rect, "#EEF3F6", "GUT-DONE-03", payload)
        self.card = card
        self.content = content
        inks, colour_p, spec, level, deco_p, bonus = content.design[card]
        ink_names = ", ".join(render(content.name(content.colours[c])) for c, n in enumerate(inks) for _ in range(n))
        self.setToolTip(tr("{name}\nColour: return {inks} → +{cp}★\nDecoration: {spec} {level} → +{dp}★\n"
                           "Both: {bonus}").format(
            name=render(content.name(card)), inks=ink_names, cp=colour_p,
            spec=render(content.name(content.specialties[spec])), level=roman(level), dp=deco_p,
            bonus=effect_label(bonus, content)))

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        inks, colour_p, spec, level, deco_p, bonus = self.content.design[self.card]
        x = r.left() + 8
        y = r.top() + 13
        for c, n in enumerate(inks):
            for _ in range(n):
                ink_drop(painter, QPointF(x, y), 6, ink_colour(self.content, c), c, self.colour_blind)
                x += 14
        painter.setPen(INK)
        painter.setFont(font(8.5, bold=True))
        painter.drawText(QRectF(r.right() - 34, y - 8, 30, 16), Qt.AlignmentFlag.AlignRight, f"+{colour_p}★")
        y += 18
        chip = QRectF(r.left() + 4, y - 8, 36, 16)  # the specialty by its colour (its name: the tooltip)
        specialty_chip(painter, chip, spec, roman(level), self.colour_blind, 8.5)
        painter.setPen(INK)
        painter.setFont(font(8.5, bold=True))
        painter.drawText(QRectF(r.right() - 34, y - 8, 30, 16), Qt.AlignmentFlag.AlignRight, f"+{deco_p}★")
        painter.setPen(QPen(QColor("#9FB3C0"), 1, Qt.PenStyle.DotLine))
        painter.drawLine(QPointF(r.left() + 4, y + 10), QPointF(r.right() - 4, y + 10))
        painter.setPen(INK)
        painter.setFont(font(7.5))
        painter.drawText(QRectF(r.left() + 2, y + 11, r.width() - 4, r.bottom() - y - 12),
                         Qt.AlignmentFlag.AlignCenter, "＋ " + effect_label(bonus, self.content))


class SpecialtyCard(Piece):
    """A specialty card: its type and 1–2 icons."""

    def __init__(self, card: str, content: Any, rect: QRectF, payload: Any) -> None:
        spec, self.icons = content.specialty[card]
        super().__init__(rect, QColor(SPECIALTY_COLOURS[spec % 4]).lighter(165), "GUT-TRAIN-01", payload)
        self.pattern_index = SPECIALTY_PATTERNS[spec % len(SPECIALTY_PATTERNS)]
        self.spec = spec
        self.content = content

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        painter.setPen(INK)
        painter.setFont(font(8.5, bold=True))
        painter.drawText(QRectF(r.left(), r.top() + 4, r.width(), 16), Qt.AlignmentFlag.AlignCenter,
                         render(self.content.name(self.content.specialties[self.spec])))
        colour = QColor(SPECIALTY_COLOURS[self.spec % 4])
        x = r.center().x() - (self.icons - 1) * 11
        for _ in range(self.icons):
            painter.setBrush(QBrush(colour))
            painter.setPen(QPen(QColor("#FFFFFF"), 1.5))
            painter.drawEllipse(QPointF(x, r.bottom() - 18), 9, 9)
            x += 22


class InkToken(TokenItem):
    """An ink token on the board (click: take it and the ones left of it in its row)."""

    def __init__(self, colour: int, content: Any, payload: Any) -> None:
        super().__init__(13, colour=ink_colour(content, colour), rule_id="GUT-INK-02", payload=payload)
        self.pattern_index = colour


class SeatMark(TokenItem):
    """A player's disc beside their name (a workshop band, a planning screen): with colour-blind
    patterns on it carries the seat's mark, the same as on that player's tokens."""

    def __init__(self, seat: int, colour: QColor, radius: float = 8.0) -> None:
        super().__init__(radius, colour=colour, rule_id=None, payload=None)
        self.player_mark = seat
        self.setAcceptHoverEvents(False)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(self.colour)
        painter.setPen(QPen(QColor("#FFFFFF"), 1.4))
        painter.drawEllipse(self._rect)
        if self.colour_blind:
            self.paint_mark(painter)


class Space(Piece):
    """A labelled board space (a reward space, a patron card) drawn by a callback."""

    def __init__(self, rect: QRectF, colour: QColor | str, rule_id: str, payload: Any, painter_fn) -> None:
        super().__init__(rect, colour, rule_id, payload)
        self._painter_fn = painter_fn

    def paint_face(self, painter: QPainter) -> None:
        self._painter_fn(self, painter, self._rect)
