"""``score``: the score calculator for a finished physical game, from a YAML sheet."""

from __future__ import annotations

import os
import unicodedata
from pathlib import Path
from typing import Any

from desktop_app.cli_common import CLIError
from desktop_app.content.sheets import read_sheet as read_sheet_file
from desktop_app.engine.game import Game, SheetError
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.engine.text import pick_name


def read_sheet(path: Path) -> dict[str, Any]:
    """The parsed YAML sheet (bounded reader, plain values only); CLIError naming ``file:line``."""
    try:
        return read_sheet_file(path)
    except SheetError as exc:
        raise CLIError(str(exc)) from None


def score_sheet_file(game: Game, path: Path, lang: str = "en") -> ScoreSheet:
    """Score the sheet at ``path`` with ``game``'s calculator; CLIError for any bad input.

    Whatever the file holds, the result is a score sheet or one line naming the player and
    the field (in ``lang``, ``en`` or ``zh``, where the calculator says it in words): an
    unexpected failure inside a calculator is reported as a refusal too.
    """
    from desktop_app.reports.texts import say

    data = read_sheet(path)
    try:
        return game.score_physical(data, str(path))
    except SheetError as exc:
        raise CLIError(f"{path}: {say(exc.args[0], lang) if exc.args else exc}") from None
    except (TypeError, ValueError, KeyError, AttributeError, IndexError, RecursionError) as exc:
        raise CLIError(f"{path}: the sheet cannot be scored ({type(exc).__name__}: {exc})") from None


def _width(text: str) -> int:
    return sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)


def _pad(text: str, width: int, right: bool) -> str:
    fill = " " * max(0, width - _width(text))
    return fill + text if right else text + fill


def format_table(sheet: ScoreSheet, lang: str = "en") -> str:
    """A readable plain-text table: one row per category, one column per player (names, tie-break and
    notes in ``lang``)."""
    from desktop_app.reports.texts import say

    zh = lang.startswith("zh")
    said = "zh" if zh else "en"
    labels = {"total": "總分" if zh else "Total", "rank": "名次" if zh else "Rank",
              "winner": "勝者" if zh else "Winner", "tie": "平手判定" if zh else "Tie-break"}
    rows: list[list[str]] = [[""] + [say(p.name, said) for p in sheet.players]]
    ids = [c.id for c in sheet.categories]
    extra = [k for p in sheet.players for k in p.categories if k not in ids]
    for cid in ids + list(dict.fromkeys(extra)):
        cat = next((c for c in sheet.categories if c.id == cid), None)
        label = (cat.zh if zh else cat.en) if cat else cid
        rows.append([label] + [str(p.categories.get(cid, "")) for p in sheet.players])
    rows.append([labels["total"]] + [str(p.total) for p in sheet.players])
    rows.append([labels["rank"]] + [str(p.rank) for p in sheet.players])
    widths = [max(_width(r[i]) for r in rows) for i in range(len(rows[0]))]
    title = pick_name(sheet.game_name, "zh" if zh else "en")
    lines = [title, ""]
    for n, row in enumerate(rows):
        cells = [_pad(row[0], widths[0], False)] + [_pad(c, w, True) for c, w in zip(row[1:], widths[1:],
                                                                                      strict=True)]
        lines.append("  ".join(cells).rstrip())
        if n == 0 or n == len(rows) - 3:
            lines.append("-" * (sum(widths) + 2 * (len(widths) - 1)))
    lines.append("")
    lines.append(f"{labels['winner']}: {', '.join(say(sheet.players[i].name, said) for i in sheet.winners)}")
    if sheet.tie_break:
        lines.append(f"{labels['tie']}: {say(sheet.tie_break, said)}")
    for note in sheet.notes:
        lines.append(say(note, said))
    return "\n".join(lines)


def export_pdf(sheet: ScoreSheet, out: Path, lang: str = "en") -> int:
    """Write the sheet as a PDF through the reports module (offscreen Qt when there is no display)."""
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    try:
        from desktop_app.reports import export_pdf as reports_export_pdf
    except ImportError as exc:
        raise RuntimeError(f"PDF export is not available ({exc})") from exc
    try:
        return reports_export_pdf(sheet, out, lang=lang)
    except OSError as exc:
        raise CLIError(f"{out}: cannot write the PDF ({exc.strerror or exc})") from None
