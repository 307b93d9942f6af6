"""A score sheet as HTML (the subset ``QTextDocument`` renders), in English or 繁體中文.

The table has a row per scoring category and a column per player, like a score pad. Every
word comes from the sheet's Texts and category names or from :data:`LABELS`, rendered in the
chosen language (:func:`desktop_app.reports.texts.say`).
"""

from __future__ import annotations

import datetime
from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Any

from desktop_app.engine.game import get_game
from desktop_app.engine.scoresheet import PlayerScore, ScoreSheet, as_text, option_labels
from desktop_app.engine.text import Text, format_text
from desktop_app.reports.texts import say

LABELS: dict[str, dict[str, str]] = {
    "en": {
        "summary": "Score summary", "live": "Standings (game in progress)", "date": "Date", "seed": "Seed",
        "variants": "Variants and modules", "none": "none", "category": "Category", "total": "Total",
        "rank": "Rank", "winner": "Winner", "winners": "Winners", "standings": "Standings",
        "tie_break": "Tie-break", "notes": "Notes", "details": "Tie-breakers and details",
        "grid": "Page of {name}", "key": "Key", "outside": "outside the area in play", "empty": "empty",
        "points": "{points} {points|pt|pts}", "colon": ": ", "sep": "; ", "comma": ", ",
    },
    "zh": {
        "summary": "計分摘要", "live": "目前排名（遊戲進行中）", "date": "日期", "seed": "亂數種子",
        "variants": "變體與模組", "none": "無", "category": "項目", "total": "總分", "rank": "名次",
        "winner": "勝者", "winners": "勝者", "standings": "目前排名", "tie_break": "平手裁決", "notes": "備註",
        "details": "決勝條件與細節", "grid": "{name} 的版面", "key": "圖例", "outside": "不在本輪區域內",
        "empty": "空格", "points": "{points} 分", "colon": "：", "sep": "；", "comma": "、",
    },
}

OUTSIDE, EMPTY = "#", "."
"""Grid cells that are not part of the area in play, and empty cells (see ``details["grid"]``)."""
_CELL_OUTSIDE, _CELL_EMPTY = "#E6E1D6", "#FFFFFF"


def normalise_lang(lang: str) -> str:
    """``"zh"`` for any Chinese locale name (``zh``, ``zh_TW``, ``zh-Hant``), else ``"en"``."""
    return "zh" if lang.lower().startswith("zh") else "en"


def _names(sheet: ScoreSheet, lang: str) -> tuple[str, str]:
    en = sheet.game_name.get("en", sheet.game_id)
    zh = sheet.game_name.get("zh", "")
    return (zh or en, en if zh else "") if lang == "zh" else (en, zh)


def tie_break_text(reason: Text | str, lang: str) -> str:
    """The tie-break sentence of a sheet (``rank_by``, or a game's own) in ``lang``."""
    return say(as_text(reason), normalise_lang(lang)) if reason else ""


def note_text(note: Text | str, lang: str) -> str:
    """A sheet note in ``lang``."""
    return say(note, normalise_lang(lang))


def player_name(player: PlayerScore, lang: str) -> str:
    """A player's name as printed (a default seat name is given in ``lang``)."""
    return say(player.name, lang)


def variant_items(sheet: ScoreSheet, lang: str) -> list[str]:
    """``Name: value`` for each option of the game, as players saw them in the new-game dialog.

    A sheet without ``variant_labels`` (a score calculator's, the command line's) is labelled from its
    game's options (:func:`game_variant_labels`): never by the raw option keys.
    """
    words = LABELS[lang]
    labels = sheet.variant_labels or game_variant_labels(sheet)
    return [f"{say(name, lang)}{words['colon']}{say(value, lang)}" for name, value in labels]


def game_variant_labels(sheet: ScoreSheet) -> list[tuple[Any, Any]]:
    """The options set in ``sheet.variants`` named as the game's new-game dialog names them (see
    ``option_labels``); an option the game does not offer is left out, as is a game not installed."""
    if not sheet.variants:
        return []
    try:
        game = get_game(sheet.game_id)
        specs = game.option_specs(game.load_content())
    except Exception:  # noqa: BLE001 - an unknown game or broken content: print no options, never fail
        return []
    return option_labels([spec for spec in specs if spec.key in sheet.variants], sheet.variants)


def detail_items(sheet: ScoreSheet, player: PlayerScore, lang: str) -> list[str]:
    """The printed details of ``player``: each of the sheet's ``detail_labels`` that has a value.

    A detail that is ``True`` prints its label alone; ``False``, ``None`` and empty values are
    left out. Without labels, every plain number or word prints as ``key: value`` (a switch such as
    "steward: off" says nothing a player needs and is left out).
    """
    if not sheet.detail_labels:
        words = LABELS[lang]
        return [f"{key.replace('_', ' ')}{words['colon']}{value}" for key, value in player.details.items()
                if key != "grid" and isinstance(value, int | float | str) and not isinstance(value, bool)]
    items = []
    for key, label in sheet.detail_labels.items():
        value = player.details.get(key)
        if value is None or value is False or value == "" or value == []:
            continue
        text = label if value is True else Text(label.key, **{**label.args, "value": value})
        items.append(say(text, lang))
    return items


def _cells(row: str) -> list[str]:
    return row.split() if " " in row else list(row)


def _ink_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (``#rrggbb``)."""
    try:
        r, g, b = (int(colour[i:i + 2], 16) for i in (1, 3, 5))
    except ValueError:
        return "#000000"
    return "#000000" if 0.299 * r + 0.587 * g + 0.114 * b > 140 else "#FFFFFF"


def grid_block(name: str, grid: Sequence[str], key: Sequence[dict], lang: str, mono: str) -> str:
    """A player's page as a table of coloured, labelled cells, with its key beside it.

    ``grid`` rows hold one label per cell (space separated): ``#`` outside the area in play,
    ``.`` empty, any other label a piece; ``key`` lists ``{label, colour, text}`` for the labels.
    The whole block is one table, so the printer keeps it on one page.
    """
    words = LABELS[lang]
    colours = {str(k.get("label")): str(k.get("colour") or _CELL_EMPTY) for k in key}
    rows = []
    for row in grid:
        cells = []
        for label in _cells(str(row)):
            fill = _CELL_OUTSIDE if label == OUTSIDE else _CELL_EMPTY if label == EMPTY else \
                colours.get(label, "#D9D9D9")
            text = "" if label in (OUTSIDE, EMPTY) else escape(label)
            cells.append(f"<td width=\"22\" align=\"center\" bgcolor=\"{fill}\" style=\"color: {_ink_on(fill)}; "
                         f"padding-top: 4px; padding-bottom: 4px;\">{text}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    used = {label for row in grid for label in _cells(str(row))}
    legend = [f"<tr><td width=\"22\" align=\"center\" bgcolor=\"{escape(str(k.get('colour') or _CELL_EMPTY))}\" "
              f"style=\"color: {_ink_on(str(k.get('colour') or _CELL_EMPTY))};\">{escape(str(k.get('label')))}</td>"
              f"<td>{escape(say(k.get('text', ''), lang))}</td></tr>" for k in key if str(k.get("label")) in used]
    legend += [f"<tr><td bgcolor=\"{fill}\"></td><td>{escape(words[word])}</td></tr>"
               for symbol, fill, word in ((OUTSIDE, _CELL_OUTSIDE, "outside"), (EMPTY, _CELL_EMPTY, "empty"))
               if symbol in used]
    board = (f"<table cellspacing=\"1\" cellpadding=\"0\" bgcolor=\"#7A7468\" "
             f"style=\"font-family: '{escape(mono)}', monospace; font-size: 9pt;\">{''.join(rows)}</table>")
    key_table = ""
    if legend:
        key_table = (f"<p><b>{escape(words['key'])}</b></p><table cellspacing=\"2\" cellpadding=\"2\" "
                     f"style=\"font-size: 8.5pt;\">{''.join(legend)}</table>")
    return (f"<table width=\"100%\" cellspacing=\"0\" cellpadding=\"4\"><tr><td colspan=\"2\">"
            f"<h3>{escape(words['grid'].format(name=name))}</h3></td></tr>"
            f"<tr><td valign=\"top\">{board}</td><td valign=\"top\" width=\"100%\">{key_table}</td></tr></table>")


def _result_line(sheet: ScoreSheet, lang: str) -> str:
    words = LABELS[lang]
    comma = words["comma"]
    if not sheet.final:
        places = [f"{sheet.players[i].rank}. {player_name(sheet.players[i], lang)} "
                  f"({format_text(words['points'], {'points': sheet.players[i].total})})" for i in sheet.standings()]
        return f"{words['standings']}{words['colon']}{comma.join(places)}" if places else ""
    if not sheet.winners:
        return ""
    names = comma.join(player_name(sheet.players[i], lang) for i in sheet.winners)
    return f"{words['winner'] if len(sheet.winners) == 1 else words['winners']}{words['colon']}{names}"


def _families(font_family: str | Sequence[str] | None) -> str:
    if not font_family:
        return ""
    families = [font_family] if isinstance(font_family, str) else list(font_family)
    return "".join(f"'{escape(f)}', " for f in families if f)


@dataclass(frozen=True)
class TableLayout:
    """How the score table is set: its font size, which cells keep their text on one line, and
    the column widths in percent (empty: let the layout decide). The PDF writer measures it."""

    points: float = 10.0
    names_on_one_line: bool = True
    labels_on_one_line: bool = True
    widths: tuple[float, ...] = ()


def sheet_to_html(sheet: ScoreSheet, lang: str = "en", font_family: str | Sequence[str] | None = None,
                  mono_family: str | None = None, table: TableLayout = TableLayout()) -> str:
    """The printable summary of ``sheet``.

    Title (the game's name in both languages), date, seed, the variants as players saw them,
    a table (a row per category, a column per player, totals and ranks; winners in bold), the
    winner(s) — or the standings while the game is in progress — and the tie-break reason,
    each player's labelled details, the notes, and each player's page (``details["grid"]`` with
    ``details["grid_key"]``). ``font_family`` may list several families (Latin first, then
    CJK); ``table`` sets the score table (the PDF writer measures one that fits the page with
    no word split).
    """
    lang = normalise_lang(lang)
    words = LABELS[lang]
    first, second = _names(sheet, lang)
    mono = mono_family or "monospace"
    out = [
        "<html><head><meta charset=\"utf-8\"><style>",
        f"body {{ font-family: {_families(font_family)}sans-serif; font-size: 10pt; }}",
        "h1 { font-size: 18pt; margin-bottom: 2pt; } h2 { font-size: 12pt; color: #444; }",
        "h3 { font-size: 11pt; margin-top: 6pt; margin-bottom: 2pt; } th { background-color: #e6e6e6; }",
        "td.num { text-align: right; } .meta { color: #333; }",
        "</style></head><body>",
        f"<h1>{escape(first)}{' · ' + escape(second) if second else ''}</h1>",
        f"<h2>{escape(words['summary'] if sheet.final else words['live'])}</h2>",
    ]
    meta = [f"{words['date']}{words['colon']}{escape(sheet.date or datetime.date.today().isoformat())}"]
    if sheet.seed is not None:
        meta.append(f"{words['seed']}{words['colon']}{sheet.seed}")
    out.append(f"<p class=\"meta\">{' &nbsp;·&nbsp; '.join(meta)}</p>")
    variants = variant_items(sheet, lang)
    out.append(f"<p class=\"meta\">{escape(words['variants'])}{words['colon']}"
               f"{escape(' · '.join(variants)) if variants else escape(words['none'])}</p>")
    out.append(_table(sheet, lang, table))
    result = _result_line(sheet, lang)
    if result:
        out.append(f"<p><b>{escape(result)}</b></p>")
    if sheet.tie_break:
        out.append(f"<p>{escape(words['tie_break'])}{words['colon']}{escape(tie_break_text(sheet.tie_break, lang))}</p>")
    detail_rows = [(player_name(p, lang), detail_items(sheet, p, lang)) for p in sheet.players]
    if any(items for _, items in detail_rows):
        out.append(f"<h3>{escape(words['details'])}</h3><ul>")
        out += [f"<li>{escape(name)}{words['colon']}{escape(words['sep'].join(items))}</li>"
                for name, items in detail_rows if items]
        out.append("</ul>")
    if sheet.notes:
        out.append(f"<h3>{escape(words['notes'])}</h3><ul>")
        out += [f"<li>{escape(note_text(note, lang))}</li>" for note in sheet.notes]
        out.append("</ul>")
    for player in sheet.players:
        grid = player.details.get("grid")
        if isinstance(grid, list | tuple) and grid:
            key = player.details.get("grid_key") or []
            out.append(grid_block(player_name(player, lang), [str(r) for r in grid], key, lang, mono))
    out.append("</body></html>")
    return "\n".join(out)


def table_columns(sheet: ScoreSheet, lang: str) -> list[list[str]]:
    """The texts of each column of the score table (for measuring: no word may be split)."""
    lang = normalise_lang(lang)
    words = LABELS[lang]
    labels = [words["category"]] + [say({"en": c.en, "zh": c.zh}, lang) for c in sheet.categories] + \
        [words["total"], words["rank"]]
    columns = [labels]
    for p in sheet.players:
        columns.append([player_name(p, lang)] + [str(p.categories.get(c.id, 0)) for c in sheet.categories] +
                       [str(p.total), str(p.rank)])
    return columns


def _label_cell(label: str, one_line: bool) -> str:
    """A category label; when it may wrap, a trailing "(…)" starts its own line, so that a rule
    ID such as "(FTP-SCO-01)" is never cut at a hyphen."""
    head, paren, tail = label.rpartition(" (")
    if one_line or not paren:
        return escape(label)
    return f"{escape(head)}<br>({escape(tail)}"


def _table(sheet: ScoreSheet, lang: str, table: TableLayout) -> str:
    columns = table_columns(sheet, lang)
    winners = set(sheet.winners) if sheet.final else set()
    size = f"font-size: {table.points:g}pt;"
    name_style = f"{size} white-space: nowrap;" if table.names_on_one_line else size
    label_style = f"{size} white-space: nowrap;" if table.labels_on_one_line else size
    widths = [f" width=\"{w:.1f}%\"" for w in table.widths] if len(table.widths) == len(columns) else \
        [""] * len(columns)
    rows = ["<tr>" + f"<th align=\"left\"{widths[0]} style=\"{size}\">{escape(columns[0][0])}</th>" + "".join(
        f"<th align=\"right\"{widths[i + 1]} style=\"{name_style}\">{escape(col[0])}"
        f"{' ★' if i in winners else ''}</th>" for i, col in enumerate(columns[1:])) + "</tr>"]
    last = len(columns[0]) - 1
    for r in range(1, len(columns[0])):
        total = r == last - 1
        cells = [f"<td style=\"{label_style}{' font-weight: bold;' if total else ''}\">"
                 f"{_label_cell(columns[0][r], table.labels_on_one_line)}</td>"]
        for i, col in enumerate(columns[1:]):
            bold = " font-weight: bold;" if total or (i in winners and r >= last - 1) else ""
            cells.append(f"<td class=\"num\" style=\"{size}{bold}\">{escape(col[r])}</td>")
        rows.append("<tr>" + "".join(cells) + "</tr>")
    return f"<table border=\"1\" cellspacing=\"0\" cellpadding=\"4\" width=\"100%\">{''.join(rows)}</table>"
