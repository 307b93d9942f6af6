"""Real time: the table's ``advance`` decision is fed by ``tick`` and by the clock timer."""

from __future__ import annotations

import random
from typing import Any

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine import Action, Decision, Event, Game, GameState, IllegalAction, ScoreSheet, Text
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.rng import new_rng, rng_from_json, rng_to_json
from desktop_app.engine.scoresheet import PlayerScore, rank_by

STEP_MS = 250
"""The table offers steps of at most this much (like a game stopping its clock at an event)."""


class ClockState(GameState):
    """A one-button race against a 1-second game clock (tests only)."""

    game_id = "clock-test"

    def __init__(self, rng: random.Random, length: int) -> None:
        self.rng, self.clock, self.presses, self.length = rng, 0, [], length

    def decisions(self) -> list[Decision]:
        if self.clock >= self.length:
            return []
        return [Decision(-1, "advance", Text("Time runs")),
                Decision(0, "press", Text("Press the button"), (Action.make(0, "press"),))]

    def legal_actions(self, player: int) -> list[Action]:
        if self.clock >= self.length:
            return []
        step = min(STEP_MS, self.length - self.clock)
        if player == -1:
            return [Action.make(-1, "advance", ms=step)]
        return [Action.make(0, "press")] + ([Action.make(0, "unpress")] if self.presses else [])

    def check(self, action: Action) -> IllegalAction | None:
        if self.clock >= self.length:
            return IllegalAction("CLK-END", "Time is up")
        if action.kind == "advance" and action.player == -1 and isinstance(action.get("ms"), int) \
                and action["ms"] > 0:
            return None
        if action.kind == "press" and action.player == 0:
            return None
        if action.kind == "unpress" and action.player == 0:
            return None if self.presses else IllegalAction("CLK-UN", "Nothing to unpress")
        return IllegalAction("CLK-ANY", "Not allowed")

    def _apply(self, action: Action) -> list[Event]:
        if action.kind == "advance":
            self.clock = min(self.length, self.clock + action["ms"])
            return [Event("ticked", Text(""))] if self.clock < self.length else \
                [Event("time_up", Text("Time is up"))]
        if action.kind == "unpress":
            self.presses.pop()
            return [Event("unpressed", Text("Unpressed at {ms} ms", ms=self.clock), 0)]
        self.presses.append(self.clock)
        return [Event("pressed", Text("Pressed at {ms} ms", ms=self.clock), 0)]

    def view(self, player: int, rng: random.Random | None = None) -> ClockState:
        return self.clone()

    def score_sheet(self) -> ScoreSheet:
        players = [PlayerScore("Ann", {"presses": len(self.presses)}, len(self.presses))]
        winners, reason = rank_by(players, [])
        return ScoreSheet("clock-test", {"en": "Clock", "zh": "時鐘"}, [], players, winners, reason,
                          final=self.clock >= self.length)

    def to_json(self) -> dict[str, Any]:
        return {"clock": self.clock, "presses": self.presses, "length": self.length,
                "rng": rng_to_json(self.rng)}

    @classmethod
    def from_json(cls, data: dict[str, Any], content: Any) -> ClockState:
        s = cls(rng_from_json(data["rng"]), data["length"])
        s.clock, s.presses = data["clock"], list(data["presses"])
        return s

    def clone(self) -> ClockState:
        return ClockState.from_json(self.to_json(), None)


class ClockGame(Game):
    id = "clock-test"
    name = {"en": "Clock", "zh": "時鐘"}
    min_players, max_players = 1, 1

    def load_content(self, pack_dirs=()):
        return None

    def new_state(self, options, content, seed):
        return ClockState(new_rng(seed), options.variants.get("length", 1000))

    def state_from_json(self, data, content):
        return ClockState.from_json(data, content)

    def inverse_actions(self, before, actions, now):
        """A press is taken back by an unpress at the current time (tests the real-time undo path)."""
        if [a.kind for a in actions] == ["press"]:
            return [Action.make(0, "unpress")]
        return IllegalAction("CLK-UN", "Only a press can be taken back")


@pytest.fixture
def clock_controller(qtbot):
    made = []

    def make(length=5000):
        ctl = GameController.new(ClockGame(), None, GameOptions([Seat("Ann")], {"length": length}), 3)
        made.append(ctl)
        qtbot.wait(1)
        return ctl

    yield make
    for ctl in made:
        ctl.shutdown()


def test_tick_applies_the_tables_advance_and_records_it(clock_controller):
    ctl = clock_controller()
    assert ctl.status_text() == "Ann: Press the button"
    assert ctl.tick(100) is None
    assert ctl.state.clock == 100
    assert ctl.record.actions == [Action.make(-1, "advance", ms=100)]
    ctl.submit(Action.make(0, "press"))
    assert ctl.state.presses == [100]


def test_a_step_stops_where_the_table_offers_and_the_rest_is_carried(clock_controller):
    ctl = clock_controller()
    ctl.tick(300)
    assert ctl.state.clock == 250  # the game stops its clock at 250 ms steps
    ctl.tick(0)
    assert ctl.record.actions == [Action.make(-1, "advance", ms=250), Action.make(-1, "advance", ms=50)]


def test_a_huge_measured_delta_is_capped(clock_controller):
    ctl = clock_controller()
    ctl.tick(60_000)  # e.g. the laptop slept
    for _ in range(10):
        ctl.tick(0)
    assert ctl.state.clock == 1000


def test_clock_ticks_merge_and_undo_never_rewinds_the_clock(clock_controller):
    """While the clock runs, Undo is the inverse move at the current time: the clock stays where it is."""
    ctl = clock_controller()
    ctl.tick(100)
    ctl.submit(Action.make(0, "press"))
    for _ in range(5):
        ctl.tick(50)
    assert ctl.undo_stack.count() == 3  # tick, press, and the five ticks merged into one command
    assert ctl.undo()
    assert ctl.state.clock == 350 and ctl.state.presses == []
    assert [a.kind for a in ctl.record.actions][-1] == "unpress" and len(ctl.record.actions) == 8
    ctl.tick(100)
    assert ctl.can_redo()  # redo survives the running clock
    assert ctl.redo()
    assert ctl.state.presses == [450] and ctl.state.clock == 450


def test_the_clock_timer_feeds_measured_time_until_the_game_ends(clock_controller, qtbot):
    ctl = clock_controller(length=600)
    over = []
    ctl.game_over.connect(over.append)
    ctl.start_clock()
    assert ctl.clock_running()
    qtbot.waitUntil(lambda: ctl.state.clock > 0, timeout=3000)
    qtbot.waitUntil(lambda: bool(over), timeout=5000)
    assert all(a.kind == "advance" and 0 < a["ms"] <= 250 for a in ctl.record.actions)
    assert not ctl.clock_running() and ctl.state.clock == 600
    assert ctl.tick(100) is None and ctl.state.clock == 600


def test_stop_clock_stops_the_ticks(clock_controller, qtbot):
    ctl = clock_controller()
    ctl.start_clock()
    qtbot.waitUntil(lambda: ctl.state.clock > 0, timeout=3000)
    ctl.stop_clock()
    frozen = ctl.state.clock
    qtbot.wait(250)
    assert ctl.state.clock == frozen and not ctl.clock_running()


def test_the_clock_pauses_while_the_device_is_handed_over(clock_controller):
    ctl = clock_controller()
    ctl.hot_seat.pending = 0  # as if a hand-over to Ann were waiting
    assert ctl.tick(200) is None and ctl.state.clock == 0
    ctl.hot_seat.pending = None
    ctl.tick(200)
    assert ctl.state.clock == 200
