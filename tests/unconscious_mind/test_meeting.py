"""Placing ideas (UM-TURN-01..04, UM-PLACE-01..05, UM-DEC-01..04, UM-DEC-14) and the nine meeting actions (UM-ACT-01..09)."""

import pytest

from desktop_app.engine.action import Action
from desktop_app.reports.texts import say
from tests.unconscious_mind.helpers import (
    answer,
    answer_until,
    content,
    dial_text,
    kind,
    options,
    position,
    start_turn,
)

BASE = """
players: 2
active: 0
p0: {coffee: 4, dial: {S red: 1, M green: 1}, supply: 3, professor: UNI}
p1: {supply: 3}
freud: {at: CAFE, prestige: 3}
"""


def placed(s):
    return start_turn(s) and s


def test_turn_01_02_place_then_choose_inkwell_or_treat():
    """UM-TURN-01, UM-TURN-02: a turn is place or recall; after placing, move the inkwell or treat patients."""
    s = position(BASE + "table: {'0,0': [0, method_pile, 1]}")
    start_turn(s)
    assert kind(s) == "turn_type" and {o["type"] for o in options(s) if o["kind"] == "turn_type"} == {"place", "recall"}
    answer(s, "turn_type", type="place")
    answer(s, "place_ideas", space="2,0", action="generate_three", ideas=1)
    answer(s, "execution", option=0)
    answer(s, "generate_colour", colour="purple")
    assert dial_text(s, 0)["S purple"] == 3
    assert kind(s) == "after_action" and [o["then"] for o in options(s) if o["kind"] == "after_action"] == \
        ["inkwell", "treat"]


def test_turn_03_04_recall_only_when_ideas_are_out_and_place_only_with_supply():
    """UM-TURN-03, UM-TURN-04: recall needs an idea on the table; placing needs an idea in supply."""
    s = position(BASE)
    start_turn(s)
    assert kind(s) == "place_ideas"  # nothing on the table: place is the only turn type
    s = position(BASE.replace("supply: 3, professor", "supply: 0, professor") + "table: {'1,1': [0, elevate_two, 2]}")
    s.players[0].supply = 0
    start_turn(s)
    assert kind(s) == "recall_choice"  # nothing to place: the recall happened at once


def test_turn_04_a_forced_recall_says_so_when_it_happens():
    """UM-TURN-04: with no idea to place the recall is forced; the log says so (with the reason) and the next decision's
    prompt, shown even with one option left, says the ideas were recalled because none could be placed."""
    s = position(BASE + "table: {'1,1': [0, elevate_two, 2]}")
    s.players[0].supply = 0
    events = start_turn(s)
    forced = [e for e in events if e.kind == "forced_recall"]
    assert len(forced) == 1 and forced[0].rule_id == "UM-TURN-04" and "no idea left to place" in forced[0].text.render()
    assert [e.kind for e in events].index("forced_recall") < [e.kind for e in events].index("ideas_recalled")
    d = s.decisions()[0]
    assert d.kind == "recall_choice" and d.rule_id == "UM-TURN-04" and "could not place" in d.prompt.render()
    s = position(BASE + "table: {'1,1': [0, elevate_two, 1]}")  # ideas to place: recalling is a choice
    start_turn(s)
    answer(s, "turn_type", type="recall")
    assert s.decisions()[0].rule_id == "UM-TURN-03"


def test_turn_04_placing_the_last_idea_announces_the_forced_recall():
    """UM-TURN-04: once the supply is empty, the decision that follows the action says the next turn is a forced recall
    unless an idea is unlocked; with ideas left it does not."""
    s = position(BASE)
    s.players[0].supply = 1
    start_turn(s)
    answer(s, "place_ideas", space="3,1", action="draw_research", ideas=1)
    answer_until(s, "after_action")
    assert "next turn is a forced recall" in s.decisions()[0].prompt.render()
    s = position(BASE)
    start_turn(s)
    answer(s, "place_ideas", space="3,1", action="draw_research", ideas=1)
    answer_until(s, "after_action")
    assert "forced" not in s.decisions()[0].prompt.render()


def test_dec_14_no_legal_turn_is_an_empty_recall():
    """UM-DEC-14: no idea to place and none on the table: an empty recall (0 coffee), then UM-RCL-04."""
    s = position(BASE)
    s.players[0].supply = 0
    s.players[0].locked_ideas = 3
    s.players[0].coffee = 2
    events = start_turn(s)
    assert any(e.rule_id == "UM-DEC-14" for e in events)
    assert s.players[0].coffee == 2 and kind(s) == "recall_choice"
    assert "this turn is a recall" in s.decisions()[0].prompt.render()  # UM-TURN-04: the status line says why


def test_place_01_one_stack_on_an_empty_space_pointing_at_an_adjacent_action():
    """UM-PLACE-01 / UM-DEC-01: a space holds one stack; the action must touch the space."""
    s = position(BASE + "table: {'1,1': [1, elevate_two, 1]}")
    start_turn(s)
    spaces = {(o["space"], o["action"]) for o in options(s) if o["kind"] == "place_ideas"}
    assert ("1,1", "elevate_two") not in spaces and ("1,1", "research_or_publish") not in spaces
    assert ("0,0", "method_pile") in spaces and ("0,0", "elevate_two") not in spaces
    refusal = s.check(Action.make(0, "place_ideas", space="1,1", action="method_pile", ideas=1))
    assert refusal.rule_id == "UM-DEC-01"
    refusal = s.check(Action.make(0, "place_ideas", space="0,0", action="freud", ideas=1))
    assert refusal.rule_id == "UM-PLACE-01"


def test_place_02_never_two_stacks_at_one_action_of_yours():
    """UM-PLACE-02: your ideas may not point at an action they already point at; other players' never block."""
    s = position(BASE + "table: {'0,1': [0, method_pile, 1], '1,2': [1, method_middle, 1]}")
    start_turn(s)
    answer(s, "turn_type", type="place")
    actions = {o["action"] for o in options(s) if o["kind"] == "place_ideas"}
    assert "method_pile" not in actions and "method_middle" in actions
    assert s.check(Action.make(0, "place_ideas", space="1,0", action="method_pile", ideas=1)).rule_id == "UM-PLACE-02"


def test_place_03_dec_02_ideas_within_lightning_and_supply():
    """UM-PLACE-03 / UM-DEC-02: 1..3 ideas, no more than the lightning count or the supply."""
    s = position(BASE)
    s.players[0].supply = 2
    start_turn(s)
    counts = {}
    for o in options(s):
        if o["kind"] == "place_ideas":
            counts[o["action"]] = max(counts.get(o["action"], 0), o["ideas"])
    assert counts["draw_research"] == 2 and counts["method_middle"] == 1 and counts["elevate_two"] == 2
    refusal = s.check(Action.make(0, "place_ideas", space="3,1", action="draw_research", ideas=3))
    assert refusal.rule_id == "UM-PLACE-03" and "2 ideas" in refusal.message()
    assert s.check(Action.make(0, "place_ideas", space="3,1", action="draw_research", ideas=0)).rule_id == "UM-PLACE-03"


def test_place_04_dec_03_executions_optional_and_good_ideas_after_the_ideas():
    """UM-PLACE-04 / UM-DEC-03: one option per execution, stop any time; a good idea adds one more execution while
    lightning remains (asked after the ideas are used); placed ideas stay regardless (UM-PLACE-05)."""
    s = position(BASE.replace("coffee: 4,", "coffee: 4, good_ideas: 2,"))
    start_turn(s)
    answer(s, "place_ideas", space="3,1", action="draw_research", ideas=1)
    answer(s, "execution", option=0)
    answer_until(s, "execution")
    assert [o for o in options(s) if o["kind"] == "execution"] == [{"kind": "execution", "good_idea": True},
                                                                     {"kind": "execution", "stop": True}]
    answer(s, "execution", good_idea=True)
    assert s.players[0].good_ideas == 1
    answer(s, "execution", option=0)
    answer_until(s, "execution")
    answer(s, "execution", good_idea=True)
    answer(s, "execution", stop=True)  # a third good-idea execution was open; we stop
    assert s.players[0].good_ideas == 0 and len(s.players[0].hand) == 2
    assert s.table[next(i for i, x in enumerate(content().spaces) if x["id"] == "3,1")] == [0, "draw_research", 1]


def test_place_01_dec_03_ideas_may_point_at_an_action_that_cannot_be_carried_out_now():
    """UM-PLACE-01 / UM-DEC-03: executions are optional, so with no coffee the method pile is still a legal target; the
    idea stays on the table, the log says nothing was carried out, and the turn goes on (inkwell or treat)."""
    s = position(BASE.replace("coffee: 4", "coffee: 0"))
    start_turn(s)
    actions = {o["action"] for o in options(s) if o["kind"] == "place_ideas"}
    assert {"method_pile", "method_middle", "method_right"} <= actions
    assert s.check(Action.make(0, "place_ideas", space="0,0", action="method_pile", ideas=1)) is None
    events = answer(s, "place_ideas", space="0,0", action="method_pile", ideas=1)
    assert any(e.rule_id == "UM-DEC-03" and e.data["action"] == "method_pile" for e in events)
    assert s.table[0] == [0, "method_pile", 1] and s.players[0].supply == 2 and s.players[0].coffee == 0
    assert kind(s) == "after_action"


@pytest.mark.parametrize(("action", "slot", "coffee", "sidebar"), [
    ("method_pile", "pile", 1, False), ("method_middle", "middle", 2, True), ("method_right", "right", 3, True)])
def test_act_01_02_03_method_actions_cost_coffee(action, slot, coffee, sidebar):
    """UM-ACT-01..03: 1 coffee takes a pile tile (no bonus), 2 a middle tile with its sidebar, 3 a right tile with
    its sidebar and one use of its main effect."""
    s = position(BASE.replace("coffee: 4", "coffee: 6"))
    start_turn(s)
    space = {"method_pile": "0,0", "method_middle": "0,1", "method_right": "0,3"}[action]
    answer(s, "place_ideas", space=space, action=action, ideas=1)
    answer(s, "execution", option=0)
    assert s.players[0].coffee == 6 - coffee
    slots = {o["slot"] for o in options(s) if o["kind"] == "choose_method"}
    assert slots == {slot}
    answer(s, "choose_method", row="upper", slot=slot)
    seen = {kind(s)}
    for _ in range(12):
        if kind(s) == "method_row":
            break
        s.apply(s.decisions()[0].options[0])
        seen.add(kind(s))
    assert kind(s) == "method_row"
    assert ("right_tile_order" in seen) == (slot == "right")


def test_act_04_elevate_two_and_dec_20_same_marker_twice():
    """UM-ACT-04 / UM-DEC-20: two single elevations, the same marker may go S -> M -> L."""
    s = position(BASE)
    start_turn(s)
    answer(s, "place_ideas", space="1,0", action="elevate_two", ideas=1)
    answer(s, "execution", option=0)
    answer(s, "elevate_target", size="S", colour="red")
    answer(s, "elevate_target", size="M", colour="red")
    assert dial_text(s, 0) == {"L red": 1, "M green": 1}


def test_act_05_dec_04_play_research_or_publish_per_execution():
    """UM-ACT-05 / UM-DEC-04: each execution plays 1–2 research cards (at least one) or publishes."""
    s = position(BASE + "\n".join(["", "p0: {coffee: 4, supply: 3, hand: [R-01, R-02, R-03], dial: {S red: 1}}"]))
    start_turn(s)
    answer(s, "place_ideas", space="1,1", action="research_or_publish", ideas=2)
    assert [o["option"] for o in options(s) if o["kind"] == "execution" and "option" in o] == [0]  # no publish yet
    answer(s, "execution", option=0)
    assert not any("stop" in o for o in options(s) if o["kind"] == "research_play")  # playing 0 is no execution
    answer(s, "research_play", card="R-01")
    answer_until(s, "research_play")
    assert any("stop" in o for o in options(s) if o["kind"] == "research_play")
    answer(s, "research_play", card="R-02")
    answer_until(s, "execution")
    assert s.players[0].in_play == ["R-01", "R-02"]


def test_act_06_professor_moves_1_or_2_or_to_freud_and_activates():
    """UM-ACT-06: professor 1–2 clockwise or to Freud's location, then the destination may be activated."""
    s = position(BASE)
    start_turn(s)
    answer(s, "place_ideas", space="1,3", action="professor", ideas=2)
    answer(s, "execution", option=0)
    assert [o["steps"] for o in options(s) if o["kind"] == "map_move"] == [1, 2]
    answer(s, "map_move", steps=2)
    assert s.players[0].professor == content().loc_index["CAFE"] and kind(s) == "activation"
    answer(s, "activation", use=True)
    answer_until(s, "execution")
    assert [o.get("option") for o in options(s) if o["kind"] == "execution"][:1] == [0]  # already with Freud: no option 1


def test_act_07_three_small_insights_of_one_colour():
    """UM-ACT-07: generate 3 small insights, all of one chosen colour."""
    s = position(BASE)
    start_turn(s)
    answer(s, "place_ideas", space="2,0", action="generate_three", ideas=1)
    answer(s, "execution", option=0)
    answer(s, "generate_colour", colour="green")
    assert dial_text(s, 0) == {"S red": 1, "S green": 3, "M green": 1}


def test_act_08_draw_a_research_card():
    """UM-ACT-08: draw 1 research card per execution (UM-RES-01)."""
    s = position(BASE)
    start_turn(s)
    answer(s, "place_ideas", space="3,1", action="draw_research", ideas=1)
    answer(s, "execution", option=0)
    assert len(s.players[0].hand) == 1 and kind(s) == "research_swap"


def test_act_09_freud_moves_one_and_the_player_may_activate():
    """UM-ACT-09: Freud 1 clockwise, the destination may be activated."""
    s = position(BASE)
    start_turn(s)
    answer(s, "place_ideas", space="3,3", action="freud", ideas=1)
    events = answer(s, "execution", option=0)
    assert s.freud == content().loc_index["OPERA"] and any(e.kind == "activation" for e in events)
    assert kind(s) == "activation"


def test_place_03_too_many_ideas_names_the_action_and_counts_in_the_singular():
    """UM-PLACE-03: a stack dropped between two actions pointed at the one-lightning action and the player read
    "At most 1 ideas fit this action" without knowing which action; the refusal names it, singular for one."""
    s = position(BASE)
    start_turn(s)
    refusal = s.check(Action.make(0, "place_ideas", space="3,2", action="freud", ideas=2))
    assert refusal.rule_id == "UM-PLACE-03"
    walk = content().name("freud")
    assert refusal.reason.render() == f"At most 1 idea fits “{walk['en']}”"
    assert say(refusal.reason, "zh") == f"「{walk['zh']}」最多只能放 1 個主意"
