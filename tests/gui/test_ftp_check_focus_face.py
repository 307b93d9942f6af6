"""Fit To Print's end-of-day check (FTP-CHK-02, FTP-RT-07) draws the day's focus tile with its face —
frame, stars, the news' name, its side — as on the page (FTP-LAY-04); it showed blank black cells."""

from __future__ import annotations

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import QStyleOptionGraphicsItem

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import GameRecord
from desktop_app.rules.fit_to_print import GAME
from desktop_app.ui.fit_to_print.scene import FtpScene
from tests.fit_to_print.helpers import content, play

GOLD, CREAM = QColor("#D9B64C"), QColor("#F5EBD0")


def _near(colour: QColor, wanted: QColor) -> bool:
    return all(abs(a - b) <= 40 for a, b in zip(colour.getRgb()[:3], wanted.getRgb()[:3], strict=True))


def _end_of_day_sheet():
    """A turn-based table of two; both pages printed, so the end-of-day sheet is up."""
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Bob", "blue", "human")], {"mode": "turn_based"})
    state = GAME.new_state(options, content(), 3)
    actions: list = []
    play(state, 2, bots={0: "easy", 1: "easy"}, record=actions,
         stop=lambda s: s.stage == "play" and [p.phase for p in s.players].count("printed") == 1)
    record = GameRecord(GAME.id, GAME.content_version(content()), options, 3, list(actions))
    controller = GameController(GAME, content(), record, state, autosave=False)
    controller.set_animation_speed(0)
    scene = FtpScene(controller, start_clock=False)
    scene.set_animation_speed(0)
    controller.state_changed.connect(scene.sync)
    last = next(i for i, p in enumerate(state.players) if p.phase != "printed")
    if controller.privacy_pending() is not None:
        controller.set_privacy_acknowledged(controller.privacy_pending())
    while state.players[last].phase != "printed":
        move = next(a for a in controller.legal_actions(last) if a.kind in ("print", "call_layout"))
        assert controller.submit(move) is None
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
