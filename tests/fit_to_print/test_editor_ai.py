"""Computer editors (FTP-RT-04): good pages, deterministic node-limited search, view-only play,
puzzles solvable (FTP-GAP-10)."""

import random
import statistics
import time

import pytest

from desktop_app.rules.fit_to_print import GAME
from desktop_app.rules.fit_to_print.check import run_check
from desktop_app.rules.fit_to_print.day import build_page
from desktop_app.rules.fit_to_print.editor_ai import plan_for
from desktop_app.rules.fit_to_print.page import Page, PlacedTile
from desktop_app.rules.fit_to_print.scoring import ScoringRules, score_pages
from tests.fit_to_print.helpers import content, new_game, play


def _score(page: Page) -> int:
    c = content()
    rules = ScoringRules(c.rules.white_space_awards, 1, [tuple(x) for x in c.rules.solo.white_space_table],
                         True, list(c.categories))
    return score_pages([page], [run_check(page)], rules)[0].raw


def _random_layout(view, seat, rng) -> Page:
    base = build_page(view, seat)
    p = view.players[seat]
    tiles, occ, desk = [], base.focus_mask, 0
    uids = p.desk + list(p.page) + p.hand
    rng.shuffle(uids)
    for uid in uids:
        free = [m for _, m in view.area_placements(view.tile(uid).footprint.cells) if not m & occ]
        if not free:
            desk += 1
            continue
        m = rng.choice(free)
        occ |= m
        tiles.append(PlacedTile(str(uid), view.tile(uid), m, True))
    return Page("r", view.day, tiles, base.focus, base.focus_side, base.focus_mask, desk, None, base.effects)


def _planned(view, seat) -> Page:
    plan = plan_for(view, seat, content().profiles["normal"].search_nodes)
    base = build_page(view, seat)
    g = view.day.grid
    tiles = [PlacedTile(str(u), view.tile(u), g.placements(view.tile(u).footprint.cells)[at], up)
             for u, at, up in plan.placements]
    fmask = g.placements(base.focus.footprint.cells)[plan.focus_at]
    desk = len(view.players[seat].desk) + len(view.players[seat].page) - len(tiles)
    return Page("p", view.day, tiles, base.focus, base.focus_side, fmask, desk, None, base.effects)


def test_normal_editor_pages_beat_random_legal_layouts():
    """FTP-RT-04: the planner's page beats random legal layouts of the same desk by a wide margin."""
    rng = random.Random(3)
    planned, randomised = [], []
    for seed in range(2):
        s = new_game(3, seed, ["normal"] * 3)
        s = play(s, seed, {0: "normal", 1: "normal", 2: "normal"}, max_actions=3000,
                 stop=lambda st: st.stage == "play" and all(p.phase != "gathering" for p in st.players))
        for seat in range(3):
            v = s.view(seat)
            planned.append(_score(_planned(v, seat)))
            randomised.append(statistics.mean(_score(_random_layout(v, seat, rng)) for _ in range(5)))
    assert statistics.mean(planned) >= statistics.mean(randomised) + 5, (planned, randomised)


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
