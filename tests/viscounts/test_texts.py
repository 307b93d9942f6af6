"""Every engine text of Viscounts has its 繁體中文 in data/viscounts/texts_zh.yaml, and the game
words used as arguments come in both languages (issue 9, engine texts)."""

from __future__ import annotations

import ast
import random
from pathlib import Path

import yaml

from desktop_app.engine.game import GameOptions
from desktop_app.engine.text import Text
from desktop_app.rules.viscounts import GAME
from tests.viscounts.fixtures import CONTENT

SRC = Path(__file__).resolve().parents[2] / "desktop_app" / "rules" / "viscounts"
ZH = yaml.safe_load((Path(GAME.data_dir()) / "texts_zh.yaml").read_text(encoding="utf-8"))
POSITIONS = {"Text": 0, "IllegalAction": 1, "say": 2, "ask": 3, "emit": 1}


def _static_keys() -> set[str]:
    keys = set()
    for path in SRC.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call):
                f = node.func
                name = f.id if isinstance(f, ast.Name) else f.attr if isinstance(f, ast.Attribute) else ""
                at = POSITIONS.get(name)
                if at is not None and len(node.args) > at and isinstance(node.args[at], ast.Constant) \
                        and isinstance(node.args[at].value, str):
                    keys.add(node.args[at].value)
            if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id.endswith(("_TEXT", "_KEYS"))
                                                    for t in node.targets):
                keys |= {v.value for v in ast.walk(node.value) if isinstance(v, ast.Constant)
                         and isinstance(v.value, str) and "{" in v.value}
    return keys


def _texts(value) -> list[Text]:
    out = [value] if isinstance(value, Text) else []
    if isinstance(value, Text):
        for arg in value.args.values():
            out += _texts(arg)
    return out


def test_every_static_text_key_is_translated():
    keys = _static_keys()
    assert len(keys) > 100
    assert sorted(k for k in keys if k not in ZH) == []


def test_every_text_of_seeded_games_is_translated_and_renders_in_chinese():
    """Events, prompts and refusals met in play (solo and 3 players) all have a translation."""
    seen: set[str] = set()
    for players, seed in ((1, 3), (3, 4)):
        s = GAME.new_state(GameOptions.default(players, ["random"] * players), CONTENT, seed)
        rng = random.Random(seed)
        while s.decisions():
            d = s.decisions()[0]
            seen |= {t.key for t in _texts(d.prompt)}
            acts = s.legal_actions(d.player)
            busy = [a for a in acts if not a.get("skip") and a.get("action") != "none"]
            for event in s.apply(rng.choice(busy or acts)):
                seen |= {t.key for t in _texts(event.text)}
                zh = event.text.render("zh", lambda k: ZH.get(k, k))
                assert "{" not in zh, zh
    assert sorted(k for k in seen if k not in ZH) == []


def test_game_words_and_names_have_both_languages():
    from desktop_app.rules.viscounts.texts import WORDS
    assert all(set(w) == {"en", "zh"} and w["zh"] for w in WORDS.values())
    assert all(card.name["zh"] for card in CONTENT.cards.values())
    assert all(ms.name["zh"] for ms in CONTENT.manuscripts.values())
