"""Fixtures for controller tests: tiny-game controllers that are shut down after each test."""

from __future__ import annotations

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from tests.support.tiny_game import TINY


@pytest.fixture
def tiny_content():
    """The tiny game's built-in content."""
    return TINY.load_content()


@pytest.fixture
def make_controller(qtbot, tiny_content):
    """``make_controller(kinds=("human", "human"), seed=7)`` -> a started tiny-game controller.

    ``setup(controller)`` runs before the controller's start-up step (connect signals there to
    see the first computer moves).
    """
    made: list[GameController] = []

    def make(kinds=("human", "human"), seed=7, names=("Ann", "Bob", "Cy", "Di"), setup=None):
        options = GameOptions([Seat(names[i], "", kind) for i, kind in enumerate(kinds)])
        controller = GameController.new(TINY, tiny_content, options, seed)
        controller.set_animation_speed(0)
        made.append(controller)
        if setup is not None:
            setup(controller)
        qtbot.wait(1)  # let the controller's start-up step run
        return controller

    yield make
    for controller in made:
        controller.shutdown()
