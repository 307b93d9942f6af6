"""Saves of every game, from today and from earlier versions, open in this version and every later one.

``tests/fixtures/saves`` keeps real save files: ``format3-<date>-…`` written by this version (the
``format2-<date>-…`` games resaved with a time played), ``format2-<date>-…`` by the version before,
and ``format1-<commit>-…`` by earlier versions of the app (checked out from this repository's
history and played by seeded random bots). None may ever be refused: each opens checked, or — when
its moves can no longer be checked against the saved game — from its moves once the player agrees,
saying why. The loader (Game ▸ Open, the resume offer, the library) and ``replay --check`` give the
same verdict.

:data:`VERDICTS` is each file's verdict in this version. A later version that changes a game's
content turns that game's checked files into "cannot be checked: other content" (allowed below);
one that changes its rules without its content changes the verdict of a checked file: update the
entry and say why here, as with the golden fingerprints.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from desktop_app.controllers.loading import UncheckedSave, load_save
from desktop_app.engine.action import TABLE
from desktop_app.engine.game import get_game
from desktop_app.engine.record import FORMAT_VERSION, GameRecord

FIXTURES = Path(__file__).resolve().parents[1] / "fixtures" / "saves"

VERDICTS: dict[str, tuple[str, str]] = {
    # file: (verdict, words of the first reason / note)
    "format1-a3f7c17-fit-to-print-realtime.board-table.json": ("unchecked", "whose Fit To Print deals differently"),
    "format1-a3f7c17-fit-to-print-turn.board-table.json": ("unchecked", "whose Fit To Print deals differently"),
    "format1-a3f7c17-gutenberg-two.board-table.json": ("checked", ""),
    "format1-030c0e9-gutenberg-solo.board-table.json": ("checked", ""),
    "format1-030c0e9-unconscious-mind-three.board-table.json": ("unchecked", "move 30 (p0 coffee_convert"),
    "format1-030c0e9-viscounts-base.board-table.json": ("unchecked", "saved with other content for Viscounts"),
    "format1-1f146d9-unconscious-mind-solo.board-table.json": ("checked", ""),
    "format1-1f146d9-viscounts-modules.board-table.json": ("unchecked", "saved with other content for Viscounts"),
    **{f"format{version}-2026-12-07-{name}.board-table.json": ("checked", "") for version in (2, 3) for name in (
        "fit-to-print-realtime", "fit-to-print-turn", "gutenberg-two", "gutenberg-solo", "viscounts-base",
        "viscounts-modules", "unconscious-mind-three", "unconscious-mind-solo")},
}
FILES = sorted(VERDICTS)


def _content_changed(path: Path) -> bool:
    """True when the game's content is no longer the one the file was saved with."""
    data = json.loads(path.read_text(encoding="utf-8"))
    game = get_game(data["game"])
    return game.content_version(game.load_content()) != data["content_version"]


def test_every_fixture_has_its_verdict_and_every_game_both_formats():
    assert sorted(p.name for p in FIXTURES.glob("*.board-table.json")) == FILES
    for game_id in ("fit-to-print", "gutenberg", "viscounts", "unconscious-mind"):
        for prefix in ("format1-", f"format{FORMAT_VERSION}-"):
            assert any(name.startswith(prefix) and game_id in name for name in FILES), (prefix, game_id)


@pytest.mark.parametrize("name", FILES)
def test_a_fixture_opens_through_the_loader_with_its_verdict_and_goes_on(name, tmp_path):
    """Never refused: checked, or opened from its moves once agreed (UncheckedSave until then)."""
    path = FIXTURES / name
    verdict, words = VERDICTS[name]
    try:
        loaded = load_save(path)
        reasons: list[str] = []
    except UncheckedSave as unchecked:
        reasons = [str(r) for r in unchecked.reasons]
        loaded = load_save(path, open_unchecked=True)
        assert any("opened from its moves without a check" in str(w) for w in loaded.warnings)
    if verdict == "checked" and reasons and _content_changed(path):  # a later content: it may only say so
        assert any("saved with other content" in r for r in reasons), reasons
    else:
        assert (verdict == "checked") == (not reasons), (
            f"{name}: the verdict changed ({reasons}); when a rules change is meant to, update VERDICTS and say why")
        assert words in " ".join(reasons + [str(w) for w in loaded.warnings])
    assert loaded.record.replay(loaded.game, loaded.content).to_json() == loaded.state.to_json()
    state = loaded.state
    acting = [p for p in state.players_to_act() if p != TABLE] or state.players_to_act()
    action = state.legal_actions(acting[0])[0]
    state.apply(action)
    loaded.record.actions.append(action)
    again = tmp_path / name
    again.write_text(loaded.record.dumps(state), encoding="utf-8")
    assert json.loads(again.read_text(encoding="utf-8"))["version"] == FORMAT_VERSION  # migrated
    assert load_save(again).state.to_json() == state.to_json()  # now checked


@pytest.mark.parametrize("name", FILES)
def test_replay_check_gives_the_loader_s_verdict(name, run_cli):
    path = FIXTURES / name
    try:
        load_save(path)
        checked = True
    except UncheckedSave:
        checked = False
    run = run_cli("replay", path, "--check")
    if checked:
        assert run.code == 0 and "OK: " in run.out, run.err
    else:
        assert run.code == 2 and len(run.err_lines) == 1 and "cannot be checked against the saved game" in run.err
    run = run_cli("replay", path)
    assert run.code == 0 and ("note: opened from its moves without a check" in run.out) == (not checked)


def test_today_s_fixtures_are_written_in_today_s_format():
    for name in FILES:
        record, raw = GameRecord.loads((FIXTURES / name).read_bytes())
        assert raw["version"] == int(name[len("format")])
