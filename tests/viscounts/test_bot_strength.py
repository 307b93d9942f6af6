"""Computer viscounts' strength with both expansions (issue 11; opt-in: ``pytest -m slow``). The bots
count their search in nodes, so these seeds replay the same games on any machine; the README gives the
larger runs (``python -m desktop_app simulate --game viscounts ...``)."""

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
