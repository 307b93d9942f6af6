"""The bounded YAML reader shared by content packs and score sheets (issue 8: hostile input).

Each hostile file is refused with ``file:line: field: problem`` — never a MemoryError, a
RecursionError, a ConstructorError, a hang or executed code.
"""

from __future__ import annotations

import pytest

from desktop_app.content.loader import check_unique_ids, merge_pack
from desktop_app.content.yaml_reader import (
    CONTENT_LIMITS,
    SHEET_LIMITS,
    ContentError,
    Limits,
    LongNumber,
    parse_yaml,
    read_yaml,
)


def laughs(levels: int, width: int = 9, key: str = "lol") -> str:
    """A "billion laughs" document: ``width ** levels`` values from a few hundred bytes."""
    lines = [f"a0: &a0 [{', '.join(['lol'] * width)}]"]
    for i in range(1, levels):
        lines.append(f"a{i}: &a{i} [{', '.join([f'*a{i - 1}'] * width)}]")
    lines.append(f"{key}: *a{levels - 1}")
    return "\n".join(lines) + "\n"


def refused(text: str, limits: Limits = CONTENT_LIMITS) -> ContentError:
    with pytest.raises(ContentError) as info:
        parse_yaml(text, "pack.yaml", limits)
    return info.value


def test_plain_yaml_gives_data_and_lines():
    data, loc = parse_yaml("cards:\n  - {id: A, n: 2, f: 1.5, ok: true, none: null}\n  - {id: B}\n", "x.yaml")
    assert data == {"cards": [{"id": "A", "n": 2, "f": 1.5, "ok": True, "none": None}, {"id": "B"}]}
    assert loc.children["cards"].children[1].line == 3
    assert loc.children["cards"].children[0].children["n"].line == 2


def test_billion_laughs_is_refused_at_once_naming_the_line():
    err = refused(laughs(9))
    assert err.file == "pack.yaml" and err.line is not None and "more than 25,000 values" in err.problem


def test_laughs_inside_a_known_key_are_refused_too():
    err = refused(laughs(8, key="rounds"))
    assert "with aliases expanded" in str(err)


def test_small_aliases_are_fine():
    data, _ = parse_yaml("base: &b {n: 1}\ncopy: *b\nlist: [*b, *b]\n", "x.yaml")
    assert data["copy"] == {"n": 1} and data["list"] == [{"n": 1}, {"n": 1}]


@pytest.mark.parametrize("text, problem", [
    ("a: &x [1, *x]\n", "recursive alias"),
    ("a: *nowhere\n", "unknown alias"),
    ("rounds: !!python/object/apply:os.system ['echo pwned']\n", "unsupported YAML tag !!python/object/apply"),
    ("rounds: !!python/name:os.system\n", "unsupported YAML tag"),
    ("rounds: !thing 3\n", "unsupported YAML tag !thing"),
    ("id: !!binary aGVsbG8=\n", "unsupported YAML tag !!binary"),
    ("when: 2001-01-01\n", "unsupported YAML tag !!timestamp"),
    ("s: !!set {a, b}\n", "unsupported YAML tag !!set"),
    ("a: 1\n<<: {b: 2}\n", "merge keys (<<) are not supported"),
    ("? [1, 2]\n: x\n", "a key must be a plain value"),
    ("a: 1\na: 2\n", "duplicate key"),
    ("rounds: " + "9" * 5000 + "\n", "number too long (5,000 characters"),
    ("x: 1.0e+999\n", "not a finite number"),
    ("x: .inf\n", "not a finite number"),
    ("x: .nan\n", "not a finite number"),
    ("a: 1\n---\nb: 2\n", "one YAML document"),
    ("x: [\n", "YAML syntax"),
])
def test_hostile_constructs_are_refused_with_a_line(text, problem):
    err = refused(text)
    assert problem in str(err) and err.line is not None, str(err)


def test_deep_nesting_is_refused_without_recursion():
    err = refused("a: " + "[" * 5000 + "]" * 5000 + "\n")
    assert "nested" in str(err) or "nesting" in str(err)
    err = refused("a: " + "[" * 41 + "]" * 41 + "\n")
    assert "nested more than 40 levels deep" in str(err)


def test_an_integer_within_the_limit_is_read():
    data, _ = parse_yaml("n: 123456789012345678\n", "x.yaml")
    assert data == {"n": 123456789012345678}


def test_sheets_keep_long_numbers_for_the_calculator_to_name():
    data, _ = parse_yaml("prestige: " + "1" + "0" * 100 + "\n", "s.yaml", SHEET_LIMITS)
    assert isinstance(data["prestige"], LongNumber) and len(data["prestige"]) == 101


def test_file_size_is_checked_before_reading(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_text("cards:\n" + "  - {id: G01}\n" * 100_000, encoding="utf-8")
    with pytest.raises(ContentError, match=r"big\.yaml: file too large \(1,400,007 bytes; at most 1,000,000\)"):
        read_yaml(big)
    with pytest.raises(ContentError, match="file too large"):
        read_yaml(big, SHEET_LIMITS)


def test_non_utf8_and_missing_files(tmp_path):
    bad = tmp_path / "bad.yaml"
    bad.write_bytes(b"a: 1\nb: \xff\xfe\n")
    with pytest.raises(ContentError, match=r"bad\.yaml:2: not UTF-8 text"):
        read_yaml(bad)
    with pytest.raises(ContentError, match="no such file"):
        read_yaml(tmp_path / "nope.yaml")


def test_duplicate_ids_inside_one_pack_file_do_not_collapse():
    base, base_loc = parse_yaml("cards:\n  - {id: A, n: 1}\n", "base.yaml")
    over, over_loc = parse_yaml("cards:\n  - {id: B, n: 1}\n  - {id: B, n: 2}\n", "pack.yaml")
    with pytest.raises(ContentError, match=r"pack\.yaml:3: cards\[1\]\.id: duplicate id 'B' \(also cards\[0\]\)"):
        merge_pack(base, base_loc, over, over_loc)


@pytest.mark.parametrize("ident", ["[1, 2]", "{a: 1}", "5", "true"])
def test_an_id_that_is_not_a_text_is_refused_when_merging(ident):
    base, base_loc = parse_yaml("cards:\n  - {id: A}\n", "base.yaml")
    over, over_loc = parse_yaml(f"cards:\n  - {{id: {ident}}}\n", "pack.yaml")
    with pytest.raises(ContentError, match=r"pack\.yaml:2: cards\[0\]\.id: an id is a text"):
        merge_pack(base, base_loc, over, over_loc)


def test_a_pack_file_must_be_a_mapping():
    base, base_loc = parse_yaml("cards: []\n", "base.yaml")
    over, over_loc = parse_yaml("- 1\n- 2\n", "pack.yaml")
    with pytest.raises(ContentError, match=r"pack\.yaml:1: a pack file is a mapping"):
        merge_pack(base, base_loc, over, over_loc)


def test_ids_are_unique_in_every_list_of_the_merged_data():
    data, loc = parse_yaml("colours:\n  - {id: red}\n  - {id: blue}\n  - {id: red}\nx: {deep: [{id: a}, {id: a}]}\n",
                           "ink.yaml")
    with pytest.raises(ContentError, match=r"ink\.yaml:(4|5): "):
        check_unique_ids(data, loc)
