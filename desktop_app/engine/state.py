"""The State every game implements (see DESIGN.md, "The engine contract")."""

from __future__ import annotations

import copy
import functools
import hashlib
import json
import random
import secrets
from abc import ABC, abstractmethod
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, ClassVar

from desktop_app.engine.action import (
    APP_ACTION,
    Action,
    IllegalAction,
    IllegalActionError,
    ParamSchema,
    compile_schema,
    params_refusal,
    shape_refusal,
)
from desktop_app.engine.decision import Decision
from desktop_app.engine.event import Event

if TYPE_CHECKING:
    from desktop_app.engine.scoresheet import ScoreSheet


def private_rng(rng: random.Random | None) -> random.Random:
    """``rng``, or (``None``) a generator seeded from the operating system.

    ``view(p)`` resamples hidden parts from this: without an ``rng`` the resample must come
    from a source that the viewer cannot reconstruct (never a fixed seed).
    """
    return rng if rng is not None else random.Random(secrets.randbits(64))


def _guard_check(check: Callable[[Any, Action], IllegalAction | None]) -> Callable[[Any, Action], IllegalAction | None]:
    """Wrap a game's ``check`` with the engine's shared screening (see :class:`GameState`)."""

    @functools.wraps(check)
    def guarded(self: GameState, action: Action) -> IllegalAction | None:
        refusal = shape_refusal(action)
        if refusal is None and self._compiled_params:
            refusal = params_refusal(action, self._compiled_params)
        if refusal is None:
            refusal = check(self, action)
        if refusal is None and not self.CHECK_IS_EXACT and action.kind not in self.PARAMETRIC_ACTIONS:
            refusal = self._offered(action)
        return refusal

    guarded.__engine_guarded__ = True  # type: ignore[attr-defined]
    return guarded


class GameState(ABC):
    """A game in progress. Mutable; ``apply`` changes it in place and returns events.

    Subclasses keep all randomness in ``self.rng`` (a seeded :class:`random.Random`), never
    read a wall clock, and round-trip exactly through ``to_json`` / ``from_json``.
    """

    game_id: str = ""
    SCHEMA_VERSION: int = 1
    ACTION_PARAMS: ClassVar[ParamSchema] = {}
    """Per action kind, its parameters and their types (see :data:`~desktop_app.engine.action.ParamSchema`).

    When given, an action of a listed kind with an unknown parameter, without a required one or
    with a value of another type (``1`` is not ``True``, ``0.0`` is not ``0``) is refused before
    the game's own ``check`` sees it (other kinds are the game's to refuse)."""
    PARAMETRIC_ACTIONS: ClassVar[frozenset[str]] = frozenset({"advance"})
    """Kinds whose parameters ``check`` validates beyond the list ``legal_actions`` gives: by
    default the real-time clock's ``advance ms=`` (DESIGN.md: the controller feeds measured
    time). Every other action ``check`` accepts must also be in ``legal_actions`` with
    parameters of the same types: ``check`` is exactly as strict."""
    CHECK_IS_EXACT: ClassVar[bool] = False
    """True when the game's own ``check`` accepts exactly ``legal_actions`` (type for type, once
    :attr:`ACTION_PARAMS` has screened the types): the engine then skips its membership test,
    which costs a ``legal_actions`` call per check. The fuzz suite (``tests/fuzz``) holds a
    game that claims it to its word."""
    _compiled_params: ClassVar[dict] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        """Every game's ``check`` gets the engine's screening in front and behind it.

        In front: the value is an :class:`Action` and fits :attr:`ACTION_PARAMS`. Behind: an
        accepted action that is not a :attr:`PARAMETRIC_ACTIONS` kind must be one of
        ``legal_actions(player)``, type for type. So a new game inherits type-checked,
        unknown-parameter-refusing checks by implementing ``check`` as usual.
        """
        super().__init_subclass__(**kwargs)
        if "ACTION_PARAMS" in cls.__dict__:
            cls._compiled_params = compile_schema(cls.ACTION_PARAMS)
        own = cls.__dict__.get("check")
        if own is not None and not getattr(own, "__engine_guarded__", False) \
                and not getattr(own, "__isabstractmethod__", False):
            cls.check = _guard_check(own)

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

    def _offered(self, action: Action) -> IllegalAction | None:
        """``None`` if ``action`` is one of ``legal_actions(player)`` type for type, else why not."""
        for legal in self.legal_actions(action.player):
            if legal == action:
                if legal.identical(action):
                    return None
                break
        decision = self.decision_for(action.player)
        rule = decision.rule_id if decision is not None and decision.rule_id else APP_ACTION
        return IllegalAction(rule, "This move is not one of the moves allowed now")

    def apply_unchecked(self, action: Action) -> list[Event]:
        """Apply an action taken from ``legal_actions`` (skips the second check; self-play)."""
        return self._apply(action)

    @abstractmethod
    def view(self, player: int, rng: random.Random | None = None) -> GameState:
        """A copy holding only what ``player`` may know.

        Hidden parts (other players' secret plans, deck orders, face-down tiles) are replaced
        by a resample drawn from ``rng`` (from :func:`private_rng`: the operating system's
        randomness when ``None``), so a bot can play the view forward. The resample never
        depends on the hidden truth (shuffle a sorted copy, deal from a pooled set), and ids
        of hidden components reveal nothing. Bots only ever receive views.
        """

    HIDDEN_CHOICES: ClassVar[frozenset[str]] = frozenset()
    """Families of :meth:`hidden_values` that players choose (secret plans) rather than chance deals."""

    def hidden_values(self, player: int) -> dict[str, Any]:
        """What ``player`` may not know, as ``{key: value}`` (for the hidden-information contract test).

        A key is ``"family:...:index"`` (``"tile:V2:17"``, ``"deck:printing_deck:3"``,
        ``"plan:2:ink"``): the first part names the family, the last an index, and a view uses
        the same keys for its resample. Keys that differ only in their last part are dealt at
        random among each other as far as ``player`` knows (tiles of one shape, one deck's
        positions): that defines "chance". Values are hashable. The contract test
        (``tests/contract/hidden_info.py``) checks that nothing in ``view(player)`` or the
        events guesses them better than chance. Families listed in :attr:`HIDDEN_CHOICES` are
        players' choices instead. A game without hidden information keeps the default ``{}``.
        """
        return {}

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

    def start_seat(self) -> int | None:
        """The seat that starts the current round (the history's start player); ``None`` if not known."""
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
