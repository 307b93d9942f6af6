"""The command line: ``simulate``, ``score``, ``validate-content``, ``replay``, ``screenshot``, ``history``.

Exit status: 0 success, 2 bad input (one line on stderr, never a traceback), 1 an unexpected
internal error (also one line), 141 (128 + SIGPIPE) when the reader of the output went away
(``… | head -1``): the command stops quietly, as Unix tools do.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from desktop_app.cli_common import CLIError, check_players, implemented_game
from desktop_app.cli_history import add_history_db_option, add_history_parser, run_history
from desktop_app.engine.game import Game

PROG = "board-table"


class _Parser(argparse.ArgumentParser):
    """An argument parser whose usage errors become one-line :class:`CLIError`s."""

    def error(self, message: str) -> None:  # type: ignore[override]
        raise CLIError(f"{self.prog}: {message} (see --help)")


def build_parser() -> argparse.ArgumentParser:
    """The parser for every subcommand."""
    parser = _Parser(prog=PROG, description="Board Table: run without arguments for the desktop app.")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    sim = sub.add_parser("simulate", help="play seeded games between computer players; prints one JSON summary")
    sim.add_argument("--game", required=True, help="game id, e.g. gutenberg or fit-to-print")
    sim.add_argument("--players", type=int, help="number of seats (default: 2, or the game's minimum)")
    sim.add_argument("--games", type=int, default=10, help="how many games (default 10)")
    sim.add_argument("--seed", type=int, default=1, help="seed of the first game; game k uses SEED+k")
    sim.add_argument("--bots", default="random",
                     help="random|easy|normal|hard (greedy=easy, ismcts=normal), one for all seats or "
                          "comma-separated per seat")
    sim.add_argument("--budget", type=float,
                     help="override every bot's thinking budget (seconds of an idle core, turned into a "
                          "fixed amount of work: a seed replays on any machine)")
    sim.add_argument("--max-seconds", type=float, help="start no new game after this many seconds")
    sim.add_argument("--variant", action="append", default=[], metavar="KEY=VALUE",
                     help="a variant or module of the game, e.g. mode=turn_based (repeatable)")
    sim.add_argument("--ladder", action="store_true",
                     help="the whole table of levels: median rounds per level and mixed, win shares of hard vs "
                          "normal and normal vs easy (each seat in turn), solo win rates; --games per cell, "
                          "--players one count (default: every count up to 4)")
    sim.add_argument("--markdown", action="store_true", help="with --ladder: print Markdown tables, not JSON")
    sim.add_argument("--out", type=Path, metavar="LADDER.json",
                     help="with --ladder: save each finished cell to this file and, run again with the same "
                          "games, seed and options, play only the cells still missing (docs/ladder/ feeds the "
                          "README's tables: python -m desktop_app.ladder_report)")
    sim.add_argument("--through-app", action="store_true",
                     help="play through the app's controller on a virtual clock (bots think while the "
                          "real-time clock runs, one worker thread)")
    sim.add_argument("--humans", type=int, default=0,
                     help="with --through-app: the first N seats are simulated people playing like their "
                          "--bots level at a person's pace (default 0)")
    sim.add_argument("--think", default="measured",
                     help="with --through-app: 'measured' (CPU time x --load) or fixed milliseconds per answer")
    sim.add_argument("--load", type=float, default=1.0,
                     help="with --through-app --think measured: slow-down of the bots' thread (2 = a busy "
                          "2-core machine)")
    add_history_db_option(sim)
    score = sub.add_parser("score", help="score a finished physical game from a YAML sheet")
    score.add_argument("game")
    score.add_argument("sheet", type=Path)
    score.add_argument("--json", action="store_true", help="print the score sheet as JSON")
    score.add_argument("--pdf", type=Path, metavar="OUT.pdf", help="also write a printable PDF")
    score.add_argument("--lang", choices=("en", "zh"), default="en", help="language of the table / PDF")
    val = sub.add_parser("validate-content", help="validate built-in content or a content pack folder")
    val.add_argument("folder", nargs="?", type=Path, metavar="DIR")
    val.add_argument("--game", help="only this game (needed when DIR holds one game's YAML directly)")
    rep = sub.add_parser("replay", help="re-apply a save file's actions")
    rep.add_argument("save", type=Path, metavar="SAVE.json")
    rep.add_argument("--check", action="store_true", help="check the replay against the saved game (exit 2 when it was edited or cannot be checked)")
    shot = sub.add_parser("screenshot", help="render the main window or a game window to a PNG, offscreen")
    shot.add_argument("out", type=Path, metavar="OUT.png")
    shot.add_argument("--game")
    shot.add_argument("--players", type=int)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--after", type=int, default=0, help="computer actions to play before the shot")
    shot.add_argument("--size", default="1400x900", metavar="WxH", help="window size, e.g. 1366x768")
    shot.add_argument("--lang", choices=("en", "zh_TW"), help="language (default: the saved one)")
    shot.add_argument("--variant", action="append", default=[], metavar="KEY=VALUE",
                      help="a game option or module, as for simulate (repeatable)")
    add_history_parser(sub)
    return parser


def _default_players(game: Game) -> int:
    return min(max(2, game.min_players), game.max_players)


def _simulate(args: argparse.Namespace) -> int:
    from desktop_app.cli_simulate import parse_levels, progress_stream, simulate

    game = implemented_game(args.game)
    if args.ladder:
        return _ladder(game, args)
    players = args.players if args.players is not None else _default_players(game)
    check_players(game, players)
    levels = parse_levels(args.bots, players)
    if args.budget is not None and args.budget < 0:
        raise CLIError(f"--budget must be ≥ 0, not {args.budget}")
    if args.through_app:
        from desktop_app.simulate_app import parse_think, simulate_through_app

        summary = simulate_through_app(game, players, args.games, args.seed, levels, args.humans,
                                       parse_think(args.think, args.load), args.variant, progress_stream())
    else:
        recorder = None
        if args.history_db is not None:
            from desktop_app.cli_history import SimulateRecorder

            recorder = SimulateRecorder(game, args.history_db)
        try:
            summary = simulate(game, players, args.games, args.seed, levels, args.budget, args.max_seconds,
                               progress_stream(), args.variant, on_result=recorder)
        finally:
            if recorder is not None:
                recorder.close()
        if recorder is not None:
            summary["history_plays_added"] = recorder.added
    print(json.dumps(summary, ensure_ascii=False))
    return 0


def _ladder(game: Game, args: argparse.Namespace) -> int:
    from desktop_app.cli_simulate import parse_variants
    from desktop_app.ladder import ladder, ladder_markdown

    if args.players is not None:
        check_players(game, args.players)
        counts = [args.players]
    else:
        counts = list(range(game.min_players, min(game.max_players, 4) + 1))
    if args.games < 1:
        raise CLIError(f"--games must be at least 1, not {args.games}")
    variants = parse_variants(args.variant, game, game.load_content())
    if args.out is None:
        result = ladder(game, counts, args.games, args.seed, variants)
    else:
        result = _saved_ladder(game, args, counts, variants)
    print(ladder_markdown(result) if args.markdown else json.dumps(result, ensure_ascii=False))
    return 0


def _saved_ladder(game: Game, args: argparse.Namespace, counts: list[int], variants: dict) -> dict:
    """The ladder, saved cell by cell to ``--out`` and resumed from it."""
    from desktop_app.ladder import ladder
    from desktop_app.ladder_report import LadderFileError, load_cells, save

    key = {"game": game.id, "variants": variants, "games_per_cell": args.games, "seed": args.seed}
    try:
        cells = load_cells(args.out, key)
    except LadderFileError as exc:
        raise CLIError(str(exc)) from None
    command = ("python -m desktop_app simulate --game {} --ladder --games {} --seed {}{}{}".format(
        game.id, args.games, args.seed, "".join(f" --players {n}" for n in counts if args.players),
        "".join(f" --variant {v}" for v in args.variant)))

    def keep(name: str, cell: dict) -> None:
        cells[name] = cell
        save(args.out, key, command, counts, cells)

    return ladder(game, counts, args.games, args.seed, variants, done=cells, on_cell=keep)


def _score(args: argparse.Namespace) -> int:
    from desktop_app.cli_score import export_pdf, format_table, score_sheet_file

    game = implemented_game(args.game)
    sheet = score_sheet_file(game, args.sheet, args.lang)
    if args.json:
        print(json.dumps(sheet.to_json(), ensure_ascii=False, indent=2))
    else:
        print(format_table(sheet, args.lang))
    if args.pdf:
        pages = export_pdf(sheet, args.pdf, args.lang)
        print(f"wrote {args.pdf} ({pages} page{'s' if pages != 1 else ''})", file=sys.stderr)
    return 0


def _validate(args: argparse.Namespace) -> int:
    from desktop_app.cli_content import validate_content

    ok, errors = validate_content(args.folder, args.game)
    for line in ok:
        print(line)
    for line in errors:
        print(line, file=sys.stderr)
    return 2 if errors else 0


def _replay(args: argparse.Namespace) -> int:
    from desktop_app.cli_replay import replay_save

    for line in replay_save(args.save, args.check):
        print(line)
    return 0


def _screenshot(args: argparse.Namespace) -> int:
    if args.game is not None:
        game = implemented_game(args.game)
        if args.players is not None:
            check_players(game, args.players)
    elif args.players is not None or args.after:
        raise CLIError("--players and --after need --game")
    if args.after < 0:
        raise CLIError(f"--after must be ≥ 0, not {args.after}")
    try:
        width, height = (int(n) for n in args.size.lower().split("x"))
    except ValueError:
        raise CLIError(f"--size must look like 1366x768, not {args.size!r}") from None
    variants: dict = {}
    if args.variant:
        if args.game is None:
            raise CLIError("--variant needs --game")
        from desktop_app.cli_simulate import parse_variants
        from desktop_app.controllers.session import load_game_content

        variants = parse_variants(args.variant, game, load_game_content(game)[0])
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from desktop_app.ui.screenshot import render_screenshot

    try:
        extra = {"variants": variants} if variants else {}
        render_screenshot(args.out, args.game, args.players, args.seed, args.after, args.lang, (width, height), **extra)
    except ValueError as exc:
        raise CLIError(str(exc)) from None
    except OSError as exc:
        raise CLIError(f"{args.out}: cannot write ({exc.strerror or exc})") from None
    print(f"wrote {args.out}")
    return 0


_COMMANDS = {"simulate": _simulate, "score": _score, "validate-content": _validate,
             "replay": _replay, "screenshot": _screenshot, "history": run_history}


def _one_line(text: str) -> str:
    return " ".join(str(text).split())


EXIT_BROKEN_PIPE = 141


def _silence_stdout() -> None:
    """Point stdout at the null device so the interpreter's last flush cannot fail again."""
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):  # stdout without a file descriptor (tests)
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """Run one subcommand; returns the exit status (never raises, never prints a traceback)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        args = build_parser().parse_args(argv)
        if args.command is None:
            raise CLIError(f"{PROG}: give a command ({', '.join(_COMMANDS)}) or none for the desktop app")
        code = _COMMANDS[args.command](args)
        sys.stdout.flush()
        return code
    except BrokenPipeError:  # the reader closed the pipe: stop quietly
        _silence_stdout()
        return EXIT_BROKEN_PIPE
    except CLIError as exc:
        print(f"error: {_one_line(str(exc))}", file=sys.stderr)
        return 2
    except SystemExit as exc:  # --help
        return exc.code if isinstance(exc.code, int) else 0
    except KeyboardInterrupt:
        print("error: interrupted", file=sys.stderr)
        return 130
    except Exception as exc:  # an internal error: one line, never a traceback
        print(f"error: internal error: {type(exc).__name__}: {_one_line(str(exc))}", file=sys.stderr)
        return 1
