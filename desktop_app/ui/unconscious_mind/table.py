"""The meeting table: nine actions with their lightning counts, the idea spaces between them with the
inkwell icons of each row, the ideas on them, the method market with its piles and the recall reminder.

The default content lays the actions out on a 3 × 3 grid with the idea spaces on the corners between
them (UM-GAP-02); a space's ideas point their tail at the action they were placed for. A content
pack that lists its spaces explicitly gets them in a row under the actions.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainterPath

from desktop_app.ui.i18n import render
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.describe import action_text, compact, fmt, main_text, steps_text
from desktop_app.ui.unconscious_mind.icons import icon, icon_row
from desktop_app.ui.unconscious_mind.look import (
    ERA_COLOURS,
    MUTED,
    READABLE,
    TABLE,
    TABLE_EDGE,
    font,
    panel,
    text,
    tr,
)
from desktop_app.ui.unconscious_mind.pieces import Card, DragCard, Face, IdeaItem, MethodTile

COLUMN_LETTERS = "ABCDEFGH"
MARKET_RULES = ("UM-MTH-04", "UM-MTH-02", "UM-MTH-03")


class SpaceItem(Face):
    """An idea space (a round spot on the table) where ideas can be dropped."""

    def __init__(self, centre: QPointF, space_id: str, label: str, inkwell: int) -> None:
        r = L.SPACE_RADIUS
        super().__init__(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), "#F4ECDC", "UM-PLACE-01",
                         {"kind": "space", "space": space_id}, r)
        self.corner = ""
        self.name = label
        self.inkwell = inkwell

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self._rect)
        return path

    def paint_face(self, painter) -> None:
        painter.setPen(MUTED)
        painter.setFont(font(READABLE))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.name)


def action_rule(content: Any, action_id: str) -> str:
    """UM-ACT-01..09 for the nine actions of the default table (their order in the content)."""
    index = content.action_ids.index(action_id)
    return f"UM-ACT-{index + 1:02d}" if index < 9 else "UM-PLACE-04"


def lattice(content: Any) -> tuple[dict[str, tuple[int, int]], dict[str, tuple[int, int]]] | None:
    """``(action grid positions, space lattice corners)`` of the default layout, or None."""
    actions = {}
    for a in content.files["meeting_table.yaml"].actions:
        if a.pos is None:
            return None
        actions[a.id] = (a.pos[0], a.pos[1])
    spaces = {}
    for s in content.spaces:
        try:
            r, c = (int(x) for x in s["id"].split(","))
        except ValueError:
            return None
        spaces[s["id"]] = (r, c)
    return actions, spaces


def space_label(row: int, col: int) -> str:
    """"B3": column letter, row number (as on the table)."""
    return f"{COLUMN_LETTERS[col]}{row + 1}"


def draw_table(scene: Any, view: Any, colours: list[QColor]) -> None:
    """The meeting table area (top left of the scene)."""
    c = view.content
    panel(scene, L.TABLE, TABLE, TABLE_EDGE, 12, rule_id="UM-COMP-01").setZValue(-10)
    text(scene, tr("Meeting table"), L.TABLE.left() + 10, 4, 11, bold=True, rule_id="UM-COMP-01")
    grid = lattice(c)
    scene.action_centres, scene.space_centres, scene.space_items = {}, {}, {}
    if grid is None:
        _fallback(scene, view)
    else:
        actions, spaces = grid
        for aid, (r, col) in actions.items():
            centre = L.action_centre(r, col)
            scene.action_centres[aid] = centre
            _action_card(scene, c, aid, centre)
        for s in c.spaces:
            r, col = spaces[s["id"]]
            _space(scene, s, L.space_centre(r, col), space_label(r, col))
        rows = sorted({rc[0] for rc in spaces.values()})
        for r in rows:
            icons = next(s["inkwell"] for s in c.spaces if spaces[s["id"]][0] == r)
            y = L.space_centre(r, 0).y()
            x = L.space_centre(r, 3).x() + 24
            icon_row(scene, "inkwell", QPointF(x, y), icons, 13, 2, rule_id="UM-INK-01",
                     tooltip=fmt(tr("Ideas placed in this row move your inkwell {n} spaces"), n=icons))
    _ideas(scene, view, colours)
    _market(scene, view)


def _action_card(scene: Any, content: Any, aid: str, centre: QPointF) -> None:
    w, h = L.ACTION_SIZE
    lightning = content.actions[aid]["lightning"]
    with compact():
        face = action_text(content, aid)
    card = Card(QRectF(centre.x() - w / 2, centre.y() - h / 2, w, h), render(content.name(aid)),
                [face], colour="#FFF8EA", band="#5B4A7A", rule_id=action_rule(content, aid),
                payload={"kind": "action_card", "action": aid}, title_size=7.4, body_size=7.0)
    card.inset = (0.0, 11.0)
    card.setToolTip(f"{render(content.name(aid))}\n{action_text(content, aid)}\n"
                    + fmt(tr("Lightning: at most {n} {n|execution|executions}"), n=lightning))
    card.bolts = lightning
    scene.add_piece(card)


def _space(scene: Any, space: dict, centre: QPointF, label: str) -> None:
    item = SpaceItem(centre, space["id"], label, space["inkwell"])
    names = ", ".join(render(scene.view.content.name(a)) for a in space["adjacent"])
    item.setToolTip(fmt(tr("Idea space {label}: next to {actions}"), label=label, actions=names))
    scene.add_piece(item)
    scene.space_centres[space["id"]] = centre
    scene.space_items[space["id"]] = item


def _fallback(scene: Any, view: Any) -> None:
    """Actions in a 3-column grid, spaces in rows under them (a content pack with explicit spaces)."""
    c = view.content
    for i, aid in enumerate(c.action_ids):
        r, col = divmod(i, 3)
        centre = L.action_centre(r, col)
        scene.action_centres[aid] = centre
        _action_card(scene, c, aid, centre)
    for i, s in enumerate(c.spaces):
        r, col = divmod(i, 10)
        centre = QPointF(L.TABLE.left() + 24 + col * 34, 340 + r * 30)
        _space(scene, s, centre, str(i + 1))


def tail_angle(scene: Any, space_id: str, action_id: str) -> float:
    """The direction (radians) from a space to one of its actions."""
    a, s = scene.action_centres.get(action_id), scene.space_centres[space_id]
    if a is None:
        return math.pi * 1.25
    return math.atan2(a.y() - s.y(), a.x() - s.x())


def _ideas(scene: Any, view: Any, colours: list[QColor]) -> None:
    """Every stack of ideas on the table, its tail at its action (UM-PLACE-01)."""
    scene.table_ideas = {}
    for index, entry in enumerate(view.table):
        if entry is None:
            continue
        seat, action, n = entry
        sid = view.content.spaces[index]["id"]
        idea = IdeaItem(colours[seat], n, tail_angle(scene, sid, action), seat, radius=11,
                        payload={"kind": "table_idea", "space": sid, "seat": seat})
        idea.setPos(scene.space_centres[sid])
        idea.setZValue(5)
        idea.setToolTip(fmt(tr("{player}: {n} {n|idea|ideas} for “{action}”"), player=render(view.players[seat].name), n=n,
                            action=render(view.content.name(action))))
        scene.add_piece(idea)
        scene.table_ideas[sid] = idea


def _market(scene: Any, view: Any) -> None:
    """The two market rows (pile, middle, right) and the recall reminder (UM-COMP-02/04)."""
    c = view.content
    text(scene, tr("Method market"), L.TABLE.left() + 10, L.MARKET_TOP - 18, 9.5, bold=True, rule_id="UM-COMP-02")
    scene.market_items = {}
    for r, row in enumerate(view.market):
        for k in range(3):
            rect = L.market_rect(r, k)
            payload = {"kind": "market", "row": r, "slot": k}
            if k == 0:
                pile = row[0]
                if not pile:
                    panel(scene, rect, "#E6DAC0", "#B9A886", 5, rule_id="UM-MTH-05",
                          tooltip=tr("This pile is empty: its row is no longer refilled"))
                    text(scene, tr("empty"), rect.center().x(), rect.center().y() - 7, 8, colour=MUTED, centre=True,
                         rule_id="UM-MTH-05")
                    continue
                top = pile[-1]
                t = c.tiles[top]
                with compact():
                    face = main_text(t["main"], c)
                item = MethodTile(rect, "", face, "", ERA_COLOURS.get(t["era"], ERA_COLOURS[1]), False,
                                  MARKET_RULES[k], payload)
                item.band = ERA_COLOURS.get(t["era"], ERA_COLOURS[1])
                item.title = fmt(tr("Pile · {n}"), n=len(pile))
                item.setToolTip(fmt(tr("Face down (era {era}): {main}. {n} {n|tile|tiles} left; taken face down, "
                                       "without a bonus"), era="I" if t["era"] == 1 else "II",
                                    main=main_text(t["main"], c), n=len(pile)))
            else:
                tile = row[k]
                if tile is None:
                    panel(scene, rect, "#E6DAC0", "#B9A886", 5, rule_id=MARKET_RULES[k])
                    continue
                item = method_tile(c, tile, rect, True, MARKET_RULES[k], payload)
            scene.market_items[(r, k)] = scene.add_piece(DragCard(item))
    _reminder(scene, view)


def method_tile(content: Any, tile: str, rect: QRectF, face_up: bool, rule_id: str, payload: Any) -> MethodTile:
    """A method tile piece (face up: name, main effect, sidebar bonus; face down: main effect only)."""
    t = content.tiles[tile]
    era = "start" if t["start"] else t["era"]
    with compact():
        main, sidebar = main_text(t["main"], content), steps_text(t["sidebar"], content)
    item = MethodTile(rect, render(content.name(tile)), main, sidebar, ERA_COLOURS.get(era, ERA_COLOURS[1]), face_up,
                      rule_id, payload)
    tip = [render(content.name(tile)), fmt(tr("Main effect: {effect}"), effect=main_text(t["main"], content))]
    if t["sidebar"] and face_up:  # a face-down tile shows only its back: no sidebar (UM-MTH-04)
        tip.append(fmt(tr("Sidebar bonus (face up only): {effect}"), effect=steps_text(t["sidebar"], content)))
    item.setToolTip("\n".join(tip))
    return item


def _reminder(scene: Any, view: Any) -> None:
    c = view.content
    rect = QRectF(322, L.MARKET_TOP, 110, 2 * L.MARKET_TILE[1] + 6)
    era = view.era
    reminder = c.rules.recall_reminder
    per = (reminder.era1 if era == 1 else reminder.era2).coffee_per_space
    fill = ERA_COLOURS[1] if era == 1 else ERA_COLOURS[2]
    item = Card(rect, tr("Recall") + (" · I" if era == 1 else " · II"),
                [fmt(tr("+{n} coffee per space with your ideas"), n=per)], colour=QColor(fill).lighter(140), band=fill,
                rule_id="UM-RCL-02", title_size=8, body_size=7.5)
    item.setToolTip(tr("Recall reminder: recalling takes back all your ideas; you gain coffee for each space "
                       "they were on. It turns over when era II begins."))
    scene.add_piece(item)
    icon(item, "coffee", QPointF(rect.center().x(), rect.bottom() - 18), 20, rule_id="UM-RCL-02")
