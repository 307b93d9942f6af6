"""The words of the new-game dialog and the score summaries as players find them (QA):

- the Steward's level (GAP-13) is offered for a solo game only, and a game of several players prints
  no "Steward (solo)" line nor a "steward: off" detail;
- a solo Unconscious Mind game has nobody to choose as start player (UM-SET-20);
- a score calculator's PDF names the expansions as the dialog does ("Gates of Gold (expansion): on"),
  never by their option keys ("gates of gold: on");
- the summary on screen gives a solo game's rank, as the PDF does (GAP-13, UM-SOLO-05).
"""

from __future__ import annotations

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, get_game
from desktop_app.reports.html import sheet_to_html
from desktop_app.ui.i18n import set_language
from desktop_app.ui.new_game_dialog import NewGameDialog
from desktop_app.ui.score_dialog import ScoreDialog


def _dialog(qtbot, game_id: str) -> NewGameDialog:
    game = get_game(game_id)
    dialog = NewGameDialog(game, game.load_content())
    qtbot.addWidget(dialog)
    return dialog


def test_the_steward_level_is_offered_for_one_player_only_gap_13(qtbot):
    dialog = _dialog(qtbot, "viscounts")
    steward = dialog.option_widgets["steward_level"]
    dialog.players.setValue(3)
    assert not steward.isEnabled() and "steward_level" not in dialog.result_options()[0].variants
    dialog.players.setValue(1)
    assert steward.isEnabled() and dialog.result_options()[0].variants["steward_level"] == "normal"


def test_a_solo_unconscious_mind_game_offers_no_start_player_um_set_20(qtbot):
    dialog = _dialog(qtbot, "unconscious-mind")
    start = dialog.option_widgets["first_player"]
    dialog.players.setValue(1)
    assert not start.isEnabled() and not dialog.option_labels["first_player"].isEnabled()
    assert "first_player" not in dialog.result_options()[0].variants
    dialog.players.setValue(2)
    assert start.isEnabled()
    assert "Start player" not in sheet_to_html(_game_sheet("unconscious-mind", 1), "en")
    assert "Start player: Random" in sheet_to_html(_game_sheet("unconscious-mind", 2), "en")


def _game_sheet(game_id: str, players: int):
    game = get_game(game_id)
    options = GameOptions.default(players, ["human"] + ["normal"] * (players - 1))
    controller = GameController.new(game, game.load_content(), options, 4, autosave=False)
    controller.shutdown(0)
    return controller.score_sheet()


def test_a_game_of_several_players_prints_nothing_of_the_steward_gap_13():
    for lang in ("en", "zh"):
        html = sheet_to_html(_game_sheet("viscounts", 3), lang)
        assert "Steward" not in html and "總管" not in html and "steward" not in html
    solo = sheet_to_html(_game_sheet("viscounts", 1), "en")
    assert "Steward (solo): Normal" in solo


def test_the_calculator_pdf_names_the_expansions_as_the_dialog_does(qtbot):
    from desktop_app.ui.viscounts.calculator import ViscountsCalculator

    dialog = ViscountsCalculator()
    qtbot.addWidget(dialog)
    dialog.forms[0].name.setText("Ann")
    dialog.forms[1].name.setText("Bo")
    dialog.modules.modules["gates_of_gold"].setChecked(True)
    assert dialog.sheet is not None
    english = sheet_to_html(dialog.sheet, "en")
    assert "Gates of Gold (expansion): on" in english
    assert "gates of gold" not in english.lower().replace("gates of gold (expansion)", "")
    assert "輝煌拱門（擴充）：開" in sheet_to_html(dialog.sheet, "zh")


@pytest.mark.parametrize("game_id", ["viscounts", "unconscious-mind"])
def test_the_solo_summary_on_screen_gives_the_rank(qtbot, game_id):
    """GAP-13 (Viscounts) and UM-SOLO-05: the rank line of the solo score screen."""
    sheet = _game_sheet(game_id, 1)
    rank = sheet.players[0].details["solo_rank"]
    dialog = ScoreDialog(sheet)
    qtbot.addWidget(dialog)
    assert f"Solo rank: {rank['en'] if rank else 'none'}" in dialog.winner.text()
    set_language("zh_TW", save=False)
    chinese = f"單人評等：{rank['zh'] if rank else '無'}"
    qtbot.waitUntil(lambda: chinese in dialog.winner.text())
