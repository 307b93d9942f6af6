"""The Unconscious Mind table at 1366×768 as a play-tester saw it: the inkwell stood on a rondel space's name
(UM-INK-01), and pointing at a card showed its loupe and the card's tooltip over it."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint
from PySide6.QtGui import QHelpEvent
from PySide6.QtWidgets import QApplication, QGraphicsSimpleTextItem, QGraphicsView, QToolTip

from desktop_app.ui.i18n import set_language
from desktop_app.ui.unconscious_mind import layout as L


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
