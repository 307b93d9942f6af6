"""Gutenberg refusals say the real reason and the rule that refuses, in English and 繁體中文.

Each scenario is a hand-built position (``at_plan`` / ``at_action`` / ``at_complete``, as in
``test_rules.py``); each test reads the refusal as a player sees it, rule ID included.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import yaml

from desktop_app.rules.gutenberg.model import ACTIONS
from tests.gutenberg.helpers import act, at_action, at_complete, at_plan, commit_plans, new


@lru_cache(maxsize=1)
def _zh() -> dict[str, str]:
    path = Path(__file__).resolve().parents[2] / "data" / "gutenberg" / "texts_zh.yaml"
    return yaml.safe_load(path.read_text(encoding="utf-8"))


def _said(refusal) -> tuple[str, str]:
    """The refusal in English and in 繁體中文 (the engine's YAML translations)."""
    return refusal.message("en"), refusal.message("zh", lambda key: _zh()[key])


def test_out_of_turn_names_whose_turn_and_which_action_gut_exe_01():
    """GUT-EXE-01: a move while another player acts says who acts now, in which action, and what they decide."""
    s = at_plan(2, 3)
    at_action(s, 0, 1)  # Player 1 is on turn in Gain Ink
    s.acting[1] = [0, 1]
    s.touch()
    en, zh = _said(s.check(act(1, "gain_ink", row=0, count=1)))
    assert en == ("Now it is Player 1's turn in Gain Ink (Take ink from one row, or pass); you act when your place "
                  "in the acting order comes (GUT-EXE-01)")
    assert zh.startswith("現在輪到 玩家 1 執行「") and zh.endswith("依行動順序輪到你時才能行動 (GUT-EXE-01)")


def test_an_action_out_of_row_order_names_the_action_on_now_gut_exe_01():
    """GUT-EXE-01: actions resolve in row order; clicking another row's action says which one is on now."""
    s = at_plan(2, 3)
    at_action(s, 0, 1)  # Gain Ink
    s.acting[0] = [0]
    s.touch()
    later, _ = _said(s.check(act(0, "reward", space="coins")))
    assert later == ("Seek Patronage comes later (actions go in row order); now it is your turn in Gain Ink "
                     "(GUT-EXE-01)")
    over, zh = _said(s.check(act(0, "take_order", printing=s.printing_slots[0], design=s.design_slots[0])))
    assert over == "Take Orders is already over this round; now it is your turn in Gain Ink (GUT-EXE-01)"
    assert zh == "本輪的「接取訂單」已經結束；現在輪到你執行「獲得墨水」 (GUT-EXE-01)"


def test_an_action_without_a_token_cites_the_plan_gut_plan_04():
    """GUT-PLAN-04: only actions holding one of your tokens may be performed; the refusal names the action."""
    s = at_plan(2, 3)
    at_action(s, 0, 1)  # acting in Take Orders is empty: nobody bid there
    en, zh = _said(s.check(act(0, "take_order", printing=s.printing_slots[0], design=s.design_slots[0])))
    assert en == "You placed no token on Take Orders, so you cannot take that action this round (GUT-PLAN-04)"
    assert zh == "你沒有在「接取訂單」分配指示物，本輪不能執行這項行動 (GUT-PLAN-04)"


def test_a_committed_planner_is_told_the_commit_is_final_and_who_plans_gut_plan_05():
    """GUT-PLAN-05: a commit is final; the refusal says whose plan the table waits for."""
    s = at_plan(2, 3)
    commit_plans(s, {0: [1, 0, 0, 0, 0]})
    en, zh = _said(s.check(act(0, "plan_add", row=ACTIONS[1])))
    assert en == "Your plan is committed, and a commit is final; waiting for Player 2 to plan (GUT-PLAN-05)"
    assert zh == "你的計畫已確定，確定後不能再改；正在等待 玩家 2 計畫 (GUT-PLAN-05)"


def test_ink_out_of_reach_says_the_price_and_the_purse_gut_ink_01():
    """GUT-INK-01: positions cost 0/1/2; taking all three costs 3 coins, which a player with 1 coin lacks."""
    s = at_plan(2, 3)
    s.players[0].coins = 1
    s.ink_rows[0] = [0, 0, 0]
    at_action(s, 0, 1)
    en, zh = _said(s.check(act(0, "gain_ink", row=0, count=3)))
    assert en == "Those 3 ink cost 3 coins; you have 1 (GUT-INK-01)"
    assert zh == "這 3 個墨水要 3 元，你只有 1 元 (GUT-INK-01)"


def test_printing_names_the_missing_letter_and_design_the_missing_ink_gut_done_02_03():
    """GUT-DONE-02: letters serve one card per round; GUT-DONE-03: the colour needs the listed ink."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.orders = [["P01", "D01"], ["P02", "D05"]]  # P01 = "sol", D01 asks 1 black ink; P02 = "ars"
    pl.letters = [0] * len(pl.letters)
    for ch in "sol":
        pl.letters[s.content.alphabet.index(ch)] += 1
    pl.ink = [0] * len(pl.ink)
    at_complete(s, 0)
    en, zh = _said(s.check(act(0, "complete", printing="P02", colour=False)))
    assert en == ("This printing card needs 1 × letter a; 0 of yours are still free this round (each letter serves "
                  "one card per round) (GUT-DONE-02)")
    assert zh.startswith("這張印刷卡需要 1 個活字 a；你本輪還有 0 個可用")
    en, zh = _said(s.check(act(0, "complete", printing="P01", colour=True)))
    assert en == ("You need 1 more Black ink for this design's colour; print it without the colour, or gain ink "
                  "first (GUT-DONE-03)")
    assert zh.startswith("這張美編卡的色彩還差 1 個黑墨水")


def test_completing_during_the_actions_says_when_orders_complete_gut_done_06():
    """GUT-DONE-06: orders complete only in Complete Orders; during an action the refusal says so."""
    s = at_plan(2, 3)
    s.players[0].orders = [["P01", "D01"]]
    at_action(s, 0, 1)
    en, _ = _said(s.check(act(0, "complete", printing="P01", colour=False)))
    assert en == ("Orders are completed only in Complete Orders, after the actions; now: Take ink from one row, "
                  "or pass (GUT-DONE-06)")


def test_patron_and_reward_refusals_name_the_shortfall_and_the_claimer_gut_pat_02_04():
    """GUT-PAT-04: the first unmet requirement with the level held; GUT-PAT-02: who took the reward."""
    s = at_plan(2, 3)
    at_action(s, 0, 4)
    s.apply(act(0, "reward", space="coins"))
    at_action(s, 1, 4)
    en, zh = _said(s.check(act(1, "reward", space="coins")))
    assert en == "Player 1 already claimed this reward this round (GUT-PAT-02)"
    assert zh == "本輪 玩家 1 已經領取了這個獎勵 (GUT-PAT-02)"
    s.round = 3
    s.patron_slots[0] = "PC04"  # Colouring ≥ IV; return gold, gold
    q = s.players[1]
    q.levels[3] = 2
    at_action(s, 1, 4)
    en, zh = _said(s.check(act(1, "patron", card="PC04")))
    assert en == "This patron card needs Colouring at level 4; yours is 2 (GUT-PAT-04)"
    q.levels[3] = 4
    q.ink[4] = 1
    s.touch()
    en, zh = _said(s.check(act(1, "patron", card="PC04")))
    assert en == "This patron card asks you to return 2 Gold ink; you have 1 (GUT-PAT-04)"


def test_a_gear_remounted_facing_the_same_way_is_refused_with_the_fix_gut_work_01():
    """GUT-WORK-01: a remount gives a gear a new orientation; the same one is refused with what to do."""
    s = at_plan(2, 3)
    s.players[0].gears[0] = ["G06", 0, False]
    at_action(s, 0, 3)
    en, zh = _said(s.check(act(0, "remount", slot=0, orient=0)))
    assert en == ("The gear already faces that way: turn it to a new orientation before remounting it "
                  "(GUT-WORK-01)")
    assert zh == "齒輪已經是這個方向：請先轉到新的方向再重新安裝 (GUT-WORK-01)"


def test_a_gear_whose_aligned_sector_does_not_help_is_named_gut_gear_08():
    """GUT-GEAR-08: an enhancement comes from the aligned sector; a gear turned another way cannot help."""
    s = at_plan(2, 3)
    pl = s.players[0]
    pl.gears[0] = ["G06", 1, False]  # xInk2 sits at orientation 0, not 1
    s.ink_rows[0] = [0, 0, 0]
    at_action(s, 0, 1)
    en, _ = _said(s.check(act(0, "gain_ink", row=0, count=3, gear=0)))
    assert en == ("That gear's aligned sector does not help this action; turn it or remount it first "
                  "(GUT-GEAR-08)")


def test_a_choice_not_offered_and_a_move_out_of_place_repeat_the_open_decision_gut_set_15_plan_05():
    """The fallback names the open decision: a character tile not dealt (GUT-SET-15) is not among the
    options; a pass while planning (GUT-PLAN-05) is not a move of this moment."""
    s = new(2, 5)
    seat = s.decisions()[0].player
    en, zh = _said(s.check(act(seat, "choose_character", tile="nobody")))
    assert en == "That choice is not among the options: Keep one character tile (GUT-SET-15)"
    assert zh == "這個選擇不在可選項目中：保留 1 片角色板塊 (GUT-SET-15)"
    s = at_plan(2, 3)
    en, zh = _said(s.check(act(0, "pass")))
    assert en == f"Not now: Plan your actions: {s.players[0].tokens} tokens, up to 6 per row (GUT-PLAN-05)"
    assert zh.startswith("現在不行：計畫行動：共 ")
