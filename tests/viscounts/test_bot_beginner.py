"""The easy computer viscount plays like a beginner who knows the rules (issue "levels that mean
something"): it hires, builds and transcribes whenever it is offered one (VIS-HIRE-01, VIS-BLDG,
VIS-MS), takes a main action every turn, keeps silver to hire with, and so drives the end piles
(GAP-21); the slow tests check the game length with easy players and that normal still beats easy."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.bots import choose_action
from desktop_app.cli_simulate import simulate
from desktop_app.engine.action import TABLE
from desktop_app.engine.game import GameOptions
from desktop_app.rules.viscounts import GAME
from tests.viscounts.fixtures import CONTENT

KEEN = ("hire", "build", "transcribe")


def _easy_game(seed: int, rounds: int) -> tuple[dict[str, list[bool]], int]:
    """Two easy viscounts play ``rounds`` rounds from ``seed``: for each hire / build / transcribe
    question that offered something to do, whether the bot did it; and the hires made."""
    s = GAME.new_state(GameOptions.default(2, ["easy", "easy"]), CONTENT, seed)
    rngs = [random.Random(seed * 10 + p) for p in range(2)]
    view_rng = random.Random(seed)
    done: dict[str, list[bool]] = {k: [] for k in (*KEEN, "main_action")}
    while s.players_to_act() and s.round <= rounds:
        seats = [p for p in s.players_to_act() if p != TABLE]
        if not seats:
            s.apply_unchecked(s.legal_actions(TABLE)[0])
            continue
        p = seats[0]
        q = s.stack.question
        action = choose_action(GAME, s.view(p, view_rng), p, "easy", None, rngs[p])
        if q.kind in KEEN and any(not o.get("skip") for o in q.options) and len(q.options) > 1:
            done[q.kind].append(not action.get("skip"))
        if q.kind == "main_action" and len(q.options) > 1:
            done["main_action"].append(action.get("action") != "none")
        s.apply(action)
    return done, sum(done["hire"])


def test_easy_hires_builds_and_transcribes_whenever_offered():
    """VIS-HIRE-01 / VIS-ACT: in six seeded rounds the easy bot never passes a hire, a build or a
    transcription it could make, never takes no main action, and hires several times (the former easy
    bot, scoring one-turn lines only, passed about half its hires and ran out of silver)."""
    done, hires = _easy_game(3, 6)
    assert done["hire"] and all(done["hire"]), done["hire"]
    assert all(done["build"]) and all(done["transcribe"]), done
    assert done["main_action"] and all(done["main_action"]), done["main_action"]
    assert hires >= 4, hires


@pytest.mark.slow
@pytest.mark.parametrize("players", [2, 3])
@pytest.mark.parametrize("modules", [[], ["gates_of_gold=true", "keeper_of_keys=true"]])
def test_gap21_median_rounds_with_easy_bots(players, modules):
    """GAP-21: a table of beginners (easy) also ends in 10–14 rounds at the median, with or without both
    expansions (easy was 15–17.5 before it played like a beginner)."""
    summary = simulate(GAME, players, 20, 1, ["easy"] * players, variant_pairs=modules)
    assert summary["errors"] == []
    assert 10 <= summary["median_rounds"] <= 14, summary["median_rounds"]


@pytest.mark.slow
def test_normal_beats_easy_in_either_seat():
    """The levels mean something: ten 2-player games with normal in each seat; normal wins at least 14
    of the 20 and scores more on average."""
    first = simulate(GAME, 2, 10, 1, ["normal", "easy"])
    second = simulate(GAME, 2, 10, 1, ["easy", "normal"])
    assert first["errors"] == [] and second["errors"] == []
    assert first["wins_by_seat"][0] + second["wins_by_seat"][1] >= 14
    assert first["mean_score_by_seat"][0] + second["mean_score_by_seat"][1] > \
        first["mean_score_by_seat"][1] + second["mean_score_by_seat"][0]
