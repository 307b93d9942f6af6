"""The other players' offices, small: counters, a mini method grid and dial, their patients, and the
size of their research hand (never its cards, UM-RES-02).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop_app.rules.unconscious_mind.scoring import rank_floors, solo_target
from desktop_app.ui.i18n import render
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.describe import fmt
from desktop_app.ui.unconscious_mind.look import (
    ERA_COLOURS,
    INK,
    INSIGHT,
    MUTED,
    OFFICE,
    TABLE_EDGE,
    disc,
    ink_on,
    panel,
    paragraph,
    text,
    tr,
)
from desktop_app.ui.unconscious_mind.pieces import Face


def draw_others(scene: Any, view: Any, viewer: int, colours: list[QColor]) -> None:
    """One small office per other seat (bottom right of the scene), in turn order after the viewer."""
    area = L.OTHERS
    panel(scene, area, "#EFE7D8", TABLE_EDGE, 12, rule_id="UM-COMP-20").setZValue(-10)
    n = len(view.players)
    order = view.order if view.order else list(range(n))
    start = order.index(viewer) if viewer in order else 0
    others = [order[(start + k) % n] for k in range(1, n)]
    if not others:
        text(scene, tr("Solo challenge"), area.left() + 10, area.top() + 8, 10, bold=True, rule_id="UM-SOLO-01")
        _solo(scene, view, area)
        return
    h = (area.height() - 8) / 3
    deciding = {d.player for d in view.decisions()}  # marked ◀ (in setup each seat decides in turn)
    for k, seat in enumerate(others):
        rect = QRectF(area.left() + 4, area.top() + 4 + k * h, area.width() - 8, h - 4)
        _office(scene, view, seat, rect, colours[seat], seat in deciding)


def _office(scene: Any, view: Any, seat: int, rect: QRectF, colour: QColor, active: bool) -> None:
    c = view.content
    p = view.players[seat]
    panel(scene, rect, OFFICE, colour if active else "#C9B995", 8, rule_id="UM-COMP-20",
          width=3 if active else 1.2).setZValue(-8)
    band = panel(scene, QRectF(rect.left(), rect.top(), rect.width(), 21), colour, None, 7, rule_id="UM-COMP-20")
    band.setZValue(-7)
    mark = " ◀" if active else ""
    text(scene, render(p.name) + mark, rect.left() + 8, rect.top() + 2, 8.5, bold=True, colour=ink_on(colour), width=120,
         rule_id="UM-COMP-20")
    text(scene, fmt(tr("{vp} VP · prestige {p}"), vp=p.vp, p=p.prestige), rect.right() - 150, rect.top() + 3, 7.5,
         bold=True, colour=ink_on(colour), width=144, rule_id="UM-COMP-22")
    y = rect.top() + 25
    # at the left the mini grid and the mini dial with the storage under them; at the right the counters, one
    # under the other (with four players, five counter lines and the two rooms ran out of the office)
    for cell in range(9):
        r, col = divmod(cell, 3)
        tile = p.grid[cell]
        box = QRectF(rect.left() + 8 + col * 13, y + r * 14, 12, 12)
        fill = ERA_COLOURS.get(c.tiles[tile]["era"] if tile else None, QColor("#F5EFE3")) if tile else "#F5EFE3"
        panel(scene, box, fill, "#B9A886", 2, rule_id="UM-MTH-07",
              tooltip=render(c.name(tile)) if tile else tr("empty slot"))
    for s in range(9):
        size, colour_index = divmod(s, 3)
        count = p.slot_count(s)
        centre = QPointF(rect.left() + 60 + colour_index * 17, y + 7 + size * 15)
        disc(scene, centre, 7.5, INSIGHT[colour_index].lighter(150 - 20 * size) if count else "#F5EFE3",
             INSIGHT[colour_index], rule_id="UM-COMP-23",
             tooltip=fmt(tr("{slot}: {n}"), slot=f"{('S', 'M', 'L')[size]}", n=count))
        if count:
            text(scene, str(count), centre.x(), centre.y() - 8, 5.8, bold=True, colour=INK, centre=True,
                 rule_id="UM-COMP-23")
    lines = [(fmt(tr("coffee {coffee} · good ideas {g}"), coffee=p.coffee, g=p.good_ideas), "UM-COMP-22"),
             (fmt(tr("ideas ready {s} · research hand {h}"), s=p.supply, h=len(p.hand)), "UM-RES-02"),
             (fmt(tr("cured {n} · treatises {t} · in play {r}"), n=len(p.cured), t=len(p.treatises),
                  r=len(p.in_play)), "UM-HEAL-07"),
             (fmt(tr("inkwell: {space}"), space=render(c.name(f"rondel:{c.rondel[p.inkwell]['id']}"))), "UM-INK-01")]
    x, top = rect.left() + 106, y - 2
    for words, rule in lines:
        top = text(scene, words, x, top, 6.8, colour=MUTED, width=rect.right() - x - 6, least=68,
                   rule_id=rule).sceneBoundingRect().bottom() - 2
    storage = text(scene, fmt(tr("storage {n}"), n=sum(p.storage)), rect.left() + 8, y + 44, 6.8, colour=MUTED,
                   width=x - rect.left() - 10, rule_id="UM-INS-01")
    y = max(storage.sceneBoundingRect().bottom() - 2, top + 2)
    for room in range(2):
        entry = p.rooms[room]
        if room == 1 and not p.room2_open:
            label = tr("room 2: closed (letter)")
        elif entry is None:
            label = fmt(tr("room {n}: empty"), n=room + 1)
        else:
            label = fmt(tr("room {n}: {patient} ♥{m}"), n=room + 1, patient=render(c.name(entry["patient"])),
                        m=entry["marker"])
        y = text(scene, label, rect.left() + 8, y, 6.8, width=rect.width() - 16,
                 rule_id="UM-COMP-25").sceneBoundingRect().bottom() - 2


def solo_calendar(content: Any, end_round: int | None) -> tuple[set[int], int]:
    """(the rounds whose Freud step advances his marker, the last round) of a solo game (UM-SOLO-02/03):
    the schedule until his marker reaches the end space, then one more round; an end triggered earlier
    (your pushes, UM-PRE-02) makes that round's next one the last."""
    marks, at, r = set(), content.freud_start, 0
    while at < content.end_at and r < 100:
        r += 1
        if content.schedule(r):
            marks.add(r)
            at += 1
    last = r + 1 if end_round is None else end_round
    return {m for m in marks if m < last}, last


def _solo(scene: Any, view: Any, area: QRectF) -> None:
    """Solo: the target, Freud's calendar round by round and the rank ladder (UM-SOLO-02/05)."""
    c = view.content
    x0, y = area.left() + 10, area.top() + 30
    text(scene, fmt(tr("Target: {n} VP or more wins"), n=solo_target(c, view.variants)), x0, y, 9, bold=True, rule_id="UM-SOLO-05")
    y += 22
    y += paragraph(scene, tr("Freud's calendar (+1: his marker advances after your turn)"), x0, y, 7.5,
                   area.width() - 20, colour=MUTED, rule_id="UM-SOLO-02") + 4
    marks, last = solo_calendar(c, view.end_round)
    w = (area.width() - 20) / 8
    for r in range(1, last + 1):
        row, col = divmod(r - 1, 8)
        cell = QRectF(x0 + col * w, y + row * 30, w - 3, 26)
        now = r == view.round
        fill = "#F6D98C" if now else ("#E3DACA" if r < view.round else "#FBF4E4")
        face = Face(cell, fill, "UM-SOLO-02" if r < last else "UM-SOLO-03", None, 4, str(r), 7.5)
        face.sub = "+1" if r in marks else (tr("last") if r == last else "")
        face.setToolTip(fmt(tr("Round {r}: Freud's marker advances"), r=r) if r in marks
                        else tr("The last round: then the final scoring") if r == last
                        else fmt(tr("Round {r}: Freud stays"), r=r))
        scene.add_piece(face)
    y += 2 * 30 + 10
    text(scene, fmt(tr("Round {r}: Freud's marker is on {n}"), r=view.round, n=view.freud_prestige), x0, y, 8,
         rule_id="UM-SOLO-03", width=area.width() - 20)
    y += 18
    y += paragraph(scene, tr("After your turn: the right tile of one market row and one manifest dream leave the game"),
                   x0, y, 7.5, area.width() - 20, colour=MUTED, rule_id="UM-SOLO-02") + 6
    total = view.score_sheet().players[0].total
    text(scene, fmt(tr("Ranks (your score now: {n})"), n=total), x0, y, 8, bold=True, rule_id="UM-SOLO-05")
    y += 16
    ranks = rank_floors(c, view.variants)
    w = (area.width() - 20) / max(1, len(ranks))
    for i, (floor, name) in enumerate(ranks):
        reached = total >= floor
        cell = QRectF(x0 + i * w, y, w - 3, 30)
        face = Face(cell, "#E9DDF3" if reached else "#FBF4E4", "UM-SOLO-05", None, 4, render(name), 7)
        face.sub = f"≥{floor}" if floor else ""
        scene.add_piece(face)
