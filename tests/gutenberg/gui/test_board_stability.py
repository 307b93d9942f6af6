"""The Gutenberg table keeps its layout (issue 7 §3): a fixed scene rectangle in every phase, draft
cards that never move under the mouse, long option lists that scroll inside a fixed pane, and
refused gear drops that say why (GUT-WORK-01, GUT-GEAR-03) without making the board frames vanish.
"""

from __future__ import annotations

import gc
import random

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtWidgets import QGraphicsPathItem

from desktop_app.rules.gutenberg.model import WORKSHOP
from desktop_app.ui.gutenberg.board import WIDTH as BOARD_W
from desktop_app.ui.gutenberg.scene import SCENE_RECT, TABLE_BOTTOM
from tests.gutenberg.gui.test_gears import _bid_workshop, _workshop_turn


def _frames(scene) -> list[QRectF]:
    """The big background panels: the main board, the action board, the workshops."""
    return sorted(i.sceneBoundingRect().getRect() for i in scene.items()
                   if isinstance(i, QGraphicsPathItem) and i.zValue() <= -4 and i.parentItem() is None)


def test_scene_rect_and_workshops_stay_put_through_a_whole_game(table):
    """A four-player game to the end, the table redrawn for the deciding seat at every new kind of
    decision (and every tenth one): one scene rectangle, the workshops in one place, every item
    inside the rectangle, the decision pane beside the board and the workshop."""
    t = table(seed=11, players=4)
    controller, scene = t.open()
    controller.state_changed.disconnect(scene.sync)  # redrawn below, only where it is checked
    rng = random.Random(4)
    rects, workshops, seen, decisions = set(), set(), set(), 0
    while controller.state.decisions():
        decision = controller.state.decisions()[0]
        legal = controller.legal_actions(decision.player)
        kind = (controller.state.phase, decision.kind, len(legal) > 10)
        if kind not in seen or decisions % 10 == 0:
            seen.add(kind)
            controller.set_privacy_acknowledged(decision.player)
            scene.sync([])
            rects.add(scene.sceneRect().getRect())
            workshops.add(tuple(r.getRect() for r in scene.workshop_rects.values()))
            table_items = QRectF()
            for item in scene.items():  # (the pane's long content scrolls: it may run past the table's edge)
                if item.topLevelItem() is not scene.pane:
                    table_items = table_items.united(item.sceneBoundingRect())
            assert scene.sceneRect().contains(table_items), (kind, table_items)
            assert scene.pane.rect.left() >= BOARD_W and scene.pane.rect.bottom() <= TABLE_BOTTOM + 0.5
        passes = [a for a in legal if a.kind in ("pass", "decline", "plan_commit")]
        action = rng.choice(legal) if rng.random() < 0.7 or not passes else passes[0]
        assert controller.submit(action) is None
        decisions += 1
    assert controller.state.phase == "over" and len(seen) > 15  # through every phase to the end
    scene.sync([])
    rects.add(scene.sceneRect().getRect())
    assert rects == {SCENE_RECT.getRect()}
    assert len(workshops) == 1


def test_draft_pool_cards_keep_their_place_while_others_are_drafted(table):
    """GUT-SET-16: a drafted card leaves a gap; no other card slides under the mouse."""
    t = table(seed=3, players=4)
    t.drive(lambda s: s.phase == "draft")
    controller, scene = t.open()

    def places() -> dict[str, tuple]:
        return {p.payload["id"]: p.sceneBoundingRect().getRect() for p in scene.pieces
                if isinstance(p.payload, dict) and str(p.payload.get("kind", "")).startswith("choice_")}

    first = places()
    assert len(first) == 20  # ten printing and ten design cards with four players
    drafted = 0
    while controller.state.phase == "draft" and drafted < 6:
        seat = controller.state.decisions()[0].player
        controller.set_privacy_acknowledged(seat)
        action = controller.legal_actions(seat)[-1]
        assert controller.submit(action) is None
        drafted += 1
        now = places()
        assert now and all(first[card] == rect for card, rect in now.items())
    assert len(places()) == 20 - drafted


def test_a_long_option_list_scrolls_in_its_pane_and_its_buttons_still_work(table, qtbot):
    """Improve Workshop with every mount taken (each board gear × 3 turns × the slot it replaces): the
    pane keeps its height, scrolls with the wheel, and a button scrolled into view takes the click."""
    from PySide6.QtCore import QPoint, Qt
    from PySide6.QtWidgets import QGraphicsView

    t = table(seed=5, players=4)
    t.drive(_full_workshop_turn, _gears_wanted)
    controller, scene = t.open()
    controller.set_privacy_acknowledged(0)
    scene.sync([])
    pane = scene.pane
    assert pane.scrollable, "the options are longer than the pane"
    assert pane.rect.bottom() <= TABLE_BOTTOM + 0.5
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(1400, 1100)
    view.show()
    qtbot.waitExposed(view)
    view.fitInView(scene.sceneRect())
    last = max(scene.panel_buttons, key=lambda b: b.sceneBoundingRect().bottom())
    assert last.sceneBoundingRect().top() > pane.rect.bottom()  # out of sight, below the pane
    centre = view.mapFromScene(pane.rect.center())
    for _ in range(12):
        qtbot.wait(1)
        view.viewport().setFocus()
        wheel_at(view, centre, -120)
    assert pane.offset > 0
    pane.ensure_visible(last.mapRectToScene(last.boundingRect()).translated(0, pane.offset))
    target = view.mapFromScene(last.sceneBoundingRect().center())
    assert pane.rect.contains(last.sceneBoundingRect().center())
    before = len(controller.record.actions)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(target))
    assert len(controller.record.actions) == before + 1
    assert controller.record.actions[-1] == last.payload["action"]


def _full_workshop_turn(state) -> bool:
    """Seat 0 is asked for Improve Workshop with all three mounts taken and a gear on the board."""
    pl = state.players[0]
    return (state.phase == "action" and state.active == 0 and bool(pl.stack) and pl.stack[-1][0] == "action"
            and pl.stack[-1][1] == WORKSHOP and None not in pl.gears and any(state.gear_slots))


def _gears_wanted(state, legal):
    """Seat 0 bids on Improve Workshop and takes gears (the others bid there too)."""
    take = next((a for a in legal if a.kind == "take_gear" and a.player == 0), None)
    return take or _bid_workshop(state, legal)


def wheel_at(view, pos, delta: int) -> None:
    """Send one mouse-wheel step to ``view`` at viewport point ``pos``."""
    from PySide6.QtCore import QPoint, QPointF, Qt
    from PySide6.QtGui import QWheelEvent
    from PySide6.QtWidgets import QApplication

    event = QWheelEvent(QPointF(pos), QPointF(view.viewport().mapToGlobal(pos)), QPoint(0, 0), QPoint(0, delta),
                        Qt.MouseButton.NoButton, Qt.KeyboardModifier.NoModifier, Qt.ScrollPhase.NoScrollPhase, False)
    QApplication.sendEvent(view.viewport(), event)


def test_refused_gear_drops_say_why_and_spring_back(table, qtbot):
    """Onto another player's workshop (GUT-WORK-01) or empty table (GUT-GEAR-03): a reason with the
    rule ID, the gear flies home, nothing changes."""
    t = table(seed=5)
    t.drive(_workshop_turn(0), _bid_workshop)
    controller, scene = t.open()
    said: list[str] = []
    scene.refused_locally.connect(said.append)
    before = t.state.to_json()
    item = next(iter(scene.board_gears.values()))
    home = item.home
    scene.show_workshop(1)  # its tab puts the other player's workshop on the table
    item = next(iter(scene.board_gears.values()))
    home = item.home
    on_other = scene.workshop_rects[1].center()
    item.setPos(on_other)
    assert not scene.drop_gear(item, on_other)
    assert said[-1] == f"Gears go into your own workshop, not {t.state.players[1].name}'s (GUT-WORK-01)"
    item.setPos(QPointF(-400, -300))
    assert not scene.drop_gear(item, QPointF(-400, -300))
    assert said[-1] == "Drop the gear on one of your mounts (GUT-GEAR-03)"
    qtbot.waitUntil(lambda: not item.animating, timeout=2000)
    assert item.pos() == home
    assert t.state.to_json() == before


def test_a_gear_that_cannot_be_taken_now_says_why_when_pulled(table):
    """Outside Improve Workshop a board gear does not move; pulling it names the rule (GUT-EXE-01)."""
    t = table(seed=5)
    t.drive(lambda s: s.phase == "plan")
    controller, scene = t.open()
    said: list[str] = []
    scene.refused_locally.connect(said.append)
    item = next(iter(scene.board_gears.values()))
    assert not item.turnable
    item.clicked.emit(item)  # a press and release on a piece that cannot be dragged
    assert said and said[-1].endswith(")") and "GUT-" in said[-1]


def test_board_frames_survive_the_rules_lookup_under_a_dragged_piece(table):
    """The action-board frame, the main board and the workshop bands vanished while a token or gear
    was dragged over them (the rules-help lookup under the mouse let PySide delete them)."""
    t = table(seed=5)
    t.drive(_workshop_turn(0), _bid_workshop)
    controller, scene = t.open()
    frames = _frames(scene)
    assert len(frames) >= 3  # the main board, the action board, the workshop
    for x in range(0, int(SCENE_RECT.right()), 40):
        for y in range(0, int(SCENE_RECT.bottom()), 40):
            scene.rule_at(QPointF(x, y))
    gc.collect()
    assert _frames(scene) == frames


def test_the_board_does_not_move_or_rescale_in_the_window_between_decisions(qtbot, table):
    """In the game window: the same zoom and the same place on screen after every decision."""
    from desktop_app.ui.game_window import GameWindow

    t = table(seed=9, players=3)
    controller, scene = t.open()
    controller.state_changed.disconnect(scene.sync)  # only the window's own scene follows the game
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.resize(1366, 728)
    window.show()
    qtbot.waitExposed(window)
    window.view.fit()
    placed = (window.view.zoom, window.view.mapFromScene(QPointF(0, 0)))
    rng, kinds = random.Random(1), set()
    for _ in range(16):
        decision = controller.state.decisions()[0]
        kinds.add(decision.kind)
        if controller.privacy_pending() is not None:
            controller.set_privacy_acknowledged(controller.privacy_pending())
        legal = controller.legal_actions(decision.player)
        passes = [a for a in legal if a.kind in ("pass", "decline", "plan_commit")]
        assert controller.submit(rng.choice(legal) if rng.random() < 0.6 or not passes else passes[0]) is None
        assert (window.view.zoom, window.view.mapFromScene(QPointF(0, 0))) == placed
    assert len(kinds) >= 3  # characters, the draft and letters at least
