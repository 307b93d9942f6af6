"""The engine contract checks on every implemented game of the library (one seeded game per
player count, plus a game with bots in the seats)."""

import pytest

from desktop_app.engine.game import GameOptions, game_info, get_game
from tests.contract.harness import load_content, play_checked, run_contract, variant_sets

GAMES = ["fit-to-print", "gutenberg", "viscounts", "unconscious-mind"]


def _game(game_id):
    game = get_game(game_id)
    assert game.implemented, f"{game_id} should be playable"
    return game


SEATINGS = [(g, n) for g in GAMES for n in range(game_info(g).min_players, game_info(g).max_players + 1)]


@pytest.mark.parametrize(("game_id", "players"), SEATINGS)
def test_random_play_meets_the_engine_contract(game_id, players):
    game = _game(game_id)
    run = run_contract(game, players, seed=players, deep_every=50)
    assert run.state.is_over() and run.actions > 0


@pytest.mark.parametrize("game_id", GAMES)
def test_bots_in_every_seat_meet_the_engine_contract(game_id):
    game = _game(game_id)
    players = min(max(2, game.min_players), game.max_players)
    levels = (["easy", "random", "normal", "easy"])[:players]
    run = play_checked(game, players, 11, levels, deep_every=40, budget_s=0.01)
    assert run.state.is_over()


@pytest.mark.parametrize("game_id", GAMES)
def test_every_option_meets_the_engine_contract(game_id):
    """Each variant / module switched away from its default: one checked, seeded 2-player game
    each, whose record replays exactly. An option that needs another one first may refuse to
    start with a one-line ValueError."""
    game = _game(game_id)
    players = min(max(2, game.min_players), game.max_players)
    content = load_content(game)
    played = 0
    for k, variants in enumerate(variant_sets(game, content)):
        try:
            game.new_state(GameOptions.default(players, ["random"] * players, **variants), content, 20 + k)
        except ValueError as exc:
            assert str(exc) and "\n" not in str(exc), f"variants {variants}: refused without a clear reason"
            continue
        try:
            run = play_checked(game, players, 20 + k, deep_every=100, variants=variants)
        except AssertionError as exc:
            raise AssertionError(f"variants {variants}: {exc}") from exc
        assert run.state.is_over() and run.record.replay(game, content) == run.state, f"variants {variants}"
        played += 1
    assert played or not game.option_specs(content)
