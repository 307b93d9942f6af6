"""The computer editor's page planner: a node-limited, deterministic beam search (FTP-RT-04).

The search fills the first empty cell of the area in reading order, either with one of the
remaining tiles (any position covering that cell, face up or face down) or by leaving the cell
empty; tiles never used stay on the desk. A node is one evaluated choice. Face-up placements
that would break FTP-LAY-06..08 are never generated, so a planned page needs no flips. Partial pages are ranked by an
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
HOLE_COST = 0.4
WIDTH_DIV = 300
"""Beam width is at most ``search_nodes // WIDTH_DIV`` partial pages per step."""
EXACT_TOP = 12
EXACT_NODES_PER_PAGE = 7500
"""The best ``max(EXACT_TOP, search_nodes // EXACT_NODES_PER_PAGE)`` finished pages are scored exactly."""


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
                 "counts_value", "fit_now", "skipped")

    def copy(self) -> _Node:
        n = _Node.__new__(_Node)
        n.occ, n.placed, n.score, n.good, n.bad = self.occ, self.placed, self.score, self.good, self.bad
        n.photos, n.articles, n.ads, n.counts = self.photos, self.articles, self.ads, self.counts
        n.income, n.fit, n.counts_value, n.fit_now = self.income, self.fit, self.counts_value, self.fit_now
        n.skipped = getattr(self, "skipped", 0)
        return n

    def value(self, income_weight: float) -> float:
        return (self.score + self.counts_value + self.income * income_weight - abs(self.good - self.bad)
                + self.fit_now)


def _holes(grid, area: int, occ: int) -> int:
    """Empty area cells with no empty edge-neighbour (only a 1×1 tile can still fill them)."""
    e = area & ~occ
    w = grid.columns
    adj = ((e << 1) & grid.not_left) | ((e >> 1) & grid.not_right) | (e << w) | (e >> w)
    return (e & ~adj).bit_count()


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
        plan = _search_cells(job, tiles, spot, per_focus)
        used += plan.nodes
        if best is None or plan.value > best.value:
            best = plan
    best.nodes = used
    return best


class _Search:
    """Shared state of one search: the job, the focus spot and the node count."""

    def __init__(self, job: Job, spot) -> None:
        self.job, self.day, self.grid = job, job.day, job.day.grid
        self.area = job.day.area.mask
        self.fmask = self.grid.placements(job.focus.footprint.cells)[spot] if (job.focus and spot) else 0
        self.counters = _focus_counters(job)
        self.nodes = 0

    def root(self) -> _Node:
        root = _Node()
        root.occ, root.placed, root.score, root.good, root.bad = self.fmask, (), 0.0, 0, 0
        root.photos, root.articles, root.ads, root.counts = (), (), (), (0,) * len(self.counters)
        root.income, root.fit, root.counts_value, root.fit_now = 0, 0.0, 0.0, 0.0
        return root

    def expand(self, node: _Node, uid: int, tile, at, m: int, out: list) -> None:
        """Children placing ``tile`` at ``at`` face up (if it breaks no LAY-06..08) and face down."""
        self.nodes += 1
        grid = self.grid
        fit = 2.0 * _contact(grid, self.area, node.occ, m) / (2 * len(tile.footprint.cells) + 2)
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
                if am & near and (other.category in tile.photo_categories or other.mood in tile.photo_moods):
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
            if self.counters:
                child.counts = tuple(c + (1 if _static_match(cond.filter, tile, m, self.day, self.fmask) else 0)
                                     for c, cond in zip(node.counts, self.counters, strict=True))
            out.append(child)
        down = node.copy()
        down.occ |= m
        down.placed = node.placed + ((uid, at, False),)
        down.fit += fit - 0.3
        out.append(down)

    def rank(self, children: list, width: int) -> list:
        """The best ``width`` children by the incremental estimate."""
        for c in children:
            c.fit_now = c.fit - HOLE_COST * _holes(self.grid, self.area, c.occ)
            c.counts_value = sum(min(cond.max if cond.max is not None else 99, cond.points * k)
                                 for k, cond in zip(c.counts, self.counters, strict=True))
        children.sort(key=lambda n: -n.value(self.job.income_weight))
        return children[:width]

    def finish(self, beam: list, spot) -> Plan:
        """Score the best few pages exactly and return the best as a plan."""
        top = max(EXACT_TOP, self.job.nodes // EXACT_NODES_PER_PAGE)
        value, node = max(((_exact(self.job, n, self.fmask), n) for n in beam[:top]), key=lambda f: f[0])
        placements = [(u, at, up) for u, at, up in node.placed if at is not None]
        return Plan(spot, placements, value, self.nodes)


def _search_cells(job: Job, tiles, spot, budget: int) -> Plan:
    """Fill the first empty cell in reading order with any remaining tile (or leave it empty)."""
    sr = _Search(job, spot)
    grid, area = sr.grid, sr.area
    covering: dict[int, list] = {}
    for uid, tile in tiles:
        for at, m in grid.placements(tile.footprint.cells).items():
            if not m & ~area:
                low = m & -m
                covering.setdefault(low, []).append((uid, tile, at, m))
    steps = area.bit_count()
    width = max(1, min(budget // WIDTH_DIV, int(budget / (steps * 1.25))))  # ~steps × 1.25 nodes per unit
    start = sr.root()
    start.skipped = 0
    beam = [start]
    done: list = []
    while beam:
        children = []
        for node in beam:
            free = area & ~node.occ & ~node.skipped
            if not free:
                done.append(node)
                continue
            low = free & -free
            used = {u for u, _at, _up in node.placed}
            seen_kinds = set()
            for uid, tile, at, m in covering.get(low, ()):
                if uid in used or m & node.occ or (tile.id, at) in seen_kinds:
                    continue
                seen_kinds.add((tile.id, at))  # copies are interchangeable
                before = len(children)
                sr.expand(node, uid, tile, at, m, children)
                for child in children[before:]:
                    child.skipped = node.skipped
            leave = node.copy()
            leave.skipped = node.skipped | low
            leave.fit -= 0.35
            children.append(leave)
            sr.nodes += 1
        if not children:
            break
        beam = sr.rank(children, width)
        if sr.nodes > budget:
            width = 1
    for node in done:
        placed = {u for u, _at, _up in node.placed}
        node.placed = node.placed + tuple((u, None, False) for u, _ in tiles if u not in placed)
    done.sort(key=lambda n: -(n.value(job.income_weight) - sum(1 for _u, at, _ in n.placed if at is None)))
    return sr.finish(done, spot)


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
