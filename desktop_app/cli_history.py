"""``python -m desktop_app history list | stats | export | import`` (and ``simulate --history-db``).

Every command takes ``--history-db PATH`` (default: the app's own history in the user data
folder). A bad file or database exits 2 with one line; nothing kept is lost.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from desktop_app.cli_common import CLIError, implemented_game
from desktop_app.engine.text import TextError
from desktop_app.history.database import HistoryDB, PlayFilter
from desktop_app.history.exchange import read_bgsplay, write_bgsplay, write_csv
from desktop_app.history.play import Play
from desktop_app.history.stats import statistics


def add_history_parser(sub: Any) -> None:
    """Add the ``history`` subcommand and its verbs to the main parser's subparsers."""
    hist = sub.add_parser("history", help="the play history: list, stats, export, import")
    verbs = hist.add_subparsers(dest="verb", metavar="VERB")
    listing = verbs.add_parser("list", help="every play kept, oldest first")
    stats = verbs.add_parser("stats", help="plays, wins and scores per game and player")
    export = verbs.add_parser("export", help="write the plays as a BG Stats .bgsplay file or CSV")
    target = export.add_mutually_exclusive_group(required=True)
    target.add_argument("--bgsplay", type=Path, metavar="OUT.bgsplay")
    target.add_argument("--csv", type=Path, metavar="OUT.csv")
    imp = verbs.add_parser("import", help="add the plays of a BG Stats .bgsplay file (each play once)")
    imp.add_argument("file", type=Path, metavar="FILE.bgsplay")
    for verb in (listing, stats, export, imp):
        add_history_db_option(verb)
    for verb in (listing, stats, export):
        verb.add_argument("--game", help="only this game")
        verb.add_argument("--players", type=int, help="only plays with this many players")
    for verb in (listing, stats):
        verb.add_argument("--json", action="store_true", help="print JSON")


def add_history_db_option(parser: argparse.ArgumentParser) -> None:
    """``--history-db PATH`` on a subcommand."""
    parser.add_argument("--history-db", type=Path, metavar="PATH",
                        help="the history database (default: the app's own)")


def open_history(path: Path | None) -> HistoryDB:
    """The database at ``path`` (the app's own when None); CLIError if it cannot be opened."""
    if path is None:
        from desktop_app.controllers.paths import history_path

        path = history_path()
    try:
        db = HistoryDB(path)
    except TextError as exc:
        raise CLIError(str(exc)) from None
    if db.notice is not None:
        print(f"note: {db.notice.render()}", file=sys.stderr)
    return db


def run_history(args: argparse.Namespace) -> int:
    """Carry out one ``history`` verb."""
    if args.verb is None:
        raise CLIError("history: give a verb (list, stats, export, import)")
    db = open_history(args.history_db)
    try:
        return _VERBS[args.verb](db, args)
    except TextError as exc:
        raise CLIError(str(exc)) from None
    finally:
        db.close()


def _filter(args: argparse.Namespace) -> PlayFilter:
    if args.game is not None:
        implemented_game(args.game)
    return PlayFilter(game=args.game, players=args.players)


def _list(db: HistoryDB, args: argparse.Namespace) -> int:
    plays = db.plays(_filter(args))
    if args.json:
        print(json.dumps([play_json(p) for p in plays], ensure_ascii=False, indent=1))
        return 0
    for play in plays:
        lines = ", ".join(f"{s.name} {s.total}{' *' if s.winner else ''}" for s in play.seats)
        print(f"{play.played_at}  {play.game:<16} {play.source:<10} {lines}")
    print(f"{len(plays)} play{'s' if len(plays) != 1 else ''}")
    return 0


def play_json(play: Play) -> dict[str, Any]:
    """A play as ``history list --json`` prints it (the record left out)."""
    return {"uuid": play.uuid, "game": play.game, "date": play.played_at, "duration_s": play.duration_s,
            "source": play.source, "options": play.options, "seed": play.seed,
            "start_player": play.start_player, "location": play.location, "winners": play.winners,
            "seats": [{"name": s.name, "colour": s.colour, "kind": s.kind, "total": s.total, "rank": s.rank,
                       "winner": s.winner, "categories": s.categories} for s in play.seats],
            "progress": play.progress, "replayable": play.record is not None}


def _stats(db: HistoryDB, args: argparse.Namespace) -> int:
    result = statistics(db.plays(_filter(args)))
    if args.json:
        print(json.dumps({g: s.to_json() for g, s in result.items()}, ensure_ascii=False, indent=1))
        return 0
    for game, stats in result.items():
        print(f"{game}: {stats.plays} play{'s' if stats.plays != 1 else ''}")
        for p in stats.players:
            print(f"  {p.name:<24} plays {p.plays:>3}  wins {p.wins:>3} ({p.win_rate:.0%})  "
                  f"mean {p.mean_score:.1f}  best {p.best_score}")
    if not result:
        print("no plays")
    return 0


def _export(db: HistoryDB, args: argparse.Namespace) -> int:
    plays = db.plays(_filter(args))
    if args.bgsplay is not None:
        count, out = write_bgsplay(plays, args.bgsplay), args.bgsplay
    else:
        count, out = write_csv(plays, args.csv), args.csv
    print(f"wrote {out} ({count} play{'s' if count != 1 else ''})")
    return 0


def _import(db: HistoryDB, args: argparse.Namespace) -> int:
    imported = read_bgsplay(args.file)
    added = db.add_many(imported.plays)
    kept = len(imported.plays) - added
    note = f"; {imported.other_games} of other games left out" if imported.other_games else ""
    print(f"added {added} play{'s' if added != 1 else ''} ({kept} already kept{note})")
    return 0


_VERBS = {"list": _list, "stats": _stats, "export": _export, "import": _import}


class SimulateRecorder:
    """``simulate --history-db``: every finished game becomes a play (seats marked as their levels).

    A game that ended in an error is not recorded. The plays are written once, at the end, in
    one transaction.
    """

    def __init__(self, game: Any, path: Path) -> None:
        self.game = game
        self.db = open_history(path)
        self.plays: list[Play] = []
        self.added = 0

    def __call__(self, result: Any) -> None:
        """Keep the play of one finished game."""
        from desktop_app.history.play import play_from_game

        if result.error is not None or result.state is None or result.state.decisions():
            return
        save = result.record.dumps(result.state)
        self.plays.append(play_from_game(result.record, result.state.score_sheet(), source="simulate",
                                         duration_s=round(result.seconds), save_json=save))

    def close(self) -> None:
        """Write the kept plays and close the database."""
        try:
            self.added = self.db.add_many(self.plays)
        except TextError as exc:
            raise CLIError(str(exc)) from None
        finally:
            self.db.close()
