"""The status line of a finished solo game that missed its target says how it went (no empty winner)."""

from desktop_app.ai.selfplay import play_game
from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, get_game


def test_a_missed_solo_target_reads_as_the_result_not_an_empty_winner(qtbot):
    game = get_game("unconscious-mind")
    content = game.load_content()
    result = play_game(game, content, GameOptions.default(1, ["easy"]), 5, ["easy"])
    assert result.state.is_over() and not result.state.score_sheet().winners
    controller = GameController(game, content, result.record, result.state, autosave=False)
    text = controller.status_text()
    assert text.startswith("Game over. Solo target of") and "UM-SOLO-05" in text
    assert "Winner" not in text
    controller.shutdown()
