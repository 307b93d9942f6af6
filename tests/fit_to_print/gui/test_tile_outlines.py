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
