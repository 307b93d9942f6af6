"""A player can read the Unconscious Mind table: whole names, nothing covered, the loupe, no empty band.

The audit found patient and dream names cut ("The Clockm…", "The Unprepared…"), the manifest dream
covering the latent one's treatment in the office, ~7 px text at 1366×768 and an empty ~60 px band
above the table at 1400×900.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsSceneHoverEvent

from desktop_app.ui.i18n import render, set_language
from desktop_app.ui.screen_fit import DECORATION, simulate_screen
from desktop_app.ui.unconscious_mind import pieces
from desktop_app.ui.unconscious_mind.displays import DREAM_H, PATIENT_H, dream_card, patient_card
from desktop_app.ui.unconscious_mind.loupe import BODY_SIZE
from desktop_app.ui.unconscious_mind.rooms import DREAM_ROW
from tests.unconscious_mind.helpers import content

ROOM = """
players: 2
active: 0
p0:
  coffee: 4
  dial: {S red: 2}
  rooms: [{patient: PO-01, sorrow: SO-01, dreams: [DL-11, DM-31]}]
"""


class Recorder:
    """Every text a card face draws: (text, whether some of it was left out)."""

    def __init__(self, monkeypatch) -> None:
        self.calls: list[tuple[str, bool]] = []
        real = pieces.draw_whole

        def record(painter, rect, value, *args, **kwargs):
            cut = real(painter, rect, value, *args, **kwargs)
            self.calls.append((value.replace("\n", " "), cut))
            return cut

        monkeypatch.setattr(pieces, "draw_whole", record)

    def title_cut(self, card, part: str = "title") -> bool:
        """Whether the card's ``part`` (its title or its foot line) had to be cut."""
        self.calls.clear()
        image = QImage(400, 200, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        card.paint_face(painter)
        painter.end()
        wanted = "".join(getattr(card, part).split())
        drawn = [cut for value, cut in self.calls if "".join(value.split()) == wanted]
        assert drawn, wanted
        return drawn[0]


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_every_patient_and_dream_name_is_whole_where_it_is_shown(monkeypatch, lang):
    """The display's patients (103 wide) and dreams, and a room's two dreams side by side (113 wide)."""
    set_language(lang, save=False)
    c = content()
    recorder = Recorder(monkeypatch)
    for pid in c.patients:
        for rect in (QRectF(0, 0, 103, PATIENT_H), QRectF(0, 0, 230, 64)):
            card = patient_card(c, pid, next(iter(c.sorrows)), rect, "UM-PAT-02", None)
            assert not recorder.title_cut(card), (render(c.name(pid)), rect.width())
            assert not recorder.title_cut(card, "foot"), (card.foot, rect.width())  # "University · cure 6 …"
    for did, dream in c.dreams.items():
        sizes = [QRectF(0, 0, 113, DREAM_ROW)] + ([QRectF(0, 0, 103, DREAM_H)] if dream["kind"] == "manifest" else [])
        for rect in sizes:
            card = dream_card(c, did, rect, "UM-PAT-07", None)
            assert not recorder.title_cut(card), (render(c.name(did)), rect.width())


def test_a_rooms_dreams_and_patient_do_not_cover_one_another(um_table):
    t = um_table(ROOM, turn=False)
    scene = t.scene
    dreams = [i for i in scene.items() if isinstance(getattr(i, "payload", None), dict)
              and i.payload.get("kind") == "dream" and i.payload.get("room") == 0]
    assert len(dreams) == 2
    patient = scene.room_items[0]
    rects = [d.sceneBoundingRect().adjusted(2, 2, -2, -2) for d in dreams] + \
        [patient.sceneBoundingRect().adjusted(2, 2, -2, -2)]
    for a in range(len(rects)):
        for b in range(a + 1, len(rects)):
            assert not rects[a].intersects(rects[b]), (a, b, rects[a], rects[b])


def _hover(item, enter: bool = True) -> None:
    kind = QEvent.Type.GraphicsSceneHoverEnter if enter else QEvent.Type.GraphicsSceneHoverLeave
    (item.hoverEnterEvent if enter else item.hoverLeaveEvent)(QGraphicsSceneHoverEvent(kind))


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_pointing_at_a_card_shows_it_whole_in_the_loupe(um_table, lang):
    set_language(lang, save=False)
    t = um_table(ROOM, turn=False)
    scene = t.scene
    targets = list(scene.patient_display_items.values()) + list(scene.dream_display_items.values()) + \
        [scene.room_items[0], scene.dream_items[0]] + list(scene.treatise_items.values())[:2]
    for item in targets:
        _hover(item)
        loupe = scene.card_loupe
        assert loupe.isVisible() and loupe.owner is item
        shown = loupe.mapRectToScene(loupe.rect())
        assert scene.sceneRect().contains(shown)
        assert not shown.intersects(item.sceneBoundingRect())
        assert len(loupe.lines) >= 2  # the name and at least one line of what the card does
        bottom = 0.0
        for rect, value, face, _colour in loupe.lines:
            assert "…" not in value and face.pointSizeF() >= BODY_SIZE
            metrics = QFontMetricsF(face)
            assert all(metrics.horizontalAdvance(row) <= rect.width() + 0.5 for row in value.split("\n"))
            # drawn inside its own rect, under the text before it (Chinese lines, set in a taller fallback font,
            # ran into the next text)
            drawn = metrics.boundingRect(rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), value)
            assert drawn.height() <= rect.height() and rect.top() >= bottom - 1, value
            bottom = rect.bottom()
        assert bottom <= loupe.rect().bottom()
        shown_words = "".join("".join(v.split()) for _r, v, _f, _c in loupe.lines)
        for line in item.toolTip().split("\n")[1:]:  # every line of the description, whole
            assert "".join(line.split()) in shown_words, line
        _hover(item, enter=False)
        assert not loupe.isVisible()


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_table_starts_at_the_top_of_a_tall_view(qtbot, lang):
    """At 1400×900 the fitted table left an empty ~60 px band above it; now the spare room is below."""
    from desktop_app.controllers.game_controller import GameController
    from desktop_app.engine.game import GameOptions, Seat
    from desktop_app.rules.unconscious_mind import GAME
    from desktop_app.ui.game_window import GameWindow

    set_language(lang, save=False)
    simulate_screen(QRect(0, 0, 1400 + DECORATION.width(), 900 + DECORATION.height()))
    try:
        options = GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "human")])
        controller = GameController.new(GAME, content(), options, 1, autosave=False)
        window = GameWindow(controller)
        qtbot.addWidget(window)
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        window.view.fit()
        top = window.view.mapFromScene(window.scene.sceneRect().topLeft()).y()
        bottom = window.view.mapFromScene(window.scene.sceneRect().bottomLeft()).y()
        spare = window.view.viewport().height() - (bottom - top)
        assert spare > 40  # the view is taller than the table at this size …
        assert top <= 4  # … and the table starts at its top
        controller.shutdown(0)
    finally:
        simulate_screen(None)
