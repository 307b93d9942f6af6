"""The Fit To Print score calculator dialog (FTP-CAL-01..04): painted pages scored live by the engine."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import yaml
from PySide6.QtCore import QCoreApplication, QEvent

from desktop_app.ui.fit_to_print import calculator as calculator_module
from desktop_app.ui.fit_to_print.calculator import CalculatorDialog, error_target, open_calculator
from desktop_app.ui.fit_to_print.calculator_legend import INLINE
from desktop_app.ui.fit_to_print.calculator_page import BY_HAND
from desktop_app.ui.i18n import set_language

EXAMPLES = Path(__file__).resolve().parents[1] / "worked_examples.yaml"

# FTP-EX-1..3 of the rules (§16): the Friday of Ann, Ben and Cai, as painted on the board.
ANN = (
    [
        "# F F F a #",
        "# F F F a #",
        "# b d d a #",
        "# b d d g #",
        "# b f e e #",
        "# b f e e #",
        "# i f e e #",
        "# . h h h #",
    ],
    {"a": "N3g", "b": "S4b", "d": "P4-SN", "g": "AD1", "i": "AD1", "f": "N3b", "e": "B6g", "h": "AD3"},
)
BEN = (
    [
        "# b F F F #",
        "# b F F F #",
        "# a c k h #",
        "# a c k h #",
        "# a c k h #",
        "# d d q q q",
        "# d d q q q",
        "# m m n n #",
    ],
    {
        "b": "B2b",
        "a": "S3g",
        "c": "S3b",
        "k": "S3g",
        "h": "N3b",
        "d": "P4-SB",
        "q": "P6-Ng",
        "m": "AD2",
        "n": "AD2",
    },
)
CAI = (
    [
        "# F F F a #",
        "# F F F a #",
        "# p p p . #",
        "# p p p . #",
        "# l . . y #",
        "# l r r r #",
        "# l l x . #",
        "# . . x . #",
    ],
    {"a": "N2g", "p": "P6-Sb", "l": "SLb", "y": "AD1", "r": "AD3", "x": "N2b"},
)


@pytest.fixture
def dialog(qtbot):
    """A calculator dialog with three players: Ann, Ben and Cai."""
    d = CalculatorDialog(players=3)
    qtbot.addWidget(d)
    for i, name in enumerate(("Ann", "Ben", "Cai")):
        d.set_player_name(i, name)
    yield d
    d.close()
    d.deleteLater()
    QCoreApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)


def paint(dialog, index, page, focus, focus_at=None, face_down=(), token=None):
    """Enter a page the way a user does: cell paint calls, legend edits, focus choice."""
    rows, legend = page
    tab = dialog.tab(index)
    dialog.tabs.setCurrentIndex(index)
    tab.set_focus(focus)
    if focus_at is not None:
        tab.set_focus_position(focus_at)
    for r, row in enumerate(rows):
        for c, ch in enumerate(row.split()):
            if ch not in "#.F":
                tab.set_paint_label(ch)
                assert tab.grid.paint_cell(c, r)
    for label, tile in legend.items():
        tab.legend.set_tile(label, tile)
    for label in face_down:
        tab.legend.set_flag(label, 3, True)
    if token is not None:
        tab.token_spin.setValue(token)


def paint_friday(dialog):
    paint(dialog, 0, ANN, "SF1", token=2)
    paint(dialog, 1, BEN, "SF3", focus_at=(2, 0), token=3)
    paint(dialog, 2, CAI, "SF5", face_down=("y", "x"), token=1)
    dialog.rescore()


def totals(sheet):
    return {p.name: (p.total, p.details["income"], p.details["largest_empty"]) for p in sheet.players}


def test_painted_worked_examples_score_live_as_the_spec(dialog):
    """FTP-EX-1..3, FTP-CAL-01: pages painted cell by cell give the spec's day results."""
    paint_friday(dialog)
    assert dialog.error == ""
    assert totals(dialog.day_result) == {"Ann": (13, 5, 1), "Ben": (4, 2, 4), "Cai": (5, 3, 2)}
    ann = dialog.day_result.players[0].categories
    assert (ann["articles"], ann["photos"], ann["focus"], ann["white_space"], ann["mood"]) == (6, 3, 2, 3, -1)
    table = dialog.breakdown.table
    headers = [table.verticalHeaderItem(r).text() for r in range(table.rowCount())]
    day_row = headers.index("Day score (after the floor)")
    assert [table.item(day_row, c).text() for c in range(3)] == ["13", "4", "5"]
    log = dialog.breakdown.log.toPlainText()
    assert "Ben: q P6-Ng" in log and "FTP-CHK-02" in log and "FTP-CHK-05" in log
    assert dialog.tab(1).grid.check_marks == {"q": "removed", "c": "flipped", "n": "flipped"}
    assert dialog.tab(0).grid.page.cells[0][1] == "F"  # SF1 placed at B1, the first legal position


def test_edits_rescore_live(dialog, qtbot):
    """Erasing a tile changes the live total (after the short pause); right-click erases a cell."""
    paint(dialog, 0, ANN, "SF1", token=2)
    dialog.remove_player(2)
    dialog.remove_player(1)
    dialog.rescore()
    assert dialog.day_result.players[0].details["income"] == 5
    tab = dialog.tab(0)
    tab.set_paint_label("h")
    tab.remove_selected_tile()  # the $3 ad h leaves B8:D8 empty -> a bigger empty region
    qtbot.waitUntil(lambda: dialog.day_result.players[0].details["income"] == 2, timeout=2000)
    assert dialog.day_result.players[0].details["largest_empty"] == 4
    assert tab.grid.erase_cell(4, 0) and tab.grid.page.cells[0][4] == "."
    assert not tab.grid.erase_cell(1, 0), "focus cells are moved with the focus position, not erased"


def test_bad_label_shows_the_cal02_message_inline(dialog):
    """FTP-CAL-02: a label whose cells match no footprint names player, label and problem; tile marked."""
    paint_friday(dialog)
    tab = dialog.tab(0)
    tab.set_paint_label("a")
    tab.grid.paint_cell(1, 7)  # a fourth, detached cell for the 1×3 article a
    dialog.rescore()
    assert dialog.day_result is None
    assert "player 'Ann': page.a: its cells match no placement of footprint V3" in dialog.error
    assert dialog.breakdown.error.isVisibleTo(dialog)
    assert "Traceback" not in dialog.breakdown.error.text()
    assert tab.grid.error_labels == {"a"} and tab.legend.error_labels == {"a"}
    assert tab.legend.item(tab.legend.labels.index("a"), 2).text() == "4 / 3"
    assert not dialog.pdf_button.isEnabled()
    tab.grid.erase_cell(1, 7)
    dialog.rescore()
    assert dialog.error == "" and dialog.day_result.players[0].total == 13


def test_missing_tile_unknown_category_and_focus_off_the_stars(dialog, tmp_path):
    """FTP-CAL-02, FTP-CHK-07: gaps and unknown categories are named; a focus off the stars scores 0."""
    paint_friday(dialog)
    tab = dialog.tab(1)
    label = tab.new_tile()
    tab.grid.paint_cell(5, 7)  # outside Friday's area, still a tile on the board
    dialog.rescore()
    assert f"player 'Ben': legend.{label}: no tile chosen" in dialog.error
    tab.remove_selected_tile()
    dialog.rescore()
    assert dialog.error == ""
    cai = dialog.tab(2)
    cai.set_focus_position((1, 2))  # B3:D4 misses the stars C1, D1
    dialog.rescore()
    assert "player 'Cai': focus: the focus tile does not cover the stars" in dialog.breakdown.warning.text()
    assert dialog.day_result.players[2].categories["focus"] == 0
    data = yaml.safe_load(EXAMPLES.read_text())
    data["players"][2]["legend"]["a"] = {
        "type": "article",
        "category": "weather",
        "footprint": "V2",
        "mood": "good",
    }
    path = tmp_path / "weather.yaml"
    path.write_text(yaml.safe_dump(data))
    dialog.load_yaml(path)
    assert "player 'Cai': legend.a.category: unknown category 'weather'" in dialog.error
    assert dialog.tab(2).legend.error_labels == {"a"}


def test_ragged_page_cannot_be_opened(dialog, tmp_path, monkeypatch):
    """FTP-CAL-02: a ragged grid is refused with the row named; the editor keeps its sheet."""
    shown = []
    monkeypatch.setattr(calculator_module, "show_error", lambda parent, title, text: shown.append(text))
    data = yaml.safe_load(EXAMPLES.read_text())
    data["players"][0]["page"] = data["players"][0]["page"].replace("# . h h h #", "# . h h h")
    path = tmp_path / "ragged.yaml"
    path.write_text(yaml.safe_dump(data))
    assert not dialog.open_sheet(path)
    assert shown and "player 'Ann': page: row 8 has 5 cells" in shown[0]
    assert dialog.sheet.names == ["Ann", "Ben", "Cai"]


def test_inline_description_and_points_by_hand(dialog):
    """FTP-CAL-01: an inline tile and `focus: {points: N}` score like the catalogue entries."""
    paint_friday(dialog)
    tab = dialog.tab(0)
    tab.set_paint_label("a")
    tab.legend.set_tile("a", INLINE)
    form = tab.form
    assert form.isVisibleTo(tab)
    form.footprint.setCurrentIndex(form.footprint.findData("V3"))
    form.category.setCurrentIndex(form.category.findData("news"))
    form.mood.setCurrentIndex(form.mood.findData("good"))
    tab.set_focus(BY_HAND, points=2)
    dialog.rescore()
    assert dialog.error == ""
    player = dialog.sheet_dict()["players"][0]
    assert player["legend"]["a"] == {"type": "article", "footprint": "V3", "category": "news", "mood": "good"}
    assert player["focus"] == {"points": 2}
    assert totals(dialog.day_result)["Ann"] == (13, 5, 1)
    form.type.setCurrentIndex(form.type.findData("ad"))
    form.footprint.setCurrentIndex(form.footprint.findData("H3"))
    dialog.rescore()
    assert "rotated" in dialog.day_result.players[0].details["check_log"][0]  # tall cells, wide H3


def test_saved_yaml_scores_the_same_through_the_cli(dialog, tmp_path, capsys):
    """The saved sheet is the CLI's format: `score fit-to-print SHEET --json` gives the same totals."""
    from desktop_app.cli import main

    paint_friday(dialog)
    path = tmp_path / "friday.yaml"
    assert dialog.save_sheet(path)
    assert "page: |" in path.read_text(encoding="utf-8")
    capsys.readouterr()
    assert main(["score", "fit-to-print", str(path), "--json"]) == 0
    got = {p["name"]: p["total"] for p in json.loads(capsys.readouterr().out)["players"]}
    assert got == {p.name: p.total for p in dialog.day_result.players} == {"Ann": 13, "Ben": 4, "Cai": 5}
    again = CalculatorDialog()
    again.load_yaml(path)
    assert totals(again.day_result) == totals(dialog.day_result)
    assert again.sheet.pages["fri"][2].legend["y"].face_down
    again.deleteLater()


def test_days_players_and_multi_day_standing(dialog):
    """FTP-CAL-04: the day picks the board side; days are entered in order; several days give a standing."""
    paint_friday(dialog)
    dialog.set_day("sun")
    assert len(dialog.tab(0).grid.page.cells[0]) == 8
    tab = dialog.tab(0)
    label = tab.new_tile()
    tab.grid.paint_cell(0, 7)
    tab.legend.set_tile(label, "AD1")
    dialog.rescore()
    assert "days[1]: nothing entered for Saturday" in dialog.error
    assert dialog.day_result is None
    dialog.set_day("sat")
    for i in range(3):
        dialog.tab(i).desk_spin.setValue(1)
    dialog.set_day("sun")
    dialog.rescore()
    assert dialog.error == "" and dialog.game_result is not None and dialog.game_result.final
    assert "Final result" in dialog.breakdown.standing.text()
    dialog.add_player("Dee")
    assert dialog.tabs.count() == 4 and dialog.sheet.pages["fri"][3].is_blank()
    dialog.remove_player(3)
    assert dialog.sheet.names == ["Ann", "Ben", "Cai"]


def test_removing_a_player_with_pages_asks_first(dialog, monkeypatch):
    """The Remove player button asks before dropping a player whose pages hold entries."""
    from PySide6.QtWidgets import QMessageBox

    paint(dialog, 1, BEN, "SF3", focus_at=(2, 0))
    answers = [QMessageBox.StandardButton.No, QMessageBox.StandardButton.Yes]
    monkeypatch.setattr(QMessageBox, "question", lambda *args, **kw: answers.pop(0))
    dialog.tabs.setCurrentIndex(1)
    dialog.remove_button.click()
    assert dialog.sheet.names == ["Ann", "Ben", "Cai"]
    dialog.remove_button.click()
    assert dialog.sheet.names == ["Ann", "Cai"] and not answers


def test_pdf_export_writes_a_file(dialog, tmp_path):
    """Export PDF goes through desktop_app.reports with the pages drawn as grids."""
    paint_friday(dialog)
    out = dialog.export_pdf(tmp_path / "friday.pdf")
    assert out is not None and out.read_bytes()[:4] == b"%PDF"
    from desktop_app.reports import sheet_to_html

    assert dialog.result().players[0].details["grid"][0] == "# F F F a #"
    html = sheet_to_html(dialog.result())
    assert html.count("Page of Ann") == 1 and ">g</td>" in html  # Ann's page, drawn as a grid
    assert "N3g: News article, 1 point, Good news" in html  # with its key
    assert "Ben: c S3b is in 2 conflicts" in html  # the check log (FTP-CAL-04)
    assert "Ben：c S3b 有 2 處衝突" in sheet_to_html(dialog.result(), "zh")


def test_error_target_and_open_calculator(qtbot):
    """Errors are mapped to the named player and labels; the menu's opener shows the dialog."""
    assert error_target("player 'Ann': page.a: its cells match no placement") == ("Ann", {"a"})
    assert error_target("player 'Bo': legend.q.category: unknown") == ("Bo", {"q"})
    assert error_target("days[1]: nothing entered") == ("", set())
    from desktop_app.ui.scenes import calculator_opener

    assert calculator_opener("fit-to-print") is open_calculator  # Game > Score a physical game finds it
    shown = open_calculator(None)
    qtbot.addWidget(shown)
    assert shown.isVisible() and "Fit To Print" in shown.windowTitle()
    assert not shown.grab().isNull()


def test_mouse_paints_and_right_click_erases(dialog, qtbot):
    """Left-click paints the current label on the clicked cell; right-click erases it."""
    from PySide6.QtCore import Qt

    dialog.show()
    tab = dialog.tab(0)
    label = tab.new_tile()
    centre = tab.grid.cell_rect(2, 5).center().toPoint()
    qtbot.mouseClick(tab.grid, Qt.MouseButton.LeftButton, pos=centre)
    assert tab.grid.page.cells[5][2] == label
    assert tab.legend.item(0, 2).text() == "1"
    qtbot.mouseClick(tab.grid, Qt.MouseButton.RightButton, pos=centre)
    assert tab.grid.page.cells[5][2] == "."


def test_names_follow_the_ui_language(dialog, qtbot):
    """Day, tile and focus names are shown in the UI language (繁體中文 here)."""
    paint(dialog, 0, ANN, "SF1")
    set_language("zh_TW", save=False)
    qtbot.waitUntil(lambda: dialog.day_combo.itemText(0) == "週五", timeout=2000)
    tab = dialog.tab(0)
    assert "新聞" in tab.legend.combos["a"].currentText()
    assert "小鎮話題" in tab.focus_combo.currentText()
    assert "頭版大師" in dialog.windowTitle()


def test_tile_search_matches_anywhere_and_stray_text_reverts(dialog, qtbot):
    """The tile combo searches inside the text (id, category, headline); unmatched typing reverts."""
    tab = dialog.tab(0)
    label = tab.new_tile()
    combo = tab.legend.combos[label]
    completer = combo.completer()
    completer.setCompletionPrefix("Footbridge")
    assert completer.completionCount() == 1 and completer.currentCompletion().startswith("N3g")
    combo.setEditText("no such tile")
    combo.lineEdit().editingFinished.emit()
    assert combo.currentText() == combo.itemText(combo.currentIndex())
    combo.setEditText(combo.itemText(combo.findData("AD2")))
    combo.lineEdit().editingFinished.emit()
    assert tab.page.legend[label].tile == "AD2"


def test_typing_a_letter_on_the_grid_switches_the_tile(dialog, qtbot):
    """A letter typed on the grid becomes the paint label (a new legend row if needed); F is the focus's."""
    dialog.show()
    tab = dialog.tab(0)
    qtbot.keyClicks(tab.grid, "q")
    assert tab.grid.current_label == "q" and "q" in tab.legend.labels
    qtbot.keyClicks(tab.grid, "F")
    assert tab.grid.current_label == "q"
