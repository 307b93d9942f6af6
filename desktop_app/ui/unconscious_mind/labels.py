"""Player wording for every answer the engine offers: the side panel's button labels and their details.

:func:`option_label` is the short text of a button ("Treat The Baker with Falling"); :func:`option_detail`
the longer line shown under it or as its tooltip (what a payment will use, overpay included).
Nothing here decides anything: the actions come from the engine's open decision.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.action import Action
from desktop_app.rules.unconscious_mind.content import COLOURS, SIZES
from desktop_app.rules.unconscious_mind.insights import payment_plan
from desktop_app.rules.unconscious_mind.methods import ROW_NAMES, SLOTS
from desktop_app.rules.unconscious_mind.patients import matching_bonus
from desktop_app.rules.unconscious_mind.rondel import column_keys, key_steps
from desktop_app.rules.unconscious_mind.vienna import spaces_with_ideas
from desktop_app.ui.i18n import render
from desktop_app.ui.unconscious_mind.choice_words import (
    location_detail,
    rondel_detail,
    row_detail,
    start_tile_detail,
    treatise_detail,
)
from desktop_app.ui.unconscious_mind.describe import (
    colour_name,
    compact,
    cost_text,
    dream_text,
    fmt,
    joined,
    main_text,
    ongoing_text,
    slot,
    steps_text,
)
from desktop_app.ui.unconscious_mind.look import tr
from desktop_app.ui.unconscious_mind.table import space_label
from desktop_app.ui.unconscious_mind.vienna import goal_condition


def _slot_of(a: Action) -> tuple[int, int]:
    return SIZES.index(a["size"]), COLOURS.index(a["colour"])


def name(view: Any, item: str) -> str:
    """A content name in the current language."""
    return render(view.content.name(item))


def space_name(view: Any, sid: str) -> str:
    """An idea space as the table labels it ("B3")."""
    try:
        r, c = (int(x) for x in sid.split(","))
    except ValueError:
        return sid
    return space_label(r, c)


def effect_key_text(view: Any, key: str) -> str:
    """A rondel effect key ("tile:E1-02-red") in words."""
    kind, _, ident = key.partition(":")
    c = view.content
    if kind == "tile":
        return fmt(tr("{name}: {effect}"), name=name(view, ident), effect=main_text(c.tiles[ident]["main"], c))
    if kind == "reward":
        return fmt(tr("{name}: {effect}"), name=name(view, "rondel:" + ident), effect=steps_text(key_steps(view, key), c))
    if kind == "row":
        return fmt(tr("Full row: {effect}"), effect=steps_text(c.row_ability, c))
    return fmt(tr("Full column: {effect}"), effect=steps_text(c.columns[int(ident)]["ability"], c))


def plan_text(view: Any, seat: int, cost: dict | None) -> str:
    """What paying ``cost`` would use now, cheapest first ("uses medium Passion (overpay) + 2 coffee")."""
    if not cost:
        return ""
    plan = payment_plan(view, seat, cost)
    if plan is None:
        return tr("cannot be paid now")
    parts, coffee = [], cost.get("coffee", 0)
    for step in plan:
        term, s = step["term"], step["slot"]
        coffee += step["coffee"]
        if term[0] == "spend":
            size, colour = divmod(s, 3)
            word = slot(size, colour)
            if size > term[1]:
                word = fmt(tr("{slot} (overpay)"), slot=word)
            if term[2] >= 0 and colour != term[2]:
                word = fmt(tr("{slot} (transferred)"), slot=word)
            elif size < term[1]:
                word = fmt(tr("{slot} (elevated)"), slot=word)
            parts.append(word)
        elif s is None:
            parts.append(tr("coffee instead of suppressing"))
        else:
            parts.append(fmt(tr("suppress {slot}"), slot=slot(*divmod(s, 3))))
    if coffee:
        parts.append(fmt(tr("{n} coffee"), n=coffee))
    if cost.get("good_idea"):
        parts.append(fmt(tr("{n} {n|good idea|good ideas}"), n=cost["good_idea"]))
    return fmt(tr("uses {parts}"), parts=" + ".join(parts)) if parts else ""


def option_label(view: Any, decision: Any, a: Action) -> str:
    """The button text of answer ``a`` to ``decision``."""
    c = view.content
    k = a.kind
    ctx = decision.context if decision is not None else {}
    if k == "coffee_convert":
        return {"elevate": tr("Coffee: elevate an insight"), "transfer": tr("Coffee: transfer an insight"),
                "good_idea": tr("Coffee: buy a good idea")}.get(a["conversion"], a["conversion"])
    if k == "converter_use":
        return fmt(tr("Use {patient}"), patient=name(view, a["patient"]))
    if a.get("skip") is True:
        return tr("Skip")
    if a.get("stop") is True or a.get("finish") is True or a.get("done") is True or a.get("none") is True:
        return {"goal_claim": tr("Claim no more"), "research_swap": tr("Keep your hand"),
                "prestige_option": tr("Take nothing"), "treat": tr("Finish treating")}.get(k, tr("Stop"))
    if k == "setup_start_method":
        return fmt(tr("Keep {tile}"), tile=name(view, a["tile"]))
    if k in ("setup_method_row", "method_row", "trigger_choice"):
        if a.get("replace") is not None:
            return fmt(tr("Replace slot {n}"), n=a["replace"] + 1)
        if a.get("col") is not None:
            return fmt(tr("Column {n}"), n=a["col"])
        return fmt(tr("Row {n}"), n=a["row"])
    if k == "turn_type":
        return tr("Place ideas") if a["type"] == "place" else tr("Recall all ideas")
    if k == "place_ideas":
        return fmt(tr("{space}: {n} {n|idea|ideas}"), space=space_name(view, a["space"]), n=a["ideas"])
    if k == "execution":
        if a.get("good_idea"):
            return tr("Spend a good idea: one more")
        option = c.actions[ctx.get("action", "")]["options"][a["option"]] if ctx.get("action") in c.actions else []
        return fmt(tr("Do: {effect}"), effect=steps_text([s for s in option if s["op"] != "pay"], c) or a.text())
    if k == "after_action":
        return fmt(tr("Move the inkwell {n}"), n=ctx.get("inkwell", "")) if a["then"] == "inkwell" \
            else tr("Treat patients")
    if k == "recall_choice":
        return tr("Take a recall reward") if a["then"] == "reward" else tr("Treat patients")
    if k in ("use_effect", "use_method", "research_effect", "activation"):
        if not a["use"]:
            return tr("Stop activating") if k == "activation" else tr("No")
        return fmt(tr("Yes: {effect}"), effect=_use_text(view, k, ctx))
    if k == "choose_effect":
        return steps_text(ctx["options"][a["option"]], c)
    if k == "inkwell_extra":
        to = ctx.get("to", [])
        where = name(view, "rondel:" + c.rondel[to[a["good_ideas"]]]["id"]) if a["good_ideas"] < len(to) else ""
        if a["good_ideas"]:
            return fmt(tr("To {space} (+{n} {n|good idea|good ideas})"), space=where, n=a["good_ideas"])
        return fmt(tr("To {space}"), space=where)
    if k == "top_choice":
        return tr("Unlock an idea") if a["choice"] == "unlock" else fmt(tr("Trigger column {n}"), n=a["col"])
    if k == "resolve_space":
        return effect_key_text(view, a["effect"])
    if k == "pay_insight":
        size, colour = _slot_of(a)
        term = ctx.get("term", ["spend", size, colour])
        used = fmt(tr("{slot} (overpay)"), slot=slot(size, colour)) if size > term[1] else slot(size, colour)
        label = fmt(tr("Pay with {slot}"), slot=used)
        if a["coffee"]:
            label = fmt(tr("{label} + {n} coffee"), label=label, n=a["coffee"])
        return label
    if k == "suppress_target":
        if a.get("coffee") is True:
            return tr("Pay coffee instead")
        size, colour = _slot_of(a)
        lower = slot(size - 1, colour) if size else tr("storage")
        return fmt(tr("Suppress {slot} → {lower}"), slot=slot(size, colour), lower=lower)
    if k in ("generate_colour",):
        return colour_name(a["colour"])
    if k == "generate_sacrifice":
        return fmt(tr("Give up {slot}"), slot=slot(*_slot_of(a)))
    if k == "elevate_target":
        size, colour = _slot_of(a)
        return fmt(tr("{slot} → {higher}"), slot=slot(size, colour), higher=slot(size + 1, colour))
    if k == "transfer_target":
        size, colour = _slot_of(a)
        return fmt(tr("{slot} → {other}"), slot=slot(size, colour), other=slot(size, COLOURS.index(a["to"])))
    if k == "own_marker_source":
        return fmt(tr("From {slot}"), slot=slot(*_slot_of(a)))
    if k == "choose_method":
        return _method_label(view, a)
    if k == "right_tile_order":
        return tr("Sidebar bonus first") if a["first"] == "sidebar" else tr("Main effect first")
    if k == "treat":
        return _treat_label(view, decision, a)
    if k in ("heal_target", "patient_room"):
        room = view.players[decision.player].rooms[a["room"]] if k == "heal_target" else None
        label = fmt(tr("Room {n}"), n=a["room"] + 1)
        return fmt(tr("{room}: {patient}"), room=label, patient=name(view, room["patient"])) if room else label
    if k == "patient_refill":
        if a["source"] == "display":
            entry = view.patient_display[a["slot"]]
            return name(view, entry[0]) if entry else "?"
        return tr("Draw an ordinary patient blind") if a["type"] == "ordinary" else tr("Draw a complex patient blind")
    if k == "manifest_choice":
        return tr("Draw a manifest dream blind") if a.get("blind") else name(view, view.manifest_display[a["slot"]])
    if k == "map_move":
        here = view.players[decision.player].professor
        where = name(view, c.ring[(here + a["steps"]) % 6])
        return fmt(tr("{n} {n|step|steps} to {loc}"), n=a["steps"], loc=where)
    if k == "recall_place":
        return _recall_label(view, decision, a)
    if k == "research_swap":
        faceup = decision.context.get("faceup") if decision is not None else None
        if faceup:
            return fmt(tr("Swap {card} for {faceup}"), card=name(view, a["card"]), faceup=name(view, faceup))
        return fmt(tr("Swap {card}"), card=name(view, a["card"]))
    if k == "research_play":
        return fmt(tr("Play {card}"), card=name(view, a["card"]))
    if k == "publish_treatise":
        t = c.treatises[a["treatise"]]
        return fmt(tr("{treatise} ({vp} VP)"), treatise=name(view, a["treatise"]), vp=t["vp"])
    if k == "publish_slot":
        if a.get("card") is not None:
            return fmt(tr("Use {card}"), card=name(view, a["card"]))
        return fmt(tr("Cite from {owner}'s {treatise}"), owner=render(view.players[a["cite"]].name),
                   treatise=name(view, a["treatise"]))
    if k == "prestige_option":
        option = c.prestige_columns[a["column"] - 1]["options"][a["option"]]
        return fmt(tr("Column {n}: {effect}"), n=a["column"], effect=steps_text(option, c))
    if k == "goal_claim":
        return fmt(tr("Claim {goal} ({vp} VP)"), goal=name(view, a["goal"]), vp=c.goals[a["goal"]]["vp"])
    return a.kind.replace("_", " ")


def _use_text(view: Any, kind: str, ctx: dict) -> str:
    """What answering yes to a use question does."""
    c = view.content
    with compact():
        if kind == "activation":
            return f"{name(view, c.ring[ctx['loc']])} — {steps_text(c.loc_effect[ctx['loc']], c)}"
        if kind == "use_method":
            return main_text(c.tiles[ctx["tile"]]["main"], c)
        if kind == "research_effect":
            return steps_text(c.research[ctx["card"]]["effect"], c)
        return cost_text(ctx.get("cost")) + " → " + steps_text(ctx.get("gain", []), c)


def _method_label(view: Any, a: Action) -> str:
    r, k = ROW_NAMES.index(a["row"]), SLOTS.index(a["slot"])
    row = view.market[r]
    rows = (tr("upper row"), tr("lower row"))
    if k == 0:
        return fmt(tr("{row}: top of the pile (face down)"), row=rows[r])
    return fmt(tr("{row}: {tile}"), row=rows[r], tile=name(view, row[k])) if row[k] else rows[r]


def _treat_label(view: Any, decision: Any, a: Action) -> str:
    c = view.content
    room = view.players[decision.player].rooms[a["room"]]
    patient = name(view, room["patient"]) if room else "?"
    if a["with"] == "basic":
        with compact():
            return fmt(tr("{patient}: basic ({effect})"), patient=patient, effect=main_text(c.basic[a["option"]], c))
    dream = room["dreams"][-1] if room and room["dreams"] else ""
    return fmt(tr("{patient}: {dream}"), patient=patient, dream=name(view, dream))


def _recall_label(view: Any, decision: Any, a: Action) -> str:
    c = view.content
    p = view.players[decision.player]
    if a["space"] == "recall":
        return fmt(tr("Recall space: {effect}"), effect=steps_text(c.loc_recall[p.professor][a["index"]], c))
    district = c.district_of[p.professor]
    need, vp = c.district_spaces[district][a["index"]]
    return fmt(tr("District scoring space: {vp} VP (needs {n})"), vp=vp, n=need)


def option_detail(view: Any, decision: Any, a: Action) -> str:
    """A longer line for answer ``a``: what it pays with (and overpays), what it gives."""
    c = view.content
    seat = decision.player if decision is not None else a.player
    k = a.kind
    if k == "treat" and not a.get("finish"):
        room = view.players[seat].rooms[a["room"]]
        if a["with"] == "basic":
            option = c.basic[a["option"]]
            return joined([main_text(option, c), plan_text(view, seat, option["cost"])])
        dream = room["dreams"][-1]
        bonus = tr("+1 heart for the matching icon") if matching_bonus(view, room, dream) else ""
        return joined([dream_text(c, dream), bonus, plan_text(view, seat, c.dreams[dream]["cost"])])
    if k == "resolve_space" and str(a.get("effect", "")).startswith("tile:"):
        return plan_text(view, seat, c.tiles[a["effect"][5:]]["main"]["cost"])
    if k in ("use_effect", "use_method") and a.get("use") is False:
        return ""  # declining pays nothing
    if k in ("use_effect",):
        ctx = decision.context
        return joined([cost_text(ctx.get("cost")) + " → " + steps_text(ctx.get("gain", []), c),
                       plan_text(view, seat, ctx.get("cost"))])
    if k == "use_method":
        main = c.tiles[decision.context["tile"]]["main"]
        return joined([main_text(main, c), plan_text(view, seat, main["cost"])])
    if k == "pay_insight":
        size, colour = _slot_of(a)
        term = decision.context.get("term", ["spend", size, colour])
        need = slot(term[1], term[2])
        notes = [fmt(tr("Pays the {need} requirement"), need=need)]
        if size > term[1]:
            notes.append(tr("a larger insight pays a smaller requirement (overpay)"))
        if a["coffee"]:
            notes.append(fmt(tr("{n} coffee converts it (transfer / elevate)"), n=a["coffee"]))
        return joined(notes)
    if k == "choose_method":
        r, s = ROW_NAMES.index(a["row"]), SLOTS.index(a["slot"])
        tile = view.market[r][0][-1] if s == 0 else view.market[r][s]
        if tile is None:
            return ""
        t = c.tiles[tile]
        parts = [main_text(t["main"], c)]
        if s > 0 and t["sidebar"]:
            parts.append(fmt(tr("bonus: {effect}"), effect=steps_text(t["sidebar"], c)))
        return joined(parts)
    if k == "research_play" and a.get("card"):
        return steps_text(c.research[a["card"]]["effect"], c)
    if k == "patient_refill" and a["source"] == "display":
        pid, sorrow = view.patient_display[a["slot"]]
        hearts = c.patients[pid]["hearts"] + (c.sorrows[sorrow]["hearts"] if sorrow else 0)
        return joined([fmt(tr("{n} hearts, cure {vp} VP"), n=hearts, vp=c.patients[pid]["cure_vp"]),
                       ongoing_text(c, pid)])
    if k == "manifest_choice" and not a.get("blind"):
        return dream_text(c, view.manifest_display[a["slot"]])
    if k == "goal_claim" and a.get("goal"):
        return goal_condition(c.goals[a["goal"]]["kind"], c.goals[a["goal"]]["n"])
    return _what_it_gives(view, decision, seat, a)


def _what_it_gives(view: Any, decision: Any, seat: int, a: Action) -> str:
    """The detail of a button whose label is only a name (a tile, a row, a rondel space, a place, a card)."""
    c = view.content
    k = a.kind
    ctx = decision.context if decision is not None else {}
    if k == "setup_start_method":
        return start_tile_detail(view, a["tile"])
    if k in ("setup_method_row", "method_row") and a.get("row") is not None:
        return row_detail(view, seat, a["row"])
    to = list(ctx.get("to", []))
    if k == "inkwell_extra" and a["good_ideas"] < len(to):
        return rondel_detail(view, seat, to[a["good_ideas"]])
    if k == "after_action" and a["then"] == "inkwell" and to:
        return rondel_detail(view, seat, to[0])
    if k == "map_move":
        return location_detail(view, (view.players[seat].professor + a["steps"]) % 6)
    if k == "research_swap" and a.get("card") and ctx.get("faceup") in c.research:
        return fmt(tr("you give: {given} · you get: {got}"), given=steps_text(c.research[a["card"]]["effect"], c),
                   got=steps_text(c.research[ctx["faceup"]]["effect"], c))
    if k in ("research_swap", "research_play") and a.get("card"):
        return steps_text(c.research[a["card"]]["effect"], c)
    if k == "publish_treatise":
        return treatise_detail(view, a["treatise"])
    if k == "heal_target":
        room = view.players[seat].rooms[a["room"]]
        return fmt(tr("{n} {n|heart|hearts} to cure"), n=room["marker"]) if room else ""
    if k == "right_tile_order" and ctx.get("tile") in c.tiles:
        t = c.tiles[ctx["tile"]]
        if a["first"] == "sidebar":
            return fmt(tr("bonus: {effect}"), effect=steps_text(t["sidebar"], c))
        return main_text(t["main"], c)
    if k == "turn_type" and a.get("type") == "recall":
        reminder = c.rules.recall_reminder
        per = (reminder.era1 if view.era == 1 else reminder.era2).coffee_per_space
        spaces = spaces_with_ideas(view, seat)
        return fmt(tr("+{n} coffee: {spaces} {spaces|space|spaces} with your ideas"), n=per * spaces, spaces=spaces)
    if k == "prestige_option" and a.get("column"):
        steps = c.prestige_columns[a["column"] - 1]["options"][a["option"]]
        if any(s["op"] == "professor_to_freud" or (s["op"] == "activate" and s.get("where") == "freud") for s in steps):
            return location_detail(view, view.freud)  # what Freud's location gives there
    if k == "top_choice" and a["choice"] == "column":
        return joined([effect_key_text(view, key) for key in column_keys(view, seat, a["col"] - 1)])
    return ""
