"""A player can read every Viscounts card: whole names on the faces, the whole text in the loupe.

The audit found names and abilities cut almost everywhere ("Master…", "Keyw…", "While on yo…",
"Whenever yo…") and opponents' boards in ~7 px text. Faces now carry the whole name at the table's
reading size ``READ_PT`` (wrapped, narrowed, a long word hyphenated) and as much of the effects, in
their short forms, as fits whole at that size; pointing at a card, manuscript or building slot opens
the loupe with every word at reading size.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QRect, QRectF, Qt
from PySide6.QtGui import QFontMetricsF, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsSceneHoverEvent

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.viscounts import GAME
from desktop_app.ui import text_fit
from desktop_app.ui.i18n import render, set_language
from desktop_app.ui.scene_parts import TextBox
from desktop_app.ui.screen_fit import DECORATION, simulate_screen
from desktop_app.ui.viscounts import cards as cards_module
from desktop_app.ui.viscounts import geometry as g
from desktop_app.ui.viscounts.board import BuildingSlot
from desktop_app.ui.viscounts.cards import ManuscriptCard, TownsfolkCard
from desktop_app.ui.viscounts.look import READ_PT
from desktop_app.ui.viscounts.loupe import BODY_SIZE, building_loupe, manuscript_loupe, townsfolk_loupe
from desktop_app.ui.viscounts.loupe import _layout as loupe_layout
from desktop_app.ui.viscounts.words import ability_body, effects_text
from tests.viscounts.fixtures import CONTENT, new_game
from tests.viscounts.gui.conftest import scale_at_1366

PX_PER_POINT = 96 / 72
SIZES = {"pile": (g.CARD_W, g.CARD_H), "opponent of four": (58.0, 81.2), "own board": (80.0, 112.0)}
"""Card face sizes on the table: a pile's top, an opponent's tableau with four players, the viewer's board."""


@pytest.fixture(scope="module")
def table_scale(qapp):
    """How many screen pixels a scene unit is on a 1366×768 screen (the view fits the whole table)."""
    scale = scale_at_1366(qapp)
    assert 0.6 < scale < 1.0  # the table is shown smaller than its scene size at 1366×768
    return scale


class Recorder:
    """Every text a face draws or leaves off: (text without a hyphenation's break, whether it was left
    off, the point size used)."""

    def __init__(self, monkeypatch, module=cards_module) -> None:
        self.calls: list[tuple[str, bool, float]] = []
        real = module.draw_whole

        def record(painter, rect, value, *args, **kwargs):
            drawn = real(painter, rect, value, *args, **kwargs)
            self.calls.append((value.replace("- ", ""), not drawn, painter.font().pointSizeF()))
            return drawn

        monkeypatch.setattr(module, "draw_whole", record)

    def drawn(self, words: str) -> tuple[str, bool, float] | None:
        """The call that drew ``words`` (None: never drawn)."""
        return next((c for c in self.calls if c[0] == words and not c[1]), None)

    def paint(self, item) -> None:
        image = QImage(300, 300, QImage.Format.Format_ARGB32)
        painter = QPainter(image)
        item.paint_face(painter)
        painter.end()


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("where", list(SIZES))
def test_every_townsfolk_name_is_whole_and_readable_on_its_face(monkeypatch, table_scale, lang, where):
    set_language(lang, save=False)
    recorder = Recorder(monkeypatch)
    w, h = SIZES[where]
    for card_id, card in CONTENT.cards.items():
        item = TownsfolkCard(card_id, CONTENT, QRectF(0, 0, w, h))
        item.badge = "×10" if where == "pile" else ""
        recorder.calls.clear()
        recorder.paint(item)
        name = render(card.name)
        drawn = recorder.drawn(name)
        assert drawn, f"{where}: {name!r} not on its face ({card_id})"
        assert drawn[2] >= READ_PT, f"{where}: {name!r} at {drawn[2]} pt"


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_pile_faces_show_the_hire_effect_whole_where_it_fits(monkeypatch, lang):
    """The effect when hired or banished (the reason to hire) is on a pile's top card whole at reading
    size, or (a long one under a two-line name) left to the loupe, which always has it; on a card in
    your own board it is on the face (the odd three-part effect aside)."""
    set_language(lang, save=False)
    recorder = Recorder(monkeypatch)
    shown = {"pile": 0, "own board": 0}
    hiring = [(card_id, card) for card_id, card in CONTENT.cards.items() if card.on_hire]
    for where, badge in (("pile", "×10"), ("own board", "")):
        for card_id, card in hiring:
            item = TownsfolkCard(card_id, CONTENT, QRectF(0, 0, *SIZES[where]))
            item.badge = badge
            recorder.calls.clear()
            recorder.paint(item)
            words = effects_text(card.on_hire, CONTENT, True)
            shown[where] += recorder.drawn(words) is not None
            loupe = townsfolk_loupe(card, CONTENT)
            assert any(words in body or effects_text(card.on_hire, CONTENT) in body for _h, _c, body in loupe.sections)
    assert shown["pile"] >= len(hiring) * 0.5 and shown["own board"] >= len(hiring) - 3, shown


def _check_loupe(card) -> None:
    """Whole texts at reading size, each drawn inside its own rect (Chinese lines, set in a taller fallback
    font, ran into the next text), the rects one under the other."""
    lines, height = loupe_layout(card)
    bottom = 0.0
    for line in lines:
        metrics = QFontMetricsF(line.font)
        assert "…" not in line.text, line.text
        for row in line.text.split("\n"):
            assert metrics.horizontalAdvance(row) <= line.rect.width() + 0.5, row
        drawn = metrics.boundingRect(line.rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop), line.text)
        assert drawn.height() <= line.rect.height(), line.text
        assert line.rect.top() >= bottom - 1 and line.rect.bottom() <= height
        bottom = line.rect.bottom()
        assert line.font.pointSizeF() >= BODY_SIZE - 0.6


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_the_loupe_shows_every_card_whole_at_reading_size(lang):
    """Every townsfolk, manuscript and building slot: the long texts, wrapped, never elided."""
    set_language(lang, save=False)
    for card in CONTENT.cards.values():
        loupe = townsfolk_loupe(card, CONTENT)
        texts = [body for _h, _c, body in loupe.sections]
        if card.ability is not None:
            assert ability_body(card.ability, CONTENT) in texts  # the long form, not the face's short one
        _check_loupe(loupe)
    for ms in CONTENT.manuscripts.values():
        _check_loupe(manuscript_loupe(ms, CONTENT))
    for btype, bdef in CONTENT.buildings.items():
        for k, slot in enumerate(bdef.slots):
            _check_loupe(building_loupe(render(bdef.name), btype, k + 1, effects_text(slot, CONTENT), True))


def _hover(item, enter: bool = True) -> None:
    kind = QEvent.Type.GraphicsSceneHoverEnter if enter else QEvent.Type.GraphicsSceneHoverLeave
    event = QGraphicsSceneHoverEvent(kind)
    (item.hoverEnterEvent if enter else item.hoverLeaveEvent)(event)


def test_pointing_at_a_pile_a_tableau_card_or_a_building_opens_the_loupe_beside_it(table):
    t = table(new_game(2))
    while t.state.phase == "setup":  # during the draft the choice takes the board's place
        assert t.controller.submit(t.state.decisions()[0].options[0]) is None
    scene = t.scene
    pile = next(iter(scene.piles.values()))
    slot = next(i for i in scene.pieces if isinstance(i, BuildingSlot))
    for item in (pile, next(iter(scene.stacks.values())), slot):
        _hover(item)
        loupe = scene.card_loupe
        assert loupe.isVisible() and loupe.owner is item
        shown = loupe.sceneBoundingRect()
        assert scene.sceneRect().contains(loupe.mapRectToScene(loupe.rect()))
        assert not loupe.mapRectToScene(loupe.rect()).intersects(item.sceneBoundingRect())
        assert shown.width() > 2.5 * g.CARD_W
        _hover(item, enter=False)
        assert not loupe.isVisible()
    t.scene.sync([])  # a rebuilt table makes its loupe again
    _hover(next(iter(t.scene.piles.values())))
    assert t.scene.card_loupe.isVisible() and t.scene.card_loupe.scene() is t.scene


@pytest.mark.parametrize("players", [2, 3])
def test_opponents_boards_read_at_nine_pixels(table, table_scale, players):
    """An opponent's facts were 7 pt (≈7 px at 1366×768); now at reading size and wrapped, not shrunk away
    (the piles' sizes, and the compact chips of three opponents' narrow boxes, are measured with the whole
    window in tests/gui/test_readability_1366.py)."""
    t = table(new_game(players))
    from desktop_app.ui.viscounts.scene import OTHERS_TOP, RIGHT_X

    boxes = [i for i in t.scene.items() if isinstance(i, TextBox)
             and i.sceneBoundingRect().top() >= OTHERS_TOP and i.sceneBoundingRect().left() >= RIGHT_X]
    assert len(boxes) >= 5 * (players - 1)  # five lines of facts each
    image = QImage(400, 100, QImage.Format.Format_ARGB32)
    for box in boxes:
        painter = QPainter(image)
        painter.setFont(text_fit.fitted_font(cards_module.font(box.size, box.bold), box.value, box.rect.width(),
                                             box.rect.height(), box.max_lines))
        size = painter.font().pointSizeF()
        metrics = QFontMetricsF(painter.font())
        lines = text_fit.wrap_lines(box.value, metrics, box.rect.width(), box.max_lines)
        painter.end()
        assert size * PX_PER_POINT * table_scale >= 7.5, (box.value, size)
        assert all(metrics.horizontalAdvance(line) <= box.rect.width() + 0.5 for line in lines), box.value


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_stack_faces_show_what_transcribing_gives_whole(monkeypatch, lang):
    """A stack's top manuscript shows its cost and what transcribing it gives whole at reading size (a
    three-part effect aside), then its name where room remains; the loupe always has both (VIS-MS-04)."""
    set_language(lang, save=False)
    recorder = Recorder(monkeypatch)
    effects = names = 0
    for ms_id, ms in CONTENT.manuscripts.items():
        item = ManuscriptCard(ms_id, CONTENT, QRectF(0, 0, g.CARD_W, g.CARD_H))
        item.badge = "×6"
        recorder.calls.clear()
        recorder.paint(item)
        words = effects_text(ms.instant, CONTENT, True)
        assert recorder.drawn(str(ms.cost)), ms_id
        effects += recorder.drawn(words) is not None
        name = recorder.drawn(render(ms.name))
        names += name is not None
        assert name is None or name[2] >= READ_PT
        assert render(ms.name) == manuscript_loupe(ms, CONTENT).title
    assert effects >= len(CONTENT.manuscripts) - 4 and names >= len(CONTENT.manuscripts) // 3, (effects, names)


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("covered", [True, False])
def test_every_building_slot_shows_its_ability_whole(monkeypatch, lang, covered):
    """ "Whenever yo…", "At every…": a slot's ability fits under its building piece at reading size, in
    its short form or, where that is too long, in the fewest words ("Hire: may discard a card")."""
    from PySide6.QtGui import QColor

    from desktop_app.ui.viscounts import board as board_module
    from desktop_app.ui.viscounts.board import SLOT_H, SLOT_W
    from desktop_app.ui.viscounts.words import terse_text

    set_language(lang, save=False)
    recorder = Recorder(monkeypatch, board_module)
    for btype, bdef in CONTENT.buildings.items():
        for k, slot in enumerate(bdef.slots):
            words = (effects_text(slot, CONTENT, True), terse_text(slot, CONTENT))
            item = BuildingSlot(QRectF(0, 0, SLOT_W, SLOT_H), btype, k + 1, covered, words, QColor("#C0392B"),
                                bdef.cost)
            recorder.calls.clear()
            recorder.paint(item)
            drawn = [c for c in recorder.calls if not c[1]]
            assert len(drawn) == 1 and drawn[0][0] in words and drawn[0][2] >= READ_PT, (btype, k, recorder.calls)


def test_the_table_starts_at_the_top_of_a_tall_view(qtbot):
    """At 1400×900 the fitted table sat under an empty band; the spare room now goes below it."""
    from desktop_app.ui.game_window import GameWindow

    simulate_screen(QRect(0, 0, 1400 + DECORATION.width(), 900 + DECORATION.height()))
    try:
        options = GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "human")])
        controller = GameController.new(GAME, CONTENT, options, 1, autosave=False)
        window = GameWindow(controller)
        qtbot.addWidget(window)
        window.resize(1400, 900)
        window.show()
        qtbot.waitExposed(window)
        window.view.fit()
        rect = window.scene.sceneRect()
        top = window.view.mapFromScene(rect.topLeft()).y()
        spare = window.view.viewport().height() - (window.view.mapFromScene(rect.bottomLeft()).y() - top)
        assert spare > 20 and top <= 4
        controller.shutdown(0)
    finally:
        simulate_screen(None)


def test_the_mouse_over_a_pile_opens_the_loupe_and_leaving_closes_it(qtbot):
    """The real path: the mouse moves over a pile's top card in the window's view, then away."""
    from PySide6.QtCore import QPoint

    from desktop_app.ui.game_window import GameWindow

    simulate_screen(QRect(0, 0, 1366 + DECORATION.width(), 768 + DECORATION.height()))
    try:
        options = GameOptions([Seat("Ann", "red", "human"), Seat("Ben", "blue", "human")])
        controller = GameController.new(GAME, CONTENT, options, 1, autosave=False)
        window = GameWindow(controller)
        qtbot.addWidget(window)
        window.resize(1366, 768)
        window.show()
        qtbot.waitExposed(window)
        qtbot.wait(20)  # the controller's start-up step redraws the table once
        window.view.fit()
        for other in QApplication.topLevelWidgets():  # a window an earlier test left open takes the hover
            if other is not window and other.isVisible():
                other.close()
        window.activateWindow()
        pile = next(iter(window.scene.piles.values()))
        port = window.view.viewport()
        qtbot.mouseMove(port, QPoint(3, 3))
        qtbot.mouseMove(port, window.view.mapFromScene(pile.sceneBoundingRect().center()))
        qtbot.waitUntil(lambda: getattr(window.scene, "card_loupe", None) is not None
                        and window.scene.card_loupe.isVisible(), timeout=2000)
        loupe = window.scene.card_loupe
        assert loupe.owner.payload == pile.payload
        on_screen = window.view.mapFromScene(loupe.mapRectToScene(loupe.rect())).boundingRect()
        assert port.rect().contains(on_screen)  # the whole loupe is in the window
        assert on_screen.width() >= 150  # about twice and a half the card's width on screen
        qtbot.mouseMove(port, QPoint(3, 3))
        qtbot.waitUntil(lambda: not loupe.isVisible(), timeout=2000)
        controller.shutdown(0)
    finally:
        simulate_screen(None)


def test_the_draft_shows_every_pair_and_its_button_in_pair_order_vis_setup_09(table):
    """VIS-SETUP-09: choosing a player card and hero, the choice takes the empty board's place, so every
    pair (its facts, its hero card) and every button is inside the decision pane without scrolling, and
    the buttons come in the order of the pairs drawn above them (they came in offer order: #7, #9, #8)."""
    from tests.viscounts.fixtures import new_game

    t = table(new_game(2, 1))
    scene = t.scene
    assert scene.decision.kind == "draft" and scene.mine == {}
    shown = QRectF(scene.pane.rect)
    heroes = [p for p in scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "draft"]
    assert len(heroes) == len(scene.decision.options) >= 2
    for item in heroes + scene.panel_buttons:
        assert shown.contains(item.sceneBoundingRect()), item.sceneBoundingRect()
    columns = [h.payload["card"] for h in sorted(heroes, key=lambda h: h.sceneBoundingRect().x())]
    reading = sorted(scene.panel_buttons, key=lambda b: (b.sceneBoundingRect().y(), b.sceneBoundingRect().x()))
    buttons = [b.payload["action"]["card"] for b in reading]
    assert buttons == columns
    assert not scene.pane.scrollable
