"""The Viscounts calculator's optional expansion fields (``score viscounts`` sheet, calculator.py).

:class:`ModuleSwitches` is the row above the tabs: which expansions were played (Gates of Gold,
Keeper of Keys) and whether the manuscript board's grey starting manuscript counts for sets
(DEC-38). :class:`ExpansionFields` sits in each player's tab: with Gates of Gold the outsiders the
player owns (one box per outsider card of the app's set, each scored by its own condition from the
sheet, GOG-OUT-07; plus a row for each outsider of a physical copy, entered by what it counts,
:mod:`~desktop_app.ui.viscounts.calculator_outsiders`) and the build bonus cards held (GOG-BB);
with Keeper of Keys the treasure chests (0–3, KOK-CHEST-06) and the public buildings built (DEC-41).
Fields of a module that is off are hidden and left out of the sheet.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QCheckBox, QFormLayout, QGridLayout, QHBoxLayout, QLabel, QSpinBox, QWidget

from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.calculator import BONUS_KINDS
from desktop_app.rules.viscounts.vocabulary import BUILDING_TYPES
from desktop_app.ui.i18n import render
from desktop_app.ui.viscounts.calculator_outsiders import OtherOutsiders
from desktop_app.ui.viscounts.look import tr

MODULES = ("gates_of_gold", "keeper_of_keys")


def _content():
    return GAME.load_content()


class ModuleSwitches(QWidget):
    """The expansions played and the starting-grey flag (sheet keys ``expansions`` and
    ``starting_grey_counts_for_sets``)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.label = QLabel(self)
        self.modules = {m: QCheckBox(self) for m in MODULES}
        self.modules["gates_of_gold"].setObjectName("calc_gates_of_gold")
        self.modules["keeper_of_keys"].setObjectName("calc_keeper_of_keys")
        self.grey = QCheckBox(self)
        self.grey.setChecked(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.label, *self.modules.values(), self.grey):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.modules["gates_of_gold"].toggled.connect(self._show_grey)
        self._show_grey()
        self.retranslate()

    def _show_grey(self, *_: Any) -> None:
        self.grey.setVisible(self.modules["gates_of_gold"].isChecked())

    def connect_changes(self, slot) -> None:
        """Call ``slot`` whenever a switch changes."""
        for box in (*self.modules.values(), self.grey):
            box.toggled.connect(slot)

    def on(self) -> tuple[str, ...]:
        """The modules switched on."""
        return tuple(m for m, box in self.modules.items() if box.isChecked())

    def update_sheet(self, sheet: dict[str, Any]) -> None:
        """Add the switches' keys to ``sheet`` (none when no expansion is on)."""
        on = self.on()
        if on:
            sheet["expansions"] = list(on)
        if "gates_of_gold" in on:
            sheet["starting_grey_counts_for_sets"] = self.grey.isChecked()

    def fill(self, sheet: dict[str, Any]) -> None:
        """Set the switches from a (checked) sheet."""
        value = sheet.get("expansions", [])
        on = [value] if isinstance(value, str) else list(value)
        for m, box in self.modules.items():
            with QSignalBlocker(box):
                box.setChecked(m in on)
        with QSignalBlocker(self.grey):
            self.grey.setChecked(bool(sheet.get("starting_grey_counts_for_sets", True)))
        self._show_grey()

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.label.setText(tr("Expansions played:"))
        self.modules["gates_of_gold"].setText(tr("Gates of Gold"))
        self.modules["keeper_of_keys"].setText(tr("Keeper of Keys"))
        self.grey.setText(tr("The starting grey manuscript counts for sets"))


class ExpansionFields(QWidget):
    """One player's expansion fields (module docstring)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        content = _content()
        self.outsider_ids = sorted(content.gates.outsiders) if content.gates else []
        self.outsiders = {card: QCheckBox(self) for card in self.outsider_ids}
        self.card_counts: dict[str, int] = {}
        """What an app-set outsider's condition counts when the opened sheet said it (kept on saving)."""
        self.others = OtherOutsiders(self)
        self.bonus = {kind: QCheckBox(self) for kind in BONUS_KINDS}
        self.chests = QSpinBox(self)
        self.chests.setRange(0, len(content.keys.scoring) if content.keys else 3)
        self.chests.setObjectName("calc_chests")
        self.public = {t: QCheckBox(self) for t in BUILDING_TYPES}
        self.gates_box, self.keys_box = QWidget(self), QWidget(self)
        grid = QGridLayout()
        for k, box in enumerate(self.outsiders.values()):
            grid.addWidget(box, k // 3, k % 3)
        gates = QFormLayout(self.gates_box)
        gates.setContentsMargins(0, 0, 0, 0)
        self.outsider_label, self.other_label, self.bonus_label = QLabel(self), QLabel(self), QLabel(self)
        holder = QWidget(self)
        holder.setLayout(grid)
        gates.addRow(self.outsider_label, holder)
        gates.addRow(self.other_label, self.others)
        gates.addRow(self.bonus_label, self._row(self.bonus.values()))
        keys = QFormLayout(self.keys_box)
        keys.setContentsMargins(0, 0, 0, 0)
        self.chest_label, self.public_label = QLabel(self), QLabel(self)
        keys.addRow(self.chest_label, self.chests)
        keys.addRow(self.public_label, self._row(self.public.values()))
        layout = QFormLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addRow(self.gates_box)
        layout.addRow(self.keys_box)
        self.show_modules(())
        self.retranslate()

    def _row(self, boxes) -> QWidget:
        holder = QWidget(self)
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        for box in boxes:
            row.addWidget(box)
        row.addStretch(1)
        return holder

    def _boxes(self) -> list[QCheckBox]:
        return [*self.outsiders.values(), *self.bonus.values(), *self.public.values()]

    def show_modules(self, on: tuple[str, ...]) -> None:
        """Show the fields of the modules played."""
        self.gates_box.setVisible("gates_of_gold" in on)
        self.keys_box.setVisible("keeper_of_keys" in on)

    def connect_changes(self, slot) -> None:
        """Call ``slot`` whenever a field changes."""
        for box in self._boxes():
            box.toggled.connect(slot)
        self.others.connect_changes(slot)
        self.chests.valueChanged.connect(slot)

    def update_entry(self, entry: dict[str, Any], on: tuple[str, ...]) -> None:
        """Add this player's fields of the modules in ``on`` to their sheet line."""
        if "gates_of_gold" in on:
            outsiders: list[Any] = [{"card": c, "counts": self.card_counts[c]} if c in self.card_counts else c
                                    for c, box in self.outsiders.items() if box.isChecked()]
            entry["outsiders"] = outsiders + self.others.entries()
            entry["build_bonus"] = [k for k, box in self.bonus.items() if box.isChecked()]
        if "keeper_of_keys" in on:
            entry["chests"] = self.chests.value()
            entry["public_buildings"] = [t for t, box in self.public.items() if box.isChecked()]

    def fill(self, entry: dict[str, Any]) -> None:
        """Set the fields from a (checked) sheet line: outsiders of the app's set ticked (with the count the
        sheet gave, kept), each outsider of a physical copy a row."""
        blockers = [QSignalBlocker(b) for b in (*self._boxes(), self.chests)]
        ticked, others = set(), []
        self.card_counts = {}
        for item in entry.get("outsiders", []):
            if isinstance(item, dict) and "card" not in item:
                others.append(item)
            else:
                card = item["card"] if isinstance(item, dict) else item
                ticked.add(card)
                if isinstance(item, dict) and "counts" in item:
                    self.card_counts[card] = int(item["counts"])
        for card, box in self.outsiders.items():
            box.setChecked(card in ticked)
        self.others.fill(others)
        for kind, box in self.bonus.items():
            box.setChecked(kind in entry.get("build_bonus", []))
        self.chests.setValue(int(entry.get("chests", 0)))
        for t, box in self.public.items():
            box.setChecked(t in entry.get("public_buildings", []))
        del blockers

    def retranslate(self) -> None:
        """Texts in the current language."""
        content = _content()
        for card, box in self.outsiders.items():
            box.setText(render(content.name(card)))
        self.outsider_label.setText(tr("Outsiders owned (each scores by its own condition)"))
        self.other_label.setText(tr("Other outsiders (by what they count)"))
        self.others.retranslate()
        self.bonus_label.setText(tr("Build bonus cards"))
        self.bonus["diverse"].setText(tr("Diverse builder"))
        self.bonus["specialist"].setText(tr("Specialist builder"))
        self.chest_label.setText(tr("Treasure chests (0–3)"))
        self.public_label.setText(tr("Public buildings built"))
        for t, box in self.public.items():
            box.setText(render(content.name(content.keys.public[t].id)) if content.keys else t)
