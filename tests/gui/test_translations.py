"""Every UI string of the app shell has a real 繁體中文 translation in the .ts file."""

from __future__ import annotations

import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

from desktop_app.ui.i18n import ENGINE_CONTEXT, ROOT, TS_FILE


def test_every_shell_string_is_translated(tmp_path):
    """lupdate over desktop_app/ui/*.py finds no string without a Chinese translation."""
    ts = tmp_path / "check.ts"
    shutil.copy(TS_FILE, ts)
    lupdate = Path(sys.executable).with_name("pyside6-lupdate")
    sources = sorted(str(p) for p in (ROOT / "desktop_app" / "ui").glob("*.py"))
    subprocess.run([str(lupdate), *sources, "-ts", str(ts)], check=True, capture_output=True)
    untranslated = []
    for context in ET.parse(ts).getroot().findall("context"):
        name = context.findtext("name")
        for message in context.findall("message"):
            translation = message.find("translation")
            if name == ENGINE_CONTEXT or translation.get("type") == "vanished":
                continue
            text = translation.text or ""
            if translation.get("type") == "unfinished" or not text.strip():
                untranslated.append(f"{name}: {message.findtext('source')}")
    assert untranslated == []


def test_the_sync_tool_answers_help_and_refuses_an_unknown_option_without_writing_a_file(tmp_path, monkeypatch, capsys):
    """``python -m desktop_app.ui.i18n --help`` once wrote the whole .ts to a file named ``--help``."""
    from desktop_app.ui import i18n

    monkeypatch.chdir(tmp_path)
    assert i18n.main(["--help"]) == 0 and "--scan" in capsys.readouterr().out
    assert i18n.main(["--bogus"]) == 2 and "unknown option --bogus" in capsys.readouterr().err
    assert not (tmp_path / "--help").exists() and not (tmp_path / "--bogus").exists()
