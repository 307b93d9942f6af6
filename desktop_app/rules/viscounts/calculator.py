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

Every field above is required; a bad value raises :class:`SheetError` with one line naming the
player and the field.

**Expansions** (VIS-SCORE-12), all optional::

    expansions: [gates_of_gold, keeper_of_keys]   # the modules you played (default: none)
    starting_grey_counts_for_sets: true           # Gates of Gold: the board's grey manuscript (DEC-38)
    players:
      - name: Ann
        ...
        outsiders:                 # Gates of Gold: every outsider you own, wherever it is (GOG-OUT-07)
          - ou01                   #   a card of the app's set: scored by its condition from this sheet
          - {card: ou07, counts: 2}  #   ... or with the number its condition counts (2 paid debts)
          - {name: Raider, points: 3}  #  any outsider of your copy, with its points
          - {name: Bard, per: paid_debts, n: 1}           # ... or by what it counts: n points per unit,
          - {name: Mason, per: buildings, type: workshop, n: 2, max: 6}   # counted from this sheet
          - {name: Seer, per: icons, icon: cleric, n: 1, counts: 3}       # (icons: say how many)
        build_bonus: [specialist]  # Gates of Gold: the build bonus cards you hold (diverse, specialist)
        chests: 2                  # Keeper of Keys: treasure chests under your tableau (0-3)
        public_buildings: [workshop]   # Keeper of Keys: the public buildings you built

An outsider's ``per`` is one of the counters of the content's ``vp`` rules (§11): ``buildings``
(``type``: workshop, trading_post or town_hall; none: all your buildings on the board),
``castle_workers`` (``level`` 1-3; none: all), ``paid_debts``, ``unpaid_debts``, ``approved_deeds``,
``purchased_deeds``, ``ribbons`` (colours held), ``cleric_rewards``, ``outsiders`` (owned, itself
included), ``chests``, ``icons`` (``icon``; with ``counts``: the sheet has no field for icons). ``n``
(default 1) points per unit, at most ``max`` when given; ``counts`` overrides what the sheet counts.

With Gates of Gold every player's manuscript sets include the starting grey (unless
``starting_grey_counts_for_sets: false``): enter only the manuscripts you transcribed (a wild one
under the colour you gave it). A public building, a build bonus card and an outsider card of the
app's set belong to one player at most.
"""

from __future__ import annotations

from typing import Any

from desktop_app.content.sheets import check_game, key_name, number_problem, player_name, shown, unique_names
from desktop_app.content.sheets import who as player_label
from desktop_app.engine.game import MAX_NAME_LENGTH, SheetError, name_fits
from desktop_app.engine.scoresheet import ScoreSheet
from desktop_app.engine.text import Text
from desktop_app.rules.viscounts.scoring import Holding, Tables, build_sheet, outsider_points
from desktop_app.rules.viscounts.vocabulary import BUILDING_TYPES, ICONS, RIBBONS

END_CARDS = ("poverty", "prosperity")
FIELDS = ("buildings", "castle", "manuscripts", "cleric_rewards", "castle_leader", "debts", "deeds")
MODULE_FIELDS = {"gates_of_gold": ("outsiders", "build_bonus"), "keeper_of_keys": ("chests", "public_buildings")}
"""The optional fields of each expansion."""
BONUS_KINDS = ("diverse", "specialist")
MOST = 99
"""More manuscripts of one ribbon, debts, deeds or points of one outsider than any copy of the game holds."""
COUNTERS = {"buildings": ("type",), "castle_workers": ("level",), "paid_debts": (), "unpaid_debts": (),
            "approved_deeds": (), "purchased_deeds": (), "ribbons": (), "cleric_rewards": (), "outsiders": (),
            "chests": (), "icons": ("icon",)}
"""What an outsider's condition may count (the ``vp`` counters of §11) and the argument each takes."""
COUNTER_ARGS = {"type": BUILDING_TYPES, "level": (1, 2, 3), "icon": ICONS}
UNCOUNTED = ("icons",)
"""Counters the sheet has no field for: an outsider counting them needs ``counts``."""


def _whole(who: str, field: str, value: Any, top: int) -> int:
    problem = number_problem(value, 0, top)
    if problem is not None:
        raise SheetError(f"{who}: {field}: {problem}")
    return value


def _table(who: str, field: str, value: Any, keys: tuple, top: int, what: str = "key") -> dict:
    if not isinstance(value, dict):
        raise SheetError(f"{who}: {field}: expected a mapping of {', '.join(map(str, keys))}")
    named = {str(k): v for k, v in value.items()}
    unknown = sorted(set(named) - {str(k) for k in keys})
    if unknown:
        raise SheetError(f"{who}: {field}.{key_name(unknown[0])}: unknown {what} (expected {', '.join(map(str, keys))})")
    out = {}
    for k in keys:
        if str(k) not in named:
            raise SheetError(f"{who}: {field}.{k}: missing field")
        out[k] = _whole(who, f"{field}.{k}", named[str(k)], top)
    return out


def holding(entry: Any, n: int, modules: tuple[str, ...] = (), tables: Tables | None = None,
            pending: dict | None = None) -> Holding:
    """One player's line of the sheet as a :class:`Holding`; SheetError on any bad field. The outsiders
    of a physical copy given by their condition go to ``pending`` (scored by :func:`score_sheet_dict`
    once every line is read)."""
    pending = {} if pending is None else pending
    if not isinstance(entry, dict):
        raise SheetError(f"player {n}: not a mapping of fields")
    name = player_name(entry, n)
    who = player_label(name)
    for field in FIELDS:
        if field not in entry:
            raise SheetError(f"{who}: {field}: missing field")
    optional = {f: m for m, fields in MODULE_FIELDS.items() for f in fields}
    unknown = sorted(set(entry) - set(FIELDS) - set(optional) - {"name"})
    if unknown:
        raise SheetError(f"{who}: {key_name(unknown[0])}: unknown field")
    for f in sorted(set(entry) & set(optional)):
        if optional[f] not in modules:
            raise SheetError(f"{who}: {f}: this field needs 'expansions: [{optional[f]}]'")
    h = Holding(name)
    h.buildings = _table(who, "buildings", entry["buildings"], BUILDING_TYPES, 3, "building type")
    h.castle = _table(who, "castle", entry["castle"], (1, 2, 3), 20, "castle level")
    if sum(h.castle.values()) > 20:
        raise SheetError(f"{who}: castle: {sum(h.castle.values())} workers, but each player has 20")
    h.ribbons = _table(who, "manuscripts", entry["manuscripts"], tuple(RIBBONS), MOST, "ribbon")
    h.cleric_rewards = _whole(who, "cleric_rewards", entry["cleric_rewards"], len(RIBBONS))
    if not isinstance(entry["castle_leader"], bool):
        raise SheetError(f"{who}: castle_leader: {shown(entry['castle_leader'])} is not true or false")
    h.leader = entry["castle_leader"]
    debts = _table(who, "debts", entry["debts"], ("unpaid", "paid"), MOST)
    deeds = _table(who, "deeds", entry["deeds"], ("purchased", "approved"), MOST)
    h.unpaid, h.paid, h.purchased, h.approved = debts["unpaid"], debts["paid"], deeds["purchased"], deeds["approved"]
    if "chests" in entry:
        h.chests = _whole(who, "chests", entry["chests"], len(tables.chest_vp) if tables else 3)
    if "public_buildings" in entry:
        h.public = _names(who, "public_buildings", entry["public_buildings"], BUILDING_TYPES, "building type")
    if "build_bonus" in entry:
        h.build_bonus = _names(who, "build_bonus", entry["build_bonus"], BONUS_KINDS, "build bonus card")
    if "outsiders" in entry:
        pending[id(h)] = _outsiders(h, who, entry["outsiders"], tables)
    return h


def _names(who: str, field: str, value: Any, allowed: tuple, what: str) -> list[str]:
    if not isinstance(value, list):
        raise SheetError(f"{who}: {field}: expected a list ({', '.join(allowed)})")
    for k, item in enumerate(value):
        if item not in allowed:
            raise SheetError(f"{who}: {field}[{k}]: {shown(item)} is not a {what} ({', '.join(allowed)})")
    if len(set(value)) != len(value):
        raise SheetError(f"{who}: {field}: each is there once")
    return list(value)


def _outsiders(h: Holding, who: str, value: Any, tables: Tables | None) -> list[tuple[int, dict, int | None]]:
    """GOG-OUT-07: each outsider as a card id, ``{card, counts}``, ``{name, points}`` or ``{name, per, ...}``;
    returns the named outsiders scored by a condition, ``(index in outsider_points, rule, counts)``, to
    be scored once the whole sheet is read (their counters see every field, the grey manuscript too)."""
    rules = tables.outsider_vp if tables else {}
    if not isinstance(value, list):
        raise SheetError(f"{who}: outsiders: expected a list of outsiders")
    pending = []
    for k, item in enumerate(value):
        where = f"{who}: outsiders[{k}]"
        if isinstance(item, dict) and "card" not in item:
            rule, counts = named_outsider(where, item)
            if rule is not None:
                pending.append((len(h.outsider_points), rule, counts))
            h.outsider_points.append(counts if rule is None else 0)
            continue
        card = item.get("card") if isinstance(item, dict) else item
        if not isinstance(card, str) or card not in rules:
            raise SheetError(f"{where}: {shown(card)} is not an outsider card ({', '.join(sorted(rules))})")
        if card in h.outsiders:
            raise SheetError(f"{where}: {card} is there twice (there is one of each outsider)")
        if isinstance(item, dict):
            extra = sorted(set(item) - {"card", "counts"})
            if extra:
                raise SheetError(f"{where}.{key_name(extra[0])}: unknown field")
            if "counts" in item:
                if rules[card].get("per") is None:
                    raise SheetError(f"{where}.counts: {card} scores {rules[card]['flat']} points and counts nothing")
                h.outsider_counts[card] = _whole(where, "counts", item["counts"], MOST)
        h.outsiders.append(card)
    return pending


def named_outsider(where: str, item: dict) -> tuple[dict | None, int]:
    """An outsider of a physical copy (module docstring): ``{name, points}`` -> ``(None, points)``;
    ``{name, per, n?, max?, type?|level?|icon?, counts?}`` -> ``(its vp rule, counts or -1)`` (-1: the
    sheet counts it). SheetError naming the field on anything else."""
    if not isinstance(item.get("name"), str) or not item["name"].strip():
        raise SheetError(f"{where}.name: missing field (every outsider of your copy needs its name)")
    if not name_fits(item["name"]):
        raise SheetError(f"{where}.name: at most {MAX_NAME_LENGTH} printable characters on one line")
    if "points" in item:
        extra = sorted(set(item) - {"name", "points"})
        if extra:
            raise SheetError(f"{where}.{key_name(extra[0])}: an outsider given with its points takes no other field")
        return None, _whole(where, "points", item["points"], MOST)
    if "per" not in item:
        raise SheetError(f"{where}: expected its points ({{name, points}}) or what it counts ({{name, per, n}})")
    per = item["per"]
    if not isinstance(per, str) or per not in COUNTERS:
        raise SheetError(f"{where}.per: {shown(per)} is not something an outsider counts ({', '.join(COUNTERS)})")
    allowed = {"name", "per", "n", "max", "counts", *COUNTERS[per]}
    extra = sorted(set(item) - allowed)
    if extra:
        raise SheetError(f"{where}.{key_name(extra[0])}: unknown field for per: {per}")
    args = {}
    for arg, choices in COUNTER_ARGS.items():
        if arg in item:
            if item[arg] not in choices:
                raise SheetError(f"{where}.{arg}: {shown(item[arg])} is not one of {', '.join(map(str, choices))}")
            args[arg] = item[arg]
    rule = {"per": per, "args": args, "n": _whole(where, "n", item.get("n", 1), MOST)}
    if rule["n"] < 1:
        raise SheetError(f"{where}.n: the points per counted unit are at least 1")
    if item.get("max") is not None:
        rule["max"] = _whole(where, "max", item["max"], MOST)
    if per in UNCOUNTED and "counts" not in item:
        raise SheetError(f"{where}.counts: missing field (the sheet cannot count {per}: say how many)")
    return rule, _whole(where, "counts", item["counts"], MOST) if "counts" in item else -1


def _unique_across(holdings: list[Holding], attr: str, field: str) -> None:
    seen: dict[str, str] = {}
    for h in holdings:
        for item in getattr(h, attr):
            if item in seen:
                raise SheetError(f"{player_label(h.name)}: {field}: {item} is already {seen[item]}'s")
            seen[item] = h.name


def score_sheet_dict(sheet: Any, tables: Tables, source: str = "") -> ScoreSheet:
    """Score a parsed sheet (module docstring); raises SheetError naming the player and field."""
    if not isinstance(sheet, dict):
        raise SheetError("sheet: expected a mapping with 'revealed' and 'players'")
    check_game(sheet, "viscounts")
    if "revealed" not in sheet:
        raise SheetError("revealed: missing field (poverty, prosperity, both or [])")
    revealed = sheet["revealed"]
    if isinstance(revealed, str):
        revealed = [revealed]
    if not isinstance(revealed, list):
        raise SheetError("revealed: expected a list of end cards (poverty, prosperity)")
    for card in revealed:
        if card not in END_CARDS:
            raise SheetError(f"revealed: {shown(card)} is not an end card (poverty, prosperity)")
    players = sheet.get("players")
    if not isinstance(players, list) or not 1 <= len(players) <= 4:
        raise SheetError("players: missing field (a list of 1 to 4 players)")
    modules = _modules(sheet)
    pending: dict[int, list] = {}
    holdings = [holding(entry, n, modules, tables, pending) for n, entry in enumerate(players, start=1)]
    unique_names([h.name for h in holdings])
    for attr, field in (("public", "public_buildings"), ("build_bonus", "build_bonus"), ("outsiders", "outsiders")):
        _unique_across(holdings, attr, field)
    if "gates_of_gold" in modules and sheet.get("starting_grey_counts_for_sets", True):
        for h in holdings:
            h.ribbons["grey"] += 1
    for h in holdings:  # GOG-OUT-07: outsiders of a physical copy, by their condition, on the whole sheet
        for index, rule, counts in pending.get(id(h), []):
            h.outsider_points[index] = outsider_points(h, rule, None if counts < 0 else counts)
    leaders = [h.name for h in holdings if h.leader]
    if len(leaders) > 1:
        raise SheetError(f"{player_label(leaders[1])}: castle_leader: only one player holds the castle leader card")
    if sum(h.cleric_rewards for h in holdings) > len(RIBBONS):
        raise SheetError(f"{player_label(holdings[-1].name)}: cleric_rewards: there are only {len(RIBBONS)} cards")
    notes = [Text("Scored from {source}", source=source)] if source else []
    variants = {m: m in modules for m in MODULE_FIELDS} if modules else {}
    return build_sheet(holdings, list(dict.fromkeys(revealed)), tables, True, notes=notes, variants=variants,
                       modules=modules)


def _modules(sheet: dict) -> tuple[str, ...]:
    """The sheet's ``expansions`` and its Gates of Gold flag, checked."""
    value = sheet.get("expansions", [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise SheetError("expansions: expected a list (gates_of_gold, keeper_of_keys)")
    for m in value:
        if not isinstance(m, str) or m not in MODULE_FIELDS:
            raise SheetError(f"expansions: {shown(m)} is not an expansion (gates_of_gold, keeper_of_keys)")
    flag = sheet.get("starting_grey_counts_for_sets", True)
    if not isinstance(flag, bool):
        raise SheetError(f"starting_grey_counts_for_sets: {shown(flag)} is not true or false")
    if "starting_grey_counts_for_sets" in sheet and "gates_of_gold" not in value:
        raise SheetError("starting_grey_counts_for_sets: this field needs 'expansions: [gates_of_gold]'")
    return tuple(m for m in MODULE_FIELDS if m in value)
