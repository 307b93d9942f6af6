"""Benchmark figures that need Qt, each measured in a fresh offscreen subprocess.

- cold start: the time from launching the app until its main window is shown, as a ratio to
  a bare ``QApplication`` + ``QMainWindow`` script launched the same way in the same run;
- peak RSS (``ru_maxrss``) of the app with a game open.

The app is started through ``desktop_app.ui.app.run_gui`` with ``QApplication.exec`` replaced
by a function that processes pending events, reports and returns, so the real start-up path
is measured without an event loop that never ends.
"""

from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

BARE_SCRIPT = """
import sys
from PySide6.QtWidgets import QApplication, QMainWindow
app = QApplication(sys.argv[:1])
window = QMainWindow()
window.resize(1280, 800)
window.show()
app.processEvents()
print("SHOWN", flush=True)
"""

APP_SCRIPT = """
import json, resource, sys
from PySide6.QtWidgets import QApplication, QMainWindow

OPEN_GAME = sys.argv[1] if len(sys.argv) > 1 else ""


def _report(app):
    app.processEvents()
    windows = [w for w in app.topLevelWidgets() if isinstance(w, QMainWindow) and w.isVisible()]
    if not windows:
        print("NOT-SHOWN", flush=True)
        return 0
    print("SHOWN", flush=True)
    if OPEN_GAME:
        from desktop_app.engine.game import GameOptions, Seat
        main = windows[0]
        seats = [Seat("Ann", "", "human")] + [Seat(f"Bot {i}", "", "normal") for i in (1, 2, 3)]
        opened = main.start_game(OPEN_GAME, GameOptions(seats), 1) if hasattr(main, "start_game") else None
        for _ in range(20):
            app.processEvents()
        rss_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
        print("RSS " + json.dumps({"kb": rss_kb, "game_open": opened is not None}), flush=True)
    return 0


QApplication.exec = _report
from desktop_app.ui.app import run_gui
sys.exit(run_gui(sys.argv[:1]))
"""


def _env(data_dir: str) -> dict[str, str]:
    env = dict(os.environ)
    env["QT_QPA_PLATFORM"] = "offscreen"
    env["BOARD_TABLE_DATA_DIR"] = data_dir
    env["XDG_CONFIG_HOME"] = str(Path(data_dir) / "config")
    return env


def _launch(script: str, args: list[str], env: dict[str, str], timeout: float = 90) -> tuple[float, list[str]]:
    """Seconds until the script printed SHOWN, and all its output lines."""
    started = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", script, *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, env=env)
    lines: list[str] = []
    shown_at = None
    assert proc.stdout is not None
    for line in proc.stdout:
        lines.append(line.strip())
        if line.strip() == "SHOWN" and shown_at is None:
            shown_at = time.perf_counter() - started
    try:
        _, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        raise RuntimeError("timed out") from None
    if shown_at is None:
        last = (err.strip().splitlines() or lines or ["no output"])[-1]
        raise RuntimeError(f"no window was shown ({last})")
    return shown_at, lines


def cold_start(repeats: int = 3) -> dict[str, Any]:
    """Median launch-to-shown seconds of the app and of a bare Qt window, and their ratio."""
    with tempfile.TemporaryDirectory() as data_dir:
        env = _env(data_dir)
        app_times, bare_times = [], []
        for _ in range(repeats):
            bare_times.append(_launch(BARE_SCRIPT, [], env)[0])
            app_times.append(_launch(APP_SCRIPT, [], env)[0])
    app_s, bare_s = statistics.median(app_times), statistics.median(bare_times)
    return {"app_s": round(app_s, 3), "bare_qt_s": round(bare_s, 3), "ratio": round(app_s / bare_s, 2)}


def peak_rss(game_id: str) -> dict[str, Any]:
    """Peak resident memory (MiB) of the app with ``game_id`` open (1 human + 3 computer seats)."""
    with tempfile.TemporaryDirectory() as data_dir:
        _, lines = _launch(APP_SCRIPT, [game_id], _env(data_dir))
    for line in lines:
        if line.startswith("RSS "):
            data = json.loads(line[4:])
            return {"game": game_id, "peak_rss_mib": round(data["kb"] / 1024, 1), "game_open": data["game_open"]}
    raise RuntimeError("the app did not report its memory")
