"""Gutenberg content: loads ``data/gutenberg/*.yaml`` (models in ``schema.py``) into the compiled :class:`Content`.

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
from typing import Any

from desktop_app.content.loader import (
    ContentError,
    content_version,
    error_at,
    load_raw,
    naming_packs,
    validate_files,
)
from desktop_app.rules.gutenberg.schema import (
    MODELS,
    SEATS,
    CharacterFile,
    DesignFile,
    Effect,
    GearFile,
    InkFile,
    PatronFile,
    PrintingFile,
    RivalFile,
    RulesFile,
    SpecialtyFile,
)


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
    rival_difficulty: dict[str, tuple[int, int]] = field(default_factory=dict)
    """Per difficulty: the Rival's prestige at each Prepare and at the end (GUT-SOLO-05)."""

    @property
    def rules(self) -> RulesFile:
        """The ``rules.yaml`` model."""
        return self.files["rules.yaml"]

    def name(self, item_id: str) -> dict:
        """``{en, zh}`` name of any card, gear, tile, colour, specialty, action or reward id."""
        return self.names.get(item_id, {"en": item_id, "zh": item_id})

    def action_name(self, action_id: str) -> dict:
        """``{en, zh}`` name of an action row (``ink`` is "Gain Ink" here; the patronage reward of
        the same id, "2 ink of your choice", is :meth:`name`)."""
        for action in self.rules.actions:
            if action.id == action_id:
                return action.name.model_dump()
        return self.name(action_id)


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
    content.rival_difficulty = {d.id: (d.prestige, d.prestige if d.final is None else d.final)
                                for d in rival.difficulty}
    for d in rival.difficulty:
        names[d.id] = d.name.model_dump()
    return content
