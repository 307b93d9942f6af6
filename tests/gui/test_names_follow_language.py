"""Names the app gives (an unnamed seat, the Viscounts Steward) follow the language on screen, not the
one the game was started in (QA: a game set up in Chinese kept "玩家 2" in English, and the Steward's
score column read "The Steward" in Chinese). Names typed by a player stay as typed."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, get_game
from desktop_app.engine.text import localise_name
from desktop_app.reports.html import player_name, sheet_to_html
from desktop_app.ui.i18n import set_language
from desktop_app.ui.new_game_dialog import NewGameDialog
from desktop_app.ui.score_dialog import ScoreDialog, winners_text


def _controller(options: GameOptions, game_id: str = "gutenberg") -> GameController:
    game = get_game(game_id)
    controller = GameController.new(game, game.load_content(), options, 3, autosave=False)
    controller.shutdown(0)
    return controller


def test_a_game_set_up_in_chinese_shows_english_default_names_in_english(qtbot):
    set_language("zh_TW", save=False)
    game = get_game("gutenberg")
    dialog = NewGameDialog(game, game.load_content())
    qtbot.addWidget(dialog)
    dialog.players.setValue(3)
    dialog.seat_row(0).name.setText("小明")
    assert dialog.seat_row(1).name.placeholderText() == "玩家 2"
    options, _seed = dialog.result_options()
    controller = _controller(GameOptions.from_json(options.to_json()))  # as a save brings it back
    controller.set_translator(None, "en")
    assert [controller.seat_name(i) for i in range(3)] == ["小明", "Player 2", "Player 3"]
    controller.set_translator(None, "zh_TW")
    assert [controller.seat_name(i) for i in range(3)] == ["小明", "玩家 2", "玩家 3"]


def test_an_older_save_holding_chinese_default_names_reads_english_in_english():
    """Saves made in Chinese before this fix hold "玩家 2" itself."""
    assert localise_name("玩家 2", "en") == "Player 2"
    assert localise_name("Player 2", "zh") == "玩家 2"
    assert localise_name("Ann", "zh") == "Ann" and localise_name("小明", "en") == "小明"
    assert localise_name("Player2", "zh") == "Player2"  # typed, not the default form


def test_the_steward_is_named_in_the_language_on_screen(qtbot):
    """GAP-13: the solo Steward's score column, the winner line and the PDF name it 總管 in Chinese."""
    game = get_game("viscounts")
    steward = game.load_content().solo.steward_name
    controller = _controller(GameOptions.default(1, ["human"]), "viscounts")
    sheet = controller.score_sheet()
    sheet.final, sheet.winners = True, [1]
    assert localise_name(sheet.players[1].name, "zh") == steward.zh
    set_language("zh_TW", save=False)
    dialog = ScoreDialog(sheet)
    qtbot.addWidget(dialog)
    headers = [dialog.table.horizontalHeaderItem(i).text().replace("\n", " ")
               for i in range(dialog.table.columnCount())]
    assert steward.zh in headers and steward.en not in headers
    assert winners_text(sheet).endswith(f"：{steward.zh}")
    assert player_name(sheet.players[1], "zh") == steward.zh
    assert steward.en not in sheet_to_html(sheet, "zh")
    set_language("en", save=False)
    assert winners_text(sheet) == f"Winner: {steward.en}"


def test_the_fit_to_print_calculator_names_unnamed_players_in_the_language_on_screen(qtbot):
    """Its seats start as "玩家 1"… when opened in Chinese; the day's table reads "Player 1" in English."""
    from desktop_app.ui.fit_to_print.calculator import CalculatorDialog
    from tests.fit_to_print.gui.test_calculator_dialog import paint_friday

    set_language("zh_TW", save=False)
    dialog = CalculatorDialog(players=3)
    qtbot.addWidget(dialog)
    paint_friday(dialog)
    table = dialog.breakdown.table

    def header() -> list[str]:
        return [table.horizontalHeaderItem(i).text() for i in range(table.columnCount())]

    assert header() == ["玩家 1", "玩家 2", "玩家 3"]
    set_language("en", save=False)
    qtbot.waitUntil(lambda: header() == ["Player 1", "Player 2", "Player 3"], timeout=2000)
