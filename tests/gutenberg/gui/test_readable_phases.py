"""Gutenberg at 1366×768 through a whole game (issue "Viscounts and Unconscious Mind as players find
them", readability): in every phase — characters, the draft, letters, planning, the reveal, actions,
completing orders, the end — and with 1 (the Rival) to 4 players, no text a player needs is under 9 px
and none is cut off. The default suite measures the start and one mid-game position
(``tests/gui/test_readability_1366.py``); this sweep is slow."""

from __future__ import annotations

import pytest

from desktop_app.ui import screen_fit
from desktop_app.ui.i18n import set_language
from tests.gui.test_readability_1366 import SCREEN, _controller, _readable, _window


@pytest.mark.slow
@pytest.mark.parametrize(("players", "after"), [
    # two players, the person's own decisions in the seeded game: a character, the draft, a free letter, a
    # free-action window, planning, the reveal, each action, a new order's drawn cards, a free specialty,
    # completing orders, a free ink, the last window; then the game over
    *((2, n) for n in (1, 4, 5, 14, 17, 18, 36, 38, 39, 41, 44, 46, 47, 49, 53, 82, 252, 3000)),
    (1, 30), (3, 60), (3, 120), (4, 90), (4, 3000)])
@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_every_phase_is_readable_at_1366x768_gut_rnd_01(qtbot, players, after, lang):
    """GUT-RND-01: ``after`` computer actions into a game of ``players`` (3000: the game is over)."""
    screen_fit.simulate_screen(SCREEN)
    set_language(lang, save=False)
    window = _window(qtbot, _controller("gutenberg", players, after))
    try:
        _readable(window)
    finally:
        window.controller.shutdown(0)
        screen_fit.simulate_screen(None)
        set_language("en", save=False)
