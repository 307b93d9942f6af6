"""Decisions: who must choose what now.

A state may have several decisions at once (simultaneous planning, real-time gathering).
Nested choices (a payment inside a trade, a target inside an effect) are pushed by the game
as further small decisions, never flattened into one combinatorial action list.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_app.engine.action import Action
from desktop_app.engine.text import Text


@dataclass(frozen=True, slots=True)
class Decision:
    """A choice that ``player`` must make.

    ``options`` lists the legal actions when the choice is a small finite menu; ``None`` means
    a parametric space (a grid position, a token allocation) that ``legal_actions`` enumerates
    and ``check`` validates. ``hidden`` marks a choice made behind a screen (secret plans):
    the hot-seat privacy screen and the view rules rely on it.
    """

    player: int
    kind: str
    prompt: Text
    options: tuple[Action, ...] | None = None
    rule_id: str | None = None
    hidden: bool = False
    context: dict = field(default_factory=dict)
