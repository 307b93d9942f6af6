"""Placing ideas on the meeting table and executing the action (UM-PLACE-01..05, UM-ACT-01..09).

An idea space holds one stack of one player (UM-DEC-01). Executions = ideas placed, plus good
ideas spent afterwards one at a time while lightning remains (UM-PLACE-03, UM-DEC-02/03); each
execution picks one slash option and may be skipped (stop). ``turn["exec"]`` counts them.
Executions being optional, ideas may point at an action none of whose options can be carried out
now (nothing in UM-PLACE-01..03 or the source asks for more): the ideas stay, the row's inkwell
icons count, and the log says that nothing was carried out.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.action import Action
from desktop_app.engine.effects import Step
from desktop_app.rules.unconscious_mind.core import ask, log, who
from desktop_app.rules.unconscious_mind.doable import doable
from desktop_app.rules.unconscious_mind.insights import can_pay, pay_steps

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState


def pointed(state: UmState, seat: int) -> set[str]:
    """Actions ``seat``'s ideas on the table point at (UM-PLACE-02)."""
    return {x[1] for x in state.table if x is not None and x[0] == seat}


def action_doable(state: UmState, seat: int, action: str) -> bool:
    """At least one option of ``action`` can be executed now."""
    return any(doable(state, seat, option) for option in state.content.actions[action]["options"])


_PAIRS: dict[int, list[tuple[int, str, str, int, list[dict[str, Any]], list[list[Action]]]]] = {}


def _pairs(state: UmState) -> list[tuple[int, str, str, int, list[dict[str, Any]], list[list[Action]]]]:
    """Per space and adjacent action: ``(space index, space id, action, lightning, options by ideas - 1,
    actions by seat then ideas - 1)`` (built once per content; the option dicts and actions are shared)."""
    c = state.content
    got = _PAIRS.get(id(c))
    if got is None:
        got = []
        for i, space in enumerate(c.spaces):
            for a in space["adjacent"]:
                lightning = c.actions[a]["lightning"]
                options = [{"space": space["id"], "action": a, "ideas": n} for n in range(1, min(3, lightning) + 1)]
                actions = [[Action(seat, "place_ideas", tuple(sorted(o.items()))) for o in options] for seat in range(4)]
                got.append((i, space["id"], a, lightning, options, actions))
        _PAIRS[id(c)] = got
    return got


def placements(state: UmState, seat: int) -> list[dict[str, Any]]:
    """Every legal placement: an empty space, an adjacent action not pointed at, 1..3 ideas within lightning
    (whether or not the action can be carried out now, UM-DEC-03)."""
    return _placements(state, seat)[0]


def _placements(state: UmState, seat: int) -> tuple[list[dict[str, Any]], list[Action]]:
    p = state.players[seat]
    if not p.supply:
        return [], []
    mine = pointed(state, seat)
    table = state.table
    pairs = _pairs(state)
    most = min(3, p.supply)
    options: list[dict[str, Any]] = []
    actions: list[Action] = []
    for i, _sid, a, _lightning, opts, acts in pairs:
        if table[i] is None and a not in mine:
            options += opts[:most]
            actions += acts[seat][:most]
    return options, actions


def can_place(state: UmState, seat: int) -> bool:
    """UM-TURN-04: an idea in supply and at least one legal placement (an empty space next to an action your ideas
    do not point at yet)."""
    if not state.players[seat].supply:
        return False
    mine = pointed(state, seat)
    return any(state.table[i] is None and a not in mine for i, _sid, a, _lightning, _opts, _acts in _pairs(state))


def _op_place_ideas(step: Step) -> None:
    state, seat = step.state, step.player
    options, actions = _placements(state, seat)
    ask(step, "place_ideas", options, "place_ideas", "Place 1-3 ideas on a space and point them at an adjacent action",
        "UM-PLACE-01", data={"pointed": sorted(pointed(state, seat))})
    q = state.stack.question
    if q is not None and q.kind == "place_ideas":
        state.prebuilt = (q, actions)


def _resume_place_ideas(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    c = state.content
    index = next(i for i, s in enumerate(c.spaces) if s["id"] == answer["space"])
    action, n = answer["action"], answer["ideas"]
    state.table[index] = [seat, action, n]
    state.players[seat].supply -= n
    state.turn["inkwell"] = c.spaces[index]["inkwell"]
    state.turn["exec"] = {"action": action, "left": n, "used": 0, "lightning": c.actions[action]["lightning"]}
    log(state, "ideas_placed", "{player} places {n} {n|idea|ideas} pointing at {action}", seat, rule_id="UM-PLACE-01",
        data={"player": seat, "space": answer["space"], "action": action, "ideas": n}, player=who(state, seat), n=n,
        action=c.name(action))
    step.push([{"op": "execution"}], seat)


def _op_execution(step: Step) -> None:
    state, seat = step.state, step.player
    ex = state.turn["exec"]
    options_steps = state.content.actions[ex["action"]]["options"]
    doable_options = [i for i, option in enumerate(options_steps) if doable(state, seat, option)]
    options: list[dict[str, Any]] = []
    if ex["left"] > 0:
        options = [{"option": i} for i in doable_options]
        if not options and not ex["used"]:
            log(state, "nothing", "{player} can carry out nothing of “{action}” now; the ideas stay on the table",
                seat, rule_id="UM-DEC-03", data={"player": seat, "action": ex["action"]}, player=who(state, seat),
                action=state.content.name(ex["action"]))
    elif ex["used"] < ex["lightning"] and state.players[seat].good_ideas and doable_options:
        options = [{"good_idea": True}]
    ask(step, "execution", options + [{"stop": True}], "execution", "Execute “{action}” ({left} left), or stop",
        "UM-PLACE-04", data=dict(ex), action=state.content.name(ex["action"]), left=ex["left"])


def _resume_execution(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("stop"):
        return
    state, seat = step.state, step.question.player
    ex = state.turn["exec"]
    if answer.get("good_idea"):
        state.players[seat].good_ideas -= 1
        ex["left"] += 1
        log(state, "good_idea", "{player} spends a good idea for one more execution", seat, rule_id="UM-PLACE-03",
            data={"player": seat, "n": -1}, player=who(state, seat))
        step.push([{"op": "execution"}], seat)
        return
    ex["left"] -= 1
    ex["used"] += 1
    option = state.content.actions[ex["action"]]["options"][answer["option"]]
    step.push([*option, {"op": "hook", "when": "on_action", "action": ex["action"]}, {"op": "execution"}], seat)


def _op_after_action(step: Step) -> None:
    """UM-TURN-02; with the supply empty the prompt announces the forced recall of the next turn (UM-TURN-04)."""
    p = step.state.players[step.player]
    base, size = step.state.turn["inkwell"], len(step.state.content.rondel)
    prompt = "Move your inkwell or treat your patients" if p.supply else \
        "Move your inkwell or treat your patients (your supply is empty: unless you unlock an idea, " \
        "your next turn is a forced recall)"
    ask(step, "after_action", [{"then": "inkwell"}, {"then": "treat"}], "after_action", prompt, "UM-TURN-02",
        data={"inkwell": base, "from": p.inkwell, "to": [(p.inkwell + base + k) % size for k in range(p.good_ideas + 1)]})


def _resume_after_action(step: Step, answer: dict[str, Any]) -> None:
    step.push([{"op": "inkwell"} if answer["then"] == "inkwell" else {"op": "treat"}], step.question.player)


def _op_pay(step: Step) -> None:
    """A mandatory action cost (UM-ACT-01..03): only offered when payable, so it is paid here."""
    step.push(pay_steps(step.get("cost"), step.state.content.name(step.state.turn["exec"]["action"])
                        if step.state.turn.get("exec") else ""))


def _op_convert(step: Step) -> None:
    """An optional paid effect (§19 convert): asked once per time, offered only when payable."""
    state, seat = step.state, step.player
    if step.get("times", 1) <= 0 or not can_pay(state, seat, step.get("cost")):
        return
    ask(step, "use_effect", [{"use": True}, {"use": False}], "convert", "Pay for this effect?", "UM-COF-02",
        data={"cost": step.get("cost"), "gain": step.get("gain"), "times": step.get("times", 1)}, auto=False)


def _resume_convert(step: Step, answer: dict[str, Any]) -> None:
    if answer["use"] is not True:
        return
    params = step.params
    step.push([*pay_steps(params["cost"], ""), *params["gain"],
               {"op": "convert", "cost": params["cost"], "gain": params["gain"], "times": params["times"] - 1}],
              step.question.player)


def _op_choice(step: Step) -> None:
    """§19 choice: exactly one of the options that can be carried out now."""
    state, seat = step.state, step.player
    options = [{"option": i} for i, o in enumerate(step.get("options")) if doable(state, seat, o)]
    ask(step, "choose_effect", options, "choice", "Choose one effect", "UM-MAP-04",
        data={"options": step.get("options")})


def _resume_choice(step: Step, answer: dict[str, Any]) -> None:
    step.push(step.params["options"][answer["option"]], step.question.player)


OPS = {"place_ideas": _op_place_ideas, "execution": _op_execution, "after_action": _op_after_action, "pay": _op_pay,
       "convert": _op_convert, "choice": _op_choice}
RESUMES = {"place_ideas": _resume_place_ideas, "execution": _resume_execution, "after_action": _resume_after_action,
           "convert": _resume_convert, "choice": _resume_choice}
