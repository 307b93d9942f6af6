"""The table's fixed furniture: the front page, the round timer, buttons, panels and rival desks.

All of it paints from plain data handed over by the scene (never from the game state), caches
its picture (``DeviceCoordinateCache``) and repaints only when that data changes.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import QBrush, QColor, QFont, QFontMetricsF, QPainter, QPainterPath, QPen, QTransform
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QStyleOptionGraphicsItem, QWidget

from desktop_app.rules.fit_to_print.geometry import LETTERS
from desktop_app.ui.colour_blind import paint_player_mark, pattern_brush
from desktop_app.ui.fit_to_print.art import CELL, draw_icon
from desktop_app.ui.items import HIGHLIGHT, BoardItem
from desktop_app.ui.text_fit import draw_fitted_text

INK = QColor("#2B2620")
PANEL = QColor("#FAF6EC")
PANEL_EDGE = QColor("#B9AC92")
SMALLEST = 10.0
"""The smallest point size of any word on the table: 9 px or more at the zoom that fits the table on a
1366×768 screen (about 0.7; ``tests/gui/test_readability_1366.py``)."""


def _font(painter: QPainter, size: float, bold: bool = False) -> QFont:
    font = QFont(painter.font())
    font.setPointSizeF(size)
    font.setBold(bold)
    painter.setFont(font)
    return font


class Furniture(QGraphicsObject):
    """A fixed rectangle that paints itself from data; ``rule_id`` explains it in the rules dock."""

    def __init__(self, rect: QRectF, rule_id: str | None = None) -> None:
        super().__init__()
        self.rect = QRectF(rect)
        self.rule_id = rule_id
        self._data: Any = None
        self.colour_blind = False
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.rect.adjusted(-2, -2, 2, 2)

    def set_data(self, data: Any) -> bool:
        """Show ``data``; returns True (and repaints) only if it changed."""
        if data == self._data:
            return False
        self._data = data
        self.update()
        return True

    def set_colour_blind(self, on: bool) -> None:
        """Hatch patterns on category colours (View ▸ Colour-blind patterns)."""
        self.colour_blind = on
        self.update()

    @property
    def data_shown(self) -> Any:
        """The data last given to :meth:`set_data`."""
        return self._data

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(PANEL_EDGE, 1.2))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(self.rect, 8, 8)
        if self._data is not None:
            self.paint_data(painter)

    def paint_data(self, painter: QPainter) -> None:
        """Subclasses draw :attr:`data_shown` here."""


class AreaLabel(Furniture):
    """A titled zone of the table (the pool, the desk): a soft mat with a caption and a hint."""

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        title, hint, colour = self._data or ("", "", "#E3D9C4")
        painter.setPen(QPen(QColor("#C8BB9F"), 1.2, Qt.PenStyle.DashLine))
        painter.setBrush(QColor(colour))
        painter.drawRoundedRect(self.rect, 12, 12)
        painter.setPen(QColor("#6B5E49"))
        _font(painter, 11, True)
        painter.drawText(self.rect.adjusted(12, 6, -12, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft,
                         title)
        _font(painter, SMALLEST)
        painter.drawText(self.rect.adjusted(12, 7, -12, 0), Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignRight,
                         hint)


class PageItem(Furniture):
    """The front page: masthead, grid, the day's area, stars and the fold (FTP-GAP-01).

    Data: ``(masthead, day name, columns, rows, fold_after_row, area cells, star cells, fold word)``.
    :meth:`origin` is the scene position of cell A1's top-left corner.
    """

    MAST = 46.0
    WIDTH = 8 * CELL + 32

    def __init__(self, rect: QRectF) -> None:
        super().__init__(rect, "FTP-LAY-02")
        self.columns = 8
        self.rows = 8

    def origin(self) -> QPointF:
        """Top-left of the grid (scene coordinates)."""
        x = self.rect.left() + (self.rect.width() - self.columns * CELL) / 2
        return QPointF(x, self.rect.top() + self.MAST)

    def grid_rect(self) -> QRectF:
        """The grid's rectangle (scene coordinates)."""
        return QRectF(self.origin(), QPointF(self.origin().x() + self.columns * CELL,
                                             self.origin().y() + self.rows * CELL))

    def cell_at(self, scene_pos: QPointF) -> tuple[int, int] | None:
        """The ``(col, row)`` under ``scene_pos`` or None off the grid."""
        o = self.origin()
        c, r = math.floor((scene_pos.x() - o.x()) / CELL), math.floor((scene_pos.y() - o.y()) / CELL)
        return (c, r) if 0 <= c < self.columns and 0 <= r < self.rows else None

    def set_data(self, data: Any) -> bool:
        if data is not None:
            self.columns, self.rows = data[2], data[3]
        return super().set_data(data)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(QColor(0, 0, 0, 40))
        painter.drawRoundedRect(self.rect.translated(4, 5), 4, 4)
        painter.setBrush(QColor("#F7F3E8"))
        painter.setPen(QPen(QColor("#9C8F78"), 1))
        painter.drawRoundedRect(self.rect, 4, 4)
        if self._data is None:
            return
        mast, day, cols, rows, fold, area, stars, fold_word = self._data
        top = QRectF(self.rect.left() + 14, self.rect.top() + 2, self.rect.width() - 28, 28)
        painter.setPen(INK)
        font = _font(painter, 17, True)
        font.setFamily("serif")
        font.setLetterSpacing(QFont.SpacingType.PercentageSpacing, 104)
        painter.setFont(font)
        painter.drawText(top, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, mast)
        _font(painter, 10, True)
        painter.drawText(top, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, day)
        painter.setPen(QPen(INK, 2))
        rule_y = top.bottom() + 1  # above the column letters (o.y() - 11)
        painter.drawLine(QPointF(top.left(), rule_y), QPointF(top.right(), rule_y))
        o = self.origin()
        area_set = set(area)
        for r in range(rows):
            for c in range(cols):
                cell = QRectF(o.x() + c * CELL, o.y() + r * CELL, CELL, CELL)
                if (c, r) in area_set:
                    painter.fillRect(cell, QColor("#FFFDF7"))
                else:
                    painter.fillRect(cell, QColor("#CFC6B4"))
                    painter.fillRect(cell, QBrush(QColor("#B2A78F"), Qt.BrushStyle.BDiagPattern))
        painter.setPen(QPen(QColor("#DDD3BF"), 1))
        for c in range(cols + 1):
            painter.drawLine(QPointF(o.x() + c * CELL, o.y()), QPointF(o.x() + c * CELL, o.y() + rows * CELL))
        for r in range(rows + 1):
            painter.drawLine(QPointF(o.x(), o.y() + r * CELL), QPointF(o.x() + cols * CELL, o.y() + r * CELL))
        for c, r in stars:
            draw_icon(painter, "star", QPointF(o.x() + (c + 0.5) * CELL, o.y() + (r + 0.5) * CELL), 26,
                      QColor("#D9A400"))
        painter.setPen(QColor("#8C806B"))
        _font(painter, SMALLEST)
        for c in range(cols):
            painter.drawText(QRectF(o.x() + c * CELL, o.y() - 14, CELL, 14), Qt.AlignmentFlag.AlignCenter, LETTERS[c])
        for r in range(rows):
            painter.drawText(QRectF(o.x() - 15, o.y() + r * CELL, 14, CELL), Qt.AlignmentFlag.AlignCenter, str(r + 1))
        y = o.y() + fold * CELL
        painter.setPen(QPen(QColor("#7A6C55"), 1.6, Qt.PenStyle.DashLine))
        painter.drawLine(QPointF(o.x() - 10, y), QPointF(o.x() + cols * CELL + 10, y))
        painter.setPen(QColor("#7A6C55"))
        margin = QRectF(o.x() + cols * CELL + 1, y - 16, self.rect.right() - 2 - (o.x() + cols * CELL + 1), 15)
        if QFontMetricsF(_font(painter, SMALLEST)).horizontalAdvance(fold_word) <= margin.width():
            painter.drawText(margin, Qt.AlignmentFlag.AlignLeft, fold_word)
        else:  # a narrow margin (Sunday's full-width page) has no room for it: above the line, at the grid's end
            painter.drawText(QRectF(o.x() + cols * CELL - 82, y - 16, 80, 15), Qt.AlignmentFlag.AlignRight, fold_word)
        painter.setPen(QPen(INK, 1.6))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(o, QPointF(o.x() + cols * CELL, o.y() + rows * CELL)))

    def turn_over(self, ms: int) -> None:
        """The board turns to its other side (a squash and grow over ``ms``; nothing when 0)."""
        if ms <= 0:
            return
        anim = QVariantAnimation(self)
        anim.setDuration(ms)
        anim.setStartValue(0.0)
        anim.setEndValue(1.0)
        cx = self.rect.center().x()

        def step(t: float) -> None:
            s = max(0.03, abs(1 - 2 * float(t)))
            self.setTransform(QTransform().translate(cx, 0).scale(s, 1).translate(-cx, 0))

        anim.valueChanged.connect(step)
        anim.finished.connect(lambda: self.setTransform(QTransform()))
        anim.start()

    def rule_for(self, scene_pos: QPointF) -> str:
        """The rule of the page spot under ``scene_pos``: stars, outside the area, the fold, or the grid."""
        cell = self.cell_at(scene_pos)
        if cell is None or self._data is None:
            return "FTP-LAY-02"
        fold_y = self.origin().y() + self._data[4] * CELL
        if abs(scene_pos.y() - fold_y) < 4:
            return "FTP-LAY-10"
        if cell in self._data[6]:
            return "FTP-LAY-04"
        if cell not in self._data[5]:
            return "FTP-LAY-03"
        return "FTP-LAY-02"


class TimerItem(Furniture):
    """The large round timer (FTP-RT-05): amber from 30 s, red and pulsing from 10 s.

    Data: ``(ms left or None, total ms or None, caption)``.
    """

    def __init__(self, centre: QPointF, radius: float = 66.0) -> None:
        super().__init__(QRectF(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius), "FTP-RT-05")
        self.radius = radius
        self.on_click = None
        """Called on a click (the scene pauses or resumes, FTP-RT-06)."""

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.on_click is not None and self.rect.contains(event.pos()):
            self.on_click()

    @property
    def warning_level(self) -> str:
        """``""``, ``"warning"`` (≤ 30 s) or ``"critical"`` (≤ 10 s)."""
        left = self._data[0] if self._data else None
        if left is None:
            return ""
        if left <= 10_000:
            return "critical"
        return "warning" if left <= 30_000 else ""

    @staticmethod
    def text_for(left: int | None) -> str:
        """``m:ss`` (rounded up) or a dash."""
        if left is None:
            return "—"
        secs = (left + 999) // 1000
        return f"{secs // 60}:{secs % 60:02d}"

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        left, total, caption = self._data or (None, None, "")
        level = self.warning_level
        face = {"": QColor("#FFFDF7"), "warning": QColor("#FFE9B0"), "critical": QColor("#FFD0C8")}[level]
        ring = {"": QColor("#3C6E71"), "warning": QColor("#E69F00"), "critical": QColor("#C62828")}[level]
        r = self.rect
        pulse = level == "critical" and left is not None and (left // 500) % 2 == 0
        painter.setPen(QPen(QColor("#5B503F"), 2))
        painter.setBrush(face)
        painter.drawEllipse(r.adjusted(2, 2, -2, -2))
        painter.setPen(QPen(QColor("#E4DCCB"), 10))
        painter.drawEllipse(r.adjusted(12, 12, -12, -12))
        if left is not None and total:
            span = int(360 * 16 * max(0.0, min(1.0, left / total)))
            painter.setPen(QPen(ring, 14 if pulse else 10, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawArc(r.adjusted(12, 12, -12, -12), 90 * 16, span)
        painter.setPen(ring if level else INK)
        _font(painter, 24 if not pulse else 26, True)
        painter.drawText(r.adjusted(0, -8, 0, -8), Qt.AlignmentFlag.AlignCenter, self.text_for(left))
        painter.setPen(QColor("#5B503F"))
        _font(painter, SMALLEST)
        painter.drawText(QRectF(r.left() + 16, r.center().y() + 14, r.width() - 32, 18),
                         Qt.AlignmentFlag.AlignCenter, caption)


class ButtonItem(BoardItem):
    """A big rounded button ("Layout!", "Print!", "Keep", "Continue"); looks dimmed when not available."""

    def __init__(self, rect: QRectF, colour: str, rule_id: str | None = None, key: str = "") -> None:
        super().__init__(rect, QColor(colour), rule_id=rule_id)
        self.key = key
        self.enabled = True
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)

    def set_state(self, label: str, enabled: bool) -> None:
        """Label and availability."""
        if (label, enabled) != (self.label, self.enabled):
            self.label, self.enabled = label, enabled
            self.update()

    def shape(self) -> QPainterPath:
        path = QPainterPath()
        path.addRoundedRect(self._rect, 10, 10)
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self.colour) if self.enabled else QColor("#B8B1A3")
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(colour.darker(140))
        painter.drawRoundedRect(self._rect.translated(0, 3), 10, 10)
        painter.setBrush(colour)
        painter.setPen(QPen(HIGHLIGHT, 3) if self._hover and self.enabled else Qt.PenStyle.NoPen)
        painter.drawRoundedRect(self._rect, 10, 10)
        painter.setPen(QColor("#FFFFFF"))
        _font(painter, 14 if self._rect.height() >= 40 else 10, True)
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self.label)
        if self.key:
            painter.setPen(QColor(255, 255, 255, 170))
            _font(painter, SMALLEST)
            painter.drawText(self._rect.adjusted(0, 0, -7, -2), Qt.AlignmentFlag.AlignRight
                             | Qt.AlignmentFlag.AlignBottom, self.key)


class InfoPanel(Furniture):
    """A titled box of lines: ``(title, [(left, right, colour or "", bold)])``."""

    def paint_data(self, painter: QPainter) -> None:
        title, lines = self._data
        r = self.rect.adjusted(10, 6, -10, -6)
        painter.setPen(INK)
        _font(painter, 10, True)
        painter.drawText(QRectF(r.left(), r.top(), r.width(), 18), Qt.AlignmentFlag.AlignLeft, title)
        y = r.top() + 22
        step = max(15.0, min(17.0, (r.bottom() - y) / max(1, len(lines))))
        for left, right, colour, bold in lines:
            if y + step > r.bottom() + 2:
                break
            painter.setPen(QColor(colour) if colour else INK)
            _font(painter, SMALLEST, bold)
            row = QRectF(r.left(), y, r.width(), step)
            flags = Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft
            if right:
                draw_fitted_text(painter, row.adjusted(0, 0, -52, 0), left, flags, min_size=SMALLEST)
                painter.drawText(row, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignRight, right)
            else:
                draw_fitted_text(painter, row, left, flags, min_size=SMALLEST)
            y += step


class TextPanel(Furniture):
    """A titled box of wrapped text: ``(title, body, accent colour)``."""

    def paint_data(self, painter: QPainter) -> None:
        title, body, accent = self._data
        r = self.rect.adjusted(10, 6, -10, -6)
        painter.setPen(QColor(accent))
        font = _font(painter, 10, True)
        flags = Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft
        head = QRectF(r.left(), r.top(), r.width(), 2 * QFontMetricsF(font).lineSpacing() + 1)
        draw_fitted_text(painter, head, title, flags, max_lines=2, min_size=SMALLEST)
        used = painter.boundingRect(head, int(flags) | int(Qt.TextFlag.TextWordWrap), title).height()
        painter.setPen(INK)
        font = _font(painter, SMALLEST)
        rest = r.adjusted(0, min(used, head.height()) + 6, 0, 0)
        draw_fitted_text(painter, rest, body, flags,
                         max_lines=max(1, int(rest.height() // QFontMetricsF(font).lineSpacing())), min_size=SMALLEST)


class RivalItem(Furniture):
    """A computer or other editor's desk as a thumbnail (FTP-RT-04): page, counts, state, token.

    Data: ``(name, colour, state word, token, desk n, hand n, cols, rows, area cells,
    [(cells, fill colour, pattern index or -1)], focus cells, thinking, state key, seat)``; with
    colour-blind patterns on, the seat's mark stands before the name.
    """

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._data is None:
            return
        (name, colour, state_word, token, desk, hand, cols, rows, area, tiles, focus, thinking,
         state_key, seat) = self._data
        r = self.rect
        painter.setPen(QPen(QColor(colour), 2.2 if thinking else 1.2))
        painter.setBrush(PANEL)
        painter.drawRoundedRect(r, 8, 8)
        painter.setBrush(QColor(colour))
        painter.setPen(Qt.PenStyle.NoPen)
        painter.drawRoundedRect(QRectF(r.left(), r.top(), r.width(), 20), 8, 8)
        painter.drawRect(QRectF(r.left(), r.top() + 10, r.width(), 10))
        left = r.left() + 6
        if self.colour_blind:
            paint_player_mark(painter, seat, QPointF(left + 5, r.top() + 10), 5, QColor(colour))
            left += 13
        painter.setPen(QColor("#FFFFFF"))
        _font(painter, SMALLEST, True)
        name_room = r.right() - left - (24 if token is not None else 6)
        draw_fitted_text(painter, QRectF(left, r.top(), name_room, 20),
                         name, Qt.AlignmentFlag.AlignVCenter | Qt.AlignmentFlag.AlignLeft, min_size=SMALLEST)
        if token is not None:
            painter.setBrush(QColor("#FFFFFF"))
            painter.setPen(QPen(QColor("#5B503F"), 1))
            c = QPointF(r.right() - 12, r.top() + 10)
            painter.drawEllipse(c, 8, 8)
            painter.setPen(INK)
            _font(painter, SMALLEST, True)
            painter.drawText(QRectF(c.x() - 8, c.y() - 8, 16, 16), Qt.AlignmentFlag.AlignCenter, str(token))
        cell = min((r.width() - 12) / cols, (r.height() - 84) / rows, 16.0)
        o = QPointF(r.left() + (r.width() - cols * cell) / 2, r.top() + 26)
        area_set = set(area)
        for y in range(rows):
            for x in range(cols):
                painter.fillRect(QRectF(o.x() + x * cell, o.y() + y * cell, cell, cell),
                                 QColor("#FFFDF7") if (x, y) in area_set else QColor("#CFC6B4"))
        for cells, fill, pattern in [(focus, "#2F2A24", -1)] + list(tiles):
            for x, y in cells:
                box = QRectF(o.x() + x * cell + 0.5, o.y() + y * cell + 0.5, cell - 1, cell - 1)
                painter.fillRect(box, QColor(fill))
                if self.colour_blind and pattern >= 0:
                    painter.fillRect(box, pattern_brush(pattern, QColor(fill)))
        painter.setPen(QPen(QColor("#9C8F78"), 0.8))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawRect(QRectF(o.x(), o.y(), cols * cell, rows * cell))
        y = o.y() + rows * cell + 4
        state_colour = {"gathering": "#3C6E71", "layout": "#8A5A00", "printed": "#2E7D32"}.get(state_key, "#5B503F")
        painter.setPen(QColor(state_colour))
        _font(painter, SMALLEST, True)
        draw_fitted_text(painter, QRectF(r.left() + 3, y, r.width() - 6, 16), state_word + (" …" if thinking else ""),
                         min_size=SMALLEST)
        painter.setPen(INK)
        _font(painter, SMALLEST)
        draw_fitted_text(painter, QRectF(r.left() + 3, y + 16, r.width() - 6, r.bottom() - y - 17),
                         f"{desk[1]}\u00a0{desk[0]} · {hand[1]}\u00a0{hand[0]}", Qt.AlignmentFlag.AlignHCenter
                         | Qt.AlignmentFlag.AlignTop, max_lines=2, min_size=SMALLEST)


class PauseCover(QGraphicsObject):
    """The pause sheet (FTP-RT-06): hides the pool, desk and page faces until play resumes."""

    def __init__(self, rect: QRectF, text: str, on_click) -> None:
        super().__init__()
        self.rect, self.text, self.on_click = QRectF(rect), text, on_click
        self.rule_id = "FTP-RT-06"
        self.setZValue(4500)

    def boundingRect(self) -> QRectF:  # noqa: N802 (Qt override)
        return self.rect

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.fillRect(self.rect, QColor("#3A3229"))
        painter.fillRect(self.rect, QBrush(QColor(255, 255, 255, 18), Qt.BrushStyle.BDiagPattern))
        painter.setPen(QColor("#F5EBD0"))
        _font(painter, 22, True)
        painter.drawText(self.rect, Qt.AlignmentFlag.AlignCenter | Qt.TextFlag.TextWordWrap, self.text)

    def mousePressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        event.accept()

    def mouseReleaseEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.on_click()
