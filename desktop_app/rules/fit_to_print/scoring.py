"""Day scoring (FTP-SCO-01..09) of checked pages, including the white-space comparison.

Terms (category ids, in this order): ``articles`` (FTP-SCO-01), ``photos`` (SCO-02), ``focus``
(SCO-03), ``white_space`` (SCO-04), ``mood`` (SCO-05), ``unplaced`` (SCO-06), ``breaking``
(breaking-news score effects), ``ability`` (character score effects) and ``floor`` (what the
floor of SCO-08 adds back). The day score is their sum; it and the income are floored at 0
separately (FTP-SCO-08).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from desktop_app.engine.scoresheet import Category
from desktop_app.engine.text import Text
from desktop_app.rules.fit_to_print.conditions import Context, count, evaluate, mood_counts
from desktop_app.rules.fit_to_print.page import Page
from desktop_app.rules.fit_to_print.schema import Awards

TERMS = (
    Category("articles", "Articles (FTP-SCO-01)", "文章"),
    Category("photos", "Photos (FTP-SCO-02)", "照片"),
    Category("focus", "Focus news (FTP-SCO-03)", "焦點新聞"),
    Category("white_space", "White space (FTP-SCO-04)", "留白"),
    Category("mood", "Mood balance (FTP-SCO-05)", "情緒平衡"),
    Category("unplaced", "Unplaced tiles (FTP-SCO-06)", "未放置的板塊"),
    Category("breaking", "Breaking news (FTP-ADV-02)", "新聞快報"),
    Category("ability", "Character ability (FTP-ADV-01)", "角色能力"),
    Category("floor", "Floor at 0 (FTP-SCO-08)", "負分歸零"),
)


@dataclass
class DayScore:
    """One player's scored day."""

    name: str
    terms: dict[str, int]
    raw: int
    total: int
    income_raw: int
    income: int
    largest_empty: int
    finish_token: int | None
    check_log: list[str] = field(default_factory=list)
    grid: list[str] = field(default_factory=list)
    flips: int = 0
    grid_key: dict[str, dict] = field(default_factory=dict)
    check_texts: list[dict] = field(default_factory=list)
    """The check log as ``Text.to_json()`` forms, for printing it in the reader's language."""

    def to_json(self) -> dict:
        """JSON form (stored in the state's ``results``)."""
        return dict(self.__dict__)


@dataclass
class ScoringRules:
    """The numbers scoring needs (FTP-GAP-09) and the mode switches."""

    awards: Awards
    unplaced_penalty: int = 1
    solo_table: list[tuple[int, int]] | None = None
    mood_penalty: bool = True
    categories: list[str] = field(default_factory=list)


def white_space_awards(values: list[int], awards: Awards) -> list[int]:
    """FTP-SCO-04: smallest value +3, largest −1, others +1; the smallest is decided first."""
    low, high = min(values), max(values)
    return [awards.smallest if v == low else awards.largest if v == high else awards.middle for v in values]


def solo_award(value: int, table: list[tuple[int, int]]) -> int:
    """FTP-GAP-11: the solo white-space table ``[(up to, points), ...]``."""
    for top, pts in table:
        if value <= top:
            return pts
    return table[-1][1]


def score_pages(pages: list[Page], logs: list[list[dict]], rules: ScoringRules) -> list[DayScore]:
    """Score checked pages of one day together (white space and majorities compare players)."""
    ctxs, out = [], []
    for page in pages:
        empty = page.day.area.mask & ~page.occupied()
        largest = page.day.grid.largest_region(empty)
        ads = sum(t.tile.income for t in page.tiles if t.face_up and t.tile.type == "ad")
        ctx = Context(page, ads, largest)
        for _, e in page.effects:
            if e.income is not None and e.income.kind != "majority":
                ctx.income_raw += evaluate(e.income, ctx, rules.categories)
        ctxs.append(ctx)
    majority: dict[int, list[int]] = {}

    def major(cond) -> list[int]:
        key = id(cond)
        if key not in majority:
            counts = [count(cond.filter, c) for c in ctxs]
            top = max(counts)
            majority[key] = [cond.points if top >= 1 and v == top else 0 for v in counts]
        return majority[key]

    compare = []
    for page, ctx in zip(pages, ctxs, strict=True):
        offset = sum(page.modifier("white_space_offset"))
        compare.append(max(0, ctx.largest_empty + offset))
    day_awards = rules.awards
    for page in pages[:1]:
        for aw in page.modifier("white_space_awards"):
            day_awards = aw
    if rules.solo_table is not None:
        ws = [solo_award(v, rules.solo_table) for v in compare]
    else:
        ws = white_space_awards(compare, day_awards)

    for i, (page, ctx) in enumerate(zip(pages, ctxs, strict=True)):
        terms = dict.fromkeys((c.id for c in TERMS), 0)
        terms["articles"] = sum(t.tile.points for t in page.tiles if t.face_up and t.tile.type == "article")
        for t in page.tiles:
            if t.face_up and t.tile.type == "photo":
                pts = ctx.photo_hits(t) * t.tile.points_per_match
                terms["photos"] += min(pts, t.tile.photo_max) if t.tile.photo_max is not None else pts
        if page.focus_valid and page.focus_points is not None:
            terms["focus"] = page.focus_points
        elif page.focus_valid:
            for cond in page.focus.sides[page.focus_side]:
                got = evaluate(cond, ctx, rules.categories)
                terms["focus"] += got if got is not None else major(cond)[i]
        terms["white_space"] = ws[i]
        if rules.mood_penalty:
            good, bad = mood_counts(page)
            reduce = sum(page.modifier("mood_penalty_reduction"))
            terms["mood"] = -max(0, abs(good - bad) - reduce)
        penalty = rules.unplaced_penalty
        for value in page.modifier("unplaced_penalty"):
            penalty = value
        free = sum(page.modifier("unplaced_free"))
        terms["unplaced"] = -penalty * max(0, page.desk - free)
        for source, e in page.effects:
            if e.score is not None:
                got = evaluate(e.score, ctx, rules.categories)
                terms[source] += got if got is not None else major(e.score)[i]
        raw = sum(terms.values())
        terms["floor"] = max(0, -raw)
        log = logs[i]
        out.append(DayScore(
            name=page.name, terms=terms, raw=raw, total=raw + terms["floor"],
            income_raw=ctx.income_raw, income=max(0, ctx.income_raw), largest_empty=ctx.largest_empty,
            finish_token=page.finish_token, check_log=[f"{e['text'].render()} ({e['rule']})" for e in log],
            grid=page.grid_lines(), flips=sum(1 for e in log if e["action"] == "flipped"),
            grid_key=page.grid_key(),
            check_texts=[Text("{text} ({rule})", text=e["text"], rule=e["rule"]).to_json() for e in log]))
    return out
