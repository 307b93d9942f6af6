"""The Unconscious Mind table: meeting table and market, Vienna, the displays, the viewer's office, the
other offices and the side panel, on one fixed rectangle.

The scene draws only ``controller.view_state()`` (the viewer's view: other players' research hands
are never shown, only counted) and rebuilds its items on every :meth:`UmScene.sync`, then animates
the events of the last change. Gestures (``gestures.py``) become engine answers through the
controller; a refusal leaves the state alone, the dragged piece springs back and the status line
shows the reason with its rule ID. Every decision is also offered as buttons in the side panel.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt

from desktop_app.ui.items import BoardItem
from desktop_app.ui.scene_base import GameScene
from desktop_app.ui.scroll_pane import ScrollPane
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.dial import draw_dial
from desktop_app.ui.unconscious_mind.displays import draw_displays
from desktop_app.ui.unconscious_mind.gestures import GestureMixin
from desktop_app.ui.unconscious_mind.look import seat_colours
from desktop_app.ui.unconscious_mind.office import draw_office
from desktop_app.ui.unconscious_mind.opponents import draw_others
from desktop_app.ui.unconscious_mind.panel import draw_decision, draw_header
from desktop_app.ui.unconscious_mind.pieces import DragCard
from desktop_app.ui.unconscious_mind.rooms import draw_papers, draw_rooms
from desktop_app.ui.unconscious_mind.table import draw_table, method_tile
from desktop_app.ui.unconscious_mind.vienna import draw_vienna

PANE_TOP = L.PANEL.top() + 42


class UmScene(GestureMixin, GameScene):
    """The Unconscious Mind table (gestures: ``gestures.py``)."""

    default_rule_id = "UM-TURN-01"
    informational_kinds = frozenset({"action_card", "research_deck", "research_faceup", "slot", "freud",
                                     "table_idea", "cured", "treatise"})

    def __init__(self, controller: Any, parent: Any = None) -> None:
        super().__init__(controller, parent)
        self.view: Any = None
        self.viewer = 0
        self.colours: list = []
        self.idea_count = 1
        """How many ideas the supply stack (and the panel) places: 1–3."""
        self.pieces: list[BoardItem] = []
        self.panel_buttons: list = []
        self.pane: ScrollPane | None = None
        self._container: Any = None
        self._pane_offset: tuple[tuple, float] = ((), 0.0)
        self._origins: dict[str, QPointF] = {}
        self.tile_row: tuple[str, Any] | None = None
        """(tile, "put it in that row") of a market tile dropped on a row while questions come first."""
        self._clear_registries()
        self.setSceneRect(L.SCENE_RECT)
        self.sync([])

    def fit_rect(self) -> QRectF:
        """The whole table, drawn from the top of the view: on a view taller than the table (1400×900)
        the spare room goes below it rather than into an empty band above it."""
        for view in self.views():
            view.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        return self.sceneRect()

    # ---- building ----------------------------------------------------------------------------
    def addItem(self, item) -> None:  # noqa: N802 (Qt override)
        """Add ``item`` to the scene, or into the side panel's scroll pane while that is built."""
        if self._container is not None:
            item.setParentItem(self._container)
        else:
            super().addItem(item)

    def add_piece(self, item: Any) -> Any:
        """Add a piece (a :class:`Face` calls ``_clicked`` itself; a dragged BoardItem is wired here)."""
        self.addItem(item)
        item.set_colour_blind(self.colour_blind)
        if isinstance(item, BoardItem):
            item.clicked.connect(self._clicked)
            item.dropped.connect(self._dropped)
        self.pieces.append(item)
        return item

    def _clear_registries(self) -> None:
        self.pieces, self.panel_buttons = [], []
        self.supply_item = self.inkwell_item = self.freud_item = self.faceup_item = self.held_item = None
        self.professor_items, self.recall_items, self.district_items = {}, {}, {}
        self.market_items, self.space_items, self.table_ideas = {}, {}, {}
        self.cell_items, self.row_items, self.rondel_items, self.inkwell_spots = {}, {}, {}, {}
        self.slot_items, self.marker_items, self.room_items, self.dream_items = {}, [], {}, {}
        self.basic_items, self.hand_items, self.treatise_items, self.location_items = {}, {}, {}, {}
        self.patient_display_items, self.dream_display_items, self.prestige_markers = {}, {}, {}

    def sync(self, events: list) -> None:
        """Rebuild the table from the viewer's view, then animate ``events``."""
        self._remember_origins()
        if self.pane is not None:
            self._pane_offset = (self._pane_offset[0], self.pane.offset)
        self.reset()
        self._clear_registries()
        view = self.view = self.controller.view_state()
        viewer = self.viewer = max(0, min(self.controller.viewer(), len(view.players) - 1))
        colours = self.colours = seat_colours(view, self.controller.options.seats)
        draw_table(self, view, colours)
        draw_vienna(self, view, colours)
        draw_displays(self, view)
        draw_office(self, view, viewer, colours[viewer])
        draw_dial(self, view, viewer, colours[viewer])
        draw_rooms(self, view, viewer, colours[viewer])
        draw_papers(self, view, viewer)
        draw_others(self, view, viewer, colours)
        self._held_tile(view)
        draw_header(self, view)
        decision = self.decision()
        options = self.options_of(decision)
        self._pane(view, viewer, decision, options)
        self.enable(decision, options)
        self.follow_tile_row(decision, options)
        self.animate(events)

    def _held_tile(self, view: Any) -> None:
        """A method tile taken and not placed yet, shown above the grid (drag it into a row)."""
        if not view.held_tiles:
            return
        rect = QRectF(L.GRID_ORIGIN.x() + 84, L.OFFICE.top() + 22, 152, 32)
        tile = view.held_tiles[-1]
        item = method_tile(view.content, tile, rect, False, "UM-MTH-07", {"kind": "held_tile", "tile": tile})
        item.setZValue(20)
        self.held_item = self.add_piece(DragCard(item))

    def _pane(self, view: Any, viewer: int, decision: Any, options: list) -> None:
        """The decision panel in a pane that scrolls when it is longer than the column."""
        pane = self.pane = ScrollPane(QRectF(L.PANEL.left() + 4, PANE_TOP, L.PANEL.width() - 8,
                                             L.PANEL.bottom() - PANE_TOP - 4))
        super().addItem(pane)
        self._container = pane.content
        try:
            draw_decision(self, view, viewer, decision, options, QPointF(L.PANEL.left() + 8, PANE_TOP))
        finally:
            self._container = None
        key = (viewer, view.round, decision.kind if decision is not None else "", view.active)
        if key == self._pane_offset[0]:
            pane.scroll_to(self._pane_offset[1])
        self._pane_offset = (key, pane.offset)

    # ---- decisions ---------------------------------------------------------------------------
    def decision(self) -> Any:
        """The viewer's open decision (None when someone else decides or the viewer is a computer)."""
        for d in self.view.decisions():
            if d.player == self.viewer and self.controller.is_human(self.viewer):
                return d
        return None

    def options_of(self, decision: Any) -> list:
        """The viewer's legal answers (the decision's options, free actions included)."""
        if decision is None:
            return []
        return list(decision.options) if decision.options is not None else self.controller.legal_actions(self.viewer)

    # ---- animation ---------------------------------------------------------------------------
    def _remember_origins(self) -> None:
        """Where pieces were before this change (the start of their animations)."""
        self._origins = {}
        if self.supply_item is not None:
            self._origins["supply"] = self.supply_item.scenePos()

    def animate(self, events: list) -> None:
        """Slide the pieces the last change moved from where they were (ideas, inkwell, insights,
        figures, method tiles). A piece several events moved (three insights generated into one slot,
        Freud pushed twice) slides once, from where the first of them took it, to where it rests now."""
        ms = self.duration(380)
        if ms <= 0:
            return
        starts: dict[int, tuple[BoardItem, QPointF]] = {}
        for event in events:
            for item, start in self._starts(event):
                starts.setdefault(id(item), (item, start))
        for item, start in starts.values():
            self._slide(item, start, ms)

    def _starts(self, event: Any) -> list[tuple[BoardItem, QPointF]]:
        """The pieces ``event`` moved and where each one was before it (pieces are still at rest here)."""
        data = event.data or {}
        kind = event.kind
        if kind == "ideas_placed" and data.get("space") in self.table_ideas:
            return [(self.table_ideas[data["space"]], self._origins.get("supply", L.OFFICE.topLeft() + QPointF(160, 240)))]
        if kind == "inkwell_moved" and data.get("player") == self.viewer and self.inkwell_item is not None:
            return [(self.inkwell_item, self.inkwell_spots[data["from"]])]
        if kind == "insight" and data.get("player") == self.viewer and data.get("to") is not None:
            start = L.slot_point(data["from"]) if data.get("from") is not None else L.DIAL_CENTRE
            return [(m, start + (m.pos() - L.slot_point(data["to"]))) for m in self.marker_items
                    if m.payload.get("slot") == data["to"]]
        if kind == "professor_moved" and data.get("player") in self.professor_items:
            item = self.professor_items[data["player"]]
            here = self.view.players[data["player"]].professor
            return [(item, item.pos() + L.location_centre(data["from"]) - L.location_centre(here))]
        if kind == "freud_moved" and self.freud_item is not None:
            item = self.freud_item
            return [(item, item.pos() + L.location_centre(data["from"]) - L.location_centre(self.view.freud))]
        return []

    @staticmethod
    def _slide(item: BoardItem, start: QPointF, ms: int) -> None:
        home = item.pos()
        item.setPos(start)
        item.animate_to(home, ms)


def create_scene(controller: Any) -> UmScene:
    """The scene the game window shows for an Unconscious Mind game."""
    return UmScene(controller)
