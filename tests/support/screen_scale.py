"""The table's scale in a game window that fills a 1366×768 screen (shared by the readability tests)."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRect

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import Game, GameOptions


def table_scale_at_1366(qapp: Any, game: Game, content: Any, options: GameOptions) -> float:
    """Screen pixels per scene unit of ``game``'s table (the view fits the whole table) in a window
    filling a simulated 1366×768 screen; the window is closed again."""
    from desktop_app.ui.game_window import GameWindow
    from desktop_app.ui.screen_fit import DECORATION, simulate_screen

    simulate_screen(QRect(0, 0, 1366 + DECORATION.width(), 768 + DECORATION.height()))
    try:
        controller = GameController.new(game, content, options, 1, autosave=False)
        window = GameWindow(controller)
        window.resize(1366, 768)
        window.show()
        for _ in range(5):
            qapp.processEvents()
        window.view.fit()
        qapp.processEvents()
        scale = window.view.transform().m11()
        controller.shutdown(0)
        window.close()
        window.deleteLater()
    finally:
        simulate_screen(None)
    return scale
