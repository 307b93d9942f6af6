"""Whether a main action would achieve nothing now (DEC-30), and why, for the side panel's warning.

The rules allow a main action that achieves nothing (a de facto pass, DEC-30): nothing to build
within the builder power and stone, no worker threshold reached, no stack paid for, no trade
offer within reach. A newcomer should know before choosing it; the answer is found by playing the
choice forward on a copy of the player's own view (what they may know), never on the game.
"""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.engine.text import Text
from desktop_app.rules.viscounts.abilities import icon_power

ACTION_DECISION = {"trade": "trade", "build": "build", "workers": "place_workers", "transcribe": "transcribe"}
"""The decision each main action opens when it can achieve something."""


def idle_reason(view, player: int, action: str) -> Text | None:
    """Why choosing main action ``action`` now would achieve nothing (DEC-30), or ``None`` when it can
    achieve something (a banish is offered, or the action's own decision has an answer besides "no").

    ``view`` is ``player``'s view at their ``main_action`` decision; it is copied, never changed.
    """
    if action not in ACTION_DECISION:
        return None
    world = view.clone()
    world.quiet = False
    events = world.apply(Action.make(player, "main_action", action=action))
    decision = world.decision_for(player)
    if decision is not None and decision.kind in ("banish", ACTION_DECISION[action]):
        return None
    said = next((e.text for e in events if e.kind == "nothing"), None)
    if said is not None:
        return said
    if action == "trade":
        return Text("No trade offer here is within {power} merchant power and {silver} silver",
                    power=icon_power(view, player, "trade"), silver=view.players[player].silver)
    return Text("Nothing can be done with this action now")
