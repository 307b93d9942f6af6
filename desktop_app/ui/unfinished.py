"""Asking before a new or opened game replaces the unfinished game of the same game id.

Each game id keeps one unfinished game (its autosave, see ``desktop_app.controllers.resumable``).
Starting or opening another game of that id would replace it, so the player is asked first:
start anyway (the unfinished game is abandoned), resume the unfinished game, or cancel. Opening a save
of the unfinished game itself asks only when the autosave is further along, and says by how much.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from desktop_app.controllers.resumable import Resumable, resumable_games
from desktop_app.engine.game import game_info
from desktop_app.ui.i18n import render

REPLACE, RESUME, CANCEL = "replace", "resume", "cancel"
"""The answers of :func:`ask_abandon`."""


def unfinished_game(game_id: str) -> Resumable | None:
    """The unfinished game of ``game_id`` (its autosave), if there is one."""
    return resumable_games().get(game_id)


def ask_abandon(parent: QWidget, unfinished: Resumable, offer_resume: bool = True, opening: bool = False,
                ahead: int | None = None) -> str:
    """Ask whether to abandon ``unfinished``: :data:`REPLACE`, :data:`RESUME` or :data:`CANCEL`.

    ``opening``: a saved game is being opened (not a new game started); ``offer_resume`` is False
    when the unfinished game is the one on screen (going on with it is Cancel). ``ahead``: the save
    being opened is the unfinished game itself, which its autosave has taken that many moves further
    (the question says so and offers to continue from the autosave or to open the save).
    """
    game = render(game_info(unfinished.game_id).name)
    when = unfinished.saved.strftime("%Y-%m-%d %H:%M")
    text = QCoreApplication.translate("UnfinishedGame", "You have an unfinished game of {game} (last saved {when}).")
    resume_text = QCoreApplication.translate("UnfinishedGame", "Resume the unfinished game")
    if ahead is not None:
        text = QCoreApplication.translate("UnfinishedGame", "Your autosave of this game is 1 move further than this "
                                          "save (last saved {when}).") if ahead == 1 else \
            QCoreApplication.translate("UnfinishedGame", "Your autosave of this game is {n} moves further than this "
                                       "save (last saved {when}).")
        informative = QCoreApplication.translate("UnfinishedGame", "If you open the save, the moves played after it "
                                                 "can no longer be resumed.")
        replace_text = QCoreApplication.translate("UnfinishedGame", "Open the save")
        resume_text = QCoreApplication.translate("UnfinishedGame", "Continue from the autosave")
    elif opening:
        informative = QCoreApplication.translate("UnfinishedGame", "The game you open replaces it: the unfinished "
                                                 "game can then no longer be resumed.")
        replace_text = QCoreApplication.translate("UnfinishedGame", "Abandon it and open the saved game")
    else:
        informative = QCoreApplication.translate("UnfinishedGame", "A new game of {game} replaces it: the "
                                                 "unfinished game can then no longer be resumed.").format(game=game)
        replace_text = QCoreApplication.translate("UnfinishedGame", "Abandon it and start the new game")
    box = QMessageBox(parent)
    box.setObjectName("abandon_prompt")
    box.setIcon(QMessageBox.Icon.Question)
    box.setWindowTitle(QCoreApplication.translate("UnfinishedGame", "Unfinished game"))
    box.setText(text.format(game=game, when=when, n=ahead))
    box.setInformativeText(informative)
    replace = box.addButton(replace_text, QMessageBox.ButtonRole.DestructiveRole)
    resume = box.addButton(resume_text, QMessageBox.ButtonRole.AcceptRole) if offer_resume else None
    cancel = box.addButton(QMessageBox.StandardButton.Cancel)
    box.setDefaultButton(resume or cancel)
    box.setEscapeButton(cancel)
    box.exec()
    clicked = box.clickedButton()
    if clicked is replace:
        return REPLACE
    if resume is not None and clicked is resume:
        return RESUME
    return CANCEL
