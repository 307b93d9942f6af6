"""The Unconscious Mind calculator at 1366×768: the breakdown beside the forms without scrolling, and a
red field with its reason beside it and beside the greyed-out Print (UM-END-02)."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect

from desktop_app.ui.i18n import ROOT
from desktop_app.ui.screen_fit import DECORATION, FittingScrollArea, simulate_screen
from desktop_app.ui.unconscious_mind.calculator import UmCalculator
from tests.unconscious_mind.helpers import content

EXAMPLE = ROOT / "examples" / "unconscious_mind_final.yaml"


def shown_calculator(qtbot) -> UmCalculator:
    d = UmCalculator(content=content())
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def test_the_breakdown_is_in_view_without_scrolling_at_1366x768(qtbot):
    simulate_screen(QRect(0, 0, 1366 + DECORATION.width(), 768 + DECORATION.height()))
    try:
        d = shown_calculator(qtbot)
        assert d.open_sheet(EXAMPLE)
        qtbot.wait(20)
        assert d.height() <= 768 and d.width() <= 1366
        area = d.findChild(FittingScrollArea)
        port = area.viewport()
        for widget in (d.result, d.table):
            assert widget.isVisible()
            rect = QRect(widget.mapTo(port, QPoint(0, 0)), widget.size())
            assert port.rect().contains(rect), (widget.objectName(), rect, port.rect())
        assert d.table.verticalScrollBar().maximum() == 0 and d.table.horizontalScrollBar().maximum() == 0
    finally:
        simulate_screen(None)


def test_a_red_field_shows_its_reason_and_print_says_why_it_is_unavailable(qtbot):
    d = shown_calculator(qtbot)
    d.forms[0].prestige.setValue(7)
    d.forms[1].prestige.setValue(7)
    assert d.marked == (0, "prestige_stack") and not d.print_button.isEnabled()
    reason = d.forms[0].reasons["prestige_stack"]
    assert reason.isVisible() and "missing field" in reason.text()
    field = d.forms[0].fields["prestige_stack"]
    assert 0 <= reason.mapTo(d.forms[0], QPoint(0, 0)).y() - field.mapTo(d.forms[0], QPoint(0, 0)).y() <= 60
    assert d.print_reason.isVisible() and "Place in a shared stack" in d.print_reason.text()
    assert "missing field" in d.print_button.toolTip() and "Player 1" in d.print_reason.text()
    assert sum(r.isVisible() for f in d.forms for r in f.reasons.values()) == 1
    d.forms[0].stack.setValue(1)
    d.forms[1].stack.setValue(2)
    assert d.print_button.isEnabled() and not d.print_reason.isVisible() and not reason.isVisible()
    assert d.print_button.toolTip() == ""
