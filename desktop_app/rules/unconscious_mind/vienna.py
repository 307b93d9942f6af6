"""Vienna: professor and Freud moves, activations (UM-MAP-01..04), recall and its rewards (UM-RCL-01..07).

Tags in play (UM-MAP-03) are those of a player's research cards in play, treatises, cured patients
and goal tiles; the wildcard goal tag counts for any location.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.effects import Step
from desktop_app.rules.unconscious_mind.content import STACKS
from desktop_app.rules.unconscious_mind.core import ask, fire, log, who
from desktop_app.rules.unconscious_mind.doable import consent, doable
from desktop_app.rules.unconscious_mind.insights import gain_coffee

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState


def tags(state: UmState, seat: int) -> list[str]:
    """Every location tag ``seat`` has in play, duplicates kept (UM-MAP-03 sources)."""
    p, c = state.players[seat], state.content
    out = [c.research[r]["tag"] for r in p.in_play]
    for tid, _cards in p.treatises:
        out += c.treatises[tid]["tags"]
    out += [c.patients[x]["tag"] for x in p.cured]
    out += [c.goals[g]["tag"] for g in p.goals]
    return out


def activation_count(state: UmState, seat: int, loc: int) -> int:
    """UM-MAP-03: professor there +1, Freud there +1, +1 per matching tag; at most the location's 4."""
    p, c = state.players[seat], state.content
    n = (p.professor == loc) + (state.freud == loc) + sum(1 for t in tags(state, seat) if c.tag_matches(t, loc))
    return min(n, c.rules.location_activation_max)


def qualification(state: UmState, seat: int, district: int) -> int:
    """UM-RCL-05 / UM-DEC-08: tags of the district's locations in play, +1 professor, +1 Freud in the district."""
    c = state.content
    locs = c.district_locations[district]
    n = sum(1 for t in tags(state, seat) if any(c.tag_matches(t, loc) for loc in locs))
    return n + 1 + (c.district_of[state.freud] == district)


def _clockwise(loc: int, steps: int) -> int:
    return (loc + steps) % 6


def move_professor(step: Step, seat: int, to: int, rule_id: str) -> None:
    """Put ``seat``'s professor on ``to`` (logged) and fire on_professor_move hooks."""
    state = step.state
    p = state.players[seat]
    log(state, "professor_moved", "{player}'s professor goes to {loc}", seat, rule_id=rule_id,
        data={"player": seat, "from": p.professor, "to": to}, player=who(state, seat),
        loc=state.content.name(state.content.ring[to]))
    p.professor = to
    fire(step, seat, "on_professor_move")


def move_freud(state: UmState, steps: int, seat: int | None, rule_id: str) -> None:
    """Move the Freud figure ``steps`` locations clockwise (logged)."""
    to = _clockwise(state.freud, steps)
    log(state, "freud_moved", "Freud walks to {loc}", seat, rule_id=rule_id, data={"from": state.freud, "to": to},
        loc=state.content.name(state.content.ring[to]))
    state.freud = to


# ---- ops ------------------------------------------------------------------------------------------
def _op_professor_move(step: Step) -> None:
    lo, hi = step.get("min", 1), step.get("max", 2)
    here = step.state.players[step.player].professor
    ask(step, "map_move", [{"steps": k} for k in range(lo, hi + 1)], "map_move",
        "Move your professor clockwise", "UM-MAP-02",
        data={"from": here, "to": [_clockwise(here, k) for k in range(lo, hi + 1)], "activate": step.get("activate")})


def _resume_map_move(step: Step, answer: dict[str, Any]) -> None:
    seat = step.question.player
    to = _clockwise(step.state.players[seat].professor, answer["steps"])
    if step.params["activate"]:
        step.push([{"op": "activate", "where": "professor", "times": "tags"}], seat)
    move_professor(step, seat, to, "UM-MAP-02")


def _op_professor_to_freud(step: Step) -> None:
    state, seat = step.state, step.player
    if state.players[seat].professor == state.freud:
        log(state, "nothing", "{player}'s professor is already with Freud: no effect", seat, rule_id="UM-MAP-02",
            player=who(state, seat))
        return
    if step.get("activate", True):
        step.push([{"op": "activate", "where": "professor", "times": "tags"}])
    move_professor(step, seat, state.freud, "UM-MAP-02")


def _op_freud_move(step: Step) -> None:
    move_freud(step.state, step.get("n", 1), step.player, "UM-MAP-02")
    if step.get("activate", True):
        step.push([{"op": "activate", "where": "freud", "times": "tags"}])


def _op_activate(step: Step) -> None:
    state, seat = step.state, step.player
    loc = state.players[seat].professor if step.get("where") == "professor" else state.freud
    times = step.get("times", "tags")
    count = activation_count(state, seat, loc) if times == "tags" else int(times)
    log(state, "activation", "{player} may activate {loc} {n} {n|time|times}", seat, rule_id="UM-MAP-03",
        data={"player": seat, "loc": loc, "times": count}, player=who(state, seat),
        loc=state.content.name(state.content.ring[loc]), n=count)
    step.push([{"op": "activation", "loc": loc, "left": count, "total": count}])


def _op_activation(step: Step) -> None:
    state, seat = step.state, step.player
    loc, left = step.get("loc"), step.get("left")
    effect = state.content.loc_effect[loc]
    if left <= 0 or not doable(state, seat, consent(effect)):
        return
    ask(step, "activation", [{"use": True}, {"use": False}], "activation", "Use {loc} ({left} of {total} left)?",
        "UM-MAP-04", data={"loc": loc, "left": left, "total": step.get("total")}, auto=False,
        loc=state.content.name(state.content.ring[loc]), left=left, total=step.get("total"))


def _resume_activation(step: Step, answer: dict[str, Any]) -> None:
    if answer["use"] is not True:
        return
    loc = step.params["loc"]
    c = step.state.content
    step.push([*consent(c.loc_effect[loc], c.name(c.ring[loc])),
               {"op": "activation", "loc": loc, "left": step.params["left"] - 1, "total": step.params["total"]}],
              step.question.player)


# ---- recall (UM-RCL) --------------------------------------------------------------------------------
def spaces_with_ideas(state: UmState, seat: int) -> int:
    """Distinct idea spaces holding ``seat``'s ideas (UM-RCL-02)."""
    return sum(1 for x in state.table if x is not None and x[0] == seat)


def _op_recall(step: Step) -> None:
    state, seat = step.state, step.player
    p = state.players[seat]
    spaces = spaces_with_ideas(state, seat)
    ideas = sum(x[2] for x in state.table if x is not None and x[0] == seat)
    reminder = state.content.rules.recall_reminder
    per = (reminder.era1 if state.era == 1 else reminder.era2).coffee_per_space
    state.table = [None if x is not None and x[0] == seat else x for x in state.table]
    p.supply += ideas
    log(state, "ideas_recalled", "{player} recalls {n} {n|idea|ideas} from {spaces} {spaces|space|spaces}", seat, rule_id="UM-RCL-01",
        data={"player": seat, "ideas": ideas, "spaces": spaces}, player=who(state, seat), n=ideas, spaces=spaces)
    gain_coffee(state, seat, per * spaces)
    fire(step, seat, "on_recall")


def reward_stack(state: UmState, district: int) -> int | None:
    """The lowest-numbered recall stack of ``district`` that still has tokens (UM-RCL-04)."""
    for k, left in enumerate(state.recall_stacks[district]):
        if left:
            return k
    return None


def reward_options(state: UmState, seat: int) -> list[dict[str, Any]]:
    """Where a recall token may go now: empty recall spaces at the professor's location, qualified empty
    district scoring spaces (with a player-colour marker to put on it); empty if no token is left."""
    c, p = state.content, state.players[seat]
    district = c.district_of[p.professor]
    if reward_stack(state, district) is None:
        return []
    out: list[dict[str, Any]] = [{"space": "recall", "index": i}
                                 for i, holder in enumerate(state.recall_spaces[p.professor]) if holder is None]
    if p.own_on_dial():
        best = qualification(state, seat, district)
        out += [{"space": "district", "index": j} for j, holder in enumerate(state.district_spaces[district])
                if holder is None and c.district_spaces[district][j][0] <= best]
    return out


def _op_recall_choice(step: Step) -> None:
    """UM-TURN-03; after a forced recall (UM-TURN-04) the prompt says so and is shown even with one option."""
    options = ([{"then": "reward"}] if reward_options(step.state, step.player) else []) + [{"then": "treat"}]
    if step.get("forced"):
        ask(step, "recall_choice", options, "recall_choice",
            "You could not place ideas, so this turn is a recall: take a recall reward or treat your patients",
            "UM-TURN-04", data={"forced": True}, auto=False)
        return
    ask(step, "recall_choice", options, "recall_choice", "Take a recall reward or treat your patients",
        "UM-TURN-03")


def _resume_recall_choice(step: Step, answer: dict[str, Any]) -> None:
    step.push([{"op": "recall_reward"} if answer["then"] == "reward" else {"op": "treat"}], step.question.player)


def _op_recall_reward(step: Step) -> None:
    state, seat = step.state, step.player
    p = state.players[seat]
    district = state.content.district_of[p.professor]
    options = reward_options(state, seat)
    if not options:
        log(state, "nothing", "{player} gets no recall reward", seat, rule_id="UM-RCL-07", player=who(state, seat))
        return
    ask(step, "recall_place", options, "recall_place", "Place the recall token", "UM-RCL-04",
        data={"loc": p.professor, "district": district, "stack": reward_stack(state, district),
              "qualification": qualification(state, seat, district)})


def _resume_recall_place(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    c, p = state.content, state.players[seat]
    district = c.district_of[p.professor]
    k = reward_stack(state, district)
    state.recall_stacks[district][k] -= 1
    after = c.recall_reveal[k] if state.recall_stacks[district][k] == 0 else []
    index = answer["index"]
    if answer["space"] == "recall":
        state.recall_spaces[p.professor][index] = seat
        log(state, "recall_token", "{player} covers a recall space at {loc}", seat, rule_id="UM-RCL-04",
            data={"player": seat, "loc": p.professor, "index": index, "stack": k}, player=who(state, seat),
            loc=c.name(c.ring[p.professor]))
        steps = list(c.loc_recall[p.professor][index])
    else:
        state.district_spaces[district][index] = seat
        vp = c.district_spaces[district][index][1]
        log(state, "district_token", "{player} takes the {vp} VP scoring space of {district}", seat,
            rule_id="UM-DEC-19", data={"player": seat, "district": district, "index": index, "stack": k},
            player=who(state, seat), vp=vp, district=c.name(c.districts[district]))
        steps = [{"op": "own_marker", "to": "district"}, {"op": "vp", "n": vp}]
    if after:
        log(state, "stack_empty", "Recall stack {stack} of {district} is empty: its icon is revealed", seat,
            rule_id="UM-RCL-06", data={"district": district, "stack": k}, stack=STACKS[k],
            district=c.name(c.districts[district]))
    step.push(steps + after, seat)


OPS = {"professor_move": _op_professor_move, "professor_to_freud": _op_professor_to_freud,
       "freud_move": _op_freud_move, "activate": _op_activate, "activation": _op_activation, "recall": _op_recall,
       "recall_choice": _op_recall_choice, "recall_reward": _op_recall_reward}
RESUMES = {"map_move": _resume_map_move, "activation": _resume_activation, "recall_choice": _resume_recall_choice,
           "recall_place": _resume_recall_place}
