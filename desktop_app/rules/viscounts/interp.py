"""The Viscounts interpreter: every op and resume handler, the ``if`` conditions and ``per`` counters.

One :class:`~desktop_app.engine.effects.Interpreter` runs the whole game: the turn table, the
phases, the effects of cards and board parts and the questions they ask.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.effects import Interpreter
from desktop_app.rules.viscounts import (
    actions,
    basics,
    board_abilities,
    cards,
    castle,
    collision,
    gates,
    keys,
    setup,
    steward,
    turn,
)
from desktop_app.rules.viscounts.abilities import board_icons, criminals
from desktop_app.rules.viscounts.ribbons import set_counts, transcribed_counts

MODULES = (basics, cards, castle, actions, turn, collision, setup, steward, gates, board_abilities, keys)


def _has_icon(s, p: int, args: dict[str, Any]) -> bool:
    return board_icons(s, p)[args["icon"]] > 0


def _counted(value: int, args: dict[str, Any]) -> bool:
    return value >= args.get("min", 1)


def _workers(s, p: int, level: int | None) -> int:
    b = s.board
    counts = {1: sum(r[p] for r in b.l1), 2: sum(r[p] for r in b.l2), 3: b.l3[p]}
    return counts[level] if level else sum(counts.values())


def _ribbons(s, p: int, ribbon: str | None) -> int:
    counts = transcribed_counts(s, p)
    return counts.get(ribbon, 0) if ribbon else len(s.players[p].manuscripts)


def outsiders_owned(s, p: int) -> int:
    """Outsiders among ``p``'s cards (hand, draw pile, discard pile, tableau: GOG-OUT-07)."""
    cards = s.content.cards
    return sum(1 for c in s.players[p].owned() if cards[c].deck == "outsider")


CONDITIONS = {
    "has_icon": _has_icon,
    "no_criminal": lambda s, p, a: criminals(s, p) == 0,
    "action": lambda s, p, a: s.active == p and s.turn.action == a["action"],
    "buildings": lambda s, p, a: _counted(s.players[p].built[a["type"]] if a.get("type")
                                          else sum(s.players[p].built.values()), a),
    "workers": lambda s, p, a: _counted(_workers(s, p, a.get("level")), a),
    "manuscripts": lambda s, p, a: _counted(_ribbons(s, p, a.get("ribbon")), a),
    "debts": lambda s, p, a: _counted(s.players[p].paid if a.get("state") == "paid" else s.players[p].unpaid, a),
    "deeds": lambda s, p, a: _counted(s.players[p].approved if a.get("state") == "approved"
                                      else s.players[p].purchased, a),
    "is_active_player": lambda s, p, a: s.active == p,
    "card_no_criminal": keys.card_no_criminal,
}
"""``if`` conditions (§11): each ``(state, player, args) -> bool``."""

COUNTERS = {
    "buildings": lambda s, p, a: s.players[p].built[a["type"]] if a.get("type") else sum(s.players[p].built.values()),
    "castle_workers": lambda s, p, a: _workers(s, p, a.get("level")),
    "paid_debts": lambda s, p, a: s.players[p].paid,
    "unpaid_debts": lambda s, p, a: s.players[p].unpaid,
    "approved_deeds": lambda s, p, a: s.players[p].approved,
    "purchased_deeds": lambda s, p, a: s.players[p].purchased,
    "ribbons": lambda s, p, a: sum(1 for n in set_counts(s, p).values() if n),
    "cleric_rewards": lambda s, p, a: sum(1 for c in s.board.cleric.values() if c == p),
    "icons": lambda s, p, a: board_icons(s, p)[a["icon"]],
    "outsiders": outsiders_owned,
    "chests": lambda s, p, a: sum(1 for c in s.players[p].chests if c),
}
"""``per`` counters (§11): each ``(state, player, args) -> int``."""

OPS: dict = {}
RESUMES: dict = {}
for _module in MODULES:
    OPS.update(_module.OPS)
    RESUMES.update(_module.RESUMES)

INTERP = Interpreter(OPS, RESUMES, CONDITIONS, COUNTERS)
"""The interpreter every Viscounts state runs on."""
