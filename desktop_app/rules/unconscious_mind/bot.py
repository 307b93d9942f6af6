"""Computer psychoanalysts: easy, normal and hard. They only ever see ``view(seat)``.

- ``evaluate``: the estimated final score of a seat (points now, the end-game categories as they
  stand, and what the dial, patients, method tiles, ideas and cards in hand should still bring,
  fading as the game nears its end) against the best opponent (solo: the score alone).
- **easy** is a beginner who knows the rules: it picks its turn (place or recall, which action)
  by how the turn would end, like normal but with a blurred judgement (``EASY_PLAN_NOISE``) and,
  against others, a liking for the prestige track it races them on (``EASY_PRESTIGE_LOVE``), and
  answers the rest by the rule-of-thumb policy of ``policy.py``: exactly in what keeps the game
  moving (treating, paying, curing, publishing), on a whim (``EASY_WHIM_NOISE``) in what only
  shapes its score (which tile, card, treatise, patient or dream, where to travel, which prestige
  option). Noise on every answer made a beginner who pays with the wrong insights and stalls the
  game (median 26 rounds at 2 players, UM-GAP-17's band is 15–20); without the liking for
  prestige, tables of beginners ran half a round over the band at 3 players.
- **normal** tries every answer to the open question, finishes the turn with that policy on a
  copy of its view and keeps the answer whose turn ends best.
- **hard** judges every position by its own weights of ``worth``'s terms (``HARD_WEIGHTS``:
  :data:`worth_terms.FITTED`, fitted by :mod:`worth_fit` to what normal players still score from a
  position; solo the hand-set ones) and searches the questions that shape a turn (``HARD_KINDS``;
  others it answers like normal by those weights): it ranks answers like normal, finishes the turn
  of each of the best few with normal's decisions, then replays those answers on the view and on
  redraws of the hidden cards (``view.view``: other hands and deck orders redrawn; the *same*
  redraws, deck orders and dice for every answer, so they are compared on common chances) and plays
  the following round out with the quick policy. The number of redraws comes from the budget
  (``SAMPLES_PER_S``), not from a deadline, and no clock is read, so a busy machine does not make it
  weaker and a seed replays exactly. Normal's first choice stays unless another answer is better by
  ``HARD_MARGIN`` and by ``HARD_DOUBT`` standard errors of its gains over the common redraws: with
  several opponents a round's play-out is noisy, and hard used to leave normal's answer for one that
  only looked better on a lucky redraw or two (4 players, hard in each seat against normal: 30 of 60
  wins with the doubt, 6 of the first 20 of those games without).
  Hard in each seat k against normal at 3 players, seeds 1000·k to 1000·k+9: with the hand-set
  weights hard won 14 of 30, with the fitted ones 22; on seeds 1000·k+10 to +19, 18 more: 40 of 60
  (2.0 times its share; 28 of 60 before); at 4 players, seeds 1000·k to +9, 27 of 40 (30 of 60
  before), at 2 players 16 of 20 (75 % before), with the same search (a decision's 90th
  percentile 0.25–0.4 s, measured on a shared, busy machine). What the fit changed most: a prestige lead
  counts (3.3 × the game left per step ahead of the best opponent; by hand a step was worth the same
  wherever the others stood), so do complex patients in treatment (6.7 each × the game left; by hand
  none beyond their cure), placed method tiles (6.4 against 1.3 × the game left) and an own-colour
  marker kept for a treatise or district space (having none left costs 14.3 × the game left, by hand
  0.6); full lines and unlocked columns count much less. Before the fit, at 3 players hard won 28 of 60 (1.4 times its share), and these were
  tried there and not kept (14 of the 30 as it was): a close call (an answer beating normal's first by
  HARD_MARGIN on average) replayed with normal's first on 12 more common redraws, 13 won for half
  again the work; HARD_TURN_WEIGHT 0.25, 5 of the first 15 (7 as it was); 0.75, 11; hard's values
  racing the leader alone (its worth less the best opponent's), 15, but 12 on seeds 1000·k+10 to +19;
  searching only the turn's shape (turn type, placement, after-action, inkwell, recall, execution,
  treatment), 14. Two more were stopped unfinished when the fit was found: 15 redraws a question
  instead of 5 (3 of its first 5 games won, at three times the work), and the play-out answering its
  turn-shaping questions like normal among the quick policy's best six (2.5 times the work).
  A seed's scores swing by 50 points and a 30-game share by ±9 %.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

from desktop_app.engine.action import Action
from desktop_app.engine.effects import action_key
from desktop_app.rules.unconscious_mind import worth_terms
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

ROLLOUT_CAP = 120
CURED_EFFECT = 2.0
"""What a cured patient's effect (ongoing or a tag toward goals) is worth beyond its VP, early in the game."""
HARD_TOP = 4
"""Answers (normal's best first) the hard bot plays out further."""
SAMPLES_PER_S = 2.0
"""Redraws of the hidden cards per second of thinking budget: the hard bot's work is counted, not timed."""
HARD_MAX_SAMPLES = 8
"""At most this many redraws, whatever the budget."""
HARD_TURN_WEIGHT = 0.5
"""Weight of the value at the end of the own turn; the rest goes to the mean value a round later."""
HARD_MARGIN = 0.3
"""How much better (in evaluation points) another answer must look for hard to leave normal's first choice."""
HARD_DOUBT = 1.0
"""Standard errors of its mean gain over the redraws by which another answer must also beat normal's first choice."""
HARD_KINDS = frozenset({
    "turn_type", "place_ideas", "after_action", "inkwell_extra", "recall_choice", "treat", "execution",
    "resolve_space", "top_choice", "choose_method", "patient_refill", "manifest_choice", "research_play",
    "prestige_option", "map_move"})
"""The questions hard searches (the turn's shape, the inkwell, treatments, what to take); others as normal."""
HARD_WEIGHTS: tuple[float, ...] | None = worth_terms.FITTED
"""Hard's weights of :data:`worth_terms.TERMS` in every evaluation it makes against opponents (None: the
hand-set ones; solo, hard keeps the hand-set ones: the fit saw no solo game)."""
EASY_PLAN_KINDS = frozenset({"turn_type", "place_ideas"})
"""The questions easy answers by looking at how its turn would end (place or recall, which action)."""
EASY_PLAN_NOISE = 1.5
"""Standard deviation (evaluation points) of easy's blur on the value of each planned turn."""
EASY_PRESTIGE_LOVE = 1.5
"""What easy adds to a planned turn's value per prestige step the turn gains: a beginner chases the track it sees."""
EASY_WHIM_KINDS = frozenset({
    "choose_method", "method_row", "research_play", "publish_treatise", "publish_slot", "map_move",
    "patient_refill", "manifest_choice", "prestige_option"})
"""The questions easy answers on a whim: they shape its score, not the pace of the game."""
EASY_WHIM_NOISE = 3.0
"""Half-width (policy points) of easy's whim on those questions."""


def own_turns_left(state: UmState, seat: int) -> int | None:
    """Turns ``seat`` still plays once the end is triggered (0 at the end of its last one); None before."""
    if state.phase == "over":
        return 0
    if state.end_round is None:
        return None
    later_this_round = state.order.index(seat) > state.order.index(state.active)
    return max(0, state.end_round - state.round) + int(later_this_round)


def worth(state: UmState, seat: int, weights: tuple[float, ...] | None = None) -> float:
    """The estimated final score of ``seat``: exactly its final score once it has no turn left.

    With ``weights`` (hard's, :mod:`worth_terms`) the terms of :data:`worth_terms.TERMS` are weighed by
    them instead of :data:`worth_terms.HAND_SET`; the hand-set value is computed as it always was.
    """
    c, p = state.content, state.players[seat]
    left = own_turns_left(state, seat)
    later = 1.0 - progress(state) if left is None else min(1.0 - progress(state), 0.04 * left)
    future = 0.0 if left == 0 else 1.0
    value = float(p.vp + p.good_ideas) + p.coffee // 3 + 0.12 * (p.coffee % 3) * future
    value += distinct_vp(c, tags(state, seat))
    complex_now = 0.0
    for pid in p.cured:
        end = c.patients[pid]["endgame"]
        if end:
            points = min(end["max"], end["vp"] * endgame_value(state, seat, end["per"]))
            complex_now += points
            value += points * (0.7 + 0.3 * (1 - later))
    if state.solo:
        place = solo_place(c, p.prestige)
    else:
        ranks = places([(q.prestige, q.stamp) for q in state.players])
        place = ranks[seat] if ranks[seat] <= 2 else None
    rank_now = rank_bonus(c, place, len(p.cured), len(p.treatises))
    value += rank_now * (0.5 + 0.5 * (1 - later))
    if not future:
        return value
    value += 0.9 * p.prestige * (0.3 + later)
    dial = sum((p.dial[2 * s] + p.dial[2 * s + 1]) * INSIGHT[s // 3] for s in range(9))
    value += dial * (0.35 + 0.65 * later)
    value += 0.1 * later * sum(p.storage)
    effect = CURED_EFFECT * (0.3 + later)
    value += effect * len(p.cured)
    rooms = 0.0
    for room in p.rooms:
        if room is None:
            continue
        marker = room["marker"]
        cured_worth = c.patients[room["patient"]]["cure_vp"] + effect + \
            (2.4 if not room["catharsis"] and marker > c.catharsis_space else 0.0) + \
            sum(v for space, v in c.vp_spaces.items() if space < marker)
        reach = max(0.0, 1.0 - marker / (1.5 + 13.0 * later))
        room_value = 0.85 * cured_worth * reach + 0.5 * later * len(room["dreams"])
        rooms += room_value
        value += room_value
    tiles = sum(t is not None for t in p.grid)
    lines = sum(p.row_full(k) for k in range(3)) + sum(p.col_full(k) for k in range(3))
    value += (1.3 * tiles + 1.0 * lines) * later
    value += 2.6 * (p.unlocked_columns()) * later
    value += 0.7 * len(p.hand) * (0.2 + later)
    if p.own_on_dial() == 0:
        value -= 0.6 * later
    if weights is not None:
        counts = worth_terms.terms(state, seat, later, dial, rooms, complex_now, rank_now, place)
        value += sum((w - h) * t for w, h, t in zip(weights, worth_terms.HAND_SET, counts, strict=True))
    return value


def evaluate(state: UmState, seat: int, weights: tuple[float, ...] | None = None) -> float:
    """``worth`` of ``seat`` against the opponents (solo: the worth alone); ``weights``: hard's, for every seat."""
    mine = worth(state, seat, weights)
    if len(state.players) == 1:
        return mine
    others = [worth(state, q, weights) for q in range(len(state.players)) if q != seat]
    return mine - 0.7 * max(others) - 0.3 * sum(others) / len(others)


def finish_turn(state: UmState, seat: int, limit: int = ROLLOUT_CAP) -> None:
    """Play ``seat``'s answers with the quick policy until its turn (or setup choice) is over."""
    turn = (state.round, state.active, state.phase)
    for _ in range(limit):
        q = state.stack.question
        if q is None or state.phase == "over" or q.player != seat or (state.round, state.active, state.phase) != turn:
            return
        state.apply_unchecked(quick_choice(state, seat))


def ranked(view: UmState, seat: int, legal: list[Action],
           weights: tuple[float, ...] | None = None) -> list[tuple[float, int, Action]]:
    """Every answer with the value of the turn it leads to (best first; ``weights``: hard's, see ``worth``)."""
    out = []
    for i, action in enumerate(legal):
        after = view.clone()
        after.apply_unchecked(action)
        finish_turn(after, seat)
        out.append((evaluate(after, seat, weights), -i, action))
    out.sort(key=lambda x: (x[0], x[1]), reverse=True)
    return out


def normal_choice(view: UmState, seat: int, weights: tuple[float, ...] | None = None) -> Action:
    """The normal bot's answer: the best turn after each answer, finished by the quick policy."""
    legal = view.legal_actions(seat)
    return legal[0] if len(legal) == 1 else ranked(view, seat, legal, weights)[0][2]


def finish_turn_normal(state: UmState, seat: int, limit: int = 40,
                       weights: tuple[float, ...] | None = None) -> list[Action]:
    """Finish ``seat``'s turn with normal decisions (judged with ``weights``); the answers given, in order."""
    turn = (state.round, state.active, state.phase)
    played: list[Action] = []
    for _ in range(limit):
        q = state.stack.question
        if q is None or state.phase == "over" or q.player != seat or (state.round, state.active, state.phase) != turn:
            break
        action = normal_choice(state, seat, weights)
        state.apply_unchecked(action)
        played.append(action)
    return played


def replay_turn(state: UmState, seat: int, plan: list[Action]) -> None:
    """Play ``plan`` as far as each answer is legal here (hidden cards may differ), then finish by the quick policy."""
    turn = (state.round, state.active, state.phase)
    for action in plan:
        q = state.stack.question
        if q is None or state.phase == "over" or q.player != seat or (state.round, state.active, state.phase) != turn:
            return
        key = action_key(action)
        if not any(action_key(a) == key for a in state.legal_actions(seat)):
            break
        state.apply_unchecked(action)
    finish_turn(state, seat)


def play_round(state: UmState, seat: int, limit: int = 400) -> None:
    """Everyone plays the quick policy until ``seat``'s next turn is over (or the game ends).

    Alone there is no other turn: the Freud step has run when the own turn ended, so the next turn
    to finish is the one already open (without this a solo play-out ran to the end of the game).
    """
    start = None if state.solo else (state.round, state.active)
    left_own = state.solo
    for _ in range(limit):
        q = state.stack.question
        if q is None or state.phase == "over":
            return
        if state.active != seat:
            left_own = True
        elif left_own and (state.round, state.active) != start and q.player == seat and state.turn["type"] == "" \
                and q.kind in ("turn_type", "place_ideas", "recall_choice"):
            finish_turn(state, seat)
            return
        state.apply_unchecked(quick_choice(state, q.player))


def hard_weights(view: UmState) -> tuple[float, ...] | None:
    """The weights hard judges ``view`` by: :data:`HARD_WEIGHTS` against opponents, the hand-set ones solo."""
    return None if view.solo else HARD_WEIGHTS


def hard_values(view: UmState, seat: int, candidates: list[Action], samples: int,
                rng: random.Random) -> list[list[float]]:
    """The hard bot's values of each candidate, one per redraw (the same redraws for every candidate).

    Each candidate's turn is finished with normal decisions on ``view``; in the play phase the
    same answers are then replayed on ``samples`` redraws of the hidden cards (the same redraws,
    deck orders and dice for every candidate) and the following round is played out by the quick
    policy. A value mixes the evaluation at the end of the own turn (``HARD_TURN_WEIGHT``) with the
    one after the play-out on the view and on each redraw; a candidate whose turn leaves the play
    phase has its one evaluation.
    """
    weights = hard_weights(view)
    redraws = [view.view(seat, random.Random(rng.getrandbits(64))) for _ in range(samples)] \
        if view.phase == "play" else []
    values = []
    for action in candidates:
        after = view.clone()
        after.apply_unchecked(action)
        plan = [action, *finish_turn_normal(after, seat, weights=weights)]
        turn_end = evaluate(after, seat, weights)
        if not redraws or after.phase != "play":
            values.append([turn_end])
            continue
        ends = []
        for redraw in [view, *redraws]:
            sample = redraw.clone()
            replay_turn(sample, seat, plan)
            play_round(sample, seat)
            ends.append(HARD_TURN_WEIGHT * turn_end + (1 - HARD_TURN_WEIGHT) * evaluate(sample, seat, weights))
        values.append(ends)
    return values


def sure_gain(first: list[float], other: list[float]) -> float:
    """How much better ``other`` is than ``first`` beyond the noise: the mean gain, less ``HARD_MARGIN``
    and ``HARD_DOUBT`` standard errors of the gains on common redraws (none when a side has one value)."""
    n = len(first)
    if n != len(other) or n < 2:
        return sum(other) / len(other) - sum(first) / n - HARD_MARGIN
    gains = [b - a for a, b in zip(first, other, strict=True)]
    mean = sum(gains) / n
    spread = (sum((g - mean) ** 2 for g in gains) / (n - 1) / n) ** 0.5
    return mean - HARD_MARGIN - HARD_DOUBT * spread


def hard_samples(budget_s: float) -> int:
    """Redraws for a thinking budget (a fixed amount of work, not a deadline)."""
    return max(1, min(HARD_MAX_SAMPLES, round(budget_s * SAMPLES_PER_S)))


def easy_choice(view: UmState, seat: int, legal: list[Action], rng: random.Random) -> Action:
    """The easy bot's answer (see the module docstring)."""
    q = view.stack.question
    if q is not None and q.kind in EASY_PLAN_KINDS:
        before = view.players[seat].prestige
        love = 0.0 if view.solo else EASY_PRESTIGE_LOVE
        best, best_value = legal[0], float("-inf")
        for action in legal:
            after = view.clone()
            after.apply_unchecked(action)
            finish_turn(after, seat)
            value = evaluate(after, seat) + love * (after.players[seat].prestige - before) \
                + rng.gauss(0, EASY_PLAN_NOISE)
            if value > best_value:
                best, best_value = action, value
        return best
    whim = q is not None and q.kind in EASY_WHIM_KINDS
    return quick_choice(view, seat, rng, noise=EASY_WHIM_NOISE if whim else 0.0)


def choose(view: UmState, seat: int, level: str, budget_s: float, rng: random.Random) -> Action:
    """The move of a computer seat at ``level`` (random / easy / normal / hard)."""
    legal = view.legal_actions(seat)
    if len(legal) == 1:
        return legal[0]
    if level == "random":
        return legal[rng.randrange(len(legal))]
    if level == "easy":
        return easy_choice(view, seat, legal, rng)
    order = ranked(view, seat, legal, hard_weights(view) if level == "hard" else None)
    q = view.stack.question
    if level != "hard" or q is None or q.kind not in HARD_KINDS:
        return order[0][2]
    candidates = [a for _v, _i, a in order[:HARD_TOP]]
    values = hard_values(view, seat, candidates, hard_samples(budget_s), rng)
    gains = [0.0] + [sure_gain(values[0], v) for v in values[1:]]
    best = max(range(len(gains)), key=lambda k: (gains[k], -k))
    return candidates[best]
