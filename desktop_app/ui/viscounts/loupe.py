"""The card loupe: the card, building slot or manuscript under the mouse, large and whole, beside it.

The table shows cards small (a pile's top card is 64 scene units wide, about 49 px at 1366×768),
so their faces carry the name and the effects in a few words. Pointing at one opens the loupe:
the same card at reading size with every word of its text (the long forms of
:mod:`desktop_app.ui.viscounts.words`), never elided. It takes no mouse events, so it never
flickers or hides what it describes; pressing the card or leaving it closes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.card_loupe import CardLoupeBase, hide_loupe, lines_height, scene_loupe
from desktop_app.ui.i18n import render
from desktop_app.ui.scene_parts import INK, font
from desktop_app.ui.text_fit import elide_lines, wrap_lines
from desktop_app.ui.viscounts.look import (
    BUILDING_COLOURS,
    paint_building,
    paint_coin,
    paint_icon,
    paint_ribbon,
    tr,
)
from desktop_app.ui.viscounts.words import ability_body, effects_text, separator, timing_text, vp_text, w

WIDTH = 214.0
"""The loupe's width in scene units (about 163 px at 1366×768)."""
PAD = 10.0
TITLE_SIZE, HEAD_SIZE, BODY_SIZE = 11.5, 9.0, 9.5
"""Point sizes: about 9–12 px on screen at the table's smallest scale."""
TIMING_COLOURS = {"instant": "#2E7D4F", "ongoing": "#3C6FB0", "exit": "#A0522D", "collision": "#8E3B6E"}


@dataclass
class LoupeCard:
    """What a loupe shows: a title, a value coin, icons or a ribbon, then (heading, colour, text) sections."""

    title: str
    tint: str = "#FBF6EA"
    value: int | None = None
    icons: tuple[str, ...] = ()
    ribbon: str | None = None
    building: str | None = None
    sections: list[tuple[str, str, str]] = field(default_factory=list)


def townsfolk_loupe(card: Any, content: Any) -> LoupeCard:
    """A townsfolk card at reading size: value, icons, the effect when hired or banished, its ability;
    an outsider's effect when rejected and what it scores at the end (GOG-OUT-06/07)."""
    outsider = card.deck == "outsider"
    sections = [("", "#6B5536", tr("Value {n} (hire or banish cost, movement, refund)").format(n=card.value))]
    if card.icons:
        sections.append((tr("Icons"), "#6B5536", separator().join(w(i) for i in card.icons)))
    if card.on_hire:
        sections.append((tr("When rejected") if outsider else tr("When hired or banished"), "#8A6A1F",
                         effects_text(card.on_hire, content)))
    if card.ability is not None:
        sections.append((timing_text(card.ability.timing), TIMING_COLOURS.get(card.ability.timing, "#555555"),
                         ability_body(card.ability, content)))
    if outsider and card.vp is not None:
        sections.append((tr("Scores at the end"), "#2E7D4F", vp_text(card.vp)))
    return LoupeCard(render(card.name), "#FBF6EA", card.value, tuple(card.icons), sections=sections)


def manuscript_loupe(ms: Any, content: Any) -> LoupeCard:
    """A manuscript at reading size: ribbon, cleric cost and what transcribing it gives."""
    ribbon = w(ms.ribbon) if ms.ribbon else tr("printed on the board (not kept)")
    sections = [("", "#6B5536", tr("Ribbon: {ribbon}").format(ribbon=ribbon)),
                ("", "#3C7DB8", tr("Cost: {n} cleric").format(n=ms.cost)),
                (tr("When transcribed"), "#2E7D4F", effects_text(ms.instant, content))]
    return LoupeCard(render(ms.name), "#F5EFE2", ribbon=ms.ribbon, sections=sections)


def building_loupe(building: str, btype: str, slot: int, ability: str, covered: bool) -> LoupeCard:
    """A building slot at reading size: its ability and whether the building still covers it."""
    state = tr("Covered by the building until you build it") if covered else tr("Built: the ability is yours")
    return LoupeCard(tr("{building} slot {k}").format(building=building, k=slot), "#F4EBD6", building=btype,
                     sections=[(tr("Ability"), BUILDING_COLOURS.get(btype, "#6B5536"), ability), ("", "#6B5536", state)])


def chest_loupe(chest: Any, content: Any) -> LoupeCard:
    """A treasure chest at reading size: a reward at once or a buff for the turn, and when it works."""
    kind = tr("Reward (at once)") if chest.kind == "reward" else tr("Buff (until the end of this turn)")
    return LoupeCard(render(chest.name), "#F4E3B0" if chest.kind == "reward" else "#DDE9F6",
                     sections=[(kind, "#8A5A2B", effects_text(chest.effects, content)),
                               ("", "#6B5536", tr("It works for the card that arrives above it in phase 1 "
                                                  "(KOK-CHEST-04)"))])


def text_loupe(title: str, lines: list[str], tint: str = "#FBF6EA", building: str | None = None) -> LoupeCard:
    """A strip card (a manuscript board column, a build bonus card, a public building) with all its lines."""
    return LoupeCard(title, tint, building=building, sections=[("", "#2A2118", line) for line in lines if line])


class LoupeOnHover:
    """For a :class:`~desktop_app.ui.scene_parts.Piece`: pointing at it opens the loupe with
    :meth:`loupe_card`; leaving or pressing it closes the loupe."""

    def loupe_card(self) -> LoupeCard | None:
        """What the loupe shows (``None``: no loupe)."""
        return None

    def hoverEnterEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().hoverEnterEvent(event)
        card = self.loupe_card()
        if card is not None:
            show_loupe(self, card)

    def hoverLeaveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().hoverLeaveEvent(event)
        hide_loupe(self)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        hide_loupe(self)
        super().mousePressEvent(event)


@dataclass
class _Line:
    rect: QRectF
    text: str
    font: QFont
    colour: str


class CardLoupe(CardLoupeBase):
    """The loupe item (one per scene, made on first use; see :func:`show_loupe`)."""

    def __init__(self) -> None:
        super().__init__()
        self.card: LoupeCard | None = None
        self.colour_blind = False
        self.lines: list[_Line] = []
        """Every text of the loupe as laid out (tests: nothing elided, nothing outside)."""

    def show_for(self, item: Any, card: LoupeCard, bounds: QRectF) -> None:
        """Show ``card`` beside ``item`` (right of it, else left), inside ``bounds``."""
        self.card = card
        self.colour_blind = bool(getattr(item, "colour_blind", False))
        self.lines, height = _layout(card)
        self.place_beside(item, WIDTH, height, bounds)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        card = self.card
        if card is None:
            return
        r = self._rect
        self.paint_frame(painter, QColor(card.tint), QColor("#8A6F45"), 1.6, 9)
        painter.setBrush(Qt.BrushStyle.NoBrush)  # the glyphs outline their discs with the current brush
        x = r.left() + PAD
        if card.value is not None:
            paint_coin(painter, QPointF(x + 13, r.top() + PAD + 13), 13, card.value)
            x += 32
        for icon in card.icons:
            paint_icon(painter, icon, QPointF(x + 10, r.top() + PAD + 13), 10, self.colour_blind)
            x += 24
        if card.ribbon:
            paint_ribbon(painter, card.ribbon, QRectF(r.right() - 26, r.top(), 14, 34), self.colour_blind)
        if card.building:
            paint_building(painter, card.building, QRectF(x, r.top() + PAD, 30, 26),
                           QColor(BUILDING_COLOURS.get(card.building, "#888888")))
        for line in self.lines:
            painter.setFont(line.font)
            painter.setPen(QColor(line.colour))
            painter.drawText(line.rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), line.text)


def _layout(card: LoupeCard) -> tuple[list[_Line], float]:
    """The loupe's texts, each wrapped to the loupe's width (never elided in practice), and its height."""
    inner = WIDTH - 2 * PAD
    top = PAD + (30 if card.value is not None or card.icons or card.building else 0)
    if card.ribbon and top < PAD + 30:
        top = PAD + 30
    lines: list[_Line] = []

    def put(text: str, size: float, bold: bool, colour: str) -> None:
        nonlocal top
        face = font(size, bold=bold)
        metrics = QFontMetricsF(face)
        wrapped, _cut = elide_lines(wrap_lines(text, metrics, inner, max_lines=99), metrics, inner)
        height = lines_height(face, wrapped)
        lines.append(_Line(QRectF(PAD, top, inner, height + 1), "\n".join(wrapped), face, colour))
        top += height

    put(card.title, TITLE_SIZE, True, INK.name())
    top += 4
    for heading, colour, body in card.sections:
        top += 3
        if heading:
            put(heading, HEAD_SIZE, True, colour)
            top += 1
        put(body, BODY_SIZE, False, "#2A2118")
    return lines, top + PAD


def show_loupe(item: Any, card: LoupeCard) -> CardLoupe | None:
    """Open the scene's loupe for ``item`` (not while it is dragged)."""
    scene = item.scene()
    if scene is None or getattr(item, "dragging", False):
        return None
    loupe = scene_loupe(scene, CardLoupe)
    loupe.show_for(item, card, scene.sceneRect())
    return loupe
