"""A Gutenberg gear drawn as a real toothed wheel, and the workshop mount it meshes on.

Geometry (GUT-GEAR-02): sector ``i`` is drawn centred at ``ARC + i·120°`` in the gear's own
coordinates, so with ``setRotation(-o·120°)`` the sector at the white arc (angle ``ARC`` in the
scene) is the orientation ``o``. A clockwise turn (``o − 1``) is +120° of Qt rotation, which is
how :meth:`MeshGear.turn` animates the engine's ``gear_rotated`` events.

Every gear has :data:`TEETH` equal teeth (30° each) and every turn is a multiple of 120°, so the
tooth phase of a slot never changes: slots 0 and 2 use phase 0, slot 1 half a tooth, and stacked
gears at :func:`mesh_distance` interlock in every orientation (GUT-GEAR-03).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QPropertyAnimation, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QStyleOptionGraphicsItem, QWidget

from desktop_app.ui.colour_blind import pattern_brush
from desktop_app.ui.gutenberg.look import (
    MIN_PT,
    effect_label,
    font,
    reward_colour,
    reward_pattern,
    sector_label,
)
from desktop_app.ui.gutenberg.pieces import specialty_chip
from desktop_app.ui.i18n import render
from desktop_app.ui.items import HIGHLIGHT, OUTLINE, BoardItem

ARC = 0.0
"""Scene angle (degrees clockwise from +x) of every mount's white arc: the right-hand side."""
TEETH = 12
TOOTH_DEPTH = 0.13
MARKER_AT, MARKER_SIZE = 0.97, 0.15
"""Where the claim marker sits on the aligned sector (fraction of the face radius) and its size."""
METAL = QColor("#9A8F7D")
METAL_DARK = QColor("#5E5546")


def mesh_distance(radius: float) -> float:
    """Centre distance at which two gears of ``radius`` interlock (teeth in the other's gaps)."""
    return 2 * radius * (1 - TOOTH_DEPTH * 0.55)


def rotation_for(orientation: int) -> float:
    """Qt rotation (degrees) that puts sector ``orientation`` at the white arc."""
    return (-orientation * 120.0) % 360.0


def gear_tooltip(gear_id: str, content: Any) -> str:
    """"Gear name: sector 1 / sector 2 / sector 3" (clockwise) in the current language."""
    sectors = " / ".join(effect_label(e, content) for e in content.gears[gear_id])
    return f"{render(content.name(gear_id))}: {sectors}"


def toothed_path(radius: float, phase: float) -> QPainterPath:
    """An outline with :data:`TEETH` trapezoid teeth; tooth centres at ``phase + k·30°``."""
    outer, inner = radius, radius * (1 - TOOTH_DEPTH)
    pitch = 360.0 / TEETH
    points = []
    for k in range(TEETH):
        c = phase + k * pitch
        for offset, r in ((-pitch / 2, inner), (-pitch * 0.3, inner), (-pitch * 0.17, outer),
                          (pitch * 0.17, outer), (pitch * 0.3, inner)):
            a = math.radians(c + offset)
            points.append(QPointF(r * math.cos(a), r * math.sin(a)))
    path = QPainterPath(points[0])
    for p in points[1:]:
        path.lineTo(p)
    path.closeSubpath()
    return path


class MeshGear(BoardItem):
    """A gear: coloured reward sectors, upright labels, a marker when claimed.

    ``payload`` is ``{"gear": id, "seat": owner or None, "slot": slot or None, "board": index}``.
    ``orientation`` is what the engine says; ``preview`` is a turn the user is trying (mouse
    wheel) before the remount or installation is submitted.
    """

    turned = Signal(object, int)
    """(item, steps) when the mouse wheel turns the gear (+1 = one sector clockwise)."""

    def __init__(self, gear_id: str, sectors: tuple, content: Any, radius: float = 44.0,
                 orientation: int = 0, phase: float = 0.0, payload: Any = None) -> None:
        self.radius = radius
        self.sectors = sectors
        self.content = content
        self.phase = phase
        super().__init__(QRectF(-radius, -radius, 2 * radius, 2 * radius), METAL, "",
                         "GUT-GEAR-02", payload)
        self.gear_id = gear_id
        self.orientation = orientation
        self.preview = orientation
        self.marked = False
        self.active_sector = True
        self.turnable = False
        self._outline = toothed_path(radius, phase)
        self._spin: QPropertyAnimation | None = None
        self.setRotation(rotation_for(orientation))
        self.setZValue(5)

    def shape(self) -> QPainterPath:
        """The toothed outline."""
        return self._outline

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        """Room for the claim marker on the rim as well."""
        return self._rect.adjusted(-8, -8, 8, 8)

    def set_phase(self, phase: float) -> None:
        """Change the tooth phase (a gear taken from the board meshes in its new slot)."""
        self.phase = phase
        self._outline = toothed_path(self.radius, phase)
        self.update()

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.fillPath(self._outline, QBrush(METAL))
        painter.setPen(QPen(HIGHLIGHT if self._hover else METAL_DARK, 2.5 if self._hover else 1.2))
        painter.drawPath(self._outline)
        face = self.radius * (1 - TOOTH_DEPTH) - 3
        box = QRectF(-face, -face, 2 * face, 2 * face)
        active = QPainterPath()
        for i, effect in enumerate(self.sectors):
            wedge = QPainterPath(QPointF(0, 0))
            # Qt arcs run counter-clockwise in degrees; our angles are clockwise on screen.
            wedge.arcTo(box, -(ARC + i * 120 - 60), -120)
            wedge.closeSubpath()
            colour = reward_colour(effect)
            aligned = i == self.preview
            if not aligned:
                colour = colour.lighter(118)
            painter.fillPath(wedge, QBrush(colour))
            if self.colour_blind:
                painter.fillPath(wedge, pattern_brush(reward_pattern(effect), colour))
            painter.setPen(QPen(METAL_DARK, 1))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(wedge)
            if aligned:
                active = wedge
        if self.active_sector and 0 <= self.preview < len(self.sectors):
            painter.setPen(QPen(QColor("#FFFFFF"), 3))
            painter.drawPath(active)
        hub = self.radius * 0.17
        painter.setBrush(QBrush(METAL_DARK))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(0, 0), hub, hub)
        self._paint_labels(painter, face)
        if self.marked:
            painter.save()
            painter.rotate(-self.rotation())
            a = math.radians(ARC)
            centre = QPointF(face * MARKER_AT * math.cos(a), face * MARKER_AT * math.sin(a))
            r = self.radius * MARKER_SIZE
            painter.setBrush(QBrush(QColor("#F3E9D2")))
            painter.setPen(QPen(OUTLINE, 1.2))
            painter.drawEllipse(centre, r, r)
            painter.setFont(font(max(5.0, r * 0.9), bold=True))
            painter.drawText(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), Qt.AlignmentFlag.AlignCenter, "✓")
            painter.restore()

    def _paint_labels(self, painter: QPainter, face: float) -> None:
        big, small = max(9.0, self.radius * 0.3), MIN_PT
        w = self.radius * 0.9
        for i, effect in enumerate(self.sectors):
            angle = math.radians(ARC + i * 120)
            centre = QPointF(face * 0.6 * math.cos(angle), face * 0.6 * math.sin(angle))
            number, word = sector_label(effect, self.content)
            painter.save()
            painter.translate(centre)
            painter.rotate(-self.rotation())  # labels stay upright while the gear turns
            colour = reward_colour(effect)
            painter.setPen(QColor("#FFFFFF") if colour.lightnessF() < 0.6 else QColor("#1A1A1A"))
            painter.setFont(font(big, bold=True))
            painter.drawText(QRectF(-w / 2, -big * 1.25, w, big * 1.5), Qt.AlignmentFlag.AlignCenter, number)
            if effect is not None and effect[0] == "specialty":  # the specialty's colour and initial (as on its track)
                spec = effect[1][0]
                initial = render(self.content.name(self.content.specialties[spec]))[:1]
                specialty_chip(painter, QRectF(-9, big * 0.25, 18, small * 1.8), spec, initial, self.colour_blind, small)
            else:  # a two-word label ("ink cost") takes two lines rather than spilling out of its sector
                painter.setFont(font(small, bold=True))
                painter.drawText(QRectF(-w / 2 - 2, big * 0.1, w + 4, small * 3.4),
                                 Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap, word)
            painter.restore()

    # ---- turning ---------------------------------------------------------------------------
    def turn(self, steps: int, ms: int) -> QPropertyAnimation | None:
        """Turn ``steps`` sectors (+1 = clockwise = +120°) over ``ms`` milliseconds."""
        target = self.rotation() + 120.0 * steps
        if self._spin is not None:
            self._spin.stop()
            self._spin = None
        if ms <= 0:
            self.setRotation(target % 360.0)
            return None
        spin = QPropertyAnimation(self, b"rotation", self)
        spin.setDuration(ms)
        spin.setStartValue(self.rotation())
        spin.setEndValue(target)
        spin.setEasingCurve(QEasingCurve.Type.InOutCubic)
        spin.finished.connect(self._spin_done)
        self._spin = spin
        spin.start()
        return spin

    def _spin_done(self) -> None:
        self._spin = None
        self.setRotation(self.rotation() % 360.0)

    @property
    def spinning(self) -> bool:
        """True while a :meth:`turn` animation runs."""
        return self._spin is not None

    def set_preview(self, orientation: int) -> None:
        """Show ``orientation`` at the arc (a remount or install being tried), without animation."""
        self.preview = orientation % 3
        self.setRotation(rotation_for(self.preview))
        self.update()

    def wheelEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if not self.turnable:
            event.ignore()
            return
        steps = 1 if event.delta() < 0 else -1  # wheel down turns clockwise
        self.turned.emit(self, steps)
        event.accept()


class GearMount(BoardItem):
    """A workshop slot: a recess with the fixed white arc that marks the active sector."""

    def __init__(self, radius: float, slot: int, seat: int) -> None:
        super().__init__(QRectF(-radius - 8, -radius - 8, 2 * radius + 16, 2 * radius + 16), "#BFAE8C",
                         "", "GUT-GEAR-01", {"seat": seat, "slot": slot})
        self.radius = radius
        self.slot = slot
        self.setZValue(1)
        self.setAcceptHoverEvents(False)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIsSelectable, False)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(QPointF(0, 0), self.radius + 2, self.radius + 2)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setBrush(QBrush(QColor("#D8CCB2")))
        painter.setPen(QPen(QColor("#A8987A"), 1.2, Qt.PenStyle.DashLine))
        painter.drawEllipse(QPointF(0, 0), self.radius * 0.86, self.radius * 0.86)
        painter.setBrush(QBrush(QColor("#6B5B3E")))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawEllipse(QPointF(0, 0), self.radius * 0.12, self.radius * 0.12)
        r = self.radius + 5
        arc = QRectF(-r, -r, 2 * r, 2 * r)
        painter.setPen(QPen(QColor("#4A3F2E"), 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawArc(arc, int(-(ARC - 40) * 16), int(-80 * 16))
        painter.setPen(QPen(QColor("#FFFFFF"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawArc(arc, int(-(ARC - 40) * 16), int(-80 * 16))
        painter.setPen(QPen(QColor("#6B5B3E")))
        painter.setFont(font(9, bold=True))
        painter.drawText(QRectF(-self.radius - 14, -8, 14, 16), Qt.AlignmentFlag.AlignCenter, str(self.slot + 1))


class TurnHandle(BoardItem):
    """A knob on a gear's rim: drag it around the hub to turn the gear (snaps to whole sectors)."""

    ANGLE = 150.0
    """Where the knob sits (degrees clockwise from +x): lower left, clear of the white arc."""

    def __init__(self, gear: MeshGear) -> None:
        super().__init__(QRectF(-9, -9, 18, 18), "#F5C542", "", "GUT-WORK-01", {"kind": "turn_handle"})
        self.gear = gear
        self._start_angle = 0.0
        self._start_rotation = 0.0
        self.setZValue(12)
        self.setCursor(Qt.CursorShape.SizeAllCursor)
        self.place(0.0)

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addEllipse(self._rect)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        super().paint(painter, option, widget)
        painter.setPen(QPen(OUTLINE, 1))
        painter.setFont(font(8, bold=True))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, "⟳")

    def place(self, turned: float) -> None:
        """Sit on the rim, ``turned`` degrees clockwise from the resting place."""
        a = math.radians(self.ANGLE + turned)
        r = self.gear.radius + 4
        self.setPos(self.gear.pos() + QPointF(r * math.cos(a), r * math.sin(a)))

    def _angle(self, scene_pos: QPointF) -> float:
        d = scene_pos - self.gear.pos()
        return math.degrees(math.atan2(d.y(), d.x()))

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self._start_angle = self._angle(event.scenePos())
        self._start_rotation = self.gear.rotation()
        event.accept()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        turned = (self._angle(event.scenePos()) - self._start_angle + 540.0) % 360.0 - 180.0
        self.gear.setRotation(self._start_rotation + turned)
        self.place(turned)

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        turned = (self._angle(event.scenePos()) - self._start_angle + 540.0) % 360.0 - 180.0
        self.release(turned)

    def release(self, turned: float) -> None:
        """End a drag that turned the gear ``turned`` degrees clockwise: snap to whole sectors."""
        steps = round(turned / 120.0)
        self.gear.setRotation(self._start_rotation)
        self.place(0.0)
        if steps:
            self.gear.turned.emit(self.gear, steps)
