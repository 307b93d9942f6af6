"""Text is shrunk, wrapped or elided — never clipped mid-word (issue 7 §3: "Player"/"layer",
"lesk 0 • hand (", "III Typesett…").

``RecordingPainter`` records every ``drawText`` a paint method makes, so a test can check that each
text fits the rectangle it was drawn in.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFont, QFontMetricsF, QImage, QPainter

from desktop_app.engine.scoresheet import Category, PlayerScore, ScoreSheet
from desktop_app.ui.score_table import ScoreTable
from desktop_app.ui.text_fit import draw_fitted_text, strip_rule_id, wrap_lines, wrapped_label


class RecordingPainter(QPainter):
    """A painter on an image that remembers (rect, flags, text, font) of every rectangle ``drawText``."""

    def __init__(self, width: int = 1400, height: int = 1000) -> None:
        self.image = QImage(width, height, QImage.Format.Format_ARGB32)
        super().__init__(self.image)
        self.texts: list[tuple[QRectF, int, str, QFont]] = []

    def drawText(self, *args):  # noqa: N802 (Qt override)
        if len(args) == 3 and isinstance(args[0], QRectF):
            self.texts.append((QRectF(args[0]), int(args[1]), str(args[2]), QFont(self.font())))
        return super().drawText(*args)


def overflowing(texts) -> list[str]:
    """The recorded texts whose lines are wider than their rectangle."""
    bad = []
    for rect, _flags, value, font in texts:
        metrics = QFontMetricsF(font)
        for line in value.split("\n"):
            if metrics.horizontalAdvance(line) > rect.width() + 1.0:
                bad.append(f"{line!r} needs {metrics.horizontalAdvance(line):.0f} px in {rect.width():.0f}")
    return bad


def test_wrapping_breaks_at_spaces_and_between_chinese_characters(qapp):
    metrics = QFontMetricsF(QFont())
    assert wrap_lines("Player 1", metrics, metrics.horizontalAdvance("Player")) == ["Player", "1"]
    assert len(wrap_lines("雙人收益差距", metrics, metrics.horizontalAdvance("雙人收"), 3)) == 2
    label, cut = wrapped_label("Supercalifragilistic", metrics, 50)
    assert cut and label.endswith("…") and metrics.horizontalAdvance(label) <= 50
    for width in range(20, 140, 6):  # a closing bracket never starts a line, an opening one never ends it
        lines = wrap_lines("金錢（每 3 元 1 點）", metrics, width, 5)
        assert not any(line.startswith("）") or line.endswith("（") for line in lines), lines
    assert strip_rule_id("Articles (FTP-SCO-01)") == "Articles"
    assert strip_rule_id("Specialties (VI 6, V 3, IV 1)") == "Specialties (VI 6, V 3, IV 1)"


def test_fitted_text_shrinks_then_elides_inside_its_box(qapp):
    painter = RecordingPainter(200, 100)
    painter.setFont(QFont(painter.font().family(), 9))
    assert not draw_fitted_text(painter, QRectF(0, 0, 160, 14), "desk 0 · hand 1")
    assert draw_fitted_text(painter, QRectF(0, 0, 30, 12), "a very long line of words")
    painter.end()
    assert overflowing(painter.texts) == []
    assert painter.texts[-1][2].endswith("…")


def _sheet(players: int) -> ScoreSheet:
    cats = [Category("articles", "Articles (FTP-SCO-01)", "文章"),
            Category("unplaced", "Unplaced tiles (FTP-SCO-06)", "未放置的板塊"),
            Category("floor", "Floor at 0 (FTP-SCO-08)", "負分歸零")]
    return ScoreSheet("fit-to-print", {"en": "Fit To Print"}, cats,
                      [PlayerScore(f"Player {i + 1}", {"articles": 12}, 12, i + 1, {}) for i in range(players)],
                      [], "", False)


@pytest.mark.parametrize("players", [4, 5, 6])
def test_score_dock_headers_show_whole_words_for_four_to_six_players(qtbot, players):
    """In a 440 px dock every "Player N" header is whole (on two lines if need be), never "layer"."""
    table = ScoreTable()
    qtbot.addWidget(table)
    table.resize(440, 300)
    table.show_sheet(_sheet(players))
    table.show()
    qtbot.waitExposed(table)
    header = table.horizontalHeader()
    metrics = QFontMetricsF(table.horizontalHeaderItem(0).font())
    for col, label in enumerate(table.column_labels()):
        assert label.replace("\n", " ") == f"Player {col + 1}"
        widest = max(metrics.horizontalAdvance(line) for line in label.split("\n"))
        assert header.sectionSize(col) >= widest + 4, (label, header.sectionSize(col))
        assert table.horizontalHeaderItem(col).toolTip() == f"Player {col + 1}"
    assert table.verticalHeaderItem(0).text() == "Articles"  # the rule ID moved to the tooltip
    assert table.verticalHeaderItem(0).toolTip() == "Articles (FTP-SCO-01)"
    assert table.needed_width() <= 440  # six columns fit without scrolling


def test_a_long_name_beside_short_ones_keeps_its_column_wide_enough(qtbot):
    """Gutenberg in a 265 px dock read "Ann", "Bob", "layer 3": the shared width was split evenly
    although the long name needed more than a third of it."""
    table = ScoreTable()
    qtbot.addWidget(table)
    sheet = _sheet(3)
    sheet.players[0].name, sheet.players[1].name = "Ann", "Bob"
    table.resize(265, 300)
    table.show_sheet(sheet)
    table.show()
    qtbot.waitExposed(table)
    header = table.horizontalHeader()
    metrics = QFontMetricsF(table.horizontalHeaderItem(0).font())
    for col, label in enumerate(table.column_labels()):
        widest = max(metrics.horizontalAdvance(line) for line in label.split("\n"))
        assert header.sectionSize(col) >= widest + 4, (label, header.sectionSize(col))
    assert header.length() <= table.viewport().width() + 1  # and all three still fit: no scrolling


def test_score_table_scrolls_instead_of_squeezing_long_names(qtbot):
    table = ScoreTable()
    qtbot.addWidget(table)
    sheet = _sheet(6)
    for p in sheet.players:
        p.name = "Bartholomew " + p.name
    table.resize(300, 300)
    table.show_sheet(sheet)
    table.show()
    qtbot.waitExposed(table)
    header = table.horizontalHeader()
    metrics = QFontMetricsF(table.horizontalHeaderItem(0).font())
    for col, label in enumerate(table.column_labels()):
        widest = max(metrics.horizontalAdvance(line) for line in label.split("\n"))
        assert header.sectionSize(col) >= widest + 4
    assert header.length() > table.viewport().width()  # wider than the dock: it scrolls


def test_rival_thumbnails_of_a_six_player_game_fit_their_words(qapp):
    """FTP-RT-04 thumbnails five to a row read "desk 0 · hand 1", not "lesk 0 • hand (". """
    from desktop_app.ui.fit_to_print.board import RivalItem

    item = RivalItem(QRectF(0, 0, 78, 210), "FTP-RT-04")
    area = [(c, r) for c in range(1, 5) for r in range(8)]
    item.set_data(("Bartholomew", "#2F6DB5", "gathering", 3, (0, "desk"), (1, "hand"), 6, 8, area, (),
                   (), True, "gathering", 1))
    painter = RecordingPainter(100, 220)
    item.paint(painter, None)
    painter.end()
    assert painter.texts and overflowing(painter.texts) == []
    words = " ".join(t[2] for t in painter.texts)
    assert "desk\u00a00" in words and "hand\u00a01" in words
