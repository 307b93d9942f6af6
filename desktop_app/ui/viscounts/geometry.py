"""Where everything of the kingdom sits: a ring of five board pieces around the castle.

Angles are screen angles in degrees, clockwise from the right (y points down), so "clockwise" on
the board is a growing angle. Ring position ``p`` is the wedge of 72° centred on
``-90 + 72·p`` (position 0 at the top). Each wedge has two halves of 36° (castle slots 0 and 1,
GAP-01): the inner road's spaces, the pile and the stack, the outer road's spaces and the sites
left of the river lie in half 0; the river runs between the halves. Level-1 castle region ``i``
lies in front of global slot ``(i - rotation) mod 10``, so an inner space faces the region drawn
right in front of it.

Everything is derived from the view's layout, so the picture is the same for every decision of a
game (a fixed scene rectangle, nothing reflows).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

SIZE = 860.0
"""The kingdom's square (scene units); the centre of the castle is in its middle."""
CENTRE = QPointF(SIZE / 2, SIZE / 2)
R_L3, R_L2, R_L1, R_WALL = 38.0, 90.0, 146.0, 150.0
R_INNER = 176.0
R_CARDS = 250.0
R_OUTER = 331.0
R_SITES = 397.0
R_RIM = 424.0
SPACE_R = 21.0
"""Radius of an inner road space."""
OUTER_W, OUTER_H = 80.0, 56.0
"""An outer road space (it shows its trade point's offers)."""
SITE_W, SITE_H = 80.0, 64.0
"""A building site: room for its placement effect in three short lines at the board's reading size
(it slides along the ring, away from an outer road space it would touch)."""
CARD_W, CARD_H = 66.0, 100.0
"""A townsfolk pile's or manuscript stack's top card on the board."""
CORNERS = (QRectF(0, 0, 176, 94), QRectF(SIZE - 140, 0, 140, 166), QRectF(SIZE - 136, SIZE - 96, 136, 96))
"""The kingdom's corners the board leaves to cards and lists (see :mod:`corners`): the end piles, the
cleric rewards and castle leader, the turn order (four players)."""
WEDGE = 72.0
HALF = 36.0


def point(radius: float, angle: float) -> QPointF:
    """The point ``radius`` from the centre at screen angle ``angle`` (degrees)."""
    a = math.radians(angle)
    return QPointF(CENTRE.x() + radius * math.cos(a), CENTRE.y() + radius * math.sin(a))


def wedge_start(position: int) -> float:
    """The first (counter-clockwise) edge of ring position ``position``."""
    return -90.0 - WEDGE / 2 + WEDGE * position


def half_centre(position: int, half: int) -> float:
    """The middle of half ``half`` (castle slot 0 or 1) of ring position ``position``."""
    return wedge_start(position) + HALF / 2 + HALF * half


def slot_start(slot: int) -> float:
    """The first edge of global slot ``slot`` (= 2 · ring position + castle slot)."""
    return wedge_start(slot // 2) + HALF * (slot % 2)


def region_start(region: int, rotation: int, regions: int = 10) -> float:
    """The first edge of level-1 castle region ``region`` (it lies in front of slot ``region - rotation``)."""
    return slot_start((region - rotation) % regions)


def level2_start(region: int, rotation: int, regions: int = 10) -> float:
    """The first edge of level-2 region ``region`` (inside level-1 regions ``2·region`` and ``2·region + 1``)."""
    return region_start(2 * region, rotation, regions)


def sector_path_points(r0: float, r1: float, a0: float, a1: float, steps: int = 12) -> list[QPointF]:
    """The outline of an annular sector (for QPainterPath polygons)."""
    outer = [point(r1, a0 + (a1 - a0) * k / steps) for k in range(steps + 1)]
    inner = [point(r0, a1 - (a1 - a0) * k / steps) for k in range(steps + 1)]
    return outer + inner


def in_sector(pos: QPointF, r0: float, r1: float, a0: float, a1: float) -> bool:
    """Whether ``pos`` lies in the annular sector ``r0..r1`` × ``a0..a1`` (degrees, clockwise)."""
    dx, dy = pos.x() - CENTRE.x(), pos.y() - CENTRE.y()
    r = math.hypot(dx, dy)
    if not r0 <= r <= r1:
        return False
    a = math.degrees(math.atan2(dy, dx))
    return (a - a0) % 360.0 <= (a1 - a0) % 360.0 or (a1 - a0) >= 360.0


class KingdomGeometry:
    """Positions of one game's spaces, piles, stacks, sites and castle regions (see the module doc)."""

    def __init__(self, layout, rotation: int) -> None:
        self.layout = layout
        self.rotation = rotation
        self.regions = layout.regions
        self.position = {piece: pos for pos, piece in enumerate(layout.ring)}
        self.spaces: dict[str, QPointF] = {}
        self.space_angle: dict[str, float] = {}
        for sid, sp in layout.spaces.items():
            pos = self.position[sp.piece]
            if sp.ring == "inner":
                half = sp.castle_slot or 0
                radius = R_INNER
            else:
                half = 0 if sp.river_side == "left" else 1
                radius = R_OUTER
            angle = half_centre(pos, half)
            self.space_angle[sid] = angle
            self.spaces[sid] = point(radius, angle)
        self.piles = {piece: point(R_CARDS, half_centre(pos, 0)) for piece, pos in self.position.items()}
        self.stacks = {piece: point(R_CARDS, half_centre(pos, 1)) for piece, pos in self.position.items()}
        self.names = {piece: point(R_CARDS + 42, wedge_start(pos) + WEDGE / 2) for piece, pos in self.position.items()}
        self.sites: dict[str, QPointF] = {}
        for piece, pos in self.position.items():
            for half, side in ((0, "left"), (1, "right")):
                ids = sorted(s.id for s in layout.sites.values() if s.piece == piece and s.river_side == side)
                for k, sid in enumerate(ids):
                    share = HALF / len(ids)
                    angle = wedge_start(pos) + HALF * half + share * (k + 0.5)
                    self.sites[sid] = self._clear_of_spaces(angle)

    def _clear_of_spaces(self, angle: float) -> QPointF:
        """The centre of a site at ``angle`` on the sites' ring, slid along the ring as little as it
        takes for its box to keep clear of the outer road spaces, the corners' boxes and the sites
        placed before it."""
        taken = [self.space_rect(s) for s in self.spaces if self.layout.spaces[s].ring == "outer"] + list(CORNERS)
        taken += [QRectF(c.x() - SITE_W / 2, c.y() - SITE_H / 2, SITE_W, SITE_H) for c in self.sites.values()]

        def clear(step: float) -> bool:
            centre = point(R_SITES, angle + step)
            box = QRectF(centre.x() - SITE_W / 2 - 3, centre.y() - SITE_H / 2 - 3, SITE_W + 6, SITE_H + 6)
            return not any(box.intersects(other) for other in taken)

        steps = sorted((k * 0.5 for k in range(-50, 51)), key=abs)
        return point(R_SITES, angle + next((step for step in steps if clear(step)), 0.0))

    def space_rect(self, space: str) -> QRectF:
        """The rectangle a space is drawn in (a box for outer spaces, a circle's box for inner ones)."""
        c = self.spaces[space]
        if self.layout.spaces[space].ring == "outer":
            return QRectF(c.x() - OUTER_W / 2, c.y() - OUTER_H / 2, OUTER_W, OUTER_H)
        return QRectF(c.x() - SPACE_R, c.y() - SPACE_R, 2 * SPACE_R, 2 * SPACE_R)

    def name_rect(self, piece: str) -> QRectF:
        """The box of a piece's name: between its pile and its stack, just inside the outer road, as
        wide as the room between them allows (two lines of the board's reading size tall)."""
        centre = self.names[piece]
        pos = self.position[piece]
        taken = [self.card_rect(self.piles[piece]).adjusted(0, 0, 8, 8),
                 self.card_rect(self.stacks[piece]).adjusted(0, 0, 8, 8)]
        taken += [self.space_rect(s) for s, sp in self.layout.spaces.items()
                  if sp.ring == "outer" and self.position[sp.piece] == pos]
        width = 60.0
        while width < 100 and not any(QRectF(centre.x() - width / 2 - 2, centre.y() - 22, width + 4, 44).intersects(t)
                                      for t in taken):
            width += 2
        return QRectF(centre.x() - width / 2, centre.y() - 22, width, 44)

    def card_rect(self, centre: QPointF) -> QRectF:
        """The rectangle of a pile's or stack's top card centred on ``centre``."""
        return QRectF(centre.x() - CARD_W / 2, centre.y() - CARD_H / 2, CARD_W, CARD_H)

    def site_rect(self, site: str) -> QRectF:
        """The box of a building site."""
        c = self.sites[site]
        return QRectF(c.x() - SITE_W / 2, c.y() - SITE_H / 2, SITE_W, SITE_H)

    def region_angles(self, level: int, region: int) -> tuple[float, float]:
        """The first and last edge of a level-1 or level-2 region."""
        if level == 1:
            a0 = region_start(region, self.rotation, self.regions)
            return a0, a0 + HALF
        a0 = level2_start(region, self.rotation, self.regions)
        return a0, a0 + WEDGE

    def region_at(self, pos: QPointF) -> tuple[int, int] | None:
        """``(level, region)`` of the castle under ``pos`` (level 3 is ``(3, 0)``), or None."""
        dx, dy = pos.x() - CENTRE.x(), pos.y() - CENTRE.y()
        r = math.hypot(dx, dy)
        if r <= R_L3:
            return 3, 0
        level = 2 if r <= R_L2 else 1 if r <= R_WALL else None
        if level is None:
            return None
        count = self.regions if level == 1 else self.regions // 2
        for region in range(count):
            a0, a1 = self.region_angles(level, region)
            if in_sector(pos, R_L3 if level == 2 else R_L2, R_L2 if level == 2 else R_WALL, a0, a1):
                return level, region
        return None

    def worker_spots(self, level: int, region: int, count: int) -> list[QPointF]:
        """Where ``count`` workers stand in a region (two rows across it; level 3 in a small ring)."""
        if level == 3:
            if count <= 1:
                return [QPointF(CENTRE)][:count]
            return [point(R_L3 * 0.55, -90 + 360 * k / count) for k in range(count)]
        a0, a1 = self.region_angles(level, region)
        r0, r1 = (R_L3, R_L2) if level == 2 else (R_L2, R_L1)
        rows = (r0 + (r1 - r0) * 0.34, r0 + (r1 - r0) * 0.72) if level == 1 else (r0 + (r1 - r0) * 0.42,)
        per_row = 4 if level == 1 else 6
        spots = []
        for k in range(count):
            row = rows[min(len(rows) - 1, k // per_row)] if len(rows) > 1 else rows[0]
            in_row = min(per_row, count - (k // per_row) * per_row)
            j = k % per_row
            width = (a1 - a0) * (0.8 if level == 1 else 0.86)
            step = width / per_row
            mid = (a0 + a1) / 2
            spots.append(point(row, mid + (j - (in_row - 1) / 2) * step))
        return spots

    def space_at(self, pos: QPointF, slack: float = 8.0) -> str | None:
        """The road space under (or next to) ``pos``, if any."""
        best, best_d = None, math.inf
        for sid, c in self.spaces.items():
            rect = self.space_rect(sid).adjusted(-slack, -slack, slack, slack)
            if rect.contains(pos):
                d = math.hypot(pos.x() - c.x(), pos.y() - c.y())
                if d < best_d:
                    best, best_d = sid, d
        return best

    def site_at(self, pos: QPointF, slack: float = 10.0) -> str | None:
        """The building site under (or next to) ``pos``, if any."""
        for sid in self.sites:
            if self.site_rect(sid).adjusted(-slack, -slack, slack, slack).contains(pos):
                return sid
        return None
