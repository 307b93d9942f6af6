"""Options that do not matter in a game are greyed out, left out of the game and of its summary
(QA): a real-time Fit To Print summary listed "Puzzle: Quiet Friday Desk" and "Characters are:
dealt at random" with the abilities off; the Rival's level showed in a four-player Gutenberg."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.scoresheet import option_labels
from desktop_app.rules.fit_to_print import GAME as FTP
from desktop_app.rules.gutenberg import GAME as GUT
from desktop_app.ui.new_game_dialog import NewGameDialog


def _dialog(qtbot, game):
    dialog = NewGameDialog(game, game.load_content())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    return dialog


def _choose(combo, value) -> None:
    combo.setCurrentIndex(combo.findData(value))


def test_fit_to_print_dialog_greys_out_what_the_mode_and_modules_do_not_use(qtbot):
    dialog = _dialog(qtbot, FTP)
    widgets = dialog.option_widgets
    assert not widgets["puzzle"].isEnabled() and not widgets["character_pick"].isEnabled()
    assert not widgets["turn_timer"].isEnabled() and not widgets["untimed"].isEnabled()
    options, _seed = dialog.result_options()
    assert "puzzle" not in options.variants and "character_pick" not in options.variants
    widgets["characters"].setChecked(True)
    assert widgets["character_pick"].isEnabled()
    assert "character_pick" in dialog.result_options()[0].variants
    _choose(widgets["mode"], "puzzle")
    assert widgets["puzzle"].isEnabled() and not widgets["characters"].isEnabled()
    assert dialog.result_options()[0].variants["puzzle"] == widgets["puzzle"].currentData()
    _choose(widgets["mode"], "realtime")
    widgets["family"].setChecked(True)
    assert widgets["untimed"].isEnabled() and not widgets["timer_s"].isEnabled()


def test_gutenberg_dialog_offers_the_rivals_level_only_when_a_rival_plays(qtbot):
    dialog = _dialog(qtbot, GUT)
    widgets = dialog.option_widgets
    dialog.players.setValue(1)
    assert widgets["rival_difficulty"].isEnabled() and not widgets["rival_seat"].isEnabled()
    dialog.players.setValue(4)
    assert not widgets["rival_difficulty"].isEnabled() and not widgets["rival_seat"].isEnabled()
    assert "rival_difficulty" not in dialog.result_options()[0].variants
    dialog.players.setValue(3)
    widgets["rival_seat"].setChecked(True)
    assert widgets["rival_difficulty"].isEnabled()


def test_the_summary_lists_only_the_options_in_play():
    content = FTP.load_content()
    specs = FTP.option_specs(content)
    puzzle = sorted(content.puzzles)[0]  # a real puzzle id: the dialog used to send one in every game
    variants = {"mode": "realtime", "puzzle": puzzle, "character_pick": "deal", "breaking_news": True}
    names = [name["en"] for name, _value in option_labels(specs, variants, players=4)]
    assert "Puzzle" not in names and "Characters are" not in names and "Breaking news" in names
    assert ("Mode", "Real time") in [(n["en"], v["en"]) for n, v in option_labels(specs, variants, players=4)]
    seats = [Seat("Ann", "red", "human"), Seat("Bo", "blue", "easy")]
    controller = GameController.new(FTP, content, GameOptions(seats, variants), 4, autosave=False)
    try:
        labels = [name["en"] for name, _value in controller.score_sheet().variant_labels]
        assert "Puzzle" not in labels and "Breaking news" in labels
    finally:
        controller.shutdown(0)
