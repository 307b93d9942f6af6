"""Unnamed seats read 玩家 N in Chinese everywhere on the table (QA): the Gutenberg boards, turn
order and plan labels, the Fit To Print header and rival desks, the Viscounts small boards and turn
order, and the status line showed "Player 3" while the score dock and the log said 玩家 3."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QGraphicsSimpleTextItem, QGraphicsTextItem

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.fit_to_print import GAME as FTP
from desktop_app.rules.gutenberg import GAME as GUT
from desktop_app.rules.viscounts import GAME as VIS
from desktop_app.ui.i18n import set_language
from desktop_app.ui.scenes import create_scene


def _scene_texts(scene) -> str:
    out = []
    for item in scene.items():
        if isinstance(item, (QGraphicsSimpleTextItem, QGraphicsTextItem)):
            out.append(item.text() if isinstance(item, QGraphicsSimpleTextItem) else item.toPlainText())
        data = getattr(item, "data_shown", None)
        if data is not None:
            out.append(repr(data))
    return "\n".join(out)


@pytest.mark.parametrize("game", [GUT, FTP, VIS], ids=["gutenberg", "fit-to-print", "viscounts"])
def test_unnamed_seats_read_wanjia_n_on_the_chinese_table(qtbot, game):
    set_language("zh_TW", save=False)
    kinds = ("human", "easy", "easy")
    options = GameOptions([Seat(f"Player {i + 1}", "", k) for i, k in enumerate(kinds)])
    controller = GameController.new(game, game.load_content(), options, 5, autosave=False)
    controller.set_animation_speed(0)
    controller.set_translator(None, "zh_TW")
    scene = create_scene(controller)
    controller.state_changed.connect(scene.sync)
    try:
        controller._kick_off()
        qtbot.wait(20)
        shown = _scene_texts(scene)
        assert "玩家 2" in shown or "玩家 3" in shown
        assert "Player 2" not in shown and "Player 3" not in shown
        assert "Player" not in controller.status_text()
        assert controller.seat_name(2) == "玩家 3"
    finally:
        controller.shutdown(0)
        set_language("en", save=False)


@pytest.mark.parametrize("game_id", ["viscounts", "unconscious-mind"])
def test_the_final_scores_on_the_table_read_wanjia_n_in_chinese(qtbot, game_id):
    """The side panel's "final scores" list, and every other text and tooltip of the table, name an
    unnamed seat 玩家 N in 繁體中文, as the summary dialog and the score dock do (Viscounts and
    Unconscious Mind printed "Player 1 ★: 76"; Unconscious Mind also "Your office — Player 1", the turn
    order and the track tokens' tooltips)."""
    from desktop_app.ai.selfplay import play_game
    from desktop_app.engine.game import get_game

    game = get_game(game_id)
    content = game.load_content()
    result = play_game(game, content, GameOptions.default(2, ["random", "random"]), 5, ["random", "random"])
    assert result.state.is_over()
    set_language("zh_TW", save=False)
    controller = GameController(game, content, result.record, result.state, autosave=False)
    controller.set_animation_speed(0)
    controller.set_translator(None, "zh_TW")
    scene = create_scene(controller)
    try:
        shown = _scene_texts(scene) + "\n".join(item.toolTip() for item in scene.items())
        assert "最終分數" in shown
        assert "玩家 1" in shown and "玩家 2" in shown
        assert "Player 1" not in shown and "Player 2" not in shown
    finally:
        controller.shutdown(0)
        set_language("en", save=False)
