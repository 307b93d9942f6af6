"""The hidden-information contract: from ``view(p)`` and the events ``p`` was shown, an attacker
recovers no hidden value better than chance. Any game runs it; a game only declares its hidden
values (``GameState.hidden_values(player)``) with keys ``"family:...:index"``.

The key convention carries what "chance" is. Keys that differ only in their last part (the same
*pattern*, ``tile:big:*``) are **exchangeable**: given what the viewer may know, their values are
dealt at random among those keys (the kinds of face-down tiles of one shape; the positions of
one deck; the character tiles of every undecided seat and the unused box). So the chance that
a guess ``g`` is right at key ``k`` is the share of ``g`` among the true values of ``k``'s
pattern. Families in ``HIDDEN_CHOICES`` (secret plans) are players' choices instead: their chance
is the same guess against the truth of another, independent position.

Many seeded positions are played (random legal moves from a new game); at each, a random viewer
``p``, the ``truth`` (``state.hidden_values(p)``) and what ``p`` has ``seen``: the hidden-value
keys of ``state.view(p)`` — called without an rng, as the controller does — and every text
argument and data field of the events so far. Two attackers, scored against the truth and
against chance, per key pair and per pattern pair, over all samples:

1. equality: "the value at ``k`` is what was seen at ``f``", for every seen feature ``f`` of the
   same family and every event feature. It finds a view that keeps the truth, one that shuffles
   the truth with a fixed stream (the remapped index), and a deal by exclusion (a deficit counts
   as much as an excess);
2. prior: "the value at ``k`` is the one most often there in the training half" — it finds ids
   of hidden components that say what they are (the same id -> kind table every game).

A third check, :func:`check_fresh_views`: two views of one position taken without an rng deal
the hidden values afresh (a view that resamples from a fixed stream, ``Random(0x5EED + p)``, is
the same every time: the viewer can call it until it knows what the deal depends on).

Equality is judged per viewer, per key pair and per *role* pair — the key with its trailing
index numbers replaced (``character:2.#``: the tiles of seat 2) — so that a deal by exclusion
between two seats adds up. A difference is a leak when it is both large (:data:`EFFECT_LIMIT`) and significant (a Poisson
tail below :data:`ALPHA`, Bonferroni-corrected). Seeds are fixed, so a run is deterministic.
"""

from __future__ import annotations

import math
import random
from collections import Counter, defaultdict
from collections.abc import Hashable
from dataclasses import dataclass, field
from typing import Any

from desktop_app.engine import Event, Game, GameOptions, Text
from desktop_app.engine.action import TABLE

ALPHA = 1e-4
"""Chance of a false alarm over all the tests of a run: a third each for the key pairs, the role
pairs and the priors, each test judged at that share divided by the number of its kind."""
EFFECT_LIMIT = 0.08
"""And the success rates must differ by at least this much."""
MIN_SAMPLES = 30
"""A key (or pattern) pair tried fewer times is not judged."""


@dataclass
class Sample:
    """One probed position: the viewer, the true hidden values and what the viewer saw."""

    viewer: int
    truth: dict[str, Hashable]
    seen: dict[str, Hashable]


@dataclass
class Report:
    """What a run found: samples, hidden values looked at, tests made and leaks (empty when clean)."""

    samples: int
    hidden: int = 0
    tests: int = 0
    leaks: list[str] = field(default_factory=list)


def _hashable(value: Any) -> Hashable:
    if isinstance(value, Text):
        return ("text", value.key, _hashable(value.args))
    if isinstance(value, dict):
        return tuple(sorted((str(k), _hashable(v)) for k, v in value.items()))
    if isinstance(value, list | tuple):
        return tuple(_hashable(v) for v in value)
    try:
        hash(value)
    except TypeError:
        return repr(value)
    return value


def family(key: str) -> str:
    """``"tile:big:17"`` -> ``"tile"``."""
    return key.split(":", 1)[0]


def pattern(key: str) -> str:
    """``"tile:big:17"`` -> ``"tile:big:*"``: the keys dealt among each other."""
    head, _, _ = key.rpartition(":")
    return f"{head}:*" if head else key


def event_features(events: list[Event], last: int = 40) -> dict[str, Hashable]:
    """``event:-j:kind:field`` -> value for the text arguments and data of the last events."""
    out: dict[str, Hashable] = {}
    for j, event in enumerate(reversed(events[-last:]), 1):
        for name, value in [*event.text.args.items(), *event.data.items()]:
            out[f"event:-{j}:{event.kind}:{name}"] = _hashable(value)
    return out


def collect(game: Game, content: Any, players: int, samples: int, max_steps: int, seed: int = 0,
            variants: dict[str, Any] | None = None) -> list[Sample]:
    """``samples`` probes: a new game each, a random viewer, and in turn no move (the deal), 0..2
    and 0..``max_steps`` random legal moves."""
    out = []
    for k in range(samples):
        rng = random.Random(f"hidden:{game.id}:{seed}:{k}")
        options = GameOptions.default(players, ["random"] * players, **(variants or {}))
        state = game.new_state(options, content, seed * 100_003 + k)
        events: list[Event] = []
        for _ in range((0, rng.randrange(3), rng.randrange(max_steps + 1))[k % 3]):  # the deal, its first moves, later
            acting = state.players_to_act()
            if not acting:
                break
            seats = [p for p in acting if p != TABLE] or acting
            legal = state.legal_actions(rng.choice(seats))
            if not legal:
                break
            events += state.apply(rng.choice(legal))
        viewer = rng.randrange(players)
        truth = {key: _hashable(v) for key, v in state.hidden_values(viewer).items()}
        if truth:
            seen = {key: _hashable(v) for key, v in state.view(viewer).hidden_values(viewer).items()}
            seen.update(event_features(events))
            out.append(Sample(viewer, truth, seen))
    return out


def role(key: str) -> str:
    """``"character:2.1"`` -> ``"character:2.#"``: the key with its trailing index numbers replaced."""
    head, sep, last = key.rpartition(":")
    return f"{head}{sep}{last.rstrip('0123456789')}#"


def _poisson_tail(count: float, mean: float) -> float:
    """P(X >= count) for ``count`` above ``mean``, else P(X <= count), X ~ Poisson(mean).

    A Poisson count is at least as spread as the sum of independent tries it stands for, so the
    tail is on the safe side; it stays right for the small expected counts of rare values.
    """
    mean = max(mean, 1e-9)
    r = int(round(count))

    def pmf(i: int) -> float:
        return math.exp(-mean + i * math.log(mean) - math.lgamma(i + 1))

    if count > mean:
        below = sum(pmf(i) for i in range(r))
        return max(0.0, 1.0 - below) if below < 0.999999 else sum(pmf(i) for i in range(r, r + 200))
    return min(1.0, sum(pmf(i) for i in range(r + 1)))


def _judge(n: int, real: float, expected: float, tests: int) -> str | None:
    """A large and (after the Bonferroni correction for ``tests``) significant gap, described; or None."""
    if n < MIN_SAMPLES or abs(real - expected) / n < EFFECT_LIMIT:
        return None
    p = _poisson_tail(real, expected)
    if p * max(tests, 1) < ALPHA:
        return f"{real / n:.1%} right against {expected / n:.1%} by chance over {n} tries (p={p:.1e})"
    return None


def find_leaks(samples: list[Sample], chosen: frozenset[str] = frozenset()) -> Report:
    """Run both attackers (module docstring) over ``samples``; the leaks found.

    Equality is judged per key pair and per role pair (``character:2.#`` against
    ``character:1.#``: the cards of one seat against another's). Only matches and possible
    matches are visited (a value -> features index), with each feature's family and role
    worked out once per sample.
    """
    report = Report(len(samples))
    tally: dict[tuple[int, str, str], list[float]] = defaultdict(lambda: [0.0, 0.0])  # real, expected
    tries: Counter = Counter()
    later: dict[str, Hashable] = {}  # the chosen values of a later sample: their "chance"
    for s in reversed(samples):
        v = s.viewer
        report.hidden += len(s.truth)
        groups: dict[str, Counter] = defaultdict(Counter)
        for k, value in s.truth.items():
            groups[pattern(k)][value] += 1
        sizes = {p: sum(c.values()) for p, c in groups.items()}
        index: dict[Hashable, list[str]] = defaultdict(list)
        feature_family, feature_role = {}, {}
        role_counts: Counter = Counter()
        for f, value in s.seen.items():
            index[value].append(f)
            feature_family[f], feature_role[f] = family(f), role(f)
            role_counts[feature_role[f]] += 1
        judged: Counter = Counter()
        for k, truth in s.truth.items():
            fam, rk = family(k), role(k)
            if fam in chosen:
                other = later.get(k)
                if other is None:
                    continue
                chance_of = {other: 1.0}
            else:
                size = sizes[pattern(k)]
                chance_of = {v: c / size for v, c in groups[pattern(k)].items()}
            tries[(v, k, "")] += 1
            judged[rk] += 1
            if truth not in chance_of:
                chance_of[truth] = 0.0
            for value, chance in chance_of.items():
                hit = 1.0 if value == truth else 0.0
                for f in index.get(value, ()):
                    if feature_family[f] in (fam, "event"):
                        for t in (tally[(v, k, f)], tally[(v, rk, feature_role[f])]):
                            t[0] += hit
                            t[1] += chance
        for rk, count in judged.items():
            fam = family(rk)
            for rf, seen_count in role_counts.items():
                if family(rf) in (fam, "event"):
                    tries[(v, rk, rf)] += count * seen_count
        later.update((k, v) for k, v in s.truth.items() if family(k) in chosen)
    half = len(samples) // 2
    prior: dict[str, Counter] = defaultdict(Counter)
    for s in samples[:half]:
        for k, truth in s.truth.items():
            if family(k) not in chosen:
                prior[k][truth] += 1
    guesses: dict[str, list[float]] = defaultdict(lambda: [0, 0.0, 0.0])
    for s in samples[half:]:
        groups = defaultdict(Counter)
        for k, value in s.truth.items():
            groups[pattern(k)][value] += 1
        for k, truth in s.truth.items():
            if k in prior:
                guess = prior[k].most_common(1)[0][0]
                values = groups[pattern(k)]
                chance = values.get(guess, 0) / sum(values.values())
                g = guesses[k]
                g[0] += 1
                g[1] += guess == truth
                g[2] += chance
    report.tests = len(tally) + len(guesses)
    role_tests = sum(1 for _, k, _ in tally if k.endswith("#"))
    for (v, k, f), (real, expected) in tally.items():
        by_role = k.endswith("#")
        n = tries[(v, k, f)] if by_role else tries[(v, k, "")]
        found = _judge(n, real, expected, 3 * (role_tests if by_role else len(tally) - role_tests))
        if found is not None:
            report.leaks.append(f"equal: {k} from what seat {v} saw at {f}: {found}")
    for k, (n, real, expected) in guesses.items():
        found = _judge(int(n), real, expected, 3 * len(guesses))
        if found is not None:
            report.leaks.append(f"prior: {k} from the values of earlier games: {found}")
    report.leaks.sort()
    return report


def check_hidden_information(game: Game, content: Any, players: int, samples: int, max_steps: int,
                             seed: int = 0, variants: dict[str, Any] | None = None) -> Report:
    """Probe ``game``; assert that enough positions hide something and that nothing leaks."""
    probes = collect(game, content, players, samples, max_steps, seed, variants)
    chosen = type(game.new_state(GameOptions.default(players), content, 1)).HIDDEN_CHOICES
    report = find_leaks(probes, chosen)
    assert len(probes) >= samples // 2, f"{game.id}: only {len(probes)} of {samples} positions hide anything"
    assert not report.leaks, f"{game.id}: hidden information leaks:\n" + "\n".join(report.leaks[:20])
    return report


def fresh_views(game: Game, content: Any, players: int, samples: int, max_steps: int, seed: int = 0,
                variants: dict[str, Any] | None = None) -> tuple[int, int]:
    """``(positions, fresh)``: of the probed positions whose hidden values could be dealt many other
    ways (a group of at least four exchangeable keys holding two different values), how many gave
    another deal in one of two more calls of ``view(viewer)`` without an rng than in the first."""
    positions = fresh = 0
    for k in range(samples):
        rng = random.Random(f"fresh:{game.id}:{seed}:{k}")
        options = GameOptions.default(players, ["random"] * players, **(variants or {}))
        state = game.new_state(options, content, seed * 100_003 + k)
        for _ in range(rng.randrange(max_steps + 1)):
            acting = state.players_to_act()
            if not acting:
                break
            legal = state.legal_actions(rng.choice([p for p in acting if p != TABLE] or acting))
            if not legal:
                break
            state.apply(rng.choice(legal))
        viewer = rng.randrange(players)
        groups: dict[str, list] = defaultdict(list)
        for key, value in state.hidden_values(viewer).items():
            groups[pattern(key)].append(_hashable(value))
        if not any(len(values) >= 4 and len(set(values)) > 1 for values in groups.values()):
            continue
        positions += 1
        first, *more = (state.view(viewer).hidden_values(viewer) for _ in range(3))
        fresh += any(other != first for other in more)
    return positions, fresh


def check_fresh_views(game: Game, content: Any, players: int, samples: int, max_steps: int, seed: int = 0,
                      variants: dict[str, Any] | None = None) -> tuple[int, int]:
    """Assert that views without an rng are dealt afresh (nearly always: two deals of a small
    group may agree by chance)."""
    positions, fresh = fresh_views(game, content, players, samples, max_steps, seed, variants)
    assert positions >= samples // 2, f"{game.id}: only {positions} of {samples} positions hide anything"
    assert fresh >= 0.9 * positions, f"{game.id}: {positions - fresh} of {positions} views without an rng " \
                                     "were dealt the same twice (a fixed stream?)"
    return positions, fresh
