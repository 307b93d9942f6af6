"""Content packs that once crashed a command: every pack error is exit 2 and one line naming the file
and the field; an expression in content cannot raise while a game runs (UM-SOLO-02)."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from desktop_app.rules.unconscious_mind.vocabulary import schedule_function

ROOT = Path(__file__).resolve().parents[2]


def _solo_block(schedule: str) -> str:
    """The built-in ``solo:`` block of Unconscious Mind's rules.yaml with another Freud schedule."""
    lines = (ROOT / "data" / "unconscious_mind" / "rules.yaml").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("solo:"))
    end = next(i for i in range(start + 1, len(lines)) if not lines[i].startswith(" "))
    block = [f"  freud_schedule: {schedule!r}" if line.strip().startswith("freud_schedule:") else line
             for line in lines[start:end]]
    return "\n".join(block) + "\n"


@pytest.mark.parametrize("schedule", ["r % 0 == 1", "r % (r - 1) == 0", "r % (3 - 3) == 0", "r > 5 and r == 'x'",
                                      "r % 3 == 1.5", "r > 2 and r % True == 0", "(" * 300 + "r" + ")" * 300,
                                      "r + " * 60 + "1", "r ** 2 == 4", "r // 2 == 1"])
def test_a_schedule_that_could_fail_is_a_pack_error_naming_the_field(run_cli, tmp_path, schedule):
    """UM-SOLO-02: a Freud schedule that some round could not evaluate is refused when the pack loads."""
    folder = tmp_path / "unconscious_mind"
    folder.mkdir()
    (folder / "rules.yaml").write_text(_solo_block(schedule), encoding="utf-8")
    run = run_cli("validate-content", tmp_path)
    assert run.code == 2 and run.out == ""
    assert len(run.err_lines) == 1
    assert run.err_lines[0].startswith(f"{folder / 'rules.yaml'}:"), run.err_lines
    assert "solo.freud_schedule:" in run.err_lines[0]


_TOKENS = st.sampled_from(["r", "0", "1", "3", "-", "+", "%", "==", "!=", "<", ">=", "and", "or", "not",
                           "(", ")", "(r - 1)", "(3 - 3)", "True", "'x'", "1.5"])


@settings(max_examples=400, derandomize=True, deadline=None, database=None)
@given(st.lists(_TOKENS, min_size=1, max_size=9))
def test_an_accepted_schedule_has_a_value_for_every_round(tokens):
    """UM-SOLO-02: whatever a pack writes, the schedule is refused at load time or answers for every round."""
    try:
        schedule = schedule_function(" ".join(tokens))
    except ValueError:
        return
    for r in range(-50, 200):
        assert schedule(r) in (True, False)


def _neutral_card_with(copies: int) -> str:
    """A Viscounts ``townsfolk.yaml`` pack holding one neutral card (merged by id) with ``copies``."""
    lines = (ROOT / "data" / "viscounts" / "base" / "townsfolk.yaml").read_text(encoding="utf-8").splitlines()
    card = next(line for line in lines if "deck: neutral" in line and line.rstrip().endswith("}"))
    return "cards:\n" + card.rstrip()[:-1] + f", copies: {copies}}}\n"


@pytest.mark.parametrize("copies", [10_000_000, 21, 0])
def test_viscounts_copies_beyond_the_box_are_a_pack_error(run_cli, tmp_path, copies):
    """VIS-GAP-07: a card has at most MAX_COPIES copies (the box holds 8); more is exit 2 naming the field,
    so no pack makes every view shuffle millions of cards."""
    folder = tmp_path / "viscounts"
    folder.mkdir()
    (folder / "townsfolk.yaml").write_text(_neutral_card_with(copies), encoding="utf-8")
    run = run_cli("validate-content", tmp_path)
    assert run.code == 2 and len(run.err_lines) == 1
    assert run.err_lines[0].startswith(f"{folder / 'townsfolk.yaml'}:2: cards["), run.err_lines
    assert ".copies: must be at " in run.err_lines[0]


def test_viscounts_copies_within_the_box_are_accepted(run_cli, tmp_path):
    folder = tmp_path / "viscounts"
    folder.mkdir()
    (folder / "townsfolk.yaml").write_text(_neutral_card_with(20), encoding="utf-8")
    run = run_cli("validate-content", tmp_path)
    assert run.code == 0, run.err


@pytest.mark.parametrize(("game", "file", "old", "new", "field"), [
    ("unconscious_mind", "rules.yaml", "start_coffee: 4", "start_coffee: 10000000", "start_coffee"),
    ("unconscious_mind", "rules.yaml", "start_coffee: 4", "start_coffee: 41", "start_coffee"),
    ("unconscious_mind", "rules.yaml", "end_safety_round: 30", "end_safety_round: 99999999", "end_safety_round"),
    ("unconscious_mind", "map.yaml", "tokens_per_stack: {1: 2,", "tokens_per_stack: {1: 1000000,",
     "recall_stacks.tokens_per_stack"),
    ("viscounts", "base/rules.yaml", "workers: 20", "workers: 1000000", "rules.workers"),
])
def test_every_unbounded_number_of_a_pack_is_bounded(run_cli, tmp_path, game, file, old, new, field):
    """A whole number of any content field is at most MAX_COUNT (or the field's own bound): exit 2 naming it."""
    source = (ROOT / "data" / game / file).read_text(encoding="utf-8")
    assert old in source
    folder = tmp_path / game
    folder.mkdir()
    (folder / Path(file).name).write_text(source.replace(old, new), encoding="utf-8")
    run = run_cli("validate-content", tmp_path)
    assert run.code == 2 and len(run.err_lines) == 1, run.err
    assert f": {field}" in run.err_lines[0] and "must be at most" in run.err_lines[0], run.err_lines
