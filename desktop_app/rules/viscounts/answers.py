"""The open question's options as Actions, each made once (the engine loop asks for them at every step)."""

from __future__ import annotations

from desktop_app.engine.action import Action

_ACTIONS: dict[tuple, Action] = {}
"""Answers by (player, kind, option items): the same option is the same (immutable) Action object."""


def answers(player: int, kind: str, options: list[dict]) -> list[Action]:
    """The options as Actions: ``Action.make`` without its freezing pass when no value is a list (the
    rearrange orders); each answer is made once (:data:`_ACTIONS`, keyed with the value types too:
    ``1`` and ``True`` are different answers)."""
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
    out = []
    for option in options:
        if len(option) == 1:
            for name, value in option.items():
                key = (player, kind, name, value, type(value))
        else:
            key = (player, kind, tuple(option.items()), tuple(map(type, option.values())))
        action = cache.get(key)
        if action is None:
            if len(cache) > 50_000:
                cache.clear()
            items = tuple(option.items())
            action = cache[key] = Action(player, kind, items if len(items) == 1 else tuple(sorted(items)))
        out.append(action)
    return out
