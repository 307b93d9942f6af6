"""``UmState``: the engine contract (decisions, legal actions, check, apply, view, snapshots).

The whole game runs on one :class:`~desktop_app.engine.effects.EffectStack`: setup, the turn
table of ``turn.py`` and every nested choice are steps; the open question is the one Decision
(``Decision.context`` is the question's data: what a scene highlights). Free actions join the
active player's options at any question of their own turn except inside a payment (UM-TURN-05):
``coffee_convert conversion=elevate|transfer|good_idea`` (UM-COF-02) and ``converter_use patient=ID``
(a cured patient's once-per-turn converter); while an elevation or a transfer is offered free, the
same conversion is not (``refusals.offered_free``). A free action steps the asking frame back, resolves,
and the question is asked again with fresh options. Attributes are documented in ``model.py``.
"""

from __future__ import annotations

import random
from typing import Any

from desktop_app.engine.action import Action, IllegalAction, scalar_answers
from desktop_app.engine.decision import Decision
from desktop_app.engine.effects import EffectStack, Frame, Question, action_key
from desktop_app.engine.event import Event
from desktop_app.engine.rng import rng_from_json, rng_to_json
from desktop_app.engine.state import GameState, private_rng
from desktop_app.engine.text import Text
from desktop_app.rules.unconscious_mind.content import UmContent
from desktop_app.rules.unconscious_mind.core import ongoing
from desktop_app.rules.unconscious_mind.insights import (
    can_pay,
    free_conversions,
    pay_steps,
)
from desktop_app.rules.unconscious_mind.model import (
    TABLE_LISTS,
    TABLE_NESTED,
    TABLE_SCALARS,
    Player,
    copy_flat,
    copy_nested,
    copy_turn,
    new_turn,
)
from desktop_app.rules.unconscious_mind.ops import INTERPRETER
from desktop_app.rules.unconscious_mind.refusals import diagnose, offered_free

SCHEMA = 1
_ACTIONS: dict[tuple, Action] = {}
"""Free actions by (player, kind, params): the same free action is the same Action object."""
FREE_KINDS = ("coffee_convert", "converter_use")
HIDDEN_KINDS = frozenset(("research_swap", "research_play"))
"""Questions whose options show a hand: regenerated in other players' views."""


def copy_stack(stack: EffectStack) -> EffectStack:
    """A fast copy: frames and the question are new objects; step lists and option dicts, never
    changed in place by this game, are shared."""
    out = EffectStack()
    out.frames = [Frame(f.steps, f.player, f.source, f.at, dict(f.vars)) for f in stack.frames]
    q = stack.question
    if q is not None:
        out.question = Question(q.player, q.kind, q.options, q.resume, q.prompt, q.prompt_args, q.rule_id, q.data,
                                q.hidden)
    out.deferred = {k: list(v) for k, v in stack.deferred.items()}
    return out


def plain(value: Any) -> Any:
    """A JSON-able deep copy (dict keys as strings, tuples as lists)."""
    if isinstance(value, dict):
        return {str(k): plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [plain(v) for v in value]
    return value


class UmState(GameState):
    """A game of Unconscious Mind in progress (attributes: ``model.py``)."""

    game_id = "unconscious-mind"
    SCHEMA_VERSION = SCHEMA

    def __init__(self, content: UmContent, names: list[str], variants: dict[str, Any], rng: random.Random) -> None:
        self.content = content
        self.variants = dict(variants)
        self.rng = rng
        self.players = [Player(i, name) for i, name in enumerate(names)]
        for name in TABLE_LISTS:
            setattr(self, name, [])
        for name in TABLE_NESTED:
            setattr(self, name, [])
        self.table = [None] * len(content.spaces)
        self.round, self.start, self.active, self.end_round, self.phase, self.era = 1, 0, 0, None, "setup", 1
        self.freud = self.freud_prestige = self.stamps = 0
        self.research_faceup = None
        self.solo = len(names) == 1
        self.turn = new_turn()
        self.stack = EffectStack()
        self.events: list[Event] = []
        self._legal: dict[int, list[Action]] = {}
        self._keys: dict[int, set] = {}
        self._dec: list[Decision] | None = None
        self.prebuilt: tuple[Question, list[Action]] | None = None

    # ---- contract ----------------------------------------------------------------------------
    def touch(self) -> None:
        """Forget cached decisions (after editing a state by hand in tests or tools)."""
        self._legal, self._keys, self._dec = {}, {}, None

    def rounds_played(self) -> int:
        """The current round (the last one once the game is over)."""
        return self.round

    def start_seat(self) -> int:
        """The holder of the pocket watch (start player)."""
        return self.start

    def free_actions(self, seat: int) -> list[dict[str, Any]]:
        """The free actions ``seat`` may take at the open question (UM-TURN-05)."""
        q = self.stack.question
        if q is None or self.phase != "play" or q.player != seat or seat != self.active or q.data.get("no_free"):
            return []
        p = self.players[seat]
        cheap = p.coffee >= 2 or (p.coffee and self.content.price_patients.intersection(p.cured))
        out = []
        if cheap:
            free = offered_free(self)
            out = [{"free": "coffee_convert", **x} for x in free_conversions(self, seat) if x["conversion"] not in free]
        if not p.cured or not self.content.converter_patients.intersection(p.cured):
            return out
        used = self.turn["converters"]
        for pid, entry in ongoing(self, seat):
            if "converter" in entry and pid not in used and can_pay(self, seat, entry["converter"]["cost"]):
                out.append({"free": "converter_use", "patient": pid})
        return out

    def legal_actions(self, player: int) -> list[Action]:
        """Everything ``player`` may do now: the open question's answers and the free actions."""
        found = self._legal.get(player)
        if found is None:
            q = self.stack.question
            found = []
            if q is not None and q.player == player and self.phase != "over":
                pre = self.prebuilt
                found = list(pre[1]) if pre is not None and pre[0] is q else _answers(q)
                for free in self.free_actions(player):
                    found.append(_free_action(player, free))
            self._legal[player] = found
        return found

    def decisions(self) -> list[Decision]:
        """The one open decision (none once the game is over)."""
        if self._dec is None:
            q = self.stack.question
            if q is None or self.phase == "over":
                self._dec = []
            else:
                self._dec = [Decision(q.player, q.kind, Text(q.prompt, **q.prompt_args),
                                      tuple(self.legal_actions(q.player)), q.rule_id, q.hidden, q.data)]
        return self._dec

    def players_to_act(self) -> list[int]:
        """The seat whose question is open (none once the game is over)."""
        q = self.stack.question
        return [q.player] if q is not None and self.phase != "over" else []

    def check(self, action: Action) -> IllegalAction | None:
        """None if ``action`` is legal now (types included), else the reason with its rule ID."""
        for legal in self.legal_actions(action.player):  # equal values (a C compare), then exact types
            if legal == action and legal.identical(action):
                return None
        keys = self._keys.get(action.player)
        if keys is None:
            keys = self._keys[action.player] = {action_key(a) for a in self.legal_actions(action.player)}
        if action_key(action) in keys:
            return None
        return diagnose(self, action)

    def _apply(self, action: Action) -> list[Event]:
        self.events = []
        if action.kind in FREE_KINDS:
            self._free(action)
        else:
            INTERPRETER.answer(self, self.stack, action)
        self._legal, self._keys, self._dec = {}, {}, None
        events, self.events = self.events, []
        return events

    def _free(self, action: Action) -> None:
        """A free action between two steps: step the asking frame back, resolve, ask again."""
        self.stack.question = None
        self.stack.frames[-1].at -= 1
        seat = action.player
        if action.kind == "coffee_convert":
            steps = [{"op": "coffee_" + action["conversion"]}]
        else:
            pid = action["patient"]
            self.turn["converters"] = [*self.turn["converters"], pid]
            converter = next(e["converter"] for p, e in ongoing(self, seat) if p == pid and "converter" in e)
            steps = [*pay_steps(converter["cost"], self.content.name(pid)), *converter["gain"]]
        self.stack.push(steps, seat, "free")
        INTERPRETER.run(self, self.stack)

    def reask(self) -> None:
        """Ask the open question again from the current position (views regenerate hidden options)."""
        if self.stack.question is None:
            return
        self.stack.question = None
        self.stack.frames[-1].at -= 1
        saved = self.events
        self.events = []
        INTERPRETER.run(self, self.stack)
        self.events = saved
        self._legal, self._keys, self._dec = {}, {}, None

    # ---- copies, views and snapshots -------------------------------------------------------------------
    def clone(self) -> UmState:
        """A fast independent copy."""
        c = UmState.__new__(UmState)
        c.content, c.variants = self.content, self.variants
        c.rng = random.Random()
        c.rng.setstate(self.rng.getstate())
        c.players = [p.clone() for p in self.players]
        for name in TABLE_LISTS:
            setattr(c, name, copy_flat(getattr(self, name)))
        for name in TABLE_NESTED:
            setattr(c, name, copy_nested(getattr(self, name)))
        for name in TABLE_SCALARS:
            setattr(c, name, getattr(self, name))
        c.turn = copy_turn(self.turn)
        c.stack = copy_stack(self.stack)
        c.events = []
        c._legal, c._keys, c._dec = {}, {}, None
        c.prebuilt = None
        return c

    def view(self, player: int, rng: random.Random | None = None) -> UmState:
        """What ``player`` may know; hidden parts are resampled from ``rng`` (the operating
        system's randomness when ``None``: :func:`~desktop_app.engine.state.private_rng`).

        Resampled: other players' research hands (with the research deck), the order of every
        deck, and the method tiles nobody has seen: both piles' tiles of one era together (with
        the era I tiles left in the box during era I, UM-SET-03), dealt back in the same era
        counts under tops whose back (era and main effect) matches the true tops, which everyone
        sees (UM-ENG-01); another player's open question that lists their hand is asked again.
        Every resample shuffles a sorted pool; the view gets a fresh RNG.
        """
        rng = private_rng(rng)
        v = self.clone()
        others = [p for p in v.players if p.seat != player]
        pool = sorted(v.research_deck + [r for p in others for r in p.hand])
        rng.shuffle(pool)
        for p in others:
            p.hand = sorted(pool[:len(p.hand)])
            del pool[:len(p.hand)]
        v.research_deck = pool
        for deck in ("ordinary_deck", "complex_deck", "sorrow_pile", "manifest_deck", "latent_deck"):
            items = sorted(getattr(v, deck))
            rng.shuffle(items)
            setattr(v, deck, items)
        _resample_tiles(self, v, rng)
        v.rng = random.Random(rng.getrandbits(64))
        q = v.stack.question
        if q is not None and q.player != player and q.kind in HIDDEN_KINDS:
            v.reask()
        return v

    def hidden_values(self, player: int) -> dict[str, Any]:
        """What ``player`` may not know (the hidden-information contract): the research cards of
        the others' hands with the deck (``research:<seat>.<i>``, ``research:deck.<i>``), each deck's
        order (``deck:<name>:<i>``, from the top) and the unseen method tiles of each era, in the
        piles under their tops and (era I) in the box (``tile:era<e>:<row>.<i>``, ``tile:era1:box.<i>``)."""
        out: dict[str, Any] = {}
        for p in self.players:
            if p.seat != player:
                out.update((f"research:{p.seat}.{i}", r) for i, r in enumerate(p.hand))
        out.update((f"research:deck.{i}", r) for i, r in enumerate(reversed(self.research_deck)))
        for deck in ("ordinary_deck", "complex_deck", "sorrow_pile", "manifest_deck", "latent_deck"):
            out.update((f"deck:{deck}:{i}", x) for i, x in enumerate(reversed(getattr(self, deck))))
        tiles = self.content.tiles
        for r, row in enumerate(self.market):
            for i, t in enumerate(row[0][:-1]):
                out[f"tile:era{tiles[t]['era']}:{r}.{i}"] = t
        out.update((f"tile:era1:box.{i}", t) for i, t in enumerate(self.box[:_unused_era1(self)]))
        return out

    def to_json(self) -> dict[str, Any]:
        """A versioned snapshot that :meth:`from_json` restores exactly (shares nothing with the state)."""
        data: dict[str, Any] = {"schema": SCHEMA, "variants": dict(self.variants),
                                "players": [p.to_json() for p in self.players], "rng": rng_to_json(self.rng),
                                "turn": copy_turn(self.turn), "stack": self.stack.to_json()}
        for name in TABLE_LISTS + TABLE_NESTED + TABLE_SCALARS:
            data[name] = getattr(self, name)
        return plain(data)

    @classmethod
    def from_json(cls, data: dict[str, Any], content: UmContent) -> UmState:
        """Restore a snapshot made by :meth:`to_json`."""
        if data.get("schema") != SCHEMA:
            raise ValueError(f"unknown Unconscious Mind snapshot schema {data.get('schema')!r}")
        s = cls.__new__(cls)
        s.content, s.variants = content, dict(data["variants"])
        s.rng = rng_from_json(data["rng"])
        s.players = [Player.from_json(p) for p in data["players"]]
        for name in TABLE_LISTS:
            setattr(s, name, copy_flat(data[name]))
        for name in TABLE_NESTED:
            setattr(s, name, copy_nested(data[name]))
        for name in TABLE_SCALARS:
            setattr(s, name, data[name])
        s.turn = copy_turn(data["turn"])
        s.stack = EffectStack.from_json(plain(data["stack"]))
        s.events = []
        s._legal, s._keys, s._dec = {}, {}, None
        s.prebuilt = None
        return s

    def score_sheet(self):
        """The live or final score sheet (UM-END-02, UM-TIE-01; solo UM-SOLO-04/05)."""
        from desktop_app.rules.unconscious_mind.scoring import state_sheet
        return state_sheet(self)


def _answers(q: Question) -> list[Action]:
    """The question's answers as actions (option values are scalars: the engine's ``scalar_answers``)."""
    return scalar_answers(q.player, q.kind, q.options)


def _free_action(player: int, free: dict[str, Any]) -> Action:
    """A free action (``{"free": kind, **params}``, scalar params) as an Action, made once (:data:`_ACTIONS`)."""
    items = tuple(free.items())
    key = ("free", player, items, tuple(map(type, free.values())))
    action = _ACTIONS.get(key)
    if action is None:
        params = dict(free)
        kind = params.pop("free")
        if len(_ACTIONS) > 50_000:
            _ACTIONS.clear()
        action = _ACTIONS[key] = Action.make(player, kind, **params)
    return action


def _unused_era1(state: UmState) -> int:
    """How many era I tiles went to the box unseen at setup (the box's first ones, UM-SET-03);
    0 from era II on, when no era I tile is in play any more (UM-PRE-05)."""
    if state.era != 1:
        return 0
    return len(state.content.era1) - state.content.rules.era1_tiles_by_players[len(state.players)]


def _resample_tiles(state: UmState, v: UmState, rng: random.Random) -> None:
    """Deal the unseen method tiles of ``state`` afresh into ``v``'s piles and box (see ``view``)."""
    content = state.content
    era = {t: content.tiles[t]["era"] for row in state.market for t in row[0]}
    unused = _unused_era1(state)
    pools: dict[int, list[str]] = {1: list(state.box[:unused]), 2: []}
    for t, e in era.items():
        pools.setdefault(e, []).append(t)
    for pool in pools.values():
        pool.sort()
        rng.shuffle(pool)
    tops: list[str | None] = []
    for row in state.market:  # the tops first: each a tile with the true top's back
        if not row[0]:
            tops.append(None)
            continue
        top = row[0][-1]
        pool = pools[era[top]]
        same = [i for i, t in enumerate(pool) if content.backs[t] == content.backs[top]]
        tops.append(pool.pop(same[rng.randrange(len(same))]))
    for row, new, top in zip(state.market, v.market, tops, strict=True):
        pile: list[str] = []
        for e in sorted(pools, reverse=True):  # era II under era I, as laid out (UM-SET-04)
            k = sum(1 for t in row[0][:-1] if era[t] == e)
            pile += pools[e][:k]
            del pools[e][:k]
        new[0] = pile + ([top] if top is not None else [])
    v.box = pools[1] + list(state.box[unused:])
