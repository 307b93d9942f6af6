"""Playing Unconscious Mind with the mouse: every drag goes through the scene's drop path to the engine,
one gesture is one undo step, and a refused drop springs back with its rule ID in the status line."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPointF
from PySide6.QtWidgets import QGraphicsSceneHoverEvent

from desktop_app.engine.action import Action
from desktop_app.ui.unconscious_mind import layout as L
from tests.unconscious_mind.helpers import answer, dial_text, position, start_turn

TURN = """
players: 2
active: 0
p0: {coffee: 4}
table: {"3,3": [0, freud, 1]}
"""


def lean(scene, space: str, action: str, by: float = 9.0) -> QPointF:
    """A point just off ``space`` towards ``action`` (where a drop means "point at that action")."""
    s, a = scene.space_centres[space], scene.action_centres[action]
    d = a - s
    n = (d.x() ** 2 + d.y() ** 2) ** 0.5
    return s + QPointF(d.x() / n * by, d.y() / n * by)


def test_dragging_two_ideas_onto_a_space_places_them_towards_the_action_um_place_01(um_table):
    t = um_table(TURN)
    assert t.kind() == "turn_type"
    t.click(t.scene.supply_item)  # the stack: 1 -> 2 ideas
    assert t.scene.supply_item.payload["count"] == 2
    t.drag(t.scene.supply_item, lean(t.scene, "1,1", "elevate_two"))
    index = next(i for i, s in enumerate(t.live.content.spaces) if s["id"] == "1,1")
    assert t.live.table[index] == [0, "elevate_two", 2]
    assert t.live.players[0].supply == 0
    assert t.kind() == "execution" and t.live.decisions()[0].context["left"] == 2
    idea = t.scene.table_ideas["1,1"]
    assert idea.count == 2 and abs(idea.angle - 2.356) < 0.01  # the tail points down-left, at the action
    t.controller.undo()  # "place ideas" and the placement were one gesture: one undo step
    assert t.kind() == "turn_type" and t.live.table[index] is None and t.live.players[0].supply == 2


def test_a_drop_towards_an_action_you_already_point_at_springs_back_um_place_02(um_table):
    t = um_table(TURN.replace('"3,3": [0, freud, 1]', '"2,0": [0, elevate_two, 1]'))
    stack = t.scene.supply_item
    home = stack.pos()
    t.drag(stack, lean(t.scene, "1,1", "elevate_two"))
    assert t.refusals and "UM-PLACE-02" in t.refusals[-1]
    assert t.kind() == "turn_type" and t.live.players[0].supply == 2
    assert stack.pos() == home  # back where it came from
    t.drag(t.scene.supply_item, QPointF(300, 520))  # the market, nowhere near a space
    assert "UM-PLACE-01" in t.refusals[-1]


def place(s, space: str, action: str, ideas: int = 1) -> None:
    """Place ideas on a hand-built position (choosing "place" first when the turn asks)."""
    if s.decisions()[0].kind == "turn_type":
        answer(s, "turn_type", type="place")
    answer(s, "place_ideas", space=space, action=action, ideas=ideas)


def after_action(text: str):
    """A position after one idea on A4 ("Brainstorm", row 4: the inkwell moves 4) was executed."""
    s = position(text)
    start_turn(s)
    place(s, "3,0", "generate_three")
    answer(s, "execution", option=0)
    answer(s, "generate_colour", colour="red")
    assert s.decisions()[0].kind == "after_action"
    return s


def test_the_inkwell_goes_to_the_highlighted_stop_and_a_wrong_stop_is_refused_um_ink_01(um_table):
    t = um_table(after_action(TURN), turn=False)
    assert t.live.decisions()[0].context["to"] == [4]
    assert [i for i, item in t.scene.rondel_items.items() if item.target] == [4]
    t.drag(t.scene.inkwell_item, L.rondel_point(3))
    assert "UM-INK-01" in t.refusals[-1] and t.live.players[0].inkwell == 0
    assert t.kind() == "after_action"
    coffee = t.live.players[0].coffee
    t.drag(t.scene.inkwell_item, L.rondel_point(4))
    assert t.live.players[0].inkwell == 4
    assert t.live.players[0].coffee == coffee + 2  # the bottom space: the coffee break (UM-INK-06, UM-GAP-03)
    assert t.live.active == 1 and t.scene.viewer == 1  # the turn is over: the device goes to 美玲


TREAT = """
players: 2
active: 0
p0:
  coffee: 4
  dial: {S red: 2}
  rooms: [{patient: PO-01, sorrow: SO-01, dreams: [DL-11, DM-31]}]
"""


def test_dragging_the_dream_onto_its_patient_treats_it_with_the_matching_icon_um_heal_04(um_table):
    t = um_table(after_action(TREAT), turn=False)
    room = t.live.players[0].rooms[0]
    assert room["marker"] == 4 and room["dreams"][-1] == "DM-31"
    dream = t.scene.dream_items[0]
    t.scene.preview(dream, True)  # under the mouse, the dream shows the two small Passion insights it would spend
    assert [m.payload["slot"] for m in t.scene.marker_items if m.previewed] == [0]
    t.scene.preview(dream, False)
    t.drag(dream, L.room_rect(1).center())  # the other room: refused
    assert "UM-HEAL-01" in t.refusals[-1] or "UM-HEAL-02" in t.refusals[-1]
    t.drag(t.scene.dream_items[0], t.scene.room_items[0].sceneBoundingRect().center())
    room = t.live.players[0].rooms[0]
    assert room["marker"] == 1  # 2 hearts + 1 for the matching mirror icon, past the golden heart
    assert room["catharsis"] and room["sorrow"] is None and room["dreams"] == ["DL-11"]
    assert dial_text(t.live, 0) == {"S red": 3}  # 2 of the 5 small Passion insights paid
    assert t.live.active == 1  # nothing else to treat: the turn ended


ELEVATE = """
players: 2
active: 0
p0: {coffee: 4, dial: {S red: 1, M green: 1}}
table: {"3,3": [0, freud, 1]}
"""


def test_dragging_an_insight_one_ring_out_elevates_it_with_coffee_um_cof_02(um_table):
    t = um_table(ELEVATE)
    marker = next(m for m in t.scene.marker_items if m.payload["slot"] == 0)
    t.drag(marker, L.slot_point(3))
    assert dial_text(t.live, 0) == {"M red": 1, "M green": 1} and t.live.players[0].coffee == 2
    assert t.kind() == "turn_type"  # a free conversion: the question is asked again
    t.controller.undo()
    assert dial_text(t.live, 0) == {"S red": 1, "M green": 1} and t.live.players[0].coffee == 4
    marker = next(m for m in t.scene.marker_items if m.payload["slot"] == 4)
    t.drag(marker, L.slot_point(6))  # M green -> L red: two steps at once is no move
    assert "UM-INS-03" in t.refusals[-1] and t.live.players[0].coffee == 4
    marker = next(m for m in t.scene.marker_items if m.payload["slot"] == 4)
    t.drag(marker, L.slot_point(5))  # M green -> M purple: a transfer
    assert dial_text(t.live, 0) == {"S red": 1, "M purple": 1} and t.live.players[0].coffee == 2


def test_an_elevate_effect_is_answered_by_dragging_the_marker_um_ins_03(um_table):
    s = position(ELEVATE)
    start_turn(s)
    place(s, "1,0", "elevate_two")
    answer(s, "execution", option=0)
    assert s.decisions()[0].kind == "elevate_target"
    t = um_table(s, turn=False)
    marker = next(m for m in t.scene.marker_items if m.payload["slot"] == 4)
    t.drag(marker, L.slot_point(7))
    assert t.live.players[0].coffee == 4  # the effect pays, not coffee
    assert dial_text(t.live, 0) == {"S red": 1, "L green": 1}
    marker = next(m for m in t.scene.marker_items if m.payload["slot"] == 0)
    t.drag(marker, L.DIAL_CENTRE)  # into the storage: a suppression, not an elevation
    assert "UM-INS-04" in t.refusals[-1]


METHOD = """
players: 2
active: 0
p0: {coffee: 4}
market: {upper: {pile: [E1-02-red, E1-03-red], middle: E1-06-red, right: E1-07-red}}
"""


def test_dragging_the_middle_tile_into_a_row_takes_and_places_it_in_one_gesture_um_mth_02(um_table):
    s = position(METHOD)
    start_turn(s)
    place(s, "0,1", "method_middle")
    assert s.decisions()[0].kind == "execution"
    t = um_table(s, turn=False)
    tile = t.scene.market_items[(0, 1)]
    assert tile.flags() & tile.GraphicsItemFlag.ItemIsMovable
    t.drag(tile, L.grid_row_rect(1).center())
    p = t.live.players[0]
    assert p.grid[3] == "E1-06-red"
    assert p.coffee == 3  # paid 2, the sidebar bonus gave 1
    assert t.live.market[0][1] == "E1-03-red"  # refilled from the pile (UM-MTH-02)
    assert t.controller.can_undo()[0] is False  # the refill revealed a tile: an undo barrier (UM-ENG-01)


def test_dropping_a_market_tile_beside_the_grid_is_refused_um_mth_07(um_table):
    s = position(METHOD)
    start_turn(s)
    place(s, "0,1", "method_middle")
    t = um_table(s, turn=False)
    t.drag(t.scene.market_items[(0, 1)], QPointF(20, 20))
    assert "UM-MTH-07" in t.refusals[-1] and t.kind() == "execution"


PROFESSOR = """
players: 2
active: 0
p0: {coffee: 4, professor: UNI}
freud: {at: PARK}
"""


def test_dragging_the_professor_two_locations_on_moves_it_there_um_map_02(um_table):
    s = position(PROFESSOR)
    start_turn(s)
    place(s, "2,3", "professor")
    t = um_table(s, turn=False)
    cafe = t.live.content.loc_index["CAFE"]
    t.drag(t.scene.professor_items[0], L.location_rect(cafe).center())
    assert t.live.players[0].professor == cafe
    assert t.live.decisions()[0].kind in ("activation", "execution", "after_action")


def test_a_panel_button_answers_like_the_gesture(um_table):
    t = um_table(TURN)
    t.click(t.button(lambda a: a == Action.make(0, "turn_type", type="place")))
    assert t.kind() == "place_ideas"
    labels = [b.label for b in t.scene.panel_buttons]
    assert "B2" in labels and not any("place_ideas" in x or "p0 " in x for x in labels)


OVERPAY = """
players: 2
active: 0
p0: {coffee: 0, dial: {L green: 1}, rooms: [{patient: PO-01, sorrow: SO-01, dreams: [DL-11]}]}
table: {"3,3": [0, freud, 1]}
"""


def test_a_payment_shows_what_it_will_use_before_it_is_made_overpay_um_ins_07(um_table):
    """The treatment buttons say which insight pays (a large one for a medium requirement is an overpay)
    and, while the mouse is over one, the marker it would spend is outlined on the dial."""
    t = um_table(OVERPAY)
    t.click(t.button(lambda a: a.kind == "turn_type" and a["type"] == "recall"))
    t.click(t.button(lambda a: a.kind == "recall_choice" and a["then"] == "treat"))
    basic = t.button(lambda a: a.kind == "treat" and a.get("with") == "basic" and a["option"] == 0)
    assert "uses large Growth (overpay)" in basic.detail
    t.scene.preview(basic, True)
    assert [m.payload["slot"] for m in t.scene.marker_items if m.previewed] == [7]
    t.scene.preview(basic, False)
    assert not any(m.previewed for m in t.scene.marker_items)
    t.click(basic)
    assert t.live.players[0].rooms[0]["marker"] == 3 and dial_text(t.live, 0) == {}


def test_the_mouse_over_a_meeting_action_card_shows_it_and_pays_nothing_um_comp_01(um_table):
    """UM-COMP-01: with the mouse left on the Study card after dropping ideas there, the app showed its
    "unexpected problem" box (the card's payload names its action by id, not as an answer)."""
    t = um_table(TURN)
    cards = [i for i in t.scene.pieces if isinstance(i.payload, dict) and i.payload.get("kind") == "action_card"]
    assert len(cards) == 9
    for card in cards:
        card.hoverEnterEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverEnter))
        assert not [m for m in t.scene.marker_items if m.previewed]
        card.hoverLeaveEvent(QGraphicsSceneHoverEvent(QEvent.Type.GraphicsSceneHoverLeave))
