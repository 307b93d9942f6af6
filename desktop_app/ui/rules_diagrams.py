"""Diagrams of the rules for players, drawn with QPainter from the data in ``diagrams.yaml``.

A diagram is a mapping with a ``kind`` and an optional ``caption`` (``{en, zh}``). Texts are
``{en, zh}`` mappings or plain strings. The kinds, shared by every game:

- ``grid``: ``panels`` of cell grids side by side, each with ``rows`` (one label per cell,
  space separated: ``#`` outside the area, ``.`` empty, ``_`` not drawn), optional ``title``, ``stars``
  (cells such as ``C1``), ``fold_after_row``, ``highlight`` (cells outlined) and ``crossed``
  (labels struck through) and its own ``colours``; ``colours`` per label for every panel and a
  ``legend`` of ``{label, text}``.
- ``flow``: numbered ``steps`` joined by arrows, with an optional ``loop`` label.
- ``gears``: ``panels`` of meshing gears (``sectors``: three texts clockwise, ``active``: the
  sector at the white arc, ``turn``: ``cw``/``ccw``), each panel with a ``title``.
- ``bids``: ``actions`` (rows) and ``players`` in turn order (``name``, ``colour``, ``bids``);
  the acting order of each action (most tokens first, ties by turn order) is worked out here.
- ``track``: a row of ``cells`` (``label``, ``note``, optional ``colour``) joined by arrows.
- ``cards``: boxes side by side (``title``, ``colour``, ``lines``).
- ``road``: road ``spaces`` (``id``, ``label``, ``ring`` outer/inner: the top or bottom row,
  ``col``, optional ``note``) joined by arrows (``links``: pairs of ids), some ``highlight``-ed.
- ``castle``: ``panels`` of a castle seen from above (ten outer regions, five middle ones, the
  centre), each with ``title``, workers as colour indices per region (``level1``: ten lists,
  ``level2``: five, ``centre``), ``highlight`` (outer regions) and ``moves`` (arrows between
  places written ``1:3`` = level 1 region 3, ``2:1``, ``3``); ``colours`` of the players.
- ``ring``: ``spaces`` (``label``, ``note``, ``colour``) clockwise around a ``centre`` text, a numbered
  key beside it; ``highlight`` (indexes outlined) and ``start`` (where a piece stands).
- ``dial``: concentric ``rings`` crossed by ``wedges`` (``label``, ``colour``), with ``markers``
  (``ring``, ``wedge``, ``count``) and numbered ``moves`` (``from``/``to`` = [ring, wedge], ``label``, ``note``).

:func:`draw_diagram` returns a QImage; the rules window shows it where the text names it.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPen, QPolygonF

from desktop_app.engine.text import pick_name

WIDTH = 600.0
"""The logical width of every diagram (pixels)."""
INK = QColor("#2B2620")
PAPER = QColor("#FBF7EC")
MUTED = QColor("#6B6358")
LINE = QColor("#8C8478")
OUTSIDE = QColor("#E6E1D6")
CELL = 22.0
BLANK = "_"
"""A grid label for a square that is not drawn at all (the shape of a lone tile)."""


class DiagramError(ValueError):
    """A diagram's data cannot be drawn (the message names the diagram and the field)."""


def _t(value: Any, lang: str) -> str:
    return "" if value is None else pick_name(value, lang)


def _font(size: float, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSizeF(size)
    font.setBold(bold)
    return font


def _text_height(text: str, width: float, font: QFont) -> float:
    if not text:
        return 0.0
    rect = QFontMetricsF(font).boundingRect(QRectF(0, 0, width, 10000), Qt.TextFlag.TextWordWrap, text)
    return rect.height()


def _wrapped(painter: QPainter, rect: QRectF, text: str, font: QFont, colour: QColor = INK,
             align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    painter.setFont(font)
    painter.setPen(colour)
    painter.drawText(rect, int(align | Qt.AlignmentFlag.AlignTop) | Qt.TextFlag.TextWordWrap, text)


def _arrow(painter: QPainter, start: QPointF, end: QPointF, colour: QColor = LINE) -> None:
    painter.setPen(QPen(colour, 1.6))
    painter.drawLine(start, end)
    angle = math.atan2(end.y() - start.y(), end.x() - start.x())
    head = [end, end - QPointF(math.cos(angle - 0.45) * 8, math.sin(angle - 0.45) * 8),
            end - QPointF(math.cos(angle + 0.45) * 8, math.sin(angle + 0.45) * 8)]
    painter.setBrush(colour)
    painter.drawPolygon(QPolygonF(head))


def _cell_index(cell: str) -> tuple[int, int]:
    """``C1`` → (2, 0): column letter, row number from 1."""
    return ord(cell[0].upper()) - ord("A"), int(cell[1:]) - 1


def _ink_on(colour: QColor) -> QColor:
    return INK if colour.lightness() > 140 else QColor("#FFFFFF")


# ---- grid ---------------------------------------------------------------------------------
def _star(painter: QPainter, centre: QPointF, radius: float) -> None:
    points = [centre + QPointF(math.sin(i * math.pi / 5) * (radius if i % 2 == 0 else radius * 0.45),
                               -math.cos(i * math.pi / 5) * (radius if i % 2 == 0 else radius * 0.45))
              for i in range(10)]
    painter.setPen(QPen(QColor("#7A5A00"), 0.8))
    painter.setBrush(QColor("#F2C14E"))
    painter.drawPolygon(QPolygonF(points))


def _grid_panel(painter: QPainter, origin: QPointF, panel: dict, colours: dict, lang: str) -> None:
    colours = {**colours, **{str(k): v for k, v in (panel.get("colours") or {}).items()}}
    title = _t(panel.get("title"), lang)
    y0 = origin.y()
    if title:
        _wrapped(painter, QRectF(origin.x(), y0, 220, 20), title, _font(9.5, True))
        y0 += 20
    rows = [str(r).split() for r in panel["rows"]]
    crossed = set(panel.get("crossed", []))
    for r, row in enumerate(rows):
        for c, label in enumerate(row):
            if label == BLANK:
                continue
            rect = QRectF(origin.x() + c * CELL, y0 + r * CELL, CELL, CELL)
            fill = OUTSIDE if label == "#" else PAPER if label == "." else QColor(colours.get(label, "#C9C2B3"))
            painter.fillRect(rect, fill)
            painter.setPen(QPen(LINE, 0.6))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawRect(rect)
            if label not in ("#", "."):
                _wrapped(painter, rect.adjusted(0, 3, 0, 0), label, _font(8.5, True), _ink_on(fill),
                         Qt.AlignmentFlag.AlignHCenter)
                if label in crossed:
                    painter.setPen(QPen(QColor("#B3261E"), 1.6))
                    painter.drawLine(rect.topLeft() + QPointF(3, 3), rect.bottomRight() - QPointF(3, 3))
    for cell in panel.get("stars", []):
        c, r = _cell_index(cell)
        _star(painter, QPointF(origin.x() + (c + 0.5) * CELL, y0 + (r + 0.5) * CELL), 6.5)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#B3261E"), 2.4))
    for cell in panel.get("highlight", []):
        c, r = _cell_index(cell)
        painter.drawRect(QRectF(origin.x() + c * CELL + 2, y0 + r * CELL + 2, CELL - 4, CELL - 4))
    fold = panel.get("fold_after_row")
    if fold:
        painter.setPen(QPen(INK, 2.2, Qt.PenStyle.DashLine))
        y = y0 + fold * CELL
        painter.drawLine(QPointF(origin.x() - 4, y), QPointF(origin.x() + len(rows[0]) * CELL + 4, y))


def _grid_size(panel: dict, lang: str) -> tuple[float, float]:
    rows = [str(r).split() for r in panel["rows"]]
    return max(len(r) for r in rows) * CELL, len(rows) * CELL + (20 if _t(panel.get("title"), lang) else 0)


def _legend_height(legend: list, lang: str, width: float) -> float:
    return sum(max(CELL, _text_height(_t(e.get("text"), lang), width - CELL - 10, _font(9))) + 4 for e in legend)


def _draw_legend(painter: QPainter, legend: list, colours: dict, lang: str, x: float, y: float,
                 width: float) -> None:
    for entry in legend:
        label = str(entry.get("label", ""))
        fill = QColor(entry.get("colour") or colours.get(label, "#C9C2B3"))
        box = QRectF(x, y, CELL, CELL)
        painter.fillRect(box, fill)
        painter.setPen(QPen(LINE, 0.6))
        painter.drawRect(box)
        _wrapped(painter, box.adjusted(0, 3, 0, 0), label, _font(8.5, True), _ink_on(fill), Qt.AlignmentFlag.AlignHCenter)
        text = _t(entry.get("text"), lang)
        h = max(CELL, _text_height(text, width - CELL - 10, _font(9)))
        _wrapped(painter, QRectF(x + CELL + 8, y + 3, width - CELL - 10, h), text, _font(9))
        y += h + 4


def _grid(diagram: dict, lang: str, paint: QPainter | None) -> float:
    panels, colours = diagram["panels"], {str(k): v for k, v in (diagram.get("colours") or {}).items()}
    legend = diagram.get("legend") or []
    x, top, height = 0.0, 0.0, 0.0
    for panel in panels:
        w, h = _grid_size(panel, lang)
        if paint is not None:
            _grid_panel(paint, QPointF(x + 6, top + 4), panel, colours, lang)
        x += w + 28
        height = max(height, h + 8)
    if legend:
        if x + 180 <= WIDTH:  # the key fits beside the grids
            if paint is not None:
                _draw_legend(paint, legend, colours, lang, x, top + 4, WIDTH - x)
            height = max(height, _legend_height(legend, lang, WIDTH - x) + 8)
        else:
            if paint is not None:
                _draw_legend(paint, legend, colours, lang, 6, top + height + 6, WIDTH - 12)
            height += _legend_height(legend, lang, WIDTH - 12) + 10
    return height


# ---- flow ---------------------------------------------------------------------------------
def _flow(diagram: dict, lang: str, paint: QPainter | None) -> float:
    steps = [_t(s, lang) for s in diagram["steps"]]
    per_row = max(1, min(len(steps), int(diagram.get("per_row", 4))))
    gap = 26.0
    box_w = (WIDTH - 12 - gap * (per_row - 1)) / per_row
    font = _font(9)
    box_h = max(_text_height(s, box_w - 34, font) for s in steps) + 20
    y = 6.0
    for i, text in enumerate(steps):
        row, col = divmod(i, per_row)
        rect = QRectF(6 + col * (box_w + gap), y + row * (box_h + gap), box_w, box_h)
        if paint is not None:
            paint.setPen(QPen(QColor("#A89878"), 1.2))
            paint.setBrush(QColor("#F3EEE3"))
            paint.drawRoundedRect(rect, 8, 8)
            badge = QRectF(rect.left() + 6, rect.top() + 7, 18, 18)
            paint.setBrush(QColor("#5B4A36"))
            paint.drawEllipse(badge)
            _wrapped(paint, badge.adjusted(0, 1, 0, 0), str(i + 1), _font(8, True), QColor("#FFFFFF"),
                     Qt.AlignmentFlag.AlignHCenter)
            _wrapped(paint, rect.adjusted(28, 8, -6, -4), text, font)
            if i + 1 < len(steps):
                if col + 1 < per_row:
                    _arrow(paint, QPointF(rect.right() + 3, rect.center().y()), QPointF(rect.right() + gap - 3,
                                                                                      rect.center().y()))
                else:
                    _arrow(paint, QPointF(rect.center().x(), rect.bottom() + 3),
                           QPointF(6 + box_w / 2, rect.bottom() + gap - 3))
    rows = math.ceil(len(steps) / per_row)
    height = y + rows * box_h + (rows - 1) * gap + 6
    loop = _t(diagram.get("loop"), lang)
    if loop:
        if paint is not None:
            _wrapped(paint, QRectF(6, height, WIDTH - 12, 20), "↻ " + loop, _font(9, True), MUTED)
        height += 22
    return height


# ---- gears --------------------------------------------------------------------------------
def _gear(painter: QPainter, centre: QPointF, radius: float, gear: dict, lang: str, arc_angle: float) -> None:
    teeth = 12
    path = QPainterPath()
    for i in range(teeth * 2):
        angle = i * math.pi / teeth
        r = radius + (5 if i % 2 == 0 else 0)
        for a in (angle - math.pi / (teeth * 2.4), angle + math.pi / (teeth * 2.4)):
            point = centre + QPointF(math.cos(a) * r, math.sin(a) * r)
            if path.elementCount() == 0:
                path.moveTo(point)
            else:
                path.lineTo(point)
    path.closeSubpath()
    painter.setPen(QPen(QColor("#6B5536"), 1.2))
    painter.setBrush(QColor("#CDB88F"))
    painter.drawPath(path)
    sectors = [_t(s, lang) for s in gear["sectors"]]
    active = int(gear.get("active", 0))
    for i, text in enumerate(sectors):
        # sector i's centre sits (i - active) * 120° clockwise from the white arc (GUT-GEAR-02)
        mid = math.radians(arc_angle + ((i - active) % 3) * 120)
        wedge = QPainterPath(centre)
        wedge.arcTo(QRectF(centre.x() - radius + 4, centre.y() - radius + 4, 2 * radius - 8, 2 * radius - 8),
                    -math.degrees(mid) + 60, -120)
        wedge.closeSubpath()
        painter.setPen(QPen(QColor("#6B5536"), 1))
        painter.setBrush(QColor("#FFF6DD") if i == active else QColor("#E9DDBF"))
        painter.drawPath(wedge)
        spot = centre + QPointF(math.cos(mid) * radius * 0.55, math.sin(mid) * radius * 0.55)
        _wrapped(painter, QRectF(spot.x() - 34, spot.y() - 9, 68, 30), text or "—", _font(7.5, i == active),
                 INK, Qt.AlignmentFlag.AlignHCenter)
    arc = math.radians(arc_angle)
    span = QRectF(centre.x() - radius - 11, centre.y() - radius - 11, 2 * radius + 22, 2 * radius + 22)
    for pen in (QPen(QColor("#5B4A36"), 8, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap),
                QPen(QColor("#FFFFFF"), 5, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)):
        painter.setPen(pen)
        painter.drawArc(span, int((-math.degrees(arc) - 24) * 16), int(48 * 16))
    turn = gear.get("turn")
    if turn in ("cw", "ccw"):
        sweep = -70 if turn == "cw" else 70
        start = 200 if turn == "cw" else 140
        painter.setPen(QPen(QColor("#3E8FB0"), 2.2))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        ring = QRectF(centre.x() - radius - 18, centre.y() - radius - 18, 2 * radius + 36, 2 * radius + 36)
        painter.drawArc(ring, start * 16, sweep * 16)
        end_deg = math.radians(start + sweep)
        tip = QPointF(ring.center().x() + math.cos(end_deg) * ring.width() / 2,
                      ring.center().y() - math.sin(end_deg) * ring.height() / 2)
        back = math.radians(start + sweep - (8 if turn == "ccw" else -8))
        tail = QPointF(ring.center().x() + math.cos(back) * ring.width() / 2,
                       ring.center().y() - math.sin(back) * ring.height() / 2)
        _arrow(painter, tail, tip, QColor("#3E8FB0"))
    label = _t(gear.get("label"), lang)
    if label:
        _wrapped(painter, QRectF(centre.x() - 60, centre.y() + radius + 22, 120, 18), label, _font(8.5, True),
                 MUTED, Qt.AlignmentFlag.AlignHCenter)


def _gears(diagram: dict, lang: str, paint: QPainter | None) -> float:
    panels = diagram["panels"]
    radius = 52.0
    panel_w = (WIDTH - 12) / len(panels)
    height = 0.0
    for p, panel in enumerate(panels):
        x0 = 6 + p * panel_w
        title = _t(panel.get("title"), lang)
        gears = panel["gears"]
        step = 2 * radius + 6
        if paint is not None:
            if title:
                _wrapped(paint, QRectF(x0, 4, panel_w, 20), title, _font(9.5, True), INK, Qt.AlignmentFlag.AlignHCenter)
            for g, gear in enumerate(gears):
                centre = QPointF(x0 + panel_w / 2, 28 + radius + 18 + g * (step + 34))
                _gear(paint, centre, radius, gear, lang, float(panel.get("arc_angle", 0)))
        height = max(height, 28 + len(gears) * (step + 34) + 16)
    return height


# ---- bids ---------------------------------------------------------------------------------
def acting_order(bids: list[int]) -> list[int]:
    """Players (listed in turn order) with a bid of at least 1, most tokens first, ties by turn order."""
    return sorted((i for i, b in enumerate(bids) if b >= 1), key=lambda i: -bids[i])


def _bids(diagram: dict, lang: str, paint: QPainter | None) -> float:
    actions = [_t(a, lang) for a in diagram["actions"]]
    players = diagram["players"]
    row_h, label_w, chip = 30.0, 130.0, 9.0
    col_w = (WIDTH - label_w - 150) / len(players)
    if paint is not None:
        for j, player in enumerate(players):
            _wrapped(paint, QRectF(label_w + j * col_w, 4, col_w, 18), str(player["name"]), _font(9, True),
                     QColor(player.get("colour", "#000000")), Qt.AlignmentFlag.AlignHCenter)
        _wrapped(paint, QRectF(WIDTH - 146, 4, 146, 18), _t(diagram.get("order_title") or
                                                             {"en": "Acting order", "zh": "行動順序"}, lang),
                 _font(9, True))
    for r, action in enumerate(actions):
        y = 26 + r * row_h
        bids = [int(p["bids"][r]) for p in players]
        if paint is not None:
            paint.fillRect(QRectF(0, y, WIDTH, row_h - 4), QColor("#F3EEE3") if r % 2 == 0 else QColor("#FBF7EC"))
            _wrapped(paint, QRectF(6, y + 6, label_w - 10, row_h), action, _font(9))
            for j, (player, bid) in enumerate(zip(players, bids, strict=True)):
                paint.setPen(QPen(QColor("#3B3026"), 0.8))
                paint.setBrush(QColor(player.get("colour", "#888888")))
                for k in range(bid):
                    paint.drawEllipse(QPointF(label_w + j * col_w + 10 + k * (chip + 2), y + row_h / 2 - 2), chip / 2,
                                      chip / 2)
                _wrapped(paint, QRectF(label_w + (j + 1) * col_w - 22, y + 6, 20, row_h), str(bid), _font(8), MUTED)
            order = " → ".join(str(players[i]["name"]) for i in acting_order(bids)) or "—"
            _wrapped(paint, QRectF(WIDTH - 146, y + 6, 146, row_h), order, _font(9, True))
    return 26 + len(actions) * row_h + 4


# ---- track and cards ------------------------------------------------------------------------
def _track(diagram: dict, lang: str, paint: QPainter | None) -> float:
    cells = diagram["cells"]
    gap = 20.0
    w = (WIDTH - 12 - gap * (len(cells) - 1)) / len(cells)
    font = _font(8.5)
    note_h = max(_text_height(_t(c.get("note"), lang), w - 8, font) for c in cells)
    h = 26 + note_h + 10
    if paint is not None:
        for i, cell in enumerate(cells):
            rect = QRectF(6 + i * (w + gap), 6, w, h)
            paint.setPen(QPen(QColor("#A89878"), 1.2))
            paint.setBrush(QColor(cell.get("colour", "#F3EEE3")))
            paint.drawRoundedRect(rect, 6, 6)
            _wrapped(paint, rect.adjusted(4, 5, -4, 0), _t(cell.get("label"), lang), _font(10, True), INK,
                     Qt.AlignmentFlag.AlignHCenter)
            _wrapped(paint, rect.adjusted(4, 26, -4, 0), _t(cell.get("note"), lang), font, INK,
                     Qt.AlignmentFlag.AlignHCenter)
            if i + 1 < len(cells):
                _arrow(paint, QPointF(rect.right() + 3, rect.center().y()), QPointF(rect.right() + gap - 3,
                                                                                  rect.center().y()))
    return h + 12


def _cards(diagram: dict, lang: str, paint: QPainter | None) -> float:
    cards = diagram["cards"]
    gap = 18.0
    w = (WIDTH - 12 - gap * (len(cards) - 1)) / len(cards)
    font = _font(9)
    body = max(sum(_text_height("• " + _t(line, lang), w - 16, font) + 3 for line in c.get("lines", []))
               for c in cards)
    h = 28 + body + 10
    if paint is not None:
        for i, card in enumerate(cards):
            rect = QRectF(6 + i * (w + gap), 6, w, h)
            colour = QColor(card.get("colour", "#5B4A36"))
            paint.setPen(QPen(colour, 1.5))
            paint.setBrush(PAPER)
            paint.drawRoundedRect(rect, 8, 8)
            band = QRectF(rect.left(), rect.top(), rect.width(), 24)
            paint.fillRect(band.adjusted(1, 1, -1, 0), colour)
            _wrapped(paint, band.adjusted(8, 4, -8, 0), _t(card.get("title"), lang), _font(9.5, True), _ink_on(colour))
            y = rect.top() + 30
            for line in card.get("lines", []):
                text = "• " + _t(line, lang)
                lh = _text_height(text, w - 16, font)
                _wrapped(paint, QRectF(rect.left() + 8, y, w - 16, lh), text, font)
                y += lh + 3
            if i + 1 < len(cards) and diagram.get("joined"):
                _wrapped(paint, QRectF(rect.right(), rect.center().y() - 10, gap, 20), "+", _font(12, True), INK,
                         Qt.AlignmentFlag.AlignHCenter)
    return h + 12


# ---- road and castle (Viscounts of the West Kingdom) -----------------------------------------
def _road(diagram: dict, lang: str, paint: QPainter | None) -> float:
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
            _arrow(paint, start, end)
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
            _wrapped(paint, rect.adjusted(3, 4, -3, 0), _t(sp.get("label"), lang), _font(8.5, True), INK,
                     Qt.AlignmentFlag.AlignHCenter)
            note = _t(sp.get("note"), lang)
            if note:
                _wrapped(paint, QRectF(c.x() - cell / 2 + 2, c.y() + 24, cell - 4, 30), note, _font(8), MUTED,
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


def _castle(diagram: dict, lang: str, paint: QPainter | None) -> float:
    panels = diagram["panels"]
    colours = [QColor(c) for c in diagram.get("colours", ["#C8412F", "#2F6DB5", "#3C8D4F", "#E0B12B"])]
    w = (WIDTH - 12 - 16 * (len(panels) - 1)) / len(panels)
    r = min(w / 2 - 8, 120.0)
    height = 22 + 2 * r + 10
    if paint is None:
        return height
    for i, panel in enumerate(panels):
        centre = QPointF(6 + i * (w + 16) + w / 2, 22 + r)
        _wrapped(paint, QRectF(centre.x() - w / 2, 2, w, 18), _t(panel.get("title"), lang), _font(9, True), INK,
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
                    _wrapped(paint, QRectF(mid.x() - 10, mid.y() - 7, 20, 14), str(k + 1), _font(7), MUTED,
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
            _arrow(paint, QPointF(pa.x() + vx / length * shrink, pa.y() + vy / length * shrink),
                   QPointF(pb.x() - vx / length * shrink, pb.y() - vy / length * shrink), QColor("#B3261E"))
    return height


# ---- ring and dial ------------------------------------------------------------------------------
def _sector(centre: QPointF, inner: float, outer: float, start: float, span: float) -> QPainterPath:
    """An annular sector; angles in screen degrees (clockwise from 3 o'clock)."""
    path = QPainterPath()
    box = QRectF(centre.x() - outer, centre.y() - outer, 2 * outer, 2 * outer)
    hole = QRectF(centre.x() - inner, centre.y() - inner, 2 * inner, 2 * inner)
    path.arcMoveTo(box, -start)
    path.arcTo(box, -start, -span)
    path.arcTo(hole, -(start + span), span)
    path.closeSubpath()
    return path


def _notes(paint: QPainter | None, items: list[tuple[str, str]], x: float, width: float, lang: str) -> float:
    """A numbered key beside a ring: (label, note) per line; returns its height."""
    y = 8.0
    for i, (label, note) in enumerate(items):
        text = f"{i + 1}. {label}" + (f" — {note}" if note else "")
        h = _text_height(text, width, _font(9)) + 4
        if paint is not None:
            _wrapped(paint, QRectF(x, y, width, h), text, _font(9))
        y += h
    return y


def _ring(diagram: dict, lang: str, paint: QPainter | None) -> float:
    """``spaces`` (``label``, ``note``, ``colour``) clockwise from the top around a ``centre`` text;
    ``highlight`` outlines spaces, ``start`` marks the space a piece stands on."""
    spaces = diagram["spaces"]
    radius, inner = 104.0, 40.0
    centre = QPointF(6 + radius, 8 + radius)
    n = len(spaces)
    keyed = [(_t(s.get("label"), lang), _t(s.get("note"), lang)) for s in spaces]
    notes_h = _notes(None, keyed, 2 * radius + 30, WIDTH - 2 * radius - 36, lang)
    if paint is not None:
        for i, space in enumerate(spaces):
            start = -90 + 360 * i / n - 180 / n
            path = _sector(centre, inner, radius, start, 360 / n)
            highlighted = i in (diagram.get("highlight") or [])
            paint.setPen(QPen(QColor("#2E9D4F") if highlighted else LINE, 3 if highlighted else 1))
            paint.setBrush(QColor(space.get("colour", "#F3EEE3")))
            paint.drawPath(path)
            mid = math.radians(-90 + 360 * i / n)
            spot = centre + QPointF(math.cos(mid) * (inner + radius) / 2, math.sin(mid) * (inner + radius) / 2)
            fill = QColor(space.get("colour", "#F3EEE3"))
            _wrapped(paint, QRectF(spot.x() - 36, spot.y() - 14, 72, 30), f"{i + 1}. {keyed[i][0]}",
                     _font(8, True), _ink_on(fill), Qt.AlignmentFlag.AlignHCenter)
            if diagram.get("start") == i:
                paint.setPen(QPen(INK, 1))
                paint.setBrush(QColor("#1F2A44"))
                paint.drawEllipse(centre + QPointF(math.cos(mid) * (radius - 10), math.sin(mid) * (radius - 10)), 6, 6)
        r = inner - 8  # a clockwise arrow around the centre
        paint.setPen(QPen(MUTED, 1.6))
        paint.setBrush(Qt.BrushStyle.NoBrush)
        paint.drawArc(QRectF(centre.x() - r, centre.y() - r, 2 * r, 2 * r), 120 * 16, -280 * 16)
        end, before = math.radians(-120 + 280), math.radians(-120 + 262)
        _arrow(paint, centre + QPointF(math.cos(before) * r, math.sin(before) * r),
               centre + QPointF(math.cos(end) * r, math.sin(end) * r), MUTED)
        _wrapped(paint, QRectF(centre.x() - 30, centre.y() - 8, 60, 20), _t(diagram.get("centre"), lang), _font(7.5),
                 MUTED, Qt.AlignmentFlag.AlignHCenter)
        _notes(paint, keyed, 2 * radius + 30, WIDTH - 2 * radius - 36, lang)
    return max(2 * radius + 16, notes_h + 8)


def _dial(diagram: dict, lang: str, paint: QPainter | None) -> float:
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

    keyed = [(_t(m.get("label"), lang), _t(m.get("note"), lang)) for m in moves]
    notes_h = _notes(None, keyed, 2 * radius + 44, WIDTH - 2 * radius - 50, lang)
    if paint is not None:
        for k, ring in enumerate(rings):
            for w, wedge in enumerate(wedges):
                start = -90 + 360 * w / len(wedges) - 180 / len(wedges)
                colour = QColor(wedge.get("colour", "#CCCCCC")).lighter(185 - 25 * k)
                paint.setPen(QPen(LINE, 1))
                paint.setBrush(colour)
                paint.drawPath(_sector(centre, hole + k * step, hole + (k + 1) * step, start, 360 / len(wedges)))
            label_at = spot(k, 0, -38)
            _wrapped(paint, QRectF(label_at.x() - 24, label_at.y() - 7, 48, 14), _t(ring, lang), _font(7), MUTED,
                     Qt.AlignmentFlag.AlignHCenter)
        for w, wedge in enumerate(wedges):
            a = math.radians(-90 + 360 * w / len(wedges))
            at = centre + QPointF(math.cos(a) * (radius + 2), math.sin(a) * (radius + 2))
            _wrapped(paint, QRectF(at.x() - 40, at.y() - (16 if math.sin(a) < 0 else -2), 80, 16), _t(wedge.get("label"),
                     lang), _font(8, True), QColor(wedge.get("colour", "#333333")).darker(130),
                     Qt.AlignmentFlag.AlignHCenter)
        paint.setPen(QPen(LINE, 1))
        paint.setBrush(PAPER)
        paint.drawEllipse(centre, hole, hole)
        _wrapped(paint, QRectF(centre.x() - hole, centre.y() - 7, 2 * hole, 14), _t(diagram.get("centre"), lang),
                 _font(7), MUTED, Qt.AlignmentFlag.AlignHCenter)
        for m in diagram.get("markers") or []:
            at = spot(int(m["ring"]), int(m["wedge"]))
            paint.setPen(QPen(INK, 1))
            paint.setBrush(QColor("#EEF3F6"))
            paint.drawEllipse(at, 8, 8)
            _wrapped(paint, QRectF(at.x() - 8, at.y() - 7, 16, 14), str(m.get("count", "")), _font(7, True), INK,
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
                _arrow(paint, centre + QPointF(math.cos(before) * r, math.sin(before) * r),
                       centre + QPointF(math.cos(end) * r, math.sin(end) * r), blue)
                mid_a = math.radians(a0 + turn / 2)
                mid = centre + QPointF(math.cos(mid_a) * r, math.sin(mid_a) * r)
            else:
                a, b = spot(r0, w0, 16), spot(r1, w1, 16)
                _arrow(paint, a, b, blue)
                mid = (a + b) / 2
            paint.setPen(QPen(blue, 1))
            paint.setBrush(QColor("#FFFFFF"))
            paint.drawRect(QRectF(mid.x() - 7, mid.y() - 7, 14, 14))
            _wrapped(paint, QRectF(mid.x() - 7, mid.y() - 6, 14, 12), str(i + 1), _font(6.5, True), blue,
                     Qt.AlignmentFlag.AlignHCenter)
        _notes(paint, keyed, 2 * radius + 44, WIDTH - 2 * radius - 50, lang)
    return max(2 * radius + 44, notes_h + 8)


KINDS: dict[str, Callable[[dict, str, QPainter | None], float]] = {
    "grid": _grid, "flow": _flow, "gears": _gears, "bids": _bids, "track": _track, "cards": _cards,
    "road": _road, "castle": _castle, "ring": _ring, "dial": _dial,
}
"""Each kind: ``draw(diagram, lang, painter or None) -> height``; with no painter it only measures."""
REQUIRED = {"grid": "panels", "flow": "steps", "gears": "panels", "bids": "players", "track": "cells",
            "cards": "cards", "road": "spaces", "castle": "panels", "ring": "spaces", "dial": "wedges"}


def check_diagram(name: str, diagram: Any) -> None:
    """Raise :class:`DiagramError` naming the diagram and the field when it cannot be drawn."""
    if not isinstance(diagram, dict):
        raise DiagramError(f"{name}: expected a mapping with a kind")
    kind = diagram.get("kind")
    if kind not in KINDS:
        raise DiagramError(f"{name}: kind: {kind!r} is not one of {', '.join(KINDS)}")
    field = REQUIRED[kind]
    if not isinstance(diagram.get(field), list) or not diagram[field]:
        raise DiagramError(f"{name}: {field}: expected a non-empty list")


def draw_diagram(name: str, diagram: dict, lang: str, ratio: float = 2.0) -> QImage:
    """The diagram as an image :data:`WIDTH` logical pixels wide (``ratio`` = device pixel ratio).

    The caption, if any, is written under the drawing.
    """
    check_diagram(name, diagram)
    draw = KINDS[diagram["kind"]]
    caption = _t(diagram.get("caption"), lang)
    body = draw(diagram, lang, None)
    caption_h = _text_height(caption, WIDTH - 12, _font(9)) + 8 if caption else 0
    image = QImage(int(WIDTH * ratio), int((body + caption_h + 4) * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    try:
        draw(diagram, lang, painter)
        if caption:
            _wrapped(painter, QRectF(6, body + 2, WIDTH - 12, caption_h), caption, _font(9), MUTED)
    finally:
        painter.end()
    return image

