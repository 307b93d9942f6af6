"""The Viscounts Scores dock shows every row without scrolling at 1366×768 (QA: it scrolled, with eleven
categories, fifteen with both expansions, against five or six in the other games).

A sheet with more than ``FOLD_AFTER`` categories shows those someone has scored in and folds the rest (all 0)
into one row that names them in its tooltip; the pinned Total and Rank rows are as tall as their words; the
dock may take a little more of the window's height. Text keeps its size (9 px and more).
"""

from __future__ import annotations

from contextlib import contextmanager

import pytest
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QFontInfo

from desktop_app.ai.selfplay import play_game
from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.ui import screen_fit
from desktop_app.ui.i18n import set_language

SCREEN = QRect(0, 0, 1366, 728)
"""A 1366×768 laptop screen without its task bar, as in ``test_readability_1366``."""
LARGE = QRect(0, 0, 1920, 1040)
BOTH = {"gates_of_gold": True, "keeper_of_keys": True}


def _window(qtbot, players: int, variants: dict, after: int):
    from desktop_app.ui.game_window import GameWindow

    game = get_game("viscounts")
    content = load_game_content(game)[0]
    options = GameOptions([Seat(f"Player {i + 1}", "", "human" if i == 0 else "normal") for i in range(players)],
                          dict(variants))
    result = play_game(game, content, options, 5, ["easy"] * players, max_actions=after)
    controller = GameController(game, content, result.record, result.state, autosave=False)
    controller.set_animation_speed(0)
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(screen_fit.room(window))
    return window


@contextmanager
def _settled_dock(qtbot, after: int):
    """A 2-player window on the 1366×768 screen, ``after`` actions in, once its Scores dock has settled
    without a scroll bar; shut down and the screen restored afterwards."""
    screen_fit.simulate_screen(SCREEN)
    window = _window(qtbot, 2, {}, after)
    try:
        table = window.score_dock.table
        qtbot.waitUntil(lambda: table.verticalScrollBar().maximum() == 0, timeout=3000)
        qtbot.wait(300)
        yield window
    finally:
        window.controller.shutdown(0)
        screen_fit.simulate_screen(None)


@pytest.mark.parametrize(("players", "variants", "after", "screen"),
                         [(3, {}, 100000, SCREEN), (4, {}, 300, SCREEN), (3, BOTH, 100000, SCREEN),
                          (2, {}, 60, LARGE)],
                         ids=["3p_end", "4p_late", "3p_both_expansions_end", "2p_at_1920x1080"])
@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_every_score_row_shows_without_scrolling_at_1366x768(qtbot, players, variants, after, screen, lang):
    """VIS-END (scoring): late in a game and at its end, maximised on 1366×768, no category row is scrolled away;
    every category is a row or named by the folded row, whole (at 1920×1080 "Poverty: approved deeds majority"
    was cut "approved deed…"); the dock's text stays at 9 px or more."""
    screen_fit.simulate_screen(screen)
    set_language(lang, save=False)
    window = _window(qtbot, players, variants, after)
    try:
        dock, table = window.score_dock, window.score_dock.table
        qtbot.waitUntil(lambda: dock.height() >= dock.needed_height(), timeout=3000)
        qtbot.wait(300)  # the dock's settling refit after the resize
        assert table.verticalScrollBar().maximum() == 0, (dock.height(), dock.needed_height())
        sheet = table.sheet
        header = [table.verticalHeaderItem(r) for r in range(table.rowCount())]
        words = "\n".join(item.text().replace("\n", " ") + "\n" + item.toolTip() for item in header)
        name = "en" if lang == "en" else "zh"
        for category in sheet.categories:
            assert (getattr(category, name, "") or category.en).split("(")[0].strip() in words.replace("\n", " ")
        assert table.rowCount() < len(sheet.categories) + 2  # some all-zero categories share one row
        assert not [item.text() for item in header if "…" in item.text()]
        assert QFontInfo(table.font()).pixelSize() >= 9 and QFontInfo(table.verticalHeader().font()).pixelSize() >= 9
    finally:
        window.controller.shutdown(0)
        screen_fit.simulate_screen(None)
        set_language("en", save=False)


def test_the_score_summary_and_calculators_still_show_every_category(qtbot):
    """Only the live dock folds: a table made without ``fold`` (the score summary, the calculators) has a row
    for each of eleven categories, scored in or not; the dock's table folds the nine all-0 ones into one row."""
    from desktop_app.engine.scoresheet import Category, PlayerScore, ScoreSheet
    from desktop_app.ui.docks import ScoreDock
    from desktop_app.ui.score_table import ScoreTable

    cats = [Category(f"c{k}", f"Category {k}", f"類別 {k}") for k in range(11)]
    sheet = ScoreSheet("viscounts", {"en": "Viscounts"}, cats,
                       [PlayerScore("Ann", {"c0": 3}, 3, 1), PlayerScore("Ben", {"c4": 2}, 2, 2)], [], "", False)
    table = ScoreTable()
    qtbot.addWidget(table)
    table.show_sheet(sheet)
    assert table.rowCount() == 11 + 2
    dock = ScoreDock()
    qtbot.addWidget(dock)
    dock.show_sheet(sheet)
    rows = [dock.table.verticalHeaderItem(r).text() for r in range(dock.table.rowCount())]
    assert rows == ["Category 0", "Category 4", "Not scored yet (9)", "Total", "Rank"]
    assert dock.table.verticalHeaderItem(2).toolTip().split("\n") == [f"Category {k}" for k in range(11)
                                                                      if k not in (0, 4)]


def test_the_dock_grows_when_a_category_is_first_scored_in(qtbot):
    """At the start of a game most categories are folded and the dock is short; when scores come in, each
    category unfolds into a row and the dock grows for it (it stayed short and scrolled in a real window)."""
    import dataclasses

    with _settled_dock(qtbot, 0) as window:
        dock, table = window.score_dock, window.score_dock.table
        short = dock.height()
        sheet = window.controller.score_sheet()
        scored = [dataclasses.replace(p, categories={c.id: k + 1 for k, c in enumerate(sheet.categories[:8])})
                  for p in sheet.players]  # eight of eleven scored in, as late in a game
        dock.show_sheet(dataclasses.replace(sheet, players=scored))
        assert table.rowCount() == 8 + 1 + 2
        qtbot.waitUntil(lambda: dock.height() > short, timeout=3000)
        qtbot.wait(50)
        assert table.verticalScrollBar().maximum() == 0, (dock.height(), dock.needed_height())


def test_the_dock_grows_when_its_header_takes_a_second_line(qtbot):
    """A player's name that goes onto two lines makes the header taller: the dock grows for it rather than
    scroll its last category away (seen in a real window with a layout restored from the last session)."""
    import dataclasses

    with _settled_dock(qtbot, 100000) as window:
        dock, table = window.score_dock, window.score_dock.table
        window.resizeDocks([dock], [dock.needed_height()], Qt.Orientation.Vertical)  # as a restored layout
        qtbot.wait(100)  # a few pixels to spare, less than a second header line
        header, short = table.horizontalHeader().height(), dock.height()
        sheet = window.controller.score_sheet()
        named = [dataclasses.replace(p, name=f"Maximiliana {k + 1} of the Western Marches")
                 for k, p in enumerate(sheet.players)]
        dock.show_sheet(dataclasses.replace(sheet, players=named))
        qtbot.waitUntil(lambda: table.horizontalHeader().height() > header, timeout=3000)
        qtbot.waitUntil(lambda: dock.height() > short, timeout=3000)
        qtbot.wait(50)
        assert table.verticalScrollBar().maximum() == 0, (dock.height(), dock.needed_height())
