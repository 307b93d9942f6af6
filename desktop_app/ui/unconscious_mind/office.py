"""The viewer's office: the header with the counters, the inkwell rondel, the 3 × 3 method grid with its
locked ideas and insights, the coffee track, the idea supply, and (``rooms.py``) the patient board.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop_app.ui.i18n import render
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.choice_words import rondel_gives
from desktop_app.ui.unconscious_mind.describe import compact, fmt, steps_text
from desktop_app.ui.unconscious_mind.dial import sector_path
from desktop_app.ui.unconscious_mind.icons import icon
from desktop_app.ui.unconscious_mind.look import (
    COFFEE,
    INK,
    MUTED,
    OFFICE,
    TABLE_EDGE,
    disc,
    ink_on,
    panel,
    path_item,
    text,
    tr,
)
from desktop_app.ui.unconscious_mind.pieces import Face, IdeaItem, InkwellItem, MarkerItem
from desktop_app.ui.unconscious_mind.rondel_words import STRETCH, fit_space_words, space_path
from desktop_app.ui.unconscious_mind.table import method_tile

RONDEL_RULES = {"top": "UM-INK-04", "row": "UM-INK-03", "prestige": "UM-INK-05", "reward": "UM-INK-06"}
IDEAS_WIDTH = 128.0
"""The idea supply's words (set narrower to stay clear of the stack beside them)."""
INKWELL_SIZE = 20.0
"""The inkwell's size on the rondel (its square, outline included, is 1.12 times this)."""
INKWELL_SPOTS = ((0.0, 36.0), (-20.0, 78.0), (20.0, 78.0))
"""Where the inkwell may stand in its rondel space, best first: (degrees from the space's middle, distance from
the wheel's centre). At the hub end under the space's words, else on the rim beside them (the diagonal spaces'
words are too wide to leave room at the hub end)."""


class RondelSpace(Face):
    """One space of the inkwell rondel (an annular sector); a drop target for the inkwell."""

    def __init__(self, index: int, count: int, kind: str, payload: dict) -> None:
        self.path = space_path(index, count)
        fill = {"top": "#F6E7B4", "row": "#E4EEDB", "prestige": "#E9DDF3", "reward": "#F3DEC9"}.get(kind, "#EEE")
        super().__init__(self.path.boundingRect(), fill, RONDEL_RULES.get(kind, "UM-INK-06"), payload, 0)

    def shape(self):
        return self.path


def draw_office(scene: Any, view: Any, seat: int, colour: QColor) -> None:
    """The office of ``seat`` (the viewer) without the patient board."""
    p = view.players[seat]
    area = L.OFFICE
    panel(scene, area, OFFICE, TABLE_EDGE, 12, rule_id="UM-COMP-20").setZValue(-10)
    band = panel(scene, QRectF(area.left(), area.top(), area.width(), 22), colour, None, 10, rule_id="UM-COMP-20")
    band.setZValue(-9)
    head = fmt(tr("Your office — {name}"), name=render(p.name))
    text(scene, head, area.left() + 10, area.top() + 3, 10, bold=True, colour=ink_on(colour), width=300,
         rule_id="UM-COMP-20")
    counters = fmt(tr("{vp} VP · prestige {prestige} · {coffee} coffee · {ideas} {ideas|good idea|good ideas}"),
                   vp=p.vp, prestige=p.prestige, coffee=p.coffee, ideas=p.good_ideas)
    text(scene, counters, area.right() - 10 - 380, area.top() + 4, 8.5, bold=True, colour=ink_on(colour), width=380,
         rule_id="UM-COMP-22")
    _rondel(scene, view, seat, colour)
    _grid(scene, view, seat, colour)
    _coffee(scene, view, seat)
    _ideas(scene, view, seat, colour)


def _rondel(scene: Any, view: Any, seat: int, colour: QColor) -> None:
    c = view.content
    p = view.players[seat]
    n = len(c.rondel)
    text(scene, tr("Inkwell rondel"), L.OFFICE.left() + 12, L.OFFICE.top() + 24, 8.5, bold=True,
         rule_id="UM-INK-01")
    scene.rondel_items = {}
    words: dict[int, list[Any]] = {}
    for i, space in enumerate(c.rondel):
        item = RondelSpace(i, n, space["kind"], {"kind": "rondel", "index": i})
        name = render(c.name(f"rondel:{space['id']}"))
        gives, warning = rondel_gives(view, seat, i)
        item.setToolTip(f"{name}: {gives}" + (f"\n⚠ {warning}" if warning else ""))
        item.setZValue(-2)
        scene.add_piece(item)
        scene.rondel_items[i] = item
        with compact():  # what the space gives, on the wheel; ⚠ when it gives nothing (or loses coffee) now
            short = steps_text(space["reward"], c) if space["kind"] in ("row", "reward") else ""
        # with a warning only the sign is drawn (its words are in the tooltip and on the panel's button):
        # "⚠ 2 coffee" took two lines and ran into the next space's name
        lines = [(name, 6.8, True)] + ([("⚠" if warning else short, 6.3, False)] if warning or short else [])
        spots = tuple(box.getRect() for _, box in (_spot(i, n, *s) for s in INKWELL_SPOTS))
        fit = fit_space_words(i, n, tuple(lines), spots)
        words[i] = []
        for (value, size, bold), box in zip(fit.lines, fit.boxes, strict=True):
            shade = INK if bold else "#B3261E" if warning else MUTED
            words[i].append(text(scene, value, box.left(), box.top(), size, bold=bold, colour=shade,
                                 width=fit.width, rule_id=item.rule_id, least=STRETCH))
    scene.inkwell_spots = {i: _inkwell_spot(i, n, words) for i in range(n)}
    hub = disc(scene, L.RONDEL_CENTRE, L.RONDEL_RADII[0] - 2, "#F8F1E2", "#B59E74", rule_id="UM-INK-02",
               tooltip=tr("The inkwell moves clockwise; only the space where it stops counts"))
    hub.setZValue(-1)
    arrow = sector_path(L.RONDEL_RADII[0] - 12, L.RONDEL_RADII[0] - 9, -80, 300, L.RONDEL_CENTRE)
    path_item(scene, arrow, "#B59E74", None, rule_id="UM-INK-02")
    inkwell = InkwellItem(INKWELL_SIZE, colour, payload={"kind": "inkwell", "seat": seat})
    inkwell.setPos(scene.inkwell_spots[p.inkwell])
    inkwell.setZValue(12)
    inkwell.setToolTip(fmt(tr("Your inkwell, on {space}"), space=render(c.name(f"rondel:{c.rondel[p.inkwell]['id']}"))))
    scene.add_piece(inkwell)
    scene.inkwell_item = inkwell


def _inkwell_spot(index: int, count: int, words: dict[int, list[Any]]) -> QPointF:
    """Where the inkwell stands on rondel space ``index``: of :data:`INKWELL_SPOTS`, the one whose square (outline
    included) stays furthest from every word on the wheel. When none clears them (the bottom space in Chinese), the
    space's own words move out towards the rim until the first spot (at the hub end) is clear: the inkwell stood
    on the space's name."""
    every = [w.sceneBoundingRect() for ws in words.values() for w in ws]

    def room(box: QRectF, rects: list[QRectF]) -> float:
        """The least gap between ``box`` and ``rects`` (negative when it covers one)."""
        return min(max(r.left() - box.right(), box.left() - r.right(), r.top() - box.bottom(), box.top() - r.bottom())
                   for r in rects)

    rooms = [(room(box, every), at) for at, box in (_spot(index, count, *s) for s in INKWELL_SPOTS)]
    best = max(rooms, key=lambda pair: pair[0])
    if best[0] > 0:
        return best[1]
    at, box = _spot(index, count, *INKWELL_SPOTS[0])
    a = math.radians(L.rondel_angle(index, count))
    step = QPointF(math.cos(a), math.sin(a))
    for _ in range(int(L.RONDEL_RADII[1] - L.RONDEL_LABEL_RADIUS)):
        if room(box, [w.sceneBoundingRect() for w in words[index]]) > 0:
            break
        for w in words[index]:
            w.setPos(w.pos() + step)
    return at


def _spot(index: int, count: int, degrees: float, radius: float) -> tuple[QPointF, QRectF]:
    """An inkwell spot on rondel space ``index`` (see :data:`INKWELL_SPOTS`): its centre and its square."""
    half = INKWELL_SIZE * 0.56
    a = math.radians(L.rondel_angle(index, count) + degrees)
    at = L.RONDEL_CENTRE + QPointF(radius * math.cos(a), radius * math.sin(a))
    return at, QRectF(at.x() - half, at.y() - half, 2 * half, 2 * half)


def _grid(scene: Any, view: Any, seat: int, colour: QColor) -> None:
    """The 3 × 3 method grid (face-down tiles), locked ideas above, locked insights below and right."""
    c = view.content
    p = view.players[seat]
    left = L.GRID_ORIGIN.x()
    text(scene, tr("Method tiles"), left, L.OFFICE.top() + 22, 8.5, bold=True, rule_id="UM-MTH-07")
    scene.cell_items, scene.row_items = {}, {}
    for r in range(3):
        row = Face(L.grid_row_rect(r).adjusted(-3, -2, 3, 2), "#EADFC8", "UM-MTH-07", {"kind": "grid_row", "row": r},
                    5)
        row.setToolTip(fmt(tr("Row {n}: tiles go in the leftmost empty slot"), n=r + 1))
        row.setZValue(-3)
        scene.add_piece(row)
        scene.row_items[r] = row
    for cell in range(9):
        rect = L.grid_rect(cell)
        tile = p.grid[cell]
        if tile is None:
            slot = Face(rect, "#F7F0E2", "UM-MTH-07", {"kind": "cell", "cell": cell}, 4)
            slot.setZValue(-2)
            scene.add_piece(slot)
            scene.cell_items[cell] = slot
            continue
        item = method_tile(c, tile, rect, False, "UM-MTH-06", {"kind": "cell", "cell": cell, "tile": tile})
        scene.add_piece(item)
        scene.cell_items[cell] = item
    for k in range(3):  # the idea above each column, unlocked left to right (UM-INK-04)
        top = L.grid_rect(k).top()
        centre = QPointF(L.grid_rect(k).center().x(), top - 7)  # under the header (it sat over the pins)
        locked = k >= p.unlocked_columns()
        idea = IdeaItem(colour if not locked else QColor("#BDB3A3"), 1, math.pi / 2, seat, 7, "UM-INK-04")
        idea.setPos(centre)
        idea.setToolTip(tr("A locked idea: the top rondel space unlocks it") if locked
                        else tr("Unlocked: the top rondel space may trigger this column"))
        scene.add_piece(idea)
        bottom = L.grid_rect(6 + k).bottom()
        col = c.columns[k]
        tip = fmt(tr("Column {n} full: {vp} VP once, unlocks this insight; the top space may then add: {ability}"),
                  n=k + 1, vp=col["vp"], ability=steps_text(col["ability"], c))
        centre_x = L.grid_rect(6 + k).center().x()
        _lock(scene, QPointF(centre_x - 12, bottom + 9), colour, p.col_locked[k], seat, "UM-MTH-08", tip)
        text(scene, fmt(tr("+{n} VP"), n=col["vp"]), centre_x - 2, bottom + 3, 7, bold=True, colour="#2E7D32",
             rule_id="UM-MTH-08", tooltip=tip)
    for r in range(3):
        rect = L.grid_rect(r * 3 + 2)
        tip = fmt(tr("Row {n} full: unlocks this insight; its rondel space then adds: {ability}"), n=r + 1,
                  ability=steps_text(c.row_ability, c))
        _lock(scene, QPointF(rect.right() + 11, rect.center().y()), colour, p.row_locked[r], seat, "UM-MTH-09", tip)


def _lock(scene: Any, centre: QPointF, colour: QColor, locked: bool, seat: int, rule_id: str, tip: str) -> None:
    """A player-colour insight still locked on the board (or the empty spot it left)."""
    if locked:
        m = MarkerItem(6, colour, True, 1, seat, rule_id)
        m.setPos(centre)
        m.setToolTip(tip)
        scene.add_piece(m)
    else:
        disc(scene, centre, 6, "#F7F0E2", "#C9B995", rule_id=rule_id, tooltip=tip)


def _coffee(scene: Any, view: Any, seat: int) -> None:
    """The coffee track 0–6 with its marker (UM-COF-01)."""
    p = view.players[seat]
    top = L.grid_rect(6).bottom() + 22
    left = L.GRID_ORIGIN.x()
    top_value = view.content.rules.coffee_max
    w = (3 * L.GRID_TILE[0] + 2 * L.GRID_GAP) / (top_value + 1)
    icon(scene, "coffee", QPointF(left - 12, top + 9), 16, rule_id="UM-COF-01")
    for v in range(top_value + 1):
        r = QRectF(left + v * w, top, w - 2, 18)
        cell = Face(r, "#F1E2CC" if v != p.coffee else "#E8C9A0", "UM-COF-01", None, 3, str(v), 7.5)
        cell.setToolTip(fmt(tr("Coffee: {n} of {max}"), n=p.coffee, max=top_value))
        cell.setZValue(-1)
        scene.add_piece(cell)
    r = QRectF(left + p.coffee * w, top, w - 2, 18)
    marker = disc(scene, QPointF(r.right() - 6, r.top() + 5), 4.5, COFFEE, INK, rule_id="UM-COF-01")
    marker.setZValue(3)


def _ideas(scene: Any, view: Any, seat: int, colour: QColor) -> None:
    """The idea supply (bottom left of the office): a stack to drag onto the meeting table."""
    p = view.players[seat]
    y = L.grid_rect(6).bottom() + 22
    left = L.OFFICE.left() + 12
    ready = text(scene, fmt(tr("Ideas ready: {n}"), n=p.supply), left, y - 3, 8.5, bold=True, rule_id="UM-COMP-21")
    on_table = sum(x[2] for x in view.table if x is not None and x[0] == seat)
    text(scene, fmt(tr("on the table {n} · locked {m}"), n=on_table, m=p.locked_ideas), left,
         ready.sceneBoundingRect().bottom() - 2, 7, colour=MUTED, rule_id="UM-COMP-21", width=IDEAS_WIDTH)
    scene.supply_item = None
    if p.supply:
        count = max(1, min(scene.idea_count, p.supply, 3))
        scene.idea_count = count
        stack = IdeaItem(colour, count, math.pi * 1.25, seat, 13, "UM-PLACE-01",
                         {"kind": "supply", "seat": seat, "count": count})
        stack.setPos(QPointF(left + 150, y + 12))
        stack.setZValue(14)
        stack.setToolTip(tr("Drag onto an idea space; drop it towards the action the ideas point at. "
                            "Click or use the mouse wheel to choose 1–3 ideas."))
        stack.on_wheel = scene.wheel_supply
        scene.add_piece(stack)
        scene.supply_item = stack
