"""VP, good ideas and the prestige track: pushing Freud, era II and the end trigger (UM-PRE-01..06).

Prestige is gained one step at a time; a marker about to enter Freud's space first pushes Freud's
marker one space and the Freud figure one location clockwise without activation (UM-PRE-02,
UM-DEC-05). When Freud's marker reaches the era II space the current effect pauses while the
market switches (UM-PRE-05, UM-DEC-23); when it reaches the last space the end is triggered
(UM-END-01): the current round and one more are played.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.effects import Step
from desktop_app.rules.unconscious_mind.core import ask, log, who
from desktop_app.rules.unconscious_mind.doable import doable
from desktop_app.rules.unconscious_mind.methods import era_two
from desktop_app.rules.unconscious_mind.vienna import move_freud

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState


def gain_vp(state: UmState, seat: int, n: int, rule_id: str = "UM-END-02") -> None:
    """+n VP (n < 0 loses VP, never below the floor, UM-DEC-07)."""
    p = state.players[seat]
    new = max(state.content.rules.vp_floor, p.vp + n) if n < 0 else p.vp + n
    if new > p.vp:
        log(state, "vp", "{player} scores {n} VP ({total})", seat, rule_id=rule_id,
            data={"player": seat, "n": new - p.vp, "total": new}, player=who(state, seat), n=new - p.vp, total=new)
    elif new < p.vp:
        log(state, "vp", "{player} loses {n} VP ({total})", seat, rule_id=rule_id,
            data={"player": seat, "n": new - p.vp, "total": new}, player=who(state, seat), n=p.vp - new, total=new)
    p.vp = new


def advance_freud(state: UmState, seat: int | None, rule_id: str) -> None:
    """Freud's prestige marker one space forward and the figure one location clockwise, no activation
    (a push, UM-PRE-02, or the solo schedule, UM-SOLO-02); era II and the end trigger as they come."""
    c = state.content
    if state.freud_prestige >= c.end_at:
        return
    state.freud_prestige += 1
    log(state, "freud_pushed", "Freud's prestige rises to {n}", seat, rule_id=rule_id,
        data={"to": state.freud_prestige}, n=state.freud_prestige)
    move_freud(state, 1, seat, "UM-MAP-02")
    if state.freud_prestige == c.era2_at and state.era == 1:
        era_two(state)
    if state.freud_prestige == c.end_at and state.end_round is None:
        trigger_end(state, "UM-END-01")


def trigger_end(state: UmState, rule_id: str) -> None:
    """Flip the start player token: this round and one more full round remain (UM-END-01, UM-DEC-26)."""
    state.end_round = state.round + 1
    log(state, "end_triggered", "The end is triggered: round {round} is the last", None, rule_id=rule_id,
        data={"last_round": state.end_round}, round=state.end_round)


def step_prestige(state: UmState, seat: int) -> None:
    """One step of prestige for ``seat`` (pushing Freud first if his marker is on the next space)."""
    c = state.content
    p = state.players[seat]
    if p.prestige >= c.end_at:
        return
    target = p.prestige + 1
    if state.freud_prestige == target and state.freud_prestige < c.end_at:
        advance_freud(state, seat, "UM-PRE-02")
    p.prestige = target
    p.stamp = state.stamps
    state.stamps += 1
    log(state, "prestige", "{player}'s prestige rises to {n}", seat, rule_id="UM-PRE-01",
        data={"player": seat, "to": target}, player=who(state, seat), n=target)


def _op_vp(step: Step) -> None:
    gain_vp(step.state, step.player, step.get("n"))


def _op_good_idea(step: Step) -> None:
    state, seat, n = step.state, step.player, step.get("n", 1)
    state.players[seat].good_ideas += n
    log(state, "good_idea", "{player} gains {n} {n|good idea|good ideas}", seat, rule_id="UM-COF-03",
        data={"player": seat, "n": n}, player=who(state, seat), n=n)


def _op_prestige(step: Step) -> None:
    for _ in range(step.get("n", 1)):
        step_prestige(step.state, step.player)


def column_options(state: UmState, seat: int) -> list[dict[str, Any]]:
    """UM-PRE-04: every doable option of the column under Freud's marker and the columns left of it."""
    c = state.content
    last = c.column_of_space[state.freud_prestige]
    return [{"column": k + 1, "option": i} for k in range(last + 1)
            for i, option in enumerate(c.prestige_columns[k]["options"]) if doable(state, seat, option)]


def _op_prestige_track(step: Step) -> None:
    state, seat = step.state, step.player
    p = state.players[seat]
    gain_vp(state, seat, state.content.prestige_vp[p.prestige], "UM-PRE-03")
    step.push([{"op": "prestige_option"}])


def _op_prestige_option(step: Step) -> None:
    state, seat = step.state, step.player
    ask(step, "prestige_option", column_options(state, seat) + [{"none": True}], "prestige_option",
        "Take one option of a prestige column", "UM-PRE-04",
        data={"freud": state.freud_prestige, "column": state.content.column_of_space[state.freud_prestige] + 1})


def _resume_prestige_option(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("none"):
        return
    option = step.state.content.prestige_columns[answer["column"] - 1]["options"][answer["option"]]
    step.push(option, step.question.player)


OPS = {"vp": _op_vp, "good_idea": _op_good_idea, "prestige": _op_prestige, "prestige_track": _op_prestige_track,
       "prestige_option": _op_prestige_option}
RESUMES = {"prestige_option": _resume_prestige_option}
