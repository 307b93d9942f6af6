"""Shared helpers for the Gutenberg tests: content, new games, random play and invariants."""

from __future__ import annotations

import random
from functools import lru_cache

from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions
from desktop_app.rules.gutenberg import GAME
from desktop_app.rules.gutenberg.state import GutenbergState


@lru_cache(maxsize=1)
def content():
    """The built-in content, loaded once."""
    return GAME.load_content()


def new(players: int = 2, seed: int = 1, **variants) -> GutenbergState:
    """A new game with ``players`` seats (1 = solo against the Rival)."""
    return GAME.new_state(GameOptions.default(players, **variants), content(), seed)


def act(player: int, kind: str, **params) -> Action:
    """Shorthand for ``Action.make``."""
    return Action.make(player, kind, **params)


def play(state: GutenbergState, rng: random.Random, until=None, check=None, limit: int = 20000) -> list[Action]:
    """Random legal play (checked apply) until ``until(state)`` or the end; returns the actions."""
    done: list[Action] = []
    while state.decisions() and not (until and until(state)):
        decisions = state.decisions()
        d = decisions[rng.randrange(len(decisions))]
        legal = state.legal_actions(d.player)
        assert legal, f"decision {d.kind} of p{d.player} has no legal action"
        a = rng.choice(legal)
        state.apply(a)
        done.append(a)
        if check:
            check(state, a)
        assert len(done) < limit, "the game does not end"
    return done


def drive_to(state: GutenbergState, phase: str, rng: random.Random | None = None) -> None:
    """Play randomly (always passing/committing quickly) until ``phase`` is reached."""
    rng = rng or random.Random(0)
    play(state, rng, until=lambda s: s.phase == phase)


def commit_plans(state: GutenbergState, plans: dict[int, list[int]]) -> None:
    """Plan exactly ``plans[seat]`` for every human seat, then commit (GUT-PLAN-05)."""
    from desktop_app.rules.gutenberg.model import ACTIONS
    for seat, plan in plans.items():
        for k, n in enumerate(plan):
            for _ in range(n):
                state.apply(act(seat, "plan_add", row=ACTIONS[k]))
        state.apply(act(seat, "plan_commit"))


def at_plan(players: int = 2, seed: int = 1, **variants) -> GutenbergState:
    """A new game played (randomly) through setup, stopped at round 1 planning."""
    s = new(players, seed, **variants)
    drive_to(s, "plan", random.Random(seed))
    return s


def at_action(s: GutenbergState, seat: int, step: int) -> GutenbergState:
    """Put ``seat`` on turn for action row ``step`` (a hand-built position for rule tests)."""
    for p in s.players:
        p.stack = []
        p.committed = True
    s.phase, s.step, s.turn, s.active, s.revealed = "action", step, 0, seat, True
    s.acting = [[] for _ in range(step)] + [[seat] for _ in range(step, 5)]  # the flow stops at its next turn
    s.players[seat].stack = [["action", step]]
    s.touch()
    return s


def at_complete(s: GutenbergState, seat: int) -> GutenbergState:
    """Put ``seat`` on turn in Complete Orders (GUT-DONE-01)."""
    for p in s.players:
        p.stack = []
        p.committed = True
    s.phase, s.turn, s.active, s.revealed = "complete", s.humans().index(seat), seat, True
    s.players[seat].stack = [["complete"]]
    s.touch()
    return s


PASSIVE = ("plan_commit", "pass", "decline")


def play_passive(state: GutenbergState, until, limit: int = 5000) -> None:
    """Play by committing empty plans, passing and declining (first option otherwise)."""
    for _ in range(limit):
        if until(state) or not state.decisions():
            return
        d = state.decisions()[0]
        legal = state.legal_actions(d.player)
        state.apply(next((a for a in legal if a.kind in PASSIVE), legal[0]))
    raise AssertionError("passive play did not reach the target")
