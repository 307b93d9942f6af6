"""Statistics against hand-counted figures of the fixture evening (tests/history/helpers.py)."""

import pytest

from desktop_app.history.stats import player_key, score_distribution, statistics, win_rate_over_time
from tests.history.helpers import evening


def test_per_game_and_per_player_figures_match_the_hand_count():
    result = statistics(evening())
    vis = result["viscounts"]
    assert vis.plays == 3
    ann = next(p for p in vis.players if p.key == "name:ann")
    # Ann: 50 (won), 44, 61 (won, written "ann " that evening: the same person)
    assert (ann.plays, ann.wins, ann.best_score) == (3, 2, 61)
    assert ann.mean_score == pytest.approx((50 + 44 + 61) / 3)
    assert ann.win_rate == pytest.approx(2 / 3)
    assert ann.category_means() == {"deeds": pytest.approx(95 / 3), "gold": pytest.approx(20)}
    assert ann.against == {"hard": [1, 1]}
    bo = next(p for p in vis.players if p.key == "name:bo")
    assert (bo.plays, bo.wins, bo.mean_score) == (3, 1, pytest.approx(139 / 3))
    hard = next(p for p in vis.players if p.key == "computer:hard")
    assert (hard.name, hard.plays, hard.wins) == ("Computer (hard)", 1, 0)
    assert result["gutenberg"].players[0].name in ("Bo", "Ann")


def test_score_distribution_and_win_rate_over_time():
    plays = [p for p in evening() if p.game == "viscounts"]
    assert sorted(score_distribution(plays)) == [38, 40, 44, 47, 50, 52, 61]
    assert score_distribution(plays, "name:bo") == [40, 47, 52]
    assert [round(r, 3) for _, r in win_rate_over_time(plays, "name:ann")] == [1.0, 0.5, 0.667]


def test_a_person_is_counted_by_name_and_a_computer_by_level():
    p = evening()[2]
    assert [player_key(s) for s in p.seats] == ["name:ann", "computer:hard", "name:bo"]
