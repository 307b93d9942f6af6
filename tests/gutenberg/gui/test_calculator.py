"""The Gutenberg physical-game score calculator (GUT-END-01..05, worked example §9.3)."""

from __future__ import annotations

from desktop_app.ui.gutenberg.calculator import GutenbergCalculator, open_calculator
from desktop_app.ui.scenes import calculator_opener
from tests.gutenberg.helpers import content


def _dialog(qtbot) -> GutenbergCalculator:
    dialog = GutenbergCalculator(content=content())
    qtbot.addWidget(dialog)
    return dialog


def test_worked_examples_1_and_2_totals_gut_end_01(qtbot):
    """§9.3 examples 1 and 2: Anna 31+4+10+8 = 53, Bruno 38+0+3+0 = 41; Anna wins."""
    dialog = _dialog(qtbot)
    dialog.forms[0].fill("Anna", 31, 14, [6, 4, 3, 5], patrons=1, letters=5, ink=2)
    dialog.forms[1].fill("Bruno", 38, 2, [2, 4, 4, 4], patrons=0, letters=6, ink=1)
    assert dialog.error == ""
    assert dialog.totals() == [53, 41]
    anna = dialog.sheet.players[0]
    assert anna.categories == {"track": 31, "coins": 4, "specialties": 10, "patrons": 8}
    assert dialog.sheet.winners == [0]
    assert "Anna" in dialog.result.text()


def test_worked_example_3_tie_broken_by_ink_gut_end_05(qtbot):
    """§9.3 example 3: Chen and Dana tie at 41, same letters, Dana holds less ink and wins."""
    dialog = _dialog(qtbot)
    dialog.forms[0].fill("Chen", 26, 9, [6, 6, 2, 1], patrons=0, letters=7, ink=3)
    dialog.forms[1].fill("Dana", 19, 15, [5, 5, 5, 2], patrons=1, letters=7, ink=1)
    assert dialog.totals() == [41, 41]
    assert dialog.sheet.winners == [1]
    assert "ink" in dialog.sheet.tie_break
    assert "Dana" in dialog.result.text() and "Tie-break" in dialog.result.text()


def test_error_names_player_and_field_and_disables_printing(qtbot):
    """A missing name is shown inline naming the player and the field; no sheet can be printed."""
    dialog = _dialog(qtbot)
    dialog.forms[1].name.setText("")
    assert "player 2" in dialog.error and "name" in dialog.error
    assert "player 2" in dialog.error_label.text()
    assert dialog.marked == (1, "name") and "B3261E" in dialog.forms[1].name.styleSheet()
    assert not dialog.pdf_button.isEnabled() and dialog.sheet is None
    dialog.forms[1].name.setText("Bo")
    assert dialog.error == "" and dialog.pdf_button.isEnabled() and dialog.marked is None
    assert dialog.forms[1].name.styleSheet() == ""


def test_players_can_be_added_and_removed_and_pdf_exported(qtbot, tmp_path):
    """Up to four tabs; the breakdown exports as a PDF through desktop_app.reports."""
    dialog = _dialog(qtbot)
    dialog.add_player()
    dialog.add_player()
    assert dialog.add_player() is None and dialog.tabs.count() == 4
    dialog.remove_player()
    assert dialog.tabs.count() == 3 and len(dialog.sheet.players) == 3
    out = dialog.export_pdf(tmp_path / "gut.pdf")
    assert out is not None and out.read_bytes().startswith(b"%PDF")


def test_the_menu_finds_the_calculator(qtbot):
    """Game ▸ Score a physical game ▸ Gutenberg looks up ``open_calculator`` in this package."""
    assert calculator_opener("gutenberg") is open_calculator
    dialog = open_calculator(None)
    qtbot.addWidget(dialog)
    assert dialog.isVisible() and len(dialog.forms) == 2
    dialog.close()
