"""The frame every game is played in: board, docks, status line, menus and the privacy screen.

The window only shows things and forwards requests: every change of the game goes through the
controller (submit, undo, redo, save); the window listens to its signals. It also keeps play
fair and smooth for every game: the table pauses under dialogs and while minimised
(:mod:`table_pause`), the keys go back to the board after a dialog or a menu, the log is
re-rendered after undo and a language switch, a stale refusal leaves the status line on the next
change, **Finish the day** fast-forwards the computer players once no person has anything left to
do, and a finished game offers **Play again** and **Back to library** (:mod:`game_over`).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QElapsedTimer,
    QEvent,
    QPointF,
    QSettings,
    QSize,
    Qt,
    QTimer,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QFileDialog,
    QLabel,
    QMainWindow,
    QProgressBar,
    QPushButton,
    QWidget,
)

from desktop_app.controllers.game_controller import GameController
from desktop_app.controllers.paths import SAVE_SUFFIX, user_data_dir
from desktop_app.controllers.play_history import record_finished_game
from desktop_app.reports import cjk_font_family
from desktop_app.ui.board_view import BoardView
from desktop_app.ui.docks import LogDock, RulesDock, ScoreDock
from desktop_app.ui.errors import LOG, show_error
from desktop_app.ui.game_over import GameOverFlow
from desktop_app.ui.help_dialogs import show_about, show_rules
from desktop_app.ui.history_menu import HistoryActions
from desktop_app.ui.i18n import current_language, engine_translate, render
from desktop_app.ui.menus import CalculatorMenu, LanguageMenu
from desktop_app.ui.open_game import open_saved_game, save_file_filter
from desktop_app.ui.privacy import PrivacyScreen
from desktop_app.ui.scene_base import GameScene, collect_when_gone
from desktop_app.ui.scenes import create_scene
from desktop_app.ui.score_dialog import ScoreDialog, export_summary_pdf, print_summary
from desktop_app.ui.screen_fit import grow_text, keep_on_screen, scaled, screen_scale
from desktop_app.ui.table_pause import RULES, TableWatch

ANIMATION_SPEEDS = (("off", 0.0), ("normal", 1.0), ("fast", 2.5))
"""View ▸ Animation speed choices: (key, speed factor)."""
REFUSAL_MIN_MS = 2500
"""A refusal stays in the status line at least this long, then leaves at the next change of the game."""


class GameWindow(QMainWindow):
    """A game in progress: the scene in a zoomable view, log / scores / rules docks, menus."""

    new_game_requested = Signal()
    """Game ▸ New: the game closes (it stays resumable) and the library offers a new game."""
    closed = Signal()
    """The window was closed (the controller is shut down; the library shows again)."""

    def __init__(self, controller: GameController, parent: QWidget | None = None,
                 save_path: Path | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game_window")
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, False)
        self.controller: GameController | None = None
        self.scene: GameScene | None = None
        self.save_path = save_path
        self.score_dialog: ScoreDialog | None = None
        self._final_sheet: tuple[GameController, Any] | None = None
        settings = QSettings()
        self.colour_blind = settings.value("colour_blind", False, type=bool)
        try:
            self.animation_speed = max(0.0, float(settings.value("animation_speed", 1.0)))
        except (TypeError, ValueError):  # a hand-edited settings file
            self.animation_speed = 1.0
        self.view = BoardView(self)
        self.setCentralWidget(self.view)
        self.log_dock = LogDock(self)
        self.score_dock = ScoreDock(self)
        self.rules_dock = RulesDock(self)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.score_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.log_dock)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.rules_dock)
        scale = screen_scale(self)
        self.resizeDocks([self.score_dock, self.log_dock, self.rules_dock],
                         [round(170 * scale), round(400 * scale), round(150 * scale)], Qt.Orientation.Vertical)
        self.resizeDocks([self.score_dock], [round(340 * scale)], Qt.Orientation.Horizontal)
        self.status_label = QLabel(self)
        self.status_label.setObjectName("status_label")
        self.status_label.setStyleSheet("font-weight: 600;")
        self.refusal_label = QLabel(self)
        self.refusal_label.setObjectName("refusal_label")
        self.refusal_label.setStyleSheet("color: #B3261E; font-weight: 600;")
        self.thinking_label = QLabel(self)
        self.thinking_bar = QProgressBar(self)
        self.thinking_bar.setRange(0, 0)
        self.thinking_bar.setMaximumWidth(round(90 * scale))
        self.thinking_bar.setMaximumHeight(round(12 * scale))
        self.thinking_bar.setTextVisible(False)
        self.finish_button = QPushButton(self)
        self.finish_button.setObjectName("finish_day_button")
        self.finish_button.setStyleSheet("QPushButton { background: #E0B12B; color: #1F1F1F; font-weight: 600;"
                                         " border-radius: 6px; padding: 3px 14px; }")
        self.finish_button.clicked.connect(self.finish_the_day)
        self.finish_button.hide()
        status = self.statusBar()
        status.addWidget(self.status_label, 1)
        status.addWidget(self.refusal_label, 2)
        status.addPermanentWidget(self.finish_button)
        status.addPermanentWidget(self.thinking_label)
        status.addPermanentWidget(self.thinking_bar)
        self._set_thinking(None)
        self._refusal_age = QElapsedTimer()
        self._refusal_generation = -1
        self._refusal_timer = QTimer(self)
        self._refusal_timer.setSingleShot(True)
        self._refusal_timer.timeout.connect(self._clear_refusal)
        self._header: tuple[int, int] = (0, 0)
        self.watch = TableWatch(self)
        self.game_over_flow = GameOverFlow(self)
        self.privacy = PrivacyScreen(self)
        self.privacy.acknowledged.connect(self._privacy_acknowledged)
        self.view.hovered.connect(self._hovered)
        self._build_menus()
        self.panel_scale = scale
        """How much larger than at 1366×768 the docks and the status line are (the screen's scale)."""
        for panel in (self.score_dock, self.log_dock, self.rules_dock, status):
            grow_text(panel, scale)  # a larger screen: the panels' text grows as the table does
        self.resize(scaled(QSize(1280, 820), scale))
        self._restore_layout(settings)
        keep_on_screen(self, self.size())  # a size saved on a larger screen is trimmed to this one
        self.set_controller(controller)

    # ---- controller wiring ---------------------------------------------------------------
    def set_controller(self, controller: GameController) -> None:
        """Show ``controller``'s game (after New/Open the old one is shut down).

        The new game's scene is built first: if that fails the old game keeps running and the
        exception propagates (the new controller is shut down).
        """
        try:
            scene = create_scene(controller)
        except Exception:
            controller.shutdown()
            controller.deleteLater()
            raise
        old = self.controller
        if old is not None:
            for signal in (old.state_changed, old.refused, old.status_changed, old.bot_thinking,
                           old.privacy_required, old.game_over, old.log_line, old.log_reset):
                signal.disconnect()
            old.undo_stack.indexChanged.disconnect(self._update_undo_actions)
            old.shutdown()
        self.controller = controller
        self.score_dialog = None  # another game's summary
        # Both belong to the window, the scene first: the window's end deletes the scene (its items,
        # timers and the connections that hold Python objects) before the controller it uses.
        scene.setParent(self)
        controller.setParent(self)
        collect_when_gone(controller)
        controller.set_translator(engine_translate, current_language())
        controller.set_animation_speed(self._bot_pause_factor())
        controller.state_changed.connect(self._state_changed)
        controller.refused.connect(self._refused)
        controller.status_changed.connect(self.status_label.setText)
        controller.bot_thinking.connect(self._bot_thinking)
        controller.privacy_required.connect(self._privacy_required)
        controller.game_over.connect(self._game_over)
        controller.log_line.connect(self.log_dock.append)
        controller.log_reset.connect(self.reset_log)
        controller.undo_stack.indexChanged.connect(self._update_undo_actions)
        self._header = (controller.seed, len(controller.record.actions))
        self.reset_log()
        self.watch.apply_to_new_controller()
        old_scene = self.scene
        self.scene = scene
        self.scene.refused_locally.connect(self._refused)
        self.scene.set_colour_blind(self.colour_blind)
        self.scene.set_animation_speed(self.animation_speed)
        self.view.setScene(self.scene)
        if old_scene is not None:
            old_scene.deleteLater()
        if old is not None:
            old.deleteLater()  # after its scene
        self.privacy.hide()
        pending = controller.privacy_pending()
        if pending is not None:
            self._privacy_required(pending)
        self.status_label.setText(controller.status_text())
        self._clear_refusal()
        self._set_thinking(None)
        self._refresh()
        rows = self.score_dock.table.rowCount() + 1
        self.resizeDocks([self.score_dock], [round(self.panel_scale * min(40 + 26 * rows, 420))],
                         Qt.Orientation.Vertical)
        self.score_dock.fit_to_players()
        self.view.fit()
        self.retranslate()
        if not getattr(self.scene, "manages_clock", False):
            controller.start_clock()

    def reset_log(self) -> None:
        """Show the whole log again from the controller (after undo or redo, in the current language)."""
        controller = self.controller
        seed, count = self._header
        lines = [self.tr("{game} — seed {seed}, {count} actions so far").format(
            game=render(controller.game.name), seed=seed, count=count)]
        if cjk_font_family() is None:
            lines.append(self.tr("No Chinese (CJK) font found: 繁體中文 text will print as empty boxes. "
                                 "Install a CJK font such as Noto Sans CJK (fonts-noto-cjk)."))
        self.log_dock.set_lines(lines + controller.log_lines())

    def _refresh(self) -> None:
        controller = self.controller
        self.score_dock.show_sheet(controller.score_sheet(), [s.colour for s in controller.options.seats])
        self._update_undo_actions()
        self._update_finish_button()

    def _state_changed(self, events: list) -> None:
        self.scene.sync(events)
        self._age_refusal(events)
        self._refresh()

    def _refused(self, message: str) -> None:
        self.refusal_label.setText(message)
        self.refusal_label.setToolTip(message)
        self._refusal_age.start()
        self._refusal_generation = self.controller.generation if self.controller is not None else -1
        self._refusal_timer.stop()

    def _age_refusal(self, events: list) -> None:
        """A refusal leaves the status line on the next change of the game (not on clock ticks).

        The viewer's own move clears it at once; any other change once it has been shown for
        :data:`REFUSAL_MIN_MS` (so a busy table of computer players does not wipe it unread).
        """
        if not self.refusal_label.text() or self.controller.generation == self._refusal_generation:
            return
        viewer = self.controller.viewer()
        age = self._refusal_age.elapsed() if self._refusal_age.isValid() else REFUSAL_MIN_MS
        if age >= REFUSAL_MIN_MS or any(getattr(e, "player", None) == viewer for e in events):
            self._clear_refusal()
        elif not self._refusal_timer.isActive():
            self._refusal_timer.start(REFUSAL_MIN_MS - age)

    def _reword_refusal(self) -> None:
        """After a language switch the refusal shown is worded again (a scene's own refusal leaves)."""
        again = self.controller.refusal_again(self.refusal_label.text())
        self.refusal_label.setText(again)
        self.refusal_label.setToolTip(again)

    def _clear_refusal(self) -> None:
        self._refusal_timer.stop()
        self.refusal_label.clear()
        self.refusal_label.setToolTip("")

    def _update_finish_button(self) -> None:
        controller = self.controller
        self.finish_button.setVisible(controller.can_fast_forward() and not controller.fast_forwarding())

    def finish_the_day(self) -> bool:
        """**Finish the day**: every person is done, the computer players' remaining time runs fast."""
        on = self.controller.set_fast_forward(True)
        self._update_finish_button()
        self.watch.focus_board()
        return on

    def _bot_thinking(self, seat: int, thinking: bool) -> None:
        self._set_thinking(seat if thinking else None)

    def _set_thinking(self, seat: int | None) -> None:
        self.thinking_seat = seat
        visible = seat is not None
        self.thinking_bar.setVisible(visible)
        self.thinking_label.setVisible(visible)
        if visible:
            self.thinking_label.setText(self.tr("{name} is thinking…").format(name=self.controller.seat_name(seat)))

    def _privacy_required(self, seat: int) -> None:
        self.privacy.show_for(seat, self.controller.seat_name(seat))

    def _privacy_acknowledged(self, seat: int) -> None:
        self.controller.set_privacy_acknowledged(seat)

    def _game_over(self, sheet: Any) -> None:
        play = self._record_play()
        self.score_dialog = ScoreDialog(sheet, [s.colour for s in self.controller.options.seats], self)
        if play is not None and len(play.progress) > 1:
            self.score_dialog.show_progress(play.progress)
        self._final_sheet = (self.controller, self.score_dialog.sheet)
        self.game_over_flow.offer(self.score_dialog)
        self.score_dialog.open()

    def _record_play(self) -> Any:
        """Keep the finished game in the play history; a history that cannot be written is told in the log."""
        try:
            play, notes = record_finished_game(self.controller, self.controller.played_seconds())
        except Exception:  # noqa: BLE001 - the history never stands between a player and the summary
            LOG.exception("recording the play failed")
            return None
        for note in notes:
            self.log_dock.append(render(note))
        return play

    def _hovered(self, pos: QPointF) -> None:
        rule = self.scene.rule_at(pos) if self.scene is not None else None
        if rule != self.rules_dock.rule:
            self.rules_dock.show_rule(rule)

    # ---- menus ---------------------------------------------------------------------------
    def _action(self, menu, slot, shortcut: Any = None, checkable: bool = False) -> QAction:
        action = QAction(self)
        if shortcut is not None:
            action.setShortcut(QKeySequence(shortcut))
        action.setCheckable(checkable)
        action.triggered.connect(slot)
        menu.addAction(action)
        return action

    def _build_menus(self) -> None:
        bar = self.menuBar()
        key = QKeySequence.StandardKey
        self.game_menu = bar.addMenu("")
        self.new_action = self._action(self.game_menu, self.new_game, key.New)
        self.open_action = self._action(self.game_menu, lambda: self.open_game(), key.Open)
        self.save_action = self._action(self.game_menu, lambda: self.save_game(), key.Save)
        self.save_as_action = self._action(self.game_menu, lambda: self.save_game_as(), key.SaveAs)
        self.close_game_action = self._action(self.game_menu, self.close, key.Close)
        self.game_menu.addSeparator()
        self.print_action = self._action(self.game_menu, self.print_summary, key.Print)
        self.pdf_action = self._action(self.game_menu, lambda: self.export_pdf())
        self.summary_action = self.game_over_flow.add_menu_item(self.game_menu)
        self.calculator_menu = CalculatorMenu(self)
        self.game_menu.addMenu(self.calculator_menu)
        self.history = HistoryActions(self, self.game_menu)
        self.game_menu.addSeparator()
        self.quit_action = self._action(self.game_menu, lambda: QApplication.closeAllWindows(), key.Quit)
        self.quit_action.setMenuRole(QAction.MenuRole.QuitRole)

        self.edit_menu = bar.addMenu("")
        self.undo_action = self._action(self.edit_menu, self.undo, key.Undo)
        self.redo_action = self._action(self.edit_menu, self.redo, key.Redo)
        # a greyed-out menu item takes no keys: these say why instead (only while it is greyed out)
        self.undo_key, self.redo_key = QShortcut(key.Undo, self, self.undo), QShortcut(key.Redo, self, self.redo)

        self.view_menu = bar.addMenu("")
        self.zoom_in_action = self._action(self.view_menu, self.view.zoom_in, key.ZoomIn)
        self.zoom_out_action = self._action(self.view_menu, self.view.zoom_out, key.ZoomOut)
        self.fit_action = self._action(self.view_menu, self.view.fit, "Ctrl+0")
        self.view_menu.addSeparator()
        self.speed_menu = self.view_menu.addMenu("")
        group = QActionGroup(self)
        self.speed_actions: dict[str, QAction] = {}
        for name, speed in ANIMATION_SPEEDS:
            action = self._action(self.speed_menu, lambda _=False, s=speed: self.set_animation_speed(s),
                                  checkable=True)
            action.setChecked(abs(speed - self.animation_speed) < 1e-6)
            group.addAction(action)
            self.speed_actions[name] = action
        self.colour_blind_action = self._action(self.view_menu, self.set_colour_blind, checkable=True)
        self.colour_blind_action.setChecked(self.colour_blind)
        self.view_menu.addSeparator()
        self.language_menu = LanguageMenu(self)
        self.view_menu.addMenu(self.language_menu)
        self.view_menu.addSeparator()
        self.docks_menu = self.view_menu.addMenu("")
        for dock in (self.score_dock, self.log_dock, self.rules_dock):
            self.docks_menu.addAction(dock.toggleViewAction())

        self.help_menu = bar.addMenu("")
        self.rules_action = self._action(self.help_menu, self.show_rules, key.HelpContents)
        self.about_action = self._action(self.help_menu, self.show_about)
        self.about_action.setMenuRole(QAction.MenuRole.AboutRole)
        for menu in (self.game_menu, self.edit_menu, self.view_menu, self.help_menu):
            self.watch.watch_menu(menu)

    def retranslate(self) -> None:
        """Set every text of the window in the current language."""
        game = render(self.controller.game.name) if self.controller else ""
        suffix = f" — {self.save_path.name}" if self.save_path else ""
        self.setWindowTitle(self.tr("{game}{file} — Board Table").format(game=game, file=suffix))
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game…"))
        self.open_action.setText(self.tr("&Open…"))
        self.save_action.setText(self.tr("&Save"))
        self.save_as_action.setText(self.tr("Save &as…"))
        self.close_game_action.setText(self.tr("&Close game"))
        self.print_action.setText(self.tr("&Print score summary…"))
        self.pdf_action.setText(self.tr("&Export score summary as PDF…"))
        self.quit_action.setText(self.tr("&Quit"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.zoom_in_action.setText(self.tr("Zoom &in"))
        self.zoom_out_action.setText(self.tr("Zoom &out"))
        self.fit_action.setText(self.tr("&Fit board to window"))
        self.speed_menu.setTitle(self.tr("&Animation speed"))
        self.speed_actions["off"].setText(self.tr("Off (instant)"))
        self.speed_actions["normal"].setText(self.tr("Normal"))
        self.speed_actions["fast"].setText(self.tr("Fast"))
        self.colour_blind_action.setText(self.tr("&Colour-blind patterns"))
        self.docks_menu.setTitle(self.tr("&Panels"))
        self.help_menu.setTitle(self.tr("&Help"))
        self.rules_action.setText(self.tr("&Rules of {game}").format(game=game))
        self.about_action.setText(self.tr("&About Board Table"))
        self.history.retranslate()
        if self.controller is not None:
            self.controller.set_translator(engine_translate, current_language())
            self._reword_refusal()
            self.scene.sync([])
            self._update_undo_actions()
            if self.thinking_seat is not None:
                self._set_thinking(self.thinking_seat)
            if self.privacy.isVisible():
                self.privacy.retranslate()
            self.reset_log()
            self.finish_button.setText(self.tr("Finish the day"))
            self.finish_button.setToolTip(self.tr("Every person has finished: let the computer players' "
                                                  "remaining time run fast instead of waiting"))
            self.game_over_flow.retranslate()

    def _update_undo_actions(self, *_: Any) -> None:
        can, reason = self.controller.can_undo()
        self.undo_action.setEnabled(can)
        if can:
            self.undo_action.setText(self.tr("&Undo"))
            self.undo_action.setToolTip(self.tr("Undo your last move"))
        else:
            self.undo_action.setText(self.tr("Undo — not possible: {reason}").format(reason=reason))
            self.undo_action.setToolTip(self.tr("Undo is not possible: {reason}").format(reason=reason))
        self.redo_action.setEnabled(self.controller.can_redo())
        self.redo_action.setText(self.tr("&Redo"))
        self.undo_key.setEnabled(not self.undo_action.isEnabled())
        self.redo_key.setEnabled(not self.redo_action.isEnabled())

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.statusBar().clearMessage()  # "Saved to …" was worded in the language before
            self.retranslate()
        super().changeEvent(event)

    # ---- commands ------------------------------------------------------------------------
    def undo(self) -> None:
        """Edit ▸ Undo (the controller refuses with a reason when it cannot)."""
        self.controller.undo()

    def redo(self) -> None:
        """Edit ▸ Redo."""
        self.controller.redo()

    def _file_filter(self) -> str:
        return save_file_filter()

    def save_game(self) -> bool:
        """Game ▸ Save (asks for a file the first time)."""
        if self.save_path is None:
            return self.save_game_as()
        return self.save_to(self.save_path)

    def save_game_as(self) -> bool:
        """Game ▸ Save As."""
        start = self.save_path or (user_data_dir() / f"{self.controller.game.id}{SAVE_SUFFIX}")
        with self.watch.dialog():
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Save game"), str(start), self._file_filter())
        if not chosen:
            return False
        path = Path(chosen)
        if not path.name.endswith(".json"):
            path = path.with_name(path.name + SAVE_SUFFIX)
        return self.save_to(path)

    def save_to(self, path: Path) -> bool:
        """Save to ``path``; a failure is shown as a message and returns False."""
        try:
            self.controller.save(path)
        except OSError as exc:
            show_error(self, self.tr("Could not save the game"), str(exc))
            return False
        self.save_path = path
        self.statusBar().showMessage(self.tr("Saved to {file}").format(file=path.name), 4000)
        self.retranslate()
        return True

    def open_game(self, path: Path | None = None) -> bool:
        """Game ▸ Open: replace this game by a saved one; a bad file changes nothing.

        This game stays resumable unless the opened one has the same game id (then it asks first).
        When the opened game cannot be shown, this game stays and autosaves again.
        """
        start = self.save_path.parent if self.save_path else user_data_dir()
        current = self.controller
        autosaving = current is not None and current.autosave_enabled
        with self.watch.dialog():
            opened = open_saved_game(self, start, path, self)
        if opened is None:
            return False
        controller, chosen = opened
        try:
            self.set_controller(controller)
        except Exception:  # noqa: BLE001 - the game on screen stays; the details go to the log
            LOG.exception("showing %s failed", chosen)
            if autosaving and self.controller is current and not current.autosave_enabled:
                current.keep_autosaving()  # it gave way to a game that never came
            show_error(self, self.tr("Could not open the game"),
                       self.tr("{file}: this file cannot be opened as a Board Table game").format(file=chosen.name))
            return False
        self.save_path = None if chosen == controller.autosave_file() else chosen
        return True

    def new_game(self) -> None:
        """Game ▸ New game: close this game (it stays resumable from the library) and pick a new one."""
        self.new_game_requested.emit()
        self.close()

    def print_summary(self) -> None:
        """Game ▸ Print score summary."""
        with self.watch.dialog():
            print_summary(self._summary_sheet(), self)

    def export_pdf(self, path: Path | None = None) -> Path | None:
        """Game ▸ Export score summary as PDF."""
        with self.watch.dialog():
            return export_summary_pdf(self._summary_sheet(), self, path)

    def _summary_sheet(self) -> Any:
        """The live sheet; once the game on screen is over, its final summary's (with the score after
        each round), so Game ▸ Print / Export give what the summary's own buttons give."""
        final = self._final_sheet
        return final[1] if final is not None and final[0] is self.controller else self.controller.score_sheet()

    def show_rules(self) -> None:
        """Help ▸ Rules of this game (a one-person table pauses while they are open)."""
        dialog = show_rules(self, self.controller.game)
        self.watch.pause_while(dialog, RULES)

    def show_about(self) -> None:
        """Help ▸ About."""
        with self.watch.dialog():
            show_about(self)

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt override)
        # A key no widget took (the log or a dock had the focus): the board's shortcuts still work.
        if self.scene is not None and not self.view.hasFocus() and not self.privacy.isVisible():
            event.ignore()
            QCoreApplication.sendEvent(self.scene, event)
            if event.isAccepted():
                return
        super().keyPressEvent(event)

    def set_colour_blind(self, on: bool) -> None:
        """View ▸ Colour-blind patterns."""
        self.colour_blind = bool(on)
        QSettings().setValue("colour_blind", self.colour_blind)
        self.scene.set_colour_blind(self.colour_blind)

    def set_animation_speed(self, speed: float) -> None:
        """View ▸ Animation speed (0 = instant)."""
        self.animation_speed = speed
        QSettings().setValue("animation_speed", speed)
        self.scene.set_animation_speed(speed)
        self.controller.set_animation_speed(self._bot_pause_factor())

    def _bot_pause_factor(self) -> float:
        return 0.0 if self.animation_speed <= 0 else 1.0 / self.animation_speed

    def _restore_layout(self, settings: QSettings) -> None:
        geometry = settings.value("game_window/geometry")
        if geometry is not None:
            self.restoreGeometry(geometry)
        state = settings.value("game_window/state")
        if state is not None:
            self.restoreState(state)

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 (Qt override)
        settings = QSettings()
        settings.setValue("game_window/geometry", self.saveGeometry())
        settings.setValue("game_window/state", self.saveState())
        if self.controller is not None:
            self.controller.shutdown()
        super().closeEvent(event)
        self.closed.emit()
