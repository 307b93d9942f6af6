"""The insight dial (UM-INS-01..09), coffee (UM-COF-01..03) and payments (§20 ``pay_insight``).

A payment is a stack of small questions, one per insight term, in the order the cost lists them:
``pay_insight`` (which slot pays a spend term; overpay allowed, UM-INS-07) and ``suppress_target``
(which marker steps down, or 1 coffee instead, UM-COF-02). Coffee conversions are built into
the options (UM-TURN-05 "wherever a payment could use them"): a marker of another colour may
pay after a transfer, a smaller one after elevations, each option naming its coffee. An option is
offered only if the rest of the cost stays payable (:func:`extra_coffee`), so a payment once
started always completes; a cost is offered at all only when :func:`can_pay` says so.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.effects import Step
from desktop_app.rules.unconscious_mind.content import ANY, COLOURS
from desktop_app.rules.unconscious_mind.core import (
    MARKERS,
    SIZE_NAMES,
    ask,
    log,
    parse_slot,
    prices,
    slot_params,
    slot_text,
    who,
)
from desktop_app.rules.unconscious_mind.model import NEUTRAL, OWN, Player, slot_of

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState

_CACHE: dict[tuple, int | None] = {}
_CACHE_MAX = 200_000


# ---- marker moves (no questions) ----------------------------------------------------------------
def counts(p: Player) -> tuple[int, ...]:
    """Markers per slot (both kinds), 9 values."""
    d = p.dial
    return (d[0] + d[1], d[2] + d[3], d[4] + d[5], d[6] + d[7], d[8] + d[9], d[10] + d[11], d[12] + d[13],
            d[14] + d[15], d[16] + d[17])


def move(state: UmState, seat: int, what: str, kind: int, src: int | None, dst: int | None,
         rule_id: str) -> None:
    """Move one marker of ``kind`` from slot ``src`` (None = storage) to ``dst`` (None = storage), logged."""
    p = state.players[seat]
    if src is None:
        p.storage[kind] -= 1
    else:
        p.dial[src * 2 + kind] -= 1
    if dst is None:
        p.storage[kind] += 1
    else:
        p.dial[dst * 2 + kind] += 1
    data = {"player": seat, "op": what, "marker": MARKERS[kind], "from": src, "to": dst}
    if dst is not None:
        log(state, "insight", "{player}: {op} {slot}", seat, rule_id=rule_id, data=data, player=who(state, seat),
            op=OP_NAMES[what], slot=slot_text(*divmod(dst, 3)))
    else:
        log(state, "insight", "{player}: {op} {slot}", seat, rule_id=rule_id, data=data, player=who(state, seat),
            op=OP_NAMES[what], slot=slot_text(*divmod(src, 3)))


OP_NAMES = {"generate": {"en": "generates", "zh": "生成"}, "elevate": {"en": "elevates to", "zh": "提升至"},
            "suppress": {"en": "suppresses", "zh": "抑制"}, "transfer": {"en": "transfers to", "zh": "轉換為"},
            "spend": {"en": "spends", "zh": "使用"}, "sacrifice": {"en": "gives up", "zh": "犧牲"},
            "remove": {"en": "places a marker from", "zh": "移出標記自"}}


def gain_coffee(state: UmState, seat: int, n: int) -> None:
    """+n coffee, at most the track's top (UM-COF-01: the rest is lost); n may be negative (paying)."""
    p = state.players[seat]
    top = state.content.rules.coffee_max
    new = max(0, min(top, p.coffee + n))
    if new != p.coffee or n:
        log(state, "coffee", "{player}: coffee {old} → {new}", seat, rule_id="UM-COF-01",
            data={"player": seat, "from": p.coffee, "to": new}, player=who(state, seat), old=p.coffee, new=new)
    p.coffee = new


# ---- feasibility ---------------------------------------------------------------------------------
def extra_coffee(slots: tuple[int, ...], terms: tuple, price: tuple[int, int, int, int]) -> int | None:
    """Least coffee that pays the insight ``terms`` in order from markers per slot ``slots``
    (conversions included), or None if they cannot be paid at all. Memoised."""
    key = (slots, terms, price[:3])
    got = _CACHE.get(key, -1)
    if got != -1:
        return got
    if len(_CACHE) > _CACHE_MAX:
        _CACHE.clear()
    result: int | None
    if not terms:
        result = 0
    else:
        term, rest = terms[0], terms[1:]
        best: int | None = None
        if term[0] == "spend":
            for s in range(9):
                if slots[s]:
                    extra = assist(s, term[1], term[2], price)
                    after = slots[:s] + (slots[s] - 1,) + slots[s + 1:]
                    sub = extra_coffee(after, rest, price)
                    if sub is not None and (best is None or extra + sub < best):
                        best = extra + sub
        else:
            sub = extra_coffee(slots, rest, price)
            if sub is not None:
                best = price[2] + sub
            for s in range(9):
                if slots[s]:
                    after = list(slots)
                    after[s] -= 1
                    if s >= 3:
                        after[s - 3] += 1
                    sub = extra_coffee(tuple(after), rest, price)
                    if sub is not None and (best is None or sub < best):
                        best = sub
        result = best
    _CACHE[key] = result
    return result


def assist(slot: int, size: int, colour: int, price: tuple[int, int, int, int]) -> int:
    """Coffee to make the marker in ``slot`` pay a (size, colour) requirement: transfer, elevations."""
    ssize, scolour = divmod(slot, 3)
    return (price[0] if colour != ANY and scolour != colour else 0) + price[1] * max(0, size - ssize)


_TERMS: dict[int, tuple[list, tuple]] = {}


def _terms_key(terms: list) -> tuple:
    """``terms`` as a hashable tuple (cached for the content's shared lists)."""
    got = _TERMS.get(id(terms))
    if got is not None and got[0] is terms:
        return got[1]
    key = tuple(tuple(t) for t in terms)
    if len(_TERMS) > 5000:
        _TERMS.clear()
    _TERMS[id(terms)] = (terms, key)
    return key


def can_pay(state: UmState, seat: int, cost: dict[str, Any]) -> bool:
    """True when ``seat`` can pay ``cost`` now (coffee conversions included, UM-COF-02)."""
    p = state.players[seat]
    if p.good_ideas < cost["good_idea"] or p.vp < cost["vp"] or p.coffee < cost["coffee"]:
        return False
    terms = cost["terms"]
    if not terms:
        return True
    extra = extra_coffee(counts(p), _terms_key(terms), prices(state, seat))
    return extra is not None and cost["coffee"] + extra <= p.coffee


def payment_plan(state: UmState, seat: int, cost: dict[str, Any]) -> list[dict[str, Any]] | None:
    """The cheapest way ``seat`` can pay the insight terms of ``cost`` now, term by term (for showing a
    payment before it is made): ``[{"term": term, "slot": dial slot or None, "coffee": n}]``. A spend
    term names the slot that pays it and the coffee its transfer / elevations cost; a suppress term
    names the marker that steps down, or ``slot`` None when 1 coffee replaces it. Least coffee first,
    then the smallest marker (least overpay). None when the cost cannot be paid."""
    if not can_pay(state, seat, cost):
        return None
    price = prices(state, seat)
    slots = counts(state.players[seat])
    terms = [tuple(t) for t in cost["terms"]]
    plan = []
    for i, term in enumerate(terms):
        rest = tuple(terms[i + 1:])
        choices = []
        if term[0] == "spend":
            for s in range(9):
                if slots[s]:
                    extra = assist(s, term[1], term[2], price)
                    after = slots[:s] + (slots[s] - 1,) + slots[s + 1:]
                    sub = extra_coffee(after, rest, price)
                    if sub is not None:
                        choices.append((extra + sub, s // 3, s, extra, after))
        else:
            sub = extra_coffee(slots, rest, price)
            if sub is not None:
                choices.append((price[2] + sub, 3, None, price[2], slots))
            for s in range(9):
                if slots[s]:
                    after = list(slots)
                    after[s] -= 1
                    if s >= 3:
                        after[s - 3] += 1
                    sub = extra_coffee(tuple(after), rest, price)
                    if sub is not None:
                        choices.append((sub, s // 3, s, 0, tuple(after)))
        _total, _size, s, extra, slots = min(choices, key=lambda x: x[:2] + (-1 if x[2] is None else x[2],))
        plan.append({"term": list(term), "slot": s, "coffee": extra})
    return plan


def is_free(cost: dict[str, Any]) -> bool:
    """A cost of nothing at all."""
    return not cost["terms"] and not cost["coffee"] and not cost["good_idea"] and not cost["vp"]


def pay_steps(cost: dict[str, Any], source: Any = "") -> list[dict[str, Any]]:
    """The steps that pay ``cost`` (check :func:`can_pay` first)."""
    if is_free(cost):
        return []
    return [{"op": "pay_terms", "terms": [list(t) for t in cost["terms"]], "coffee": cost["coffee"],
             "good_idea": cost["good_idea"], "vp": cost["vp"], "source": source}]


# ---- the payment questions --------------------------------------------------------------------------
def _op_pay_terms(step: Step) -> None:
    state, seat = step.state, step.player
    p = state.players[seat]
    terms = step.get("terms")
    fixed = step.get("coffee")
    if not terms:
        if fixed:
            gain_coffee(state, seat, -fixed)
        if step.get("good_idea"):
            p.good_ideas -= step.get("good_idea")
            log(state, "good_idea", "{player} spends {n} {n|good idea|good ideas}", seat, data={"player": seat, "n": -step.get("good_idea")},
                player=who(state, seat), n=step.get("good_idea"))
        if step.get("vp"):
            p.vp -= step.get("vp")
            log(state, "vp", "{player} pays {n} VP", seat, data={"player": seat, "n": -step.get("vp")},
                player=who(state, seat), n=step.get("vp"))
        return
    price = prices(state, seat)
    slots = counts(p)
    rest = tuple(tuple(t) for t in terms[1:])
    term = terms[0]
    options: list[dict[str, Any]] = []
    if term[0] == "spend":
        for s in range(9):
            if not slots[s]:
                continue
            extra = assist(s, term[1], term[2], price)
            after = slots[:s] + (slots[s] - 1,) + slots[s + 1:]
            sub = extra_coffee(after, rest, price)
            if sub is None or extra + sub + fixed > p.coffee:
                continue
            options.append({**slot_params(*divmod(s, 3)), "coffee": extra})
        ask(step, "pay_insight", options, "pay_insight", "Pay {need} for {source}", "UM-INS-07",
            data={"no_free": True, "term": list(term), "terms": terms, "coffee_fixed": fixed,
                  "good_idea": step.get("good_idea"), "vp": step.get("vp"), "source": step.get("source")},
            need=slot_text(term[1], term[2]),
            source=step.get("source"))
        return
    sub = extra_coffee(slots, rest, price)
    if sub is not None and price[2] + sub + fixed <= p.coffee:
        options.append({"coffee": True})
    for s in range(9):
        if not slots[s]:
            continue
        after = list(slots)
        after[s] -= 1
        if s >= 3:
            after[s - 3] += 1
        sub = extra_coffee(tuple(after), rest, price)
        if sub is None or sub + fixed > p.coffee:
            continue
        options.append(slot_params(*divmod(s, 3)))
    ask(step, "suppress_target", options, "pay_insight", "Suppress an insight (or pay {n} coffee) for {source}",
        "UM-INS-04", data={"no_free": True, "term": list(term), "terms": terms, "coffee_fixed": fixed,
                           "good_idea": step.get("good_idea"), "vp": step.get("vp"), "source": step.get("source")},
        n=price[2], source=step.get("source"))


def _resume_pay(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    term = step.params["term"]
    price = prices(state, seat)
    if term[0] == "spend":
        size, colour = parse_slot(answer)
        s = slot_of(size, colour)
        kind = pick_kind(state.players[seat], s, OWN)
        if answer["coffee"]:
            gain_coffee(state, seat, -answer["coffee"])
            log(state, "convert", "{player} converts {n} coffee to pay with {slot}", seat, rule_id="UM-COF-02",
                data={"player": seat, "coffee": answer["coffee"], "slot": s}, player=who(state, seat),
                n=answer["coffee"], slot=slot_text(size, colour))
        move(state, seat, "spend", kind, s, None, "UM-INS-06")
    elif answer.get("coffee") is True:
        gain_coffee(state, seat, -price[2])
        log(state, "convert", "{player} pays coffee instead of suppressing", seat, rule_id="UM-COF-02",
            data={"player": seat, "coffee": price[2]}, player=who(state, seat))
    else:
        size, colour = parse_slot(answer)
        s = slot_of(size, colour)
        move(state, seat, "suppress", pick_kind(state.players[seat], s, OWN), s, s - 3 if size else None, "UM-INS-04")
    step.push([{"op": "pay_terms", "terms": step.params["terms"][1:], "coffee": step.params["coffee_fixed"],
                "good_idea": step.params["good_idea"], "vp": step.params["vp"], "source": step.params["source"]}],
              seat)


# ---- effects: generate, elevate, suppress, transfer (UM-INS-02..05) ------------------------------
def _op_generate(step: Step) -> None:
    n, colour, size = step.get("n", 1), step.get("colour"), step.get("size")
    if colour == ANY and step.get("same_colour") and n > 1:
        ask(step, "generate_colour", [{"colour": c} for c in COLOURS], "generate_colour",
            "Choose one colour for {n} insights", "UM-INS-02", data={"size": size, "n": n}, n=n)
        return
    step.push([{"op": "generate_one", "size": size, "colour": colour}] * n)


def _resume_generate_colour(step: Step, answer: dict[str, Any]) -> None:
    step.push([{"op": "generate_one", "size": step.params["size"], "colour": COLOURS.index(answer["colour"])}]
              * step.params["n"], step.question.player)


def _op_generate_one(step: Step) -> None:
    state, seat = step.state, step.player
    p = state.players[seat]
    size, colour = step.get("size"), step.get("colour")
    if colour == ANY:
        ask(step, "generate_colour", [{"colour": c} for c in COLOURS], "generate_colour",
            "Choose the colour of a {size} insight", "UM-INS-02", data={"size": size, "n": 1},
            size=SIZE_NAMES[size])
        return
    dst = slot_of(size, colour)
    if p.storage[NEUTRAL] or p.storage[OWN]:
        move(state, seat, "generate", NEUTRAL if p.storage[NEUTRAL] else OWN, None, dst, "UM-INS-02")
        return
    options = [slot_params(*divmod(s, 3)) for s in range(9) if p.slot_count(s) and s != dst] + [{"skip": True}]
    ask(step, "generate_sacrifice", options, "generate_sacrifice",
        "Storage is empty: give up an insight to generate {slot}, or skip", "UM-INS-02", data={"slot": dst},
        slot=slot_text(size, colour))


def _resume_generate_sacrifice(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("skip"):
        return
    src = slot_of(*parse_slot(answer))
    seat = step.question.player
    move(step.state, seat, "sacrifice", pick_kind(step.state.players[seat], src, NEUTRAL), src,
         step.params["slot"], "UM-INS-02")


def _marker_options(p: Player, slots) -> list[dict[str, Any]]:
    return [slot_params(*divmod(s, 3)) for s in slots if p.slot_count(s)]


def pick_kind(p: Player, slot: int, prefer: int) -> int:
    """Which marker of a slot moves: ``prefer`` if the slot holds one, else the other kind.

    Neutral and player-colour markers are the same insight (UM-INS-09); which one moves only
    matters for UM-DEC-15 (a player-colour marker taken off a ring costs that insight), so the
    engine keeps player-colour markers low and in storage: spending and suppressing move a
    player-colour marker first, generating, elevating and transferring a neutral one."""
    return prefer if p.dial[slot * 2 + prefer] else 1 - prefer


def _op_elevate(step: Step) -> None:
    step.push([{"op": "elevate_one"}] * step.get("n", 1))


def _op_elevate_one(step: Step) -> None:
    p = step.state.players[step.player]
    options = _marker_options(p, range(6))
    if options:
        ask(step, "elevate_target", options + [{"skip": True}], "elevate_target", "Elevate an insight (or skip)",
            "UM-INS-03", auto=False)


def _resume_elevate(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("skip"):
        return
    s = slot_of(*parse_slot(answer))
    seat = step.question.player
    move(step.state, seat, "elevate", pick_kind(step.state.players[seat], s, NEUTRAL), s, s + 3, "UM-INS-03")


def _op_suppress_gain(step: Step) -> None:
    step.push([{"op": "suppress_one"}] * step.get("n", 1))


def _op_suppress_one(step: Step) -> None:
    p = step.state.players[step.player]
    ask(step, "suppress_target", _marker_options(p, range(9)), "suppress_one", "Suppress an insight", "UM-INS-04")


def _resume_suppress_one(step: Step, answer: dict[str, Any]) -> None:
    size, colour = parse_slot(answer)
    s = slot_of(size, colour)
    seat = step.question.player
    move(step.state, seat, "suppress", pick_kind(step.state.players[seat], s, OWN), s, s - 3 if size else None,
         "UM-INS-04")


def _op_transfer(step: Step) -> None:
    step.push([{"op": "transfer_one", "level": step.get("level")}] * step.get("n", 1))


def transfer_options(p: Player, level: int) -> list[dict[str, Any]]:
    """Every (marker, new colour) a transfer of ``level`` allows (size <= level, UM-INS-05)."""
    out = []
    for s in range((level + 1) * 3):
        if p.slot_count(s):
            out += [{**slot_params(*divmod(s, 3)), "to": c} for c in COLOURS if COLOURS.index(c) != s % 3]
    return out


def _op_transfer_one(step: Step) -> None:
    p = step.state.players[step.player]
    options = transfer_options(p, step.get("level"))
    if options:
        ask(step, "transfer_target", options + [{"skip": True}], "transfer_target",
            "Transfer an insight to another colour (or skip)", "UM-INS-05", data={"level": step.get("level")},
            auto=False)


def _resume_transfer(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("skip"):
        return
    size, colour = parse_slot(answer)
    seat = step.question.player
    move(step.state, seat, "transfer", pick_kind(step.state.players[seat], slot_of(size, colour), NEUTRAL),
         slot_of(size, colour), slot_of(size, COLOURS.index(answer["to"])), "UM-INS-05")


def _op_own_marker(step: Step) -> None:
    """Take a player-colour marker off the dial for a treatise or district space (UM-INS-08, UM-DEC-15)."""
    state, seat = step.state, step.player
    p = state.players[seat]
    if p.storage[OWN]:
        p.storage[OWN] -= 1
        p.markers_out += 1
        log(state, "insight", "{player} places a player-colour marker", seat, rule_id="UM-INS-08",
            data={"player": seat, "op": "remove", "marker": "own", "from": None, "to": step.get("to")},
            player=who(state, seat))
        return
    options = [slot_params(*divmod(s, 3)) for s in range(9) if p.dial[s * 2 + OWN]]
    ask(step, "own_marker_source", options, "own_marker", "Which player-colour insight leaves the dial?",
        "UM-DEC-15", data={"to": step.get("to")})


def _resume_own_marker(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    s = slot_of(*parse_slot(answer))
    state.players[seat].dial[s * 2 + OWN] -= 1
    state.players[seat].markers_out += 1
    log(state, "insight", "{player} places a player-colour marker from {slot}", seat, rule_id="UM-DEC-15",
        data={"player": seat, "op": "remove", "marker": "own", "from": s, "to": step.params["to"]},
        player=who(state, seat), slot=slot_text(*divmod(s, 3)))


# ---- free coffee conversions (UM-COF-02, offered by the state at any own-turn question) -------------
def free_conversions(state: UmState, seat: int) -> list[dict[str, Any]]:
    """The conversions ``seat`` can afford now: elevate and transfer an insight, buy a good idea."""
    p = state.players[seat]
    t_price, e_price, _, g_price = prices(state, seat)
    out = []
    if p.coffee >= e_price and any(p.dial[:12]):
        out.append({"conversion": "elevate"})
    if p.coffee >= t_price and any(p.dial):
        out.append({"conversion": "transfer"})
    if p.coffee >= g_price:
        out.append({"conversion": "good_idea"})
    return out


def _op_coffee_elevate(step: Step) -> None:
    p = step.state.players[step.player]
    ask(step, "elevate_target", _marker_options(p, range(6)), "coffee_elevate", "Elevate which insight (coffee)?",
        "UM-COF-02", data={"no_free": True})  # the coffee is paid with the answer: no conversion inside it


def _resume_coffee_elevate(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    gain_coffee(state, seat, -prices(state, seat)[1])
    s = slot_of(*parse_slot(answer))
    move(state, seat, "elevate", pick_kind(state.players[seat], s, NEUTRAL), s, s + 3, "UM-COF-02")


def _op_coffee_transfer(step: Step) -> None:
    p = step.state.players[step.player]
    ask(step, "transfer_target", transfer_options(p, 2), "coffee_transfer", "Transfer which insight (coffee)?",
        "UM-COF-02", data={"no_free": True})


def _resume_coffee_transfer(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    gain_coffee(state, seat, -prices(state, seat)[0])
    size, colour = parse_slot(answer)
    src = slot_of(size, colour)
    move(state, seat, "transfer", pick_kind(state.players[seat], src, NEUTRAL), src,
         slot_of(size, COLOURS.index(answer["to"])), "UM-COF-02")


def _op_coffee_good_idea(step: Step) -> None:
    state, seat = step.state, step.player
    gain_coffee(state, seat, -prices(state, seat)[3])
    state.players[seat].good_ideas += 1
    log(state, "good_idea", "{player} converts coffee into a good idea", seat, rule_id="UM-COF-02",
        data={"player": seat, "n": 1}, player=who(state, seat))


def _op_coffee(step: Step) -> None:
    gain_coffee(step.state, step.player, step.get("n"))


OPS = {"pay_terms": _op_pay_terms, "generate": _op_generate, "generate_one": _op_generate_one,
       "elevate": _op_elevate, "elevate_one": _op_elevate_one, "suppress_gain": _op_suppress_gain,
       "suppress_one": _op_suppress_one, "transfer": _op_transfer, "transfer_one": _op_transfer_one,
       "own_marker": _op_own_marker, "coffee": _op_coffee, "coffee_elevate": _op_coffee_elevate,
       "coffee_transfer": _op_coffee_transfer, "coffee_good_idea": _op_coffee_good_idea}
RESUMES = {"pay_insight": _resume_pay, "generate_colour": _resume_generate_colour,
           "generate_sacrifice": _resume_generate_sacrifice,
           "elevate_target": _resume_elevate, "suppress_one": _resume_suppress_one, "transfer_target": _resume_transfer,
           "own_marker": _resume_own_marker, "coffee_elevate": _resume_coffee_elevate,
           "coffee_transfer": _resume_coffee_transfer}
