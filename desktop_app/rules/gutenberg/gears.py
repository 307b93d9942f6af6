"""The gear train of a workshop (GUT-GEAR-01..09), as pure functions on ``PlayerState.gears``.

A workshop has 3 slots, top (0) to bottom (2); slot 0 meshes with slot 1, slot 1 with slot 2.
An installed gear is ``[gear id, orientation, marked]``. Sectors are indexed 0, 1, 2 clockwise;
the orientation ``o`` is the sector at the slot's white arc, the only active one (GUT-GEAR-02).
One sector clockwise is ``o := (o - 1) mod 3``, counter-clockwise ``o := (o + 1) mod 3``
(GUT-GEAR-04); a meshed neighbour turns the same amount the opposite way.
"""

from __future__ import annotations

CLOCKWISE = -1
"""Direction of one sector clockwise (``o - 1``); counter-clockwise is ``+1``."""


def turn(orientation: int, direction: int) -> int:
    """The orientation after turning one sector in ``direction`` (``CLOCKWISE`` = -1)."""
    return (orientation + direction) % 3


def rotate_train(gears: list[list | None]) -> list[tuple[int, int, int, int]]:
    """The Rotate step (GUT-GEAR-05): slot 0 turns one sector clockwise, meshed gears alternate.

    The turn passes down while the slots below are filled (an empty slot breaks the train).
    Returns ``(slot, before, after, direction)`` for each gear that turned.
    """
    moved = []
    direction = CLOCKWISE
    for slot, gear in enumerate(gears):
        if gear is None:
            break
        before = gear[1]
        gear[1] = turn(before, direction)
        moved.append((slot, before, gear[1], direction))
        direction = -direction
    return moved


def aligned(gear: list | None, sectors: dict[str, tuple]) -> tuple | None:
    """The effect at the white arc of an installed gear (None for a blank sector or no gear)."""
    if gear is None:
        return None
    return sectors[gear[0]][gear[1]]


def install_slot(gears: list[list | None]) -> int | None:
    """Where a new gear goes: the lowest-numbered empty slot (GUT-GEAR-03), or None when full."""
    for slot, gear in enumerate(gears):
        if gear is None:
            return slot
    return None


def enhancement(gear: list | None, sectors: dict[str, tuple], kind: str) -> int:
    """``n`` of an unmarked gear whose aligned sector is the enhancement ``kind``, else 0 (GUT-GEAR-08)."""
    if gear is None or gear[2]:
        return 0
    eff = sectors[gear[0]][gear[1]]
    if eff is not None and eff[0] == "enhance" and eff[1][0] == kind:
        return eff[1][1]
    return 0


def claimable(gear: list | None, sectors: dict[str, tuple]) -> bool:
    """True if the gear's aligned reward may be claimed as a free action (GUT-GEAR-06/08)."""
    if gear is None or gear[2]:
        return False
    eff = sectors[gear[0]][gear[1]]
    return eff is not None and eff[0] != "enhance"
