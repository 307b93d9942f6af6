"""The score-over-the-game chart (Qt Charts): one line per player, the total after each round.

:func:`progress_chart` builds the chart for the end-of-game summary on screen; :func:`progress_image`
renders it for the printed / PDF summary (only where a widget application runs: Qt Charts draws
with widgets; the command line's ``score --pdf`` scores physical games, which have no rounds).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from PySide6.QtCharts import QChart, QLineSeries, QValueAxis
from PySide6.QtCore import QCoreApplication, QMargins, QRectF, QSizeF, Qt, QUrl
from PySide6.QtGui import (
    QColor,
    QFont,
    QImage,
    QPainter,
    QPen,
    QTextCursor,
    QTextDocument,
    QTextFrameFormat,
    QTextImageFormat,
)
from PySide6.QtWidgets import QApplication, QGraphicsScene

CHART_FONT_PX = 12
"""Axis labels and legends are at least this size (readable at 1366×768)."""
MAX_ROUND_TICKS = 12
"""At most this many round numbers under the chart (every round, or every 2nd, 3rd … from round 1)."""
SERIES_COLOURS = ("#C0392B", "#2471A3", "#B9770E", "#1E8449", "#7D3C98", "#5D6D7E")
"""Line colours when a player's colour is not known."""


def progress_chart(progress: Sequence[Sequence[int]], names: Sequence[str], colours: Sequence[QColor],
                   title: str, round_label: str, points_label: str) -> QChart:
    """One line per player: the score after round 1, 2, … (``progress[k][player]``)."""
    chart = QChart()
    chart.setTitle(title)
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    chart.setMargins(QMargins(4, 4, 4, 4))
    rounds = QValueAxis()
    rounds.setTitleText(round_label)
    rounds.setLabelFormat("%d")
    last = max(2, len(progress))
    rounds.setRange(1, last)
    rounds.setTickType(QValueAxis.TickType.TicksDynamic)  # a tick on whole rounds only: 1, 2, 3 … or 1, 3, 5 …
    rounds.setTickAnchor(1)
    rounds.setTickInterval(math.ceil((last - 1) / (MAX_ROUND_TICKS - 1)))
    points = QValueAxis()
    points.setTickCount(5)
    points.setTitleText(points_label)
    points.setLabelFormat("%d")
    values = [v for row in progress for v in row] or [0]
    points.setRange(min(0, min(values)), max(values) + 1)
    points.applyNiceNumbers()
    chart.addAxis(rounds, Qt.AlignmentFlag.AlignBottom)
    chart.addAxis(points, Qt.AlignmentFlag.AlignLeft)
    for p, name in enumerate(names):
        series = QLineSeries()
        series.setName(name)
        for k, row in enumerate(progress):
            if p < len(row):
                series.append(k + 1, row[p])
        colour = colours[p] if p < len(colours) else QColor(SERIES_COLOURS[p % len(SERIES_COLOURS)])
        pen = QPen(colour)
        pen.setWidth(3)
        series.setPen(pen)
        series.setPointsVisible(True)
        chart.addSeries(series)
        series.attachAxis(rounds)
        series.attachAxis(points)
    font = QFont()
    font.setPixelSize(CHART_FONT_PX)
    chart.legend().setFont(font)
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    for axis in (rounds, points):
        axis.setLabelsFont(font)
        axis.setTitleFont(font)
    title_font = QFont()
    title_font.setPixelSize(CHART_FONT_PX + 2)
    title_font.setBold(True)
    chart.setTitleFont(title_font)
    return chart


def progress_image(progress: Sequence[Sequence[int]], names: Sequence[str], title: str, round_label: str,
                   points_label: str, size: QSizeF) -> QImage | None:
    """The chart as an image of ``size`` pixels; None without rounds to show or a widget application."""
    if len(progress) < 2 or not isinstance(QCoreApplication.instance(), QApplication):
        return None
    chart = progress_chart(progress, names, [], title, round_label, points_label)
    scene = QGraphicsScene()
    scene.addItem(chart)
    chart.resize(size)
    image = QImage(int(size.width()), int(size.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, size.width(), size.height()), QRectF(0, 0, size.width(), size.height()))
    painter.end()
    scene.removeItem(chart)
    return image


WORDS = {
    "en": {"title": "Score over the game", "round": "Round", "points": "Points"},
    "zh": {"title": "整局分數變化", "round": "回合", "points": "分數"},
}
"""The chart's words in each language of the printed summary."""
IMAGE_URL = "board-table://score-progress"
"""The document resource name of the chart image."""
IMAGE_SIZE = QSizeF(900, 420)
"""The chart is drawn at this many pixels, then scaled to the page's width."""


def add_progress_chart(document: QTextDocument, names: Sequence[str], progress: Sequence[Sequence[int]],
                       lang: str, page_width: float) -> bool:
    """Append the chart (its title is the heading) to a summary ``document``; False if there is none."""
    words = WORDS["zh" if lang.startswith("zh") else "en"]
    image = progress_image(progress, names, words["title"], words["round"], words["points"], IMAGE_SIZE)
    if image is None:
        return False
    document.addResource(QTextDocument.ResourceType.ImageResource, QUrl(IMAGE_URL), image)
    cursor = QTextCursor(document)
    cursor.movePosition(QTextCursor.MoveOperation.End)
    frame = QTextFrameFormat()
    frame.setTopMargin(12)
    cursor.insertFrame(frame)  # a frame of its own: no list or table of the summary continues into it
    picture = QTextImageFormat()
    picture.setName(IMAGE_URL)
    width = page_width * 0.9
    picture.setWidth(width)
    picture.setHeight(width * IMAGE_SIZE.height() / IMAGE_SIZE.width())
    cursor.insertImage(picture)
    return True
