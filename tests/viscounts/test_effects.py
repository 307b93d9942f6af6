"""Each effect op of the vocabulary (viscounts.md §11) and each card family and timing (VIS-CARD-01..05,
GAP-07..09), resolved on the shared pending-decision stack."""

from __future__ import annotations

from pathlib import Path

from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.abilities import discount, icon_power, steps
from desktop_app.rules.viscounts.content import load_content
from tests.viscounts.fixtures import CONTENT, answer, choose, kind, options, position, run_effects, texts

DRAW = "draw: [st_page, st_page, st_page, st_page]"


def test_silver_and_resources_ops():
    """gain_silver / pay_silver / gain_resource (fixed and any, DEC-26) / pay_resource."""
    s = position("phase: none\np0: {silver: 1, res: {ink: 1, gold: 1}}")
    run_effects(s, 0, [{"op": "gain_silver", "n": 2}, {"op": "pay_silver", "n": 3}, {"op": "pay_silver", "n": 1}])
    assert s.players[0].silver == 0                                    # the unaffordable payment is skipped
    run_effects(s, 0, "stone 2")
    run_effects(s, 0, "any 2")
    assert kind(s) == "resource" and len(options(s)) == 6              # every split of 2 over 3 resources
    answer(s, "resource", ink=1, gold=1, stone=0)
    run_effects(s, 0, [{"op": "pay_resource", "type": "any", "n": 2}])
    answer(s, "pay_resource", ink=2, gold=0, stone=0)
    assert s.players[0].res == {"ink": 0, "gold": 2, "stone": 2}


def test_vis_comp_07_supply_is_unlimited_and_dec28():
    """VIS-COMP-07, DEC-28: silver, resources and (after the reveal) debts never run out."""
    s = position("phase: none\ndebt_top: 0\nrevealed: [poverty]")
    run_effects(s, 0, "$50, +debt, stone 30")
    assert s.players[0].res["stone"] == 30 and s.players[0].silver == 50
    assert s.players[0].unpaid == 1 and s.board.debt_top == 0


def test_gain_icon_cost_mod_and_extra_move_for_this_turn():
    """gain_icon (Master Mason), cost_mod turn (Stonewright), cost_mod once (kept until used),
    extra_move outside an ongoing ability (a free step this turn)."""
    s = position("phase: none\np0: {tableau: [st_hod_carrier]}\nturn: {}")
    run_effects(s, 0, "icon bld 2, cost build −3 turn, cost transcribe −1 once, move 1")
    assert icon_power(s, 0, "build") == 3 and discount(s, 0, "build") == (3, False)
    assert discount(s, 0, "transcribe") == (1, False) and s.players[0].once_mods
    assert steps(s, 0) == (1, 0)


def test_ongoing_cost_mod_banish_cost_and_move_from_the_tableau():
    """Ongoing modifiers while on the tableau: cost build −1 (Surveyor), banish =0 (Smuggler),
    move 1 (Gambler), cost workers −1 (Marshal: each threshold lower)."""
    from desktop_app.rules.viscounts.abilities import banish_cost
    from desktop_app.rules.viscounts.actions import worker_needs
    s = position("phase: none\np0: {tableau: [tf14, tf44, tf49]}")
    assert discount(s, 0, "build") == (1, False) and banish_cost(s, 0, 4) == 0 and steps(s, 0) == (1, 0)
    s = position("phase: none\np0: {tableau: [tf30, st_page]}")
    assert worker_needs(s, 0) == {1: 0, 2: 0}                            # thresholds 0 / 2 / 4 / 7, power 2


def test_once_mods_are_spent_by_the_next_qualifying_action():
    """cost_mod once: used by the next transcription, then gone."""
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: A_I1, tableau: [st_acolyte], {DRAW}}}
        stacks: {{A: [ms_g3]}}
    """)
    s.players[0].once_mods.append({"op": "cost_mod", "action": "transcribe", "amount": 1, "scope": "once"})
    choose(s, "transcribe")
    answer(s, "transcribe", stack="A")
    assert s.players[0].manuscripts == ["ms_g3"] and s.players[0].once_mods == []


def test_draw_hire_free_discount_and_gain_townsfolk():
    """draw n; hire free / discount:k / from any pile with a max value; gain_townsfolk is not a hire."""
    s = position("""
        ring: [A, B, C, D, E]
        phase: none
        p0: {space: A_O1, silver: 1, draw: [st_page, tf01], built: {workshop: 1}}
        piles: {A: [tf03], B: [tf10], C: [tf05], D: [], E: []}
    """)
    run_effects(s, 0, "draw 1")
    assert s.players[0].hand == ["tf01"]
    run_effects(s, 0, [{"op": "hire", "mode": "discount:1", "from": "any_pile", "max_value": 3}])
    assert options(s) == [{"pile": "A"}, {"pile": "C"}, {"skip": True}]      # 4 > max; cost 1 each
    answer(s, "hire", pile="C")
    assert s.players[0].silver == 0 + 3 and kind(s) is None                  # Pedlar's on hire $3; no discard chosen
    run_effects(s, 0, [{"op": "gain_townsfolk", "from": "any_pile", "max_value": 4}])
    answer(s, "gain_townsfolk", pile="B")
    assert "tf10" in s.players[0].discard and s.players[0].purchased == 0   # no on_hire: not a hire
    assert kind(s) is None                                                   # no workshop discard either


def test_gain_hero_keeps_one_and_the_other_goes_under():
    """gain_hero (GAP-09): reveal 2 unused heroes, keep 1 in the discard pile, the other to the bottom."""
    s = position("phase: none")
    s.board.heroes = ["hr09", "hr07", "hr08"]
    run_effects(s, 0, "hero")
    assert options(s) == [{"hero": "hr08"}, {"hero": "hr07"}]
    answer(s, "hero", hero="hr07")
    assert s.players[0].discard == ["hr07"] and s.board.heroes == ["hr08", "hr09"]


def test_build_and_transcribe_from_effects():
    """build (free) and transcribe (free, any stack) ops; the transcription counts as the one of the turn."""
    s = position("""
        ring: [A, B, C, D, E]
        phase: none
        p0: {space: A_O1}
        stacks: {C: [ms07]}
    """)
    run_effects(s, 0, [{"op": "build", "type": "town_hall", "free": True}])
    assert options(s) == [{"type": "town_hall", "site": "A_s1"}, {"type": "town_hall", "site": "A_s2"},
                          {"skip": True}]
    answer(s, "build", type="town_hall", site="A_s2")
    assert s.players[0].built["town_hall"] == 1 and s.players[0].silver == 2   # site $2; A_s3 is empty: no line
    run_effects(s, 0, [{"op": "transcribe", "free": True, "where": "any"}])
    answer(s, "transcribe", stack="C")
    assert "ms07" in s.players[0].manuscripts and s.turn.transcribed


def test_generic_ops_choice_optional_if_per_and_defer():
    """choice, optional, if (conditions), per (counters) and defer (end of turn, after phase 6)."""
    s = position("phase: none\np0: {built: {workshop: 2}, debts: [0, 3]}")
    run_effects(s, 0, [{"op": "choice", "options": [[{"op": "gain_silver", "n": 1}], [{"op": "gain_virtue", "n": 2}]]}])
    answer(s, "choose_effect", option=1)
    run_effects(s, 0, [{"op": "optional", "effects": [{"op": "gain_silver", "n": 5}]}])
    answer(s, "use_effect", use=False)
    run_effects(s, 0, "if buildings(workshop)>=2: $2")
    run_effects(s, 0, [{"op": "per", "counter": "paid_debts", "effects": [{"op": "gain_silver", "n": 1}]}])
    assert s.players[0].virtue == 7 and s.players[0].silver == 2 + 3
    run_effects(s, 0, "eot($4)")
    assert s.players[0].silver == 5 and s.stack.deferred
    s.stack.push([{"op": "end_turn"}], 0, "turn")
    s.run()
    assert s.players[0].silver == 9


def test_card_timings_on_the_tableau_instant_ongoing_exit_collision():
    """VIS-CARD-01: instant on play, ongoing while on the tableau, exit when leaving slot 3, collision
    in step 2; on_hire on hire and banish. One card of each timing."""
    timings = {CONTENT.cards[c].ability.timing for c in ("tf01", "tf04", "tf02", "tf06")}
    assert timings == {"instant", "ongoing", "exit", "collision"}
    s = position("""
        phase: cards
        p0: {hand: [st_page, st_farmhand], tableau: [tf04, st_acolyte, tf22]}
    """)
    assert s.players[0].virtue == 8                                  # Falconer's exit: virtue 1
    s = position("phase: collision\np0: {track: [5, 5], tableau: [tf06], debts: [1, 0], hand: [st_page, st_page, st_page]}")
    assert s.players[0].paid == 1                                    # Moneylender: collision flip debt


def test_on_event_triggers_for_the_owner_once():
    """on_event triggers (§11): on hire (Pedlar), on trade (Customs Officer), on build (Bridge Warden),
    on transcribe (Choir Master), on worker_to_level2 (Castle Usher), on worker_to_level3 (Castellan)."""
    s = position(f"""
        ring: [A, B, C, D, E]
        phase: action
        p0: {{space: D_O2, tableau: [tf08, st_farmhand], silver: 0, {DRAW}}}
    """)
    choose(s, "trade")
    answer(s, "trade", offer=0)
    answer(s, "trade", offer=0)
    assert kind(s) == "resource" and s.players[0].silver == 2      # Customs Officer: any 1, then $1
    answer(s, "resource", ink=1, gold=0, stone=0)
    assert s.players[0].silver == 3 and kind(s) != "resource"      # once per Trade action
    s = position("""
        ring: [A, B, C, D, E]
        rotation: 0
        phase: none
        p0: {tableau: [tf28, hr07], hand: [st_page]}
        castle: {l1: {0: [2, 0]}, l2: {0: [2, 0]}}
    """)
    run_effects(s, 0, [{"op": "place_worker", "n": 1, "where": "any"}])
    answer(s, "region", region=0)
    events = answer(s, "resource", ink=0, gold=1, stone=0)         # Castle Usher: worker to level 2
    assert "Player 1 gains 1 gold (Castle Usher, ongoing)" in texts(events)
    answer(s, "resource", ink=0, gold=0, stone=1)                   # the level-3 effect
    assert s.board.l3[0] == 1 and s.players[0].purchased == 1       # Castellan: +deed at level 3
    assert s.players[0].res == {"ink": 0, "gold": 1, "stone": 1}


def test_an_ability_with_a_cost_is_offered_when_affordable(tmp_path: Path):
    """VIS-CARD-01 "cost/condition → effect": pay the cost, then the effect, or decline."""
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "townsfolk.yaml").write_text(
        "cards:\n  - {id: tf01, name: {en: Toll Keeper, zh: 收費人}, deck: neutral, value: 1, icons: [merchant],\n"
        "     ability: {timing: instant, cost: [{op: pay_silver, n: 2}], effects: \"+deed\"}}\n", encoding="utf-8")
    content = load_content(Path(GAME.data_dir()), (pack,))
    s = position("phase: none\np0: {silver: 2}")
    s.content = content
    from desktop_app.rules.viscounts.cards import push_ability

    class _Step:
        state, stack = s, s.stack
    push_ability(_Step, 0, "tf01", "instant")
    s.run()
    assert kind(s) == "use_ability"
    answer(s, "use_ability", use=True)
    assert s.players[0].silver == 0 and s.players[0].purchased == 1


def test_banish_delta_and_an_ongoing_hand_limit_from_a_pack(tmp_path: Path):
    """banish_cost delta (−k after the lowest set) and hand_limit as an ongoing card ability."""
    from desktop_app.rules.viscounts.abilities import banish_cost, hand_limit
    pack = tmp_path / "pack"
    pack.mkdir()
    (pack / "townsfolk.yaml").write_text(
        'cards:\n  - {id: tf01, name: {en: Toll Keeper, zh: 收費人}, deck: neutral, value: 1, icons: [merchant],\n'
        '     ability: "ongoing: banish −2, hand +1"}\n', encoding="utf-8")
    s = position("phase: none\np0: {tableau: [tf01]}")
    s.content = load_content(Path(GAME.data_dir()), (pack,))
    assert banish_cost(s, 0, 3) == 1 and banish_cost(s, 0, 1) == 0 and hand_limit(s, 0) == 4
    s.players[0].built["trading_post"] = 2
    assert banish_cost(s, 0, 3) == 0                  # set 1 (second trading post), then −2, min 0
