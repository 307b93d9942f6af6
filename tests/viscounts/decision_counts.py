"""How many questions a turn asks its player (issue "Viscounts and Unconscious Mind as players find
them": count the clicks of a turn before and after). Whole seeded bot games, replayed and counted.

``count(k, players, levels)`` plays ``k`` seeded games (both modules unless told otherwise) and returns
a :class:`Counts`: per own turn, the questions put to the active player (each needs at least one
click of a person in that seat), by kind, and the manuscript-board abilities used beside them. Run it
as a script for the figures::

    python -m tests.viscounts.decision_counts --games 4 --players 2 --bots easy,easy
"""

from __future__ import annotations

import argparse
from collections import Counter
from dataclasses import dataclass, field

from desktop_app.ai.selfplay import play_game
from desktop_app.engine.action import TABLE
from desktop_app.engine.game import GameOptions
from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.board_abilities import FREE_KIND

CONTENT = GAME.load_content()


@dataclass
class Counts:
    """``turns`` played by a seat, ``asked[kind]`` questions put to the active player in their own turn,
    ``free`` abilities used beside them, and the errors of games that failed."""

    turns: int = 0
    asked: Counter = field(default_factory=Counter)
    free: int = 0
    errors: list[str] = field(default_factory=list)

    def per_turn(self, kind: str | None = None) -> float:
        """Questions (of ``kind``, or all) per turn."""
        n = self.asked[kind] if kind else sum(self.asked.values())
        return n / self.turns if self.turns else 0.0

    def lines(self) -> list[str]:
        """Readable lines: the total per turn, then each kind's."""
        out = [f"{self.turns} turns, {self.per_turn():.2f} questions a turn, {self.free} abilities used beside them"]
        out += [f"  {kind}: {n} ({n / self.turns:.2f} a turn)" for kind, n in self.asked.most_common()]
        return out


def count_record(record, counts: Counts) -> None:
    """Replay one game's record and add its turns and questions to ``counts``."""
    state = GAME.new_state(record.options, CONTENT, record.seed)
    turn = None
    for action in record.actions:
        q = state.stack.question
        if q is not None and action.player != TABLE and state.active is not None and q.player == state.active \
                and state.phase not in ("setup", "steward"):
            if (state.round, state.active) != turn:
                turn = (state.round, state.active)
                counts.turns += 1
            if action.kind == FREE_KIND:
                counts.free += 1
            else:
                counts.asked[q.kind] += 1
        if action.player == TABLE:
            state.apply_unchecked(action)
        else:
            state.apply(action)


def count(k: int, players: int = 2, levels: tuple[str, ...] = ("easy", "easy"), first_seed: int = 1,
          **variants) -> Counts:
    """Play ``k`` games (seeds ``first_seed``..) with both modules unless ``variants`` say otherwise."""
    variants = {"gates_of_gold": True, "keeper_of_keys": True, **variants}
    counts = Counts()
    for seed in range(first_seed, first_seed + k):
        opts = GameOptions.default(players, list(levels), **variants)
        result = play_game(GAME, CONTENT, opts, seed, list(levels))
        if result.error:
            counts.errors.append(f"seed {seed}: {result.error}")
            continue
        count_record(result.record, counts)
    return counts


def main() -> None:
    """The command line (module docstring)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="easy,easy")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    levels = tuple(args.bots.split(","))
    levels = levels if len(levels) == args.players else (levels * args.players)[:args.players]
    counts = count(args.games, args.players, levels, args.seed)
    print("\n".join(counts.lines()))
    for error in counts.errors:
        print("error:", error)


if __name__ == "__main__":
    main()
