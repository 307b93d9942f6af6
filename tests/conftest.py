"""Test setup: headless Qt, the tiny test game registered, user data in a temp folder."""

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
