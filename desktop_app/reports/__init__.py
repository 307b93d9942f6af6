"""Printable score summaries: ScoreSheet -> HTML -> PDF (QPdfWriter) or a printer (QPrintDialog)."""

from desktop_app.reports.fonts import cjk_font_family, mono_font_family
from desktop_app.reports.html import sheet_to_html
from desktop_app.reports.pdf import export_pdf, print_sheet

__all__ = ["cjk_font_family", "mono_font_family", "sheet_to_html", "export_pdf", "print_sheet"]
