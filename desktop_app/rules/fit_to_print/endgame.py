"""Game totals, elimination, the 2-player rule and tie-breakers (FTP-SCO-09, FTP-END-*, FTP-TIE-*).

:func:`final_standings` works on plain per-day results, so the engine and the multi-day score
calculator share it. Sheet categories are the SCO terms summed over the days, plus
``two_player`` (FTP-END-04); they add up to each total.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_app.engine.scoresheet import TIE_BROKEN, Category, PlayerScore, ScoreSheet
from desktop_app.engine.text import Text
from desktop_app.rules.fit_to_print.scoring import TERMS

GAME_NAME = {"en": "Fit To Print", "zh": "頭版大師"}
CATEGORIES = [*TERMS, Category("two_player", "2-player income gap (FTP-END-04)", "雙人收益差距")]
DETAIL_LABELS = {
    "income": Text("Total ad income: ${value}"),
    "finish_token": Text("Finish token: {value}"),
    "largest_empty": Text("Largest empty region: {value}"),
    "eliminated": Text("Closes the paper (FTP-END-02)"),
    "character_name": Text("Character: {value}"),
    "target": Text("Puzzle target: {value}"),
}
"""The details a printed summary shows, in this order (``{value}`` is the detail)."""
KEY_COLOURS = {"photo": "#8FB3C9", "ad": "#FFF0B8", "face_down": "#B59B74", "focus": "#3C4148"}
"""Cell colours of a printed page (articles take their category's colour)."""


def sheet_categories(players: int, family: bool, characters: bool, breaking: bool,
                     base: list[Category] | None = None) -> list[Category]:
    """The rows a sheet lists: only what can score in this game. A module that is off (character
    abilities FTP-ADV-01, breaking news FTP-ADV-02) and the 2-player income gap in a game that is not
    a 2-player game (FTP-END-04) have no row, on screen or in the PDF."""
    off = set()
    if not characters:
        off.add("ability")
    if not breaking:
        off.add("breaking")
    if players != 2 or family:
        off.add("two_player")
    return [c for c in (CATEGORIES if base is None else base) if c.id not in off]


@dataclass
class Standing:
    """One player's game result."""

    name: str
    terms: dict[str, int]
    total: int
    income: int
    token: int | None
    days: list[dict] = field(default_factory=list)
    eliminated: bool = False
    rank: int = 0


def final_standings(names: list[str], days: list[list[dict]], mode: dict, final: bool) -> tuple[
        list[Standing], list[int], Text | str, list[Text]]:
    """Sum floored day scores and incomes; apply FTP-END-02/04 and rank by FTP-END-03, TIE-01/02.

    ``days[d][i]`` is a DayScore dict (``terms``, ``total``, ``income``, ``finish_token``);
    ``mode`` holds ``solo``, ``family``, ``two_player`` (gap, penalty) and ``solo_rules``.
    Returns the standings, the winners, the tie-break reason and the notes (Texts).
    """
    n = len(names)
    out = []
    for i in range(n):
        terms = dict.fromkeys((c.id for c in CATEGORIES), 0)
        for day in days:
            for k, v in day[i]["terms"].items():
                terms[k] += v
        out.append(Standing(names[i], terms, sum(d[i]["total"] for d in days), sum(d[i]["income"] for d in days),
                            days[-1][i]["finish_token"] if days else None,
                            [{"score": d[i]["total"], "income": d[i]["income"], "token": d[i]["finish_token"],
                              "largest_empty": d[i]["largest_empty"], "grid": d[i].get("grid", [])}
                             for d in days]))
    notes: list[Text] = []
    if not final:
        _rank(out)
        return out, [], "", notes
    if mode.get("solo"):
        s = out[0]
        folded = s.income < mode["solo_rules"]["min_income"]
        s.rank = 1
        if folded:
            notes.append(Text("The paper folds: total income ${income} is below ${minimum} (FTP-GAP-11)",
                              income=s.income, minimum=mode["solo_rules"]["min_income"]))
            return out, [], "", notes
        title = [r for r in mode["solo_rules"]["ranks"] if s.total >= r["at_least"]][-1]
        notes.append(Text("Solo rank: {title} (FTP-GAP-11)", title=title["name"]))
        return out, [0], "", notes
    if n == 2 and not mode.get("family"):  # FTP-END-04
        gap, penalty = mode["two_player"]
        for a, b in ((0, 1), (1, 0)):
            if out[b].income - out[a].income > gap:
                out[a].terms["two_player"] -= penalty
                out[a].total -= penalty
                notes.append(Text("{player} is more than ${gap} behind in income: -{penalty} (FTP-END-04)",
                                  player=names[a], gap=gap, penalty=penalty))
    elif n >= 3 and not mode.get("family"):  # FTP-END-02
        low = min(s.income for s in out)
        if any(s.income != low for s in out):
            for s in out:
                if s.income == low:
                    s.eliminated = True
                    notes.append(Text("{player} has the lowest income (${income}) and closes the paper (FTP-END-02)",
                                      player=s.name, income=low))
    winners, reason = _rank(out)
    return out, winners, reason, notes


def _rank(out: list[Standing]) -> tuple[list[int], Text | str]:
    """Rank: not eliminated first, then total (FTP-END-03), income (TIE-01), lowest token (TIE-02)."""
    def key(i: int):
        s = out[i]
        return (not s.eliminated, s.total, s.income, -(s.token or 99))
    order = sorted(range(len(out)), key=key, reverse=True)
    for pos, i in enumerate(order):
        out[i].rank = pos + 1
    if not order or out[order[0]].eliminated:
        return [], ""
    best = order[0]
    tied = [i for i in order if not out[i].eliminated and out[i].total == out[best].total]
    reason: Text | str = ""
    if len(tied) > 1:
        top_income = max(out[i].income for i in tied)
        by_income = [i for i in tied if out[i].income == top_income]
        reason = Text(TIE_BROKEN, desc=Text("total ad income (FTP-TIE-01)")) if len(by_income) == 1 else \
            Text("tie on points and income broken by the lowest Sunday finish token (FTP-TIE-02)")
    return [best], reason


def standings_sheet(standings: list[Standing], winners: list[int], reason: Text | str, notes: list[Text],
                    final: bool, extra: list[dict] | None = None,
                    categories: list[Category] | None = None) -> ScoreSheet:
    """A ScoreSheet from standings (``extra[i]`` adds details per player); its rows are
    ``categories`` (every category when None, see :func:`sheet_categories`)."""
    players = []
    for i, s in enumerate(standings):
        details = {"income": s.income, "finish_token": s.token, "eliminated": s.eliminated, "days": s.days}
        if extra:
            details.update(extra[i])
        players.append(PlayerScore(s.name, dict(s.terms), s.total, s.rank, details))
    rows = list(CATEGORIES if categories is None else categories)
    return ScoreSheet("fit-to-print", GAME_NAME, rows, players, winners, reason, final, notes=notes,
                      detail_labels=dict(DETAIL_LABELS))


def _names(names: list[dict], lang: str, joiner: str) -> str:
    return joiner.join(n[lang] for n in names)


def grid_key(key: dict[str, dict], content) -> list[dict]:
    """The printed key of a page grid: ``[{label, colour, text}]`` for the focus tile and each tile.

    ``key`` is :meth:`Page.grid_key` (stored with the day's results); names and colours come
    from ``content``.
    """
    entries = [{"label": "F", "colour": KEY_COLOURS["focus"], "text": Text("Focus news tile")}]
    for label, tile in sorted(key.items()):
        kind = tile.get("type")
        if kind == "article":
            cat = content.categories.get(tile.get("category"))
            mood = content.moods.get(tile.get("mood"))
            colour = cat.colour if cat else KEY_COLOURS["photo"]
            text = Text("{tile}: {category} article, {points} {points|point|points}, {mood}", tile=tile["tile"],
                        category=cat.name.model_dump() if cat else "", points=tile.get("points", 0),
                        mood=mood.name.model_dump() if mood else "")
        elif kind == "photo":
            wanted = [content.categories[c].name.model_dump() for c in tile.get("photo_categories", [])
                      if c in content.categories]
            wanted += [content.moods[m].name.model_dump() for m in tile.get("photo_moods", []) if m in content.moods]
            colour = KEY_COLOURS["photo"]
            text = Text("{tile}: photo, +1 per adjacent article of {wanted}", tile=tile["tile"],
                        wanted={"en": _names(wanted, "en", " or "), "zh": _names(wanted, "zh", "或")})
        else:
            colour = KEY_COLOURS["ad"]
            text = Text("{tile}: ad, ${income}", tile=tile["tile"], income=tile.get("income", 0))
        if not tile.get("face_up", True):
            colour, text = KEY_COLOURS["face_down"], Text("{tile} (face down: scores nothing)", tile=text)
        entries.append({"label": label, "colour": colour, "text": text})
    return entries


def mode_of(state) -> dict:
    """The end-of-game switches of a state."""
    r = state.content.rules
    return {"solo": state.n == 1, "family": state.settings.family,
            "two_player": (r.two_player.income_gap, r.two_player.penalty),
            "solo_rules": r.solo.model_dump()}


def game_sheet(state) -> ScoreSheet:
    """The engine's live or final sheet."""
    final = state.stage == "over"
    if state.settings.is_puzzle:
        return _puzzle_sheet(state)
    standings, winners, reason, notes = final_standings(state.names, state.results, mode_of(state), final)
    extra = []
    for i in range(state.n):
        last = state.results[-1][i] if state.results else {}
        character = state.content.characters.get(state.players[i].character or "")
        extra.append({"grid": last.get("grid", []), "largest_empty": last.get("largest_empty"),
                      "grid_key": grid_key(last.get("grid_key", {}), state.content),
                      "check_log": last.get("check_log", []), "character": state.players[i].character,
                      "character_name": character.name.model_dump() if character else None})
    categories = sheet_categories(state.n, mode_of(state)["family"], state.settings.characters,
                                  state.settings.breaking_news)
    sheet = standings_sheet(standings, winners, reason, notes, final, extra, categories)
    sheet.seed = state.seed
    sheet.variants = state.settings.to_json()
    return sheet


def _puzzle_sheet(state) -> ScoreSheet:
    pz = state.content.puzzles[state.settings.puzzle]
    res = state.results[0][0] if state.results else None
    total = res["total"] if res else 0
    solved = bool(res) and total >= pz.target and (not pz.no_conflicts or res["flips"] == 0)
    standing = Standing(state.names[0], dict.fromkeys((c.id for c in CATEGORIES), 0), total,
                        res["income"] if res else 0, 1)
    if res:
        standing.terms.update(res["terms"])
    standing.rank = 1
    notes = [Text(_PUZZLE_NOTES[(pz.no_conflicts, solved)], puzzle=pz.id, target=pz.target)] if res else []
    extra = [{"solved": solved, "target": pz.target, "grid": res["grid"] if res else [],
              "grid_key": grid_key(res.get("grid_key", {}), state.content) if res else [],
              "check_log": res["check_log"] if res else [], "largest_empty": res["largest_empty"] if res else None}]
    return standings_sheet([standing], [0] if solved else [], "", notes, state.stage == "over", extra,
                           sheet_categories(1, False, False, False))


_PUZZLE_NOTES = {
    (False, True): "Puzzle {puzzle}: target {target} — solved (FTP-GAP-10)",
    (False, False): "Puzzle {puzzle}: target {target} — not solved (FTP-GAP-10)",
    (True, True): "Puzzle {puzzle}: target {target}, no flips — solved (FTP-GAP-10)",
    (True, False): "Puzzle {puzzle}: target {target}, no flips — not solved (FTP-GAP-10)",
}
