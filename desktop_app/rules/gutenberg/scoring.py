"""End scoring, tie-breakers and score sheets (GUT-END-01..05), for games and physical sheets.

A physical sheet (``score gutenberg SHEET.yaml``) is ``{players: [{name, prestige, coins,
specialties: {typesetting, woodcut, binding, colouring}, patrons, letters, ink}]}`` for 1–4
players with different names; ``patrons`` is a list of patron card ids held (each card by one
player at most) or their count. Every number is a whole number in range (a bool is not one).
"""

from __future__ import annotations

from typing import Any

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
from desktop_app.engine.scoresheet import Category, PlayerScore, ScoreSheet, rank_by
from desktop_app.engine.text import Text
from desktop_app.rules.gutenberg.schema import SPECIALTY_IDS

GAME_NAME = {"en": "Gutenberg", "zh": "古騰堡"}
CATEGORIES = [
    Category("track", "Prestige track", "聲望軌"),
    Category("coins", "Coins (1 per 3)", "金錢（每 3 元 1 點）"),
    Category("specialties", "Specialties (VI 6, V 3, IV 1)", "專長（VI 6、V 3、IV 1）"),
    Category("patrons", "Patron cards (8 each)", "贊助卡（每張 8 點）"),
]
SPECIALTIES = SPECIALTY_IDS
"""The four specialty levels a sheet gives, in board order."""
TIE_KEYS = Text("fewest letters owned"), Text("fewest ink tokens")
DETAIL_LABELS = {
    "letters": Text("Letters owned: {value}"),
    "ink": Text("Ink tokens: {value}"),
    "coins_held": Text("Coins held: {value}"),
    "rival": Text("The Rival: shown for reference, it never wins (GUT-SOLO-06)"),
}
"""The details a printed summary shows, in this order (``{value}`` is the detail)."""


def categories(prestige: int, coins: int, levels: list[int], patrons: int, scoring=None) -> dict[str, int]:
    """GUT-END-02..04 added to the track: floor(coins/3), VI→6 V→3 IV→1, 8 per patron card."""
    per_coin = scoring.coins_per_prestige if scoring else 3
    points = scoring.level_points if scoring else {6: 6, 5: 3, 4: 1}
    per_patron = scoring.patron_card if scoring else 8
    return {"track": prestige, "coins": coins // per_coin,
            "specialties": sum(points.get(level, 0) for level in levels), "patrons": per_patron * patrons}


def _sheet(players: list[PlayerScore], letters: list[int], ink: list[int],
           rival: int = -1) -> tuple[list[int], Text | str]:
    """Winners and tie-break text: most points, then fewest letters, then fewest ink (GUT-END-05)."""
    if rival >= 0 and len(players) > 2:  # GUT-SOLO-06: the Rival is shown for reference, never wins
        humans = [i for i in range(len(players)) if i != rival]
        subset = [players[i] for i in humans]
        winners, reason = rank_by(subset, [(TIE_KEYS[0], lambda j: -letters[humans[j]]),
                                           (TIE_KEYS[1], lambda j: -ink[humans[j]])])
        players[rival].rank = 1 + sum(1 for p in subset if p.total > players[rival].total)
        return [humans[j] for j in winners], reason
    if rival >= 0:  # GUT-SOLO-05: the human must score more than the Rival
        human = 1 - rival
        for i, p in enumerate(players):
            p.rank = 1 if (p.total > players[1 - i].total or (i == rival and p.total == players[human].total)) else 2
        if players[human].total > players[rival].total:
            return [human], ""
        return [rival], Text("the Rival wins ties (GUT-SOLO-05)") if players[human].total == players[rival].total else ""
    keys = [(TIE_KEYS[0], lambda i: -letters[i]), (TIE_KEYS[1], lambda i: -ink[i])]
    return rank_by(players, keys)


def state_sheet(state) -> ScoreSheet:
    """The live (or final, once the game is over) score sheet of a game in progress."""
    scoring = state.content.rules.scoring
    players, letters, ink = [], [], []
    for pl in state.players:
        if pl.is_rival:
            cats = {"track": pl.prestige, "coins": 0, "specialties": 0,
                    "patrons": scoring.patron_card * len(pl.patrons)}
        else:
            cats = categories(pl.prestige, pl.coins, pl.levels, len(pl.patrons), scoring)
        details = {"letters": pl.letter_count, "ink": pl.ink_count, "levels": list(pl.levels),
                   "patron_cards": list(pl.patrons), "coins_held": pl.coins, "rival": pl.is_rival}
        players.append(PlayerScore(pl.name, cats, sum(cats.values()), 0, details))
        letters.append(pl.letter_count)
        ink.append(pl.ink_count)
    winners, tie_break = _sheet(players, letters, ink, state.rival)
    return ScoreSheet("gutenberg", GAME_NAME, CATEGORIES, players, winners, tie_break,
                      final=state.phase == "over", variants=dict(state.variants), detail_labels=dict(DETAIL_LABELS))


MAX_PLAYERS = 4
"""Seats at a Gutenberg table, the Rival included (GUT-COMP-01, GUT-SOLO-06)."""
FIELDS = ("name", "prestige", "coins", "specialties", "patrons", "letters", "ink")
LIMITS = {"prestige": 999, "coins": 999, "letters": 200, "ink": 200}
"""The largest value a sheet may give: far beyond any game, small enough to be a typo's end."""


def _patrons(name: str, value: Any, known: dict | None, taken: dict[str, str]) -> tuple[int, Any]:
    """``(count, held)`` of a player's patron cards: ids (known, each held once) or a count."""
    if not isinstance(value, list):
        return whole_number(value, name, "patrons", 0, len(known) if known else 50), value
    for card in value:
        if not isinstance(card, str):
            raise field_error(name, "patrons", f"{shown(card)} is not a patron card id")
        if known is not None and card not in known:
            raise field_error(name, "patrons", f"unknown patron card {shown(card)}")
        if card in taken:
            owner = "listed twice" if taken[card] == name else f"also held by {who(taken[card])}"
            raise field_error(name, "patrons", f"patron card {card} is {owner} (each card exists once)")
        taken[card] = name
    return len(value), list(value)


def score_physical(sheet: Any, source: Text | str = "", content: Any = None) -> ScoreSheet:
    """Score a finished physical game; raises SheetError naming the player and the field.

    ``source`` (a file name, or a Text saying where the numbers came from) becomes a note.
    ``content`` (compiled Gutenberg content) supplies the patron card ids a sheet may name and
    the scoring values; without it the built-in numbers of GUT-END-02..04 are used and any id
    is accepted.
    """
    if not isinstance(sheet, dict) or "players" not in sheet:
        raise SheetError("sheet: players: missing field (a list with one entry per player)")
    check_game(sheet, "gutenberg")
    for key in sheet:
        if key not in ("game", "players"):
            raise SheetError(f"sheet: {key_name(key)}: unknown field (a sheet holds 'game' and 'players')")
    entries = player_list(sheet["players"], 1, MAX_PLAYERS, "Gutenberg")
    known = content.patrons if content is not None else None
    scoring = content.rules.scoring if content is not None else None
    names = [player_name(entry, n) for n, entry in enumerate(entries, start=1)]
    unique_names(names)
    players, letters, ink = [], [], []
    taken: dict[str, str] = {}
    for entry, name in zip(entries, names, strict=True):
        known_fields(entry, FIELDS, name)
        for key in FIELDS:
            if key not in entry:
                raise field_error(name, key, "missing field")
        numbers = {key: whole_number(entry[key], name, key, 0, high) for key, high in LIMITS.items()}
        specs = entry["specialties"]
        if not isinstance(specs, dict):
            raise field_error(name, "specialties", "expected the four levels, e.g. {typesetting: 3, ...}")
        for spec in specs:
            if spec not in SPECIALTIES:
                raise field_error(name, f"specialties.{key_name(spec)}", "unknown specialty")
        levels = []
        for spec in SPECIALTIES:
            if spec not in specs:
                raise field_error(name, f"specialties.{spec}", "missing field")
            level = specs[spec]
            if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= 6:
                raise field_error(name, f"specialties.{spec}", f"level {shown(level)} is outside 1–6")
            levels.append(level)
        n_patrons, held = _patrons(name, entry["patrons"], known, taken)
        letters.append(numbers["letters"])
        ink.append(numbers["ink"])
        cats = categories(numbers["prestige"], numbers["coins"], levels, n_patrons, scoring)
        details = {"letters": letters[-1], "ink": ink[-1], "levels": levels, "patron_cards": held}
        players.append(PlayerScore(name, cats, sum(cats.values()), 0, details))
    if known is not None and not all(isinstance(e["patrons"], list) for e in entries):
        total = sum(len(e["patrons"]) if isinstance(e["patrons"], list) else e["patrons"] for e in entries)
        if total > len(known):
            raise SheetError(f"sheet: patrons: {total} patron cards held; the game has {len(known)}")
    winners, tie_break = _sheet(players, letters, ink)
    notes = [source if isinstance(source, Text) else Text("Scored from {source}", source=source)] if source else []
    return ScoreSheet("gutenberg", GAME_NAME, CATEGORIES, players, winners, tie_break, final=True, notes=notes,
                      detail_labels=dict(DETAIL_LABELS))
