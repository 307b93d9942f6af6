"""GUI-side Fit To Print rules through the real scene, controller and dialogs: FTP-RT-06 (pause), FTP-RT-08."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeyEvent

from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from desktop_app.ui.fit_to_print.table_layout import DESK, HAND, PAGE, POOL
from tests.fit_to_print.helpers import content


def key(scene, which):
    scene.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, which, Qt.KeyboardModifier.NoModifier))


def test_rt_06_pause_stops_the_clock_and_the_editors_and_hides_the_table(table, qtbot):
    """FTP-RT-06: with one human, Space pauses: the clock and the computer editor stop and a sheet
    hides the pool, hand, desk and page until Space resumes."""
    controller, scene = table(("human", "easy"), start_clock=True)
    qtbot.waitUntil(lambda: controller.clock_running() and controller.state.clock_ms > 0, timeout=3000)
    key(scene, Qt.Key.Key_Space)
    assert scene.paused and not controller.clock_running()
    cover = scene.pause_cover
    for area in (POOL, HAND, DESK, PAGE):
        assert cover.sceneBoundingRect().contains(area)
    assert all(cover.zValue() > t.zValue() for t in scene.tiles.values())
    clock, actions = controller.state.clock_ms, len(controller.record.actions)
    qtbot.wait(400)
    assert controller.state.clock_ms == clock
    assert len(controller.record.actions) <= actions + 1  # the editor finishes at most the move it was making
    key(scene, Qt.Key.Key_L)  # the table is hidden: no command gets through
    assert controller.state.players[0].phase == "gathering"
    key(scene, Qt.Key.Key_Space)
    assert not scene.paused and cover.scene() is None and controller.clock_running()
    qtbot.waitUntil(lambda: controller.state.clock_ms > clock, timeout=3000)


@pytest.mark.parametrize("variants", [{"mode": "turn_based"}, {}])
def test_rt_06_no_pause_with_two_humans(table, variants):
    """FTP-RT-06: pausing is refused, naming the rule, unless exactly one human plays."""
    controller, scene = table(("human", "human"), **variants)
    scene.toggle_pause()
    assert not scene.paused and "FTP-RT-06" in scene.last_refusal


def test_rt_08_several_humans_must_play_turn_based(qtbot):
    """FTP-RT-08: two human seats in real time are refused (engine hook and new-game dialog); turn-based is fine."""
    from desktop_app.ui.new_game_dialog import NewGameDialog

    two_humans = [Seat("Ann", "red", "human"), Seat("Ben", "blue", "human")]
    refusal = GAME.check_options(GameOptions(two_humans, {"mode": "realtime"}))
    assert refusal is not None and refusal.rule_id == "FTP-RT-08"
    assert GAME.check_options(GameOptions(two_humans, {"mode": "turn_based"})) is None
    assert GAME.check_options(GameOptions([two_humans[0], Seat("Bot", "blue", "normal")], {})) is None
    dialog = NewGameDialog(GAME, content())
    qtbot.addWidget(dialog)
    dialog.players.setValue(2)
    for row in dialog.rows[:2]:
        row.kind.setCurrentIndex(row.kind.findData("human"))
    assert "FTP-RT-08" in dialog.validation_error()
    mode = dialog.option_widgets["mode"]
    mode.setCurrentIndex(mode.findData("turn_based"))
    assert dialog.validation_error() == ""
