"""The Fit To Print table shows the state it was drawn from, after every step of a seeded game
(issue "Viscounts and Unconscious Mind as players find them", picture equals state).

Read from where the items stand and what they paint, not from what they were told: the page cells
each tile covers, from the cell under the tile item and the footprint it draws (FTP-LAY-02); the
tiles lying in the pool, the hand and on the desk, from the area each stands in (FTP-GAT-02/03/05);
which pool tiles lie face up (FTP-GAT-02); the focus tile's cell (FTP-SCO-03); the day and the score
preview's total as the header and the preview panel paint them (FTP-RT-01, FTP-SCO-08), the total
scored afresh from the state.

Uses the shared scene-equals-state driver :mod:`tests.support.scene_state`."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from desktop_app.rules.fit_to_print.preview import preview_all
from desktop_app.ui.fit_to_print.art import CELL
from desktop_app.ui.fit_to_print.scene import FtpScene
from desktop_app.ui.fit_to_print.table_layout import DESK, HAND, POOL, tile_places
from desktop_app.ui.fit_to_print.texts import tr
from desktop_app.ui.fit_to_print.tiles import FtpTile
from tests.fit_to_print.helpers import content
from tests.gui.text_audit import audit_painting
from tests.support.scene_state import check_scene_over_game


def painted_texts(item) -> list[str]:
    """The strings ``item`` paints (in painting order)."""
    def paint(painter):
        item.paint(painter, QStyleOptionGraphicsItem(), None)

    return [p.text for p in audit_painting(1600, 1200, paint) if p.text.strip()]


class FtpReader:
    """:class:`tests.support.scene_state.SceneReader` for the Fit To Print table."""

    def shown(self, scene) -> dict:
        origin = scene.page.origin()
        grid = scene.page.sceneBoundingRect()
        tiles = [t for t in scene.items() if isinstance(t, FtpTile) and t.isVisible()]
        out: dict = {"page": {}, "pool": [], "hand": [], "desk": [], "face up": []}
        for tile in tiles:
            centre = tile.sceneBoundingRect().center()
            for area, rect in (("pool", POOL), ("hand", HAND), ("desk", DESK)):
                if rect.contains(centre):
                    out[area].append(tile.uid)
            if grid.contains(centre) and not any(r.contains(centre) for r in (POOL, HAND, DESK)):
                col, row = round((tile.x() - origin.x()) / CELL), round((tile.y() - origin.y()) / CELL)
                for dx, dy in tile.tile.footprint.cells:
                    out["page"][(col + dx, row + dy)] = tile.uid
            if POOL.contains(centre) and tile.face_up:
                out["face up"].append(tile.uid)
        for key in ("pool", "hand", "desk", "face up"):
            out[key].sort()
        focus = scene.focus_item
        out["focus"] = (round((focus.x() - origin.x()) / CELL), round((focus.y() - origin.y()) / CELL)) \
            if focus is not None and focus.isVisible() else None
        day = next((m for t in painted_texts(scene.header) if (m := re.search(r"\((\d+)/(\d+)\)", t))), None)
        out["day"] = int(day.group(1)) if day else None
        preview = painted_texts(scene.preview_panel)
        out["total"] = int(preview[preview.index(tr("Total")) + 1]) if tr("Total") in preview else None
        return out

    def expected(self, view, viewer: int) -> dict:
        me = view.players[viewer]
        places = tile_places(view, viewer)
        out: dict = {"page": {cell: uid for uid, at in me.page.items() for cell in view.tile_cells(uid, at)}}
        for area in ("pool", "hand", "desk"):
            out[area] = sorted(uid for uid, place in places.items() if place[0] == area)
        out["face up"] = sorted(uid for uid in out["pool"] if view.face_up[uid])
        shows_focus = me.focus and me.focus_at is not None and view.stage in ("play", "ready", "draft",
                                                                               "pick_character")
        out["focus"] = tuple(me.focus_at) if shows_focus else None
        out["day"] = view.day_index + 1
        out["total"] = preview_all(view)[viewer]["total"] if view.stage == "play" else None
        return out


def _game(qtbot, seed: int, players: int, max_steps: int) -> int:
    seats = [Seat(n, c, "human") for n, c in zip(("Ann", "Ben", "Cy"), ("red", "blue", "green"), strict=False)]
    controller = GameController.new(GAME, content(), GameOptions(seats[:players]), seed, autosave=False)
    scene = FtpScene(controller, start_clock=False)
    return check_scene_over_game(qtbot, controller, scene, FtpReader(), seed, max_steps)


def test_the_table_shows_the_state_after_every_step_of_a_day_ftp_lay_02(qtbot):
    """FTP-LAY-02, FTP-GAT-02/03/05, FTP-SCO-03, FTP-RT-01: a seeded 2-player game's first steps (tiles
    taken, kept, returned, laid on the page); after every step the page cells, the pool, hand and desk,
    the face-up pool tiles, the focus tile and the day are the state's."""
    assert _game(qtbot, 3, 2, 80) == 80


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1, 5))
def test_sweep_the_table_shows_the_state_ftp_lay_02(qtbot, seed):
    """The same check over more seeds and 1 to 3 players, as far as the seats have decisions to answer."""
    _game(qtbot, seed, 1 + seed % 3, 3000)
