"""A click on a piece of the Viscounts table the open decision does not involve says what the game waits
for, with the decision's rule ID (the scene base's answer, shared by every game), through the real mouse
path, in English and 繁體中文; the score track (purely informational) says nothing."""

from __future__ import annotations

from PySide6.QtCore import Qt

from tests.gui.helpers import point_on, shown_scene, speak
from tests.viscounts.fixtures import position
from tests.viscounts.gui.test_refusals import POOR_BUILD as MAIN_ACTION


def test_a_castle_region_clicked_at_the_main_action_choice_says_not_now_vis_act_01(table, qtbot):
    t = table(position(MAIN_ACTION))
    view = shown_scene(qtbot, t.scene)
    decision = t.state.decisions()[0]
    assert decision.kind == "main_action" and decision.rule_id
    region = t.scene.regions[(1, 0)]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, region))
    assert t.refusals == [f"Not now: {t.controller.render(decision.prompt)} ({decision.rule_id})"]
    speak(t.controller, "zh_TW")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.regions[(1, 0)]))
    assert t.refusals[-1] == f"現在不行：{t.controller.render(decision.prompt)} ({decision.rule_id})"
    assert t.state.decisions()[0].kind == "main_action" and t.controller.undo_stack.count() == 0


def test_a_click_on_the_score_track_says_nothing_vis_turn_02(table, qtbot):
    t = table(position(MAIN_ACTION))
    view = shown_scene(qtbot, t.scene)
    cell = next(p for p in t.scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "track")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, cell))
    assert t.refusals == []
