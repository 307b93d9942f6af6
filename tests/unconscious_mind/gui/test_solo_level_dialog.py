"""The new-game dialog offers the solo difficulty (UM-SOLO-05) for a solo game only, in both languages, and the
game it starts scores against that difficulty's target."""

from __future__ import annotations

from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.scoring import solo_target
from desktop_app.ui.i18n import set_language
from desktop_app.ui.new_game_dialog import NewGameDialog
from tests.unconscious_mind.helpers import content


def test_the_solo_difficulty_is_offered_for_one_player_only_um_solo_05(qtbot):
    dialog = NewGameDialog(GAME, content())
    qtbot.addWidget(dialog)
    level = dialog.option_widgets["solo_level"]
    dialog.players.setValue(3)
    assert not level.isEnabled() and not dialog.option_labels["solo_level"].isEnabled()
    assert "solo_level" not in dialog.result_options()[0].variants
    dialog.players.setValue(1)
    assert level.isEnabled() and dialog.option_labels["solo_level"].isEnabled()
    assert dialog.result_options()[0].variants["solo_level"] == "normal"
    assert [level.itemText(i) for i in range(level.count())] == ["Easy", "Normal", "Hard"]
    assert dialog.option_labels["solo_level"].text() == "Difficulty (solo):"
    level.setCurrentIndex(2)
    options = dialog.result_options()[0]
    assert options.variants["solo_level"] == "hard"
    state = GAME.new_state(options, content(), 3)
    assert solo_target(content(), state.variants) == content().rules.solo.targets["hard"]
    set_language("zh_TW", save=False)
    qtbot.waitUntil(lambda: dialog.option_labels["solo_level"].text().startswith("難度（單人）"))
    assert [level.itemText(i) for i in range(level.count())] == ["簡單", "普通", "困難"]
    assert "困難" in level.toolTip() and "UM-SOLO-05" in level.toolTip()
