"""Character abilities (variant, GUT-GAP-07), gear enhancements (GUT-GAP-04), refills and windows."""

from __future__ import annotations

from tests.gutenberg.helpers import act, at_action, at_complete, at_plan, play_passive


def _with(character: str, **variants):
    s = at_plan(2, 3, character_abilities=True, **variants)
    s.players[0].character = character
    s.touch()
    return s


def test_abilities_are_off_by_default():
    """GUT-AMB-20: without the variant, the Typefounder's letters cost the normal price."""
    s = at_plan(2, 3)
    s.players[0].character = "CH01"
    s.players[0].letters = [1] * 3 + [0] * 9
    assert s.letter_price(0) == 4


def test_typefounder_letters_cost_one_less():
    """CH01 letter_price_delta: letters owned + 1 − 1, at least 1."""
    s = _with("CH01")
    s.players[0].letters = [1] * 3 + [0] * 9
    assert s.letter_price(0) == 3
    s.players[0].letters = [0] * 12
    assert s.letter_price(0) == 1


def test_ink_boiler_third_position_costs_one():
    """CH02 ink_costs [0, 1, 1]: a whole row costs 2 instead of 3."""
    s = _with("CH02")
    s.ink_rows[0] = [0, 1, 2]
    at_action(s, 0, 1)
    coins = s.players[0].coins
    s.apply(act(0, "gain_ink", row=0, count=3))
    assert s.players[0].coins == coins - 2


def test_compositor_coin_on_take_orders():
    """CH03 take_order_coins: +1 coin each time you Take Orders."""
    s = _with("CH03")
    pl = s.players[0]
    pl.orders = []
    at_action(s, 0, 0)
    coins = pl.coins
    s.apply(act(0, "take_order", printing=s.printing_slots[0], design=s.design_slots[0]))
    assert pl.coins == coins + 1


def test_block_cutter_needs_one_level_less_for_woodcut():
    """CH04 decoration_level_delta (woodcut): D02 asks Woodcut III; II is enough."""
    s = _with("CH04")
    s.players[0].levels = [1, 2, 1, 1]
    assert s.content.design["D02"][2:4] == (1, 3)
    assert s.decoration_met(0, "D02")
    s.players[0].character = "CH01"
    assert not s.decoration_met(0, "D02")


def test_binder_draws_more_cards_in_the_new_order_procedure():
    """CH05 new_order_extra_cards: 2 more cards (1 printing, 1 design) for free."""
    s = _with("CH05")
    at_action(s, 0, 4)
    s.apply(act(0, "reward", space="order"))
    frame = s.players[0].stack[-1]
    assert frame[0] == "new_order" and len(frame[1]) == 3 and len(frame[2]) == 3


def test_illuminator_substitutes_one_ink_once_per_round():
    """CH06 any_colour_substitute: one missing colour paid with another colour, once per round."""
    s = _with("CH06")
    pl = s.players[0]
    pl.orders = [["P01", "D01"], ["P02", "D09"]]  # D01 black; D09 asks one colour too
    pl.letters = [0] * 12
    for ch in "solars":
        pl.letters[s.content.alphabet.index(ch)] += 1
    pl.ink = [0, 2, 0, 0, 0]
    at_complete(s, 0)
    s.apply(act(0, "complete", printing="P01", colour=True))
    assert pl.ink == [0, 1, 0, 0, 0] and pl.substituted
    assert s.content.design["D09"][0] == (0, 0, 0, 1, 0)  # green, which the player lacks
    assert s.colour_payment(0, "D09") is None  # the substitution is used up this round


def test_guild_treasurer_coin_on_reward_space():
    """CH07 patronage_reward_coins: +1 coin when claiming a reward space."""
    s = _with("CH07")
    at_action(s, 0, 4)
    coins = s.players[0].coins
    s.apply(act(0, "reward", space="coins"))
    assert s.players[0].coins == coins + 3 + 1


def test_millwright_remounts_a_second_gear():
    """CH08 remount_extra: after a remount, a second gear may be remounted as well."""
    s = _with("CH08")
    pl = s.players[0]
    pl.gears = [["G01", 0, False], ["G02", 0, False], None]
    at_action(s, 0, 3)
    s.apply(act(0, "remount", slot=0, orient=1))
    assert s.decisions()[0].kind == "remount_extra"
    assert act(0, "remount", slot=0, orient=2) not in s.legal_actions(0)
    s.apply(act(0, "remount", slot=1, orient=2))
    assert [g[1] for g in pl.gears if g] == [1, 2]


def test_train_extra_enhancement():
    """GUT-GAP-04 train_extra: option (a) gains n extra levels; the gear is marked."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.levels, pl.bonus = [1, 1, 1, 1], 0
    pl.gears[0] = ["G07", 0, False]  # xTrain1
    s.specialty_slots[0] = "S01"
    at_action(s, 0, 2)
    s.apply(act(0, "train", card="S01", mode="own", gear=0))
    assert pl.levels[0] == 3 and pl.gears[0][2]


def test_order_extra_cards_enhancement():
    """GUT-GAP-04 order_extra_cards: claimed inside the new-order procedure, n more cards for free."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.gears[0] = ["G08", 0, False]  # xOrder2
    at_action(s, 0, 4)
    coins = pl.coins
    s.apply(act(0, "reward", space="order"))
    s.apply(act(0, "order_extra", gear=0, decks=["design", "design"]))
    frame = pl.stack[-1]
    assert len(frame[1]) == 2 and len(frame[2]) == 4 and pl.coins == coins and pl.gears[0][2]


def test_patron_ink_waiver_enhancement():
    """GUT-GAP-04 patron_ink_waiver: return n fewer ink when taking a patron card."""
    s = at_plan(2, 3)
    s.round = 3
    s.patron_slots[0] = "PC06"  # Woodcut ≥ III; ink blue, green
    pl = s.players[0]
    pl.levels[1] = 3
    pl.ink = [0, 0, 1, 0, 0]
    pl.gears[0] = ["G09", 0, False]  # xPatron1
    at_action(s, 0, 4)
    assert act(0, "patron", card="PC06") not in s.legal_actions(0)
    s.apply(act(0, "patron", card="PC06", gear=0))
    assert pl.patrons == ["PC06"] and pl.ink == [0, 0, 0, 0, 0]


def test_ink_rows_slide_and_top_up_in_prepare():
    """GUT-PREP-02 step 2, GUT-AMB-05: leftover ink slides left, empty positions fill from the bag."""
    s = at_plan(2, 3)
    for row in s.ink_rows[:2]:
        for colour in row:
            s.bag[colour] += 1
    s.ink_rows[0] = [None, 3, None]
    s.ink_rows[1] = [None, None, None]
    s.bag[3] -= 1
    s.touch()
    play_passive(s, until=lambda st: st.round == 2)
    assert s.ink_rows[0][0] == 3 and None not in s.ink_rows[0] and None not in s.ink_rows[1]


def test_ink_refill_reset_variant():
    """GUT-AMB-05 ink_refill: reset returns leftover ink to the bag and redraws every position."""
    s = at_plan(2, 3, ink_refill="reset")
    bag_before = sum(s.bag)
    play_passive(s, until=lambda st: st.round == 2)
    assert sum(s.bag) == bag_before and all(None not in r for r in s.ink_rows)


def test_empty_deck_is_rebuilt_from_its_discard_pile():
    """GUT-NEWO-04, GUT-AMB-15: an empty deck is rebuilt by shuffling its discard pile."""
    s = at_plan(2, 3)
    s.printing_discard.extend(s.printing_deck)
    s.printing_deck.clear()
    at_action(s, 0, 4)
    events = s.apply(act(0, "reward", space="order"))
    assert any(e.kind == "deck_rebuilt" for e in events)
    assert len(s.players[0].stack[-1][1]) == 2


def test_window_after_the_reveal_offers_gear_claims():
    """GUT-FREE-02 W2: after the reveal a player with a claimable gear gets a window; others skip it."""
    s = at_plan(2, 3)
    seat = s.turn_order()[0]
    other = s.turn_order()[1]
    s.players[seat].gears[0] = ["G01", 0, False]
    s.players[seat].coins = 0
    s.players[other].coins = 0
    s.touch()
    for p in (0, 1):
        s.apply(act(p, "plan_add", row="orders"))
        s.apply(act(p, "plan_commit"))
    d = s.decisions()[0]
    assert d.kind == "window" and d.player == seat
    s.apply(act(seat, "claim_gear", slot=0))
    assert s.players[seat].coins == 2
    s.apply(act(seat, "pass"))
    assert s.decisions()[0].kind == "take_order"
