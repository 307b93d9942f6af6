"""Research cards (UM-RES-01..04, UM-DEC-34) and treatises with citations (UM-TRE-01..05, UM-DEC-13, UM-DEC-15)."""

import random

from desktop_app.engine.action import Action
from desktop_app.rules.unconscious_mind.research import can_publish
from tests.unconscious_mind.helpers import answer, content, kind, options, position, run

# R-01 blue UNI, R-02 blue CLINIC, R-07 ochre UNI, R-08 ochre CLINIC, R-13 grey UNI, R-19 blue UNI, R-25 ochre UNI


def test_res_01_draw_then_one_swap_with_the_face_up_card():
    """UM-RES-01: draw into the hand, then at most one swap with the face-up card (several draws: one swap)."""
    s = position("players: 2\nactive: 0")
    run(s, [{"op": "draw_research", "n": 2}])
    hand = list(s.players[0].hand)
    assert len(hand) == 2 and kind(s) == "research_swap" and s.decisions()[0].hidden
    faceup = s.research_faceup
    answer(s, "research_swap", card=hand[0])
    assert s.research_faceup == hand[0] and faceup in s.players[0].hand and not s.stack.busy


def test_res_02_03_dec_34_hand_hidden_play_only_by_effect_effect_optional():
    """UM-RES-02, UM-RES-03 / UM-DEC-34: cards are played only through a play effect; the bottom effect may be declined; the
    card stays in play (its tag and article count); cards are never discarded."""
    s = position("players: 2\nactive: 0\np0: {hand: [R-01, R-02], coffee: 0}")
    c = content()
    assert c.research["R-01"]["effect"] == [{"op": "coffee", "n": 2}]
    run(s, [{"op": "play_research", "max": 1}])
    answer(s, "research_play", card="R-01")
    answer(s, "research_effect", use=False)
    p = s.players[0]
    assert p.in_play == ["R-01"] and p.hand == ["R-02"] and p.coffee == 0
    resampled = {tuple(s.view(1, random.Random(k)).players[0].hand) for k in range(6)}  # for the other player
    assert len(resampled) > 1 and all(len(hand) == 1 for hand in resampled)  # (one seed may redraw R-02 itself)
    assert s.view(0).players[0].hand == ["R-02"]


def test_res_04_empty_deck_gives_2_vp_per_card_not_drawn():
    """UM-RES-04: no card to draw: +2 VP for each card that should have been drawn."""
    s = position("players: 2\nactive: 0")
    s.research_deck = s.research_deck[:1]
    run(s, [{"op": "draw_research", "n": 3}])
    assert len(s.players[0].hand) == 1 and s.players[0].vp == 4


PUBLISH = """
players: 3
active: 0
p0: {in_play: [R-01, R-07], dial: {S red: 1}}
p1: {treatises: [[T2-1, [R-19, R-13]]]}
p2: {treatises: [[T1-4, [R-20, R-14]]]}
"""


def test_tre_01_02_dec_13_publish_with_own_cards_and_one_citation_per_treatise():
    """UM-TRE-01, UM-TRE-02 / UM-DEC-13: a player-colour insight on the slot, every article slot filled by own cards in play
    or cited cards (the rightmost of an opponent's treatise, one per treatise, its owner +2 VP)."""
    c = content()
    s = position(PUBLISH)
    assert [c.research[r]["article"] for r in ("R-01", "R-07", "R-13", "R-14")] == ["blue", "ochre", "grey", "grey"]
    assert c.treatises["T2-2"]["articles"] == ["ochre", "grey", "blue"]
    run(s, [{"op": "publish"}])
    offered = {o["treatise"] for o in options(s) if o["kind"] == "publish_treatise"}
    assert "T2-2" in offered and "T3-1" not in offered  # T3-1 needs two blue and one grey: only one grey citable
    answer(s, "publish_treatise", treatise="T2-2")
    assert s.decisions()[0].context["cards"] == ["R-07"]  # the ochre slot had one way to be filled
    assert {(o["cite"], o["treatise"]) for o in options(s) if o["kind"] == "publish_slot"} == {(1, "T2-1"), (2, "T1-4")}
    events = answer(s, "publish_slot", cite=2, treatise="T1-4")
    assert s.players[2].vp == 2 and s.players[2].treatises == [["T1-4", ["R-20"]]]
    assert any(e.rule_id == "UM-TRE-02" for e in events)
    p = s.players[0]
    assert p.treatises == [["T2-2", ["R-07", "R-14", "R-01"]]] and p.in_play == []
    assert p.vp == c.treatises["T2-2"]["vp"] and p.markers_out == 1 and s.held_cards == []


def test_tre_02_never_your_own_treatise_and_dec_15_no_player_marker_no_publishing():
    """UM-TRE-02: your own treatises are never cited; UM-DEC-15: without a player-colour marker on the dial, no
    publishing."""
    s = position("players: 2\nactive: 0\np0: {in_play: [R-01], treatises: [[T1-4, [R-14, R-20]]]}")
    s.players[0].storage[1] = 0
    s.players[0].dial = [x if i % 2 == 0 else 0 for i, x in enumerate(s.players[0].dial)]
    assert not can_publish(s, 0)
    s.players[0].storage[1] = 1
    assert not can_publish(s, 0)  # one blue card: T1-1..5 need two articles and citing yourself is not allowed


def test_tre_03_04_four_articles_give_prestige_and_cards_under_treatises_do_not_count():
    """UM-TRE-03, UM-TRE-04: the treatise's VP (4 articles: +1 prestige); cards under it leave play, its 2 tags count."""
    from desktop_app.rules.unconscious_mind.vienna import tags

    s = position("players: 2\nactive: 0\np0: {in_play: [R-01, R-07, R-13, R-19]}")
    c = content()
    assert c.treatises["T3-1"]["articles"] == ["blue", "ochre", "grey", "blue"]
    run(s, [{"op": "publish"}])
    answer(s, "publish_treatise", treatise="T3-1")
    for _ in range(4):
        if kind(s) == "publish_slot":
            s.apply(s.decisions()[0].options[0])
    p = s.players[0]
    assert p.vp == 10 and p.prestige == 1 and p.in_play == []
    assert tags(s, 0) == c.treatises["T3-1"]["tags"]


def test_tre_05_no_treatise_left_no_publishing():
    """UM-TRE-05: when every treatise is taken, publishing is impossible."""
    s = position("players: 2\nactive: 0\np0: {in_play: [R-01, R-07, R-13, R-19]}")
    s.supplies = [[], [], []]
    assert not can_publish(s, 0)
    run(s, [{"op": "publish"}])
    assert not s.stack.busy
    assert s.check(Action.make(0, "publish_treatise", treatise="T1-1")).rule_id == "UM-END-02"
