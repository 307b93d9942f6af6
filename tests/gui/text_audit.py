"""Measure the text a window shows: every string painted, its size in screen pixels and whether it was
shortened with "…" — by rendering the window into a paint device that records instead of drawing.

:func:`audit_window` renders a widget (the game window: the table scene through the view's zoom,
the side panels, the docks, the status line) and returns :class:`Painted` records. Elisions are caught
where the app makes them (``QFontMetrics(F).elidedText`` while recording), so an ellipsis that is part
of a sentence ("thinking…") is not mistaken for a cut.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass

from PySide6.QtGui import QFontMetrics, QFontMetricsF, QPaintDevice, QPaintEngine, QPainter, QTransform
from PySide6.QtWidgets import QWidget

DPI = 96
"""The logical resolution of the recording device (a 1366×768 laptop screen at 100 %)."""


@dataclass(frozen=True)
class Painted:
    """One run of text as painted: the string, its em size on screen in pixels, where (device pixels)."""

    text: str
    px: float
    x: float
    y: float
    family: str


class _RecordingEngine(QPaintEngine):
    """A paint engine that keeps the text items it is asked to draw (and draws nothing)."""

    def __init__(self) -> None:
        super().__init__(QPaintEngine.PaintEngineFeature.AllFeatures)
        self.painted: list[Painted] = []
        self.transform = QTransform()

    def begin(self, _device) -> bool:  # noqa: N802 (Qt override)
        return True

    def end(self) -> bool:
        return True

    def type(self) -> QPaintEngine.Type:
        return QPaintEngine.Type.User

    def updateState(self, state) -> None:  # noqa: N802 (Qt override)
        if state.state() & QPaintEngine.DirtyFlag.DirtyTransform:
            self.transform = QTransform(state.transform())

    def drawTextItem(self, point, item) -> None:  # noqa: N802 (Qt override)
        font = item.font()
        em = font.pixelSize() if font.pixelSize() > 0 else font.pointSizeF() * DPI / 72
        scale = (abs(self.transform.determinant())) ** 0.5
        at = self.transform.map(point)
        self.painted.append(Painted(item.text(), em * scale, at.x(), at.y(), font.family()))

    def drawPixmap(self, *_args) -> None:  # noqa: N802 (Qt override)
        """Pictures are not text."""

    def drawPath(self, *_args) -> None:  # noqa: N802 (Qt override)
        """Shapes are not text."""

    def drawPolygon(self, *_args) -> None:  # noqa: N802 (Qt override)
        """Shapes are not text."""


class _RecordingDevice(QPaintDevice):
    """A ``width`` × ``height`` device at :data:`DPI` whose engine records text."""

    def __init__(self, width: int, height: int) -> None:
        super().__init__()
        self.size = (width, height)
        self.engine = _RecordingEngine()

    def paintEngine(self) -> QPaintEngine:  # noqa: N802 (Qt override)
        return self.engine

    def metric(self, metric: QPaintDevice.PaintDeviceMetric) -> int:
        m = QPaintDevice.PaintDeviceMetric
        width, height = self.size
        values = {m.PdmWidth: width, m.PdmHeight: height, m.PdmWidthMM: width * 254 // (10 * DPI),
                  m.PdmHeightMM: height * 254 // (10 * DPI), m.PdmNumColors: 1 << 24, m.PdmDepth: 32,
                  m.PdmDpiX: DPI, m.PdmDpiY: DPI, m.PdmPhysicalDpiX: DPI, m.PdmPhysicalDpiY: DPI,
                  m.PdmDevicePixelRatio: 1, m.PdmDevicePixelRatioScaled: int(QPaintDevice.devicePixelRatioFScale())}
        return values.get(metric, 0)


@contextmanager
def recorded_elisions() -> Iterator[list[tuple[str, str]]]:
    """While open, every ``elidedText`` call that shortens a text is listed as ``(whole, shown)``."""
    cut: list[tuple[str, str]] = []
    originals = {cls: cls.elidedText for cls in (QFontMetrics, QFontMetricsF)}

    def recording(original):
        def elided(self, text, mode, width, flags=0):
            shown = original(self, text, mode, width, flags)
            if shown != text:
                cut.append((text, shown))
            return shown
        return elided

    for cls, original in originals.items():
        cls.elidedText = recording(original)
    try:
        yield cut
    finally:
        for cls, original in originals.items():
            cls.elidedText = original


def audit_window(widget: QWidget) -> tuple[list[Painted], list[tuple[str, str]]]:
    """Render ``widget`` (with its children) once; the texts painted and the texts shortened."""
    device = _RecordingDevice(widget.width(), widget.height())
    with recorded_elisions() as cut:
        widget.render(device)
    return device.engine.painted, cut


def audit_painting(width: int, height: int, paint: Callable[[QPainter], None]) -> list[Painted]:
    """The texts ``paint(painter)`` paints on a ``width`` × ``height`` device (a picture a scene scales)."""
    device = _RecordingDevice(width, height)
    painter = QPainter(device)
    try:
        paint(painter)
    finally:
        painter.end()
    return device.engine.painted
