"""Outlines of the table's symbols and pieces as QPainter paths (no items): speech bubble, ink bottle,
standing figure, lightning, heart, coffee cup, light bulb, star, book."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QPainterPath, QPolygonF


def bubble_path(radius: float, angle: float) -> QPainterPath:
    """A speech bubble of ``radius`` around (0, 0) with its tail pointing at ``angle`` (radians)."""
    body = QPainterPath()
    body.addEllipse(QPointF(0, 0), radius, radius * 0.82)
    tip = QPointF(math.cos(angle) * radius * 1.75, math.sin(angle) * radius * 1.6)
    side = angle + math.pi / 2
    base = QPointF(math.cos(angle) * radius * 0.55, math.sin(angle) * radius * 0.45)
    spread = QPointF(math.cos(side) * radius * 0.42, math.sin(side) * radius * 0.42)
    tail = QPainterPath()
    tail.addPolygon(QPolygonF([base + spread, tip, base - spread, base + spread]))
    return body.united(tail)


def inkwell_path(size: float) -> QPainterPath:
    """An ink bottle: a squat body with a narrow neck and a cap."""
    s = size
    body = QPainterPath()
    body.addRoundedRect(QRectF(-s * 0.5, -s * 0.12, s, s * 0.62), s * 0.16, s * 0.16)
    neck = QPainterPath()
    neck.addRect(QRectF(-s * 0.18, -s * 0.36, s * 0.36, s * 0.28))
    cap = QPainterPath()
    cap.addRoundedRect(QRectF(-s * 0.26, -s * 0.5, s * 0.52, s * 0.16), 2, 2)
    return body.united(neck).united(cap)


def meeple_path(size: float) -> QPainterPath:
    """A standing figure (head, shoulders and a wide base)."""
    s = size
    body = QPainterPath()
    body.moveTo(-s * 0.45, s * 0.5)
    body.lineTo(-s * 0.3, 0)
    body.quadTo(0, -s * 0.14, s * 0.3, 0)
    body.lineTo(s * 0.45, s * 0.5)
    body.closeSubpath()
    head = QPainterPath()
    head.addEllipse(QPointF(0, -s * 0.25), s * 0.2, s * 0.2)
    return body.united(head)


def lightning_path(s: float) -> QPainterPath:
    """A zig-zag bolt ``s`` high."""
    points = [(0.15, -0.5), (-0.3, 0.08), (0.0, 0.08), (-0.15, 0.5), (0.32, -0.12), (0.02, -0.12), (0.2, -0.5)]
    path = QPainterPath()
    path.addPolygon(QPolygonF([QPointF(x * s, y * s) for x, y in points]))
    path.closeSubpath()
    return path


def heart_path(s: float) -> QPainterPath:
    """A heart ``s`` wide."""
    path = QPainterPath()
    path.moveTo(0, s * 0.42)
    path.cubicTo(-s * 0.62, 0, -s * 0.42, -s * 0.5, 0, -s * 0.22)
    path.cubicTo(s * 0.42, -s * 0.5, s * 0.62, 0, 0, s * 0.42)
    return path


def cup_path(s: float) -> QPainterPath:
    """A coffee cup with a handle."""
    cup = QPainterPath()
    cup.addRoundedRect(QRectF(-s * 0.42, -s * 0.3, s * 0.66, s * 0.62), s * 0.12, s * 0.12)
    handle = QPainterPath()
    handle.addEllipse(QPointF(s * 0.3, 0), s * 0.18, s * 0.16)
    hole = QPainterPath()
    hole.addEllipse(QPointF(s * 0.3, 0), s * 0.08, s * 0.07)
    return cup.united(handle).subtracted(hole)


def bulb_path(s: float) -> QPainterPath:
    """A light bulb (a good idea)."""
    glass = QPainterPath()
    glass.addEllipse(QPointF(0, -s * 0.12), s * 0.32, s * 0.32)
    base = QPainterPath()
    base.addRect(QRectF(-s * 0.14, s * 0.14, s * 0.28, s * 0.3))
    return glass.united(base)


def star_path(s: float) -> QPainterPath:
    """A five-pointed star (prestige)."""
    points = [QPointF(math.sin(i * math.pi / 5) * (s * 0.5 if i % 2 == 0 else s * 0.22),
                      -math.cos(i * math.pi / 5) * (s * 0.5 if i % 2 == 0 else s * 0.22)) for i in range(10)]
    path = QPainterPath()
    path.addPolygon(QPolygonF(points))
    path.closeSubpath()
    return path


def book_path(s: float) -> QPainterPath:
    """A closed book seen from the side (a research card's article)."""
    path = QPainterPath()
    path.addRoundedRect(QRectF(-s * 0.34, -s * 0.45, s * 0.68, s * 0.9), s * 0.08, s * 0.08)
    return path
