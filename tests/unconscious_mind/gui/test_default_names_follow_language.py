"""Who is who on the Unconscious Mind table: seats nobody named ("Player 1") read 玩家 1 in Chinese, as in the
log; the ◀ on another player's office marks only the player who decides now."""

from __future__ import annotations

from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.ui.i18n import set_language
from tests.unconscious_mind.gui.test_hot_seat_and_whole_game import shown_texts
from tests.unconscious_mind.helpers import content


def test_default_seat_names_are_shown_in_the_language_on_screen_um_turn_07(um_table):
    """The header (UM-TURN-07), the decision, the offices and the tooltips all say 玩家 1 / 玩家 2."""
    options = GameOptions([Seat("Player 1", "red", "human"), Seat("Player 2", "blue", "human")])
    t = um_table(GAME.new_state(options, content(), 3), turn=False)
    set_language("zh_TW", save=False)
    t.scene.sync([])
    texts = shown_texts(t.scene)
    assert "玩家 1" in texts and "玩家 2" in texts
    assert "Player 1" not in texts and "Player 2" not in texts
    set_language("en", save=False)
    t.scene.sync([])
    texts = shown_texts(t.scene)
    assert "Player 1" in texts and "玩家 1" not in texts


def test_the_other_office_is_marked_only_while_that_player_decides_um_set_16(um_table):
    """UM-SET-16: while 美玲 kept her starting tile, Ann's small office still bore the ◀ of the player to act."""
    options = GameOptions([Seat("Ann", "red", "human"), Seat("美玲", "blue", "human")])
    t = um_table(GAME.new_state(options, content(), 3), turn=False)
    t.click(t.button(lambda a: a.kind == "setup_start_method"))
    t.click(t.button(lambda a: a.kind == "setup_method_row"))
    assert t.live.decisions()[0].player == 1 and t.scene.viewer == 1
    texts = shown_texts(t.scene)
    assert "Ann" in texts and "Ann ◀" not in texts
