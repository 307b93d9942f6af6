"""Fixtures for the Viscounts table tests: a controller on a prepared position and its scene."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import GameRecord
from desktop_app.rules.viscounts import GAME
from desktop_app.ui.app import application
from desktop_app.ui.i18n import set_language
from tests.support.screen_scale import table_scale_at_1366
from tests.viscounts.fixtures import CONTENT

NAMES = ("Ann", "美玲", "Cy", "Di")


def scale_at_1366(qapp, **variants) -> float:
    """Screen pixels per scene unit of a 2-player table (with ``variants``) in a window that fills a
    1366×768 screen (the view fits the whole table)."""
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "human")], dict(variants))
    return table_scale_at_1366(qapp, GAME, CONTENT, options)


@pytest.fixture(autouse=True)
def gui_app(qapp, tmp_path):
    """The named QApplication, settings in ``tmp_path``, English."""
    application()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().setValue("animation_speed", 0.0)
    set_language("en", save=False)
    yield qapp
    set_language("en", save=False)


class Table:
    """A position (``tests.viscounts.fixtures.position`` or a seeded game) under a controller and its scene."""

    def __init__(self, qtbot, state, kinds=None) -> None:
        self.qtbot = qtbot
        self._state = state
        kinds = kinds or ["human"] * state.n
        self.options = GameOptions([Seat(NAMES[i], ("red", "blue", "green", "yellow")[i], kinds[i])
                                    for i in range(state.n)])
        state.names = [s.name for s in self.options.seats]
        state.seats = list(kinds)
        self.record = GameRecord(GAME.id, GAME.content_version(CONTENT), self.options, state.seed)
        self.controller: GameController | None = None
        self.scene = None
        self.refusals: list[str] = []

    @property
    def state(self):
        """The game's true state now (the controller's: a refused gesture rolls back to a copy)."""
        return self.controller.state if self.controller is not None else self._state

    def open(self):
        """The controller and the app's scene for the position (redrawn on every change)."""
        from desktop_app.ui.scenes import create_scene

        controller = GameController(GAME, CONTENT, self.record, self._state, autosave=False)
        controller.set_animation_speed(0)
        scene = create_scene(controller)
        scene.set_animation_speed(0)
        controller.state_changed.connect(scene.sync)
        controller.refused.connect(self.refusals.append)
        scene.refused_locally.connect(self.refusals.append)
        self.controller, self.scene = controller, scene
        self.qtbot.wait(5)
        return controller, scene


@pytest.fixture
def table(qtbot):
    """``table(state, kinds=None)`` -> an opened :class:`Table`; its controller is shut down afterwards."""
    made: list[Table] = []

    def make(state, kinds=None) -> Table:
        t = Table(qtbot, state, kinds)
        made.append(t)
        t.open()
        return t

    yield make
    for t in made:
        if t.controller is not None:
            t.controller.shutdown(0)
