"""What the Unconscious Mind table shows is the state it was drawn from, after every step of a seeded game.

Players found the new markers of Brainstorm → Passion drawn between Freedom and Growth until the next
action: three "insight" events for one slot slid the same marker three times, each slide starting from
where the previous one had just put it. These tests play seeded games through the controller with the
animations on and compare, after every step, where the scene's pieces come to rest (an animation's end
value) and what they count with the state: insight markers per wedge and ring, the storage, ideas per
idea space and the action their tail points at, the market and the method grid, the patients and
their dreams, the inkwell, the professors, Freud and both of his markers, prestige and VP markers, coffee.
"""

from __future__ import annotations

import math
import random

import pytest
from PySide6.QtCore import QPointF

from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.bot import choose
from desktop_app.rules.unconscious_mind.model import NEUTRAL, OWN
from desktop_app.ui.unconscious_mind import layout as L
from desktop_app.ui.unconscious_mind.table import tail_angle
from tests.unconscious_mind.gui.test_drag_and_drop import TURN, place
from tests.unconscious_mind.helpers import content, position, start_turn


def rest(item) -> QPointF:
    """Where ``item`` comes to rest: the end of its running animation, else where it is."""
    animation = getattr(item, "_animation", None)
    return QPointF(animation.endValue()) if animation is not None else item.pos()


def dial_problems(scene, p) -> list[str]:
    """Differences between the viewer's dial on the table and ``p``'s dial (UM-COMP-23, UM-INS-09)."""
    wrong = []
    shown: dict[tuple[int, bool], int] = {}
    for m in scene.marker_items:
        s = m.payload["slot"]
        shown[(s, m.payload["own"])] = shown.get((s, m.payload["own"]), 0) + m.count
        if L.dial_slot_at(rest(m)) != s:
            wrong.append(f"a marker of slot {s} rests in slot {L.dial_slot_at(rest(m))}")
    for s in range(9):
        for kind in (NEUTRAL, OWN):
            if shown.get((s, kind == OWN), 0) != p.dial[s * 2 + kind]:
                wrong.append(f"slot {s} kind {kind}: shows {shown.get((s, kind == OWN), 0)}, has {p.dial[s * 2 + kind]}")
    storage = {m.payload["own"]: m.count for m in scene.pieces
               if isinstance(m.payload, dict) and m.payload.get("kind") == "marker" and m.payload["slot"] == -1}
    for kind in (NEUTRAL, OWN):
        if storage.get(kind == OWN, 0) != p.storage[kind]:
            wrong.append(f"storage kind {kind}: shows {storage.get(kind == OWN, 0)}, has {p.storage[kind]}")
    return wrong


def table_problems(scene, s) -> list[str]:
    """Every difference between the scene and the state ``s`` (seen by the scene's viewer)."""
    wrong = []
    c = s.content
    seat = scene.viewer
    p = s.players[seat]
    wrong += dial_problems(scene, p)
    placed = {c.spaces[i]["id"]: entry for i, entry in enumerate(s.table) if entry is not None}
    if set(scene.table_ideas) != set(placed):
        wrong.append(f"idea spaces shown {sorted(scene.table_ideas)}, occupied {sorted(placed)}")
    for sid, (owner, action, n) in placed.items():
        idea = scene.table_ideas.get(sid)
        if idea is not None and (idea.count != n or idea.payload["seat"] != owner
                                 or abs(idea.angle - tail_angle(scene, sid, action)) > 1e-6):
            wrong.append(f"space {sid}: shows {idea.count} of seat {idea.payload['seat']}, holds {n} of {owner}")
    for r, row in enumerate(s.market):
        for k in range(3):
            has = bool(row[0]) if k == 0 else row[k] is not None
            if ((r, k) in scene.market_items) != has:
                wrong.append(f"market ({r}, {k}): shown {(r, k) in scene.market_items}, holds {has}")
            elif k and has and scene.market_items[(r, k)].card.title != scene.view.content.name(row[k])["en"]:
                wrong.append(f"market ({r}, {k}) shows {scene.market_items[(r, k)].card.title}")
    for cell in range(9):
        shown = scene.cell_items[cell].payload.get("tile")
        if shown != p.grid[cell]:
            wrong.append(f"grid cell {cell}: shows {shown}, holds {p.grid[cell]}")
    for room in range(2):
        entry = p.rooms[room]
        item = scene.room_items.get(room)
        payload = getattr(item, "payload", None)
        is_patient = isinstance(payload, dict) and payload.get("kind") == "patient" and payload["room"] == room
        if is_patient != (entry is not None):
            wrong.append(f"room {room}: patient shown {is_patient}, present {entry is not None}")
        top = scene.dream_items.get(room)
        if entry is not None and bool(entry["dreams"]) != (top is not None):
            wrong.append(f"room {room}: top dream shown {top is not None}, dreams {entry['dreams']}")
        if top is not None and entry is not None and top.payload["dream"] != entry["dreams"][-1]:
            wrong.append(f"room {room}: the top dream shown is {top.payload['dream']}, not {entry['dreams'][-1]}")
    if scene.rondel_at(rest(scene.inkwell_item)) != p.inkwell:
        wrong.append(f"inkwell rests on {scene.rondel_at(rest(scene.inkwell_item))}, is on {p.inkwell}")
    for k, other in enumerate(s.players):
        prof = scene.professor_items.get(k)
        if prof is None or not L.location_rect(other.professor).contains(rest(prof)):
            wrong.append(f"professor {k} is not drawn on location {other.professor}")
        marker = scene.prestige_markers.get(k)
        if marker is None or not L.prestige_rect(other.prestige).contains(marker.sceneBoundingRect().center()):
            wrong.append(f"prestige marker {k} is not on space {other.prestige}")
    if scene.freud_item is None or not L.location_rect(s.freud).contains(rest(scene.freud_item)):
        wrong.append(f"Freud is not drawn on location {s.freud}")
    freud_marks = [i for i in scene.items() if getattr(i, "rule_id", None) == "UM-PRE-02" and i.toolTip()]
    if not any(L.prestige_rect(s.freud_prestige).contains(i.sceneBoundingRect().center()) for i in freud_marks):
        wrong.append(f"Freud's prestige marker is not on space {s.freud_prestige}")
    coffee = [i for i in scene.pieces if getattr(i, "rule_id", None) == "UM-COF-01" and i.colour.name() == "#e8c9a0"]
    if [i.label for i in coffee] != [str(p.coffee)]:
        wrong.append(f"coffee track shows {[i.label for i in coffee]}, player has {p.coffee}")
    if sorted(scene.hand_items) != sorted(p.hand):
        wrong.append(f"hand shows {sorted(scene.hand_items)}, holds {sorted(p.hand)}")
    return wrong


def play_and_compare(qtbot, um_table, players: int, seed: int, steps: int | None) -> int:
    """Play a seeded game (easy bots' choices, submitted through the controller, animations on) and
    compare the table with the state after every step; returns the number of steps played."""
    seats = (("Ann", "red"), ("Ben", "blue"), ("Cy", "green"), ("Di", "yellow"))[:players]
    options = GameOptions([Seat(name, colour, "human") for name, colour in seats])
    t = um_table(GAME.new_state(options, content(), seed), turn=False)
    t.scene.set_animation_speed(1.0)
    rng = random.Random(seed)
    n = 0
    while t.live.phase != "over" and (steps is None or n < steps):
        pending = t.controller.privacy_pending()
        if pending is not None:
            t.controller.set_privacy_acknowledged(pending)
        d = t.live.decisions()[0]
        action = choose(t.live.view(d.player), d.player, "easy", 0.02, rng)
        assert t.controller.submit(action) is None, action
        n += 1
        wrong = table_problems(t.scene, t.live)
        assert not wrong, (n, action, wrong)
    return n


def test_brainstorm_passion_markers_rest_in_the_passion_wedge_um_act_07(um_table, qtbot):
    """UM-ACT-07 / UM-INS-02: the three small Passion insights slide once into the Passion wedge and stay
    there (they came to rest between Freedom and Growth: every event slid the same marker again)."""
    s = position(TURN)
    start_turn(s)
    place(s, "3,0", "generate_three")
    t = um_table(s, turn=False)
    t.scene.set_animation_speed(1.0)
    t.controller.submit_all([Action.make(0, "execution", option=0), Action.make(0, "generate_colour", colour="red")])
    passion = [m for m in t.scene.marker_items if m.payload["slot"] == 0]
    assert [m.count for m in passion] == [3]
    assert passion[0].animating  # it slides in from the storage …
    qtbot.waitUntil(lambda: not passion[0].animating, timeout=3000)
    assert L.dial_slot_at(passion[0].pos()) == 0  # … and stops in its wedge
    assert math.dist(passion[0].pos().toTuple(), L.slot_point(0).toTuple()) < 1
    assert dial_problems(t.scene, t.live.players[0]) == []


def test_the_table_matches_the_state_after_every_step_of_a_seeded_game(um_table, qtbot):
    """The first 150 steps of a seeded two-player game (the default suite; the slow sweep plays whole games)."""
    assert play_and_compare(qtbot, um_table, 2, 3, 150) == 150


@pytest.mark.slow
@pytest.mark.parametrize("players,seed", [(1, 5), (2, 11), (3, 7), (4, 2)])
def test_whole_seeded_games_show_their_state_after_every_step(um_table, qtbot, players, seed):
    """Whole seeded games at every player count: the table equals the state after every step."""
    assert play_and_compare(qtbot, um_table, players, seed, None) > 50
