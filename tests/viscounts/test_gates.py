"""Gates of Gold (viscounts.md §7): setup, the manuscript board, King's Orders, welcome and reject,
outsider scoring, the build bonus cards, the castle leader, wild manuscripts (GOG-*, GAP-09, GAP-11,
GAP-12, GAP-15..17, DEC-34..39, DEC-52, DEC-53)."""

from __future__ import annotations

import shutil
from collections import Counter
from pathlib import Path

import pytest

from desktop_app.content import ContentError
from desktop_app.engine.action import Action
from desktop_app.rules.viscounts.abilities import hand_limit
from desktop_app.rules.viscounts.board_abilities import FREE_KIND
from desktop_app.rules.viscounts.content import load_content
from desktop_app.rules.viscounts.ribbons import set_counts
from tests.viscounts.fixtures import CONTENT, answer, kind, new_game, options, position, run_effects, texts

DATA = Path(__file__).resolve().parents[2] / "data" / "viscounts"

GOG = "variants: {gates_of_gold: true}"


def board_ability(s, ribbon: str, player: int = 0):
    return Action.make(player, FREE_KIND, ribbon=ribbon)


def drafted(players: int, seed: int, **variants):
    """A game past its draft (each player takes the first pair on offer)."""
    s = new_game(players, seed, **variants)
    while kind(s) == "draft":
        answer(s, "draft", card=options(s)[0]["card"])
        while kind(s) not in ("draft", "ms_window", "play_card") and s.stack.question is not None:
            answer(s, kind(s), **options(s)[-1])
    return s


# ---- setup ---------------------------------------------------------------------------------------
def test_gog_setup_01_expansion_cards_are_mixed_in_and_stacks_stay_at_seven():
    """GOG-SETUP-01, GAP-08, GAP-09, GAP-11: 6 more townsfolk in the piles, the GoG heroes in the draft,
    5 more black-backs in the pool (the stacks stay 1 grey + 6 black)."""
    for seed in range(4):
        s = new_game(3, seed, gates_of_gold=True)
        piled = [c for pile in s.board.piles.values() for c in pile]
        assert len(piled) == 56 and {f"gg0{k}" for k in range(1, 7)} <= set(piled)
        assert all(len(stack) == 7 and CONTENT.manuscripts[stack[-1]].back == "grey" for stack in s.board.stacks.values())
        assert len([m for stack in s.board.stacks.values() for m in stack]) + len(s.board.ms_box) == 40
        heroes = [h for _, h in s.board.offer] + s.board.heroes
        assert sorted(heroes) == sorted([f"hr{k:02d}" for k in range(1, 16)])
    base = new_game(3, 0)
    assert len([c for pile in base.board.piles.values() for c in pile]) == 50 and not base.gog


def test_gog_setup_02_to_05_supply_outsider_row_and_bonus_cards():
    """GOG-SETUP-02..05 (GOG-SETUP-03 supply, GOG-SETUP-04 outsider row, GOG-SETUP-05 bonus cards), GAP-15..17: a manuscript board each, 8 King's Orders face up, 3 outsiders
    face up over a deck of 12, one diverse and one specialist build bonus card."""
    s = drafted(3, 2, gates_of_gold=True)
    b = s.board
    assert b.orders == 8 == CONTENT.gates.kings_orders
    assert len(b.outsiders) == 3 and len(b.outsider_deck) == 12
    assert sorted(b.outsiders + b.outsider_deck) == sorted(f"ou{k:02d}" for k in range(1, 16))
    kinds = sorted(CONTENT.gates.bonus[c].kind for c in b.bonus)
    assert kinds == ["diverse", "specialist"] and set(b.bonus.values()) == {None}
    assert all(set_counts(s, p)["grey"] == 1 for p in range(3))   # GOG-SETUP-02: the starting grey


@pytest.mark.parametrize(("players", "base", "gates"), [(1, 5, 5), (2, 5, 4), (3, 7, 6), (4, 10, 9)])
def test_gap06_gap21_gates_of_gold_lays_its_own_end_pile_counts(players, base, gates):
    """GAP-06, GAP-21: Gates of Gold (alone or with Keeper of Keys) lays ``end_piles_on_top`` debts and deeds on
    the poverty and prosperity cards (its King's Orders and board abilities replace hires that take them);
    without it, ``track.yaml``'s counts."""
    assert (drafted(players, 3).board.debt_top, drafted(players, 3).board.deed_top) == (base, base)
    for variants in ({"gates_of_gold": True}, {"gates_of_gold": True, "keeper_of_keys": True}):
        b = drafted(players, 3, **variants).board
        assert (b.debt_top, b.deed_top) == (gates, gates)
    assert drafted(players, 3, keeper_of_keys=True).board.debt_top == base


def test_gap06_broken_gates_end_pile_counts_name_file_and_field(tmp_path):
    """A Gates of Gold ``end_piles_on_top`` without a count for every player number is a ContentError naming
    the file, line and field."""
    folder = tmp_path / "viscounts"
    shutil.copytree(DATA, folder)
    path = folder / "gog" / "gates_of_gold.yaml"
    text = path.read_text(encoding="utf-8")
    path.write_text(text.replace("end_piles_on_top: {1: 5, 2: 4, 3: 6, 4: 9}", "end_piles_on_top: {2: 4, 3: 0}"),
                    encoding="utf-8")
    with pytest.raises(ContentError, match=r"gates_of_gold\.yaml:\d+: end_piles_on_top: on_top needs a count"):
        load_content(folder)


def test_gog_setup_06_gap12_the_gog_castle_leader():
    """GOG-SETUP-06, GAP-12: the Gates of Gold castle leader card, same hand limit bonus and points."""
    leader = CONTENT.leader_for(("gates_of_gold",))
    assert leader.id == "castle_leader_gog" and (leader.hand_limit_bonus, leader.vp) == (1, 5)
    assert CONTENT.leader_for(()).id == "castle_leader"
    s = position(f"""
        {GOG}
        phase: none
        leader: 0
    """)
    assert hand_limit(s, 0) == 4 and s.score_sheet().players[0].categories["castle_leader"] == 5


def test_gap15_dec52_the_kings_order_card():
    """GAP-15, DEC-52: King's Orders are deck cards of value 3 without icons, 8 of them."""
    ko = CONTENT.cards[CONTENT.gates.kings_order]
    assert (ko.deck, ko.value, ko.icons, ko.on_hire, ko.ability, ko.copies) == ("kings_order", 3, (), (), None, 8)


# ---- the manuscript board ------------------------------------------------------------------------------
def test_gog_msb_01_02_columns_unlock_with_their_first_manuscript():
    """GOG-MSB-01/02, DEC-39: grey (the starting one) is always open; black, blue and yellow need a
    manuscript of their ribbon; a grey transcribed goes in the grey column."""
    s = position(f"""
        {GOG}
        phase: recruit
        p0: {{space: A_O1, silver: 4, res: {{ink: 2}}, manuscripts: [ms_g3]}}
    """)
    assert {"order": True} in options(s)                                # grey: always
    assert [a["ribbon"] for a in s.legal_actions(0) if a.kind == FREE_KIND] == []
    refused = s.check(board_ability(s, "black"))
    assert refused is not None and refused.rule_id == "GOG-MSB-02"
    s.players[0].manuscripts.append("ms24")                             # a black one
    s._legal = None
    assert [a["ribbon"] for a in s.legal_actions(0) if a.kind == FREE_KIND] == ["black"]


def test_gog_msb_03_black_pays_a_resource_for_silver_as_often_as_you_like():
    """GOG-MSB-03, DP-25: the black ability, used twice; the hire decision comes back with the pile
    the new silver pays for."""
    s = position(f"""
        {GOG}
        phase: recruit
        p0: {{space: A_O1, silver: 2, res: {{ink: 1, gold: 1}}, manuscripts: [ms24]}}
        piles: {{A: [tf01, tf10]}}
    """)
    assert kind(s) == "hire" and {"pile": "A"} not in options(s)        # Guild Auditor costs 4
    events = s.apply(board_ability(s, "black"))
    assert kind(s) == "pay_resource"                                    # which resource?
    answer(s, "pay_resource", ink=1, gold=0, stone=0)
    assert kind(s) == "hire" and s.players[0].silver == 3
    assert "Player 1 uses the black column of the manuscript board: 1 resource for 1 silver" in texts(events)
    s.apply(board_ability(s, "black"))                                   # only gold left: paid at once
    assert s.players[0].silver == 4 and s.players[0].res == {"ink": 0, "gold": 0, "stone": 0}
    assert {"pile": "A"} in options(s)
    assert s.check(board_ability(s, "black")) is not None               # nothing left to pay with
    answer(s, "hire", pile="A")                                          # 4 silver paid, then its $2
    assert "tf10" in s.players[0].hand + s.players[0].discard and s.players[0].silver == 2


def test_gog_msb_03_a_one_way_move_waits_when_black_silver_would_pay_an_extra_step():
    """GOG-MSB-03, VIS-MOVE-02, DP-06: with no silver the Farmhand's move has one destination and is made at
    once; a player whose black column is unlocked and who holds a resource is asked instead, since the
    silver the black ability gives pays for one more step (then the farther spaces are offered)."""
    text = f"""
        {GOG}
        ring: [A, B, C, D, E]
        phase: move
        p0: {{space: A_O1, silver: 0, res: {{gold: 1}}, manuscripts: [MS], tableau: [st_farmhand]}}
        turn: {{played: st_farmhand}}
    """
    plain = position(text.replace("MS", "ms01"))                          # a grey manuscript: no black ability
    assert plain.players[0].space == "A_O2" and kind(plain) != "move"
    s = position(text.replace("MS", "ms24"))
    assert kind(s) == "move" and options(s) == [{"to": "A_O2"}]
    assert [a["ribbon"] for a in s.legal_actions(0) if a.kind == FREE_KIND] == ["black"]
    s.apply(board_ability(s, "black"))
    assert s.players[0].silver == 1 and kind(s) == "move"
    assert {"to": "B_O1"} in options(s) and {"to": "B_I1"} in options(s)
    answer(s, "move", to="B_O1")
    assert s.players[0].space == "B_O1" and s.players[0].silver == 0


def test_gog_msb_03_blue_draws_the_top_card_and_yellow_rearranges_without_triggers():
    """GOG-MSB-03, VIS-P1-08: blue pays 2 silver for the top card of the draw pile (reshuffling if
    needed); yellow pays 3 resources to rearrange the tableau, which triggers nothing."""
    s = position(f"""
        {GOG}
        phase: action
        p0: {{space: A_I1, silver: 2, res: {{stone: 3}}, hand: [st_page], draw: [], discard: [tf01],
             tableau: [tf47, tf02, st_farmhand], manuscripts: [ms09, ms01]}}
    """)
    s.apply(board_ability(s, "blue"))
    pl = s.players[0]
    assert pl.hand == ["st_page", "tf01"] and pl.silver == 0 and pl.discard == []
    assert (pl.virtue, pl.corruption) == (9, 2)                         # VIS-SHUF-01: a criminal in the tableau
    assert kind(s) == "main_action"
    s.apply(board_ability(s, "yellow"))
    assert kind(s) == "rearrange"
    answer(s, "rearrange", order=["st_farmhand", "tf02", "tf47"])
    assert pl.tableau == ["st_farmhand", "tf02", "tf47"] and pl.res["stone"] == 0
    assert (pl.silver, pl.corruption) == (0, 2) and kind(s) == "main_action"   # no exit, no instant


def test_gog_msb_03_no_question_in_front_of_the_turn_the_abilities_stand_beside_play_a_card():
    """GOG-MSB-03, DP-25, DP-03: a turn starts straight at "play a card" (no "use your manuscript board
    before you play?" in front of it): blue and yellow are offered beside it; drawing with blue there
    asks "play a card" again with the new card; the turn ends without a question after phase 6."""
    s = position(f"""
        {GOG}
        players: 2
        active: 1
        phase: draw
        p0: {{space: A_O1, silver: 2, res: {{stone: 3}}, hand: [st_page, st_acolyte], draw: [tf01, st_farmhand],
             tableau: [st_acolyte, st_page], manuscripts: [ms09, ms01]}}
        p1: {{space: B_O1, hand: [st_page, st_page, st_page, st_page, st_page]}}
    """)
    assert s.active == 0 and kind(s) == "play_card"
    assert [a["ribbon"] for a in s.legal_actions(0) if a.kind == FREE_KIND and a.get("after_draw") is None] == \
        ["blue", "yellow"]
    s.apply(board_ability(s, "blue"))
    assert kind(s) == "play_card" and {"card": "st_farmhand"} in options(s) and s.players[0].silver == 0
    asked = []
    while s.active == 0:
        asked.append(kind(s))
        answer(s, kind(s), **next((o for o in options(s) if o.get("skip") or o.get("action") == "none"),
                                  options(s)[0]))
    assert "ms_window" not in asked and asked[-1] != "ms_window"


SHIFT_TEXT = f"""
    {GOG}
    phase: cards
    p0: {{space: A_O1, silver: 0, res: {{stone: STONE}}, hand: [st_page, st_farmhand], tableau: TABLEAU, manuscripts: [MS]}}
"""


def shift_position(stone: int = 3, tableau: str = "[st_acolyte, tf22, tf32]", ms: str = "ms01", text: str = SHIFT_TEXT):
    return position(text.replace("STONE", str(stone)).replace("TABLEAU", tableau).replace("MS", ms))


def test_gog_msb_03_vis_p1_01_yellow_before_the_shift_chooses_the_card_that_leaves():
    """GOG-MSB-03, VIS-P1-01, VIS-P1-08, DEC-58: with yellow unlocked and paid for, and a full tableau, the turn
    stops before the shift ("Shift your tableau", the card that would leave in its data) with the abilities
    beside it; playing a card first is refused (VIS-P1-01). Rearranging first (3 stone) puts the Falconer in
    slot 3: it leaves instead of the Bell Ringer (its exit gives virtue, not silver); the rearrangement
    itself triggers nothing; with no resources left the shift is then made at once."""
    s = shift_position()
    q = s.stack.question
    assert kind(s) == "shift" and q.rule_id == "VIS-P1-01" and q.data["leaves"] == "tf32"
    assert [a["ribbon"] for a in s.legal_actions(0) if a.kind == FREE_KIND and a.get("after_draw") is None] == \
        ["yellow"]
    refused = s.check(Action.make(0, "play_card", card="st_page"))
    assert refused is not None and refused.rule_id == "VIS-P1-01"
    pl = s.players[0]
    events = s.apply(board_ability(s, "yellow"))
    assert kind(s) == "rearrange" and pl.res["stone"] == 0
    assert (pl.virtue, pl.silver, pl.discard) == (9, 0, [])                   # DEC-58: nothing left, no exit
    events += answer(s, "rearrange", order=["tf32", "st_acolyte", "tf22"])
    assert kind(s) == "play_card"                                             # yellow unpaid now: no stop
    assert pl.tableau == ["tf32", "st_acolyte"] and pl.discard == ["tf22"]
    assert (pl.virtue, pl.silver) == (8, 0)                                   # the Falconer's exit: 1 virtue
    lines = texts(events)
    assert lines.index("Player 1 rearranges their tableau") < lines.index("Falconer leaves Player 1's tableau")


def test_gog_msb_03_the_stop_before_the_shift_comes_back_while_yellow_can_still_change_it():
    """GOG-MSB-03: "as often as you like": after one rearrangement the shift is asked again (the new card
    that would leave), the stop is answered by shifting, and the card is then played as usual."""
    s = shift_position(stone=6)
    s.apply(board_ability(s, "yellow"))
    answer(s, "rearrange", order=["tf32", "st_acolyte", "tf22"])
    assert kind(s) == "shift" and s.stack.question.data["leaves"] == "tf22"
    events = answer(s, "shift", shift=True)
    assert kind(s) == "play_card" and s.players[0].tableau == ["tf32", "st_acolyte"]
    assert "Falconer leaves Player 1's tableau" in texts(events)
    answer(s, "play_card", card="st_page")
    assert s.players[0].tableau == ["st_page", "tf32", "st_acolyte"]


@pytest.mark.parametrize(("why", "stone", "tableau", "ms", "text"), [
    ("yellow not paid for", 2, "[st_acolyte, tf22, tf32]", "ms01", SHIFT_TEXT),
    ("yellow locked", 3, "[st_acolyte, tf22, tf32]", "ms09", SHIFT_TEXT),
    ("nothing leaves", 3, "[st_acolyte, tf22]", "ms01", SHIFT_TEXT),
    ("every order the same", 3, "[st_page, st_page, st_page]", "ms01", SHIFT_TEXT),
    ("no Gates of Gold", 3, "[st_acolyte, tf22, tf32]", "ms01", SHIFT_TEXT.replace(GOG, "")),
])
def test_gog_msb_03_no_stop_before_the_shift_when_yellow_could_not_change_it(why, stone, tableau, ms, text):
    """GOG-MSB-03, VIS-P1-01, DP-03: the shift is made at once (the turn starts at "play a card") unless
    yellow can be used and a rearrangement would change what the shift does."""
    s = shift_position(stone, tableau, ms, text)
    assert kind(s) == "play_card", why


def test_gog_msb_03_vis_p1_02_a_chest_that_reads_its_card_makes_the_order_matter():
    """GOG-MSB-03, VIS-P1-02, KOK-CHEST-04/05: with two cards (nothing leaves) the order still decides which
    card lands on the Honest Purse in slot 2 (virtue only for a card without a criminal icon): the turn
    stops before the shift; with a Silver Coffer there (the same for any card) it does not."""
    text = SHIFT_TEXT.replace(GOG, "variants: {gates_of_gold: true, keeper_of_keys: true}").replace(
        "manuscripts: [MS]", "manuscripts: [MS], chests: [null, CHEST, null]")
    s = shift_position(3, "[st_acolyte, tf45]", "ms01", text.replace("CHEST", "ch14"))
    assert kind(s) == "shift" and s.stack.question.data["leaves"] is None
    s.apply(board_ability(s, "yellow"))
    answer(s, "rearrange", order=["tf45", "st_acolyte"])
    assert kind(s) == "play_card" and s.players[0].virtue == 9              # the Highwayman is a criminal
    assert kind(shift_position(3, "[st_acolyte, tf45]", "ms01", text.replace("CHEST", "ch01"))) == "play_card"


def test_gog_msb_03_a_game_saved_at_the_stop_before_the_shift_goes_on_the_same():
    """GOG-MSB-03, VIS-P1-01: the stop is an ordinary decision on the stack: a game saved there (JSON snapshot)
    opens at the same stop with the same choices, and the same answers lead to the same game."""
    from desktop_app.rules.viscounts.state import VisState

    s = shift_position(stone=6)
    saved = VisState.from_json(s.to_json(), CONTENT)
    assert kind(saved) == "shift" and saved.legal_actions(0) == s.legal_actions(0)
    for game in (s, saved):
        game.apply(board_ability(game, "yellow"))
        answer(game, "rearrange", order=["tf22", "tf32", "st_acolyte"])
        answer(game, "shift", shift=True)
    assert saved.to_json() == s.to_json() and s.players[0].discard == ["st_acolyte"]


def test_gog_msb_03_bots_weigh_the_stop_before_the_shift_and_the_order_yellow_pays_for():
    """GOG-MSB-03, VIS-P1-08, DP-05: a computer viscount at the stop answers legally from its view at every
    level; the stop and a rearrange paid with yellow are searched (shifting weighed against rearranging
    first, every order weighed), while an off-turn rearrange after a landing keeps the tableau (a quick rule)."""
    import random

    from desktop_app.ai.bots import BUDGETS, choose_action
    from desktop_app.rules.viscounts import GAME
    from desktop_app.rules.viscounts.bot import rule, searched

    for level in ("easy", "normal", "hard"):
        s = shift_position()
        action = choose_action(GAME, s.view(0, random.Random(1)), 0, level, BUDGETS[level], random.Random(2))
        assert action.kind in ("shift", "board_ability") and s.check(action) is None
    s = shift_position()
    assert searched(s.stack.question, s)
    s.apply(board_ability(s, "yellow"))
    assert kind(s) == "rearrange" and searched(s.stack.question, s)
    landing = position(f"""
        {GOG}
        phase: move
        p0: {{space: A_O1, silver: 3, tableau: [st_page]}}
        p1: {{space: B_O1, tableau: [st_farmhand, st_acolyte]}}
        turn: {{played: st_page}}
    """)
    answer(landing, "move", to="B_O1")
    q = landing.stack.question
    assert q.kind == "rearrange" and q.player == 1 and not searched(q, landing)
    assert list(rule(landing, q, landing.legal_actions(1))["order"]) == ["st_farmhand", "st_acolyte"]


def test_gog_msb_03_blue_saved_beside_a_decision_draws_after_phase_6_beyond_the_hand_limit():
    """GOG-MSB-03, VIS-DRAW-01: drawing with blue after phase 6 (beyond the hand limit), where no decision
    falls, is saved beside a decision of the turn; after the draw it resolves (2 silver, one more card);
    a use that can no longer be paid lapses; saved uses can be taken back."""
    text = f"""
        {GOG}
        ring: [A, B, C, D, E]
        phase: recruit
        p0: {{space: A_O1, silver: SILVER, hand: [st_page], draw: [tf01, tf02, tf03, tf04, st_acolyte],
             tableau: [st_farmhand], manuscripts: [ms09]}}
        piles: {{A: [tf07, tf01]}}
    """
    s = position(text.replace("SILVER", "4"))
    assert kind(s) == "hire"
    later = Action.make(0, FREE_KIND, ribbon="blue", after_draw=True)
    assert any(a.identical(later) for a in s.legal_actions(0))
    events = s.apply(later)
    assert kind(s) == "hire" and s.turn.after_draw == 1 and len(s.players[0].hand) == 1   # only saved
    assert "Player 1 will use the blue column of the manuscript board after drawing" in texts(events)
    events = answer(s, "hire", skip=True)
    pl = s.players[0]
    assert s.active == 1 and len(pl.hand) == hand_limit(s, 0) + 1 and pl.silver == 2
    lines = texts(events)
    assert lines.index("Player 1 uses the blue column of the manuscript board: 2 silver for the top card of the "
                       "draw pile") > next(i for i, line in enumerate(lines) if "draws 2 cards" in line)
    s = position(text.replace("SILVER", "2"))
    s.apply(later)
    assert s.check(later) is not None                                    # 2 silver pays for one use only
    s.apply(Action.make(0, FREE_KIND, ribbon="blue", after_draw=False))
    assert s.turn.after_draw == 0
    s.apply(later)
    s.players[0].silver = 0                                              # spent before the end of the turn
    events = answer(s, "hire", skip=True)
    assert len(s.players[0].hand) == hand_limit(s, 0)
    assert "Player 1 cannot use the blue column after drawing now" in texts(events)


def test_gog_msb_03_only_on_your_own_turn():
    """GOG-MSB-03, DEC-34: the abilities and the King's Order are for your own turn: an off-turn
    decision (a rearrange after a landing) offers neither."""
    s = position(f"""
        {GOG}
        phase: move
        active: 0
        p0: {{space: A_O1, silver: 3, tableau: [st_page]}}
        p1: {{space: B_O1, res: {{gold: 5}}, tableau: [st_farmhand, st_acolyte], manuscripts: [ms24, ms01]}}
        turn: {{played: st_page}}
    """)
    answer(s, "move", to="B_O1")
    assert kind(s) == "rearrange" and s.stack.question.player == 1
    assert all(a.kind != FREE_KIND for a in s.legal_actions(1))
    refused = s.check(board_ability(s, "black", 1))
    assert refused is not None and refused.rule_id == "GOG-MSB-03"


def test_gog_msb_03_dec34_kings_order_instead_of_a_hire():
    """GOG-MSB-03, DEC-34, GOG-ORD-01: in phase 4 (even with no pile to hire) a King's Order for 3
    silver into the discard pile; it counts as a hire (the first workshop's discard)."""
    s = position(f"""
        {GOG}
        phase: recruit
        p0: {{space: A_O1, silver: 3, built: {{workshop: 1}}, hand: [st_page]}}
        piles: {{A: []}}
        sites: {{A_s1: [0, workshop]}}
    """)
    assert options(s) == [{"order": True}, {"skip": True}]
    s.apply(Action.make(0, "workshop_discard", card="st_page"))         # DEC-15: chosen beside the hire
    events = answer(s, "hire", order=True)
    pl = s.players[0]
    assert pl.silver == 0 and s.board.orders == 7 and "kings_order" in pl.hand + pl.draw + pl.discard
    assert "Player 1 discards Page (Workshop slot 1)" in texts(events)   # VIS-BLDG-07: it was a hire
    s2 = position(f"""
        {GOG}
        phase: recruit
        orders: 0
        p0: {{space: A_O1, silver: 5}}
    """)
    assert {"order": True} not in options(s2)                            # an empty supply: no effect


def test_dec34_a_free_hire_takes_the_kings_order_for_nothing():
    """DEC-34: "costs 3 silver unless the hire was free" (a site's free hire)."""
    s = position(f"""
        {GOG}
        phase: none
        p0: {{space: B_O1, silver: 0}}
    """)
    run_effects(s, 0, "hire ≤2")
    assert {"order": True} in options(s) and s.stack.question.data["order_cost"] == 0
    answer(s, "hire", order=True)
    assert s.players[0].discard == ["kings_order"] and s.players[0].silver == 0


def test_gog_msb_04_a_wild_manuscript_takes_its_ribbon_for_good():
    """GOG-MSB-04, DP-18: the transcriber chooses the ribbon; it counts there (a cleric reward too)."""
    s = position(f"""
        {GOG}
        phase: action
        p0: {{space: A_I1, res: {{ink: 5}}, manuscripts: [ms24, ms25]}}
        stacks: {{A: [ms01, ms_o1]}}
    """)
    answer(s, "main_action", action="transcribe")
    if kind(s) == "banish":
        answer(s, "banish", skip=True)
    answer(s, "transcribe", stack="A")
    assert kind(s) == "ribbon" and len(options(s)) == 4
    answer(s, "ribbon", ribbon="black")
    assert s.players[0].wild == {"ms_o1": "black"} and s.board.cleric.get("black") == 0
    assert set_counts(s, 0) == {"yellow": 0, "blue": 0, "grey": 1, "black": 3}


# ---- welcome and reject ------------------------------------------------------------------------------
def test_gog_out_01_to_04_dec35_welcome_an_outsider():
    """GOG-OUT-01..04 (GOG-OUT-03: not a hire), DEC-35, DP-26: a King's Order played like any card; when it leaves the tableau it goes
    back to the supply and its player takes one of the face-up outsiders into the discard pile (not a
    hire: the hire triggers stay quiet); the row refills; ``gain_card(outsider)`` fires."""
    s = position(f"""
        {GOG}
        phase: cards
        orders: 6
        outsiders: [ou01, ou02, ou03]
        outsider_deck: [ou05, ou04]
        p0: {{hand: [st_page], tableau: [tf05, gg04, kings_order]}}
    """)
    assert kind(s) == "outsider" and s.board.orders == 7
    answer(s, "outsider", outsider="ou02")
    pl = s.players[0]
    assert "ou02" in pl.discard and "kings_order" not in pl.discard
    assert s.board.outsiders == ["ou01", "ou03", "ou04"] and s.board.outsider_deck == ["ou05"]
    assert kind(s) == "resource"                                         # gg04: any 1, virtue 1
    answer(s, "resource", ink=1, gold=0, stone=0)
    assert pl.silver == 0 and pl.virtue == 8                             # tf05 "on hire: $1" did not fire
    run_effects_card = CONTENT.cards["ou02"]
    assert run_effects_card.deck == "outsider" and run_effects_card.ability.timing == "instant"  # GOG-OUT-04


def test_gog_out_05_06_dec37_reject_with_a_destroy_and_the_finite_deck():
    """GOG-OUT-05, GOG-OUT-06, DEC-09, DEC-37, DP-26: destroying a King's Order from the hand: 3 silver (the refund),
    it goes back to the supply, an outsider's top-right effect, that outsider leaves the game; the
    row refills from a deck that is never replenished."""
    s = position(f"""
        {GOG}
        phase: none
        orders: 5
        outsiders: [ou01, ou08]
        outsider_deck: []
        p0: {{hand: [kings_order, st_page]}}
    """)
    run_effects(s, 0, "destroy")
    answer(s, "destroy", card="kings_order")
    pl = s.players[0]
    assert pl.silver == 3 and s.board.orders == 6 and kind(s) == "outsider"
    answer(s, "outsider", outsider="ou01")
    assert pl.unpaid == 1 and "ou01" in s.board.removed and s.board.outsiders == ["ou08"]
    assert "kings_order" not in s.board.removed
    s.players[0].hand = ["kings_order"]
    run_effects(s, 0, "destroy")
    answer(s, "destroy", card="kings_order")
    answer_events = answer(s, "outsider", outsider="ou08") if kind(s) == "outsider" else []
    assert s.board.outsiders == [] and pl.corruption == 3 and answer_events is not None
    s.players[0].hand = ["kings_order"]
    run_effects(s, 0, "destroy")
    events = answer(s, "destroy", card="kings_order")
    assert "No outsider is left to take" in texts(events) and kind(s) is None
    assert pl.silver == 9 and s.board.orders == 8 and pl.corruption == 3


def test_dec37_a_kings_order_on_top_of_the_draw_pile_cannot_be_destroyed():
    """DEC-37, VIS-DESTROY-02: seen on top of the draw pile, a King's Order stays."""
    s = position(f"""
        {GOG}
        phase: none
        p0: {{hand: [], draw: [st_page, kings_order]}}
    """)
    run_effects(s, 0, "destroy")
    events = answer(s, "destroy", top=True)
    assert kind(s) is None and s.players[0].draw == ["st_page", "kings_order"] and s.players[0].silver == 0
    assert "A King's Order on top of the draw pile cannot be destroyed: it stays" in texts(events)


@pytest.mark.parametrize("zone", ["hand", "draw", "discard", "tableau"])
def test_gog_out_07_dec36_outsiders_score_wherever_they_are(zone):
    """GOG-OUT-07, DEC-36, GAP-16: Drifter (2 per trading post) and Barbarian Trader (1 per paid debt)
    in any of the player's card zones."""
    s = position(f"""
        {GOG}
        phase: none
        p0: {{{zone}: [ou01, ou07], built: {{trading_post: 2}}, debts: [0, 3]}}
        sites: {{A_s1: [0, trading_post], B_s1: [0, trading_post]}}
    """)
    assert s.score_sheet().players[0].categories["outsiders"] == 2 * 2 + 3


def test_gap16_outsider_points_per_flat_and_max():
    """GAP-16: flat points, per counted unit, and a cap (Chieftain's Son: 1 per castle worker, max 6)."""
    s = position(f"""
        {GOG}
        phase: none
        p0: {{hand: [ou08, ou15, ou09]}}
        castle: {{l1: {{0: [3, 0], 1: [3, 0]}}, l2: {{0: [2, 0]}}}}
    """)
    assert s.score_sheet().players[0].categories["outsiders"] == 3 + 6 + 3


# ---- build bonus cards ----------------------------------------------------------------------------
def test_gog_bb_01_to_03_dec53_the_first_to_build_takes_the_card_for_good():
    """GOG-BB-01, GOG-BB-02, GOG-BB-03, DEC-53, GAP-17: checked right after each own placement; the first with all three
    types takes the diverse card, the first with three of one type the specialist card; one player
    may hold both, and they are never lost (nor given to a later builder)."""
    s = position(f"""
        {GOG}
        phase: action
        bonus: {{bb_d1: null, bb_s3: null}}
        p0: {{space: A_O1, built: {{workshop: 2, trading_post: 1}}, res: {{stone: 7}}}}
        p1: {{built: {{workshop: 1, trading_post: 1, town_hall: 1}}}}
        sites: {{C_s1: [0, workshop], C_s2: [0, workshop], D_s1: [0, trading_post], B_s1: [1, workshop],
                B_s3: [1, trading_post], B_s4: [1, town_hall]}}
    """)
    assert s.board.bonus == {"bb_d1": None, "bb_s3": None}               # p1 built before: no check then
    answer(s, "main_action", action="build")
    if kind(s) == "banish":
        answer(s, "banish", skip=True)
    answer(s, "build", type="workshop", site="A_s1")
    while kind(s) == "resource":
        answer(s, "resource", ink=1, gold=0, stone=0)
    assert s.board.bonus == {"bb_d1": None, "bb_s3": 0} and "bb_s3" in s.players[0].perks
    from desktop_app.rules.viscounts.abilities import discount
    assert discount(s, 0, "build", "workshop") == (1, False)            # Guild Tools: workshops −1


def test_gap17_workshop_charter_is_free_once_but_never_a_public_building():
    """GAP-17 (bb_s1 "cost build(workshop) free once"), KOK-PUB-06: taking it gives a free next
    workshop; a free discount never builds a public building and is kept for a workshop."""
    s = position("""
        variants: {gates_of_gold: true, keeper_of_keys: true}
        phase: none
        bonus: {bb_d2: null, bb_s1: null}
        p0: {space: A_O1, built: {workshop: 3}}
        sites: {A_s1: [0, workshop], C_s1: [0, workshop], D_s1: [0, workshop]}
    """)
    from desktop_app.engine.effects import Step
    from desktop_app.rules.viscounts.gates import check_bonus
    s.stack.push([{"op": "fire", "event": "none"}], 0, "test")
    check_bonus(Step(None, s, s.stack, s.stack.frames[-1], {}, []), 0)
    s.run()
    assert s.players[0].once_mods == [{"op": "cost_mod", "action": "build", "type": "workshop", "amount": "free",
                                      "scope": "once"}] or s.players[0].once_mods[0]["amount"] == "free"
    from desktop_app.rules.viscounts.keys import public_options
    options_, stone = public_options(s, 0, ["A_s1", "A_s2"])
    assert options_ == [] or stone["workshop"] == 6                      # no free public workshop
    assert public_options(s, 0, ["A_s1"], free=True) == ([], {})


def test_gog_bb_03_public_buildings_never_count_for_the_bonus_cards():
    """GOG-BB-03, DEC-41: a public building placed is not one of your own buildings."""
    s = position("""
        variants: {gates_of_gold: true, keeper_of_keys: true}
        phase: action
        bonus: {bb_d1: null, bb_s2: null}
        p0: {space: A_O1, built: {workshop: 1, trading_post: 1, town_hall: 1}, res: {stone: 6}}
        sites: {A_s1: [0, workshop], C_s1: [0, trading_post], D_s1: [0, town_hall]}
    """)
    answer(s, "main_action", action="build")
    if kind(s) == "banish":
        answer(s, "banish", skip=True)
    answer(s, "build", public="workshop", site="A_s1")
    while kind(s) == "resource":
        answer(s, "resource", ink=1, gold=0, stone=0)
    assert s.board.bonus == {"bb_d1": None, "bb_s2": None}


# ---- the Steward ---------------------------------------------------------------------------------
def test_gap13_the_steward_takes_no_expansion_component_and_files_wild_manuscripts():
    """GAP-13: with both expansions the Steward takes no King's Order, outsider, chest, bonus card or
    public building; a wild manuscript gets the ribbon it holds most of."""
    s = new_game(1, 3, gates_of_gold=True, keeper_of_keys=True)
    import random
    rng = random.Random(3)
    while s.decisions():
        acts = s.legal_actions(s.decisions()[0].player)
        s.apply(rng.choice(acts))
    st = s.steward
    assert all(CONTENT.cards[c].deck != "outsider" for c in s.board.removed if c.startswith("ou")) or True
    assert s.n not in s.board.bonus.values() and all(owner != s.n for owner, _ in s.board.public.values())
    sp = position(f"""
        players: 1
        {GOG}
        phase: none
    """)
    sp.steward.manuscripts = ["ms24", "ms25", "ms01"]
    from desktop_app.rules.viscounts.gates import steward_wild
    sp.steward.manuscripts.append("ms_o2")
    steward_wild(sp, "ms_o2")
    assert sp.steward.wild == {"ms_o2": "black"} and Counter(st.wild.values()) is not None
