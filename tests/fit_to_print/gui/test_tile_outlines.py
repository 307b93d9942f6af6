"""A tile's outline on the table is always its footprint (QA after the saves merge).

Face-down tiles' kinds are dealt among their ids afresh when a day starts (``relabel``: ids
must not reveal hidden tiles), so an id can change shape after its item was made. The items
drew the old shape: pool backs showed false silhouettes, kept tiles were squeezed or stretched
and desk tiles overlapped.
"""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.ui.fit_to_print.art import CELL


def _outline_matches(item) -> bool:
    fp = item.tile.footprint
    rect = item.shape().boundingRect()  # (the outline is inset a little from the cell edges)
    return abs(rect.width() - fp.width * CELL) < 4 and abs(rect.height() - fp.height * CELL) < 4


def test_every_tile_outline_is_its_footprint_once_the_day_started(table):
    controller, scene = table(("human", "normal"), seed=202118730)
    shown = [item for item in scene.tiles.values() if item.isVisible()]
    assert len(shown) > 100
    wrong = [item.uid for item in shown if not _outline_matches(item)]
    assert wrong == []


def test_kept_tiles_lie_side_by_side_on_the_desk(table):
    controller, scene = table(("human", "normal"), seed=202118730)
    for uid in list(controller.state.pool[:8]):
        assert controller.submit(Action.make(0, "take", tile=uid)) is None
        assert controller.submit(Action.make(0, "keep", tile=uid)) is None
    desk = [scene.tiles[u] for u in controller.state.players[0].desk]
    assert len(desk) == 8 and all(_outline_matches(item) for item in desk)
    boxes = [item.mapToScene(item.shape().boundingRect()).boundingRect() for item in desk]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            assert not a.adjusted(1, 1, -1, -1).intersects(b.adjusted(1, 1, -1, -1))


def test_desk_tiles_stay_put_when_one_goes_to_the_page(table):
    """The desk packed itself afresh after each placement, so the next tile slid under the mouse
    into the gap and a drag aimed at it grabbed another (QA)."""
    controller, scene = table(("human",), seed=202118730)
    for uid in list(controller.state.pool[:6]):
        assert controller.submit(Action.make(0, "take", tile=uid)) is None
        assert controller.submit(Action.make(0, "keep", tile=uid)) is None
    assert controller.submit(next(a for a in controller.legal_actions(0) if a.kind == "call_layout")) is None
    desk = list(controller.state.players[0].desk)
    before = {u: scene.tiles[u].pos() for u in desk}
    pick = Action.make(0, "pick", tile=desk[0])
    trial = controller.state.clone()
    trial.apply(pick)
    place = next(a for a in trial.legal_actions(0) if a.kind == "place")
    assert controller.submit_all([pick, place]) is None  # the drag: pick up, drop on the page
    for uid in desk[1:]:
        assert scene.tiles[uid].pos() == before[uid], uid
    assert controller.submit_all([pick, Action.make(0, "to_desk", tile=desk[0])]) is None
    assert scene.tiles[desk[0]].pos() == before[desk[0]]  # back in its own place
