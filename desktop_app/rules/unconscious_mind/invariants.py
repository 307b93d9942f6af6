"""What must hold in every position (self-play tests and ``simulate`` check it after each game).

Components are conserved (ideas 6 and insight markers 13 per player, method tiles, patients,
overlays, dreams, research cards); coffee stays within its track; at most 2 patients and a second
one only once room 2 is open; dreams sit only above patients; VP never negative; Freud's marker
stays ahead of every player's until it reaches the end space.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState


def _same(name: str, found: list, expected: list) -> list[str]:
    got, want = Counter(found), Counter(expected)
    if got == want:
        return []
    return [f"{name} not conserved: missing {sorted((want - got).elements())[:5]}, extra "
            f"{sorted((got - want).elements())[:5]}"]


def problems(state: UmState) -> list[str]:
    """Every broken invariant of ``state`` (empty when all hold)."""
    c = state.content
    rules = c.rules
    out: list[str] = []
    markers = rules.insights.neutral + rules.insights.player_colour_start + 6
    ideas = rules.ideas.start + rules.ideas.locked
    tiles: list = [t for row in state.market for t in row[0]] + [t for row in state.market for t in row[1:] if t]
    tiles += state.box + state.held_tiles
    held = [x for x in state.patient_display if x] + state.held_patients
    patients = [x[0] for x in held] + state.ordinary_deck + state.complex_deck
    sorrows = [x[1] for x in held if x[1]] + state.sorrow_pile + state.sorrow_discard
    dreams = [d for d in state.manifest_display if d] + state.manifest_deck + state.manifest_discard + \
        state.latent_deck + state.latent_discard
    research = state.research_deck + state.held_cards + ([state.research_faceup] if state.research_faceup else [])
    for p in state.players:
        on_table = sum(x[2] for x in state.table if x is not None and x[0] == p.seat)
        if p.supply + p.locked_ideas + on_table != ideas:
            out.append(f"{p.name}: {p.supply} + {p.locked_ideas} locked + {on_table} placed ideas != {ideas}")
        placed = p.markers_out
        locked = sum(p.row_locked) + sum(p.col_locked)
        total = sum(p.storage) + sum(p.dial) + locked + placed
        if total != markers or min(p.dial + p.storage) < 0:
            out.append(f"{p.name}: {total} insight markers (expected {markers})")
        if not 0 <= p.coffee <= rules.coffee_max:
            out.append(f"{p.name}: coffee {p.coffee} outside 0..{rules.coffee_max}")
        if p.vp < 0:
            out.append(f"{p.name}: negative VP {p.vp}")
        if p.rooms[1] is not None and not p.room2_open:
            out.append(f"{p.name}: a patient in room 2 before it opened")
        if not 0 <= p.prestige <= c.end_at:
            out.append(f"{p.name}: prestige {p.prestige} off the track")
        if state.freud_prestige < c.end_at and p.prestige >= state.freud_prestige:
            out.append(f"{p.name}: prestige {p.prestige} is not behind Freud's {state.freud_prestige}")
        tiles += [t for t in p.grid if t] + p.start_options
        patients += p.cured
        for room in p.rooms:
            if room is None:
                continue
            patients.append(room["patient"])
            sorrows += [room["sorrow"]] if room["sorrow"] else []
            dreams += room["dreams"]
            if len(room["dreams"]) > 2 or not 0 < room["marker"] <= c.track_max:
                out.append(f"{p.name}: room with {len(room['dreams'])} dreams, marker {room['marker']}")
        research += p.hand + p.in_play + [r for _, cards in p.treatises for r in cards]
    out += _same("method tiles", tiles, list(c.tiles))
    out += _same("patients", patients, list(c.patients))
    out += _same("sorrow overlays", sorrows, list(c.sorrows))
    out += _same("dreams", dreams, list(c.dreams))
    out += _same("research cards", research, list(c.research))
    return out
