"""What the game is waiting for, said to a person who clicked a piece the open decision does not involve.

A click or drag on a piece that answers nothing now must not pass in silence (the scene base asks
:meth:`GameController.explain_not_now` then). The answer names what the game waits for:

- the viewer's open decision, with its rule ID: "Not now: Choose an idea space (UM-PLACE-01)";
- a hot-seat hand-over: "Not now: pass the device to Bo";
- another seat's turn (a computer player thinking, another person deciding): "Not now: it is Cy's turn";
- the end of the game, or what the status line says otherwise (paused, waiting for "continue").
"""

from __future__ import annotations

from typing import Any

from desktop_app.controllers.notes import Note


def waiting_reason(controller: Any) -> Note | None:
    """What ``controller``'s game waits for now, as a refusal of a click on an uninvolved piece (None:
    nothing to say, e.g. a table step under way with an empty status line)."""
    state = controller.state
    if state.is_over():
        return Note("Not now: the game is over")
    if controller.hot_seat.pending is not None:
        return Note("Not now: pass the device to {name}", name=controller.seat_name(controller.hot_seat.pending))
    viewer = controller.hot_seat.viewer
    decision = state.decision_for(viewer) if controller.is_human(viewer) else None
    if decision is not None:
        if decision.rule_id:
            return Note("Not now: {prompt} ({rule})", prompt=decision.prompt, rule=decision.rule_id)
        return Note("Not now: {prompt}", prompt=decision.prompt)
    other = next((p for p in state.players_to_act() if p >= 0 and p != viewer), None)
    if other is not None:
        return Note("Not now: it is {name}'s turn", name=controller.seat_name(other))
    status = controller.status_text()
    return Note("Not now: {status}", status=status) if status else None
