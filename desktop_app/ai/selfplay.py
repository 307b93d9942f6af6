"""Play whole games with computer seats only (``simulate``, screenshots, tests, the benchmark).

The driver asks a bot whenever a seat (``>= 0``) has a decision — the bot sees only
``state.view(seat, rng)`` — and applies the table's (``-1``) first legal action when only the
table can act (real-time clocks). Every action goes into a :class:`GameRecord`, so a result
replays exactly.
"""

from __future__ import annotations

import json
import time
import traceback
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from desktop_app.ai.bots import choose_action, normalise_level
from desktop_app.engine.action import TABLE
from desktop_app.engine.game import Game, GameOptions
from desktop_app.engine.record import GameRecord
from desktop_app.engine.rng import new_rng
from desktop_app.engine.state import GameState

ACTION_CAP = 50_000
"""A game still running after this many actions is reported as not ending."""

InvariantCheck = Callable[[GameState], list[str]]


@dataclass
class SelfPlayResult:
    """The outcome of one self-play game.

    ``error`` is ``None`` for a clean game, else one line: an exception (with where it was
    raised), a game that did not end, a broken round trip or a failed invariant.
    ``decision_ms`` holds each seat's bot thinking times in milliseconds.
    """

    state: GameState | None
    record: GameRecord
    actions: int
    seconds: float
    error: str | None = None
    decision_ms: dict[int, list[float]] = field(default_factory=dict)


def _where(exc: BaseException) -> str:
    frames = traceback.extract_tb(exc.__traceback__)
    if not frames:
        return ""
    last = frames[-1]
    return f" at {last.filename.rsplit('/', 1)[-1]}:{last.lineno}"


def round_trip_problem(game: Game, state: GameState, content: Any) -> str | None:
    """``None`` if ``state`` survives ``to_json`` -> JSON text -> ``state_from_json`` unchanged."""
    snapshot = json.loads(json.dumps(state.to_json()))
    restored = game.state_from_json(json.loads(json.dumps(snapshot)), content)
    if json.loads(json.dumps(restored.to_json())) != snapshot:
        return "to_json/from_json does not round-trip"
    return None


def play_game(game: Game, content: Any, options: GameOptions, seed: int, levels: Sequence[str],
              max_actions: int | None = None, check_invariants: InvariantCheck | None = None,
              budget_s: float | None = None, action_cap: int = ACTION_CAP) -> SelfPlayResult:
    """Play one game from ``seed`` with the bot ``levels[seat]`` in every seat.

    ``max_actions`` stops early (no error; for screenshots "after K actions"). Otherwise a game
    still running after ``action_cap`` actions is an error. At the end, the state must round-trip
    through JSON and ``check_invariants(state)`` (if given) must return no problems.
    ``budget_s`` overrides every bot's thinking time.
    """
    levels = [normalise_level(level) for level in levels]
    if len(levels) != options.players:
        raise ValueError(f"{len(levels)} bot levels for {options.players} seats")
    record = GameRecord(game.id, game.content_version(content), options, seed)
    decision_ms: dict[int, list[float]] = {p: [] for p in range(len(levels))}
    start = time.perf_counter()
    state: GameState | None = None
    actions = 0
    try:
        state = game.new_state(options, content, seed)
        view_rng = new_rng(seed, "views")
        bot_rngs = [new_rng(seed, f"bot{p}") for p in range(len(levels))]
        while True:
            if max_actions is not None and actions >= max_actions:
                break
            to_act = state.players_to_act()
            if not to_act:
                break
            if actions >= action_cap:
                raise _NotEnding(f"the game did not end within {action_cap} actions")
            seats = [p for p in to_act if p != TABLE]
            if seats:
                p = seats[0]
                view = state.view(p, view_rng)
                t0 = time.perf_counter()
                action = choose_action(game, view, p, levels[p], budget_s, bot_rngs[p])
                decision_ms[p].append((time.perf_counter() - t0) * 1000)
                state.apply(action)
            else:
                action = state.legal_actions(TABLE)[0]
                state.apply_unchecked(action)
            record.actions.append(action)
            actions += 1
        problems: list[str] = []
        if max_actions is None or actions < max_actions:
            problem = round_trip_problem(game, state, content)
            if problem:
                problems.append(problem)
        if check_invariants is not None:
            problems += check_invariants(state)
        error = "; ".join(problems) or None
    except _NotEnding as exc:
        error = str(exc)
    except Exception as exc:  # every failure of a game is reported, not raised
        error = f"{type(exc).__name__} after {actions} actions{_where(exc)}: {exc}"
    return SelfPlayResult(state, record, actions, time.perf_counter() - start, error, decision_ms)


class _NotEnding(Exception):
    """The game ran past the action cap."""
