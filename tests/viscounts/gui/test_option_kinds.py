"""Every scene survives options of other kinds beside the question (issue "Viscounts and Unconscious
Mind as players find them": a King's Order leaving the tableau with a manuscript-board ability on
offer raised ``KeyError: 'outsider'`` and the outsiders were not lit).

Free actions stand beside most questions, so each game's scene is played through a seeded game and,
at every step, redrawn once more with a free action of another kind added to the open decision: the
redraw must not raise, and exactly the same pieces must be lit, draggable or outlined as without it
(the free action's own panel button aside). The scenes read options through
:mod:`desktop_app.ui.decision_options`.
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.ui.decision_options import answers, values
from desktop_app.ui.scenes import create_scene
from tests.support.scene_state import play_seeded
from tests.viscounts.fixtures import position, run_effects

GOG = "variants: {gates_of_gold: true}"


class _WithFree:
    """A view whose open decisions of the viewer also offer ``free`` (every other attribute is the view's)."""

    def __init__(self, view, free: Action) -> None:
        self._view, self._free = view, free

    def __getattr__(self, name: str):
        return getattr(self._view, name)

    def decisions(self):
        return [replace(d, options=tuple(d.options) + (self._free,))
                if d.options is not None and d.player == self._free.player else d for d in self._view.decisions()]


def _offer_free(controller, free_for) -> list[bool]:
    """Make ``controller`` offer ``free_for(viewer)`` beside every decision while the returned switch is on."""
    switch = [False]
    view_state, legal_actions = controller.view_state, controller.legal_actions

    def view() -> object:
        real = view_state()
        return _WithFree(real, free_for(controller.viewer())) if switch[0] else real

    def legal(player: int) -> list[Action]:
        extra = [free_for(player)] if switch[0] and player == controller.viewer() else []
        return legal_actions(player) + extra

    controller.view_state, controller.legal_actions = view, legal
    return switch


def _lit(scene) -> set[tuple]:
    """The pieces lit, draggable, turnable or outlined now (answer buttons left out)."""
    out = set()
    for item in scene.items():
        payload = getattr(item, "payload", None)
        if payload is None or isinstance(payload, Action) or (
                isinstance(payload, dict) and isinstance(payload.get("action"), Action)):
            continue
        state = (bool(getattr(item, "enabled", False)), bool(getattr(item, "target", False)),
                 bool(getattr(item, "turnable", False)), bool(item.flags() & QGraphicsItem.GraphicsItemFlag.ItemIsMovable))
        if any(state):
            pos = item.scenePos()
            out.add((type(item).__name__, repr(payload), round(pos.x()), round(pos.y()), state))
    return out


FREE = {
    "viscounts": lambda p: Action.make(p, "board_ability", ribbon="black"),
    "gutenberg": lambda p: Action.make(p, "free_note"),
    "unconscious_mind": lambda p: Action.make(p, "free_note"),
    "fit_to_print": lambda p: Action.make(p, "free_note"),
}
"""Per game, an option of a kind beside the question and with none of its parameters (Viscounts: a real
manuscript-board ability; elsewhere a made-up kind, as a scene must not care what stands beside)."""


def _game(game_id: str):
    from importlib import import_module

    return import_module(f"desktop_app.rules.{game_id}").GAME


@pytest.mark.parametrize("game_id, variants, steps", [
    ("viscounts", {"gates_of_gold": True, "keeper_of_keys": True}, 40),
    ("gutenberg", {}, 20),
    ("unconscious_mind", {}, 16),
    ("fit_to_print", {"characters": True, "character_pick": "pick"}, 12),
])
def test_each_scene_lights_the_same_pieces_with_a_free_action_beside_the_question(qtbot, game_id, variants, steps):
    """A seeded game of each; at every step the scene redrawn with a free action of another kind added
    lights exactly what it lit without it, and raises nothing."""
    game = _game(game_id)
    content = game.load_content()
    seats = [Seat("Ann", "red", "human"), Seat("Ben", "blue", "human")]
    controller = GameController.new(game, content, GameOptions(seats, dict(variants)), 3, autosave=False)
    controller.set_animation_speed(0)
    scene = create_scene(controller)
    scene.set_animation_speed(0)
    controller.state_changed.connect(scene.sync)
    switch = _offer_free(controller, FREE[game_id])
    checked = 0

    def after(step: int, _events: list) -> None:
        nonlocal checked
        if not any(d.player == controller.viewer() for d in controller.state.decisions()):
            return
        before = _lit(scene)
        switch[0] = True
        try:
            scene.sync([])
            with_free = _lit(scene)
        finally:
            switch[0] = False
        scene.sync([])
        assert with_free == before, f"{game_id} step {step}: lit only with the free action: " \
                                    f"{with_free - before}, lit only without: {before - with_free}"
        checked += 1

    try:
        play_seeded(qtbot, controller, 3, steps, after)
    finally:
        controller.shutdown(0)
    assert checked >= min(steps, 10)


def test_the_outsiders_are_lit_with_a_board_ability_beside_the_welcome_gog_out_02(table):
    """GOG-OUT-02, GOG-MSB-03: a King's Order left the tableau and an outsider is to be welcomed while a
    manuscript-board ability is on offer: the outsiders are lit (no KeyError) and a click welcomes one."""
    s = position(f"""
        {GOG}
        phase: none
        outsiders: [ou01, ou05, ou08]
        outsider_deck: [ou13]
    """)
    run_effects(s, 0, [{"op": "take_outsider", "mode": "welcome"}])
    t = table(s)
    switch = _offer_free(t.controller, FREE["viscounts"])
    switch[0] = True
    t.scene.sync([])
    cards = {item.payload["card"]: item for item in t.scene.exp["outsiders"]}
    assert sorted(cards) == ["ou01", "ou05", "ou08"] and all(item.enabled for item in cards.values())
    kinds = [b.payload["action"].kind for b in t.scene.panel_buttons]
    assert kinds[-1] == "board_ability" and set(kinds[:-1]) == {"outsider"}  # the free action after the answers
    captions = [i.text() for i in t.scene.pane.content.childItems() if hasattr(i, "text") and callable(i.text)]
    assert "Also possible now:" in captions
    switch[0] = False
    t.scene._clicked(cards["ou05"])
    assert "ou05" in t.state.players[0].discard


def test_options_are_read_by_kind_and_parameter():
    """The shared reading: options of other kinds, or without the parameter, are passed over; any
    parameter name (``action`` included) can be matched."""
    opts = [Action.make(0, "outsider", outsider="ou05"), Action.make(0, "board_ability", ribbon="black"),
            Action.make(0, "main_action", action="build"), Action.make(0, "outsider", skip=True)]
    assert values(opts, "outsider", "outsider") == {"ou05"}
    assert values(opts, "ribbon") == {"black"}
    assert answers(opts, "main_action", action="build") == [opts[2]]
    assert answers(opts, ("outsider", "board_ability")) == [opts[0], opts[1], opts[3]]
    assert answers(opts, None, skip=True) == [opts[3]]
