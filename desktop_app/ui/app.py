"""Starting the desktop app: the QApplication, its names, language, look and the main window."""

from __future__ import annotations

import logging
import sys

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QFont, QFontDatabase, QGuiApplication, QIcon
from PySide6.QtWidgets import QApplication

from desktop_app import __version__
from desktop_app.ui.errors import install_excepthook
from desktop_app.ui.i18n import ROOT, saved_language, set_language

ORGANIZATION = "Board Table"
APPLICATION = "board-table"
ICON = ROOT / "resources" / "icons" / "board-table.svg"
CJK_FAMILIES = ("Noto Sans CJK TC", "Noto Sans TC", "Microsoft JhengHei", "PingFang TC",
                "Source Han Sans TC", "Noto Sans CJK SC", "WenQuanYi Zen Hei")
"""Fonts that show 繁體中文 well, in order of preference (the first installed one is used)."""

LOG = logging.getLogger("desktop_app.ui")


def set_names() -> None:
    """Organisation and application names, so QSettings and QStandardPaths find our folders."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)
    QCoreApplication.setApplicationVersion(__version__)
    QGuiApplication.setApplicationDisplayName("Board Table")


def set_fonts(app: QApplication) -> None:
    """Use the system UI font, with a CJK family as fallback so Chinese text renders everywhere."""
    families = set(QFontDatabase.families())
    cjk = next((f for f in CJK_FAMILIES if f in families), None)
    if cjk is None:
        LOG.warning("no CJK font found: Chinese text may not render")
        return
    font = QFont(app.font())
    font.setFamilies([font.family(), cjk])
    if font.pointSizeF() < 10:
        font.setPointSizeF(10)
    app.setFont(font)


def application(argv: list[str] | None = None) -> QApplication:
    """The QApplication (created once), named, with fonts, icon and the saved language."""
    app = QApplication.instance()
    if app is None:
        set_names()
        app = QApplication(list(argv) if argv else [sys.argv[0] if sys.argv else "board-table"])
    else:
        set_names()
    app.setStyle("Fusion")
    set_fonts(app)
    if ICON.is_file():
        app.setWindowIcon(QIcon(str(ICON)))
    set_language(saved_language(), save=False)
    return app


def run_gui(argv: list[str] | None = None) -> int:
    """Start the desktop app on the game library; returns the exit code."""
    from desktop_app.ui.main_window import MainWindow

    app = application(argv)
    install_excepthook()
    window = MainWindow()
    window.show()
    return app.exec()
