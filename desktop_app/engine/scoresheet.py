"""Score sheets: per player, per category, totals, winners and the tie-break reason."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class Category:
    """A scoring category: a stable id and its names in English and 繁體中文."""

    id: str
    en: str
    zh: str


@dataclass
class PlayerScore:
    """One player's line: points per category id, total, rank (1 = best) and extra details."""

    name: str
    categories: dict[str, int]
    total: int
    rank: int = 0
    details: dict[str, Any] = field(default_factory=dict)


@dataclass
class ScoreSheet:
    """The result (or live standing) of a game.

    ``tie_break`` is an English sentence (empty when the first place was not tied);
    ``details`` per player carry the tie-breaker values and anything a game wants to print.
    """

    game_id: str
    game_name: dict[str, str]
    categories: list[Category]
    players: list[PlayerScore]
    winners: list[int]
    tie_break: str = ""
    final: bool = False
    seed: int | None = None
    date: str = ""
    variants: dict[str, Any] = field(default_factory=dict)
    notes: list[str] = field(default_factory=list)

    def to_json(self) -> dict[str, Any]:
        """The ``score --json`` shape: game, players (name, total, categories, ...), winners."""
        return {
            "game": self.game_id,
            "final": self.final,
            "players": [
                {"name": p.name, "total": p.total, "rank": p.rank,
                 "categories": dict(p.categories), **p.details}
                for p in self.players
            ],
            "winners": [self.players[i].name for i in self.winners],
            "tie_break": self.tie_break,
            "seed": self.seed,
            "date": self.date,
            "variants": self.variants,
            "notes": list(self.notes),
        }


def rank_by(
    players: Sequence[PlayerScore],
    keys: Sequence[tuple[str, Callable[[int], Any]]],
) -> tuple[list[int], str]:
    """Rank players by total, then by each tie-breaker ``(description, key(i))`` (higher wins).

    Sets each ``rank`` (equal ranks for a tie that no key breaks) and returns the winners and
    the English reason the first place was decided by (empty if the totals alone decided it;
    ``"shared victory"`` when every key ties).
    """
    order = list(range(len(players)))
    full_keys = [lambda i: players[i].total] + [k for _, k in keys]
    order.sort(key=lambda i: tuple(k(i) for k in full_keys), reverse=True)
    for pos, i in enumerate(order):
        if pos and all(k(i) == k(order[pos - 1]) for k in full_keys):
            players[i].rank = players[order[pos - 1]].rank
        else:
            players[i].rank = pos + 1
    if not order:
        return [], ""
    best = order[0]
    tied = [i for i in order if players[i].total == players[best].total]
    if len(tied) == 1:
        return [best], ""
    reason = ""
    for desc, key in keys:
        top = max(key(i) for i in tied)
        tied_next = [i for i in tied if key(i) == top]
        if len(tied_next) < len(tied):
            reason = f"tie on points broken by {desc}"
            tied = tied_next
        if len(tied) == 1:
            return tied, reason
    return sorted(tied), "shared victory (tie on points and every tie-breaker)"
