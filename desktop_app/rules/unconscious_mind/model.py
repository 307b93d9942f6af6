"""Unconscious Mind state data: plain attributes the engine, the bots and the Qt scene read.

Index spaces: sizes ``S M L`` = 0 1 2 (rings: inner, middle, outer); colours ``red green purple``
= 0 1 2; a dial **slot** is ``size * 3 + colour`` (0..8); marker **kinds** are ``NEUTRAL`` (0,
transparent) and ``OWN`` (1, player colour); locations are indexes into ``content.ring``
(clockwise); districts into ``content.districts``; rondel spaces into ``content.rondel``; idea
spaces into ``content.spaces``; grid cells are ``row * 3 + column`` (rows and columns 0..2).

:class:`Player` (``state.players[seat]``)
    ``seat``, ``name``; ``supply`` ideas ready, ``locked_ideas`` (3..0; the idea above column k is
    unlocked when ``k < 3 - locked_ideas``); ``inkwell`` (rondel index); ``coffee`` (0..6),
    ``good_ideas``, ``vp``, ``prestige`` (0..10) and ``stamp`` (arrival order on that prestige space,
    lower = earlier = better, UM-PRE-06); ``professor`` (location); ``grid`` (9 cells: method tile id
    or None, face down); ``col_vp`` (column VP already scored, UM-MTH-10); ``col_locked`` /
    ``row_locked`` (the insight below a column / right of a row is still locked); ``storage``
    ``[neutral, own]`` on the dial's centre; ``dial`` 18 counts at ``slot * 2 + kind``; ``rooms``
    (2 entries: None or a room dict ``{"patient", "sorrow" (None after catharsis), "marker"
    (healing track space), "catharsis" (done), "dreams" (bottom first: the latent dream, then the
    manifest dream on top)}``); ``room2_open`` (the letter placeholder is gone); ``letter``;
    ``cured`` (patient ids, in order); ``hand`` (research ids: hidden from others); ``in_play``
    (research ids in play); ``treatises`` (``[treatise id, [card ids left to right]]``); ``goals``
    (goal ids claimed); ``start_options`` (the letter's 3 starting tiles during setup);
    ``markers_out`` (player-colour markers on treatises and district spaces, UM-INS-08).

Table (attributes of the state itself)
    ``round`` (1..), ``start`` (seat of the start player), ``order`` (seats in turn order from the
    start player), ``active`` (seat on turn), ``end_round`` (the last round once the end is
    triggered, else None), ``phase`` (``setup``, ``play``, ``over``), ``solo``; ``era`` (1 or 2, also the
    recall reminder side); ``table`` (one entry per idea space: None or ``[seat, action id, ideas]``);
    ``market`` (2 rows ``[pile (top last), middle, right]``); ``box`` (tiles out of the game);
    ``freud`` (location), ``freud_prestige``, ``stamps`` (next arrival stamp); ``patient_display``
    (4 slots ``[patient, sorrow]`` or None: 2 ordinary then 2 complex); ``ordinary_deck``,
    ``complex_deck``, ``sorrow_pile``, ``sorrow_discard``, ``manifest_deck``, ``manifest_display``
    (4 slots), ``manifest_discard``, ``latent_deck``, ``latent_discard``, ``research_deck``,
    ``research_faceup``, ``supplies`` (3 lists of treatise ids, all choosable), ``goal_display``,
    ``recall_spaces`` (per location, per space: seat or None), ``district_spaces`` (per district, per
    scoring space: seat or None), ``recall_stacks`` (per district, tokens left in stacks I, II, III);
    decks draw from the end and their order is hidden. ``held_tiles`` (method tiles taken and not
    placed yet) and ``held_patients`` (``[patient, sorrow]`` taken and not in a room yet), ``held_cards``
    (research cards going under the treatise being published). ``turn`` holds what the current turn has used
    (``used`` effect keys, UM-INK-07 / UM-DEC-21; ``treated`` rooms; ``converters``; ``row`` of the
    idea space placed in; ``exec`` the executions of the placed action).
"""

from __future__ import annotations

from typing import Any

NEUTRAL, OWN = 0, 1
ROWS = COLS = 3


def slot_of(size: int, colour: int) -> int:
    """The dial slot of ``size`` and ``colour``."""
    return size * 3 + colour


def copy_room(room: dict | None) -> dict | None:
    """An independent copy of a room dict."""
    if room is None:
        return None
    out = dict(room)
    out["dreams"] = list(room["dreams"])
    return out


class Player:
    """One psychoanalyst's office (see the module docstring for the attributes)."""

    __slots__ = ("seat", "name", "supply", "locked_ideas", "inkwell", "coffee", "good_ideas", "vp", "prestige",
                 "stamp", "professor", "grid", "col_vp", "col_locked", "row_locked", "storage", "dial", "rooms",
                 "room2_open", "letter", "cured", "hand", "in_play", "treatises", "goals", "start_options", "markers_out")

    def __init__(self, seat: int, name: str) -> None:
        self.seat, self.name = seat, name
        self.supply, self.locked_ideas, self.inkwell = 0, 3, 0
        self.coffee = self.good_ideas = self.vp = self.prestige = self.stamp = self.professor = 0
        self.grid: list[str | None] = [None] * 9
        self.col_vp = [False] * 3
        self.col_locked = [True] * 3
        self.row_locked = [True] * 3
        self.storage = [0, 0]
        self.dial = [0] * 18
        self.rooms: list[dict | None] = [None, None]
        self.room2_open = False
        self.letter = ""
        self.cured: list[str] = []
        self.hand: list[str] = []
        self.in_play: list[str] = []
        self.treatises: list[list] = []
        self.goals: list[str] = []
        self.start_options: list[str] = []
        self.markers_out = 0

    # ---- derived values -------------------------------------------------------------------
    def slot_count(self, slot: int) -> int:
        """Markers in a dial slot (both kinds)."""
        return self.dial[slot * 2] + self.dial[slot * 2 + 1]

    def ring_markers(self) -> int:
        """Markers in the rings (not storage)."""
        return sum(self.dial)

    def own_on_dial(self) -> int:
        """Player-colour markers in storage or rings (usable for treatises and district spaces)."""
        return self.storage[OWN] + sum(self.dial[1::2])

    def unlocked_columns(self) -> int:
        """How many column ideas are unlocked (left to right)."""
        return 3 - self.locked_ideas

    def row_tiles(self, row: int) -> list[str]:
        """Tile ids in grid row ``row`` (0..2), left to right."""
        return [t for t in self.grid[row * 3:row * 3 + 3] if t is not None]

    def col_tiles(self, col: int) -> list[str]:
        """Tile ids in grid column ``col`` (0..2), top to bottom."""
        return [t for t in self.grid[col::3] if t is not None]

    def row_full(self, row: int) -> bool:
        """All 3 slots of a row hold tiles (UM-MTH-09)."""
        return None not in self.grid[row * 3:row * 3 + 3]

    def col_full(self, col: int) -> bool:
        """All 3 slots of a column hold tiles (UM-MTH-08)."""
        return None not in self.grid[col::3]

    def patients(self) -> list[int]:
        """Indexes of the rooms holding a patient."""
        return [i for i, r in enumerate(self.rooms) if r is not None]

    # ---- copies and snapshots -------------------------------------------------------------
    def clone(self) -> Player:
        """A fast independent copy."""
        c = Player.__new__(Player)
        c.seat, c.name, c.supply, c.locked_ideas, c.inkwell = self.seat, self.name, self.supply, self.locked_ideas, \
            self.inkwell
        c.coffee, c.good_ideas, c.vp, c.prestige, c.stamp = self.coffee, self.good_ideas, self.vp, self.prestige, \
            self.stamp
        c.professor, c.room2_open, c.letter, c.markers_out = self.professor, self.room2_open, self.letter, \
            self.markers_out
        c.grid, c.col_vp, c.col_locked, c.row_locked = self.grid[:], self.col_vp[:], self.col_locked[:], \
            self.row_locked[:]
        c.storage, c.dial = self.storage[:], self.dial[:]
        c.rooms = [copy_room(r) for r in self.rooms]
        c.cured, c.hand, c.in_play, c.goals = self.cured[:], self.hand[:], self.in_play[:], self.goals[:]
        c.treatises = [[t, cards[:]] for t, cards in self.treatises]
        c.start_options = self.start_options[:]
        return c

    def to_json(self) -> dict[str, Any]:
        """A JSON-able form sharing nothing with the live object."""
        data = {k: getattr(self, k) for k in self.__slots__}
        c = self.clone()
        for k in ("grid", "col_vp", "col_locked", "row_locked", "storage", "dial", "rooms", "cured", "hand",
                  "in_play", "treatises", "goals", "start_options"):
            data[k] = getattr(c, k)
        return data

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> Player:
        """Inverse of :meth:`to_json`."""
        p = cls.__new__(cls)
        for k in cls.__slots__:
            setattr(p, k, data[k])
        return p.clone()


TABLE_LISTS = ("table", "box", "patient_display", "ordinary_deck", "complex_deck", "sorrow_pile", "sorrow_discard",
               "manifest_deck", "manifest_display", "manifest_discard", "latent_deck", "latent_discard",
               "research_deck", "goal_display", "order", "held_tiles", "held_patients",
               "held_cards")
"""Flat lists of the table (entries are ids, None or small lists copied one level deep)."""
TABLE_NESTED = ("market", "supplies", "recall_spaces", "district_spaces", "recall_stacks")
"""Lists of lists (copied two levels deep)."""
TABLE_SCALARS = ("round", "start", "active", "end_round", "phase", "era", "freud", "freud_prestige", "stamps",
                 "research_faceup", "solo")


def copy_flat(items: list) -> list:
    """A list whose list entries are copied (one level)."""
    return [x[:] if isinstance(x, list) else x for x in items]


def copy_nested(items: list) -> list:
    """A list of lists whose list entries are copied too (market rows hold a pile list)."""
    return [copy_flat(x) if isinstance(x, list) else x for x in items]


def copy_turn(turn: dict[str, Any]) -> dict[str, Any]:
    """A copy of the per-turn record."""
    out = dict(turn)
    for k in ("used", "treated", "converters"):
        out[k] = list(turn.get(k, []))
    if "exec" in turn and turn["exec"] is not None:
        out["exec"] = dict(turn["exec"])
    return out


def new_turn() -> dict[str, Any]:
    """The record of a turn that has just begun."""
    return {"used": [], "treated": [], "converters": [], "row": -1, "exec": None, "type": ""}
