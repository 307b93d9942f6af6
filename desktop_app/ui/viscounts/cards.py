"""Cards of the Viscounts table, painted from their data: townsfolk, manuscripts and card backs.

A townsfolk card shows its silver value on a coin and its icons in a row, its name, the top-right
effect (when hired or banished) in a band and its bottom ability with the timing. A manuscript
shows its ribbon, its cleric cost and what transcribing it gives. Every word on a face is at the
table's reading size (:mod:`reading`): what does not fit whole is left to the loupe, which shows
the whole card, and to the tooltip; the rules help under the mouse names the card's rule.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen

from desktop_app.ui.i18n import render
from desktop_app.ui.scene_parts import INK, Piece, font
from desktop_app.ui.viscounts.look import ICON_COLOURS, READ_PT, paint_coin, paint_icon, paint_ribbon, tr
from desktop_app.ui.viscounts.loupe import LoupeOnHover, manuscript_loupe, townsfolk_loupe
from desktop_app.ui.viscounts.reading import draw_whole, hyphenated, line_step, narrowest, whole_lines
from desktop_app.ui.viscounts.words import (
    ability_body,
    card_text,
    effects_text,
    face_timing_text,
    manuscript_text,
)

DECK_TINT = {"starting": "#F3EEDF", "hero": "#F6E7C8", "printed": "#E4DCCB", "neutral": "#FBF6EA"}
TIMING_COLOURS = {"instant": "#2E7D4F", "ongoing": "#3C6FB0", "exit": "#A0522D", "collision": "#8E3B6E"}
COIN_R = 9.0
"""The radius of a card's value coin (its figure at reading size)."""
BADGE_ROOM = 17.0
"""The foot of a card kept free for its badge (a pile's size, a cost)."""


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
        """Value and icons in a row, the whole name under them, then as much of the effects as fits
        whole at reading size: the effect when hired or banished, the ability's timing, its words
        (the loupe shows everything)."""
        r = self._rect
        if not self.face_up:
            _paint_back(painter, r, tr("Townsfolk"))
            return
        card = self.content.cards[self.card_id]
        if card.icons:
            painter.fillRect(QRectF(r.left(), r.top() + 6, 3.5, r.height() - 12),
                             QColor(ICON_COLOURS.get(card.icons[0], "#999")))
        centre_y = r.top() + COIN_R + 3
        paint_coin(painter, QPointF(r.left() + COIN_R + 3, centre_y), COIN_R, card.value)
        icon_r = 5.0
        x = r.left() + 2 * COIN_R + 6 + icon_r
        for icon in card.icons:
            paint_icon(painter, icon, QPointF(x, centre_y), icon_r, self.colour_blind)
            x += 2 * icon_r + 2
        painter.setPen(INK)
        up = bool(self.badge) and r.right() - 2 - _badge_width(self.badge) >= x - icon_r
        bottom = r.bottom() - (BADGE_ROOM if self.badge and not up else 3)
        name_top = r.top() + 2 * COIN_R + 5
        name = QRectF(r.left() + 4, name_top, r.width() - 7, bottom - name_top)
        below = name_top + draw_name(painter, name, render(card.name), Qt.AlignmentFlag.AlignHCenter)
        self._paint_effects(painter, card, QRectF(r.left() + 4, below + 1, r.width() - 7, bottom - below - 1))
        if self.badge:  # in the row of the value and icons where they leave room for it, else at the foot
            _paint_badge(painter, r, self.badge, r.top() + 3 if up else None)

    def _paint_effects(self, painter: QPainter, card: Any, area: QRectF) -> None:
        """The top-right effect (when hired or banished) in a band, then the ability's timing and its
        words, each only where it fits whole."""
        top, bottom = area.top(), area.bottom()
        step = line_step()
        if card.on_hire:
            words = effects_text(card.on_hire, self.content, True)
            fitted = whole_lines(words, area.width() - 4, int((bottom - top - 2 + 2) // step))
            # the band with its words, or (too long for the face) a bare band saying there is one
            box = QRectF(area.left(), top, area.width(), len(fitted[1]) * step + 2 if fitted else 5)
            painter.setBrush(QBrush(QColor("#F2E2B6")))
            painter.setPen(QPen(QColor("#C8AE6E"), 0.6))
            painter.drawRoundedRect(box, 2, 2)
            painter.setPen(INK)
            if fitted is not None:
                draw_whole(painter, box.adjusted(2, 1, -2, -1), words)
            top = box.bottom() + 2
        if card.ability is None:
            return
        painter.setPen(QColor(TIMING_COLOURS.get(card.ability.timing, "#555555")))
        head = draw_whole(painter, QRectF(area.left(), top, area.width(), min(step, bottom - top)),
                          face_timing_text(card.ability.timing), True, Qt.AlignmentFlag.AlignLeft)
        if head:
            painter.setPen(INK)
            draw_whole(painter, QRectF(area.left(), top + head, area.width(), bottom - top - head),
                       ability_body(card.ability, self.content, True),
                       align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)

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
        """Ribbon and cleric cost, what transcribing gives, then the name where it still fits whole (what
        a manuscript does decides a transcription; the loupe shows everything)."""
        r = self._rect
        if not self.face_up:
            _paint_back(painter, r, tr("Manuscript"))
            return
        ms = self.content.manuscripts[self.ms_id]
        paint_ribbon(painter, ms.ribbon, QRectF(r.right() - 12, r.top(), 8, 24), self.colour_blind)
        paint_icon(painter, "cleric", QPointF(r.left() + 11, r.top() + 11), 7, self.colour_blind)
        painter.setPen(INK)
        draw_whole(painter, QRectF(r.left() + 20, r.top() + 2, 14, 20), str(ms.cost), True,
                   Qt.AlignmentFlag.AlignLeft)
        up = bool(self.badge) and r.right() - 13 - _badge_width(self.badge) >= r.left() + 29
        bottom = r.bottom() - (BADGE_ROOM if self.badge and not up else 3)
        top = r.top() + 25
        top += draw_whole(painter, QRectF(r.left() + 3, top, r.width() - 6, bottom - top),
                          effects_text(ms.instant, self.content, True),
                          align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        painter.setPen(QPen(QColor("#B9A77F"), 0.6))
        painter.drawLine(QPointF(r.left() + 6, top + 2), QPointF(r.right() - 6, top + 2))
        painter.setPen(INK)
        draw_name(painter, QRectF(r.left() + 3, top + 4, r.width() - 6, bottom - top - 4), render(ms.name),
                  Qt.AlignmentFlag.AlignHCenter)
        if self.badge:  # between the cost and the ribbon where it fits, else at the foot
            _paint_badge(painter, r, self.badge, r.top() + 3 if up else None, r.right() - 13 if up else None)

    def loupe_card(self):
        """The whole manuscript at reading size (face-up ones only)."""
        return manuscript_loupe(self.content.manuscripts[self.ms_id], self.content) if self.face_up else None


class CardSlot(Piece):
    """An empty place for a card (a tableau slot, an empty pile), with a caption."""

    def __init__(self, rect: QRectF, caption: str, rule_id: str | None, payload: Any = None) -> None:
        super().__init__(rect, "#EFE6D2", rule_id, payload, radius=6)
        self.caption = caption

    def paint_face(self, painter: QPainter) -> None:
        """A dashed outline and the caption, whole at reading size (its tooltip, if any, says more)."""
        painter.setPen(QPen(QColor("#B5A585"), 1.2, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self._rect.adjusted(4, 4, -4, -4), 5, 5)
        painter.setPen(QColor("#8C7B5A"))
        draw_whole(painter, self._rect.adjusted(6, 6, -6, -6), self.caption, True)


def draw_name(painter: QPainter, rect: QRectF, name: str, flags: Qt.AlignmentFlag) -> float:
    """A card's name at the top of ``rect``: bold at reading size, whole on at most two lines (narrowed
    where a word is long); else a long word hyphenated, on up to three lines; the height it took."""
    flags |= Qt.AlignmentFlag.AlignTop
    two = QRectF(rect.left(), rect.top(), rect.width(), min(rect.height(), 2 * line_step()))
    drawn = draw_whole(painter, two, name, True, flags)
    if not drawn:
        split = " ".join(hyphenated(word) if word.isascii() and len(word) > 7 else word for word in name.split())
        three = QRectF(rect.left(), rect.top(), rect.width(), min(rect.height(), 3 * line_step()))
        drawn = draw_whole(painter, three, split, True, flags)
    return drawn


def _paint_back(painter: QPainter, r: QRectF, label: str) -> None:
    painter.setPen(QPen(QColor(255, 255, 255, 70), 1))
    painter.setBrush(Qt.BrushStyle.NoBrush)
    inner = r.adjusted(5, 5, -5, -5)
    painter.drawRoundedRect(inner, 4, 4)
    painter.fillRect(inner, QBrush(QColor(255, 255, 255, 25), Qt.BrushStyle.BDiagPattern))
    painter.setPen(QColor("#F3E9D2"))
    draw_whole(painter, inner, label, True)


def _badge_width(badge: str) -> float:
    """How wide a badge's pill is (its words narrowed as far as they may be)."""
    narrow = font(READ_PT, bold=True)
    narrow.setStretch(narrowest(badge))
    return QFontMetricsF(narrow).horizontalAdvance(badge) + 4


def _paint_badge(painter: QPainter, r: QRectF, badge: str, top: float | None = None,
                 right: float | None = None) -> None:
    """A dark pill (a pile's size, a cost) at the table's reading size: at ``top``, else at the card's
    foot; ending at ``right``, else at the card's right edge."""
    width = min(r.width() - 4, _badge_width(badge))
    right = r.right() - 2 if right is None else right
    box = QRectF(right - width, r.bottom() - BADGE_ROOM if top is None else top, width, BADGE_ROOM - 1)
    box = box.adjusted(-1, 0, 1, 0)  # a little room either side of the narrowed words
    painter.setBrush(QBrush(QColor(30, 30, 30, 210)))
    painter.setPen(Qt.PenStyle.NoPen)
    painter.drawRoundedRect(box, 4, 4)
    painter.setPen(QColor("#FFFFFF"))
    draw_whole(painter, box, badge, True)
