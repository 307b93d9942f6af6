"""Game ▸ Score a physical game ▸ Viscounts: the end-of-game sheet per player and a live breakdown.

Which end cards were revealed (poverty, prosperity), then a tab per player with the fields of the
sheet ``score viscounts SHEET.yaml`` reads: buildings on the main board, workers per castle level,
manuscripts by ribbon, cleric rewards, the castle leader card, debts (unpaid / paid) and deeds
(purchased / approved); with the expansions played (Gates of Gold, Keeper of Keys) their optional
fields too (``calculator_expansions``). Every edit rescores with ``GAME.score_physical`` (VIS-SCORE-01..15); a
problem is shown with the same one line as the command line (naming the player and the field).
Sheets open and save as YAML; the breakdown prints or exports as a PDF.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from PySide6.QtCore import QSignalBlocker, QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from desktop_app.content.sheets import read_sheet
from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.calculator import END_CARDS
from desktop_app.rules.viscounts.vocabulary import BUILDING_TYPES, RIBBONS
from desktop_app.ui.calculator_scoring import ScoredFormsMixin
from desktop_app.ui.errors import show_error
from desktop_app.ui.i18n import render
from desktop_app.ui.score_dialog import print_summary
from desktop_app.ui.score_table import ScoreTable
from desktop_app.ui.screen_fit import keep_on_screen, scrolling_body
from desktop_app.ui.viscounts.calculator_expansions import ExpansionFields, ModuleSwitches
from desktop_app.ui.viscounts.look import tr
from desktop_app.ui.viscounts.words import w

MIN_PLAYERS, MAX_PLAYERS = 1, 4
LEVELS = (1, 2, 3)


def _spin(low: int, high: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    return box


def _row(*widgets: QWidget) -> QWidget:
    holder = QWidget()
    layout = QHBoxLayout(holder)
    layout.setContentsMargins(0, 0, 0, 0)
    for widget in widgets:
        layout.addWidget(widget)
    layout.addStretch(1)
    return holder


class PlayerForm(QWidget):
    """One player's line of the sheet."""

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit(tr("Player {n}").format(n=index + 1))
        self.buildings = {t: _spin(0, 3) for t in BUILDING_TYPES}
        self.castle = {level: _spin(0, 20) for level in LEVELS}
        self.ribbons = {r: _spin(0, 35) for r in RIBBONS}
        self.cleric = _spin(0, len(RIBBONS))
        self.leader = QCheckBox()
        self.unpaid, self.paid = _spin(0, 99), _spin(0, 99)
        self.purchased, self.approved = _spin(0, 99), _spin(0, 99)
        self.small: dict[QSpinBox, QLabel] = {}
        for box in (*self.buildings.values(), *self.castle.values(), *self.ribbons.values(), self.unpaid,
                    self.paid, self.purchased, self.approved):
            self.small[box] = QLabel()
        self.form = QFormLayout(self)
        self.labels: dict[str, QLabel] = {}
        self.fields: dict[str, QWidget] = {
            "name": self.name,
            "buildings": _row(*self._pairs(self.buildings.values())),
            "castle": _row(*self._pairs(self.castle.values())),
            "manuscripts": _row(*self._pairs(self.ribbons.values())),
            "cleric_rewards": self.cleric, "castle_leader": self.leader,
            "debts": _row(*self._pairs((self.unpaid, self.paid))),
            "deeds": _row(*self._pairs((self.purchased, self.approved))),
        }
        for key, widget in self.fields.items():
            label = QLabel()
            self.labels[key] = label
            self.form.addRow(label, widget)
        self.expansions = ExpansionFields(self)
        self.form.addRow(self.expansions)
        self.retranslate()

    def _pairs(self, boxes) -> list[QWidget]:
        out: list[QWidget] = []
        for box in boxes:
            out += [self.small[box], box]
        return out

    def retranslate(self) -> None:
        """Labels in the current language."""
        words = {"name": tr("Name"), "buildings": tr("Buildings on the main board"),
                 "castle": tr("Workers in the castle"), "manuscripts": tr("Manuscripts by ribbon"),
                 "cleric_rewards": tr("Cleric reward cards"), "castle_leader": tr("Holds the castle leader card"),
                 "debts": tr("Debts"), "deeds": tr("Deeds")}
        for key, label in self.labels.items():
            label.setText(words[key])
        for t, box in self.buildings.items():
            self.small[box].setText(_building_word(t))
        for level, box in self.castle.items():
            self.small[box].setText(tr("Level {n}").format(n=level))
        for ribbon, box in self.ribbons.items():
            self.small[box].setText(w(ribbon))
        for box, word in ((self.unpaid, tr("unpaid")), (self.paid, tr("paid")), (self.purchased, tr("purchased")),
                          (self.approved, tr("approved"))):
            self.small[box].setText(word)
        self.expansions.retranslate()

    def connect_changes(self, slot) -> None:
        """Call ``slot`` whenever a field changes."""
        self.name.textChanged.connect(slot)
        self.leader.toggled.connect(slot)
        for box in self.small:
            box.valueChanged.connect(slot)
        self.cleric.valueChanged.connect(slot)
        self.expansions.connect_changes(slot)

    def entry(self, modules: tuple[str, ...] = ()) -> dict[str, Any]:
        """This player's line in the sheet format (``score viscounts``), with the fields of ``modules``."""
        line = {"name": self.name.text().strip(),
                "buildings": {t: b.value() for t, b in self.buildings.items()},
                "castle": {level: b.value() for level, b in self.castle.items()},
                "manuscripts": {r: b.value() for r, b in self.ribbons.items()},
                "cleric_rewards": self.cleric.value(), "castle_leader": self.leader.isChecked(),
                "debts": {"unpaid": self.unpaid.value(), "paid": self.paid.value()},
                "deeds": {"purchased": self.purchased.value(), "approved": self.approved.value()}}
        self.expansions.update_entry(line, modules)
        return line

    def fill(self, entry: dict[str, Any]) -> None:
        """Set every field from a sheet line (already checked by the calculator)."""
        blockers = [QSignalBlocker(b) for b in (*self.small, self.cleric, self.leader, self.name)]
        self.name.setText(str(entry["name"]))
        for t, box in self.buildings.items():
            box.setValue(int(entry["buildings"][t]))
        castle = {int(k): v for k, v in entry["castle"].items()}
        for level, box in self.castle.items():
            box.setValue(int(castle[level]))
        for ribbon, box in self.ribbons.items():
            box.setValue(int(entry["manuscripts"][ribbon]))
        self.cleric.setValue(int(entry["cleric_rewards"]))
        self.leader.setChecked(bool(entry["castle_leader"]))
        self.unpaid.setValue(int(entry["debts"]["unpaid"]))
        self.paid.setValue(int(entry["debts"]["paid"]))
        self.purchased.setValue(int(entry["deeds"]["purchased"]))
        self.approved.setValue(int(entry["deeds"]["approved"]))
        self.expansions.fill(entry)
        del blockers


def _building_word(btype: str) -> str:
    return {"workshop": tr("Workshops"), "trading_post": tr("Trading posts"), "town_hall": tr("Town halls")}[btype]


class ViscountsCalculator(ScoredFormsMixin, QDialog):
    """The physical-game score calculator (the end cards, a tab per player, the breakdown below)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("viscounts_calculator")
        self.sheet: ScoreSheet | None = None
        self.error = ""
        self.revealed = {card: QCheckBox(self) for card in END_CARDS}
        self.tabs = QTabWidget(self)
        self.forms: list[PlayerForm] = []
        self.add_button, self.remove_button = QPushButton(self), QPushButton(self)
        self.open_button, self.save_button = QPushButton(self), QPushButton(self)
        self.add_button.clicked.connect(lambda: self.add_player())
        self.remove_button.clicked.connect(self.remove_player)
        self.open_button.clicked.connect(lambda: self.open_sheet())
        self.save_button.clicked.connect(lambda: self.save_sheet())
        for box in self.revealed.values():
            box.toggled.connect(self.recompute)
        self.modules = ModuleSwitches(self)
        self.modules.connect_changes(self.recompute)
        self.end_label = QLabel(self)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("calculator_error")
        self.error_label.setStyleSheet("color: #B3261E; font-weight: 600;")
        self.error_label.setWordWrap(True)
        self.result = QLabel(self)
        self.result.setWordWrap(True)
        self.table = ScoreTable(self)
        self.buttons = QDialogButtonBox(self)
        self.print_button, self.pdf_button = QPushButton(self), QPushButton(self)
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.print_button.clicked.connect(lambda: print_summary(self.sheet, self) if self.sheet else None)
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        top = QHBoxLayout()
        top.addWidget(self.end_label)
        for box in self.revealed.values():
            top.addWidget(box)
        top.addStretch(1)
        players = QHBoxLayout()
        for button in (self.add_button, self.remove_button, self.open_button, self.save_button):
            players.addWidget(button)
        players.addStretch(1)
        area, footer = scrolling_body(self, (11, 11, 11, 11), 6)
        area.body.addLayout(top)
        area.body.addWidget(self.modules)
        area.body.addLayout(players)
        area.body.addWidget(self.tabs)
        area.body.addWidget(self.error_label)
        area.body.addWidget(self.result)
        area.body.addWidget(self.table)
        footer.addWidget(self.buttons)
        for _ in range(2):
            self.add_player()
        self.retranslate()
        keep_on_screen(self, QSize(720, 820), grow=True)

    # ---- players -----------------------------------------------------------------------------
    def add_player(self) -> PlayerForm | None:
        """Add a player tab (up to four)."""
        if len(self.forms) >= MAX_PLAYERS:
            return None
        form = PlayerForm(len(self.forms), self)
        form.connect_changes(self.recompute)
        self.forms.append(form)
        self.tabs.addTab(form, form.name.text())
        form.name.textChanged.connect(lambda value, f=form: self.tabs.setTabText(self.forms.index(f), value or "?"))
        self.recompute()
        return form

    def remove_player(self) -> None:
        """Remove the last player tab (one always stays)."""
        if len(self.forms) <= MIN_PLAYERS:
            return
        form = self.forms.pop()
        self.tabs.removeTab(self.tabs.indexOf(form))
        form.deleteLater()
        self.recompute()

    # ---- scoring -----------------------------------------------------------------------------
    def sheet_dict(self) -> dict[str, Any]:
        """The sheet as ``score viscounts`` reads it."""
        on = self.modules.on()
        sheet: dict[str, Any] = {"game": "viscounts",
                                 "revealed": [c for c, box in self.revealed.items() if box.isChecked()]}
        self.modules.update_sheet(sheet)
        sheet["players"] = [form.entry(on) for form in self.forms]
        return sheet

    def recompute(self, *_: Any) -> None:
        """Score again; show the breakdown, or the problem naming the player and the field."""
        for form in self.forms:
            form.expansions.show_modules(self.modules.on())
        self.show_scoring(lambda: GAME.score_physical(self.sheet_dict()), tr)


    # ---- files ---------------------------------------------------------------------------------
    def load(self, data: Any) -> None:
        """Replace the sheet with ``data`` (a parsed sheet); SheetError, and nothing changes, if it is bad."""
        GAME.score_physical(data)  # the checks of `score viscounts`: one line naming player and field
        while len(self.forms) < len(data["players"]):
            self.add_player()
        while len(self.forms) > len(data["players"]):
            self.remove_player()
        revealed = [data["revealed"]] if isinstance(data["revealed"], str) else list(data["revealed"])
        for card, box in self.revealed.items():
            with QSignalBlocker(box):
                box.setChecked(card in revealed)
        self.modules.fill(data)
        for form, entry in zip(self.forms, data["players"], strict=True):
            form.fill(entry)
            self.tabs.setTabText(self.forms.index(form), form.name.text())
        self.recompute()

    def open_sheet(self, path: Path | None = None) -> bool:
        """Open a YAML sheet (asking which when ``path`` is None); a problem is shown, never raised."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, tr("Open score sheet"), str(Path.home()),
                                                    tr("Score sheets (*.yaml *.yml)"))
            if not chosen:
                return False
            path = Path(chosen)
        try:
            self.load(read_sheet(Path(path)))
        except SheetError as exc:
            show_error(self, tr("Cannot open the sheet"), f"{Path(path).name}: {exc}")
            return False
        return True

    def save_sheet(self, path: Path | None = None) -> bool:
        """Save the sheet as YAML (asking where when ``path`` is None); a problem is shown, never raised."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(self, tr("Save score sheet"),
                                                    str(Path.home() / "viscounts-sheet.yaml"),
                                                    tr("Score sheets (*.yaml *.yml)"))
            if not chosen:
                return False
            path = Path(chosen)
        head = "# Viscounts of the West Kingdom score sheet (python -m desktop_app score viscounts FILE)\n"
        try:
            Path(path).write_text(head + yaml.safe_dump(self.sheet_dict(), allow_unicode=True, sort_keys=False,
                                                        default_flow_style=None), encoding="utf-8")
        except OSError as exc:
            show_error(self, tr("Cannot save the sheet"), str(exc))
            return False
        return True


    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(tr("Score a physical game — {game}").format(game=render(GAME.name)))
        self.end_label.setText(tr("End cards revealed:"))
        self.revealed["poverty"].setText(tr("Poverty (approved deeds majority)"))
        self.revealed["prosperity"].setText(tr("Prosperity (paid debts majority)"))
        self.add_button.setText(tr("Add player"))
        self.remove_button.setText(tr("Remove last player"))
        self.open_button.setText(tr("Open sheet…"))
        self.save_button.setText(tr("Save sheet…"))
        self.print_button.setText(tr("Print…"))
        self.pdf_button.setText(tr("Export PDF…"))
        self.modules.retranslate()
        for form in self.forms:
            form.retranslate()
        self.recompute()




def open_calculator(parent: QWidget | None = None) -> ViscountsCalculator:
    """Open the Viscounts score calculator (Game ▸ Score a physical game ▸ Viscounts)."""
    dialog = ViscountsCalculator(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dialog.open()
    return dialog
