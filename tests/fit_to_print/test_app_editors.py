"""Computer editors in the app's real-time setting (FTP-RT-01, FTP-RT-04): driven through the real
GameController on a virtual wall clock (``desktop_app.controllers.virtual_table``), every editor
is served in turn, keeps its page plan while the clock runs and never loops taking and returning."""

from __future__ import annotations

import random

from desktop_app.controllers.bot_control import BOT_DELAY_MS
from desktop_app.controllers.virtual_table import ThinkModel, play_virtual_game
from desktop_app.engine.action import Action
from desktop_app.rules.fit_to_print import GAME, editor_ai
from desktop_app.rules.fit_to_print.table_stats import day_scores, gathering_by_day
from tests.fit_to_print.helpers import content, new_game

BUSY_THINK_MS = 400
"""Every answer takes 400 ms of wall time: a slow, busy machine (deterministic)."""


def test_five_editors_on_a_slow_machine_are_served_in_turn_and_all_play(qapp):
    """FTP-RT-04 in the app: 1 person + 5 editors whose every answer takes 400 ms (one worker
    thread). Before the fix the first editor took every turn and the last ones took no tile and
    scored 0; now every editor keeps tiles and scores each day, none waits longer than one round
    of the others' answers, and no editor returns the same tile twice in a day."""
    n = 6
    result = play_virtual_game(GAME, content(), ["normal"] * n, 1, humans=1,
                               model=ThinkModel(fixed_ms=BUSY_THINK_MS))
    assert result.state.is_over()
    days = gathering_by_day(result.record.actions, n)
    scores = day_scores(result.state)
    assert len(days) == len(scores) == 3
    for day, (gathered, scored) in enumerate(zip(days, scores, strict=True)):
        for seat in range(1, n):
            assert gathered[seat]["kept"] >= 5, (day, seat, gathered[seat])
            assert gathered[seat]["returned_again"] == 0, (day, seat, gathered[seat])
            assert scored[seat] >= 3, (day, seat, scored)
    rounds = (n - 1) * BUSY_THINK_MS  # the other editors' answers, then its own
    for seat in range(1, n):
        assert max(result.response_ms[seat]) <= rounds + 2 * BUSY_THINK_MS, seat


def test_no_pause_before_an_editor_moves_while_the_clock_runs(qapp):
    """FTP-RT-04: a real-time game paces its editors on the game clock, so the app adds no pause
    (BOT_DELAY_MS) before their moves: the editor's first take lands at once."""
    result = play_virtual_game(GAME, content(), ["normal", "easy"], 3, humans=1, model=ThinkModel(fixed_ms=0))
    clock = 0
    for action in result.record.actions:
        if action.player == -1 and action.kind == "advance":
            clock += action["ms"]
        if action.player == 1:
            assert action.kind == "take" and clock < BOT_DELAY_MS, (action, clock)
            break


def test_a_face_up_tile_an_editor_takes_is_kept():
    """FTP-GAT-02..05 (no take/return loop): an editor takes a face-up (returned) tile only when it
    would keep it, so it never takes back a tile it returned just to return it again. A random
    seat fills the pool with face-up tiles."""
    levels = ["random", "normal", "hard"]
    s = new_game(3, 7, levels)
    rng = random.Random(7)
    face_up_takes = 0
    record: list[Action] = []
    while s.decisions():
        seats = [p for p in s.players_to_act() if p >= 0]
        if not seats:
            action = s.legal_actions(-1)[0]
        else:
            p = rng.choice(seats)
            view = s.view(p, random.Random(len(record)))
            action = GAME.choose_action(view, p, levels[p], 1.0, rng) or rng.choice(s.legal_actions(p))
            if p and action.kind == "take" and s.face_up[action["tile"]]:
                face_up_takes += 1
                s.apply(action)
                record.append(action)
                while s.decision_for(p) is None:  # the editor's pace (FTP-RT-04)
                    s.apply(s.legal_actions(-1)[0])
                after = GAME.choose_action(s.view(p, random.Random(1)), p, levels[p], 1.0, rng)
                assert after == Action.make(p, "keep", tile=action["tile"]), (action, after)
                action = after
        s.apply(action)
        record.append(action)
    assert face_up_takes >= 3
    for gathered in gathering_by_day(record, 3):
        assert all(gathered[p]["returned_again"] == 0 for p in (1, 2)), gathered


def test_the_page_plan_survives_other_editors_fit_checks_and_the_clock(monkeypatch):
    """FTP-RT-04: an editor laying out keeps its planned page while time passes and other editors
    run their quick fit checks (separate caches), so it never plans the same desk twice."""
    s = new_game(2, 4)  # the editor's choices are asked directly, level "hard"
    s.apply(Action.make(-1, "start_day"))
    for _ in range(6):
        uid = next(u for u in s.pool if s.tile(u).footprint.area <= 4)
        s.apply(Action.make(0, "take", tile=uid))
        s.apply(Action.make(0, "keep", tile=uid))
    s.apply(Action.make(0, "call_layout"))
    first = editor_ai.choose(s.view(0, random.Random(1)), 0, "hard")
    assert first.kind in ("pick", "move_focus")
    calls = []
    real = editor_ai.plan_page
    monkeypatch.setattr(editor_ai, "plan_page", lambda job: calls.append(job) or real(job))
    other = s.view(1, random.Random(2))
    plans = list(editor_ai._PLANS)
    for uid in [u for u in s.pool if not s.face_up[u]][:12]:  # fit checks of another editor
        editor_ai._plan_places_all(other, 1, 0, ((uid, other.kinds[uid]),))
    assert list(editor_ai._PLANS) == plans  # fit checks never push a page plan out
    fit_plans = len(calls)
    s.apply(Action.make(-1, "advance", ms=s.legal_actions(-1)[0]["ms"]))  # the clock moves on
    assert editor_ai.choose(s.view(0, random.Random(3)), 0, "hard") == first
    assert len(calls) == fit_plans  # no new page plan for seat 0


def test_think_models():
    """``--think measured --load 2`` doubles the CPU time; ``--think 250`` is 250 ms per answer."""
    from desktop_app.simulate_app import parse_think

    assert parse_think("measured", 2.0).think_ms(30.0) == 60.0
    assert parse_think("250", 1.0).think_ms(3.0) == 250.0


def test_simulate_through_the_app_reports_tiles_and_responses(qapp, capsys):
    """``simulate --through-app`` prints per seat the tiles taken/kept/returned per day, the day
    scores and the response times (the app-setting measurement behind ``make bench``)."""
    import json

    from desktop_app import cli

    code = cli.main(["simulate", "--game", "fit-to-print", "--players", "2", "--games", "1", "--seed", "3",
                     "--bots", "easy", "--through-app", "--humans", "1", "--think", "250"])
    assert code == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["through_app"] and summary["humans"] == 1 and summary["errors"] == []
    seat = summary["table"][0]["seats"][1]
    assert len(seat["taken"]) == len(seat["day_scores"]) == 3 and min(seat["kept"]) >= 5
    assert summary["max_response_ms_by_seat"][1] is not None and summary["max_response_ms_by_seat"][0] is None
