"""Prestige (UM-PRE-01..06, UM-DEC-05, UM-DEC-07), goals (UM-GOAL-01, UM-GOAL-02, UM-DEC-27), the end and the tie-break
(UM-END-01..03, UM-TIE-01, UM-DEC-25, UM-DEC-26, UM-DEC-39), and the turn's end (UM-TURN-06, UM-TURN-07)."""

import pytest

from desktop_app.rules.unconscious_mind.prestige import step_prestige
from desktop_app.rules.unconscious_mind.turn import goal_met
from tests.unconscious_mind.helpers import answer, content, kind, options, position, run, start_turn

TRACK = """
players: 3
active: 0
p0: {prestige: 3}
p1: {prestige: 3}
p2: {prestige: 0}
freud: {prestige: 4, at: UNI}
"""


def test_pre_01_02_dec_05_pushing_freud_one_step_at_a_time():
    """UM-PRE-01, UM-PRE-02 / UM-DEC-05: prestige one step at a time; entering Freud's space pushes his marker one forward
    and the figure one location clockwise (no activation); a marker arriving on an occupied space goes on top."""
    s = position(TRACK)
    events = run(s, [{"op": "prestige", "n": 2}])
    p = s.players[0]
    assert p.prestige == 5 and s.freud_prestige == 6 and s.freud == 2  # two pushes: UNI -> CLINIC -> CAFE
    assert not any(e.kind == "activation" for e in events) and not s.stack.busy
    stamp = s.players[1].stamp
    run(s, [{"op": "prestige", "n": 2}], seat=1)
    assert s.players[1].prestige == 5 and s.players[1].stamp > p.stamp and s.players[1].stamp > stamp


def test_dec_05_players_reach_10_only_with_freud_and_cap_there():
    """UM-DEC-05: Freud stays strictly ahead until he sits on 10; then players may reach 10 and share it, no more."""
    s = position(TRACK.replace("prestige: 4, at: UNI", "prestige: 10, at: UNI").replace("p0: {prestige: 3}",
                                                                                   "p0: {prestige: 9}"))
    run(s, [{"op": "prestige", "n": 3}])
    assert s.players[0].prestige == 10 and s.freud_prestige == 10


def test_pre_03_dec_07_track_vp_may_be_negative_never_below_zero():
    """UM-PRE-03 / UM-DEC-07: the track pays the VP above your marker (space 0: -1, never below 0 VP), then one
    option of the column under Freud's marker or any left of it (UM-PRE-04)."""
    s = position(TRACK.replace("p2: {prestige: 0}", "p2: {prestige: 0, vp: 0}"))
    run(s, [{"op": "prestige_track"}], seat=2)
    assert s.players[2].vp == 0
    s.players[2].vp = 3
    s.stack.clear()
    run(s, [{"op": "prestige_track"}], seat=2)
    assert s.players[2].vp == 2
    columns = {o["column"] for o in options(s) if o["kind"] == "prestige_option" and "column" in o}
    assert columns == {1, 2}  # Freud on 4: column 2 and the one left of it


def test_pre_04_column_options():
    """UM-PRE-04: col 1 play 1 card / activate Freud twice / a good idea; col 2 play 2 / professor to Freud /
    unlock an idea; col 3 play 3 / professor 1–2 / a pile tile; col 4 heal 1 / 2 VP."""
    c = content()
    ops = [[[s["op"] for s in option] for option in col["options"]] for col in c.prestige_columns]
    assert ops == [[["play_research"], ["activate"], ["good_idea"]],
                   [["play_research"], ["professor_to_freud"], ["unlock_idea"]],
                   [["play_research"], ["professor_move"], ["gain_method"]], [["heal"], ["vp"]]]
    s = position(TRACK.replace("prestige: 4, at: UNI", "prestige: 9, at: UNI"))
    run(s, [{"op": "prestige_option"}])
    answer(s, "prestige_option", column=4, option=1)
    assert s.players[0].vp == 2


def test_pre_06_ranking_higher_space_then_lower_in_the_stack():
    """UM-PRE-06: the ranking is by space, then by arrival (the lower marker arrived first)."""
    from desktop_app.rules.unconscious_mind.scoring import places

    s = position(TRACK)
    step_prestige(s, 1)  # p1 reaches 4 first (pushing Freud)
    step_prestige(s, 0)
    keys = [(p.prestige, p.stamp) for p in s.players]
    assert places(keys) == [2, 1, 3]


GOALS = """
players: 2
active: 0
p0: {cured: [PO-01, PO-02, PO-03], in_play: [R-01, R-03, R-05]}
"""


def test_goal_01_02_dec_27_claimed_at_the_end_of_your_turn_optional_each_once():
    """UM-GOAL-01, UM-GOAL-02 / UM-DEC-27: at the end of your turn take any displayed goal whose condition you meet (VP, its
    tag counts as in play); claiming is optional; each tile exists once."""
    s = position(GOALS)
    assert goal_met(s, 0, "G4") and goal_met(s, 0, "G3") and not goal_met(s, 0, "G7")
    run(s, [{"op": "claim_goals"}])
    assert {o.get("goal") for o in options(s) if o["kind"] == "goal_claim"} == {"G3", "G4", None}
    answer(s, "goal_claim", goal="G4")
    assert s.players[0].vp == 5 and "G4" not in s.goal_display and s.players[0].goals == ["G4"]
    answer(s, "goal_claim", done=True)
    assert "G3" in s.goal_display


@pytest.mark.parametrize(("goal", "setup"), [
    ("G1", {"district": 2}), ("G2", {"columns": 2}), ("G5", {"complex": 2}), ("G6", {"treatises": 2}),
    ("G7", {"cured": 6})])
def test_goal_02_conditions(goal, setup):
    """UM-GOAL-02: each condition, met exactly at its threshold."""
    s = position("players: 2\nactive: 0")
    p = s.players[0]
    c = content()
    if "district" in setup:
        s.district_spaces[0][0] = s.district_spaces[1][0] = 0
    if "columns" in setup:
        p.grid = ["E1-01-red", "E1-02-red", None] * 3
    if "complex" in setup:
        p.cured = c.complex[:2]
    if "treatises" in setup:
        p.treatises = [["T1-1", []], ["T1-2", []]]
    if "cured" in setup:
        p.cured = c.ordinary[:5] + c.complex[:1]
    assert goal_met(s, 0, goal)
    if p.cured:
        p.cured = p.cured[:-1]
    elif p.treatises:
        p.treatises = p.treatises[:1]
    elif "columns" in setup:
        p.grid[0] = None
    else:
        s.district_spaces[1][0] = None
    assert not goal_met(s, 0, goal)


def test_turn_06_07_end_of_turn_order_and_rounds():
    """UM-TURN-06, UM-TURN-07: refill, goals, end check; a round is one turn per player from the start player."""
    s = position("players: 2\nactive: 0\np0: {cured: [PO-01, PO-02, PO-03], supply: 0}\ntable: {'0,0': [0, freud, 1]}")
    s.players[0].rooms = [None, None]
    s.players[0].room2_open = False
    s.start, s.order = 0, [0, 1]
    start_turn(s)
    answer(s, "recall_choice", then="treat")
    assert kind(s) == "patient_refill"
    s.apply(s.decisions()[0].options[0])
    while kind(s) in ("manifest_choice", "patient_room"):
        s.apply(s.decisions()[0].options[0])
    assert kind(s) == "goal_claim"
    answer(s, "goal_claim", done=True)
    assert s.active == 1 and s.round == 1
    round_before = s.round
    while s.active == 1:
        s.apply(s.decisions()[0].options[0])
    assert s.active == 0 and s.round == round_before + 1


def test_end_01_dec_26_trigger_finishes_the_round_then_one_more():
    """UM-END-01 / UM-DEC-26: Freud on 10 flips the start token: the current round is finished and one more full
    round is played, then final scoring."""
    s = position(TRACK.replace("prestige: 4, at: UNI", "prestige: 9, at: UNI").replace("p0: {prestige: 3}",
                                                                                  "p0: {prestige: 8}"))
    s.round = 7
    events = run(s, [{"op": "prestige", "n": 1}])
    assert s.freud_prestige == 10 and s.end_round == 8 and any(e.rule_id == "UM-END-01" for e in events)


def test_end_03_dec_39_safety_cap():
    """UM-END-03 / UM-DEC-39: no Freud on 10 by the end of round 30: the end is triggered (one more round)."""
    s = position("players: 2\nactive: 1")
    s.order, s.round = [0, 1], 30
    run(s, [{"op": "end_check"}])
    assert s.end_round == 31 and s.round == 31 and s.active == 0


def test_end_02_tie_01_dec_25_final_scoring_and_tie_break():
    """UM-END-02 / UM-TIE-01 / UM-DEC-25: with 2 players 1st and 2nd both score their bonus; a tie on points goes
    to the better prestige ranking."""
    s = position("""
players: 2
active: 0
p0: {prestige: 9, vp: 50, cured: [PO-01, PO-02]}
p1: {prestige: 7, vp: 54, cured: [PO-03, PO-04]}
freud: {prestige: 10}
""")
    sheet = s.score_sheet()
    a, b = sheet.players
    assert a.categories["prestige_rank"] == 4 and b.categories["prestige_rank"] == 2
    assert a.total == 50 + 4 + a.categories["distinct_tags"] + a.categories["good_ideas"]
    s.players[1].vp = a.total - (b.total - 54)
    sheet = s.score_sheet()
    assert sheet.players[0].total == sheet.players[1].total and sheet.winners == [0] and "prestige" in sheet.tie_break
