"""The main board of Gutenberg: order slots, ink rows, specialty cards, gear supply, patronage
(reward spaces and patron cards along the round track) and the prestige track.

:func:`draw_board` adds everything to the scene through ``scene.add_piece`` (which wires clicks
and drops) and returns the board rectangle.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsPathItem

from desktop_app.engine.text import format_text
from desktop_app.ui.colour_blind import paint_player_mark
from desktop_app.ui.gutenberg.gear import MeshGear, gear_tooltip
from desktop_app.ui.gutenberg.look import (
    BOARD,
    BOARD_EDGE,
    INK,
    PAPER,
    disc,
    effect_label,
    font,
    ink_colour,
    panel,
    patron_text,
    reward_colour,
    roman,
    text,
    tr,
)
from desktop_app.ui.gutenberg.pieces import (
    DesignCard,
    InkToken,
    PrintingCard,
    Space,
    SpecialtyCard,
    ink_drop,
    specialty_chip,
    type_piece,
)
from desktop_app.ui.i18n import render
from desktop_app.ui.items import TokenItem

WIDTH, HEIGHT = 790.0, 476.0
INK_X = 446.0
"""Left edge of the ink rows."""
ORDERS_CENTRE = QPointF(224.0, 106.0)
"""Middle of the order slots (where a taken order flies from)."""
CARD_W, CARD_H = 78.0, 70.0
TRACK_CELLS = 50
PRESTIGE_TOP = 400.0


def draw_board(scene: Any, view: Any, colours: list[QColor]) -> QRectF:
    """Draw the board from ``view`` at the scene origin; returns its rectangle."""
    rect = QRectF(0, 0, WIDTH, HEIGHT)
    panel(scene, rect, BOARD, BOARD_EDGE, 16, width=3).setZValue(-5)
    content = view.content
    _orders(scene, view, content)
    _specialties(scene, view, content)
    _gear_supply(scene, view, content)
    _ink(scene, view, content)
    _patronage(scene, view, content, colours)
    _prestige(scene, view, colours)
    return rect


def _heading(scene, value: str, x: float, y: float, rule_id: str | None = None) -> None:
    text(scene, value, x, y, 11, bold=True, colour="#4A3720", rule_id=rule_id)


def _orders(scene, view, content) -> None:
    _heading(scene, tr("Orders"), 14, 6, "GUT-TAKE-01")
    for row, (slots, kind, maker, h) in enumerate(((view.printing_slots, "printing", PrintingCard, CARD_H),
                                                   (view.design_slots, "design", DesignCard, 76.0))):
        y = 28 + row * (CARD_H + 6)
        for i, card in enumerate(slots):
            r = QRectF(14 + i * (CARD_W + 6), y, CARD_W, h)
            if card is None:
                panel(scene, r, "#D8C7A2", "#B59E73", 6, rule_id="GUT-TAKE-03")
                continue
            scene.add_piece(maker(card, content, r, {"kind": kind, "id": card}))


def _specialties(scene, view, content) -> None:
    _heading(scene, tr("Specialty cards"), 14, 184, "GUT-TRAIN-01")
    for i, card in enumerate(view.specialty_slots):
        r = QRectF(14 + i * (CARD_W + 6), 204, CARD_W, 56)
        if card is None:
            panel(scene, r, "#D8C7A2", "#B59E73", 6, rule_id="GUT-TRAIN-02")
            continue
        scene.add_piece(SpecialtyCard(card, content, r, {"kind": "specialty_card", "id": card}))


def _gear_supply(scene, view, content) -> None:
    _heading(scene, tr("Gears"), 14, 266, "GUT-WORK-01")
    for i, gear in enumerate(view.gear_slots):
        centre = QPointF(56 + i * 92, 332)
        disc(scene, centre, 40, "#CDB88F", "#A88F62", rule_id="GUT-WORK-01")
        if gear is None:
            continue
        arc = QPainterPath()
        arc.arcMoveTo(QRectF(centre.x() - 43, centre.y() - 43, 86, 86), 40)
        arc.arcTo(QRectF(centre.x() - 43, centre.y() - 43, 86, 86), 40, -80)
        hint = QGraphicsPathItem(arc)
        hint.setPen(QPen(QColor(255, 255, 255, 200), 3))
        hint.setToolTip(tr("The sector at the white arc is the one that will be active"))
        hint.rule_id = "GUT-GEAR-02"
        scene.addItem(hint)
        item = MeshGear(gear, content.gears[gear], content, radius=38,
                        payload={"kind": "board_gear", "gear": gear, "board": i})
        item.active_sector = False
        item.setToolTip(gear_tooltip(gear, content))
        item.setPos(centre)
        item.home = centre
        scene.add_piece(item)
        scene.board_gears[gear] = item


def ink_row_y(row: int) -> float:
    """The centre line of ink row ``row``."""
    return 46.0 + row * 34


def ink_spot(row: int, place: int) -> QPointF:
    """Where the ink token at ``place`` (0–2 from the left) of board row ``row`` stands."""
    return QPointF(INK_X + 70 + place * 40, ink_row_y(row))


def _ink(scene, view, content) -> None:
    x0 = INK_X
    _heading(scene, tr("Ink"), x0, 6, "GUT-INK-01")
    costs = content.rules.ink_row_costs
    for i, cost in enumerate(costs):
        text(scene, format_text(tr("{n} {n|coin|coins}"), {"n": cost}), x0 + 70 + i * 40, 10, 8.5, colour="#6B5536",
             centre=True, rule_id="GUT-INK-01")
    for r, row in enumerate(view.ink_rows):
        y = ink_row_y(r)
        panel(scene, QRectF(x0, y - 15, 160, 30), "#D6C29A", "#B59E73", 15, rule_id="GUT-INK-02")
        text(scene, str(r + 1), x0 + 14, y - 8, 9, bold=True, colour="#6B5536", centre=True)
        for i, colour in enumerate(row):
            if colour is None:
                continue
            token = InkToken(colour, content, {"kind": "ink", "row": r, "pos": i})
            token.setPos(ink_spot(r, i))
            token.setToolTip(render(content.name(content.colours[colour])))
            scene.add_piece(token)
    x1 = x0 + 176
    _heading(scene, tr("Bag"), x1, 6, "GUT-COMP-04")
    for c, n in enumerate(view.bag):
        y = 40 + c * 27
        painter_item = Space(QRectF(x1, y - 12, 110, 24), PAPER, "GUT-COMP-04", None,
                             lambda item, p, r, c=c, n=n: _bag_row(item, p, r, content, c, n))
        scene.add_piece(painter_item)


def _bag_row(item, painter: QPainter, r: QRectF, content, colour: int, n: int) -> None:
    ink_drop(painter, QPointF(r.left() + 12, r.center().y()), 7, ink_colour(content, colour), colour,
             item.colour_blind)
    painter.setPen(INK)
    painter.setFont(font(8))
    painter.drawText(r.adjusted(24, 0, -4, 0), Qt.AlignmentFlag.AlignVCenter,
                     f"{render(content.name(content.colours[colour]))} ×{n}")


def _patronage(scene, view, content, colours) -> None:
    x0, y0 = INK_X, 184.0
    _heading(scene, tr("Patronage"), x0, y0, "GUT-PAT-01")
    for i, (rid, effect) in enumerate(content.rewards):
        r = QRectF(x0 + i * 84, y0 + 20, 80, 54)
        claim = view.reward_claims[i] if i < len(view.reward_claims) else None

        def paint(item, p, rr, effect=effect, rid=rid, claim=claim):
            p.setPen(QColor("#FFFFFF") if item.colour.lightnessF() < 0.55 else INK)
            p.setFont(font(8.5, bold=True))
            p.drawText(rr.adjusted(2, 1, -2, -18), Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap,
                       render(content.name(rid)))
            p.setFont(font(8.5))
            p.drawText(rr.adjusted(2, 36, -2, -1), Qt.AlignmentFlag.AlignCenter, effect_label(effect, content))
            if claim is not None:
                spot = QPointF(rr.right() - 9, rr.bottom() - 9)
                p.setBrush(QBrush(colours[claim]))
                p.setPen(QPen(QColor("#1A1A1A"), 1.2))
                p.drawEllipse(spot, 7, 7)
                if item.colour_blind:
                    paint_player_mark(p, claim, spot, 4.5, colours[claim])

        space = Space(r, reward_colour(effect).lighter(130), "GUT-PAT-02", {"kind": "reward", "id": rid}, paint)
        scene.add_piece(space)
    # the round track with the patron cards under rounds 3-6
    ty = y0 + 84
    text(scene, tr("Round"), x0, ty + 2, 9, bold=True, colour="#4A3720", rule_id="GUT-RND-01")
    for rnd in range(1, content.rules.rounds + 1):
        centre = QPointF(x0 + 62 + (rnd - 1) * 52, ty + 10)
        current = rnd == view.round
        disc(scene, centre, 12, "#F5C542" if current else PAPER, "#6B5536", rule_id="GUT-RND-01")
        text(scene, str(rnd), centre.x(), centre.y() - 8, 9, bold=current, centre=True)
    for slot, card in enumerate(view.patron_slots):
        rnd = view.patron_slot_rounds[slot]
        r = QRectF(x0 + 62 + (rnd - 1) * 52 - 25, ty + 26, 50, 86)
        if card is None:
            panel(scene, r, "#D8C7A2", "#B59E73", 5, rule_id="GUT-PAT-06")
            continue
        available = max(rnd, content.patrons[card][3]) <= view.round

        def paint(item, p, rr, card=card, available=available):
            _patron_face(p, rr, content, card, available, item.colour_blind)

        piece = Space(r, "#F4E6C8" if available else "#D9CDB4", "GUT-PAT-03", {"kind": "patron", "id": card}, paint)
        piece.setToolTip(patron_text(card, content, content.rules.scoring.patron_card,
                                     max(rnd, content.patrons[card][3])))
        scene.add_piece(piece)


def _patron_face(p: QPainter, r: QRectF, content, card: str, available: bool, colour_blind: bool) -> None:
    levels, ink, letters, _ = content.patrons[card]
    p.setPen(INK if available else QColor("#7A7060"))
    y = r.top() + 5  # (the name is in the tooltip: the face keeps what the card asks and pays)
    for spec, level in levels.items():
        specialty_chip(p, QRectF(r.left() + 4, y, r.width() - 8, 15), spec, f"≥ {roman(level)}", colour_blind, 8.5)
        y += 17
    x = r.left() + 8
    for c, n in enumerate(ink):
        for _ in range(n):
            ink_drop(p, QPointF(x, y + 6), 5, ink_colour(content, c), c, colour_blind)
            x += 12
    if any(ink):
        y += 14
    x = r.left() + 5
    for i, n in enumerate(letters):
        for _ in range(n):
            type_piece(p, QRectF(x, y, 14, 15), content.alphabet[i])
            x += 15
    p.setPen(INK)
    p.setFont(font(9, bold=True))
    p.drawText(QRectF(r.left(), r.bottom() - 16, r.width(), 15), Qt.AlignmentFlag.AlignCenter,
               f"{content.rules.scoring.patron_card}★")


def _prestige(scene, view, colours) -> None:
    y0, x0 = PRESTIGE_TOP, 84.0
    _heading(scene, tr("Prestige"), 14, y0 + 4, "GUT-END-01")
    cell = (WIDTH - 14 - x0) / 25
    for n in range(TRACK_CELLS):
        row, col = divmod(n, 25)
        r = QRectF(x0 + col * cell, y0 + row * 36, cell - 2, 34)
        panel(scene, r, "#F2E7CD" if n % 5 else "#E6D2A6", "#B59E73", 4, rule_id="GUT-END-01")
        text(scene, str(n), r.left() + 2, r.top(), 8.5, colour="#8C7A58")
    by_cell: dict[int, list[int]] = {}
    for seat, pl in enumerate(view.players):
        by_cell.setdefault(pl.prestige % TRACK_CELLS, []).append(seat)
    for n, seats in by_cell.items():
        row, col = divmod(n, 25)
        for k, seat in enumerate(seats):
            centre = QPointF(x0 + col * cell + 8 + (k % 2) * 13, y0 + row * 36 + 19 + (k // 2) * 8)
            marker = TokenItem(6, colour=colours[seat], rule_id="GUT-END-01")
            marker.player_mark = seat
            marker.set_colour_blind(scene.colour_blind)
            marker.setPos(centre)
            marker.setZValue(3)
            scene.addItem(marker)
            laps = view.players[seat].prestige // TRACK_CELLS
            if laps:
                text(scene, f"+{laps * TRACK_CELLS}", centre.x() + 6, centre.y() - 12, 8.5, bold=True)
