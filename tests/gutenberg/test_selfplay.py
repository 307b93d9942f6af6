"""Seeded self-play of whole games (1–4 players) with invariants; replay, JSON and views."""

from __future__ import annotations

import random

import pytest

from desktop_app.engine.game import GameOptions
from desktop_app.engine.record import GameRecord
from desktop_app.rules.gutenberg import GAME
from desktop_app.rules.gutenberg.state import GutenbergState
from tests.gutenberg.helpers import content, new, play


def _ink_total(s: GutenbergState, colour: int) -> int:
    board = sum(1 for row in s.ink_rows for c in row if c == colour)
    return s.bag[colour] + board + sum(p.ink[colour] for p in s.players) + s.rival_ink[colour]


def _cards(s: GutenbergState, deck: str) -> list[str]:
    cards = getattr(s, deck + "_deck") + getattr(s, deck + "_discard") + getattr(s, deck + "_slots")
    if deck in ("printing", "design"):
        cards += getattr(s, "draft_" + deck)
        k = 0 if deck == "printing" else 1
        for p in s.players:
            cards += [o[k] for o in p.orders]
            for f in p.stack:
                if f[0] == "new_order":
                    cards += f[1 + k]
                if f[0] == "draft_design" and deck == "printing":
                    cards.append(f[1])
    if deck == "gear":
        cards += [g[0] for p in s.players for g in p.gears if g is not None]
    return [c for c in cards if c is not None]


def check_invariants(s: GutenbergState, action=None) -> None:
    """GUT-COMP-04/12, GUT-PLAN-03/05, GUT-SPEC-04, GUT-PREP-03 and card conservation."""
    per = content().files["ink.yaml"].per_colour
    for colour in range(len(s.content.colours)):
        assert _ink_total(s, colour) == per, "GUT-COMP-04: 12 ink per colour"
    sizes = {"printing": 48, "design": 48, "specialty": 24, "gear": 24}
    for deck, n in sizes.items():
        cards = _cards(s, deck)
        assert len(cards) == len(set(cards)) == n, f"{deck} cards conserved"
    for p in s.players:
        assert p.coins >= 0, "GUT-AMB-16: coins never negative"
        assert p.gear_count <= 3, "GUT-COMP-12: at most 3 gears"
        pending_discard = any(f[0] == "discard_order" for f in p.stack)
        assert len(p.orders) <= 4 + pending_discard, "GUT-COMP-12: at most 4 orders"
        assert all(1 <= lv <= 6 for lv in p.levels), "GUT-COMP-12: level I..VI"
        if not p.is_rival:
            assert all(0 <= n <= 6 for n in p.plan) and sum(p.plan) <= p.tokens, "GUT-PLAN-03/05"
        assert sum(1 for g in p.gears if g and g[2]) + (p.seat in s.reward_claims) <= 4, "GUT-AMB-06 markers"
    by_pos = content().rules.tokens_by_position
    for p in s.players:
        if not p.is_rival:  # GUT-PREP-03 (solo: 7 when first, else 8, GUT-SOLO-01)
            assert p.tokens == by_pos[s.position(p.seat) - 1], "GUT-PREP-03"


@pytest.mark.parametrize("players, variants", [(1, {}), (2, {}), (3, {}), (4, {}), (2, {"rival_seat": True}),
                                               (3, {"character_abilities": True, "ink_refill": "reset"})])
@pytest.mark.parametrize("seed", [3, 11])
def test_random_games_end_with_invariants(players, variants, seed):
    """Whole random games end after round 6 and keep every invariant after each action."""
    s = new(players, seed, **variants)
    rounds_seen = {s.round}
    prev_round = s.round

    def check(state, action):
        nonlocal prev_round
        check_invariants(state)
        if state.round != prev_round:  # GUT-PREP-02 step 1: markers come back
            assert all(not g[2] for p in state.players for g in p.gears if g), "gear markers returned"
            assert all(c is None for c in state.reward_claims), "reward markers returned"
            assert state.round == prev_round + 1
            prev_round = state.round
            rounds_seen.add(state.round)

    play(s, random.Random(seed), check=check)
    assert s.phase == "over" and s.round == 6 and rounds_seen == {1, 2, 3, 4, 5, 6}
    assert s.decisions() == [] and s.score_sheet().final


@pytest.mark.parametrize("players", [1, 2, 4])
def test_replay_is_deterministic_and_json_round_trips(players):
    """Same seed + same actions → identical snapshot; to_json/from_json round-trips mid-game."""
    s = new(players, 7, character_abilities=True)
    actions = play(s, random.Random(5))
    record = GameRecord("gutenberg", s.content.version, GameOptions.default(players, character_abilities=True), 7,
                        actions)
    again = record.replay(GAME, content())
    assert again.to_json() == s.to_json()
    half = record.replay(GAME, content(), upto=len(actions) // 2)
    restored = GutenbergState.from_json(half.to_json(), content())
    assert restored.to_json() == half.to_json()
    for a in actions[len(actions) // 2:]:
        restored.apply(a)
    assert restored.to_json() == s.to_json()
    clone = half.clone()
    assert clone.to_json() == half.to_json()


def test_clone_is_independent():
    """clone() copies everything mutable (the bots play clones forward)."""
    s = new(3, 2)
    c = s.clone()
    play(c, random.Random(1))
    assert c.phase == "over" and s.phase != "over"
    assert s.to_json() == new(3, 2).to_json()


@pytest.mark.parametrize("players", [2, 4])
def test_view_never_shows_an_unrevealed_plan(players):
    """GUT-PLAN-05: another player's committed plan is resampled; it does not leak into view(p)."""
    rng = random.Random(4)
    s = new(players, 9)
    play(s, rng, until=lambda st: st.phase == "plan")
    other = s.decisions()[-1].player
    viewer = next(p for p in range(players) if p != other)
    a, b = s.clone(), s.clone()
    a.players[other].plan = [6, 1, 0, 0, 0]
    b.players[other].plan = [0, 0, 1, 6, 0]
    a.players[other].committed = b.players[other].committed = True
    a.touch()
    b.touch()
    va, vb = a.view(viewer, random.Random(3)), b.view(viewer, random.Random(3))
    assert va.players[other].plan == vb.players[other].plan
    assert va.to_json() == vb.to_json()
    assert sum(va.players[other].plan) == va.players[other].tokens
    # the viewer's own plan is kept
    a.players[viewer].plan = [1, 1, 0, 0, 0]
    assert a.view(viewer, random.Random(3)).players[viewer].plan == [1, 1, 0, 0, 0]


def test_view_resamples_deck_order_and_rng():
    """Hidden deck orders are reshuffled in a view and its RNG differs from the real one."""
    s = new(2, 1)
    v = s.view(0, random.Random(8))
    assert sorted(v.printing_deck) == sorted(s.printing_deck)
    assert v.printing_deck != s.printing_deck
    assert v.rng.getstate() != s.rng.getstate()
