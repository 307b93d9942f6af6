"""The computer viscounts' search over the rest of a turn, and the quick answers to its small choices.

A turn is a chain of small decisions; the ones that shape it (:data:`MAJOR`) branch, the rest are answered
by :func:`rule` or greedily by :func:`evaluate.worth`. :class:`TurnSearch` spends a node budget (applied
actions) and reads no clock, so a seed replays the same game on any machine. The levels that use it are
in :mod:`bot` (easy, normal) and :mod:`hard`.
"""

from __future__ import annotations

from collections.abc import Callable

from desktop_app.engine.action import Action
from desktop_app.rules.viscounts.evaluate import margin, points, worth
from desktop_app.rules.viscounts.expansion_worth import stone_goal
from desktop_app.rules.viscounts.workshop import FREE_KIND as WORKSHOP_DISCARD

MAJOR = frozenset({"play_card", "move", "main_action", "banish", "trade", "build", "place_workers", "transcribe",
                   "hire", "shift"})
"""Decisions that are searched; the others are answered greedily (and :func:`searched`)."""
KEEN = frozenset({"hire", "build", "transcribe"})
"""Easy: decisions a beginner takes rather than passes whenever they can (:func:`doing`): the
actions that move the game on (hires and builds bring debts and deeds, the game's clock, GAP-21)."""
PURSE, PURSE_WORTH = 4, 1.0
"""Easy: each silver up to this many held at the end of the turn is worth this much more to a beginner (they
keep money to hire with; the margin alone let the one-turn lines spend it all on steps and trades, and
a penniless easy player could seldom hire: under one silver at the start of its turns, normal two)."""

Score = Callable[[object, int], float]
"""How a line's end is scored for the player searching: ``score(state, player)``."""


class TurnSearch:
    """One decision's search: the player, the nodes left and how a line's end is scored (``score``:
    :func:`evaluate.margin` unless given)."""

    def __init__(self, me: int, nodes: int, deep: bool, round_no: int = 0, score: Score | None = None,
                 keen: bool = False) -> None:
        self.me, self.nodes, self.deep = me, nodes, deep
        self.keen = keen
        """Easy: the player's own :data:`KEEN` decisions are never passed while something can be done."""
        self.round = round_no
        self.floor = 0
        self.score: Score = score or margin
        self.leaves: list | None = None
        """Hard: every line's end reached, ``(value, end, path)``, when a list (the plans it weighs)."""
        self.prefix: list = []
        """The major decisions on the way to the position searched now (``[(signature, action)]``)."""

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
        """A line's end scored by ``score``; easy (``keen``) also likes a purse to hire with next turn
        (:data:`PURSE`)."""
        value = self.score(s, self.me)
        if self.keen:
            value += PURSE_WORTH * min(s.players[self.me].silver, PURSE)
        return value

    def best_line(self, s) -> tuple[float, object, list]:
        """The best end-of-turn position reachable from ``s``, its value and the major decisions
        on the way (``[(signature, action)]``); every end reached goes to ``leaves`` when it is a list."""
        s = self.settle(s)
        if self.turn_over(s) or not self.deep or self.spent():
            end = s if self.turn_over(s) else self.finish(s)
            value = self.value(end)
            if self.leaves is not None:
                self.leaves.append((value, end, list(self.prefix)))
            return value, end, []
        best: tuple[float, object, list] = (float("-inf"), s, [])
        here = signature(s, self.me)
        actions = considered(s, self.me, True)
        for i, a in enumerate(actions):
            self.prefix.append((here, a))
            value, end, path = self.shared(s, actions, i)
            self.prefix.pop()
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
