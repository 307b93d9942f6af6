"""``score``, ``replay`` and ``screenshot`` on the tiny game; every bad input exits 2 in one line."""

import json
import sys
import types

from desktop_app import __main__ as entry
from desktop_app.ai.selfplay import play_game
from desktop_app.engine import GameOptions
from desktop_app.engine.state import snapshot_hash
from tests.support.tiny_game import TINY

SHEET = "players:\n  - {name: Ann, cards: 12, coins: 5}\n  - {name: 小明, cards: 9, coins: 4}\n"


def _file(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def test_score_prints_a_table(run_cli, tmp_path):
    run = run_cli("score", "tiny", _file(tmp_path, "s.yaml", SHEET))
    assert run.code == 0
    lines = run.out.splitlines()
    assert lines[0] == "High Card Auction"
    assert any(line.split() == ["Cards", "played", "12", "9"] for line in lines)
    assert any(line.split() == ["Total", "14", "11"] for line in lines)
    assert "Winner: Ann" in lines
    zh = run_cli("score", "tiny", tmp_path / "s.yaml", "--lang", "zh")
    assert zh.out.splitlines()[0] == "高牌拍賣" and "勝者: Ann" in zh.out


def test_score_json_shape(run_cli, tmp_path):
    run = run_cli("score", "tiny", _file(tmp_path, "s.yaml", SHEET), "--json")
    data = json.loads(run.out)
    assert data["game"] == "tiny" and data["winners"] == ["Ann"] and data["tie_break"] == ""
    assert data["players"][1] == {"name": "小明", "total": 11, "rank": 2, "categories": {"cards": 9, "coins": 2}}


def test_score_pdf_goes_through_the_reports_module(run_cli, tmp_path, monkeypatch):
    import desktop_app.reports as reports

    calls = []

    def fake_export_pdf(sheet, path, lang="en"):
        calls.append((sheet.players[0].name, path, lang))
        return 1

    monkeypatch.setattr(reports, "export_pdf", fake_export_pdf, raising=False)
    out = tmp_path / "out.pdf"
    run = run_cli("score", "tiny", _file(tmp_path, "s.yaml", SHEET), "--pdf", out)
    assert run.code == 0 and calls == [("Ann", out, "en")] and f"wrote {out} (1 page)" in run.err


def test_bad_score_input_exits_2_with_one_line(run_cli, tmp_path):
    cases = [
        (["tiny", tmp_path / "absent.yaml"], "absent.yaml: no such file"),
        (["tiny", _file(tmp_path, "syntax.yaml", "players:\n  - {name: Ann, cards: 1\n  - {name: B}\n")],
         "syntax.yaml:3: YAML syntax"),
        (["tiny", _file(tmp_path, "neg.yaml", "players:\n  - {name: Ann, cards: -2, coins: 1}\n")],
         "neg.yaml: player 'Ann': cards: must be a whole number ≥ 0"),
        (["tiny", _file(tmp_path, "list.yaml", "- 1\n- 2\n")], "a score sheet is a mapping"),
        (["gutenberg-deluxe", tmp_path / "neg.yaml"], "unknown game"),
    ]
    for argv, message in cases:
        run = run_cli("score", *argv)
        assert run.code == 2 and len(run.err_lines) == 1, (argv, run.err)
        assert message in run.err_lines[0] and "Traceback" not in run.err


def _save(tmp_path, name="game.json", edit=None):
    content = TINY.load_content()
    result = play_game(TINY, content, GameOptions.default(2), 6, ["random", "easy"], max_actions=9)
    data = result.record.to_json(result.state)
    if edit:
        edit(data)
    return _file(tmp_path, name, json.dumps(data))


def test_replay_and_replay_check(run_cli, tmp_path):
    save = _save(tmp_path)
    run = run_cli("replay", save)
    assert run.code == 0 and run.out.startswith("tiny: 9 actions replayed (game in progress)")
    run = run_cli("replay", save, "--check")
    assert run.code == 0 and run.out.startswith("OK: 9 actions replayed") and run.err == ""


def test_replay_check_of_an_edited_saved_position_is_refused(run_cli, tmp_path):
    def tamper(data):
        data["snapshot"]["coins"][1] += 1
        data["snapshot_hash"] = snapshot_hash(data["snapshot"])

    run = run_cli("replay", _save(tmp_path, edit=tamper), "--check")
    assert run.code == 2 and len(run.err_lines) == 1
    assert "the save file was edited: the saved position was changed" in run.err


def test_replay_check_of_an_earlier_format_that_differs_names_the_first_difference(run_cli, tmp_path):
    """A format-1 file (no hashes) whose moves lead elsewhere: cannot be checked, and where it differs."""
    def earlier(data):
        data["snapshot"]["coins"][1] += 1
        data["snapshot_hash"] = snapshot_hash(data["snapshot"])
        for key in ("setup_hash", "move_hashes", "save_hash", "played_seconds"):
            del data[key]
        data["version"] = 1

    save = _save(tmp_path, edit=earlier)
    run = run_cli("replay", save, "--check")
    assert run.code == 2 and len(run.err_lines) == 1
    assert "cannot be checked against the saved game: it was saved by an earlier Board Table" in run.err
    assert "(first difference at coins[1])" in run.err
    run = run_cli("replay", save)
    assert run.code == 0 and run.out.startswith("note: opened from its moves without a check: it was saved by an")


def test_bad_replay_input_exits_2_with_one_line(run_cli, tmp_path):
    good = _save(tmp_path).read_text()

    def illegal(data):
        data["actions"][0] = "p0 bid amount=42"

    def no_snapshot(data):
        del data["snapshot"], data["snapshot_hash"]

    cases = [
        ([tmp_path / "absent.json"], "no such file"),
        ([_file(tmp_path, "cut.json", good[: len(good) // 2])], "corrupt or truncated"),
        ([_file(tmp_path, "foreign.json", '{"hello": 1}')], "not a Board Table save file"),
        ([_save(tmp_path, "illegal.json", illegal)], "they part from the saved game at move 1 (p0 bid amount=42)"),
        ([_save(tmp_path, "nosnap.json", no_snapshot), "--check"], "no saved position to check its moves against"),
    ]
    for argv, message in cases:
        run = run_cli("replay", *argv)
        assert run.code == 2 and len(run.err_lines) == 1, (argv, run.err)
        assert message in run.err_lines[0] and "Traceback" not in run.err


def _fake_screenshot_module(monkeypatch, calls):
    module = types.ModuleType("desktop_app.ui.screenshot")

    def render_screenshot(out, game_id=None, players=None, seed=1, after=0, lang=None, size=(1400, 900)):
        if seed == 13:
            raise ValueError("seed 13 is unlucky")
        calls.append((out, game_id, players, seed, after, lang, size))

    module.render_screenshot = render_screenshot
    monkeypatch.setitem(sys.modules, "desktop_app.ui.screenshot", module)


def test_screenshot_calls_the_ui_renderer(run_cli, tmp_path, monkeypatch):
    calls = []
    _fake_screenshot_module(monkeypatch, calls)
    out = tmp_path / "shot.png"
    assert run_cli("screenshot", out).code == 0
    run = run_cli("screenshot", out, "--game", "tiny", "--players", "3", "--seed", "4", "--after", "5",
                  "--size", "1366x768", "--lang", "zh_TW")
    assert run.code == 0 and run.out == f"wrote {out}\n"
    assert calls == [(out, None, None, 1, 0, None, (1400, 900)), (out, "tiny", 3, 4, 5, "zh_TW", (1366, 768))]


def test_bad_screenshot_input_exits_2_with_one_line(run_cli, tmp_path, monkeypatch):
    _fake_screenshot_module(monkeypatch, [])
    out = tmp_path / "shot.png"
    for argv, message in [(["--game", "chess"], "unknown game 'chess'"),
                          (["--game", "tiny", "--players", "9"], "not 9"),
                          (["--after", "3"], "need --game"),
                          (["--game", "tiny", "--seed", "13"], "seed 13 is unlucky"),
                          (["--size", "big"], "--size must look like 1366x768")]:
        run = run_cli("screenshot", out, *argv)
        assert run.code == 2 and len(run.err_lines) == 1 and message in run.err_lines[0]


def test_no_arguments_start_the_gui(monkeypatch):
    module = types.ModuleType("desktop_app.ui.app")
    seen = []
    module.run_gui = lambda argv: seen.append(argv) or 0
    monkeypatch.setitem(sys.modules, "desktop_app.ui.app", module)
    monkeypatch.setattr(sys, "argv", ["board-table"])
    assert entry.main([]) == 0 and seen == [["board-table"]]


def test_a_gui_that_cannot_start_is_one_line_and_exit_1(monkeypatch, capsys):
    module = types.ModuleType("desktop_app.ui.app")

    def run_gui(argv):
        raise RuntimeError("no screen\nat all")

    module.run_gui = run_gui
    monkeypatch.setitem(sys.modules, "desktop_app.ui.app", module)
    assert entry.main([]) == 1
    assert capsys.readouterr().err == "error: the desktop app could not start: RuntimeError: no screen at all\n"


def test_score_pdf_is_a_real_pdf(run_cli, tmp_path):
    out = tmp_path / "sheet.pdf"
    run = run_cli("score", "tiny", _file(tmp_path, "s.yaml", SHEET), "--pdf", out, "--lang", "zh")
    assert run.code == 0 and out.read_bytes().startswith(b"%PDF")
    bad = run_cli("score", "tiny", tmp_path / "s.yaml", "--pdf", tmp_path / "no" / "dir" / "x.pdf")
    assert bad.code == 2 and len(bad.err_lines) == 1 and "cannot write the PDF" in bad.err
