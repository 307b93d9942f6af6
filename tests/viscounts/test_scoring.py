"""End of game and final scoring (viscounts.md VIS-END-01..04, VIS-DD-01..07, VIS-SCORE-01..15,
DEC-03, DEC-04, DEC-24, DEC-27, DEC-31, DEC-33, DEC-49, DEC-63, GAP-06, GAP-14, §13 examples)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app import cli
from desktop_app.engine.game import SheetError
from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.scoring import majority, set_points
from tests.viscounts.fixtures import CONTENT, answer, kind, options, position, run_effects

ROOT = Path(__file__).resolve().parents[2]


def _p(name, ws, tp, th, castle, ribbons, cleric, leader, debts, deeds):
    return {"name": name, "buildings": {"workshop": ws, "trading_post": tp, "town_hall": th},
            "castle": dict(zip((1, 2, 3), castle, strict=True)),
            "manuscripts": dict(zip(("yellow", "blue", "grey", "black"), ribbons, strict=True)),
            "cleric_rewards": cleric, "castle_leader": leader,
            "debts": dict(zip(("unpaid", "paid"), debts, strict=True)),
            "deeds": dict(zip(("purchased", "approved"), deeds, strict=True))}


EXAMPLE_1 = {"game": "viscounts", "revealed": ["poverty"], "players": [
    _p("A", 2, 1, 1, (3, 2, 1), (2, 1, 1, 0), 0, False, (2, 1), (2, 1)),
    _p("B", 0, 2, 2, (1, 1, 2), (0, 1, 0, 3), 1, True, (1, 2), (0, 2))]}


def test_worked_example_1_two_players_poverty():
    """§13 example 1: A 44, B 61 (VIS-SCORE-01..10; prosperity not revealed: paid debts ignored)."""
    sheet = GAME.score_physical(EXAMPLE_1).to_json()
    a, b = sheet["players"]
    assert a["categories"] == {"workshops": 5, "trading_posts": 4, "town_halls": 6, "castle": 10, "manuscripts": 10,
                               "cleric_rewards": 0, "castle_leader": 0, "debts": -4, "deeds": 5, "poverty": 8,
                               "prosperity": 0}
    assert b["categories"]["manuscripts"] == 6 and b["categories"]["poverty"] == 12
    assert (a["total"], b["total"]) == (44, 61) and sheet["winners"] == ["B"]


def test_worked_example_2_three_players_prosperity_tie(run_cli_main):
    """§13 example 2 (examples/viscounts_final.yaml): a tie for first in paid debts splits 12 + 8;
    A 61, B 52, C 47; C's approved deeds earn no poverty award."""
    code, out = run_cli_main("score", "viscounts", str(ROOT / "examples" / "viscounts_final.yaml"), "--json")
    data = json.loads(out)
    assert code == 0 and [p["total"] for p in data["players"]] == [61, 52, 47]
    assert [p["categories"]["prosperity"] for p in data["players"]] == [10, 10, 4]
    assert [p["categories"]["manuscripts"] for p in data["players"]] == [26, 4, 9]
    assert data["winners"] == ["Ann"]


@pytest.fixture
def run_cli_main(capsys):
    def run(*argv):
        code = cli.main(list(argv))
        return code, capsys.readouterr().out
    return run


@pytest.mark.parametrize(("values", "expected"), [
    ([3, 2, 1], [12, 8, 4]),
    ([2, 2, 1, 0], [10, 10, 4, 0]),      # VIS-SCORE-13: 2 tied for 1st -> 10 each
    ([1, 1, 1], [8, 8, 8]),              # 3 tied for 1st -> 8
    ([1, 1, 1, 1], [6, 6, 6, 6]),        # 4 -> 6
    ([3, 1, 1, 0], [12, 6, 6, 0]),       # 2 tied for 2nd -> 6
    ([3, 1, 1, 1], [12, 4, 4, 4]),       # 3 tied for 2nd -> 4
    ([3, 2, 1, 1], [12, 8, 2, 2]),       # 2 tied for 3rd -> 2
    ([0, 0], [0, 0]),                    # 0 takes no place
])
def test_vis_score_13_majority_splits_dec03(values, expected):
    """VIS-SCORE-10/11/13, DEC-03: tied players sum the places they hold and split, rounded down."""
    assert majority(values, (12, 8, 4)) == expected


def test_vis_score_05_14_dec31_manuscript_sets():
    """VIS-SCORE-05/14, DEC-31: several sets of different ribbons, formed greedily (optimal for n²)."""
    table = (1, 4, 9, 16)
    assert set_points([2, 1, 1, 0], table) == 10 and set_points([0, 1, 0, 3], table) == 6
    assert set_points([3, 2, 2, 1], table) == 26 and set_points([0, 0, 3, 2], table) == 9
    assert set_points([0, 0, 0, 0], table) == 0 and set_points([4, 4, 4, 4], table) == 64


def test_vis_score_09_dec04_both_end_cards_score_both_majorities_and_dec49_shared_win():
    """DEC-04: both revealed, both majorities; DEC-49 / GAP-14: tied totals share the win;
    VIS-SCORE-15: leftover silver scores nothing."""
    sheet = dict(EXAMPLE_1, revealed=["poverty", "prosperity"])
    out = GAME.score_physical(sheet).to_json()
    assert [p["categories"]["prosperity"] for p in out["players"]] == [8, 12]
    same = {"revealed": [], "players": [_p("X", 1, 0, 0, (0, 0, 0), (0, 0, 0, 0), 0, False, (0, 0), (0, 0)),
                                        _p("Y", 1, 0, 0, (0, 0, 0), (0, 0, 0, 0), 0, False, (0, 0), (0, 0))]}
    out = GAME.score_physical(same).to_json()
    assert out["winners"] == ["X", "Y"] and "DEC-49" in out["tie_break"]


@pytest.mark.parametrize(("change", "message"), [
    (lambda p: p["buildings"].update(workshop=4), "player 'A': buildings.workshop: 4 is more than 3"),
    (lambda p: p["castle"].update({2: -1}), "player 'A': castle.2: -1 is negative"),
    (lambda p: p["manuscripts"].update(purple=1), "player 'A': manuscripts.purple: unknown ribbon"),
    (lambda p: p.pop("deeds"), "player 'A': deeds: missing field"),
    (lambda p: p["debts"].pop("paid"), "player 'A': debts.paid: missing field"),
    (lambda p: p.update(castle_leader="yes"), "player 'A': castle_leader: 'yes' is not true or false"),
])
def test_bad_sheets_name_the_player_and_field(change, message):
    """A bad sheet raises SheetError with one line naming the player and the field."""
    sheet = json.loads(json.dumps(EXAMPLE_1))
    change(sheet["players"][0])
    with pytest.raises(SheetError) as err:
        GAME.score_physical(sheet)
    assert str(err.value).startswith(message) and "\n" not in str(err.value)


def test_bad_sheet_exits_2_with_one_line(tmp_path, capsys):
    """The CLI: an unknown end card exits 2 with one line."""
    path = tmp_path / "bad.yaml"
    path.write_text(json.dumps(dict(EXAMPLE_1, revealed=["famine"])), encoding="utf-8")
    assert cli.main(["score", "viscounts", str(path)]) == 2
    err = [line for line in capsys.readouterr().err.splitlines() if line.strip()]
    assert len(err) == 1 and "revealed: 'famine' is not an end card" in err[0]


def test_vis_dd_01_02_end_01_taking_the_last_card_reveals_and_triggers_the_end():
    """VIS-DD-01/02, VIS-END-01/02, GAP-06: the last debt on the poverty card reveals it; the game
    ends after the next round; later debts still come (unlimited, DEC-28)."""
    s = position("phase: none\ndebt_top: 1\nround: 4")
    run_effects(s, 0, "+debt, +debt")
    assert s.board.debt_top == 0 and s.board.revealed == ["poverty"] and s.end_round == 5
    assert s.players[0].unpaid == 2


def test_vis_dd_03_04_05_06_07_flips_and_values():
    """VIS-DD-03..06, DEC-27: flips combine freely; a debt flip gives 1 any resource; no target: lost;
    VIS-DD-07 / VIS-SCORE-08/09: −2, 0, +1, +3."""
    s = position("phase: none\np0: {debts: [1, 0], deeds: [1, 0]}")
    run_effects(s, 0, "flip d/d ×3")
    answer(s, "flip", card="debt")
    answer(s, "resource", ink=0, gold=0, stone=1)
    pl = s.players[0]
    assert (pl.unpaid, pl.paid, pl.purchased, pl.approved, pl.res["stone"]) == (0, 1, 0, 1, 1)
    cats = s.score_sheet().players[0].categories
    assert (cats["debts"], cats["deeds"]) == (0, 3)


def test_vis_end_02_dec24_one_more_full_round_after_the_trigger():
    """VIS-END-02, DEC-24: triggered on the last player's turn of round 3, round 4 is played in full."""
    s = position("""
        phase: none
        round: 3
        start: 0
        active: 1
    """)
    run_effects(s, 1, "+debt")
    s.board.debt_top, s.end_round = 0, 4
    s.stack.push([{"op": "next_turn"}], 1, "turn")
    s.run()
    assert s.round == 4 and s.active == 0 and not s.over
    while not s.over:
        answer(s, None, **options(s)[0])
    assert s.round == 4 and s.score_sheet().final


def test_vis_end_04_dec63_safety_cap_at_round_20():
    """VIS-END-04, DEC-63: with neither card out by the end of round 20, one more round, no majority."""
    s = position("phase: none\nround: 20\nactive: 1")
    s.stack.push([{"op": "next_turn"}], 1, "turn")
    s.run()
    assert s.end_round == 21 and s.round == 21
    assert CONTENT.rules.end_safety_round == 20


def test_state_sheet_matches_the_holdings_and_dec33_only_own_buildings():
    """VIS-SCORE-01..04, DEC-33: the live sheet counts the player's own buildings and castle workers."""
    s = position("""
        phase: none
        p0: {built: {workshop: 2, town_hall: 1}, manuscripts: [ms01, ms09, ms17, ms24]}
        sites: {A_s1: [0, workshop], A_s2: [0, workshop], B_s1: [0, town_hall], C_s1: [1, trading_post]}
        castle: {l1: {0: [2, 0]}, l2: {1: [1, 0]}, l3: [1, 0]}
    """)
    cats = s.score_sheet().players[0].categories
    assert (cats["workshops"], cats["town_halls"], cats["trading_posts"]) == (5, 6, 0)
    assert cats["castle"] == 2 + 2 + 3 and cats["manuscripts"] == 16
    assert kind(s) is None


def test_worked_example_3_four_players_both_expansions_both_end_cards(run_cli_main, tmp_path):
    """§13 example 3 (examples/viscounts_expansions.yaml): P3 scores 64 — 13 buildings, 6 castle, 20
    manuscripts (the GoG starting grey counts for sets, DEC-38), −4, 7 deeds, poverty 6 and prosperity
    4 shares (DEC-04), 2 chests 5 (KOK-CHEST-06), outsiders 3 (GOG-OUT-07), public workshop 4 (DEC-41);
    57 when ``starting_grey_counts_for_sets`` is false."""
    path = ROOT / "examples" / "viscounts_expansions.yaml"
    code, out = run_cli_main("score", "viscounts", str(path), "--json")
    assert code == 0
    p3 = json.loads(out)["players"][2]
    assert p3["categories"] == {"workshops": 9, "trading_posts": 4, "town_halls": 0, "castle": 6, "manuscripts": 20,
                                "cleric_rewards": 0, "castle_leader": 0, "debts": -4, "deeds": 7, "poverty": 6,
                                "prosperity": 4, "outsiders": 3, "build_bonus": 0, "chests": 5,
                                "public_buildings": 4}
    assert p3["total"] == 64
    flag_off = tmp_path / "off.yaml"
    flag_off.write_text(path.read_text(encoding="utf-8").replace("starting_grey_counts_for_sets: true",
                                                                 "starting_grey_counts_for_sets: false"),
                        encoding="utf-8")
    code, out = run_cli_main("score", "viscounts", str(flag_off), "--json")
    assert code == 0 and json.loads(out)["players"][2]["total"] == 57
    code, out = run_cli_main("score", "viscounts", str(path))
    assert code == 0 and "Treasure chests" in out and "Public buildings" in out
