"""The turn: phases 1, 2, 4 and 6 and the reshuffle (viscounts.md VIS-TURN, VIS-P1, VIS-MOVE,
VIS-HIRE, VIS-DRAW, VIS-SHUF, DEC-01, DEC-05, DEC-06, DEC-15, DEC-23, DEC-46, DEC-58)."""

from __future__ import annotations

import random

from desktop_app.engine.action import Action
from desktop_app.rules.viscounts.turn import PHASES, TURN
from desktop_app.rules.viscounts.workshop import FREE_KIND as WORKSHOP
from tests.viscounts.fixtures import answer, kind, options, position, run_effects, texts

HIRE = [{"op": "hire", "mode": "pay", "from": "adjacent"}]


def test_vis_turn_02_the_six_phases_in_order():
    """VIS-TURN-02: cards, movement, main action, recruit, collision, draw; then the next player."""
    assert [name for name, _ in PHASES] == ["cards", "move", "action", "recruit", "collision", "draw"]
    assert [s["phase"] for s in TURN if s["op"] == "phase"] == [name for name, _ in PHASES]
    assert TURN[-1] == {"op": "next_turn"}


def test_vis_p1_shift_exit_play_and_instant():
    """VIS-P1-01, VIS-P1-03, VIS-P1-06: shift right, the slot-3 card exits (its exit ability), play into slot 1, instant."""
    s = position("""
        phase: cards
        p0: {hand: [tf01, st_page], tableau: [st_farmhand, st_acolyte, tf02], silver: 0}
    """)
    assert kind(s) == "resource"  # tf02's exit: any 1 — before the card is played
    answer(s, "resource", ink=1, gold=0, stone=0)
    assert s.players[0].discard == ["tf02"] and s.players[0].tableau == ["st_farmhand", "st_acolyte"]
    assert kind(s) == "play_card" and s.decisions()[0].hidden
    events = answer(s, "play_card", card="tf01")
    pl = s.players[0]
    assert pl.tableau == ["tf01", "st_farmhand", "st_acolyte"] and pl.hand == ["st_page"]  # VIS-P1-07: 3 cards
    assert pl.silver == 1 and "Player 1 gains 1 silver (Lamplighter, instant)" in texts(events)


def test_dec01_tableau_fills_over_the_first_turns():
    """DEC-01, VIS-P1-07: an empty tableau takes cards without an exit until it holds 3."""
    s = position("""
        phase: cards
        p0: {hand: [st_page, st_farmhand], tableau: [st_acolyte]}
    """)
    answer(s, "play_card", card="st_page")
    assert s.players[0].tableau == ["st_page", "st_acolyte"] and s.players[0].discard == []


def test_vis_p1_05_criminal_corruption_counts_every_criminal_icon():
    """VIS-P1-05: a criminal card costs 1 corruption per criminal icon on the board, then its instant."""
    s = position("""
        phase: cards
        p0: {hand: [tf47], tableau: [tf43, tf44, st_page]}
    """)
    pl = s.players[0]  # one card in hand: played at once (one option is answered automatically, §12)
    assert pl.tableau == ["tf47", "tf43", "tf44"]
    assert pl.corruption == 1 + 3 and pl.silver == 2   # Pickpocket + Fence + Smuggler; then Pickpocket's $2


def test_vis_p1_04_empty_hand_plays_the_top_card_with_a_reshuffle():
    """VIS-P1-04, VIS-SHUF-01: no hand card: the top of the draw pile, reshuffling first if needed."""
    s = position("""
        phase: cards
        p0: {hand: [], draw: [], discard: [st_page], tableau: [tf43, st_farmhand]}
    """)
    pl = s.players[0]
    assert pl.tableau[0] == "st_page" and pl.discard == []
    assert pl.corruption == 2  # the reshuffle with a criminal (Fence) on the tableau: 1 corruption


def test_vis_p1_03_04_a_played_card_is_revealed_by_its_event():
    """VIS-P1-03, VIS-P1-04, §0 hidden information: the played card was hidden (in the hand, or on top of
    the draw pile with an empty hand) and is now face up, so its event reveals (the undo barrier is the
    reveal, not only a secret choice made; without the reveal, an automatic play of the top card would be
    no barrier at all)."""
    s = position("""
        phase: cards
        p0: {hand: [st_page, st_acolyte], draw: [st_farmhand], tableau: []}
    """)
    events = answer(s, "play_card", card="st_acolyte")
    played = next(e for e in events if e.kind == "card_played")
    assert played.reveals and played.rule_id == "VIS-P1-03"
    s = position("""
        active: 1
        phase: none
        p0: {hand: [], draw: [st_page, st_farmhand], tableau: []}
    """)
    s.stack.push([{"op": "next_turn"}], 1, "turn")                      # the second player's turn ends: the first's begins
    events = s.run()
    played = next(e for e in events if e.kind == "card_played")
    assert played.reveals and played.rule_id == "VIS-P1-04" and s.players[0].tableau == ["st_farmhand"]


def test_vis_p1_08_dec58_rearranging_triggers_nothing():
    """VIS-P1-08, DEC-58: a rearrange only changes the order (no instant, exit or collision)."""
    s = position("""
        phase: none
        p0: {tableau: [tf01, tf02, tf47]}
    """)
    from tests.viscounts.fixtures import run_effects
    run_effects(s, 0, "rearrange")
    assert kind(s) == "rearrange" and len(options(s)) == 6 and options(s)[0] == {"order": ["tf01", "tf02", "tf47"]}
    answer(s, "rearrange", order=["tf47", "tf02", "tf01"])
    pl = s.players[0]
    assert pl.tableau == ["tf47", "tf02", "tf01"] and (pl.silver, pl.corruption) == (0, 1)


def test_vis_move_01_02_03_exact_steps_paid_steps_and_forks():
    """VIS-MOVE-01..03, DEC-05: at least the card's value, 1 silver per extra step, forks branch."""
    s = position("""
        ring: [A, B, C, D, E]
        phase: move
        p0: {space: A_O1, tableau: [st_page], silver: 2}
        turn: {played: st_page}
    """)
    d = s.decisions()[0]
    assert d.kind == "move" and d.rule_id == "VIS-MOVE-01"
    costs = d.context["costs"]
    assert costs["B_O1"] == 0 and costs["B_I1"] == 0           # 2 steps: A_O2, then the fork
    assert costs["B_O2"] == 1 and costs["C_I1"] == 2 and "C_O2" not in [o["to"] for o in options(s)]
    assert costs["A_O2"] == 11 - 2                             # 1 step is too few: only a lap reaches it
    answer(s, "move", to="C_I1")
    assert s.players[0].space == "C_I1" and s.players[0].silver == 0


def test_vis_move_02_dec06_first_trading_post_gives_a_free_step():
    """VIS-BLDG-01, DEC-06: one free extra step, which may be declined."""
    s = position("""
        ring: [A, B, C, D, E]
        phase: move
        p0: {space: A_O1, tableau: [st_farmhand], built: {trading_post: 1}}
        turn: {played: st_farmhand}
    """)
    costs = s.decisions()[0].context["costs"]
    assert costs["A_O2"] == 0 and costs["B_O1"] == 0 and costs["B_I1"] == 0


def test_vis_move_04_a_full_lap_is_allowed_and_dec05_value_0_stays():
    """VIS-MOVE-04: 10 steps bring you back; DEC-05: value 0 (no card) means no compulsory move."""
    s = position("""
        ring: [A, B, C, D, E]
        phase: move
        p0: {space: A_O1, silver: 20}
        turn: {played: null}
    """)
    costs = s.decisions()[0].context["costs"]
    assert costs["A_O1"] == 0 and costs["E_I2"] == 9


def test_vis_move_05_dec46_an_opponent_on_the_landing_space_may_rearrange():
    """VIS-MOVE-05, DEC-46: the opponent on your landing space may rearrange (off-turn, optional)."""
    s = position("""
        ring: [A, B, C, D, E]
        players: 3
        phase: move
        p0: {space: A_O1, tableau: [st_farmhand]}
        p1: {space: A_O2, tableau: [tf01, tf02]}
        p2: {space: A_O2, tableau: [tf03]}
        turn: {played: st_farmhand}
    """)
    assert s.players[0].space == "A_O2"  # the only reachable space: moved at once
    q = s.stack.question
    assert q.kind == "rearrange" and q.player == 1 and q.rule_id == "VIS-MOVE-05"
    answer(s, "rearrange", order=["tf02", "tf01"])
    assert s.players[1].tableau == ["tf02", "tf01"]
    assert s.stack.question.player == 0 and kind(s) == "main_action"  # p2 has one card: nothing to reorder


def test_vis_hire_01_02_03_hire_an_adjacent_top_card():
    """VIS-HIRE-01..03: pay its value, the card to the discard pile, its top-right effect; printed
    cards and other piles are not offered."""
    s = position("""
        phase: recruit
        ring: [A, B, C, D, E]
        p0: {space: A_O1, silver: 5, draw: [st_page, st_page, st_page]}
        piles: {A: [tf07, tf03], B: []}
    """)
    assert options(s) == [{"pile": "A"}, {"skip": True}]
    events = answer(s, "hire", pile="A")
    pl = s.players[0]
    assert pl.discard == ["tf03"] and pl.silver == 5 - 2 + 3 and pl.unpaid == 1
    assert any(e.reveals for e in events) and s.board.piles["A"] == ["tf07"]


def test_vis_hire_04_dec15_first_workshop_discards_on_every_hire():
    """VIS-BLDG-07, VIS-HIRE-04, DEC-15 (GAP-20), DP-20: with the first workshop a hire lets you discard a hand
    card or the top of the draw pile (not a destroy). The discard is offered beside the hire decision (a
    free action that only notes it) and done when the hire's triggers come; no question follows the hire."""
    text = """
        phase: none
        ring: [A, B, C, D, E]
        p0: {space: A_O1, silver: 5, built: {workshop: 1}, hand: [st_page], draw: [st_acolyte, st_page, st_page]}
        piles: {A: [tf07, tf01]}
    """
    s = position(text)
    run_effects(s, 0, HIRE)
    beside = [dict(a.params) for a in s.legal_actions(0) if a.kind == WORKSHOP]
    assert beside == [{"card": "st_page"}, {"top": True}]
    s.apply(Action.make(0, WORKSHOP, card="st_page"))
    assert kind(s) == "hire" and s.players[0].hand == ["st_page"]       # only noted: still the hire decision
    assert [dict(a.params) for a in s.legal_actions(0) if a.kind == WORKSHOP] == [{"keep": True}]
    events = answer(s, "hire", pile="A")
    assert s.players[0].discard == ["tf01", "st_page"] and s.players[0].silver == 5 - 1 + 1
    assert "Player 1 discards Page (Workshop slot 1)" in texts(events) and kind(s) != "discard"
    assert next(e for e in events if e.kind == "discarded").reveals      # the hand card is now face up
    s = position(text)                                                   # nothing chosen: nothing discarded, not asked
    run_effects(s, 0, HIRE)
    answer(s, "hire", pile="A")
    assert s.players[0].discard == ["tf01"] and s.players[0].hand == ["st_page"] and kind(s) != "discard"


def test_dec15_the_workshop_discard_lapses_without_a_hire_and_is_secret():
    """DEC-15, DP-20: a discard chosen beside the hire lapses when you do not hire (and can be taken back);
    another player's view does not hold it; without the first workshop nothing is offered."""
    s = position("""
        phase: none
        ring: [A, B, C, D, E]
        p0: {space: A_O1, silver: 5, built: {workshop: 1}, hand: [st_page, tf02], draw: [st_acolyte]}
        piles: {A: [tf07, tf01]}
    """)
    run_effects(s, 0, HIRE)
    s.apply(Action.make(0, WORKSHOP, top=True))
    assert s.turn.discards == {"0": {"top": True}}
    assert s.view(1, random.Random(1)).turn.discards == {} and s.view(0, random.Random(1)).turn.discards == s.turn.discards
    s.apply(Action.make(0, WORKSHOP, keep=True))
    assert s.turn.discards == {}
    s.apply(Action.make(0, WORKSHOP, card="tf02"))
    answer(s, "hire", skip=True)
    assert s.turn.discards == {} and sorted(s.players[0].hand) == ["st_page", "tf02"]
    refused = s.check(Action.make(0, WORKSHOP, card="st_page"))
    assert refused is not None and refused.rule_id == "DEC-15"
    plain = position("""
        phase: recruit
        ring: [A, B, C, D, E]
        p0: {space: A_O1, silver: 5, hand: [st_page], draw: [st_acolyte]}
        piles: {A: [tf07, tf01]}
    """)
    assert kind(plain) == "hire" and not [a for a in plain.legal_actions(0) if a.kind == WORKSHOP]


def test_vis_draw_01_02_03_hand_limit_workshop_3_and_leader():
    """VIS-DRAW-01..03, VIS-LEAD-03: draw to 3, +1 third workshop, +1 castle leader; no draw when full."""
    s = position("""
        phase: draw
        p0: {hand: [], draw: [st_page, st_page, st_farmhand, st_acolyte, tf01, tf02], built: {workshop: 3}}
        leader: 0
    """)
    assert len(s.players[0].hand) == 5 and s.active == 1
    s = position("""
        phase: draw
        p0: {hand: [tf01, tf02, tf03, tf04], draw: [st_page]}
    """)
    assert len(s.players[0].hand) == 4 and s.players[0].draw == ["st_page"]


def test_vis_shuf_01_02_03_reshuffle_virtue_and_empty_piles():
    """VIS-SHUF-01: no criminal on the tableau: 1 virtue; VIS-SHUF-02: a collision waits;
    VIS-SHUF-03: both piles empty, the draw fails."""
    s = position("""
        phase: draw
        p0: {hand: [], draw: [st_page], discard: [tf01], tableau: [st_farmhand], track: [4, 5]}
    """)
    pl = s.players[0]
    assert sorted(pl.hand) == ["st_page", "tf01"] and pl.collided and pl.virtue == 4
    s = position("""
        phase: draw
        p0: {hand: [], draw: [], discard: []}
    """)
    assert s.players[0].hand == [] and s.active == 1


def test_vis_turn_01_03_play_passes_clockwise_and_rounds_start_with_the_start_player():
    """VIS-TURN-01, VIS-TURN-03, DEC-24: after the player on the start player's right, a new round."""
    s = position("""
        players: 3
        start: 1
        active: 0
        phase: draw
    """)
    assert s.active == 1 and s.round == 2
    s = position("""
        players: 3
        start: 1
        active: 1
        phase: draw
    """)
    assert s.active == 2 and s.round == 1
