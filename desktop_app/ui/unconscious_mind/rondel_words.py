"""Where the words of an inkwell rondel space go: its name and what it gives, inside the space.

A space is an annular sector, narrowest at the hub; a diagonal space has a straight edge right under
its words. Each space shows its name on one line and what it gives on one more (set narrower, never
smaller; a name is broken in two only when no narrower setting fits). :func:`fit_space_words` chooses how narrow
and where around the label point on the space's middle ray: the widest setting, nearest that point
(:data:`~desktop_app.ui.unconscious_mind.layout.RONDEL_LABEL_RADIUS`), whose every line lies inside the
sector (clear of its outline's pen) and, where it can, leaves one of the inkwell's spots free. A
line's box is its text item's own rect united with the font's real one (Chinese is set in a fallback
font, see :func:`~desktop_app.ui.card_loupe.lines_height`): at 1366×768 words set at the label width
alone ran past the rim and over the diagonal edges ("+S Passion", "2 杯咖啡", "+小成長").
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QFontMetricsF, QPainterPath
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop_app.ui.card_loupe import lines_size
from desktop_app.ui.text_fit import wrap_lines
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.dial import sector_path
from desktop_app.ui.unconscious_mind.look import READABLE, font, set_words

STRETCH = 60
"""How narrow (%) a space's name or reward may be set to stay on one line."""
LINE_OVERLAP = 3.0
"""The reward's line starts this much above the bottom of the name's box (the boxes' spare room)."""
EDGE = 1.0
"""Scene units every line keeps from the space's outline (its pen is drawn on the outline)."""
NARROWEST = 30
"""The narrowest label width tried."""
SLIDE = 18
"""How far (scene units) the words may move along the middle ray from the label radius."""
SIDESTEP = 12
"""How far (scene units) the words may move across the middle ray (a diagonal space's words edge away from
the rim along its straight edge)."""


Line = tuple[str, float, bool]
"""One line of a space's words: (text, point size, bold)."""


@dataclass(frozen=True)
class SpaceWords:
    """How a space's words are set: the label ``width`` they were fitted to, the ``lines`` (a name broken in
    two when it had to be) and each line's box in the scene."""

    width: float
    lines: tuple[Line, ...]
    boxes: tuple[QRectF, ...]


def space_path(index: int, count: int) -> QPainterPath:
    """The outline of rondel space ``index`` of ``count`` in scene coordinates."""
    span = 360.0 / count
    return sector_path(L.RONDEL_RADII[0], L.RONDEL_RADII[1], L.rondel_angle(index, count) - span / 2, span,
                       L.RONDEL_CENTRE)


Box = tuple[float, float, float, float]
"""A rect as (left, top, right, bottom): the search below runs on plain numbers."""


def inside_space(box: Box, index: int, count: int) -> bool:
    """True when ``box`` lies wholly inside rondel space ``index`` of ``count`` (as :func:`space_path` outlines it):
    its corners inside the outer circle and between the space's two edges (both convex), and no point of it
    nearer the centre than the inner circle."""
    cx, cy = L.RONDEL_CENTRE.x(), L.RONDEL_CENTRE.y()
    inner, outer = L.RONDEL_RADII
    (fx, fy), (lx, ly) = _edges(index, count)
    left, top, right, bottom = box[0] - cx, box[1] - cy, box[2] - cx, box[3] - cy
    for x, y in ((left, top), (right, top), (left, bottom), (right, bottom)):
        if x * x + y * y > outer * outer or fx * y - fy * x < 0 or x * ly - y * lx < 0:
            return False
    nearest_x, nearest_y = min(max(0.0, left), right), min(max(0.0, top), bottom)
    return nearest_x * nearest_x + nearest_y * nearest_y >= inner * inner


@lru_cache(maxsize=32)
def _edges(index: int, count: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """The directions of rondel space ``index``'s two straight edges, anticlockwise one first (screen axes)."""
    half = math.radians(180.0 / count)
    middle = math.radians(L.rondel_angle(index, count))
    return (math.cos(middle - half), math.sin(middle - half)), (math.cos(middle + half), math.sin(middle + half))


def line_box(value: str, size: float, bold: bool, width: float) -> tuple[float, float, float, float]:
    """(width, height) of the text item ``value`` makes set as :func:`look.text` sets it at ``width``, then
    (width, height) its ink may take (that rect united with the font's real one), both from the item's origin."""
    face, lines = set_words(value, size, bold, width, STRETCH)
    item = QGraphicsSimpleTextItem(lines)
    item.setFont(face)
    own = item.boundingRect()
    ink = own.united(QRectF(QPointF(0, 0), lines_size(face, lines.split("\n"))))
    return own.width(), own.height(), ink.right(), ink.bottom()


@lru_cache(maxsize=128)
def fit_space_words(index: int, count: int, lines: tuple[Line, ...],
                    spots: tuple[tuple[float, float, float, float], ...]) -> SpaceWords:
    """How to set ``lines`` (from the top) on rondel space ``index`` of ``count``.

    The widest label width (from :data:`~layout.RONDEL_LABEL_WIDTH` down; its lines broken at their spaces
    only when no width fits them whole) and the place nearest the label point (up to :data:`SLIDE` along the
    middle ray, :data:`SIDESTEP` across it) where every line is inside the space and leaves one of ``spots``
    (x, y, w, h: the squares the inkwell may stand on in this space) free; failing that, inside the space
    only; failing that (never with today's words), the label width at the label point.
    """
    free = [(x, y, x + w, y + h) for x, y, w, h in spots]
    shifts = sorted(((along, across) for along in range(-SLIDE, SLIDE + 1)
                     for across in range(-SIDESTEP, SIDESTEP + 1)), key=lambda shift: math.hypot(*shift))
    points = [_label_point(index, count, shift) for shift in shifts]
    inside_only: SpaceWords | None = None
    tried = set()
    for width, setting in _settings(lines):
        boxes = tuple(line_box(text, size, bold, width) for text, size, bold in setting)
        if (setting, boxes) in tried:
            continue  # set as at a wider width, which did not fit
        tried.add((setting, boxes))
        for point in points:
            placed = _placed(point, boxes)
            if not all(inside_space((b[0] - EDGE, b[1] - EDGE, b[2] + EDGE, b[3] + EDGE), index, count)
                       for b in placed):
                continue
            words = SpaceWords(float(width), setting, _rects(placed))
            if any(not any(_meet(box, spot) for box in placed) for spot in free):
                return words
            inside_only = inside_only or words
    full = tuple(line_box(text, size, bold, L.RONDEL_LABEL_WIDTH) for text, size, bold in lines)
    placed = _placed(_label_point(index, count, (0, 0)), full)
    return inside_only or SpaceWords(L.RONDEL_LABEL_WIDTH, lines, _rects(placed))


def _rects(boxes: list[Box]) -> tuple[QRectF, ...]:
    return tuple(QRectF(QPointF(left, top), QPointF(right, bottom)) for left, top, right, bottom in boxes)


def _meet(a: Box, b: Box) -> bool:
    """True when the two rects overlap."""
    return a[0] < b[2] and b[0] < a[2] and a[1] < b[3] and b[1] < a[3]


def _settings(lines: tuple[Line, ...]) -> list[tuple[int, tuple[Line, ...]]]:
    """The (width, lines) to try, best first: every width at which no line wraps (widest first), then the
    same with the name (the first line) broken at its spaces (as :func:`~desktop_app.ui.text_fit.wrap_lines`
    breaks it)."""
    whole, broken = [], []
    for width in range(int(L.RONDEL_LABEL_WIDTH), NARROWEST - 1, -2):
        if any("\n" in set_words(text, size, bold, width, STRETCH)[1] for text, size, bold in lines[1:]):
            continue
        name, size, bold = lines[0]
        if "\n" not in set_words(name, size, bold, width, STRETCH)[1]:
            whole.append((width, lines))
        parts = wrap_lines(name, QFontMetricsF(font(max(size, READABLE), bold)), width, 99)
        if len(parts) > 1:
            broken.append((width, tuple((part, size, bold) for part in parts) + lines[1:]))
    return whole + broken


def _label_point(index: int, count: int, shift: tuple[int, int]) -> tuple[float, float]:
    """Rondel space ``index``'s label point moved by ``shift`` (along its middle ray, across it clockwise)."""
    along, across = shift
    a = math.radians(L.rondel_angle(index, count))
    at = L.rondel_point(index, count, L.RONDEL_LABEL_RADIUS + along)
    return at.x() - across * math.sin(a), at.y() + across * math.cos(a)


def _placed(at: tuple[float, float], boxes: tuple[tuple[float, float, float, float], ...]) -> list[Box]:
    """The lines' ink boxes in the scene: stacked (each overlapping the one above by :data:`LINE_OVERLAP`), each
    centred on ``at``, the stack too."""
    x, y = at
    top = y - (sum(box[1] for box in boxes) - LINE_OVERLAP * (len(boxes) - 1)) / 2
    placed = []
    for width, height, ink_right, ink_bottom in boxes:
        left = x - width / 2
        placed.append((left, top, left + ink_right, top + ink_bottom))
        top += height - LINE_OVERLAP
    return placed
