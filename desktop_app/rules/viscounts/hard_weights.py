"""Hard's weights for :func:`evaluate.worth` (issue 18): fitted to normal self-play, not set by hand.

``python -m desktop_app.rules.viscounts.worth_fit`` prints them (:mod:`worth_fit`: 250 normal base-game
tables at 2–4 players; what a player still scores from the end of its turn to the end of the game, fitted
by least squares on what ``worth`` reads, no weight below 0). Beside the hand-set weights
(:data:`evaluate.HAND_SET`), per term times the game left: silver 1.33 (0.35), resources 2.72 (0.6), built
slots 2.0 (1.0), movable castle workers 1.68 (0.8), first-level castle workers 1.94 (0.3), manuscripts 0.25
(0.7); tableau icons, cards in hand, the virtue gap and the deck's quality predict nothing beyond these (0;
hand-set 0.5, 0.35, 0.35 and 8 times the mean card); the end-pile race 0.66 (1); an unpaid debt late in
the game costs less than its points say (it is paid later: 2.66 × the game played back; hand-set 0.4 more).
Held out (every other game), the fitted weights predict the points still to come with a mean squared error
of 116 against the hand-set weights' 125 (with their free terms fitted alike).

With Gates of Gold or Keeper of Keys hard keeps these weights (:data:`MODULES`): on 120 normal module games
they predict the points still to come no worse than weights fitted to those games afresh, which swing
from table to table (:mod:`worth_fit`). Only the two module promises, set by hand against the hand-set
resource weight, are fitted on them (``python -m desktop_app.rules.viscounts.worth_fit --modules``): the
Keeper of Keys promise (:func:`expansion_worth.public_promise`) 0.38 and the King's Orders
(:func:`expansion_worth.order_promise`) 0.43. And a held public building keeps the stone it took at the
resources' weight (:func:`expansion_worth.sunk_stone`), as it keeps the public promise of that stone: with
the fitted resources (4.5 times the hand-set ones) building the public workshop otherwise looked like
losing its stone, and hard stopped building it. Until then module games used the hand-set weights with
the promise 1.5 times. Hard against normals with both modules, each seat in turn, on the README's seeds
(``simulate --players N --games 10 --seed 1001 / 2001 / ...``, a tie a win for each): 3 players 16 of 30
games won (those weights 14 of 30), 9.3 points a game above the normals' mean (9.0); 4 players 16 of 40
(10 of 40), 11.0 points above them (5.8). With Keeper of Keys alone at 4 players 14 of 40 (13 of 40), 4.9
points above them (4.8): no clear change there; with Gates of Gold alone at 3 players 25 of 30 (12 of 30),
19.1 points above them (5.6).
"""

from __future__ import annotations

from desktop_app.rules.viscounts.evaluate import Weights

FITTED = Weights(0.66, (1.33, 0.0, 2.72, 0.0, 0.0, 2.00, 1.68, 1.94, 0.25, 0.0, 0.0, 1.0), 1.0, -2.66)
"""Hard's weights (:class:`evaluate.Weights`: race, the promise terms of :data:`evaluate.PROMISE_TERMS`,
King's Orders and public buildings hand-set, unpaid debts)."""
MODULES = Weights(FITTED.race, FITTED.promise[:-1] + (0.38,), 0.43, FITTED.unpaid, FITTED.promise[2])
"""Hard's weights with Gates of Gold or Keeper of Keys: :data:`FITTED`'s, the Keeper of Keys promise 0.38 and
the King's Orders 0.43 (fitted on normal self-play with both modules, :func:`worth_fit.fit_modules`), the
stone a held public building took counted as the resources it was."""


def weights_for(s) -> Weights:
    """Hard's weights for the game of ``s``: :data:`FITTED` in the base game, else :data:`MODULES`."""
    return MODULES if s.modules else FITTED
