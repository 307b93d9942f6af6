"""The controller's pauses and holds: the stopped clock stops real-time editors (FTP-RT-06), a pause
stops everything (one person only), a table hold delays only the table's automatic steps."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from tests.fit_to_print.helpers import content


def editors(kinds=("human", "hard", "hard")):
    options = GameOptions([Seat(f"P{i}", "", k) for i, k in enumerate(kinds)])
    ctl = GameController.new(GAME, content(), options, 3, autosave=False)
    ctl.set_animation_speed(0)
    return ctl


def editor_moves(ctl) -> int:
    return sum(1 for a in ctl.record.actions if a.player > 0)


def test_editors_wait_while_the_clock_is_stopped_FTP_RT_06(qtbot):
    """Stopped before the day starts, the free editors do not move at all; they start with the clock."""
    ctl = editors()
    try:
        ctl.stop_clock()
        qtbot.waitUntil(lambda: ctl.state.stage == "play", timeout=3000)  # the table started the day
        assert {d.player for d in ctl.state.decisions()} >= {1, 2}  # both editors are free to act ...
        qtbot.wait(800)
        assert editor_moves(ctl) == 0  # ... but wait for the clock
        ctl.start_clock()
        qtbot.waitUntil(lambda: editor_moves(ctl) > 0, timeout=10000)
    finally:
        ctl.shutdown()


def test_a_pause_stops_clock_editors_and_table_until_every_reason_ends(qtbot):
    ctl = editors()
    try:
        assert ctl.pause("dialog") and ctl.pause("minimised") and ctl.paused()
        qtbot.wait(300)
        assert ctl.record.actions == []  # not even the table's start of the day
        ctl.resume("dialog")
        qtbot.wait(100)
        assert ctl.paused() and ctl.record.actions == []
        ctl.resume("minimised")
        assert not ctl.paused() and ctl.state.stage == "play"
        qtbot.waitUntil(lambda: editor_moves(ctl) > 0, timeout=10000)
    finally:
        ctl.shutdown()


def test_no_pause_with_two_people(qtbot):
    ctl = editors(("human", "human"))
    try:
        assert not ctl.pause("dialog") and not ctl.paused()
    finally:
        ctl.shutdown()


def test_a_table_hold_delays_only_the_tables_steps(qtbot):
    ctl = editors(("human", "hard"))
    try:
        ctl.hold_table("summary")
        qtbot.wait(50)
        assert ctl.state.stage == "ready" and ctl.record.actions == []
        ctl.release_table("summary")
        assert ctl.state.stage == "play" and [a.kind for a in ctl.record.actions][:1] == ["start_day"]
    finally:
        ctl.shutdown()


def test_the_status_line_says_what_the_waiting_table_waits_for(qtbot):
    """The day summary holds the next day: the status line said "The clock is running" (QA)."""
    ctl = editors(("human", "hard"))
    shown: list[str] = []
    ctl.status_changed.connect(shown.append)
    try:
        ctl.hold_table("summary")
        qtbot.wait(50)
        assert ctl.state.stage == "ready" and ctl.status_text() == "Waiting for you to continue"
        assert shown[-1] == "Waiting for you to continue"
        ctl.release_table("summary")
        assert ctl.state.stage == "play" and shown[-1] != "Waiting for you to continue"
        assert ctl.pause("dialog")
        assert ctl.status_text() != "The clock is running"
    finally:
        ctl.shutdown()
