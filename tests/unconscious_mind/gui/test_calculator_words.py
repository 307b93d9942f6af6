"""The score calculator says what is wrong with a sheet in the chosen language (issue 17): the problem
line, the reason under the outlined field and why Print is unavailable read in 繁體中文 when the app is
in Chinese, and ``score unconscious-mind --lang zh`` prints the same words (UM-END-02)."""

from __future__ import annotations

import re

import pytest
import yaml

from desktop_app.cli_common import CLIError
from desktop_app.cli_score import score_sheet_file
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.ui.i18n import ROOT, set_language
from desktop_app.ui.unconscious_mind.calculator import UmCalculator
from tests.unconscious_mind.helpers import content

EXAMPLE = ROOT / "examples" / "unconscious_mind_final.yaml"
LATIN_WORDS = re.compile(r"\b(?:missing|field|player|more|than|is|not|cured|patients|stack|space|only)\b")
"""English words of the problems (the sheet's keys, ``complex`` or ``prestige_stack``, stay as a sheet writes them)."""


def chinese(text: str) -> bool:
    return re.search(r"[\u4e00-\u9fff]", text) is not None


@pytest.fixture
def calculator(qtbot):
    d = UmCalculator(content=content())
    qtbot.addWidget(d)
    return d


def test_a_bad_value_is_explained_in_chinese_in_the_dialog_um_end_02(qtbot, calculator):
    """Two players on one prestige space without their stack places: the line above the breakdown, the
    reason under the outlined field and Print's reason are Chinese (they were the engine's English)."""
    set_language("zh_TW", save=False)
    d = calculator
    d.forms[0].prestige.setValue(7)
    d.forms[1].prestige.setValue(7)
    assert d.marked == (0, "prestige_stack") and not d.print_button.isEnabled()
    line = d.error_label.text()
    assert line.startswith("尚無法計分") and "缺少此欄位" in line and "聲望格 7" in line, line
    assert LATIN_WORDS.search(line) is None, line
    reason = d.forms[0].reasons["prestige_stack"].text()
    assert chinese(reason) and "缺少此欄位" in reason and LATIN_WORDS.search(reason) is None, reason
    assert "缺少此欄位" in d.print_reason.text() and "缺少此欄位" in d.print_button.toolTip()


def test_the_problem_follows_the_language_switch_um_end_02(qtbot, calculator):
    """More complex patients than cured ones: English first, Chinese after switching, English again."""
    d = calculator
    d.forms[0].add_complex_row()
    d.forms[0].cured.setValue(0)
    assert "complex: 1 complex patients but only 0 cured" in d.error_label.text()
    set_language("zh_TW", save=False)
    qtbot.waitUntil(lambda: "列了 1 名複雜案主，但只治癒了 0 名" in d.error_label.text())
    assert d.marked == (0, "complex") and LATIN_WORDS.search(d.error_label.text()) is None
    set_language("en", save=False)
    qtbot.waitUntil(lambda: "complex: 1 complex patients but only 0 cured" in d.error_label.text())


def test_a_bad_sheet_file_is_refused_in_chinese_in_the_dialog_and_on_the_command_line(qtbot, calculator,
                                                                                       tmp_path):
    data = yaml.safe_load(EXAMPLE.read_text(encoding="utf-8"))
    data["players"][1]["coffee"] = 7
    bad = tmp_path / "bad.yaml"
    bad.write_text(yaml.safe_dump(data), encoding="utf-8")
    with pytest.raises(CLIError) as english:
        score_sheet_file(GAME, bad)
    with pytest.raises(CLIError) as zh:
        score_sheet_file(GAME, bad, "zh")
    assert str(english.value).endswith("player 'Ben': coffee: 7 is more than 6")
    assert str(zh.value).endswith("玩家 'Ben'：coffee：7 大於 6")
    set_language("zh_TW", save=False)
    assert not calculator.open_sheet(bad)
    assert "玩家 'Ben'：coffee：7 大於 6" in calculator.error_label.text()
