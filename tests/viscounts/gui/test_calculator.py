"""Game ▸ Score a physical game ▸ Viscounts: the sheet's fields, the live breakdown, files, PDF."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from desktop_app.ui.viscounts.calculator import ViscountsCalculator, open_calculator

EXAMPLES = Path(__file__).resolve().parents[3] / "examples"


def _fill(form, name, buildings, castle, ribbons, cleric=0, leader=False, debts=(0, 0), deeds=(0, 0)):
    form.name.setText(name)
    for box, n in zip(form.buildings.values(), buildings, strict=True):
        box.setValue(n)
    for box, n in zip(form.castle.values(), castle, strict=True):
        box.setValue(n)
    for box, n in zip(form.ribbons.values(), ribbons, strict=True):
        box.setValue(n)
    form.cleric.setValue(cleric)
    form.leader.setChecked(leader)
    form.unpaid.setValue(debts[0])
    form.paid.setValue(debts[1])
    form.purchased.setValue(deeds[0])
    form.approved.setValue(deeds[1])


def test_worked_example_1_scores_44_and_61_as_you_type_vis_score_10(qtbot):
    """§13 example 1: only poverty revealed; the breakdown follows every field (VIS-SCORE-01..13)."""
    dialog = ViscountsCalculator()
    qtbot.addWidget(dialog)
    dialog.revealed["poverty"].setChecked(True)
    a, b = dialog.forms
    _fill(a, "A", (2, 1, 1), (3, 2, 1), (2, 1, 1, 0), debts=(2, 1), deeds=(2, 1))
    _fill(b, "B", (0, 2, 2), (1, 1, 2), (0, 1, 0, 3), cleric=1, leader=True, debts=(1, 2), deeds=(0, 2))
    assert dialog.totals() == [44, 61]
    assert dialog.sheet.players[1].categories["poverty"] == 12 and dialog.sheet.players[0].categories["poverty"] == 8
    assert "B" in dialog.result.text() and dialog.print_button.isEnabled()
    b.approved.setValue(1)  # now tied on approved deeds: (12 + 8) / 2 each
    assert dialog.sheet.players[0].categories["poverty"] == 10 == dialog.sheet.players[1].categories["poverty"]


def test_a_bad_sheet_is_refused_with_the_line_the_command_line_prints(qtbot):
    """Two castle leaders, or more than 20 workers: one line naming the player and the field; no print."""
    dialog = ViscountsCalculator()
    qtbot.addWidget(dialog)
    a, b = dialog.forms
    a.name.setText("Ann")
    b.name.setText("Bo")
    a.leader.setChecked(True)
    b.leader.setChecked(True)
    assert dialog.sheet is None and not dialog.print_button.isEnabled()
    assert "player 'Bo': castle_leader: only one player holds the castle leader card" in dialog.error_label.text()
    b.leader.setChecked(False)
    for box in a.castle.values():
        box.setValue(10)
    assert "player 'Ann': castle: 30 workers, but each player has 20" in dialog.error_label.text()
    a.name.setText("")
    assert "player 1: name: missing field" in dialog.error_label.text()


def test_open_and_save_a_yaml_sheet_round_trip(qtbot, tmp_path, monkeypatch):
    """The example sheet of the command line opens (3 players, §13 example 2: 61 / 52 / 47), saves and
    opens again; a broken sheet is shown as a message and changes nothing."""
    shown = []
    monkeypatch.setattr("desktop_app.ui.viscounts.calculator.show_error", lambda parent, title, text: shown.append(text))
    dialog = ViscountsCalculator()
    qtbot.addWidget(dialog)
    assert dialog.open_sheet(EXAMPLES / "viscounts_final.yaml")
    assert len(dialog.forms) == 3 and dialog.totals() == [61, 52, 47]
    saved = tmp_path / "sheet.yaml"
    assert dialog.save_sheet(saved)
    other = ViscountsCalculator()
    qtbot.addWidget(other)
    assert other.open_sheet(saved) and other.totals() == [61, 52, 47]
    bad = tmp_path / "bad.yaml"
    bad.write_text(saved.read_text(encoding="utf-8").replace("workshop: 3", "workshop: 4"), encoding="utf-8")
    assert not other.open_sheet(bad)
    assert shown and "player 'Ann': buildings.workshop: 4 is more than 3" in shown[-1]
    assert other.totals() == [61, 52, 47]


def test_the_breakdown_exports_as_a_pdf(qtbot, tmp_path):
    dialog = ViscountsCalculator()
    qtbot.addWidget(dialog)
    dialog.open_sheet(EXAMPLES / "viscounts_final.yaml")
    out = dialog.export_pdf(tmp_path / "scores.pdf")
    assert out is not None and out.read_bytes().startswith(b"%PDF") and out.stat().st_size > 2000


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_menu_opens_it_in_the_chosen_language(qtbot, lang):
    from desktop_app.ui.i18n import set_language
    from desktop_app.ui.menus import CalculatorMenu

    set_language(lang, save=False)
    menu = CalculatorMenu()
    qtbot.addWidget(menu)
    entry = menu.entries["viscounts"]
    assert entry.isEnabled()
    dialog = open_calculator()
    qtbot.addWidget(dialog)
    assert ("西國子爵" if lang == "zh_TW" else "Viscounts") in dialog.windowTitle()
    dialog.close()


def test_worked_example_3_both_expansions_typed_in_scores_p3_64(qtbot):
    """§13 example 3, P3 typed into the app: with both expansions ticked their fields appear; Drifter and
    Barbarian Trader (3, GOG-OUT-07), 2 chests (5, KOK-CHEST-06) and the public workshop (4, DEC-41)
    bring P3 to 64; unticking the starting grey (DEC-38) gives 57. The example file opens to the same."""
    dialog = ViscountsCalculator()
    qtbot.addWidget(dialog)
    for card in ("poverty", "prosperity"):
        dialog.revealed[card].setChecked(True)
    while len(dialog.forms) < 4:
        dialog.add_player()
    p1, p2, p3, p4 = dialog.forms
    assert p3.expansions.gates_box.isHidden() and p3.expansions.keys_box.isHidden()
    dialog.modules.modules["gates_of_gold"].setChecked(True)
    dialog.modules.modules["keeper_of_keys"].setChecked(True)
    assert not p3.expansions.gates_box.isHidden() and not p3.expansions.keys_box.isHidden()
    _fill(p1, "P1", (1, 2, 1), (3, 2, 2), (1, 1, 1, 0), leader=True, debts=(1, 1), deeds=(0, 4))
    _fill(p2, "P2", (0, 1, 2), (4, 1, 1), (0, 3, 1, 1), cleric=1, debts=(0, 3), deeds=(1, 2))
    _fill(p3, "P3", (3, 1, 0), (2, 2, 0), (2, 2, 0, 1), debts=(2, 1), deeds=(1, 2))
    _fill(p4, "P4", (2, 0, 1), (5, 0, 0), (0, 0, 0, 2), debts=(3, 1), deeds=(2, 0))
    p3.expansions.outsiders["ou01"].setChecked(True)
    p3.expansions.outsiders["ou07"].setChecked(True)
    p3.expansions.bonus["specialist"].setChecked(True)
    p3.expansions.chests.setValue(2)
    p3.expansions.public["workshop"].setChecked(True)
    cats = dialog.sheet.players[2].categories
    assert (cats["outsiders"], cats["chests"], cats["public_buildings"], cats["manuscripts"]) == (3, 5, 4, 20)
    assert dialog.totals()[2] == 64
    dialog.modules.grey.setChecked(False)
    assert dialog.totals()[2] == 57
    other = ViscountsCalculator()
    qtbot.addWidget(other)
    assert other.open_sheet(EXAMPLES / "viscounts_expansions.yaml") and other.totals()[2] == 64
    rows = other.forms[1].expansions.others.rows
    assert [row.entry(1) for row in rows] == [{"name": "Wandering Minstrel", "per": "approved_deeds", "n": 1}]
    assert other.forms[2].expansions.chests.value() == 2


def test_example_3_with_p3s_outsiders_typed_in_by_what_they_count_still_scores_64_gog_out_07(qtbot, tmp_path):
    """An outsider of a physical copy is a row: its name, what it counts, points per unit. P3's Drifter and
    Barbarian Trader entered as such rows instead of ticked give the same 3 points and 64 (the command
    line's sheet takes the same entries); an icon condition asks how many; removing a row scores again;
    the rows save and open again unchanged."""
    from desktop_app.ui.viscounts.calculator_outsiders import CONDITIONS
    from desktop_app.ui.viscounts.look import tr

    dialog = ViscountsCalculator()
    qtbot.addWidget(dialog)
    assert dialog.open_sheet(EXAMPLES / "viscounts_expansions.yaml")
    p3 = dialog.forms[2].expansions
    for card in ("ou01", "ou07"):
        p3.outsiders[card].setChecked(False)
    assert dialog.sheet.players[2].categories["outsiders"] == 0 and dialog.totals()[2] == 61
    qtbot.mouseClick(p3.others.add, Qt.MouseButton.LeftButton)
    drifter = p3.others.rows[-1]
    drifter.name.setText("Drifter")
    drifter.condition.setCurrentIndex(CONDITIONS.index(("buildings", {"type": "trading_post"})))
    drifter.n.setValue(2)
    assert not drifter.most.isHidden() and drifter.counts.isHidden()
    trader = p3.others.add_row()
    trader.name.setText("Barbarian Trader")
    trader.condition.setCurrentIndex(CONDITIONS.index(("paid_debts", {})))
    assert dialog.sheet.players[2].categories["outsiders"] == 3 and dialog.totals()[2] == 64
    assert dialog.sheet_dict()["players"][2]["outsiders"][-2:] == [
        {"name": "Drifter", "per": "buildings", "type": "trading_post", "n": 2},
        {"name": "Barbarian Trader", "per": "paid_debts", "n": 1}]
    mystic = p3.others.add_row()
    mystic.condition.setCurrentIndex(CONDITIONS.index(("icons", {"icon": "cleric"})))
    assert not mystic.counts.isHidden() and mystic.condition.currentText() == tr("per {what}").format(
        what=tr("{icon} icons").format(icon=tr("cleric")))
    mystic.counts.setValue(2)
    assert dialog.sheet.players[2].categories["outsiders"] == 5
    qtbot.mouseClick(mystic.remove, Qt.MouseButton.LeftButton)
    assert len(p3.others.rows) == 2 and dialog.totals()[2] == 64
    saved = tmp_path / "typed.yaml"
    assert dialog.save_sheet(saved)
    again = ViscountsCalculator()
    qtbot.addWidget(again)
    assert again.open_sheet(saved) and again.totals() == dialog.totals()
    assert again.sheet_dict() == dialog.sheet_dict()
