"""Menus shared by the library window and the game window: language and score calculators."""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from desktop_app.engine.game import game_ids, game_info
from desktop_app.ui.errors import show_error
from desktop_app.ui.history_button import attach_history_button
from desktop_app.ui.i18n import current_language, render, set_language
from desktop_app.ui.scenes import calculator_opener, has_calculator

LANGUAGE_NAMES = {"en": "English", "zh_TW": "繁體中文"}
"""Each language is named in itself, so anyone can find theirs."""


class LanguageMenu(QMenu):
    """View ▸ Language: English / 繁體中文 (exclusive); switching installs the translator at once."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("language_menu")
        self.group = QActionGroup(self)
        self.group.setExclusive(True)
        self.actions_by_lang: dict[str, QAction] = {}
        for lang, label in LANGUAGE_NAMES.items():
            action = QAction(label, self)
            action.setCheckable(True)
            action.setData(lang)
            action.triggered.connect(lambda _=False, lang=lang: self.choose(lang))
            self.group.addAction(action)
            self.addAction(action)
            self.actions_by_lang[lang] = action
        self.aboutToShow.connect(self._check_current)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setTitle(self.tr("&Language"))
        self._check_current()

    def choose(self, lang: str) -> None:
        """Switch the whole app to ``lang`` and remember it."""
        if lang != current_language():
            set_language(lang)
        self._check_current()

    def _check_current(self) -> None:
        self.actions_by_lang[current_language()].setChecked(True)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


class CalculatorMenu(QMenu):
    """Game ▸ Score a physical game ▸ one entry per implemented game.

    An entry opens the calculator dialog of the game's ui package
    (``desktop_app/ui/<game>/calculator.py:open_calculator(parent)``), imported when first opened;
    it is greyed out when the game has none.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("calculator_menu")
        self.entries: dict[str, QAction] = {}
        for game_id in game_ids():
            if not game_info(game_id).implemented:
                continue
            action = QAction(self)
            action.setData(game_id)
            action.setEnabled(has_calculator(game_id))
            action.triggered.connect(lambda _=False, gid=game_id: self.open_calculator(gid))
            self.addAction(action)
            self.entries[game_id] = action
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setTitle(self.tr("Score a &physical game"))
        for game_id, action in self.entries.items():
            name = render(game_info(game_id).name)
            action.setText(name if action.isEnabled() else self.tr("{game} (no calculator yet)").format(game=name))
        self.setEnabled(bool(self.entries))

    def open_calculator(self, game_id: str) -> None:
        """Open the score calculator of ``game_id`` (with its Save to history button)."""
        opener = calculator_opener(game_id)
        if opener is None:
            return
        try:
            dialog = opener(self.parentWidget())
        except Exception as exc:  # noqa: BLE001 - a broken calculator must not crash the app
            show_error(self.parentWidget(), self.tr("Score calculator"), str(exc))
            return
        if isinstance(dialog, QWidget):
            attach_history_button(dialog)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
