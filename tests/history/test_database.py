"""The history database: schema and migrations, whole-or-absent writes, a damaged file kept aside."""

import sqlite3

import pytest

from desktop_app.history import database
from desktop_app.history.database import SCHEMA_VERSION, HistoryDB, HistoryError, PlayFilter
from tests.history.helpers import evening


def test_a_play_round_trips_with_its_seats_categories_and_options(tmp_path):
    db = HistoryDB(tmp_path / "h.sqlite")
    plays = evening()
    for p in plays:
        assert db.add(p) is True
    back = db.plays()
    assert [p.uuid for p in back] == [p.uuid for p in sorted(plays, key=lambda p: p.played_at)]
    second = db.get(plays[1].uuid)
    assert second.options == {"gates_of_gold": True}
    assert [(s.name, s.total, s.rank, s.winner) for s in second.seats] == [("Ann", 44, 2, False), ("Bo", 47, 1, True)]
    assert second.seats[1].categories == {"deeds": 27, "gold": 20}
    assert second.category_names["deeds"] == ("Deeds", "地契")
    assert db.get(plays[0].uuid).start_player == 0


def test_the_same_play_is_kept_once(tmp_path):
    db = HistoryDB(tmp_path / "h.sqlite")
    first = evening()[0]
    assert db.add(first) is True
    assert db.add(first) is False
    assert db.add_many(evening()) == 3
    assert db.count() == 4


def test_filters_by_game_player_count_module_and_date(tmp_path):
    db = HistoryDB(tmp_path / "h.sqlite")
    db.add_many(evening())
    assert len(db.plays(PlayFilter(game="viscounts"))) == 3
    assert len(db.plays(PlayFilter(players=3))) == 1
    assert len(db.plays(PlayFilter(modules=("gates_of_gold",)))) == 1
    assert len(db.plays(PlayFilter(since="2026-11-08", until="2026-11-15"))) == 2


def test_a_crash_in_the_middle_of_a_write_leaves_no_half_play(tmp_path, monkeypatch):
    db = HistoryDB(tmp_path / "h.sqlite")
    plays = evening()
    db.add(plays[0])
    original = HistoryDB._insert

    def crash_after_the_play_row(conn, play):
        conn.execute("INSERT INTO plays (uuid, game, played_at, source) VALUES (?, ?, ?, ?)",
                     (play.uuid, play.game, play.played_at, play.source))
        raise sqlite3.OperationalError("database or disk is full")

    monkeypatch.setattr(HistoryDB, "_insert", staticmethod(crash_after_the_play_row))
    with pytest.raises(HistoryError, match="disk is full"):
        db.add(plays[1])
    with pytest.raises(HistoryError):
        db.add_many(plays[1:])
    monkeypatch.setattr(HistoryDB, "_insert", staticmethod(original))
    reopened = HistoryDB(tmp_path / "h.sqlite")
    assert [p.uuid for p in reopened.plays()] == [plays[0].uuid]
    assert reopened.conn_rows("seats") == 2


def test_a_damaged_file_is_kept_aside_and_a_new_history_started(tmp_path):
    path = tmp_path / "h.sqlite"
    path.write_bytes(b"this is not an SQLite database at all" * 100)
    db = HistoryDB(path)
    assert db.notice is not None and "kept as" in db.notice.render()
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("h.sqlite.damaged-")]
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    assert db.count() == 0 and db.add(evening()[0])


def test_a_file_of_another_shape_is_kept_aside_too(tmp_path):
    path = tmp_path / "h.sqlite"
    conn = sqlite3.connect(path)
    conn.execute("CREATE TABLE something (x)")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    db = HistoryDB(path)
    assert db.notice is not None
    assert db.schema_version == SCHEMA_VERSION


def test_a_version_1_file_is_migrated_and_keeps_its_plays(tmp_path):
    path = tmp_path / "h.sqlite"
    conn = sqlite3.connect(path)
    conn.executescript(database.MIGRATIONS[1])
    conn.execute("INSERT INTO plays (uuid, game, played_at, source) VALUES ('u1', 'viscounts', '2026-01-02 10:00:00', 'app')")
    conn.execute("INSERT INTO seats VALUES ('u1', 0, 'Ann', 'red', 'human', 40, 1, 1)")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    db = HistoryDB(path)
    assert db.notice is None
    assert db.schema_version == SCHEMA_VERSION == 2
    (play,) = db.plays()
    assert play.progress == [] and play.seats[0].name == "Ann" and play.winners == ["Ann"]


def test_a_file_of_a_newer_version_is_read_but_never_written(tmp_path):
    path = tmp_path / "h.sqlite"
    HistoryDB(path).add(evening()[0])
    conn = sqlite3.connect(path)
    conn.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    conn.commit()
    conn.close()
    db = HistoryDB(path)
    assert db.read_only and len(db.plays()) == 1
    with pytest.raises(HistoryError, match="newer"):
        db.add(evening()[1])
