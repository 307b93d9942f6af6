"""``simulate``: many seeded self-play games, one JSON summary (speed, scores, wins, errors)."""

from __future__ import annotations

import statistics
import sys
import time
from collections.abc import Callable
from typing import Any, TextIO

import yaml

from desktop_app.ai.bots import normalise_level
from desktop_app.ai.selfplay import SelfPlayResult, play_game
from desktop_app.cli_common import CLIError, check_players
from desktop_app.content import ContentError
from desktop_app.engine.game import Game, GameOptions


def parse_levels(text: str, players: int) -> list[str]:
    """``"normal"`` -> the level for every seat; ``"easy,random"`` -> one per seat."""
    parts = [p.strip() for p in text.split(",")]
    try:
        levels = [normalise_level(p) for p in parts]
    except ValueError as exc:
        raise CLIError(f"--bots: {exc}") from None
    if len(levels) == 1:
        return levels * players
    if len(levels) != players:
        raise CLIError(f"--bots: give one level for every seat or {players} levels, not {len(levels)}")
    return levels


def parse_variants(pairs: list[str], game: Game, content: Any) -> dict[str, Any]:
    """``["mode=turn_based", "characters=true"]`` -> options checked against the game's option specs."""
    specs = {o.key: o for o in game.option_specs(content)}
    variants: dict[str, Any] = {}
    for pair in pairs:
        key, sep, text = pair.partition("=")
        if not sep:
            raise CLIError(f"--variant: expected KEY=VALUE, not {pair!r}")
        spec = specs.get(key)
        if spec is None:
            known = ", ".join(specs) or "none"
            raise CLIError(f"--variant: {game.id} has no option {key!r} (known: {known})")
        try:
            value = yaml.safe_load(text)
        except yaml.YAMLError:
            value = text
        if spec.kind == "bool" and not isinstance(value, bool):
            raise CLIError(f"--variant: {key} is yes/no (true or false), not {text!r}")
        if spec.kind == "choice":
            choices = [c for c, _ in spec.choices]
            matches = [c for c in choices if c == value or str(c) == text]
            if not matches:
                raise CLIError(f"--variant: {key} is one of {', '.join(map(str, choices))}, not {text!r}")
            value = matches[0]
        variants[key] = value
    return variants


def _progress(out: TextIO, done: int, total: int, started: float) -> None:
    width = 30
    filled = width * done // max(total, 1)
    out.write(f"\r[{'#' * filled}{'.' * (width - filled)}] {done}/{total} games "
              f"{time.perf_counter() - started:6.1f} s")
    out.flush()


def simulate(game: Game, players: int, games: int, seed: int, levels: list[str],
             budget_s: float | None = None, max_seconds: float | None = None,
             progress: TextIO | None = None, variant_pairs: list[str] | None = None,
             on_result: Callable[[SelfPlayResult], None] | None = None) -> dict[str, Any]:
    """Play ``games`` games (game k uses seed ``seed + k``) and summarise them.

    ``max_seconds`` stops starting new games once that much time has passed (the summary then
    says how many of the requested games were played). ``progress`` gets a progress bar.
    ``variant_pairs`` are the game's options as ``KEY=VALUE`` texts. ``on_result`` is called
    with every game's result (``--history-db`` records the finished ones as plays).
    """
    check_players(game, players)
    if games < 1:
        raise CLIError(f"--games must be at least 1, not {games}")
    try:
        content = game.load_content()
    except ContentError as exc:
        raise CLIError(f"{game.id}: content: {exc}") from None
    variants = parse_variants(variant_pairs or [], game, content)
    try:
        game.new_state(GameOptions.default(players, list(levels), **variants), content, seed)
    except ValueError as exc:  # options that do not go together
        raise CLIError(f"{game.id}: {exc}") from None
    hook = getattr(game, "check_invariants", None)
    options_kinds = list(levels)
    errors: list[dict[str, Any]] = []
    scores: list[list[int]] = [[] for _ in range(players)]
    wins = [0] * players
    other_wins: dict[str, int] = {}
    decision_ms: list[list[float]] = [[] for _ in range(players)]
    rounds: list[int] = []
    actions = played = 0
    started = time.perf_counter()
    for k in range(games):
        if max_seconds is not None and played and time.perf_counter() - started > max_seconds:
            break
        options = GameOptions.default(players, options_kinds, **variants)
        result = play_game(game, content, options, seed + k, levels, check_invariants=hook,
                           budget_s=budget_s)
        played += 1
        actions += result.actions
        if on_result is not None:
            on_result(result)
        for p, times in result.decision_ms.items():
            decision_ms[p].extend(times)
        if result.error is None and result.state is not None:
            try:
                sheet = result.state.score_sheet()
                totals = [line.total for line in sheet.players]
                winners = list(sheet.winners)
                names = [line.name for line in sheet.players]
            except Exception as exc:  # a broken score sheet is an error of that game
                errors.append({"seed": seed + k, "error": f"score_sheet: {type(exc).__name__}: {exc}"})
            else:
                played_rounds = result.state.rounds_played()
                if played_rounds is not None:
                    rounds.append(played_rounds)
                for p in range(min(players, len(totals))):
                    scores[p].append(totals[p])
                for p in winners:
                    if p < players:
                        wins[p] += 1
                    else:  # a line that is not a seat, e.g. a solo game's automated rival
                        other_wins[names[p]] = other_wins.get(names[p], 0) + 1
        else:
            errors.append({"seed": seed + k, "error": result.error or "no state"})
        if progress is not None:
            _progress(progress, played, games, started)
    if progress is not None:
        progress.write("\n")
    seconds = time.perf_counter() - started
    return {
        "game": game.id,
        "players": players,
        "bots": levels,
        "variants": variants,
        "seed": seed,
        "games": played,
        "requested_games": games,
        "errors": errors,
        "seconds": round(seconds, 3),
        "games_per_s": round(played / seconds, 3) if seconds else None,
        "actions": actions,
        "actions_per_s": round(actions / seconds, 1) if seconds else None,
        "mean_score_by_seat": [round(statistics.fmean(s), 2) if s else None for s in scores],
        "wins_by_seat": wins,
        "wins_by_other": other_wins,
        "median_decision_ms_by_seat": [round(statistics.median(t), 3) if t else None for t in decision_ms],
        "mean_rounds": round(statistics.fmean(rounds), 2) if rounds else None,
        "median_rounds": statistics.median(rounds) if rounds else None,
        "p90_decision_ms_by_seat": [round(_quantile(t, 0.9), 3) if t else None for t in decision_ms],
        "max_decision_ms_by_seat": [round(max(t), 3) if t else None for t in decision_ms],
    }


def _quantile(values: list[float], q: float) -> float:
    """The ``q`` quantile (nearest rank) of ``values``."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def progress_stream() -> TextIO | None:
    """stderr when it is a terminal (a progress bar), else ``None``."""
    return sys.stderr if sys.stderr.isatty() else None
