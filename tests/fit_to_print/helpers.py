"""Shared helpers for the Fit To Print tests: content, seeded self-play and invariants."""

from __future__ import annotations

import random
from functools import lru_cache

from desktop_app.engine.game import GameOptions
from desktop_app.rules.fit_to_print import GAME


@lru_cache(maxsize=1)
def content():
    """The built-in content (loaded once)."""
    return GAME.load_content()


def new_game(n: int = 3, seed: int = 1, kinds: list[str] | None = None, **variants):
    """A new state with ``n`` seats (all human unless ``kinds`` says otherwise)."""
    opts = GameOptions.default(n, kinds or ["human"] * n, **variants)
    return GAME.new_state(opts, content(), seed)


def check_invariants(s) -> None:
    """Every tile in exactly one place; tokens unique; masks consistent; floors applied."""
    seen: list[int] = list(s.pool)
    for p in s.players:
        seen += p.hand + p.desk + list(p.page)
        occ = p.focus_mask
        for uid, at in p.page.items():
            m = s.day.grid.placements(s.tile(uid).footprint.cells)[at]
            assert m == p.masks[uid]
            assert not occ & m, "tiles overlap (FTP-LAY-02)"
            assert not m & ~s.day.area.mask, "tile outside the area (FTP-LAY-03)"
            occ |= m
        assert occ == p.occ
    assert sorted(seen) == list(range(len(s.kinds))), "a tile is missing or in two places"
    tokens = [p.token for p in s.players if p.token is not None]
    assert len(tokens) == len(set(tokens)), "finish tokens are unique (FTP-PRT-02)"
    for day in s.results:
        for r in day:
            assert r["total"] >= 0 and r["income"] >= 0, "floors (FTP-SCO-08)"
            assert r["total"] == sum(r["terms"].values())


def play(state, seed: int = 0, bots: dict | None = None, max_actions: int = 60000, every: int = 50,
         record: list | None = None, stop=None):
    """Play to the end with seeded random legal actions (seats first, the table when alone).

    ``bots`` maps seats to a level played by ``GAME.choose_action`` on the seat's view;
    ``stop(state)`` ends the play early.
    """
    rng = random.Random(seed)
    for step in range(max_actions):
        ds = state.decisions()
        if not ds or (stop is not None and stop(state)):
            return state
        seats = sorted({d.player for d in ds if d.player >= 0})
        if seats:
            p = rng.choice(seats)
            a = None
            if bots and p in bots:
                a = GAME.choose_action(state.view(p, random.Random(step)), p, bots[p], 1.0, rng)
            if a is None:
                a = rng.choice(state.legal_actions(p))
        else:
            a = state.legal_actions(-1)[0]
        state.apply(a)
        if record is not None:
            record.append(a)
        if step % every == 0:
            check_invariants(state)
    raise AssertionError("the game did not end")
