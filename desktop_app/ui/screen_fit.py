"""Every window and dialog fits the screen it opens on, with its buttons in view.

:func:`fit_to_screen` sizes a top-level widget to what it asks for (or a preferred size) but no
larger than the screen's available area (``QScreen.availableGeometry``: without the task bar),
and, once shown, keeps its frame inside that area. :func:`keep_on_screen` installs this for a
window's whole life (on every show, and again when its layout asks for more room). Content that
may be taller than a small screen goes into a :class:`FittingScrollArea`, so it scrolls while the
dialog's buttons, laid out below it, stay visible (:func:`scrolling_body`).

On a screen larger than the 1366×768 laptop the app is laid out for, the calculators and the game
window's panels grow as the table does: :func:`screen_scale` says by how much, :func:`grow_text`
makes a window's text that much larger (its children follow), and ``keep_on_screen(…, grow=True)``
also asks for a preferred size that much larger. At 1366×768 and below nothing changes.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, QRect, QSize, Qt, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QFrame, QLayout, QScrollArea, QStyle, QVBoxLayout, QWidget

DECORATION = QSize(16, 40)
"""A window manager's frame and title bar, assumed until a shown window tells the real ones."""
REFERENCE = QSize(1366, 728)
"""The screen the app is laid out for (a 1366×768 laptop less its task bar): :func:`screen_scale` 1."""


_SIMULATED: list[QRect] = []
"""A screen area every window sees instead of the real ones (see :func:`simulate_screen`)."""


def simulate_screen(area: QRect | None) -> None:
    """Make every window see ``area`` as its screen's available area; None goes back to the real
    screens. For offscreen screenshots of a chosen size and for tests of small screens."""
    _SIMULATED[:] = [QRect(area)] if area is not None else []


def available_geometry(widget: QWidget | None = None) -> QRect:
    """The usable area of the screen ``widget`` is on (its parent window's screen, else the primary)."""
    if _SIMULATED:
        return QRect(_SIMULATED[0])
    screen = None
    if widget is not None:
        parent = widget.parentWidget()
        screen = (parent.window() if parent is not None else widget).screen()
    screen = screen or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else QRect(0, 0, 1024, 768)


def screen_scale(widget: QWidget | None = None) -> float:
    """How much larger than :data:`REFERENCE` the screen of ``widget`` is (the smaller of its width
    and height ratios): 1.0 on a 1366×768 screen or a smaller one, about 1.4 on a 1920×1080 one."""
    area = available_geometry(widget)
    return max(1.0, min(area.width() / REFERENCE.width(), area.height() / REFERENCE.height()))


GROWN_RULE = "grown_text_rule"
"""The property where :func:`grow_text` keeps the style rule it added to a widget."""


def grow_text(widget: QWidget, scale: float) -> None:
    """Make the text of ``widget`` and of everything in it ``scale`` times the application's, and the
    indicators of its check boxes and radio buttons with it (at 1.0, the application's again).

    A style rule rather than a font: a child with a style sheet of its own, a table's header and a
    field outlined later take part too (they keep their weight and colour), as do widgets added later.
    """
    base = QApplication.font()
    rule = ""
    if scale > 1.0:
        size = f"{base.pointSizeF() * scale:.2f}pt" if base.pointSizeF() > 0 else f"{round(base.pixelSize() * scale)}px"
        rule = f"* {{ font-size: {size}; }}" + _grown_indicators(scale)
    old = widget.property(GROWN_RULE) or ""
    sheet = widget.styleSheet()
    if old and old in sheet:
        sheet = sheet.replace(old, "")
    if rule or old:
        widget.setProperty(GROWN_RULE, rule)
        widget.setStyleSheet(sheet + rule)


def _grown_indicators(scale: float) -> str:
    """Style rules that make check boxes' and radio buttons' indicators ``scale`` times the style's own size
    (the style still draws them): beside grown text a 1366-sized box was hard to see and to hit."""
    style = QApplication.style()
    rules = []
    for selector, metric in (("QCheckBox::indicator", QStyle.PixelMetric.PM_IndicatorWidth),
                             ("QRadioButton::indicator", QStyle.PixelMetric.PM_ExclusiveIndicatorWidth)):
        side = round(style.pixelMetric(metric) * scale)
        rules.append(f"{selector} {{ width: {side}px; height: {side}px; }}")
    return " ".join(rules)


def text_scale(widget: QWidget) -> float:
    """How much larger than the application's text ``widget``'s text is (1.0 unless grown)."""
    base, own = QApplication.font().pointSizeF(), widget.font().pointSizeF()
    if base <= 0 or own <= 0:
        base, own = QApplication.font().pixelSize(), widget.font().pixelSize()
    return own / base if base > 0 and own > 0 else 1.0


def scaled(size: QSize, scale: float) -> QSize:
    """``size`` times ``scale``, rounded."""
    return QSize(round(size.width() * scale), round(size.height() * scale))


def decoration(window: QWidget) -> QSize:
    """The size the window frame adds around ``window``'s client area."""
    if window.isVisible():
        frame, inner = window.frameGeometry(), window.geometry()
        extra = QSize(frame.width() - inner.width(), frame.height() - inner.height())
        if extra.width() > 0 or extra.height() > 0:
            return extra
    return QSize(DECORATION)


def room(window: QWidget) -> QSize:
    """The largest client size ``window`` may have on its screen."""
    area, extra = available_geometry(window).size(), decoration(window)
    return QSize(max(200, area.width() - extra.width()), max(150, area.height() - extra.height()))


def fit_to_screen(window: QWidget, preferred: QSize | None = None) -> QSize:
    """Resize ``window`` to ``preferred`` (its size hint when None), bounded by the screen; returns the size.

    A shown window is also moved so that its frame lies inside the available area.
    """
    limit = room(window)
    want = QSize(preferred) if preferred is not None else window.sizeHint()
    want = want.expandedTo(window.minimumSizeHint()).expandedTo(window.minimumSize())
    size = want.boundedTo(limit)
    if window.isMaximized() or window.isFullScreen():
        return window.size()
    window.resize(size)
    if window.isVisible():
        _move_inside(window)
    return size


def _move_inside(window: QWidget) -> None:
    area = available_geometry(window)
    frame = window.frameGeometry()
    x = min(max(frame.left(), area.left()), max(area.left(), area.right() + 1 - frame.width()))
    y = min(max(frame.top(), area.top()), max(area.top(), area.bottom() + 1 - frame.height()))
    if (x, y) != (frame.left(), frame.top()):
        window.move(QPoint(x, y))


class _ScreenKeeper(QObject):
    """Refits its window when it is shown and when its layout asks for a new size."""

    def __init__(self, window: QWidget, preferred: QSize | None) -> None:
        super().__init__(window)
        self.window = window
        self.preferred = preferred
        self._pending = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.window and event.type() == QEvent.Type.Show:
            self.refit()
            QTimer.singleShot(0, self, self.refit)  # once the window manager has placed the frame
        return False

    def refit(self) -> None:
        """Bound the window's size to its screen and keep it there."""
        window = self.window
        size = window.size() if window.isVisible() else (self.preferred or window.sizeHint())
        fit_to_screen(window, size)


def keep_on_screen(window: QWidget, preferred: QSize | None = None, grow: bool = False) -> QSize:
    """Fit ``window`` now (to ``preferred`` or its size hint) and again every time it is shown.

    With ``grow`` (a calculator, the score summary) a screen larger than :data:`REFERENCE` makes
    the window's text and its preferred size :func:`screen_scale` times larger: it uses that
    screen as it uses a 1366×768 one.
    """
    if grow:
        scale = screen_scale(window)
        grow_text(window, scale)
        if preferred is not None:
            preferred = scaled(preferred, scale)
    keeper = window.findChild(_ScreenKeeper)
    if keeper is None:
        keeper = _ScreenKeeper(window, preferred)
        window.installEventFilter(keeper)
    elif preferred is not None:
        keeper.preferred = preferred
    return fit_to_screen(window, preferred)


class FittingScrollArea(QScrollArea):
    """A scroll area that asks for room for its whole content (a dialog grows to show all of it)
    but can shrink to a few lines, scrolling the rest, when the screen is small."""

    MIN_HEIGHT = 120

    def __init__(self, body: QWidget, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.body: QLayout | None = body.layout()
        """The content's layout."""
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.setWidget(body)
        body.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt override)
        if watched is self.widget() and event.type() == QEvent.Type.LayoutRequest:
            self.updateGeometry()  # the content changed size: the dialog may grow (or shrink) with it
        return super().eventFilter(watched, event)

    def content_changed(self) -> None:
        """Recompute the size asked for at once (content was shown or hidden)."""
        body = self.widget()
        if body is not None and body.layout() is not None:
            for child in body.findChildren(QLayout):
                child.activate()
            body.layout().activate()
        self.updateGeometry()
        window = self.window()
        if window.layout() is not None:
            window.layout().activate()

    def _bar(self) -> int:
        return self.style().pixelMetric(QStyle.PixelMetric.PM_ScrollBarExtent, None, self)

    def sizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        body = self.widget()
        if body is None:
            return super().sizeHint()
        hint = body.sizeHint().expandedTo(body.minimumSizeHint())
        frame = 2 * self.frameWidth()
        return QSize(hint.width() + frame + self._bar(), hint.height() + frame)

    def minimumSizeHint(self) -> QSize:  # noqa: N802 (Qt override)
        body = self.widget()
        if body is None:
            return super().minimumSizeHint()
        width = body.minimumSizeHint().width() + 2 * self.frameWidth() + self._bar()
        return QSize(width, min(self.MIN_HEIGHT, self.sizeHint().height()))


def scrolling_body(dialog: QWidget, margins: tuple[int, int, int, int] = (20, 18, 20, 14),
                   spacing: int = 12) -> tuple[FittingScrollArea, QVBoxLayout]:
    """Give ``dialog`` a scrolling body above a fixed footer.

    Returns ``(area, footer)``: put the content in ``area.body`` (a layout; it scrolls when the
    screen is too small) and the buttons in ``footer`` (always visible). Call
    :meth:`FittingScrollArea.content_changed` after showing or hiding content.
    """
    outer = QVBoxLayout(dialog)
    outer.setContentsMargins(*margins)
    outer.setSpacing(spacing)
    host = QWidget(dialog)
    host.setObjectName("scrolling_body")
    body = QVBoxLayout(host)
    body.setContentsMargins(0, 0, 0, 0)
    body.setSpacing(spacing)
    area = FittingScrollArea(host, dialog)
    area.setObjectName("scrolling_area")
    area.body = body
    outer.addWidget(area, 1)
    footer = QVBoxLayout()
    footer.setSpacing(spacing)
    outer.addLayout(footer)
    return area, footer
