"""The worked examples of gutenberg.md §9, reproduced exactly."""

from __future__ import annotations

import random

from desktop_app.rules.gutenberg import GAME
from desktop_app.rules.gutenberg.flow import acting_order
from desktop_app.rules.gutenberg.gears import aligned, rotate_train
from tests.gutenberg.helpers import act, at_action, at_plan, commit_plans, content, play, play_passive

A, B, C, D = 0, 1, 2, 3


def test_9_1_acting_order_with_ties_and_token_hand_over():
    """§9.1, GUT-PLAN-06, GUT-AMB-03, GUT-PREP-02/03: orders B,C,D,A / D,A,C / A,B,D / B,C / A,C,D,B."""
    s = at_plan(4, 5, first_player=C)
    assert [s.players[x].tokens for x in (C, D, A, B)] == [7, 8, 9, 10]
    commit_plans(s, {C: [2, 1, 0, 2, 2], D: [2, 3, 1, 0, 2], A: [1, 3, 2, 0, 3], B: [3, 0, 2, 4, 1]})
    assert s.revealed
    assert s.acting == [[B, C, D, A], [D, A, C], [A, B, D], [B, C], [A, C, D, B]]
    assert acting_order([C, D, A, B], [1, 3, 2, 2]) == [B, C, D, A]  # bids indexed by seat
    play(s, random.Random(1), until=lambda st: st.round == 2)
    assert s.first == D
    assert [s.players[x].tokens for x in (D, A, B, C)] == [7, 8, 9, 10]  # C received 1 from each


def test_9_2_three_gear_train_rotating():
    """§9.2, GUT-GEAR-04/05: G01 o0→2 (P1), G06 o0→1 (C2), G10 o2→1 (C1); then I1, P1, S1; period 3."""
    sectors = content().gears
    gears = [["G01", 0, False], ["G06", 0, False], ["G10", 2, False]]
    moved = rotate_train(gears)
    assert [(m[0], m[1], m[2]) for m in moved] == [(0, 0, 2), (1, 0, 1), (2, 2, 1)]
    assert [m[3] for m in moved] == [-1, 1, -1]  # clockwise, counter-clockwise, clockwise
    assert [aligned(g, sectors) for g in gears] == [("prestige", 1), ("coins", 2), ("coins", 1)]
    rotate_train(gears)
    assert [g[1] for g in gears] == [1, 2, 0]
    assert [aligned(g, sectors) for g in gears] == [("ink_choice", 1), ("prestige", 1), ("specialty_any", 1)]
    rotate_train(gears)
    assert [g[1] for g in gears] == [0, 0, 2]


def test_9_2_engine_rotates_at_round_start_and_remount_keeps_marker():
    """§9.2 in play: the Rotate step turns the train (GUT-GEAR-05); a remounted gear keeps its marker."""
    s2 = at_plan(2, 3)
    q = s2.players[0]
    q.gears = [["G01", 0, False], ["G06", 0, True], ["G10", 2, False]]
    at_action(s2, 0, 3)
    assert s2.check(act(0, "claim_gear", slot=1)).rule_id == "GUT-GEAR-06"
    assert act(0, "take_gear", gear=s2.gear_slots[0], orient=0, replace=1) not in s2.legal_actions(0)
    assert s2.check(act(0, "take_gear", gear=s2.gear_slots[0], orient=0, replace=1)).rule_id == "GUT-GEAR-07"
    s2.apply(act(0, "remount", slot=1, orient=2))
    assert q.gears[1] == ["G06", 2, True]  # GUT-GEAR-07 / AMB-08: the marker stays through a remount


def test_9_2_rotation_happens_once_per_round_from_round_2():
    """GUT-RND-01 / GUT-GEAR-05: no rotation in round 1, one sector per round afterwards."""
    s = at_plan(2, 4)
    s.players[0].gears = [["G01", 0, False], ["G06", 0, False], ["G10", 2, False]]
    s.touch()
    orientations = {}
    assert [g[1] for g in s.players[0].gears] == [0, 0, 2]
    while s.round < 4:
        play_passive(s, until=lambda st, r=s.round: st.round != r)
        orientations[s.round] = [g[1] for g in s.players[0].gears if g]
    assert orientations[2] == [2, 1, 1]
    assert orientations[3] == [1, 2, 0]
    events = []
    while s.round < 5:
        d = s.decisions()[0]
        legal = s.legal_actions(d.player)
        events += s.apply(next((a for a in legal if a.kind in ("plan_commit", "pass", "decline")), legal[0]))
    turns = [e.data["turns"] for e in events if e.kind == "gear_rotated" and e.player == 0]
    assert turns == [[[0, 0, 2, -1], [1, 0, 1, 1], [2, 2, 1, -1]]]  # the §9.2 table: back at o = 0, 0, 2


def test_9_3_end_scoring_examples():
    """§9.3, GUT-END-02..05: Anna 53, Bruno 41, Chen 41 vs Dana 41 → Dana on fewer ink."""
    sheet = {"players": [
        {"name": "Anna", "prestige": 31, "coins": 14, "patrons": ["PC01"], "letters": 5, "ink": 0,
         "specialties": {"typesetting": 6, "woodcut": 4, "binding": 3, "colouring": 5}},
        {"name": "Bruno", "prestige": 38, "coins": 2, "patrons": [], "letters": 5, "ink": 0,
         "specialties": {"typesetting": 2, "woodcut": 4, "binding": 4, "colouring": 4}},
        {"name": "Chen", "prestige": 26, "coins": 9, "patrons": [], "letters": 7, "ink": 3,
         "specialties": {"typesetting": 6, "woodcut": 6, "binding": 2, "colouring": 1}},
        {"name": "Dana", "prestige": 19, "coins": 15, "patrons": ["PC02"], "letters": 7, "ink": 1,
         "specialties": {"typesetting": 5, "woodcut": 5, "binding": 5, "colouring": 2}},
    ]}
    out = GAME.score_physical(sheet).to_json()
    by = {p["name"]: p for p in out["players"]}
    assert by["Anna"]["categories"] == {"track": 31, "coins": 4, "specialties": 10, "patrons": 8}
    assert by["Anna"]["total"] == 53
    assert by["Bruno"]["categories"] == {"track": 38, "coins": 0, "specialties": 3, "patrons": 0}
    assert by["Bruno"]["total"] == 41
    assert by["Chen"]["categories"] == {"track": 26, "coins": 3, "specialties": 12, "patrons": 0}
    assert by["Dana"]["categories"] == {"track": 19, "coins": 5, "specialties": 9, "patrons": 8}
    assert by["Chen"]["total"] == by["Dana"]["total"] == 41
    assert out["winners"] == ["Anna"]
    duel = GAME.score_physical({"players": sheet["players"][2:]}).to_json()
    assert duel["winners"] == ["Dana"]
    assert "fewest ink" in duel["tie_break"]
    same = [dict(p, ink=2) for p in sheet["players"][2:]]
    shared = GAME.score_physical({"players": same}).to_json()
    assert shared["winners"] == ["Chen", "Dana"] and "shared" in shared["tie_break"]


def test_9_4_maxed_level_during_play():
    """§9.4, GUT-SPEC-02/03: Woodcut V→VI gives the 4th bonus space (+4 prestige), the 2nd step 3 coins."""
    s = at_plan(2, 6)
    eva = s.players[0]
    eva.levels = [3, 5, 2, 1]
    eva.bonus = 3  # II, IV and V were reached before
    two_icon_woodcut = next(c for c, (spec, icons) in content().specialty.items() if spec == 1 and icons == 2)
    s.specialty_slots[0] = two_icon_woodcut
    if two_icon_woodcut in s.specialty_deck:
        s.specialty_deck.remove(two_icon_woodcut)
    at_action(s, 0, 2)
    prestige, coins = eva.prestige, eva.coins
    s.apply(act(0, "train", card=two_icon_woodcut, mode="own"))
    assert eva.levels[1] == 6 and eva.bonus == 4
    assert eva.prestige == prestige + 4
    assert eva.coins == coins + 3
