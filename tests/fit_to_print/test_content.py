"""Content (FTP-GAP-01..10) and its load-time checks: errors name file:line: field."""

import re
import shutil
from pathlib import Path

import pytest

from desktop_app.content import ContentError
from desktop_app.rules.fit_to_print import GAME
from desktop_app.rules.fit_to_print.content import load_content
from tests.fit_to_print.helpers import content

DATA = Path(GAME.data_dir())


def test_default_content_matches_the_gaps():
    """FTP-GAP-01..09: boards, 128 tiles / 402 cells, 8 + 16 focus, 8 characters, 18 cards, ≥ 10 puzzles."""
    c = content()
    assert len(c.instances) == 128
    assert sum(c.tile(u).footprint.area for u in range(128)) == 402
    types = [c.tile(u).type for u in range(128)]
    assert (types.count("article"), types.count("photo"), types.count("ad")) == (72, 24, 32)
    assert len(c.starting) == 8 and len(c.regular) == 16 and len(c.characters) == 8
    assert sorted(sum(1 for b in c.breaking.values() if b.deck == d) for d in ("fri", "sat", "sun")) == [6, 6, 6]
    free = [d.area.mask.bit_count() - 6 for d in c.days]
    assert free == [26, 42, 58]
    assert c.focus_positions(c.days[0], "SF1") == [(1, 0), (2, 0)]
    assert c.focus_positions(c.days[2], "F01") == [(2, 0), (3, 0)]
    assert len(c.puzzles) >= 10 and not c.warnings
    b6g = c.tile_types["B6g"]
    assert (b6g.points, b6g.mood_icons) == (2, 3)  # FTP-GAP-03 area table


def _copy(tmp_path: Path) -> Path:
    target = tmp_path / "fit_to_print"
    shutil.copytree(DATA, target)
    return target


def _edit(path: Path, old: str, new: str) -> None:
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize("file,old,new,pattern", [
    ("tiles.yaml", "{id: S2b,", "{id: S2g,", r"tiles\.yaml:\d+: tiles\[1\]\.id: duplicate id 'S2g'"),
    ("tiles.yaml", "{id: AD1, type: ad,", "{id: AD1, type: ad, colour: red,",
     r"tiles\.yaml:\d+: tiles\[\d+\]\.colour: unknown field"),
    ("tiles.yaml", 'L4: {type: article, rows: ["#.", "#.", "##"]}', 'L4: {type: article, rows: ["#.", ".#"]}',
     r"tiles\.yaml:\d+: footprints\.L4\.rows: not one 4-connected polyomino"),
    ("tiles.yaml", 'F6: {type: focus', 'X2: {type: photo, rows: ["##"]}\n  F6: {type: focus',
     r"tiles\.yaml:\d+: footprints\.X2\.rows: same shape as footprint 'H2'"),
    ("boards.yaml", "stars: [C1, D1]", "stars: [A1, D1]",
     r"boards\.yaml:\d+: sides\.fri_sat\.stars: a star lies outside day area 'fri'"),
    ("focus.yaml", "  - id: F16\n", "  - id: F16\n    footprint: H3\n",
     r"focus\.yaml:\d+: regular\[15\]\.footprint: unknown focus footprint 'H3'"),
    ("tiles.yaml", 'F6: {type: focus, rows: ["###", "###"]}', 'F6: {type: focus, rows: ["#####", "#####"]}',
     r"focus\.yaml:\d+: starting\[0\]\.footprint: footprint F6 cannot cover the stars on fri"),
    ("focus.yaml", "{kind: sets, points: 2, max: 4}", "{kind: bingo, points: 2}",
     r"focus\.yaml:\d+: starting\[1\]\.conditions\[0\]\.kind: unknown value 'bingo'"),
    ("characters.yaml", "{unplaced_free: 1}", "{unplaced_free: 1, hands: 2}",
     r"characters\.yaml:\d+: characters\[0\]\.effects\[0\]: an effect has exactly one key"),
    ("breaking_news.yaml", "category: [news], mood: bad", "category: [weather], mood: bad",
     r"breaking_news\.yaml:\d+: cards\[3\]\.effects\[0\]\.score\.filter\.category: unknown category 'weather'"),
    ("puzzles/pz01.yaml", "desk: [", "desk: [ZZ9, ", r"pz01\.yaml:\d+: desk\[0\]: unknown tile 'ZZ9'"),
])
def test_load_errors_name_file_line_and_field(tmp_path, file, old, new, pattern):
    """FTP-GAP §12: duplicate ids, unknown keys, bad polyominoes, shared shapes, stars, focus coverage."""
    root = _copy(tmp_path)
    _edit(root / file, old, new)
    with pytest.raises(ContentError) as info:
        load_content(root)
    assert re.search(pattern, str(info.value)), str(info.value)


def test_small_pool_only_warns(tmp_path):
    """FTP-GAP-03 sizing rule: a pool below 1.15 × 6 × Sunday free cells loads with a warning."""
    root = _copy(tmp_path)
    shutil.rmtree(root / "puzzles")
    _edit(root / "tiles.yaml", "income: 1, copies: 12", "income: 1, copies: 1")
    _edit(root / "tiles.yaml", "income: 2, copies: 12", "income: 2, copies: 1")
    c = load_content(root)
    assert c.warnings and "below" in c.warnings[0]


def test_texts_zh_covers_every_engine_text():
    """Every Text key the engine emits has a 繁體中文 entry in texts_zh.yaml."""
    import yaml
    zh = yaml.safe_load((DATA / "texts_zh.yaml").read_text(encoding="utf-8"))
    src = "".join(p.read_text(encoding="utf-8") for p in Path(GAME.__module__.replace(".", "/")).glob("*.py"))
    keys = set(re.findall(r'(?:Text|IllegalAction)\((?:"FTP-[A-Z0-9-]+", )?"([^"]+)"', src))
    keys |= set(re.findall(r'\("([^"]+)", "FTP-[A-Z0-9-]+"\)', src))  # decision prompts
    keys |= set(re.findall(r'key = "([^"]+)"', src)) | set(re.findall(r'^\s+"(\{[^"]+)"(?: if|\))', src, re.M))
    keys = {k for k in keys if not k.startswith("FTP-")}
    missing = sorted(k for k in keys if k not in zh)
    assert not missing, missing
    assert len(keys) > 50
