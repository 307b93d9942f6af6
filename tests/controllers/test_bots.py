"""Computer seats: they think in the thread pool, never on the UI thread, and undo groups them."""

from __future__ import annotations

import threading

import pytest

from desktop_app.engine.action import Action

CHOOSER = "desktop_app.controllers.bot_control.load_choose_action"


class FakeBots:
    """A stand-in for ``desktop_app.ai.bots.choose_action`` that records how it was called."""

    def __init__(self, gate: threading.Event | None = None, fail: bool = False):
        self.gate, self.fail = gate, fail
        self.calls: list[tuple[int, int, str, object]] = []  # thread id, player, level, view type

    def choose_action(self, game, view, player, level, budget_s=None, rng=None):
        self.calls.append((threading.get_ident(), player, level, view))
        if self.gate is not None:
            assert self.gate.wait(10)
        if self.fail:
            raise RuntimeError("the bot fell over")
        legal = view.legal_actions(player)
        return legal[rng.randrange(len(legal))]


@pytest.fixture
def fake_bots(monkeypatch):
    def install(**kwargs):
        bots = FakeBots(**kwargs)
        monkeypatch.setattr(CHOOSER, lambda: bots.choose_action)
        return bots
    return install


def test_a_bot_seat_plays_in_the_thread_pool_without_blocking(make_controller, fake_bots, qtbot):
    gate = threading.Event()
    bots = fake_bots(gate=gate)
    thinking = []
    try:
        ctl = make_controller(("human", "easy"),
                              setup=lambda c: c.bot_thinking.connect(lambda p, on: thinking.append((p, on))))
        qtbot.waitUntil(lambda: len(bots.calls) == 1)
        qtbot.wait(30)  # the UI thread keeps running while the bot thinks
        assert ctl.state.bids[1] is None
        thread, player, level, view = bots.calls[0]
        assert thread != threading.get_ident() and (player, level) == (1, "easy")
        assert view is not ctl.state  # bots only get views
    finally:
        gate.set()
    qtbot.waitUntil(lambda: ctl.state.bids[1] is not None)
    assert ctl.record.actions[0].player == 1
    assert thinking[0] == (1, True) and thinking[-1] == (1, False)


def test_a_stale_but_still_legal_bot_answer_is_used(make_controller, fake_bots, qtbot):
    """The state moving on while a bot thinks (another seat's move) does not throw its answer away:
    it is applied when still legal, and the bot is asked once."""
    gate = threading.Event()
    bots = fake_bots(gate=gate)
    thinking = []
    try:
        ctl = make_controller(("human", "easy"),
                              setup=lambda c: c.bot_thinking.connect(lambda p, on: thinking.append((p, on))))
        qtbot.waitUntil(lambda: len(bots.calls) == 1)
        ctl.submit(Action.make(0, "bid", amount=1))  # the state changes while the bot thinks
    finally:
        gate.set()
    qtbot.waitUntil(lambda: ctl.state.phase == "play")
    qtbot.wait(20)
    assert [a.player for a in ctl.record.actions] == [0, 1]
    assert len(bots.calls) == 1
    assert thinking == [(1, True), (1, False)]


def test_an_answer_to_an_undone_position_is_dropped_and_the_bot_asked_again(make_controller, fake_bots, qtbot):
    """An undo while the bot thinks takes the game back past the position its view was made from:
    the answer is dropped (even though still legal) and the bot thinks again on the new state.
    (The bids are secret commits and cannot be undone, GUT-PLAN-05 in spirit: the undone move is a
    public pass of the play phase.)"""
    gate = threading.Event()
    gate.set()
    bots = fake_bots(gate=gate)
    try:
        ctl = make_controller(("human", "easy"))
        qtbot.waitUntil(lambda: ctl.state.bids[1] is not None)
        ctl.submit(Action.make(0, "bid", amount=0))
        assert ctl.state.phase == "play" and ctl.state.turn == 0
        gate.clear()
        calls = len(bots.calls)
        ctl.submit(Action.make(0, "pass"))
        qtbot.waitUntil(lambda: len(bots.calls) == calls + 1, timeout=3000)
        assert bots.calls[-1][3].turn == 1  # its view was made after Ann's pass
        assert ctl.undo()
        assert ctl.state.turn == 0 and [a.kind for a in ctl.record.actions] == ["bid", "bid"]
    finally:
        gate.set()
    qtbot.wait(50)
    assert [a.kind for a in ctl.record.actions] == ["bid", "bid"]  # the answer to the undone pass was dropped
    assert len(bots.calls) == calls + 1  # and nobody asked the bot while it was Ann's turn
    ctl.submit(Action.make(0, "pass"))
    qtbot.waitUntil(lambda: len(ctl.record.actions) >= 4, timeout=3000)
    assert [a.player for a in ctl.record.actions[2:4]] == [0, 1]
    assert bots.calls[calls + 1][3].turn == 1  # asked again, on the state after the new pass


def test_undo_takes_back_the_human_move_and_the_bot_moves_after_it(make_controller, fake_bots, qtbot):
    fake_bots()
    ctl = make_controller(("human", "easy"))
    qtbot.waitUntil(lambda: ctl.state.bids[1] is not None)
    ctl.submit(Action.make(0, "bid", amount=3))  # Ann outbids the bot: bids revealed, Ann draws
    revealed = ctl.state.clone()
    assert ctl.state.phase == "play" and ctl.state.turn == 0
    ctl.submit(Action.make(0, "pass"))
    qtbot.waitUntil(lambda: ctl.state.round == 2 and ctl.state.bids[1] is not None)
    latest, actions = ctl.state.clone(), list(ctl.record.actions)
    assert [a.player for a in actions] == [1, 0, 0, 1, 1]
    assert ctl.undo()
    assert ctl.state == revealed and ctl.record.actions == actions[:2]
    assert ctl.can_undo()[0] is False  # the bot's bid alone is never undone
    assert ctl.redo()
    assert ctl.state == latest and ctl.record.actions == actions


def test_a_failing_bot_is_logged_and_a_legal_move_is_played(make_controller, fake_bots, qtbot):
    fake_bots(fail=True)
    lines = []
    ctl = make_controller(("human", "easy"), setup=lambda c: c.log_line.connect(lines.append))
    qtbot.waitUntil(lambda: ctl.state.bids[1] is not None)
    assert any("computer player failed" in line and "fell over" in line for line in lines)


def test_bot_moves_are_deterministic_per_seed_and_action_index(make_controller, fake_bots, qtbot):
    fake_bots()
    records = []
    for _ in range(2):
        ctl = make_controller(("easy", "easy", "easy"), seed=11)
        qtbot.waitUntil(lambda c=ctl: c.state.is_over(), timeout=10000)
        records.append([a.text() for a in ctl.record.actions])
    assert records[0] == records[1] and len(records[0]) > 10


def test_shutdown_while_a_bot_thinks_applies_nothing_later(make_controller, fake_bots, qtbot):
    gate = threading.Event()
    bots = fake_bots(gate=gate)
    try:
        ctl = make_controller(("human", "easy"))
        qtbot.waitUntil(lambda: len(bots.calls) == 1)
        ctl.shutdown(wait_ms=10)
    finally:
        gate.set()
    ctl.bots.pool.waitForDone(5000)
    qtbot.wait(20)
    assert ctl.record.actions == [] and ctl.state.bids == [None, None]


def test_the_real_bots_play_a_whole_game(make_controller, qtbot):
    pytest.importorskip("desktop_app.ai.bots")
    ctl = make_controller(("random", "easy"))
    ctl.bot_budget_s = 0.01
    qtbot.waitUntil(ctl.state.is_over, timeout=20000)
    sheet = ctl.score_sheet()
    assert sheet.final and sheet.seed == 7 and sheet.date
    assert len(ctl.record.actions) >= 12  # 3 rounds x (2 bids + 2 plays)
    assert ctl.status_text().startswith("Game over. Winner")


def test_a_bot_answering_for_another_seat_is_not_obeyed(make_controller, monkeypatch, qtbot):
    lines = []

    def cheat(game, view, player, level, budget_s=None, rng=None):
        return Action.make(0, "bid", amount=0)  # tries to move for the human

    monkeypatch.setattr(CHOOSER, lambda: cheat)
    ctl = make_controller(("human", "easy"), setup=lambda c: c.log_line.connect(lines.append))
    qtbot.waitUntil(lambda: ctl.state.bids[1] is not None)
    assert ctl.state.bids[0] is None and ctl.record.actions[0].player == 1
    assert any("computer player failed" in line for line in lines)


def test_computer_moves_are_autosaved_within_the_coalescing_interval(make_controller, fake_bots, qtbot,
                                                                     monkeypatch):
    import json

    from desktop_app.controllers.paths import autosave_path

    monkeypatch.setattr("desktop_app.controllers.game_controller.AUTOSAVE_COALESCE_MS", 1000)
    fake_bots()
    ctl = make_controller(("human", "easy", "easy"))
    qtbot.waitUntil(lambda: len(ctl.record.actions) == 2)  # both computer seats have bid
    ctl.submit(Action.make(0, "bid", amount=3))  # a person's move is saved at once
    saved = json.loads(autosave_path("tiny").read_text(encoding="utf-8"))
    assert saved["actions"] == [a.text() for a in ctl.record.actions[:3]]
    qtbot.waitUntil(lambda: ctl.state.decision_for(0) is not None)
    ctl.submit(Action.make(0, "pass"))
    qtbot.waitUntil(lambda: ctl.state.round == 2 and None not in ctl.state.bids[1:])
    on_disk = json.loads(autosave_path("tiny").read_text(encoding="utf-8"))["actions"]
    assert len(on_disk) < len(ctl.record.actions)  # the computer moves are not all written yet
    qtbot.waitUntil(lambda: json.loads(autosave_path("tiny").read_text(encoding="utf-8"))["actions"]
                    == [a.text() for a in ctl.record.actions], timeout=3000)
