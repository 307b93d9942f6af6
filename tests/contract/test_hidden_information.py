"""The hidden-information contract on every game with hidden information (see hidden_info.py).

A game registers by implementing ``GameState.hidden_values`` and adding a row to ``GAMES``.
The harness is shown to catch the leaks it was written for, rebuilt here on purpose: the same
tile id -> kind table in every game, a view that shuffles the true order with a fixed stream (Fit
To Print's focus stack), a Viscounts view that keeps the others' true hands, a resample of character tiles that
excludes the next seat's true tiles, and Unconscious Mind's old pile resample that kept which
unseen method tiles are in which pile and which stayed in the box. Views called without an rng
(as the controller calls them) must be dealt afresh each time: a fixed stream is caught too.
"""

from __future__ import annotations

import random

import pytest

from desktop_app.engine.game import GameOptions, get_game
from desktop_app.rules.fit_to_print.state import FtpState
from desktop_app.rules.gutenberg.state import GutenbergState
from desktop_app.rules.unconscious_mind import state as um_state
from desktop_app.rules.viscounts import state as vis_state
from desktop_app.rules.viscounts.state import VisState
from tests.contract.harness import load_content
from tests.contract.hidden_info import (
    check_fresh_views,
    check_hidden_information,
    collect,
    find_leaks,
    fresh_views,
)

GAMES = [
    # game id, players, probes, moves per probe (at most), variants
    ("fit-to-print", 3, 150, 30, {}),
    ("gutenberg", 3, 240, 40, {}),
    ("viscounts", 3, 150, 60, {}),
    ("unconscious-mind", 3, 150, 40, {}),
]


@pytest.mark.parametrize(("game_id", "players", "samples", "steps", "variants"), GAMES)
def test_nothing_hidden_is_recovered_better_than_chance(game_id, players, samples, steps, variants):
    game = get_game(game_id)
    report = check_hidden_information(game, load_content(game), players, samples, steps, seed=1,
                                      variants=variants)
    assert report.hidden > 10 * samples and report.tests > 1000


@pytest.mark.parametrize(("game_id", "players", "samples", "steps", "variants"), GAMES)
def test_views_without_an_rng_are_dealt_afresh(game_id, players, samples, steps, variants):
    game = get_game(game_id)
    positions, fresh = check_fresh_views(game, load_content(game), players, 24, steps, seed=3, variants=variants)
    assert positions >= 12 and fresh >= 0.9 * positions


@pytest.mark.parametrize(("game_id", "module"), [("viscounts", vis_state), ("unconscious-mind", um_state)],
                         ids=["viscounts", "unconscious-mind"])
def test_the_fresh_check_finds_views_dealt_from_a_fixed_stream(monkeypatch, game_id, module):
    """The old views: ``rng or Random(0x5EED + player)`` (Viscounts), ``new_rng(0, "view-p")`` (UM)."""
    monkeypatch.setattr(module, "private_rng", lambda rng: rng or random.Random(0x5EED))
    game = get_game(game_id)
    positions, fresh = fresh_views(game, load_content(game), 3, 24, 40, seed=3)
    assert positions >= 12 and fresh == 0


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


def test_the_harness_finds_a_viscounts_view_that_deals_the_draw_piles_but_keeps_the_hands(monkeypatch):
    """Another player's draw pile redealt, but their true hand kept (sorted, as the view shows hands)."""
    honest = VisState.view

    def true_hands(self, player, rng=None):
        view = honest(self, player, rng)
        for seat, pl in enumerate(view.players):
            if seat != player:
                pool = sorted(pl.hand + pl.draw)
                for card in self.players[seat].hand:
                    pool.remove(card)
                pl.hand, pl.draw = sorted(self.players[seat].hand), pool
        return view

    monkeypatch.setattr(VisState, "view", true_hands)
    leaks = _leaks("viscounts", 150, 60)
    assert any(line.startswith("equal: cards:") for line in leaks), leaks[:5]


def test_the_harness_finds_unconscious_mind_piles_that_keep_their_tiles(monkeypatch):
    """The old view shuffled each pile within itself: which unseen tiles are in play stayed true."""

    def per_pile(state, view, rng):
        for row in view.market:
            era2 = sorted(t for t in row[0][:-1] if state.content.tiles[t]["era"] == 2)
            era1 = sorted(t for t in row[0][:-1] if state.content.tiles[t]["era"] != 2)
            rng.shuffle(era2)
            rng.shuffle(era1)
            row[0] = era2 + era1 + row[0][-1:]

    monkeypatch.setattr(um_state, "_resample_tiles", per_pile)
    leaks = _leaks("unconscious-mind", 90, 20)
    assert any(line.startswith("equal: tile:era") for line in leaks), leaks[:5]


def test_the_unconscious_mind_tile_resample_keeps_what_everyone_sees():
    """UM-ENG-01: pile sizes, the era of every pile position and each top's back stay; the unseen
    tiles are dealt among both piles and the era I box, and no tile is lost or made."""
    game = get_game("unconscious-mind")
    content = load_content(game)
    era = {t: content.tiles[t]["era"] for t in content.tiles}
    unused = len(content.era1) - content.rules.era1_tiles_by_players[3]  # UM-SET-03: the box's first tiles
    moved = 0
    for seed in range(6):
        state = game.new_state(GameOptions.default(3, ["random"] * 3), content, seed)
        view = state.view(seed % 3, random.Random(seed))
        assert sorted(view.box + [t for row in view.market for t in row[0]]) == \
            sorted(state.box + [t for row in state.market for t in row[0]])
        assert view.box[unused:] == state.box[unused:] and {era[t] for t in view.box[:unused]} == {1}
        for true, seen in zip(state.market, view.market, strict=True):
            assert [era[t] for t in seen[0]] == [era[t] for t in true[0]]
            assert content.backs[seen[0][-1]] == content.backs[true[0][-1]]
            moved += sorted(seen[0]) != sorted(true[0])
    assert moved >= 10
