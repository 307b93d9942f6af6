"""The fold's label stays on the page (QA): on Sunday's eight-column side it ran off the page's
right edge and read "Fol"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from desktop_app.ui.fit_to_print.board import PageItem
from desktop_app.ui.fit_to_print.table_layout import PAGE
from tests.gui.test_text_fitting import RecordingPainter, overflowing


@pytest.mark.parametrize("columns", [6, 8])
def test_the_fold_word_is_drawn_whole_inside_the_page(qapp, columns):
    page = PageItem(QRectF(PAGE))
    area = tuple((c, r) for c in range(columns) for r in range(8))
    page.set_data(("The Daily Fit", "Sunday", columns, 8, 4, area, (), "Fold"))
    painter = RecordingPainter(1300, 1000)
    page.paint(painter, None)
    painter.end()
    folds = [rect for rect, _flags, text, _font in painter.texts if text == "Fold"]
    assert len(folds) == 1
    assert PAGE.contains(folds[0]), (folds[0], PAGE)
    assert overflowing([t for t in painter.texts if t[2] == "Fold"]) == []
