"""Test setup: headless Qt, the tiny test game registered, user data in a temp folder, and no window
of one test left open into the next."""

import os

import pytest

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from desktop_app.engine.game import register  # noqa: E402
from tests.support.tiny_game import TINY  # noqa: E402

register(TINY)


@pytest.fixture(autouse=True)
def _isolated_user_data(tmp_path, monkeypatch):
    """Keep autosaves, settings and content packs of tests out of the real user folder."""
    monkeypatch.setenv("BOARD_TABLE_DATA_DIR", str(tmp_path / "userdata"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))


@pytest.fixture(autouse=True)
def _leftover_windows_closed(_isolated_user_data):
    """After each test, close and delete every top-level widget it left (shown or hidden), so that a
    window of one test never takes another test's mouse and hover events.

    Windows that were already there when the test started (a module- or session-scoped fixture's)
    stay. It runs while the test's user folder is still the temporary one (a closed game window
    saves its layout and its game) and after pytest-qt closed the widgets given to ``qtbot``.
    """
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    before = set(app.topLevelWidgets()) if app is not None else set()
    yield
    app = QApplication.instance()
    if app is not None:
        close_leftover_windows(app, before)


def close_leftover_windows(app, keep: set) -> None:
    """Close and delete the parentless top-level widgets of ``app`` not in ``keep``, with whatever
    their closing opens (a closed game window shows the library again)."""
    from PySide6.QtCore import QCoreApplication, QEvent

    for _ in range(5):
        QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
        left = [w for w in app.topLevelWidgets() if w not in keep and w.parentWidget() is None]
        if not left:
            return
        for widget in left:
            widget.close()
            widget.deleteLater()
        app.processEvents()
