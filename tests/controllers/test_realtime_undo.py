"""Undo in real time (Fit To Print): never rewinds the clock or another editor's moves; redo survives
the running clock while it is still legal. Engine side: the inverse of each layout gesture."""

from __future__ import annotations

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from desktop_app.rules.fit_to_print.undo import inverse_actions
from tests.fit_to_print.helpers import content, new_game


def laid_out(kinds=("human",)):
    """A started day with Ann in Layout and two N2g tiles on her desk -> (state, (a, b))."""
    s = new_game(len(kinds), 3, list(kinds))
    s.apply(Action.make(-1, "start_day"))
    uids = [u for u in s.pool if s.kinds[u] == "N2g"][:2]
    for uid in uids:
        s.apply(Action.make(0, "take", tile=uid))
        s.apply(Action.make(0, "keep", tile=uid))
    s.apply(Action.make(0, "call_layout"))
    return s, uids


def inverse_of(s, gesture):
    before = s.clone()
    for action in gesture:
        s.apply(action)
    return before, inverse_actions(before, gesture, s)


def test_the_inverse_of_each_layout_gesture_puts_things_back_FTP_LAY_01():
    """Desk→page, page→page, page→desk, a flip and a focus move: the inverse restores tile, face, focus."""
    from desktop_app.rules.fit_to_print.geometry import cell_name

    pick, place = (lambda u: Action.make(0, "pick", tile=u)), (lambda u, at: Action.make(0, "place", tile=u, at=at))
    s0, (a, b) = laid_out()
    cases = [([], [pick(a), place(a, "B5")], [pick(a), Action.make(0, "to_desk", tile=a)]),
             ([pick(a), place(a, "B5")], [pick(a), place(a, "D6")], [pick(a), place(a, "B5")]),
             ([pick(a), place(a, "B5")], [pick(a), Action.make(0, "to_desk", tile=a)], [pick(a), place(a, "B5")]),
             ([], [Action.make(0, "flip", tile=b)], [Action.make(0, "flip", tile=b)])]
    spot = s0.focus_moves(0)[0]
    cases.append(([], [Action.make(0, "move_focus", at=cell_name(*spot))],
                  [Action.make(0, "move_focus", at=cell_name(*s0.players[0].focus_at))]))
    for setup, gesture, expected in cases:
        s = s0.clone()
        for action in setup:
            s.apply(action)
        before, inverse = inverse_of(s, gesture)
        assert inverse == expected
        for action in inverse:
            assert s.check(action) is None, action
            s.apply(action)
        me, was = s.players[0], before.players[0]
        assert (sorted(me.desk), me.page, me.hand, me.focus_at) == (sorted(was.desk), was.page, was.hand, was.focus_at)
        assert s.face_up == before.face_up and s.clock_ms == before.clock_ms


def test_gathering_layout_and_print_have_no_inverse():
    """FTP-GAT-02/05 (a seen tile), FTP-GAT-08 (Layout!) and FTP-PRT-03 (Print!) are final."""
    s = new_game(1, 3)
    s.apply(Action.make(-1, "start_day"))
    uid = s.pool[0]
    for gesture, rule in (([Action.make(0, "take", tile=uid)], "FTP-GAT-02"),
                          ([Action.make(0, "keep", tile=uid)], "FTP-GAT-05"),
                          ([Action.make(0, "call_layout")], "FTP-GAT-08"),
                          ([Action.make(0, "print")], "FTP-PRT-03")):
        _before, inverse = inverse_of(s, gesture)
        assert isinstance(inverse, IllegalAction) and inverse.rule_id == rule


def test_an_inverse_into_a_taken_cell_is_refused_FTP_LAY_02():
    """The old cell was filled meanwhile: the inverse is refused by the rules (undo says why)."""
    s, (a, b) = laid_out()
    s.apply(Action.make(0, "pick", tile=a))
    s.apply(Action.make(0, "place", tile=a, at="B5"))
    before, inverse = inverse_of(s, [Action.make(0, "pick", tile=a), Action.make(0, "place", tile=a, at="D6")])
    s.apply(Action.make(0, "pick", tile=b))
    s.apply(Action.make(0, "place", tile=b, at="B5"))
    trial = s.clone()
    refusals = []
    for action in inverse:
        refusal = trial.check(action)
        if refusal is not None:
            refusals.append(refusal.rule_id)
            break
        trial.apply(action)
    assert refusals == ["FTP-LAY-02"]


@pytest.fixture
def running(qtbot):
    """Ann against an easy editor with the real clock running; Ann in Layout with two desk tiles."""
    made = []

    def make():
        options = GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "easy")])
        ctl = GameController.new(GAME, content(), options, 3, autosave=False)
        ctl.set_animation_speed(0)
        made.append(ctl)
        ctl._kick_off()
        uids = [u for u in ctl.state.pool if ctl.state.kinds[u] == "N2g"][:2]
        for uid in uids:
            assert ctl.submit(Action.make(0, "take", tile=uid)) is None
            assert ctl.submit(Action.make(0, "keep", tile=uid)) is None
        assert ctl.submit(Action.make(0, "call_layout")) is None
        ctl.start_clock()
        qtbot.waitUntil(lambda: ctl.state.clock_ms > 0, timeout=3000)
        return ctl, uids

    yield make
    for ctl in made:
        ctl.shutdown()


def test_undo_with_the_clock_running_hands_back_no_time_and_redo_survives_the_ticks(running, qtbot):
    """The issue's case: undoing a placement left the timer at 1:48 instead of 1:26. Now the clock keeps
    running through undo and redo, the editor's moves stay, and Redo stays enabled across ticks."""
    ctl, (a, _b) = running()
    place = [Action.make(0, "pick", tile=a), Action.make(0, "place", tile=a, at="B5")]
    assert ctl.submit_all(place) is None
    qtbot.wait(250)  # a few ticks after the placement
    ben_before = [x for x in ctl.record.actions if x.player == 1]
    clock_before = ctl.state.clock_ms
    assert ctl.can_undo() == (True, "")
    assert ctl.undo()
    assert ctl.state.clock_ms >= clock_before  # no time handed back
    assert a in ctl.state.players[0].desk and ctl.state.players[0].page == {}
    assert ctl.record.actions[-2:] == [Action.make(0, "pick", tile=a), Action.make(0, "to_desk", tile=a)]
    assert [x for x in ctl.record.actions if x.player == 1][:len(ben_before)] == ben_before
    ticks = sum(1 for x in ctl.record.actions if x.kind == "advance")
    qtbot.waitUntil(lambda: sum(1 for x in ctl.record.actions if x.kind == "advance") >= ticks + 3, timeout=3000)
    assert ctl.can_redo()  # the running clock no longer clears the redo
    assert ctl.redo()
    assert ctl.state.players[0].page == {a: (1, 4)}
    assert ctl.record.actions[-2:] == place
    assert ctl.undo() and ctl.state.players[0].page == {}
    assert ctl.can_undo() == (False, "Layout! cannot be taken back (FTP-GAT-08)")


def test_print_is_final_while_the_clock_runs_FTP_PRT_03(running, qtbot):
    ctl, _uids = running()
    assert ctl.submit(Action.make(0, "print")) is None
    assert ctl.state.stage == "play"  # the editor is still at work: the clock runs on
    assert ctl.can_undo() == (False, "Print! is final (FTP-PRT-03)")
    assert not ctl.undo()
    assert ctl.state.players[0].phase == "printed"
