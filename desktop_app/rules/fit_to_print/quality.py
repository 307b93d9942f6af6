"""How good the computer editors' pages are: planned pages against random legal layouts.

``measure_layouts`` plays seeded games with computer editors; at the moment every editor has
called "Layout!" it takes each editor's desk (from that editor's view) and scores, with the same
neutral scoring (the solo white-space table, no opponents), the page the planner makes and the
mean of several random legal layouts of the same tiles (random free positions, face up, tiles
that do not fit stay on the desk). ``make bench`` reports the two means.
"""

from __future__ import annotations

import random
import statistics

from desktop_app.engine.action import TABLE
from desktop_app.engine.game import GameOptions
from desktop_app.rules.fit_to_print.check import run_check
from desktop_app.rules.fit_to_print.day import build_page
from desktop_app.rules.fit_to_print.editor_ai import choose, plan_for
from desktop_app.rules.fit_to_print.page import Page, PlacedTile
from desktop_app.rules.fit_to_print.scoring import ScoringRules, score_pages


def neutral_score(page: Page, content) -> int:
    """A page's day score before the floor, white space by the solo table (no opponents)."""
    r = content.rules
    rules = ScoringRules(r.white_space_awards, r.unplaced_penalty, [tuple(x) for x in r.solo.white_space_table],
                         True, list(content.categories))
    return score_pages([page], [run_check(page)], rules)[0].raw


def _tiles_of(view, seat: int) -> list[int]:
    p = view.players[seat]
    return sorted(p.desk + list(p.page) + p.hand)


def random_layout(view, seat: int, rng: random.Random) -> Page:
    """The seat's tiles at random free legal positions, face up (the focus tile where it is)."""
    base = build_page(view, seat)
    tiles, occ, desk = [], base.focus_mask, 0
    uids = _tiles_of(view, seat)
    rng.shuffle(uids)
    for uid in uids:
        free = [m for _, m in view.area_placements(view.tile(uid).footprint.cells) if not m & occ]
        if not free:
            desk += 1
            continue
        m = rng.choice(free)
        occ |= m
        tiles.append(PlacedTile(str(uid), view.tile(uid), m, True))
    return Page("random", view.day, tiles, base.focus, base.focus_side, base.focus_mask, desk, None, base.effects)


def planned_layout(view, seat: int, nodes: int) -> Page:
    """The page the planner makes for the seat's tiles."""
    plan = plan_for(view, seat, nodes)
    base = build_page(view, seat)
    grid = view.day.grid
    tiles = [PlacedTile(str(u), view.tile(u), grid.placements(view.tile(u).footprint.cells)[at], up)
             for u, at, up in plan.placements]
    fmask = grid.placements(base.focus.footprint.cells)[plan.focus_at] if base.focus else 0
    desk = len(_tiles_of(view, seat)) - len(tiles)
    return Page("planned", view.day, tiles, base.focus, base.focus_side, fmask, desk, None, base.effects)


def measure_layouts(game, content, games: int = 4, players: int = 4, level: str = "normal", seed: int = 0,
                    samples: int = 10) -> dict:
    """Mean neutral day score of planned pages and of random legal layouts of the same desks."""
    planned, randomised = [], []
    nodes = content.profiles[level].search_nodes
    for g in range(games):
        rng = random.Random(seed + g)
        state = game.new_state(GameOptions.default(players, [level] * players), content, seed + g)
        measured = -1
        while state.decisions():
            if (state.stage == "play" and measured != state.day_index
                    and all(p.phase != "gathering" for p in state.players)):
                measured = state.day_index
                for seat in range(players):
                    view = state.view(seat, rng)
                    planned.append(neutral_score(planned_layout(view, seat, nodes), content))
                    randomised.append(statistics.mean(neutral_score(random_layout(view, seat, rng), content)
                                                      for _ in range(samples)))
            seats = [p for p in state.players_to_act() if p != TABLE]
            if seats:
                action = choose(state.view(seats[0], rng), seats[0], level)
            else:
                action = state.legal_actions(TABLE)[0]
            state.apply(action)
    return {"desks": len(planned), "planned_mean": statistics.mean(planned),
            "random_layout_mean": statistics.mean(randomised)}
