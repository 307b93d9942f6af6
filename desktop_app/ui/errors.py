"""Errors shown to the user: a message box with a clear sentence, never a traceback."""

from __future__ import annotations

import logging
import sys
import traceback
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

LOG = logging.getLogger("desktop_app.ui")


def show_error(parent: QWidget | None, title: str, message: str) -> None:
    """A warning box: ``title`` as the window title, ``message`` as the text."""
    QMessageBox.warning(parent, title, message)


def show_unexpected_error(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    """The app's ``sys.excepthook``: log the traceback, show the user one clear sentence."""
    LOG.error("unexpected error:\n%s", "".join(traceback.format_exception(kind, value, tb)))
    if QApplication.instance() is None:
        return
    title = QCoreApplication.translate("Errors", "Something went wrong")
    text = QCoreApplication.translate(
        "Errors", "The app hit an unexpected problem and the last action was not completed:\n\n{error}"
    ).format(error=f"{kind.__name__}: {value}")
    QMessageBox.critical(QApplication.activeWindow(), title, text)


def install_excepthook() -> None:
    """Show uncaught exceptions in slots as a message box (the details go to the log)."""
    sys.excepthook = show_unexpected_error
