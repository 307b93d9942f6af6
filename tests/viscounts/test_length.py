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


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3, 4])
@pytest.mark.parametrize("modules", [["gates_of_gold=true"], ["keeper_of_keys=true"],
                                     ["gates_of_gold=true", "keeper_of_keys=true"]])
def test_gap21_median_rounds_with_each_module_combination(players, modules):
    """GAP-21 with the expansions (issue 11): 10–14 rounds at the median for each module combination
    (Gates of Gold with its own end pile counts, GAP-06); the README's ladder tables (docs/ladder/) give every level."""
    summary = simulate(GAME, players, 12, 1, ["normal"] * players, variant_pairs=modules)
    assert summary["errors"] == []
    assert 10 <= summary["median_rounds"] <= 14, summary["median_rounds"]
