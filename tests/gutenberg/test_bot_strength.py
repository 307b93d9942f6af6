"""Gutenberg play strength (slow, opt-in: ``pytest -m slow``): hard beats normal and normal beats
easy over seeded two-player games in both seat orders. The searches count rollouts instead of
timing them, so these games replay exactly on any machine (the README's ladder tables, docs/ladder/, use 20–40 games a pairing)."""

from __future__ import annotations

import pytest

from desktop_app.cli_simulate import simulate
from desktop_app.rules.gutenberg import GAME


def _head_to_head(strong: str, weak: str, games: int, seed: int) -> tuple[int, float]:
    """Wins of ``strong`` and its mean score margin over ``weak``, ``games`` games per seat order."""
    wins, margin = 0, 0.0
    for order in ((strong, weak), (weak, strong)):
        summary = simulate(GAME, 2, games, seed, list(order))
        assert summary["errors"] == []
        me = order.index(strong)
        wins += summary["wins_by_seat"][me]
        margin += (summary["mean_score_by_seat"][me] - summary["mean_score_by_seat"][1 - me]) * games
    return wins, margin / (2 * games)


@pytest.mark.slow
@pytest.mark.parametrize("strong,weak,games", [("hard", "normal", 4), ("normal", "easy", 15)])
def test_each_level_beats_the_one_below_in_both_seat_orders(strong, weak, games):
    wins, margin = _head_to_head(strong, weak, games, 300)
    assert wins >= 1.2 * games and margin > 3, (wins, margin)
