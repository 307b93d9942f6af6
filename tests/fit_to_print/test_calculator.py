"""The score calculator: bad sheets (FTP-CAL-02), quick tally (FTP-CAL-03), several days (FTP-CAL-04)."""

from pathlib import Path

import pytest
import yaml

from desktop_app.engine.game import SheetError
from desktop_app.rules.fit_to_print import GAME

SHEET = yaml.safe_load(Path(__file__).with_name("worked_examples.yaml").read_text())


def bad(mutate, match):
    data = yaml.safe_load(yaml.safe_dump(SHEET))
    mutate(data)
    with pytest.raises(SheetError, match=match) as info:
        GAME.score_physical(data)
    assert "\n" not in str(info.value)


def test_bad_sheets_name_player_field_and_problem():
    """FTP-CAL-02: one line naming the player, the label or field and the problem."""
    def ragged(d):
        d["players"][0]["page"] = d["players"][0]["page"].replace("# . h h h #", "# . h h h")
    bad(ragged, r"player 'Ann': page: row 8 has 5 cells")

    def wrong_shape(d):
        d["players"][0]["legend"]["a"] = "N2g"
    bad(wrong_shape, r"player 'Ann': page.a: its cells match no placement of footprint V2")

    def unknown_category(d):
        d["players"][2]["legend"]["a"] = {"type": "article", "category": "weather", "footprint": "V2", "mood": "good"}
    bad(unknown_category, r"player 'Cai': legend.a.category: unknown category 'weather'")

    def unknown_tile(d):
        d["players"][1]["legend"]["m"] = "AD9"
    bad(unknown_tile, r"player 'Ben': legend.m: unknown tile 'AD9'")

    def missing_label(d):
        del d["players"][1]["legend"]["m"]
    bad(missing_label, r"player 'Ben': legend.m: label is on the page but not in the legend")

    def bad_focus_shape(d):
        d["players"][0]["page"] = d["players"][0]["page"].replace("# F F F a #\n# F F F a #",
                                                                  "# F F F a #\n# F F . a #")
    bad(bad_focus_shape, r"player 'Ann': page.F")

    def unknown_day(d):
        d["day"] = "mon"
    bad(unknown_day, r"day: unknown day 'mon'")

    def bad_desk(d):
        d["players"][0]["desk"] = -1
    bad(bad_desk, r"player 'Ann': desk:")


def test_rotation_detected_from_cells():
    """FTP-CAL-02, FTP-DEC-20: cells matching only a rotation mean a rotated tile (removed by CHK-02)."""
    data = yaml.safe_load(yaml.safe_dump(SHEET))
    data["players"][0]["legend"]["a"] = {"type": "ad", "footprint": "H3", "income": 3}
    ann = GAME.score_physical(data).players[0]
    assert "rotated" in ann.details["check_log"][0] and ann.categories["unplaced"] == -1


def test_inline_descriptions_and_focus_points():
    """FTP-CAL-01: inline tiles and `focus: {points: N}` score like catalogue entries."""
    data = yaml.safe_load(yaml.safe_dump(SHEET))
    data["players"][0]["legend"]["a"] = {"type": "article", "category": "news", "footprint": "V3", "points": 1,
                                         "mood": "good", "mood_icons": 1}
    data["players"][0]["legend"]["d"] = {"type": "photo", "footprint": "P4",
                                         "scores_adjacent": {"categories": ["sports_ent", "news"], "moods": []}}
    data["players"][0]["legend"]["h"] = {"type": "ad", "footprint": "H3", "income": 3}
    data["players"][0]["focus"] = {"points": 2}
    ann = GAME.score_physical(data).players[0]
    assert ann.total == 13 and ann.details["income"] == 5


def test_quick_tally():
    """FTP-CAL-03: hand tallies; the app does white space, mood, unplaced and the floors."""
    sheet = {"day": "fri", "players": [
        {"name": "Ann", "articles": 6, "photos": 3, "focus": 2, "largest_empty": 1, "good_icons": 4,
         "bad_icons": 3, "desk": 0, "income": 5, "finish_token": 2},
        {"name": "Ben", "articles": 4, "photos": 1, "focus": 1, "largest_empty": 4, "good_icons": 2,
         "bad_icons": 2, "desk": 1, "income": 2, "finish_token": 3},
        {"name": "Cai", "articles": 3, "photos": 1, "focus": 1, "largest_empty": 2, "good_icons": 1,
         "bad_icons": 2, "desk": 0, "income": 3, "finish_token": 1},
    ]}
    got = {p.name: (p.total, p.details["income"]) for p in GAME.score_physical(sheet).players}
    assert got == {"Ann": (13, 5), "Ben": (4, 2), "Cai": (5, 3)}
    del sheet["players"][0]["bad_icons"]
    with pytest.raises(SheetError, match="player 'Ann': bad_icons: missing"):
        GAME.score_physical(sheet)


def _tally(name, score, income, token):
    return {"name": name, "articles": score, "photos": 0, "focus": 0, "largest_empty": 0, "good_icons": 0,
            "bad_icons": 0, "desk": 0, "income": income, "finish_token": token}


def test_multi_day_elimination_and_tie_breaks():
    """FTP-END-02/03, FTP-TIE-01/02 over three days entered in the calculator."""
    days = []
    for d in ("fri", "sat", "sun"):
        days.append({"day": d, "players": [_tally("Ann", 5, 1, 1), _tally("Ben", 5, 3, 2), _tally("Cai", 5, 3, 3)]})
    sheet = GAME.score_physical({"days": days})
    assert sheet.final
    ann, ben, cai = sheet.players
    assert ann.details["eliminated"] and not ben.details["eliminated"]
    assert ben.total == cai.total and sheet.winners == [1]
    assert "FTP-TIE-02" in sheet.tie_break
    assert sum(ben.categories.values()) == ben.total


def test_two_player_income_gap():
    """FTP-END-04, FTP-DEC-15: −10 only for a gap of $6 or more; nobody is eliminated."""
    def game(b_incomes):
        return {"days": [{"day": d, "players": [_tally("A", 10, 5, 1), _tally("B", 10, inc, 2)]}
                         for d, inc in zip(("fri", "sat", "sun"), b_incomes, strict=True)]}
    assert GAME.score_physical(game((5, 5, 0))).players[1].categories["two_player"] == 0  # $5 behind
    b = GAME.score_physical(game((3, 3, 3))).players[1]  # $6 behind
    assert b.categories["two_player"] == -10 and not b.details["eliminated"]


def test_everyone_tied_for_lowest_income_is_not_eliminated():
    """FTP-END-02, FTP-DEC-14: all tied → nobody closes; several lowest → all close."""
    days = [{"day": d, "players": [_tally("A", 4, 2, 1), _tally("B", 5, 2, 2), _tally("C", 6, 2, 3)]}
            for d in ("fri", "sat", "sun")]
    sheet = GAME.score_physical({"days": days})
    assert not any(p.details["eliminated"] for p in sheet.players) and sheet.winners == [2]
    days = [{"day": d, "players": [_tally("A", 4, 2, 1), _tally("B", 5, 2, 2), _tally("C", 6, 3, 3)]}
            for d in ("fri", "sat", "sun")]
    sheet = GAME.score_physical({"days": days})
    assert [p.details["eliminated"] for p in sheet.players] == [True, True, False]


def test_days_out_of_order_are_refused():
    """FTP-CAL-04: a calculator game holds the days in order."""
    with pytest.raises(SheetError, match=r"days\[0\].day"):
        GAME.score_physical({"days": [{"day": "sat", "players": [_tally("A", 1, 1, 1)]}]})


def test_score_command_reproduces_the_worked_examples(tmp_path):
    """FTP-EX-1..3 through `python -m desktop_app score fit-to-print SHEET --json`; a bad sheet exits 2."""
    import json
    import subprocess
    import sys
    sheet = Path(__file__).with_name("worked_examples.yaml")
    out = subprocess.run([sys.executable, "-m", "desktop_app", "score", "fit-to-print", str(sheet), "--json"],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 0, out.stderr
    got = {p["name"]: (p["total"], p["income"], p["largest_empty"]) for p in json.loads(out.stdout)["players"]}
    assert got == {"Ann": (13, 5, 1), "Ben": (4, 2, 4), "Cai": (5, 3, 2)}
    data = yaml.safe_load(sheet.read_text())
    data["players"][0]["legend"]["a"] = "N2g"
    bad_sheet = tmp_path / "bad.yaml"
    bad_sheet.write_text(yaml.safe_dump(data))
    out = subprocess.run([sys.executable, "-m", "desktop_app", "score", "fit-to-print", str(bad_sheet)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and "player 'Ann': page.a" in out.stderr + out.stdout


def _quick_sheet(*players):
    return {"day": "fri", "players": [dict(_tally(f"P{i}", 3, 2, i + 1), **change) for i, change in enumerate(players)]}


@pytest.mark.parametrize("sheet, message", [
    (_quick_sheet({"desk": -5}), "player 'P0': desk: -5 is negative"),
    (_quick_sheet({"articles": -1}), "player 'P0': articles: -1 is negative"),
    (_quick_sheet({"income": -3}), "player 'P0': income: -3 is negative"),
    (_quick_sheet({"finish_token": 0}), "player 'P0': finish_token: 0 is below 1"),
    (_quick_sheet({"finish_token": -2}), "player 'P0': finish_token: -2 is below 1"),
    (_quick_sheet({"finish_token": 10 ** 9}), "player 'P0': finish_token: 1000000000 is more than 6"),
    (_quick_sheet({}, {"finish_token": 1}), "player 'P1': finish_token: token 1 is also player 'P0''s"),
    (_quick_sheet(*[{}] * 7), "players: 7 players; Fit To Print is for 1–6"),
    (_quick_sheet(*[{"finish_token": 1}] * 50), "players: 50 players; Fit To Print is for 1–6"),
    (_quick_sheet({"name": "Ann"}, {"name": "ANN"}), "player 'ANN': name: the same name as player 'Ann'"),
    (_quick_sheet({"articles": None}), "player 'P0': articles: empty (expected a whole number)"),
    (_quick_sheet({"photos": True}), "player 'P0': photos: true is not a whole number"),
    (_quick_sheet({"largest_empty": 27}), "player 'P0': largest_empty: 27 is more than 26"),
    (_quick_sheet({"desk": 129}), "player 'P0': desk: 129 is more than 128"),
    (_quick_sheet({"good_icons": 10 ** 100}), "player 'P0': good_icons: 100000"),
    (_quick_sheet({"bonus": 3}), "player 'P0': bonus: unknown field"),
    (dict(_quick_sheet({}), family="yes"), "family: expected true or false"),
    (dict(_quick_sheet({}), notes="x"), "notes: unknown field"),
])
def test_quick_tallies_no_table_can_produce_are_refused(sheet, message):
    """FTP-CAL-03, FTP-COM-08: tallies are whole numbers ≥ 0 in range; tokens 1–6, each once."""
    with pytest.raises(SheetError) as info:
        GAME.score_physical(sheet)
    assert str(info.value).startswith(message) and "\n" not in str(info.value), str(info.value)


def test_page_sheet_fields_are_checked_too():
    """FTP-CAL-01: `focus: {points: true}` is not 1 point; desk and token ranges hold on pages."""
    def points_bool(d):
        d["players"][0]["focus"] = {"points": True}
    bad(points_bool, r"player 'Ann': focus\.points: true is not a whole number")

    def focus_list(d):
        d["players"][0]["focus"] = {"id": ["SF1"]}
    bad(focus_list, r"player 'Ann': focus\.id: expected a focus tile id")

    def same_token(d):
        d["players"][1]["finish_token"] = d["players"][0]["finish_token"]
    bad(same_token, r"player 'Ben': finish_token: token 2 is also player 'Ann''s")

    def huge_desk(d):
        d["players"][0]["desk"] = ["AD1"] * 500
    bad(huge_desk, r"player 'Ann': desk: expected at most 128 tile ids")

    def inline_bool(d):
        d["players"][2]["legend"]["a"] = {"type": "article", "category": "news", "footprint": "V2", "mood": "good",
                                          "points": True}
    bad(inline_bool, r"player 'Cai': legend\.a\.points")
