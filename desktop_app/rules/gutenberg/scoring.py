"""End scoring, tie-breakers and score sheets (GUT-END-01..05), for games and physical sheets.

A physical sheet (``score gutenberg SHEET.yaml``) is ``{players: [{name, prestige, coins,
specialties: {typesetting, woodcut, binding, colouring}, patrons, letters, ink}]}``;
``patrons`` is a list of patron cards held (or their count).
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.game import SheetError
from desktop_app.engine.scoresheet import Category, PlayerScore, ScoreSheet, rank_by
from desktop_app.engine.text import Text

GAME_NAME = {"en": "Gutenberg", "zh": "古騰堡"}
CATEGORIES = [
    Category("track", "Prestige track", "聲望軌"),
    Category("coins", "Coins (1 per 3)", "金錢（每 3 元 1 點）"),
    Category("specialties", "Specialties (VI 6, V 3, IV 1)", "專長（VI 6、V 3、IV 1）"),
    Category("patrons", "Patron cards (8 each)", "贊助卡（每張 8 點）"),
]
SPECIALTIES = ("typesetting", "woodcut", "binding", "colouring")
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


def _count(player: str, entry: dict, key: str) -> int:
    if key not in entry:
        raise SheetError(f"player {player!r}: {key}: missing field")
    value = entry[key]
    if isinstance(value, bool) or not isinstance(value, int):
        raise SheetError(f"player {player!r}: {key}: {value!r} is not a whole number")
    if value < 0:
        raise SheetError(f"player {player!r}: {key}: {value} is negative")
    return value


def score_physical(sheet: Any, source: Text | str = "") -> ScoreSheet:
    """Score a finished physical game; raises SheetError naming the player and the field.

    ``source`` (a file name, or a Text saying where the numbers came from) becomes a note.
    """
    if not isinstance(sheet, dict) or not isinstance(sheet.get("players"), list) or not sheet["players"]:
        raise SheetError("sheet: players: missing field (a list with one entry per player)")
    players, letters, ink = [], [], []
    for n, entry in enumerate(sheet["players"], start=1):
        if not isinstance(entry, dict):
            raise SheetError(f"player {n}: not a mapping of fields")
        name = entry.get("name")
        if not isinstance(name, str) or not name.strip():
            raise SheetError(f"player {n}: name: missing field")
        prestige = _count(name, entry, "prestige")
        coins = _count(name, entry, "coins")
        specs = entry.get("specialties")
        if not isinstance(specs, dict):
            raise SheetError(f"player {name!r}: specialties: missing field")
        levels = []
        for spec in SPECIALTIES:
            if spec not in specs:
                raise SheetError(f"player {name!r}: specialties.{spec}: missing field")
            level = specs[spec]
            if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= 6:
                raise SheetError(f"player {name!r}: specialties.{spec}: level {level!r} is outside 1–6")
            levels.append(level)
        unknown = sorted(set(specs) - set(SPECIALTIES))
        if unknown:
            raise SheetError(f"player {name!r}: specialties.{unknown[0]}: unknown specialty")
        if "patrons" not in entry:
            raise SheetError(f"player {name!r}: patrons: missing field")
        patrons = entry["patrons"]
        if isinstance(patrons, list):
            n_patrons = len(patrons)
        else:
            n_patrons = _count(name, entry, "patrons")
        letters.append(_count(name, entry, "letters"))
        ink.append(_count(name, entry, "ink"))
        cats = categories(prestige, coins, levels, n_patrons)
        details = {"letters": letters[-1], "ink": ink[-1], "levels": levels,
                   "patron_cards": patrons if isinstance(patrons, list) else n_patrons}
        players.append(PlayerScore(name, cats, sum(cats.values()), 0, details))
    winners, tie_break = _sheet(players, letters, ink)
    notes = [source if isinstance(source, Text) else Text("Scored from {source}", source=source)] if source else []
    return ScoreSheet("gutenberg", GAME_NAME, CATEGORIES, players, winners, tie_break, final=True, notes=notes,
                      detail_labels=dict(DETAIL_LABELS))
