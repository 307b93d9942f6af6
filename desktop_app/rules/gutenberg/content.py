"""Gutenberg content: pydantic models of ``data/gutenberg/*.yaml`` and the compiled :class:`Content`.

Files (GUT-GAP-01..10): ``rules.yaml`` (table values per player count, bonus track, names),
``ink.yaml``, ``printing_cards.yaml`` (alphabet + cards), ``design_cards.yaml``,
``specialty_cards.yaml``, ``gears.yaml``, ``patron_cards.yaml``, ``characters.yaml``, ``rival.yaml``,
and ``texts_zh.yaml`` (translations of the engine's texts; a pack may override them too).

An **Effect** is a one-key mapping (``{coins: 2}``, ``{specialty: {type: woodcut, n: 1}}``,
``{enhance: {kind: ink_discount, n: 2}}``). At load time effects compile to tuples
``(key, value)`` used by the engine: ``("coins", 2)``, ``("specialty", (spec_index, n))``,
``("enhance", (kind, n))``. Colours, letters and specialties become indexes in the order
declared (``Content.colours``, ``Content.alphabet``, ``Content.specialties``).

Cross-reference checks (unknown colour/letter/specialty, duplicate ids, deck minimums,
enhancements outside gears) raise ``ContentError`` naming ``file:line: field``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any, Literal

from pydantic import Field, RootModel, StringConstraints, model_validator

from desktop_app.content.loader import (
    ContentError,
    Name,
    StrictModel,
    content_version,
    error_at,
    load_raw,
    naming_packs,
    validate_files,
)
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
    """A Rival difficulty: prestige gained at each Prepare and at the end (GUT-SOLO-05)."""

    id: Id
    name: Name
    prestige: count(0, 20)


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


@dataclass
class Content:
    """Validated, compiled content. Index spaces: ``colours``, ``alphabet``, ``specialties``.

    Lookups by id: ``printing[id] = (letter counts tuple, coins)``;
    ``design[id] = (ink counts tuple, colour prestige, deco spec index, deco level, deco prestige, bonus)``;
    ``specialty[id] = (spec index, icons)``; ``gears[id] = (sector effect or None, ...)``;
    ``patrons[id] = (levels {spec index: level}, ink counts tuple, letter counts tuple, min_round)``;
    ``characters[id] = (start effects, ability dict)``. The pydantic models stay in ``files``.
    """

    files: dict[str, Any]
    version: str
    colours: list[str]
    alphabet: list[str]
    specialties: list[str]
    printing: dict[str, tuple] = field(default_factory=dict)
    design: dict[str, tuple] = field(default_factory=dict)
    specialty: dict[str, tuple] = field(default_factory=dict)
    gears: dict[str, tuple] = field(default_factory=dict)
    patrons: dict[str, tuple] = field(default_factory=dict)
    characters: dict[str, tuple] = field(default_factory=dict)
    plan_cards: dict[str, tuple] = field(default_factory=dict)
    names: dict[str, dict] = field(default_factory=dict)
    bonus_track: list[tuple] = field(default_factory=list)
    rewards: list[tuple] = field(default_factory=list)
    rival_difficulty: dict[str, int] = field(default_factory=dict)

    @property
    def rules(self) -> RulesFile:
        """The ``rules.yaml`` model."""
        return self.files["rules.yaml"]

    def name(self, item_id: str) -> dict:
        """``{en, zh}`` name of any card, gear, tile, colour, specialty, action or reward id."""
        return self.names.get(item_id, {"en": item_id, "zh": item_id})


class _Checker:
    """Cross-reference checks with file:line locations (from the merged YAML of each file)."""

    def __init__(self, locs: dict[str, Any]) -> None:
        self.locs = locs

    def fail(self, file: str, path: tuple, problem: str) -> ContentError:
        return error_at(self.locs[file], path, problem)


def _compile_effect(eff: Effect, spec_index: dict[str, int], fail, path: tuple, gear: bool) -> tuple:
    data = eff.model_dump(exclude_none=True)
    key, value = next(iter(data.items()))
    if key == "specialty":
        if value["type"] not in spec_index:
            raise fail((*path, "specialty", "type"), f"unknown specialty {value['type']!r}")
        return ("specialty", (spec_index[value["type"]], value["n"]))
    if key == "enhance":
        if not gear:
            raise fail((*path, "enhance"), "enhancements exist only on gears")
        return ("enhance", (value["kind"], value["n"]))
    return (key, value)


def _counts(items: list[str], index: dict[str, int], fail, path: tuple, what: str) -> tuple[int, ...]:
    out = [0] * len(index)
    for i, item in enumerate(items):
        if item not in index:
            raise fail((*path, i), f"unknown {what} {item!r}")
        out[index[item]] += 1
    return tuple(out)


def _unique(items: list, file: str, key: str, chk: _Checker) -> None:
    seen: set[str] = set()
    for i, item in enumerate(items):
        if item.id in seen:
            raise chk.fail(file, (key, i, "id"), f"duplicate id {item.id!r}")
        seen.add(item.id)


def _check_rules(rules: RulesFile, ink: InkFile, chk: _Checker) -> None:
    """What the rules file promises the engine, beyond each value's range."""
    for seats in SEATS:
        for i, r in enumerate(rules.boards[seats].patron_slot_rounds):
            if r > rules.rounds:
                raise chk.fail("rules.yaml", ("boards", seats, "patron_slot_rounds", i),
                               f"round {r} is after the last round ({rules.rounds})")
    inks = {c.id for c in ink.colours} | {c.rgb.lower() for c in ink.colours}
    for i, c in enumerate(rules.player_colours):
        if c.id in inks or c.rgb.lower() in inks:
            raise chk.fail("rules.yaml", ("player_colours", i), "player colours differ from the ink colours (GUT-GAP-11)")
    rgbs = [c.rgb.lower() for c in rules.player_colours]
    if len(set(rgbs)) != len(rgbs):
        raise chk.fail("rules.yaml", ("player_colours",), "two player colours have the same rgb")
    ink_rgbs = [c.rgb.lower() for c in ink.colours]
    if len(set(ink_rgbs)) != len(ink_rgbs):
        raise chk.fail("ink.yaml", ("colours",), "two ink colours have the same rgb")


def load_content(game_dir: Path, pack_dirs: tuple[Path, ...] = ()) -> Content:
    """Load, validate and compile the Gutenberg content; raises ContentError."""
    with naming_packs(pack_dirs):
        return _load_content(game_dir, tuple(pack_dirs))


def _load_content(game_dir: Path, pack_dirs: tuple[Path, ...] = ()) -> Content:
    raw = load_raw(game_dir, MODELS, pack_dirs)
    files, version = validate_files(raw, MODELS), content_version(raw)
    chk = _Checker({name: loc for name, (_, loc) in raw.items()})
    rules: RulesFile = files["rules.yaml"]
    ink: InkFile = files["ink.yaml"]
    printing: PrintingFile = files["printing_cards.yaml"]
    colours = [c.id for c in ink.colours]
    specs = [s.id for s in rules.specialties]
    cidx = {c: i for i, c in enumerate(colours)}
    sidx = {s: i for i, s in enumerate(specs)}
    lidx = {a: i for i, a in enumerate(printing.alphabet)}
    content = Content(files, version, colours, list(printing.alphabet), specs)
    names = content.names
    for c in ink.colours:
        names[c.id] = c.name.model_dump()
    for s in rules.specialties + rules.actions + list(rules.patronage_rewards):
        names[s.id] = s.name.model_dump()

    def in_file(file: str):
        return lambda path, problem: chk.fail(file, path, problem)

    _check_rules(rules, ink, chk)
    levels = [b.threshold for b in rules.bonus_track]
    if levels != sorted(set(levels)):
        raise chk.fail("rules.yaml", ("bonus_track",), "thresholds must rise strictly")
    fr = in_file("rules.yaml")
    bonus = [tuple(_compile_effect(e, sidx, fr, ("bonus_track", i, "reward", j), False)
                   for j, e in enumerate(b.reward)) for i, b in enumerate(rules.bonus_track)]
    content.bonus_track = [(b.threshold, bonus[i]) for i, b in enumerate(rules.bonus_track)]
    content.rewards = [(r.id, _compile_effect(r.effect, sidx, fr, ("patronage_rewards", i, "effect"), False))
                       for i, r in enumerate(rules.patronage_rewards)]
    boards = [rules.boards[n] for n in SEATS]

    _unique(printing.cards, "printing_cards.yaml", "cards", chk)
    fp = in_file("printing_cards.yaml")
    for i, card in enumerate(printing.cards):
        content.printing[card.id] = (_counts(card.letters, lidx, fp, ("cards", i, "letters"), "letter"), card.coins)
        names[card.id] = card.name.model_dump()
    design: DesignFile = files["design_cards.yaml"]
    _unique(design.cards, "design_cards.yaml", "cards", chk)
    fd = in_file("design_cards.yaml")
    for i, card in enumerate(design.cards):
        inks = _counts(card.colour.inks, cidx, fd, ("cards", i, "colour", "inks"), "colour")
        if card.decoration.specialty not in sidx:
            raise fd(("cards", i, "decoration", "specialty"), f"unknown specialty {card.decoration.specialty!r}")
        bonus_eff = _compile_effect(card.bonus, sidx, fd, ("cards", i, "bonus"), False)
        content.design[card.id] = (inks, card.colour.prestige, sidx[card.decoration.specialty],
                                   card.decoration.level, card.decoration.prestige, bonus_eff)
        names[card.id] = card.name.model_dump()
    need = max(b.draft_pool + b.order_slots for b in boards)
    for file, deck in (("printing_cards.yaml", content.printing), ("design_cards.yaml", content.design)):
        if len(deck) < need:
            raise chk.fail(file, ("cards",), f"needs at least {need} cards, has {len(deck)}")
    spec_file: SpecialtyFile = files["specialty_cards.yaml"]
    _unique(spec_file.cards, "specialty_cards.yaml", "cards", chk)
    for i, card in enumerate(spec_file.cards):
        if card.type not in sidx:
            raise chk.fail("specialty_cards.yaml", ("cards", i, "type"), f"unknown specialty {card.type!r}")
        content.specialty[card.id] = (sidx[card.type], card.icons)
        names[card.id] = card.name.model_dump()
    need = max(b.specialty_slots for b in boards) + 2
    if len(content.specialty) < need:
        raise chk.fail("specialty_cards.yaml", ("cards",), f"needs at least {need} cards")
    gears: GearFile = files["gears.yaml"]
    _unique(gears.gears, "gears.yaml", "gears", chk)
    fg = in_file("gears.yaml")
    for i, gear in enumerate(gears.gears):
        content.gears[gear.id] = tuple(
            None if s is None else _compile_effect(s, sidx, fg, ("gears", i, "sectors", j), True)
            for j, s in enumerate(gear.sectors))
        names[gear.id] = gear.name.model_dump()
    need = max(b.gear_slots for b in boards)
    if len(content.gears) < need:
        raise chk.fail("gears.yaml", ("gears",), f"needs at least {need} gears")
    patrons: PatronFile = files["patron_cards.yaml"]
    _unique(patrons.cards, "patron_cards.yaml", "cards", chk)
    fpc = in_file("patron_cards.yaml")
    for i, card in enumerate(patrons.cards):
        lv = {}
        for spec, level in card.requires.specialties.items():
            if spec not in sidx:
                raise fpc(("cards", i, "requires", "specialties", spec), f"unknown specialty {spec!r}")
            lv[sidx[spec]] = level
        content.patrons[card.id] = (
            lv, _counts(card.requires.ink, cidx, fpc, ("cards", i, "requires", "ink"), "colour"),
            _counts(card.requires.letters, lidx, fpc, ("cards", i, "requires", "letters"), "letter"), card.min_round)
        names[card.id] = card.name.model_dump()
    need = max(len(b.patron_slot_rounds) for b in boards)
    if len(content.patrons) < need:
        raise chk.fail("patron_cards.yaml", ("cards",), f"needs at least {need} cards")
    chars: CharacterFile = files["characters.yaml"]
    _unique(chars.characters, "characters.yaml", "characters", chk)
    fc = in_file("characters.yaml")
    for i, ch in enumerate(chars.characters):
        start = tuple(_compile_effect(e, sidx, fc, ("characters", i, "start", j), False)
                      for j, e in enumerate(ch.start))
        ab = ch.ability.model_dump(exclude_none=True)
        if ch.ability.specialty is not None:
            if ch.ability.specialty not in sidx:
                raise fc(("characters", i, "ability", "specialty"), f"unknown specialty {ch.ability.specialty!r}")
            ab["spec"] = sidx[ch.ability.specialty]
        if ch.ability.key == "ink_costs" and (ch.ability.costs is None
                                              or len(ch.ability.costs) != len(rules.ink_row_costs)):
            raise fc(("characters", i, "ability", "costs"), f"needs {len(rules.ink_row_costs)} costs")
        content.characters[ch.id] = (start, ab)
        names[ch.id] = ch.name.model_dump()
    if len(content.characters) < 8:
        raise chk.fail("characters.yaml", ("characters",), "needs at least 8 tiles (2 per player)")
    rival: RivalFile = files["rival.yaml"]
    _unique(rival.plan_cards, "rival.yaml", "plan_cards", chk)
    for card in rival.plan_cards:
        content.plan_cards[card.id] = (tuple(card.bids), card.patron)
    names["rival"] = rival.name.model_dump()
    content.rival_difficulty = {d.id: d.prestige for d in rival.difficulty}
    for d in rival.difficulty:
        names[d.id] = d.name.model_dump()
    return content
