"""Save to history in every score calculator: a scored physical game becomes a play, once."""

from pathlib import Path

import pytest
from PySide6.QtWidgets import QWidget

from desktop_app.controllers.paths import history_path
from desktop_app.history.database import HistoryDB
from desktop_app.ui.history_button import HistoryButton
from desktop_app.ui.menus import CalculatorMenu

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize("game_id", ["fit-to-print", "gutenberg", "unconscious-mind", "viscounts"])
def test_each_calculator_saves_its_result_to_the_history_once(qtbot, game_id):
    host = QWidget()
    qtbot.addWidget(host)
    CalculatorMenu(host).open_calculator(game_id)
    button = host.findChild(HistoryButton)
    dialog = button.window()
    if game_id == "unconscious-mind":  # its empty form does not score yet: the button waits with Export PDF
        assert not button.isEnabled()
        assert dialog.open_sheet(ROOT / "examples" / "unconscious_mind_final.yaml")
    qtbot.waitUntil(dialog.pdf_button.isEnabled, timeout=3000)
    assert button.isEnabled()
    button.click()
    (play,) = HistoryDB(history_path()).plays()
    assert play.game == game_id and play.source == "calculator" and len(play.seats) >= 1
    assert all(s.kind == "human" for s in play.seats) and play.winners
    assert "✓" in button.text()
    button.click()
    assert HistoryDB(history_path()).count() == 1
    dialog.close()
