"""Every text the controllers show (``tr("…")`` and ``Note("…")`` in desktop_app/controllers) has a
繁體中文 translation in the ``GameController`` context of the .ts file, and a Note renders late."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from desktop_app.controllers.notes import Note
from desktop_app.engine.text import Text
from desktop_app.ui.i18n import ROOT, TS_FILE


def controller_keys() -> set[str]:
    source = "\n".join(p.read_text(encoding="utf-8") for p in (ROOT / "desktop_app" / "controllers").glob("*.py"))
    pattern = r'(?:\b_tr|\bNote)\(\s*"((?:[^"\\]|\\.)*)"'
    return {key for key in re.findall(pattern, source) if key}


def test_every_controller_text_is_translated():
    context = next(c for c in ET.parse(TS_FILE).getroot().findall("context") if c.findtext("name") == "GameController")
    translated = {m.findtext("source"): (m.find("translation").text or "") for m in context.findall("message")
                  if m.find("translation").get("type") not in ("unfinished", "vanished")}
    keys = controller_keys()
    assert len(keys) >= 20
    missing = sorted(k for k in keys if not translated.get(k, "").strip())
    assert missing == []


def test_a_note_renders_its_engine_texts_late():
    note = Note("hidden information was revealed ({event})", event=Text("{player} draws a card", player="Ann"))
    assert note.render(lambda text: text.render("en")) == "hidden information was revealed (Ann draws a card)"
    assert note.render(lambda text: text.render("zh", lambda key: {"{player} draws a card": "{player} 抽一張牌"}
                                                .get(key, key))) == "hidden information was revealed (Ann 抽一張牌)"
