"""Seeded corpora of damaged save files, one generator per family.

Each generator takes a good save file's text and a ``random.Random`` and returns the bytes of
one mutated file. The families follow the failure reports of issue 8: edited moves, seeds,
options and snapshots (also re-hashed), flipped bytes, truncation, wrong types, deep nesting,
huge numbers and texts, a file that is far too large.
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from typing import Any

from desktop_app.engine.state import snapshot_hash

Mutation = Callable[[str, random.Random], bytes]

ODD_VALUES: list[Any] = [
    True, False, None, 0, -1, 1.5, 0.0, "", "x", "§no-such", [], [1, [2, [3]]], {}, {"a": 1},
    2**70, -(2**70), 10**30, 1e300,
]
"""Values of the wrong type or size for any field."""

ODD_PARAMS = ["true", "false", "0.0", "1.5", "-1", "1e400", "null", '"x"', "[]", "[[[[[1]]]]]", '{"a":1}',
              "99999999999999999999999999", "1" * 5000, '"' + "y" * 500 + '"', "NaN", "Infinity"]
"""Parameter values (in the text form) that no move takes."""


def _dump(data: Any) -> bytes:
    return json.dumps(data, ensure_ascii=False, indent=1).encode("utf-8")


def _rehash(data: dict) -> dict:
    if isinstance(data.get("snapshot"), dict):
        data["snapshot_hash"] = snapshot_hash(data["snapshot"])
    return data


def _leaves(value: Any, path: tuple = ()) -> list[tuple]:
    """Paths of every leaf (non-container) in a JSON value."""
    if isinstance(value, dict):
        return [p for k, v in value.items() for p in _leaves(v, (*path, k))]
    if isinstance(value, list):
        return [p for i, v in enumerate(value) for p in _leaves(v, (*path, i))] or [path]
    return [path]


def _containers(value: Any, path: tuple = ()) -> list[tuple]:
    if isinstance(value, dict | list):
        items = value.items() if isinstance(value, dict) else enumerate(value)
        return [path] + [p for k, v in items for p in _containers(v, (*path, k))]
    return []


def _get(data: Any, path: tuple) -> Any:
    for p in path:
        data = data[p]
    return data


def _set(data: Any, path: tuple, value: Any) -> None:
    _get(data, path[:-1])[path[-1]] = value


def _changed_leaf(value: Any, rng: random.Random) -> Any:
    if isinstance(value, bool):
        return not value
    if isinstance(value, int):
        return value + rng.choice([1, -1, 7, 1000])
    if isinstance(value, float):
        return value + 0.25
    if isinstance(value, str):
        return value + "x" if value else "x"
    return rng.choice(ODD_VALUES)


# ---- families -----------------------------------------------------------------------------
def truncated(text: str, rng: random.Random) -> bytes:
    raw = text.encode("utf-8")
    return raw[: rng.randrange(len(raw))]


def byte_flip(text: str, rng: random.Random) -> bytes:
    raw = bytearray(text.encode("utf-8"))
    for _ in range(rng.randint(1, 3)):
        raw[rng.randrange(len(raw))] ^= 1 << rng.randrange(8)
    return bytes(raw)


def byte_flip_actions(text: str, rng: random.Random) -> bytes:
    """A flipped byte inside the list of moves (which the snapshot hash does not cover)."""
    raw = bytearray(text.encode("utf-8"))
    start = raw.find(b'"actions"')
    end = raw.find(b"]", start)
    if start < 0 or end <= start:
        return bytes(raw)
    raw[rng.randrange(start, end)] ^= 1 << rng.randrange(8)
    return bytes(raw)


def actions_edit(text: str, rng: random.Random) -> bytes:
    data = json.loads(text)
    actions = data["actions"]
    if not actions:
        actions.append("p0 pass")
    i = rng.randrange(len(actions))
    choice = rng.randrange(7)
    if choice == 0:
        del actions[i]
    elif choice == 1:
        actions.insert(i, actions[i])
    elif choice == 2:
        j = rng.randrange(len(actions))
        actions[i], actions[j] = actions[j], actions[i]
    elif choice == 3:
        actions[i] = rng.choice(ODD_VALUES)
    elif choice == 4:
        head, _, rest = actions[i].partition(" ")
        actions[i] = f"p{rng.choice([-2, 1, 2, 5, 99, 100])} {rest}"
    elif choice == 5:
        actions.append(actions[rng.randrange(len(actions))])
    else:
        actions[i] = rng.choice(["", " ", "p0", "px pass", "p0 Pass", "p0 pass =", "p0 pass x=1 x=2",
                                 "p0 pass " + "y=1 " * 40, "p0 " + "k" * 50, "p0 pass x=[" * 200])
    return _dump(data)


def action_params(text: str, rng: random.Random) -> bytes:
    data = json.loads(text)
    actions = data["actions"]
    with_params = [i for i, a in enumerate(actions) if "=" in a] or list(range(len(actions)))
    if not with_params:
        return _dump(data)
    i = rng.choice(with_params)
    head, kind, *params = actions[i].split(" ")
    choice = rng.randrange(4)
    if choice == 0 and params:
        k = rng.randrange(len(params))
        key = params[k].split("=", 1)[0]
        params[k] = f"{key}={rng.choice(ODD_PARAMS)}"
    elif choice == 1:
        params.append(f"{rng.choice(['extra', 'tile', 'slot', 'z'])}={rng.choice(['1', 'true', '0.0'])}")
    elif choice == 2 and params:
        params.pop(rng.randrange(len(params)))
    else:
        kind = rng.choice(["no_such", "__class__", "_apply", kind.upper(), kind + "x"])
    actions[i] = " ".join([head, kind, *params])
    return _dump(data)


def seed(text: str, rng: random.Random) -> bytes:
    data = json.loads(text)
    body = _dump(dict(data, seed="SEED")).decode("utf-8")
    value = rng.choice(["1e400", "1.5", "-0.0", "true", "null", '"7"', "[7]", str(2**70), "1" * 5000,
                        str(data["seed"] + rng.randint(1, 99)), "-1", "NaN"])
    return body.replace('"seed": "SEED"', f'"seed": {value}').encode("utf-8")


def options(text: str, rng: random.Random) -> bytes:
    data = json.loads(text)
    opts = data["options"]
    seats = opts["seats"]
    choice = rng.randrange(11)
    if choice == 0:
        rng.choice(seats)["kind"] = rng.choice(["god", "HUMAN", "", 3, None, "greedy"])
    elif choice == 1:
        rng.choice(seats)["name"] = "N" * rng.choice([25, 1000, 1_000_000])
    elif choice == 2:
        rng.choice(seats)["name"] = rng.choice(["\n", "a\tb", "\x00", 7, None, ["x"], {"en": "x"}])
    elif choice == 3:
        opts["seats"] = rng.choice([[], seats * 5, seats[:1], seats + seats[:1]])
    elif choice == 4:
        rng.choice(seats)["extra"] = 1
    elif choice == 5:
        opts["variants"] = dict(opts.get("variants", {}), no_such_option=True)
    elif choice == 6:
        variants = opts.get("variants", {})
        if variants:
            key = rng.choice(sorted(variants))
            variants[key] = rng.choice(ODD_VALUES + ["no-such-value", "turn_based", 240, 241])
        else:
            opts["variants"] = {"mode": "turn_based"}
    elif choice == 7:
        opts["variants"] = rng.choice([[], "x", 5, None])
    elif choice == 8:
        data["options"] = rng.choice(ODD_VALUES)
    elif choice == 9:
        seats.reverse()
    else:
        rng.choice(seats)["colour"] = rng.choice(["c" * 100, 5, None])
    return _dump(data)


def version(text: str, rng: random.Random) -> bytes:
    data = json.loads(text)
    choice = rng.randrange(4)
    if choice == 0:
        data["version"] = rng.choice([0, -1, 2, 99, "1", True, 1.0, None, 2**70])
    elif choice == 1:
        data.pop("version")
    elif choice == 2:
        data["format"] = rng.choice(["board-table", "", None, 1])
    else:
        data[rng.choice(["game", "content_version"])] = rng.choice(ODD_VALUES + ["no-such-game", "x" * 500])
    return _dump(data)


def structure(text: str, rng: random.Random) -> bytes:
    data = json.loads(text)
    choice = rng.randrange(4)
    if choice == 0:
        data.pop(rng.choice(sorted(data)))
    elif choice == 1:
        data[rng.choice(["extra", "saved_at", "Snapshot"])] = 1
    elif choice == 2:
        data[rng.choice(sorted(data))] = rng.choice(ODD_VALUES)
    else:
        data = rng.choice([[], [data], "save", 7, None])
    return _dump(data)


def snapshot_rehash(text: str, rng: random.Random) -> bytes:
    """One value of the snapshot changed, and the hash made to match (a careful editor)."""
    data = json.loads(text)
    leaves = _leaves(data["snapshot"])
    path = rng.choice(leaves)
    if path:
        _set(data["snapshot"], path, _changed_leaf(_get(data["snapshot"], path), rng))
    return _dump(_rehash(data))


def snapshot_types(text: str, rng: random.Random) -> bytes:
    """A part of the snapshot replaced by a value of another type, re-hashed."""
    data = json.loads(text)
    containers = _containers(data["snapshot"])[1:] or [()]
    path = rng.choice(containers + _leaves(data["snapshot"]))
    if path:
        _set(data["snapshot"], path, rng.choice(ODD_VALUES))
    else:
        data["snapshot"] = rng.choice(ODD_VALUES)
    return _dump(_rehash(data))


def bounds(text: str, rng: random.Random) -> bytes:
    """Deep nesting, numbers of thousands of digits, long texts, many moves."""
    data = json.loads(text)
    choice = rng.randrange(6)
    body = _dump(dict(data, seed="HOLE")).decode("utf-8")
    if choice == 0:
        depth = rng.choice([30, 1000, 100_000])
        return body.replace('"HOLE"', "[" * depth + "]" * depth).encode("utf-8")
    if choice == 1:
        return body.replace('"HOLE"', "9" * rng.choice([4301, 5000, 100_000])).encode("utf-8")
    if choice == 2:
        return body.replace('"HOLE"', '"' + "z" * rng.choice([20_000, 2_000_000]) + '"').encode("utf-8")
    if choice == 3:
        data["actions"] = data["actions"] * rng.choice([300, 3000])
        return _dump(data)
    if choice == 4:
        return body.replace('"HOLE"', '{"a":' * 5000 + "1" + "}" * 5000).encode("utf-8")
    return body.replace('"HOLE"', "1e400").encode("utf-8")


def too_large(text: str, rng: random.Random) -> bytes:
    """A file of 17 MB (whitespace after a good save)."""
    return text.encode("utf-8") + b" " * (17 * 2**20)


def reformatted(text: str, rng: random.Random) -> bytes:
    """The same save written differently (indentation, key order, escapes): it must open."""
    data = json.loads(text)
    keys = list(data)
    rng.shuffle(keys)
    return json.dumps({k: data[k] for k in keys}, indent=rng.choice([None, 0, 4]),
                      ensure_ascii=rng.random() < 0.5).encode("utf-8")


def not_json(text: str, rng: random.Random) -> bytes:
    return rng.choice([b"", b"\x00\xff\xfe", b"\xef\xbb\xbf" + text.encode("utf-8"), text.encode("utf-16"),
                       b"null", b"[]", b"{}", b'"board-table-record"', text.encode("utf-8") * 2])


FAMILIES: dict[str, Mutation] = {
    "truncated": truncated, "byte_flip": byte_flip, "byte_flip_actions": byte_flip_actions,
    "actions_edit": actions_edit, "action_params": action_params, "seed": seed, "options": options,
    "version": version, "structure": structure, "snapshot_rehash": snapshot_rehash,
    "snapshot_types": snapshot_types, "bounds": bounds, "not_json": not_json, "reformatted": reformatted,
}
"""Every family of the default corpus (``too_large`` is tried once per game: it is 17 MB)."""


def corpus(saves: dict[str, str], per_family: int, seed_value: int = 0) -> list[tuple[str, str, bytes]]:
    """``[(game id, family, bytes)]``: ``per_family`` mutants per family and game, seeded."""
    out = []
    for game_id, text in sorted(saves.items()):
        for name, mutate in FAMILIES.items():
            rng = random.Random(f"{seed_value}:{game_id}:{name}")
            out += [(game_id, name, mutate(text, rng)) for _ in range(per_family)]
    return out
