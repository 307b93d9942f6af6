"""The action board (5 rows × 6 spaces), the planning screen and the reveal.

While planning (GUT-PLAN-01..05) only the viewer's own tokens are drawn: they can be dragged
from the supply onto a row (``plan_add``), from a row back to the supply (``plan_remove``), or
changed with the +/− buttons; "Ready" commits. Every other seat shows a screen reading
"planning…" or "ready". After the reveal (GUT-PLAN-06) every plan is drawn with, per action,
the acting order and why (most tokens, ties by turn order).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop_app.rules.gutenberg.model import ACTIONS
from desktop_app.ui.gutenberg.look import BOARD, BOARD_EDGE, PAPER, action_name, panel, text, tr
from desktop_app.ui.gutenberg.pieces import Button, SeatMark
from desktop_app.ui.i18n import render
from desktop_app.ui.items import TokenItem

WIDTH = 400.0
ROW_H = 46.0
SPACE = 28.0
ROWS_TOP = 36.0
LABEL_W = 134.0


def row_rect(origin: QPointF, k: int) -> QRectF:
    """The scene rectangle of action row ``k`` (its six spaces)."""
    return QRectF(origin.x() + LABEL_W, origin.y() + ROWS_TOP + k * ROW_H, 6 * (SPACE + 4), ROW_H - 6)


def supply_rect(origin: QPointF) -> QRectF:
    """Where unplaced tokens wait."""
    return QRectF(origin.x() + 10, origin.y() + ROWS_TOP + 5 * ROW_H + 4, WIDTH - 130, 34)


def row_at(origin: QPointF, pos: QPointF) -> int | None:
    """The action row under ``pos`` (None outside the rows)."""
    for k in range(5):
        if row_rect(origin, k).adjusted(-LABEL_W, -3, 60, 3).contains(pos):
            return k
    return None


def draw_action_board(scene: Any, view: Any, viewer: int, origin: QPointF, colours: list[QColor],
                      planning: bool) -> float:
    """Draw the action board at ``origin``; returns its bottom y."""
    content = view.content
    height = ROWS_TOP + 5 * ROW_H + 48
    panel(scene, QRectF(origin.x(), origin.y(), WIDTH, height), BOARD, BOARD_EDGE, 14, width=3).setZValue(-5)
    title = tr("Action board — round {round}").format(round=view.round)
    text(scene, title, origin.x() + 14, origin.y() + 9, 11, bold=True, colour="#4A3720", rule_id="GUT-PLAN-02")
    executing = view.phase == "action"
    shown_plans = view.revealed and view.phase != "plan"
    for k, action in enumerate(ACTIONS):
        r = row_rect(origin, k)
        current = executing and view.step == k
        label = panel(scene, QRectF(origin.x() + 8, r.top(), LABEL_W - 14, r.height()),
                      "#F5C542" if current else PAPER, "#B59E73", 8, rule_id=_ROW_RULES[k])
        label.setZValue(-2)
        text(scene, action_name(content, action), origin.x() + 14, r.top() + 11, 9, bold=current,
             width=LABEL_W - 24, rule_id=_ROW_RULES[k])
        for i in range(0 if shown_plans else 6):
            cell = QRectF(r.left() + i * (SPACE + 4), r.top() + 5, SPACE, SPACE)
            panel(scene, cell, "#EFE3C6", "#B59E73", SPACE / 2, rule_id="GUT-PLAN-03").setZValue(-2)
    me = view.players[viewer] if 0 <= viewer < len(view.players) else None
    if planning and me is not None and not me.is_rival:
        _own_plan(scene, view, viewer, origin, colours[viewer], editable=not me.committed)
    elif shown_plans:
        _revealed(scene, view, origin, colours)
    return origin.y() + height


_ROW_RULES = ("GUT-TAKE-01", "GUT-INK-02", "GUT-TRAIN-01", "GUT-WORK-01", "GUT-PAT-01")


def _own_plan(scene, view, viewer, origin, colour, editable: bool) -> None:
    pl = view.players[viewer]
    cap = view.content.rules.max_tokens_per_action
    for k in range(5):
        r = row_rect(origin, k)
        for i in range(pl.plan[k]):
            token = TokenItem(12, colour=colour, rule_id="GUT-PLAN-03",
                              payload={"kind": "plan_token", "row": k})
            token.player_mark = viewer
            token.setPos(r.left() + i * (SPACE + 4) + SPACE / 2, r.top() + 5 + SPACE / 2)
            token.home = token.pos()
            scene.add_piece(token)
            if editable:
                token.set_draggable(True)
        if editable:
            for j, (sign, kind) in enumerate((("−", "plan_remove"), ("+", "plan_add"))):
                b = Button(QRectF(r.right() + 6 + j * 30, r.top() + 8, 26, 26), sign,
                           {"kind": kind, "row": k}, "#FFFFFF", "GUT-PLAN-05", 12)
                b.set_enabled((kind == "plan_add" and pl.plan[k] < cap and sum(pl.plan) < pl.tokens)
                              or (kind == "plan_remove" and pl.plan[k] > 0))
                scene.add_piece(b)
    s = supply_rect(origin)
    panel(scene, s, "#F3EEE3", "#B59E73", 8, rule_id="GUT-PLAN-05").setZValue(-2)
    left = pl.tokens - sum(pl.plan)
    text(scene, tr("{n} left").format(n=left), s.left() + 8, s.top() + 9, 9, bold=True)
    for i in range(left):
        token = TokenItem(10, colour=colour, rule_id="GUT-PLAN-05", payload={"kind": "supply_token"})
        token.player_mark = viewer
        token.setPos(s.left() + 64 + i * 22, s.center().y())
        token.home = token.pos()
        scene.add_piece(token)
        if editable:
            token.set_draggable(True)
    if editable:
        ready = Button(QRectF(origin.x() + WIDTH - 112, s.top(), 100, 34), tr("Ready"),
                       {"kind": "plan_commit"}, "#2E7D32", "GUT-PLAN-05", 10)
        scene.add_piece(ready)
    else:
        text(scene, tr("Plan locked — waiting for the others"), s.left() + 70, s.top() + 9, 9,
             bold=True, colour="#2E7D32", width=WIDTH - 90)


def _revealed(scene, view, origin, colours) -> None:
    """Every plan after the reveal, and the acting order of each action with its reason."""
    order = view.turn_order()
    for k in range(5):
        r = row_rect(origin, k)
        acting = view.acting[k] if k < len(view.acting) else []
        panel(scene, QRectF(r.left(), r.top() + 2, 6 * (SPACE + 4) - 4, r.height() - 4), "#EFE3C6", "#B59E73",
              8, rule_id="GUT-PLAN-06").setZValue(-2)
        x = r.left() + 4
        for pos, seat in enumerate(acting):
            bid = view.players[seat].plan[k]
            for i in range(bid):
                token = TokenItem(6, colour=colours[seat], rule_id="GUT-PLAN-06", payload=None)
                token.player_mark = seat
                token.set_colour_blind(scene.colour_blind)
                scene.revealed_tokens.append(token)
                token.setPos(x + 7 + i * 9, r.top() + 13)
                scene.addItem(token)
            done = view.phase == "action" and (view.step > k or (view.step == k and pos < view.turn))
            label = f"{pos + 1}.{render(view.players[seat].name)}"
            t = text(scene, label, x, r.top() + 23, 8.5, bold=view.phase == "action" and view.step == k
                     and pos == view.turn, colour="#8C7A58" if done else "#2B2B2B")
            x += max(bid * 9 + 14, t.boundingRect().width() + 8)
        reason = _reason(view, k, acting, order)
        tie = len(acting) > 1 and reason != tr("by tokens")
        item = text(scene, tr("tie: turn order") if tie else reason, r.left() + 6 * (SPACE + 4) + 2, r.top() + 3, 8.5,
                    colour="#6B5536", width=WIDTH - LABEL_W - 6 * (SPACE + 4) - 8, rule_id="GUT-PLAN-06")
        item.setToolTip(reason)  # who goes before whom, by name
    s = supply_rect(origin)
    text(scene, tr("Acting order: most tokens first; ties go by turn order."), s.left() + 4, s.top() + 9, 8.5,
         colour="#4A3720", rule_id="GUT-PLAN-06", width=WIDTH - 30)


def _reason(view, k: int, acting: list[int], order: list[int]) -> str:
    """Why the acting order of action ``k`` is what it is ("Ann before Ben: turn order")."""
    notes = []
    for a, b in zip(acting, acting[1:], strict=False):
        if view.players[a].plan[k] == view.players[b].plan[k]:
            notes.append(tr("{a} before {b}: turn order").format(a=render(view.players[a].name), b=render(view.players[b].name)))
    if not acting:
        return tr("nobody")
    return "\n".join(notes) if notes else tr("by tokens")


def draw_screens(scene: Any, view: Any, viewer: int, origin: QPointF, colours: list[QColor]) -> float:
    """The other planners' screens during planning: "planning…" or "ready"; returns the bottom y."""
    others = [s for s in range(len(view.players)) if s != viewer and not view.players[s].is_rival]
    if not others:
        return origin.y()
    w = (WIDTH - (len(others) - 1) * 8) / len(others)
    for i, seat in enumerate(others):
        r = QRectF(origin.x() + i * (w + 8), origin.y(), w, 44)
        panel(scene, r, "#5B4A36", colours[seat], 8, rule_id="GUT-PLAN-01", width=3)
        pl = view.players[seat]
        state = tr("ready ✓") if pl.committed else tr("planning…")
        mark = SeatMark(seat, colours[seat], 7)
        mark.setPos(r.left() + 14, r.top() + 14)
        scene.add_piece(mark)
        text(scene, render(pl.name), r.left() + 26, r.top() + 5, 9.5, bold=True, colour="#FFFFFF", width=w - 34)
        text(scene, state, r.left() + 10, r.top() + 23, 8.5, colour="#F5C542" if pl.committed else "#E8DCC4")
    return origin.y() + 44
