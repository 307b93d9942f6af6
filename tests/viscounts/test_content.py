"""Viscounts content (viscounts.md §9, §11): loads, counts, the shorthand, and errors naming
file:line: field for an unknown op, a dangling id and a wrong count."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from desktop_app.content import ContentError
from desktop_app.rules.viscounts.content import load_content
from desktop_app.rules.viscounts.shorthand import parse_ability, parse_effects
from desktop_app.rules.viscounts.vocabulary import EffectError, check_effects

DATA = Path(__file__).resolve().parents[2] / "data" / "viscounts"
CONTENT = load_content(DATA)


def test_default_content_has_every_gap_table():
    """GAP-01..13: 5 pieces with both sides, 50 neutral + 10 heroes + 8 starting + 5 printed
    townsfolk, 35 manuscripts in play + 5 printed, 10 player cards, 4 cleric rewards, 10 Steward cards."""
    c = CONTENT
    assert sorted(c.pieces) == ["A", "B", "C", "D", "E"]
    assert all(len(p.sides) == 2 for p in c.pieces.values())
    assert len(c.neutral) == 50 and len(c.heroes) == 10 and len(c.starting_deck) == 8
    assert sum(1 for card in c.cards.values() if card.deck == "printed") == 5
    assert len(c.grey_backs) == 5 and len(c.black_backs) == 30
    assert sum(1 for m in c.manuscripts.values() if m.back == "printed") == 5
    assert sorted(c.player_cards) == list(range(1, 11))
    assert sorted(c.cleric_rewards) == ["black", "blue", "grey", "yellow"]
    assert len(c.steward_deck) == 10
    assert c.level1_count == 10 and len(c.level2) == 5 and c.rotations == 10


def test_vis_comp_components_of_the_game():
    """VIS-COMP-02: 5 double-sided pieces and the castle; VIS-COMP-03: each piece side has a pile and a
    stack spot with printed cards under them, outer and inner spaces, a river, sites and dashed lines;
    VIS-COMP-04: 3 castle levels; VIS-COMP-05: neutral townsfolk and at least players + 1 heroes;
    VIS-COMP-06: 5 grey-backs, 30+ black-backs, 5 stacks of 7; VIS-COMP-07: unlimited silver and
    resources (test_effects); VIS-COMP-08: 4 cleric reward cards, 1 castle leader card; VIS-COMP-09: 20 workers, 3 of
    each building, 8 starting townsfolk per player; VIS-COMP-10: at least 9 player cards;
    VIS-COMP-11: debts and deeds over the poverty and prosperity cards; VIS-COMP-12: 3 tableau slots,
    9 building slots with abilities, the virtue/corruption track."""
    c = CONTENT
    assert len(c.pieces) == 5 and c.level1_count == 10 and len(c.level2) == 5 and c.level3       # COMP-02/04
    for piece in c.pieces.values():
        for side in piece.sides:
            rings = {sp.ring for sp in side.spaces.values()}
            rivers = {sp.river_side for sp in side.spaces.values() if sp.ring == "outer"}
            assert rings == {"outer", "inner"} and rivers == {"left", "right"} and side.sites and side.connections
            assert c.cards[side.printed_townsfolk].deck == "printed" and c.manuscripts[side.printed_manuscript]
    assert len(c.heroes) >= 4 + 1 and len(c.neutral) >= 5                                          # COMP-05
    assert len(c.grey_backs) == 5 and len(c.black_backs) >= 30                                      # COMP-06
    assert len(c.cleric_rewards) == 4 and c.castle_leader.vp == 5                                   # COMP-08
    assert c.rules.workers == 20 and len(c.starting_deck) == 8                                      # COMP-09
    assert all(len(b.slots) == 3 for b in c.buildings.values())                                     # COMP-09/12
    assert len(c.player_cards) >= 9 and c.rules.tableau_slots == 3 and c.track_length == 9          # COMP-10/12
    assert set(c.on_top) == {"poverty", "prosperity"}                                               # COMP-11 and s.players[0].unpaid == 1 and s.board.debt_top == 0


def test_gap08_neutral_mix():
    """GAP-08: values 10×1, 18×2, 14×3, 8×4; 8 criminal cards; 27 take a debt (15) or a deed (12)."""
    cards = [CONTENT.cards[c] for c in CONTENT.neutral]
    values = [c.value for c in cards]
    assert [values.count(v) for v in (1, 2, 3, 4)] == [10, 18, 14, 8]
    assert sum(1 for c in cards if "criminal" in c.icons) == 8
    debts = sum(1 for c in cards if any(s["op"] == "take" and s["what"] == "debt" for s in c.on_hire))
    deeds = sum(1 for c in cards if any(s["op"] == "take" and s["what"] == "deed" for s in c.on_hire))
    assert (debts, deeds) == (15, 12)
    timings = [c.ability.timing for c in cards]
    assert [timings.count(t) for t in ("instant", "ongoing", "exit", "collision")] == [20, 15, 10, 5]


def test_gap11_manuscript_ribbons_and_gap07_starting_deck():
    """GAP-11: black-backs 8 yellow, 8 blue, 7 grey, 7 black; GAP-07: the 8 starting cards."""
    ribbons = [CONTENT.manuscripts[m].ribbon for m in CONTENT.black_backs]
    assert [ribbons.count(r) for r in ("yellow", "blue", "grey", "black")] == [8, 8, 7, 7]
    assert sorted(CONTENT.starting_deck) == sorted(["st_farmhand"] * 2 + ["st_hod_carrier"] * 2 + ["st_page"] * 2
                                                   + ["st_acolyte", "st_cutpurse"])


def test_shorthand_maps_onto_ops():
    """§11.1: every shorthand item is one op; ongoing groups split at modifiers and on-triggers."""
    assert parse_effects("$2, +deed, flip d/d ×2, any 1") == [
        {"op": "gain_silver", "n": 2}, {"op": "take", "what": "deed", "n": 1},
        {"op": "flip", "what": "debt_or_deed", "n": 2}, {"op": "gain_resource", "type": "any", "n": 1}]
    ab = parse_ability("ongoing: on hire: $1, on trade: $1, banish =1")
    assert [e["op"] for e in ab["effects"]] == ["on_event", "on_event", "banish_cost"]
    assert ab["effects"][1]["effects"] == [{"op": "gain_silver", "n": 1}]
    assert parse_effects("hire ≤3 any")[0] == {"op": "hire", "mode": "free", "max_value": 3, "from": "any_pile"}
    assert parse_effects("worker x2")[0]["n"] == 2 and parse_effects("worker adj")[0]["where"] == "adjacent"
    assert parse_effects("cost build(workshop) free once")[0] == {"op": "cost_mod", "action": "build",
                                                                   "amount": "free", "scope": "once",
                                                                   "type": "workshop"}
    assert parse_effects("eot(draw 1, $1)")[0]["effects"] == [{"op": "draw", "n": 1}, {"op": "gain_silver", "n": 1}]
    assert parse_effects("if buildings(workshop)>=2: virtue 1")[0]["args"] == {"type": "workshop", "min": 2}
    assert parse_effects("—") == []


def test_vis_vc_03_corruption_first_when_gained_together():
    """VIS-VC-03: an effect giving virtue and corruption together moves the corruption first."""
    steps = check_effects(parse_effects("virtue 1, $1, corruption 2"))
    assert [s["op"] for s in steps] == ["gain_corruption", "gain_virtue", "gain_silver"]


@pytest.mark.parametrize(("effects", "context", "problem"), [
    ([{"op": "teleport"}], "run", "unknown effect 'teleport'"),
    ([{"op": "gain_silver", "n": 0}], "run", "greater than or equal to 1"),
    ([{"op": "gain_silver", "n": 1}], "ongoing", "cannot be ongoing"),
    ([{"op": "banish_cost", "set": 1}], "run", "lasting modifier"),
    ([{"op": "place_worker", "n": 1}], "castle_level2", "VIS-CAST-03"),
    ([{"op": "destroy", "from": ["setup_pool"]}], "run", "setup extras"),
    ([{"op": "if", "cond": "raining", "then": []}], "run", "unknown condition"),
    ([{"op": "on_event", "event": "sneeze", "effects": []}], "ongoing", "unknown event"),
])
def test_the_vocabulary_rejects_bad_steps(effects, context, problem):
    """§11: unknown ops, bad parameters and ops in the wrong context fail at load time."""
    with pytest.raises(EffectError) as err:
        check_effects(effects, context)
    assert problem in err.value.problem


def _broken(tmp_path: Path, file: str, old: str, new: str) -> Path:
    folder = tmp_path / "viscounts"
    shutil.copytree(DATA, folder)
    path = folder / "base" / file
    text = path.read_text(encoding="utf-8")
    assert old in text, old
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return folder


@pytest.mark.parametrize(("file", "old", "new", "expect"), [
    ("townsfolk.yaml", 'ability: "instant: $1"}', 'ability: "instant: teleport 1"}',
     "townsfolk.yaml:18: cards[4].ability: cannot read the effect 'teleport 1'"),
    ("castle.yaml", '{id: L2_1, effects: "$3"}', '{id: L2_1, effects: [{op: summon, n: 3}]}',
     "castle.yaml:14: castle.level2[1].effects[0].op: unknown effect 'summon'"),
    ("board.yaml", "printed_townsfolk: &A_pt pt_A", "printed_townsfolk: &A_pt pt_Z",
     "board.yaml:23: pieces[0].sides[0].printed_townsfolk: 'pt_Z' is not a printed townsfolk card"),
    ("board.yaml", "next: [A_O2]", "next: [A_O9]", "pieces[0].sides[0].spaces[0].next: unknown space 'A_O9'"),
    ("player_cards.yaml", "{id: pc10, number: 10,", "{id: pc10, number: 11,",
     "player_cards.yaml:16: player_cards[9].number: no space has start number 11"),
    ("castle.yaml", "level1: {count: 10}", "level1: {count: 8}", "castle.yaml:11: castle.level1: level1 needs count: 10"),
    ("solo.yaml", "- {id: st10, steps: 3, ring: outer, orders: [remove]}", "",
     "solo.yaml:50: steward_deck: the Steward deck has 10 cards"),
    ("track.yaml", "- {pos: 9,", "- {pos: 10,", "track.yaml:13: vc_track.spaces: one space for each position 1..9"),
    ("solo.yaml", "    keeper_of_keys: {easy:", "    keeper_of_key: {easy:",
     "solo.steward_bonus_with_modules.keeper_of_key: 'keeper_of_key' is not a module configuration: "
     "'gates_of_gold', 'keeper_of_keys', 'gates_of_gold+keeper_of_keys' (GAP-13)"),
    ("solo.yaml", "gates_of_gold+keeper_of_keys: {easy:", "gates_of_gold+keeper_of_keys: {eazy:",
     "solo.steward_bonus_with_modules['gates_of_gold+keeper_of_keys']: a bonus for easy, normal and hard (GAP-13)"),
    ("solo.yaml", "    gates_of_gold: {easy: ", "    gates_of_gold: {easy: a lot, x: ",
     "solo.steward_bonus_with_modules.gates_of_gold.easy:"),
    ("solo.yaml", 'orders: ["workers 2"]}', 'orders: ["workers two"]}',
     "solo.yaml:50: steward_deck[0].orders[0]: unknown Steward order 'workers two'"),
])
def test_broken_content_names_file_line_and_field(tmp_path, file, old, new, expect):
    """DESIGN "Content": an unknown op, a dangling id or a wrong count is a ContentError file:line: field."""
    with pytest.raises(ContentError) as err:
        load_content(_broken(tmp_path, file, old, new))
    assert expect in str(err.value)


def test_a_pack_overrides_one_card_by_id(tmp_path):
    """A content pack file merges by id: the same id replaces the built-in entry (flat or in base/)."""
    pack = tmp_path / "pack"
    (pack / "base").mkdir(parents=True)
    (pack / "base" / "townsfolk.yaml").write_text(
        'cards:\n  - {id: tf01, name: {en: Lamp Lady, zh: 點燈女}, deck: neutral, value: 1, icons: [cleric], '
        'on_hire: "$2", ability: "instant: $1"}\n', encoding="utf-8")
    content = load_content(DATA, (pack,))
    assert content.cards["tf01"].name["en"] == "Lamp Lady" and content.cards["tf01"].icons == ("cleric",)
    assert len(content.neutral) == 50 and content.version != CONTENT.version
    (pack / "rules.yaml").write_text("rules: {hand_limit: 4}\n", encoding="utf-8")
    with pytest.raises(ContentError, match="rules.yaml:1: rules.tableau_slots: missing field"):
        load_content(DATA, (pack,))


def test_validate_content_finds_a_viscounts_pack_in_set_folders(tmp_path, capsys):
    """A pack may mirror the set folders (viscounts/base/*.yaml); validate-content checks it."""
    from desktop_app import cli
    folder = tmp_path / "my-pack" / "viscounts" / "base"
    folder.mkdir(parents=True)
    (folder / "rules.yaml").write_text("rules: {hand_limit: 4}\n", encoding="utf-8")
    assert cli.main(["validate-content", str(tmp_path / "my-pack")]) == 2
    err = capsys.readouterr().err
    assert "rules.yaml:1: rules.tableau_slots: missing field" in err
