"""No window of one test stays open into the next (tests/conftest.py ``_leftover_windows_closed``).

A game window a test forgot took a later test's hover events (the Viscounts pile loupe never opened);
now every top-level widget a test leaves, shown or hidden, is closed and deleted after it. A window
a module-scoped fixture keeps for several tests stays. The tests run in file order: the first leaves
windows behind, the next ones look for them.
"""

from __future__ import annotations

import pytest
import shiboken6
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QWidget

from tests.conftest import close_leftover_windows


@pytest.fixture(scope="module")
def kept_window(qapp):
    """A window shared by this module's tests (closed after the last)."""
    window = QLabel("kept for the module")
    window.show()
    yield window
    window.close()
    window.deleteLater()


def test_windows_a_test_leaves_are_closed_and_deleted_but_a_kept_one_stays(qtbot, kept_window):
    """What the autouse fixture does after every test (``close_leftover_windows``)."""
    app = QApplication.instance()
    before = set(app.topLevelWidgets())
    shown = QWidget()
    shown.setWindowTitle("left open")
    shown.show()
    qtbot.waitExposed(shown)
    hidden = QDialog()  # never shown
    child_dialog = QDialog(shown)
    child_dialog.show()
    left = [shown, hidden, child_dialog]
    assert all(shiboken6.isValid(w) for w in left)
    close_leftover_windows(app, before)
    assert [w for w in left if shiboken6.isValid(w)] == []
    assert shiboken6.isValid(kept_window) and kept_window.isVisible()


def test_a_module_fixtures_window_stays_between_tests(kept_window):
    assert shiboken6.isValid(kept_window) and kept_window.isVisible()
    assert kept_window.text() == "kept for the module"
