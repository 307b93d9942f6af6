"""``GutenbergState``: the engine contract (decisions, legal actions, check, apply, view, JSON).

Attributes are documented in ``model.py`` (players and table). Phases run
``character → draft → letters → (plan → reveal → action ×5 → complete) × 6 → final → over``.
Decisions come from the top frame of the deciding seat's ``stack``; during ``plan`` every
human who has not committed has a hidden ``plan`` decision at once (GUT-PLAN-01), whose
``options`` is ``None`` (a token allocation: ask ``legal_actions(seat)`` for ``plan_add`` /
``plan_remove`` / ``plan_commit`` and the free actions). Every other decision lists its options.
After editing a state by hand (tests, tools) call ``touch()`` to drop cached decisions.
"""

from __future__ import annotations

import random
from typing import Any

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.decision import Decision
from desktop_app.engine.event import Event
from desktop_app.engine.rng import rng_from_json, rng_to_json
from desktop_app.engine.state import GameState, private_rng
from desktop_app.engine.text import Text
from desktop_app.rules.gutenberg.content import Content
from desktop_app.rules.gutenberg.diagnose import diagnose
from desktop_app.rules.gutenberg.flow import FlowMixin
from desktop_app.rules.gutenberg.model import ACTIONS, TABLE_LISTS, TABLE_SCALARS, PlayerState, copy_frames
from desktop_app.rules.gutenberg.moves import FREE_KINDS, TURN_FRAMES, MovesMixin
from desktop_app.rules.gutenberg.rival import RivalMixin

SCHEMA = 1

_DECISIONS = {
    # frame kind: (decision kind, prompt, rule id, hidden)
    "character": ("choose_character", "Keep one character tile", "GUT-SET-15", True),
    "draft_printing": ("draft_printing", "Draft a printing card", "GUT-SET-16", False),
    "draft_design": ("draft_design", "Draft a design card for your order", "GUT-SET-16", False),
    "letter_choice": ("letter_choice", "Choose a letter ({n} left)", "GUT-LET-03", False),
    "ink_choice": ("ink_choice", "Choose an ink colour from the bag ({n} left)", "GUT-GAP-09", False),
    "specialty_any": ("specialty_any", "Choose a specialty to raise by {n}", "GUT-SPEC-05", False),
    "new_order": ("new_order", "Keep one printing card and one design card", "GUT-NEWO-03", True),
    "discard_order": ("discard_order", "Discard one of your earlier orders", "GUT-TAKE-02", False),
    "window": ("window", "Buy letters or claim gears, then pass", "GUT-FREE-02", False),
    "remount_extra": ("remount_extra", "Remount a second gear, or pass", "GUT-GAP-07", False),
    "complete": ("complete_order", "Complete your orders, then pass", "GUT-DONE-01", False),
}
_STEP_DECISIONS = (("take_order", "Take an order, or pass", "GUT-TAKE-01"),
                   ("gain_ink", "Take ink from one row, or pass", "GUT-INK-02"),
                   ("train", "Train a specialty, or pass", "GUT-TRAIN-01"),
                   ("improve", "Take or remount a gear, or pass", "GUT-WORK-01"),
                   ("patronage", "Claim a reward or a patron card, or pass", "GUT-PAT-01"))


class GutenbergState(FlowMixin, MovesMixin, RivalMixin, GameState):
    """A game of Gutenberg in progress (see ``model.py`` for the attributes)."""

    game_id = "gutenberg"
    SCHEMA_VERSION = SCHEMA
    ACTION_PARAMS = {
        "choose_character": {"tile": str}, "draft_printing": {"card": str}, "draft_design": {"card": str},
        "choose_letter": {"letter": str}, "choose_ink": {"colour": str}, "choose_specialty": {"type": str},
        "decline": {}, "pass": {}, "buy_letter": {"letter": str}, "claim_gear": {"slot": int},
        "plan_add": {"row": str}, "plan_remove": {"row": str}, "plan_commit": {},
        "take_order": {"printing": str, "design": str},
        "gain_ink": {"row": int, "count": int, "gear?": int},
        "train": {"card": str, "mode": str, "gear?": int, "type?": str},
        "take_gear": {"gear": str, "orient": int, "replace?": int}, "remount": {"slot": int, "orient": int},
        "reward": {"space": str}, "patron": {"card": str, "gear?": int}, "discard_order": {"printing": str},
        "buy_cards": {"decks": (str,)}, "order_extra": {"gear": int, "decks": (str,)},
        "keep": {"printing": str, "design": str}, "complete": {"printing": str, "colour": bool},
    }
    """Every action kind and its parameters (the engine refuses anything else before ``check``)."""
    CHECK_IS_EXACT = True
    """``check`` is membership in ``legal_actions`` (exact once the parameter types are screened)."""

    def __init__(self, content: Content, names: list[str], variants: dict[str, Any], rng: random.Random) -> None:
        self.content = content
        self.variants = dict(variants)
        self.rng = rng
        n_letters, n_colours = len(content.alphabet), len(content.colours)
        self.players = [PlayerState(i, name, n_letters, n_colours) for i, name in enumerate(names)]
        for name in TABLE_LISTS:
            setattr(self, name, [])
        self.round, self.first, self.phase, self.step, self.turn, self.active = 1, 0, "character", 0, -1, -1
        self.revealed, self.rival, self.rival_card = False, -1, None
        self._events: list[Event] | None = None
        self._legal: dict[int, list[Action]] = {}
        self._dec: list[Decision] | None = None

    # ---- contract --------------------------------------------------------------------------
    def touch(self) -> None:
        """Forget cached decisions and legal actions (call after editing a state by hand)."""
        self._legal = {}
        self._dec = None

    def legal_actions(self, player: int) -> list[Action]:
        """Everything ``player`` may do now (exactly what ``check`` accepts)."""
        found = self._legal.get(player)
        if found is None:
            if 0 <= player < len(self.players) and self.phase != "over" and \
                    (self.phase == "plan" or player == self.active):
                found = self._options(player)
            else:
                found = []
            self._legal[player] = found
        return found

    def rounds_played(self) -> int:
        """The current round (the last round once the game is over)."""
        return self.round

    def start_seat(self) -> int:
        """The round's first player."""
        return self.first

    def decisions(self) -> list[Decision]:
        """Open decisions: one per uncommitted planner during ``plan``, else the active seat's."""
        if self._dec is None:
            seats: list[int] = []
            if self.phase == "plan":
                seats = [s for s in range(len(self.players)) if not self.players[s].is_rival
                         and (self.players[s].stack or not self.players[s].committed)]
            elif self.phase != "over" and self.active >= 0 and self.players[self.active].stack:
                seats = [self.active]
            self._dec = [self._decision(s) for s in seats]
        return self._dec

    def _decision(self, seat: int) -> Decision:
        pl = self.players[seat]
        if not pl.stack:  # a token allocation: a parametric space enumerated by legal_actions
            return Decision(seat, "plan", Text("Plan your actions: {tokens} tokens, up to 6 per row",
                                               tokens=pl.tokens), None, "GUT-PLAN-05", True,
                            {"plan": pl.plan[:], "tokens": pl.tokens})
        options = tuple(self.legal_actions(seat))
        frame = pl.stack[-1]
        if frame[0] == "action":
            kind, prompt, rule = _STEP_DECISIONS[frame[1]]
            return Decision(seat, kind, Text(prompt), options, rule, False, {"step": frame[1], "action": ACTIONS[frame[1]]})
        kind, prompt, rule, hidden = _DECISIONS[frame[0]]
        n = frame[1] if len(frame) > 1 and isinstance(frame[1], int) else 0
        text = Text(prompt, n=n) if "{n}" in prompt else Text(prompt)
        return Decision(seat, kind, text, options, rule, hidden, {"frame": copy_frames([frame])[0]})

    def check(self, action: Action) -> IllegalAction | None:
        """None if ``action`` is legal now, else the reason with its rule ID."""
        if action in self.legal_actions(action.player):
            return None
        return diagnose(self, action)

    def _apply(self, action: Action) -> list[Event]:
        self._events = []
        seat = action.player
        getattr(self, "_do_" + action.kind)(seat, self.players[seat], action)
        self._legal = {}
        self._advance()  # leaves at most the deciding seat's fresh options in the cache
        self._dec = None
        events, self._events = self._events, None
        return events

    def _auto_skip(self, seat: int, frame: list) -> bool:
        """Skip a frame with nothing to choose: a window or turn whose only option is ``pass``, or a
        sub-choice whose only own option is ``decline`` (its free actions aside, GUT-FREE-02)."""
        options = self._legal[seat] = self._options(seat)
        if frame[0] not in TURN_FRAMES:
            options = [a for a in options if a.kind not in FREE_KINDS]
        if len(options) == 1 and options[0].kind in ("pass", "decline"):
            del self._legal[seat]
            name = self.players[seat].name
            if frame[0] == "action":
                self._emit("passed", Text("{player} cannot act and passes", player=name), seat,
                           rule_id="GUT-EXE-01", step=frame[1])
            elif frame[0] == "new_order":
                self._emit("order_lost", Text("{player} cannot form a pair: the new order is lost", player=name),
                           seat, rule_id="GUT-NEWO-04")
            return True
        return False

    # ---- copies and snapshots ----------------------------------------------------------------
    def clone(self, copy_rng: bool = True) -> GutenbergState:
        """A fast independent copy (no deepcopy); ``copy_rng=False`` leaves the RNG to the caller."""
        c = GutenbergState.__new__(GutenbergState)
        c.content, c.variants = self.content, self.variants
        if copy_rng:
            c.rng = random.Random.__new__(random.Random)
            c.rng.setstate(self.rng.getstate())
        c.players = [p.clone() for p in self.players]
        for name in TABLE_LISTS:
            setattr(c, name, getattr(self, name)[:])
        c.ink_rows = [r[:] for r in self.ink_rows]
        c.acting = [r[:] for r in self.acting]
        for name in TABLE_SCALARS:
            setattr(c, name, getattr(self, name))
        c._events, c._legal, c._dec = None, {}, None
        return c

    def to_json(self) -> dict[str, Any]:
        """A versioned snapshot that :meth:`from_json` restores exactly."""
        data: dict[str, Any] = {"schema": SCHEMA, "variants": dict(self.variants),
                                "players": [p.to_json() for p in self.players], "rng": rng_to_json(self.rng)}
        for name in TABLE_LISTS:
            value = getattr(self, name)
            data[name] = [v[:] if isinstance(v, list) else v for v in value]
        for name in TABLE_SCALARS:
            data[name] = getattr(self, name)
        return _plain(data)

    @classmethod
    def from_json(cls, data: dict[str, Any], content: Content) -> GutenbergState:
        """Restore a snapshot made by :meth:`to_json`."""
        if data.get("schema") != SCHEMA:
            raise ValueError(f"unknown Gutenberg snapshot schema {data.get('schema')!r}")
        s = cls.__new__(cls)
        s.content, s.variants = content, dict(data["variants"])
        s.rng = rng_from_json(data["rng"])
        s.players = [PlayerState.from_json(p) for p in data["players"]]
        for name in TABLE_LISTS:
            setattr(s, name, [v[:] if isinstance(v, list) else v for v in data[name]])
        for name in TABLE_SCALARS:
            setattr(s, name, data[name])
        s._events, s._legal, s._dec = None, {}, None
        return s

    def view(self, player: int, rng: random.Random | None = None) -> GutenbergState:
        """What ``player`` may know; hidden parts are resampled from ``rng``.

        Resampled: other players' unrevealed plans (each token to a random row, at most 6 per
        row), deck orders, the Rival's plan deck, other players' undecided character tiles and
        the cards of another player's new-order procedure; the view gets a fresh RNG. Every
        resample deals from a sorted pool of everything the viewer cannot tell apart (the
        character tiles of all undecided seats together with the unused ones), drawn from
        ``rng`` (the operating system's randomness when ``None``).
        """
        rng = private_rng(rng)
        v = self.clone(copy_rng=False)
        cap = self.content.rules.max_tokens_per_action
        for seat, pl in enumerate(v.players):
            if seat == player or pl.is_rival or self.revealed or self.phase != "plan":
                continue
            plan = [0] * 5
            for _ in range(pl.tokens):
                rows = [k for k in range(5) if plan[k] < cap]
                if not rows:
                    break
                plan[rng.choice(rows)] += 1
            pl.plan = plan
        for seat, pl in enumerate(v.players):
            if seat == player:
                continue
            for frame in pl.stack:
                if frame[0] == "new_order":
                    v.printing_deck.extend(frame[1])
                    v.design_deck.extend(frame[2])
        draw = rng.random
        for deck in (v.printing_deck, v.design_deck, v.specialty_deck, v.gear_deck, v.rival_deck):
            keys = [draw() for _ in deck]  # a random order of the sorted cards (random sort keys: fast)
            deck[:] = [card for _, card in sorted(zip(keys, sorted(deck), strict=True))]
        for seat, pl in enumerate(v.players):
            if seat == player:
                continue
            for frame in pl.stack:
                if frame[0] == "new_order":
                    frame[1] = [v.printing_deck.pop() for _ in frame[1] if v.printing_deck]
                    frame[2] = [v.design_deck.pop() for _ in frame[2] if v.design_deck]
        undecided = [pl for seat, pl in enumerate(v.players)
                     if seat != player and pl.character is None and pl.character_choices]
        if undecided:  # one deal for all of them: a seat's resample never excludes another's tiles
            pool = sorted(v.char_box + [t for pl in undecided for t in pl.character_choices])
            rng.shuffle(pool)
            for pl in undecided:
                pl.character_choices, pool = pool[:len(pl.character_choices)], pool[len(pl.character_choices):]
            v.char_box = sorted(pool)
        v.rng = random.Random(rng.getrandbits(64))
        return v

    HIDDEN_CHOICES = frozenset({"plan"})

    def hidden_values(self, player: int) -> dict[str, Any]:
        """Others' unrevealed plans (``plan:seat:row`` -> tokens; chosen), each deck's order with
        the cards another player drew from it for a new order (``deck:name:i`` from the top,
        ``deck:name:o<seat>.<i>``) and the character tiles of undecided seats together with the
        unused ones (``character:<seat>.<i>``, ``character:box.<i>``)."""
        out: dict[str, Any] = {}
        if self.phase == "plan" and not self.revealed:
            for seat, pl in enumerate(self.players):
                if seat != player and not pl.is_rival:
                    out.update((f"plan:{seat}:{ACTIONS[k]}", n) for k, n in enumerate(pl.plan))
        for name in ("printing_deck", "design_deck", "specialty_deck", "gear_deck", "rival_deck"):
            deck = getattr(self, name)
            out.update((f"deck:{name}:{i}", card) for i, card in enumerate(reversed(deck)))
        undecided = False
        for seat, pl in enumerate(self.players):
            if seat == player:
                continue
            for frame in pl.stack:
                if frame[0] == "new_order":
                    out.update((f"deck:printing_deck:o{seat}.{i}", c) for i, c in enumerate(frame[1]))
                    out.update((f"deck:design_deck:o{seat}.{i}", c) for i, c in enumerate(frame[2]))
            if pl.character is None and pl.character_choices:
                undecided = True
                out.update((f"character:{seat}.{i}", t) for i, t in enumerate(pl.character_choices))
        if undecided:  # the box is kept sorted: its slots are listed in an order that says nothing
            box = list(self.char_box)
            random.Random(repr(self.rng.getstate())).shuffle(box)
            out.update((f"character:box.{i}", t) for i, t in enumerate(box))
        return out

    def score_sheet(self):
        """The live or final score sheet (GUT-END-*)."""
        from desktop_app.rules.gutenberg.scoring import state_sheet
        return state_sheet(self)


def _plain(value: Any) -> Any:
    """JSON-able copy with dict keys as strings and tuples as lists."""
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, list | tuple):
        return [_plain(v) for v in value]
    return value
