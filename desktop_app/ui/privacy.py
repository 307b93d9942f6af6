"""The hot-seat privacy screen: hides the board and docks while the device changes hands."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QColor, QFont, QMouseEvent, QPainter
from PySide6.QtWidgets import QLabel, QPushButton, QVBoxLayout, QWidget


class PrivacyScreen(QWidget):
    """An opaque overlay over the whole game window: "Pass to Ann — click when ready".

    A click anywhere (or on the button, or Space/Enter) emits :attr:`acknowledged` with the seat.
    """

    acknowledged = Signal(int)

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("privacy_screen")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.seat = -1
        self.player = ""
        self.title = QLabel(self)
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.title.setWordWrap(True)
        font = QFont()
        font.setPointSize(22)
        font.setBold(True)
        self.title.setFont(font)
        self.title.setStyleSheet("color: #F6F1E7;")
        self.hint = QLabel(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setWordWrap(True)
        self.hint.setStyleSheet("color: #C9C2B4; font-size: 13pt;")
        self.button = QPushButton(self)
        self.button.setMinimumHeight(44)
        self.button.setMinimumWidth(260)
        self.button.setCursor(Qt.CursorShape.PointingHandCursor)
        self.button.setStyleSheet(
            "QPushButton { background: #E0B12B; color: #1F1F1F; border: none; border-radius: 8px;"
            " padding: 8px 22px; font-size: 13pt; font-weight: 600; }"
            "QPushButton:hover { background: #F0C445; }")
        self.button.clicked.connect(self._acknowledge)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.title)
        layout.addSpacing(12)
        layout.addWidget(self.hint)
        layout.addSpacing(24)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignHCenter)
        layout.addStretch(3)
        parent.installEventFilter(self)
        self.hide()

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.title.setText(self.tr("Pass to {name} — click when ready").format(name=self.player))
        self.hint.setText(self.tr("The board is hidden so that nobody else sees {name}'s secret "
                                  "information.").format(name=self.player))
        self.button.setText(self.tr("I am {name} — show my board").format(name=self.player))

    def show_for(self, seat: int, player: str) -> None:
        """Cover the window for the hand-over to ``player`` (seat ``seat``)."""
        self.seat, self.player = seat, player
        self.retranslate()
        self.setGeometry(self.parentWidget().rect())
        self.raise_()
        self.show()
        self.setFocus()

    def _acknowledge(self) -> None:
        if self.isVisible():
            self.hide()
            self.acknowledged.emit(self.seat)

    def paintEvent(self, event) -> None:  # noqa: N802 (Qt override)
        painter = QPainter(self)
        painter.fillRect(self.rect(), QColor("#23262E"))

    def mousePressEvent(self, event: QMouseEvent) -> None:  # noqa: N802 (Qt override)
        event.accept()
        self._acknowledge()

    def keyPressEvent(self, event) -> None:  # noqa: N802 (Qt override)
        if event.key() in (Qt.Key.Key_Space, Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self._acknowledge()
            return
        super().keyPressEvent(event)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.parentWidget() and event.type() == QEvent.Type.Resize and self.isVisible():
            self.setGeometry(self.parentWidget().rect())
        return False

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange and self.seat >= 0:
            self.retranslate()
        super().changeEvent(event)
