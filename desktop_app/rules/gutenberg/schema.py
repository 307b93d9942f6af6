"""Pydantic models of the Gutenberg YAML files (``data/gutenberg/*.yaml``, GUT-GAP-01..10).

Every number has the range a table can hold and the rules file the shapes the engine relies
on (tokens rising by one per position, board values for 2–4 seats, the four specialties and
five actions); cross-references and deck minimums are checked in ``content.py``.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, RootModel, StringConstraints, model_validator

from desktop_app.content.loader import Name, StrictModel
from desktop_app.content.types import HexColour, Id, Prose, count

SPECIALTY_IDS = ("typesetting", "woodcut", "binding", "colouring")
"""The four specialty tracks of the board (GUT-COMP-11); score sheets name them too."""
ACTION_IDS = ("orders", "ink", "train", "workshop", "patronage")
"""The five actions in board order (GUT-RND-01, ``model.ACTIONS``)."""
SEATS = (2, 3, 4)
"""Board values exist for these seat counts (solo is 2: human + Rival)."""
MAX_ROUNDS = 6
"""The round track has 6 spaces (GUT-COMP-02)."""
Gain = count(0, 20)
"""Coins or prestige one effect gives."""
Few = count(1, 5)
"""How many ink, letters or levels one effect gives."""


class SpecialtyStep(StrictModel):
    """``{type, n}``: raise the named specialty by n."""

    type: Id
    n: count(1, 5) = 1


class Enhance(StrictModel):
    """A gear enhancement sector (GUT-GAP-04), claimed only during its action."""

    kind: Literal["ink_discount", "train_extra", "order_extra_cards", "patron_ink_waiver"]
    n: Few


class Effect(StrictModel):
    """One gain: exactly one of the fields is set."""

    coins: Gain | None = None
    prestige: Gain | None = None
    ink_choice: Few | None = None
    ink_random: Few | None = None
    letter_choice: Few | None = None
    specialty_any: Few | None = None
    specialty: SpecialtyStep | None = None
    new_order: count(1, 1) | None = None
    enhance: Enhance | None = None

    @model_validator(mode="after")
    def _one_key(self) -> Effect:
        if len(self.model_dump(exclude_none=True)) != 1:
            raise ValueError("an effect needs exactly one key")
        return self


class Colour(StrictModel):
    """An ink or player colour."""

    id: Id
    name: Name
    rgb: HexColour


class InkFile(StrictModel):
    """``ink.yaml``: colours and tokens per colour (GUT-GAP-09)."""

    per_colour: count(1, 30)
    colours: list[Colour] = Field(min_length=1, max_length=8)


Letter = Annotated[str, StringConstraints(min_length=1, max_length=3, pattern=r"^[A-Za-z]+$")]
"""A letter of the printing alphabet (GUT-GAP-01)."""


class PrintingCard(StrictModel):
    """A printing card: the letters it needs and the coins it pays (GUT-GAP-01)."""

    id: Id
    word: Annotated[str, StringConstraints(max_length=20)]
    name: Name
    letters: list[Letter] = Field(min_length=1, max_length=8)
    coins: count(0, 30)


class PrintingFile(StrictModel):
    """``printing_cards.yaml``."""

    alphabet: list[Letter] = Field(min_length=1, max_length=26)
    cards: list[PrintingCard] = Field(max_length=300)

    @model_validator(mode="after")
    def _distinct_letters(self) -> PrintingFile:
        if len(set(self.alphabet)) != len(self.alphabet):
            raise ValueError("alphabet lists a letter twice")
        return self


class ColourCondition(StrictModel):
    """Return exactly these inks for ``prestige``."""

    inks: list[Id] = Field(min_length=1, max_length=4)
    prestige: Gain


class Decoration(StrictModel):
    """Have ``specialty`` at ``level`` or more for ``prestige``."""

    specialty: Id
    level: count(1, 6)
    prestige: Gain


class DesignCard(StrictModel):
    """A design card (GUT-GAP-02)."""

    id: Id
    name: Name
    colour: ColourCondition
    decoration: Decoration
    bonus: Effect


class DesignFile(StrictModel):
    """``design_cards.yaml``."""

    cards: list[DesignCard] = Field(max_length=300)


class SpecialtyCard(StrictModel):
    """A specialty card: one type, 1–2 icons (GUT-GAP-03; up to 3 accepted)."""

    id: Id
    name: Name
    type: Id
    icons: count(1, 3)


class SpecialtyFile(StrictModel):
    """``specialty_cards.yaml``."""

    cards: list[SpecialtyCard] = Field(max_length=300)


class Gear(StrictModel):
    """A gear: three sectors clockwise, each an Effect or blank (GUT-GAP-04)."""

    id: Id
    name: Name
    sectors: list[Effect | None] = Field(min_length=3, max_length=3)


class GearFile(StrictModel):
    """``gears.yaml``."""

    gears: list[Gear] = Field(max_length=300)


class Requirement(StrictModel):
    """Patron requirement (GUT-PAT-04): levels checked, ink returned, letters owned (GUT-GAP-05)."""

    specialties: dict[Id, count(1, 6)] = Field(default_factory=dict, max_length=4)
    ink: list[Id] = Field(default_factory=list, max_length=4)
    letters: list[Letter] = Field(default_factory=list, max_length=8)

    @model_validator(mode="after")
    def _something(self) -> Requirement:
        if not (self.specialties or self.ink or self.letters):
            raise ValueError("a patron card requires specialties, ink or letters (GUT-GAP-05)")
        return self


class PatronCard(StrictModel):
    """A patron card (GUT-GAP-05)."""

    id: Id
    name: Name
    requires: Requirement
    min_round: count(1, MAX_ROUNDS) = 1


class PatronFile(StrictModel):
    """``patron_cards.yaml``."""

    cards: list[PatronCard] = Field(max_length=300)


class Ability(StrictModel):
    """A character ability (variant, GUT-GAP-07); ``key`` is a closed enum."""

    key: Literal["letter_price_delta", "ink_costs", "take_order_coins", "decoration_level_delta",
                 "new_order_extra_cards", "any_colour_substitute", "patronage_reward_coins", "remount_extra"]
    n: count(-5, 5) = 0
    costs: list[count(0, 20)] | None = Field(None, max_length=6)
    specialty: Id | None = None


class Character(StrictModel):
    """A character tile: start bonus (always) and ability (variant)."""

    id: Id
    name: Name
    start: list[Effect] = Field(max_length=6)
    ability: Ability


class CharacterFile(StrictModel):
    """``characters.yaml``: 2 tiles per player for 4 players (GUT-GAP-07)."""

    characters: list[Character] = Field(min_length=8, max_length=100)


class Difficulty(StrictModel):
    """A Rival difficulty: prestige gained at each Prepare and at the end (GUT-SOLO-05).

    ``prestige`` is gained at each Prepare and ``final`` at the end (``prestige`` again when
    omitted); a negative amount is lost, never below 0 on the track."""

    id: Id
    name: Name
    prestige: int = Field(ge=-10, le=20)
    final: int | None = Field(default=None, ge=-20, le=40)


class PlanCard(StrictModel):
    """A Rival plan card: bids for the five actions and the patron flag (GUT-SOLO-03)."""

    id: Id
    bids: list[count(0, 20)] = Field(min_length=5, max_length=5)
    patron: bool = False


class RivalFile(StrictModel):
    """``rival.yaml``."""

    name: Name
    difficulty: list[Difficulty] = Field(min_length=1, max_length=10)
    plan_cards: list[PlanCard] = Field(min_length=MAX_ROUNDS, max_length=100)


class NamedId(StrictModel):
    """An id with a name (specialties, actions)."""

    id: Id
    name: Name


class RewardSpace(StrictModel):
    """A patronage reward space (GUT-PAT-02)."""

    id: Id
    name: Name
    effect: Effect


class BonusStep(StrictModel):
    """A bonus-track space: the level that reaches it and its reward (GUT-GAP-06)."""

    threshold: count(2, 6)
    reward: list[Effect] = Field(min_length=1, max_length=4)


class NewOrderRules(StrictModel):
    """GUT-NEWO values."""

    printing: count(1, 5)
    design: count(1, 5)
    extra_cost: count(0, 20)
    extra_cards: count(1, 5)


class Scoring(StrictModel):
    """End scoring values (GUT-END-02..04)."""

    coins_per_prestige: count(1, 20)
    level_points: dict[count(1, 6), count(0, 50)]
    patron_card: count(0, 50)


class Variant(StrictModel):
    """Variant defaults."""

    character_abilities: bool = False
    ink_refill: Literal["topup", "reset"] = "topup"


class Board(StrictModel):
    """Board values for one seat count (GUT-GAP-08)."""

    draft_pool: count(1, 20)
    order_slots: count(1, 8)
    specialty_slots: count(1, 8)
    gear_slots: count(1, 8)
    ink_rows: count(1, 6)
    patron_slot_rounds: list[count(1, MAX_ROUNDS)] = Field(min_length=1, max_length=6)


class RulesFile(StrictModel):
    """``rules.yaml`` (GUT-GAP-08): ranges, and the shapes the engine relies on.

    ``tokens_by_position`` rises by 1 per position (GUT-PREP-03: each Prepare passes one token
    from every other player to the outgoing first player); board values exist for 2, 3 and 4
    seats, each with a draft pool of two picks per seat (GUT-SET-03); the specialties and
    actions are the board's four tracks and five rows.
    """

    rounds: count(1, MAX_ROUNDS)
    start_coins: count(0, 100)
    start_letters: count(0, 10)
    tokens_by_position: list[count(1, 30)] = Field(min_length=4, max_length=4)
    max_tokens_per_action: count(1, 20)
    max_gears: count(1, 3)
    max_orders: count(1, 8)
    ink_row_costs: list[count(0, 20)] = Field(min_length=1, max_length=6)
    maxed_level_coins: count(0, 20)
    new_order: NewOrderRules
    patronage_rewards: list[RewardSpace] = Field(min_length=1, max_length=8)
    scoring: Scoring
    variant: Variant
    boards: dict[count(2, 4), Board]
    bonus_track: list[BonusStep] = Field(max_length=5)
    specialties: list[NamedId] = Field(min_length=4, max_length=4)
    actions: list[NamedId] = Field(min_length=5, max_length=5)
    player_colours: list[Colour] = Field(min_length=4, max_length=8)

    @model_validator(mode="after")
    def _shapes(self) -> RulesFile:
        first = self.tokens_by_position[0]
        if self.tokens_by_position != [first + i for i in range(4)]:
            raise ValueError("tokens_by_position must rise by 1 per position, e.g. [7, 8, 9, 10] (GUT-PREP-03)")
        missing = [n for n in SEATS if n not in self.boards]
        if missing:
            raise ValueError(f"boards: no board values for {missing[0]} seats (GUT-GAP-08)")
        for seats, board in self.boards.items():
            if board.draft_pool < 2 * seats:
                raise ValueError(f"boards: {seats} seats draft 2 cards each from the pool; draft_pool must be "
                                 f"at least {2 * seats} (GUT-SET-03)")
        if tuple(s.id for s in self.specialties) != SPECIALTY_IDS:
            raise ValueError(f"specialties are {', '.join(SPECIALTY_IDS)}, in this order (names may change)")
        if tuple(a.id for a in self.actions) != ACTION_IDS:
            raise ValueError(f"actions are {', '.join(ACTION_IDS)}, in this order (names may change)")
        return self


class TextsFile(RootModel[dict[Annotated[str, StringConstraints(max_length=300)], Prose]]):
    """``texts_zh.yaml``: 繁體中文 for every Text key the engine emits (merged by the app)."""

    model_config = {"strict": True}


MODELS = {
    "rules.yaml": RulesFile, "ink.yaml": InkFile, "printing_cards.yaml": PrintingFile,
    "design_cards.yaml": DesignFile, "specialty_cards.yaml": SpecialtyFile, "gears.yaml": GearFile,
    "patron_cards.yaml": PatronFile, "characters.yaml": CharacterFile, "rival.yaml": RivalFile,
    "texts_zh.yaml": TextsFile,
}
