"""The §11.1 content shorthand, parsed into effect ops when content loads.

The YAML may write any effect list either as ops (``[{op: gain_silver, n: 2}]``) or as one
shorthand string (``"$2, +deed"``); an ability is ``"timing: items"``. Items (comma-separated):

``$n`` silver · ``ink n`` / ``gold n`` / ``stone n`` / ``any n`` · ``virtue n`` / ``corruption n`` ·
``+debt`` ``+deed`` ``+2 debts`` ``+2 deeds`` · ``flip debt|deed|d/d`` (``×2``) · ``draw n`` ·
``destroy`` (``destroy pool``: the setup pool of player card #9) · ``discard`` · ``icon X n``
(X: mer bld nob cle crim) · ``move n`` · ``hire ≤k`` (``hire ≤k any``: from any pile) · ``hero`` ·
``worker`` ``worker ×2`` ``worker adj`` · ``rearrange`` · ``conv 2 X → 1 Y`` ·
``order`` (a King's Order, free) · ``outsider`` (welcome one) · ``chest`` · ``ignore criminal`` ·
``cost A −k`` / ``cost A(type) free`` (+ `` once`` / `` turn``) · ``banish =k`` / ``banish −k`` ·
``perm X n`` (a permanent icon) · ``hand +n`` · ``on EVENT: items`` · ``if COND: items`` ·
``eot(items)`` · ``—`` (nothing).

``on E:`` takes the items after it up to the next ``on`` item or modifier (so
``on hire: $1, on trade: $1, banish =1`` is two triggers and a banish modifier); ``if C:`` takes
the rest of its group. Conditions: ``no_criminal``, ``is_active_player``, ``action(trade)``,
``has_icon(criminal)``, ``buildings(workshop)>=2``, ``workers(2)>=1``, ``manuscripts(blue)>=2``,
``debts(paid)>=1``, ``deeds(approved)>=1``. ASCII spellings work too: ``x2``, ``<=2``, ``-1``, ``->``.
"""

from __future__ import annotations

import re
from typing import Any

ICON_ABBR = {"mer": "merchant", "bld": "builder", "nob": "noble", "cle": "cleric", "crim": "criminal",
             "merchant": "merchant", "builder": "builder", "noble": "noble", "cleric": "cleric",
             "criminal": "criminal"}
TIMINGS = ("instant", "ongoing", "exit", "collision", "permanent")
_MODIFIER_HEADS = ("conv ", "cost ", "banish ", "perm ", "hand ", "move ")


def _normal(text: str) -> str:
    return (text.replace("×", "x").replace("≤", "<=").replace("−", "-").replace("→", "->")
            .replace("–", "-").replace("≥", ">=").strip())


def split_items(text: str) -> list[str]:
    """Split at top-level commas (commas inside ``eot(...)`` stay)."""
    items, depth, current = [], 0, ""
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        if ch == "," and depth == 0:
            items.append(current.strip())
            current = ""
        else:
            current += ch
    if depth != 0:
        raise ValueError(f"unbalanced parentheses in {text!r}")
    if current.strip():
        items.append(current.strip())
    return items


def parse_effects(text: str) -> list[dict[str, Any]]:
    """A shorthand effect list -> ops; ValueError naming the item it cannot read."""
    text = _normal(text)
    if text in ("", "-", "—", "none"):
        return []
    return _group(split_items(text))


def parse_ability(text: str) -> dict[str, Any]:
    """``"instant: any 1, $2"`` -> ``{"timing": "instant", "effects": [...]}``."""
    head, sep, rest = _normal(text).partition(":")
    if not sep or head.strip() not in TIMINGS:
        raise ValueError(f"an ability starts with its timing ({', '.join(TIMINGS)}), e.g. 'instant: $1'")
    return {"timing": head.strip(), "effects": parse_effects(rest)}


def _is_modifier(item: str) -> bool:
    return item.startswith(_MODIFIER_HEADS)


def _group(items: list[str]) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    i = 0
    while i < len(items):
        item = items[i]
        if item.startswith("on ") and ":" in item:
            event, _, first = item[3:].partition(":")
            body = [first.strip()] if first.strip() else []
            i += 1
            while i < len(items) and not items[i].startswith("on ") and not _is_modifier(items[i]):
                body.append(items[i])
                i += 1
            out.append({"op": "on_event", "event": event.strip(), "effects": _group(body)})
            continue
        if item.startswith("if ") and ":" in item:
            cond, _, first = item[3:].partition(":")
            body = ([first.strip()] if first.strip() else []) + items[i + 1:]
            out.append(_condition(cond.strip(), _group(body)))
            return out
        out.append(parse_item(item))
        i += 1
    return out


_COND = re.compile(r"^(\w+)(?:\((\w+)\))?(?:\s*>=\s*(\d+))?$")
_COND_ARG = {"has_icon": "icon", "action": "action", "buildings": "type", "workers": "level",
             "manuscripts": "ribbon", "debts": "state", "deeds": "state"}


def _condition(text: str, then: list[dict[str, Any]]) -> dict[str, Any]:
    m = _COND.match(text)
    if not m:
        raise ValueError(f"cannot read the condition {text!r}")
    name, arg, minimum = m.groups()
    args: dict[str, Any] = {}
    if arg is not None:
        key = _COND_ARG.get(name, "arg")
        args[key] = ICON_ABBR.get(arg, int(arg) if arg.isdigit() else arg) if key == "icon" else \
            (int(arg) if arg.isdigit() else arg)
    if minimum is not None:
        args["min"] = int(minimum)
    return {"op": "if", "cond": name, "args": args, "then": then}


def _times(rest: str) -> tuple[str, int]:
    m = re.search(r"\s*x(\d+)$", rest)
    if m:
        return rest[:m.start()].strip(), int(m.group(1))
    return rest.strip(), 1


def parse_item(item: str) -> dict[str, Any]:
    """One shorthand item -> one op (see the module docstring)."""
    s = _normal(item)
    if m := re.fullmatch(r"\$(\d+)", s):
        return {"op": "gain_silver", "n": int(m.group(1))}
    if m := re.fullmatch(r"(ink|gold|stone|any) (\d+)", s):
        return {"op": "gain_resource", "type": m.group(1), "n": int(m.group(2))}
    if m := re.fullmatch(r"(virtue|corruption) (\d+)", s):
        return {"op": f"gain_{m.group(1)}", "n": int(m.group(2))}
    if m := re.fullmatch(r"\+(\d+ )?(debt|deed)s?", s):
        return {"op": "take", "what": m.group(2), "n": int(m.group(1) or 1)}
    if s.startswith("flip "):
        what, n = _times(s[5:])
        what = {"d/d": "debt_or_deed", "debt": "debt", "deed": "deed"}.get(what)
        if what is None:
            raise ValueError(f"flip what? (debt, deed or d/d) in {item!r}")
        return {"op": "flip", "what": what, "n": n}
    if m := re.fullmatch(r"draw (\d+)", s):
        return {"op": "draw", "n": int(m.group(1))}
    if s == "destroy":
        return {"op": "destroy", "n": 1, "from": ["hand", "top_of_deck"], "optional": True}
    if s == "destroy pool":
        return {"op": "destroy", "n": 1, "from": ["setup_pool"], "optional": True}
    if s == "discard":
        return {"op": "discard", "n": 1, "from": ["hand", "top_of_deck"], "optional": True}
    if m := re.fullmatch(r"icon (\w+) (\d+)", s):
        return {"op": "gain_icon", "icon": _icon(m.group(1), item), "n": int(m.group(2))}
    if m := re.fullmatch(r"perm (\w+) (\d+)", s):
        return {"op": "permanent_icon", "icon": _icon(m.group(1), item), "n": int(m.group(2))}
    if m := re.fullmatch(r"move (\d+)", s):
        return {"op": "extra_move", "n": int(m.group(1)), "free": True}
    if m := re.fullmatch(r"hire <=(\d+)( any)?", s):
        return {"op": "hire", "mode": "free", "max_value": int(m.group(1)),
                "from": "any_pile" if m.group(2) else "adjacent"}
    if s == "hero":
        return {"op": "gain_hero", "reveal": 2}
    if s == "order":
        return {"op": "gain_kings_order", "pay": 0}
    if s == "outsider":
        return {"op": "take_outsider", "mode": "welcome"}
    if s == "chest":
        return {"op": "gain_chest"}
    if s == "ignore criminal":
        return {"op": "ignore_criminal", "n": 1}
    if s.startswith("worker"):
        rest, n = _times(s[6:])
        if rest not in ("", "adj"):
            raise ValueError(f"cannot read {item!r} (worker, worker x2 or worker adj)")
        return {"op": "place_worker", "n": n, "where": "adjacent" if rest == "adj" else "any", "split": False}
    if s == "rearrange":
        return {"op": "rearrange_tableau"}
    if m := re.fullmatch(r"conv (\d+) (\w+) -> (\d+) (\w+)", s):
        return {"op": "icon_convert", "from": {"icon": _icon(m.group(2), item), "n": int(m.group(1))},
                "to": {"icon": _icon(m.group(4), item), "n": int(m.group(3))}}
    if m := re.fullmatch(r"cost (\w+)(?:\((\w+)\))? (-\d+|free)( once| turn)?", s):
        out: dict[str, Any] = {"op": "cost_mod", "action": m.group(1),
                               "amount": "free" if m.group(3) == "free" else -int(m.group(3)),
                               "scope": (m.group(4) or " ongoing").strip()}
        if m.group(2):
            out["type"] = m.group(2)
        return out
    if m := re.fullmatch(r"banish =(\d+)", s):
        return {"op": "banish_cost", "set": int(m.group(1))}
    if m := re.fullmatch(r"banish -(\d+)", s):
        return {"op": "banish_cost", "delta": -int(m.group(1))}
    if m := re.fullmatch(r"hand \+(\d+)", s):
        return {"op": "hand_limit", "n": int(m.group(1))}
    if m := re.fullmatch(r"eot\((.*)\)", s):
        return {"op": "defer", "when": "end_of_turn", "effects": parse_effects(m.group(1))}
    raise ValueError(f"cannot read the effect {item!r}")


def _icon(abbr: str, item: str) -> str:
    if abbr not in ICON_ABBR:
        raise ValueError(f"unknown icon {abbr!r} in {item!r} (mer, bld, nob, cle, crim)")
    return ICON_ABBR[abbr]


def to_ops(value: Any) -> Any:
    """A YAML effect value as ops: a shorthand string is parsed, a list of ops is kept."""
    if value is None:
        return []
    if isinstance(value, str):
        return parse_effects(value)
    return value
