"""Shared items (snapping, animation, hover), colour-blind brushes, rule texts, translations."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from PySide6.QtCore import QEvent, QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QMouseEvent
from PySide6.QtWidgets import QApplication, QGraphicsScene, QGraphicsView, QMessageBox

from desktop_app.ui.colour_blind import fill_brushes, pattern_brush
from desktop_app.ui.errors import show_unexpected_error
from desktop_app.ui.i18n import (
    engine_translate,
    read_engine_texts,
    saved_language,
    set_language,
    sync_ts,
    system_language,
)
from desktop_app.ui.items import CardItem, GearItem, TileItem, WorkerItem, grid_snapper


def test_a_dragged_tile_snaps_to_the_grid():
    """A movable tile with a grid snapper lands on grid points only (itemChange returns the snap)."""
    scene = QGraphicsScene()
    tile = TileItem(cells=[(0, 0), (1, 0), (1, 1)], cell=20)
    scene.addItem(tile)
    tile.set_draggable(True, grid_snapper(20))
    tile.setPos(QPointF(33, 49))
    assert tile.pos() == QPointF(40, 40)
    tile.set_draggable(False)
    tile.setPos(QPointF(33, 49))
    assert tile.pos() == QPointF(33, 49)
    assert tile.shape().contains(QPointF(30, 30)) and not tile.shape().contains(QPointF(5, 30))


def test_animate_to_moves_the_item_over_time(qtbot):
    """animate_to(pos, ms) arrives at pos after the animation; ms=0 moves at once."""
    scene = QGraphicsScene()
    card = CardItem("Title", "Body")
    scene.addItem(card)
    card.animate_to(QPointF(100, 50), 0)
    assert card.pos() == QPointF(100, 50)
    card.animate_to(QPointF(0, 0), 60)
    assert card.animating and card.pos() == QPointF(100, 50)
    qtbot.waitUntil(lambda: not card.animating, timeout=2000)
    assert card.pos() == QPointF(0, 0)


def test_gear_rotation_and_hover_highlight(qtbot):
    """A gear turns to the asked angle; hovering an item highlights it."""
    scene = QGraphicsScene()
    gear = GearItem(40, sectors=["1", "2", "3"])
    scene.addItem(gear)
    gear.rotate_to(120, 0)
    assert gear.rotation() == 120
    assert not gear.is_highlighted
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.show()
    qtbot.waitExposed(view)
    qtbot.mouseMove(view.viewport(), view.mapFromScene(QPointF(0, 0)))
    qtbot.waitUntil(lambda: gear.is_highlighted, timeout=2000)


def test_a_worker_is_hit_on_its_figure_only():
    """A worker's shape is its head and body, not its bounding box corners."""
    worker = WorkerItem(30)
    assert worker.shape().contains(QPointF(0, -8)) and worker.shape().contains(QPointF(0, 12))
    assert not worker.shape().contains(QPointF(-14, -14))


def test_colour_blind_patterns_differ_per_category():
    """Each category index gets its own hatch style; patterns are added only when switched on."""
    styles = {pattern_brush(i).style() for i in range(1, 8)}
    assert len(styles) == 7 and Qt.BrushStyle.SolidPattern not in styles
    assert len(fill_brushes(3, colour_blind=False)) == 1
    assert len(fill_brushes(3, colour_blind=True)) == 2


def test_sync_ts_writes_the_engine_context_and_keeps_ui_strings(tmp_path):
    """`python -m desktop_app.ui.i18n` merges texts_zh.yaml files into the .ts "engine" context."""
    (tmp_path / "data" / "demo").mkdir(parents=True)
    (tmp_path / "data" / "demo" / "texts_zh.yaml").write_text('"{player} takes {tile}": "{player} 拿取 {tile}"\n',
                                                              encoding="utf-8")
    app_texts = tmp_path / "app.yaml"
    app_texts.write_text('"no action": "沒有動作"\n', encoding="utf-8")
    ts = tmp_path / "demo.ts"
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n<TS version="2.1" language="zh_TW">'
                  "<context><name>MainWindow</name><message><source>Board Table</source>"
                  "<translation>桌遊桌</translation></message></context>"
                  "<context><name>engine</name><message><source>old</source><translation>舊</translation>"
                  "</message></context></TS>", encoding="utf-8")
    assert sync_ts(ts, tmp_path / "data", app_texts) == 2
    root = ET.parse(ts).getroot()
    contexts = {c.findtext("name"): {m.findtext("source"): m.findtext("translation") for m in c.findall("message")}
                for c in root.findall("context")}
    assert contexts["MainWindow"] == {"Board Table": "桌遊桌"}
    assert contexts["engine"] == {"{player} takes {tile}": "{player} 拿取 {tile}", "no action": "沒有動作"}
    assert read_engine_texts(tmp_path / "data", app_texts)["no action"] == "沒有動作"


def test_engine_translate_follows_the_language():
    """Engine keys stay English in English and come from the Chinese texts in 繁體中文."""
    key = "shared victory (tie on points and every tie-breaker)"
    assert engine_translate(key) == key
    set_language("zh_TW", save=False)
    assert engine_translate(key) == "共享勝利（分數與所有決勝條件皆相同）"
    assert engine_translate("a key nobody translated") == "a key nobody translated"


def test_saved_language_wins_over_the_system_locale():
    """A saved language is used at start; an unknown saved value falls back to the system's."""
    QSettings().setValue("language", "zh_TW")
    assert saved_language() == "zh_TW"
    QSettings().setValue("language", "klingon")
    assert saved_language() == system_language()


def test_an_unexpected_error_is_a_message_not_a_traceback(monkeypatch, tmp_path):
    """An exception escaping a slot shows sentences in a message box (no traceback, no Python
    exception name); the details go to the error log in the user data folder, which it names."""
    monkeypatch.setenv("BOARD_TABLE_DATA_DIR", str(tmp_path))
    shown = []
    monkeypatch.setattr(QMessageBox, "critical", lambda parent, title, text: shown.append((title, text)))
    try:
        raise KeyError("gear 7")
    except KeyError as exc:
        show_unexpected_error(type(exc), exc, exc.__traceback__)
    title, text = shown[0]
    assert title == "Something went wrong" and "its last autosave is kept" in text
    assert "KeyError" not in text and "Traceback" not in text and str(tmp_path / "errors.log") in text
    log = (tmp_path / "errors.log").read_text(encoding="utf-8")
    assert "Traceback" in log and "KeyError: 'gear 7'" in log


def test_the_app_installs_the_error_message_hook(monkeypatch):
    """``run_gui`` puts :func:`show_unexpected_error` in ``sys.excepthook`` before the window opens."""
    import sys

    from desktop_app.ui import app as app_module
    from desktop_app.ui import main_window

    seen = {}

    class FakeApp:
        def exec(self):
            seen["hook"] = sys.excepthook
            return 0

    class FakeWindow:
        def show(self):
            seen["window"] = sys.excepthook

    monkeypatch.setattr(sys, "excepthook", sys.__excepthook__)
    monkeypatch.setattr(app_module, "application", lambda argv=None: FakeApp())
    monkeypatch.setattr(main_window, "MainWindow", FakeWindow)
    assert app_module.run_gui([]) == 0
    assert seen == {"hook": show_unexpected_error, "window": show_unexpected_error}


def test_a_mouse_drag_snaps_and_reports_the_drop_and_a_click_is_a_click(qtbot):
    """Through the view: a drag ends on the grid and emits dropped; a still click emits clicked."""
    scene = QGraphicsScene(0, 0, 400, 400)
    tile = TileItem(cells=[(0, 0), (1, 0)], cell=20)
    scene.addItem(tile)
    tile.setPos(40, 40)
    tile.set_draggable(True, grid_snapper(20))
    seen = []
    tile.dropped.connect(lambda item, pos: seen.append(("drop", pos)))
    tile.clicked.connect(lambda item: seen.append("click"))
    view = QGraphicsView(scene)
    qtbot.addWidget(view)
    view.resize(500, 500)
    view.show()
    qtbot.waitExposed(view)
    viewport = view.viewport()
    start = view.mapFromScene(QPointF(50, 50))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=start)
    for step in range(1, 6):
        point = start + QPoint(step * 9, step * 7)
        QApplication.sendEvent(viewport, QMouseEvent(
            QEvent.Type.MouseMove, QPointF(point), QPointF(viewport.mapToGlobal(point)),
            Qt.MouseButton.NoButton, Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier))
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=start + QPoint(45, 35))
    assert tile.pos() == QPointF(80, 80)
    assert seen == [("drop", QPointF(80, 80))]
    qtbot.mouseClick(viewport, Qt.MouseButton.LeftButton, pos=view.mapFromScene(tile.sceneBoundingRect().center()))
    assert seen[-1] == "click"
