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


def test_a_ladder_with_modules_names_them_as_options_in_its_title():
    """The README's heading of a module set reads like the command's options, not a Python list."""
    result = ladder(TINY, [2], games=1, seed=1, done={}, play=False)
    result["variants"] = {"gates_of_gold": True, "keeper_of_keys": True}
    title = ladder_markdown(result).splitlines()[0]
    assert title.endswith("seed 1, `gates_of_gold=true keeper_of_keys=true`)") and "[" not in title


def test_the_solo_opponent_matches_the_level():
    key, choices = solo_option(VISCOUNTS, VISCOUNTS.load_content())
    assert key == "steward_level" and choices == {"easy": "easy", "normal": "normal", "hard": "hard"}


def test_the_command_line_prints_the_ladder(run_cli):
    result = run_cli("simulate", "--game", "tiny", "--ladder", "--games", "1", "--players", "2")
    assert result.code == 0, result.err
    assert json.loads(result.out)["players"]["2"]["pairings"]["normal vs easy"]["games"] == 2


def test_a_saved_ladder_resumes_where_it_stopped_and_plays_no_cell_twice(run_cli, tmp_path):
    out = tmp_path / "tiny.json"
    first = run_cli("simulate", "--game", "tiny", "--ladder", "--games", "1", "--players", "2", "--out", str(out))
    assert first.code == 0, first.err
    saved = json.loads(out.read_text(encoding="utf-8"))
    assert saved["command"].startswith("python -m desktop_app simulate --game tiny --ladder --games 1")
    assert len(saved["cells"]) == 4 + 2 * 2  # four tables of one level or mixed, two pairings in two seats
    marked = dict(saved["cells"]["2/rounds/easy"], median_rounds=99)
    saved["cells"]["2/rounds/easy"] = marked
    del saved["cells"]["2/rounds/hard"]
    out.write_text(json.dumps(saved), encoding="utf-8")
    again = run_cli("simulate", "--game", "tiny", "--ladder", "--games", "1", "--players", "2", "--out", str(out))
    assert again.code == 0, again.err
    result = json.loads(again.out)
    assert result["players"]["2"]["median_rounds"]["easy"] == 99  # kept, not replayed
    assert json.loads(out.read_text(encoding="utf-8"))["cells"]["2/rounds/hard"]["games"] == 1  # played again


def test_a_saved_ladder_of_another_run_is_refused_in_one_line(run_cli, tmp_path):
    out = tmp_path / "tiny.json"
    assert run_cli("simulate", "--game", "tiny", "--ladder", "--games", "1", "--players", "2",
                   "--out", str(out)).code == 0
    other = run_cli("simulate", "--game", "tiny", "--ladder", "--games", "2", "--players", "2", "--out", str(out))
    assert other.code == 2 and "saved with" in other.err and "Traceback" not in other.err
