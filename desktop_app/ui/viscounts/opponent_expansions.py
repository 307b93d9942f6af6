"""An opponent's facts with an expansion on: compact chips, their manuscript board, outsiders, chests.

With Gates of Gold or Keeper of Keys an opponent's small board has more to say than its plain
lines hold, so its facts become rows of **chips** that wrap to the box's width — silver and the
three resources, workers in supply, buildings built of each type, debts and deeds — each with its
glyph and its number at :data:`~desktop_app.ui.viscounts.board.OTHER_TEXT`, and the full words in
its tooltip. Gates of Gold adds the opponent's **manuscript board** (a chip per column: its ribbon,
how many manuscripts are filed there, the grey starting one included, and a tick when its ability
is unlocked, GOG-MSB-02) and the **outsiders** they own, wherever those are among their cards
(GOG-OUT-07: a welcomed outsider was taken from the face-up row in view of everyone, and the view
keeps which cards a player owns while it hides where they are). Keeper of Keys adds the chests in
their slots (KOK-CHEST-02). Outsiders and chests are small drawn **tokens** that wrap: a glyph (the
outsider's value coin, a chest) and the card's name, its first word when the box has no room for
whole names, only the glyph when it has no room for that either; pointing at a token opens the card
loupe with the whole card (its reject effect and what it scores). Everything comes from the viewer's view.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from desktop_app.ui.i18n import render
from desktop_app.ui.scene_parts import INK, Piece, font
from desktop_app.ui.viscounts.look import (
    BUILDING_COLOURS,
    RIBBON_COLOURS,
    paint_building,
    paint_coin,
    paint_resource,
    paint_ribbon,
    tr,
)
from desktop_app.ui.viscounts.loupe import LoupeOnHover, chest_loupe, townsfolk_loupe
from desktop_app.ui.viscounts.reading import Words, draw_whole, narrowest
from desktop_app.ui.viscounts.words import card_text, effects_text, separator, w

CHIP_H = 17.0
"""A chip's height (one line of :data:`~desktop_app.ui.viscounts.board.OTHER_TEXT` and its glyph)."""
GLYPH_W = 14.0
COLUMNS = ("grey", "black", "blue", "yellow")


class FactChip(Piece):
    """A glyph and a short number (``3``, ``1/3``): one fact of an opponent's board; words in the tooltip."""

    def __init__(self, rect: QRectF, glyph: str, value: str, size: float, rule_id: str, tip: str,
                 colour: QColor | None = None, unlocked: bool = True, tick: bool = False) -> None:
        super().__init__(rect, "#FBF6EA" if unlocked else "#E6DFD0", rule_id, None, radius=4)
        self.glyph, self.value, self.size, self.owner_colour, self.unlocked = glyph, value, size, colour, unlocked
        self.tick = tick
        """A manuscript board column's tick: its ability is unlocked (GOG-MSB-02)."""
        self.setToolTip(tip)

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        g = QRectF(r.left() + 2, r.top() + 2, GLYPH_W - 2, r.height() - 4)
        if self.glyph in ("silver", "ink", "gold", "stone"):
            paint_resource(painter, self.glyph, g.center(), 5.2)
        elif self.glyph in BUILDING_COLOURS:
            paint_building(painter, self.glyph, g.adjusted(0, 1, 1, -1), self.owner_colour or QColor("#777777"))
        elif self.glyph in RIBBON_COLOURS:
            paint_ribbon(painter, self.glyph, g.adjusted(2, 0, -2, 0), self.colour_blind)
        elif self.glyph == "workers":
            painter.setBrush(QBrush(self.owner_colour or QColor("#777777")))
            painter.setPen(QPen(QColor("#1E1E1E"), 0.8))
            painter.drawEllipse(QPointF(g.center().x(), g.top() + 3), 2.6, 2.6)
            painter.drawRoundedRect(QRectF(g.center().x() - 4, g.top() + 6, 8, g.height() - 6), 2, 2)
        elif self.glyph in ("debt", "deed"):
            colour = QColor("#B3261E" if self.glyph == "debt" else "#2E7D4F")
            painter.setBrush(QBrush(colour.lighter(160)))
            painter.setPen(QPen(colour, 1))
            painter.drawRoundedRect(g.adjusted(1, 0, -1, 0), 2, 2)
        painter.setPen(INK if self.unlocked else QColor("#6E6A60"))
        tick = 9.0 if self.tick else 0.0
        draw_whole(painter, QRectF(r.left() + GLYPH_W + 1, r.top(), r.width() - GLYPH_W - 2 - tick, r.height()),
                   self.value, True, Qt.AlignmentFlag.AlignLeft, self.size)
        if tick:  # GOG-MSB-02: the column's ability is unlocked
            path = QPainterPath(QPointF(r.right() - 10, r.center().y()))
            path.lineTo(QPointF(r.right() - 7, r.center().y() + 3))
            path.lineTo(QPointF(r.right() - 2.5, r.center().y() - 4))
            painter.setPen(QPen(QColor("#2E7D4F"), 1.8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)


def chip_width(value: str, size: float, tick: bool = False) -> float:
    """How wide a chip must be to show ``value`` whole at ``size`` (narrowed)."""
    narrow = font(size, bold=True)
    narrow.setStretch(narrowest(value))  # drawn as narrow as that where the row needs it
    return GLYPH_W + 4 + QFontMetricsF(narrow).horizontalAdvance(value) + (9 if tick else 0)


def opponent_chips(view, seat: int, colour: QColor) -> list[tuple[str, str, str, str, QColor | None, bool]]:
    """The chips of an opponent's board: ``(glyph, value, rule ID, tooltip, colour, unlocked)`` in order."""
    from desktop_app.rules.viscounts.board_abilities import column, unlocked

    pl = view.players[seat]
    c = view.content
    chips = [("silver", str(pl.silver), "VIS-ACT-02", tr("{n} silver").format(n=pl.silver), None, True)]
    chips += [(r, str(pl.res[r]), "VIS-ACT-02", f"{w(r)} {pl.res[r]}", None, True) for r in ("ink", "gold", "stone")]
    chips.append(("workers", str(pl.workers), "VIS-WORK-05", tr("Workers in supply: {n}").format(n=pl.workers),
                  colour, True))
    for btype in ("workshop", "trading_post", "town_hall"):
        name = render(c.buildings[btype].name)
        chips.append((btype, f"{pl.built[btype]}/3", "VIS-BUILD-04",
                      tr("{building}: {n} of 3 built").format(building=name, n=pl.built[btype]), colour, True))
    chips.append(("debt", f"{pl.unpaid}/{pl.paid}", "VIS-DD-07",
                  tr("Debts: {u} unpaid, {p} paid").format(u=pl.unpaid, p=pl.paid), None, True))
    chips.append(("deed", f"{pl.purchased}/{pl.approved}", "VIS-DD-07",
                  tr("Deeds: {b} purchased, {a} approved").format(b=pl.purchased, a=pl.approved), None, True))
    if view.gog:
        gates = c.gates
        for ribbon in COLUMNS:
            held = column(view, seat, ribbon)
            count = len(held) + (1 if ribbon == "grey" else 0)
            open_ = unlocked(view, seat, ribbon)
            if ribbon == "grey":
                ability = tr("King's Order instead of a hire ({n} silver; free with a free hire)").format(n=gates.price)
            else:
                cost, effects = gates.abilities[ribbon]
                ability = tr("{cost} → {effects}").format(cost=effects_text(cost, c), effects=effects_text(effects, c))
            state = tr("unlocked") if open_ else tr("locked")
            names = separator().join(render(c.name(m)) for m in held)
            tip = "\n".join([tr("Manuscript board, {ribbon} column: {n} manuscripts ({state})").format(
                ribbon=w(ribbon), n=count, state=state), ability] + ([names] if names else []))
            chips.append((ribbon, str(count), "GOG-MSB-03" if open_ else "GOG-MSB-02", tip, None, open_))
    else:
        from desktop_app.rules.viscounts.ribbons import ribbon_of

        for ribbon in RIBBON_COLOURS:
            n = sum(1 for m in pl.manuscripts if ribbon_of(view, seat, m) == ribbon)
            chips.append((ribbon, str(n), "VIS-SCORE-05", tr("{ribbon} manuscripts: {n}").format(ribbon=w(ribbon), n=n),
                          None, False))
    return chips


def outsiders_held(view, seat: int) -> list[str]:
    """GOG-OUT-07: the outsiders ``seat`` owns (hand, draw pile, discard pile and tableau), sorted."""
    c = view.content
    return sorted(card for card in view.players[seat].owned() if c.cards[card].deck == "outsider")


def draw_opponent_facts(scene, view, seat: int, colour: QColor, x: float, y: float, width: float, bottom: float,
                        size: float) -> dict:
    """The compact facts of an opponent's board from ``(x, y)`` in ``width`` (the module docstring);
    returns ``{"chips": [...], "lines": [...], "tokens": [...]}`` (the pieces, labels and card tokens drawn)."""
    from desktop_app.ui.viscounts.board import draw_track

    drawn: dict = {"chips": [], "lines": [], "tokens": []}
    cx, cy = x, y
    for glyph, value, rule, tip, tint, open_ in opponent_chips(view, seat, colour):
        tick = glyph in RIBBON_COLOURS and open_ and view.gog
        cw = chip_width(value, size, tick)
        if cx + cw > x + width + 0.5 and cx > x:
            cx, cy = x, cy + CHIP_H + 2
        chip = FactChip(QRectF(cx, cy, cw, CHIP_H), glyph, value, size, rule, tip, tint, open_ or not view.gog, tick)
        drawn["chips"].append(scene.add_piece(chip))
        cx += cw + 3
    cy += CHIP_H + 3
    cell = min(22.0, width / view.content.track_length)
    draw_track(scene, view, seat, x, cy, cell, 20, small=True)
    cy += 23
    groups = _token_groups(view, seat)
    for form, labels, shared in LAYOUTS:
        placed, rows = _flow(groups, form, shared, x, cy, width, size, labels)
        if cy + rows * (CHIP_H + 2) - 2 <= bottom + 0.5:
            break
    for _kind, label, rule, tip, rect in placed["labels"]:
        drawn["lines"].append(scene.add_piece(Words(rect, (label,), tip, rule)))
    for kind, item_id, shown, rect in placed["tokens"]:
        drawn["tokens"].append(scene.add_piece(CardToken(rect, kind, item_id, view.content, shown, size)))
    cy += rows * (CHIP_H + 2)
    drawn["bottom"] = cy
    return drawn


FORMS = ("full", "short", "none")
"""How much of its name a card token shows: all of it, its first word (two characters of a Chinese
name), none."""
LAYOUTS = (("full", True, False), ("full", False, False), ("short", True, False), ("short", False, False),
           ("full", False, True), ("short", False, True), ("none", True, False), ("none", False, True))
"""The layouts tried in turn until one fits the box: ``(form, labels, shared)`` — with ``labels`` False a
group that has tokens drops its "Outsiders:" label (the glyphs tell outsiders from chests); ``shared``
puts both groups on the same rows."""


def short_name(name: str) -> str:
    """A token's short label: the first word of ``name``, or the first two characters of a Chinese name."""
    return name.split()[0] if name.isascii() else name[:2]


class CardToken(LoupeOnHover, Piece):
    """An outsider or a chest an opponent owns, small: its glyph (the outsider's value coin, a chest)
    and its name as the room allows; pointing at it opens the loupe with the whole card."""

    def __init__(self, rect: QRectF, kind: str, item_id: str, content, shown: str, size: float) -> None:
        chest = content.keys.chests[item_id] if kind == "chest" else None
        tint = "#EFE4F4" if chest is None else ("#F4E3B0" if chest.kind == "reward" else "#DDE9F6")
        super().__init__(rect, tint, "GOG-OUT-07" if chest is None else "KOK-CHEST-02",
                         {"kind": f"other_{kind}", "id": item_id}, radius=4)
        self.kind, self.item_id, self.content, self.shown, self.size = kind, item_id, content, shown, size
        self.name = render(content.name(item_id))
        self.setToolTip(card_text(content.cards[item_id], content) if chest is None else self.name)

    def loupe_card(self):
        """The outsider or the chest at reading size."""
        if self.kind == "chest":
            return chest_loupe(self.content.keys.chests[self.item_id], self.content)
        return townsfolk_loupe(self.content.cards[self.item_id], self.content)

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        g = QRectF(r.left() + 2, r.top() + 2, GLYPH_W - 2, r.height() - 4)
        if self.kind == "outsider":
            paint_coin(painter, g.center(), 5.6, self.content.cards[self.item_id].value)
        else:
            painter.setBrush(QBrush(QColor("#8A5A2B")))
            painter.setPen(QPen(QColor("#5C3B1A"), 1))
            painter.drawRoundedRect(QRectF(g.left() + 1, g.center().y() - 4, g.width() - 2, 8), 1.5, 1.5)
        if self.shown:
            painter.setPen(INK)
            draw_whole(painter, QRectF(r.left() + GLYPH_W + 1, r.top(), r.width() - GLYPH_W - 2, r.height()),
                       self.shown, False, Qt.AlignmentFlag.AlignLeft, self.size)


def _token_groups(view, seat: int) -> list[tuple[str, str, str, str, list[tuple[str, str]]]]:
    """``(kind, label, rule ID, tooltip, [(id, name)])`` for the outsiders (GoG) and the chests (KoK)."""
    c = view.content
    groups = []
    if view.gog:
        held = [(card, render(c.name(card))) for card in outsiders_held(view, seat)]
        names = separator().join(name for _id, name in held)
        groups.append(("outsider", tr("Outsiders:") if held else tr("No outsider"), "GOG-OUT-07",
                       tr("Outsiders: {list}").format(list=names) if held else tr("No outsider"), held))
    if view.kok:
        held = [(ch, render(c.name(ch))) for ch in view.players[seat].chests if ch]
        names = separator().join(name for _id, name in held)
        groups.append(("chest", tr("Chests:") if held else tr("No chest"), "KOK-CHEST-02",
                       tr("Chests: {list}").format(list=names) if held else tr("No chest"), held))
    return groups


def _flow(groups, form: str, shared: bool, x: float, y: float, width: float, size: float,
          labels: bool = True) -> tuple[dict, int]:
    """Lay the groups' labels and tokens out in rows of ``width`` from ``(x, y)`` (each group on new rows
    unless ``shared``; a group with tokens without its label unless ``labels``); returns the rectangles
    and the number of rows."""
    def metrics(words: str) -> QFontMetricsF:  # as narrow as the words are drawn where they must be
        narrow = font(size)
        narrow.setStretch(narrowest(words))
        return QFontMetricsF(narrow)

    placed: dict = {"labels": [], "tokens": []}
    cx, row = x, 0

    def room(w_: float) -> None:
        nonlocal cx, row
        if cx + w_ > x + width + 0.5 and cx > x:
            cx, row = x, row + 1

    for k, (kind, label, rule, tip, held) in enumerate(groups):
        if k and not shared:
            cx, row = x, row + 1
        if labels or not held:
            lw = min(width, metrics(label).horizontalAdvance(label) + 4)
            room(lw)
            placed["labels"].append((kind, label, rule, tip, QRectF(cx, y + row * (CHIP_H + 2), lw, CHIP_H)))
            cx += lw + 2
        for item_id, name in held:
            shown = {"full": name, "short": short_name(name), "none": ""}[form]
            tw = min(width, GLYPH_W + 5 + (metrics(shown).horizontalAdvance(shown) if shown else 0))
            room(tw)
            placed["tokens"].append((kind, item_id, shown, QRectF(cx, y + row * (CHIP_H + 2), tw, CHIP_H)))
            cx += tw + 3
    return placed, row + 1 if groups else 0
