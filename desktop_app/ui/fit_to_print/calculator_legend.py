"""The legend of a calculator page: label -> catalogue tile (searchable) or an inline description.

:class:`LegendTable` has a row per label (its tile, cell count, face-down and rotated flags);
:class:`TileForm` describes a physical tile that is not in the catalogue (type, category,
footprint, points, mood, mood icons, photo conditions, income).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QSignalBlocker, Qt, Signal
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QAbstractItemView,
    QCheckBox,
    QComboBox,
    QCompleter,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QWidget,
)

from desktop_app.ui.fit_to_print.calculator_sheet import LegendEntry, PageEntry
from desktop_app.ui.i18n import render

INLINE = "*inline"
"""Data of the tile combo's "Describe this tile…" entry."""
ERROR_BACKGROUND = QColor("#F9D6D5")


def tile_text(content: Any, tile_id: str) -> str:
    """``N3g — News · V3 · Good news · Footbridge reopens`` in the UI language."""
    t = content.tile_types[tile_id]
    parts = [t.footprint.id]
    if t.type == "article":
        parts = [
            render(content.categories[t.category].name.model_dump()),
            t.footprint.id,
            render(content.moods[t.mood].name.model_dump()),
            render(t.name),
        ]
    elif t.type == "photo":
        scores = [render(content.categories[c].name.model_dump()) for c in t.photo_categories]
        scores += [render(content.moods[m].name.model_dump()) for m in t.photo_moods]
        parts = [t.footprint.id, " / ".join(scores)]
    else:
        parts = [t.footprint.id, f"${t.income}"]
    return f"{tile_id} — " + " · ".join(parts)


class TileCombo(QComboBox):
    """A label's tile: type to search the catalogue (matches anywhere in the text)."""

    def __init__(self, content: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setEditable(True)
        self.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        self.addItem(self.tr("— choose a tile —"), "")
        self.addItem(self.tr("Describe this tile…"), INLINE)
        for tile_id in content.tile_types:
            self.addItem(tile_text(content, tile_id), tile_id)
        completer = self.completer()
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setCompletionMode(QCompleter.CompletionMode.PopupCompletion)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        self.currentIndexChanged.connect(self.show_start)
        self.lineEdit().editingFinished.connect(self._settle_text)
        self.setMinimumContentsLength(16)
        self.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)

    def select(self, entry: LegendEntry) -> None:
        """Show ``entry``'s tile (an unknown id gets its own item so its error can be seen)."""
        value = INLINE if entry.inline is not None else entry.tile.split("#", 1)[0]
        index = self.findData(value)
        if index < 0:
            self.addItem(self.tr("{tile} (not in the catalogue)").format(tile=value), value)
            index = self.count() - 1
        with QSignalBlocker(self):
            self.setCurrentIndex(index)
        self.show_start()

    def _settle_text(self) -> None:
        """Typed text that names an entry chooses it; anything else goes back to the chosen tile."""
        index = self.findText(self.currentText())
        if index >= 0 and index != self.currentIndex():
            self.setCurrentIndex(index)
        elif index < 0:
            self.setEditText(self.itemText(self.currentIndex()))
            self.show_start()

    def show_start(self) -> None:
        """Show the beginning of the text (the tile id), not its end."""
        self.lineEdit().setCursorPosition(0)


class LegendTable(QTableWidget):
    """One row per label of the page: label, tile, cells, face down, rotated."""

    changed = Signal()
    label_chosen = Signal(str)

    COLUMNS = 5

    def __init__(self, content: Any, parent: QWidget | None = None) -> None:
        super().__init__(0, self.COLUMNS, parent)
        self.setObjectName("legend_table")
        self.content = content
        self.page: PageEntry | None = None
        self.labels: list[str] = []
        self.combos: dict[str, TileCombo] = {}
        self.error_labels: set[str] = set()
        self.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.verticalHeader().setVisible(False)
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.itemSelectionChanged.connect(self._selection_changed)
        self.cellChanged.connect(self._cell_changed)
        self.retranslate()

    def retranslate(self) -> None:
        """Header texts and tile names in the current language."""
        self.setHorizontalHeaderLabels(
            [self.tr("Label"), self.tr("Tile"), self.tr("Cells"), self.tr("Face down"), self.tr("Rotated")]
        )
        if self.page is not None:
            self.rebuild()

    def set_page(self, page: PageEntry) -> None:
        """Show ``page``'s legend."""
        self.page = page
        self.rebuild()

    def ordered_labels(self) -> list[str]:
        """Labels on the page (reading order) then legend-only labels."""
        on_page = list(self.page.label_cells()) if self.page else []
        return on_page + [x for x in (self.page.legend if self.page else {}) if x not in on_page]

    def rebuild(self) -> None:
        """Rows for every label; a painted label without a legend entry gets one."""
        page = self.page
        if page is None:
            return
        for label in page.label_cells():
            page.legend.setdefault(label, LegendEntry())
        selected = self.selected_label()
        self.labels = self.ordered_labels()
        for combo in self.combos.values():
            combo.hide()  # replaced below; Qt deletes it later
        self.combos = {}
        with QSignalBlocker(self):
            self.setRowCount(0)
            self.setRowCount(len(self.labels))
            for row, label in enumerate(self.labels):
                entry = page.legend[label]
                item = QTableWidgetItem(label)
                item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, 0, item)
                combo = TileCombo(self.content)
                combo.select(entry)
                combo.currentIndexChanged.connect(lambda _=0, lb=label: self._tile_changed(lb))
                self.setCellWidget(row, 1, combo)
                self.combos[label] = combo
                count = QTableWidgetItem()
                count.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.setItem(row, 2, count)
                for col, flag in ((3, entry.face_down), (4, entry.rotated)):
                    box = QTableWidgetItem()
                    box.setFlags(
                        Qt.ItemFlag.ItemIsEnabled
                        | Qt.ItemFlag.ItemIsUserCheckable
                        | Qt.ItemFlag.ItemIsSelectable
                    )
                    box.setCheckState(Qt.CheckState.Checked if flag else Qt.CheckState.Unchecked)
                    self.setItem(row, col, box)
        self.refresh_counts()
        if selected in self.labels:
            self.select_label(selected)

    def refresh_counts(self) -> None:
        """Cell counts and error marks (after painting); rebuilds when the labels changed."""
        if self.page is None:
            return
        cells = self.page.label_cells()
        if any(label not in self.labels for label in cells):
            self.rebuild()
            return
        with QSignalBlocker(self):
            for row, label in enumerate(self.labels):
                n = len(cells.get(label, []))
                need = self.footprint_area(self.page.legend[label])
                text = str(n) if need in (None, n) else f"{n} / {need}"
                self.item(row, 2).setText(text if n else self.tr("not on the page"))
                brush = QBrush(ERROR_BACKGROUND) if label in self.error_labels else QBrush()
                for col in (0, 2, 3, 4):
                    self.item(row, col).setBackground(brush)

    def footprint_area(self, entry: LegendEntry) -> int | None:
        """How many cells the entry's tile covers (None when not known yet)."""
        if entry.inline is not None:
            fp = self.content.footprints.get(entry.inline.get("footprint"))
            return fp.area if fp else None
        tile = self.content.tile_types.get(entry.tile.split("#", 1)[0])
        return tile.footprint.area if tile else None

    def set_error_labels(self, labels: set[str]) -> None:
        """Mark the rows of labels named by the current error."""
        self.error_labels = labels
        self.refresh_counts()

    def selected_label(self) -> str:
        """The label of the selected row, or ""."""
        rows = self.selectionModel().selectedRows() if self.selectionModel() else []
        return self.labels[rows[0].row()] if rows and rows[0].row() < len(self.labels) else ""

    def select_label(self, label: str) -> None:
        """Select ``label``'s row."""
        if label in self.labels:
            self.selectRow(self.labels.index(label))

    def set_tile(self, label: str, tile_id: str) -> None:
        """Give ``label`` a catalogue tile (``INLINE`` for a description), as the combo does."""
        combo = self.combos[label]
        index = combo.findData(tile_id)
        if index < 0:
            raise ValueError(f"unknown tile {tile_id!r}")
        combo.setCurrentIndex(index)

    def set_flag(self, label: str, column: int, on: bool) -> None:
        """Tick or clear face down (column 3) or rotated (column 4) for ``label``."""
        self.item(self.labels.index(label), column).setCheckState(
            Qt.CheckState.Checked if on else Qt.CheckState.Unchecked
        )

    def _tile_changed(self, label: str) -> None:
        entry = self.page.legend[label]
        value = self.combos[label].currentData()
        if value == INLINE:
            if entry.inline is None:
                entry.inline = {
                    "type": "article",
                    "footprint": "V2",
                    "category": next(iter(self.content.categories)),
                    "mood": "good",
                }
            entry.tile = ""
        else:
            entry.inline, entry.tile = None, value or ""
        self.select_label(label)
        self.label_chosen.emit(label)
        self.changed.emit()

    def _cell_changed(self, row: int, col: int) -> None:
        if col not in (3, 4) or self.page is None:
            return
        entry = self.page.legend[self.labels[row]]
        on = self.item(row, col).checkState() == Qt.CheckState.Checked
        if col == 3:
            entry.face_down = on
        else:
            entry.rotated = on
        self.changed.emit()

    def _selection_changed(self) -> None:
        label = self.selected_label()
        if label:
            self.label_chosen.emit(label)


class TileForm(QGroupBox):
    """Describes a physical tile not in the catalogue; edits a legend entry's ``inline`` dict."""

    changed = Signal()

    def __init__(self, content: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("tile_form")
        self.content = content
        self.desc: dict[str, Any] | None = None
        self.type = QComboBox(self)
        for kind in ("article", "photo", "ad"):
            self.type.addItem(kind, kind)
        self.footprint = QComboBox(self)
        self.category = QComboBox(self)
        for cid, cat in content.categories.items():
            self.category.addItem(render(cat.name.model_dump()), cid)
        self.mood = QComboBox(self)
        for mid, mood in content.moods.items():
            self.mood.addItem(render(mood.name.model_dump()), mid)
        self.points = self._spin(-1, 9)
        self.icons = self._spin(-1, 9)
        self.income = self._spin(-9, 20)
        self.photo_boxes: dict[tuple[str, str], QCheckBox] = {}
        self.photo_row = QWidget(self)
        row = QHBoxLayout(self.photo_row)
        row.setContentsMargins(0, 0, 0, 0)
        for key, items in (("categories", content.categories), ("moods", content.moods)):
            for item_id, model in items.items():
                box = QCheckBox(render(model.name.model_dump()), self.photo_row)
                box.toggled.connect(self._write)
                row.addWidget(box)
                self.photo_boxes[(key, item_id)] = box
        row.addStretch(1)
        self.form = QFormLayout(self)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        self.rows = {
            "type": self.type,
            "footprint": self.footprint,
            "category": self.category,
            "mood": self.mood,
            "points": self.points,
            "icons": self.icons,
            "photo": self.photo_row,
            "income": self.income,
        }
        self.row_labels = {key: QLabel(self) for key in self.rows}
        for key, widget in self.rows.items():
            self.form.addRow(self.row_labels[key], widget)
        for combo in (self.type, self.footprint, self.category, self.mood):
            combo.currentIndexChanged.connect(self._write)
        self.retranslate()

    def _spin(self, low: int, high: int) -> QSpinBox:
        spin = QSpinBox(self)
        spin.setRange(low, high)
        spin.valueChanged.connect(self._write)
        return spin

    def retranslate(self) -> None:
        """Texts in the current language."""
        labels = {
            "type": self.tr("Type"),
            "footprint": self.tr("Footprint"),
            "category": self.tr("Category"),
            "mood": self.tr("Mood"),
            "points": self.tr("Points"),
            "icons": self.tr("Mood icons"),
            "photo": self.tr("Scores next to"),
            "income": self.tr("Income ($)"),
        }
        for key, label in self.row_labels.items():
            label.setText(labels[key])
        for i, text in enumerate((self.tr("Article"), self.tr("Photo"), self.tr("Ad"))):
            self.type.setItemText(i, text)
        for combo, models in ((self.category, self.content.categories), (self.mood, self.content.moods)):
            for i in range(combo.count()):
                if combo.itemData(i) in models:
                    combo.setItemText(i, render(models[combo.itemData(i)].name.model_dump()))
        for (key, item_id), box in self.photo_boxes.items():
            models = self.content.categories if key == "categories" else self.content.moods
            box.setText(render(models[item_id].name.model_dump()))
        self.points.setSpecialValueText(self.tr("by size"))
        self.icons.setSpecialValueText(self.tr("by size"))

    def show_entry(self, label: str, desc: dict[str, Any] | None) -> None:
        """Edit ``desc`` (the inline description of ``label``); hidden when None."""
        self.desc = None
        self.setVisible(desc is not None)
        if desc is None:
            return
        self.setTitle(self.tr("Tile {label}: description").format(label=label))
        kind = desc.get("type", "article")
        with QSignalBlocker(self.type):
            self.type.setCurrentIndex(max(0, self.type.findData(kind)))
        self._fill_footprints(kind)
        self._choose(self.footprint, desc.get("footprint"))
        self._choose(self.category, desc.get("category"))
        self._choose(self.mood, desc.get("mood"))
        cond = desc.get("scores_adjacent") or {}
        for spin, value in (
            (self.points, desc.get("points")),
            (self.icons, desc.get("mood_icons")),
            (self.income, desc.get("income", 1)),
        ):
            with QSignalBlocker(spin):
                spin.setValue(-1 if value is None else int(value))
        for (key, item_id), box in self.photo_boxes.items():
            with QSignalBlocker(box):
                box.setChecked(item_id in (cond.get(key) or []))
        self._show_rows(kind)
        self.desc = desc

    def _choose(self, combo: QComboBox, value: Any) -> None:
        with QSignalBlocker(combo):
            if value is not None and combo.findData(value) < 0:
                combo.addItem(self.tr("{value} (unknown)").format(value=value), value)
            combo.setCurrentIndex(max(0, combo.findData(value)))

    def _fill_footprints(self, kind: str) -> None:
        with QSignalBlocker(self.footprint):
            self.footprint.clear()
            for fid, fp in self.content.footprints.items():
                if fp.type == kind:
                    self.footprint.addItem(f"{fid} ({fp.width}×{fp.height})", fid)

    def _show_rows(self, kind: str) -> None:
        shown = {"article": {"category", "mood", "points", "icons"}, "photo": {"photo"}, "ad": {"income"}}[
            kind
        ]
        for key in ("category", "mood", "points", "icons", "photo", "income"):
            self.form.setRowVisible(self.rows[key], key in shown)

    def _write(self) -> None:
        desc = self.desc
        if desc is None:
            return
        kind = self.type.currentData()
        if kind != desc.get("type"):
            desc["type"] = kind
            self._fill_footprints(kind)
            self._show_rows(kind)
        desc["footprint"] = self.footprint.currentData()
        desc["category"] = self.category.currentData()
        desc["mood"] = self.mood.currentData()
        desc["points"] = None if self.points.value() < 0 else self.points.value()
        desc["mood_icons"] = None if self.icons.value() < 0 else self.icons.value()
        desc["income"] = self.income.value()
        desc["scores_adjacent"] = {
            key: [i for (k, i), box in self.photo_boxes.items() if k == key and box.isChecked()]
            for key in ("categories", "moods")
        }
        self.changed.emit()
