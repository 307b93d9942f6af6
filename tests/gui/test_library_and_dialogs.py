"""The library window, the new-game dialog, the language switch and the score summary dialog."""

from __future__ import annotations

from PySide6.QtWidgets import QDialog

from desktop_app.ai.selfplay import play_game
from desktop_app.controllers.paths import autosave_path
from desktop_app.engine import game as registry
from desktop_app.engine.game import GameInfo, GameOptions, get_game
from desktop_app.ui.i18n import current_language
from desktop_app.ui.main_window import MainWindow
from desktop_app.ui.new_game_dialog import NewGameDialog
from desktop_app.ui.score_dialog import ScoreDialog
from tests.support.tiny_game import TINY


def test_library_shows_four_games_and_a_coming_soon_one_cannot_start(qtbot, monkeypatch):
    """One card per game of the library; a game without rules yet is "Coming soon" and cannot start."""
    soon = GameInfo("someday", {"en": "Someday", "zh": "有朝一日"}, 1, 4, "", "")
    monkeypatch.setitem(registry._LIBRARY, soon.id, soon)
    window = MainWindow()
    qtbot.addWidget(window)
    cards = {card.game.id: card for card in window.library.cards}
    assert list(cards) == ["fit-to-print", "gutenberg", "viscounts", "unconscious-mind", "someday"]
    for game_id, card in cards.items():
        assert card.start_button.isEnabled() == (game_id != "someday") == get_game(game_id).implemented
    assert cards["someday"].start_button.text() == "Coming soon" and not cards["someday"].badge.isHidden()
    assert cards["viscounts"].subtitle.text() == "西國子爵"
    assert window.new_game("someday") is None  # nothing opens for a game that is not playable


def test_resume_appears_only_when_an_autosave_exists(qtbot):
    """"Resume last game" is hidden without an autosave and shown once one is written."""
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.library.resume_button.isHidden()
    assert not window.resume_action.isEnabled()
    autosave_path("tiny").parent.mkdir(parents=True, exist_ok=True)
    autosave_path("tiny").write_text("{}", encoding="utf-8")
    window.refresh()
    assert not window.library.resume_button.isHidden()
    assert window.resume_action.isEnabled()


def test_language_switch_shows_chinese_and_back(qtbot):
    """View > Language > 繁體中文 translates the library at once; English brings it back."""
    window = MainWindow()
    qtbot.addWidget(window)
    assert window.library.heading.text() == "Game library"
    window.language_menu.actions_by_lang["zh_TW"].trigger()
    assert current_language() == "zh_TW"
    qtbot.waitUntil(lambda: window.library.heading.text() == "遊戲庫", timeout=2000)
    assert window.library.card("unconscious-mind").start_button.text() == "開新遊戲"
    assert window.library.card("viscounts").title.text() == "西國子爵"
    assert window.game_menu.title() == "遊戲(&G)"
    window.language_menu.actions_by_lang["en"].trigger()
    qtbot.waitUntil(lambda: window.library.heading.text() == "Game library", timeout=2000)


def test_new_game_dialog_respects_the_player_range_and_returns_options_and_seed(qtbot):
    """The tiny game takes 2–4 players; the dialog returns the seats, kinds and the seed shown."""
    dialog = NewGameDialog(TINY, TINY.load_content())
    qtbot.addWidget(dialog)
    assert (dialog.players.minimum(), dialog.players.maximum()) == (2, 4)
    dialog.players.setValue(9)
    assert dialog.players.value() == 4
    dialog.players.setValue(1)
    assert dialog.players.value() == 2
    assert int(dialog.seed.text()) > 0  # a random seed is shown
    dialog.players.setValue(3)
    assert [not dialog.seat_row(i).name.isHidden() for i in range(4)] == [True, True, True, False]
    dialog.seat_row(0).name.setText("Ann")
    dialog.seat_row(1).name.setText("Bob")
    dialog.seat_row(2).kind.setCurrentIndex(dialog.seat_row(2).kind.findData("hard"))
    dialog.seed.setText("4242")
    dialog.accept()
    assert dialog.result() == QDialog.DialogCode.Accepted
    options, seed = dialog.result_options()
    assert seed == 4242
    assert [s.name for s in options.seats] == ["Ann", "Bob", "Player 3"]
    assert [s.kind for s in options.seats] == ["human", "normal", "hard"]
    assert len({s.colour for s in options.seats}) == 3


def test_new_game_dialog_refuses_two_players_with_one_name(qtbot):
    """Two seats called "Ann" cannot be accepted; the dialog says why."""
    dialog = NewGameDialog(TINY, TINY.load_content())
    qtbot.addWidget(dialog)
    dialog.seat_row(0).name.setText("Ann")
    dialog.seat_row(1).name.setText("Ann")
    dialog.accept()
    assert dialog.result() != QDialog.DialogCode.Accepted
    assert dialog.error.text() == "Every player needs a different name."


def _final_sheet():
    options = GameOptions.default(2, ["random"])
    options.seats[0].name, options.seats[1].name = "Ann", "Bob"
    result = play_game(TINY, TINY.load_content(), options, 5, ["random", "random"])
    assert result.error is None
    return result.state.score_sheet()


def test_score_dialog_shows_the_winner_and_exports_a_pdf(qtbot, tmp_path):
    """The end-of-game summary names the winner, and "Export PDF" writes a PDF file."""
    sheet = _final_sheet()
    dialog = ScoreDialog(sheet, ["red", "blue"])
    qtbot.addWidget(dialog)
    winner = sheet.players[sheet.winners[0]].name
    assert f"Winner: {winner}" in dialog.winner.text() or "Winners:" in dialog.winner.text()
    assert dialog.table.columnCount() == 2
    assert dialog.table.item(len(sheet.categories), sheet.winners[0]).text() == str(sheet.players[sheet.winners[0]].total)
    out = tmp_path / "summary.pdf"
    assert dialog.export_pdf(out) == out
    assert out.read_bytes().startswith(b"%PDF")
