"""At 1366×768 the Scores dock shows four players without a sideways scroll and every category
name whole (it clipped "Distinct location t…" and scrolled for the 4th player: after a game of
two, whose narrower dock the window remembers, the dock asked for its width before the window was
laid out and kept the narrower one)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontMetricsF

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.ui.game_window import GameWindow
from desktop_app.ui.i18n import set_language
from desktop_app.ui.screen_fit import DECORATION, simulate_screen

WIDTH, HEIGHT = 1366, 768 - 40  # a 1366×768 screen without its task bar
PLAYERS = [("Ann", "red"), ("Benjamin", "blue"), ("美玲", "green"), ("Dana", "yellow")]


@pytest.fixture
def four_players(qtbot):
    """A game window of four players on a 1366×768 screen, in the asked language."""
    made = []

    def open_window(game_id: str, lang: str, players: int = 4) -> GameWindow:
        set_language(lang, save=False)
        simulate_screen(QRect(0, 0, WIDTH, HEIGHT))
        game = get_game(game_id)
        seats = [Seat(name, colour, "human" if i == 0 else "random")
                 for i, (name, colour) in enumerate(PLAYERS[:players])]
        controller = GameController.new(game, game.load_content(), GameOptions(seats), 3, autosave=False)
        window = GameWindow(controller)
        qtbot.addWidget(window)
        window.resize(WIDTH - DECORATION.width(), HEIGHT - DECORATION.height())
        window.show()
        qtbot.waitExposed(window)
        made.append(window)
        return window

    yield open_window
    simulate_screen(None)
    for window in made:
        window.controller.shutdown()


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("game_id", ["unconscious-mind", "viscounts", "fit-to-print", "gutenberg"])
def test_four_players_fit_the_scores_dock_at_1366x768(qtbot, four_players, game_id, lang):
    two = four_players(game_id, lang, players=2)
    two.resizeDocks([two.score_dock], [220], Qt.Orientation.Horizontal)  # enough for two players
    qtbot.wait(10)
    two.close()  # the window remembers its layout
    window = four_players(game_id, lang)
    table = window.score_dock.table
    qtbot.waitUntil(lambda: not table.horizontalScrollBar().isVisible(), timeout=2000)
    assert sum(table.columnWidth(c) for c in range(4)) <= table.viewport().width()
    assert [label.replace("\n", " ") for label in table.column_labels()] == [name for name, _ in PLAYERS]
    metrics = QFontMetricsF(table.verticalHeader().font())
    header = table.verticalHeader().width()
    for row in range(table.rowCount()):
        label = table.verticalHeaderItem(row).text()
        assert "…" not in label, label
        assert all(metrics.horizontalAdvance(line) < header for line in label.split("\n")), label


@pytest.mark.parametrize("game_id", ["unconscious-mind", "viscounts"])
def test_switching_to_english_mid_game_widens_the_scores_dock_again(qtbot, four_players, game_id):
    """Played partly in 繁體中文, then switched to English: the longer English category names must not
    push the last player's column behind a sideways scroll (it did, with "Pla" of Player 2 showing)."""
    window = four_players(game_id, "zh_TW", players=2)
    table = window.score_dock.table
    qtbot.waitUntil(lambda: not table.horizontalScrollBar().isVisible(), timeout=2000)
    window.resizeDocks([window.score_dock], [table.needed_width() + 8], Qt.Orientation.Horizontal)
    qtbot.wait(10)
    set_language("en", save=False)
    qtbot.waitUntil(lambda: not table.horizontalScrollBar().isVisible(), timeout=2000)
    assert sum(table.columnWidth(c) for c in range(2)) <= table.viewport().width()
