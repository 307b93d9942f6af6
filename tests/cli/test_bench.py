"""``make bench`` building blocks on the tiny game, and a missing part skips its figure."""

import pytest

from desktop_app import bench
from tests.support.tiny_game import TINY


def test_engine_speed_and_decision_times_on_the_tiny_game():
    speed = bench.engine_speed(TINY, 3, 0.2)
    assert speed["actions_per_s"] > 100 and speed["games_per_s"] > 1 and speed["players"] == 3
    times = bench.decision_times(TINY, 2, ["random", "easy"], 3)
    assert set(times) == {"random", "easy"} and all(0 <= ms < 200 for ms in times.values())
    assert set(bench.content_times([TINY])) == {"tiny"}


@pytest.mark.skipif(not bench.CHESS_REFERENCE.is_file(), reason="shared/bench is not beside this checkout")
def test_chess_reference_runs_in_a_subprocess():
    ref = bench.chess_reference(0.3)
    assert ref["reference"] == "python-chess" and ref["actions_per_s"] > 0


def test_a_missing_part_skips_its_figure_with_the_reason(capsys):
    report = bench.Bench(quick=True)

    def broken():
        raise ModuleNotFoundError("No module named 'desktop_app.ui.app'")

    assert report.measure("cold_start", broken) is None
    assert report.skipped == {"cold_start": "ModuleNotFoundError: No module named 'desktop_app.ui.app'"}
    report.line("answer", 42, "42 things")
    assert capsys.readouterr().out.splitlines() == [
        "cold_start: skipped (ModuleNotFoundError: No module named 'desktop_app.ui.app')", "answer: 42 things"]
