"""The Gutenberg printers' Complete Orders choices (GUT-DONE-*, GUT-LET-01), shared by every level
and by the rollouts of :mod:`desktop_app.rules.gutenberg.bot`: complete the best order that can be
printed, else buy the letters that finish a worthwhile one."""

from __future__ import annotations

from desktop_app.engine.action import Action
from desktop_app.rules.gutenberg.moves import act


def letter_plan(s, seat: int) -> Action | None:
    """In Complete Orders: buy the next missing letter of the best order worth finishing now.

    One-ply search cannot see that several letters bought in a row complete an order (the
    letters stay for later rounds), so the printer plans those purchases (GUT-LET-01, DONE-02).
    """
    pl = s.players[seat]
    free = [pl.letters[i] - pl.assigned[i] for i in range(len(pl.letters))]
    owned = sum(pl.letters)
    future = min(1.0, (s.content.rules.rounds - s.round) / 2)
    best, best_gain = None, 0.0
    for printing, design in pl.orders:
        need, coins = s.content.printing[printing]
        missing = [i for i, n in enumerate(need) for _ in range(max(0, n - free[i]))]
        if not missing:
            continue
        price = sum(owned + j for j in range(1, len(missing) + 1))
        if price > pl.coins:
            continue
        d = s.content.design[design]
        colour = all(pl.ink[c] >= n for c, n in enumerate(d[0]))
        deco = s.decoration_met(seat, design)
        gain = coins / 3 + (d[1] if colour else 0) + (d[4] if deco else 0) + (1.5 if colour and deco else 0)
        gain += 0.5 * len(missing) * future - price / 3
        if gain > best_gain:
            best, best_gain = missing[0], gain
    if best is None:
        return None
    return act(seat, "buy_letter", letter=s.content.alphabet[best])


def completion(s, seat: int) -> Action | None:
    """In Complete Orders: the most rewarding order that can be printed now (GUT-DONE-02/03).

    Completing turns an order's worth into prestige at once and letters return after the step, so
    the printer always completes what it can, best first; it pays ink for the colour condition
    when the colour prestige is worth more than that ink."""
    pl = s.players[seat]
    best, best_gain = None, -1e9
    for a in s.legal_actions(seat):
        if a.kind != "complete":
            continue
        design = next(d for p, d in pl.orders if p == a["printing"])
        inks, colour_p, _, _, deco_p, _ = s.content.design[design]
        gain = s.content.printing[a["printing"]][1] / 3 + (deco_p if s.decoration_met(seat, design) else 0)
        if a["colour"]:
            gain += colour_p + 1.0 - 0.35 * sum(inks)
        if gain > best_gain:
            best, best_gain = a, gain
    return best
