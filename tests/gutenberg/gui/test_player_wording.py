"""Players read player wording (issue 7 §3): no side-panel tooltip shows the engine's action text
(``p0 choose_character tile="CH08"``), the character-abilities variant says what each ability does
(GUT-GAP-07), and patron cards tell their requirements (GUT-PAT-03..06)."""

from __future__ import annotations

import random
import re

from desktop_app.ui.gutenberg.look import ability_text
from tests.gutenberg.helpers import content

ENGINE_TEXT = re.compile(r"\bp\d+ [a-z_]+|[a-z_]+=")


def test_no_panel_button_shows_the_engine_action_text(table):
    """Every side-panel button of a whole game: label and tooltip in player words."""
    t = table(seed=7, players=3)
    t.options.variants["character_abilities"] = True
    t.state.variants["character_abilities"] = True
    controller, scene = t.open()
    controller.state_changed.disconnect(scene.sync)
    rng, seen, checked = random.Random(2), set(), 0
    while controller.state.decisions():
        decision = controller.state.decisions()[0]
        legal = controller.legal_actions(decision.player)
        if decision.kind not in seen:
            seen.add(decision.kind)
            controller.set_privacy_acknowledged(decision.player)
            scene.sync([])
            for button in scene.panel_buttons:
                action = button.payload.get("action")
                assert not ENGINE_TEXT.search(button.toolTip()), (decision.kind, button.toolTip())
                assert not ENGINE_TEXT.search(button.caption), (decision.kind, button.caption)
                if action is not None:
                    assert action.text() not in button.toolTip()
                checked += 1
        passes = [a for a in legal if a.kind in ("pass", "decline", "plan_commit")]
        controller.submit(rng.choice(legal) if rng.random() < 0.7 or not passes else passes[0])
    assert checked > 40 and {"choose_character", "take_order", "complete_order"} <= seen


def _character_buttons(table, abilities: bool):
    t = table(seed=3)
    if abilities:
        t.options.variants["character_abilities"] = True
        t.state.variants["character_abilities"] = True
    _controller, scene = t.open()
    buttons = [b for b in scene.panel_buttons if b.payload.get("action") is not None
               and b.payload["action"].kind == "choose_character"]
    assert buttons, "the game starts with the character choice (GUT-SET-15)"
    return buttons


def test_the_character_abilities_variant_explains_each_ability_gut_gap_07(table):
    c = content()
    for button in _character_buttons(table, abilities=True):
        tile = button.payload["action"]["tile"]
        explained = ability_text(c.characters[tile][1], c)
        assert explained and explained in button.caption and f"Ability: {explained}" in button.toolTip()
        assert "Start: " in button.toolTip()


def test_without_the_variant_no_ability_is_promised(table):
    for button in _character_buttons(table, abilities=False):
        assert "Ability" not in button.toolTip() and "Start: " in button.toolTip()


def test_every_ability_key_has_words_in_both_languages():
    from desktop_app.rules.gutenberg.schema import Ability
    from desktop_app.ui.gutenberg.look import _ABILITY

    keys = set(Ability.model_fields["key"].annotation.__args__)
    assert keys == set(_ABILITY) and all(en and zh and en != zh for en, zh in _ABILITY.values())


def test_patron_cards_tell_their_requirements_gut_pat_04(table):
    t = table(seed=3)
    _controller, scene = t.open()
    c = content()
    patrons = [p for p in scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "patron"]
    assert patrons
    for piece in patrons:
        levels, ink, letters, _ = c.patrons[piece.payload["id"]]
        tip = piece.toolTip()
        assert "Worth 8★ at the end" in tip and "Can be taken from round" in tip
        assert ("Specialties at least" in tip) == bool(levels)
        assert ("Return ink to the bag" in tip) == any(ink)
        assert ("Own the letters" in tip) == any(letters)
