"""The first workshop's discard, chosen beside the hire (VIS-BLDG-07, DEC-15, DP-20).

Whenever you hire (any way) with your first workshop built, you may move 1 card from your hand, or
the top card of your draw pile, to your discard pile. The hire decision is not followed by a
question for it: while a hire decision of yours is open, each card you could discard is one more
answer beside it, a **free action** ``workshop_discard card=<id>`` / ``top=True`` (:func:`free_actions`).
Using one only notes the choice (``TurnData.discards``) and leaves the hire decision open;
``workshop_discard keep=True`` takes the choice back. When you then hire, the workshop's trigger
discards the noted card (if it is still there); when you do not hire, the choice lapses. Without a
choice nothing is discarded — which is what players answered nearly every time when it was asked.
The noted card is hidden from the other players' views (``view``).
"""

from __future__ import annotations

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.event import Event
from desktop_app.engine.text import Text
from desktop_app.rules.viscounts.abilities import triggers

FREE_KIND = "workshop_discard"
"""The action kind of the discard chosen beside a hire (``card``, ``top`` or ``keep``)."""


def _hire_discards(s, p: int) -> bool:
    """Whether a hire by ``p`` fires a discard (the first workshop's ``on hire: discard``)."""
    return any(step.get("op") == "discard" for _, effects in triggers(s, p, "hire") for step in effects)


def _open_hire(s) -> int | None:
    """The player of an open hire decision that can hire and would fire a discard, else ``None``."""
    q = s.stack.question
    if q is None or s.over or q.kind != "hire" or not any(not o.get("skip") for o in q.options):
        return None
    return q.player if _hire_discards(s, q.player) else None


def free_actions(s) -> list[Action]:
    """The discards the player of the open hire decision may choose now (or take back)."""
    p = _open_hire(s)
    if p is None:
        return []
    if str(p) in s.turn.discards:
        return [Action(p, FREE_KIND, (("keep", True),))]
    pl = s.players[p]
    actions = [Action(p, FREE_KIND, (("card", c),)) for c in sorted(set(pl.hand))]
    if pl.draw:
        actions.append(Action(p, FREE_KIND, (("top", True),)))
    return actions


def check_free(s, action: Action) -> IllegalAction | None:
    """Why this discard cannot be chosen now (``None`` if it can)."""
    if _open_hire(s) != action.player:
        return IllegalAction("DEC-15", "The workshop's discard goes with a hire: choose it while you decide "
                             "which townsfolk to hire")
    if not any(a.identical(action) for a in free_actions(s)):
        return IllegalAction("DEC-15", "You cannot discard that card now")
    return None


def apply_free(s, action: Action) -> list[Event]:
    """Note (or take back) the discard; the hire decision stays open. The log line does not name the card."""
    p = action.player
    if action.get("keep") is True:
        s.turn.discards.pop(str(p), None)
        key = "{player_name} will discard nothing with the hire"
    else:
        s.turn.discards[str(p)] = dict(action.params)
        key = "{player_name} will discard a card with the hire (workshop)"
    return [] if s.quiet else [Event("discard_plan", Text(key, player_name=s.names[p]), p, False, "DEC-15")]
