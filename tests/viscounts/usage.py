"""How often the computer viscounts use the expansions' options (issue 11): whole games, counted.

``play(k, players, levels)`` plays ``k`` seeded games with both modules and returns a :class:`Usage`:
each game's record is replayed and its events counted (``welcome``, ``reject``, ``public``, King's
Orders taken, the manuscript board's abilities by colour, chests taken), beside how often each option
was offered to a bot (a build question with a public building among its options, a destroy question
with a King's Order in hand, a hire that offers a King's Order). Run it as a script for the figures::

    python -m tests.viscounts.usage --games 6 --players 2 --bots normal,normal
"""

from __future__ import annotations

import argparse
import statistics
from collections import Counter
from dataclasses import dataclass, field

from desktop_app.ai.selfplay import play_game
from desktop_app.engine.action import TABLE
from desktop_app.engine.game import GameOptions
from desktop_app.rules.viscounts import GAME

CONTENT = GAME.load_content()
USES = ("welcome", "reject", "public", "order", "black", "blue", "yellow", "chest")
"""The options counted (``order``: a King's Order taken; the colours: manuscript board abilities)."""


@dataclass
class Usage:
    """Counts over the games played: ``used[option]``, ``offered[option]``, rounds and errors."""

    used: Counter = field(default_factory=Counter)
    offered: Counter = field(default_factory=Counter)
    rounds: list[int] = field(default_factory=list)
    winners: list[list[int]] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)

    def line(self) -> str:
        """One readable line: used/offered per option and the median rounds."""
        parts = [f"{o} {self.used[o]}" + (f"/{self.offered[o]}" if o in self.offered else "") for o in USES]
        median = statistics.median(self.rounds) if self.rounds else None
        return ", ".join(parts) + f"; rounds median {median} {sorted(self.rounds)}"


def count_record(record, usage: Usage) -> None:
    """Replay one game's record and add its uses and offers to ``usage``."""
    state = GAME.new_state(record.options, CONTENT, record.seed)
    for action in record.actions:
        q = state.stack.question
        if q is not None and action.player != TABLE:
            _count_offer(state, q, usage)
        events = state.apply_unchecked(action) if action.player == TABLE else state.apply(action)
        for event in events or ():
            if event.kind in ("welcome", "reject", "public", "chest"):
                usage.used[event.kind] += 1
            elif event.kind == "order":
                usage.used["order"] += 1
            elif event.kind == "board_ability":
                usage.used[event.data["ribbon"]] += 1
    usage.rounds.append(state.round)


def _count_offer(state, q, usage: Usage) -> None:
    if q.kind == "build" and any(o.get("public") for o in q.options):
        usage.offered["public"] += 1
    elif q.kind == "destroy" and any(o.get("card") == CONTENT.gates.kings_order for o in q.options):
        usage.offered["reject"] += 1
    elif q.kind == "hire" and {"order": True} in q.options:
        usage.offered["order"] += 1


def play(k: int, players: int = 2, levels: tuple[str, ...] = ("normal", "normal"), first_seed: int = 1,
         budget_s: float | None = None, **variants) -> Usage:
    """Play ``k`` games (seeds ``first_seed``..) with both modules unless ``variants`` say otherwise."""
    variants = {"gates_of_gold": True, "keeper_of_keys": True, **variants}
    usage = Usage()
    for seed in range(first_seed, first_seed + k):
        opts = GameOptions.default(players, list(levels), **variants)
        result = play_game(GAME, CONTENT, opts, seed, list(levels), budget_s=budget_s)
        if result.error:
            usage.errors.append(f"seed {seed}: {result.error}")
            continue
        count_record(result.record, usage)
        sheet = result.state.score_sheet()
        totals = [line.total for line in sheet.players]
        usage.winners.append([p for p, t in enumerate(totals) if t == max(totals)])
    return usage


def main() -> None:
    """The command line (module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=6)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="normal,normal")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    levels = tuple(args.bots.split(","))
    levels = levels if len(levels) == args.players else (levels * args.players)[:args.players]
    usage = play(args.games, args.players, levels, args.seed)
    print(usage.line())
    for error in usage.errors:
        print("error:", error)


if __name__ == "__main__":
    main()
