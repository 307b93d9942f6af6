"""Turn structure as small tables (UM-TURN-01..07), setup choices, goals (UM-GOAL), the end (UM-END) and
the solo Freud step (UM-SOLO-02).

Every turn resolves ``TURN``: choose place or recall (then ``PLACE`` or ``RECALL``), refill empty
rooms, claim goals, the solo Freud step, and the end check that starts the next turn or ends the
game. Setup resolves ``setup_keep`` for every seat in turn order, the seat compensation, then the
first turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.effects import Step
from desktop_app.rules.unconscious_mind.core import ask, log, who
from desktop_app.rules.unconscious_mind.insights import move
from desktop_app.rules.unconscious_mind.meeting import can_place
from desktop_app.rules.unconscious_mind.methods import decay_row
from desktop_app.rules.unconscious_mind.model import NEUTRAL, OWN, new_turn, slot_of
from desktop_app.rules.unconscious_mind.patients import discard_dream, refill_manifest
from desktop_app.rules.unconscious_mind.prestige import advance_freud, trigger_end

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState

TURN = ({"op": "turn_type"}, {"op": "refill"}, {"op": "claim_goals"}, {"op": "freud_step"}, {"op": "end_check"})
"""One turn: UM-TURN-01 then the end of turn in the order of UM-TURN-06 (the Freud step only solo)."""
PLACE = ({"op": "place_ideas"}, {"op": "after_action"})
"""UM-TURN-02: place ideas and execute, then move the inkwell or treat."""
RECALL = ({"op": "recall"}, {"op": "recall_choice"})
"""UM-TURN-03: recall all ideas, then a recall reward or treat (``forced`` when placing was impossible, UM-TURN-04)."""


def begin_turn(step: Step, seat: int) -> None:
    """Start ``seat``'s turn: a fresh turn record and the ``TURN`` steps."""
    state = step.state
    state.active = seat
    state.turn = new_turn()
    log(state, "turn", "Round {round}: {player}'s turn", seat, rule_id="UM-TURN-07",
        data={"player": seat, "round": state.round}, round=state.round, player=who(state, seat))
    step.push(list(TURN), seat)


# ---- setup choices (UM-SET-16..18) ----------------------------------------------------------------
def _op_setup_keep(step: Step) -> None:
    p = step.state.players[step.player]
    ask(step, "setup_start_method", [{"tile": t} for t in p.start_options], "setup_keep",
        "Keep one of your three starting method tiles", "UM-SET-16", data={"letter": p.letter})


def _resume_setup_keep(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    c = state.content
    p = state.players[seat]
    tile = answer["tile"]
    state.box += [t for t in p.start_options if t != tile]
    p.start_options = [tile]
    start = c.tiles[tile]["start"]
    p.professor = start["location"]
    log(state, "setup_tile", "{player} keeps {tile}; the professor starts at {loc}", seat, rule_id="UM-SET-17",
        data={"player": seat, "tile": tile, "loc": start["location"]}, player=who(state, seat), tile=c.name(tile),
        loc=c.name(c.ring[start["location"]]))
    for size, colour in start["insights"]:
        kind = NEUTRAL if p.storage[NEUTRAL] else OWN
        move(state, seat, "generate", kind, None, slot_of(size, colour), "UM-SET-17")
    step.push([{"op": "setup_row", "tile": tile}], seat)


def _op_setup_row(step: Step) -> None:
    ask(step, "setup_method_row", [{"row": r} for r in (1, 2, 3)], "setup_row",
        "Put your starting tile in the leftmost slot of a row", "UM-SET-18", data={"tile": step.get("tile")})


def _resume_setup_row(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    state.players[seat].grid[(answer["row"] - 1) * 3] = step.params["tile"]
    state.players[seat].start_options = []
    log(state, "method_placed", "{player} places the starting tile in row {row}", seat, rule_id="UM-SET-18",
        data={"player": seat, "cell": (answer["row"] - 1) * 3, "tile": step.params["tile"]}, player=who(state, seat),
        row=answer["row"])


def _op_begin(step: Step) -> None:
    state = step.state
    state.phase = "play"
    begin_turn(step, state.start)


# ---- the turn --------------------------------------------------------------------------------------
def _op_turn_type(step: Step) -> None:
    state, seat = step.state, step.player
    options = ([{"type": "place"}] if can_place(state, seat) else []) + \
        ([{"type": "recall"}] if any(x is not None and x[0] == seat for x in state.table) else [])
    ask(step, "turn_type", options or [{"type": "recall"}], "turn_type", "Place ideas or recall them", "UM-TURN-01")


def _resume_turn_type(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    state.turn["type"] = answer["type"]
    if answer["type"] == "place":
        step.push(list(PLACE), seat)
        return
    forced = not can_place(state, seat)
    if not any(x is not None and x[0] == seat for x in state.table):
        log(state, "nothing", "{player} cannot place and has no idea on the table: an empty recall", seat,
            rule_id="UM-DEC-14", player=who(state, seat))
    elif forced:
        key = "{player} has no idea left to place: the recall is forced" if not state.players[seat].supply else \
            "{player} has no legal placement: the recall is forced"
        log(state, "forced_recall", key, seat, rule_id="UM-TURN-04", data={"player": seat},
            player=who(state, seat))
    step.push([RECALL[0], {**RECALL[1], "forced": forced}], seat)


# ---- goals (UM-GOAL-01/02) ----------------------------------------------------------------------
def goal_met(state: UmState, seat: int, goal: str) -> bool:
    """A goal tile's condition (UM-GOAL-02)."""
    c = state.content
    p = state.players[seat]
    g = c.goals[goal]
    kind, n = g["kind"], g["n"]
    if kind == "insights_on_district_spaces":
        have = sum(row.count(seat) for row in state.district_spaces)
    elif kind == "full_columns":
        have = sum(p.col_full(k) for k in range(3))
    elif kind == "research_in_play_district_colours":
        have = len({c.district_of[c.loc_index[c.research[r]["tag"]]] for r in p.in_play})
    elif kind == "cured_ordinary":
        have = sum(c.patients[x]["type"] == "ordinary" for x in p.cured)
    elif kind == "cured_complex":
        have = sum(c.patients[x]["type"] == "complex" for x in p.cured)
    elif kind == "cured_any":
        have = len(p.cured)
    else:
        have = len(p.treatises)
    return have >= n


def _op_claim_goals(step: Step) -> None:
    state, seat = step.state, step.player
    p = state.players[seat]
    if not (p.cured or p.treatises or p.in_play or p.markers_out or p.col_full(0) or p.col_full(1)):
        return  # every condition needs one of these (fast path)
    options = [{"goal": g} for g in state.goal_display if goal_met(state, seat, g)]
    if options:
        ask(step, "goal_claim", options + [{"done": True}], "goal_claim", "Claim a location goal tile", "UM-GOAL-01")


def _resume_goal_claim(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("done"):
        return
    state, seat = step.state, step.question.player
    goal = answer["goal"]
    state.goal_display.remove(goal)
    state.players[seat].goals.append(goal)
    log(state, "goal_claimed", "{player} claims the goal {goal}", seat, rule_id="UM-GOAL-01",
        data={"player": seat, "goal": goal}, player=who(state, seat), goal=state.content.name(goal))
    step.push([{"op": "vp", "n": state.content.goals[goal]["vp"]}, {"op": "claim_goals"}], seat)


# ---- solo Freud step and the end --------------------------------------------------------------------
def _op_freud_step(step: Step) -> None:
    """UM-SOLO-02, logged under its own heading in the rule's order: (a) market decay (a method tile, then a
    dream), (b) Freud's schedule."""
    state = step.state
    if not state.solo:
        return
    r = state.round
    log(state, "freud_step", "Round {round}: the Freud step", None, rule_id="UM-SOLO-02", data={"round": r}, round=r)
    decay_row(state, 0 if r % 2 else 1)
    slot = (r - 1) % 4
    card = state.manifest_display[slot]
    if card is not None:
        discard_dream(state, card)
        log(state, "dream_decay", "(a) Dream decay: {dream} leaves slot {slot} of the dream display", None,
            rule_id="UM-SOLO-02", data={"slot": slot, "dream": card}, dream=state.content.name(card), slot=slot + 1)
    refill_manifest(state, slot)
    if state.content.schedule(r) and state.freud_prestige < state.content.end_at:
        log(state, "freud_schedule", "(b) Freud's schedule: his prestige advances this round", None,
            rule_id="UM-SOLO-02", data={"round": r, "advance": True})
        advance_freud(state, None, "UM-SOLO-02")
    else:
        log(state, "freud_schedule", "(b) Freud's schedule: no advance in round {round}", None,
            rule_id="UM-SOLO-02", data={"round": r, "advance": False}, round=r)


def _op_end_check(step: Step) -> None:
    state = step.state
    last_seat = state.order[-1]
    if state.active != last_seat:
        begin_turn(step, state.order[state.order.index(state.active) + 1])
        return
    if state.end_round is not None and state.round >= state.end_round:
        state.phase = "over"
        log(state, "game_over", "The game is over: final scoring", None, rule_id="UM-END-02",
            data={"round": state.round})
        return
    safety = state.content.rules.end_safety_round
    if state.end_round is None and safety and state.round >= safety:
        trigger_end(state, "UM-END-03")
    state.round += 1
    begin_turn(step, state.order[0])


OPS = {"setup_keep": _op_setup_keep, "setup_row": _op_setup_row, "begin": _op_begin, "turn_type": _op_turn_type,
       "claim_goals": _op_claim_goals, "freud_step": _op_freud_step, "end_check": _op_end_check}
RESUMES = {"setup_keep": _resume_setup_keep, "setup_row": _resume_setup_row, "turn_type": _resume_turn_type,
           "goal_claim": _resume_goal_claim}
