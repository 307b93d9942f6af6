"""One player's tab of the score calculator: name, page grid, legend, focus tile, desk and token."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSignalBlocker, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from desktop_app.rules.fit_to_print.geometry import cell_name, parse_cell
from desktop_app.ui.fit_to_print.calculator_grid import AD_COLOUR, PHOTO_COLOUR, PageGrid
from desktop_app.ui.fit_to_print.calculator_legend import LegendTable, TileForm
from desktop_app.ui.fit_to_print.calculator_sheet import EMPTY, FOCUS, LegendEntry, PageEntry
from desktop_app.ui.i18n import render

BY_HAND = "*points"
"""Data of the focus combo's "Points by hand" entry."""
UNKNOWN_COLOUR = QColor("#D8D2C4")


class PlayerTab(QWidget):
    """Edits one player's :class:`PageEntry` for the day shown; ``changed`` after every edit."""

    changed = Signal()
    name_edited = Signal(str)

    def __init__(self, content: Any, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.day: Any = None
        self.page: PageEntry | None = None
        self.name_label = QLabel(self)
        self.name_edit = QLineEdit(name, self)
        self.name_edit.setObjectName("player_name")
        self.name_edit.textEdited.connect(self.name_edited.emit)
        self.grid = PageGrid(self.tile_colour, self)
        self.grid.cells_changed.connect(self._cells_changed)
        self.grid.label_typed.connect(self.choose_label)
        self.hint = QLabel(self)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #555;")
        self.new_button = QPushButton(self)
        self.new_button.clicked.connect(self.new_tile)
        self.clear_button = QPushButton(self)
        self.clear_button.clicked.connect(self.remove_selected_tile)
        self.legend = LegendTable(content, self)
        self.legend.changed.connect(self._legend_changed)
        self.legend.label_chosen.connect(self.set_paint_label)
        self.form = TileForm(content, self)
        self.form.changed.connect(self._legend_changed)
        self.form.hide()
        self._build_focus_and_fields()
        self._layout()
        self.retranslate()

    # ------------------------------------------------------------------ building

    def _build_focus_and_fields(self) -> None:
        self.focus_box = QGroupBox(self)
        self.focus_combo = QComboBox(self.focus_box)
        self.focus_combo.setObjectName("focus_tile")
        self.focus_combo.addItem("", "")
        self.focus_combo.addItem("", BY_HAND)
        for focus in list(self.content.starting.values()) + list(self.content.regular.values()):
            self.focus_combo.addItem(f"{focus.id} — {render(focus.name)}", focus.id)
        self.focus_combo.currentIndexChanged.connect(self._focus_chosen)
        self.side_combo = QComboBox(self.focus_box)
        self.side_combo.addItem("a", "a")
        self.side_combo.addItem("b", "b")
        self.side_combo.currentIndexChanged.connect(self._side_chosen)
        self.points_spin = QSpinBox(self.focus_box)
        self.points_spin.setRange(0, 30)
        self.points_spin.valueChanged.connect(self._points_changed)
        self.position_combo = QComboBox(self.focus_box)
        self.position_combo.setObjectName("focus_position")
        self.position_combo.currentIndexChanged.connect(self._position_chosen)
        self.focus_form = QFormLayout(self.focus_box)
        self.row_labels: dict[QWidget, QLabel] = {}
        for widget in (self.focus_combo, self.side_combo, self.points_spin, self.position_combo):
            self.row_labels[widget] = QLabel(self.focus_box)
            self.focus_form.addRow(self.row_labels[widget], widget)
        self.desk_spin = QSpinBox(self)
        self.desk_spin.setRange(0, 99)
        self.desk_spin.valueChanged.connect(self._fields_changed)
        self.token_spin = QSpinBox(self)
        self.token_spin.setRange(0, 9)
        self.token_spin.valueChanged.connect(self._fields_changed)
        self.character_combo = QComboBox(self)
        self.character_combo.addItem("", "")
        for cid, char in self.content.characters.items():
            self.character_combo.addItem(render(char.name.model_dump()), cid)
        self.character_combo.currentIndexChanged.connect(self._fields_changed)

    def _layout(self) -> None:
        left = QVBoxLayout()
        name_row = QHBoxLayout()
        name_row.addWidget(self.name_label)
        name_row.addWidget(self.name_edit, 1)
        left.addLayout(name_row)
        left.addWidget(self.grid, 1)
        left.addWidget(self.hint)
        right = QVBoxLayout()
        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        right.addLayout(buttons)
        right.addWidget(self.legend, 1)
        right.addWidget(self.form)
        right.addWidget(self.focus_box)
        self.fields = QFormLayout()
        for widget in (self.desk_spin, self.token_spin, self.character_combo):
            self.row_labels[widget] = QLabel(self)
            self.fields.addRow(self.row_labels[widget], widget)
        right.addLayout(self.fields)
        row = QHBoxLayout(self)
        row.addLayout(left, 5)
        row.addLayout(right, 6)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.name_label.setText(self.tr("Name"))
        self.new_button.setText(self.tr("New tile"))
        self.clear_button.setText(self.tr("Remove tile"))
        self.focus_box.setTitle(self.tr("Focus tile"))
        self.focus_combo.setItemText(0, self.tr("No focus tile"))
        self.focus_combo.setItemText(1, self.tr("Points by hand"))
        self.side_combo.setItemText(0, self.tr("Side a"))
        self.side_combo.setItemText(1, self.tr("Side b"))
        self.token_spin.setSpecialValueText(self.tr("none"))
        self.character_combo.setItemText(0, self.tr("No character"))
        for i in range(2, self.focus_combo.count()):
            fid = self.focus_combo.itemData(i)
            if fid in self.content.starting or fid in self.content.regular:
                self.focus_combo.setItemText(i, f"{fid} — {render(self.content.focus(fid).name)}")
        for i in range(1, self.character_combo.count()):
            char = self.content.characters.get(self.character_combo.itemData(i))
            if char is not None:
                self.character_combo.setItemText(i, render(char.name.model_dump()))
        for widget, text in (
            (self.focus_combo, self.tr("Tile")),
            (self.side_combo, self.tr("Side")),
            (self.points_spin, self.tr("Points")),
            (self.position_combo, self.tr("Position")),
        ):
            self.row_labels[widget].setText(text)
        for widget, text in (
            (self.desk_spin, self.tr("Tiles left on the desk")),
            (self.token_spin, self.tr("Finish token")),
            (self.character_combo, self.tr("Character (advanced)")),
        ):
            self.row_labels[widget].setText(text)
        self.legend.retranslate()
        self.form.retranslate()
        self._update_hint()
        if self.day is not None:
            self._fill_positions()

    # ------------------------------------------------------------------ showing a page

    def set_page(self, day: Any, page: PageEntry) -> None:
        """Edit ``page`` on ``day``'s board side."""
        self.day, self.page = day, page
        self.grid.set_page(day, page)
        self.legend.set_page(page)
        with QSignalBlocker(self.focus_combo):
            value = BY_HAND if page.focus_points is not None else page.focus_id
            index = self.focus_combo.findData(value)
            if index < 0:
                self.focus_combo.addItem(self.tr("{tile} (not in the catalogue)").format(tile=value), value)
                index = self.focus_combo.count() - 1
            self.focus_combo.setCurrentIndex(index)
        with QSignalBlocker(self.side_combo):
            self.side_combo.setCurrentIndex(1 if page.focus_side == "b" else 0)
        with QSignalBlocker(self.points_spin):
            self.points_spin.setValue(page.focus_points or 0)
        for spin, value in ((self.desk_spin, page.desk), (self.token_spin, page.finish_token or 0)):
            with QSignalBlocker(spin):
                spin.setValue(value)
        with QSignalBlocker(self.character_combo):
            self.character_combo.setCurrentIndex(max(0, self.character_combo.findData(page.character)))
        self._fill_positions()
        self._show_focus_rows()
        labels = self.legend.labels
        self.set_paint_label(labels[0] if labels else "")

    def set_errors(self, labels: set[str]) -> None:
        """Outline in red the tiles named by the current error."""
        self.grid.error_labels = labels
        self.grid.update()
        self.legend.set_error_labels(labels)

    def tile_colour(self, label: str) -> tuple[QColor, bool]:
        """The colour of a label's tile on the grid and whether it is face down."""
        entry = self.page.legend.get(label) if self.page else None
        if entry is None:
            return UNKNOWN_COLOUR, False
        kind, category = None, None
        if entry.inline is not None:
            kind, category = entry.inline.get("type"), entry.inline.get("category")
        elif entry.tile.split("#", 1)[0] in self.content.tile_types:
            tile = self.content.tile_types[entry.tile.split("#", 1)[0]]
            kind, category = tile.type, tile.category
        if kind == "article" and category in self.content.categories:
            colour = QColor(self.content.categories[category].colour)
        else:
            colour = {"photo": PHOTO_COLOUR, "ad": AD_COLOUR}.get(kind, UNKNOWN_COLOUR)
        return colour, entry.face_down

    # ------------------------------------------------------------------ editing (used by the tests too)

    def new_tile(self) -> str:
        """Add the next free label to the legend and paint with it; returns the label."""
        if self.page is None:
            return ""
        label = self.page.next_label()
        if not label:
            return ""
        self.page.legend[label] = LegendEntry()
        self.legend.rebuild()
        self.set_paint_label(label)
        self.changed.emit()
        return label

    def remove_selected_tile(self) -> None:
        """Erase the selected label's cells and drop it from the legend."""
        label = self.legend.selected_label()
        if self.page is None or not label:
            return
        for row in self.page.cells:
            for c, ch in enumerate(row):
                if ch == label:
                    row[c] = EMPTY
        self.page.legend.pop(label, None)
        self.grid.update()
        self.legend.rebuild()
        labels = self.legend.labels
        self.set_paint_label(labels[0] if labels else "")
        self.changed.emit()

    def choose_label(self, label: str) -> None:
        """Paint with ``label`` (typed on the grid), adding it to the legend if it is new."""
        if self.page is None:
            return
        if label not in self.page.legend:
            self.page.legend[label] = LegendEntry()
            self.legend.rebuild()
        self.set_paint_label(label)

    def set_paint_label(self, label: str) -> None:
        """Paint with ``label`` from now on (and select its legend row)."""
        self.grid.current_label = label
        if label and self.legend.selected_label() != label:
            self.legend.select_label(label)
        entry = self.page.legend.get(label) if self.page else None
        self.form.show_entry(label, entry.inline if entry else None)
        self._update_hint()

    def set_focus(self, value: str, side: str = "a", points: int | None = None) -> None:
        """Choose the focus tile by id, ``BY_HAND`` (with ``points``) or "" for none."""
        if points is not None:
            self.points_spin.setValue(points)
        self.side_combo.setCurrentIndex(1 if side == "b" else 0)
        self.focus_combo.setCurrentIndex(self.focus_combo.findData(value))

    def set_focus_position(self, at: tuple[int, int] | None) -> None:
        """Put the focus tile's footprint with its top-left at ``at`` (None: take it off the page)."""
        page = self.page
        for row in page.cells:
            for c, ch in enumerate(row):
                if ch == FOCUS:
                    row[c] = EMPTY
        if at is not None:
            for c, r in self.day.grid.cells_of(self._placements()[at]):
                page.cells[r][c] = FOCUS
        self.grid.update()
        self._fill_positions()
        self._cells_changed()

    def _update_hint(self) -> None:
        label = self.grid.current_label
        if label:
            parts = [
                self.tr("Painting tile {label}.").format(label=label),
                self.tr("Click or drag over cells to paint, right-click to erase."),
                self.tr("Type a letter to switch tiles."),
                self.tr("Tiles the check flips are veiled grey, tiles it removes are crossed out."),
            ]
            self.hint.setText(" ".join(parts))
        else:
            self.hint.setText(self.tr("Press “New tile” to start painting a tile; right-click erases."))

    # ------------------------------------------------------------------ focus helpers

    def _focus_footprint(self) -> Any:
        fid = self.page.focus_id if self.page else ""
        if fid in self.content.starting or fid in self.content.regular:
            return self.content.focus(fid).footprint
        return self.content.footprints["F6"]

    def _placements(self) -> dict[tuple[int, int], int]:
        return self.day.grid.placements(self._focus_footprint().cells)

    def _fill_positions(self) -> None:
        area, stars = self.day.area.mask, self.day.area.stars
        placed = self.day.grid.mask_of(self.page.focus_cells())
        legal, other = [], []
        for at, mask in self._placements().items():
            ok = mask & stars == stars and not mask & ~area
            (legal if ok else other).append((at, ok))
        with QSignalBlocker(self.position_combo):
            self.position_combo.clear()
            self.position_combo.addItem(self.tr("Not on the page"), None)
            for at, ok in legal + other:
                text = (
                    cell_name(*at)
                    if ok
                    else self.tr("{cell} (misses the stars or the area)").format(cell=cell_name(*at))
                )
                self.position_combo.addItem(text, cell_name(*at))
            current = next((cell_name(*at) for at, m in self._placements().items() if m == placed), None)
            if placed and current is None:
                self.position_combo.addItem(self.tr("as painted (not the tile's shape)"), "painted")
                self.position_combo.setCurrentIndex(self.position_combo.count() - 1)
            else:
                self.position_combo.setCurrentIndex(max(0, self.position_combo.findData(current)))

    def _show_focus_rows(self) -> None:
        value = self.focus_combo.currentData()
        self.focus_form.setRowVisible(self.side_combo, value in self.content.regular)
        self.focus_form.setRowVisible(self.points_spin, value == BY_HAND)
        self.focus_form.setRowVisible(self.position_combo, bool(value))

    def _focus_chosen(self) -> None:
        value = self.focus_combo.currentData()
        page = self.page
        page.focus_points = self.points_spin.value() if value == BY_HAND else None
        page.focus_id = value if value not in ("", BY_HAND) else ""
        self._show_focus_rows()
        if not value:
            self.set_focus_position(None)
        elif not page.focus_cells():
            legal = [
                d
                for d in (self.position_combo.itemData(i) for i in range(self.position_combo.count()))
                if d is not None
            ]
            self.set_focus_position(parse_cell(legal[0]) if legal else None)
        else:
            self._fill_positions()
            self.changed.emit()

    def _side_chosen(self) -> None:
        if self.page is not None:
            self.page.focus_side = self.side_combo.currentData()
            self.changed.emit()

    def _points_changed(self) -> None:
        if self.page is not None and self.page.focus_points is not None:
            self.page.focus_points = self.points_spin.value()
            self.changed.emit()

    def _position_chosen(self) -> None:
        at = self.position_combo.currentData()
        if at != "painted":
            self.set_focus_position(parse_cell(at) if at is not None else None)

    # ------------------------------------------------------------------ change handlers

    def _fields_changed(self) -> None:
        if self.page is None:
            return
        self.page.desk = self.desk_spin.value()
        self.page.finish_token = self.token_spin.value() or None
        self.page.character = self.character_combo.currentData() or ""
        self.changed.emit()

    def _cells_changed(self) -> None:
        self.legend.refresh_counts()
        self.changed.emit()

    def _legend_changed(self) -> None:
        self.grid.update()
        label = self.grid.current_label
        entry = self.page.legend.get(label) if self.page else None
        if self.form.desc is not (entry.inline if entry else None):
            self.form.show_entry(label, entry.inline if entry else None)
        self.changed.emit()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
