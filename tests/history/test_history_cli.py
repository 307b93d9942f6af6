"""``history list / stats / export / import`` and ``simulate --history-db`` from the command line."""

import json

from desktop_app.history.database import HistoryDB
from tests.cli.conftest import run_cli  # noqa: F401  (fixture)
from tests.history.helpers import evening


def test_simulate_records_its_games_as_plays_with_computer_seats(run_cli, tmp_path):  # noqa: F811
    db = tmp_path / "h.sqlite"
    result = run_cli("simulate", "--game", "gutenberg", "--players", "2", "--games", "2", "--bots", "easy",
                     "--history-db", db)
    assert result.code == 0, result.err
    assert json.loads(result.out)["history_plays_added"] == 2
    listed = run_cli("history", "list", "--json", "--history-db", db)
    plays = json.loads(listed.out)
    assert len(plays) == 2 and {s["kind"] for p in plays for s in p["seats"]} == {"easy"}
    assert all(p["replayable"] and p["source"] == "simulate" and p["seed"] in (1, 2) for p in plays)
    again = run_cli("simulate", "--game", "gutenberg", "--players", "2", "--games", "2", "--bots", "easy",
                    "--history-db", db)
    assert json.loads(again.out)["history_plays_added"] == 0


def test_stats_export_and_import(run_cli, tmp_path):  # noqa: F811
    db = tmp_path / "h.sqlite"
    HistoryDB(db).add_many(evening())
    stats = json.loads(run_cli("history", "stats", "--json", "--game", "viscounts", "--history-db", db).out)
    ann = next(p for p in stats["viscounts"]["players"] if p["name"] == "Ann")
    assert (ann["plays"], ann["wins"], ann["best_score"]) == (3, 2, 61)
    out = tmp_path / "out.bgsplay"
    exported = run_cli("history", "export", "--bgsplay", out, "--history-db", db)
    assert exported.code == 0 and "4 plays" in exported.out
    other = tmp_path / "other.sqlite"
    first = run_cli("history", "import", out, "--history-db", other)
    assert first.code == 0 and "added 4 plays" in first.out
    second = run_cli("history", "import", out, "--history-db", other)
    assert "added 0 plays (4 already kept)" in second.out
    csv_out = run_cli("history", "export", "--csv", tmp_path / "o.csv", "--history-db", db)
    assert csv_out.code == 0


def test_a_bad_file_exits_2_with_one_line_and_keeps_the_history(run_cli, tmp_path):  # noqa: F811
    db = tmp_path / "h.sqlite"
    HistoryDB(db).add_many(evening())
    bad = tmp_path / "bad.bgsplay"
    bad.write_text("{not json")
    result = run_cli("history", "import", bad, "--history-db", db)
    assert result.code == 2 and len(result.err_lines) == 1 and "not a BG Stats play file" in result.err
    assert HistoryDB(db).count() == 4
    missing = run_cli("history", "import", tmp_path / "nope.bgsplay", "--history-db", db)
    assert missing.code == 2 and "cannot read" in missing.err
    assert run_cli("history", "--history-db", db).code == 2
