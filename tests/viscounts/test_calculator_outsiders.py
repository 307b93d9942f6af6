"""The calculator's outsiders of a physical copy (``score viscounts`` sheet, GOG-OUT-07, GAP-16, §11 ``vp``):
any outsider entered by what it counts scores exactly as a card of the app's set with the same
condition, counted from the whole sheet; bad fields name the player and the field."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from desktop_app.engine.game import SheetError
from desktop_app.rules.viscounts import GAME

EXAMPLE_3 = yaml.safe_load((Path(__file__).resolve().parents[2] / "examples" / "viscounts_expansions.yaml")
                           .read_text(encoding="utf-8"))


def _score(outsiders, player: int = 2, **changes) -> dict:
    sheet = copy.deepcopy(EXAMPLE_3)
    sheet["players"][player]["outsiders"] = outsiders
    sheet["players"][player].update(changes)
    return GAME.score_physical(sheet).to_json()["players"][player]


def test_worked_example_3_reproduces_with_p3s_outsiders_entered_by_their_condition_gog_out_07():
    """§13 example 3: P3's Drifter (2 per trading post) and Barbarian Trader (1 per paid debt) typed in by
    name and condition instead of by card id: still 3 outsider points and 64 in total."""
    by_id = _score(["ou01", "ou07"])
    by_condition = _score([{"name": "Drifter", "per": "buildings", "type": "trading_post", "n": 2},
                           {"name": "Barbarian Trader", "per": "paid_debts"}])
    assert by_id["total"] == by_condition["total"] == 64
    assert by_id["categories"]["outsiders"] == by_condition["categories"]["outsiders"] == 3


@pytest.mark.parametrize(("outsider", "points"), [
    ({"name": "Mason", "per": "buildings", "type": "workshop", "n": 2}, 6),            # 3 workshops
    ({"name": "Builder", "per": "buildings"}, 4),                                      # every building: 3 + 1
    ({"name": "Knight", "per": "castle_workers", "level": 2, "n": 3}, 6),              # 2 on level 2
    ({"name": "Son", "per": "castle_workers", "max": 3}, 3),                            # 4 workers, at most 3
    ({"name": "Monk", "per": "ribbons"}, 4),                  # yellow, blue, black and the starting grey (DEC-38)
    ({"name": "Widow", "per": "purchased_deeds", "n": 2}, 2),
    ({"name": "Pilgrim", "per": "approved_deeds"}, 2),
    ({"name": "Debtor", "per": "unpaid_debts"}, 2),
    ({"name": "Seer", "per": "cleric_rewards", "n": 3}, 0),
    ({"name": "Collector", "per": "chests", "n": 2}, 4),
    ({"name": "Horse Breeder", "per": "outsiders"}, 2),       # itself and ou01
    ({"name": "Mystic", "per": "icons", "icon": "cleric", "counts": 3}, 3),
    ({"name": "Trader", "per": "paid_debts", "counts": 4}, 4),  # the count said overrides the sheet's
    ({"name": "Raider", "points": 3}, 3),
])
def test_an_outsider_of_a_physical_copy_scores_by_what_it_counts_gap_16(outsider, points):
    """Each §11 counter an outsider may count, from P3's line of example 3 (ou01 beside it: 4 points)."""
    assert _score(["ou01", outsider])["categories"]["outsiders"] == 2 * 1 + points


@pytest.mark.parametrize(("outsider", "message"), [
    ({"per": "paid_debts"}, "outsiders[0].name: missing field"),
    ({"name": "X"}, "outsiders[0]: expected its points ({name, points}) or what it counts"),
    ({"name": "X", "per": "sheep"}, "outsiders[0].per: 'sheep' is not something an outsider counts"),
    ({"name": "X", "per": "paid_debts", "type": "workshop"}, "outsiders[0].type: unknown field for per: paid_debts"),
    ({"name": "X", "per": "buildings", "type": "castle"}, "outsiders[0].type: 'castle' is not one of workshop"),
    ({"name": "X", "per": "castle_workers", "level": 4}, "outsiders[0].level: 4 is not one of 1, 2, 3"),
    ({"name": "X", "per": "paid_debts", "n": 0}, "outsiders[0].n: the points per counted unit are at least 1"),
    ({"name": "X", "per": "paid_debts", "max": -1}, "outsiders[0]: max: -1 is negative"),
    ({"name": "X", "per": "icons", "icon": "noble"}, "outsiders[0].counts: missing field (the sheet cannot count"),
    ({"name": "X", "points": 2, "per": "chests"}, "outsiders[0].per: an outsider given with its points takes no"),
])
def test_a_bad_outsider_names_the_player_and_the_field(outsider, message):
    """One line naming the player, the outsider's place in the list and the field."""
    with pytest.raises(SheetError) as err:
        _score([outsider])
    assert str(err.value).startswith(f"player 'P3': {message}"), str(err.value)
    assert "\n" not in str(err.value)


def test_a_shared_victory_is_said_in_both_languages_dec_49():
    """DEC-49: the tie-break line of a tied sheet is an engine text with its 繁體中文 (it was English only)."""
    from desktop_app.engine.text import Text

    zh = yaml.safe_load((Path(GAME.data_dir()) / "texts_zh.yaml").read_text(encoding="utf-8"))
    sheet = copy.deepcopy(EXAMPLE_3)
    sheet["players"] = [dict(sheet["players"][3], name=name) for name in ("Ann", "Ben")]
    tie = GAME.score_physical(sheet).tie_break
    assert isinstance(tie, Text) and str(tie) == "tied players share the victory (DEC-49)"
    assert tie.render("zh_TW", zh.get) == "同分的玩家共享勝利（DEC-49）"
