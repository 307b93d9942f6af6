"""Fit To Print content: loads ``data/fit_to_print/*.yaml`` and checks it (FTP-GAP-01..11).

Load-time checks (each a ContentError naming file:line: field): duplicate ids, unknown keys,
a footprint that is not one 4-connected polyomino, a footprint shape used by two pool tile
types (focus footprints never enter the pool), stars outside a day area of their side, a focus
footprint that cannot cover the stars, unknown footprint / category / deck references, an
article without category or mood, a photo without a condition, an ad without income.
A pool below the sizing rule (cells ≥ 1.15 × 6 × Sunday free cells) only adds a warning.

Derived objects (used by the state, the scene and the calculator):

- ``content.days``: list of :class:`DayDef` (``id``, ``name``, ``side``, ``area`` (an
  :class:`~geometry.Area`), ``grid``); ``content.sides[side_id]`` is a :class:`~geometry.Grid`.
- ``content.footprints[id]``: :class:`FootprintDef` (``id``, ``type``, ``cells`` offsets,
  ``width``, ``height``, ``area``).
- ``content.tile_types[id]``: :class:`TileDef`; ``content.instances``: list of tile type ids,
  one per physical tile (the tile's uid is its index); ``content.instance_names[uid]``
  (``N3g#2``).
- ``content.starting`` / ``content.regular``: focus tiles; ``content.characters``,
  ``content.breaking`` (by id), ``content.rules``, ``content.profiles``, ``content.puzzles``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from desktop_app.content import ContentError, load_yaml
from desktop_app.content.loader import (
    Loc,
    content_version,
    error_at,
    load_built_in,
    load_raw,
    naming_packs,
    validate,
    validate_files,
)
from desktop_app.content.yaml_reader import display_path
from desktop_app.rules.fit_to_print import schema
from desktop_app.rules.fit_to_print.geometry import (
    Area,
    Grid,
    is_connected,
    normalise,
    parse_cell,
    parse_range,
    shape_cells,
)

FILES = {
    "boards.yaml": schema.BoardsFile,
    "tiles.yaml": schema.TilesFile,
    "focus.yaml": schema.FocusFile,
    "characters.yaml": schema.CharactersFile,
    "breaking_news.yaml": schema.BreakingFile,
    "rules.yaml": schema.RulesFile,
    "ai_profiles.yaml": schema.ProfilesFile,
}

MAX_FOOTPRINT = 6
"""A footprint fits in a 6 × 6 box."""
MAX_PACK_PUZZLES = 100
"""Puzzle files one pack may add (each is read and checked when a game starts)."""
ARTICLE_TABLE = ((3, 1, 1), (5, 2, 2), (99, 2, 3))
"""(max area, points, mood icons) by article area (FTP-GAP-03)."""


@dataclass(frozen=True)
class FootprintDef:
    """A footprint: its type and cell offsets ``(dx, dy)`` from the bounding box's top-left."""

    id: str
    type: str
    cells: tuple[tuple[int, int], ...]
    width: int
    height: int

    @property
    def area(self) -> int:
        """Number of cells."""
        return len(self.cells)


@dataclass(frozen=True)
class TileDef:
    """A newspaper tile type (article, photo or ad) with its attributes (FTP-COM-05)."""

    id: str
    type: str
    footprint: FootprintDef
    name: dict
    category: str | None = None
    mood: str | None = None
    points: int = 0
    mood_icons: int = 0
    photo_categories: tuple[str, ...] = ()
    photo_moods: tuple[str, ...] = ()
    points_per_match: int = 1
    photo_max: int | None = None
    income: int = 0


@dataclass(frozen=True)
class FocusDef:
    """A focus-news tile: ``sides`` maps ``start`` / ``a`` / ``b`` to condition lists."""

    id: str
    name: dict
    footprint: FootprintDef
    sides: dict = field(default_factory=dict)
    starting: bool = False


@dataclass(frozen=True)
class DayDef:
    """A day: its board side's grid and its area (FTP-DAY-02..04)."""

    index: int
    id: str
    name: dict
    side: str
    grid: Grid
    area: Area


@dataclass
class FtpContent:
    """All Fit To Print content, validated and with derived geometry."""

    version: str
    sides: dict[str, Grid]
    side_names: dict[str, dict]
    areas: dict[tuple[str, str], Area]
    days: list[DayDef]
    footprints: dict[str, FootprintDef]
    categories: dict[str, schema.CategoryModel]
    moods: dict[str, schema.MoodModel]
    tile_types: dict[str, TileDef]
    instances: list[str]
    instance_names: list[str]
    starting: dict[str, FocusDef]
    regular: dict[str, FocusDef]
    characters: dict[str, schema.CharacterModel]
    breaking: dict[str, schema.BreakingModel]
    rules: schema.RulesFile
    profiles: dict[str, schema.Profile]
    puzzles: dict[str, schema.PuzzleModel]
    warnings: list[str] = field(default_factory=list)

    def tile(self, uid: int) -> TileDef:
        """The tile type of a physical tile."""
        return self.tile_types[self.instances[uid]]

    def focus(self, focus_id: str) -> FocusDef:
        """A starting or regular focus tile by id."""
        return self.starting.get(focus_id) or self.regular[focus_id]

    def focus_positions(self, day: DayDef, focus_id: str) -> list[tuple[int, int]]:
        """Positions (col, row) of a focus tile that cover every star, inside the day's area."""
        fp = self.focus(focus_id).footprint
        return [at for at, m in day.grid.placements(fp.cells).items()
                if m & day.area.stars == day.area.stars and m & ~day.area.mask == 0]


def _unique(items, loc: Loc, key: str) -> None:
    seen = set()
    for i, item in enumerate(items):
        if item.id in seen:
            raise error_at(loc, (key, i, "id"), f"duplicate id {item.id!r}")
        seen.add(item.id)


def load_content(game_dir: Path, pack_dirs=()) -> FtpContent:
    """Load and check all content; raises ContentError naming file:line: field."""
    with naming_packs(pack_dirs):
        return _load_content(game_dir, tuple(pack_dirs))


def _load_content(game_dir: Path, pack_dirs=()) -> FtpContent:
    raw = load_raw(game_dir, FILES, pack_dirs)
    models, version = validate_files(raw, FILES), content_version(raw)
    locs = {name: loc for name, (_, loc) in raw.items()}
    boards: schema.BoardsFile = models["boards.yaml"]
    tiles: schema.TilesFile = models["tiles.yaml"]
    warnings: list[str] = []

    footprints = _footprints(tiles, locs["tiles.yaml"])
    sides, areas, side_names = _boards(boards, locs["boards.yaml"])
    days = []
    for i, d in enumerate(boards.days):
        if (d.side, d.area) not in areas:
            raise error_at(locs["boards.yaml"], ("days", i, "area"), f"unknown side/area {d.side}/{d.area}")
        days.append(DayDef(i, d.id, d.name.model_dump(), d.side, sides[d.side], areas[(d.side, d.area)]))
    tile_types, instances, names = _tiles(tiles, footprints, locs["tiles.yaml"])
    starting, regular = _focus(models["focus.yaml"], footprints, days, tiles, locs["focus.yaml"])
    chars: schema.CharactersFile = models["characters.yaml"]
    _unique(chars.characters, locs["characters.yaml"], "characters")
    cards: schema.BreakingFile = models["breaking_news.yaml"]
    _unique(cards.cards, locs["breaking_news.yaml"], "cards")
    day_ids = [d.id for d in days]
    for i, c in enumerate(cards.cards):
        if c.deck not in day_ids:
            raise error_at(locs["breaking_news.yaml"], ("cards", i, "deck"), f"unknown deck {c.deck!r}")
    for day_id in day_ids:
        if not any(c.deck == day_id for c in cards.cards):
            raise error_at(locs["breaking_news.yaml"], ("cards",),
                           f"the {day_id} deck needs at least 1 card (FTP-GAP-08)")
    for i, ch in enumerate(chars.characters):
        _check_effects(ch.effects, tiles, locs["characters.yaml"], ("characters", i, "effects"))
    for i, c in enumerate(cards.cards):
        _check_effects(c.effects, tiles, locs["breaking_news.yaml"], ("cards", i, "effects"))
    cells = sum(footprints[tile_types[t].footprint.id].area for t in instances)
    sun = days[-1]
    free = sun.area.mask.bit_count() - max(f.footprint.area for f in regular.values())
    if cells < 1.15 * 6 * free:
        warnings.append(f"tiles.yaml: the pool has {cells} cells, below 1.15 × 6 × {free} Sunday free cells")
    profiles: schema.ProfilesFile = models["ai_profiles.yaml"]
    content = FtpContent(
        version=version, sides=sides, side_names=side_names, areas=areas, days=days,
        footprints=footprints, categories=dict(tiles.categories), moods=dict(tiles.moods),
        tile_types=tile_types, instances=instances, instance_names=names, starting=starting,
        regular=regular, characters={c.id: c for c in chars.characters},
        breaking={c.id: c for c in cards.cards}, rules=models["rules.yaml"],
        profiles=dict(profiles.profiles), puzzles={}, warnings=warnings)
    content.puzzles = _puzzles(game_dir, pack_dirs, content)
    return content


def _footprints(tiles: schema.TilesFile, loc: Loc) -> dict[str, FootprintDef]:
    out: dict[str, FootprintDef] = {}
    shapes: dict[tuple, str] = {}
    for fid, fp in tiles.footprints.items():
        widths = {len(r) for r in fp.rows}
        width = max(widths)
        if width > MAX_FOOTPRINT:
            raise error_at(loc, ("footprints", fid, "rows"), f"wider than {MAX_FOOTPRINT} cells")
        cells = shape_cells(fp.rows)
        if len(widths) != 1 or set("".join(fp.rows)) - {"#", "."} or not cells or not is_connected(cells):
            raise error_at(loc, ("footprints", fid, "rows"), "not one 4-connected polyomino of '#' and '.'")
        xs, ys = [x for x, _ in cells], [y for _, y in cells]
        if (min(xs), min(ys), max(xs), max(ys)) != (0, 0, width - 1, len(fp.rows) - 1):
            raise error_at(loc, ("footprints", fid, "rows"), "has an empty first or last row or column")
        shape = normalise(cells)
        if fp.type != "focus":
            if shape in shapes:
                raise error_at(loc, ("footprints", fid, "rows"),
                               f"same shape as footprint {shapes[shape]!r} (a face-down tile's type "
                               "must be known from its shape)")
            shapes[shape] = fid
        out[fid] = FootprintDef(fid, fp.type, cells, width, len(fp.rows))
    return out


def _boards(boards: schema.BoardsFile, loc: Loc):
    sides, areas, names = {}, {}, {}
    for sid, side in boards.sides.items():
        grid = Grid(side.columns, side.rows, side.fold_after_row)
        sides[sid] = grid
        names[sid] = side.name.model_dump() if side.name else {"en": sid, "zh": sid}
        try:
            star_cells = [_on_grid(side, s) for s in side.stars]
        except ValueError as exc:
            raise error_at(loc, ("sides", sid, "stars"), str(exc)) from None
        stars = grid.mask_of(star_cells)
        for aid, ranges in side.areas.items():
            try:
                for r in ranges:
                    for end in r.split(":", 1):
                        _on_grid(side, end)
                cells = [c for r in ranges for c in parse_range(r)]
            except ValueError as exc:
                raise error_at(loc, ("sides", sid, "areas", aid), str(exc)) from None
            if not cells:
                raise error_at(loc, ("sides", sid, "areas", aid), "an area needs at least one cell range")
            mask = grid.mask_of(cells)
            if stars & ~mask:
                raise error_at(loc, ("sides", sid, "stars"), f"a star lies outside day area {aid!r}")
            areas[(sid, aid)] = Area(grid, mask, stars)
    return sides, areas, names


def _on_grid(side: schema.SideModel, name: str) -> tuple[int, int]:
    """The cell ``name`` (``C1``); ValueError when it is malformed or off the side's grid."""
    if len(name) > 4:
        raise ValueError(f"bad cell name {name[:8]!r}")
    col, row = parse_cell(name)
    if not (col < side.columns and row < side.rows):
        raise ValueError(f"cell {name} lies outside the {side.columns} × {side.rows} grid")
    return col, row


def _default_article(area: int) -> tuple[int, int]:
    for top, pts, icons in ARTICLE_TABLE:
        if area <= top:
            return pts, icons
    return ARTICLE_TABLE[-1][1:]


def _tiles(tiles: schema.TilesFile, footprints, loc: Loc):
    _unique(tiles.tiles, loc, "tiles")
    out: dict[str, TileDef] = {}
    instances: list[str] = []
    names: list[str] = []
    for i, t in enumerate(tiles.tiles):
        path = ("tiles", i)
        fp = footprints.get(t.footprint)
        if fp is None:
            raise error_at(loc, (*path, "footprint"), f"unknown footprint {t.footprint!r}")
        if fp.type != t.type:
            raise error_at(loc, (*path, "footprint"), f"footprint {fp.id} is for {fp.type} tiles, not {t.type}")
        name = (t.headline or t.name).model_dump() if (t.headline or t.name) else {"en": t.id, "zh": t.id}
        if t.type == "article":
            if t.category not in tiles.categories:
                raise error_at(loc, (*path, "category"), f"unknown category {t.category!r}")
            if t.mood is None:
                raise error_at(loc, (*path, "mood"), "an article needs a mood")
            pts, icons = _default_article(fp.area)
            tile = TileDef(t.id, "article", fp, name, t.category, t.mood,
                           t.points if t.points is not None else pts,
                           t.mood_icons if t.mood_icons is not None else icons)
        elif t.type == "photo":
            cond = t.scores_adjacent
            if cond is None or not (cond.categories or cond.moods):
                raise error_at(loc, (*path, "scores_adjacent"), "a photo needs categories or moods to score")
            for c in cond.categories:
                if c not in tiles.categories:
                    raise error_at(loc, (*path, "scores_adjacent", "categories"), f"unknown category {c!r}")
            tile = TileDef(t.id, "photo", fp, name, photo_categories=tuple(cond.categories),
                           photo_moods=tuple(cond.moods), points_per_match=cond.points_per_match,
                           photo_max=cond.max)
        else:
            if t.income is None:
                raise error_at(loc, (*path, "income"), "an ad needs an income")
            tile = TileDef(t.id, "ad", fp, name, income=t.income)
        out[t.id] = tile
        for k in range(t.copies):
            instances.append(t.id)
            names.append(t.id if t.copies == 1 else f"{t.id}#{k + 1}")
    return out, instances, names


def _check_filter(flt, tiles: schema.TilesFile, loc: Loc, path: tuple) -> None:
    filters = [(flt, path)]
    while filters:
        flt, fpath = filters.pop()
        for cat in flt.category or []:
            if cat not in tiles.categories:
                raise error_at(loc, (*fpath, "category"), f"unknown category {cat!r}")
        if flt.next_to is not None:
            filters.append((flt.next_to, (*fpath, "next_to")))


def _check_condition(c, tiles: schema.TilesFile, loc: Loc, path: tuple) -> None:
    _check_filter(c.filter, tiles, loc, (*path, "filter"))
    for cat in c.categories or []:
        if cat not in tiles.categories:
            raise error_at(loc, (*path, "categories"), f"unknown category {cat!r}")


def _check_conditions(conds, tiles: schema.TilesFile, loc: Loc, path: tuple) -> None:
    for j, c in enumerate(conds):
        _check_condition(c, tiles, loc, (*path, j))


def _check_effects(effects, tiles, loc: Loc, path: tuple) -> None:
    for j, e in enumerate(effects):
        for key in ("score", "income"):
            cond = getattr(e, key)
            if cond is not None:
                _check_condition(cond, tiles, loc, (*path, j, key))
            if e.forbid is not None:
                _check_filter(e.forbid, tiles, loc, (*path, j, "forbid"))


def _focus(focus: schema.FocusFile, footprints, days, tiles, loc: Loc):
    _unique(focus.starting, loc, "starting")
    _unique(focus.regular, loc, "regular")
    starting, regular = {}, {}
    for key, items in (("starting", focus.starting), ("regular", focus.regular)):
        for i, f in enumerate(items):
            fp = footprints.get(f.footprint)
            if fp is None or fp.type != "focus":
                raise error_at(loc, (key, i, "footprint"), f"unknown focus footprint {f.footprint!r}")
            for day in days:
                covers = [m for m in day.grid.placements(fp.cells).values()
                          if m & day.area.stars == day.area.stars and m & ~day.area.mask == 0]
                if not covers:
                    raise error_at(loc, (key, i, "footprint"),
                                   f"footprint {fp.id} cannot cover the stars on {day.id}")
            if key == "starting":
                _check_conditions(f.conditions, tiles, loc, (key, i, "conditions"))
                starting[f.id] = FocusDef(f.id, f.name.model_dump(), fp, {"start": tuple(f.conditions)}, True)
            else:
                _check_conditions(f.a, tiles, loc, (key, i, "a"))
                _check_conditions(f.b, tiles, loc, (key, i, "b"))
                regular[f.id] = FocusDef(f.id, f.name.model_dump(), fp, {"a": tuple(f.a), "b": tuple(f.b)})
    if set(starting) & set(regular):
        raise error_at(loc, ("regular",), "a regular focus id repeats a starting id")
    return starting, regular


def _puzzles(game_dir: Path, pack_dirs, content: FtpContent) -> dict[str, schema.PuzzleModel]:
    out: dict[str, schema.PuzzleModel] = {}
    paths = [(p, True) for p in sorted((game_dir / "puzzles").glob("*.yaml"))]
    for pack in pack_dirs:
        found = sorted((Path(pack) / "puzzles").glob("*.yaml"))
        if len(found) > MAX_PACK_PUZZLES:
            raise ContentError(display_path(Path(pack) / "puzzles"), None, "",
                               f"{len(found)} puzzle files; a pack holds at most {MAX_PACK_PUZZLES}")
        paths += [(p, False) for p in found]
    for path, built_in in paths:
        data, loc = load_built_in(path) if built_in else load_yaml(path)
        pz = validate(schema.PuzzleModel, data, loc)
        if (pz.side, pz.area) not in content.areas:
            raise error_at(loc, ("area",), f"unknown side/area {pz.side}/{pz.area}")
        for i, tid in enumerate(pz.desk):
            if tid not in content.tile_types:
                raise error_at(loc, ("desk", i), f"unknown tile {tid!r}")
            if pz.desk.count(tid) > content.instances.count(tid):
                raise error_at(loc, ("desk", i), f"more {tid} tiles than the pool holds")
        if pz.focus.id not in content.starting and pz.focus.id not in content.regular:
            raise error_at(loc, ("focus", "id"), f"unknown focus tile {pz.focus.id!r}")
        if (pz.focus.id in content.starting) != (pz.focus.side == "start"):
            raise error_at(loc, ("focus", "side"), "starting tiles use side 'start', regular ones 'a' or 'b'")
        if pz.id in out:
            raise error_at(loc, ("id",), f"duplicate id {pz.id!r}")
        out[pz.id] = pz
    return out
