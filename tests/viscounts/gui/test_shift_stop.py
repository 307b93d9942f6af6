"""The stop before the shift on the Viscounts table (GOG-MSB-03, VIS-P1-01, VIS-P1-08): when the yellow
manuscript-board ability could change what the shift does, the turn starts at "Shift the tableau (X leaves)"
with "Rearrange first (yellow, pay 3 resources)" beside it; the tableau stands unshifted until then; a hand
card dragged onto slot 1 shifts and plays in one gesture (the clicks of a turn stay as they were); a tableau
card dragged onto another card's slot rearranges (VIS-P1-08), paying yellow unless a rearrange is open."""

from __future__ import annotations

from tests.viscounts.fixtures import position

GOG = "variants: {gates_of_gold: true}"


def _stop(stone: int = 3, tableau: str = "[st_acolyte, tf22, tf32]"):
    return position(f"""
        {GOG}
        phase: cards
        p0: {{space: A_O1, silver: 0, res: {{stone: {stone}}}, hand: [st_page, st_farmhand], tableau: {tableau},
             manuscripts: [ms01]}}
    """)


def _button(scene, **wanted):
    for button in scene.panel_buttons:
        action = button.payload["action"]
        if all((action.kind if k == "kind" else action.get(k)) == v for k, v in wanted.items()):
            return button
    raise AssertionError(f"no panel button for {wanted}: {[b.caption for b in scene.panel_buttons]}")


def _tableau(scene) -> list[tuple[int, str]]:
    return sorted((card.payload["slot"], card.payload["card"]) for card in scene.mine["tableau"])


def _drop_on_slot_1(scene, card) -> None:
    card.home = card.pos()
    card.setPos(card.pos() + scene.mine["slots"][0].sceneBoundingRect().center() - card.sceneBoundingRect().center())
    scene._dropped(card, card.scenePos())


def test_rearrange_first_with_the_panel_then_the_shift_pushes_out_the_card_chosen_gog_msb_03(table):
    """GOG-MSB-03, VIS-P1-01, VIS-P1-08: the panel offers the shift (naming the Bell Ringer, which would leave)
    and, beside it, rearranging first; the tableau is drawn as it stands (three cards, slot 1 full). Rearranging
    with the panel's buttons puts the Falconer in slot 3; with no resource left the shift follows at once: the
    Falconer leaves and slot 1 stands empty for the card to play."""
    t = table(_stop())
    scene = t.scene
    assert scene.decision.kind == "shift"
    assert _tableau(scene) == [(1, "st_acolyte"), (2, "tf22"), (3, "tf32")]
    assert _button(scene, kind="shift").caption.startswith("Shift the tableau (Bell Ringer leaves)")
    yellow = _button(scene, kind="board_ability", ribbon="yellow")
    assert yellow.caption == "Rearrange first (yellow, pay 3 resources)"
    assert scene.exp["abilities"]["yellow"].enabled
    assert all(card.enabled for card in scene.mine["hand"])
    scene._clicked(yellow)
    assert t.state.stack.question.kind == "rearrange"
    scene._clicked(_button(scene, kind="rearrange", order=("tf32", "st_acolyte", "tf22")))
    pl = t.state.players[0]
    assert t.state.stack.question.kind == "play_card" and pl.discard == ["tf22"] and pl.res["stone"] == 0
    assert _tableau(scene) == [(2, "tf32"), (3, "st_acolyte")]
    assert not t.refusals


def test_a_card_dragged_onto_slot_1_at_the_stop_shifts_and_plays_in_one_gesture_vis_p1_01(table):
    """VIS-P1-01, VIS-P1-03, GOG-MSB-03: not rearranging costs nothing more than a turn without the stop: the
    card dragged onto slot 1 answers the shift and is played (two answers in the record, one gesture)."""
    t = table(_stop(stone=6))
    scene = t.scene
    page = next(card for card in scene.mine["hand"] if card.payload["card"] == "st_page")
    _drop_on_slot_1(scene, page)
    pl = t.state.players[0]
    assert pl.tableau == ["st_page", "st_acolyte", "tf22"] and pl.discard == ["tf32"] and pl.silver == 1
    assert [a.kind for a in t.controller.record.actions[-2:]] == ["shift", "play_card"]
    assert t.state.stack.question.kind != "shift" and not t.refusals


def test_when_the_leaving_card_asks_first_the_drag_only_shifts_vis_p1_01(table):
    """VIS-P1-01: the Eel Seller's exit asks which resource first; the drag then makes only the shift (its
    question is open next, the card stays in hand to be played after it)."""
    t = table(_stop(stone=6, tableau="[st_acolyte, tf22, tf02]"))
    scene = t.scene
    page = next(card for card in scene.mine["hand"] if card.payload["card"] == "st_page")
    _drop_on_slot_1(scene, page)
    pl = t.state.players[0]
    assert t.state.stack.question.kind == "resource" and pl.discard == ["tf02"] and "st_page" in pl.hand
    assert not t.refusals


def _drag_tableau(scene, card_id: str, slot: int) -> None:
    card = next(item for item in scene.mine["tableau"] if item.payload["card"] == card_id)
    target = scene.mine["slots"][slot - 1].sceneBoundingRect().center()
    card.home = card.pos()
    card.setPos(card.pos() + target - card.sceneBoundingRect().center())
    scene._dropped(card, card.scenePos())


def test_at_the_stop_a_tableau_card_dragged_to_slot_3_uses_yellow_and_leaves_vis_p1_08(table):
    """VIS-P1-08, GOG-MSB-03, VIS-P1-01: the tableau cards are draggable at the stop; one dropped beside the
    cards springs back (VIS-P1-08, nothing paid); the Falconer dragged onto slot 3 pays yellow (3 stone,
    nothing to choose) and rearranges in the same gesture (the others keep their order); the shift follows
    at once, pushing out the Falconer."""
    t = table(_stop())
    scene = t.scene
    assert all(card.enabled for card in scene.mine["tableau"])
    card = next(item for item in scene.mine["tableau"] if item.payload["card"] == "tf22")
    card.home = card.pos()
    card.moveBy(0, 400)
    scene._dropped(card, card.scenePos())
    assert t.refusals and "(VIS-P1-08)" in t.refusals[-1]
    assert t.state.stack.question.kind == "shift" and t.state.players[0].res["stone"] == 3
    _drag_tableau(scene, "tf22", 3)
    pl = t.state.players[0]
    assert pl.discard == ["tf22"] and pl.res["stone"] == 0 and t.state.stack.question.kind == "play_card"
    assert _tableau(t.scene) == [(2, "st_acolyte"), (3, "tf32")]


def test_at_an_open_rearrange_a_drag_answers_it_without_paying_again_vis_p1_08(table):
    """VIS-P1-08, GOG-MSB-03: once yellow is paid (the panel's "Rearrange first") the rearrange is open; the
    Bell Ringer dragged onto slot 1 answers it (no second payment); the stop comes back with the Falconer
    the card that would leave."""
    t = table(_stop(stone=6))
    scene = t.scene
    scene._clicked(_button(scene, kind="board_ability", ribbon="yellow"))
    assert t.state.stack.question.kind == "rearrange" and t.state.players[0].res["stone"] == 3
    _drag_tableau(t.scene, "tf32", 1)
    pl = t.state.players[0]
    assert pl.tableau == ["tf32", "st_acolyte", "tf22"] and pl.res["stone"] == 3
    assert t.state.stack.question.kind == "shift" and t.state.stack.question.data["leaves"] == "tf22"
    assert not t.refusals
