"""The method market (UM-MTH-01..07/10, UM-DEC-16), era II (UM-PRE-05) in the middle of an effect (UM-DEC-23)."""

from tests.unconscious_mind.helpers import answer, content, kind, options, position, run

MARKET = """
players: 2
active: 0
p0: {coffee: 6, dial: {S red: 2, M red: 1}}
market:
  upper: {pile: [E2-01-red, E2-02-red, E1-01-green, E1-02-green], middle: E1-03-green, right: E1-07-red}
  lower: {pile: [E2-03-red], middle: E1-04-green, right: E1-05-green}
"""


def gain(s, frm="any"):
    run(s, [{"op": "gain_method", "from": frm}])


def test_mth_01_02_taking_the_middle_refills_it_from_the_pile_face_up():
    """UM-MTH-01, UM-MTH-02, UM-MTH-06: the market flows left to right; the middle tile's sidebar is gained, then the middle refills."""
    s = position(MARKET)
    gain(s)
    assert {(o["row"], o["slot"]) for o in options(s) if o["kind"] == "choose_method"} == {
        (r, k) for r in ("upper", "lower") for k in ("pile", "middle", "right")}
    events = answer(s, "choose_method", row="upper", slot="middle")
    assert s.market[0][1] == "E1-02-green" and s.market[0][2] == "E1-07-red"
    assert any(e.reveals for e in events) and "E1-03-green" in s.held_tiles
    sidebar = content().tiles["E1-03-green"]["sidebar"]
    assert sidebar and kind(s) in ("generate_colour", "method_row", "elevate_target", "research_swap")


def test_mth_03_06_taking_the_right_slides_the_middle_and_lets_you_order_sidebar_and_main():
    """UM-MTH-03, UM-MTH-06: the middle tile slides right and the middle refills; sidebar and main effect in either order."""
    s = position(MARKET)
    gain(s)
    answer(s, "choose_method", row="upper", slot="right")
    assert s.market[0][2] == "E1-03-green" and s.market[0][1] == "E1-02-green"
    assert [o["first"] for o in options(s) if o["kind"] == "right_tile_order"] == ["sidebar", "main"]
    answer(s, "right_tile_order", first="main")
    answer(s, "pay_insight", size="S", colour="red", coffee=0)
    assert s.players[0].vp == 2  # E1-07: 2 VP, then its sidebar


def test_mth_04_07_a_pile_tile_comes_face_down_and_goes_to_the_leftmost_empty_slot():
    """UM-MTH-04, UM-MTH-07: from a pile, no sidebar and no main effect; placed in the leftmost empty slot of a chosen row."""
    s = position(MARKET + "\np0: {coffee: 6, grid: {1: [E1-12-red]}}")
    gain(s, "pile")
    answer(s, "choose_method", row="upper", slot="pile")
    assert kind(s) == "method_row"
    answer(s, "method_row", row=1)
    assert s.players[0].grid[:3] == ["E1-12-red", "E1-02-green", None] and s.market[0][0][-1] == "E1-01-green"


def test_mth_05_dec_16_an_empty_pile_stops_the_row():
    """UM-MTH-05 / UM-DEC-16: once a row's pile is empty, taken tiles leave their spaces empty and nothing slides."""
    s = position(MARKET.replace("pile: [E2-03-red]", "pile: []"))
    gain(s)
    assert ("lower", "pile") not in {(o["row"], o["slot"]) for o in options(s) if o["kind"] == "choose_method"}
    answer(s, "choose_method", row="lower", slot="right")
    assert s.market[1] == [[], "E1-04-green", None]
    for _ in range(10):
        if not s.stack.busy:
            break
        s.apply(s.decisions()[0].options[0])
    gain(s)
    answer(s, "choose_method", row="lower", slot="middle")
    assert s.market[1] == [[], None, None]


def test_mth_10_full_grid_replaces_a_tile_and_the_column_scores_once():
    """UM-MTH-10: with 9 tiles a new tile replaces one of your choice (removed from the game); refilling a column
    scores no VP again."""
    grid = "{1: [E1-01-red, E1-02-red, E1-03-red], 2: [E1-04-red, E1-05-red, E1-06-red], 3: [E1-08-red, E1-09-red, E1-10-red]}"
    s = position(f"players: 2\nactive: 0\np0: {{grid: {grid}}}")
    s.held_tiles.append("E1-11-red")
    vp = s.players[0].vp
    run(s, [{"op": "place_method", "tile": "E1-11-red"}])
    assert [o["replace"] for o in options(s) if o["kind"] == "method_row"] == list(range(9))
    answer(s, "method_row", replace=4)
    assert s.players[0].grid[4] == "E1-11-red" and "E1-05-red" in s.box and s.players[0].vp == vp


def test_pre_05_dec_23_era_two_in_the_middle_of_an_effect():
    """UM-PRE-05 / UM-DEC-23: Freud reaching 5 pauses the effect: era I tiles leave piles and market, empty spaces
    refill from the piles, the reminder flips; a tile already taken (here the right tile whose main effect pushed
    Freud) is kept, and the effect resumes with its sidebar."""
    s = position(MARKET.replace("right: E1-07-red}", "right: E2-01-red}").replace("pile: [E2-01-red, E2-02-red,",
                                                                             "pile: [E2-02-red, E2-04-red,")
                 + "\nfreud: {prestige: 4}\np0: {coffee: 6, dial: {M red: 2}, prestige: 3}")
    gain(s)
    answer(s, "choose_method", row="upper", slot="right")
    answer(s, "right_tile_order", first="main")  # E2-01: spend M red -> prestige 1: pushes Freud to 5
    era1 = set(content().era1)
    assert s.era == 2 and s.freud_prestige == 5 and s.players[0].prestige == 4
    assert not any(t in era1 for row in s.market for t in row[0] + row[1:] if t)
    assert all(t in s.box for t in ("E1-02-green", "E1-01-green", "E1-04-green", "E1-05-green"))
    assert s.market[0][1:] == ["E2-02-red", "E2-04-red"] and s.market[1][1:] == [None, "E2-03-red"]
    assert "E2-01-red" in s.held_tiles and kind(s) is not None  # the sidebar, then the placement still follow
