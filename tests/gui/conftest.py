"""GUI test setup: app names and settings in a temp folder, English, instant animations."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.ui.app import application
from desktop_app.ui.i18n import set_language
from tests.support.tiny_game import TINY


@pytest.fixture(autouse=True)
def gui_app(qapp, tmp_path):
    """The named QApplication with settings in ``tmp_path``; back to English afterwards."""
    application()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().setValue("animation_speed", 0.0)
    set_language("en", save=False)
    yield qapp
    set_language("en", save=False)


class AbandonAnswers:
    """The answer the "abandon the unfinished game?" box gives in a test, and the games asked about."""

    def __init__(self) -> None:
        self.answer = "replace"
        self.asked: list[str] = []
        self.offered_resume: list[bool] = []
        self.ahead: list[int | None] = []
        """For each question: how many moves the autosave of the very game being opened is further (None: another game)."""


@pytest.fixture(autouse=True)
def abandon_answers(monkeypatch):
    """The modal "abandon the unfinished game?" box (it would block a test) answers ``answer``."""
    answers = AbandonAnswers()

    def ask(parent, unfinished, offer_resume=True, opening=False, ahead=None):
        answers.asked.append(unfinished.game_id)
        answers.offered_resume.append(offer_resume)
        answers.ahead.append(ahead)
        return answers.answer

    monkeypatch.setattr("desktop_app.ui.unfinished.ask_abandon", ask)
    return answers


@pytest.fixture
def tiny_window(qtbot):
    """``tiny_window(kinds=("human", "human"), seed=7)`` -> a shown GameWindow on the tiny game."""
    from desktop_app.ui.game_window import GameWindow

    windows = []

    def make(kinds=("human", "human"), seed=7, names=("Ann", "Bob", "Cy", "Di")):
        options = GameOptions([Seat(names[i], ("red", "blue", "green", "yellow")[i], kind)
                               for i, kind in enumerate(kinds)])
        controller = GameController.new(TINY, TINY.load_content(), options, seed)
        window = GameWindow(controller)
        qtbot.addWidget(window)
        window.show()
        qtbot.waitExposed(window)
        qtbot.wait(5)  # the controller's start-up step
        windows.append(window)
        return window

    yield make
    for window in windows:
        if window.controller is not None:
            window.controller.shutdown()

