"""Where everything sits on the Unconscious Mind table (scene coordinates, fixed for the whole game).

The table is one fixed rectangle, the same in every phase and for every decision, so nothing moves
under the mouse between decisions: the meeting table and market (top left), Vienna with the
prestige and VP tracks and the goal tiles (top middle), the side panel (top right), the shared
displays (bottom left), the viewer's office (bottom middle) and the other offices (bottom right).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

TABLE = QRectF(0, 0, 440, 530)
VIENNA = QRectF(446, 0, 560, 530)
PANEL = QRectF(1012, 0, 448, 530)
DISPLAYS = QRectF(0, 536, 440, 437)
OFFICE = QRectF(446, 536, 730, 437)
OTHERS = QRectF(1182, 536, 278, 437)
SCENE_RECT = QRectF(-3, -3, 1466, 979)
"""The whole table: the view fits this and never rescales between decisions. Its shape and size are those
of the room a maximised window on a 1366×768 screen leaves it beside the docks (four players' score
columns the widest): ≥ 0.68 screen pixels per unit, so the table's 10 pt type is 9 px on screen."""

# ---- the meeting table (UM-GAP-02 lattice) ---------------------------------------------------------
LATTICE_ORIGIN = QPointF(34, 46)
LATTICE_STEP = 104.0
ACTION_SIZE = (86.0, 74.0)
SPACE_RADIUS = 14.0
MARKET_TOP = 400.0
MARKET_TILE = (98.0, 60.0)
MARKET_X = (8.0, 112.0, 216.0)


def space_centre(row: int, col: int) -> QPointF:
    """The idea space at lattice corner (row, col)."""
    return LATTICE_ORIGIN + QPointF(col * LATTICE_STEP, row * LATTICE_STEP)


def action_centre(row: int, col: int) -> QPointF:
    """The action card at grid position (row, col)."""
    return LATTICE_ORIGIN + QPointF((col + 0.5) * LATTICE_STEP, (row + 0.5) * LATTICE_STEP)


def market_rect(row: int, slot: int) -> QRectF:
    """Market row 0/1, slot 0 (pile) / 1 (middle) / 2 (right)."""
    return QRectF(MARKET_X[slot], MARKET_TOP + row * (MARKET_TILE[1] + 6), *MARKET_TILE)


# ---- Vienna ---------------------------------------------------------------------------------------
RING_CENTRE = QPointF(VIENNA.left() + 280, 190)
RING_RADII = (190.0, 118.0)
PLATE = (170.0, 98.0)
RING_ANGLES = (-120, -60, 0, 60, 120, 180)
"""Degrees of the six locations, clockwise from the top left."""
PRESTIGE_TOP = 358.0
PRESTIGE_LEFT = VIENNA.left() + 27
PRESTIGE_STEP = 46.0
VP_TOP = 449.0
GOALS_TOP = 480.0


def location_centre(index: int) -> QPointF:
    """The centre of location ``index`` of the ring (clockwise order)."""
    a = math.radians(RING_ANGLES[index % 6])
    return RING_CENTRE + QPointF(RING_RADII[0] * math.cos(a), RING_RADII[1] * math.sin(a))


def location_rect(index: int) -> QRectF:
    """The plate of location ``index``."""
    c = location_centre(index)
    return QRectF(c.x() - PLATE[0] / 2, c.y() - PLATE[1] / 2, *PLATE)


def prestige_rect(space: int) -> QRectF:
    """Space ``space`` of the prestige track."""
    return QRectF(PRESTIGE_LEFT + space * PRESTIGE_STEP, PRESTIGE_TOP + 10, PRESTIGE_STEP - 2, 32)


# ---- your office ---------------------------------------------------------------------------------
RONDEL_CENTRE = QPointF(OFFICE.left() + 104, OFFICE.top() + 132)
RONDEL_RADII = (28.0, 88.0)
RONDEL_LABEL_RADIUS = 62.0
"""Where a rondel space's name and reward sit (adjacent spaces' two-line labels clear each other)."""
RONDEL_LABEL_WIDTH = 62.0
GRID_ORIGIN = QPointF(OFFICE.left() + 218, OFFICE.top() + 54)
GRID_TILE = (76.0, 46.0)
GRID_GAP = 5.0
DIAL_CENTRE = QPointF(OFFICE.left() + 600, OFFICE.top() + 138)
DIAL_RADII = (26.0, 50.0, 74.0, 98.0)
"""Storage, then the outer edges of the small, medium and large rings."""
WEDGE_ANGLES = (-90.0, 30.0, 150.0)
"""Centre angle (degrees) of the Passion, Growth and Freedom wedges."""
ROOMS_TOP = OFFICE.top() + 256
PAPERS_TOP = OFFICE.top() + 240
"""The top of the column right of the rooms (basic treatments, cured patients, hand, research in play and
treatises), under the dial: its treatises stay inside the office."""
ROOM_WIDTH = 230.0


def rondel_angle(index: int, spaces: int = 6) -> float:
    """Centre angle (degrees) of rondel space ``index`` (0 at the top, clockwise)."""
    return -90.0 + 360.0 * index / spaces


def rondel_point(index: int, spaces: int = 6, radius: float | None = None) -> QPointF:
    """A point in the middle of rondel space ``index``."""
    r = radius if radius is not None else (RONDEL_RADII[0] + RONDEL_RADII[1]) / 2 + 6
    a = math.radians(rondel_angle(index, spaces))
    return RONDEL_CENTRE + QPointF(r * math.cos(a), r * math.sin(a))


def grid_rect(cell: int) -> QRectF:
    """Cell ``row * 3 + column`` of the method grid."""
    row, col = divmod(cell, 3)
    return QRectF(GRID_ORIGIN.x() + col * (GRID_TILE[0] + GRID_GAP), GRID_ORIGIN.y() + row * (GRID_TILE[1] + GRID_GAP),
                  *GRID_TILE)


def grid_row_rect(row: int) -> QRectF:
    """A whole row of the method grid (where a dragged tile may be dropped)."""
    return grid_rect(row * 3).united(grid_rect(row * 3 + 2))


def slot_point(slot: int, offset: float = 0.0) -> QPointF:
    """The middle of dial slot ``size * 3 + colour`` (``offset`` degrees along the ring)."""
    size, colour = divmod(slot, 3)
    r = (DIAL_RADII[size] + DIAL_RADII[size + 1]) / 2
    a = math.radians(WEDGE_ANGLES[colour] + offset)
    return DIAL_CENTRE + QPointF(r * math.cos(a), r * math.sin(a))


def dial_slot_at(pos: QPointF) -> int | None:
    """The dial slot under ``pos`` (None in storage or outside the dial); -1 = storage."""
    d = pos - DIAL_CENTRE
    r = math.hypot(d.x(), d.y())
    if r <= DIAL_RADII[0]:
        return -1
    if r > DIAL_RADII[3] + 8:
        return None
    size = 0 if r <= DIAL_RADII[1] else 1 if r <= DIAL_RADII[2] else 2
    angle = math.degrees(math.atan2(d.y(), d.x()))
    colour = min(range(3), key=lambda k: abs((angle - WEDGE_ANGLES[k] + 180) % 360 - 180))
    return size * 3 + colour


def room_rect(room: int) -> QRectF:
    """Patient room 0 (left) or 1 (right): dreams on top, the patient, its healing track."""
    return QRectF(OFFICE.left() + 8 + room * (ROOM_WIDTH + 8), ROOMS_TOP, ROOM_WIDTH, OFFICE.bottom() - ROOMS_TOP - 4)
