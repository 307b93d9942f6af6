"""What the viewer's clicks and drags on the Unconscious Mind table mean (a mixin of the scene).

A gesture becomes a short chain of the engine's answers submitted as ONE undo step
(``controller.submit_all``), e.g. dragging a market tile into a grid row while the action is being
executed is "execute once", "take this tile", "put it in that row". The chain is tried on a copy of
the viewer's view first: the longest legal beginning is submitted (a question the engine answers by
itself, or one that comes in between, ends the chain early). When even the first answer is refused
the controller shows why with the rule ID and the piece springs back. Gestures that never reach the
engine (a drop beside every target) are refused here, also with a rule ID.

Drags: the idea stack onto a space (towards the action the tail points at), the inkwell around the
rondel, an insight marker between rings and wedges, a market tile (or a held tile) into a grid row,
the professor along the map, a dream or a basic treatment onto a patient. Clicks: any piece an
answer stands for (a display card, a goal, a hand card, a marker that pays, a space of the map...).
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QTimer

from desktop_app.engine.action import Action
from desktop_app.rules.unconscious_mind.content import COLOURS, SIZES
from desktop_app.rules.unconscious_mind.insights import payment_plan
from desktop_app.rules.unconscious_mind.methods import ROW_NAMES, SLOTS
from desktop_app.ui.decision_options import answers as options_of
from desktop_app.ui.decision_options import values
from desktop_app.ui.i18n import render
from desktop_app.ui.items import BoardItem
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.describe import fmt
from desktop_app.ui.unconscious_mind.dial import marker_move
from desktop_app.ui.unconscious_mind.look import tr
from desktop_app.ui.unconscious_mind.pieces import DragCard
from desktop_app.ui.unconscious_mind.table import MARKET_RULES, action_rule

SNAP = 36.0
"""How near (scene px) a dragged piece must come to a target to snap onto it."""
FIRST_STEPS = {"after_action": {"inkwell": "inkwell", "treat": "treat"}, "recall_choice": {"treat": "treat"}}


def slot_params(slot: int) -> dict[str, str]:
    """``{"size": "M", "colour": "red"}`` of a dial slot."""
    size, colour = divmod(slot, 3)
    return {"size": SIZES[size], "colour": COLOURS[colour]}


def _wallet(state: Any, seat: int) -> tuple:
    """What ``seat`` could pay with: coffee, good ideas, the dial and its storage."""
    p = state.players[seat]
    return p.coffee, p.good_ideas, tuple(p.dial), tuple(p.storage)


class GestureMixin:
    """Clicks and drops of the table's pieces (see the module docstring)."""

    # ---- submitting ----------------------------------------------------------------------------
    def legal_prefix(self, actions: list[Action]) -> tuple[int, bool]:
        """How many of ``actions``, in order, are legal on a copy of the viewer's view, and whether the
        first one that is not was refused (its question was asked and it is not a legal answer) rather
        than not asked at all (the engine answered that question itself, or asked another one first)."""
        probe = self.view.clone()
        for n, action in enumerate(actions):
            if probe.check(action) is not None:
                asked = probe.decisions()
                refused = n == 0 or bool(asked and asked[0].kind == action.kind and asked[0].player == action.player)
                return n, refused
            probe.apply(action)
        return len(actions), False

    def gesture(self, item: BoardItem | None, actions: list[Action]) -> bool:
        """Submit ``actions`` as one undo step, or the legal beginning of them when the engine asks
        something else first; a refusal springs ``item`` back (the controller shows the reason)."""
        n, refused = self.legal_prefix(actions)
        chosen = actions if refused else actions[:n]
        if self.controller.submit_all(chosen) is not None:
            self.spring_back(item)
            return False
        return True

    def refuse(self, item: BoardItem | None, rule_id: str, reason: str) -> bool:
        """A gesture refused before it reached the engine: the reason and rule ID in the status line."""
        self.spring_back(item)
        self.refused_locally.emit(f"{reason} ({rule_id})")
        return False

    def spring_back(self, item: BoardItem | None) -> None:
        """Animate a dragged piece back to where it came from."""
        if item is not None and hasattr(item, "return_home"):
            item.return_home(self.duration(250))

    # ---- what a piece stands for ------------------------------------------------------------
    def kind(self) -> str:
        """The kind of the viewer's open decision ("" when there is none)."""
        decision = self.decision()
        return decision.kind if decision is not None else ""

    def context(self) -> dict:
        """The open decision's context (what the engine asks about)."""
        decision = self.decision()
        return decision.context if decision is not None else {}

    def answers(self, kind: str | None = None, /, **match: Any) -> list[Action]:
        """The viewer's legal answers (of ``kind``) whose parameters include ``match``."""
        return options_of(self.controller.legal_actions(self.viewer), kind, **match)

    def click_answers(self, payload: dict) -> list[Action]:
        """The answers a click on a piece with ``payload`` stands for (the first is submitted)."""
        k = payload.get("kind")
        if k == "action":
            return [payload["action"]]
        if k == "market":
            return self.answers("choose_method", row=ROW_NAMES[payload["row"]], slot=SLOTS[payload["slot"]])
        if k == "patient_display":
            return self.answers("patient_refill", source="display", slot=payload["slot"])
        if k == "dream_display":
            return self.answers("manifest_choice", slot=payload["slot"])
        if k == "goal":
            return self.answers("goal_claim", goal=payload["goal"])
        if k == "hand":
            return self.answers("research_play", card=payload["card"]) + \
                self.answers("research_swap", card=payload["card"])
        if k == "treatise_supply":
            return self.answers("publish_treatise", treatise=payload["treatise"])
        if k == "recall_space":
            return self.answers("recall_place", space="recall", index=payload["index"]) \
                if self.view.players[self.viewer].professor == payload["loc"] else []
        if k == "district_space":
            here = self.view.content.district_of[self.view.players[self.viewer].professor]
            return self.answers("recall_place", space="district", index=payload["index"]) \
                if here == payload["district"] else []
        if k == "location":
            return self.answers("activation", use=True) if self.context().get("loc") == payload["loc"] else []
        if k == "cell":
            tile = payload.get("tile")
            return (self.answers("resolve_space", effect=f"tile:{tile}") if tile else []) + \
                self.answers("method_row", replace=payload["cell"]) + \
                self.answers("method_row", row=payload["cell"] // 3 + 1)
        if k == "grid_row":
            return self.answers("method_row", row=payload["row"] + 1)
        if k == "rondel":
            return self._inkwell_chain(payload["index"])[0]
        if k == "marker" and payload.get("slot", -1) >= 0:
            match = slot_params(payload["slot"])
            found = []
            for kind in ("pay_insight", "elevate_target", "suppress_target", "generate_sacrifice",
                         "own_marker_source"):
                found += sorted(self.answers(kind, **match), key=lambda a: a.get("coffee") or 0)
            return found
        if k in ("patient", "empty_room"):
            return self.answers("heal_target", room=payload["room"]) + self.answers("patient_room", room=payload["room"])
        if k == "dream" and payload.get("top") and self.kind() in ("treat", *FIRST_STEPS):
            chain = self._treat_chain({"room": payload["room"], "with": "dream", "option": 0})
            return chain if self.legal_prefix(chain)[0] == len(chain) else []
        if k == "prestige_column":
            found = self.answers("prestige_option", column=payload["column"])
            return found if len(found) == 1 else []
        return []

    # ---- clicks ------------------------------------------------------------------------------
    def _clicked(self, item: BoardItem) -> None:
        payload = item.payload if isinstance(item.payload, dict) else {}
        k = payload.get("kind")
        if k == "idea_count":
            self.idea_count = payload["count"]
            self.sync([])
            return
        if k == "supply":
            self.idea_count = payload["count"] % min(3, self.view.players[self.viewer].supply) + 1
            self.sync([])
            return
        found = self.click_answers(payload)
        if found:
            self.gesture(None, found if k in ("rondel", "dream") else found[:1])
        elif k == "market" and self.decision() is not None:  # a press (or a drag) on a tile that cannot be taken
            self.refuse(None, *self.market_refusal(payload))

    def wheel_supply(self, steps: int) -> None:
        """The mouse wheel over the idea stack: 1–3 ideas."""
        supply = min(3, self.view.players[self.viewer].supply)
        if supply:
            self.idea_count = max(1, min(supply, self.idea_count + steps))
            self.sync([])

    # ---- drops -------------------------------------------------------------------------------
    def _dropped(self, item: BoardItem, pos: QPointF) -> None:
        payload = item.payload if isinstance(item.payload, dict) else {}
        if isinstance(item, DragCard):  # a card is drawn around its rectangle, not its origin
            pos = item.sceneBoundingRect().center()
        handler = {"supply": self.drop_ideas, "inkwell": self.drop_inkwell, "marker": self.drop_marker,
                   "market": self.drop_tile, "held_tile": self.drop_tile, "professor": self.drop_professor,
                   "dream": self.drop_treatment, "basic": self.drop_treatment}.get(payload.get("kind"))
        if handler is None:
            self.spring_back(item)
            return
        handler(item, pos)

    def drop_ideas(self, item: BoardItem, pos: QPointF) -> bool:
        """Ideas dropped near a space: the action is the adjacent one the drop leans towards (UM-PLACE-01)."""
        target = self.space_near(pos)
        if target is None:
            return self.refuse(item, "UM-PLACE-01", tr("Drop the ideas on an idea space of the meeting table"))
        sid, action = target
        place = Action.make(self.viewer, "place_ideas", space=sid, action=action, ideas=item.payload["count"])
        chain = [Action.make(self.viewer, "turn_type", type="place"), place] if self.kind() == "turn_type" else [place]
        return self.gesture(item, chain)

    def space_near(self, pos: QPointF) -> tuple[str, str] | None:
        """(space, action) for a drop at ``pos``: the nearest space, and of its actions the one in the
        direction the drop leans (the first one when dropped right on the space)."""
        near = [(math.dist((pos.x(), pos.y()), (c.x(), c.y())), sid) for sid, c in self.space_centres.items()]
        distance, sid = min(near, default=(math.inf, None))
        if sid is None or distance > SNAP:
            return None
        centre = self.space_centres[sid]
        adjacent = next(s["adjacent"] for s in self.view.content.spaces if s["id"] == sid)
        lean = pos - centre
        if math.hypot(lean.x(), lean.y()) < 2:
            return sid, adjacent[0]

        def score(aid: str) -> float:
            a = self.action_centres.get(aid, centre) - centre
            n = math.hypot(a.x(), a.y()) or 1.0
            return (a.x() * lean.x() + a.y() * lean.y()) / n

        return sid, max(adjacent, key=score)

    def _inkwell_chain(self, index: int) -> tuple[list[Action], str]:
        """The answers that move the viewer's inkwell to rondel space ``index`` now, or a refusal text."""
        kind, ctx = self.kind(), self.context()
        if kind not in ("inkwell_extra", "after_action"):
            return [], tr("Move the inkwell after placing ideas, instead of treating patients")
        reach = list(ctx.get("to", []))
        if index not in reach:
            return [], tr("The inkwell moves exactly as many spaces as the row of your ideas shows, plus one per "
                          "good idea you spend")
        extra = Action.make(self.viewer, "inkwell_extra", good_ideas=reach.index(index))
        if kind == "inkwell_extra":
            return [extra], ""
        return [Action.make(self.viewer, "after_action", then="inkwell"), extra], ""

    def drop_inkwell(self, item: BoardItem, pos: QPointF) -> bool:
        """The inkwell dropped on a rondel space (UM-INK-01)."""
        index = self.rondel_at(pos)
        if index is None:
            return self.refuse(item, "UM-INK-01", tr("Drop the inkwell on a space of your rondel"))
        if index == self.view.players[self.viewer].inkwell:
            self.spring_back(item)
            return False
        chain, why = self._inkwell_chain(index)
        if not chain:
            return self.refuse(item, "UM-INK-01" if self.kind() in ("inkwell_extra", "after_action") else "UM-TURN-02",
                               why)
        return self.gesture(item, chain)

    def rondel_at(self, pos: QPointF) -> int | None:
        """The rondel space under ``pos``."""
        d = pos - L.RONDEL_CENTRE
        r = math.hypot(d.x(), d.y())
        if not L.RONDEL_RADII[0] - 6 <= r <= L.RONDEL_RADII[1] + 14:
            return None
        n = len(self.view.content.rondel)
        angle = (math.degrees(math.atan2(d.y(), d.x())) + 90) % 360
        return int((angle + 180 / n) // (360 / n)) % n

    def drop_marker(self, item: BoardItem, pos: QPointF) -> bool:
        """An insight marker dropped on another slot: elevate, suppress or transfer (UM-INS-03..05)."""
        src = item.payload.get("slot", -1)
        dst = L.dial_slot_at(pos)
        move = marker_move(src, dst)
        if move is None:
            if dst == src:
                self.spring_back(item)
                return False
            return self.refuse(item, "UM-INS-03", tr("An insight moves one ring out (elevate), one ring in "
                                                     "(suppress) or to another colour of its ring (transfer)"))
        me, where = self.viewer, slot_params(src)
        if move == "suppress":
            if self.kind() != "suppress_target":
                return self.refuse(item, "UM-INS-04", tr("An insight is suppressed only to pay a cost or by an effect"))
            return self.gesture(item, [Action.make(me, "suppress_target", **where)])
        if move == "elevate":
            answer = Action.make(me, "elevate_target", **where)
        else:
            answer = Action.make(me, "transfer_target", **where, to=COLOURS[dst % 3])
        chain = self.free_chain(answer) or [Action.make(me, "coffee_convert", conversion=move), answer]
        return self.gesture(item, chain)

    def free_chain(self, answer: Action) -> list[Action] | None:
        """The answers that make ``answer`` (an elevation, a transfer) without paying: ``answer`` itself
        when its question is open, else an offered effect that asks it next for nothing (Contemplate's
        execution, a full row's "elevate 1"). None when only coffee could pay for it (UM-COF-02)."""
        if self.kind() == answer.kind:
            return [answer]
        before = _wallet(self.view, self.viewer)
        for first in self.controller.legal_actions(self.viewer):
            if first.kind not in ("execution", "resolve_space") or first.get("stop") or first.get("finish"):
                continue
            probe = self.view.clone()
            probe.apply(first)
            asked = probe.decisions()
            if asked and asked[0].kind == answer.kind and asked[0].player == self.viewer \
                    and not asked[0].context.get("no_free") and _wallet(probe, self.viewer) == before \
                    and probe.check(answer) is None:
                return [first, answer]
        return None

    def drop_tile(self, item: BoardItem, pos: QPointF) -> bool:
        """A market tile (or the tile just taken) dropped into a row of the method grid (UM-MTH-07)."""
        me = self.viewer
        p = self.view.players[me]
        row = next((r for r, rect in ((r, L.grid_row_rect(r)) for r in range(3)) if rect.adjusted(-8, -6, 8, 6)
                    .contains(pos)), None)
        if row is None:
            return self.refuse(item, "UM-MTH-07", tr("Drop the tile on a row of your method grid"))
        full = None not in p.grid
        if full:
            cell = next((c for c in range(9) if L.grid_rect(c).contains(pos)), row * 3)
            place = Action.make(me, "method_row", replace=cell)
        else:
            place = Action.make(me, "method_row", row=row + 1)
        payload = item.payload
        if payload["kind"] == "held_tile":
            return self.gesture(item, [place])
        take = Action.make(me, "choose_method", row=ROW_NAMES[payload["row"]], slot=SLOTS[payload["slot"]])
        kind = self.kind()
        chain = [take, place] if kind == "choose_method" else []
        if kind == "execution" and self._execution_option("gain_method", SLOTS[payload["slot"]]) is not None:
            chain = [Action.make(me, "execution", option=self._execution_option("gain_method", SLOTS[payload["slot"]])),
                     take, place]
        if not chain:
            return self.refuse(item, *self.market_refusal(payload))
        stops_before_row = self.legal_prefix(chain)[0] == len(chain) - 1
        tile = self.view.market[payload["row"]][payload["slot"]] if payload["slot"] else \
            self.view.market[payload["row"]][0][-1]
        if not self.gesture(item, chain):
            return False
        if stops_before_row:  # a question comes in between (a right tile's order, its main effect)
            self.tile_row = (tile, place)
        return True

    def market_refusal(self, payload: dict) -> tuple[str, str]:
        """Why the market tile of ``payload`` cannot be taken now: (rule ID, what is wrong with it)."""
        kind, ctx = self.kind(), self.context()
        wanted = ctx.get("from") if kind == "choose_method" else None
        action = self.view.content.actions.get(ctx.get("action", "")) if kind == "execution" else None
        if action is not None:
            wanted = next((s.get("from") for steps in action["options"] for s in steps if s["op"] == "gain_method"),
                          None)
        if wanted in SLOTS:
            words = {"pile": tr("the top tile of a pile (face down)"), "middle": tr("a middle tile"),
                     "right": tr("a right tile")}[wanted]
            rule = action_rule(self.view.content, ctx["action"]) if action is not None else MARKET_RULES[
                SLOTS.index(wanted)]
            name = render(self.view.content.name(ctx["action"])) if action is not None else tr("This choice")
            return rule, fmt(tr("{action} takes {tile}, not this one: drag {tile} into a row"), action=name,
                             tile=words)
        if kind in ("place_ideas", "turn_type"):
            return "UM-ACT-01", tr("Place ideas on a method action first, then take the tile")
        return "UM-MTH-01", tr("A method tile is taken only by an action or an effect")

    def follow_tile_row(self, decision: Any, options: list[Action]) -> None:
        """Place the tile a drop took in the row it was dropped on once that row is asked (after the
        questions that came in between: a right tile's order, its main effect); the row is forgotten
        when the tile is no longer held."""
        if self.tile_row is None:
            return
        tile, place = self.tile_row
        if decision is None or tile not in self.view.held_tiles:
            self.tile_row = None
        elif decision.kind == "method_row":
            self.tile_row = None
            if self.view.held_tiles[-1] == tile and place in options:
                QTimer.singleShot(0, lambda: self.controller.submit(place))

    def _execution_option(self, op: str, source: str | None = None) -> int | None:
        """The option of the action being executed whose steps include ``op`` (from ``source``)."""
        ctx = self.context()
        action = self.view.content.actions.get(ctx.get("action", ""))
        if action is None or ctx.get("left", 0) <= 0:
            return None
        for i, steps in enumerate(action["options"]):
            for s in steps:
                if s["op"] == op and (source is None or s.get("from") in (source, "any")):
                    return i
        return None

    def drop_professor(self, item: BoardItem, pos: QPointF) -> bool:
        """The viewer's professor dropped on a location (UM-MAP-01/02)."""
        me = self.viewer
        loc = next((i for i in range(6) if L.location_rect(i).adjusted(-6, -6, 6, 6).contains(pos)), None)
        here = self.view.players[me].professor
        if loc is None or loc == here:
            if loc is None:
                return self.refuse(item, "UM-MAP-01", tr("Drop your professor on a location of Vienna"))
            self.spring_back(item)
            return False
        steps = (loc - here) % 6
        move = Action.make(me, "map_move", steps=steps)
        kind = self.kind()
        if kind == "map_move":
            return self.gesture(item, [move])
        if kind == "execution":
            option = self._execution_option("professor_move")
            if loc == self.view.freud:
                to_freud = self._execution_option("professor_to_freud")
                if to_freud is not None and (option is None or steps > 2):
                    return self.gesture(item, [Action.make(me, "execution", option=to_freud)])
            if option is not None:
                return self.gesture(item, [Action.make(me, "execution", option=option), move])
        return self.refuse(item, "UM-MAP-02", tr("Your professor moves only by an action or an effect"))

    def _treat_chain(self, treatment: dict) -> list[Action]:
        """A treatment, preceded by "treat patients" when the turn still asks for that choice."""
        me = self.viewer
        answer = Action.make(me, "treat", **treatment)
        first = FIRST_STEPS.get(self.kind(), {}).get("treat")
        return [Action.make(me, self.kind(), then=first), answer] if first else [answer]

    def drop_treatment(self, item: BoardItem, pos: QPointF) -> bool:
        """A dream or a basic treatment dropped onto a patient (UM-HEAL-01/02)."""
        room = next((r for r in range(2) if L.room_rect(r).contains(pos)), None)
        if room is None or self.view.players[self.viewer].rooms[room] is None:
            return self.refuse(item, "UM-HEAL-01", tr("Drop the treatment on one of your patients"))
        payload = item.payload
        if payload["kind"] == "dream":
            if payload["room"] != room:
                return self.refuse(item, "UM-HEAL-02", tr("A dream treats only the patient below it"))
            if not payload.get("top"):
                return self.refuse(item, "UM-HEAL-08", tr("The latent dream is used only after the manifest dream "
                                                          "above it"))
            treatment = {"room": room, "with": "dream", "option": 0}
        else:
            treatment = {"room": room, "with": "basic", "option": payload["option"]}
        if self.kind() not in ("treat", "after_action", "recall_choice"):
            return self.refuse(item, "UM-HEAL-01", tr("Treat patients instead of moving the inkwell or taking a "
                                                      "recall reward"))
        return self.gesture(item, self._treat_chain(treatment))

    # ---- what a payment will use ----------------------------------------------------------------
    def preview(self, item: Any, on: bool) -> None:
        """While the mouse is over an answer, outline the markers it would pay with (overpay included)."""
        slots = set(self.paying_slots(item.payload)) if on and isinstance(item.payload, dict) else set()
        for m in self.marker_items:
            if m.previewed != (m.payload.get("slot") in slots):
                m.previewed = not m.previewed
                m.update()

    def paying_slots(self, payload: dict) -> list[int]:
        """The dial slots the answer behind ``payload`` spends (its cheapest payment now)."""
        a = payload.get("action")
        c = self.view.content
        if a is None:  # a piece a drag or click would pay for: a dream, a basic treatment, a tile's main effect
            kind = payload.get("kind")
            cost = c.dreams[payload["dream"]]["cost"] if kind == "dream" and payload.get("top") else \
                c.basic[payload["option"]]["cost"] if kind == "basic" else \
                c.tiles[payload["tile"]]["main"]["cost"] if kind == "cell" and payload.get("tile") else None
            plan = payment_plan(self.view, self.viewer, cost) if cost is not None else None
            return [step["slot"] for step in plan or [] if step["slot"] is not None]
        if not isinstance(a, Action):  # a meeting-table action card names its action: it pays nothing
            return []
        if a.kind == "pay_insight" or (a.kind in ("elevate_target", "suppress_target", "transfer_target",
                                                  "generate_sacrifice", "own_marker_source") and a.get("size")):
            return [SIZES.index(a["size"]) * 3 + COLOURS.index(a["colour"])]
        cost = None
        if a.kind == "treat" and not a.get("finish"):
            room = self.view.players[self.viewer].rooms[a["room"]]
            cost = c.basic[a["option"]]["cost"] if a["with"] == "basic" else c.dreams[room["dreams"][-1]]["cost"]
        elif a.kind == "resolve_space" and str(a.get("effect", "")).startswith("tile:"):
            cost = c.tiles[a["effect"][5:]]["main"]["cost"]
        if cost is None:
            return []
        plan = payment_plan(self.view, self.viewer, cost) or []
        return [step["slot"] for step in plan if step["slot"] is not None]

    # ---- what can be used now ----------------------------------------------------------------
    def enable(self, decision: Any, options: list[Action]) -> None:
        """Mark the pieces the viewer can use now: clickable ones get a gold rim, draggable ones can be
        dragged, and the places a drag may end are outlined."""
        kind = decision.kind if decision is not None else ""
        ctx = decision.context if decision is not None else {}
        kinds = {a.kind for a in options}
        conversions = {a.get("conversion") for a in options if a.kind == "coffee_convert"}
        for item in self.pieces:
            payload = item.payload if isinstance(item.payload, dict) else {}
            if payload.get("kind") in (None, "action", "idea_count") or not hasattr(item, "set_enabled"):
                continue
            item.set_enabled(decision is not None and bool(self.click_answers(payload)))
        if decision is None:
            return
        if self.supply_item is not None and ("place_ideas" in kinds or (kind == "turn_type" and any(
                a.get("type") == "place" for a in options))):
            self.supply_item.set_draggable(True, self._idea_snapper(self.supply_item))
            for sid in values(self.answers("place_ideas"), "space"):
                self.space_items[sid].set_target(True)
        if self.inkwell_item is not None and kind in ("inkwell_extra", "after_action"):
            self.inkwell_item.set_draggable(True)
            for index in ctx.get("to", []):
                self.rondel_items[index].set_target(True)
        if kind in ("elevate_target", "transfer_target", "suppress_target") or conversions & {"elevate", "transfer"}:
            for m in self.marker_items:
                m.set_draggable(True)
        market = kind == "choose_method" or (kind == "execution" and self._execution_option("gain_method") is not None)
        for (r, k), item in self.market_items.items():
            if kind == "execution" and self._execution_option("gain_method", SLOTS[k]) is not None \
                    or self.answers("choose_method", row=ROW_NAMES[r], slot=SLOTS[k]):
                item.set_draggable(True)
        if self.held_item is not None and kind == "method_row":
            self.held_item.set_draggable(True)
        if market or kind == "method_row":
            for r, row in self.row_items.items():
                row.set_target(None in self.view.players[self.viewer].grid[r * 3:r * 3 + 3])
        professor = self.professor_items.get(self.viewer)
        if professor is not None and (kind == "map_move" or (kind == "execution" and (
                self._execution_option("professor_move") is not None
                or self._execution_option("professor_to_freud") is not None))):
            professor.set_draggable(True)
            for loc in ctx.get("to", []):
                self.location_items[loc].set_target(True)
        if kind in ("treat", "after_action", "recall_choice"):
            for item in self.dream_items.values():
                item.set_draggable(True)
            for item in self.basic_items.values():
                item.set_draggable(True)
            for room, item in self.room_items.items():
                if hasattr(item, "set_target") and kind == "treat" and self.answers("treat", room=room):
                    item.set_target(True)

    def _idea_snapper(self, stack: BoardItem):
        """While dragged, the idea stack snaps next to a space and points its tail at the action."""

        def snap(pos: QPointF) -> QPointF:
            if stack.animating:
                return pos
            target = self.space_near(pos)
            if target is None:
                return pos
            sid, action = target
            centre = self.space_centres[sid]
            a = self.action_centres.get(action, centre)
            angle = math.atan2(a.y() - centre.y(), a.x() - centre.x())
            stack.point_at(angle)  # it sits just off the space towards the action: a drop there means that action
            return QPointF(centre.x() + math.cos(angle) * 6, centre.y() + math.sin(angle) * 6)

        return snap
