"""Main-window flow (start, close, resume), menus (calculator, rules, view) and the thinking indicator."""

from __future__ import annotations

import sys
import types

from PySide6.QtCore import QSettings

from desktop_app.controllers.paths import autosave_path
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.ui import menus
from desktop_app.ui.decision_scene import DecisionScene
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.scene_base import GameScene
from desktop_app.ui.scenes import calculator_opener, create_scene


def test_start_close_and_resume_a_game_from_the_library(qtbot):
    """A started game hides the library; closing it brings the library back with "Resume"."""
    window = MainWindow()
    qtbot.addWidget(window)
    window.show()
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Bob", "blue", "human")])
    game = window.start_game("tiny", options, 11)
    assert game is not None and game.isVisible() and not window.isVisible()
    game.controller.submit(Action.make(0, "bid", amount=2))
    assert autosave_path("tiny").is_file()
    game.close()
    assert window.isVisible() and window.game_window is None
    assert not window.library.resume_button.isHidden()
    resumed = window.resume()
    qtbot.addWidget(resumed)
    assert resumed.controller.record.actions == [Action.make(0, "bid", amount=2)]
    assert resumed.save_path is None  # the autosave is not the user's file
    resumed.close()


def test_calculator_menu_opens_a_games_calculator(qtbot, monkeypatch):
    """Game > Score a physical game lists the playable games; one without a calculator is greyed."""
    opened = []
    monkeypatch.setattr(menus, "calculator_opener",
                        lambda gid: (lambda parent: opened.append((gid, parent))) if gid == "gutenberg" else None)
    monkeypatch.setattr(menus, "has_calculator", lambda gid: gid == "gutenberg")
    menu = menus.CalculatorMenu()
    qtbot.addWidget(menu)
    playable = [gid for gid in ("fit-to-print", "gutenberg", "viscounts", "unconscious-mind")
                if get_game(gid).implemented]
    assert list(menu.entries) == playable
    if "gutenberg" in menu.entries:
        assert menu.entries["gutenberg"].isEnabled()
        menu.entries["gutenberg"].trigger()
        assert opened and opened[0][0] == "gutenberg"
    if "fit-to-print" in menu.entries:
        assert not menu.entries["fit-to-print"].isEnabled()
        assert "no calculator yet" in menu.entries["fit-to-print"].text()


def test_view_menu_zoom_colour_blind_and_animation_speed(qtbot, tiny_window):
    """Zoom in/out/fit change the view scale; colour-blind patterns reach the scene and are saved."""
    window = tiny_window(("human", "human"))
    fitted = window.view.zoom
    window.zoom_in_action.trigger()
    assert window.view.zoom > fitted
    window.zoom_out_action.trigger()
    window.zoom_out_action.trigger()
    assert window.view.zoom < fitted
    window.fit_action.trigger()
    assert abs(window.view.zoom - fitted) < 1e-6
    window.colour_blind_action.trigger()
    assert window.scene.colour_blind
    assert QSettings().value("colour_blind", type=bool)
    window.speed_actions["fast"].trigger()
    assert window.scene.animation_speed == 2.5
    assert window.scene.duration(250) == 100


def test_thinking_indicator_follows_bot_thinking(qtbot, tiny_window):
    """While a computer seat thinks, the status bar says so with a busy bar."""
    window = tiny_window(("human", "human"))
    assert window.thinking_bar.isHidden()
    window.controller.bot_thinking.emit(1, True)
    assert not window.thinking_bar.isHidden()
    assert window.thinking_label.text() == "Bob is thinking…"
    window.controller.bot_thinking.emit(1, False)
    assert window.thinking_bar.isHidden()


def test_a_games_own_scene_is_used_when_its_ui_package_has_one(qtbot, tiny_window, monkeypatch):
    """create_scene imports desktop_app.ui.<game>.scene; without one the generic scene is used."""
    window = tiny_window(("human", "human"))
    assert isinstance(create_scene(window.controller), DecisionScene)
    assert calculator_opener("tiny") is None

    class OwnScene(GameScene):
        def sync(self, events):
            self.synced = events

    package = types.ModuleType("desktop_app.ui.tiny")
    package.__path__ = []
    module = types.ModuleType("desktop_app.ui.tiny.scene")
    module.create_scene = OwnScene
    monkeypatch.setitem(sys.modules, "desktop_app.ui.tiny", package)
    monkeypatch.setitem(sys.modules, "desktop_app.ui.tiny.scene", module)
    scene = create_scene(window.controller)
    assert type(scene) is OwnScene


def test_export_pdf_from_the_game_menu(qtbot, tiny_window, tmp_path, monkeypatch):
    """Game > Export score summary as PDF asks for a file and writes the live sheet there."""
    window = tiny_window(("human", "human"))
    chosen = tmp_path / "live-scores"
    monkeypatch.setattr("desktop_app.ui.score_dialog.QFileDialog.getSaveFileName",
                        lambda *args, **kwargs: (str(chosen), "PDF files (*.pdf)"))
    written = window.export_pdf()
    assert written == tmp_path / "live-scores.pdf"
    assert written.read_bytes().startswith(b"%PDF")
