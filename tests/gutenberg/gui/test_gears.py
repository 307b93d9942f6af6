"""Gears on the Gutenberg table: drop onto a mount, rotation animation, claiming a sector."""

from __future__ import annotations

import math

from PySide6.QtCore import QPointF

from desktop_app.rules.gutenberg.model import WORKSHOP
from desktop_app.ui.gutenberg.gear import MeshGear, mesh_distance, rotation_for
from desktop_app.ui.gutenberg.scene import GutenbergScene


def _workshop_turn(seat: int):
    """Until ``seat`` is asked for Improve Workshop with a gear on the board and a free mount."""
    def reached(state) -> bool:
        pl = state.players[seat]
        return (state.phase == "action" and state.active == seat and pl.stack and pl.stack[-1][0] == "action"
                and pl.stack[-1][1] == WORKSHOP and None in pl.gears and any(state.gear_slots))
    return reached


def _bid_workshop(state, legal):
    """Plan tokens on Improve Workshop (and pass on taking gears elsewhere) so the turn comes."""
    for a in legal:
        if a.kind == "plan_add" and a["row"] == "workshop":
            pl = state.players[a.player]
            if pl.plan[WORKSHOP] < 2:
                return a
    return None


def test_drop_gear_on_mount_installs_and_meshes_gut_work_01(table, qtbot):
    """GUT-WORK-01 / GUT-GEAR-03: a board gear dropped on a mount is installed and drawn meshing."""
    t = table(seed=5)
    t.drive(_workshop_turn(0), _bid_workshop)
    controller, scene = t.open()
    assert isinstance(scene, GutenbergScene)
    assert controller.viewer() == 0
    gear_id = next(g for g in controller.view_state().gear_slots if g is not None)
    item = scene.board_gears[gear_id]
    assert item.turnable, "a gear the viewer may take can be turned before mounting"
    scene.turn_preview(item, 1)  # one sector clockwise: orientation 0 -> 2
    assert item.preview == 2
    slot = t.state.players[0].gears.index(None)
    mount = scene.mounts[(0, slot)]
    assert scene.drop_gear(item, mount.pos() + QPointF(6, -4))
    installed = t.state.players[0].gears[slot]
    assert installed is not None and installed[0] == gear_id and installed[1] == 2
    drawn = scene.gears[(0, slot)]
    mount = scene.mounts[(0, slot)]
    assert drawn.gear_id == gear_id
    qtbot.waitUntil(lambda: not drawn.animating, timeout=3000)  # it flies from the board to the mount
    assert math.isclose(drawn.pos().x(), mount.pos().x()) and math.isclose(drawn.pos().y(), mount.pos().y())
    assert math.isclose(drawn.rotation() % 360, rotation_for(2))
    if slot > 0:  # stacked right under its neighbour, teeth in the other's gaps
        above = scene.mounts[(0, slot - 1)].pos()
        assert math.isclose(mount.pos().y() - above.y(), mesh_distance(drawn.radius))
        assert (drawn.phase - 15.0 * (slot % 2)) % 30 == 0 and (15.0 * ((slot - 1) % 2)) % 30 != drawn.phase % 30


def test_gear_dropped_off_the_mounts_goes_back_and_nothing_changes(table, qtbot):
    """A gear dropped on empty board space returns home; the engine state is unchanged."""
    t = table(seed=5)
    t.drive(_workshop_turn(0), _bid_workshop)
    controller, scene = t.open()
    before = t.state.to_json()
    item = next(iter(scene.board_gears.values()))
    home = item.home
    item.setPos(QPointF(-500, -500))
    assert not scene.drop_gear(item, QPointF(-500, -500))
    qtbot.waitUntil(lambda: not item.animating, timeout=2000)
    assert item.pos() == home
    assert t.state.to_json() == before


def test_refused_gear_drop_animates_back_with_rule_id(table, qtbot):
    """GUT-GEAR-07: replacing a marked gear is refused with its rule ID; the gear flies home."""
    t = table(seed=5)
    t.drive(_workshop_turn(0), _bid_workshop)
    for slot in range(3):  # fill the workshop with marked gears by hand (a controlled position)
        t.state.players[0].gears[slot] = ["G01", 0, True]
    t.state.touch()
    controller, scene = t.open()
    messages = []
    controller.refused.connect(messages.append)
    item = next(iter(scene.board_gears.values()))
    home = item.home
    item.setPos(scene.mounts[(0, 1)].pos())
    assert not scene.drop_gear(item, scene.mounts[(0, 1)].pos())
    assert messages and "GUT-GEAR-07" in messages[0]
    assert item.animating, "the refused gear flies back"
    qtbot.waitUntil(lambda: not item.animating, timeout=2000)
    assert item.pos() == home
    assert t.state.players[0].gears[1] == ["G01", 0, True]


def test_rotation_event_animates_to_engine_orientations_gut_gear_05(table, qtbot):
    """GUT-GEAR-05: at the round start the top gear turns clockwise, the next counter-clockwise."""
    t = table(seed=7)
    t.drive(lambda s: s.phase == "plan" and s.round == 1)
    pl = t.state.players[0]
    pl.gears = [["G01", 0, False], ["G06", 0, False], ["G10", 2, False]]  # the §9.2 train
    t.state.touch()
    controller, scene = t.open()
    scene.set_animation_speed(4.0)
    spins = []
    original = MeshGear.turn

    def spy(self, steps, ms):
        spins.append((self.payload.get("slot"), steps))
        return original(self, steps, ms)

    MeshGear.turn = spy
    try:
        # finish round 1 quickly: both commit, everyone passes until round 2 begins
        while t.state.round == 1:
            d = t.state.decisions()[0]
            legal = controller.legal_actions(d.player)
            choice = next((a for a in legal if a.kind in ("plan_commit", "pass", "decline")), legal[0])
            assert controller.submit(choice) is None
    finally:
        MeshGear.turn = original
    assert (0, 1) in spins and (1, -1) in spins and (2, 1) in spins
    gears = [scene.gears[(0, s)] for s in range(3)]
    qtbot.waitUntil(lambda: not any(g.spinning for g in gears), timeout=3000)
    assert [g[1] for g in t.state.players[0].gears] == [2, 1, 1]  # §9.2
    for slot, gear in enumerate(gears):
        assert math.isclose(gear.rotation() % 360, rotation_for(t.state.players[0].gears[slot][1]), abs_tol=0.01)


def test_click_claims_aligned_sector_and_drops_a_marker_gut_gear_06(table, qtbot):
    """GUT-GEAR-06: clicking an unmarked gear claims the sector under the white arc; a marker drops."""
    t = table(seed=7)
    t.drive(lambda s: s.phase == "plan" and s.round == 1)
    t.state.players[0].gears[0] = ["G01", 0, False]  # C2 at the arc
    t.state.touch()
    controller, scene = t.open()
    coins = t.state.players[0].coins
    gear = scene.gears[(0, 0)]
    assert gear.turnable is False
    scene._clicked(gear)
    assert t.state.players[0].gears[0][2] is True
    assert t.state.players[0].coins == coins + 2
    assert scene.gears[(0, 0)].marked
    assert scene.markers, "a marker item dropped onto the claimed gear"


def _remount_turn(seat: int):
    def reached(state) -> bool:
        pl = state.players[seat]
        return (state.phase == "action" and state.active == seat and pl.stack and pl.stack[-1][0] == "action"
                and pl.stack[-1][1] == WORKSHOP)
    return reached


def test_wheel_then_drop_back_remounts_gut_work_01(table, qtbot):
    """GUT-WORK-01 (b): turn an installed gear with the wheel, drop it back on its mount: remounted."""
    t = table(seed=5)
    t.drive(lambda s: s.phase == "plan")
    t.state.players[0].gears[0] = ["G01", 0, False]
    t.state.touch()
    t.drive(_remount_turn(0), _bid_workshop)
    controller, scene = t.open()
    gear = scene.gears[(0, 0)]
    assert gear.turnable and gear.flags() & gear.GraphicsItemFlag.ItemIsMovable
    scene.turn_preview(gear, 1)  # clockwise: 0 -> 2
    confirm = [p for p in scene.pieces if getattr(p, "payload", {}) and p.payload.get("kind") == "remount_confirm"]
    assert confirm and confirm[0].payload["orient"] == 2
    gear.setPos(gear.pos() + QPointF(80, 0))  # dragged off the mount...
    assert scene.drop_gear(gear, scene.mounts[(0, 0)].pos())  # ...and dropped back
    assert t.state.players[0].gears[0][:2] == ["G01", 2]
    redrawn = scene.gears[(0, 0)]
    qtbot.waitUntil(lambda: not redrawn.spinning, timeout=3000)
    assert math.isclose(redrawn.rotation() % 360, rotation_for(2), abs_tol=0.01)


def test_wheel_turns_only_gears_the_viewer_may_move(table, qtbot):
    """Outside Improve Workshop an installed gear ignores the wheel (no preview, no action)."""
    t = table(seed=7)
    t.drive(lambda s: s.phase == "plan" and s.round == 1)
    t.state.players[0].gears[0] = ["G01", 1, False]
    t.state.touch()
    controller, scene = t.open()
    gear = scene.gears[(0, 0)]
    assert not gear.turnable
    assert not gear.flags() & gear.GraphicsItemFlag.ItemIsMovable


def test_dragging_the_knob_turns_a_board_gear_before_taking_it(table, qtbot):
    """A drag of the rim knob turns the gear by whole sectors (the orientation it will be installed with)."""
    t = table(seed=5)
    t.drive(_workshop_turn(0), _bid_workshop)
    controller, scene = t.open()
    gear_id = next(g for g in controller.view_state().gear_slots if g is not None)
    item = scene.board_gears[gear_id]
    handle = next(h for h in scene.handles if h.gear is item)
    handle._start_rotation = item.rotation()
    handle.release(115.0)  # about one sector clockwise: orientation 0 -> 2
    assert item.preview == 2 and math.isclose(item.rotation() % 360, rotation_for(2))
    handle._start_rotation = item.rotation()
    handle.release(-250.0)  # two sectors back: 2 -> 1
    assert item.preview == 1
    handle._start_rotation = item.rotation()
    handle.release(40.0)  # less than half a sector: no turn
    assert item.preview == 1


def test_a_dragged_gear_snaps_onto_a_mount_with_meshing_teeth(table, qtbot):
    """While dragged near a mount, a board gear snaps onto it and takes the slot's tooth phase."""
    t = table(seed=5)
    t.drive(_workshop_turn(0), _bid_workshop)
    controller, scene = t.open()
    item = next(iter(scene.board_gears.values()))
    mount = scene.mounts[(0, 1)]
    item.setPos(mount.pos() + QPointF(20, -15))  # what a mouse drag does, through itemChange
    assert item.pos() == mount.pos()
    assert item.phase == 15.0  # slot 2 sits half a tooth off, between slots 1 and 3
    item.setPos(QPointF(-300, -300))
    assert item.pos() == QPointF(-300, -300) and item.phase == 0.0


def test_clicking_a_board_gear_installs_it_in_the_lowest_empty_slot_gut_gear_03(table, qtbot):
    """GUT-GEAR-03: a click on a takeable gear installs it, as turned, in the lowest empty slot."""
    t = table(seed=5)
    t.drive(_workshop_turn(0), _bid_workshop)
    controller, scene = t.open()
    gear_id, item = next(iter(scene.board_gears.items()))
    scene.turn_preview(item, -1)  # counter-clockwise: 0 -> 1
    lowest = t.state.players[0].gears.index(None)
    scene._clicked(item)
    assert t.state.players[0].gears[lowest][:2] == [gear_id, 1]
