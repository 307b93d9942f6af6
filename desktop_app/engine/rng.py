"""Seeded randomness stored in the state (never the global ``random`` module)."""

from __future__ import annotations

import hashlib
import random
from typing import Any


def new_rng(seed: int, stream: str = "") -> random.Random:
    """A ``random.Random`` for ``seed``; a named ``stream`` gives an independent sub-stream."""
    if not stream:
        return random.Random(seed)
    digest = hashlib.sha256(f"{seed}:{stream}".encode()).digest()
    return random.Random(int.from_bytes(digest[:8], "big"))


def rng_to_json(rng: random.Random) -> list[Any]:
    """The generator's full state as JSON-able lists."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def rng_from_json(data: list[Any]) -> random.Random:
    """Inverse of :func:`rng_to_json`."""
    rng = random.Random()
    rng.setstate((data[0], tuple(data[1]), data[2]))
    return rng
