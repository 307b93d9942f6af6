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
from PySide6.QtGui import QColor, QImage, QPainter, QPainterPath, QPen

from desktop_app.ui.board_diagrams import draw_castle, draw_dial, draw_ring, draw_road
from desktop_app.ui.diagram_paint import (
    BLANK,
    CELL,
    INK,
    LINE,
    MUTED,
    OUTSIDE,
    PAPER,
    WIDTH,
    DiagramError,
    arrow,
    cell_index,
    diagram_font,
    ink_on,
    star,
    text_height,
    text_of,
    wrapped,
)


def _grid_panel(painter: QPainter, origin: QPointF, panel: dict, colours: dict, lang: str) -> None:
    colours = {**colours, **{str(k): v for k, v in (panel.get("colours") or {}).items()}}
    title = text_of(panel.get("title"), lang)
    y0 = origin.y()
    if title:
        wrapped(painter, QRectF(origin.x(), y0, 220, 20), title, diagram_font(9.5, True))
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
                wrapped(painter, rect.adjusted(0, 3, 0, 0), label, diagram_font(8.5, True), ink_on(fill),
                         Qt.AlignmentFlag.AlignHCenter)
                if label in crossed:
                    painter.setPen(QPen(QColor("#B3261E"), 1.6))
                    painter.drawLine(rect.topLeft() + QPointF(3, 3), rect.bottomRight() - QPointF(3, 3))
    for cell in panel.get("stars", []):
        c, r = cell_index(cell)
        star(painter, QPointF(origin.x() + (c + 0.5) * CELL, y0 + (r + 0.5) * CELL), 6.5)
    painter.setBrush(Qt.BrushStyle.NoBrush)
    painter.setPen(QPen(QColor("#B3261E"), 2.4))
    for cell in panel.get("highlight", []):
        c, r = cell_index(cell)
        painter.drawRect(QRectF(origin.x() + c * CELL + 2, y0 + r * CELL + 2, CELL - 4, CELL - 4))
    fold = panel.get("fold_after_row")
    if fold:
        painter.setPen(QPen(INK, 2.2, Qt.PenStyle.DashLine))
        y = y0 + fold * CELL
        painter.drawLine(QPointF(origin.x() - 4, y), QPointF(origin.x() + len(rows[0]) * CELL + 4, y))


def _grid_size(panel: dict, lang: str) -> tuple[float, float]:
    rows = [str(r).split() for r in panel["rows"]]
    return max(len(r) for r in rows) * CELL, len(rows) * CELL + (20 if text_of(panel.get("title"), lang) else 0)


def _legend_height(legend: list, lang: str, width: float) -> float:
    return sum(max(CELL, text_height(text_of(e.get("text"), lang), width - CELL - 10, diagram_font(9))) + 4 for e in legend)


def _draw_legend(painter: QPainter, legend: list, colours: dict, lang: str, x: float, y: float,
                 width: float) -> None:
    for entry in legend:
        label = str(entry.get("label", ""))
        fill = QColor(entry.get("colour") or colours.get(label, "#C9C2B3"))
        box = QRectF(x, y, CELL, CELL)
        painter.fillRect(box, fill)
        painter.setPen(QPen(LINE, 0.6))
        painter.drawRect(box)
        wrapped(painter, box.adjusted(0, 3, 0, 0), label, diagram_font(8.5, True), ink_on(fill), Qt.AlignmentFlag.AlignHCenter)
        text = text_of(entry.get("text"), lang)
        h = max(CELL, text_height(text, width - CELL - 10, diagram_font(9)))
        wrapped(painter, QRectF(x + CELL + 8, y + 3, width - CELL - 10, h), text, diagram_font(9))
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
    steps = [text_of(s, lang) for s in diagram["steps"]]
    per_row = max(1, min(len(steps), int(diagram.get("per_row", 4))))
    gap = 26.0
    box_w = (WIDTH - 12 - gap * (per_row - 1)) / per_row
    font = diagram_font(9)
    box_h = max(text_height(s, box_w - 34, font) for s in steps) + 20
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
            wrapped(paint, badge.adjusted(0, 1, 0, 0), str(i + 1), diagram_font(8, True), QColor("#FFFFFF"),
                     Qt.AlignmentFlag.AlignHCenter)
            wrapped(paint, rect.adjusted(28, 8, -6, -4), text, font)
            if i + 1 < len(steps):
                if col + 1 < per_row:
                    arrow(paint, QPointF(rect.right() + 3, rect.center().y()), QPointF(rect.right() + gap - 3,
                                                                                      rect.center().y()))
                else:
                    arrow(paint, QPointF(rect.center().x(), rect.bottom() + 3),
                           QPointF(6 + box_w / 2, rect.bottom() + gap - 3))
    rows = math.ceil(len(steps) / per_row)
    height = y + rows * box_h + (rows - 1) * gap + 6
    loop = text_of(diagram.get("loop"), lang)
    if loop:
        if paint is not None:
            wrapped(paint, QRectF(6, height, WIDTH - 12, 20), "↻ " + loop, diagram_font(9, True), MUTED)
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
    sectors = [text_of(s, lang) for s in gear["sectors"]]
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
        wrapped(painter, QRectF(spot.x() - 34, spot.y() - 9, 68, 30), text or "—", diagram_font(7.5, i == active),
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
        arrow(painter, tail, tip, QColor("#3E8FB0"))
    label = text_of(gear.get("label"), lang)
    if label:
        wrapped(painter, QRectF(centre.x() - 60, centre.y() + radius + 22, 120, 18), label, diagram_font(8.5, True),
                 MUTED, Qt.AlignmentFlag.AlignHCenter)


def _gears(diagram: dict, lang: str, paint: QPainter | None) -> float:
    panels = diagram["panels"]
    radius = 52.0
    panel_w = (WIDTH - 12) / len(panels)
    height = 0.0
    for p, panel in enumerate(panels):
        x0 = 6 + p * panel_w
        title = text_of(panel.get("title"), lang)
        gears = panel["gears"]
        step = 2 * radius + 6
        if paint is not None:
            if title:
                wrapped(paint, QRectF(x0, 4, panel_w, 20), title, diagram_font(9.5, True), INK, Qt.AlignmentFlag.AlignHCenter)
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
    actions = [text_of(a, lang) for a in diagram["actions"]]
    players = diagram["players"]
    row_h, label_w, chip = 30.0, 130.0, 9.0
    col_w = (WIDTH - label_w - 150) / len(players)
    if paint is not None:
        for j, player in enumerate(players):
            wrapped(paint, QRectF(label_w + j * col_w, 4, col_w, 18), str(player["name"]), diagram_font(9, True),
                     QColor(player.get("colour", "#000000")), Qt.AlignmentFlag.AlignHCenter)
        wrapped(paint, QRectF(WIDTH - 146, 4, 146, 18), text_of(diagram.get("order_title") or
                                                             {"en": "Acting order", "zh": "行動順序"}, lang),
                 diagram_font(9, True))
    for r, action in enumerate(actions):
        y = 26 + r * row_h
        bids = [int(p["bids"][r]) for p in players]
        if paint is not None:
            paint.fillRect(QRectF(0, y, WIDTH, row_h - 4), QColor("#F3EEE3") if r % 2 == 0 else QColor("#FBF7EC"))
            wrapped(paint, QRectF(6, y + 6, label_w - 10, row_h), action, diagram_font(9))
            for j, (player, bid) in enumerate(zip(players, bids, strict=True)):
                paint.setPen(QPen(QColor("#3B3026"), 0.8))
                paint.setBrush(QColor(player.get("colour", "#888888")))
                for k in range(bid):
                    paint.drawEllipse(QPointF(label_w + j * col_w + 10 + k * (chip + 2), y + row_h / 2 - 2), chip / 2,
                                      chip / 2)
                wrapped(paint, QRectF(label_w + (j + 1) * col_w - 22, y + 6, 20, row_h), str(bid), diagram_font(8), MUTED)
            order = " → ".join(str(players[i]["name"]) for i in acting_order(bids)) or "—"
            wrapped(paint, QRectF(WIDTH - 146, y + 6, 146, row_h), order, diagram_font(9, True))
    return 26 + len(actions) * row_h + 4


# ---- track and cards ------------------------------------------------------------------------
def _track(diagram: dict, lang: str, paint: QPainter | None) -> float:
    cells = diagram["cells"]
    gap = 20.0
    w = (WIDTH - 12 - gap * (len(cells) - 1)) / len(cells)
    font = diagram_font(8.5)
    note_h = max(text_height(text_of(c.get("note"), lang), w - 8, font) for c in cells)
    h = 26 + note_h + 10
    if paint is not None:
        for i, cell in enumerate(cells):
            rect = QRectF(6 + i * (w + gap), 6, w, h)
            paint.setPen(QPen(QColor("#A89878"), 1.2))
            paint.setBrush(QColor(cell.get("colour", "#F3EEE3")))
            paint.drawRoundedRect(rect, 6, 6)
            wrapped(paint, rect.adjusted(4, 5, -4, 0), text_of(cell.get("label"), lang), diagram_font(10, True), INK,
                     Qt.AlignmentFlag.AlignHCenter)
            wrapped(paint, rect.adjusted(4, 26, -4, 0), text_of(cell.get("note"), lang), font, INK,
                     Qt.AlignmentFlag.AlignHCenter)
            if i + 1 < len(cells):
                arrow(paint, QPointF(rect.right() + 3, rect.center().y()), QPointF(rect.right() + gap - 3,
                                                                                  rect.center().y()))
    return h + 12


def _cards(diagram: dict, lang: str, paint: QPainter | None) -> float:
    cards = diagram["cards"]
    gap = 18.0
    w = (WIDTH - 12 - gap * (len(cards) - 1)) / len(cards)
    font = diagram_font(9)
    body = max(sum(text_height("• " + text_of(line, lang), w - 16, font) + 3 for line in c.get("lines", []))
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
            wrapped(paint, band.adjusted(8, 4, -8, 0), text_of(card.get("title"), lang), diagram_font(9.5, True), ink_on(colour))
            y = rect.top() + 30
            for line in card.get("lines", []):
                text = "• " + text_of(line, lang)
                lh = text_height(text, w - 16, font)
                wrapped(paint, QRectF(rect.left() + 8, y, w - 16, lh), text, font)
                y += lh + 3
            if i + 1 < len(cards) and diagram.get("joined"):
                wrapped(paint, QRectF(rect.right(), rect.center().y() - 10, gap, 20), "+", diagram_font(12, True), INK,
                         Qt.AlignmentFlag.AlignHCenter)
    return h + 12


KINDS: dict[str, Callable[[dict, str, QPainter | None], float]] = {
    "grid": _grid, "flow": _flow, "gears": _gears, "bids": _bids, "track": _track, "cards": _cards,
    "road": draw_road, "castle": draw_castle, "ring": draw_ring, "dial": draw_dial,
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
    caption = text_of(diagram.get("caption"), lang)
    body = draw(diagram, lang, None)
    caption_h = text_height(caption, WIDTH - 12, diagram_font(9)) + 8 if caption else 0
    image = QImage(int(WIDTH * ratio), int((body + caption_h + 4) * ratio), QImage.Format.Format_ARGB32_Premultiplied)
    image.setDevicePixelRatio(ratio)
    image.fill(QColor("#FFFFFF"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
    try:
        draw(diagram, lang, painter)
        if caption:
            wrapped(painter, QRectF(6, body + 2, WIDTH - 12, caption_h), caption, diagram_font(9), MUTED)
    finally:
        painter.end()
    return image

