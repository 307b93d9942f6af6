"""Manuscript ribbons as they count: wild manuscripts take their chosen colour (GOG-MSB-04), and with
Gates of Gold every manuscript board's grey starting manuscript counts for sets (DEC-38).

Colours are seats ``0..n-1`` and, in solo, the Steward (colour ``n``).
"""

from __future__ import annotations

from desktop_app.rules.viscounts.vocabulary import RIBBONS


def held(s, colour: int) -> list[str]:
    """The manuscripts a colour has transcribed."""
    return s.steward.manuscripts if colour == s.n else s.players[colour].manuscripts


def ribbon_of(s, colour: int, ms: str) -> str | None:
    """The ribbon ``ms`` counts as for ``colour``: its printed one, or the one chosen for a wild one
    (``None`` until it is chosen)."""
    ribbon = s.content.manuscripts[ms].ribbon
    if ribbon != "wild":
        return ribbon
    chosen = s.steward.wild if colour == s.n else s.players[colour].wild
    return chosen.get(ms)


def transcribed_counts(s, colour: int) -> dict[str, int]:
    """Manuscripts per ribbon that ``colour`` transcribed (toward cleric rewards, VIS-MS-07)."""
    counts = dict.fromkeys(RIBBONS, 0)
    for ms in held(s, colour):
        ribbon = ribbon_of(s, colour, ms)
        if ribbon in counts:
            counts[ribbon] += 1
    return counts


def starting_grey(s, colour: int) -> int:
    """1 for a player's printed grey starting manuscript when it counts for sets (GoG, DEC-38), else 0."""
    gates = s.content.gates
    if not s.gog or gates is None or colour >= s.n or not gates.starting_counts_for_sets:
        return 0
    return 1


def set_counts(s, colour: int) -> dict[str, int]:
    """Manuscripts per ribbon for set scoring (VIS-SCORE-05): transcribed ones plus the starting grey."""
    counts = transcribed_counts(s, colour)
    if starting_grey(s, colour):
        counts[s.content.gates.starting_ribbon] += 1
    return counts
