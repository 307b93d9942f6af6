"""The replay viewer: step through a finished or saved game; nothing can be changed there.

First / previous / next / last move, a slider over the whole game with a mark where each round
begins, the table from any seat's view (or, once the game is over, everything), and the log of
the moves up to the shown position. **Continue from here** starts a new game from the shown
position (a branch: the original play stays as it was). Keys: ←/→ a move, Home/End the ends,
PgUp/PgDn a round.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtGui import QCloseEvent, QColor, QKeyEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QPushButton,
    QSlider,
    QStyle,
    QStyleOptionSlider,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from desktop_app.controllers.replay import EVERYTHING, ReplayController
from desktop_app.ui.board_view import BoardView
from desktop_app.ui.docks import LogDock
from desktop_app.ui.i18n import current_language, engine_translate, render
from desktop_app.ui.scene_base import collect_when_gone
from desktop_app.ui.scenes import create_scene
from desktop_app.ui.screen_fit import keep_on_screen


class RoundSlider(QSlider):
    """A horizontal slider over the moves with a mark under each round's first move."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(Qt.Orientation.Horizontal, parent)
        self.marks: list[int] = []

    def paintEvent(self, event: QPaintEvent) -> None:  # noqa: N802 (Qt override)
        super().paintEvent(event)
        if not self.marks or self.maximum() <= self.minimum():
            return
        option = QStyleOptionSlider()
        self.initStyleOption(option)
        groove = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                             QStyle.SubControl.SC_SliderGroove, self)
        handle = self.style().subControlRect(QStyle.ComplexControl.CC_Slider, option,
                                             QStyle.SubControl.SC_SliderHandle, self)
        span = groove.width() - handle.width()
        painter = QPainter(self)
        painter.setPen(QPen(QColor("#8A5A00"), 2))
        for value in self.marks:
            x = groove.x() + handle.width() // 2 + QStyle.sliderPositionFromValue(
                self.minimum(), self.maximum(), value, span)
            painter.drawLine(x, self.height() - 6, x, self.height() - 1)
        painter.end()


class ReplayWindow(QMainWindow):
    """Shows a :class:`ReplayController`; ``continue_requested(record, state)`` asks to play on from there."""

    continue_requested = Signal(object, object)

    def __init__(self, controller: ReplayController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("replay_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        self.controller = controller
        controller.setParent(self)
        controller.set_translator(engine_translate, current_language())
        self.view = BoardView(self)
        self.scene = create_scene(controller)
        self.scene.setParent(self)  # deleted with the window, before the controller (see collect_when_gone)
        collect_when_gone(controller)
        self.view.setScene(self.scene)
        self.log_dock = LogDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.first_button, self.back_button = QToolButton(self), QToolButton(self)
        self.next_button, self.last_button = QToolButton(self), QToolButton(self)
        pixmap = QStyle.StandardPixmap
        for button, icon in ((self.first_button, pixmap.SP_MediaSkipBackward),
                             (self.back_button, pixmap.SP_MediaSeekBackward),
                             (self.next_button, pixmap.SP_MediaSeekForward),
                             (self.last_button, pixmap.SP_MediaSkipForward)):
            button.setIcon(self.style().standardIcon(icon))
            button.setMinimumWidth(36)
        self.slider = RoundSlider(self)
        self.slider.setObjectName("replay_slider")
        self.slider.setRange(0, controller.total)
        self.slider.marks = [start for start, _ in controller.round_starts]
        self.position_label = QLabel(self)
        self.view_box = QComboBox(self)
        self.view_box.setObjectName("replay_view_as")
        self.view_label = QLabel(self)
        self.continue_button = QPushButton(self)
        self.continue_button.setObjectName("continue_from_here")
        self._build_layout()
        self.first_button.clicked.connect(lambda: self.goto(0))
        self.back_button.clicked.connect(lambda: self.goto(self.controller.position - 1))
        self.next_button.clicked.connect(lambda: self.goto(self.controller.position + 1))
        self.last_button.clicked.connect(lambda: self.goto(self.controller.total))
        self.slider.valueChanged.connect(self.goto)
        self.view_box.currentIndexChanged.connect(self._view_changed)
        self.continue_button.clicked.connect(self._continue)
        controller.state_changed.connect(self.scene.sync)
        controller.log_reset.connect(self._reset_log)
        controller.status_changed.connect(self.position_label.setText)
        self.retranslate()
        self.resize(1280, 820)
        keep_on_screen(self, self.size())
        self.resizeDocks([self.log_dock], [max(260, self.width() // 4)], Qt.Orientation.Horizontal)
        self.goto(controller.total)
        self.view.fit()

    def _build_layout(self) -> None:
        bar = QWidget(self)
        row = QHBoxLayout()
        for widget in (self.first_button, self.back_button, self.next_button, self.last_button):
            row.addWidget(widget)
        row.addWidget(self.slider, 1)
        row.addWidget(self.position_label)
        second = QHBoxLayout()
        second.addWidget(self.view_label)
        second.addWidget(self.view_box)
        second.addStretch(1)
        second.addWidget(self.continue_button)
        column = QVBoxLayout(bar)
        column.setContentsMargins(8, 4, 8, 4)
        column.addLayout(row)
        column.addLayout(second)
        central = QWidget(self)
        layout = QVBoxLayout(central)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.view, 1)
        layout.addWidget(bar)
        self.setCentralWidget(central)

    # ---- moving --------------------------------------------------------------------------
    def goto(self, position: int) -> None:
        """Show the position after ``position`` moves."""
        position = max(0, min(self.controller.total, int(position)))
        if position != self.controller.position or self.slider.value() != position:
            self.controller.goto(position)
        self.slider.blockSignals(True)
        self.slider.setValue(position)
        self.slider.blockSignals(False)
        self.first_button.setEnabled(position > 0)
        self.back_button.setEnabled(position > 0)
        self.next_button.setEnabled(position < self.controller.total)
        self.last_button.setEnabled(position < self.controller.total)
        self.position_label.setText(self.controller.status_text())

    def step_round(self, forward: bool) -> None:
        """Go to the start of the next (or this / the previous) round."""
        here = self.controller.position
        starts = [0] + [start for start, _ in self.controller.round_starts] + [self.controller.total]
        target = next((s for s in starts if s > here), here) if forward else \
            next((s for s in reversed(starts) if s < here), 0)
        self.goto(target)

    def _reset_log(self) -> None:
        self.log_dock.set_lines(self.controller.log_lines())

    def _view_changed(self) -> None:
        seat = self.view_box.currentData()
        if seat is not None:
            self.controller.view_as(seat)

    def _continue(self) -> None:
        record, state = self.controller.branch_record()
        self.continue_requested.emit(record, state)

    # ---- texts and keys ------------------------------------------------------------------
    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Replay — {game}").format(game=render(self.controller.game.name)))
        self.first_button.setToolTip(self.tr("First move (Home)"))
        self.back_button.setToolTip(self.tr("Previous move (←)"))
        self.next_button.setToolTip(self.tr("Next move (→)"))
        self.last_button.setToolTip(self.tr("Last move (End)"))
        self.slider.setToolTip(self.tr("Drag through the game; a mark shows where each round begins "
                                       "(PgUp / PgDn: a round)"))
        self.view_label.setText(self.tr("Show the table as"))
        self.continue_button.setText(self.tr("Continue from here"))
        self.continue_button.setToolTip(self.tr("A new game from this position; the original stays as it was"))
        chosen = self.view_box.currentData()
        self.view_box.blockSignals(True)
        self.view_box.clear()
        for seat in range(len(self.controller.options.seats)):
            self.view_box.addItem(self.controller.seat_name(seat), seat)
        if self.controller.finished:
            self.view_box.addItem(self.tr("Everything (the game is over)"), EVERYTHING)
        index = self.view_box.findData(chosen if chosen is not None else self.controller.viewer())
        self.view_box.setCurrentIndex(max(0, index))
        self.view_box.blockSignals(False)
        self.position_label.setText(self.controller.status_text())
        self._reset_log()

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        keys: dict[int, Any] = {
            Qt.Key.Key_Left: lambda: self.goto(self.controller.position - 1),
            Qt.Key.Key_Right: lambda: self.goto(self.controller.position + 1),
            Qt.Key.Key_Home: lambda: self.goto(0),
            Qt.Key.Key_End: lambda: self.goto(self.controller.total),
            Qt.Key.Key_PageUp: lambda: self.step_round(False),
            Qt.Key.Key_PageDown: lambda: self.step_round(True),
        }
        action = keys.get(event.key())
        if action is None:
            super().keyPressEvent(event)
            return
        action()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.controller.set_translator(engine_translate, current_language())
            self.retranslate()
        super().changeEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        self.controller.shutdown()
        super().closeEvent(event)

