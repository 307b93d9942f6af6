"""``simulate`` and ``validate-content`` on the tiny game (registered by tests/conftest.py)."""

import json

import pytest

from desktop_app.engine import Action, PlayerScore
from desktop_app.engine import game as registry
from desktop_app.engine.game import GameInfo, OptionSpec
from tests.support.tiny_game import TinyGame, TinyState

SUMMARY_KEYS = {"games", "errors", "seconds", "games_per_s", "actions_per_s", "mean_score_by_seat",
                "wins_by_seat", "median_decision_ms_by_seat"}


def test_simulate_prints_one_json_summary(run_cli):
    run = run_cli("simulate", "--game", "tiny", "--players", "3", "--games", "4", "--seed", "10",
                  "--bots", "random,greedy,random")
    assert run.code == 0 and run.err == ""
    summary = json.loads(run.out)
    assert SUMMARY_KEYS <= set(summary)
    assert summary["games"] == 4 and summary["errors"] == [] and summary["bots"] == ["random", "easy", "random"]
    assert summary["actions"] == 4 * 18 and summary["actions_per_s"] > 0 and summary["games_per_s"] > 0
    assert len(summary["mean_score_by_seat"]) == 3 and sum(summary["wins_by_seat"]) >= 4
    assert all(ms is not None and ms >= 0 for ms in summary["median_decision_ms_by_seat"])
    for median, p90, longest in zip(summary["median_decision_ms_by_seat"], summary["p90_decision_ms_by_seat"],
                                    summary["max_decision_ms_by_seat"], strict=True):
        assert median <= p90 <= longest


def test_simulate_reports_each_failing_game_with_its_seed(run_cli, monkeypatch):
    class Cheat(TinyGame):
        id = "tiny-cheat"

        def choose_action(self, view, player, level, budget_s, rng):
            return Action.make(player, "bid", amount=99) if player == 1 else None

    monkeypatch.setitem(registry._LOADED, "tiny-cheat", Cheat())
    run = run_cli("simulate", "--game", "tiny-cheat", "--games", "2", "--seed", "40")
    summary = json.loads(run.out)
    assert run.code == 0 and [e["seed"] for e in summary["errors"]] == [40, 41]
    assert "TINY-BID" in summary["errors"][0]["error"]


def test_simulate_invariant_hook_of_the_game_is_used(run_cli, monkeypatch):
    class Strict(TinyGame):
        id = "tiny-strict"

        def check_invariants(self, state):
            return ["someone still holds coins"] if any(state.coins) else []

    monkeypatch.setitem(registry._LOADED, "tiny-strict", Strict())
    summary = json.loads(run_cli("simulate", "--game", "tiny-strict", "--games", "1").out)
    assert summary["errors"] == [{"seed": 1, "error": "someone still holds coins"}]


@pytest.mark.parametrize(("argv", "message"), [
    (["simulate", "--game", "chess"], "unknown game 'chess'"),
    (["simulate", "--game", "tiny", "--players", "7"], "tiny is for 2–4 players, not 7"),
    (["simulate", "--game", "tiny", "--players", "two"], "invalid int value"),
    (["simulate", "--game", "tiny", "--bots", "smart"], "--bots: unknown bot level 'smart'"),
    (["simulate", "--game", "tiny", "--players", "3", "--bots", "easy,easy"], "give one level for every seat"),
    (["simulate", "--game", "tiny", "--games", "0"], "--games must be at least 1"),
    (["simulate"], "the following arguments are required: --game"),
    (["teleport"], "invalid choice: 'teleport'"),
    ([], "give a command"),
])
def test_bad_simulate_input_exits_2_with_one_line(run_cli, argv, message):
    run = run_cli(*argv) if argv else run_cli()
    assert run.code == 2 and run.out == ""
    assert len(run.err_lines) == 1 and message in run.err_lines[0] and "Traceback" not in run.err


def test_an_internal_error_is_one_line_and_exit_1(run_cli, monkeypatch):
    class Broken(TinyGame):
        id = "tiny-broken"

        def load_content(self, pack_dirs=()):
            raise RuntimeError("disk on fire\nsecond line")

    monkeypatch.setitem(registry._LOADED, "tiny-broken", Broken())
    run = run_cli("simulate", "--game", "tiny-broken")
    assert run.code == 1 and run.err_lines == ["error: internal error: RuntimeError: disk on fire second line"]


def _pack(tmp_path, text, folder="tiny"):
    (tmp_path / folder).mkdir(parents=True)
    (tmp_path / folder / "tiny.yaml").write_text(text, encoding="utf-8")
    return tmp_path


def test_validate_content_accepts_a_good_pack(run_cli, tmp_path):
    run = run_cli("validate-content", _pack(tmp_path, "rounds: 4\n"))
    assert run.code == 0 and run.out.startswith("OK tiny: ") and run.err == ""
    run = run_cli("validate-content", tmp_path / "tiny", "--game", "tiny")
    assert run.code == 0 and run.out.startswith("OK tiny: ")


def test_validate_content_names_file_line_and_field(run_cli, tmp_path):
    run = run_cli("validate-content", _pack(tmp_path, "deck: [1, 2]\nrounds: many\n"))
    assert run.code == 2 and len(run.err_lines) == 1
    assert run.err_lines[0].startswith(f"{tmp_path / 'tiny' / 'tiny.yaml'}:2: rounds: ")


def test_validate_content_refuses_unknown_and_unimplemented_folders(run_cli, tmp_path, monkeypatch):
    soon = GameInfo("someday", {"en": "Someday", "zh": "有朝一日"}, 1, 4, "", "")
    monkeypatch.setitem(registry._LIBRARY, soon.id, soon)
    _pack(tmp_path, "rounds: 2\n", "checkers")
    _pack(tmp_path, "rounds: 2\n", "someday")
    run = run_cli("validate-content", tmp_path)
    assert run.code == 2 and len(run.err_lines) == 2
    assert "checkers: not a game folder" in run.err and "someday is not implemented yet" in run.err


@pytest.mark.parametrize("setup", ["missing", "loose-yaml", "empty"])
def test_validate_content_bad_folder_is_one_line(run_cli, tmp_path, setup):
    if setup == "loose-yaml":
        (tmp_path / "tiny.yaml").write_text("rounds: 2\n")
    folder = tmp_path / "nope" if setup == "missing" else tmp_path
    run = run_cli("validate-content", folder)
    assert run.code == 2 and len(run.err_lines) == 1 and "Traceback" not in run.err


class _RivalState(TinyState):
    """A sheet with one more line than there are seats (like a solo game's automated rival)."""

    def score_sheet(self):
        sheet = super().score_sheet()
        sheet.players.append(PlayerScore("Rival", {}, 999))
        sheet.winners = [len(sheet.players) - 1]
        return sheet


def test_simulate_counts_a_winning_rival_apart_from_the_seats(run_cli, monkeypatch):
    class WithRival(TinyGame):
        id = "tiny-rival"

        def new_state(self, options, content, seed):
            return _RivalState.from_json(super().new_state(options, content, seed).to_json(), content)

        def state_from_json(self, data, content):
            return _RivalState.from_json(data, content)

    monkeypatch.setitem(registry._LOADED, "tiny-rival", WithRival())
    summary = json.loads(run_cli("simulate", "--game", "tiny-rival", "--players", "2", "--games", "3").out)
    assert summary["errors"] == [] and summary["wins_by_seat"] == [0, 0]
    assert summary["wins_by_other"] == {"Rival": 3} and len(summary["mean_score_by_seat"]) == 2


def test_validate_content_checks_every_pack_of_a_packs_folder(run_cli, tmp_path):
    _pack(tmp_path / "good", "rounds: 4\n")
    _pack(tmp_path / "bad", "max_bid: lots\n")
    run = run_cli("validate-content", tmp_path)
    assert run.code == 2 and run.out.startswith(f"OK tiny: {tmp_path / 'good' / 'tiny'}")
    assert run.err_lines == [f"{tmp_path / 'bad' / 'tiny' / 'tiny.yaml'}:1: max_bid: "
                             "expected a whole number, not 'lots'"]


def test_the_progress_bar_goes_to_the_given_stream_only():
    import io

    from desktop_app.cli_simulate import simulate
    from tests.support.tiny_game import TINY

    stream = io.StringIO()
    summary = simulate(TINY, 2, 3, 5, ["random", "random"], progress=stream)
    assert summary["games"] == 3
    assert stream.getvalue().count("\r[") == 3 and "3/3 games" in stream.getvalue()


class _WithOptions(TinyGame):
    id = "tiny-options"

    def option_specs(self, content):
        return [OptionSpec("fast", {"en": "Fast", "zh": "快"}),
                OptionSpec("deck", {"en": "Deck", "zh": "牌"}, "choice", "short",
                           (("short", {"en": "Short", "zh": "短"}), (3, {"en": "Three", "zh": "三"})))]

    def new_state(self, options, content, seed):
        if options.variants.get("fast") and options.variants.get("deck") == 3:
            raise ValueError("a fast game needs the short deck")
        return super().new_state(options, content, seed)


def test_simulate_passes_variants_checked_against_the_option_specs(run_cli, monkeypatch):
    monkeypatch.setitem(registry._LOADED, "tiny-options", _WithOptions())
    run = run_cli("simulate", "--game", "tiny-options", "--games", "1", "--variant", "fast=true",
                  "--variant", "deck=short")
    assert run.code == 0 and json.loads(run.out)["variants"] == {"fast": True, "deck": "short"}
    assert json.loads(run_cli("simulate", "--game", "tiny-options", "--games", "1",
                              "--variant", "deck=3").out)["variants"] == {"deck": 3}
    for argv, message in [(["--variant", "slow=true"], "has no option 'slow' (known: fast, deck)"),
                          (["--variant", "fast"], "expected KEY=VALUE"),
                          (["--variant", "fast=sometimes"], "fast is yes/no"),
                          (["--variant", "deck=long"], "deck is one of short, 3, not 'long'"),
                          (["--variant", "fast=true", "--variant", "deck=3"], "a fast game needs the short deck")]:
        bad = run_cli("simulate", "--game", "tiny-options", *argv)
        assert bad.code == 2 and len(bad.err_lines) == 1 and message in bad.err_lines[0], bad.err


@pytest.mark.parametrize(("game", "rounds"), [("gutenberg", 6), ("fit-to-print", 3)])
def test_simulate_reports_the_rounds_each_game_lasted(run_cli, game, rounds):
    run = run_cli("simulate", "--game", game, "--players", "2", "--games", "2", "--bots", "random")
    summary = json.loads(run.out)
    assert run.code == 0 and summary["errors"] == []
    assert summary["mean_rounds"] == rounds and summary["median_rounds"] == rounds


def test_simulate_has_no_rounds_for_a_game_without_them(run_cli):
    summary = json.loads(run_cli("simulate", "--game", "tiny", "--players", "2", "--games", "1").out)
    assert summary["mean_rounds"] is None and summary["median_rounds"] is None
