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
    qtbot.waitUntil(lambda: dock.table.horizontalHeaderItem(0).text() == "玩家 1")
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
