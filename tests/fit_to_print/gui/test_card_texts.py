"""Focus-news and breaking-news cards say their whole condition (QA): the size and the neighbour a
tile needs were left out, so "Weekend Match" read "+1 per photo (max 3)" instead of "+1 per photo
next to a Sports & Entertainment article (max 3)" and "Sunday Comics" counted every ad."""

from __future__ import annotations

import pytest

from desktop_app.ui.fit_to_print.texts import condition_text
from desktop_app.ui.i18n import set_language
from tests.fit_to_print.helpers import content


def _conditions():
    """Every scoring or income condition of the built-in focus tiles and breaking-news cards."""
    data = content()
    out = []
    for focus in (*data.starting.values(), *data.regular.values()):
        out += [(focus.id, cond) for conds in focus.sides.values() for cond in conds]
    for card in data.breaking.values():
        out += [(card.id, e.score or e.income) for e in card.effects if (e.score or e.income) is not None]
    return out


def test_weekend_match_and_sunday_comics_say_what_they_count():
    data = content()
    weekend = data.breaking["BN-S1"].effects[0].score
    comics = data.breaking["BN-U1"].effects[0].score
    assert condition_text(weekend, data) == "+1 per photo next to a Sports & Entertainment article (max 3)"
    assert condition_text(comics, data) == "+1 per 1-square ad (max 3)"
    set_language("zh_TW", save=False)
    try:
        assert "相鄰" in condition_text(weekend, data) and "1格" in condition_text(comics, data)
    finally:
        set_language("en", save=False)


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_every_size_and_neighbour_rule_of_a_card_shows_in_its_text(lang):
    data = content()
    set_language(lang, save=False)
    try:
        checked = 0
        for card_id, cond in _conditions():
            flt = getattr(cond, "filter", None)
            if flt is None or (flt.area is None and flt.next_to is None):
                continue
            bare = cond.model_copy(update={"filter": flt.model_copy(update={"area": None, "next_to": None})})
            assert condition_text(cond, data) != condition_text(bare, data), card_id
            checked += 1
        assert checked >= 6  # BN-F6, BN-S1, BN-U1, BN-U4 and both sides of two focus tiles
    finally:
        set_language("en", save=False)
