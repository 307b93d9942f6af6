"""The error check after a round (FTP-CHK-01..07), in the exact order of FTP-CHK-02..05.

1. FTP-CHK-02: rotated tiles and tiles not wholly inside the day's area go back to the desk.
2. FTP-CHK-03: face-up tiles that break a breaking-news ``forbid`` are flipped face down.
3. FTP-CHK-04/05: the conflict graph (same-category articles, photos, ads edge-adjacent);
   abilities excuse edges (``excuse_conflicts``); then, while an edge remains, flip the tile
   with the most remaining edges, then the fewest cells, then the lead cell last in reading
   order. The focus tile is never flipped or removed (FTP-CHK-07).

Each step appends a log entry ``{"rule", "action", "tile", "text", "named"}``: ``text`` is a
``Text`` naming tiles by their page label and type id (as a printed page's key does), ``named``
maps those arguments to their :class:`PlacedTile` so the game log can name them otherwise.
"""

from __future__ import annotations

from desktop_app.engine.text import Text
from desktop_app.rules.fit_to_print.conditions import Context, matches
from desktop_app.rules.fit_to_print.page import Page, PlacedTile


def _name(t: PlacedTile) -> str:
    return f"{t.label or t.key} {t.tile.id}"


def _conflict_type(a: PlacedTile, b: PlacedTile) -> str | None:
    ta, tb = a.tile, b.tile
    if ta.type != tb.type:
        return None
    if ta.type == "article":
        return "article" if ta.category == tb.category else None
    return ta.type


def conflict_edges(page: Page) -> list[tuple[PlacedTile, PlacedTile, str]]:
    """Edges of the conflict graph among face-up tiles (FTP-CHK-05 step 1), lead-cell order."""
    grid = page.day.grid
    up = sorted((t for t in page.tiles if t.face_up), key=lambda t: grid.lead(t.mask))
    edges = []
    for i, a in enumerate(up):
        near = grid.neighbours(a.mask)
        for b in up[i + 1:]:
            if near & b.mask:
                kind = _conflict_type(a, b)
                if kind:
                    edges.append((a, b, kind))
    return edges


def run_check(page: Page) -> list[dict]:
    """Run FTP-CHK-02..05 on ``page`` in place; returns the check log."""
    log: list[dict] = []
    grid, area = page.day.grid, page.day.area.mask
    if page.focus_mask and not page.focus_valid:  # FTP-CHK-07: it stays, fills its cells, scores 0
        log.append({"rule": "FTP-CHK-07", "action": "focus_scores_zero", "tile": None,
                    "text": Text("The focus tile misses a star square: it scores 0")})
    for t in list(page.tiles):  # FTP-CHK-02
        outside = t.mask & ~area
        if t.rotated or outside:
            page.tiles.remove(t)
            page.desk += 1
            key = "{tile} is rotated: removed to the desk" if t.rotated else \
                "{tile} is outside the day's area: removed to the desk"
            log.append({"rule": "FTP-CHK-02", "action": "removed", "tile": t.key, "text": Text(key, tile=_name(t)),
                        "named": {"tile": t}})
    forbids = page.modifier("forbid")
    if forbids:  # FTP-CHK-03
        ctx = Context(page)
        for t in sorted(page.tiles, key=lambda t: grid.lead(t.mask)):
            if t.face_up and any(matches(f, t, ctx) for f in forbids):
                t.face_up = False
                log.append({"rule": "FTP-CHK-03", "action": "flipped", "tile": t.key,
                            "text": Text("{tile} breaks today's breaking news: flipped face down",
                                         tile=_name(t)), "named": {"tile": t}})
    edges = conflict_edges(page)
    for excuse in page.modifier("excuse_conflicts"):  # FTP-CHK-05 step 2
        typed = [e for e in edges if e[2] == excuse.type]
        typed.sort(key=lambda e: sorted((grid.lead(e[0].mask), grid.lead(e[1].mask))))
        for e in typed[: excuse.pairs]:
            edges.remove(e)
            log.append({"rule": "FTP-CHK-05", "action": "excused", "tile": e[0].key,
                        "text": Text("{a} and {b} touch, excused by an ability", a=_name(e[0]), b=_name(e[1])),
                        "named": {"a": e[0], "b": e[1]}})
    while edges:  # FTP-CHK-05 step 3
        degree: dict[int, int] = {}
        for a, b, _ in edges:
            degree[id(a)] = degree.get(id(a), 0) + 1
            degree[id(b)] = degree.get(id(b), 0) + 1
        nodes = {id(t): t for e in edges for t in e[:2]}
        pick = max(nodes.values(), key=lambda t: (degree[id(t)], -t.mask.bit_count(), grid.lead(t.mask)))
        pick.face_up = False
        rule = "FTP-LAY-06" if pick.tile.type == "article" else (
            "FTP-LAY-08" if pick.tile.type == "photo" else "FTP-LAY-07")
        log.append({"rule": "FTP-CHK-05", "action": "flipped", "tile": pick.key, "breaks": rule,
                    "text": Text("{tile} is in {n} {n|conflict|conflicts} ({rule}): flipped face down",
                                 tile=_name(pick), n=degree[id(pick)], rule=rule), "named": {"tile": pick}})
        edges = [e for e in edges if e[0] is not pick and e[1] is not pick]
    return log
