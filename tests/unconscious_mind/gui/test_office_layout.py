"""The office at 1366×768 as a play-tester saw it: the inkwell stood on a rondel space's name (UM-INK-01)."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from desktop_app.ui.i18n import set_language


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
