"""Drawing a score summary on paged devices: a PDF file (QPdfWriter, A4) or a printer."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
)

from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.reports.fonts import cjk_font_family, mono_font_family
from desktop_app.reports.html import LABELS, normalise_lang, sheet_to_html

RESOLUTION_DPI = 300
MARGIN_MM = 15.0
FOOTER_PT = 14
"""Height kept free at the bottom of each page for the footer (points)."""

_app: list[QGuiApplication] = []  # keeps the application made here alive


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


def paint_sheet(sheet: ScoreSheet, device: QPagedPaintDevice, lang: str = "en", title: str = "") -> int:
    """Lay out the summary for ``device``'s pages, draw every page, return the page count."""
    lang = normalise_lang(lang)
    family = cjk_font_family()
    document = QTextDocument()
    document.documentLayout().setPaintDevice(device)
    font = QFont(family) if family else QFont()
    font.setPointSizeF(10)
    document.setDefaultFont(font)
    document.setHtml(sheet_to_html(sheet, lang, family, mono_font_family()))
    if title:
        document.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, title)
    dpi = device.logicalDpiY()
    paint_rect = device.pageLayout().paintRectPixels(device.resolution())
    footer_px = FOOTER_PT * dpi / 72
    page_w, page_h = float(paint_rect.width()), float(paint_rect.height()) - footer_px
    document.setPageSize(QSizeF(page_w, page_h))
    pages = max(1, document.pageCount())
    painter = QPainter()
    if not painter.begin(device):
        raise OSError("cannot draw on the output device")
    try:
        footer_font = QFont(font)
        footer_font.setPointSizeF(8)
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
