"""Colours and short labels shared by the Gutenberg scene's parts (drawing helpers: ``ui.scene_parts``).

Effects are the engine's compiled tuples (``("coins", 2)``, ``("specialty", (spec, n))``,
``("enhance", (kind, n))``); every reward kind has a colour and a hatch-pattern index so sectors
and spaces stay distinguishable with colour-blind patterns on.
"""

from __future__ import annotations

from PySide6.QtGui import QColor, QFont, QFontMetricsF
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop_app.engine.text import format_text
from desktop_app.ui import scene_parts
from desktop_app.ui.i18n import context_translate, name_lang, render
from desktop_app.ui.scene_parts import INK, PAPER, disc, panel  # noqa: F401 (the scene's parts use them from here)
from desktop_app.ui.text_fit import wrap_lines

MIN_PT = 9.0
"""The smallest text on the Gutenberg table: at the zoom a 1366×768 screen fits it to (about 0.8) it
shows at 9 px; nothing shrinks below it (a long label wraps instead)."""


def font(size: float, bold: bool = False) -> QFont:
    """A UI font of ``size`` points, never smaller than :data:`MIN_PT`."""
    return scene_parts.font(max(MIN_PT, size), bold)


def text(scene_or_parent, value: str, x: float, y: float, size: float = 10, bold: bool = False,
         colour: QColor | str = INK, width: float | None = None, rule_id: str | None = None,
         centre: bool = False) -> QGraphicsSimpleTextItem:
    """Add a text item at (x, y) (centred on x when ``centre``), at least :data:`MIN_PT`; with a
    ``width`` it shrinks to fit down to :data:`MIN_PT`, then wraps onto more lines — never cut."""
    size = max(MIN_PT, size)
    f = font(size, bold)
    metrics = QFontMetricsF(f)
    while width is not None and size > MIN_PT and max(metrics.horizontalAdvance(line) for line in value.split("\n")) > width:
        size = max(MIN_PT, size - 0.5)
        f = font(size, bold)
        metrics = QFontMetricsF(f)
    if width is not None:
        value = "\n".join(wrapped for line in value.split("\n") for wrapped in wrap_lines(line, metrics, width, 9))
    return scene_parts.text(scene_or_parent, value, x, y, size, bold, colour, None, rule_id, centre)

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
               "ink_discount": ("ink", "墨水費"), "train_extra": ("train", "訓練"),
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


_ABILITY = {
    "letter_price_delta": ("Letters cost {m} coin less (at least 1)", "活字便宜 {m} 元（至少 1 元）"),
    "ink_costs": ("Ink costs {costs} coins by position in its row", "墨水依在列中的位置花費 {costs} 元"),
    "take_order_coins": ("+{n} coin each time you take orders", "每次接取訂單 +{n} 元"),
    "decoration_level_delta": ("{spec} decorations need {n} level less", "{spec}裝飾條件少需 {n} 級"),
    "new_order_extra_cards": ("A new order draws {n} more cards for free", "新訂單免費多抽 {n} 張卡"),
    "any_colour_substitute": ("Once a round, {n} ink of a colour condition may be any colour",
                              "每輪一次，上色條件中的 {n} 個墨水可用任意顏色代替"),
    "patronage_reward_coins": ("+{n} coin when you claim a patronage reward", "領取贊助獎勵時 +{n} 元"),
    "remount_extra": ("A remount may remount a second gear as well", "重新安裝齒輪時，可再重新安裝另一個齒輪"),
}
"""What each character ability (GUT-GAP-07, a closed set of keys) does, in both languages."""


def ability_text(ability: dict, content) -> str:
    """A character ability (``content.characters[id][1]``) in the current language."""
    zh = 1 if name_lang() == "zh" else 0
    template = _ABILITY.get(ability.get("key", ""), (ability.get("key", ""),) * 2)[zh]
    spec = render(content.name(content.specialties[ability["spec"]])) if "spec" in ability else ""
    costs = "／".join(str(c) for c in ability.get("costs") or ()) if zh else " / ".join(
        str(c) for c in ability.get("costs") or ())
    n = ability.get("n", 0)
    return template.format(n=n, m=abs(n), spec=spec, costs=costs)


def character_text(tile: str, content, abilities: bool) -> str:
    """A character tile for a tooltip: its name, start bonus and (with the variant on) its ability."""
    from desktop_app.rules.gutenberg.flow import describe

    start, ability = content.characters[tile]
    lines = [render(content.name(tile)),
             tr("Start: {bonus}").format(bonus=render(describe(start, content)))]
    if abilities:
        lines.append(tr("Ability: {ability}").format(ability=ability_text(ability, content)))
    return "\n".join(lines)


def patron_text(card: str, content, points: int, from_round: int) -> str:
    """A patron card for a tooltip: what it needs (GUT-PAT-04/05), what it is worth (GUT-PAT-06)
    and from which round it can be taken (GUT-PAT-03)."""
    levels, ink, letters, _min_round = content.patrons[card]
    lines = [render(content.name(card))]
    if levels:
        lines.append(tr("Specialties at least: {levels}").format(levels=", ".join(
            f"{render(content.name(content.specialties[s]))} {roman(level)}" for s, level in levels.items())))
    if any(ink):
        lines.append(tr("Return ink to the bag: {inks}").format(inks=", ".join(
            f"{n} × {render(content.name(content.colours[c]))}" for c, n in enumerate(ink) if n)))
    if any(letters):
        lines.append(tr("Own the letters (kept): {letters}").format(letters=" ".join(
            content.alphabet[i].upper() for i, n in enumerate(letters) for _ in range(n))))
    lines.append(tr("Worth {points}★ at the end").format(points=points))
    lines.append(tr("Can be taken from round {round}").format(round=from_round))
    return "\n".join(lines)


def action_name(content, key: str) -> str:
    """The name of action row ``key`` (``orders``, ``ink``, …): ``Content.action_name`` (the
    patronage reward ``ink`` shares the id)."""
    return render(content.action_name(key))


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
