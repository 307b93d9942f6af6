"""The new-game dialog: players, seats (name, colour, human or computer level), variants, seed."""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QEvent, QSettings, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QIntValidator, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from desktop_app.engine.game import MAX_NAME_LENGTH, Game, GameOptions, OptionSpec, Seat, with_defaults
from desktop_app.engine.text import default_player_name, localise_name
from desktop_app.ui.colour_blind import PLAYER_COLOURS
from desktop_app.ui.i18n import engine_translate, name_lang, render
from desktop_app.ui.screen_fit import keep_on_screen, scrolling_body

KINDS = ("human", "easy", "normal", "hard")
"""Seat kinds offered (``Seat.kind``)."""
MAX_SEED = 2**31 - 1


def random_seed() -> int:
    """A fresh seed shown in the dialog (any value the user types works too)."""
    return random.SystemRandom().randint(1, MAX_SEED)


def _printable(name: str) -> str:
    """``name`` without control characters (a pasted tab) and surrounding spaces: saves refuse those."""
    return Seat.fit_name(name)


class SeatRow:
    """The widgets of one seat: name, colour and who plays it."""

    def __init__(self, parent: QWidget, index: int, colours: list[tuple[str, str]]) -> None:
        self.index = index
        self.label = QLabel(parent)
        self.name = QLineEdit(parent)
        self.name.setMaxLength(MAX_NAME_LENGTH)  # a save file with a longer name is refused
        self.colour = QComboBox(parent)
        for colour_id, hex_colour in colours:
            swatch = QPixmap(14, 14)
            swatch.fill(QColor(hex_colour))
            self.colour.addItem(QIcon(swatch), colour_id, colour_id)
        self.colour.setCurrentIndex(index % len(colours))
        self.kind = QComboBox(parent)
        for kind in KINDS:
            self.kind.addItem(kind, kind)
        self.kind.setCurrentIndex(0 if index == 0 else KINDS.index("normal"))

    def widgets(self) -> list[QWidget]:
        """Label, name, colour, kind."""
        return [self.label, self.name, self.colour, self.kind]

    def set_visible(self, on: bool) -> None:
        """Show the row (seat in use) or hide it."""
        for widget in self.widgets():
            widget.setVisible(on)


def seat_colours(game: Game, content: Any) -> list[tuple[str, dict[str, str], str]]:
    """The player colours offered for ``game``: its own (``Game.seat_colours``), else the app's palette."""
    own = list(game.seat_colours(content)) if content is not None else []
    return own or [(colour_id, {}, hex_colour) for colour_id, hex_colour in PLAYER_COLOURS.items()]


class NewGameDialog(QDialog):
    """Set up a game of ``game``; :meth:`result` gives the ``GameOptions`` and the seed."""

    def __init__(self, game: Game, content: Any, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("new_game_dialog")
        self.game = game
        self.specs: list[OptionSpec] = list(game.option_specs(content))
        self.players = QSpinBox(self)
        self.players.setRange(game.min_players, game.max_players)
        default_players = min(max(2, game.min_players), game.max_players)
        self.players.setValue(default_players)
        self.players.valueChanged.connect(self._players_changed)
        self.players_label = QLabel(self)
        self.colours = seat_colours(game, content)
        self.body_area, footer = scrolling_body(self)
        """The scrolling part of the dialog (everything but the problem line and the buttons)."""
        body = self.body_area.body
        host = self.body_area.widget()
        self.seats_box = QGroupBox(host)
        grid = QGridLayout(self.seats_box)
        grid.setHorizontalSpacing(10)
        self.seat_header = [QLabel(self.seats_box) for _ in range(3)]
        for col, label in enumerate(self.seat_header, start=1):
            label.setStyleSheet("color: #6F6859;")
            grid.addWidget(label, 0, col)
        palette = [(colour_id, hex_colour) for colour_id, _name, hex_colour in self.colours]
        self.rows = [SeatRow(self.seats_box, i, palette) for i in range(game.max_players)]
        saved_name = str(QSettings().value("player_name", "") or "")
        for i, row in enumerate(self.rows):
            for col, widget in enumerate(row.widgets()):
                grid.addWidget(widget, i + 1, col)
            if i == 0 and saved_name:
                row.name.setText(saved_name)
        grid.setColumnStretch(1, 1)
        self.options_box = QGroupBox(host)
        form = QFormLayout(self.options_box)
        self.option_widgets: dict[str, QWidget] = {}
        self.option_labels: dict[str, QLabel] = {}
        for spec in self.specs:
            widget: QWidget
            if spec.kind == "choice":
                widget = QComboBox(self.options_box)
                for value, _name in spec.choices:
                    widget.addItem("", value)
                index = next((i for i, (v, _) in enumerate(spec.choices) if v == spec.default), 0)
                widget.setCurrentIndex(index)
                label = QLabel(self.options_box)
                form.addRow(label, widget)
                self.option_labels[spec.key] = label
            else:
                widget = QCheckBox(self.options_box)
                widget.setChecked(bool(spec.default))
                form.addRow(widget)
            self.option_widgets[spec.key] = widget
        self.options_box.setVisible(bool(self.specs))
        self.seed_label = QLabel(host)
        self.seed = QLineEdit(str(random_seed()), host)
        self.seed.setValidator(QIntValidator(0, MAX_SEED, self))
        self.seed.setObjectName("seed_edit")
        self.reseed = QPushButton(host)
        self.reseed.clicked.connect(lambda: self.seed.setText(str(random_seed())))
        self.error = QLabel(self)
        self.error.setObjectName("setup_problem")
        self.error.setStyleSheet("color: #B3261E;")
        self.error.setWordWrap(True)
        self.error.hide()
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                        | QDialogButtonBox.StandardButton.Cancel, self)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        top = QFormLayout()
        top.addRow(self.players_label, self.players)
        seed_row = QHBoxLayout()
        seed_row.addWidget(self.seed, 1)
        seed_row.addWidget(self.reseed)
        top.addRow(self.seed_label, seed_row)
        body.addLayout(top)
        body.addWidget(self.seats_box)
        body.addWidget(self.options_box)
        body.addStretch(1)
        footer.addWidget(self.error)
        footer.addWidget(self.buttons)
        self._watch_inputs()
        self.retranslate()
        self.setMinimumWidth(560)
        self._players_changed(self.players.value())
        self._update_applicable()

    def _watch_inputs(self) -> None:
        """Every change of a field re-checks the setup, so a problem shown goes away once it is fixed."""
        self.players.valueChanged.connect(self._revalidate)
        self.seed.textChanged.connect(self._revalidate)
        for row in self.rows:
            row.name.textChanged.connect(self._revalidate)
            row.colour.currentIndexChanged.connect(self._revalidate)
            row.kind.currentIndexChanged.connect(self._revalidate)
        for widget in self.option_widgets.values():
            signal = widget.currentIndexChanged if isinstance(widget, QComboBox) else widget.toggled
            signal.connect(self._revalidate)

    def _revalidate(self, *_: Any) -> None:
        self._update_applicable()
        self._show_problem(self.validation_error())

    def _chosen_variants(self) -> dict[str, Any]:
        """Every option's value as the widgets show it (also the ones that do not apply)."""
        return {spec.key: (widget.currentData() if isinstance(widget, QComboBox) else widget.isChecked())
                for spec in self.specs for widget in (self.option_widgets[spec.key],)}

    def applicable(self) -> set[str]:
        """The options that matter with the present choices (the others are greyed out and left out)."""
        chosen = with_defaults(self.specs, self._chosen_variants())
        return {spec.key for spec in self.specs if spec.applies_to(chosen, self.players.value())}

    def _update_applicable(self) -> None:
        on = self.applicable()
        for spec in self.specs:
            self.option_widgets[spec.key].setEnabled(spec.key in on)
            if spec.key in self.option_labels:
                self.option_labels[spec.key].setEnabled(spec.key in on)

    def _show_problem(self, problem: str) -> None:
        was = self.error.isVisible()
        self.error.setText(problem)
        self.error.setVisible(bool(problem))
        if was != bool(problem) and self.isVisible():
            keep_on_screen(self, self.sizeHint())

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("New game — {game}").format(game=render(self.game.name)))
        self.players_label.setText(self.tr("Players ({low}–{high}):").format(
            low=self.game.min_players, high=self.game.max_players))
        self.seats_box.setTitle(self.tr("Seats"))
        for label, text in zip(self.seat_header, (self.tr("Name"), self.tr("Colour"), self.tr("Played by")),
                               strict=True):
            label.setText(text)
        colour_names = {"red": self.tr("Red"), "blue": self.tr("Blue"), "green": self.tr("Green"),
                        "yellow": self.tr("Yellow"), "purple": self.tr("Purple"), "black": self.tr("Black"),
                        "white": self.tr("White"), "orange": self.tr("Orange"), "brown": self.tr("Brown")}
        lang = name_lang()
        colour_names.update({colour_id: name.get(lang) or name.get("en") for colour_id, name, _ in self.colours
                             if name})
        kind_names = {"human": self.tr("Human"), "easy": self.tr("Computer — easy"),
                      "normal": self.tr("Computer — normal"), "hard": self.tr("Computer — hard")}
        for row in self.rows:
            row.label.setText(self.tr("Seat {n}").format(n=row.index + 1))
            row.name.setPlaceholderText(localise_name(self.default_name(row.index), lang))
            for i in range(row.colour.count()):
                row.colour.setItemText(i, colour_names.get(row.colour.itemData(i), row.colour.itemData(i)))
            for i in range(row.kind.count()):
                row.kind.setItemText(i, kind_names[row.kind.itemData(i)])
        for spec in self.specs:
            widget = self.option_widgets[spec.key]
            name = spec.name.get(lang) or spec.name.get("en", spec.key)
            widget.setToolTip(spec.help.get(lang) or spec.help.get("en", ""))
            if isinstance(widget, QComboBox):
                self.option_labels[spec.key].setText(self.tr("{option}:").format(option=name))
                for i, (_value, choice_name) in enumerate(spec.choices):
                    widget.setItemText(i, choice_name.get(lang) or choice_name.get("en", str(_value)))
            else:
                widget.setText(name)
        self.options_box.setTitle(self.tr("Variants and modules"))
        self.seed_label.setText(self.tr("Seed:"))
        self.seed.setToolTip(self.tr("The same seed and choices give the same game (shuffles, draws)."))
        self.reseed.setText(self.tr("New seed"))
        if self.error.isVisible():
            self._revalidate()

    def default_name(self, index: int) -> str:
        """The name a seat gets when its name field is left empty: ``Player 2`` whatever the language,
        so it reads ``玩家 2`` or ``Player 2`` in the language on screen, not the one the game began in."""
        return default_player_name(index + 1)

    def _players_changed(self, count: int) -> None:
        for row in self.rows:
            row.set_visible(row.index < count)
        self.body_area.content_changed()
        keep_on_screen(self, self.sizeHint().expandedTo(QSize(self.minimumWidth(), 0)))

    def seat_row(self, index: int) -> SeatRow:
        """The widgets of seat ``index`` (tests, callers)."""
        return self.rows[index]

    def validation_error(self) -> str:
        """Why the dialog cannot be accepted as filled in ("" when it can)."""
        names = [localise_name(r.name.text().strip() or self.default_name(r.index))
                 for r in self.rows[: self.players.value()]]
        if len(set(names)) != len(names):
            return self.tr("Every player needs a different name.")
        colours = [r.colour.currentData() for r in self.rows[: self.players.value()]]
        if len(set(colours)) != len(colours):
            return self.tr("Every player needs a different colour.")
        if not self.seed.text().strip():
            return self.tr("Enter a seed (any whole number).")
        illegal = self.game.check_options(self.result_options()[0])
        return illegal.message(name_lang(), engine_translate) if illegal else ""

    def accept(self) -> None:
        """Accept only a valid setup; remember the first player's name."""
        problem = self.validation_error()
        self._show_problem(problem)
        if problem:
            return
        first = self.rows[0].name.text().strip()
        if first:
            QSettings().setValue("player_name", first)
        super().accept()

    def result_options(self) -> tuple[GameOptions, int]:
        """The chosen ``GameOptions`` and seed."""
        seats = [Seat(_printable(r.name.text()) or self.default_name(r.index), r.colour.currentData(),
                      r.kind.currentData()) for r in self.rows[: self.players.value()]]
        on = self.applicable()
        variants = {key: value for key, value in self._chosen_variants().items() if key in on}
        return GameOptions(seats, variants), int(self.seed.text())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def ask_new_game(game: Game, content: Any, parent: QWidget | None = None) -> tuple[GameOptions, int] | None:
    """Run the dialog; the options and seed, or None when cancelled."""
    dialog = NewGameDialog(game, content, parent)
    dialog.setWindowModality(Qt.WindowModality.ApplicationModal)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    return dialog.result_options()
