"""Printed summaries read back with ``pdftotext``: every name and number, whole words, both languages.

The PDFs are made as players make them — a Fit To Print score calculator game of 6 players
(with pages), seeded computer games of both games with 4 players, and the Gutenberg example
sheet — in English and 繁體中文. Skipped only when poppler's ``pdftotext`` is not installed
(CI installs poppler-utils).
"""

from __future__ import annotations

import copy
import re
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QMarginsF
from PySide6.QtGui import QPageLayout, QPageSize, QPdfWriter

from desktop_app.ai.selfplay import play_game
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.engine.scoresheet import ScoreSheet, option_labels
from desktop_app.reports import export_pdf
from desktop_app.reports.fonts import latin_font_family
from desktop_app.reports.html import LABELS, detail_items, table_columns
from desktop_app.reports.pdf import _document, table_layout
from desktop_app.reports.texts import say

ROOT = Path(__file__).resolve().parents[2]
pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="pdftotext (poppler-utils) is not installed")

NAMES = ["Fiona Office", "Bartholomew-Fairweather", "陳小明", "Player 4", "Zoë", "Cai"]
"""A ligature (fi, ffi), a long hyphenated name, Chinese, a default seat name, an accent."""


def pdf_text(path: Path, page: int | None = None) -> str:
    args = ["pdftotext", "-enc", "UTF-8"] + (["-f", str(page), "-l", str(page)] if page else []) + [str(path), "-"]
    return subprocess.run(args, capture_output=True, text=True, check=True).stdout


def pages_of(path: Path) -> int:
    out = subprocess.run(["pdfinfo", str(path)], capture_output=True, text=True, check=True).stdout
    return int(re.search(r"^Pages:\s+(\d+)", out, re.M).group(1))


def ftp_calculator_game() -> ScoreSheet:
    """Three days of 6 players: Friday's pages painted (FTP-CAL-01), Saturday and Sunday tallied."""
    friday = yaml.safe_load((ROOT / "examples" / "fit_to_print_friday.yaml").read_text(encoding="utf-8"))
    players = [copy.deepcopy(friday["players"][i % 3]) for i in range(6)]
    for i, (player, name) in enumerate(zip(players, NAMES, strict=True)):
        player["name"], player["finish_token"] = name, i + 1
    tally = [{"name": name, "articles": 5 + i, "photos": 2, "focus": 1, "largest_empty": 3 + i % 2,
              "good_icons": 2, "bad_icons": 1 + i % 3, "desk": i % 2, "income": 7 if i == 3 else 9 + i,
              "finish_token": i + 1} for i, name in enumerate(NAMES)]
    sheet = {"days": [{"day": "fri", "players": players}, {"day": "sat", "players": tally},
                      {"day": "sun", "players": tally}]}
    result = get_game("fit-to-print").score_physical(sheet)
    result.date, result.seed = "2026-12-01", 20261201
    return result


def computer_game(game_id: str, players: int, seed: int, **variants) -> ScoreSheet:
    """A whole seeded game of computer players, its sheet dressed as the game window does."""
    game = get_game(game_id)
    content = game.load_content()
    names = NAMES[:players]
    options = GameOptions([Seat(name, "", "random") for name in names], dict(variants))
    played = play_game(game, content, options, seed, ["random"] * players)
    assert played.error is None and played.state is not None
    sheet = played.state.score_sheet()
    sheet.seed, sheet.date = seed, "2026-12-01"
    sheet.variants = sheet.variants or dict(variants)
    sheet.variant_labels = option_labels(game.option_specs(content), sheet.variants)
    return sheet


def gutenberg_example() -> ScoreSheet:
    data = yaml.safe_load((ROOT / "examples" / "gutenberg_final.yaml").read_text(encoding="utf-8"))
    sheet = get_game("gutenberg").score_physical(data, "examples/gutenberg_final.yaml")
    sheet.date = "2026-12-01"
    return sheet


SHEETS = {
    "ftp-calculator-6": ftp_calculator_game,
    "ftp-computer-4": lambda: computer_game("fit-to-print", 4, 7, characters=True, breaking_news=True),
    "gutenberg-computer-4": lambda: computer_game("gutenberg", 4, 11, ink_refill="reset"),
    "gutenberg-example-4": gutenberg_example,
}


def running_texts(sheet: ScoreSheet, lang: str) -> list[str]:
    """The sentences outside the table: title, date, seed, variants, details, notes, tie-break."""
    words = LABELS[lang]
    out = [say(sheet.game_name, lang), f"{words['date']}{words['colon']}{sheet.date}"]
    if sheet.seed is not None:
        out.append(f"{words['seed']}{words['colon']}{sheet.seed}")
    for player in sheet.players:
        out += detail_items(sheet, player, lang)
    out += [say(note, lang) for note in sheet.notes]
    out += [f"{say(name, lang)}{words['colon']}{say(value, lang)}" for name, value in sheet.variant_labels]
    if sheet.tie_break:
        out.append(say(sheet.tie_break, lang))
    return [t for t in out if t]


def squeeze(text: str) -> str:
    """Without white space: a line break at a space or between CJK characters is not a broken word."""
    return re.sub(r"\s+", "", text)


@pytest.mark.parametrize("lang", ["en", "zh"])
@pytest.mark.parametrize("which", sorted(SHEETS))
def test_pdftotext_reads_back_every_name_number_and_sentence(which, lang, tmp_path, qapp):
    """FTP-CAL-04 / GUT-END-01: the printed summary's text layer holds all it shows, digits included."""
    sheet = SHEETS[which]()
    path = tmp_path / f"{which}-{lang}.pdf"
    export_pdf(sheet, path, lang)
    text = pdf_text(path)
    flat, tokens, lines = squeeze(text), text.split(), text.splitlines()
    for expected in running_texts(sheet, lang):  # pdftotext joins "FTP-" + "END-02" into "FTPEND-02"
        assert squeeze(expected).replace("-", "") in flat.replace("-", ""), \
            f"{expected!r} is not in the text layer of {which} ({lang})"
    labels, *players = table_columns(sheet, lang)
    for column in players:  # each name whole on one line ("Playe / r 1" never happens)
        assert any(column[0] in line for line in lines), f"{column[0]!r} is split ({which}, {lang})"
        for number in column[1:]:
            assert number in tokens, f"{column[0]}: {number} is missing ({which}, {lang})"
    for label in labels:  # header words whole ("Articl / es", "balan / ce" never happen)
        for word in label.split():
            if re.search("[㐀-鿿]", word):
                assert word in flat, word
            else:
                assert word in tokens, f"the word {word!r} is split in {which} ({lang})"
    assert "ﬁ" not in text and "ﬃ" not in text  # no ligature glyphs: "Fiona Office" reads back as typed
    if lang == "zh" and any(p.name == "Player 4" for p in sheet.players):
        assert "玩家 4" in text  # a default seat name is printed in Chinese
        assert not re.search("[⺀-⿟]", text), "radical look-alikes in the text layer"


def test_each_page_grid_and_its_key_stay_on_one_page(tmp_path, qapp):
    """Six Fit To Print pages spill over several PDF pages, but no grid is cut in two."""
    sheet = ftp_calculator_game()
    path = tmp_path / "grids.pdf"
    pages = export_pdf(sheet, path)
    assert pages == pages_of(path) >= 2
    found = []
    for page in range(1, pages + 1):
        text = pdf_text(path, page)
        headings = re.findall(r"Page of (.+)", text)
        found += headings
        # every grid on this page has its whole key here too (the last key line closes it)
        assert text.count("Key") == len(headings) == text.count("outside the area in play")
    assert [name.strip() for name in found] == NAMES
    writer = QPdfWriter(str(tmp_path / "layout.pdf"))
    writer.setResolution(300)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    document, _, page_h, _ = _document(sheet, writer, "en")
    layout = document.documentLayout()
    for frame in document.rootFrame().childFrames():
        rect = layout.frameBoundingRect(frame)
        assert int(rect.top() // page_h) == int((rect.bottom() - 1) // page_h), "a table straddles a page"


def test_long_names_shrink_the_table_instead_of_splitting_words(tmp_path, qapp):
    """Six one-word names too long for their columns at 10 pt: the table font gets smaller."""
    sheet = gutenberg_example()
    base = sheet.players[0]
    sheet.players = [copy.deepcopy(base) for _ in range(6)]
    for i, player in enumerate(sheet.players):
        player.name = f"Maximilianus{i}Q"
    sheet.winners = [0]
    writer = QPdfWriter(str(tmp_path / "layout.pdf"))
    writer.setResolution(300)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(15, 15, 15, 15), QPageLayout.Unit.Millimeter)
    width = writer.pageLayout().paintRectPixels(300).width()
    table = table_layout(sheet, "en", [latin_font_family()], writer, width)
    assert table.points < 10 and table.names_on_one_line and sum(table.widths) == pytest.approx(100)
    path = tmp_path / "long.pdf"
    export_pdf(sheet, path)
    text = pdf_text(path)
    tokens = text.split()
    for player in sheet.players:
        assert player.name in tokens
    assert "Patron" in tokens and "(8" in tokens and "each)" in tokens
