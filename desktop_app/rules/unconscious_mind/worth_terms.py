"""The terms of :func:`bot.worth` that a fit to normal self-play may weigh anew (issue 18), and the weights.

``worth`` is the points a seat holds now (the score sheet if the game ended here) plus
what its position should still bring. Most of the latter is linear in a few counts, each weighted by a
hand-set number, often as ``a + b × later`` (``later``: how much of the game is left): those counts are
:data:`TERMS`, and :data:`HAND_SET` holds the weights ``worth`` gives them. The room sum (patients in
treatment, toward their cure) is one term as ``worth`` computes it. Beside them are counts ``worth`` does
not read (weight 0 in :data:`HAND_SET`): the prestige race's prize (cured patients and treatises held by
the seat in 1st or 2nd place, times the game left), the prestige gap to the best opponent, complex patients
in the rooms, treatises.

``bot.worth(state, seat, weights)`` is ``worth`` with ``weights`` in place of :data:`HAND_SET`;
:mod:`worth_fit` fits them to normal self-play.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState

TERMS = (
    "prestige", "later_prestige", "dial", "later_dial", "later_storage", "cured", "later_cured", "later_tiles",
    "later_lines", "later_columns", "hand", "later_hand", "later_no_own_marker", "rooms", "later_complex_now",
    "later_rank_now", "later_prize_1st", "later_prize_2nd", "later_prestige_gap", "later_complex_in_rooms",
    "later_treatises")
"""The weighed terms (``later_x``: x times the game left)."""
HAND_SET = (0.27, 0.9, 0.35, 0.65, 0.1, 0.6, 2.0, 1.3, 1.0, 2.6, 0.14, 0.7, -0.6, 1.0, -0.3, -0.5,
            0.0, 0.0, 0.0, 0.0, 0.0)
"""The weights :func:`bot.worth` gives :data:`TERMS` (the last five it does not read)."""
FITTED = (0.00, 0.16, 0.50, 0.30, 0.00, 0.60, 2.00, 6.37, 0.00, 0.43, 0.00, 0.83, -14.25, 1.00, -1.00, -1.00, 0.00, 1.15,
          3.26, 6.72, 0.00)
"""Hard's weights of :data:`TERMS`, fitted to normal self-play (:mod:`worth_fit`: 82 tables at 2–4 players, 3,875
positions). Held out (the fit on every other game), they predict the points still to come with a mean squared
error of 330 against the hand-set weights' 354 (their free terms fitted alike)."""


def terms(state: UmState, seat: int, later: float, dial: float, rooms: float, complex_now: float,
          rank_now: float, place: int | None) -> list[float]:
    """:data:`TERMS` for ``seat`` with a turn left; :func:`bot.worth` passes what it has computed already."""
    c, p = state.content, state.players[seat]
    tiles = sum(t is not None for t in p.grid)
    lines = sum(p.row_full(k) for k in range(3)) + sum(p.col_full(k) for k in range(3))
    prize = len(p.cured) + len(p.treatises)
    gap = 0 if state.solo else p.prestige - max(q.prestige for k, q in enumerate(state.players) if k != seat)
    complex_rooms = sum(1 for room in p.rooms if room is not None and c.patients[room["patient"]]["type"] == "complex")
    return [p.prestige, later * p.prestige, dial, later * dial, later * sum(p.storage), len(p.cured),
            later * len(p.cured), later * tiles, later * lines, later * p.unlocked_columns(), len(p.hand),
            later * len(p.hand), later * (p.own_on_dial() == 0), rooms, later * complex_now, later * rank_now,
            later * prize * (place == 1), later * prize * (place == 2), later * gap, later * complex_rooms,
            later * len(p.treatises)]
