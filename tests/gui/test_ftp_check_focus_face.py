"""Fit To Print's end-of-day check (FTP-CHK-02, FTP-RT-07) draws the day's focus tile with its face —
frame, stars, the news' name, its side — as on the page (FTP-LAY-04); it showed blank black cells."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop_app.ui.fit_to_print.scene import FtpScene
from tests.gui.ftp_states import one_page_left_to_print, print_the_last_page

GOLD, CREAM = QColor("#D9B64C"), QColor("#F5EBD0")


def _near(colour: QColor, wanted: QColor) -> bool:
    return all(abs(a - b) <= 40 for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3], strict=True))


def _end_of_day_sheet():
    """A turn-based table of two; both pages printed, so the end-of-day sheet is up."""
    controller = one_page_left_to_print()
    scene = FtpScene(controller, start_clock=False)
    scene.set_animation_speed(0)
    controller.state_changed.connect(scene.sync)
    print_the_last_page(controller)
    return controller, scene


def test_the_check_replay_shows_the_focus_tile_face_ftp_lay_04(qtbot):
    controller, scene = _end_of_day_sheet()
    try:
        assert scene.overlay is not None and scene.overlay.isVisible()
        replay = scene.overlay.replay
        focus = replay.page["focus"]
        assert focus, "the page has a focus tile"
        bounds = replay.boundingRect()
        image = QImage(int(bounds.width()) + 1, int(bounds.height()) + 1, QImage.Format.Format_ARGB32)
        image.fill(QColor("#FFFFFF"))
        painter = QPainter(image)
        replay.paint(painter, QStyleOptionGraphicsItem(), None)
        painter.end()
        cell = replay.CELL
        gold = cream = 0
        for c, r in focus:
            area = QRectF(c * cell, r * cell, cell, cell)
            for x in range(int(area.left()) + 1, int(area.right()) - 1):
                for y in range(int(area.top()) + 1, int(area.bottom()) - 1):
                    pixel = image.pixelColor(x, y)
                    gold += _near(pixel, GOLD)
                    cream += _near(pixel, CREAM)
        assert gold > 40, "the gold frame and stars are drawn"
        assert cream > 15, "the news' name is written on the tile"
        name, side = replay.page["focus_face"]
        assert name and side in ("starting tile", "side A", "side B")
    finally:
        controller.shutdown(0)
