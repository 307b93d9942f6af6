"""The inkwell rondel (UM-INK-01..08) and triggering rows and columns of method tiles.

Effects of a row or column space are resolved one at a time in the player's order, each at most
once per turn (``turn["used"]`` keys: ``reward:<space>``, ``tile:<tile>``, ``row:<r>``, ``col:<c>``;
UM-INK-07, UM-DEC-21). A tile's main effect is optional and paid when used (UM-INK-08).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.effects import Step
from desktop_app.rules.unconscious_mind.core import ask, log, who
from desktop_app.rules.unconscious_mind.doable import doable
from desktop_app.rules.unconscious_mind.insights import can_pay, pay_steps

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState


def row_keys(state: UmState, seat: int, row: int) -> list[str]:
    """UM-INK-03: the row space's printed reward, each tile of the row, the elevate ability if full."""
    p = state.players[seat]
    space = next(s for s in state.content.rondel if s["kind"] == "row" and s["row"] == row + 1)
    keys = [f"reward:{space['id']}"] + [f"tile:{t}" for t in p.row_tiles(row)]
    return keys + ([f"row:{row}"] if p.row_full(row) else [])


def column_keys(state: UmState, seat: int, col: int) -> list[str]:
    """UM-INK-04(b): each tile of the column, its generate ability if full (UM-MTH-08)."""
    p = state.players[seat]
    return [f"tile:{t}" for t in p.col_tiles(col)] + ([f"col:{col}"] if p.col_full(col) else [])


def key_steps(state: UmState, key: str) -> list[dict]:
    """The steps of one rondel effect key."""
    kind, _, ident = key.partition(":")
    c = state.content
    if kind == "reward":
        return next(s for s in c.rondel if s["id"] == ident)["reward"]
    if kind == "tile":
        main = c.tiles[ident]["main"]
        return [*pay_steps(main["cost"], c.name(ident)), *main["gain"]]
    if kind == "row":
        return c.row_ability
    return c.columns[int(ident)]["ability"]


def usable(state: UmState, seat: int, key: str) -> bool:
    """Not used yet this turn and payable now."""
    if key in state.turn["used"]:
        return False
    kind, _, ident = key.partition(":")
    if kind == "tile":
        main = state.content.tiles[ident]["main"]
        return can_pay(state, seat, main["cost"]) and doable(state, seat, main["gain"])
    return doable(state, seat, key_steps(state, key))


# ---- ops ----------------------------------------------------------------------------------------------
def _op_inkwell(step: Step) -> None:
    state, seat = step.state, step.player
    p = state.players[seat]
    base = state.turn["inkwell"]
    size = len(state.content.rondel)
    ask(step, "inkwell_extra", [{"good_ideas": k} for k in range(p.good_ideas + 1)], "inkwell_extra",
        "Move the inkwell {n} {n|space|spaces}, plus one per good idea you spend", "UM-INK-01",
        data={"from": p.inkwell, "base": base, "to": [(p.inkwell + base + k) % size for k in range(p.good_ideas + 1)]},
        n=base)


def _resume_inkwell(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    p = state.players[seat]
    extra = answer["good_ideas"]
    if extra:
        p.good_ideas -= extra
    steps = step.params["base"] + extra
    old = p.inkwell
    p.inkwell = (old + steps) % len(state.content.rondel)
    space = state.content.rondel[p.inkwell]
    log(state, "inkwell_moved", "{player} moves the inkwell {n} {n|space|spaces} to {space}", seat, rule_id="UM-INK-01",
        data={"player": seat, "from": old, "to": p.inkwell, "steps": steps, "good_ideas": extra},
        player=who(state, seat), n=steps, space=state.content.name(f"rondel:{space['id']}"))
    step.push([{"op": "rondel_space", "space": p.inkwell}], seat)


def _op_rondel_space(step: Step) -> None:
    state, seat = step.state, step.player
    space = state.content.rondel[step.get("space")]
    kind = space["kind"]
    if kind == "top":
        step.push([{"op": "top_space"}])
    elif kind == "row":
        step.push([{"op": "resolve", "keys": row_keys(state, seat, space["row"] - 1), "rule": "UM-INK-03"}])
    elif kind == "prestige":
        step.push([{"op": "prestige_track"}])
    else:
        key = f"reward:{space['id']}"
        if key not in state.turn["used"]:
            state.turn["used"] = [*state.turn["used"], key]
            step.push(space["reward"])


def _op_top_space(step: Step) -> None:
    p = step.state.players[step.player]
    options = ([{"choice": "unlock"}] if p.locked_ideas else []) + \
        [{"choice": "column", "col": k + 1} for k in range(p.unlocked_columns())]
    if not options:
        log(step.state, "nothing", "Nothing happens on the top space", step.player, rule_id="UM-DEC-32")
        return
    ask(step, "top_choice", options, "top_choice", "Unlock an idea or trigger a column", "UM-INK-04")


def _resume_top_choice(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    if answer["choice"] == "unlock":
        step.push([{"op": "unlock_idea"}], seat)
    else:
        step.push([{"op": "resolve", "keys": column_keys(state, seat, answer["col"] - 1), "rule": "UM-INK-04"}], seat)


def _op_resolve(step: Step) -> None:
    state, seat = step.state, step.player
    keys = step.get("keys")
    options = [{"effect": k} for k in keys if usable(state, seat, k)]
    ask(step, "resolve_space", options + [{"finish": True}], "resolve", "Resolve the next effect, or finish",
        step.get("rule", "UM-INK-03"), data={"keys": keys, "used": [k for k in keys if k in state.turn["used"]]})


def _resume_resolve(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("finish"):
        return
    state, seat = step.state, step.question.player
    key = answer["effect"]
    state.turn["used"] = [*state.turn["used"], key]
    keys = [k for k in step.params["keys"] if k != key]
    log(state, "effect", "{player} resolves {effect}", seat, rule_id="UM-INK-07", data={"player": seat, "key": key},
        player=who(state, seat), effect=_key_name(state, key))
    step.push([*key_steps(state, key), {"op": "resolve", "keys": keys, "rule": "UM-INK-03"}], seat)


def _key_name(state: UmState, key: str) -> Any:
    kind, _, ident = key.partition(":")
    if kind == "tile":
        return state.content.name(ident)
    if kind == "reward":
        return state.content.name(f"rondel:{ident}")
    return {"en": f"the full {kind} ability", "zh": "完成列行的能力"}


def _op_unlock_idea(step: Step) -> None:
    state, seat = step.state, step.player
    p = state.players[seat]
    if not p.locked_ideas:
        return
    p.locked_ideas -= 1
    p.supply += 1
    log(state, "idea_unlocked", "{player} unlocks an idea (column {col})", seat, rule_id="UM-INK-04",
        data={"player": seat, "col": p.unlocked_columns() - 1}, player=who(state, seat), col=p.unlocked_columns())


def _op_trigger_row(step: Step) -> None:
    row = step.get("row")
    if row == "any":
        ask(step, "trigger_choice", [{"row": r} for r in (1, 2, 3)], "trigger_row", "Trigger which row?", "UM-INK-03")
        return
    step.push([{"op": "resolve", "keys": row_keys(step.state, step.player, row - 1), "rule": "UM-INK-03"}])


def _resume_trigger_row(step: Step, answer: dict[str, Any]) -> None:
    seat = step.question.player
    step.push([{"op": "resolve", "keys": row_keys(step.state, seat, answer["row"] - 1), "rule": "UM-INK-03"}], seat)


def _op_trigger_column(step: Step) -> None:
    col = step.get("col")
    if col == "any":
        ask(step, "trigger_choice", [{"col": k} for k in (1, 2, 3)], "trigger_column", "Trigger which column?",
            "UM-INK-04")
        return
    step.push([{"op": "resolve", "keys": column_keys(step.state, step.player, col - 1), "rule": "UM-INK-04"}])


def _resume_trigger_column(step: Step, answer: dict[str, Any]) -> None:
    seat = step.question.player
    step.push([{"op": "resolve", "keys": column_keys(step.state, seat, answer["col"] - 1), "rule": "UM-INK-04"}],
              seat)


OPS = {"inkwell": _op_inkwell, "rondel_space": _op_rondel_space, "top_space": _op_top_space, "resolve": _op_resolve,
       "unlock_idea": _op_unlock_idea, "trigger_row": _op_trigger_row, "trigger_column": _op_trigger_column}
RESUMES = {"inkwell_extra": _resume_inkwell, "top_choice": _resume_top_choice, "resolve": _resume_resolve,
           "trigger_row": _resume_trigger_row, "trigger_column": _resume_trigger_column}
