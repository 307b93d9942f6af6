"""Computer editors (FTP-RT-04): good pages, deterministic node-limited search, view-only play,
puzzles solvable (FTP-GAP-10)."""

import random
import statistics
import time

import pytest

from desktop_app.rules.fit_to_print import GAME
from desktop_app.rules.fit_to_print.quality import measure_layouts
from tests.fit_to_print.helpers import content, new_game, play


def test_normal_editor_pages_beat_random_legal_layouts():
    """FTP-RT-04: planned pages beat random legal layouts of the same desks by a wide margin."""
    got = measure_layouts(GAME, content(), games=1, players=3, level="normal", seed=2, samples=4)
    assert got["desks"] == 9
    assert got["planned_mean"] >= got["random_layout_mean"] + 6, got


def test_editor_is_deterministic_and_reads_only_the_view():
    """FTP-RT-04: the same view gives the same action; a differently resampled view too when the
    choice depends only on public information (a desk plan)."""
    s = new_game(2, 4, ["normal", "normal"])
    s = play(s, 1, {0: "normal", 1: "normal"}, max_actions=3000,
             stop=lambda st: st.stage == "play" and st.players[0].phase == "layout" and 0 in st.players_to_act())
    a = GAME.choose_action(s.view(0, random.Random(1)), 0, "normal", 1.0, None)
    b = GAME.choose_action(s.view(0, random.Random(2)), 0, "normal", 1.0, None)
    assert a == b and s.check(a) is None


@pytest.mark.parametrize("level,limit", [("easy", 0.05), ("normal", 1.0), ("hard", 3.0)])
def test_decision_time_budget(level, limit):
    """Median bot decision time: ≤ 50 ms easy, ≤ 1 s normal, ≤ 3 s hard."""
    times = []
    s = new_game(4, 21, [level] * 4)
    rng = random.Random(0)
    for step in range(400):
        ds = s.decisions()
        if not ds:
            break
        seats = sorted({d.player for d in ds if d.player >= 0})
        if seats:
            p = seats[0]
            t = time.perf_counter()
            a = GAME.choose_action(s.view(p, rng), p, level, limit, rng)
            times.append(time.perf_counter() - t)
        else:
            a = s.legal_actions(-1)[0]
        s.apply(a)
        _ = step
    assert statistics.median(times) <= limit


def test_random_level_falls_back_to_generic_bots():
    """Level "random" returns None so desktop_app.ai plays uniformly."""
    s = new_game(2, 4, ["random", "random"])
    assert GAME.choose_action(s.view(0), 0, "random", 0.0, None) is None


@pytest.mark.parametrize("pid", sorted(content().puzzles))
def test_puzzles_are_solvable(pid):
    """FTP-GAP-10: the hard editor reaches each puzzle's target (with no flips when required)."""
    s = new_game(1, 1, ["hard"], mode="puzzle", puzzle=pid)
    s = play(s, 0, {0: "hard"})
    sheet = s.score_sheet()
    assert sheet.players[0].details["solved"], (pid, sheet.players[0].total)
    assert sheet.winners == [0]


def test_hard_search_makes_better_pages_than_normal_on_the_same_desks():
    """FTP-RT-04: hard's larger node budget finds better pages for the very same desks."""
    from desktop_app.rules.fit_to_print.editor_ai import choose
    from desktop_app.rules.fit_to_print.quality import neutral_score, planned_layout

    c = content()
    s = new_game(3, 4, ["normal"] * 3)
    rng = random.Random(4)
    hard, normal, measured = [], [], -1
    while s.decisions():
        if s.stage == "play" and measured != s.day_index and all(p.phase != "gathering" for p in s.players):
            measured = s.day_index
            for seat in range(3):
                view = s.view(seat, rng)
                hard.append(neutral_score(planned_layout(view, seat, c.profiles["hard"].search_nodes), c))
                normal.append(neutral_score(planned_layout(view, seat, c.profiles["normal"].search_nodes), c))
            if len(hard) >= 9:
                break
        seats = [p for p in s.players_to_act() if p >= 0]
        s.apply(choose(s.view(seats[0], rng), seats[0], "normal") if seats else s.legal_actions(-1)[0])
    assert len(hard) == 9
    assert statistics.mean(hard) >= statistics.mean(normal) + 0.5, (hard, normal)


def test_hard_editor_plays_for_income_before_it_is_lowest():
    """FTP-END-02/04: hard editors treat themselves as behind on income within $2 of the lowest;
    normal ones only when lowest (3+ players) or more than $3 behind (2 players)."""
    from types import SimpleNamespace

    from desktop_app.rules.fit_to_print.editor_ai import INCOME_MARGIN, _income_behind

    def view(incomes):
        return SimpleNamespace(n=len(incomes), settings=SimpleNamespace(family=False),
                               results=[[{"income": x} for x in incomes]])

    hard = INCOME_MARGIN["hard"]
    assert not _income_behind(view([9, 7, 12]), 0)
    assert _income_behind(view([9, 7, 12]), 0, hard)
    assert not _income_behind(view([10, 7, 12]), 0, hard)
    assert not _income_behind(view([8, 10]), 0) and _income_behind(view([8, 10]), 0, hard)
    assert _income_behind(view([6, 10]), 0) and not _income_behind(view([10, 6]), 0, hard)
