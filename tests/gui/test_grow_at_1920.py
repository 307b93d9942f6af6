"""At 1920×1080 the score calculators and the game window's panels grow with the screen (issue 17).

The table already grew (the view fits it to the window); the calculators kept their 1366-sized width
and text, and the docks their 1366 width and text, leaving space empty. Each is opened on a simulated
1366×768 screen and on a simulated 1920×1080 one (both less a 40 px task bar,
``screen_fit.simulate_screen``), the game windows maximised (``screen_fit.room``), and compared.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractSpinBox,
    QApplication,
    QCheckBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QStyle,
    QStyleOptionButton,
    QWidget,
)

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.ui import screen_fit
from desktop_app.ui.i18n import set_language
from desktop_app.ui.scenes import calculator_opener

SMALL = QRect(0, 0, 1366, 728)
LARGE = QRect(0, 0, 1920, 1040)
GAMES = ["fit-to-print", "gutenberg", "viscounts", "unconscious-mind"]
GROWN = 1.3
"""1920×1040 is 1.41 times 1366×728 (the narrower ratio): what grows grows at least this much."""
TEXT_WIDGETS = (QLabel, QAbstractButton, QHeaderView, QLineEdit, QAbstractSpinBox)


def _text_sizes(window: QWidget) -> list[float]:
    """The point sizes of the text of every shown label, button, header and field in ``window``."""
    return [w.font().pointSizeF() for w in window.findChildren(QWidget)
            if isinstance(w, TEXT_WIDGETS) and w.isVisibleTo(window)]


@pytest.fixture
def on_screen(qtbot):
    """``on_screen(rect)``: every window opened next sees ``rect`` as its screen."""
    yield lambda rect: screen_fit.simulate_screen(rect)
    screen_fit.simulate_screen(None)


def _calculator(qtbot, game_id: str) -> QWidget:
    dialog = calculator_opener(game_id)(None)  # deleted when closed
    qtbot.waitExposed(dialog)
    qtbot.wait(20)  # the refit after the window manager placed it
    return dialog


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("game_id", GAMES)
def test_score_calculator_uses_a_1920x1080_screen(qtbot, on_screen, game_id, lang):
    """The calculator opens wider, as tall as the screen allows, with every text larger than at
    1366×768 (FTP-CAL-01, GUT-END-01, VIS-END-01, UM-END-01: the physical-game calculators)."""
    set_language(lang, save=False)
    base = QApplication.font().pointSizeF()
    on_screen(SMALL)
    small = _calculator(qtbot, game_id)
    small_size, small_text = small.size(), _text_sizes(small)
    small.close()
    assert set(small_text) == {base}, "at 1366×768 the calculator's text is the application's, as before"
    on_screen(LARGE)
    large = _calculator(qtbot, game_id)
    room = screen_fit.room(large)
    assert large.width() >= GROWN * small_size.width() or large.width() >= 0.95 * room.width(), \
        f"{large.width()} px wide at 1920 vs {small_size.width()} at 1366"
    assert large.height() >= 0.9 * room.height(), f"{large.height()} of {room.height()} px"
    text = _text_sizes(large)
    assert len(text) == len(small_text)
    assert min(text) >= GROWN * base, f"text left at the 1366 size: {sorted(set(text))}"
    large.close()


def _indicator_sides(window: QWidget) -> list[int]:
    """The side (px) of the indicator of every shown check box in ``window``, as its style lays it out."""
    sides = []
    for box in window.findChildren(QCheckBox):
        if box.isVisibleTo(window):
            option = QStyleOptionButton()
            box.initStyleOption(option)
            sides.append(box.style().subElementRect(QStyle.SubElement.SE_CheckBoxIndicator, option, box).height())
    return sides


@pytest.mark.parametrize("game_id", ["fit-to-print", "viscounts", "unconscious-mind"])
def test_check_boxes_grow_with_the_text_at_1920x1080(qtbot, on_screen, game_id):
    """The calculators' check boxes (FTP-CAL-01's family photo, VIS-END-01's revealed end cards and castle
    leader, UM-END-01's solo game): their boxes grow with their grown text at 1920×1080 (they kept the
    1366 size beside text 1.4 times larger), and stay as they were at 1366×768."""
    on_screen(SMALL)
    small = _calculator(qtbot, game_id)
    small_sides = _indicator_sides(small)
    small.close()
    on_screen(LARGE)
    large = _calculator(qtbot, game_id)
    large_sides = _indicator_sides(large)
    large.close()
    plain = QApplication.style().pixelMetric(QStyle.PixelMetric.PM_IndicatorWidth)
    assert small_sides and set(small_sides) == {plain}
    assert len(large_sides) == len(small_sides)
    assert min(large_sides) >= GROWN * plain, (plain, sorted(set(large_sides)))


def _window(qtbot, game_id: str):
    from desktop_app.ui.game_window import GameWindow

    game = get_game(game_id)
    seats = [Seat(name, "", "human" if i == 0 else "normal") for i, name in enumerate(("Ann", "Benjamin", "Cy"))]
    controller = GameController.new(game, load_game_content(game)[0], GameOptions(seats), 5, autosave=False)
    controller.set_animation_speed(0)
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(screen_fit.room(window))  # maximised
    qtbot.wait(30)
    return window


def _panels(qtbot, window) -> dict[str, float]:
    """The docks' width (once the window has settled) and text sizes, the table's and the window's widths."""
    docks = (window.score_dock, window.log_dock, window.rules_dock)
    needed = window.score_dock.table.needed_width()
    qtbot.waitUntil(lambda: window.score_dock.width() >= min(needed, 0.34 * window.width()), timeout=2000)
    texts = [window.score_dock.table, window.score_dock.table.horizontalHeader(), window.score_dock.totals,
             window.log_dock.text, window.rules_dock.label]
    return {"dock width": min(d.width() for d in docks),
            "dock text": min(w.font().pointSizeF() for w in (*docks, *texts)),
            "status text": window.status_label.font().pointSizeF(),
            "view": window.view.width(), "window": window.width()}


@pytest.mark.parametrize("game_id", GAMES)
def test_game_window_panels_use_a_1920x1080_screen(qtbot, on_screen, game_id):
    """Maximised at 1920×1080 the docks are wider and their text (and the status line's) larger than
    at 1366×768, in proportion; the table keeps the biggest share of the window."""
    on_screen(SMALL)
    window = _window(qtbot, game_id)
    small = _panels(qtbot, window)
    window.controller.shutdown(0)
    window.close()
    on_screen(LARGE)
    window = _window(qtbot, game_id)
    large = _panels(qtbot, window)
    window.controller.shutdown(0)
    base = QApplication.font().pointSizeF()
    assert small["dock text"] == small["status text"] == base, "1366×768 stays as it was"
    assert large["dock width"] >= GROWN * small["dock width"], (small, large)
    assert large["dock text"] >= GROWN * base and large["status text"] >= GROWN * base, (small, large)
    assert large["view"] >= 0.6 * large["window"], "the table keeps the biggest share"
    assert large["view"] > small["view"]


@pytest.mark.parametrize("screen", [SMALL, LARGE], ids=["1366x768", "1920x1080"])
@pytest.mark.parametrize("game_id", GAMES)
def test_scores_dock_shows_every_category_when_there_is_room(qtbot, on_screen, game_id, screen):
    """The Scores dock grows as tall as its rows, up to 58% of its window (Gutenberg's four categories
    scrolled even at 1366×768 under a log twice as tall); Viscounts' eleven fit too, those nobody has scored
    in folded into one row (``test_score_dock_rows_1366`` checks late and final positions)."""
    on_screen(screen)
    window = _window(qtbot, game_id)
    table = window.score_dock.table
    try:
        qtbot.waitUntil(lambda: table.verticalScrollBar().maximum() == 0, timeout=2000)
        assert window.log_dock.height() >= 0.25 * window.height()
    finally:
        window.controller.shutdown(0)


def test_score_summary_grows_at_1920x1080(qtbot, on_screen):
    """The end-of-game summary (its title too) is larger than at 1366×768, in proportion."""
    from desktop_app.ui.score_dialog import ScoreDialog

    game = get_game("gutenberg")
    seats = [Seat(name, "", "human") for name in ("Ann", "Benjamin")]
    controller = GameController.new(game, load_game_content(game)[0], GameOptions(seats), 5, autosave=False)
    sizes = {}
    try:
        for name, screen in (("small", SMALL), ("large", LARGE)):
            on_screen(screen)
            dialog = ScoreDialog(controller.score_sheet(), ["red", "blue"])
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            sizes[name] = (dialog.width(), dialog.title.font().pointSizeF(), min(_text_sizes(dialog)))
            dialog.close()
    finally:
        controller.shutdown(0)
    (small_width, small_title, small_text), (width, title, text) = sizes["small"], sizes["large"]
    assert small_title == 16 and small_text == QApplication.font().pointSizeF()
    assert width >= GROWN * small_width and title >= GROWN * small_title and text >= GROWN * small_text, sizes
