"""Seeded self-play of whole games (1–4 players) with invariants at every step, replay determinism and views that
never show another player's hand or a deck order. Long runs are behind the ``slow`` marker."""

import random
from collections import Counter

import pytest

from desktop_app.ai.bots import choose_action
from desktop_app.ai.selfplay import play_game
from desktop_app.engine.game import GameOptions
from desktop_app.engine.record import GameRecord
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.invariants import problems
from tests.unconscious_mind.helpers import content


def _play(players, seed, levels, check_every=1, views=False):
    s = GAME.new_state(GameOptions.default(players, levels), content(), seed)
    rng = random.Random(seed)
    steps = 0
    while s.decisions():
        d = s.decisions()[0]
        view = s.view(d.player, random.Random(steps))
        action = choose_action(GAME, view, d.player, levels[d.player], 0.01, rng)
        assert s.check(action) is None, f"seed {seed} step {steps}: {action.text()}"
        s.apply(action)
        steps += 1
        if steps % check_every == 0:
            found = problems(s)
            assert not found, f"seed {seed} step {steps} after {action.text()}: {found}"
        if views and steps % 7 == 0:
            _check_view(s, steps)
        assert steps < 5000
    return s, steps


def _check_view(s, step):
    """The view of each seat keeps its own hand, resamples the others' and every deck (same contents)."""
    for seat in range(len(s.players)):
        v = s.view(seat, random.Random(step))
        assert v.players[seat].hand == s.players[seat].hand
        hidden = Counter(s.research_deck + [r for p in s.players if p.seat != seat for r in p.hand])
        seen = Counter(v.research_deck + [r for p in v.players if p.seat != seat for r in p.hand])
        assert hidden == seen
        for deck in ("latent_deck", "manifest_deck", "ordinary_deck", "complex_deck", "sorrow_pile"):
            assert sorted(getattr(v, deck)) == sorted(getattr(s, deck))
        q = v.stack.question
        if q is not None and q.player != seat and q.kind in ("research_swap", "research_play"):
            cards = {o["card"] for o in q.options if "card" in o}
            assert cards <= set(v.players[q.player].hand)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_random_self_play_keeps_every_invariant_and_ends(players):
    """Random seats: 6 ideas and 13 markers per player, coffee 0–6, at most 2 patients, dreams above patients,
    components conserved, VP never negative; the game ends with a final sheet."""
    s, steps = _play(players, 100 + players, ["random"] * players)
    assert s.phase == "over" and s.score_sheet().final and steps > 50


@pytest.mark.parametrize("players", [2, 4])
def test_easy_bots_play_a_whole_game_and_views_stay_private(players):
    """Easy bots (the quick policy) finish a game; every view hides the others' hands and deck orders."""
    s, _ = _play(players, 7, ["easy"] * players, views=True)
    assert s.phase == "over" and 8 <= s.round <= 31
    assert max(p.total for p in s.score_sheet().players) > 40


def test_a_normal_bot_finishes_the_solo_game_of_seed_2_um_cof_02():
    """UM-COF-02 / UM-TURN-05: the coffee conversion's own question offered another conversion, and the
    normal bot nested them without end in this solo game (the app's bot thread would have hung)."""
    played = play_game(GAME, content(), GameOptions.default(1, ["normal"]), 2, ["normal"], action_cap=1500)
    assert played.state.phase == "over" and played.state.round <= 15


def test_view_resamples_hidden_information_from_the_given_rng():
    """A view redraws hidden parts from the rng it is given: two rngs give two orders, the same rng the same view,
    and no view shows the true deck order."""
    s, _ = _play(3, 11, ["random"] * 3, check_every=1000)
    s = GAME.new_state(GameOptions.default(3, ["random"] * 3), content(), 11)
    for _ in range(40):
        s.apply(s.decisions()[0].options[0])
    a, b = s.view(0, random.Random(1)), s.view(0, random.Random(2))
    assert a.research_deck != b.research_deck and a.latent_deck != s.latent_deck
    assert s.view(0, random.Random(1)).to_json() == a.to_json()
    assert a.rng.getstate() != s.rng.getstate()


def test_replay_determinism_and_save_round_trip():
    """Same seed, same game; the record replays to the same state, also through a save file's text."""
    options = GameOptions.default(3, ["easy"] * 3)
    first = play_game(GAME, content(), options, 5, ["easy"] * 3)
    second = play_game(GAME, content(), options, 5, ["easy"] * 3)
    assert first.error is None and first.record.actions == second.record.actions
    assert first.state.to_json() == second.state.to_json()
    record, raw = GameRecord.loads(first.record.dumps(first.state))
    assert record.replay(GAME, content()).to_json() == raw["snapshot"]


def test_check_invariants_hook_reports_a_broken_position():
    """``GAME.check_invariants`` (used by simulate) names what is broken."""
    s = GAME.new_state(GameOptions.default(2, ["random"] * 2), content(), 1)
    assert GAME.check_invariants(s) == []
    s.players[0].coffee = 9
    s.players[1].storage[0] += 1
    found = GAME.check_invariants(s)
    assert any("coffee 9" in x for x in found) and any("14 insight markers" in x for x in found)


@pytest.mark.slow
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_many_seeded_games_with_every_bot_level(players):
    """Longer runs (opt-in: ``pytest -m slow``): random, easy and normal seats, invariants at every step."""
    for seed in range(6):
        levels = [("random", "easy", "normal")[(seed + i) % 3] for i in range(players)]
        s, _ = _play(players, 200 + seed, levels, views=seed % 2 == 0)
        assert s.phase == "over"


@pytest.mark.slow
@pytest.mark.parametrize(("players", "low", "high"), [(1, 1, 15), (2, 15, 20), (3, 14, 18), (4, 14, 18)])
def test_gap_17_game_length_with_normal_bots(players, low, high):
    """UM-GAP-17 (opt-in): normal bots play games of about the estimated length (median rounds in the range)."""
    from desktop_app.cli_simulate import simulate

    summary = simulate(GAME, players, 6, 1, ["normal"] * players)
    assert not summary["errors"] and low <= summary["median_rounds"] <= high, summary
