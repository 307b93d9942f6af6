"""The error check (FTP-CHK-02..07), scoring (FTP-SCO-01..08) and the condition vocabulary (FTP-GAP-05),
driven through one-day calculator sheets (FTP-CAL-01)."""

import pytest

from desktop_app.rules.fit_to_print import GAME

EMPTY_FRI = ["# F F F . #", "# F F F . #"] + ["# . . . . #"] * 6


def page(rows_from_3: list[str], top=None) -> str:
    rows = (top or EMPTY_FRI[:2]) + rows_from_3
    rows += ["# . . . . #"] * (8 - len(rows))
    return "\n".join(rows)


def score(players, day="fri", **extra):
    sheet = {"day": day, "players": players, **extra}
    return GAME.score_physical(sheet).players


def one(page_text, legend, **kw):
    return score([{"name": "A", "page": page_text, "legend": legend, "focus": kw.pop("focus", {"id": "SF4"}), **kw}])[0]


def test_flip_most_conflicts_first_then_fewest_cells_then_last_in_reading_order():
    """FTP-CHK-05: the tile with most edges flips; then fewer cells; then the later lead cell."""
    # a(N) touches b(N) and c(N): a flips alone.
    p = one(page(["# b a c . #", "# b a c . #"]), {"a": "N2g", "b": "N2b", "c": "N2g"})
    assert p.details["check_log"][0].startswith("a ")
    assert len(p.details["check_log"]) == 1
    # two ads of different size touching: the smaller (H1) flips.
    p = one(page(["# x y y . #"]), {"x": "AD1", "y": "AD2"})
    assert p.details["check_log"][0].startswith("x ")
    # equal size and degree: the later lead cell flips (reading order).
    p = one(page(["# p p q q #", "# p p q q #"]), {"p": "P4-SN", "q": "P4-g"})
    assert p.details["check_log"][0].startswith("q ")


def test_flips_never_touch_the_focus_tile_and_face_down_tiles_do_not_conflict():
    """FTP-CHK-06/07, FTP-DEC-03: face-down tiles and the focus tile take part in no conflict."""
    p = one(page(["# x y . . #"]), {"x": "AD1", "y": "AD1"}, face_down=["x"])
    assert p.details["check_log"] == []
    assert p.details["income"] == 1


def test_removal_runs_before_flips():
    """FTP-CHK-02, FTP-DEC-02: a rotated tile is removed first, so it causes no flip."""
    p = one(page(["# a b . . #", "# a b . . #"]), {"a": "AD2", "b": "AD2"})
    log = p.details["check_log"]
    assert [line.split()[0] for line in log] == ["a", "b"] and all("rotated" in line for line in log)
    assert p.categories["unplaced"] == -2


def test_rotation_of_symmetric_tile_must_be_flagged():
    """FTP-DEC-20: a symmetric tile listed under `rotated` is removed."""
    p = one(page(["# x . . . #"]), {"x": "AD1"}, rotated=["x"])
    assert "rotated" in p.details["check_log"][0] and p.details["income"] == 0


def test_excuse_conflicts_ability():
    """FTP-CHK-05 step 2, FTP-GAP-07 CH2: one photo pair is excused."""
    legend = {"p": "P4-SN", "q": "P4-g"}
    text = page(["# p p q q #", "# p p q q #"])
    assert one(text, legend, character="CH2").details["check_log"][0].startswith("p P4-SN and q P4-g touch")
    assert one(text, legend).details["check_log"][0].startswith("q ")


def test_breaking_news_forbid_flips_before_conflicts():
    """FTP-CHK-03: BN-S2 flips a face-up ad in the top row before adjacency is resolved."""
    top = ["x F F F . .", ". F F F . ."]
    text = "\n".join(top + [". . . . . ."] * 6)
    p = score([{"name": "A", "page": text, "legend": {"x": "AD1"}, "focus": {"id": "SF4"}}],
              day="sat", breaking="BN-S2")[0]
    assert "breaking news" in p.details["check_log"][0] and p.details["income"] == 0


def test_photo_counts_distinct_articles_once():
    """FTP-SCO-02, FTP-DEC-06: an article matching both criteria or touching twice counts once."""
    p = one(page(["# p p p . #", "# p p p . #", "# l . . . #", "# l . . . #", "# l l . . #"]),
            {"p": "P6-Sb", "l": "SLb"})
    assert p.categories["photos"] == 1


def test_mood_balance_counts_articles_only():
    """FTP-SCO-05: photo mood conditions never count; face-up articles' icons do."""
    p = one(page(["# a p p . #", "# a p p . #"]), {"a": "N2g", "p": "P4-b"})
    assert p.categories["mood"] == -1


def test_unplaced_and_floors():
    """FTP-SCO-06/08: −1 per desk tile; score and income floored separately."""
    p = one(page([]), {}, desk=9)
    assert p.categories["unplaced"] == -9 and p.total == 0 and p.details["score_before_floor"] < 0
    assert p.details["income"] == 0


def test_largest_empty_is_four_connected():
    """FTP-SCO-04, FTP-DEC-04: diagonal cells do not join; face-down tiles fill their cells."""
    rows = ["# a b c d #", "# e . g . #", "# . h . i #", "# p p q q #", "# p p q q #", "# r r s s #"]
    legend = {k: "AD1" for k in "abcdeghi"} | {"p": "P4-g", "q": "P4-g", "r": "AD2", "s": "AD2"}
    p = one(page(rows), legend, face_down=list(legend))
    assert p.details["largest_empty"] == 2  # {E1, E2}; C4, E4, B5, D5 touch only diagonally
    assert p.categories["articles"] == 0 and p.details["income"] == 0


@pytest.mark.parametrize("focus,rows,legend,points", [
    ({"id": "F01", "side": "a"}, ["# n . . . #", "# n . . . #"], {"n": "N2g"}, 2),  # adjacent News ×2
    ({"id": "F04", "side": "a"}, ["# n s b . #", "# n s b . #"], {"n": "N2g", "s": "S2b", "b": "B2g"}, 3),
    ({"id": "F04", "side": "b"}, ["# n s . . #", "# n s . . #"], {"n": "N2g", "s": "S2b"}, 4),  # balance 0
    ({"id": "F06", "side": "b"}, ["# x x x . #"], {"x": "AD3"}, 0),  # income 3 < 6
    ({"id": "F14", "side": "a"}, ["# x . . . #"], {"x": "AD1"}, 5),  # no face-down tile
    ({"id": "F15", "side": "b"}, [], {}, 3),  # empty desk
    ({"id": "F16", "side": "b"}, [".", "# v . . . #", "# v . . . #", "# v . . . #"], {"v": "N3g"}, 2),
    ({"id": "F12", "side": "a"}, ["# n p p . #", "# n p p . #"], {"n": "N2g", "p": "P4-SN"}, 1),
    ({"id": "F08", "side": "a"}, [".", ".", ".", ".", ".", "# x . . . #"], {"x": "AD1"}, 1),
])
def test_focus_condition_vocabulary(focus, rows, legend, points):
    """FTP-GAP-05/06: count, sets, mood_balance, income, full_lines, threshold, desk, crossing_fold,
    next_to and bottom_row conditions."""
    if rows and rows[0] == ".":
        body = ["# . . . . #" if r == "." else r for r in rows]
    else:
        body = rows
    p = one(page(body), legend, focus=focus)
    assert p.categories["focus"] == points


def test_full_rows_condition():
    """FTP-GAP-05 full_lines: every area cell of a row covered (focus cells count)."""
    text = page(["# a b c d #", "# a b c d #"])
    legend = {"a": "N2g", "b": "S2g", "c": "B2g", "d": "N2b"}
    assert one(text, legend, focus={"id": "F07", "side": "a"}).categories["focus"] == 2


def test_majority_is_shared_on_ties():
    """FTP-GAP-05 majority: the highest count (≥ 1) scores; ties share."""
    a = {"name": "A", "page": page(["# p p . . #", "# p p . . #"]), "legend": {"p": "P4-SN"},
         "focus": {"id": "F11", "side": "a"}}
    b = {**a, "name": "B"}
    c = {"name": "C", "page": page([]), "legend": {}, "focus": {"id": "F11", "side": "a"}}
    got = [p.categories["focus"] for p in score([a, b, c])]
    assert got == [4, 4, 0]


def test_focus_missing_a_star_scores_zero():
    """FTP-CHK-07, FTP-DEC-08: a physical focus tile that misses a star scores 0 and stays."""
    rows = ["# . . . . #", "# F F F . #", "# F F F . #", "# a . . . #", "# a . . . #"] + ["# . . . . #"] * 3
    p = one("\n".join(rows), {"a": "N2g"}, focus={"id": "SF1"})
    assert p.categories["focus"] == 0 and "FTP-CHK-07" in p.details["check_log"][0]
    assert p.details["largest_empty"] == 24  # the focus tile still fills its cells
    rows = ["# F F F . #", "# F F F . #", "# a . . . #", "# a . . . #"] + ["# . . . . #"] * 4
    assert one("\n".join(rows), {"a": "N2g"}, focus={"id": "SF1"}).categories["focus"] == 1  # on the stars


def test_family_mode_has_no_mood_penalty():
    """FTP-GAP-11: no mood-balance penalty in family games."""
    sheet = {"day": "fri", "family": True, "players": [
        {"name": "A", "page": page(["# a . . . #", "# a . . . #"]), "legend": {"a": "N2g"}, "focus": {"id": "SF4"}}]}
    assert GAME.score_physical(sheet).players[0].categories["mood"] == 0


def test_solo_white_space_table():
    """FTP-GAP-11: solo white space ≤1 → +3, 2–4 → +1, ≥5 → −1."""
    assert one(page([]), {}).categories["white_space"] == -1


def test_character_modifiers():
    """FTP-ADV-01, FTP-GAP-07: CH1 first desk tile free, CH7 mood −2 less, CH8 white space −2, CH3 border ads."""
    legend = {"a": "N3g", "b": "AD3"}
    text = page(["# a . . . #", "# a . . . #", "# a . . . #", "# . b b b #"])
    plain = one(text, legend, desk=2)
    assert plain.categories["unplaced"] == -2 and plain.categories["mood"] == -1
    assert one(text, legend, desk=2, character="CH1").categories["unplaced"] == -1
    assert one(text, legend, character="CH7").categories["mood"] == 0
    assert one(text, legend, character="CH3").details["income"] == 4  # AD3 touches the border: +$1
    a = {"name": "A", "page": page([]), "legend": {}, "focus": {"id": "SF4"}}
    b = {"name": "B", "page": page(["# x . . . #"]), "legend": {"x": "AD1"}, "focus": {"id": "SF4"}}
    assert [p.categories["white_space"] for p in score([a, b])] == [-1, 3]
    a["character"] = "CH8"  # 26 − 2 = 24 is now smaller than 25
    assert [p.categories["white_space"] for p in score([a, b])] == [3, -1]


def test_breaking_news_terms_and_modifiers():
    """FTP-GAP-08: score terms, income terms, unplaced penalty and white-space awards of the day's card."""
    text = page(["# a . x . #", "# a . . . #"])
    legend = {"a": "S2g", "x": "AD1"}
    assert one(text, legend, breaking="BN-F1").categories["breaking"] == 1
    assert one(text, legend, breaking="BN-F6").details["income"] == 2
    assert one(text, legend, desk=1, breaking="BN-F5").categories["unplaced"] == -2
    a = {"name": "A", "page": text, "legend": legend, "focus": {"id": "SF4"}}
    b = {"name": "B", "page": page([]), "legend": {}, "focus": {"id": "SF4"}}
    got = [p.categories["white_space"] for p in score([a, b], breaking="BN-F3")]
    assert got == [4, -2]
