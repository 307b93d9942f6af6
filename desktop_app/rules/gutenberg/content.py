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
from typing import Any, Literal

from pydantic import Field, RootModel, model_validator

from desktop_app.content.loader import (
    ContentError,
    Name,
    StrictModel,
    error_at,
    load_files,
    load_yaml,
    merge_pack,
)


class SpecialtyStep(StrictModel):
    """``{type, n}``: raise the named specialty by n."""

    type: str
    n: int = Field(1, ge=1)


class Enhance(StrictModel):
    """A gear enhancement sector (GUT-GAP-04), claimed only during its action."""

    kind: Literal["ink_discount", "train_extra", "order_extra_cards", "patron_ink_waiver"]
    n: int = Field(ge=1)


class Effect(StrictModel):
    """One gain: exactly one of the fields is set."""

    coins: int | None = Field(None, ge=0)
    prestige: int | None = Field(None, ge=0)
    ink_choice: int | None = Field(None, ge=1)
    ink_random: int | None = Field(None, ge=1)
    letter_choice: int | None = Field(None, ge=1)
    specialty_any: int | None = Field(None, ge=1)
    specialty: SpecialtyStep | None = None
    new_order: int | None = Field(None, ge=1, le=1)
    enhance: Enhance | None = None

    @model_validator(mode="after")
    def _one_key(self) -> Effect:
        if len(self.model_dump(exclude_none=True)) != 1:
            raise ValueError("an effect needs exactly one key")
        return self


class Colour(StrictModel):
    """An ink or player colour."""

    id: str
    name: Name
    rgb: str


class InkFile(StrictModel):
    """``ink.yaml``: colours and tokens per colour (GUT-GAP-09)."""

    per_colour: int = Field(ge=1)
    colours: list[Colour] = Field(min_length=1)


class PrintingCard(StrictModel):
    """A printing card: the letters it needs and the coins it pays (GUT-GAP-01)."""

    id: str
    word: str
    name: Name
    letters: list[str] = Field(min_length=1)
    coins: int = Field(ge=0)


class PrintingFile(StrictModel):
    """``printing_cards.yaml``."""

    alphabet: list[str] = Field(min_length=1)
    cards: list[PrintingCard]


class ColourCondition(StrictModel):
    """Return exactly these inks for ``prestige``."""

    inks: list[str] = Field(min_length=1)
    prestige: int = Field(ge=0)


class Decoration(StrictModel):
    """Have ``specialty`` at ``level`` or more for ``prestige``."""

    specialty: str
    level: int = Field(ge=1, le=6)
    prestige: int = Field(ge=0)


class DesignCard(StrictModel):
    """A design card (GUT-GAP-02)."""

    id: str
    name: Name
    colour: ColourCondition
    decoration: Decoration
    bonus: Effect


class DesignFile(StrictModel):
    """``design_cards.yaml``."""

    cards: list[DesignCard]


class SpecialtyCard(StrictModel):
    """A specialty card: one type, 1–2 icons (GUT-GAP-03)."""

    id: str
    name: Name
    type: str
    icons: int = Field(ge=1, le=6)


class SpecialtyFile(StrictModel):
    """``specialty_cards.yaml``."""

    cards: list[SpecialtyCard]


class Gear(StrictModel):
    """A gear: three sectors clockwise, each an Effect or blank (GUT-GAP-04)."""

    id: str
    name: Name
    sectors: list[Effect | None] = Field(min_length=3, max_length=3)


class GearFile(StrictModel):
    """``gears.yaml``."""

    gears: list[Gear]


class Requirement(StrictModel):
    """Patron requirement (GUT-PAT-04): levels checked, ink returned, letters owned."""

    specialties: dict[str, int] = Field(default_factory=dict)
    ink: list[str] = Field(default_factory=list)
    letters: list[str] = Field(default_factory=list)


class PatronCard(StrictModel):
    """A patron card (GUT-GAP-05)."""

    id: str
    name: Name
    requires: Requirement
    min_round: int = Field(1, ge=1, le=6)


class PatronFile(StrictModel):
    """``patron_cards.yaml``."""

    cards: list[PatronCard]


class Ability(StrictModel):
    """A character ability (variant, GUT-GAP-07); ``key`` is a closed enum."""

    key: Literal["letter_price_delta", "ink_costs", "take_order_coins", "decoration_level_delta",
                 "new_order_extra_cards", "any_colour_substitute", "patronage_reward_coins", "remount_extra"]
    n: int = 0
    costs: list[int] | None = None
    specialty: str | None = None


class Character(StrictModel):
    """A character tile: start bonus (always) and ability (variant)."""

    id: str
    name: Name
    start: list[Effect]
    ability: Ability


class CharacterFile(StrictModel):
    """``characters.yaml``."""

    characters: list[Character]


class Difficulty(StrictModel):
    """A Rival difficulty: prestige gained at each Prepare and at the end (GUT-SOLO-05)."""

    id: str
    name: Name
    prestige: int = Field(ge=0)


class PlanCard(StrictModel):
    """A Rival plan card: bids for the five actions and the patron flag (GUT-SOLO-03)."""

    id: str
    bids: list[int] = Field(min_length=5, max_length=5)
    patron: bool = False


class RivalFile(StrictModel):
    """``rival.yaml``."""

    name: Name
    difficulty: list[Difficulty] = Field(min_length=1)
    plan_cards: list[PlanCard] = Field(min_length=6)


class NamedId(StrictModel):
    """An id with a name (specialties, actions)."""

    id: str
    name: Name


class RewardSpace(StrictModel):
    """A patronage reward space (GUT-PAT-02)."""

    id: str
    name: Name
    effect: Effect


class BonusStep(StrictModel):
    """A bonus-track space: the level that reaches it and its reward (GUT-GAP-06)."""

    threshold: int = Field(ge=2, le=6)
    reward: list[Effect]


class NewOrderRules(StrictModel):
    """GUT-NEWO values."""

    printing: int = Field(ge=1)
    design: int = Field(ge=1)
    extra_cost: int = Field(ge=0)
    extra_cards: int = Field(ge=1)


class Scoring(StrictModel):
    """End scoring values (GUT-END-02..04)."""

    coins_per_prestige: int = Field(ge=1)
    level_points: dict[int, int]
    patron_card: int = Field(ge=0)


class Variant(StrictModel):
    """Variant defaults."""

    character_abilities: bool = False
    ink_refill: Literal["topup", "reset"] = "topup"


class Board(StrictModel):
    """Board values for one seat count (GUT-GAP-08)."""

    draft_pool: int = Field(ge=1)
    order_slots: int = Field(ge=1)
    specialty_slots: int = Field(ge=1)
    gear_slots: int = Field(ge=1)
    ink_rows: int = Field(ge=1)
    patron_slot_rounds: list[int]


class RulesFile(StrictModel):
    """``rules.yaml``."""

    rounds: int = Field(ge=1)
    start_coins: int = Field(ge=0)
    start_letters: int = Field(ge=0)
    tokens_by_position: list[int] = Field(min_length=4, max_length=4)
    max_tokens_per_action: int = Field(ge=1)
    max_gears: int = Field(ge=1)
    max_orders: int = Field(ge=1)
    ink_row_costs: list[int] = Field(min_length=1)
    maxed_level_coins: int = Field(ge=0)
    new_order: NewOrderRules
    patronage_rewards: list[RewardSpace]
    scoring: Scoring
    variant: Variant
    boards: dict[int, Board]
    bonus_track: list[BonusStep]
    specialties: list[NamedId] = Field(min_length=1)
    actions: list[NamedId] = Field(min_length=5, max_length=5)
    player_colours: list[Colour] = Field(min_length=4)


class TextsFile(RootModel[dict[str, str]]):
    """``texts_zh.yaml``: 繁體中文 for every Text key the engine emits (merged by the app)."""


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
    """Cross-reference checks with file:line locations."""

    def __init__(self, game_dir: Path, pack_dirs: tuple[Path, ...]) -> None:
        self.game_dir, self.pack_dirs = game_dir, pack_dirs

    def fail(self, file: str, path: tuple, problem: str) -> ContentError:
        data, loc = load_yaml(self.game_dir / file)
        for pack in self.pack_dirs:
            if (Path(pack) / file).exists():
                data, loc = merge_pack(data, loc, *load_yaml(Path(pack) / file))
        return error_at(loc, path, problem)


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


def load_content(game_dir: Path, pack_dirs: tuple[Path, ...] = ()) -> Content:
    """Load, validate and compile the Gutenberg content; raises ContentError."""
    files, version = load_files(game_dir, MODELS, pack_dirs)
    chk = _Checker(game_dir, tuple(pack_dirs))
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

    for key, seats in (("boards", 2), ("boards", 3), ("boards", 4)):
        if seats not in rules.boards:
            raise chk.fail("rules.yaml", (key,), f"no board values for {seats} seats")
    levels = [b.threshold for b in rules.bonus_track]
    if levels != sorted(set(levels)):
        raise chk.fail("rules.yaml", ("bonus_track",), "thresholds must rise strictly")
    fr = in_file("rules.yaml")
    bonus = [tuple(_compile_effect(e, sidx, fr, ("bonus_track", i, "reward", j), False)
                   for j, e in enumerate(b.reward)) for i, b in enumerate(rules.bonus_track)]
    content.bonus_track = [(b.threshold, bonus[i]) for i, b in enumerate(rules.bonus_track)]
    content.rewards = [(r.id, _compile_effect(r.effect, sidx, fr, ("patronage_rewards", i, "effect"), False))
                       for i, r in enumerate(rules.patronage_rewards)]
    max_board = rules.boards[max(rules.boards)]

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
    need = max_board.draft_pool + max_board.order_slots
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
    if len(content.specialty) < max_board.specialty_slots + 2:
        raise chk.fail("specialty_cards.yaml", ("cards",), f"needs at least {max_board.specialty_slots + 2} cards")
    gears: GearFile = files["gears.yaml"]
    _unique(gears.gears, "gears.yaml", "gears", chk)
    fg = in_file("gears.yaml")
    for i, gear in enumerate(gears.gears):
        content.gears[gear.id] = tuple(
            None if s is None else _compile_effect(s, sidx, fg, ("gears", i, "sectors", j), True)
            for j, s in enumerate(gear.sectors))
        names[gear.id] = gear.name.model_dump()
    if len(content.gears) < max_board.gear_slots:
        raise chk.fail("gears.yaml", ("gears",), f"needs at least {max_board.gear_slots} gears")
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
    if len(content.patrons) < len(max_board.patron_slot_rounds):
        raise chk.fail("patron_cards.yaml", ("cards",), f"needs at least {len(max_board.patron_slot_rounds)} cards")
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
