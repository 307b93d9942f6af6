"""What the Viscounts table does with a click or a drop (a mixin of the scene).

Clicks answer the open decision with the piece clicked (a pile, a stack, a region, a worker, a
hand card — at the stop before the shift it shifts, then plays —, a debt or deed); drops are read from where the dragged piece's middle lies. While a
piece is dragged it snaps to the places the decision allows (slot 1, a reachable space, an empty
site on your bank, the region your viscount faces). A refused gesture leaves the game alone: the
piece springs back and the status line says why, with the rule ID (from the engine, or said here
for what the engine never sees, such as a drop beside every target).
"""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from desktop_app.engine.action import Action
from desktop_app.ui.i18n import engine_translate, name_lang, render
from desktop_app.ui.items import BoardItem
from desktop_app.ui.viscounts import kingdom
from desktop_app.ui.viscounts.look import tr

SKIPPABLE = ("banish",)
"""Decisions a gesture passes over with "no" on its way to what the player dragged (a build
dragged at the main-action choice does not banish)."""
SNAP = 46.0
"""How near (scene units) a dragged piece must come to a target to snap onto it."""


class GesturesMixin:
    """Clicks, drops and snapping of :class:`~desktop_app.ui.viscounts.scene.ViscountsScene`."""

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
            self._submit(Action.make(me, wanted, pile=payload["piece"]))
        elif kind == "stack":  # a stack clicked picks Transcribe at the main-action choice (VIS-MS-01)
            self.gesture([("main_action", {"action": "transcribe"}), ("transcribe", {"stack": payload["piece"]})])
        elif kind == "region" and open_kind in ("region", "castle_region", "advance"):
            self._submit(Action.make(me, open_kind, region=payload["region"]))
        elif kind == "worker" and open_kind == "knock_out":
            self._submit(Action.make(me, "knock_out", level=payload["level"], region=payload["region"],
                                     colour=payload["colour"]))
        elif kind == "hand" and open_kind in ("destroy", "discard"):
            self._submit(Action.make(me, open_kind, card=payload["card"]))
        elif kind == "hand":
            self.play_from_hand(payload["card"])
        elif kind == "draw_pile":
            wanted = open_kind if open_kind in ("destroy", "discard") else "destroy"
            self._submit(Action.make(me, wanted, top=True))
        elif kind in ("debt", "deed"):
            self._submit(Action.make(me, "flip", card=kind))
        elif kind == "draft":
            self._submit(Action.make(me, "draft", card=payload["card"]))
        elif kind == "space" and open_kind == "move":
            self._submit(Action.make(me, "move", to=payload["id"]))
        elif kind == "board_ability":
            self._submit(Action.make(me, "board_ability", ribbon=payload["ribbon"]))
        elif kind == "orders":
            self._submit(Action.make(me, "hire", order=True))
        elif kind == "outsider":
            self._submit(Action.make(me, "outsider", outsider=payload["card"]))
        elif kind == "public" and open_kind in ("build", "main_action"):
            self.click_public(payload["type"])

    def _dropped(self, item: BoardItem, _pos: QPointF) -> None:
        """A dragged piece was let go: where its middle lies decides what it means."""
        pos = item.sceneBoundingRect().center()
        payload = item.payload if isinstance(item.payload, dict) else {}
        kind = payload.get("kind")
        done = False
        if kind == "hand":
            done = self.drop_card(item, pos)
        elif kind == "tableau":
            done = self.drop_tableau(item, pos)
        elif kind == "viscount":
            done = self.drop_viscount(item, pos)
        elif kind == "building":
            done = self.drop_building(item, pos)
        elif kind == "worker_group":
            done = self.drop_workers(item, pos)
        elif kind == "chest":
            done = self.drop_chest(item, pos)
        elif kind == "public":
            done = self.drop_public(item, pos)
        if not done and hasattr(item, "return_home") and item.scene() is self:
            item.return_home(self.duration(250))

    def drop_card(self, item: BoardItem, pos: QPointF) -> bool:
        """A hand card dropped: on tableau slot 1 it is played (VIS-P1-03)."""
        slots = self.mine.get("slots", [])
        if not slots or not slots[0].sceneBoundingRect().adjusted(-12, -12, 12, 12).contains(pos):
            self.refuse("VIS-P1-03", tr("Drop the card on slot 1 of your tableau"))
            return False
        return self.play_from_hand(item.payload["card"])

    def play_from_hand(self, card: str) -> bool:
        """Play a hand card (VIS-P1-03). At the stop before the shift (GOG-MSB-03) the same gesture answers
        "shift" first and then plays the card, as one undo step; when the shift asks something first (an
        exit ability's choice) or plays the only card by itself, only the shift is submitted."""
        play = Action.make(self.viewer, "play_card", card=card)
        if self._kind() != "shift":
            return self._submit(play)
        shift = Action.make(self.viewer, "shift", shift=True)
        probe = self.view.clone()
        if probe.check(shift) is None:
            probe.apply(shift)
            if self._open_kind(probe) == "play_card":
                return self.controller.submit_all([shift, play]) is None
        return self._submit(shift)

    def drop_tableau(self, item: BoardItem, pos: QPointF) -> bool:
        """A tableau card dropped on another card's slot: the tableau in that order, the card moved there and the
        others keeping their order (VIS-P1-08). It answers an open rearrange; otherwise the yellow
        manuscript-board ability is used first (GOG-MSB-03), in the same gesture when its payment asks nothing
        (else the payment is asked in the panel and the card is dragged again at the rearrange)."""
        cards = sorted(self.mine.get("tableau", []), key=lambda card: card.payload["slot"])
        slots = [card.payload["slot"] for card in cards]
        target = next((slot.payload["slot"] for slot in self.mine.get("slots", [])
                       if slot.sceneBoundingRect().adjusted(-12, -12, 12, 12).contains(pos)), None)
        if target not in slots or target == item.payload["slot"]:
            self.refuse("VIS-P1-08", tr("Drop the card on another card of your tableau"))
            return False
        order = [card.payload["card"] for card in cards]
        order.insert(slots.index(target), order.pop(slots.index(item.payload["slot"])))
        rearrange = Action.make(self.viewer, "rearrange", order=order)
        if self._kind() == "rearrange":
            return self._submit(rearrange)
        yellow = Action.make(self.viewer, "board_ability", ribbon="yellow")
        probe = self.view.clone()
        if probe.check(yellow) is not None:
            self.explain(yellow)
            return False
        probe.apply(yellow)
        if self._open_kind(probe) == "rearrange":
            return self.controller.submit_all([yellow, rearrange]) is None
        return self._submit(yellow)

    def drop_viscount(self, item: BoardItem, pos: QPointF) -> bool:
        """The viewer's viscount dropped on a space: move there (the path is the one to that space)."""
        space = self.geo.space_at(pos)
        if space is None:
            self.refuse("VIS-MOVE-03", tr("Drop your viscount on a space of the road"))
            return False
        if space == self.view.players[self.viewer].space and self._kind() == "move":
            legal = any(a.get("to") == space for a in self.options)
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
        btype = item.payload["type"]
        if self.view.board.sites.get(site) == [self.viewer, btype] and self.view.kok:
            # KOK-PUB-01: your building onto your own building of its type builds the public one there
            return self.gesture([("main_action", {"action": "build"}), ("build", {"public": btype, "site": site})])
        return self.gesture([("main_action", {"action": "build"}), ("build", {"type": btype, "site": site})])

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

    def drop_chest(self, item: BoardItem, pos: QPointF) -> bool:
        """A chest from the display dropped on one of your chest slots: take it there (KOK-CHEST-02)."""
        slot = next((s.slot for s in self.mine.get("chest_slots", [])
                     if s.sceneBoundingRect().adjusted(-6, -6, 6, 6).contains(pos)), None)
        if slot is None:
            self.refuse("KOK-CHEST-02", tr("Drop the chest on one of the three slots under your tableau"))
            return False
        return self._submit(Action.make(self.viewer, "gain_chest", chest=item.payload["chest"], slot=slot))

    def drop_public(self, item: BoardItem, pos: QPointF) -> bool:
        """A public building card dropped on a lit site: build it there (KOK-PUB-01), choosing Build first
        at the main action."""
        btype = item.payload["type"]
        site = self.geo.site_at(pos)
        if site is None or site not in self.public_sites(btype):
            self.refuse("KOK-PUB-01", tr("Drop the public building on a lit site: one within reach that holds "
                                         "your own building of its type"))
            return False
        return self._build_public(btype, site)

    def click_public(self, btype: str) -> bool:
        """A public building card clicked: built on its one possible site, or the player is asked to drag it
        onto one of several (KOK-PUB-01)."""
        sites = self.public_sites(btype)
        if len(sites) == 1:
            return self._build_public(btype, sites[0])
        if sites:
            self.refuse("KOK-PUB-01", tr("Drag the public building onto one of the lit sites"))
        elif btype in self.view.board.public:
            self.refuse("KOK-PUB-06", tr("Each public building is built once per game"))
        else:
            self.refuse("KOK-PUB-01", tr("This public building needs a site within reach that holds your own "
                                         "building of its type"))
        return False

    def _build_public(self, btype: str, site: str) -> bool:
        return self.gesture([("main_action", {"action": "build"}), ("build", {"public": btype, "site": site})])

    def gesture(self, steps: list[tuple[str, dict]]) -> bool:
        """Submit one gesture that may answer several decisions in a row, as one undo step.

        ``steps`` are the answers the gesture stands for, in order; a step whose decision is not
        open is left out (the main action already chosen), and a skippable decision in between
        (banish) is answered "no". Looked ahead on a copy of the view, never on the game itself;
        the controller checks every answer and refuses the whole gesture with its reason.
        """
        probe = self.view.clone()
        actions: list[Action] = []
        events: list = []
        me = self.viewer
        for i, (kind, params) in enumerate(steps):
            last = i == len(steps) - 1
            now = self._open_kind(probe)
            while now in SKIPPABLE and now != kind:
                skip = Action.make(me, now, skip=True)
                if probe.check(skip) is not None:
                    break
                actions.append(skip)
                events += probe.apply(skip)
                now = self._open_kind(probe)
            if now != kind and not last:
                continue
            if now != kind and actions and self._never_asked(events):
                return False
            action = Action.make(me, kind, **params)
            actions.append(action)
            if last or probe.check(action) is not None:
                break
            events += probe.apply(action)
        return self.controller.submit_all(actions) is None

    def _never_asked(self, events: list) -> bool:
        """The gesture's earlier steps led past the decision it is for (nothing affordable: the engine
        says so and moves on): refuse with that reason and its rule rather than "Not now" of whatever
        decision came instead. True if refused."""
        reason = next((e for e in reversed(events) if e.kind == "nothing" and e.player == self.viewer), None)
        if reason is None:
            return False
        self.refuse(reason.rule_id or "VIS-ACT-02", render(reason.text))
        return True

    def _open_kind(self, state) -> str:
        return next((d.kind for d in state.decisions() if d.player == self.viewer), "")

    # ---- snapping while dragging ---------------------------------------------------------------
    def snap_pieces(self) -> None:
        """Give the draggable pieces of the open decision their snapping targets."""
        for card in self.mine.get("hand", []):
            if card.flags() & card.GraphicsItemFlag.ItemIsMovable and self.mine.get("slots"):
                card.set_draggable(True, _onto(card, [self.mine["slots"][0].sceneBoundingRect().center()]))
        places = [card.sceneBoundingRect().center() for card in self.mine.get("tableau", [])]
        for card in self.mine.get("tableau", []):
            if card.flags() & card.GraphicsItemFlag.ItemIsMovable:
                card.set_draggable(True, _onto(card, places))
        item = self.viscounts.get(self.viewer)
        if item is not None and item.flags() & item.GraphicsItemFlag.ItemIsMovable:
            spots = [kingdom.viscount_spot(self.view, self.geo, a["to"], 0, 1) for a in self.options if a.get("to")]
            item.set_draggable(True, _to_nearest(spots))
        targets = [self.geo.sites[s] for s, site in self.sites.items() if site.target]
        for building in self.mine.get("buildings", {}).values():
            if building.flags() & building.GraphicsItemFlag.ItemIsMovable:
                building.set_draggable(True, _onto(building, targets))
        for card in getattr(self, "exp", {}).get("public", {}).values():
            if card.flags() & card.GraphicsItemFlag.ItemIsMovable:
                card.set_draggable(True, _onto(card, [self.geo.sites[s] for s in self.public_sites(card.payload["type"])]))
        slots = [s.sceneBoundingRect().center() for s in self.mine.get("chest_slots", [])]
        for tile in getattr(self, "exp", {}).get("chests", []):
            if tile.flags() & tile.GraphicsItemFlag.ItemIsMovable:
                tile.set_draggable(True, _onto(tile, slots))
        region = self.faced_region()
        if self._kind() != "region" and region is not None:
            for group in self.groups:
                group.set_draggable(True, _to_nearest(self.geo.worker_spots(1, region, 1)))


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())


def _to_nearest(spots: list[QPointF]):
    """A snapper for a piece whose position is its middle: onto the nearest spot within reach."""
    def snap(pos: QPointF) -> QPointF:
        best = min(spots, key=lambda s: _distance(s, pos), default=None)
        return QPointF(best) if best is not None and _distance(best, pos) <= SNAP else pos
    return snap


def _onto(item: BoardItem, centres: list[QPointF]):
    """A snapper for a piece drawn at scene coordinates (its position is an offset): its middle
    onto the nearest of ``centres`` within reach."""
    middle = item.boundingRect().center()

    def snap(offset: QPointF) -> QPointF:
        here = middle + offset
        best = min(centres, key=lambda c: _distance(c, here), default=None)
        return best - middle if best is not None and _distance(best, here) <= SNAP else offset
    return snap
