"""Side-panel choices say what they give, not only a name (issue "Viscounts and Unconscious Mind as
players find them": "a choice shows what it gives, not only its name"): a card to play or hire shows
its icons and ability (VIS-P1-06, VIS-HIRE-01), a banish what banishing gives (VIS-BAN-04), a stack
the manuscript's effect and ribbon (VIS-MS-05), a build the site's reward and the slot it frees
(VIS-BUILD-06)."""

from __future__ import annotations

from desktop_app.ui.viscounts.words import ability_text, effects_text, w
from tests.viscounts.fixtures import CONTENT, position


def _captions(scene, kind: str) -> dict:
    """The captions of the panel's answers of ``kind`` (not the "no, thanks" ones)."""
    return {b.payload["action"]: b.caption for b in scene.panel_buttons if b.payload["action"].kind == kind
            and b.payload["action"].get("skip") is not True}


def _click(scene, **wanted) -> None:
    button = next(b for b in scene.panel_buttons
                  if all((b.payload["action"].kind if k == "kind" else b.payload["action"].get(k)) == v
                         for k, v in wanted.items()))
    scene._clicked(button)


def test_play_and_hire_buttons_show_the_cards_icons_and_ability_vis_hire_01(table):
    t = table(position("""
        phase: cards
        p0: {space: A_O1, hand: [tf03, tf17, st_page]}
    """))
    for action, caption in _captions(t.scene, "play_card").items():
        card = CONTENT.cards[action["card"]]
        assert all(w(icon) in caption for icon in card.icons), caption
        if card.ability is not None:
            assert ability_text(card.ability, CONTENT, True) in caption, caption
    t = table(position("""
        phase: recruit
        p0: {space: A_O1, silver: 9}
    """))
    hires = _captions(t.scene, "hire")
    assert hires
    for action, caption in hires.items():
        card = CONTENT.cards[t.state.board.piles[action["pile"]][-1]]
        assert caption.startswith("Hire ") and "→" in caption
        assert all(w(icon) in caption for icon in card.icons), caption


def test_stack_buttons_show_the_manuscripts_effect_vis_ms_05(table):
    t = table(position("""
        phase: action
        p0: {space: A_I1, tableau: [st_acolyte], silver: 0, res: {ink: 3}}
        p1: {space: C_O1}
        piles: {A: [tf11]}
        stacks: {A: [ms02, ms_g1]}
        turn: {played: st_acolyte}
        ring: [A, B, C, D, E]
        rotation: 0
    """))
    _click(t.scene, kind="main_action", action="transcribe")
    if t.state.decisions()[0].kind == "banish":
        _click(t.scene, kind="banish", skip=True)
    (caption,) = _captions(t.scene, "transcribe").values()
    ms = CONTENT.manuscripts["ms_g1"]
    assert effects_text(ms.instant, CONTENT, True) in caption and w(ms.ribbon) in caption, caption


def test_build_buttons_show_the_sites_reward_and_the_slot_it_frees_vis_build_06(table):
    t = table(position("""
        phase: action
        p0: {space: A_O1, tableau: [st_hod_carrier, tf11, tf13], silver: 0, res: {stone: 1}}
        p1: {space: C_I1}
        turn: {played: st_hod_carrier}
        ring: [A, B, C, D, E]
        rotation: 0
    """))
    _click(t.scene, kind="main_action", action="build")
    if t.state.decisions()[0].kind == "banish":
        _click(t.scene, kind="banish", skip=True)
    builds = {a: c for a, c in _captions(t.scene, "build").items() if a.get("type")}
    assert builds
    for action, caption in builds.items():
        slot = CONTENT.buildings[action["type"]].slots[0]
        assert "frees: " + effects_text(slot, CONTENT, True) in caption, caption


def test_banish_buttons_say_what_banishing_gives_in_the_words_of_the_rules_vis_ban_06(table):
    """VIS-BAN-06: a banish button adds what the banished card's top-right effect gives; in 繁體中文
    it reads 遣散時 (the rules' word for banish, 遣散), never 放逐 (it read 放逐時)."""
    from desktop_app.ui.i18n import set_language

    set_language("zh_TW", save=False)
    t = table(position("""
        phase: action
        p0: {space: A_O1, tableau: [st_farmhand], silver: 5}
        p1: {space: C_I1}
        piles: {A: [tf43]}
        turn: {played: st_farmhand}
        ring: [A, B, C, D, E]
        rotation: 0
    """))
    _click(t.scene, kind="main_action", action="trade")
    assert t.state.decisions()[0].kind == "banish"
    (caption,) = _captions(t.scene, "banish").values()
    assert "遣散時：" in caption and "放逐" not in caption, caption
    assert effects_text(CONTENT.cards["tf43"].on_hire, CONTENT, True) in caption, caption


def test_hire_buttons_say_what_the_hire_gives_at_once_vis_hire_02(table):
    """VIS-HIRE-02: a hired card's top-right effect resolves at once, so its button says it ("when
    hired: take a deed"), in both languages; it used to show only the icons and the ability for later."""
    from desktop_app.ui.i18n import set_language

    t = table(position("""
        phase: recruit
        p0: {space: A_O1, silver: 9}
        piles: {A: [tf43]}
        ring: [A, B, C, D, E]
        rotation: 0
    """))
    hires = [c for a, c in _captions(t.scene, "hire").items() if a.get("pile") == "A"]
    gives = effects_text(CONTENT.cards["tf43"].on_hire, CONTENT, True)
    assert hires and f"when hired: {gives}" in hires[0], hires
    set_language("zh_TW", save=False)
    t.scene.sync([])
    hires = [c for a, c in _captions(t.scene, "hire").items() if a.get("pile") == "A"]
    assert f"僱用時：{effects_text(CONTENT.cards['tf43'].on_hire, CONTENT, True)}" in hires[0], hires


def test_outsider_buttons_say_what_welcoming_or_rejecting_gives_gog_out_02_06(table):
    """GOG-OUT-02/07: a welcome button names the outsider's end-game points (what decides which one to
    take); GOG-OUT-06: a reject button names the top-right effect that rejecting resolves, "when rejected"
    (拒絕時), not "when banished" (遣散時): rejecting is not banishing."""
    from desktop_app.ui.i18n import set_language
    from desktop_app.ui.viscounts.words import vp_text
    from tests.viscounts.fixtures import run_effects

    for mode in ("welcome", "reject"):
        s = position("""
            variants: {gates_of_gold: true}
            phase: none
            outsiders: [ou01, ou02, ou03]
            outsider_deck: [ou13]
        """)
        run_effects(s, 0, [{"op": "take_outsider", "mode": mode}])
        t = table(s)
        captions = {a["outsider"]: c for a, c in _captions(t.scene, "outsider").items()}
        pilgrim = CONTENT.cards["ou02"]
        if mode == "welcome":
            assert f"Scores: {vp_text(pilgrim.vp)}" in captions["ou02"], captions
        else:
            assert f"when rejected: {effects_text(pilgrim.on_hire, CONTENT, True)}" in captions["ou02"], captions
            assert "banished" not in captions["ou02"]
            set_language("zh_TW", save=False)
            t.scene.sync([])
            zh = {a["outsider"]: c for a, c in _captions(t.scene, "outsider").items()}
            assert "拒絕時：" in zh["ou02"] and "遣散" not in zh["ou02"], zh
