"""Game covers the app paints itself: original abstract art, one design per game.

Fit To Print: newspaper columns; Gutenberg: interlocking gears; Viscounts of the West Kingdom:
a castle at dusk; Unconscious Mind: an inkwell with a quill. Any other game gets a geometric
pattern. No bitmaps, no publisher art.
"""

from __future__ import annotations

import math
import random

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QLinearGradient,
    QPainter,
    QPainterPath,
    QPen,
    QPixmap,
    QRadialGradient,
)


def cover_pixmap(game_id: str, width: int, height: int, ratio: float = 1.0) -> QPixmap:
    """The cover of ``game_id`` as a pixmap (``ratio`` = device pixel ratio)."""
    pixmap = QPixmap(int(width * ratio), int(height * ratio))
    pixmap.setDevicePixelRatio(ratio)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    draw_cover(painter, QRectF(0, 0, width, height), game_id)
    painter.end()
    return pixmap


def draw_cover(painter: QPainter, rect: QRectF, game_id: str) -> None:
    """Paint the cover of ``game_id`` into ``rect``."""
    painter.save()
    clip = QPainterPath()
    clip.addRoundedRect(rect, 10, 10)
    painter.setClipPath(clip)
    painter.translate(rect.topLeft())
    area = QRectF(0, 0, rect.width(), rect.height())
    _COVERS.get(game_id, _pattern)(painter, area)
    painter.restore()


def _newspaper(p: QPainter, r: QRectF) -> None:
    p.fillRect(r, QColor("#F4EFE3"))
    m = r.width() * 0.08
    ink = QColor("#1F1F1F")
    p.fillRect(QRectF(m, m, r.width() - 2 * m, r.height() * 0.14), ink)
    p.setPen(QPen(QColor("#F4EFE3"), 2))
    y = m + r.height() * 0.07
    p.drawLine(QPointF(m + 12, y), QPointF(r.width() - m - 12, y))
    top = m + r.height() * 0.19
    p.setPen(QPen(ink, 1.5))
    p.drawLine(QPointF(m, top), QPointF(r.width() - m, top))
    cols, gap = 3, 10.0
    col_w = (r.width() - 2 * m - (cols - 1) * gap) / cols
    rng = random.Random(7)
    for c in range(cols):
        x = m + c * (col_w + gap)
        y = top + 10
        if c == 1:  # a photo block and a headline
            p.fillRect(QRectF(x, y, col_w, col_w * 0.75), QColor("#B9B2A3"))
            p.setBrush(QColor("#8E8676"))
            p.setPen(Qt.PenStyle.NoPen)
            p.drawEllipse(QPointF(x + col_w * 0.6, y + col_w * 0.32), col_w * 0.16, col_w * 0.16)
            tri = QPainterPath(QPointF(x, y + col_w * 0.75))
            tri.lineTo(x + col_w * 0.4, y + col_w * 0.35)
            tri.lineTo(x + col_w * 0.8, y + col_w * 0.75)
            p.fillPath(tri, QColor("#6F685B"))
            y += col_w * 0.75 + 8
        p.fillRect(QRectF(x, y, col_w * 0.9, 7), ink)
        y += 14
        while y < r.height() - m:
            p.fillRect(QRectF(x, y, col_w * rng.uniform(0.7, 1.0), 3), QColor("#6B6B6B"))
            y += 7
    p.fillRect(QRectF(r.width() * 0.62, r.height() * 0.55, r.width() * 0.3, r.height() * 0.3),
               QColor(200, 60, 45, 200))


def _gear_path(cx: float, cy: float, radius: float, teeth: int, phase: float) -> QPainterPath:
    path = QPainterPath()
    steps = teeth * 4
    for i in range(steps + 1):
        a = phase + 2 * math.pi * i / steps
        rr = radius if (i % 4) in (1, 2) else radius * 0.82
        point = QPointF(cx + rr * math.cos(a), cy + rr * math.sin(a))
        if i == 0:
            path.moveTo(point)
        else:
            path.lineTo(point)
    path.closeSubpath()
    hole = QPainterPath()
    hole.addEllipse(QPointF(cx, cy), radius * 0.22, radius * 0.22)
    return path.subtracted(hole)


def _gears(p: QPainter, r: QRectF) -> None:
    g = QLinearGradient(r.topLeft(), r.bottomRight())
    g.setColorAt(0, QColor("#5B1E1A"))
    g.setColorAt(1, QColor("#2A0F0D"))
    p.fillRect(r, g)
    w, h = r.width(), r.height()
    gears = [(w * 0.36, h * 0.48, h * 0.34, 14, 0.0, "#C9A54A"),
             (w * 0.70, h * 0.30, h * 0.22, 10, 0.3, "#A7833A"),
             (w * 0.74, h * 0.76, h * 0.17, 8, 0.1, "#D8BD6A")]
    for cx, cy, rad, teeth, phase, colour in gears:
        shade = QRadialGradient(QPointF(cx - rad * 0.3, cy - rad * 0.3), rad * 1.4)
        shade.setColorAt(0, QColor(colour).lighter(130))
        shade.setColorAt(1, QColor(colour).darker(140))
        path = _gear_path(cx, cy, rad, teeth, phase)
        p.fillPath(path, QBrush(shade))
        p.setPen(QPen(QColor(0, 0, 0, 120), 1.2))
        p.drawPath(path)
    p.setPen(Qt.PenStyle.NoPen)
    for i in range(5):  # a row of type blocks
        p.fillRect(QRectF(w * 0.06 + i * 17, h * 0.86, 13, 13), QColor("#E9DFC7"))


def _castle(p: QPainter, r: QRectF) -> None:
    w, h = r.width(), r.height()
    sky = QLinearGradient(0, 0, 0, h)
    sky.setColorAt(0, QColor("#1E2A4A"))
    sky.setColorAt(0.7, QColor("#C8735A"))
    sky.setColorAt(1, QColor("#E9B872"))
    p.fillRect(r, sky)
    p.setBrush(QColor("#F4E7C5"))
    p.setPen(Qt.PenStyle.NoPen)
    p.drawEllipse(QPointF(w * 0.8, h * 0.2), h * 0.08, h * 0.08)
    hill = QPainterPath(QPointF(0, h))
    hill.lineTo(0, h * 0.82)
    hill.quadTo(w * 0.5, h * 0.66, w, h * 0.84)
    hill.lineTo(w, h)
    p.fillPath(hill, QColor("#2B2A3A"))
    castle = QPainterPath()
    base_y = h * 0.8

    def tower(x: float, tw: float, th: float) -> None:
        castle.addRect(QRectF(x, base_y - th, tw, th))
        merlon = tw / 5
        for k in range(0, 5, 2):
            castle.addRect(QRectF(x + k * merlon, base_y - th - merlon, merlon, merlon))

    tower(w * 0.22, w * 0.56, h * 0.26)
    tower(w * 0.16, w * 0.12, h * 0.42)
    tower(w * 0.72, w * 0.12, h * 0.42)
    tower(w * 0.43, w * 0.14, h * 0.52)
    p.fillPath(castle.simplified(), QColor("#232233"))
    p.setBrush(QColor("#F2C56B"))
    for x, y in ((0.48, 0.40), (0.21, 0.50), (0.76, 0.50), (0.36, 0.66), (0.60, 0.66)):
        p.drawRect(QRectF(w * x, h * y, w * 0.025, h * 0.05))
    flag = QPainterPath(QPointF(w * 0.5, h * 0.2))
    flag.lineTo(w * 0.5, h * 0.08)
    flag.lineTo(w * 0.57, h * 0.11)
    flag.lineTo(w * 0.5, h * 0.14)
    p.setPen(QPen(QColor("#232233"), 2))
    p.setBrush(QColor("#B33A3A"))
    p.drawPath(flag)


def _inkwell(p: QPainter, r: QRectF) -> None:
    w, h = r.width(), r.height()
    bg = QRadialGradient(QPointF(w * 0.5, h * 0.45), max(w, h) * 0.7)
    bg.setColorAt(0, QColor("#4B3A6B"))
    bg.setColorAt(1, QColor("#17122A"))
    p.fillRect(r, bg)
    p.setBrush(Qt.BrushStyle.NoBrush)
    for i in range(4):  # dream swirls
        p.setPen(QPen(QColor(190, 170, 240, 70 - i * 12), 2))
        p.drawEllipse(QPointF(w * 0.5, h * 0.5), w * (0.18 + i * 0.09), h * (0.16 + i * 0.08))
    body = QPainterPath()
    body.addRoundedRect(QRectF(w * 0.36, h * 0.52, w * 0.28, h * 0.26), 12, 12)
    neck = QPainterPath()
    neck.addRoundedRect(QRectF(w * 0.44, h * 0.44, w * 0.12, h * 0.1), 4, 4)
    glass = QLinearGradient(w * 0.36, 0, w * 0.64, 0)
    glass.setColorAt(0, QColor("#0E1B3A"))
    glass.setColorAt(0.35, QColor("#3C5A9A"))
    glass.setColorAt(1, QColor("#0B1226"))
    p.fillPath(body.united(neck), QBrush(glass))
    p.setPen(QPen(QColor("#C9B8F0"), 1.5))
    p.drawPath(body.united(neck))
    quill = QPainterPath(QPointF(w * 0.5, h * 0.46))
    quill.cubicTo(w * 0.58, h * 0.3, w * 0.72, h * 0.16, w * 0.8, h * 0.06)
    quill.cubicTo(w * 0.74, h * 0.2, w * 0.64, h * 0.32, w * 0.5, h * 0.46)
    p.fillPath(quill, QColor("#EFE6D2"))
    p.setPen(QPen(QColor("#EFE6D2"), 1.2))
    p.drawLine(QPointF(w * 0.5, h * 0.46), QPointF(w * 0.8, h * 0.06))
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor("#3C5A9A"))
    for x, y, s in ((0.28, 0.84, 5), (0.7, 0.86, 7), (0.22, 0.3, 4), (0.8, 0.58, 5)):
        p.drawEllipse(QPointF(w * x, h * y), s, s)


def _pattern(p: QPainter, r: QRectF) -> None:
    p.fillRect(r, QColor("#3F5B5A"))
    rng = random.Random(3)
    for _ in range(18):
        p.setBrush(QColor(rng.choice(["#E8C07D", "#D9644A", "#F2EBDD", "#7FA99B"])))
        p.setPen(Qt.PenStyle.NoPen)
        s = rng.uniform(12, 40)
        p.drawRect(QRectF(rng.uniform(0, r.width() - s), rng.uniform(0, r.height() - s), s, s))


_COVERS = {
    "fit-to-print": _newspaper,
    "gutenberg": _gears,
    "viscounts": _castle,
    "unconscious-mind": _inkwell,
}
