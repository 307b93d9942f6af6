"""Effects in player words: what a card, a site, a castle region or a track space gives.

:func:`effects_text` says a list of §11 effect ops ("+2 silver, take a debt"), :func:`ability_text`
a card's bottom ability with its timing ("When played: +1 ink"). Every phrase is a scene word
(``tr``, context ``ViscountsScene``), so it reads in English and 繁體中文; ``{n|a|b}`` picks the
English plural.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.text import format_text
from desktop_app.rules.viscounts.texts import word
from desktop_app.ui.i18n import name_lang, render
from desktop_app.ui.viscounts.look import tr


def _f(template: str, **args: Any) -> str:
    return format_text(template, args)


def separator() -> str:
    """Between the items of a list: "、" in Chinese, ", " in English."""
    return "、" if name_lang() == "zh" else ", "


def w(key: str) -> str:
    """A game word (icon, resource, action, ribbon) in the current language."""
    return render(word(key))


def resource_word(kind: str) -> str:
    """``ink`` / ``gold`` / ``stone``, or "resource of your choice" for ``any``."""
    return tr("resource of your choice") if kind == "any" else w(kind)


def _resource(step: dict, paying: bool) -> str:
    n, kind = step.get("n", 1), step["type"]
    if kind == "any":
        return _f(tr("pay {n} {n|resource|resources} of your choice") if paying
                  else tr("+{n} {n|resource|resources} of your choice"), n=n)
    return _f(tr("pay {n} {what}") if paying else tr("+{n} {what}"), n=n, what=w(kind))


def _flip(step: dict) -> str:
    n, what = step.get("n", 1), step["what"]
    text = {"debt": tr("pay off a debt"), "deed": tr("approve a deed"),
            "debt_or_deed": tr("flip a debt or a deed")}[what]
    return text if n == 1 else _f(tr("{text} ×{n}"), text=text, n=n)


def _cost_mod(step: dict) -> str:
    action, amount, scope = step["action"], step.get("amount", 1), step.get("scope", "ongoing")
    if amount == "free":
        text = _building(step["type"]) if step.get("type") else w(action)
        text = _f(tr("{action} is free"), action=text)
    elif step.get("type"):
        text = _f(tr("{building} costs {n} builder less"), building=_building(step["type"]), n=amount)
    else:
        forms = {"build": tr("building costs {n} builder less"),
                 "transcribe": tr("manuscripts cost {n} cleric less"),
                 "workers": tr("placing workers needs {n} noble less"),
                 "hire": tr("hiring costs {n} silver less"), "banish": tr("banishing costs {n} silver less")}
        text = _f(forms[action], n=amount)
    if scope == "once":
        return _f(tr("{text} (next time)"), text=text)
    if scope == "turn":
        return _f(tr("{text} (this turn)"), text=text)
    return text


def _building(btype: str) -> str:
    return {"workshop": tr("a workshop"), "trading_post": tr("a trading post"), "town_hall": tr("a town hall")}.get(
        btype, btype)


def _hire(step: dict, take: bool = False) -> str:
    cap = step.get("max_value")
    anywhere = step.get("from") == "any_pile"
    mode = step.get("mode", "pay")
    if take:
        base = tr("take a townsfolk (value {k} or less)") if cap is not None else tr("take a townsfolk")
    elif mode == "free":
        base = tr("hire a townsfolk of value {k} or less for free") if cap is not None else \
            tr("hire a townsfolk for free")
    elif mode.startswith("discount:"):
        base = tr("hire a townsfolk for {d} silver less")
    else:
        base = tr("hire a townsfolk")
    text = _f(base, k=cap, d=mode.partition(":")[2])
    return _f(tr("{text} from any pile"), text=text) if anywhere else text


def _workers(step: dict) -> str:
    n = step.get("n", 1)
    if step.get("where") == "adjacent":
        return _f(tr("place {n} {n|worker|workers} in the castle region your viscount faces"), n=n)
    return _f(tr("place {n} {n|worker|workers} in a castle region of your choice"), n=n)


def _condition(step: dict) -> str:
    cond, a = step["cond"], step.get("args", {})
    if cond == "no_criminal":
        return tr("if your tableau shows no criminal icon")
    if cond == "has_icon":
        return _f(tr("if you have a {icon} icon"), icon=w(a["icon"]))
    if cond == "action":
        return _f(tr("if your main action is {action}"), action=w(a["action"]))
    if cond == "is_active_player":
        return tr("on your own turn")
    if cond == "card_no_criminal":
        return tr("if the card above shows no criminal icon")
    if cond in ("buildings", "workers", "manuscripts", "debts", "deeds"):
        return _f(tr("with at least {n} {what}"), n=a.get("min", 1), what=counted_text(cond, a))
    return cond


def counted_text(name: str, a: dict) -> str:
    """What a counter counts, in words: "paid debts", "own workshops", "workers on castle level 2"."""
    words = {"buildings": tr("buildings on the board"), "workers": tr("workers in the castle"),
             "castle_workers": tr("workers in the castle"), "manuscripts": tr("manuscripts"),
             "debts": tr("debts"), "deeds": tr("deeds"), "paid_debts": tr("paid debts"),
             "unpaid_debts": tr("unpaid debts"), "approved_deeds": tr("approved deeds"),
             "purchased_deeds": tr("purchased deeds"), "ribbons": tr("ribbon colours"),
             "cleric_rewards": tr("cleric rewards"), "icons": tr("icons"), "outsiders": tr("outsiders owned"),
             "chests": tr("treasure chests")}
    text = words.get(name, name)
    if a.get("icon"):
        text = _f(tr("{icon} icons"), icon=w(a["icon"]))
    if a.get("ribbon"):
        text = _f(tr("{ribbon} manuscripts"), ribbon=w(a["ribbon"]))
    if a.get("type"):
        text = {"workshop": tr("own workshops"), "trading_post": tr("own trading posts"),
                "town_hall": tr("own town halls")}.get(a["type"], a["type"])
    if a.get("level"):
        text = _f(tr("workers on castle level {n}"), n=a["level"])
    return text


def vp_text(vp: dict) -> str:
    """An outsider's end-game points (GAP-16): "2 points per trading post", "3 points", "... (at most 6)"."""
    if vp.get("flat") is not None:
        return _f(tr("{n} {n|point|points} at the end"), n=vp["flat"])
    text = _f(tr("{n} {n|point|points} for each of your {what}"), n=vp.get("n", 1), what=counted_text(vp["per"], vp.get("args") or {}))
    if vp.get("max") is not None:
        text += _f(tr(" (at most {n})"), n=vp["max"])
    return text


EVENTS = ("hire", "banish", "destroy", "trade", "build", "transcribe", "place_workers", "worker_to_level2",
          "worker_to_level3", "collision_any", "reshuffle", "gain_card(hero)")


def event_text(event: str) -> str:
    """"Whenever you hire" and the like (the ``on_event`` triggers of §11)."""
    table = {"hire": tr("Whenever you hire"), "banish": tr("Whenever you banish"),
             "destroy": tr("Whenever you destroy a card"), "trade": tr("Whenever you trade"),
             "build": tr("Whenever you build"), "transcribe": tr("Whenever you transcribe"),
             "place_workers": tr("Whenever you place workers"),
             "worker_to_level2": tr("Whenever a worker of yours reaches castle level 2"),
             "worker_to_level3": tr("Whenever a worker of yours reaches castle level 3"),
             "collision_any": tr("At every collision"), "reshuffle": tr("Whenever you reshuffle"),
             "gain_card(hero)": tr("Whenever you gain a hero"), "destroy(hero)": tr("Whenever you destroy a hero"),
             "gain_card(outsider)": tr("Whenever you gain an outsider"),
             "collision_start": tr("At every collision, before step 1")}
    return table.get(event, event)


def _short_event(event: str) -> str:
    return {"hire": tr("Each hire"), "banish": tr("Each banish"), "destroy": tr("Each destroy"),
            "trade": tr("Each trade"), "build": tr("Each build"), "transcribe": tr("Each transcription"),
            "place_workers": tr("Each worker placement"), "worker_to_level2": tr("Worker to level 2"),
            "worker_to_level3": tr("Worker to level 3"), "collision_any": tr("Each collision"),
            "reshuffle": tr("Each reshuffle"), "gain_card(hero)": tr("Each hero gained")}.get(event, event_text(event))


def _short_cost(step: dict) -> str | None:
    """"build −1 builder" and the like: a cost change in a card face's few words."""
    action, amount = step["action"], step.get("amount", 1)
    if amount == "free" or step.get("type"):
        return None
    forms = {"build": tr("build −{n} builder"), "transcribe": tr("transcribe −{n} cleric"),
             "workers": tr("workers −{n} noble"), "hire": tr("hire −{n} silver"), "banish": tr("banish −{n} silver")}
    text = _f(forms[action], n=amount)
    if step.get("scope", "ongoing") == "turn":
        return _f(tr("{text} (this turn)"), text=text)
    if step.get("scope", "ongoing") == "once":
        return _f(tr("{text} (next time)"), text=text)
    return text


def _short(step: dict, content: Any = None) -> str | None:
    """The compact form a card face uses for the longest phrases (None: the normal one fits)."""
    op, n = step["op"], step.get("n", 1)
    if op == "destroy" and "setup_pool" not in step.get("from", ()):
        return tr("may destroy a card (+its value)")
    if op == "discard":
        return tr("may discard a card")
    if op == "place_worker":
        return _f(tr("+{n} {n|worker|workers} (faced region)") if step.get("where") == "adjacent"
                  else tr("+{n} {n|worker|workers} (any region)"), n=n)
    if op == "hire" and step.get("mode") == "free" and step.get("max_value") is not None:
        return _f(tr("free hire, value ≤{k}"), k=step["max_value"])
    if op == "extra_move" and step.get("free", True):
        return _f(tr("+{n} free {n|step|steps}"), n=n)
    if op == "gain_resource" and step["type"] == "any":
        return _f(tr("+{n} any resource"), n=n)
    if op == "flip" and step["what"] == "debt_or_deed":
        return tr("flip debt/deed") if n == 1 else _f(tr("flip debt/deed ×{n}"), n=n)
    if op == "cost_mod":
        return _short_cost(step)
    if op == "banish_cost" and "set" in step:
        return _f(tr("banish ≤{n} silver"), n=step["set"])
    if op == "gain_icon":
        return _f(tr("+{n} {icon} {n|icon|icons}"), n=n, icon=w(step["icon"]))
    if op == "permanent_icon":
        return _f(tr("+{n} {icon} per action"), n=n, icon=w(step["icon"]))
    if op == "icon_convert":
        return _f(tr("{a} {x} = {b} {y}"), a=step["from"]["n"], x=w(step["from"]["icon"]),
                  b=step["to"]["n"], y=w(step["to"]["icon"]))
    if op == "on_event":
        return _f(tr("{when}: {effects}"), when=_short_event(step["event"]),
                  effects=effects_text(step["effects"], content, True))
    if op == "if" and step["cond"] == "no_criminal" and not step.get("else"):
        return _f(tr("{condition} → {effects}"), condition=tr("no criminal icon"),
                  effects=effects_text(step.get("then", []), content, True))
    return None


def step_text(step: dict, content: Any = None, short: bool = False) -> str:
    """One effect step in player words (``short``: the compact form of a card face)."""
    op = step["op"]
    n = step.get("n", 1)
    if short and (compact := _short(step, content)) is not None:
        return compact
    if op == "gain_silver":
        return _f(tr("+{n} silver"), n=n)
    if op == "pay_silver":
        return _f(tr("pay {n} silver"), n=n)
    if op in ("gain_resource", "pay_resource"):
        return _resource(step, op == "pay_resource")
    if op == "gain_virtue":
        return _f(tr("+{n} virtue"), n=n)
    if op == "gain_corruption":
        return _f(tr("+{n} corruption"), n=n)
    if op == "take":
        if step["what"] == "debt":
            return tr("take a debt") if n == 1 else _f(tr("take {n} debts"), n=n)
        return tr("take a deed") if n == 1 else _f(tr("take {n} deeds"), n=n)
    if op in ("flip", "flip_one"):
        return _flip(step)
    if op == "gain_icon":
        return _f(tr("+{n} {icon} {n|icon|icons} this turn"), n=n, icon=w(step["icon"]))
    if op == "icon_convert":
        return _f(tr("every {a} {x} icons count as {b} {y}"), a=step["from"]["n"], x=w(step["from"]["icon"]),
                  b=step["to"]["n"], y=w(step["to"]["icon"]))
    if op == "permanent_icon":
        return _f(tr("+{n} {icon} {n|icon|icons} for every main action"), n=n, icon=w(step["icon"]))
    if op == "extra_move":
        if step.get("free", True):
            return _f(tr("you may move {n} extra {n|step|steps} for free"), n=n)
        return _f(tr("move {n} extra {n|step|steps}"), n=n)
    if op == "banish_cost":
        if "set" in step:
            return _f(tr("banishing costs at most {n} silver"), n=step["set"])
        return _f(tr("banishing costs {n} silver less"), n=-step["delta"])
    if op == "cost_mod":
        return _cost_mod(step)
    if op == "hand_limit":
        return _f(tr("hand limit +{n}"), n=n)
    if op == "draw":
        return _f(tr("draw {n} {n|card|cards}"), n=n)
    if op == "discard":
        return tr("you may discard a card (from your hand or the top of your draw pile)")
    if op == "destroy":
        if "setup_pool" in step.get("from", ()):
            return tr("destroy one of your starting cards (gain its value in silver)")
        return tr("you may destroy a card from your hand or the top of your draw pile (gain its value in silver)")
    if op == "hire":
        return _hire(step)
    if op == "gain_townsfolk":
        return _hire(step, take=True)
    if op == "gain_hero":
        return _f(tr("look at {n} heroes and keep one"), n=step.get("reveal", 2))
    if op == "rearrange_tableau":
        return tr("rearrange your tableau")
    if op == "gain_chest":
        return tr("take a treasure chest")
    if op == "gain_kings_order":
        return tr("take a King's Order") if not step.get("pay") else _f(tr("take a King's Order for {n} silver"),
                                                                         n=step["pay"])
    if op == "take_outsider":
        return tr("welcome an outsider") if step.get("mode", "welcome") == "welcome" else tr("reject an outsider")
    if op == "ignore_criminal":
        return tr("you may ignore 1 criminal icon for this collision")
    if op == "place_worker":
        return _workers(step)
    if op == "advance_worker":
        return _f(tr("move one of your workers inward from castle level {n}"), n=step["from_level"])
    if op == "build":
        what = _building(step["type"]) if step.get("type") else tr("a building")
        return _f(tr("build {what} for free") if step.get("free") else tr("build {what}"), what=what)
    if op == "transcribe":
        return tr("transcribe a manuscript for free") if step.get("free") else tr("transcribe a manuscript")
    if op == "defer":
        return _f(tr("at the end of your turn: {effects}"), effects=effects_text(step["effects"], content))
    if op == "choice":
        parts = [effects_text(o, content) for o in step["options"]]
        return _f(tr("one of: {options}"), options=tr(" or ").join(parts))
    if op == "optional":
        return _f(tr("you may: {effects}"), effects=effects_text(step["effects"], content))
    if op == "if":
        text = _f(tr("{condition}: {effects}"), condition=_condition(step),
                  effects=effects_text(step.get("then", []), content))
        if step.get("else"):
            text += _f(tr("; otherwise {effects}"), effects=effects_text(step["else"], content))
        return text
    if op == "repeat":
        what = counted_text(step["counter"], step.get("args", {}))
        return _f(tr("for every {k} {what}: {effects}") if step.get("group", 1) > 1
                  else tr("for each of your {what}: {effects}"),
                  k=step.get("group", 1), what=what, effects=effects_text(step["effects"], content))
    if op == "on_event":
        return _f(tr("{when}: {effects}"), when=event_text(step["event"]),
                  effects=effects_text(step["effects"], content))
    return op


def effects_text(effects: Any, content: Any = None, short: bool = False) -> str:
    """A whole effect list ("+2 silver, take a debt"); "nothing" for an empty one."""
    steps = list(effects or ())
    if not steps:
        return tr("nothing")
    return separator().join(step_text(s, content, short) for s in steps)


def terse_text(effects: Any, content: Any = None) -> str:
    """The fewest words, for a building slot's face where even the short form does not fit: an event
    in one word ("Hire: may discard a card"), a condition without its noun ("no criminal → +1 virtue")."""
    parts = []
    for step in effects or ():
        if step["op"] == "on_event":
            when = {"hire": tr("Hire"), "collision_any": tr("Collision")}.get(step["event"])
            parts.append(_f(tr("{when}: {effects}"), when=when, effects=terse_text(step["effects"], content))
                         if when else step_text(step, content, True))
        elif step["op"] == "if" and step["cond"] == "no_criminal" and not step.get("else"):
            parts.append(_f(tr("no criminal → {effects}"), effects=terse_text(step.get("then", []), content)))
        else:
            parts.append(step_text(step, content, True))
    return separator().join(parts) or tr("nothing")


TIMINGS = ("instant", "ongoing", "exit", "collision")


def timing_text(timing: str) -> str:
    """When a card ability works."""
    return {"instant": tr("When played"), "ongoing": tr("While on your tableau"), "exit": tr("When it leaves"),
            "collision": tr("At a collision")}.get(timing, timing)


def face_timing_text(timing: str) -> str:
    """When a card ability works, in the few words a card face has room for ("On play", "In tableau",
    "On exit", "Collision"; the loupe says it in full)."""
    return {"instant": tr("On play"), "ongoing": tr("In tableau"), "exit": tr("On exit"),
            "collision": tr("Collision")}.get(timing) or timing_text(timing)


def ability_body(ability: Any, content: Any = None, short: bool = False) -> str:
    """What a card ability does, without its timing ("pay 1 silver → +2 gold")."""
    effects = effects_text(ability.effects, content, short)
    if ability.cost:
        effects = _f(tr("{cost} → {effects}"), cost=effects_text(ability.cost, content, short), effects=effects)
    return effects


def ability_text(ability: Any, content: Any = None, short: bool = False) -> str:
    """A card's bottom ability: "When played: +1 ink" (with its cost: "pay 1 silver → ...")."""
    if ability is None:
        return ""
    return _f(tr("{when}: {effects}"), when=timing_text(ability.timing), effects=ability_body(ability, content, short))


def card_text(card: Any, content: Any = None) -> str:
    """Everything a townsfolk card says, for its tooltip."""
    lines = [render(card.name)]
    lines.append(_f(tr("Value {n} (hire or banish cost, movement, refund)"), n=card.value))
    if card.icons:
        lines.append(_f(tr("Icons: {icons}"), icons=separator().join(w(i) for i in card.icons)))
    outsider = card.deck == "outsider"
    if card.on_hire:
        lines.append(_f(tr("When rejected: {effects}") if outsider else tr("When hired or banished: {effects}"),
                        effects=effects_text(card.on_hire, content)))
    if card.ability is not None:
        lines.append(ability_text(card.ability, content))
    if outsider and card.vp:
        lines.append(_f(tr("Scores: {points}"), points=vp_text(card.vp)))
    if card.deck == "kings_order":
        lines.append(tr("Play it to welcome an outsider when it leaves your tableau; destroy it from your hand "
                        "to reject one (GOG-OUT)"))
    return "\n".join(lines)


def manuscript_text(ms: Any, content: Any = None) -> str:
    """A manuscript's tooltip: name, ribbon, cost and its effect."""
    ribbon = w(ms.ribbon) if ms.ribbon else tr("printed on the board (not kept)")
    return "\n".join([render(ms.name), _f(tr("Ribbon: {ribbon}"), ribbon=ribbon),
                      _f(tr("Cost: {n} cleric"), n=ms.cost),
                      _f(tr("When transcribed: {effects}"), effects=effects_text(ms.instant, content))])
