"""``VisState``: the engine contract (engine/state.py) over the plain data of ``model.py``.

The whole game runs on one pending-decision stack (``engine.effects``): the turn table of
``turn.py`` is a step list, phases and effects push more, and the one open question is the
game's one Decision. ``apply`` answers it and runs on to the next question. With Gates of Gold,
the manuscript board's abilities are extra answers of the active player's decisions
(``board_abilities``: a free action, after which the decision is asked again); the first workshop's
discard is chosen beside a hire decision the same way (``workshop``).
"""

from __future__ import annotations

import random
from typing import Any

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.decision import Decision
from desktop_app.engine.effects import EffectStack, Frame, Question
from desktop_app.engine.event import Event
from desktop_app.engine.rng import rng_from_json, rng_to_json
from desktop_app.engine.state import GameState, private_rng
from desktop_app.engine.text import Text
from desktop_app.rules.viscounts import board_abilities, workshop
from desktop_app.rules.viscounts.answers import answers
from desktop_app.rules.viscounts.content_model import MODULE_SETS, VisContent
from desktop_app.rules.viscounts.interp import INTERP
from desktop_app.rules.viscounts.layout import layout_for
from desktop_app.rules.viscounts.model import BoardData, PlayerData, StewardData, TurnData

SCHEMA = 1


class VisState(GameState):
    """A game of Viscounts of the West Kingdom (attributes: see ``model.py``)."""

    game_id = "viscounts"
    SCHEMA_VERSION = SCHEMA

    def __init__(self, content: VisContent, names: list[str], seats: list[str], seed: int,
                 steward_level: str = "normal", modules: tuple[str, ...] = ()) -> None:
        self.content = content
        self.modules = tuple(m for m in MODULE_SETS if m in modules)
        self.gog = "gates_of_gold" in self.modules
        self.kok = "keeper_of_keys" in self.modules
        self.names = list(names)
        self.seats = list(seats)
        self.n = len(names)
        self.solo = self.n == 1
        self.colours = self.n + (1 if self.solo else 0)
        self.steward_level = steward_level
        self.seed = seed
        self.rng = random.Random(seed)
        self.round = 0
        self.start_player = 0
        self.active: int | None = None
        self.phase = "setup"
        self.end_round: int | None = None
        self.over = False
        self.castle_dirty = False
        self.players: list[PlayerData] = []
        self.board = BoardData(self.colours)
        self.turn = TurnData()
        self.steward: StewardData | None = None
        self.stack = EffectStack()
        self.layout = None
        self._legal: list[Action] | None = None
        self.prebuilt: tuple[Question, list[Action]] | None = None
        """The answers of a question as its asker made them (``(question, actions)``; used while that
        very question is open)."""
        self.quiet = False
        """A bot's look-ahead copy (:meth:`fork`): no events are written."""

    # ---- the contract ------------------------------------------------------------------------
    def run(self) -> list[Event]:
        """Resolve until the next question (or the end)."""
        self._legal = None
        return INTERP.run(self, self.stack)

    def rounds_played(self) -> int:
        """The current round number (1 in the first round; 0 during setup)."""
        return self.round

    def start_seat(self) -> int:
        """The start player."""
        return self.start_player

    def decisions(self) -> list[Decision]:
        """The one open question as a Decision (none once the game is over); its ``context`` is what
        the scene highlights (``context.decision_context``)."""
        q = self.stack.question
        if q is None or self.over:
            return []
        from desktop_app.rules.viscounts.context import decision_context
        return [Decision(q.player, q.kind, Text(q.prompt, **q.prompt_args), tuple(self._actions()), q.rule_id,
                         q.hidden, decision_context(self, q))]

    def players_to_act(self) -> list[int]:
        """The player of the open question (none at the end)."""
        q = self.stack.question
        return [] if q is None or self.over else [q.player]

    def _actions(self) -> list[Action]:
        if self._legal is None:
            q = self.stack.question
            if q is None or self.over:
                self._legal = []
            else:
                pre = self.prebuilt
                self._legal = list(pre[1]) if pre is not None and pre[0] is q else answers(q.player, q.kind, q.options)
            if self._legal and self.gog:
                self._legal += board_abilities.free_actions(self)
            if self._legal:
                self._legal += workshop.free_actions(self)
        return self._legal

    def legal_actions(self, player: int) -> list[Action]:
        """The answers ``player`` may give now (empty unless the open question is theirs)."""
        q = self.stack.question
        if q is None or q.player != player or self.over:
            return []
        return list(self._actions())

    def check(self, action: Action) -> IllegalAction | None:
        """``None`` if ``action`` answers the open question, else why not (with a rule ID)."""
        if self.over:
            return IllegalAction("VIS-END-02", "The game is over")
        if action.kind == board_abilities.FREE_KIND:
            return board_abilities.check_free(self, action)
        if action.kind == workshop.FREE_KIND:
            return workshop.check_free(self, action)
        refusal = self.stack.check(action)
        if refusal is None:
            return None
        from desktop_app.rules.viscounts.diagnose import explain
        return explain(self, action) or refusal

    def _apply(self, action: Action) -> list[Event]:
        self._legal = None
        if action.kind == board_abilities.FREE_KIND:
            events = board_abilities.apply_free(self, action, INTERP)
            self._legal = None
            return events
        if action.kind == workshop.FREE_KIND:
            return workshop.apply_free(self, action)
        events = INTERP.answer(self, self.stack, action)
        self._legal = None
        return events

    def view(self, player: int, rng: random.Random | None = None) -> VisState:
        """What ``player`` may know; hidden cards and orders resampled from ``rng`` (``view.py``;
        the operating system's randomness when ``None``, :func:`~desktop_app.engine.state.private_rng`)."""
        from desktop_app.rules.viscounts.view import make_view
        return make_view(self, player, private_rng(rng))

    def hidden_values(self, player: int) -> dict[str, Any]:
        """What ``player`` may not know, keyed for the hidden-information contract (``view.py``)."""
        from desktop_app.rules.viscounts.view import hidden_values
        return hidden_values(self, player)

    def score_sheet(self):
        """The live or final score sheet (VIS-SCORE)."""
        from desktop_app.rules.viscounts.scoring import state_sheet
        return state_sheet(self)

    # ---- copies and JSON ---------------------------------------------------------------------
    def clone(self) -> VisState:
        """A fast independent copy (effect steps are immutable and shared)."""
        s = VisState.__new__(VisState)
        d = s.__dict__
        d.update(self.__dict__)
        s.names, s.seats = list(self.names), list(self.seats)
        if self.rng is not None:
            s.rng = random.Random.__new__(random.Random)
            s.rng.setstate(self.rng.getstate())
        s.players = [p.clone() for p in self.players]
        s.board = self.board.clone()
        s.turn = self.turn.clone()
        s.steward = self.steward.clone() if self.steward else None
        s.stack = _copy_stack(self.stack)
        s._legal = None
        return s

    def fork(self) -> VisState:
        """A copy for a bot's look-ahead: it shares this state's RNG and writes no events."""
        rng = self.rng
        self.rng = None
        try:
            s = self.clone()
        finally:
            self.rng = rng
        s.rng = rng
        s.quiet = True
        return s

    def to_json(self) -> dict[str, Any]:
        """A versioned snapshot that shares nothing mutable with the live state."""
        return {
            "schema": SCHEMA, "game": self.game_id, "names": list(self.names), "seats": list(self.seats),
            "steward_level": self.steward_level, "modules": list(self.modules), "seed": self.seed, "rng": rng_to_json(self.rng),
            "round": self.round, "start_player": self.start_player, "active": self.active, "phase": self.phase,
            "end_round": self.end_round, "over": self.over, "castle_dirty": self.castle_dirty,
            "players": [p.to_json() for p in self.players], "board": self.board.to_json(),
            "turn": self.turn.to_json(), "steward": self.steward.to_json() if self.steward else None,
            "stack": self.stack.to_json(),
        }

    @classmethod
    def from_json(cls, data: dict[str, Any], content: VisContent) -> VisState:
        """Restore a snapshot."""
        if data.get("game") != cls.game_id or data.get("schema") != SCHEMA:
            raise ValueError("not a Viscounts snapshot of this version")
        s = cls(content, data["names"], data["seats"], data["seed"], data["steward_level"],
                tuple(data.get("modules", ())))
        s.rng = rng_from_json(data["rng"])
        s.round, s.start_player, s.active = data["round"], data["start_player"], data["active"]
        s.phase, s.end_round, s.over = data["phase"], data["end_round"], data["over"]
        s.castle_dirty = data["castle_dirty"]
        s.players = [PlayerData.from_json(p) for p in data["players"]]
        s.board = BoardData.from_json(data["board"])
        s.turn = TurnData.from_json(data["turn"])
        s.steward = StewardData.from_json(data["steward"]) if data["steward"] else None
        s.stack = EffectStack.from_json(data["stack"])
        s.layout = layout_for(content, s.n, tuple(s.board.ring), s.board.rotation)
        return s


def _copy_frame(f: Frame) -> Frame:
    return Frame(f.steps, f.player, f.source, f.at, dict(f.vars))


def _copy_stack(stack: EffectStack) -> EffectStack:
    out = EffectStack()
    out.frames = [_copy_frame(f) for f in stack.frames]
    q = stack.question
    if q is not None:
        out.question = type(q)(q.player, q.kind, q.options, q.resume, q.prompt, q.prompt_args, q.rule_id, q.data,
                               q.hidden)
    out.deferred = {k: [_copy_frame(f) for f in v] for k, v in stack.deferred.items()}
    return out
