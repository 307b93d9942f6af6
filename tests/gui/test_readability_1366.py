"""Readability at 1366×768 (QA): no text a player needs is smaller than 9 px on screen or cut off with "…".

Each game's window opens on a simulated 1366×768 laptop screen (1366×728 without the task bar) and
takes all the room the app's screen fit gives it (``screen_fit.room``: the window maximised); then the
whole window — the table scene at the view's fitted zoom, its side panels, the log and rules docks
and the status line — is rendered into a recording device (:mod:`tests.gui.text_audit`), which
gives every painted string its size in screen pixels, and every string the app shortened.

Not measured: the Scores dock (its table is checked by its own tests). Fit To Print's tile faces are
pictures the scene draws once and scales: their figures are measured on their own, painted at the
size the page shows them (the headline is a miniature that scores nothing).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtWidgets import QGraphicsItem

from desktop_app.ai.selfplay import play_game
from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.ui import screen_fit
from desktop_app.ui.i18n import set_language
from tests.gui.text_audit import Painted, audit_painting, audit_window

SCREEN = QRect(0, 0, 1366, 728)
SMALLEST_PX = 9.0


def _controller(game_id: str, players: int, after: int = 0, variants: dict | None = None) -> GameController:
    """A game of ``players`` seats (the first a person) with ``variants``, ``after`` computer actions into it."""
    game = get_game(game_id)
    content = load_game_content(game)[0]
    seats = [Seat(f"Player {i + 1}", "", "human" if i == 0 else "normal") for i in range(players)]
    options = GameOptions(seats, dict(variants or {}))
    if after:
        result = play_game(game, content, options, 5, ["easy"] * players, max_actions=after)
        assert result.state is not None and not result.error
        controller = GameController(game, content, result.record, result.state, autosave=False)
    else:
        controller = GameController.new(game, content, options, 5, autosave=False)
    controller.set_animation_speed(0)
    return controller


def _window(qtbot, controller: GameController):
    from desktop_app.ui.game_window import GameWindow

    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.resize(screen_fit.room(window))
    qtbot.wait(30)
    return window


def _uncached(window) -> None:
    for item in window.scene.items():  # paint every item itself (a cached item paints a picture)
        item.setCacheMode(QGraphicsItem.CacheMode.NoCache)


def _measured(window) -> tuple[list[Painted], list[str]]:
    """The texts painted outside the Scores dock, and those among them shortened with "…"."""
    _uncached(window)
    painted, cut = audit_window(window)
    dock = window.score_dock
    scores = QRectF(QRect(dock.mapTo(window, QPoint(0, 0)), dock.size())) if dock.isVisible() else QRectF()
    shown = [p for p in painted if p.text.strip() and not scores.contains(p.x, p.y)]
    texts = {p.text for p in shown}
    shortened = sorted({whole for whole, short in cut
                        if short in texts or any("…" in t and t in short for t in texts)})
    return shown, shortened


@pytest.mark.parametrize(("game_id", "players", "after"), [
    ("fit-to-print", 2, 0), ("fit-to-print", 4, 0), ("fit-to-print", 3, 60),
    ("gutenberg", 2, 0), ("gutenberg", 4, 40),
    ("viscounts", 2, 0), ("viscounts", 3, 40), ("viscounts", 4, 40), ("viscounts", 1, 30),
    ("unconscious-mind", 1, 0), ("unconscious-mind", 2, 0), ("unconscious-mind", 3, 40), ("unconscious-mind", 4, 0),
    ("unconscious-mind", 4, 60)])
@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_no_text_smaller_than_9_px_or_cut_off_at_1366x768(qtbot, game_id, players, after, lang):
    """At the start of a game, and ``after`` computer actions into one (tiles on the page, cards in play)."""
    screen_fit.simulate_screen(SCREEN)
    set_language(lang, save=False)
    window = _window(qtbot, _controller(game_id, players, after))
    try:
        _readable(window)
    finally:
        window.controller.shutdown(0)
        screen_fit.simulate_screen(None)
        set_language("en", save=False)


VISCOUNTS_MODULES = {"gates_of_gold": True, "keeper_of_keys": True}


@pytest.mark.parametrize(("players", "after"), [(2, 0), (2, 40), (3, 40), (4, 40)])
@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_viscounts_with_both_expansions_reads_at_9_px_uncut_at_1366x768(qtbot, players, after, lang):
    """Gates of Gold and Keeper of Keys: the strip under the table (your manuscript board, King's Orders,
    outsiders, build bonus cards, public buildings, chests) makes the table's scale the smallest, and your
    board gains its chest slots, the opponents' boxes their chips and tokens (GOG-MSB-01, KOK-CHEST-02)."""
    screen_fit.simulate_screen(SCREEN)
    set_language(lang, save=False)
    window = _window(qtbot, _controller("viscounts", players, after, VISCOUNTS_MODULES))
    try:
        assert window.scene.expanded
        _readable(window)
    finally:
        window.controller.shutdown(0)
        screen_fit.simulate_screen(None)
        set_language("en", save=False)


def _painter_of(window, painted: Painted) -> str:
    """The class that painted a text: the scene item under it, else the widget."""
    viewport = window.view.viewport()
    local = viewport.mapFrom(window, QPoint(int(painted.x), int(painted.y) - 2))
    if viewport.rect().contains(local):
        items = [item for item in window.scene.items(window.view.mapToScene(local)) if item.isVisible()]
        return type(items[0]).__name__ if items else "scene"
    widget = window.childAt(int(painted.x), int(painted.y))
    return type(widget).__name__ if widget is not None else "window"


def _readable(window) -> None:
    painted, shortened = _measured(window)
    assert len(painted) > 40, "the recording sees the window's text"
    small = sorted({(round(p.px, 1), _painter_of(window, p), p.text) for p in painted if p.px < SMALLEST_PX - 0.05})
    assert small == [], f"{len(small)} texts under {SMALLEST_PX} px at zoom {window.view.zoom:.3f}: {small}"
    assert shortened == [], f"cut off: {shortened}"


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_fit_to_print_end_of_day_sheet_is_readable_at_1366x768(qtbot, lang):
    """The check replay, the day's score table and the focus-news draft (FTP-RT-07, FTP-DRF-04)."""
    from tests.gui.ftp_states import one_page_left_to_print, print_the_last_page

    screen_fit.simulate_screen(SCREEN)
    set_language(lang, save=False)
    window = _window(qtbot, one_page_left_to_print())
    try:
        print_the_last_page(window.controller)
        qtbot.wait(30)
        assert window.scene.overlay is not None and window.scene.overlay.isVisible()
        _readable(window)
    finally:
        window.controller.shutdown(0)
        screen_fit.simulate_screen(None)
        set_language("en", save=False)


def test_fit_to_print_tile_figures_are_9_px_on_the_page_at_1366x768(qtbot):
    """The category letter, the points, a photo's points per match and an ad's income (FTP-SCO-01)."""
    screen_fit.simulate_screen(SCREEN)
    window = _window(qtbot, _controller("fit-to-print", 2))
    try:
        zoom, art, content = window.view.zoom, window.scene.art, window.controller.content
        letters = {category.letter for category in content.categories.values()}
        small = set()
        for tile in content.tile_types.values():
            def paint(painter, tile=tile):
                painter.scale(zoom, zoom)
                art.paint(painter, tile, True, "en", False)

            figures = [p for p in audit_painting(400, 400, paint)
                       if p.text.strip() in letters or any(ch.isdigit() for ch in p.text)]
            assert figures, tile.id
            small |= {(tile.id, p.text, round(p.px, 1)) for p in figures if p.px < SMALLEST_PX - 0.05}
        assert small == set(), f"zoom {zoom:.3f}: {sorted(small)}"
    finally:
        window.controller.shutdown(0)
        screen_fit.simulate_screen(None)
