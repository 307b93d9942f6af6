"""Fuzzing content packs (issue 8): every pack is refused with a message, or accepted and playable.

Families (seeded, so every run tries the same inputs):

- ``hostile-yaml``: bombs, tags, aliases, nesting, long numbers, huge files... in every file;
- ``mutated``: built-in files with 1–4 random edits (values of other types and sizes, deleted
  or duplicated entries, emptied lists, unknown fields, other ids);
- ``hypothesis-mutated``: the same edits chosen by hypothesis (failing inputs shrink);
- ``hypothesis-shapes``: arbitrary YAML values under a file's real top-level keys;
- ``session``: packs in the user's folder through ``load_game_content``: a refused pack is
  named, and the built-in content (plus the packs that loaded) is what the game gets.

A refusal is a ContentError naming the pack's file (``file:line: field: problem``). An accepted
pack must play whole seeded games to the end, for several player counts and modules (and, for
Fit To Print, a puzzle), with the state round-tripping through JSON.
Anything else fails: another exception, a hang (:data:`INPUT_SECONDS` per input, in the
harness), a broken game, or built-in content that changed. ``-m slow`` runs far more inputs.
"""

from __future__ import annotations

import random
import re
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from desktop_app.ai.selfplay import play_game
from desktop_app.content import ContentError
from desktop_app.content.yaml_reader import format_path
from desktop_app.controllers.paths import packs_dir
from desktop_app.controllers.session import load_game_content
from desktop_app.engine.game import Game, GameOptions
from desktop_app.rules.fit_to_print import GAME as FTP
from desktop_app.rules.gutenberg import GAME as GUT
from desktop_app.rules.unconscious_mind import GAME as UM
from desktop_app.rules.viscounts import GAME as VIS
from tests.fuzz.pack_sheet_support import Hang, Mutator, Tally, collect_ids, hostile_yaml, time_limit

GAMES = {"fit-to-print": FTP, "gutenberg": GUT, "unconscious-mind": UM, "viscounts": VIS}
DEFAULT_MUTATED, SLOW_MUTATED = 24, 600
DEFAULT_HYPOTHESIS, SLOW_HYPOTHESIS = 10, 300
HOSTILE_PER_FILE = 5


def built_in_files(game: Game) -> dict[str, Any]:
    """The built-in data of every content file a pack may change, by file name (Viscounts: the base
    game's files, then the expansions' own; a pack's file merges into all files of that name)."""
    folders = [game.data_dir() / s for s in ("base", "gog", "kok")] if game is VIS else [game.data_dir()]
    out: dict[str, Any] = {}
    for folder in folders:
        for p in sorted(folder.glob("*.yaml")):
            if p.name not in out and (p.name != "texts_zh.yaml" or game is GUT):
                out[p.name] = yaml.safe_load(p.read_text(encoding="utf-8"))
    return out


BUILT_IN = {gid: built_in_files(g) for gid, g in GAMES.items()}
VERSIONS = {gid: g.content_version(g.load_content(())) for gid, g in GAMES.items()}


def _plans(game: Game, content: Any, rng: random.Random, long: bool) -> list[tuple[GameOptions, list[str]]]:
    """Whole games to play with an accepted pack: (options, bot levels).

    Fit To Print: one game of 1–3 editors (1–6 in the long run) (a computer editor with a profile, the others random),
    modules on or off, real time or turn-based, and one of the puzzles. Gutenberg: two games of
    1–4 random printers, abilities, ink refill and the Rival seat varied. Unconscious Mind: a solo
    game and one of 2–4 random players. Viscounts: a solo game and one of 2–4 random players, each
    with the expansions chosen at random.
    """
    if game is UM:
        return [(GameOptions.default(n, ["random"] * n), ["random"] * n) for n in (1, rng.randint(2, 4))]
    if game is VIS:
        return [(GameOptions.default(n, ["random"] * n, gates_of_gold=rng.random() < 0.5,
                                     keeper_of_keys=rng.random() < 0.5), ["random"] * n) for n in (1, rng.randint(2, 4))]
    plans = []
    for _ in range(1 if game is FTP else 2):
        if game is FTP:
            n = rng.choice([1, 2, 2, 3, 4, 6] if long else [1, 2, 2, 3])
            variants = {"characters": rng.random() < 0.7, "breaking_news": rng.random() < 0.7,
                        "character_pick": rng.choice(["deal", "pick"]),
                        "mode": rng.choice(["realtime", "realtime", "turn_based"])}
            levels = ["easy"] + ["random"] * (n - 1)
        else:
            n = rng.randint(1, 4)
            variants = {"character_abilities": rng.random() < 0.5, "rival_seat": n in (2, 3) and rng.random() < 0.5,
                        "ink_refill": rng.choice(["topup", "reset"])}
            levels = ["random"] * n
        plans.append((GameOptions.default(n, levels, **variants), levels))
    if game is FTP and content.puzzles:
        puzzle = sorted(content.puzzles)[rng.randrange(len(content.puzzles))]
        plans.append((GameOptions.default(1, ["easy"], mode="puzzle", puzzle=puzzle), ["easy"]))
    return plans


def judge(game: Game, pack: Path, seed: int, long: bool = False) -> tuple[str, str | None]:
    """``(outcome, problem)``: ``refused`` / ``accepted``, or a problem that fails the input."""
    try:
        content = game.load_content((pack,))
    except ContentError as exc:
        message = str(exc)
        if str(pack) not in message or not re.search(r"\.yaml(:\d+)?: ", message):
            return "failed", f"refusal does not name the pack's file:line: {message}"
        if "\n" in message or len(message) > 600:
            return "failed", f"refusal is not one short line: {message[:200]}"
        return "refused", None
    except Exception as exc:  # noqa: BLE001 - any other exception is what the fuzzer looks for
        return "failed", f"{type(exc).__name__} while loading: {exc}"[:500]
    rng = random.Random(seed)
    for options, levels in _plans(game, content, rng, long):
        result = play_game(game, content, options, seed, levels)
        if result.error:
            return "failed", f"accepted, then {options.players} players {options.variants}: {result.error}"[:600]
    return "accepted", None


def try_pack(game: Game, files: dict[str, str | bytes], label: str, tally: Tally, root: Path, seed: int,
             long: bool = False) -> None:
    """Write ``files`` as one pack under ``root``, judge it within the harness's time limit, count it."""
    pack = root / f"pack-{tally.counts['tried']}" / game.id.replace("-", "_")
    pack.mkdir(parents=True)
    for name, text in files.items():
        target = pack / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
    try:
        with time_limit(what=label):
            outcome, problem = judge(game, pack, seed, long)
    except Hang as exc:
        outcome, problem = "failed", str(exc)
    finally:
        shutil.rmtree(pack.parent)
    if problem:
        tally.fail(label, problem)
    else:
        tally.add(outcome)


def _dump(value: Any) -> str:
    return yaml.dump(value, Dumper=getattr(yaml, "CSafeDumper", yaml.SafeDumper), allow_unicode=True, sort_keys=False)


PUZZLES = sorted((FTP.data_dir() / "puzzles").glob("*.yaml"))


def _mutated_file(game_id: str, mutator: Mutator) -> tuple[str, str]:
    """A pack file: one built-in file, a few of its top-level keys, edited (or a Fit To Print
    puzzle, often under a new id so that it is added)."""
    files = BUILT_IN[game_id]
    if game_id == "fit-to-print" and mutator.choose(8) == 0:
        path = mutator.pick(PUZZLES)
        data = yaml.safe_load(path.read_text(encoding="utf-8"))
        if mutator.choose(3):
            data["id"] = f"PZ9{mutator.choose(10)}"
        ids = collect_ids(files["tiles.yaml"]) + collect_ids(files["focus.yaml"])
        return f"puzzles/{path.name.replace('pz', 'fz')}", _dump(mutator.mutate(data, ids, 1 + mutator.choose(3)))
    name = mutator.pick(sorted(files))
    data = files[name]
    keys = sorted(data)
    chosen = {k: data[k] for k in keys if mutator.choose(3) == 0} or {mutator.pick(keys): data[mutator.pick(keys)]}
    if name == "texts_zh.yaml":
        chosen = {k: data[k] for k in list(data)[:5]}
    ids = collect_ids(data)
    return name, _dump(mutator.mutate(chosen, ids, 1 + mutator.choose(3)))


def _assert_built_in_intact() -> None:
    for gid, game in GAMES.items():
        assert game.content_version(game.load_content(())) == VERSIONS[gid], f"{gid}: built-in content changed"


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hostile_yaml_is_refused_in_every_file(game_id, tmp_path):
    """Every construct of the corpus in a first file, then a seeded sample of them in every file."""
    game, tally = GAMES[game_id], Tally("packs", "hostile-yaml", game_id)
    rng = random.Random(8000 + len(game_id))
    first = sorted(BUILT_IN[game_id])[0]
    for label, text in hostile_yaml(sorted(BUILT_IN[game_id][first])[0], rng):
        try_pack(game, {first: text}, f"{first}:{label}", tally, tmp_path, 1)
    for name, data in sorted(BUILT_IN[game_id].items()):
        key = sorted(data)[rng.randrange(len(data))]
        corpus = hostile_yaml(key, rng)
        for label, text in rng.sample(corpus, HOSTILE_PER_FILE) if HOSTILE_PER_FILE < len(corpus) else corpus:
            try_pack(game, {name: text}, f"{name}:{label}", tally, tmp_path, rng.randrange(10 ** 6))
    assert tally.counts["accepted"] == 0, "a hostile file was accepted"
    tally.report()
    _assert_built_in_intact()


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hostile_yaml_in_every_file_long(game_id, tmp_path):
    """Every construct of the corpus in every file, five times with fresh random sizes."""
    game, tally = GAMES[game_id], Tally("packs", "hostile-yaml", game_id)
    rng = random.Random(9000 + len(game_id))
    for _ in range(5):
        for name, data in sorted(BUILT_IN[game_id].items()):
            for label, text in hostile_yaml(sorted(data)[rng.randrange(len(data))], rng):
                try_pack(game, {name: text}, f"{name}:{label}", tally, tmp_path, rng.randrange(10 ** 6))
    assert tally.counts["accepted"] == 0, "a hostile file was accepted"
    tally.report()
    _assert_built_in_intact()


def _run_mutated(game_id: str, count: int, seed: int, root: Path, long: bool = False) -> None:
    game, tally = GAMES[game_id], Tally("packs", "mutated", game_id)
    for i in range(count):
        mutator = Mutator.seeded(seed + i)
        name, text = _mutated_file(game_id, mutator)
        try_pack(game, {name: text}, f"seed {seed + i} {name}", tally, root, seed + i, long)
    tally.report()
    _assert_built_in_intact()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_mutated_built_in_files(game_id, tmp_path):
    _run_mutated(game_id, DEFAULT_MUTATED, 100_000, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_mutated_built_in_files_long(game_id, tmp_path):
    _run_mutated(game_id, SLOW_MUTATED, 200_000, tmp_path, long=True)


def _hypothesis_mutated(game_id: str, examples: int, root: Path, long: bool = False) -> None:
    game, tally = GAMES[game_id], Tally("packs", "hypothesis-mutated", game_id)

    @settings(max_examples=examples, derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.data())
    def run(data):
        name, text = _mutated_file(game_id, Mutator.from_hypothesis(data))
        before = tally.counts["failed"]
        try_pack(game, {name: text}, name, tally, root, 7, long)
        assert tally.counts["failed"] == before, tally.failures[-1]

    run()
    tally.failures.clear()  # the shrunk failure was raised above; what is left here passed
    tally.report()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hypothesis_mutated_files(game_id, tmp_path):
    _hypothesis_mutated(game_id, DEFAULT_HYPOTHESIS, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hypothesis_mutated_files_long(game_id, tmp_path):
    _hypothesis_mutated(game_id, SLOW_HYPOTHESIS, tmp_path, long=True)


YAML_VALUES = st.recursive(
    st.none() | st.booleans() | st.integers(-10 ** 20, 10 ** 20) | st.floats(allow_nan=True)
    | st.text(max_size=30),
    lambda inner: st.lists(inner, max_size=5) | st.dictionaries(st.text(max_size=8), inner, max_size=5),
    max_leaves=25)


def _hypothesis_shapes(game_id: str, examples: int, root: Path) -> None:
    game, tally = GAMES[game_id], Tally("packs", "hypothesis-shapes", game_id)
    names = sorted(BUILT_IN[game_id])

    @settings(max_examples=examples, derandomize=True, deadline=None, database=None,
              suppress_health_check=list(HealthCheck))
    @given(st.sampled_from(names), st.data())
    def run(name, data):
        keys = sorted(BUILT_IN[game_id][name])
        value = data.draw(st.dictionaries(st.sampled_from(keys), YAML_VALUES, min_size=1, max_size=3))
        before = tally.counts["failed"]
        try_pack(game, {name: _dump(value)}, name, tally, root, 11)
        assert tally.counts["failed"] == before, tally.failures[-1]

    run()
    tally.failures.clear()
    tally.report()


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hypothesis_shaped_values(game_id, tmp_path):
    _hypothesis_shapes(game_id, DEFAULT_HYPOTHESIS, tmp_path)


@pytest.mark.slow
@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_hypothesis_shaped_values_long(game_id, tmp_path):
    _hypothesis_shapes(game_id, SLOW_HYPOTHESIS, tmp_path)


def _session_inputs(game_id: str, rng: random.Random, count: int) -> list[tuple[str, str, str | bytes]]:
    name = sorted(BUILT_IN[game_id])[0]
    key = sorted(BUILT_IN[game_id][name])[0]
    out = [(f"{name}:{label}", name, text) for label, text in hostile_yaml(key, rng)
           if label not in ("big-file", "many-nodes")][:count]
    for i in range(count):
        name, text = _mutated_file(game_id, Mutator.seeded(rng.randrange(10 ** 9)))
        out.append((f"mutated {i} {name}", name, text))
    return out


@pytest.mark.parametrize("game_id", sorted(GAMES))
def test_session_keeps_the_built_in_content_and_names_the_pack(game_id):
    """Packs in the user's folder: a refused one is named in a warning; the game gets good content."""
    game, tally = GAMES[game_id], Tally("packs", "session", game_id)
    good = packs_dir() / "a-good" / game_id.replace("-", "_")
    good.mkdir(parents=True)
    rng = random.Random(31)
    for label, name, text in _session_inputs(game_id, rng, 8):
        folder = packs_dir() / "b-fuzzed" / game_id.replace("-", "_")
        folder.mkdir(parents=True)
        (folder / name).write_bytes(text if isinstance(text, bytes) else text.encode("utf-8"))
        try:
            with time_limit(what=label):
                content, warnings = load_game_content(game)
            version = game.content_version(content)
            if warnings:
                ok = (len(warnings) == 1 and "content pack 'b-fuzzed' refused: " in warnings[0]
                      and version == VERSIONS[game_id] and name in warnings[0])
                tally.add("refused") if ok else tally.fail(label, f"warning or content wrong: {warnings}")
            else:
                direct = game.content_version(game.load_content((good, folder)))
                tally.add("accepted") if version == direct else tally.fail(label, "accepted content differs")
        except Hang as exc:
            tally.fail(label, str(exc))
        finally:
            shutil.rmtree(folder.parent)
    tally.report()
    _assert_built_in_intact()


def test_a_key_ending_in_a_newline_is_quoted_in_the_refusal():
    """Found by the fuzzer: ``^...$`` let ``'0\\n'`` pass as a plain key, and the refusal broke in two lines."""
    assert format_path(("profiles", "0\n", 2)) == "profiles['0\\n'][2]"
    assert format_path(("profiles", "easy")) == "profiles.easy"


@pytest.mark.parametrize(("name", "text", "problem"), [
    ("letters.yaml", "letters:\n  - {id: E, name: {en: Letter E, zh: 信 E}}\n", "letter E needs 3 starting tiles"),
    ("meeting_table.yaml", "idea_space_cols: 10000002\n", "idea_space_cols"),
    ("prestige.yaml", "spaces: 3\n", "(with content pack "),
], ids=["letter-without-tiles", "huge-table", "breaks-a-built-in-entry"])
def test_unconscious_mind_packs_the_long_run_found(tmp_path, name, text, problem):
    """Found by the slow run: a fifth letter without starting tiles was accepted (KeyError when
    dealt), 10 million table columns froze the loader, and a pack that breaks a built-in entry it
    never touched got an error naming only the built-in file."""
    pack = tmp_path / "pack" / "unconscious_mind"
    pack.mkdir(parents=True)
    (pack / name).write_text(text, encoding="utf-8")
    with time_limit(what=name), pytest.raises(ContentError) as refused:
        UM.load_content((pack,))
    assert problem in str(refused.value) and "\n" not in str(refused.value)
    outcome, why = judge(UM, pack, 1)
    assert outcome == "refused", why


@pytest.mark.parametrize(("name", "text", "problem"), [
    ("keeper_of_keys.yaml", "chest_slots: 7\n", "(with content pack "),
    ("keeper_of_keys.yaml", "public_buildings:\n  - id: public_workshop\n    type: workshop\n"
     "    name: {en: W, zh: 工}\n    cost: 6\n    immediate: [{op: no_such_effect}]\n    ongoing: []\n    vp: 4\n",
     "unknown effect 'no_such_effect' (known: "),
], ids=["breaks-a-built-in-entry", "unknown-effect"])
def test_viscounts_packs_the_long_run_found(tmp_path, name, text, problem):
    """Found by the slow run: a pack that changes the chest slots broke the built-in chest scores and
    the refusal named only the built-in file (KOK-CHEST-06); an unknown effect listed every known one
    (a message of over 600 characters)."""
    pack = tmp_path / "pack" / "viscounts"
    pack.mkdir(parents=True)
    (pack / name).write_text(text, encoding="utf-8")
    with time_limit(what=name), pytest.raises(ContentError) as refused:
        VIS.load_content((pack,))
    message = str(refused.value)
    assert problem in message and "\n" not in message and len(message) < 400, message
    outcome, why = judge(VIS, pack, 1)
    assert outcome == "refused", why
