"""The end-of-game score summary: breakdown, winner(s), tie-break reason, print and PDF export."""

from __future__ import annotations

import html
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QMainWindow,
    QMessageBox,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from desktop_app.engine.scoresheet import ScoreSheet, as_text
from desktop_app.engine.text import Text
from desktop_app.ui.errors import show_error
from desktop_app.ui.i18n import name_lang, render
from desktop_app.ui.score_table import ScoreTable
from desktop_app.ui.screen_fit import keep_on_screen, screen_scale


def winners_text(sheet: ScoreSheet) -> str:
    """"Winner: Ann" / "Winners: Ann, Bob" in the current language, for a final sheet.

    A sheet of a game still in progress has no winners yet: it reads "Standings: 1. Ann (31),
    2. Bob (28)".
    """
    comma = QCoreApplication.translate("ScoreDialog", ", ")
    if not sheet.final:
        if not sheet.players:
            return ""
        places = [QCoreApplication.translate("ScoreDialog", "{rank}. {name} ({points})").format(
            rank=sheet.players[i].rank, name=render(sheet.players[i].name), points=sheet.players[i].total)
            for i in sheet.standings()]
        return QCoreApplication.translate("ScoreDialog", "Standings: {places}").format(places=comma.join(places))
    names = [render(sheet.players[i].name) for i in sheet.winners]
    if not names:
        return ""
    if len(names) == 1:
        return QCoreApplication.translate("ScoreDialog", "Winner: {name}").format(name=names[0])
    return QCoreApplication.translate("ScoreDialog", "Winners: {names}").format(names=comma.join(names))


def solo_rank_text(sheet: ScoreSheet) -> str:
    """"Solo rank: Viscount" for a solo game whose sheet gives the player's rank (``details["solo_rank"]``,
    a name mapping or ``None`` below the lowest rank: Viscounts GAP-13, Unconscious Mind UM-SOLO-05); ""
    for any other game."""
    for player in sheet.players:
        if "solo_rank" in player.details:
            rank = player.details["solo_rank"]
            title = render(rank) if rank else QCoreApplication.translate("ScoreDialog", "none")
            return QCoreApplication.translate("ScoreDialog", "Solo rank: {rank}").format(rank=title)
    return ""


def tie_break_text(reason: Text | str) -> str:
    """The tie-break sentence of a score sheet (see ``rank_by``) in the current language."""
    return render(as_text(reason)) if reason else ""


def print_summary(sheet: ScoreSheet, parent: QWidget) -> None:
    """Print ``sheet`` through the system print dialog (errors shown in a message box)."""
    try:
        from desktop_app.reports import print_sheet

        print_sheet(sheet, parent, name_lang())
    except Exception as exc:  # noqa: BLE001 - any failure becomes a message, never a traceback
        show_error(parent, QCoreApplication.translate("ScoreDialog", "Printing failed"), str(exc))


def export_summary_pdf(sheet: ScoreSheet, parent: QWidget, path: Path | None = None) -> Path | None:
    """Write ``sheet`` as a PDF (asking where when ``path`` is None); returns the file written."""
    if path is None:
        suggested = f"{sheet.game_id}-scores.pdf"
        chosen, _ = QFileDialog.getSaveFileName(
            parent, QCoreApplication.translate("ScoreDialog", "Export score summary as PDF"),
            str(Path.home() / suggested), QCoreApplication.translate("ScoreDialog", "PDF files (*.pdf)"))
        if not chosen:
            return None
        path = Path(chosen)
        if path.suffix.lower() != ".pdf":
            path = path.with_suffix(".pdf")
    try:
        from desktop_app.reports import export_pdf

        export_pdf(sheet, path, name_lang())
    except Exception as exc:  # noqa: BLE001 - any failure becomes a message, never a traceback
        show_error(parent, QCoreApplication.translate("ScoreDialog", "Export failed"), str(exc))
        return None
    confirm_export(parent, path)
    return path


def confirm_export(parent: QWidget, path: Path) -> QMessageBox | None:
    """Say where the PDF went, as Save does: in the window's status line, or in a small note
    over a dialog (not modal, so nothing waits for it). Returns the note, if one was opened."""
    text = QCoreApplication.translate("ScoreDialog", "Score summary exported to {file}").format(file=str(path))
    window = parent.window() if parent is not None else None
    if isinstance(window, QMainWindow):
        window.statusBar().showMessage(text, 6000)
        return None
    note = QMessageBox(QMessageBox.Icon.Information, QCoreApplication.translate("ScoreDialog", "PDF exported"),
                       text, QMessageBox.StandardButton.Ok, parent)
    note.setObjectName("export_confirmation")
    note.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    note.open()
    return note


CHART_HEIGHT, CHART_MIN_HEIGHT = 300, 220
"""The score-over-the-game chart's height where the screen has room, and its least (on a short screen
the chart gives way, never the score table)."""


class ScoreDialog(QDialog):
    """Shows a final :class:`ScoreSheet` with "Print score summary" and "Export PDF" buttons."""

    def __init__(self, sheet: ScoreSheet, colours: list[str] | None = None,
                 parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("score_dialog")
        self.sheet = sheet
        self.colours = list(colours or [])
        self.last_pdf: Path | None = None
        self.grown = screen_scale(parent)
        """How much larger than at 1366×768 the summary's text is (a larger screen: see screen_fit)."""
        self.title = QLabel(self)
        font = QFont()
        font.setPointSize(16)
        font.setBold(True)
        self.title.setFont(font)
        if self.grown > 1.0:  # the dialog's grown text would set the title's size too
            self.title.setStyleSheet(f"font-size: {16 * self.grown:.2f}pt;")
        self.title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner = QLabel(self)
        self.winner.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner.setTextFormat(Qt.TextFormat.RichText)
        self.winner.setWordWrap(True)
        self.table = ScoreTable(self)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Maximum)
        self.table.show_sheet(sheet, colours)
        self.buttons = QDialogButtonBox(self)
        self.print_button = QPushButton(self)
        self.pdf_button = QPushButton(self)
        self.close_button = self.buttons.addButton(QDialogButtonBox.StandardButton.Close)
        self.buttons.addButton(self.print_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.addButton(self.pdf_button, QDialogButtonBox.ButtonRole.ActionRole)
        self.buttons.rejected.connect(self.reject)
        self.close_button.clicked.connect(self.accept)
        self.print_button.clicked.connect(lambda: print_summary(self.sheet, self))
        self.pdf_button.clicked.connect(self.export_pdf)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(20, 18, 20, 14)
        layout.setSpacing(12)
        layout.addWidget(self.title)
        layout.addWidget(self.winner)
        layout.addWidget(self.table)
        self.progress_chart: QWidget | None = None
        layout.addStretch(1)
        layout.addWidget(self.buttons)
        self.retranslate()
        keep_on_screen(self, QSize(max(480, 160 + 120 * len(sheet.players)), self.sizeHint().height()), grow=True)

    def show_progress(self, progress: list[list[int]]) -> None:
        """Add the chart of each player's score after each round (an app game's summary)."""
        from desktop_app.reports.progress_chart import WORDS
        from desktop_app.ui.colour_blind import player_colour
        from desktop_app.ui.history_charts import score_progress_chart

        self.sheet.progress = [list(row) for row in progress]
        colours = [player_colour(c, i) for i, c in enumerate(self.colours)]
        words = WORDS[name_lang()]
        self.progress_chart = score_progress_chart(
            progress, [render(p.name) for p in self.sheet.players], colours, words["title"], words["round"],
            words["points"], self)
        self.progress_chart.setMinimumHeight(round(CHART_MIN_HEIGHT * self.grown))
        policy = self.table.sizePolicy()  # with the chart, a short screen shrinks the chart, never the table
        policy.setVerticalPolicy(QSizePolicy.Policy.Fixed)
        self.table.setSizePolicy(policy)
        layout = self.layout()
        layout.insertWidget(layout.indexOf(self.table) + 1, self.progress_chart, 1)
        layout.setStretch(layout.count() - 2, 0)  # the spacer above the buttons: the chart takes the room
        room = self.sizeHint().height() + round((CHART_HEIGHT - CHART_MIN_HEIGHT) * self.grown)
        keep_on_screen(self, QSize(max(self.width(), round(640 * self.grown)), room))

    def retranslate(self) -> None:
        """Set the texts in the current language."""
        game = render(self.sheet.game_name)
        self.setWindowTitle(self.tr("Score summary — {game}").format(game=game))
        final = self.sheet.final
        self.title.setText(self.tr("Final scores") if final else self.tr("Scores so far"))
        big, large = f"{14 * self.grown:.2f}pt", f"{12 * self.grown:.2f}pt"
        lines = [f"<span style='font-size:{big}; font-weight:600'>{html.escape(winners_text(self.sheet))}</span>"]
        rank = solo_rank_text(self.sheet)
        if rank:
            lines.append(f"<span style='font-size:{large}; font-weight:600'>{html.escape(rank)}</span>")
        if self.sheet.tie_break:
            reason = tie_break_text(self.sheet.tie_break)
            lines.append(html.escape(self.tr("Tie-break: {reason}").format(reason=reason)))
        if self.sheet.seed is not None:
            seed = self.tr("Seed {seed}").format(seed=self.sheet.seed)
            lines.append(f"<span style='color:#777'>{html.escape(seed)}</span>")
        self.winner.setText("<br>".join(lines))
        self.print_button.setText(self.tr("Print score summary…"))
        self.pdf_button.setText(self.tr("Export PDF…"))
        self.table.refresh()

    def export_pdf(self, path: Path | None = None) -> Path | None:
        """Export the summary as PDF (asks where when ``path`` is None)."""
        self.last_pdf = export_summary_pdf(self.sheet, self, path if isinstance(path, Path) else None)
        return self.last_pdf

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
