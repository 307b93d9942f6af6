"""The open question's options as Actions, each made once (the engine loop asks for them at every step)."""

from __future__ import annotations

from desktop_app.engine.action import Action, scalar_answers

_ACTIONS: dict[tuple, Action] = {}
"""Rearrange answers by (player, kind, order): the same option is the same (immutable) Action object."""


def answers(player: int, kind: str, options: list[dict]) -> list[Action]:
    """The options as Actions, each made once: the rearrange orders (lists of card ids) here
    (:data:`_ACTIONS`), every other question's scalar options by the engine's ``scalar_answers``."""
    cache = _ACTIONS
    if kind == "rearrange":
        out = []
        for option in options:
            order = tuple(option["order"]) if len(option) == 1 and "order" in option else None
            if order is None or not all(type(c) is str for c in order):
                out.append(Action.make(player, kind, **option))
                continue
            key = (player, kind, order)
            action = cache.get(key)
            if action is None:
                if len(cache) > 50_000:
                    cache.clear()
                action = cache[key] = Action(player, kind, (("order", order),))  # = Action.make(order=[...])
            out.append(action)
        return out
    return scalar_answers(player, kind, options)
