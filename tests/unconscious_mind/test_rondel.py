"""The inkwell rondel (UM-INK-01..08), row and column completion (UM-MTH-08, UM-MTH-09), UM-DEC-06, UM-DEC-21, UM-DEC-32."""

from desktop_app.engine.action import Action
from tests.unconscious_mind.helpers import (
    answer,
    dial_text,
    kind,
    options,
    position,
    run,
)

ROW = """
players: 2
active: 0
p0:
  coffee: 3
  good_ideas: 2
  dial: {S red: 3, M red: 1}
  grid: {1: [E1-07-red, E1-01-red, E1-12-red]}
  inkwell: 0
"""


def inkwell(s, base, good_ideas=0):
    s.turn["inkwell"] = base
    run(s, [{"op": "inkwell"}])
    if kind(s) == "inkwell_extra":
        answer(s, "inkwell_extra", good_ideas=good_ideas)


def test_ink_01_02_exact_steps_plus_good_ideas_only_the_stop_triggers():
    """UM-INK-01, UM-INK-02 / UM-DEC-06: the inkwell moves exactly the row's icons plus one per good idea spent; only the
    space where it stops triggers."""
    s = position(ROW)
    s.turn["inkwell"] = 2
    run(s, [{"op": "inkwell"}])
    assert kind(s) == "inkwell_extra" and [o["good_ideas"] for o in options(s) if o["kind"] == "inkwell_extra"] == [0, 1, 2]
    assert s.decisions()[0].context["to"] == [2, 3, 4]
    answer(s, "inkwell_extra", good_ideas=2)
    assert s.players[0].inkwell == 4 and s.players[0].good_ideas == 0
    assert s.players[0].coffee == 5  # the bottom space's printed reward: coffee 2 (UM-INK-06)


def test_ink_03_07_row_space_reward_tiles_and_full_row_each_once_in_any_order():
    """UM-INK-03, UM-INK-07, UM-INK-08 / UM-DEC-21: the row space gives its printed reward, each tile of the row (paid when used)
    and, the row being full, elevate 1; the player orders them; each at most once this turn."""
    s = position(ROW)
    inkwell(s, 1)
    assert s.players[0].inkwell == 1 and kind(s) == "resolve_space"
    effects = [o["effect"] for o in options(s) if o["kind"] == "resolve_space" and "effect" in o]
    assert effects == ["reward:row1", "tile:E1-07-red", "tile:E1-01-red", "tile:E1-12-red", "row:0"]
    answer(s, "resolve_space", effect="tile:E1-07-red")  # spend S red -> 2 VP
    assert {(o["size"], o["coffee"]) for o in options(s) if o["kind"] == "pay_insight"} == {("S", 0), ("M", 0)}
    answer(s, "pay_insight", size="S", colour="red", coffee=0)
    assert s.players[0].vp == 2 and dial_text(s, 0)["S red"] == 2
    answer(s, "resolve_space", effect="row:0")
    answer(s, "elevate_target", size="M", colour="red")
    effects = [o["effect"] for o in options(s) if o["kind"] == "resolve_space" and "effect" in o]
    assert effects == ["reward:row1", "tile:E1-01-red", "tile:E1-12-red"]
    answer(s, "resolve_space", finish=True)
    run(s, [{"op": "trigger_row", "row": 1}])  # triggered again this turn: only the unused effects
    effects = [o["effect"] for o in options(s) if o["kind"] == "resolve_space" and "effect" in o]
    assert effects == ["reward:row1", "tile:E1-01-red", "tile:E1-12-red"]


def test_ink_08_a_tile_that_cannot_be_paid_is_not_offered():
    """UM-INK-08: triggering a tile means you may pay its cost then; no red insight, no red tile."""
    s = position(ROW.replace("dial: {S red: 3, M red: 1}", "dial: {S green: 1}").replace("coffee: 3", "coffee: 0"))
    inkwell(s, 1)
    effects = [o["effect"] for o in options(s) if o["kind"] == "resolve_space" and "effect" in o]
    assert effects == ["reward:row1", "tile:E1-12-red", "row:0"]


def test_ink_04_top_space_unlock_or_column_with_an_unlocked_idea():
    """UM-INK-04: the top space unlocks the leftmost locked idea, or triggers a column whose idea is unlocked (with
    the column's generate ability once full, UM-MTH-08)."""
    s = position(ROW.replace("inkwell: 0", "inkwell: 2"))
    s.turn["inkwell"] = 4
    run(s, [{"op": "inkwell"}])
    answer(s, "inkwell_extra", good_ideas=0)
    assert s.players[0].inkwell == 0
    assert s.players[0].locked_ideas == 2 and s.players[0].supply == 4  # unlock was the only choice
    s.turn = {**s.turn, "used": []}
    run(s, [{"op": "rondel_space", "space": 0}])
    assert [o for o in options(s) if o["kind"] == "top_choice"] == [
        {"kind": "top_choice", "choice": "unlock"}, {"kind": "top_choice", "choice": "column", "col": 1}]
    answer(s, "top_choice", choice="column", col=1)
    effects = [o["effect"] for o in options(s) if o["kind"] == "resolve_space" and "effect" in o]
    assert effects == ["tile:E1-07-red"]


def test_mth_08_full_column_vp_insight_and_generate_ability():
    """UM-MTH-08: a full column unlocks its insight, scores its VP once, and its ability joins the top space."""
    s = position("""
players: 2
active: 0
p0: {grid: {1: [E1-12-red], 2: [E1-12-green]}, dial: {S red: 1}, locked_ideas: 2}
""")
    own = s.players[0].storage[1]
    s.held_tiles.append("E1-12-purple")
    run(s, [{"op": "place_method", "tile": "E1-12-purple"}])
    answer(s, "method_row", row=3)
    p = s.players[0]
    assert p.col_full(0) and not p.col_locked[0] and p.storage[1] == own + 1 and p.vp == 2
    run(s, [{"op": "top_space"}])
    answer(s, "top_choice", choice="column", col=1)
    effects = [o["effect"] for o in options(s) if o["kind"] == "resolve_space" and "effect" in o]
    assert effects[-1] == "col:0"


def test_mth_09_full_row_unlocks_its_insight():
    """UM-MTH-09: a full row unlocks the insight right of it; its rondel space adds elevate 1 (UM-INK-03)."""
    s = position("players: 2\nactive: 0\np0: {grid: {2: [E1-12-red, E1-12-green]}}")
    own = s.players[0].storage[1]
    s.held_tiles.append("E1-01-red")
    run(s, [{"op": "place_method", "tile": "E1-01-red"}])
    answer(s, "method_row", row=2)
    assert s.players[0].row_full(1) and not s.players[0].row_locked[1] and s.players[0].storage[1] == own + 1


def test_ink_05_left_space_triggers_the_prestige_track():
    """UM-INK-05: the left space triggers the prestige track (UM-PRE-03)."""
    s = position(ROW.replace("inkwell: 0", "inkwell: 1"))
    s.players[0].prestige = 3
    s.freud_prestige = 4
    inkwell(s, 4)
    assert s.players[0].inkwell == 5 and s.players[0].vp == 1 and kind(s) == "prestige_option"


def test_dec_32_top_space_with_nothing_to_do():
    """UM-DEC-32: all ideas unlocked and no column... here no idea unlocked and none locked is impossible, so with
    every idea unlocked the columns are offered, each legal even when empty."""
    s = position("players: 2\nactive: 0\np0: {locked_ideas: 0, supply: 6}")
    run(s, [{"op": "top_space"}])
    assert [o.get("col") for o in options(s) if o["kind"] == "top_choice"] == [1, 2, 3]
    answer(s, "top_choice", choice="column", col=3)  # an empty column: nothing to resolve
    assert not s.stack.busy


def test_turn_02_dec_06_inkwell_and_treatment_are_exclusive():
    """UM-DEC-06: after the action you move the inkwell or treat, never both."""
    s = position(ROW)
    s.turn["inkwell"] = 1
    run(s, [{"op": "after_action"}])
    answer(s, "after_action", then="treat")
    assert kind(s) == "treat" and s.players[0].inkwell == 0
    answer(s, "treat", finish=True)
    assert not s.stack.busy and s.players[0].inkwell == 0
    assert s.check(Action.make(0, "inkwell_extra", good_ideas=0)).rule_id == "UM-END-02"
