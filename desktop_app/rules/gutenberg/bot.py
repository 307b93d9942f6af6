"""Computer printers for Gutenberg: easy, normal and hard.

- ``evaluate``: the heuristic (estimated final margin): end-scoring points now plus the
  expected worth of held orders (less the letters still to buy), ink, letters, gears, the
  closest patron card and pending gains, minus the best opponent.
- **Planning** (the hidden bids, GUT-PLAN-*): ``plan_candidates`` reads what the board offers
  and what each opponent needs, turns needs into bids (more tokens where rivals compete) and
  proposes a few allocations. *Easy* plays the first, or now and then the second or third
  (``PLAN_SLIPS``: a beginner's bids); *normal* and *hard* search over the hidden
  allocations: each sample redraws the opponents' unseen plans, commits a candidate, plays on
  with a fast policy and scores the result with ``evaluate``. *Normal* draws half the opponent
  plans from this planner and half uniformly, plays the round out and spreads its samples over 6
  candidates with UCB1. *Hard* draws 80 % of the opponent plans from the planner
  (``OPPONENT_MODEL``), plays two rounds out (``HORIZON``) and compares 8 candidates on the very
  same samples (same opponent plans, same rollout dice: common random numbers, so the
  differences it sees are the candidates', not the dice's), halving the field twice to spend its
  samples on the best (``paired_plan``). The chosen allocation is entered one ``plan_add`` at a
  time (cached per position, so the search runs once per round).
- **Solo:** the Rival's worth counts the prestige its difficulty still brings (GUT-SOLO-05), and
  searches tie outcomes equal to 1e-6 (``_even``), so a printer plays the same game against every
  difficulty: the calibration in ``rival.yaml`` rests on that.
- **Work, not wall time:** a search runs ``budget_s × SAMPLES_PER_S`` rollouts (about what one
  idle core does in ``budget_s``) and never reads a clock, so a game replays exactly and a busy
  machine does not make a printer weaker.
- **Other decisions**: one-ply greedy on ``evaluate`` (letters only for held orders); in
  Complete Orders ``completion`` first completes every order it can (best first, paying ink for
  the colour condition when worth it), then ``letter_plan`` buys the letters that finish a
  worthwhile order (the rollouts do the same). A held order counts less than its completion, and
  with a full hand (GUT-TAKE-02) a new order counts only what it adds over the order discarded;
  coins needed for the held orders' missing letters count a little extra.
- **Action and Complete Orders turns by level:** *easy* takes the greedy's best move, but on action
  turns slips now and then to its second or third best (``SLIPS``); *normal* plays the greedy's best three
  out to the next planning phase on the same 6 determinizations and dice (``paired_turn``) and
  takes the best on average; *hard* does the same with the best four, 16 samples and two
  planning phases ahead (``TURN_SHORTLIST``, ``TURN_SAMPLES``, ``HORIZON``).
- **Measured (issue 18, 2 players, 30 games with each level in each seat, seed 1000·k for the
  strong level in seat k):** normal beat easy in 33 of 60 games (55 %) while easy always bid the
  planner's first allocation, and in 35 of 60 when normal played its action turns by the plain
  greedy, without ``paired_turn``: normal's edge is its planning search (its 6-sample turn search adds
  nothing measurable), and easy did not get weaker by bidding blind to the opponents' needs (34 of 60)
  or by choosing its moves on its own ``player_value`` alone (14 of 30 in seat 1, as before). With
  ``PLAN_SLIPS`` normal wins 40 of 60 (67 %; mean margin +9.9; p90 per decision 57 ms normal, 9 ms
  easy on a loaded 2-core machine; median 6 rounds).
- **Measured at 4 players (issue 18):** hard against three normals, 13 games with hard in each seat
  (seed 1000·k + g for hard in seat k): hard won 16 of 52 (31 %: above the fair 25 %, short of the
  40 % goal; mean score 55.7 against the normals' 53.3); p90 per decision 524 ms hard (its longest,
  a round's plan search, 11 s), 72 ms normal, loaded machine; median 6 rounds. The planner's board
  reading (``needs``: every order on the board, for every seat, at every planning of every
  rollout) took about 40 % of such a game; ``best_offer`` and ``table_needs`` keep every choice
  (the same seeds give the same games) and make it about 30 % faster.
- **Tried at 4 players, not kept (issue 18): hard one round ahead.** In the lost games hard's track
  (orders) fell behind (27, 22, 8 against the winners' 39, 52, 47) while its specialties did not,
  so two rounds of rollouts with three opponents looked like noise. With one round (twice the
  plan samples, half the turn-search time) hard won 10 of 20 on seeds g = 0..4 in each seat
  against 9 of 20 for two rounds on the same seeds (mean margin over the best normal -1.8 vs -4.2;
  per-game p90 at most 0.35 s vs 0.65 s), but on fresh seeds (g = 13..22 in each seat) only 11
  of 40 (28 %, mean margin -9.0): 21 of 60 in all, no gain over the 31 % above, so hard keeps
  its two rounds.
"""

from __future__ import annotations

import math
import random
from functools import lru_cache

from desktop_app.engine.action import Action
from desktop_app.rules.gutenberg.bot_orders import completion, letter_plan
from desktop_app.rules.gutenberg.model import ACTIONS
from desktop_app.rules.gutenberg.moves import act

_PLAN_CACHE: dict[tuple, list[int]] = {}
"""The allocation searched at a round's first planning step, followed by the steps after it."""
SEARCH_MIN_BUDGET = 0.05
SAMPLES_PER_S = 420
"""Round rollouts per second of thinking budget (about one idle core)."""
PLAN_CANDIDATES = {"normal": 6, "hard": 8}
HORIZON = {"normal": 1, "hard": 2}
"""Rounds a search plays out before it evaluates (hard sees what this round's choices bring next round)."""
OPPONENT_MODEL = {"normal": 0.5, "hard": 0.8}
"""Share of the sampled opponent plans that come from this planner, which reads what each opponent
needs (the rest: uniform, a hedge against the unexpected); hard expects its opponents to plan."""
TURN_SHORTLIST = {"normal": 3, "hard": 4}
TURN_SAMPLES = {"normal": 6, "hard": 16}
"""Action turns of the levels listed: the greedy's best TURN_SHORTLIST actions, each rolled out up to
TURN_SAMPLES times (fewer when half the budget does not buy that many); other levels play the greedy's best."""
PLAN_SEARCH = {"normal": "ucb", "hard": "paired"}
PLAN_SLIPS = {"easy": (0.3, 0.2)}
"""An easy printer plans the planner's second allocation with the first chance and its third with the
second (a beginner's bids: sensible, not always the sharpest); the searching levels choose by search."""
SLIPS = {"easy": (0.25, 0.15)}
"""On action turns an easy printer takes the greedy's second-best action with the first chance and
its third-best with the second (a beginner's slips: still sensible moves, not always the best)."""


# ---- evaluation -------------------------------------------------------------------------------
@lru_cache(maxsize=4096)
def wanted(counts: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The ``(index, count)`` pairs of ``counts`` that are not zero (a card's letters or inks, cached):
    a shortfall sums ``max(0, n - held)`` over them alone, since held amounts are never negative."""
    return tuple((i, n) for i, n in enumerate(counts) if n)


def _design_parts(s, seat: int, design: str) -> tuple[float, float, float]:
    """A design card's expected colour and decoration prestige and their combined bonus for ``seat``."""
    pl = s.players[seat]
    inks, colour_p, spec, level, deco_p, _ = s.content.design[design]
    missing_ink = sum(max(0, n - pl.ink[c]) for c, n in wanted(inks))
    gap = level - pl.levels[spec]
    return (colour_p * (1.0 if missing_ink == 0 else 0.6 / (1 + missing_ink)),
            deco_p * (1.0 if gap <= 0 else 0.5 / gap), 1.5 if missing_ink == 0 and gap <= 0 else 0.0)


def order_value(s, seat: int, printing: str, design: str, parts: dict | None = None) -> float:
    """Expected prestige of completing an order (coins count 1/3), less the letters still to buy.

    Held orders count 85 %, so completing one is always better than keeping it. ``parts`` keeps
    ``_design_parts`` by design for a caller that values many orders of one position."""
    pl = s.players[seat]
    need, coins = s.content.printing[printing]
    if parts is None:
        colour, deco, both = _design_parts(s, seat, design)
    else:
        found = parts.get(design)
        if found is None:
            found = parts[design] = _design_parts(s, seat, design)
        colour, deco, both = found
    value = coins / 3 + colour
    value += deco
    if both:
        value += both
    missing = sum(max(0, n - pl.letters[i]) for i, n in wanted(need))
    owned = sum(pl.letters)
    cost = sum(owned + j for j in range(1, missing + 1)) / 3  # letters still to buy, in prestige
    return 0.85 * max(0.25 * value, value - cost)


def best_offer(s, seat: int) -> float:
    """``order_value`` of the best order on the board (0 when a row is empty).

    An order's worth grows with its design's parts whatever the printing card, so only the designs
    whose parts add up to the most (within rounding) need pairing with every printing card."""
    printings = [p for p in s.printing_slots if p]
    designs = [d for d in s.design_slots if d]
    if not printings or not designs:
        return 0.0
    parts = {d: _design_parts(s, seat, d) for d in designs}
    top = max(sum(v) for v in parts.values()) - 1e-9
    return max(order_value(s, seat, p, d, parts) for p in printings for d in designs if sum(parts[d]) >= top)


def player_value(s, seat: int) -> float:
    """Points now plus the expected worth of what the player holds."""
    pl = s.players[seat]
    scoring = s.content.rules.scoring
    points = pl.prestige + scoring.patron_card * len(pl.patrons)
    if pl.is_rival:  # its actions' prestige still to come, and its difficulty's (GUT-SOLO-05)
        left = s.content.rules.rounds - s.round + 1
        if s.phase != "over":
            each, final = s.content.rival_difficulty.get(s.variants.get("rival_difficulty"), (0, 0))
            points += (left - 1) * each + final
        return points + left * 3
    points += pl.coins / scoring.coins_per_prestige + sum(scoring.level_points.get(lv, 0) for lv in pl.levels)
    if s.phase == "over":
        return points - 0.001 * (pl.letter_count + 0.01 * pl.ink_count)
    left = s.content.rules.rounds - s.round + (0 if s.phase in ("final",) else 1)
    future = min(1.0, left / 2)
    points += sum(order_value(s, seat, p, d) for p, d in pl.orders) * (1.0 if left else 0.0)
    points += 0.3 * pl.ink_count * future + 0.5 * min(pl.letter_count, 14) * future
    points += 0.4 * sum(lv - 1 for lv in pl.levels) * future
    points += 0.8 * pl.gear_count * min(1.0, left / 3)
    if left:
        points += patron_prospect(s, seat)
    for frame in pl.stack:
        kind = frame[0]
        if kind == "draft_design" and s.draft_design:
            points += max(order_value(s, seat, frame[1], d) for d in s.draft_design)
        if kind in ("ink_choice", "letter_choice"):
            points += 0.3 * frame[1]
        elif kind == "specialty_any":
            points += 1.0 * frame[1]
        elif kind == "new_order" and frame[1] and frame[2]:
            gain = max(order_value(s, seat, p, d) for p in frame[1] for d in frame[2])
            if len(pl.orders) >= s.content.rules.max_orders:
                gain -= min(order_value(s, seat, p, d) for p, d in pl.orders)
            points += max(0.0, gain)
    if left > 1:
        points += 0.2 * min(pl.coins, letter_shortfall(s, seat))
    return points


def letter_shortfall(s, seat: int) -> int:
    """Coins needed to buy every letter the held orders still lack (GUT-LET-01 prices)."""
    pl = s.players[seat]
    missing = 0
    for i in range(len(pl.letters)):
        need = max((s.content.printing[p][0][i] for p, _ in pl.orders), default=0)
        missing += max(0, need - pl.letters[i])
    owned = sum(pl.letters)
    return sum(owned + j for j in range(1, missing + 1))


def patron_prospect(s, seat: int) -> float:
    """Part of a patron card's 8 points for the closest card still on the board (GUT-PAT-04)."""
    pl = s.players[seat]
    best = 0.0
    for card in s.patron_slots:
        if card is None:
            continue
        levels, ink, letters, _ = s.content.patrons[card]
        gap = sum(max(0, lv - pl.levels[spec]) for spec, lv in levels.items())
        gap += sum(max(0, n - pl.ink[c]) for c, n in enumerate(ink)) * 0.5
        gap += sum(max(0, n - pl.letters[i]) for i, n in enumerate(letters)) * 0.7
        best = max(best, 8 * 0.5 * max(0.0, 1 - gap / 4))
    return best


def evaluate(s, seat: int) -> float:
    """The heuristic: ``player_value`` of ``seat`` minus the best opponent's."""
    mine = player_value(s, seat)
    others = [player_value(s, o) for o in range(len(s.players)) if o != seat]
    return mine - (max(others) if others else 0.0)


# ---- planning ---------------------------------------------------------------------------------
def needs(s, seat: int) -> list[float]:
    """How much ``seat`` wants each action this round (what the board offers vs what it holds)."""
    pl = s.players[seat]
    if pl.is_rival:
        return [1.0] * 5
    w = [0.0] * 5
    best_order = best_offer(s, seat)
    w[0] = (1.2 if len(pl.orders) < 2 else 0.7 if len(pl.orders) < 4 else 0.15) * (0.5 + best_order / 8)
    missing = 0
    for _, d in pl.orders:
        missing += sum(max(0, n - pl.ink[c]) for c, n in enumerate(s.content.design[d][0]))
    w[1] = 0.25 + min(1.5, 0.35 * missing)
    w[2] = 0.7 + 0.15 * sum(1 for _, d in pl.orders if pl.levels[s.content.design[d][2]] < s.content.design[d][3])
    w[3] = (0.9 if pl.gear_count < 3 else 0.2) * (1.0 if s.round <= 4 else 0.4)
    w[4] = 0.7
    for slot, card in enumerate(s.patron_slots):
        if card and s._patron_available(slot) and s.patron_payment(seat, card) is not None:
            w[4] = 2.0
    return w


def table_needs(s) -> list[list[float]]:
    """``needs`` of every seat (one reading of the board for all the planners of a position)."""
    return [needs(s, o) for o in range(len(s.players))]


def plan_candidates(s, seat: int, count: int = 6, table: list[list[float]] | None = None) -> list[list[int]]:
    """Allocations for ``seat``: bids follow needs and the competition for each action.

    ``table`` is ``table_needs(s)`` when the caller has it already (several seats plan at once)."""
    pl = s.players[seat]
    tokens, cap = pl.tokens, s.content.rules.max_tokens_per_action
    table = table or table_needs(s)
    w = table[seat]
    rivals = [table[o] for o in range(len(s.players)) if o != seat]
    pressure = [sum(1 for r in rivals if r[k] >= 0.6) for k in range(5)]
    base = _allocate([w[k] * (1 + 0.35 * pressure[k]) for k in range(5)], tokens, cap)
    out = [base]
    for k in sorted(range(5), key=lambda i: -w[i]):
        for j in range(5):
            if j != k and base[j] > 1 and base[k] < cap:
                alt = base[:]
                alt[j] -= 1
                alt[k] += 1
                if alt not in out:
                    out.append(alt)
    focus = _allocate([w[k] ** 2 for k in range(5)], tokens, cap)
    if focus not in out:
        out.insert(1, focus)
    return out[:count]


def _allocate(weights: list[float], tokens: int, cap: int) -> list[int]:
    """One token per wanted row, the rest in proportion to the weights (≤ cap per row)."""
    plan = [1 if w >= 0.3 else 0 for w in weights]
    if sum(plan) > tokens:
        plan = [0] * 5
    while sum(plan) < tokens:
        options = [k for k in range(5) if plan[k] < cap]
        if not options:
            break
        k = max(options, key=lambda i: (weights[i] / (plan[i] + 1), -i))
        plan[k] += 1
    return plan


def _plan_key(s, seat: int) -> tuple:
    return (s.round, seat, s.content.version, tuple(s.printing_slots), tuple(s.design_slots),
            tuple(s.gear_slots), tuple(s.specialty_slots), tuple(tuple(r) for r in s.ink_rows),
            tuple((p.coins, p.prestige, tuple(p.levels), len(p.orders)) for p in s.players))


def _step_towards(s, seat: int, target: list[int]) -> Action:
    plan = s.players[seat].plan
    for k in range(5):
        if plan[k] > target[k]:
            return act(seat, "plan_remove", row=ACTIONS[k])
    for k in range(5):
        if plan[k] < target[k] and sum(plan) < s.players[seat].tokens:
            return act(seat, "plan_add", row=ACTIONS[k])
    return act(seat, "plan_commit")


def _set_plan(s, seat: int, plan: list[int]) -> None:
    pl = s.players[seat]
    pl.plan = plan[:]
    pl.committed = True
    pl.stack = []


def _even(value: float) -> float:
    """A search's average or total rounded to 1e-6, so that outcomes equal but for float rounding
    tie (and go to the earlier candidate) whatever constant every line carries: the Rival's
    difficulty prestige is one (GUT-SOLO-05), and it must not change a choice."""
    return round(value, 6)


def _samples(budget_s: float) -> int:
    return max(1, round(budget_s * SAMPLES_PER_S))


def _sample_round(view, seat: int, rng: random.Random, level: str = "normal"):
    """A determinization of ``view`` at planning with the opponents' plans drawn (``OPPONENT_MODEL``
    of them from the planner, the others as the view's uniform redraw), all committed."""
    det = view.view(seat, rng)
    share = OPPONENT_MODEL.get(level, 0.5)
    table = None
    for other in det.humans():
        if other != seat:
            plan = det.players[other].plan
            if rng.random() < share:
                table = table or table_needs(det)  # plans are drawn before any is set: one reading
                options = plan_candidates(det, other, 3, table)
                plan = options[rng.randrange(len(options))]
            _set_plan(det, other, plan)
    return det


def _play_plan(det, seat: int, plan: list[int], rng: random.Random, rounds: int = 1) -> float:
    """Commit ``plan`` for ``seat`` in ``det``, play ``rounds`` rounds out and evaluate."""
    _set_plan(det, seat, plan)
    det.touch()
    det._events = []
    det._advance()
    det._events = None
    det.touch()
    _rollout(det, rng, rounds)
    return evaluate(det, seat)


def search_plan(view, seat: int, budget_s: float, rng: random.Random, candidates: list[list[int]],
                level: str = "normal") -> list[int]:
    """Determinized search over hidden allocations (UCB1 over the candidates, ``_samples(budget_s)``)."""
    n = len(candidates)
    visits, totals = [0] * n, [0.0] * n
    for done in range(max(n, _samples(budget_s))):
        i = done if done < n else max(range(n), key=lambda c: _even(totals[c] / visits[c])
                                      + 2.0 * math.sqrt(math.log(done) / visits[c]))
        visits[i] += 1
        totals[i] += _play_plan(_sample_round(view, seat, rng, level), seat, candidates[i], rng,
                                HORIZON.get(level, 1))
    return candidates[max(range(n), key=lambda c: (_even(totals[c] / max(1, visits[c])), -c))]


def paired_plan(view, seat: int, budget_s: float, rng: random.Random, candidates: list[list[int]],
                level: str = "hard") -> list[int]:
    """Every live candidate on the same determinizations and rollout dice; after each third of
    the samples the worse half is dropped (successive halving)."""
    alive = list(range(len(candidates)))
    totals, counts = [0.0] * len(candidates), [0] * len(candidates)
    rounds = HORIZON.get(level, 1)
    per_stage = max(1, _samples(budget_s) // (3 * rounds))
    for stage in range(3):
        for _ in range(max(1, per_stage // len(alive))):
            det, dice = _sample_round(view, seat, rng, level), rng.getrandbits(32)
            for i in alive:
                totals[i] += _play_plan(det.clone(), seat, candidates[i], random.Random(dice), rounds)
                counts[i] += 1
        alive.sort(key=lambda i: (-_even(totals[i] / counts[i]), i))
        if stage < 2:
            alive = alive[:max(1, (len(alive) + 1) // 2)]
    return candidates[alive[0]]


def paired_turn(view, seat: int, actions: list[Action], samples: int, rng: random.Random,
                rounds: int = 1) -> Action:
    """The action whose rounds, played out (``rounds`` planning phases ahead) on the same
    ``samples`` determinizations and dice, evaluate best on average."""
    totals = [0.0] * len(actions)
    for _ in range(samples):
        det, dice = view.view(seat, rng), rng.getrandbits(32)
        for i, a in enumerate(actions):
            after = det.clone()
            after.apply_unchecked(a)
            _rollout(after, random.Random(dice), rounds)
            totals[i] += evaluate(after, seat)
    return actions[max(range(len(actions)), key=lambda i: (_even(totals[i]), -i))]


def _rollout(s, rng: random.Random, rounds: int = 1) -> None:
    """Play with the fast policy until the ``rounds``-th next planning phase (or the end)."""
    stop = s.round + rounds
    for _ in range(400 * rounds):
        if s.phase == "over" or (s.phase == "plan" and s.round >= stop):
            break
        ds = s.decisions()
        if not ds:
            break
        if s.phase == "plan" and ds[0].kind == "plan":  # a later round: everyone plans by the planner
            table = table_needs(s)  # setting a plan changes nobody's needs
            for d in ds:
                if d.kind == "plan":
                    _set_plan(s, d.player, plan_candidates(s, d.player, 1, table)[0])
            s.touch()
            s._events = []
            s._advance()
            s._events = None
            s.touch()
            continue
        seat = ds[0].player
        s.apply_unchecked(fast_policy(s, seat, rng))


# ---- fast policy (rollouts) and greedy --------------------------------------------------------------
def _action_score(s, seat: int, a: Action, parts: dict) -> float:
    kind = a.kind
    pl = s.players[seat]
    if kind in ("pass", "decline", "buy_letter", "claim_gear"):
        return 0.0 if kind != "claim_gear" else 0.5
    if kind in ("take_order", "keep"):
        return order_value(s, seat, a["printing"], a["design"], parts) - (3 if len(pl.orders) >= 4 else 0)
    if kind == "complete":
        return 10 + (2 if a["colour"] else 0)
    if kind == "gain_ink":
        return a["count"] * 0.8 - (a["count"] * (a["count"] - 1)) / 2 * 0.6 + (0.3 if a.get("gear") is not None else 0)
    if kind == "train":
        return s.content.specialty[a["card"]][1] if a["mode"] == "own" else 0.8
    if kind == "take_gear":
        return 1.0 + (0.2 if a["orient"] == 0 else 0)
    if kind == "patron":
        return 8.0
    if kind == "reward":
        return {"coins": 1.2, "order": 1.4, "ink": 1.0, "specialty": 1.1}.get(a["space"], 1.0)
    if kind == "choose_specialty":
        return -pl.levels[s.content.specialties.index(a["type"])]
    if kind == "choose_ink":
        need = [0] * len(pl.ink)
        for _, d in pl.orders:
            for c, n in enumerate(s.content.design[d][0]):
                need[c] += n
        c = s.content.colours.index(a["colour"])
        return need[c] - pl.ink[c]
    if kind == "discard_order":
        return -order_value(s, seat, a["printing"], next(d for p, d in pl.orders if p == a["printing"]))
    return 0.1


def fast_policy(s, seat: int, rng: random.Random) -> Action:
    """A cheap static choice for rollouts (no cloning)."""
    legal = s.legal_actions(seat)
    if not s.players[seat].stack and s.phase == "plan":
        target = plan_candidates(s, seat, 1)[0]
        return _step_towards(s, seat, target)
    if s.players[seat].stack and s.players[seat].stack[-1][0] == "complete":
        planned = completion(s, seat) or letter_plan(s, seat)
        if planned is not None:
            return planned
    best, best_score, parts = legal[0], -1e9, {}
    for a in legal:
        score = _action_score(s, seat, a, parts) + rng.random() * 0.05
        if score > best_score:
            best, best_score = a, score
    return best


def _useful(s, seat: int, a: Action) -> bool:
    if a.kind != "buy_letter":
        return True
    pl = s.players[seat]
    i = s.content.alphabet.index(a["letter"])
    need = max((s.content.printing[p][0][i] for p, _ in pl.orders), default=0)
    return pl.letters[i] < need


def greedy(view, seat: int, rng: random.Random, top: int = 1) -> list[Action]:
    """The ``top`` actions by one-ply ``evaluate`` (useless letter purchases skipped)."""
    legal = [a for a in view.legal_actions(seat) if _useful(view, seat, a)]
    if len(legal) == 1:
        return legal
    scored = []
    for a in legal:
        after = view.clone()
        after.apply_unchecked(a)
        scored.append((evaluate(after, seat) + rng.random() * 1e-6, a))
    scored.sort(key=lambda x: -x[0])
    return [a for _, a in scored[:top]]


def choose(view, seat: int, level: str, budget_s: float, rng: random.Random) -> Action | None:
    """The move of the Gutenberg bot at ``level`` (None for ``random``: the generic random bot)."""
    if level == "random":
        return None
    decision = view.decision_for(seat)
    if decision is None:
        return None
    if decision.kind == "plan":
        key = (level, *_plan_key(view, seat))
        target = _PLAN_CACHE.get(key) if any(view.players[seat].plan) else None
        if target is None:  # the round's first step searches afresh (a cached plan of another game with
            # this position would skip the search and its dice, and the game would not replay)
            candidates = plan_candidates(view, seat, PLAN_CANDIDATES.get(level, 6))
            if level in PLAN_SLIPS:
                target = _slip(candidates, PLAN_SLIPS[level], rng)
            elif level not in PLAN_SEARCH or budget_s < SEARCH_MIN_BUDGET:
                target = candidates[0]
            else:
                search = paired_plan if PLAN_SEARCH.get(level) == "paired" else search_plan
                target = search(view, seat, budget_s * 0.9, rng, candidates, level)
            if len(_PLAN_CACHE) > 2000:
                _PLAN_CACHE.clear()
            _PLAN_CACHE[key] = target
        return _step_towards(view, seat, target)
    frame = view.players[seat].stack[-1][0]
    if frame == "complete":
        planned = completion(view, seat) or letter_plan(view, seat)
        if planned is not None:
            return planned
    if level in TURN_SAMPLES and budget_s >= SEARCH_MIN_BUDGET and frame in ("action", "complete"):
        shortlist = greedy(view, seat, rng, top=TURN_SHORTLIST[level])
        if len(shortlist) > 1:
            rounds = HORIZON.get(level, 1)
            samples = max(2, min(TURN_SAMPLES[level], _samples(budget_s * 0.5) // (len(shortlist) * rounds)))
            return paired_turn(view, seat, shortlist, samples, rng, rounds)
        return shortlist[0]
    if frame == "action" and level in SLIPS:
        return _slip(greedy(view, seat, rng, 1 + len(SLIPS[level])), SLIPS[level], rng)
    return greedy(view, seat, rng)[0]


def _slip(ranked: list, chances: tuple[float, ...], rng: random.Random):
    """``ranked[k]`` with chance ``chances[k - 1]`` (when there is one), else the best, ``ranked[0]``."""
    roll = rng.random()
    for worse, chance in enumerate(chances, start=1):
        if roll < chance and worse < len(ranked):
            return ranked[worse]
        roll -= chance
    return ranked[0]
