"""Turn-based hot-seat (FTP-TB-01, FTP-CHK-01): after the hand-over at the end of the day, the
error check shows the page of the player now at the screen — not the previous player's page
with "No errors on your page"."""

from __future__ import annotations

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.engine.record import GameRecord
from desktop_app.rules.fit_to_print import GAME
from desktop_app.ui.fit_to_print.scene import FtpScene
from tests.fit_to_print.helpers import content, play


def _one_editor_left_to_print():
    """Ann and Bob, turn-based; Bob has laid out and printed his page, Ann still lays out hers."""
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Bob", "blue", "human")], {"mode": "turn_based"})
    state = GAME.new_state(options, content(), 3)
    actions: list = []

    def one_printed(s) -> bool:
        return s.stage == "play" and [p.phase for p in s.players].count("printed") == 1

    play(state, 2, bots={0: "easy", 1: "easy"}, record=actions, stop=one_printed)
    record = GameRecord(GAME.id, GAME.content_version(content()), options, 3, list(actions))
    controller = GameController(GAME, content(), record, state, autosave=False)
    controller.set_animation_speed(0)
    scene = FtpScene(controller, start_clock=False)
    scene.set_animation_speed(0)
    controller.state_changed.connect(scene.sync)
    return controller, scene


def _shown_page(scene) -> list[int]:
    return sorted(uid for uid, *_ in scene.overlay.replay.page["tiles"])


def test_after_the_hand_over_each_player_checks_their_own_page(qtbot):
    controller, scene = _one_editor_left_to_print()
    try:
        state = controller.state
        last = next(i for i, p in enumerate(state.players) if p.phase != "printed")
        first = 1 - last
        pages = [sorted(p.page) for p in controller.view_state().players]
        assert pages[0] != pages[1], "the two pages differ, so the test can tell them apart"
        if controller.privacy_pending() is not None:
            controller.set_privacy_acknowledged(controller.privacy_pending())
        assert controller.viewer() == last
        while state.players[last].phase != "printed":
            move = next(a for a in controller.legal_actions(last) if a.kind in ("print", "call_layout"))
            assert controller.submit(move) is None
        # The draft is public: the device goes to the first drafter without a privacy screen, and
        # the end-of-day sheet shows that player's own page and only their check lines.
        assert controller.privacy_pending() is None
        assert controller.viewer() == first, "the first to print drafts first"
        assert scene.overlay is not None and scene.overlay.isVisible() and _shown_page(scene) == pages[first]
        steps = scene.overlay.replay.steps
        assert all(uid in pages[first] for _action, uid, *_ in steps if uid is not None)
        assert len(scene.overlay.log_lines) == len(steps)
        # Once the first has drafted, the device goes back, and the sheet shows the other page.
        draft = next(a for a in controller.legal_actions(first) if a.kind == "draft")
        assert controller.submit(draft) is None
        if controller.privacy_pending() is not None:
            controller.set_privacy_acknowledged(controller.privacy_pending())
        assert controller.viewer() == last
        assert scene.overlay is not None and scene.overlay.isVisible() and _shown_page(scene) == pages[last]
    finally:
        controller.shutdown(0)
