"""Virtue, corruption and the collision (viscounts.md VIS-VC-01..05, VIS-COL-01, VIS-COL-03..08, DEC-21, DEC-22,
GAP-05)."""

from __future__ import annotations

from tests.viscounts.fixtures import answer, kind, position, run_effects, texts


def test_vis_vc_01_02_04_markers_move_meet_and_move_together():
    """VIS-VC-01/02/04: corruption right, virtue left; they collide and then move as a pair; moves
    past the end are ignored."""
    s = position("phase: none\np0: {track: [3, 5]}")
    run_effects(s, 0, "virtue 1")
    pl = s.players[0]
    assert (pl.corruption, pl.virtue) == (3, 4)
    events = run_effects(s, 0, "corruption 1")
    assert (pl.corruption, pl.virtue) == (4, 4) and any("collide" in t for t in texts(events))
    run_effects(s, 0, "virtue 2")
    assert (pl.corruption, pl.virtue) == (2, 2)
    run_effects(s, 0, "virtue 5")
    assert (pl.corruption, pl.virtue) == (1, 1)
    run_effects(s, 0, "corruption 20")
    assert (pl.corruption, pl.virtue) == (9, 9)


def test_vis_col_01_no_collision_no_phase_5():
    """VIS-COL-01: phase 5 happens only when the active player's markers share a space."""
    s = position("phase: collision\np0: {track: [2, 3], hand: [st_page, st_page, st_page]}\np1: {track: [5, 5]}")
    assert (s.players[0].corruption, s.players[0].virtue) == (2, 3)
    assert (s.players[1].corruption, s.players[1].virtue) == (5, 5)   # VIS-VC-05: waits for p1's phase 5


def test_vis_col_all_five_steps_in_order():
    """VIS-COL-03..07, VIS-BLDG-08, DEC-21, DEC-22: (1) second workshops without criminals gain virtue (the active
    player's pair shifts left first); (2) collision abilities of every tableau, active first;
    (3) the reward above; (4) each opponent the reward below; (5) reset."""
    s = position("""
        players: 3
        phase: collision
        p0: {track: [6, 6], built: {workshop: 2}, tableau: [tf16], hand: [st_page, st_page, st_page]}
        p1: {built: {workshop: 2}, tableau: [tf36, tf43]}
        p2: {built: {workshop: 2}, tableau: [tf26]}
    """)
    # step 1: p0 (no criminal) 6 -> 5; p1 has a criminal: nothing; p2 +1 virtue
    # step 2: Carpenter (p0: stone 1, $1), Almsgiver (p1: virtue 1, ink 1), Chamberlain (p2: gold 1, virtue 1)
    p0, p1, p2 = s.players
    assert (p0.res["stone"], p0.silver) == (1, 1)              # Carpenter: stone 1, $1
    assert p1.res["ink"] == 1 and p2.res["gold"] == 1
    assert p1.virtue == 9 - 1 - 0 and p2.virtue == 9 - 1 - 1 - 0
    # step 3 at space 5: +deed, +debt, any 2 (asked); step 4 below 5: $1 each
    assert kind(s) == "resource" and s.stack.question.player == 0
    answer(s, "resource", ink=0, gold=2, stone=0)
    assert (p0.purchased, p0.unpaid, p0.res["gold"]) == (1, 1, 2)
    assert (p1.silver, p2.silver) == (1, 1)
    assert (p0.corruption, p0.virtue) == (1, 9)                # step 5


def test_vis_col_06_opponents_corruption_below_high_spaces_and_col_08():
    """Below spaces 7..9 opponents gain corruption; a collision they get now waits (VIS-COL-08)."""
    s = position("""
        phase: collision
        p0: {track: [9, 9], hand: [st_page, st_page, st_page]}
        p1: {track: [8, 9]}
    """)
    while kind(s) == "resource":
        answer(s, "resource", ink=3, gold=0, stone=0)
    p0, p1 = s.players
    assert p0.unpaid == 2 and p0.silver == 2 and (p0.corruption, p0.virtue) == (1, 9)
    assert (p1.corruption, p1.virtue) == (9, 9) and s.active == 1


def test_gap05_track_rewards_by_space():
    """GAP-05: the above / below rewards of every space."""
    from tests.viscounts.fixtures import CONTENT
    active = {pos: [s["op"] for s in steps] for pos, steps in CONTENT.track_active.items()}
    assert active[1] == ["take"] and active[9][0] == "take" and CONTENT.track_active[9][0]["n"] == 2
    assert [CONTENT.track_others[p][0]["op"] for p in range(1, 10)] == \
        ["gain_virtue"] * 3 + ["gain_silver"] * 3 + ["gain_corruption"] * 3
