"""Taking the history elsewhere: BG Stats ``.bgsplay`` files (export and import) and CSV.

A ``.bgsplay`` file is JSON with ``games``, ``players``, ``locations`` and ``plays``; a play
refers to its game and location by ``gameRefId`` / ``locationRefId`` and holds one
``playerScores`` entry per seat (``playerRefId``, ``score``, ``winner``, ``rank``,
``seatOrder``, ``startPlayer``), its ``playDate`` and ``durationMin``. Every object carries a
UUID; Board Table derives them (:func:`~desktop_app.history.play.derived_uuid`), so exporting
twice gives the same UUIDs and importing a file twice adds its plays once.
"""

from __future__ import annotations

import csv
import io
import json
from collections.abc import Iterable
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

from desktop_app.engine.game import game_ids, game_info
from desktop_app.engine.text import TextError
from desktop_app.history.play import DATE_FORMAT, Play, SeatResult, derived_uuid
from desktop_app.history.stats import COMPUTER_KINDS

BGG_IDS: dict[str, int | None] = {
    "fit-to-print": 352574,
    "gutenberg": None,
    "viscounts": 296151,
    "unconscious-mind": 329500,
}
"""Each game's BoardGameGeek id (``None`` where not known: BG Stats then matches the game by name)."""
LOCATION = "Board Table"
"""The location of plays made in the app (a physical game keeps the location it was given)."""
MAX_IMPORT_BYTES = 50 * 1024 * 1024
"""A ``.bgsplay`` file larger than this is refused before it is read."""


class ExchangeError(TextError):
    """A file that cannot be imported or written: the message names it and says why."""


def _player_name(seat: SeatResult) -> str:
    return f"Computer ({seat.kind})" if seat.kind in COMPUTER_KINDS else seat.name.strip()


def to_bgsplay(plays: Iterable[Play]) -> dict[str, Any]:
    """The BG Stats play file of ``plays``."""
    plays = list(plays)
    games: dict[str, dict[str, Any]] = {}
    players: dict[str, dict[str, Any]] = {}
    locations: dict[str, dict[str, Any]] = {}
    out_plays = []
    for play in plays:
        game = games.get(play.game)
        if game is None:
            info_name = game_info(play.game).name["en"] if play.game in game_ids() else play.game
            game = games[play.game] = {
                "id": len(games) + 1, "uuid": derived_uuid("bgs-game", play.game), "name": info_name,
                "bggId": BGG_IDS.get(play.game) or 0, "highestWins": True, "noPoints": False,
                "cooperative": False, "usesTeams": False, "isBaseGame": 1, "isExpansion": 0,
                "sourceGameId": play.game}
        where = play.location or LOCATION
        location = locations.get(where)
        if location is None:
            location = locations[where] = {"id": len(locations) + 1, "uuid": derived_uuid("bgs-location", where),
                                           "name": where}
        scores = []
        for n, seat in enumerate(play.seats):
            name = _player_name(seat)
            player = players.get(name.casefold())
            if player is None:
                player = players[name.casefold()] = {
                    "id": len(players) + 1, "uuid": derived_uuid("bgs-player", name.casefold()), "name": name,
                    "isAnonymous": False}
            scores.append({"playerRefId": player["id"], "score": str(seat.total), "winner": seat.winner,
                           "rank": seat.rank, "seatOrder": n + 1, "startPlayer": play.start_player == n,
                           "newPlayer": False, "role": "", "team": ""})
        out_plays.append({
            "uuid": play.uuid, "gameRefId": game["id"], "locationRefId": location["id"],
            "playDate": play.played_at, "durationMin": round(play.duration_s / 60), "ignored": False,
            "manualWinner": False, "rounds": max(0, len(play.progress)), "board": "",
            "usesTeams": False, "expansionPlays": [], "playerScores": scores,
            "comments": f"Board Table ({play.source})"})
    return {"about": "Board Table play history (BG Stats play file)", "games": list(games.values()),
            "players": list(players.values()), "locations": list(locations.values()), "plays": out_plays}


def write_bgsplay(plays: Iterable[Play], path: Path) -> int:
    """Write ``plays`` as a ``.bgsplay`` file; returns how many plays it holds."""
    data = to_bgsplay(plays)
    _write_text(path, json.dumps(data, ensure_ascii=False, indent=1))
    return len(data["plays"])


CSV_COLUMNS = ("play", "date", "game", "duration_min", "players", "seat", "name", "kind", "score", "rank",
               "winner", "start_player", "categories")
"""One row per seat of a play; ``categories`` is ``id=points`` pairs joined by ``; ``."""


def write_csv(plays: Iterable[Play], path: Path) -> int:
    """Write ``plays`` as CSV (one row per seat); returns how many plays it holds."""
    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(CSV_COLUMNS)
    count = 0
    for play in plays:
        count += 1
        for n, seat in enumerate(play.seats):
            writer.writerow((play.uuid, play.played_at, play.game, round(play.duration_s / 60), play.players,
                             n + 1, seat.name, seat.kind, seat.total, seat.rank, int(seat.winner),
                             int(play.start_player == n),
                             "; ".join(f"{k}={v}" for k, v in seat.categories.items())))
    _write_text(path, buffer.getvalue())
    return count


def _write_text(path: Path, text: str) -> None:
    """Write through a temporary file and rename, so a failed write never leaves half a file."""
    tmp = path.with_name(path.name + ".part")
    try:
        tmp.write_text(text, encoding="utf-8")
        tmp.replace(path)
    except OSError as exc:
        tmp.unlink(missing_ok=True)
        raise ExchangeError("{file}: cannot write ({why})", file=str(path), why=exc.strerror or str(exc)) from None


@dataclass
class Imported:
    """What a ``.bgsplay`` file gave: the plays of our games, and how many plays were left out."""

    plays: list[Play]
    other_games: int = 0


def read_bgsplay(path: Path) -> Imported:
    """The plays of Board Table's games in a ``.bgsplay`` file; raises :class:`ExchangeError` for a bad file.

    A game is recognised by its BoardGameGeek id, else by its English name (case ignored).
    """
    try:
        if path.stat().st_size > MAX_IMPORT_BYTES:
            raise ExchangeError("{file}: larger than {mb} MB", file=str(path), mb=MAX_IMPORT_BYTES // 2**20)
        data = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise ExchangeError("{file}: cannot read ({why})", file=str(path), why=exc.strerror or str(exc)) from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise ExchangeError("{file}: not a BG Stats play file ({why})", file=str(path), why=str(exc)) from None
    return parse_bgsplay(data, str(path))


def parse_bgsplay(data: Any, where: str = "file") -> Imported:
    """:func:`read_bgsplay` on already parsed JSON."""
    if not isinstance(data, dict) or not isinstance(data.get("plays"), list):
        raise ExchangeError("{file}: not a BG Stats play file (no list of plays)", file=where)
    games = _refs(data, "games", where)
    players = _refs(data, "players", where)
    locations = _refs(data, "locations", where)
    ours = _our_games(games)
    out, other = [], 0
    for n, raw in enumerate(data["plays"], start=1):
        if not isinstance(raw, dict):
            raise ExchangeError("{file}: play {n} is not described properly", file=where, n=n)
        game = ours.get(raw.get("gameRefId"))
        if game is None:
            other += 1
            continue
        out.append(_play(raw, game, players, locations, where, n))
    return Imported(out, other)


def _refs(data: dict[str, Any], key: str, where: str) -> dict[Any, dict[str, Any]]:
    items = data.get(key, [])
    if not isinstance(items, list) or not all(isinstance(i, dict) and "id" in i for i in items):
        raise ExchangeError("{file}: {key} are not described properly", file=where, key=key)
    return {item["id"]: item for item in items}


def _our_games(games: dict[Any, dict[str, Any]]) -> dict[Any, str]:
    by_bgg = {bgg: gid for gid, bgg in BGG_IDS.items() if bgg}
    by_name = {game_info(gid).name["en"].casefold(): gid for gid in game_ids()}
    out = {}
    for ref, game in games.items():
        gid = by_bgg.get(game.get("bggId")) or by_name.get(str(game.get("name", "")).strip().casefold())
        if gid is not None:
            out[ref] = gid
    return out


def _play(raw: dict[str, Any], game: str, players: dict[Any, dict[str, Any]],
          locations: dict[Any, dict[str, Any]], where: str, n: int) -> Play:
    scores = raw.get("playerScores")
    if not isinstance(scores, list) or not scores or not all(isinstance(s, dict) for s in scores):
        raise ExchangeError("{file}: play {n} has no player scores", file=where, n=n)
    uid, date = raw.get("uuid"), raw.get("playDate")
    if not isinstance(uid, str) or not uid.strip() or len(uid) > 64:
        raise ExchangeError("{file}: play {n} has no proper uuid", file=where, n=n)
    try:
        played_at = datetime.strptime(str(date)[:19], DATE_FORMAT).strftime(DATE_FORMAT)
    except ValueError:
        raise ExchangeError("{file}: play {n} has a date that cannot be read: {date}", file=where, n=n,
                            date=str(date)[:40]) from None
    ordered = sorted(scores, key=lambda s: s.get("seatOrder") or 0)
    seats, start = [], None
    for i, score in enumerate(ordered):
        player = players.get(score.get("playerRefId"), {})
        name = str(player.get("name") or f"Player {i + 1}").strip()[:40]
        try:
            total = int(float(score.get("score") or 0))
        except (TypeError, ValueError):
            raise ExchangeError("{file}: play {n} has a score that is not a number", file=where, n=n) from None
        rank = score.get("rank") if isinstance(score.get("rank"), int) else 0
        seats.append(SeatResult(name, "", _kind(name), total, rank, bool(score.get("winner")), {}))
        if score.get("startPlayer"):
            start = i
    _fill_ranks(seats)
    location = locations.get(raw.get("locationRefId"), {}).get("name", "")
    duration = raw.get("durationMin") if isinstance(raw.get("durationMin"), int | float) else 0
    return Play(uuid=uid.strip(), game=game, played_at=played_at, duration_s=int(duration * 60),
                source="import", seats=seats, location=str(location)[:80], start_player=start)


def _kind(name: str) -> str:
    for level in COMPUTER_KINDS:
        if name == f"Computer ({level})":
            return level
    return "human"


def _fill_ranks(seats: list[SeatResult]) -> None:
    """Seats without a rank get one from the scores (equal scores share a rank)."""
    if all(seat.rank > 0 for seat in seats):
        return
    for seat in seats:
        seat.rank = 1 + sum(1 for other in seats if other.total > seat.total)
