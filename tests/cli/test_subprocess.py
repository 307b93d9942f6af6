"""``python -m desktop_app`` as a real process: bad input is exit 2 with one stderr line."""

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def _run(*argv):
    return subprocess.run([sys.executable, "-m", "desktop_app", *map(str, argv)], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)


@pytest.mark.parametrize(("argv", "message"), [
    (["simulate", "--game", "viscounts", "--players", "5"], "error: viscounts is for 1–4 players, not 5"),
    (["score", "no-such-game", "sheet.yaml"], "error: unknown game 'no-such-game'"),
    (["simulate", "--game", "tiny", "--games", "many"], "error: board-table simulate: argument --games"),
    (["simulate", "--game", "tiny"], "error: unknown game 'tiny'"),  # registered only inside pytest
])
def test_bad_input_in_a_real_process(argv, message):
    done = _run(*argv)
    assert done.returncode == 2 and done.stdout == ""
    assert len(done.stderr.splitlines()) == 1 and done.stderr.startswith(message)
    assert "Traceback" not in done.stderr


def test_corrupt_save_in_a_real_process(tmp_path):
    save = tmp_path / "save.json"
    save.write_text('{"format": "board-table-record", "version": 1, "game": "gutenb')
    done = _run("replay", save, "--check")
    assert done.returncode == 2 and done.stderr.strip().endswith("the save file is corrupt or truncated (line 1)")
    assert len(done.stderr.splitlines()) == 1


def test_help_is_exit_0():
    done = _run("--help")
    assert done.returncode == 0 and "simulate" in done.stdout and done.stderr == ""


def test_simulate_a_real_game_in_a_real_process():
    done = _run("simulate", "--game", "gutenberg", "--players", "2", "--games", "2", "--seed", "3")
    assert done.returncode == 0 and "Traceback" not in done.stderr
    summary = json.loads(done.stdout)
    assert summary["games"] == 2 and summary["errors"] == [] and summary["actions"] > 0
    assert len(summary["wins_by_seat"]) == len(summary["mean_score_by_seat"]) == 2


@pytest.mark.parametrize("argv", [
    ["score", "viscounts", "examples/viscounts_final.yaml"],
    ["score", "gutenberg", "examples/gutenberg_final.yaml", "--json"],
    ["validate-content"],
])
def test_a_closed_pipe_stops_quietly(argv):
    """``… | head -1``: the reader is gone before the command writes; no error line, status 141."""
    read_end, write_end = os.pipe()
    os.close(read_end)
    try:
        done = subprocess.run([sys.executable, "-m", "desktop_app", *argv], cwd=ROOT, stdout=write_end,
                              stderr=subprocess.PIPE, text=True, timeout=60)
    finally:
        os.close(write_end)
    assert done.stderr == ""
    assert done.returncode == 141
