"""Rules diagrams of game boards: Viscounts' road and castle, Unconscious Mind's rondel ring and
insight dial (kinds ``road``, ``castle``, ``ring``, ``dial`` of :mod:`desktop_app.ui.rules_diagrams`)."""


import math

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPolygonF

from desktop_app.ui.diagram_paint import (
    INK,
    LINE,
    MUTED,
    PAPER,
    WIDTH,
    arrow,
    diagram_font,
    ink_on,
    key_notes,
    sector,
    text_of,
    wrapped,
)


# ---- road and castle (Viscounts of the West Kingdom) -----------------------------------------
def draw_road(diagram: dict, lang: str, paint: QPainter | None) -> float:
    spaces = diagram["spaces"]
    cols = max(int(sp.get("col", 0)) for sp in spaces) + 1
    cell = (WIDTH - 12) / cols
    rows = {"outer": 6.0, "inner": 92.0}
    where = {}
    for sp in spaces:
        x = 6 + cell * (int(sp.get("col", 0)) + 0.5)
        where[sp["id"]] = QPointF(x, rows.get(sp.get("ring", "outer"), 6.0) + 30)
    if paint is not None:
        for a, b in diagram.get("links", []):
            pa, pb = where[a], where[b]
            start = pa + QPointF(34 if pa.y() == pb.y() else 20, 0 if pa.y() == pb.y() else (22 if pb.y() > pa.y() else -22))
            end = pb - QPointF(34 if pa.y() == pb.y() else 20, 0 if pa.y() == pb.y() else (22 if pb.y() > pa.y() else -22))
            arrow(paint, start, end)
        lit = set(diagram.get("highlight", []))
        for sp in spaces:
            c = where[sp["id"]]
            rect = QRectF(c.x() - 32, c.y() - 22, 64, 44)
            paint.setPen(QPen(QColor("#C9A227") if sp["id"] in lit else QColor("#A89878"), 2.4 if sp["id"] in lit else 1.2))
            paint.setBrush(QColor("#FBEFC7") if sp["id"] in lit else QColor("#F3EEE3"))
            if sp.get("ring") == "inner":
                paint.drawEllipse(c, 26, 22)
            else:
                paint.drawRoundedRect(rect, 8, 8)
            wrapped(paint, rect.adjusted(3, 4, -3, 0), text_of(sp.get("label"), lang), diagram_font(8.5, True), INK,
                     Qt.AlignmentFlag.AlignHCenter)
            note = text_of(sp.get("note"), lang)
            if note:
                wrapped(paint, QRectF(c.x() - cell / 2 + 2, c.y() + 24, cell - 4, 30), note, diagram_font(8), MUTED,
                         Qt.AlignmentFlag.AlignHCenter)
    return 92 + 30 + 22 + 34


def _castle_point(centre: QPointF, place: str, r: float) -> QPointF:
    level, _, region = str(place).partition(":")
    if level == "3":
        return QPointF(centre)
    k = int(region)
    count, radius = (10, r * 0.72) if level == "1" else (5, r * 0.43)
    angle = math.radians(-90 + 360 * (k + 0.5) / count)
    return QPointF(centre.x() + radius * math.cos(angle), centre.y() + radius * math.sin(angle))


def draw_castle(diagram: dict, lang: str, paint: QPainter | None) -> float:
    panels = diagram["panels"]
    colours = [QColor(c) for c in diagram.get("colours", ["#C8412F", "#2F6DB5", "#3C8D4F", "#E0B12B"])]
    w = (WIDTH - 12 - 16 * (len(panels) - 1)) / len(panels)
    r = min(w / 2 - 8, 120.0)
    height = 22 + 2 * r + 10
    if paint is None:
        return height
    for i, panel in enumerate(panels):
        centre = QPointF(6 + i * (w + 16) + w / 2, 22 + r)
        wrapped(paint, QRectF(centre.x() - w / 2, 2, w, 18), text_of(panel.get("title"), lang), diagram_font(9, True), INK,
                 Qt.AlignmentFlag.AlignHCenter)
        lit = set(panel.get("highlight", []))
        for level, count, (r0, r1) in ((1, 10, (0.56, 1.0)), (2, 5, (0.28, 0.56))):
            for k in range(count):
                a0, a1 = -90 + 360 * k / count, -90 + 360 * (k + 1) / count
                path = QPainterPath()
                pts = [QPointF(centre.x() + r * r1 * math.cos(math.radians(a0 + (a1 - a0) * t / 8)),
                               centre.y() + r * r1 * math.sin(math.radians(a0 + (a1 - a0) * t / 8))) for t in range(9)]
                pts += [QPointF(centre.x() + r * r0 * math.cos(math.radians(a1 - (a1 - a0) * t / 8)),
                                centre.y() + r * r0 * math.sin(math.radians(a1 - (a1 - a0) * t / 8))) for t in range(9)]
                path.addPolygon(QPolygonF(pts))
                path.closeSubpath()
                paint.setPen(QPen(QColor("#8B8170"), 1))
                paint.setBrush(QColor("#F5E3A8") if level == 1 and k in lit else QColor("#E3DCCD" if level == 1 else "#D3CAB8"))
                paint.drawPath(path)
                if level == 1:
                    mid = _castle_point(centre, f"1:{k}", r * 1.3)
                    wrapped(paint, QRectF(mid.x() - 10, mid.y() - 7, 20, 14), str(k + 1), diagram_font(7), MUTED,
                             Qt.AlignmentFlag.AlignHCenter)
        paint.setBrush(QColor("#C2B7A2"))
        paint.drawEllipse(centre, r * 0.28, r * 0.28)
        for key, places in (("level1", 10), ("level2", 5), ("centre", 1)):
            rows = panel.get(key, []) if key != "centre" else [panel.get("centre", [])]
            for k, workers in enumerate(rows[:places]):
                spot = _castle_point(centre, "3" if key == "centre" else f"{1 if key == 'level1' else 2}:{k}", r)
                for j, colour in enumerate(workers):
                    dx = (j - (len(workers) - 1) / 2) * 9
                    paint.setPen(QPen(QColor("#2B2B2B"), 0.8))
                    paint.setBrush(colours[int(colour) % len(colours)])
                    paint.drawEllipse(QPointF(spot.x() + dx, spot.y()), 4, 4)
        for a, b in panel.get("moves", []):
            pa, pb = _castle_point(centre, a, r), _castle_point(centre, b, r)
            vx, vy = pb.x() - pa.x(), pb.y() - pa.y()
            length = max(1.0, math.hypot(vx, vy))
            shrink = min(8.0, length / 3)
            arrow(paint, QPointF(pa.x() + vx / length * shrink, pa.y() + vy / length * shrink),
                   QPointF(pb.x() - vx / length * shrink, pb.y() - vy / length * shrink), QColor("#B3261E"))
    return height


# ---- ring and dial ------------------------------------------------------------------------------
def draw_ring(diagram: dict, lang: str, paint: QPainter | None) -> float:
    """``spaces`` (``label``, ``note``, ``colour``) clockwise from the top around a ``centre`` text;
    ``highlight`` outlines spaces, ``start`` marks the space a piece stands on."""
    spaces = diagram["spaces"]
    radius, inner = 104.0, 40.0
    centre = QPointF(6 + radius, 8 + radius)
    n = len(spaces)
    keyed = [(text_of(s.get("label"), lang), text_of(s.get("note"), lang)) for s in spaces]
    notes_h = key_notes(None, keyed, 2 * radius + 30, WIDTH - 2 * radius - 36, lang)
    if paint is not None:
        for i, space in enumerate(spaces):
            start = -90 + 360 * i / n - 180 / n
            path = sector(centre, inner, radius, start, 360 / n)
            highlighted = i in (diagram.get("highlight") or [])
            paint.setPen(QPen(QColor("#2E9D4F") if highlighted else LINE, 3 if highlighted else 1))
            paint.setBrush(QColor(space.get("colour", "#F3EEE3")))
            paint.drawPath(path)
            mid = math.radians(-90 + 360 * i / n)
            spot = centre + QPointF(math.cos(mid) * (inner + radius) / 2, math.sin(mid) * (inner + radius) / 2)
            fill = QColor(space.get("colour", "#F3EEE3"))
            wrapped(paint, QRectF(spot.x() - 36, spot.y() - 14, 72, 30), f"{i + 1}. {keyed[i][0]}",
                     diagram_font(8, True), ink_on(fill), Qt.AlignmentFlag.AlignHCenter)
            if diagram.get("start") == i:
                paint.setPen(QPen(INK, 1))
                paint.setBrush(QColor("#1F2A44"))
                paint.drawEllipse(centre + QPointF(math.cos(mid) * (radius - 10), math.sin(mid) * (radius - 10)), 6, 6)
        r = inner - 8  # a clockwise arrow around the centre
        paint.setPen(QPen(MUTED, 1.6))
        paint.setBrush(Qt.BrushStyle.NoBrush)
        paint.drawArc(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), 120 * 16, -280 * 16)
        end, before = math.radians(-120 + 280), math.radians(-120 + 262)
        arrow(paint, centre + QPointF(math.cos(before) * r, math.sin(before) * r),
               centre + QPointF(math.cos(end) * r, math.sin(end) * r), MUTED)
        wrapped(paint, QRectF(centre.x() - 30, centre.y() - 8, 60, 20), text_of(diagram.get("centre"), lang), diagram_font(7.5),
                 MUTED, Qt.AlignmentFlag.AlignHCenter)
        key_notes(paint, keyed, 2 * radius + 30, WIDTH - 2 * radius - 36, lang)
    return max(2 * radius + 16, notes_h + 8)


def draw_dial(diagram: dict, lang: str, paint: QPainter | None) -> float:
    """Three ``rings`` (inside out) crossed by ``wedges`` (``label``, ``colour``), ``markers`` (``ring``,
    ``wedge``, ``count``) and ``moves`` (``from``/``to`` as [ring, wedge], ``label``) with a key."""
    rings, wedges = diagram["rings"], diagram["wedges"]
    radius, hole = 104.0, 26.0
    centre = QPointF(6 + radius + 14, 24 + radius)
    step = (radius - hole) / len(rings)
    moves = diagram.get("moves") or []

    def spot(ring: int, wedge: int, shift: float = 0.0) -> QPointF:
        a = math.radians(-90 + 360 * wedge / len(wedges) + shift)
        r = hole + step * (ring + 0.5)
        return centre + QPointF(math.cos(a) * r, math.sin(a) * r)

    keyed = [(text_of(m.get("label"), lang), text_of(m.get("note"), lang)) for m in moves]
    notes_h = key_notes(None, keyed, 2 * radius + 44, WIDTH - 2 * radius - 50, lang)
    if paint is not None:
        for k, ring in enumerate(rings):
            for w, wedge in enumerate(wedges):
                start = -90 + 360 * w / len(wedges) - 180 / len(wedges)
                colour = QColor(wedge.get("colour", "#CCCCCC")).lighter(185 - 25 * k)
                paint.setPen(QPen(LINE, 1))
                paint.setBrush(colour)
                paint.drawPath(sector(centre, hole + k * step, hole + (k + 1) * step, start, 360 / len(wedges)))
            label_at = spot(k, 0, -38)
            wrapped(paint, QRectF(label_at.x() - 24, label_at.y() - 7, 48, 14), text_of(ring, lang), diagram_font(7), MUTED,
                     Qt.AlignmentFlag.AlignHCenter)
        for w, wedge in enumerate(wedges):
            a = math.radians(-90 + 360 * w / len(wedges))
            at = centre + QPointF(math.cos(a) * (radius + 2), math.sin(a) * (radius + 2))
            wrapped(paint, QRectF(at.x() - 40, at.y() - (16 if math.sin(a) < 0 else -2), 80, 16), text_of(wedge.get("label"),
                     lang), diagram_font(8, True), QColor(wedge.get("colour", "#333333")).darker(130),
                     Qt.AlignmentFlag.AlignHCenter)
        paint.setPen(QPen(LINE, 1))
        paint.setBrush(PAPER)
        paint.drawEllipse(centre, hole, hole)
        wrapped(paint, QRectF(centre.x() - hole, centre.y() - 7, 2 * hole, 14), text_of(diagram.get("centre"), lang),
                 diagram_font(7), MUTED, Qt.AlignmentFlag.AlignHCenter)
        for m in diagram.get("markers") or []:
            at = spot(int(m["ring"]), int(m["wedge"]))
            paint.setPen(QPen(INK, 1))
            paint.setBrush(QColor("#EEF3F6"))
            paint.drawEllipse(at, 8, 8)
            wrapped(paint, QRectF(at.x() - 8, at.y() - 7, 16, 14), str(m.get("count", "")), diagram_font(7, True), INK,
                     Qt.AlignmentFlag.AlignHCenter)
        blue = QColor("#1E66B0")
        for i, m in enumerate(moves):
            (r0, w0), (r1, w1) = m["from"], m["to"]
            if r0 == r1:  # along the ring to the other colour
                a0 = -90 + 360 * w0 / len(wedges) + 18
                turn = ((w1 - w0) % len(wedges)) * 360 / len(wedges) - 36
                r = hole + step * (r0 + 0.5)
                paint.setPen(QPen(blue, 1.6))
                paint.setBrush(Qt.BrushStyle.NoBrush)
                paint.drawArc(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), int(-a0 * 16), int(-turn * 16))
                end, before = math.radians(a0 + turn), math.radians(a0 + turn - 8)
                arrow(paint, centre + QPointF(math.cos(before) * r, math.sin(before) * r),
                       centre + QPointF(math.cos(end) * r, math.sin(end) * r), blue)
                mid_a = math.radians(a0 + turn / 2)
                mid = centre + QPointF(math.cos(mid_a) * r, math.sin(mid_a) * r)
            else:
                a, b = spot(r0, w0, 16), spot(r1, w1, 16)
                arrow(paint, a, b, blue)
                mid = (a + b) / 2
            paint.setPen(QPen(blue, 1))
            paint.setBrush(QColor("#FFFFFF"))
            paint.drawRect(QRectF(mid.x() - 7, mid.y() - 7, 14, 14))
            wrapped(paint, QRectF(mid.x() - 7, mid.y() - 6, 14, 12), str(i + 1), diagram_font(6.5, True), blue,
                     Qt.AlignmentFlag.AlignHCenter)
        key_notes(paint, keyed, 2 * radius + 44, WIDTH - 2 * radius - 50, lang)
    return max(2 * radius + 44, notes_h + 8)

