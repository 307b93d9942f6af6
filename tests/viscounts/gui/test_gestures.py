"""The Viscounts table's gestures through the scene's drop and click paths (issue 9)."""

from __future__ import annotations

from PySide6.QtCore import QPointF

from desktop_app.ui.viscounts import geometry as g
from tests.viscounts.fixtures import position

PLAY = """
players: 2
active: 0
phase: cards
p0: {space: A_O1, hand: [tf03, tf17, st_page], draw: [st_farmhand, tf11], tableau: [tf04, st_farmhand], silver: 5}
p1: {space: B_I1, hand: [tf21, tf22, tf23], tableau: [tf30]}
"""


def _drag(scene, item, target: QPointF) -> None:
    """Drag ``item`` until its middle is at ``target`` (snapping as a real drag does), then let go:
    the scene's drop path, as the mouse release calls it."""
    item.home = item.pos()
    item.setPos(item.pos() + target - item.sceneBoundingRect().center())
    scene._dropped(item, item.scenePos())


def _hand_card(scene, card):
    return next(item for item in scene.mine["hand"] if item.card_id == card)


def test_a_card_dragged_onto_tableau_slot_1_is_played_vis_p1_03(table):
    """VIS-P1-03: the dragged card enters slot 1; the others shift right (VIS-P1-01)."""
    t = table(position(PLAY))
    scene = t.scene
    card = _hand_card(scene, "tf17")
    assert card.flags() & card.GraphicsItemFlag.ItemIsMovable
    slot1 = scene.mine["slots"][0].sceneBoundingRect().center()
    _drag(scene, card, slot1)
    pl = t.state.players[0]
    assert pl.tableau[:3] == ["tf17", "tf04", "st_farmhand"]
    assert "tf17" not in pl.hand
    assert t.state.stack.question.kind == "move"


def test_a_card_dropped_beside_the_tableau_springs_back_with_its_rule_id(table):
    t = table(position(PLAY))
    scene = t.scene
    card = _hand_card(scene, "tf03")
    home = card.pos()
    _drag(scene, card, card.sceneBoundingRect().center() + QPointF(0, 300))
    assert card.pos() == home
    assert t.refusals and t.refusals[-1].endswith("(VIS-P1-03)")
    assert t.state.players[0].tableau == ["tf04", "st_farmhand"]


MOVE = """
players: 2
active: 0
phase: move
p0: {space: A_O1, tableau: [st_farmhand], silver: 2}
p1: {space: C_I1}
turn: {played: st_farmhand}
ring: [A, B, C, D, E]
rotation: 0
"""


def test_the_viscount_is_dragged_along_the_road_with_the_cost_of_extra_steps_vis_move_02(table):
    """VIS-MOVE-01/02: reachable spaces show their silver; dropping two steps on pays 1 silver."""
    t = table(position(MOVE))
    scene = t.scene
    decision = t.state.decisions()[0]
    assert decision.kind == "move"
    costs = decision.context["costs"]
    shown = {sid: item.cost for sid, item in scene.spaces.items() if item.cost is not None}
    assert shown == {a["to"]: costs[a["to"]] for a in decision.options}
    assert shown["A_O2"] == 0 and shown["B_O1"] == 1 and shown["B_I1"] == 1  # the fork after A_O2
    viscount = scene.viscounts[0]
    assert viscount.flags() & viscount.GraphicsItemFlag.ItemIsMovable
    _drag(scene, viscount, scene.geo.spaces["B_I1"] + QPointF(3, -2))
    pl = t.state.players[0]
    assert pl.space == "B_I1" and pl.silver == 1


def test_a_viscount_dropped_out_of_reach_springs_back_with_the_engines_reason(table):
    t = table(position(MOVE))
    scene = t.scene
    viscount = scene.viscounts[0]
    home = viscount.pos()
    _drag(scene, viscount, scene.geo.spaces["D_O1"])
    assert viscount.pos() == home
    assert t.refusals[-1].endswith("(VIS-MOVE-02)") or t.refusals[-1].endswith("(VIS-MOVE-03)")
    assert t.state.players[0].space == "A_O1"
    _drag(scene, viscount, QPointF(g.CENTRE))
    assert t.refusals[-1].endswith("(VIS-MOVE-03)")


BUILD = """
players: 2
active: 0
phase: action
p0: {space: A_O1, tableau: [st_hod_carrier, tf11, tf13], silver: 0, res: {stone: 1}}
p1: {space: C_I1}
turn: {played: st_hod_carrier}
ring: [A, B, C, D, E]
rotation: 0
"""


def _building(scene, btype, slot=1):
    return scene.mine["buildings"][(btype, slot)]


def test_a_building_dragged_onto_a_site_is_built_vis_build_06(table):
    """VIS-BUILD-03/06: at the main-action choice the drag chooses Build, skips banishing and builds
    the leftmost workshop on the site; the site's effect follows (a resource of your choice)."""
    t = table(position(BUILD))
    scene = t.scene
    assert t.state.decisions()[0].kind == "main_action"
    workshop = _building(scene, "workshop")
    assert workshop.flags() & workshop.GraphicsItemFlag.ItemIsMovable
    assert not _building(scene, "workshop", 2).flags() & workshop.GraphicsItemFlag.ItemIsMovable
    assert scene.sites["A_s1"].target and not scene.sites["A_s3"].target
    _drag(scene, workshop, scene.geo.sites["A_s1"])
    s = t.state
    assert s.board.sites["A_s1"] == [0, "workshop"] and s.players[0].built["workshop"] == 1
    assert s.turn.action == "build"
    assert s.decisions()[0].kind == "resource"  # A_s1: any 1
    assert t.controller.undo_stack.count() == 1, "one gesture, one undo step"


def test_a_building_dropped_across_the_river_springs_back_with_vis_build_03(table):
    t = table(position(BUILD))
    scene = t.scene
    workshop = _building(scene, "workshop")
    home = workshop.pos()
    _drag(scene, workshop, scene.geo.sites["A_s3"])
    assert workshop.pos() == home
    assert t.refusals[-1].endswith("(VIS-BUILD-03)")
    assert "A_s3" not in t.state.board.sites and t.state.turn.action is None


WORKERS = """
players: 2
active: 0
phase: action
p0: {space: A_I1, tableau: [st_page, tf21, tf23], silver: 0, res: {gold: 0}}
p1: {space: C_O1}
turn: {played: st_page}
ring: [A, B, C, D, E]
rotation: 3
castle: {l1: {3: [1, 2]}}
"""


def test_workers_dragged_into_the_faced_region_are_placed_and_move_on_vis_work_04(table):
    """VIS-WORK-03/04: 3 noble icons place 2 workers; with the one already there the region moves
    (VIS-CAST-01): one inward, one clockwise, one counter-clockwise."""
    t = table(position(WORKERS))
    scene = t.scene
    faced = t.state.layout.faces["A_I1"]
    assert faced == 3
    assert scene.regions[(1, faced)].target
    groups = {grp.n: grp for grp in scene.groups}
    assert set(groups) == {1, 2, 3, 4}
    _drag(scene, groups[2], scene.geo.worker_spots(1, 5, 1)[0])
    assert t.refusals[-1].endswith("(VIS-WORK-04)") and t.state.board.l1[3] == [1, 2]
    target = scene.geo.worker_spots(1, faced, 1)[0]
    _drag(scene, groups[2], target)
    b = t.state.board
    assert b.l1[3][0] == 0 and b.l2[1][0] == 1 and b.l1[4][0] == 1 and b.l1[2][0] == 1
    assert t.state.players[0].workers == 17


HIRE = """
players: 2
active: 0
phase: recruit
p0: {space: A_O1, tableau: [st_farmhand], silver: 3}
p1: {space: C_I1}
piles: {A: [tf02, tf12], B: [tf11]}
ring: [A, B, C, D, E]
rotation: 0
"""


def test_a_click_on_an_adjacent_pile_hires_its_top_card_vis_hire_02(table):
    """VIS-HIRE-01/02: the adjacent pile is lit; a click pays its value and the card goes to the
    discard pile; a pile that is not next to the viscount is refused with VIS-HIRE-01."""
    t = table(position(HIRE))
    scene = t.scene
    assert scene.piles["A"].enabled and not scene.piles["B"].enabled
    scene._clicked(scene.piles["B"])
    assert t.refusals[-1].endswith("(VIS-HIRE-01)")
    scene._clicked(scene.piles["A"])
    pl = t.state.players[0]
    assert "tf12" in pl.owned() and pl.silver == 2  # (it came back through the reshuffle of phase 6)
    assert pl.virtue == 7  # its top-right effect (1 virtue) and the clean reshuffle (VIS-SHUF-01)
    assert t.state.board.piles["A"] == ["tf02"]


BANISH = """
players: 2
active: 0
phase: action
p0: {space: A_O1, tableau: [st_farmhand], silver: 2}
p1: {space: C_I1}
piles: {A: [tf02, tf01]}
turn: {played: st_farmhand}
ring: [A, B, C, D, E]
rotation: 0
"""


def _button(scene, **wanted):
    for button in scene.panel_buttons:
        action = button.payload.get("action")
        if action is not None and all((action.kind if k == "kind" else action.get(k)) == v for k, v in wanted.items()):
            return button
    raise AssertionError(f"no panel button for {wanted}: {[b.caption for b in scene.panel_buttons]}")


def test_trade_with_a_banished_card_from_the_panel_and_a_click_vis_ban_06(table):
    """VIS-BAN-02..06: Trade chosen in the side panel, the adjacent merchant clicked to banish it
    (1 silver, its icon and its top-right effect), then a trade offer from the panel."""
    t = table(position(BANISH))
    scene = t.scene
    trade = _button(scene, kind="main_action", action="trade")
    assert trade.caption == "Trade"
    scene._clicked(trade)
    assert t.state.decisions()[0].kind == "banish" and scene.piles["A"].enabled
    scene._clicked(scene.piles["A"])
    s = t.state
    assert s.turn.banished == "tf01" and s.players[0].silver == 2  # paid 1, gained 1 (top right: $1)
    assert s.board.removed[-1] == "tf01"
    offer = _button(scene, kind="trade", offer=0)
    assert "merchant" in offer.caption and "stone" in offer.caption
    scene._clicked(offer)
    assert t.state.players[0].res["stone"] == 1


TRANSCRIBE = """
players: 2
active: 0
phase: action
p0: {space: A_I1, tableau: [st_acolyte], silver: 0}
p1: {space: C_O1}
piles: {A: [tf11]}
stacks: {A: [ms02, ms_g1]}
turn: {played: st_acolyte}
ring: [A, B, C, D, E]
rotation: 0
"""


def test_a_click_on_the_stack_transcribes_its_top_manuscript_vis_ms_05(table):
    t = table(position(TRANSCRIBE))
    scene = t.scene
    scene._clicked(_button(scene, kind="main_action", action="transcribe"))
    assert t.state.decisions()[0].kind == "transcribe" and scene.stacks["A"].enabled
    scene._clicked(scene.stacks["A"])
    pl = t.state.players[0]
    assert pl.manuscripts == ["ms_g1"] and pl.silver == 1
    assert scene.stacks["A"].ms_id == "ms02"


KNOCK = """
players: 2
active: 0
phase: action
p0: {space: A_I1, tableau: [st_page], silver: 0}
p1: {space: C_O1, silver: 0}
turn: {played: st_page}
ring: [A, B, C, D, E]
rotation: 0
castle: {l1: {0: [0, 3]}}
"""


def test_a_click_on_a_worker_of_an_overfull_region_knocks_it_out_vis_ko_02(table):
    """VIS-KO-01/02: after placing, a region with 4 workers; the active player clicks one of the
    other colour's workers: it goes home and its owner gains 2 silver."""
    t = table(position(KNOCK))
    scene = t.scene
    faced = t.state.layout.faces["A_I1"]
    assert faced == 0
    group = next(grp for grp in scene.groups if grp.n == 1)
    _drag(scene, group, scene.geo.worker_spots(1, 0, 1)[0])
    assert t.state.decisions()[0].kind == "knock_out"
    theirs = [w for w in scene.workers if w.payload["colour"] == 1 and w.payload["region"] == 0]
    assert len(theirs) == 3
    scene._clicked(theirs[0])
    s = t.state
    assert s.board.l1[0] == [1, 2] and s.players[1].silver == 2 and s.players[1].workers == 18


def _shown(scene, level, region):
    return sorted(w.payload["colour"] for w in scene.workers
                  if (w.payload["level"], w.payload["region"]) == (level, region) and w.scene() is scene)


def test_castle_movement_is_replayed_step_by_step_from_the_events_vis_cast_01(table, qtbot):
    """The drop places 2 workers; the castle is first shown as it was, then after the placement
    (3 of Ann's there), then after the movement (one inward, one each side)."""
    t = table(position(WORKERS))
    scene = t.scene
    scene.set_animation_speed(1.0)
    group = next(grp for grp in scene.groups if grp.n == 2)
    _drag(scene, group, scene.geo.worker_spots(1, 3, 1)[0])
    assert scene.player.running
    assert _shown(scene, 1, 3) == [0, 1, 1]  # before: Ann 1, 美玲 2
    qtbot.waitUntil(lambda: _shown(scene, 1, 3) == [0, 0, 0, 1, 1], timeout=3000)  # Ann placed 2
    qtbot.waitUntil(lambda: not scene.player.running, timeout=5000)
    assert _shown(scene, 1, 3) == [1, 1] and _shown(scene, 2, 1) == [0]
    assert _shown(scene, 1, 2) == [0] and _shown(scene, 1, 4) == [0]


def test_the_viscount_walks_its_path_space_by_space(table, qtbot):
    from desktop_app.ui.viscounts.kingdom import viscount_spot

    t = table(position(MOVE))
    scene = t.scene
    scene.set_animation_speed(1.0)
    _drag(scene, scene.viscounts[0], scene.geo.spaces["B_I1"])
    item = scene.viscounts[0]
    assert scene.player.running and item.pos() == viscount_spot(scene.view, scene.geo, "A_O1", 0, 1)
    qtbot.waitUntil(lambda: not scene.player.running and not item.animating, timeout=5000)
    assert item.pos() == viscount_spot(scene.view, scene.geo, "B_I1", 0, 1)


def test_dragged_pieces_snap_onto_what_the_decision_allows(table):
    """While dragged, the viscount snaps onto a reachable space and a hand card onto slot 1."""
    from desktop_app.ui.viscounts.kingdom import viscount_spot

    t = table(position(MOVE))
    scene = t.scene
    viscount = scene.viscounts[0]
    spot = viscount_spot(scene.view, scene.geo, "B_O1", 0, 1)
    viscount.setPos(spot + QPointF(20, 15))
    assert viscount.pos() == spot
    far = spot + QPointF(150, 150)
    viscount.setPos(far)
    assert viscount.pos() == far
    t2 = table(position(PLAY))
    card = _hand_card(t2.scene, "tf17")
    slot1 = t2.scene.mine["slots"][0].sceneBoundingRect()
    card.setPos(card.pos() + slot1.center() - card.sceneBoundingRect().center() + QPointF(12, -10))
    assert card.sceneBoundingRect().center() == slot1.center()


EFFECT = """
players: 2
active: 0
phase: none
p0: {space: A_I1, debts: [1, 0], deeds: [1, 0]}
p1: {space: C_O1}
ring: [A, B, C, D, E]
rotation: 0
"""


def test_a_worker_from_an_effect_is_dragged_into_any_region_dec_48(table):
    from tests.viscounts.fixtures import run_effects

    s = position(EFFECT)
    run_effects(s, 0, "worker")
    t = table(s)
    scene = t.scene
    assert t.state.decisions()[0].kind == "region"
    assert all(scene.regions[(1, r)].enabled for r in range(10))
    (group,) = scene.groups
    _drag(scene, group, scene.geo.worker_spots(1, 7, 1)[0])
    assert t.state.board.l1[7][0] == 1


def test_a_click_on_a_debt_pays_it_off_vis_dd_03(table):
    """VIS-DD-03/04: a flip of a debt or a deed: the debt chip is clicked; its resource follows."""
    from tests.viscounts.fixtures import run_effects

    s = position(EFFECT)
    run_effects(s, 0, "flip d/d")
    t = table(s)
    scene = t.scene
    chips = scene.mine["flip"]
    assert chips["debt"].enabled and chips["deed"].enabled
    scene._clicked(chips["debt"])
    pl = t.state.players[0]
    assert (pl.unpaid, pl.paid) == (0, 1) and t.state.decisions()[0].kind == "resource"
