"""The Fit To Print game state: decisions, legal actions, checks and effects of every command.

Decision kinds: the table (player -1) has ``start_day`` (options: one action) before each day
and ``advance`` (``advance ms=N``) while the clock runs (FTP-RT-01); a player has
``pick_character``, ``gather`` (FTP-GAT-*), ``layout`` (FTP-LAY-*, FTP-PRT-*) or ``draft``
(FTP-DRF-04). A computer seat has no decision while it is busy (``busy_until`` > ``clock_ms``):
its pace (FTP-RT-04) is modelled here on the game clock, so replays are exact.
See ``model.py`` for the attribute names the scene reads.
"""

from __future__ import annotations

import random
from typing import Any

from desktop_app.engine.action import TABLE, Action, IllegalAction
from desktop_app.engine.decision import Decision
from desktop_app.engine.event import Event
from desktop_app.engine.state import GameState, private_rng
from desktop_app.engine.text import Text
from desktop_app.rules.fit_to_print import day as day_flow
from desktop_app.rules.fit_to_print import gathering, layout
from desktop_app.rules.fit_to_print.model import FtpData

_ACTS: dict[tuple, Action] = {}
GATHER = frozenset(("take", "keep", "return", "take_back", "call_layout"))
LAYOUT = frozenset(("pick", "place", "to_desk", "flip", "move_focus", "print"))
MAX_TICK_MS = 1000


def act(seat: int, kind: str, tile: int | None = None, at: str | None = None) -> Action:
    """A cached action (legal-action lists reuse the same objects).

    The caches are shared by every game of the process, so only exact ints and texts are
    cached: ``tile=False`` equals ``tile=0`` as a key and must never be stored under it.
    """
    key = (seat, kind, tile, at)
    a = _ACTS.get(key)
    if a is None:
        params: dict[str, Any] = {}
        if tile is not None:
            params["tile"] = tile
        if at is not None:
            params["at"] = at
        a = Action.make(seat, kind, **params)
        if _exact(seat, tile, at):
            _ACTS[key] = a
    return a


def _exact(seat: Any, tile: Any, at: Any) -> bool:
    """True for cacheable values: an int seat, an int (or no) tile, a text (or no) cell."""
    return type(seat) is int and (tile is None or type(tile) is int) and (at is None or type(at) is str)


_TILE_ACTS: dict[tuple[int, str, int], list[Action]] = {}
_PACE: dict[int, tuple[object, dict[str, int]]] = {}
_DECISIONS: dict[tuple[int, str], Decision] = {}
_PROMPTS = {
    "gather": ("Take a tile, keep or return it, or call Layout!", "FTP-GAT-02"),
    "layout": ("Lay out your page, then call Print!", "FTP-LAY-01"),
    "advance": ("The clock runs", "FTP-RT-01"),
}


def _play_decision(seat: int, kind: str) -> Decision:
    """The (immutable, cached) real-time decision of a seat or of the table."""
    got = _DECISIONS.get((seat, kind))
    if got is None:
        prompt, rule = _PROMPTS[kind]
        got = _DECISIONS[(seat, kind)] = Decision(seat, kind, Text(prompt), None, rule)
    return got


def _pace_table(prof) -> dict[str, int]:
    """Milliseconds a computer editor spends on each command (FTP-RT-04)."""
    got = _PACE.get(id(prof))
    if got is None or got[0] is not prof:
        table = {"take": prof.reach_ms, "keep": prof.decide_ms, "return": prof.decide_ms,
                 "take_back": prof.decide_ms, "call_layout": prof.decide_ms, "pick": prof.place_ms // 2,
                 "place": prof.place_ms // 2, "to_desk": prof.decide_ms // 2, "flip": prof.decide_ms // 2,
                 "move_focus": prof.decide_ms // 2}
        got = _PACE[id(prof)] = (prof, table)
    return got[1]
_PLACE_ACTS: dict[tuple[int, int], dict[tuple[int, int], Action]] = {}


def tile_acts(seat: int, kind: str, tiles: int) -> list[Action]:
    """``[Action(seat, kind, tile=uid) for every uid]`` (cached: legal-action lists index it)."""
    key = (seat, kind, tiles)
    got = _TILE_ACTS.get(key)
    if got is None:
        got = [act(seat, kind, u) for u in range(tiles)]
        if _exact(seat, tiles, kind):
            _TILE_ACTS[key] = got
    return got


def place_acts(seat: int, uid: int) -> dict[tuple[int, int], Action]:
    """``{at: place action}`` for one tile of one seat (filled on demand, cached)."""
    got = _PLACE_ACTS.get((seat, uid))
    if got is None:
        got = {}
        if _exact(seat, uid, None):
            _PLACE_ACTS[(seat, uid)] = got
    return got


class FtpState(FtpData, GameState):
    """A Fit To Print game in progress."""

    ACTION_PARAMS = {
        **{kind: {"tile": int} for kind in ("take", "keep", "return", "take_back", "pick", "to_desk", "flip")},
        "place": {"tile": int, "at": str}, "move_focus": {"at": str}, "call_layout": {}, "print": {},
        "draft": {"focus": str}, "pick_character": {"character": str}, "start_day": {}, "advance": {"ms": int},
    }
    """Every command and its parameters (the engine refuses anything else before ``check``)."""
    CHECK_IS_EXACT = True
    """``check`` refuses everything ``legal_actions`` does not offer (canonical cells, one held tile)."""

    # ---- geometry and bookkeeping helpers used by the rule modules --------------------------
    def remove_from_pool(self, uid: int) -> None:
        """Take a tile out of the pool."""
        self.pool.remove(uid)
        self.pool_pos.pop(uid, None)

    def return_to_pool(self, uid: int) -> None:
        """A tile goes back to the pool face up at a free scatter spot (FTP-GAT-04, FTP-RT-03)."""
        self.pool.append(uid)
        self.face_up[uid] = True
        self.pool_pos[uid] = (self.pool_rng.random(), self.pool_rng.random())

    def shuffle_pool(self) -> None:
        """FTP-SET-07: the pool stream shuffles the pool order and the scatter positions.

        Every pool tile is turned face down and mixed, so their ids are dealt afresh
        (:meth:`relabel`): a tile seen face up yesterday cannot be followed by its id.
        """
        self.pool.sort()
        self.pool_rng.shuffle(self.pool)
        self.pool_pos = {u: (self.pool_rng.random(), self.pool_rng.random()) for u in self.pool}
        for u in self.pool:
            self.face_up[u] = False
        self.relabel(self.pool)

    def relabel(self, uids: list[int]) -> None:
        """Deal the kinds of the face-down tiles ``uids`` among their ids afresh (setup stream).

        Ids of hidden tiles must not reveal them: without this, id 17 would be the same kind in
        every game. The setup stream (``rng``) is never shown in a view.
        """
        uids = sorted(uids)
        dealt = [self.kinds[u] for u in uids]
        self.rng.shuffle(dealt)
        types = self.content.tile_types
        for u, k in zip(uids, dealt, strict=True):
            self.kinds[u] = k
            self._tdefs[u] = types[k]

    def area_placements(self, cells) -> list[tuple[tuple[int, int], int]]:
        """``[(at, mask)]`` of a footprint wholly inside today's area."""
        grid = self.day.grid
        key = (grid.columns, grid.rows, self.day.area.mask, cells)  # values, not content ids: packs differ
        got = _PLACE_CACHE.get(key)
        if got is None:
            area = self.day.area.mask
            got = [(at, m) for at, m in grid.placements(cells).items() if not m & ~area]
            _PLACE_CACHE[key] = got
        return got

    def put(self, seat: int, uid: int, at: tuple[int, int]) -> None:
        """Place a tile on a page (already checked)."""
        p = self.players[seat]
        m = self.day.grid.placements(self.tile(uid).footprint.cells)[at]
        p.page[uid], p.masks[uid] = at, m
        p.occ |= m

    def lift(self, seat: int, uid: int) -> None:
        """Take a tile off a page."""
        p = self.players[seat]
        del p.page[uid]
        p.occ &= ~p.masks.pop(uid)

    def cancel_hand(self, seat: int, uid: int) -> list[Event]:
        """FTP-TIM-03: a taken tile returns to the pool face up; a dragged one to where it was."""
        p = self.players[seat]
        p.hand.remove(uid)
        origin = p.hand_from.pop(uid, None)
        if p.phase == "gathering":
            self.return_to_pool(uid)
            return [Event("tile_returned", Text("{tile} goes back to the pool face up", tile=self.tile_name(uid)),
                          seat, reveals=True, rule_id="FTP-TIM-03", data={"tile": uid})]
        m = self.day.grid.placements(self.tile(uid).footprint.cells).get(origin) if origin else None
        if m is not None and not m & p.occ:
            self.put(seat, uid, origin)
        else:
            p.desk.append(uid)
        return [Event("drag_cancelled", Text("The drag of {tile} is cancelled", tile=self.tile_name(uid)),
                      seat, rule_id="FTP-TIM-03", data={"tile": uid})]

    def focus_positions(self, seat: int) -> list[tuple[int, int]]:
        """Where ``seat``'s focus tile may lie (covering every star, inside the area)."""
        p = self.players[seat]
        return self.content.focus_positions(self.day, p.focus[0]) if p.focus else []

    def focus_moves(self, seat: int) -> list[tuple[int, int]]:
        """Legal ``move_focus`` targets: star-covering positions that overlap no tile."""
        p = self.players[seat]
        if not p.focus:
            return []
        grid, fp = self.day.grid, self.content.focus(p.focus[0]).footprint
        rest = p.occ & ~p.focus_mask
        return [at for at in self.focus_positions(seat)
                if at != p.focus_at and not grid.placements(fp.cells)[at] & rest]

    def focus_refusal(self, seat: int, at: tuple[int, int]) -> IllegalAction | None:
        """Why the focus tile may not move to ``at`` (FTP-LAY-04), or None."""
        if at not in self.focus_positions(seat):
            return IllegalAction("FTP-LAY-04", "The focus tile must cover every star inside the area")
        if at == self.players[seat].focus_at:
            return IllegalAction("FTP-LAY-04", "The focus tile is already there")
        if at not in self.focus_moves(seat):
            return IllegalAction("FTP-LAY-02", "Tiles may not overlap")
        return None

    def set_focus(self, seat: int, at: tuple[int, int]) -> None:
        """Put ``seat``'s focus tile at ``at``."""
        p = self.players[seat]
        fp = self.content.focus(p.focus[0]).footprint
        p.occ &= ~p.focus_mask
        p.focus_at, p.focus_mask = at, self.day.grid.placements(fp.cells)[at]
        p.occ |= p.focus_mask

    def place_focus_leftmost(self) -> None:
        """FTP-SET-03, FTP-DRF-05: each focus tile starts at its left-most legal position."""
        for seat, p in enumerate(self.players):
            if p.focus:
                spots = sorted(self.focus_positions(seat))
                p.focus_mask = 0
                self.set_focus(seat, spots[0])

    def take_token(self, seat: int, timed_out: bool = False) -> list[Event]:
        """FTP-PRT-02: the lowest finish token still available."""
        token = self.tokens_left.pop(0)
        self.players[seat].token = token
        key = "{player} times out and takes finish token {token}" if timed_out else \
            "{player} takes finish token {token}"
        return [Event("finish_token", Text(key, player=self.names[seat], token=token), seat,
                      rule_id="FTP-TIM-02" if timed_out else "FTP-PRT-02", data={"token": token})]

    def effects_for(self, seat: int) -> list:
        """``(source, Effect)`` pairs in force for ``seat`` today."""
        out = [("breaking", e) for e in self.day_effects()]
        return out + [("ability", e) for e in self.ability_effects(seat)]

    def day_effects(self) -> list:
        """Effects of today's breaking-news cards."""
        return [e for c in self.breaking_active for e in self.content.breaking[c].effects]

    def ability_effects(self, seat: int) -> list:
        """Effects of ``seat``'s character (FTP-ADV-01)."""
        ch = self.players[seat].character
        return list(self.content.characters[ch].effects) if ch else []

    def layout_turn(self, seat: int) -> bool:
        """Turn-based layout: True if ``seat`` is the one laying out now (FTP-TB-05)."""
        return bool(self.layout_queue) and self.layout_queue[0] == seat

    # ---- decisions ---------------------------------------------------------------------------
    def _active(self, seat: int) -> bool:
        p = self.players[seat]
        if p.phase == "printed":
            return False
        if self.settings.turn_based:
            if p.phase == "gathering":
                return self.turn == seat
            return self.layout_turn(seat)
        return not (self.is_computer(seat) and p.busy_until > self.clock_ms)

    def _clock_runs(self) -> bool:
        if self.stage != "play" or self.settings.is_puzzle:
            return False
        if self.settings.turn_based:
            if self.layout_queue:
                return not self.is_computer(self.layout_queue[0])
            return self.turn_deadline_ms is not None and not self.is_computer(self.turn)
        return True

    def rounds_played(self) -> int:
        """The days played so far, the current one included (a day is Fit To Print's round)."""
        return self.day_index + 1

    def start_seat(self) -> int:
        """The seat that takes the first turn of the day (turn-based play)."""
        return self.first_player

    def decisions(self) -> list[Decision]:
        """The open decisions (several at once in real time)."""
        st = self.stage
        if st == "over":
            return []
        if st == "ready":
            day = self.day.name
            return [Decision(TABLE, "start_day", Text("Start {day}", day=day), (act(TABLE, "start_day"),),
                             "FTP-DAY-05")]
        if st == "pick_character":
            seat = self.pick_queue[0]
            return [Decision(seat, "pick_character", Text("Choose your character"),
                             tuple(self.legal_actions(seat)), "FTP-ADV-01")]
        if st == "draft":
            return [Decision(self.drafter, "draft", Text("Choose tomorrow's focus news"),
                             tuple(self.legal_actions(self.drafter)), "FTP-DRF-04")]
        out = []
        for seat in range(self.n):
            if self._active(seat):
                out.append(_play_decision(seat, "gather" if self.players[seat].phase == "gathering" else "layout"))
        if self._clock_runs():
            out.append(_play_decision(TABLE, "advance"))
        return out

    def _tick_ms(self) -> int:
        stops = [self.clock_ms + MAX_TICK_MS]
        for d in (self.deadline_ms, self.turn_deadline_ms):
            if d is not None:
                stops.append(d)
        for seat, p in enumerate(self.players):
            if self.is_computer(seat) and p.phase != "printed" and p.busy_until > self.clock_ms:
                stops.append(p.busy_until)
        return max(1, min(stops) - self.clock_ms)

    def legal_actions(self, player: int) -> list[Action]:
        """Everything ``player`` may do now."""
        st = self.stage
        if player == TABLE:
            if st == "ready":
                return [act(TABLE, "start_day")]
            if self._clock_runs():
                return [Action.make(TABLE, "advance", ms=self._tick_ms())]
            return []
        if st == "pick_character":
            if self.pick_queue[0] != player:
                return []
            taken = {p.character for p in self.players}
            return [Action.make(player, "pick_character", character=c)
                    for c in sorted(self.content.characters) if c not in taken]
        if st == "draft":
            if player != self.drafter:
                return []
            return [Action.make(player, "draft", focus=f) for f, _ in self.draft_offer]
        if st != "play" or not self._active(player):
            return []
        p = self.players[player]
        if p.phase == "gathering":
            out = gathering.legal(self, player, act, tile_acts)
            if not p.hand and not self.settings.turn_based:
                out.append(act(player, "print"))
            return out
        return layout.legal(self, player, act, tile_acts, place_acts)

    def check(self, action: Action) -> IllegalAction | None:
        """``None`` if ``action`` is legal now, else the refusal with its rule ID."""
        seat, kind, st = action.player, action.kind, self.stage
        if seat == TABLE:
            if kind == "start_day" and st == "ready":
                return None
            if kind == "advance" and self._clock_runs():
                ms = action.get("ms")
                ok = isinstance(ms, int) and not isinstance(ms, bool) and ms > 0
                return None if ok else IllegalAction("FTP-RT-01", "The clock only moves forward")
            return IllegalAction("FTP-RT-01", "The table cannot do that now")
        if not 0 <= seat < self.n:
            return IllegalAction("FTP-COM-01", "No such player")
        if st == "pick_character":
            ok = kind == "pick_character" and self.pick_queue[0] == seat and action in self.legal_actions(seat)
            return None if ok else IllegalAction("FTP-ADV-01", "Characters are picked in seat order")
        if st == "draft":
            ok = kind == "draft" and seat == self.drafter and action in self.legal_actions(seat)
            return None if ok else IllegalAction("FTP-DRF-04", "The lowest finish token picks first")
        if st != "play":
            return IllegalAction("FTP-DAY-05", "The day has not started")
        p = self.players[seat]
        if p.phase == "printed":
            return IllegalAction("FTP-PRT-03", "You have printed and may not touch your page")
        if self.is_computer(seat) and p.busy_until > self.clock_ms and not self.settings.turn_based:
            return IllegalAction("FTP-RT-04", "This editor is still busy")
        if kind in GATHER:
            return gathering.check(self, action)
        if kind == "print" and p.phase == "gathering":
            if self.settings.turn_based:
                return IllegalAction("FTP-TB-02", "Call Layout! on your turn instead")
            return IllegalAction("FTP-GAT-03", "Keep or return the tile in your hand first") if p.hand else None
        if kind in LAYOUT:
            return layout.check(self, action)
        return IllegalAction("FTP-RT-02", "Unknown command {kind}", kind=kind)

    # ---- applying ------------------------------------------------------------------------
    def _apply(self, action: Action) -> list[Event]:
        seat, kind = action.player, action.kind
        if seat == TABLE:
            if kind == "start_day":
                return day_flow.start_day(self)
            return self._advance(action["ms"])
        if kind == "pick_character":
            self.players[seat].character = action["character"]
            self.pick_queue.pop(0)
            if not self.pick_queue:
                self.stage = "ready"
            return [Event("character_picked", Text("{player} becomes {character}", player=self.names[seat],
                                                   character=self.content.characters[action["character"]]
                                                   .name.model_dump()), seat, rule_id="FTP-ADV-01")]
        if kind == "draft":
            return day_flow.apply_draft(self, seat, action["focus"])
        self._pace(seat, kind)
        if kind in GATHER:
            events = gathering.apply(self, action)
            if self.settings.turn_based:
                events += self._next_turn(seat, kind)
            return events
        if kind == "print":
            return self._print(seat)
        return layout.apply(self, action)

    def _pace(self, seat: int, kind: str) -> None:
        """FTP-RT-04: a computer seat is busy for its profile's time (jitter from its stream)."""
        if not self.is_computer(seat) or self.settings.turn_based or self.settings.is_puzzle:
            return
        prof = self.content.profiles.get(self.seats[seat]) or self.content.profiles["normal"]
        base = _pace_table(prof).get(kind, 0)
        if base:
            u = self.ai_jitter(seat)
            self.players[seat].busy_until = self.clock_ms + int(base * (1 + prof.jitter * (2 * u - 1)))

    def _print(self, seat: int) -> list[Event]:
        p = self.players[seat]
        events = []
        if p.phase == "gathering":  # FTP-PRT-01 (D): Layout! and Print! at once
            p.layout_at = self.clock_ms
        p.phase = "printed"
        events.append(Event("printed", Text("{player} calls Print!", player=self.names[seat]), seat,
                            rule_id="FTP-PRT-01"))
        if p.token is None:
            events += self.take_token(seat)
        if self.settings.turn_based and self.layout_turn(seat):
            events += self._next_layout()
        if all(q.phase == "printed" for q in self.players):
            events += day_flow.end_round(self)
        return events

    def _next_turn(self, seat: int, kind: str) -> list[Event]:
        """FTP-TB-01..03: after a take the same player decides; then the turn passes."""
        if kind == "take":
            return []
        gatherers = [i for i, q in enumerate(self.players) if q.phase == "gathering"]
        if not gatherers:
            return self._start_tb_layout()
        nxt = next((seat + k) % self.n for k in range(1, self.n + 1) if (seat + k) % self.n in gatherers)
        self.turn = nxt
        if self.turn_deadline_ms is not None:
            self.turn_deadline_ms = self.clock_ms + self.content.rules.turn_timer_s * 1000
        return []

    def _start_tb_layout(self) -> list[Event]:
        self.turn, self.turn_deadline_ms = None, None
        self.layout_queue = sorted(range(self.n), key=lambda i: self.players[i].token)
        return self._begin_layout_turn()

    def _begin_layout_turn(self) -> list[Event]:
        seat = self.layout_queue[0]
        timer = None if self.is_computer(seat) else day_flow.day_timer_ms(self)  # FTP-TB-05, FTP-TIM-04
        self.deadline_ms = None if timer is None else self.clock_ms + timer
        return [Event("layout_turn", Text("{player} lays out the page", player=self.names[seat]), seat,
                      rule_id="FTP-TB-05", data={"deadline_ms": self.deadline_ms})]

    def _next_layout(self) -> list[Event]:
        self.layout_queue.pop(0)
        self.deadline_ms = None
        return self._begin_layout_turn() if self.layout_queue else []

    def _advance(self, ms: int) -> list[Event]:
        """FTP-RT-01: move the game clock; the round timer or turn timer may run out."""
        self.clock_ms += ms
        events: list[Event] = []
        if self.turn_deadline_ms is not None and self.clock_ms >= self.turn_deadline_ms:  # FTP-TB-04
            seat = self.turn
            for uid in list(self.players[seat].hand):
                events += self.cancel_hand(seat, uid)
            events.append(Event("turn_passed", Text("{player}'s turn timer runs out", player=self.names[seat]),
                                 seat, rule_id="FTP-TB-04"))
            events += self._next_turn(seat, "pass")
        if self.deadline_ms is not None and self.clock_ms >= self.deadline_ms and self.stage == "play":
            if self.settings.turn_based:
                seat = self.layout_queue[0]
                for uid in list(self.players[seat].hand):
                    events += self.cancel_hand(seat, uid)
                events += [Event("time_out", Text("Time is up: every page freezes"), seat, rule_id="FTP-TIM-01")]
                events += self._print(seat)
            else:
                events += day_flow.time_out(self)
                events += day_flow.end_round(self)
        return events

    # ---- views, copies, JSON ---------------------------------------------------------------
    def clone(self) -> FtpState:
        """A fast independent copy."""
        s = FtpState.__new__(FtpState)
        self._copy_into(s)
        return s

    def view(self, player: int, rng: random.Random | None = None) -> FtpState:
        """What ``player`` may know (FTP-GAT-09: desks and pages are public).

        Face-down pool tiles and others' undecided hands get kinds dealt afresh among tiles of
        the same footprint; the focus stack (with its sides) and the breaking-news decks are
        dealt afresh from sorted copies; the RNG streams and the seed are replaced. Everything
        is drawn from ``rng`` (the operating system's randomness when ``None``), never from the
        true order, and tile ids say nothing (:meth:`relabel`).
        """
        rng = private_rng(rng)
        v = self.clone()
        hidden = [u for u in self.pool if not self.face_up[u]]
        for seat, p in enumerate(self.players):
            if seat != player and p.phase == "gathering":
                hidden += [u for u in p.hand if not self.face_up[u]]
        groups: dict[str, list[int]] = {}
        tdefs, types = self._tdefs, self.content.tile_types
        for u in sorted(hidden):
            groups.setdefault(tdefs[u].footprint.id, []).append(u)
        draw = rng.random
        for uids in groups.values():
            got = [self.kinds[u] for u in uids]
            if len(set(got)) < 2:
                continue  # every hidden tile of this shape is the same type: nothing to hide
            for u, k in zip(uids, _dealt(sorted(got), draw), strict=True):
                v.kinds[u] = k
                v._tdefs[u] = types[k]
        v.focus_stack = [(f, "b" if draw() < 0.5 else "a") for f in _dealt(sorted(f for f, _ in self.focus_stack), draw)]
        v.breaking_decks = {day: _dealt(sorted(deck), draw) for day, deck in self.breaking_decks.items()}
        v.rng.seed(rng.getrandbits(64))
        v.pool_rng.seed(rng.getrandbits(64))
        v.ai_seeds = [rng.getrandbits(64) for _ in self.ai_seeds]
        v.seed = None
        return v

    def hidden_values(self, player: int) -> dict[str, Any]:
        """Face-down pool tiles and others' undecided hands (``tile:footprint:uid`` -> kind: the
        shape shows, so tiles of one shape are dealt among each other), the focus stack
        (``focus:i`` -> ``(id, side)``) and the breaking-news decks (``breaking:day:i`` -> card)."""
        hidden = [u for u in self.pool if not self.face_up[u]]
        for seat, p in enumerate(self.players):
            if seat != player and p.phase == "gathering":
                hidden += [u for u in p.hand if not self.face_up[u]]
        out: dict[str, Any] = {f"tile:{self._tdefs[u].footprint.id}:{u}": self.kinds[u] for u in hidden}
        out.update((f"focus:{i}", f) for i, f in enumerate(self.focus_stack))
        for day, deck in self.breaking_decks.items():
            out.update((f"breaking:{day}:{i}", c) for i, c in enumerate(deck))
        return out

    def score_sheet(self):
        """The live or final score sheet (FTP-SCO-09, FTP-END-*, FTP-TIE-*)."""
        from desktop_app.rules.fit_to_print.endgame import game_sheet
        return game_sheet(self)

    def to_json(self) -> dict[str, Any]:
        """A versioned JSON snapshot."""
        return self._data_json()

    @classmethod
    def from_json(cls, data: dict[str, Any], content: Any) -> FtpState:
        """Restore a snapshot."""
        s = cls.__new__(cls)
        s._load_json(data, content)
        return s


def _dealt(items: list, draw) -> list:
    """``items`` (sorted: their order says nothing) in a random order, by random sort keys (fast)."""
    keys = [draw() for _ in items]
    return [item for _, item in sorted(zip(keys, items, strict=True))]


_PLACE_CACHE: dict[tuple, list] = {}
