"""Every word the game scenes show goes through Qt translation and has its 繁體中文."""

import ast
from pathlib import Path

import pytest

from desktop_app.ui import i18n

UI = Path(i18n.__file__).parent


@pytest.mark.parametrize(("folder", "context"), [("fit_to_print", "FtpScene"), ("gutenberg", "GutenbergScene"),
                                               ("viscounts", "ViscountsScene"), ("unconscious_mind", "UmScene")])
def test_every_scene_word_has_chinese(folder, context):
    """Each ``tr("...")`` literal of a scene package has an entry in its context table."""
    words = set()
    for path in (UI / folder).glob("*.py"):
        if path.name.startswith("calculator") and folder == "fit_to_print":
            continue  # the calculator's classes use self.tr (found by lupdate, own contexts)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "tr" and node.args \
                    and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str):
                words.add(node.args[0].value)
    table = i18n.read_context_tables()[context]
    assert words and sorted(w for w in words if w not in table) == []


def test_sync_writes_context_tables_into_the_ts(tmp_path):
    """`python -m desktop_app.ui.i18n` puts each context table into the .ts under its context."""
    tables = tmp_path / "contexts"
    tables.mkdir()
    (tables / "DemoScene.yaml").write_text("Pool: 公共區\n", encoding="utf-8")
    ts = tmp_path / "demo.ts"
    i18n.sync_ts(ts, tmp_path / "data", tmp_path / "none.yaml", tables)
    text = ts.read_text(encoding="utf-8")
    assert "<name>DemoScene</name>" in text and "<translation>公共區</translation>" in text
