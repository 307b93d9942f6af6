"""Fuzzed save files through the app's open path, the ``replay`` command and the game window.

For every mutant (``mutations.py``): refused with a message in the player's words, or accepted
and valid (see ``harness.py``) — and the running game and its autosave never change. The
default run tries a few hundred files; ``-m slow`` a few thousand.
"""

from __future__ import annotations

import contextlib
import io
import json
from pathlib import Path

import pytest

from desktop_app import cli
from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.loading import load_save
from desktop_app.controllers.paths import autosave_path
from desktop_app.engine.action import TABLE
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import MAX_ACTIONS, RecordError
from tests.fuzz.harness import COUNTS, Hang, player_words, time_limit
from tests.fuzz.mutations import corpus, too_large
from tests.support.tiny_game import TINY


@pytest.fixture
def running(qtbot, cached_content):
    """A running tiny game with autosave on: what must never change while files are opened."""
    ctl = GameController.new(TINY, TINY.load_content(), GameOptions([Seat("Ann"), Seat("Bob")]), 11)
    ctl.set_animation_speed(0)
    qtbot.wait(1)
    yield ctl
    ctl.shutdown()


def _one_more_move(opened: GameController, tmp: Path) -> str | None:
    """Play one legal move on the opened game, save, open again: None when all is well."""
    state = opened.state
    acting = [p for p in state.players_to_act() if p != TABLE] or state.players_to_act()
    if acting:
        action = state.legal_actions(acting[0])[0]
        state.apply(action)
        opened.record.actions.append(action)
    tmp.write_text(opened.record.dumps(state), encoding="utf-8")
    again = load_save(tmp)
    if again.state.to_json() != state.to_json():
        return "after one more move the save no longer opens to the same game"
    return None


def open_in_app(path: Path, running: GameController, game_id: str, family: str, suite: str = "saves") -> str:
    """The app's open path on one file; returns "refused" or "accepted" (failures are recorded)."""
    autosave = autosave_path(running.game.id).read_bytes()
    before = json.dumps(running.state.to_json(), sort_keys=True)
    outcome = "failed"
    try:
        with time_limit():
            opened = GameController.open(path, autosave=False)
    except RecordError as exc:
        message = str(exc)
        if not message.startswith(f"{path.name}: ") or not player_words(message):
            COUNTS.fail(game_id, suite, family, f"message not in player words: {message[:200]}")
        else:
            outcome = "refused"
    except Hang as exc:
        COUNTS.fail(game_id, suite, family, f"hang: {exc}")
    except Exception as exc:  # noqa: BLE001 - the point of the fuzz: nothing else may escape
        COUNTS.fail(game_id, suite, family, f"{type(exc).__name__}: {str(exc)[:200]}")
    else:
        try:
            replayed = opened.record.replay(opened.game, opened.content)
            problem = None if replayed.to_json() == opened.state.to_json() else "the state is not the replay"
            problem = problem or _one_more_move(opened, path.with_suffix(".again.json"))
        except Exception as exc:  # noqa: BLE001
            problem = f"accepted but not valid: {type(exc).__name__}: {exc}"
        finally:
            opened.shutdown()
        if problem:
            COUNTS.fail(game_id, suite, family, problem)
        else:
            outcome = "accepted"
    if json.dumps(running.state.to_json(), sort_keys=True) != before:
        COUNTS.fail(game_id, suite, family, "the running game changed")
    if autosave_path(running.game.id).read_bytes() != autosave:
        COUNTS.fail(game_id, suite, family, "the autosave changed")
    if outcome != "failed":
        COUNTS.add(game_id, suite, family, outcome)
    return outcome


def replay_on_command_line(path: Path, game_id: str, family: str, app_outcome: str) -> None:
    """``replay SAVE --check``: exit 0, or 2 with one line in the player's words (never 1)."""
    err = io.StringIO()
    try:
        with time_limit(), contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(err):
            code = cli.main(["replay", str(path), "--check"])
    except Hang as exc:
        COUNTS.fail(game_id, "replay", family, f"hang: {exc}")
        return
    lines = [line for line in err.getvalue().splitlines() if line.strip()]
    if code == 0 and not lines:
        if app_outcome == "refused":
            COUNTS.fail(game_id, "replay", family, "replay --check accepts a file the app refuses")
        else:
            COUNTS.add(game_id, "replay", family, "accepted")
    elif code == 2 and len(lines) == 1 and player_words(lines[0].removeprefix("error: ")):
        COUNTS.add(game_id, "replay", family, "refused")
    else:
        COUNTS.fail(game_id, "replay", family, f"exit {code}: {' | '.join(lines)[:200]}")


def _run(base_saves, running, tmp_path, per_family, seed):
    failures_before = len(COUNTS.failures)
    inputs = corpus(base_saves, per_family, seed)
    for n, (game_id, family, data) in enumerate(inputs):
        path = tmp_path / f"{game_id}-{family}-{n}.board-table.json"
        path.write_bytes(data)
        outcome = open_in_app(path, running, game_id, family)
        replay_on_command_line(path, game_id, family, outcome)
        path.unlink()
    new = COUNTS.failures[failures_before:]
    assert not new, f"{len(new)} of {len(inputs)} fuzzed saves failed:\n" + "\n".join(new[:15])


def test_fuzzed_saves_are_refused_or_open_valid(base_saves, running, tmp_path):
    _run(base_saves, running, tmp_path, per_family=5, seed=1)


def test_a_file_far_too_large_is_refused_at_once(base_saves, running, tmp_path):
    path = tmp_path / "huge.board-table.json"
    path.write_bytes(too_large(base_saves["tiny"], None))
    assert open_in_app(path, running, "tiny", "too_large") == "refused"
    replay_on_command_line(path, "tiny", "too_large", "refused")
    assert not [f for f in COUNTS.failures if "too_large" in f]


def test_a_save_of_repeated_moves_up_to_the_limit_is_refused_in_time(base_saves, running, tmp_path):
    """Found by the fuzzer on a solo Unconscious Mind save: 82 moves repeated 3,000 times (246,000,
    under MAX_ACTIONS) took over 5 s to read, one parse per move; a text is now parsed once."""
    data = json.loads(base_saves["viscounts"])
    data["actions"] = (data["actions"] * (MAX_ACTIONS // len(data["actions"])))[:MAX_ACTIONS]
    path = tmp_path / "repeated.board-table.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    assert open_in_app(path, running, "viscounts", "repeated_moves") == "refused"
    replay_on_command_line(path, "viscounts", "repeated_moves", "refused")
    assert not [f for f in COUNTS.failures if "repeated_moves" in f]


@pytest.mark.slow
def test_long_run_of_fuzzed_saves(base_saves, running, tmp_path):
    _run(base_saves, running, tmp_path, per_family=40, seed=2)


def test_fuzzed_saves_through_the_game_window_leave_the_game_on_screen(base_saves, qtbot, tmp_path, monkeypatch,
                                                                      cached_content):
    """Game > Open in the window: a refused file is one message box and the same game stays (a file that
    cannot be checked is one question, declined here)."""
    from desktop_app.ui import game_window
    from desktop_app.ui.game_window import GameWindow

    shown: list[str] = []
    monkeypatch.setattr(game_window, "show_error", lambda parent, title, message: shown.append(message))
    monkeypatch.setattr("desktop_app.ui.open_game.show_error", lambda parent, title, message: shown.append(message))

    def decline(parent, unchecked):  # the player is told why it cannot be checked, and does not open it
        shown.append(str(unchecked))
        return False

    monkeypatch.setattr("desktop_app.ui.unchecked_save.ask_open_unchecked", decline)
    base = tmp_path / "base.board-table.json"
    base.write_text(base_saves["tiny"], encoding="utf-8")
    window = GameWindow(GameController.open(base))
    qtbot.addWidget(window)
    inputs = [i for i in corpus(base_saves, 1, 3) if i[0] in ("tiny", "fit-to-print")]
    for n, (game_id, family, data) in enumerate(inputs):
        path = tmp_path / f"w{n}.board-table.json"
        path.write_bytes(data)
        controller, before, messages = window.controller, json.dumps(window.controller.state.to_json()), len(shown)
        try:
            with time_limit():
                opened = window.open_game(path)
        except Exception as exc:  # noqa: BLE001
            COUNTS.fail(game_id, "window", family, f"{type(exc).__name__}: {exc}")
            continue
        if not opened:
            ok = (window.controller is controller and json.dumps(controller.state.to_json()) == before
                  and len(shown) == messages + 1 and player_words(shown[-1]))
            if ok:
                COUNTS.add(game_id, "window", family, "refused")
            else:
                COUNTS.fail(game_id, "window", family, "game on screen changed")
        else:
            ok = window.controller is not controller and window.scene is not None
            if ok:
                COUNTS.add(game_id, "window", family, "accepted")
            else:
                COUNTS.fail(game_id, "window", family, "not shown")
            window.open_game(base)
    window.close()
    failures = [f for f in COUNTS.failures if f.startswith("window /")]
    assert not failures, "\n".join(failures[:10])
