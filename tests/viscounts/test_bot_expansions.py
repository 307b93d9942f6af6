"""Computer viscounts and the expansions' options (issue 11): in a position where an option clearly
pays, the normal and hard bots take it (reject, welcome, public building); whole games with both
modules show the options (opt-in, ``pytest -m slow``; the counts come from ``tests.viscounts.usage``)."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.bots import BUDGETS, choose_action
from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.bot import rule
from desktop_app.rules.viscounts.evaluate import worth
from desktop_app.rules.viscounts.expansion_worth import stone_goal, welcome_value
from desktop_app.rules.viscounts.scoring import tables_of
from tests.viscounts.fixtures import CONTENT, answer, kind, position, run_effects
from tests.viscounts.usage import play

BOTH = "variants: {gates_of_gold: true, keeper_of_keys: true}"
DRAW = "draw: [st_page, st_page, st_page, st_page]"


def _bot(s, level: str):
    p = s.stack.question.player
    return choose_action(GAME, s.view(p, random.Random(1)), p, level, BUDGETS[level], random.Random(2))


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_rejects_an_outsider_when_the_order_can_no_longer_bring_one(level):
    """GOG-OUT-05/06, DEC-09: in the last round a King's Order in hand will never leave a tableau; destroying
    it gives 3 silver and the Horse Breeder's reject effect (a corruption step and 1 silver) beats
    destroying the Page (2 silver, and the deck keeps the order)."""
    s = position(f"""
        {BOTH}
        phase: none
        round: 9
        end_round: 9
        outsiders: [ou09, ou09]
        outsider_deck: []
        p0: {{hand: [kings_order, st_page], {DRAW}}}
    """)
    run_effects(s, 0, "destroy")
    assert kind(s) == "destroy"
    action = _bot(s, level)
    assert action.get("card") == "kings_order"
    s.apply(action)
    pl = s.players[0]
    assert pl.silver == 4 and "ou09" in s.board.removed and "kings_order" not in pl.hand


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_welcomes_the_outsider_that_scores_most_from_what_it_holds(level):
    """GOG-OUT-02, GOG-OUT-07: the King's Order leaves the tableau; with three workshops built the
    Foreign Mason (2 per workshop: 6) beats the Ex-Raider (a flat 3) and the Runaway Serf (2)."""
    s = position(f"""
        {BOTH}
        phase: cards
        round: 4
        outsiders: [ou08, ou05, ou13]
        outsider_deck: [ou01]
        p0: {{hand: [st_page], tableau: [st_page, st_page, kings_order], built: {{workshop: 3}}, {DRAW}}}
    """)
    assert kind(s) == "outsider"
    tables = tables_of(CONTENT, s.modules)
    assert welcome_value(s, 0, tables.outsider_vp) == 6
    action = _bot(s, level)
    assert action.get("outsider") == "ou05"


def test_an_order_on_the_tableau_promises_its_outsider_more_than_one_in_hand():
    """GOG-OUT-02: the heuristic counts the welcome an order brings, more surely once it is played."""
    text = """
        {both}
        phase: none
        round: 3
        outsiders: [ou08, ou13, ou02]
        p0: {{hand: [{hand}], tableau: [{tableau}], {draw}}}
        p1: {{}}
    """
    in_hand = position(text.format(both=BOTH, hand="kings_order, st_page", tableau="st_page", draw=DRAW))
    played = position(text.format(both=BOTH, hand="st_page", tableau="kings_order, st_page", draw=DRAW))
    none = position(text.format(both=BOTH, hand="st_page, st_page", tableau="st_page", draw=DRAW))
    assert worth(played, 0) > worth(in_hand, 0) > worth(none, 0)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_builds_the_public_workshop_when_it_pays(level):
    """KOK-PUB-01..05, DEC-41: the other site of its side is taken; with the stone for the public workshop
    (4 points, a deed, a resource and its ongoing ability) against its own second workshop going home
    (3 points, and it can be built again), the bot builds it rather than keep the stone."""
    s = position(f"""
        {BOTH}
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        round: 5
        p0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 4}}, built: {{workshop: 2}},
              {DRAW}}}
        sites: {{A_s1: [0, workshop], A_s2: [1, town_hall]}}
    """)
    answer(s, "main_action", action="build")
    assert kind(s) == "build" and {"public": "workshop", "site": "A_s1"} in s.stack.question.options
    assert all(o.get("public") or o.get("skip") for o in s.stack.question.options)
    action = _bot(s, level)
    assert action.get("public") == "workshop"


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_keeps_the_order_while_its_welcome_is_worth_more(level):
    """GOG-OUT-02/05: in round 3 the order in hand will still be played and leave the tableau; the Foreign
    Mason it would welcome scores 6 with three workshops, so the bot destroys the Page, not the order."""
    s = position(f"""
        {BOTH}
        phase: none
        round: 3
        outsiders: [ou05, ou05]
        outsider_deck: [ou01]
        p0: {{hand: [kings_order, st_page], built: {{workshop: 3}}, {DRAW}}}
    """)
    run_effects(s, 0, "destroy")
    assert {"card": "kings_order"} in s.stack.question.options
    assert _bot(s, level).get("card") == "st_page"


def _builder(built: int, second_site: str) -> object:
    return position(f"""
        {BOTH}
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        round: 5
        p0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 4}}, built: {{workshop: {built}}},
              {DRAW}}}
        sites: {{A_s1: [0, workshop]{second_site}}}
    """)


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_chooses_build_and_builds_the_public_workshop_over_a_trading_post(level):
    """KOK-PUB-01..05: from the main action on, with 2 builder icons and 4 stone next to its only workshop
    (A_s1) and the empty A_s2: the public workshop (4 points less the 2 of the workshop going home, a deed,
    a resource, its ongoing ability, and the workshop can be built again) beats a trading post there."""
    s = _builder(1, "")
    while s.active == 0 and s.stack.question is not None and s.stack.question.kind in ("main_action", "build"):
        s.apply(_bot(s, level))
    assert s.board.public.get("workshop") == [0, "A_s1"]
    assert s.players[0].built["workshop"] == 0 and s.players[0].res["stone"] == 0


@pytest.mark.parametrize("level", ["normal", "hard"])
def test_a_bot_builds_its_third_workshop_before_the_public_one(level):
    """KOK-PUB-03, VIS-SCORE-01: with two workshops built, the public workshop would send one home (5 points
    down to 2) while a third workshop on A_s2 adds 4 points and the hand-size slot, and the public workshop
    stays in reach: the bot builds the workshop."""
    s = _builder(2, "")
    answer(s, "main_action", action="build")
    options = s.stack.question.options
    assert {"public": "workshop", "site": "A_s1"} in options and {"type": "workshop", "site": "A_s2"} in options
    assert _bot(s, level).get("type") == "workshop"


def test_the_quick_rules_bank_stone_toward_a_public_building():
    """KOK-PUB-01/02: with a workshop on the board and the public workshop (cost 6) unbuilt the goal is
    4 stone (6 less the usual 2 builder icons): an 'any 1' reward takes stone though it is held most, and
    paying 'any 1' spends gold rather than that stone; with only an opponent's workshop there is no goal."""
    text = f"""
        {BOTH}
        phase: none
        round: 4
        p0: {{res: {{ink: 1, gold: 1, stone: 2}}, built: {{workshop: 1}}, {DRAW}}}
        sites: {{{{sites}}}}
    """
    s = position(text.replace("{sites}", "A_s1: [0, workshop]"))
    assert stone_goal(s, 0) == 4
    run_effects(s, 0, "any 1")
    assert rule(s, s.stack.question, s.legal_actions(0))["stone"] == 1
    s.stack.question = None
    run_effects(s, 0, [{"op": "pay_resource", "type": "any", "n": 1}])
    assert rule(s, s.stack.question, s.legal_actions(0))["stone"] == 0
    none = position(text.replace("{sites}", "A_s1: [1, workshop]"))
    assert stone_goal(none, 0) == 0
    run_effects(none, 0, "any 1")
    assert rule(none, none.stack.question, none.legal_actions(0))["stone"] == 0


@pytest.mark.slow
def test_normal_bots_use_the_expansion_options_in_whole_games():
    """Opt-in (pytest -m slow): over ten 2-player and three 4-player games with both modules the normal
    bots welcome and reject outsiders, take King's Orders, use the manuscript board, take chests and
    build a public building (rare: offered to a bot that chose Build next to its own building of the
    type with 6 to 10 builder power, about 4 times in 10 games; the seeds replay the same games)."""
    usage = play(10, 2, ("normal", "normal"))
    usage4 = play(3, 4, ("normal",) * 4)
    assert not usage.errors and not usage4.errors
    used = usage.used + usage4.used
    assert all(used[o] > 0 for o in ("welcome", "reject", "order", "chest", "public")), used
    assert used["black"] + used["blue"] + used["yellow"] > 0
    assert used["public"] <= usage.offered["public"] + usage4.offered["public"]
