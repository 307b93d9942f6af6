"""Until its own table scene exists, Unconscious Mind is played on the generic button scene: a whole solo game
is finished by clicking its buttons (the real mouse path), and a refusal shows its rule ID."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.ui.decision_scene import DecisionScene
from tests.gui.conftest import gui_app  # noqa: F401 (the app fixture)
from tests.gui.helpers import click_item
from tests.unconscious_mind.helpers import content


def _window(qtbot, seats, seed=3):
    from desktop_app.ui.game_window import GameWindow

    controller = GameController.new(GAME, content(), GameOptions(seats), seed, autosave=False)
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_a_whole_solo_game_through_the_buttons(qtbot):
    """UM-SOLO-01..05 on screen: clicking the first button of every decision plays the game to its score summary."""
    window = _window(qtbot, [Seat("Ann", "red", "human")])
    assert isinstance(window.scene, DecisionScene)
    state = window.controller.state
    for _ in range(2000):
        if window.controller.state.is_over():
            break
        assert window.scene.buttons, "a decision without buttons"
        before = len(window.controller.record.actions)
        click_item(qtbot, window.view, window.scene.buttons[0])
        qtbot.waitUntil(lambda b=before: len(window.controller.record.actions) > b, timeout=3000)
    state = window.controller.state
    assert state.is_over() and state.round <= 15 and state.score_sheet().final
    window.controller.shutdown()


def test_a_refused_action_shows_its_rule_id(qtbot):
    """A move that breaks a rule is refused with the rule ID in the status line: a second stack of ideas at an
    action your ideas already point at (UM-PLACE-02)."""
    window = _window(qtbot, [Seat("Ann", "red", "human")])
    controller = window.controller
    while controller.state.phase == "setup":
        controller.submit(controller.state.decisions()[0].options[0])
    assert controller.submit(Action.make(0, "place_ideas", space="0,0", action="method_pile", ideas=1)) is None
    while controller.state.round == 1:
        decision = controller.state.decisions()[0]
        controller.submit(decision.options[-1] if decision.kind == "execution" else decision.options[0])
    if controller.state.decisions()[0].kind == "turn_type":
        controller.submit(Action.make(0, "turn_type", type="place"))
    refusal = controller.submit(Action.make(0, "place_ideas", space="0,1", action="method_pile", ideas=1))
    assert refusal is not None and refusal.rule_id == "UM-PLACE-02"
    assert "UM-PLACE-02" in window.refusal_label.text()
    controller.shutdown()
