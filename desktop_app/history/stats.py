"""Statistics of the play history: per game and per player, plays, wins, scores and categories.

A person is counted by name (case and surrounding spaces ignored; the first spelling seen is
shown); computer players by level (``Computer (hard)``), whatever their seat was called, so
"how do I do against hard" is one line. An automa line (the Steward, a solo rival) is counted as
an opponent, never as a player of its own.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from statistics import mean
from typing import Any

from desktop_app.history.play import AUTOMA, Play, SeatResult

COMPUTER_KINDS = ("random", "easy", "normal", "hard")
"""Seat kinds that are computer players."""


def player_key(seat: SeatResult) -> str:
    """Who a seat counts as: ``name:<casefolded name>`` for a person, ``computer:<level>`` otherwise."""
    if seat.kind in COMPUTER_KINDS:
        return f"computer:{seat.kind}"
    if seat.kind == AUTOMA:
        return f"automa:{seat.name.strip().casefold()}"
    return f"name:{seat.name.strip().casefold()}"


@dataclass
class PlayerStats:
    """One player's record in one game: plays, wins, scores, category means, results by opponent level."""

    key: str
    name: str
    kind: str
    plays: int = 0
    wins: int = 0
    totals: list[int] = field(default_factory=list)
    category_points: dict[str, list[int]] = field(default_factory=dict)
    against: dict[str, list[int]] = field(default_factory=dict)
    """``{opponent level: [plays, wins]}`` over the plays where an opponent of that level sat."""

    @property
    def win_rate(self) -> float:
        """Wins per play (0 when no plays)."""
        return self.wins / self.plays if self.plays else 0.0

    @property
    def mean_score(self) -> float:
        """The mean total."""
        return mean(self.totals) if self.totals else 0.0

    @property
    def best_score(self) -> int:
        """The highest total."""
        return max(self.totals) if self.totals else 0

    def category_means(self) -> dict[str, float]:
        """The mean points of each scoring category (over the plays that have it)."""
        return {cat: mean(points) for cat, points in self.category_points.items() if points}

    def to_json(self) -> dict[str, Any]:
        """A JSON-able summary (``history stats --json``)."""
        return {"name": self.name, "kind": self.kind, "plays": self.plays, "wins": self.wins,
                "win_rate": round(self.win_rate, 4), "mean_score": round(self.mean_score, 2),
                "best_score": self.best_score,
                "category_means": {k: round(v, 2) for k, v in self.category_means().items()},
                "against": {level: {"plays": p, "wins": w} for level, (p, w) in sorted(self.against.items())}}


@dataclass
class GameStats:
    """The statistics of one game: how many plays, and every player's line (most plays first)."""

    game: str
    plays: int
    players: list[PlayerStats]
    categories: dict[str, tuple[str, str]]

    def to_json(self) -> dict[str, Any]:
        """A JSON-able summary."""
        return {"game": self.game, "plays": self.plays, "players": [p.to_json() for p in self.players],
                "categories": {k: {"en": en, "zh": zh} for k, (en, zh) in self.categories.items()}}


def statistics(plays: Iterable[Play]) -> dict[str, GameStats]:
    """``{game id: GameStats}`` over ``plays``."""
    by_game: dict[str, list[Play]] = {}
    for play in plays:
        by_game.setdefault(play.game, []).append(play)
    return {game: _game_stats(game, group) for game, group in sorted(by_game.items())}


def _game_stats(game: str, plays: list[Play]) -> GameStats:
    lines: dict[str, PlayerStats] = {}
    categories: dict[str, tuple[str, str]] = {}
    for play in plays:
        categories.update(play.category_names)
        for i, seat in enumerate(play.seats):
            if seat.kind == AUTOMA:
                continue
            key = player_key(seat)
            line = lines.get(key)
            if line is None:
                line = lines[key] = PlayerStats(key, _shown_name(seat), seat.kind)
            line.plays += 1
            line.wins += int(seat.winner)
            line.totals.append(seat.total)
            for cat, points in seat.categories.items():
                line.category_points.setdefault(cat, []).append(points)
            levels = {other.kind for j, other in enumerate(play.seats)
                      if j != i and other.kind in (*COMPUTER_KINDS, AUTOMA)}
            for level in levels:
                tally = line.against.setdefault(level, [0, 0])
                tally[0] += 1
                tally[1] += int(seat.winner)
    ordered = sorted(lines.values(), key=lambda s: (-s.plays, s.kind != "human", s.name.casefold()))
    return GameStats(game, len(plays), ordered, categories)


def _shown_name(seat: SeatResult) -> str:
    return f"Computer ({seat.kind})" if seat.kind in COMPUTER_KINDS else seat.name.strip()


def score_distribution(plays: Iterable[Play], key: str | None = None) -> list[int]:
    """Every total scored (by the player ``key`` only, when given), automa lines left out."""
    return [seat.total for play in plays for seat in play.seats
            if seat.kind != AUTOMA and (key is None or player_key(seat) == key)]


def win_rate_over_time(plays: Iterable[Play], key: str) -> list[tuple[str, float]]:
    """``[(date, win rate so far)]`` for the player ``key``, one point per play, oldest first."""
    out, played, won = [], 0, 0
    for play in sorted(plays, key=lambda p: p.played_at):
        seat = next((s for s in play.seats if player_key(s) == key), None)
        if seat is None:
            continue
        played += 1
        won += int(seat.winner)
        out.append((play.played_at, won / played))
    return out
