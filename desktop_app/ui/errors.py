"""Errors shown to the user: a message box with a clear sentence, never a traceback."""

from __future__ import annotations

import datetime
import logging
import sys
import traceback
from pathlib import Path
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from desktop_app.controllers.paths import error_log_path

LOG = logging.getLogger("desktop_app.ui")
ERROR_LOG_LIMIT = 1_000_000
"""The error log keeps its newest part under this many bytes."""


def show_error(parent: QWidget | None, title: str, message: str) -> None:
    """A warning box: ``title`` as the window title, ``message`` as the text."""
    QMessageBox.warning(parent, title, message)


def write_error_log(details: str, path: Path | None = None) -> Path | None:
    """Append ``details`` with the time to the error log; returns its path (None if unwritable)."""
    path = error_log_path() if path is None else path
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        old = path.read_text(encoding="utf-8", errors="replace") if path.is_file() else ""
        entry = f"--- {datetime.datetime.now().isoformat(timespec='seconds')}\n{details}\n"
        text = (old + entry)[-ERROR_LOG_LIMIT:]
        path.write_text(text, encoding="utf-8")
    except OSError:
        return None
    return path


def show_unexpected_error(kind: type[BaseException], value: BaseException, tb: TracebackType | None) -> None:
    """The app's ``sys.excepthook``: write the details to the error log, show the user sentences.

    The message says what happened to their game and where the details are; it never shows a
    traceback or a Python exception name.
    """
    details = "".join(traceback.format_exception(kind, value, tb))
    LOG.error("unexpected error:\n%s", details)
    logged = write_error_log(details)
    if QApplication.instance() is None:
        return
    title = QCoreApplication.translate("Errors", "Something went wrong")
    text = QCoreApplication.translate(
        "Errors", "The app hit an unexpected problem and the last action was not completed. "
        "Nothing was lost: a game in progress stays as it was and its last autosave is kept.")
    if logged is not None:
        text += "\n\n" + QCoreApplication.translate(
            "Errors", "The details for a bug report are in {path}").format(path=str(logged))
    QMessageBox.critical(QApplication.activeWindow(), title, text)


def install_excepthook() -> None:
    """Show uncaught exceptions in slots as a message box (the details go to the log)."""
    sys.excepthook = show_unexpected_error
