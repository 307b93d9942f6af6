"""One rule for players' names in every game, sheet, save and dialog; sheets that name their game.

- A name is printable and at most MAX_NAME_LENGTH (40) characters: the four calculators, the save
  files' seats and the new-game dialog all apply :func:`desktop_app.engine.game.name_fits`.
- Every calculator refuses two players of one name; Unconscious Mind sheets refuse unknown top-level
  fields and prestige stacks that no table shows (UM-TIE-01).
- A sheet may say ``game: <id>``; every calculator accepts its own id and refuses another game's
  sheet with one line (CLI ``score`` and the in-app calculators' Open).
"""

from __future__ import annotations

import copy
from pathlib import Path

import pytest

from desktop_app.cli_common import CLIError
from desktop_app.cli_score import score_sheet_file
from desktop_app.content.sheets import read_sheet
from desktop_app.engine.game import (
    MAX_NAME_LENGTH,
    GameOptions,
    OptionsError,
    Seat,
    SheetError,
    get_game,
    name_fits,
)

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = {"fit-to-print": "fit_to_print_friday.yaml", "gutenberg": "gutenberg_final.yaml",
            "viscounts": "viscounts_final.yaml", "unconscious-mind": "unconscious_mind_final.yaml"}
GAMES = sorted(EXAMPLES)


def example(game_id: str) -> dict:
    return read_sheet(ROOT / "examples" / EXAMPLES[game_id])


def score(game_id: str, sheet: dict):
    return get_game(game_id).score_physical(sheet)


BAD_NAMES = ["N" * (MAX_NAME_LENGTH + 1), "N" * 10_000, "Ann\x00", "\x1b[2JAnn", "Ann\tBo", "Ann\nBo", "Bo\x7f"]


def test_the_one_rule_for_names():
    assert MAX_NAME_LENGTH == 40
    assert name_fits("N" * 40) and name_fits("小明 O'Neil-Smith") and not name_fits("N" * 41)
    assert not any(name_fits(n) for n in BAD_NAMES)
    assert Seat.fit_name("  A\tB\x00" + "c" * 60) == ("A B " + "c" * 60)[:40]
    assert name_fits(Seat.fit_name("\x1b[2J" + "x" * 100))


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("name", BAD_NAMES)
def test_every_calculator_refuses_a_name_the_rule_refuses(game_id, name):
    sheet = example(game_id)
    sheet["players"][0]["name"] = name
    with pytest.raises(SheetError) as info:
        score(game_id, sheet)
    message = str(info.value)
    assert message.startswith("player 1: name: ") and len(message.splitlines()) == 1
    assert "\x00" not in message and "\x1b" not in message and len(message) < 200


@pytest.mark.parametrize("game_id", GAMES)
def test_every_calculator_accepts_a_name_of_forty_characters(game_id):
    sheet = example(game_id)
    sheet["players"][0]["name"] = "N" * MAX_NAME_LENGTH
    assert score(game_id, sheet).players[0].name == "N" * MAX_NAME_LENGTH


@pytest.mark.parametrize("game_id", GAMES)
def test_every_calculator_refuses_two_players_of_one_name(game_id):
    sheet = example(game_id)
    sheet["players"][1]["name"] = " " + sheet["players"][0]["name"].upper()
    with pytest.raises(SheetError, match="name: the same name as"):
        score(game_id, sheet)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_save_refuses_a_seat_name_the_rule_refuses(name):
    with pytest.raises(OptionsError):
        GameOptions.from_json({"seats": [{"name": name}, {"name": "Bo"}], "variants": {}})
    assert GameOptions.from_json({"seats": [{"name": "N" * 40}, {"name": "Bo"}], "variants": {}}).seats[0].name == "N" * 40


def test_unconscious_mind_sheet_refuses_unknown_top_level_fields():
    sheet = example("unconscious-mind")
    sheet["playres"] = []
    with pytest.raises(SheetError, match=r"^sheet: playres: unknown field"):
        score("unconscious-mind", sheet)


@pytest.mark.parametrize(("stacks", "problem"), [
    ((1, 3), "prestige_stack: 3 is above the 2 marker"),
    ((2, 2), "prestige_stack: 2 is given twice"),
    ((0, 1), "prestige_stack: 1 is the bottom"),
])
def test_unconscious_mind_prestige_stack_is_one_a_table_can_show(stacks, problem):
    """UM-TIE-01: markers sharing a prestige space are stacked 1..k (1 = arrived first)."""
    sheet = example("unconscious-mind")
    for entry, stack in zip(sheet["players"], stacks, strict=True):
        entry["prestige"], entry["prestige_stack"] = 9, stack
    with pytest.raises(SheetError, match=problem):
        score("unconscious-mind", sheet)


def test_unconscious_mind_prestige_stack_alone_on_a_space_is_1():
    sheet = example("unconscious-mind")
    assert sheet["players"][0]["prestige"] != sheet["players"][1]["prestige"]
    sheet["players"][0]["prestige_stack"] = 2
    with pytest.raises(SheetError, match="prestige_stack: 2 is above the 1 marker"):
        score("unconscious-mind", sheet)
    sheet["players"][0]["prestige_stack"] = 1
    assert score("unconscious-mind", sheet)


@pytest.mark.parametrize("game_id", GAMES)
def test_every_calculator_accepts_a_sheet_naming_its_own_game(game_id):
    sheet = {k: v for k, v in example(game_id).items() if k != "game"}
    plain = score(game_id, sheet)
    for spelling in (game_id, game_id.replace("-", "_").upper()):
        named = score(game_id, {"game": spelling, **copy.deepcopy(sheet)})
        assert [p.total for p in named.players] == [p.total for p in plain.players]


@pytest.mark.parametrize("game_id", GAMES)
@pytest.mark.parametrize("other", GAMES)
def test_every_calculator_refuses_a_sheet_of_another_game_in_one_line(game_id, other, tmp_path):
    if other == game_id:
        return
    sheet = example(other)
    sheet["game"] = other
    with pytest.raises(SheetError) as info:
        score(game_id, sheet)
    assert str(info.value) == f"game: {other!r} is not {game_id} (a sheet of another game)"
    with pytest.raises(CLIError) as cli:
        score_sheet_file(get_game(game_id), ROOT / "examples" / EXAMPLES[other])
    assert len(str(cli.value).splitlines()) == 1 and f"game: {other!r} is not {game_id}" in str(cli.value)


@pytest.mark.parametrize("name", BAD_NAMES)
def test_a_viscounts_outsider_of_a_physical_copy_has_a_name_the_rule_accepts(name):
    """GOG-OUT-07: an outsider given by its name on the sheet follows the one rule for names."""
    sheet = read_sheet(ROOT / "examples" / "viscounts_expansions.yaml")
    player = next(p for p in sheet["players"] if any(isinstance(o, dict) and "name" in o for o in p.get("outsiders", [])))
    k = next(i for i, o in enumerate(player["outsiders"]) if isinstance(o, dict) and "name" in o)
    assert score("viscounts", copy.deepcopy(sheet))
    player["outsiders"][k]["name"] = name
    with pytest.raises(SheetError, match=rf"outsiders\[{k}\]\.name: at most 40 printable characters"):
        score("viscounts", sheet)
