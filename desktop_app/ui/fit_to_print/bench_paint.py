"""Paint benchmark: dragging a tile across the page with all 128 tiles on the table.

``measure_drag_paint_ms(frames)`` builds a solo table offscreen (the pool scattered, ten tiles on
the desk, Layout called), drags a desk tile across the page one step per frame (snapping and the
ghost included) and times a full repaint of the board view per frame (``viewport().grab()``,
stricter than the partial repaint of a real drag). Returns the median milliseconds per frame of
the process's CPU time (``clock="cpu"``, all threads: the painting work itself, steady on a busy
machine) or of wall-clock time (``clock="wall"``).

``python -m desktop_app.ui.fit_to_print.bench_paint [frames]`` prints it.
"""

from __future__ import annotations

import os
import statistics
import sys
import time

VIEW_SIZE = (1040, 820)
"""About the board's share of a 1400 × 900 game window (the docks take the rest)."""
DESK_TILES = 10


def _application():
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    return QApplication.instance() or QApplication([])


def build_table(seed: int = 5):
    """(controller, scene, view) of a solo game in Layout with every tile on the table."""
    _application()
    from desktop_app.controllers.game_controller import GameController
    from desktop_app.engine.action import Action
    from desktop_app.engine.game import GameOptions, Seat
    from desktop_app.rules.fit_to_print import GAME
    from desktop_app.ui.board_view import BoardView
    from desktop_app.ui.fit_to_print.scene import FtpScene

    content = GAME.load_content()
    controller = GameController.new(GAME, content, GameOptions([Seat("Ann", "red", "human")]), seed,
                                    autosave=False)
    controller.set_animation_speed(0)
    scene = FtpScene(controller, start_clock=False)
    scene.set_animation_speed(0)
    controller.state_changed.connect(scene.sync)
    controller._kick_off()
    for uid in list(controller.state.pool[:DESK_TILES]):
        controller.submit(Action.make(0, "take", tile=uid))
        controller.submit(Action.make(0, "keep", tile=uid))
    controller.submit(Action.make(0, "call_layout"))
    view = BoardView()
    view.setScene(scene)
    view.resize(*VIEW_SIZE)
    view.show()
    view.fit()
    return controller, scene, view


def measure_drag_paint_ms(frames: int = 60, clock: str = "cpu") -> float:
    """Median ms to repaint the board per frame while a tile is dragged across the page."""
    if clock not in ("cpu", "wall"):
        raise ValueError("clock must be 'cpu' or 'wall'")
    timer = time.process_time if clock == "cpu" else time.perf_counter
    app = _application()
    from PySide6.QtCore import QPointF

    from desktop_app.ui.fit_to_print.art import CELL

    controller, scene, view = build_table()
    try:
        visible = sum(1 for t in scene.tiles.values() if t.isVisible())
        if visible != len(controller.state.kinds):
            raise RuntimeError(f"only {visible} tiles are on the table")
        item = scene.tiles[controller.state.players[0].desk[0]]
        app.processEvents()
        view.viewport().grab()  # first paint fills the caches
        item.dragging = True
        item.update()
        item.setScale(1.0)
        item.setZValue(2000)
        grid = scene.page.grid_rect()
        start = QPointF(grid.left() - 3 * CELL, grid.top() + CELL)
        end = QPointF(grid.right() - CELL, grid.bottom() - 2 * CELL)
        times = []
        for i in range(frames):
            t = i / max(1, frames - 1)
            item.setPos(start + (end - start) * t)
            t0 = timer()
            view.viewport().grab()
            times.append((timer() - t0) * 1000)
        item.dragging = False
        return statistics.median(times)
    finally:
        view.close()
        view.deleteLater()
        controller.shutdown()
        app.processEvents()


def main(argv: list[str] | None = None) -> int:
    """Print the median paint time of a drag."""
    args = sys.argv[1:] if argv is None else argv
    frames = int(args[0]) if args else 60
    cpu, wall = measure_drag_paint_ms(frames), measure_drag_paint_ms(frames, "wall")
    print(f"fit-to-print drag paint ({frames} frames, 128 tiles): median {cpu:.2f} ms/frame CPU, "
          f"{wall:.2f} ms/frame wall clock")
    return 0


if __name__ == "__main__":
    sys.exit(main())
