"""The game log follows undo and redo (an undone move's line goes, redo writes it once) and a language
switch (earlier lines are rendered again); a stale refusal leaves the status line on the next change."""

from __future__ import annotations

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from desktop_app.ui.game_window import GameWindow
from desktop_app.ui.i18n import set_language
from tests.fit_to_print.helpers import content

CHOOSER = "desktop_app.controllers.bot_control.load_choose_action"


@pytest.fixture
def solo_window(qtbot, tiny_window, monkeypatch):
    """Ann against a computer that plays its first legal move; the bids are in, Ann is to play."""
    monkeypatch.setattr(CHOOSER, lambda: (lambda game, view, player, *rest: view.legal_actions(player)[0]))
    window = tiny_window(("human", "easy"))
    window.controller.set_animation_speed(0)
    window.controller.submit(Action.make(0, "bid", amount=1))
    qtbot.waitUntil(lambda: window.controller.state.phase == "play", timeout=5000)
    return window


def settle(qtbot, ctl):
    qtbot.waitUntil(lambda: ctl._bot_request is None and ctl.state.players_to_act() == [0], timeout=5000)


def test_undo_takes_the_moves_lines_out_of_the_log_and_redo_writes_them_once(qtbot, solo_window):
    """The issue's case: an undone move's line stayed, and a redo logged it twice."""
    window = solo_window
    ctl = window.controller
    card = ctl.state.hands[0][0]
    ctl.submit(Action.make(0, "play", card=card))
    settle(qtbot, ctl)
    line = f"Ann plays {card}"
    assert window.log_dock.lines().count(line) == 1
    with_move = window.log_dock.lines()
    assert ctl.undo()
    assert line not in window.log_dock.lines() and line not in ctl.log_lines()
    assert "Bids revealed: [1, 0]" in window.log_dock.lines()  # the lines before the move stay
    assert ctl.redo()
    assert window.log_dock.lines().count(line) == 1 and window.log_dock.lines() == with_move
    assert ctl.undo()
    ctl.submit(Action.make(0, "pass"))  # another move instead: the undone one's lines are gone for good
    settle(qtbot, ctl)
    assert line not in window.log_dock.lines() and window.log_dock.lines().count("Ann passes") == 1
    assert not ctl.can_redo()


def test_the_log_is_rendered_again_in_the_new_language(qtbot):
    controller = GameController.new(GAME, content(), GameOptions([Seat("Ann", "red", "human")]), 3,
                                    autosave=False)
    window = GameWindow(controller)
    qtbot.addWidget(window)
    try:
        qtbot.waitUntil(lambda: "Friday begins: the timer starts" in window.log_dock.lines(), timeout=3000)
        set_language("zh_TW", save=False)
        qtbot.waitUntil(lambda: "週五開始：計時器啟動" in window.log_dock.lines(), timeout=3000)
        assert "Friday begins: the timer starts" not in window.log_dock.lines()
        set_language("en", save=False)
        qtbot.waitUntil(lambda: "Friday begins: the timer starts" in window.log_dock.lines(), timeout=3000)
    finally:
        set_language("en", save=False)
        controller.shutdown()


def test_a_refusal_leaves_the_status_line_on_the_next_change(qtbot, tiny_window, monkeypatch):
    """The viewer's next move clears it at once; any other change (here the hand-over) once it was
    shown long enough; nothing else (no change of the game) keeps it."""
    monkeypatch.setattr("desktop_app.ui.game_window.REFUSAL_MIN_MS", 150)
    window = tiny_window(("human", "human"))
    ctl = window.controller
    assert ctl.submit(Action.make(0, "play", card=1)) is not None
    assert "TINY-PLAY" in window.refusal_label.text()
    ctl.submit(Action.make(0, "bid", amount=1))  # Ann's own move
    assert window.refusal_label.text() == ""
    assert ctl.submit(Action.make(0, "bid", amount=1)) is not None  # Ann has bid already
    assert "TINY-BID" in window.refusal_label.text()
    window.scene.sync([])
    window._state_changed([])  # a redraw without a change of the game keeps it
    assert "TINY-BID" in window.refusal_label.text()
    window.privacy.acknowledged.emit(1)  # the hand-over is a change: it goes, after the minimum time
    qtbot.waitUntil(lambda: window.refusal_label.text() == "", timeout=2000)


def test_ctrl_z_says_why_when_undo_is_greyed_out(qtbot, solo_window):
    """A greyed-out Undo takes no keys: Ctrl+Z did nothing at all (QA); it now says why, and
    while Undo is possible the key undoes (one shortcut at a time: never an ambiguous key)."""
    from PySide6.QtCore import Qt

    window = solo_window
    ctl = window.controller
    assert not window.undo_action.isEnabled() and window.undo_key.isEnabled()
    window.activateWindow()
    window.view.setFocus()
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Cannot undo" in window.refusal_label.text()
    play = next(a for a in ctl.legal_actions(0) if a.kind == "play")
    assert ctl.submit(play) is None
    settle(qtbot, ctl)
    assert window.undo_action.isEnabled() and not window.undo_key.isEnabled()
    moves = len(ctl.record.actions)
    qtbot.keyClick(window.view, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(ctl.record.actions) < moves  # the menu item's own key took the move back
