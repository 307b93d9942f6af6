"""Fit To Print GUI test setup: a named app in English with settings in a temp folder, and tables."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from desktop_app.ui.app import application
from desktop_app.ui.fit_to_print.scene import FtpScene
from desktop_app.ui.i18n import set_language
from tests.fit_to_print.helpers import content


@pytest.fixture(autouse=True)
def gui_app(qapp, tmp_path):
    """The named QApplication with settings in ``tmp_path``, in English."""
    application()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    set_language("en", save=False)
    yield qapp
    set_language("en", save=False)


@pytest.fixture
def table():
    """``table(kinds=("human",), seed=3, start_clock=False, **variants)`` -> (controller, scene), day started."""
    made = []

    def make(kinds=("human",), seed=3, start_clock=False, **variants):
        seats = [Seat(("Ann", "Ben", "美玲")[i], ("red", "blue", "green")[i], k) for i, k in enumerate(kinds)]
        controller = GameController.new(GAME, content(), GameOptions(seats, dict(variants)), seed, autosave=False)
        controller.set_animation_speed(0)
        scene = FtpScene(controller, start_clock=start_clock)
        scene.set_animation_speed(0)
        controller.state_changed.connect(scene.sync)
        controller._kick_off()  # the start-up step (start_day) at once
        made.append(controller)
        return controller, scene

    yield make
    for controller in made:
        controller.shutdown()
