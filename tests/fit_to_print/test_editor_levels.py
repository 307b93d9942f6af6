"""Fit To Print editors by level (slow, opt-in: ``pytest -m slow``; issue 7 §2): at 2, 4 and 6
players hard beats normal and normal beats easy, in ``simulate`` (seats alternating, both orders)
and in the app's real-time setting as ``make bench`` measures it (through the controller on a
virtual clock, one simulated person and N-1 editors of one level, each answer taking its CPU time
x 2 as on a busy 2-core machine), where every editor also keeps tiles every day and never takes
back a tile it returned. Editors search by node count, so the ``simulate`` games replay exactly;
in the app the measured thinking times make the result depend a little on the machine."""

from __future__ import annotations

import pytest

from desktop_app.cli_simulate import simulate
from desktop_app.controllers.virtual_table import ThinkModel
from desktop_app.rules.fit_to_print import GAME
from desktop_app.simulate_app import level_matrix


def _level_means(strong: str, weak: str, players: int, games: int) -> tuple[float, float, int]:
    """Mean score of ``strong`` and ``weak`` seats (alternating, both orders) and ``strong``'s wins."""
    sums, counts, wins = {strong: 0.0, weak: 0.0}, {strong: 0, weak: 0}, 0
    for first, second in ((strong, weak), (weak, strong)):
        bots = [first, second] * (players // 2)
        summary = simulate(GAME, players, games, 1, bots)
        assert summary["errors"] == []
        for level, score, won in zip(bots, summary["mean_score_by_seat"], summary["wins_by_seat"], strict=True):
            sums[level] += score * games
            counts[level] += games
            wins += won if level == strong else 0
    return sums[strong] / counts[strong], sums[weak] / counts[weak], wins


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 4, 6])
@pytest.mark.parametrize("strong,weak", [("hard", "normal"), ("normal", "easy")])
def test_each_level_outscores_the_one_below_in_simulate(players, strong, weak):
    high, low, wins = _level_means(strong, weak, players, 2)
    assert high > low + 3 and wins >= 3, (high, low, wins)


@pytest.mark.slow
def test_each_level_outscores_the_one_below_in_the_app(qapp):
    cells = level_matrix(GAME, [2, 4, 6], ["easy", "normal", "hard"], 3, 500, ThinkModel(load=2.0))
    for n in (2, 4, 6):
        easy, normal, hard = (cells[f"{n}p_{level}"] for level in ("easy", "normal", "hard"))
        assert hard["mean_total"] >= normal["mean_total"] >= easy["mean_total"] + 5, (n, cells)
        for cell in (easy, normal, hard):
            assert cell["errors"] == 0 and cell["min_taken_day"] >= 5 and cell["returned_again"] == 0, (n, cell)
