"""The rules as players read them: the rules window's text and the rules-help sentences.

Every game keeps its player rules as data in ``data/<game>/player_rules/``:

- ``en.md`` and ``zh.md``: the rules in English and 繁體中文 (Markdown). A diagram is an image
  whose address names it, ``![The three pages](diagram:page_days)``; the app draws it.
- ``diagrams.yaml``: the named diagrams, drawn with QPainter from their data
  (:mod:`desktop_app.ui.rules_diagrams`).
- ``rule_help.yaml``: one player-facing sentence per rule ID, ``FTP-LAY-03: {en: ..., zh: ...}``,
  shown by the rules-help dock with the ID.

A new game plugs in by adding these files; nothing here names a game. Rule IDs start with
their game's prefix (``FTP-``, ``GUT-``, ``VIS-``, ``UM-``), so an ID alone finds its sentence.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path
from typing import Any

from desktop_app.ui import i18n
from desktop_app.ui.i18n import name_lang

FOLDER = "player_rules"


def rules_folder(game_id: str, data_dir: Path | None = None) -> Path:
    """``data/<game id with _>/player_rules`` (``data_dir`` defaults to the app's ``data``)."""
    return (data_dir or i18n.DATA_DIR) / game_id.replace("-", "_") / FOLDER


def has_player_rules(game_id: str, data_dir: Path | None = None) -> bool:
    """True when the game has its rules for players in both languages."""
    folder = rules_folder(game_id, data_dir)
    return (folder / "en.md").is_file() and (folder / "zh.md").is_file()


def player_rules(game_id: str, lang: str | None = None, data_dir: Path | None = None) -> str:
    """The rules of ``game_id`` for players, as Markdown in ``lang`` (``en``/``zh``; "" if none)."""
    path = rules_folder(game_id, data_dir) / f"{lang or name_lang()}.md"
    return path.read_text(encoding="utf-8") if path.is_file() else ""


def _read_yaml(path: Path) -> dict[str, Any]:
    import yaml  # only when a rule is first explained: not at start-up

    if not path.is_file():
        return {}
    data = yaml.safe_load(path.read_text(encoding="utf-8")) or {}
    if not isinstance(data, dict):
        raise ValueError(f"{path}: expected a mapping")
    return data


@lru_cache(maxsize=16)
def diagrams(game_id: str, data_dir: Path | None = None) -> dict[str, dict]:
    """The named diagrams of a game's rules (``diagrams.yaml``)."""
    return _read_yaml(rules_folder(game_id, data_dir) / "diagrams.yaml")


@lru_cache(maxsize=4)
def rule_help_index(data_dir: Path | None = None) -> dict[str, dict[str, str]]:
    """Every game's rule-help sentences, ``{rule ID: {en, zh}}``."""
    index: dict[str, dict[str, str]] = {}
    for path in sorted((data_dir or i18n.DATA_DIR).glob(f"*/{FOLDER}/rule_help.yaml")):
        for rule_id, entry in _read_yaml(path).items():
            if not isinstance(entry, dict) or not entry.get("en") or not entry.get("zh"):
                raise ValueError(f"{path}: {rule_id}: expected {{en: ..., zh: ...}}")
            index[str(rule_id)] = {"en": str(entry["en"]).strip(), "zh": str(entry["zh"]).strip()}
    return index


def rule_help(rule_id: str, lang: str | None = None) -> str:
    """The player-facing sentence of ``rule_id`` in ``lang`` (default: the app's language), or ""."""
    entry = rule_help_index().get(rule_id)
    return entry[lang or name_lang()] if entry else ""


def rule_text(rules_file: str, rule_id: str) -> str:
    """The text the rules-help dock shows for ``rule_id``: its player sentence in the app's language.

    ``rules_file`` (the game's specification) is not read: players see the player wording.
    """
    return rule_help(rule_id)
