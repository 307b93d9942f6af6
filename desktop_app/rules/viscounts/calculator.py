"""The score calculator for a physical game of Viscounts (``score viscounts SHEET.yaml``).

The sheet (VIS-SCORE-01..15)::

    game: viscounts
    revealed: [poverty]            # poverty, prosperity or both: which end cards were revealed
    players:
      - name: Ann
        buildings: {workshop: 1, trading_post: 2, town_hall: 0}   # on the main board, 0-3 each
        castle: {1: 4, 2: 2, 3: 1}                                # workers on each castle level
        manuscripts: {yellow: 2, blue: 1, grey: 0, black: 3}      # by ribbon colour
        cleric_rewards: 1
        castle_leader: false
        debts: {unpaid: 1, paid: 2}
        deeds: {purchased: 2, approved: 1}

Every field is required; a bad value raises :class:`SheetError` with one line naming the player
and the field.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.rules.viscounts.scoring import Holding, Tables, build_sheet
from desktop_app.rules.viscounts.vocabulary import BUILDING_TYPES, RIBBONS

END_CARDS = ("poverty", "prosperity")
FIELDS = ("buildings", "castle", "manuscripts", "cleric_rewards", "castle_leader", "debts", "deeds")


def _whole(who: str, field: str, value: Any, top: int | None = None) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise SheetError(f"{who}: {field}: {value!r} is not a whole number")
    if value < 0:
        raise SheetError(f"{who}: {field}: {value} is negative")
    if top is not None and value > top:
        raise SheetError(f"{who}: {field}: {value} is more than {top}")
    return value


def _table(who: str, field: str, value: Any, keys: tuple, top: int | None = None, what: str = "key") -> dict:
    if not isinstance(value, dict):
        raise SheetError(f"{who}: {field}: expected a mapping of {', '.join(map(str, keys))}")
    named = {str(k): v for k, v in value.items()}
    unknown = sorted(set(named) - {str(k) for k in keys})
    if unknown:
        raise SheetError(f"{who}: {field}.{unknown[0]}: unknown {what} (expected {', '.join(map(str, keys))})")
    out = {}
    for k in keys:
        if str(k) not in named:
            raise SheetError(f"{who}: {field}.{k}: missing field")
        out[k] = _whole(who, f"{field}.{k}", named[str(k)], top)
    return out


def holding(entry: Any, n: int) -> Holding:
    """One player's line of the sheet as a :class:`Holding`; SheetError on any bad field."""
    if not isinstance(entry, dict):
        raise SheetError(f"player {n}: not a mapping of fields")
    name = entry.get("name")
    if not isinstance(name, str) or not name.strip():
        raise SheetError(f"player {n}: name: missing field")
    who = f"player {name!r}"
    for field in FIELDS:
        if field not in entry:
            raise SheetError(f"{who}: {field}: missing field")
    unknown = sorted(set(entry) - set(FIELDS) - {"name"})
    if unknown:
        raise SheetError(f"{who}: {unknown[0]}: unknown field")
    h = Holding(name)
    h.buildings = _table(who, "buildings", entry["buildings"], BUILDING_TYPES, 3, "building type")
    h.castle = _table(who, "castle", entry["castle"], (1, 2, 3), 20, "castle level")
    if sum(h.castle.values()) > 20:
        raise SheetError(f"{who}: castle: {sum(h.castle.values())} workers, but each player has 20")
    h.ribbons = _table(who, "manuscripts", entry["manuscripts"], tuple(RIBBONS), what="ribbon")
    h.cleric_rewards = _whole(who, "cleric_rewards", entry["cleric_rewards"], len(RIBBONS))
    if not isinstance(entry["castle_leader"], bool):
        raise SheetError(f"{who}: castle_leader: {entry['castle_leader']!r} is not true or false")
    h.leader = entry["castle_leader"]
    debts = _table(who, "debts", entry["debts"], ("unpaid", "paid"))
    deeds = _table(who, "deeds", entry["deeds"], ("purchased", "approved"))
    h.unpaid, h.paid, h.purchased, h.approved = debts["unpaid"], debts["paid"], deeds["purchased"], deeds["approved"]
    return h


def score_sheet_dict(sheet: Any, tables: Tables, source: str = "") -> ScoreSheet:
    """Score a parsed sheet (module docstring); raises SheetError naming the player and field."""
    if not isinstance(sheet, dict):
        raise SheetError("sheet: expected a mapping with 'revealed' and 'players'")
    if sheet.get("game", "viscounts") != "viscounts":
        raise SheetError(f"game: {sheet['game']!r} is not viscounts")
    if "revealed" not in sheet:
        raise SheetError("revealed: missing field (poverty, prosperity, both or [])")
    revealed = sheet["revealed"]
    if isinstance(revealed, str):
        revealed = [revealed]
    if not isinstance(revealed, list):
        raise SheetError("revealed: expected a list of end cards (poverty, prosperity)")
    for card in revealed:
        if card not in END_CARDS:
            raise SheetError(f"revealed: {card!r} is not an end card (poverty, prosperity)")
    players = sheet.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= 4:
        raise SheetError("players: missing field (a list of 1 to 4 players)")
    holdings = [holding(entry, n) for n, entry in enumerate(players, start=1)]
    leaders = [h.name for h in holdings if h.leader]
    if len(leaders) > 1:
        raise SheetError(f"player {leaders[1]!r}: castle_leader: only one player holds the castle leader card")
    if sum(h.cleric_rewards for h in holdings) > len(RIBBONS):
        raise SheetError(f"player {holdings[-1].name!r}: cleric_rewards: there are only {len(RIBBONS)} cards")
    notes = [f"source: {source}"] if source else []
    return build_sheet(holdings, list(dict.fromkeys(revealed)), tables, True, notes=notes)
