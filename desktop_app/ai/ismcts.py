"""Information-set Monte Carlo tree search (single observer), determinized from views.

Each iteration draws a determinization ``view.view(player, rng)`` (hidden parts resampled),
walks the shared tree with UCB — counting how often each child was *available*, since other
determinizations allow other actions — expands one new action, plays a rollout and backs up
``game.heuristic`` for the player who moved at each node. Values are normalised by the
smallest and largest values seen for that player, so any heuristic scale works.

The search runs ``iterations`` iterations, by default ``budget_s`` × :data:`ITERATIONS_PER_S`
(at least one): work, not wall time, so it is deterministic for a given ``rng`` state on any
machine, busy or idle.

Games can steer the search without writing their own bot:
``candidates(state, player) -> list[Action]`` narrows the actions considered in the tree (a
huge parametric space, say) and ``rollout(state, player, rng) -> Action`` is the playout policy
(default: a uniformly random legal action).
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from typing import Any

from desktop_app.engine.action import TABLE, Action
from desktop_app.engine.state import GameState

Candidates = Callable[[GameState, int], list[Action]]
Rollout = Callable[[GameState, int, random.Random], Action]

EXPLORATION = 0.7
"""UCB exploration constant (values are normalised to 0..1)."""

ITERATIONS_PER_S = 400
"""Iterations per second of thinking budget (about what one idle core does on a small game)."""

MAX_ROLLOUT_ACTIONS = 60
"""Actions played after the tree before the leaf is evaluated with the heuristic."""


class _Node:
    """One action in the tree: who made it, visits, availability and summed value."""

    __slots__ = ("action", "mover", "children", "visits", "avail", "total")

    def __init__(self, action: Action | None, mover: int) -> None:
        self.action = action
        self.mover = mover
        self.children: dict[Action, _Node] = {}
        self.visits = 0
        self.avail = 0
        self.total = 0.0


class _Range:
    """The smallest and largest backed-up value per player (for normalisation)."""

    def __init__(self) -> None:
        self.lo: dict[int, float] = {}
        self.hi: dict[int, float] = {}

    def add(self, values: dict[int, float]) -> None:
        for p, v in values.items():
            if v < self.lo.get(p, math.inf):
                self.lo[p] = v
            if v > self.hi.get(p, -math.inf):
                self.hi[p] = v

    def scale(self, player: int, value: float) -> float:
        span = self.hi[player] - self.lo[player]
        return (value - self.lo[player]) / span if span > 0 else 0.5


def _next_actor(state: GameState, steps_left: int) -> tuple[int | None, int]:
    """The next seat to act, applying the table's first legal action while only it can act.

    Returns ``(seat or None when the game is over or the step allowance ran out, steps used)``.
    """
    used = 0
    while True:
        to_act = state.players_to_act()
        for p in to_act:
            if p != TABLE:
                return p, used
        if not to_act or used >= steps_left:
            return None, used
        state.apply_unchecked(state.legal_actions(TABLE)[0])
        used += 1


def ismcts_choose(game: Any, view: GameState, player: int, budget_s: float, rng: random.Random,
                  iterations: int | None = None, candidates: Candidates | None = None,
                  rollout: Rollout | None = None, max_rollout_actions: int = MAX_ROLLOUT_ACTIONS,
                  exploration: float = EXPLORATION) -> Action:
    """The most visited root action after an ISMCTS search from ``player``'s ``view``."""
    actions_of = candidates or (lambda s, p: s.legal_actions(p))
    root_actions = actions_of(view, player)
    if not root_actions:
        raise ValueError(f"player {player} has no legal action")
    if len(root_actions) == 1:
        return root_actions[0]
    root = _Node(None, player)
    value_range = _Range()
    if iterations is None:
        iterations = max(1, round(budget_s * ITERATIONS_PER_S))
    for _ in range(iterations):
        state = view.view(player, rng)
        path = [root]
        node, actor = root, player
        steps_left = max_rollout_actions
        # selection and expansion
        while actor is not None:
            actions = root_actions if node is root else actions_of(state, actor)
            if not actions:
                break
            untried = []
            for a in actions:
                child = node.children.get(a)
                if child is None:
                    untried.append(a)
                else:
                    child.avail += 1
            if untried:
                action = untried[rng.randrange(len(untried))]
                child = node.children[action] = _Node(action, actor)
                child.avail = 1
                state.apply_unchecked(action)
                path.append(child)
                break
            best, best_score = None, -math.inf
            for a in actions:
                child = node.children[a]
                score = (value_range.scale(child.mover, child.total / child.visits)
                         + exploration * math.sqrt(math.log(child.avail) / child.visits))
                if score > best_score:
                    best, best_score = child, score
            state.apply_unchecked(best.action)
            path.append(best)
            node = best
            actor, used = _next_actor(state, steps_left)
            steps_left -= used
        # rollout
        actor, used = _next_actor(state, steps_left)
        steps_left -= used
        while actor is not None and steps_left > 0:
            move = rollout(state, actor, rng) if rollout else _random_legal(state, actor, rng)
            state.apply_unchecked(move)
            steps_left -= 1
            actor, used = _next_actor(state, steps_left)
            steps_left -= used
        values = {p: float(game.heuristic(state, p)) for p in {n.mover for n in path[1:]}}
        value_range.add(values)
        root.visits += 1
        for n in path[1:]:
            n.visits += 1
            n.total += values[n.mover]
    return _most_visited(root, root_actions)


def _random_legal(state: GameState, player: int, rng: random.Random) -> Action:
    legal = state.legal_actions(player)
    return legal[rng.randrange(len(legal))]


def _most_visited(root: _Node, actions: list[Action]) -> Action:
    best, key = actions[0], (-1, -math.inf)
    for a in actions:
        child = root.children.get(a)
        if child is not None and (child.visits, child.total / child.visits) > key:
            best, key = a, (child.visits, child.total / child.visits)
    return best
