"""Game ▸ Score summary opens the end-of-game summary again after it was closed (play-testers found
only Print and Export once it was gone). Shared by the four games' windows (ui/game_over.py)."""

from __future__ import annotations

from desktop_app.ui.i18n import set_language


def test_the_closed_score_summary_reopens_from_the_game_menu(qtbot, tiny_window):
    """Greyed out during play; once the game is over and its summary closed, the menu item shows the same
    summary again (winner line, Play again / Back to library)."""
    window = tiny_window(("random", "random"), seed=3)
    action = window.summary_action
    assert action in window.game_menu.actions() and action.text() == "Score s&ummary"
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=15000)
    dialog = window.score_dialog
    qtbot.waitUntil(dialog.isVisible)
    winner = dialog.winner.text()
    dialog.reject()  # the summary's Close
    assert not dialog.isVisible()
    window.game_menu.aboutToShow.emit()
    assert action.isEnabled()
    action.trigger()
    assert dialog.isVisible() and window.score_dialog is dialog and dialog.winner.text() == winner
    assert window.game_over_flow.play_again_button.isVisible()
    dialog.reject()
    window.game_over_flow.play_again()  # a new game on screen: nothing to reopen until it ends
    window.game_menu.aboutToShow.emit()
    assert not action.isEnabled()


def test_the_menu_item_is_greyed_out_while_the_game_runs_and_reads_in_chinese(qtbot, tiny_window):
    window = tiny_window(("human", "human"))
    window.game_menu.aboutToShow.emit()
    assert not window.summary_action.isEnabled()
    window.summary_action.trigger()
    assert window.score_dialog is None
    try:
        set_language("zh_TW", save=False)
        qtbot.wait(50)
        assert window.summary_action.text() == "計分摘要(&U)"
    finally:
        set_language("en", save=False)
