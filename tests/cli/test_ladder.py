"""``simulate --ladder``: the table of levels (rounds per level and mixed, pairing shares, solo rates)."""

import json

from desktop_app.ladder import ladder, ladder_markdown, solo_option
from desktop_app.rules.viscounts import GAME as VISCOUNTS
from tests.support.tiny_game import TINY


def test_the_ladder_plays_every_cell_and_puts_the_stronger_bot_in_each_seat():
    result = ladder(TINY, [2], games=2, seed=1)
    row = result["players"]["2"]
    assert set(row["median_rounds"]) == {"easy", "normal", "hard", "mixed"}
    for pairing in ("hard vs normal", "normal vs easy"):
        cell = row["pairings"][pairing]
        assert cell["games"] == 4 and cell["fair_share"] == 0.5 and 0 <= cell["wins"] <= 4
    assert result["errors"] == 0 and "solo" not in result
    text = ladder_markdown(result)
    assert "| 2 |" in text and "hard vs normal" in text


def test_the_solo_opponent_matches_the_level():
    key, choices = solo_option(VISCOUNTS, VISCOUNTS.load_content())
    assert key == "steward_level" and choices == {"easy": "easy", "normal": "normal", "hard": "hard"}


def test_the_command_line_prints_the_ladder(run_cli):
    result = run_cli("simulate", "--game", "tiny", "--ladder", "--games", "1", "--players", "2")
    assert result.code == 0, result.err
    assert json.loads(result.out)["players"]["2"]["pairings"]["normal vs easy"]["games"] == 2
