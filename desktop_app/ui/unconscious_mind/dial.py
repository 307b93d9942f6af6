"""The insight dial of the viewer's office: the storage in the centre, three rings (small, medium,
large) and three colour wedges (Passion, Growth, Freedom), with the markers in their slots.

A marker is dragged between slots: one ring outwards elevates it, one ring inwards (or into the
storage from the small ring) suppresses it, along its ring into another wedge transfers it. The
scene turns the drop into the engine's answer (an effect's choice, or a coffee conversion).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor, QPainterPath

from desktop_app.rules.unconscious_mind.model import NEUTRAL, OWN
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.describe import colour_name, fmt, size_name, slot
from desktop_app.ui.unconscious_mind.look import INK, INSIGHT, INSIGHT_PATTERNS, MUTED, disc, text, tr
from desktop_app.ui.unconscious_mind.pieces import Face, MarkerItem

RING_RULES = ("UM-INS-02", "UM-INS-03", "UM-INS-03")


def sector_path(inner: float, outer: float, start_deg: float, span_deg: float,
                centre: QPointF | None = None) -> QPainterPath:
    """An annular sector around ``centre`` (the dial's by default), angles in screen degrees."""
    c = centre if centre is not None else L.DIAL_CENTRE
    path = QPainterPath()
    outer_rect = QRectF(c.x() - outer, c.y() - outer, 2 * outer, 2 * outer)
    inner_rect = QRectF(c.x() - inner, c.y() - inner, 2 * inner, 2 * inner)
    # Qt's arcs run counter-clockwise from 3 o'clock: negate the screen angles
    path.arcMoveTo(outer_rect, -start_deg)
    path.arcTo(outer_rect, -start_deg, -span_deg)
    path.arcTo(inner_rect, -(start_deg + span_deg), span_deg)
    path.closeSubpath()
    return path


class SlotItem(Face):
    """One slot of the dial (a ring × wedge sector): a drop target that explains its size and colour."""

    def __init__(self, slot_index: int) -> None:
        size, colour = divmod(slot_index, 3)
        self.path = sector_path(L.DIAL_RADII[size], L.DIAL_RADII[size + 1], L.WEDGE_ANGLES[colour] - 60, 120)
        fill = QColor(INSIGHT[colour]).lighter(185 - 25 * size)
        super().__init__(self.path.boundingRect(), fill, RING_RULES[size], {"kind": "slot", "slot": slot_index}, 0)
        self.pattern_index = INSIGHT_PATTERNS[colour]

    def shape(self) -> QPainterPath:
        return self.path


def draw_dial(scene: Any, view: Any, seat: int, colour: QColor) -> None:
    """The dial of ``seat`` (the viewer) with draggable markers."""
    p = view.players[seat]
    scene.slot_items, scene.marker_items = {}, []
    c = L.DIAL_CENTRE
    text(scene, tr("Insight dial"), c.x() - L.DIAL_RADII[3] - 60, c.y() - L.DIAL_RADII[3] - 18, 8.5, bold=True,
         rule_id="UM-COMP-23")
    for s in range(9):
        item = SlotItem(s)
        size, col = divmod(s, 3)
        item.setToolTip(fmt(tr("{slot} insights: {n}"), slot=slot(size, col), n=p.slot_count(s)))
        item.setZValue(-2)
        scene.add_piece(item)
        scene.slot_items[s] = item
    storage = disc(scene, c, L.DIAL_RADII[0], "#FAF6EE", INK, rule_id="UM-INS-01",
                   tooltip=fmt(tr("Storage: {n} neutral, {m} in your colour"), n=p.storage[NEUTRAL], m=p.storage[OWN]))
    storage.setZValue(-1)
    scene.storage_item = storage
    for colour_index, angle in enumerate(L.WEDGE_ANGLES):
        a = math.radians(angle)
        r = L.DIAL_RADII[3] + 9
        text(scene, colour_name(colour_index), c.x() + r * math.cos(a), c.y() + r * math.sin(a) - 6, 7,
             bold=True, colour=INSIGHT[colour_index].darker(130), centre=True, rule_id="UM-COMP-23")
    for size in range(3):  # ring names along the top of the Passion wedge
        r = (L.DIAL_RADII[size] + L.DIAL_RADII[size + 1]) / 2
        text(scene, size_name(size), c.x() + r * math.cos(math.radians(-58)) - 4,
             c.y() + r * math.sin(math.radians(-58)) - 6, 6.3, colour=MUTED, rule_id=RING_RULES[size])
    for kind, offset in ((NEUTRAL, -0.2), (OWN, 0.2)):
        if p.storage[kind]:
            m = MarkerItem(8, colour, kind == OWN, p.storage[kind], seat, "UM-INS-01",
                           {"kind": "marker", "slot": -1, "own": kind == OWN})
            m.setPos(c + QPointF(offset * L.DIAL_RADII[0] * 2.2, 0))
            m.setZValue(10)
            scene.add_piece(m)
    for s in range(9):
        kinds = [k for k in (NEUTRAL, OWN) if p.dial[s * 2 + k]]
        for k in kinds:
            offset = 0.0 if len(kinds) == 1 else (-13.0 if k == NEUTRAL else 13.0) / (1 + s // 3 * 0.5)
            m = MarkerItem(8.5, colour, k == OWN, p.dial[s * 2 + k], seat, "UM-INS-09",
                           {"kind": "marker", "slot": s, "own": k == OWN})
            m.setPos(L.slot_point(s, offset))
            m.setZValue(10)
            m.setToolTip(fmt(tr("{slot}: {n} {n|marker|markers} ({kind})"), slot=slot(*divmod(s, 3)),
                             n=p.dial[s * 2 + k], kind=tr("your colour") if k == OWN else tr("neutral")))
            scene.add_piece(m)
            scene.marker_items.append(m)


def marker_move(src: int, dst: int | None) -> str | None:
    """What dragging a marker from slot ``src`` to ``dst`` means: ``elevate``, ``suppress``,
    ``transfer`` (one ring out, one ring in or into storage, another wedge of the same ring), or None."""
    if dst is None or src < 0 or dst == src:
        return None
    if dst == -1:
        return "suppress" if src < 3 else None
    if dst == src + 3:
        return "elevate"
    if dst == src - 3:
        return "suppress"
    if dst // 3 == src // 3:
        return "transfer"
    return None
