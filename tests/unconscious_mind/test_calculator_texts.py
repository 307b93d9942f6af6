"""Every problem the Unconscious Mind score calculator can find in a sheet has its 繁體中文 (issue 17):
its messages are engine Texts, each with a translation, so the app and ``score --lang zh`` never
show the engine's English to a player who chose Chinese (UM-END-02)."""

from __future__ import annotations

import ast
import copy
import re
import string
from pathlib import Path

import pytest
import yaml

from desktop_app.engine.game import SheetError
from desktop_app.engine.text import Text
from desktop_app.reports.texts import say, zh_texts
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.calculator import score_physical
from tests.unconscious_mind.helpers import content

ROOT = Path(__file__).resolve().parents[2]
CALCULATOR = ROOT / "desktop_app" / "rules" / "unconscious_mind" / "calculator.py"
SHARED = ROOT / "desktop_app" / "content" / "sheets.py"
EXAMPLE = yaml.safe_load((ROOT / "examples" / "unconscious_mind_final.yaml").read_text(encoding="utf-8"))
NOT_PROBLEMS = {"{who}: {field}: {problem}", "sheet", "player {name}", "player {n}", "{file}: {reason}",
                "Scored from {source}"}
"""Keys that frame a problem (where it is) rather than say it, and the note of a sheet that scores."""


def _keys(path: Path) -> set[str]:
    """The literal keys of the ``Text(...)`` calls in ``path``."""
    return {node.args[0].value for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
            if isinstance(node, ast.Call) and getattr(node.func, "id", "") == "Text" and node.args
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)}


def _fields(template: str) -> set[str]:
    return {f.split("|")[0] for _, f, _, _ in string.Formatter().parse(template) if f}


def _texts(value) -> list[Text]:
    """A Text and every Text among its arguments."""
    if not isinstance(value, Text):
        return []
    return [value] + [t for arg in value.args.values() for t in _texts(arg)]


def test_every_problem_text_of_the_calculator_and_the_shared_checks_has_a_chinese_translation():
    keys = _keys(CALCULATOR) | _keys(SHARED)
    assert len(keys) > 30
    zh = zh_texts()
    assert sorted(k for k in keys if k not in zh) == []
    assert sorted(k for k in keys if _fields(k) != _fields(zh[k])) == []


def test_every_refusal_of_the_calculator_is_a_text_never_a_plain_english_line():
    """``SheetError(...)``, ``field_error(..., problem)`` and ``problem_at(..., problem)`` carry Texts."""
    plain = []
    for node in ast.walk(ast.parse(CALCULATOR.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call) or getattr(node.func, "id", "") not in ("SheetError", "field_error",
                                                                                   "problem_at"):
            continue
        said = node.args[0] if node.func.id == "SheetError" else node.args[2]
        if not (isinstance(said, ast.Call) and getattr(said.func, "id", "") == "Text"):
            plain.append(f"line {node.lineno}: {ast.unparse(said)}")
    assert plain == []


def _sheet(change) -> dict:
    sheet = copy.deepcopy(EXAMPLE)
    change(sheet)
    return sheet


def _anna(**fields):
    return lambda s: s["players"][0].update(fields)


def _pop(key):
    return lambda s: s["players"][0].pop(key)


BAD = [
    lambda s: s.pop("players"), lambda s: s.update(extra=1), lambda s: s.update(solo="yes"),
    lambda s: s.update(solo_level="hard"), lambda s: s.update(solo=True), lambda s: s.update(players=s["players"] * 3), lambda s: s.update(game="viscounts"),
    lambda s: s["players"].append("Cleo"), _anna(colour="red"), _pop("track_vp"), _anna(prestige_stack=0),
    _pop("tags"), _anna(tags=["MOON"]), _pop("complex"), _anna(complex=[3]), _anna(complex=[{"per": 1, "count": 1}]),
    _anna(complex=[{"per": 1, "count": 1, "max": 2, "cap": 3}]), _anna(cured=1), _anna(prestige_stack=2),
    _anna(prestige=7), lambda s: s["players"][0].update(prestige=7, prestige_stack=1) or
    s["players"][1].update(prestige_stack=1), _anna(name=None), _anna(name=7), _anna(name="A" * 41),
    _anna(name="ben"), _anna(track_vp=-1), _anna(track_vp="many"), _anna(track_vp=True), _anna(track_vp=None),
    _anna(coffee=7),
]
"""One sheet per problem the calculator (and the shared checks it uses) can find."""


@pytest.mark.parametrize("change", BAD)
def test_each_problem_reads_in_chinese_um_end_02(change):
    with pytest.raises(SheetError) as info:
        score_physical(content(), _sheet(change))
    message = info.value.args[0]
    assert isinstance(message, Text), str(info.value)
    zh = zh_texts()
    assert [t.key for t in _texts(message) if t.key not in zh] == []
    words = say(message, "zh")
    assert re.search(r"[\u4e00-\u9fff]", words) and words != str(info.value), words
    assert str(info.value) == message.render()  # the command line's English line is the Text's


def test_the_bad_sheets_meet_every_problem_the_calculator_names():
    """The sheets above are not a sample: together they meet every problem text of the calculator."""
    met = set()
    for change in BAD:
        with pytest.raises(SheetError) as info:
            GAME.score_physical(_sheet(change))
        met |= {t.key for t in _texts(info.value.args[0])}
    assert sorted(_keys(CALCULATOR) - NOT_PROBLEMS - met) == []
