"""The Fit To Print state's data: players, pool, clock, days (attribute names are stable API).

The Qt scene reads these attributes from ``controller.view_state()``:

``FtpState``
  - ``content`` (:class:`~content.FtpContent`), ``settings`` (:class:`~options.Settings`),
    ``seats`` (list of seat kinds), ``n`` (players).
  - ``stage``: ``"pick_character"`` | ``"ready"`` (the table's ``start_day``) | ``"play"`` |
    ``"draft"`` | ``"over"``. ``day_index`` (0 Fri, 1 Sat, 2 Sun) and ``day`` (a ``DayDef``:
    ``day.grid`` columns/rows/fold_after_row, ``day.area.mask`` / ``stars`` / ``border``).
  - ``clock_ms`` (game clock, FTP-RT-01), ``deadline_ms`` (round timer end or ``None`` when
    untimed), ``day_start_ms``; ``time_left_ms()``.
  - ``kinds[uid]``: the tile type id of each physical tile (``tile(uid)`` gives its ``TileDef``:
    ``type``, ``footprint.cells``, ``category``, ``mood``, ``points``, ``mood_icons``, ``income``,
    ``photo_categories``, ``photo_moods``, ``name``). In a view, face-down identities are resampled.
  - ``face_up[uid]``: bool for every tile (pool face, desk face, page face).
  - ``pool``: uids in pool order; ``pool_pos[uid]``: ``(x, y)`` in [0, 1) for a loose scatter.
  - ``players[i]`` (:class:`PlayerState`), ``tokens_left`` (finish tokens still available).
  - ``breaking_active``: card ids in force today; ``draft_offer``: ``[(focus_id, side)]``;
    ``drafter``: the seat picking now; ``turn``: the seat whose turn it is (turn-based gathering);
    ``layout_queue``: seats still to lay out (turn-based layout, token order).
  - ``results[day][seat]``: the scored day (:class:`~scoring.DayScore` as a dict).

``PlayerState``
  - ``phase``: ``"gathering"`` | ``"layout"`` | ``"printed"``; ``token`` (finish token or None);
    ``layout_at`` (clock when "Layout!" was called); ``busy_until`` (computer pace).
  - ``hand``: uids held (gathering: taken, undecided; layout: the tile being dragged);
    ``hand_from[uid]``: ``None`` (from the desk) or ``(col, row)`` it was picked from the page.
  - ``desk``: uids on the desk; ``page``: ``{uid: (col, row)}`` (the ``at`` cell); ``masks``:
    ``{uid: cell mask}``; ``occ``: mask of all covered cells including the focus tile.
  - ``focus``: ``(focus_id, side)`` or None; ``focus_at``: ``(col, row)``; ``focus_mask``.
  - ``character``: id or None; ``take_backs``: used today.

Helpers for the scene (all on the state or its view):
  - ``state.tile(uid)``, ``state.tile_name(uid)``, ``state.tile_cells(uid, at)``,
    ``state.time_left_ms()``, ``state.focus_positions(seat)`` / ``focus_moves(seat)``,
    ``state.area_placements(footprint.cells)`` -> ``[(at, mask)]`` inside today's area,
    ``state.day.grid.cells_of(mask)`` -> ``[(col, row)]``, ``state.content.focus(id)``
    (``name``, ``sides[side]`` conditions), ``state.content.categories[id].colour``.
  - ``preview.preview_score(state, seat)``: the live day score of the page as it stands
    (``total``, ``terms``, ``income``, ``largest_empty``, ``check_log``, ``grid``);
    ``preview.conflicts(state, seat)``: the assistant's highlights ``[(uid, uid, type)]``
    (FTP-LAY-12; show them when ``state.settings.assistant``).
  - Commands (``Action.make(seat, kind, ...)``): ``take/keep/return/take_back tile=``,
    ``call_layout``, ``pick tile=`` (start a drag: desk or page -> hand), ``place tile= at="C3"``
    (drop the held tile), ``to_desk tile=``, ``flip tile=`` (desk, held or page tile),
    ``move_focus at=``, ``print``, ``draft focus=``, ``pick_character character=``; the table:
    ``start_day``, ``advance ms=``.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from desktop_app.engine.rng import rng_from_json, rng_to_json
from desktop_app.rules.fit_to_print.content import DayDef, FtpContent, TileDef
from desktop_app.rules.fit_to_print.geometry import cell_name
from desktop_app.rules.fit_to_print.options import Settings, settings_from_json

SCHEMA = 2
"""Snapshot schema: 2 since the face-down tiles' ids are dealt afresh every game (``relabel``);
a game saved with schema 1 replays to other tiles and cannot be continued."""


class PlayerState:
    """One editor's hand, desk, page and progress (see the module docstring)."""

    __slots__ = ("phase", "token", "layout_at", "busy_until", "hand", "hand_from", "desk", "page",
                 "masks", "occ", "focus", "focus_at", "focus_mask", "character", "take_backs")

    def __init__(self) -> None:
        self.phase = "gathering"
        self.token: int | None = None
        self.layout_at: int | None = None
        self.busy_until = 0
        self.hand: list[int] = []
        self.hand_from: dict[int, tuple[int, int] | None] = {}
        self.desk: list[int] = []
        self.page: dict[int, tuple[int, int]] = {}
        self.masks: dict[int, int] = {}
        self.occ = 0
        self.focus: tuple[str, str] | None = None
        self.focus_at: tuple[int, int] | None = None
        self.focus_mask = 0
        self.character: str | None = None
        self.take_backs = 0

    def clone(self) -> PlayerState:
        """A fast independent copy."""
        p = PlayerState.__new__(PlayerState)
        p.phase, p.token, p.layout_at, p.busy_until = self.phase, self.token, self.layout_at, self.busy_until
        p.hand, p.hand_from, p.desk = list(self.hand), dict(self.hand_from), list(self.desk)
        p.page, p.masks, p.occ = dict(self.page), dict(self.masks), self.occ
        p.focus, p.focus_at, p.focus_mask = self.focus, self.focus_at, self.focus_mask
        p.character, p.take_backs = self.character, self.take_backs
        return p

    def to_json(self) -> dict[str, Any]:
        """JSON form."""
        return {
            "phase": self.phase, "token": self.token, "layout_at": self.layout_at,
            "busy_until": self.busy_until, "hand": list(self.hand),
            "hand_from": [[u, list(v) if v else None] for u, v in self.hand_from.items()],
            "desk": list(self.desk), "page": [[u, x, y] for u, (x, y) in self.page.items()],
            "focus": list(self.focus) if self.focus else None,
            "focus_at": list(self.focus_at) if self.focus_at else None,
            "character": self.character, "take_backs": self.take_backs,
        }

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerState:
        """Inverse of :meth:`to_json` (masks are recomputed by the state)."""
        p = cls()
        p.phase, p.token, p.layout_at = data["phase"], data["token"], data["layout_at"]
        p.busy_until, p.hand = data["busy_until"], list(data["hand"])
        p.hand_from = {u: tuple(v) if v else None for u, v in data["hand_from"]}
        p.desk = list(data["desk"])
        p.page = {u: (x, y) for u, x, y in data["page"]}
        p.focus = tuple(data["focus"]) if data["focus"] else None
        p.focus_at = tuple(data["focus_at"]) if data["focus_at"] else None
        p.character, p.take_backs = data["character"], data["take_backs"]
        return p


class FtpData:
    """The state's fields, copying, JSON and geometry helpers (rules live in ``state.py``)."""

    game_id = "fit-to-print"

    def _init_fields(self, content: FtpContent, settings: Settings, seats: list[str],
                     names: list[str]) -> None:
        self.content = content
        self.settings = settings
        self.seats = list(seats)
        self.names = list(names)
        self.n = len(seats)
        self.rng = random.Random(0)
        self.pool_rng = random.Random(0)
        self.ai_seeds = [0] * self.n
        self.stage = "ready"
        self.day_index = 0
        self.day: DayDef = content.days[0]
        self.clock_ms = 0
        self.deadline_ms: int | None = None
        self.day_start_ms = 0
        self.turn_deadline_ms: int | None = None
        self.kinds = list(content.instances)
        self.face_up = [False] * len(self.kinds)
        self.pool: list[int] = list(range(len(self.kinds)))
        self.pool_pos: dict[int, tuple[float, float]] = {}
        self.players = [PlayerState() for _ in range(self.n)]
        self.tokens_left: list[int] = []
        self.focus_stack: list[tuple[str, str]] = []
        self.removed_focus: list[str] = []
        self.draft_offer: list[tuple[str, str]] = []
        self.draft_order: list[int] = []
        self.drafter: int | None = None
        self.breaking_decks: dict[str, list[str]] = {}
        self.breaking_active: list[str] = []
        self.breaking_seen: list[str] = []
        self.first_player = 0
        self.turn: int | None = None
        self.layout_queue: list[int] = []
        self.pick_queue: list[int] = []
        self.results: list[list[dict]] = []
        self.seed = 0
        self._tdefs = [content.tile_types[k] for k in self.kinds]

    # ---- lookups -------------------------------------------------------------------------
    def tile(self, uid: int) -> TileDef:
        """The tile type of a physical tile (as this state knows it)."""
        return self._tdefs[uid]

    def tile_name(self, uid: int) -> dict:
        """A tile's display name ``{en, zh}`` (its id and headline)."""
        t = self._tdefs[uid]
        return {"en": f"{t.id} ({t.name['en']})", "zh": f"{t.id}（{t.name['zh']}）"}

    def is_computer(self, seat: int) -> bool:
        """True for a computer seat (its pace runs on the game clock, FTP-RT-04)."""
        return self.seats[seat] != "human"

    def time_left_ms(self) -> int | None:
        """Milliseconds until the round timer runs out (None when untimed or not running)."""
        if self.deadline_ms is None or self.stage != "play":
            return None
        return max(0, self.deadline_ms - self.clock_ms)

    def at_name(self, at: tuple[int, int]) -> str:
        """``(2, 0)`` -> ``C1``."""
        return cell_name(*at)

    def tile_cells(self, uid: int, at: tuple[int, int]) -> list[tuple[int, int]]:
        """The ``(col, row)`` cells a tile covers at ``at``."""
        return [(at[0] + dx, at[1] + dy) for dx, dy in self._tdefs[uid].footprint.cells]

    def _refresh_masks(self) -> None:
        grid = self.day.grid
        for p in self.players:
            p.masks = {u: grid.placements(self._tdefs[u].footprint.cells)[at] for u, at in p.page.items()}
            p.focus_mask = 0
            if p.focus and p.focus_at is not None:
                fp = self.content.focus(p.focus[0]).footprint
                p.focus_mask = grid.placements(fp.cells)[p.focus_at]
            p.occ = p.focus_mask
            for m in p.masks.values():
                p.occ |= m

    # ---- copying and JSON ------------------------------------------------------------------
    def _copy_into(self, s: FtpData) -> None:
        d = s.__dict__
        d.update(self.__dict__)
        for key in ("seats", "names", "ai_seeds", "kinds", "face_up", "pool", "tokens_left", "focus_stack",
                    "removed_focus", "draft_offer", "draft_order", "breaking_active", "breaking_seen",
                    "layout_queue", "pick_queue", "_tdefs"):
            d[key] = list(d[key])
        s.pool_pos = dict(self.pool_pos)
        s.breaking_decks = {k: list(v) for k, v in self.breaking_decks.items()}
        s.results = [list(r) for r in self.results]
        s.players = [p.clone() for p in self.players]
        state = self.rng.getstate()
        s.rng = random.Random.__new__(random.Random)
        s.rng.setstate(state)
        s.pool_rng = random.Random.__new__(random.Random)
        s.pool_rng.setstate(self.pool_rng.getstate())

    def ai_jitter(self, seat: int) -> float:
        """The next number in [0, 1) of ``seat``'s AI stream (FTP-SET-07; splitmix64, cheap to copy)."""
        x = (self.ai_seeds[seat] + 0x9E3779B97F4A7C15) & 0xFFFFFFFFFFFFFFFF
        self.ai_seeds[seat] = x
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & 0xFFFFFFFFFFFFFFFF
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & 0xFFFFFFFFFFFFFFFF
        return ((x ^ (x >> 31)) >> 11) / float(1 << 53)

    def _data_json(self) -> dict[str, Any]:
        """A snapshot that shares nothing mutable with the live state."""
        return {
            "schema": SCHEMA, "game": self.game_id, "settings": self.settings.to_json(),
            "seats": list(self.seats), "names": list(self.names), "seed": self.seed,
            "rng": rng_to_json(self.rng), "pool_rng": rng_to_json(self.pool_rng),
            "ai_seeds": list(self.ai_seeds),
            "stage": self.stage, "day_index": self.day_index, "day": self.day.id,
            "clock_ms": self.clock_ms, "deadline_ms": self.deadline_ms,
            "day_start_ms": self.day_start_ms, "turn_deadline_ms": self.turn_deadline_ms,
            "kinds": list(self.kinds), "face_up": list(self.face_up), "pool": list(self.pool),
            "pool_pos": [[u, x, y] for u, (x, y) in self.pool_pos.items()],
            "players": [p.to_json() for p in self.players], "tokens_left": list(self.tokens_left),
            "focus_stack": [list(f) for f in self.focus_stack], "removed_focus": list(self.removed_focus),
            "draft_offer": [list(f) for f in self.draft_offer], "draft_order": list(self.draft_order),
            "drafter": self.drafter, "breaking_decks": {k: list(v) for k, v in self.breaking_decks.items()},
            "breaking_active": list(self.breaking_active), "breaking_seen": list(self.breaking_seen),
            "first_player": self.first_player, "turn": self.turn, "layout_queue": list(self.layout_queue),
            "pick_queue": list(self.pick_queue), "results": copy.deepcopy(self.results),
        }

    def _load_json(self, data: dict[str, Any], content: FtpContent) -> None:
        self._init_fields(content, settings_from_json(data["settings"]), data["seats"], data["names"])
        self.seed = data["seed"]
        self.rng = rng_from_json(data["rng"])
        self.pool_rng = rng_from_json(data["pool_rng"])
        self.ai_seeds = list(data["ai_seeds"])
        self.stage, self.day_index = data["stage"], data["day_index"]
        self.day = day_for(content, self.settings, data["day_index"])
        self.clock_ms, self.deadline_ms = data["clock_ms"], data["deadline_ms"]
        self.day_start_ms, self.turn_deadline_ms = data["day_start_ms"], data["turn_deadline_ms"]
        self.kinds, self.face_up, self.pool = list(data["kinds"]), list(data["face_up"]), list(data["pool"])
        self._tdefs = [content.tile_types[k] for k in self.kinds]
        self.pool_pos = {u: (x, y) for u, x, y in data["pool_pos"]}
        self.players = [PlayerState.from_json(p) for p in data["players"]]
        self.tokens_left = list(data["tokens_left"])
        self.focus_stack = [tuple(f) for f in data["focus_stack"]]
        self.removed_focus = list(data["removed_focus"])
        self.draft_offer = [tuple(f) for f in data["draft_offer"]]
        self.draft_order, self.drafter = list(data["draft_order"]), data["drafter"]
        self.breaking_decks = {k: list(v) for k, v in data["breaking_decks"].items()}
        self.breaking_active, self.breaking_seen = list(data["breaking_active"]), list(data["breaking_seen"])
        self.first_player, self.turn = data["first_player"], data["turn"]
        self.layout_queue, self.pick_queue = list(data["layout_queue"]), list(data["pick_queue"])
        self.results = [list(r) for r in data["results"]]
        self._refresh_masks()


def day_for(content: FtpContent, settings: Settings, index: int) -> DayDef:
    """The DayDef of day ``index``; a puzzle uses its own side and area (FTP-GAP-10)."""
    if settings.is_puzzle:
        pz = content.puzzles[settings.puzzle]
        side, aid = pz.side, pz.area
        return DayDef(0, aid, pz.name.model_dump(), side, content.sides[side], content.areas[(side, aid)])
    return content.days[index]
