"""The insight dial and coffee (UM-INS-01..09, UM-COF-01..03, UM-TURN-05, UM-DEC-15, UM-DEC-18, UM-DEC-35): every operation,
overpay, and coffee conversions in payments and as free actions."""

from desktop_app.engine.action import Action
from desktop_app.rules.unconscious_mind.insights import can_pay
from tests.unconscious_mind.helpers import (
    answer,
    content,
    dial_text,
    kind,
    options,
    position,
    run,
    start_turn,
)

DIAL = """
players: 2
active: 0
p0: {coffee: 2, dial: {S red: 1, M green: 1, L purple: 1}}
"""


def cost(*terms, coffee=0):
    return {"terms": [list(t) for t in terms], "coffee": coffee, "good_idea": 0, "vp": 0}


def test_ins_02_generate_from_storage_and_sacrifice_when_empty():
    """UM-INS-02: a marker moves from storage to the named ring and wedge; with storage empty a ring marker may be
    taken instead (sacrificing that insight) or the generation skipped."""
    s = position(DIAL)
    run(s, [{"op": "generate", "size": 1, "colour": 0, "n": 1}])
    assert dial_text(s, 0) == {"S red": 1, "M red": 1, "M green": 1, "L purple": 1}
    s = position("players: 2\nactive: 0\np0: {dial: {S red: 6}, storage_own: 0}")
    s.players[0].dial[1] = 0
    run(s, [{"op": "generate", "size": 2, "colour": 1, "n": 1}])
    assert kind(s) == "generate_sacrifice"
    assert {o.get("size") for o in options(s) if o["kind"] == "generate_sacrifice"} == {"S", None}
    answer(s, "generate_sacrifice", size="S", colour="red")
    assert dial_text(s, 0) == {"S red": 5, "L green": 1}


def test_dec_35_generate_any_colour_each_or_same():
    """UM-DEC-35: "any" with n > 1 and same_colour false asks a colour per insight; same_colour asks once."""
    s = position(DIAL)
    run(s, [{"op": "generate", "size": 0, "colour": -1, "n": 2, "same_colour": False}])
    answer(s, "generate_colour", colour="red")
    answer(s, "generate_colour", colour="green")
    assert dial_text(s, 0)["S red"] == 2 and dial_text(s, 0)["S green"] == 1
    run(s, [{"op": "generate", "size": 0, "colour": -1, "n": 2, "same_colour": True}])
    answer(s, "generate_colour", colour="purple")
    assert dial_text(s, 0)["S purple"] == 2 and not s.stack.busy


def test_ins_03_elevate_never_from_storage_and_ins_04_suppress_to_storage():
    """UM-INS-03: small -> medium -> large only (storage -> small is not an elevation); UM-INS-04: large -> medium ->
    small -> storage."""
    s = position(DIAL)
    run(s, [{"op": "elevate", "n": 1}])
    targets = {(o["size"], o["colour"]) for o in options(s) if o["kind"] == "elevate_target" and "size" in o}
    assert targets == {("S", "red"), ("M", "green")}  # not the large one, nothing from storage
    answer(s, "elevate_target", size="M", colour="green")
    run(s, [{"op": "suppress_gain", "n": 2}])
    answer(s, "suppress_target", size="S", colour="red")
    answer(s, "suppress_target", size="L", colour="green")
    assert dial_text(s, 0) == {"M green": 1, "L purple": 1} and s.players[0].storage[0] == 4


def test_ins_05_transfer_keeps_size_and_a_level_recolours_smaller_sizes():
    """UM-INS-05: a transfer changes only the colour (any other wedge); level M reaches S and M, not L."""
    s = position(DIAL)
    run(s, [{"op": "transfer", "level": 1, "n": 1}])
    moves = {(o["size"], o["colour"], o["to"]) for o in options(s) if o["kind"] == "transfer_target" and "to" in o}
    assert moves == {("S", "red", "green"), ("S", "red", "purple"), ("M", "green", "red"), ("M", "green", "purple")}
    answer(s, "transfer_target", size="M", colour="green", to="purple")
    assert dial_text(s, 0) == {"S red": 1, "M purple": 1, "L purple": 1}


def test_ins_06_07_spend_and_overpay_colour_must_match():
    """UM-INS-06, UM-INS-07: a requirement S red is paid by red of size S or larger (overpay), never by another colour
    without a conversion; the marker goes back to storage."""
    s = position("players: 2\nactive: 0\np0: {coffee: 0, dial: {S green: 1, L red: 1}}")
    assert can_pay(s, 0, cost(("spend", 0, 0)))
    assert not can_pay(s, 0, cost(("spend", 0, 0), ("spend", 0, 0)))
    run(s, [{"op": "pay_terms", "terms": [["spend", 0, 0]], "coffee": 0, "good_idea": 0, "vp": 0, "source": "x"}])
    assert dial_text(s, 0) == {"S green": 1} and s.players[0].storage[0] == 6 - 1
    assert s.check(Action.make(0, "pay_insight", size="S", colour="green", coffee=0)) is not None


def test_cof_02_payments_offer_conversions_transfer_and_elevate():
    """UM-COF-02 in a payment: 2 coffee make another colour pay (transfer), 2 per step make a smaller one pay."""
    s = position("players: 2\nactive: 0\np0: {coffee: 4, dial: {S green: 1, M red: 1}}")
    run(s, [{"op": "pay_terms", "terms": [["spend", 1, 1]], "coffee": 0, "good_idea": 0, "vp": 0, "source": "x"}])
    offered = {(o["size"], o["colour"], o["coffee"]) for o in options(s) if o["kind"] == "pay_insight"}
    assert offered == {("S", "green", 2), ("M", "red", 2)}
    answer(s, "pay_insight", size="S", colour="green", coffee=2)
    assert s.players[0].coffee == 2 and dial_text(s, 0) == {"M red": 1}


def test_cof_02_ignore_a_suppress_requirement_with_coffee():
    """UM-COF-02: 1 coffee instead of suppressing; the other suppress options step a marker down."""
    s = position("players: 2\nactive: 0\np0: {coffee: 1, dial: {M red: 1}}")
    run(s, [{"op": "pay_terms", "terms": [["suppress"]], "coffee": 0, "good_idea": 0, "vp": 0, "source": "x"}])
    assert {o.get("coffee") for o in options(s) if o["kind"] == "suppress_target"} == {True, None}
    answer(s, "suppress_target", coffee=True)
    assert s.players[0].coffee == 0 and dial_text(s, 0) == {"M red": 1}


def test_payment_options_keep_the_rest_payable():
    """A payment once started always completes: an option that would leave a later term unpayable is not offered."""
    s = position("players: 2\nactive: 0\np0: {coffee: 0, dial: {S red: 1, M red: 1, L green: 1}}")
    run(s, [{"op": "pay_terms", "terms": [["spend", 0, -1], ["spend", 1, 0]], "coffee": 0, "good_idea": 0, "vp": 0,
             "source": "x"}])
    assert [(o["size"], o["colour"]) for o in options(s) if o["kind"] == "pay_insight"] == [("S", "red"), ("L", "green")]
    answer(s, "pay_insight", size="L", colour="green", coffee=0)
    assert dial_text(s, 0) == {"S red": 1} and not s.stack.busy  # the M red paid the second term by itself


def test_turn_05_cof_02_free_conversions_at_any_own_turn_decision():
    """UM-TURN-05 / UM-COF-02: at a decision of your own turn you may convert coffee (elevate, transfer, good idea);
    the decision is then asked again; never inside a payment, never on another player's turn."""
    s = position(DIAL.replace("coffee: 2", "coffee: 5"))
    start_turn(s)
    free = [o for o in options(s) if o["kind"] == "coffee_convert"]
    assert free == [{"kind": "coffee_convert", "conversion": "elevate"}, {"kind": "coffee_convert", "conversion": "transfer"},
                    {"kind": "coffee_convert", "conversion": "good_idea"}]
    s.apply(Action.make(0, "coffee_convert", conversion="elevate"))
    assert kind(s) == "elevate_target"
    # the conversion's own question offers no conversion: its coffee is paid only with the answer, so
    # nesting them never ended (a normal bot looped forever in solo seed 2)
    assert not [o for o in options(s) if o["kind"] == "coffee_convert"]
    assert s.check(Action.make(0, "coffee_convert", conversion="good_idea")).rule_id == "UM-TURN-05"
    answer(s, "elevate_target", size="S", colour="red")
    assert s.players[0].coffee == 3 and dial_text(s, 0)["M red"] == 1 and kind(s) == "place_ideas"
    s.apply(Action.make(0, "coffee_convert", conversion="good_idea"))
    assert s.players[0].coffee == 0 and s.players[0].good_ideas == 1 and kind(s) == "place_ideas"
    assert s.check(Action.make(0, "coffee_convert", conversion="transfer")).rule_id == "UM-COF-02"
    assert s.check(Action.make(1, "coffee_convert", conversion="transfer")).rule_id == "UM-TURN-01"
    s.stack.clear()
    s.players[0].coffee = 6
    run(s, [{"op": "pay_terms", "terms": [["spend", 0, -1]], "coffee": 0, "good_idea": 0, "vp": 0, "source": "x"}])
    assert kind(s) == "pay_insight" and len([o for o in options(s) if o["kind"] == "pay_insight"]) == 3
    assert not [o for o in options(s) if o["kind"] == "coffee_convert"]
    assert s.check(Action.make(0, "coffee_convert", conversion="good_idea")).rule_id == "UM-TURN-05"


def test_cof_01_coffee_between_0_and_6_and_cof_03_good_idea_uses():
    """UM-COF-01: gains beyond 6 are lost. UM-COF-03: a good idea adds an execution, an inkwell step, or 1 VP at the end."""
    s = position("players: 2\nactive: 0\np0: {coffee: 5, good_ideas: 2}")
    run(s, [{"op": "coffee", "n": 3}])
    assert s.players[0].coffee == 6
    sheet = s.score_sheet().players[0]
    assert sheet.categories["good_ideas"] == 2 + 6 // 3


def test_ins_01_08_09_markers_lock_unlock_and_player_colour_markers_leave_for_treatises():
    """UM-INS-01: unlocked insights go to storage; UM-INS-08: neutral markers never leave, player-colour ones go
    onto treatises / district spaces (UM-DEC-15: from storage first, else a ring slot); UM-INS-09: both kinds are
    the same insight (either pays)."""
    s = position("players: 2\nactive: 0\np0: {dial: {S red: 1}, own_dial: {M green: 1}, storage_own: 0}")
    assert can_pay(s, 0, cost(("spend", 1, 1)))
    run(s, [{"op": "own_marker", "to": "treatise"}])  # storage has none: the ring marker (auto, the only one)
    p = s.players[0]
    assert p.markers_out == 1 and dial_text(s, 0) == {"S red": 1} and p.own_on_dial() == 0
    assert sum(p.storage) + sum(p.dial) + sum(p.row_locked) + sum(p.col_locked) + p.markers_out == 13


def test_dec_18_slots_have_no_capacity():
    """UM-DEC-18: any number of markers share a slot."""
    s = position("players: 2\nactive: 0\np0: {dial: {S red: 6}}")
    run(s, [{"op": "generate", "size": 0, "colour": 0, "n": 1}])
    assert dial_text(s, 0) == {"S red": 7}


def test_cured_patient_converter_and_coffee_cost_modifier():
    """§19 patient hooks: a cured O1 patient converts 1 coffee into a small insight once per turn (a free action);
    a cured O4 patient makes transfers cost 1 coffee less (also inside payments)."""
    c = content()
    o1 = next(p for p in c.ordinary if c.patients[p]["ongoing"][0].get("converter") and
              c.patients[p]["ongoing"][0]["converter"]["cost"]["coffee"] == 1)
    o4 = next(p for p in c.ordinary if c.patients[p]["ongoing"][0].get("conversion") == "transfer")
    s = position(f"players: 2\nactive: 0\np0: {{coffee: 3, cured: [{o1}, {o4}], dial: {{S green: 1}}}}")
    start_turn(s)
    free = [o for o in options(s) if o["kind"] == "converter_use"]
    assert free == [{"kind": "converter_use", "patient": o1}]
    s.apply(Action.make(0, "converter_use", patient=o1))
    answer(s, "generate_colour", colour="red")
    assert s.players[0].coffee == 2 and not [o for o in options(s) if o["kind"] == "converter_use"]
    s.stack.clear()
    run(s, [{"op": "pay_terms", "terms": [["spend", 0, 2]], "coffee": 0, "good_idea": 0, "vp": 0, "source": "x"}])
    assert {o["coffee"] for o in options(s) if o["kind"] == "pay_insight"} == {1}
