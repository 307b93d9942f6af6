"""The Gutenberg table's motion: after a redraw, the last change's events animate — gears turning
and flying to their mount, claim markers dropping, ink tokens and orders flying to the workshop (or
to the seat's tab when another workshop is shown), planning tokens sliding out at the reveal.
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF, QRectF

from desktop_app.ui.gutenberg import board as board_layout
from desktop_app.ui.gutenberg import planning
from desktop_app.ui.gutenberg.gear import ARC, MARKER_AT, MARKER_SIZE, TOOTH_DEPTH, rotation_for
from desktop_app.ui.gutenberg.look import ink_colour
from desktop_app.ui.gutenberg.pieces import Piece
from desktop_app.ui.items import BoardItem, TokenItem


class SceneMotion:
    """Animations of :class:`~desktop_app.ui.gutenberg.scene.GutenbergScene` (mixed into it)."""

    def _animate(self, events: list) -> None:
        for event in events:
            data = event.data or {}
            seat = event.player
            if event.kind == "gear_rotated":
                for slot, before, _after, direction in data.get("turns", []):
                    gear = self.gears.get((seat, slot))
                    if gear is not None:
                        gear.setRotation(rotation_for(before))
                        gear.turn(-direction, self.duration(700))
            elif event.kind == "gear_remounted":
                gear = self.gears.get((seat, data["slot"]))
                if gear is not None:
                    steps = (data["before"] - data["after"]) % 3
                    gear.setRotation(rotation_for(data["before"]))
                    gear.turn(steps if steps == 1 else -1, self.duration(400))
            elif event.kind == "gear_installed":
                gear = self.gears.get((seat, data["slot"]))
                start = self._gear_origin.get(data["gear"])
                if gear is not None and start is not None:
                    home = gear.pos()
                    gear.setPos(start)
                    gear.animate_to(home, self.duration(450))
            elif event.kind == "gear_claimed":
                self._drop_marker(seat, data["slot"])
            elif event.kind == "plans_revealed":
                self._fly_in_plans()
            elif event.kind == "ink_taken" and ("ink", seat) in self.spots:
                start = QPointF(board_layout.INK_X + 110, board_layout.ink_row_y(data["row"]))
                for i, colour in enumerate(data.get("colours", [])):
                    self._fly(TokenItem(11, colour=ink_colour(self.view.content, colour)),
                              start + QPointF(i * 14, 0), self.spots[("ink", seat)])
            elif event.kind == "order_taken" and ("order", seat) in self.spots:
                card = Piece(QRectF(-30, -22, 60, 44), "#F7F1E3", None, None)
                self._fly(card, board_layout.ORDERS_CENTRE, self.spots[("order", seat)])

    def _fly(self, item: BoardItem, start: QPointF, end: QPointF) -> None:
        """A short-lived copy of a piece moving from ``start`` to ``end`` (then removed)."""
        ms = self.duration(600)
        if ms <= 0:
            return
        item.setZValue(30)
        item.setPos(start)
        self.addItem(item)
        self.flying.append(item)
        animation = item.animate_to(end, ms)
        animation.finished.connect(lambda: self._landed(item))

    def _landed(self, item: BoardItem) -> None:
        if item in self.flying:
            self.flying.remove(item)
            if item.scene() is self:
                self.removeItem(item)

    def _fly_in_plans(self) -> None:
        """The reveal: every placed token slides from behind the screens onto its action row."""
        start = planning.supply_rect(self.action_origin).center()
        for token in self.revealed_tokens:
            target = token.pos()
            token.setPos(start)
            token.animate_to(target, self.duration(550))

    def _drop_marker(self, seat: int, slot: int) -> None:
        gear = self.gears.get((seat, slot))
        if gear is None:
            return
        face = gear.radius * (1 - TOOTH_DEPTH) - 3
        a = math.radians(ARC)
        spot = gear.pos() + QPointF(face * MARKER_AT * math.cos(a), face * MARKER_AT * math.sin(a))
        marker = TokenItem(gear.radius * MARKER_SIZE, colour="#F3E9D2", rule_id="GUT-GEAR-07", payload=None)
        marker.label = "✓"
        marker.setZValue(20)
        marker.setPos(spot - QPointF(0, 80))
        self.addItem(marker)
        self.markers.append(marker)
        marker.animate_to(spot, self.duration(450))
