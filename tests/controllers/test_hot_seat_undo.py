"""Hot-seat fairness in a 2-human Gutenberg game: undo takes back only the device holder's own
moves made since they got the device, never a committed plan (GUT-PLAN-05), and the privacy
screen appears only when the next screen would show a secret (not in the public draft)."""

from __future__ import annotations

import pytest

from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.action import Action
from desktop_app.engine.game import GameOptions, Seat
from desktop_app.rules.gutenberg import GAME


@pytest.fixture
def hot_seat(qtbot):
    """Ann and Bo at one screen (Gutenberg, seed 5) -> (controller, privacy screens asked by phase)."""
    made = []

    def make():
        options = GameOptions([Seat("Ann", "red", "human"), Seat("Bo", "blue", "human")])
        ctl = GameController.new(GAME, GAME.load_content(), options, 5, autosave=False)
        asked: list[tuple[str, int]] = []
        ctl.privacy_required.connect(lambda seat: asked.append((ctl.state.phase, seat)))
        made.append(ctl)
        qtbot.wait(1)
        return ctl, asked

    yield make
    for ctl in made:
        ctl.shutdown()


def play_to_planning(ctl) -> None:
    """Characters, the draft and the letters with the first offered option of each decision."""
    for _ in range(200):
        if ctl.privacy_pending() is not None:
            ctl.set_privacy_acknowledged(ctl.privacy_pending())
        if ctl.state.phase == "plan":
            return
        seat = ctl.viewer()
        assert ctl.submit(ctl.legal_actions(seat)[0]) is None
    raise AssertionError("planning never started")


def plan(seat: int, row: str) -> Action:
    return Action.make(seat, "plan_add", row=row)


def test_the_privacy_screen_only_guards_secrets_not_the_public_draft(hot_seat):
    """Secret character choice and plans hand over behind the screen; the draft is public (no screen)."""
    ctl, asked = hot_seat()
    play_to_planning(ctl)
    phases = {phase for phase, _seat in asked}
    assert "draft" not in phases and "letters" not in phases
    assert "character" in phases  # GUT-SET-15: the kept character tile is secret
    assert ctl.state.phase == "plan"


def test_undo_takes_back_only_the_device_holders_moves_and_never_a_committed_plan_GUT_PLAN_05(hot_seat, qtbot):
    """The issue's case: after Ann commits and the device passes to Bo, Bo's Undo cannot take Ann's plan
    back (not token by token, not in secret); Bo undoes only his own tokens, down to the hand-over."""
    ctl, asked = hot_seat()
    play_to_planning(ctl)
    ann = ctl.viewer()
    bo = 1 - ann
    names = {ann: ctl.seat_name(ann), bo: ctl.seat_name(bo)}
    assert ctl.submit(plan(ann, "ink")) is None
    assert ctl.submit(plan(ann, "orders")) is None
    assert ctl.can_undo() == (True, "")  # inside her own secret plan: placing a token is undoable
    assert ctl.undo() and ctl.state.players[ann].plan.count(0) == 4
    assert ctl.redo() and ctl.state.players[ann].plan.count(0) == 3
    assert ctl.submit(Action.make(ann, "plan_commit")) is None
    assert ctl.can_undo() == (False, f"{names[ann]}'s secret choice is final (GUT-PLAN-05)")
    assert asked[-1] == ("plan", bo) and ctl.privacy_pending() == bo
    ctl.set_privacy_acknowledged(bo)
    committed = list(ctl.state.players[ann].plan)
    ok, reason = ctl.can_undo()
    assert not ok and reason == f"that was {names[ann]}'s move"
    with qtbot.waitSignal(ctl.refused) as refusal:
        assert not ctl.undo()
    assert refusal.args[0] == f"Cannot undo: that was {names[ann]}'s move"
    assert ctl.state.players[ann].plan == committed and ctl.state.players[ann].committed
    assert ctl.submit(plan(bo, "train")) is None
    assert ctl.submit(plan(bo, "train")) is None
    assert ctl.undo() and ctl.undo()  # Bo's own two tokens
    assert ctl.state.players[bo].plan == [0, 0, 0, 0, 0]
    ok, reason = ctl.can_undo()
    assert not ok and names[ann] in reason
    assert not ctl.undo()
    assert ctl.state.players[ann].plan == committed and ctl.viewer() == bo


def test_a_computer_move_is_never_undone_on_its_own(make_controller, monkeypatch, qtbot):
    """The computer bids first: with no move of Ann's yet there is nothing to undo (its bid stays)."""
    monkeypatch.setattr("desktop_app.controllers.bot_control.load_choose_action",
                        lambda: (lambda game, view, player, *rest: view.legal_actions(player)[0]))
    ctl = make_controller(("human", "easy"))
    qtbot.waitUntil(lambda: ctl.state.bids[1] is not None, timeout=5000)
    assert ctl.can_undo() == (False, "nothing to undo")
    assert not ctl.undo()
    assert ctl.state.bids[1] is not None and len(ctl.record.actions) == 1


def hot_seat_controller(game_id: str, seed: int = 5) -> GameController:
    from desktop_app.engine.game import get_game

    game = get_game(game_id)
    options = GameOptions([Seat("Ann", "red", "human"), Seat("Bo", "blue", "human")])
    return GameController.new(game, game.load_content(), options, seed, autosave=False)


def play_until(ctl, kind: str) -> int:
    """First offered options (handing the device over when asked) until the viewer must decide ``kind``."""
    for _ in range(300):
        if ctl.privacy_pending() is not None:
            ctl.set_privacy_acknowledged(ctl.privacy_pending())
        seat = ctl.viewer()
        decision = ctl.state.decision_for(seat)
        if decision is not None and decision.kind == kind:
            return seat
        assert ctl.submit(ctl.legal_actions(seat)[0]) is None
    raise AssertionError(f"no {kind} decision")


@pytest.mark.parametrize("lang", ["en", "zh_TW"])
def test_undo_after_a_played_card_names_the_reveal_not_a_secret_choice_VIS_P1_03(qtbot, lang):
    """Playing a card from the secret hand shows it to everyone: the refusal says hidden information
    was revealed (naming the card), in both languages, not that a secret choice is final."""
    from desktop_app.ui.i18n import current_language, engine_translate, set_language

    ctl = hot_seat_controller("viscounts")
    try:
        qtbot.wait(1)
        seat = play_until(ctl, "play_card")
        action = ctl.legal_actions(seat)[0]
        card = ctl.state.content.cards[action.get("card")].name
        assert ctl.submit(action) is None
        set_language(lang, save=False)
        ctl.set_translator(engine_translate, current_language())
        ok, reason = ctl.can_undo()
        name = "Ann" if seat == 0 else "Bo"
        if lang == "en":
            assert (ok, reason) == (False, f"hidden information was revealed ({name} plays {card['en']})")
        else:
            assert not ok and reason.startswith("已揭露隱藏資訊（") and card["zh"] in reason
            assert "final" not in reason and "plays" not in reason
    finally:
        set_language("en", save=False)
        ctl.shutdown()


def test_a_committed_secret_stays_a_secret_choice_GUT_PLAN_05(qtbot):
    """Nobody else can tell which plan was committed: that refusal still says the secret choice is final."""
    ctl = hot_seat_controller("gutenberg")
    try:
        qtbot.wait(1)
        play_to_planning(ctl)
        ann = ctl.viewer()
        assert ctl.submit(plan(ann, "ink")) is None
        assert ctl.submit(Action.make(ann, "plan_commit")) is None
        assert ctl.can_undo() == (False, f"{ctl.seat_name(ann)}'s secret choice is final (GUT-PLAN-05)")
    finally:
        ctl.shutdown()
