"""The board: a QGraphicsView with smooth rendering, Ctrl+wheel zoom and fit-to-window."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt, Signal
from PySide6.QtGui import QPainter, QWheelEvent
from PySide6.QtWidgets import QFrame, QGraphicsView, QWidget

MIN_ZOOM, MAX_ZOOM, STEP = 0.2, 5.0, 1.2


class BoardView(QGraphicsView):
    """Shows a game scene; reports the scene point under the mouse for the rules-help dock."""

    hovered = Signal(QPointF)
    """The scene position under the mouse."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform
                            | QPainter.RenderHint.TextAntialiasing)
        self.setViewportUpdateMode(QGraphicsView.ViewportUpdateMode.SmartViewportUpdate)
        self.setTransformationAnchor(QGraphicsView.ViewportAnchor.AnchorUnderMouse)
        self.setResizeAnchor(QGraphicsView.ViewportAnchor.AnchorViewCenter)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setMouseTracking(True)
        self._fitted = True

    @property
    def zoom(self) -> float:
        """The current scale factor (1.0 = 100 %)."""
        return self.transform().m11()

    def set_zoom(self, factor: float) -> None:
        """Scale to ``factor`` (clamped to 20 %–500 %)."""
        factor = max(MIN_ZOOM, min(MAX_ZOOM, factor))
        self._fitted = False
        self.resetTransform()
        self.scale(factor, factor)

    def zoom_in(self) -> None:
        """One step closer."""
        self.set_zoom(self.zoom * STEP)

    def zoom_out(self) -> None:
        """One step further away."""
        self.set_zoom(self.zoom / STEP)

    def fit(self) -> None:
        """Show the whole board (and keep it fitted when the window is resized)."""
        scene = self.scene()
        if scene is None:
            return
        rect = scene.fit_rect() if hasattr(scene, "fit_rect") else scene.itemsBoundingRect()
        if rect.isEmpty():
            return
        self.resetTransform()
        self.fitInView(rect, Qt.AspectRatioMode.KeepAspectRatio)
        if self.zoom > 1.2:  # a small scene (few items) is shown at a readable size, not blown up
            self.set_zoom(1.2)
            self.centerOn(rect.center())
        self._fitted = True

    def wheelEvent(self, event: QWheelEvent) -> None:  # noqa: N802 (Qt override)
        if event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            if event.angleDelta().y() > 0:
                self.zoom_in()
            elif event.angleDelta().y() < 0:
                self.zoom_out()
            event.accept()
            return
        super().wheelEvent(event)

    def resizeEvent(self, event) -> None:  # noqa: N802 (Qt override)
        super().resizeEvent(event)
        if self._fitted:
            self.fit()

    def mouseMoveEvent(self, event) -> None:  # noqa: N802 (Qt override)
        self.hovered.emit(self.mapToScene(event.position().toPoint()))
        super().mouseMoveEvent(event)
