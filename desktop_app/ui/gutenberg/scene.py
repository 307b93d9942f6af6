"""The Gutenberg table: the main board, under it one tab per seat and one workshop (the viewer's,
or the seat whose tab was clicked during this decision), and on the right the action board and the
decision pane. Laid out so that at 1366×768 the smallest text shows at 9 px (``look.MIN_PT``).

The scene draws only ``controller.view_state()`` and rebuilds its items on every :meth:`sync`,
then animates the events of the last change (:mod:`.motion`: gears turning, a gear flying to its
mount, a marker dropping on a claimed gear). Gestures become engine actions through
``controller.submit``; a refusal leaves the state alone, the dragged piece animates back and the
status line shows the reason with its rule ID.

Gestures: click a printing card then a design card (take an order); click an ink token (take it
and the tokens before it); click a specialty card (train it); drag a board gear onto a mount
(turn it first with the mouse wheel; installs it); wheel over an installed gear and drop it back
on its mount or press "Remount" (remount); click a gear's highlighted sector (claim it); click a
reward space or a patron card; click a held order (print it, with colour when payable); click a
letter of your type case (buy it); drag planning tokens or use +/−, then "Ready"; click a seat's
tab (show its workshop). Every decision is also offered as buttons in the side panel.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF
from PySide6.QtGui import QColor

from desktop_app.engine.action import Action
from desktop_app.rules.gutenberg.model import ACTIONS
from desktop_app.ui.colour_blind import player_colour
from desktop_app.ui.decision_options import answers, matches
from desktop_app.ui.gutenberg import planning
from desktop_app.ui.gutenberg.board import HEIGHT as BOARD_H
from desktop_app.ui.gutenberg.board import WIDTH as BOARD_W
from desktop_app.ui.gutenberg.board import draw_board
from desktop_app.ui.gutenberg.gear import (
    MeshGear,
    TurnHandle,
)
from desktop_app.ui.gutenberg.look import PAPER, panel, text, tr
from desktop_app.ui.gutenberg.motion import SceneMotion
from desktop_app.ui.gutenberg.panel import draw_panel
from desktop_app.ui.gutenberg.pieces import Button, DesignCard, Piece, PrintingCard
from desktop_app.ui.gutenberg.workshop import HEIGHT as WORKSHOP_H
from desktop_app.ui.gutenberg.workshop import TAB_H, draw_tab, draw_workshop, letter_at
from desktop_app.ui.i18n import engine_translate, name_lang, render
from desktop_app.ui.items import BoardItem, TokenItem
from desktop_app.ui.scene_base import GameScene
from desktop_app.ui.scroll_pane import BAR, ScrollPane

RIGHT_X = BOARD_W + 20
TOTAL_W = RIGHT_X + planning.WIDTH + BAR + 4
TABS_TOP = BOARD_H + 10
WORKSHOP_TOP = TABS_TOP + TAB_H + 2
TABLE_BOTTOM = WORKSHOP_TOP + WORKSHOP_H
SCENE_RECT = QRectF(-16, -16, TOTAL_W + 32, TABLE_BOTTOM + 32)
"""The whole table, the same in every phase: the view never moves or rescales between decisions."""
CARDS_PER_ROW = 5
SETUP_PHASES = ("character", "draft", "letters")
"""Phases before the first planning (the action board is not shown yet)."""
PHASE_NAMES = {"character": "Choosing characters", "draft": "Drafting orders", "letters": "Choosing letters",
               "plan": "Planning", "reveal": "Plans revealed", "action": "Execute actions",
               "complete": "Complete orders", "final": "Last free actions", "over": "Game over"}


class GutenbergScene(SceneMotion, GameScene):
    """The Gutenberg table (see the module docstring for the gestures)."""

    default_rule_id = "GUT-RND-01"
    informational_kinds = frozenset({"supply", "turn_handle"})

    def __init__(self, controller: Any, parent: Any = None) -> None:
        super().__init__(controller, parent)
        self.view: Any = None
        self.viewer = -1
        self.board_gears: dict[str, MeshGear] = {}
        self.gears: dict[tuple[int, int], MeshGear] = {}
        self.mounts: dict[tuple[int, int], BoardItem] = {}
        self.workshop_rects: dict[int, QRectF] = {}
        """The workshop on the table: {its seat: its rectangle} (one at a time, chosen by its tab)."""
        self.shown_seat: int | None = None
        """The seat whose workshop a tab click chose (None: the viewer's own)."""
        self._decision_key: tuple = ()
        self._shown_for: tuple = ()
        """The decision the tab choice was made in: a new decision (or another person) shows the own workshop."""
        self.letter_cases: dict[int, tuple] = {}
        self.panel_buttons: list[Button] = []
        self.pieces: list[BoardItem] = []
        self.markers: list[TokenItem] = []
        self.handles: list[TurnHandle] = []
        self.revealed_tokens: list[TokenItem] = []
        self.flying: list[BoardItem] = []
        self.spots: dict[tuple[str, int], QPointF] = {}
        """Where flying pieces land: ("ink", seat) the ink supply, ("order", seat) the newest order."""
        self.selected: dict[str, str] = {}
        self.action_origin = QPointF(RIGHT_X, 44)
        self.pane: ScrollPane | None = None
        """The right column below the action board: the viewer's decision, scrolled when long."""
        self._container: Any = None
        self._pane_offset: tuple[tuple, float] = ((), 0.0)
        self._draft_slots: dict[tuple[str, str], int] = {}
        """(kind, draft pool card) -> its place; kept for the whole draft."""
        self._draft_rows: dict[str, int] = {}
        """Rows of pool cards per kind, kept for the whole draft (so the design row never moves up)."""
        self._gear_origin: dict[str, QPointF] = {}
        self.setSceneRect(SCENE_RECT)
        self.sync([])

    # ---- building ----------------------------------------------------------------------------
    def add_piece(self, item: BoardItem) -> BoardItem:
        """Add an interactive piece: wire its click, drop and wheel gestures."""
        self.addItem(item)
        item.set_colour_blind(self.colour_blind)
        payload = item.payload if isinstance(item.payload, dict) else {}
        kind = str(payload.get("kind", "")).removeprefix("choice_")
        if isinstance(item, Piece) and kind in ("printing", "design"):
            item.selected = self.selected.get(kind) == payload.get("id")
        item.clicked.connect(self._clicked)
        item.dropped.connect(self._dropped)
        if isinstance(item, MeshGear):
            item.turned.connect(self._turned)
        self.pieces.append(item)
        return item

    def colours(self, view: Any) -> list[QColor]:
        """Screen colour per seat: its colour as the content defines it, or the content's player
        colour of that seat when it has none (GUT-GAP-11: never an ink colour); the Rival, who has
        no app seat, is grey."""
        seats = self.controller.options.seats
        own = {c.id: c.rgb for c in view.content.rules.player_colours}
        palette = [c.rgb for c in view.content.rules.player_colours]
        out = []
        for i in range(len(view.players)):
            if i >= len(seats):
                out.append(QColor("#7A7A7A"))
            elif seats[i].colour in own:
                out.append(QColor(own[seats[i].colour]))
            else:
                out.append(player_colour(seats[i].colour, i) if seats[i].colour else QColor(palette[i % len(palette)]))
        return out

    def addItem(self, item) -> None:  # noqa: N802 (Qt override)
        """Add ``item`` to the scene, or into the scroll pane while its content is being built."""
        if self._container is not None:
            item.setParentItem(self._container)
        else:
            super().addItem(item)

    def sync(self, events: list) -> None:
        """Rebuild the table from the viewer's view, then animate ``events``."""
        for key, gear in self.board_gears.items():
            self._gear_origin[key] = gear.scenePos()
        if self.pane is not None:
            self._pane_offset = (self._pane_offset[0], self.pane.offset)
        self.reset()
        self.board_gears, self.gears, self.mounts, self.letter_cases = {}, {}, {}, {}
        self.panel_buttons, self.pieces, self.markers, self.handles = [], [], [], []
        self.revealed_tokens, self.spots, self.flying = [], {}, []
        view = self.view = self.controller.view_state()
        viewer = self.viewer = self.controller.viewer()
        colours = self.colours(view)
        draw_board(self, view, colours)
        self._header(view, colours)
        decision = self._decision()
        options = self._options(decision)
        if decision is None or decision.kind not in ("take_order", "new_order"):
            self.selected = {}
        top = self.action_origin.y()
        if view.phase != "draft":
            self._draft_slots, self._draft_rows = {}, {}
        if view.phase in SETUP_PHASES:  # no action board yet: the draft pool takes its place
            stage = self._draft_pool(view, top) if view.phase == "draft" else top - 10
        else:
            planning_now = view.phase == "plan"
            stage = planning.draw_action_board(self, view, viewer, self.action_origin, colours, planning_now)
            if planning_now:
                stage = planning.draw_screens(self, view, viewer, QPointF(RIGHT_X, stage + 8), colours)
        self._decision_pane(view, viewer, decision, options, stage + 10)
        self._decision_key = (viewer, view.phase, view.round, view.step, decision.kind if decision is not None else "")
        self._workshops(view, colours, WORKSHOP_TOP)
        self._enable(options)
        self._animate(events)

    def _decision_pane(self, view, viewer: int, decision: Any, options: list[Action], top: float) -> None:
        """The drawn cards of a new order and the decision panel (or the final scores), in a pane that
        fills the column down to the workshops and scrolls when its content is longer."""
        pane = self.pane = ScrollPane(QRectF(RIGHT_X, top, TOTAL_W - RIGHT_X, TABLE_BOTTOM - top))
        super().addItem(pane)
        self._container = pane.content
        try:
            y = top
            if decision is not None and decision.kind == "new_order":
                y = self._drawn_cards(view, decision, y) + 10
            if view.phase == "over":
                self._final(view, QPointF(RIGHT_X, y))
            else:
                name = render(view.players[viewer].name) if 0 <= viewer < len(view.players) else ""
                draw_panel(self, view, viewer, decision, options, QPointF(RIGHT_X, y), name)
        finally:
            self._container = None
        key = (viewer, view.phase, view.round, decision.kind if decision is not None else "")
        if key == self._pane_offset[0]:  # the same decision redrawn (a letter bought): keep the scroll
            pane.scroll_to(self._pane_offset[1])
        self._pane_offset = (key, pane.offset)

    def _header(self, view, colours) -> None:
        phase = tr(PHASE_NAMES.get(view.phase, view.phase))
        title = tr("Round {round} of {rounds} · {phase}").format(round=view.round,
                                                                 rounds=view.content.rules.rounds, phase=phase)
        text(self, title, RIGHT_X, 2, 13, bold=True, colour="#3A2A14", rule_id="GUT-RND-01")
        order = " → ".join(render(view.players[s].name) for s in view.turn_order())
        text(self, tr("Turn order: {order}").format(order=order), RIGHT_X, 22, 8.5, colour="#6B5536",
             width=planning.WIDTH, rule_id="GUT-PLAN-06")

    def workshop_seat(self) -> int:
        """The seat whose workshop is on the table: the one its tab chose during this decision, else the
        viewer's (else the acting seat's, else the first)."""
        n = len(self.view.players)
        if self._shown_for != self._decision_key:  # a new decision (or another person): their own workshop
            self.shown_seat, self._shown_for = None, self._decision_key
        if self.shown_seat is not None and 0 <= self.shown_seat < n:
            return self.shown_seat
        if 0 <= self.viewer < n:
            return self.viewer
        return self.view.active if 0 <= self.view.active < n else 0

    def show_workshop(self, seat: int) -> None:
        """Put ``seat``'s workshop on the table (its tab was clicked); the game does not change."""
        self.shown_seat, self._shown_for = seat, self._decision_key
        self.sync([])

    def _workshops(self, view, colours, top: float) -> None:
        """The seats' tabs across the board's width, and the chosen seat's workshop under them."""
        n = len(view.players)
        w = (BOARD_W - (n - 1) * 6) / n
        shown = self.workshop_seat()
        for seat in range(n):
            draw_tab(self, view, seat, QRectF(seat * (w + 6), TABS_TOP, w, TAB_H), colours[seat], seat == shown,
                     seat == view.active)
        rect = QRectF(0, top, BOARD_W, WORKSHOP_H)
        self.workshop_rects = {shown: rect}
        draw_workshop(self, view, shown, rect, colours[shown], shown == view.active)

    def _draft_pool(self, view, top: float) -> float:
        """The public draft pool (GUT-SET-16), every card in a fixed place for the whole draft: a
        drafted card leaves a gap and nothing moves under the mouse."""
        text(self, tr("Draft pool"), RIGHT_X, top, 10, bold=True, colour="#4A3720", rule_id="GUT-SET-16")
        y = top + 20
        for kind, cards, maker, h in (("printing", view.draft_printing, PrintingCard, 70.0),
                                      ("design", view.draft_design, DesignCard, 76.0)):
            for card in cards:
                row, col = divmod(self._draft_slot(kind, card), CARDS_PER_ROW)
                r = QRectF(RIGHT_X + col * 80, y + row * (h + 8), 76, h)
                self.add_piece(maker(card, view.content, r, {"kind": "choice_" + kind, "id": card}))
            rows = self._draft_rows[kind] = max(self._draft_rows.get(kind, 0),
                                                (max(self._draft_slots.get((kind, c), 0) for c in cards) if cards
                                                 else -1) // CARDS_PER_ROW + 1)
            y += rows * (h + 8)
        return y

    def _draft_slot(self, kind: str, card: str) -> int:
        """The place of a draft pool card: its first free place when first seen, then always that one."""
        if (kind, card) not in self._draft_slots:
            used = {slot for (k, _card), slot in self._draft_slots.items() if k == kind}
            self._draft_slots[(kind, card)] = next(i for i in range(len(used) + 1) if i not in used)
        return self._draft_slots[(kind, card)]

    def _drawn_cards(self, view, decision: Any, top: float) -> float:
        """The cards drawn for a new order (GUT-NEWO-03): pick one of each to keep."""
        frame = view.players[decision.player].stack[-1]
        text(self, tr("Cards drawn for your new order"), RIGHT_X, top, 10, bold=True, colour="#4A3720",
             rule_id="GUT-NEWO-03")
        y = top + 20
        for kind, cards, maker, h in (("printing", frame[1], PrintingCard, 70.0), ("design", frame[2], DesignCard, 76.0)):
            for i, card in enumerate(cards):
                row, col = divmod(i, CARDS_PER_ROW)
                r = QRectF(RIGHT_X + col * 80, y + row * (h + 8), 76, h)
                self.add_piece(maker(card, view.content, r, {"kind": "choice_" + kind, "id": card}))
            if cards:
                y += ((len(cards) + CARDS_PER_ROW - 1) // CARDS_PER_ROW) * (h + 8)
        return y

    def _final(self, view, origin: QPointF) -> float:
        sheet = view.score_sheet()
        rows = len(sheet.players)
        rect = QRectF(origin.x(), origin.y(), planning.WIDTH, 70 + 22 * rows)
        panel(self, rect, PAPER, "#CDBF9F", 12, rule_id="GUT-END-01").setZValue(-5)
        text(self, tr("Final scores"), rect.left() + 14, rect.top() + 8, 12, bold=True)
        heads = [tr("Track"), tr("Coins"), tr("Specialties"), tr("Patrons"), tr("Total")]
        for i, head in enumerate(heads):
            text(self, head, rect.left() + 104 + i * 60, rect.top() + 32, 8.5, bold=True, width=58)
        for r, p in enumerate(sheet.players):
            y = rect.top() + 52 + r * 22
            star = " ★" if r in sheet.winners else ""
            text(self, render(p.name) + star, rect.left() + 14, y, 9.5, bold=bool(star), width=86)
            values = [p.categories.get(c, 0) for c in ("track", "coins", "specialties", "patrons")] + [p.total]
            for i, v in enumerate(values):
                text(self, str(v), rect.left() + 104 + i * 60, y, 9.5, bold=i == 4)
        if sheet.tie_break:
            from desktop_app.ui.score_dialog import tie_break_text
            text(self, tr("Tie-break: {reason}").format(reason=tie_break_text(sheet.tie_break)),
                 rect.left() + 14, rect.bottom() - 18, 8.5, colour="#6B5536", width=rect.width() - 28)
        return rect.bottom()

    # ---- decisions ---------------------------------------------------------------------------
    def _decision(self) -> Any:
        for decision in self.view.decisions():
            if decision.player == self.viewer and self.controller.is_human(self.viewer):
                return decision
        return None

    def _options(self, decision: Any) -> list[Action]:
        if decision is None:
            return []
        return list(decision.options) if decision.options is not None else self.controller.legal_actions(self.viewer)

    def _enable(self, options: list[Action]) -> None:
        """Mark the pieces that some legal action of the viewer belongs to."""
        for item in self.pieces:
            payload = item.payload if isinstance(item.payload, dict) else {}
            on = payload.get("kind") == "workshop_tab" or any(self._matches(payload, a) for a in options)
            if isinstance(item, Piece) and not isinstance(item, Button):
                item.set_enabled(on)
            if isinstance(item, MeshGear):
                kind = payload.get("kind")
                take = kind == "board_gear" and bool(answers(options, "take_gear", gear=item.gear_id))
                mine = kind == "gear" and bool(answers(options, "remount", slot=payload["slot"]))
                item.turnable = take or mine
                item.set_draggable(take or mine, self._mount_snapper(item) if item.turnable else None)
                if item.turnable:
                    self.handles.append(self._add_handle(item))
                item.setToolTip(item.toolTip() + ("\n" + tr("Mouse wheel: turn it; drag: mount it") if item.turnable
                                                  else ""))

    def _mount_snapper(self, gear: MeshGear):
        """While dragged, ``gear`` snaps onto a mount of the viewer it comes near, with that slot's
        tooth phase so it is drawn meshing with its neighbours."""
        resting_phase = gear.phase

        def snap(pos: QPointF) -> QPointF:
            if gear.animating:  # flying home after a refused or cancelled drop: no snapping on the way
                return pos
            target = self.mount_at(pos)
            if target is None:
                gear.set_phase(resting_phase)
                return pos
            gear.set_phase(15.0 * (target[1] % 2))
            return self.mounts[target].pos()

        return snap

    def _add_handle(self, gear: MeshGear) -> TurnHandle:
        handle = TurnHandle(gear)
        handle.set_colour_blind(self.colour_blind)
        self.addItem(handle)
        gear.xChanged.connect(lambda: handle.place(0.0))
        gear.yChanged.connect(lambda: handle.place(0.0))
        return handle

    def _matches(self, payload: dict, a: Action) -> bool:
        """Whether option ``a`` is what a click on the piece with ``payload`` stands for (an option of
        another kind, or without the parameter, never is: see :mod:`desktop_app.ui.decision_options`)."""
        kind = payload.get("kind")
        mine = payload.get("seat") == self.viewer
        if kind == "printing":
            return matches(a, "take_order", printing=payload["id"])
        if kind == "design":
            return matches(a, "take_order", design=payload["id"])
        if kind == "ink":
            return matches(a, "gain_ink", row=payload["row"]) and a.get("gear") is None
        if kind == "specialty_card":
            return matches(a, "train", card=payload["id"])
        if kind == "reward":
            return matches(a, "reward", space=payload["id"])
        if kind == "patron":
            return matches(a, "patron", card=payload["id"])
        if kind == "gear":
            return mine and matches(a, "claim_gear", slot=payload["slot"])
        if kind == "choice_printing":
            return matches(a, ("draft_printing", "keep")) and a.get("card", a.get("printing")) == payload["id"]
        if kind == "choice_design":
            return matches(a, ("draft_design", "keep")) and a.get("card", a.get("design")) == payload["id"]
        if kind == "held_order":
            return mine and matches(a, "complete", printing=payload["printing"])
        if kind == "letters":
            return mine and matches(a, ("buy_letter", "choose_letter"))
        return False

    def _submit(self, action: Action) -> bool:
        return self.controller.submit(action) is None

    # ---- gestures ----------------------------------------------------------------------------
    def _clicked(self, item: BoardItem) -> None:
        payload = item.payload if isinstance(item.payload, dict) else {}
        kind = payload.get("kind")
        me = self.viewer
        if kind == "action":
            self._submit(payload["action"])
        elif kind in ("plan_add", "plan_remove"):
            self._submit(Action.make(me, kind, row=ACTIONS[payload["row"]]))
        elif kind == "plan_commit":
            self._submit(Action.make(me, "plan_commit"))
        elif kind in ("printing", "design"):
            self._pick_order_card(item, kind, payload["id"], "take_order")
        elif kind in ("choice_printing", "choice_design"):
            self._choose_card(item, kind[len("choice_"):], payload["id"])
        elif kind == "ink":
            row = self.view.ink_rows[payload["row"]]
            start = next(i for i, c in enumerate(row) if c is not None)
            self._submit(Action.make(me, "gain_ink", row=payload["row"], count=payload["pos"] - start + 1))
        elif kind == "specialty_card":
            self._submit(self._first_legal(payload) or Action.make(me, "train", card=payload["id"], mode="own"))
        elif kind == "reward":
            self._submit(Action.make(me, "reward", space=payload["id"]))
        elif kind == "patron":
            self._submit(self._first_legal(payload) or Action.make(me, "patron", card=payload["id"]))
        elif kind == "gear" and payload["seat"] == me:
            self.claim(payload["slot"])
        elif kind == "board_gear" and item.turnable and None in self.view.players[me].gears:
            self._gear_origin[payload["gear"]] = item.scenePos()
            self.submit_drop(item, Action.make(me, "take_gear", gear=payload["gear"], orient=item.preview))
        elif kind == "board_gear" and not item.turnable:
            self.explain(Action.make(me, "take_gear", gear=payload["gear"], orient=item.preview))
        elif kind == "remount_confirm":
            self._submit(Action.make(me, "remount", slot=payload["slot"], orient=payload["orient"]))
        elif kind == "workshop_tab":
            self.show_workshop(payload["seat"])
        elif kind == "held_order" and payload["seat"] == me:
            self.complete(payload["printing"])
        elif kind == "letters" and payload["seat"] == me:
            letter = letter_at(self, me, item.last_click)
            if letter is not None:
                self.take_letter(letter)

    def _first_legal(self, payload: dict) -> Action | None:
        """The first legal action of the viewer a clicked piece stands for (e.g. a patron card taken
        with a gear's ink waiver when only that is affordable); None if there is none."""
        return next((a for a in self.controller.legal_actions(self.viewer) if self._matches(payload, a)), None)

    def claim(self, slot: int) -> bool:
        """Claim the aligned sector of the viewer's gear in ``slot`` (GUT-GEAR-06)."""
        return self._submit(Action.make(self.viewer, "claim_gear", slot=slot))

    def complete(self, printing: str) -> bool:
        """Print a held order, paying its colour condition when that is legal (GUT-DONE-01..03)."""
        legal = self.controller.legal_actions(self.viewer)
        with_colour = Action.make(self.viewer, "complete", printing=printing, colour=True)
        action = with_colour if with_colour in legal else Action.make(self.viewer, "complete", printing=printing,
                                                                     colour=False)
        return self._submit(action)

    def take_letter(self, letter: str) -> bool:
        """Buy (or, when a free letter is offered, take) ``letter`` (GUT-LET-01/03)."""
        legal = self.controller.legal_actions(self.viewer)
        free = Action.make(self.viewer, "choose_letter", letter=letter)
        return self._submit(free if free in legal else Action.make(self.viewer, "buy_letter", letter=letter))

    def _pick_order_card(self, item: Piece, kind: str, card: str, action_kind: str) -> None:
        """Select one card of a pair; with a printing and a design card selected, submit the pair."""
        for other in self.pieces:
            if isinstance(other, Piece) and other.selected and other.payload.get("kind") == item.payload["kind"]:
                other.selected = False
                other.update()
        self.selected[kind] = card
        item.selected = True
        item.update()
        if "printing" in self.selected and "design" in self.selected:
            chosen, self.selected = self.selected, {}
            self._submit(Action.make(self.viewer, action_kind, printing=chosen["printing"], design=chosen["design"]))

    def _choose_card(self, item: Piece, kind: str, card: str) -> None:
        """A drawn or drafted card was clicked: draft it, or pick it for the order to keep."""
        decision = self._decision()
        if decision is not None and decision.kind == "new_order":
            self._pick_order_card(item, kind, card, "keep")
        else:
            self._submit(Action.make(self.viewer, "draft_" + kind, card=card))

    def _turned(self, item: MeshGear, steps: int) -> None:
        """The mouse wheel turned a gear: preview the new orientation (clockwise = o − 1)."""
        self.turn_preview(item, steps)

    def turn_preview(self, item: MeshGear, steps: int) -> None:
        """Turn ``item``'s preview ``steps`` sectors clockwise; an installed gear offers "Remount"."""
        item.set_preview(item.preview - steps)
        payload = item.payload
        if payload.get("kind") == "gear":
            self._remount_button(item)

    def _remount_button(self, item: MeshGear) -> None:
        for old in [p for p in self.pieces if isinstance(p, Button) and p.payload.get("kind") == "remount_confirm"]:
            self.removeItem(old)
            self.pieces.remove(old)
        if item.preview == item.orientation:
            return
        slot = item.payload["slot"]
        centre = item.home
        b = Button(QRectF(centre.x() + item.radius + 12, centre.y() - 14, 84, 28), tr("Remount"),
                   {"kind": "remount_confirm", "slot": slot, "orient": item.preview}, "#FFF1C1", "GUT-WORK-01", 8.5)
        self.add_piece(b)

    def _dropped(self, item: BoardItem, pos: QPointF) -> None:
        payload = item.payload if isinstance(item.payload, dict) else {}
        kind = payload.get("kind")
        if kind in ("board_gear", "gear"):
            self.drop_gear(item, pos)
        elif kind in ("supply_token", "plan_token"):
            self.drop_plan_token(item, pos)
        elif hasattr(item, "return_home"):
            item.return_home(self.duration(250))

    def mount_at(self, pos: QPointF) -> tuple[int, int] | None:
        """The viewer's mount (seat, slot) under ``pos``, if any."""
        near = [(math.dist((pos.x(), pos.y()), (mount.pos().x(), mount.pos().y())), key)
                for key, mount in self.mounts.items() if key[0] == self.viewer]
        distance, key = min(near, default=(math.inf, None))
        return key if distance <= 52 else None

    def explain(self, action: Action) -> None:
        """Say why a piece the viewer tried to move cannot be used now (the engine's reason)."""
        illegal = self.controller.check(action)
        if illegal is not None:
            self.refused_locally.emit(illegal.message(name_lang(), engine_translate))

    def refuse(self, rule_id: str, reason: str) -> None:
        """A gesture refused before it reached the engine: the reason and rule ID in the status line."""
        self.refused_locally.emit(f"{reason} ({rule_id})")

    def drop_gear(self, item: MeshGear, pos: QPointF) -> bool:
        """A gear was dropped at ``pos``: install it, remount it, or send it back saying why."""
        target = self.mount_at(pos)
        payload = item.payload
        me = self.viewer
        if target is None:
            other = next((seat for seat, rect in self.workshop_rects.items() if rect.contains(pos) and seat != me),
                         None)
            if other is not None:
                self.refuse("GUT-WORK-01", tr("Gears go into your own workshop, not {name}'s").format(
                    name=render(self.view.players[other].name)))
            else:
                self.refuse("GUT-GEAR-03", tr("Drop the gear on one of your mounts"))
            self._send_home(item)
            return False
        slot = target[1]
        if payload["kind"] == "board_gear":
            pl = self.view.players[me]
            full = all(g is not None for g in pl.gears)
            params = {"gear": payload["gear"], "orient": item.preview}
            if full:
                params["replace"] = slot
            self._gear_origin[payload["gear"]] = pos
            if not self._submit(Action.make(me, "take_gear", **params)):
                self._send_home(item)
                return False
            return True
        if slot != payload["slot"] or item.preview == item.orientation:
            self.refuse("GUT-WORK-01", tr("A gear is remounted in its own slot") if slot != payload["slot"]
                        else tr("Turn the gear with the mouse wheel first, then drop it on its mount"))
            self._send_home(item)
            return False
        if not self._submit(Action.make(me, "remount", slot=slot, orient=item.preview)):
            self._send_home(item)
            return False
        return True

    def _send_home(self, item: MeshGear) -> None:
        """A gear goes back where it came from, as it was (orientation and tooth phase)."""
        item.set_preview(item.orientation)
        slot = item.payload.get("slot")
        item.set_phase(15.0 * (slot % 2) if item.payload.get("kind") == "gear" else 0.0)
        item.return_home(self.duration(250))

    def drop_plan_token(self, item: TokenItem, pos: QPointF) -> bool:
        """A planning token was dropped: onto a row (add), off the board (remove), or between rows."""
        row = planning.row_at(self.action_origin, pos)
        me = self.viewer
        source = item.payload.get("row")
        if row == source:
            item.return_home(self.duration(200))
            return False
        if source is not None and not self._submit(Action.make(me, "plan_remove", row=ACTIONS[source])):
            item.return_home(self.duration(250))
            return False
        if row is None:
            return True
        return self.submit_drop(item, Action.make(me, "plan_add", row=ACTIONS[row]))


def create_scene(controller: Any) -> GutenbergScene:
    """The scene the game window shows for a Gutenberg game."""
    return GutenbergScene(controller)


