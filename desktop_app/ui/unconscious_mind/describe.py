"""Effects and costs in player words, in the current language ("small Passion → 2 coffee").

The engine's compiled steps (``{"op": "coffee", "n": 2}``) and costs (``{"terms": [["spend", 0, 0]],
"coffee": 1, ...}``) are read as data; every template goes through :func:`look.tr` (the Chinese
is in ``resources/translations/contexts/UmScene.yaml``) and plural forms ``{n|one|other}``.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from desktop_app.engine.text import format_text
from desktop_app.rules.unconscious_mind.core import COLOUR_NAMES, SIZE_NAMES, slot_text
from desktop_app.ui.i18n import name_lang, render
from desktop_app.ui.unconscious_mind.look import tr

ARROW = " → "


def fmt(template: str, **args: Any) -> str:
    """A translated ``template`` formatted with plural forms ``{n|one|other}``; a seat name the app gave
    (``Player 2``) reads in the chosen language (``玩家 2``), as on the score dock."""
    return format_text(template, {k: render(v) if isinstance(v, str) else v for k, v in args.items()})


def joined(parts: list[str]) -> str:
    """Parts joined in the language's list style."""
    parts = [p for p in parts if p]
    return ("、" if name_lang() == "zh" else ", ").join(parts)


_COMPACT = [False]


@contextmanager
def compact() -> Iterator[None]:
    """Within this block insight slots read "M Passion" (for card and tile faces; Chinese is short already)."""
    _COMPACT.append(True)
    try:
        yield
    finally:
        _COMPACT.pop()


def slot(size: int, colour: int) -> str:
    """"medium Passion" / "中熱情" (colour -1 = any colour); "M Passion" in :func:`compact` texts."""
    if _COMPACT[-1] and name_lang() == "en":
        return f"{'SML'[size]} {render(COLOUR_NAMES[colour]) if colour >= 0 else tr('any')}"
    if _COMPACT[-1] and colour < 0:
        return size_name(size) + tr("any")
    return render(slot_text(size, colour))


def size_name(size: int) -> str:
    """"small" / "小"."""
    return render(SIZE_NAMES[size])


def colour_name(colour: int | str) -> str:
    """"Passion" / "熱情" for a colour index or id."""
    if isinstance(colour, str):
        colour = ("red", "green", "purple").index(colour)
    return render(COLOUR_NAMES[colour])


def cost_text(cost: dict[str, Any] | None) -> str:
    """A compiled cost as words ("small Passion + 1 coffee"); "" when free."""
    if not cost:
        return ""
    parts = []
    terms = cost.get("terms", [])
    spends: dict[tuple[int, int], int] = {}
    suppress = 0
    for term in terms:
        if term[0] == "spend":
            spends[(term[1], term[2])] = spends.get((term[1], term[2]), 0) + 1
        else:
            suppress += 1
    for (size, colour), n in spends.items():
        parts.append(slot(size, colour) if n == 1 else fmt(tr("{n} × {slot}"), n=n, slot=slot(size, colour)))
    if suppress:
        parts.append(fmt(tr("suppress {n}"), n=suppress))
    if cost.get("coffee"):
        parts.append(fmt(tr("{n} coffee"), n=cost["coffee"]))
    if cost.get("good_idea"):
        parts.append(fmt(tr("{n} {n|good idea|good ideas}"), n=cost["good_idea"]))
    if cost.get("vp"):
        parts.append(fmt(tr("{n} VP"), n=cost["vp"]))
    return " + ".join(parts)


def _generate(step: dict) -> str:
    n, size, colour = step.get("n", 1), step["size"], step["colour"]
    what = slot(size, colour)
    if _COMPACT[-1]:
        if n == 1:
            return fmt(tr("+{slot}"), slot=what)
        if colour == -1 and step.get("same_colour"):
            return fmt(tr("{n} {size}, one colour"), n=n, size="SML"[size] if name_lang() == "en" else size_name(size))
        return fmt(tr("{n} × {slot}"), n=n, slot=what)
    if n == 1:
        return fmt(tr("generate {slot}"), slot=what)
    if colour == -1 and step.get("same_colour"):
        return fmt(tr("generate {n} {size} of one colour"), n=n, size=size_name(size))
    return fmt(tr("generate {n} × {slot}"), n=n, slot=what)


def activates(step: dict, default: bool = False) -> str:
    """", activate" after a move that activates its destination (left out on small faces)."""
    return tr(", activate") if step.get("activate", default) and not _COMPACT[-1] else ""


def _move(step: dict) -> str:
    lo, hi = step.get("min", 1), step.get("max", 2)
    moved = fmt(tr("professor {lo}–{hi} steps"), lo=lo, hi=hi) if lo != hi else \
        fmt(tr("professor {n} {n|step|steps}"), n=lo)
    return moved + activates(step)


def step_text(step: dict[str, Any], content: Any = None) -> str:
    """One compiled step in words."""
    op = step["op"]
    n = step.get("n", 1)
    if op == "generate":
        return _generate(step)
    if op == "elevate":
        return fmt(tr("elevate {n}"), n=n) if _COMPACT[-1] else fmt(tr("elevate {n} {n|insight|insights}"), n=n)
    if op == "suppress_gain":
        return fmt(tr("suppress {n}"), n=n)
    if op == "transfer":
        if _COMPACT[-1]:
            size = "SML"[step["level"]] if name_lang() == "en" else size_name(step["level"])
            return fmt(tr("transfer {n} (≤{size})"), n=n, size=size)
        return fmt(tr("transfer {n} (up to {size})"), n=n, size=size_name(step["level"]))
    if op == "coffee":
        return fmt(tr("{n} coffee"), n=n)
    if op == "good_idea":
        return fmt(tr("{n} {n|good idea|good ideas}"), n=n)
    if op == "vp":
        return fmt(tr("{n} VP"), n=n) if n >= 0 else fmt(tr("lose {n} VP"), n=-n)
    if op == "prestige":
        return fmt(tr("{n} prestige"), n=n)
    if op == "prestige_track":
        return tr("prestige track") if _COMPACT[-1] else tr("trigger the prestige track")
    if op == "hearts":
        return fmt(tr("{n} {n|heart|hearts}"), n=n)
    if op == "heal":
        return fmt(tr("heal {n}"), n=n)
    if op == "unlock_idea":
        return tr("unlock an idea")
    if op == "professor_move":
        return _move(step)
    if op == "professor_to_freud":
        return tr("professor to Freud") + activates(step, True)
    if op == "freud_move":
        return fmt(tr("Freud {n} {n|step|steps}"), n=n) + activates(step, True)
    if op == "activate":
        where = tr("Freud's location") if step.get("where") == "freud" else tr("your professor's location")
        times = step.get("times", "tags")
        if times == "tags":
            return fmt(tr("activate {where}"), where=where)
        return fmt(tr("{where} ×{n}"), where=where, n=times) if _COMPACT[-1] else \
            fmt(tr("activate {where} {n}×"), where=where, n=times)
    if op == "draw_research":
        return fmt(tr("{n} research"), n=n) if _COMPACT[-1] else fmt(tr("draw {n} research"), n=n)
    if op == "play_research":
        if _COMPACT[-1]:
            return fmt(tr("play {n} research"), n=step.get("max", 1))
        return fmt(tr("play up to {n} research"), n=step.get("max", 1))
    if op == "publish":
        return tr("publish a treatise")
    if op == "gain_method":
        where = {"pile": tr("a pile tile"), "middle": tr("a middle tile"), "right": tr("a right tile")}
        return where.get(step.get("from"), tr("a method tile"))
    if op == "trigger_row":
        return tr("trigger a row") if step.get("row") == "any" else fmt(tr("trigger row {n}"), n=step.get("row"))
    if op == "trigger_column":
        return tr("trigger a column") if step.get("col") == "any" else fmt(tr("trigger column {n}"), n=step.get("col"))
    if op == "pay":
        return fmt(tr("pay {cost}"), cost=cost_text(step["cost"]))
    if op == "convert":
        return cost_text(step["cost"]) + ARROW + steps_text(step["gain"], content)
    if op == "choice":
        return " / ".join(steps_text(o, content) for o in step["options"])
    return op


def steps_text(steps: list[dict[str, Any]], content: Any = None) -> str:
    """A list of steps in words, joined."""
    return joined([step_text(s, content) for s in steps])


def main_text(main: dict[str, Any], content: Any = None) -> str:
    """A paid effect ``{"cost", "gain"}``: "cost → gain" (just the gain when free)."""
    cost = cost_text(main.get("cost"))
    gain = steps_text(main.get("gain", []), content)
    return cost + ARROW + gain if cost else gain


def action_text(content: Any, action_id: str) -> str:
    """A meeting-table action's options, one per slash ("a / b")."""
    options = content.actions[action_id]["options"]
    texts = []
    for option in options:
        shown = [s for s in option if s["op"] != "pay"]
        paid = [s for s in option if s["op"] == "pay"]
        line = steps_text(shown, content)
        if paid:
            line = cost_text(paid[0]["cost"]) + ARROW + line
        texts.append(line)
    return " / ".join(texts)


def dream_text(content: Any, dream_id: str) -> str:
    """A dream's treatment: "cost → n hearts, bonus"."""
    d = content.dreams[dream_id]
    gain = joined([fmt(tr("{n} {n|heart|hearts}"), n=d["hearts"]), steps_text(d["bonus"], content)])
    return cost_text(d["cost"]) + ARROW + gain


def ongoing_text(content: Any, patient_id: str) -> str:
    """What a cured patient does from now on (ordinary) or scores at the end (complex)."""
    p = content.patients[patient_id]
    if p["endgame"]:
        e = p["endgame"]
        return fmt(tr("end: {vp} VP per {what} (max {max})"), vp=e["vp"], what=per_word(e["per"]), max=e["max"])
    parts = []
    for entry in p["ongoing"]:
        if "converter" in entry:
            parts.append(fmt(tr("once a turn: {effect}"), effect=main_text(entry["converter"], content)))
        elif entry.get("modifier") == "basic_treatment_hearts":
            parts.append(fmt(tr("basic treatment +{n} heart"), n=entry["n"]))
        elif entry.get("modifier") == "coffee_cost":
            parts.append(fmt(tr("{conversion} costs {n} less coffee"), conversion=conversion_name(entry["conversion"]),
                             n=-entry["delta"]))
        else:
            parts.append(fmt(tr("{when}: {effect}"), when=hook_text(content, entry),
                             effect=steps_text(entry["effect"], content)))
    return joined(parts)


def per_word(per: str) -> str:
    """The unit of a complex patient's end-game condition."""
    words = {"treatise": tr("treatise"), "method_tile": tr("method tile"), "research_in_play": tr("research card in play"),
             "cured_ordinary": tr("cured ordinary patient"), "cured_complex": tr("cured complex patient"),
             "cured_any": tr("cured patient"), "full_line": tr("full row or column"),
             "district_insight": tr("insight on a treatise or district space"), "goal_tile": tr("goal tile"),
             "good_idea": tr("good idea")}
    return words.get(per, per)


def hook_text(content: Any, entry: dict) -> str:
    """When a cured patient's effect fires ("when you recall", "each execution of “Study”")."""
    when = entry.get("when", "")
    if when == "on_action":
        return fmt(tr("each execution of “{action}”"), action=render(content.name(entry.get("action", ""))))
    words = {"on_recall": tr("when you recall"), "on_publish": tr("when you publish"), "on_catharsis": tr("at each catharsis"),
             "on_cure": tr("when you cure"), "on_professor_move": tr("when your professor moves"),
             "on_method_gain": tr("when you take a face-up method tile")}
    return words.get(when, when)


def conversion_name(kind: str) -> str:
    """The name of a coffee conversion."""
    words = {"transfer": tr("transferring"), "elevate": tr("elevating"), "good_idea": tr("a good idea"),
             "ignore_suppress": tr("skipping a suppression")}
    return words.get(kind, kind)

