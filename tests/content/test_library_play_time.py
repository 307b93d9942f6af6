"""The library card's playing time is the one the game's rules page states (the source's figure).

Unconscious Mind's card said 90–120 min while its rules page and the source preview say 60 to 120
minutes (遊戲時間：60 – 120 分鐘).
"""

from __future__ import annotations

import re
from pathlib import Path

from desktop_app.engine.game import game_ids, game_info

DATA = Path(__file__).resolve().parents[2] / "data"


def test_each_library_card_shows_the_playing_time_of_its_rules_page():
    for gid in game_ids():
        info = game_info(gid)
        first_lines = (DATA / gid.replace("-", "_") / "player_rules" / "en.md").read_text(encoding="utf-8")[:600]
        low, high = re.search(r"(\d+) to (\d+) minutes", first_lines).groups()
        assert info.play_time == f"{low}–{high} min", gid
