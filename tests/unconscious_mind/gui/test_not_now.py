"""A click or drag on a piece the open decision does not involve says what the game waits for (the
project's rule: a refused person is always told why, with the rule ID of a rules refusal), through the
real mouse path of the Unconscious Mind table, in English and 繁體中文; hovering, the background and
purely informational pieces say nothing."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt

from desktop_app.controllers.game_controller import GameController
from desktop_app.ui.unconscious_mind import layout as L
from tests.gui.helpers import mouse_drag, point_on, shown_scene, speak

TURN = """
players: 2
active: 0
p0: {coffee: 4}
"""


def test_a_vienna_location_clicked_while_ideas_are_placed_says_what_the_game_waits_for_um_turn_01(um_table, qtbot):
    t = um_table(TURN)
    view = shown_scene(qtbot, t.scene)
    decision = t.live.decisions()[0]
    assert decision.kind == "place_ideas"
    location = t.scene.location_items[2]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, location))
    prompt = t.controller.render(decision.prompt)
    assert t.refusals == [f"Not now: {prompt} ({decision.rule_id})"]
    speak(t.controller, "zh_TW")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.location_items[2]))
    assert t.refusals[-1] == f"現在不行：{t.controller.render(decision.prompt)} ({decision.rule_id})"
    assert t.kind() == "place_ideas" and t.controller.undo_stack.count() == 0


def test_the_inkwell_dragged_outside_its_decision_says_what_the_game_waits_for_um_ink_01(um_table, qtbot):
    t = um_table(TURN)
    view = shown_scene(qtbot, t.scene)
    inkwell = t.scene.inkwell_item
    home = inkwell.scenePos()
    mouse_drag(qtbot, view, point_on(view, inkwell), view.mapFromScene(L.rondel_point(3)))
    assert len(t.refusals) == 1 and t.refusals[0].startswith("Not now: ") and "(UM-" in t.refusals[0]
    assert t.scene.inkwell_item.scenePos() == home and t.live.players[0].inkwell == 0
    speak(t.controller, "zh_TW")
    mouse_drag(qtbot, view, point_on(view, t.scene.inkwell_item), view.mapFromScene(L.rondel_point(3)))
    assert t.refusals[-1].startswith("現在不行：") and "(UM-" in t.refusals[-1]


def test_hovering_the_background_and_informational_pieces_say_nothing_um_turn_01(um_table, qtbot):
    t = um_table(TURN)
    view = shown_scene(qtbot, t.scene)
    location = t.scene.location_items[2]
    qtbot.mouseMove(view.viewport(), point_on(view, location))
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.mapFromScene(QPointF(L.SCENE_RECT.left() + 2,
                                                                                            L.SCENE_RECT.bottom() - 2)))
    card = next(p for p in t.scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "action_card")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, card))
    assert t.refusals == []


def test_a_usable_piece_is_not_told_not_now_um_place_01(um_table, qtbot):
    """The idea stack (draggable while ideas are placed): a click on it counts the ideas, nothing more."""
    t = um_table(TURN)
    view = shown_scene(qtbot, t.scene)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.supply_item))
    assert t.refusals == [] and t.scene.idea_count == 2


def test_during_a_computer_players_turn_a_click_says_whose_turn_it_is(um_table, qtbot, monkeypatch):
    monkeypatch.setattr(GameController, "_schedule_bots", lambda self: None)  # Cy never moves in this test
    t = um_table(TURN.replace("active: 0", "active: 1"), kinds=("human", "normal"))
    view = shown_scene(qtbot, t.scene)
    assert t.live.decisions()[0].player == 1
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.location_items[2]))
    assert t.refusals == ["Not now: it is 美玲's turn"]
    speak(t.controller, "zh_TW")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.location_items[2]))
    assert t.refusals[-1] == "現在不行：目前輪到 美玲"


def test_during_the_hot_seat_hand_over_a_click_says_whom_to_pass_the_device_to_um_res_02(um_table, qtbot):
    """Research hands are secret (UM-RES-02): when Ann's turn ends the device goes to 美玲 behind the privacy
    screen; a click that reaches the table meanwhile names her."""
    t = um_table("players: 2\nactive: 0\np0: {hand: [R-01, R-14]}\np1: {hand: [R-02]}\n")
    for _ in range(60):  # Ann plays her turn (first answers) until 美玲's turn comes
        if t.live.active == 1:
            break
        d = t.live.decisions()[0]
        assert t.controller.submit(d.options[-1] if d.kind == "place_ideas" else d.options[0]) is None
    assert t.controller.privacy_pending() == 1
    view = shown_scene(qtbot, t.scene)
    t.refusals.clear()
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.location_items[2]))
    assert t.refusals == ["Not now: pass the device to 美玲"]
    speak(t.controller, "zh_TW")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.location_items[2]))
    assert t.refusals[-1] == "現在不行：請把裝置交給 美玲"
