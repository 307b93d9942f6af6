"""A main action that would achieve nothing is still offered (DEC-30: a de facto pass) but its side-panel
button warns a newcomer first, with the reason, in both languages; an action that can achieve something
carries no warning."""

from __future__ import annotations

import pytest

from desktop_app.engine.action import Action
from desktop_app.ui.i18n import set_language
from tests.viscounts.fixtures import position

EMPTY_HANDED = """
    players: 2
    active: 0
    phase: action
    p0: {space: A_O1, hand: [tf03], silver: 0, tableau: [st_page]}
    p1: {space: B_I1, hand: [tf21, tf22, tf23], tableau: [tf30]}
"""


def _captions(scene) -> dict[str, str]:
    return {b.payload["action"].get("action"): b.caption for b in scene.panel_buttons
            if b.payload["action"].kind == "main_action"}


@pytest.fixture
def chinese():
    set_language("zh_TW", save=False)
    yield
    set_language("en", save=False)


def test_a_main_action_that_achieves_nothing_warns_before_it_is_chosen_dec_30(table):
    """DEC-30: with no silver, no merchant or builder icon, Trade and Build would waste the turn: both stay
    offered and legal, and their buttons say "⚠ gives nothing now" with the reason."""
    t = table(position(EMPTY_HANDED))
    captions = _captions(t.scene)
    assert set(captions) == {"trade", "build", "none"}
    assert captions["trade"] == ("Trade → ⚠ gives nothing now: No trade offer here is within 0 merchant power "
                                 "and 0 silver")
    assert captions["build"].startswith("Build → ⚠ gives nothing now: Ann has nothing to build here: no building "
                                        "within 0 builder power and 0 stone")
    assert "⚠" not in captions["none"]
    assert t.controller.submit(Action.make(0, "main_action", action="trade")) is None  # still legal (DEC-30)


def test_the_warning_is_in_chinese_too_dec_30(table, chinese):
    t = table(position(EMPTY_HANDED))
    captions = _captions(t.scene)
    assert "⚠ 現在什麼也不會得到：這裡沒有任何交易能以 0 點商人力量和 0 銀幣完成" in captions["trade"]
    assert "⚠ 現在什麼也不會得到：Ann 在這裡沒有可建造的建築" in captions["build"]


def test_an_action_that_can_achieve_something_has_no_warning_dec_30(table):
    """With silver for a trade offer and stone and builders for a building, neither button warns."""
    t = table(position("""
        players: 2
        active: 0
        phase: action
        p0: {space: A_O1, hand: [tf03], silver: 9, res: {stone: 6}, tableau: [st_page]}
        p1: {space: B_I1, hand: [tf21, tf22, tf23], tableau: [tf30]}
    """))
    captions = _captions(t.scene)
    assert "⚠" not in captions["trade"] and "⚠" not in captions["build"], captions
