"""Player boards: the viewer's own board in full, the opponents' (and the Steward's) small ones.

The viewer's board shows the hand face up (only ever the viewer's own hand), the three tableau
slots (slot 1, where a played card enters, on the left), the nine building slots (a building
covers its ability until it is built), the virtue/corruption track with both markers, silver and
resources, workers in supply (with groups of 1–4 to drag into the castle), debts and deeds,
manuscripts by ribbon, cleric rewards and the castle leader card. An opponent's board shows the
sizes of their hand and draw pile, never the cards.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPen

from desktop_app.engine.text import format_text
from desktop_app.rules.viscounts.abilities import criminals, hand_limit
from desktop_app.rules.viscounts.ribbons import ribbon_of
from desktop_app.rules.viscounts.turn import between_shift_and_play
from desktop_app.ui.card_loupe import hide_loupe
from desktop_app.ui.i18n import render
from desktop_app.ui.items import WorkerItem
from desktop_app.ui.scene_parts import INK, Piece, font, panel, text, text_box
from desktop_app.ui.text_fit import wrap_lines
from desktop_app.ui.viscounts.cards import CardSlot, TownsfolkCard
from desktop_app.ui.viscounts.look import (
    BUILDING_COLOURS,
    READ_PT,
    RIBBON_COLOURS,
    paint_building,
    paint_resource,
    paint_ribbon,
    tr,
)
from desktop_app.ui.viscounts.loupe import LoupeCard, building_loupe, show_loupe
from desktop_app.ui.viscounts.reading import Words, draw_whole
from desktop_app.ui.viscounts.words import effects_text, separator, terse_text

CARD_W, CARD_H = 80.0, 112.0
CHEST_SLOT_H = 20.0
"""The height of the chest slots under the tableau (Keeper of Keys): one line at reading size."""
READABLE = READ_PT
"""The point size of the board's own numbers (name, hand limit, piles, silver and resources, workers):
9 px on screen at the table's smallest scale on a 1366×768 screen (docks open, both modules)."""
SLOT_H = 64.0
"""A building slot's height: the building piece on top and three lines of its ability under it."""
SLOT_W, SLOT_PITCH = 61.0, 63.0
"""A building slot's width and the step from one slot to the next (three per building type)."""
HEAD_H = 18.0
"""The height of a heading line of the board (at reading size)."""
BUILDING_RULES = {("trading_post", 1): "VIS-BLDG-01", ("trading_post", 2): "VIS-BLDG-02",
                  ("trading_post", 3): "VIS-BLDG-03", ("town_hall", 1): "VIS-BLDG-04", ("town_hall", 2): "VIS-BLDG-05",
                  ("town_hall", 3): "VIS-BLDG-06", ("workshop", 1): "VIS-BLDG-07", ("workshop", 2): "VIS-BLDG-08",
                  ("workshop", 3): "VIS-BLDG-09"}
TYPES = ("workshop", "trading_post", "town_hall")


class BuildingSlot(Piece):
    """One of the nine building slots: the building piece while it is there, else its ability."""

    def __init__(self, rect: QRectF, btype: str, slot: int, covered: bool, ability: tuple[str, str], colour: QColor,
                 cost: int, loupe: LoupeCard | None = None) -> None:
        super().__init__(rect, "#F4EBD6" if covered else "#E4F0DC", BUILDING_RULES[(btype, slot)],
                         {"kind": "building", "type": btype, "slot": slot}, radius=5)
        self.btype, self.slot, self.covered = btype, slot, covered
        self.ability, self.terse = ability
        """The ability in its short form and in the fewest words (the face shows the first that fits whole)."""
        self.owner_colour = colour
        self.cost = cost
        self.loupe = loupe
        """The slot at reading size, shown while the mouse is over it (its full ability)."""

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        painter.setPen(QColor(BUILDING_COLOURS[self.btype]).darker(125))
        if self.covered:  # a small building piece on top, its ability under it
            paint_building(painter, self.btype, QRectF(r.center().x() - 8, r.top() + 2, 16, 12), self.owner_colour)
        room = r.adjusted(1, 14 if self.covered else 2, -1, -1)
        if not draw_whole(painter, room, self.ability):
            draw_whole(painter, room, self.terse)

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().hoverEnterEvent(event)
        if self.loupe is not None:
            show_loupe(self, self.loupe)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().hoverLeaveEvent(event)
        hide_loupe(self)


class Counter(Piece):
    """A count with its glyph (silver, a resource, workers, a pile size)."""

    def __init__(self, rect: QRectF, kind: str, value: Any, rule_id: str, tip: str, payload: Any = None) -> None:
        super().__init__(rect, "#FBF6EA", rule_id, payload or {"kind": "counter", "what": kind}, radius=5)
        self.kind, self.value = kind, value
        self.setToolTip(tip)

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        if self.kind in ("draw", "discard", "workers"):
            painter.setPen(INK)
            draw_whole(painter, r.adjusted(3, 0, -3, 0), str(self.value), True)
            return
        resource = self.kind in ("silver", "ink", "gold", "stone")
        chip = self.kind in ("debt", "deed")
        glyph = QPointF(r.left() + (r.height() * 0.36 + 3 if resource else 10 if chip else r.height() / 2 + 1),
                        r.center().y())
        if resource:
            paint_resource(painter, self.kind, glyph, r.height() * 0.36)
        elif self.kind in RIBBON_COLOURS:
            paint_ribbon(painter, self.kind, QRectF(glyph.x() - 5, r.top() + 3, 10, r.height() - 6), self.colour_blind)
        elif self.kind in ("debt", "deed"):
            colour = QColor("#B3261E" if self.kind == "debt" else "#2E7D4F")
            painter.setBrush(QBrush(colour.lighter(160)))
            painter.setPen(QPen(colour, 1))
            painter.drawRoundedRect(QRectF(glyph.x() - 7, r.top() + 4, 14, r.height() - 8), 2, 2)
        painter.setPen(INK)
        left = glyph.x() + (9 if self.kind in ("debt", "deed") else r.height() * 0.36 + 2 if resource
                            else r.height() / 2 - 2)  # right of the glyph
        draw_whole(painter, QRectF(left, r.top(), r.right() - left - 1, r.height()), str(self.value), True,
                   Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)


class TrackCell(Piece):
    """A space of the virtue/corruption track (its rewards in the tooltip)."""

    def __init__(self, rect: QRectF, pos: int, corruption: bool, virtue: bool, tip: str, small: bool = False) -> None:
        collided = corruption and virtue
        super().__init__(rect, "#FCE3DF" if collided else "#F3ECDD", "VIS-VC-04" if collided else "VIS-VC-01",
                         {"kind": "track", "pos": pos}, radius=3)
        self.space, self.corruption, self.virtue, self.small = pos, corruption, virtue, small
        self.setToolTip(tip)

    def paint_face(self, painter: QPainter) -> None:
        r = self._rect
        painter.setPen(QColor("#8C7B5A"))
        painter.setFont(font(READ_PT))
        painter.drawText(QRectF(r.left(), r.top() - 1, r.width(), 15), Qt.AlignmentFlag.AlignCenter, str(self.space))
        rad = min(r.width() * (0.22 if self.small else 0.25), (r.height() - 14) / 2)
        cy = r.bottom() - rad - 1.5
        if self.corruption and self.virtue:
            painter.setPen(QPen(QColor("#B3261E"), 2))
            painter.drawRoundedRect(r.adjusted(1, 1, -1, -1), 3, 3)
        for on, fill, dx in ((self.corruption, "#1E1E1E", -0.18), (self.virtue, "#FFFFFF", 0.18)):
            if on:
                shift = dx * r.width() if (self.corruption and self.virtue) else 0
                painter.setBrush(QBrush(QColor(fill)))
                painter.setPen(QPen(QColor("#1E1E1E"), 1))
                painter.drawEllipse(QPointF(r.center().x() + shift, cy), rad, rad)


def track_tip(view, pos: int) -> str:
    """The rewards of a track space (above: active player, below: everyone else)."""
    c = view.content
    return "\n".join([tr("Track space {n}").format(n=pos),
                      tr("Above (the player whose collision it is): {effects}").format(
                          effects=effects_text(c.track_active[pos], c)),
                      tr("Below (everyone else): {effects}").format(effects=effects_text(c.track_others[pos], c))])


def draw_track(scene, view, seat: int, x: float, y: float, cell: float, height: float, small: bool = False) -> None:
    """The virtue/corruption track of ``seat`` with both markers."""
    pl = view.players[seat]
    for pos in range(1, view.content.track_length + 1):
        cell_item = TrackCell(QRectF(x + (pos - 1) * cell, y, cell - 2, height), pos, pl.corruption == pos,
                              pl.virtue == pos, track_tip(view, pos), small)
        scene.add_piece(cell_item)


HAND_X = 266.0
"""Where the hand starts on the viewer's board (right of the three tableau slots)."""
PILES_X, PILE_W = 262.0, 108.0
"""The draw and discard pile chips in the board's band: left edge (from the board's) and width."""
HAND_GAP = 4.0


def hand_rects(n: int, left: float, right: float, top: float) -> list[QRectF]:
    """Room for ``n`` hand cards side by side between ``left`` and ``right``, never overlapping: full
    size while they fit, else each as wide as the room allows (the face puts its value and icons in a
    row above the name when narrow, and the loupe shows it whole)."""
    if n <= 0:
        return []
    w = min(CARD_W, (right - left - (n - 1) * HAND_GAP) / n)
    h = CARD_H if w >= CARD_W else max(w * 1.4, CARD_H * 0.7)
    return [QRectF(left + k * (w + HAND_GAP), top, w, h) for k in range(n)]


def tableau_by_slot(view, seat: int) -> list[str | None]:
    """The card in each tableau slot of ``seat``, slot 1 first (None: an empty slot).

    VIS-P1-01: a turn starts by shifting the tableau one slot to the right; until the new card is
    played, slot 1 stands empty and the first card of the tableau list is the one in slot 2 (the
    chests of slots 2 and 3 work for the shifted cards then, DEC-44). At the stop before the shift
    (GOG-MSB-03) the tableau still stands as it was."""
    slots = view.content.rules.tableau_slots
    shifted = view.active == seat and between_shift_and_play(view)
    cards: list[str | None] = ([None] if shifted else []) + list(view.players[seat].tableau)
    return (cards + [None] * slots)[:slots]


def draw_my_board(scene, view, seat: int, rect: QRectF, colour: QColor, active: bool) -> dict[str, Any]:
    """The viewer's board (see the module docstring); returns the items the gestures use."""
    pl = view.players[seat]
    c = view.content
    panel(scene, rect, "#FFFDF6", colour.darker(120) if active else "#CDBF9F", 10, width=3 if active else 1.5)
    band = QRectF(rect.left(), rect.top(), rect.width(), 22)
    panel(scene, band, colour, colour, 10)
    name_colour = "#FFFFFF" if colour.lightnessF() < 0.6 else "#1A1A1A"
    head = render(view.names[seat])
    if pl.player_card:
        head += "  ·  " + tr("player card #{n}").format(n=pl.player_card)
    text(scene, head, rect.left() + 10, rect.top() + 2, READABLE, bold=True, colour=name_colour, width=PILES_X - 16)
    limit = tr("hand limit {n}").format(n=hand_limit(view, seat))
    text(scene, limit, rect.right() - 108, rect.top() + 2, READABLE, colour=name_colour, width=100, rule_id="VIS-DRAW-02")
    x0, y = rect.left() + 8, rect.top() + 24
    items: dict[str, Any] = {"tableau": [], "slots": [], "hand": [], "buildings": {}, "workers": [], "flip": {}}
    # tableau (slot 1 left) and hand
    _heading(scene, tr("Tableau"), x0, y, 3 * (CARD_W + 6), "VIS-P1-01")
    _heading(scene, tr("Hand"), x0 + HAND_X, y, rect.right() - x0 - HAND_X - 8, "VIS-P1-03")
    cy = y + HEAD_H
    captions = (tr("Slot 1: the card you play goes here"), tr("Slot 2"), tr("Slot 3: leaves next turn"))
    for k, card_id in enumerate(tableau_by_slot(view, seat)):
        r = QRectF(x0 + k * (CARD_W + 6), cy, CARD_W, CARD_H)
        slot = scene.add_piece(CardSlot(r, captions[min(k, 2)], "VIS-P1-01", {"kind": "tableau_slot", "slot": k + 1}))
        items["slots"].append(slot)
        if card_id is not None:
            card = TownsfolkCard(card_id, c, r, {"kind": "tableau", "card": card_id, "slot": k + 1}, "VIS-P1-01")
            items["tableau"].append(scene.add_piece(card))
    for r, card_id in zip(hand_rects(len(pl.hand), x0 + HAND_X, rect.right() - 8, cy), sorted(pl.hand), strict=True):
        card = TownsfolkCard(card_id, c, r, {"kind": "hand", "card": card_id}, "VIS-P1-03")
        items["hand"].append(scene.add_piece(card))
    # the draw and discard piles as chips in the band (the hand takes the board's whole width)
    px = rect.left() + PILES_X
    draw = Counter(QRectF(px, rect.top() + 1, PILE_W, 20), "draw", tr("Draw {n}").format(n=len(pl.draw)),
                   "VIS-SHUF-01", tr("Your draw pile: {n} cards, face down").format(n=len(pl.draw)),
                   {"kind": "draw_pile"})
    scene.add_piece(draw)
    items["draw"] = draw
    top = render(c.name(pl.discard[-1])) if pl.discard else tr("empty")
    discard = Counter(QRectF(px + PILE_W + 4, rect.top() + 1, PILE_W, 20), "discard",
                      tr("Discard {n}").format(n=len(pl.discard)), "VIS-SHUF-01",
                      tr("Your discard pile: {n} cards (top: {card})").format(n=len(pl.discard), card=top))
    scene.add_piece(discard)
    y = cy + CARD_H + 6
    if view.kok:  # KOK-CHEST-02: the chest slots under the tableau slots
        from desktop_app.ui.viscounts.expansions import draw_chest_slots

        items.update(draw_chest_slots(scene, view, seat, x0, cy + CARD_H + 2, CARD_W, 6, CHEST_SLOT_H))
        y += CHEST_SLOT_H + 2
    # buildings
    x = x0
    for btype in TYPES:
        bdef = c.buildings[btype]
        _heading(scene, tr("{building} · {n} builder").format(building=render(bdef.name), n=bdef.cost), x, y,
                 2 * SLOT_PITCH + SLOT_W, "VIS-BUILD-05", BUILDING_COLOURS[btype])
        for k in range(3):
            r = QRectF(x + k * SLOT_PITCH, y + HEAD_H, SLOT_W, SLOT_H)
            covered = k >= pl.built[btype]
            words = (effects_text(bdef.slots[k], c, True), terse_text(bdef.slots[k], c))
            item = BuildingSlot(r, btype, k + 1, covered, words, colour, bdef.cost,
                                building_loupe(render(bdef.name), btype, k + 1, effects_text(bdef.slots[k], c), covered))
            item.setToolTip(tr("{building} slot {k}: {ability}").format(building=render(bdef.name), k=k + 1,
                                                                      ability=effects_text(bdef.slots[k], c)))
            items["buildings"][(btype, k + 1)] = scene.add_piece(item)
        x += 3 * SLOT_PITCH + 6
    # track, money and resources, workers
    y += HEAD_H + SLOT_H + 4
    _heading(scene, tr("Corruption → ← Virtue"), x0, y, 270, "VIS-VC-01")
    ty = y + HEAD_H
    draw_track(scene, view, seat, x0, ty, 30, 36)
    rx = x0 + 282
    for k, kind in enumerate(("silver", "ink", "gold", "stone")):
        value = pl.silver if kind == "silver" else pl.res[kind]
        counter = Counter(QRectF(rx + k * 54, ty, 50, 36), kind, value, "VIS-ACT-02", _resource_tip(kind, value))
        scene.add_piece(counter)
    wx = rx + 4 * 54
    supply = Counter(QRectF(wx, ty, 82, 36), "workers", "", "VIS-WORK-05",
                     tr("Workers in your supply: {n}").format(n=pl.workers))
    scene.add_piece(supply)
    figure = WorkerItem(16, colour=colour, rule_id="VIS-WORK-05", payload=None)
    figure.player_mark = seat
    figure.setPos(wx + 14, ty + 18)
    figure.setAcceptHoverEvents(False)
    scene.addItem(figure)
    text(scene, f"× {pl.workers}", wx + 26, ty + 8, READABLE, bold=True, rule_id="VIS-WORK-05")
    items["supply"] = supply
    # debts, deeds, manuscripts, rewards
    y = ty + 36 + 5
    chips = [("debt", tr("Unpaid debts: {n}").format(n=pl.unpaid), pl.unpaid, "VIS-DD-07", {"kind": "debt"}),
             ("debt", tr("Paid debts: {n}").format(n=pl.paid), pl.paid, "VIS-DD-03", {"kind": "debt_paid"}),
             ("deed", tr("Purchased deeds: {n}").format(n=pl.purchased), pl.purchased, "VIS-DD-07", {"kind": "deed"}),
             ("deed", tr("Approved deeds: {n}").format(n=pl.approved), pl.approved, "VIS-DD-03", {"kind": "deed_ok"})]
    labels = (tr("unpaid"), tr("paid"), tr("bought"), tr("approved"))
    for k, (kind, tip, value, rule, payload) in enumerate(chips):
        chip = Counter(QRectF(x0 + k * 74, y, 71, 36), kind, f"{value} {labels[k]}", rule, tip, payload)
        scene.add_piece(chip)
        items["flip"][payload["kind"]] = chip
    mx = x0 + 4 * 74 + 4
    for k, ribbon in enumerate(RIBBON_COLOURS):
        n = sum(1 for m in pl.manuscripts if ribbon_of(view, seat, m) == ribbon)
        names = separator().join(render(c.name(m)) for m in pl.manuscripts if ribbon_of(view, seat, m) == ribbon)
        tip = tr("{ribbon} manuscripts: {n}").format(ribbon=render_word(ribbon), n=n) + (f"\n{names}" if names else "")
        scene.add_piece(Counter(QRectF(mx + k * 42, y, 38, 36), ribbon, n, "VIS-SCORE-05", tip))
    rewards = [r for r, holder in view.board.cleric.items() if holder == seat]
    extra = [render_word(r) for r in rewards]
    if view.board.leader == seat:
        extra.append(tr("castle leader"))
    note = tr("Cleric rewards and cards: {list}").format(list=separator().join(extra)) if extra else \
        tr("No cleric reward, no castle leader card")
    nx = mx + 4 * 42 + 2
    crim = criminals(view, seat)
    lines = [(tr("Rewards: {list}").format(list=separator().join(extra)) if extra else tr("Rewards: none"),
              tr("Rewards: {n}").format(n=len(extra)), note, "#4E3B1E", "VIS-MS-07")]
    if crim:
        lines.append((tr("Criminals: {n}").format(n=crim), tr("Criminals: {n}").format(n=crim),
                      tr("Criminal icons on your board: {n}").format(n=crim), "#8E3B3B", "VIS-P1-05"))
    step = 36 / len(lines)
    for k, (words, fewer, tip, ink, rule) in enumerate(lines):
        scene.add_piece(Words(QRectF(nx, y + k * step, rect.right() - nx - 6, step), (words, fewer), tip, rule, ink))
    return items


def _heading(scene, words: str, x: float, y: float, width: float, rule_id: str, colour: str = "#6B5536") -> None:
    """A heading of the board at reading size (the loupe and tooltips of what it heads say more)."""
    text(scene, words, x, y - 1, READABLE, bold=True, colour=colour, width=width, rule_id=rule_id)


def render_word(key: str) -> str:
    """A ribbon or game word in the current language."""
    from desktop_app.ui.viscounts.words import w
    return w(key)


def _resource_tip(kind: str, value: int) -> str:
    return {"silver": tr("Silver: {n} (money; 1 silver adds 1 merchant to a trade)"),
            "ink": tr("Ink: {n} (1 ink adds 1 cleric to a transcription)"),
            "gold": tr("Gold: {n} (1 gold adds 1 noble to placing workers)"),
            "stone": tr("Stone: {n} (1 stone adds 1 builder to a build)")}[kind].format(n=value)


OTHER_TEXT = READ_PT
"""The point size of an opponent's board facts (9 px on screen at 1366×768)."""
NARROW_BOX = 250.0
"""A box narrower than this (three opponents) shows its facts as compact chips even without a module:
its lines of words do not fit it at the reading size."""
EXPANDED_CARD_W = 62.0
"""An opponent's tableau cards at most this wide when the expansions' facts go under them."""


def draw_other_board(scene, view, seat: int, rect: QRectF, colour: QColor, active: bool, computer: bool) -> dict:
    """An opponent's board: sizes of hand, draw and discard piles, the tableau and everything public.

    With an expansion on (or in a narrow box), the facts are compact chips with the opponent's manuscript board,
    outsiders and chests (:mod:`desktop_app.ui.viscounts.opponent_expansions`). A wide box (one or two opponents) shows the tableau at full card size with the facts beside
    or under it; three opponents get small cards. Facts are never smaller than :data:`OTHER_TEXT`
    shrunk to fit their line, and each wraps onto a second line rather than lose words. Returns
    ``{"rect": rect}`` and, with an expansion, the chips and text lines drawn.
    """
    pl = view.players[seat]
    c = view.content
    panel(scene, rect, "#FFFDF6", colour.darker(120) if active else "#CDBF9F", 8, width=3 if active else 1.2)
    band = QRectF(rect.left(), rect.top(), rect.width(), 20)
    panel(scene, band, colour, colour, 8)
    ink = "#FFFFFF" if colour.lightnessF() < 0.6 else "#1A1A1A"
    name = render(view.names[seat]) + (" " + tr("(computer)") if computer else "")
    text(scene, name, rect.left() + 8, rect.top() + 1, READ_PT, bold=True, colour=ink, width=rect.width() - 16)
    x, y = rect.left() + 6, rect.top() + 24
    sizes = tr("Hand {h} · Draw {d} · Discard {x}").format(h=len(pl.hand), d=len(pl.draw), x=len(pl.discard))
    compact = view.gog or view.kok or rect.width() < NARROW_BOX
    scene.add_piece(Words(QRectF(x, y, rect.width() - 12, 19), (sizes,), sizes, "VIS-P1-03", "#4E3B1E"))
    y += 19 if compact else 22
    slots = c.rules.tableau_slots
    w = min(CARD_W, (rect.width() - 12 - 4 * (slots - 1)) / slots)
    if compact and rect.width() - 12 - slots * (w + 4) < 200:
        w = min(w, EXPANDED_CARD_W)  # cards under the facts leave room for the expansions' facts
    h = min(w * 1.4, CARD_H)
    for k, card_id in enumerate(tableau_by_slot(view, seat)):
        r = QRectF(x + k * (w + 4), y, w, h)
        scene.add_piece(CardSlot(r, str(k + 1), "VIS-P1-01", {"kind": "other_slot", "seat": seat, "slot": k + 1}))
        if card_id is not None:
            card = TownsfolkCard(card_id, c, r, {"kind": "other_tableau", "seat": seat, "slot": k + 1}, "VIS-P1-01")
            card.setZValue(1)
            scene.add_piece(card)
    beside = rect.right() - (x + slots * (w + 4)) >= 200
    if beside:  # the facts in a column right of the cards
        fx, fy, fw = x + slots * (w + 4) + 6, y, rect.right() - (x + slots * (w + 4)) - 12
    else:
        fx, fy, fw = x, y + h + (3 if compact else 5), rect.width() - 12
    if compact:  # the compact chips (with the modules: the manuscript board, outsiders and chests)
        from desktop_app.ui.viscounts.opponent_expansions import draw_opponent_facts

        return {"rect": rect, **draw_opponent_facts(scene, view, seat, colour, fx, fy, fw, rect.bottom() - 4,
                                                    OTHER_TEXT)}
    money = "  ".join([tr("{n} silver").format(n=pl.silver)] + [f"{render_word(r)} {pl.res[r]}" for r in pl.res])
    built = "  ".join(f"{render(c.buildings[t].name)} {pl.built[t]}/3" for t in TYPES)
    ribbons = " ".join(f"{render_word(r)} {sum(1 for m in pl.manuscripts if ribbon_of(view, seat, m) == r)}"
                       for r in RIBBON_COLOURS)
    dd = tr("Debts {u}/{p} · Deeds {b}/{a}").format(u=pl.unpaid, p=pl.paid, b=pl.purchased, a=pl.approved)
    facts = [(money, "VIS-ACT-02"), (built, "VIS-BUILD-04"), ("track", "VIS-VC-01"), (dd, "VIS-DD-07"),
             (ribbons, "VIS-SCORE-05"), (tr("Workers in supply: {n}").format(n=pl.workers), "VIS-WORK-05")]
    line = QFontMetricsF(font(OTHER_TEXT)).lineSpacing()
    bottom = rect.bottom() - 4
    for words, rule in facts:
        if words == "track":
            cell = min(26.0, fw / c.track_length)
            draw_track(scene, view, seat, fx, fy, cell, 24, small=True)
            fy += 28
            continue
        lines = 1 if len(wrap_lines(words, QFontMetricsF(font(OTHER_TEXT)), fw, 2)) == 1 else 2
        height = min(lines * line + 2, max(line, bottom - fy))
        text_box(scene, QRectF(fx, fy, fw, height), words, OTHER_TEXT, INK, max_lines=lines,
                 align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, rule_id=rule)
        fy += height + 1
    return {"rect": rect}


def draw_steward_board(scene, view, rect: QRectF, colour: QColor, active: bool) -> None:
    """The solo Steward (GAP-13): its last card, supply, outposts, ledger and manuscripts."""
    st = view.steward
    c = view.content
    panel(scene, rect, "#F6F4EF", colour.darker(120) if active else "#CDBF9F", 8, width=3 if active else 1.2,
          rule_id="GAP-13")
    band = QRectF(rect.left(), rect.top(), rect.width(), 20)
    panel(scene, band, colour, colour, 8)
    text(scene, render(c.solo.steward_name.model_dump()), rect.left() + 8, rect.top() + 1, READ_PT, bold=True,
         colour="#FFFFFF", width=rect.width() - 16, rule_id="GAP-13")
    x, y = rect.left() + 6, rect.top() + 22
    lines = [tr("Steward deck {d} · discard {x}").format(d=len(st.deck), x=len(st.discard))]
    if st.card:
        card = c.steward_deck[st.card]
        lines.append(format_text(tr("Last card: {steps} {steps|step|steps}, {ring} road at forks"),
                                 {"steps": card.steps, "ring": render_word(card.ring)}))
        lines.append(tr("Orders: {orders}").format(orders=separator().join(_order(o) for o in card.orders)))
    lines.append(tr("Workers in supply: {n}").format(n=st.workers))
    lines.append(tr("Outposts left: {n}").format(n=st.outposts))
    lines.append(tr("Ledger: {p} paid debts, {a} approved deeds").format(p=st.paid, a=st.approved))
    ribbons = " ".join(f"{render_word(r)} {sum(1 for m in st.manuscripts if ribbon_of(view, view.n, m) == r)}"
                       for r in RIBBON_COLOURS)
    lines.append(ribbons)
    for line in lines:
        text(scene, line, x, y, READ_PT, width=rect.width() - 12, rule_id="GAP-13")
        y += 18


def _order(order: str) -> str:
    head, _, n = order.partition(" ")
    return {"remove": tr("remove a townsfolk"), "transcribe": tr("transcribe"), "outpost": tr("outpost"),
            "levy": tr("levy (paid debt)"), "charter": tr("charter (approved deed)"),
            "workers": tr("{n} workers").format(n=n)}.get(head, order)
