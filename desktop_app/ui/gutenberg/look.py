"""Colours and short labels shared by the Gutenberg scene's parts (drawing helpers: ``ui.scene_parts``).

Effects are the engine's compiled tuples (``("coins", 2)``, ``("specialty", (spec, n))``,
``("enhance", (kind, n))``); every reward kind has a colour and a hatch-pattern index so sectors
and spaces stay distinguishable with colour-blind patterns on.
"""

from __future__ import annotations

from PySide6.QtGui import QColor

from desktop_app.engine.text import format_text
from desktop_app.ui.i18n import context_translate, name_lang, render
from desktop_app.ui.scene_parts import INK, PAPER, disc, font, panel, text  # noqa: F401 (the scene's parts use them from here)

BOARD = QColor("#E3D3B0")
BOARD_EDGE = QColor("#8C6D3F")

REWARD_KINDS = ("coins", "prestige", "ink_choice", "ink_random", "letter_choice", "specialty_any",
                "specialty", "new_order", "enhance", "blank")
"""Reward kinds in pattern-index order (the index picks the colour-blind hatch)."""
REWARD_COLOURS = {
    "coins": "#E5B53A", "prestige": "#8E5BB5", "ink_choice": "#3E8FB0", "ink_random": "#5FA8C4",
    "letter_choice": "#A8734A", "specialty_any": "#4F9A63", "specialty": "#6DB37F", "new_order": "#D9785B",
    "enhance": "#8A94A6", "blank": "#D9D4C7",
}
SPECIALTY_COLOURS = ("#6C5B7B", "#8D6E3F", "#3F6E8D", "#B0473B")
"""Typesetting, woodcut, binding, colouring."""
SPECIALTY_PATTERNS = (3, 4, 5, 6)
"""Their colour-blind hatch indices (horizontal, vertical, cross, diagonal cross): distinct from
one another, shown on every badge, track cell and card of a specialty."""

_SHORT = {"coins": ("{n} {n|coin|coins}", "{n} 元"), "prestige": ("{n} prestige", "{n} 聲望"),
          "ink_choice": ("{n} ink", "{n} 墨水"), "ink_random": ("{n} rnd ink", "{n} 隨機墨"),
          "letter_choice": ("{n} {n|letter|letters}", "{n} 活字"), "specialty_any": ("+{n} any", "任意 +{n}"),
          "new_order": ("order", "新訂單")}
_ENHANCE = {"ink_discount": ("ink −{n}", "墨水 −{n}"), "train_extra": ("train +{n}", "訓練 +{n}"),
            "order_extra_cards": ("+{n} cards", "+{n} 張"), "patron_ink_waiver": ("patron −{n} ink", "贊助 −{n} 墨")}


def reward_kind(effect: tuple | None) -> str:
    """The colour key of an effect (``"blank"`` for a blank gear sector)."""
    return "blank" if effect is None else effect[0]


def reward_colour(effect: tuple | None) -> QColor:
    """The fill colour of an effect's sector or space."""
    return QColor(REWARD_COLOURS.get(reward_kind(effect), "#CCCCCC"))


def reward_pattern(effect: tuple | None) -> int:
    """The colour-blind pattern index of an effect's kind."""
    return REWARD_KINDS.index(reward_kind(effect)) if reward_kind(effect) in REWARD_KINDS else 0


def effect_label(effect: tuple | None, content) -> str:
    """A short label for an effect in the current language ("2 coins", "排版 +1", "ink −2")."""
    if effect is None:
        return "—"
    zh = 1 if name_lang() == "zh" else 0
    key, value = effect
    if key == "specialty":
        spec = render(content.name(content.specialties[value[0]]))
        return f"{spec} +{value[1]}"
    if key == "enhance":
        kind, n = value
        return _ENHANCE.get(kind, (kind, kind))[zh].format(n=n)
    return format_text(_SHORT.get(key, (key, key))[zh], {"n": value})


_GEAR_WORDS = {"coins": ("coins", "元"), "prestige": ("★", "聲望"), "ink_choice": ("ink", "墨水"),
               "ink_random": ("rnd ink", "隨機墨"), "letter_choice": ("letter", "活字"),
               "specialty_any": ("any", "任意"), "new_order": ("order", "訂單"),
               "ink_discount": ("ink cost", "墨水費"), "train_extra": ("train", "訓練"),
               "order_extra_cards": ("cards", "張卡"), "patron_ink_waiver": ("patron", "贊助")}


def sector_label(effect: tuple | None, content) -> tuple[str, str]:
    """(big number, small word) for a gear sector: ("2", "coins"), ("−2", "ink cost"), ("", "") blank."""
    if effect is None:
        return "", ""
    zh = 1 if name_lang() == "zh" else 0
    key, value = effect
    if key == "specialty":
        return f"+{value[1]}", render(content.name(content.specialties[value[0]]))
    if key == "enhance":
        kind, n = value
        sign = "−" if kind in ("ink_discount", "patron_ink_waiver") else "+"
        return f"{sign}{n}", _GEAR_WORDS.get(kind, (kind, kind))[zh]
    number = "+1" if key == "new_order" else (f"+{value}" if key == "specialty_any" else str(value))
    if key == "coins" and value == 1 and not zh:
        return number, "coin"
    return number, _GEAR_WORDS.get(key, (key, key))[zh]


def action_name(content, key: str) -> str:
    """The name of action row ``key`` (``orders``, ``ink``, …) from ``rules.yaml``'s ``actions``.

    Looked up there rather than with ``content.name``: the patronage reward ``ink`` shares the id.
    """
    for named in content.rules.actions:
        if named.id == key:
            return render(named.name.model_dump())
    return render(content.name(key))


def ink_colour(content, index: int) -> QColor:
    """The screen colour of ink colour ``index``."""
    return QColor(content.files["ink.yaml"].colours[index].rgb)


def tr(words: str) -> str:
    """The scene's own words through Qt's translation (``GutenbergScene`` context; the Chinese is in
    ``resources/translations/contexts/GutenbergScene.yaml``)."""
    return context_translate("GutenbergScene", words)


def roman(level: int) -> str:
    """I–VI for specialty levels."""
    return ("", "I", "II", "III", "IV", "V", "VI")[level] if 0 <= level <= 6 else str(level)
