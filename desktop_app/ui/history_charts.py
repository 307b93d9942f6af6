"""Charts of the play history and of one game, drawn with Qt Charts.

- :func:`score_progress_chart` — each player's score after each round (the end-of-game summary);
- :func:`score_distribution_chart` — how often each score band was reached;
- :func:`category_chart` — mean points per scoring category, stacked per player;
- :func:`win_rate_chart` — a player's win rate so far, play by play.

Every chart takes its texts already translated; series keep the players' colours.
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from PySide6.QtCharts import (
    QBarCategoryAxis,
    QBarSeries,
    QBarSet,
    QChart,
    QChartView,
    QDateTimeAxis,
    QHorizontalStackedBarSeries,
    QLineSeries,
    QValueAxis,
)
from PySide6.QtCore import QDateTime, QMargins, Qt
from PySide6.QtGui import QColor, QFont, QPainter
from PySide6.QtWidgets import QWidget

from desktop_app.reports.progress_chart import CHART_FONT_PX, progress_chart
from desktop_app.ui.colour_blind import category_colour


def _view(chart: QChart, parent: QWidget | None, name: str) -> QChartView:
    chart.setAnimationOptions(QChart.AnimationOption.NoAnimation)
    chart.setMargins(QMargins(4, 4, 4, 4))
    chart.legend().setAlignment(Qt.AlignmentFlag.AlignBottom)
    font = QFont()
    font.setPixelSize(CHART_FONT_PX)
    chart.legend().setFont(font)
    title = QFont()
    title.setPixelSize(CHART_FONT_PX + 2)
    title.setBold(True)
    chart.setTitleFont(title)
    for axis in chart.axes():
        axis.setLabelsFont(font)
        axis.setTitleFont(font)
    for axis in chart.axes():
        if isinstance(axis, QValueAxis) and axis.labelFormat() == "%d" and axis.orientation() == Qt.Orientation.Vertical:
            axis.applyNiceNumbers()
    view = QChartView(chart, parent)
    view.setObjectName(name)
    view.setRenderHint(QPainter.RenderHint.Antialiasing)
    view.setMinimumHeight(220)
    return view


def _attach(chart: QChart, series: object, *axes: tuple[object, Qt.AlignmentFlag]) -> None:
    """Add ``series`` to ``chart`` on ``axes`` (each an axis and the side it stands on)."""
    chart.addSeries(series)
    for axis, side in axes:
        chart.addAxis(axis, side)
        series.attachAxis(axis)


def score_progress_chart(progress: Sequence[Sequence[int]], names: Sequence[str], colours: Sequence[QColor],
                         title: str, round_label: str, points_label: str,
                         parent: QWidget | None = None) -> QChartView:
    """One line per player: the score after round 1, 2, … (see :func:`~desktop_app.reports.progress_chart.progress_chart`)."""
    chart = progress_chart(progress, names, colours, title, round_label, points_label)
    return _view(chart, parent, "score_progress_chart")


def score_bands(totals: Sequence[int], bands: int = 8) -> list[tuple[str, int]]:
    """``[(band label, how many totals fall in it)]``: equal-width bands from the lowest to the highest."""
    if not totals:
        return []
    low, high = min(totals), max(totals)
    width = max(1, -(-(high - low + 1) // bands))
    out = []
    start = low
    while start <= high:
        end = start + width - 1
        out.append((f"{start}" if width == 1 else f"{start}–{end}", sum(1 for t in totals if start <= t <= end)))
        start = end + 1
    return out


def score_distribution_chart(totals: Sequence[int], title: str, count_label: str,
                             parent: QWidget | None = None) -> QChartView:
    """Bars of how many totals fell in each score band."""
    chart = QChart()
    chart.setTitle(title)
    bands = score_bands(totals)
    bar = QBarSet(count_label)
    bar.setColor(category_colour(0))
    for _, count in bands:
        bar.append(count)
    series = QBarSeries()
    series.append(bar)
    axis_x = QBarCategoryAxis()
    axis_x.append([label for label, _ in bands] or ["–"])
    axis_y = QValueAxis()
    axis_y.setLabelFormat("%d")
    axis_y.setRange(0, max([c for _, c in bands] or [1]))
    _attach(chart, series, (axis_x, Qt.AlignmentFlag.AlignBottom), (axis_y, Qt.AlignmentFlag.AlignLeft))
    chart.legend().setVisible(False)
    return _view(chart, parent, "score_distribution_chart")


def category_chart(players: Sequence[str], categories: Sequence[tuple[str, Sequence[float]]], title: str,
                   parent: QWidget | None = None) -> QChartView:
    """Stacked bars, one per player: the mean points of each category (``(name, [per player])``)."""
    chart = QChart()
    chart.setTitle(title)
    series = QHorizontalStackedBarSeries()
    for index, (name, means) in enumerate(categories):
        bar = QBarSet(name)
        bar.setColor(category_colour(index))
        for value in means:
            bar.append(round(value, 1))
        series.append(bar)
    axis_y = QBarCategoryAxis()
    axis_y.append(list(players) or ["–"])
    axis_x = QValueAxis()
    axis_x.setLabelFormat("%d")
    _attach(chart, series, (axis_y, Qt.AlignmentFlag.AlignLeft), (axis_x, Qt.AlignmentFlag.AlignBottom))
    return _view(chart, parent, "category_chart")


def win_rate_chart(points: Sequence[tuple[str, float]], title: str, rate_label: str,
                   parent: QWidget | None = None) -> QChartView:
    """A line of the win rate so far (0–100 %) against the date of each play."""
    chart = QChart()
    chart.setTitle(title)
    series = QLineSeries()
    series.setName(rate_label)
    for when, rate in points:
        stamp = QDateTime(datetime.strptime(when, "%Y-%m-%d %H:%M:%S"))
        series.append(stamp.toMSecsSinceEpoch(), rate * 100)
    series.setPointsVisible(True)
    axis_x = QDateTimeAxis()
    axis_x.setFormat("yyyy-MM-dd")
    axis_x.setTickCount(min(max(2, len(points)), 6))
    if points:
        first = QDateTime(datetime.strptime(points[0][0], "%Y-%m-%d %H:%M:%S"))
        last = QDateTime(datetime.strptime(points[-1][0], "%Y-%m-%d %H:%M:%S"))
        axis_x.setRange(first.addDays(-1), last.addDays(1))
    axis_y = QValueAxis()
    axis_y.setRange(0, 100)
    axis_y.setLabelFormat("%d %%")
    _attach(chart, series, (axis_x, Qt.AlignmentFlag.AlignBottom), (axis_y, Qt.AlignmentFlag.AlignLeft))
    chart.legend().setVisible(False)
    return _view(chart, parent, "win_rate_chart")
