"""The side panel: the viewer's open decision, the funding it has, and a button for every answer.

Every decision of the game can be answered here in player words (never an action's code form),
even when the table has a gesture for it, so a whole game can be played with the mouse alone.
The funding panel shows, for a main action, the icons on the viewer's board, what the criminals
and conversions add, and what silver or resource tops it up (funding is worked out for the
player: icons first, then only what is still missing, DP-09).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainterPath

from desktop_app.engine.action import Action
from desktop_app.engine.text import format_text
from desktop_app.rules.viscounts.texts import place_name
from desktop_app.rules.viscounts.vocabulary import ACTION_ICON
from desktop_app.ui.i18n import render
from desktop_app.ui.scene_parts import INK, PAPER, ButtonFlow, font, panel, text
from desktop_app.ui.text_fit import wrap_lines
from desktop_app.ui.viscounts.gives import action_gives
from desktop_app.ui.viscounts.look import READ_PT, tr
from desktop_app.ui.viscounts.words import effects_text, resource_word, separator, w

MAX_BUTTONS = 80
PANEL_TEXT = READ_PT
"""The side panel's point size: the table's reading size (9 px on screen at the table's smallest scale
on a 1366×768 screen, the window maximised with its docks), so nothing a player decides by is smaller."""


def text_block(scene, words: str, x: float, y: float, width: float, bold: bool = False, colour: str = INK,
               rule_id: str | None = None):
    """A panel paragraph at :data:`PANEL_TEXT`, wrapped to ``width`` (never shrunk nor cut)."""
    metrics = QFontMetricsF(font(PANEL_TEXT, bold))
    lines = wrap_lines(words, metrics, width, 12)
    return text(scene, "\n".join(lines), x, y, PANEL_TEXT, bold=bold, colour=colour, rule_id=rule_id)


def action_name(action: str) -> str:
    """A main action's name (or "No main action")."""
    return {"trade": tr("Trade"), "build": tr("Build"), "workers": tr("Place workers"), "transcribe": tr("Transcribe"),
            "none": tr("No main action")}[action]


def _name(view, item: str) -> str:
    return render(view.content.name(item))


def _seat(view, colour: int) -> str:
    return render(view.names[colour]) if colour < view.n else render(view.content.solo.steward_name.model_dump())


def _resources(pick: dict) -> str:
    parts = [f"{pick[r]} {w(r)}" for r in ("ink", "gold", "stone") if pick.get(r)]
    return " + ".join(parts) if parts else tr("nothing")


def action_label(action: Action, view: Any, data: dict | None = None) -> str:
    """A button label for ``action`` in the current language (the decision's ``data`` gives costs)."""
    data = data or {}
    a, kind, c = action, action.kind, view.content
    if kind == "draft":
        hero = data.get("offer", {}).get(str(a["card"]), {}).get("hero")
        return tr("Player card #{n} with {hero}").format(n=a["card"], hero=_name(view, hero) if hero else "?")
    if kind == "play_card":
        return tr("Play {card}").format(card=_name(view, a["card"]))
    if kind == "move":
        cost = data.get("costs", {}).get(a["to"], 0)
        where = render(place_name(view, a["to"]))
        return where if not cost else tr("{space} ({n} silver)").format(space=where, n=cost)
    if kind == "main_action":
        return action_name(a["action"])
    if a.get("skip") is True or a.get("done") is True:
        return {"banish": tr("Do not banish"), "trade": tr("Finish trading"), "build": tr("Do not build"),
                "place_workers": tr("Place no workers"), "transcribe": tr("Do not transcribe"),
                "hire": tr("Do not hire"), "destroy": tr("Destroy nothing"), "discard": tr("Discard nothing"),
                "gain_townsfolk": tr("Take nothing"), "gain_chest": tr("Take no chest"),
                "ms_window": tr("Go on")}.get(kind, tr("Skip"))
    if kind == "banish":
        t = data.get("targets", {}).get(a["pile"], {})
        return tr("Banish {card} ({n} silver)").format(card=_name(view, t.get("card", "")), n=t.get("cost", 0))
    if kind == "trade":
        cost, reward, _ = view.layout.spaces[view.players[a.player].space].trade[a["offer"]]
        return tr("{n} merchant → {reward}").format(n=cost, reward=effects_text(reward, c))
    if kind == "build" and a.get("public"):
        stone = data.get("public_stone", {}).get(a["public"], 0)
        pub = c.keys.public[a["public"]]
        label = tr("{building} on {site}").format(building=render(pub.name), site=render(place_name(view, a["site"])))
        return label + (" " + tr("(+{n} stone)").format(n=stone) if stone else "")
    if kind == "build":
        stone = data.get("stone", {}).get(a["type"], 0)
        label = tr("{building} on {site}").format(building=_name(view, a["type"]),
                                                  site=render(place_name(view, a["site"])))
        return label + (" " + tr("(+{n} stone)").format(n=stone) if stone else "")
    if kind == "place_workers":
        gold = data.get("gold", {}).get(str(a["n"]), 0)
        label = tr("{n} workers").format(n=a["n"]) if a["n"] > 1 else tr("1 worker")
        return label + (" " + tr("(+{n} gold)").format(n=gold) if gold else "")
    if kind == "transcribe":
        t = data.get("targets", {}).get(a["stack"], {})
        label = _name(view, t.get("manuscript", ""))
        return label + (" " + tr("(+{n} ink)").format(n=t["ink"]) if t.get("ink") else "")
    if kind == "board_ability" and a.get("after_draw") is not None:
        return tr("Manuscript board: use blue after your draw (beyond the hand limit)") if a["after_draw"] is True \
            else tr("Manuscript board: do not use blue after your draw")
    if kind == "board_ability" and a["ribbon"] == "yellow" and data.get("before_shift"):
        cost, _ = c.gates.abilities["yellow"]
        return tr("Rearrange first (yellow, pay {n} resources)").format(n=sum(op.get("n", 0) for op in cost))
    if kind == "board_ability":
        return tr("Manuscript board: use {ribbon}").format(ribbon=w(a["ribbon"]))
    if kind == "shift":
        leaves = data.get("leaves")
        return tr("Shift the tableau ({card} leaves)").format(card=_name(view, leaves)) if leaves else \
            tr("Shift the tableau")
    if kind == "workshop_discard":
        if a.get("keep") is True:
            return tr("Workshop: discard nothing with the hire")
        if a.get("top") is True:
            return tr("Workshop: discard the top card of your draw pile with the hire")
        return tr("Workshop: discard {card} with the hire").format(card=_name(view, a["card"]))
    if kind == "hire" and a.get("order") is True:
        cost = data.get("order_cost") or 0
        return tr("Take a King's Order instead (free)") if not cost else \
            tr("Take a King's Order instead ({n} silver)").format(n=cost)
    if kind == "outsider":
        verb = tr("Welcome {card}") if data.get("mode", "welcome") == "welcome" else tr("Reject {card}")
        return verb.format(card=_name(view, a["outsider"]))
    if kind == "gain_chest":
        if a.get("skip") is True:
            return tr("Take no chest")
        return tr("{chest} into slot {n}").format(chest=_name(view, a["chest"]), n=a["slot"])
    if kind == "ribbon":
        return tr("File it as {ribbon}").format(ribbon=w(a["ribbon"]))
    if kind == "ignore_criminal":
        return tr("Ignore a criminal icon") if a["ignore"] is True else tr("Keep every criminal icon")
    if kind == "ms_window" and a.get("done") is True:
        return tr("Go on")
    if kind == "hire":
        cost = data.get("costs", {}).get(a["pile"], 0)
        pile = view.board.piles[a["pile"]]
        card = _name(view, pile[-1]) if pile else "?"
        return tr("Hire {card} (free)").format(card=card) if not cost else \
            tr("Hire {card} ({n} silver)").format(card=card, n=cost)
    if kind == "gain_townsfolk":
        pile = view.board.piles[a["pile"]]
        return tr("Take {card}").format(card=_name(view, pile[-1]) if pile else "?")
    if kind in ("region", "castle_region"):
        return tr("Castle region {n}").format(n=a["region"] + 1)
    if kind == "advance":
        return tr("From region {n}").format(n=a["region"] + 1)
    if kind == "knock_out":
        return tr("{name}: level {level}, region {n}").format(name=_seat(view, a["colour"]), level=a["level"],
                                                             n=a["region"] + 1)
    if kind == "resource":
        return _resources(dict(a.params))
    if kind == "pay_resource":
        return tr("Pay {what}").format(what=_resources(dict(a.params)))
    if kind == "flip":
        return tr("Pay off a debt") if a["card"] == "debt" else tr("Approve a deed")
    if kind in ("destroy", "discard"):
        verb = tr("Destroy {card} (+{n} silver)") if kind == "destroy" else tr("Discard {card}")
        if a.get("top") is True:
            return tr("Look at the top card of your draw pile") if kind == "destroy" else \
                tr("Discard the top card of your draw pile")
        return verb.format(card=_name(view, a["card"]), n=c.cards[a["card"]].value)
    if kind == "destroy_top":
        card = data.get("card")
        if a["destroy"] is True:
            return tr("Destroy {card}").format(card=_name(view, card)) if card else tr("Destroy it")
        return tr("Keep it")
    if kind == "hero":
        return tr("Keep {hero}").format(hero=_name(view, a["hero"]))
    if kind == "use_ability":
        return tr("Pay and use it") if a["use"] is True else tr("Do not use it")
    if kind == "rearrange":
        order = list(a["order"])
        current = view.players[a.player].tableau
        names = " · ".join(_name(view, card) for card in order)
        return tr("Keep: {order}").format(order=names) if order == current else names
    if kind == "choose_effect":
        options = data.get("options", [])
        i = a["option"]
        return effects_text(options[i], c) if i < len(options) else str(i + 1)
    if kind == "use_effect":
        return tr("Yes: {effects}").format(effects=effects_text(data.get("effects", []), c)) if a["use"] is True \
            else tr("No")
    return tr("Choose")


def funding_lines(view, viewer: int, decision: Any) -> list[str]:
    """What pays for the main action now (DP-09): icon power, icons and the resource that tops it up."""
    ctx = decision.context or {}
    lines = []
    if decision.kind == "main_action":
        for action, f in ctx.get("funding", {}).items():
            useful = (ACTION_ICON[action], "criminal")
            icons = separator().join(f"{n} {w(i)}" for i, n in f["icons"].items() if n and i in useful) or tr("none")
            lines.append(tr("{action}: power {power} (icons: {icons}); +1 per {resource}, you have {have}").format(
                action=action_name(action), power=f["power"], icons=icons, resource=resource_word(f["resource"]),
                have=f["have"]))
    elif decision.kind == "trade":
        lines.append(tr("Merchant power left: {power}; silver adds 1 each (never for silver offers): you have {n}")
                     .format(power=ctx.get("power", 0), n=ctx.get("silver", 0)))
    elif decision.kind in ("build", "place_workers", "transcribe"):
        what = {"build": "stone", "place_workers": "gold", "transcribe": "ink"}[decision.kind]
        have = view.players[viewer].res[what]
        lines.append(tr("Icon power {power}; each {resource} adds 1: you have {n}").format(
            power=ctx.get("power", 0), resource=w(what), n=have))
    elif decision.kind == "banish":
        lines.append(tr("A banished card's icons pay for this action; it must show the action's icon or a criminal."))
    elif decision.kind == "move":
        lines.append(format_text(tr("Move at least {n} {n|step|steps}; extra steps cost 1 silver each ({free} free)."),
                                 {"n": ctx.get("minimum", 0), "free": ctx.get("free", 0)}))
    return lines


def draw_panel(scene, view, viewer: int, decision: Any, options: list[Action], origin: QPointF, width: float,
               seat_name: str) -> float:
    """The viewer's decision with its buttons at ``origin``; returns the bottom y."""
    x0, y = origin.x(), origin.y()
    top = y
    bg = panel(scene, QRectF(x0, y, width, 10), PAPER, "#CDBF9F", 10)
    bg.setZValue(-5)
    y += 8
    if decision is None:
        waiting = [_seat(view, d.player) for d in view.decisions() if d.player != viewer]
        line = tr("The game is over.") if view.over else (
            tr("Waiting for {names}…").format(names=separator().join(dict.fromkeys(waiting))) if waiting
            else tr("Waiting for the other players…"))
        y = text_block(scene, line, x0 + 14, y, width - 28, bold=True).sceneBoundingRect().bottom() + 8
        if view.over:
            y = _final(scene, view, x0, y, width)
        drafting = next((d for d in view.decisions() if d.kind == "draft"), None)
        if drafting is not None:  # the pairs still open are public while another player picks
            y = _draft(scene, view, drafting, x0, y, width)
        _resize(bg, x0, top, y, width)
        return y
    rule = f"  ({decision.rule_id})" if decision.rule_id else ""
    head = text_block(scene, f"{seat_name}: {render(decision.prompt)}{rule}", x0 + 14, y, width - 28, bold=True,
                      rule_id=decision.rule_id)
    y = head.sceneBoundingRect().bottom() + 4
    for line in funding_lines(view, viewer, decision):
        item = text_block(scene, line, x0 + 14, y, width - 28, colour="#2E5E3A", rule_id="VIS-ACT-02")
        y = item.sceneBoundingRect().bottom() + 2
    if decision.kind == "draft":
        y = _draft(scene, view, decision, x0, y + 4, width)
    flow = ButtonFlow(scene, x0, y + 4, decision.rule_id, width, size=PANEL_TEXT)
    data = decision.context or {}
    if decision.kind == "draft":  # in the order of the pairs drawn above
        options = sorted(options, key=lambda a: int(a.get("card", 0)))
    answers = [a for a in options if a.kind == decision.kind]
    free = [a for a in options if a.kind != decision.kind]  # free actions offered beside the question
    for k, action in enumerate((answers + free)[:MAX_BUTTONS]):
        if k == len(answers):
            flow.caption(tr("Also possible now:"))
        colour = "#EFE9DD" if action.get("skip") is True or action.get("done") is True else "#FFFFFF"
        if decision.kind == "main_action" and action.get("action", "none") != "none":
            colour = "#E8F3E1"
        if k >= len(answers):
            colour = "#F3E6D2"
        label = action_label(action, view, data)
        gives = action_gives(action, view, data)
        if gives:
            label = tr("{label} → {gives}").format(label=label, gives=gives)
        flow.button(label, {"kind": "action", "action": action}, colour, tooltip=label)
    flow.newline()
    _resize(bg, x0, top, flow.y + 2, width)
    return flow.y + 2


def _final(scene, view, x0: float, y: float, width: float) -> float:
    """The final scores, best first, the winners starred."""
    sheet = view.score_sheet()
    text(scene, tr("Final scores"), x0 + 14, y, PANEL_TEXT + 0.5, bold=True, rule_id="VIS-SCORE-15")
    y += 20
    order = sorted(range(len(sheet.players)), key=lambda i: -sheet.players[i].total)
    for i in order:
        p = sheet.players[i]
        star = " ★" if i in sheet.winners else ""
        text(scene, f"{render(p.name)}{star}: {p.total}", x0 + 24, y, PANEL_TEXT, bold=bool(star), width=width - 40,
             rule_id="VIS-SCORE-15")
        y += 18
    return y + 6


def _draft(scene, view, decision: Any, x0: float, y: float, width: float) -> float:
    """The pairs still open: player card (start space, goods, extra step) and its hero."""
    from desktop_app.ui.viscounts.cards import TownsfolkCard

    offer = (decision.context or {}).get("offer", {})
    c = view.content
    cw = min(140.0, (width - 28) / max(1, len(offer)) - 6)
    pairs = []
    for k, (number, info) in enumerate(sorted(offer.items(), key=lambda kv: int(kv[0]))):
        x = x0 + 14 + k * (cw + 6)
        pc = c.player_cards[int(number)]
        goods = [tr("{n} silver").format(n=info["silver"])] + [w(r) for r in info["resources"]]
        if info["debts"]:
            goods.append(tr("{n} debts").format(n=info["debts"]) if info["debts"] > 1 else tr("1 debt"))
        if info["deeds"]:
            goods.append(tr("{n} deeds").format(n=info["deeds"]) if info["deeds"] > 1 else tr("1 deed"))
        pairs.append((x, number, info, [tr("#{n} · start: {space}").format(n=number, space=render(place_name(view, info["space"]))),
                                        separator().join(goods), tr("Extra: {effects}").format(
                                            effects=effects_text(c.player_card_extras[pc.number], c))]))
    metrics = QFontMetricsF(font(PANEL_TEXT))
    high = max((sum(len(wrap_lines(line, metrics, cw - 8, 12)) for line in lines) for *_, lines in pairs), default=0)
    box_h = high * metrics.lineSpacing() + 3 * 4 + 6
    for x, number, info, lines in pairs:
        box = panel(scene, QRectF(x, y, cw, box_h), "#F3E9D2", "#B9A77F", 6, rule_id="VIS-SETUP-09")
        box.setToolTip("\n".join(lines))
        top = y + 3
        for line in lines:
            top = text_block(scene, line, x + 4, top, cw - 8, rule_id="VIS-SETUP-09").sceneBoundingRect().bottom() + 4
        hero = TownsfolkCard(info["hero"], c, QRectF(x + (cw - 100) / 2, y + box_h + 4, 100, 140),
                             {"kind": "draft", "card": int(number)}, "VIS-SETUP-08")
        scene.add_piece(hero)
    return y + box_h + 150


def _resize(bg, x0: float, top: float, bottom: float, width: float) -> None:
    path = QPainterPath()
    path.addRoundedRect(QRectF(x0, top, width, bottom - top + 4), 10, 10)
    bg.setPath(path)
