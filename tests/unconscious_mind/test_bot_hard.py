"""The hard psychoanalyst: a fixed amount of work (not a deadline), the same redraws for every answer, normal's answer kept unless beaten."""

import random
import time

import pytest

from desktop_app.ai.bots import choose_action
from desktop_app.engine.game import GameOptions
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind import bot as B
from tests.unconscious_mind.helpers import content, new, options, position, run


def _counting(monkeypatch):
    """Count the round play-outs of the hard bot."""
    calls = []
    real = B.play_round

    def counted(state, seat, *args):
        calls.append(seat)
        return real(state, seat, *args)

    monkeypatch.setattr(B, "play_round", counted)
    return calls


def _slow_clock(monkeypatch, step_s):
    """Every reading of the bot's clock ``step_s`` seconds after the last (a machine far busier than any real one)."""
    ticks = iter(range(10**9))
    monkeypatch.setattr(time, "perf_counter", lambda: next(ticks) * step_s)


def test_hard_work_is_fixed_by_the_budget_not_the_clock(monkeypatch):
    """At an idea placement: HARD_TOP answers x (the view + the budget's redraws) play-outs; half a second per clock
    reading changes neither the work nor the answer (a seed replays exactly)."""
    s = new(2, 5)
    seat = s.stack.question.player
    assert s.stack.question.kind == "place_ideas"
    assert B.hard_samples(2.5) > B.hard_samples(1.0) > B.hard_samples(0.2) >= 1
    calls = _counting(monkeypatch)
    first = B.choose(s.view(seat, random.Random(3)), seat, "hard", 1.0, random.Random(7))
    assert len(calls) == B.HARD_TOP * (1 + B.hard_samples(1.0))
    assert s.check(first) is None
    _slow_clock(monkeypatch, 0.5)
    calls.clear()
    again = B.choose(s.view(seat, random.Random(3)), seat, "hard", 1.0, random.Random(7))
    assert len(calls) == B.HARD_TOP * (1 + B.hard_samples(1.0))
    assert first.identical(again)


def test_no_clock_stops_the_search(monkeypatch):
    """However slow the machine (every clock reading ten seconds on), every answer is played out on
    every redraw: the work is the budget's, the answer the idle machine's."""
    s = new(2, 5)
    seat = s.stack.question.player
    view = s.view(seat, random.Random(3))
    calls = _counting(monkeypatch)
    idle = B.choose(view, seat, "hard", 1.0, random.Random(7))
    _slow_clock(monkeypatch, 10.0)
    calls.clear()
    busy = B.choose(view, seat, "hard", 1.0, random.Random(7))
    assert len(calls) == B.HARD_TOP * (1 + B.hard_samples(1.0))
    assert busy.identical(idle)


def test_hard_answers_minor_questions_like_normal(monkeypatch):
    """A payment choice is not searched: hard gives normal's answer (by its own weights) without any play-out."""
    s = position("players: 2\nactive: 0\np0: {coffee: 0, dial: {S red: 1, S green: 1}}")
    run(s, [{"op": "pay_terms", "terms": [["spend", 0, -1]], "coffee": 0, "good_idea": 0, "vp": 0, "source": "x"}])
    kinds = {o["kind"] for o in options(s)}
    assert kinds == {"pay_insight"} and len(s.legal_actions(0)) > 1
    assert "pay_insight" not in B.HARD_KINDS
    calls = _counting(monkeypatch)
    view = s.view(0, random.Random(1))
    hard = B.choose(view, 0, "hard", 2.5, random.Random(1))
    assert calls == []
    assert hard.identical(B.normal_choice(view, 0, B.HARD_WEIGHTS))


def test_a_lucky_redraw_does_not_move_hard_off_normals_answer(monkeypatch):
    """Another answer must beat normal's first (by hard's weights) by HARD_MARGIN plus HARD_DOUBT standard errors of its gains on the
    common redraws: better on average by one lucky redraw, it is not taken; better by the same on every redraw, it is."""
    s = new(2, 5)
    seat = s.stack.question.player
    view = s.view(seat, random.Random(3))
    first = B.ranked(view, seat, view.legal_actions(seat), B.HARD_WEIGHTS)[0][2]
    lucky = [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 4.0], [0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0]]
    monkeypatch.setattr(B, "hard_values", lambda *_args: lucky)
    assert B.choose(view, seat, "hard", 1.0, random.Random(7)).identical(first)
    steady = [[0.0, 0.0, 0.0, 0.0], [0.0, 0.0, 0.0, 0.0], [1.0, 1.0, 1.0, 1.0], [0.0, 0.0, 0.0, 0.0]]
    monkeypatch.setattr(B, "hard_values", lambda *_args: steady)
    assert not B.choose(view, seat, "hard", 1.0, random.Random(7)).identical(first)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_both_searching_levels_cure_a_patient_one_heart_away(level):
    """With a patient on 1 heart and an M insight, treating (the cure: VP, room 2) beats moving the inkwell."""
    s = position("players: 2\nactive: 0\np0: {dial: {M red: 1}, rooms: [{patient: PO-02, marker: 1}]}")
    s.turn["inkwell"] = 1
    run(s, [{"op": "after_action"}])
    action = choose_action(GAME, s.view(0, random.Random(1)), 0, level, None, random.Random(1))
    assert action.kind == "after_action" and action["then"] == "treat"


def test_a_solo_play_out_stops_after_the_next_turn_um_solo_02():
    """Alone (UM-SOLO-02: the Freud step follows each turn) hard's play-out covers the next own turn only, as with
    opponents; it used to run to the end of the game, so hard judged its solo turns by quick-policy games."""
    s = GAME.new_state(GameOptions.default(1, ["hard"]), content(), 3)
    while not (s.stack.question.kind == "place_ideas" and s.round >= 2):
        s.apply(s.decisions()[0].options[0])
    after = s.view(0, random.Random(1))
    after.apply_unchecked(after.legal_actions(0)[0])
    B.finish_turn(after, 0)
    next_round = after.round
    assert next_round == 3 and after.phase == "play"
    B.play_round(after, 0)
    assert after.phase == "play" and after.round == next_round + 1


@pytest.mark.slow
@pytest.mark.parametrize(("players", "games_a_seat", "least"), [(2, 5, 6), (3, 2, 4), (4, 1, 3)])
def test_hard_beats_normal_in_every_seat(players, games_a_seat, least):
    """Opt-in: hard, in each seat in turn against normal, wins over its fair share on the first games of the
    measured runs (seeds 1000, 2000, ... for seats 1, 2, ...): 6 of 10 at 2 players, 4 of 6 at 3, 3 of 4 at 4
    (with the fitted weights it wins 7, 5 and 4; with the hand-set ones 3 of 6 at 3 players was the bar). Before
    HARD_DOUBT hard lost all four 4-player games, each by 9 points or more. A few games are a smoke check, not the
    measure: with the fitted weights hard won 16 of 20 at 2 players, 40 of 60 at 3 and 27 of 40 at 4 (bot.py)."""
    from desktop_app.cli_simulate import simulate

    wins = 0
    for seat in range(players):
        levels = ["normal"] * players
        levels[seat] = "hard"
        summary = simulate(GAME, players, games_a_seat, 1000 * (seat + 1), levels)
        assert not summary["errors"], summary
        wins += summary["wins_by_seat"][seat]
    assert wins >= least, wins
