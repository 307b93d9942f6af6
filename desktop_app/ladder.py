"""``simulate --ladder``: the whole table of computer levels for one game, from seeded self-play.

Per player count: the median rounds with every seat at one level (easy, normal, hard) and with
easy and normal seats mixed; the win share of the stronger level in each pairing (hard against
normal, normal against easy), the stronger bot in each seat in turn, beside its fair share. Solo
(games with a one-player mode): each level against the solo opponent of the matching difficulty
(Viscounts' Steward, Gutenberg's Rival), or against the solo target, with its win rate and median
rounds. Every figure comes from :func:`desktop_app.cli_simulate.simulate`, so it is what
``simulate`` prints for that cell; the README's strength tables are generated from it
(``--markdown``).
"""

from __future__ import annotations

from typing import Any

from desktop_app.cli_simulate import simulate
from desktop_app.engine.game import Game

LEVELS = ("easy", "normal", "hard")
"""The levels a player can choose."""
PAIRINGS = (("hard", "normal"), ("normal", "easy"))
"""(stronger, weaker): the pairings whose win share is measured."""


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


def _run(game: Game, players: int, games: int, seed: int, levels: list[str],
         variants: dict[str, Any]) -> dict[str, Any]:
    return simulate(game, players, games, seed, levels, variant_pairs=_pairs(variants))


def ladder(game: Game, player_counts: list[int], games: int, seed: int,
           variants: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ladder of ``game``: ``games`` seeded games per cell (a pairing plays ``games`` per seat)."""
    variants = dict(variants or {})
    content = game.load_content()
    out: dict[str, Any] = {"game": game.id, "variants": variants, "games_per_cell": games, "seed": seed,
                           "players": {}, "errors": 0}
    for n in [p for p in player_counts if p >= 2]:
        row: dict[str, Any] = {"median_rounds": {}, "pairings": {}}
        for level in LEVELS:
            summary = _run(game, n, games, seed, [level] * n, variants)
            out["errors"] += len(summary["errors"])
            row["median_rounds"][level] = summary["median_rounds"]
        mixed = [("easy", "normal")[i % 2] for i in range(n)]
        summary = _run(game, n, games, seed, mixed, variants)
        out["errors"] += len(summary["errors"])
        row["median_rounds"]["mixed"] = summary["median_rounds"]
        for strong, weak in PAIRINGS:
            wins = played = 0
            for seat in range(n):
                levels = [weak] * n
                levels[seat] = strong
                summary = _run(game, n, games, seed + 1000 * (seat + 1), levels, variants)
                out["errors"] += len(summary["errors"])
                wins += summary["wins_by_seat"][seat]
                played += summary["games"]
            row["pairings"][f"{strong} vs {weak}"] = {"games": played, "wins": wins,
                                                      "share": round(wins / played, 3) if played else None,
                                                      "fair_share": round(1 / n, 3)}
        out["players"][str(n)] = row
    if game.min_players == 1 and 1 in player_counts:
        option = solo_option(game, content)
        solo: dict[str, Any] = {}
        for level in LEVELS:
            chosen = dict(variants)
            if option is not None:
                chosen[option[0]] = option[1][level]
            summary = _run(game, 1, games, seed, [level], chosen)
            out["errors"] += len(summary["errors"])
            solo[level] = {"opponent": chosen.get(option[0]) if option else None,
                           "win_rate": round(summary["wins_by_seat"][0] / summary["games"], 3),
                           "median_rounds": summary["median_rounds"],
                           "mean_score": summary["mean_score_by_seat"][0]}
        out["solo"] = solo
    return out


def ladder_markdown(result: dict[str, Any]) -> str:
    """The ladder as Markdown tables (what the README shows)."""
    lines = [f"Ladder of `{result['game']}` ({result['games_per_cell']} games a cell, seed {result['seed']}"
             + (f", {result['variants']}" if result["variants"] else "") + ")", ""]
    if result["players"]:
        lines += ["| players | median rounds easy / normal / hard / easy+normal | hard vs normal (fair) "
                  "| normal vs easy (fair) |", "|---|---|---|---|"]
        for n, row in result["players"].items():
            rounds = " / ".join(str(row["median_rounds"][k]) for k in (*LEVELS, "mixed"))
            shares = [f"{p['share']:.0%} of {p['games']} ({p['fair_share']:.0%})" for p in row["pairings"].values()]
            lines.append(f"| {n} | {rounds} | {shares[0]} | {shares[1]} |")
    if "solo" in result:
        lines += ["", "| solo level | opponent | win rate | median rounds | mean score |", "|---|---|---|---|---|"]
        for level, cell in result["solo"].items():
            lines.append(f"| {level} | {cell['opponent'] or 'target'} | {cell['win_rate']:.0%} | "
                         f"{cell['median_rounds']} | {cell['mean_score']} |")
    if result["errors"]:
        lines += ["", f"{result['errors']} games ended in an error."]
    return "\n".join(lines)
