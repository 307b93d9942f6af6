"""The Viscounts calculator's outsiders of a physical copy: one row per card, entered by what it counts.

An outsider that is not in the app's set (another printing, a promo, a house card) is a row: its
name, what it scores — fixed points, or ``n`` points for each thing its condition counts (the
``vp`` counters of §11: buildings of a type, castle workers of a level, paid debts, approved
deeds, ribbon colours, outsiders owned, chests, icons ...) — the points per unit and the most it
can score. The row writes the same entry the ``score viscounts`` sheet takes
(``{name, points}`` or ``{name, per, n, max?, type?|level?|icon?, counts?}``, see
:mod:`desktop_app.rules.viscounts.calculator`), so both paths score it the same way. Icons are
the one thing the sheet cannot count: that condition asks for how many.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.rules.viscounts.calculator import UNCOUNTED
from desktop_app.rules.viscounts.vocabulary import BUILDING_TYPES, ICONS
from desktop_app.ui.viscounts.look import tr
from desktop_app.ui.viscounts.words import counted_text

CONDITIONS: tuple[tuple[str, dict[str, Any]], ...] = (
    ("points", {}),
    ("buildings", {}), *(("buildings", {"type": t}) for t in BUILDING_TYPES),
    ("castle_workers", {}), *(("castle_workers", {"level": k}) for k in (1, 2, 3)),
    ("paid_debts", {}), ("unpaid_debts", {}), ("approved_deeds", {}), ("purchased_deeds", {}),
    ("ribbons", {}), ("cleric_rewards", {}), ("outsiders", {}), ("chests", {}),
    *(("icons", {"icon": i}) for i in ICONS),
)
"""What an outsider row can score: fixed points, or points per each counter (and its argument)."""


NAME_WIDTH = 170
"""The name field's least width in pixels (a whole card name, in either language)."""


def condition_index(entry: dict[str, Any]) -> int:
    """The :data:`CONDITIONS` index of a sheet entry (``{name, points}`` or ``{name, per, ...}``)."""
    if "per" not in entry:
        return 0
    args = {k: entry[k] for k in ("type", "level", "icon") if k in entry}
    return CONDITIONS.index((entry["per"], args))


class OutsiderRow(QWidget):
    """One outsider of a physical copy: name, condition, points per unit, at most, and (icons) how many."""

    removed = Signal(object)
    """Its Remove button was pressed (with the row)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name = QLineEdit(self)
        self.name.setObjectName("calc_outsider_name")
        self.name.setMinimumWidth(NAME_WIDTH)
        self.condition = QComboBox(self)
        self.condition.setObjectName("calc_outsider_condition")
        self.n = QSpinBox(self)
        self.n.setRange(0, 99)
        self.n.setValue(1)
        self.each = QLabel(self)
        self.most = QSpinBox(self)
        self.most.setRange(0, 99)
        self.counts = QSpinBox(self)
        self.counts.setRange(0, 99)
        self.counts_label = QLabel(self)
        self.remove = QPushButton(self)
        self.remove.setObjectName("calc_outsider_remove")
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for widget in (self.name, self.condition, self.n, self.each, self.most, self.counts_label, self.counts,
                       self.remove):
            layout.addWidget(widget)
        layout.addStretch(1)
        self.condition.currentIndexChanged.connect(self._show_fields)
        self.remove.clicked.connect(self._remove_clicked)
        self.retranslate()

    def _remove_clicked(self) -> None:
        self.removed.emit(self)

    def _show_fields(self, *_: Any) -> None:
        key, _args = CONDITIONS[self.condition.currentIndex()]
        per = key != "points"
        self.n.setMinimum(1 if per else 0)
        self.most.setVisible(per)
        self.counts.setVisible(key in UNCOUNTED)
        self.counts_label.setVisible(key in UNCOUNTED)
        self.each.setText(tr("points each, at most") if per else tr("points"))

    def connect_changes(self, slot) -> None:
        """Call ``slot`` whenever a field of the row changes."""
        self.name.textChanged.connect(slot)
        self.condition.currentIndexChanged.connect(slot)
        for box in (self.n, self.most, self.counts):
            box.valueChanged.connect(slot)

    def entry(self, k: int) -> dict[str, Any]:
        """The row in the sheet's form (``k``: its place, for the name of a row left unnamed)."""
        name = self.name.text().strip() or tr("Other outsider {n}").format(n=k)
        key, args = CONDITIONS[self.condition.currentIndex()]
        if key == "points":
            return {"name": name, "points": self.n.value()}
        out: dict[str, Any] = {"name": name, "per": key, **args, "n": self.n.value()}
        if self.most.value():
            out["max"] = self.most.value()
        if key in UNCOUNTED:
            out["counts"] = self.counts.value()
        return out

    def fill(self, entry: dict[str, Any]) -> None:
        """Set the row from a (checked) sheet entry."""
        blockers = [QSignalBlocker(w) for w in (self.name, self.condition, self.n, self.most, self.counts)]
        self.name.setText(str(entry["name"]))
        self.condition.setCurrentIndex(condition_index(entry))
        self._show_fields()
        self.n.setValue(int(entry.get("points", entry.get("n", 1))))
        self.most.setValue(int(entry.get("max") or 0))
        self.counts.setValue(int(entry.get("counts", 0)))
        del blockers

    def retranslate(self) -> None:
        """Texts in the current language."""
        with QSignalBlocker(self.condition):
            index = max(0, self.condition.currentIndex())
            self.condition.clear()
            for key, args in CONDITIONS:
                self.condition.addItem(tr("fixed points") if key == "points" else
                                       tr("per {what}").format(what=counted_text(key, args)))
            self.condition.setCurrentIndex(index)
        self.name.setPlaceholderText(tr("Name on the card"))
        self.most.setSpecialValueText(tr("no limit"))
        self.counts_label.setText(tr("how many:"))
        self.remove.setText(tr("Remove"))
        self.remove.setToolTip(tr("Remove this outsider"))
        self._show_fields()


class OtherOutsiders(QWidget):
    """The rows of outsiders of a physical copy and the button that adds one."""

    changed = Signal()
    """A row changed, was added or removed."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.rows: list[OutsiderRow] = []
        self.add = QPushButton(self)
        self.add.setObjectName("calc_outsider_add")
        self.add.clicked.connect(self._add_clicked)
        self.column = QVBoxLayout(self)
        self.column.setContentsMargins(0, 0, 0, 0)
        self.column.addWidget(self.add, 0, Qt.AlignmentFlag.AlignLeft)
        self.retranslate()

    def _add_clicked(self) -> None:
        self.add_row()

    def _row_changed(self, *_: Any) -> None:
        self.changed.emit()

    def add_row(self, entry: dict[str, Any] | None = None) -> OutsiderRow:
        """A new row (filled from ``entry`` if given); the sheet is scored again."""
        row = OutsiderRow(self)
        if entry is not None:
            row.fill(entry)
        row.removed.connect(self.remove_row)
        row.connect_changes(self._row_changed)
        self.rows.append(row)
        self.column.insertWidget(len(self.rows) - 1, row)
        self.changed.emit()
        return row

    def remove_row(self, row: OutsiderRow) -> None:
        """Take ``row`` away; the sheet is scored again."""
        self.rows.remove(row)
        row.setParent(None)
        row.deleteLater()
        self.changed.emit()

    def connect_changes(self, slot) -> None:
        """Call ``slot`` whenever a row changes, is added or removed."""
        self.changed.connect(slot)

    def entries(self) -> list[dict[str, Any]]:
        """Every row in the sheet's form."""
        return [row.entry(k) for k, row in enumerate(self.rows, start=1)]

    def fill(self, entries: list[dict[str, Any]]) -> None:
        """Replace the rows by ``entries`` (without scoring again: the caller does)."""
        with QSignalBlocker(self):
            for row in list(self.rows):
                self.remove_row(row)
            for entry in entries:
                self.add_row(entry)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.add.setText(tr("Add an outsider of your copy"))
        for row in self.rows:
            row.retranslate()
