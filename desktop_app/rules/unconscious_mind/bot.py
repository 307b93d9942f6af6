"""Computer psychoanalysts: easy, normal and hard. They only ever see ``view(seat)``.

- ``evaluate``: the estimated final score of a seat (points now, the end-game categories as they
  stand, and what the dial, patients, method tiles, ideas and cards in hand should still bring,
  fading as the game nears its end) against the best opponent (solo: the score alone).
- **easy** plays the rule-of-thumb policy of ``policy.py`` (a little noise).
- **normal** tries every answer to the open question, finishes the turn with that policy on a
  copy of its view and keeps the answer whose turn ends best.
- **hard** ranks answers like normal, then plays the best few on several resampled views
  (``view.view``: other hands and deck orders redrawn) through the opponents' turns and its own
  next turn, keeping the best average (at turn-level decisions; elsewhere it plays as normal).
"""

from __future__ import annotations

import random
import time
from typing import TYPE_CHECKING

from desktop_app.engine.action import Action
from desktop_app.rules.unconscious_mind.policy import INSIGHT, progress, quick_choice
from desktop_app.rules.unconscious_mind.scoring import (
    distinct_vp,
    endgame_value,
    places,
    rank_bonus,
    solo_place,
)
from desktop_app.rules.unconscious_mind.vienna import tags

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState

TURN_LEVEL = frozenset(("turn_type", "place_ideas", "after_action", "recall_choice", "inkwell_extra"))
"""Decisions where the hard bot looks past its own turn."""
ROLLOUT_CAP = 120
HARD_TOP = 4
HARD_SAMPLES = 3


def worth(state: UmState, seat: int) -> float:
    """The estimated final score of ``seat``."""
    c, p = state.content, state.players[seat]
    later = 1.0 - progress(state)
    value = float(p.vp + p.good_ideas) + p.coffee // 3 + 0.12 * (p.coffee % 3)
    value += distinct_vp(c, tags(state, seat))
    for pid in p.cured:
        end = c.patients[pid]["endgame"]
        if end:
            value += min(end["max"], end["vp"] * endgame_value(state, seat, end["per"])) * (0.7 + 0.3 * (1 - later))
    if state.solo:
        place = solo_place(c, p.prestige)
    else:
        ranks = places([(q.prestige, q.stamp) for q in state.players])
        place = ranks[seat] if ranks[seat] <= 2 else None
    value += rank_bonus(c, place, len(p.cured), len(p.treatises)) * (0.5 + 0.5 * (1 - later))
    value += 0.9 * p.prestige * (0.3 + later)
    dial = sum((p.dial[2 * s] + p.dial[2 * s + 1]) * INSIGHT[s // 3] for s in range(9))
    value += dial * (0.35 + 0.65 * later)
    value += 0.1 * later * sum(p.storage)
    for room in p.rooms:
        if room is None:
            continue
        marker = room["marker"]
        cured_worth = c.patients[room["patient"]]["cure_vp"] + 3.0 + \
            (2.4 if not room["catharsis"] else 0.0) + sum(v for space, v in c.vp_spaces.items() if space < marker)
        reach = max(0.0, 1.0 - marker / (1.5 + 13.0 * later))
        value += cured_worth * reach + 0.5 * later * len(room["dreams"])
    tiles = sum(t is not None for t in p.grid)
    lines = sum(p.row_full(k) for k in range(3)) + sum(p.col_full(k) for k in range(3))
    value += (1.3 * tiles + 1.0 * lines) * later
    value += 2.6 * (p.unlocked_columns()) * later
    value += 0.7 * len(p.hand) * (0.2 + later)
    if p.own_on_dial() == 0:
        value -= 0.6 * later
    return value


def evaluate(state: UmState, seat: int) -> float:
    """``worth`` of ``seat`` against the opponents (solo: the worth alone)."""
    mine = worth(state, seat)
    if len(state.players) == 1:
        return mine
    others = [worth(state, q) for q in range(len(state.players)) if q != seat]
    return mine - 0.7 * max(others) - 0.3 * sum(others) / len(others)


def finish_turn(state: UmState, seat: int, limit: int = ROLLOUT_CAP) -> None:
    """Play ``seat``'s answers with the quick policy until its turn (or setup choice) is over."""
    turn = (state.round, state.active, state.phase)
    for _ in range(limit):
        q = state.stack.question
        if q is None or state.phase == "over" or q.player != seat or (state.round, state.active, state.phase) != turn:
            return
        state.apply_unchecked(quick_choice(state, seat))


def play_until_next_turn_ends(state: UmState, seat: int, limit: int = 600) -> None:
    """Everyone plays the quick policy until ``seat``'s next turn is over (or the game ends)."""
    turns = 0
    was_mine = state.active == seat
    for _ in range(limit):
        q = state.stack.question
        if q is None or state.phase == "over":
            return
        mine = state.active == seat
        if was_mine and not mine:
            turns += 1
            if turns >= 2:
                return
        was_mine = mine
        state.apply_unchecked(quick_choice(state, q.player))


def ranked(view: UmState, seat: int, legal: list[Action]) -> list[tuple[float, int, Action]]:
    """Every answer with the value of the turn it leads to (best first)."""
    out = []
    for i, action in enumerate(legal):
        after = view.clone()
        after.apply_unchecked(action)
        finish_turn(after, seat)
        out.append((evaluate(after, seat), -i, action))
    out.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return out


def choose(view: UmState, seat: int, level: str, budget_s: float, rng: random.Random) -> Action:
    """The move of a computer seat at ``level`` (random / easy / normal / hard)."""
    legal = view.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    if level == "random":
        return legal[rng.randrange(len(legal))]
    if level == "easy":
        return quick_choice(view, seat, rng, noise=0.6)
    order = ranked(view, seat, legal)
    q = view.stack.question
    if level != "hard" or q is None or q.kind not in TURN_LEVEL or view.phase != "play":
        return order[0][2]
    deadline = time.perf_counter() + max(0.2, budget_s * 0.8)
    top = order[:HARD_TOP]
    totals = {id(a): [v] for v, _, a in top}
    for k in range(HARD_SAMPLES):
        for _v, _i, action in top:
            if k and time.perf_counter() > deadline:
                break
            sample = view.view(seat, rng)
            sample.apply_unchecked(action)
            play_until_next_turn_ends(sample, seat)
            totals[id(action)].append(evaluate(sample, seat))
    return max(top, key=lambda x: (sum(totals[id(x[2])]) / len(totals[id(x[2])]), x[1]))[2]
