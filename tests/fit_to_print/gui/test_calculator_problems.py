"""The score calculator's live problems read as sentences in the chosen language (QA): drawing a
tile in the Chinese dialog showed "尚無法計分：player '玩家 1': legend.a: no tile chosen (pick one
from the catalogue or describe it)"."""

from __future__ import annotations

import pytest

from desktop_app.ui.fit_to_print.calculator_problems import problem_text
from desktop_app.ui.i18n import set_language


@pytest.mark.parametrize(("message", "english"), [
    ("player 'Ann': legend.a: no tile chosen (pick one from the catalogue or describe it)",
     "Ann, tile a: choose which tile it is (from the list, or describe it)"),
    ("player 'Ann': page.b: its cells match no placement of footprint V3",
     "Ann, tile b: its squares do not make the shape of that tile"),
    ("player 'Ann': page.F: the F cells do not form the focus tile's footprint",
     "Ann: the squares marked F do not make the focus tile's shape"),
    ("player 'Ben': finish_token: token 2 is also player 'Ann''s (tokens are unique)",
     "Ben: finish token 2 is also Ann's (each token is taken once)"),
    ("player 'Ann': legend.c.mood: an article needs a mood", "Ann, tile c: an article needs good or bad news"),
])
def test_known_problems_become_sentences(qapp, message, english):
    assert problem_text(message) == english


def test_the_dialog_shows_them_in_chinese(qtbot):
    from desktop_app.ui.fit_to_print.calculator import CalculatorDialog

    set_language("zh_TW", save=False)
    try:
        dialog = CalculatorDialog()
        qtbot.addWidget(dialog)
        dialog.breakdown.show_result(None, None, "player '玩家 1': legend.a: no tile chosen (pick one from the "
                                     "catalogue or describe it)", [], "週五")
        text = dialog.breakdown.error.text()
        assert text.startswith("尚無法計分") and "legend" not in text and "no tile" not in text
        assert "玩家 1" in text and "a" in text
    finally:
        set_language("en", save=False)


def test_other_problems_keep_the_checkers_line(qapp):
    line = "player 'Ann': desk: expected at most 9 tile ids"
    assert problem_text(line) == line
