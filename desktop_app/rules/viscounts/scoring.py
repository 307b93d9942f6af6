"""Final scoring (viscounts.md VIS-SCORE-01..15, DEC-03, DEC-04, DEC-31, DEC-49; GAP-13 for the Steward).

Both a game in progress (``state_sheet``) and a physical game's sheet (``calculator``) are scored
from :class:`Holding` lines, so the two can never disagree. The expansions add (VIS-SCORE-12):
outsiders by their own condition wherever they are among your cards (GOG-OUT-07, DEC-36), the
build bonus cards' points (GAP-17: 0 by default), chests 2 / 5 / 9 for 1 / 2 / 3 (KOK-CHEST-06)
and each public building card's own points (DEC-41; public buildings count toward no building
table). With Gates of Gold the starting grey manuscript counts in the sets (DEC-38).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_app.engine.scoresheet import Category, PlayerScore, ScoreSheet, rank_by
from desktop_app.engine.text import Text
from desktop_app.rules.viscounts.ribbons import set_counts
from desktop_app.rules.viscounts.vocabulary import BUILDING_TYPES, RIBBONS

GAME_NAME = {"en": "Viscounts of the West Kingdom", "zh": "西國子爵"}
CATEGORIES = [
    Category("workshops", "Workshops", "工坊"),
    Category("trading_posts", "Trading posts", "貿易站"),
    Category("town_halls", "Town halls", "市政廳"),
    Category("castle", "Workers in the castle", "城堡工人"),
    Category("manuscripts", "Manuscript sets", "手抄本套組"),
    Category("cleric_rewards", "Cleric rewards", "牧師獎勵卡"),
    Category("castle_leader", "Castle leader", "城堡領袖卡"),
    Category("debts", "Unpaid debts", "未償還債務"),
    Category("deeds", "Deeds", "地契"),
    Category("poverty", "Poverty: approved deeds majority", "貧困：已批准地契多數"),
    Category("prosperity", "Prosperity: paid debts majority", "繁榮：已償還債務多數"),
]
STEWARD_CATEGORIES = [Category("outposts", "Outposts", "前哨站"), Category("steward_bonus", "Steward bonus", "總管加成")]
GATES_CATEGORIES = [Category("outsiders", "Outsiders", "外來者"), Category("build_bonus", "Build bonus cards", "建造獎勵卡")]
KEYS_CATEGORIES = [Category("chests", "Treasure chests", "寶箱"), Category("public_buildings", "Public buildings", "公共建築")]
BUILDING_CATEGORY = {"workshop": "workshops", "trading_post": "trading_posts", "town_hall": "town_halls"}
DETAIL_LABELS = {
    "approved_deeds": Text("Approved deeds: {value}"),
    "paid_debts": Text("Paid debts: {value}"),
}
"""The details a printed summary shows (``{value}`` is the detail): what the majorities count. The
Steward flag, the outsider ids and the solo rank (a note) are not printed."""


@dataclass
class Holding:
    """What one player (or the Steward) has at the end."""

    name: str
    buildings: dict[str, int] = field(default_factory=lambda: dict.fromkeys(BUILDING_TYPES, 0))
    castle: dict[int, int] = field(default_factory=lambda: {1: 0, 2: 0, 3: 0})
    ribbons: dict[str, int] = field(default_factory=lambda: dict.fromkeys(RIBBONS, 0))
    cleric_rewards: int = 0
    leader: bool = False
    unpaid: int = 0
    paid: int = 0
    purchased: int = 0
    approved: int = 0
    steward: bool = False
    outposts: int = 0
    bonus: int = 0
    outsiders: list[str] = field(default_factory=list)
    """Outsider cards owned (scored by their content rule, GOG-OUT-07)."""
    outsider_points: list[int] = field(default_factory=list)
    """Outsiders of a physical copy entered with their points (the calculator)."""
    outsider_counts: dict[str, int] = field(default_factory=dict)
    """What an outsider's condition counts, when the calculator's sheet says it (else it is counted here)."""
    build_bonus: list[str] = field(default_factory=list)
    chests: int = 0
    public: list[str] = field(default_factory=list)
    """Public building types built (KOK-PUB)."""


def set_points(counts: list[int], table: tuple[int, ...] | list[int]) -> int:
    """VIS-SCORE-05/14, DEC-31: sorted counts c1≥c2≥c3≥c4 make c4 sets of 4, c3−c4 of 3, ..."""
    c = sorted(counts, reverse=True) + [0] * (len(table) - len(counts))
    total = 0
    for size in range(len(table), 0, -1):
        nxt = c[size] if size < len(c) else 0
        total += (c[size - 1] - nxt) * table[size - 1]
    return total


def majority(values: list[int], awards: tuple[int, ...] | list[int]) -> list[int]:
    """VIS-SCORE-10/11/13, DEC-03: places by value (0 takes no place); tied players share the sum of
    the places they occupy, rounded down; places after the awards are worth 0."""
    out = [0] * len(values)
    ranked = sorted((v for v in set(values) if v > 0), reverse=True)
    place = 0
    for value in ranked:
        tied = [i for i, v in enumerate(values) if v == value]
        total = sum(awards[place:place + len(tied)])
        for i in tied:
            out[i] = total // len(tied)
        place += len(tied)
    return out


@dataclass
class Tables:
    """The scoring numbers (from the content)."""

    buildings: dict[str, tuple[int, ...]]
    sets: tuple[int, ...]
    cleric_vp: int
    leader_vp: int
    unpaid: int
    purchased: int
    approved: int
    awards: tuple[int, ...]
    steward_deed: int = 3
    outpost_vp: int = 2
    outsider_vp: dict[str, dict] = field(default_factory=dict)
    """Each outsider's rule (GAP-16)."""
    bonus_vp: dict[str, int] = field(default_factory=dict)
    chest_vp: tuple[int, ...] = ()
    public_vp: dict[str, int] = field(default_factory=dict)


def tables_of(content, modules: tuple[str, ...] | frozenset[str] = ()) -> Tables:
    """The scoring numbers of ``content`` (the castle leader card of the modules in play)."""
    r = content.rules
    t = Tables({t: b.scoring for t, b in content.buildings.items()}, tuple(r.manuscript_sets),
               next(iter(content.cleric_rewards.values())).vp, content.leader_for(modules).vp, r.debt_unpaid,
               r.deed_purchased, r.deed_approved, content.majority_awards, content.solo.approved_deed_vp,
               content.solo.outpost_vp)
    if content.gates is not None:
        t.outsider_vp = {cid: c.vp for cid, c in content.cards.items() if c.vp is not None}
        t.bonus_vp = {k: b.vp for k, b in content.gates.bonus.items()}
        for kind in ("diverse", "specialist"):  # a sheet names the card by its kind
            t.bonus_vp[kind] = max((b.vp for b in content.gates.bonus.values() if b.kind == kind), default=0)
    if content.keys is not None:
        t.chest_vp = content.keys.scoring
        t.public_vp = {k: pb.vp for k, pb in content.keys.public.items()}
    return t


def holding_count(h: Holding, counter: str, args: dict) -> int:
    """What an outsider's ``per`` counter counts in a holding (§11 ``vp`` counters)."""
    if counter == "buildings":
        return h.buildings.get(args["type"], 0) if args.get("type") else sum(h.buildings.values())
    if counter == "castle_workers":
        return h.castle.get(args["level"], 0) if args.get("level") else sum(h.castle.values())
    if counter == "ribbons":
        return sum(1 for n in h.ribbons.values() if n)
    if counter == "outsiders":
        return len(h.outsiders) + len(h.outsider_points)
    return {"paid_debts": h.paid, "unpaid_debts": h.unpaid, "approved_deeds": h.approved,
            "purchased_deeds": h.purchased, "cleric_rewards": h.cleric_rewards, "chests": h.chests}.get(counter, 0)


def outsider_points(h: Holding, rule: dict, counts: int | None = None) -> int:
    """GOG-OUT-07: an outsider's points in a holding: ``flat``, or ``n`` per counted unit (``counts`` if
    given, else counted in the holding) up to ``max``."""
    if rule.get("flat") is not None:
        return rule["flat"]
    if counts is None:
        counts = holding_count(h, rule["per"], rule.get("args", {}))
    points = rule.get("n", 1) * counts
    return min(points, rule["max"]) if rule.get("max") is not None else points


def chest_points(count: int, table: tuple[int, ...]) -> int:
    """KOK-CHEST-06: 2 / 5 / 9 for 1 / 2 / 3 chests."""
    return table[min(count, len(table)) - 1] if count and table else 0


def score(holdings: list[Holding], revealed: list[str], t: Tables, gates: bool = False,
          keys: bool = False) -> list[PlayerScore]:
    """Every line's categories and total (DEC-04: both majorities when both cards are out); ``gates`` /
    ``keys``: the expansions' categories (VIS-SCORE-12)."""
    poverty = majority([h.approved for h in holdings], t.awards) if "poverty" in revealed else [0] * len(holdings)
    prosperity = majority([h.paid for h in holdings], t.awards) if "prosperity" in revealed else [0] * len(holdings)
    out = []
    for i, h in enumerate(holdings):
        cats: dict[str, int] = {}
        if not h.steward:
            for btype, cat in BUILDING_CATEGORY.items():
                n = h.buildings.get(btype, 0)
                cats[cat] = t.buildings[btype][n - 1] if n else 0
        cats["castle"] = sum(level * n for level, n in h.castle.items())
        cats["manuscripts"] = set_points([h.ribbons.get(r, 0) for r in RIBBONS], t.sets)
        cats["cleric_rewards"] = t.cleric_vp * h.cleric_rewards
        cats["castle_leader"] = t.leader_vp if h.leader else 0
        if h.steward:
            cats["deeds"] = t.steward_deed * h.approved
        else:
            cats["debts"] = t.unpaid * h.unpaid
            cats["deeds"] = t.purchased * h.purchased + t.approved * h.approved
        cats["poverty"] = poverty[i]
        cats["prosperity"] = prosperity[i]
        if gates:
            cats["outsiders"] = sum(outsider_points(h, t.outsider_vp[o], h.outsider_counts.get(o))
                                    for o in h.outsiders) + sum(h.outsider_points)
            cats["build_bonus"] = sum(t.bonus_vp.get(b, 0) for b in h.build_bonus)
        if keys:
            cats["chests"] = chest_points(h.chests, t.chest_vp)
            cats["public_buildings"] = sum(t.public_vp.get(b, 0) for b in h.public)
        if h.steward:
            cats["outposts"] = t.outpost_vp * h.outposts
            cats["steward_bonus"] = h.bonus
        details = {"approved_deeds": h.approved, "paid_debts": h.paid, "steward": h.steward}
        if gates and h.outsiders:
            details["outsiders"] = list(h.outsiders)
        out.append(PlayerScore(h.name, cats, sum(cats.values()), 0, details))
    return out


def rank_title(total: int, ranks) -> dict | None:
    """The solo rank for a score (GAP-13: ≥60 Reeve, ≥75 Viscount, ≥90 Earl), or ``None``."""
    best = None
    for r in sorted(ranks, key=lambda r: r.min):
        if total >= r.min:
            best = r.name.model_dump()
    return best


def solo_rank_note(title: dict | None, ranks) -> Text:
    """The solo rank note of a sheet (GAP-13): the rank's name, or none below the lowest rank's points."""
    if title:
        return Text("Solo rank: {title} (GAP-13)", title=title)
    return Text("Solo rank: none, below {points} points (GAP-13)", points=min(r.min for r in ranks))


def build_sheet(holdings: list[Holding], revealed: list[str], t: Tables, final: bool, solo_ranks=None,
                notes: list[Text | str] | None = None, variants: dict | None = None,
                modules: tuple[str, ...] | frozenset[str] = ()) -> ScoreSheet:
    """The score sheet: winners share a tie (DEC-49); in solo you must beat the Steward (GAP-13); the
    expansions' rows only for the modules in play."""
    gates, keys = "gates_of_gold" in modules, "keeper_of_keys" in modules
    players = score(holdings, revealed, t, gates, keys)
    rank_by(players, [])
    steward = next((i for i, h in enumerate(holdings) if h.steward), None)
    notes = list(notes or [])
    tie_break = ""
    if steward is not None:
        human = 0
        wins = players[human].total > players[steward].total
        winners = [human] if wins else [steward]
        players[human].rank, players[steward].rank = (1, 2) if wins else (2, 1)
        title = rank_title(players[human].total, solo_ranks or [])
        players[human].details["solo_rank"] = title
        if solo_ranks:
            notes.append(solo_rank_note(title, solo_ranks))
        if players[human].total == players[steward].total:
            tie_break = Text("the Steward wins a tie: you must score strictly more (GAP-13)")
    else:
        top = max(p.total for p in players)
        winners = [i for i, p in enumerate(players) if p.total == top]
        if len(winners) > 1:
            tie_break = Text("tied players share the victory (DEC-49)")
    cats = CATEGORIES + (GATES_CATEGORIES if gates else []) + (KEYS_CATEGORIES if keys else []) + \
        (STEWARD_CATEGORIES if steward is not None else [])
    return ScoreSheet("viscounts", GAME_NAME, cats, players, winners, tie_break, final=final,
                      variants=dict(variants or {}), notes=notes, detail_labels=dict(DETAIL_LABELS))


def holdings_of(s) -> list[Holding]:
    """The state's players (and the Steward) as holdings."""
    c = s.content
    b = s.board
    out = []
    for p in range(s.n):
        out.append(holdings_of_player(s, p))
    if s.solo:
        st = s.steward
        h = _holding(s, s.n, c.solo.steward_name.en)
        h.steward, h.paid, h.approved = True, st.paid, st.approved
        h.outposts = sum(1 for owner, kind in b.sites.values() if kind == "outpost")
        h.bonus = c.steward_bonus(s.steward_level, s.modules)
        out.append(h)
    return out


def _holding(s, colour: int, name: str) -> Holding:
    b = s.board
    h = Holding(name)
    h.castle = {1: sum(r[colour] for r in b.l1), 2: sum(r[colour] for r in b.l2), 3: b.l3[colour]}
    h.ribbons = set_counts(s, colour)
    h.cleric_rewards = sum(1 for holder in b.cleric.values() if holder == colour)
    h.leader = b.leader == colour
    return h


def expansion_points(s, p: int, t: Tables) -> int:
    """Player ``p``'s points now from the expansions' categories (what :func:`score` adds for them)."""
    if not (s.gog or s.kok):
        return 0
    h = holdings_of_player(s, p)
    total = 0
    if s.gog:
        total += sum(outsider_points(h, t.outsider_vp[o]) for o in h.outsiders)
        total += sum(t.bonus_vp.get(x, 0) for x in h.build_bonus)
    if s.kok:
        total += chest_points(h.chests, t.chest_vp) + sum(t.public_vp.get(x, 0) for x in h.public)
    return total


def holdings_of_player(s, p: int) -> Holding:
    """One seat's holding (``holdings_of`` for one player)."""
    pl = s.players[p]
    b = s.board
    c = s.content
    h = _holding(s, p, s.names[p])
    h.buildings = dict(pl.built)
    h.unpaid, h.paid, h.purchased, h.approved = pl.unpaid, pl.paid, pl.purchased, pl.approved
    if s.gog:
        h.outsiders = sorted(x for x in pl.owned() if c.cards[x].deck == "outsider")
        h.build_bonus = sorted(x for x in pl.perks if x in b.bonus)
    if s.kok:
        h.chests = sum(1 for x in pl.chests if x)
        h.public = sorted(kind for kind, (owner, _) in b.public.items() if owner == p)
    return h


def state_sheet(s) -> ScoreSheet:
    """The live (or, at the end, final) score sheet of a game."""
    variants: dict = {m: m in s.modules for m in ("gates_of_gold", "keeper_of_keys")}
    if s.solo:
        variants["steward_level"] = s.steward_level
    return build_sheet(holdings_of(s), list(s.board.revealed), tables_of(s.content, s.modules), s.over,
                       s.content.solo.ranks if s.solo else None, variants=variants, modules=s.modules)
