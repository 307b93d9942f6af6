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


@pytest.mark.parametrize("file,old,new,pattern", [
    ("ai_profiles.yaml", "  normal:", "  normel:", r"ai_profiles\.yaml:\d+: profiles\.normel: unknown value"),
    ("tiles.yaml", "mood: good, copies: 4,", "mood: good, copies: 10000000,",
     r"tiles\.yaml:\d+: tiles\[0\]\.copies: must be at most 30, not 10000000"),
    ("tiles.yaml", "mood: good, copies: 4,", "mood: good, copies: yes,",
     r"tiles\.yaml:\d+: tiles\[0\]\.copies: expected a whole number, not True"),
    ("tiles.yaml", "mood: good, copies: 4,", "mood: good, copies: -1,", r"tiles\[0\]\.copies: must be at least 1"),
    ("tiles.yaml", '{letter: S, colour: "#d9534f"', '{letter: N, colour: "#d9534f"',
     r"tiles\.yaml:\d+: two category entries use the same letter"),
    ("tiles.yaml", '{letter: S, colour: "#d9534f"', '{letter: S, colour: "red"', r"categories\.sports_ent\.colour"),
    ("tiles.yaml", 'V2: {type: article, rows: ["#", "#"]}', 'V2: {type: article, rows: [".#", ".#"]}',
     r"footprints\.V2\.rows: has an empty first or last row or column"),
    ("boards.yaml", "stars: [C1, D1]", "stars: [C1, D99]", r"sides\.fri_sat\.stars: cell D99 lies outside"),
    ("boards.yaml", 'fri: ["B1:E8"]', 'fri: ["B1:Z9999"]', r"sides\.fri_sat\.areas\.fri: bad cell name|outside"),
    ("boards.yaml", "columns: 6", "columns: 1000000", r"sides\.fri_sat\.columns: must be at most 12"),
    ("boards.yaml", "{id: sun, side: sun", "{id: mon, side: sun", r"days\[2\]\.id: unknown value 'mon'"),
    ("rules.yaml", "timer_default_s: 240", "timer_default_s: 200", r"timer_default_s must be one of timer_choices_s"),
    ("rules.yaml", "{at_least: 0, name: {en: Cub", "{at_least: 5, name: {en: Cub",
     r"ranks: at_least must start at 0"),
    ("rules.yaml", "[[1, 3], [4, 1], [99, -1]]", "[[4, 3], [1, 1]]", r"white_space_table: the region sizes"),
    ("ai_profiles.yaml", "search_nodes: 300000", "search_nodes: 1000000000", r"search_nodes: must be at most"),
    ("ai_profiles.yaml", "jitter: 0.25", "jitter: .nan", r"ai_profiles\.yaml:\d+: .*not a finite number"),
    ("characters.yaml", "{hands: 2}", "{hands: 100}", r"effects\[0\]\.hands: must be at most 3"),
    ("breaking_news.yaml", "{timer_delta_s: -30}", "{timer_delta_s: -100000}", r"timer_delta_s: must be at least"),
    ("focus.yaml", "points: 1, max: 4}]}", "points: 1, max: 4, max: 5}]}", r"focus\.yaml:4: .*duplicate key"),
])
def test_meaning_is_validated_not_only_shape(tmp_path, file, old, new, pattern):
    """Issue 8: ranges, required entries and totals a game can hold are checked when content loads."""
    root = _copy(tmp_path)
    _edit(root / file, old, new)
    with pytest.raises(ContentError) as info:
        load_content(root)
    assert re.search(pattern, str(info.value)), str(info.value)


def _drop_lines(path: Path, keep) -> None:
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(line for line in lines if keep(line)) + "\n", encoding="utf-8")


def test_minimum_counts_of_the_spec(tmp_path):
    """FTP-GAP-06/07/08: ≥ 6 characters, ≥ 6 starting and 12 regular focus tiles, ≥ 1 card per deck."""
    root = _copy(tmp_path)
    _drop_lines(root / "characters.yaml", lambda line: not re.search(r"id: CH[3-8]", line))
    with pytest.raises(ContentError, match=r"characters\.yaml:\d+: characters: needs at least 6 entries \(has 2\)"):
        load_content(root)
    root = _copy(tmp_path / "b")
    _drop_lines(root / "breaking_news.yaml", lambda line: "deck: sun" not in line)
    with pytest.raises(ContentError, match=r"breaking_news\.yaml:\d+: cards: the sun deck needs at least 1 card"):
        load_content(root)


def test_a_pack_without_the_normal_profile_is_refused(tmp_path):
    """Issue 8: `ai_profiles` without `normal` used to load and then raise KeyError in play."""
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "ai_profiles.yaml").write_text(
        "profiles:\n  easy: {name: {en: E, zh: 易}, reach_ms: 3000, decide_ms: 1050, place_ms: 2700,"
        " jitter: 0.25, fill_target: 0.85, print_margin_s: 15, search_nodes: 600}\n", encoding="utf-8")
    with pytest.raises(ContentError, match=r"pack/ai_profiles\.yaml:1: profiles: missing level normal, hard"):
        GAME.load_content((pack,))


def test_a_pack_with_too_many_puzzles_is_refused(tmp_path):
    """Each puzzle file is read when a game starts: a pack adds at most 100."""
    puzzles = tmp_path / "pack" / "puzzles"
    puzzles.mkdir(parents=True)
    for i in range(101):
        (puzzles / f"p{i}.yaml").write_text("id: X\n", encoding="utf-8")
    with pytest.raises(ContentError, match=r"pack/puzzles: 101 puzzle files; a pack holds at most 100"):
        GAME.load_content((tmp_path / "pack",))
