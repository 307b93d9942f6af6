"""A play: one finished game (in the app, or physical and scored in a calculator) as history keeps it."""

from __future__ import annotations

import hashlib
import json
import uuid
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from desktop_app.engine.record import GameRecord
from desktop_app.engine.scoresheet import ScoreSheet

NAMESPACE = uuid.UUID("6f1c9a52-3d0b-4c8e-9a57-0b7d2f61c3e4")
"""The namespace of every UUID Board Table derives (plays, players, games, the location)."""
SOURCES = ("app", "calculator", "simulate", "import")
"""Where a play comes from: played in the app, scored in a calculator, a ``simulate`` run, an import."""
AUTOMA = "automa"
"""The kind of a score line that is not a seat (the Steward, a solo rival)."""
DATE_FORMAT = "%Y-%m-%d %H:%M:%S"
"""How a play's date is written (local time, as BG Stats writes ``playDate``)."""


@dataclass
class SeatResult:
    """One line of a play: who sat there (name, colour, human or a level) and how they did."""

    name: str
    colour: str
    kind: str
    total: int
    rank: int
    winner: bool
    categories: dict[str, int] = field(default_factory=dict)


@dataclass
class Play:
    """A finished game as history keeps it.

    ``seats`` are in seat order (the seat order BG Stats exports); ``start_player`` is a seat
    index when known. ``category_names`` maps each category id to its ``(English, 中文)`` names so
    statistics can be shown without the game's content. ``record`` is the save-file JSON of an
    app game (so it can be replayed), ``progress`` each seat's total after each round.
    """

    uuid: str
    game: str
    played_at: str
    duration_s: int
    source: str
    seats: list[SeatResult]
    options: dict[str, Any] = field(default_factory=dict)
    seed: int | None = None
    record: str | None = None
    location: str = ""
    start_player: int | None = None
    category_names: dict[str, tuple[str, str]] = field(default_factory=dict)
    progress: list[list[int]] = field(default_factory=list)

    @property
    def players(self) -> int:
        """How many lines the play has (seats plus any automa line)."""
        return len(self.seats)

    @property
    def winners(self) -> list[str]:
        """The winners' names."""
        return [s.name for s in self.seats if s.winner]

    def date(self) -> datetime:
        """``played_at`` as a datetime."""
        return datetime.strptime(self.played_at, DATE_FORMAT)


def derived_uuid(*parts: Any) -> str:
    """A stable UUID made from ``parts`` (the same parts give the same UUID on every machine)."""
    digest = hashlib.sha256(json.dumps(parts, sort_keys=True, ensure_ascii=False, default=str).encode())
    return str(uuid.uuid5(NAMESPACE, digest.hexdigest()))


def now_text() -> str:
    """The current local time in :data:`DATE_FORMAT`."""
    return datetime.now().strftime(DATE_FORMAT)


def seats_from_sheet(sheet: ScoreSheet, kinds: list[str], colours: list[str]) -> list[SeatResult]:
    """The seat lines of ``sheet``: seat ``i`` has ``kinds[i]`` and ``colours[i]``; extra lines are automa."""
    winners = set(sheet.winners)
    out = []
    for i, line in enumerate(sheet.players):
        out.append(SeatResult(
            name=line.name, colour=colours[i] if i < len(colours) else "",
            kind=kinds[i] if i < len(kinds) else AUTOMA, total=int(line.total), rank=int(line.rank or i + 1),
            winner=i in winners, categories={k: int(v) for k, v in line.categories.items()}))
    return out


def category_names(sheet: ScoreSheet) -> dict[str, tuple[str, str]]:
    """Each category id of ``sheet`` with its English and Chinese names."""
    return {c.id: (c.en, c.zh) for c in sheet.categories}


def play_from_game(record: GameRecord, sheet: ScoreSheet, *, source: str = "app", duration_s: int = 0,
                   played_at: str | None = None, save_json: str | None = None,
                   progress: list[list[int]] | None = None) -> Play:
    """The play of a finished game: its record (seats, options, seed, moves) and final sheet.

    The UUID comes from the record (game, seed, options, moves), so recording the same game
    twice (a finished save opened again, the end reached again after an undo) keeps one play.
    """
    seats = record.options.seats
    key = (record.game_id, record.seed, record.options.to_json(), [a.text() for a in record.actions])
    variants = dict(record.options.variants)
    start = variants.get("start_player")
    return Play(
        uuid=derived_uuid("game", *key), game=record.game_id, played_at=played_at or now_text(),
        duration_s=max(0, int(duration_s)), source=source,
        seats=seats_from_sheet(sheet, [s.kind for s in seats], [s.colour for s in seats]),
        options=variants, seed=record.seed, record=save_json,
        start_player=start if isinstance(start, int) and 0 <= start < len(seats) else None,
        category_names=category_names(sheet), progress=progress or [])


def play_from_sheet(sheet: ScoreSheet, *, played_at: str | None = None, duration_s: int = 0,
                    location: str = "") -> Play:
    """The play of a physical game scored in a calculator (every line a person at the table)."""
    when = played_at or now_text()
    lines = [(p.name, p.total, dict(p.categories)) for p in sheet.players]
    return Play(
        uuid=derived_uuid("sheet", sheet.game_id, when, lines), game=sheet.game_id, played_at=when,
        duration_s=max(0, int(duration_s)), source="calculator",
        seats=seats_from_sheet(sheet, ["human"] * len(sheet.players), []),
        options=dict(sheet.variants), location=location, category_names=category_names(sheet))
