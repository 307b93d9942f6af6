"""The castle replay ends with every worker where the board has it (found by playing in a real window)."""

from __future__ import annotations

from tests.viscounts.fixtures import position

TWO_INTO_AN_EMPTY_REGION = """
players: 2
active: 0
phase: action
p0: {space: A_I1, tableau: [st_page, tf21, tf23], silver: 0, res: {gold: 0}}
p1: {space: C_O1}
turn: {played: st_page}
ring: [A, B, C, D, E]
rotation: 3
"""


def test_two_workers_placed_at_once_both_walk_into_their_region_vis_work_04(table, qtbot):
    """VIS-WORK-03/04: 3 noble icons place 2 workers in the faced, empty region. With animations on,
    each of the two figures walks from the supply to its own spot; none is left behind in the
    supply corner (the replay used to move the first figure twice and leave one at the supply)."""
    t = table(position(TWO_INTO_AN_EMPTY_REGION))
    scene = t.scene
    scene.set_animation_speed(1.0)
    faced = t.state.layout.faces["A_I1"]
    group = next(grp for grp in scene.groups if grp.n == 2)
    home = group.pos()
    group.setPos(home + scene.geo.worker_spots(1, faced, 1)[0] - group.sceneBoundingRect().center())
    group.home = home
    scene._dropped(group, group.scenePos())
    assert t.state.board.l1[faced][0] == 2
    qtbot.waitUntil(lambda: not scene.player.running, timeout=5000)
    shown = [w for w in scene.workers if w.scene() is scene]
    qtbot.waitUntil(lambda: not any(w.animating for w in shown), timeout=3000)
    spots = sorted((round(p.x(), 1), round(p.y(), 1)) for p in scene.geo.worker_spots(1, faced, 2))
    assert sorted((round(w.pos().x(), 1), round(w.pos().y(), 1)) for w in shown) == spots
