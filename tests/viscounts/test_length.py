"""GAP-21 game length with computer viscounts (opt-in: pytest -m slow; the figures for the report
come from ``python -m desktop_app simulate --game viscounts --players N --games 200 --bots normal``)."""

from __future__ import annotations

import pytest

from desktop_app.cli_simulate import simulate
from desktop_app.rules.viscounts import GAME


@pytest.mark.slow
@pytest.mark.parametrize(("players", "low", "high"), [(1, 9, 14), (2, 10, 14), (3, 10, 14), (4, 10, 14)])
def test_gap21_median_rounds_with_normal_bots(players, low, high):
    """GAP-21: the median game lasts 10–14 rounds (9–14 solo) with the default content."""
    summary = simulate(GAME, players, 30, 1, ["normal"] * players)
    assert summary["errors"] == []
    assert low <= summary["median_rounds"] <= high, summary["median_rounds"]
