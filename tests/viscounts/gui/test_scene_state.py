"""The Viscounts table shows the state it was drawn from, after every step of a seeded whole game
(issue "Viscounts and Unconscious Mind as players find them"): the cards in each tableau slot of
every board (VIS-P1-01, read from where the cards stand), the chests under the viewer's slots
(KOK-CHEST-02), the hand, silver and resources, every worker in its castle region (VIS-WORK-04) and
every viscount on its space (VIS-MOVE-01), every building on its site (VIS-BUILD-06).

Uses the shared scene-equals-state driver :mod:`tests.support.scene_state`."""

from __future__ import annotations

from collections import Counter as Tally

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.viscounts import GAME
from desktop_app.ui.scenes import create_scene
from desktop_app.ui.viscounts.board import Counter
from desktop_app.ui.viscounts.cards import CardSlot, TownsfolkCard
from desktop_app.ui.viscounts.expansions import ChestTile
from tests.support.scene_state import check_scene_over_game
from tests.viscounts.fixtures import CONTENT

BOTH = {"gates_of_gold": True, "keeper_of_keys": True}


def _slot_of(centre, slots: dict[tuple[int, int], object]) -> tuple[int, int] | None:
    return next((key for key, item in slots.items() if item.sceneBoundingRect().contains(centre)), None)


class ViscountsReader:
    """:class:`tests.support.scene_state.SceneReader` for the Viscounts table."""

    def shown(self, scene) -> dict:
        viewer, view = scene.viewer, scene.view
        slots: dict[tuple[int, int], object] = {}
        for item in scene.items():
            p = item.payload if isinstance(getattr(item, "payload", None), dict) else {}
            if isinstance(item, CardSlot) and p.get("kind") == "tableau_slot":
                slots[(viewer, p["slot"])] = item
            elif isinstance(item, CardSlot) and p.get("kind") == "other_slot":
                slots[(p["seat"], p["slot"])] = item
        out: dict = {f"tableau {seat}": [None] * CONTENT.rules.tableau_slots for seat in range(view.n)}
        hand, resources = [], {}
        for item in scene.items():
            p = item.payload if isinstance(getattr(item, "payload", None), dict) else {}
            if isinstance(item, TownsfolkCard) and p.get("kind") in ("tableau", "other_tableau"):
                seat, slot = _slot_of(item.sceneBoundingRect().center(), slots) or (None, None)
                if seat is not None and seat == p.get("seat", viewer):
                    out[f"tableau {seat}"][slot - 1] = item.card_id
            elif isinstance(item, TownsfolkCard) and p.get("kind") == "hand":
                hand.append(item.card_id)
            elif isinstance(item, Counter) and item.kind in ("silver", "ink", "gold", "stone"):
                resources[item.kind] = item.value
        out["hand"], out["resources"] = sorted(hand), resources
        if view.kok and 0 <= viewer < view.n:
            chests = [None] * CONTENT.keys.slots
            for item in scene.items():
                if isinstance(item, ChestTile) and item.payload.get("kind") == "my_chest":
                    under = next((s.slot for s in scene.mine["chest_slots"]
                                  if s.sceneBoundingRect().contains(item.sceneBoundingRect().center())), None)
                    chests[under - 1] = item.chest_id
            out["chests"] = chests
        out["castle"] = sorted(Tally((*scene.geo.region_at(w.pos()), w.payload["colour"]) for w in scene.workers).items())
        out["viscounts"] = {seat: scene.geo.space_at(item.pos()) for seat, item in scene.viscounts.items()}
        out["sites"] = {scene.geo.site_at(item.sceneBoundingRect().center()): [item.owner, item.building]
                        for item in scene.sites.values() if item.building is not None}
        return out

    def expected(self, view, viewer: int) -> dict:
        out: dict = {}
        for seat, pl in enumerate(view.players):
            cards = list(pl.tableau)
            if view.phase == "cards" and view.active == seat and view.turn.played is None:
                cards.insert(0, None)  # VIS-P1-01: shifted right, the new card not yet played
            out[f"tableau {seat}"] = (cards + [None] * 3)[:CONTENT.rules.tableau_slots]
        me = view.players[viewer]
        out["hand"] = sorted(me.hand)
        out["resources"] = {"silver": me.silver, **me.res}
        if view.kok:
            out["chests"] = [me.chests[k] if k < len(me.chests) else None for k in range(CONTENT.keys.slots)]
        b = view.board
        castle = Tally()
        for level, rows in ((1, b.l1), (2, b.l2), (3, [b.l3])):
            for region, row in enumerate(rows):
                for colour, n in enumerate(row):
                    if n:
                        castle[(level, region, colour)] += n
        out["castle"] = sorted(castle.items())
        out["viscounts"] = {seat: pl.space for seat, pl in enumerate(view.players) if pl.space}
        if view.steward is not None and view.steward.space:  # solo: the Steward's viscount (GAP-13)
            out["viscounts"][view.n] = view.steward.space
        out["sites"] = {site: list(held) for site, held in view.board.sites.items()}
        return out


def _whole_game(qtbot, seed: int, variants: dict, players: int = 2, max_steps: int = 600) -> int:
    seats = [Seat(n, c, "human") for n, c in zip(("Ann", "Ben", "Cy"), ("red", "blue", "green"), strict=False)]
    controller = GameController.new(GAME, CONTENT, GameOptions(seats[:players], dict(variants)), seed, autosave=False)
    steps = check_scene_over_game(qtbot, controller, create_scene(controller), ViscountsReader(), seed, max_steps)
    _last_state[0] = controller.state
    return steps


_last_state: list = [None]
"""The state a :func:`_whole_game` ended at (for the tests that check it was played to the end)."""


def test_the_table_shows_the_state_after_every_step_of_a_whole_game_vis_p1_01(qtbot):
    """VIS-P1-01, KOK-CHEST-02, VIS-WORK-04, VIS-MOVE-01, VIS-BUILD-06: a seeded whole 2-player game with
    both modules; after every step each tableau card stands in its slot, each worker in its region, each
    viscount on its space, each building on its site, and the viewer's hand, silver, resources and
    chests are the state's."""
    steps = _whole_game(qtbot, 5, BOTH)
    assert steps > 60 and not any(d.player >= 0 for d in _last_state[0].decisions()), "played to the end"


def test_the_base_table_shows_the_state_through_the_first_rounds_vis_p1_01(qtbot):
    """The same without the modules (the first 60 steps: draft, shifts, builds, the castle)."""
    assert _whole_game(qtbot, 6, {}, max_steps=60) == 60


def test_a_chest_that_works_shows_its_card_above_it_kok_chest_04(table):
    """KOK-CHEST-04, DEC-44, VIS-P1-01: at the start of the turn the cards shift right; the chest of slot 2
    works for the card now in slot 2, and the table draws that card above it, slot 1 empty."""
    from tests.viscounts.fixtures import position

    t = table(position("""
        variants: {keeper_of_keys: true}
        phase: cards
        p0: {space: A_O1, hand: [st_page, st_acolyte], tableau: [st_farmhand, st_hod_carrier], chests: [null, ch01, null]}
    """))
    shown = ViscountsReader().shown(t.scene)["tableau 0"]
    assert t.state.stack.question.kind == "play_card"
    assert shown == [None, "st_farmhand", "st_hod_carrier"]


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1, 9))
@pytest.mark.parametrize("variants", [{}, {"gates_of_gold": True}, {"keeper_of_keys": True}, BOTH])
def test_sweep_the_table_shows_the_state_vis_p1_01(qtbot, seed, variants):
    """The same check over more seeds, each module alone, 3 players and solo against the Steward."""
    _whole_game(qtbot, seed, variants, players=(1, 2, 3, 2)[seed % 4])
