"""The side panel: round and turn, the viewer's open decision with a button for every answer the engine
offers (player wording, what a payment will use), the free coffee conversions, and the final scores.

Every decision can be answered here even when the table has a gesture for it, so a game can always
be finished from the panel alone.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainterPath

from desktop_app.engine.action import Action
from desktop_app.rules.unconscious_mind.scoring import solo_target
from desktop_app.ui.decision_options import answers as options_of
from desktop_app.ui.decision_options import values
from desktop_app.ui.i18n import render
from desktop_app.ui.score_dialog import tie_break_text
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.describe import fmt
from desktop_app.ui.unconscious_mind.labels import name, option_detail, option_label, space_name
from desktop_app.ui.unconscious_mind.look import MUTED, PAPER, READABLE, font, panel, text, tr
from desktop_app.ui.unconscious_mind.pieces import Button

WIDTH = L.PANEL.width() - 16
FINAL_NAME_WIDTH = 66.0
"""The players' names column of the final scores (a longer name wraps)."""
FREE_KINDS = ("coffee_convert", "converter_use")
DETAILED = ("treat", "pay_insight", "choose_method", "use_effect", "use_method", "research_play", "resolve_space",
            "patient_refill", "manifest_choice", "goal_claim", "setup_start_method", "setup_method_row", "method_row",
            "inkwell_extra", "after_action", "map_move", "research_swap", "publish_treatise", "top_choice",
            "heal_target", "right_tile_order", "prestige_option", "turn_type")
"""Kinds whose buttons carry a second line (what the answer pays and gives)."""


def hint(kind: str) -> str:
    """How to answer a decision on the table itself (the panel's buttons always work too)."""
    words = {
        "place_ideas": tr("Drag your ideas from your office onto a free space, dropping them towards the action "
                          "they point at (click the stack to choose 1–3)."),
        "turn_type": tr("Drag ideas onto the table to place them, or recall all your ideas."),
        "inkwell_extra": tr("Drag your inkwell to a highlighted rondel space (each step past the first costs a "
                            "good idea)."),
        "after_action": tr("Drag your inkwell to the highlighted space, or drag a dream or basic treatment onto "
                           "a patient."),
        "treat": tr("Drag the top dream of a patient (or a basic treatment) onto the patient."),
        "elevate_target": tr("Drag an insight one ring outwards."),
        "transfer_target": tr("Drag an insight into another colour of the same ring."),
        "suppress_target": tr("Drag an insight one ring inwards (a small one into the storage)."),
        "choose_method": tr("Drag a market tile into a row of your method grid."),
        "method_row": tr("Drag the tile into a row of your grid (a full grid: onto the tile it replaces)."),
        "map_move": tr("Drag your professor to the highlighted location."),
        "execution": tr("Carry out the action once more, or stop."),
        "patient_refill": tr("Click a waiting patient, or draw one blind."),
        "manifest_choice": tr("Click a dream of the display, or draw one blind."),
        "goal_claim": tr("Click a goal tile you meet to claim it."),
        "research_play": tr("Click a card of your hand to play it."),
        "research_swap": tr("Click a card of your hand to swap it with the face-up card."),
        "publish_treatise": tr("Click a treatise of the supplies."),
        "recall_place": tr("Click a free reward space at your professor's location, or a district scoring space."),
        "pay_insight": tr("Click the insight that pays (a highlighted marker), or choose below."),
        "activation": tr("Use the location once more, or stop."),
    }
    return words.get(kind, "")


class Flow:
    """Lays buttons out left to right, wrapping at the panel's right edge."""

    def __init__(self, scene: Any, x0: float, y: float, rule_id: str | None) -> None:
        self.scene, self.x0, self.y, self.rule_id = scene, x0, y, rule_id
        self.left = x0 + 10
        self.x = self.left
        self.used = False
        self.row_height = 0.0
        self.metrics = QFontMetricsF(font(READABLE, bold=True))

    def caption(self, label: str) -> None:
        """A caption line; buttons follow under it."""
        self.newline()
        caption = text(self.scene, label, self.left, self.y + 2, 8.5, bold=True, colour=MUTED, width=WIDTH - 20,
                       rule_id=self.rule_id)
        self.y = caption.sceneBoundingRect().bottom() + 2

    def button(self, label: str, payload: dict, colour: str = "#FFFFFF", detail: str = "",
               tooltip: str = "", width: float | None = None) -> Button:
        """One button (full width when it has a detail line)."""
        if detail:
            self.newline()
            w = WIDTH - 20
            h = max(36.0, Button.height_for(label, detail, w))
        else:
            w = width or min(WIDTH - 20, max(44.0, self.metrics.horizontalAdvance(label) + 22))
            h = max(28.0, Button.height_for(label, "", w))
            if self.x + w > self.x0 + WIDTH - 10 and self.x > self.left:
                self.newline()
        b = Button(QRectF(self.x, self.y, w, h), label, payload, colour, self.rule_id, READABLE, detail)
        self.row_height = max(self.row_height, h) if not detail else 0.0
        if tooltip:
            b.setToolTip(tooltip)
        self.scene.add_piece(b)
        self.scene.panel_buttons.append(b)
        if detail:
            self.y += h + 4
            self.x, self.used, self.row_height = self.left, False, 0.0
        else:
            self.x += w + 6
            self.used = True
        return b

    def newline(self) -> None:
        """Continue below the last row of buttons."""
        if self.used:
            self.y += self.row_height + 4
        self.x = self.left
        self.used, self.row_height = False, 0.0


def draw_header(scene: Any, view: Any) -> None:
    """Round, era and whose turn it is, above the decision pane."""
    area = L.PANEL
    panel(scene, area, "#F6EFE2", "#B9A47E", 12, rule_id="UM-TURN-07").setZValue(-10)
    era = "I" if view.era == 1 else "II"
    active = render(view.players[view.active].name) if view.phase == "play" else ""
    if view.phase == "over":
        line = tr("Game over")
    elif view.phase == "setup":
        line = tr("Setting up: each player keeps a starting method tile")
    else:
        line = fmt(tr("Round {r} · era {era} · {name}'s turn"), r=view.round, era=era, name=active)
    text(scene, line, area.left() + 10, area.top() + 5, 11, bold=True, rule_id="UM-TURN-07", width=WIDTH - 10)
    order = " → ".join(render(view.players[s].name) for s in view.order)
    sub = fmt(tr("Turn order: {order}"), order=order)
    if view.end_round is not None and view.phase != "over":
        sub += "  ·  " + fmt(tr("The end is triggered: round {n} is the last"), n=view.end_round)
    elif view.solo:
        sub += "  ·  " + fmt(tr("Solo: reach {n} VP"), n=solo_target(view.content, view.variants))
    text(scene, sub, area.left() + 10, area.top() + 24, 8, colour=MUTED, width=WIDTH - 10,
         rule_id="UM-END-01" if view.end_round is not None else "UM-TURN-07")


def draw_decision(scene: Any, view: Any, viewer: int, decision: Any, options: list[Action], origin: QPointF) -> float:
    """The viewer's decision and its buttons at ``origin``; returns the bottom."""
    x0, y = origin.x(), origin.y()
    bg = panel(scene, QRectF(x0, y, WIDTH, 10), PAPER, "#CDBF9F", 10)
    bg.setZValue(-5)
    top = y
    y += 8
    if decision is None:
        if view.phase == "over":
            y = _final(scene, view, x0, y)
        else:
            waiting = [render(view.players[d.player].name) for d in view.decisions() if d.player != viewer]
            line = fmt(tr("Waiting for {names}…"), names=", ".join(waiting)) if waiting else tr("Waiting…")
            y = text(scene, line, x0 + 10, y, 10, bold=True).sceneBoundingRect().bottom() + 8
        _resize(bg, x0, top, y)
        return y
    rule = f"  ({decision.rule_id})" if decision.rule_id else ""
    seat = render(view.players[viewer].name)
    head = text(scene, f"{seat}: {render(decision.prompt)}{rule}", x0 + 10, y, 10, bold=True, width=WIDTH - 20,
                rule_id=decision.rule_id)
    y = head.sceneBoundingRect().bottom() + 4
    how = hint(decision.kind)
    if how:
        y = _wrapped(scene, how, x0 + 10, y, decision.rule_id) + 4
    flow = Flow(scene, x0, y, decision.rule_id)
    answers = [a for a in options if a.kind not in FREE_KINDS]
    free = [a for a in options if a.kind in FREE_KINDS]
    if decision.kind == "place_ideas":
        _placements(scene, view, flow, answers)
    else:
        for a in answers:
            detail = option_detail(view, decision, a) if decision.kind in DETAILED else ""
            colour = "#EFE9DD" if any(a.get(k) is True for k in ("stop", "finish", "skip", "none", "done")) \
                else "#FFFFFF"
            flow.button(option_label(view, decision, a), {"kind": "action", "action": a}, colour, detail,
                        tooltip=option_detail(view, decision, a) or option_label(view, decision, a))
    if free:
        flow.caption(tr("Any time on your turn:"))
        for a in free:
            flow.button(option_label(view, decision, a), {"kind": "action", "action": a}, "#F3E6D2")
    flow.newline()
    _resize(bg, x0, top, flow.y + 6)
    return flow.y + 6


def _placements(scene: Any, view: Any, flow: Flow, answers: list[Action]) -> None:
    """Place ideas: how many (1–3), then a button per free space, grouped by action."""
    counts = sorted(values(answers, "ideas", "place_ideas"))
    if not counts:
        return
    if scene.idea_count not in counts:
        scene.idea_count = counts[0]
    flow.caption(tr("How many ideas:"))
    for n in counts:
        b = flow.button(str(n), {"kind": "idea_count", "count": n}, width=40)
        b.selected = n == scene.idea_count
    c = view.content
    for aid in c.action_ids:
        mine = options_of(answers, "place_ideas", action=aid, ideas=scene.idea_count)
        if not mine:
            continue
        flow.caption(fmt(tr("{action} (lightning {n})"), action=name(view, aid), n=c.actions[aid]["lightning"]))
        for a in mine:
            flow.button(space_name(view, a["space"]), {"kind": "action", "action": a}, width=42,
                        tooltip=option_label(view, None, a))


def _wrapped(scene: Any, line: str, x: float, y: float, rule_id: str | None) -> float:
    """A hint in grey type, wrapped to the panel; returns its bottom."""
    return text(scene, line, x, y, 7.8, colour=MUTED, width=WIDTH - 24, rule_id=rule_id).sceneBoundingRect().bottom()


def _final(scene: Any, view: Any, x0: float, y: float) -> float:
    """The final scores: categories per player, the winner starred, the solo rank (UM-END-02)."""
    sheet = view.score_sheet()
    text(scene, tr("Final scores"), x0 + 10, y, 12, bold=True, rule_id="UM-END-02")
    y += 24
    heads = [tr("Track"), tr("Prestige"), tr("Tags"), tr("Complex"), tr("Good ideas"), tr("Total")]
    keys = ["during_play", "prestige_rank", "distinct_tags", "complex_patients", "good_ideas"]
    bottom = y
    step = (WIDTH - FINAL_NAME_WIDTH - 20) / len(heads)
    left = x0 + FINAL_NAME_WIDTH + 14
    for i, head in enumerate(heads):  # a long heading wraps: the rows start under the tallest one
        item = text(scene, head, left + i * step, y, 8, bold=True, width=step - 5, rule_id="UM-END-02", least=65)
        bottom = max(bottom, item.sceneBoundingRect().bottom())
    y = bottom + 4
    for r, p in enumerate(sheet.players):
        star = " ★" if r in sheet.winners else ""
        name = text(scene, render(p.name) + star, x0 + 10, y, 9.5, bold=bool(star), width=FINAL_NAME_WIDTH,
                    rule_id="UM-TIE-01")
        values = [p.categories.get(k, 0) for k in keys] + [p.total]
        for i, v in enumerate(values):
            text(scene, str(v), left + i * step, y, 9.5, bold=i == 5, rule_id="UM-END-02")
        y += max(20.0, name.boundingRect().height() + 2)
    for note in sheet.notes:
        y = _wrapped(scene, render(note), x0 + 10, y + 2, "UM-SOLO-05")
    if sheet.tie_break:
        y = _wrapped(scene, fmt(tr("Tie-break: {reason}"), reason=tie_break_text(sheet.tie_break)), x0 + 10, y + 2,
                     "UM-TIE-01")
    return y + 8


def _resize(bg, x0: float, top: float, bottom: float) -> None:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x0, top, WIDTH, bottom - top + 4), 10, 10)
    bg.setPath(path)
