"""The expansions on the Viscounts table: a strip under the kingdom and the viewer's board, and
the chest slots under the tableau.

**Gates of Gold** (GOG): the viewer's manuscript board — the grey column (the starting
manuscript; a King's Order instead of a hire) and the black, blue and yellow columns with their
count, their ability and a **Use** button that is lit whenever the ability can be used now
(GOG-MSB-02/03, any time on your own turn); the King's Order supply (click it to take one instead
of a hire); the outsider row with the size of the outsider deck (click an outsider to welcome or
reject it); the diverse and specialist builder cards and who holds them (GOG-BB).

**Keeper of Keys** (KOK): the three public building cards (cost, immediate effect, ongoing
ability, points; their builder once built), the chest display with the stack's size (drag a chest
onto one of the three slots under your tableau when an effect gives you one, KOK-CHEST-01/02), and
the chest slots themselves (:func:`draw_chest_slots`).

Everything is drawn from the view; pieces carry a ``kind`` payload the gestures read.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QPainter, QPen

from desktop_app.engine.text import format_text
from desktop_app.ui.i18n import render
from desktop_app.ui.scene_parts import INK, Button, Piece, font, panel, text, text_box
from desktop_app.ui.text_fit import draw_fitted_text
from desktop_app.ui.viscounts.cards import TownsfolkCard
from desktop_app.ui.viscounts.look import READ_PT, RIBBON_COLOURS, paint_building, paint_ribbon, tr
from desktop_app.ui.viscounts.loupe import LoupeCard, LoupeOnHover, chest_loupe, text_loupe
from desktop_app.ui.viscounts.reading import draw_whole, line_step
from desktop_app.ui.viscounts.words import effects_text, w

STRIP_H = 138.0
"""The height of the expansion strip (the scene grows by it when a module is on)."""
COLUMNS = ("grey", "black", "blue", "yellow")
COLUMN_NAMES = {"grey": lambda: tr("Grey column"), "black": lambda: tr("Black column"),
                "blue": lambda: tr("Blue column"), "yellow": lambda: tr("Yellow column")}
CARDS_DY = 18.0
"""The strip's cards stand this far under the top of its headings."""
CHEST_W, CHEST_H = 60.0, 52.0
CHEST_WIDE = 110.0
"""The widest a face-up chest tile grows where the strip has room (its name whole on one or two lines)."""
CHEST_KIND = {"reward": "#F4E3B0", "buff": "#DDE9F6"}


class InfoCard(LoupeOnHover, Piece):
    """A small card painted from text lines: a title, lines, an optional glyph and holder's rim; the
    loupe shows every line whole (the face shrinks and may elide them)."""

    def __init__(self, rect: QRectF, title: str, lines: list[str], rule_id: str, payload: Any,
                 tint: str = "#FBF6EA", holder: QColor | None = None, glyph: str | None = None,
                 face: list[str] | None = None) -> None:
        super().__init__(rect, tint, rule_id, payload, radius=6)
        self.title, self.lines, self.holder, self.glyph = title, lines, holder, glyph
        self.face = lines if face is None else face
        """The lines the face shows where they fit whole (``lines`` by default; a shorter set)."""
        self.title_right = 3.0
        """Room kept free right of the title (for a ribbon drawn over the card)."""
        self.foot = 0.0
        """Room kept free at the bottom (for a button drawn over the card)."""
        self.setToolTip("\n".join([title, *lines]))

    def loupe_card(self) -> LoupeCard:
        """The title and every line at reading size."""
        return text_loupe(self.title, self.lines, self.colour.name(), self.glyph)

    def paint_face(self, painter: QPainter) -> None:
        """The title, then each face line that still fits whole at reading size (the loupe has all)."""
        r = self._rect
        top = r.top() + 2
        if self.glyph is not None:
            paint_building(painter, self.glyph, QRectF(r.left() + 4, r.top() + 4, 18, 15), QColor("#C9A227"))
        painter.setPen(INK)
        left = r.left() + (24 if self.glyph else 4)
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        title = QRectF(left, top, r.right() - left - self.title_right, 3 * line_step())
        top = max(top + draw_whole(painter, title, self.title, True, flags, fewest=True), r.top() + (21 if self.glyph else 0))
        bottom = r.bottom() - 3 - self.foot
        for line in self.face:
            top += draw_whole(painter, QRectF(r.left() + 4, top + 1, r.width() - 8, bottom - top - 1), line, False, flags,
                              fewest=True)
        if self.holder is not None:
            painter.setPen(QPen(self.holder, 3))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRoundedRect(r.adjusted(1.5, 1.5, -1.5, -1.5), 5, 5)


class ChestTile(LoupeOnHover, Piece):
    """A treasure chest tile: its name and what it gives (a reward at once, a buff for the turn); the
    loupe shows it whole."""

    def __init__(self, rect: QRectF, chest: Any, content: Any, payload: Any, rule_id: str = "KOK-CHEST-01") -> None:
        super().__init__(rect, CHEST_KIND.get(chest.kind, "#F4E3B0"), rule_id, payload, radius=5)
        self.chest_id, self.chest, self.content = chest.id, chest, content
        self.name = render(chest.name)
        self.effect = effects_text(chest.effects, content, True)
        kind = tr("reward (at once)") if chest.kind == "reward" else tr("buff (this turn)")
        self.setToolTip("\n".join([self.name, f"{kind}: {effects_text(chest.effects, content)}",
                                   tr("It works for the card that arrives above it in phase 1 (KOK-CHEST-04)")]))

    def loupe_card(self) -> LoupeCard:
        """The chest at reading size."""
        return chest_loupe(self.chest, self.content)

    def paint_face(self, painter: QPainter) -> None:
        """A chest glyph, the name and what it gives, whole at reading size; a tile in a chest slot (one
        line high) shows what it gives, else its name."""
        r = self._rect
        painter.setBrush(QBrush(QColor("#8A5A2B")))
        painter.setPen(QPen(QColor("#5C3B1A"), 1))
        painter.drawRoundedRect(QRectF(r.left() + 4, r.top() + 4, 12, 9), 2, 2)
        painter.setPen(INK)
        if r.height() < 2 * line_step():
            one = r.adjusted(18, 0, -2, 0)
            if not draw_whole(painter, one, self.effect, False, Qt.AlignmentFlag.AlignLeft):
                draw_whole(painter, one, self.name, True, Qt.AlignmentFlag.AlignLeft)
            return
        flags = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop
        name = draw_whole(painter, QRectF(r.left() + 18, r.top() + 1, r.width() - 20, 2 * line_step()), self.name, True,
                          flags)
        draw_whole(painter, QRectF(r.left() + 3, r.top() + 1 + name, r.width() - 6, r.height() - name - 2),
                   self.effect, align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)


class ChestSlot(Piece):
    """One of the three chest slots under the tableau (KOK-CHEST-02); a tile in it is drawn over it."""

    def __init__(self, rect: QRectF, slot: int) -> None:
        super().__init__(rect, "#EFE6D2", "KOK-CHEST-02", {"kind": "chest_slot", "slot": slot}, radius=4)
        self.slot = slot
        self.target = False
        self.setToolTip(tr("Chest slot {n}: a chest here works for the card arriving in tableau slot {n}").format(n=slot))

    def paint_face(self, painter: QPainter) -> None:
        if self.target:
            painter.fillPath(self.shape(), QBrush(QColor(245, 197, 66, 110)))
        painter.setPen(QPen(QColor("#B5A585"), 1.0, Qt.PenStyle.DashLine))
        painter.drawRoundedRect(self._rect.adjusted(3, 3, -3, -3), 3, 3)
        painter.setPen(QColor("#8C7B5A"))
        draw_whole(painter, self._rect.adjusted(4, 0, -4, 0), tr("chest slot {n}").format(n=self.slot), True)


def draw_chest_slots(scene, view, seat: int, x0: float, y: float, card_w: float, gap: float, h: float) -> dict:
    """The viewer's three chest slots under the tableau slots, with the tiles in them."""
    pl = view.players[seat]
    slots, tiles = [], []
    for k in range(view.content.keys.slots):
        r = QRectF(x0 + k * (card_w + gap), y, card_w, h)
        slots.append(scene.add_piece(ChestSlot(r, k + 1)))
        chest = pl.chests[k] if k < len(pl.chests) else None
        if chest is not None:
            tile = ChestTile(r.adjusted(1, 1, -1, -1), view.content.keys.chests[chest], view.content,
                             {"kind": "my_chest", "chest": chest, "slot": k + 1}, "KOK-CHEST-04")
            tile.setZValue(2)
            tiles.append(scene.add_piece(tile))
    return {"chest_slots": slots, "my_chests": tiles}


def draw_strip(scene, view, viewer: int, rect: QRectF, colours) -> dict[str, Any]:
    """The expansion strip (module docstring); returns the pieces the gestures and tests use."""
    items: dict[str, Any] = {"abilities": {}, "orders": None, "outsiders": [], "chests": [], "public": {},
                             "bonus": {}}
    panel(scene, rect, "#F3EAD6", "#CDBF9F", 10)
    x = rect.left() + 8
    top = rect.top() + 4
    if view.gog:
        if 0 <= viewer < view.n:
            x = _manuscript_board(scene, view, viewer, x, top, items) + 10
        x = _orders_and_outsiders(scene, view, x, top, items) + 10
        x = _bonus_cards(scene, view, x, top, colours, items) + 10
    if view.kok:
        x = _public_buildings(scene, view, x, top, colours, items) + 10
        _chest_display(scene, view, x, top, items, rect.right() - 8)
    return items


def _heading(scene, words: str, x: float, y: float, width: float, rule_id: str) -> None:
    text(scene, words, x, y - 3, READ_PT, bold=True, colour="#6B5536", width=width, rule_id=rule_id)


def _not_yet(scene, x: float, y: float, width: float, rule_id: str) -> None:
    """During the draft (VIS-SETUP-09) the rows are still in the box: say when they are laid out."""
    text_box(scene, QRectF(x, y, width, 4 * line_step()), tr("Laid out when every player has chosen a player card"),
             READ_PT, "#6B5536", max_lines=4, align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
             rule_id=rule_id)


def _manuscript_board(scene, view, seat: int, x: float, y: float, items: dict) -> float:
    """GOG-MSB: the viewer's board, a column per ribbon with its ability and a Use button."""
    from desktop_app.rules.viscounts.board_abilities import column, unlocked, why_not

    c = view.content
    gates = c.gates
    _heading(scene, tr("Your manuscript board"), x, y, 360, "GOG-MSB-01")
    col_w, y0 = 92.0, y + CARDS_DY
    for k, ribbon in enumerate(COLUMNS):
        cx = x + k * (col_w + 4)
        box = QRectF(cx, y0, col_w, 110)
        held = column(view, seat, ribbon)
        if ribbon == "grey":
            count = len(held) + 1
            ability = tr("King's Order instead of a hire ({n} silver; free with a free hire)").format(n=gates.price)
        else:
            count = len(held)
            cost, effects = gates.abilities[ribbon]
            ability = tr("{cost} → {effects}").format(cost=effects_text(cost, c, True), effects=effects_text(effects, c, True))
        open_ = unlocked(view, seat, ribbon)
        lines = [format_text(tr("{n} {n|manuscript|manuscripts}"), {"n": count}), ability]
        face = list(lines)
        if not open_:
            lines.append(tr("Locked: transcribe a {ribbon} manuscript to unlock it").format(ribbon=w(ribbon)))
            face.insert(1, tr("Locked"))
        card = InfoCard(box, COLUMN_NAMES[ribbon](), lines, "GOG-MSB-03" if open_ else "GOG-MSB-02",
                        {"kind": "msb_column", "ribbon": ribbon}, "#FFFDF6" if open_ else "#E6DFD0", face=face)
        card.foot = 26.0 if ribbon != "grey" and open_ else 0.0
        card.title_right = 14.0
        scene.add_piece(card)
        stripe = QRectF(cx + col_w - 12, y0 + 4, 8, 16)
        ribbon_item = _RibbonMark(stripe, ribbon)
        scene.addItem(ribbon_item)
        if ribbon != "grey" and open_:
            why = why_not(view, seat, ribbon)
            reason = (f"{render(why.reason)} ({why.rule_id})" if why is not None else
                      tr("Used on your own turn, at one of your decisions (GOG-MSB-03)"))
            button = UseButton(QRectF(cx + 6, y0 + 84, col_w - 12, 22), ribbon, reason)
            button.set_enabled(False)
            items["abilities"][ribbon] = scene.add_piece(button)
    return x + 4 * (col_w + 4)


class UseButton(Button):
    """A column's **Use** button (GOG-MSB-03): lit when the ability can be used now; greyed when it
    cannot, with the reason in its tooltip (pressing it then shows the refusal and its rule ID)."""

    def __init__(self, rect: QRectF, ribbon: str, reason: str) -> None:
        super().__init__(rect, tr("Use"), {"kind": "board_ability", "ribbon": ribbon}, "#E8F3E1", "GOG-MSB-03",
                         READ_PT)
        self.reason = reason
        self.set_enabled(False)

    def set_enabled(self, on: bool) -> None:
        """Lit (green, its use in the tooltip) or greyed (the reason in the tooltip)."""
        super().set_enabled(on)
        self.colour = QColor("#E8F3E1" if on else "#E6E1D6")
        self.setToolTip(tr("Use this ability now") if on else getattr(self, "reason", ""))

    def paint_face(self, painter: QPainter) -> None:
        if self.enabled:
            super().paint_face(painter)
            return
        painter.setPen(QColor("#8C8677"))
        painter.setFont(font(self.size))
        draw_fitted_text(painter, self._rect.adjusted(4, 1, -4, -1), self.caption, Qt.AlignmentFlag.AlignCenter)


class _RibbonMark(Piece):
    def __init__(self, rect: QRectF, ribbon: str) -> None:
        super().__init__(rect, RIBBON_COLOURS[ribbon], None, None, radius=1)
        self.ribbon = ribbon
        self.setAcceptHoverEvents(False)

    def paint_face(self, painter: QPainter) -> None:
        paint_ribbon(painter, self.ribbon, self._rect, self.colour_blind)


def _orders_and_outsiders(scene, view, x: float, y: float, items: dict) -> float:
    """GOG-SETUP-03/04: the King's Order supply and the outsider row over its deck."""
    c, b = view.content, view.board
    _heading(scene, tr("King's Orders") + " · " + tr("Outsiders (deck: {n})").format(n=len(b.outsider_deck)),
             x, y, 80 + max(3, len(b.outsiders)) * 78, "GOG-SETUP-03")
    supply = InfoCard(QRectF(x, y + CARDS_DY, 72, 110), tr("×{n} in the supply").format(n=b.orders),
                      [tr("Value 3, no icons; taken instead of a hire"), tr("Click to take one when you hire")],
                      "GOG-MSB-03", {"kind": "orders"}, "#F6E7C8")
    items["orders"] = scene.add_piece(supply)
    x += 80
    if not b.outsiders and not b.outsider_deck and view.phase == "setup":
        _not_yet(scene, x, y + CARDS_DY, 230, "GOG-SETUP-04")
    for k, card in enumerate(b.outsiders):
        r = QRectF(x + k * 78, y + CARDS_DY, 74, 110)
        item = TownsfolkCard(card, c, r, {"kind": "outsider", "card": card}, "GOG-OUT-02")
        items["outsiders"].append(scene.add_piece(item))
    return x + max(3, len(b.outsiders)) * 78


def _holder(view, colours, seat) -> tuple[str, QColor | None]:
    if seat is None:
        return tr("not taken yet"), None
    return tr("held by {name}").format(name=render(view.names[seat])), colours[seat]


def _bonus_cards(scene, view, x: float, y: float, colours, items: dict) -> float:
    """GOG-BB: the diverse and specialist builder cards in play and their holders."""
    c = view.content
    _heading(scene, tr("Build bonus cards"), x, y, 190, "GOG-BB-03")
    if not view.board.bonus and view.phase == "setup":
        _not_yet(scene, x, y + CARDS_DY, 186, "GOG-SETUP-05")
    for k, (card, seat) in enumerate(sorted(view.board.bonus.items())):
        bonus = c.gates.bonus[card]
        who, rim = _holder(view, colours, seat)
        kind = tr("Diverse builder: first with all 3 types") if bonus.kind == "diverse" else \
            tr("Specialist builder: first with 3 of one type")
        item = InfoCard(QRectF(x + k * 96, y + CARDS_DY, 92, 110), render(bonus.name),
                        [kind, effects_text(bonus.ongoing, c), who],
                        "GOG-BB-01" if bonus.kind == "diverse" else "GOG-BB-02", {"kind": "bonus", "card": card},
                        holder=rim)
        items["bonus"][card] = scene.add_piece(item)
    return x + 2 * 96


def _public_buildings(scene, view, x: float, y: float, colours, items: dict) -> float:
    """KOK-PUB: the three public building cards, their costs, effects, points and builders."""
    c = view.content
    _heading(scene, tr("Public buildings"), x, y, 280, "KOK-PUB-01")
    for k, btype in enumerate(("workshop", "trading_post", "town_hall")):
        pub = c.keys.public[btype]
        built = view.board.public.get(btype)
        _, rim = _holder(view, colours, built[0] if built else None)
        lines = [tr("{n} builder; on a site with your own {building}").format(n=pub.cost,
                                                                              building=render(c.name(btype))),
                 tr("At once: {effects}").format(effects=effects_text(pub.immediate, c, True)),
                 effects_text(pub.ongoing, c, True), tr("{n} points").format(n=pub.vp),
                 tr("built by {name}").format(name=render(view.names[built[0]])) if built else tr("not built yet")]
        face = [tr("{n} builder · {vp} points").format(n=pub.cost, vp=pub.vp), lines[1], lines[2]]
        item = InfoCard(QRectF(x + k * 96, y + CARDS_DY, 92, 110), render(pub.name), lines, "KOK-PUB-06",
                        {"kind": "public", "type": btype}, "#FFF4D6", rim, btype, face)
        items["public"][btype] = scene.add_piece(item)
    return x + 3 * 96


def _chest_display(scene, view, x: float, y: float, items: dict, right: float) -> float:
    """KOK-SETUP-02, KOK-CHEST-03: the face-up chests (drag one onto a chest slot) and the stack; the
    tiles take the strip's room left up to ``right`` (wide enough for their names), at least CHEST_W."""
    c, b = view.content, view.board
    _heading(scene, tr("Treasure chests (stack: {n})").format(n=len(b.chest_stack)), x, y, 260, "KOK-CHEST-03")
    tile_w = max(CHEST_W, min(CHEST_WIDE, (right - x) / 2 - 4))
    if not b.chest_row and not b.chest_stack and view.phase == "setup":
        _not_yet(scene, x, y + CARDS_DY, 2 * tile_w + 4, "KOK-SETUP-02")
    for k, chest in enumerate(b.chest_row):
        r = QRectF(x + (k % 2) * (tile_w + 4), y + CARDS_DY + (k // 2) * (CHEST_H + 4), tile_w, CHEST_H)
        tile = ChestTile(r, c.keys.chests[chest], c, {"kind": "chest", "chest": chest})
        tile.setZValue(3)
        items["chests"].append(scene.add_piece(tile))
    return x + 2 * (tile_w + 4)
