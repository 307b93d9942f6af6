"""The side panel: the viewer's open decision with a button for every legal action.

Every decision can be answered here even when the table has a gesture for it (a click on a
card, a drop on a mount), so a game can always be finished. Labels use content names in the
current language; letters are small type-piece buttons. During Complete Orders the panel also
shows a suggested assignment of letters and ink to the held orders (:func:`suggest_completion`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath

from desktop_app.engine.action import Action
from desktop_app.engine.text import format_text
from desktop_app.rules.gutenberg.flow import describe
from desktop_app.ui.gutenberg.gear import gear_tooltip
from desktop_app.ui.gutenberg.look import (
    MIN_PT,
    PAPER,
    ability_text,
    action_name,
    character_text,
    effect_label,
    panel,
    patron_text,
    text,
    tr,
)
from desktop_app.ui.i18n import render
from desktop_app.ui.scene_parts import ButtonFlow

WIDTH = 400.0
MAX_BUTTONS = 120


def action_label(action: Action, view: Any) -> str:
    """A readable label for a Gutenberg action in the current language."""
    content = view.content
    name = lambda key: render(content.name(key))  # noqa: E731 - a local shorthand
    kind, a = action.kind, action
    gear = f" ({tr('gear')} {a.get('gear') + 1})" if isinstance(a.get("gear"), int) else ""
    if kind in ("pass", "decline"):
        return tr("Pass") if kind == "pass" else tr("Decline")
    if kind in ("buy_letter", "choose_letter"):
        return a["letter"].upper()
    if kind == "claim_gear":
        pl = view.players[action.player]
        g = pl.gears[a["slot"]]
        return tr("Claim gear {slot}: {reward}").format(
            slot=a["slot"] + 1, reward=effect_label(content.gears[g[0]][g[1]], content))
    if kind == "choose_character":
        start, ability = content.characters[a["tile"]]
        label = f"{name(a['tile'])}: {render(describe(start, content))}"
        if view.variants.get("character_abilities"):  # the variant is on: say what the ability does
            label += f" · {ability_text(ability, content)}"
        return label
    if kind in ("draft_printing", "draft_design"):
        return name(a["card"])
    if kind == "choose_ink":
        return name(a["colour"])
    if kind == "choose_specialty":
        return name(a["type"])
    if kind == "take_order":
        return f"{name(a['printing'])} + {name(a['design'])}"
    if kind == "keep":
        return tr("Keep {printing} + {design}").format(printing=name(a["printing"]), design=name(a["design"]))
    if kind == "discard_order":
        return tr("Discard {order}").format(order=name(a["printing"]))
    if kind == "gain_ink":
        return tr("Ink row {row}: take {n}").format(row=a["row"] + 1, n=a["count"]) + gear
    if kind == "train":
        if a["mode"] == "own":
            return tr("Train {card}").format(card=name(a["card"])) + gear
        return tr("{card} → {spec} +1").format(card=name(a["card"]), spec=name(a["type"]))
    if kind == "take_gear":
        label = tr("Take {gear} (sector {o} at the arc)").format(gear=name(a["gear"]), o=a["orient"] + 1)
        if a.get("replace") is not None:
            label += " " + tr("replacing slot {slot}").format(slot=a["replace"] + 1)
        return label
    if kind == "remount":
        return tr("Remount slot {slot} to sector {o}").format(slot=a["slot"] + 1, o=a["orient"] + 1)
    if kind == "reward":
        return name(a["space"])
    if kind == "patron":
        return tr("Patron: {card}").format(card=name(a["card"])) + gear
    if kind == "buy_cards":
        return tr("Pay for 2 more: {decks}").format(decks=" + ".join(name(d) if d in content.names else d
                                                                  for d in a["decks"]))
    if kind == "order_extra":
        return tr("Gear {gear}: draw {decks}").format(gear=a["gear"] + 1, decks=" + ".join(a["decks"]))
    if kind == "complete":
        label = tr("Print {order}").format(order=name(a["printing"]))
        return label + (" " + tr("with colour") if a["colour"] else "")
    if kind == "plan_add":
        return f"+ {action_name(content, a['row'])}"
    if kind == "plan_remove":
        return f"− {action_name(content, a['row'])}"
    if kind == "plan_commit":
        return tr("Ready")
    return kind.replace("_", " ").capitalize()


def action_tooltip(action: Action, view: Any) -> str:
    """What a side-panel button does, in the player's words (never the engine's action text)."""
    content = view.content
    label = action_label(action, view)
    if action.kind == "choose_character":
        return character_text(action["tile"], content, bool(view.variants.get("character_abilities")))
    if action.kind == "take_gear":
        return f"{label}\n{gear_tooltip(action['gear'], content)}"
    if action.kind == "patron":
        return f"{label}\n{patron_text(action['card'], content, content.rules.scoring.patron_card, view.round)}"
    if action.kind == "reward":
        effect = dict(content.rewards).get(action["space"])
        return f"{label}: {effect_label(effect, content)}" if effect is not None else label
    return label


def suggest_completion(view: Any, seat: int) -> list[tuple[str, bool]]:
    """A suggested assignment for Complete Orders: (printing id, use colour) in the order to print.

    Greedy on a copy of the letters and ink: the richest orders first (coins + prestige), each
    taking its letters and, when it can still pay, the ink of its colour condition.
    """
    content = view.content
    pl = view.players[seat]
    free = [n - a for n, a in zip(pl.letters, pl.assigned, strict=True)]
    ink = pl.ink[:]

    def worth(order: list[str]) -> int:
        d = content.design[order[1]]
        return content.printing[order[0]][1] + d[1] + (d[4] if view.decoration_met(seat, order[1]) else 0)

    plan = []
    for printing, design in sorted(pl.orders, key=worth, reverse=True):
        need = content.printing[printing][0]
        if any(free[i] < n for i, n in enumerate(need)):
            continue
        free = [f - n for f, n in zip(free, need, strict=True)]
        inks = content.design[design][0]
        colour = all(ink[c] >= n for c, n in enumerate(inks)) and any(inks)
        if colour:
            ink = [h - n for h, n in zip(ink, inks, strict=True)]
        plan.append((printing, colour))
    return plan


def draw_panel(scene: Any, view: Any, viewer: int, decision: Any, options: list[Action], origin: QPointF,
               seat_name: str) -> float:
    """Draw the viewer's decision and its buttons at ``origin``; returns the bottom y.

    Take Orders and keeping a new order offer their printing and design cards as two rows of
    buttons (pick one of each); Train groups its choices by card; letters are small type pieces;
    everything else is one button per legal action.
    """
    x0, y = origin.x(), origin.y()
    items_top = y
    bg = panel(scene, QRectF(x0, y, WIDTH, 10), PAPER, "#CDBF9F", 12)
    bg.setZValue(-5)
    y += 10
    if decision is None:
        deciding = list(dict.fromkeys(render(view.players[d.player].name) for d in view.decisions() if d.player != viewer))
        waiting = tr("Waiting for {names}…").format(names=", ".join(deciding)) if deciding \
            else tr("Waiting for the other players…")
        if view.phase == "over":
            waiting = tr("The game is over.")
        y = text(scene, waiting, x0 + 14, y, 10.5, bold=True).sceneBoundingRect().bottom() + 10
        _resize(bg, x0, items_top, y)
        return y
    rule = f"  ({decision.rule_id})" if decision.rule_id else ""
    head = text(scene, f"{seat_name}: {render(decision.prompt)}{rule}", x0 + 14, y, 10.5, bold=True,
                width=WIDTH - 28, rule_id=decision.rule_id)
    y = head.sceneBoundingRect().bottom() + 8
    if decision.kind == "complete_order":
        y = _suggestion(scene, view, viewer, x0, y)
    flow = ButtonFlow(scene, x0, y, decision.rule_id, WIDTH, MIN_PT)
    content = view.content
    pairs = [a for a in options if a.kind in ("take_order", "keep")]
    trains = [a for a in options if a.kind == "train"]
    inks = [a for a in options if a.kind == "gain_ink"]
    letters = [a for a in options if a.kind in ("buy_letter", "choose_letter")]
    grouped = set(pairs) | set(trains) | set(inks) | set(letters)
    if any(a.kind == "choose_letter" for a in letters):  # a free letter first; buying waits (GUT-FREE-02)
        letters = [a for a in letters if a.kind == "choose_letter"]
    if pairs:
        prefix = "" if pairs[0].kind == "take_order" else "choice_"
        for kind, caption in (("printing", tr("Printing card:")), ("design", tr("Design card:"))):
            flow.caption(caption, 96)
            for card in dict.fromkeys(a[kind] for a in pairs):
                b = flow.button(render(content.name(card)), {"kind": prefix + kind, "id": card})
                b.selected = scene.selected.get(kind) == card
        flow.newline()
    for card in dict.fromkeys(a["card"] for a in trains):
        flow.caption(render(content.name(card)), 132)
        for a in (t for t in trains if t["card"] == card):
            if a["mode"] == "own":
                label = tr("+{n} own").format(n=content.specialty[card][1])
                if a.get("gear") is not None:
                    label += f" ({tr('gear')} {a['gear'] + 1})"
            else:
                label = f"→ {render(content.name(a['type']))} +1"
            flow.button(label, {"kind": "action", "action": a}, tooltip=action_label(a, view))
    if trains:
        flow.newline()
    for row in dict.fromkeys(a["row"] for a in inks):
        flow.caption(tr("Ink row {row}:").format(row=row + 1), 96)
        for a in (i for i in inks if i["row"] == row):
            label = tr("take {n}").format(n=a["count"])
            if a.get("gear") is not None:
                label += f" ({tr('gear')} {a['gear'] + 1})"
            flow.button(label, {"kind": "action", "action": a}, tooltip=action_label(a, view))
    if inks:
        flow.newline()
    for action in [a for a in options if a not in grouped and a.kind not in ("plan_add", "plan_remove")][:MAX_BUTTONS]:
        colour = "#E8F3E1" if action.kind in ("complete", "plan_commit") else "#FFFFFF"
        if action.kind in ("pass", "decline"):
            colour = "#EFE9DD"
        flow.button(action_label(action, view), {"kind": "action", "action": action}, colour,
                    tooltip=action_tooltip(action, view))
    flow.newline()
    if letters:
        price = view.letter_price(viewer)
        caption = format_text(tr("Buy a letter ({price} {price|coin|coins}):"), {"price": price}) if letters[0].kind == "buy_letter" \
            else tr("Take a letter:")
        flow.caption(caption, 136)
        for action in letters:
            flow.button(action["letter"].upper(), {"kind": "action", "action": action}, "#C9CDD3", width=24, size=9)
        flow.newline()
    _resize(bg, x0, items_top, flow.y + 4)
    return flow.y + 4


def _suggestion(scene, view, viewer, x0: float, y: float) -> float:
    content = view.content
    plan = suggest_completion(view, viewer)
    if not plan:
        line = tr("Suggested: nothing can be printed now (buy letters or pass).")
    else:
        parts = [render(content.name(p)) + (" + " + tr("colour") if c else "") for p, c in plan]
        line = tr("Suggested order of printing: {orders}").format(orders=" → ".join(parts))
    item = text(scene, line, x0 + 14, y, 8.5, colour="#2E5E3A", width=WIDTH - 28, rule_id="GUT-DONE-02")
    item.setToolTip(tr("Letters go to the richest orders first; ink pays a colour condition when it can. "
                       "Print in any order you like with the buttons below."))
    return item.sceneBoundingRect().bottom() + 8


def _resize(bg, x0: float, top: float, bottom: float) -> None:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x0, top, WIDTH, bottom - top + 4), 12, 12)
    bg.setPath(path)


