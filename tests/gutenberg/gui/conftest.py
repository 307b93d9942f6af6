"""Fixtures for the Gutenberg scene tests: a controller on a prepared game and its scene."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QSettings

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import GameRecord
from desktop_app.rules.gutenberg import GAME
from desktop_app.ui.app import application
from desktop_app.ui.i18n import set_language
from tests.gutenberg.helpers import content


@pytest.fixture(autouse=True)
def gui_app(qapp, tmp_path):
    """The named QApplication, settings in ``tmp_path``, English."""
    application()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    set_language("en", save=False)
    yield qapp
    set_language("en", save=False)


class Table:
    """A two-human game driven to a chosen point, then handed to a controller and its scene."""

    def __init__(self, qtbot, seed: int = 3, players: int = 2) -> None:
        self.qtbot = qtbot
        names = ("Ann", "美玲", "Cy", "Di")
        self.options = GameOptions([Seat(names[i], ("red", "blue", "green", "yellow")[i], "human")
                                    for i in range(players)])
        self.state = GAME.new_state(self.options, content(), seed)
        self.record = GameRecord(GAME.id, GAME.content_version(content()), self.options, seed)
        self.rng = random.Random(seed)
        self.controller: GameController | None = None
        self.scene = None

    def apply(self, action) -> None:
        """Apply and record one action (before the controller exists)."""
        self.state.apply(action)
        self.record.actions.append(action)

    def drive(self, until, prefer=None, limit: int = 5000) -> None:
        """Play (random, or ``prefer(state, legal)`` when it returns an action) until ``until(state)``."""
        for _ in range(limit):
            if until(self.state):
                return
            decisions = self.state.decisions()
            assert decisions, "the game ended first"
            seat = decisions[0].player
            legal = self.state.legal_actions(seat)
            choice = prefer(self.state, legal) if prefer else None
            if choice is None:
                passes = [a for a in legal if a.kind in ("pass", "decline", "plan_commit")]
                choice = self.rng.choice(legal) if self.rng.random() < 0.6 or not passes else passes[0]
            self.apply(choice)
        raise AssertionError("the wanted position was not reached")

    def open(self):
        """The controller on the driven state and the app's scene for it (synced on every change)."""
        from desktop_app.ui.scenes import create_scene

        controller = GameController(GAME, content(), self.record, self.state, autosave=False)
        controller.set_animation_speed(0)
        scene = create_scene(controller)
        controller.state_changed.connect(scene.sync)
        self.controller, self.scene = controller, scene
        self.qtbot.wait(5)  # the controller's start-up step (it syncs the scene once)
        return controller, scene


@pytest.fixture
def table(qtbot):
    """``table(seed=3, players=2)`` -> a :class:`Table`; its controller is shut down afterwards."""
    made: list[Table] = []

    def make(**kwargs) -> Table:
        t = Table(qtbot, **kwargs)
        made.append(t)
        return t

    yield make
    for t in made:
        if t.controller is not None:
            t.controller.shutdown(0)
