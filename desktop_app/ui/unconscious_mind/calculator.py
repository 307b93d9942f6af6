"""Game ▸ Score a physical game ▸ Unconscious Mind: a form per player and a live score breakdown.

Each tab holds one player's end-of-game sheet (the fields of ``score unconscious-mind SHEET.yaml``):
name, VP on the track, prestige space (and the place in the stack when players share a space),
cured patients, published treatises, the location tags in play (a count per location and the
wildcard), one line per cured complex patient (VP per unit, units, cap), good ideas and coffee.
Every edit rescores with ``GAME.score_physical`` (UM-END-02, UM-TIE-01; solo UM-SOLO-04/05); a
problem is shown in the words of the command line in the chosen language, naming the player and the
field (which is outlined, with the problem under it). Sheets open and save as YAML; the breakdown
prints and exports as PDF.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml
from PySide6.QtCore import QSize, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.sheets import read_sheet
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.engine.text import Text
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.ui.calculator_scoring import ScoredFormsMixin
from desktop_app.ui.i18n import render
from desktop_app.ui.score_dialog import print_summary
from desktop_app.ui.score_table import ScoreTable
from desktop_app.ui.screen_fit import keep_on_screen, scrolling_body
from desktop_app.ui.unconscious_mind.look import tr

MAX_PLAYERS = 4
COMPLEX = ("per", "count", "max")
FIELD_PROBLEM = "{who}: {field}: {problem}"
"""The engine key of a problem naming the player (or the sheet), the field and what is wrong with it."""


def problem_words(error: SheetError) -> str:
    """A sheet problem in the chosen language (its :class:`Text`; a plain message as it is)."""
    message = error.args[0] if error.args else ""
    return render(message) if isinstance(message, Text) else str(error)


def field_reason(error: SheetError | None) -> str:
    """What is wrong with the field a problem names, in the chosen language ("" for another problem)."""
    message = error.args[0] if error is not None and error.args else None
    return render(message.args["problem"]) if isinstance(message, Text) and message.key == FIELD_PROBLEM else ""


def spin(low: int, high: int, value: int = 0) -> QSpinBox:
    """A number field."""
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


class PlayerForm(QWidget):
    """One player's fields (see the module docstring)."""

    def __init__(self, index: int, content: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.name = QLineEdit(tr("Player {n}").format(n=index + 1))
        self.track_vp = spin(0, 999)
        self.prestige = spin(0, content.end_at)
        self.stack = spin(0, MAX_PLAYERS)
        self.cured = spin(0, 60)
        self.treatises = spin(0, 30)
        self.good_ideas = spin(0, 99)
        self.coffee = spin(0, content.rules.coffee_max)
        self.tags = {tag: spin(0, 30) for tag in [*content.ring, content.wildcard]}
        self.complex = QTableWidget(0, 3)
        self.complex.setMinimumHeight(84)
        self.complex.setMaximumHeight(110)
        self.complex.verticalHeader().setVisible(False)
        self.add_complex = QPushButton()
        self.remove_complex = QPushButton()
        self.add_complex.clicked.connect(lambda: self.add_complex_row())
        self.remove_complex.clicked.connect(self.remove_complex_row)
        tags = QWidget()
        grid = QGridLayout(tags)
        grid.setContentsMargins(0, 0, 0, 0)
        self.tag_labels: dict[str, QLabel] = {}
        for i, (tag, box) in enumerate(self.tags.items()):
            label = QLabel()
            self.tag_labels[tag] = label
            grid.addWidget(label, i // 2, (i % 2) * 2)
            grid.addWidget(box, i // 2, (i % 2) * 2 + 1)
        complex_box = QWidget()
        column = QVBoxLayout(complex_box)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.complex)
        row = QHBoxLayout()
        row.addWidget(self.add_complex)
        row.addWidget(self.remove_complex)
        row.addStretch(1)
        column.addLayout(row)
        self.form = QFormLayout(self)
        self.labels: dict[str, QLabel] = {}
        self.fields: dict[str, QWidget] = {}
        self.reasons: dict[str, QLabel] = {}
        for key, widget in (("name", self.name), ("track_vp", self.track_vp), ("prestige", self.prestige),
                            ("prestige_stack", self.stack), ("cured", self.cured), ("treatises", self.treatises),
                            ("tags", tags), ("complex", complex_box), ("good_ideas", self.good_ideas),
                            ("coffee", self.coffee)):
            label = QLabel()
            self.labels[key] = label
            self.fields[key] = widget
            self.form.addRow(label, widget)
            reason = QLabel()  # what is wrong with this field, right under it while it is outlined
            reason.setObjectName(f"reason_{key}")
            reason.setStyleSheet("color: #B3261E;")
            reason.setWordWrap(True)
            self.reasons[key] = reason
            self.form.addRow("", reason)
            self.form.setRowVisible(reason, False)
        self.retranslate()

    def show_reason(self, key: str | None, reason: str) -> None:
        """Show ``reason`` under the field ``key`` (None hides every reason)."""
        for k, label in self.reasons.items():
            label.setText(reason if k == key else "")
            self.form.setRowVisible(label, k == key)

    def retranslate(self) -> None:
        """Labels in the current language."""
        words = {"name": tr("Name"), "track_vp": tr("VP on the track"), "prestige": tr("Prestige space"),
                 "prestige_stack": tr("Place in a shared stack"), "cured": tr("Cured patients"),
                 "treatises": tr("Published treatises"), "tags": tr("Location tags in play"),
                 "complex": tr("Cured complex patients"), "good_ideas": tr("Good ideas"), "coffee": tr("Coffee")}
        for key, label in self.labels.items():
            label.setText(words[key])
        self.stack.setSpecialValueText(tr("not shared"))
        self.stack.setToolTip(tr("Only when players share a prestige space: 1 = the bottom of the stack "
                                 "(arrived first)"))
        self.fields["tags"].setToolTip(tr("Research cards in play, treatises, cured patients and goal tiles; "
                                          "count duplicates too"))
        for tag, label in self.tag_labels.items():
            label.setText(render(self.content.name(tag)))
        self.complex.setHorizontalHeaderLabels([tr("VP per unit"), tr("Units"), tr("Cap")])
        self.add_complex.setText(tr("Add a complex patient"))
        self.remove_complex.setText(tr("Remove the last one"))

    def connect_changes(self, slot) -> None:
        """Call ``slot`` whenever a field changes."""
        self.name.textChanged.connect(slot)
        for box in (self.track_vp, self.prestige, self.stack, self.cured, self.treatises, self.good_ideas,
                    self.coffee, *self.tags.values()):
            box.valueChanged.connect(slot)
        self.complex.itemChanged.connect(slot)
        self._changed = slot

    def add_complex_row(self, values: tuple[int, int, int] = (2, 0, 8)) -> None:
        """One more cured complex patient: VP per unit, units, cap."""
        self.complex.blockSignals(True)
        r = self.complex.rowCount()
        self.complex.insertRow(r)
        for k, v in enumerate(values):
            self.complex.setItem(r, k, QTableWidgetItem(str(v)))
        self.complex.blockSignals(False)
        if hasattr(self, "_changed"):
            self._changed()

    def remove_complex_row(self) -> None:
        """Remove the last complex patient."""
        if self.complex.rowCount():
            self.complex.removeRow(self.complex.rowCount() - 1)
            if hasattr(self, "_changed"):
                self._changed()

    def _complex(self) -> list[dict[str, Any]]:
        out = []
        for r in range(self.complex.rowCount()):
            entry = {}
            for k, key in enumerate(COMPLEX):
                item = self.complex.item(r, k)
                value = (item.text() if item else "").strip()
                entry[key] = int(value) if value.lstrip("-").isdigit() else value
            out.append(entry)
        return out

    def entry(self) -> dict[str, Any]:
        """The sheet entry ``score_physical`` reads."""
        tags = [tag for tag, box in self.tags.items() for _ in range(box.value())]
        out: dict[str, Any] = {"name": self.name.text().strip(), "track_vp": self.track_vp.value(),
                               "prestige": self.prestige.value()}
        if self.stack.value():
            out["prestige_stack"] = self.stack.value()
        out.update({"cured": self.cured.value(), "treatises": self.treatises.value(), "tags": tags,
                    "complex": self._complex(), "good_ideas": self.good_ideas.value(), "coffee": self.coffee.value()})
        return out

    def fill(self, entry: dict[str, Any]) -> None:
        """Set every field from a sheet entry (already checked by ``score_physical``)."""
        self.name.setText(str(entry.get("name", "")))
        for key, box in (("track_vp", self.track_vp), ("prestige", self.prestige), ("prestige_stack", self.stack),
                         ("cured", self.cured), ("treatises", self.treatises), ("good_ideas", self.good_ideas),
                         ("coffee", self.coffee)):
            box.setValue(int(entry.get(key, 0)))
        for tag, box in self.tags.items():
            box.setValue(list(entry.get("tags", [])).count(tag))
        self.complex.setRowCount(0)
        for item in entry.get("complex", []):
            self.add_complex_row(tuple(int(item[k]) for k in COMPLEX))


class UmCalculator(ScoredFormsMixin, QDialog):
    """The physical-game score calculator (a tab per player, the breakdown below)."""

    def __init__(self, parent: QWidget | None = None, content: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("unconscious_mind_calculator")
        self.content = content if content is not None else load_game_content(GAME)[0]
        self.sheet: ScoreSheet | None = None
        self.error = ""
        self.problem: SheetError | None = None
        """The last scoring's problem as the engine raised it (its player and field in English words)."""
        self.marked: tuple[int, str] | None = None
        """(player index, field) of the last problem, outlined in red."""
        self.forms: list[PlayerForm] = []
        self.tabs = QTabWidget(self)
        self.solo = QCheckBox(self)
        self.solo.toggled.connect(lambda _on: self.recompute())
        self.add_button, self.remove_button = QPushButton(self), QPushButton(self)
        self.add_button.clicked.connect(lambda: self.add_player())
        self.remove_button.clicked.connect(self.remove_player)
        self.error_label = QLabel(self)
        self.error_label.setObjectName("calculator_error")
        self.error_label.setStyleSheet("color: #B3261E; font-weight: 600;")
        self.error_label.setWordWrap(True)
        self.result = QLabel(self)
        self.result.setWordWrap(True)
        self.table = ScoreTable(self)
        self.buttons = QDialogButtonBox(self)
        self.open_button, self.save_button = QPushButton(self), QPushButton(self)
        self.print_button, self.pdf_button = QPushButton(self), QPushButton(self)
        for b in (self.open_button, self.save_button, self.print_button, self.pdf_button):
            self.buttons.addButton(b, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(QDialogButtonBox.StandardButton.Close).clicked.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.open_button.clicked.connect(lambda: self.open_sheet())
        self.save_button.clicked.connect(lambda: self.save_sheet())
        self.print_button.clicked.connect(lambda: print_summary(self.sheet, self) if self.sheet else None)
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        players = QHBoxLayout()
        for w in (self.add_button, self.remove_button, self.solo):
            players.addWidget(w)
        players.addStretch(1)
        self.print_reason = QLabel(self)
        self.print_reason.setObjectName("calculator_print_reason")
        self.print_reason.setStyleSheet("color: #B3261E;")
        self.print_reason.setWordWrap(True)
        area, footer = scrolling_body(self, (11, 11, 11, 11), 6)
        columns = QHBoxLayout()  # the forms at the left, the breakdown beside them: both in view at 1366×768
        forms = QVBoxLayout()
        forms.addLayout(players)
        forms.addWidget(self.tabs)
        columns.addLayout(forms, 5)
        breakdown = QVBoxLayout()
        for w in (self.error_label, self.result, self.table):
            breakdown.addWidget(w)
        breakdown.addStretch(1)
        columns.addLayout(breakdown, 4)
        area.body.addLayout(columns)
        footer.addWidget(self.print_reason)
        footer.addWidget(self.buttons)
        for _ in range(2):
            self.add_player()
        self.retranslate()
        keep_on_screen(self, QSize(1180, 740), grow=True)

    # ---- players ---------------------------------------------------------------------------
    def add_player(self) -> PlayerForm | None:
        """Add a player tab (up to four)."""
        if len(self.forms) >= MAX_PLAYERS:
            return None
        form = PlayerForm(len(self.forms), self.content, self)
        form.connect_changes(self.recompute)
        self.forms.append(form)
        self.tabs.addTab(form, form.name.text())
        form.name.textChanged.connect(lambda text, f=form: self.tabs.setTabText(self.forms.index(f), text or "?"))
        self.recompute()
        return form

    def remove_player(self) -> None:
        """Remove the last player tab (one stays)."""
        if len(self.forms) <= 1:
            return
        form = self.forms.pop()
        self.tabs.removeTab(self.tabs.indexOf(form))
        form.deleteLater()
        self.recompute()

    # ---- scoring ---------------------------------------------------------------------------
    def sheet_dict(self) -> dict[str, Any]:
        """The sheet as ``score unconscious-mind`` reads it."""
        out: dict[str, Any] = {"game": GAME.id}
        if self.solo.isChecked():
            out["solo"] = True
        out["players"] = [form.entry() for form in self.forms]
        return out

    def recompute(self, *_: Any) -> None:
        """Score the sheet again; show the breakdown, or the problem naming player and field."""
        self.show_scoring(self._score, tr, notes=True)

    def _score(self) -> ScoreSheet:
        """The forms scored; a problem is kept in :attr:`problem` and raised in the chosen language."""
        self.problem = None
        try:
            return GAME.score_physical(self.sheet_dict())
        except SheetError as exc:
            self.problem = exc
            raise SheetError(problem_words(exc)) from None

    def mark_problem(self, problem: str) -> None:
        """Outline the field a problem names ("player 'Ann': coffee: …", "player 2: name: …") in red, with
        the problem under it; beside Print and Export PDF, why they are unavailable ("" clears all)."""
        self.marked, reason = None, ""
        english = str(self.problem) if problem and self.problem is not None else problem
        for i, form in enumerate(self.forms):
            for prefix in (f"player {i + 1}: ", f"player {form.name.text().strip()!r}: "):
                if english.startswith(prefix):
                    rest = english[len(prefix):]
                    key = rest.split(":")[0].split("[")[0].split(".")[0]
                    self.marked = (i, key) if key in form.fields else None
                    reason = field_reason(self.problem) or problem
        for i, form in enumerate(self.forms):
            for key, widget in form.fields.items():
                widget.setStyleSheet("border: 2px solid #B3261E;" if self.marked == (i, key) else "")
            form.show_reason(self.marked[1] if self.marked and self.marked[0] == i else None, reason)
        if self.marked is not None:
            self.tabs.setCurrentIndex(self.marked[0])
            form = self.forms[self.marked[0]]
            why = tr("Print and Export PDF need a sheet that scores: {player}, “{field}” is outlined in red: "
                     "{reason}").format(player=form.name.text().strip() or "?",
                                       field=form.labels[self.marked[1]].text(), reason=reason)
        else:
            why = tr("Print and Export PDF need a sheet that scores: {problem}").format(problem=problem)
        self.print_reason.setText(why if problem else "")
        self.print_reason.setVisible(bool(problem))
        for button in (self.print_button, self.pdf_button):
            button.setToolTip(why if problem else "")

    # ---- files -----------------------------------------------------------------------------
    def load_sheet(self, path: Path) -> None:
        """Fill the forms from a sheet file; SheetError (nothing changes) when it cannot be scored."""
        data = read_sheet(path)
        if not isinstance(data, dict):
            raise SheetError(Text("{file}: {reason}", file=str(path),
                                  reason=Text("a score sheet is a mapping with a 'players' list")))
        try:
            GAME.score_physical(data)
        except SheetError as exc:
            raise SheetError(Text("{file}: {reason}", file=str(path), reason=exc.args[0])) from None
        players = data["players"]
        while len(self.forms) < len(players):
            self.add_player()
        while len(self.forms) > len(players):
            self.remove_player()
        self.solo.setChecked(bool(data.get("solo", False)))
        for form, entry in zip(self.forms, players, strict=True):
            form.fill(entry)
        self.recompute()

    def open_sheet(self, path: Path | None = None) -> bool:
        """Open a sheet (asking which when ``path`` is None); a problem is shown, nothing changes."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, tr("Open score sheet"), str(Path.home()),
                                                    tr("Score sheets (*.yaml *.yml)"))
            if not chosen:
                return False
            path = Path(chosen)
        try:
            self.load_sheet(Path(path))
        except (SheetError, OSError) as exc:
            words = problem_words(exc) if isinstance(exc, SheetError) else str(exc)
            self.error_label.setText(tr("Cannot open the sheet: {problem}").format(problem=words))
            self.error_label.show()
            return False
        return True

    def save_sheet(self, path: Path | None = None) -> bool:
        """Save the sheet as YAML (asking where when ``path`` is None)."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(self, tr("Save score sheet"),
                                                    str(Path.home() / "unconscious-mind-sheet.yaml"),
                                                    tr("Score sheets (*.yaml *.yml)"))
            if not chosen:
                return False
            path = Path(chosen)
        head = "# Unconscious Mind score sheet, written by Board Table's score calculator.\n"
        try:
            Path(path).write_text(head + yaml.safe_dump(self.sheet_dict(), allow_unicode=True, sort_keys=False),
                                  encoding="utf-8")
        except OSError as exc:
            self.error_label.setText(tr("Cannot save the sheet: {problem}").format(problem=str(exc)))
            self.error_label.show()
            return False
        return True


    # ---- language --------------------------------------------------------------------------
    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(tr("Score a physical game — {game}").format(game=render(GAME.name)))
        self.add_button.setText(tr("Add player"))
        self.remove_button.setText(tr("Remove last player"))
        self.solo.setText(tr("Solo game (one player)"))
        self.open_button.setText(tr("Open sheet…"))
        self.save_button.setText(tr("Save sheet…"))
        self.print_button.setText(tr("Print…"))
        self.pdf_button.setText(tr("Export PDF…"))
        for form in self.forms:
            form.retranslate()
        self.recompute()




def open_calculator(parent: QWidget | None = None) -> UmCalculator:
    """Open the Unconscious Mind score calculator (Game ▸ Score a physical game ▸ Unconscious Mind)."""
    dialog = UmCalculator(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dialog.open()
    return dialog
