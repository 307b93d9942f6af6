"""The game library: one card per game, "coming soon" for games not playable yet, resume buttons.

Each game id keeps its last unfinished game (its autosave); its card then shows **Resume**, and
the heading's **Resume last game** continues the most recently saved one.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QSize, Qt, Signal
from PySide6.QtGui import QColor, QFont, QPainter, QPixmap
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.paths import user_data_dir
from desktop_app.controllers.resumable import Resumable
from desktop_app.engine.game import GameInfo, game_ids, game_info
from desktop_app.ui.covers import cover_pixmap
from desktop_app.ui.i18n import name_lang
from desktop_app.ui.rules_text import has_player_rules

COVER = QSize(278, 196)
CARD_STYLE = """
QWidget#library, QWidget#library_grid { background: #F5F1E8; }
QFrame#game_card { background: #FFFDF8; border: 1px solid #D8D0BF; border-radius: 12px; }
QFrame#game_card[available="false"] { background: #F3F0EA; }
QLabel#card_title { color: #2B2B2B; }
QLabel#card_subtitle { color: #5E574B; }
QLabel#card_meta { color: #6F6859; }
QLabel#coming_soon { color: #FFFFFF; background: #6F6859; border-radius: 10px; padding: 3px 12px;
                     font-weight: 600; }
QLabel#library_footer { color: #7A7365; }
"""


class GameCard(QFrame):
    """A game's cover, names in both languages, player count, play time and buttons."""

    start_requested = Signal(str)
    rules_requested = Signal(str)
    resume_requested = Signal(str)

    def __init__(self, game: GameInfo, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_card")
        self.game = game
        self.available = bool(game.implemented)
        self.setProperty("available", "true" if self.available else "false")
        self.setFixedWidth(COVER.width() + 28)
        self.cover = QLabel(self)
        self.cover.setFixedSize(COVER)
        ratio = self.devicePixelRatioF() if self.devicePixelRatioF() > 0 else 1.0
        pixmap = cover_pixmap(game.id, COVER.width(), COVER.height(), ratio)
        if not self.available:
            pixmap = _faded(pixmap)
        self.cover.setPixmap(pixmap)
        self.title = QLabel(self)
        self.title.setObjectName("card_title")
        self.title.setWordWrap(True)
        title_font = QFont()
        title_font.setPointSize(15)
        title_font.setBold(True)
        self.title.setFont(title_font)
        self.subtitle = QLabel(self)
        self.subtitle.setObjectName("card_subtitle")
        sub_font = QFont()
        sub_font.setPointSize(12)
        self.subtitle.setFont(sub_font)
        self.meta = QLabel(self)
        self.meta.setObjectName("card_meta")
        self.badge = QLabel(self.cover)
        self.badge.setObjectName("coming_soon")
        self.badge.setVisible(not self.available)
        self.start_button = QPushButton(self)
        self.start_button.setObjectName("start_button")
        self.start_button.setEnabled(self.available)
        self.start_button.setMinimumHeight(34)
        self.start_button.setDefault(self.available)
        self.start_button.clicked.connect(lambda: self.start_requested.emit(self.game.id))
        self.rules_button = QPushButton(self)
        self.rules_button.setMinimumHeight(34)
        self.rules_button.setEnabled(has_player_rules(game.id))
        self.rules_button.clicked.connect(lambda: self.rules_requested.emit(self.game.id))
        self.resume_button = QPushButton(self)
        self.resume_button.setObjectName("card_resume_button")
        self.resume_button.setMinimumHeight(34)
        self.resume_button.clicked.connect(lambda: self.resume_requested.emit(self.game.id))
        self.resume_button.hide()
        self.unfinished: Resumable | None = None
        buttons = QHBoxLayout()
        buttons.addWidget(self.start_button, 2)
        buttons.addWidget(self.rules_button, 1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 14, 14, 14)
        layout.setSpacing(6)
        layout.addWidget(self.cover)
        layout.addSpacing(4)
        layout.addWidget(self.title)
        layout.addWidget(self.subtitle)
        layout.addWidget(self.meta)
        layout.addStretch(1)
        layout.addWidget(self.resume_button)
        layout.addLayout(buttons)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language (the other language's title below it)."""
        names = self.game.name
        first, second = ("zh", "en") if name_lang() == "zh" else ("en", "zh")
        self.title.setText(names.get(first) or names.get("en", self.game.id))
        self.subtitle.setText(names.get(second, ""))
        low, high = self.game.min_players, self.game.max_players
        players = self.tr("{n} players").format(n=low) if low == high else \
            self.tr("{low}–{high} players").format(low=low, high=high)
        meta = [players]
        if self.game.play_time:
            meta.append(self.game.play_time.replace("min", self.tr("min")))
        self.meta.setText("  ·  ".join(meta))
        self.badge.setText(self.tr("Coming soon"))
        self.badge.adjustSize()
        self.badge.move(COVER.width() - self.badge.width() - 10, 10)
        self.start_button.setText(self.tr("New game") if self.available else self.tr("Coming soon"))
        self.start_button.setToolTip("" if self.available else
                                     self.tr("The rules of this game are not implemented yet."))
        self.rules_button.setText(self.tr("Rules"))
        self.resume_button.setText(self.tr("Resume unfinished game"))
        if self.unfinished is not None:
            self.resume_button.setToolTip(self.tr("Last saved {when}").format(
                when=self.unfinished.saved.strftime("%Y-%m-%d %H:%M")))
        self.rules_button.setToolTip("" if self.rules_button.isEnabled() else
                                     self.tr("The rules of this game for players are still being written."))

    def set_unfinished(self, unfinished: Resumable | None) -> None:
        """Show **Resume** when this game has an unfinished game (``None``: hide it)."""
        self.unfinished = unfinished
        self.resume_button.setVisible(unfinished is not None and self.available)
        self.retranslate()

    def mouseDoubleClickEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if self.available:
            self.start_requested.emit(self.game.id)
        super().mouseDoubleClickEvent(event)


def _faded(pixmap: QPixmap) -> QPixmap:
    """A greyed-out copy of a cover for a game that is not playable yet."""
    out = pixmap.copy()
    painter = QPainter(out)
    painter.fillRect(out.rect(), QColor(243, 240, 234, 150))
    painter.end()
    return out


class LibraryWidget(QWidget):
    """The start page: a heading, "Resume last game" (when an unfinished game exists) and the cards.

    ``resume_requested(game_id)`` asks to resume a game's unfinished game ("" = the newest).
    """

    start_requested = Signal(str)
    rules_requested = Signal(str)
    resume_requested = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("library")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(CARD_STYLE)
        self.heading = QLabel(self)
        heading_font = QFont()
        heading_font.setPointSize(24)
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        self.intro = QLabel(self)
        self.intro.setWordWrap(True)
        self.intro.setStyleSheet("color: #5E574B; font-size: 12pt;")
        self.resume_button = QPushButton(self)
        self.resume_button.setObjectName("resume_button")
        self.resume_button.setMinimumHeight(36)
        self.resume_button.clicked.connect(lambda: self.resume_requested.emit(""))
        self.resume_button.hide()
        top = QHBoxLayout()
        texts = QVBoxLayout()
        texts.addWidget(self.heading)
        texts.addWidget(self.intro)
        top.addLayout(texts, 1)
        top.addWidget(self.resume_button, 0, Qt.AlignmentFlag.AlignBottom)
        self.cards: list[GameCard] = []
        grid_host = QWidget(self)
        grid_host.setObjectName("library_grid")
        grid_host.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.grid = QGridLayout(grid_host)
        self.grid.setSpacing(20)
        self.grid.setContentsMargins(0, 0, 0, 0)
        for game_id in game_ids():
            card = GameCard(game_info(game_id), grid_host)
            card.start_requested.connect(self.start_requested)
            card.rules_requested.connect(self.rules_requested)
            card.resume_requested.connect(self.resume_requested)
            self.cards.append(card)
        self._columns = 0
        self._place_cards(len(self.cards))
        scroll = QScrollArea(self)
        self.scroll = scroll
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        scroll.setWidget(grid_host)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(24, 28, 24, 24)
        layout.setSpacing(22)
        layout.addLayout(top)
        layout.addWidget(scroll, 1)
        self.footer = QLabel(self)
        self.footer.setObjectName("library_footer")
        self.footer.setWordWrap(True)
        self.footer.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.footer)
        self.retranslate()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.heading.setText(self.tr("Game library"))
        self.intro.setText(self.tr("Choose a game to play alone against the computer or hot-seat with "
                                   "friends on this screen. Every rule is enforced."))
        self.resume_button.setText(self.tr("Resume last game"))
        self.footer.setText(self.tr("Played a game on your table? Game ▸ Score a physical game adds it up and "
                                    "prints the summary.  Saves, autosaves and content packs live in {folder}")
                            .format(folder=str(user_data_dir())))
        for card in self.cards:
            card.retranslate()

    def set_resumable(self, games: dict[str, Resumable]) -> None:
        """Show the unfinished games: "Resume last game" and a Resume button on each game's card."""
        self.resume_button.setVisible(bool(games))
        for card in self.cards:
            card.set_unfinished(games.get(card.game.id))

    def _place_cards(self, columns: int) -> None:
        """Lay the cards out ``columns`` to a row (the rest wrap onto the next rows)."""
        columns = max(1, min(columns, len(self.cards)))
        if columns == self._columns:
            return
        for column in range(self._columns + 1):
            self.grid.setColumnStretch(column, 0)
        self._columns = columns
        for i, card in enumerate(self.cards):
            self.grid.addWidget(card, i // columns, i % columns)
        self.grid.setColumnStretch(columns, 1)
        self.grid.setRowStretch((len(self.cards) - 1) // columns + 1, 1)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        """As many cards to a row as the width holds: a small screen wraps them instead of scrolling sideways."""
        super().resizeEvent(event)
        if self.cards:
            margins = self.layout().contentsMargins()  # (the scroll area is resized after this event)
            bar = self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent)
            room = self.width() - margins.left() - margins.right() - bar - 2
            step = self.cards[0].width() + self.grid.spacing()
            fit = max(1, (room + self.grid.spacing()) // step)
            rows = -(-len(self.cards) // fit)
            self._place_cards(-(-len(self.cards) // rows))  # balanced rows: 2 + 2, not 3 + 1

    def card(self, game_id: str) -> GameCard:
        """The card of ``game_id``."""
        return next(c for c in self.cards if c.game.id == game_id)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
