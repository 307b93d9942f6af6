"""Computer viscounts and the expansions' options (issue 11): in a position where an option clearly
pays, the normal and hard bots take it (reject, welcome, public building); whole games with both
modules show the options (opt-in, ``pytest -m slow``; the counts come from ``tests.viscounts.usage``)."""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.bots import BUDGETS, choose_action
from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.evaluate import worth
from desktop_app.rules.viscounts.expansion_worth import welcome_value
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


@pytest.mark.slow
def test_normal_bots_use_the_expansion_options_in_whole_games():
    """Opt-in (pytest -m slow): over a handful of 2- and 4-player games with both modules the normal
    bots welcome and reject outsiders, take King's Orders, use the manuscript board and take chests.
    A public building is offered rarely in whole games (the builder power it needs, 6 to 10, at a
    site of your own building): its use is shown by the scenario test above and counted here."""
    usage = play(6, 2, ("normal", "normal"))
    usage4 = play(3, 4, ("normal",) * 4)
    assert not usage.errors and not usage4.errors
    used = usage.used + usage4.used
    assert all(used[o] > 0 for o in ("welcome", "reject", "order", "chest")), used
    assert used["black"] + used["blue"] + used["yellow"] > 0
    assert used["public"] <= usage.offered["public"] + usage4.offered["public"]
