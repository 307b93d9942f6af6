"""Seeded self-play with the expansions: 1–4 players for each module combination (Gates of Gold,
Keeper of Keys, both), with the base game's invariants plus the expansions' (``invariants.problems``:
King's Orders conserved between the supply and the players, outsiders never refilled from nowhere,
each public building at most once, at most 3 chests per player), replay determinism, and the
modules carried by the save, the record and the summary (GOG-SETUP, KOK-SETUP, GAP-13)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from desktop_app.engine.game import GameOptions
from desktop_app.engine.record import GameRecord
from desktop_app.engine.scoresheet import option_labels
from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.invariants import problems
from tests.viscounts.fixtures import CONTENT

COMBINATIONS = [{"gates_of_gold": True}, {"keeper_of_keys": True}, {"gates_of_gold": True, "keeper_of_keys": True}]


def play(players: int, seed: int, variants: dict, lean: float = 0.8):
    """A random game preferring to do something; the invariants at every turn start and at the end."""
    options = GameOptions.default(players, ["random"] * players, **variants)
    s = GAME.new_state(options, CONTENT, seed)
    record = GameRecord(GAME.id, GAME.content_version(CONTENT), options, seed)
    rng = random.Random(seed)
    used: Counter = Counter()
    while s.decisions():
        d = s.decisions()[0]
        acts = s.legal_actions(d.player)
        busy = [a for a in acts if not a.get("skip") and a.get("action") != "none" and not a.get("done")]
        action = rng.choice(busy if busy and rng.random() < lean else acts)
        used[action.kind] += 1
        s.apply(action)
        record.actions.append(action)
        q = s.stack.question
        if s.over or (q is not None and q.kind == "play_card"):
            assert problems(s) == [], f"{variants} seed {seed} after {len(record.actions)} actions"
        assert len(record.actions) < 8000, "VIS-END: the game did not end"
    assert s.over and s.score_sheet().final and s.round <= 21
    return s, record, used


@pytest.mark.parametrize("variants", COMBINATIONS, ids=["gog", "kok", "both"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_seeded_self_play_with_the_expansions_keeps_every_invariant_and_replays(players, variants):
    """One whole game per player count and module combination; the record replays identically."""
    s, record, _ = play(players, 70 + players, variants)
    assert record.replay(GAME, CONTENT).to_json() == s.to_json()
    if s.kok:
        assert all(len(pl.chests) == 3 for pl in s.players)


@pytest.mark.slow
@pytest.mark.parametrize("variants", COMBINATIONS, ids=["gog", "kok", "both"])
@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_many_seeded_games_with_the_expansions(players, variants):
    """Ten games per player count and combination (opt-in: pytest -m slow); over them the random
    players use the manuscript board, outsiders and chests."""
    used: Counter = Counter()
    for seed in range(10):
        used += play(players, 500 * players + seed, variants, lean=0.5 + 0.05 * seed)[2]
    if "gates_of_gold" in variants and players > 1:
        assert used["board_ability"] and used["outsider"]
    if "keeper_of_keys" in variants and players > 1:
        assert used["gain_chest"]


def test_the_modules_are_in_the_save_the_record_and_the_summary():
    """GOG-SETUP / KOK-SETUP: the chosen modules survive a save (to_json / from_json), are in the record's
    options and are printed among the summary's options; a module that is not a switch is refused."""
    options = GameOptions.default(2, ["human", "human"], gates_of_gold=True, keeper_of_keys=True)
    s = GAME.new_state(options, CONTENT, 3)
    assert s.gog and s.kok
    again = GAME.state_from_json(s.to_json(), CONTENT)
    assert again.gog and again.kok and again.board.orders == s.board.orders
    record = GameRecord(GAME.id, GAME.content_version(CONTENT), options, 3)
    assert GameOptions.from_json(record.to_json()["options"]).variants == {"gates_of_gold": True, "keeper_of_keys": True}
    assert s.score_sheet().variants["gates_of_gold"] is True and s.score_sheet().variants["keeper_of_keys"] is True
    labels = [name["en"] for name, _ in option_labels(GAME.option_specs(CONTENT), options.variants)]
    assert labels[:2] == ["Gates of Gold (expansion)", "Keeper of Keys (expansion)"]
    only_kok = GAME.new_state(GameOptions.default(1, ["human"], keeper_of_keys=True), CONTENT, 3)
    assert only_kok.kok and not only_kok.gog and only_kok.solo                      # GAP-13: also solo
    refusal = GAME.check_options(GameOptions.default(2, ["human", "human"], gates_of_gold="yes"))
    assert refusal is not None and refusal.rule_id == "GOG-SETUP-01"


def test_views_hide_the_outsider_deck_and_the_chest_stack():
    """§0, GOG-SETUP-04, KOK-SETUP-02: a view is the same whatever order the outsider deck and the chest
    stack are in (only their sizes show); the face-up row and display stay exact."""
    options = GameOptions.default(3, ["random"] * 3, gates_of_gold=True, keeper_of_keys=True)
    s = GAME.new_state(options, CONTENT, 9)
    rng = random.Random(9)
    for _ in range(150):
        acts = s.legal_actions(s.decisions()[0].player)
        s.apply(rng.choice(acts))
    other = s.clone()
    random.Random(3).shuffle(other.board.outsider_deck)
    random.Random(4).shuffle(other.board.chest_stack)
    assert other.board.outsider_deck != s.board.outsider_deck or len(s.board.outsider_deck) < 2
    for p in range(3):
        mine, theirs = s.view(p, random.Random(7)), other.view(p, random.Random(7))
        assert mine.to_json() == theirs.to_json()
        assert mine.board.outsiders == s.board.outsiders and mine.board.chest_row == s.board.chest_row


def test_the_screenshot_command_takes_the_modules(monkeypatch, tmp_path, capsys):
    """``screenshot --variant gates_of_gold=true``: the modules reach the renderer; a bad one exits 2."""
    import sys
    import types

    from desktop_app import cli

    calls = []
    module = types.ModuleType("desktop_app.ui.screenshot")
    module.render_screenshot = lambda *args, **kwargs: calls.append(kwargs.get("variants"))
    monkeypatch.setitem(sys.modules, "desktop_app.ui.screenshot", module)
    out = tmp_path / "shot.png"
    assert cli.main(["screenshot", str(out), "--game", "viscounts", "--variant", "gates_of_gold=true",
                     "--variant", "keeper_of_keys=true"]) == 0
    assert calls == [{"gates_of_gold": True, "keeper_of_keys": True}]
    assert cli.main(["screenshot", str(out), "--game", "viscounts", "--variant", "gates_of_gold=maybe"]) == 2
    assert "gates_of_gold is yes/no" in capsys.readouterr().err
