"""The expansions' effect vocabulary (viscounts.md §11): Gates of Gold and Keeper of Keys.

Each expansion is a :class:`~vocabulary.Module` beside the base one. Its ops, events, conditions
and counters are always known to the content loader (the content of every set is checked), and
their rules run only in games whose options switch the expansion on.

- **Gates of Gold** (``gates_of_gold``): ``gain_kings_order pay`` (GOG-ORD-01; shorthand
  ``order``), ``take_outsider mode`` (GOG-OUT-02/06; shorthand ``outsider``), the event
  ``gain_card(outsider)`` and the counter ``outsiders`` (outsiders owned, GOG-OUT-07).
- **Keeper of Keys** (``keeper_of_keys``): ``gain_chest`` (KOK-CHEST-01; shorthand ``chest``),
  ``ignore_criminal`` (the public workshop, KOK-PUB-07), the events ``destroy(hero)`` (the public
  trading post) and ``collision_start`` (before step 1 of every collision, DEC-43), the condition
  ``card_no_criminal`` (the card above a chest, GAP-19) and the counter ``chests``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field

from desktop_app.rules.viscounts.vocabulary import Module, NoParams, Params


class KingsOrderParams(Params):
    """Take a King's Order from the supply into your discard pile (GOG-ORD-01); ``pay`` silver first."""

    pay: Literal[0, 3] = 0


class TakeOutsiderParams(Params):
    """``welcome``: 1 face-up outsider to your discard pile (not a hire, GOG-OUT-03); ``reject``: resolve
    one's top-right effect and remove it from the game (GOG-OUT-06)."""

    mode: Literal["welcome", "reject"] = "welcome"


class IgnoreCriminalParams(Params):
    """Ignore ``n`` criminal icons on your player board for the collision being resolved (KOK-PUB-07)."""

    n: int = Field(1, ge=1)


GATES = Module(
    "gates_of_gold",
    ops={"gain_kings_order": KingsOrderParams, "take_outsider": TakeOutsiderParams},
    events={"gain_card(outsider)"},
    counters={"outsiders": ()},
)
KEYS = Module(
    "keeper_of_keys",
    ops={"gain_chest": NoParams, "ignore_criminal": IgnoreCriminalParams},
    events={"destroy(hero)", "collision_start"},
    conditions={"card_no_criminal": ()},
    counters={"chests": ()},
)
MODULES = (GATES, KEYS)
"""The expansions' vocabulary modules (``content`` registers them before it checks any effect)."""
