"""The Fit To Print table on screen: gathering, drops on the page, refusals, buttons, timer, draft.

Gestures go through the scene's own handlers (click, drop, right-click, keys) — the same code the
mouse reaches — and the assertions read the engine state behind the controller.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtGui import QKeyEvent

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME
from desktop_app.ui.fit_to_print.art import CELL
from desktop_app.ui.fit_to_print.scene import DESK, POOL, FtpScene
from desktop_app.ui.i18n import set_language
from tests.fit_to_print.helpers import content


def true_uids(controller, tile_id):
    """Pool uids of a tile type in the TRUE state (tests only; the scene sees footprints)."""
    return [u for u in controller.state.pool if controller.state.kinds[u] == tile_id]


def gather(controller, scene, uids):
    """Take and keep ``uids`` through the scene (click, then drop on the desk)."""
    for uid in uids:
        scene.tiles[uid].clicked.emit(scene.tiles[uid])
        item = scene.tiles[uid]
        item.setPos(DESK.center() - QPointF(20, 20))
        assert scene.tile_dropped(item)


def drop_on_page(scene, uid, col, row):
    """Drag a desk/page tile so its top-left lies over page cell (col, row) and let go."""
    item = scene.tiles[uid]
    item.setScale(1.0)
    item.setPos(scene.page.origin() + QPointF(col * CELL + 3, row * CELL - 4))
    return scene.tile_dropped(item)


def test_click_takes_a_pool_tile_face_up_and_drop_on_desk_keeps_it(table):
    """FTP-GAT-02/05, FTP-RT-03: a click takes the tile to the hand face up; the desk drop keeps it."""
    controller, scene = table()
    uid = controller.state.pool[0]
    item = scene.tiles[uid]
    assert item.place[0] == "pool" and not item.face_up and item.scale() < 0.5
    item.clicked.emit(item)
    assert controller.state.players[0].hand == [uid]
    assert item.place == ("hand", 0) and item.face_up and item.scale() > 0.5
    item.setPos(DESK.center())
    assert scene.tile_dropped(item)
    assert controller.state.players[0].desk == [uid] and controller.state.face_up[uid]
    assert item.place == ("desk", 0)
    assert [a.kind for a in controller.record.actions] == ["start_day", "take", "keep"]


def test_r_key_returns_the_hand_tile_face_up_and_k_keeps(table):
    """FTP-GAT-04: R returns the tile face up to the pool; K keeps the next one."""
    controller, scene = table()
    first, second = controller.state.pool[:2]
    scene.take(first)
    scene.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_R, Qt.KeyboardModifier.NoModifier))
    assert first in controller.state.pool and controller.state.face_up[first]
    assert scene.tiles[first].place[0] == "pool" and scene.tiles[first].face_up  # returned tiles lie face up
    scene.take(second)
    scene.keyPressEvent(QKeyEvent(QKeyEvent.Type.KeyPress, Qt.Key.Key_K, Qt.KeyboardModifier.NoModifier))
    assert controller.state.players[0].desk == [second]


def test_one_tile_in_hand_at_a_time(table):
    """FTP-GAT-02: a second click while holding a tile is refused with the rule ID."""
    controller, scene = table()
    messages = []
    controller.refused.connect(messages.append)
    a, b = controller.state.pool[:2]
    scene.take(a)
    scene.take(b)
    assert controller.state.players[0].hand == [a]
    assert messages and "FTP-GAT-02" in messages[-1]
    assert "FTP-GAT-02" in scene.last_refusal


def test_hand_tile_dropped_on_the_pool_returns_it(table):
    """FTP-RT-03: dragging the hand tile back to the pool returns it face up."""
    controller, scene = table()
    uid = controller.state.pool[0]
    scene.take(uid)
    item = scene.tiles[uid]
    item.setPos(POOL.center())
    assert scene.tile_dropped(item)
    assert uid in controller.state.pool and controller.state.face_up[uid]


def test_layout_then_drop_on_page_places_the_tile(table):
    """FTP-GAT-08, FTP-LAY-01/02: after Layout! a desk tile dropped on the page snaps to its cell."""
    controller, scene = table()
    uid = true_uids(controller, "N2g")[0]
    gather(controller, scene, [uid])
    scene.layout_button.clicked.emit(scene.layout_button)
    assert controller.state.players[0].phase == "layout"
    assert drop_on_page(scene, uid, 1, 4)  # B5: inside Friday's area (B..E), below the focus tile
    assert controller.state.players[0].page == {uid: (1, 4)}
    item = scene.tiles[uid]
    assert item.place == ("page", 1, 4)
    assert item.pos() == scene.page.origin() + QPointF(1 * CELL, 4 * CELL)
    kinds = [a.kind for a in controller.record.actions]
    assert kinds[-2:] == ["pick", "place"]


def test_refused_drop_names_the_rule_and_springs_back(table, qtbot):
    """FTP-LAY-03 / FTP-LAY-02: outside the day's area or on the focus tile is refused, nothing recorded."""
    controller, scene = table()
    uid = true_uids(controller, "N2g")[0]
    gather(controller, scene, [uid])
    scene.press_layout()
    item = scene.tiles[uid]
    home = QPointF(item.pos())
    before = list(controller.record.actions)
    with qtbot.waitSignal(scene.refused_locally) as signal:
        assert not drop_on_page(scene, uid, 0, 4)  # column A is not part of Friday's page
    assert "FTP-LAY-03" in signal.args[0]
    assert "FTP-LAY-03" in scene.last_refusal
    assert controller.record.actions == before
    assert item.pos() == home and item.place[0] == "desk"
    focus_at = controller.state.players[0].focus_at
    assert not drop_on_page(scene, uid, *focus_at)  # onto the focus tile
    assert "FTP-LAY-02" in scene.last_refusal
    assert uid in controller.state.players[0].desk
    assert not drop_on_page(scene, uid, -1, 4)  # partly off the grid's left edge
    assert "FTP-LAY-03" in scene.last_refusal and "No such cell" not in scene.last_refusal
    assert uid in controller.state.players[0].desk


def test_page_tile_goes_back_to_the_desk_and_right_click_flips(table):
    """FTP-LAY-01 (D) a placed tile may go back to the desk; FTP-LAY-11 right-click turns it over."""
    controller, scene = table()
    uid = true_uids(controller, "B3g")[0]
    gather(controller, scene, [uid])
    scene.press_layout()
    assert drop_on_page(scene, uid, 4, 3)
    scene.tiles[uid].flip_requested.emit(scene.tiles[uid])
    assert controller.state.face_up[uid] is False and not scene.tiles[uid].face_up
    item = scene.tiles[uid]
    item.setPos(DESK.center())
    assert scene.tile_dropped(item)
    assert controller.state.players[0].desk == [uid] and not controller.state.players[0].page


def test_ghost_shows_legal_and_illegal_spots(table):
    """FTP-LAY-02/03: while dragging, the ghost is green on a free cell and red outside the area."""
    controller, scene = table()
    uid = true_uids(controller, "AD1")[0]
    gather(controller, scene, [uid])
    scene.press_layout()
    item = scene.tiles[uid]
    item.setScale(1.0)
    item.setPos(scene.page.origin() + QPointF(2 * CELL, 5 * CELL))
    scene._dragging(item)
    assert scene.ghost.isVisible() and scene.ghost.legal
    item.setPos(scene.page.origin() + QPointF(0, 5 * CELL))
    scene._dragging(item)
    assert scene.ghost.isVisible() and not scene.ghost.legal


def test_focus_tile_moves_only_where_it_covers_the_stars(table):
    """FTP-LAY-04: the focus tile drags among star-covering spots; elsewhere it is refused."""
    controller, scene = table()
    scene.press_layout()
    state = controller.state
    moves = state.focus_moves(0)
    assert moves
    focus = scene.focus_item
    o = scene.page.origin()
    messages = []
    controller.refused.connect(messages.append)
    focus.setPos(o + QPointF(moves[0][0] * CELL, moves[0][1] * CELL))
    assert scene.focus_dropped(focus)
    assert state.players[0].focus_at == moves[0]
    focus.setPos(o + QPointF(1 * CELL, 5 * CELL))
    assert not scene.focus_dropped(focus)
    assert "FTP-LAY-04" in messages[-1]
    assert focus.pos() == o + QPointF(moves[0][0] * CELL, moves[0][1] * CELL)


def test_timer_warnings_at_30_and_10_seconds(table):
    """FTP-RT-05: the round timer turns to a warning at 30 s and to critical at 10 s."""
    controller, scene = table()
    assert scene.timer.warning_level == "" and scene.timer.data_shown[0] == 240_000
    controller.submit(Action.make(-1, "advance", ms=211_000))
    assert scene.timer.warning_level == "warning" and scene.timer.text_for(scene.timer.data_shown[0]) == "0:29"
    controller.submit(Action.make(-1, "advance", ms=20_000))
    assert scene.timer.warning_level == "critical"


def test_print_shows_the_check_and_scores_then_the_draft(table):
    """FTP-CHK-05, FTP-RT-07, FTP-DRF-04: the check replay flips a conflicting article with its rule,
    the score table lists the day, and the draft card starts the next day."""
    controller, scene = table()
    a, b = true_uids(controller, "N2g")[:2]
    gather(controller, scene, [a, b])
    scene.press_layout()
    assert drop_on_page(scene, a, 1, 4) and drop_on_page(scene, b, 2, 4)  # same category, side by side
    scene.print_button.clicked.emit(scene.print_button)
    overlay = scene.overlay
    assert overlay is not None and overlay.isVisible()
    steps = overlay.replay.steps
    assert steps and steps[0][0] == "flipped" and steps[0][3] == "FTP-CHK-05"
    assert "FTP-LAY-06" in overlay.log_lines[0]
    assert overlay.steps_shown == len(steps)  # animations off: all shown at once
    assert overlay.table[1][0] == "Ann" and overlay.table[1][-1] == "1"  # finish token 1
    assert controller.state.stage == "draft"
    cards = [c for c in overlay.choice_cards if c.enabled]
    assert len(cards) == 2 and not overlay.continue_button.isVisible()
    chosen = cards[0].payload
    cards[0].clicked.emit(cards[0])
    assert controller.state.players[0].focus[0] == chosen["focus"]
    assert controller.state.stage == "ready" and controller.state.day_index == 1  # waits for Continue
    assert overlay.continue_button.isVisible()
    overlay.continue_button.clicked.emit(overlay.continue_button)
    assert not overlay.isVisible()
    assert controller.state.stage == "play"  # the next day starts for everyone at Continue


def test_assistant_glows_conflicting_tiles_in_family_mode(table):
    """FTP-LAY-12: with the assistant (family mode) two same-category neighbours glow."""
    controller, scene = table(family=True)
    a, b, c = true_uids(controller, "S2g")[:2] + true_uids(controller, "B2g")[:1]
    gather(controller, scene, [a, b, c])
    scene.press_layout()
    assert drop_on_page(scene, a, 1, 4) and drop_on_page(scene, c, 3, 4)
    assert not scene.tiles[a].conflict
    assert drop_on_page(scene, b, 2, 4)
    assert scene.tiles[a].conflict and scene.tiles[b].conflict and not scene.tiles[c].conflict


def test_rivals_show_state_counts_and_rules_help(table):
    """FTP-RT-04: a computer editor's desk thumbnail; rules help names the page's spots."""
    controller, scene = table(kinds=("human", "easy"))
    rival = scene.rivals[0]
    assert rival.isVisible() and rival.data_shown[0] == "Ben"
    assert rival.data_shown[-2] == "gathering" and rival.data_shown[-1] == 1
    o = scene.page.origin()
    star = next(iter(controller.state.day.grid.cells_of(controller.state.day.area.stars)))
    if controller.state.players[0].focus_at is not None:
        scene.focus_item.setVisible(False)
    assert scene.rule_at(o + QPointF((star[0] + 0.5) * CELL, (star[1] + 0.5) * CELL))[0] == "FTP-LAY-04"
    assert scene.rule_at(o + QPointF(0.5 * CELL, 6.5 * CELL))[0] == "FTP-LAY-03"
    pool_tile = scene.tiles[controller.state.pool[0]]
    pool_tile.setZValue(10_000)
    assert scene.rule_at(pool_tile.sceneBoundingRect().center())[0] == "FTP-GAT-02"


def test_turn_based_hot_seat_passes_the_table(table):
    """FTP-TB-01/02: turn-based gathering is playable; after keep the next seat's view is shown."""
    controller, scene = table(kinds=("human", "human"), mode="turn_based")
    state = controller.state
    first = state.turn
    if controller.privacy_pending() is not None:
        controller.set_privacy_acknowledged(controller.privacy_pending())
    assert controller.viewer() == first
    uid = state.pool[0]
    scene.take(uid)
    scene.keep_or_return("keep")
    assert state.players[first].desk == [uid] and state.turn != first
    controller.set_privacy_acknowledged(state.turn)
    assert controller.viewer() == state.turn
    assert not scene.tiles[uid].isVisible()  # the other editor's desk is not on this seat's table


def test_chinese_names_on_tiles(table):
    """Tiles paint their headline in the UI language (繁體中文)."""
    controller, scene = table()
    uid = controller.state.pool[0]
    scene.take(uid)
    set_language("zh_TW", save=False)
    scene.sync([])
    assert scene.tiles[uid].lang == "zh"
    assert "手上" in scene.hand_mat.data_shown[0]


def test_bench_measures_a_drag(qapp):
    """The drag-paint benchmark runs and reports a positive median (the lead wires it to make bench)."""
    from desktop_app.ui.fit_to_print.bench_paint import measure_drag_paint_ms

    assert measure_drag_paint_ms(frames=4) > 0


def test_taking_a_tile_flips_it_over_on_the_way(table, qtbot):
    """FTP-RT-03: with animations on, the taken tile travels to the hand and turns face up."""
    controller, scene = table()
    scene.set_animation_speed(4.0)
    uid = controller.state.pool[0]
    scene.take(uid)
    item = scene.tiles[uid]
    assert item.moving and not item.face_up  # still showing its back at the start of the move
    qtbot.waitUntil(lambda: not item.moving, timeout=2000)
    assert item.face_up and item.pos() == item.slot_pos


def test_check_steps_play_one_by_one(table, qtbot):
    """FTP-RT-07: the error check is animated step by step (here two flips in procedure order)."""
    controller, scene = table()
    uids = true_uids(controller, "N2g")[:3]
    gather(controller, scene, uids)
    scene.press_layout()
    for uid, col in zip(uids, (1, 2, 3), strict=True):
        assert drop_on_page(scene, uid, col, 4)
    scene.set_animation_speed(8.0)
    scene.press_print()
    overlay = scene.overlay
    assert [s[0] for s in overlay.replay.steps] == ["flipped"]  # the middle tile: 2 conflicts, then none left
    assert overlay.steps_shown == 0
    qtbot.waitUntil(lambda: overlay.steps_shown == 1, timeout=3000)
    assert overlay.replay.steps[0][1] == uids[1]


def test_scene_runs_the_clock_and_pauses_it_for_the_end_of_day_sheet(qtbot):
    """FTP-RT-01: the scene starts the real-time clock, stops it while the day's sheet is open."""
    seats = [Seat("Ann", "red", "human")]
    controller = GameController.new(GAME, content(), GameOptions(seats), 3, autosave=False)
    controller.set_animation_speed(0)
    scene = FtpScene(controller)
    scene.set_animation_speed(0)
    controller.state_changed.connect(scene.sync)
    try:
        qtbot.waitUntil(controller.clock_running, timeout=2000)
        qtbot.waitUntil(lambda: controller.state.clock_ms > 0, timeout=3000)
        scene.press_print()
        assert scene.overlay is not None and not controller.clock_running()
        cards = [c for c in scene.overlay.choice_cards if c.enabled]
        scene.choose(cards[0].payload)
        scene.overlay.continue_button.clicked.emit(scene.overlay.continue_button)
        assert controller.clock_running() and controller.state.day_index == 1
    finally:
        controller.shutdown()


def test_colour_blind_patterns_reach_tiles_and_rivals(table):
    """View ▸ Colour-blind patterns: tiles and rival thumbnails switch to hatched category colours."""
    controller, scene = table(kinds=("human", "easy"))
    uid = controller.state.pool[0]
    scene.take(uid)
    scene.set_colour_blind(True)
    assert scene.tiles[uid].colour_blind and scene.rivals[0].colour_blind
    art, tile = scene.art, scene.tiles[uid].tile
    assert art.pixmap(tile, True, "en", True) is not art.pixmap(tile, True, "en", False)


def test_character_pick_sheet(table, qtbot):
    """FTP-ADV-01: with picked characters the sheet offers them; after the picks the day starts."""
    controller, scene = table(kinds=("human", "easy"), characters=True, character_pick="pick")
    assert controller.state.stage == "pick_character"
    cards = [c for c in scene.overlay.choice_cards if c.enabled]
    assert len(cards) == len(controller.content.characters)
    chosen = cards[0].payload["character"]
    cards[0].clicked.emit(cards[0])
    assert controller.state.players[0].character == chosen
    qtbot.waitUntil(lambda: controller.state.stage == "play", timeout=5000)
    qtbot.waitUntil(lambda: scene.overlay is None, timeout=2000)
    assert "★" in scene.news_panel.data_shown[1]  # my character's ability is shown on the table
