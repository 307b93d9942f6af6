"""A click on the Gutenberg table at the wrong moment shows the real reason and rule, in English and 繁體中文."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.rules.gutenberg import GAME
from tests.gui.helpers import click_item, shown_window, speak
from tests.gutenberg.helpers import content


def _ann_gains_ink(state) -> bool:
    ann = state.players[0]
    return state.phase == "action" and state.active == 0 and bool(ann.stack) and ann.stack[-1] == ["action", 1]


def _bid_ink_and_patronage(state, legal):
    """Every planner bids 3 on Gain Ink and 1 on Seek Patronage, then commits."""
    for a in legal:
        plan = state.players[a.player].plan
        if a.kind == "plan_add" and ((a["row"] == "ink" and plan[1] < 3) or (a["row"] == "patronage" and plan[1] >= 3
                                                                              and plan[4] < 1)):
            return a
    if any(a.kind == "plan_commit" for a in legal) and state.players[legal[0].player].plan[4] >= 1:
        return next(a for a in legal if a.kind == "plan_commit")
    return None


def test_clicking_a_reward_during_gain_ink_says_which_action_is_on_gut_exe_01(table, qtbot):
    """GUT-EXE-01: Ann, on turn in Gain Ink, clicks a Seek Patronage reward; the status line says that action
    comes later and which one is on now, with the rule ID, first in English, then in 繁體中文."""
    t = table(seed=3)
    t.drive(_ann_gains_ink, _bid_ink_and_patronage)
    assert 0 in t.state.acting[4]
    controller = GameController(GAME, content(), t.record, t.state, autosave=False)
    controller.set_animation_speed(0)
    t.controller = controller
    window = shown_window(qtbot, controller)
    pending = controller.privacy_pending()
    if pending is not None:
        controller.set_privacy_acknowledged(pending)
        qtbot.wait(5)
    claims = list(t.state.reward_claims)

    def reward_space():
        return next(p for p in window.scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "reward")

    click_item(qtbot, window.view, reward_space())
    assert window.refusal_label.text() == ("Seek Patronage comes later (actions go in row order); now it is your turn "
                                           "in Gain Ink (GUT-EXE-01)")
    speak(controller, "zh_TW")
    window.scene.sync([])
    click_item(qtbot, window.view, reward_space())
    assert window.refusal_label.text() == ("「爭取贊助」稍後才執行（行動依排的順序執行）；現在輪到你執行「獲得墨水」 "
                                           "(GUT-EXE-01)")
    assert t.state.reward_claims == claims and _ann_gains_ink(t.state)  # refused: nothing changed
    speak(controller, "en")
