"""The Fit To Print table: pool, hand, desk, front page, timer, score preview and rival desks.

The scene draws only ``controller.view_state()`` and turns gestures into the engine's commands:
a click on a pool tile is ``take``; dragging the hand tile to the desk (or K) is ``keep``, back to
the pool (or R) ``return``; "Layout!" / "Print!" are ``call_layout`` / ``print``; a desk or page
tile dropped on the page is ``pick`` + ``place`` — first tried on a copy of the view, so a drop
the engine refuses (FTP-LAY-02..05) records nothing, names the rule in the status line
(``refused_locally``) and springs back; a right-click is ``flip``; the focus tile drags to
``move_focus``. The end of a day shows the engine's check events, the scores and the draft
(:mod:`overlay`). The scene runs the real-time clock itself (``manages_clock``) so it can pause
it while the end-of-day sheet is open.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, QTimer
from PySide6.QtGui import QColor, QKeyEvent, QPainterPath, QPen
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPathItem

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.ui.colour_blind import player_colour
from desktop_app.ui.fit_to_print.art import CELL, TileArt
from desktop_app.ui.fit_to_print.board import (
    AreaLabel,
    ButtonItem,
    InfoPanel,
    PageItem,
    PauseCover,
    RivalItem,
    TextPanel,
    TimerItem,
)
from desktop_app.ui.fit_to_print.gestures import FtpGestures
from desktop_app.ui.fit_to_print.panels import (
    HeaderItem,
    choices,
    end_of_day_overlay,
    preview_lines,
    rival_data,
)
from desktop_app.ui.fit_to_print.table_layout import (
    DESK,
    FOCUS_BOX,
    HAND,
    HEADER,
    KEEP_BTN,
    LAYOUT_BTN,
    NEWS_BOX,
    PAGE,
    POOL,
    PREVIEW,
    PRINT_BTN,
    RETURN_BTN,
    RIVALS,
    SCENE_RECT,
    TIMER_CENTRE,
    stable_desk_layout,
    tile_places,
    tile_target,
)
from desktop_app.ui.fit_to_print.texts import card_text, condition_text, side_label, tr
from desktop_app.ui.fit_to_print.tiles import FocusItem, FtpTile, GhostItem, LoupeItem
from desktop_app.ui.i18n import name_lang, render
from desktop_app.ui.scene_base import GameScene


class FtpScene(FtpGestures, GameScene):
    """The Fit To Print table of the seat on screen."""

    default_rule_id = "FTP-RT-03"
    manages_clock = True

    def __init__(self, controller: Any, parent: Any = None, start_clock: bool = True) -> None:
        super().__init__(controller, parent)
        self.setSceneRect(SCENE_RECT)
        self.art = TileArt(controller.content)
        self.tiles: dict[int, FtpTile] = {}
        self.last_refusal = ""
        self.overlay = None
        self._overlay_kind = ""
        self._overlay_viewer = -1
        """The seat the end-of-day sheet was drawn for (its error check shows that seat's page)."""
        self._overlay_events: list = []
        self._last_play_view = None
        self._side: str | None = None
        self._preview_key: Any = None
        self._preview: list[dict] = []
        self._busy: int | None = None
        self._tiles_key: Any = None
        self._desk_roster: tuple[Any, list[int]] = (None, [])
        """((viewer, day), the order the viewer's desk was packed in): desk tiles keep their places."""
        self._ws_key: Any = None
        self.header = HeaderItem(HEADER)
        self.pool_mat = AreaLabel(POOL, "FTP-GAT-02")
        self.desk_mat = AreaLabel(DESK, "FTP-GAT-05")
        self.hand_mat = AreaLabel(HAND, "FTP-GAT-03")
        self.page = PageItem(PAGE)
        self.timer = TimerItem(TIMER_CENTRE)
        self.timer.on_click = self.toggle_pause
        self.pause_cover: PauseCover | None = None
        self.layout_button = ButtonItem(LAYOUT_BTN, "#3C6E71", "FTP-GAT-08", "L")
        self.print_button = ButtonItem(PRINT_BTN, "#B0413E", "FTP-PRT-01", "P")
        self.keep_button = ButtonItem(KEEP_BTN, "#4A7C59", "FTP-GAT-05")
        self.return_button = ButtonItem(RETURN_BTN, "#8A6D3B", "FTP-GAT-04")
        self.focus_panel = TextPanel(FOCUS_BOX, "FTP-SCO-03")
        self.news_panel = TextPanel(NEWS_BOX, "FTP-ADV-02")
        self.preview_panel = InfoPanel(PREVIEW, "FTP-SCO-08")
        self.rivals: list[RivalItem] = []
        for item in (self.header, self.pool_mat, self.desk_mat, self.hand_mat, self.page, self.timer,
                     self.layout_button, self.print_button, self.keep_button, self.return_button,
                     self.focus_panel, self.news_panel, self.preview_panel):
            self.addItem(item)
        self.white_space = QGraphicsPathItem()
        self.white_space.setPen(QPen(QColor("#1F77B4"), 2.4, Qt.PenStyle.DashLine))
        self.white_space.setBrush(QColor(31, 119, 180, 28))
        self.white_space.setZValue(8)
        self.white_space.setCacheMode(QGraphicsItem.CacheMode.DeviceCoordinateCache)
        self.addItem(self.white_space)
        self.ghost = GhostItem()
        self.addItem(self.ghost)
        self.loupe = LoupeItem(self.art)
        self.addItem(self.loupe)
        self.focus_item: FocusItem | None = None
        self.layout_button.clicked.connect(lambda _i: self.press_layout())
        self.print_button.clicked.connect(lambda _i: self.press_print())
        self.keep_button.clicked.connect(lambda _i: self.keep_or_return("keep"))
        self.return_button.clicked.connect(lambda _i: self.return_or_keep())
        controller.refused.connect(self._controller_refused)
        self.sync([])
        if start_clock:
            QTimer.singleShot(0, self, self._resume_clock)

    # ---- the interface the window uses ----------------------------------------------------------
    def sync(self, events: list) -> None:
        """Redraw from the viewer's view and animate ``events``."""
        view = self.controller.view_state()
        viewer = self.controller.viewer()
        lang = name_lang()
        if any(e.kind == "day_scored" for e in events) or (view.stage == "pick_character" and self.overlay is None):
            self._open_overlay(view, viewer, events)
        elif self._overlay_kind == "day" and self.overlay is not None and self.overlay.isVisible() \
                and viewer != self._overlay_viewer:
            self._open_overlay(view, viewer, self._overlay_events)  # hot-seat: each player checks their own page
        if view.stage == "play":
            self._last_play_view = view
        if any(e.player == viewer and not e.kind.startswith("check_") for e in events):
            self.header.set_message("")  # the viewer acted: an old refusal is no longer news
        self._sync_page(view, viewer)
        conflicts = self._conflicts(view, viewer)
        self._sync_tiles(view, viewer, lang, conflicts)
        self._sync_focus(view, viewer)
        self._sync_controls(view, viewer)
        self._sync_panels(view, viewer)
        self._sync_choices(view, viewer)

    def rule_at(self, scene_pos: QPointF) -> tuple[str, str] | None:
        """The page explains its spots (grid, area, stars, fold); everything else by its ``rule_id``."""
        top = next(iter(self.items(scene_pos)), None)
        if top is self.page or top is self.white_space:
            from desktop_app.ui.rules_text import rule_text

            rule_id = self.page.rule_for(scene_pos)
            return rule_id, rule_text(self.controller.game.rules_file, rule_id)
        return super().rule_at(scene_pos)

    def set_colour_blind(self, on: bool) -> None:
        """Hatch patterns on category colours (tiles, photo chips, rival thumbnails)."""
        super().set_colour_blind(on)
        self._tiles_key = None
        self.sync([])

    # ---- commands --------------------------------------------------------------------------------
    def _me(self):
        view = self.controller.view_state()
        return view, self.controller.viewer(), view.players[self.controller.viewer()]

    def press_layout(self) -> None:
        """The "Layout!" button (FTP-GAT-08)."""
        _view, viewer, _me = self._me()
        self.controller.submit(Action.make(viewer, "call_layout"))

    def press_print(self) -> None:
        """The "Print!" button (FTP-PRT-01)."""
        _view, viewer, _me = self._me()
        self.controller.submit(Action.make(viewer, "print"))

    def keep_or_return(self, kind: str) -> None:
        """K / R: keep or return the tile in hand (FTP-GAT-04/05)."""
        _view, viewer, me = self._me()
        if not me.hand or me.phase != "gathering":
            self._refuse(IllegalAction("FTP-GAT-03", "That tile is not in your hand"))
            return
        self.controller.submit(Action.make(viewer, kind, tile=me.hand[0]))

    def return_or_keep(self) -> None:
        """The Return button."""
        self.keep_or_return("return")

    def take(self, uid: int) -> None:
        """Click on a pool tile: take it into the hand (FTP-GAT-02)."""
        _view, viewer, _me = self._me()
        self.controller.submit(Action.make(viewer, "take", tile=uid))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        keys = {Qt.Key.Key_K: lambda: self.keep_or_return("keep"), Qt.Key.Key_R: self.return_or_keep,
                Qt.Key.Key_L: self.press_layout, Qt.Key.Key_P: self.press_print, Qt.Key.Key_Space: self.toggle_pause}
        if self.paused and Qt.Key(event.key()) != Qt.Key.Key_Space:
            event.accept()
            return
        action = keys.get(Qt.Key(event.key()))
        if action is not None and not event.modifiers() & (Qt.KeyboardModifier.ControlModifier
                                                          | Qt.KeyboardModifier.AltModifier):
            action()
            event.accept()
            return
        super().keyPressEvent(event)

    @property
    def paused(self) -> bool:
        """True while the pause sheet hides the table (FTP-RT-06)."""
        return self.pause_cover is not None

    def toggle_pause(self) -> None:
        """Pause or resume real-time play (FTP-RT-06: only when exactly one person plays).

        The clock stops, so computer editors finish at most the move they were making (their pace
        runs on the game clock), and a sheet hides the pool, desk and page faces.
        """
        if self.paused:
            cover, self.pause_cover = self.pause_cover, None
            self.removeItem(cover)
            self._resume_clock()
            return
        view = self.controller.view_state()
        humans = sum(1 for seat in self.controller.options.seats if seat.is_human)
        if humans != 1 or view.stage != "play" or view.settings.turn_based:
            self._say(f"{tr('Pausing is allowed only when exactly one person plays')} (FTP-RT-06)")
            return
        self.controller.stop_clock()
        self.pause_cover = PauseCover(QRectF(0, HEADER.bottom(), SCENE_RECT.width(),
                                             SCENE_RECT.height() - HEADER.bottom()),
                                      tr("Paused — click or press Space to resume"), self.toggle_pause)
        self.addItem(self.pause_cover)

    # ---- syncing ---------------------------------------------------------------------------------
    def _sync_page(self, view, viewer: int) -> None:
        day = view.day
        grid, area = day.grid, day.area
        data = (render(view.content.side_names.get(day.side, {"en": "Fit To Print"})) and
                render({"en": "The Daily Fit", "zh": "頭版日報"}), render(day.name), grid.columns, grid.rows,
                grid.fold_after_row, tuple(grid.cells_of(area.mask)), tuple(grid.cells_of(area.stars)), tr("Fold"))
        self.page.set_data(data)
        if self._side is not None and self._side != day.side:
            self.header.set_message(tr("The board turns to its Sunday side") if day.side == "sun" else "")
            self.page.turn_over(self.duration(600))
        self._side = day.side
        me = view.players[viewer]
        ws_key = (view.stage, day.side, area.mask, me.occ)
        if ws_key == self._ws_key:
            return
        self._ws_key = ws_key
        if view.stage == "play":
            regions = grid.regions(area.mask & ~me.occ)
            path = QPainterPath()
            if regions:
                o = self.page.origin()
                for c, r in grid.cells_of(regions[0]):
                    path.addRect(QRectF(o.x() + c * CELL, o.y() + r * CELL, CELL, CELL))
                path = path.simplified()
            self.white_space.setPath(path)
        else:
            self.white_space.setPath(QPainterPath())

    def _conflicts(self, view, viewer: int) -> set[int]:
        me = view.players[viewer]
        if not view.settings.assistant or view.stage != "play" or not me.page:
            return set()
        from desktop_app.rules.fit_to_print.preview import conflicts

        return {uid for a, b, _k in conflicts(view, viewer) for uid in (a, b)}

    def _sync_tiles(self, view, viewer: int, lang: str, conflicts: set[int]) -> None:
        me = view.players[viewer]
        acting = self.controller.is_human(viewer) and view.decision_for(viewer) is not None
        key = (viewer, view.day_index, view.stage, me.phase, acting, lang, tuple(view.pool), tuple(me.hand),
               tuple(me.desk), tuple(sorted(me.page.items())), tuple(view.face_up), frozenset(conflicts))
        if key == self._tiles_key:
            return  # a clock tick: nothing a tile shows has changed
        self._tiles_key = key
        places = tile_places(view, viewer)
        if self.loupe.uid is not None and (places.get(self.loupe.uid, ("none",))[0] != "pool"
                                           or not view.face_up[self.loupe.uid]):
            self.loupe.dismiss()  # the tile was taken or turned face down
        if self._desk_roster[0] != (viewer, view.day_index):
            self._desk_roster = ((viewer, view.day_index), [])
        desk, roster = stable_desk_layout(view, viewer, self._desk_roster[1])
        self._desk_roster = (self._desk_roster[0], roster)
        in_layout = acting and me.phase == "layout" and view.stage == "play"
        for uid in range(len(view.kinds)):
            item = self.tiles.get(uid)
            place = places.get(uid)
            if item is None:
                if place is None:
                    continue
                item = self._new_tile(uid, view)
            if place is None:
                item.setVisible(False)
                item.place = ("none",)
                continue
            face = True if place[0] == "hand" else bool(view.face_up[uid])
            tile = view.tile(uid)
            if face or tile.footprint is not item.tile.footprint:
                item.set_tile(tile)  # (a face-down tile's resampled identity is never shown)
            if item.dragging or uid == self._busy:
                continue
            pos, scale, z = tile_target(view, place, uid, desk, self.page.origin())
            item.slot_pos, item.slot_scale = pos, scale
            item.home = pos
            moved = item.place != place or (item.pos() - pos).manhattanLength() > 0.5 \
                or abs(item.scale() - scale) > 1e-3
            if not item.isVisible():
                item.setVisible(True)
                item.move_to(pos, scale, face, lang, 0)
            elif moved:
                item.move_to(pos, scale, face, lang, self.duration(420 if item.place[0] != place[0] else 260))
            item.set_look(face if not item.moving else item.face_up, lang, uid in conflicts)
            if not item.moving and item.zValue() != z:
                item.setZValue(z)
            item.place = place
            mode = (place[0], acting, in_layout, me.phase == "gathering")
            if mode == item.mode:
                continue
            item.mode = mode
            if place[0] == "pool":
                item.set_draggable(False)
                item.set_clickable(acting and me.phase == "gathering")
                item.rule_id = "FTP-GAT-02"
            elif place[0] == "hand":
                item.set_draggable(acting, None)
                item.rule_id = "FTP-GAT-03"
            else:  # during gathering a kept tile can be pulled, to hear why it stays (FTP-GAT-06)
                item.set_draggable(in_layout or (acting and place[0] == "desk" and me.phase == "gathering"))
                item.set_clickable(False)
                item.rule_id = "FTP-LAY-02" if place[0] == "page" else (
                    "FTP-LAY-01" if me.phase == "layout" else "FTP-GAT-05")

    def _new_tile(self, uid: int, view) -> FtpTile:
        item = FtpTile(uid, view.tile(uid), self.art)
        item.setVisible(False)
        item.colour_blind = self.colour_blind
        item.on_drag = self._dragging
        item.on_hover = self._hover_tile
        item.dropped.connect(self.tile_dropped)
        item.clicked.connect(self._tile_clicked)
        item.flip_requested.connect(self._flip_requested)
        self.addItem(item)
        self.tiles[uid] = item
        return item

    def _sync_focus(self, view, viewer: int) -> None:
        me = view.players[viewer]
        if not me.focus or me.focus_at is None or view.stage not in ("play", "ready", "draft", "pick_character"):
            if self.focus_item is not None:
                self.focus_item.setVisible(False)
            return
        fdef = view.content.focus(me.focus[0])
        cells = fdef.footprint.cells
        if self.focus_item is None or self.focus_item.cells != cells:
            if self.focus_item is not None:
                self.removeItem(self.focus_item)
            self.focus_item = FocusItem(cells, "", "")
            self.focus_item.setZValue(40)
            self.focus_item.on_drag = self._dragging
            self.focus_item.dropped.connect(self.focus_dropped)
            self.addItem(self.focus_item)
        item = self.focus_item
        fresh = not item.isVisible() or item.data(0) != view.day_index
        item.setData(0, view.day_index)
        item.setVisible(True)
        item.set_text(render(fdef.name), side_label(me.focus[1]))
        o = self.page.origin()
        pos = QPointF(o.x() + me.focus_at[0] * CELL, o.y() + me.focus_at[1] * CELL)
        if not item.dragging:
            if fresh:
                item.animate_to(pos, 0)
            elif (item.pos() - pos).manhattanLength() > 0.5 and not item.animating:
                item.animate_to(pos, self.duration(250))
            item.home = pos
        movable = view.stage == "play" and me.phase == "layout" and self.controller.is_human(viewer)
        item.set_draggable(movable)

    def _sync_controls(self, view, viewer: int) -> None:
        me = view.players[viewer]
        mine = self.controller.legal_actions(viewer) if view.stage == "play" else []
        kinds = {a.kind for a in mine}
        self.layout_button.set_state(tr("Layout!"), "call_layout" in kinds)
        self.print_button.set_state(tr("Print!"), "print" in kinds)
        has_hand = bool(me.hand) and me.phase == "gathering"
        self.keep_button.set_state(tr("Keep (K)"), has_hand)
        self.return_button.set_state(tr("Return (R)"), has_hand)
        for button in (self.keep_button, self.return_button):
            button.setVisible(me.phase == "gathering")
        left = view.time_left_ms()
        total = (view.deadline_ms - view.day_start_ms) if view.deadline_ms is not None else None
        caption = view.settings.mode if view.deadline_ms is not None else tr("untimed")
        if view.settings.turn_based and view.turn_deadline_ms is not None and view.stage == "play":
            left = max(0, view.turn_deadline_ms - view.clock_ms)
            total = view.content.rules.turn_timer_s * 1000
        if view.settings.turn_based and view.stage == "play":
            seat = view.turn if view.turn is not None else (view.layout_queue[0] if view.layout_queue else None)
            caption = tr("{name}'s turn").format(name=render(view.names[seat])) if seat is not None else ""
            if view.layout_queue and view.deadline_ms is not None:
                total = view.settings.timer_s * 1000
        elif view.deadline_ms is not None:
            caption = render(view.day.name)
        self.timer.set_data((left, total, caption))
        phase_hint = {"gathering": tr("Click a tile to take it"),
                      "layout": tr("Drag tiles onto the page · right-click flips")}.get(me.phase, "")
        if view.settings.is_puzzle:  # FTP-GAP-10: the pool's place tells the puzzle's goal
            pz = view.content.puzzles[view.settings.puzzle]
            goal = tr("Puzzle: reach {target} points").format(target=pz.target)
            if pz.no_conflicts:
                goal += " · " + tr("no flips")
            self.pool_mat.set_data((goal, "", "#E3D9C4"))
        else:
            self.pool_mat.set_data((tr("Pool") + f"  ·  {len(view.pool)}",
                                    phase_hint if me.phase == "gathering" else "", "#E3D9C4"))
        self.desk_mat.set_data((tr("Your desk") + f"  ·  {tr('{n} tile' if len(me.desk) == 1 else '{n} tiles').format(n=len(me.desk))}",
                                phase_hint if me.phase == "layout" else "", "#DCE3D3"))
        hint = tr("Drag to your desk (K) or back to the pool (R)") if me.hand and me.phase == "gathering" else ""
        self.hand_mat.set_data((tr("Hand"), "", "#E6DDCB"))
        self.hand_mat.setToolTip(hint)

    def _sync_panels(self, view, viewer: int) -> None:
        me = view.players[viewer]
        mode = render({"en": "Fit To Print", "zh": "頭版大師"})
        day = render(view.day.name) if view.settings.is_puzzle else \
            f"{render(view.day.name)}  ({view.day_index + 1}/{len(view.content.days)})"
        phase = tr({"gathering": "Gathering", "layout": "Layout", "printed": "Printed"}[me.phase]) \
            if view.stage == "play" else ""
        if me.token is not None and view.stage == "play":
            phase += f"  ·  {tr('Finish token')} {me.token}"
        self.header.set_data((f"{mode} · {render(view.names[viewer])}", day, phase, self.header.message))
        if me.focus:
            fdef = view.content.focus(me.focus[0])
            lines = [condition_text(c, view.content) for c in fdef.sides.get(me.focus[1], ())]
            self.focus_panel.set_data((f"{tr('Focus news')}: {render(fdef.name)}", "\n".join(lines), "#8A5A00"))
        else:
            self.focus_panel.set_data((tr("Focus news"), "", "#8A5A00"))
        news = []
        for cid in view.breaking_active:
            card = view.content.breaking[cid]
            news.append(f"• {render(card.name.model_dump())}: {card_text(card, view.content)}")
        if me.character:
            ch = view.content.characters[me.character]
            news.append(f"★ {render(ch.name.model_dump())}: {card_text(ch, view.content)}")
        self.news_panel.set_data((tr("Breaking news"), "\n".join(news) or tr("No breaking news today"), "#B0413E"))
        self.preview_panel.set_data((tr("Score preview"), preview_lines(self._preview_for(view, viewer), view)))
        others = [i for i in range(view.n) if i != viewer]
        while len(self.rivals) < len(others):
            item = RivalItem(QRectF(), "FTP-RT-04")
            self.addItem(item)
            self.rivals.append(item)
        width = (RIVALS.width() - 8 * max(0, len(others) - 1)) / max(1, len(others))
        width = min(width, 132.0)
        for k, item in enumerate(self.rivals):
            if k >= len(others):
                item.setVisible(False)
                continue
            seat = others[k]
            rect = QRectF(RIVALS.left() + k * (width + 8), RIVALS.top(), width, RIVALS.height())
            if rect != item.rect:
                item.prepareGeometryChange()
                item.rect = rect
            item.setVisible(True)
            colour = player_colour(self.controller.options.seats[seat].colour, seat).name()
            item.set_data(rival_data(view, seat, colour, self.art))

    def _preview_for(self, view, viewer: int) -> dict | None:
        if view.stage != "play":
            return None
        key = (view.day_index, tuple((tuple(sorted(p.page.items())), len(p.desk), p.focus_at) for p in view.players),
               tuple(view.face_up[u] for p in view.players for u in p.page))
        if key != self._preview_key:
            from desktop_app.rules.fit_to_print.preview import preview_all

            self._preview_key, self._preview = key, preview_all(view)
        return self._preview[viewer] if self._preview else None

    # ---- end of day, draft, character pick ---------------------------------------------------
    def _open_overlay(self, view, viewer: int, events: list) -> None:
        if self.overlay is not None:
            self._close_overlay()
        kind = "pick" if view.stage == "pick_character" and not events else "day"
        self.overlay = end_of_day_overlay(self, view, viewer, events, self._last_play_view, kind)
        self._overlay_kind = kind
        self._overlay_viewer = viewer
        self._overlay_events = list(events)
        self.addItem(self.overlay)
        self.controller.stop_clock()

    def _close_overlay(self) -> None:
        overlay, self.overlay = self.overlay, None
        if overlay is not None and overlay.scene() is self:
            self.removeItem(overlay)
            overlay.deleteLater()
            self._retired.append(overlay)

    def overlay_continue(self) -> None:
        """The end-of-day sheet's Continue: close it and let the clock run again."""
        QTimer.singleShot(0, self, self._close_overlay)
        self._resume_clock()

    def _resume_clock(self) -> None:
        if (self.overlay is not None and self.overlay.isVisible()) or self.paused:
            return  # the end-of-day sheet and the pause sheet keep the clock stopped
        if self.controller.view_state().stage != "over":
            self.controller.start_clock()

    def _sync_choices(self, view, viewer: int) -> None:
        overlay = self.overlay
        if overlay is None:
            return
        if self._overlay_kind == "pick" and view.stage != "pick_character":
            overlay.dismiss()
            return
        text, cards, human_turn = choices(self.controller, view, viewer)
        overlay.set_choices(text, cards, self.choose)
        overlay.continue_button.setVisible(not human_turn)

    def choose(self, action: Action) -> bool:
        """A draft or character card was clicked: submit it."""
        return self.controller.submit(action) is None


def create_scene(controller: Any) -> FtpScene:
    """The Fit To Print scene for ``controller`` (``desktop_app.ui.scenes`` calls this)."""
    return FtpScene(controller)
