"""Computer viscounts (issue 9): every level answers legally from a view within its budget, the
small choices follow their rules, and the normal bot beats random play."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.bots import BUDGETS, choose_action
from desktop_app.ai.selfplay import play_game
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions
from desktop_app.rules.viscounts import GAME, bot, hard, turn_search
from desktop_app.rules.viscounts.bot import rule
from desktop_app.rules.viscounts.evaluate import margin, points, worth
from desktop_app.rules.viscounts.hard_weights import FITTED
from tests.viscounts.fixtures import CONTENT, position, run_effects


def _spots(players: int, seed: int, count: int):
    s = GAME.new_state(GameOptions.default(players, ["random"] * players), CONTENT, seed)
    rng = random.Random(seed)
    out = []
    while s.decisions() and len(out) < count:
        q = s.stack.question
        if q.kind in ("play_card", "move", "main_action", "build", "trade", "hire") and len(q.options) > 1:
            out.append(s.clone())
        acts = s.legal_actions(q.player)
        busy = [a for a in acts if not a.get("skip") and a.get("action") != "none"]
        s.apply(rng.choice(busy or acts))
    return out


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_every_level_answers_legally_from_a_view(level):
    """choose_action sees only view(p) and returns one of p's legal actions (hard: 1 decision per kind)."""
    spots = _spots(3, 5, 6 if level != "hard" else 2)
    for s in spots:
        p = s.stack.question.player
        action = choose_action(GAME, s.view(p, random.Random(1)), p, level, BUDGETS[level], random.Random(2))
        assert isinstance(action, Action) and s.check(action) is None


def test_small_choices_follow_their_rules():
    """Resources: the kind held least; flips: a debt first; knock-outs: an opponent's worker."""
    s = position("phase: none\np0: {res: {ink: 2, gold: 0, stone: 1}, debts: [1, 0], deeds: [1, 0]}")
    from tests.viscounts.fixtures import run_effects
    run_effects(s, 0, "any 1")
    q = s.stack.question
    assert rule(s, q, s.legal_actions(0))["gold"] == 1
    s.stack.question = None
    run_effects(s, 0, "flip d/d")
    assert rule(s, s.stack.question, s.legal_actions(0))["card"] == "debt"
    s = position("""
        players: 3
        phase: recruit
        p0: {space: B_I2}
        castle: {l1: {3: [2, 1, 2]}}
    """)
    choice = rule(s, s.stack.question, s.legal_actions(0))
    assert choice["colour"] != 0


def test_margin_and_worth_read_the_score_and_the_position():
    """The heuristic starts from the points scored now (VIS-SCORE) and adds what the position holds."""
    s = position("phase: none\np0: {built: {town_hall: 1}, silver: 10}\np1: {}")
    assert points(s)[0] == 6 and worth(s, 0) > worth(s, 1) and margin(s, 0) > 0 > margin(s, 1)
    assert GAME.heuristic(s, 0) == margin(s, 0)


def test_hard_scores_its_own_worth_at_three_players_and_the_margin_at_two():
    """Hard's lines (:mod:`hard`): at 3–4 players its own worth, so nothing an opponent holds moves it (holding
    back one opponent of three is worth little and cost it its own points); with 2 players the margin over
    the opponent. Both by the weights fitted to normal self-play (:data:`hard_weights.FITTED`), not normal's
    hand-set ones (VIS-SCORE points alike)."""
    s = position("players: 3\nphase: none\nround: 3\np0: {silver: 6}\np1: {built: {town_hall: 2}, silver: 10}\np2: {}")
    richer = position("players: 3\nphase: none\nround: 3\np0: {silver: 6}\np1: {built: {town_hall: 3}, silver: 10}"
                      "\np2: {built: {town_hall: 1}}")
    own = hard.score_for(3)
    assert own(s, 0) == pytest.approx(worth(s, 0, weights=FITTED)) == pytest.approx(own(richer, 0))
    assert own(s, 0) != pytest.approx(worth(s, 0))
    assert margin(richer, 0) < margin(s, 0)
    two = position("phase: none\nround: 3\np0: {silver: 6}\np1: {built: {town_hall: 1}}")
    duel = hard.score_for(2)(two, 0)
    assert duel == pytest.approx(margin(two, 0, FITTED)) and duel < 0


@pytest.mark.parametrize(("players", "level", "scorer"), [(3, "hard", "own_worth"), (4, "hard", "own_worth"),
                                                         (2, "hard", "duel_margin"), (3, "normal", "margin")])
def test_the_level_and_the_player_count_choose_how_lines_are_scored(monkeypatch, players, level, scorer):
    """Every line of the search is scored by hard's own worth at 3–4 players, its margin with 2, and by
    normal's margin at any count."""
    seen = set()

    def recording(name, real):
        def score(s, p, *args):
            seen.add(name)
            return real(s, p, *args)
        return score

    monkeypatch.setattr(hard, "score_for", lambda n: (recording("own_worth", hard.own_worth) if n > 2 else
                                                      recording("duel_margin", hard.duel_margin)))
    monkeypatch.setattr(turn_search, "margin", recording("margin", margin))
    bot._PLANS.clear()
    s = position(f"players: {players}\nphase: action\nround: 3")
    assert s.stack.question.kind == "main_action"
    choose_action(GAME, s.view(0, random.Random(1)), 0, level, 0.2, random.Random(2))
    assert seen == {scorer}


def test_normal_beats_random_in_a_seeded_game():
    """The normal computer viscount outscores random play (node-bound: the result does not depend
    on the machine's speed)."""
    result = play_game(GAME, CONTENT, GameOptions.default(2, ["normal", "random"]), 3, ["normal", "random"],
                       budget_s=60.0)
    assert result.error is None
    totals = [line.total for line in result.state.score_sheet().players]
    assert totals[0] > totals[1] + 10


def test_a_bot_takes_a_kings_order_and_uses_the_black_column_when_they_pay(monkeypatch):
    """GOG-MSB-03, DEC-34: at a free hire with nothing to hire the easy bot takes the King's Order (free,
    and it brings an outsider); a bot short of silver for its hire uses the black column first."""
    s = position("""
        variants: {gates_of_gold: true}
        phase: none
        round: 2
        p0: {space: A_O1, silver: 3, draw: [st_page, st_page, st_page, st_page]}
        piles: {A: []}
    """)
    run_effects(s, 0, "hire ≤2")
    assert {"order": True} in s.stack.question.options
    p = s.stack.question.player
    action = choose_action(GAME, s.view(p, random.Random(1)), p, "easy", BUDGETS["easy"], random.Random(2))
    assert action.kind == "hire" and action.get("order") is True
    s = position("""
        variants: {gates_of_gold: true}
        phase: recruit
        round: 2
        p0: {space: A_O1, silver: 2, res: {gold: 1}, manuscripts: [ms24], draw: [st_page, st_page, st_page, st_page]}
        piles: {A: [tf01, tf07]}
    """)
    seen = []
    while s.stack.question is not None and s.active == 0 and s.stack.question.kind in ("hire", "pay_resource"):
        action = choose_action(GAME, s.view(0, random.Random(1)), 0, "normal", BUDGETS["normal"], random.Random(2))
        seen.append(action.kind)
        s.apply(action)
    assert "board_ability" in seen and "tf07" in s.players[0].discard + s.players[0].hand


@pytest.mark.slow
def test_normal_bots_use_the_expansions_in_whole_games():
    """Opt-in (pytest -m slow): in four 3-player games with both modules the normal bots take King's
    Orders, use the manuscript board and take chests (welcoming an outsider is rarer: the report gives
    the counts)."""
    used = set()
    for seed in (1, 2, 3, 4):
        opts = GameOptions.default(3, ["normal"] * 3, gates_of_gold=True, keeper_of_keys=True)
        result = play_game(GAME, CONTENT, opts, 100 + seed, ["normal"] * 3)
        assert result.error is None
        for a in result.record.actions:
            if a.kind == "hire" and a.get("order"):
                used.add("order")
            elif a.kind in ("board_ability", "outsider") or (a.kind == "gain_chest" and not a.get("skip")):
                used.add(a.kind)
    assert used >= {"order", "board_ability", "gain_chest"}
