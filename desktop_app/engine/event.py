"""Events returned by ``apply``: they drive the game log and the animations."""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_app.engine.text import Text


@dataclass(frozen=True, slots=True)
class Event:
    """Something that happened.

    ``kind`` keys animations (``gear_rotated``, ``tile_placed``); ``text`` is the log line;
    ``reveals`` marks an event that revealed hidden information (a draw, a flip, a reveal of
    secret plans): undo never goes back past it. ``data`` carries what an animation needs.
    """

    kind: str
    text: Text
    player: int | None = None
    reveals: bool = False
    rule_id: str | None = None
    data: dict = field(default_factory=dict)
