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
