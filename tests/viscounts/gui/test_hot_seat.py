"""Hot-seat Viscounts in the app's window: hands are secret, the privacy screen hands the device over."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.viscounts import GAME
from desktop_app.ui.viscounts.cards import TownsfolkCard
from desktop_app.ui.viscounts.scene import ViscountsScene
from tests.viscounts.fixtures import CONTENT


def _window(qtbot, seed=4):
    from desktop_app.ui.game_window import GameWindow

    options = GameOptions([Seat("Ann", "red", "human"), Seat("美玲", "blue", "human")])
    controller = GameController.new(GAME, CONTENT, options, seed, autosave=False)
    controller.set_animation_speed(0)
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(5)
    return window


def _hand_cards(scene) -> list[str]:
    return sorted(i.card_id for i in scene.items() if isinstance(i, TownsfolkCard)
                  and isinstance(i.payload, dict) and i.payload.get("kind") == "hand")


def _first_option(controller):
    d = controller.state.decisions()[0]
    legal = controller.legal_actions(d.player)
    return next((a for a in legal if not a.get("skip") and a.get("action") != "none"), legal[0])


def test_the_device_is_handed_over_and_a_hand_never_shows_to_the_other_player(qtbot):
    """§0 hidden information: only the viewer's own hand is drawn face up, the opponent's board shows
    its size; after a turn the privacy screen covers the table until the next player confirms."""
    window = _window(qtbot)
    controller = window.controller
    scene = window.scene
    assert isinstance(scene, ViscountsScene)
    handovers = 0
    for _ in range(600):
        state = controller.state
        if state.round >= 3:
            break
        pending = controller.privacy_pending()
        if pending is not None:
            qtbot.waitUntil(window.privacy.isVisible, timeout=2000)
            assert pending != controller.viewer()
            handovers += 1
            window.privacy._acknowledge()
            qtbot.waitUntil(lambda p=pending: controller.viewer() == p, timeout=2000)
            assert not window.privacy.isVisible()
            continue
        viewer = controller.viewer()
        other = 1 - viewer
        assert _hand_cards(scene) == sorted(state.players[viewer].hand)
        assert scene.viewer == viewer
        if state.players[other].hand and sorted(state.players[other].hand) != sorted(state.players[viewer].hand):
            assert _hand_cards(scene) != sorted(state.players[other].hand)
        texts = " ".join(i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text))
        assert f"Hand {len(state.players[other].hand)}" in texts
        assert controller.submit(_first_option(controller)) is None
    assert handovers >= 4, "every turn hands the device to the other human"
