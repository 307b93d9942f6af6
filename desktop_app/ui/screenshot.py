"""Render a window to a PNG without a screen (``python -m desktop_app screenshot``, packaging smoke test)."""

from __future__ import annotations

import os
from pathlib import Path

from desktop_app.engine.game import GameOptions, Seat, game_ids, get_game

SIZE = (1400, 900)
NAMES = ("Ann", "Ben", "美玲", "Dana", "Eli", "Fay")
"""Seat names of screenshot games (one Chinese name shows that CJK text renders)."""
COLOURS = ("red", "blue", "green", "yellow", "purple", "orange")


def _process_events(rounds: int = 6) -> None:
    from PySide6.QtCore import QCoreApplication, QEventLoop

    for _ in range(rounds):
        QCoreApplication.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)


def render_screenshot(out: Path, game_id: str | None = None, players: int | None = None,
                      seed: int = 1, after: int = 0, lang: str | None = None,
                      size: tuple[int, int] = SIZE, variants: dict | None = None) -> None:
    """Save a PNG of the main window (``game_id`` None) or of a game after ``after`` bot actions.

    ``lang`` (``"en"`` / ``"zh_TW"``) overrides the saved language; ``size`` is the window's size
    (the screen is simulated just large enough for it, so the windows lay out as they would on a
    screen of that size); ``variants`` are the game's options and modules. Raises ValueError with a one-line message on bad input (unknown or
    unplayable game, player count out of range, negative ``after``, a size below 640×480).
    """
    if size[0] < 640 or size[1] < 480:
        raise ValueError(f"--size must be at least 640x480, not {size[0]}x{size[1]}")
    out = Path(out)
    game = None
    if game_id is not None:
        try:
            game = get_game(game_id)
        except KeyError:
            raise ValueError(f"unknown game '{game_id}' (choose from {', '.join(game_ids())})") from None
        if not game.implemented:
            raise ValueError(f"{game.name.get('en', game_id)} is not playable yet")
        players = players if players is not None else min(max(2, game.min_players), game.max_players)
        if not game.min_players <= players <= game.max_players:
            raise ValueError(f"{game.name.get('en', game_id)} takes {game.min_players}–{game.max_players} "
                             f"players, not {players}")
    if after < 0:
        raise ValueError(f"--after must be 0 or more, not {after}")
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QRect

    from desktop_app.ui.app import application
    from desktop_app.ui.i18n import set_language
    from desktop_app.ui.screen_fit import DECORATION, simulate_screen

    application()
    if lang is not None:
        set_language(lang, save=False)
    simulate_screen(QRect(0, 0, size[0] + DECORATION.width(), size[1] + DECORATION.height()))
    window = _main_window() if game is None else _game_window(game, players, seed, after, variants or {})
    try:
        window.resize(*size)
        window.show()
        _process_events()
        if hasattr(window, "view"):
            window.view.fit()
            _process_events(2)
        out.parent.mkdir(parents=True, exist_ok=True)
        if not window.grab().save(str(out)):
            raise ValueError(f"cannot write {out}")
    finally:
        window.close()
        window.deleteLater()
        _process_events(1)
        simulate_screen(None)


def _main_window():
    from desktop_app.ui.main_window import MainWindow

    return MainWindow()


def _game_window(game, players: int, seed: int, after: int, variants: dict):
    from desktop_app.ai.selfplay import play_game
    from desktop_app.controllers.game_controller import GameController
    from desktop_app.controllers.session import load_game_content
    from desktop_app.ui.game_window import GameWindow

    content, _warnings = load_game_content(game)
    seats = [Seat(NAMES[i % len(NAMES)], COLOURS[i % len(COLOURS)], "human" if i == 0 else "normal")
             for i in range(players)]
    options = GameOptions(seats, dict(variants))
    result = play_game(game, content, options, seed, ["easy"] * players, max_actions=after)
    if result.error or result.state is None:
        raise ValueError(f"the game failed after {result.actions} actions: {result.error}")
    controller = GameController(game, content, result.record, result.state, autosave=False)
    window = GameWindow(controller)
    controller.shutdown(0)  # a still picture: no computer moves, no clock
    return window
