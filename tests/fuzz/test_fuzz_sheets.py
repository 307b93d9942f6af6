"""Fuzzing score sheets (issue 8): every sheet exits 2 with one line, or scores consistently.

Families (seeded, so every run tries the same inputs):

- ``hostile-yaml``: bombs, tags, aliases, nesting, long numbers, huge files as sheet files;
- ``mutated``: the example sheets (a Fit To Print page sheet, a quick tally, several days;
  the Gutenberg final sheet) with 1–4 random edits;
- ``hypothesis-mutated`` / ``hypothesis-shapes``: edits or arbitrary values chosen by hypothesis;
- ``ui-open``: the in-app Fit To Print calculator's Open refuses what the command line refuses
  at reading or checking, with the same message.

Each input runs ``python -m desktop_app score G SHEET.yaml`` in-process: exit 0 with a
consistent sheet (totals are the sums of their categories, ranks 1..n, JSON and the table
print), or exit 2 with one stderr line naming the file and the player or field. In-process,
``score_physical`` raises only SheetError. A hang (:data:`INPUT_SECONDS` per input, in the
harness) fails. ``-m slow`` runs far more inputs.
"""

from __future__ import annotations

import io
import json
import random
import re
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app import cli
from desktop_app.cli_score import format_table
from desktop_app.content.sheets import read_sheet
from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.rules.fit_to_print import GAME as FTP
from desktop_app.rules.fit_to_print.calculator import built_in_content, check_sheet
from desktop_app.rules.gutenberg import GAME as GUT
from desktop_app.rules.unconscious_mind import GAME as UM
from desktop_app.rules.viscounts import GAME as VIS
from tests.fuzz.pack_sheet_support import Hang, Mutator, Tally, collect_ids, hostile_yaml, time_limit

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_MUTATED, SLOW_MUTATED = 60, 3000
DEFAULT_HYPOTHESIS, SLOW_HYPOTHESIS = 15, 600


def _quick(name: str, token: int, **change: Any) -> dict[str, Any]:
    return dict({"name": name, "articles": 4, "photos": 2, "focus": 1, "largest_empty": 2, "good_icons": 2,
                 "bad_icons": 1, "desk": 1, "income": 3, "finish_token": token}, **change)


FRIDAY = yaml.safe_load((ROOT / "examples" / "fit_to_print_friday.yaml").read_text(encoding="utf-8"))
QUICK = {"day": "sat", "players": [_quick("Ann", 2), _quick("Ben", 1, income=5), _quick("Cai", 3, desk=0)]}
DAYS = {"days": [{"day": d, "players": [_quick("Ann", 1 + i % 2), _quick("Ben", 2 - i % 2)]}
                 for i, d in enumerate(("fri", "sat", "sun"))], "family": False}


def _example(name: str) -> Any:
    return yaml.safe_load((ROOT / "examples" / name).read_text(encoding="utf-8"))


FINAL = _example("gutenberg_final.yaml")
BASES = {"fit-to-print": {"friday": FRIDAY, "quick": QUICK, "days": DAYS, "friday-as-days": {"days": [FRIDAY]}},
         "gutenberg": {"final": FINAL},
         "viscounts": {"final": _example("viscounts_final.yaml"), "expansions": _example("viscounts_expansions.yaml")},
         "unconscious-mind": {"final": _example("unconscious_mind_final.yaml")}}
GAMES = {"fit-to-print": FTP, "gutenberg": GUT, "viscounts": VIS, "unconscious-mind": UM}
DUMPER = getattr(yaml, "CSafeDumper", yaml.SafeDumper)


def run_score(game_id: str, path: Path) -> tuple[int, str, str]:
    """``python -m desktop_app score`` in-process: exit code, stdout, stderr."""
    out, err = io.StringIO(), io.StringIO()
    with redirect_stdout(out), redirect_stderr(err):
        code = cli.main(["score", game_id, str(path), "--json"])
    return code, out.getvalue(), err.getvalue()


def consistent(sheet: ScoreSheet) -> str | None:
    """Why an accepted sheet is not a sound result, or None."""
    n = len(sheet.players)
    for p in sheet.players:
        if not isinstance(p.total, int) or abs(p.total) > 100_000:
            return f"{p.name}: total {p.total!r}"
        if sum(p.categories.values()) != p.total:
            return f"{p.name}: categories add to {sum(p.categories.values())}, total {p.total}"
        if not 1 <= p.rank <= n:
            return f"{p.name}: rank {p.rank}"
    if any(not 0 <= w < n for w in sheet.winners) or len(set(sheet.winners)) != len(sheet.winners):
        return f"winners {sheet.winners}"
    json.dumps(sheet.to_json())
    format_table(sheet)
    format_table(sheet, "zh")
    return None


NAMED = re.compile(r"^(\d+: |player ('.*?'|\d+): |(players|day|days|sheet|family|breaking|revealed|game|expansions|starting_grey_counts_for_sets)[\[:. ]"
                   r"|[\w'\[\]]+: unknown field|file too large|not UTF-8|a score sheet is a mapping)")
"""What a refusal names after ``file``: a line, a player, a field, or what is wrong with the whole file."""


def judge(game_id: str, data: Any, path: Path) -> tuple[str, str | None]:
    """``(outcome, problem)`` of one sheet: in-process and through the command line."""
    text = data if isinstance(data, str | bytes) else yaml.dump(data, Dumper=DUMPER, allow_unicode=True, sort_keys=False)
    path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    game = GAMES[game_id]
    in_process: str
    try:
        parsed = read_sheet(path)
        sheet = game.score_physical(parsed, str(path))
    except SheetError as exc:
        message = str(exc)
        if "\n" in message or len(message) > 400:
            return "failed", f"message is not one short line: {message[:200]!r}"
        in_process = "refused"
    except Exception as exc:  # noqa: BLE001 - anything else is what the fuzzer looks for
        return "failed", f"{type(exc).__name__}: {exc}"[:400]
    else:
        problem = consistent(sheet)
        if problem:
            return "failed", f"accepted but inconsistent: {problem}"
        in_process = "accepted"
    code, _, err = run_score(game_id, path)
    lines = [line for line in err.splitlines() if line.strip()]
    if in_process == "accepted":
        return ("accepted", None) if code == 0 else ("failed", f"scored in-process, CLI exit {code}: {err[:200]}")
    if code != 2 or len(lines) != 1 or not lines[0].startswith(f"error: {path}"):
        return "failed", f"CLI exit {code}, stderr {err[:300]!r}"
    rest = lines[0][len(f"error: {path}"):].lstrip(":").strip()
    if not NAMED.match(rest):
        return "failed", f"message names no player or field: {lines[0][:200]}"
    return "refused", None


def try_sheet(game_id: str, data: Any, label: str, tally: Tally, root: Path) -> None:
    """Judge one sheet within the harness's time limit and count it."""
    try:
        with time_limit(what=label):
            outcome, problem = judge(game_id, data, root / "sheet.yaml")
    except Hang as exc:
        outcome, problem = "failed", str(exc)
    if problem:
        tally.fail(label, problem)
    else:
        tally.add(outcome)


def test_the_bases_score():
    """The unmutated sheets are accepted (else the mutated families would test nothing)."""
    for game_id, bases in BASES.items():
        for data in bases.values():
            assert consistent(GAMES[game_id].score_physical(data)) is None


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hostile_yaml_sheets_exit_2(game_id, tmp_path):
    tally = Tally("sheets", "hostile-yaml", game_id)
    rng = random.Random(90 + len(game_id))
    for _ in range(2):
        for label, text in hostile_yaml(rng.choice(["players", "days", "day"]), rng):
            try_sheet(game_id, text, label, tally, tmp_path)
    assert tally.counts["accepted"] == 0, "a hostile sheet was accepted"
    tally.report()


def _mutated(game_id: str, mutator: Mutator) -> tuple[str, Any]:
    bases = BASES[game_id]
    name = mutator.pick(sorted(bases))
    ids = collect_ids(bases[name]) + (["PC01", "PC02", "PC12", "SF1", "F03", "CH1", "BN-F1"])
    return name, mutator.mutate(bases[name], ids, 1 + mutator.choose(4))


def _run_mutated(game_id: str, count: int, seed: int, root: Path) -> None:
    tally = Tally("sheets", "mutated", game_id)
    for i in range(count):
        name, data = _mutated(game_id, Mutator.seeded(seed + i))
        try_sheet(game_id, data, f"seed {seed + i} {name}", tally, root)
    tally.report()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_mutated_sheets(game_id, tmp_path):
    _run_mutated(game_id, DEFAULT_MUTATED, 300_000, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_mutated_sheets_long(game_id, tmp_path):
    _run_mutated(game_id, SLOW_MUTATED, 400_000, tmp_path)


SETTINGS = {"derandomize": True, "deadline": None, "database": None, "suppress_health_check": list(HealthCheck)}


def _hypothesis_mutated(game_id: str, examples: int, root: Path) -> None:
    tally = Tally("sheets", "hypothesis-mutated", game_id)

    @settings(max_examples=examples, **SETTINGS)
    @given(st.data())
    def run(data):
        name, sheet = _mutated(game_id, Mutator.from_hypothesis(data))
        before = tally.counts["failed"]
        try_sheet(game_id, sheet, name, tally, root)
        assert tally.counts["failed"] == before, tally.failures[-1]

    run()
    tally.failures.clear()
    tally.report()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hypothesis_mutated_sheets(game_id, tmp_path):
    _hypothesis_mutated(game_id, DEFAULT_HYPOTHESIS, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hypothesis_mutated_sheets_long(game_id, tmp_path):
    _hypothesis_mutated(game_id, SLOW_HYPOTHESIS, tmp_path)


LEAVES = (st.none() | st.booleans() | st.integers(-10 ** 30, 10 ** 30) | st.floats()
          | st.text(max_size=20) | st.sampled_from(["fri", "sat", "sun", "PC01", "SF1", "N3g", "AD1"]))
VALUES = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=6)
                      | st.dictionaries(st.sampled_from(["name", "prestige", "coins", "patrons", "letters", "ink",
                                                         "specialties", "typesetting", "woodcut", "binding",
                                                         "colouring", "articles", "photos", "focus", "desk",
                                                         "finish_token", "income", "page", "legend", "day",
                                                         "points", "id", "side", "buildings", "castle",
                                                         "manuscripts", "debts", "deeds", "outsiders", "chests",
                                                         "track_vp", "cured", "tags", "complex", "per", "max"])
                                      | st.text(max_size=6),
                                        inner, max_size=8), max_leaves=40)


def _hypothesis_shapes(game_id: str, examples: int, root: Path) -> None:
    tally = Tally("sheets", "hypothesis-shapes", game_id)

    @settings(max_examples=examples, **SETTINGS)
    @given(st.dictionaries(st.sampled_from(["players", "day", "days", "family", "breaking", "revealed",
                                                    "expansions", "solo", "game"]), VALUES, max_size=4))
    def run(sheet):
        before = tally.counts["failed"]
        try_sheet(game_id, sheet, "shape", tally, root)
        assert tally.counts["failed"] == before, tally.failures[-1]

    run()
    tally.failures.clear()
    tally.report()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hypothesis_shaped_sheets(game_id, tmp_path):
    _hypothesis_shapes(game_id, DEFAULT_HYPOTHESIS, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hypothesis_shaped_sheets_long(game_id, tmp_path):
    _hypothesis_shapes(game_id, SLOW_HYPOTHESIS, tmp_path)


def _ui_inputs(rng: random.Random, count: int) -> list[tuple[str, Any]]:
    out: list[tuple[str, Any]] = [(label, text) for label, text in hostile_yaml("players", rng)]
    for i in range(count):
        out.append((f"mutated {i}", _mutated("fit-to-print", Mutator.seeded(rng.randrange(10 ** 9)))[1]))
    out += [("7 players", dict(QUICK, players=[_quick(f"P{i}", 1 + i % 6) for i in range(7)])),
            ("negative desk", dict(FRIDAY, players=[dict(FRIDAY["players"][0], desk=-5)])),
            ("token 0", dict(FRIDAY, players=[dict(FRIDAY["players"][0], finish_token=0)])),
            ("same names", dict(FRIDAY, players=[FRIDAY["players"][0], dict(FRIDAY["players"][1], name="Ann")])),
            ("bool points", dict(FRIDAY, players=[dict(FRIDAY["players"][0], focus={"points": True})]))]
    return out


def test_the_calculator_window_refuses_what_the_command_line_refuses(qtbot, tmp_path):
    """FTP-CAL: the in-app Open reads with the same bounded reader and checks, giving the same message."""
    from desktop_app.ui.fit_to_print.calculator import CalculatorDialog

    dialog = CalculatorDialog(players=2)
    qtbot.addWidget(dialog)
    tally = Tally("sheets", "ui-open", "fit-to-print")
    content = built_in_content(FTP)
    path = tmp_path / "sheet.yaml"
    for label, data in _ui_inputs(random.Random(5), 15):
        text = data if isinstance(data, str | bytes) else yaml.dump(data, Dumper=DUMPER, allow_unicode=True, sort_keys=False)
        path.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
        try:
            with time_limit(what=label):
                expected = None
                try:
                    check_sheet(content, read_sheet(path))
                except SheetError as exc:
                    expected = str(exc)
                code, _, err = run_score("fit-to-print", path)
                try:
                    dialog.load_yaml(path)
                    got = None
                except SheetError as exc:
                    got = str(exc)
        except Hang as exc:
            tally.fail(label, str(exc))
            continue
        if expected is not None:
            same_cli = err.strip() in (f"error: {expected}", f"error: {path}: {expected}")
            if got == expected and code == 2 and same_cli:
                tally.add("refused")
            else:
                tally.fail(label, f"CLI {code} {err.strip()!r}, window {got!r}, expected {expected!r}")
        elif got is None or code == 2:
            tally.add("accepted" if got is None else "refused")  # page problems are shown live, as before
        elif "a quick tally (FTP-CAL-03) has no pages to edit" in got:
            tally.add("refused")  # the grid editor cannot hold a quick tally; it says so
        else:
            tally.fail(label, f"the window refused {got!r} what the command line scored")
    tally.report()
