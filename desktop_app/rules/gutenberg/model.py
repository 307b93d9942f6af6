"""Gutenberg state data: plain attributes the engine, the bots and the Qt scene read.

Index spaces (from :class:`~desktop_app.rules.gutenberg.content.Content`): ink colours
``content.colours`` (black, red, blue, green, gold), letters ``content.alphabet``, specialties
``content.specialties`` (typesetting, woodcut, binding, colouring), actions ``ACTIONS``.

:class:`PlayerState` (``state.players[seat]``)
    ``seat``, ``name``, ``is_rival`` (the solo Rival, GUT-GAP-10), ``coins``, ``prestige`` (track),
    ``levels`` (4 ints 1–6), ``bonus`` (bonus-track spaces reached, 0–4), ``letters`` (count per
    alphabet letter), ``assigned`` (letters assigned to printing cards this round), ``ink`` (count
    per colour), ``orders`` (list of ``[printing id, design id]``), ``gears`` (3 workshop slots,
    top to bottom: ``None`` or ``[gear id, orientation 0–2, marked bool]``), ``patrons`` (patron
    card ids), ``character`` (tile id or None), ``character_choices`` (the 2 drawn tiles, own
    view only), ``tokens`` (action tokens this round), ``plan`` (5 ints: tokens per action row;
    hidden until ``committed`` and revealed), ``committed``, ``stack`` (pending sub-decision
    frames, top last), ``substituted`` (Illuminator ability used this round).

:class:`TableState` (the board; attributes of the state object itself)
    ``round`` 1–6, ``first`` (seat of the first player), ``phase`` (``character``, ``draft``,
    ``letters``, ``plan``, ``reveal``, ``action``, ``complete``, ``final``, ``over``), ``step``
    (action row being executed, 0–4), ``acting`` (acting order per action row after the
    reveal: 5 lists of seats), ``turn`` (index into the current list of actors), ``active`` (the
    seat whose turn or sub-choice is open outside planning, -1 if none), ``draft_sequence``
    (snake order of the setup draft), ``revealed``,
    ``printing_slots`` / ``design_slots`` / ``specialty_slots`` / ``gear_slots`` (ids or None),
    ``ink_rows`` (rows of 3 colour indexes or None), ``bag`` (count per colour),
    ``patron_slots`` (ids or None) with ``patron_slot_rounds``, ``reward_claims`` (per reward
    space: seat or None), ``draft_printing`` / ``draft_design`` (the draft pool), the decks
    ``printing_deck``, ``design_deck``, ``specialty_deck``, ``gear_deck`` (draw from the end,
    order hidden), their ``*_discard`` piles (face up), ``char_box`` (unused character tiles),
    ``rival_deck`` / ``rival_card`` / ``rival_ink`` (solo), ``variants``.

Frames on ``stack`` are small lists ``[kind, ...]``: ``["character"]``, ``["draft_printing"]``,
``["draft_design"]``, ``["letter_choice", n]``, ``["ink_choice", n]``, ``["specialty_any", n]``,
``["new_order", [printing ids], [design ids]]`` (drawn cards, seen only by the drawer),
``["discard_order"]``, ``["window", "W0"|"W2"|"W4"]``, ``["action", k]``,
``["remount_extra", slot]``, ``["complete"]``.
"""

from __future__ import annotations

from typing import Any

ACTIONS = ("orders", "ink", "train", "workshop", "patronage")
TAKE, INK, TRAIN, WORKSHOP, PATRONAGE = range(5)


def copy_frames(stack: list[list]) -> list[list]:
    """A copy of a frame stack (frames hold only ints, strs and lists of ids)."""
    return [[x[:] if isinstance(x, list) else x for x in f] for f in stack]


class PlayerState:
    """One seat's printing house (see the module docstring for the attributes)."""

    __slots__ = ("seat", "name", "is_rival", "coins", "prestige", "levels", "bonus", "letters", "assigned",
                 "ink", "orders", "gears", "patrons", "character", "character_choices", "tokens", "plan",
                 "committed", "stack", "substituted")

    def __init__(self, seat: int, name: str, n_letters: int, n_colours: int, is_rival: bool = False) -> None:
        self.seat = seat
        self.name = name
        self.is_rival = is_rival
        self.coins = 0
        self.prestige = 0
        self.levels = [1, 1, 1, 1]
        self.bonus = 0
        self.letters = [0] * n_letters
        self.assigned = [0] * n_letters
        self.ink = [0] * n_colours
        self.orders: list[list[str]] = []
        self.gears: list[list | None] = [None, None, None]
        self.patrons: list[str] = []
        self.character: str | None = None
        self.character_choices: list[str] = []
        self.tokens = 0
        self.plan = [0, 0, 0, 0, 0]
        self.committed = False
        self.stack: list[list] = []
        self.substituted = False

    def clone(self) -> PlayerState:
        """A fast independent copy."""
        c = PlayerState.__new__(PlayerState)
        c.seat, c.name, c.is_rival = self.seat, self.name, self.is_rival
        c.coins, c.prestige, c.bonus = self.coins, self.prestige, self.bonus
        c.levels, c.letters, c.assigned, c.ink = self.levels[:], self.letters[:], self.assigned[:], self.ink[:]
        c.orders = [o[:] for o in self.orders]
        c.gears = [g[:] if g is not None else None for g in self.gears]
        c.patrons = self.patrons[:]
        c.character, c.character_choices = self.character, self.character_choices[:]
        c.tokens, c.plan, c.committed = self.tokens, self.plan[:], self.committed
        c.stack = copy_frames(self.stack)
        c.substituted = self.substituted
        return c

    @property
    def letter_count(self) -> int:
        """Letters owned (GUT-LET-01 price base, tie-breaker 1)."""
        return sum(self.letters)

    @property
    def ink_count(self) -> int:
        """Ink tokens held (tie-breaker 2)."""
        return sum(self.ink)

    @property
    def gear_count(self) -> int:
        """Installed gears."""
        return sum(1 for g in self.gears if g is not None)

    def to_json(self) -> dict[str, Any]:
        """A JSON-able form."""
        return {k: getattr(self, k) for k in self.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerState:
        """Inverse of :meth:`to_json`."""
        p = cls.__new__(cls)
        for k in cls.__slots__:
            setattr(p, k, data[k])
        p.stack = copy_frames(p.stack)
        p.gears = [g[:] if g is not None else None for g in p.gears]
        p.orders = [o[:] for o in p.orders]
        return p


TABLE_LISTS = ("acting", "printing_slots", "design_slots", "specialty_slots", "gear_slots", "ink_rows", "bag",
               "patron_slots", "patron_slot_rounds", "reward_claims", "draft_printing", "draft_design",
               "printing_deck", "printing_discard", "design_deck", "design_discard", "specialty_deck",
               "specialty_discard", "gear_deck", "gear_discard", "char_box", "rival_deck", "rival_ink",
               "draft_sequence")
TABLE_SCALARS = ("round", "first", "phase", "step", "turn", "active", "revealed", "rival", "rival_card")
