"""The solo challenge panel: its explanation of Freud's step is whole, and the calendar marks the rounds
UM-SOLO-02 names (2, 3, 5, 6, 8, 9, 11, 12, 14), then the last round (UM-SOLO-03)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.ui.i18n import set_language
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.opponents import solo_calendar
from desktop_app.ui.unconscious_mind.pieces import Face
from tests.unconscious_mind.helpers import content


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_solo_panel_is_whole_and_its_calendar_follows_um_solo_02(um_table, lang):
    set_language(lang, save=False)
    t = um_table(GAME.new_state(GameOptions([Seat("Ann", "red", "human")]), content(), 5), turn=False)
    panel = L.OTHERS
    texts = [i for i in t.scene.items() if isinstance(i, QGraphicsSimpleTextItem)
             and panel.contains(i.sceneBoundingRect().topLeft())]
    assert any(getattr(i, "rule_id", None) == "UM-SOLO-02" for i in texts)
    for item in texts:
        assert panel.contains(item.sceneBoundingRect()), (item.text(), item.sceneBoundingRect())
    days = {int(f.label): f.sub for f in t.scene.items() if isinstance(f, Face)
            and f.rule_id in ("UM-SOLO-02", "UM-SOLO-03") and f.label.isdigit()}
    assert sorted(days) == list(range(1, 16))
    assert sorted(r for r, sub in days.items() if sub == "+1") == [2, 3, 5, 6, 8, 9, 11, 12, 14]
    assert days[15] not in ("", "+1")  # the last round


def test_an_end_triggered_early_makes_the_calendar_shorter_um_solo_03():
    marks, last = solo_calendar(content(), 12)
    assert last == 12 and marks == {2, 3, 5, 6, 8, 9, 11}


@pytest.mark.parametrize(("level", "floors"), [("easy", ["", "≥54", "≥69", "≥84", "≥99"]),
                                               ("normal", ["", "≥70", "≥85", "≥100", "≥115"])])
def test_the_rank_ladder_counts_from_the_chosen_difficultys_target_um_solo_05(um_table, level, floors):
    """UM-SOLO-05: the panel's rank ladder is the one the score screen uses, moved with the difficulty's target
    (easy's target 54 is its Associate; normal keeps the spec's 70 / 85 / 100 / 115)."""
    set_language("en", save=False)
    options = GameOptions([Seat("Ann", "red", "human")], {"solo_level": level})
    t = um_table(GAME.new_state(options, content(), 5), turn=False)
    ranks = sorted((f for f in t.scene.items() if isinstance(f, Face) and f.rule_id == "UM-SOLO-05"),
                   key=lambda f: f.sceneBoundingRect().left())
    assert [f.label for f in ranks] == ["Guest", "Associate", "Member", "Fellow", "Founder"]
    assert [f.sub for f in ranks] == floors
