"""A choice shows what it gives, not only its name: starting tiles (effect, where the professor starts,
the insights it makes), grid rows (the colour their rondel space makes), the inkwell's rondel spaces
(on the buttons and on the wheel, with a warning when a space gives nothing, e.g. coffee at its cap);
and a face-down tile never shows its sidebar (UM-MTH-04)."""

from __future__ import annotations

from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.ui.i18n import render
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.choice_words import rondel_gives
from desktop_app.ui.unconscious_mind.describe import main_text, steps_text
from desktop_app.ui.unconscious_mind.layout import grid_rect
from desktop_app.ui.unconscious_mind.table import method_tile
from tests.unconscious_mind.gui.test_drag_and_drop import METHOD, TURN, after_action, place
from tests.unconscious_mind.helpers import content, position, run, start_turn


def test_starting_tiles_and_rows_say_what_they_give_um_set_16_17_18(um_table):
    state = GAME.new_state(GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "human")]), content(), 5)
    t = um_table(state, turn=False)
    assert t.kind() == "setup_start_method"
    c = t.live.content
    for b in [b for b in t.scene.panel_buttons if b.payload["action"].kind == "setup_start_method"]:
        tile = c.tiles[b.payload["action"]["tile"]]
        where = render(c.name(c.ring[tile["start"]["location"]]))
        assert f"professor starts at {where}" in b.detail and "you get " in b.detail, b.detail
        assert "Main effect:" in b.detail
    t.click(t.button(lambda a: a.kind == "setup_start_method"))
    assert t.kind() == "setup_method_row"
    rows = {b.payload["action"]["row"]: b.detail for b in t.scene.panel_buttons
            if b.payload["action"].kind == "setup_method_row"}
    assert "Passion" in rows[1] and "Growth" in rows[2] and "Freedom" in rows[3]


def test_the_rondel_warns_when_the_coffee_break_loses_the_coffee_um_ink_06(um_table):
    """At 6 coffee (the cap, UM-COF-01) the coffee break's coffee is lost: the button and the wheel say so."""
    t = um_table(after_action(TURN.replace("p0: {coffee: 4}", "p0: {coffee: 6}")), turn=False)
    assert t.kind() == "after_action" and t.live.players[0].coffee == 6
    button = t.button(lambda a: a.kind == "after_action" and a["then"] == "inkwell")
    assert "coffee is at its cap" in button.detail and "⚠" in button.detail
    space = t.scene.rondel_items[4]
    assert "coffee is at its cap" in space.toolTip()
    on_wheel = [i for i in t.scene.items() if hasattr(i, "text") and callable(i.text) and isinstance(i.text(), str)
                and i.text().startswith("⚠") and space.sceneBoundingRect().contains(i.sceneBoundingRect().center())]
    assert on_wheel
    view = t.live.view(0)
    view.active = 1  # on another player's turn, Ann's wheel warns of nothing (what is used is that player's)
    assert rondel_gives(view, 0, 4)[1] == ""
    calm = um_table(after_action(TURN), turn=False)
    assert "⚠" not in calm.button(lambda a: a.kind == "after_action" and a["then"] == "inkwell").detail
    assert "coffee" in calm.button(lambda a: a.kind == "after_action" and a["then"] == "inkwell").detail


def test_a_face_down_tile_never_shows_its_sidebar_um_mth_04(um_table):
    c = content()
    tile = "E1-06-red"
    assert c.tiles[tile]["sidebar"]
    face_down = method_tile(c, tile, grid_rect(0), False, "UM-MTH-06", {"kind": "cell", "cell": 0, "tile": tile})
    assert "Sidebar" not in face_down.toolTip() and "Main effect" in face_down.toolTip()
    face_up = method_tile(c, tile, grid_rect(0), True, "UM-MTH-02", {"kind": "market"})
    assert "Sidebar" in face_up.toolTip()


def test_a_heal_names_how_many_hearts_each_patient_still_needs_um_dec_11(um_table):
    s = position("""
players: 2
active: 0
p0: {rooms: [{patient: PO-01, sorrow: SO-01, marker: 4, dreams: [DL-11]}, {patient: PO-02, sorrow: SO-02, marker: 7,
                dreams: [DL-12]}], room2_open: true}
""")
    run(s, [{"op": "heal", "n": 1}])
    t = um_table(s, turn=False)
    assert t.kind() == "heal_target"
    details = {b.payload["action"]["room"]: b.detail for b in t.scene.panel_buttons
               if b.payload["action"].kind == "heal_target"}
    assert details == {0: "4 hearts to cure", 1: "7 hearts to cure"}


def test_the_order_of_a_right_tile_names_its_bonus_and_its_main_effect_um_mth_06(um_table):
    """UM-MTH-06: players met "Sidebar bonus first / Main effect first" with no word of what either gives."""
    s = position(METHOD.replace("p0: {coffee: 4}", "p0: {coffee: 4, dial: {S red: 2}}"))
    start_turn(s)
    place(s, "0,2", "method_right")
    t = um_table(s, turn=False)
    t.drag(t.scene.market_items[(0, 2)], L.grid_row_rect(1).center())
    assert t.kind() == "right_tile_order"
    c = t.live.content
    tile = c.tiles[t.live.held_tiles[0]]
    bonus = t.button(lambda a: a.kind == "right_tile_order" and a["first"] == "sidebar").detail
    main = t.button(lambda a: a.kind == "right_tile_order" and a["first"] == "main").detail
    assert bonus == "bonus: " + steps_text(tile["sidebar"], c) and steps_text(tile["sidebar"], c)
    assert main == main_text(tile["main"], c) and "VP" in main


def test_a_research_swap_names_both_cards_and_what_each_gives_um_res_01(um_table):
    """UM-RES-01: "Swap On Introspection, vol. I — elevate 1 insight" did not say which card comes back nor what
    it gives; the button names the face-up card and the detail both effects."""
    s = position("players: 2\nactive: 0\np0: {hand: [R-01]}")
    run(s, [{"op": "research_swap"}])
    t = um_table(s, turn=False)
    assert t.kind() == "research_swap"
    c = t.live.content
    faceup = t.live.research_faceup
    button = t.button(lambda a: a.kind == "research_swap" and a.get("card") == "R-01")
    assert button.label == f"Swap {render(c.name('R-01'))} for {render(c.name(faceup))}"
    assert button.detail == (f"you give: {steps_text(c.research['R-01']['effect'], c)} · "
                             f"you get: {steps_text(c.research[faceup]['effect'], c)}")


def test_a_prestige_option_at_freuds_location_says_what_that_location_gives_um_pre_04(um_table):
    """UM-PRE-04: "Column 1: activate Freud's location 2×" did not say where Freud is nor what it gives there."""
    s = position("players: 2\nactive: 0\np0: {prestige: 4, coffee: 2}\nfreud: {at: CAFE}")
    run(s, [{"op": "prestige_option"}])
    t = um_table(s, turn=False)
    assert t.kind() == "prestige_option"
    c = t.live.content
    cafe = f"{render(c.name('CAFE'))}: {steps_text(c.loc_effect[c.loc_index['CAFE']], c)}"
    assert t.button(lambda a: a.kind == "prestige_option" and a.get("column") == 1 and a.get("option") == 1).detail \
        == cafe
    assert t.button(lambda a: a.kind == "prestige_option" and a.get("column") == 1 and a.get("option") == 2).detail == ""


def test_recalling_says_how_much_coffee_it_brings_um_rcl_02(um_table):
    """UM-RCL-02: "Recall all ideas" said nothing of the coffee it brings (one per space holding your ideas)."""
    t = um_table("players: 2\nactive: 0\np0: {coffee: 1, supply: 1}\ntable: {'0,0': [0, method_pile, 1], "
                 "'1,1': [0, elevate_two, 1], '3,3': [1, freud, 1]}")
    assert t.kind() == "turn_type"
    assert t.button(lambda a: a.kind == "turn_type" and a["type"] == "recall").detail == \
        "+2 coffee: 2 spaces with your ideas"
    assert t.button(lambda a: a.kind == "turn_type" and a["type"] == "place").detail == ""


def test_declining_a_paid_effect_does_not_say_it_pays_um_cof_02(um_table):
    """UM-COF-02: at the Court Opera "No" read "2 coffee → 1 prestige, will use 2 coffee", as "Yes" did."""
    c = content()
    convert = c.loc_effect[c.loc_index["OPERA"]][0]["options"][2][0]
    assert convert["op"] == "convert"
    s = position("players: 2\nactive: 0\np0: {coffee: 3}")
    run(s, [convert])
    t = um_table(s, turn=False)
    assert t.kind() == "use_effect"
    yes = t.button(lambda a: a.kind == "use_effect" and a["use"] is True).detail
    assert "coffee" in yes and "prestige" in yes
    assert t.button(lambda a: a.kind == "use_effect" and a["use"] is False).detail == ""
