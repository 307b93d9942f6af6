"""Finish the day (Fit To Print): once every person has printed, the clock jumps between the computer
editors' moves. The record stays an ordinary record (it replays exactly), and because time only
moves while no editor thinks, the same position plays out the same way on any machine."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from tests.fit_to_print.helpers import content


def finish_day(qtbot, seed: int = 3) -> list[str]:
    """Ann prints at once, then Finish the day: the record until the day is scored."""
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "easy"), Seat("Cy", "green", "easy")])
    ctl = GameController.new(GAME, content(), options, seed, autosave=False)
    ctl.set_animation_speed(1.0)  # the normal pause between computer moves: fast forward skips it
    try:
        ctl._kick_off()
        assert not ctl.can_fast_forward()  # Ann still has her day to play
        assert ctl.submit(Action.make(0, "print")) is None
        assert ctl.can_fast_forward()
        assert ctl.set_fast_forward(True) and ctl.fast_forwarding()
        ctl.start_clock()
        qtbot.waitUntil(lambda: ctl.state.stage != "play", timeout=60000)
        assert not ctl.fast_forwarding()  # it ends with the day
        assert ctl.record.replay(GAME, content()).state_hash() == ctl.state.state_hash()
        texts = [a.text() for a in ctl.record.actions]
        assert any(t.startswith("p1 ") for t in texts) and any(t.startswith("p2 ") for t in texts)
        return texts
    finally:
        ctl.shutdown()


def test_finish_the_day_runs_fast_replays_exactly_and_is_the_same_every_time(qtbot):
    first = finish_day(qtbot)
    assert finish_day(qtbot) == first


def test_no_fast_forward_while_a_person_still_plays(qtbot):
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "easy")])
    ctl = GameController.new(GAME, content(), options, 3, autosave=False)
    try:
        ctl._kick_off()
        assert not ctl.set_fast_forward(True) and not ctl.fast_forwarding()
    finally:
        ctl.shutdown()
