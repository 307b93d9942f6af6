"""The computer editor's page planner: a node-limited, deterministic beam search (FTP-RT-04).

Tiles are placed largest first (ads count as two cells larger: they must not touch). A node is one evaluated placement (a tile at a position, face
up or face down) or one "leave on the desk". Face-up placements that would break FTP-LAY-06..08
are never generated, so a planned page needs no flips. Partial pages are ranked by an
incremental estimate (points, photo hits, countable focus conditions, income, mood and how
snugly the tile fits); the best finished pages are then scored exactly with ``scoring.py``.
The search stops at ``search_nodes`` nodes, never on wall time, so a game replays exactly.
"""

from __future__ import annotations

from dataclasses import dataclass

from desktop_app.rules.fit_to_print.check import run_check
from desktop_app.rules.fit_to_print.page import Page, PlacedTile
from desktop_app.rules.fit_to_print.scoring import ScoringRules, score_pages

SIZE_ORDER = {"photo": 0, "article": 1, "ad": 2}


@dataclass
class Plan:
    """The planned page: ``focus_at`` and ``placements`` ``[(uid, at, face_up)]`` in order."""

    focus_at: tuple[int, int] | None
    placements: list[tuple[int, tuple[int, int], bool]]
    value: float
    nodes: int


@dataclass
class Job:
    """Everything the planner needs (all visible to the planning player)."""

    day: object
    focus: object
    focus_side: str
    focus_spots: list
    tiles: list  # [(uid, TileDef)]
    effects: list
    rules: ScoringRules
    income_weight: float
    ws_table: list  # [(largest empty up to, expected white-space points)]
    nodes: int
    categories: list


class _Node:
    __slots__ = ("occ", "placed", "score", "good", "bad", "photos", "articles", "ads", "counts", "income", "fit",
                 "counts_value")

    def copy(self) -> _Node:
        n = _Node.__new__(_Node)
        n.occ, n.placed, n.score, n.good, n.bad = self.occ, self.placed, self.score, self.good, self.bad
        n.photos, n.articles, n.ads, n.counts = self.photos, self.articles, self.ads, self.counts
        n.income, n.fit, n.counts_value = self.income, self.fit, self.counts_value
        return n

    def value(self, income_weight: float) -> float:
        return self.score + self.counts_value + self.income * income_weight - abs(self.good - self.bad) + self.fit


def _contact(grid, area: int, occ: int, m: int) -> int:
    """Edges of ``m`` touching covered cells, cells outside the area or the grid's edge."""
    w = grid.columns
    blocked = (occ | ~area) & grid.full
    left_col = grid.full & ~grid.not_left
    right_col = grid.full & ~grid.not_right
    top = (1 << w) - 1
    bottom = top << (w * (grid.rows - 1))
    return ((((m << 1) & grid.not_left) & blocked).bit_count() + (m & right_col).bit_count()
            + (((m >> 1) & grid.not_right) & blocked).bit_count() + (m & left_col).bit_count()
            + (((m << w) & grid.full) & blocked).bit_count() + (m & bottom).bit_count()
            + ((m >> w) & blocked).bit_count() + (m & top).bit_count())


def _focus_counters(job: Job):
    """Simple ``count`` focus conditions without ``next_to``: (filter, points, max, mask test)."""
    out = []
    conds = job.focus.sides[job.focus_side] if job.focus else ()
    for cond in conds:
        f = cond.filter
        if cond.kind == "count" and f.face == "up" and f.next_to is None:
            out.append(cond)
    return out


def _static_match(f, tile, m: int, day, focus_mask: int) -> bool:
    if f.type != "any" and tile.type != f.type:
        return False
    if f.category is not None and tile.category not in f.category:
        return False
    if f.mood is not None and tile.mood != f.mood:
        return False
    if f.area is not None and not f.area[0] <= m.bit_count() <= f.area[1]:
        return False
    g, area, where = day.grid, day.area, f.where
    if where == "adjacent_to_focus":
        return bool(g.neighbours(m) & focus_mask)
    if where == "above_fold":
        return not m & g.below_fold
    if where == "below_fold":
        return not m & g.above_fold
    if where == "crossing_fold":
        return bool(m & g.above_fold) and bool(m & g.below_fold)
    if where == "border":
        return bool(m & area.border)
    if where == "top_row":
        return bool(m & area.top_row)
    if where == "bottom_row":
        return bool(m & area.bottom_row)
    return True


def plan_page(job: Job) -> Plan:
    """The best page found within ``job.nodes`` nodes."""
    tiles = sorted(job.tiles, key=lambda t: (-t[1].footprint.area - (2 if t[1].type == "ad" else 0),
                                             SIZE_ORDER[t[1].type], t[1].id, t[0]))
    spots = job.focus_spots or [None]
    per_focus = max(1, job.nodes // len(spots))
    best: Plan | None = None
    used = 0
    for spot in spots:
        plan = _search(job, tiles, spot, per_focus)
        used += plan.nodes
        if best is None or plan.value > best.value:
            best = plan
    best.nodes = used
    return best


def _search(job: Job, tiles, spot, budget: int) -> Plan:
    day, grid = job.day, job.day.grid
    area = day.area.mask
    fmask = grid.placements(job.focus.footprint.cells)[spot] if (job.focus and spot) else 0
    counters = _focus_counters(job)
    root = _Node()
    root.occ, root.placed, root.score, root.good, root.bad = fmask, (), 0.0, 0, 0
    root.photos, root.articles, root.ads, root.counts = (), (), (), (0,) * len(counters)
    root.income, root.fit, root.counts_value = 0, 0.0, 0.0
    per_tile = max(1, sum(len(grid.placements(t.footprint.cells)) for _, t in tiles) * 2)
    width = max(1, min(32, int(budget / (per_tile * 0.6))))  # pages fill up: many spots are taken
    beam = [root]
    nodes = 0
    for uid, tile in tiles:
        cells = tile.footprint.cells
        spots_for = [(at, m) for at, m in grid.placements(cells).items() if not m & ~area]
        children = []
        for node in beam:
            skip = node.copy()
            skip.placed = node.placed + ((uid, None, False),)
            skip.score -= 1
            children.append(skip)
            nodes += 1
            for at, m in spots_for:
                if m & node.occ:
                    continue
                nodes += 1
                fit = _contact(grid, area, node.occ, m) / (2 * len(cells) + 2)
                near = grid.neighbours(m)
                up_ok, hits = True, 0
                if tile.type == "article":
                    for am, other in node.articles:
                        if am & near and other.category == tile.category:
                            up_ok = False
                            break
                    for pm, ph in node.photos:
                        if pm & near and (tile.category in ph.photo_categories or tile.mood in ph.photo_moods):
                            hits += 1
                elif tile.type == "photo":
                    up_ok = not any(pm & near for pm, _ in node.photos)
                    for am, other in node.articles:
                        if am & near and (other.category in tile.photo_categories
                                          or other.mood in tile.photo_moods):
                            hits += 1
                else:
                    up_ok = not any(dm & near for dm in node.ads)
                if up_ok:
                    child = node.copy()
                    child.occ |= m
                    child.placed = node.placed + ((uid, at, True),)
                    child.fit += fit
                    if tile.type == "article":
                        child.score += tile.points + hits
                        child.articles = node.articles + ((m, tile),)
                        if tile.mood == "good":
                            child.good += tile.mood_icons
                        else:
                            child.bad += tile.mood_icons
                    elif tile.type == "photo":
                        child.score += hits
                        child.photos = node.photos + ((m, tile),)
                    else:
                        child.income += tile.income
                        child.ads = node.ads + (m,)
                    if counters:
                        child.counts = tuple(c + (1 if _static_match(cond.filter, tile, m, day, fmask) else 0)
                                             for c, cond in zip(node.counts, counters, strict=True))
                    children.append(child)
                down = node.copy()
                down.occ |= m
                down.placed = node.placed + ((uid, at, False),)
                down.fit += fit - 0.3
                children.append(down)
        for c in children:
            c.counts_value = sum(min(cond.max if cond.max is not None else 99, cond.points * k)
                                 for k, cond in zip(c.counts, counters, strict=True))
        children.sort(key=lambda n: -n.value(job.income_weight))
        beam = children[:width]
        if nodes > budget:
            width = 1
    finals = []
    for node in beam[:12]:
        finals.append((_exact(job, node, fmask), node))
    value, node = max(finals, key=lambda f: f[0])
    placements = [(u, at, up) for u, at, up in node.placed if at is not None]
    return Plan(spot, placements, value, nodes)


def _exact(job: Job, node: _Node, fmask: int) -> float:
    """The planned page's real day score, with white space and income estimated."""
    tiles = []
    lookup = dict(job.tiles)
    grid = job.day.grid
    desk = 0
    for uid, at, up in node.placed:
        if at is None:
            desk += 1
            continue
        m = grid.placements(lookup[uid].footprint.cells)[at]
        tiles.append(PlacedTile(str(uid), lookup[uid], m, up))
    page = Page("plan", job.day, tiles, job.focus, job.focus_side, fmask, desk, None, job.effects)
    logs = [run_check(page)]
    sc = score_pages([page], logs, job.rules)[0]
    ws = next(v for top, v in job.ws_table if sc.largest_empty <= top)
    return sc.raw - sc.terms["white_space"] + ws + sc.income_raw * job.income_weight
