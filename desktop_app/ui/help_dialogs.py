"""Help ▸ Rules of this game (and a library card's Rules button), and Help ▸ About.

The rules window shows a game's rules written for players (``data/<game>/player_rules``, see
:mod:`desktop_app.ui.rules_text`) in the app's language, with a list of its sections and the
diagrams drawn by :mod:`desktop_app.ui.rules_diagrams`. It follows a language switch at once.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, QUrl
from PySide6.QtGui import QTextCursor
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QListWidget,
    QMessageBox,
    QSplitter,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from desktop_app import __version__
from desktop_app.engine.game import Game
from desktop_app.ui.i18n import name_lang, render
from desktop_app.ui.rules_diagrams import DiagramError, draw_diagram
from desktop_app.ui.rules_text import diagrams, player_rules
from desktop_app.ui.screen_fit import keep_on_screen

DIAGRAM_SCHEME = "diagram"
"""``![caption](diagram:NAME)`` in a rules text names a diagram of ``diagrams.yaml``."""


class RulesBrowser(QTextBrowser):
    """A text browser that draws the ``diagram:`` images of a game's rules from their data."""

    def __init__(self, game_id: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.game_id = game_id
        self.drawn: list[str] = []
        """The diagrams drawn for the text now shown (tests, and to see that each name exists)."""

    def loadResource(self, kind: int, url: QUrl) -> Any:  # noqa: N802 (Qt override)
        if url.scheme() != DIAGRAM_SCHEME:
            return super().loadResource(kind, url)
        name = url.path()
        spec = diagrams(self.game_id).get(name)
        if spec is None:
            return None
        try:
            image = draw_diagram(name, spec, name_lang(), max(1.0, self.devicePixelRatioF()))
        except DiagramError:
            return None
        self.drawn.append(name)
        return image


class RulesDialog(QDialog):
    """The rules of a game for players: its sections on the left, the text and diagrams on the right."""

    def __init__(self, game: Game, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules_dialog")
        self.game = game
        self.sections = QListWidget(self)
        self.sections.setObjectName("rules_sections")
        self.sections.currentRowChanged.connect(self.go_to_section)
        self.browser = RulesBrowser(game.id, self)
        self.browser.setOpenExternalLinks(False)
        self.browser.setOpenLinks(False)
        splitter = QSplitter(Qt.Orientation.Horizontal, self)
        splitter.addWidget(self.sections)
        splitter.addWidget(self.browser)
        splitter.setStretchFactor(1, 1)
        splitter.setSizes([210, 650])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(splitter)
        layout.addWidget(buttons)
        self.heading_blocks: list[int] = []
        self.retranslate()
        keep_on_screen(self, QSize(900, 720))

    def retranslate(self) -> None:
        """Show the rules in the current language (keeping the section the reader is in)."""
        self.setWindowTitle(QCoreApplication.translate("HelpDialogs", "Rules of {game}").format(
            game=render(self.game.name)))
        row = max(0, self.sections.currentRow())
        text = player_rules(self.game.id)
        self.browser.drawn = []
        self.browser.document().clear()
        if text:
            self.browser.setMarkdown(text)
        else:
            self.browser.setPlainText(QCoreApplication.translate(
                "HelpDialogs", "The rules of this game for players are still being written."))
        self._list_sections()
        if self.sections.count():
            self.sections.setCurrentRow(min(row, self.sections.count() - 1))

    def _list_sections(self) -> None:
        self.sections.blockSignals(True)
        self.sections.clear()
        self.heading_blocks = []
        block = self.browser.document().begin()
        while block.isValid():
            if block.blockFormat().headingLevel() == 2:
                self.sections.addItem(block.text())
                self.heading_blocks.append(block.position())
            block = block.next()
        self.sections.setVisible(bool(self.heading_blocks))
        self.sections.blockSignals(False)

    def go_to_section(self, row: int) -> None:
        """Scroll the text so that section ``row`` is at the top."""
        if not 0 <= row < len(self.heading_blocks):
            return
        cursor = QTextCursor(self.browser.document())
        cursor.setPosition(self.heading_blocks[row])
        self.browser.moveCursor(QTextCursor.MoveOperation.End)  # so the heading scrolls to the top
        self.browser.setTextCursor(cursor)
        self.browser.ensureCursorVisible()

    def section_titles(self) -> list[str]:
        """The section headings shown on the left."""
        return [self.sections.item(i).text() for i in range(self.sections.count())]

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


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
