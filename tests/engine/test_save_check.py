"""The one verdict on a save file (``desktop_app.engine.save_check``): seats validated like every other
field, edits named by the file's own hashes, and files that cannot be checked said to be so."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml

from desktop_app.engine.game import GameOptions, Seat, get_game
from desktop_app.engine.record import GameRecord, RecordError, save_hash
from desktop_app.engine.save_check import SEAT_COLOUR_IDS, restore, seats_refusal
from desktop_app.engine.state import snapshot_hash
from tests.support.tiny_game import TINY

ROOT = Path(__file__).resolve().parents[2]


def _tiny(seats=(("Ann", "red"), ("Bob", "blue")), moves=5, seed=9):
    content = TINY.load_content()
    record = GameRecord(TINY.id, TINY.content_version(content),
                        GameOptions([Seat(name, colour, "human") for name, colour in seats]), seed)
    state = record.new_state(TINY, content)
    for _ in range(moves):
        action = state.legal_actions(state.players_to_act()[0])[-1]
        state.apply(action)
        record.actions.append(action)
    return record, state, content


def _verdict(data: dict, game=TINY, content=None):
    record, raw = GameRecord.loads(json.dumps(data))
    return restore(record, raw, game, content if content is not None else game.load_content())


def _as_format_1(data: dict) -> dict:
    for key in ("setup_hash", "move_hashes", "save_hash", "played_seconds"):
        data.pop(key, None)
    data["version"] = 1
    return data


@pytest.mark.parametrize(("seats", "words"), [
    ((("Ann", "zz"), ("Bob", "blue")), "the colour 'zz' of seat 1 is not one of the colours of"),
    ((("Ann", "red"), ("Bob", "red")), "two seats have the same colour 'red'"),
    ((("Ann", "red"), ("Ann", "blue")), "two seats have the same name 'Ann'"),
    ((("  ", "red"), ("Bob", "blue")), "seat 1 has no name"),
])
def test_seat_fields_are_validated_like_every_other_field(seats, words):
    """The issue: colour "zz" was accepted. A save's seats obey what the new-game dialog demands."""
    record, state, _ = _tiny(seats)
    with pytest.raises(RecordError, match=re.escape(words)):
        _verdict(record.to_json(state))


def test_a_seat_colour_is_one_the_game_is_played_with():
    """The game's own colours (Gutenberg: GUT-GAP-11) or the app's palette; nothing else."""
    gutenberg = get_game("gutenberg")
    content = gutenberg.load_content()
    own = [c for c, _, _ in gutenberg.seat_colours(content)]
    assert seats_refusal(gutenberg, content, GameOptions([Seat("Ann", own[0]), Seat("Bob", "red")])) is None
    refusal = seats_refusal(gutenberg, content, GameOptions([Seat("Ann", "zz"), Seat("Bob", own[1])]))
    assert refusal is not None and f"'zz' of seat 1 is not one of the colours of Gutenberg ({own[0]}, " in str(refusal)
    assert seats_refusal(TINY, None, GameOptions([Seat("Ann", "brown"), Seat("Bob", "")])) is None


def test_an_earlier_formats_seats_are_migrated_with_a_note():
    """Format 1 files of games that offered the app's palette then: relabelled, never refused."""
    record, state, _ = _tiny((("Ann", "zz"), ("Bob", "red")))
    restored = _verdict(_as_format_1(record.to_json(state)))
    assert restored.checked
    assert [str(n) for n in restored.notes] == ["seat 1 now plays blue instead of zz"]  # red is taken
    record, state, _ = _tiny((("Ann", "red"), ("Ann", "blue")))
    restored = _verdict(_as_format_1(record.to_json(state)))
    assert [str(n) for n in restored.notes] == ["seat 2 is now called 'Ann (2)'"]
    assert restored.state.to_json()["names"] == ["Ann", "Ann (2)"]


@pytest.mark.parametrize(("edit", "words"), [
    (lambda d: d.update(seed=d["seed"] + 1), "the game's settings (players, variants, seed or content version) were"),
    (lambda d: d.update(content_version="other"), "the game's settings"),
    (lambda d: d["options"]["seats"].reverse(), "the game's settings"),
    (lambda d: d["options"]["seats"][0].update(kind="normal"), "the game's settings"),
    (lambda d: d["actions"].__setitem__(1, "p1 bid amount=2"), "they part from the saved game at move 2 (p1 bid"),
    (lambda d: d["actions"].append("p1 pass"), "moves were added after move 5, the last one saved"),
    (lambda d: d["actions"].pop(), "moves were removed after move 4: the game was saved with 5 moves"),
    (lambda d: d["actions"].insert(0, d["actions"].pop(1)), "they part from the saved game at move 1"),
    (lambda d: d["snapshot"].update(coins=[9, 9]), "does not match its hash"),
])
def test_an_edit_is_refused_and_named(edit, words):
    """The issue: moves changed under an unchanged snapshot, and settings that leave the state hash alone."""
    record, state, _ = _tiny()
    data = record.to_json(state)
    edit(data)
    with pytest.raises(RecordError, match=re.escape(words)):
        _verdict(data)


def test_a_variant_change_is_refused_even_where_the_state_would_not_show_it():
    """The issue: two variant changes passed because the state hash happened to match. The settings'
    own hash covers every variant, whatever the state records of it."""
    ftp = get_game("fit-to-print")
    content = ftp.load_content()
    record = GameRecord(ftp.id, ftp.content_version(content),
                        GameOptions([Seat("Ann", "red", "human"), Seat("Bob", "blue", "normal")],
                                    {"mode": "turn_based"}), 4)
    state = record.new_state(ftp, content)
    data = record.to_json(state)
    assert _verdict(data, ftp, content).checked
    data["options"]["variants"]["assistant"] = True
    with pytest.raises(RecordError, match=re.escape("the game's settings")):
        _verdict(data, ftp, content)


def test_files_that_cannot_be_checked_say_why():
    record, state, _ = _tiny()
    bare = record.to_json(state)
    del bare["snapshot"], bare["snapshot_hash"]
    restored = _verdict(bare)
    assert [str(r) for r in restored.unchecked] == ["the file holds no saved position to check its moves against"]
    assert restored.moves == 5 and restored.state.to_json() == state.to_json()
    rules_changed = record.to_json(state)
    rules_changed["snapshot"]["coins"] = [9, 9]  # as if today's rules led elsewhere: the file's hashes all agree
    rules_changed["snapshot_hash"] = snapshot_hash(rules_changed["snapshot"])
    rules_changed["save_hash"] = save_hash(rules_changed["move_hashes"][-1], rules_changed["snapshot_hash"])
    restored = _verdict(rules_changed)
    assert [str(r) for r in restored.unchecked] == [
        "the rules of High Card Auction changed since it was saved: its moves now lead to another position than the one saved"]


def test_the_move_hashes_follow_undo_and_new_moves():
    """A running game saves after every move; the cached hashes never outlive an undone move."""
    record, state, content = _tiny(moves=5)
    first = record.to_json(state)
    record.actions.pop()
    replayed = record.replay(TINY, content)
    other = [a for a in replayed.legal_actions(replayed.players_to_act()[0]) if a != first["actions"][-1]][0]
    replayed.apply(other)
    record.actions.append(other)
    fresh = GameRecord(record.game_id, record.content_version, record.options, record.seed, list(record.actions))
    assert record.to_json(replayed) == fresh.to_json(replayed)
    assert record.to_json(replayed)["move_hashes"][:4] == first["move_hashes"][:4]
    assert _verdict(record.to_json(replayed)).checked


def test_the_apps_seat_colours_are_the_new_game_dialogs_palette():
    from desktop_app.ui.colour_blind import PLAYER_COLOURS

    assert tuple(PLAYER_COLOURS) == SEAT_COLOUR_IDS


def test_every_save_verdict_text_has_a_chinese_translation():
    keys: set[str] = set()
    for module in ("engine/save_check.py", "engine/record.py", "controllers/loading.py"):
        source = (ROOT / "desktop_app" / module).read_text(encoding="utf-8")
        for call in re.findall(r'(?:Text|RecordError)\(\s*((?:"(?:[^"\\]|\\.)*"\s*)+)', source):
            keys.add("".join(re.findall(r'"((?:[^"\\]|\\.)*)"', call)))
    table = yaml.safe_load((ROOT / "resources" / "translations" / "app_texts_zh.yaml").read_text(encoding="utf-8"))
    assert len(keys) > 40
    assert sorted(k for k in keys if k not in table) == []
