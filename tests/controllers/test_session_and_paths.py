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


def test_a_yaml_bomb_pack_is_refused_and_the_built_in_content_kept():
    """Issue 8: a billion-laughs pack once froze the window and ended in an empty message."""
    lines = ["a0: &a0 [" + ", ".join(["x"] * 9) + "]"]
    lines += [f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]" for i in range(1, 9)]
    _pack("bomb", "\n".join([*lines, "rounds: *a8"]) + "\n")
    content, warnings = load_game_content(TINY)
    assert content == TINY.load_content(())
    assert len(warnings) == 1 and warnings[0].startswith("content pack 'bomb' refused: ")
    assert re.search(r"tiny\.yaml:\d+: .*more than 25,000 values", warnings[0])
    assert warnings[0].endswith("playing with the built-in content and the packs that loaded")


def test_any_failure_while_checking_a_pack_refuses_that_pack_only(monkeypatch):
    """A bug in a game's checks (here a KeyError) refuses the pack, names it, and keeps the built-in content."""
    _pack("odd", "rounds: 2\n")
    real = TINY.load_content

    def fragile(pack_dirs=()):
        if pack_dirs:
            raise KeyError("normal")
        return real(pack_dirs)

    monkeypatch.setattr(TINY, "load_content", fragile)
    content, warnings = load_game_content(TINY)
    assert content == real(())
    assert len(warnings) == 1 and "content pack 'odd' refused: " in warnings[0]
    assert "odd/tiny: 'normal' (KeyError)" in warnings[0]


def test_an_error_message_is_never_empty():
    """'Could not load the game: ' once had nothing after it (a MemoryError has no text)."""
    from desktop_app.controllers.session import describe_error

    assert describe_error(MemoryError()) == "not enough memory"
    assert describe_error(RuntimeError()) == "unexpected RuntimeError"
    assert describe_error(ValueError("bad  \n value")) == "bad value"


def test_the_content_is_loaded_once_while_its_files_stay_the_same():
    """Every game of an evening plays on one content object (the rules memoise per content, and
    a fresh load per game piled those memos up); a changed pack file is read again."""
    pack = _pack("short", "rounds: 1\n")
    first, _ = load_game_content(TINY)
    again, _ = load_game_content(TINY)
    assert again is first
    (pack / "tiny.yaml").write_text("rounds: 2\n", encoding="utf-8")
    changed, warnings = load_game_content(TINY)
    assert changed is not first and changed.rounds == 2 and warnings == []
