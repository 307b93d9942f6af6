"""A player's printing house: three gear mounts with meshing gears, specialty tracks, the bonus
track, letters (as type pieces), ink, coins and held orders with a live "can I complete this?".

:func:`draw_workshop` adds one seat's panel at ``rect`` through ``scene.add_piece``: the gears on the
left, the tracks, letters and supply in the middle, the orders (two by two) on the right; the seat's
name and totals are on its tab (:func:`draw_tab`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from desktop_app.engine.text import format_text
from desktop_app.rules.gutenberg.model import ACTIONS
from desktop_app.ui.gutenberg.gear import GearMount, MeshGear, gear_tooltip, mesh_distance
from desktop_app.ui.gutenberg.look import (
    INK,
    MIN_PT,
    PAPER,
    SPECIALTY_COLOURS,
    action_name,
    character_text,
    effect_label,
    font,
    ink_colour,
    panel,
    roman,
    text,
    tr,
)
from desktop_app.ui.gutenberg.pieces import Piece, SeatMark, Space, coin, ink_drop, specialty_chip, type_piece
from desktop_app.ui.i18n import render
from desktop_app.ui.text_fit import draw_fitted_text

GEAR_R = 44.0
HEIGHT = 280.0
MIDDLE_W = 330.0
"""Width of the middle column (tracks, letters, supply)."""
TAB_H = 40.0
LETTER_PITCH = (27.0, 32.0)
"""Horizontal and vertical distance between the type pieces of a type case."""



def order_status(view: Any, seat: int, printing: str, design: str) -> dict[str, bool]:
    """What completing this order would give now: letters ready, colour payable, decoration met."""
    return {"print": view.can_print(seat, printing),
            "colour": view.colour_payment(seat, design) is not None,
            "decoration": view.decoration_met(seat, design)}


def mount_centres(rect: QRectF) -> list[QPointF]:
    """Centres of the three mounts of a workshop drawn in ``rect`` (stacked so they mesh)."""
    step = mesh_distance(GEAR_R)
    x = rect.left() + 14 + GEAR_R
    return [QPointF(x, rect.top() + 12 + GEAR_R + i * step) for i in range(3)]


def draw_tab(scene: Any, view: Any, seat: int, rect: QRectF, colour: QColor, shown: bool, active: bool) -> None:
    """Seat ``seat``'s tab above the workshop: its name (◆ the first player), coins, prestige (★, as on
    the cards) and planning tokens; click it to show that workshop. ``active`` marks the acting player."""
    pl = view.players[seat]
    outline = colour if colour.lightnessF() < 0.85 else colour.darker(150)  # a white player's tab shows
    fill = colour if shown else colour.lighter(170)
    ink = QColor("#FFFFFF") if shown and colour.lightnessF() < 0.6 else QColor("#1A1A1A")
    status = format_text(tr("{coins} {coins|coin|coins} · {prestige}★ · {tokens} {tokens|token|tokens}"),
                         {"coins": pl.coins, "prestige": pl.prestige, "tokens": pl.tokens})
    if pl.is_rival:
        status = tr("{prestige} prestige").format(prestige=pl.prestige)
    name = render(pl.name) + ("  ◆" if seat == view.first else "")

    def paint(item, p: QPainter, r: QRectF) -> None:
        p.setBrush(Qt.BrushStyle.NoBrush)
        p.setPen(QPen(QColor("#F5A623"), 4) if active else QPen(outline, 2))
        p.drawRoundedRect(r.adjusted(2, 2, -2, -2), 8, 8)
        p.setPen(ink)
        p.setFont(font(10, bold=True))
        draw_fitted_text(p, QRectF(r.left() + 24, r.top() + 2, r.width() - 30, 19), name,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, min_size=MIN_PT)
        p.setFont(font(8.5))
        draw_fitted_text(p, QRectF(r.left() + 8, r.top() + 20, r.width() - 12, 18), status,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, min_size=MIN_PT)

    scene.spots[("ink", seat)] = scene.spots[("order", seat)] = rect.center()  # (the shown workshop's own spots win)
    tab = Space(rect, fill, "GUT-WORK-01", {"kind": "workshop_tab", "seat": seat}, paint)
    tab.setToolTip(tr("Show {name}'s workshop").format(name=render(pl.name)))
    scene.add_piece(tab)
    mark = SeatMark(seat, colour, 7)
    mark.setPos(rect.left() + 13, rect.top() + 12)
    mark.setZValue(tab.zValue() + 1)
    scene.add_piece(mark)


def draw_workshop(scene: Any, view: Any, seat: int, rect: QRectF, colour: QColor, highlight: bool) -> None:
    """Draw seat ``seat``'s workshop; ``highlight`` marks the acting player."""
    pl = view.players[seat]
    outline = colour if colour.lightnessF() < 0.85 else colour.darker(150)  # a white player's board shows
    edge = QColor("#F5A623") if highlight else outline
    back = panel(scene, rect, PAPER, edge, 12, width=4 if highlight else 3)
    back.setZValue(-4)
    if pl.is_rival:
        _rival(scene, view, pl, rect)
        return
    _gears(scene, view, seat, rect)
    x = rect.left() + 26 + 2 * GEAR_R + 12
    right = QRectF(x, rect.top() + 10, MIDDLE_W, 0)
    y = _tracks(scene, view, seat, right)
    y = _letters(scene, view, seat, QRectF(x, y + 6, right.width(), 0))
    _ink_and_coins(scene, view, seat, QRectF(x, y + 6, right.width(), 0))
    notes = [format_text(tr("Next letter: {price} {price|coin|coins}"), {"price": view.letter_price(seat)})]
    if pl.character:
        notes.insert(0, tr("Character: {name}").format(name=render(view.content.name(pl.character))))
    note = text(scene, " · ".join(notes), x, y + 42, 9, colour="#6B5536", width=right.width(),
                rule_id="GUT-GAP-07" if pl.character else "GUT-LET-01")
    if pl.character:
        abilities = bool(view.variants.get("character_abilities"))
        note.setToolTip(character_text(pl.character, view.content, abilities)
                        + "\n" + format_text(tr("Next letter: {price} {price|coin|coins}"), {"price": view.letter_price(seat)}))
    left = x + MIDDLE_W + 14
    _orders(scene, view, seat, QRectF(left, rect.top() + 30, rect.right() - 10 - left, rect.height() - 40))


def _rival(scene, view, pl, rect: QRectF) -> None:
    """The Rival's side: its plan card this round (after the reveal), patron cards and ink held."""
    content = view.content
    lines = [tr("The Rival plays from its plan cards.")]
    if view.rival_card and view.revealed:
        bids, patron = content.plan_cards[view.rival_card]
        lines.append(tr("Plan card: {bids}").format(bids=" · ".join(
            f"{action_name(content, a)} {n}" for a, n in zip(ACTIONS, bids, strict=True) if n)))
        if patron:
            lines.append(tr("It takes a patron card when it can."))
    lines.append(tr("Patron cards: {n}").format(n=len(pl.patrons)))
    y = rect.top() + 44
    for line in lines:
        y = text(scene, line, rect.left() + 14, y, 10, width=rect.width() - 28,
                 rule_id="GUT-SOLO-03").sceneBoundingRect().bottom() + 6


def _gears(scene, view, seat, rect) -> None:
    pl = view.players[seat]
    content = view.content
    for slot, centre in enumerate(mount_centres(rect)):
        mount = GearMount(GEAR_R, slot, seat)
        mount.setPos(centre)
        scene.add_piece(mount)
        scene.mounts[(seat, slot)] = mount
        gear = pl.gears[slot]
        if gear is None:
            continue
        item = MeshGear(gear[0], content.gears[gear[0]], content, GEAR_R, gear[1], phase=15.0 * (slot % 2),
                        payload={"kind": "gear", "gear": gear[0], "seat": seat, "slot": slot})
        item.marked = bool(gear[2])
        item.setPos(centre)
        item.home = centre
        item.setToolTip(gear_tooltip(gear[0], content))
        scene.add_piece(item)
        scene.gears[(seat, slot)] = item


def _tracks(scene, view, seat, area: QRectF) -> float:
    pl = view.players[seat]
    content = view.content
    y = area.top()
    box = min(26.0, (area.width() - 92) / 6 - 2)
    for s, spec in enumerate(content.specialties):
        text(scene, render(content.name(spec)), area.left(), y + 2, 9, width=88, rule_id="GUT-SPEC-01")
        for level in range(1, 7):
            r = QRectF(area.left() + 92 + (level - 1) * (box + 2), y, box, 19)
            reached = level <= pl.levels[s]
            fill = QColor(SPECIALTY_COLOURS[s % 4]) if reached else QColor("#EEE6D6")
            cell = panel(scene, r, fill, "#A89878", 3, rule_id="GUT-SPEC-02")
            cell.setZValue(1)
            text(scene, roman(level), r.center().x(), r.top() + 1, 8.5, bold=level == pl.levels[s],
                 colour="#FFFFFF" if reached else "#8C7A58", centre=True)
        y += 21
    text(scene, tr("Bonus"), area.left(), y + 2, 9, rule_id="GUT-SPEC-03")
    for i, (threshold, reward) in enumerate(content.bonus_track):
        r = QRectF(area.left() + 92 + i * (box * 1.5 + 3), y, box * 1.5, 19)
        done = i < pl.bonus
        cell = panel(scene, r, "#F5C542" if done else "#EEE6D6", "#A89878", 3, rule_id="GUT-SPEC-03")
        cell.setToolTip(", ".join(effect_label(e, content) for e in reward))
        text(scene, roman(threshold), r.center().x(), r.top() + 1, 8.5, bold=done, centre=True)
    return y + 22


def _letters(scene, view, seat, area: QRectF) -> float:
    pl = view.players[seat]
    content = view.content
    n = len(content.alphabet)
    dx, dy = LETTER_PITCH
    per_row = max(1, min(n, int(area.width() // dx)))
    rows = (n + per_row - 1) // per_row
    height = rows * dy + 4
    price = view.letter_price(seat)

    def paint(item, p: QPainter, r: QRectF) -> None:
        for i, letter in enumerate(content.alphabet):
            row, col = divmod(i, per_row)
            cell = QRectF(r.left() + col * dx, r.top() + 2 + row * dy, dx - 2, dy - 2)
            free = pl.letters[i] - pl.assigned[i]
            type_piece(p, cell, letter.upper(), pl.letters[i], dim=pl.letters[i] == 0)
            if pl.assigned[i]:
                p.setPen(QPen(QColor("#B3261E"), 1.5))
                p.drawText(cell.adjusted(14, -6, 4, 0), Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
                           str(free))

    space = Space(QRectF(area.left(), area.top(), area.width(), height), "#F0EADC", "GUT-LET-01",
                  {"kind": "letters", "seat": seat}, paint)
    space.setToolTip(format_text(tr("Letters (type pieces); the next one costs {price} {price|coin|coins}"),
                                 {"price": price}))
    scene.add_piece(space)
    scene.letter_cases[seat] = (space, per_row)
    return area.top() + height


def _ink_and_coins(scene, view, seat, area: QRectF) -> None:
    pl = view.players[seat]
    content = view.content

    def paint(item, p: QPainter, r: QRectF) -> None:
        coin(p, QPointF(r.left() + 14, r.center().y()), 13, pl.coins)
        x = r.left() + 38
        step = min(36.0, (r.width() - 40) / max(1, len(pl.ink)))
        for c, n in enumerate(pl.ink):
            ink_drop(p, QPointF(x + 8, r.center().y()), 8, ink_colour(content, c), c, item.colour_blind)
            p.setPen(INK)
            p.setFont(font(8.5, bold=n > 0))
            p.drawText(QRectF(x + 17, r.top(), 18, r.height()), Qt.AlignmentFlag.AlignVCenter, str(n))
            x += step

    scene.add_piece(Space(QRectF(area.left(), area.top(), area.width(), 30), "#F0EADC", "GUT-INK-04",
                          {"kind": "supply", "seat": seat}, paint))
    scene.spots[("ink", seat)] = QPointF(area.left() + 60, area.top() + 15)


def _orders(scene, view, seat, area: QRectF) -> None:
    pl = view.players[seat]
    content = view.content
    text(scene, tr("Orders"), area.left() + 2, area.top() - 20, 9, bold=True, rule_id="GUT-TAKE-02")
    slots = max(content.rules.max_orders, len(pl.orders))  # a fifth order shows until one is discarded (GUT-TAKE-02)
    rows = 2 if slots > 2 else 1
    per_row = (slots + rows - 1) // rows
    w = (area.width() - (per_row - 1) * 6) / per_row
    h = (area.height() - (rows - 1) * 6) / rows
    for i in range(slots):
        row, col = divmod(i, per_row)
        r = QRectF(area.left() + col * (w + 6), area.top() + row * (h + 6), w, h)
        if i == max(0, len(pl.orders) - 1):
            scene.spots[("order", seat)] = r.center()
        if i >= len(pl.orders):
            panel(scene, r, "#F3EEE3", "#D5CBB5", 6, rule_id="GUT-TAKE-02")
            continue
        printing, design = pl.orders[i]
        status = order_status(view, seat, printing, design)
        scene.add_piece(_held_order(r, view, seat, printing, design, status))


def _held_order(r: QRectF, view, seat: int, printing: str, design: str, status: dict[str, bool]) -> Piece:
    """A held order: its word and coins, then a line per condition with ✓/✗ and what it pays; the
    points always show, the specialty's name when it fits beside its chip (the tooltip has it all)."""
    content = view.content
    need, coins = content.printing[printing]
    inks, colour_p, spec, level, deco_p, bonus = content.design[design]
    spec_name = render(content.name(content.specialties[spec]))

    def paint(item, p: QPainter, rr: QRectF) -> None:
        step = min(19.0, (rr.height() - 4) / 5)
        p.setPen(INK)
        p.setFont(font(10, bold=True))
        draw_fitted_text(p, QRectF(rr.left() + 4, rr.top() + 1, rr.width() - 26, step), render(content.name(printing)),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, min_size=MIN_PT)
        coin(p, QPointF(rr.right() - 11, rr.top() + 1 + step / 2), 9, coins)
        letters = "".join(a for a, n in zip(content.alphabet, need, strict=True) for _ in range(n))
        line = QRectF(rr.left() + 4, rr.top() + 1 + step, rr.width() - 8, step)
        _check(p, line, status["print"], letters.upper())
        line = QRectF(rr.left() + 4, rr.top() + 1 + 2 * step, rr.width() - 8, step)
        points = _points(p, line, f"+{colour_p}★")
        x = line.left() + 18
        for c, n in enumerate(inks):
            for _ in range(n):
                ink_drop(p, QPointF(x, line.center().y()), 5, ink_colour(content, c), c, item.colour_blind)
                x += min(12.0, (points.left() - line.left() - 24) / max(1, sum(inks)))
        _check(p, QRectF(line.left(), line.top(), 12, line.height()), status["colour"], "")
        line = QRectF(rr.left() + 4, rr.top() + 1 + 3 * step, rr.width() - 8, step)
        points = _points(p, line, f"+{deco_p}★")
        _check(p, QRectF(line.left(), line.top(), 12, line.height()), status["decoration"], "")
        chip = QRectF(line.left() + 14, line.top() + 1.5, 30, step - 3)
        specialty_chip(p, chip, spec, roman(level), item.colour_blind, 8.5)
        p.setPen(INK)
        p.setFont(font(8.5))
        name_box = QRectF(chip.right() + 4, line.top(), points.left() - chip.right() - 6, line.height())
        if QFontMetricsF(p.font()).horizontalAdvance(spec_name) <= name_box.width():  # else the chip's colour says it
            p.drawText(name_box, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, spec_name)
        both = status["colour"] and status["decoration"]
        p.setPen(QColor("#2E5E3A") if both else QColor("#8C7A58"))
        p.setFont(font(8.5, bold=both))
        draw_fitted_text(p, QRectF(rr.left() + 4, rr.top() + 1 + 4 * step, rr.width() - 8, step),
                         "＋ " + effect_label(bonus, content),
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, min_size=MIN_PT)

    ready = status["print"]
    piece = Space(r, "#E8F3E1" if ready else "#F7F1E3", "GUT-DONE-01",
                  {"kind": "held_order", "seat": seat, "printing": printing, "design": design}, paint)
    ink_names = ", ".join(render(content.name(content.colours[c])) for c, n in enumerate(inks) for _ in range(n))
    piece.setToolTip(format_text(tr("{name}: letters {letters}, pays {coins} {coins|coin|coins}\nColour: {inks} → +{cp}★\n"
                                    "Decoration: {spec} {level} → +{dp}★\nBoth: {bonus}\n"
                                    "✓ letters ready / colour payable / decoration met; ✗ not yet"), dict(
        name=render(content.name(printing)), coins=coins, inks=ink_names, cp=colour_p, spec=spec_name,
        level=roman(level), dp=deco_p, bonus=effect_label(bonus, content),
        letters=" ".join(a.upper() for a, n in zip(content.alphabet, need, strict=True) for _ in range(n)))))
    return piece


def _points(p: QPainter, line: QRectF, label: str) -> QRectF:
    """Draw ``label`` (prestige points) at the right end of ``line``; returns where it went."""
    p.setPen(INK)
    p.setFont(font(9, bold=True))
    width = QFontMetricsF(p.font()).horizontalAdvance(label) + 2
    box = QRectF(line.right() - width, line.top(), width, line.height())
    p.drawText(box, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, label)
    return box


def _check(p: QPainter, r: QRectF, ok: bool, label: str) -> None:
    p.setPen(QColor("#2E7D32") if ok else QColor("#B3261E"))
    p.setFont(font(8.5, bold=True))
    p.drawText(QRectF(r.left(), r.top(), 12, r.height()), Qt.AlignmentFlag.AlignVCenter, "✓" if ok else "✗")
    if label:
        p.setPen(INK)
        p.setFont(font(8.5))
        draw_fitted_text(p, QRectF(r.left() + 14, r.top(), r.width() - 14, r.height()), label,
                         Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, min_size=MIN_PT)


def letter_at(scene: Any, seat: int, scene_pos: QPointF) -> str | None:
    """The letter of seat's type case under ``scene_pos`` (None between pieces)."""
    found = scene.letter_cases.get(seat)
    if found is None:
        return None
    space, per_row = found
    local = space.mapFromScene(scene_pos) - space.boundingRect().adjusted(3, 3, -3, -3).topLeft()
    col, row = int(local.x() // LETTER_PITCH[0]), int((local.y() - 2) // LETTER_PITCH[1])
    i = row * per_row + col
    alphabet = scene.view.content.alphabet
    return alphabet[i] if 0 <= col < per_row and 0 <= i < len(alphabet) else None
