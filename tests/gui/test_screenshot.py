"""Offscreen screenshots of the library and of a game window (the CLI's `screenshot`)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from desktop_app.ui.screenshot import SIZE, render_screenshot


def test_screenshot_of_the_library(tmp_path):
    """The main window renders to a PNG of the promised size."""
    out = tmp_path / "main.png"
    render_screenshot(out)
    image = QImage(str(out))
    assert (image.width(), image.height()) == SIZE


def test_screenshot_of_a_game_after_some_moves(tmp_path):
    """A tiny game after 2 bot moves renders; bad input is a one-line ValueError."""
    out = tmp_path / "tiny.png"
    render_screenshot(out, game_id="tiny", players=2, seed=4, after=2)
    assert QImage(str(out)).width() == SIZE[0]
    with pytest.raises(ValueError, match="takes 2–4 players, not 9"):
        render_screenshot(out, game_id="tiny", players=9)
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        render_screenshot(out, game_id="chess")
    with pytest.raises(ValueError, match="not playable yet"):
        render_screenshot(out, game_id="unconscious-mind")
