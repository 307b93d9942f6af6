"""Hot-seat privacy survives closing and reopening: a game whose next decision shows a person's
secrets, with more than one person at the table, resumes (or opens from a file) behind the
privacy screen — "Pass to Ann — click when ready" then Ctrl+W and Resume no longer shows Ann's
hand at once. Every game is checked through the library and the game window."""

from __future__ import annotations

import pytest

from desktop_app.engine.game import GameOptions, Seat
from desktop_app.ui.main_window import MainWindow

GAMES = ["fit-to-print", "gutenberg", "viscounts", "unconscious-mind"]


def two_people(game_id: str = ""):
    """Ann and Bo at one screen (Fit To Print: in its turn-based hot-seat mode, FTP-RT-08)."""
    variants = {"mode": "turn_based"} if game_id == "fit-to-print" else {}
    return GameOptions([Seat("Ann", "red", "human"), Seat("Bo", "blue", "human")], variants)


@pytest.fixture(autouse=True)
def no_error_box(monkeypatch):
    """A refused file fails the test instead of waiting for a click on a message box."""
    def fail(_parent, title, message):
        raise AssertionError(f"{title}: {message}")
    monkeypatch.setattr("desktop_app.ui.game_window.show_error", fail)
    monkeypatch.setattr("desktop_app.ui.open_game.show_error", fail)


def play_until_secret(qtbot, window) -> int:
    """First offered options until the next decision hides a secret from the other person; the
    seat whose secret it is (a hand-over on screen in the turn games, the live table in Fit To Print)."""
    ctl = window.controller
    for _ in range(400):
        if window.privacy.isVisible():
            return window.privacy.seat
        seat = ctl.viewer()
        decision = ctl.state.decision_for(seat)
        if decision is not None and ctl.hot_seat.needs_privacy(ctl.state, 1 - seat, seat):
            return seat
        legal = ctl.legal_actions(seat)
        if legal:
            assert ctl.submit(legal[0]) is None
        else:
            qtbot.wait(20)  # the start-up step, a computer player's move
    raise AssertionError("no secret in 400 moves")


@pytest.mark.parametrize("game_id", GAMES)
def test_resuming_a_hot_seat_game_starts_behind_the_privacy_screen(qtbot, game_id):
    library = MainWindow()
    qtbot.addWidget(library)
    library.show()
    window = library.start_game(game_id, two_people(game_id), 5)
    seat = play_until_secret(qtbot, window)
    name = window.controller.seat_name(seat)
    window.close_game_action.trigger()  # Ctrl+W
    resumed = library.resume(game_id)
    ctl = resumed.controller
    assert resumed.privacy.isVisible() and resumed.privacy.seat == seat
    assert resumed.privacy.title.text() == f"Pass to {name} — click when ready"
    assert ctl.status_text() == f"Pass the device to {name}"
    resumed.privacy.button.click()
    assert not resumed.privacy.isVisible() and ctl.viewer() == seat and ctl.privacy_pending() is None
    resumed.close()


def test_opening_a_saved_hot_seat_game_starts_behind_the_privacy_screen(qtbot, tmp_path):
    """Game ▸ Open over another game: the opened Viscounts game hides Bo's hand until he confirms."""
    library = MainWindow()
    qtbot.addWidget(library)
    library.show()
    window = library.start_game("viscounts", two_people(), 8)
    seat = play_until_secret(qtbot, window)
    if window.privacy.isVisible():
        window.privacy.button.click()
    save = tmp_path / "evening.board-table.json"
    assert window.save_to(save)
    window.close_game_action.trigger()
    other = library.start_game("gutenberg", GameOptions([Seat("Cy", "green", "human")]), 3)
    assert other.open_game(save)
    assert other.privacy.isVisible() and other.privacy.seat == seat
    other.close()


def test_a_game_with_one_person_or_nothing_secret_resumes_without_a_screen(qtbot):
    """Unconscious Mind's opening choices are open to all: no screen; one person: never a screen."""
    library = MainWindow()
    qtbot.addWidget(library)
    library.show()
    window = library.start_game("unconscious-mind", two_people(), 5)
    window.close_game_action.trigger()
    resumed = library.resume("unconscious-mind")
    assert not resumed.privacy.isVisible()
    resumed.close()
    solo = library.start_game("viscounts", GameOptions([Seat("Ann", "red", "human"), Seat("Bot", "blue", "easy")]), 5)
    qtbot.waitUntil(lambda: getattr(solo.controller.state.decision_for(0), "kind", "") == "draft", timeout=5000)
    assert solo.controller.submit(solo.controller.legal_actions(0)[0]) is None  # Ann's hand is dealt
    solo.close_game_action.trigger()
    resumed = library.resume("viscounts")
    assert not resumed.privacy.isVisible()
    resumed.close()
