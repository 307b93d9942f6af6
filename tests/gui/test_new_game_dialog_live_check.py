"""The new-game dialog re-checks the setup on every change (issue 7 §3): a rule's message (e.g.
FTP-RT-08) goes away as soon as the setup is corrected, and comes back if it is broken again."""

from __future__ import annotations

from desktop_app.engine.action import IllegalAction
from desktop_app.engine.game import OptionSpec
from desktop_app.ui.new_game_dialog import NewGameDialog
from tests.support.tiny_game import TINY, TinyGame


class OneMouseGame(TinyGame):
    """The tiny game with a rule like FTP-RT-08: several humans need the "take turns" option."""

    def option_specs(self, content):
        """One check box."""
        return [OptionSpec("take_turns", {"en": "Take turns", "zh": "輪流"})]

    def check_options(self, options):
        """Two humans need take_turns."""
        if sum(s.is_human for s in options.seats) > 1 and not options.variants.get("take_turns"):
            return IllegalAction("TEST-RT-08", "Several human players take turns")
        return None


def test_a_rule_message_goes_away_once_the_setup_is_fixed(qtbot):
    game = OneMouseGame()
    dialog = NewGameDialog(game, TINY.load_content())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.seat_row(1).kind.setCurrentIndex(dialog.seat_row(1).kind.findData("human"))
    assert dialog.error.isVisible() and "TEST-RT-08" in dialog.error.text()
    dialog.option_widgets["take_turns"].setChecked(True)
    assert not dialog.error.isVisible() and dialog.error.text() == ""
    dialog.option_widgets["take_turns"].setChecked(False)
    assert dialog.error.isVisible()
    dialog.seat_row(1).kind.setCurrentIndex(dialog.seat_row(1).kind.findData("easy"))
    assert not dialog.error.isVisible()


def test_a_refused_ok_shows_the_reason_until_it_is_fixed(qtbot):
    dialog = NewGameDialog(TINY, TINY.load_content())
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    dialog.seat_row(0).name.setText("Ann")
    dialog.seat_row(1).name.setText("Ann")
    dialog.accept()
    assert dialog.error.isVisible() and dialog.error.text() == "Every player needs a different name."
    dialog.seat_row(1).name.setText("Bob")
    assert not dialog.error.isVisible()

