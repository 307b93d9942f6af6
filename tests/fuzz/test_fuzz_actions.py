"""Illegal actions against both games (and the tiny one): refused with a rule ID, or legal and applied.

Positions are seeded games played some random moves in. Each input is a legal action changed in
one way (a family): a value of another type or size, an unknown or missing parameter, an
unknown kind, another player, not an action at all. ``check`` must answer (never raise) with an
``IllegalAction`` carrying a rule ID and a message in the player's words, or accept — and then
the action must be one of ``legal_actions`` type for type (or the clock's parametric step) and
apply cleanly to a state that still round-trips. Afterwards fresh games must get canonical
actions from every shared cache: no game can change another's.
"""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.engine.action import TABLE, Action, IllegalAction
from desktop_app.engine.game import GameOptions, get_game
from desktop_app.engine.state import GameState
from tests.fuzz.conftest import content_of
from tests.fuzz.harness import COUNTS, Hang, player_words, time_limit
from tests.support.tiny_game import TINY

GAMES = {"fit-to-print": (3, 60), "gutenberg": (3, 120), "tiny": (2, 10), "viscounts": (3, 120),
         "unconscious-mind": (3, 120)}
"""Game id -> (players, most random moves before a position is taken)."""


def _game(game_id: str):
    return TINY if game_id == "tiny" else get_game(game_id)


def positions(game_id: str, count: int, seed: int = 0) -> list[GameState]:
    """``count`` seeded positions of ``game_id`` (each a new game played some random moves)."""
    game = _game(game_id)
    players, most = GAMES[game_id]
    out = []
    for k in range(count):
        rng = random.Random(f"actions:{game_id}:{seed}:{k}")
        state = game.new_state(GameOptions.default(players, ["random"] * players), content_of(game), 1000 * seed + k)
        for _ in range(rng.randrange(most)):
            acting = state.players_to_act()
            if not acting:
                break
            legal = state.legal_actions(rng.choice(acting))
            if not legal:
                break
            state.apply(rng.choice(legal))
        if state.players_to_act():
            out.append(state)
    return out


ODD: list[Any] = [True, False, None, 0.0, 1.5, -1, 2**40, 2**70, "", "x", "0", (), (1,), (("a", 1),), ((1,),)]


def _odd_for(value: Any) -> list[Any]:
    """Values that differ from ``value`` in type (and a few in size)."""
    text = value if isinstance(value, str) else ""
    same_type_odd = {int: [value + 10_000 if isinstance(value, int) else 0, -99999],
                     str: [f"{text}§", text.upper(), text.lower(), f" {text}", text.replace("1", "01")]}
    return [v for v in ODD if type(v) is not type(value) or v != value] + same_type_odd.get(type(value), [])


def mutants(state: GameState, action: Action, rng: random.Random) -> list[tuple[str, Any]]:
    """``[(family, candidate)]``: the ways one legal action is changed."""
    out: list[tuple[str, Any]] = []
    for i, (key, value) in enumerate(action.params):
        odds = _odd_for(value)
        for odd in rng.sample(odds, min(5, len(odds))):
            family = "out_of_range" if type(odd) is type(value) else "type_swap"
            out.append((family, Action(action.player, action.kind, (*action.params[:i], (key, odd), *action.params[i + 1:]))))
        out.append(("missing_param", Action(action.player, action.kind, action.params[:i] + action.params[i + 1:])))
    extra = rng.choice(["extra", "tile", "slot", "gear", "at", "ms", "orient", "z"])
    if extra not in dict(action.params):
        out.append(("unknown_param", Action.make(action.player, action.kind, **dict(action.params), **{extra: 1})))
    out.append(("unknown_kind", Action(action.player, rng.choice(["no_such", "__class__", "_apply", "",
                                                                  action.kind.upper()]), action.params)))
    others = [p for p in (*range(-2, 6), 99) if p not in state.players_to_act()]
    out.append(("other_player", Action(rng.choice(others), action.kind, action.params)))
    out.append(("odd_player", Action(rng.choice([True, 1.0, "0", None, 2**70]), action.kind, action.params)))
    out.append(("not_an_action", rng.choice([None, "p0 pass", {"p": 0, "kind": "pass"}, 7, action.to_json()])))
    return out


def judge(state: GameState, family: str, candidate: Any, game_id: str) -> None:
    """Check one candidate; count it as refused / accepted, or record why it failed.

    (That ``check`` leaves the state alone is verified by the callers, once per position.)
    """
    try:
        with time_limit():
            refusal = state.check(candidate)
    except Hang as exc:
        COUNTS.fail(game_id, "actions", family, f"hang on {candidate!r}: {exc}")
        return
    except Exception as exc:  # noqa: BLE001 - check must answer, never raise
        COUNTS.fail(game_id, "actions", family, f"check({candidate!r}) raised {type(exc).__name__}: {exc}")
        return
    if refusal is not None:
        if not isinstance(refusal, IllegalAction) or not refusal.rule_id or not player_words(refusal.message()):
            COUNTS.fail(game_id, "actions", family, f"bad refusal of {candidate!r}: {refusal!r}")
        else:
            COUNTS.add(game_id, "actions", family, "refused")
        return
    legal = state.legal_actions(candidate.player)
    offered = any(a.identical(candidate) for a in legal) or candidate.kind in type(state).PARAMETRIC_ACTIONS
    if not offered:
        COUNTS.fail(game_id, "actions", family,
                    f"check accepts {candidate!r}, which legal_actions does not offer")
        return
    trial = state.clone()
    try:
        trial.apply(candidate)
        again = type(state).from_json(json.loads(json.dumps(trial.to_json())), state.content)
        assert again.to_json() == trial.to_json()
        for p in again.players_to_act():
            again.legal_actions(p)
    except Exception as exc:  # noqa: BLE001
        COUNTS.fail(game_id, "actions", family,
                    f"accepted {candidate!r} but applying it failed: {type(exc).__name__}: {exc}")
        return
    COUNTS.add(game_id, "actions", family, "accepted")


def sweep(game_id: str, count: int, per_position: int, seed: int) -> None:
    """Every family on up to ``per_position`` legal actions of each of ``count`` positions."""
    rng = random.Random(f"sweep:{game_id}:{seed}")
    for state in positions(game_id, count, seed):
        before = _fingerprint(state)
        for player in state.players_to_act():
            legal = state.legal_actions(player)
            for action in rng.sample(legal, min(per_position, len(legal))):
                for family, candidate in mutants(state, action, rng):
                    judge(state, family, candidate, game_id)
        if _fingerprint(state) != before:
            COUNTS.fail(game_id, "actions", "check", "checking changed actions changed the state")


def _fingerprint(state: GameState) -> str:
    return json.dumps(state.to_json(), sort_keys=True)


def fresh_actions_are_canonical(game_id: str) -> None:
    """A new game's legal actions all have exact parameter types (no cache handed out another game's)."""
    for state in positions(game_id, 12, seed=99):
        for player in [*state.players_to_act(), TABLE]:
            for action in state.legal_actions(player):
                rebuilt = Action.make(action.player, action.kind, **{k: v for k, v in action.params})
                assert rebuilt.identical(action), f"{game_id}: {action!r} has a value of another type"
                assert state.check(action) is None, f"{game_id}: legal {action.text()} is refused"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_changed_actions_are_refused_or_legal(game_id):
    failures_before = len(COUNTS.failures)
    sweep(game_id, count=40 if game_id != "tiny" else 15, per_position=4, seed=1)
    fresh_actions_are_canonical(game_id)
    new = COUNTS.failures[failures_before:]
    assert not new, f"{len(new)} fuzzed actions failed:\n" + "\n".join(new[:15])


_POSITIONS: dict[str, list[GameState]] = {}


def _position(game_id: str, index: int) -> GameState:
    if game_id not in _POSITIONS:
        _POSITIONS[game_id] = positions(game_id, 25, seed=5)
    pool = _POSITIONS[game_id]
    return pool[index % len(pool)]


_VALUES = st.one_of(st.booleans(), st.none(), st.integers(), st.floats(allow_nan=True, allow_infinity=True),
                    st.lists(st.text(max_size=5), max_size=2), st.dictionaries(st.text(max_size=3), st.integers()),
                    st.binary(max_size=4), st.frozensets(st.integers(0, 3)),
                    st.text(max_size=30), st.lists(st.integers(-3, 3), max_size=3).map(tuple))


_GAME_IDS = st.sampled_from(["fit-to-print", "gutenberg", "viscounts", "unconscious-mind"])
_QUICK = settings(max_examples=400, derandomize=True, deadline=None, database=None,
                  suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@_QUICK
@given(game_id=_GAME_IDS, index=st.integers(0, 24), data=st.data())
def test_hypothesis_actions_with_any_values_are_refused_or_legal(game_id, index, data):
    """Hypothesis draws the player, the kind and every parameter value from anything JSON-like."""
    _hypothesis_case(game_id, index, data)


@pytest.mark.slow
@settings(_QUICK, max_examples=20_000)
@given(game_id=_GAME_IDS, index=st.integers(0, 24), data=st.data())
def test_long_hypothesis_run(game_id, index, data):
    _hypothesis_case(game_id, index, data)


def _hypothesis_case(game_id, index, data):
    state = _position(game_id, index)
    acting = state.players_to_act()
    player = data.draw(st.sampled_from([*acting, -2, 7]) | st.integers(-3, 8))
    legal = state.legal_actions(acting[0])
    base = data.draw(st.sampled_from(legal))
    kind = data.draw(st.sampled_from([base.kind, base.kind, "no_such", "pass", "take", "claim_gear", "play_card",
                                      "coffee_convert", "converter_use", "draft"]))
    params = {k: data.draw(st.one_of(st.just(v), _VALUES)) for k, v in base.params}
    if data.draw(st.booleans()):
        params[data.draw(st.sampled_from(["extra", "slot", "tile", "orient", "at", "card", "row", "free"]))] = \
            data.draw(_VALUES)
    candidate = Action(player, kind, tuple(sorted(params.items())))
    failures_before = len(COUNTS.failures)
    judge(state, "hypothesis", candidate, game_id)
    assert len(COUNTS.failures) == failures_before, COUNTS.failures[-1]


def test_checking_the_hypothesis_positions_changed_none_of_them():
    """Runs after the hypothesis test (file order): its positions are what they were when made."""
    for game_id, pool in _POSITIONS.items():
        fresh = positions(game_id, 25, seed=5)
        assert [_fingerprint(s) for s in pool] == [_fingerprint(s) for s in fresh], game_id


@pytest.mark.slow
@pytest.mark.parametrize("game_id", ["fit-to-print", "gutenberg", "viscounts", "unconscious-mind"])
def test_long_run_of_changed_actions(game_id):
    failures_before = len(COUNTS.failures)
    sweep(game_id, count=800, per_position=12, seed=2)
    fresh_actions_are_canonical(game_id)
    new = COUNTS.failures[failures_before:]
    assert not new, f"{len(new)} fuzzed actions failed:\n" + "\n".join(new[:15])
