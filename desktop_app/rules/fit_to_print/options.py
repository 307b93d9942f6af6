"""Fit To Print options (variants and modules) and the parsed settings a state keeps.

Option keys (``GameOptions.variants``):

- ``timer_s``: 180 / 240 / 300 (FTP-SET-05); ``untimed`` (family only, FTP-GAP-11).
- ``characters``: the character-ability module (FTP-ADV-01); ``character_pick``: "deal" or "pick".
- ``breaking_news``: the breaking-news module (FTP-ADV-02); ``breaking_cumulative`` (FTP-DEC-11).
- ``mode``: how the table plays: "realtime" (default), "turn_based" (the hot-seat variant,
  FTP-RT-08, FTP-TB-01..06) or "puzzle" (FTP-GAP-10, with ``puzzle``: a puzzle id). One seat in
  realtime mode is solo play.
- ``family``: family mode (FTP-GAP-11), independent of ``mode``: a family game may be played in
  real time or turn-based, so several humans can play it (FTP-RT-08).
- ``turn_timer`` (FTP-TB-04), ``assistant``: highlight conflicts (FTP-LAY-12; on in family).

Records written before ``family`` was its own option say ``mode: "family"``;
:func:`migrate_variants` reads that as real-time play with ``family: true``.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from typing import Any

from desktop_app.engine.game import OptionSpec

MODES = ("realtime", "turn_based", "puzzle")
LEGACY_FAMILY_MODE = "family"
"""The old ``mode`` value for family mode (before ``family`` became its own option)."""


def migrate_variants(variants: dict[str, Any]) -> dict[str, Any]:
    """``variants`` with the old ``mode: "family"`` rewritten as ``mode: "realtime", family: true``.

    Used whenever options or a settings snapshot are read, so saves from before FTP-GAP-11 and
    FTP-RT-08 became independent options still open (by snapshot and by replay).
    """
    if variants.get("mode") != LEGACY_FAMILY_MODE:
        return variants
    out = dict(variants)
    out["mode"] = "realtime"
    out["family"] = True
    return out


@dataclass
class Settings:
    """The options of one game, parsed and defaulted."""

    mode: str = "realtime"
    family: bool = False
    timer_s: int = 240
    untimed: bool = False
    characters: bool = False
    character_pick: str = "deal"
    breaking_news: bool = False
    breaking_cumulative: bool = False
    turn_timer: bool = False
    assistant: bool = False
    puzzle: str = ""

    @property
    def turn_based(self) -> bool:
        """FTP-TB-01..06."""
        return self.mode == "turn_based"

    @property
    def is_puzzle(self) -> bool:
        """FTP-GAP-10 puzzle mode."""
        return self.mode == "puzzle"

    def to_json(self) -> dict[str, Any]:
        """A JSON-able form."""
        return asdict(self)


def parse_settings(variants: dict[str, Any], content) -> Settings:
    """Settings from ``GameOptions.variants``; raises ValueError for a bad value."""
    s = Settings()
    rules = content.rules
    s.timer_s = rules.timer_default_s
    for key, value in migrate_variants(variants).items():
        if not hasattr(s, key) or key.startswith("_"):
            raise ValueError(f"unknown Fit To Print option {key!r}")
        setattr(s, key, value)
    if s.mode not in MODES:
        raise ValueError(f"unknown mode {s.mode!r}")
    if not isinstance(s.family, bool):
        raise ValueError("family is yes or no (FTP-GAP-11)")
    if s.family and s.is_puzzle:
        raise ValueError("a puzzle has no family mode (FTP-GAP-10, FTP-GAP-11)")
    if s.timer_s not in rules.timer_choices_s and not (s.family and s.timer_s == rules.family_timer_s):
        raise ValueError(f"timer_s must be one of {rules.timer_choices_s}")
    if s.character_pick not in ("deal", "pick"):
        raise ValueError("character_pick must be 'deal' or 'pick'")
    if s.family:  # FTP-GAP-11: 5 minutes, no advanced modules, assistant on
        s.timer_s = rules.family_timer_s
        s.characters = s.breaking_news = False
        s.assistant = True
    elif s.untimed:
        raise ValueError("untimed play is a family-mode option (FTP-GAP-11)")
    if s.is_puzzle:
        if s.puzzle not in content.puzzles:
            raise ValueError(f"unknown puzzle {s.puzzle!r}")
        s.characters = s.breaking_news = False
    return s


def _modules_allowed(v: dict[str, Any], _players: int) -> bool:
    """Family mode and puzzles play without the advanced modules (FTP-GAP-10, FTP-GAP-11)."""
    return not v.get("family") and v.get("mode") != "puzzle"


def option_specs(content) -> list[OptionSpec]:
    """The options offered in the new-game dialog (each says when it applies)."""
    timers = tuple((t, {"en": f"{t // 60} minutes", "zh": f"{t // 60} 分鐘"})
                   for t in content.rules.timer_choices_s)
    puzzles = tuple((pid, p.name.model_dump()) for pid, p in sorted(content.puzzles.items()))
    return [
        OptionSpec("mode", {"en": "Mode", "zh": "模式"}, "choice", "realtime", (
            ("realtime", {"en": "Real time", "zh": "即時制"}),
            ("turn_based", {"en": "Turn-based hot-seat (several humans)", "zh": "回合制（多位真人玩家）"}),
            ("puzzle", {"en": "Puzzle", "zh": "解題模式"}),
        ), {"en": "Real time: everyone plays at once against the clock (alone, it is solo play). "
                  "Turn-based: several people take turns at one screen (FTP-RT-08). "
                  "Puzzle: lay out a given desk for a target score (FTP-GAP-10).",
            "zh": "即時制：所有人同時對著計時器進行（一人時即單人模式）。回合制：多人在同一個螢幕輪流進行"
                  "（FTP-RT-08）。解題模式：用指定的板塊排版，達到目標分數（FTP-GAP-10）。"}),
        OptionSpec("family", {"en": "Family mode", "zh": "家庭模式"}, "bool", False, (),
                   {"en": "FTP-GAP-11: 5 minutes, no mood penalty, no modules, assistant on; "
                          "real time or turn-based",
                    "zh": "FTP-GAP-11：5 分鐘、無情緒平衡扣分、無進階模組、助手開啟；即時制或回合制皆可"},
                   lambda v, _n: v.get("mode") != "puzzle"),
        OptionSpec("timer_s", {"en": "Timer", "zh": "計時器"}, "choice", content.rules.timer_default_s, timers,
                   applies=lambda v, _n: not v.get("family")),
        OptionSpec("untimed", {"en": "Untimed (family)", "zh": "不計時（家庭模式）"},
                   applies=lambda v, _n: bool(v.get("family"))),
        OptionSpec("characters", {"en": "Character abilities", "zh": "角色玩家能力"}, applies=_modules_allowed),
        OptionSpec("character_pick", {"en": "Characters are", "zh": "角色分配"}, "choice", "deal", (
            ("deal", {"en": "dealt at random", "zh": "隨機發放"}),
            ("pick", {"en": "picked in seat order", "zh": "依座位順序挑選"}),
        ), applies=lambda v, n: _modules_allowed(v, n) and bool(v.get("characters"))),
        OptionSpec("breaking_news", {"en": "Breaking news", "zh": "新聞快報"}, applies=_modules_allowed),
        OptionSpec("breaking_cumulative", {"en": "Breaking news stays in force", "zh": "新聞快報持續生效"},
                   applies=lambda v, n: _modules_allowed(v, n) and bool(v.get("breaking_news"))),
        OptionSpec("turn_timer", {"en": "Turn timer (turn-based)", "zh": "回合計時（回合制）"},
                   applies=lambda v, _n: v.get("mode") == "turn_based"),
        OptionSpec("assistant", {"en": "Assistant highlights conflicts", "zh": "助手標示衝突"},
                   applies=lambda v, _n: not v.get("family")),
        OptionSpec("puzzle", {"en": "Puzzle", "zh": "題目"}, "choice", puzzles[0][0] if puzzles else "",
                   puzzles, applies=lambda v, _n: v.get("mode") == "puzzle"),
    ]


def settings_from_json(data: dict[str, Any]) -> Settings:
    """Inverse of :meth:`Settings.to_json` (an old snapshot's ``mode: "family"`` is migrated)."""
    return Settings(**migrate_variants(data))
