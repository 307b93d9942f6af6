"""The shared ridge least squares (engine/ridge.py) behind the hard players' fitted weights (issue 18)."""

from __future__ import annotations

import random

from desktop_app.engine.ridge import least_squares


def test_least_squares_recovers_known_weights_and_leaves_a_dead_column_at_zero():
    rng = random.Random(3)
    samples = []
    for _ in range(400):
        a, b = rng.uniform(0, 5), rng.uniform(0, 5)
        left = rng.random()
        samples.append(([a, b, 0.0, left, 1.0], 2.0 * a + 0.5 * b + 7.0 * left + 3.0))
    w = least_squares(samples, ridge=0.0)
    assert [round(v, 6) for v in w] == [2.0, 0.5, 0.0, 7.0, 3.0]
    only_a = least_squares(samples, keep=[0, 3, 4], ridge=0.0)
    assert len(only_a) == 3 and only_a[0] > 2.0          # column a absorbs what b explained


def test_the_ridge_shrinks_the_weights_but_not_the_free_terms():
    rng = random.Random(5)
    samples = [([x := rng.uniform(0, 1), rng.random(), 1.0], 4.0 * x + 1.0) for _ in range(200)]
    plain, ridged = least_squares(samples, ridge=0.0), least_squares(samples, ridge=0.5)
    assert round(plain[0], 6) == 4.0 and ridged[0] < 3.5
