"""Setup (viscounts.md VIS-SETUP-01..11, §2 RNG order, DEC-25, DEC-54..57, GAP-01, GAP-10, GAP-13)."""

from __future__ import annotations

import random

from desktop_app.rules.viscounts.layout import layout_for
from desktop_app.rules.viscounts.setup import draft_order
from tests.viscounts.fixtures import CONTENT, answer, kind, new_game, options


def _draft(s, number: int, hero: str = "hr01") -> list:
    """Offer exactly the pair (number, hero) to the drafter now deciding, then take it."""
    q = s.stack.question
    size = len(s.board.offer)
    others = [o for o in s.board.offer if o[0] != number and o[1] != hero]
    spare_numbers = [n for n in sorted(CONTENT.player_cards) if n != number and all(o[0] != n for o in others)]
    spare_heroes = [h for h in CONTENT.heroes if h != hero and all(o[1] != h for o in others)]
    while len(others) < size - 1:
        others.append([spare_numbers.pop(), spare_heroes.pop()])
    s.board.offer = [[number, hero]] + others[:size - 1]
    s.stack.question = None
    s.stack.push([{"op": "draft_pick"}], q.player, "setup")
    s.run()
    return answer(s, "draft", card=number)


def test_rng_order_of_setup_is_the_spec_order():
    """§2: piece order, rotation, townsfolk, manuscripts, start player, player cards, heroes."""
    seed = 12
    s = new_game(3, seed)
    rng = random.Random(seed)
    ring = list(CONTENT.pieces)
    rng.shuffle(ring)
    rotation = rng.randrange(10)
    townsfolk = list(CONTENT.neutral)
    rng.shuffle(townsfolk)
    grey, black = list(CONTENT.grey_backs), list(CONTENT.black_backs)
    rng.shuffle(grey)
    rng.shuffle(black)
    start = rng.randrange(3)
    numbers = sorted(CONTENT.player_cards)
    rng.shuffle(numbers)
    heroes = list(CONTENT.heroes)
    rng.shuffle(heroes)
    assert s.board.ring == ring and s.board.rotation == rotation                     # VIS-SETUP-01/02
    assert [c for piece in ring for c in s.board.piles[piece]] == townsfolk        # VIS-SETUP-03
    assert [s.board.stacks[p][-1] for p in ring] == grey                             # VIS-SETUP-04
    assert [c for p in ring for c in s.board.stacks[p][:-1]] == black
    assert s.start_player == start                                                   # VIS-SETUP-07
    assert s.board.offer == [[numbers[i], heroes[i]] for i in range(4)]              # VIS-SETUP-08


def test_vis_setup_01_sides_by_player_count_and_gap01_castle_facing():
    """VIS-SETUP-01: the [3, 4] side has 20 sites, the [1, 2] side 15; GAP-01 castle facing:
    an inner space faces (2·p + castle_slot + rotation) mod 10, an outer one its piece's slot 0."""
    assert len(new_game(3).layout.sites) == 20 and len(new_game(2).layout.sites) == 15
    lay = layout_for(CONTENT, 4, ("C", "A", "E", "B", "D"), 7)
    assert lay.faces["C_I1"] == 7 and lay.faces["C_I2"] == 8 and lay.faces["C_O2"] == 7
    assert lay.faces["A_I1"] == 9 and lay.faces["E_I1"] == 1 and lay.faces["D_I2"] == (8 + 1 + 7) % 10
    assert lay.succ["C_O2"] == ("A_O1", "A_I1") and lay.succ["D_I2"] == ("C_O1", "C_I1")  # the forks
    assert lay.start[1] == "A_O1" and lay.start[10] == "E_I1"                                  # DEC-47


def test_vis_setup_03_piles_dec55_and_vis_setup_04_stacks_dec54():
    """Five piles of 10 face up; stacks of 7 with the grey-back on top; no black-back left over."""
    s = new_game(2, 3)
    assert sorted(len(p) for p in s.board.piles.values()) == [10] * 5
    assert all(len(st) == 7 and CONTENT.manuscripts[st[-1]].back == "grey" for st in s.board.stacks.values())
    assert all(CONTENT.manuscripts[m].back == "black" for st in s.board.stacks.values() for m in st[:-1])
    assert s.board.ms_box == []


def test_dec55_uneven_piles_go_to_the_lowest_ring_positions():
    """DEC-55: sizes differ by at most 1; the larger piles come first in ring order."""
    from desktop_app.rules.viscounts import setup as vsetup
    s = new_game(2, 4)
    s.content = type(CONTENT)(**{**CONTENT.__dict__, "neutral": CONTENT.neutral + ("tf01", "tf02")})
    s.rng = random.Random(4)
    vsetup.deal_table(s)
    assert [len(s.board.piles[p]) for p in s.board.ring] == [11, 11, 10, 10, 10]


def test_vis_setup_05_06_11_components_and_markers():
    """Supply and cards next to the board; 20 workers, 9 buildings, markers at the ends (DEC-56),
    an empty tableau and hand limit 3 (VIS-SETUP-11, DEC-01)."""
    s = new_game(4, 5)
    assert s.board.cleric == {} and s.board.leader is None
    for pl in s.players:
        assert pl.workers == 20 and sum(pl.built.values()) == 0
        assert (pl.corruption, pl.virtue) == (1, 9) and pl.tableau == []


def test_vis_setup_09_draft_order_and_goods():
    """Reverse turn order from the start player's right (start last); A start space, B goods,
    E shuffle 9 cards and draw 3; DEC-25 setup debts and deeds come from the supply."""
    s = new_game(3, 6)
    order = draft_order(s)
    assert order[-1] == s.start_player and order[0] == (s.start_player - 1) % 3
    assert s.stack.question.player == order[0]
    _draft(s, 1, "hr02")
    pl = s.players[order[0]]
    assert pl.space == s.layout.start[1] and pl.silver == 3 and pl.res == {"ink": 0, "gold": 1, "stone": 1}
    assert pl.unpaid == 1 and pl.virtue == 8                                   # #1: 1 debt, virtue 1
    assert len(pl.hand) == 3 and len(pl.draw) == 6 and "hr02" in pl.hand + pl.draw
    assert s.board.debt_top is None                                            # piles come after the draft
    assert s.stack.question.player == order[1]
    for _ in range(2):
        answer(s, "draft", **options(s)[0])
        while kind(s) not in ("draft", "play_card"):
            answer(s, None, **options(s)[0])
    assert s.board.debt_top == CONTENT.on_top["poverty"][3] == 7              # VIS-SETUP-10
    assert s.board.deed_top == CONTENT.on_top["prosperity"][3] == 7
    assert s.board.offer == [] and len(s.board.heroes) == 10 - 3              # DEC-57: the 4th pair is boxed
    assert s.round == 1 and s.active == s.start_player and kind(s) == "play_card"


def test_player_card_extras_3_5_6_free_hire_from_any_pile():
    """GAP-10 #3/#5/#6: a free hire (a real hire, DEC-51) from any pile up to value 2 / 2 / 3."""
    s = new_game(2, 7)
    p = s.stack.question.player
    _draft(s, 6)
    assert kind(s) == "hire"
    piles = [o["pile"] for o in options(s) if "pile" in o]
    assert set(piles) == {x for x in s.board.ring if CONTENT.cards[s.board.piles[x][-1]].value <= 3}
    top = s.board.piles[piles[0]][-1]
    answer(s, "hire", pile=piles[0])
    pl = s.players[p]
    assert top in pl.hand + pl.draw and pl.silver >= 2            # hired, shuffled in, nothing paid


def test_player_card_extra_8_worker_adj_and_7_flip_debt_and_2_flip_deed():
    """#8: a worker in the region the viscount's space faces; #7 flip debt (+1 any resource,
    VIS-DD-04); #2 flip deed."""
    s = new_game(3, 8)
    p = s.stack.question.player
    _draft(s, 8)
    region = s.layout.faces[s.layout.start[8]]
    assert s.board.l1[region][p] == 1 and s.players[p].workers == 19
    p = s.stack.question.player
    _draft(s, 7, "hr03")
    answer(s, "resource", ink=0, gold=1, stone=0)
    pl = s.players[p]
    assert (pl.unpaid, pl.paid, pl.res["gold"]) == (1, 1, 1)
    p = s.stack.question.player
    _draft(s, 2, "hr04")
    assert (s.players[p].purchased, s.players[p].approved) == (0, 1)


def test_player_card_extra_9_destroys_a_card_of_the_setup_pool():
    """#9: destroy any card of the setup pool before shuffling; refund its value (VIS-DESTROY-03)."""
    s = new_game(2, 9)
    p = s.stack.question.player
    _draft(s, 9, "hr05")
    assert kind(s) == "destroy"
    assert {"card": "hr05"} in options(s) and {"card": "st_cutpurse"} in options(s) and {"skip": True} in options(s)
    answer(s, "destroy", card="st_cutpurse")
    pl = s.players[p]
    assert "st_cutpurse" not in pl.owned() and len(pl.owned()) == 8 and pl.silver == 2 + 3


def test_solo_steward_starts_on_the_other_pairs_space():
    """GAP-13, DEC-57: two pairs; the Steward's viscount goes to the other card's start space."""
    s = new_game(1, 10)
    assert len(s.board.offer) == 2 and s.start_player == 0
    other = [o[0] for o in s.board.offer if o[0] != options(s)[0]["card"]][0]
    answer(s, "draft", **options(s)[0])
    while kind(s) != "play_card":
        answer(s, None, **options(s)[0])
    assert s.steward.space == s.layout.start[other] and len(s.steward.deck) == 10
    assert s.board.debt_top == CONTENT.on_top["poverty"][1] == 5 and len(s.layout.sites) == 15


def test_vis_comp_01_one_to_four_players():
    """VIS-COMP-01: 1–4 players (1 = against the Steward); other counts are refused before setup."""
    from desktop_app.cli_common import CLIError, check_players
    from desktop_app.engine.game import get_game

    game = get_game("viscounts")
    assert (game.min_players, game.max_players) == (1, 4)
    for players in (1, 2, 3, 4):
        check_players(game, players)
        assert len(new_game(players).players) == players
    for players in (0, 5):
        try:
            check_players(game, players)
        except CLIError as exc:
            assert "1–4" in str(exc)
        else:
            raise AssertionError(f"{players} players accepted")
