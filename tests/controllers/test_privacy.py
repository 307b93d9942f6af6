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
    monkeypatch.setattr("desktop_app.controllers.bot_control.load_choose_action",
                        lambda: (_ for _ in ()).throw(ImportError("no bots in this test")))
    ctl = make_controller(("human", "easy"))
    asked = []
    ctl.privacy_required.connect(asked.append)
    ctl.submit(Action.make(0, "bid", amount=1))
    assert asked == [] and ctl.viewer() == 0


def test_undo_never_takes_back_another_persons_move(make_controller):
    """After Ann's pass the device goes to Bob: Bob's Undo cannot take Ann's move back."""
    ctl = make_controller(("human", "human"))
    ctl.submit(Action.make(0, "bid", amount=2))
    ctl.set_privacy_acknowledged(1)
    ctl.submit(Action.make(1, "bid", amount=0))
    ctl.set_privacy_acknowledged(0)
    ctl.submit(Action.make(0, "pass"))
    ctl.set_privacy_acknowledged(1)
    before = ctl.state.clone()
    asked = []
    ctl.privacy_required.connect(asked.append)
    assert ctl.can_undo() == (False, "that was Ann's move")
    assert not ctl.undo()
    assert asked == [] and ctl.viewer() == 1 and ctl.state == before and len(ctl.record.actions) == 3


def test_the_next_person_cannot_undo_a_committed_bid_in_secret(make_controller):
    """While Bob still has to bid, his Undo does not reopen Ann's secret bid (it is hers, and final)."""
    ctl = make_controller(("human", "human"))
    ctl.submit(Action.make(0, "bid", amount=2))
    ctl.set_privacy_acknowledged(1)
    ok, reason = ctl.can_undo()
    assert not ok and reason == "that was Ann's move"
    assert not ctl.undo()
    assert ctl.viewer() == 1 and ctl.state.bids == [2, None]


def test_a_game_hook_can_declare_the_table_open(make_controller, monkeypatch):
    """With ``game.has_hidden_info(state)`` False, the view follows the decision at once."""
    from tests.support.tiny_game import TINY

    monkeypatch.setattr(TINY, "has_hidden_info", lambda state: False, raising=False)
    ctl = make_controller(("human", "human"))
    asked = []
    ctl.privacy_required.connect(asked.append)
    ctl.submit(Action.make(0, "bid", amount=2))
    assert asked == [] and ctl.viewer() == 1
