"""The line over the side panel says the round, the phase and whose turn it is, once."""

from __future__ import annotations

from PySide6.QtWidgets import QGraphicsSimpleTextItem

from tests.viscounts.fixtures import position


def test_the_stewards_turn_is_named_once_in_the_header_gap_13(table):
    """GAP-13 / VIS-MOVE-05: the Steward lands on Ann's space and she may rearrange during its turn; the
    header read "Round 1 · The Steward's turn · The Steward's turn" (the phase and the turn both)."""
    t = table(position("""
        players: 1
        ring: [A, B, C, D, E]
        phase: draw
        p0: {space: A_O2, hand: [st_page, st_page, st_page], tableau: [tf01, tf02]}
        steward: {space: A_O1, deck: [st07]}
    """))
    assert t.state.phase == "steward" and t.state.decisions()[0].kind == "rearrange"
    texts = [i.text() for i in t.scene.items() if isinstance(i, QGraphicsSimpleTextItem)]
    header = next(x for x in texts if x.startswith("Round 1 · "))
    assert header == "Round 1 · The Steward's turn", header
