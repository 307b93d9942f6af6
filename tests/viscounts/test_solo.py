"""Solo play against the Steward (viscounts.md GAP-13, DEC-57)."""

from __future__ import annotations

import pytest

from desktop_app.cli_simulate import simulate
from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.evaluate import points
from tests.viscounts.fixtures import CONTENT, answer, kind, position


def _steward_turn(deck: list[str], extra: str = "") -> object:
    return position(f"""
        players: 1
        ring: [A, B, C, D, E]
        rotation: 0
        phase: draw
        p0: {{space: E_I2, hand: [st_page, st_page, st_page]}}
        steward: {{space: A_O1, deck: {deck}}}
        {extra}
    """)


def test_gap13_the_steward_moves_by_its_card_and_takes_its_fork():
    """Reveal the top card, move exactly its steps clockwise, take the card's ring at forks."""
    s = _steward_turn(["st03"])                                   # 3 steps outer: A_O2, B_O1, B_O2; remove, charter
    st = s.steward
    assert st.space == "B_O2" and st.card == "st03" and st.discard == ["st03"]
    assert st.approved == 1 and s.board.deed_top == 4             # charter: an approved deed (on_top 5 in solo)
    assert s.active == 0 and s.round == 2                         # the Steward's turn ends the round


def test_gap13_remove_transcribe_levy_and_cleric_reward():
    """remove: the top card of its piece's pile leaves; transcribe its stack's top manuscript (3 of a
    ribbon take the cleric reward); levy: a paid debt in its ledger."""
    s = _steward_turn(["st02"], "stacks: {B: [ms10, ms12]}\n        piles: {B: [tf01, tf02]}")
    st = s.steward
    assert st.space == "B_I1" and st.manuscripts == ["ms12"] and st.paid == 1 and s.board.debt_top == 4
    s = _steward_turn(["st05"], "piles: {B: [tf01, tf02]}")       # 2 outer: A_O2, B_O1: remove, levy
    assert s.steward.space == "B_O1" and s.board.piles["B"] == ["tf01"] and s.steward.paid == 1


def test_gap13_workers_move_without_effects_and_knock_out_the_player_first():
    """workers n go to the region its space faces; castle movement without effects (DEC-17 order);
    knock-outs in index order, the player's workers first (the player gains VIS-KO-02)."""
    s = _steward_turn(["st01"], "castle: {l1: {0: [3, 0]}}")      # 1 step (no fork): A_O2, which faces region 0
    st = s.steward
    assert st.space == "A_O2" and s.layout.faces["A_O2"] == 0
    assert s.board.l1[0] == [1, 2] and st.workers == 18              # 5 > 3: the player's two go first
    assert s.players[0].silver == 2 * 2 and s.players[0].workers == 20 - 1


def test_gap13_steward_castle_chain_and_level_3():
    """Steward movement: 3 in its region move out; the next region is the first clockwise; level 3."""
    s = _steward_turn(["st09"], "castle: {l1: {2: [0, 2], 3: [0, 2]}, l2: {1: [0, 2]}}")
    # st09: 2 steps inner from A_O1: A_O2, B_I1 (faces region 2); workers 2, charter
    b = s.board
    assert s.steward.space == "B_I1"
    assert b.l3[1] == 1 and b.leader == 1                          # L2_1 reached 3 -> one to level 3
    assert sum(sum(r) for r in b.l1) + sum(sum(r) for r in b.l2) + b.l3[1] + s.steward.workers == 20


def test_gap13_outposts_block_sites_and_the_player_rearranges():
    """outpost: the lowest empty site on its space's river side; VIS-MOVE-05 when it lands on you."""
    s = position("""
        players: 1
        ring: [A, B, C, D, E]
        phase: draw
        p0: {space: A_O2, hand: [st_page, st_page, st_page], tableau: [tf01, tf02]}
        steward: {space: A_O1, deck: [st07]}
    """)
    assert kind(s) == "rearrange" and s.stack.question.player == 0
    answer(s, "rearrange", order=["tf02", "tf01"])
    assert s.board.sites == {"A_s3": [1, "outpost"]} and s.steward.outposts == 5 and s.steward.paid == 1


def test_gap13_steward_scoring_rank_and_strictly_higher_to_win():
    """Castle + sets + rewards + leader + 3 per approved deed + majorities + 2 per outpost + bonus;
    the player wins only with strictly more; the rank line (Reeve / Viscount / Earl)."""
    s = position("""
        players: 1
        phase: none
        steward: {ledger: [2, 3]}
        sites: {A_s1: [1, outpost], B_s1: [1, outpost]}
        castle: {l1: {0: [0, 2]}, l3: [0, 1]}
        revealed: [poverty]
        leader: 1
    """)
    s.steward.manuscripts = ["ms01", "ms09"]
    sheet = s.score_sheet()
    human, steward = sheet.players
    bonus = CONTENT.solo.steward_bonus
    assert steward.categories == {"castle": 2 + 3, "manuscripts": 4, "cleric_rewards": 0, "castle_leader": 5,
                                  "deeds": 9, "poverty": 12, "prosperity": 0, "outposts": 4,
                                  "steward_bonus": bonus["normal"]}
    assert sheet.winners == [1] and "none" in sheet.notes[-1]
    s.steward_level = "easy"
    assert s.score_sheet().players[1].categories["steward_bonus"] == bonus["easy"] < bonus["normal"]
    assert bonus["hard"] > bonus["normal"]
    from desktop_app.rules.viscounts.scoring import rank_title
    ranks = CONTENT.solo.ranks
    assert rank_title(59, ranks) is None and rank_title(60, ranks)["en"] == "Reeve"
    assert rank_title(80, ranks)["en"] == "Viscount" and rank_title(95, ranks)["en"] == "Earl"


def test_gap13_the_steward_deck_reshuffles_when_empty():
    """No card left: its discard pile is shuffled into a new deck (RNG), then the top card is revealed."""
    s = position("""
        players: 1
        phase: draw
        p0: {space: E_I2, hand: [st_page, st_page, st_page]}
        steward: {deck: [], discard: [st01, st02, st03, st04, st05, st06, st07, st08, st09, st10]}
    """)
    st = s.steward
    assert st.card is not None and len(st.deck) == 9 and st.discard == [st.card]


def test_gap_13_the_player_rules_name_the_stewards_bonus_the_engine_adds():
    """GAP-13: the difficulty bonuses players read (both languages) are the ones in solo.yaml, the base
    game's and each module configuration's."""
    from pathlib import Path

    def signed(n):
        return f"+{n}" if n > 0 else ("0" if n == 0 else f"−{-n}")

    b = CONTENT.solo.steward_bonus
    folder = Path(__file__).resolve().parents[2] / "data" / "viscounts" / "player_rules"
    en = (folder / "en.md").read_text(encoding="utf-8")
    zh = (folder / "zh.md").read_text(encoding="utf-8")
    tables = [("", "", b)] + [(f"with {name_en} ", name_zh, CONTENT.solo.steward_bonus_with_modules[key])
                              for key, name_en, name_zh in (("gates_of_gold", "Gates of Gold", "輝煌拱門"),
                                                            ("keeper_of_keys", "Keeper of Keys", "守衛密鑰"),
                                                            ("gates_of_gold+keeper_of_keys", "both", "兩者皆用"))]
    for before_en, before_zh, t in tables:
        assert f"{before_en}(*easy* {signed(t['easy'])}, *normal* {signed(t['normal'])}, *hard* {signed(t['hard'])})" in en
        assert f"{before_zh}（*簡單* {signed(t['easy'])}、*普通* {signed(t['normal'])}、*困難* {signed(t['hard'])}）" in zh


@pytest.mark.slow
@pytest.mark.parametrize(("level", "games"), [("easy", 20), ("normal", 20)])
def test_gap13_each_steward_level_is_an_even_match_for_the_player_of_that_level(level, games):
    """GAP-13: the computer player of a level wins about half its games (here 30–70 %) against the
    Steward of that level (the bonuses in solo.yaml; easy won 16 % at the former −11)."""
    summary = simulate(GAME, 1, games, 1, [level], variant_pairs=[f"steward_level={level}"])
    assert summary["errors"] == []
    assert 0.3 * games <= summary["wins_by_seat"][0] <= 0.7 * games, summary["wins_by_seat"]


@pytest.mark.parametrize("modules", [("gates_of_gold",), ("keeper_of_keys",), ("gates_of_gold", "keeper_of_keys")])
def test_gap13_the_steward_bonus_of_each_module_configuration_is_in_its_final_score(modules):
    """GAP-13 with the expansions: the Steward's bonus is its module configuration's
    (solo.yaml ``steward_bonus_with_modules``, calibrated like the base game's), not the base game's; its
    final total holds it, and the win is judged on that total."""
    key = "+".join(modules)
    variants = ", ".join(f"{m}: true" for m in modules)
    table = CONTENT.solo.steward_bonus_with_modules[key]
    base = CONTENT.solo.steward_bonus
    assert any(table[level] != base[level] for level in table)     # the modules' table is its own
    for level in ("easy", "normal", "hard"):
        s = position(f"""
            players: 1
            phase: none
            variants: {{{variants}}}
            steward: {{ledger: [1, 2]}}
            sites: {{A_s1: [1, outpost]}}
        """)
        s.steward_level = level
        human, steward = s.score_sheet().players
        assert steward.categories["steward_bonus"] == table[level]
        assert steward.total == sum(steward.categories.values())
        plain = position("""
            players: 1
            phase: none
            steward: {ledger: [1, 2]}
            sites: {A_s1: [1, outpost]}
        """)
        plain.steward_level = level
        assert plain.score_sheet().players[1].total - base[level] == steward.total - table[level]
        assert points(s)[1] == steward.total        # what the bots weigh is the sheet's total


@pytest.mark.slow
@pytest.mark.parametrize("level", ["easy", "normal"])
@pytest.mark.parametrize("modules", [["gates_of_gold=true"], ["keeper_of_keys=true"],
                                     ["gates_of_gold=true", "keeper_of_keys=true"]])
def test_gap13_each_steward_level_is_an_even_match_with_each_module_configuration(modules, level):
    """GAP-13 with the expansions: the computer player of a level wins 30–70 % of 40 games against the
    Steward of that level with each module configuration's bonus (solo.yaml steward_bonus_with_modules;
    seeds 301.., the calibration's fresh half, where they won 17 to 22 of 40; the scenario test above checks
    that the bonus is the configuration's, this one that it still makes an even match)."""
    summary = simulate(GAME, 1, 40, 301, [level], variant_pairs=[*modules, f"steward_level={level}"])
    assert summary["errors"] == []
    assert 12 <= summary["wins_by_seat"][0] <= 28, summary["wins_by_seat"]
