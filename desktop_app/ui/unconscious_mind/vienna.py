"""Vienna: the ring of six locations in three district colours with the professors and Freud, the recall
reward spaces and their tokens, the district scoring spaces with the recall token stacks, the prestige
track with its action columns and stacked markers, the VP track and the location goal tiles.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath

from desktop_app.rules.unconscious_mind.content import STACKS
from desktop_app.ui.i18n import name_lang, render
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.describe import compact, fmt, steps_text
from desktop_app.ui.unconscious_mind.look import (
    FELT,
    INSIGHT,
    MUTED,
    PAPER,
    TABLE_EDGE,
    disc,
    ink_on,
    panel,
    path_item,
    text,
    tr,
)
from desktop_app.ui.unconscious_mind.pieces import Card, Face, FigureItem, Token

DISTRICT_INDEX = {"red": 0, "green": 1, "purple": 2}
"""District id -> insight colour index (districts share the insight colours)."""


def goal_condition(kind: str, n: int, short: bool = False) -> str:
    """A goal tile's condition in words (UM-GOAL-02); ``short`` for the tile's face."""
    if short:
        words = {"insights_on_district_spaces": tr("{n} district insights"), "full_columns": tr("{n} full columns"),
                 "research_in_play_district_colours": tr("research of {n} colours"),
                 "cured_ordinary": tr("{n} ordinary cured"), "cured_complex": tr("{n} complex cured"),
                 "cured_any": tr("{n} cured patients"), "treatises": tr("{n} treatises")}
        return fmt(words.get(kind, kind), n=n)
    words = {"insights_on_district_spaces": tr("{n} insights on district scoring spaces"),
             "full_columns": tr("{n} full columns"),
             "research_in_play_district_colours": tr("research in play of all {n} district colours"),
             "cured_ordinary": tr("{n} cured ordinary patients"), "cured_complex": tr("{n} cured complex patients"),
             "cured_any": tr("{n} cured patients"), "treatises": tr("{n} published treatises")}
    return fmt(words.get(kind, kind), n=n)


def first_word(name: str) -> str:
    """The first word of a name ("Academic" of "Academic Quarter"; a Chinese name stays whole)."""
    return name.split(" ")[0] if " " in name else name


def district_colour(content: Any, district: int) -> QColor:
    """The colour of district ``district`` (its id names an insight colour)."""
    return INSIGHT[DISTRICT_INDEX.get(content.districts[district], district % 3)]


def location_colour(content: Any, loc: int) -> QColor:
    """The district colour of location ``loc``."""
    return district_colour(content, content.district_of[loc])


def short_location(content: Any, tag: str) -> str:
    """A location tag's name for small faces (the wildcard included): a long English name gives one
    word ("Clinic" of "General Hospital Clinic", "Café" of "Café of Dreams"); Chinese names stay whole."""
    full = render(content.name(tag))
    if name_lang() == "zh" or len(full) <= 12:
        return full
    words = full.split(" ")
    if "of" in words:
        return words[0]
    return words[-1] if len(words[-1]) >= 5 else max(words, key=len)


def draw_vienna(scene: Any, view: Any, colours: list[QColor]) -> None:
    """The Vienna area (top middle of the scene)."""
    panel(scene, L.VIENNA, FELT, TABLE_EDGE, 12, rule_id="UM-COMP-05").setZValue(-10)
    text(scene, tr("Vienna"), L.VIENNA.left() + 10, 4, 11, bold=True, rule_id="UM-COMP-05")
    _ring(scene)
    scene.location_items = {}
    for loc in range(6):
        _location(scene, view, loc, colours)
    _districts(scene, view, colours)
    _prestige(scene, view, colours)
    _vp_track(scene, view, colours)
    _goals(scene, view)


def _ring(scene: Any) -> None:
    """The clockwise walk between the locations (an ellipse with arrowheads)."""
    rx, ry = L.RING_RADII
    c = L.RING_CENTRE
    path = QPainterPath()
    path.addEllipse(c, rx, ry)
    path_item(scene, path, None, "#B49A6C", 3, rule_id="UM-MAP-01").setZValue(-5)
    for deg in (-90, -30, 30, 90, 150, 210):
        a = math.radians(deg)
        p = c + QPointF(rx * math.cos(a), ry * math.sin(a))
        t = QPointF(-rx * math.sin(a), ry * math.cos(a))  # the clockwise tangent
        n = math.hypot(t.x(), t.y())
        t = QPointF(t.x() / n, t.y() / n)
        side = QPointF(-t.y(), t.x())
        head = QPainterPath()
        head.moveTo(p + t * 8)
        head.lineTo(p - t * 4 + side * 5)
        head.lineTo(p - t * 4 - side * 5)
        head.closeSubpath()
        path_item(scene, head, "#B49A6C", None, rule_id="UM-MAP-01").setZValue(-5)


def _location(scene: Any, view: Any, loc: int, colours: list[QColor]) -> None:
    c = view.content
    rect = L.location_rect(loc)
    colour = location_colour(c, loc)
    tag = c.ring[loc]
    effect = steps_text(c.loc_effect[loc], c)
    with compact():
        face = steps_text(c.loc_effect[loc], c)
    plate = Card(rect, render(c.name(tag)), [face], colour=PAPER, band=colour, rule_id="UM-MAP-04",
                 payload={"kind": "location", "loc": loc}, title_size=7.8, body_size=7.2)
    plate.inset = (44.0, 48.0)
    plate.setToolTip(fmt(tr("{name} ({district}). Each activation: {effect}. Activations: your professor here, "
                            "Freud here and each matching tag you have in play, at most {n}."),
                         name=render(c.name(tag)), district=render(c.name(c.districts[c.district_of[loc]])),
                         effect=effect, n=c.rules.location_activation_max))
    plate.bolts = c.rules.location_activation_max
    scene.add_piece(plate)
    scene.location_items[loc] = plate
    # recall reward spaces with their tokens (UM-RCL-04)
    spaces = c.loc_recall[loc]
    w = (rect.width() - 8) / max(1, len(spaces))
    for i, bonus in enumerate(spaces):
        r = QRectF(rect.left() + 4 + i * w, rect.bottom() - 36, w - 3, 33)
        holder = view.recall_spaces[loc][i]
        with compact():
            label = steps_text(bonus, c)
        space = Card(r, "", [label], colour="#F1E6CF", rule_id="UM-RCL-04",
                     payload={"kind": "recall_space", "loc": loc, "index": i}, body_size=6.4)
        space.setToolTip(fmt(tr("Recall reward space: {effect}"), effect=steps_text(bonus, c)))
        scene.add_piece(space)
        scene.recall_items[(loc, i)] = space
        if holder is not None:
            _token(scene, r.center(), colours[holder], holder, render(view.players[holder].name))
    # figures: Freud and the professors standing on the plate's right
    spots = [QPointF(rect.right() - 13, rect.top() + 32), QPointF(rect.right() - 33, rect.top() + 32),
             QPointF(rect.right() - 13, rect.top() + 56), QPointF(rect.right() - 33, rect.top() + 56),
             QPointF(rect.right() - 50, rect.top() + 56)]
    k = 0
    if view.freud == loc:
        freud = FigureItem(20, QColor("#26221F"), freud=True, rule_id="UM-COMP-06",
                           payload={"kind": "freud", "loc": loc})
        freud.setPos(spots[0] + QPointF(0, 4))
        freud.setZValue(8)
        freud.setToolTip(tr("Freud"))
        scene.add_piece(freud)
        scene.freud_item = freud
        k = 1
    for seat, p in enumerate(view.players):
        if p.professor != loc:
            continue
        prof = FigureItem(15, colours[seat], seat=seat, rule_id="UM-MAP-02",
                          payload={"kind": "professor", "seat": seat, "loc": loc})
        prof.setPos(spots[min(k, len(spots) - 1)])
        prof.setZValue(9)
        prof.setToolTip(fmt(tr("{player}'s professor"), player=render(p.name)))
        scene.add_piece(prof)
        scene.professor_items[seat] = prof
        k += 1


def _token(scene: Any, centre: QPointF, colour: QColor, seat: int, name: str) -> None:
    """A recall token in a player's colour on a space it covers."""
    item = Token(centre, 9, colour, seat, "UM-COMP-07", square=True)
    item.setToolTip(render(name))
    item.setZValue(6)
    scene.add_piece(item)


def _districts(scene: Any, view: Any, colours: list[QColor]) -> None:
    """The centre of the ring: per district its recall token stacks I–III and its scoring spaces."""
    c = view.content
    top = L.RING_CENTRE.y() - 52
    left = L.RING_CENTRE.x() - 104
    text(scene, tr("Recall tokens · district scoring"), left, top - 2, 7.2, bold=True, colour=MUTED,
         rule_id="UM-RCL-05", width=208)
    for d in range(len(c.districts)):
        y = top + 14 + d * 28
        colour = district_colour(c, d)
        band = panel(scene, QRectF(left, y, 52, 24), colour, None, 4, rule_id="UM-COMP-05",
                     tooltip=render(c.name(c.districts[d])))
        band.setZValue(-2)
        text(scene, first_word(render(c.name(c.districts[d]))), left + 26, y + 5, 7, bold=True, colour=ink_on(colour),
             width=50, centre=True, rule_id="UM-COMP-05")
        for k, left_tokens in enumerate(view.recall_stacks[d]):
            r = QRectF(left + 55 + k * 19, y + 2, 17, 20)
            stack = Face(r, colour.lighter(150) if left_tokens else "#EDE5D3", "UM-RCL-06" if not left_tokens
                         else "UM-RCL-04", None, 3, str(left_tokens) if left_tokens else STACKS[k], 7)
            stack.setToolTip(fmt(tr("Recall stack {stack}: {n} {n|token|tokens} left"), stack=STACKS[k], n=left_tokens))
            stack.setZValue(-1)
            scene.add_piece(stack)
        for j, (need, vp) in enumerate(c.district_spaces[d]):
            r = QRectF(left + 114 + j * 24, y, 22, 24)
            holder = view.district_spaces[d][j]
            space = Face(r, "#FFF6E3", "UM-DEC-19", {"kind": "district_space", "district": d, "index": j}, 4,
                         str(vp), 7.5)
            space.sub = f"≥{need}"
            space.setToolTip(fmt(tr("District scoring space: {vp} VP, needs {n} matching tags (your professor "
                                    "counts 1, Freud in the district 1)"), vp=vp, n=need))
            scene.add_piece(space)
            scene.district_items[(d, j)] = space
            if holder is not None:
                _token(scene, r.center(), colours[holder], holder, render(view.players[holder].name))


def _prestige(scene: Any, view: Any, colours: list[QColor]) -> None:
    """The prestige track 0–10: VP above each space, the stacked markers, Freud's marker and the columns."""
    c = view.content
    text(scene, tr("Prestige"), L.VIENNA.left() + 10, L.PRESTIGE_TOP - 4, 8.5, bold=True, rule_id="UM-PRE-01")
    for space in range(len(c.prestige_vp)):
        r = L.prestige_rect(space)
        era = space == c.era2_at
        end = space == c.end_at
        fill = "#EADBF2" if end else "#E8D9B8" if era else "#FBF4E4"
        rule = "UM-END-01" if end else "UM-PRE-05" if era else "UM-PRE-06"
        tip = fmt(tr("Prestige {n}: triggering the track scores {vp} VP here"), n=space, vp=c.prestige_vp[space])
        if era:
            tip += "\n" + tr("Freud's marker here starts era II")
        if end:
            tip += "\n" + tr("Freud's marker here triggers the end of the game")
        cell = Face(r, fill, rule, None, 3)
        cell.corner = str(space)
        cell.setToolTip(tip)
        cell.setZValue(-1)
        scene.add_piece(cell)
        vp = c.prestige_vp[space]  # the VP the track scores here, at the bottom right inside the space
        text(scene, f"{vp:+d}" if vp else "0", r.right() - 11, r.bottom() - 16, 6.5, colour=MUTED, centre=True,
             rule_id="UM-PRE-03")
    # markers: Freud's on its space; players stacked by arrival (lowest = arrived first, UM-PRE-06)
    by_space: dict[int, list[int]] = {}
    for seat, p in enumerate(view.players):
        by_space.setdefault(p.prestige, []).append(seat)
    fr = L.prestige_rect(view.freud_prestige)
    f = disc(scene, QPointF(fr.right() - 9, fr.top() + 9), 7, "#26221F", "#000000", rule_id="UM-PRE-02",
             tooltip=fmt(tr("Freud's prestige marker: {n}"), n=view.freud_prestige))
    f.setZValue(6)
    text(scene, "F", fr.right() - 9, fr.top() + 3, 6.5, bold=True, colour="#FFFFFF", centre=True,
         rule_id="UM-PRE-02").setZValue(7)
    scene.prestige_markers = {}
    for space, seats in by_space.items():
        r = L.prestige_rect(space)
        for k, seat in enumerate(sorted(seats, key=lambda s: view.players[s].stamp)):
            centre = QPointF(r.left() + 10 + (k % 2) * 8, r.bottom() - 8 - k * 6)
            m = Token(centre, 6, colours[seat], seat, "UM-PRE-06")
            m.setToolTip(fmt(tr("{player}: prestige {n} ({place} in the stack)"), player=render(view.players[seat].name),
                             n=space, place=k + 1))
            m.setZValue(7 + k)
            scene.add_piece(m)
            scene.prestige_markers[seat] = m
    # the action columns under the track (UM-PRE-04)
    freud_col = c.column_of_space[view.freud_prestige]
    for k, col in enumerate(c.prestige_columns):
        spaces = [s for s, owner in enumerate(c.column_of_space) if owner == k]
        r = L.prestige_rect(min(spaces)).united(L.prestige_rect(max(spaces)))
        box = QRectF(r.left(), r.bottom() + 3, r.width(), 42)
        open_now = k <= freud_col
        options = [steps_text(o, c) for o in col["options"]]
        with compact():
            faces = [steps_text(o, c) for o in col["options"]]
        card = Card(box, "", faces, colour="#F9EFD9" if open_now else "#E3DACA", rule_id="UM-PRE-04",
                    payload={"kind": "prestige_column", "column": k + 1}, body_size=6.4)
        card.dim = not open_now
        card.setToolTip(fmt(tr("Prestige column {n} (choose one): {options}"), n=k + 1, options=" / ".join(options))
                        + ("" if open_now else "\n" + tr("Not open yet: Freud's marker must reach this column")))
        scene.add_piece(card)


def _vp_track(scene: Any, view: Any, colours: list[QColor]) -> None:
    """The VP track 0–99 in two rows of 50 (a marker past 100 shows "+100")."""
    left = L.PRESTIGE_LEFT
    step = 10.1
    text(scene, tr("VP"), L.VIENNA.left() + 4, L.VP_TOP + 6, 8.5, bold=True, rule_id="UM-COMP-05")
    for row in range(2):
        y = L.VP_TOP + row * 15
        band = panel(scene, QRectF(left, y, 50 * step, 14), "#FBF4E4", "#B9A47E", 2, rule_id="UM-COMP-05",
                     tooltip=tr("The VP track"))
        band.setZValue(-1)
        for k in range(0, 50, 10):
            text(scene, str(row * 50 + k), left + k * step + 12, y - 1, 5.8, colour=MUTED, rule_id="UM-COMP-05")
    stacks: dict[int, int] = {}
    for seat, p in enumerate(view.players):
        cell = p.vp % 100
        row, k = divmod(cell, 50)
        n = stacks.get(cell, 0)
        stacks[cell] = n + 1
        centre = QPointF(left + k * step + step / 2 + n * 3, L.VP_TOP + row * 15 + 6.5 - n * 3)
        m = Token(centre, 5, colours[seat], seat, "UM-COMP-05")
        m.setToolTip(fmt(tr("{player}: {n} VP"), player=render(p.name), n=p.vp))
        m.setZValue(6 + n)
        scene.add_piece(m)
        if p.vp >= 100:
            text(scene, "+100", centre.x() + 4, centre.y() - 12, 6, bold=True, rule_id="UM-COMP-05")


def _goals(scene: Any, view: Any) -> None:
    """The location goal tiles still on display (UM-GOAL-01/02)."""
    c = view.content
    text(scene, tr("Goals"), L.VIENNA.left() + 8, L.GOALS_TOP + 16, 8.5, bold=True, rule_id="UM-GOAL-01", width=36)
    for i, gid in enumerate(c.goals):
        r = QRectF(L.VIENNA.left() + 46 + i * 70, L.GOALS_TOP, 68, 50)
        if gid not in view.goal_display:
            panel(scene, r, "#E3DACA", "#C9B995", 5, rule_id="UM-GOAL-01",
                  tooltip=tr("Claimed")).setZValue(-1)
            owner = next((render(p.name) for p in view.players if gid in p.goals), "")
            text(scene, owner, r.center().x(), r.center().y() - 6, 7, colour=MUTED, centre=True, width=64,
                 rule_id="UM-GOAL-01")
            continue
        card = goal_card(c, gid, r)
        scene.add_piece(card)


def goal_card(content: Any, gid: str, rect: QRectF) -> Card:
    """A location goal tile: its tag, VP and condition."""
    g = content.goals[gid]
    tag = g["tag"]
    band = location_colour(content, content.loc_index[tag]) if tag in content.loc_index else QColor("#6A6A6A")
    condition = goal_condition(g["kind"], g["n"])
    card = Card(rect, short_location(content, tag), [goal_condition(g["kind"], g["n"], True)], colour=PAPER, band=band, badge=f"{g['vp']}",
                rule_id="UM-GOAL-02", payload={"kind": "goal", "goal": gid}, title_size=7, body_size=6.6)
    card.setToolTip(fmt(tr("{name}: {vp} VP when you have {condition}; its tag then counts as in play"),
                        name=render(content.name(gid)), vp=g["vp"], condition=condition))
    return card

