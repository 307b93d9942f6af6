"""Rule families of gutenberg.md, one test (or a few) per family, citing the rule IDs."""

from __future__ import annotations

import random

import pytest

from desktop_app.engine.action import IllegalActionError
from tests.gutenberg.helpers import act, at_action, at_complete, at_plan, content, new, play_passive


def _letters(s, seat, word):
    pl = s.players[seat]
    pl.letters = [0] * len(pl.letters)
    for ch in word:
        pl.letters[s.content.alphabet.index(ch)] += 1


# ---- setup ------------------------------------------------------------------------------------
def test_setup_board_and_player_supplies():
    """GUT-SET-03..14, GUT-COMP-11: pools, slots, 4×3 ink, patrons, tokens 7/8/9/10, 10 coins, level I."""
    s = new(4, 2)
    assert len(s.printing_slots) == len(s.design_slots) == 5 and len(s.gear_slots) == len(s.specialty_slots) == 5
    assert len(s.draft_printing) == len(s.draft_design) == 10
    assert len(s.ink_rows) == 4 and all(len(r) == 3 and None not in r for r in s.ink_rows)
    assert sum(s.bag) == 60 - 12
    assert len(s.patron_slots) == 4 and s.patron_slot_rounds == [3, 4, 5, 6]
    for p in s.players:
        assert p.coins == 10 and p.levels == [1, 1, 1, 1] and p.prestige == 0 and p.bonus == 0
        assert p.tokens == 7 + s.position(p.seat) - 1
        assert len(p.character_choices) == 2
    assert s.phase == "character" and s.decisions()[0].player == s.first


def test_character_start_bonus_and_hidden_choice():
    """GUT-SET-15, GUT-GAP-07: keep 1 of 2 tiles; the start bonus applies at once; the choice is hidden."""
    s = new(2, 5)
    seat = s.decisions()[0].player
    d = s.decisions()[0]
    assert d.kind == "choose_character" and d.hidden and len(d.options) == 2
    pl = s.players[seat]
    tile = pl.character_choices[0]
    before = (pl.coins, list(pl.levels), sum(pl.letters), sum(pl.ink))
    s.apply(act(seat, "choose_character", tile=tile))
    start = content().characters[tile][0]
    key, value = start[0]
    if key == "coins":
        assert pl.coins == before[0] + value
    elif key == "specialty":
        assert pl.levels[value[0]] == 2 and pl.bonus == 1 and pl.coins == before[0] + 2  # II → bonus space 1
    else:
        assert s.decisions()[0].player == seat  # a choice follows (letters / ink)


def test_snake_draft_and_start_letters():
    """GUT-SET-16/17: draft 1→n then n→1, leftovers discarded; 3 free letters each, then buy more."""
    s = new(3, 4, first_player=1)
    play_passive(s, until=lambda st: st.phase == "draft")
    seen = []
    while s.phase == "draft":
        seat = s.decisions()[0].player
        if not seen or seen[-1] != seat or s.decisions()[0].kind == "draft_printing":
            seen.append(seat)
        s.apply(s.legal_actions(seat)[0])
    assert seen == [1, 2, 0, 0, 2, 1]
    assert all(len(p.orders) == 2 for p in s.players)
    assert s.draft_printing == [] and len(s.printing_discard) == 8 - 6
    d = s.decisions()[0]
    assert d.kind == "letter_choice" and d.player == 1
    for ch in "sol":
        s.apply(act(1, "choose_letter", letter=ch))
    owned, coins = sum(s.players[1].letters), s.players[1].coins
    assert owned >= 3
    assert s.decisions()[0].kind == "window"  # then may buy more (GUT-SET-17)
    s.apply(act(1, "buy_letter", letter="a"))
    assert s.players[1].coins == coins - (owned + 1)  # letters owned + 1


# ---- planning ---------------------------------------------------------------------------------
def test_planning_is_simultaneous_hidden_and_capped():
    """GUT-PLAN-01..05: all planners decide at once (hidden); ≤ 6 per row; Σ ≤ tokens."""
    s = at_plan(3, 1)
    ds = s.decisions()
    assert sorted(d.player for d in ds) == [0, 1, 2] and all(d.hidden and d.kind == "plan" for d in ds)
    seat = s.first  # 7 tokens
    for _ in range(6):
        s.apply(act(seat, "plan_add", row="orders"))
    refused = s.check(act(seat, "plan_add", row="orders"))
    assert refused.rule_id == "GUT-PLAN-03"
    s.apply(act(seat, "plan_add", row="ink"))
    assert s.check(act(seat, "plan_add", row="train")).rule_id == "GUT-PLAN-05"
    s.apply(act(seat, "plan_remove", row="orders"))
    assert s.players[seat].plan == [5, 1, 0, 0, 0]
    s.apply(act(seat, "plan_commit"))
    assert seat not in [d.player for d in s.decisions()]
    assert not s.revealed


def test_only_actions_with_tokens_are_performed():
    """GUT-PLAN-04 / AMB-02: a player with no token on a row does not act in it; bidding only orders."""
    s = at_plan(2, 8)
    a, b = s.turn_order()
    from tests.gutenberg.helpers import commit_plans
    commit_plans(s, {a: [1, 0, 0, 0, 0], b: [0, 1, 0, 0, 0]})
    assert s.acting[0] == [a] and s.acting[1] == [b] and s.acting[2:] == [[], [], []]


# ---- actions ----------------------------------------------------------------------------------
def test_the_gain_ink_step_is_logged_by_its_action_name():
    """GUT-INK-01: the log said "Action: 2 ink of your choice" (the patronage reward "ink" shares the
    id of the Gain Ink row)."""
    from desktop_app.rules.gutenberg.model import ACTIONS
    s = at_plan(2, 8)
    events = []
    for seat in s.turn_order():
        events += s.apply(act(seat, "plan_add", row=ACTIONS[1]))
        events += s.apply(act(seat, "plan_commit"))
    for _ in range(60):
        lines = [e.text.render() for e in events if e.kind == "action_step"]
        if lines or not s.decisions():
            break
        seat = s.decisions()[0].player
        legal = s.legal_actions(seat)
        events += s.apply(next((a for a in legal if a.kind in ("pass", "decline")), legal[0]))
    assert s.content.action_name("ink")["en"] == "Gain Ink"
    assert s.content.name("ink")["en"] == "2 ink of your choice"  # the reward keeps its own name
    assert "Action: Gain Ink" in lines and "Action: 2 ink of your choice" not in lines, lines


def test_take_orders_limit_and_discard():
    """GUT-TAKE-01/02: any printing + any design; a 5th order forces discarding an earlier one."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.orders = [["P01", "D01"], ["P02", "D02"], ["P03", "D03"], ["P04", "D04"]]
    s.printing_slots[:2] = ["P10", "P11"]
    s.design_slots[:2] = ["D10", "D11"]
    at_action(s, 0, 0)
    s.apply(act(0, "take_order", printing="P11", design="D10"))
    d = s.decisions()[0]
    assert d.kind == "discard_order"
    assert {a["printing"] for a in d.options} == {"P01", "P02", "P03", "P04"}
    s.apply(act(0, "discard_order", printing="P02"))
    assert [o[0] for o in pl.orders] == ["P01", "P03", "P04", "P11"]
    assert "P02" in s.printing_discard and "D02" in s.design_discard


def test_take_orders_needs_both_rows_and_leftovers_are_discarded():
    """GUT-TAKE-03, GUT-EXE-02: an empty row means no order; leftovers go to the discard piles."""
    s = at_plan(2, 3)
    s.design_slots[:] = [None] * len(s.design_slots)
    at_action(s, 0, 0)
    assert [a.kind for a in s.legal_actions(0) if a.kind == "take_order"] == []
    s2 = at_plan(2, 3)
    left = [c for c in s2.printing_slots]
    at_action(s2, 0, 0)
    s2.apply(act(0, "pass"))
    assert s2.step == 1 and s2.printing_slots == [None] * len(left) and all(c in s2.printing_discard for c in left)


def test_gain_ink_costs_by_position_and_shared_rows():
    """GUT-INK-01..03: A takes row 2 position 1 for free; B then takes the other two for 1 + 2 = 3."""
    s = at_plan(2, 3)
    s.ink_rows[1] = [0, 1, 2]
    at_action(s, 0, 1)
    s.acting[1] = [0, 1]
    coins_a = s.players[0].coins
    s.apply(act(0, "gain_ink", row=1, count=1))
    assert s.players[0].coins == coins_a and s.players[0].ink[0] == 1
    assert s.ink_rows[1] == [None, 1, 2]
    s.players[1].stack = [["action", 1]]
    s.active = 1
    s.touch()
    coins_b = s.players[1].coins
    s.apply(act(1, "gain_ink", row=1, count=2))
    assert s.players[1].coins == coins_b - 3 and s.players[1].ink[1] == s.players[1].ink[2] == 1


def test_gain_ink_refuses_what_cannot_be_paid_and_gear_discount():
    """GUT-INK-02/04, GUT-GEAR-08: 3 tokens cost 3; an ink_discount gear (claimed in the action) lowers it."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.coins = 1
    s.ink_rows[0] = [0, 0, 0]
    pl.gears[0] = ["G06", 0, False]  # xInk2 aligned
    at_action(s, 0, 1)
    assert s.check(act(0, "gain_ink", row=0, count=3)).rule_id == "GUT-INK-01"
    assert s.check(act(0, "claim_gear", slot=0)).rule_id == "GUT-GEAR-08"
    s.apply(act(0, "gain_ink", row=0, count=3, gear=0))
    assert pl.coins == 0 and pl.ink[0] == 3 and pl.gears[0][2] is True


def test_train_own_type_other_type_and_bonus_track():
    """GUT-TRAIN-01/02, GUT-SPEC-03: icons raise the card's type; else +1 to another; II gives 2 coins once."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.levels, pl.bonus = [1, 1, 1, 1], 0
    card = next(c for c, (spec, icons) in content().specialty.items() if spec == 0 and icons == 1)
    s.specialty_slots[0] = card
    at_action(s, 0, 2)
    coins = pl.coins
    s.apply(act(0, "train", card=card, mode="own"))
    assert pl.levels == [2, 1, 1, 1] and pl.bonus == 1 and pl.coins == coins + 2
    assert card in s.specialty_discard
    s.specialty_slots[1] = "S01" if card != "S01" else "S02"
    at_action(s, 0, 2)
    s.apply(act(0, "train", card=s.specialty_slots[1], mode="other", type="woodcut"))
    assert pl.levels == [2, 2, 1, 1] and pl.bonus == 1 and pl.coins == coins + 2  # II only once
    at_action(s, 0, 2)
    assert s.check(act(0, "train", card="S03", mode="other", type="typesetting")) is not None


def test_workshop_install_from_top_replace_unmarked_and_limit():
    """GUT-GEAR-03, GUT-WORK-01..03: fill from the top; with 3 gears replace an unmarked one."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.gears = [None, None, None]
    at_action(s, 0, 3)
    gear = next(g for g in s.gear_slots if g)
    s.apply(act(0, "take_gear", gear=gear, orient=2))
    assert pl.gears[0] == [gear, 2, False]
    pl.gears = [["G01", 0, True], ["G02", 0, False], ["G03", 0, True]]
    s.gear_slots[0] = "G04"
    at_action(s, 0, 3)
    with pytest.raises(IllegalActionError) as err:
        s.apply(act(0, "take_gear", gear="G04", orient=1))
    assert err.value.illegal.rule_id == "GUT-WORK-02"
    s.apply(act(0, "take_gear", gear="G04", orient=1, replace=1))
    assert pl.gears[1] == ["G04", 1, False] and "G02" in s.gear_discard and pl.gear_count == 3


def test_gear_claim_once_per_round_blank_and_new_gear():
    """GUT-GEAR-06/09: claim the aligned reward once per gear per round; blanks cannot be claimed."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.gears = [["G01", 0, False], ["G02", 1, False], None]  # C2, blank
    s.touch()
    coins = pl.coins
    s.apply(act(0, "claim_gear", slot=0))
    assert pl.coins == coins + 2 and pl.gears[0][2]
    assert s.check(act(0, "claim_gear", slot=0)).rule_id == "GUT-GEAR-06"
    assert s.check(act(0, "claim_gear", slot=1)).rule_id == "GUT-GEAR-06"


def test_patronage_rewards_round_restriction_and_requirements():
    """GUT-PAT-01..05: rewards one per round; patron cards from their slot round; ink returned to the bag."""
    s = at_plan(2, 3)
    pl = s.players[0]
    at_action(s, 0, 4)
    card = s.patron_slots[0]
    refused = s.check(act(0, "patron", card=card))
    assert refused.rule_id == "GUT-PAT-03"  # round 1: rewards only
    coins = pl.coins
    s.apply(act(0, "reward", space="coins"))
    assert pl.coins == coins + 3 and s.reward_claims[2] == 0
    at_action(s, 1, 4)
    assert s.check(act(1, "reward", space="coins")).rule_id == "GUT-PAT-02"
    s.round = 3
    s.patron_slots[0] = "PC04"  # Colouring ≥ IV; ink gold, gold
    at_action(s, 1, 4)
    q = s.players[1]
    assert s.check(act(1, "patron", card="PC04")).rule_id == "GUT-PAT-04"
    q.levels[3] = 4
    q.ink[4] = 3
    s.touch()
    bag_gold = s.bag[4]
    s.apply(act(1, "patron", card="PC04"))
    assert q.patrons == ["PC04"] and q.ink[4] == 1 and s.bag[4] == bag_gold + 2 and s.patron_slots[0] is None


def test_patron_letters_are_checked_not_spent():
    """GUT-PAT-05: letters and levels are checked, never spent (PC11: Typesetting ≥ V; letters a, e)."""
    s = at_plan(2, 3)
    s.round = 3
    s.patron_slots[0] = "PC11"
    q = s.players[0]
    q.levels[0] = 5
    _letters(s, 0, "ae")
    at_action(s, 0, 4)
    s.apply(act(0, "patron", card="PC11"))
    assert q.patrons == ["PC11"] and sum(q.letters) == 2 and q.levels[0] == 5


# ---- letters, new orders, completing -------------------------------------------------------------
def test_letter_price_rises_with_letters_owned():
    """GUT-LET-01: each letter costs letters owned + 1."""
    s = at_plan(2, 3)
    pl = s.players[0]
    _letters(s, 0, "sol")
    pl.coins = 20
    s.touch()
    s.apply(act(0, "buy_letter", letter="a"))
    s.apply(act(0, "buy_letter", letter="a"))
    assert pl.coins == 20 - 4 - 5 and pl.letters[0] == 2


def test_new_order_procedure_draw_buy_keep():
    """GUT-NEWO-01..03: draw 2+2, pay 2 coins for 2 more, keep 1 printing + 1 design, discard the rest."""
    s = at_plan(2, 3)
    at_action(s, 0, 4)
    pl = s.players[0]
    pl.orders = []
    coins = pl.coins
    s.apply(act(0, "reward", space="order"))
    frame = pl.stack[-1]
    assert frame[0] == "new_order" and len(frame[1]) == 2 and len(frame[2]) == 2
    assert s.decisions()[0].hidden
    s.apply(act(0, "buy_cards", decks=["printing", "design"]))
    assert pl.coins == coins - 2 and len(frame[1]) == 3 and len(frame[2]) == 3
    keep_p, keep_d = frame[1][2], frame[2][0]
    others = frame[1][:2] + frame[2][1:]
    s.apply(act(0, "keep", printing=keep_p, design=keep_d))
    assert pl.orders == [[keep_p, keep_d]]
    assert all(c in s.printing_discard + s.design_discard for c in others)


def test_complete_orders_letters_once_per_round_colour_decoration_bonus():
    """GUT-DONE-01..05: letters serve one card per round; coins; colour + decoration + combined bonus."""
    s = at_plan(2, 3)
    pl = s.players[0]
    # P01 = sol (4 coins); D01 = black ink → 2, Typesetting II → 1, bonus 1 ink of choice
    pl.orders = [["P01", "D01"], ["P02", "D05"]]  # P02 = ars
    _letters(s, 0, "sol")
    pl.ink = [1, 0, 0, 0, 0]
    pl.levels[0] = 2
    at_complete(s, 0)
    assert s.check(act(0, "complete", printing="P02", colour=False)).rule_id == "GUT-DONE-02"
    coins, bag_black = pl.coins, s.bag[0]
    s.apply(act(0, "complete", printing="P01", colour=True))
    assert pl.coins == coins + 4 and pl.prestige == 2 + 1
    assert pl.ink[0] == 0 and s.bag[0] == bag_black + 1
    assert s.decisions()[0].kind == "ink_choice"  # the combined bonus
    s.apply(act(0, "choose_ink", colour="red"))
    assert pl.ink[1] == 1 and pl.orders == [["P02", "D05"]]
    assert "P01" in s.printing_discard and "D01" in s.design_discard
    assert pl.assigned[s.content.alphabet.index("s")] == 1
    _letters(s, 0, "sola")
    pl.assigned = [0] * 12
    pl.assigned[s.content.alphabet.index("s")] = 1
    s.touch()
    assert s.check(act(0, "complete", printing="P02", colour=False)).rule_id == "GUT-DONE-02"


def test_letters_return_after_complete_orders():
    """GUT-DONE-05 / GUT-LET-02: assigned letters come back at the end of Step 4."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.orders = [["P01", "D01"]]
    _letters(s, 0, "sol")
    at_complete(s, 0)
    s.apply(act(0, "complete", printing="P01", colour=False))
    assert sum(pl.assigned) == 3
    play_passive(s, until=lambda st: st.phase == "plan")
    assert sum(pl.assigned) == 0 and sum(pl.letters) == 3


# ---- solo and end ---------------------------------------------------------------------------------
def test_solo_rival_acts_and_wins_ties():
    """GUT-SOLO-01..05: the Rival reveals a plan card, takes scripted actions and wins ties."""
    s = new(1, 4)
    assert len(s.players) == 2 and s.players[1].is_rival and s.rival == 1
    play_passive(s, until=lambda st: st.revealed)
    assert s.rival_card is not None and sum(s.players[1].plan) == 8
    play_passive(s, until=lambda st: st.phase == "over")
    rival = s.players[1]
    assert rival.prestige > 0
    sheet = s.score_sheet()
    human = sheet.players[0]
    assert sheet.winners == ([0] if human.total > sheet.players[1].total else [1])
    s.players[0].prestige += sheet.players[1].total - human.total
    assert s.score_sheet().winners == [1] and "ties" in s.score_sheet().tie_break


def test_end_scoring_in_play_and_tie_breakers():
    """GUT-END-01..05 from a finished game: categories add up, ties by fewer letters then fewer ink."""
    s = new(2, 5)
    play_passive(s, until=lambda st: st.phase == "over")
    for p, (pr, coins, lv) in zip(s.players, [(20, 9, [6, 5, 4, 1]), (30, 0, [1, 1, 1, 1])], strict=True):
        p.prestige, p.coins, p.levels, p.patrons = pr, coins, lv, []
    _letters(s, 0, "aaa")
    _letters(s, 1, "aa")
    sheet = s.score_sheet()
    assert sheet.players[0].categories == {"track": 20, "coins": 3, "specialties": 10, "patrons": 0}
    assert sheet.players[0].total == 33 and sheet.winners == [0]
    s.players[1].prestige = 33
    assert s.score_sheet().winners == [1]  # fewer letters
    assert "letters" in s.score_sheet().tie_break


def test_window_four_before_scoring_and_no_prepare_after_round_6():
    """GUT-PREP-01, GUT-FREE-02 W4: after round 6 Step 4 there is no Prepare; W4 comes before the end."""
    s = new(2, 6)
    play_passive(s, until=lambda st: st.round == 6 and st.phase == "complete")
    first = s.first
    s.players[first].coins = 50
    s.players[first].letters = [0] * 12
    s.touch()
    play_passive(s, until=lambda st: st.phase == "final")
    assert s.decisions()[0].kind == "window" and s.round == 6
    play_passive(s, until=lambda st: st.phase == "over")
    assert s.round == 6


def test_rng_draws_are_seeded():
    """GUT conventions (RNG): the same seed gives the same setup, a different seed another."""
    assert new(3, 12).to_json() == new(3, 12).to_json()
    assert new(3, 12).to_json() != new(3, 13).to_json()
    _ = random  # the random module is used by helpers


def test_rival_seat_in_a_multiplayer_game_never_wins():
    """GUT-SOLO-06: a Rival takes a seat in a 2–3-human game (board for humans + 1); it never wins."""
    s = new(2, 4, rival_seat=True)
    assert len(s.players) == 3 and s.rival == 2 and len(s.printing_slots) == 4
    play_passive(s, until=lambda st: st.phase == "over")
    s.players[2].prestige = 500
    sheet = s.score_sheet()
    assert 2 not in sheet.winners and sheet.players[2].rank == 1 and sheet.winners


def test_rival_scripted_actions():
    """GUT-SOLO-04: orders by the draft rule (+2), the fullest ink row set aside (+1 each, back in
    Prepare), the most-icon card (+icons), the leftmost gear (+1), rewards coins → ink → … (+2)."""
    s = new(1, 6)
    play_passive(s, until=lambda st: st.phase == "plan")
    rival = s.players[1]
    s.printing_slots[:3] = ["P01", "P48", "P13"]  # 4, 12, 6 coins
    s.rival_card = "R01"
    before = rival.prestige
    s._rival_action(1, 0)
    assert "P48" in s.printing_discard and s.printing_slots[1] is None and rival.prestige == before + 2
    for row in s.ink_rows:
        for colour in row:
            s.bag[colour] += 1
    s.ink_rows[:] = [[0, None, None], [1, 2, None], [None, None, None], [3, 3, 4]]
    for colour in (0, 1, 2, 3, 3, 4):
        s.bag[colour] -= 1
    s._rival_action(1, 1)
    assert s.ink_rows[3] == [None, None, None] and s.rival_ink == [0, 0, 0, 2, 1] and rival.prestige == before + 5
    s._rival_action(1, 4)
    assert s.reward_claims[2] == 1 and rival.prestige == before + 7  # coins space first
    s._rival_action(1, 4)
    assert s.reward_claims[3] == 1  # then the ink space
    s._prepare()
    assert s.rival_ink == [0] * 5
    for colour in range(5):  # the set-aside ink went back to the bag (12 per colour in all)
        on_board = sum(1 for row in s.ink_rows for c in row if c == colour)
        assert s.bag[colour] + on_board + sum(p.ink[colour] for p in s.players) == 12


def test_new_order_from_a_bonus_can_be_completed_the_same_turn():
    """GUT-DONE-06: a new order gained as the combined bonus may be completed in the same turn."""
    s = at_plan(2, 3)
    pl = s.players[0]
    assert s.content.design["D08"][5] == ("new_order", 1)
    pl.orders = [["P01", "D08"]]  # sol; blue ×3 → 5, Colouring III → 2, bonus: a new order
    pl.letters = [3] * 12
    pl.ink = [0, 0, 3, 0, 0]
    pl.levels = [1, 1, 1, 3]
    at_complete(s, 0)
    s.apply(act(0, "complete", printing="P01", colour=True))
    assert pl.prestige == 7 and s.decisions()[0].kind == "new_order"
    frame = pl.stack[-1]
    s.apply(act(0, "keep", printing=frame[1][0], design=frame[2][0]))
    d = s.decisions()[0]
    assert d.kind == "complete_order" and d.player == 0
    assert act(0, "complete", printing=pl.orders[0][0], colour=False) in s.legal_actions(0)


def test_declined_new_order_discards_the_drawn_cards():
    """GUT-NEWO-03: cards not kept go to the discard piles, also when the whole order is declined."""
    s = at_plan(2, 3)
    at_action(s, 0, 4)
    s.apply(act(0, "reward", space="order"))
    drawn = s.players[0].stack[-1][1] + s.players[0].stack[-1][2]
    s.apply(act(0, "decline"))
    assert all(c in s.printing_discard + s.design_discard for c in drawn)
    assert not any(f[0] == "new_order" for f in s.players[0].stack)
