"""Rule texts for the rules-help dock and the Help menu, read from the rules specifications.

Each rule in a rules file is a Markdown line that starts with its (usually bold) ID
(``- **GUT-PLAN-02** Action rows, top to bottom: ...`` or ``- UM-COMP-01 **Board**: ...``); its text runs to the next rule, heading
or blank line. The files are looked up in ``$BOARD_TABLE_RULES_DIR``, ``<repo>/docs/rules`` and
the shared ``rules`` folder next to the repository; when none is present, texts are empty.
"""

from __future__ import annotations

import os
import re
from functools import lru_cache
from pathlib import Path

_REPO = Path(__file__).resolve().parents[2]
_RULE_LINE = re.compile(r"^\s*(?:[-*]|\d+\.)?\s*(?:\*\*)?([A-Z]{2,}(?:-[A-Z0-9]+)+)\b(.*)$")
_BREAK = re.compile(r"^\s*(#|$|(?:[-*]|\d+\.)\s*(?:\*\*)?[A-Z]{2,}-[A-Z0-9]+)")


def rules_dirs() -> list[Path]:
    """The folders searched for rules files, first match wins."""
    dirs = []
    if os.environ.get("BOARD_TABLE_RULES_DIR"):
        dirs.append(Path(os.environ["BOARD_TABLE_RULES_DIR"]))
    dirs += [_REPO / "docs" / "rules", _REPO.parent / "shared" / "rules"]
    return dirs


def rules_path(rules_file: str) -> Path | None:
    """The path of ``rules_file`` (e.g. ``gutenberg.md``), or None if it is nowhere."""
    if not rules_file:
        return None
    for directory in rules_dirs():
        path = directory / rules_file
        if path.is_file():
            return path
    return None


def rules_document(rules_file: str) -> str:
    """The whole rules file as text ("" when missing)."""
    path = rules_path(rules_file)
    return path.read_text(encoding="utf-8") if path else ""


@lru_cache(maxsize=8)
def _rule_index(path: Path, mtime: float) -> dict[str, str]:
    rules: dict[str, str] = {}
    current: str | None = None
    for line in path.read_text(encoding="utf-8").splitlines():
        match = _RULE_LINE.match(line)
        if match:
            current = match.group(1)
            rules[current] = match.group(2).replace("**", "").strip().lstrip(":.").strip()
        elif current is not None and not _BREAK.match(line):
            rules[current] = f"{rules[current]} {line.strip()}".strip()
        else:
            current = None
    return rules


def rule_text(rules_file: str, rule_id: str) -> str:
    """The text of rule ``rule_id`` in ``rules_file``, without Markdown emphasis ("" if unknown)."""
    path = rules_path(rules_file)
    if path is None:
        return ""
    text = _rule_index(path, path.stat().st_mtime).get(rule_id, "")
    return text.replace("**", "").replace("`", "")
