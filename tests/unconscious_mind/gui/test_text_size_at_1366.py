"""Every text of the Unconscious Mind table reads at 9 px or more on a 1366×768 screen, and none is cut.

Players found ~7 px card text at 1366×768 (the table is fitted whole: ≈0.71 screen pixels per scene unit),
the method grid's header under the idea pins and "Empty room: a new patient comes…" running out of its
room. The measure: the table is painted with a recording painter; every text it draws (card faces,
buttons, spaces, markers) and every text item has its font size taken at the 1366×768 scale, and no text
ends in "…". The loupe shows a whole card bigger; a card face shows less, not smaller.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRectF
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QStyleOptionGraphicsItem

from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.bot import choose
from desktop_app.ui.i18n import set_language
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind import pieces
from desktop_app.ui.unconscious_mind.look import tr
from desktop_app.ui.unconscious_mind.pieces import Card, IdeaItem
from tests.support.screen_scale import table_scale_at_1366
from tests.unconscious_mind.gui.test_patient_rooms import CURE
from tests.unconscious_mind.helpers import answer, content, position, start_turn

PX_PER_POINT = 96 / 72


class RecordingPainter(QPainter):
    """A painter that notes every text drawn with it: (text, point size, whether it fits its box)."""

    def __init__(self, device) -> None:
        super().__init__(device)
        self.texts: list[tuple[str, float, bool]] = []

    def drawText(self, *args) -> None:  # noqa: N802 (Qt override)
        value = next((a for a in args if isinstance(a, str)), "")
        if value.strip():
            box = args[0] if isinstance(args[0], QRectF) else None
            metrics = QFontMetricsF(self.font())
            fits = box is None or all(metrics.horizontalAdvance(line) <= box.width() + 0.5
                                      for line in value.split("\n"))
            self.texts.append((value, self.font().pointSizeF(), fits))
        super().drawText(*args)


def scale_at_1366(qapp, players: int) -> float:
    """Screen pixels per scene unit of a ``players`` table in a window filling a 1366×768 screen (the
    score dock is wider with more players: the table gets less room)."""
    seats = (("Ann", "red"), ("Ben", "blue"), ("Cy", "green"), ("Di", "yellow"))[:players]
    scale = table_scale_at_1366(qapp, GAME, content(), GameOptions([Seat(n, c, "human") for n, c in seats]))
    assert 0.6 < scale < 0.9, scale
    return scale


def all_texts(scene) -> list[tuple[str, float, str, bool]]:
    """(text, point size, where, whether it is whole) of everything the scene shows in words."""
    out = []
    image = QImage(64, 64, QImage.Format.Format_ARGB32)
    option = QStyleOptionGraphicsItem()
    for item in scene.items():
        if isinstance(item, QGraphicsSimpleTextItem):
            for line in item.text().split("\n"):
                out.append((line, item.font().pointSizeF(), "text item", True))
            continue
        painter = RecordingPainter(image)
        try:
            item.paint(painter, option, None)
        finally:
            painter.end()
        out += [(value, size, type(item).__name__, fits) for value, size, fits in painter.texts]
    return out


def played_table(um_table, players: int, seed: int, steps: int):
    seats = (("Ann", "red"), ("Ben", "blue"), ("Cy", "green"), ("Di", "yellow"))[:players]
    options = GameOptions([Seat(n, c, "human") for n, c in seats])
    t = um_table(GAME.new_state(options, content(), seed), turn=False)
    rng = random.Random(seed)
    for _ in range(steps):
        pending = t.controller.privacy_pending()
        if pending is not None:
            t.controller.set_privacy_acknowledged(pending)
        d = t.live.decisions()[0]
        t.controller.submit(choose(t.live.view(d.player), d.player, "easy", 0.02, rng))
    return t


@pytest.mark.parametrize("lang,players,steps", [("en", 2, 60), ("zh_TW", 2, 60), ("en", 1, 30), ("zh_TW", 4, 40),
                                                ("en", 4, 40)])
def test_no_table_text_under_nine_pixels_or_cut_at_1366x768(qapp, um_table, lang, players, steps):
    set_language(lang, save=False)
    scale_1366 = scale_at_1366(qapp, players)
    t = played_table(um_table, players, 4, steps)
    texts = all_texts(t.scene)
    assert len(texts) > 150
    small = sorted({(round(size * PX_PER_POINT * scale_1366, 1), where, value[:30]) for value, size, where, _ in texts
                    if size * PX_PER_POINT * scale_1366 < 9.0})
    assert small == [], f"{len(small)} texts under 9 px, e.g. {small[:12]}"
    cut = sorted({(where, value) for value, _size, where, whole in texts
                  if "…" in value and not waiting_words(value) or not whole})
    assert cut == []
    assert outside_their_area(t.scene) == []
    assert overlapping(t.scene) == []
    assert [c.title for c in t.scene.items() if isinstance(c, Card) and not title_whole(c)] == []


def waiting_words(value: str) -> bool:
    """Whether ``value`` is the panel's "Waiting for Ann…", whose "…" is its wording, not a cut (the bots'
    time budget decides whether the played position ends on the viewer's decision or another's)."""
    head, tail = tr("Waiting for {names}…").split("{names}")
    return value == tr("Waiting…") or value.startswith(head) and value.endswith(tail)


AREAS = (L.TABLE, L.VIENNA, L.PANEL, L.DISPLAYS, L.OFFICE, L.OTHERS)


def outside_their_area(scene) -> list[str]:
    """Texts that run out of the area of the table they start in ("Empty room: a new patient comes…")."""
    out = []
    for item in scene.items():
        if not isinstance(item, QGraphicsSimpleTextItem):
            continue
        box = item.sceneBoundingRect()
        if item.parentItem() is not None:  # in the side panel's scroll pane: as wide as the panel
            if box.right() > L.PANEL.right() - 4:
                out.append(item.text())
            continue
        area = next((a for a in AREAS if a.contains(box.topLeft())), None)
        if area is None or not area.adjusted(-1, -1, 1, 1).contains(box):
            out.append(item.text())
    return out


def overlapping(scene) -> list[tuple[str, str]]:
    """Pairs of texts drawn over each other."""
    items = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.parentItem() is None]
    boxes = [i.sceneBoundingRect().adjusted(1, 2, -1, -2) for i in items]  # the glyphs, not the line's leading
    return [(items[a].text(), items[b].text()) for a in range(len(items)) for b in range(a + 1, len(items))
            if boxes[a].intersects(boxes[b])]


def title_whole(card) -> bool:
    """Whether every line of a card's title fits its title band."""
    if not card.title:
        return True
    metrics = QFontMetricsF(pieces.font(card.title_size, bold=True))
    lines = card.title_text().count("\n") + 1
    return lines * metrics.lineSpacing() * pieces.LINE_STEP <= card.band_height() + 0.5


def test_the_method_grid_header_clears_the_idea_pins_um_ink_04(um_table):
    t = played_table(um_table, 2, 4, 0)
    header = next(i for i in t.scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.text() == "Method tiles")
    pins = [i for i in t.scene.items() if isinstance(i, IdeaItem) and i.rule_id == "UM-INK-04"]
    assert len(pins) == 3
    drawn = [pin.mapToScene(pin.shape()).boundingRect() for pin in pins]  # the bubbles, not their boxes
    assert not any(header.sceneBoundingRect().intersects(bubble) for bubble in drawn)


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_empty_room_text_stays_in_its_room_um_pat_01(um_table, lang):
    """"Empty room: a new patient comes at the end of your turn" ran out of its room."""
    set_language(lang, save=False)
    s = position(CURE)
    start_turn(s)
    answer(s, "turn_type", type="recall")
    answer(s, "recall_choice", then="treat")
    answer(s, "treat", room=0, option=0, **{"with": "basic"})
    t = um_table(s, turn=False)
    empty = [i for i in t.scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.rule_id == "UM-PAT-01"]
    assert len(empty) == 2  # both rooms are empty now (room 2 opened with the cure)
    for item in empty:
        assert any(L.room_rect(k).contains(item.sceneBoundingRect()) for k in range(2)), item.text()


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_side_panel_words_stay_in_the_panel_um_place_01(um_table, lang):
    """The hint of "place ideas" (the longest) ran out of the panel once set at the readable size."""
    set_language(lang, save=False)
    t = played_table(um_table, 2, 4, 0)
    for _ in range(20):
        if t.kind() in ("turn_type", "place_ideas"):
            break
        t.controller.submit(t.live.decisions()[0].options[0])
    if t.kind() == "turn_type":
        t.click(t.button(lambda a: a.kind == "turn_type" and a["type"] == "place"))
    assert t.kind() == "place_ideas"
    assert outside_their_area(t.scene) == []


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_final_scores_fit_the_narrower_side_panel_um_end_02(qtbot, lang):
    """Four players' final scores: the headings and figures stay apart and inside the panel ("Prestige" ran
    into "Tags" once the panel was narrowed for 1366×768)."""
    from desktop_app.ai.selfplay import play_game
    from desktop_app.controllers.game_controller import GameController
    from desktop_app.ui.scenes import create_scene

    set_language(lang, save=False)
    seats = [Seat(f"Player {i + 1}", "", "normal") for i in range(4)]
    result = play_game(GAME, content(), GameOptions(seats), 5, ["easy"] * 4, max_actions=5000)
    controller = GameController(GAME, content(), result.record, result.state, autosave=False)
    try:
        scene = create_scene(controller)
        assert scene.view.phase == "over"
        items = [i for i in scene.items() if isinstance(i, QGraphicsSimpleTextItem) and i.rule_id == "UM-END-02"]
        assert len(items) > 20
        boxes = [i.sceneBoundingRect().adjusted(1, 2, -1, -2) for i in items]
        assert [(items[a].text(), items[b].text()) for a in range(len(items)) for b in range(a + 1, len(items))
                if boxes[a].intersects(boxes[b])] == []
        assert all(box.right() <= L.PANEL.right() - 8 for box in boxes)
    finally:
        controller.shutdown(0)
