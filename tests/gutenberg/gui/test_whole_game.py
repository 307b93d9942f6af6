"""A whole Gutenberg game played through the controller with the scene redrawing every change."""

from __future__ import annotations

import random

from desktop_app.ui.gutenberg.pieces import Button


def test_scene_follows_a_whole_game_to_the_final_scores_gut_end_01(table, qtbot):
    """Every change redraws without error; at the end the breakdown and the winner are on the table."""
    t = table(seed=11)
    controller, scene = t.open()
    scene.set_animation_speed(0)
    rng = random.Random(11)
    for _ in range(3000):
        decisions = t.state.decisions()
        if not decisions:
            break
        seat = decisions[0].player
        if controller.privacy_pending() is not None:
            controller.set_privacy_acknowledged(controller.privacy_pending())
        legal = controller.legal_actions(seat)
        quick = [a for a in legal if a.kind in ("plan_commit", "pass", "decline")]
        action = rng.choice(legal) if rng.random() < 0.5 or not quick else quick[0]
        assert controller.submit(action) is None
    assert t.state.phase == "over"
    texts = [i.text() for i in scene.items() if hasattr(i, "text") and callable(i.text)]
    assert "Final scores" in texts
    sheet = t.state.score_sheet()
    winner = sheet.players[sheet.winners[0]].name
    assert any(s.startswith(winner) and s.endswith("★") for s in texts)
    assert not [p for p in scene.pieces if isinstance(p, Button) and p.payload.get("kind") == "action"]
