"""The State every game implements (see DESIGN.md, "The engine contract")."""

from __future__ import annotations

import copy
import hashlib
import json
from abc import ABC, abstractmethod
from typing import TYPE_CHECKING, Any

from desktop_app.engine.action import Action, IllegalAction, IllegalActionError
from desktop_app.engine.decision import Decision
from desktop_app.engine.event import Event

if TYPE_CHECKING:
    import random

    from desktop_app.engine.scoresheet import ScoreSheet


class GameState(ABC):
    """A game in progress. Mutable; ``apply`` changes it in place and returns events.

    Subclasses keep all randomness in ``self.rng`` (a seeded :class:`random.Random`), never
    read a wall clock, and round-trip exactly through ``to_json`` / ``from_json``.
    """

    game_id: str = ""
    SCHEMA_VERSION: int = 1

    @abstractmethod
    def decisions(self) -> list[Decision]:
        """The open decisions; empty only when the game is over."""

    @abstractmethod
    def legal_actions(self, player: int) -> list[Action]:
        """Everything ``player`` may do now (finite, enumerable)."""

    @abstractmethod
    def check(self, action: Action) -> IllegalAction | None:
        """``None`` if ``action`` is legal now, else why not (with a rule ID)."""

    @abstractmethod
    def _apply(self, action: Action) -> list[Event]:
        """Apply an action already known to be legal."""

    def apply(self, action: Action) -> list[Event]:
        """Check then apply ``action``; raises :class:`IllegalActionError` if refused."""
        illegal = self.check(action)
        if illegal is not None:
            raise IllegalActionError(illegal, action)
        return self._apply(action)

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action taken from ``legal_actions`` (skips the second check; self-play)."""
        return self._apply(action)

    @abstractmethod
    def view(self, player: int, rng: random.Random | None = None) -> GameState:
        """A copy holding only what ``player`` may know.

        Hidden parts (other players' secret plans, deck orders, face-down tiles) are replaced
        by a resample drawn from ``rng`` (a fixed-seed stream when ``None``), so a bot can play
        the view forward. Bots only ever receive views.
        """

    @abstractmethod
    def score_sheet(self) -> ScoreSheet:
        """The live (during play) or final score sheet."""

    @abstractmethod
    def to_json(self) -> dict[str, Any]:
        """A versioned JSON-able snapshot that :meth:`from_json` restores exactly."""

    @classmethod
    @abstractmethod
    def from_json(cls, data: dict[str, Any], content: Any) -> GameState:
        """Restore a state saved by :meth:`to_json` (content is passed, not saved)."""

    # ---- shared helpers -------------------------------------------------------------------
    def is_over(self) -> bool:
        """True when no decision is open."""
        return not self.decisions()

    def players_to_act(self) -> list[int]:
        """The players with an open decision, in seat order, without repeats."""
        seen: list[int] = []
        for d in self.decisions():
            if d.player not in seen:
                seen.append(d.player)
        return seen

    def rounds_played(self) -> int | None:
        """How many rounds the game has had so far (``simulate`` reports it); ``None`` if not round-based."""
        return None

    def decision_for(self, player: int) -> Decision | None:
        """The first open decision of ``player``, if any."""
        for d in self.decisions():
            if d.player == player:
                return d
        return None

    def clone(self) -> GameState:
        """An independent copy (undo snapshots, bot search). Override for speed."""
        return copy.deepcopy(self)

    def state_hash(self) -> str:
        """SHA-256 of the canonical JSON snapshot (replay checks, save files)."""
        return snapshot_hash(self.to_json())

    def __eq__(self, other: object) -> bool:
        return isinstance(other, GameState) and self.to_json() == other.to_json()

    __hash__ = None  # type: ignore[assignment]


def snapshot_hash(snapshot: dict[str, Any]) -> str:
    """SHA-256 of a snapshot's canonical JSON text."""
    text = json.dumps(snapshot, sort_keys=True, separators=(",", ":"), ensure_ascii=True)
    return hashlib.sha256(text.encode()).hexdigest()
