"""Engine core: action text form, records, snapshots and score-sheet ranking."""

import pytest

from desktop_app.engine import Action, GameOptions, PlayerScore
from desktop_app.engine.record import FORMAT_VERSION, GameRecord, RecordError
from desktop_app.engine.scoresheet import rank_by
from tests.support.tiny_game import TINY


def test_action_text_round_trip_with_spaces_and_lists():
    a = Action.make(2, "place", tile=17, cells=[[0, 1], [2, 3]], note="a b=c 中")
    assert a.text() == 'p2 place cells=[[0,1],[2,3]] note="a b=c 中" tile=17'
    assert Action.parse(a.text()) == a
    assert Action.from_json(a.to_json()) == a
    assert a["cells"] == ((0, 1), (2, 3))


def test_record_replays_and_detects_a_tampered_snapshot():
    content = TINY.load_content()
    rec = GameRecord("tiny", "1", GameOptions.default(2), 5)
    state = rec.new_state(TINY, content)
    for _ in range(6):
        action = state.legal_actions(state.decisions()[0].player)[0]
        state.apply(action)
        rec.actions.append(action)
    text = rec.dumps(state)
    rec2, raw = GameRecord.loads(text)
    assert rec2.replay(TINY, content).to_json() == raw["snapshot"] == state.to_json()
    with pytest.raises(RecordError, match="hash"):
        GameRecord.loads(text.replace('"coins": [', '"coins": [9, '))
    with pytest.raises(RecordError, match="corrupt or truncated"):
        GameRecord.loads(text[: len(text) // 2])
    with pytest.raises(RecordError, match="newer"):
        GameRecord.loads(text.replace(f'"version": {FORMAT_VERSION}', '"version": 99', 1))
    with pytest.raises(RecordError, match="not a Board Table"):
        GameRecord.loads('{"hello": 1}')


def test_rank_by_breaks_ties_and_reports_the_reason():
    players = [PlayerScore("A", {}, 10), PlayerScore("B", {}, 12), PlayerScore("C", {}, 12)]
    coins = [0, 1, 3]
    winners, reason = rank_by(players, [("most coins", lambda i: coins[i])])
    assert winners == [2] and reason == "tie on points broken by most coins"
    assert [p.rank for p in players] == [3, 2, 1]
    players = [PlayerScore("A", {}, 5), PlayerScore("B", {}, 5)]
    winners, reason = rank_by(players, [("most coins", lambda i: 1)])
    assert winners == [0, 1] and reason.startswith("shared victory")
    assert [p.rank for p in players] == [1, 1]
