"""Refusals of the moves a gesture makes name the rule that forbids them and what is wrong (UM-ACT-01..03, UM-INS-03,
UM-INS-05, UM-MTH-07), and a move offered free is never replaced by a paid one (UM-COF-02)."""

from desktop_app.engine.action import Action
from tests.unconscious_mind.helpers import answer, dial_text, kind, options, position, run, start_turn

POSITION = """
players: 2
active: 0
p0: {coffee: 5, dial: {S red: 1, M green: 1, L purple: 1}}
"""


def test_act_01_02_03_a_market_tile_the_action_does_not_take_is_refused_with_the_action_rule():
    """UM-ACT-01: the pile action takes a pile's top tile, not a face-up one; UM-ACT-02 / UM-ACT-03: the study and
    master actions take only a middle / a right tile."""
    for frm, slot, rule, words in (("pile", "middle", "UM-ACT-01", "top tile of a pile"),
                                   ("middle", "right", "UM-ACT-02", "middle space"),
                                   ("right", "pile", "UM-ACT-03", "right space")):
        s = position(POSITION)
        run(s, [{"op": "gain_method", "from": frm}])
        assert kind(s) == "choose_method"
        refusal = s.check(Action.make(0, "choose_method", row="upper", slot=slot))
        assert refusal.rule_id == rule and words in refusal.message()


def test_ins_03_cof_02_a_free_elevation_is_offered_and_paying_for_one_is_not():
    """UM-INS-03 / UM-COF-02: while an effect offers an elevation free, the markers it can move are the answers and the
    coffee elevation is not offered (refused with the reason); a large insight is refused as such; once the free
    elevation is used the coffee conversion is back."""
    s = position(POSITION)
    run(s, [{"op": "elevate", "n": 1}])
    assert {(o["size"], o["colour"]) for o in options(s) if o["kind"] == "elevate_target" and "size" in o} == \
        {("S", "red"), ("M", "green")}
    conversions = {o["conversion"] for o in options(s) if o["kind"] == "coffee_convert"}
    assert "elevate" not in conversions and "transfer" in conversions
    refusal = s.check(Action.make(0, "coffee_convert", conversion="elevate"))
    assert refusal.rule_id == "UM-INS-03" and "free" in refusal.message()
    refusal = s.check(Action.make(0, "elevate_target", size="L", colour="purple"))
    assert refusal.rule_id == "UM-INS-03" and "large" in refusal.message()
    answer(s, "elevate_target", size="S", colour="red")
    assert s.players[0].coffee == 5 and dial_text(s, 0)["M red"] == 1
    run(s, [{"op": "generate", "size": 0, "colour": 0, "n": 1}])  # any later question of the turn
    s.stack.clear()
    run(s, [{"op": "transfer", "level": 0, "n": 1}])
    assert "elevate" in {o["conversion"] for o in options(s) if o["kind"] == "coffee_convert"}


def test_ins_05_cof_02_a_free_transfer_is_offered_and_its_limit_is_named():
    """UM-INS-05 / UM-COF-02: a free transfer of small insights refuses a medium one naming the limit, and the coffee
    transfer waits until the free one is used or skipped."""
    s = position(POSITION)
    run(s, [{"op": "transfer", "level": 0, "n": 1}])
    refusal = s.check(Action.make(0, "transfer_target", size="M", colour="green", to="red"))
    assert refusal.rule_id == "UM-INS-05" and "up to small" in refusal.message()
    refusal = s.check(Action.make(0, "coffee_convert", conversion="transfer"))
    assert refusal.rule_id == "UM-INS-05" and "free" in refusal.message()
    answer(s, "transfer_target", skip=True)
    assert s.players[0].coffee == 5


def test_mth_07_a_tile_dropped_on_a_full_row_is_refused_as_such():
    """UM-MTH-07: a new method tile goes into a row with a free cell; a full row is refused naming why."""
    s = position(POSITION.replace("}}\n", "}, grid: {1: [S-A1, E1-03-green, E1-04-green]}}\n"))
    run(s, [{"op": "place_method", "tile": "E1-05-green"}])
    assert kind(s) == "method_row"
    refusal = s.check(Action.make(0, "method_row", row=1))
    assert refusal.rule_id == "UM-MTH-07" and "full" in refusal.message()


def test_ins_04_map_02_suppressing_nothing_and_travelling_too_far_are_refused_naming_why():
    """UM-INS-04: only an insight on the dial can be suppressed; UM-MAP-02: the professor moves the number of locations
    the effect allows, and the refusal names that range."""
    s = position(POSITION)
    run(s, [{"op": "suppress_gain", "n": 1}])
    refusal = s.check(Action.make(0, "suppress_target", size="S", colour="green"))
    assert refusal.rule_id == "UM-INS-04" and "no insight there" in refusal.message()
    s = position(POSITION)
    run(s, [{"op": "professor_move", "min": 1, "max": 2, "activate": True}])
    refusal = s.check(Action.make(0, "map_move", steps=3))
    assert refusal.rule_id == "UM-MAP-02" and "1–2 locations" in refusal.message()


def test_act_04_cof_02_contemplate_elevates_free_so_the_coffee_elevation_waits():
    """UM-ACT-04 / UM-COF-02: while Contemplate's executions are open its elevations are free, so paying coffee for an
    elevation is not offered (refused saying why, with the action's rule); once the action is done it is offered again.
    Other conversions stay open."""
    s = position(POSITION)
    start_turn(s)
    answer(s, "place_ideas", space="1,0", action="elevate_two", ideas=1)
    assert kind(s) == "execution"
    conversions = {o["conversion"] for o in options(s) if o["kind"] == "coffee_convert"}
    assert "elevate" not in conversions and "transfer" in conversions
    refusal = s.check(Action.make(0, "coffee_convert", conversion="elevate"))
    assert refusal.rule_id == "UM-PLACE-04" and "elevates free" in refusal.message()
    answer(s, "execution", option=0)
    answer(s, "elevate_target", size="S", colour="red")
    answer(s, "elevate_target", size="M", colour="green")
    assert s.players[0].coffee == 5 and kind(s) == "after_action"
    assert "elevate" in {o["conversion"] for o in options(s) if o["kind"] == "coffee_convert"}


def test_heal_03_a_basic_treatment_that_cannot_be_paid_says_so_not_top_dream():
    """UM-HEAL-03: dragging the "L any → 2 hearts" basic treatment without a large insight was refused with
    "cannot be paid now (or is not the top dream)", a dream's reason; it names the basic treatment."""
    s = position("""
players: 2
active: 0
p0: {coffee: 0, dial: {M green: 1}, rooms: [{patient: PO-01, marker: 3}]}
""")
    run(s, [{"op": "treat"}])
    assert kind(s) == "treat"
    refusal = s.check(Action.make(0, "treat", room=0, **{"with": "basic", "option": 1}))
    assert refusal.rule_id == "UM-HEAL-03" and "basic treatment" in refusal.message()
    assert "dream" not in refusal.message()
