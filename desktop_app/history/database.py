"""The history database: an SQLite file with a versioned schema, one transaction per play.

The schema's version is SQLite's ``user_version``; :data:`MIGRATIONS` brings a file of any
earlier version up to :data:`SCHEMA_VERSION`, each step in its own transaction. A play is
written in one transaction (the play, its seats and their categories), so a crash or a full
disk leaves the play whole or absent, never half. A file that is not a readable history
(damaged, or not a database at all) is moved aside as ``<name>.damaged-<time>`` and a new one is
started; :attr:`HistoryDB.notice` then says so in the player's words. A file written by a newer
Board Table is left alone and opened read-only.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from desktop_app.engine.text import Text, TextError
from desktop_app.history.play import Play, SeatResult

SCHEMA_VERSION = 2
"""The schema this version of the app writes."""

_V1 = """
CREATE TABLE plays (
    uuid TEXT PRIMARY KEY,
    game TEXT NOT NULL,
    played_at TEXT NOT NULL,
    duration_s INTEGER NOT NULL DEFAULT 0,
    source TEXT NOT NULL,
    options TEXT NOT NULL DEFAULT '{}',
    seed INTEGER,
    record TEXT,
    location TEXT NOT NULL DEFAULT '',
    start_player INTEGER
);
CREATE TABLE seats (
    play_uuid TEXT NOT NULL REFERENCES plays(uuid) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    colour TEXT NOT NULL DEFAULT '',
    kind TEXT NOT NULL,
    total INTEGER NOT NULL,
    rank INTEGER NOT NULL,
    winner INTEGER NOT NULL,
    PRIMARY KEY (play_uuid, seat)
);
CREATE TABLE seat_points (
    play_uuid TEXT NOT NULL REFERENCES plays(uuid) ON DELETE CASCADE,
    seat INTEGER NOT NULL,
    category TEXT NOT NULL,
    points INTEGER NOT NULL,
    PRIMARY KEY (play_uuid, seat, category)
);
CREATE TABLE category_names (
    game TEXT NOT NULL,
    category TEXT NOT NULL,
    en TEXT NOT NULL,
    zh TEXT NOT NULL,
    PRIMARY KEY (game, category)
);
CREATE INDEX plays_by_game ON plays (game, played_at);
CREATE INDEX seats_by_name ON seats (name);
"""

_V2 = """
ALTER TABLE plays ADD COLUMN progress TEXT NOT NULL DEFAULT '[]';
"""

MIGRATIONS: dict[int, str] = {1: _V1, 2: _V2}
"""``{version: SQL}``: the step that brings a file from ``version - 1`` to ``version``.

Version 2 keeps each seat's total after each round (the score-over-the-game chart).
"""


class HistoryError(TextError):
    """The history cannot be read or written: the message says why in the player's words."""


@dataclass
class PlayFilter:
    """Which plays to look at: a game, a player count, modules that were on, a date range."""

    game: str | None = None
    players: int | None = None
    modules: tuple[str, ...] = ()
    since: str | None = None
    until: str | None = None

    def matches(self, play: Play) -> bool:
        """Whether ``play`` passes every set condition (dates compare as ``YYYY-MM-DD`` texts)."""
        if self.game is not None and play.game != self.game:
            return False
        if self.players is not None and play.players != self.players:
            return False
        if any(not play.options.get(key) for key in self.modules):
            return False
        day = play.played_at[:10]
        if self.since is not None and day < self.since:
            return False
        return self.until is None or day <= self.until


class HistoryDB:
    """The play history in one SQLite file (``:memory:`` for a throwaway one).

    Opening never raises for a bad file: a damaged one is kept aside and a new one started
    (:attr:`notice` says so); only a file that cannot be created at all raises
    :class:`HistoryError`.
    """

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path) if str(path) != ":memory:" else None
        self.notice: Text | None = None
        self.read_only = False
        try:
            self._conn = self._open()
        except sqlite3.DatabaseError:
            self._conn = self._start_afresh()

    # --- opening ---------------------------------------------------------------------------
    def _connect(self) -> sqlite3.Connection:
        target = ":memory:" if self.path is None else str(self.path)
        if self.path is not None:
            self.path.parent.mkdir(parents=True, exist_ok=True)
        conn = sqlite3.connect(target, isolation_level=None)
        conn.execute("PRAGMA foreign_keys = ON")
        return conn

    def _open(self) -> sqlite3.Connection:
        try:
            conn = self._connect()
        except (OSError, sqlite3.OperationalError) as exc:
            raise HistoryError("the play history {file} cannot be opened ({why})",
                               file=str(self.path), why=str(exc)) from None
        try:
            if conn.execute("PRAGMA quick_check").fetchone()[0] != "ok":
                raise sqlite3.DatabaseError("quick_check failed")
            version = conn.execute("PRAGMA user_version").fetchone()[0]
            if version > SCHEMA_VERSION:
                self.read_only = True
                self.notice = Text("The play history was written by a newer Board Table: it is shown but "
                                   "new plays are not added to it.")
                return conn
            if version and not self._has_tables(conn):
                raise sqlite3.DatabaseError("tables missing")
            self._migrate(conn, version)
        except sqlite3.DatabaseError:
            conn.close()
            raise
        return conn

    @staticmethod
    def _has_tables(conn: sqlite3.Connection) -> bool:
        names = {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type = 'table'")}
        return {"plays", "seats", "seat_points", "category_names"} <= names

    @staticmethod
    def _migrate(conn: sqlite3.Connection, version: int) -> None:
        for step in range(version + 1, SCHEMA_VERSION + 1):
            conn.execute("BEGIN")
            try:
                for statement in _statements(MIGRATIONS[step]):
                    conn.execute(statement)
                conn.execute(f"PRAGMA user_version = {step}")
                conn.execute("COMMIT")
            except BaseException:
                conn.execute("ROLLBACK")
                raise

    def _start_afresh(self) -> sqlite3.Connection:
        """Keep the unreadable file aside under another name and start a new history."""
        if self.path is None:
            raise HistoryError("the play history cannot be created in memory")
        aside = self.path.with_name(f"{self.path.name}.damaged-{datetime.now():%Y%m%d-%H%M%S}")
        for suffix in ("", "-journal", "-wal", "-shm"):
            part = Path(str(self.path) + suffix)
            if part.exists():
                part.replace(Path(str(aside) + suffix))
        self.notice = Text("The play history could not be read; it was kept as {file} and a new one "
                           "was started.", file=aside.name)
        try:
            return self._open()
        except sqlite3.DatabaseError as exc:
            raise HistoryError("the play history {file} cannot be created ({why})",
                               file=str(self.path), why=str(exc)) from None

    def close(self) -> None:
        """Close the file."""
        self._conn.close()

    @property
    def schema_version(self) -> int:
        """The file's schema version."""
        return self._conn.execute("PRAGMA user_version").fetchone()[0]

    # --- writing ---------------------------------------------------------------------------
    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        self._conn.execute("BEGIN IMMEDIATE")
        try:
            yield self._conn
        except BaseException:
            self._conn.execute("ROLLBACK")
            raise
        self._conn.execute("COMMIT")

    def add(self, play: Play) -> bool:
        """Write ``play`` whole (one transaction); ``False`` if a play with its UUID is already kept.

        Raises :class:`HistoryError` when the file cannot be written (read-only, disk full): the
        history is then exactly as before.
        """
        if self.read_only:
            raise HistoryError("the play history was written by a newer Board Table and is read-only")
        try:
            with self._transaction() as conn:
                if conn.execute("SELECT 1 FROM plays WHERE uuid = ?", (play.uuid,)).fetchone():
                    return False
                self._insert(conn, play)
        except sqlite3.Error as exc:
            raise HistoryError("the play could not be added to the history ({why})", why=str(exc)) from None
        return True

    def add_many(self, plays: Iterable[Play]) -> int:
        """Write every play not kept yet, all in one transaction; returns how many were new."""
        if self.read_only:
            raise HistoryError("the play history was written by a newer Board Table and is read-only")
        added = 0
        try:
            with self._transaction() as conn:
                for play in plays:
                    if not conn.execute("SELECT 1 FROM plays WHERE uuid = ?", (play.uuid,)).fetchone():
                        self._insert(conn, play)
                        added += 1
        except sqlite3.Error as exc:
            raise HistoryError("the plays could not be added to the history ({why})", why=str(exc)) from None
        return added

    @staticmethod
    def _insert(conn: sqlite3.Connection, play: Play) -> None:
        conn.execute(
            "INSERT INTO plays (uuid, game, played_at, duration_s, source, options, seed, record, location,"
            " start_player, progress) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (play.uuid, play.game, play.played_at, play.duration_s, play.source,
             json.dumps(play.options, sort_keys=True), play.seed, play.record, play.location,
             play.start_player, json.dumps(play.progress)))
        for n, seat in enumerate(play.seats):
            conn.execute(
                "INSERT INTO seats (play_uuid, seat, name, colour, kind, total, rank, winner)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (play.uuid, n, seat.name, seat.colour, seat.kind, seat.total, seat.rank, int(seat.winner)))
            conn.executemany(
                "INSERT INTO seat_points (play_uuid, seat, category, points) VALUES (?, ?, ?, ?)",
                [(play.uuid, n, cat, points) for cat, points in seat.categories.items()])
        conn.executemany(
            "INSERT OR REPLACE INTO category_names (game, category, en, zh) VALUES (?, ?, ?, ?)",
            [(play.game, cat, en, zh) for cat, (en, zh) in play.category_names.items()])

    def delete(self, play_uuid: str) -> bool:
        """Remove one play; ``False`` if there was none with that UUID."""
        with self._transaction() as conn:
            return conn.execute("DELETE FROM plays WHERE uuid = ?", (play_uuid,)).rowcount > 0

    # --- reading ---------------------------------------------------------------------------
    def plays(self, where: PlayFilter | None = None) -> list[Play]:
        """Every play kept (oldest first), or those ``where`` lets through."""
        where = where or PlayFilter()
        sql = ("SELECT uuid, game, played_at, duration_s, source, options, seed, record, location,"
               " start_player, progress FROM plays")
        args: list[Any] = []
        if where.game is not None:
            sql += " WHERE game = ?"
            args.append(where.game)
        rows = self._conn.execute(sql + " ORDER BY played_at, uuid", args).fetchall()
        seats = self._seats([row[0] for row in rows])
        names = self.category_names()
        out = []
        for (uid, game, played_at, duration, source, options, seed, record, location, start,
             progress) in rows:
            play = Play(uuid=uid, game=game, played_at=played_at, duration_s=duration, source=source,
                        seats=seats.get(uid, []), options=json.loads(options), seed=seed, record=record,
                        location=location, start_player=start, category_names=names.get(game, {}),
                        progress=json.loads(progress))
            if where.matches(play):
                out.append(play)
        return out

    def get(self, play_uuid: str) -> Play | None:
        """The play with this UUID, if kept."""
        return next((p for p in self.plays() if p.uuid == play_uuid), None)

    def _seats(self, uuids: list[str]) -> dict[str, list[SeatResult]]:
        points: dict[tuple[str, int], dict[str, int]] = {}
        for uid, seat, cat, value in self._conn.execute(
                "SELECT play_uuid, seat, category, points FROM seat_points ORDER BY rowid"):
            points.setdefault((uid, seat), {})[cat] = value
        out: dict[str, list[SeatResult]] = {}
        wanted = set(uuids)
        for uid, seat, name, colour, kind, total, rank, winner in self._conn.execute(
                "SELECT play_uuid, seat, name, colour, kind, total, rank, winner FROM seats"
                " ORDER BY play_uuid, seat"):
            if uid in wanted:
                out.setdefault(uid, []).append(SeatResult(name, colour, kind, total, rank, bool(winner),
                                                          points.get((uid, seat), {})))
        return out

    def category_names(self) -> dict[str, dict[str, tuple[str, str]]]:
        """``{game: {category: (English, 中文)}}`` of every category seen in a play."""
        out: dict[str, dict[str, tuple[str, str]]] = {}
        for game, cat, en, zh in self._conn.execute("SELECT game, category, en, zh FROM category_names"):
            out.setdefault(game, {})[cat] = (en, zh)
        return out

    def count(self) -> int:
        """How many plays are kept."""
        return self.conn_rows("plays")

    def conn_rows(self, table: str) -> int:
        """How many rows ``table`` (one of the schema's tables) holds."""
        if table not in ("plays", "seats", "seat_points", "category_names"):
            raise ValueError(f"not a history table: {table}")
        return self._conn.execute(f"SELECT COUNT(*) FROM {table}").fetchone()[0]


def _statements(script: str) -> list[str]:
    """The statements of a migration script (``;``-separated; no ``;`` inside our statements)."""
    return [s.strip() for s in script.split(";") if s.strip()]
