"""Computer viscounts: easy, normal and hard, playing only on ``view(p)``.

A turn is a chain of small decisions; the ones that shape it — the card played, the destination,
the main action, the banish, each trade offer, the building and site, the workers, the stack, the
hire, the stop before the shift (:data:`turn_search.MAJOR`) and the order yellow is paid for — are searched, the rest (which resource, which debt to flip, knock-out
rewards ...) are answered greedily by :func:`evaluate.worth` (:mod:`turn_search`).

- **easy**: a beginner who knows the rules but not the strategy. At each major decision every option is
  followed by greedy answers to the end of the turn and scored with :func:`evaluate.margin` plus a purse
  kept for hiring (:data:`turn_search.PURSE`); it hires (a townsfolk before a King's Order), builds and
  transcribes whenever it can, always takes a main action, moves only its free steps, and picks at random
  among the options within :data:`BEGINNER_SPREAD` of its best (:func:`beginner_pick`).
- **normal**: a depth-first search over the rest of the turn (every major decision branches; each option
  gets an even share of the nodes left, :meth:`turn_search.TurnSearch.shared`) to
  the end of the turn, the best line's margin scoring each option; greedy below the node budget.
- **hard** (:mod:`hard`): normal's search, scoring its lines by its own worth at 3–4 players (the margin
  with 2) by weights fitted to normal self-play (:mod:`hard_weights`; with a module the same, the
  module promises fitted on them); the first decision of its turn weighs the turn's best few plans by
  the next turn each leads to.

The work is counted, not timed: every level has a node budget (:data:`NODES`: applied actions per
decision; hard's look-ahead :data:`hard.LOOK_AHEAD_BUDGET`) and no clock is read, so a busy machine does
not make it weaker and a seed replays the same game on any machine.
"""

from __future__ import annotations

import random

from desktop_app.engine.action import Action
from desktop_app.rules.viscounts import hard
from desktop_app.rules.viscounts.evaluate import margin, points
from desktop_app.rules.viscounts.turn_search import TurnSearch, considered, doing, rule, searched, signature

BEGINNER_SPREAD = 1.0
"""Easy: options scored within this many points of the best are all as good to a beginner."""
NODES = {"easy": 250, "normal": 3000, "hard": 8000}
"""Node budgets (applied actions) per decision of the turn search (hard's look-ahead has its own)."""

_PLANS: dict[tuple[int, int, str], list] = {}
"""The rest of the best line found for (game seed, player, level): followed while the position matches."""


def choose(view, player: int, level: str, budget_s: float, rng: random.Random) -> Action:
    """The move of a computer viscount at ``level`` (random, easy, normal, hard) on ``view``."""
    actions = considered(view, player, level != "random" and searched(view.stack.question, view))
    if len(actions) <= 1 or level == "random":
        return actions[rng.randrange(len(actions))]
    q = view.stack.question
    score = hard.score_for(view.n) if level == "hard" else None
    search = TurnSearch(player, NODES.get(level, 3000), level in ("normal", "hard"), view.round, score,
                        level == "easy")
    if not searched(q, view):
        return search.greedy(view)
    planned = _PLANS.get((view.seed, player, level))
    if planned and planned[0][0] == signature(view, player) and planned[0][1] in actions:
        return planned.pop(0)[1]
    look_ahead = level == "hard" and q.kind == "play_card"
    if look_ahead:
        search.leaves = []
    scored = []
    for i, a in enumerate(actions):
        search.prefix = [(None, a)]
        value, end, path = search.shared(view, actions, i)
        scored.append((value, rng.random(), a, end, path))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    if level == "easy":
        return beginner_pick(q, scored, rng)
    choice = scored[0]
    if look_ahead:
        choice = hard.weigh_plans(player, choice, search.leaves, rng, search.score)
    _PLANS[(view.seed, player, level)] = list(choice[4])
    if len(_PLANS) > 64:
        _PLANS.pop(next(iter(_PLANS)))
    return choice[2]


def beginner_pick(q, scored: list, rng: random.Random) -> Action:
    """Easy: how a player who knows the rules but not the strategy decides, from the options scored by
    their one-turn lines (best first). Offered a hire, a build or a transcription (:data:`turn_search.KEEN`),
    a beginner does it rather than pass, and takes a main action rather than none; otherwise any option
    within :data:`BEGINNER_SPREAD` of the best is as good as the best to them (picked at random)."""
    chosen = doing(q, [t[2] for t in scored])
    scored = [t for t in scored if t[2] in chosen]
    near = [t for t in scored if t[0] >= scored[0][0] - BEGINNER_SPREAD]
    return near[rng.randrange(len(near))][2]


def heuristic(state, player: int) -> float:
    """The generic bots' (and ISMCTS') leaf value: the margin of :mod:`evaluate`."""
    return margin(state, player)


__all__ = ["choose", "heuristic", "points", "rule"]
