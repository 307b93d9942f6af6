"""What the table scene needs to show for the open decision (``Decision.context``).

Always: ``phase``, ``active``, ``round`` and the question's own data (costs per option: silver per
destination of a move, stone per building type, gold per worker count, ink per stack, banish
costs, the trade point's offers and the power left, the pairs of the draft ...). Added per kind:

- ``main_action``: ``funding[action]`` = icon power, icons, the resource that tops it up and how
  much of it is held (DP-09);
- ``move``: ``reachable`` (spaces in option order);
- ``knock_out``: ``regions`` with every colour's count;
- ``destroy_top``: ``card``, the top card the player has just seen (DP-30).
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.effects import Question


def decision_context(s, q: Question) -> dict[str, Any]:
    """The context of ``q`` in ``s`` (see the module docstring)."""
    from desktop_app.rules.viscounts.actions import allowed_actions, funding
    context = dict(q.data)
    context.update(phase=s.phase, active=s.active, round=s.round)
    if q.kind == "main_action":
        context["funding"] = {a: funding(s, q.player, a) for a in allowed_actions(s, q.player)}
    elif q.kind == "move":
        context["reachable"] = [o["to"] for o in q.options]
    elif q.kind == "knock_out":
        b = s.board
        context["counts"] = {f"{lvl}:{r}": list((b.l1 if lvl == 1 else b.l2)[r]) for lvl, r in q.data["regions"]}
    elif q.kind == "destroy_top" and s.players[q.player].draw:
        context["card"] = s.players[q.player].draw[-1]
    return context
