"""Fuzz suite set-up: the opt-in ``slow`` marker, the base saves, and the counts table.

``pytest tests/fuzz`` runs the quick default set (well under a minute). ``pytest -m slow
tests/fuzz`` runs the long one (thousands of saves, hundreds of thousands of actions).
One tried / refused / accepted table, a line per game and a column per suite (saves, window,
replay, actions, packs, sheets), is printed at the end of every run that fuzzed anything; every
row per family is written as JSON to ``$BOARD_TABLE_FUZZ_REPORT`` when that is set.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from desktop_app.ai.selfplay import play_game
from desktop_app.engine.game import GameOptions, get_game
from tests.fuzz.harness import COUNTS, write_report
from tests.support.tiny_game import TINY


def pytest_configure(config):
    config.addinivalue_line("markers", "slow: a long run, deselected unless selected with -m slow")


def pytest_collection_modifyitems(config, items):
    if "slow" in (config.getoption("markexpr") or ""):
        return
    skip = pytest.mark.skip(reason="long run: select it with -m slow")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


def pytest_terminal_summary(terminalreporter):
    if not COUNTS.rows:
        return
    terminalreporter.write_sep("-", "fuzz: tried / refused / accepted per game and suite")
    terminalreporter.write_line(COUNTS.table())
    target = os.environ.get("BOARD_TABLE_FUZZ_REPORT")
    if target:
        write_report(Path(target))


_CONTENT: dict[str, object] = {}


def content_of(game):
    """The built-in content of ``game``, loaded once for the whole fuzz run."""
    if game.id not in _CONTENT:
        _CONTENT[game.id] = game.load_content()
    return _CONTENT[game.id]


BASES = [
    # game, seats, actions to play before saving, seed
    ("tiny", ["random", "random"], 8, 3),
    ("fit-to-print", ["random", "random"], 160, 5),
    ("gutenberg", ["random", "random", "random"], 140, 7),
    ("viscounts", ["random", "random", "random"], 120, 9),
    ("unconscious-mind", ["random", "random", "random"], 120, 11),
]


@pytest.fixture(scope="session")
def base_saves():
    """``{game id: save-file text}``: seeded games saved part-way (the corpus is mutated from these)."""
    out = {}
    for game_id, seats, actions, seed in BASES:
        game = TINY if game_id == "tiny" else get_game(game_id)
        played = play_game(game, content_of(game), GameOptions.default(len(seats), seats), seed, seats,
                           max_actions=actions)
        assert played.error is None, played.error
        out[game_id] = played.record.dumps(played.state)
    return out


@pytest.fixture
def cached_content(monkeypatch):
    """Every game's content is loaded once (the fuzz is about saves, not content loading)."""
    from desktop_app.controllers import loading

    monkeypatch.setattr(loading, "load_game_content", lambda game: (content_of(game), []))
    for game in (TINY, *(get_game(game_id) for game_id, *_ in BASES if game_id != "tiny")):
        content_of(game)  # loaded before the patch (content_of itself calls load_content)
        monkeypatch.setattr(game, "load_content", lambda pack_dirs=(), g=game: content_of(g))
