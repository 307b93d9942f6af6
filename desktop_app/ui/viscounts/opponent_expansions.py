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
their slots (KOK-CHEST-02). A list too long for the room left says only how many, with the names in
its tooltip. Everything comes from the viewer's view.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFontMetricsF, QPainter, QPainterPath, QPen

from desktop_app.engine.text import format_text
from desktop_app.ui.i18n import render
from desktop_app.ui.scene_parts import INK, Piece, font, text_box
from desktop_app.ui.text_fit import draw_fitted_text, wrap_lines
from desktop_app.ui.viscounts.look import (
    BUILDING_COLOURS,
    RIBBON_COLOURS,
    paint_building,
    paint_resource,
    paint_ribbon,
    tr,
)
from desktop_app.ui.viscounts.words import effects_text, separator, w

CHIP_H = 17.0
"""A chip's height (one line of :data:`~desktop_app.ui.viscounts.board.OTHER_TEXT` and its glyph)."""
GLYPH_W = 14.0
COLUMNS = ("grey", "black", "blue", "yellow")
MAX_ROWS = 3
"""The most rows a list of outsiders or chests wraps onto (fewer when the box has no room left)."""


class FactChip(Piece):
    """A glyph and a short number (``3``, ``1/3``): one fact of an opponent's board; words in the tooltip."""

    def __init__(self, rect: QRectF, glyph: str, value: str, size: float, rule_id: str, tip: str,
                 colour: QColor | None = None, unlocked: bool = True) -> None:
        super().__init__(rect, "#FBF6EA" if unlocked else "#E6DFD0", rule_id, None, radius=4)
        self.glyph, self.value, self.size, self.owner_colour, self.unlocked = glyph, value, size, colour, unlocked
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
        painter.setFont(font(self.size, bold=True))
        tick = 9.0 if self.glyph in RIBBON_COLOURS and self.unlocked else 0.0
        draw_fitted_text(painter, QRectF(r.left() + GLYPH_W + 1, r.top(), r.width() - GLYPH_W - 3 - tick, r.height()),
                         self.value, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, max_lines=1,
                         min_size=self.size)
        if tick:  # GOG-MSB-02: the column's ability is unlocked
            path = QPainterPath(QPointF(r.right() - 10, r.center().y()))
            path.lineTo(QPointF(r.right() - 7, r.center().y() + 3))
            path.lineTo(QPointF(r.right() - 2.5, r.center().y() - 4))
            painter.setPen(QPen(QColor("#2E7D4F"), 1.8))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(path)


def chip_width(value: str, size: float, tick: bool = False) -> float:
    """How wide a chip must be to show ``value`` whole at ``size``."""
    return GLYPH_W + 5 + QFontMetricsF(font(size, bold=True)).horizontalAdvance(value) + (9 if tick else 0)


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
    returns ``{"chips": [...], "lines": [...]}`` (the pieces and text boxes drawn)."""
    from desktop_app.ui.viscounts.board import draw_track

    drawn: dict = {"chips": [], "lines": []}
    cx, cy = x, y
    for glyph, value, rule, tip, tint, open_ in opponent_chips(view, seat, colour):
        tick = glyph in RIBBON_COLOURS and open_ and view.gog
        cw = chip_width(value, size, tick)
        if cx + cw > x + width + 0.5 and cx > x:
            cx, cy = x, cy + CHIP_H + 2
        chip = FactChip(QRectF(cx, cy, cw, CHIP_H), glyph, value, size, rule, tip, tint, open_ or not view.gog)
        drawn["chips"].append(scene.add_piece(chip))
        cx += cw + 3
    cy += CHIP_H + 3
    cell = min(22.0, width / view.content.track_length)
    draw_track(scene, view, seat, x, cy, cell, 20, small=True)
    cy += 23
    lines = []  # (the full line, a short one for a box without room for it)
    if view.gog:
        held = [render(view.content.name(card)) for card in outsiders_held(view, seat)]
        lines.append((tr("Outsiders: {list}").format(list=separator().join(held)) if held else tr("No outsider"),
                      format_text(tr("{n} {n|outsider|outsiders}"), {"n": len(held)}), "GOG-OUT-07"))
    if view.kok:
        chests = [render(view.content.name(ch)) for ch in view.players[seat].chests if ch]
        lines.append((tr("Chests: {list}").format(list=separator().join(chests)) if chests else tr("No chest"),
                      format_text(tr("{n} {n|chest|chests}"), {"n": len(chests)}), "KOK-CHEST-02"))
    metrics = QFontMetricsF(font(size))
    line = metrics.lineSpacing()
    words = [full for full, _short, _rule in lines]
    rows = [len(wrap_lines(full, metrics, width, MAX_ROWS)) for full in words]
    while sum(n * line + 2 for n in rows) > bottom - cy + 0.5 and max(rows, default=1) > 1:
        k = rows.index(max(rows))  # the longest list says only how many (its names in its tooltip)
        words[k], rows[k] = lines[k][1], len(wrap_lines(lines[k][1], metrics, width, MAX_ROWS))
        if rows[k] > 1:
            break
    for (full, _short, rule), shown, n in zip(lines, words, rows, strict=True):
        height = n * line + 1
        box = text_box(scene, QRectF(x, cy, width, height), shown, size, INK, max_lines=n,
                       align=Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, rule_id=rule)
        box.setToolTip(full)
        drawn["lines"].append(box)
        cy += height + 1
    drawn["bottom"] = cy
    return drawn
