"""Undo after playing a card (VIS-P1-03): undo never shows hidden information to a person.

A card played from one's own hand tells its player nothing new: it is news only to the other seats,
so Undo takes it back when no other person sits at the table (solo against the Steward, one person
against computers) and refuses it in hot-seat. The top of the draw pile (VIS-P1-04) is news to the
player too: always a barrier.
"""

from __future__ import annotations

import pytest

from desktop_app.controllers.undo_policy import reveal_barrier
from desktop_app.engine.action import Action
from tests.viscounts.fixtures import answer, position

_SOLO = """
    players: 1
    phase: PHASE
    p0: {space: A_O2, hand: [tf03, tf17, st_page], draw: [st_farmhand, tf11], tableau: [tf04]}
"""

_TWO = """
    players: 2
    active: 0
    phase: PHASE
    p0: {space: A_O1, hand: [tf03, tf17, st_page], draw: [st_farmhand, tf11], tableau: [tf04], silver: 5}
    p1: {space: B_I1, hand: [tf21, tf22, tf23], tableau: [tf30]}
"""


def hand_positions(phase: str) -> tuple[str, str]:
    """A hand of three cards, solo and against one other seat, at ``phase`` (shared with
    ``test_undo_destroy_discard``)."""
    return _SOLO.replace("PHASE", phase), _TWO.replace("PHASE", phase)


SOLO, TWO = hand_positions("cards")


def _play(t, card: str) -> None:
    assert t.state.decision_for(0).kind == "play_card"
    assert t.controller.submit(Action.make(0, "play_card", card=card)) is None
    t.qtbot.wait(5)
    assert t.state.players[0].tableau[0] == card


@pytest.mark.parametrize(("text", "kinds"), [(SOLO, None), (TWO, ["human", "easy"])],
                         ids=["solo_vs_steward", "one_person_vs_computer"])
def test_a_card_played_from_the_hand_can_be_undone_with_no_other_person_at_the_table_vis_p1_03(
        table, text, kinds):
    """VIS-P1-03: solo, or against a computer, Undo after playing a hand card gives the hand back as it was
    (the play-tester's case: it was refused with "hidden information was revealed (Ann plays …)")."""
    t = table(position(text), kinds)
    hand, tableau = list(t.state.players[0].hand), list(t.state.players[0].tableau)
    _play(t, "tf17")
    assert t.controller.can_undo() == (True, "")
    assert t.controller.undo()
    t.qtbot.wait(5)
    pl = t.state.players[0]
    assert pl.hand == hand and pl.tableau == tableau
    assert t.state.decision_for(0).kind == "play_card"
    assert t.controller.redo() and t.state.players[0].tableau[0] == "tf17"


def test_in_hot_seat_the_played_card_stays_with_the_reveal_as_reason_vis_p1_03(table):
    """VIS-P1-03: with another person at the table the card is news to them: undo is refused, naming the reveal."""
    t = table(position(TWO))
    _play(t, "tf17")
    ok, reason = t.controller.can_undo()
    assert not ok and reason.startswith("hidden information was revealed (Ann plays ")
    assert not t.controller.undo()
    assert t.refusals and t.refusals[-1].startswith("Cannot undo: hidden information was revealed")
    assert t.state.players[0].tableau[0] == "tf17"


def test_the_top_of_the_draw_pile_played_with_an_empty_hand_stays_a_barrier_vis_p1_04():
    """VIS-P1-04: with an empty hand the top of the draw pile is played: its player had not seen it, so it is
    a barrier even with no other person at the table (the card from the hand, VIS-P1-03, is not)."""
    s = position("""
        active: 1
        phase: none
        p0: {hand: [], draw: [st_page, st_farmhand], tableau: []}
    """)
    s.stack.push([{"op": "next_turn"}], 1, "turn")
    events = s.run()
    assert s.players[0].tableau == ["st_farmhand"]
    barrier = reveal_barrier(events, 0, {0})
    assert barrier is not None and barrier.render(lambda text: text.render("en")) == (
        "hidden information was revealed (Player 1 plays Farmhand)")
    hand = position("""
        phase: cards
        p0: {hand: [st_page, st_acolyte], draw: [st_farmhand], tableau: []}
    """)
    played = answer(hand, "play_card", card="st_acolyte")
    assert reveal_barrier(played, 0, {0}) is None
    assert reveal_barrier(played, 0, {0, 1}) is not None
