"""The Scores dock keeps its Total and Rank rows in sight, whatever the game's number of categories.

At 1400×900 the Viscounts Total row was half hidden and at 1366×768 in 繁體中文 it needed scrolling:
eleven categories (several on two lines) are taller than the dock. The dock now pins the last two
rows under the scrolling categories, for every game.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QTableView

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.engine.scoresheet import Category, PlayerScore, ScoreSheet
from desktop_app.ui.docks import ScoreDock
from desktop_app.ui.game_window import GameWindow
from desktop_app.ui.i18n import set_language
from desktop_app.ui.screen_fit import DECORATION, simulate_screen


def _shown_in(dock: ScoreDock, row: int) -> QRect | None:
    """The rectangle (in dock coordinates) where ``row`` is wholly visible, or None."""
    for view in dock.findChildren(QTableView):
        if not view.isVisible() or view.isRowHidden(row):
            continue
        rect = view.visualRect(view.model().index(row, 0))
        if rect.isEmpty() or not view.viewport().rect().contains(rect):
            continue
        top_left = view.viewport().mapTo(dock, rect.topLeft())
        shown = QRect(top_left, rect.size())
        if dock.rect().contains(shown):
            return shown
    return None


@pytest.fixture
def viscounts_window(qtbot):
    """A Viscounts game window (two players) on a simulated screen of the asked size."""
    windows = []

    def open_window(width: int, height: int, lang: str) -> GameWindow:
        set_language(lang, save=False)
        simulate_screen(QRect(0, 0, width + DECORATION.width(), height + DECORATION.height()))
        game = get_game("viscounts")
        content, _warnings = load_game_content(game)
        options = GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "human")])
        controller = GameController.new(game, content, options, 1, autosave=False)
        window = GameWindow(controller)
        qtbot.addWidget(window)
        window.resize(width, height)
        window.show()
        qtbot.waitExposed(window)
        windows.append(window)
        return window

    yield open_window
    simulate_screen(None)
    for window in windows:
        window.controller.shutdown(0)


@pytest.mark.parametrize(("size", "lang"), [((1366, 768), "zh_TW"), ((1366, 768), "en"), ((1400, 900), "en"),
                                            ((1400, 900), "zh_TW")])
def test_total_and_rank_are_in_sight_in_the_viscounts_window(viscounts_window, qtbot, size, lang):
    window = viscounts_window(*size, lang)
    dock = window.score_dock
    rows = dock.table.rowCount()
    assert rows >= 3  # the categories scored in (the rest, all 0, folded into one row), Total, Rank
    qtbot.waitUntil(lambda: _shown_in(dock, rows - 2) is not None and _shown_in(dock, rows - 1) is not None,
                    timeout=2000)
    total = _shown_in(dock, rows - 2)
    assert dock.table.model().headerData(rows - 2, dock.table.verticalHeader().orientation()) in ("Total", "總分")
    assert total.top() >= 0 and total.bottom() <= dock.height()


def _sheet(categories: int) -> ScoreSheet:
    cats = [Category(f"c{k}", f"A long category name number {k}", f"很長的計分類別名稱第 {k} 項") for k in range(categories)]
    return ScoreSheet("gutenberg", {"en": "Gutenberg"}, cats,
                      [PlayerScore("Ann", {f"c{k}": 2 for k in range(categories)}, 43, 1),
                       PlayerScore("Ben", {f"c{k}": 1 for k in range(categories)}, 41, 2)], [], "", False)


def test_a_short_dock_scrolls_the_categories_but_never_the_totals(qtbot):
    """Twenty two-line categories (each scored in, so none is folded) in a 260 px dock: the categories scroll,
    Total and Rank stay."""
    dock = ScoreDock()
    qtbot.addWidget(dock)
    dock.resize(260, 260)
    dock.show_sheet(_sheet(20))
    dock.show()
    qtbot.waitExposed(dock)
    rows = dock.table.rowCount()
    qtbot.waitUntil(lambda: _shown_in(dock, rows - 1) is not None, timeout=2000)
    assert _shown_in(dock, rows - 2) is not None
    assert dock.table.verticalScrollBar().maximum() > 0  # the categories do not all fit: they scroll
    dock.table.verticalScrollBar().setValue(dock.table.verticalScrollBar().maximum())
    assert _shown_in(dock, rows - 2) is not None and _shown_in(dock, rows - 1) is not None
    # the totals line up with the players' columns above them
    totals = next(v for v in dock.findChildren(QTableView) if v is not dock.table and not v.isRowHidden(rows - 2))
    for col in range(dock.table.columnCount()):
        above = dock.table.viewport().mapTo(dock, QPoint(dock.table.columnViewportPosition(col), 0)).x()
        below = totals.viewport().mapTo(dock, QPoint(totals.columnViewportPosition(col), 0)).x()
        assert abs(above - below) <= 1, col
        assert dock.table.model().index(rows - 2, col).data() == str((43, 41)[col])
