"""One gesture = one undo step: ``GameController.submit_all`` on Fit To Print and the tiny game."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPointF

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from desktop_app.ui.fit_to_print.art import CELL
from desktop_app.ui.fit_to_print.scene import FtpScene
from tests.fit_to_print.helpers import content


@pytest.fixture
def ftp_layout(qtbot):
    """A solo Fit To Print controller in the layout phase with one N2g tile on the desk -> (ctl, uid)."""
    made: list[GameController] = []

    def make() -> tuple[GameController, int]:
        options = GameOptions([Seat("Ann", "red", "human")])
        ctl = GameController.new(GAME, content(), options, 3, autosave=False)
        ctl.set_animation_speed(0)
        made.append(ctl)
        ctl._kick_off()  # the start-up step (start_day) at once
        uid = next(u for u in ctl.state.pool if ctl.state.kinds[u] == "N2g")
        for action in (Action.make(0, "take", tile=uid), Action.make(0, "keep", tile=uid),
                       Action.make(0, "call_layout")):
            assert ctl.submit(action) is None
        assert ctl.state.players[0].phase == "layout" and uid in ctl.state.players[0].desk
        return ctl, uid

    yield make
    for ctl in made:
        ctl.shutdown()


def test_pick_and_place_is_one_undo_step_FTP_LAY_01(ftp_layout, qtbot):
    """FTP-LAY-01: a desk→page drop (pick + place) is one undo step; while the clock runs undo is its
    inverse move now (the tile back to the desk) and redo places it again."""
    ctl, uid = ftp_layout()
    before, record_before, steps = ctl.state.clone(), list(ctl.record.actions), ctl.undo_stack.count()
    gesture = [Action.make(0, "pick", tile=uid), Action.make(0, "place", tile=uid, at="B5")]
    with qtbot.waitSignal(ctl.state_changed) as blocker:
        assert ctl.submit_all(gesture) is None
    assert blocker.args[0]  # the gesture's events
    assert ctl.undo_stack.count() == steps + 1
    assert ctl.record.actions == record_before + gesture
    assert ctl.state.players[0].page == {uid: (1, 4)}
    assert ctl.undo()
    inverse = [Action.make(0, "pick", tile=uid), Action.make(0, "to_desk", tile=uid)]
    assert ctl.record.actions == record_before + gesture + inverse
    assert ctl.state.players[0].desk == before.players[0].desk and ctl.state.players[0].page == {}
    assert ctl.state.clock_ms == before.clock_ms
    assert ctl.redo()
    assert ctl.record.actions == record_before + gesture + inverse + gesture
    assert ctl.state.players[0].page == {uid: (1, 4)}


def test_a_gesture_whose_second_action_is_refused_changes_nothing_FTP_LAY_03(ftp_layout, qtbot):
    """FTP-LAY-03: pick is legal but the place is outside the day's area: state, record and undo unchanged."""
    ctl, uid = ftp_layout()
    before, record_before, steps = ctl.state.clone(), list(ctl.record.actions), ctl.undo_stack.count()
    changed = []
    ctl.state_changed.connect(changed.append)
    gesture = [Action.make(0, "pick", tile=uid), Action.make(0, "place", tile=uid, at="A5")]
    with qtbot.waitSignal(ctl.refused) as blocker:
        illegal = ctl.submit_all(gesture)
    assert illegal is not None and illegal.rule_id == "FTP-LAY-03"
    assert "(FTP-LAY-03)" in blocker.args[0]
    assert ctl.state == before and ctl.record.actions == record_before
    assert ctl.undo_stack.count() == steps and changed == []
    assert uid in ctl.state.players[0].desk


def test_a_refused_tiny_gesture_leaves_no_trace_TINY_BID(make_controller, qtbot):
    """TINY-BID: a second bid by the same seat in one gesture is refused; the first is not kept."""
    ctl = make_controller()
    before = ctl.state.clone()
    with qtbot.waitSignal(ctl.refused) as blocker:
        illegal = ctl.submit_all([Action.make(0, "bid", amount=1), Action.make(0, "bid", amount=2)])
    assert illegal is not None and illegal.rule_id == "TINY-BID"
    assert "TINY-BID" in blocker.args[0]
    assert ctl.state == before and ctl.state.bids == [None, None]
    assert ctl.record.actions == [] and ctl.undo_stack.count() == 0


def test_a_drop_on_the_page_in_the_scene_is_one_undo_step(ftp_layout, qtbot):
    """The Fit To Print scene submits its pick + place drop as one gesture: one Undo takes it back."""
    ctl, uid = ftp_layout()
    scene = FtpScene(ctl, start_clock=False)
    scene.set_animation_speed(0)
    ctl.state_changed.connect(scene.sync)
    scene.sync([])
    steps = ctl.undo_stack.count()
    item = scene.tiles[uid]
    item.setScale(1.0)
    item.setPos(scene.page.origin() + QPointF(1 * CELL + 3, 4 * CELL - 4))
    assert scene.tile_dropped(item)
    assert [a.kind for a in ctl.record.actions[-2:]] == ["pick", "place"]
    assert ctl.undo_stack.count() == steps + 1
    assert ctl.undo()
    assert uid in ctl.state.players[0].desk and ctl.state.players[0].page == {}
