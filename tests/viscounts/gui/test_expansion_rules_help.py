"""Rules help for the expansions (issue 11): every Gates of Gold / Keeper of Keys rule ID the app shows
or the specification names has a player sentence in both languages, pointing at any piece of a table
with both modules explains it, and the rules for players draw the expansions' diagrams."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from desktop_app.ui.i18n import ROOT
from desktop_app.ui.rules_diagrams import check_diagram, draw_diagram
from desktop_app.ui.rules_text import diagrams, player_rules, rule_help, rule_help_index
from tests.viscounts.fixtures import new_game

EXPANSION_ID = re.compile(r"\b((?:GOG|KOK)-[A-Z]+-\d+)\b")
SPEC = ROOT.parent / "shared" / "rules" / "viscounts.md"
NEW_DIAGRAMS = ("manuscript_board", "kings_order", "public_buildings", "chests")


def _code_ids() -> set[str]:
    ids: set[str] = set()
    for path in (ROOT / "desktop_app").rglob("*.py"):
        ids |= set(EXPANSION_ID.findall(Path(path).read_text(encoding="utf-8")))
    return ids


def test_every_expansion_rule_id_in_the_app_has_a_player_sentence_in_both_languages():
    index = rule_help_index()
    ids = _code_ids()
    assert len(ids) >= 30
    assert sorted(i for i in ids if i not in index) == []
    for rule_id in ids:
        assert re.search("[\u3400-\u9fff]", index[rule_id]["zh"]) and not re.search("[\u3400-\u9fff]",
                                                                                      index[rule_id]["en"])


@pytest.mark.skipif(not SPEC.is_file(), reason="the shared rules specification is not next to the checkout")
def test_every_expansion_rule_of_the_specification_has_a_player_sentence():
    ids = set(EXPANSION_ID.findall(SPEC.read_text(encoding="utf-8")))
    assert {"GOG-MSB-03", "KOK-CHEST-05"} <= ids
    assert sorted(ids - set(rule_help_index())) == []


def test_pointing_at_any_piece_of_a_table_with_both_modules_explains_it(table):
    state = new_game(3, gates_of_gold=True, keeper_of_keys=True)
    while state.decisions()[0].kind != "play_card":  # the draft and its extras
        state.apply(state.decisions()[0].options[0])
    t = table(state)
    scene = t.scene
    shown = set()
    for item in scene.items():
        rule_id = getattr(item, "rule_id", None)
        if rule_id:
            shown.add(rule_id)
            assert rule_help(rule_id, "en") and rule_help(rule_id, "zh"), rule_id
    assert {"GOG-MSB-02", "GOG-OUT-02", "GOG-OUT-07", "KOK-PUB-06", "KOK-CHEST-01", "KOK-CHEST-02"} <= shown


@pytest.mark.parametrize("lang", ["en", "zh"])
def test_the_expansions_diagrams_are_drawn_and_placed_in_the_rules(lang):
    """The manuscript board, the King's Order, the public buildings and the chest slots: drawn in both
    languages and shown in the Gates of Gold and Keeper of Keys paragraphs, in that order."""
    specs = diagrams("viscounts")
    text = player_rules("viscounts", lang)
    places = [text.index(f"(diagram:{name})") for name in NEW_DIAGRAMS]
    assert places == sorted(places)
    gog = text.index("**輝煌拱門**" if lang == "zh" else "**Gates of Gold**")
    kok = text.index("**守衛密鑰**" if lang == "zh" else "**Keeper of Keys**")
    assert gog < places[0] < places[1] < kok < places[2] < places[3]
    for name in NEW_DIAGRAMS:
        check_diagram(name, specs[name])
        image = draw_diagram(name, specs[name], lang, 1.0)
        assert image.width() > 300 and image.height() > 80, name
