"""Final scoring and the score calculator: both worked examples of §21 (UM-END-02, UM-TIE-01, UM-DEC-24),
UM-ENG-02 categories, bad sheets, and the command line."""

import json
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

from desktop_app.engine.game import SheetError
from desktop_app.rules.unconscious_mind import GAME
from tests.unconscious_mind.helpers import content, position

ROOT = Path(__file__).resolve().parents[2]
EXAMPLE1 = ROOT / "examples" / "unconscious_mind_final.yaml"
EXAMPLES = yaml.safe_load((Path(__file__).parent / "worked_examples.yaml").read_text(encoding="utf-8"))
CATEGORIES = ["during_play", "prestige_rank", "distinct_tags", "complex_patients", "good_ideas"]


def test_worked_example_1_anna_100_ben_98():
    """§21 example 1 (UM-END-02(a)-(d), UM-ENG-02): Anna 58+14+16+10+2 = 100, Ben 74+6+11+5+2 = 98; Anna wins."""
    sheet = GAME.score_physical(yaml.safe_load(EXAMPLE1.read_text(encoding="utf-8"))).to_json()
    anna, ben = sheet["players"]
    assert [anna["categories"][k] for k in CATEGORIES] == [58, 14, 16, 10, 2] and anna["total"] == 100
    assert [ben["categories"][k] for k in CATEGORIES] == [74, 6, 11, 5, 2] and ben["total"] == 98
    assert sheet["winners"] == ["Anna"] and sheet["tie_break"] == ""


def test_worked_example_2_three_way_tie_goes_to_cleo():
    """§21 example 2 (UM-TIE-01, UM-PRE-06, UM-DEC-24): 77 each; Cleo and Dov share space 9, Cleo's marker is lower."""
    sheet = GAME.score_physical(EXAMPLES["example2"]).to_json()
    assert [p["total"] for p in sheet["players"]] == [77, 77, 77]
    assert [p["categories"]["prestige_rank"] for p in sheet["players"]] == [10, 7, 0]
    assert sheet["players"][2]["categories"]["distinct_tags"] == 16  # the wildcard counts as CLINIC
    assert sheet["winners"] == ["Cleo"] and "prestige" in sheet["tie_break"]


def test_worked_example_1_from_a_game_position():
    """The same example scored by the engine from a position: tags come from research cards in play, treatises,
    cured patients and goal tiles; complex patients E0 (treatises) and E4 (full lines), E2 (research in play)."""
    s = position("""
players: 2
active: 0
p0:
  vp: 58
  prestige: 9
  in_play: [R-01, R-03]
  treatises: [[T1-5, []], [T1-1, []]]
  cured: [PO-03, PO-05, PO-01, PC-01, PC-05]
  goals: [G6]
  good_ideas: 1
  coffee: 4
  grid: {1: [E1-01-red, E1-02-red, E1-03-red], 2: [E1-04-red, E1-05-red, E1-06-red], 3: [E1-08-red]}
p1:
  vp: 74
  prestige: 7
  in_play: [R-07, R-08, R-09, R-15, R-11]
  treatises: [[T1-3, []]]
  cured: [PC-10, PO-09, PO-11, PO-08, PO-17]
  goals: [G4]
  good_ideas: 0
  coffee: 6
freud: {prestige: 10}
""")
    c = content()
    assert [c.patients[x]["endgame"]["per"] for x in ("PC-01", "PC-05", "PC-10")] == \
        ["treatise", "full_line", "research_in_play"]
    anna, ben = s.score_sheet().players
    assert [anna.categories[k] for k in CATEGORIES] == [58, 14, 16, 10, 2] and anna.total == 100
    assert [ben.categories[k] for k in CATEGORIES] == [74, 6, 11, 5, 2] and ben.total == 98
    assert s.score_sheet().winners == [0]


def test_eng_02_state_categories_and_live_sheet():
    """UM-ENG-02: the live sheet has the five categories and the prestige tie-breaker."""
    s = position("players: 3\nactive: 0")
    sheet = s.score_sheet()
    assert [c.id for c in sheet.categories] == CATEGORIES and not sheet.final
    assert all(set(p.categories) == set(CATEGORIES) for p in sheet.players)


GOOD = {"name": "Ann", "track_vp": 40, "prestige": 4, "cured": 3, "treatises": 1, "tags": ["UNI"], "complex": [],
        "good_ideas": 0, "coffee": 1}


@pytest.mark.parametrize(("change", "message"), [
    ({"tags": ["UNI", "MARS"]}, "player 'Ann': tags: unknown tag 'MARS'"),
    ({"track_vp": -3}, "player 'Ann': track_vp: -3 is negative"),
    ({"coffee": 7}, "player 'Ann': coffee: 7 is more than 6"),
    ({"prestige": 11}, "player 'Ann': prestige: 11 is more than 10"),
    ({"complex": [{"per": 2, "count": 1}]}, "player 'Ann': complex[0].max: missing field"),
    ({"cured": "five"}, "player 'Ann': cured: 'five' is not a whole number"),
    ({"colour": "red"}, "player 'Ann': colour: unknown field"),
])
def test_bad_sheets_name_the_player_and_field(change, message):
    """A bad sheet raises SheetError with one line naming the player and the field."""
    other = dict(GOOD, name="Bo", prestige=2)
    with pytest.raises(SheetError) as err:
        GAME.score_physical({"players": [dict(GOOD, **change), other]})
    assert str(err.value).startswith(message) and "\n" not in str(err.value)


@pytest.mark.parametrize("field", ["track_vp", "prestige", "cured", "treatises", "tags", "complex", "good_ideas",
                                   "coffee"])
def test_missing_fields_are_named(field):
    """Every field but prestige_stack is required."""
    entry = {k: v for k, v in GOOD.items() if k != field}
    with pytest.raises(SheetError, match=f"player 'Ann': {field}: missing field"):
        GAME.score_physical({"players": [entry, dict(GOOD, name="Bo", prestige=2)]})


def test_shared_prestige_space_needs_the_stack_position():
    """UM-PRE-06 on a sheet: players sharing a space must give prestige_stack (1 = bottom), each once."""
    with pytest.raises(SheetError, match="player 'Ann': prestige_stack: missing field"):
        GAME.score_physical({"players": [GOOD, dict(GOOD, name="Bo")]})
    with pytest.raises(SheetError, match="player 'Bo': prestige_stack: 1 is given twice"):
        GAME.score_physical({"players": [dict(GOOD, prestige_stack=1), dict(GOOD, name="Bo", prestige_stack=1)]})


def test_solo_sheet_uses_the_thresholds_and_the_target():
    """UM-SOLO-04, UM-SOLO-05 on a sheet: solo: true, one player, thresholds instead of places, target and rank."""
    sheet = GAME.score_physical({"solo": True, "players": [dict(GOOD, track_vp=70, prestige=8)]}).to_json()
    assert sheet["players"][0]["total"] == 79
    line = sheet["players"][0]
    assert line["categories"]["prestige_rank"] == 8 and line["total"] == 70 + 8 + 1 + 0 + 0
    target = content().rules.solo.targets["normal"]
    assert sheet["winners"] == (["Ann"] if line["total"] >= target else []) and line["solo_rank"]["en"] == "Associate"
    low = GAME.score_physical({"solo": True, "players": [dict(GOOD, track_vp=target - 10, prestige=2)]}).to_json()
    assert low["winners"] == [] and "not reached" in low["notes"][0]
    with pytest.raises(SheetError, match="a solo game has 1 player"):
        GAME.score_physical({"solo": True, "players": [GOOD, dict(GOOD, name="Bo", prestige=2)]})


def _cli(*args):
    return subprocess.run([sys.executable, "-m", "desktop_app", "score", "unconscious-mind", *args],
                          capture_output=True, text=True, cwd=ROOT, timeout=120)


def test_cli_score_json_and_bad_sheet_exit_2(tmp_path):
    """``python -m desktop_app score unconscious-mind SHEET.yaml --json``; a bad sheet exits 2 with one line."""
    run = _cli(str(EXAMPLE1), "--json")
    assert run.returncode == 0, run.stderr
    out = json.loads(run.stdout)
    assert [p["total"] for p in out["players"]] == [100, 98] and out["winners"] == ["Anna"]
    bad = tmp_path / "bad.yaml"
    bad.write_text("players:\n  - {name: Ann, track_vp: 1, prestige: 1, cured: 0, treatises: 0, tags: [ZOO],"
                   " complex: [], good_ideas: 0, coffee: 0}\n", encoding="utf-8")
    run = _cli(str(bad))
    assert run.returncode == 2 and len(run.stderr.strip().splitlines()) == 1
    assert "player 'Ann': tags: unknown tag 'ZOO'" in run.stderr and "Traceback" not in run.stderr
