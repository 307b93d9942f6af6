"""Reusable contract checks that any game can run: ``run_contract(game, players, seed, levels)``.

They play seeded games through the whole engine API and check, at every step, what
DESIGN.md's engine contract promises:

- every open decision's player has legal actions, all of them pass ``check``, nobody else has
  any, and the decisions are empty only at the end (where nobody has a legal action);
- a few illegal or foreign actions (another player's, an unknown kind, a seat's action with a
  changed or missing parameter — the table's clock ``advance`` takes any measured ms) are refused with an ``IllegalAction`` carrying a rule ID — and ``check`` changes
  nothing;
- at several points: ``to_json``/``from_json`` round-trips, ``view(p)`` (one seat in turn, every
  seat at the end; with a seeded rng and without one) round-trips, with the same rng equals
  the view of a clone, keeps ``p``'s own legal actions and leaves the state alone; undo by
  snapshot works (a clone taken before ``apply`` is untouched by it, and re-applying the same
  action to a restored clone gives the same state);
- replay determinism: record -> replay gives the identical ``to_json``, also through a save
  file's text, and the same seed played twice gives the same actions and state.

Use from a game's tests::

    from tests.contract.harness import run_contract
    run_contract(GAME, players=3, seed=1)                                # random play
    run_contract(GAME, 2, 5, levels=["easy", "normal"], variants={"mode": "turn_based"})

A failure is an ``AssertionError`` naming the seed, the step and the action.
"""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from desktop_app.ai.bots import choose_action
from desktop_app.ai.selfplay import play_game
from desktop_app.engine import Action, Event, Game, GameOptions, GameState, IllegalAction, Text
from desktop_app.engine.action import TABLE
from desktop_app.engine.record import GameRecord

CHECK_AT_MOST = 40
"""Legal actions per player checked with ``check`` at each step (a random sample beyond)."""

MAX_ACTIONS = 20_000
"""A game still running after this many actions fails the contract (it must end)."""


@dataclass
class ContractRun:
    """What a checked play-through produced."""

    state: GameState
    record: GameRecord
    actions: int
    deep_checks: int
    probes: int


_CONTENT: dict[int, tuple[Game, Any]] = {}


def load_content(game: Game) -> Any:
    """The game's built-in content, loaded once per game object."""
    if id(game) not in _CONTENT or _CONTENT[id(game)][0] is not game:
        _CONTENT[id(game)] = (game, game.load_content())
    return _CONTENT[id(game)][1]


def frozen(state: GameState) -> Any:
    """A deep copy of ``state.to_json()`` (a snapshot may share lists with the live state)."""
    return json.loads(json.dumps(state.to_json()))


def _where(seed: int, step: int, detail: str = "") -> str:
    return f"seed {seed}, step {step}{': ' + detail if detail else ''}"


def _assert_refused(state: GameState, action: Action, why: str) -> None:
    refusal = state.check(action)
    assert isinstance(refusal, IllegalAction), f"{why}: {action.text()} was not refused"
    assert isinstance(refusal.rule_id, str) and refusal.rule_id, f"{why}: refusal of {action.text()} has no rule ID"
    assert refusal.message(), f"{why}: empty refusal message"


def _odd_value(value: Any, rng: random.Random) -> Any:
    """A value of the same type that no sane game accepts (out of range, unknown name)."""
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return rng.choice([value + 1000, -1000 - abs(value)])
    if isinstance(value, float):
        return value + 1e6
    if isinstance(value, str):
        return value + "\u00a7no-such"
    if isinstance(value, tuple):
        return ()
    return "\u00a7no-such"


def probe_illegal(state: GameState, players: int, legal: dict[int, list[Action]], rng: random.Random,
                  where: str) -> int:
    """Try a few illegal actions built from legal ones; each must be refused. Returns the count."""
    count = 0
    acting = [p for p in legal if legal[p]]
    if not acting:
        return 0
    p = rng.choice(acting)
    base = rng.choice(legal[p])
    legal_set = set(legal[p])
    idle = [q for q in [*range(players), TABLE] if q not in legal]
    for q in idle[:2]:
        _assert_refused(state, Action(q, base.kind, base.params), f"{where}: action of p{q} who has no decision")
        count += 1
    _assert_refused(state, Action.make(p, "\u00a7no_such_action"), f"{where}: unknown action kind")
    count += 1
    # the table's clock step is parametric on purpose (the controller applies measured ms)
    for i, (key, value) in enumerate(base.params if p != TABLE else ()):
        changed = Action(p, base.kind, base.params[:i] + ((key, _odd_value(value, rng)),) + base.params[i + 1:])
        if changed not in legal_set:
            _assert_refused(state, changed, f"{where}: parameter {key} changed")
            count += 1
        missing = Action(p, base.kind, base.params[:i] + base.params[i + 1:])
        if missing not in legal_set:
            _assert_refused(state, missing, f"{where}: parameter {key} missing")
            count += 1
    return count


def check_round_trip(game: Game, state: GameState, content: Any, where: str) -> None:
    """``to_json`` -> JSON text -> ``state_from_json`` gives the same snapshot and decisions."""
    snapshot = frozen(state)
    restored = game.state_from_json(json.loads(json.dumps(snapshot)), content)
    assert frozen(restored) == snapshot, f"{where}: to_json/from_json does not round-trip"
    assert restored.players_to_act() == state.players_to_act(), f"{where}: restored state has other decisions"
    for p in state.players_to_act():
        assert restored.legal_actions(p) == state.legal_actions(p), f"{where}: restored legal actions differ"


def check_views(game: Game, state: GameState, content: Any, seats: Sequence[int], where: str) -> None:
    """Views of ``seats`` round-trip, equal a clone's view, keep the viewer's legal actions and
    change nothing."""
    before = frozen(state)
    for p in seats:
        view = state.view(p, random.Random(7))
        assert isinstance(view, GameState) and view is not state, f"{where}: view({p}) is not a new state"
        assert state.clone().view(p, random.Random(7)).to_json() == view.to_json(), \
            f"{where}: view({p}) of a clone differs from view({p})"
        check_round_trip(game, view, content, f"{where}: view({p})")
        fresh = state.view(p)  # as the controller calls it: resampled from the OS's randomness
        check_round_trip(game, fresh, content, f"{where}: view({p}) without rng")
        assert set(fresh.legal_actions(p)) == set(state.legal_actions(p)), \
            f"{where}: view({p}) without rng changes player {p}'s own legal actions"
        assert set(view.legal_actions(p)) == set(state.legal_actions(p)), \
            f"{where}: view({p}) changes player {p}'s own legal actions"
        view.view(p, random.Random(8))  # a bot re-determinizes its view
    assert frozen(state) == before, f"{where}: view() changed the state"


def _apply_with_undo_check(state: GameState, action: Action, where: str) -> tuple[GameState, list[Event]]:
    """Apply ``action`` after taking a snapshot; check the snapshot restores and replays exactly."""
    snapshot = state.clone()
    live_json = state.to_json()
    before = json.loads(json.dumps(live_json))
    assert frozen(snapshot) == before, f"{where}: clone() differs from the state"
    events = state.apply(action)
    assert frozen(snapshot) == before, f"{where}: applying {action.text()} changed an earlier clone"
    assert json.loads(json.dumps(live_json)) == before, \
        f"{where}: applying {action.text()} changed an earlier to_json() snapshot (it shares live lists)"
    restored = snapshot.clone()
    restored.apply(action)
    assert restored.to_json() == state.to_json(), f"{where}: re-applying {action.text()} after undo differs"
    return state, events


def _check_events(events: Any, where: str) -> None:
    assert isinstance(events, list), f"{where}: apply() must return a list of events"
    for event in events:
        assert isinstance(event, Event) and isinstance(event.text, Text), f"{where}: bad event {event!r}"
        assert isinstance(event.text.render(), str)


def play_checked(game: Game, players: int, seed: int, levels: Sequence[str] | None = None, *,
                 deep_every: int = 25, max_actions: int = MAX_ACTIONS, budget_s: float = 0.02,
                 variants: dict[str, Any] | None = None) -> ContractRun:
    """Play one seeded game checking the API at every step (see the module docstring).

    With ``levels`` (one per seat, default all "random" with a random acting order) the first
    seat with a decision asks that bot on its view. Deep checks (round trips, views, undo)
    run at the first step, every ``deep_every`` steps and at the end. ``variants`` are the
    game's options (``GameOptions.variants``).
    """
    content = load_content(game)
    kinds = list(levels) if levels else ["random"] * players
    options = GameOptions.default(players, kinds, **(variants or {}))
    state = game.new_state(options, content, seed)
    record = GameRecord(game.id, game.content_version(content), options, seed)
    rng = random.Random(f"contract:{game.id}:{players}:{seed}")
    use_bots = levels is not None and any(level != "random" for level in levels)
    step = deep = probes = 0
    while True:
        where = _where(seed, step)
        to_act = state.players_to_act()
        deep_now = step % deep_every == 0
        legal: dict[int, list[Action]] = {}
        for p in [*range(players), TABLE]:
            actions = state.legal_actions(p)
            if p not in to_act:
                assert not actions, f"{where}: p{p} has legal actions but no decision"
                continue
            assert actions, f"{where}: p{p} has a decision but no legal action"
            assert all(a.player == p for a in actions), f"{where}: p{p} is offered another player's action"
            assert len(set(actions)) == len(actions), f"{where}: p{p} is offered the same action twice"
            sample = actions if len(actions) <= CHECK_AT_MOST else rng.sample(actions, CHECK_AT_MOST)
            for a in sample:
                refusal = state.check(a)
                assert refusal is None, f"{where}: legal action {a.text()} is refused: {refusal}"
                assert not deep_now or Action.parse(a.text()) == a, f"{where}: {a.text()} changes in text form"
            first = state.decision_for(p)
            if first is not None and first.options is not None:
                assert set(first.options) <= set(actions), f"{where}: decision options of p{p} are not legal"
            legal[p] = actions
        if not to_act:
            break
        assert step < max_actions, f"{where}: the game did not end within {max_actions} actions"
        before = frozen(state) if deep_now else None
        probes += probe_illegal(state, players, legal, rng, where)
        if deep_now:
            assert frozen(state) == before, f"{where}: check() changed the state"
            check_round_trip(game, state, content, where)
            check_views(game, state, content, [deep % players], where)  # each seat in turn
            deep += 1
        seats = [p for p in to_act if p != TABLE]
        if use_bots and seats:
            p = seats[0]
            action = choose_action(game, state.view(p, rng), p, levels[p], budget_s, rng)
        elif use_bots:
            action = legal[TABLE][0]
        else:
            action = rng.choice(legal[rng.choice(to_act)])
        if deep_now:
            state, events = _apply_with_undo_check(state, action, _where(seed, step, action.text()))
        else:
            events = state.apply(action)
        _check_events(events, where)
        record.actions.append(action)
        step += 1
    where = _where(seed, step, "game over")
    check_round_trip(game, state, content, where)
    check_views(game, state, content, range(players), where)
    sheet = state.score_sheet()
    # a solo game's sheet may add the automated rival as a line of its own
    assert len(sheet.players) >= players, f"{where}: the score sheet has {len(sheet.players)} players"
    assert sheet.final, f"{where}: the score sheet at the end is not marked final"
    assert sheet.winners or players == 1, f"{where}: the final score sheet names no winner"
    return ContractRun(state, record, step, deep + 1, probes)


def check_replay_determinism(game: Game, players: int, seed: int, run: ContractRun | None = None,
                             variants: dict[str, Any] | None = None) -> None:
    """Record -> replay is identical (also through a save file's text); the same seed twice is too."""
    content = load_content(game)
    if run is not None:
        assert run.record.replay(game, content).to_json() == run.state.to_json(), \
            f"seed {seed}: replaying the checked game's record gives another state"
    options = GameOptions.default(players, ["random"] * players, **(variants or {}))
    first = play_game(game, content, options, seed, ["random"] * players)
    assert first.error is None, f"seed {seed}: self-play failed: {first.error}"
    text = first.record.dumps(first.state)
    record, raw = GameRecord.loads(text)
    assert record.actions == first.record.actions, f"seed {seed}: the save file changes the actions"
    assert frozen(record.replay(game, content)) == raw["snapshot"] == frozen(first.state), \
        f"seed {seed}: replaying the saved record gives another state"
    second = play_game(game, content, GameOptions.default(players, ["random"] * players, **(variants or {})),
                       seed, ["random"] * players)
    assert second.record.actions == first.record.actions, f"seed {seed}: the same seed played other actions"
    assert second.state.to_json() == first.state.to_json(), f"seed {seed}: the same seed ended in another state"


def run_contract(game: Game, players: int, seed: int, levels: Sequence[str] | None = None,
                 deep_every: int = 25, variants: dict[str, Any] | None = None) -> ContractRun:
    """Every contract check on one seeded game; returns the checked play-through."""
    run = play_checked(game, players, seed, levels, deep_every=deep_every, variants=variants)
    check_replay_determinism(game, players, seed, run, variants)
    return run


def variant_sets(game: Game, content: Any) -> list[dict[str, Any]]:
    """One option set per option switched away from its default: each yes/no option turned
    over, each choice option at its first other value."""
    sets = []
    for o in game.option_specs(content):
        if o.kind == "bool":
            sets.append({o.key: not o.default})
        others = [value for value, _ in o.choices if value != o.default]
        if o.kind == "choice" and others:
            sets.append({o.key: others[0]})
    return sets
