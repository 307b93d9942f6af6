"""Whole Viscounts games played with the mouse alone: every decision answered by a side-panel button."""

from __future__ import annotations

import random

from desktop_app.engine.game import GameOptions
from desktop_app.rules.viscounts import GAME
from tests.viscounts.fixtures import CONTENT

SKIPS = ("Do not", "Finish trading", "Place no workers", "Destroy nothing", "Discard nothing", "Take nothing",
         "No main action", "Keep it", "Keep:")


def _play_through_the_panel(t, rng: random.Random, limit: int = 2500) -> int:
    controller, scene = t.controller, t.scene
    clicks = 0
    for _ in range(limit):
        if controller.state.is_over():
            break
        pending = controller.privacy_pending()
        if pending is not None:
            controller.set_privacy_acknowledged(pending)
            continue
        buttons = [b for b in scene.panel_buttons if b.payload.get("kind") == "action"]
        assert buttons, f"no button for {controller.state.decisions()}"
        labels = [b.caption for b in buttons]
        assert all(label and "=" not in label and "_" not in label for label in labels), labels
        busy = [b for b in buttons if not b.caption.startswith(SKIPS)]
        button = rng.choice(busy) if busy and rng.random() < 0.85 else rng.choice(buttons)
        scene._clicked(button)
        clicks += 1
    return clicks


def test_a_solo_game_is_finished_with_the_side_panel_alone_gap_13(table):
    """Every decision of a whole game against the Steward has a button in player words; at the end
    no button is left and the scores are final (VIS-END-02)."""
    state = GAME.new_state(GameOptions.default(1, ["human"]), CONTENT, 7)
    t = table(state)
    clicks = _play_through_the_panel(t, random.Random(7))
    s = t.state
    assert s.over and s.phase == "over" and clicks > 40
    assert not [b for b in t.scene.panel_buttons if b.payload.get("kind") == "action"]
    sheet = t.controller.score_sheet()
    assert sheet.final
    texts = [i.text() for i in t.scene.items() if hasattr(i, "text") and callable(i.text)]
    winner = sheet.players[sheet.winners[0]]
    assert "Final scores" in texts and f"{winner.name} ★: {winner.total}" in texts
