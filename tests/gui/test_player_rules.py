"""The rules for players: the rules window, its diagrams, and the rules-help sentence of every rule ID."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QPointF, QSettings

from desktop_app.ai.selfplay import play_game
from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.ui.app import application
from desktop_app.ui.docks import RulesDock
from desktop_app.ui.help_dialogs import RulesDialog
from desktop_app.ui.i18n import DATA_DIR, ROOT, set_language
from desktop_app.ui.library import GameCard
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.rules_diagrams import DiagramError, acting_order, check_diagram, draw_diagram
from desktop_app.ui.rules_text import (
    diagrams,
    has_player_rules,
    player_rules,
    rule_help,
    rule_help_index,
    rules_folder,
)
from desktop_app.ui.scenes import create_scene

GAMES = ("fit-to-print", "gutenberg", "viscounts", "unconscious-mind")
RULE_ID = re.compile(r"\b((?:FTP|GUT|VIS|UM|GOG|KOK)-[A-Z][A-Z0-9]*-\d+)\b")
PLAIN_ID = re.compile(r"(?<![A-Z]-)\b((?:GAP|DEC)-\d+)\b")
"""Viscounts names its gaps and decisions without a prefix (GAP-13, DEC-48)."""


def rule_ids(text: str, viscounts: bool) -> set[str]:
    """The rule IDs written in ``text`` (the plain GAP-/DEC- ones only in Viscounts' files)."""
    return set(RULE_ID.findall(text)) | (set(PLAIN_ID.findall(text)) if viscounts else set())
SPEC = ROOT.parent / "shared" / "rules"
DEVELOPER_WORDS = re.compile(r"`|\(D\)|\.ya?ml\b|\.py\b|\ba\[|\bGUI\b|\bengine\b|\bspec(ification)?\b|desktop_app|DEC-|AMB-",
                             re.IGNORECASE)
CJK = re.compile("[\u3400-\u9fff]")
DIAGRAM_REF = re.compile(r"\]\(diagram:([\w-]+)\)")


@pytest.fixture(autouse=True)
def english(qapp, tmp_path):
    application()
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    set_language("en", save=False)
    yield
    set_language("en", save=False)


def code_rule_ids() -> set[str]:
    """Every rule ID written in the app's code: scene items, decisions, refusals and log lines."""
    ids = set()
    for path in (ROOT / "desktop_app").rglob("*.py"):
        ids |= rule_ids(path.read_text(encoding="utf-8"), "viscounts" in path.parts)
    return ids


def test_every_rule_id_in_the_app_has_a_player_sentence_in_both_languages():
    """What the Rules help dock can show: a sentence for players (no spec notation) per ID."""
    index = rule_help_index()
    ids = code_rule_ids()
    assert len(ids) > 150
    missing = sorted(i for i in ids if i not in index)
    assert missing == []
    for rule_id, entry in index.items():
        assert not CJK.search(entry["en"]) and CJK.search(entry["zh"]), rule_id
        for lang in ("en", "zh"):
            assert not DEVELOPER_WORDS.search(entry[lang]), f"{rule_id} ({lang}): {entry[lang]}"
            assert (12 if lang == "en" else 6) <= len(entry[lang]) <= 220, rule_id


@pytest.mark.skipif(not SPEC.is_dir(), reason="the shared rules specifications are not next to the checkout")
@pytest.mark.parametrize("game", ["fit_to_print", "gutenberg", "viscounts", "unconscious_mind"])
def test_every_rule_of_the_specification_has_a_player_sentence(game):
    """Every rule line, gap and decision of the spec (not the worked examples) is explained to players."""
    text = (SPEC / f"{game}.md").read_text(encoding="utf-8")
    ids = {i for i in rule_ids(text, game == "viscounts") if "-EX-" not in i}
    assert sorted(ids - set(rule_help_index())) == []


def test_the_rules_dock_shows_the_player_sentence_with_the_rule_id_in_the_chosen_language(qtbot):
    """GUT-GAP-09 once read "(rule text not available)"; the dock follows a language switch."""
    dock = RulesDock()
    qtbot.addWidget(dock)
    dock.show_rule(("GUT-GAP-09", ""))
    text = dock.label.text()
    assert "GUT-GAP-09" in text and "black, red, blue, green and gold" in text
    assert "not available" not in text
    dock.show_rule(("GUT-PLAN-05", "Allocation: a[0..4], 0 ≤ a[k] ≤ 6"))
    assert "a[0..4]" not in dock.label.text() and "committed plan is final" in dock.label.text()
    set_language("zh_TW", save=False)
    qtbot.waitUntil(lambda: "確認後不能更改" in dock.label.text())
    assert "GUT-PLAN-05" in dock.label.text()


def _scene_rule_ids(game_id: str, seed: int, after: int) -> set[str]:
    game = get_game(game_id)
    content = game.load_content()
    options = GameOptions([Seat(name, "", "human" if i == 0 else "random") for i, name in enumerate(("Ann", "Bo", "Cy"))])
    played = play_game(game, content, options, seed, ["random"] * 3, max_actions=after)
    assert played.error is None
    controller = GameController(game, content, played.record, played.state, autosave=False)
    controller.shutdown(0)
    scene = create_scene(controller)
    ids = {scene.default_rule_id} - {None}
    for item in scene.items():
        if getattr(item, "rule_id", None):
            ids.add(item.rule_id)
            rule = scene.rule_at(item.sceneBoundingRect().center())
            assert rule is not None and rule[1], f"{game_id}: nothing explains {rule}"
    return ids


@pytest.mark.parametrize(("game_id", "points"), [("gutenberg", (0, 12, 40, 120)), ("fit-to-print", (0, 30, 400)),
                                                 ("viscounts", (0, 5, 60, 200)), ("unconscious-mind", (0, 40, 150))])
def test_everything_on_the_board_is_explained_in_player_words(qtbot, game_id, points):
    """Point at any item of a real scene, at several moments of a game: its rule has a sentence."""
    ids = set()
    for after in points:
        ids |= _scene_rule_ids(game_id, 5, after)
    assert len(ids) >= 8
    assert sorted(i for i in ids if not rule_help(i)) == []


@pytest.mark.parametrize("game_id", GAMES)
def test_player_rules_exist_in_both_languages_with_the_same_sections_and_diagrams(game_id):
    """Setup, a turn step by step, scoring, variants and modules — in English and 繁體中文."""
    assert has_player_rules(game_id)
    en, zh = player_rules(game_id, "en"), player_rules(game_id, "zh")
    sections = [re.findall(r"(?m)^## (.+)$", text) for text in (en, zh)]
    assert len(sections[0]) == len(sections[1]) >= 7
    assert {"Setting up", "Variants and modules", "End of the game"} <= set(sections[0])
    assert "遊戲設置" in sections[1] and "變體與模組" in sections[1]
    refs = [DIAGRAM_REF.findall(text) for text in (en, zh)]
    assert refs[0] == refs[1] and len(refs[0]) >= 5
    assert set(refs[0]) == set(diagrams(game_id)), "every diagram is used and every one used exists"
    for text in (en, zh):
        assert not DEVELOPER_WORDS.search(text.replace("](diagram:", "]("))
        assert not rule_ids(text, True), "the rules for players do not cite spec numbers"
    assert len(CJK.findall(zh)) > 2000 and not CJK.search(en.replace("·", ""))


@pytest.mark.parametrize("game_id", GAMES)
def test_every_diagram_draws_in_both_languages_with_its_caption(game_id):
    for name, spec in diagrams(game_id).items():
        check_diagram(name, spec)
        assert set(spec.get("caption", {"en": "", "zh": ""})) == {"en", "zh"}, name
        for lang in ("en", "zh"):
            image = draw_diagram(name, spec, lang, 1.0)
            assert image.width() == 600 and 60 < image.height() < 900, name
            assert len({image.pixel(x, y) for x in range(0, 600, 7) for y in range(0, image.height(), 7)}) > 4


def test_a_bad_diagram_is_refused_with_its_name_and_field():
    with pytest.raises(DiagramError, match="gears: kind: 'wheel'"):
        check_diagram("gears", {"kind": "wheel"})
    with pytest.raises(DiagramError, match="flow: steps: expected a non-empty list"):
        check_diagram("flow", {"kind": "flow", "steps": []})


def test_the_bids_diagram_works_out_the_acting_order_like_the_rules():
    """GUT-PLAN-06, the example of the rules: players C, D, A, B in turn order."""
    spec = diagrams("gutenberg")["acting_order"]
    names = [p["name"] for p in spec["players"]]
    orders = [[names[i] for i in acting_order([p["bids"][k] for p in spec["players"]])] for k in range(5)]
    assert orders == [list("BCDA"), list("DAC"), list("ABD"), list("BC"), list("ACDB")]


@pytest.mark.parametrize("game_id", GAMES)
def test_the_rules_window_shows_the_player_rules_with_sections_and_drawn_diagrams(qtbot, game_id):
    """Help ▸ Rules: no developer specification; the sections list jumps; Chinese follows a switch."""
    dialog = RulesDialog(get_game(game_id))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitUntil(lambda: len(set(dialog.browser.drawn)) == len(diagrams(game_id)))
    text = dialog.browser.document().toPlainText()
    assert "Specification" not in text and "Digital Implementation" not in text
    assert "how to play" in text
    titles = dialog.section_titles()
    assert titles[1] == "Setting up"
    dialog.sections.setCurrentRow(len(titles) - 2)
    cursor = dialog.browser.textCursor()
    assert cursor.block().text() == titles[-2]
    set_language("zh_TW", save=False)
    qtbot.waitUntil(lambda: "遊戲規則" in dialog.browser.document().toPlainText())
    assert dialog.section_titles()[1] == "遊戲設置"
    assert dialog.windowTitle().startswith("規則") or "規則" in dialog.windowTitle()


def test_a_game_without_player_rules_says_so_and_its_library_card_cannot_open_them(qtbot, tmp_path, monkeypatch):
    """A game whose player rules are not written yet: the card's Rules button is off and says why."""
    from desktop_app.engine import game as registry
    from desktop_app.engine.game import GameInfo, game_info

    soon = GameInfo("someday", {"en": "Someday", "zh": "有朝一日"}, 1, 4, "", "")
    monkeypatch.setitem(registry._LIBRARY, soon.id, soon)
    assert not has_player_rules("someday")
    assert all(has_player_rules(g) for g in GAMES)
    dialog = RulesDialog(get_game("someday"))
    qtbot.addWidget(dialog)
    assert dialog.browser.toPlainText() == "The rules of this game for players are still being written."
    assert dialog.section_titles() == []
    card = GameCard(game_info("someday"))
    qtbot.addWidget(card)
    assert not card.rules_button.isEnabled() and "still being written" in card.rules_button.toolTip()
    playable = GameCard(game_info("gutenberg"))
    qtbot.addWidget(playable)
    assert playable.rules_button.isEnabled()


def test_the_library_rules_button_opens_the_player_rules(qtbot):
    window = MainWindow()
    qtbot.addWidget(window)
    card = next(c for c in window.library.cards if c.game.id == "fit-to-print")
    card.rules_button.click()
    dialogs = [w for w in window.findChildren(RulesDialog)]
    assert dialogs and "Gathering" in dialogs[-1].browser.document().toPlainText()


def test_a_new_game_plugs_in_its_rules_by_data_alone(tmp_path):
    """data/<game>/player_rules: the two texts, the diagrams and the rule sentences; no code."""
    folder = rules_folder("demo-game", tmp_path)
    folder.mkdir(parents=True)
    (folder / "en.md").write_text("# Demo\n\n## Setup\n\n![Flow](diagram:flow)\n", encoding="utf-8")
    (folder / "zh.md").write_text("# 示範\n\n## 設置\n\n![流程](diagram:flow)\n", encoding="utf-8")
    (folder / "diagrams.yaml").write_text(yaml.safe_dump({"flow": {"kind": "flow", "steps": ["a", "b"]}}),
                                          encoding="utf-8")
    (folder / "rule_help.yaml").write_text('DEMO-SET-01: {en: "Set up the demo.", zh: "設置示範。"}\n',
                                           encoding="utf-8")
    assert has_player_rules("demo-game", tmp_path)
    assert "## 設置" in player_rules("demo-game", "zh", tmp_path)
    assert diagrams("demo-game", tmp_path)["flow"]["steps"] == ["a", "b"]
    assert rule_help_index(tmp_path) == {"DEMO-SET-01": {"en": "Set up the demo.", "zh": "設置示範。"}}
    assert rules_folder("demo-game") == DATA_DIR / "demo_game" / "player_rules"


def test_the_ftp_page_spots_are_explained(qtbot):
    """The page itself (grid, area, stars, fold) explains its rules in player words."""
    game = get_game("fit-to-print")
    content = game.load_content()
    options = GameOptions([Seat("Ann", "", "human"), Seat("Bo", "", "random")])
    played = play_game(game, content, options, 2, ["random"] * 2, max_actions=1)
    controller = GameController(game, content, played.record, played.state, autosave=False)
    controller.shutdown(0)
    scene = create_scene(controller)
    page = scene.page
    rect = page.sceneBoundingRect()
    seen = set()
    for fx in (0.05, 0.3, 0.5, 0.7, 0.95):
        for fy in (0.05, 0.2, 0.5, 0.8):
            rule = scene.rule_at(QPointF(rect.left() + fx * rect.width(), rect.top() + fy * rect.height()))
            if rule:
                seen.add(rule[0])
                assert rule[1] == rule_help(rule[0]) and rule[1]
    assert {"FTP-LAY-02", "FTP-LAY-04"} <= seen
    assert Path(rules_folder("fit-to-print") / "rule_help.yaml").is_file()


def test_the_rules_window_fits_the_screen(qtbot):
    """At 1366 × 768 (or any screen) the rules window opens inside the available area."""
    dialog = RulesDialog(get_game("gutenberg"))
    qtbot.addWidget(dialog)
    screen = dialog.screen().availableGeometry()
    assert dialog.width() <= screen.width() and dialog.height() <= screen.height()
