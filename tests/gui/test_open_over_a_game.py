"""Game ▸ Open over any game works, whatever the player counts and games (an error box came up
when a 3-player Gutenberg save was opened over a 2-player game: the score table asked for a
header of a column that did not exist yet), and the game given up stays resumable."""

from __future__ import annotations

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.scenes import create_scene

NAMES = ("Ann", "Bo", "Cy", "Di")
COLOURS = ("red", "blue", "green", "yellow")


def seats(n: int, game_id: str = "") -> GameOptions:
    people = [Seat(NAMES[i], COLOURS[i], "human" if i == 0 else "easy") for i in range(n)]
    return GameOptions(people, {})


@pytest.fixture(autouse=True)
def no_error_box(monkeypatch):
    """An error box (a refused file, an unexpected error) fails the test instead of waiting."""
    def fail(_parent, title, message):
        raise AssertionError(f"{title}: {message}")
    monkeypatch.setattr("desktop_app.ui.game_window.show_error", fail)
    monkeypatch.setattr("desktop_app.ui.open_game.show_error", fail)
    monkeypatch.setattr("desktop_app.ui.main_window.show_error", fail)


def saved_game(tmp_path, game_id: str, players: int, seed: int = 4):
    game = get_game(game_id)
    controller = GameController.new(game, game.load_content(), seats(players, game_id), seed, autosave=False)
    path = tmp_path / f"{game_id}-{players}.board-table.json"
    controller.save(path)
    controller.shutdown()
    controller.deleteLater()
    return path


@pytest.mark.parametrize(("under", "under_players", "opened", "opened_players"), [
    ("viscounts", 2, "gutenberg", 3),
    ("gutenberg", 2, "gutenberg", 4),
    ("unconscious-mind", 4, "fit-to-print", 1),
    ("fit-to-print", 1, "viscounts", 4),
])
def test_open_over_another_player_count_then_resume_the_old_game(qtbot, tmp_path, abandon_answers,
                                                                 under, under_players, opened, opened_players):
    library = MainWindow()
    qtbot.addWidget(library)
    library.show()
    window = library.start_game(under, seats(under_players), 11)
    qtbot.wait(20)
    path = saved_game(tmp_path, opened, opened_players)
    abandon_answers.answer = "replace"
    assert window.open_game(path)
    qtbot.wait(50)
    table = window.score_dock.table
    assert window.controller.game.id == opened and table.columnCount() == opened_players
    assert [label.replace("\n", " ") for label in table.column_labels()] == list(NAMES[:opened_players])
    window.close_game_action.trigger()
    if under != opened:  # the game given up is still there to resume
        resumed = library.resume(under)
        assert resumed is not None and resumed.controller.game.id == under
        assert resumed.controller.seed == 11 and resumed.score_dock.table.columnCount() == under_players
        resumed.close()


def test_a_game_that_cannot_be_shown_leaves_the_game_on_screen_autosaving(qtbot, tmp_path, abandon_answers,
                                                                         monkeypatch):
    """Opening a Gutenberg save over Gutenberg replaces its autosave only once the new game is
    shown: when showing it fails, the game on screen stays whole and its autosave is written again."""
    from desktop_app.controllers.paths import autosave_path

    library = MainWindow()
    qtbot.addWidget(library)
    library.show()
    window = library.start_game("gutenberg", seats(2), 11)
    controller = window.controller
    path = saved_game(tmp_path, "gutenberg", 3)
    refusals = []
    monkeypatch.setattr("desktop_app.ui.game_window.show_error", lambda _p, title, _m: refusals.append(title))
    monkeypatch.setattr("desktop_app.ui.open_game.show_error", lambda _p, title, _m: refusals.append(title))

    def broken_scene(_controller):
        raise ValueError("a scene that cannot be drawn")
    monkeypatch.setattr("desktop_app.ui.game_window.create_scene", broken_scene)
    assert not window.open_game(path)
    assert refusals == ["Could not open the game"]
    assert window.controller is controller and controller.autosave_enabled
    assert autosave_path("gutenberg").is_file()
    monkeypatch.setattr("desktop_app.ui.game_window.create_scene", create_scene)
    window.close_game_action.trigger()
    resumed = library.resume("gutenberg")
    assert resumed is not None and resumed.controller.seed == 11 and resumed.controller.options.players == 2
    resumed.close()
