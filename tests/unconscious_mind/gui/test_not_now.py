"""A click or drag on a piece the open decision does not involve says what the game waits for (the
project's rule: a refused person is always told why, with the rule ID of a rules refusal), through the
real mouse path of the Unconscious Mind table, in English and 繁體中文; hovering, the background and
purely informational pieces say nothing."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QPoint, QPointF, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication

from desktop_app.controllers.game_controller import GameController
from desktop_app.ui.board_view import BoardView
from desktop_app.ui.i18n import engine_translate, set_language
from desktop_app.ui.unconscious_mind import layout as L

TURN = """
players: 2
active: 0
p0: {coffee: 4}
"""


def shown(qtbot, scene) -> BoardView:
    """The scene in a real view at 1366×768, the whole table fitted."""
    view = BoardView()
    view.setScene(scene)
    qtbot.addWidget(view)
    view.resize(1366, 768)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def point_on(view, item) -> QPoint:
    """A viewport point where ``item`` is the topmost item under the mouse."""
    rect = item.sceneBoundingRect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            p = view.mapFromScene(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
            if view.itemAt(p) is item:
                return p
    raise AssertionError(f"{item} is covered everywhere")


def drag(qtbot, view, start: QPoint, end: QPoint) -> None:
    """Press at ``start``, move the mouse in steps to ``end`` and let go there."""
    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 7):
        point = start + (end - start) * (step / 6)
        QApplication.sendEvent(viewport, QMouseEvent(
            QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def speak(t, lang: str) -> None:
    """Switch the app and the table's controller to ``lang`` (as the game window does)."""
    set_language(lang, save=False)
    t.controller.set_translator(engine_translate, lang)


def test_a_vienna_location_clicked_while_ideas_are_placed_says_what_the_game_waits_for_um_turn_01(um_table, qtbot):
    t = um_table(TURN)
    view = shown(qtbot, t.scene)
    decision = t.live.decisions()[0]
    assert decision.kind == "place_ideas"
    location = t.scene.location_items[2]
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, location))
    prompt = t.controller.render(decision.prompt)
    assert t.refusals == [f"Not now: {prompt} ({decision.rule_id})"]
    speak(t, "zh_TW")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.location_items[2]))
    assert t.refusals[-1] == f"現在不行：{t.controller.render(decision.prompt)} ({decision.rule_id})"
    assert t.kind() == "place_ideas" and t.controller.undo_stack.count() == 0


def test_the_inkwell_dragged_outside_its_decision_says_what_the_game_waits_for_um_ink_01(um_table, qtbot):
    t = um_table(TURN)
    view = shown(qtbot, t.scene)
    inkwell = t.scene.inkwell_item
    home = inkwell.scenePos()
    drag(qtbot, view, point_on(view, inkwell), view.mapFromScene(L.rondel_point(3)))
    assert len(t.refusals) == 1 and t.refusals[0].startswith("Not now: ") and "(UM-" in t.refusals[0]
    assert t.scene.inkwell_item.scenePos() == home and t.live.players[0].inkwell == 0
    speak(t, "zh_TW")
    drag(qtbot, view, point_on(view, t.scene.inkwell_item), view.mapFromScene(L.rondel_point(3)))
    assert t.refusals[-1].startswith("現在不行：") and "(UM-" in t.refusals[-1]


def test_hovering_the_background_and_informational_pieces_say_nothing_um_turn_01(um_table, qtbot):
    t = um_table(TURN)
    view = shown(qtbot, t.scene)
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
    view = shown(qtbot, t.scene)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.supply_item))
    assert t.refusals == [] and t.scene.idea_count == 2


def test_during_a_computer_players_turn_a_click_says_whose_turn_it_is(um_table, qtbot, monkeypatch):
    monkeypatch.setattr(GameController, "_schedule_bots", lambda self: None)  # Cy never moves in this test
    t = um_table(TURN.replace("active: 0", "active: 1"), kinds=("human", "normal"))
    view = shown(qtbot, t.scene)
    assert t.live.decisions()[0].player == 1
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.location_items[2]))
    assert t.refusals == ["Not now: it is 美玲's turn"]
    speak(t, "zh_TW")
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point_on(view, t.scene.location_items[2]))
    assert t.refusals[-1] == "現在不行：目前輪到 美玲"
