"""``make bench``: speed and size figures, one per line, then one JSON object with all of them.

Figures (each skipped with the reason when its part does not exist yet):
- python-chess random self-play (``shared/bench/chess_reference.py``, a subprocess, ~5 s) as the
  reference, and each implemented engine's random self-play actions/s as a ratio to it;
- ``simulate`` runs (fit-to-print and viscounts 4 players normal bots, gutenberg 4 players random
  bots, unconscious-mind 2 players normal bots with its median rounds; 50 / 50 / 50 / 20 games or
  fewer under a time cap, which the line then says);
- median bot decision time per level per game;
- cold start to a shown main window as a ratio to a bare Qt window (subprocesses, offscreen);
- content load and validation time of every game;
- peak RSS of the app with a game open;
- Fit To Print: normal editors' page quality against random legal layouts, and the median paint
  time per frame while a tile is dragged across a page with all 128 tiles on the table;
- Fit To Print in the app's real-time setting (``simulate --through-app``: through the controller
  on a virtual clock, the bots' thread at half speed as on a busy 2-core machine): per level and
  player count (one simulated person and N-1 editors; solo: one editor) the editors' mean game
  score, lowest day, tiles taken and returned per day and longest response, and whether
  hard >= normal >= easy at 2, 4 and 6 players.

usage: python -m desktop_app.bench [--quick]
"""

from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from desktop_app.engine.action import TABLE
from desktop_app.engine.game import Game, GameOptions, game_ids, get_game

ROOT = Path(__file__).resolve().parents[1]
CHESS_REFERENCE = ROOT.parent / "shared" / "bench" / "chess_reference.py"
SIMULATIONS = [
    ("fit-to-print", 4, 50, "normal"),
    ("gutenberg", 4, 50, "random"),
    ("viscounts", 4, 50, "normal"),
    ("unconscious-mind", 2, 20, "normal"),
]


class Bench:
    """Collects figures: prints each as one line and keeps it for the final JSON."""

    def __init__(self, quick: bool) -> None:
        self.quick = quick
        self.figures: dict[str, Any] = {}
        self.skipped: dict[str, str] = {}

    def line(self, key: str, value: Any, text: str) -> None:
        self.figures[key] = value
        print(f"{key}: {text}", flush=True)

    def skip(self, key: str, why: str) -> None:
        self.skipped[key] = why
        print(f"{key}: skipped ({why})", flush=True)

    def measure(self, key: str, func, *args) -> Any:
        """Run one measurement; an exception skips the figure with its one-line reason."""
        try:
            return func(*args)
        except Exception as exc:  # a missing or broken part skips its figure, never the bench
            self.skip(key, f"{type(exc).__name__}: {' '.join(str(exc).split())}")
            return None


def implemented_games() -> list[Game]:
    """The library's games whose rules exist and load."""
    games = []
    for game_id in game_ids():
        try:
            game = get_game(game_id)
        except Exception:  # a rules package that is still being written
            continue
        if game.implemented:
            games.append(game)
    return games


def chess_reference(seconds: float) -> dict[str, Any]:
    """python-chess random games in a subprocess: ``{"actions_per_s", "games_per_s"}``."""
    path = Path(os.environ.get("BOARD_TABLE_CHESS_REFERENCE", CHESS_REFERENCE))
    if not path.is_file():
        raise FileNotFoundError(f"{path} not found")
    done = subprocess.run([sys.executable, str(path), str(seconds)], capture_output=True, text=True,
                          timeout=seconds * 4 + 30)
    if done.returncode != 0:
        raise RuntimeError((done.stderr.strip().splitlines() or ["failed"])[-1])
    return json.loads(done.stdout.strip().splitlines()[-1])


def engine_speed(game: Game, players: int, seconds: float) -> dict[str, Any]:
    """Random self-play straight on the engine (as the chess reference does): legal actions of
    the first seat to act (the table's when only it can act), one applied; games until ``seconds``."""
    content = game.load_content()
    options = GameOptions.default(players, ["random"] * players)
    actions = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_state(options, content, games + 1)
        rng = random.Random(games)
        while actions < 10**8:
            to_act = state.players_to_act()
            if not to_act:
                break
            seats = [p for p in to_act if p != TABLE]
            legal = state.legal_actions(seats[0] if seats else TABLE)
            state.apply_unchecked(legal[rng.randrange(len(legal))])
            actions += 1
        games += 1
    elapsed = time.perf_counter() - started
    return {"actions_per_s": round(actions / elapsed), "games_per_s": round(games / elapsed, 2),
            "players": players}


def decision_times(game: Game, players: int, levels: list[str], samples: int) -> dict[str, float]:
    """Median ms of ``bots.choose_action`` per level on views of states from a random game."""
    from desktop_app.ai.bots import choose_action

    content = game.load_content()
    state = game.new_state(GameOptions.default(players, ["random"] * players), content, 3)
    rng = random.Random(3)
    spots = []
    while state.players_to_act() and len(spots) < 400:
        seats = [p for p in state.players_to_act() if p != TABLE]
        if seats:
            spots.append((state.clone(), seats[0]))
        legal = state.legal_actions(seats[0] if seats else TABLE)
        state.apply_unchecked(rng.choice(legal))
    if not spots:
        raise RuntimeError("no seat decision found")
    step = max(1, len(spots) // samples)
    chosen = spots[::step][:samples]
    out = {}
    for level in levels:
        times = []
        for spot, seat in chosen:
            view = spot.view(seat, random.Random(1))
            t0 = time.perf_counter()
            choose_action(game, view, seat, level, rng=random.Random(2))
            times.append((time.perf_counter() - t0) * 1000)
        out[level] = round(statistics.median(times), 2)
    return out


def content_times(games: list[Game]) -> dict[str, float]:
    """Milliseconds to load and validate each game's built-in content (first load in the process)."""
    out = {}
    for game in games:
        t0 = time.perf_counter()
        game.load_content()
        out[game.id] = round((time.perf_counter() - t0) * 1000, 1)
    return out


def ftp_page_quality(game: Game, games: int) -> dict[str, Any]:
    """Fit To Print: normal editors' planned pages vs random legal layouts of the same desks."""
    from desktop_app.rules.fit_to_print.quality import measure_layouts

    return measure_layouts(game, game.load_content(), games=games, players=4, level="normal")


def ftp_drag_paint_ms(frames: int) -> float:
    """Median paint ms per frame of a tile dragged over a full Fit To Print table (a subprocess)."""
    code = ("from desktop_app.ui.fit_to_print.bench_paint import measure_drag_paint_ms;"
            f"print(measure_drag_paint_ms({frames}))")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=300,
                         check=True)
    return round(float(out.stdout.strip().splitlines()[-1]), 2)


APP_TABLE_LEVELS = ("easy", "normal", "hard")
APP_TABLE_LOAD = 2.0
"""The bots' thread runs at 1/APP_TABLE_LOAD speed (a busy 2-core machine)."""


def ftp_app_table(player_counts: list[int], games: int) -> dict[str, Any]:
    """``simulate_app.level_matrix`` for Fit To Print in a subprocess (it needs a Qt core application)."""
    code = ("import json; from desktop_app.rules.fit_to_print import GAME;"
            "from desktop_app.controllers.virtual_table import ThinkModel;"
            "from desktop_app.simulate_app import level_matrix;"
            f"print(json.dumps(level_matrix(GAME, {player_counts!r}, {list(APP_TABLE_LEVELS)!r}, {games}, 500,"
            f" ThinkModel(load={APP_TABLE_LOAD}))))")
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, env=env, timeout=3600,
                         check=True)
    cells = json.loads(out.stdout.strip().splitlines()[-1])
    order = {}
    for n in (2, 4, 6):
        means = [cells.get(f"{n}p_{level}", {}).get("mean_total") for level in APP_TABLE_LEVELS]
        if None not in means:
            order[f"{n}p"] = means[2] >= means[1] >= means[0]
    return {"cells": cells, "hard_ge_normal_ge_easy": order, "games_per_cell": games, "load": APP_TABLE_LOAD}


def run(quick: bool = False) -> dict[str, Any]:
    """Measure every figure; returns the final JSON object."""
    from desktop_app.cli_simulate import simulate

    bench = Bench(quick)
    seconds = 1.0 if quick else 5.0
    games = implemented_games()
    bench.line("implemented_games", [g.id for g in games], ", ".join(g.id for g in games) or "none yet")
    ref = bench.measure("chess_reference", chess_reference, seconds)
    if ref:
        bench.line("chess_reference", ref, f"python-chess random play {ref['actions_per_s']} actions/s, "
                   f"{ref['games_per_s']} games/s ({seconds:g} s)")
    content = bench.measure("content_load_ms", content_times, games)
    if content is not None:
        bench.line("content_load_ms", content, ", ".join(f"{k} {v} ms" for k, v in content.items())
                   + f" (total {round(sum(content.values()), 1)} ms, load + validation)")
    for game in games:
        players = min(4, game.max_players)
        speed = bench.measure(f"engine_{game.id}", engine_speed, game, players, seconds)
        if speed:
            if ref:
                speed["ratio_to_chess"] = round(speed["actions_per_s"] / ref["actions_per_s"], 3)
            ratio = f", {speed['ratio_to_chess']}x python-chess" if ref else ""
            bench.line(f"engine_{game.id}", speed, f"random self-play {speed['actions_per_s']} actions/s, "
                       f"{speed['games_per_s']} games/s, {players} players{ratio}")
    for game_id, players, count, level in SIMULATIONS:
        key = f"simulate_{game_id}_{players}p_{level}"
        game = next((g for g in games if g.id == game_id), None)
        if game is None:
            bench.skip(key, f"{game_id} is not implemented yet")
            continue
        cap = 10.0 if quick else 120.0
        summary = bench.measure(key, simulate, game, players, 3 if quick else count, 1, [level] * players,
                                None, cap)
        if summary:
            note = "" if summary["games"] == summary["requested_games"] else \
                f" — only {summary['games']} of {summary['requested_games']} games (time cap {cap:g} s)"
            figure = {k: summary[k] for k in ("games", "requested_games", "seconds", "games_per_s",
                                              "actions_per_s", "median_decision_ms_by_seat", "median_rounds")}
            figure["errors"] = len(summary["errors"])
            first = f" (first: seed {summary['errors'][0]['seed']}: {summary['errors'][0]['error'][:160]})" \
                if summary["errors"] else ""
            rounds = f", median {summary['median_rounds']} rounds" if summary["median_rounds"] is not None else ""
            bench.line(key, figure, f"{summary['games_per_s']} games/s, {summary['actions_per_s']} actions/s{rounds}, "
                       f"{len(summary['errors'])} errors{first}{note}")
    for game in games:
        key = f"decision_ms_{game.id}"
        levels = ["random", "easy", "normal"] if quick else ["random", "easy", "normal", "hard"]
        times = bench.measure(key, decision_times, game, min(4, game.max_players), levels, 2 if quick else 4)
        if times:
            bench.line(key, times, ", ".join(f"{k} {v} ms" for k, v in times.items()) + " (median per decision)")
    ftp = next((g for g in games if g.id == "fit-to-print"), None)
    if ftp is None:
        bench.skip("ftp_page_quality", "fit-to-print is not implemented yet")
    else:
        quality = bench.measure("ftp_page_quality", ftp_page_quality, ftp, 2 if quick else 6)
        if quality:
            bench.line("ftp_page_quality", quality,
                       f"normal editors' pages {quality['planned_mean']:.2f} points vs random legal layouts of "
                       f"the same desks {quality['random_layout_mean']:.2f} (mean neutral day score, "
                       f"{quality['desks']} desks)")
        table = bench.measure("ftp_app_table", ftp_app_table, [2, 4, 6] if quick else [1, 2, 3, 4, 5, 6],
                              1 if quick else 3)
        if table:
            cells = "; ".join(f"{key} {c['mean_total']} (day >= {c['min_day']}, {c['taken_per_day']} taken "
                              f"/ {c['returned_per_day']} returned a day, {c['returned_again']} again, "
                              f"response <= {c['max_response_ms']} ms)" for key, c in table["cells"].items())
            bench.line("ftp_app_table", table, f"editors' mean score in the app at half speed: {cells}; "
                       f"hard >= normal >= easy: {table['hard_ge_normal_ge_easy']}")
        paint = bench.measure("ftp_drag_paint_ms", ftp_drag_paint_ms, 20 if quick else 60)
        if paint is not None:
            bench.line("ftp_drag_paint_ms", paint, f"median {paint} ms CPU per frame dragging a tile across "
                       "the page with all 128 tiles on the table (goal <= 8 ms)")
    from desktop_app import bench_qt

    start = bench.measure("cold_start", bench_qt.cold_start, 1 if quick else 3)
    if start:
        bench.line("cold_start", start, f"app {start['app_s']} s vs bare Qt window {start['bare_qt_s']} s "
                   f"= {start['ratio']}x (launch to shown window, offscreen)")
    rss_game = next((g.id for g in games if g.id == "gutenberg"), games[0].id if games else None)
    if rss_game is None:
        bench.skip("peak_rss", "no implemented game to open")
    else:
        rss = bench.measure("peak_rss", bench_qt.peak_rss, rss_game)
        if rss:
            opened = "" if rss["game_open"] else " (the game could not be opened: main window only)"
            bench.line("peak_rss", rss, f"{rss['peak_rss_mib']} MiB with {rss_game} open{opened}")
    result = {"figures": bench.figures, "skipped": bench.skipped, "quick": quick}
    print(json.dumps(result, ensure_ascii=False), flush=True)
    return result


def main(argv: list[str] | None = None) -> int:
    """Entry point of ``python -m desktop_app.bench``."""
    args = sys.argv[1:] if argv is None else argv
    unknown = [a for a in args if a != "--quick"]
    if unknown:
        print(f"error: unknown argument {unknown[0]!r} (usage: python -m desktop_app.bench [--quick])",
              file=sys.stderr)
        return 2
    run(quick="--quick" in args)
    return 0


if __name__ == "__main__":
    sys.exit(main())
