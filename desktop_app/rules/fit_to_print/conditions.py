"""The condition vocabulary of FTP-GAP-05, evaluated on one checked page.

Face-down tiles have no type, category or mood (FTP-DEC-03): a filter matches them only when
it says ``face: down``. The focus tile is never a tile for a filter (FTP-DEC-07).
``majority`` needs every player's count, so :func:`evaluate` returns ``None`` for it and
``scoring.py`` resolves it across players with :func:`count`.
"""

from __future__ import annotations

from desktop_app.rules.fit_to_print.page import Page, PlacedTile
from desktop_app.rules.fit_to_print.schema import Condition, Filter


class Context:
    """Cached facts about one page used by filters and conditions."""

    def __init__(self, page: Page, income_raw: int = 0, largest_empty: int = 0) -> None:
        self.page = page
        self.grid = page.day.grid
        self.area = page.day.area
        self.income_raw = income_raw
        self.largest_empty = largest_empty
        self._near = {id(t): self.grid.neighbours(t.mask) for t in page.tiles}

    def near(self, t: PlacedTile) -> int:
        """Cells edge-adjacent to ``t``."""
        got = self._near.get(id(t))
        if got is None:
            got = self._near[id(t)] = self.grid.neighbours(t.mask)
        return got

    def photo_hits(self, photo: PlacedTile) -> int:
        """Distinct face-up adjacent articles matching any of the photo's criteria (FTP-SCO-02)."""
        tile, near, hits = photo.tile, self.near(photo), 0
        for t in self.page.tiles:
            a = t.tile
            if (t.face_up and a.type == "article" and t.mask & near
                    and (a.category in tile.photo_categories or a.mood in tile.photo_moods)):
                hits += 1
        return hits


def _where(where: str, t: PlacedTile, ctx: Context) -> bool:
    m = t.mask
    if where == "anywhere":
        return True
    if where == "adjacent_to_focus":
        return bool(ctx.near(t) & ctx.page.focus_mask)
    if where == "above_fold":
        return not m & ctx.grid.below_fold
    if where == "below_fold":
        return not m & ctx.grid.above_fold
    if where == "crossing_fold":
        return bool(m & ctx.grid.above_fold) and bool(m & ctx.grid.below_fold)
    if where == "border":
        return bool(m & ctx.area.border)
    if where == "top_row":
        return bool(m & ctx.area.top_row)
    return bool(m & ctx.area.bottom_row)  # bottom_row


def matches(flt: Filter, t: PlacedTile, ctx: Context) -> bool:
    """True if tile ``t`` on the page passes ``flt``."""
    if t.face_up != (flt.face == "up"):
        return False
    tile = t.tile
    if flt.face == "up":
        if flt.type != "any" and tile.type != flt.type:
            return False
        if flt.category is not None and tile.category not in flt.category:
            return False
        if flt.mood is not None and tile.mood != flt.mood:
            return False
    if flt.area is not None and not flt.area[0] <= t.mask.bit_count() <= flt.area[1]:
        return False
    if not _where(flt.where, t, ctx):
        return False
    if flt.next_to is not None:
        near = ctx.near(t)
        return any(o is not t and o.mask & near and matches(flt.next_to, o, ctx) for o in ctx.page.tiles)
    return True


def count(flt: Filter, ctx: Context) -> int:
    """How many tiles on the page pass ``flt``."""
    return sum(1 for t in ctx.page.tiles if matches(flt, t, ctx))


def _cap(cond: Condition, value: int) -> int:
    return min(value, cond.max) if cond.max is not None else value


def _test(cond: Condition, value: int) -> bool:
    if cond.exactly is not None and value != cond.exactly:
        return False
    if cond.at_least is not None and value < cond.at_least:
        return False
    return cond.at_most is None or value <= cond.at_most


def mood_counts(page: Page) -> tuple[int, int]:
    """(good icons, bad icons) on face-up articles (FTP-SCO-05)."""
    good = bad = 0
    for t in page.tiles:
        if t.face_up and t.tile.type == "article":
            if t.tile.mood == "good":
                good += t.tile.mood_icons
            else:
                bad += t.tile.mood_icons
    return good, bad


def evaluate(cond: Condition, ctx: Context, categories: list[str]) -> int | None:
    """Points (or $) of ``cond`` on the page; ``None`` for ``majority`` (cross-player)."""
    kind, page = cond.kind, ctx.page
    if kind == "count":
        return _cap(cond, cond.points * count(cond.filter, ctx))
    if kind == "sets":
        cats = cond.categories or categories
        per = [sum(1 for t in page.tiles if t.face_up and t.tile.type == "article" and t.tile.category == c)
               for c in cats]
        return _cap(cond, cond.points * min(per))
    if kind == "threshold":
        return cond.points if _test(cond, count(cond.filter, ctx)) else 0
    if kind == "mood_balance":
        good, bad = mood_counts(page)
        return cond.points if _test(cond, abs(good - bad)) else 0
    if kind == "largest_empty":
        return cond.points if ctx.largest_empty <= cond.at_most else 0
    if kind == "full_lines":
        occ = page.occupied()
        lines = ctx.area.row_masks if cond.lines == "rows" else ctx.area.column_masks
        return _cap(cond, cond.points * sum(1 for m in lines if occ & m == m))
    if kind == "income":
        return cond.points if ctx.income_raw >= cond.at_least else 0
    if kind == "photo_hits":
        n = sum(1 for t in page.tiles
                if t.face_up and t.tile.type == "photo" and ctx.photo_hits(t) >= cond.min_hits)
        return _cap(cond, cond.points * n)
    if kind == "desk":
        return cond.points if page.desk <= cond.at_most else 0
    if kind == "finish_token":
        return cond.points if page.finish_token == cond.equals else 0
    return None  # majority
