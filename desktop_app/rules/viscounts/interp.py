"""The Viscounts interpreter: every op and resume handler, the ``if`` conditions and ``per`` counters.

One :class:`~desktop_app.engine.effects.Interpreter` runs the whole game: the turn table, the
phases, the effects of cards and board parts and the questions they ask.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.effects import Interpreter
from desktop_app.rules.viscounts import actions, basics, cards, castle, collision, setup, steward, turn
from desktop_app.rules.viscounts.abilities import board_icons, criminals

MODULES = (basics, cards, castle, actions, turn, collision, setup, steward)


def _has_icon(s, p: int, args: dict[str, Any]) -> bool:
    return board_icons(s, p)[args["icon"]] > 0


def _counted(value: int, args: dict[str, Any]) -> bool:
    return value >= args.get("min", 1)


def _workers(s, p: int, level: int | None) -> int:
    b = s.board
    counts = {1: sum(r[p] for r in b.l1), 2: sum(r[p] for r in b.l2), 3: b.l3[p]}
    return counts[level] if level else sum(counts.values())


def _ribbons(s, p: int, ribbon: str | None) -> int:
    ribbons = [s.content.manuscripts[m].ribbon for m in s.players[p].manuscripts]
    return ribbons.count(ribbon) if ribbon else len(ribbons)


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
}
"""``if`` conditions (§11): each ``(state, player, args) -> bool``."""

COUNTERS = {
    "buildings": lambda s, p, a: s.players[p].built[a["type"]] if a.get("type") else sum(s.players[p].built.values()),
    "castle_workers": lambda s, p, a: _workers(s, p, a.get("level")),
    "paid_debts": lambda s, p, a: s.players[p].paid,
    "unpaid_debts": lambda s, p, a: s.players[p].unpaid,
    "approved_deeds": lambda s, p, a: s.players[p].approved,
    "purchased_deeds": lambda s, p, a: s.players[p].purchased,
    "ribbons": lambda s, p, a: len({s.content.manuscripts[m].ribbon for m in s.players[p].manuscripts}),
    "cleric_rewards": lambda s, p, a: sum(1 for c in s.board.cleric.values() if c == p),
    "icons": lambda s, p, a: board_icons(s, p)[a["icon"]],
}
"""``per`` counters (§11): each ``(state, player, args) -> int``."""

OPS: dict = {}
RESUMES: dict = {}
for _module in MODULES:
    OPS.update(_module.OPS)
    RESUMES.update(_module.RESUMES)

INTERP = Interpreter(OPS, RESUMES, CONDITIONS, COUNTERS)
"""The interpreter every Viscounts state runs on."""
