"""The score sheet lists only what can score in this game (issue 7 §3): with breaking news and
character abilities off there are no rows for them (FTP-ADV-01/02), and the 2-player income gap
(FTP-END-04) appears only in a 2-player game — in the score dock and in the printed summary."""

from __future__ import annotations

from desktop_app.reports.html import sheet_to_html
from desktop_app.rules.fit_to_print import GAME
from desktop_app.ui.score_table import ScoreTable
from tests.fit_to_print.helpers import content

MODULE_ROWS = {"breaking", "ability", "two_player"}


def _sheet(kinds, **variants):
    from desktop_app.engine.game import GameOptions, Seat

    seats = [Seat(f"P{i}", "", kind) for i, kind in enumerate(kinds)]
    return GAME.new_state(GameOptions(seats, variants), content(), 3).score_sheet()


def test_modules_that_are_off_have_no_rows_in_the_dock_or_the_pdf(qtbot):
    sheet = _sheet(("human", "easy", "easy"))
    ids = [c.id for c in sheet.categories]
    assert not MODULE_ROWS & set(ids)
    assert {"articles", "photos", "focus", "white_space", "mood", "unplaced", "floor"} <= set(ids)
    table = ScoreTable()
    qtbot.addWidget(table)
    table.show_sheet(sheet)
    rows = [table.verticalHeaderItem(r).text().replace("\n", " ") for r in range(table.rowCount())]
    assert "Breaking news" not in rows and "Character ability" not in rows
    assert not any("2-player" in r for r in rows)
    page = sheet_to_html(sheet, "en")
    assert "Breaking news" not in page and "Character ability" not in page and "2-player income gap" not in page


def test_modules_that_are_on_and_a_two_player_game_have_their_rows():
    sheet = _sheet(("human", "easy"), characters=True, breaking_news=True)
    ids = {c.id for c in sheet.categories}
    assert MODULE_ROWS <= ids
    total = sheet.players[0].total
    assert total == sum(sheet.players[0].categories.get(c.id, 0) for c in sheet.categories)


def test_the_calculator_lists_a_module_only_when_the_sheet_uses_it():
    """A physical game's sheet: the breaking-news row appears when a card is named."""
    quick = {"day": content().days[0].id, "players": [
        {"name": "Ann", "articles": 5, "photos": 2, "focus": 1, "largest_empty": 1, "good_icons": 1,
         "bad_icons": 0, "desk": 0, "income": 4, "finish_token": 1}]}
    sheet = GAME.score_physical(quick)
    assert not MODULE_ROWS & {c.id for c in sheet.categories}


def test_the_calculator_breakdown_lists_breaking_news_only_when_a_card_is_chosen(qtbot):
    from desktop_app.ui.fit_to_print.calculator import CalculatorDialog
    from tests.fit_to_print.gui.test_calculator_dialog import paint_friday

    dialog = CalculatorDialog(players=3)
    qtbot.addWidget(dialog)
    for i, name in enumerate(("Ann", "Ben", "Cai")):
        dialog.set_player_name(i, name)
    paint_friday(dialog)
    table = dialog.breakdown.table

    def rows() -> list[str]:
        return [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]

    assert dialog.error == "" and not any(r.startswith("Breaking news") for r in rows())
    assert not any(r.startswith("Character ability") for r in rows())
    dialog.breaking_combo.setCurrentIndex(1)
    dialog.rescore()
    assert any(r.startswith("Breaking news") for r in rows())
