"""Content (UM-GAP-01..16): counts, formulas, names in both languages, and load errors naming file:line: field."""

import ast
import shutil
from pathlib import Path

import pytest
import yaml

from desktop_app.content import ContentError
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.content import load_content
from desktop_app.rules.unconscious_mind.ops import INTERPRETER
from desktop_app.rules.unconscious_mind.vocabulary import VOCABULARY
from tests.unconscious_mind.helpers import content

DATA = GAME.data_dir()
SRC = Path(__file__).resolve().parents[2] / "desktop_app" / "rules" / "unconscious_mind"


def test_every_content_op_has_a_handler():
    """§19: every op content may use is resolved by the interpreter (and choice is the game's own)."""
    assert set(VOCABULARY.verbs) <= INTERPRETER.op_names
    assert len(VOCABULARY.verbs) == 25


def test_gap_01_constants_and_gap_02_table():
    """UM-GAP-01 constants; UM-GAP-02: 9 actions on a 3x3 grid, 16 lattice spaces, every action has 4 spaces."""
    c = content()
    r = c.rules
    assert r.era1_tiles_by_players == {1: 6, 2: 8, 3: 10, 4: 12} and r.coffee_max == 6 and r.start_coffee == 4
    assert r.distinct_tag_vp == [0, 1, 2, 4, 7, 11, 16] and 1 <= r.solo.targets["easy"] <= r.solo.targets["normal"] <= r.solo.targets["hard"]
    assert len(c.actions) == 9 and len(c.spaces) == 16
    for action in c.actions:
        assert sum(action in s["adjacent"] for s in c.spaces) == 4
    assert sorted(len(s["adjacent"]) for s in c.spaces) == [1] * 4 + [2] * 8 + [4] * 4
    assert [c.actions[a]["lightning"] for a in c.action_ids] == [2, 1, 1, 2, 2, 2, 2, 3, 1]
    assert {s["inkwell"] for s in c.spaces if s["id"].startswith("3,")} == {4}


def test_gap_03_04_boards():
    """UM-GAP-03 rondel of 6 (top, 3 rows, bottom, left); column VP 2/3/4. UM-GAP-04 healing track and basic treatment."""
    c = content()
    assert [s["kind"] for s in c.rondel] == ["top", "row", "row", "row", "reward", "prestige"]
    assert [col["vp"] for col in c.columns] == [2, 3, 4]
    assert c.track_max == 12 and c.vp_spaces == {10: 2, 8: 1, 6: 1} and c.catharsis_space == 3
    assert len(c.basic) == 2


def test_gap_05_06_methods():
    """UM-GAP-05, UM-GAP-06: 36 + 36 method tiles (12 templates x 3 colours) and 3 starting tiles per letter."""
    c = content()
    assert len(c.era1) == len(c.era2) == 36 and len(c.tiles) == 84
    assert {len(v) for v in c.starting.values()} == {3} and sorted(c.starting) == ["A", "B", "C", "D"]
    assert c.tiles["E1-10-red"]["main"]["cost"] == {"terms": [["spend", 0, 0]], "coffee": 1, "good_idea": 0, "vp": 0}
    assert c.tiles["E2-11-green"]["main"]["cost"]["terms"] == [["suppress"], ["spend", 1, 1]]
    assert c.tiles["E2-12-red"]["main"]["cost"]["terms"] == []
    assert c.tiles["S-C1"]["start"] == {"location": c.loc_index["UNI"], "insights": [[0, 0], [0, 1], [0, 2]]}


def test_gap_07_08_09_patients_sorrows_dreams():
    """UM-GAP-07: 20 ordinary and 14 complex patients; UM-GAP-08: 24 overlays; UM-GAP-09: 32 manifest, 24 latent."""
    c = content()
    assert len(c.ordinary) == 20 and len(c.complex) == 14 and len(c.sorrows) == 24
    assert len(c.manifest) == 32 and len(c.latent) == 24
    assert [c.patients[p]["hearts"] for p in c.ordinary[:5]] == [3, 4, 5, 3, 4]
    assert all(c.patients[p]["cure_vp"] == c.patients[p]["hearts"] - 1 for p in c.patients)
    assert sorted(c.sorrows[s]["hearts"] for s in c.sorrows) == sorted([1, 1, 2, 2, 3, 3] * 4)
    assert sum(1 for d in c.latent if any(s["op"] == "prestige" for s in c.dreams[d]["bonus"])) == 4


def test_gap_10_to_15_map_research_treatises_goals():
    """UM-GAP-10..15: ring, districts, 3 recall spaces per location, stacks, 36 research cards, 15 treatises, 7 goals."""
    c = content()
    assert c.ring == ["UNI", "CLINIC", "CAFE", "OPERA", "PARK", "LIBRARY"]
    assert c.district_locations == [[0, 1], [2, 3], [4, 5]]
    assert all(len(spaces) == 3 for spaces in c.loc_recall)
    assert c.recall_tokens == {1: 2, 2: 2, 3: 3, 4: 3}
    assert len(c.research) == 36 and c.articles == ["blue", "ochre", "grey"]
    assert {k: len(v) for k, v in c.supplies.items()} == {1: 5, 2: 5, 3: 5}
    assert [c.treatises[t]["vp"] for t in ("T1-1", "T2-1", "T3-1")] == [3, 6, 10]
    assert sorted(g["tag"] for g in c.goals.values()) == sorted([*c.ring, "WILD"])
    assert c.prestige_vp == [-1, 0, 0, 1, 1, 2, 2, 3, 3, 4, 5] and c.column_of_space[10] == 3


def test_every_component_has_a_name_in_both_languages():
    """Original names in English and 繁體中文 for every card, tile, location and action."""
    c = content()
    ids = [*c.tiles, *c.patients, *c.sorrows, *c.dreams, *c.research, *c.treatises, *c.goals, *c.ring, *c.actions]
    for item in ids:
        name = c.names[item]
        assert name["en"] and name["zh"] and name["en"] != name["zh"], item


def _copy(tmp_path):
    folder = tmp_path / "unconscious_mind"
    shutil.copytree(DATA, folder)
    return folder


def _edit(folder, file, old, new):
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert old in text
    path.write_text(text.replace(old, new, 1), encoding="utf-8")


@pytest.mark.parametrize(("file", "old", "new", "message"), [
    ("methods.yaml", "{op: coffee, n: 2}]}, sidebar: [{op: generate", "{op: cofee, n: 2}]}, sidebar: [{op: generate",
     r"methods.yaml:6: tiles\[0\].main.gain\[0\]: unknown effect 'cofee'"),
    ("map.yaml", "effect: [{op: draw_research, n: 1}]", "effect: [{op: draw_research, n: 0}]",
     r"map.yaml:\d+: locations\[0\].effect\[0\].n: must be at least 1, not 0"),
    ("patients.yaml", "tag: UNI", "tag: ZOO", r"patients.yaml:4: patients\[0\].tag: unknown location 'ZOO'"),
    ("research.yaml", "article: blue", "article: pink", r"research.yaml:\d+: cards\[0\].article: unknown article"),
    ("methods.yaml", "start: {location: UNI", "start: {location: MOON",
     r"methods.yaml:\d+: tiles\[72\].start.location: unknown location 'MOON'"),
    ("patients.yaml", "action: draw_research", "action: dance",
     r"patients.yaml:\d+: patients\[3\].ongoing\[0\].action: unknown action 'dance'"),
    ("map.yaml", "[{op: vp, n: 2}]\n  - id: CLINIC", "[{op: hearts, n: 2}]\n  - id: CLINIC",
     r"map.yaml:\d+: locations\[0\].recall_spaces\[2\]\[0\].op: hearts are given only by treatments"),
    ("rules.yaml", 'freud_schedule: "r >= 2 and r % 3 != 1"', 'freud_schedule: "open(r)"',
     r"rules.yaml:\d+: solo.freud_schedule: only r"),
    ("sorrows.yaml", "icon: mirror}", "icon: spoon}", r"sorrows.yaml:\d+: sorrows\[0\].icon: unknown icon 'spoon'"),
])
def test_gap_16_bad_content_is_refused_with_file_line_and_field(tmp_path, file, old, new, message):
    """UM-GAP-16: an unknown op, a bad parameter or a dangling id is a ContentError naming file:line: field."""
    folder = _copy(tmp_path)
    _edit(folder, file, old, new)
    with pytest.raises(ContentError, match=message):
        load_content(folder)


def test_gap_16_minimums(tmp_path):
    """UM-GAP-16: fewer than 12 overlays, or a patient whose hearts exceed the track, is refused."""
    folder = _copy(tmp_path)
    path = folder / "sorrows.yaml"
    lines = path.read_text(encoding="utf-8").splitlines()
    path.write_text("\n".join(lines[:-14]) + "\n", encoding="utf-8")
    with pytest.raises(ContentError, match="sorrows.yaml:.*at least 12 sorrow overlays"):
        load_content(folder)
    folder2 = _copy(tmp_path / "b")
    _edit(folder2, "patient_board.yaml", "max: 12", "max: 9")
    with pytest.raises(ContentError, match="patients.yaml.*can need 10 hearts; the healing track has 9"):
        load_content(folder2)


def test_texts_zh_covers_every_engine_text():
    """Every Text / IllegalAction / prompt key the engine emits has a 繁體中文 entry in texts_zh.yaml."""
    zh = yaml.safe_load((DATA / "texts_zh.yaml").read_text(encoding="utf-8"))
    keys = set()
    for path in SRC.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            name = node.func.id if isinstance(node.func, ast.Name) else getattr(node.func, "attr", "")
            index = {"Text": 0, "IllegalAction": 1, "log": 2, "ask": 4}.get(name)
            if index is not None and len(node.args) > index and isinstance(node.args[index], ast.Constant) \
                    and isinstance(node.args[index].value, str):
                keys.add(node.args[index].value)
    assert len(keys) > 120
    missing = sorted(k for k in keys if k not in zh)
    assert not missing, missing
    for key, value in zh.items():
        assert set(_fields(key)) == set(_fields(value)), key


def _fields(text):
    """The arguments a template uses (a plural marker ``{n|one|other}`` counts as ``n``)."""
    import string
    return [f.split("|")[0] for _, f, _, _ in string.Formatter().parse(text) if f]
