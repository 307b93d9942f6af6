"""Autosave after every action, save files, and opening good and bad files."""

from __future__ import annotations

import json

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.paths import autosave_path
from desktop_app.engine.action import Action
from desktop_app.engine.record import FORMAT_VERSION, RecordError


def play_some(ctl):
    ctl.submit(Action.make(0, "bid", amount=1))
    ctl.set_privacy_acknowledged(1)
    ctl.submit(Action.make(1, "bid", amount=2))
    ctl.set_privacy_acknowledged(0)
    ctl.submit(Action.make(0, "pass"))


def test_autosave_exists_after_an_action_and_reloads_to_an_equal_state(make_controller, qtbot):
    ctl = make_controller()
    play_some(ctl)
    path = autosave_path()
    assert path.exists()
    assert json.loads(path.read_text(encoding="utf-8"))["actions"] == [a.text() for a in ctl.record.actions]
    opened = GameController.open(path, autosave=False)
    try:
        assert opened.state == ctl.state
        assert opened.record.actions == ctl.record.actions
        assert opened.options.to_json() == ctl.options.to_json() and opened.seed == ctl.seed
        assert opened.legal_actions(1) == ctl.legal_actions(1)
    finally:
        opened.shutdown()


def test_undo_rewrites_the_autosave_so_it_stays_consistent(make_controller):
    ctl = make_controller()
    ctl.submit(Action.make(0, "bid", amount=3))
    ctl.undo()
    assert json.loads(autosave_path().read_text(encoding="utf-8"))["actions"] == []


def test_save_then_open_continues_the_same_game(make_controller, tmp_path):
    ctl = make_controller()
    play_some(ctl)
    target = tmp_path / "game.board-table.json"
    assert not ctl.undo_stack.isClean()
    ctl.save(target)
    assert ctl.undo_stack.isClean()
    opened = GameController.open(target)
    try:
        assert opened.state == ctl.state
        assert opened.submit(Action.make(1, "pass")) is None
        assert opened.state.round == 2
        assert opened.undo() and opened.state == ctl.state
        assert opened.can_undo() == (False, "nothing to undo")  # history starts at the loaded position
    finally:
        opened.shutdown()


def _bad_files(good: str) -> dict[str, str | bytes]:
    data = json.loads(good)
    foreign = {"format": "something-else", "version": 1}
    newer = dict(data, version=FORMAT_VERSION + 1)
    tampered = dict(data)
    tampered["snapshot"] = dict(data["snapshot"], coins=[99, 99])
    unknown = dict(data, game="no-such-game")
    unknown.pop("snapshot")
    unknown.pop("snapshot_hash")
    return {
        "corrupt": b"\x00\xff\xfe garbage \x89PNG",
        "truncated": good[: len(good) // 2],
        "foreign": json.dumps(foreign),
        "newer": json.dumps(newer),
        "tampered": json.dumps(tampered),
        "unknown game": json.dumps(unknown),
        "empty": "",
    }


@pytest.mark.parametrize("kind", ["corrupt", "truncated", "foreign", "newer", "tampered", "unknown game", "empty"])
def test_opening_a_bad_file_raises_and_changes_nothing(make_controller, tmp_path, kind):
    ctl = make_controller()
    play_some(ctl)
    good = ctl.record.dumps(ctl.state)
    content = _bad_files(good)[kind]
    bad = tmp_path / f"{kind}.json"
    bad.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    autosave_before = autosave_path().read_bytes()
    state_before, actions_before = ctl.state.clone(), list(ctl.record.actions)
    with pytest.raises(RecordError) as info:
        GameController.open(bad)
    message = str(info.value)
    assert message.startswith(f"{kind}.json: ") and len(message) > len(bad.name) + 10
    if kind == "newer":
        assert "newer" in message
    if kind == "truncated":
        assert "corrupt or truncated" in message
    assert autosave_path().read_bytes() == autosave_before
    assert ctl.state == state_before and ctl.record.actions == actions_before


def test_a_missing_file_is_a_record_error(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        GameController.open(tmp_path / "nowhere.json")


def test_changed_content_version_replays_from_the_actions(make_controller, tmp_path):
    ctl = make_controller()
    play_some(ctl)
    data = json.loads(ctl.record.dumps(ctl.state))
    data["content_version"] = "made-with-other-content"
    data.pop("snapshot")
    data.pop("snapshot_hash")
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    opened = GameController.open(path)
    try:
        assert opened.state == ctl.state
        assert any("replayed" in str(w) for w in opened.warnings)
        assert opened.record.content_version == ctl.record.content_version
    finally:
        opened.shutdown()


def test_changed_content_with_actions_that_no_longer_replay_is_a_record_error(make_controller, tmp_path):
    ctl = make_controller()
    play_some(ctl)
    data = json.loads(ctl.record.dumps(ctl.state))
    data["content_version"] = "made-with-other-content"
    data["actions"].append("p0 bid amount=3")  # illegal now: it is the play phase
    path = tmp_path / "stale.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(RecordError, match="do not replay"):
        GameController.open(path)


def test_warnings_are_logged_when_the_game_starts(tiny_content, qtbot):
    from desktop_app.engine.game import GameOptions, Seat
    from tests.support.tiny_game import TINY

    lines = []
    ctl = GameController.new(TINY, tiny_content, GameOptions([Seat("Ann"), Seat("Bob")]), 1,
                             warnings=["content pack 'x' refused: tiny.yaml:3: max_bid: bad"])
    ctl.log_line.connect(lines.append)
    try:
        qtbot.waitUntil(lambda: bool(lines))
        assert lines == ["content pack 'x' refused: tiny.yaml:3: max_bid: bad"]
    finally:
        ctl.shutdown()
