"""Keeper of Keys (viscounts.md §8): setup, public buildings and treasure chests (KOK-SETUP, KOK-PUB,
KOK-CHEST, GAP-02 ``kok_on_place``, GAP-18, GAP-19, DEC-40..45, DEC-62)."""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.rules.viscounts.abilities import criminals
from tests.viscounts.fixtures import CONTENT, answer, kind, new_game, options, position, run_effects, texts

KOK = "variants: {keeper_of_keys: true}"
DRAW = "draw: [st_page, st_page, st_page, st_page]"


def _build_public(btype: str, res: int = 4, tableau: str = "[st_hod_carrier, st_hod_carrier]", **extra):
    built = extra.get("built", f"{{{btype}: 2}}")
    s = position(f"""
        {KOK}
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        p0: {{space: A_O1, tableau: {tableau}, res: {{stone: {res}}}, built: {built}, {DRAW}}}
        sites: {{A_s1: [0, {btype}], B_s1: [0, {btype}]}}
        {extra.get("more", "")}
    """)
    answer(s, "main_action", action="build")
    return s


# ---- setup -----------------------------------------------------------------------------------------
def test_kok_setup_01_02_cards_mixed_in_public_buildings_and_four_chests():
    """KOK-SETUP-01, KOK-SETUP-02, GAP-08, GAP-11, GAP-19: 6 more townsfolk, 5 more black-backs in the pool, the
    three public buildings unbuilt, 4 chests face up over a stack of 12, 3 empty slots each."""
    s = new_game(3, 3, keeper_of_keys=True)
    while kind(s) == "draft":
        answer(s, "draft", card=options(s)[0]["card"])
        while kind(s) not in ("draft", "play_card") and s.stack.question is not None:
            answer(s, kind(s), **options(s)[-1])
    piled = [c for pile in s.board.piles.values() for c in pile]
    assert len(piled) == 56 and {f"kk0{k}" for k in range(1, 7)} <= set(piled)
    assert len([m for stack in s.board.stacks.values() for m in stack]) + len(s.board.ms_box) == 40
    assert s.board.public == {} and sorted(CONTENT.keys.public) == ["town_hall", "trading_post", "workshop"]
    assert len(s.board.chest_row) == 4 and len(s.board.chest_stack) == 12
    assert sorted(s.board.chest_row + s.board.chest_stack) == [f"ch{k:02d}" for k in range(1, 17)]
    assert all(pl.chests == [None, None, None] for pl in s.players)
    assert not s.gog


def test_gap02_kok_sites_give_a_chest_instead_of_their_printed_effect():
    """GAP-02 ``kok_on_place``: with Keeper of Keys, A_s3 (3–4 players) gives a chest, not virtue 1."""
    s = position(f"""
        {KOK}
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        p0: {{space: A_O2, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 1}}, track: [1, 8], {DRAW}}}
        chest_row: [ch01, ch03, ch05, ch06]
    """)
    answer(s, "main_action", action="build")
    answer(s, "build", type="workshop", site="A_s3")
    assert kind(s) == "gain_chest" and s.players[0].virtue == 8
    answer(s, "gain_chest", chest="ch03", slot=2)
    assert s.players[0].chests == [None, "ch03", None]


# ---- public buildings ------------------------------------------------------------------------------
def test_kok_pub_01_02_eligible_on_a_site_with_your_own_building_of_the_type_at_its_cost():
    """KOK-PUB-01/02, GAP-18: the public workshop (cost 6) on a site of your side of the river that
    holds your own workshop; 2 builder icons + 4 stone pay; 3 stone do not; an opponent's workshop
    does not qualify."""
    s = _build_public("workshop")
    assert {"public": "workshop", "site": "A_s1"} in options(s)
    assert s.decisions()[0].context["public_stone"] == {"workshop": 4}
    assert {"public": "workshop", "site": "B_s1"} not in options(s)          # not reachable from A_O1
    s = _build_public("workshop", res=3)
    assert not [o for o in options(s) if "public" in o]
    refusal = s.check(Action.make(0, "build", public="workshop", site="A_s1"))
    assert refusal is not None and refusal.rule_id == "KOK-PUB-02"
    s = position(f"""
        {KOK}
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        p0: {{space: A_O1, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 9}}, {DRAW}}}
        sites: {{A_s1: [1, workshop]}}
    """)
    answer(s, "main_action", action="build")
    assert not [o for o in options(s) if "public" in o]                        # the workshop is player 2's


def test_kok_pub_03_to_05_dec40_the_building_goes_home_and_covers_its_ability_no_site_effect():
    """KOK-PUB-03, KOK-PUB-04, KOK-PUB-05, DEC-40: the own workshop goes back to the rightmost uncovered slot (2 built ->
    1: the second workshop's ability is covered again), the public building takes the site with no
    site or connection effect, its card is taken and its immediate effect (+deed, any 1) resolves."""
    s = _build_public("workshop")
    events = answer(s, "build", public="workshop", site="A_s1")
    pl = s.players[0]
    assert pl.built["workshop"] == 1 and s.board.sites["A_s1"] == [0, "public"]
    assert s.board.public == {"workshop": [0, "A_s1"]} and "public_workshop" in pl.perks
    assert "Player 1 builds the Public Workshop on Market Quarter site 1; their own Workshop goes back to their board" \
        in texts(events)
    assert pl.purchased == 1 and kind(s) == "resource" and pl.res["stone"] == 0   # A_s1's "any 1" is not given
    answer(s, "resource", ink=1, gold=0, stone=0)
    assert pl.res["ink"] == 1 and kind(s) != "resource"


def test_kok_pub_06_once_per_game_and_never_by_a_free_build():
    """KOK-PUB-06, §11 cost_mod: a public building built once is never offered again; a free build
    (an effect's ``build free``) never offers one."""
    s = _build_public("workshop", more="public: {workshop: [1, C_s1]}")
    assert not [o for o in options(s) if "public" in o]
    s = position(f"""
        {KOK}
        ring: [A, B, C, D, E]
        players: 3
        phase: none
        p0: {{space: A_O1, res: {{stone: 9}}, built: {{workshop: 1}}, tableau: [st_hod_carrier, st_hod_carrier]}}
        sites: {{A_s1: [0, workshop]}}
    """)
    run_effects(s, 0, [{"op": "build", "free": True}])
    assert kind(s) == "build" and not [o for o in options(s) if "public" in o]
    refusal = s.check(Action.make(0, "build", public="workshop", site="A_s1"))
    assert refusal is not None and refusal.rule_id.startswith("KOK-PUB")


def test_kok_pub_07_public_trading_post_flips_when_a_hero_is_gained_or_destroyed():
    """KOK-PUB-07, DP-28: holding the public trading post card, gaining a hero (GAP-09) offers a flip
    of a debt or deed; destroying one too."""
    s = position(f"""
        {KOK}
        phase: none
        p0: {{perks: [public_trading_post], debts: [1, 0], hand: [hr04]}}
    """)
    run_effects(s, 0, "hero")
    assert kind(s) == "hero"
    answer(s, "hero", **options(s)[0])
    assert kind(s) == "use_effect"
    answer(s, "use_effect", use=True)
    while kind(s) in ("flip", "resource"):
        answer(s, kind(s), **options(s)[0])
    pl = s.players[0]
    assert (pl.unpaid, pl.paid) == (0, 1)
    run_effects(s, 0, "destroy")
    answer(s, "destroy", card="hr04")
    assert kind(s) == "use_effect" and pl.silver == CONTENT.cards["hr04"].value


def test_kok_pub_07_dec42_public_town_hall_criminal_counts_everywhere():
    """KOK-PUB-07, DEC-42: the permanent criminal icon counts when you play a criminal (VIS-P1-05) and
    in reshuffles (VIS-SHUF-01), and is wild in main actions."""
    s = position(f"""
        {KOK}
        phase: cards
        p0: {{perks: [public_town_hall], hand: [tf47, st_page], tableau: [st_page, st_page, st_farmhand], draw: [st_page]}}
    """)
    assert criminals(s, 0) == 1
    answer(s, "play_card", card="tf47")
    assert s.players[0].corruption == 1 + 2                               # the Pickpocket and the town hall
    s = position(f"""
        {KOK}
        phase: none
        p0: {{perks: [public_town_hall], tableau: [st_page], draw: [], discard: [st_page]}}
    """)
    run_effects(s, 0, "draw 1")
    assert (s.players[0].corruption, s.players[0].virtue) == (2, 9)        # reshuffle: corruption, not virtue


def test_kok_pub_07_dec43_public_workshop_at_another_players_collision():
    """KOK-PUB-07, DEC-43, DP-29: at every collision (here player 1's), before step 1, the public
    workshop's owner may ignore a criminal icon for that collision and draws the top card: player 2,
    with a second workshop and only a Pickpocket as criminal, then gains step 1's virtue."""
    s = position(f"""
        {KOK}
        phase: collision
        p0: {{track: [5, 5], hand: [st_page, st_page, st_page]}}
        p1: {{perks: [public_workshop], built: {{workshop: 2}}, tableau: [tf47], draw: [st_acolyte]}}
    """)
    assert kind(s) == "ignore_criminal" and s.stack.question.player == 1
    events = answer(s, "ignore_criminal", ignore=True)
    p1 = s.players[1]
    assert p1.hand == ["st_acolyte"] and p1.virtue == 9 - 1                 # step 1 virtue despite the Pickpocket
    assert texts(events)[:3] == ["Player 2 ignores a criminal icon for this collision", "Player 2 draws a card",
                                 "Player 2 gains 1 virtue (Workshop slot 2)"]
    s = position(f"""
        {KOK}
        phase: collision
        p0: {{track: [5, 5], hand: [st_page, st_page, st_page]}}
        p1: {{perks: [public_workshop], built: {{workshop: 2}}, tableau: [tf47], draw: [st_acolyte]}}
    """)
    answer(s, "ignore_criminal", ignore=False)
    assert s.players[1].virtue == 9 and s.players[1].hand == ["st_acolyte"]


# ---- treasure chests ---------------------------------------------------------------------------------
def test_kok_chest_01_to_03_dec62_display_refill_and_an_empty_stack():
    """KOK-CHEST-01, KOK-CHEST-02, KOK-CHEST-03, DEC-62, DP-27: a chest from the 4 face up into a slot; the display refills from the
    stack; once the stack is empty it does not; declining is allowed (DEC-45)."""
    s = position(f"""
        {KOK}
        phase: none
        chest_row: [ch01, ch03, ch05, ch06]
        chest_stack: [ch10]
    """)
    run_effects(s, 0, "chest")
    assert {"skip": True} in options(s) and {"chest": "ch05", "slot": 3} in options(s)
    events = answer(s, "gain_chest", chest="ch05", slot=3)
    assert s.players[0].chests == [None, None, "ch05"] and sorted(s.board.chest_row) == ["ch01", "ch03", "ch06", "ch10"]
    assert "Merchant's Strongbox is turned face up" in texts(events) and s.board.chest_stack == []
    run_effects(s, 0, "chest")
    answer(s, "gain_chest", chest="ch01", slot=1)
    assert sorted(s.board.chest_row) == ["ch03", "ch06", "ch10"]
    run_effects(s, 0, "chest")
    answer(s, "gain_chest", skip=True)
    assert sorted(s.board.chest_row) == ["ch03", "ch06", "ch10"] and s.players[0].chests == ["ch01", None, "ch05"]


def test_dec45_a_new_chest_replaces_one_that_leaves_the_game():
    """KOK-CHEST-02, DEC-45: taking a chest into a full slot discards the old tile for good."""
    s = position(f"""
        {KOK}
        phase: none
        chest_row: [ch01, ch03, ch05, ch06]
        chest_stack: []
        p0: {{chests: [ch07, ch08, ch09]}}
    """)
    run_effects(s, 0, "chest")
    events = answer(s, "gain_chest", chest="ch01", slot=2)
    assert s.players[0].chests == ["ch07", "ch01", "ch09"]
    assert "ch08" not in s.board.chest_row + s.board.chest_stack
    assert "Player 1 takes the treasure chest Silver Coffer into slot 2; Letter Box leaves the game" in texts(events)


def test_kok_chest_04_dec44_shifted_and_played_cards_trigger_in_order():
    """KOK-CHEST-04, VIS-P1-02/06, DEC-44: exit, then the slot-2 chest for the card shifted there, then
    slot 3, then the played card, its instant, then the slot-1 chest."""
    s = position(f"""
        {KOK}
        phase: cards
        p0: {{hand: [tf01, st_page], tableau: [st_page, st_acolyte, tf02], chests: [ch04, ch01, ch03], draw: [st_page]}}
    """)
    events = answer(s, "resource", ink=0, gold=0, stone=1)                  # Eel Seller's exit: any 1
    events += answer(s, "play_card", card="tf01")
    pl = s.players[0]
    assert pl.tableau == ["tf01", "st_page", "st_acolyte"]
    assert (pl.silver, pl.res["ink"], pl.res["gold"], pl.res["stone"]) == (2 + 1, 1, 1, 1)
    lines = [t for t in texts(events) if "treasure chest" in t]
    assert lines == ["The treasure chest Silver Coffer works for Page in slot 2",
                     "The treasure chest Ink Chest works for Acolyte in slot 3",
                     "The treasure chest Gold Chest works for Lamplighter in slot 1"]
    order = texts(events)
    assert order.index(lines[1]) < next(i for i, t in enumerate(order) if "plays" in t) < order.index(lines[2])
    assert next(i for i, t in enumerate(order) if "Lamplighter" in t and "silver" in t) < order.index(lines[2])


def test_kok_chest_05_dec58_rearranging_never_triggers_a_chest():
    """KOK-CHEST-05, DEC-58: a rearranged tableau triggers no chest."""
    s = position(f"""
        {KOK}
        phase: none
        p0: {{tableau: [st_page, st_acolyte, st_farmhand], chests: [ch01, ch02, ch06]}}
    """)
    run_effects(s, 0, [{"op": "rearrange_tableau"}])
    events = answer(s, "rearrange", order=["st_farmhand", "st_page", "st_acolyte"])
    assert s.players[0].tableau == ["st_farmhand", "st_page", "st_acolyte"]
    assert s.players[0].silver == 0 and s.players[0].virtue == 9
    assert not [t for t in texts(events) if "treasure chest" in t]


def test_kok_chest_04_buffs_end_with_the_turn():
    """KOK-CHEST-04, GAP-19: a buff (Builder's Toolbox: 1 builder icon) counts in this turn's main
    action and is gone with the turn."""
    s = position(f"""
        {KOK}
        phase: cards
        p0: {{space: A_O1, hand: [st_page, st_page], tableau: [st_farmhand, st_farmhand, st_farmhand], chests: [ch11, null, null],
             {DRAW}}}
    """)
    assert s.players[0].tableau[0] == "st_page" and s.turn.icons.get("builder") == 1   # one kind in hand: played
    while s.active == 0:
        q = s.stack.question
        if q.kind == "move":
            answer(s, "move", **options(s)[0])
        else:
            answer(s, q.kind, **next((o for o in options(s) if o.get("skip") or o.get("action") == "none"),
                                     options(s)[-1]))
    assert s.turn.icons.get("builder", 0) == 0


def test_gap19_honest_purse_reads_the_card_above_it():
    """GAP-19 ``card_no_criminal``: the Honest Purse gives virtue for a card without a criminal icon
    above it, nothing for a criminal."""
    s = position(f"""
        {KOK}
        phase: cards
        p0: {{hand: [st_page, tf47], tableau: [st_farmhand, st_farmhand, st_farmhand], chests: [ch14, null, null],
             track: [1, 8], draw: [st_page]}}
    """)
    answer(s, "play_card", card="st_page")
    assert s.players[0].virtue == 7
    s = position(f"""
        {KOK}
        phase: cards
        p0: {{hand: [st_page, tf47], tableau: [st_farmhand, st_farmhand, st_farmhand], chests: [ch14, null, null],
             track: [1, 8], draw: [st_page]}}
    """)
    answer(s, "play_card", card="tf47")
    assert s.players[0].virtue == 8


def test_kok_chest_06_dec41_end_scoring_chests_and_public_buildings():
    """KOK-CHEST-06: 1 / 2 / 3 chests = 2 / 5 / 9; DEC-41, GAP-18: a public building card scores its
    own points and is no building of the tables."""
    for tiles, vp in (([None, None, None], 0), (["ch01", None, None], 2), (["ch01", None, "ch02"], 5),
                      (["ch01", "ch03", "ch02"], 9)):
        s = position(f"""
            {KOK}
            phase: none
            p0: {{chests: {tiles}, perks: [public_town_hall], built: {{town_hall: 1}}}}
            sites: {{A_s1: [0, town_hall], B_s1: [0, public]}}
            public: {{town_hall: [0, B_s1]}}
        """.replace("None", "null"))
        cats = s.score_sheet().players[0].categories
        assert cats["chests"] == vp and cats["public_buildings"] == 8
        assert cats["town_halls"] == 6                                    # one own town hall (§13 example 1)


def test_dec40_the_public_buildings_owner_is_the_builder_for_later_connections():
    """DEC-40, VIS-BUILD-07: a public building on A_s2 counts as its builder's for the dashed line
    A_s2–A_s3: when player 1 builds on A_s3, player 2 (the public workshop's builder) gains the line's
    $1 too."""
    s = position(f"""
        {KOK}
        ring: [A, B, C, D, E]
        players: 3
        phase: action
        p0: {{space: A_O2, tableau: [st_hod_carrier, st_hod_carrier], res: {{stone: 1}}, {DRAW}}}
        sites: {{A_s2: [1, public]}}
        public: {{workshop: [1, A_s2]}}
        p1: {{perks: [public_workshop]}}
    """)
    answer(s, "main_action", action="build")
    answer(s, "build", type="workshop", site="A_s3")
    answer(s, "gain_chest", skip=True)                                      # A_s3 with KoK: a chest (GAP-02)
    assert s.players[1].silver == 1 and s.players[0].silver == 1


def test_dec44_dec45_a_chest_replaced_by_the_played_cards_instant_no_longer_pays():
    """DEC-44, DEC-45, KOK-CHEST-04: the played card's instant ability (Key Bearer: gain a chest) puts a
    new tile into slot 1, replacing the Gold Chest; the slot-1 chest step that follows works with the
    tile in the slot then (Silver Coffer: 2 silver), and the discarded Gold Chest pays nothing."""
    s = position(f"""
        {KOK}
        phase: cards
        chest_row: [ch01, ch03, ch05, ch06]
        chest_stack: []
        p0: {{hand: [kk01, st_page], tableau: [st_page], chests: [ch04, null, null], draw: [st_page]}}
    """)
    answer(s, "play_card", card="kk01")
    events = answer(s, "gain_chest", chest="ch01", slot=1)
    pl = s.players[0]
    assert pl.chests == ["ch01", None, None]
    assert pl.res["gold"] == 0 and pl.silver == 2          # Key Bearer's $1 is its hire effect: 2 from the coffer
    assert "The treasure chest Silver Coffer works for Key Bearer in slot 1" in texts(events)
    assert not [t for t in texts(events) if "Gold Chest works" in t]


def test_dec44_dec45_a_chest_replaced_by_an_exit_ability_no_longer_pays_for_the_shifted_card():
    """DEC-44, DEC-45, VIS-P1-02: the exit ability of the card leaving slot 3 (Locksmith: gain a chest)
    replaces the slot-2 tile before the shifted cards' chests work: the new tile works for the card shifted
    into slot 2, the old one does not."""
    s = position(f"""
        {KOK}
        phase: cards
        chest_row: [ch01, ch03, ch05, ch06]
        chest_stack: []
        p0: {{hand: [st_page, st_page], tableau: [st_acolyte, st_farmhand, kk03], chests: [null, ch04, null],
             draw: [st_page]}}
    """)
    events = answer(s, "gain_chest", chest="ch03", slot=2)
    pl = s.players[0]
    assert pl.chests == [None, "ch03", None]
    assert pl.res["gold"] == 0 and pl.res["ink"] == 1
    assert "The treasure chest Ink Chest works for Acolyte in slot 2" in texts(events)
