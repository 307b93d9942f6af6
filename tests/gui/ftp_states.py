"""Fit To Print tables in a given state for GUI tests: the end of a day, just before the last page
is printed (so the scene receives the check events and opens the end-of-day sheet)."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import GameRecord
from desktop_app.rules.fit_to_print import GAME
from tests.fit_to_print.helpers import content, play


def one_page_left_to_print(seed: int = 3) -> GameController:
    """Ann and Bob, turn-based; Bob has printed his page, Ann still lays out hers (Ann at the screen)."""
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Bob", "blue", "human")], {"mode": "turn_based"})
    state = GAME.new_state(options, content(), seed)
    actions: list = []
    play(state, 2, bots={0: "easy", 1: "easy"}, record=actions,
         stop=lambda s: s.stage == "play" and [p.phase for p in s.players].count("printed") == 1)
    record = GameRecord(GAME.id, GAME.content_version(content()), options, seed, list(actions))
    controller = GameController(GAME, content(), record, state, autosave=False)
    controller.set_animation_speed(0)
    if controller.privacy_pending() is not None:
        controller.set_privacy_acknowledged(controller.privacy_pending())
    return controller


def print_the_last_page(controller: GameController) -> None:
    """The editor still laying out prints (the end of the day follows)."""
    state = controller.state
    last = next(i for i, p in enumerate(state.players) if p.phase != "printed")
    while state.players[last].phase != "printed":
        move = next(a for a in controller.legal_actions(last) if a.kind in ("print", "call_layout"))
        assert controller.submit(move) is None
