"""Phase 3: main actions, funding and banish (viscounts.md VIS-ACT, VIS-BAN, VIS-TRADE, VIS-DESTROY,
VIS-BUILD, VIS-BLDG, VIS-WORK, VIS-MS, VIS-CARD-03..05, DEC-07..14, DEC-29, DEC-30, DEC-32, DEC-33, DEC-60, DEC-61)."""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.rules.viscounts.abilities import icon_power
from tests.viscounts.fixtures import answer, choose, kind, options, position, texts

DRAW = "draw: [st_page, st_page, st_page, st_page]"


def test_vis_act_01_the_ring_decides_the_actions_and_dec30_none():
    """VIS-ACT-01: outer Trade or Build, inner Place workers or Transcribe; DEC-30 may achieve nothing."""
    s = position("phase: action\np0: {space: A_O1}")
    assert options(s) == [{"action": "trade"}, {"action": "build"}, {"action": "none"}]
    refusal = s.check(Action.make(0, "main_action", action="workers"))
    assert refusal.rule_id == "VIS-ACT-01"
    s = position("phase: action\np0: {space: A_I1}")
    assert options(s) == [{"action": "workers"}, {"action": "transcribe"}, {"action": "none"}]
    s = position("phase: action\np0: {space: A_I1, workers: 0}")
    assert options(s) == [{"action": "transcribe"}, {"action": "none"}]          # VIS-WORK-05
    s = position("phase: action\np0: {space: A_O1, built: {workshop: 3, trading_post: 3, town_hall: 3}}")
    assert options(s) == [{"action": "trade"}, {"action": "none"}]               # VIS-BUILD-04


def test_vis_act_02_03_funding_icons_conversions_and_criminals():
    """VIS-ACT-02/03, VIS-CARD-03/04/05, DEC-14: tableau icons, permanent icons, criminals as wild,
    2 merchants as 1 builder (used up); the discard pile never counts."""
    s = position(f"""
        phase: none
        p0: {{tableau: [tf04, st_farmhand, tf43], built: {{town_hall: 1}}, discard: [st_hod_carrier], {DRAW}}}
    """)
    # merchants: farmhand, Tally Clerk, Fence = 3; criminal (Fence) = 1
    assert icon_power(s, 0, "trade") == 3 + 1
    # builders: town hall 1 permanent + Fence's criminal + 3 merchants -> 1 (Tally Clerk) = 3
    assert icon_power(s, 0, "build") == 1 + 1 + 1
    assert icon_power(s, 0, "workers") == 1                                       # only the criminal


def test_vis_ban_banish_icons_cost_and_on_hire():
    """VIS-BAN-01..07, DEC-11/13/29: an adjacent face-up card with the action's icon or a criminal;
    pay its value; its icons for this action and its top-right effect; removed from the game."""
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: A_O1, silver: 4, {DRAW}}}
        piles: {{A: [tf01, tf13]}}
    """)
    answer(s, "main_action", action="build")
    assert kind(s) == "banish" and options(s) == [{"pile": "A"}, {"skip": True}]
    events = answer(s, "banish", pile="A")              # Quarry Hand: value 2, builder, on hire virtue 1
    pl = s.players[0]
    assert pl.silver == 2 and pl.virtue == 8 and s.turn.icons == {"builder": 1} and s.turn.banished == "tf13"
    assert s.board.piles["A"] == ["tf01"] and "tf13" not in pl.owned()
    assert any("banishes Quarry Hand" in t for t in texts(events))


def test_vis_ban_03_a_card_without_the_icon_is_not_offered():
    """VIS-BAN-03: a merchant card cannot be banished for Build (no criminal either)."""
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: A_O1, silver: 4, {DRAW}}}
        piles: {{A: [tf01]}}
    """)
    choose(s, "build")
    assert kind(s) != "banish"
    assert s.turn.banished is None


def test_vis_ban_04_dec12_second_trading_post_and_dec13_printed_card_stays():
    """DEC-12: with the second trading post a banish costs min(value, 1); DEC-13: the printed card of
    an emptied pile can be banished and stays."""
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: A_O1, silver: 1, built: {{trading_post: 2}}, {DRAW}}}
        piles: {{A: []}}
    """)
    answer(s, "main_action", action="trade")
    assert options(s) == [{"pile": "A"}, {"skip": True}]            # Market Crier (3, merchant) for 1
    answer(s, "banish", pile="A")
    assert s.players[0].silver == 0 and s.board.piles["A"] == []
    assert s.turn.icons == {"merchant": 1} and kind(s) == "resource"   # its on hire: any 1


def test_vis_trade_offers_repeat_and_dec07_silver_cannot_buy_silver():
    """VIS-TRADE-01..04, DEC-07/08: an offer used while the power lasts; silver pays for resource
    offers but never for the 1 → $1 offer."""
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: D_O2, tableau: [st_farmhand, st_farmhand], silver: 5, {DRAW}}}
    """)
    choose(s, "trade")
    assert options(s) == [{"offer": 0}, {"done": True}]          # D_O2: 1 merchant -> $1
    answer(s, "trade", offer=0)
    answer(s, "trade", offer=0)
    assert kind(s) == "hire" and s.players[0].silver == 7   # the 5 silver cannot buy more: the trade ended
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: B_O2, tableau: [st_farmhand], silver: 3, {DRAW}}}
    """)
    choose(s, "trade")
    answer(s, "trade", offer=0)       # 2 merchants -> ink: 1 icon + 1 silver
    answer(s, "trade", offer=0)       # 2 silver
    pl = s.players[0]
    assert pl.res["ink"] == 2 and pl.silver == 0 and kind(s) != "trade"


def test_vis_trade_04_destroy_and_flip_offers_and_vis_destroy():
    """3 → destroy a card (VIS-DESTROY-01..04, DEC-09/10: from hand or the top of the draw pile,
    seen first; value in silver); 4 → flip a debt or a deed (VIS-DD-05)."""
    s = position("""
        ring: [A, B, C, D, E]
        phase: action
        p0: {space: C_O2, tableau: [st_farmhand, tf43], silver: 1, hand: [st_cutpurse], draw: [tf01, st_page]}
    """)
    choose(s, "trade")
    answer(s, "trade", offer=0)
    assert kind(s) == "destroy" and {"card": "st_cutpurse"} in options(s) and {"top": True} in options(s)
    answer(s, "destroy", top=True)
    assert kind(s) == "destroy_top" and s.decisions()[0].context["card"] == "st_page"
    answer(s, "destroy_top", destroy=True)
    pl = s.players[0]
    assert "st_page" not in pl.owned() and pl.silver == 1 + 2   # Farmhand + Fence (merchant, criminal) paid
    assert options(s) == [{"offer": 0}, {"done": True}]         # 3 silver buy the offer again
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: A_O2, tableau: [st_farmhand, st_farmhand, tf43], silver: 1, debts: [1, 0], deeds: [1, 0], {DRAW}}}
    """)
    choose(s, "trade")
    answer(s, "trade", offer=0)
    assert kind(s) == "flip" and options(s) == [{"card": "debt"}, {"card": "deed"}]
    answer(s, "flip", card="deed")
    assert s.players[0].approved == 1 and s.players[0].silver == 1   # 4 icons: no silver needed


def test_vis_build_sites_river_costs_and_abilities():
    """VIS-BUILD-01..09, DEC-32: an empty site on your side of the river; 3 / 5 / 7 builders (stone
    tops up); the leftmost piece; the site's effect; its slot's ability uncovered."""
    s = position(f"""
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        p0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 3}}, {DRAW}}}
        sites: {{A_s2: [1, workshop]}}
    """)
    choose(s, "build")
    sites = {o["site"] for o in options(s) if "site" in o}
    assert sites == {"A_s1"}                                              # A_s2 taken; s3, s4 across the river
    assert {o["type"] for o in options(s) if "type" in o} == {"workshop", "trading_post"}   # 7 > 2 + 3
    assert s.decisions()[0].context["stone"] == {"workshop": 1, "trading_post": 3}
    refusal = s.check(Action.make(0, "build", type="workshop", site="A_s3"))
    assert refusal.rule_id == "VIS-BUILD-03"
    answer(s, "build", type="trading_post", site="A_s1")
    pl = s.players[0]
    assert s.board.sites["A_s1"] == [0, "trading_post"] and pl.built["trading_post"] == 1 and pl.res["stone"] == 0
    assert kind(s) == "resource"                                             # A_s1: any 1


def test_vis_build_07_dashed_lines_give_both_builders_and_dec18_order():
    """VIS-BUILD-07, DEC-18: both builders gain the line's effect, active player first; once when you
    own both ends."""
    s = position(f"""
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        p0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier, tf43], {DRAW}}}
        sites: {{A_s3: [2, workshop]}}
    """)
    choose(s, "build")
    events = answer(s, "build", type="workshop", site="A_s2")
    assert s.players[0].silver == 2 + 1 and s.players[2].silver == 1        # site $2; line s2–s3 $1 each
    lines = [t for t in texts(events) if "dashed line" in t]
    assert lines[0].startswith("Player 1") and lines[1].startswith("Player 3")
    s = position(f"""
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        p0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier, tf43], {DRAW}}}
        sites: {{A_s3: [0, workshop]}}
        p0_built: 1
    """)
    s.players[0].built["workshop"] = 1
    choose(s, "build")
    answer(s, "build", type="workshop", site="A_s2")
    assert s.players[0].silver == 3                                          # the line once


def test_vis_bldg_01_to_09_slot_abilities():
    """VIS-BLDG-02..06, VIS-BLDG-09: banish for 1, permanent icons, hand limit +1 (01, 07, 08 elsewhere)."""
    from desktop_app.rules.viscounts.abilities import banish_cost, board_icons, hand_limit
    s = position("phase: none\np0: {built: {trading_post: 3, town_hall: 3, workshop: 3}}")
    icons = board_icons(s, 0)
    assert (icons["merchant"], icons["builder"], icons["noble"], icons["cleric"]) == (1, 1, 1, 1)
    assert banish_cost(s, 0, 4) == 1 and hand_limit(s, 0) == 4
    assert banish_cost(s, 0, 0) == 1      # the source: every banish costs 1 silver (DEC-12 would say 0)


def test_vis_work_thresholds_region_and_supply():
    """VIS-WORK-01..06: 1 / 3 / 5 / 8 nobles (gold tops up) place 1..4 workers in the level-1 region
    the viscount faces; never more than the supply."""
    s = position(f"""
        ring: [A, B, C, D, E]
        rotation: 0
        phase: action
        p0: {{space: B_I2, tableau: [st_page, st_page], res: {{gold: 1}}, {DRAW}}}
    """)
    choose(s, "workers")
    assert options(s) == [{"n": 1}, {"n": 2}, {"skip": True}]
    assert s.decisions()[0].context["gold"] == {"1": 0, "2": 1}
    answer(s, "place_workers", n=2)
    assert s.board.l1[3][0] == 2 and s.players[0].workers == 18 and s.players[0].res["gold"] == 0
    s = position(f"""
        phase: action
        p0: {{space: B_I2, tableau: [st_page, st_page, tf27], res: {{gold: 9}}, workers: 2, {DRAW}}}
    """)
    choose(s, "workers")
    assert [o.get("n") for o in options(s)] == [1, 2, None]                   # VIS-WORK-05


def test_vis_ms_transcribe_one_per_turn_printed_and_cleric_reward():
    """VIS-MS-01..08, DEC-60/61: the top of an adjacent stack within cleric power + ink; the
    instant effect; the first to 3 of a ribbon takes its cleric reward; a printed one when empty."""
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: A_I1, tableau: [st_acolyte], res: {{ink: 1}}, manuscripts: [ms01, ms02], {DRAW}}}
        stacks: {{A: [ms10, ms_g1]}}
    """)
    choose(s, "transcribe")
    assert options(s) == [{"stack": "A"}, {"skip": True}]
    answer(s, "transcribe", stack="A")
    pl = s.players[0]
    assert pl.manuscripts == ["ms01", "ms02", "ms_g1"] and pl.silver == 1 and pl.res["ink"] == 1
    assert s.board.cleric == {"yellow": 0} and s.board.stacks["A"] == ["ms10"]
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: A_I1, tableau: [st_acolyte, st_acolyte, st_acolyte], {DRAW}}}
        stacks: {{A: []}}
    """)
    choose(s, "transcribe")
    answer(s, "transcribe", stack="A")                    # the printed Town Register: cost 3, $2
    assert s.players[0].manuscripts == [] and s.players[0].silver == 2 and s.turn.transcribed is False


def test_vis_act_03_icons_count_once_and_only_for_this_action():
    """VIS-ACT-03: unused icons (a banished card's too) are lost when the action ends; the next turn
    starts without them."""
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: A_O1, silver: 4, {DRAW}}}
        piles: {{A: [tf01, tf13]}}
    """)
    choose(s, "build", banish="A")
    assert s.turn.icons == {"builder": 1} and kind(s) != "build"   # 1 icon builds nothing: no build offered
    while s.active == 0:
        answer(s, None, **options(s)[-1])
    assert s.turn.icons == {} and s.turn.banished is None


def test_a_main_action_that_can_do_nothing_says_why_vis_build_03_vis_work_03_vis_ms_04():
    """Found by playing: Build chosen with 1 builder power and no stone ended the action without a word
    (a question whose only answer is "no" is not asked). Now the log says why nothing happened, for
    Build, Place workers and Transcribe; the position moves on as before."""
    s = position(f"phase: action\np0: {{space: A_O1, tableau: [st_hod_carrier], {DRAW}}}")
    lines = texts(choose(s, "build"))
    assert any("has nothing to build here: no building within 1 builder power and 0 stone" in t for t in lines), lines
    assert kind(s) != "build"
    s = position(f"phase: action\np0: {{space: A_I1, res: {{gold: 0}}, {DRAW}}}")
    lines = texts(choose(s, "workers"))
    assert any("can place no worker: 0 worker power and 0 gold" in t for t in lines), lines
    s = position(f"phase: action\np0: {{space: A_I1, res: {{ink: 0}}, {DRAW}}}")
    lines = texts(choose(s, "transcribe"))
    assert any("can transcribe no manuscript here: 0 ink and 0 transcribe power" in t for t in lines), lines
    s = position(f"phase: action\np0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 3}}, "
                 f"{DRAW}}}")
    assert not any("nothing to build" in t for t in texts(choose(s, "build")))   # something to build: asked
    assert kind(s) == "build"
