"""The Viscounts table: the kingdom (left), the viewer's board, the side panel and the opponents (right).

The scene draws only ``controller.view_state()`` and rebuilds its items on every :meth:`sync`
into a fixed scene rectangle (nothing moves between decisions), then replays the castle events
and viscount moves of the last change step by step. Gestures become engine actions through the
controller; a refused drop springs back and the status line shows the reason with its rule ID.

Gestures: drag a hand card onto tableau slot 1 (play it); drag your viscount along the road (the
spaces you can reach show what the extra steps cost; a fork is chosen by where you drop); drag a
building from your board onto a site (build); drag a group of workers into the castle region your
viscount faces (place workers); click a pile's top card to hire it, or to banish it for its icons;
click a stack to transcribe; click a worker to knock it out, a region to choose it, a debt or deed
to flip it, a hand card or your draw pile to destroy or discard. Every decision is also offered
as buttons in the side panel.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop_app.engine.action import Action
from desktop_app.ui.i18n import current_language, engine_translate, name_lang, render
from desktop_app.ui.items import BoardItem, WorkerItem
from desktop_app.ui.scene_base import GameScene
from desktop_app.ui.scene_parts import Layer, Piece, text
from desktop_app.ui.scroll_pane import ScrollPane
from desktop_app.ui.viscounts import geometry as g
from desktop_app.ui.viscounts import kingdom
from desktop_app.ui.viscounts.animation import Player, castle_frames
from desktop_app.ui.viscounts.board import draw_my_board, draw_other_board, draw_steward_board
from desktop_app.ui.viscounts.corners import WorkerGroup, draw_corners
from desktop_app.ui.viscounts.look import seat_colours, tr
from desktop_app.ui.viscounts.panel import draw_panel

RIGHT_X = g.SIZE + 14
RIGHT_W = 600.0
BOARD_TOP, BOARD_H = 22.0, 362.0
PANE_TOP = BOARD_TOP + BOARD_H + 6
OTHERS_TOP = 606.0
TOTAL_W = RIGHT_X + RIGHT_W
SCENE_RECT = QRectF(-8, -8, TOTAL_W + 16, g.SIZE + 16)
"""The whole table, the same in every phase: the view never moves or rescales between decisions."""
PHASE_NAMES = ("setup", "cards", "move", "action", "recruit", "collision", "draw", "steward", "over")
SKIPPABLE = ("banish",)
"""Decisions a gesture passes over with "no" on its way to what the player dragged (a build
dragged at the main-action choice does not banish)."""


def phase_name(phase: str) -> str:
    """A phase in player words."""
    return {"setup": tr("Setup: choose a player card"), "cards": tr("Phase 1: play a card"), "move": tr("Phase 2: move"),
            "action": tr("Phase 3: main action"), "recruit": tr("Phase 4: hire"), "collision": tr("Phase 5: collision"),
            "draw": tr("Phase 6: draw"), "steward": tr("The Steward's turn"), "over": tr("Game over")}.get(phase, phase)


class ViscountsScene(GameScene):
    """The Viscounts table (see the module docstring for the gestures)."""

    default_rule_id = "VIS-TURN-02"

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
        self.setSceneRect(SCENE_RECT)
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
        if 0 <= viewer < view.n:
            rect = QRectF(RIGHT_X, BOARD_TOP, RIGHT_W, BOARD_H)
            self.mine = draw_my_board(self, view, viewer, rect, colours[viewer], active == viewer)
        self._others(view, viewer, colours, active)
        self._panel(view, viewer)
        self._enable()
        self._animate(events)

    def colour_of(self, colour: int) -> QColor:
        """The screen colour of a colour index (a seat or the Steward)."""
        return self.colours[colour] if colour < len(self.colours) else QColor("#777777")

    def _header(self, view) -> None:
        who = view.names[view.active] if view.active is not None and view.active < view.n else (
            render(view.content.solo.steward_name.model_dump()) if view.active is not None else "")
        parts = [tr("Round {n}").format(n=view.round) if view.round else tr("Setup"), phase_name(view.phase)]
        if who:
            parts.append(tr("{name}'s turn").format(name=who))
        text(self, " · ".join(parts), RIGHT_X, 0, 11, bold=True, colour="#3A2A14", width=RIGHT_W, rule_id="VIS-TURN-02")

    def _others(self, view, viewer: int, colours, active) -> None:
        seats = [s for s in range(view.n) if s != viewer]
        boxes = seats + (["steward"] if view.solo else [])
        if not boxes:
            return
        gap = 8.0
        w = (RIGHT_W - gap * (len(boxes) - 1)) / len(boxes)
        for k, seat in enumerate(boxes):
            rect = QRectF(RIGHT_X + k * (w + gap), OTHERS_TOP, w, g.SIZE - OTHERS_TOP)
            if seat == "steward":
                draw_steward_board(self, view, rect, colours[view.n], active == view.n)
            else:
                draw_other_board(self, view, seat, rect, colours[seat], active == seat,
                                 not self.controller.is_human(seat))

    def _panel(self, view, viewer: int) -> None:
        pane = self.pane = ScrollPane(QRectF(RIGHT_X, PANE_TOP, RIGHT_W, OTHERS_TOP - PANE_TOP - 6))
        super().addItem(pane)
        self._container = pane.content
        try:
            name = view.names[viewer] if 0 <= viewer < view.n else ""
            draw_panel(self, view, viewer, self.decision, self.options, QPointF(RIGHT_X, PANE_TOP), RIGHT_W - 10, name)
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
        """Highlight what the open decision lets the viewer use, and make the right pieces draggable."""
        d, opts = self.decision, self.options
        kind = d.kind if d is not None else ""
        ctx = (d.context or {}) if d is not None else {}
        if kind == "play_card":
            for card in self.mine.get("hand", []):
                card.set_enabled(True)
                card.set_draggable(True)
            if self.mine.get("slots"):
                self.mine["slots"][0].set_enabled(True)
        if kind == "move" and self.viewer in self.viscounts:
            self.viscounts[self.viewer].set_draggable(True)
            for a in opts:
                item = self.spaces[a["to"]]
                item.cost = ctx.get("costs", {}).get(a["to"], 0)
                item.set_enabled(True)
        actions = {a["action"] for a in opts} if kind == "main_action" else set()
        if kind == "build" or "build" in actions:
            types = {a.get("type") for a in opts} if kind == "build" else set(self.view.content.buildings)
            sites = {a["site"] for a in opts if a.get("site")} if kind == "build" else set(
                self.view.layout.sites_for(self.view.players[self.viewer].space))
            for (btype, slot), item in self.mine.get("buildings", {}).items():
                if btype in types and slot == self.view.players[self.viewer].built[btype] + 1:
                    item.set_enabled(True)
                    item.set_draggable(True)
            for site in sites:
                if site not in self.view.board.sites:
                    self.sites[site].target = True
                    self.sites[site].set_enabled(True)
        if kind in ("place_workers", "region") or "workers" in actions:
            self._worker_groups(kind, opts, ctx)
        pieces = {"banish": "pile", "hire": "pile", "gain_townsfolk": "pile", "transcribe": "stack"}
        for a in opts:
            if kind in pieces:
                key = a.get("pile", a.get("stack"))
                target = (self.piles if pieces[kind] == "pile" else self.stacks).get(key)
                if target is not None:
                    target.set_enabled(True)
            elif kind in ("region", "castle_region", "advance"):
                level = ctx.get("level", 1) if kind == "advance" else 1
                self.regions[(level, a["region"])].set_enabled(True)
            elif kind in ("destroy", "discard") and a.get("card"):
                for card in self.mine.get("hand", []):
                    if card.card_id == a["card"]:
                        card.set_enabled(True)
            elif kind in ("destroy", "discard") and a.get("top") is True and "draw" in self.mine:
                self.mine["draw"].set_enabled(True)
            elif kind == "flip":
                chip = self.mine.get("flip", {}).get(a["card"])
                if chip is not None:
                    chip.set_enabled(True)
        if kind == "knock_out":
            wanted = {(a["level"], a["region"], a["colour"]) for a in opts}
            for w in self.workers:
                p = w.payload
                if (p["level"], p["region"], p["colour"]) in wanted:
                    w.setCursor(w.cursor())
                    w.colour = w.colour.lighter(115)
                    w.rule_id = "VIS-KO-01"
        if kind == "draft":
            for item in self.pieces:
                if isinstance(item.payload, dict) and item.payload.get("kind") == "draft":
                    item.set_enabled(True)

    def faced_region(self) -> int | None:
        """The level-1 region the viewer's viscount faces (where placed workers go, VIS-WORK-04)."""
        space = self.view.players[self.viewer].space if 0 <= self.viewer < self.view.n else ""
        return self.view.layout.faces.get(space)

    def _worker_groups(self, kind: str, opts: list[Action], ctx: dict) -> None:
        from desktop_app.ui.viscounts.corners import add_worker_groups

        if kind == "place_workers":
            counts = {a["n"]: ctx.get("gold", {}).get(str(a["n"]), 0) for a in opts if a.get("n")}
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

    # ---- gestures ----------------------------------------------------------------------------
    def _submit(self, action: Action) -> bool:
        return self.controller.submit(action) is None

    def refuse(self, rule_id: str, reason: str) -> None:
        """A gesture refused before it reached the engine: the reason and rule ID in the status line."""
        self.refused_locally.emit(f"{reason} ({rule_id})")

    def explain(self, action: Action) -> None:
        """Say why an action the viewer tried is not possible now (the engine's reason)."""
        illegal = self.controller.check(action)
        if illegal is not None:
            self.refused_locally.emit(illegal.message(name_lang(), engine_translate))

    def _kind(self) -> str:
        return self.decision.kind if self.decision is not None else ""

    def _clicked(self, item: BoardItem) -> None:
        payload = item.payload if isinstance(item.payload, dict) else {}
        kind, me, open_kind = payload.get("kind"), self.viewer, self._kind()
        if kind == "action":
            self._submit(payload["action"])
        elif kind == "pile":
            wanted = open_kind if open_kind in ("banish", "gain_townsfolk") else "hire"
            self._answer(Action.make(me, wanted, pile=payload["piece"]))
        elif kind == "stack":
            self._answer(Action.make(me, "transcribe", stack=payload["piece"]))
        elif kind == "region":
            wanted = open_kind if open_kind in ("region", "castle_region", "advance") else "region"
            self._answer(Action.make(me, wanted, region=payload["region"]))
        elif kind == "worker":
            self._answer(Action.make(me, "knock_out", level=payload["level"], region=payload["region"],
                                     colour=payload["colour"]))
        elif kind == "hand":
            wanted = open_kind if open_kind in ("destroy", "discard") else "play_card"
            self._answer(Action.make(me, wanted, card=payload["card"]))
        elif kind == "draw_pile":
            wanted = open_kind if open_kind in ("destroy", "discard") else "destroy"
            self._answer(Action.make(me, wanted, top=True))
        elif kind in ("debt", "deed"):
            self._answer(Action.make(me, "flip", card=kind))
        elif kind == "draft":
            self._answer(Action.make(me, "draft", card=payload["card"]))
        elif kind == "space" and open_kind == "move":
            self._answer(Action.make(me, "move", to=payload["id"]))

    def _answer(self, action: Action) -> bool:
        """Submit a click's action; say why not when it is not what the open decision asks."""
        return self._submit(action)

    def _dropped(self, item: BoardItem, pos: QPointF) -> None:
        payload = item.payload if isinstance(item.payload, dict) else {}
        kind = payload.get("kind")
        done = False
        if kind == "hand":
            done = self.drop_card(item, pos)
        elif kind == "viscount":
            done = self.drop_viscount(item, pos)
        elif kind == "building":
            done = self.drop_building(item, pos)
        elif kind == "worker_group":
            done = self.drop_workers(item, pos)
        if not done and hasattr(item, "return_home") and item.scene() is self:
            item.return_home(self.duration(250))

    def drop_card(self, item: BoardItem, pos: QPointF) -> bool:
        """A hand card dropped: on tableau slot 1 it is played (VIS-P1-03)."""
        slots = self.mine.get("slots", [])
        if not slots or not slots[0].sceneBoundingRect().adjusted(-12, -12, 12, 12).contains(pos):
            self.refuse("VIS-P1-03", tr("Drop the card on slot 1 of your tableau"))
            return False
        return self._submit(Action.make(self.viewer, "play_card", card=item.payload["card"]))

    def drop_viscount(self, item: BoardItem, pos: QPointF) -> bool:
        """The viewer's viscount dropped on a space: move there (the path is the one to that space)."""
        space = self.geo.space_at(pos)
        if space is None:
            self.refuse("VIS-MOVE-03", tr("Drop your viscount on a space of the road"))
            return False
        if space == self.view.players[self.viewer].space and self._kind() == "move":
            legal = any(a["to"] == space for a in self.options)
            if not legal:
                self.refuse("VIS-MOVE-01", tr("You must move at least the value of the card you played"))
                return False
        return self._submit(Action.make(self.viewer, "move", to=space))

    def drop_building(self, item: BoardItem, pos: QPointF) -> bool:
        """A building dropped on a site: build it there (choosing Build first at the main action)."""
        site = self.geo.site_at(pos)
        if site is None:
            self.refuse("VIS-BUILD-03", tr("Drop the building on an empty site on your side of the river"))
            return False
        return self.gesture([("main_action", {"action": "build"}),
                             ("build", {"type": item.payload["type"], "site": site})])

    def drop_workers(self, item: BoardItem, pos: QPointF) -> bool:
        """A group of workers dropped in the castle: place them in the region the viscount faces."""
        hit = self.geo.region_at(pos)
        n = item.payload["n"]
        if self._kind() == "region":
            if hit is None or hit[0] != 1:
                self.refuse("DEC-48", tr("Drop the workers on a level-1 region of the castle"))
                return False
            return self._submit(Action.make(self.viewer, "region", region=hit[1]))
        faced = self.faced_region()
        if hit is None or hit != (1, faced):
            self.refuse("VIS-WORK-04", tr("Workers go into the level-1 region your viscount faces (region {n})").format(
                n=(faced or 0) + 1))
            return False
        return self.gesture([("main_action", {"action": "workers"}), ("place_workers", {"n": n})])

    def gesture(self, steps: list[tuple[str, dict]]) -> bool:
        """Submit one gesture that may answer several decisions in a row, as one undo step.

        ``steps`` are the answers the gesture stands for, in order; a step whose decision is not
        open is left out (the main action already chosen), and a skippable decision in between
        (banish) is answered "no". Looked ahead on a copy of the view, never on the game itself;
        the controller checks every answer and refuses the whole gesture with its reason.
        """
        probe = self.view.clone()
        actions: list[Action] = []
        me = self.viewer
        for i, (kind, params) in enumerate(steps):
            last = i == len(steps) - 1
            now = self._open_kind(probe)
            while now in SKIPPABLE and now != kind:
                skip = Action.make(me, now, skip=True)
                if probe.check(skip) is not None:
                    break
                actions.append(skip)
                probe.apply(skip)
                now = self._open_kind(probe)
            if now != kind and not last:
                continue
            action = Action.make(me, kind, **params)
            actions.append(action)
            if last or probe.check(action) is not None:
                break
            probe.apply(action)
        return self.controller.submit_all(actions) is None

    def _open_kind(self, state) -> str:
        return next((d.kind for d in state.decisions() if d.player == self.viewer), "")

    # ---- animation ---------------------------------------------------------------------------
    def _animate(self, events: list) -> None:
        if self.duration(100) <= 0 or not events:
            return
        steps = []
        for event in events:
            if event.kind in ("moved", "steward_moved"):
                seat = event.player
                path = (event.data or {}).get("path", [])
                item = self.viscounts.get(seat)
                if item is not None and path:
                    steps += self._walk(item, (event.data or {}).get("from", ""), path)
        b = self.view.board
        frames = castle_frames(events, {1: b.l1, 2: b.l2, 3: [b.l3]})
        if frames:
            steps.append(lambda f=frames[0][0]: self._show_castle(f, []))
            steps += [lambda f=f, m=m: self._show_castle(f, m) for f, m in frames[1:]]
        if steps:
            self.player.play(steps, self.duration(420))

    def _walk(self, item: kingdom.ViscountItem, start: str, path: list[str]) -> list:
        """Steps moving ``item`` from ``start`` along ``path`` (one space per step)."""
        out = []
        if start in self.geo.spaces:
            out.append(lambda s=start: item.setPos(kingdom.viscount_spot(self.view, self.geo, s, 0, 1)))
        for space in path:
            target = kingdom.viscount_spot(self.view, self.geo, space, 0, 1)
            out.append(lambda t=target: item.animate_to(t, self.duration(300)))
        final = item.pos()
        out.append(lambda: item.animate_to(final, self.duration(150)))
        return out

    def _show_castle(self, counts, moves) -> None:
        for w in self.workers:
            if w.scene() is self:
                self.removeItem(w)
        self.workers = kingdom.draw_workers(self, self.view, self.geo, self.colours, counts)
        for colour, src, dst in moves:
            target = next((w for w in self.workers if w.payload["colour"] == colour
                           and (w.payload["level"], w.payload["region"]) == dst), None)
            start = self._spot(src, colour)
            if target is not None and start is not None:
                end = target.pos()
                target.setPos(start)
                target.animate_to(end, self.duration(360))
            elif dst[0] == 0 and start is not None:
                ghost = WorkerItem(13, colour=self.colour_of(colour), rule_id=None, payload=None)
                ghost.setPos(start)
                ghost.setZValue(30)
                super().addItem(ghost)
                animation = ghost.animate_to(self._spot(dst, colour), self.duration(360))
                if animation is not None:
                    animation.finished.connect(lambda gh=ghost: gh.scene() is self and self.removeItem(gh))

    def _spot(self, where: tuple[int, int], colour: int) -> QPointF | None:
        level, region = where
        if level == 0:
            return QPointF(60, g.SIZE - 60)
        a0, a1 = self.geo.region_angles(level, region) if level < 3 else (0.0, 0.0)
        if level == 3:
            return QPointF(g.CENTRE)
        r = (g.R_L2 + g.R_WALL) / 2 if level == 1 else (g.R_L3 + g.R_L2) / 2
        return g.point(r, (a0 + a1) / 2)

    def finish_animations(self) -> None:
        """Show the end of any running replay at once."""
        self.player.finish()


def create_scene(controller: Any) -> ViscountsScene:
    """The scene the game window shows for a Viscounts game."""
    return ViscountsScene(controller)

