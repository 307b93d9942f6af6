"""A gesture's refusal names what is wrong with that gesture, and a gesture that picks one action picks
it (issue "Viscounts and Unconscious Mind as players find them"): a building dragged without the
builder power says so (VIS-BUILD-03, not "Not now: Hire a townsfolk?"), a click on a stack at the
main-action choice or at the banish question transcribes (VIS-MS-01), a stack out of reach of the ink
says so (VIS-MS-04), and a castle region clicked for a worker of any region takes it (DEC-48)."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QGraphicsView

from tests.viscounts.fixtures import position, run_effects

POOR_BUILD = """
players: 2
active: 0
phase: action
p0: {space: A_O1, tableau: [st_page], silver: 0, res: {stone: 0}}
p1: {space: C_I1}
turn: {played: st_page}
ring: [A, B, C, D, E]
rotation: 0
"""


def _drag(scene, item, target) -> None:
    item.home = item.pos()
    item.setPos(item.pos() + target - item.sceneBoundingRect().center())
    scene._dropped(item, item.scenePos())


def test_a_building_dragged_without_builder_power_says_so_vis_build_03(table):
    """VIS-BUILD-03/05: the drag picks Build, but no building is within the builder power and stone: the
    refusal says that (with the power and stone), nothing is chosen and the building springs back."""
    t = table(position(POOR_BUILD))
    scene = t.scene
    workshop = scene.mine["buildings"][("workshop", 1)]
    home = workshop.pos()
    _drag(scene, workshop, scene.geo.sites["A_s1"])
    assert t.refusals, "the drag was refused"
    message = t.refusals[-1]
    assert message.endswith("(VIS-BUILD-03)") and "builder power" in message and "Not now" not in message
    assert t.state.turn.action is None and t.state.decisions()[0].kind == "main_action"
    assert workshop.pos() == home


TRANSCRIBE = """
players: 2
active: 0
phase: action
p0: {space: A_I1, tableau: [st_acolyte], silver: 2}
p1: {space: C_O1}
piles: {A: [tf31]}
stacks: {A: [ms02, ms_g1]}
turn: {played: st_acolyte}
ring: [A, B, C, D, E]
rotation: 0
"""


def test_a_click_on_a_stack_at_the_main_action_choice_transcribes_vis_ms_01(table):
    """VIS-MS-01/05: clicking a lit stack at the main-action choice picks Transcribe, passes over banishing
    and transcribes its top manuscript, as one undo step."""
    t = table(position(TRANSCRIBE))
    scene = t.scene
    assert t.state.decisions()[0].kind == "main_action"
    scene._clicked(scene.stacks["A"])
    assert not t.refusals, t.refusals
    assert t.state.players[0].manuscripts == ["ms_g1"] and t.state.turn.action == "transcribe"
    assert t.controller.undo_stack.count() == 1


def test_a_click_on_a_stack_at_the_banish_question_transcribes_vis_ban_01(table):
    """VIS-BAN-01, VIS-MS-05: with Transcribe chosen and the banish question open, a click on the stack
    answers "no banish" and transcribes."""
    t = table(position(TRANSCRIBE))
    scene = t.scene
    choose = next(b for b in scene.panel_buttons if b.payload["action"].get("action") == "transcribe")
    scene._clicked(choose)
    assert t.state.decisions()[0].kind == "banish", "the position offers a banish first"
    scene._clicked(scene.stacks["A"])
    assert not t.refusals, t.refusals
    assert t.state.players[0].manuscripts == ["ms_g1"] and t.state.turn.banished is None


def test_a_stack_the_ink_cannot_pay_for_says_so_vis_ms_04(table):
    """VIS-MS-04: without the cleric power and ink for any stack beside the viscount, a click on a stack
    says what is short (ink and transcribe power), not "Not now"; nothing is chosen."""
    t = table(position(TRANSCRIBE.replace("[st_acolyte]", "[st_page]").replace("st_acolyte}", "st_page}")
                       .replace("[ms02, ms_g1]", "[ms02, ms24]")))
    scene = t.scene
    scene._clicked(scene.stacks["A"])
    assert t.refusals and t.refusals[-1].endswith("(VIS-MS-04)") and "ink" in t.refusals[-1]
    assert t.state.turn.action is None


def test_a_castle_region_clicked_takes_the_worker_of_any_region_dec_48(table, qtbot):
    """DEC-48: a '+1 worker (any region)' effect lights the level-1 regions (the rules help names DEC-48
    there); a real mouse click on one places the worker there."""
    s = position("""
        players: 2
        phase: none
        p0: {space: A_O1}
    """)
    run_effects(s, 0, [{"op": "place_worker", "n": 1, "where": "any"}])
    t = table(s)
    scene = t.scene
    assert t.state.decisions()[0].kind == "region" and scene.regions[(1, 6)].enabled
    view = QGraphicsView(scene)
    view.resize(1400, 900)
    view.fitInView(scene.sceneRect())
    view.show()
    qtbot.waitExposed(view)
    region = scene.regions[(1, 6)]
    spot = scene.geo.worker_spots(1, 6, 1)[0]
    point = view.mapFromScene(spot)
    assert region.contains(region.mapFromScene(spot))
    assert scene.rule_at(spot)[0] == "DEC-48"  # the rules help names the open question, not VIS-WORK-04
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)
    assert t.state.board.l1[6][0] == 1, t.refusals
    view.close()
