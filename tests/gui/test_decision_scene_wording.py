"""The generic decision scene speaks to players (issue 7 §3): a button's tooltip is its label and
rule, never the engine's action text."""

from __future__ import annotations


def test_generic_decision_buttons_never_show_the_engine_action_text(tiny_window):
    """The generic scene's buttons (games without their own scene): label and rule, not ``p0 bid amount=2``."""
    window = tiny_window(("human", "human"))
    assert window.scene.buttons
    for button in window.scene.buttons:
        assert button.payload.text() not in button.toolTip()
        assert "=" not in button.toolTip() and button.toolTip().startswith(button.label)
