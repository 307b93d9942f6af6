"""The viewer's patient board and papers: two rooms (dreams above each patient, the patient with its
sorrow overlay, the healing track with its VP spaces and golden heart), the letter placeholder on room
2, the printed basic treatments, the cured patients, the research hand (the viewer's own only),
research cards in play and published treatises.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop_app.ui.i18n import render
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.describe import compact, fmt, main_text, ongoing_text
from desktop_app.ui.unconscious_mind.displays import (
    COMPLEX,
    ORDINARY,
    dream_card,
    patient_card,
    research_card,
    tag_chip,
    tag_chip_width,
    treatise_tile,
)
from desktop_app.ui.unconscious_mind.icons import icon
from desktop_app.ui.unconscious_mind.look import GOLD, MUTED, panel, text, tr
from desktop_app.ui.unconscious_mind.pieces import Card, DragCard, Face, Token
from desktop_app.ui.unconscious_mind.vienna import short_location

DREAM_ROW = 62.0
"""The height of the dreams above a patient (names on up to three lines)."""


def draw_rooms(scene: Any, view: Any, seat: int, colour: QColor) -> None:
    """Both rooms of ``seat``'s patient board (UM-COMP-25)."""
    p = view.players[seat]
    scene.room_items, scene.dream_items = {}, {}
    for room in range(2):
        rect = L.room_rect(room)
        board = panel(scene, rect, "#EFE5D3", "#C2AD86", 8, rule_id="UM-COMP-25",
                      tooltip=fmt(tr("Patient room {n}"), n=room + 1))
        board.setZValue(-4)
        if room == 1 and not p.room2_open:
            _letter(scene, view, p, rect)
            continue
        entry = p.rooms[room]
        if entry is None:
            text(scene, tr("Empty room: a new patient comes at the end of your turn"), rect.left() + 8,
                 rect.top() + 70, 7.5, colour=MUTED, width=rect.width() - 16, rule_id="UM-PAT-01")
            scene.room_items[room] = board
            continue
        _room(scene, view, seat, room, entry, rect, colour)


def _letter(scene: Any, view: Any, p: Any, rect: QRectF) -> None:
    back = Card(rect.adjusted(20, 30, -20, -30), fmt(tr("Letter {letter}"), letter=p.letter),
                [tr("Room 2 opens when you cure your first patient")], colour="#E8E0D0", band="#6E5D48",
                rule_id="UM-HEAL-09", title_size=8, body_size=7.5)
    back.setToolTip(tr("Your letter card, face down, keeps room 2 closed until your first cure"))
    scene.add_piece(back)


def _room(scene: Any, view: Any, seat: int, room: int, entry: dict, rect: QRectF, colour: QColor) -> None:
    c = view.content
    x, y = rect.left() + 4, rect.top() + 4
    dreams = entry["dreams"]
    # the latent dream at the left, the manifest (the one on top, UM-SET-15, which treats) beside it:
    # side by side, so neither hides the other's name or treatment; the covered latent is dimmed
    half = (rect.width() - 8 - 4) / 2
    positions = [QRectF(x, y, half, DREAM_ROW), QRectF(x + half + 4, y, half, DREAM_ROW)]
    for i, did in enumerate(dreams[:2]):
        top = i == len(dreams) - 1
        card = dream_card(c, did, positions[i], "UM-HEAL-02" if top else "UM-HEAL-08",
                          {"kind": "dream", "room": room, "dream": did, "top": top})
        card.setZValue(2 + i)
        card.dim = not top
        if top:
            scene.dream_items[room] = scene.add_piece(DragCard(card))
        else:
            scene.add_piece(card)
    if not dreams:
        text(scene, tr("No dream left: only the basic treatment"), x, y + 16, 7, colour=MUTED, width=rect.width() - 8,
             rule_id="UM-HEAL-02")
    prect = QRectF(x, y + DREAM_ROW + 5, rect.width() - 8, 64)
    card = patient_card(c, entry["patient"], entry["sorrow"], prect, "UM-HEAL-01",
                        {"kind": "patient", "room": room}, marker=entry["marker"])
    if entry["catharsis"]:
        card.foot += "  · " + tr("catharsis done")
    if treated_this_turn(view, seat, room):
        card.dim = True
        card.foot += "  · " + tr("treated this turn")
    scene.add_piece(card)
    scene.room_items[room] = card
    _track(scene, view, seat, room, entry, QRectF(x, prect.bottom() + 4, rect.width() - 8, 20), colour)


def treated_this_turn(view: Any, seat: int, room: int) -> bool:
    """Whether the patient in ``room`` of ``seat`` was treated this turn (UM-HEAL-01): the turn records the
    rooms treated and is ``seat``'s only while ``seat`` is on turn; a patient who arrives in a cured
    patient's room is not in that record (UM-PAT-05, the state clears it)."""
    return (view.players[seat].rooms[room] is not None and view.active == seat
            and room in view.turn.get("treated", []))


def _track(scene: Any, view: Any, seat: int, room: int, entry: dict, rect: QRectF, colour: QColor) -> None:
    """The healing track 0..max: VP spaces, the golden heart and the patient's marker."""
    c = view.content
    cells = c.track_max + 1
    w = rect.width() / cells
    for v in range(cells):
        r = QRectF(rect.left() + v * w, rect.top(), w - 1, rect.height())
        golden = v == c.catharsis_space
        vp = c.vp_spaces.get(v)
        fill = "#F4D98A" if golden else "#E2F0DA" if v == 0 else "#FBF6EA"
        rule = "UM-HEAL-06" if golden else "UM-HEAL-07" if v == 0 else "UM-HEAL-05" if vp else "UM-HEAL-03"
        tip = tr("Golden heart: catharsis (the overlay leaves, you gain its reward)") if golden else \
            tr("Cured at 0") if v == 0 else fmt(tr("{n} VP when the marker reaches or passes this space"), n=vp) if vp \
            else fmt(tr("Healing track: {n}"), n=v)
        cell = Face(r, fill, rule, None, 2, "" if golden else (f"+{vp}" if vp else str(v)), 6.5 if vp else 6)
        cell.setToolTip(tip)
        cell.setZValue(-1)
        scene.add_piece(cell)
        if golden:
            icon(scene, "heart", r.center() + QPointF(0, 1), 11, GOLD, rule_id=rule, tooltip=tip)
    at = QRectF(rect.left() + entry["marker"] * w, rect.top(), w - 1, rect.height())
    m = Token(at.center(), min(w, rect.height()) * 0.36, colour, seat, "UM-HEAL-03")
    m.setToolTip(fmt(tr("Healing marker: {n} hearts to go"), n=entry["marker"]))
    m.setZValue(4)
    scene.add_piece(m)


def draw_papers(scene: Any, view: Any, seat: int) -> None:
    """Basic treatments, cured patients, the hand (viewer only), research in play and treatises."""
    c = view.content
    p = view.players[seat]
    left = L.room_rect(1).right() + 10
    right = L.OFFICE.right() - 8
    y = L.PAPERS_TOP
    text(scene, tr("Basic treatment"), left, y, 8, bold=True, rule_id="UM-HEAL-02")
    scene.basic_items = {}
    width = (right - left - 4 * (len(c.basic) - 1)) / max(1, len(c.basic))
    for i, option in enumerate(c.basic):
        r = QRectF(left + i * (width + 4), y + 18, width, 20)
        with compact():
            face = main_text(option, c)
        plate = Card(r, "", [face], colour="#E9F1E1", rule_id="UM-HEAL-02",
                     payload={"kind": "basic", "option": i}, body_size=7)
        plate.setToolTip(fmt(tr("Basic treatment: {effect} (drag it onto a patient)"), effect=main_text(option, c)))
        scene.basic_items[i] = scene.add_piece(DragCard(plate))
    y += 44
    text(scene, fmt(tr("Cured ({n})"), n=len(p.cured)), left, y, 8, bold=True, rule_id="UM-HEAL-07")
    x = left + 70
    for pid in p.cured:
        chip = Face(QRectF(x, y - 2, 52, 18), ORDINARY if c.patients[pid]["type"] == "ordinary" else COMPLEX,
                    "UM-HEAL-07", {"kind": "cured", "patient": pid}, 4, short_location(c, c.patients[pid]["tag"]), 6.5)
        chip.setToolTip(f"{render(c.name(pid))}\n{ongoing_text(c, pid)}")
        scene.add_piece(chip)
        x += 54
        if x > right - 52:
            x, y = left + 70, y + 20
    y += 24
    text(scene, fmt(tr("Your research hand ({n})"), n=len(p.hand)), left, y, 8, bold=True, rule_id="UM-RES-02")
    y += 14
    scene.hand_items = {}
    step = min(96.0, (right - left - 94) / max(1, len(p.hand) - 1)) if len(p.hand) > 1 else 0
    for i, rid in enumerate(sorted(p.hand)):
        card = research_card(c, rid, QRectF(left + i * step, y, 94, 56), "UM-RES-02", {"kind": "hand", "card": rid})
        card.setZValue(i)
        scene.add_piece(card)
        scene.hand_items[rid] = card
    if not p.hand:
        text(scene, tr("(no cards — only you see your hand)"), left, y + 4, 7, colour=MUTED, width=right - left,
             rule_id="UM-RES-02")
    y += 60
    # research in play, then the tags of claimed goals (★: they count as in play, UM-GOAL-01), in rows
    label = text(scene, tr("In play"), left, y, 8, bold=True, rule_id="UM-RES-03")
    start = left + label.boundingRect().width() + 6
    chips = [(c.research[rid]["tag"], "", "", "UM-RES-03") for rid in p.in_play]
    chips += [(c.goals[g]["tag"], "★ ", fmt(tr("Goals: {tags}"), tags=render(c.name(c.goals[g]["tag"]))), "UM-GOAL-01")
              for g in p.goals]
    x, row = start, label.boundingRect().height() + 2
    for tag, mark, tip, rule in chips:
        if x > start and x + tag_chip_width(c, tag, mark) > right:
            x, y = start, y + row
        chip = tag_chip(scene, c, tag, QPointF(x, y), rule, mark, tip)
        x, row = chip.right() + 3, chip.height() + 2
    y += row
    label = text(scene, tr("Treatises"), left, y, 8, bold=True, rule_id="UM-TRE-04")
    x = left + label.boundingRect().width() + 6
    for tid, cards in p.treatises:
        tile = treatise_tile(c, tid, QRectF(x, y - 2, 60, 36), "UM-TRE-04", {"kind": "treatise", "treatise": tid}, cards)
        scene.add_piece(tile)
        x += 62
