"""Choosing fonts that can draw 繁體中文, so a printed summary never shows empty boxes."""

from __future__ import annotations

from PySide6.QtGui import QFontDatabase

PREFERRED_CJK = (
    "Noto Sans CJK TC", "Noto Sans TC", "Source Han Sans TC", "Noto Sans CJK HK", "Microsoft JhengHei",
    "PingFang TC", "Heiti TC", "Noto Sans CJK JP", "Noto Sans CJK SC", "Source Han Sans",
    "Noto Serif CJK TC", "WenQuanYi Zen Hei", "AR PL UMing TW",
)
"""Families tried first, Traditional Chinese designs before the other CJK ones."""

PREFERRED_LATIN = ("Noto Sans", "DejaVu Sans", "Segoe UI", "Helvetica Neue", "Arial", "Liberation Sans",
                   "Nimbus Sans")
"""Latin families for the running text: digits and letters drawn from a CJK font lose their text
layer in Qt's PDF output ("Coins ( per )"), so Latin text comes from one of these first."""

PREFERRED_MONO = ("Noto Sans Mono CJK TC", "Noto Sans Mono CJK HK", "Noto Sans Mono CJK JP",
                  "Noto Sans Mono CJK SC")


def _traditional_chinese_families() -> list[str]:
    return list(QFontDatabase.families(QFontDatabase.WritingSystem.TraditionalChinese))


def cjk_font_family() -> str | None:
    """A font family that covers Traditional Chinese, or ``None`` (then log "no CJK font found").

    Needs a QGuiApplication (the font database). Prefers the families of
    :data:`PREFERRED_CJK`, then any family that declares the Traditional Chinese writing system.
    """
    available = _traditional_chinese_families()
    for family in PREFERRED_CJK:
        if family in available:
            return family
    proportional = [f for f in available if not QFontDatabase.isFixedPitch(f) and "Mono" not in f]
    return (proportional or available or [None])[0]


def mono_font_family() -> str:
    """A fixed-pitch family for grids: a CJK monospace one if installed, else the system's."""
    available = _traditional_chinese_families()
    for family in PREFERRED_MONO:
        if family in available:
            return family
    return QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont).family()


def latin_font_family() -> str:
    """A Latin (non-CJK) family for the running text of a printed summary.

    Prefers :data:`PREFERRED_LATIN`, then the system's general font, then any installed family
    that is not a CJK one.
    """
    available = set(QFontDatabase.families())
    for family in PREFERRED_LATIN:
        if family in available:
            return family
    cjk = set(_traditional_chinese_families())
    system = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont).family()
    if system not in cjk:
        return system
    return next((f for f in sorted(available) if f not in cjk), system)
