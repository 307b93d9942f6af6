"""Viscounts content: ``data/viscounts/<set>/*.yaml`` loaded, checked and compiled (viscounts.md §9).

**Layout.** One folder per content set: ``base/`` (this game), ``gog/`` (Gates of Gold) and ``kok/``
(Keeper of Keys). Every set folder may hold any of the files of :data:`schema.FILES`; a later
set merges into the earlier ones exactly like a content pack does (entries with the same ``id``
replace, new ids add), and every entity carries its ``expansion`` so a game uses only the sets
its options switch on. A content pack folder (``<pack>/viscounts/``) holds files for the base set
directly or in set sub-folders (``<pack>/viscounts/base/townsfolk.yaml``). The expansions' own
files (``gates_of_gold.yaml``: manuscript board, King's Orders, outsider row, build bonus cards;
``keeper_of_keys.yaml``: public buildings, chests, the KoK site effects) are optional: without
them that expansion cannot be switched on (:attr:`VisContent.gates` / :attr:`VisContent.keys`).

**Checks** (each a ContentError ``file:line: field: problem``): unknown fields, duplicate ids,
effects (unknown op, bad parameter, an op in the wrong context — see ``vocabulary``), dangling
references (spaces, entries, adjacency, printed cards, connection ends, player-card start
numbers), and counts (5 pieces, both sides for 1–4 players, one inner space per castle slot,
10 level-1 regions for 5 level-2 ones, track spaces 1..length, 8 starting cards, one grey-back
per stack and 6 black-backs under each, heroes for players + 1, a cleric reward per ribbon,
3 building slots per type, 4 worker thresholds, a set score per ribbon count, 10 Steward cards).

Compiled objects are frozen dataclasses: :class:`CardDef`, :class:`ManuscriptDef`,
:class:`PieceDef` (sides with :class:`SpaceDef`, :class:`SiteDef`, :class:`ConnectionDef`),
:class:`BuildingDef`, :class:`GatesDef`, :class:`KeysDef`, :class:`VisContent`. Effects are lists of
op dicts (``vocabulary``; the expansions' ops come from ``expansion_vocabulary``).
"""

from __future__ import annotations

import hashlib
from pathlib import Path
from typing import Any

from desktop_app.content.loader import (
    ContentError,
    Loc,
    error_at,
    load_yaml,
    merge_pack,
    naming_packs,
    validate,
)
from desktop_app.rules.viscounts import schema
from desktop_app.rules.viscounts.content_expansions import (
    check_unique,
    compile_gates,
    compile_keys,
    player_counts,
)
from desktop_app.rules.viscounts.content_model import (
    MODULE_KEYS,
    PIECES,
    SETS,
    STACK_BLACK,
    STEWARD_CARDS,
    Ability,
    BuildingDef,
    CardDef,
    ConnectionDef,
    ManuscriptDef,
    PieceDef,
    SideDef,
    SiteDef,
    SpaceDef,
    VisContent,
)
from desktop_app.rules.viscounts.expansion_vocabulary import MODULES as EXPANSION_VOCABULARY
from desktop_app.rules.viscounts.shorthand import parse_ability, to_ops
from desktop_app.rules.viscounts.vocabulary import (
    BUILDING_TYPES,
    RIBBONS,
    EffectError,
    check_effects,
    register_module,
)

for _module in EXPANSION_VOCABULARY:
    register_module(_module)

# ---- loading ---------------------------------------------------------------------------------
def _read_sets(data_dir: Path, pack_dirs: tuple[Path, ...]) -> dict[str, tuple[Any, Loc]]:
    raw: dict[str, tuple[Any, Loc]] = {}

    def add(path: Path) -> None:
        if path.name not in schema.FILES:
            raise ContentError(str(path), None, "", f"unknown content file (expected one of {', '.join(schema.FILES)})")
        data, loc = load_yaml(path)
        raw[path.name] = merge_pack(*raw[path.name], data, loc) if path.name in raw else (data, loc)

    for set_name in SETS:
        folder = data_dir / set_name
        if folder.is_dir():
            for path in sorted(folder.glob("*.yaml")):
                add(path)
        if set_name == "base":
            missing = [n for n in schema.FILES if n not in raw and n not in schema.EXPANSION_FILES]
            if missing:
                raise ContentError(str(folder / missing[0]), None, "", "file is missing")
    for pack in pack_dirs:
        pack = Path(pack)
        for path in sorted(pack.glob("*.yaml")):
            add(path)
        for set_name in SETS:
            for path in sorted((pack / set_name).glob("*.yaml")):
                add(path)
    return raw


def load_content(data_dir: Path, pack_dirs: tuple[Path, ...] = ()) -> VisContent:
    """Load ``data_dir/<set>/*.yaml`` and the packs; check and compile. Raises ContentError."""
    raw = _read_sets(data_dir, tuple(pack_dirs))
    texts = data_dir / "texts_zh.yaml"
    if texts.is_file():
        data, loc = load_yaml(texts)
        if not isinstance(data, dict) or not all(isinstance(k, str) and isinstance(v, str) for k, v in data.items()):
            raise ContentError(str(texts), loc.line, "", "expected a mapping 'English text: 中文'")
    digest = hashlib.sha256(repr(sorted((k, repr(v[0])) for k, v in raw.items())).encode()).hexdigest()[:12]
    locs = {name: raw[name][1] for name in schema.FILES if name in raw}
    with naming_packs(pack_dirs):  # a pack can break a built-in entry it never touched
        models = {name: validate(model, *raw[name]) for name, model in schema.FILES.items() if name in raw}
        return _compile(models, locs, digest)


class _Fx:
    """Compiles effect fields with their locations (errors name the bad step's line)."""

    def __init__(self, locs: dict[str, Loc]) -> None:
        self.locs = locs

    def effects(self, file: str, path: tuple[Any, ...], value: Any, context: str = "run") -> tuple[dict, ...]:
        try:
            ops = to_ops(value)
        except ValueError as exc:
            raise error_at(self.locs[file], path, str(exc)) from None
        try:
            return tuple(check_effects(ops, context))
        except EffectError as exc:
            raise error_at(self.locs[file], (*path, *exc.path), exc.problem) from None

    def ability(self, file: str, path: tuple[Any, ...], value: Any) -> Ability | None:
        if value is None:
            return None
        if isinstance(value, str):
            try:
                parsed = parse_ability(value)
            except ValueError as exc:
                raise error_at(self.locs[file], path, str(exc)) from None
        elif isinstance(value, dict) and set(value) <= {"timing", "effects", "cost"} and "timing" in value:
            parsed = dict(value)
        else:
            raise error_at(self.locs[file], path, "an ability is 'timing: effects' or {timing, effects, cost}")
        timing = parsed["timing"]
        if timing not in ("instant", "ongoing", "exit", "collision"):
            raise error_at(self.locs[file], (*path, "timing"), f"unknown timing {timing!r}")
        context = "ongoing" if timing == "ongoing" else "run"
        effects = self.effects(file, (*path, "effects"), parsed.get("effects"), context)
        cost = self.effects(file, (*path, "cost"), parsed.get("cost"))
        if cost and any(s["op"] not in ("pay_silver", "pay_resource") for s in cost):
            raise error_at(self.locs[file], (*path, "cost"), "an ability cost is pay_silver / pay_resource")
        if not effects:
            raise error_at(self.locs[file], path, "an ability needs at least one effect")
        return Ability(timing, effects, cost)


def _compile(m: dict[str, Any], locs: dict[str, Loc], version: str) -> VisContent:
    fx = _Fx(locs)
    cards, starting, neutral, heroes = _cards(m, locs, fx)
    manuscripts, grey, black = _manuscripts(m, locs, fx)
    pieces = _pieces(m["board.yaml"], locs["board.yaml"], fx, cards, manuscripts)
    castle: schema.Castle = m["castle.yaml"].castle
    lc = locs["castle.yaml"]
    if castle.level1.get("count") != 2 * len(castle.level2) or set(castle.level1) != {"count"}:
        raise error_at(lc, ("castle", "level1"), f"level1 needs count: {2 * len(castle.level2)} "
                       "(two level-1 regions outside each level-2 region)")
    if castle.rotations != castle.level1["count"]:
        raise error_at(lc, ("castle", "rotations"), f"rotations must equal the level-1 count {castle.level1['count']}")
    check_unique(castle.level2, lc, "castle")
    level2 = tuple((r.id, fx.effects("castle.yaml", ("castle", "level2", i, "effects"), r.effects, "castle_level2"))
                   for i, r in enumerate(castle.level2))
    level3 = fx.effects("castle.yaml", ("castle", "level3", "effects"), castle.level3.effects)
    track_file: schema.TrackFile = m["track.yaml"]
    active, others = _track(track_file, locs["track.yaml"], fx)
    lt = locs["track.yaml"]
    on_top = {pile: player_counts(getattr(track_file.end_piles, pile).on_top, lt, ("end_piles", pile, "on_top"))
              for pile in ("poverty", "prosperity")}
    pcs = _player_cards(m, locs, fx, pieces)
    rewards: schema.RewardsFile = m["rewards.yaml"]
    lr = locs["rewards.yaml"]
    if sorted(r.ribbon for r in rewards.cleric_rewards) != sorted(RIBBONS):
        raise error_at(lr, ("cleric_rewards",), "one cleric reward card per ribbon (yellow, blue, grey, black)")
    buildings = _buildings(m, locs, fx)
    rules: schema.Rules = m["rules.yaml"].rules
    lru = locs["rules.yaml"]
    th = rules.worker_thresholds
    if len(th) != 4 or th != sorted(th) or th[0] < 0:
        raise error_at(lru, ("rules", "worker_thresholds"), "4 rising thresholds for 1 / 2 / 3 / 4 workers (VIS-WORK-03)")
    if len(rules.manuscript_sets) != len(RIBBONS):
        raise error_at(lru, ("rules", "manuscript_sets"), f"one score per set size 1..{len(RIBBONS)} (VIS-SCORE-05)")
    if sorted(rules.knock_out) != [1, 2]:
        raise error_at(lru, ("rules", "knock_out"), "knock-out rewards for levels 1 and 2 (VIS-KO-02)")
    knock_out = {lvl: fx.effects("rules.yaml", ("rules", "knock_out", lvl), v) for lvl, v in rules.knock_out.items()}
    solo_file: schema.SoloFile = m["solo.yaml"]
    _check_solo(solo_file, locs["solo.yaml"])
    leaders = {}
    for i, leader in enumerate(rewards.castle_leaders):
        if leader.expansion in leaders:
            raise error_at(lr, ("castle_leaders", i, "expansion"), f"a second castle leader card for {leader.expansion}")
        leaders[leader.expansion] = leader
    if "base" not in leaders:
        raise error_at(lr, ("castle_leaders",), "a base-game castle leader card is needed (GAP-12)")
    sets = _sets(cards, manuscripts)
    gates = compile_gates(m, locs, fx, cards) if "gates_of_gold.yaml" in m else None
    keys = compile_keys(m, locs, fx, pieces) if "keeper_of_keys.yaml" in m else None
    perks = {}
    if gates is not None:
        perks.update({k: b.ongoing for k, b in gates.bonus.items()})
    if keys is not None:
        perks.update({p.id: p.ongoing for p in keys.public.values()})
    return VisContent(
        version=version, cards=cards, manuscripts=manuscripts, pieces=pieces, level2=level2, level3=level3,
        level1_count=castle.level1["count"], rotations=castle.rotations,
        track_length=track_file.vc_track.length, corruption_start=track_file.vc_track.corruption_start,
        virtue_start=track_file.vc_track.virtue_start, track_active=active, track_others=others, on_top=on_top,
        majority_awards=tuple(track_file.end_piles.majority_awards), player_cards={p.number: p for p in pcs[0]},
        player_card_extras=pcs[1], cleric_rewards={r.ribbon: r for r in rewards.cleric_rewards},
        buildings=buildings, rules=rules, knock_out=knock_out,
        reshuffle_criminal=fx.effects("rules.yaml", ("rules", "reshuffle_criminal"), rules.reshuffle_criminal),
        reshuffle_clean=fx.effects("rules.yaml", ("rules", "reshuffle_clean"), rules.reshuffle_clean),
        solo=solo_file.solo, steward_deck={c.id: c for c in solo_file.steward_deck},
        starting_deck=starting, neutral=neutral, heroes=heroes, grey_backs=grey, black_backs=black,
        sets=sets, leaders=leaders, gates=gates, keys=keys, perks=perks, castle_leader=leaders["base"],
    )


def _cards(m, locs, fx: _Fx):
    cards: dict[str, CardDef] = {}
    seen: dict[str, str] = {}
    for file in ("townsfolk.yaml", "heroes.yaml"):
        entries = m[file].cards
        check_unique(entries, locs[file], "cards", seen, file)
        for i, c in enumerate(entries):
            on_hire = fx.effects(file, ("cards", i, "on_hire"), c.on_hire)
            if c.deck in ("starting", "hero") and on_hire:
                raise error_at(locs[file], ("cards", i, "on_hire"), f"{c.deck} cards are never hired: no on_hire (DEC-51)")
            cards[c.id] = CardDef(c.id, c.name.model_dump(), c.deck, c.value, tuple(c.icons), on_hire,
                                  fx.ability(file, ("cards", i, "ability"), c.ability), c.copies, c.expansion,
                                  c.vp.model_dump(exclude_none=True) if c.vp is not None else None)
    starting = tuple(cid for cid, c in cards.items() if c.deck == "starting" for _ in range(c.copies))
    lt = locs["townsfolk.yaml"]
    if len(starting) != 8:
        raise error_at(lt, ("cards",), f"the starting deck has {len(starting)} cards; it needs 8 (VIS-COMP-09)")
    neutral = tuple(cid for cid, c in cards.items() if c.deck == "neutral" and c.expansion == "base"
                    for _ in range(c.copies))
    if len(neutral) < PIECES:
        raise error_at(lt, ("cards",), f"at least {PIECES} neutral townsfolk, one per pile (VIS-SETUP-03)")
    heroes = tuple(cid for cid, c in cards.items() if c.deck == "hero" and c.expansion == "base")
    if len(heroes) < 5:
        raise error_at(locs["heroes.yaml"], ("cards",), "at least 5 heroes (one per pair for 4 players + 1, VIS-SETUP-08)")
    return cards, starting, neutral, heroes


def _manuscripts(m, locs, fx: _Fx):
    lm = locs["manuscripts.yaml"]
    entries = m["manuscripts.yaml"].manuscripts
    check_unique(entries, lm, "manuscripts")
    out = {ms.id: ManuscriptDef(ms.id, ms.name.model_dump(), ms.back, ms.ribbon, ms.cost,
                                fx.effects("manuscripts.yaml", ("manuscripts", i, "instant"), ms.instant),
                                ms.expansion)
           for i, ms in enumerate(entries)}
    grey = tuple(k for k, v in out.items() if v.back == "grey" and v.expansion == "base")
    black = tuple(k for k, v in out.items() if v.back == "black" and v.expansion == "base")
    if len(grey) != PIECES:
        raise error_at(lm, ("manuscripts",), f"{len(grey)} grey-back manuscripts; one per stack needs {PIECES} (VIS-SETUP-04)")
    if len(black) < STACK_BLACK * PIECES:
        raise error_at(lm, ("manuscripts",), f"{len(black)} black-back manuscripts; the stacks need "
                       f"{STACK_BLACK * PIECES} (VIS-COMP-06)")
    return out, grey, black


def _track(t: schema.TrackFile, loc: Loc, fx: _Fx):
    vc = t.vc_track
    if sorted(s.pos for s in vc.spaces) != list(range(1, vc.length + 1)):
        raise error_at(loc, ("vc_track", "spaces"), f"one space for each position 1..{vc.length} (GAP-05)")
    if not 1 <= vc.corruption_start < vc.virtue_start <= vc.length:
        raise error_at(loc, ("vc_track", "virtue_start"), "corruption_start < virtue_start within the track (DEC-56)")
    active, others = {}, {}
    for i, s in enumerate(vc.spaces):
        active[s.pos] = fx.effects("track.yaml", ("vc_track", "spaces", i, "active"), s.active)
        if any(st["op"] in ("gain_virtue", "gain_corruption") for st in active[s.pos]):
            raise error_at(loc, ("vc_track", "spaces", i, "active"), "the reset wipes the active player's virtue "
                           "and corruption: keep them out of the track data (DEC-22)")
        others[s.pos] = fx.effects("track.yaml", ("vc_track", "spaces", i, "others"), s.others)
    return active, others


def _pieces(board: schema.BoardFile, loc: Loc, fx: _Fx, cards, manuscripts) -> dict[str, PieceDef]:
    if len(board.pieces) != PIECES:
        raise error_at(loc, ("pieces",), f"{len(board.pieces)} board pieces; the ring needs {PIECES} (VIS-COMP-02)")
    check_unique(board.pieces, loc, "pieces")
    ids = [p.id for p in board.pieces]
    out = {}
    suffixes: list[set[str]] = []
    for i, piece in enumerate(board.pieces):
        counts = sorted(n for side in piece.sides for n in side.players)
        if counts != [1, 2, 3, 4]:
            raise error_at(loc, ("pieces", i, "sides"), "the sides must cover 1, 2, 3 and 4 players once each (VIS-SETUP-01)")
        sides = []
        for j, side in enumerate(piece.sides):
            sides.append(_side(piece.id, side, loc, ("pieces", i, "sides", j), fx, cards, manuscripts, ids))
            suffixes.append({s.removeprefix(f"{piece.id}_") for s in sides[-1].sites})
        out[piece.id] = PieceDef(piece.id, piece.name.model_dump(), tuple(sides))
    for i, piece in enumerate(board.pieces):
        for j, side in enumerate(out[piece.id].sides):
            for k, c in enumerate(side.connections):
                if c.b.startswith("NEXT:"):
                    wanted = c.b[5:]
                    if not all(wanted in s for s in suffixes):
                        raise error_at(loc, ("pieces", i, "sides", j, "connections", k, "b"),
                                       f"every piece needs a site <piece>_{wanted} for {c.b!r}")
    for n in (1, 2, 3, 4):
        numbers = [sp.start_number for p in out.values() for sp in p.side_for(n).spaces.values() if sp.start_number]
        if len(numbers) != len(set(numbers)):
            raise error_at(loc, ("pieces",), f"start numbers repeat on the {n}-player sides (DEC-47)")
        slots = [(p.id, sp.castle_slot) for p in out.values() for sp in p.side_for(n).spaces.values()
                 if sp.ring == "inner"]
        if len(slots) != 2 * PIECES or len(set(slots)) != 2 * PIECES:
            raise error_at(loc, ("pieces",), "each piece needs one inner space with castle_slot 0 and one with 1 (GAP-01)")
    return out


def _side(pid, side: schema.PieceSide, loc, path, fx: _Fx, cards, manuscripts, piece_ids) -> SideDef:
    space_ids = [s.id for s in side.spaces]
    if len(set(space_ids)) != len(space_ids):
        raise error_at(loc, (*path, "spaces"), "duplicate space id")
    for e in side.entries:
        if e not in space_ids:
            raise error_at(loc, (*path, "entries"), f"unknown space {e!r}")
    for key, table in (("townsfolk", side.adjacency.townsfolk), ("manuscripts", side.adjacency.manuscripts)):
        for sid, targets in table.items():
            if sid not in space_ids:
                raise error_at(loc, (*path, "adjacency", key, sid), f"unknown space {sid!r}")
            for t in targets:
                if t not in piece_ids:
                    raise error_at(loc, (*path, "adjacency", key, sid), f"unknown piece {t!r}")
    pt, pm = cards.get(side.printed_townsfolk), manuscripts.get(side.printed_manuscript)
    if pt is None or pt.deck != "printed":
        raise error_at(loc, (*path, "printed_townsfolk"), f"{side.printed_townsfolk!r} is not a printed townsfolk card")
    if pm is None or pm.back != "printed":
        raise error_at(loc, (*path, "printed_manuscript"), f"{side.printed_manuscript!r} is not a printed manuscript")
    spaces = {}
    for k, s in enumerate(side.spaces):
        for nxt in s.next:
            if nxt != "EXIT" and nxt not in space_ids:
                raise error_at(loc, (*path, "spaces", k, "next"), f"unknown space {nxt!r} (or EXIT)")
        trade = []
        for t, offer in enumerate(s.trade):
            reward = fx.effects("board.yaml", (*path, "spaces", k, "trade", t, "reward"), offer.reward)
            trade.append((offer.cost, reward, any(st["op"] == "gain_silver" for st in reward)))
        spaces[s.id] = SpaceDef(s.id, pid, s.ring, tuple(s.next), s.river_side, s.start_number, tuple(trade),
                                s.castle_slot, tuple(side.adjacency.townsfolk.get(s.id, ())),
                                tuple(side.adjacency.manuscripts.get(s.id, ())))
    if not any("EXIT" in s.next for s in side.spaces):
        raise error_at(loc, (*path, "spaces"), "no space leads to the next piece (EXIT)")
    sites = {}
    for k, st in enumerate(side.sites):
        if st.id in sites:
            raise error_at(loc, (*path, "sites", k, "id"), f"duplicate site {st.id!r}")
        if not st.id.startswith(f"{pid}_"):
            raise error_at(loc, (*path, "sites", k, "id"), f"site ids start with the piece id: {pid}_s1 ...")
        sites[st.id] = SiteDef(st.id, pid, st.river_side,
                               fx.effects("board.yaml", (*path, "sites", k, "on_place"), st.on_place))
    conns = []
    for k, c in enumerate(side.connections):
        for end in ("a", "b"):
            value = getattr(c, end)
            if not value.startswith("NEXT:") and value not in sites:
                raise error_at(loc, (*path, "connections", k, end), f"unknown site {value!r}")
        if c.a.startswith("NEXT:"):
            raise error_at(loc, (*path, "connections", k, "a"), "'a' is a site of this piece; NEXT: goes in 'b'")
        conns.append(ConnectionDef(c.a, c.b, fx.effects("board.yaml", (*path, "connections", k, "effects"), c.effects)))
    return SideDef(tuple(side.players), side.printed_townsfolk, side.printed_manuscript, tuple(side.entries),
                   spaces, sites, tuple(conns))


def _player_cards(m, locs, fx: _Fx, pieces):
    lp = locs["player_cards.yaml"]
    pcs = m["player_cards.yaml"].player_cards
    check_unique(pcs, lp, "player_cards")
    numbers = [p.number for p in pcs]
    if len(set(numbers)) != len(numbers) or len(pcs) < 5:
        raise error_at(lp, ("player_cards",), "at least 5 player cards with different numbers (VIS-SETUP-08)")
    extras = {}
    for i, p in enumerate(pcs):
        for n in (1, 2, 3, 4):
            starts = {sp.start_number for pc in pieces.values() for sp in pc.side_for(n).spaces.values()}
            if p.number not in starts:
                raise error_at(lp, ("player_cards", i, "number"), f"no space has start number {p.number} "
                               f"on the {n}-player side (GAP-01)")
        extras[p.number] = fx.effects("player_cards.yaml", ("player_cards", i, "extra"), p.extra, "setup")
    return pcs, extras


def _buildings(m, locs, fx: _Fx) -> dict[str, BuildingDef]:
    lb = locs["player_board.yaml"]
    defs = m["player_board.yaml"].buildings
    if sorted(b.id for b in defs) != sorted(BUILDING_TYPES):
        raise error_at(lb, ("buildings",), "the three building types workshop, trading_post, town_hall (VIS-BUILD-04)")
    out = {}
    for i, b in enumerate(defs):
        if len(b.slots) != 3 or len(b.scoring) != 3:
            raise error_at(lb, ("buildings", i), "3 slots and 3 scoring values per type (VIS-COMP-09, VIS-SCORE-01..03)")
        slots = tuple(fx.effects("player_board.yaml", ("buildings", i, "slots", k), s, "permanent")
                      for k, s in enumerate(b.slots))
        out[b.id] = BuildingDef(b.id, b.name.model_dump(), b.cost, tuple(b.scoring), slots)
    return {t: out[t] for t in BUILDING_TYPES}


def _sets(cards: dict[str, CardDef], manuscripts: dict[str, ManuscriptDef]) -> dict[str, dict[str, tuple[str, ...]]]:
    """Each set's neutral townsfolk, heroes and black-back manuscripts (GOG-SETUP-01, KOK-SETUP-01)."""
    out: dict[str, dict[str, tuple[str, ...]]] = {}
    for set_name in SETS:
        out[set_name] = {
            "neutral": tuple(cid for cid, c in cards.items() if c.deck == "neutral" and c.expansion == set_name
                             for _ in range(c.copies)),
            "heroes": tuple(cid for cid, c in cards.items() if c.deck == "hero" and c.expansion == set_name),
            "black_backs": tuple(k for k, v in manuscripts.items() if v.back == "black" and v.expansion == set_name),
        }
    return out


STEWARD_ORDERS = ("remove", "transcribe", "outpost", "levy", "charter")


def parse_order(order: str) -> tuple[str, int]:
    """A Steward order -> ``(name, n)``: ``"workers 2"`` -> ``("workers", 2)``; ValueError if unknown."""
    head, _, n = order.strip().partition(" ")
    if head == "workers" and n.isdigit() and int(n) >= 1:
        return "workers", int(n)
    if head in STEWARD_ORDERS and not n:
        return head, 1
    raise ValueError(f"unknown Steward order {order!r} (remove, transcribe, workers n, outpost, levy, charter)")


def _check_solo(solo: schema.SoloFile, loc: Loc) -> None:
    if len(solo.steward_deck) != STEWARD_CARDS:
        raise error_at(loc, ("steward_deck",), f"the Steward deck has {STEWARD_CARDS} cards (GAP-13)")
    check_unique(solo.steward_deck, loc, "steward_deck")
    for i, card in enumerate(solo.steward_deck):
        for k, order in enumerate(card.orders):
            try:
                parse_order(order)
            except ValueError as exc:
                raise error_at(loc, ("steward_deck", i, "orders", k), str(exc)) from None
    if sorted(solo.solo.steward_bonus) != ["easy", "hard", "normal"]:
        raise error_at(loc, ("solo", "steward_bonus"), "a bonus for easy, normal and hard (GAP-13)")
    for key, bonus in solo.solo.steward_bonus_with_modules.items():
        where = ("solo", "steward_bonus_with_modules", key)
        if key not in MODULE_KEYS:
            raise error_at(loc, where, f"{key!r} is not a module configuration: "
                           f"{', '.join(map(repr, MODULE_KEYS))} (GAP-13)")
        if sorted(bonus) != ["easy", "hard", "normal"]:
            raise error_at(loc, where, "a bonus for easy, normal and hard (GAP-13)")
    if sorted(solo.solo.wild_ribbon_order) != sorted(RIBBONS):
        raise error_at(loc, ("solo", "wild_ribbon_order"), "the four ribbons in tie order")
