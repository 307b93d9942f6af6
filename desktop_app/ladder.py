"""``simulate --ladder``: the whole table of computer levels for one game, from seeded self-play.

Per player count: the median rounds with every seat at one level (easy, normal, hard) and with
easy and normal seats mixed; the win share of the stronger level in each pairing (hard against
normal, normal against easy), the stronger bot in each seat in turn, beside its fair share, and
the stronger seat's decision times (median and 90th percentile). Solo (games with a one-player
mode): each level against the solo opponent of the matching difficulty (Viscounts' Steward,
Gutenberg's Rival, Unconscious Mind's target), with its win rate and median rounds.

Every figure comes from :func:`desktop_app.cli_simulate.simulate`, so it is what ``simulate``
prints for that cell. A ladder is built cell by cell: ``done`` holds the cells of an earlier,
interrupted run with the same games and seed (they are kept, not replayed), and ``on_cell`` is
told of each finished cell, so a long run on a busy machine can be saved as it goes and resumed
(``simulate --ladder --out FILE``). The README's strength tables are generated from saved ladders
(:mod:`desktop_app.ladder_readme`).
"""

from __future__ import annotations

import statistics
from collections.abc import Callable
from typing import Any

from desktop_app.cli_simulate import simulate
from desktop_app.engine.game import Game

LEVELS = ("easy", "normal", "hard")
"""The levels a player can choose."""
PAIRINGS = (("hard", "normal"), ("normal", "easy"))
"""(stronger, weaker): the pairings whose win share is measured."""

Cells = dict[str, Any]
"""Finished cells by name (``"3/rounds/hard"``, ``"3/hard vs normal/seat 2"``, ``"1/solo/easy"``)."""


def solo_option(game: Game, content: Any) -> tuple[str, dict[str, Any]] | None:
    """The option choosing the solo opponent's difficulty, and the choice matching each level.

    It is the choice option that applies to one player only; its first choice matches easy, its
    default normal and its last hard. None when the game has no such option.
    """
    for spec in game.option_specs(content):
        applies = getattr(spec, "applies_to", None)
        if spec.kind != "choice" or applies is None or not spec.choices:
            continue
        if applies({}, 1) and not applies({}, 2) and not applies({}, 4):
            values = [value for value, _ in spec.choices]
            return spec.key, {"easy": values[0], "normal": spec.default, "hard": values[-1]}
    return None


def _pairs(variants: dict[str, Any]) -> list[str]:
    return [f"{key}={str(value).lower() if isinstance(value, bool) else value}" for key, value in variants.items()]


class _Cells:
    """Runs the cells not yet done, remembering each as it finishes."""

    def __init__(self, game: Game, games: int, variants: dict[str, Any], done: Cells | None,
                 on_cell: Callable[[str, dict[str, Any]], None] | None, play: bool) -> None:
        self.game, self.games, self.variants = game, games, variants
        self.cells: Cells = dict(done or {})
        self.on_cell = on_cell
        self.play = play
        self.not_played = 0

    def run(self, name: str, players: int, seed: int, levels: list[str],
            variants: dict[str, Any] | None = None) -> dict[str, Any]:
        if name not in self.cells and not self.play:
            self.not_played += 1
            return _not_played(players)
        if name not in self.cells:
            chosen = self.variants if variants is None else variants
            summary = simulate(self.game, players, self.games, seed, levels, variant_pairs=_pairs(chosen))
            self.cells[name] = _cell(summary)
            if self.on_cell is not None:
                self.on_cell(name, self.cells[name])
        return self.cells[name]


def _cell(summary: dict[str, Any]) -> dict[str, Any]:
    """What the ladder keeps of one ``simulate`` summary."""
    return {key: summary[key] for key in ("games", "wins_by_seat", "mean_score_by_seat", "median_rounds",
                                          "median_decision_ms_by_seat", "p90_decision_ms_by_seat")} | {
        "errors": len(summary["errors"])}


def _not_played(players: int) -> dict[str, Any]:
    """A cell not played yet (a ladder read back without playing): no games, no figures."""
    return {"games": 0, "wins_by_seat": [0] * players, "mean_score_by_seat": [None] * players,
            "median_rounds": None, "median_decision_ms_by_seat": [None] * players,
            "p90_decision_ms_by_seat": [None] * players, "errors": 0}


def ladder(game: Game, player_counts: list[int], games: int, seed: int,
           variants: dict[str, Any] | None = None, done: Cells | None = None,
           on_cell: Callable[[str, dict[str, Any]], None] | None = None, play: bool = True) -> dict[str, Any]:
    """The ladder of ``game``: ``games`` seeded games per cell (a pairing plays ``games`` per seat).

    ``done`` cells are kept rather than played again; with ``play=False`` nothing is played and a
    missing cell shows as not played (``—``).
    """
    variants = dict(variants or {})
    content = game.load_content()
    cells = _Cells(game, games, variants, done, on_cell, play)
    out: dict[str, Any] = {"game": game.id, "variants": variants, "games_per_cell": games, "seed": seed,
                           "players": {}}
    for n in [p for p in player_counts if p >= 2]:
        row: dict[str, Any] = {"median_rounds": {}, "pairings": {}}
        for level in LEVELS:
            row["median_rounds"][level] = cells.run(f"{n}/rounds/{level}", n, seed, [level] * n)["median_rounds"]
        mixed = [("easy", "normal")[i % 2] for i in range(n)]
        row["median_rounds"]["mixed"] = cells.run(f"{n}/rounds/mixed", n, seed, mixed)["median_rounds"]
        for strong, weak in PAIRINGS:
            row["pairings"][f"{strong} vs {weak}"] = _pairing(cells, n, seed, strong, weak)
        out["players"][str(n)] = row
    if game.min_players == 1 and 1 in player_counts:
        option = solo_option(game, content)
        solo: dict[str, Any] = {}
        for level in LEVELS:
            chosen = dict(variants)
            if option is not None:
                chosen[option[0]] = option[1][level]
            cell = cells.run(f"1/solo/{level}", 1, seed, [level], chosen)
            solo[level] = {"opponent": chosen.get(option[0]) if option else None,
                           "win_rate": round(cell["wins_by_seat"][0] / cell["games"], 3) if cell["games"] else None,
                           "median_rounds": cell["median_rounds"],
                           "mean_score": cell["mean_score_by_seat"][0],
                           "p90_decision_ms": cell["p90_decision_ms_by_seat"][0]}
        out["solo"] = solo
    out["errors"] = sum(cell["errors"] for cell in cells.cells.values())
    out["not_played"] = cells.not_played
    return out


def _pairing(cells: _Cells, n: int, seed: int, strong: str, weak: str) -> dict[str, Any]:
    """The stronger level in each seat in turn against the weaker one: its wins and decision times."""
    wins = played = 0
    medians: list[float] = []
    p90s: list[float] = []
    every_seat = True
    for seat in range(n):
        levels = [weak] * n
        levels[seat] = strong
        cell = cells.run(f"{n}/{strong} vs {weak}/seat {seat + 1}", n, seed + 1000 * (seat + 1), levels)
        wins += cell["wins_by_seat"][seat]
        played += cell["games"]
        every_seat = every_seat and cell["games"] > 0
        if cell["median_decision_ms_by_seat"][seat] is not None:
            medians.append(cell["median_decision_ms_by_seat"][seat])
            p90s.append(cell["p90_decision_ms_by_seat"][seat])
    return {"games": played, "wins": wins, "share": round(wins / played, 3) if played and every_seat else None,
            "fair_share": round(1 / n, 3),
            "median_decision_ms": round(statistics.median(medians), 1) if medians else None,
            "p90_decision_ms": round(max(p90s), 1) if p90s else None}


def ladder_markdown(result: dict[str, Any]) -> str:
    """The ladder as Markdown tables (what the README shows)."""
    lines = [f"Ladder of `{result['game']}` ({result['games_per_cell']} games a cell, seed {result['seed']}"
             + (f", `{' '.join(_pairs(result['variants']))}`" if result["variants"] else "") + ")", ""]
    if result["players"]:
        lines += ["| players | median rounds easy / normal / hard / easy+normal | hard vs normal: wins (fair) "
                  "| normal vs easy: wins (fair) | hard's decisions, median / p90 ms |", "|---|---|---|---|---|"]
        for n, row in result["players"].items():
            rounds = " / ".join(_num(row["median_rounds"][k]) for k in (*LEVELS, "mixed"))
            pairings = list(row["pairings"].values())
            shares = [_share(p) for p in pairings]
            hard = pairings[0]
            lines.append(f"| {n} | {rounds} | {shares[0]} | {shares[1]} | "
                         f"{_num(hard['median_decision_ms'])} / {_num(hard['p90_decision_ms'])} |")
    if "solo" in result:
        lines += ["", "| solo level | opponent | win rate | median rounds | mean score |", "|---|---|---|---|---|"]
        for level, cell in result["solo"].items():
            rate = "—" if cell["win_rate"] is None else f"{cell['win_rate']:.0%}"
            lines.append(f"| {level} | {cell['opponent'] or 'target'} | {rate} | "
                         f"{_num(cell['median_rounds'])} | {_num(cell['mean_score'])} |")
    if result.get("not_played"):
        n = result["not_played"]
        cells = "1 cell (—) has" if n == 1 else f"{n} cells (—) have"
        lines += ["", f"{cells} not been played yet: `make ladder` plays them."]
    if result["errors"]:
        lines += ["", f"{result['errors']} games ended in an error."]
    return "\n".join(lines)


def _share(pairing: dict[str, Any]) -> str:
    if pairing["share"] is None:
        return f"— ({pairing['fair_share']:.0%})"
    return f"{pairing['share']:.0%} of {pairing['games']} ({pairing['fair_share']:.0%})"


def _num(value: Any) -> str:
    """A figure for a table: ``—`` when there is none, integers without a trailing ``.0``."""
    if value is None:
        return "—"
    if isinstance(value, float) and value.is_integer():
        return str(int(value))
    return str(value)
