"""The Viscounts table: the kingdom (left), the viewer's board, the side panel and the opponents (right).

The scene draws only ``controller.view_state()`` and rebuilds its items on every :meth:`sync`
into a fixed scene rectangle (nothing moves between decisions), then replays the castle events
and viscount moves of the last change step by step. Gestures become engine actions through the
controller; a refused drop springs back and the status line shows the reason with its rule ID.

Gestures: drag a hand card onto tableau slot 1 (play it); drag a tableau card onto another card's slot
(rearrange: the answer to a rearrange, else with the yellow manuscript-board ability); drag your viscount along the road (the
spaces you can reach show what the extra steps cost; a fork is chosen by where you drop); drag a
building from your board onto a site (build), or a public building card onto a lit site holding
your own building of its type (or click it when there is one such site); drag a group of workers into the castle region your
viscount faces (place workers); click a pile's top card to hire it, or to banish it for its icons;
click a stack to transcribe; click a worker to knock it out, a region to choose it, a debt or deed
to flip it, a hand card or your draw pile to destroy or discard. Every decision is also offered
as buttons in the side panel.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor

from desktop_app.engine.action import Action
from desktop_app.ui.decision_options import answers, values
from desktop_app.ui.i18n import current_language, render
from desktop_app.ui.items import BoardItem, WorkerItem
from desktop_app.ui.scene_base import GameScene
from desktop_app.ui.scene_parts import Layer, Piece, text
from desktop_app.ui.scroll_pane import ScrollPane
from desktop_app.ui.viscounts import geometry as g
from desktop_app.ui.viscounts import kingdom
from desktop_app.ui.viscounts.animation import Player, ReplayMixin
from desktop_app.ui.viscounts.board import draw_my_board, draw_other_board, draw_steward_board
from desktop_app.ui.viscounts.corners import WorkerGroup, draw_corners
from desktop_app.ui.viscounts.expansions import STRIP_H, draw_strip
from desktop_app.ui.viscounts.gestures import GesturesMixin
from desktop_app.ui.viscounts.look import seat_colours, tr
from desktop_app.ui.viscounts.panel import draw_panel

RIGHT_X = g.SIZE + 14
RIGHT_W = 600.0
BOARD_TOP, BOARD_H = 22.0, 352.0
PANE_TOP = BOARD_TOP + BOARD_H + 6
OTHERS_TOP = 606.0
"""The top of the opponents' boxes when two or more share the row (three or four players)."""
ONE_OPPONENT_H = 172.0
"""The height of a lone opponent's (or the Steward's) box: a full-size tableau with the facts beside it;
the side panel above takes the rest."""
TOTAL_W = RIGHT_X + RIGHT_W
SCENE_RECT = QRectF(-8, -8, TOTAL_W + 16, g.SIZE + 16)
"""The whole table, the same in every phase: the view never moves or rescales between decisions
(with an expansion the strip under it adds :data:`STRIP_H`)."""
CHEST_ROW = 22.0
"""How much taller the viewer's board is with Keeper of Keys (the chest slots under the tableau)."""
PHASE_NAMES = ("setup", "cards", "move", "action", "recruit", "collision", "draw", "steward", "over")


def phase_name(phase: str) -> str:
    """A phase in player words."""
    return {"setup": tr("Setup: choose a player card"), "cards": tr("Phase 1: play a card"), "move": tr("Phase 2: move"),
            "action": tr("Phase 3: main action"), "recruit": tr("Phase 4: hire"), "collision": tr("Phase 5: collision"),
            "draw": tr("Phase 6: draw"), "steward": tr("The Steward's turn"), "over": tr("Game over")}.get(phase, phase)


class ViscountsScene(GesturesMixin, ReplayMixin, GameScene):
    """The Viscounts table (see the module docstring for the gestures)."""

    default_rule_id = "VIS-TURN-02"
    informational_kinds = frozenset({"track", "counter", "debt_paid", "deed_ok", "other_slot", "other_tableau",
                                     "msb_column", "bonus", "my_chest"})

    def __init__(self, controller: Any, parent: Any = None) -> None:
        super().__init__(controller, parent)
        self.view: Any = None
        self.viewer = -1
        self.geo: g.KingdomGeometry | None = None
        self.pieces: list[BoardItem] = []
        self.panel_buttons: list[Piece] = []
        self.spaces: dict[str, kingdom.SpaceItem] = {}
        self.sites: dict[str, kingdom.SiteItem] = {}
        self.regions: dict[tuple[int, int], kingdom.RegionItem] = {}
        self.viscounts: dict[int, kingdom.ViscountItem] = {}
        self.workers: list[WorkerItem] = []
        self.groups: list[WorkerGroup] = []
        self.mine: dict[str, Any] = {}
        self.piles: dict[str, Any] = {}
        self.stacks: dict[str, Any] = {}
        self.decision: Any = None
        self.options: list[Action] = []
        self.pane: ScrollPane | None = None
        self._container: Any = None
        self._pane_offset: tuple[tuple, float] = ((), 0.0)
        self.player = Player(self)
        self._static: Layer | None = None
        self._static_key: tuple | None = None
        self.exp: dict[str, Any] = {}
        self.others: dict[int, dict] = {}
        """Each opponent's small board: its ``rect`` and, with an expansion, its chips and lines."""
        self.others_top = OTHERS_TOP
        """Where the opponents' boxes start (the side panel ends above them)."""
        first = controller.view_state()
        self.expanded = bool(first.gog or first.kok)
        self.board_h = BOARD_H + (CHEST_ROW if first.kok else 0.0)
        self.setSceneRect(SCENE_RECT.adjusted(0, 0, 0, STRIP_H + 8 if self.expanded else 0))
        self.sync([])

    # ---- building ----------------------------------------------------------------------------
    def addItem(self, item) -> None:  # noqa: N802 (Qt override)
        """Add ``item`` to the scene, or into the side panel's scroll pane while it is being built."""
        if self._container is not None:
            item.setParentItem(self._container)
        else:
            super().addItem(item)

    def add_piece(self, item: BoardItem) -> BoardItem:
        """Add an interactive piece and wire its click and drop."""
        self.addItem(item)
        item.set_colour_blind(self.colour_blind)
        item.clicked.connect(self._clicked)
        item.dropped.connect(self._dropped)
        self.pieces.append(item)
        return item

    def sync(self, events: list) -> None:
        """Rebuild the table from the viewer's view, then replay ``events``."""
        self.player.stop()
        if self.pane is not None:
            self._pane_offset = (self._pane_offset[0], self.pane.offset)
        view = self.view = self.controller.view_state()
        if self.geo is None or self.geo.layout is not view.layout:
            self.geo = g.KingdomGeometry(view.layout, view.board.rotation)
        key = (id(view.layout), current_language())
        if key != self._static_key:
            self.reset()
            self._static, self._static_key = Layer(), key
            self._static.setZValue(-30)
            super().addItem(self._static)
            kingdom.draw_static(self._static, view, self.geo)
        else:
            self.reset(keep=(self._static,))
        self.pieces, self.panel_buttons, self.workers, self.groups = [], [], [], []
        viewer = self.viewer = self.controller.viewer()
        seats = self.controller.options.seats
        colours = self.colours = seat_colours(view, seats)
        self.decision = self._decision()
        self.options = list(self.decision.options) if self.decision is not None else []
        geo = self.geo
        self.regions = kingdom.draw_castle(self, view, geo)
        self.workers = kingdom.draw_workers(self, view, geo, colours)
        self.spaces = kingdom.draw_spaces(self, view, geo)
        self.sites = kingdom.draw_sites(self, view, geo, colours)
        self.piles, self.stacks = kingdom.draw_piles(self, view, geo)
        self.viscounts = kingdom.draw_viscounts(self, view, geo, colours)
        draw_corners(self, view, colours)
        self._header(view)
        active = view.active
        self.mine = {}
        if 0 <= viewer < view.n and not self._drafting():
            rect = QRectF(RIGHT_X, BOARD_TOP, RIGHT_W, self.board_h)
            self.mine = draw_my_board(self, view, viewer, rect, colours[viewer], active == viewer)
        self._others(view, viewer, colours, active)
        if self.expanded:
            self.exp = draw_strip(self, view, viewer, QRectF(0, g.SIZE + 8, TOTAL_W, STRIP_H), colours)
        self._panel(view, viewer)
        self._enable()
        self.snap_pieces()
        self._animate(events)

    def fit_rect(self) -> QRectF:
        """The whole table, drawn from the top of the view: on a view taller than the table the spare
        room goes below it rather than into an empty band above it."""
        for view in self.views():
            view.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        return self.sceneRect()

    def colour_of(self, colour: int) -> QColor:
        """The screen colour of a colour index (a seat or the Steward)."""
        return self.colours[colour] if colour < len(self.colours) else QColor("#777777")

    def _header(self, view) -> None:
        who = render(view.names[view.active]) if view.active is not None and view.active < view.n else (
            render(view.content.solo.steward_name.model_dump()) if view.active is not None else "")
        parts = ([tr("Round {n}").format(n=view.round)] if view.round else []) + [phase_name(view.phase)]
        if who and view.phase != "steward":  # (the Steward's phase already says whose turn it is)
            parts.append(tr("{name}'s turn").format(name=who))
        text(self, " · ".join(parts), RIGHT_X, 0, 11, bold=True, colour="#3A2A14", width=RIGHT_W, rule_id="VIS-TURN-02")

    def _others(self, view, viewer: int, colours, active) -> None:
        seats = [s for s in range(view.n) if s != viewer]
        boxes = seats + (["steward"] if view.solo else [])
        self.others = {}
        self.others_top = g.SIZE + 6
        if not boxes:
            return
        gap = 8.0
        w = (RIGHT_W - gap * (len(boxes) - 1)) / len(boxes)
        top = self.others_top = OTHERS_TOP if len(boxes) > 1 else g.SIZE - ONE_OPPONENT_H
        for k, seat in enumerate(boxes):
            rect = QRectF(RIGHT_X + k * (w + gap), top, w, g.SIZE - top)
            if seat == "steward":
                draw_steward_board(self, view, rect, colours[view.n], active == view.n)
            else:
                self.others[seat] = draw_other_board(self, view, seat, rect, colours[seat], active == seat,
                                                     not self.controller.is_human(seat))

    def _drafting(self) -> bool:
        """Whether the viewer is choosing a player card and hero (VIS-SETUP-09): the board is still
        empty, so the choice takes its place and every pair is in sight at 1366×768."""
        return self.decision is not None and self.decision.kind == "draft"

    def _panel(self, view, viewer: int) -> None:
        pane_top = BOARD_TOP + 4 if self._drafting() else PANE_TOP + self.board_h - BOARD_H
        pane = self.pane = ScrollPane(QRectF(RIGHT_X, pane_top, RIGHT_W, self.others_top - pane_top - 6))
        super().addItem(pane)
        self._container = pane.content
        try:
            name = render(view.names[viewer]) if 0 <= viewer < view.n else ""
            draw_panel(self, view, viewer, self.decision, self.options, QPointF(RIGHT_X, pane_top), RIGHT_W - 10, name)
        finally:
            self._container = None
        key = (viewer, view.round, view.phase, self.decision.kind if self.decision is not None else "")
        if key == self._pane_offset[0]:
            pane.scroll_to(self._pane_offset[1])
        self._pane_offset = (key, pane.offset)

    def _decision(self) -> Any:
        for decision in self.view.decisions():
            if decision.player == self.viewer and self.controller.is_human(self.viewer):
                return decision
        return None

    # ---- what can be played now ---------------------------------------------------------------
    def _enable(self) -> None:
        """Highlight what the open decision lets the viewer use, and make the right pieces draggable.

        The options are read through :mod:`desktop_app.ui.decision_options`: free actions of other
        kinds (a manuscript-board ability, a discard) stand beside most questions."""
        d = self.decision
        kind = d.kind if d is not None else ""
        opts = answers(self.options, kind)  # the answers; free actions of other kinds aside
        ctx = (d.context or {}) if d is not None else {}
        me = self.view.players[self.viewer] if 0 <= self.viewer < self.view.n else None
        if kind in ("play_card", "shift"):  # at the stop before the shift, a card played shifts first
            for card in self.mine.get("hand", []):
                card.set_enabled(True)
                card.set_draggable(True)
            if self.mine.get("slots"):
                self.mine["slots"][0].set_enabled(True)
        if kind == "rearrange" or "yellow" in values(self.options, "ribbon", "board_ability"):
            for card in self.mine.get("tableau", []):  # VIS-P1-08: dragged onto another card's slot
                card.set_enabled(True)
                card.set_draggable(True)
        if kind == "move" and self.viewer in self.viscounts:
            self.viscounts[self.viewer].set_draggable(True)
            for to in values(opts, "to"):
                item = self.spaces[to]
                item.cost = ctx.get("costs", {}).get(to, 0)
                item.set_enabled(True)
        actions = values(opts, "action") if kind == "main_action" else set()
        if me is not None and (kind == "build" or "build" in actions):
            types = values(opts, "type") if kind == "build" else set(self.view.content.buildings)
            sites = values(opts, "site") if kind == "build" else set(self.view.layout.sites_for(me.space))
            for (btype, slot), item in self.mine.get("buildings", {}).items():
                if btype in types and slot == me.built[btype] + 1:
                    item.set_enabled(True)
                    item.set_draggable(True)
            for site in sites:
                if site not in self.view.board.sites:
                    self.sites[site].target = True
                    self.sites[site].set_enabled(True)
            for a in opts if kind == "build" else ():
                if a.get("public"):  # KOK-PUB-01: a site with your own building of the type
                    self.sites[a["site"]].target = True
                    self.sites[a["site"]].set_enabled(True)
                    for (btype, slot), item in self.mine.get("buildings", {}).items():
                        if btype == a["public"] and slot == me.built[btype] + 1:
                            item.set_enabled(True)
                            item.set_draggable(True)
        if self.view.kok and (kind == "build" or "build" in actions):
            self._enable_public()
        if kind in ("place_workers", "region") or "workers" in actions:
            self._worker_groups(kind, opts, ctx)
        if kind in ("banish", "hire", "gain_townsfolk"):
            for pile in values(opts, "pile"):
                if pile in self.piles:
                    self.piles[pile].set_enabled(True)
        if kind == "transcribe":
            for stack in values(opts, "stack"):
                if stack in self.stacks:
                    self.stacks[stack].set_enabled(True)
        if kind in ("region", "castle_region", "advance"):
            level = ctx.get("level", 1) if kind == "advance" else 1
            for region in values(opts, "region"):
                item = self.regions[(level, region)]
                item.set_enabled(True)
                item.rule_id = d.rule_id or item.rule_id  # the rules help names the open question (DEC-48)
        if kind in ("destroy", "discard"):
            cards = values(opts, "card")
            for card in self.mine.get("hand", []):
                if card.card_id in cards:
                    card.set_enabled(True)
            if answers(opts, kind, top=True) and "draw" in self.mine:
                self.mine["draw"].set_enabled(True)
        if kind == "flip":
            for card in values(opts, "card"):
                chip = self.mine.get("flip", {}).get(card)
                if chip is not None:
                    chip.set_enabled(True)
        if kind == "knock_out":
            wanted = {(a.get("level"), a.get("region"), a.get("colour")) for a in opts}
            for w in self.workers:
                p = w.payload
                if (p["level"], p["region"], p["colour"]) in wanted:
                    w.setCursor(w.cursor())
                    w.colour = w.colour.lighter(115)
                    w.rule_id = "VIS-KO-01"
        if self.expanded:
            self._enable_expansions(kind, self.options)
        if kind == "draft":
            for item in self.pieces:
                if isinstance(item.payload, dict) and item.payload.get("kind") == "draft":
                    item.set_enabled(True)
            for info in ctx.get("offer", {}).values():
                self.spaces[info["space"]].set_enabled(True)

    def _enable_expansions(self, kind: str, opts: list[Action]) -> None:
        """GOG-MSB-03: the Use buttons of the abilities usable now; the King's Order supply at a hire;
        the outsiders at a welcome or reject; KOK-CHEST-01/02: the chests to drag onto a slot.
        ``opts`` are all the options, free actions included (the after-draw blue has its own button)."""
        usable = values([a for a in opts if a.get("after_draw") is None], "ribbon", "board_ability")
        for ribbon, button in self.exp.get("abilities", {}).items():
            button.set_enabled(ribbon in usable)
        orders = self.exp.get("orders")
        if orders is not None and kind == "hire" and answers(opts, "hire", order=True):
            orders.set_enabled(True)
        wanted = values(opts, "outsider", "outsider") if kind == "outsider" else set()
        for card in self.exp.get("outsiders", []):
            card.set_enabled(card.payload["card"] in wanted)
        if kind == "gain_chest":
            chests = values(opts, "chest", "gain_chest")
            for tile in self.exp.get("chests", []):
                if tile.chest_id in chests:
                    tile.set_enabled(True)
                    tile.set_draggable(True)
            for slot in self.mine.get("chest_slots", []):
                slot.target = True
                slot.set_enabled(True)

    def public_sites(self, btype: str) -> list[str]:
        """KOK-PUB-01: the sites the public building of ``btype`` may go to now (from the build decision's
        answers; at the main-action choice, the sites within reach that hold your own building of the type)."""
        d = self.decision
        if d is None or not self.view.kok:
            return []
        if d.kind == "build":
            return sorted(values(answers(self.options, "build", public=btype), "site"))
        if d.kind != "main_action" or not answers(self.options, "main_action", action="build"):
            return []
        if btype in self.view.board.public:
            return []
        reach = self.view.layout.sites_for(self.view.players[self.viewer].space)
        return sorted(site for site in reach if self.view.board.sites.get(site) == [self.viewer, btype])

    def _enable_public(self) -> None:
        """KOK-PUB-01: a public building card that can be built now is lit and can be dragged (or clicked)
        onto the sites it may take, which are lit too."""
        for btype, card in self.exp.get("public", {}).items():
            sites = self.public_sites(btype)
            if not sites:
                continue
            card.set_enabled(True)
            card.set_draggable(True)
            for site in sites:
                self.sites[site].target = True
                self.sites[site].set_enabled(True)

    def faced_region(self) -> int | None:
        """The level-1 region the viewer's viscount faces (where placed workers go, VIS-WORK-04)."""
        space = self.view.players[self.viewer].space if 0 <= self.viewer < self.view.n else ""
        return self.view.layout.faces.get(space)

    def _worker_groups(self, kind: str, opts: list[Action], ctx: dict) -> None:
        from desktop_app.ui.viscounts.corners import add_worker_groups

        if kind == "place_workers":
            counts = {n: ctx.get("gold", {}).get(str(n), 0) for n in values(opts, "n") if n}
        elif kind == "region":
            counts = {ctx.get("n", 1): 0}
        else:
            counts = {n: None for n in range(1, min(4, self.view.players[self.viewer].workers) + 1)}
        self.groups = add_worker_groups(self, counts, self.colour_of(self.viewer), self.viewer)
        region = self.faced_region()
        if kind != "region" and region is not None:
            self.regions[(1, region)].target = True
        elif kind == "region":
            for r in range(self.geo.regions):
                self.regions[(1, r)].set_enabled(True)

def create_scene(controller: Any) -> ViscountsScene:
    """The scene the game window shows for a Viscounts game."""
    return ViscountsScene(controller)

