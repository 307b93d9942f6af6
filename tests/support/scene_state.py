"""Scene equals state: play a seeded game through the controller and, after every step, compare what
a game's scene shows with the view it was drawn from.

A game's test supplies a :class:`SceneReader`: ``shown(scene)`` reads what the scene's items show
(cards per slot, markers per wedge, pieces per space — read from where the items stand, not from
what they were told) and ``expected(view, viewer)`` says the same things from the view. Both return
a dict with the same keys; :func:`assert_scene_shows_state` compares them key by key.

:func:`play_seeded` drives the game: every seat is a person (so the scene always draws the seat
that decides), each step submits a seeded random legal answer through ``controller.submit`` (the
path of a click), and ``after_step(events)`` runs once the scene has redrawn::

    controller = GameController.new(GAME, CONTENT, options, seed, autosave=False)
    scene = create_scene(controller)
    controller.state_changed.connect(scene.sync)
    play_seeded(qtbot, controller, seed, 400,
                lambda events: assert_scene_shows_state(scene, controller, MyReader(), events))
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, Protocol

from desktop_app.engine.action import Action


class SceneReader(Protocol):
    """What one game's scene shows, and what it should show."""

    def shown(self, scene: Any) -> dict[str, Any]:
        """What the scene's items show now (read from the items themselves)."""

    def expected(self, view: Any, viewer: int) -> dict[str, Any]:
        """The same keys, from the view the scene was drawn from."""


def assert_scene_shows_state(scene: Any, controller: Any, reader: SceneReader, where: str = "") -> None:
    """Fail with every key whose shown value differs from the expected one."""
    shown = reader.shown(scene)
    expected = reader.expected(controller.view_state(), controller.viewer())
    wrong = {key: (shown.get(key), value) for key, value in expected.items() if shown.get(key) != value}
    assert not wrong, f"{where}: the scene shows (shown, expected) {wrong}"


def seat_answer(controller: Any, rng: random.Random) -> Action | None:
    """A seeded random legal answer of the first seat with an open decision (None: nobody decides)."""
    state = controller.state
    for decision in state.decisions():
        if decision.player < 0:
            continue
        options = list(decision.options) if decision.options is not None else state.legal_actions(decision.player)
        if options:
            return rng.choice(options)
    return None


def play_seeded(qtbot: Any, controller: Any, seed: int, max_steps: int,
                after_step: Callable[[int, list], None]) -> int:
    """Submit seeded random answers until the game ends or ``max_steps``; ``after_step(step, events)``
    after each (the scene, connected to ``state_changed``, has redrawn). Returns the steps taken."""
    rng = random.Random(seed)
    events: list = []
    controller.state_changed.connect(events.extend)
    qtbot.wait(1)  # the controller's kick-off (automatic steps, the first redraw)
    steps = 0
    while steps < max_steps:
        action = seat_answer(controller, rng)
        if action is None:
            break
        events.clear()
        refused = controller.submit(action)
        assert refused is None, f"step {steps}: {action.text()} refused: {refused}"
        steps += 1
        after_step(steps, list(events))
    return steps


def check_scene_over_game(qtbot: Any, controller: Any, scene: Any, reader: SceneReader, seed: int,
                          max_steps: int) -> int:
    """Play ``controller``'s game with :func:`play_seeded` (animations off) and compare ``scene`` with the
    state after every step; the controller is shut down at the end. Returns the steps taken."""
    controller.set_animation_speed(0)
    scene.set_animation_speed(0)
    controller.state_changed.connect(scene.sync)

    def after(step: int, events: list) -> None:
        assert_scene_shows_state(scene, controller, reader, f"seed {seed} step {step}")

    try:
        return play_seeded(qtbot, controller, seed, max_steps, after)
    finally:
        controller.shutdown(0)
