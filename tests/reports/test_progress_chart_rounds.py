"""The score-over-the-game chart labels whole rounds only (found on a 16-round Viscounts summary)."""

from __future__ import annotations

import pytest
from PySide6.QtCharts import QValueAxis
from PySide6.QtCore import Qt

from desktop_app.reports.progress_chart import MAX_ROUND_TICKS, progress_chart


def _round_ticks(axis: QValueAxis) -> list[float]:
    """Where the axis draws its ticks (and labels them with ``%d``), whatever its tick type."""
    low, high = axis.min(), axis.max()
    if axis.tickType() == QValueAxis.TickType.TicksDynamic:
        ticks, value = [], axis.tickAnchor()
        while value <= high + 1e-9:
            if value >= low - 1e-9:
                ticks.append(value)
            value += axis.tickInterval()
        return ticks
    count = axis.tickCount()
    return [low + k * (high - low) / (count - 1) for k in range(count)]


@pytest.mark.parametrize("rounds", [2, 5, 12, 13, 16, 23, 40])
def test_every_round_tick_is_a_whole_round_from_round_1(qapp, rounds):
    """A 16-round game used to get 12 evenly spread ticks at 1, 2.36, 3.73 … printed as 1, 2, 3, 5, 6 …:
    the labels did not stand under the rounds' points. Ticks now stand on whole rounds (every one, or
    every 2nd, 3rd … from round 1), at most :data:`MAX_ROUND_TICKS` of them."""
    progress = [[k, 2 * k] for k in range(rounds)]
    chart = progress_chart(progress, ["Ann", "Bob"], [], "Score", "Round", "Points")
    axis = next(a for a in chart.axes() if a.orientation() == Qt.Orientation.Horizontal)
    ticks = _round_ticks(axis)
    assert ticks[0] == 1 and len(ticks) <= MAX_ROUND_TICKS
    assert all(abs(t - round(t)) < 1e-9 for t in ticks), ticks
    step = ticks[1] - ticks[0]
    assert rounds - step < ticks[-1] <= rounds  # the ticks reach the last round's neighbourhood
