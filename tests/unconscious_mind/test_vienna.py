"""Vienna: moves and activation counts (UM-MAP-01..04, UM-DEC-08, UM-DEC-09) and recalling (UM-RCL-01..07, UM-DEC-19, UM-DEC-22, UM-DEC-36)."""

from desktop_app.reports.texts import say
from desktop_app.rules.unconscious_mind.vienna import activation_count, qualification
from tests.unconscious_mind.helpers import answer, content, dial_text, kind, options, position, run

# research cards: tag ring[i % 6] -> R-01 UNI, R-02 CLINIC, R-03 CAFE, R-04 OPERA, R-05 PARK, R-06 LIBRARY, R-07 UNI ...


def test_map_01_02_clockwise_moves_and_only_the_end_activates():
    """UM-MAP-01, UM-MAP-02: professor 1–2 clockwise, professor to Freud (nothing if already there), Freud 1 clockwise with
    or without activation; only the end location activates; figures share locations."""
    s = position("players: 2\nactive: 0\np0: {professor: LIBRARY}\nfreud: {at: CLINIC}")
    run(s, [{"op": "professor_move", "min": 1, "max": 2, "activate": True}])
    answer(s, "map_move", steps=2)
    assert s.players[0].professor == content().loc_index["CLINIC"]  # LIBRARY -> UNI -> CLINIC: the ring wraps
    assert kind(s) == "activation" and s.decisions()[0].context["loc"] == 1
    s.stack.clear()
    events = run(s, [{"op": "professor_to_freud", "activate": True}])
    assert any(e.rule_id == "UM-MAP-02" and e.kind == "nothing" for e in events) and not s.stack.busy
    run(s, [{"op": "freud_move", "n": 1, "activate": False}])
    assert s.freud == 2 and not s.stack.busy


def test_map_03_dec_08_activation_count_from_tags_professor_and_freud_at_most_4():
    """UM-MAP-03 / UM-DEC-08: +1 professor there, +1 Freud there, +1 per matching tag in play (research in play,
    treatises, cured patients, goals; the wildcard matches any), at most 4."""
    s = position("""
players: 2
active: 0
p0: {professor: UNI, in_play: [R-01, R-07], cured: [PO-01], goals: [G7]}
freud: {at: CAFE}
""")
    c = content()
    assert c.patients["PO-01"]["tag"] == "UNI"
    assert activation_count(s, 0, 0) == 4  # professor + 2 research + patient (+ wildcard) capped at 4
    assert activation_count(s, 0, 2) == 2  # Freud + the wildcard goal
    assert activation_count(s, 0, 3) == 1  # the wildcard only
    s.players[0].goals = []
    assert activation_count(s, 0, 3) == 0


def test_map_04_activation_performed_up_to_the_count_each_optional():
    """UM-MAP-04: the location effect up to the count, one at a time, each may be declined."""
    s = position("players: 2\nactive: 0\np0: {professor: CAFE, coffee: 0, in_play: [R-03]}\nfreud: {at: CAFE}")
    run(s, [{"op": "activate", "where": "professor", "times": "tags"}])
    assert s.decisions()[0].context["total"] == 3
    answer(s, "activation", use=True)
    answer(s, "activation", use=True)
    answer(s, "activation", use=False)
    assert s.players[0].coffee == 2 and not s.stack.busy


def test_dec_09_activate_freuds_location_twice_regardless_of_tags():
    """UM-DEC-09: prestige column 1 "activate Freud's location twice" is exactly up to 2 activations."""
    s = position("players: 2\nactive: 0\np0: {professor: CAFE, coffee: 0, in_play: [R-03, R-09]}\nfreud: {at: CAFE}")
    run(s, [{"op": "activate", "where": "freud", "times": 2}])
    assert s.decisions()[0].context["total"] == 2


RECALL = """
players: 2
active: 0
p0: {coffee: 1, professor: UNI, in_play: [R-02], dial: {S red: 1}, supply: 0}
table: {'0,0': [0, method_pile, 1], '1,1': [0, elevate_two, 2], '3,3': [1, freud, 1]}
freud: {at: OPERA}
"""


def test_rcl_01_02_03_recall_all_ideas_coffee_per_space():
    """UM-RCL-01..03 / UM-DEC-22: all your ideas come back (never some), +1 coffee per distinct space (the recall
    reminder's value, the same on both sides by default)."""
    s = position(RECALL)
    run(s, [{"op": "recall"}])
    p = s.players[0]
    assert p.supply == 3 and p.coffee == 3
    assert sum(1 for x in s.table if x is not None) == 1  # the other player's idea stays
    s = position(RECALL)
    s.era = 2
    run(s, [{"op": "recall"}])
    assert s.players[0].coffee == 3


def test_rcl_04_07_reward_from_the_lowest_stack_on_a_recall_space_of_the_location():
    """UM-RCL-04: the top token of the lowest non-empty stack of the professor's district covers an empty recall
    space there (its bonus) or a district scoring space; UM-RCL-07: no token left, no reward."""
    s = position(RECALL)
    run(s, [{"op": "recall_reward"}])
    offered = [(o["space"], o["index"]) for o in options(s) if o["kind"] == "recall_place"]
    assert offered == [("recall", 0), ("recall", 1), ("recall", 2), ("district", 0)]  # qualification 2
    answer(s, "recall_place", space="recall", index=1)
    assert s.recall_spaces[0][1] == 0 and s.recall_stacks[0] == [1, 2, 2] and dial_text(s, 0)["M red"] == 1
    s.recall_stacks[0] = [0, 0, 0]
    events = run(s, [{"op": "recall_reward"}])
    assert any(e.rule_id == "UM-RCL-07" for e in events) and not s.stack.busy


def test_rcl_05_dec_08_qualification_tags_of_the_district_plus_professor_plus_freud():
    """UM-RCL-05 / UM-DEC-08: tags of the district's locations anywhere in play +1 professor (+1 Freud in the
    district) is the highest scoring space allowed; lower empty ones are fine."""
    s = position(RECALL)
    assert qualification(s, 0, 0) == 2  # R-02 (CLINIC) + professor
    s.freud = 1
    assert qualification(s, 0, 0) == 3
    s.freud = 3
    s.players[0].treatises = [["T1-1", []]]  # CLINIC + OPERA tags
    s.players[0].markers_out += 1
    s.players[0].storage[1] -= 1
    assert qualification(s, 0, 0) == 3


def test_rcl_04_dec_19_district_space_puts_a_player_colour_marker_and_scores_at_once():
    """UM-RCL-04(b) / UM-DEC-19: the district space takes a player-colour insight from the dial and its VP now; it
    blocks the space for everyone."""
    s = position(RECALL)
    run(s, [{"op": "recall_reward"}])
    out = s.players[0].markers_out
    answer(s, "recall_place", space="district", index=0)
    assert s.district_spaces[0][0] == 0 and s.players[0].vp == 3 and s.players[0].markers_out == out + 1
    s2 = position(RECALL.replace("active: 0", "active: 1") + "\np1: {professor: CLINIC}")
    s2.district_spaces[0][0] = 0
    run(s2, [{"op": "recall_reward"}], seat=1)
    assert ("district", 0) not in [(o["space"], o["index"]) for o in options(s2) if o["kind"] == "recall_place"]


def test_rcl_06_dec_36_an_emptied_stack_reveals_its_icon_after_the_reward():
    """UM-RCL-06 / UM-DEC-36: taking a stack's last token reveals its icon: stack I prestige 1, stack II the prestige
    track, both after the reward."""
    s = position(RECALL)
    s.recall_stacks[0] = [1, 2, 2]
    run(s, [{"op": "recall_reward"}])
    events = answer(s, "recall_place", space="recall", index=2)
    kinds = [e.kind for e in events]
    assert kinds.index("vp") < kinds.index("prestige") and s.players[0].prestige == 1
    s = position(RECALL)
    s.recall_stacks[0] = [0, 1, 2]
    run(s, [{"op": "recall_reward"}])
    answer(s, "recall_place", space="recall", index=2)
    assert kind(s) == "prestige_option"


def test_map_04_paying_a_location_effect_names_the_location_not_the_op():
    """UM-MAP-04 / UM-INS-07: the clinic's "S any → heal 1" asked "Pay small any colour for convert"
    (为convert支付 in Chinese); the payment names the clinic."""
    s = position("""
players: 2
active: 0
p0: {professor: CLINIC, dial: {S red: 1, S green: 1}, rooms: [{patient: PO-01, marker: 3}]}
""")
    run(s, [{"op": "activate", "where": "professor", "times": 1}])
    answer(s, "activation", use=True)
    assert kind(s) == "pay_insight"
    prompt = s.decisions()[0].prompt
    clinic = content().name("CLINIC")
    assert clinic["en"] in say(prompt, "en") and "convert" not in say(prompt, "en")
    assert clinic["zh"] in say(prompt, "zh") and "convert" not in say(prompt, "zh")
