"""The stop before the shift on the Viscounts table (GOG-MSB-03, VIS-P1-01, VIS-P1-08): when the yellow
manuscript-board ability could change what the shift does, the turn starts at "Shift the tableau (X leaves)"
with "Rearrange first (yellow, pay 3 resources)" beside it; the tableau stands unshifted until then; a hand
card dragged onto slot 1 shifts and plays in one gesture (the clicks of a turn stay as they were)."""

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
