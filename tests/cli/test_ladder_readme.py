"""The README's strength tables are generated from the saved ladders in docs/ladder/, never typed (issue 18)."""

import json

from desktop_app import ladder_report
from desktop_app.ladder import ladder
from tests.support.tiny_game import TINY


def test_the_readme_tables_are_the_ones_generated_from_docs_ladder():
    text = ladder_report.README.read_text(encoding="utf-8")
    assert ladder_report.BEGIN in text and ladder_report.END in text
    assert ladder_report.updated_readme(text, ladder_report.render()) == text, (
        "run: python -m desktop_app.ladder_report")
    assert ladder_report.main(["--check"]) == 0


def test_a_saved_ladder_renders_its_cells_and_a_missing_cell_as_not_played(tmp_path):
    cells: dict = {}
    key = {"game": TINY.id, "variants": {}, "games_per_cell": 1, "seed": 3}
    ladder(TINY, [2], 1, 3, on_cell=cells.__setitem__)
    del cells["2/hard vs normal/seat 2"]
    ladder_report.save(tmp_path / "tiny.json", key, "python -m desktop_app simulate --game tiny --ladder",
                       [2], cells)
    section = ladder_report.render(tmp_path)
    assert section.startswith(ladder_report.BEGIN) and section.endswith(ladder_report.END)
    row = next(line for line in section.splitlines() if line.startswith("| 2 |"))
    assert "— (50%)" in row  # hard vs normal lacks a seat: not played, not a made-up share
    assert "of 2 (50%)" in row  # normal vs easy: both seats played
    assert "1 cell (—) has not been played yet" in section
    assert "    python -m desktop_app simulate --game tiny --ladder" in section


def test_a_changed_figure_makes_the_check_fail(tmp_path, monkeypatch):
    cells: dict = {}
    key = {"game": TINY.id, "variants": {}, "games_per_cell": 1, "seed": 3}
    ladder(TINY, [2], 1, 3, on_cell=cells.__setitem__)
    ladder_report.save(tmp_path / "tiny.json", key, "cmd", [2], cells)
    readme = tmp_path / "README.md"
    readme.write_text(f"# x\n\n{ladder_report.render(tmp_path)}\n\nafter\n", encoding="utf-8")
    monkeypatch.setattr(ladder_report, "README", readme)
    monkeypatch.setattr(ladder_report, "LADDER_DIR", tmp_path)
    assert ladder_report.main(["--check"]) == 0
    cells["2/rounds/easy"]["median_rounds"] = 42
    ladder_report.save(tmp_path / "tiny.json", key, "cmd", [2], cells)
    assert ladder_report.main(["--check"]) == 1
    assert ladder_report.main([]) == 0 and "| 42 /" in readme.read_text(encoding="utf-8")
    assert readme.read_text(encoding="utf-8").endswith("after\n")


def test_a_broken_ladder_file_names_the_file(tmp_path):
    (tmp_path / "bad.json").write_text(json.dumps({"cells": {}}), encoding="utf-8")
    try:
        ladder_report.render(tmp_path)
    except ladder_report.LadderFileError as exc:
        assert "bad.json" in str(exc)
    else:
        raise AssertionError("a ladder file without its game was accepted")


def test_the_base_game_comes_before_its_module_sets(tmp_path):
    """Within a game the base game's ladder comes first, then one module, then more, whatever the file names
    sort as ('tiny+both' sorts before 'tiny.json')."""
    cells: dict = {}
    ladder(TINY, [2], 1, 3, on_cell=cells.__setitem__)
    for name, variants in (("tiny+both", {"a": True, "b": True}), ("tiny+one", {"a": True}), ("tiny", {})):
        key = {"game": TINY.id, "variants": variants, "games_per_cell": 1, "seed": 3}
        ladder_report.save(tmp_path / f"{name}.json", key, f"simulate {name}", [2], cells)
    commands = [line.strip() for line in ladder_report.render(tmp_path).splitlines() if line.startswith("    ")]
    assert commands == ["simulate tiny", "simulate tiny+one", "simulate tiny+both"]
