"""The end-of-day table names every term it adds up (QA): no lump "Other" hiding the floor of
FTP-SCO-08, module columns only when the module is in play, headers in whole words that fit."""

from __future__ import annotations

from desktop_app.engine.action import Action
from tests.gui.test_text_fitting import RecordingPainter, overflowing


def _print_a_poor_page(controller) -> None:
    """Keep three tiles, call Layout! and print at once: the desk costs more than the page earns."""
    for uid in list(controller.state.pool[:3]):
        assert controller.submit(Action.make(0, "take", tile=uid)) is None
        assert controller.submit(Action.make(0, "keep", tile=uid)) is None
    for kind in ("call_layout", "print"):
        move = next(a for a in controller.legal_actions(0) if a.kind == kind)
        assert controller.submit(move) is None


def test_the_day_table_shows_the_floor_and_the_modules_in_play_by_name(table):
    controller, scene = table(("human",), seed=5, characters=True, breaking_news=True)
    _print_a_poor_page(controller)
    overlay = scene.overlay
    assert overlay is not None and overlay.table
    header, row = overlay.table[0], overlay.table[1]
    assert "Other" not in header and "token" not in header
    for name in ("Breaking news", "Character ability", "Floor at 0", "Finish token"):
        assert name in header
    floor = int(row[header.index("Floor at 0")])
    assert floor > 0 and int(row[header.index("Total")]) == 0
    painter = RecordingPainter(1300, 1000)
    overlay.paint(painter, None)
    painter.end()
    assert overflowing(painter.texts) == []
    words = {w for cell in header for w in cell.split()}
    drawn = {w for _rect, _flags, text, _font in painter.texts for w in text.split()}
    assert words <= drawn, words - drawn  # every header word drawn whole ("Unplaced", not "Inplacec")


def test_module_columns_stay_out_when_the_modules_are_off(table):
    controller, scene = table(("human",), seed=5)
    _print_a_poor_page(controller)
    header = scene.overlay.table[0]
    assert "Breaking news" not in header and "Character ability" not in header
