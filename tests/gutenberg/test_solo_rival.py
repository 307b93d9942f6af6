"""The solo Rival's difficulty (GUT-GAP-10, GUT-SOLO-05), as calibrated in issue 18.

Each difficulty is beaten about half the time by the level a player would pick it with (easy vs
Apprentice, normal vs Journeyman, hard vs Master): the measured figures and the commands are in
``data/gutenberg/rival.yaml``. The calibration rests on the printers playing the same game whatever
the difficulty, so that the difficulty's prestige only moves the Rival's total.
"""

from __future__ import annotations

import random

import pytest

from desktop_app.ai.selfplay import play_game
from desktop_app.controllers.game_controller import GameController
from desktop_app.engine.game import GameOptions
from desktop_app.rules.gutenberg import GAME, bot
from tests.gutenberg.helpers import content, new, play, play_passive

CALIBRATED = {"apprentice": (-2, -2), "journeyman": (0, 0), "master": (0, 3)}
"""Per difficulty: the Rival's prestige at each Prepare and at the end (rival.yaml)."""


def test_solo_05_calibrated_difficulties_in_rival_yaml():
    """GUT-SOLO-05 / issue 18: the yaml's values, in order from the weakest Rival to the strongest
    (a whole game has 5 Prepares and the end: -12, 0 and +3 in all)."""
    assert content().rival_difficulty == CALIBRATED
    totals = [5 * each + final for each, final in CALIBRATED.values()]
    assert totals == sorted(totals) == [-12, 0, 3]


def test_solo_05_prestige_lost_never_takes_the_track_below_zero_and_the_log_says_so():
    """GUT-SOLO-05: the Apprentice loses 2 at a Prepare, but the track stops at 0; the log says what
    the difficulty gave or took (the Master's +3 at the end too)."""
    s = new(1, 3, rival_difficulty="apprentice")
    play_passive(s, until=lambda st: st.phase == "plan")
    rival = s.players[s.rival]
    rival.prestige = 1
    s._events = []
    s._prepare()
    assert rival.prestige == 0
    lines = [(e.rule_id, e.text.render("en")) for e in s._events if e.kind == "rival_difficulty"]
    assert lines == [("GUT-SOLO-05", "The Rival (Apprentice) loses 1 prestige")]
    rival.prestige = 5
    s.variants["rival_difficulty"] = "master"
    s._events = []
    s._finish()
    assert rival.prestige == 8
    assert [e.text.render("en") for e in s._events if e.kind == "rival_difficulty"] == [
        "The Rival (Master) gains 3 prestige"]


@pytest.mark.parametrize("seed", [3, 5])
def test_gap_10_difficulty_moves_only_the_rivals_total(seed):
    """GUT-GAP-10 / GUT-SOLO-05: the same seeded game against the Apprentice and the Master is played
    move for move alike by the printer (its evaluation counts the Rival's prestige still to come), and
    the Rival's total differs by what the yaml says: 5 Prepares and the end."""
    game, data, level = GAME, content(), "easy"
    played = {}
    for difficulty in ("apprentice", "master"):
        result = play_game(game, data, GameOptions.default(1, [level], rival_difficulty=difficulty), seed, [level])
        assert result.error is None
        played[difficulty] = ([repr(a) for a in result.record.actions], result.state.score_sheet())
    assert played["apprentice"][0] == played["master"][0]
    apprentice_sheet, master_sheet = played["apprentice"][1], played["master"][1]
    assert master_sheet.players[0].total == apprentice_sheet.players[0].total
    (a_each, a_final), (m_each, m_final) = CALIBRATED["apprentice"], CALIBRATED["master"]
    assert master_sheet.players[1].total - apprentice_sheet.players[1].total == 5 * (m_each - a_each) + m_final - a_final


@pytest.mark.parametrize("constant", [0.0, -12.0, 100.0])
def test_gap_10_searches_tie_equal_outcomes_whatever_constant_they_carry(monkeypatch, constant):
    """GUT-SOLO-05: two actions whose play-outs are worth the same (but for float rounding) tie and go
    to the earlier, whatever constant every evaluation carries (the Rival's difficulty prestige)."""
    s = new(1, 3)
    play(s, random.Random(3), until=lambda st: st.phase == "action" and len(st.legal_actions(0)) > 1)
    actions = s.legal_actions(0)[:2]
    worth = [constant + 0.3, constant + 0.1 + 0.2]  # 0.1 + 0.2 is 0.30000000000000004 in floats
    calls: list[int] = []

    def evaluate(after, seat: int) -> float:  # the actions in turn, one sample
        calls.append(seat)
        return worth[(len(calls) - 1) % 2]

    monkeypatch.setattr(bot, "_rollout", lambda *args: None)
    monkeypatch.setattr(bot, "evaluate", evaluate)
    assert bot.paired_turn(s, 0, actions, 1, random.Random(1)) == actions[0]


def test_solo_05_a_player_who_wins_is_shown_as_the_winner(qtbot):
    """GUT-SOLO-05: one point more than the Rival wins (rank 1, status line names the player); a tie
    goes to the Rival (rank 1 with the tie-break reason), never both or neither."""
    result = play_game(GAME, content(), GameOptions.default(1, ["easy"], rival_difficulty="apprentice"), 7, ["easy"])
    state = result.state
    assert state.is_over()
    human = state.players[0]
    rival_total = state.score_sheet().players[1].total
    human_rest = state.score_sheet().players[0].total - human.prestige
    controller = GameController(GAME, content(), result.record, state, autosave=False)
    human.prestige = rival_total - human_rest + 1
    sheet = state.score_sheet()
    assert sheet.winners == [0] and [p.rank for p in sheet.players] == [1, 2] and not sheet.tie_break
    assert controller.status_text() == "Game over. Winner: Player 1"
    human.prestige -= 1
    sheet = state.score_sheet()
    assert sheet.players[0].total == sheet.players[1].total == rival_total
    assert sheet.winners == [1] and [p.rank for p in sheet.players] == [2, 1]
    assert "GUT-SOLO-05" in sheet.tie_break.render("en", None)
    assert controller.status_text() == "Game over. Winner: Rival"
    controller.shutdown()
