"""BG Stats .bgsplay export and import (shape, stable UUIDs, no duplicates) and CSV."""

import csv
import json

import pytest

from desktop_app.history.database import HistoryDB
from desktop_app.history.exchange import (
    BGG_IDS,
    ExchangeError,
    read_bgsplay,
    to_bgsplay,
    write_bgsplay,
    write_csv,
)
from tests.history.helpers import evening


def test_the_bgsplay_shape():
    data = to_bgsplay(evening())
    assert set(data) >= {"games", "players", "locations", "plays"}
    games = {g["name"]: g for g in data["games"]}
    assert games["Viscounts of the West Kingdom"]["bggId"] == BGG_IDS["viscounts"] == 296151
    assert {p["name"] for p in data["players"]} == {"Ann", "Bo", "Computer (hard)"}
    first = data["plays"][0]
    assert first["playDate"] == "2026-11-01 20:00:00" and first["durationMin"] == 60
    assert first["gameRefId"] == games["Viscounts of the West Kingdom"]["id"]
    assert first["locationRefId"] == data["locations"][0]["id"]
    ann, bo = first["playerScores"]
    assert ann == {"playerRefId": 1, "score": "50", "winner": True, "rank": 1, "seatOrder": 1,
                   "startPlayer": True, "newPlayer": False, "role": "", "team": ""}
    assert (bo["winner"], bo["rank"], bo["seatOrder"], bo["startPlayer"]) == (False, 2, 2, False)
    third = data["plays"][2]
    # "ann " of the third play is the same BG Stats player as "Ann"
    assert third["playerScores"][0]["playerRefId"] == 1


def test_uuids_are_stable_across_exports():
    one, two = to_bgsplay(evening()), to_bgsplay(evening())
    assert [p["uuid"] for p in one["players"]] == [p["uuid"] for p in two["players"]]
    assert [p["uuid"] for p in one["plays"]] == [p.uuid for p in evening()]


def test_round_trip_through_a_file_without_duplicates(tmp_path):
    out = tmp_path / "plays.bgsplay"
    assert write_bgsplay(evening(), out) == 4
    imported = read_bgsplay(out)
    assert len(imported.plays) == 4 and imported.other_games == 0
    db = HistoryDB(tmp_path / "h.sqlite")
    assert db.add_many(imported.plays) == 4
    assert db.add_many(read_bgsplay(out).plays) == 0
    back = {p.uuid: p for p in db.plays()}
    original = evening()[2]
    again = back[original.uuid]
    assert [(s.name, s.total, s.rank, s.winner, s.kind) for s in again.seats] == [
        ("Ann", 61, 1, True, "human"), ("Computer (hard)", 38, 3, False, "hard"), ("Bo", 52, 2, False, "human")]
    assert back[evening()[0].uuid].start_player == 0


def test_plays_of_other_games_are_left_out_and_counted(tmp_path):
    data = to_bgsplay(evening()[:1])
    data["games"].append({"id": 9, "name": "Some Other Game", "bggId": 1})
    data["plays"].append({**data["plays"][0], "uuid": "other-1", "gameRefId": 9})
    path = tmp_path / "mixed.bgsplay"
    path.write_text(json.dumps(data))
    imported = read_bgsplay(path)
    assert len(imported.plays) == 1 and imported.other_games == 1


@pytest.mark.parametrize("text, why", [
    ("not json", "not a BG Stats play file"),
    ('{"plays": 3}', "no list of plays"),
    ('{"plays": [], "games": [1]}', "games are not described properly"),
])
def test_a_bad_file_is_refused_with_one_line(tmp_path, text, why):
    path = tmp_path / "bad.bgsplay"
    path.write_text(text)
    with pytest.raises(ExchangeError, match=why):
        read_bgsplay(path)


def test_csv_has_a_row_per_seat(tmp_path):
    out = tmp_path / "plays.csv"
    assert write_csv(evening(), out) == 4
    rows = list(csv.DictReader(out.open(encoding="utf-8")))
    assert len(rows) == 9
    assert rows[0]["name"] == "Ann" and rows[0]["winner"] == "1" and rows[0]["categories"] == "deeds=30; gold=20"
    assert rows[0]["start_player"] == "1"
