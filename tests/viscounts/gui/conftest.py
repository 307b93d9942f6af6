"""GUI setup for Viscounts: app names and settings in a temp folder, English, instant animations."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings

from desktop_app.ui.app import application
from desktop_app.ui.i18n import set_language


@pytest.fixture(autouse=True)
def gui_app(qapp, tmp_path):
    """The named QApplication with settings in ``tmp_path``; back to English afterwards."""
    application()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings.setPath(QSettings.Format.NativeFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    QSettings().setValue("animation_speed", 0.0)
    set_language("en", save=False)
    yield qapp
    set_language("en", save=False)
