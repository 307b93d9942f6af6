"""Fit To Print gestures: what a drop, a click or a right-click on the table asks of the engine.

A gesture is first tried on a copy of the view (:meth:`FtpGestures._trial`), so a move the engine
refuses (FTP-LAY-02..05, FTP-GAT-06) records nothing, names its rule in the header and springs
back; an accepted gesture is submitted as one undo step. Mixed into :class:`~.scene.FtpScene`,
whose page, ghost, loupe, header and controller it uses.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.rules.fit_to_print.geometry import cell_name
from desktop_app.rules.fit_to_print.layout import positions
from desktop_app.ui.fit_to_print.art import CELL
from desktop_app.ui.fit_to_print.table_layout import DESK, POOL, SCENE_RECT
from desktop_app.ui.fit_to_print.tiles import FocusItem, FtpTile
from desktop_app.ui.i18n import engine_translate, name_lang


class FtpGestures:
    """Drops, clicks and the drag ghost of the Fit To Print scene."""

    def _refuse(self, illegal: IllegalAction) -> None:
        self._say(illegal.message(name_lang(), engine_translate))

    def _say(self, message: str) -> None:
        """A refusal that never reached the controller: the header and ``refused_locally``."""
        self.last_refusal = message
        self.header.set_message(message)
        self.refused_locally.emit(message)

    def _controller_refused(self, message: str) -> None:
        self.last_refusal = message
        self.header.set_message(message)

    def _trial(self, actions: list[Action]) -> IllegalAction | None:
        """The engine's verdict on a gesture, tried on a copy of the view before anything is recorded."""
        trial = self.controller.view_state().clone()
        for action in actions:
            illegal = trial.check(action)
            if illegal is not None:
                return illegal
            trial.apply(action)
        return None

    def _perform(self, actions: list[Action]) -> bool:
        """Try ``actions`` on a copy; if the engine accepts them all, submit them as one gesture (one undo step)."""
        illegal = self._trial(actions)
        if illegal is not None:
            self._refuse(illegal)
            return False
        return self.controller.submit_all(actions) is None

    # ---- drops -----------------------------------------------------------------------------------
    def drop_cell(self, item: FtpTile) -> tuple[int, int] | None:
        """The page cell a dragged tile's top-left would snap to, or None when it is off the page."""
        centre = item.mapToScene(item.boundingRect().center())
        if not self.page.grid_rect().adjusted(-CELL / 2, -CELL / 2, CELL / 2, CELL / 2).contains(centre):
            return None
        o = self.page.origin()
        return round((item.pos().x() - o.x()) / CELL), round((item.pos().y() - o.y()) / CELL)

    def tile_dropped(self, item: FtpTile, _pos: QPointF | None = None) -> bool:
        """A tile was let go: keep / return / place / back to the desk, or spring back. True if accepted."""
        view, viewer, me = self._me()
        uid = item.uid
        self.ghost.setVisible(False)
        centre = item.mapToScene(item.boundingRect().center())
        actions: list[Action] = []
        if me.phase == "gathering" and uid in me.hand:
            if DESK.contains(centre):
                actions = [Action.make(viewer, "keep", tile=uid)]
            elif POOL.contains(centre):
                actions = [Action.make(viewer, "return", tile=uid)]
        elif me.phase == "gathering" and uid in me.desk:
            if not DESK.contains(centre):  # kept tiles wait for Layout!: the engine says so (FTP-GAT-06)
                actions = [Action.make(viewer, "pick", tile=uid)]
        else:
            cell = self.drop_cell(item)
            pick = [] if uid in me.hand else [Action.make(viewer, "pick", tile=uid)]
            if cell is not None and me.page.get(uid) != cell:
                at = cell_name(*cell) if 0 <= cell[0] < 26 and cell[1] >= 0 else "Z0"
                actions = pick + [Action.make(viewer, "place", tile=uid, at=at)]
            elif cell is None and DESK.contains(centre) and (uid in me.page or uid in me.hand):
                actions = pick + [Action.make(viewer, "to_desk", tile=uid)]
        accepted = False
        self._busy = uid
        try:
            if actions:
                accepted = self._perform(actions)
        finally:
            self._busy = None
        if not accepted:
            item.return_home(self.duration(250))
        self._tiles_key = None
        self.sync([])
        return accepted

    def focus_dropped(self, item: FocusItem, _pos: QPointF | None = None) -> bool:
        """The focus tile was let go: ``move_focus`` to the snapped cell (FTP-LAY-04)."""
        _view, viewer, me = self._me()
        self.ghost.setVisible(False)
        o = self.page.origin()
        cell = (round((item.pos().x() - o.x()) / CELL), round((item.pos().y() - o.y()) / CELL))
        accepted = False
        if cell != me.focus_at and cell[0] >= 0 and cell[1] >= 0:
            accepted = self.controller.submit(Action.make(viewer, "move_focus", at=cell_name(*cell))) is None
        if not accepted:
            item.return_home(self.duration(250))
        self.sync([])
        return accepted

    def _flip_requested(self, item: FtpTile) -> None:
        _view, viewer, _me = self._me()
        self._perform([Action.make(viewer, "flip", tile=item.uid)])

    def _hover_tile(self, item: FtpTile, entered: bool) -> None:
        """The loupe: a face-up pool tile under the mouse is also shown at page size beside it."""
        if entered and item.place[0] == "pool" and item.face_up and not item.dragging and not self.paused:
            self.loupe.show_for(item, SCENE_RECT)
        elif self.loupe.uid == item.uid:
            self.loupe.dismiss()

    def _tile_clicked(self, item: FtpTile) -> None:
        if item.place[0] == "pool":
            self.take(item.uid)

    def _dragging(self, item: Any) -> None:
        """The dragged tile follows the mouse; the ghost shows the grid cells it would snap to."""
        view, viewer, me = self._me()
        o = self.page.origin()
        cell = (round((item.pos().x() - o.x()) / CELL), round((item.pos().y() - o.y()) / CELL))
        if isinstance(item, FocusItem):
            legal = cell in view.focus_moves(viewer) or cell == me.focus_at
            cells = item.cells
        else:
            if self.drop_cell(item) is None or me.phase != "layout":
                self.ghost.setVisible(False)
                return
            own = me.masks.get(item.uid, 0)
            occ = me.occ & ~own
            legal = any(at == cell and not m & occ for at, m in positions(view, item.uid))
            cells = item.tile.footprint.cells
        self.ghost.show_at(cells, QPointF(o.x() + cell[0] * CELL, o.y() + cell[1] * CELL), legal)
