"""Hot-seat privacy: the view switches to another human only after the hand-over."""

from __future__ import annotations

from desktop_app.engine.action import Action


def test_privacy_required_when_the_bid_passes_to_the_other_human(make_controller, qtbot):
    ctl = make_controller(("human", "human"))
    assert ctl.viewer() == 0
    with qtbot.waitSignal(ctl.privacy_required) as blocker:
        ctl.submit(Action.make(0, "bid", amount=2))
    assert blocker.args == [1]
    assert ctl.viewer() == 0 and ctl.privacy_pending() == 1  # Ann's screen stays until Bob confirms
    assert ctl.status_text() == "Pass the device to Bob"
    assert ctl.view_state().bids[0] == 2  # still Ann's own view
    ctl.set_privacy_acknowledged(0)  # the wrong seat changes nothing
    assert ctl.viewer() == 0
    with qtbot.waitSignal(ctl.state_changed) as redraw:
        ctl.set_privacy_acknowledged(1)
    assert redraw.args == [[]]
    assert ctl.viewer() == 1 and ctl.privacy_pending() is None
    assert ctl.view_state().bids[0] == 0  # Bob cannot see Ann's secret bid
    assert ctl.status_text() == "Bob: Bid coins (secret)"


def test_no_hand_over_needed_when_the_same_human_decides_again(make_controller, monkeypatch):
    monkeypatch.setattr("desktop_app.controllers.game_controller.load_choose_action",
                        lambda: (_ for _ in ()).throw(ImportError("no bots in this test")))
    ctl = make_controller(("human", "easy"))
    asked = []
    ctl.privacy_required.connect(asked.append)
    ctl.submit(Action.make(0, "bid", amount=1))
    assert asked == [] and ctl.viewer() == 0


def test_undo_hands_the_device_back_to_the_seat_whose_move_was_undone(make_controller):
    ctl = make_controller(("human", "human"))
    ctl.submit(Action.make(0, "bid", amount=2))
    ctl.set_privacy_acknowledged(1)
    ctl.submit(Action.make(1, "bid", amount=0))
    ctl.set_privacy_acknowledged(0)
    ctl.submit(Action.make(0, "pass"))
    ctl.set_privacy_acknowledged(1)
    asked = []
    ctl.privacy_required.connect(asked.append)
    assert ctl.undo()
    assert asked == [0] and ctl.viewer() == 1  # hands differ: Ann's turn again, after the hand-over
    ctl.set_privacy_acknowledged(0)
    assert ctl.viewer() == 0 and ctl.state.turn == 0


def test_simultaneous_bids_keep_the_screen_of_a_human_who_still_has_to_bid(make_controller):
    ctl = make_controller(("human", "human"))
    ctl.submit(Action.make(0, "bid", amount=2))
    ctl.set_privacy_acknowledged(1)
    asked = []
    ctl.privacy_required.connect(asked.append)
    assert ctl.undo()  # Ann's bid is open again, but Bob still has to bid too: Bob keeps the screen
    assert asked == [] and ctl.viewer() == 1 and ctl.state.bids == [None, None]


def test_a_game_hook_can_declare_the_table_open(make_controller, monkeypatch):
    """With ``game.has_hidden_info(state)`` False, the view follows the decision at once."""
    from tests.support.tiny_game import TINY

    monkeypatch.setattr(TINY, "has_hidden_info", lambda state: False, raising=False)
    ctl = make_controller(("human", "human"))
    asked = []
    ctl.privacy_required.connect(asked.append)
    ctl.submit(Action.make(0, "bid", amount=2))
    assert asked == [] and ctl.viewer() == 1
