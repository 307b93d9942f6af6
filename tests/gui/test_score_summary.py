"""The score summary on screen: standings mid-game, tie-breaks and names in Chinese, PDF confirmation."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.engine.scoresheet import TIE_BROKEN, Category, PlayerScore, ScoreSheet
from desktop_app.engine.text import Text
from desktop_app.ui.docks import ScoreDock
from desktop_app.ui.i18n import set_language
from desktop_app.ui.score_dialog import ScoreDialog, tie_break_text, winners_text


def sheet(final: bool) -> ScoreSheet:
    players = [PlayerScore("Player 1", {"a": 3}, 30, 2), PlayerScore("Ann", {"a": 5}, 31, 1),
               PlayerScore("Player 3", {"a": 1}, 30, 2)]
    return ScoreSheet("gutenberg", {"en": "Gutenberg", "zh": "古騰堡"}, [Category("a", "Alpha", "甲")], players,
                      [1] if final else [1], Text(TIE_BROKEN, desc=Text("fewest ink tokens")), final=final)


def test_a_mid_game_summary_gives_standings_not_winners(qtbot):
    """A mid-game print once said "Winners: Player 2, Player 3, Player 4"."""
    live = sheet(final=False)
    assert winners_text(live) == "Standings: 1. Ann (31), 2. Player 1 (30), 2. Player 3 (30)"
    assert winners_text(sheet(final=True)) == "Winner: Ann"
    dialog = ScoreDialog(live)
    qtbot.addWidget(dialog)
    assert "Standings:" in dialog.winner.text() and "Winner" not in dialog.winner.text()
    assert dialog.title.text() == "Scores so far"


def test_tie_break_and_default_names_read_in_chinese(qtbot):
    """ "同分，以fewest ink tokens決勝" once; and a seat nobody named reads 玩家 N."""
    final = sheet(final=True)
    dock = ScoreDock()
    qtbot.addWidget(dock)
    dock.show_sheet(final)
    set_language("zh_TW", save=False)
    assert tie_break_text(final.tie_break) == "同分，以墨水標記數量最少決勝"
    assert winners_text(sheet(final=False)).startswith("目前排名：1. Ann（31 分）、2. 玩家 1（30 分）")
    qtbot.waitUntil(lambda: dock.table.horizontalHeaderItem(0).text().replace("\n", " ") == "玩家 1")
    dialog = ScoreDialog(final)
    qtbot.addWidget(dialog)
    assert "同分，以墨水標記數量最少決勝" in dialog.winner.text()


def test_export_pdf_confirms_where_the_file_went(qtbot, tmp_path):
    """Save says "Saved to …"; Export PDF used to say nothing."""
    dialog = ScoreDialog(sheet(final=True))
    qtbot.addWidget(dialog)
    out = tmp_path / "summary.pdf"
    assert dialog.export_pdf(out) == out and out.is_file()
    notes = [w for w in dialog.findChildren(QMessageBox) if w.objectName() == "export_confirmation"]
    assert notes and str(out) in notes[-1].text() and notes[-1].isVisible()
    notes[-1].accept()


def test_the_game_window_confirms_an_export_in_its_status_line(qtbot, tiny_window, tmp_path):
    window = tiny_window(("human", "human"))
    out = tmp_path / "live.pdf"
    assert window.export_pdf(out) == out
    assert window.statusBar().currentMessage() == f"Score summary exported to {out}"


def test_the_game_sheet_prints_its_variants_by_their_names(qtbot):
    """The controller gives the sheet the options as the new-game dialog named them
    (the PDF once printed "ink_refill: topup, rival_seat: off")."""
    game = get_game("gutenberg")
    options = GameOptions([Seat("Ann", "", "human"), Seat("Bo", "", "human")],
                          {"ink_refill": "reset", "character_abilities": True})
    controller = GameController.new(game, game.load_content(), options, 9)
    controller.shutdown(0)
    labels = [(n["en"], v["en"]) for n, v in controller.score_sheet().variant_labels]
    assert ("Ink refill", "Return and redraw") in labels and ("Character abilities", "on") in labels
    assert all(name != "Rival in a 2–3 player game" for name, _ in labels)  # off: not listed


def test_notes_given_as_texts_render_through_the_ui_translator(qtbot):
    """Panels that translate note keys get whole Texts now, and render them in the language."""
    from desktop_app.rules.gutenberg import GAME
    from desktop_app.ui.i18n import engine_translate

    data = {"players": [{"name": "Player 1", "prestige": 3, "coins": 1, "patrons": 0, "letters": 3, "ink": 0,
                         "specialties": {"typesetting": 1, "woodcut": 1, "binding": 1, "colouring": 1}}]}
    scored = GAME.score_physical(data, Text("Entered in the score calculator"))
    set_language("zh_TW", save=False)
    assert [engine_translate(n) for n in scored.notes] == ["於計分器輸入"]
    assert engine_translate(Text("{player}: {line}", player="Player 1", line="x")) == "玩家 1：x"


def test_gear_and_board_labels_say_1_coin(qtbot):
    """ "1 coins" on an ink position and on gear rewards."""
    from desktop_app.ui.gutenberg.look import effect_label

    content = get_game("gutenberg").load_content()
    assert effect_label(("coins", 1), content) == "1 coin" and effect_label(("coins", 2), content) == "2 coins"
    assert effect_label(("letter_choice", 2), content) == "2 letters"
    set_language("zh_TW", save=False)
    assert effect_label(("coins", 1), content) == "1 元"


def test_the_ink_rows_of_the_board_cost_0_coins_1_coin_2_coins(qtbot):
    from desktop_app.ai.selfplay import play_game
    from desktop_app.ui.scenes import create_scene

    game = get_game("gutenberg")
    content = game.load_content()
    options = GameOptions([Seat("Ann", "", "human"), Seat("Bo", "", "random")])
    played = play_game(game, content, options, 3, ["random", "random"], max_actions=10)
    controller = GameController(game, content, played.record, played.state, autosave=False)
    controller.shutdown(0)
    scene = create_scene(controller)
    words = {item.text() for item in scene.items() if hasattr(item, "text") and callable(item.text)}
    assert {"0 coins", "1 coin", "2 coins"} <= words and "1 coins" not in words


def test_no_label_or_tooltip_of_the_gutenberg_table_says_1_coins_or_1_tokens(qtbot):
    """Issue 7 §4: "Next letter: 1 coins", "1 tokens" inside longer labels and tooltips (workshop
    header, letter space, held orders, printing cards, the buy-a-letter caption)."""
    import re

    from desktop_app.ai.selfplay import play_game
    from desktop_app.ui.scenes import create_scene

    game = get_game("gutenberg")
    content = game.load_content()
    options = GameOptions([Seat("Ann", "", "human"), Seat("Bo", "", "random")])
    wrong = re.compile(r"(?<![\d.])1 (coins|tokens)\b")
    seen: set[str] = set()
    for steps in (0, 10, 60, 160):
        played = play_game(game, content, options, 3, ["random", "random"], max_actions=steps)
        controller = GameController(game, content, played.record, played.state, autosave=False)
        controller.shutdown(0)
        scene = create_scene(controller)
        for item in scene.items():
            if hasattr(item, "text") and callable(item.text):
                seen.add(item.text())
            seen.add(item.toolTip())
    assert any(re.search(r"(?<![\d.])1 coin\b", s) for s in seen)  # the check reads the strings that matter
    assert not [s for s in seen if wrong.search(s)]
