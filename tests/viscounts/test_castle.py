"""The castle (viscounts.md VIS-WORK-04..06, VIS-CAST-01..05, VIS-KO-01..03, VIS-LEAD-01..04,
DEC-02, DEC-16..20, DEC-48, DEC-59, GAP-04)."""

from __future__ import annotations

from desktop_app.engine.action import Action
from tests.viscounts.fixtures import answer, kind, options, position, run_effects


def _count(s, p):
    b = s.board
    return sum(r[p] for r in b.l1) + sum(r[p] for r in b.l2) + b.l3[p] + s.players[p].workers


def test_vis_cast_01_three_in_the_region_send_one_in_one_cw_one_ccw():
    """VIS-CAST-01, DEC-17: inward (the level-2 effect at once), clockwise, counter-clockwise."""
    s = position("""
        ring: [A, B, C, D, E]
        rotation: 0
        phase: none
        p0: {hand: [st_page]}
        castle: {l1: {4: [2, 0]}}
    """)
    run_effects(s, 0, [{"op": "place_worker", "n": 1, "where": "any"}])
    answer(s, "region", region=4)
    b = s.board
    assert (b.l1[4][0], b.l1[5][0], b.l1[3][0], b.l2[2][0]) == (0, 1, 1, 1)
    assert kind(s) == "destroy"         # L2_2: destroy (optional) and 1 virtue
    answer(s, "destroy", skip=True)
    assert s.players[0].virtue == 8 and _count(s, 0) == 20


def test_vis_cast_02_chains_through_other_regions_and_dp15_choice():
    """VIS-CAST-02, DP-15: another level-1 region with 3 or more resolves next (not the one just
    resolved); with several, the mover chooses the order."""
    s = position("""
        ring: [A, B, C, D, E]
        rotation: 0
        phase: none
        p0: {hand: [st_page]}
        castle: {l1: {4: [2, 0], 5: [2, 0], 3: [2, 0]}}
    """)
    run_effects(s, 0, [{"op": "place_worker", "n": 1, "where": "any"}])
    answer(s, "region", region=4)
    answer(s, "destroy", skip=True)
    assert kind(s) == "castle_region" and options(s) == [{"region": 3}, {"region": 5}]
    answer(s, "castle_region", region=5)          # 5 -> L2_2 again, 6, 4
    answer(s, "destroy", skip=True)
    b = s.board
    # 3 has 3 (2 + 1 from region 4); region 4 got 1 back from 5 (1): only region 3 qualifies now
    assert b.l1[3][0] == 0 and b.l1[4][0] == 2 and b.l2[2][0] == 2 and b.l2[1][0] == 1 and _count(s, 0) == 20


def test_vis_cast_03_05_level_2_to_level_3_once_per_region_and_the_leader():
    """VIS-CAST-03/05, VIS-LEAD-01: a level-2 region with 3 or more sends exactly one worker to the
    centre (its effect: any 1); the first there takes the castle leader card."""
    s = position("""
        ring: [A, B, C, D, E]
        rotation: 0
        phase: none
        castle: {l1: {0: [2, 0]}, l2: {0: [3, 0]}}
    """)
    run_effects(s, 0, [{"op": "place_worker", "n": 1, "where": "any"}])
    answer(s, "region", region=0)                 # region 0 -> L2_0 (flip: nothing to flip, lost)
    b = s.board
    assert b.l2[0][0] == 3 and b.l3[0] == 1 and b.leader == 0
    assert kind(s) == "resource"                  # the level-3 effect


def test_vis_lead_02_dec20_only_a_higher_count_takes_the_leader_card():
    """VIS-LEAD-02, DEC-20: a tie does not move the card; a strictly higher count does; LEAD-04 5 VP."""
    s = position("""
        ring: [A, B, C, D, E]
        rotation: 0
        phase: none
        leader: 1
        castle: {l2: {1: [3, 0], 2: [3, 0]}, l3: [0, 1]}
    """)
    run_effects(s, 0, [{"op": "advance_worker", "from_level": 2}])
    answer(s, "advance", region=1)
    assert s.board.l3 == [1, 1] and s.board.leader == 1
    answer(s, "resource", ink=1, gold=0, stone=0)
    run_effects(s, 0, [{"op": "advance_worker", "from_level": 2}])
    answer(s, "advance", region=2)
    assert s.board.leader == 0 and s.score_sheet().players[0].categories["castle_leader"] == 5


def test_vis_ko_01_02_knock_outs_after_movement_with_rewards():
    """VIS-KO-01, VIS-KO-02, DEC-02, DEC-19, DEC-50 (the owner chooses off-turn): a region over 3 (any colours) loses workers of the active player's
    choice until 3 are left; the owner gains 2 silver (level 1) or 1 virtue + 1 resource (level 2)."""
    s = position("""
        ring: [A, B, C, D, E]
        rotation: 0
        players: 3
        phase: recruit
        p0: {space: B_I2, silver: 0}
        castle: {l1: {3: [1, 2, 2]}, l2: {1: [1, 3, 0]}}
    """)
    assert kind(s) == "knock_out" and s.stack.question.player == 0
    regions = {(o["level"], o["region"]) for o in options(s)}
    assert regions == {(1, 3), (2, 1)}
    answer(s, "knock_out", level=1, region=3, colour=2)
    assert s.players[2].silver == 2 and s.board.l1[3] == [1, 2, 1]
    answer(s, "knock_out", level=2, region=1, colour=1)
    assert s.stack.question.player == 1 and kind(s) == "resource"     # DP-17: the owner's choice
    answer(s, "resource", ink=0, gold=0, stone=1)
    assert s.players[1].res["stone"] == 1 and s.players[1].virtue == 8 and sum(s.board.l2[1]) == 3
    assert all(_count(s, p) == 20 for p in range(3))


def test_vis_ko_03_level_3_is_never_knocked_out_and_dec59_no_more_movement():
    """VIS-KO-03, DEC-59: level 3 is safe; a knock-out leaving 3 of yours in a region moves nothing."""
    s = position("""
        ring: [A, B, C, D, E]
        rotation: 0
        phase: recruit
        p0: {space: B_I2}
        castle: {l1: {3: [3, 2]}, l3: [2, 5]}
    """)
    assert all(o["level"] in (1, 2) for o in options(s))
    refusal = s.check(Action.make(0, "knock_out", level=3, region=0, colour=1))
    assert refusal.rule_id == "VIS-KO-03"
    answer(s, "knock_out", level=1, region=3, colour=1)
    answer(s, "knock_out", level=1, region=3, colour=1)
    assert s.board.l1[3] == [3, 0] and s.board.l2[1] == [0, 0] and s.board.l3 == [2, 5]


def test_vis_cast_04_dec18_another_player_moves_after_you():
    """VIS-CAST-04, DEC-18: an effect that leaves another player with 3 resolves their movement
    after yours; the active player does every knock-out afterwards."""
    s = position("""
        ring: [A, B, C, D, E]
        rotation: 0
        phase: none
        castle: {l1: {6: [0, 2], 7: [2, 0]}}
    """)
    s.stack.push([{"op": "settle"}], 0, "test")
    s.stack.push([{"op": "place_worker", "n": 1, "where": "any"}], 1, "other")
    s.stack.push([{"op": "place_worker", "n": 1, "where": "any"}], 0, "mine")
    s.run()
    assert s.stack.question.player == 0
    answer(s, "region", region=7)
    assert s.board.l2[3][0] == 1 and kind(s) == "resource"   # L2_3: any 2, mine first
    answer(s, "resource", ink=2, gold=0, stone=0)
    assert s.stack.question.player == 1 and kind(s) == "region"
    answer(s, "region", region=6)
    answer(s, "resource", ink=0, gold=2, stone=0)
    b = s.board
    assert b.l2[3] == [1, 1] and (b.l1[6], b.l1[7], b.l1[5], b.l1[8]) == ([1, 0], [0, 1], [0, 1], [1, 0])


def test_dec48_effect_worker_and_gap04_level2_effects():
    """DEC-48 (GAP-20): an effect's worker goes to any level-1 region the recipient picks; GAP-04 level-2
    effects (L2_1: 3 silver)."""
    s = position("""
        ring: [A, B, C, D, E]
        rotation: 0
        phase: none
        castle: {l1: {2: [2, 0]}}
    """)
    run_effects(s, 0, "worker")
    assert kind(s) == "region" and len(options(s)) == 10
    answer(s, "region", region=2)
    assert s.board.l2[1][0] == 1 and s.players[0].silver == 3
