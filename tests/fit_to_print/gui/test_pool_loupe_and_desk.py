"""Reading the pool and the desk (issue 7 §3): a face-up pool tile under the mouse is also shown
at page size (the pool shows tiles at 40 %), and a kept tile pulled towards the page during
gathering springs back saying why (FTP-GAT-06) instead of doing nothing."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QGraphicsView

from desktop_app.engine.action import Action
from desktop_app.ui.fit_to_print.table_layout import POOL_SCALE, SCENE_RECT


def _view(qtbot, scene) -> QGraphicsView:
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.setMouseTracking(True)
    view.resize(1240, 950)
    view.show()
    qtbot.waitExposed(view)
    view.fitInView(SCENE_RECT)
    return view


def _hover(qtbot, view, item) -> None:
    centre = item.mapToScene(item.shape().boundingRect().center())
    qtbot.mouseMove(view.viewport(), view.mapFromScene(centre))
    qtbot.wait(10)


def test_a_face_up_pool_tile_under_the_mouse_shows_at_page_size(table, qtbot):
    controller, scene = table()
    uid = controller.state.pool[0]
    assert controller.submit(Action.make(0, "take", tile=uid)) is None
    assert controller.submit(Action.make(0, "return", tile=uid)) is None  # back face up (FTP-GAT-04)
    item = scene.tiles[uid]
    assert item.place[0] == "pool" and item.face_up and abs(item.scale() - POOL_SCALE) < 1e-6
    item.setZValue(10_000)  # on top of the scatter, so the mouse finds it
    view = _view(qtbot, scene)
    _hover(qtbot, view, item)
    loupe = scene.loupe
    assert loupe.isVisible() and loupe.uid == uid
    big = loupe.sceneBoundingRect()
    small = item.sceneBoundingRect()
    assert big.width() >= small.width() / POOL_SCALE - 1  # page size, 2.5 times the pool tile
    assert not big.intersects(small.adjusted(2, 2, -2, -2))  # beside the tile, not under the mouse
    assert SCENE_RECT.contains(big.adjusted(4, 4, -10, -10))
    qtbot.mouseMove(view.viewport(), QPoint(5, 5))
    qtbot.wait(10)
    assert not loupe.isVisible()


def test_a_face_down_pool_tile_gets_no_loupe(table, qtbot):
    controller, scene = table()
    item = next(scene.tiles[u] for u in controller.state.pool if not controller.state.face_up[u])
    item.setZValue(10_000)
    view = _view(qtbot, scene)
    _hover(qtbot, view, item)
    assert not scene.loupe.isVisible()


def test_a_kept_tile_pulled_to_the_page_during_gathering_says_why(table, qtbot):
    controller, scene = table()
    said: list[str] = []
    scene.refused_locally.connect(said.append)
    uid = controller.state.pool[0]
    controller.submit(Action.make(0, "take", tile=uid))
    controller.submit(Action.make(0, "keep", tile=uid))
    item = scene.tiles[uid]
    assert item.place[0] == "desk" and controller.state.players[0].phase == "gathering"
    assert item.flags() & item.GraphicsItemFlag.ItemIsMovable, "a kept tile can be pulled, to hear why"
    before = controller.state.to_json()
    home = item.slot_pos
    item.setPos(scene.page.origin())
    assert not scene.tile_dropped(item)
    assert said and said[-1].endswith("(FTP-GAT-06)")
    assert scene.last_refusal == said[-1]
    qtbot.waitUntil(lambda: not item.moving, timeout=2000)
    assert item.pos() == home
    assert controller.state.to_json() == before


def test_desk_tiles_never_overlap_however_many_are_kept(qapp):
    """Shelf packing (FTP-GAT-05): every kept tile has its own place inside the desk, at any count."""
    from PySide6.QtCore import QRectF

    from desktop_app.ui.fit_to_print.art import CELL
    from desktop_app.ui.fit_to_print.table_layout import DESK, desk_layout
    from tests.fit_to_print.helpers import new_game

    state = new_game(2, 1)
    for count in (1, 8, 20, 45, 90, len(state.kinds)):
        desk = list(range(count))
        places = desk_layout(state, desk)
        assert sorted(places) == desk
        rects = []
        for uid, (pos, scale) in places.items():
            fp = state.tile(uid).footprint
            rect = QRectF(pos.x(), pos.y(), fp.width * CELL * scale, fp.height * CELL * scale)
            assert DESK.adjusted(-0.5, -0.5, 0.5, 0.5).contains(rect), (count, uid)
            rects.append(rect)
        overlapping = [(a, b) for i, a in enumerate(rects) for b in rects[i + 1:]
                       if a.intersected(b).width() > 0.5 and a.intersected(b).height() > 0.5]
        assert overlapping == [], count
