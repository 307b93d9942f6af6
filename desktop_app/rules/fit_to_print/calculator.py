"""The score calculator for physical games (FTP-CAL-01..04).

Three sheet shapes:

- one day (FTP-CAL-01): ``{day: fri, players: [{name, page, legend, focus, face_down, rotated,
  desk, finish_token, character?, breaking?}]}`` (``breaking`` may also sit at the top);
- a quick tally (FTP-CAL-03): the same with players given as ``{name, articles, photos, focus,
  largest_empty, good_icons, bad_icons, desk, income, finish_token}``;
- several days: ``{days: [<one-day sheet>, ...], family?: bool}``; with all three days the
  sheet is final: elimination or the 2-player rule, ranking and tie-breaks (FTP-CAL-04).

A legend entry is a catalogue tile id (copies ``N3g#2`` accepted) or an inline tile
(``{type: article, category: news, footprint: V3, points: 1, mood: good, mood_icons: 1}``).
A bad sheet raises SheetError naming the player, the label or field, and the problem
(FTP-CAL-02). The check (§8) and scoring (§9) are the engine's own code.
"""

from __future__ import annotations

from typing import Any

from pydantic import ValidationError

from desktop_app.content.sheets import (
    check_game,
    field_error,
    key_name,
    known_fields,
    player_list,
    player_name,
    shown,
    unique_names,
    who,
    whole_number,
)
from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import PlayerScore, ScoreSheet, rank_by
from desktop_app.engine.text import default_player_name
from desktop_app.rules.fit_to_print.check import run_check
from desktop_app.rules.fit_to_print.content import ARTICLE_TABLE, TileDef
from desktop_app.rules.fit_to_print.endgame import (
    DETAIL_LABELS,
    GAME_NAME,
    final_standings,
    grid_key,
    sheet_categories,
    standings_sheet,
)
from desktop_app.rules.fit_to_print.geometry import normalise, rotations
from desktop_app.rules.fit_to_print.page import Page, PlacedTile
from desktop_app.rules.fit_to_print.schema import TileModel
from desktop_app.rules.fit_to_print.scoring import (
    TERMS,
    DayScore,
    ScoringRules,
    score_pages,
    white_space_awards,
)

QUICK_KEYS = ("articles", "photos", "focus", "largest_empty", "good_icons", "bad_icons", "desk", "income",
              "finish_token")
PAGE_KEYS = ("name", "page", "legend", "face_down", "rotated", "focus", "desk", "finish_token", "character",
             "breaking")
MAX_PLAYERS = 6
"""Fit To Print is for 1–6 players (FTP-COM-08: finish tokens 1..N)."""
MAX_TALLY = 200
"""The largest hand-tallied points or icons of one day a sheet may give."""


_BUILT_IN: dict[str, Any] = {}


def built_in_content(game) -> Any:
    """The built-in content the calculator scores with (loaded once)."""
    key = str(game.data_dir())
    if key not in _BUILT_IN:
        _BUILT_IN[key] = game.load_content()
    return _BUILT_IN[key]


def score_sheet_dict(game, sheet: Any, source: str = "") -> ScoreSheet:
    """Score a parsed sheet (one day, quick tally or several days) with the built-in content."""
    content = built_in_content(game)
    check_sheet(content, sheet, source)
    if "days" in sheet:
        return _multi_day(content, sheet)
    names, scores = _one_day(content, sheet)
    characters, breaking = _modules(sheet)
    family = bool(sheet.get("family"))
    return _day_sheet(names, scores, content, sheet_categories(len(names), family, characters, breaking, list(TERMS)))


def check_sheet(content, sheet: Any, source: str = "") -> None:
    """Refuse (SheetError) what no table can produce, before anything is scored.

    Shared by the command line and the in-app calculator's Open, so both refuse the same
    sheets with the same one-line messages: unknown fields, 0 or more than 6 players, empty
    or repeated names, finish tokens outside 1–6 or held twice, tallies that are negative, too
    large, empty or not whole numbers (``true`` is not a number). A page's tiles and cells are
    checked when it is scored (FTP-CAL-02).
    """
    if not isinstance(sheet, dict):
        raise SheetError(f"{source or 'sheet'}: expected a mapping with 'day' and 'players' or 'days'")
    check_game(sheet, "fit-to-print")
    if "days" not in sheet:
        _check_day(content, sheet)
        return
    _top_fields(sheet, ("game", "days", "family"))
    days = sheet["days"]
    if not isinstance(days, list) or not days or len(days) > len(content.days):
        raise SheetError(f"days: expected 1 to {len(content.days)} day sheets")
    names = None
    for d, day_sheet in enumerate(days):
        if not isinstance(day_sheet, dict):
            raise SheetError(f"days[{d}]: expected a one-day sheet")
        got = _check_day(content, day_sheet, f"days[{d}].")[2]
        if names is not None and got != names:
            raise SheetError(f"days[{d}].players: the same players, in the same order, play every day")
        names = got


def _modules(sheet: dict) -> tuple[bool, bool]:
    """Whether a sheet uses character abilities and breaking news (a character or card named)."""
    days = sheet["days"] if isinstance(sheet.get("days"), list) else [sheet]
    days = [d for d in days if isinstance(d, dict)]
    players = [p for d in days if isinstance(d.get("players"), list) for p in d["players"] if isinstance(p, dict)]
    characters = any(p.get("character") for p in players)
    breaking = any(d.get("breaking") for d in days) or any(p.get("breaking") for p in players)
    return characters, breaking


def _err(who: str, field: str, problem: str) -> SheetError:
    return field_error(who, field, problem)


def _top_fields(sheet: dict, allowed: tuple[str, ...], where: str = "") -> None:
    for key in sheet:
        if key not in allowed:
            raise SheetError(f"{where}{key_name(key)}: unknown field (expected {', '.join(allowed)})")
    if "family" in sheet and not isinstance(sheet["family"], bool):
        raise SheetError(f"{where}family: expected true or false, not {shown(sheet['family'])}")


def _day_def(content, sheet: dict):
    day_id = sheet.get("day")
    for d in content.days:
        if d.id == day_id:
            return d
    raise SheetError(f"day: unknown day {shown(day_id)} (expected {', '.join(d.id for d in content.days)})")


def _check_day(content, sheet: dict, where: str = "") -> tuple[Any, list[dict], list[str], bool]:
    """``(day, players, names, quick)`` of a one-day sheet; a quick tally's players come back checked."""
    _top_fields(sheet, ("game", "day", "players", "breaking", "family"), where)
    check_game(sheet, "fit-to-print")
    day = _day_def(content, sheet)
    players = player_list(sheet.get("players"), 1, MAX_PLAYERS, "Fit To Print", where)
    names = [player_name(p, i + 1, default_player_name(i + 1)) for i, p in enumerate(players)]
    unique_names(names, where)
    quick = all("page" not in p for p in players)
    for p, name in zip(players, names, strict=True):
        known_fields(p, ("name", *QUICK_KEYS) if quick else PAGE_KEYS, name)
    _finish_tokens(players, names)
    if quick:
        return day, _quick_values(content, day, players, names), names, True
    for p, name in zip(players, names, strict=True):
        _desk(content, name, p.get("desk", 0))
        focus = p.get("focus")
        if isinstance(focus, dict) and "points" in focus:
            whole_number(focus["points"], name, "focus.points", -50, MAX_TALLY)
    return day, players, names, False


def _one_day(content, sheet: dict) -> tuple[list[str], list[DayScore]]:
    day, players, names, quick = _check_day(content, sheet)
    solo = len(players) == 1
    rules = content.rules
    if quick:
        return names, _quick(content, players, names, solo, bool(sheet.get("family")))
    pages = [_page(content, day, p, name, sheet.get("breaking")) for p, name in zip(players, names, strict=True)]
    logs = [run_check(pg) for pg in pages]
    scoring = ScoringRules(rules.white_space_awards, rules.unplaced_penalty,
                           [tuple(x) for x in rules.solo.white_space_table] if solo else None,
                           not sheet.get("family"), list(content.categories))
    return names, score_pages(pages, logs, scoring)


def _catalogue(content, who: str, label: str, value: Any) -> TileDef:
    if isinstance(value, str):
        tid = value.split("#", 1)[0]
        if tid not in content.tile_types:
            raise _err(who, f"legend.{label}", f"unknown tile {shown(value)}")
        return content.tile_types[tid]
    if not isinstance(value, dict):
        raise _err(who, f"legend.{label}", "expected a tile id or a tile description")
    try:
        t = TileModel.model_validate({"id": f"{label}", **value})
    except ValidationError as exc:
        e = exc.errors()[0]
        where = ".".join(str(x) for x in e["loc"])
        raise _err(who, f"legend.{label}.{where}", e["msg"]) from None
    fp = content.footprints.get(t.footprint)
    if fp is None or fp.type != t.type:
        raise _err(who, f"legend.{label}.footprint", f"unknown {t.type} footprint {shown(t.footprint)}")
    if t.type == "article":
        if t.category not in content.categories:
            raise _err(who, f"legend.{label}.category", f"unknown category {shown(t.category)}")
        if t.mood is None:
            raise _err(who, f"legend.{label}.mood", "an article needs a mood")
        pts, icons = next((p, i) for top, p, i in ARTICLE_TABLE if fp.area <= top)
        return TileDef(label, "article", fp, {"en": label, "zh": label}, t.category, t.mood,
                       t.points if t.points is not None else pts,
                       t.mood_icons if t.mood_icons is not None else icons)
    if t.type == "photo":
        cond = t.scores_adjacent
        if cond is None or not (cond.categories or cond.moods):
            raise _err(who, f"legend.{label}.scores_adjacent", "a photo needs categories or moods")
        for c in cond.categories:
            if c not in content.categories:
                raise _err(who, f"legend.{label}.scores_adjacent.categories", f"unknown category {shown(c)}")
        return TileDef(label, "photo", fp, {"en": label, "zh": label}, photo_categories=tuple(cond.categories),
                       photo_moods=tuple(cond.moods), points_per_match=cond.points_per_match, photo_max=cond.max)
    if t.income is None:
        raise _err(who, f"legend.{label}.income", "an ad needs an income")
    return TileDef(label, "ad", fp, {"en": label, "zh": label}, income=t.income)


def _grid(day, who: str, text: Any) -> list[list[str]]:
    if not isinstance(text, str):
        raise _err(who, "page", "expected the board side as rows of cells")
    rows = [line.split() for line in text.strip().splitlines() if line.strip()]
    g = day.grid
    if len(rows) != g.rows:
        raise _err(who, "page", f"{len(rows)} rows; the {day.side} side has {g.rows}")
    for r, row in enumerate(rows):
        if len(row) != g.columns:
            raise _err(who, "page", f"row {r + 1} has {len(row)} cells; the {day.side} side has {g.columns}")
        for ch in row:
            if len(ch) != 1:
                raise _err(who, "page", f"row {r + 1}: cell {shown(ch)} is not one character")
    return rows


def _page(content, day, p: dict, who: str, day_breaking: Any) -> Page:
    rows = _grid(day, who, p.get("page"))
    g = day.grid
    legend = p.get("legend") or {}
    if not isinstance(legend, dict):
        raise _err(who, "legend", "expected a mapping of label to tile")
    labels = {str(k): v for k, v in legend.items()}
    if len(labels) != len(legend):
        raise _err(who, "legend", "a label is given twice")
    legend = labels
    cells: dict[str, list[tuple[int, int]]] = {}
    focus_cells = []
    for r, row in enumerate(rows):
        for c, ch in enumerate(row):
            if ch == ".":
                continue
            if ch == "#":
                if day.area.mask & g.bit(c, r):
                    raise _err(who, "page", f"'#' at {chr(65 + c)}{r + 1} is inside the {day.id} area")
                continue
            if ch == "F":
                focus_cells.append((c, r))
                continue
            cells.setdefault(ch, []).append((c, r))
    face_down = _labels(who, p, "face_down", cells)
    rotated = _labels(who, p, "rotated", cells)
    tiles = []
    for label, got in cells.items():
        if label not in legend:
            raise _err(who, f"legend.{label}", "label is on the page but not in the legend")
        tile = _catalogue(content, who, label, legend[label])
        shape = normalise(got)
        if shape == normalise(tile.footprint.cells):
            turned = label in rotated
        elif shape in rotations(tile.footprint.cells):
            turned = True
        else:
            raise _err(who, f"page.{label}", f"its cells match no placement of footprint {tile.footprint.id}")
        tiles.append(PlacedTile(label, tile, g.mask_of(got), label not in face_down, turned, label))
    for label in legend:
        if label not in cells:
            raise _err(who, f"legend.{label}", "label is not on the page")
    focus, side, points = _focus(content, who, p.get("focus"))
    fmask = g.mask_of(focus_cells)
    if focus_cells:
        fp = (focus.footprint if focus else content.footprints["F6"]).cells
        if normalise(focus_cells) != normalise(fp):
            raise _err(who, "page.F", "the F cells do not form the focus tile's footprint")
    effects = []
    char = p.get("character")
    if char is not None:
        if not isinstance(char, str) or char not in content.characters:
            raise _err(who, "character", f"unknown character {shown(char)}")
        effects += [("ability", e) for e in content.characters[char].effects]
    cards = p.get("breaking", day_breaking)
    if cards is not None and not isinstance(cards, str | list):
        raise _err(who, "breaking", "expected a breaking-news card id or a list of them")
    for card in [cards] if isinstance(cards, str) else (cards or []):
        if not isinstance(card, str) or card not in content.breaking:
            raise _err(who, "breaking", f"unknown breaking-news card {shown(card)}")
        effects += [("breaking", e) for e in content.breaking[card].effects]
    token = p.get("finish_token")
    page = Page(who, day, tiles, focus, side, fmask, _desk(content, who, p.get("desk", 0)),
                None if token is None else whole_number(token, who, "finish_token", 1, MAX_PLAYERS),
                effects, points)
    return page


def _finish_tokens(players: list[dict], names: list[str]) -> None:
    """FTP-COM-08, FTP-TIE-02: tokens are numbered 1 to 6, each held by one player."""
    holders: dict[int, str] = {}
    for p, name in zip(players, names, strict=True):
        token = p.get("finish_token")
        if "finish_token" not in p or (token is None and "page" in p):
            continue
        token = whole_number(token, name, "finish_token", 1, MAX_PLAYERS)
        if token in holders:
            raise _err(name, "finish_token", f"token {token} is also {who(holders[token])}'s (tokens are unique)")
        holders[token] = name


def _labels(who: str, p: dict, key: str, cells: dict) -> set[str]:
    got = p.get(key) or []
    if not isinstance(got, list):
        raise _err(who, key, "expected a list of labels")
    for label in got:
        if str(label) not in cells:
            raise _err(who, key, f"label {shown(label)} is not on the page")
    return {str(x) for x in got}


def _focus(content, who: str, value: Any):
    if value is None:
        return None, "start", None
    if isinstance(value, str):
        value = {"id": value}
    if not isinstance(value, dict):
        raise _err(who, "focus", "expected {id: ..., side: ...} or {points: N}")
    if "points" in value:
        return None, "start", whole_number(value["points"], who, "focus.points", -50, MAX_TALLY)
    fid = value.get("id")
    if not isinstance(fid, str):
        raise _err(who, "focus.id", f"expected a focus tile id, not {shown(fid)}")
    if fid in content.starting:
        return content.starting[fid], "start", None
    if fid in content.regular:
        side = value.get("side")
        if side not in ("a", "b"):
            raise _err(who, "focus.side", f"focus tile {fid} needs side 'a' or 'b'")
        return content.regular[fid], side, None
    raise _err(who, "focus.id", f"unknown focus tile {shown(fid)}")


def _desk(content, who: str, value: Any) -> int:
    pool = len(content.instances)
    if isinstance(value, list):
        if len(value) > pool or not all(isinstance(t, str) for t in value):
            raise _err(who, "desk", f"expected at most {pool} tile ids")
        return len(value)
    return whole_number(value, who, "desk", 0, pool)


def _quick_values(content, day, players: list[dict], names: list[str]) -> list[dict]:
    """FTP-CAL-03 tallies, checked: whole numbers of at least 0 — points and icons up to 200, the
    largest empty region up to the day's area less the focus tile, desk tiles up to the pool,
    the finish token 1–6."""
    highs = dict.fromkeys(QUICK_KEYS, MAX_TALLY)
    focus = min(f.footprint.area for f in (*content.starting.values(), *content.regular.values()))
    highs.update(largest_empty=day.area.mask.bit_count() - focus, desk=len(content.instances),
                 finish_token=MAX_PLAYERS)
    checked = []
    for p, name in zip(players, names, strict=True):
        for key in QUICK_KEYS:
            if key not in p:
                raise _err(name, key, "missing from the quick tally")
        checked.append({key: whole_number(p[key], name, key, 1 if key == "finish_token" else 0, highs[key])
                        for key in QUICK_KEYS})
    return checked


def _quick(content, players: list[dict], names: list[str], solo: bool, family: bool) -> list[DayScore]:
    """FTP-CAL-03: tallies done by hand (checked by :func:`_quick_values`); the app does white
    space, floors and totals."""
    rules = content.rules
    values = [p["largest_empty"] for p in players]
    if solo:
        from desktop_app.rules.fit_to_print.scoring import solo_award
        ws = [solo_award(values[0], [tuple(x) for x in rules.solo.white_space_table])]
    else:
        ws = white_space_awards(values, rules.white_space_awards)
    out = []
    for p, name, w in zip(players, names, ws, strict=True):
        terms = dict.fromkeys((c.id for c in TERMS), 0)
        terms.update(articles=p["articles"], photos=p["photos"], focus=p["focus"], white_space=w,
                     mood=0 if family else -abs(p["good_icons"] - p["bad_icons"]),
                     unplaced=-rules.unplaced_penalty * p["desk"])
        raw = sum(terms.values())
        terms["floor"] = max(0, -raw)
        out.append(DayScore(name, terms, raw, raw + terms["floor"], p["income"], max(0, p["income"]),
                            p["largest_empty"], p["finish_token"]))
    return out


def _day_sheet(names: list[str], scores: list[DayScore], content, categories: list) -> ScoreSheet:
    players = [PlayerScore(s.name, dict(s.terms), s.total, 0, {
        "income": s.income, "income_before_floor": s.income_raw, "score_before_floor": s.raw,
        "largest_empty": s.largest_empty, "finish_token": s.finish_token, "check_log": s.check_log,
        "check_texts": s.check_texts, "grid": s.grid, "grid_key": grid_key(s.grid_key, content)})
        for s in scores]
    winners, reason = rank_by(players, [("day income", lambda i: scores[i].income),
                                        ("lowest finish token", lambda i: -(scores[i].finish_token or 99))])
    return ScoreSheet("fit-to-print", GAME_NAME, categories, players, winners, reason, final=True,
                      detail_labels=dict(DETAIL_LABELS))


def _multi_day(content, sheet: dict) -> ScoreSheet:
    days = sheet["days"]  # checked by check_sheet
    names: list[str] = []
    results = []
    for d, day_sheet in enumerate(days):
        if day_sheet.get("day") != content.days[d].id:
            raise SheetError(f"days[{d}].day: expected {shown(content.days[d].id)} (days are entered in order)")
        family = sheet.get("family", day_sheet.get("family", False))
        names, scores = _one_day(content, {**day_sheet, "family": family})
        results.append([s.to_json() for s in scores])
    r = content.rules
    mode = {"solo": len(names) == 1, "family": bool(sheet.get("family")),
            "two_player": (r.two_player.income_gap, r.two_player.penalty), "solo_rules": r.solo.model_dump()}
    final = len(days) == len(content.days)
    standings, winners, reason, notes = final_standings(names, results, mode, final)
    last = [next((d[i] for d in reversed(results) if d[i]["grid"]), {}) for i in range(len(names))]
    extra = [{"grid": last[i].get("grid", []), "grid_key": grid_key(last[i].get("grid_key", {}), content),
              "largest_empty": results[-1][i]["largest_empty"],
              "check_log": [line for day in results for line in day[i]["check_log"]],
              "check_texts": [line for day in results for line in day[i].get("check_texts", [])]}
             for i in range(len(names))]
    characters, breaking = _modules(sheet)
    return standings_sheet(standings, winners, reason, notes, final, extra,
                           sheet_categories(len(names), mode["family"], characters, breaking))
