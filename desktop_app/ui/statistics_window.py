"""History ▸ Statistics: the plays kept, per game and per player, with charts.

Filters (game, player count, a module that was on, a date range) narrow everything shown: the
players' table (plays, wins, win rate, mean and best score, results against each computer
level), the list of plays (a play with a record can be replayed) and three charts (score
distribution, mean points per category stacked per player, a player's win rate over time).
Export and import (BG Stats ``.bgsplay``, CSV) sit below.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QDate, QEvent, QSize, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDateEdit,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.game import game_ids, game_info, get_game
from desktop_app.engine.text import TextError
from desktop_app.history.database import HistoryDB, PlayFilter
from desktop_app.history.exchange import read_bgsplay, write_bgsplay, write_csv
from desktop_app.history.play import Play
from desktop_app.history.stats import (
    COMPUTER_KINDS,
    GameStats,
    score_distribution,
    statistics,
    win_rate_over_time,
)
from desktop_app.ui.errors import show_error
from desktop_app.ui.history_charts import category_chart, score_distribution_chart, win_rate_chart
from desktop_app.ui.i18n import name_lang, render
from desktop_app.ui.screen_fit import keep_on_screen

LEVELS = ("easy", "normal", "hard")
"""The computer levels the table reports results against."""


@lru_cache(maxsize=8)
def option_specs(game_id: str) -> tuple:
    """The option specs of ``game_id`` with its built-in content (for the modules' names)."""
    game = get_game(game_id)
    try:
        return tuple(game.option_specs(game.load_content()))
    except Exception:  # noqa: BLE001 - content that cannot load only costs the names
        return ()


class StatisticsWindow(QDialog):
    """The statistics of the play history in ``db`` (the window does not own the database).

    ``replay_requested(Play)`` asks the owner to open a play in the replay viewer.
    """

    replay_requested = Signal(object)

    def __init__(self, db: HistoryDB, parent: QWidget | None = None, game: str | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("statistics_window")
        self.db = db
        self.plays: list[Play] = []
        self.stats: dict[str, GameStats] = {}
        self.game_box = QComboBox(self)
        self.players_box = QComboBox(self)
        self.module_box = QComboBox(self)
        self.since = QDateEdit(self)
        self.until = QDateEdit(self)
        for edit in (self.since, self.until):
            edit.setCalendarPopup(True)
            edit.setDisplayFormat("yyyy-MM-dd")
        self.person_box = QComboBox(self)
        self.summary = QLabel(self)
        self.table = QTableWidget(self)
        self.table.setObjectName("statistics_table")
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.verticalHeader().setVisible(False)
        self.plays_table = QTableWidget(self)
        self.plays_table.setObjectName("plays_table")
        self.plays_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.plays_table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.plays_table.verticalHeader().setVisible(False)
        self.tabs = QTabWidget(self)
        self.replay_button = QPushButton(self)
        self.export_bgs_button = QPushButton(self)
        self.export_csv_button = QPushButton(self)
        self.import_button = QPushButton(self)
        self.close_button = QPushButton(self)
        self.filter_labels = [QLabel(self) for _ in range(5)]
        self._build_layout()
        self._fill_game_box(game)
        self.game_box.currentIndexChanged.connect(self._game_changed)
        for box in (self.players_box, self.module_box, self.person_box):
            box.currentIndexChanged.connect(self.refresh)
        self.since.dateChanged.connect(self.refresh)
        self.until.dateChanged.connect(self.refresh)
        self.replay_button.clicked.connect(self._replay_selected)
        self.plays_table.itemSelectionChanged.connect(self._update_buttons)
        self.export_bgs_button.clicked.connect(lambda: self.export(bgsplay=True))
        self.export_csv_button.clicked.connect(lambda: self.export(bgsplay=False))
        self.import_button.clicked.connect(lambda: self.import_file())
        self.close_button.clicked.connect(self.accept)
        self.retranslate()
        self._game_changed()
        keep_on_screen(self, QSize(1100, 720))

    def _build_layout(self) -> None:
        filters = QHBoxLayout()
        for label, widget in zip(self.filter_labels, (self.game_box, self.players_box, self.module_box,
                                                      self.since, self.until), strict=True):
            filters.addWidget(label)
            filters.addWidget(widget)
        filters.addStretch(1)
        people = QHBoxLayout()
        self.person_label = QLabel(self)
        people.addWidget(self.person_label)
        people.addWidget(self.person_box)
        people.addStretch(1)
        buttons = QHBoxLayout()
        for button in (self.replay_button, self.export_bgs_button, self.export_csv_button, self.import_button):
            buttons.addWidget(button)
        buttons.addStretch(1)
        buttons.addWidget(self.close_button)
        layout = QVBoxLayout(self)
        layout.addLayout(filters)
        layout.addWidget(self.summary)
        layout.addWidget(self.table, 2)
        layout.addLayout(people)
        layout.addWidget(self.tabs, 3)
        layout.addLayout(buttons)

    def _fill_game_box(self, game: str | None) -> None:
        self.game_box.addItem("", None)
        for gid in game_ids():
            if game_info(gid).implemented:
                self.game_box.addItem(render(game_info(gid).name), gid)
        if game is not None:
            self.game_box.setCurrentIndex(max(0, self.game_box.findData(game)))

    # ---- filters -------------------------------------------------------------------------
    def current_filter(self) -> PlayFilter:
        """The filter the widgets describe."""
        module = self.module_box.currentData()
        return PlayFilter(game=self.game_box.currentData(), players=self.players_box.currentData(),
                          modules=(module,) if module else (),
                          since=self.since.date().toString("yyyy-MM-dd"),
                          until=self.until.date().toString("yyyy-MM-dd"))

    def _game_changed(self) -> None:
        """A new game: the player counts, modules and date range of its plays, then everything redrawn."""
        game = self.game_box.currentData()
        plays = self.db.plays(PlayFilter(game=game))
        for box in (self.players_box, self.module_box, self.since, self.until):
            box.blockSignals(True)
        self.players_box.clear()
        self.players_box.addItem(self.tr("Any"), None)
        for count in sorted({p.players for p in plays}):
            self.players_box.addItem(str(count), count)
        self.module_box.clear()
        self.module_box.addItem(self.tr("Any"), None)
        for key in sorted({k for p in plays for k, v in p.options.items() if v is True}):
            self.module_box.addItem(self._module_name(game, key), key)
        days = sorted(p.played_at[:10] for p in plays) or [QDate.currentDate().toString("yyyy-MM-dd")]
        self.since.setDate(QDate.fromString(days[0], "yyyy-MM-dd"))
        self.until.setDate(QDate.fromString(days[-1], "yyyy-MM-dd").addDays(0))
        for box in (self.players_box, self.module_box, self.since, self.until):
            box.blockSignals(False)
        self.refresh()

    def _module_name(self, game: str | None, key: str) -> str:
        """A module's name as players know it (the game's option name), else its key in words."""
        if game is not None and game in game_ids():
            for spec in option_specs(game):
                if spec.key == key:
                    return render(spec.name)
        return key.replace("_", " ")

    def refresh(self) -> None:
        """Read the plays the filters let through and redraw the table, the plays and the charts."""
        self.plays = self.db.plays(self.current_filter())
        self.stats = statistics(self.plays)
        self.summary.setText(self.tr("Plays: {plays} · games: {games}").format(
            plays=len(self.plays), games=len(self.stats)))
        self._fill_people()
        self._fill_table()
        self._fill_plays()
        self._draw_charts()
        self._update_buttons()

    def _lines(self):
        return [(gid, line) for gid, stats in self.stats.items() for line in stats.players]

    def _fill_people(self) -> None:
        chosen = self.person_box.currentData()
        self.person_box.blockSignals(True)
        self.person_box.clear()
        keys = []
        for _, line in self._lines():
            if line.key not in keys:
                keys.append(line.key)
                self.person_box.addItem(self._shown(line.name, line.kind), line.key)
        index = self.person_box.findData(chosen)
        self.person_box.setCurrentIndex(index if index >= 0 else 0)
        self.person_box.blockSignals(False)

    def _shown(self, name: str, kind: str) -> str:
        if kind in COMPUTER_KINDS:
            return self.tr("Computer ({level})").format(level=self._level(kind))
        return name

    def _seat(self, name: str, kind: str) -> str:
        """A seat as the list of plays names it: its name, and the level of a computer player."""
        if kind in COMPUTER_KINDS:
            return self.tr("{name} (computer, {level})").format(name=name, level=self._level(kind))
        return name

    def _level(self, kind: str) -> str:
        return {"easy": self.tr("easy"), "normal": self.tr("normal"), "hard": self.tr("hard"),
                "random": self.tr("random")}.get(kind, kind)

    def _fill_table(self) -> None:
        headers = [self.tr("Game"), self.tr("Player"), self.tr("Plays"), self.tr("Wins"), self.tr("Win rate"),
                   self.tr("Mean score"), self.tr("Best score")]
        headers += [self.tr("vs {level}").format(level=self._level(level)) for level in LEVELS]
        lines = self._lines()
        self.table.clear()
        self.table.setColumnCount(len(headers))
        self.table.setHorizontalHeaderLabels(headers)
        self.table.setRowCount(len(lines))
        for row, (gid, line) in enumerate(lines):
            cells = [render(game_info(gid).name) if gid in game_ids() else gid, self._shown(line.name, line.kind),
                     str(line.plays), str(line.wins), f"{line.win_rate:.0%}", f"{line.mean_score:.1f}",
                     str(line.best_score)]
            for level in LEVELS:
                played, won = line.against.get(level, (0, 0))
                cells.append(self.tr("{wins} of {plays}").format(wins=won, plays=played) if played else "–")
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if col >= 2:
                    item.setTextAlignment(Qt.AlignmentFlag.AlignCenter)
                self.table.setItem(row, col, item)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.table.horizontalHeader().setStretchLastSection(True)

    def _fill_plays(self) -> None:
        headers = [self.tr("Date"), self.tr("Game"), self.tr("Players and scores"), self.tr("Winner")]
        self.plays_table.clear()
        self.plays_table.setColumnCount(len(headers))
        self.plays_table.setHorizontalHeaderLabels(headers)
        ordered = sorted(self.plays, key=lambda p: p.played_at, reverse=True)
        self.plays_table.setRowCount(len(ordered))
        for row, play in enumerate(ordered):
            scores = ", ".join(f"{self._seat(s.name, s.kind)} {s.total}" for s in play.seats)
            cells = [play.played_at[:16], render(game_info(play.game).name) if play.game in game_ids() else play.game,
                     scores, ", ".join(self._seat(s.name, s.kind) for s in play.seats if s.winner)]
            for col, text in enumerate(cells):
                item = QTableWidgetItem(text)
                item.setData(Qt.ItemDataRole.UserRole, play.uuid)
                self.plays_table.setItem(row, col, item)
        self.plays_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        self.plays_table.horizontalHeader().setStretchLastSection(True)

    def _draw_charts(self) -> None:
        current = self.tabs.currentIndex()
        while self.tabs.count():
            page = self.tabs.widget(0)
            self.tabs.removeTab(0)
            if page is not self.plays_table:
                page.deleteLater()
        self.tabs.addTab(self.plays_table, self.tr("List of plays"))
        key = self.person_box.currentData()
        who = self.person_box.currentText()
        totals = score_distribution(self.plays, key)
        self.tabs.addTab(score_distribution_chart(totals, self.tr("Scores of {who}").format(who=who),
                                                  self.tr("Plays"), self), self.tr("Score distribution"))
        game = self.game_box.currentData() or next(iter(self.stats), None)
        if game in self.stats:
            stats = self.stats[game]
            lang = name_lang()
            players = [self._shown(p.name, p.kind) for p in stats.players[:8]]
            categories = [((en if lang == "en" else zh), [p.category_means().get(cat, 0.0) for p in stats.players[:8]])
                          for cat, (en, zh) in stats.categories.items()]
            title = self.tr("Mean points by category — {game}").format(
                game=render(game_info(game).name) if game in game_ids() else game)
            self.tabs.addTab(category_chart(players, categories, title, self), self.tr("Points by category"))
        self.tabs.addTab(win_rate_chart(win_rate_over_time(self.plays, key) if key else [],
                                        self.tr("Win rate of {who} over time").format(who=who),
                                        self.tr("Win rate"), self), self.tr("Win rate over time"))
        self.tabs.setCurrentIndex(max(0, min(current, self.tabs.count() - 1)))

    # ---- actions -------------------------------------------------------------------------
    def selected_play(self) -> Play | None:
        """The play selected in the list of plays."""
        items = self.plays_table.selectedItems()
        if not items:
            return None
        uid = items[0].data(Qt.ItemDataRole.UserRole)
        return next((p for p in self.plays if p.uuid == uid), None)

    def _update_buttons(self) -> None:
        play = self.selected_play()
        self.replay_button.setEnabled(play is not None and play.record is not None)

    def _replay_selected(self) -> None:
        play = self.selected_play()
        if play is not None and play.record is not None:
            self.replay_requested.emit(play)

    def export(self, bgsplay: bool, path: Path | None = None) -> Path | None:
        """Write the plays shown as a BG Stats file or CSV (asks where when ``path`` is None)."""
        if path is None:
            suffix = "bgsplay" if bgsplay else "csv"
            kind = self.tr("BG Stats play files (*.bgsplay)") if bgsplay else self.tr("CSV files (*.csv)")
            chosen, _ = QFileDialog.getSaveFileName(self, self.tr("Export plays"),
                                                    str(Path.home() / f"board-table-plays.{suffix}"), kind)
            if not chosen:
                return None
            path = Path(chosen)
        try:
            count = write_bgsplay(self.plays, path) if bgsplay else write_csv(self.plays, path)
        except TextError as exc:
            show_error(self, self.tr("Export failed"), render(exc.text))
            return None
        self.summary.setText(self.tr("{count} plays exported to {file}").format(count=count, file=str(path)))
        return path

    def import_file(self, path: Path | None = None) -> int | None:
        """Add the plays of a BG Stats file (each play once); returns how many were new."""
        if path is None:
            chosen, _ = QFileDialog.getOpenFileName(self, self.tr("Import plays"), str(Path.home()),
                                                    self.tr("BG Stats play files (*.bgsplay);;All files (*)"))
            if not chosen:
                return None
            path = Path(chosen)
        try:
            imported = read_bgsplay(path)
            added = self.db.add_many(imported.plays)
        except TextError as exc:
            show_error(self, self.tr("Import failed"), render(exc.text))
            return None
        self._game_changed()
        self.summary.setText(self.tr("{added} new plays imported ({kept} already kept, {other} of other games)")
                             .format(added=added, kept=len(imported.plays) - added, other=imported.other_games))
        return added

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        self.setWindowTitle(self.tr("Statistics"))
        self.game_box.setItemText(0, self.tr("All games"))
        for label, text in zip(self.filter_labels, (self.tr("Game"), self.tr("Players"), self.tr("Module"),
                                                    self.tr("From"), self.tr("To")), strict=True):
            label.setText(text)
        self.person_label.setText(self.tr("Charts for"))
        self.replay_button.setText(self.tr("Replay this play…"))
        self.export_bgs_button.setText(self.tr("Export BG Stats…"))
        self.export_csv_button.setText(self.tr("Export CSV…"))
        self.import_button.setText(self.tr("Import BG Stats…"))
        self.close_button.setText(self.tr("Close"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
            self.refresh()
        super().changeEvent(event)
