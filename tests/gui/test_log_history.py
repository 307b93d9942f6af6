"""The game window's log shows the earlier moves when a saved game is opened."""

from __future__ import annotations

from desktop_app.engine.action import Action


def test_opening_a_save_shows_the_earlier_moves_after_the_header(qtbot, tiny_window, tmp_path):
    """Game > Open: the log has the header, then the saved moves' lines (not only the header)."""
    window = tiny_window(("human", "human"))
    ctl = window.controller
    ctl.submit(Action.make(0, "bid", amount=1))
    window.privacy.acknowledged.emit(1)
    ctl.submit(Action.make(1, "bid", amount=2))
    path = tmp_path / "game.board-table.json"
    assert window.save_to(path)
    window.controller.submit(Action.make(0, "pass"))  # after the save: not in the opened game
    assert window.open_game(path)
    qtbot.wait(5)  # the opened controller's start-up step
    lines = window.log_dock.lines()
    header = next(i for i, line in enumerate(lines) if "2 actions so far" in line)
    assert lines[header + 1:header + 5] == ["Ann has bid", "Bob has bid", "Bids revealed: [1, 2]",
                                            "Bob draws a card"]
    assert "Ann passes" not in lines


def test_the_log_keeps_the_newest_lines_up_to_its_limit(qtbot):
    """A long game's log drops its oldest lines past MAX_LOG_LINES and shows the newest at the bottom."""
    from desktop_app.ui.docks import MAX_LOG_LINES, LogDock

    dock = LogDock()
    qtbot.addWidget(dock)
    dock.extend([f"line {i}" for i in range(MAX_LOG_LINES)])
    dock.append("newest")
    lines = dock.lines()
    assert len(lines) == MAX_LOG_LINES and lines[0] == "line 1" and lines[-1] == "newest"
