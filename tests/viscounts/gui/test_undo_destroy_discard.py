"""Undo after destroying or discarding a card from the hand (VIS-DESTROY-02, DEC-15): like a card played from
the hand (VIS-P1-03), the card was its player's own knowledge, so with no other person at the table (solo
against the Steward, or one person against computers) Undo takes it back; in hot-seat it is news to the other
person and stays refused. A card not seen before (the top of the draw pile) stays a barrier.
"""

from __future__ import annotations

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import GameRecord
from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.shorthand import to_ops
from desktop_app.rules.viscounts.turn import TURN
from desktop_app.rules.viscounts.vocabulary import check_effects
from tests.gui.helpers import click_item, shown_window
from tests.viscounts.fixtures import CONTENT, position
from tests.viscounts.gui.test_undo_played_card import hand_positions

SOLO, TWO = hand_positions("none")


@pytest.fixture
def vis_window(qtbot):
    """``vis_window(state, kinds)`` -> a shown game window on ``state`` (seats Ann, 美玲; kinds default human)."""
    made = []

    def make(state, kinds=None):
        kinds = kinds or ["human"] * state.n
        options = GameOptions([Seat(("Ann", "美玲")[i], ("red", "blue")[i], kinds[i]) for i in range(state.n)])
        state.names, state.seats = [seat.name for seat in options.seats], list(kinds)
        record = GameRecord(GAME.id, GAME.content_version(CONTENT), options, state.seed)
        controller = GameController(GAME, CONTENT, record, state, autosave=False)
        controller.set_animation_speed(0)
        window = shown_window(qtbot, controller)
        made.append(window)
        return window

    yield make
    for window in made:
        window.controller.shutdown(0)
        window.close()


def _begun(text, effect):
    """The position at the start of player 0's turn, with ``effect`` (an ability's destroy or discard) to
    resolve first."""
    s = position(text)
    s.stack.push(TURN[next(i for i, op in enumerate(TURN) if op.get("phase") == "cards"):], 0, "turn")
    s.stack.push(check_effects(to_ops(effect), "run"), 0, "test")
    s.run()
    return s


def _open(table, text, kinds, effect):
    """A controller and scene (no window) on :func:`_begun`."""
    t = table(_begun(text, effect), kinds)
    assert t.state.decision_for(0).kind == effect
    return t


@pytest.mark.parametrize("effect", ["destroy", "discard"])
@pytest.mark.parametrize(("text", "kinds"), [(SOLO, None), (TWO, ["human", "easy"])],
                         ids=["solo_vs_steward", "one_person_vs_computer"])
def test_a_hand_card_destroyed_or_discarded_can_be_undone_with_no_other_person_vis_destroy_02_dec_15(
        qtbot, vis_window, text, kinds, effect):
    """VIS-DESTROY-02 / DEC-15: solo, or against a computer, Edit ▸ Undo after destroying (or discarding) a hand
    card by its button gives the hand, the silver and the piles back as they were (it was refused: "hidden
    information was revealed", "secret choice is final"), and Redo does it again."""
    window = vis_window(_begun(text, effect), kinds)
    controller = window.controller
    pl = controller.state.players[0]
    before = (list(pl.hand), list(pl.discard), pl.silver, list(controller.state.board.removed))
    button = next(b for b in window.scene.panel_buttons if b.payload["action"].get("card") == "tf17")
    click_item(qtbot, window.view, button)
    qtbot.waitUntil(lambda: "tf17" not in controller.state.players[0].hand, timeout=3000)
    qtbot.waitUntil(lambda: controller.state.decision_for(0) is not None, timeout=5000)  # the computer's turn
    assert window.undo_action.isEnabled(), window.undo_action.text()
    window.undo_action.trigger()
    qtbot.wait(5)
    pl = controller.state.players[0]
    assert (list(pl.hand), list(pl.discard), pl.silver, list(controller.state.board.removed)) == before
    assert controller.state.decision_for(0).kind == effect
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    qtbot.wait(5)
    assert "tf17" not in controller.state.players[0].hand


@pytest.mark.parametrize("effect", ["destroy", "discard"])
def test_in_hot_seat_the_destroyed_or_discarded_card_stays_vis_destroy_02_dec_15(table, effect):
    """VIS-DESTROY-02 / DEC-15: another person at the table now knows a card of the hand: undo is refused,
    naming the reveal."""
    t = _open(table, TWO, None, effect)
    assert t.controller.submit(Action.make(0, effect, card="tf17")) is None
    t.qtbot.wait(5)
    ok, reason = t.controller.can_undo()
    assert not ok and reason.startswith("hidden information was revealed (Ann ")
    assert not t.controller.undo()
    assert "tf17" not in t.state.players[0].hand


def test_the_top_of_the_draw_pile_discarded_unseen_stays_a_barrier_solo_dec_15(table):
    """DEC-15: the top card of the draw pile, discarded without having been seen, is news to its player too: a
    barrier even solo."""
    t = _open(table, SOLO, None, "discard")
    assert t.controller.submit(Action.make(0, "discard", top=True)) is None
    t.qtbot.wait(5)
    ok, reason = t.controller.can_undo()
    assert not ok and reason.startswith("hidden information was revealed (Ann discards ")


def test_looking_at_the_top_card_to_destroy_it_stays_a_barrier_solo_dec_10(table):
    """DEC-10 / VIS-DESTROY-02: choosing the top of the draw pile shows it to its player first: news to them, a
    barrier even solo. Destroying the card then seen is their own knowledge: that answer alone can be taken back
    (back to the question, the card still seen), not the look."""
    t = _open(table, SOLO, None, "destroy")
    assert t.controller.submit(Action.make(0, "destroy", top=True)) is None
    t.qtbot.wait(5)
    assert t.state.decision_for(0).kind == "destroy_top"
    ok, reason = t.controller.can_undo()
    assert not ok and reason.startswith("hidden information was revealed (Ann looks at the top card")
    assert t.controller.submit(Action.make(0, "destroy_top", destroy=True)) is None
    t.qtbot.wait(5)
    assert t.state.players[0].draw == ["st_farmhand"]
    assert t.controller.can_undo() == (True, "")
    assert t.controller.undo()
    t.qtbot.wait(5)
    assert t.state.decision_for(0).kind == "destroy_top" and t.state.players[0].draw == ["st_farmhand", "tf11"]
