"""The hidden-information contract on every game with hidden information (see hidden_info.py).

A game registers by implementing ``GameState.hidden_values`` and adding a row to ``GAMES``.
The harness is shown to catch the three leaks it was written for, rebuilt here on purpose: the
same tile id -> kind table in every game, a view that shuffles the true order with a fixed
stream, and a resample of character tiles that excludes the next seat's true tiles.
"""

from __future__ import annotations

import random

import pytest

from desktop_app.engine.game import GameOptions, get_game
from desktop_app.rules.fit_to_print.state import FtpState
from desktop_app.rules.gutenberg.state import GutenbergState
from tests.contract.harness import load_content
from tests.contract.hidden_info import check_hidden_information, collect, find_leaks

GAMES = [
    # game id, players, probes, moves per probe (at most), variants
    ("fit-to-print", 3, 150, 30, {}),
    ("gutenberg", 3, 240, 40, {}),
]


@pytest.mark.parametrize(("game_id", "players", "samples", "steps", "variants"), GAMES)
def test_nothing_hidden_is_recovered_better_than_chance(game_id, players, samples, steps, variants):
    game = get_game(game_id)
    report = check_hidden_information(game, load_content(game), players, samples, steps, seed=1,
                                      variants=variants)
    assert report.hidden > 10 * samples and report.tests > 1000


def _leaks(game_id, samples, steps):
    game = get_game(game_id)
    content = load_content(game)
    chosen = type(game.new_state(GameOptions.default(3), content, 1)).HIDDEN_CHOICES
    return find_leaks(collect(game, content, 3, samples, steps, seed=2), chosen).leaks


def test_the_harness_finds_tile_ids_that_say_what_they_are(monkeypatch):
    """Without the per-game deal of tile ids, id 17 is the same kind in every game."""
    monkeypatch.setattr(FtpState, "relabel", lambda self, uids: None)
    leaks = _leaks("fit-to-print", 90, 20)
    assert any(line.startswith("prior: tile:") for line in leaks), leaks[:5]


def test_the_harness_finds_a_view_that_shuffles_the_truth_with_a_fixed_stream(monkeypatch):
    """The old view: with no rng, the true focus stack and decks shuffled by Random(0x5EED + p)."""
    honest = FtpState.view

    def fixed_stream(self, player, rng=None):
        view = honest(self, player, rng)
        if rng is None:
            fixed = random.Random(0x5EED + player)
            view.focus_stack = list(self.focus_stack)
            fixed.shuffle(view.focus_stack)
            for day, deck in self.breaking_decks.items():
                view.breaking_decks[day] = list(deck)
                fixed.shuffle(view.breaking_decks[day])
        return view

    monkeypatch.setattr(FtpState, "view", fixed_stream)
    leaks = _leaks("fit-to-print", 90, 20)
    assert any(line.startswith("equal: focus:") or line.startswith("equal: breaking:") for line in leaks), leaks[:5]


def test_the_harness_finds_a_resample_that_leaks_by_exclusion(monkeypatch):
    """The old view: each undecided seat in turn drew from the box and its own true tiles only."""
    honest = GutenbergState.view

    def by_exclusion(self, player, rng=None):
        view = honest(self, player, rng)
        rng = rng or random.Random()
        box = list(self.char_box)
        for seat, pl in enumerate(view.players):
            true = self.players[seat]
            if seat == player or true.character is not None or not true.character_choices:
                continue
            pool = sorted(box + true.character_choices)
            rng.shuffle(pool)
            pl.character_choices, box = pool[:len(true.character_choices)], pool[len(true.character_choices):]
        view.char_box = sorted(box)
        return view

    monkeypatch.setattr(GutenbergState, "view", by_exclusion)
    leaks = _leaks("gutenberg", 150, 0)
    assert any(line.startswith("equal: character:") and "0.0% right" in line for line in leaks), leaks[:5]
