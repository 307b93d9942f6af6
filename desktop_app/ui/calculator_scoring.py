"""What the form score calculators share (Gutenberg, Viscounts, Unconscious Mind): scoring the sheet
again and showing the breakdown or the problem, the totals, the PDF and following the language.

A calculator dialog mixes :class:`ScoredFormsMixin` in before ``QDialog`` and has ``forms``,
``sheet``, ``error``, ``error_label``, ``result``, ``table``, ``print_button``, ``pdf_button`` and a
``retranslate`` method; its ``recompute`` calls :meth:`ScoredFormsMixin.show_scoring` with its own
translation function (each game keeps its words in its own context).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import QEvent

from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.ui.i18n import render
from desktop_app.ui.score_dialog import export_summary_pdf, solo_rank_text, tie_break_text, winners_text

COLOURS = ("red", "blue", "green", "yellow")
"""The seat colours of a calculator's players, in order."""


class ScoredFormsMixin:
    """The scoring half of a form calculator dialog (see the module docstring)."""

    sheet: ScoreSheet | None
    error: str
    forms: list[Any]

    def mark_problem(self, problem: str) -> None:
        """Outline the field ``problem`` names ("" clears it); a calculator may do it, by default not."""

    def show_scoring(self, score: Callable[[], ScoreSheet], words: Callable[[str], str], notes: bool = False) -> None:
        """Score with ``score()``; show the breakdown (the winners, the tie-break, and the sheet's notes
        when ``notes``), or the problem naming the player and the field with Print and PDF greyed out.
        ``words`` is the calculator's own translation function (its game's context)."""
        try:
            self.sheet = score()
        except SheetError as exc:
            self.sheet, self.error = None, str(exc)
            self.error_label.setText(words("Cannot score yet: {problem}").format(problem=self.error))
            self.error_label.show()
            self.mark_problem(self.error)
            self._show_breakdown(False)
            return
        self.error = ""
        self.error_label.hide()
        self.mark_problem("")
        self._show_breakdown(True)
        self.table.show_sheet(self.sheet, list(COLOURS[:len(self.forms)]))
        self.table.setMinimumHeight(self.table.horizontalHeader().height() + self.table.verticalHeader().length() + 6)
        lines = [winners_text(self.sheet), solo_rank_text(self.sheet)]
        if self.sheet.tie_break:
            lines.append(words("Tie-break: {reason}").format(reason=tie_break_text(self.sheet.tie_break)))
        if notes:
            lines += [render(note) for note in self.sheet.notes]
        self.result.setText("\n".join(line for line in lines if line))

    def _show_breakdown(self, shown: bool) -> None:
        for widget in (self.result, self.table):
            widget.setVisible(shown)
        self.print_button.setEnabled(shown)
        self.pdf_button.setEnabled(shown)

    def totals(self) -> list[int]:
        """The players' totals of the last successful scoring."""
        return [p.total for p in self.sheet.players] if self.sheet else []

    def export_pdf(self, path: Path | None = None) -> Path | None:
        """Export the breakdown as a PDF (asks where when ``path`` is None)."""
        return export_summary_pdf(self.sheet, self, path) if self.sheet is not None else None

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 (Qt override)
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
