"""Generic computer opponents: random, greedy (one ply + ``game.heuristic``) and ISMCTS.

A bot only ever receives a *view* (``state.view(player, rng)``): a copy of the game in which
what ``player`` cannot see has been resampled. Every game first gets the chance to play its own
bot (``game.choose_action``); the generic bots below are the fallback.
"""

from __future__ import annotations

import random
from typing import Any

from desktop_app.ai.ismcts import ismcts_choose
from desktop_app.engine.action import Action
from desktop_app.engine.state import GameState

BUDGETS: dict[str, float] = {"random": 0, "easy": 0.05, "normal": 0.8, "hard": 2.5}
"""Default thinking budget per decision, in seconds of an idle core, by level. Every bot turns it into
a fixed amount of work (tries, iterations, samples, nodes), never a deadline: a seed replays the
same game on any machine, busy or idle."""
GREEDY_TRIES_PER_S = 2000
"""Actions the generic greedy bot tries per second of budget (at least one; a huge action list is
sampled, the best among those tried wins)."""

LEVELS: tuple[str, ...] = tuple(BUDGETS)
"""The computer levels, weakest first."""

ALIASES: dict[str, str] = {"greedy": "easy", "ismcts": "normal"}
"""Other names accepted on the command line for a level."""


def normalise_level(level: str) -> str:
    """The canonical level for ``level`` (an alias such as ``greedy`` allowed); ValueError if unknown."""
    canonical = ALIASES.get(level, level)
    if canonical not in BUDGETS:
        raise ValueError(f"unknown bot level {level!r} (expected one of {', '.join(LEVELS)}, "
                         f"or {', '.join(ALIASES)})")
    return canonical


def random_choice(view: GameState, player: int, rng: random.Random) -> Action:
    """A uniformly random legal action of ``player``."""
    legal = view.legal_actions(player)
    if not legal:
        raise ValueError(f"player {player} has no legal action")
    return legal[rng.randrange(len(legal))]


def greedy_choice(game: Any, view: GameState, player: int, budget_s: float,
                  rng: random.Random) -> Action:
    """The legal action whose immediate result ``game.heuristic`` likes best (ties: random).

    Actions are tried in a shuffled order, at most ``budget_s`` × :data:`GREEDY_TRIES_PER_S` of
    them (at least one), so a huge action list is sampled (the best among those tried wins).
    """
    legal = view.legal_actions(player)
    if not legal:
        raise ValueError(f"player {player} has no legal action")
    if len(legal) == 1:
        return legal[0]
    order = list(legal)
    rng.shuffle(order)
    best: list[Action] = []
    best_value = float("-inf")
    for action in order[:max(1, round(budget_s * GREEDY_TRIES_PER_S))]:
        after = view.clone()
        after.apply_unchecked(action)
        value = game.heuristic(after, player)
        if value > best_value:
            best, best_value = [action], value
        elif value == best_value:
            best.append(action)
    return best[rng.randrange(len(best))]


def choose_action(game: Any, view: GameState, player: int, level: str,
                  budget_s: float | None = None, rng: random.Random | None = None) -> Action:
    """The move of a computer ``player`` at ``level`` on ``view`` (never the true state).

    Tries ``game.choose_action`` first; if it returns ``None``: random -> a uniform legal action,
    easy -> greedy one-ply, normal / hard -> ISMCTS. ``budget_s`` overrides :data:`BUDGETS`.
    """
    level = normalise_level(level)
    rng = rng if rng is not None else random.Random(0)
    budget = BUDGETS[level] if budget_s is None else budget_s
    own = game.choose_action(view, player, level, budget, rng)
    if own is not None:
        return own
    if level == "random":
        return random_choice(view, player, rng)
    if level == "easy":
        return greedy_choice(game, view, player, budget, rng)
    return ismcts_choose(game, view, player, budget, rng)
