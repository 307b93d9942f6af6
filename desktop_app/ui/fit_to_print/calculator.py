"""Game ▸ Score a physical game ▸ Fit To Print: paint each player's page, see the score live.

``open_calculator(parent)`` opens :class:`CalculatorDialog`. The dialog holds a
:class:`~calculator_sheet.CalcSheet` (players, and each player's page per day); one tab per
player edits the page of the day chosen at the top (the day picks the board side and area).
After every edit the sheet is built in the FTP-CAL-01 format and scored by the engine
(``GAME.score_physical``); the breakdown shows each SCO term, the day score and income after
the floor, the largest empty region and the check log. A bad sheet (FTP-CAL-02) shows the
engine's one-line message naming player, label and field, and marks that tile in red. The
sheet saves and opens as YAML (what ``score fit-to-print SHEET.yaml`` reads) and prints or
exports a PDF through ``desktop_app.reports`` with each page drawn as a grid.
"""

from __future__ import annotations

import dataclasses
import html
import re
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent, QSignalBlocker, QSize, Qt, QTimer
from PySide6.QtGui import QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app.content.sheets import read_sheet
from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.engine.text import Text
from desktop_app.rules.fit_to_print import GAME
from desktop_app.rules.fit_to_print.calculator import check_sheet
from desktop_app.ui.errors import show_error
from desktop_app.ui.fit_to_print.calculator_page import PlayerTab
from desktop_app.ui.fit_to_print.calculator_problems import problem_text
from desktop_app.ui.fit_to_print.calculator_sheet import (
    CalcSheet,
    build_sheet,
    calculator_content,
    focus_warning,
    score_live,
    sheet_from_dict,
    sheet_to_yaml,
)
from desktop_app.ui.i18n import engine_translate, name_lang, render
from desktop_app.ui.score_dialog import confirm_export, tie_break_text
from desktop_app.ui.screen_fit import keep_on_screen

RESCORE_DELAY_MS = 60
"""Edits are scored after this pause, so a drag over many cells scores once."""
ERROR_STYLE = (
    "color: #B3261E; background: #FCE8E6; border: 1px solid #F1B8B4; border-radius: 4px; padding: 6px;"
)
WARNING_STYLE = (
    "color: #7A4B00; background: #FFF4D6; border: 1px solid #F0D48A; border-radius: 4px; padding: 6px;"
)
_PLAYER = re.compile(r"player '(?P<name>[^']*)'")
_LABEL = re.compile(r"\b(?:page|legend)\.(?P<label>[^.:\s])")
_CHECKED = re.compile(r"^(?P<label>\S+) .*: (?P<what>flipped face down|removed to the desk)")


def check_marks(log: list[str]) -> dict[str, str]:
    """``{label: "flipped" | "removed"}`` from a player's check log (FTP-CHK-02..05 lines)."""
    marks = {}
    for line in log:
        match = _CHECKED.match(line)
        if match:
            marks[match["label"]] = "flipped" if match["what"].startswith("flipped") else "removed"
    return marks


def check_notes(sheet: ScoreSheet) -> list[Text]:
    """Every player's check log (FTP-CAL-04) as notes: "Ben: c S3b is in 2 conflicts … (FTP-CHK-05)"."""
    return [Text("{player}: {line}", player=p.name, line=Text.from_json(line))
            for p in sheet.players for line in p.details.get("check_texts", [])]


def error_target(message: str) -> tuple[str, set[str]]:
    """The player name and tile labels an FTP-CAL-02 message names (``("", set())`` if none)."""
    player = _PLAYER.search(message)
    labels = {m["label"] for m in _LABEL.finditer(message)}
    return (player["name"] if player else ""), labels


class Breakdown(QGroupBox):
    """The live result: problems, a row per SCO term and totals per player, the check log."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("breakdown")
        self.error = QLabel(self)
        self.error.setObjectName("calculator_error")
        self.error.setWordWrap(True)
        self.error.setStyleSheet(ERROR_STYLE)
        self.error.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.warning = QLabel(self)
        self.warning.setWordWrap(True)
        self.warning.setStyleSheet(WARNING_STYLE)
        self.table = QTableWidget(self)
        self.table.setObjectName("breakdown_table")
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.standing = QLabel(self)
        self.standing.setWordWrap(True)
        self.log_title = QLabel(self)
        self.log = QPlainTextEdit(self)
        self.log.setObjectName("check_log")
        self.log.setReadOnly(True)
        self.table.setSizeAdjustPolicy(QAbstractScrollArea.SizeAdjustPolicy.AdjustToContents)
        self.table.setVerticalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = QVBoxLayout(self)
        for widget in (self.error, self.warning):
            layout.addWidget(widget)
        layout.addWidget(self.table)
        layout.addWidget(self.standing)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log, 1)
        self.error.hide()
        self.warning.hide()

    def show_result(
        self, day: ScoreSheet | None, game: ScoreSheet | None, error: str, warnings: list[str], day_name: str
    ) -> None:
        """Fill the panel; with an error the last good figures are cleared."""
        self.setTitle(self.tr("Score — {day}").format(day=day_name))
        self.error.setVisible(bool(error))
        self.error.setText(self.tr("Cannot score yet: {problem}").format(problem=problem_text(error)) if error else "")
        self.warning.setVisible(bool(warnings))
        self.warning.setText("\n".join(warnings))
        self.log_title.setText(self.tr("Check log (FTP-CHK)"))
        self.table.setVisible(day is not None)
        if day is None:
            self.table.clear()
            self.table.setRowCount(0)
            self.table.setColumnCount(0)
            self.standing.clear()
            self.log.clear()
            return
        lang = name_lang()
        terms = day.categories  # only the rows this sheet can score (a module it uses, FTP-ADV-01/02)
        rows = [(getattr(c, lang, "") or c.en, lambda p, cid=c.id: p.categories.get(cid, 0)) for c in terms]
        rows += [
            (self.tr("Day score before the floor"), lambda p: p.details["score_before_floor"]),
            (self.tr("Day score (after the floor)"), lambda p: p.total),
            (self.tr("Income before the floor"), lambda p: f"${p.details['income_before_floor']}"),
            (self.tr("Income (after the floor)"), lambda p: f"${p.details['income']}"),
            (self.tr("Largest empty region"), lambda p: p.details["largest_empty"]),
        ]
        self.table.clear()
        self.table.setRowCount(len(rows))
        self.table.setColumnCount(len(day.players))
        self.table.setHorizontalHeaderLabels([render(p.name) for p in day.players])
        self.table.setVerticalHeaderLabels([label for label, _ in rows])
        bold = QFont(self.font())
        bold.setBold(True)
        totals = {len(terms) + 1, len(terms) + 3}
        for r, (_, value) in enumerate(rows):
            for c, player in enumerate(day.players):
                item = QTableWidgetItem(str(value(player)))
                item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                if r in totals:
                    item.setFont(bold)
                    item.setBackground(QColor("#F1ECE0"))
                self.table.setItem(r, c, item)
        lines = [render(note) for note in check_notes(day)]
        self.log.setPlainText("\n".join(lines) if lines else self.tr("No tile removed or flipped."))
        self.standing.setText(self._standing(game) if game is not None else "")

    def _standing(self, game: ScoreSheet) -> str:
        parts = [
            html.escape(
                self.tr("{name} {score} ({income})").format(
                    name=render(p.name), score=p.total, income=f"${p.details.get('income', 0)}"
                )
            )
            for p in game.players
        ]
        head = self.tr("Final result") if game.final else self.tr("Game so far")
        text = f"<b>{head}:</b> " + " · ".join(parts)
        if game.final and game.winners:
            names = ", ".join(render(game.players[i].name) for i in game.winners)
            text += "<br>" + html.escape(self.tr("Winner: {names}").format(names=names))
        if game.final and game.tie_break:
            text += "<br>" + html.escape(tie_break_text(game.tie_break))
        text += "".join(f"<br>{html.escape(engine_translate(note))}" for note in game.notes)
        return text


class CalculatorDialog(QDialog):
    """Score a physical game of Fit To Print from painted pages (FTP-CAL-01..04)."""

    def __init__(self, parent: QWidget | None = None, players: int = 2) -> None:
        super().__init__(parent)
        self.setObjectName("fit_to_print_calculator")
        self.content = calculator_content()
        self.sheet = CalcSheet.new(
            self.content, [self.tr("Player {n}").format(n=i + 1) for i in range(players)]
        )
        self.day_id = self.content.days[0].id
        self.day_result: ScoreSheet | None = None
        self.game_result: ScoreSheet | None = None
        self.error = ""
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setInterval(RESCORE_DELAY_MS)
        self.timer.timeout.connect(self.rescore)
        self._build()
        self.retranslate()
        self._rebuild_tabs()
        keep_on_screen(self, QSize(1360, 820), grow=True)

    # ------------------------------------------------------------------ building

    def _build(self) -> None:
        self.day_label = QLabel(self)
        self.day_combo = QComboBox(self)
        self.day_combo.setObjectName("day")
        for day in self.content.days:
            self.day_combo.addItem("", day.id)
        self.day_combo.currentIndexChanged.connect(lambda _=0: self.set_day(self.day_combo.currentData()))
        self.breaking_label = QLabel(self)
        self.breaking_combo = QComboBox(self)
        self.breaking_combo.currentIndexChanged.connect(self._breaking_chosen)
        self.family_box = QCheckBox(self)
        self.family_box.toggled.connect(self._family_toggled)
        self.add_button = QPushButton(self)
        self.add_button.clicked.connect(lambda: self.add_player())
        self.remove_button = QPushButton(self)
        self.remove_button.clicked.connect(self._ask_remove_player)
        top = QHBoxLayout()
        for widget in (
            self.day_label,
            self.day_combo,
            self.breaking_label,
            self.breaking_combo,
            self.family_box,
        ):
            top.addWidget(widget)
        top.addStretch(1)
        top.addWidget(self.add_button)
        top.addWidget(self.remove_button)
        self.tabs = QTabWidget(self)
        self.tabs.setObjectName("player_tabs")
        self.breakdown = Breakdown(self)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.tabs)
        splitter.addWidget(self.breakdown)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([1000, 360])
        self.buttons = QDialogButtonBox(self)
        self.open_button = QPushButton(self)
        self.save_button = QPushButton(self)
        self.print_button = QPushButton(self)
        self.pdf_button = QPushButton(self)
        for button in (self.open_button, self.save_button, self.print_button, self.pdf_button):
            self.buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.close_button.clicked.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.open_button.clicked.connect(lambda: self.open_sheet())
        self.save_button.clicked.connect(lambda: self.save_sheet())
        self.print_button.clicked.connect(self.print_summary)
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(splitter, 1)
        layout.addWidget(self.buttons)

    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(self.tr("Score a physical game — {game}").format(game=render(GAME.name)))
        self.day_label.setText(self.tr("Day"))
        for i, day in enumerate(self.content.days):
            self.day_combo.setItemText(i, render(day.name))
        self.breaking_label.setText(self.tr("Breaking news"))
        self.family_box.setText(self.tr("Family mode (no mood penalty)"))
        self.add_button.setText(self.tr("Add player"))
        self.remove_button.setText(self.tr("Remove player"))
        self.open_button.setText(self.tr("Open sheet…"))
        self.save_button.setText(self.tr("Save sheet…"))
        self.print_button.setText(self.tr("Print…"))
        self.pdf_button.setText(self.tr("Export PDF…"))
        self._fill_breaking()
        self.rescore()

    def _fill_breaking(self) -> None:
        with QSignalBlocker(self.breaking_combo):
            self.breaking_combo.clear()
            self.breaking_combo.addItem(self.tr("none"), "")
            for card in self.content.breaking.values():
                if card.deck == self.day_id:
                    self.breaking_combo.addItem(render(card.name.model_dump()), card.id)
            chosen = self.sheet.breaking.get(self.day_id, "")
            index = self.breaking_combo.findData(chosen)
            if index < 0:
                self.breaking_combo.addItem(
                    self.tr("{card} (not in this day's deck)").format(card=chosen), chosen
                )
                index = self.breaking_combo.count() - 1
            self.breaking_combo.setCurrentIndex(index)

    def _rebuild_tabs(self) -> None:
        current = self.tabs.currentIndex()
        while self.tabs.count():
            widget = self.tabs.widget(0)
            self.tabs.removeTab(0)
            widget.deleteLater()
        for i, name in enumerate(self.sheet.names):
            tab = PlayerTab(self.content, name, self)
            tab.changed.connect(self.schedule_rescore)
            tab.name_edited.connect(lambda text, tab=tab: self._rename(tab, text))
            self.tabs.addTab(tab, name)
            tab.set_page(self.day(), self.sheet.pages[self.day_id][i])
        self.tabs.setCurrentIndex(min(max(current, 0), self.tabs.count() - 1))
        self.remove_button.setEnabled(len(self.sheet.names) > 1)
        self.add_button.setEnabled(len(self.sheet.names) < GAME.max_players)
        self.rescore()

    # ------------------------------------------------------------------ the editor's own methods

    def day(self) -> Any:
        """The day shown (a DayDef)."""
        return next(d for d in self.content.days if d.id == self.day_id)

    def tab(self, index: int) -> PlayerTab:
        """The tab of player ``index``."""
        return self.tabs.widget(index)

    def set_day(self, day_id: str) -> None:
        """Show and edit ``day_id``'s pages (its board side and area)."""
        self.day_id = day_id
        with QSignalBlocker(self.day_combo):
            self.day_combo.setCurrentIndex(self.day_combo.findData(day_id))
        self._fill_breaking()
        for i in range(self.tabs.count()):
            self.tab(i).set_page(self.day(), self.sheet.pages[day_id][i])
        self.rescore()

    def add_player(self, name: str = "") -> None:
        """A new player tab (up to 6 players)."""
        if len(self.sheet.names) >= GAME.max_players:
            return
        self.sheet.add_player(self.content, name or self.tr("Player {n}").format(n=len(self.sheet.names) + 1))
        self._rebuild_tabs()
        self.tabs.setCurrentIndex(self.tabs.count() - 1)

    def remove_player(self, index: int) -> None:
        """Drop player ``index`` (one player always stays)."""
        if len(self.sheet.names) <= 1 or not 0 <= index < len(self.sheet.names):
            return
        self.sheet.remove_player(index)
        self._rebuild_tabs()

    def _ask_remove_player(self) -> None:
        index = self.tabs.currentIndex()
        if any(not pages[index].is_blank() for pages in self.sheet.pages.values()):
            answer = QMessageBox.question(
                self,
                self.tr("Remove player"),
                self.tr("Remove {name} and the pages entered for them?").format(name=self.sheet.names[index]),
            )
            if answer != QMessageBox.StandardButton.Yes:
                return
        self.remove_player(index)

    def set_player_name(self, index: int, name: str) -> None:
        """Rename player ``index`` (as typing in the name field does)."""
        self.tab(index).name_edit.setText(name)
        self._rename(self.tab(index), name)

    def _rename(self, tab: PlayerTab, name: str) -> None:
        index = self.tabs.indexOf(tab)
        self.sheet.names[index] = name
        self.tabs.setTabText(index, name)
        self.schedule_rescore()

    def _breaking_chosen(self) -> None:
        self.sheet.breaking[self.day_id] = self.breaking_combo.currentData() or ""
        self.schedule_rescore()

    def _family_toggled(self, on: bool) -> None:
        self.sheet.family = on
        self.schedule_rescore()

    def schedule_rescore(self) -> None:
        """Score again shortly (edits in quick succession score once)."""
        self.timer.start()

    def rescore(self) -> None:
        """Build the sheet, score it with the engine and show the breakdown or the problem."""
        self.timer.stop()
        if not hasattr(self, "tabs") or self.tabs.count() != len(self.sheet.names):
            return  # still building
        self.day_result, self.game_result, self.error = score_live(self.content, self.sheet, self.day_id)
        warnings = [
            w
            for name, page in zip(self.sheet.names, self.sheet.pages[self.day_id], strict=True)
            if (w := focus_warning(self.content, self.day_id, name, page))
        ]
        who, labels = error_target(self.error)
        for i, name in enumerate(self.sheet.names):
            named = bool(self.error) and name == who
            self.tab(i).set_errors(labels if named else set())
            log = self.day_result.players[i].details.get("check_log", []) if self.day_result else []
            self.tab(i).grid.check_marks = check_marks(log)
            self.tab(i).grid.update()
            self.tabs.tabBar().setTabTextColor(i, QColor("#B3261E") if named else QColor())
        self.breakdown.show_result(
            self.day_result, self.game_result, self.error, warnings, render(self.day().name)
        )
        for button in (self.print_button, self.pdf_button):
            button.setEnabled(self.day_result is not None)

    def result(self) -> ScoreSheet | None:
        """What prints: the whole game when several days are entered, else the day.

        The check log of every player (FTP-CAL-04) is added to the sheet's notes, so the
        printed summary holds it too.
        """
        sheet = self.game_result or self.day_result
        if sheet is None:
            return None
        return dataclasses.replace(sheet, notes=[*sheet.notes, *check_notes(sheet)])

    def sheet_dict(self, strict: bool = True) -> dict[str, Any]:
        """The sheet in the FTP-CAL-01 format (raises SheetError when ``strict`` and incomplete)."""
        return build_sheet(self.content, self.sheet, self.day_id, strict)

    # ------------------------------------------------------------------ files

    def save_yaml(self, path: Path) -> None:
        """Write the sheet as YAML (raises SheetError or OSError)."""
        Path(path).write_text(sheet_to_yaml(self.sheet_dict(strict=False)), encoding="utf-8")

    def load_yaml(self, path: Path) -> None:
        """Replace the sheet with the one in ``path`` (raises SheetError naming the problem)."""
        data = read_sheet(Path(path))  # the bounded reader and the checks of `score fit-to-print`
        check_sheet(self.content, data)
        sheet, first_day = sheet_from_dict(self.content, data)
        self.sheet = sheet
        with QSignalBlocker(self.family_box):
            self.family_box.setChecked(sheet.family)
        self.day_id = first_day
        self._rebuild_tabs()
        self.set_day(first_day)

    def open_sheet(self, path: Path | None = None) -> bool:
        """Open a sheet (asking which when ``path`` is None); a problem is shown, never raised."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(
                self, self.tr("Open score sheet"), str(Path.home()), self.tr("Score sheets (*.yaml *.yml)")
            )
            if not chosen:
                return False
            path = Path(chosen)
        try:
            self.load_yaml(path)
        except SheetError as exc:
            show_error(self, self.tr("Cannot open the sheet"), f"{path.name}: {exc}")
            return False
        return True

    def save_sheet(self, path: Path | None = None) -> bool:
        """Save the sheet (asking where when ``path`` is None); a problem is shown, never raised."""
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Save score sheet"),
                str(Path.home() / "fit-to-print-sheet.yaml"),
                self.tr("Score sheets (*.yaml *.yml)"),
            )
            if not chosen:
                return False
            path = Path(chosen)
        try:
            self.save_yaml(path)
        except (SheetError, OSError) as exc:
            show_error(self, self.tr("Cannot save the sheet"), str(exc))
            return False
        return True

    def print_summary(self) -> bool:
        """Print the result through the system print dialog (A4, pages drawn as grids)."""
        sheet = self.result()
        if sheet is None:
            return False
        try:
            from desktop_app.reports import print_sheet

            return print_sheet(sheet, self, name_lang())
        except Exception as exc:  # noqa: BLE001 - a printer problem is a message, never a traceback
            show_error(self, self.tr("Printing failed"), str(exc))
            return False

    def export_pdf(self, path: Path | None = None) -> Path | None:
        """Write the result as an A4 PDF (asking where when ``path`` is None); returns the file."""
        sheet = self.result()
        if sheet is None:
            return None
        if path is None:
            chosen, _ = QFileDialog.getSaveFileName(
                self,
                self.tr("Export PDF"),
                str(Path.home() / "fit-to-print.pdf"),
                self.tr("PDF files (*.pdf)"),
            )
            if not chosen:
                return None
            path = Path(chosen).with_suffix(".pdf")
        try:
            from desktop_app.reports import export_pdf

            export_pdf(sheet, path, name_lang())
        except Exception as exc:  # noqa: BLE001 - a file problem is a message, never a traceback
            show_error(self, self.tr("Export failed"), str(exc))
            return None
        confirm_export(self, path)
        return path

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def open_calculator(parent: QWidget | None = None) -> CalculatorDialog:
    """Open the Fit To Print score calculator (Game ▸ Score a physical game)."""
    dialog = CalculatorDialog(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    return dialog
