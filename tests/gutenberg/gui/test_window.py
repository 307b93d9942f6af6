"""The Gutenberg scene inside the app's game window: hot-seat privacy, drafting, colour-blind patterns."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.gutenberg import GAME
from desktop_app.ui.gutenberg.gear import MeshGear
from desktop_app.ui.gutenberg.scene import GutenbergScene
from desktop_app.ui.items import TokenItem
from tests.gutenberg.helpers import content


def _window(qtbot, seed=4):
    from desktop_app.ui.game_window import GameWindow

    options = GameOptions([Seat("Ann", "red", "human"), Seat("美玲", "blue", "human")])
    controller = GameController.new(GAME, content(), options, seed, autosave=False)
    controller.set_animation_speed(0)
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(5)
    return window


def _answer_until_plan(window, qtbot) -> None:
    """Answer setup decisions (first option) through the controller, handing over when asked."""
    controller = window.controller
    for _ in range(400):
        state = controller.state
        if state.phase == "plan":
            return
        pending = controller.privacy_pending()
        if pending is not None:
            controller.set_privacy_acknowledged(pending)
            continue
        d = state.decisions()[0]
        assert controller.submit(d.options[0]) is None
    raise AssertionError("planning never started")


def test_hot_seat_plans_stay_behind_the_screen_gut_plan_07(qtbot):
    """GUT-PLAN-01/07: after Ann commits, the device is handed over; 美玲 never sees Ann's tokens."""
    window = _window(qtbot)
    scene = window.scene
    assert isinstance(scene, GutenbergScene)
    _answer_until_plan(window, qtbot)
    controller = window.controller
    if controller.privacy_pending() is not None:
        controller.set_privacy_acknowledged(controller.privacy_pending())
    first = controller.viewer()
    second = 1 - first
    for row in ("orders", "orders", "orders", "patronage"):
        assert controller.submit(Action.make(first, "plan_add", row=row)) is None
    assert controller.submit(Action.make(first, "plan_commit")) is None
    assert controller.privacy_pending() == second
    qtbot.waitUntil(window.privacy.isVisible, timeout=2000)
    controller.set_privacy_acknowledged(second)
    qtbot.waitUntil(lambda: controller.viewer() == second, timeout=2000)
    view = controller.view_state()
    assert view.players[first].plan != controller.state.players[first].plan  # resampled, not copied
    mine = scene.colours(view)[second]
    tokens = [t for t in scene.items() if isinstance(t, TokenItem) and t.rule_id and t.rule_id.startswith("GUT-PLAN")]
    assert tokens and all(t.colour == mine for t in tokens)
    texts = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
    assert "ready ✓" in texts


def test_draft_cards_are_clicked_to_draft_gut_set_16(qtbot):
    """GUT-SET-16: during the draft the pool is drawn as cards; clicking them drafts an order."""
    window = _window(qtbot, seed=8)
    controller = window.controller
    scene = window.scene
    for _ in range(50):
        if controller.privacy_pending() is not None:
            controller.set_privacy_acknowledged(controller.privacy_pending())
        d = controller.state.decisions()[0]
        if d.kind == "draft_printing" and controller.viewer() == d.player:
            break
        controller.submit(d.options[0])
    seat = controller.viewer()
    orders = len(controller.state.players[seat].orders)
    card = next(p for p in scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "choice_printing")
    assert card.enabled
    printing = card.payload["id"]
    scene._clicked(card)
    design_card = next(p for p in window.scene.pieces if isinstance(p.payload, dict)
                       and p.payload.get("kind") == "choice_design" and p.enabled)
    scene._clicked(design_card)
    assert controller.state.players[seat].orders[orders] == [printing, design_card.payload["id"]]


def test_colour_blind_patterns_reach_gears_and_ink(qtbot):
    """View ▸ Colour-blind patterns: gear sectors and ink tokens get their hatch patterns, also after a redraw."""
    window = _window(qtbot)
    window.set_colour_blind(True)
    window.scene.sync([])
    gears = [i for i in window.scene.items() if isinstance(i, MeshGear)]
    inks = [i for i in window.scene.pieces if isinstance(i.payload, dict) and i.payload.get("kind") == "ink"]
    assert gears and inks
    assert all(g.colour_blind for g in gears) and all(i.colour_blind for i in inks)
    assert len({i.pattern_index for i in inks}) > 1


def test_chinese_table_shows_chinese_names_and_words(qtbot):
    """繁體中文: after a language switch the redrawn table uses the zh content names and scene words."""
    from desktop_app.ui.i18n import set_language

    window = _window(qtbot)
    set_language("zh_TW", save=False)
    window.scene.sync([])
    texts = [i.text() for i in window.scene.items() if hasattr(i, "text") and callable(i.text)]
    assert "訂單" in texts and "墨水袋" in texts
    assert any(t == content().name("typesetting")["zh"] for t in texts)
    set_language("en", save=False)
