"""Autosave after every action, save files, and opening good and bad files."""

from __future__ import annotations

import json

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.loading import UncheckedSave
from desktop_app.controllers.paths import autosave_path
from desktop_app.engine.action import Action
from desktop_app.engine.record import FORMAT_VERSION, GameRecord, RecordError
from desktop_app.engine.state import snapshot_hash


def play_some(ctl):
    ctl.submit(Action.make(0, "bid", amount=1))
    ctl.set_privacy_acknowledged(1)
    ctl.submit(Action.make(1, "bid", amount=2))
    ctl.set_privacy_acknowledged(0)
    ctl.submit(Action.make(0, "pass"))


def test_autosave_exists_after_an_action_and_reloads_to_an_equal_state(make_controller, qtbot):
    ctl = make_controller()
    play_some(ctl)
    path = autosave_path("tiny")
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


def test_undo_rewrites_the_autosave_so_it_stays_consistent(make_controller, monkeypatch, qtbot):
    monkeypatch.setattr("desktop_app.controllers.bot_control.load_choose_action",
                        lambda: (lambda game, view, player, *rest: view.legal_actions(player)[0]))
    ctl = make_controller(("human", "easy"))
    ctl.submit(Action.make(0, "bid", amount=1))
    qtbot.waitUntil(lambda: ctl.state.phase == "play" and ctl.state.turn == 0, timeout=5000)
    ctl.submit(Action.make(0, "pass"))
    qtbot.waitUntil(lambda: ctl.state.players_to_act() == [0] and ctl._bot_request is None, timeout=5000)
    assert ctl.undo()
    assert json.loads(autosave_path("tiny").read_text(encoding="utf-8"))["actions"] == \
        [a.text() for a in ctl.record.actions] and len(ctl.record.actions) == 2


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


def _rehashed(data: dict) -> dict:
    data = json.loads(json.dumps(data))
    data["snapshot_hash"] = snapshot_hash(data["snapshot"])
    return data


def _bad_files(good: str) -> dict[str, str | bytes]:
    data = json.loads(good)
    foreign = {"format": "something-else", "version": 1}
    newer = dict(data, version=FORMAT_VERSION + 1)
    tampered = dict(data)
    tampered["snapshot"] = dict(data["snapshot"], coins=[99, 99])
    unknown = dict(data, game="no-such-game")
    unknown.pop("snapshot")
    unknown.pop("snapshot_hash")
    named = json.loads(good)
    named["options"]["seats"][0]["name"] = "N" * 1_000_000
    god = json.loads(good)
    god["options"]["seats"][1]["kind"] = "god"
    return {
        "corrupt": b"\x00\xff\xfe garbage \x89PNG",
        "truncated": good[: len(good) // 2],
        "foreign": json.dumps(foreign),
        "newer": json.dumps(newer),
        "tampered": json.dumps(tampered),
        "unknown game": json.dumps(unknown),
        "empty": "",
        "rehashed": json.dumps(_rehashed(tampered)),
        "edited moves": json.dumps(dict(data, actions=data["actions"][:-1])),
        "edited seed": json.dumps(dict(data, seed=data["seed"] + 1)),
        "variant": json.dumps(_with(data, ("options", "variants"), {"no_such": True})),
        "version 0": json.dumps(dict(data, version=0)),
        "float seed": json.dumps(dict(data, seed="X")).replace('"X"', "1e400"),
        "non-string move": json.dumps(dict(data, actions=[7, *data["actions"]])),
        "deep nesting": json.dumps(dict(data, seed="X")).replace('"X"', "[" * 100_000 + "]" * 100_000),
        "huge number": json.dumps(dict(data, seed="X")).replace('"X"', "7" * 5000),
        "long name": json.dumps(named),
        "god seat": json.dumps(god),
        "wrong snapshot types": json.dumps(_rehashed(dict(data, snapshot=dict(data["snapshot"], coins="many")))),
    }


def _with(data: dict, path: tuple, value) -> dict:
    data = json.loads(json.dumps(data))
    json_part = data
    for key in path[:-1]:
        json_part = json_part[key]
    json_part[path[-1]] = value
    return data


BAD = ["corrupt", "truncated", "foreign", "newer", "tampered", "unknown game", "empty", "rehashed", "edited moves",
       "edited seed", "variant", "version 0", "float seed", "non-string move", "deep nesting", "huge number",
       "long name", "god seat", "wrong snapshot types"]
WORDS = {"newer": "newer", "truncated": "corrupt or truncated", "rehashed": "the saved position was changed",
         "edited moves": "moves were removed after move", "edited seed": "settings (players, variants, seed",
         "variant": "no variant 'no_such'",
         "version 0": "unknown format version (0)", "float seed": "not finite", "non-string move": "move 1",
         "deep nesting": "nested too deeply", "huge number": "number far too large",
         "long name": "text far too long", "god seat": "unknown kind of player 'god'"}


@pytest.mark.parametrize("kind", BAD)
def test_opening_a_bad_file_raises_and_changes_nothing(make_controller, tmp_path, kind):
    ctl = make_controller()
    play_some(ctl)
    good = ctl.record.dumps(ctl.state)
    content = _bad_files(good)[kind]
    bad = tmp_path / f"{kind}.json"
    bad.write_bytes(content if isinstance(content, bytes) else content.encode("utf-8"))
    autosave_before = autosave_path("tiny").read_bytes()
    state_before, actions_before = ctl.state.clone(), list(ctl.record.actions)
    with pytest.raises(RecordError) as info:
        GameController.open(bad)
    message = str(info.value)
    assert message.startswith(f"{kind}.json: ") and len(message) > len(bad.name) + 10
    assert WORDS.get(kind, "") in message
    assert "Error" not in message and "Traceback" not in message and "argument" not in message
    assert autosave_path("tiny").read_bytes() == autosave_before
    assert ctl.state == state_before and ctl.record.actions == actions_before


def test_a_missing_file_is_a_record_error(tmp_path):
    with pytest.raises(RecordError, match="cannot read"):
        GameController.open(tmp_path / "nowhere.json")


def _saved_with_other_content(ctl, edit=None) -> str:
    """The save the same game makes when its content was another (hashes made for that content)."""
    record = GameRecord(ctl.record.game_id, "made-with-other-content", ctl.record.options, ctl.record.seed,
                        list(ctl.record.actions))
    data = record.to_json(ctl.state)
    if edit:
        edit(data, record)
    return json.dumps(data)


def test_changed_content_version_opens_from_the_moves_only_when_agreed(make_controller, tmp_path):
    """Content changed and no saved position to check: told, never silent; opened when the player agrees."""
    ctl = make_controller()
    play_some(ctl)

    def no_snapshot(data, record):
        del data["snapshot"], data["snapshot_hash"], data["save_hash"]

    path = tmp_path / "old.json"
    path.write_text(_saved_with_other_content(ctl, no_snapshot), encoding="utf-8")
    with pytest.raises(UncheckedSave) as info:
        GameController.open(path)
    reasons = [str(r) for r in info.value.reasons]
    assert "saved with other content" in reasons[0] and "no saved position" in reasons[1]
    opened = GameController.open(path, open_unchecked=True)
    try:
        assert opened.state == ctl.state
        assert any("without a check" in str(w) for w in opened.warnings)
        assert opened.record.content_version == ctl.record.content_version
    finally:
        opened.shutdown()


def test_changed_content_whose_replay_reaches_the_saved_position_opens_checked(make_controller, tmp_path):
    ctl = make_controller()
    play_some(ctl)
    path = tmp_path / "same.json"
    path.write_text(_saved_with_other_content(ctl), encoding="utf-8")
    opened = GameController.open(path)
    try:
        assert opened.state == ctl.state and opened.record.content_version == ctl.record.content_version
    finally:
        opened.shutdown()


def test_changed_content_with_moves_that_no_longer_replay_opens_before_the_first(make_controller, tmp_path):
    ctl = make_controller()
    play_some(ctl)
    moves = len(ctl.record.actions)

    def stale(data, record):
        record.actions.append(Action.parse("p0 bid amount=3"))  # illegal now: it is the play phase
        data.update(record.to_json(ctl.state))

    path = tmp_path / "stale.json"
    path.write_text(_saved_with_other_content(ctl, stale), encoding="utf-8")
    with pytest.raises(UncheckedSave, match=f"move {moves + 1} .* not allowed by today's rules"):
        GameController.open(path)
    opened = GameController.open(path, open_unchecked=True)
    try:
        assert len(opened.record.actions) == moves and opened.state == ctl.state
    finally:
        opened.shutdown()


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


# ---- the game window's open path ------------------------------------------------------------
def _flush_deletes():
    from PySide6.QtCore import QCoreApplication, QEvent

    QCoreApplication.processEvents()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete.value)


def _window_with(qtbot, game, content, players, path):
    from desktop_app.engine.game import GameOptions
    from desktop_app.ui.game_window import GameWindow

    window = GameWindow(GameController.new(game, content, GameOptions.default(players, ["human"] * players), 3,
                                           autosave=False))
    qtbot.addWidget(window)
    window.controller.save(path)
    return window


@pytest.mark.parametrize(("game_id", "opens"), [("tiny", 40), ("gutenberg", 8)])
def test_opening_a_game_again_and_again_keeps_nothing_of_the_earlier_ones(qtbot, tmp_path, game_id, opens):
    """Issue 8: each Game > Open grew the app by 0.16-0.33 MB (every YAML node of every content
    load was kept by the shared YAML constructor). Objects are counted, not time or bytes."""
    import gc

    from desktop_app.engine.game import get_game
    from tests.support.tiny_game import TINY

    game = TINY if game_id == "tiny" else get_game(game_id)
    path = tmp_path / "again.board-table.json"
    window = _window_with(qtbot, game, game.load_content(), 2, path)

    def open_times(n):
        for _ in range(n):
            assert window.open_game(path)
            _flush_deletes()

    open_times(3)  # caches that fill once (translations, validators) fill here
    gc.collect()
    before = len(gc.get_objects())
    open_times(opens)
    gc.collect()
    growth = (len(gc.get_objects()) - before) / opens
    assert growth < 5, f"{growth:.0f} more objects after each open"
    window.close()


def test_a_game_that_cannot_be_shown_leaves_the_game_on_screen_running(qtbot, tmp_path, monkeypatch):
    """The new game's scene is built before the running game is shut down: if that fails the
    running game stays (its clock and computer seats too) and the player gets one message."""
    from desktop_app.ui import game_window, open_game
    from tests.support.tiny_game import TINY

    path = tmp_path / "shown.board-table.json"
    window = _window_with(qtbot, TINY, TINY.load_content(), 2, path)
    running = window.controller
    shown = []
    monkeypatch.setattr(game_window, "show_error", lambda parent, title, message: shown.append(message))
    monkeypatch.setattr(open_game, "show_error", lambda parent, title, message: shown.append(message))

    def broken(controller):
        raise RuntimeError("no scene")

    monkeypatch.setattr(game_window, "create_scene", broken)
    assert window.open_game(path) is False
    assert window.controller is running and not running._shut
    assert shown == ["shown.board-table.json: this file cannot be opened as a Board Table game"]
    assert running.submit(running.legal_actions(0)[0]) is None
    window.close()


def test_a_refused_file_in_the_window_is_one_message_in_the_chosen_language(qtbot, tmp_path, monkeypatch):
    from desktop_app.ui import game_window, open_game
    from desktop_app.ui.i18n import set_language
    from tests.support.tiny_game import TINY

    path = tmp_path / "zh.board-table.json"
    window = _window_with(qtbot, TINY, TINY.load_content(), 2, path)
    bad = tmp_path / "bad.board-table.json"
    bad.write_text(json.dumps(dict(json.loads(path.read_text(encoding="utf-8")), version=0)), encoding="utf-8")
    shown = []
    monkeypatch.setattr(game_window, "show_error", lambda parent, title, message: shown.append(message))
    monkeypatch.setattr(open_game, "show_error", lambda parent, title, message: shown.append(message))
    set_language("zh_TW", save=False)
    try:
        assert window.open_game(bad) is False
    finally:
        set_language("en", save=False)
    assert shown == ["bad.board-table.json：存檔的格式版本不明（0）"]
    window.close()


def test_names_from_the_new_game_dialog_always_make_a_save_that_opens(qtbot, tmp_path):
    """The dialog caps a name at MAX_NAME_LENGTH and drops control characters (a pasted tab): a
    name a save file would refuse can never start a game whose autosave then cannot be opened."""
    from desktop_app.engine.game import MAX_NAME_LENGTH
    from desktop_app.ui.new_game_dialog import NewGameDialog
    from tests.support.tiny_game import TINY

    dialog = NewGameDialog(TINY, TINY.load_content())
    qtbot.addWidget(dialog)
    dialog.seat_row(0).name.setText("N" * 200)
    dialog.seat_row(1).name.setText("Bo\tb\n")
    options, seed = dialog.result_options()
    assert [s.name for s in options.seats] == ["N" * MAX_NAME_LENGTH, "Bo b"]
    ctl = GameController.new(TINY, TINY.load_content(), options, seed, autosave=False)
    try:
        path = tmp_path / "named.board-table.json"
        ctl.save(path)
        opened = GameController.open(path, autosave=False)
        assert [s.name for s in opened.options.seats] == [s.name for s in options.seats]
        opened.shutdown()
    finally:
        ctl.shutdown()
