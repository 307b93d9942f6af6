"""Drawing a score summary on paged devices: a PDF file (QPdfWriter, A4) or a printer.

Three things keep the printed text whole and readable back (``pdftotext``):

- running text uses a Latin family first and the CJK family for Chinese only (digits drawn
  from a CJK font lose their text layer in Qt's PDF output);
- the score table's font shrinks until its labels and every player's name fit on one line (or
  at least every word of them), so no word is split across lines, and every table (the score table, each page grid with its key) that would
  straddle a page break starts on a new page instead;
- Qt names some CJK glyphs by their Kangxi-radical twins in the text layer (⾼ for 高); the
  written PDF's ToUnicode maps are corrected in place (:func:`fix_text_layer`).
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QRawFont,
    QTextDocument,
    QTextFormat,
)

from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.reports.fonts import cjk_font_family, latin_font_family, mono_font_family
from desktop_app.reports.html import LABELS, TableLayout, normalise_lang, sheet_to_html, table_columns
from desktop_app.reports.progress_chart import add_progress_chart
from desktop_app.reports.texts import say

RESOLUTION_DPI = 300
MARGIN_MM = 15.0
FOOTER_PT = 14
"""Height kept free at the bottom of each page for the footer (points)."""
TABLE_SIZES_PT = (10.0, 9.0, 8.0, 7.0, 6.5, 6.0)
"""Font sizes tried for the score table, largest first."""
CELL_PADDING_PX = 4
"""The score table's cell padding (CSS pixels, 1/96 inch), as in the HTML."""

_app: list[QGuiApplication] = []  # keeps the application made here alive
_CJK_CHAR = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef"
_WORD = re.compile(rf"[{_CJK_CHAR}]|[^\s{_CJK_CHAR}]+")
_RADICALS = range(0x2E80, 0x2FE0)


def ensure_gui_application() -> QGuiApplication:
    """The running QGuiApplication, or a new offscreen one (command line, tests).

    The new one is a ``QApplication`` (a QGuiApplication that also allows widgets), so code that
    later opens windows in the same process still works.
    """
    app = QCoreApplication.instance()
    if app is None:
        from PySide6.QtWidgets import QApplication

        _app.append(QApplication([sys.argv[0] if sys.argv else "board-table", "-platform", "offscreen"]))
        return _app[0]
    if not isinstance(app, QGuiApplication):
        raise RuntimeError("drawing a score summary needs a QGuiApplication, not a QCoreApplication")
    return app


def _footer(sheet: ScoreSheet, lang: str, page: int, pages: int) -> str:
    name = sheet.game_name.get(lang) or sheet.game_name.get("en", sheet.game_id)
    return f"Board Table · {name} · {page} / {pages}"


def _font(families: list[str], points: float) -> QFont:
    """The report font: ``families`` in order, without ligatures (``fi`` would read back as ``ﬁ``)."""
    font = QFont()
    font.setFamilies(families)
    font.setPointSizeF(points)
    for tag in ("liga", "clig"):
        font.setFeature(QFont.Tag(tag), 0)
    return font


def table_layout(sheet: ScoreSheet, lang: str, families: list[str], device: QPagedPaintDevice,
                 width_px: float) -> TableLayout:
    """A score table that fits ``width_px`` with no word split, as large as possible.

    Tried at each of :data:`TABLE_SIZES_PT`, largest first: every category label and every
    player's name on one line, then names on one line and labels wrapped; failing all of those,
    names wrapped too (between words only), largest size first. A word is a run of Latin letters and digits, or one
    CJK character; text is measured in bold (totals and winners are bold). Each player's
    column gets what it needs, the category column the rest.
    """
    columns = table_columns(sheet, lang)
    padding = 2 * (CELL_PADDING_PX + 2) * device.logicalDpiX() / 96 + 8  # padding, border and slack

    def width(metrics: QFontMetricsF, text: str, whole: bool) -> float:
        if whole:
            return metrics.horizontalAdvance(text)
        return max((metrics.horizontalAdvance(w) for w in _WORD.findall(text)), default=0.0)

    def needs(points: float, labels_whole: bool, names_whole: bool) -> list[float]:
        font = _font(families, points)
        font.setBold(True)
        metrics = QFontMetricsF(font, device)
        widths = [max(width(metrics, text, labels_whole) for text in columns[0])]
        widths += [max([width(metrics, col[0] + " ★", names_whole), *(width(metrics, v, True) for v in col[1:])])
                   for col in columns[1:]]
        return [w + padding for w in widths]

    tries = [t for p in TABLE_SIZES_PT for t in ((p, True, True), (p, False, True))]
    tries += [(p, False, False) for p in TABLE_SIZES_PT]
    for points, labels_whole, names_whole in tries:
        widths = needs(points, labels_whole, names_whole)
        if sum(widths) <= width_px:
            break
    players = sum(widths[1:])
    label = max(widths[0], width_px - players)
    total = label + players
    return TableLayout(points, names_whole, labels_whole, tuple(100 * w / total for w in [label, *widths[1:]]))


def keep_tables_on_one_page(document: QTextDocument, page_h: float) -> None:
    """Start every top-level table that would straddle a page break (and fits a page) on a new page."""
    layout = document.documentLayout()
    for _ in range(64):  # each pass moves one table; a summary has a handful
        moved = False
        for frame in document.rootFrame().childFrames():
            rect = layout.frameBoundingRect(frame)
            first, last = int(rect.top() // page_h), int((rect.bottom() - 1) // page_h)
            fmt = frame.frameFormat()
            already = fmt.pageBreakPolicy() & QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore
            if first != last and rect.height() < page_h and not already:
                fmt.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
                frame.setFrameFormat(fmt)
                moved = True
                break
        if not moved:
            return


def _document(sheet: ScoreSheet, device: QPagedPaintDevice, lang: str) -> tuple[QTextDocument, float, float,
                                                                                 list[str]]:
    cjk = cjk_font_family()
    families = [latin_font_family()] + ([cjk] if cjk else [])
    dpi = device.logicalDpiY()
    paint_rect = device.pageLayout().paintRectPixels(device.resolution())
    page_w, page_h = float(paint_rect.width()), float(paint_rect.height()) - FOOTER_PT * dpi / 72
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)
    document.setDefaultFont(_font(families, 10))
    table = table_layout(sheet, lang, families, device, page_w)
    document.setHtml(sheet_to_html(sheet, lang, families, mono_font_family(), table))
    if sheet.progress:  # image sizes are in the document's 96-dpi units, not the device's pixels
        add_progress_chart(document, [say(p.name, lang) for p in sheet.players], sheet.progress, lang,
                           page_w * 96 / dpi)
    document.setPageSize(QSizeF(page_w, page_h))
    keep_tables_on_one_page(document, page_h)
    return document, page_w, page_h, families


def paint_sheet(sheet: ScoreSheet, device: QPagedPaintDevice, lang: str = "en", title: str = "") -> int:
    """Lay out the summary for ``device``'s pages, draw every page, return the page count."""
    lang = normalise_lang(lang)
    document, page_w, page_h, families = _document(sheet, device, lang)
    if title:
        document.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, title)
    footer_px = FOOTER_PT * device.logicalDpiY() / 72
    pages = max(1, document.pageCount())
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot draw on the output device")
    try:
        footer_font = _font(families, 8)
        for page in range(pages):
            if page:
                device.newPage()
            painter.save()
            painter.translate(0, -page * page_h)
            document.drawContents(painter, QRectF(0, page * page_h, page_w, page_h))
            painter.restore()
            painter.setFont(footer_font)
            painter.drawText(QRectF(0, page_h, page_w, footer_px),
                             Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignBottom,
                             _footer(sheet, lang, page + 1, pages))
    finally:
        painter.end()
    return pages


def radical_fixes(text: str, family: str | None) -> dict[int, int]:
    """``{radical: ideograph}`` for each CJK radical sharing a glyph with a character of ``text``.

    In ``family``, a Kangxi radical (U+2F24 ⼤) and its ideograph (U+5927 大) are often one
    glyph; Qt's PDF text layer then names the glyph by the radical.
    """
    if not family:
        return {}
    raw = QRawFont.fromFont(QFont(family))
    if not raw.isValid():
        return {}
    wanted = {ch for ch in text if 0x3400 <= ord(ch) <= 0xFFFF}
    by_glyph = {}
    for ch in sorted(wanted):
        glyphs = raw.glyphIndexesForString(ch)
        if glyphs and glyphs[0]:
            by_glyph.setdefault(glyphs[0], ord(ch))
    fixes = {}
    for code in _RADICALS:
        glyphs = raw.glyphIndexesForString(chr(code))
        if glyphs and glyphs[0] in by_glyph:
            fixes[code] = by_glyph[glyphs[0]]
    return fixes


_CMAP = re.compile(rb"begincmap.*?endcmap", re.S)
_TARGETS = re.compile(rb"(?m)^(<[0-9A-Fa-f]{4}> (?:<[0-9A-Fa-f]{4}> )?)(.*)$")


def fix_text_layer(path: Path, fixes: dict[int, int]) -> int:
    """Rewrite radicals in the ToUnicode maps of the PDF at ``path`` as their ideographs.

    Only the target values of ``bfchar``/``bfrange`` lines change, each four hex digits for four,
    so no offset in the file moves. Returns the number of values changed.
    """
    if not fixes:
        return 0
    data = path.read_bytes()
    hexed = {f"<{k:04X}>".encode(): f"<{v:04X}>".encode() for k, v in fixes.items()}
    count = 0

    def targets(line: re.Match) -> bytes:
        nonlocal count
        head, rest = line.group(1), line.group(2)
        for old, new in hexed.items():
            for variant in (old, old.lower()):
                count += rest.count(variant)
                rest = rest.replace(variant, new)
        return head + rest

    def cmap(block: re.Match) -> bytes:
        return _TARGETS.sub(targets, block.group(0))

    fixed = _CMAP.sub(cmap, data)
    if count:
        path.write_bytes(fixed)
    return count


def export_pdf(sheet: ScoreSheet, path: str | Path, lang: str = "en") -> int:
    """Write the summary to ``path`` as an A4 PDF (300 dpi); returns the number of pages.

    Creates an offscreen QGuiApplication if none is running. Raises ``OSError`` when the file
    cannot be written.
    """
    ensure_gui_application()
    path = Path(path)
    if not path.parent.is_dir():
        raise OSError(f"{path}: the folder does not exist")
    writer = QPdfWriter(str(path))
    writer.setResolution(RESOLUTION_DPI)
    writer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    writer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
    lang = normalise_lang(lang)
    name = sheet.game_name.get(lang) or sheet.game_name.get("en", sheet.game_id)
    writer.setTitle(f"{name} — {LABELS[lang]['summary']}")
    writer.setCreator("Board Table")
    try:
        pages = paint_sheet(sheet, writer, lang)
    except OSError as exc:
        raise OSError(f"{path}: cannot write the PDF ({exc})") from exc
    del writer  # flushes and closes the file
    if not path.exists() or path.stat().st_size == 0:
        raise OSError(f"{path}: cannot write the PDF")
    text = sheet_to_html(sheet, lang) + "".join(str(v) for v in sheet.game_name.values())
    fix_text_layer(path, radical_fixes(text, cjk_font_family()))
    return pages


def print_sheet(sheet: ScoreSheet, parent=None, lang: str = "en") -> bool:
    """Ask for a printer (QPrintDialog) and print the summary; False if the user cancelled."""
    from PySide6.QtPrintSupport import QPrintDialog, QPrinter

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    printer.setPageSize(QPageSize(QPageSize.PageSizeId.A4))
    printer.setPageMargins(QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM), QPageLayout.Unit.Millimeter)
    dialog = QPrintDialog(printer, parent)
    if dialog.exec() != QPrintDialog.DialogCode.Accepted:
        return False
    paint_sheet(sheet, printer, lang)
    return True
