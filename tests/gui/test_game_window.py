"""The game window on the tiny game: playing by clicking, refusals, undo, save/open, privacy."""

from __future__ import annotations

from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QMessageBox

from desktop_app.engine.action import Action
from desktop_app.ui.decision_scene import DecisionScene
from desktop_app.ui.items import TokenItem
from tests.gui.helpers import button_for, click_item


def test_clicking_a_decision_button_applies_its_action(qtbot, tiny_window):
    """TINY-BID: clicking "bid amount 2" on the board records Ann's bid in the game state."""
    window = tiny_window(("human", "human"))
    assert isinstance(window.scene, DecisionScene)
    assert window.controller.state.bids == [None, None]
    click_item(qtbot, window.view, button_for(window, kind="bid", amount=2))
    qtbot.waitUntil(lambda: window.controller.state.bids[0] == 2, timeout=2000)
    assert window.controller.record.actions == [Action.make(0, "bid", amount=2)]
    assert "Ann has bid" in window.log_dock.lines()


def test_a_refused_drop_shows_the_rule_id_and_goes_home(qtbot, tiny_window):
    """TINY-PLAY: playing a card during the bidding is refused; the status line names the rule."""
    window = tiny_window(("human", "human"))
    token = TokenItem(10)
    window.scene.addItem(token)
    token.setPos(QPointF(5, 5))
    token.home = token.pos()  # a drag from (5, 5) ...
    token.setPos(QPointF(300, 200))  # ... dropped somewhere
    accepted = window.scene.submit_drop(token, Action.make(0, "play", card=3))
    assert not accepted
    assert "TINY-PLAY" in window.refusal_label.text()
    assert window.controller.record.actions == []
    assert token.pos() == QPointF(5, 5)  # animations are off in tests: back at once


def test_undo_from_the_edit_menu_takes_back_a_move_and_says_why_not(qtbot, tiny_window, monkeypatch):
    """Edit > Undo takes Ann's play back and Redo makes it again; after the reveal of the bids the
    menu item says why it cannot."""
    monkeypatch.setattr("desktop_app.controllers.bot_control.load_choose_action",
                        lambda: (lambda game, view, player, *rest: view.legal_actions(player)[0]))
    window = tiny_window(("human", "easy"))
    assert not window.undo_action.isEnabled()
    assert "nothing to undo" in window.undo_action.text()
    window.controller.submit(Action.make(0, "bid", amount=1))
    qtbot.waitUntil(lambda: window.controller.state.phase == "play", timeout=5000)
    assert not window.undo_action.isEnabled() and "revealed" in window.undo_action.text()
    card = window.controller.state.hands[0][0]
    window.controller.submit(Action.make(0, "play", card=card))
    qtbot.waitUntil(lambda: window.controller._bot_request is None
                    and window.controller.state.players_to_act() == [0], timeout=5000)
    assert window.undo_action.isEnabled()
    window.undo_action.trigger()
    assert window.controller.state.played[0] == [] and len(window.controller.record.actions) == 2
    assert window.redo_action.isEnabled()
    window.redo_action.trigger()
    assert window.controller.state.played[0] == [card]


def test_save_then_open_restores_the_game(qtbot, tiny_window, tmp_path):
    """Game > Save writes the record; Game > Open brings that position back."""
    window = tiny_window(("human", "human"))
    window.controller.submit(Action.make(0, "bid", amount=3))
    path = tmp_path / "game.board-table.json"
    assert window.save_to(path)
    assert path.is_file()
    assert "game.board-table.json" in window.windowTitle()
    window.privacy.acknowledged.emit(1)
    window.controller.submit(Action.make(1, "bid", amount=1))
    assert window.controller.state.phase == "play"
    old = window.controller
    assert window.open_game(path)
    assert window.controller is not old
    assert window.controller.record.actions == [Action.make(0, "bid", amount=3)]
    assert window.controller.state.bids == [3, None]
    assert window.controller.state.phase == "bid"


def test_opening_a_corrupt_file_shows_a_message_and_changes_nothing(qtbot, tiny_window, tmp_path, monkeypatch):
    """A damaged save gives a clear message box (no traceback) and the game on screen stays."""
    window = tiny_window(("human", "human"))
    window.controller.submit(Action.make(0, "bid", amount=1))
    before = (window.controller, list(window.controller.record.actions))
    bad = tmp_path / "bad.board-table.json"
    bad.write_text('{"format": "board-table-record", "version": 1, "game": "tin', encoding="utf-8")
    shown = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text, *a: shown.append((title, text)))
    assert not window.open_game(bad)
    assert shown and shown[0][0] == "Could not open the game"
    assert "corrupt" in shown[0][1] and "Traceback" not in shown[0][1]
    assert (window.controller, list(window.controller.record.actions)) == before


def test_privacy_screen_hides_the_board_between_two_humans(qtbot, tiny_window):
    """Hot-seat with secret bids: after Ann bids, the board is covered until Bob clicks."""
    window = tiny_window(("human", "human"))
    click_item(qtbot, window.view, button_for(window, kind="bid", amount=2))
    qtbot.waitUntil(window.privacy.isVisible, timeout=2000)
    assert window.privacy.geometry() == window.rect()
    assert "Pass to Bob" in window.privacy.title.text()
    covered = window.privacy.mapFrom(window, window.view.mapTo(window, window.view.rect().center()))
    assert window.privacy.rect().contains(covered)
    under = window.childAt(window.view.mapTo(window, window.view.rect().center()))
    assert under is window.privacy or window.privacy.isAncestorOf(under)
    assert window.controller.viewer() == 0
    qtbot.mouseClick(window.privacy, Qt.MouseButton.LeftButton)
    assert not window.privacy.isVisible()
    assert window.controller.viewer() == 1
    assert {b.payload.player for b in window.scene.buttons} == {1}


def test_rules_dock_names_the_rule_under_the_mouse(qtbot, tiny_window):
    """Hovering a bid button shows its rule ID (TINY-BID) in the rules-help dock."""
    window = tiny_window(("human", "human"))
    button = button_for(window, kind="bid", amount=0)
    window._hovered(button.sceneBoundingRect().center())
    assert window.rules_dock.rule[0] == "TINY-BID"
    assert "TINY-BID" in window.rules_dock.label.text()


def test_a_computer_game_ends_with_the_score_summary(qtbot, tiny_window):
    """Two computer seats play the tiny game to the end; the score dialog names the winner."""
    window = tiny_window(("random", "random"), seed=3)
    qtbot.waitUntil(lambda: window.score_dialog is not None, timeout=15000)
    sheet = window.controller.score_sheet()
    winner = sheet.players[sheet.winners[0]].name
    assert winner in window.score_dialog.winner.text()
    window.score_dialog.close()


def test_missing_cjk_font_is_said_in_the_game_log(qtbot, tiny_window, monkeypatch):
    """Without a CJK font the log says so instead of printing empty boxes silently (issue 2 §9)."""
    import desktop_app.ui.game_window as game_window

    monkeypatch.setattr(game_window, "cjk_font_family", lambda: None)
    window = tiny_window()
    assert any("No Chinese (CJK) font found" in line for line in window.log_dock.lines())
    monkeypatch.setattr(game_window, "cjk_font_family", lambda: "Noto Sans CJK TC")
    window = tiny_window()
    assert not any("CJK" in line for line in window.log_dock.lines())
