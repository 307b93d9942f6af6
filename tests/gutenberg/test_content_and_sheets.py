"""Content loading (GUT-GAP-01..10), translations and the score calculator's bad sheets."""

from __future__ import annotations

import ast
import shutil
from pathlib import Path

import pytest
import yaml

from desktop_app.content.loader import ContentError
from desktop_app.engine.game import SheetError, get_game
from desktop_app.rules.gutenberg import GAME
from desktop_app.rules.gutenberg.content import load_content
from tests.gutenberg.helpers import content

DATA = Path(__file__).resolve().parents[2] / "data" / "gutenberg"
SRC = Path(__file__).resolve().parents[2] / "desktop_app" / "rules" / "gutenberg"


def test_registry_and_content_sizes():
    """GUT-COMP-01, GUT-GAP-01..10: the game is registered; decks have the designed sizes."""
    game = get_game("gutenberg")
    assert game is GAME and game.name == {"en": "Gutenberg", "zh": "古騰堡"}
    assert (game.min_players, game.max_players, game.rules_file) == (1, 4, "gutenberg.md")
    c = content()
    assert (len(c.printing), len(c.design), len(c.specialty), len(c.gears)) == (48, 48, 24, 24)
    assert (len(c.patrons), len(c.characters), len(c.plan_cards)) == (12, 8, 12)
    assert c.colours == ["black", "red", "blue", "green", "gold"]
    assert c.printing["P34"] == (tuple(1 if ch == "s" else 2 if ch in "or" else 0 for ch in c.alphabet), 10)
    assert c.design["D06"] == ((1, 0, 1, 0, 0), 3, 1, 5, 5, ("prestige", 3))
    assert c.design["D08"][0] == (0, 0, 3, 0, 0) and c.design["D08"][1] == 5
    assert all(sum(bids) == 8 for bids, _ in c.plan_cards.values())
    for item in ("P01", "D01", "S01", "G01", "PC01", "CH01", "black", "woodcut", "orders", "coins"):
        assert set(c.name(item)) == {"en", "zh"} and c.name(item)["zh"]


def _broken_copy(tmp_path: Path, file: str, old: str, new: str) -> Path:
    target = tmp_path / "gutenberg"
    shutil.copytree(DATA, target)
    text = (target / file).read_text(encoding="utf-8")
    assert old in text
    (target / file).write_text(text.replace(old, new, 1), encoding="utf-8")
    return target


@pytest.mark.parametrize("file, old, new, expect", [
    ("gears.yaml", "{coins: 2}, {ink_choice: 1}, {prestige: 1}]", "{coinz: 2}, {ink_choice: 1}, {prestige: 1}]",
     "gears.yaml:3: gears[0].sectors[0].coinz: unknown field"),
    ("design_cards.yaml", "colour: {inks: [black], prestige: 2}", "colour: {inks: [purple], prestige: 2}",
     "design_cards.yaml:5: cards[0].colour.inks[0]: unknown colour 'purple'"),
    ("printing_cards.yaml", "letters: [s, o, l]", "letters: [s, o, x]",
     "printing_cards.yaml:5: cards[0].letters[2]: unknown letter 'x'"),
    ("specialty_cards.yaml", "{id: S02,", "{id: S01,", "specialty_cards.yaml:4: cards[1].id: duplicate id 'S01'"),
    ("design_cards.yaml", "bonus: {ink_choice: 1}", "bonus: {enhance: {kind: ink_discount, n: 1}}",
     "design_cards.yaml:7: cards[0].bonus.enhance: enhancements exist only on gears"),
    ("rules.yaml", "max_gears: 3", "max_gears: three", "rules.yaml:7: max_gears: expected a whole number, not 'three'"),
])
def test_broken_content_names_file_line_and_field(tmp_path, file, old, new, expect):
    """Content errors name file:line: field (DESIGN "Content"; GUT-GAP file layout)."""
    folder = _broken_copy(tmp_path, file, old, new)
    with pytest.raises(ContentError) as err:
        load_content(folder)
    assert expect in str(err.value)


def test_deck_minimum_is_checked(tmp_path):
    """GUT-GAP-05: at least 4 patron cards (one per slot)."""
    folder = tmp_path / "gutenberg"
    shutil.copytree(DATA, folder)
    path = folder / "patron_cards.yaml"
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(lines[:5]) + "\n", encoding="utf-8")
    with pytest.raises(ContentError, match=r"patron_cards.yaml:3: cards: needs at least 4 cards"):
        load_content(folder)


def test_every_text_key_has_a_translation():
    """Every Text / IllegalAction key the engine emits is in texts_zh.yaml."""
    zh = yaml.safe_load((DATA / "texts_zh.yaml").read_text(encoding="utf-8"))
    keys = set()
    for path in SRC.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
                idx = {"Text": 0, "IllegalAction": 1}.get(node.func.id)
                if idx is not None and len(node.args) > idx and isinstance(node.args[idx], ast.Constant):
                    keys.add(node.args[idx].value)
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id.endswith("DECISIONS")
                                                    for t in node.targets):
                for sub in ast.walk(node.value):
                    if isinstance(sub, ast.Tuple) and len(sub.elts) >= 3 and isinstance(sub.elts[1], ast.Constant):
                        keys.add(sub.elts[1].value)
    assert len(keys) > 60
    missing = sorted(k for k in keys if k not in zh)
    assert not missing, missing


GOOD = {"name": "Ann", "prestige": 30, "coins": 7, "patrons": [], "letters": 4, "ink": 1,
        "specialties": {"typesetting": 2, "woodcut": 4, "binding": 1, "colouring": 6}}


def test_score_calculator_good_sheet():
    """GUT-END-02..04 on a sheet: 30 + 2 + (1 + 6) + 0 = 39; patrons may also be a count."""
    out = GAME.score_physical({"players": [GOOD, dict(GOOD, name="Bo", patrons=2)]}, "sheet.yaml").to_json()
    assert [p["total"] for p in out["players"]] == [39, 55] and out["winners"] == ["Bo"]


@pytest.mark.parametrize("change, message", [
    ({"specialties": dict(GOOD["specialties"], woodcut=7)}, "player 'Ann': specialties.woodcut: level 7 is outside 1–6"),
    ({"specialties": dict(GOOD["specialties"], binding=0)}, "player 'Ann': specialties.binding: level 0 is outside 1–6"),
    ({"coins": -1}, "player 'Ann': coins: -1 is negative"),
    ({"letters": -2}, "player 'Ann': letters: -2 is negative"),
    ({"ink": None}, "player 'Ann': ink: empty (expected a whole number)"),
    ({"prestige": "many"}, "player 'Ann': prestige: 'many' is not a whole number"),
])
def test_score_calculator_bad_sheets(change, message):
    """A bad sheet raises SheetError with one line naming the player and the field."""
    with pytest.raises(SheetError) as err:
        GAME.score_physical({"players": [dict(GOOD, **change)]})
    assert str(err.value) == message and "\n" not in str(err.value)


@pytest.mark.parametrize("field", ["prestige", "coins", "specialties", "patrons", "letters", "ink"])
def test_score_calculator_missing_fields(field):
    """A missing field is named."""
    entry = {k: v for k, v in GOOD.items() if k != field}
    with pytest.raises(SheetError, match=f"player 'Ann': {field}: missing field"):
        GAME.score_physical({"players": [entry]})
    with pytest.raises(SheetError, match="specialties.colouring: missing field"):
        GAME.score_physical({"players": [dict(GOOD, specialties={"typesetting": 1, "woodcut": 1, "binding": 1})]})


@pytest.mark.parametrize("file, old, new, expect", [
    ("rules.yaml", "tokens_by_position: [7, 8, 9, 10]", "tokens_by_position: [-1, 8, 9, 10]",
     "rules.yaml:5: tokens_by_position[0]: must be at least 1, not -1"),
    ("rules.yaml", "tokens_by_position: [7, 8, 9, 10]", "tokens_by_position: [7, 9, 11, 13]",
     "tokens_by_position must rise by 1 per position"),
    ("rules.yaml", "rounds: 6", "rounds: 1000000", "rules.yaml:2: rounds: must be at most 6, not 1000000"),
    ("rules.yaml", "start_letters: 3", "start_letters: yes", "start_letters: expected a whole number, not True"),
    ("rules.yaml", "{id: woodcut,", "{id: typesetting,", "specialties[1].id: duplicate id 'typesetting'"),
    ("rules.yaml", "{id: woodcut,", "{id: etching,", "specialties are typesetting, woodcut, binding, colouring"),
    ("rules.yaml", "  4: {draft_pool: 10,", "  4: {draft_pool: 7,", "draft_pool must be at least 8 (GUT-SET-03)"),
    ("rules.yaml", "  3: {draft_pool", "  5: {draft_pool", "rules.yaml:21: boards[5]: must be at most 4, not 5"),
    ("rules.yaml", "patron_slot_rounds: [3, 4, 5, 6]}\nbonus", "patron_slot_rounds: [3, 4, 5, 9]}\nbonus",
     "patron_slot_rounds[3]: must be at most 6"),
    ("rules.yaml", "{id: purple, name: {en: \"Purple\", zh: \"紫\"}, rgb: \"#6a3d9a\"}",
     "{id: black, name: {en: \"Purple\", zh: \"紫\"}, rgb: \"#6a3d9a\"}", "player colours differ from the ink colours"),
    ("ink.yaml", "id: red", "id: black", "ink.yaml:5: colours[1].id: duplicate id 'black' (also colours[0])"),
    ("printing_cards.yaml", "coins: 4}", "coins: 10000000}", "coins: must be at most 30"),
    ("patron_cards.yaml", "id: PC01", "id: 'PC 01'", "cards[0].id: 'PC 01' is not allowed here"),
    ("rival.yaml", "bids: [3, 2, 1, 1, 1]", "bids: [3, 2, 1, 1, true]", "bids[4]: expected a whole number"),
    ("gears.yaml", "{coins: 2}, {ink_choice: 1}, {prestige: 1}]", "{coins: 2}, {ink_choice: 100}, {prestige: 1}]",
     "gears[0].sectors[1].ink_choice: must be at most 5"),
])
def test_meaning_is_validated_not_only_shape(tmp_path, file, old, new, expect):
    """Issue 8: ranges, required entries and the shapes the engine relies on are load errors."""
    folder = _broken_copy(tmp_path, file, old, new)
    with pytest.raises(ContentError) as err:
        load_content(folder)
    assert expect in str(err.value)


@pytest.mark.parametrize("players, message", [
    ([dict(GOOD, name=f"P{i}") for i in range(5)], "players: 5 players; Gutenberg is for 1–4"),
    ([dict(GOOD, name=f"P{i}") for i in range(50)], "players: 50 players; Gutenberg is for 1–4"),
    ([GOOD, dict(GOOD, name=" ann ")], "player 'ann': name: the same name as player 'Ann'"),
    ([dict(GOOD, patrons=["PC99"])], "player 'Ann': patrons: unknown patron card 'PC99'"),
    ([dict(GOOD, patrons=["PC01", "PC01"])], "player 'Ann': patrons: patron card PC01 is listed twice"),
    ([dict(GOOD, patrons=["PC01"]), dict(GOOD, name="Bo", patrons=["PC01"])],
     "player 'Bo': patrons: patron card PC01 is also held by player 'Ann'"),
    ([dict(GOOD, patrons=13)], "player 'Ann': patrons: 13 is more than 12"),
    ([dict(GOOD, prestige=True)], "player 'Ann': prestige: true is not a whole number"),
    ([dict(GOOD, prestige=10 ** 100)], "player 'Ann': prestige: 1000000000000000000000000000000000000... is more"),
    ([dict(GOOD, coins=1.5)], "player 'Ann': coins: 1.5 is not a whole number"),
    ([dict(GOOD, name=7)], "player 1: name: 7 is not a text"),
    ([dict(GOOD, prestgie=3)], "player 'Ann': prestgie: unknown field"),
])
def test_sheets_no_table_can_produce_are_refused(players, message):
    """Issue 8: counts, names, patron ids and numbers a physical game cannot have; one line each."""
    with pytest.raises(SheetError) as err:
        GAME.score_physical({"players": players})
    assert str(err.value).startswith(message) and "\n" not in str(err.value), str(err.value)


def test_a_pack_that_breaks_a_built_in_entry_is_named(tmp_path):
    """A pack that drops a letter built-in cards use: the built-in file:line is named, and the pack too."""
    pack = tmp_path / "short-alphabet"
    pack.mkdir()
    (pack / "printing_cards.yaml").write_text("alphabet: [a, c, e]\n", encoding="utf-8")
    with pytest.raises(ContentError) as err:
        GAME.load_content((pack,))
    message = str(err.value)
    assert "printing_cards.yaml:" in message and "unknown letter" in message
    assert message.endswith(f"(with content pack {pack})")
