"""Every rule of the implemented games' specs is cited by at least one test.

Rule IDs are read from ``shared/rules/<game>.md`` (beside this checkout, as in CI); a test cites
an ID by writing it (``FTP-LAY-03``, or ``ftp_lay_03`` in a test name, or inside a range such as
``FTP-CHK-02..05``). For Fit To Print and Gutenberg, gap, decision, ambiguity, example and component
notes are design text, not rules, and are not counted. Unconscious Mind's gaps, decisions, components
and engine notes state behaviour the engine enforces, so every UM-* ID counts (``UM_NOT_RULES`` lists
the pure design notes left out: none).
"""

import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
RULES = ROOT.parent / "shared" / "rules"
NOT_RULES = {"GAP", "DEC", "AMB", "EX", "COMP", "COM"}
UM_NOT_RULES: set[str] = set()
"""Unconscious Mind IDs that are pure data or design notes (none: every UM-* ID is cited)."""
TESTS_TEXT = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "tests").rglob("*.py"))


def cited_ids(text: str, prefix: str) -> set[str]:
    """Every ID of ``prefix`` that ``text`` cites, with ranges (``X-Y-02..05``) expanded."""
    found = set()
    pattern = rf"(?<![A-Za-z0-9]){prefix}[-_]([A-Za-z]+)[-_](\d+)(?:\s*(?:\.\.|–|-)\s*(?:{prefix}[-_][A-Za-z]+[-_])?(\d+))?"
    for family, first, last in re.findall(pattern, text, flags=re.IGNORECASE):
        width = len(first)
        for n in range(int(first), int(last or first) + 1):
            found.add(f"{prefix}-{family.upper()}-{n:0{width}d}")
    return found


@pytest.mark.skipif(not RULES.is_dir(), reason="shared/rules is not beside this checkout")
@pytest.mark.parametrize(("spec", "prefix"), [("fit_to_print.md", "FTP"), ("gutenberg.md", "GUT"),
                                              ("unconscious_mind.md", "UM")])
def test_every_rule_is_cited_by_a_test(spec, prefix):
    text = (RULES / spec).read_text(encoding="utf-8")
    if prefix == "UM":
        rules = set(re.findall(r"\bUM-[A-Z]+-\d+\b", text)) - UM_NOT_RULES
    else:
        rules = {i for i in re.findall(rf"\b{prefix}-[A-Z]+-\d+\b", text) if i.split("-")[1] not in NOT_RULES}
    missing = sorted(rules - cited_ids(TESTS_TEXT, prefix))
    assert missing == [], f"{len(missing)} rules of {spec} are cited by no test: {' '.join(missing)}"


VIS_EXPANSION_ONLY = {"GAP-15", "GAP-16", "GAP-17", "GAP-18", "GAP-19", "DEC-52", "DEC-53", "DEC-62",
                      *(f"DEC-{n}" for n in range(34, 46)), "VIS-P1-02", "VIS-COL-02", "VIS-SCORE-12"}
"""Notes and rules of viscounts.md that concern only Gates of Gold / Keeper of Keys (issue 11): the
GoG / KoK gap and decision notes, and the three base-section rules marked (KoK) / expansions."""


def cited_viscounts(text: str) -> set[str]:
    """VIS-* (families such as P1 included), GAP-nn and DEC-nn IDs cited in ``text``, ranges expanded."""
    found = set()
    for family, first, last in re.findall(r"(?<![A-Za-z0-9])VIS[-_]([A-Za-z]+\d?)[-_](\d+)"
                                          r"(?:\s*(?:\.\.|–)\s*(?:VIS[-_][A-Za-z]+\d?[-_])?(\d+))?", text,
                                          flags=re.IGNORECASE):
        for n in range(int(first), int(last or first) + 1):
            found.add(f"VIS-{family.upper()}-{n:0{len(first)}d}")
    for prefix in ("GAP", "DEC"):
        for first, last in re.findall(rf"(?<![A-Za-z0-9]){prefix}[-_](\d+)(?:\s*(?:\.\.|–)\s*(?:{prefix}[-_])?(\d+))?",
                                      text, flags=re.IGNORECASE):
            for n in range(int(first), int(last or first) + 1):
                found.add(f"{prefix}-{n:02d}")
    return found


@pytest.mark.skipif(not RULES.is_dir(), reason="shared/rules is not beside this checkout")
def test_every_viscounts_rule_gap_and_decision_is_cited_by_a_test():
    """Issue 9: every VIS-*, GAP-* and DEC-* of the base game and solo is cited (expansion-only
    notes, VIS_EXPANSION_ONLY, are the expansions' issue)."""
    text = (RULES / "viscounts.md").read_text(encoding="utf-8")
    ids = set(re.findall(r"\bVIS-[A-Z]+\d?-\d+\b", text)) | set(re.findall(r"\b(?:GAP|DEC)-\d+\b", text))
    missing = sorted(ids - VIS_EXPANSION_ONLY - cited_viscounts(TESTS_TEXT))
    assert missing == [], f"{len(missing)} rules of viscounts.md are cited by no test: {' '.join(missing)}"
    assert VIS_EXPANSION_ONLY <= ids


def test_ranges_and_test_names_count_as_citations():
    text = 'def test_x_ftp_lay_03(): """FTP-CHK-02..05 and GUT-END-1–3"""'
    assert cited_ids(text, "FTP") == {"FTP-LAY-03", "FTP-CHK-02", "FTP-CHK-03", "FTP-CHK-04", "FTP-CHK-05"}
    assert cited_ids(text, "GUT") == {"GUT-END-1", "GUT-END-2", "GUT-END-3"}
    assert cited_viscounts("def test_vis_p1_05(): 'VIS-COL-03..05, DEC-01..03, GAP-13'") == {
        "VIS-P1-05", "VIS-COL-03", "VIS-COL-04", "VIS-COL-05", "DEC-01", "DEC-02", "DEC-03", "GAP-13"}
