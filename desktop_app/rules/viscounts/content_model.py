"""The compiled Viscounts content: frozen definitions of cards, manuscripts, board pieces and
buildings, and :class:`VisContent`, which holds them all (built by :mod:`.content`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from desktop_app.rules.viscounts import schema
from desktop_app.rules.viscounts.content_expansions import GatesDef, KeysDef

SETS = ("base", "gog", "kok")
"""Content sets in load order (the expansions' folders are added beside ``base``)."""
MODULE_SETS = {"gates_of_gold": "gog", "keeper_of_keys": "kok"}
"""The content set of each expansion option."""
MODULE_KEYS = ("gates_of_gold", "keeper_of_keys", "gates_of_gold+keeper_of_keys")
"""The module configurations by name (:func:`module_key`), e.g. for ``solo.steward_bonus_with_modules``."""
PIECES = 5
STACK_BLACK = 6
STEWARD_CARDS = 10


def module_key(modules) -> str:
    """The name of a module configuration (one of :data:`MODULE_KEYS`, ``""`` for the base game): its
    expansion options in :data:`MODULE_SETS` order joined by ``+``."""
    return "+".join(m for m in MODULE_SETS if m in modules)


@dataclass(frozen=True, slots=True)
class Ability:
    """A card ability: its timing, an optional cost paid to use it, and its effects."""

    timing: str
    effects: tuple[dict, ...]
    cost: tuple[dict, ...] = ()


@dataclass(frozen=True, slots=True)
class CardDef:
    """A townsfolk card (any deck)."""

    id: str
    name: dict
    deck: str
    value: int
    icons: tuple[str, ...]
    on_hire: tuple[dict, ...]
    ability: Ability | None
    copies: int
    expansion: str
    vp: dict | None = None
    """An outsider's end-game points: ``{flat}`` or ``{per, args, n, max}`` (GAP-16)."""

    @property
    def criminals(self) -> int:
        """Criminal icons on the card."""
        return self.icons.count("criminal")


@dataclass(frozen=True, slots=True)
class ManuscriptDef:
    """A manuscript: back tier, ribbon (None for printed), cost and instant effect."""

    id: str
    name: dict
    back: str
    ribbon: str | None
    cost: int
    instant: tuple[dict, ...]
    expansion: str


@dataclass(frozen=True, slots=True)
class SpaceDef:
    """A road space; ``trade`` holds ``(cost, reward, yields_silver)`` offers."""

    id: str
    piece: str
    ring: str
    next: tuple[str, ...]
    river_side: str | None
    start_number: int | None
    trade: tuple[tuple[int, tuple[dict, ...], bool], ...]
    castle_slot: int | None
    piles: tuple[str, ...]
    stacks: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class SiteDef:
    """A building site and its placement effect."""

    id: str
    piece: str
    river_side: str
    on_place: tuple[dict, ...]


@dataclass(frozen=True, slots=True)
class ConnectionDef:
    """A dashed line; ``b`` may be ``NEXT:<suffix>`` (the next piece's site with that suffix)."""

    a: str
    b: str
    effects: tuple[dict, ...]


@dataclass(frozen=True)
class SideDef:
    """One side of a board piece."""

    players: tuple[int, ...]
    printed_townsfolk: str
    printed_manuscript: str
    entries: tuple[str, ...]
    spaces: dict[str, SpaceDef]
    sites: dict[str, SiteDef]
    connections: tuple[ConnectionDef, ...]


@dataclass(frozen=True)
class PieceDef:
    """A board piece with its sides."""

    id: str
    name: dict
    sides: tuple[SideDef, ...]

    def side_for(self, players: int) -> SideDef:
        """The side used with ``players`` players (VIS-SETUP-01)."""
        return next(s for s in self.sides if players in s.players)


@dataclass(frozen=True)
class BuildingDef:
    """A building type: cost, scoring by count, and the permanent ability of each board slot."""

    id: str
    name: dict
    cost: int
    scoring: tuple[int, ...]
    slots: tuple[tuple[dict, ...], ...]


@dataclass
class VisContent:
    """All Viscounts content, checked and compiled."""

    version: str
    cards: dict[str, CardDef]
    manuscripts: dict[str, ManuscriptDef]
    pieces: dict[str, PieceDef]
    level2: tuple[tuple[str, tuple[dict, ...]], ...]
    level3: tuple[dict, ...]
    level1_count: int
    rotations: int
    track_length: int
    corruption_start: int
    virtue_start: int
    track_active: dict[int, tuple[dict, ...]]
    track_others: dict[int, tuple[dict, ...]]
    on_top: dict[str, dict[int, int]]
    majority_awards: tuple[int, ...]
    player_cards: dict[int, schema.PlayerCard]
    player_card_extras: dict[int, tuple[dict, ...]]
    cleric_rewards: dict[str, schema.ClericReward]
    castle_leader: schema.CastleLeader
    buildings: dict[str, BuildingDef]
    rules: schema.Rules
    knock_out: dict[int, tuple[dict, ...]]
    reshuffle_criminal: tuple[dict, ...]
    reshuffle_clean: tuple[dict, ...]
    solo: schema.Solo
    steward_deck: dict[str, schema.StewardCard]
    starting_deck: tuple[str, ...] = ()
    neutral: tuple[str, ...] = ()
    heroes: tuple[str, ...] = ()
    grey_backs: tuple[str, ...] = ()
    black_backs: tuple[str, ...] = ()
    sets: dict[str, dict[str, tuple[str, ...]]] = field(default_factory=dict)
    """Per content set (``base``, ``gog``, ``kok``): its ``neutral`` townsfolk (copies repeated), its
    ``heroes`` and its ``black_backs``."""
    leaders: dict[str, schema.CastleLeader] = field(default_factory=dict)
    """The castle leader card of each set that has one (``gog``: GOG-SETUP-06)."""
    gates: GatesDef | None = None
    keys: KeysDef | None = None
    perks: dict[str, tuple[dict, ...]] = field(default_factory=dict)
    """Permanent abilities of cards a player may hold beside the board: public building cards and
    build bonus cards (``abilities`` adds them to the player's active abilities)."""
    extra: dict[str, Any] = field(default_factory=dict)

    def card(self, card_id: str) -> CardDef:
        """A townsfolk card by id."""
        return self.cards[card_id]

    def in_sets(self, kind: str, modules: tuple[str, ...] | frozenset[str] = ()) -> tuple[str, ...]:
        """``neutral`` / ``heroes`` / ``black_backs``: the base game's (its attributes of those names) and the
        switched-on expansions' (:attr:`sets`)."""
        out: tuple[str, ...] = getattr(self, kind)
        for set_name in (MODULE_SETS[m] for m in MODULE_SETS if m in modules):
            out += self.sets.get(set_name, {}).get(kind, ())
        return out

    def steward_bonus(self, level: str, modules: tuple[str, ...] | frozenset[str] = ()) -> int:
        """GAP-13: the Steward's bonus at ``level``: the module configuration's own when solo.yaml lists it
        (``steward_bonus_with_modules``), else ``steward_bonus``."""
        return self.solo.steward_bonus_with_modules.get(module_key(modules), self.solo.steward_bonus)[level]

    def leader_for(self, modules: tuple[str, ...] | frozenset[str] = ()) -> schema.CastleLeader:
        """The castle leader card in use (the Gates of Gold one with that expansion, GOG-SETUP-06)."""
        if "gates_of_gold" in modules and "gog" in self.leaders:
            return self.leaders["gog"]
        return self.castle_leader

    def name(self, item_id: str) -> dict:
        """The ``{en, zh}`` name of a card, manuscript, piece, building type or expansion component."""
        names = self.extra.get("names")
        if names is None:
            names = {k: v.name for table in (self.buildings, self.pieces, self.manuscripts,
                                             self.cards) for k, v in table.items()}
            if self.gates is not None:
                names[self.gates.starting_manuscript] = self.gates.starting_name
                names.update({k: b.name for k, b in self.gates.bonus.items()})
            if self.keys is not None:
                names.update({p.id: p.name for p in self.keys.public.values()})
                names.update({k: ch.name for k, ch in self.keys.chests.items()})
            names.update({ld.id: ld.name.model_dump() for ld in self.leaders.values()})
            self.extra["names"] = names
        return names.get(item_id) or {"en": item_id, "zh": item_id}
