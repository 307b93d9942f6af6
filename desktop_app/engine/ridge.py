"""Ridge least squares for the computer players' fitted evaluations (issue 18).

Both Viscounts' and Unconscious Mind's hard players weigh their positions by weights fitted to normal
self-play (``rules/<game>/worth_fit.py``): the points a player still scores, fitted on what its evaluation
reads. This is the solver they share, in plain Python (no numerical library is a dependency).
"""

from __future__ import annotations

Sample = tuple[list[float], float]
"""(the columns, the last two of them free terms such as the game left and 1; the value fitted)."""


def least_squares(samples: list[Sample], keep: list[int] | None = None, ridge: float = 1e-3) -> list[float]:
    """The weights of the columns ``keep`` (all by default) minimising the squared error on ``samples``,
    with a ridge of ``ridge`` per sample on every kept column but the last two (the free terms), solved by
    Gauss-Jordan elimination with partial pivoting; a column that never varies gets weight 0."""
    keep = list(range(len(samples[0][0]))) if keep is None else keep
    k = len(keep)
    a = [[0.0] * (k + 1) for _ in range(k)]
    for x, y in samples:
        row = [x[i] for i in keep] + [y]
        for i in range(k):
            if row[i]:
                ai, xi = a[i], row[i]
                for j in range(k + 1):
                    ai[j] += xi * row[j]
    for i in range(k):
        a[i][i] += ridge * len(samples) if i < k - 2 else 1e-9
    for c in range(k):
        pivot = max(range(c, k), key=lambda r: abs(a[r][c]))
        a[c], a[pivot] = a[pivot], a[c]
        for r in range(k):
            if r != c and a[c][c]:
                f = a[r][c] / a[c][c]
                a[r] = [u - f * v for u, v in zip(a[r], a[c], strict=True)]
    return [a[i][k] / a[i][i] if a[i][i] else 0.0 for i in range(k)]


def self_play(s, choose, seed: int):
    """Play ``s`` to its end, yielding it before every action: each seat's move is
    ``choose(view, seat, rng)`` on its own view and random stream (named as the simulations name them),
    the table's is its first legal action. The fits read their samples from the yielded states."""
    from desktop_app.engine.action import TABLE
    from desktop_app.engine.rng import new_rng

    views, rngs = new_rng(seed, "views"), {}
    while to_act := s.players_to_act():
        yield s
        seats = [p for p in to_act if p != TABLE]
        if seats:
            p = seats[0]
            rng = rngs.setdefault(p, new_rng(seed, f"bot{p}"))
            s.apply(choose(s.view(p, views), p, rng))
        else:
            s.apply_unchecked(s.legal_actions(TABLE)[0])
