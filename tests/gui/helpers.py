"""Helpers for GUI tests: clicking scene items, finding decision buttons."""

from __future__ import annotations

from PySide6.QtCore import Qt


def click_item(qtbot, view, item) -> None:
    """Click the middle of a scene item through the view's viewport (the real mouse path)."""
    point = view.mapFromScene(item.sceneBoundingRect().center())
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=point)


def button_for(window, **wanted):
    """The decision button whose action has the given kind/params, e.g. ``kind="bid", amount=2``."""
    for button in window.scene.buttons:
        action = button.payload
        if all((action.kind if k == "kind" else action.get(k)) == v for k, v in wanted.items()):
            return button
    raise AssertionError(f"no button for {wanted}: {[b.payload.text() for b in window.scene.buttons]}")


def shown_scene(qtbot, scene, size=(1366, 768)):
    """``scene`` in a real board view of ``size``, the whole table fitted (for mouse gestures)."""
    from desktop_app.ui.board_view import BoardView

    view = BoardView()
    view.setScene(scene)
    qtbot.addWidget(view)
    view.resize(*size)
    view.show()
    qtbot.waitExposed(view)
    view.fit()
    return view


def shown_window(qtbot, controller, size=(1366, 768)):
    """A real ``GameWindow`` of ``controller`` shown at ``size`` (1366×768 by default), exposed."""
    from desktop_app.ui.game_window import GameWindow

    window = GameWindow(controller)
    qtbot.addWidget(window)
    window.resize(*size)
    window.show()
    qtbot.waitExposed(window)
    qtbot.wait(5)
    return window


def point_on(view, item):
    """A viewport point where ``item`` is the topmost item under the mouse."""
    from PySide6.QtCore import QPointF

    rect = item.sceneBoundingRect()
    for fy in (0.5, 0.3, 0.7, 0.15, 0.85):
        for fx in (0.5, 0.3, 0.7, 0.15, 0.85):
            point = view.mapFromScene(QPointF(rect.left() + rect.width() * fx, rect.top() + rect.height() * fy))
            if view.itemAt(point) is item:
                return point
    raise AssertionError(f"{item} is covered everywhere")


def mouse_drag(qtbot, view, start, end) -> None:
    """Press at viewport point ``start``, move the mouse in steps to ``end`` and let go there."""
    from PySide6.QtCore import QEvent, QPointF
    from PySide6.QtGui import QMouseEvent
    from PySide6.QtWidgets import QApplication

    viewport = view.viewport()
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 7):
        point = start + (end - start) * (step / 6)
        QApplication.sendEvent(viewport, QMouseEvent(
            QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=end)


def speak(controller, lang: str) -> None:
    """Switch the app and ``controller`` to ``lang`` ("en" or "zh_TW"), as the game window does."""
    from desktop_app.ui.i18n import engine_translate, set_language

    set_language(lang, save=False)
    controller.set_translator(engine_translate, lang)
