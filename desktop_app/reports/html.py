"""A score sheet as HTML (the subset ``QTextDocument`` renders), in English or 繁體中文."""

from __future__ import annotations

import datetime
import re
from html import escape
from typing import Any

from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.reports.texts import zh_texts

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "summary": "Score summary", "live": "Standing (game in progress)", "date": "Date", "seed": "Seed",
        "variants": "Variants", "none": "none", "player": "Player", "total": "Total", "rank": "Rank",
        "winner": "Winner", "winners": "Winners", "tie_break": "Tie-break", "notes": "Notes",
        "details": "Tie-breakers and details", "grid": "Page of {name}", "on": "on", "off": "off",
    },
    "zh": {
        "summary": "計分摘要", "live": "目前排名(遊戲進行中)", "date": "日期", "seed": "亂數種子",
        "variants": "變體與模組", "none": "無", "player": "玩家", "total": "總分", "rank": "名次",
        "winner": "勝者", "winners": "勝者", "tie_break": "平手裁決", "notes": "備註",
        "details": "決勝條件與細節", "grid": "{name} 的版面", "on": "開", "off": "關",
    },
}

_TIE_BROKEN = re.compile(r"^tie on points broken by (?P<what>.+)$")
_SHARED = "shared victory"


def normalise_lang(lang: str) -> str:
    """``"zh"`` for any Chinese locale name (``zh``, ``zh_TW``, ``zh-Hant``), else ``"en"``."""
    return "zh" if lang.lower().startswith("zh") else "en"


def _names(sheet: ScoreSheet, lang: str) -> tuple[str, str]:
    en = sheet.game_name.get("en", sheet.game_id)
    zh = sheet.game_name.get("zh", "")
    return (zh or en, en if zh else "") if lang == "zh" else (en, zh)


def tie_break_text(reason: str, lang: str) -> str:
    """The tie-break sentence of ``rank_by`` in ``lang`` (unknown English reasons stay as they are)."""
    if lang != "zh" or not reason:
        return reason
    texts = zh_texts()
    match = _TIE_BROKEN.match(reason)
    if match:
        template = texts.get("tie on points broken by {desc}", "同分，以{desc}決勝")
        return template.format(desc=texts.get(match["what"], match["what"]))
    if reason.startswith(_SHARED):
        return texts.get(reason, "共享勝利（分數與所有決勝條件皆相同）")
    return texts.get(reason, reason)


def note_text(note: str, lang: str) -> str:
    """A sheet note in ``lang`` (notes are English; known ones have a Chinese translation)."""
    return zh_texts().get(note, note) if lang == "zh" else note


def _value(value: Any, words: dict[str, str]) -> str:
    if isinstance(value, bool):
        return words["on"] if value else words["off"]
    if isinstance(value, list | tuple):
        return ", ".join(str(v) for v in value)
    return str(value)


def _detail_items(details: dict[str, Any], words: dict[str, str]) -> list[str]:
    return [f"{key.replace('_', ' ')}: {_value(value, words)}" for key, value in details.items()
            if key != "grid" and isinstance(value, int | float | str | bool)]


def _grid_block(name: str, grid: list[str], words: dict[str, str], mono: str) -> str:
    lines = "\n".join(escape(str(row)) for row in grid)
    return (f"<h3>{escape(words['grid'].format(name=name))}</h3>"
            f"<pre style=\"font-family: '{escape(mono)}', monospace; font-size: 9pt;\">{lines}</pre>")


def sheet_to_html(sheet: ScoreSheet, lang: str = "en", font_family: str | None = None,
                  mono_family: str | None = None) -> str:
    """The printable summary of ``sheet``.

    Title (the game's name in both languages), date, seed, variants, a table with a row per
    player (a column per category, total, rank; winners in bold), the winner(s) and the
    tie-break reason, notes, each player's tie-breaker details, and a player's
    ``details["grid"]`` (a list of strings) as a monospace block.
    """
    lang = normalise_lang(lang)
    words = LABELS[lang]
    first, second = _names(sheet, lang)
    family = f"'{escape(font_family)}', " if font_family else ""
    mono = mono_family or "monospace"
    out = [
        "<html><head><meta charset=\"utf-8\"><style>",
        f"body {{ font-family: {family}sans-serif; font-size: 10pt; }}",
        "h1 { font-size: 18pt; margin-bottom: 2pt; } h2 { font-size: 12pt; color: #444; }",
        "h3 { font-size: 11pt; margin-top: 10pt; } th { background-color: #e6e6e6; }",
        "td.num { text-align: right; } .meta { color: #333; }",
        "</style></head><body>",
        f"<h1>{escape(first)}{' · ' + escape(second) if second else ''}</h1>",
        f"<h2>{escape(words['summary'] if sheet.final else words['live'])}</h2>",
    ]
    date = sheet.date or datetime.date.today().isoformat()
    variants = ", ".join(f"{escape(str(k))}: {escape(_value(v, words))}" for k, v in sheet.variants.items())
    meta = [f"{words['date']}: {escape(date)}"]
    if sheet.seed is not None:
        meta.append(f"{words['seed']}: {sheet.seed}")
    meta.append(f"{words['variants']}: {variants or words['none']}")
    out.append(f"<p class=\"meta\">{' &nbsp;·&nbsp; '.join(meta)}</p>")

    header = [words["player"]] + [c.zh if lang == "zh" else c.en for c in sheet.categories] + \
        [words["total"], words["rank"]]
    out.append("<table border=\"1\" cellspacing=\"0\" cellpadding=\"5\" width=\"100%\">")
    out.append("<tr>" + "".join(f"<th>{escape(h)}</th>" for h in header) + "</tr>")
    for index, player in enumerate(sheet.players):
        cells = [f"<td>{escape(player.name)}</td>"]
        cells += [f"<td class=\"num\">{player.categories.get(c.id, 0)}</td>" for c in sheet.categories]
        cells += [f"<td class=\"num\"><b>{player.total}</b></td>", f"<td class=\"num\">{player.rank}</td>"]
        row = "".join(cells)
        if index in sheet.winners:
            row = row.replace("<td", "<td style=\"font-weight: bold;\"")
        out.append(f"<tr>{row}</tr>")
    out.append("</table>")

    if sheet.winners:
        names = ", ".join(escape(sheet.players[i].name) for i in sheet.winners)
        label = words["winner"] if len(sheet.winners) == 1 else words["winners"]
        out.append(f"<p><b>{escape(label)}: {names}</b></p>")
    if sheet.tie_break:
        out.append(f"<p>{escape(words['tie_break'])}: {escape(tie_break_text(sheet.tie_break, lang))}</p>")
    detail_rows = [(p.name, _detail_items(p.details, words)) for p in sheet.players]
    if any(items for _, items in detail_rows):
        out.append(f"<h3>{escape(words['details'])}</h3><ul>")
        out += [f"<li>{escape(name)}: {escape('; '.join(items))}</li>" for name, items in detail_rows if items]
        out.append("</ul>")
    if sheet.notes:
        out.append(f"<h3>{escape(words['notes'])}</h3><ul>")
        out += [f"<li>{escape(note_text(note, lang))}</li>" for note in sheet.notes]
        out.append("</ul>")
    for player in sheet.players:
        grid = player.details.get("grid")
        if isinstance(grid, list | tuple) and grid:
            out.append(_grid_block(player.name, [str(r) for r in grid], words, mono))
    out.append("</body></html>")
    return "\n".join(out)
