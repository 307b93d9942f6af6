"""The Unconscious Mind physical-game score calculator (UM-END-02, UM-TIE-01, worked examples §21)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml

from desktop_app.cli_common import CLIError
from desktop_app.cli_score import score_sheet_file
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.ui.i18n import ROOT, set_language
from desktop_app.ui.scenes import calculator_opener, has_calculator
from desktop_app.ui.unconscious_mind.calculator import UmCalculator, open_calculator
from tests.unconscious_mind.helpers import content

EXAMPLE = ROOT / "examples" / "unconscious_mind_final.yaml"


def dialog(qtbot) -> UmCalculator:
    d = UmCalculator(content=content())
    qtbot.addWidget(d)
    return d


def test_worked_example_1_opens_from_its_sheet_and_scores_100_to_98_um_end_02(qtbot):
    d = dialog(qtbot)
    assert d.open_sheet(EXAMPLE)
    assert [f.name.text() for f in d.forms] == ["Anna", "Ben"]
    assert d.totals() == [100, 98] and d.sheet.winners == [0]
    anna = d.sheet.players[0].categories
    assert anna == {"during_play": 58, "prestige_rank": 14, "distinct_tags": 16, "complex_patients": 10,
                    "good_ideas": 2}
    assert "Anna" in d.result.text()


def test_worked_example_2_three_way_tie_goes_to_the_lower_marker_um_tie_01(qtbot):
    d = dialog(qtbot)
    d.add_player()
    rows = [("Cleo", 62, 9, 1, 4, 1, ["UNI", "CAFE", "OPERA"], [], 0, 3),
            ("Dov", 66, 9, 2, 5, 2, ["UNI", "CAFE", "CAFE", "OPERA"], [], 0, 2),
            ("Eva", 52, 5, 0, 6, 0, ["UNI", "CAFE", "OPERA", "PARK", "LIBRARY", "WILD"], [(1, 9, 9)], 0, 0)]
    for form, (name, vp, prestige, stack, cured, treatises, tags, complex_, ideas, coffee) in zip(d.forms, rows,
                                                                                                 strict=True):
        form.fill({"name": name, "track_vp": vp, "prestige": prestige, "prestige_stack": stack, "cured": cured,
                   "treatises": treatises, "tags": tags,
                   "complex": [dict(zip(("per", "count", "max"), c, strict=True)) for c in complex_],
                   "good_ideas": ideas, "coffee": coffee})
    assert d.error == "" and d.totals() == [77, 77, 77]
    assert d.sheet.winners == [0] and d.sheet.tie_break
    assert "Tie-break" in d.result.text()


def test_a_shared_prestige_space_needs_the_stack_and_the_field_is_outlined(qtbot):
    d = dialog(qtbot)
    d.forms[0].prestige.setValue(7)
    d.forms[1].prestige.setValue(7)
    assert "prestige_stack: missing field" in d.error and "Player 1" in d.error
    assert d.marked == (0, "prestige_stack") and "B3261E" in d.forms[0].stack.styleSheet()
    assert not d.pdf_button.isEnabled() and d.sheet is None
    d.forms[0].stack.setValue(1)
    d.forms[1].stack.setValue(2)
    assert d.error == "" and d.pdf_button.isEnabled() and d.marked is None


def test_a_bad_sheet_is_refused_with_the_command_lines_message_and_nothing_changes(qtbot, tmp_path):
    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    data["players"][1]["coffee"] = 7
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(CLIError) as cli:
        score_sheet_file(GAME, bad)
    d = dialog(qtbot)
    before = d.sheet_dict()
    assert not d.open_sheet(bad)
    assert str(cli.value) in d.error_label.text() and "player 'Ben': coffee: 7 is more than 6" in str(cli.value)
    assert d.sheet_dict() == before


def test_a_saved_sheet_reads_back_in_the_command_line_and_exports_a_pdf(qtbot, tmp_path):
    d = dialog(qtbot)
    assert d.open_sheet(EXAMPLE)
    d.forms[1].complex.item(0, 1).setText("4")  # Ben: 4 research cards in play instead of 5
    assert d.totals() == [100, 97]
    path = tmp_path / "sheet.yaml"
    assert d.save_sheet(path)
    assert [p.total for p in score_sheet_file(GAME, path).players] == [100, 97]
    pdf = d.export_pdf(tmp_path / "scores.pdf")
    assert pdf is not None and Path(pdf).stat().st_size > 1000


def test_solo_sheets_and_chinese_labels(qtbot):
    d = dialog(qtbot)
    d.remove_player()
    d.forms[0].fill({"name": "Ann", "track_vp": 70, "prestige": 8, "cured": 4, "treatises": 1, "tags": ["UNI"],
                     "complex": [], "good_ideas": 0, "coffee": 0})
    assert "2-4 players" in d.error
    d.solo.setChecked(True)
    assert d.error == "" and d.totals() == [70 + 10 + 1]
    set_language("zh_TW", save=False)
    qtbot.waitUntil(lambda: d.solo.text() == "單人遊戲（1 位玩家）")
    assert d.forms[0].labels["coffee"].text() == "咖啡"


def test_the_game_menu_finds_the_calculator(qtbot):
    assert has_calculator(GAME.id) and calculator_opener(GAME.id) is open_calculator
    opened = open_calculator(None)
    qtbot.addWidget(opened)
    assert opened.isVisible() and opened.windowTitle().endswith("Unconscious Mind")
