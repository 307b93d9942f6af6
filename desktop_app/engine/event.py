"""Events returned by ``apply``: they drive the game log and the animations."""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_app.engine.text import Text


@dataclass(slots=True)
class Event:
    """Something that happened (read-only by convention: nothing changes an event once made).

    ``kind`` keys animations (``gear_rotated``, ``tile_placed``); ``text`` is the log line;
    ``reveals`` marks an event that revealed hidden information (a draw, a flip, a reveal of
    secret plans): undo never goes back past it, except when ``known_to_player`` says the revealed
    thing was already known to ``player`` (a card played from their own hand, VIS-P1-03): then it
    is news only to the other seats, and a barrier only when another person sits at the table.
    ``data`` carries what an animation needs.
    Not a frozen dataclass: the engines make a few per move in self-play and bot search, and a
    frozen one costs three times as much to make.
    """

    kind: str
    text: Text
    player: int | None = None
    reveals: bool = False
    rule_id: str | None = None
    data: dict = field(default_factory=dict)
    known_to_player: bool = False
