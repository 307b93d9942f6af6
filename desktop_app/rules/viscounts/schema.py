"""Pydantic models of the Viscounts YAML files (``data/viscounts/<set>/*.yaml``, viscounts.md §9).

Effect fields (``on_hire``, ``ability``, ``effects``, ``reward``, ``on_place``, ``extra`` ...) hold
either a §11.1 shorthand string or a list of ops; they are typed loosely here and checked by
``content.py`` against the vocabulary, with the line of the bad step.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import Field, model_validator

from desktop_app.content.loader import Name, StrictModel
from desktop_app.content.types import count

EffectSpec = str | list[Any] | None
Expansion = Literal["base", "gog", "kok"]


MAX_COPIES = 20
"""The most copies of one card a pack may ask for (the box holds at most 8 of any card)."""
MAX_PIECES = 40
"""The most workers, outposts, hand or tableau places a pack may give a player (the box: 20 workers)."""


class TradeOffer(StrictModel):
    """A trade point offer: ``cost`` merchants for ``reward`` (VIS-TRADE-03/04, GAP-03)."""

    cost: int = Field(ge=1)
    reward: EffectSpec


class Space(StrictModel):
    """A road space of a board piece (GAP-01)."""

    id: str
    ring: Literal["outer", "inner"]
    next: list[str] = Field(min_length=1)
    river_side: Literal["left", "right"] | None = None
    start_number: int | None = Field(None, ge=1)
    trade: list[TradeOffer] = Field(default_factory=list)
    castle_slot: Literal[0, 1] | None = None

    @model_validator(mode="after")
    def _ring_fields(self) -> Space:
        if self.ring == "outer" and (self.river_side is None or not self.trade):
            raise ValueError("an outer space needs a river_side and a trade point (GAP-01, GAP-03)")
        if self.ring == "inner" and (self.castle_slot is None or self.trade):
            raise ValueError("an inner space needs a castle_slot and has no trade point (GAP-01)")
        return self


class Adjacency(StrictModel):
    """Which townsfolk piles and manuscript stacks each space touches (piece ids)."""

    townsfolk: dict[str, list[str]] = Field(default_factory=dict)
    manuscripts: dict[str, list[str]] = Field(default_factory=dict)


class Site(StrictModel):
    """A building site and its placement effect (GAP-02)."""

    id: str
    river_side: Literal["left", "right"]
    on_place: EffectSpec = None


class Connection(StrictModel):
    """A dashed line between two sites; ``b`` may be ``NEXT:<site>`` on the next piece (GAP-02)."""

    a: str
    b: str
    effects: EffectSpec


class PieceSide(StrictModel):
    """One side of a board piece, used for the listed player counts."""

    players: list[int] = Field(min_length=1)
    printed_townsfolk: str
    printed_manuscript: str
    entries: list[str] = Field(min_length=1)
    spaces: list[Space] = Field(min_length=1)
    adjacency: Adjacency
    sites: list[Site] = Field(min_length=1)
    connections: list[Connection] = Field(default_factory=list)


class Piece(StrictModel):
    """A double-sided board piece (VIS-COMP-02/03)."""

    id: str
    name: Name
    sides: list[PieceSide] = Field(min_length=1)


class BoardFile(StrictModel):
    """``board.yaml``: the five board pieces."""

    pieces: list[Piece]


class Level2Region(StrictModel):
    """A level-2 castle region and its effect (GAP-04)."""

    id: str
    effects: EffectSpec


class Level3(StrictModel):
    """The shared centre (DEC-16) and its effect."""

    shared: bool = True
    effects: EffectSpec


class Castle(StrictModel):
    """Castle layout: level-1 ring, level-2 regions, level 3, rotations (GAP-04)."""

    level1: dict[str, int]
    level2: list[Level2Region] = Field(min_length=1)
    level3: Level3
    rotations: int = Field(ge=1)


class CastleFile(StrictModel):
    """``castle.yaml``."""

    castle: Castle


class TrackSpace(StrictModel):
    """A virtue/corruption track space: the active player's and the opponents' rewards (GAP-05)."""

    pos: int = Field(ge=1)
    active: EffectSpec
    others: EffectSpec


class VcTrack(StrictModel):
    """The virtue/corruption track (VIS-VC, GAP-05)."""

    length: int = Field(ge=2)
    corruption_start: int = Field(ge=1)
    virtue_start: int = Field(ge=1)
    spaces: list[TrackSpace]


class EndPile(StrictModel):
    """Cards put on top of the poverty or prosperity card, per player count (GAP-06)."""

    on_top: dict[int, int]


class EndPiles(StrictModel):
    """Poverty (debts) and prosperity (deeds) piles and the majority awards (VIS-SCORE-10/11)."""

    poverty: EndPile
    prosperity: EndPile
    majority_awards: list[int] = Field(min_length=1)


class TrackFile(StrictModel):
    """``track.yaml``."""

    vc_track: VcTrack
    end_piles: EndPiles


class VpRule(StrictModel):
    """An outsider's end-game points (GAP-16, §11 ``vp``): ``flat: n``, or ``n`` per counted unit
    (``per`` a counter with its ``args``), at most ``max`` points."""

    flat: int | None = None
    per: str | None = None
    args: dict[str, Any] = Field(default_factory=dict)
    n: int = Field(1, ge=1)
    max: int | None = Field(None, ge=0)

    @model_validator(mode="after")
    def _one(self) -> VpRule:
        if (self.flat is None) == (self.per is None):
            raise ValueError("vp needs exactly one of 'flat' or 'per'")
        return self


class Card(StrictModel):
    """A card of any deck (GAP-07): starting, neutral, hero, printed; outsider and King's Order (GoG)."""

    id: str
    name: Name
    deck: Literal["starting", "neutral", "hero", "printed", "outsider", "kings_order"]
    value: int = Field(ge=0)
    icons: list[Literal["merchant", "builder", "noble", "cleric", "criminal"]] = Field(default_factory=list)
    on_hire: EffectSpec = None
    ability: EffectSpec | dict[str, Any] = None
    vp: VpRule | None = None
    copies: count(1, MAX_COPIES) = 1
    expansion: Expansion = "base"

    @model_validator(mode="after")
    def _decks(self) -> Card:
        if (self.deck == "outsider") != (self.vp is not None):
            raise ValueError("outsiders score by their own vp rule; no other card has one (GOG-OUT-07)")
        if self.deck in ("outsider", "kings_order") and self.expansion != "gog":
            raise ValueError(f"{self.deck} cards belong to Gates of Gold (expansion: gog)")
        return self


class CardsFile(StrictModel):
    """``townsfolk.yaml`` and ``heroes.yaml``."""

    cards: list[Card]


class Manuscript(StrictModel):
    """A manuscript (GAP-11); ``back: printed`` marks the board's printed ones (DEC-60)."""

    id: str
    name: Name
    back: Literal["grey", "black", "printed"]
    ribbon: Literal["yellow", "blue", "grey", "black", "wild"] | None = None
    cost: int = Field(ge=0)
    instant: EffectSpec = None
    expansion: Expansion = "base"

    @model_validator(mode="after")
    def _ribbon(self) -> Manuscript:
        if (self.back == "printed") != (self.ribbon is None):
            raise ValueError("a printed manuscript has no ribbon; every other manuscript has one (DEC-60)")
        if self.ribbon == "wild" and self.expansion != "gog":
            raise ValueError("wild manuscripts belong to Gates of Gold (GOG-MSB-04)")
        return self


class ManuscriptsFile(StrictModel):
    """``manuscripts.yaml``."""

    manuscripts: list[Manuscript]


class PlayerCard(StrictModel):
    """A numbered player (setup) card (GAP-10)."""

    id: str
    number: int = Field(ge=1)
    silver: int = Field(0, ge=0)
    resources: list[Literal["ink", "gold", "stone"]] = Field(default_factory=list)
    debts: int = Field(0, ge=0)
    deeds: int = Field(0, ge=0)
    extra: EffectSpec = None


class PlayerCardsFile(StrictModel):
    """``player_cards.yaml``."""

    player_cards: list[PlayerCard]


class ClericReward(StrictModel):
    """A cleric reward card (VIS-MS-07)."""

    id: str
    name: Name
    ribbon: Literal["yellow", "blue", "grey", "black"]
    vp: int = Field(ge=0)


class CastleLeader(StrictModel):
    """The castle leader card (GAP-12)."""

    id: str
    name: Name
    hand_limit_bonus: int = Field(ge=0)
    vp: int = Field(ge=0)
    expansion: Expansion = "base"


class RewardsFile(StrictModel):
    """``rewards.yaml``."""

    cleric_rewards: list[ClericReward]
    castle_leaders: list[CastleLeader] = Field(min_length=1)


class BuildingDef(StrictModel):
    """A building type: cost, scoring by count, and the ability of each board slot (VIS-BLDG)."""

    id: Literal["workshop", "trading_post", "town_hall"]
    name: Name
    cost: int = Field(ge=0)
    scoring: list[int] = Field(min_length=1)
    slots: list[EffectSpec] = Field(min_length=1)


class PlayerBoardFile(StrictModel):
    """``player_board.yaml``: the building types and their slot abilities."""

    buildings: list[BuildingDef]


class Rules(StrictModel):
    """``rules.yaml``: the configurable numbers of the rules (§10 "rules_config")."""

    hand_limit: count(1, MAX_PIECES)
    tableau_slots: count(1, MAX_PIECES)
    workers: count(1, MAX_PIECES)
    worker_thresholds: list[int] = Field(min_length=1)
    manuscript_sets: list[int] = Field(min_length=1)
    debt_unpaid: int
    debt_paid: int
    deed_purchased: int
    deed_approved: int
    knock_out: dict[int, EffectSpec]
    reshuffle_criminal: EffectSpec
    reshuffle_clean: EffectSpec
    cleric_reward_at: int = Field(ge=1)
    end_safety_round: int = Field(ge=0)
    starting_hand: count(0, MAX_PIECES)


class RulesFile(StrictModel):
    """``rules.yaml``."""

    rules: Rules


class StewardCard(StrictModel):
    """A Steward card (GAP-13): steps, fork branch, orders."""

    id: str
    steps: int = Field(ge=0)
    ring: Literal["outer", "inner"]
    orders: list[str] = Field(min_length=1)


class Rank(StrictModel):
    """A solo rank from a score (GAP-13)."""

    min: int
    name: Name


class Solo(StrictModel):
    """Solo settings (GAP-13)."""

    steward_name: Name
    workers: count(1, MAX_PIECES)
    outposts: count(0, MAX_PIECES)
    outpost_vp: int
    approved_deed_vp: int
    steward_bonus: dict[str, int]
    steward_bonus_with_modules: dict[str, dict[str, int]] = Field(default_factory=dict)
    """The bonus by difficulty when expansions play, by module configuration (``gates_of_gold``,
    ``keeper_of_keys``, ``gates_of_gold+keeper_of_keys``); a configuration not listed uses ``steward_bonus``."""
    ranks: list[Rank]
    wild_ribbon_order: list[Literal["yellow", "blue", "grey", "black"]]


class SoloFile(StrictModel):
    """``solo.yaml``."""

    solo: Solo
    steward_deck: list[StewardCard] = Field(min_length=1)


class BoardAbility(StrictModel):
    """A manuscript-board column's ability (GOG-MSB-03): what it costs and what it does."""

    cost: EffectSpec
    effects: EffectSpec


class StartingManuscript(StrictModel):
    """The printed grey starting manuscript of every manuscript board (GOG-MSB-01, DEC-38)."""

    id: str
    name: Name
    ribbon: Literal["yellow", "blue", "grey", "black"]


class ManuscriptBoard(StrictModel):
    """The Gates of Gold manuscript board (GOG-MSB)."""

    starting_manuscript: StartingManuscript
    starting_grey_counts_for_sets: bool = True
    abilities: dict[Literal["black", "blue", "yellow"], BoardAbility]


class BuildBonus(StrictModel):
    """A build bonus card (GAP-17): taken by the first to meet its condition (GOG-BB-01/02)."""

    id: str
    name: Name
    kind: Literal["diverse", "specialist"]
    ongoing: EffectSpec = None
    on_take: EffectSpec = None
    vp: int = Field(0, ge=0)


class GatesFile(StrictModel):
    """``gates_of_gold.yaml``: the manuscript board, King's Orders, the outsider row, build bonus cards."""

    manuscript_board: ManuscriptBoard
    kings_order_price: int = Field(ge=0)
    outsider_row: int = Field(ge=1)
    end_piles_on_top: dict[int, int] | None = None
    build_bonus: list[BuildBonus] = Field(min_length=2)


class PublicBuilding(StrictModel):
    """A Keeper of Keys public building (GAP-18, KOK-PUB)."""

    id: str
    type: Literal["workshop", "trading_post", "town_hall"]
    name: Name
    cost: int = Field(ge=0)
    immediate: EffectSpec
    ongoing: EffectSpec
    vp: int = Field(ge=0)


class Chest(StrictModel):
    """A treasure chest tile (GAP-19): a reward, or a buff lasting to the end of the turn."""

    id: str
    name: Name
    kind: Literal["reward", "buff"]
    effects: EffectSpec


class KokSite(StrictModel):
    """A site's Keeper of Keys placement effect (GAP-02 ``kok_on_place``) on the sides for ``players``."""

    players: list[int] = Field(min_length=1)
    site: str
    kok_on_place: EffectSpec


class KeysFile(StrictModel):
    """``keeper_of_keys.yaml``: public buildings, chest tiles and their display, the KoK site effects."""

    public_buildings: list[PublicBuilding] = Field(min_length=1)
    chests: list[Chest] = Field(min_length=1)
    chest_display: int = Field(ge=1)
    chest_slots: int = Field(ge=1)
    chest_scoring: list[int] = Field(min_length=1)
    sites: list[KokSite] = Field(default_factory=list)


FILES: dict[str, type[StrictModel]] = {
    "board.yaml": BoardFile,
    "castle.yaml": CastleFile,
    "track.yaml": TrackFile,
    "townsfolk.yaml": CardsFile,
    "heroes.yaml": CardsFile,
    "manuscripts.yaml": ManuscriptsFile,
    "player_cards.yaml": PlayerCardsFile,
    "rewards.yaml": RewardsFile,
    "player_board.yaml": PlayerBoardFile,
    "rules.yaml": RulesFile,
    "solo.yaml": SoloFile,
    "gates_of_gold.yaml": GatesFile,
    "keeper_of_keys.yaml": KeysFile,
}
"""The files of a content set, by name (each set folder may hold any of them)."""
EXPANSION_FILES = {"gates_of_gold.yaml": "gog", "keeper_of_keys.yaml": "kok"}
"""Files only an expansion's set needs (``base/`` holds every other file)."""
