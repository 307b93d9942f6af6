"""The score calculator for a finished physical game (UM-END-02, UM-TIE-01, solo UM-SOLO-04/05).

Sheet (one entry per player; ``solo: true`` at the top for a solo game, and ``solo_level: easy``,
``normal`` (the default) or ``hard`` for its target)::

    game: unconscious-mind
    players:
      - name: Anna
        track_vp: 58          # VP on the track before final scoring
        prestige: 9           # prestige track space
        prestige_stack: 1     # only when players share a space: 1 = bottom of the stack (arrived first)
        cured: 5              # cured patients, ordinary and complex
        treatises: 2          # published treatises
        tags: [UNI, CAFE, PARK, CLINIC, OPERA, LIBRARY]   # every location tag in play; WILD = wildcard goal
        complex:              # one entry per cured complex patient: its end-game condition
          - {per: 2, count: 2, max: 8}    # 2 VP per unit, 2 units, at most 8
        good_ideas: 1
        coffee: 4

A bad sheet raises SheetError with one line naming the player and the field; its message is a
:class:`Text` (``str()`` is the English line), which the app and ``score --lang zh`` show in 繁體中文
(``data/unconscious_mind/texts_zh.yaml``; the shared checks' words in ``app_texts_zh.yaml``).
"""

from __future__ import annotations

from typing import Any

from desktop_app.content.sheets import (
    check_game,
    field_error,
    key_name,
    player_name,
    problem_at,
    shown,
    unique_names,
    who,
    whole_number,
)
from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import PlayerScore, ScoreSheet
from desktop_app.engine.text import Text
from desktop_app.rules.unconscious_mind.content import UmContent
from desktop_app.rules.unconscious_mind.schema import SOLO_LEVELS
from desktop_app.rules.unconscious_mind.scoring import (
    distinct_vp,
    finish_sheet,
    places,
    rank_bonus,
    solo_place,
)

SHEET_FIELDS = ("game", "solo", "solo_level", "players")
"""The top-level fields of a sheet."""
FIELDS = ("name", "track_vp", "prestige", "prestige_stack", "cured", "treatises", "tags", "complex", "good_ideas",
          "coffee")
COMPLEX_FIELDS = ("per", "count", "max")
MOST = 999
"""More than any count on a sheet can be (points, patients, treatises, good ideas, a complex patient's numbers)."""


SHEET = Text("sheet")
"""Where a problem of the sheet as a whole is (``sheet: solo: …``)."""


def _number(player: str, entry: dict, key: str, top: int = MOST) -> int:
    if key not in entry:
        raise field_error(player, key, Text("missing field"))
    return whole_number(entry[key], player, key, 0, top)


def _player(content: UmContent, n: int, entry: Any) -> dict[str, Any]:
    if not isinstance(entry, dict):
        raise SheetError(Text("{who}: not a mapping of fields", who=who(n)))
    name = player_name(entry, n)
    unknown = sorted(set(entry) - set(FIELDS))
    if unknown:
        raise field_error(name, unknown[0], Text("unknown field (expected {fields})", fields=", ".join(FIELDS)))
    out: dict[str, Any] = {"name": name}
    out["track_vp"] = _number(name, entry, "track_vp")
    out["prestige"] = _number(name, entry, "prestige", content.end_at)
    for key in ("cured", "treatises", "good_ideas"):
        out[key] = _number(name, entry, key, len(content.patients) if key == "cured" else MOST)
    out["coffee"] = _number(name, entry, "coffee", content.rules.coffee_max)
    if "prestige_stack" in entry:
        out["prestige_stack"] = _number(name, entry, "prestige_stack")
        if out["prestige_stack"] < 1:
            raise field_error(name, "prestige_stack", Text("1 is the bottom of the stack, not 0"))
    tag_list = entry.get("tags")
    if not isinstance(tag_list, list):
        raise field_error(name, "tags", Text("missing field (a list of location tags)"))
    known = [*content.ring, content.wildcard]
    for tag in tag_list:
        if tag not in known:
            raise field_error(name, "tags", Text("unknown tag {tag} (expected {tags})", tag=shown(tag),
                                                 tags=", ".join(known)))
    out["tags"] = list(tag_list)
    complex_list = entry.get("complex")
    if not isinstance(complex_list, list):
        raise field_error(name, "complex", Text("missing field (a list, [] when none)"))
    out["complex"] = []
    for i, item in enumerate(complex_list):
        if not isinstance(item, dict):
            raise problem_at(who(name), f"complex[{i}]", Text("expected {fields}", fields="{per, count, max}"))
        for key in COMPLEX_FIELDS:
            if key not in item:
                raise problem_at(who(name), f"complex[{i}].{key}", Text("missing field"))
            whole_number(item[key], name, f"complex[{i}].{key}", 0, MOST)
        extra = sorted(set(item) - set(COMPLEX_FIELDS))
        if extra:
            raise problem_at(who(name), f"complex[{i}].{key_name(extra[0])}",
                             Text("unknown field (expected {fields})", fields=", ".join(COMPLEX_FIELDS)))
        out["complex"].append(min(item["max"], item["per"] * item["count"]))
    if len(out["complex"]) > out["cured"]:
        raise field_error(name, "complex", Text("{n} complex patients but only {cured} cured", n=len(out["complex"]),
                                                cured=out["cured"]))
    return out


def score_physical(content: UmContent, sheet: Any, source: str = "") -> ScoreSheet:
    """Score a finished physical game (the module docstring has the sheet); raises SheetError."""
    if not isinstance(sheet, dict) or not isinstance(sheet.get("players"), list) or not sheet["players"]:
        raise problem_at(SHEET, "players", Text("missing field (a list with one entry per player)"))
    check_game(sheet, "unconscious-mind")
    unknown = sorted(str(k) for k in sheet if k not in SHEET_FIELDS)
    if unknown:
        raise problem_at(SHEET, key_name(unknown[0]), Text("unknown field (expected {fields})",
                                                           fields=", ".join(SHEET_FIELDS)))
    solo = sheet.get("solo", False)
    if not isinstance(solo, bool):
        raise problem_at(SHEET, "solo", Text("{value} is not true or false", value=shown(solo)))
    level = sheet.get("solo_level", "normal")
    if level not in SOLO_LEVELS or (not solo and "solo_level" in sheet):
        raise problem_at(SHEET, "solo_level", Text("{value} is not one of {levels} (and only for solo: true)",
                                                   value=shown(level), levels=", ".join(SOLO_LEVELS)))
    rows = [_player(content, n, e) for n, e in enumerate(sheet["players"], start=1)]
    if solo and len(rows) != 1:
        raise problem_at(SHEET, "solo", Text("a solo game has 1 player, not {n}", n=len(rows)))
    if not solo and not 2 <= len(rows) <= 4:
        raise problem_at(SHEET, "players", Text("2-4 players (or solo: true for one), not {n}", n=len(rows)))
    unique_names([r["name"] for r in rows])
    seen: set[tuple[int, int]] = set()
    for row in rows:
        sharing = sum(r["prestige"] == row["prestige"] for r in rows)
        if row.get("prestige_stack", 1) > sharing:
            raise field_error(row["name"], "prestige_stack", Text(
                "{place} is above the {n} marker(s) on prestige space {space}", place=row["prestige_stack"],
                n=sharing, space=row["prestige"]))
        if sharing < 2:
            continue
        if "prestige_stack" not in row:
            raise field_error(row["name"], "prestige_stack", Text(
                "missing field (prestige space {space} is shared; 1 = bottom of the stack)", space=row["prestige"]))
        key = (row["prestige"], row["prestige_stack"])
        if key in seen:
            raise field_error(row["name"], "prestige_stack", Text(
                "{place} is given twice on prestige space {space}", place=row["prestige_stack"],
                space=row["prestige"]))
        seen.add(key)
    keys = [(r["prestige"], r.get("prestige_stack", 1)) for r in rows]
    ranks = places(keys)
    ratio = content.rules.coffee_conversions.good_idea
    players = []
    for i, r in enumerate(rows):
        place = solo_place(content, r["prestige"]) if solo else (ranks[i] if ranks[i] <= 2 else None)
        cats = {"during_play": r["track_vp"], "prestige_rank": rank_bonus(content, place, r["cured"], r["treatises"]),
                "distinct_tags": distinct_vp(content, r["tags"]), "complex_patients": sum(r["complex"]),
                "good_ideas": r["good_ideas"] + r["coffee"] // ratio}
        details = {"prestige": r["prestige"], "prestige_place": ranks[i], "cured": r["cured"],
                   "treatises": r["treatises"], "tags": r["tags"]}
        players.append(PlayerScore(r["name"], cats, sum(cats.values()), 0, details))
    notes = [Text("Scored from {source}", source=source)] if source else []
    return finish_sheet(content, players, keys, solo, final=True, notes=notes,
                        variants={"solo_level": level} if "solo_level" in sheet else None)
