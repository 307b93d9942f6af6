"""The in-app calculators' Open: a sheet naming its own game opens, another game's sheet is refused
with the same one line as ``score`` (FTP-CAL-01, GUT-END-01, VIS-SCORE-01, UM-END-02)."""

from __future__ import annotations

from pathlib import Path

import pytest

from desktop_app.ui.fit_to_print import calculator as ftp_calculator
from desktop_app.ui.fit_to_print.calculator import CalculatorDialog
from desktop_app.ui.unconscious_mind.calculator import UmCalculator
from desktop_app.ui.viscounts import calculator as vis_calculator
from desktop_app.ui.viscounts.calculator import ViscountsCalculator

EXAMPLES = Path(__file__).resolve().parents[2] / "examples"
OWN = {"fit-to-print": "fit_to_print_friday.yaml", "viscounts": "viscounts_final.yaml",
       "unconscious-mind": "unconscious_mind_final.yaml"}


@pytest.fixture
def opened(qtbot, monkeypatch):
    """``open(game_id, sheet file) -> (opened?, message shown)`` through the game's calculator dialog."""
    shown: list[str] = []
    for module in (ftp_calculator, vis_calculator):
        monkeypatch.setattr(module, "show_error", lambda parent, title, text: shown.append(text))

    def open_in(game_id: str, name: str) -> tuple[bool, str]:
        dialog = {"fit-to-print": lambda: CalculatorDialog(players=3), "viscounts": ViscountsCalculator,
                  "unconscious-mind": UmCalculator}[game_id]()
        qtbot.addWidget(dialog)
        shown.clear()
        ok = dialog.open_sheet(EXAMPLES / name)
        message = dialog.error_label.text() if game_id == "unconscious-mind" else " ".join(shown)
        return ok, message

    return open_in


@pytest.mark.parametrize("game_id", sorted(OWN))
def test_the_calculator_opens_its_own_sheet_naming_its_game(opened, game_id):
    text = (EXAMPLES / OWN[game_id]).read_text(encoding="utf-8")
    assert f"\ngame: {game_id}\n" in f"\n{text}"
    ok, message = opened(game_id, OWN[game_id])
    assert ok and "game:" not in message


@pytest.mark.parametrize("game_id", sorted(OWN))
@pytest.mark.parametrize(("other", "name"), [("gutenberg", "gutenberg_final.yaml"),
                                             ("viscounts", "viscounts_expansions.yaml"),
                                             ("unconscious-mind", "unconscious_mind_final.yaml"),
                                             ("fit-to-print", "fit_to_print_friday.yaml")])
def test_the_calculator_refuses_another_games_sheet_in_one_line(opened, game_id, other, name):
    if other == game_id:
        return
    ok, message = opened(game_id, name)
    assert not ok
    assert f"game: {other!r} is not {game_id} (a sheet of another game)" in message
    assert len(message.splitlines()) == 1
