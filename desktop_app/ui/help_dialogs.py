"""Help ▸ Rules of this game and Help ▸ About."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QSize
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QMessageBox, QTextBrowser, QVBoxLayout, QWidget

from desktop_app import __version__
from desktop_app.engine.game import Game
from desktop_app.ui.i18n import render
from desktop_app.ui.rules_text import rules_document
from desktop_app.ui.screen_fit import keep_on_screen


class RulesDialog(QDialog):
    """The rules specification of a game, rendered from its Markdown file."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_dialog")
        self.setWindowTitle(QCoreApplication.translate("HelpDialogs", "Rules of {game}").format(game=render(game.name)))
        self.browser = QTextBrowser(self)
        self.browser.setOpenExternalLinks(False)
        text = rules_document(game.rules_file)
        if text:
            self.browser.setMarkdown(text)
        else:
            self.browser.setPlainText(QCoreApplication.translate("HelpDialogs", "The rules text of this game is not installed."))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        keep_on_screen(self, QSize(760, 720))


def show_rules(parent: QWidget, game: Game) -> RulesDialog:
    """Open the rules of ``game`` (non-modal, so it can stay open beside the board)."""
    dialog = RulesDialog(game, parent)
    dialog.show()
    return dialog


def show_about(parent: QWidget) -> None:
    """The About box."""
    QMessageBox.about(
        parent, QCoreApplication.translate("HelpDialogs", "About Board Table"),
        QCoreApplication.translate(
            "HelpDialogs",
            "<h3>Board Table {version}</h3><p>Modern Euro board games with every rule enforced, "
            "offline — solo against computer opponents or hot-seat on one screen — and a score "
            "calculator for the copies on your table.</p><p>All artwork is drawn by the app itself; "
            "the game content is original.</p>").format(version=__version__),
    )
