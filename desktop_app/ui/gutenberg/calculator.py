"""Game ▸ Score a physical game ▸ Gutenberg: a form per player and a live score breakdown.

Each tab holds one player's end-of-game sheet: name, prestige track, coins, the four specialty
levels (I–VI), the patron cards held (chosen from the content's patrons), letters and ink (the
tie-breakers). Every edit rescores the sheet with ``GAME.score_physical`` (GUT-END-01..05); a
problem is shown inline naming the player and the field. Print and Export PDF go through
``desktop_app.reports``.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QTabWidget,
    QWidget,
)

from desktop_app.controllers.session import load_game_content
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.engine.text import Text
from desktop_app.rules.gutenberg import GAME
from desktop_app.rules.gutenberg.scoring import SPECIALTIES
from desktop_app.ui.calculator_scoring import ScoredFormsMixin
from desktop_app.ui.gutenberg.look import tr
from desktop_app.ui.i18n import render
from desktop_app.ui.score_dialog import print_summary
from desktop_app.ui.score_table import ScoreTable
from desktop_app.ui.screen_fit import keep_on_screen, scrolling_body, text_scale

MIN_PLAYERS, MAX_PLAYERS = 1, 4
PATRONS_HEIGHT = 112
"""The tallest the patron card list grows, at the application's text size (it scrolls the rest)."""


def _spin(low: int, high: int, value: int) -> QSpinBox:
    box = QSpinBox()
    box.setRange(low, high)
    box.setValue(value)
    return box


class PlayerForm(QWidget):
    """One player's fields."""

    def __init__(self, index: int, content: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.content = content
        self.name = QLineEdit(tr("Player {n}").format(n=index + 1))
        self.prestige = _spin(0, 500, 0)
        self.coins = _spin(0, 500, 0)
        self.levels = {spec: _spin(1, 6, 1) for spec in SPECIALTIES}
        self.patrons = QListWidget()
        self.patrons.setMaximumHeight(PATRONS_HEIGHT)
        for card in sorted(content.patrons):
            item = QListWidgetItem(render(content.name(card)))
            item.setData(Qt.ItemDataRole.UserRole, card)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            item.setCheckState(Qt.CheckState.Unchecked)
            self.patrons.addItem(item)
        self.letters = _spin(0, 200, 0)
        self.ink = _spin(0, 200, 0)
        self.form = QFormLayout(self)
        self.labels: dict[str, QLabel] = {}
        self.fields: dict[str, QWidget] = {}
        for key, widget in (("name", self.name), ("prestige", self.prestige), ("coins", self.coins),
                            *((f"specialties.{s}", self.levels[s]) for s in SPECIALTIES),
                            ("patrons", self.patrons), ("letters", self.letters), ("ink", self.ink)):
            label = QLabel()
            self.labels[key] = label
            self.fields[key] = widget
            self.form.addRow(label, widget)
        self.retranslate()

    def retranslate(self) -> None:
        """Field labels in the current language."""
        words = {"name": tr("Name"), "prestige": tr("Prestige track"), "coins": tr("Coins"),
                 "patrons": tr("Patron cards held"), "letters": tr("Letters owned (tie-break)"),
                 "ink": tr("Ink tokens held (tie-break)")}
        for spec in SPECIALTIES:
            words[f"specialties.{spec}"] = tr("{specialty} level").format(
                specialty=render(self.content.name(spec)))
        for key, label in self.labels.items():
            label.setText(words[key])

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:  # text grown for a larger screen: as many cards in sight
            self.patrons.setMaximumHeight(round(PATRONS_HEIGHT * text_scale(self.patrons)))

    def connect_changes(self, slot) -> None:
        """Call ``slot`` whenever a field changes."""
        self.name.textChanged.connect(slot)
        for box in (self.prestige, self.coins, self.letters, self.ink, *self.levels.values()):
            box.valueChanged.connect(slot)
        self.patrons.itemChanged.connect(slot)

    def patron_cards(self) -> list[str]:
        """Ids of the ticked patron cards."""
        return [self.patrons.item(i).data(Qt.ItemDataRole.UserRole) for i in range(self.patrons.count())
                if self.patrons.item(i).checkState() == Qt.CheckState.Checked]

    def set_patrons(self, cards: list[str]) -> None:
        """Tick exactly ``cards``."""
        for i in range(self.patrons.count()):
            item = self.patrons.item(i)
            on = item.data(Qt.ItemDataRole.UserRole) in cards
            item.setCheckState(Qt.CheckState.Checked if on else Qt.CheckState.Unchecked)

    def entry(self) -> dict[str, Any]:
        """The sheet entry ``score_physical`` reads."""
        return {"name": self.name.text().strip(), "prestige": self.prestige.value(), "coins": self.coins.value(),
                "specialties": {s: box.value() for s, box in self.levels.items()},
                "patrons": self.patron_cards(), "letters": self.letters.value(), "ink": self.ink.value()}

    def fill(self, name: str, prestige: int, coins: int, levels: list[int], patrons: list[str] | int = (),
             letters: int = 0, ink: int = 0) -> None:
        """Set every field at once (``patrons`` as card ids, or a count: the first n cards)."""
        if isinstance(patrons, int):
            patrons = [self.patrons.item(i).data(Qt.ItemDataRole.UserRole) for i in range(patrons)]
        self.name.setText(name)
        self.prestige.setValue(prestige)
        self.coins.setValue(coins)
        for spec, level in zip(SPECIALTIES, levels, strict=True):
            self.levels[spec].setValue(level)
        self.set_patrons(list(patrons))
        self.letters.setValue(letters)
        self.ink.setValue(ink)


class GutenbergCalculator(ScoredFormsMixin, QDialog):
    """The physical-game score calculator (a tab per player, the breakdown below)."""

    def __init__(self, parent: QWidget | None = None, content: Any = None) -> None:
        super().__init__(parent)
        self.setObjectName("gutenberg_calculator")
        self.content = content if content is not None else load_game_content(GAME)[0]
        self.sheet: ScoreSheet | None = None
        self.error = ""
        self.marked: tuple[int, str] | None = None
        """(player index, field) of the last problem, outlined in red."""
        self.tabs = QTabWidget(self)
        self.forms: list[PlayerForm] = []
        self.add_button = QPushButton(self)
        self.remove_button = QPushButton(self)
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
        self.print_button = QPushButton(self)
        self.pdf_button = QPushButton(self)
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        close = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        close.clicked.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        self.print_button.clicked.connect(lambda: print_summary(self.sheet, self) if self.sheet else None)
        self.pdf_button.clicked.connect(lambda: self.export_pdf())
        players = QHBoxLayout()
        players.addWidget(self.add_button)
        players.addWidget(self.remove_button)
        players.addStretch(1)
        area, footer = scrolling_body(self, (11, 11, 11, 11), 6)
        area.body.addLayout(players)
        area.body.addWidget(self.tabs)
        area.body.addWidget(self.error_label)
        area.body.addWidget(self.result)
        area.body.addWidget(self.table)
        footer.addWidget(self.buttons)
        for _ in range(2):
            self.add_player()
        self.retranslate()
        keep_on_screen(self, QSize(640, 820), grow=True)

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
        """Remove the last player tab (at least one stays)."""
        if len(self.forms) <= MIN_PLAYERS:
            return
        form = self.forms.pop()
        self.tabs.removeTab(self.tabs.indexOf(form))
        form.deleteLater()
        self.recompute()

    # ---- scoring ---------------------------------------------------------------------------
    def recompute(self, *_: Any) -> None:
        """Score the sheet again; show the breakdown, or the problem naming player and field."""
        sheet = {"players": [form.entry() for form in self.forms]}
        self.show_scoring(lambda: GAME.score_physical(sheet, Text("Entered in the score calculator"),
                                                      content=self.content), tr)

    def mark_problem(self, problem: str) -> None:
        """Outline the field a problem names ("player 2: name: …", "player 'Ann': coins: …") in red."""
        self.marked = None
        for i, form in enumerate(self.forms):
            for prefix in (f"player {i + 1}: ", f"player {form.name.text().strip()!r}: "):
                if problem.startswith(prefix):
                    key = problem[len(prefix):].split(":")[0]
                    self.marked = (i, key)
        for i, form in enumerate(self.forms):
            for key, widget in form.fields.items():
                widget.setStyleSheet("border: 2px solid #B3261E;" if self.marked == (i, key) else "")
        if self.marked is not None:
            self.tabs.setCurrentIndex(self.marked[0])



    def retranslate(self) -> None:
        """Texts in the current language."""
        self.setWindowTitle(tr("Score a physical game — {game}").format(game=render(GAME.name)))
        self.add_button.setText(tr("Add player"))
        self.remove_button.setText(tr("Remove last player"))
        self.print_button.setText(tr("Print…"))
        self.pdf_button.setText(tr("Export PDF…"))
        for form in self.forms:
            form.retranslate()
        self.recompute()




def open_calculator(parent: QWidget | None = None) -> GutenbergCalculator:
    """Open the Gutenberg score calculator (Game ▸ Score a physical game ▸ Gutenberg)."""
    dialog = GutenbergCalculator(parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
    dialog.open()
    return dialog
