"""Computer viscounts: easy, normal and hard, playing only on ``view(p)``.

A turn is a chain of small decisions; the ones that shape it — the card played, the destination,
the main action, the banish, each trade offer, the building and site, the workers, the stack, the
hire, the stop before the shift (:data:`MAJOR`) and the order yellow is paid for — are searched, the rest (which resource, which debt to flip, knock-out
rewards ...) are answered greedily by :func:`evaluate.worth`.

- **easy**: a beginner who knows the rules but not the strategy. At each major decision every option is
  followed by greedy answers to the end of the turn and scored with :func:`evaluate.margin` plus a purse
  kept for hiring (:data:`PURSE`); it hires (a townsfolk before a King's Order), builds and transcribes
  whenever it can, always takes a main action, moves only its free steps, and picks at random among the
  options within :data:`BEGINNER_SPREAD` of its best (:func:`beginner_pick`).
- **normal**: a depth-first search over the rest of the turn (every major decision branches; each option
  gets an even share of the nodes left, :meth:`_Search.shared`) to
  the end of the turn, the best line's margin scoring each option; greedy below the node budget.
- **hard**: normal's search with more nodes; for its best few first decisions of a turn the search goes
  on one more turn of its own (the opponents' turns played in between, on two redraws of the hidden
  cards: greedily at 2 players, by the quick rules at 3–4), so the card kept, the space left in and the
  resources held are judged by what they make possible next turn; another line replaces the turn
  search's best only if clearly better (:data:`HARD_MARGIN`). At 3–4 players it scores lines against the
  opponents' mean worth instead of the leader's (with both modules against three normal bots, hard in
  each seat in turn: 26 wins in 72 games with the mean, 36 %; 6–7 of 24 with the leader's margin, which
  made it give up its own points to hold the leader back).

The work is counted, not timed: every level has a node budget (:data:`NODES`: applied actions per
decision) and no clock is read, so a busy machine does not make it weaker and a seed replays the same
game on any machine.
"""

from __future__ import annotations

import random

from desktop_app.engine.action import Action
from desktop_app.rules.viscounts.evaluate import margin, points, worth
from desktop_app.rules.viscounts.expansion_worth import stone_goal
from desktop_app.rules.viscounts.workshop import FREE_KIND as WORKSHOP_DISCARD

MAJOR = frozenset({"play_card", "move", "main_action", "banish", "trade", "build", "place_workers", "transcribe",
                   "hire", "shift"})
"""Decisions that are searched; the others are answered greedily (and :func:`searched`)."""
KEEN = frozenset({"hire", "build", "transcribe"})
"""Easy: decisions a beginner takes rather than passes whenever they can (:func:`beginner_pick`): the
actions that move the game on (hires and builds bring debts and deeds, the game's clock, GAP-21)."""
PURSE, PURSE_WORTH = 4, 1.0
"""Easy: each silver up to this many held at the end of the turn is worth this much more to a beginner (they
keep money to hire with; the margin alone let the one-turn lines spend it all on steps and trades, and
a penniless easy player could seldom hire: under one silver at the start of its turns, normal two)."""
BEGINNER_SPREAD = 1.0
"""Easy: options scored within this many points of the best are all as good to a beginner."""
NODES = {"easy": 250, "normal": 3000, "hard": 8000}
"""Node budgets (applied actions) per decision (hard spends more on its look-ahead)."""
LOOK_AHEAD_NODES = 1500
"""Hard: nodes for each next-turn search."""
REDRAWS = 2
"""Hard: redraws of the hidden cards (own draw order, opponents' hands) each next turn is searched on."""
HARD_MARGIN = 0.5
"""Hard: how much better by the look-ahead another line must be to replace the turn search's best."""
GREEDY_OPPONENTS = 2
"""Up to this many players the opponents' turns before the next-turn search are played greedily; with
more, by the quick rules (:func:`rule`, else the first option): only a stand-in for how the board moves."""
OPPONENT_NODES = 600
"""Hard: nodes for the opponents' greedy turns before each next-turn search."""


class _Search:
    """One decision's search: the player and the nodes left."""

    def __init__(self, me: int, nodes: int, deep: bool, rng: random.Random,
                 round_no: int = 0, average: bool = False, keen: bool = False) -> None:
        self.me, self.nodes, self.deep, self.rng = me, nodes, deep, rng
        self.keen = keen
        """Easy: the player's own :data:`KEEN` decisions are never passed while something can be done."""
        self.round = round_no
        self.floor = 0
        self.average = average
        """Lines are scored against the opponents' mean worth, not the best one's (:func:`evaluate.margin`)."""

    def spent(self) -> bool:
        """The branch searched now has spent its share of the nodes."""
        return self.nodes <= self.floor

    def shared(self, s, actions: list[Action], i: int):
        """The best line after ``actions[i]``, searched with an even share of the nodes left among it and
        the options after it (a wide first option cannot starve the others; what a branch leaves over
        goes to the next)."""
        saved = self.floor
        self.floor = max(saved, self.nodes - (self.nodes - saved) // (len(actions) - i))
        try:
            return self.best_line(self.step(s, actions[i]))
        finally:
            self.floor = saved

    def step(self, s, action: Action):
        child = s.fork()
        child.apply_unchecked(action)
        self.nodes -= 1
        return child

    def turn_over(self, s) -> bool:
        q = s.stack.question
        return s.over or q is None or s.active != self.me or s.round != self.round

    def greedy(self, s) -> Action:
        """A rule for the common small choices (:func:`rule`), else the option whose result ``worth``
        likes best for the player deciding (first on ties)."""
        q = s.stack.question
        actions = considered(s, q.player)
        if self.keen and q.player == self.me:
            actions = doing(q, actions)
        if len(actions) == 1:
            return actions[0]
        ruled = rule(s, q, actions)
        if ruled is not None:
            return ruled
        best, best_value = actions[0], float("-inf")
        for a in actions:
            child = self.step(s, a)
            value = worth(child, q.player)
            if value > best_value:
                best, best_value = a, value
        return best

    def settle(self, s):
        """Answer minor decisions greedily until a major one of mine or the end of my turn."""
        while not self.turn_over(s):
            q = s.stack.question
            if q.player == self.me and searched(q, s):
                return s
            s = self.step(s, self.greedy(s))
        return s

    def finish(self, s):
        """Play the rest of the turn greedily (the fallback once the budget is spent)."""
        while not self.turn_over(s):
            s = self.step(s, self.greedy(s))
        return s

    def value(self, s) -> float:
        """A line's end scored by :func:`evaluate.margin`; easy (``keen``) also likes a purse to hire with
        next turn (:data:`PURSE`)."""
        value = margin(s, self.me, self.average)
        if self.keen:
            value += PURSE_WORTH * min(s.players[self.me].silver, PURSE)
        return value

    def best_line(self, s) -> tuple[float, object, list]:
        """The best end-of-turn position reachable from ``s``, its margin and the major decisions
        on the way (``[(signature, action)]``)."""
        s = self.settle(s)
        if self.turn_over(s):
            return self.value(s), s, []
        if not self.deep or self.spent():
            end = self.finish(s)
            return self.value(end), end, []
        best: tuple[float, object, list] = (float("-inf"), s, [])
        here = signature(s, self.me)
        actions = considered(s, self.me, True)
        for i, a in enumerate(actions):
            value, end, path = self.shared(s, actions, i)
            if value > best[0]:
                best = (value, end, [(here, a), *path])
        return best


def considered(s, player: int, search: bool = False) -> list[Action]:
    """The answers a bot weighs: every legal one but the first workshop's discard beside a hire (DEC-15:
    the bots keep their cards, as they always answered when it was asked) and the blue uses saved for
    after the draw (GOG-MSB-03), which only a searched decision weighs (``search``: saving one changes
    nothing until the turn ends, so a greedy answer would take it for free) and never takes back."""
    out = []
    for a in s.legal_actions(player):
        if a.kind == WORKSHOP_DISCARD:
            continue
        later = a.get("after_draw") if a.kind == "board_ability" else None
        if later is False or (later is True and not search):
            continue
        out.append(a)
    return out


def searched(q, s) -> bool:
    """Whether a decision is searched: a :data:`MAJOR` one (the stop before the shift among them: shifting
    or rearranging first with yellow, GOG-MSB-03), a destroy that could reject an outsider with a King's
    Order from the hand (GOG-OUT-05: its 3 silver and the reject effect resolve within the turn, against the
    welcome the order still promises), or the new order the player is paying yellow for (the rearrangement
    is what the 3 resources buy: every order is weighed)."""
    if q.kind == "rearrange":
        return q.player == s.active and any(f.source == "msb:yellow" for f in s.stack.frames)
    return q.kind in MAJOR or (q.kind == "destroy" and any(o.get("card") == "kings_order" for o in q.options))


def rule(s, q, actions: list[Action]) -> Action | None:
    """Quick answers to small choices that the heuristic cannot tell apart (``None``: search them).

    Resources: the kind held least (ties: the order ink, gold, stone), but stone while short of the
    stone banked toward a public building (:func:`expansion_worth.stone_goal`); paying: the kind held
    most, the stone of that goal last;
    flips: a debt first (it also gives a resource); a worker region: where you have most (toward 3);
    knock-outs: the strongest opponent's worker; destroy: the cheapest starting card in hand (a King's
    Order in hand is searched: rejecting an outsider);
    discard, rearrange and keeping the top card: keep everything; the shift (asked only when the yellow
    ability could change it, GOG-MSB-03): shift as the tableau stands. A manuscript-board ability offered
    beside such a choice (GOG-MSB-03) is left to the searched decisions; the workshop's discard beside a
    hire (DEC-15) is never chosen (:func:`considered`).
    """
    actions = [a for a in actions if a.kind == q.kind] or actions
    p = q.player
    pl = s.players[p]
    kind = q.kind
    if kind in ("resource", "pay_resource"):
        held = dict(pl.res)
        goal = stone_goal(s, p)
        if goal:
            held["stone"] = min(held["stone"], goal) - goal - 1 if held["stone"] <= goal else held["stone"] - goal
        if kind == "resource":
            return min(actions, key=lambda a: sum(a[r] * (held[r] + 1) ** 2 if held[r] >= 0 else a[r] * held[r]
                                                  for r in ("ink", "gold", "stone")))
        return min(actions, key=lambda a: sum(a[r] * (4 - held[r]) for r in ("ink", "gold", "stone")))
    if kind == "flip":
        return next((a for a in actions if a["card"] == "debt"), actions[0])
    if kind == "region":
        return max(actions, key=lambda a: (s.board.l1[a["region"]][p] if s.board.l1[a["region"]][p] < 3 else -1,
                                           -a["region"]))
    if kind == "knock_out":
        scores = points(s)
        return max(actions, key=lambda a: (a["colour"] != p, scores[a["colour"]] if a["colour"] < len(scores) else 0))
    if kind == "destroy":
        if any(a.get("card") == "kings_order" for a in actions):
            return None  # a reject (GOG-OUT-05): searched, the outsider row decides
        weak = [a for a in actions if str(a.get("card", "")).startswith("st_")]
        return min(weak, key=lambda a: s.content.cards[a["card"]].value) if weak else \
            next(a for a in actions if a.get("skip") or a.get("top") is None)
    if kind == "shift":
        return actions[0]
    if kind in ("discard", "rearrange", "destroy_top"):
        return next((a for a in actions if a.get("skip") or a.get("destroy") is False), actions[0])
    return None


def signature(s, me: int) -> tuple:
    """What a planned decision depends on: the question, its options and the player's own state."""
    q = s.stack.question
    pl = s.players[me]
    t = s.turn
    return (s.seed, s.round, q.kind, q.player, tuple(tuple(sorted(o.items())) for o in q.options if
                                                     all(not isinstance(v, list) for v in o.values())),
            pl.space, pl.silver, tuple(pl.res.values()), tuple(pl.tableau), tuple(sorted(pl.hand)),
            tuple(pl.built.values()), pl.workers, t.action, t.power, t.banished, tuple(sorted(t.icons.items())),
            t.after_draw)


_PLANS: dict[tuple[int, int, str], list] = {}
"""The rest of the best line found for (game seed, player, level): followed while the position matches."""


def choose(view, player: int, level: str, budget_s: float, rng: random.Random) -> Action:
    """The move of a computer viscount at ``level`` (random, easy, normal, hard) on ``view``."""
    actions = considered(view, player, level != "random" and searched(view.stack.question, view))
    if len(actions) <= 1 or level == "random":
        return actions[rng.randrange(len(actions))]
    q = view.stack.question
    search = _Search(player, NODES.get(level, 3000), level in ("normal", "hard"), rng, view.round,
                     level == "hard" and view.n > 2, level == "easy")
    if not searched(q, view):
        return search.greedy(view)
    planned = _PLANS.get((view.seed, player, level))
    if planned and planned[0][0] == signature(view, player) and planned[0][1] in actions:
        return planned.pop(0)[1]
    scored = []
    for i, a in enumerate(actions):
        value, end, path = search.shared(view, actions, i)
        scored.append((value, rng.random(), a, end, path))
    scored.sort(key=lambda t: (t[0], t[1]), reverse=True)
    if level == "easy":
        return beginner_pick(q, scored, rng)
    choice = scored[0]
    if level == "hard" and q.kind == "play_card" and len(scored) > 1:
        choice = _look_ahead(view, player, scored[:3], rng, search.average)
    if level != "easy":
        _PLANS[(view.seed, player, level)] = list(choice[4])
        if len(_PLANS) > 64:
            _PLANS.pop(next(iter(_PLANS)))
    return choice[2]


def doing(q, actions: list[Action]) -> list[Action]:
    """The options of a :data:`KEEN` question that do something, and the main actions but doing none
    (all of them if none does, or for any other question)."""
    if q.kind == "main_action":
        return [a for a in actions if a.get("action") != "none"] or actions
    if q.kind == "move":
        return [a for a in actions if a.kind != "move" or not q.data["costs"].get(a["to"])] or actions
    if q.kind not in KEEN:
        return actions
    doing = [a for a in actions if a.kind == q.kind and not a.get("skip")]
    return [a for a in doing if not a.get("order")] or doing or actions


def beginner_pick(q, scored: list, rng: random.Random) -> Action:
    """Easy: how a player who knows the rules but not the strategy decides, from the options scored by
    their one-turn lines (best first). Offered a hire, a build or a transcription (:data:`KEEN`), a beginner
    does it rather than pass, and takes a main action rather than none; otherwise any option within :data:`BEGINNER_SPREAD` of the best is as good
    as the best to them (picked at random)."""
    chosen = doing(q, [t[2] for t in scored])
    scored = [t for t in scored if t[2] in chosen]
    near = [t for t in scored if t[0] >= scored[0][0] - BEGINNER_SPREAD]
    return near[rng.randrange(len(near))][2]


def _look_ahead(view, player: int, top: list, rng: random.Random, average: bool) -> tuple:
    """Hard: judge the best few lines by the best next own turn they lead to, averaged over
    :data:`REDRAWS` redraws of what the player cannot see (the same redraw seeds for every line); a line
    replaces the first only if better by :data:`HARD_MARGIN` (only lines whose next turn has a value
    are compared; otherwise the first line stands)."""
    seeds = [rng.getrandbits(32) for _ in range(REDRAWS)]
    judged = []
    for line in top:
        later = [_next_turn(line[3].view(player, random.Random(seed)), player, rng, average)
                 for seed in seeds]
        if None in later:
            break
        judged.append((0.4 * line[0] + 0.6 * sum(later) / len(later), line))
    if len(judged) < 2:
        return top[0]
    best = max(judged, key=lambda t: t[0])
    return best[1] if best[0] > judged[0][0] + HARD_MARGIN else top[0]


def _next_turn(end, player: int, rng: random.Random, average: bool) -> float | None:
    """Play the opponents (greedily, or by the quick rules with more than :data:`GREEDY_OPPONENTS`
    players), then search this player's next turn; its best margin."""
    s = end
    opponents = _Search(player, OPPONENT_NODES, False, rng)
    quick = s.n > GREEDY_OPPONENTS
    while not s.over and s.stack.question is not None and not (s.active == player and s.phase == "cards"):
        q = s.stack.question
        if q.player == player:
            action = s.legal_actions(player)[0]
        elif quick:
            actions = s.legal_actions(q.player)
            action = rule(s, q, actions) or actions[0]
        else:
            action = opponents.greedy(s)
        s = opponents.step(s, action)
    if s.over:
        return margin(s, player, average)
    own = _Search(player, LOOK_AHEAD_NODES, True, rng, s.round, average)
    value, _, _ = own.best_line(s)
    return None if value == float("-inf") else value


def heuristic(state, player: int) -> float:
    """The generic bots' (and ISMCTS') leaf value: the margin of :mod:`evaluate`."""
    return margin(state, player)


__all__ = ["choose", "heuristic", "points"]
