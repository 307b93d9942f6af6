"""Readable positions for Unconscious Mind rule tests.

``position(text)`` starts a seeded game, plays the setup choices (first tile, row 1), then
applies a small YAML description of the position::

    players: 2
    active: 0            # whose turn it is
    round: 3
    freud: {at: CAFE, prestige: 4}
    p0:
      coffee: 3
      good_ideas: 1
      dial: {M red: 1, S green: 2}       # neutral markers on the rings (storage makes up the rest)
      own_dial: {S red: 1}               # player-colour markers on the rings
      storage_own: 1                     # player-colour markers in storage
      professor: UNI
      grid: {1: [S-A1, E1-03-red]}       # row 1..3, left to right
      rooms: [{patient: PO-01, sorrow: SO-01, marker: 4, dreams: [DL-11, DM-11]}]
      hand: [R-01]
      in_play: [R-02]
      cured: [PO-02]
      supply: 3
      locked_ideas: 3
    table: {"0,0": [1, method_pile, 1]}  # idea space: [seat, action, ideas] (taken from the supply
                                         # unless that player's supply is given)

Unknown keys are errors. ``run(state, steps)`` resolves effect steps for the active player up
to the first question; ``answer(state, kind, **params)`` answers it (checked like any action).
Cards named in the description are taken out of wherever the setup put them, so every
component still exists exactly once.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

import yaml

from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.content import COLOURS, SIZES
from desktop_app.rules.unconscious_mind.model import NEUTRAL, OWN, new_turn, slot_of
from desktop_app.rules.unconscious_mind.ops import INTERPRETER
from desktop_app.rules.unconscious_mind.state import UmState

PLAYER_KEYS = {"coffee", "good_ideas", "vp", "prestige", "dial", "own_dial", "storage_own", "professor", "grid",
               "rooms", "hand", "in_play", "cured", "supply", "locked_ideas", "goals", "treatises", "inkwell",
               "room2_open", "stamp"}
TOP_KEYS = {"players", "active", "round", "freud", "table", "seed", "era", "market", "solo_round"}


@lru_cache(maxsize=1)
def content():
    """The built-in content (loaded once)."""
    return GAME.load_content()


def new(players: int = 2, seed: int = 1, **variants: Any) -> UmState:
    """A fresh game whose setup choices are made (first tile, row 1): the first turn is open."""
    s = GAME.new_state(GameOptions.default(players, ["random"] * players, **variants), content(), seed)
    while s.phase == "setup":
        d = s.decisions()[0]
        s.apply(d.options[0])
    return s


def slot(text: str) -> int:
    """``"M red"`` -> the dial slot."""
    size, colour = text.split()
    return slot_of(SIZES.index(size), COLOURS.index(colour))


def _remove_everywhere(s: UmState, item: str) -> None:
    for name in ("ordinary_deck", "complex_deck", "sorrow_pile", "sorrow_discard", "manifest_deck",
                 "manifest_discard", "latent_deck", "latent_discard", "research_deck", "box", "goal_display"):
        lst = getattr(s, name)
        while item in lst:
            lst.remove(item)
    if s.research_faceup == item:
        s.research_faceup = s.research_deck.pop()
    for i, x in enumerate(s.manifest_display):
        if x == item:
            s.manifest_display[i] = s.manifest_deck.pop()
    for i, x in enumerate(s.patient_display):
        if x and item in x:
            s.patient_display[i] = [s.ordinary_deck.pop() if i < 2 else s.complex_deck.pop(), s.sorrow_pile.pop()]
    for row in s.market:
        if item in row[0]:
            row[0].remove(item)
        for k in (1, 2):
            if row[k] == item:
                row[k] = row[0].pop()
    for p in s.players:
        for lst in (p.hand, p.in_play, p.cured, p.goals):
            while item in lst:
                lst.remove(item)
        p.grid = [None if t == item else t for t in p.grid]
        for r, room in enumerate(p.rooms):
            if room is None:
                continue
            if room["patient"] == item:
                _release_room(s, room)
                p.rooms[r] = None
            else:
                if room["sorrow"] == item:
                    room["sorrow"] = None
                room["dreams"] = [d for d in room["dreams"] if d != item]


def _release_room(s: UmState, room: dict) -> None:
    if room["sorrow"]:
        s.sorrow_discard.append(room["sorrow"])
    for d in room["dreams"]:
        (s.manifest_discard if d.startswith("DM") else s.latent_discard).append(d)


def _player(s: UmState, seat: int, spec: dict) -> None:
    c = content()
    p = s.players[seat]
    unknown = set(spec) - PLAYER_KEYS
    assert not unknown, f"unknown player keys {unknown}"
    for key in ("coffee", "good_ideas", "vp", "prestige", "supply", "locked_ideas", "inkwell", "room2_open", "stamp"):
        if key in spec:
            setattr(p, key, spec[key])
    if "professor" in spec:
        p.professor = c.loc_index[spec["professor"]]
    if "dial" in spec or "own_dial" in spec or "storage_own" in spec:
        p.dial = [0] * 18
        for text, n in (spec.get("dial") or {}).items():
            p.dial[slot(text) * 2 + NEUTRAL] += n
        for text, n in (spec.get("own_dial") or {}).items():
            p.dial[slot(text) * 2 + OWN] += n
        locked = sum(p.row_locked) + sum(p.col_locked)
        own_left = 13 - 6 - locked - p.markers_out
        own = spec.get("storage_own", max(0, own_left - sum(p.dial[1::2])))
        p.storage = [6 - sum(p.dial[0::2]), own]
    if "grid" in spec:
        for t in p.grid:
            if t:
                s.box.append(t)
        p.grid = [None] * 9
        for row, tiles in spec["grid"].items():
            for k, t in enumerate(tiles):
                _remove_everywhere(s, t)
                p.grid[(int(row) - 1) * 3 + k] = t
        for r in range(3):
            p.row_locked[r] = not p.row_full(r)
            p.col_locked[r] = not p.col_full(r)
            p.col_vp[r] = p.col_full(r)
    for key in ("hand", "in_play", "cured", "goals"):
        if key in spec:
            for item in spec[key]:
                _remove_everywhere(s, item)
            if key in ("hand", "in_play"):
                s.research_deck.extend(getattr(p, key))
            elif key == "cured":
                s.ordinary_deck.extend(x for x in p.cured if x.startswith("PO"))
                s.complex_deck.extend(x for x in p.cured if x.startswith("PC"))
            else:
                s.goal_display.extend(p.goals)
            setattr(p, key, list(spec[key]))
    if "treatises" in spec:
        for tid, cards in spec["treatises"]:
            for supply in s.supplies:
                if tid in supply:
                    supply.remove(tid)
            for card in cards:
                _remove_everywhere(s, card)
        p.treatises = [[t, list(cards)] for t, cards in spec["treatises"]]
        p.markers_out += len(p.treatises)
        p.storage[OWN] = max(0, p.storage[OWN] - len(p.treatises))
    if "rooms" in spec:
        for room in p.rooms:
            if room is not None:
                s.ordinary_deck.append(room["patient"]) if room["patient"].startswith("PO") else \
                    s.complex_deck.append(room["patient"])
                _release_room(s, room)
        p.rooms = [None, None]
        for r, room in enumerate(spec["rooms"]):
            if room is None:
                continue
            for item in (room["patient"], room.get("sorrow"), *room.get("dreams", [])):
                if item:
                    _remove_everywhere(s, item)
            pid = room["patient"]
            sorrow = room.get("sorrow")
            marker = room.get("marker", c.patients[pid]["hearts"] + (c.sorrows[sorrow]["hearts"] if sorrow else 0))
            p.rooms[r] = {"patient": pid, "sorrow": sorrow, "marker": marker,
                          "catharsis": room.get("catharsis", False), "dreams": list(room.get("dreams", []))}
        if p.rooms[1] is not None:
            p.room2_open = True


def position(text: str | dict) -> UmState:
    """A state from the YAML description of the module docstring (the active player's turn is open)."""
    spec = yaml.safe_load(text) if isinstance(text, str) else dict(text)
    unknown = set(spec) - TOP_KEYS - {f"p{i}" for i in range(4)}
    assert not unknown, f"unknown keys {unknown}"
    s = new(spec.get("players", 2), spec.get("seed", 1))
    c = content()
    for i in range(len(s.players)):
        if f"p{i}" in spec:
            _player(s, i, spec[f"p{i}"])
    if "freud" in spec:
        s.freud = c.loc_index[spec["freud"].get("at", c.ring[s.freud])]
        s.freud_prestige = spec["freud"].get("prestige", s.freud_prestige)
    if "round" in spec:
        s.round = spec["round"]
    if "era" in spec:
        s.era = spec["era"]
    if "table" in spec:
        for space, (seat, action, n) in spec["table"].items():
            index = next(i for i, x in enumerate(c.spaces) if x["id"] == space)
            s.table[index] = [seat, action, n]
            if "supply" not in (spec.get(f"p{seat}") or {}):
                s.players[seat].supply -= n
    if "market" in spec:
        for r, name in enumerate(("upper", "lower")):
            row = spec["market"].get(name)
            if row is None:
                continue
            old = [t for t in s.market[r][0]] + [t for t in s.market[r][1:] if t]
            s.box.extend(old)
            s.market[r] = [[], None, None]
            for t in row.get("pile", []) + [row.get("middle"), row.get("right")]:
                if t:
                    _remove_everywhere(s, t)
            s.market[r] = [list(row.get("pile", [])), row.get("middle"), row.get("right")]
    active = spec.get("active", s.order[0])
    s.active = active
    s.turn = new_turn()
    s.stack.clear()
    s.touch()
    return s


def run(s: UmState, steps: list[dict], seat: int | None = None) -> list:
    """Resolve ``steps`` (compiled form) for ``seat`` (the active player) up to the first question."""
    assert s.stack.question is None, "a question is open: answer it (or clear the stack) first"
    s.events = []
    s.stack.push(steps, s.active if seat is None else seat, "test")
    INTERPRETER.run(s, s.stack)
    s.touch()
    events, s.events = s.events, []
    return events


def start_turn(s: UmState) -> list:
    """Begin the active player's turn from a hand-built position (the ``TURN`` table)."""
    from desktop_app.rules.unconscious_mind.turn import TURN

    return run(s, [dict(x) for x in TURN])


def options(s: UmState) -> list[dict]:
    """The parameter dicts of the open decision's options (free actions included, with their kind)."""
    d = s.decisions()[0]
    return [{"kind": a.kind, **{k: v for k, v in a.to_json().items() if k not in ("p", "kind")}} for a in d.options]


def kind(s: UmState) -> str | None:
    """The open decision's kind (None when nothing is open)."""
    d = s.decisions()
    return d[0].kind if d else None


def answer(s: UmState, decision: str, **params: Any) -> list:
    """Answer the open decision (checked: the kind must match and the answer be offered)."""
    d = s.decisions()[0]
    assert d.kind == decision, f"open decision is {d.kind} {d.context}, not {decision}"
    return s.apply(Action.make(d.player, decision, **params))


def answer_until(s: UmState, decision: str, limit: int = 30) -> None:
    """Answer every open decision with its first option until ``decision`` is open."""
    for _ in range(limit):
        if s.decisions() and s.decisions()[0].kind == decision:
            return
        s.apply(s.decisions()[0].options[0])
    raise AssertionError(f"{decision} never came up")


def texts(events: list) -> list[str]:
    """Rendered English log lines."""
    return [e.text.render() for e in events]


def dial_text(s: UmState, seat: int) -> dict[str, int]:
    """``{"M red": 2, ...}`` of the markers on the rings (both kinds)."""
    p = s.players[seat]
    out = {}
    for size in range(3):
        for colour in range(3):
            n = p.slot_count(slot_of(size, colour))
            if n:
                out[f"{SIZES[size]} {COLOURS[colour]}"] = n
    return out
