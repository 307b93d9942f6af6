"""Offscreen screenshots of the library and of a game window (the CLI's `screenshot`)."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QImage

from desktop_app.engine import game as registry
from desktop_app.engine.game import GameInfo
from desktop_app.ui.screenshot import SIZE, render_screenshot


def test_screenshot_of_the_library(tmp_path):
    """The main window renders to a PNG of the promised size."""
    out = tmp_path / "main.png"
    render_screenshot(out)
    image = QImage(str(out))
    assert (image.width(), image.height()) == SIZE


def test_screenshot_of_a_game_after_some_moves(tmp_path, monkeypatch):
    """A tiny game after 2 bot moves renders; bad input is a one-line ValueError."""
    out = tmp_path / "tiny.png"
    render_screenshot(out, game_id="tiny", players=2, seed=4, after=2)
    assert QImage(str(out)).width() == SIZE[0]
    with pytest.raises(ValueError, match="takes 2–4 players, not 9"):
        render_screenshot(out, game_id="tiny", players=9)
    with pytest.raises(ValueError, match="unknown game 'chess'"):
        render_screenshot(out, game_id="chess")
    soon = GameInfo("someday", {"en": "Someday", "zh": "有朝一日"}, 1, 4, "", "")
    monkeypatch.setitem(registry._LIBRARY, soon.id, soon)
    with pytest.raises(ValueError, match="not playable yet"):
        render_screenshot(out, game_id="someday")


def test_screenshot_at_a_small_screen_size_in_chinese(tmp_path):
    """``--size 1366x768 --lang zh_TW``: the window is laid out for that screen, in Chinese."""
    out = tmp_path / "small.png"
    render_screenshot(out, game_id="tiny", players=2, seed=4, lang="zh_TW", size=(1366, 768))
    image = QImage(str(out))
    assert (image.width(), image.height()) == (1366, 768)
    with pytest.raises(ValueError, match="at least 640x480"):
        render_screenshot(out, size=(300, 200))
