"""The Gutenberg table shows the state it was drawn from, after every step of a seeded whole game
(issue "Viscounts and Unconscious Mind as players find them", picture equals state).

Read from where the items stand and what they paint, not from what they were told: each gear by the
mount it stands on and the sector its rotation puts at the white arc (GUT-GEAR-02, GUT-WORK-01) and
its claim mark (GUT-GEAR-07); coins and ink as the workshop's supply paints them (GUT-INK-04); each
prestige marker by the track cell it stands in (GUT-END-01); each held order by the workshop it lies
in and the word it paints (GUT-TAKE-02); specialty levels as the filled cells of each track
(GUT-SPEC-02); the ink tokens on each board row by where they stand (GUT-INK-02); the planning tokens
per action row — the viewer's own while planning, nobody else's until the reveal, then everyone's
(GUT-PLAN-01, GUT-PLAN-06); each seat's coins, prestige and tokens as its tab paints them. The
workshop on the table is the viewer's; its tab shows another seat's.

Uses the shared scene-equals-state driver :mod:`tests.support.scene_state`."""

from __future__ import annotations

import math
import re

import pytest
from PySide6.QtCore import QPointF
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsPathItem, QGraphicsSimpleTextItem, QStyleOptionGraphicsItem

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.gutenberg import GAME
from desktop_app.ui.gutenberg import planning
from desktop_app.ui.gutenberg.board import ink_spot
from desktop_app.ui.gutenberg.gear import MeshGear
from desktop_app.ui.gutenberg.look import SPECIALTY_COLOURS, ink_colour
from desktop_app.ui.gutenberg.pieces import InkToken, Space
from desktop_app.ui.i18n import render
from desktop_app.ui.items import TokenItem
from desktop_app.ui.scenes import create_scene
from tests.gui.text_audit import audit_painting
from tests.gutenberg.helpers import content
from tests.support.scene_state import assert_scene_shows_state, check_scene_over_game


def painted_texts(item) -> list[str]:
    """The strings ``item`` paints, top line first, each line left to right."""
    def paint(painter):
        item.paint(painter, QStyleOptionGraphicsItem(), None)

    shown = [p for p in audit_painting(800, 800, paint) if p.text.strip()]
    top = min((p.y for p in shown), default=0.0)
    return [p.text for p in sorted(shown, key=lambda p: (p.y > top + 8, p.x))]


def rest(item) -> QPointF:
    """Where ``item`` comes to rest: the end of its running move, else where it stands."""
    animation = getattr(item, "_animation", None)
    return QPointF(animation.endValue()) if animation is not None else item.pos()


def rest_rotation(gear: MeshGear) -> float:
    """The rotation ``gear`` comes to rest at: the end of its running turn, else its rotation."""
    return float(gear._spin.endValue()) if gear.spinning else gear.rotation()


def _seat_at(scene, point: QPointF) -> int | None:
    return next((seat for seat, rect in scene.workshop_rects.items() if rect.contains(point)), None)


def _orientation(rotation: float) -> int:
    """The sector a gear's rotation puts at the arc (the inverse of ``rotation_for``)."""
    steps = round(((-rotation) % 360.0) / 120.0) % 3
    assert abs(((-rotation) % 360.0) - steps * 120.0) % 360.0 < 1.0, f"a gear stands between sectors: {rotation}"
    return steps


def _track_cell(scene, point: QPointF) -> int | None:
    """The number painted in the prestige track cell under ``point``."""
    for item in scene.items(point):
        if isinstance(item, QGraphicsPathItem) and getattr(item, "rule_id", None) == "GUT-END-01":
            cell = item.sceneBoundingRect()
            numbers = [t for t in scene.items(cell) if isinstance(t, QGraphicsSimpleTextItem)
                       and t.text().isdigit() and cell.contains(t.sceneBoundingRect().center())]
            if numbers:
                return int(numbers[0].text())
    return None


class GutenbergReader:
    """:class:`tests.support.scene_state.SceneReader` for the Gutenberg table: the workshop on the table
    is the viewer's own (or ``seat``'s, once its tab was clicked)."""

    def __init__(self, seat: int | None = None) -> None:
        self.seat = seat

    def shown(self, scene) -> dict:
        view = scene.view
        out: dict = {}
        tabs = {}
        for item in scene.items():
            p = item.payload if isinstance(getattr(item, "payload", None), dict) else {}
            if isinstance(item, Space) and p.get("kind") == "workshop_tab":
                tabs[p["seat"]] = [int(n) for n in re.findall(r"\d+", painted_texts(item)[-1])]
        out["tabs"] = tabs
        gears = {}
        for item in scene.items():
            if isinstance(item, MeshGear) and item.payload.get("kind") == "gear":
                at = rest(item)
                near = [(math.dist((at.x(), at.y()), (m.x(), m.y())), key) for key, m in scene.mounts.items()]
                distance, key = min(near)
                assert distance < 1, f"gear {item.gear_id} stands off its mount"
                gears[key] = (item.gear_id, _orientation(rest_rotation(item)), item.marked)
        out["gears"] = gears
        for item in scene.items():
            p = item.payload if isinstance(getattr(item, "payload", None), dict) else {}
            if isinstance(item, Space) and p.get("kind") == "supply":
                out[f"supply {_seat_at(scene, item.sceneBoundingRect().center())}"] = painted_texts(item)
        prestige = {}
        for item in scene.items():
            if type(item) is TokenItem and getattr(item, "rule_id", None) == "GUT-END-01":
                prestige[item.player_mark] = _track_cell(scene, rest(item))
        out["prestige"] = prestige
        orders: dict[int, list[str]] = {}
        for item in scene.items():
            p = item.payload if isinstance(getattr(item, "payload", None), dict) else {}
            if isinstance(item, Space) and p.get("kind") == "held_order":
                seat = _seat_at(scene, item.sceneBoundingRect().center())
                orders.setdefault(seat, []).append(painted_texts(item)[0])
        out["orders"] = {seat: sorted(words) for seat, words in orders.items()}
        filled = {QColor(c).name() for c in SPECIALTY_COLOURS}
        levels: dict[int, dict[float, int]] = {}
        for item in scene.items():
            if isinstance(item, QGraphicsPathItem) and getattr(item, "rule_id", None) == "GUT-SPEC-02":
                seat = _seat_at(scene, item.sceneBoundingRect().center())
                row = levels.setdefault(seat, {}).setdefault(round(item.sceneBoundingRect().top()), 0)
                levels[seat][round(item.sceneBoundingRect().top())] = row + (item.brush().color().name() in filled)
        out["levels"] = {seat: [rows[y] for y in sorted(rows)] for seat, rows in levels.items()}
        ink_rows = [[None, None, None] for _ in view.ink_rows]
        for token in scene.items():
            if isinstance(token, InkToken):
                row, place = _ink_place(view, rest(token))
                colours = [ink_colour(view.content, c).name() for c in range(len(view.bag))]
                ink_rows[row][place] = colours.index(token.colour.name())
        out["ink rows"] = ink_rows
        bids: dict[int, list[int]] = {}
        origin = scene.action_origin
        for item in scene.items():
            if type(item) is TokenItem and getattr(item, "rule_id", None) in ("GUT-PLAN-03", "GUT-PLAN-06"):
                row = planning.row_at(origin, rest(item))
                bids.setdefault(item.player_mark, [0] * 5)[row] += 1
        out["bids"] = bids
        return out

    def expected(self, view, viewer: int) -> dict:
        out: dict = {"tabs": {seat: [pl.prestige] if pl.is_rival else [pl.coins, pl.prestige, pl.tokens]
                              for seat, pl in enumerate(view.players)}}
        seat = self.seat if self.seat is not None else viewer
        pl = view.players[seat]
        out["gears"] = {(seat, slot): (g[0], g[1], bool(g[2])) for slot, g in enumerate(pl.gears) if g is not None}
        out[f"supply {seat}"] = [str(pl.coins)] + [str(n) for n in pl.ink]
        out["prestige"] = {s: p.prestige % 50 for s, p in enumerate(view.players)}
        out["orders"] = {seat: sorted(render(view.content.name(o[0])) for o in pl.orders)} if pl.orders else {}
        out["levels"] = {seat: list(pl.levels)}
        out["ink rows"] = [list(row) for row in view.ink_rows]
        if view.phase == "plan":
            me = view.players[viewer]
            out["bids"] = {viewer: list(me.plan)} if sum(me.plan) else {}
        elif view.revealed and view.phase not in ("character", "draft", "letters"):
            out["bids"] = {seat: list(pl.plan) for seat, pl in enumerate(view.players) if sum(pl.plan)}
        else:
            out["bids"] = {}
        return out


def _ink_place(view, point: QPointF) -> tuple[int, int]:
    """The (row, place) of the board's ink spot nearest ``point``."""
    spots = [(row, place) for row in range(len(view.ink_rows)) for place in range(3)]
    return min(spots, key=lambda s: math.dist((point.x(), point.y()), (ink_spot(*s).x(), ink_spot(*s).y())))


def _whole_game(qtbot, seed: int, players: int, max_steps: int) -> int:
    seats = [Seat(n, c, "human") for n, c in zip(("Ann", "Ben", "Cy", "Di"), ("red", "blue", "green", "yellow"),
                                                  strict=False)]
    controller = GameController.new(GAME, content(), GameOptions(seats[:players]), seed, autosave=False)
    return check_scene_over_game(qtbot, controller, create_scene(controller), GutenbergReader(), seed, max_steps)


def test_the_table_shows_the_state_after_every_step_of_the_first_round_gut_gear_02(qtbot):
    """GUT-GEAR-02, GUT-INK-02/04, GUT-END-01, GUT-TAKE-02, GUT-SPEC-02, GUT-PLAN-01/06: the setup and
    the first round of a seeded 2-player game (a redraw takes about 0.1 s, so the default suite stops
    there); after every step the table shows the state's gears, supplies, prestige, orders, specialty
    levels, ink rows and the bids the viewer may see."""
    assert _whole_game(qtbot, 4, 2, 45) == 45


@pytest.mark.slow
def test_the_table_shows_the_state_after_every_step_of_a_whole_game_gut_take_02(qtbot):
    """GUT-TAKE-02, GUT-GEAR-07 and the rest, to the end of a seeded 2-player game (a fifth order taken
    shows in the workshop until one is discarded)."""
    assert _whole_game(qtbot, 4, 2, 2000) > 100


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1, 7))
def test_sweep_the_table_shows_the_state_gut_gear_02(qtbot, seed):
    """The same check over more seeds, with 3 and 4 players."""
    _whole_game(qtbot, seed, 3 + seed % 2, 3000)


def test_an_installed_and_turned_gear_shows_its_state_gut_gear_02(table):
    """GUT-GEAR-02, GUT-WORK-01: gears taken turned to a sector other than the first, and every later step
    up to the end of that round: the gear on its mount shows the state's sector at the white arc."""
    t = table(seed=3)

    def turned_gear(state, legal):
        wanted = [a for a in legal if (a.kind == "take_gear" and a.get("orient"))
                  or (a.kind == "plan_add" and a.get("row") == "workshop")]
        return wanted[0] if wanted else None

    t.drive(lambda s: any(g is not None and g[1] for pl in s.players for g in pl.gears), turned_gear)
    controller, scene = t.open()
    seat = next(s for s, pl in enumerate(t.state.players) if any(g is not None and g[1] for g in pl.gears))
    scene.show_workshop(seat)  # its tab puts that seat's workshop on the table
    reader = GutenbergReader(seat)
    assert any(orientation for _gear, orientation, _marked in reader.shown(scene)["gears"].values())
    assert_scene_shows_state(scene, controller, reader, "a turned gear installed")


def test_each_tab_shows_its_seat_s_workshop_gut_work_01(table):
    """GUT-WORK-01, GUT-TAKE-02: mid-game, a click on each seat's tab puts that seat's gears, supply,
    tracks and orders on the table; the game does not change."""
    t = table(seed=6, players=3)
    t.drive(lambda s: s.round == 3 and s.phase == "plan")
    controller, scene = t.open()
    before = t.state.to_json()
    for seat in (2, 0, 1):
        tab = next(p for p in scene.pieces if isinstance(p.payload, dict) and p.payload.get("kind") == "workshop_tab"
                   and p.payload["seat"] == seat)
        scene._clicked(tab)
        assert list(scene.workshop_rects) == [seat]
        assert_scene_shows_state(scene, controller, GutenbergReader(seat), f"seat {seat}'s tab")
    assert t.state.to_json() == before


def test_a_new_decision_shows_the_deciding_person_s_own_workshop_gut_plan_01(table):
    """GUT-PLAN-01, GUT-WORK-01: a tab's choice lasts for the decision it was made in; the next person
    to decide (hot seat) finds their own workshop on the table."""
    t = table(seed=6, players=3)
    t.drive(lambda s: s.phase == "plan" and not any(pl.committed for pl in s.players))
    controller, scene = t.open()
    first = controller.viewer()
    elsewhere = (first + 2) % 3
    scene.show_workshop(elsewhere)
    assert list(scene.workshop_rects) == [elsewhere]
    legal = controller.legal_actions(first)
    assert controller.submit(next(a for a in legal if a.kind == "plan_add")) is None  # the same decision
    assert list(scene.workshop_rects) == [elsewhere]
    assert controller.submit(Action.make(first, "plan_commit")) is None
    nxt = controller.privacy_pending()
    assert nxt is not None and nxt not in (first, elsewhere)
    controller.set_privacy_acknowledged(nxt)  # the hand-over to the next person
    assert controller.viewer() == nxt and list(scene.workshop_rects) == [nxt]
