"""Until its table scene exists, Viscounts is played in the generic decision panel: a whole solo
game against the Steward can be finished by clicking its buttons (issue 9, GAP-13)."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.viscounts import GAME
from desktop_app.ui.decision_scene import DecisionScene
from tests.gui.helpers import click_item
from tests.viscounts.fixtures import CONTENT


def test_a_solo_game_is_finished_by_clicking_the_decision_buttons(qtbot):
    """Every decision is a row of buttons; clicking one applies it; the game reaches its end."""
    from desktop_app.ui.game_window import GameWindow
    options = GameOptions([Seat("Ann", "red", "human")], {"steward_level": "easy"})
    controller = GameController.new(GAME, CONTENT, options, 5)
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        assert isinstance(window.scene, DecisionScene)
        clicks = 0
        for _ in range(400):
            if controller.state.is_over():
                break
            buttons = [b for b in window.scene.buttons if b.payload.player == 0]
            assert buttons, "a decision without buttons"
            before = len(controller.record.actions)
            busy = [b for b in buttons if not b.payload.get("skip") and b.payload.get("action") != "none"]
            click_item(qtbot, window.view, (busy or buttons)[0])
            qtbot.waitUntil(lambda n=before: len(controller.record.actions) == n + 1, timeout=3000)
            clicks += 1
        assert controller.state.is_over() and clicks > 20
        assert "The game is over." in [i.text() for i in window.scene.items() if hasattr(i, "text")
                                       and callable(i.text)]
        assert controller.score_sheet().final
    finally:
        controller.shutdown()
