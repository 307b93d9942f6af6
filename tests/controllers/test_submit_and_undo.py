"""GameController: submitting, refusals, status and log lines, undo/redo with reveal barriers."""

from __future__ import annotations

import pytest

from desktop_app.engine.action import Action


def bid(p, amount):
    return Action.make(p, "bid", amount=amount)


def test_submit_applies_records_and_emits_state_changed(make_controller, qtbot):
    ctl = make_controller()
    before = ctl.state.clone()
    with qtbot.waitSignal(ctl.state_changed) as blocker:
        assert ctl.submit(bid(0, 2)) is None
    assert ctl.state.bids[0] == 2 and ctl.state != before
    assert [e.kind for e in blocker.args[0]] == ["bid_made"]
    assert ctl.record.actions == [bid(0, 2)]


def test_refused_action_emits_rule_id_and_changes_nothing_TINY_BID(make_controller, qtbot):
    """TINY-BID: a bid above the limit is refused with its rule ID; state and record unchanged."""
    ctl = make_controller()
    before = ctl.state.clone()
    changed = []
    ctl.state_changed.connect(changed.append)
    with qtbot.waitSignal(ctl.refused) as blocker:
        illegal = ctl.submit(bid(0, 9))
    assert illegal.rule_id == "TINY-BID"
    assert "(TINY-BID)" in blocker.args[0] and "between 0 and 3" in blocker.args[0]
    assert ctl.state == before and ctl.record.actions == [] and changed == []
    assert ctl.undo_stack.count() == 0


def test_a_person_cannot_move_for_a_computer_seat(make_controller, monkeypatch):
    """APP-SEAT: the controller refuses a human submitting a computer seat's move."""
    monkeypatch.setattr("desktop_app.controllers.bot_control.load_choose_action",
                        lambda: (_ for _ in ()).throw(ImportError("no bots in this test")))
    ctl = make_controller(("human", "easy"))
    illegal = ctl.submit(bid(1, 1))
    assert illegal is not None and illegal.rule_id == "APP-SEAT"
    assert ctl.state.bids == [None, None]


def test_status_line_names_the_seat_and_the_prompt_in_the_chosen_language(make_controller, qtbot):
    ctl = make_controller()
    assert ctl.status_text() == "Ann: Bid coins (secret)"
    with qtbot.waitSignal(ctl.status_changed) as blocker:
        ctl.set_translator(lambda key: {"Bid coins (secret)": "秘密出價"}.get(key, key), "zh_TW")
    assert blocker.args[0] == "Ann: 秘密出價"


def test_every_event_becomes_a_log_line(make_controller):
    ctl = make_controller()
    lines = []
    ctl.log_line.connect(lines.append)
    ctl.submit(bid(0, 1))
    ctl.set_privacy_acknowledged(1)
    ctl.submit(bid(1, 2))
    assert lines == ["Ann has bid", "Bob has bid", "Bids revealed: [1, 2]", "Bob draws a card"]


CHOOSER = "desktop_app.controllers.bot_control.load_choose_action"


@pytest.fixture
def solo(make_controller, monkeypatch, qtbot):
    """Ann against a computer that plays its first legal move; both bids done, Ann to play."""
    monkeypatch.setattr(CHOOSER, lambda: (lambda game, view, player, *rest: view.legal_actions(player)[0]))
    ctl = make_controller(("human", "easy"))
    ctl.submit(bid(0, 1))
    qtbot.waitUntil(lambda: ctl.state.phase == "play" and ctl.state.turn == 0, timeout=5000)
    return ctl


def settled(ctl, qtbot):
    """Wait until the computer has nothing left to do (Ann decides again)."""
    qtbot.waitUntil(lambda: ctl.state.players_to_act() == [0] and ctl._bot_request is None, timeout=5000)
    return ctl.state.clone()


def test_undo_and_redo_restore_equal_states_and_the_record(solo, qtbot):
    """Undo takes back Ann's move with the computer moves that followed it; redo makes them again."""
    ctl = solo
    start, record = ctl.state.clone(), list(ctl.record.actions)
    card = ctl.state.hands[0][0]
    ctl.submit(Action.make(0, "play", card=card))
    after = settled(ctl, qtbot)
    assert len(ctl.record.actions) > len(record) + 1  # the computer played and bid meanwhile
    assert ctl.can_undo() == (True, "")
    with qtbot.waitSignal(ctl.state_changed) as blocker:
        assert ctl.undo()
    assert blocker.args[0] == []
    assert ctl.state == start and ctl.record.actions == record
    assert ctl.can_redo()
    assert ctl.redo()
    assert ctl.state == after and ctl.record.actions[len(record)] == Action.make(0, "play", card=card)
    assert ctl.undo() and ctl.state == start
    assert not ctl.can_undo()[0]


def test_undo_state_is_independent_of_later_play(solo, qtbot):
    """Snapshots are private copies: playing on after an undo never alters the stored ones."""
    ctl = solo
    start = ctl.state.clone()
    ctl.submit(Action.make(0, "pass"))
    settled(ctl, qtbot)
    ctl.undo()
    card = ctl.state.hands[0][0]
    ctl.submit(Action.make(0, "play", card=card))
    settled(ctl, qtbot)
    assert ctl.undo() and ctl.state == start
    assert ctl.redo()
    assert ctl.state.played[0] == [card]


def test_a_committed_secret_choice_is_final(make_controller, monkeypatch, qtbot):
    """A secret bid (a hidden decision) is final once made (like GUT-PLAN-05's commit), even solo."""
    monkeypatch.setattr(CHOOSER, lambda: (_ for _ in ()).throw(ImportError("no bots in this test")))
    ctl = make_controller(("human", "easy"))
    ctl.submit(bid(0, 3))
    ok, reason = ctl.can_undo()
    assert not ok and reason == "Ann's secret choice is final (TINY-BID)"
    with qtbot.waitSignal(ctl.refused) as blocker:
        assert not ctl.undo()
    assert blocker.args[0] == "Cannot undo: Ann's secret choice is final (TINY-BID)"
    assert ctl.state.bids[0] == 3 and len(ctl.record.actions) == 1


def test_undo_stops_at_a_reveal_barrier_with_a_reason(solo, qtbot):
    """Revealing the bids (an event with reveals=True) is an undo barrier."""
    ctl = solo
    revealed = ctl.state.clone()
    ok, reason = ctl.can_undo()
    assert not ok and "revealed" in reason and "Bids revealed: [1, " in reason
    with qtbot.waitSignal(ctl.refused) as blocker:
        assert not ctl.undo()
    assert blocker.args[0].startswith("Cannot undo: hidden information was revealed")
    assert ctl.state == revealed and len(ctl.record.actions) == 2
    ctl.submit(Action.make(0, "play", card=ctl.state.hands[0][0]))
    settled(ctl, qtbot)
    assert ctl.undo() and ctl.state == revealed  # back to the barrier (with the computer's reply), never past it
    assert not ctl.can_undo()[0]
    assert len(ctl.record.actions) == 2


def test_rules_crash_rolls_back_and_is_refused(make_controller, monkeypatch):
    ctl = make_controller()
    before = ctl.state.clone()

    def broken(action):
        ctl.state.bids[0] = 99  # a half-applied change that must be rolled back
        raise ZeroDivisionError("boom")

    monkeypatch.setattr(ctl.state, "_apply", broken)
    illegal = ctl.submit(bid(0, 1))
    assert illegal is not None and illegal.rule_id == "APP-ERROR" and "boom" in str(illegal)
    assert ctl.state == before and ctl.record.actions == []


def test_redo_with_nothing_to_redo_is_refused(make_controller, qtbot):
    ctl = make_controller()
    with qtbot.waitSignal(ctl.refused) as blocker:
        assert not ctl.redo()
    assert blocker.args == ["Cannot redo: nothing to redo"]


def test_a_whole_hot_seat_game_ends_with_one_game_over_and_the_final_sheet(make_controller):
    ctl = make_controller(("human", "human"), seed=3)
    sheets = []
    ctl.game_over.connect(sheets.append)
    while not ctl.state.is_over():
        player = ctl.state.players_to_act()[0]
        if ctl.privacy_pending() is not None:
            ctl.set_privacy_acknowledged(ctl.privacy_pending())
        assert ctl.submit(ctl.legal_actions(player)[-1]) is None
    assert len(sheets) == 1
    sheet = sheets[0]
    assert sheet.final and sheet.seed == 3 and sheet.date and [p.name for p in sheet.players] == ["Ann", "Bob"]
    assert ctl.status_text().startswith("Game over.")
    assert ctl.submit(Action.make(0, "pass")).rule_id == "TINY-END"


def test_autosave_failure_is_logged_and_play_goes_on(make_controller, monkeypatch, tmp_path):
    ctl = make_controller()
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("BOARD_TABLE_DATA_DIR", str(blocker / "inside"))
    lines = []
    ctl.log_line.connect(lines.append)
    assert ctl.submit(bid(0, 1)) is None
    assert ctl.state.bids[0] == 1
    assert any(line.startswith("Autosave failed:") for line in lines)


def test_a_move_handed_over_to_the_next_person_is_final(make_controller):
    """Once the privacy screen asks to pass the device on, the move is no longer undoable."""
    ctl = make_controller()
    ctl.submit(bid(0, 1))
    ctl.set_privacy_acknowledged(1)
    ctl.submit(bid(1, 2))
    ctl.set_privacy_acknowledged(0)
    ctl.submit(Action.make(0, "pass"))
    assert ctl.privacy_pending() == 1
    ok, reason = ctl.can_undo()
    assert not ok and reason == "the device has been passed on since Ann's move"
    assert not ctl.undo()
    assert ctl.privacy_pending() == 1 and ctl.state.turn == 1
