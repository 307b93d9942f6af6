"""A gesture uses what the open effect offers for free, remembers where a tile was dropped while other
questions come first, and a tile the action does not allow says which one it does.

Players found: dragging an insight during Contemplate spent 2 coffee instead of the action's free
elevation; dragging the right tile onto row 2 for Master a method was ignored (its order question came
first) and the row was asked again; dragging the wrong market tile gave no word at all.
"""

from __future__ import annotations

from desktop_app.ui.unconscious_mind import layout as L
from tests.unconscious_mind.gui.test_drag_and_drop import ELEVATE, METHOD, place
from tests.unconscious_mind.helpers import answer, dial_text, position, start_turn


def test_dragging_an_insight_during_contemplate_uses_the_free_elevation_um_act_04(um_table):
    """UM-ACT-04: the drag executes Contemplate and elevates with it; no coffee is spent (UM-COF-02 only
    when chosen)."""
    s = position(ELEVATE)
    start_turn(s)
    place(s, "1,0", "elevate_two", ideas=2)
    t = um_table(s, turn=False)
    assert t.kind() == "execution"
    marker = next(m for m in t.scene.marker_items if m.payload["slot"] == 4)
    t.drag(marker, L.slot_point(7))
    assert t.live.players[0].coffee == 4
    assert dial_text(t.live, 0) == {"S red": 1, "L green": 1}
    assert t.kind() == "elevate_target"  # the second elevation of this execution
    marker = next(m for m in t.scene.marker_items if m.payload["slot"] == 0)
    t.drag(marker, L.slot_point(3))
    assert t.live.players[0].coffee == 4 and dial_text(t.live, 0) == {"M red": 1, "L green": 1}
    t.controller.undo()
    t.controller.undo()
    assert t.kind() == "execution" and t.live.players[0].coffee == 4  # one gesture, one undo step


def test_without_a_free_elevation_the_drag_pays_coffee_um_cof_02(um_table):
    """Only when nothing offers the elevation does the same drag convert coffee (the player's choice)."""
    t = um_table(ELEVATE)
    marker = next(m for m in t.scene.marker_items if m.payload["slot"] == 0)
    t.drag(marker, L.slot_point(3))
    assert t.live.players[0].coffee == 2 and dial_text(t.live, 0) == {"M red": 1, "M green": 1}


def test_the_right_tile_dropped_on_row_two_goes_there_after_its_questions_um_act_03(um_table, qtbot):
    """UM-ACT-03 / UM-MTH-07: the order of bonus and main effect is asked first; then the tile goes into
    the row it was dropped on, without asking the row again."""
    s = position(METHOD.replace("p0: {coffee: 4}", "p0: {coffee: 4, dial: {S red: 2}}"))
    start_turn(s)
    place(s, "0,2", "method_right")
    t = um_table(s, turn=False)
    t.drag(t.scene.market_items[(0, 2)], L.grid_row_rect(1).center())
    assert t.live.held_tiles == ["E1-07-red"] and t.kind() == "right_tile_order"
    for _ in range(8):  # answer the questions in between from the panel (first offered answer)
        if t.live.players[0].grid[3] is not None or t.kind() == "method_row":
            break
        t.controller.submit(t.live.decisions()[0].options[0])
        qtbot.wait(5)
    qtbot.waitUntil(lambda: t.live.players[0].grid[3] == "E1-07-red", timeout=2000)
    assert t.live.held_tiles == [] and t.live.players[0].grid[0] != "E1-07-red"


def test_taking_the_wrong_market_tile_says_which_tile_the_action_takes_um_act_03(um_table):
    """A press (or a drag) on the middle tile during Master a method names the right tile and UM-ACT-03."""
    s = position(METHOD)
    start_turn(s)
    place(s, "0,2", "method_right")
    t = um_table(s, turn=False)
    t.click(t.scene.market_items[(0, 1)])
    assert t.refusals and "Master a method takes a right tile" in t.refusals[-1]
    assert "UM-ACT-03" in t.refusals[-1] and t.kind() == "execution"
    t.refusals.clear()
    t.drag(t.scene.market_items[(1, 1)], L.grid_row_rect(0).center())
    assert "a right tile" in t.refusals[-1] and "UM-ACT-03" in t.refusals[-1]


def test_a_market_tile_outside_any_action_names_the_rule_um_act_01(um_table):
    t = um_table(METHOD)
    t.click(t.scene.market_items[(0, 1)])
    assert "Place ideas on a method action first" in t.refusals[-1] and "UM-ACT-01" in t.refusals[-1]
    assert t.kind() in ("turn_type", "place_ideas")


def test_a_full_rows_free_elevation_is_what_the_drag_uses_um_mth_09(um_table):
    """UM-MTH-09 / UM-INK-03: on a full row's rondel space, dragging an insight one ring out uses the row's
    "elevate 1", not the tile that pays for an elevation nor 2 coffee."""
    s = position("""
players: 2
active: 0
p0: {coffee: 3, dial: {S red: 1}, grid: {1: [S-A1, E1-03-red, E1-07-red]}}
""")
    start_turn(s)
    place(s, "0,1", "method_pile")
    answer(s, "execution", stop=True)
    answer(s, "after_action", then="inkwell")
    t = um_table(s, turn=False)
    assert t.kind() == "resolve_space"
    marker = next(m for m in t.scene.marker_items if m.payload["slot"] == 0)
    t.drag(marker, L.slot_point(3))
    assert dial_text(t.live, 0) == {"M red": 1} and t.live.players[0].coffee == 3
    assert "row:0" in t.live.turn["used"]
