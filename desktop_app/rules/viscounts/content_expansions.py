"""The expansions' compiled content (viscounts.md §7–§9): Gates of Gold (``gates_of_gold.yaml``:
the manuscript board, King's Orders, the outsider row, build bonus cards; GAP-15..17, GOG-MSB) and
Keeper of Keys (``keeper_of_keys.yaml``: public buildings, chests, the sites that give chests;
GAP-02 ``kok_on_place``, GAP-18, GAP-19). ``content`` calls :func:`gates` and :func:`keys` when those
files are there; ``fx`` compiles effect fields with their locations (``content._Fx``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from desktop_app.content.loader import Loc, error_at
from desktop_app.rules.viscounts import schema
from desktop_app.rules.viscounts.vocabulary import BUILDING_TYPES, known_counter_args


def check_unique(items: list[Any], loc: Loc, key: str, seen: dict[str, str] | None = None, file: str = "") -> None:
    """ContentError on the second entry of ``items`` with an ``id`` already seen."""
    seen = {} if seen is None else seen
    for i, item in enumerate(items):
        if item.id in seen:
            raise error_at(loc, (key, i, "id"), f"duplicate id {item.id!r}")
        seen[item.id] = file


def player_counts(counts: dict[int, int], loc: Loc, path: tuple) -> dict[int, int]:
    """An end pile's ``on_top`` counts (GAP-06): one of at least 1 for each of 1, 2, 3 and 4 players."""
    if sorted(counts) != [1, 2, 3, 4] or any(v < 1 for v in counts.values()):
        raise error_at(loc, path, "on_top needs a count of at least 1 for 1, 2, 3 and 4 players")
    return dict(counts)


@dataclass(frozen=True)
class BonusDef:
    """A build bonus card (GAP-17): its kind, permanent ability, what taking it gives, its points."""

    id: str
    name: dict
    kind: str
    ongoing: tuple[dict, ...]
    on_take: tuple[dict, ...]
    vp: int


@dataclass(frozen=True)
class GatesDef:
    """Gates of Gold (GOG-*): the manuscript board, King's Orders, outsiders, build bonus cards."""

    starting_manuscript: str
    starting_name: dict
    starting_ribbon: str
    starting_counts_for_sets: bool
    abilities: dict[str, tuple[tuple[dict, ...], tuple[dict, ...]]]
    """``{ribbon: (cost, effects)}`` of the black, blue and yellow columns (GOG-MSB-03)."""
    kings_order: str
    kings_orders: int
    price: int
    row: int
    outsiders: tuple[str, ...]
    bonus: dict[str, BonusDef]
    on_top: dict[int, int] | None
    """Debts and deeds on each end card by player count while the module plays (``None``: the base's)."""


@dataclass(frozen=True)
class PublicDef:
    """A public building (GAP-18)."""

    id: str
    type: str
    name: dict
    cost: int
    immediate: tuple[dict, ...]
    ongoing: tuple[dict, ...]
    vp: int


@dataclass(frozen=True)
class ChestDef:
    """A treasure chest tile (GAP-19)."""

    id: str
    name: dict
    kind: str
    effects: tuple[dict, ...]


@dataclass(frozen=True)
class KeysDef:
    """Keeper of Keys (KOK-*): public buildings by type, chests, the display, slots and scoring, sites."""

    public: dict[str, PublicDef]
    chests: dict[str, ChestDef]
    display: int
    slots: int
    scoring: tuple[int, ...]
    sites: dict[int, dict[str, tuple[dict, ...]]]
    """``{players: {site: kok_on_place}}``."""



def compile_gates(m, locs, fx: Any, cards: dict[str, Any]) -> GatesDef:
    """``gates_of_gold.yaml`` with the King's Order and outsider cards (GAP-15..17, GOG-MSB)."""
    g: schema.GatesFile = m["gates_of_gold.yaml"]
    lg = locs["gates_of_gold.yaml"]
    file = "gates_of_gold.yaml"
    orders = [c for c in cards.values() if c.deck == "kings_order"]
    if len(orders) != 1:
        raise error_at(lg, ("kings_order_price",), "Gates of Gold needs exactly one King's Order card "
                       "(deck: kings_order; its copies make the supply, GAP-15)")
    outsiders = tuple(cid for cid, c in cards.items() if c.deck == "outsider" for _ in range(c.copies))
    if len(outsiders) < g.outsider_row:
        raise error_at(lg, ("outsider_row",), f"{len(outsiders)} outsiders cannot fill a row of {g.outsider_row}")
    lt = locs["townsfolk.yaml"]
    entries = m["townsfolk.yaml"].cards
    for i, c in enumerate(entries):
        if c.vp is not None and c.vp.per is not None:
            allowed = known_counter_args(c.vp.per)
            if allowed is None:
                raise error_at(lt, ("cards", i, "vp", "per"), f"unknown counter {c.vp.per!r}")
            extra = sorted(set(c.vp.args) - set(allowed))
            if extra:
                raise error_at(lt, ("cards", i, "vp", "args"), f"counter {c.vp.per} takes no argument {extra[0]!r}")
    board = g.manuscript_board
    abilities = {}
    for ribbon, ab in board.abilities.items():
        path = ("manuscript_board", "abilities", ribbon)
        cost = fx.effects(file, (*path, "cost"), ab.cost)
        if any(s["op"] not in ("pay_silver", "pay_resource") for s in cost):
            raise error_at(lg, (*path, "cost"), "a board ability costs pay_silver / pay_resource (GOG-MSB-03)")
        abilities[ribbon] = (cost, fx.effects(file, (*path, "effects"), ab.effects))
    if sorted(abilities) != ["black", "blue", "yellow"]:
        raise error_at(lg, ("manuscript_board", "abilities"), "the black, blue and yellow columns need an ability")
    check_unique(g.build_bonus, lg, "build_bonus")
    bonus = {b.id: BonusDef(b.id, b.name.model_dump(), b.kind,
                            fx.effects(file, ("build_bonus", i, "ongoing"), b.ongoing, "permanent"),
                            fx.effects(file, ("build_bonus", i, "on_take"), b.on_take), b.vp)
             for i, b in enumerate(g.build_bonus)}
    if {b.kind for b in bonus.values()} != {"diverse", "specialist"}:
        raise error_at(lg, ("build_bonus",), "at least one diverse and one specialist card (GOG-SETUP-05)")
    start = board.starting_manuscript
    on_top = None if g.end_piles_on_top is None else player_counts(g.end_piles_on_top, lg, ("end_piles_on_top",))
    return GatesDef(start.id, start.name.model_dump(), start.ribbon, board.starting_grey_counts_for_sets, abilities,
                    orders[0].id, orders[0].copies, g.kings_order_price, g.outsider_row, outsiders, bonus, on_top)


def compile_keys(m, locs, fx: Any, pieces: dict[str, Any]) -> KeysDef:
    """``keeper_of_keys.yaml`` (GAP-02 ``kok_on_place``, GAP-18, GAP-19)."""
    k: schema.KeysFile = m["keeper_of_keys.yaml"]
    lk = locs["keeper_of_keys.yaml"]
    file = "keeper_of_keys.yaml"
    check_unique(k.public_buildings, lk, "public_buildings")
    if sorted(pb.type for pb in k.public_buildings) != sorted(BUILDING_TYPES):
        raise error_at(lk, ("public_buildings",), "one public building of each type (KOK-SETUP-01)")
    public = {pb.type: PublicDef(pb.id, pb.type, pb.name.model_dump(), pb.cost,
                                 fx.effects(file, ("public_buildings", i, "immediate"), pb.immediate),
                                 fx.effects(file, ("public_buildings", i, "ongoing"), pb.ongoing, "permanent"), pb.vp)
              for i, pb in enumerate(k.public_buildings)}
    check_unique(k.chests, lk, "chests")
    chests = {ch.id: ChestDef(ch.id, ch.name.model_dump(), ch.kind,
                              fx.effects(file, ("chests", i, "effects"), ch.effects))
              for i, ch in enumerate(k.chests)}
    if len(k.chest_scoring) != k.chest_slots:
        raise error_at(lk, ("chest_scoring",), f"one score for each number of chests 1..{k.chest_slots} (KOK-CHEST-06)")
    sites: dict[int, dict[str, tuple[dict, ...]]] = {n: {} for n in (1, 2, 3, 4)}
    for i, entry in enumerate(k.sites):
        effects = fx.effects(file, ("sites", i, "kok_on_place"), entry.kok_on_place)
        for n in entry.players:
            if n not in sites:
                raise error_at(lk, ("sites", i, "players"), f"{n} is not a player count (1-4)")
            if not any(entry.site in pc.side_for(n).sites for pc in pieces.values()):
                raise error_at(lk, ("sites", i, "site"), f"no site {entry.site!r} on the {n}-player sides (GAP-02)")
            sites[n][entry.site] = effects
    return KeysDef(public, chests, k.chest_display, k.chest_slots, tuple(k.chest_scoring), sites)
