"""**Save to history** in every score calculator: a physical game scored there joins the play history.

:func:`attach_history_button` puts the button beside a calculator's *Export PDF…* button; it is
enabled exactly when that one is (a sheet that scores). Saving the same result twice keeps one
play. The calculators need no code of their own for it (Game ▸ Score a physical game attaches it).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QDialogButtonBox, QLayout, QPushButton, QWidget

from desktop_app.controllers.play_history import record_scored_sheet
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.ui.i18n import render


def calculator_sheet(dialog: Any) -> ScoreSheet | None:
    """The score sheet a calculator shows now (its ``sheet``, or what its ``result()`` prints)."""
    sheet = getattr(dialog, "sheet", None)
    if isinstance(sheet, ScoreSheet):
        return sheet
    result = getattr(dialog, "result", None)
    if callable(result):
        sheet = result()
        return sheet if isinstance(sheet, ScoreSheet) else None
    return None


def _sheet_key(sheet: ScoreSheet) -> tuple:
    return sheet.game_id, tuple((p.name, p.total, tuple(sorted(p.categories.items()))) for p in sheet.players)


class HistoryButton(QPushButton):
    """Saves the calculator's sheet to the history; follows the enabled state of ``twin`` (Export PDF)."""

    def __init__(self, dialog: QWidget, twin: QPushButton, sheet: Callable[[], ScoreSheet | None]) -> None:
        super().__init__(dialog)
        self.setObjectName("save_to_history_button")
        self._twin, self._sheet = twin, sheet
        self._saved: tuple | None = None
        twin.installEventFilter(self)
        self.clicked.connect(self.save)
        self.setEnabled(twin.isEnabled())
        self.retranslate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self._twin and event.type() == QEvent.Type.EnabledChange:
            self.setEnabled(self._twin.isEnabled())
            self.retranslate()
        return False

    def save(self) -> bool:
        """Add the shown result to the history (once); the button says what happened."""
        sheet = self._sheet()
        if sheet is None:
            return False
        key = _sheet_key(sheet)
        if key == self._saved:
            self.setToolTip(self.tr("This result is already in the history"))
            return False
        play, notes = record_scored_sheet(sheet)
        failed = [render(n) for n in notes if "could not be added" in n.key]
        if failed:
            self.setToolTip("\n".join(failed))
            self.setText(self.tr("Not saved to history"))
            return False
        self._saved = key
        self.setText(self.tr("Saved to history ✓"))
        self.setToolTip("\n".join([self.tr("Game ▸ Statistics shows it"), *map(render, notes)]))
        return True

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        current = self._sheet() if self.isEnabled() else None
        if current is not None and _sheet_key(current) == self._saved:
            self.setText(self.tr("Saved to history ✓"))
        else:
            self.setText(self.tr("Save to history"))
            self.setToolTip(self.tr("Keep this game in the play history (Game ▸ Statistics)"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def attach_history_button(dialog: QWidget) -> HistoryButton | None:
    """Add :class:`HistoryButton` beside the calculator's ``pdf_button``; None if it has none."""
    twin = getattr(dialog, "pdf_button", None)
    if not isinstance(twin, QPushButton):
        return None
    button = HistoryButton(dialog, twin, lambda: calculator_sheet(dialog))
    boxes = [b for b in dialog.findChildren(QDialogButtonBox) if twin in b.buttons()]
    if boxes:
        boxes[0].addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
        return button
    layout = _layout_holding(dialog.layout(), twin)
    if layout is None:
        button.deleteLater()
        return None
    layout.insertWidget(layout.indexOf(twin) + 1, button)
    return button


def _layout_holding(layout: QLayout | None, widget: QWidget) -> Any:
    """The (nested) layout that holds ``widget`` directly."""
    if layout is None:
        return None
    if layout.indexOf(widget) >= 0:
        return layout
    for i in range(layout.count()):
        found = _layout_holding(layout.itemAt(i).layout(), widget)
        if found is not None:
            return found
    return None
