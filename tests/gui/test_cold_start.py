"""Cold start: the library window is shown without importing any game's rules, content or game window."""

from __future__ import annotations

import json
import os
import subprocess
import sys

STARTUP = """
import json, sys
from desktop_app.ui.app import application
from desktop_app.ui.main_window import MainWindow

app = application(["board-table"])
window = MainWindow()
window.show()
app.processEvents()
heavy = ("pydantic", "yaml", "desktop_app.content", "desktop_app.rules.fit_to_print", "desktop_app.rules.gutenberg",
         "desktop_app.controllers.game_controller", "desktop_app.ui.game_window",
         "desktop_app.ui.fit_to_print.calculator", "desktop_app.ui.gutenberg.calculator")
print(json.dumps({
    "imported": [name for name in heavy if name in sys.modules],
    "cards": {card.game.id: [card.title.text(), card.meta.text(), card.start_button.isEnabled()]
              for card in window.library.cards},
    "calculators": {gid: action.isEnabled() for gid, action in window.calculator_menu.entries.items()},
}, ensure_ascii=False))
"""


def test_the_library_shows_without_importing_rules_content_or_the_game_window(tmp_path):
    """The library's cards and calculator menu come from the metadata table, not the rules packages."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", BOARD_TABLE_DATA_DIR=str(tmp_path),
               XDG_CONFIG_HOME=str(tmp_path / "config"), LANG="C.UTF-8", LC_ALL="C.UTF-8")
    done = subprocess.run([sys.executable, "-c", STARTUP], capture_output=True, text=True, env=env, timeout=120)
    assert done.returncode == 0, done.stderr
    shown = json.loads(done.stdout.strip().splitlines()[-1])
    assert shown["imported"] == []
    assert shown["cards"]["gutenberg"] == ["Gutenberg", "1–4 players  ·  60–120 min", True]
    assert shown["cards"]["fit-to-print"] == ["Fit To Print", "1–6 players  ·  15–30 min", True]
    assert shown["cards"]["viscounts"][2] is True and shown["cards"]["unconscious-mind"][2] is True
    assert shown["calculators"] == {"fit-to-print": True, "gutenberg": True, "viscounts": True,
                                    "unconscious-mind": True}
