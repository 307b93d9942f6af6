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
