"""Cards of the Viscounts table, painted from their data: townsfolk, manuscripts and card backs.

A townsfolk card shows its silver value on a coin (top left), its icons down the left edge, its
name, the top-right effect (when hired or banished) in a band and its bottom ability with the
timing. A manuscript shows its ribbon, its cleric cost and what transcribing it gives. The full
text is the card's tooltip, and the rules help under the mouse names the card's rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen

from desktop_app.ui.i18n import render
from desktop_app.ui.scene_parts import INK, Piece, font
from desktop_app.ui.text_fit import condensed, draw_fitted_text, wrap_lines
from desktop_app.ui.viscounts.look import ICON_COLOURS, READ_PT, paint_coin, paint_icon, paint_ribbon, tr
from desktop_app.ui.viscounts.loupe import LoupeOnHover, manuscript_loupe, townsfolk_loupe
from desktop_app.ui.viscounts.words import (
    ability_body,
    card_text,
    effects_text,
    face_timing_text,
    manuscript_text,
)

SMALL_CARD = 76.0
"""Narrower cards (pile tops, opponents' tableaus) put value and icons in a row above the name."""
NAME_MIN_SIZE = 7.0
"""A card name shrinks no further (about 7 px on screen at 1366×768) — it wraps instead."""
EFFECT_MIN_SIZE = 6.0
HEAD_H = 11.5
"""The height of an ability's timing line on a face: one line at the smallest size, descenders whole."""
DECK_TINT = {"starting": "#F3EEDF", "hero": "#F6E7C8", "printed": "#E4DCCB", "neutral": "#FBF6EA"}
TIMING_COLOURS = {"instant": "#2E7D4F", "ongoing": "#3C6FB0", "exit": "#A0522D", "collision": "#8E3B6E"}


class TownsfolkCard(LoupeOnHover, Piece):
    """A townsfolk card face (or its back when ``face_up`` is False)."""

    def __init__(self, card_id: str, content: Any, rect: QRectF, payload: Any = None,
                 rule_id: str | None = "VIS-CARD-01", face_up: bool = True) -> None:
        card = content.cards[card_id] if face_up else None
        tint = DECK_TINT.get(card.deck, "#FBF6EA") if card is not None else "#4A3B2A"
        super().__init__(rect, tint, rule_id, payload, radius=6)
        self.card_id = card_id if face_up else ""
        self.content = content
        self.face_up = face_up
        self.badge = ""
        """A short note drawn over the card's foot (a cost, a slot number)."""
        if card is not None:
            self.setToolTip(card_text(card, content))

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        if not self.face_up:
            _paint_back(painter, r, tr("Townsfolk"))
            return
        card = self.content.cards[self.card_id]
        if r.width() < SMALL_CARD:
            self._paint_small(painter, card)
            return
        k = r.width() / 84.0
        coin_r = 10.0 * k
        if card.icons:
            band = QRectF(r.left(), r.top(), 4 * k, r.height())
            painter.fillRect(band.adjusted(0, 6, 0, -6), QColor(ICON_COLOURS.get(card.icons[0], "#999")))
        paint_coin(painter, QPointF(r.left() + coin_r + 3, r.top() + coin_r + 3), coin_r, card.value)
        y = r.top() + 2 * coin_r + 9
        for icon in card.icons:
            paint_icon(painter, icon, QPointF(r.left() + coin_r + 3, y), 7.2 * k, self.colour_blind)
            y += 16.5 * k
        left = r.left() + 2 * coin_r + 6
        painter.setPen(INK)
        name_h = max(2 * coin_r + 4, name_height())
        draw_name(painter, QRectF(left, r.top() + 2, r.right() - left - 3, name_h), render(card.name),
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        text_left = r.left() + 2 * coin_r + 5 if card.icons else r.left() + 5
        top = r.top() + name_h + 4
        bottom = r.bottom() - (14 if self.badge else 4)
        self._paint_effects(painter, card, QRectF(text_left, top, r.right() - text_left - 3, bottom - top), 7.0)
        if self.badge:
            _paint_badge(painter, r, self.badge)

    def _paint_small(self, painter: QPainter, card: Any) -> None:
        """A pile's top card or an opponent's card: value and icons in a row, the whole name under
        them, then the effects in their short form (the loupe shows everything)."""
        r = self._rect
        k = r.width() / 64.0
        coin_r = 7.5 * k
        if card.icons:
            painter.fillRect(QRectF(r.left(), r.top() + 6, 3.5 * k, r.height() - 12),
                             QColor(ICON_COLOURS.get(card.icons[0], "#999")))
        centre_y = r.top() + coin_r + 3
        paint_coin(painter, QPointF(r.left() + coin_r + 4, centre_y), coin_r, card.value)
        icon_r = 5.6 * k
        x = r.left() + 2 * coin_r + 6 + icon_r
        for icon in card.icons:
            paint_icon(painter, icon, QPointF(x, centre_y), icon_r, self.colour_blind)
            x += 2 * icon_r + 2
        painter.setPen(INK)
        name = QRectF(r.left() + 2, r.top() + 2 * coin_r + 4, r.width() - 4, name_height())
        draw_name(painter, name, render(card.name), Qt.AlignmentFlag.AlignCenter)
        bottom = r.bottom() - (14 if self.badge else 3)
        self._paint_effects(painter, card, QRectF(r.left() + 4, name.bottom() + 1, r.width() - 7,
                                                  bottom - name.bottom() - 1), 6.8)
        if self.badge:
            _paint_badge(painter, r, self.badge)

    def _paint_effects(self, painter: QPainter, card: Any, area: QRectF, size: float) -> None:
        """The top-right effect (when hired or banished) in a band, then the ability under its timing."""
        top, bottom = area.top(), area.bottom()
        if card.on_hire:
            words = effects_text(card.on_hire, self.content, True)
            share = 0.42 if card.ability else 1.0
            least = QFontMetricsF(font(EFFECT_MIN_SIZE))
            needed = len(wrap_lines(words, least, area.width() - 4, 4)) * least.lineSpacing() + 2
            box = QRectF(area.left(), top, area.width(), min(bottom - top, max(needed, (bottom - top) * share)))
            painter.setBrush(QBrush(QColor("#F2E2B6")))
            painter.setPen(QPen(QColor("#C8AE6E"), 0.6))
            painter.drawRoundedRect(box, 3, 3)
            painter.setPen(INK)
            painter.setFont(font(size))
            draw_fitted_text(painter, box.adjusted(2, 1, -2, -1), words, Qt.AlignmentFlag.AlignCenter, max_lines=4,
                             min_size=EFFECT_MIN_SIZE)
            top = box.bottom() + 2
        if card.ability is not None and bottom - top > 8:
            colour = QColor(TIMING_COLOURS.get(card.ability.timing, "#555555"))
            painter.setPen(colour)
            painter.setFont(font(size - 0.4, bold=True))
            head = QRectF(area.left(), top, area.width(), HEAD_H)
            draw_fitted_text(painter, head, face_timing_text(card.ability.timing), Qt.AlignmentFlag.AlignLeft,
                             min_size=EFFECT_MIN_SIZE)
            painter.setPen(INK)
            painter.setFont(font(size))
            body = QRectF(area.left(), head.bottom() + 1, area.width(), bottom - head.bottom() - 1)
            draw_fitted_text(painter, body, ability_body(card.ability, self.content, True),
                             Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, max_lines=6,
                             min_size=EFFECT_MIN_SIZE)

    def loupe_card(self):
        """The whole card at reading size (face-up cards only)."""
        return townsfolk_loupe(self.content.cards[self.card_id], self.content) if self.face_up else None


class ManuscriptCard(LoupeOnHover, Piece):
    """A manuscript: ribbon, cleric cost, name and its effect (or a stack's back)."""

    def __init__(self, ms_id: str, content: Any, rect: QRectF, payload: Any = None,
                 rule_id: str | None = "VIS-MS-04", face_up: bool = True) -> None:
        super().__init__(rect, "#F5EFE2" if face_up else "#2F2A36", rule_id, payload, radius=5)
        self.ms_id = ms_id if face_up else ""
        self.content = content
        self.face_up = face_up
        self.badge = ""
        if face_up:
            self.setToolTip(manuscript_text(content.manuscripts[ms_id], content))

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        if not self.face_up:
            _paint_back(painter, r, tr("Manuscript"))
            return
        ms = self.content.manuscripts[self.ms_id]
        k = r.width() / 84.0
        paint_ribbon(painter, ms.ribbon, QRectF(r.right() - 16 * k, r.top(), 10 * k, 26 * k), self.colour_blind)
        paint_icon(painter, "cleric", QPointF(r.left() + 11 * k, r.top() + 11 * k), 8 * k, self.colour_blind)
        painter.setPen(INK)
        painter.setFont(font(8.5 * max(0.8, k), bold=True))
        painter.drawText(QRectF(r.left() + 20 * k, r.top() + 2, 20 * k, 18 * k), Qt.AlignmentFlag.AlignVCenter,
                         str(ms.cost))
        name = QRectF(r.left() + 2, r.top() + 22 * k, r.width() - 4, name_height())
        draw_name(painter, name, render(ms.name), Qt.AlignmentFlag.AlignCenter)
        painter.setPen(QPen(QColor("#B9A77F"), 0.6))
        painter.drawLine(QPointF(r.left() + 6, name.bottom() + 1), QPointF(r.right() - 6, name.bottom() + 1))
        painter.setPen(INK)
        painter.setFont(font(7.0))
        bottom = r.bottom() - (14 if self.badge else 4)
        draw_fitted_text(painter, QRectF(r.left() + 3, name.bottom() + 3, r.width() - 6, bottom - name.bottom() - 3),
                         effects_text(ms.instant, self.content, True), Qt.AlignmentFlag.AlignCenter, max_lines=4,
                         min_size=EFFECT_MIN_SIZE)
        if self.badge:
            _paint_badge(painter, r, self.badge)

    def loupe_card(self):
        """The whole manuscript at reading size (face-up ones only)."""
        return manuscript_loupe(self.content.manuscripts[self.ms_id], self.content) if self.face_up else None


class CardSlot(Piece):
    """An empty place for a card (a tableau slot, an empty pile), with a caption."""

    def __init__(self, rect: QRectF, caption: str, rule_id: str | None, payload: Any = None) -> None:
        super().__init__(rect, "#EFE6D2", rule_id, payload, radius=6)
        self.caption = caption

    def paint_face(self, painter: QPainter) -> None:
        painter.setPen(QPen(QColor("#B5A585"), 1.2, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self._rect.adjusted(4, 4, -4, -4), 5, 5)
        painter.setPen(QColor("#8C7B5A"))
        painter.setFont(font(7.5, bold=True))
        draw_fitted_text(painter, self._rect.adjusted(8, 8, -8, -8), self.caption, Qt.AlignmentFlag.AlignCenter,
                         max_lines=3)


def draw_name(painter: QPainter, rect: QRectF, name: str, flags: Qt.AlignmentFlag) -> bool:
    """A card's name in ``rect``: 8 pt bold, shrunk to :data:`NAME_MIN_SIZE` and wrapped onto two
    lines, a single long word condensed; True if it still had to be cut."""
    base = font(8.0, bold=True)
    narrow = condensed(font(NAME_MIN_SIZE, bold=True), name, rect.width())
    painter.setFont(narrow if narrow.stretch() != base.stretch() else base)
    return draw_fitted_text(painter, rect, name, flags, max_lines=2, min_size=NAME_MIN_SIZE)


def name_height() -> float:
    """Room for a card name on two lines at the smallest size it may shrink to."""
    return 2 * QFontMetricsF(font(NAME_MIN_SIZE, bold=True)).lineSpacing() + 1


def _paint_back(painter: QPainter, r: QRectF, label: str) -> None:
    painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = r.adjusted(5, 5, -5, -5)
    painter.drawRoundedRect(inner, 4, 4)
    painter.fillRect(inner, QBrush(QColor(255, 255, 255, 25), Qt.BrushStyle.BDiagPattern))
    painter.setPen(QColor("#F3E9D2"))
    painter.setFont(font(7.0, bold=True))
    draw_fitted_text(painter, inner, label, Qt.AlignmentFlag.AlignCenter, max_lines=2)


def _paint_badge(painter: QPainter, r: QRectF, badge: str) -> None:
    """A dark pill at the card's bottom right (a pile's size, a cost), at the table's reading size."""
    painter.setFont(font(READ_PT, bold=True))
    width = min(r.width() - 4, QFontMetricsF(painter.font()).horizontalAdvance(badge) + 8)
    box = QRectF(r.right() - width - 2, r.bottom() - 16, width, 15)
    painter.setBrush(QBrush(QColor(30, 30, 30, 210)))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(box, 4, 4)
    painter.setPen(QColor("#FFFFFF"))
    draw_fitted_text(painter, box, badge, Qt.AlignmentFlag.AlignCenter, min_size=READ_PT)
