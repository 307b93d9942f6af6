"""Hard's evaluation: the terms of ``worth`` weighed by weights fitted to normal self-play (issue 18, worth_terms)."""

import random

from desktop_app.rules.unconscious_mind import bot as B
from desktop_app.rules.unconscious_mind import worth_terms as W
from tests.unconscious_mind.helpers import new, position


def test_the_hand_set_weights_give_worth_itself():
    """worth's terms with HAND_SET are worth as normal computes it, in every seat along a normal game."""
    s = new(3, 4)
    for _ in range(120):
        for seat in range(3):
            assert abs(B.worth(s, seat, W.HAND_SET) - B.worth(s, seat)) < 1e-9
        q = s.stack.question
        s.apply(B.normal_choice(s.view(q.player, random.Random(1)), q.player))
    assert s.round >= 3


def test_hard_values_the_prestige_lead_normal_does_not():
    """UM-END-02a: a prestige lead early in the game is worth more to hard (the fitted gap term) than to normal,
    for whom a prestige step is the same whoever else is where."""
    ahead = position("players: 3\nactive: 0\np0: {prestige: 4}\np1: {prestige: 1}\np2: {prestige: 1}")
    behind = position("players: 3\nactive: 0\np0: {prestige: 4}\np1: {prestige: 6}\np2: {prestige: 1}")
    normal_gap = B.worth(ahead, 0) - B.worth(behind, 0)
    hard_gap = B.worth(ahead, 0, B.HARD_WEIGHTS) - B.worth(behind, 0, B.HARD_WEIGHTS)
    assert B.HARD_WEIGHTS == W.FITTED
    assert abs(normal_gap) < 1e-9
    assert hard_gap > 5.0


def test_hard_answers_an_unsearched_question_by_the_fitted_worth():
    """Along a normal 3-player game, the first question hard does not search on which the fitted and the hand-set
    weights disagree (a method tile's row, seed 4): hard gives the fitted weights' best answer, normal the other."""
    s = new(3, 4)
    for _ in range(60):
        q = s.stack.question
        view = s.view(q.player, random.Random(1))
        legal = view.legal_actions(q.player)
        if len(legal) > 1 and q.kind not in B.HARD_KINDS:
            fitted = B.ranked(view, q.player, legal, W.FITTED)[0][2]
            if not fitted.identical(B.normal_choice(view, q.player)):
                break
        s.apply(B.normal_choice(view, q.player))
    else:
        raise AssertionError("no question where the weights disagree")
    assert q.kind == "method_row"
    hard = B.choose(view, q.player, "hard", 2.5, random.Random(1))
    normal = B.choose(view, q.player, "normal", 0.8, random.Random(1))
    assert hard.identical(fitted) and not normal.identical(fitted)


def test_the_fit_holds_a_promise_at_zero_and_keeps_the_held_terms():
    """worth_fit.fit: a promise that looks like a cost is held at 0 (more cannot cost), a term with a floor at its
    floor, the patients in treatment at their hand-set weight; the rest is least squares."""
    from desktop_app.rules.unconscious_mind import worth_fit as F

    rng = random.Random(5)
    gap, promise, rank = (W.TERMS.index(t) for t in ("later_prestige_gap", "later_prestige", "later_rank_now"))
    samples = []
    for _ in range(400):
        x = [0.0] * (len(W.TERMS) + 2)
        for i in (gap, promise, rank):
            x[i] = rng.uniform(0, 3)
        x[-2], x[-1] = rng.random(), 1.0
        samples.append((x, 2.0 * x[gap] - 1.5 * x[promise] - 3.0 * x[rank] + 4.0))
    w = F.fit(samples)
    assert w[promise] == 0.0 and w[rank] == -1.0
    assert w[W.TERMS.index("rooms")] == W.HAND_SET[W.TERMS.index("rooms")]
    assert abs(w[gap] - 2.0) < 0.3


def test_solo_hard_keeps_the_hand_set_weights():
    """UM-SOLO-02: alone hard judges with the hand-set weights (the fit saw no solo game), against others with
    the fitted ones."""
    assert B.hard_weights(new(1, 3)) is None
    assert B.hard_weights(new(3, 3)) == W.FITTED
