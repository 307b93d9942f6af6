"""Issue 8 on the command line: hostile packs and sheets exit 2 with one line naming file:line and field.

Each case once made ``validate-content`` or ``score`` run out of memory, hang, exit 1 with an
internal error, or accept nonsense. Every one now exits 2 with one stderr line.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def laughs(levels: int = 9, key: str = "lol") -> str:
    lines = [f"a0: &a0 [{', '.join(['lol'] * 9)}]"]
    lines += [f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * 9)}]" for i in range(1, levels)]
    return "\n".join([*lines, f"{key}: *a{levels - 1}"]) + "\n"


def _pack(root: Path, game: str, file: str, text: str) -> Path:
    folder = root / "my-pack" / game
    folder.mkdir(parents=True)
    (folder / file).write_text(text, encoding="utf-8")
    return root / "my-pack"


PROFILE = ("{name: {en: E, zh: 易}, reach_ms: 3000, decide_ms: 1050, place_ms: 2700, jitter: 0.25, "
           "fill_target: 0.85, print_margin_s: 15, search_nodes: 600}")
PACKS = [
    ("gutenberg", "patron_cards.yaml", laughs(), "patron_cards.yaml:", "more than 25,000 values"),
    ("gutenberg", "rules.yaml", laughs(8, key="rounds"), "rules.yaml:", "with aliases expanded"),
    ("gutenberg", "gears.yaml", "gears:\n" + "  - {id: G01}\n" * 80_000, "gears.yaml", "file too large"),
    ("gutenberg", "patron_cards.yaml", "cards:\n  - {id: [1, 2], name: {en: a, zh: b}}\n",
     "patron_cards.yaml:2", "cards[0].id: an id is a text"),
    ("gutenberg", "rules.yaml", "rounds: !!python/object/apply:os.system ['echo pwned']\n", "rules.yaml:1",
     "rounds: unsupported YAML tag !!python/object/apply:os.system"),
    ("gutenberg", "rules.yaml", "rounds: !cheat 3\n", "rules.yaml:1", "unsupported YAML tag !cheat"),
    ("gutenberg", "rules.yaml", "rounds: &r [*r]\n", "rules.yaml:1", "recursive alias"),
    ("gutenberg", "rules.yaml", "rounds: " + "9" * 5000 + "\n", "rules.yaml:1", "rounds: number too long"),
    ("gutenberg", "rules.yaml", "tokens_by_position: [-1, 0, 1, 2]\n", "rules.yaml:1",
     "tokens_by_position[0]: must be at least 1"),
    ("gutenberg", "rules.yaml", "rounds: 1000000\n", "rules.yaml:1", "rounds: must be at most 6"),
    ("gutenberg", "rules.yaml", "start_letters: yes\n", "rules.yaml:1", "start_letters: expected a whole number"),
    ("gutenberg", "ink.yaml", "colours:\n  - {id: black, name: {en: a, zh: b}, rgb: '#000000'}\n"
                              "  - {id: black, name: {en: c, zh: d}, rgb: '#111111'}\n", "ink.yaml:3",
     "colours[1].id: duplicate id 'black'"),
    ("gutenberg", "patron_cards.yaml", "cards:\n  - {id: PC40, name: {en: a, zh: b}, requires: {ink: [blue]}}\n"
                                       "  - {id: PC40, name: {en: c, zh: d}, requires: {ink: [red]}}\n",
     "patron_cards.yaml:3", "cards[1].id: duplicate id 'PC40'"),
    ("gutenberg", "rules.yaml", "specialties:\n  - {id: typesetting, name: {en: a, zh: b}}\n"
                                "  - {id: typesetting, name: {en: a, zh: b}}\n", "rules.yaml:3",
     "specialties[1].id: duplicate id 'typesetting'"),
    ("gutenberg", "rules.yaml", "actions:\n  - {id: !!binary b3JkZXJz, name: {en: a, zh: b}}\n", "rules.yaml:2",
     "unsupported YAML tag !!binary"),
    ("fit_to_print", "ai_profiles.yaml", f"profiles:\n  easy: {PROFILE}\n", "ai_profiles.yaml:1",
     "profiles: missing level normal, hard"),
    ("fit_to_print", "tiles.yaml", "tiles:\n  - {id: S2g, type: article, category: sports_ent, footprint: V2,"
                                   " mood: good, copies: 10000000}\n", "tiles.yaml:2",
     "tiles[0].copies: must be at most 30, not 10000000"),
]


@pytest.mark.parametrize("game, file, text, where, problem", PACKS)
def test_hostile_packs_are_refused_with_file_line_and_field(run_cli, tmp_path, game, file, text, where, problem):
    pack = _pack(tmp_path, game, file, text)
    run = run_cli("validate-content", pack)
    assert run.code == 2 and len(run.err_lines) == 1, run.err
    line = run.err_lines[0]
    assert "my-pack" in line and where in line and problem in line, line


def _sheet(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "sheet.yaml"
    path.write_text(text, encoding="utf-8")
    return path


GUT = "{{name: {name}, prestige: {prestige}, coins: 7, patrons: {patrons}, letters: 4, ink: 1, " \
      "specialties: {{typesetting: 2, woodcut: 4, binding: 1, colouring: 6}}}}"
QUICK = "{{name: {name}, articles: {articles}, photos: 3, focus: 2, largest_empty: 1, good_icons: 4, " \
        "bad_icons: 3, desk: {desk}, income: 5, finish_token: {token}}}"


def gut(*players: dict) -> str:
    rows = [GUT.format(**dict({"name": f"P{i}", "prestige": 30, "patrons": "[]"}, **p)) for i, p in enumerate(players)]
    return "players:\n" + "".join(f"  - {r}\n" for r in rows)


def ftp(*players: dict) -> str:
    rows = [QUICK.format(**dict({"name": f"P{i}", "articles": 6, "desk": 0, "token": i % 6 + 1}, **p))
            for i, p in enumerate(players)]
    return "day: fri\nplayers:\n" + "".join(f"  - {r}\n" for r in rows)


SHEETS = [
    ("fit-to-print", ftp({"desk": -5}), "player 'P0': desk: -5 is negative"),
    ("fit-to-print", ftp({"token": 0}), "player 'P0': finish_token: 0 is below 1"),
    ("fit-to-print", ftp({"token": -1}), "player 'P0': finish_token: -1 is below 1"),
    ("fit-to-print", ftp({"token": 99999}), "player 'P0': finish_token: 99999 is more than 6"),
    ("fit-to-print", ftp(*[{}] * 7), "players: 7 players; Fit To Print is for 1–6"),
    ("fit-to-print", ftp(*[{}] * 50), "players: 50 players; Fit To Print is for 1–6"),
    ("fit-to-print", ftp({"name": "Ann"}, {"name": "Ann"}), "player 'Ann': name: the same name as player 'Ann'"),
    ("fit-to-print", ftp({"articles": ""}), "player 'P0': articles: empty (expected a whole number)"),
    ("fit-to-print", ftp({"articles": "9" * 5000}), "player 'P0': articles: a 5,000-digit number is more than 200"),
    ("fit-to-print", ftp({"name": "!!python/name:os.system A"}), "sheet.yaml:3: players[0].name: unsupported YAML tag"),
    ("fit-to-print", laughs(), "sheet.yaml:"),
    ("gutenberg", gut(*[{}] * 5), "players: 5 players; Gutenberg is for 1–4"),
    ("gutenberg", gut(*[{}] * 50), "players: 50 players; Gutenberg is for 1–4"),
    ("gutenberg", gut({"name": "Ann"}, {"name": "Ann"}), "player 'Ann': name: the same name as player 'Ann'"),
    ("gutenberg", gut({"patrons": "[PC99]"}), "player 'P0': patrons: unknown patron card 'PC99'"),
    ("gutenberg", gut({"patrons": "[PC01]"}, {"patrons": "[PC01]"}),
     "player 'P1': patrons: patron card PC01 is also held by player 'P0'"),
    ("gutenberg", gut({"prestige": "true"}), "player 'P0': prestige: true is not a whole number"),
    ("gutenberg", gut({"prestige": "1" + "0" * 100}), "player 'P0': prestige: a 101-digit number is more than 999"),
    ("gutenberg", gut({"prestige": ""}), "player 'P0': prestige: empty (expected a whole number)"),
    ("gutenberg", gut({"name": "!!python/object/apply:os.system [ls]"}), "players[0].name: unsupported YAML tag"),
    ("gutenberg", laughs(), "more than 10,000 values"),
]


@pytest.mark.parametrize("game, text, message", SHEETS)
def test_hostile_sheets_exit_2_with_one_line_naming_player_and_field(run_cli, tmp_path, game, text, message):
    run = run_cli("score", game, _sheet(tmp_path, text))
    assert run.code == 2 and len(run.err_lines) == 1, run.err
    assert run.err_lines[0].startswith("error: ") and message in run.err_lines[0], run.err_lines[0]


def test_a_yaml_bomb_in_a_real_process_is_refused_within_the_harness_limit(tmp_path):
    """The bomb that once ran for more than 60 s: the 30 s timeout is the harness's, not an assert."""
    sheet = _sheet(tmp_path, laughs(12))
    done = subprocess.run([sys.executable, "-m", "desktop_app", "score", "gutenberg", str(sheet)], cwd=ROOT,
                          capture_output=True, text=True, timeout=30)
    assert done.returncode == 2 and len(done.stderr.splitlines()) == 1 and "more than 10,000 values" in done.stderr
