"""The engine layer against hostile input: strict action text, parameter schemas, exact checks,
shared caches, bounded save files, options checked against the game, private view randomness."""

from __future__ import annotations

import json
import random

import pytest

from desktop_app.engine.action import APP_ACTION, Action, ActionFormatError, params_refusal
from desktop_app.engine.game import (
    MAX_NAME_LENGTH,
    GameOptions,
    OptionsError,
    Seat,
    get_game,
    options_refusal,
)
from desktop_app.engine.record import MAX_SAVE_BYTES, GameRecord, RecordError
from desktop_app.engine.save_check import restore
from desktop_app.engine.state import private_rng, snapshot_hash
from desktop_app.rules.fit_to_print import state as ftp_state
from desktop_app.rules.gutenberg import moves as gut_moves
from tests.support.tiny_game import TINY

FTP, GUT = get_game("fit-to-print"), get_game("gutenberg")


@pytest.fixture(scope="module")
def ftp_content():
    return FTP.load_content()


@pytest.fixture(scope="module")
def gut_content():
    return GUT.load_content()


# ---- the text form ------------------------------------------------------------------------
@pytest.mark.parametrize("text", [
    7, None, ["p0 pass"], "", "p0", "px pass", "q0 pass", "p0 Pass", "p0 pass tile", "p0 pass tile=",
    "p0 pass tile=1 tile=2", "p0 pass tile=1.5", "p0 pass tile=NaN", "p0 pass tile=1e400", "p0 pass tile={}",
    "p0 pass tile=[[[[1]]]]", "p0 pass tile=" + "9" * 5000, "p0 pass tile=" + "[" * 5000, "p0 pass x=1" + " y=2" * 20,
    'p0 pass tile="' + "z" * 300 + '"', "p0 pass " + "k" * 41 + "=1", "p0 pass tile=1x", "p123 pass",
])
def test_a_move_that_is_not_well_formed_is_refused_in_player_words(text):
    with pytest.raises(ActionFormatError) as info:
        Action.parse(text)
    message = str(info.value)
    assert message and "Error" not in message and "Traceback" not in message


def test_the_text_form_still_reads_every_well_formed_move():
    for action in (Action.make(0, "take", tile=17), Action.make(-1, "advance", ms=100), Action.make(3, "pass"),
                   Action.make(1, "buy_cards", decks=["printing", "design"]),
                   Action.make(2, "complete", printing="P03", colour=True), Action.make(0, "x", note="a b=c 中")):
        assert Action.parse(action.text()) == action and Action.parse(action.text()).identical(action)
        assert Action.from_json(action.to_json()).identical(action)


@pytest.mark.parametrize("data", [None, [], {"p": True, "kind": "x"}, {"p": 1.0, "kind": "x"}, {"p": 0},
                                  {"p": 0, "kind": "X Y"}, {"p": 0, "kind": "x", "v": 1.5}, {"p": 0, "kind": "x", "v": {}}])
def test_from_json_is_as_strict(data):
    with pytest.raises(ActionFormatError):
        Action.from_json(data)


def test_identical_tells_ints_bools_and_floats_apart():
    a = Action.make(0, "claim_gear", slot=0)
    for other in (Action.make(0, "claim_gear", slot=0.0), Action.make(0, "claim_gear", slot=False)):
        assert other == a and hash(other) == hash(a)  # Python's equality ...
        assert not other.identical(a)  # ... is not enough for moves


# ---- parameter schemas and exact checks ---------------------------------------------------
def test_params_refusal_names_the_setting_and_the_type():
    schema = {"take_gear": ({"gear": str, "orient": int, "replace": int}, frozenset({"gear", "orient"}))}
    assert params_refusal(Action.make(0, "take_gear", gear="G1", orient=1), schema) is None
    for action, words in ((Action.make(0, "take_gear", gear="G1", orient=False), "must be a whole number"),
                          (Action.make(0, "take_gear", gear="G1", orient=1, extra=1), "has no setting extra"),
                          (Action.make(0, "take_gear", gear="G1"), "needs orient")):
        refusal = params_refusal(action, schema)
        assert refusal.rule_id == APP_ACTION and words in refusal.message()
    assert params_refusal(Action.make(0, "no_such"), schema) is None  # the game names its own rule


def _ftp_gathering(content, seed=3):
    state = FTP.new_state(GameOptions.default(2, ["human", "normal"]), content, seed)
    state.apply(state.legal_actions(-1)[0])  # start_day
    return state


def test_ftp_tile_false_is_refused_and_cannot_poison_the_shared_caches(ftp_content):
    """Issue 8: ``take tile=false`` passed check (False == 0) and then the process-wide action
    caches handed ``place tile=false`` to an unrelated later game."""
    state = _ftp_gathering(ftp_content)
    uid = state.pool[0]
    for tile in (False, True, float(uid), str(uid), [uid], None):
        refusal = state.check(Action.make(0, "take", tile=tile))
        assert refusal is not None and refusal.rule_id == APP_ACTION, tile
    poisoned = ftp_state.act(0, "place", False, "C3")  # even called directly, it is not cached
    assert ftp_state.act(0, "place", 0, "C3")["tile"] is not poisoned["tile"]
    assert type(ftp_state.act(0, "place", 0, "C3")["tile"]) is int
    assert type(ftp_state.tile_acts(0, "take", 3)[0]["tile"]) is int
    fresh = _ftp_gathering(ftp_content, seed=4)
    assert all(type(a["tile"]) is int for a in fresh.legal_actions(0) if a.get("tile") is not None)


def test_ftp_check_is_exactly_as_strict_as_legal_actions(ftp_content):
    """Holding a tile, a desk tile cannot be flipped: legal_actions never offered it, and now
    check (through the engine's screening) agrees."""
    state = _ftp_gathering(ftp_content)
    taken = []
    for _ in range(2):
        uid = state.pool[0]
        state.apply(Action.make(0, "take", tile=uid))
        state.apply(Action.make(0, "keep", tile=uid))
        taken.append(uid)
    state.apply(Action.make(0, "call_layout"))
    state.apply(Action.make(0, "pick", tile=taken[0]))
    flip_desk = Action.make(0, "flip", tile=taken[1])
    assert flip_desk not in state.legal_actions(0)
    assert state.check(flip_desk).rule_id == "FTP-LAY-01"
    moves = [a for a in state.legal_actions(0) if a.kind == "place"]
    at = moves[0]["at"]
    for written in (at.lower(), f" {at}", at[0] + "0" + at[1:], at[0] + "\u0663"):  # c3, " C3", C03, C٣
        assert state.check(Action.make(0, "place", tile=taken[0], at=written)) is not None, written
    assert state.check(moves[0]) is None


def test_ftp_take_back_is_refused_while_a_tile_is_in_hand(ftp_content):
    """legal_actions offers take_back only with an empty hand; check agrees (FTP-GAT-03)."""
    state = _ftp_gathering(ftp_content)
    state.players[0].character = next(k for k, ch in ftp_content.characters.items()
                                      if any(e.take_back for e in ch.effects))
    kept = state.pool[0]
    state.apply(Action.make(0, "take", tile=kept))
    state.apply(Action.make(0, "keep", tile=kept))
    assert state.check(Action.make(0, "take_back", tile=kept)) is None  # the ability allows it ...
    state.apply(Action.make(0, "take", tile=state.pool[0]))
    assert state.check(Action.make(0, "take_back", tile=kept)).rule_id == "FTP-GAT-03"  # ... not mid-take


def _gutenberg_at(content, kind):
    rng = random.Random(5)
    for seed in range(40):
        state = GUT.new_state(GameOptions.default(2, ["random", "random"]), content, seed)
        for _ in range(400):
            for p in state.players_to_act():
                found = [a for a in state.legal_actions(p) if a.kind == kind]
                if found:
                    return state, found[0]
            acting = state.players_to_act()
            if not acting:
                break
            state.apply(rng.choice(state.legal_actions(rng.choice(acting))))
    raise AssertionError(f"no {kind} found")


def test_gutenberg_claim_gear_slot_float_and_take_gear_orient_false_are_refused(gut_content):
    """Issue 8: ``claim_gear slot=0.0`` passed check and then apply raised TypeError;
    ``take_gear orient=false`` was stored as a bool."""
    state, claim = _gutenberg_at(gut_content, "claim_gear")
    assert state.check(claim) is None
    for slot in (float(claim["slot"]), bool(claim["slot"]) if claim["slot"] in (0, 1) else 0.5, str(claim["slot"])):
        assert state.check(Action.make(claim.player, "claim_gear", slot=slot)).rule_id == APP_ACTION
    state, take = _gutenberg_at(gut_content, "take_gear")
    params = dict(take.params)
    assert state.check(Action.make(take.player, "take_gear", **dict(params, orient=bool(params["orient"])))) \
        .rule_id == APP_ACTION
    assert state.check(Action.make(take.player, "take_gear", **dict(params, colour=1))).rule_id == APP_ACTION
    key_float = gut_moves.act(take.player, "remount", slot=0.0, orient=1)
    assert type(gut_moves.act(take.player, "remount", slot=0, orient=1)["slot"]) is int
    assert key_float["slot"] == 0.0


# ---- options and records ------------------------------------------------------------------
@pytest.mark.parametrize(("options", "words"), [
    ({"seats": [{"name": "Ann", "colour": "", "kind": "god"}]}, "unknown kind of player 'god'"),
    ({"seats": [{"name": "N" * (MAX_NAME_LENGTH + 1)}]}, f"longer than {MAX_NAME_LENGTH}"),
    ({"seats": [{"name": "a\nb"}]}, "cannot be shown"),
    ({"seats": [{"name": "Ann", "x": 1}]}, "unknown setting 'x'"),
    ({"seats": ["Ann"]}, "not described properly"),
    ({"seats": []}, "seats 0 players"),
    ({"seats": [{"name": "A"}], "variants": {"mode": [1]}}, "has a value no game uses"),
    ({"seats": [{"name": "A"}], "extra": 1}, "unknown entry 'extra'"),
    ([], "players are missing"),
])
def test_game_options_from_json_refuses_what_no_seat_can_be(options, words):
    with pytest.raises(OptionsError, match=words.replace("(", r"\(")):
        GameOptions.from_json(options)


def test_options_are_checked_against_the_games_option_specs(ftp_content, gut_content):
    two = [Seat("A", "", "human"), Seat("B", "", "normal")]
    assert options_refusal(FTP, ftp_content, GameOptions(two, {"mode": "turn_based", "timer_s": 240})) is None
    for variants, words in (({"no_such": True}, "no variant 'no_such'"), ({"characters": 1}, "cannot be '1'"),
                            ({"mode": "speed"}, "cannot be 'speed'"), ({"timer_s": 241}, "cannot be '241'"),
                            ({"timer_s": "240"}, "cannot be '240'")):
        assert words in options_refusal(FTP, ftp_content, GameOptions(two, variants)).render()
    humans = [Seat("A"), Seat("B")]
    assert "FTP-RT-08" in options_refusal(FTP, ftp_content, GameOptions(humans, {})).render()
    assert "5 players" in options_refusal(GUT, gut_content, GameOptions([Seat(str(i)) for i in range(5)])).render()


def _tiny_save(actions=4, seed=5):
    content = TINY.load_content()
    record = GameRecord("tiny", TINY.content_version(content), GameOptions.default(2), seed)
    state = record.new_state(TINY, content)
    for _ in range(actions):
        action = state.legal_actions(state.players_to_act()[0])[0]
        state.apply(action)
        record.actions.append(action)
    return record, state, content


@pytest.mark.parametrize(("change", "words"), [
    (lambda d: d.update(version=0), "unknown format version (0)"),
    (lambda d: d.update(version=-1), "unknown format version (-1)"),
    (lambda d: d.update(version=True), "no format version"),
    (lambda d: d.update(seed=1.5), "seed is not a whole number"),
    (lambda d: d["actions"].__setitem__(0, 7), "move 1 of the save file cannot be read"),
    (lambda d: d["actions"].__setitem__(0, "p0 bid amount=1 extra=2"), None),
    (lambda d: d.update(extra=1), "unknown entry 'extra'"),
    (lambda d: d.pop("seed"), "'seed' is missing"),
    (lambda d: d.update(game=["tiny"]), "'game' is not a short text"),
    (lambda d: d["options"]["seats"][0].update(kind="god"), "unknown kind of player 'god'"),
])
def test_record_loads_refuses_damaged_fields_in_player_words(change, words):
    record, state, _ = _tiny_save()
    data = json.loads(record.dumps(state))
    change(data)
    if words is None:  # well-formed: the file's move hashes name the edited move
        parsed, raw = GameRecord.loads(json.dumps(data))
        with pytest.raises(RecordError, match="part from the saved game at move 1"):
            restore(parsed, raw, TINY, TINY.load_content())
        return
    with pytest.raises(RecordError) as info:
        GameRecord.loads(json.dumps(data))
    assert words in str(info.value)


@pytest.mark.parametrize(("hole", "words"), [
    ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
    ("[" * 30 + "]" * 30, "nested too deeply"),
    ("9" * 5000, "number far too large"),
    (str(2**70), "number far too large"),
    ("1e400", "not finite"),
    ('"' + "z" * 20_000 + '"', "text far too long"),
])
def test_record_loads_refuses_beyond_its_bounds(hole, words):
    record, state, _ = _tiny_save()
    text = json.dumps(dict(json.loads(record.dumps(state)), seed="HOLE")).replace('"HOLE"', hole)
    with pytest.raises(RecordError, match=words):
        GameRecord.loads(text)


def test_a_file_larger_than_the_limit_is_refused_unread():
    with pytest.raises(RecordError, match="too large"):
        GameRecord.loads(b" " * (MAX_SAVE_BYTES + 1))


def test_restore_replays_and_refuses_what_was_edited_after_saving():
    """The file's own hashes name the edit: the saved position, the moves (where they part), the settings."""
    record, state, content = _tiny_save()
    good, raw = GameRecord.loads(record.dumps(state))
    assert restore(good, raw, TINY, content).state.to_json() == state.to_json()
    edited = json.loads(record.dumps(state))
    edited["snapshot"]["coins"] = [99, 99]
    edited["snapshot_hash"] = snapshot_hash(edited["snapshot"])  # a careful editor re-hashes
    parsed, raw = GameRecord.loads(json.dumps(edited))
    with pytest.raises(RecordError, match="the saved position was changed"):
        restore(parsed, raw, TINY, content)
    shorter = json.loads(record.dumps(state))
    shorter["actions"] = shorter["actions"][:-1]  # an edited move list
    parsed, raw = GameRecord.loads(json.dumps(shorter))
    with pytest.raises(RecordError, match="moves were removed after move 3"):
        restore(parsed, raw, TINY, content)
    reseeded = dict(json.loads(record.dumps(state)), seed=record.seed + 1)
    parsed, raw = GameRecord.loads(json.dumps(reseeded))
    with pytest.raises(RecordError, match="settings .* were changed"):
        restore(parsed, raw, TINY, content)


def test_record_error_messages_translate():
    error = RecordError("the save file has an unknown format version ({version})", version=0).about("a.json")
    table = {"{file}: {reason}": "{file}：{reason}",
             "the save file has an unknown format version ({version})": "存檔的格式版本不明（{version}）"}
    assert str(error) == "a.json: the save file has an unknown format version (0)"
    assert error.render("zh", lambda key: table.get(key, key)) == "a.json：存檔的格式版本不明（0）"


# ---- hidden information -------------------------------------------------------------------
def test_private_rng_is_never_a_fixed_stream():
    assert len({private_rng(None).random() for _ in range(5)}) == 5
    given = random.Random(1)
    assert private_rng(given) is given


def test_views_without_an_rng_are_drawn_afresh(ftp_content, gut_content):
    ftp = _ftp_gathering(ftp_content)
    assert len({json.dumps(ftp.view(0).to_json()["focus_stack"]) for _ in range(6)}) > 1
    assert ftp.view(0).seed is None and ftp.view(0).ai_seeds != ftp.ai_seeds
    gut = GUT.new_state(GameOptions.default(3), gut_content, 2)
    assert len({tuple(gut.view(0).printing_deck) for _ in range(6)}) > 1


def test_ftp_tile_ids_are_dealt_afresh_every_game_and_every_day(ftp_content):
    a = FTP.new_state(GameOptions.default(2), ftp_content, 1)
    b = FTP.new_state(GameOptions.default(2), ftp_content, 2)
    assert a.kinds != b.kinds and sorted(a.kinds) == sorted(b.kinds) == sorted(ftp_content.instances)
    assert FTP.new_state(GameOptions.default(2), ftp_content, 1).kinds == a.kinds  # replays exactly
    before = list(a.kinds)
    a.apply(a.legal_actions(-1)[0])  # start_day shuffles the pool face down: ids dealt again
    assert a.kinds != before and all(a.tile(u).type == ftp_content.tile_types[a.kinds[u]].type for u in a.pool)


def test_gutenberg_character_resample_deals_from_every_undecided_seat(gut_content):
    """Issue 8: seat 1's resampled tiles never held seat 2's true tiles (0 / 2,000)."""
    state = GUT.new_state(GameOptions.default(3), gut_content, 4)
    assert state.phase == "character"
    later = set(state.players[2].character_choices)
    overlaps = sum(bool(later & set(state.view(0, random.Random(i)).players[1].character_choices))
                   for i in range(300))
    assert 0.3 < overlaps / 300 < 0.8


def test_a_fit_to_print_game_saved_before_ids_were_dealt_says_so(ftp_content):
    """Snapshot schema 1 (the same id -> kind table every game) replays to other tiles now: the game
    is not refused but offered to be opened from its moves, saying why."""
    state = _ftp_gathering(ftp_content)
    record = GameRecord(FTP.id, FTP.content_version(ftp_content), GameOptions.default(2, ["human", "normal"]), 3,
                        [Action.make(-1, "start_day")])
    data = json.loads(record.dumps(state))
    data["snapshot"]["schema"] = 1
    data["snapshot"]["kinds"] = sorted(data["snapshot"]["kinds"])
    data["snapshot_hash"] = snapshot_hash(data["snapshot"])
    for key in ("setup_hash", "move_hashes", "save_hash", "played_seconds"):  # written by format 1, before those hashes
        del data[key]
    data["version"] = 1
    parsed, raw = GameRecord.loads(json.dumps(data))
    restored = restore(parsed, raw, FTP, ftp_content)
    assert [str(r) for r in restored.unchecked] == [
        "it was saved by an earlier Board Table whose Fit To Print deals differently"]
