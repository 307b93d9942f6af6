"""Readable Viscounts positions for the rule tests.

``position(text)`` builds a game from a small YAML text: it starts from a seeded game (setup
done, the draft skipped), then sets what the text says and starts the active player's turn at
``phase`` (``cards``, ``move``, ``action``, ``recruit``, ``collision``, ``draw``, or ``none`` for
no turn at all: only what ``run_effects`` pushes). Example::

    players: 2
    active: 0
    phase: action
    p0: {space: A_O1, tableau: [st_farmhand, tf04], silver: 3, res: {stone: 1}, track: [2, 7]}
    p1: {space: B_I1}
    piles: {A: [tf01, tf02]}          # top last; unlisted piles stay as dealt
    stacks: {A: [ms01, ms_g1]}
    sites: {A_s1: [1, workshop]}
    castle: {l1: {3: [2, 0]}, l2: {1: [0, 3]}, l3: [0, 1]}
    turn: {played: st_farmhand}

Player fields: space, hand, draw (top last), discard, tableau (slot 1 first), silver, res,
track [corruption, virtue], built {type: n}, workers, debts [unpaid, paid], deeds [purchased,
approved], manuscripts. Board: ring, rotation, piles, stacks, sites, castle, leader, cleric
{ribbon: colour}, debt_top, deed_top, revealed, round, start, end_round. Unlisted player fields
get fresh defaults (markers at the ends, 20 workers, nothing else), not the draft's.

Expansions: ``variants: {gates_of_gold: true, keeper_of_keys: true}`` sets up their parts as a
game does (the supply, outsider row, bonus cards, chest display); then the text may set
``orders`` (supply), ``outsiders`` (row), ``outsider_deck`` (top last), ``bonus`` {card: colour or
null}, ``public`` {type: [colour, site]}, ``chest_row``, ``chest_stack``, and per player ``wild``
{manuscript: ribbon}, ``perks`` (cards held beside the board) and ``chests`` (3 slots, null = empty).
"""

from __future__ import annotations

import yaml

from desktop_app.engine.action import Action
from desktop_app.engine.effects import EffectStack
from desktop_app.engine.game import GameOptions
from desktop_app.rules.viscounts import GAME
from desktop_app.rules.viscounts.basics import end_pile_size
from desktop_app.rules.viscounts.gates import setup_gates
from desktop_app.rules.viscounts.keys import setup_keys
from desktop_app.rules.viscounts.layout import layout_for
from desktop_app.rules.viscounts.model import PlayerData, TurnData
from desktop_app.rules.viscounts.shorthand import to_ops
from desktop_app.rules.viscounts.state import VisState
from desktop_app.rules.viscounts.turn import PHASES, TURN
from desktop_app.rules.viscounts.vocabulary import check_effects

CONTENT = GAME.load_content()


def new_game(players: int, seed: int = 1, **variants) -> VisState:
    """A fresh game at its first draft decision."""
    return GAME.new_state(GameOptions.default(players, ["human"] * players, **variants), CONTENT, seed)


def position(text: str, seed: int = 1) -> VisState:
    """A position from the readable text form (module docstring)."""
    spec = yaml.safe_load(text) or {}
    n = spec.get("players", 2)
    s = new_game(n, seed, **spec.get("variants", {}))
    b = s.board
    if "ring" in spec or "rotation" in spec:
        b.ring = list(spec.get("ring", b.ring))
        b.rotation = spec.get("rotation", b.rotation)
    s.layout = layout_for(s.content, s.n, tuple(b.ring), b.rotation)
    b.offer = []
    b.debt_top = spec.get("debt_top", end_pile_size(s, "poverty"))
    b.deed_top = spec.get("deed_top", end_pile_size(s, "prosperity"))
    b.revealed = list(spec.get("revealed", []))
    for piece, cards in spec.get("piles", {}).items():
        b.piles[piece] = list(cards)
    for piece, cards in spec.get("stacks", {}).items():
        b.stacks[piece] = list(cards)
    b.sites = {k: list(v) for k, v in spec.get("sites", {}).items()}
    castle = spec.get("castle", {})
    b.l1 = [[0] * s.colours for _ in b.l1]
    b.l2 = [[0] * s.colours for _ in b.l2]
    b.l3 = list(castle.get("l3", [0] * s.colours))
    for level, rows in (("l1", b.l1), ("l2", b.l2)):
        for region, counts in castle.get(level, {}).items():
            rows[int(region)] = list(counts)
    b.leader = spec.get("leader")
    b.cleric = dict(spec.get("cleric", {}))
    s.players = [_player(s, spec.get(f"p{i}", {}), i) for i in range(n)]
    _expansions(s, spec)
    if s.solo:
        st = s.steward
        st.space = spec.get("steward", {}).get("space", s.layout.start[2])
        st.deck = list(spec.get("steward", {}).get("deck", st.deck or sorted(s.content.steward_deck)))
        st.discard = list(spec.get("steward", {}).get("discard", []))
        st.workers = s.content.solo.workers - sum(r[1] for r in b.l1) - sum(r[1] for r in b.l2) - b.l3[1]
        st.paid, st.approved = spec.get("steward", {}).get("ledger", [0, 0])
    s.round = spec.get("round", 1)
    s.start_player = spec.get("start", 0)
    s.end_round = spec.get("end_round")
    s.active = spec.get("active", 0)
    s.turn = TurnData()
    for key, value in spec.get("turn", {}).items():
        setattr(s.turn, key, value)
    s.castle_dirty = True
    s.stack = EffectStack()
    phase = spec.get("phase", "cards")
    if phase != "none":
        names = [name for name, _ in PHASES]
        first = next(i for i, step in enumerate(TURN) if step.get("phase") == phase)
        assert phase in names
        s.stack.push(TURN[first:], s.active, "turn")
    s.phase = phase
    s.run()
    return s


def _expansions(s: VisState, spec: dict) -> None:
    b = s.board
    if s.gog:
        setup_gates(s)
        b.orders = spec.get("orders", b.orders)
        b.outsiders = list(spec.get("outsiders", b.outsiders))
        b.outsider_deck = list(spec.get("outsider_deck", b.outsider_deck))
        if "bonus" in spec:
            b.bonus = dict(spec["bonus"])
    if s.kok:
        setup_keys(s)
        b.public = {k: list(v) for k, v in spec.get("public", {}).items()}
        b.chest_row = list(spec.get("chest_row", b.chest_row))
        b.chest_stack = list(spec.get("chest_stack", b.chest_stack))
    for i, pl in enumerate(s.players):
        mine = spec.get(f"p{i}", {})
        pl.wild = dict(mine.get("wild", {}))
        pl.perks = list(mine.get("perks", []))
        if s.kok:
            pl.chests = list(mine.get("chests", pl.chests))


def _player(s: VisState, spec: dict, i: int) -> PlayerData:
    c = s.content
    workers_in_castle = sum(r[i] for r in s.board.l1) + sum(r[i] for r in s.board.l2) + s.board.l3[i]
    pl = PlayerData(c.rules.workers - workers_in_castle, c.corruption_start, c.virtue_start)
    pl.space = spec.get("space", s.layout.start[2 * i + 1])
    for key in ("hand", "draw", "discard", "tableau", "manuscripts"):
        setattr(pl, key, list(spec.get(key, [])))
    pl.silver = spec.get("silver", 0)
    pl.res.update(spec.get("res", {}))
    pl.corruption, pl.virtue = spec.get("track", [c.corruption_start, c.virtue_start])
    pl.built.update(spec.get("built", {}))
    if "workers" in spec:
        pl.workers = spec["workers"]
    pl.unpaid, pl.paid = spec.get("debts", [0, 0])
    pl.purchased, pl.approved = spec.get("deeds", [0, 0])
    return pl


def run_effects(s: VisState, player: int, effects, source: str = "test") -> list:
    """Resolve an effect list (shorthand or ops) for ``player`` (a position with ``phase: none``)."""
    assert s.stack.question is None, "answer the open question first"
    s.stack.push(check_effects(to_ops(effects), "setup" if "pool" in str(effects) else "run"), player, source)
    return s.run()


def answer(s: VisState, kind: str | None = None, **params) -> list:
    """Answer the open question (its kind is checked when given)."""
    q = s.stack.question
    assert q is not None, "no question is open"
    if kind is not None:
        assert q.kind == kind, f"expected a {kind} question, got {q.kind} ({q.options})"
    return s.apply(Action.make(q.player, q.kind, **params))


def options(s: VisState) -> list[dict]:
    """The open question's options."""
    return list(s.stack.question.options) if s.stack.question else []


def kind(s: VisState) -> str | None:
    """The open question's kind."""
    return s.stack.question.kind if s.stack.question else None


def texts(events: list) -> list[str]:
    """The events' log lines in English."""
    return [e.text.render() for e in events]


def choose(s: VisState, action: str, banish: str | None = None) -> list:
    """Choose a main action, then banish from ``banish``'s pile or skip the banish offer."""
    events = answer(s, "main_action", action=action)
    if kind(s) == "banish":
        events += answer(s, "banish", **({"pile": banish} if banish else {"skip": True}))
    return events
