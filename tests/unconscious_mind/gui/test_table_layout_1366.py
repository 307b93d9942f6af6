"""The Unconscious Mind table at 1366×768 as a play-tester saw it: the inkwell stood on a rondel space's name
(UM-INK-01), pointing at a card showed its loupe and the card's tooltip over it, a side-panel button's detail
line touched the button's border, and rondel spaces' words ran past the space's edge (UM-INK-03..06)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QPointF, QRectF
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QGraphicsSimpleTextItem,
    QGraphicsView,
    QStyleOptionGraphicsItem,
    QToolTip,
)

from desktop_app.engine.game import GameOptions
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.ui.card_loupe import lines_size
from desktop_app.ui.i18n import render, set_language
from desktop_app.ui.unconscious_mind import layout as L
from tests.unconscious_mind.helpers import content

SCALE = 4
"""Image pixels per scene unit when a button is painted to find where its words' ink is."""


def painted_rect(item):
    """The scene rect a piece paints: its outline plus the pen."""
    return item.mapToScene(item.shape()).boundingRect().adjusted(-1.2, -1.2, 1.2, 1.2)


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("space", range(6))
def test_the_inkwell_covers_no_word_on_any_rondel_space_um_ink_01(um_table, lang, space):
    """UM-INK-01: wherever the inkwell stands, it is inside its own space and clears every word of the table
    (the rondel spaces' names and rewards, the title, the idea supply) in both languages."""
    set_language(lang, save=False)
    t = um_table({"players": 2, "active": 0, "p0": {"inkwell": space}})
    ink = t.scene.inkwell_item
    assert t.scene.rondel_at(ink.scenePos()) == space
    assert t.scene.rondel_items[space].shape().contains(ink.scenePos())
    box = painted_rect(ink)
    covered = [w.text() for w in t.scene.items()
               if isinstance(w, QGraphicsSimpleTextItem) and w.isVisible() and w.sceneBoundingRect().intersects(box)]
    assert covered == []


def test_pointing_at_a_card_shows_its_loupe_and_no_tooltip_over_it_um_pat_02(um_table, qtbot):
    """UM-PAT-02: the mouse on a waiting patient opens the loupe with the whole card; the tooltip still up from the
    piece pointed at before closes, and the one Qt asks for after its delay is not shown over the loupe. Off the
    card (no loupe) tooltips show as before."""
    t = um_table({"players": 2, "active": 0})
    view = QGraphicsView(t.scene)
    view.resize(1366, 740)
    view.fitInView(t.scene.sceneRect())
    view.show()
    qtbot.waitExposed(view)
    card = next(i for i in t.scene.items() if getattr(i, "rule_id", None) == "UM-PAT-02" and getattr(i, "title", ""))
    QToolTip.showText(view.mapToGlobal(QPoint(5, 5)), "the rondel space pointed at before", view.viewport())
    assert QToolTip.isVisible()
    at = view.mapFromScene(card.sceneBoundingRect().center())
    qtbot.mouseMove(view.viewport(), at)
    qtbot.waitUntil(lambda: t.scene.card_loupe.isVisible(), timeout=2000)
    assert t.scene.card_loupe.owner is card
    assert not QToolTip.isVisible()

    def ask_for_tooltip(pos: QPoint) -> None:
        QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, pos, view.viewport().mapToGlobal(pos)))

    ask_for_tooltip(at)
    assert not QToolTip.isVisible()
    rondel = t.scene.rondel_items[0]
    away = view.mapFromScene(L.rondel_point(0, len(t.scene.rondel_items), 82))
    qtbot.mouseMove(view.viewport(), away)
    qtbot.waitUntil(lambda: not t.scene.card_loupe.isVisible(), timeout=2000)
    ask_for_tooltip(away)
    assert QToolTip.isVisible() and QToolTip.text() == rondel.toolTip()
    QToolTip.hideText()
    view.close()


def words_ink_rows(button) -> tuple[float, float]:
    """(top, bottom) in scene units inside ``button`` of the ink its words add (painted with and without them)."""
    rect = button._rect

    def paint(words: bool) -> QImage:
        image = QImage(int(rect.width() * SCALE), int(rect.height() * SCALE), QImage.Format.Format_ARGB32)
        image.fill(QColor("#808080"))
        painter = QPainter(image)
        painter.scale(SCALE, SCALE)
        painter.translate(-rect.topLeft())
        label, detail = button.label, button.detail
        if not words:
            button.label = button.detail = ""
        button.paint(painter, QStyleOptionGraphicsItem(), None)
        button.label, button.detail = label, detail
        painter.end()
        return image

    with_words, plate = paint(True), paint(False)
    rows = [y for y in range(with_words.height())
            if any(with_words.pixel(x, y) != plate.pixel(x, y) for x in range(0, with_words.width(), 2))]
    return min(rows) / SCALE, (max(rows) + 1) / SCALE


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_a_panel_buttons_label_and_detail_lines_stay_clear_of_its_border_um_set_16(um_table, lang):
    """UM-SET-16: the starting-tile buttons (a bold name and two or three detail lines) keep their words at
    least 3 scene units (2 px at 1366×768) inside the border, above and below."""
    set_language(lang, save=False)
    t = um_table(GAME.new_state(GameOptions.default(2, ["human"] * 2), content(), 1), turn=False)
    buttons = [b for b in t.scene.panel_buttons if b.detail]
    assert len(buttons) == 3
    for b in buttons:
        top, bottom = words_ink_rows(b)
        assert top >= 3 and b._rect.height() - bottom >= 3, (b.label, top, b._rect.height() - bottom)


def words_on(scene, space: int) -> list[QGraphicsSimpleTextItem]:
    """The words drawn on rondel space ``space`` (those whose middle is on it), from the top."""
    shape = scene.rondel_items[space].mapToScene(scene.rondel_items[space].shape())
    return sorted((w for w in scene.items() if isinstance(w, QGraphicsSimpleTextItem) and w.isVisible()
                   and shape.contains(w.sceneBoundingRect().center())), key=lambda w: w.sceneBoundingRect().top())


def real_rect(word: QGraphicsSimpleTextItem) -> QRectF:
    """The scene rect ``word`` takes: its item's rect and its font's real one (fallback fonts counted)."""
    lines = word.text().split("\n")
    return word.sceneBoundingRect().united(word.mapRectToScene(QRectF(QPointF(0, 0), lines_size(word.font(), lines))))


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
@pytest.mark.parametrize("coffee", [0, 6])
def test_every_rondel_space_s_words_lie_inside_the_space_um_ink_06(um_table, lang, coffee):
    """UM-INK-03..06: each rondel space's name and what it gives (or the ⚠ when the coffee would be lost) lie
    wholly inside the space in both languages: at 1366×768 "+S Passion", "Coffee break", "2 杯咖啡" and
    "+小成長" ran past the rim or over a diagonal edge. The inkwell still clears every word."""
    set_language(lang, save=False)
    t = um_table({"players": 2, "active": 0, "p0": {"coffee": coffee, "inkwell": 3}})
    names = [render(content().name(f"rondel:{space['id']}")) for space in content().rondel]
    for space, item in t.scene.rondel_items.items():
        shape = item.mapToScene(item.shape())
        words = words_on(t.scene, space)
        assert "".join(names[space].split()) in "".join("".join(w.text().split()) for w in words)
        for word in words:
            assert shape.contains(real_rect(word)), (space, word.text())
    assert (coffee == 6) == any(w.text() == "⚠" for w in words_on(t.scene, 4))
    ink = painted_rect(t.scene.inkwell_item)
    assert not any(real_rect(w).intersects(ink) for space in t.scene.rondel_items for w in words_on(t.scene, space))
    assert t.scene.inkwell_item.rim == t.scene.colours[0]  # the rim in the seat's colour (not a word's shade)
