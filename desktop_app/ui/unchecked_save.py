"""Asking before a save is opened from its moves without the check against its saved game.

A save whose moves replay but cannot be checked (no saved position, the game's content or rules
changed since, an earlier Board Table's file) never opens silently: the player reads why, in plain
words, and chooses to open it from its moves or not (see ``desktop_app.controllers.loading``).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.loading import UncheckedSave
from desktop_app.ui.i18n import render


def ask_open_unchecked(parent: QWidget, unchecked: UncheckedSave) -> bool:
    """Tell why ``unchecked`` cannot be checked; True when the player chooses to open it from its moves."""
    box = QMessageBox(parent)
    box.setObjectName("unchecked_save_prompt")
    box.setIcon(QMessageBox.Icon.Warning)
    box.setWindowTitle(QCoreApplication.translate("UncheckedSave", "Open from the moves?"))
    box.setText(QCoreApplication.translate(
        "UncheckedSave", "{file}: this game cannot be checked against the game that was saved.").format(
        file=unchecked.file))
    reasons = "\n".join(f"• {render(reason)}" for reason in unchecked.reasons)
    box.setInformativeText(reasons + "\n\n" + QCoreApplication.translate(
        "UncheckedSave", "Board Table can open it from its moves, replayed by today's rules. The position may "
                         "differ from the one you saved. Open it?"))
    open_button = box.addButton(QCoreApplication.translate("UncheckedSave", "Open from the moves"),
                                QMessageBox.ButtonRole.AcceptRole)
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(cancel)
    box.setEscapeButton(cancel)
    box.exec()
    return box.clickedButton() is open_button


def open_with_consent(parent: QWidget, path: Path) -> tuple[GameController, bool] | None:
    """Open ``path``; a file that cannot be checked opens from its moves only when the player agrees.

    Returns the controller and whether the player agreed so (opening the same file again needs the
    same answer), or None when they declined; any other problem is the loader's ``RecordError``.
    """
    try:
        return GameController.open(path), False
    except UncheckedSave as unchecked:
        if not ask_open_unchecked(parent, unchecked):
            return None
        return GameController.open(path, open_unchecked=True), True
