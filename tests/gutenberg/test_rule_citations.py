"""One focused test per Gutenberg rule that no other test cited by its literal ID (gutenberg.md).

Setup rules (GUT-SET-*) are checked on a fresh ``new_state`` for every player count against the
board values of the loaded content; the other rules on small hand-built positions.
"""

from __future__ import annotations

import pytest

from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.gutenberg import GAME
from desktop_app.rules.gutenberg.gears import CLOCKWISE, aligned, rotate_train
from desktop_app.rules.gutenberg.model import ACTIONS
from tests.gutenberg.helpers import (
    act,
    at_action,
    at_complete,
    at_plan,
    commit_plans,
    content,
    new,
    play_passive,
)

SEATS = (1, 2, 3, 4)


def _board(players: int):
    """Board values for ``players`` seats (solo plays on the 2-seat board)."""
    return content().rules.boards[max(2, players)]


def _letters(s, seat: int, word: str) -> None:
    pl = s.players[seat]
    pl.letters = [0] * len(pl.letters)
    for ch in word:
        pl.letters[s.content.alphabet.index(ch)] += 1


def _pass_windows(s) -> None:
    """Pass every free-action window (W2) until an action or another decision comes up."""
    while s.decisions() and s.decisions()[0].kind == "window":
        s.apply(act(s.decisions()[0].player, "pass"))


# ---- setup (fresh states, every player count) ---------------------------------------------------
@pytest.mark.parametrize("players", SEATS)
def test_set_01_board_values_follow_the_player_count(players):
    """GUT-SET-01: slot counts come from the board for the seat count; solo uses the 2-seat board."""
    s = new(players, 11)
    board = _board(players)
    assert len(s.players) == max(2, players)
    assert len(s.printing_slots) == len(s.design_slots) == board.order_slots
    assert len(s.specialty_slots) == board.specialty_slots and len(s.gear_slots) == board.gear_slots
    assert len(s.ink_rows) == board.ink_rows and s.patron_slot_rounds == board.patron_slot_rounds
    assert len(s.draft_printing) == len(s.draft_design) == board.draft_pool


@pytest.mark.parametrize("players", SEATS)
def test_set_02_printing_and_design_decks_are_shuffled_separately(players):
    """GUT-SET-02: each deck holds the rest of its own cards, in a seeded shuffled order."""
    c = content()
    orders = []
    for seed in (1, 2):
        s = new(players, seed)
        assert sorted(s.printing_deck + s.draft_printing + s.printing_slots) == sorted(c.printing)
        assert sorted(s.design_deck + s.draft_design + s.design_slots) == sorted(c.design)
        assert s.printing_deck != sorted(s.printing_deck) and s.design_deck != sorted(s.design_deck)
        orders.append((s.printing_deck, s.design_deck))
    assert orders[0][0] != orders[1][0] and orders[0][1] != orders[1][1]


@pytest.mark.parametrize("players", SEATS)
def test_set_04_one_face_up_card_on_every_order_slot(players):
    """GUT-SET-04: every printing and design slot holds one card, not also in a deck or the pool."""
    s = new(players, 5)
    for slots, others in ((s.printing_slots, s.printing_deck + s.draft_printing),
                          (s.design_slots, s.design_deck + s.draft_design)):
        assert len(slots) == _board(players).order_slots and None not in slots
        assert len(set(slots)) == len(slots) and not set(slots) & set(others)


@pytest.mark.parametrize("players", SEATS)
def test_set_05_all_ink_in_the_bag_then_one_token_per_position(players):
    """GUT-SET-05: 12 per colour; every ink position gets one token drawn from the bag."""
    s = new(players, 7)
    per_colour = s.content.files["ink.yaml"].per_colour
    costs = s.content.rules.ink_row_costs
    assert all(len(row) == len(costs) and None not in row for row in s.ink_rows)
    for colour in range(len(s.content.colours)):
        on_board = sum(row.count(colour) for row in s.ink_rows)
        assert s.bag[colour] + on_board == per_colour
    assert sum(s.bag) == per_colour * len(s.content.colours) - _board(players).ink_rows * len(costs)


@pytest.mark.parametrize("players", SEATS)
def test_set_06_07_specialty_deck_and_slots(players):
    """GUT-SET-06, GUT-SET-07: the specialty deck is shuffled; one face-up card on every slot."""
    s = new(players, 3)
    assert sorted(s.specialty_deck + s.specialty_slots) == sorted(s.content.specialty)
    assert len(s.specialty_slots) == _board(players).specialty_slots and None not in s.specialty_slots
    assert s.specialty_deck != sorted(s.specialty_deck)
    assert new(players, 4).specialty_deck != s.specialty_deck


@pytest.mark.parametrize("players", SEATS)
def test_set_08_09_gear_stack_and_gear_slots(players):
    """GUT-SET-08, GUT-SET-09: the gears are shuffled face down; one face-up gear on every gear slot."""
    s = new(players, 3)
    assert sorted(s.gear_deck + s.gear_slots) == sorted(s.content.gears)
    assert len(s.gear_slots) == _board(players).gear_slots and None not in s.gear_slots
    assert s.gear_deck != sorted(s.gear_deck)
    assert new(players, 4).gear_deck != s.gear_deck
    assert s.gear_discard == []


@pytest.mark.parametrize("players", SEATS)
def test_set_10_patron_cards_one_per_slot_rest_to_the_box(players):
    """GUT-SET-10: one shuffled patron card per patron slot; the others are not in play at all."""
    seen = set()
    for seed in range(1, 6):
        s = new(players, seed)
        slots = s.patron_slots
        assert len(slots) == len(_board(players).patron_slot_rounds) and None not in slots
        assert len(set(slots)) == len(slots) and set(slots) <= set(s.content.patrons)
        assert all(p.patrons == [] for p in s.players)
        seen.add(tuple(slots))
    assert len(seen) > 1  # shuffled by the seed


@pytest.mark.parametrize("players", SEATS)
def test_set_11_round_marker_on_round_1(players):
    """GUT-SET-11: a new game starts in round 1, before any Prepare step."""
    s = new(players, 2)
    assert s.round == 1 and s.phase == "character"
    assert s.reward_claims == [None] * len(s.content.rewards)


@pytest.mark.parametrize("players", SEATS)
def test_set_12_coins_and_letters_are_an_unlimited_supply(players):
    """GUT-SET-12: the general supply never runs out: 20 copies of one letter can be bought."""
    s = at_plan(players, 2)
    seat = s.humans()[0]
    pl = s.players[seat]
    pl.letters = [0] * len(pl.letters)
    pl.coins = 500
    s.touch()
    for _ in range(20):
        s.apply(act(seat, "buy_letter", letter="e"))
    assert pl.letters[s.content.alphabet.index("e")] == 20
    assert pl.coins == 500 - sum(range(1, 21))


@pytest.mark.parametrize("players", (2, 3, 4))
def test_set_13_first_player_chosen_by_host_or_rng(players):
    """GUT-SET-13: the host's choice is used; otherwise the seeded RNG picks; play is clockwise."""
    for first in range(players):
        s = new(players, 9, first_player=first)
        assert s.first == first
        assert s.turn_order() == [(first + i) % players for i in range(players)]
        assert s.decisions()[0].player == first  # the first choice is the first player's
    picked = {new(players, seed).first for seed in range(12)}
    assert len(picked) > 1 and picked <= set(range(players))
    assert new(players, 5).first == new(players, 5).first
    assert new(1, 5).first == 0  # solo: the human is first


@pytest.mark.parametrize("players", SEATS)
def test_set_14_player_supplies(players):
    """GUT-SET-14: tokens 7/8/9/10 by position, level I everywhere, prestige 0, bonus start, 10 coins."""
    rules = content().rules
    s = new(players, 6)
    for pl in s.players:
        if pl.is_rival:
            assert pl.tokens == 0 and pl.coins == 0
            continue
        assert pl.tokens == rules.tokens_by_position[s.position(pl.seat) - 1] == 6 + s.position(pl.seat)
        assert pl.coins == rules.start_coins == 10
        assert pl.levels == [1, 1, 1, 1] and pl.prestige == 0 and pl.bonus == 0
        assert sum(pl.letters) == 0 and sum(pl.ink) == 0 and pl.orders == [] and pl.gears == [None] * 3


# ---- planning and execution ---------------------------------------------------------------------
def test_plan_02_action_rows_top_to_bottom():
    """GUT-PLAN-02: rows are Take Orders, Gain Ink, Train, Improve Workshop, Seek Patronage, and run in
    that order; an unknown row is refused."""
    assert ACTIONS == ("orders", "ink", "train", "workshop", "patronage")
    assert [a.id for a in content().rules.actions] == list(ACTIONS)
    s = at_plan(2, 3)
    seat, other = s.turn_order()
    refused = s.check(act(seat, "plan_add", row="printing"))
    assert refused is not None and refused.rule_id == "GUT-PLAN-02"
    s.players[seat].coins = 30  # free actions keep every turn open (nothing is skipped)
    s.touch()
    commit_plans(s, {seat: [1, 1, 1, 1, 1], other: [0, 0, 0, 0, 0]})
    _pass_windows(s)
    kinds = []
    while s.phase == "action":
        d = s.decisions()[0]
        assert d.player == seat
        kinds.append(d.kind)
        s.apply(act(seat, "pass"))
        _pass_windows(s)
    assert kinds == ["take_order", "gain_ink", "train", "improve", "patronage"]


def test_exe_01_players_act_one_at_a_time_in_acting_order():
    """GUT-EXE-01: within an action the highest bid acts first; out-of-turn moves are refused."""
    s = at_plan(3, 4)
    a, b, c = s.turn_order()
    for seat in (a, b, c):
        s.players[seat].coins = 30
    s.touch()
    commit_plans(s, {a: [1, 0, 0, 0, 0], b: [2, 0, 0, 0, 0], c: [0, 1, 0, 0, 0]})
    _pass_windows(s)
    assert s.acting[0] == [b, a] and s.acting[1] == [c]
    d = s.decisions()
    assert [x.player for x in d] == [b] and d[0].kind == "take_order"
    pick = next(x for x in s.legal_actions(b) if x.kind == "take_order")
    refused = s.check(act(a, "take_order", printing=pick["printing"], design=pick["design"]))
    assert refused.rule_id == "GUT-EXE-01"
    s.apply(pick)
    assert s.decisions()[0].player == a and s.decisions()[0].kind == "take_order"
    assert pick["printing"] not in s.printing_slots  # b's card is gone before a acts
    events = s.apply(act(a, "pass"))
    assert any(e.kind == "passed" and e.rule_id == "GUT-EXE-01" for e in events)
    assert s.step == 1 and s.decisions()[0].player == c and s.decisions()[0].kind == "gain_ink"
    # a is not on turn, and more to the point bid nothing on Gain Ink: the refusal names that rule
    assert s.check(act(a, "gain_ink", row=0, count=1)).rule_id == "GUT-PLAN-04"


def test_plan_07_hot_seat_hands_the_screen_over_between_planners(qtbot):
    """GUT-PLAN-07: after one planner commits, the app asks to pass the screen to the next planner and
    shows only that planner's own board (the other plan is hidden)."""
    from desktop_app.controllers.game_controller import GameController

    options = GameOptions([Seat("Ann", "red", "human"), Seat("Bo", "blue", "human")])
    controller = GameController.new(GAME, content(), options, 4, autosave=False)
    controller.set_animation_speed(0)
    try:
        for _ in range(400):
            if controller.state.phase == "plan":
                break
            pending = controller.privacy_pending()
            if pending is not None:
                controller.set_privacy_acknowledged(pending)
                continue
            assert controller.submit(controller.state.decisions()[0].options[0]) is None
        if controller.privacy_pending() is not None:
            controller.set_privacy_acknowledged(controller.privacy_pending())
        first = controller.viewer()
        second = 1 - first
        for row in ("orders", "orders", "patronage"):
            assert controller.submit(act(first, "plan_add", row=row)) is None
        assert controller.submit(act(first, "plan_commit")) is None
        assert controller.privacy_pending() == second and controller.viewer() == first
        assert controller.status_text() == f"Pass the device to {options.seats[second].name}"
        controller.set_privacy_acknowledged(second)
        assert controller.viewer() == second
        view = controller.view_state()
        assert controller.state.players[first].plan == [2, 0, 0, 0, 1]
        assert view.players[first].plan != [2, 0, 0, 0, 1]  # resampled, never Ann's real plan
    finally:
        controller.shutdown()


# ---- gears ------------------------------------------------------------------------------------------
def test_gear_01_slots_mesh_top_to_bottom():
    """GUT-GEAR-01: slot 1 meshes with slot 2 and slot 2 with slot 3, so the Rotate step turns them
    clockwise, counter-clockwise, clockwise (worked example 9.2)."""
    gears = [["G01", 0, False], ["G06", 0, False], ["G10", 2, False]]
    moved = rotate_train(gears)
    assert [m[3] for m in moved] == [CLOCKWISE, -CLOCKWISE, CLOCKWISE]
    assert [g[1] for g in gears] == [2, 1, 1]
    s = at_plan(2, 3)
    s.players[0].gears = [["G01", 0, False], ["G06", 0, False], ["G10", 2, False]]
    s.players[1].gears = [["G01", 0, False], ["G06", 0, False], None]
    play_passive(s, until=lambda st: st.round == 2)
    assert [g[1] for g in s.players[0].gears] == [2, 1, 1]
    assert [g[1] for g in s.players[1].gears if g] == [2, 1]


def test_gear_02_only_the_sector_at_the_white_arc_is_active():
    """GUT-GEAR-02: orientation o names the aligned sector (clockwise 0, 1, 2); claiming gives only that
    sector; the GUI puts sector i at the arc + ((i − o) mod 3)·120° clockwise."""
    from desktop_app.ui.gutenberg.gear import rotation_for

    sectors = content().gears
    assert [aligned(["G01", o, False], sectors) for o in range(3)] == list(sectors["G01"])
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.gears[0] = ["G01", 2, False]  # C2, I1, P1: the prestige sector is aligned
    s.touch()
    coins, prestige, ink = pl.coins, pl.prestige, sum(pl.ink)
    s.apply(act(0, "claim_gear", slot=0))
    assert (pl.coins, pl.prestige, sum(pl.ink)) == (coins, prestige + 1, ink) and pl.stack == []
    for o in range(3):
        for i in range(3):
            assert (i * 120 + rotation_for(o)) % 360 == ((i - o) % 3) * 120


def test_gear_09_a_gear_installed_this_round_can_be_claimed_this_round():
    """GUT-GEAR-09: a newly installed gear is unmarked and its reward can be claimed the same round."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.gears = [None, None, None]
    s.gear_slots[0] = "G01"
    at_action(s, 0, 3)
    s.apply(act(0, "take_gear", gear="G01", orient=0))  # coins 2 aligned
    assert pl.gears[0] == ["G01", 0, False] and s.round == 1
    assert s.decisions()[0].player == 0 and s.decisions()[0].kind == "patronage"
    assert act(0, "claim_gear", slot=0) in s.legal_actions(0)
    coins = pl.coins
    s.apply(act(0, "claim_gear", slot=0))
    assert pl.coins == coins + 2 and pl.gears[0][2] is True


def test_free_01_letters_and_gear_claims_at_any_time():
    """GUT-FREE-01/02: buying letters and claiming gears are offered while planning, in action turns,
    in Complete Orders and with every sub-choice pending for that player."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.coins = 40
    pl.gears = [["G01", 0, False], ["G04", 0, False], None]
    s.touch()
    free = {act(0, "buy_letter", letter="a"), act(0, "claim_gear", slot=0), act(0, "claim_gear", slot=1)}
    assert free <= set(s.legal_actions(0))  # W1: planning
    s.apply(act(0, "buy_letter", letter="a"))
    at_action(s, 0, 1)
    assert free <= set(s.legal_actions(0))  # an action turn
    s.apply(act(0, "claim_gear", slot=0))
    at_complete(s, 0)
    assert {act(0, "buy_letter", letter="a"), act(0, "claim_gear", slot=1)} <= set(s.legal_actions(0))
    pl.stack.append(["specialty_any", 1])
    s.touch()
    assert {act(0, "buy_letter", letter="a"), act(0, "claim_gear", slot=1)} <= set(s.legal_actions(0))
    assert s.check(act(0, "buy_letter", letter="a")) is None


def test_free_02_claim_a_gear_while_a_new_order_choice_is_open():
    """GUT-FREE-02: free actions come with every pending decision of the player, so a gear sector
    can be claimed (and a letter bought) while the new-order choice (GUT-NEWO-03) is open; the
    choice stays open and still accepts its own options afterwards."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.coins = 10
    pl.gears = [["G01", 0, False], None, None]  # G01 sector 0: 2 coins (as in GUT-GEAR-09)
    at_action(s, 0, 4)
    s.apply(act(0, "reward", space="order"))
    frame = pl.stack[-1]
    assert s.decisions()[0].kind == "new_order"
    claim = act(0, "claim_gear", slot=0)
    assert claim in s.legal_actions(0) and s.check(claim) is None
    assert claim in s.decisions()[0].options
    coins = pl.coins
    s.apply(claim)
    assert pl.coins == coins + 2 and pl.gears[0][2] is True
    assert s.decisions()[0].kind == "new_order" and pl.stack[-1] is frame
    price = s.letter_price(0)
    s.apply(act(0, "buy_letter", letter="a"))
    assert pl.coins == coins + 2 - price
    s.apply(act(0, "keep", printing=frame[1][0], design=frame[2][0]))
    assert [frame[1][0], frame[2][0]] in pl.orders


def test_newo_04_no_design_card_anywhere_means_no_paid_draw_and_the_order_is_lost():
    """GUT-NEWO-04 (with NEWO-02/03): when no design card was drawn and none is left in the design
    deck or its discard pile, no pair can be formed: the procedure does not offer to pay 2 coins
    for printing cards; the order is lost at once (logged with the rule)."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.coins = 10
    at_action(s, 0, 4)
    s.design_deck, s.design_discard = [], []
    s.touch()
    events = s.apply(act(0, "reward", space="order"))
    assert not any(f[0] == "new_order" for f in pl.stack)
    lost = [e for e in events if e.kind == "order_lost"]
    assert lost and lost[0].rule_id == "GUT-NEWO-04"
    assert pl.coins == 10


def test_newo_02_paid_draws_must_bring_the_missing_type():
    """GUT-NEWO-02/04: with no design card drawn but design cards left, every paid draw offered
    includes a design card; two printing cards are refused with GUT-NEWO-04."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.coins = 10
    at_action(s, 0, 4)
    drawn = [s.printing_deck.pop(), s.printing_deck.pop()]
    pl.stack.append(["new_order", drawn, []])
    s.touch()
    offered = {tuple(a["decks"]) for a in s.legal_actions(0) if a.kind == "buy_cards"}
    assert offered == {("printing", "design"), ("design", "design")}
    refusal = s.check(act(0, "buy_cards", decks=["printing", "printing"]))
    assert refusal.rule_id == "GUT-NEWO-04"
    s.apply(act(0, "buy_cards", decks=["printing", "design"]))
    frame = pl.stack[-1]
    assert len(frame[1]) == 3 and len(frame[2]) == 1 and pl.coins == 8
    assert act(0, "keep", printing=frame[1][0], design=frame[2][0]) in s.legal_actions(0)


# ---- actions ------------------------------------------------------------------------------------------
def test_take_02_a_fifth_order_forces_discarding_an_earlier_one():
    """GUT-TAKE-02: with 4 orders a player may still take one, then discards a previously held order
    (both cards); the new order cannot be the one discarded."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.orders = [["P01", "D01"], ["P02", "D02"], ["P03", "D03"], ["P04", "D04"]]
    s.printing_slots[0], s.design_slots[0] = "P20", "D20"
    at_action(s, 0, 0)
    s.apply(act(0, "take_order", printing="P20", design="D20"))
    assert len(pl.orders) == 5 and s.decisions()[0].kind == "discard_order"
    refused = s.check(act(0, "discard_order", printing="P20"))
    assert refused is not None and refused.rule_id == "GUT-TAKE-02"
    s.apply(act(0, "discard_order", printing="P03"))
    assert pl.orders == [["P01", "D01"], ["P02", "D02"], ["P04", "D04"], ["P20", "D20"]]
    assert "P03" in s.printing_discard and "D03" in s.design_discard
    assert len(pl.orders) == s.content.rules.max_orders


def test_ink_03_rows_used_by_others_may_be_used():
    """GUT-INK-03: A takes row 2 position 1 for free; B may then take from the same row, paying the
    position costs 1 (+ 2)."""
    s = at_plan(2, 3)
    s.ink_rows[1] = [0, 1, 2]
    at_action(s, 0, 1)
    s.acting[1] = [0, 1]
    coins_a = s.players[0].coins
    s.apply(act(0, "gain_ink", row=1, count=1))
    assert s.players[0].coins == coins_a
    assert s.decisions()[0].player == 1 and s.decisions()[0].kind == "gain_ink"
    offered = {(a["row"], a["count"]) for a in s.legal_actions(1) if a.kind == "gain_ink"}
    assert {(1, 1), (1, 2)} <= offered and (1, 3) not in offered
    coins_b = s.players[1].coins
    s.apply(act(1, "gain_ink", row=1, count=2))
    assert s.players[1].coins == coins_b - 3 and s.ink_rows[1] == [None, None, None]


def test_ink_04_ink_goes_to_the_personal_supply_and_a_gear_discount_lowers_the_cost():
    """GUT-INK-04: the tokens go to the player's supply (not the bag); ink_discount 2 makes 0+1+2 cost 1."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.coins, pl.ink = 5, [0, 0, 0, 0, 0]
    pl.gears[0] = ["G06", 0, False]  # xInk2 aligned
    s.ink_rows[2] = [0, 3, 3]
    bag = list(s.bag)
    at_action(s, 0, 1)
    s.apply(act(0, "gain_ink", row=2, count=3, gear=0))
    assert pl.ink == [1, 0, 0, 2, 0] and pl.coins == 4 and s.bag == bag
    assert s.ink_rows[2] == [None, None, None] and pl.gears[0][2] is True


def test_train_02_the_used_card_is_discarded():
    """GUT-TRAIN-02: the specialty card used for training goes to the discard pile, in both modes."""
    for mode, extra in (("own", {}), ("other", {"type": "binding"})):
        s = at_plan(2, 3)
        card = s.specialty_slots[0]
        at_action(s, 0, 2)
        s.apply(act(0, "train", card=card, mode=mode, **extra))
        assert s.specialty_discard[0] == card and card not in s.specialty_slots + s.specialty_deck
        assert s.step == 3 and sorted(s.specialty_discard) == sorted(set(s.specialty_discard))


def test_work_03_discarded_gears_go_to_the_gear_discard_pile():
    """GUT-WORK-03: a replaced gear and the gears left on the board after Improve Workshop are discarded
    to the gear discard pile."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.gears = [["G01", 0, False], ["G02", 0, True], ["G03", 0, False]]
    board = [g for g in s.gear_slots if g is not None]
    take = board[0]
    at_action(s, 0, 3)
    s.apply(act(0, "take_gear", gear=take, orient=1, replace=2))
    assert pl.gears[2] == [take, 1, False] and s.gear_discard[0] == "G03"
    assert s.step == 4 and s.gear_slots == [None] * len(s.gear_slots)
    assert s.gear_discard == ["G03", *board[1:]]


def test_pat_06_a_patron_card_scores_8_and_does_nothing_else():
    """GUT-PAT-06: taking a patron card changes nothing but the 8 points; its slot stays empty after
    Prepare; another card may be collected in a later round."""
    s = at_plan(2, 3)
    s.round = 3
    s.patron_slots[0], s.patron_slots[1] = "PC11", "PC10"  # Typesetting ≥ V, a e / Binding ≥ III, e e c
    pl = s.players[0]
    pl.levels = [5, 1, 3, 1]
    _letters(s, 0, "aeec")
    at_action(s, 0, 4)
    before = (pl.coins, pl.prestige, list(pl.levels), list(pl.letters), list(pl.ink))
    s.apply(act(0, "patron", card="PC11"))
    assert (pl.coins, pl.prestige, pl.levels, pl.letters, pl.ink) == before
    assert pl.patrons == ["PC11"] and s.patron_slots[0] is None
    assert s.score_sheet().players[0].categories["patrons"] == 8
    assert s.decision_for(0) is None or s.decision_for(0).kind != "patronage"  # one per round
    play_passive(s, until=lambda st: st.round == 4 and st.phase == "plan")
    assert s.patron_slots[0] is None and s.patron_slots[1] == "PC10"
    at_action(s, 0, 4)
    s.apply(act(0, "patron", card="PC10"))
    assert pl.patrons == ["PC11", "PC10"] and s.score_sheet().players[0].categories["patrons"] == 16


# ---- specialties, letters, new orders ------------------------------------------------------------------
def test_spec_01_four_specialties_from_I_to_VI():
    """GUT-SPEC-01: Typesetting, Woodcut, Binding, Colouring start at I and never pass VI."""
    assert content().specialties == ["typesetting", "woodcut", "binding", "colouring"]
    assert all(p.levels == [1, 1, 1, 1] for p in new(2, 3).players)
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.levels, pl.bonus = [5, 1, 1, 1], 4
    coins = pl.coins
    s._raise(0, 0, 3)
    assert pl.levels == [6, 1, 1, 1] and pl.coins == coins + 2 * content().rules.maxed_level_coins


def test_spec_05_specialty_any_puts_all_steps_on_one_specialty():
    """GUT-SPEC-05: ``specialty_any 2`` is one choice; both steps go to the chosen specialty."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.levels, pl.bonus = [2, 1, 1, 1], 1
    at_action(s, 0, 4)
    pl.stack.append(["specialty_any", 2])
    s.touch()
    d = s.decisions()[0]
    assert d.kind == "specialty_any" and d.rule_id == "GUT-SPEC-05"
    s.apply(act(0, "choose_specialty", type="binding"))
    assert pl.levels == [2, 1, 3, 1]
    assert s.decisions()[0].kind == "patronage"  # no second choice


def test_let_03_free_letters_cost_nothing_but_raise_future_prices():
    """GUT-LET-03: a letter_choice (here from gear G03's L1 sector) is free; the next purchase costs more."""
    s = at_plan(2, 3)
    pl = s.players[0]
    _letters(s, 0, "sol")
    pl.gears[0] = ["G03", 2, False]  # C1, —, L1
    s.touch()
    coins, price = pl.coins, s.letter_price(0)
    s.apply(act(0, "claim_gear", slot=0))
    d = s.decisions()
    assert any(x.player == 0 and x.kind == "letter_choice" for x in d)
    s.apply(act(0, "choose_letter", letter="e"))
    assert pl.coins == coins and sum(pl.letters) == 4 and s.letter_price(0) == price + 1 == 5


def test_newo_02_pay_2_coins_for_2_more_cards_naming_each_deck():
    """GUT-NEWO-02: any number of times, 2 coins buy 2 more cards from the decks the player names."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.coins = 4
    at_action(s, 0, 4)
    s.apply(act(0, "reward", space="order"))
    frame = pl.stack[-1]
    offered = {tuple(a["decks"]) for a in s.legal_actions(0) if a.kind == "buy_cards"}
    assert offered == {("printing", "printing"), ("printing", "design"), ("design", "design")}
    s.apply(act(0, "buy_cards", decks=["printing", "printing"]))
    assert (len(frame[1]), len(frame[2]), pl.coins) == (4, 2, 2)
    s.apply(act(0, "buy_cards", decks=["design", "design"]))
    assert (len(frame[1]), len(frame[2]), pl.coins) == (4, 4, 0)
    assert not [a for a in s.legal_actions(0) if a.kind == "buy_cards"]
    refusal = s.check(act(0, "buy_cards", decks=["printing", "design"]))
    assert refusal.rule_id == "GUT-NEWO-02" and "2 coins; you have 0" in refusal.message()


# ---- Complete Orders ------------------------------------------------------------------------------------
def test_done_03_design_conditions_are_optional_and_separate():
    """GUT-DONE-03: colour returns exactly the listed ink for its prestige; decoration only checks the
    level; the combined bonus needs both; colour without the ink is refused."""
    s = at_plan(2, 3)
    pl = s.players[0]
    ink, colour_p, spec, level, deco_p, bonus = s.content.design["D02"]  # red + green → 3; Woodcut III → 2
    pl.orders = [["P01", "D02"], ["P02", "D02"]]
    _letters(s, 0, "solars")
    pl.ink = [0, 1, 0, 0, 0]  # red only
    pl.levels[spec] = level
    at_complete(s, 0)
    assert s.check(act(0, "complete", printing="P01", colour=True)).rule_id == "GUT-DONE-03"
    prestige, coins = pl.prestige, pl.coins
    s.apply(act(0, "complete", printing="P01", colour=False))  # decoration only, nothing spent
    assert pl.prestige == prestige + deco_p and pl.ink == [0, 1, 0, 0, 0] and pl.coins == coins + 4
    assert pl.stack == [["complete"]]  # no combined bonus
    pl.ink = [1, 2, 0, 1, 0]
    pl.levels[spec] = level - 1
    bag = list(s.bag)
    s.touch()
    s.apply(act(0, "complete", printing="P02", colour=True))  # colour only
    assert pl.ink == [1, 1, 0, 0, 0] and s.bag == [bag[c] + ink[c] for c in range(5)]
    assert pl.prestige == prestige + deco_p + colour_p and pl.coins == coins + 4 + 4  # still no bonus
    assert bonus == ("coins", 1)


def test_done_04_printing_then_colour_then_decoration_then_bonus_cards_discarded():
    """GUT-DONE-04: the printing coins, the colour ink return and the decoration come before the combined
    bonus (the returned black can be chosen again); both cards are discarded either way."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.orders = [["P01", "D01"], ["P02", "D05"]]  # D01: black → 2, Typesetting II → 1, bonus 1 ink
    _letters(s, 0, "solars")
    pl.ink = [1, 0, 0, 0, 0]
    pl.levels[0] = 2
    s.bag[0] = 0  # no black left in the bag before the colour condition
    at_complete(s, 0)
    coins, prestige = pl.coins, pl.prestige
    events = s.apply(act(0, "complete", printing="P01", colour=True))
    kinds = [e.kind for e in events]
    assert kinds.index("order_completed") < kinds.index("gain")
    assert pl.coins == coins + 4 and pl.prestige == prestige + 3 and s.bag[0] == 1
    assert s.decisions()[0].kind == "ink_choice"
    s.apply(act(0, "choose_ink", colour="black"))
    assert pl.ink[0] == 1 and s.bag[0] == 0
    assert "P01" in s.printing_discard and "D01" in s.design_discard
    s.apply(act(0, "complete", printing="P02", colour=False))  # D05 unmet: no prestige, still discarded
    assert pl.prestige == prestige + 3 and pl.orders == []
    assert "P02" in s.printing_discard and "D05" in s.design_discard


# ---- end of game -----------------------------------------------------------------------------------------
def _plain_scores(s) -> None:
    """Every player: 10 prestige, nothing else that scores or breaks ties."""
    for pl in s.players:
        pl.prestige, pl.coins, pl.levels, pl.patrons = 10, 0, [1, 1, 1, 1], []
        pl.letters = [0] * len(pl.letters)
        pl.ink = [0] * len(pl.ink)


def test_end_03_specialty_levels_score_6_3_1():
    """GUT-END-03: per specialty VI → 6, V → 3, IV → 1, below IV → 0."""
    s = at_plan(2, 3)
    _plain_scores(s)
    s.players[0].levels = [6, 5, 4, 3]
    s.players[1].levels = [2, 2, 3, 3]
    sheet = s.score_sheet()
    assert sheet.players[0].categories["specialties"] == 10 and sheet.players[0].total == 20
    assert sheet.players[1].categories["specialties"] == 0 and sheet.players[1].total == 10


def test_end_04_each_patron_card_scores_8():
    """GUT-END-04: 8 points per patron card held."""
    s = at_plan(2, 3)
    _plain_scores(s)
    s.players[0].patrons = ["PC01", "PC02", "PC03"]
    sheet = s.score_sheet()
    assert sheet.players[0].categories["patrons"] == 24 and sheet.players[0].total == 34
    assert sheet.winners == [0]


def test_end_05_ties_fewest_letters_then_fewest_ink_then_shared():
    """GUT-END-05: most prestige wins; ties go to fewest letters, then fewest ink, then a shared win."""
    s = at_plan(3, 3)
    _plain_scores(s)
    s.players[2].prestige = 9
    assert sorted(s.score_sheet().winners) == [0, 1]  # full tie between the leaders: shared
    s.players[0].ink[1] = 1
    assert s.score_sheet().winners == [1]  # fewer ink
    s.players[1].letters[0] = 2
    s.players[0].letters[0] = 1
    assert s.score_sheet().winners == [0]  # letters come before ink
    s.players[1].prestige = 11
    assert s.score_sheet().winners == [1]  # more prestige beats every tie-breaker


# ---- solo Rival ------------------------------------------------------------------------------------------
def test_solo_02_rival_draft_discards_the_best_cards():
    """GUT-SOLO-02: snake human, Rival, Rival, human; the Rival discards the richest printing card and
    the design card with the most colour + decoration prestige (ties: leftmost)."""
    s = new(1, 8)
    play_passive(s, until=lambda st: st.phase == "draft")
    assert s.draft_sequence == [0, 1, 1, 0]
    c = s.content
    p = s.draft_printing[0]
    s.apply(act(0, "draft_printing", card=p))
    d = s.draft_design[0]
    printing, design = list(s.draft_printing), [x for x in s.draft_design if x != d]
    expected = []
    for _ in range(2):
        best_p = max(printing, key=lambda x: c.printing[x][1])  # max keeps the leftmost on ties
        best_d = max(design, key=lambda x: c.design[x][1] + c.design[x][4])
        printing.remove(best_p)
        design.remove(best_d)
        expected.append((best_p, best_d))
    events = s.apply(act(0, "draft_design", card=d))
    assert [(e.data["printing"], e.data["design"]) for e in events if e.kind == "rival_draft"] == expected
    assert s.draft_printing == printing and s.draft_design == design
    assert s.decisions()[0].player == 0 and s.decisions()[0].kind == "draft_printing"
    assert s.players[1].orders == []


def test_solo_03_rival_plan_card_revealed_after_the_human_commits():
    """GUT-SOLO-03: the top plan card gives the Rival's bids when the human commits; acting order
    follows GUT-PLAN-06 with the Rival in position 2 (ties go to the human)."""
    s = new(1, 5)
    play_passive(s, until=lambda st: st.phase == "plan")
    top = s.rival_deck[-1]
    bids, _patron = s.content.plan_cards[top]
    deck = len(s.rival_deck)
    assert s.rival_card is None and [d.player for d in s.decisions()] == [0]
    tie = next(k for k in range(5) if bids[k] >= 1)
    low = next(k for k in range(5) if bids[k] >= 2 and k != tie)
    plan = [0] * 5
    plan[tie], plan[low] = bids[tie], 1
    commit_plans(s, {0: plan})
    assert s.rival_card == top and len(s.rival_deck) == deck - 1
    assert s.players[1].plan == list(bids)
    assert s.acting[tie] == [0, 1] and s.acting[low] == [1, 0]
    for k in range(5):
        if plan[k] == 0:
            assert s.acting[k] == ([1] if bids[k] else [])


@pytest.mark.parametrize("difficulty", ["apprentice", "journeyman", "master"])
def test_solo_05_rival_difficulty_prestige_and_final_score(difficulty):
    """GUT-SOLO-05: the Rival gains its difficulty's prestige at each Prepare and at the end (rival.yaml,
    calibrated in issue 18: -2 and -2, 0 and 0, 0 and +3); it scores its track + 8 per patron card;
    the human must score more (a tie goes to the Rival)."""
    each, final = {"apprentice": (-2, -2), "journeyman": (0, 0), "master": (0, 3)}[difficulty]
    assert content().rival_difficulty[difficulty] == (each, final)
    s = new(1, 3, rival_difficulty=difficulty)
    play_passive(s, until=lambda st: st.phase == "plan")
    rival = s.players[1]
    rival.prestige = 10
    s._prepare()
    assert rival.prestige == 10 + each and s.round == 2
    s._finish()
    assert rival.prestige == 10 + each + final and s.phase == "over"
    rival.patrons = ["PC01"]
    rival.coins, rival.levels = 30, [6, 6, 6, 6]  # the Rival scores nothing but track and patrons
    sheet = s.score_sheet()
    total = 10 + each + final + 8
    assert sheet.players[1].total == total
    human = s.players[0]
    human.coins, human.levels, human.patrons, human.prestige = 0, [1, 1, 1, 1], [], total
    assert s.score_sheet().winners == [1]
    human.prestige = total + 1
    assert s.score_sheet().winners == [0]
