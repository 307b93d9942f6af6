"""FTP-EX-1..3 and the white-space comparison of §16, in the engine and in the calculator."""

from pathlib import Path

import yaml

from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from desktop_app.rules.fit_to_print.scoring import white_space_awards
from tests.fit_to_print.helpers import check_invariants, content

EXPECTED = {  # §16 day results table
    "Ann": ({"articles": 6, "photos": 3, "focus": 2, "white_space": 3, "mood": -1, "unplaced": 0}, 13, 5, 1),
    "Ben": ({"articles": 4, "photos": 1, "focus": 1, "white_space": -1, "mood": 0, "unplaced": -1}, 4, 2, 4),
    "Cai": ({"articles": 3, "photos": 1, "focus": 1, "white_space": 1, "mood": -1, "unplaced": 0}, 5, 3, 2),
}
SHEET = Path(__file__).with_name("worked_examples.yaml")


def _assert_expected(name, terms, total, income, largest):
    want, want_total, want_income, want_largest = EXPECTED[name]
    assert {k: terms[k] for k in want} == want, name
    assert (total, income, largest) == (want_total, want_income, want_largest), name


def test_worked_examples_through_the_calculator():
    """FTP-EX-1..3, FTP-CAL-01: the one-day sheet reproduces the §16 table exactly."""
    sheet = GAME.score_physical(yaml.safe_load(SHEET.read_text()), str(SHEET))
    for p in sheet.players:
        _assert_expected(p.name, p.categories, p.total, p.details["income"], p.details["largest_empty"])
    ben = next(p for p in sheet.players if p.name == "Ben")
    assert [line.split(" ")[0] for line in ben.details["check_log"]] == ["q", "c", "n"]
    assert "FTP-CHK-02" in ben.details["check_log"][0] and "FTP-CHK-05" in ben.details["check_log"][2]
    assert ben.details["grid"][0] == "# b F F F #"


def test_ben_floor_with_five_more_desk_tiles():
    """FTP-SCO-08: Ben with 5 more desk tiles has a raw −1, floored to 0; his $2 is unaffected."""
    data = yaml.safe_load(SHEET.read_text())
    data["players"][1]["desk"] = 5
    ben = GAME.score_physical(data).players[1]
    assert ben.total == 0 and ben.details["score_before_floor"] == -1 and ben.details["income"] == 2
    assert ben.categories["floor"] == 1


def test_white_space_comparison_variants():
    """FTP-SCO-04 / FTP-DEC-05: smallest first; ties share; all tied → all +3."""
    aw = content().rules.white_space_awards
    assert white_space_awards([1, 4, 2], aw) == [3, -1, 1]
    assert white_space_awards([1, 4, 4], aw) == [3, -1, -1]
    assert white_space_awards([1, 1, 1], aw) == [3, 3, 3]
    assert white_space_awards([2, 5], aw) == [3, -1]


PAGES = {
    0: ("SF1", None, [("N3g", "E1"), ("S4b", "B3"), ("P4-SN", "C3"), ("AD1", "E4"), ("AD1", "B7"),
                      ("N3b", "C5"), ("B6g", "D5"), ("AD3", "C8")], []),
    1: ("SF3", "C1", [("B2b", "B1"), ("S3g", "B3"), ("S3b", "C3"), ("S3g", "D3"), ("N3b", "E3"),
                      ("P4-SB", "B6"), ("AD2", "B8"), ("AD2", "D8")], ["P6-Ng"]),
    2: ("SF5", None, [("N2g", "E1"), ("P6-Sb", "B3"), ("SLb", "B5"), ("AD1!", "E5"), ("AD3", "C6"),
                      ("N2b!", "D7")], []),
}


def _engine_friday():
    opts = GameOptions([Seat("Ann"), Seat("Ben"), Seat("Cai")])
    s = GAME.new_state(opts, content(), 7)
    for seat, (focus, _, _, _) in PAGES.items():
        s.players[seat].focus = (focus, "start")
    s.place_focus_leftmost()
    s.apply(Action.make(-1, "start_day"))
    for seat, (_, move, tiles, desk_only) in PAGES.items():
        uids = []
        for kind in [k for k, _ in tiles] + desk_only:
            uid = next(u for u in s.pool if s.kinds[u] == kind.rstrip("!"))
            s.apply(Action.make(seat, "take", tile=uid))
            s.apply(Action.make(seat, "keep", tile=uid))
            uids.append(uid)
        s.apply(Action.make(seat, "call_layout"))
        if move:
            s.apply(Action.make(seat, "move_focus", at=move))
        for uid, (kind, at) in zip(uids, tiles, strict=False):
            s.apply(Action.make(seat, "pick", tile=uid))
            if kind.endswith("!"):
                s.apply(Action.make(seat, "flip", tile=uid))
            s.apply(Action.make(seat, "place", tile=uid, at=at))
        check_invariants(s)
    return s


def test_worked_examples_in_the_engine():
    """FTP-EX-1..3 played through the engine: Cai prints first, Ann second, Ben times out (FTP-TIM-02)."""
    s = _engine_friday()
    s.apply(Action.make(2, "print"))
    s.apply(Action.make(0, "print"))
    events = []
    while s.stage == "play":
        events += s.apply(s.legal_actions(-1)[0])
    assert [e.rule_id for e in events if e.kind == "finish_token"] == ["FTP-TIM-02"]
    for seat, r in enumerate(s.results[0]):
        _assert_expected(s.names[seat], r["terms"], r["total"], r["income"], r["largest_empty"])
    assert [r["finish_token"] for r in s.results[0]] == [2, 3, 1]
    flips = [e for e in events if e.kind == "check_flipped"]
    assert [(e.player, s.kinds[e.data["tile"]]) for e in flips] == [(1, "S3b"), (1, "AD2")]
    assert s.stage == "draft" and s.drafter == 2 and s.draft_order == [2, 0, 1]  # FTP-DRF-04
    assert len(s.draft_offer) == 3
    ben_q = [u for u in s.players[1].desk if s.kinds[u] == "P6-Ng"]
    assert ben_q, "Ben's q stays on his desk for Saturday (FTP-PRT-04)"
    assert all(not s.face_up[u] for u in s.pool) and len(s.pool) == 128 - 1  # FTP-DRF-02
    check_invariants(s)
