"""Unconscious Mind content: load ``data/unconscious_mind/*.yaml``, check cross-references, compile.

The pydantic models (and the §19 effect vocabulary) are in ``schema.py``. After validation every
id that points elsewhere is checked (locations, districts, articles, icons, actions, letters) and
the minimums of UM-GAP-16 are enforced; a problem is a ContentError naming ``file:line: field``.

Compiled form (plain data the engine reads, see :class:`UmContent`): steps are dicts
``{"op": ..., ...}`` with sizes as 0/1/2 (S/M/L) and colours as 0/1/2 (red/green/purple) or -1
(any); a cost is ``{"terms": [["spend", size, colour] | ["suppress"], ...], "coffee": n,
"good_idea": n, "vp": n}`` (see :func:`compile_cost`); a paid effect is ``{"cost": cost, "gain": [steps]}``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from desktop_app.content.loader import (
    ContentError,
    error_at,
    load_files,
    load_yaml,
    merge_pack,
)
from desktop_app.rules.unconscious_mind.schema import (
    MODELS,
    RulesFile,
    schedule_function,
)

SIZES = ("S", "M", "L")
COLOURS = ("red", "green", "purple")
ANY = -1
SIZE_INDEX = {s: i for i, s in enumerate(SIZES)}
COLOUR_INDEX = {c: i for i, c in enumerate(COLOURS)} | {"any": ANY}
NO_COST = {"terms": [], "coffee": 0, "good_idea": 0, "vp": 0}
STACKS = ("I", "II", "III")
LETTERS_NEEDED = 4
TILES_PER_LETTER = 3


def compile_cost(terms: list) -> dict[str, Any]:
    """Cost terms (models or dicts) -> ``{"terms": [...], "coffee": n, "good_idea": n, "vp": n}``.

    ``terms`` keeps the listed order of the insight terms: ``["spend", size, colour]`` per insight
    and ``["suppress"]`` per suppress step (each replaceable by coffee, UM-COF-02)."""
    cost: dict[str, Any] = {"terms": [], "coffee": 0, "good_idea": 0, "vp": 0}
    for term in terms:
        data = term if isinstance(term, dict) else term.model_dump(exclude_none=True)
        for key, value in data.items():
            if value is None:
                continue
            if key == "spend":
                cost["terms"] += [["spend", SIZE_INDEX[value["size"]], COLOUR_INDEX[value["colour"]]]
                                  for _ in range(value.get("n", 1))]
            elif key == "suppress":
                cost["terms"] += [["suppress"] for _ in range(value)]
            else:
                cost[key] += value
    return cost


def compile_step(step: dict[str, Any]) -> dict[str, Any]:
    """A validated step with sizes and colours as indexes and costs compiled (nested steps too)."""
    out = dict(step)
    op = step["op"]
    if op == "generate":
        out["size"], out["colour"] = SIZE_INDEX[step["size"]], COLOUR_INDEX[step["colour"]]
    elif op == "transfer":
        out["level"] = SIZE_INDEX[step["level"]]
    elif op in ("pay", "convert"):
        out["cost"] = compile_cost(step["cost"])
        if op == "convert":
            out["gain"] = compile_steps(step["gain"])
    elif op == "choice":
        out["options"] = [compile_steps(o) for o in step["options"]]
    return out


def compile_steps(steps: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """:func:`compile_step` over a list."""
    return [compile_step(s) for s in steps]


def compile_main(main) -> dict[str, Any]:
    """A ``Main`` model -> ``{"cost": compiled cost, "gain": steps}``."""
    return {"cost": compile_cost(main.cost), "gain": compile_steps(main.gain)}


@dataclass
class UmContent:
    """Validated, compiled content (the pydantic models stay in ``files``).

    Locations are indexes into ``ring`` (clockwise); districts into ``districts``. Lookups:
    ``actions[id] = {"lightning", "options": [steps]}``, ``spaces = [{"id", "adjacent", "inkwell"}]``,
    ``rondel = [{"id", "kind", "row", "reward"}]``, ``columns = [{"vp", "ability"}]``,
    ``tiles[id] = {"era", "main", "sidebar", "start"}`` (``backs[id]``: what its face-down back shows),
    ``patients[id] = {"type", "hearts", "tag",
    "cure_vp", "ongoing", "endgame"}``, ``sorrows[id] = {"hearts", "icon"}``, ``dreams[id] = {"kind",
    "icon", "cost", "hearts", "bonus"}``, ``research[id] = {"tag", "article", "effect"}``,
    ``treatises[id] = {"supply", "vp", "prestige", "tags", "articles", "cite_vp"}``,
    ``goals[id] = {"tag", "vp", "kind", "n"}``; ``names[id] = {"en", "zh"}`` for every id;
    ``coffee_prices`` (transfer, elevate, ignore suppress, good idea) and ``price_patients`` (patients
    whose cured effect changes them).
    """

    files: dict[str, Any]
    version: str
    names: dict[str, dict] = field(default_factory=dict)
    ring: list[str] = field(default_factory=list)
    loc_index: dict[str, int] = field(default_factory=dict)
    wildcard: str = "WILD"
    districts: list[str] = field(default_factory=list)
    district_of: list[int] = field(default_factory=list)
    district_locations: list[list[int]] = field(default_factory=list)
    district_spaces: list[list[tuple[int, int]]] = field(default_factory=list)
    loc_effect: list[list[dict]] = field(default_factory=list)
    loc_recall: list[list[list[dict]]] = field(default_factory=list)
    recall_tokens: dict[int, int] = field(default_factory=dict)
    recall_reveal: list[list[dict]] = field(default_factory=list)
    actions: dict[str, dict] = field(default_factory=dict)
    action_ids: list[str] = field(default_factory=list)
    spaces: list[dict] = field(default_factory=list)
    rondel: list[dict] = field(default_factory=list)
    row_ability: list[dict] = field(default_factory=list)
    columns: list[dict] = field(default_factory=list)
    track_max: int = 12
    vp_spaces: dict[int, int] = field(default_factory=dict)
    catharsis_space: int = 3
    catharsis_reward: list[dict] = field(default_factory=list)
    basic: list[dict] = field(default_factory=list)
    tiles: dict[str, dict] = field(default_factory=dict)
    backs: dict[str, str] = field(default_factory=dict)
    era1: list[str] = field(default_factory=list)
    era2: list[str] = field(default_factory=list)
    starting: dict[str, list[str]] = field(default_factory=dict)
    letters: list[str] = field(default_factory=list)
    patients: dict[str, dict] = field(default_factory=dict)
    ordinary: list[str] = field(default_factory=list)
    complex: list[str] = field(default_factory=list)
    sorrows: dict[str, dict] = field(default_factory=dict)
    dreams: dict[str, dict] = field(default_factory=dict)
    manifest: list[str] = field(default_factory=list)
    latent: list[str] = field(default_factory=list)
    prestige_vp: list[int] = field(default_factory=list)
    freud_start: int = 1
    era2_at: int = 5
    end_at: int = 10
    prestige_columns: list[dict] = field(default_factory=list)
    column_of_space: list[int] = field(default_factory=list)
    research: dict[str, dict] = field(default_factory=dict)
    articles: list[str] = field(default_factory=list)
    treatises: dict[str, dict] = field(default_factory=dict)
    supplies: dict[int, list[str]] = field(default_factory=dict)
    goals: dict[str, dict] = field(default_factory=dict)
    seat_compensation: dict[int, list[dict]] = field(default_factory=dict)
    coffee_prices: tuple[int, int, int, int] = (2, 2, 1, 3)
    price_patients: frozenset[str] = frozenset()
    converter_patients: frozenset[str] = frozenset()
    schedule: Callable[[int], bool] = field(default=lambda r: False, repr=False)

    @property
    def rules(self) -> RulesFile:
        """The ``rules.yaml`` model."""
        return self.files["rules.yaml"]

    def name(self, item_id: str) -> dict:
        """``{en, zh}`` of any id (tile, card, patient, location, action, colour ...)."""
        return self.names.get(item_id, {"en": item_id, "zh": item_id})

    def tag_matches(self, tag: str, loc: int) -> bool:
        """True when a location tag counts for location index ``loc`` (the wildcard counts everywhere)."""
        return tag == self.wildcard or self.loc_index.get(tag) == loc


class _Checker:
    """Cross-reference errors with file:line locations (the YAML is re-read only on failure)."""

    def __init__(self, game_dir: Path, pack_dirs: tuple[Path, ...]) -> None:
        self.game_dir, self.pack_dirs = game_dir, pack_dirs

    def fail(self, file: str, path: tuple, problem: str) -> ContentError:
        data, loc = load_yaml(self.game_dir / file)
        for pack in self.pack_dirs:
            if (Path(pack) / file).exists():
                data, loc = merge_pack(data, loc, *load_yaml(Path(pack) / file))
        return error_at(loc, path, problem)


def _walk(steps: list[dict], path: tuple, treatment: bool, fail: Callable[[tuple, str], ContentError]) -> None:
    """``hearts`` only inside a treatment (UM-HEAL-11: elsewhere it is ``heal``), recursively."""
    for i, step in enumerate(steps):
        if step["op"] == "hearts" and not treatment:
            raise fail((*path, i, "op"), "hearts are given only by treatments; use heal (UM-HEAL-11)")
        if step["op"] == "convert":
            _walk(step["gain"], (*path, i, "gain"), treatment, fail)
        if step["op"] == "choice":
            for j, option in enumerate(step["options"]):
                _walk(option, (*path, i, "options", j), treatment, fail)


def _unique(items: list, file: str, key: str, chk: _Checker) -> None:
    seen: set[str] = set()
    for i, item in enumerate(items):
        if item.id in seen:
            raise chk.fail(file, (key, i, "id"), f"duplicate id {item.id!r}")
        seen.add(item.id)


def load_content(game_dir: Path, pack_dirs: tuple[Path, ...] = ()) -> UmContent:
    """Load, validate, cross-check and compile the content; raises ContentError."""
    files, version = load_files(game_dir, MODELS, pack_dirs)
    chk = _Checker(game_dir, tuple(pack_dirs))
    c = UmContent(files, version)
    _rules(c, files["rules.yaml"], chk)
    _map(c, files["map.yaml"], chk)
    _table(c, files["meeting_table.yaml"], chk)
    _boards(c, files["player_board.yaml"], files["patient_board.yaml"], chk)
    _methods(c, files["methods.yaml"], files["letters.yaml"], chk)
    _patients(c, files["patients.yaml"], files["sorrows.yaml"], files["dreams.yaml"], chk)
    _prestige(c, files["prestige.yaml"], chk)
    _papers(c, files["research.yaml"], files["treatises.yaml"], files["goals.yaml"], chk)
    return c


def _rules(c: UmContent, rules: RulesFile, chk: _Checker) -> None:
    if [x.id for x in rules.colours] != list(COLOURS):
        raise chk.fail("rules.yaml", ("colours",), "the colours are red, green, purple in that order")
    if [x.id for x in rules.sizes] != list(SIZES):
        raise chk.fail("rules.yaml", ("sizes",), "the sizes are S, M, L in that order")
    for x in [*rules.colours, *rules.sizes]:
        c.names[x.id] = x.name.model_dump()
    for n in range(1, 5):
        if n not in rules.era1_tiles_by_players:
            raise chk.fail("rules.yaml", ("era1_tiles_by_players",), f"no era I tile count for {n} players")
        if rules.era1_tiles_by_players[n] % 2:
            raise chk.fail("rules.yaml", ("era1_tiles_by_players", n), "must be even (two equal piles, UM-SET-04)")
        if n not in rules.seat_compensation:
            raise chk.fail("rules.yaml", ("seat_compensation",), f"no compensation for seat {n}")
    for place in (1, 2):
        if place not in rules.prestige_rank_bonus:
            raise chk.fail("rules.yaml", ("prestige_rank_bonus",), f"no bonus for place {place}")
    def fail(path, problem):
        return chk.fail("rules.yaml", path, problem)

    for seat, steps in rules.seat_compensation.items():
        _walk(steps, ("seat_compensation", seat), False, fail)
        c.seat_compensation[seat] = compile_steps(steps)
    c.schedule = schedule_function(rules.solo.freud_schedule)
    conv = rules.coffee_conversions
    c.coffee_prices = (conv.transfer, conv.elevate, conv.ignore_suppress, conv.good_idea)
    for rank in rules.solo.ranks:
        c.names[f"rank:{rank.min}"] = rank.name.model_dump()


def _map(c: UmContent, m, chk: _Checker) -> None:
    def fail(path, problem):
        return chk.fail("map.yaml", path, problem)

    if len(m.ring) != 6 or len(set(m.ring)) != 6:
        raise fail(("ring",), "the ring has 6 different locations")
    c.ring = list(m.ring)
    c.loc_index = {loc: i for i, loc in enumerate(c.ring)}
    c.wildcard = m.wildcard.id
    c.names[m.wildcard.id] = m.wildcard.name.model_dump()
    if len(m.districts) != 3:
        raise fail(("districts",), "there are 3 districts")
    c.district_of = [-1] * 6
    for d, dist in enumerate(m.districts):
        if len(dist.locations) != 2:
            raise fail(("districts", d, "locations"), "a district has 2 locations")
        for j, loc in enumerate(dist.locations):
            if loc not in c.loc_index:
                raise fail(("districts", d, "locations", j), f"unknown location {loc!r}")
            if c.district_of[c.loc_index[loc]] != -1:
                raise fail(("districts", d, "locations", j), f"{loc} is in two districts")
            c.district_of[c.loc_index[loc]] = d
        c.districts.append(dist.id)
        c.district_locations.append([c.loc_index[x] for x in dist.locations])
        c.district_spaces.append([(s.min_tags, s.vp) for s in (dist.scoring_spaces or m.district_scoring_spaces)])
        c.names[dist.id] = dist.name.model_dump()
    by_id = {loc.id: (i, loc) for i, loc in enumerate(m.locations)}
    for i, loc in enumerate(m.locations):
        if loc.id not in c.loc_index:
            raise fail(("locations", i, "id"), f"location {loc.id!r} is not on the ring")
    c.loc_effect, c.loc_recall = [], []
    for loc_id in c.ring:
        if loc_id not in by_id:
            raise fail(("locations",), f"no entry for location {loc_id}")
        i, loc = by_id[loc_id]
        _walk(loc.effect, ("locations", i, "effect"), False, fail)
        for j, space in enumerate(loc.recall_spaces):
            _walk(space, ("locations", i, "recall_spaces", j), False, fail)
        c.loc_effect.append(compile_steps(loc.effect))
        c.loc_recall.append([compile_steps(s) for s in loc.recall_spaces])
        c.names[loc_id] = loc.name.model_dump()
    for n in range(1, 5):
        if n not in m.recall_stacks.tokens_per_stack:
            raise fail(("recall_stacks", "tokens_per_stack"), f"no token count for {n} players")
    c.recall_tokens = dict(m.recall_stacks.tokens_per_stack)
    c.recall_reveal = [compile_steps(m.recall_stacks.reveal_when_empty.get(s, [])) for s in STACKS]


def _table(c: UmContent, t, chk: _Checker) -> None:
    def fail(path, problem):
        return chk.fail("meeting_table.yaml", path, problem)

    _unique(t.actions, "meeting_table.yaml", "actions", chk)
    for i, action in enumerate(t.actions):
        for j, option in enumerate(action.options):
            _walk(option, ("actions", i, "options", j), False, fail)
        c.actions[action.id] = {"lightning": action.lightning, "options": [compile_steps(o) for o in action.options]}
        c.action_ids.append(action.id)
        c.names[action.id] = action.name.model_dump()
    if t.spaces is not None:
        for i, space in enumerate(t.spaces):
            for j, a in enumerate(space.adjacent):
                if a not in c.actions:
                    raise fail(("spaces", i, "adjacent", j), f"unknown action {a!r}")
            c.spaces.append({"id": space.id, "adjacent": list(space.adjacent), "inkwell": space.inkwell})
        return
    grid: dict[tuple[int, int], str] = {}
    for i, action in enumerate(t.actions):
        if action.pos is None:
            raise fail(("actions", i), "pos is needed for the lattice layout (or give spaces)")
        r, col = action.pos
        if not (0 <= r < t.idea_space_rows - 1 and 0 <= col < t.idea_space_cols - 1) or (r, col) in grid:
            raise fail(("actions", i, "pos"), f"position {list(action.pos)} is outside the grid or taken")
        grid[(r, col)] = action.id
    if len(t.inkwell_icons_by_space_row) != t.idea_space_rows:
        raise fail(("inkwell_icons_by_space_row",), f"needs {t.idea_space_rows} values")
    for r in range(t.idea_space_rows):
        for col in range(t.idea_space_cols):
            adjacent = [grid[(ar, ac)] for ar in (r - 1, r) for ac in (col - 1, col) if (ar, ac) in grid]
            sid = f"{r},{col}"
            if adjacent:
                c.spaces.append({"id": sid, "adjacent": adjacent,
                                 "inkwell": t.inkwell_icons.get(sid, t.inkwell_icons_by_space_row[r])})


def _boards(c: UmContent, board, patient_board, chk: _Checker) -> None:
    def fail(path, problem):
        return chk.fail("player_board.yaml", path, problem)

    kinds = [s.kind for s in board.rondel]
    if kinds[0] != "top" or kinds.count("top") != 1 or kinds.count("prestige") > 1:
        raise fail(("rondel",), "the rondel starts with the one top space and has at most one prestige space")
    rows = sorted(s.row for s in board.rondel if s.kind == "row")
    if rows != [1, 2, 3]:
        raise fail(("rondel",), "the rondel has one row space for each of rows 1, 2, 3")
    for i, s in enumerate(board.rondel):
        if (s.row is not None) != (s.kind == "row"):
            raise fail(("rondel", i, "row"), "row is given for row spaces only")
        _walk(s.reward, ("rondel", i, "reward"), False, fail)
        c.rondel.append({"id": s.id, "kind": s.kind, "row": s.row, "reward": compile_steps(s.reward)})
        c.names[f"rondel:{s.id}"] = s.name.model_dump()
    c.row_ability = compile_steps(board.rows.full_ability)
    if sorted(col.col for col in board.columns) != [1, 2, 3]:
        raise fail(("columns",), "columns 1, 2, 3 each once")
    for col in sorted(board.columns, key=lambda x: x.col):
        c.columns.append({"vp": col.full_vp, "ability": compile_steps(col.full_ability)})
    pb = patient_board
    c.track_max = pb.healing_track.max
    c.vp_spaces = dict(pb.healing_track.vp_spaces)
    c.catharsis_space = pb.catharsis.space
    c.catharsis_reward = compile_steps(pb.catharsis.reward)
    for i, option in enumerate(pb.basic_treatment):
        if not any(s["op"] == "hearts" for s in option.gain):
            raise chk.fail("patient_board.yaml", ("basic_treatment", i, "gain"), "a basic treatment gives hearts")
        c.basic.append(compile_main(option))


def _methods(c: UmContent, methods, letters, chk: _Checker) -> None:
    def fail(path, problem):
        return chk.fail("methods.yaml", path, problem)

    _unique(methods.tiles, "methods.yaml", "tiles", chk)
    c.letters = [x.id for x in letters.letters]
    for x in letters.letters:
        c.names[f"letter:{x.id}"] = x.name.model_dump()
    if len(c.letters) < LETTERS_NEEDED:
        raise chk.fail("letters.yaml", ("letters",), f"needs {LETTERS_NEEDED} letters (one per player)")
    for i, tile in enumerate(methods.tiles):
        _walk(tile.main.gain, ("tiles", i, "main", "gain"), False, fail)
        _walk(tile.sidebar, ("tiles", i, "sidebar"), False, fail)
        start = None
        if tile.start is not None:
            if tile.letter not in c.letters:
                raise fail(("tiles", i, "letter"), f"unknown letter {tile.letter!r}")
            if tile.start.location not in c.loc_index:
                raise fail(("tiles", i, "start", "location"), f"unknown location {tile.start.location!r}")
            start = {"location": c.loc_index[tile.start.location],
                     "insights": [[SIZE_INDEX[x.size], COLOUR_INDEX[x.colour]] for x in tile.start.insights]}
            c.starting.setdefault(tile.letter, []).append(tile.id)
        elif tile.era == 1:
            c.era1.append(tile.id)
        else:
            c.era2.append(tile.id)
        c.tiles[tile.id] = {"era": tile.era, "main": compile_main(tile.main), "sidebar": compile_steps(tile.sidebar),
                            "start": start, "consumes": tile.consumes}
        c.backs[tile.id] = repr((tile.era, c.tiles[tile.id]["main"]))
        c.names[tile.id] = tile.name.model_dump()
    most = max(c.files["rules.yaml"].era1_tiles_by_players.values())
    if len(c.era1) < max(12, most):
        raise fail(("tiles",), f"needs at least {max(12, most)} era I tiles, has {len(c.era1)}")
    if len(c.era2) < 2 or len(c.era2) % 2:
        raise fail(("tiles",), f"needs an even number (at least 2) of era II tiles, has {len(c.era2)}")
    for letter in c.letters[:LETTERS_NEEDED]:
        if len(c.starting.get(letter, [])) != TILES_PER_LETTER:
            raise fail(("tiles",), f"letter {letter} needs {TILES_PER_LETTER} starting tiles")


def _patients(c: UmContent, patients, sorrows, dreams, chk: _Checker) -> None:
    def fail(path, problem):
        return chk.fail("patients.yaml", path, problem)

    _unique(patients.patients, "patients.yaml", "patients", chk)
    _unique(sorrows.sorrows, "sorrows.yaml", "sorrows", chk)
    _unique(dreams.dreams, "dreams.yaml", "dreams", chk)
    icons = {x.id for x in sorrows.icons}
    for x in sorrows.icons:
        c.names[f"icon:{x.id}"] = x.name.model_dump()
    for i, s in enumerate(sorrows.sorrows):
        if s.icon not in icons:
            raise chk.fail("sorrows.yaml", ("sorrows", i, "icon"), f"unknown icon {s.icon!r}")
        c.sorrows[s.id] = {"hearts": s.hearts, "icon": s.icon}
        c.names[s.id] = s.name.model_dump()
    for i, p in enumerate(patients.patients):
        if p.tag not in c.loc_index:
            raise fail(("patients", i, "tag"), f"unknown location {p.tag!r}")
        ongoing = []
        for j, o in enumerate(p.ongoing):
            if o.action is not None and o.action not in c.actions:
                raise fail(("patients", i, "ongoing", j, "action"), f"unknown action {o.action!r}")
            entry: dict[str, Any] = {k: v for k, v in o.model_dump(by_alias=True).items() if v is not None}
            if o.effect is not None:
                _walk(o.effect, ("patients", i, "ongoing", j, "effect"), False, fail)
                entry["effect"] = compile_steps(o.effect)
            if o.converter is not None:
                entry["converter"] = compile_main(o.converter)
            ongoing.append(entry)
        c.patients[p.id] = {"type": p.type, "hearts": p.hearts, "tag": p.tag, "cure_vp": p.cure_vp,
                            "ongoing": ongoing, "endgame": p.endgame.model_dump() if p.endgame else None}
        (c.ordinary if p.type == "ordinary" else c.complex).append(p.id)
        if any(e.get("modifier") == "coffee_cost" for e in ongoing):
            c.price_patients = c.price_patients | {p.id}
        if any("converter" in e for e in ongoing):
            c.converter_patients = c.converter_patients | {p.id}
        c.names[p.id] = p.name.model_dump()
    if len(c.ordinary) < 12 or len(c.complex) < 6:
        raise fail(("patients",), "needs at least 12 ordinary and 6 complex patients")
    if len(c.sorrows) < 12:
        raise chk.fail("sorrows.yaml", ("sorrows",), "needs at least 12 sorrow overlays")
    worst = max(p["hearts"] for p in c.patients.values()) + max(s["hearts"] for s in c.sorrows.values())
    if worst > c.track_max:
        raise fail(("patients",), f"a patient with an overlay can need {worst} hearts; the healing track has {c.track_max}")
    for i, d in enumerate(dreams.dreams):
        if d.icon is not None and d.icon not in icons:
            raise chk.fail("dreams.yaml", ("dreams", i, "icon"), f"unknown icon {d.icon!r}")
        _walk(d.bonus, ("dreams", i, "bonus"), False, lambda path, problem: chk.fail("dreams.yaml", path, problem))
        c.dreams[d.id] = {"kind": d.kind, "icon": d.icon, "cost": compile_cost(d.cost), "hearts": d.hearts,
                          "bonus": compile_steps(d.bonus)}
        (c.manifest if d.kind == "manifest" else c.latent).append(d.id)
        c.names[d.id] = d.name.model_dump()
    if len(c.manifest) < 12 or len(c.latent) < 8:
        raise chk.fail("dreams.yaml", ("dreams",), "needs at least 12 manifest and 8 latent dreams")


def _prestige(c: UmContent, p, chk: _Checker) -> None:
    def fail(path, problem):
        return chk.fail("prestige.yaml", path, problem)

    if len(p.vp) != p.spaces:
        raise fail(("vp",), f"needs {p.spaces} values (one per space)")
    if not p.freud_start < p.era2_at < p.end_at <= p.spaces - 1:
        raise fail(("end_at",), "freud_start < era2_at < end_at <= the last space")
    c.prestige_vp, c.freud_start, c.era2_at, c.end_at = list(p.vp), p.freud_start, p.era2_at, p.end_at
    c.column_of_space = [-1] * p.spaces
    for i, col in enumerate(p.columns):
        for j, space in enumerate(col.spaces):
            if not 0 <= space < p.spaces or c.column_of_space[space] != -1:
                raise fail(("columns", i, "spaces", j), f"space {space} is off the track or in two columns")
            c.column_of_space[space] = i
        for j, option in enumerate(col.options):
            _walk(option, ("columns", i, "options", j), False, fail)
        c.prestige_columns.append({"options": [compile_steps(o) for o in col.options]})
    if -1 in c.column_of_space:
        raise fail(("columns",), f"space {c.column_of_space.index(-1)} is in no column")


def _papers(c: UmContent, research, treatises, goals, chk: _Checker) -> None:
    _unique(research.cards, "research.yaml", "cards", chk)
    _unique(treatises.treatises, "treatises.yaml", "treatises", chk)
    _unique(goals.goals, "goals.yaml", "goals", chk)
    c.articles = [a.id for a in research.articles]
    for a in research.articles:
        c.names[f"article:{a.id}"] = a.name.model_dump()
    for i, card in enumerate(research.cards):
        if card.tag not in c.loc_index:
            raise chk.fail("research.yaml", ("cards", i, "tag"), f"unknown location {card.tag!r}")
        if card.article not in c.articles:
            raise chk.fail("research.yaml", ("cards", i, "article"), f"unknown article colour {card.article!r}")
        _walk(card.effect, ("cards", i, "effect"), False, lambda path, problem: chk.fail("research.yaml", path, problem))
        c.research[card.id] = {"tag": card.tag, "article": card.article, "effect": compile_steps(card.effect)}
        c.names[card.id] = card.name.model_dump()
    districts = {c.district_of[c.loc_index[r["tag"]]] for r in c.research.values()}
    if len(c.research) < 20 or len(districts) < 3:
        raise chk.fail("research.yaml", ("cards",), "needs at least 20 research cards covering all 3 districts")
    for i, t in enumerate(treatises.treatises):
        for j, tag in enumerate(t.tags):
            if tag not in c.loc_index:
                raise chk.fail("treatises.yaml", ("treatises", i, "tags", j), f"unknown location {tag!r}")
        for j, art in enumerate(t.articles):
            if art not in c.articles:
                raise chk.fail("treatises.yaml", ("treatises", i, "articles", j), f"unknown article colour {art!r}")
        c.treatises[t.id] = {"supply": t.supply, "vp": t.vp, "prestige": t.prestige, "tags": list(t.tags),
                             "articles": list(t.articles), "cite_vp": t.cite_vp}
        c.supplies.setdefault(t.supply, []).append(t.id)
        c.names[t.id] = t.name.model_dump()
    if sorted(c.supplies) != [1, 2, 3]:
        raise chk.fail("treatises.yaml", ("treatises",), "needs at least 1 treatise in each of supplies 1, 2, 3")
    for i, g in enumerate(goals.goals):
        if g.tag != c.wildcard and g.tag not in c.loc_index:
            raise chk.fail("goals.yaml", ("goals", i, "tag"), f"unknown location {g.tag!r}")
        c.goals[g.id] = {"tag": g.tag, "vp": g.vp, "kind": g.condition.kind, "n": g.condition.n}
        c.names[g.id] = g.name.model_dump()
    tags = [g["tag"] for g in c.goals.values()]
    if len(tags) != 7 or tags.count(c.wildcard) != 1 or sorted(set(tags) - {c.wildcard}) != sorted(c.ring):
        raise chk.fail("goals.yaml", ("goals",), "needs exactly 7 goal tiles: one per location and one wildcard")
