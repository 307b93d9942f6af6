"""After switching to 繁體中文 no English stays in the status line (QA), in every game: the prompt, the
refusal shown before the switch (worded again), the "thinking" note and the "Saved to …" message."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QAbstractButton, QLabel

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.ui.i18n import set_language

RULE_ID = re.compile(r"\(?\b[A-Z]{2,4}(?:-[A-Z0-9]+)+\b\)?")
LATIN_WORD = re.compile(r"[A-Za-z]{2,}")


def status_line_words(window) -> list[str]:
    """Every text the status bar shows: its message, its visible labels and buttons."""
    bar = window.statusBar()
    texts = [bar.currentMessage()]
    texts += [label.text() for label in bar.findChildren(QLabel) if label.isVisibleTo(window)]
    texts += [button.text() for button in bar.findChildren(QAbstractButton) if button.isVisibleTo(window)]
    return [t for t in texts if t]


def english_in(texts: list[str]) -> list[str]:
    """The texts that still hold an English word (rule IDs and the save file's name are not words)."""
    return [t for t in texts if LATIN_WORD.search(RULE_ID.sub("", t).replace(".board", ""))]


@pytest.mark.parametrize("game_id", ["fit-to-print", "gutenberg", "viscounts", "unconscious-mind"])
def test_switching_to_chinese_rewords_the_whole_status_line(qtbot, tmp_path, game_id):
    from desktop_app.ui.game_window import GameWindow

    game = get_game(game_id)
    seats = [Seat(f"Player {i + 1}", "", kind) for i, kind in enumerate(("human", "normal"))]
    controller = GameController.new(game, load_game_content(game)[0], GameOptions(seats), 5, autosave=False)
    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    try:
        qtbot.wait(20)
        assert controller.submit(Action(1, "pass")) is not None  # seat 2 is a computer (APP-SEAT)
        assert window.save_to(tmp_path / "g.board")
        assert window.refusal_label.text() and window.statusBar().currentMessage()
        assert english_in(status_line_words(window))  # the test can see English when it is there
        set_language("zh_TW", save=False)
        qtbot.wait(50)
        assert english_in(status_line_words(window)) == []
        assert window.refusal_label.text(), "the refusal is worded again, not dropped"
    finally:
        set_language("en", save=False)
        window.controller.shutdown(0)
