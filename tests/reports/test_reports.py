"""Score summaries: HTML content, PDF pages and Chinese text, the print path."""

from __future__ import annotations

import re
import shutil
import subprocess
import unicodedata

import pytest
from PySide6.QtCharts import QValueAxis
from PySide6.QtGui import QColor, QFontDatabase

from desktop_app.engine.game import OptionSpec
from desktop_app.engine.scoresheet import (
    SHARED_VICTORY,
    TIE_BROKEN,
    Category,
    PlayerScore,
    ScoreSheet,
    option_labels,
)
from desktop_app.engine.text import Text
from desktop_app.reports import cjk_font_family, export_pdf, print_sheet, sheet_to_html
from desktop_app.reports.html import tie_break_text
from desktop_app.reports.progress_chart import MAX_ROUND_TICKS, progress_chart

CATEGORIES = [Category("cards", "Cards played", "已出牌"), Category("coins", "Coins", "金幣")]


def make_sheet(notes: int = 1, **details) -> ScoreSheet:
    players = [
        PlayerScore("Ann", {"cards": 15, "coins": 2}, 17, 1, {"coins_left": 4, **details}),
        PlayerScore("陳小明", {"cards": 13, "coins": 4}, 17, 2, {"coins_left": 8}),
        PlayerScore("Bob <&>", {"cards": 1, "coins": 0}, 1, 3),
    ]
    return ScoreSheet("tiny", {"en": "High Card Auction", "zh": "高牌拍賣"}, CATEGORIES, players, [0],
                      Text(TIE_BROKEN, desc=Text("most coins")), final=True, seed=42, date="2026-11-29",
                      variants={"short_game": True}, notes=[f"Note number {i}. " * 8 for i in range(notes)])


def pdf_pages(path) -> int:
    if shutil.which("pdfinfo"):
        out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
        return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))
    return len(re.findall(rb"/Type\s*/Page(?!s)", path.read_bytes()))


def test_html_has_the_title_meta_table_winner_and_tie_break_in_english():
    html = sheet_to_html(make_sheet())
    assert "High Card Auction · 高牌拍賣" in html
    assert "2026-11-29" in html and "Seed: 42" in html
    assert "short game" not in html and "short_game" not in html  # an option no game offers: never a raw key
    for text in ("Cards played", "Coins", "Total", "Rank", "Ann", "陳小明", ">17<", ">15<"):
        assert text in html
    assert "Bob &lt;&amp;&gt;" in html and "Bob <&>" not in html
    assert "Winner: Ann" in html
    assert "Tie-break: tie on points broken by most coins" in html
    assert "coins left: 4" in html and "Note number 0." in html


def test_the_table_has_a_row_per_category_and_a_column_per_player():
    """Like a score pad: names across the top (so a name is never squeezed into a narrow column)."""
    html = sheet_to_html(make_sheet())
    header = re.search(r"<tr><th[^>]*>Category</th>(.*?)</tr>", html).group(1)
    assert re.findall(r">([^<>]+)</th>", header) == ["Ann ★", "陳小明", "Bob &lt;&amp;&gt;"]
    row = re.search(r"<tr><td[^>]*>Cards played</td>(.*?)</tr>", html).group(1)
    assert re.findall(r">(-?\d+)<", row) == ["15", "13", "1"]


def test_html_in_traditional_chinese_uses_chinese_labels_and_category_names():
    html = sheet_to_html(make_sheet(), "zh_TW")
    assert "高牌拍賣 · High Card Auction" in html
    for text in ("計分摘要", "已出牌", "金幣", "總分", "名次", "勝者：Ann", "平手裁決：同分", "亂數種子：42"):
        assert text in html


def test_chinese_tie_break_descriptions_and_notes_come_from_the_text_maps(monkeypatch):
    texts = {"most coins": "金幣最多", "Note number 0. " * 8: "第零則備註",
             "tie on points broken by {desc}": "同分，以{desc}決勝"}
    monkeypatch.setattr("desktop_app.reports.texts.zh_texts", lambda: texts)
    html = sheet_to_html(make_sheet(), "zh")
    assert "同分，以金幣最多決勝" in html and "第零則備註" in html
    assert "第零則備註" not in sheet_to_html(make_sheet(), "en")


def test_notes_tie_breaks_and_detail_labels_are_texts_rendered_in_the_reader_s_language(monkeypatch):
    """A game gives Texts; the summary renders each in the chosen language (no English fragment)."""
    texts = {"tie on points broken by {desc}": "同分，以{desc}決勝", "fewest ink tokens": "墨水標記數量最少",
             "Letters owned: {value}": "擁有活字：{value} 個", "{player} closes the paper": "{player} 關閉報社"}
    monkeypatch.setattr("desktop_app.reports.texts.zh_texts", lambda: texts)
    sheet = make_sheet()
    sheet.tie_break = Text(TIE_BROKEN, desc=Text("fewest ink tokens"))
    sheet.notes = [Text("{player} closes the paper", player="Player 3")]
    sheet.players[0].details = {"letters": 9, "rival": False}
    sheet.detail_labels = {"letters": Text("Letters owned: {value}"), "rival": Text("The Rival")}
    zh = sheet_to_html(sheet, "zh")
    assert "同分，以墨水標記數量最少決勝" in zh and "玩家 3 關閉報社" in zh and "Ann：擁有活字：9 個" in zh
    assert "The Rival" not in zh  # a detail that is False is left out
    en = sheet_to_html(sheet, "en")
    assert "tie on points broken by fewest ink tokens" in en and "Player 3 closes the paper" in en
    assert "Ann: Letters owned: 9" in en


def test_variants_print_as_players_see_them_in_the_new_game_dialog():
    specs = [OptionSpec("ink_refill", {"en": "Ink refill", "zh": "墨水補充"}, "choice", "topup",
                        (("topup", {"en": "Slide and top up", "zh": "左移後補滿"}),
                         ("reset", {"en": "Return and redraw", "zh": "放回後重抽"}))),
             OptionSpec("rival_seat", {"en": "Rival in a 2–3 player game", "zh": "多人遊戲加入虛擬玩家"}),
             OptionSpec("characters", {"en": "Character abilities", "zh": "角色能力"})]
    sheet = make_sheet()
    sheet.variants = {"ink_refill": "reset", "rival_seat": False, "characters": True, "secret": 1}
    sheet.variant_labels = option_labels(specs, sheet.variants)
    en, zh = sheet_to_html(sheet), sheet_to_html(sheet, "zh")
    assert "Variants and modules: Ink refill: Return and redraw · Character abilities: on" in en
    assert "變體與模組：墨水補充：放回後重抽 · 角色能力：開" in zh
    for raw in ("ink_refill", "reset", "rival_seat", "secret", "Rival in"):
        assert raw not in en


def test_a_live_sheet_is_labelled_standings_with_places_not_winners():
    sheet = make_sheet()
    sheet.final = False
    html = sheet_to_html(sheet)
    assert "Standings (game in progress)" in html
    assert "Standings: 1. Ann (17 pts), 2. 陳小明 (17 pts), 3. Bob &lt;&amp;&gt; (1 pt)" in html
    assert "Winner" not in html and "★" not in html
    assert "目前排名：1. Ann（17 分）" not in html
    assert "目前排名：1. Ann (17 分)、2. 陳小明 (17 分)" in sheet_to_html(sheet, "zh")


def test_a_players_page_is_a_grid_of_labelled_cells_with_its_key():
    key = [{"label": "a", "colour": "#3a7ca5", "text": Text("{tile}: news", tile="N3g")},
           {"label": "F", "colour": "#3C4148", "text": Text("Focus news tile")}]
    html = sheet_to_html(make_sheet(grid=["# F a #", "# . a #"], grid_key=key), mono_family="Mono X")
    block = html[html.index("Page of Ann"):]
    assert block.count("<td width=\"22\"") == 8 + 2  # 8 page cells and a swatch per key entry
    assert 'bgcolor="#3a7ca5"' in block and ">a</td>" in block and "Mono X" in block
    assert "N3g: news" in block and "Focus news tile" in block
    assert "outside the area in play" in block and "empty" in block


def test_shared_victory_reason_in_chinese():
    assert tie_break_text(Text(SHARED_VICTORY), "zh").startswith("共享勝利")
    assert tie_break_text("shared victory (tie on points and every tie-breaker)", "zh").startswith("共享勝利")
    assert tie_break_text("", "zh") == ""


def test_export_pdf_writes_an_a4_pdf_with_the_page_count_it_returns(tmp_path, qapp):
    short, long = tmp_path / "short.pdf", tmp_path / "long.pdf"
    assert export_pdf(make_sheet(), short) == 1
    assert pdf_pages(short) == 1
    pages = export_pdf(make_sheet(notes=150), long)
    assert pages >= 3 and pdf_pages(long) == pages
    if shutil.which("pdfinfo"):
        info = subprocess.run(["pdfinfo", str(short)], capture_output=True, text=True, check=True).stdout
        assert "(A4)" in info


def test_export_pdf_keeps_the_chinese_text_extractable(tmp_path, qapp):
    if not shutil.which("pdftotext"):
        pytest.skip("pdftotext (poppler-utils) is not installed")
    path = tmp_path / "zh.pdf"
    export_pdf(make_sheet(), path, "zh_TW")
    text = subprocess.run(["pdftotext", str(path), "-"], capture_output=True, text=True, check=True).stdout
    assert "Ann" in text and "17" in text
    if cjk_font_family() is None:
        pytest.skip("no CJK font found: Chinese text cannot be checked")
    # Qt maps some CJK glyphs back to their Kangxi-radical twins (⾼ for 高); NFKC folds them.
    text = unicodedata.normalize("NFKC", text)
    for word in ("高牌拍賣", "陳小明", "總分", "計分摘要"):
        assert word in text


def test_export_pdf_into_a_missing_folder_or_onto_a_folder_is_an_os_error(tmp_path, qapp):
    with pytest.raises(OSError, match="does not exist"):
        export_pdf(make_sheet(), tmp_path / "nowhere" / "x.pdf")
    with pytest.raises(OSError, match="cannot write the PDF"):
        export_pdf(make_sheet(), tmp_path)


def test_cjk_font_family_covers_traditional_chinese_or_is_none(qapp):
    family = cjk_font_family()
    if family is not None:
        assert QFontDatabase.WritingSystem.TraditionalChinese in QFontDatabase.writingSystems(family)


def test_print_sheet_prints_to_the_chosen_printer_and_respects_cancel(tmp_path, qapp, monkeypatch):
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    target = tmp_path / "printed.pdf"

    class FakeDialog:
        accept = True

        def __init__(self, printer, parent=None):
            self.printer = printer

        def exec(self):
            self.printer.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
            self.printer.setOutputFileName(str(target))
            return QPrintDialog.DialogCode.Accepted if self.accept else QPrintDialog.DialogCode.Rejected

    FakeDialog.DialogCode = QPrintDialog.DialogCode
    monkeypatch.setattr("PySide6.QtPrintSupport.QPrintDialog", FakeDialog)
    assert print_sheet(make_sheet(), None, "en") is True
    assert target.exists() and pdf_pages(target) == 1
    target.unlink()
    FakeDialog.accept = False
    assert print_sheet(make_sheet(), None, "en") is False
    assert not target.exists()


def test_export_pdf_works_without_a_running_application(tmp_path):
    """The command line (``score --pdf``) has no QApplication: export_pdf makes an offscreen one."""
    import os
    import sys

    script = ("from tests.reports.test_reports import make_sheet\n"
              "from desktop_app.reports import export_pdf\n"
              f"print(export_pdf(make_sheet(), {str(tmp_path / 'cli.pdf')!r}, 'zh'))\n"
              "from PySide6.QtWidgets import QWidget\n"
              "QWidget()  # the application made for the PDF also allows windows later\n")
    env = {k: v for k, v in os.environ.items() if k not in ("QT_QPA_PLATFORM", "DISPLAY", "WAYLAND_DISPLAY")}
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "1" and pdf_pages(tmp_path / "cli.pdf") == 1


def test_the_score_chart_labels_whole_rounds_under_their_points(qtbot):
    """17 rounds with 12 evenly spaced ticks labelled rounds 1, 2, 3, 5, 6, 8, … at fractional places, so
    the point of round 4 stood left of a "5"; the ticks now fall on whole rounds (every 2nd here)."""
    for rounds in (5, 12, 17, 30):
        chart = progress_chart([[k, 2 * k] for k in range(rounds)], ["Ann", "Bob"], [QColor("red")] * 2,
                               "Score", "Round", "Points")
        axis = chart.axes()[0]
        assert isinstance(axis, QValueAxis) and (axis.min(), axis.max()) == (1, rounds)
        assert axis.tickType() == QValueAxis.TickType.TicksDynamic and axis.tickAnchor() == 1
        step = axis.tickInterval()
        assert step == int(step) >= 1
        assert len(range(1, rounds + 1, int(step))) <= MAX_ROUND_TICKS
