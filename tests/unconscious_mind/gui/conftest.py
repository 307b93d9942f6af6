"""Fixtures for the Unconscious Mind table tests: a controller on a prepared position and its scene."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import GameRecord
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.ui.app import application
from desktop_app.ui.i18n import set_language
from desktop_app.ui.unconscious_mind.pieces import DragCard
from tests.unconscious_mind.helpers import content, position, start_turn

NAMES = ("Ann", "美玲", "Cy", "Di")
COLOURS = ("red", "blue", "green", "yellow")


@pytest.fixture(autouse=True)
def gui_app(qapp, tmp_path):
    """The named QApplication, settings in ``tmp_path``, English."""
    application()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    set_language("en", save=False)
    yield qapp
    set_language("en", save=False)


class Table:
    """A controller (every seat human unless told otherwise) on a state, with the app's scene for it."""

    def __init__(self, qtbot, state, kinds: tuple[str, ...] | None = None) -> None:
        kinds = kinds or ("human",) * len(state.players)
        self.options = GameOptions([Seat(NAMES[i], COLOURS[i], kinds[i]) for i in range(len(state.players))])
        self.state = state
        record = GameRecord(GAME.id, GAME.content_version(content()), self.options, 1)
        from desktop_app.ui.scenes import create_scene

        self.controller = GameController(GAME, content(), record, state, autosave=False)
        self.controller.set_animation_speed(0)
        self.scene = create_scene(self.controller)
        self.scene.set_animation_speed(0)
        self.controller.state_changed.connect(self.scene.sync)
        self.refusals: list[str] = []
        self.controller.refused.connect(self.refusals.append)
        self.scene.refused_locally.connect(self.refusals.append)
        qtbot.wait(5)  # the controller's start-up step (it syncs the scene once)

    @property
    def live(self):
        """The controller's current state (undo replaces the object)."""
        return self.controller.state

    def kind(self) -> str:
        """The open decision's kind."""
        return self.live.decisions()[0].kind

    def drag(self, item, to) -> None:
        """Drag ``item`` to scene point ``to`` and let go: it snaps as under the mouse, and the scene's drop
        path gets where the item landed (as a mouse release reports it)."""
        item.home = item.pos()
        now = item.sceneBoundingRect().center() if isinstance(item, DragCard) else item.scenePos()
        item.setPos(item.pos() + (to - now))
        self.scene._dropped(item, item.scenePos())

    def button(self, predicate):
        """The first side-panel button whose action satisfies ``predicate``."""
        for b in self.scene.panel_buttons:
            action = b.payload.get("action") if isinstance(b.payload, dict) else None
            if action is not None and predicate(action):
                return b
        raise AssertionError("no such panel button: " + ", ".join(b.label for b in self.scene.panel_buttons))

    def click(self, item) -> None:
        """A click on a piece (the scene's click path)."""
        self.scene._clicked(item)


@pytest.fixture
def um_table(qtbot):
    """``um_table(yaml_position, kinds=None, turn=True)`` -> a :class:`Table` (the turn begun when ``turn``)."""
    made: list[Table] = []

    def make(text, kinds=None, turn: bool = True) -> Table:
        state = position(text) if isinstance(text, str | dict) else text
        if turn and isinstance(text, str | dict):
            start_turn(state)
        t = Table(qtbot, state, kinds)
        made.append(t)
        return t

    yield make
    for t in made:
        t.controller.shutdown(0)
