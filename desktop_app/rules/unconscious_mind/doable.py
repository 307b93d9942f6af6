"""Whether an effect can be used now: decisions only offer options that can be carried out.

An execution of a meeting action (UM-PLACE-04), an activation (UM-MAP-04), a prestige column
option (UM-PRE-04), a choice (§19) or a rondel effect is offered when its first steps can happen:
a mandatory ``pay`` or a ``convert`` is payable (coffee conversions included), a market source
has a tile, a treatise can be published, a research card is in hand, an insight can be elevated
or transferred, the professor is not already with Freud, an idea is still locked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.rules.unconscious_mind.insights import can_pay, pay_steps
from desktop_app.rules.unconscious_mind.methods import method_sources
from desktop_app.rules.unconscious_mind.research import can_publish

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState


def step_doable(state: UmState, seat: int, step: dict[str, Any]) -> bool:
    """True when one step can be carried out (steps not listed here always can)."""
    op = step["op"]
    p = state.players[seat]
    if op in ("pay", "convert"):
        return can_pay(state, seat, step["cost"])
    if op == "gain_method":
        return bool(method_sources(state, step["from"]))
    if op == "publish":
        return can_publish(state, seat)
    if op == "play_research":
        return bool(p.hand)
    if op == "elevate":
        return any(p.dial[:12])
    if op == "transfer":
        return any(p.dial[:(step["level"] + 1) * 6])
    if op == "professor_to_freud":
        return p.professor != state.freud
    if op == "unlock_idea":
        return p.locked_ideas > 0
    if op == "heal":
        return bool(p.patients())
    if op == "choice":
        return any(doable(state, seat, option) for option in step["options"])
    return True


CHECKED_OPS = frozenset(("pay", "convert", "gain_method", "publish", "play_research", "elevate", "transfer",
                         "professor_to_freud", "unlock_idea", "heal", "choice"))
"""The ops :func:`step_doable` looks at (every other step can always be carried out)."""


def doable(state: UmState, seat: int, steps: list[dict[str, Any]]) -> bool:
    """True when every step of ``steps`` can be carried out now."""
    for s in steps:
        if s["op"] in CHECKED_OPS and not step_doable(state, seat, s):
            return False
    return True


def consent(steps: list[dict[str, Any]], source: Any = "") -> list[dict[str, Any]]:
    """The steps to resolve once the player has said yes: a lone ``convert`` is paid at once
    (the yes already chose it; no second question). ``source`` names what is paid for (a
    location's name mapping) in the payment's question."""
    if len(steps) == 1 and steps[0]["op"] == "convert" and steps[0].get("times", 1) == 1:
        return [*pay_steps(steps[0]["cost"], source), *steps[0]["gain"]]
    return steps
