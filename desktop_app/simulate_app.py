"""``simulate --through-app``: seeded games played through the app's controller on a virtual clock.

Plain ``simulate`` lets bots think for free; here they think the way the app makes them — one
worker thread, the real-time clock running meanwhile, people (simulated) at their seats — see
:mod:`desktop_app.controllers.virtual_table`. The summary has the usual fields plus the computer
seats' response times (from having a decision to moving, virtual ms) and, when the game has a ``table_stats(actions, state)`` hook (Fit
To Print), per seat the tiles taken, kept, returned and taken or returned again per day and the
day scores. :func:`level_matrix` runs it per level and player count (``make bench``).
"""

from __future__ import annotations

import statistics
import time
from typing import Any, TextIO

from desktop_app.cli_common import CLIError, check_players
from desktop_app.cli_simulate import parse_variants
from desktop_app.content import ContentError
from desktop_app.engine.game import Game, GameOptions


def parse_think(text: str, load: float) -> Any:
    """``"measured"`` (CPU time × ``load``) or a number of milliseconds -> a ThinkModel."""
    from desktop_app.controllers.virtual_table import ThinkModel

    if load <= 0:
        raise CLIError(f"--load must be > 0, not {load}")
    if text == "measured":
        return ThinkModel(load=load)
    try:
        ms = float(text)
    except ValueError:
        raise CLIError(f"--think is 'measured' or a number of milliseconds, not {text!r}") from None
    if ms < 0:
        raise CLIError(f"--think must be ≥ 0 ms, not {text}")
    return ThinkModel(fixed_ms=ms)


def _seat_stats(days: list[list[dict[str, int]]], scores: list[list[int]], seat: int) -> dict[str, Any]:
    rows = [day[seat] for day in days]
    own = [day[seat] for day in scores]
    return {"taken": [r["taken"] for r in rows], "kept": [r["kept"] for r in rows],
            "returned": [r["returned"] for r in rows], "retaken": sum(r["retaken"] for r in rows),
            "returned_again": sum(r["returned_again"] for r in rows), "day_scores": own}


def simulate_through_app(game: Game, players: int, games: int, seed: int, levels: list[str], humans: int = 0,
                         model: Any = None, variant_pairs: list[str] | None = None,
                         progress: TextIO | None = None) -> dict[str, Any]:
    """Play ``games`` games (game k uses seed ``seed + k``) through the controller and summarise them.

    The first ``humans`` seats are simulated people choosing like their level, at a person's pace.
    """
    from desktop_app.controllers.virtual_table import ThinkModel, play_virtual_game

    check_players(game, players)
    if games < 1:
        raise CLIError(f"--games must be at least 1, not {games}")
    if not 0 <= humans <= players:
        raise CLIError(f"--humans must be between 0 and {players}, not {humans}")
    model = model or ThinkModel()
    try:
        content = game.load_content()
    except ContentError as exc:
        raise CLIError(f"{game.id}: content: {exc}") from None
    variants = parse_variants(variant_pairs or [], game, content)
    kinds = ["human" if i < humans else level for i, level in enumerate(levels)]
    illegal = game.check_options(GameOptions.default(players, kinds, **variants))
    if illegal is not None:
        raise CLIError(f"{game.id}: {illegal}")
    stats_hook = getattr(game, "table_stats", None)
    scores: list[list[int]] = [[] for _ in range(players)]
    wins = [0] * players
    cpu: list[list[float]] = [[] for _ in range(players)]
    waits: list[list[float]] = [[] for _ in range(players)]
    per_game: list[dict[str, Any]] = []
    errors: list[dict[str, Any]] = []
    minutes = []
    started = time.perf_counter()
    for k in range(games):
        try:
            result = play_virtual_game(game, content, levels, seed + k, humans, model=model, variants=variants)
            sheet = result.state.score_sheet()
        except Exception as exc:  # every failing game is reported with its seed, never raised
            errors.append({"seed": seed + k, "error": f"{type(exc).__name__}: {exc}"})
            continue
        minutes.append(result.minutes)
        for p, line in enumerate(sheet.players[:players]):
            scores[p].append(line.total)
        for p in sheet.winners:
            if p < players:
                wins[p] += 1
        for p in range(players):
            cpu[p] += result.cpu_ms.get(p, [])
            waits[p] += result.response_ms.get(p, [])
        if stats_hook is not None:
            got = stats_hook(result.record.actions, result.state)
            per_game.append({"seed": seed + k, "seats": [_seat_stats(got["gathering"], got["day_scores"], p)
                                                         for p in range(players)]})
        if progress is not None:
            progress.write(f"\r{k + 1}/{games} games {time.perf_counter() - started:6.1f} s")
            progress.flush()
    if progress is not None:
        progress.write("\n")

    def median(values: list[float]) -> float | None:
        return round(statistics.median(values), 1) if values else None

    summary: dict[str, Any] = {
        "game": game.id, "players": players, "bots": levels, "humans": humans, "variants": variants,
        "through_app": True, "think": model.describe(), "seed": seed, "games": games - len(errors),
        "requested_games": games, "errors": errors, "seconds": round(time.perf_counter() - started, 3),
        "virtual_minutes_per_game": round(statistics.fmean(minutes), 2) if minutes else None,
        "mean_score_by_seat": [round(statistics.fmean(s), 2) if s else None for s in scores],
        "wins_by_seat": wins,
        "median_decision_ms_by_seat": [median(c) for c in cpu],
        "median_response_ms_by_seat": [median(w) for w in waits],
        "max_response_ms_by_seat": [round(max(w), 1) if w else None for w in waits],
    }
    if per_game:
        summary["table"] = per_game
    return summary


def cell_figures(summary: dict[str, Any], seats: list[int]) -> dict[str, Any]:
    """The computer seats' figures of one :func:`simulate_through_app` summary (Fit To Print stats)."""
    rows = [g["seats"][p] for g in summary.get("table", []) for p in seats]
    days = [s for r in rows for s in r["day_scores"]]
    taken = [t for r in rows for t in r["taken"]]
    returned = [t for r in rows for t in r["returned"]]
    totals = [sum(r["day_scores"]) for r in rows]
    waits = [w for p in seats if (w := summary["max_response_ms_by_seat"][p]) is not None]
    return {
        "games": summary["games"], "errors": len(summary["errors"]),
        "mean_total": round(statistics.fmean(totals), 1) if totals else None,
        "min_total": min(totals, default=None),
        "mean_day": round(statistics.fmean(days), 1) if days else None, "min_day": min(days, default=None),
        "taken_per_day": round(statistics.fmean(taken), 1) if taken else None,
        "min_taken_day": min(taken, default=None),
        "returned_per_day": round(statistics.fmean(returned), 1) if returned else None,
        "max_returned_day": max(returned, default=None),
        "returned_again": sum(r["returned_again"] for r in rows),
        "max_response_ms": max(waits, default=None),
    }


def level_matrix(game: Game, player_counts: list[int], levels: list[str], games: int, seed: int,
                 model: Any, progress: TextIO | None = None) -> dict[str, dict[str, Any]]:
    """``{"<n>p_<level>": cell figures}``: one simulated person (none when solo) and ``n - 1``
    computer seats of ``level``, ``games`` games per cell through the controller."""
    out = {}
    for n in player_counts:
        humans = 0 if n == 1 else 1
        for level in levels:
            bots = ["normal"] * humans + [level] * (n - humans)
            summary = simulate_through_app(game, n, games, seed, bots, humans, model)
            out[f"{n}p_{level}"] = cell_figures(summary, list(range(humans, n)))
            if progress is not None:
                progress.write(f"{n}p {level}: {out[f'{n}p_{level}']}\n")
                progress.flush()
    return out
