"""Computer viscounts' strength (issue 11 with both expansions, issue 18 at 3–4 players; opt-in:
``pytest -m slow``). The bots count their search in nodes, so these seeds replay the same games on any
machine; the README's ladder tables (``simulate --ladder``, docs/ladder/) give the larger runs."""

from __future__ import annotations

import pytest

from desktop_app.cli_simulate import simulate
from desktop_app.rules.viscounts import GAME

BOTH = ["gates_of_gold=true", "keeper_of_keys=true"]


@pytest.mark.slow
def test_hard_beats_normal_with_both_modules_at_two_players():
    """Eight 2-player games in each seat order with Gates of Gold and Keeper of Keys: hard wins more
    games than normal and scores more on average."""
    first = simulate(GAME, 2, 8, 1, ["hard", "normal"], variant_pairs=BOTH)
    second = simulate(GAME, 2, 8, 1, ["normal", "hard"], variant_pairs=BOTH)
    assert first["errors"] == [] and second["errors"] == []
    hard_wins = first["wins_by_seat"][0] + second["wins_by_seat"][1]
    normal_wins = first["wins_by_seat"][1] + second["wins_by_seat"][0]
    assert hard_wins > normal_wins
    hard = first["mean_score_by_seat"][0] + second["mean_score_by_seat"][1]
    normal = first["mean_score_by_seat"][1] + second["mean_score_by_seat"][0]
    assert hard > normal


def _hard_in_each_seat(players: int, games: int, seed: int) -> tuple[int, int, float]:
    """Hard against normals, in each seat in turn (seat k plays seeds ``seed + 1000 * (k + 1)`` on, as
    ``simulate --ladder`` does): hard's wins, the games, and hard's mean score minus the normals'."""
    wins = played = 0
    lead = 0.0
    for seat in range(players):
        levels = ["normal"] * players
        levels[seat] = "hard"
        summary = simulate(GAME, players, games, seed + 1000 * (seat + 1), levels)
        assert summary["errors"] == []
        wins += summary["wins_by_seat"][seat]
        played += summary["games"]
        scores = summary["mean_score_by_seat"]
        lead += scores[seat] - sum(scores[q] for q in range(players) if q != seat) / (players - 1)
    return wins, played, lead / players


@pytest.mark.slow
@pytest.mark.parametrize(("players", "games"), [(3, 6), (4, 2)])
def test_hard_outscores_normals_at_three_and_four_players(players, games):
    """Issue 18: hard against 2–3 normal bots, in each seat in turn (base game, VIS-SCORE totals): it wins at
    least its fair share of the games and outscores the normals' mean by more than 2 points a game (before
    it scored its own worth with more foresight, the 3-player games here left it 2.5 points below them;
    the README's ladder has 30 and 40 games). Six 3-player games a seat since hard's weights were fitted
    (:mod:`hard_weights`): the first three a seat won their fair share, 3 of 9, but by 1.4 points a game; 18
    win 8 by 4.4 (60 on these seeds: 36, by 9.0)."""
    wins, played, lead = _hard_in_each_seat(players, games, 0)
    assert wins >= played / players
    assert lead > 2
