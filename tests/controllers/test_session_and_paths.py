"""User data paths and content packs: a broken pack is refused, the built-in content used."""

from __future__ import annotations

import os
import re
from pathlib import Path

from desktop_app.controllers.autosave import write_atomically
from desktop_app.controllers.paths import autosave_path, content_pack_dirs, user_data_dir
from desktop_app.controllers.session import load_game_content
from tests.support.tiny_game import TINY


def _pack(name: str, text: str) -> Path:
    folder = user_data_dir() / "packs" / name / "tiny"
    folder.mkdir(parents=True)
    (folder / "tiny.yaml").write_text(text, encoding="utf-8")
    return folder


def test_user_data_dir_follows_the_environment_variable(tmp_path):
    assert user_data_dir() == Path(os.environ["BOARD_TABLE_DATA_DIR"])
    assert autosave_path("tiny").parent == user_data_dir()


def test_pack_dirs_are_found_per_game_and_sorted():
    assert content_pack_dirs("tiny") == ()
    b = _pack("b-pack", "rounds: 2\n")
    a = _pack("a-pack", "rounds: 1\n")
    (user_data_dir() / "packs" / "other" / "gutenberg").mkdir(parents=True)
    assert content_pack_dirs("tiny") == (a, b)
    assert content_pack_dirs("fit-to-print") == ()


def test_a_good_pack_changes_the_content():
    _pack("short", "rounds: 1\n")
    content, warnings = load_game_content(TINY)
    assert warnings == [] and content.rounds == 1 and content.max_bid == 3


def test_a_broken_pack_is_refused_with_file_line_field_and_the_built_in_content_is_used():
    _pack("x", "# my edit\nrounds: 2\nmax_bid: lots\n")
    builtin = TINY.load_content(())
    content, warnings = load_game_content(TINY)
    assert content == builtin
    assert len(warnings) == 1
    assert re.search(r"content pack 'x' refused: .*tiny\.yaml:3: max_bid: ", warnings[0]), warnings[0]
    assert TINY.content_version(content) == TINY.content_version(builtin)


def test_good_packs_are_kept_when_another_pack_is_broken():
    _pack("a-good", "rounds: 1\n")
    _pack("b-bad", "rounds: [\n")
    content, warnings = load_game_content(TINY)
    assert content.rounds == 1
    assert len(warnings) == 1 and "b-bad" in warnings[0] and "YAML syntax" in warnings[0]


def test_write_atomically_replaces_the_whole_file(tmp_path):
    target = tmp_path / "deep" / "save.json"
    write_atomically(target, "first")
    write_atomically(target, "second ✓ 中文")
    assert target.read_text(encoding="utf-8") == "second ✓ 中文"
    assert sorted(p.name for p in target.parent.iterdir()) == ["save.json"]  # no temp file left
