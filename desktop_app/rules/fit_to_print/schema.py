"""Pydantic models of the Fit To Print YAML files (``data/fit_to_print/``, FTP-GAP-01..11).

The condition vocabulary of FTP-GAP-05 (``Filter``, ``Condition``, ``Effect``) lives here too:
an unknown condition kind, filter key or modifier is a load error naming file:line: field.
Every number has the range a game can hold (a negative copy count, a 10-million-node search or
a rank table that leaves a score without a title are refused here); cross-references
(footprint ids, category ids, star positions) and totals are checked in ``content.py``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, model_validator

from desktop_app.content import Name, StrictModel
from desktop_app.content.types import Description, HexColour, Id, count, number

WHERE = Literal["anywhere", "adjacent_to_focus", "above_fold", "below_fold", "crossing_fold",
                "border", "top_row", "bottom_row"]
KINDS = Literal["count", "sets", "threshold", "mood_balance", "largest_empty", "full_lines",
                "income", "photo_hits", "majority", "desk", "finish_token"]


class Filter(StrictModel):
    """Which tiles a condition counts (FTP-GAP-05)."""

    type: Literal["article", "photo", "ad", "any"] = "any"
    category: list[Id] | None = Field(None, max_length=12)
    mood: Literal["good", "bad"] | None = None
    area: tuple[int, int] | None = None
    face: Literal["up", "down"] = "up"
    where: WHERE = "anywhere"
    next_to: Filter | None = None

    @model_validator(mode="after")
    def _area_range(self) -> Filter:
        if self.area is not None and not 1 <= self.area[0] <= self.area[1] <= MAX_CELLS:
            raise ValueError(f"area is [smallest, largest] with 1 ≤ smallest ≤ largest ≤ {MAX_CELLS}")
        return self


MAX_CELLS = 144
"""Cells of the largest board side allowed (12 × 12)."""
POINTS = count(-50, 50)
"""Points of one condition or award (per item or flat)."""

_NEEDS = {
    "threshold": ("at_least", "at_most", "exactly"),
    "mood_balance": ("exactly", "at_most"),
    "largest_empty": ("at_most",),
    "full_lines": ("lines",),
    "income": ("at_least",),
    "desk": ("at_most",),
    "finish_token": ("equals",),
}


class Condition(StrictModel):
    """A scoring condition evaluated on one page after the check (FTP-GAP-05)."""

    kind: KINDS
    points: POINTS = 1
    max: count(0, 500) | None = None
    filter: Filter = Filter()
    categories: list[Id] | None = Field(None, max_length=12)
    at_least: count(0, 500) | None = None
    at_most: count(0, 500) | None = None
    exactly: count(0, 500) | None = None
    lines: Literal["rows", "columns"] | None = None
    min_hits: count(1, 50) = 1
    equals: count(1, 6) | None = None

    @model_validator(mode="after")
    def _kind_fields(self) -> Condition:
        need = _NEEDS.get(self.kind)
        if need and all(getattr(self, f) is None for f in need):
            raise ValueError(f"kind {self.kind!r} needs one of: {', '.join(need)}")
        return self


class Awards(StrictModel):
    """White-space awards (FTP-SCO-04)."""

    smallest: POINTS
    middle: POINTS
    largest: POINTS


class Excuse(StrictModel):
    """``excuse_conflicts``: the first ``pairs`` conflict edges of ``type`` are excused (FTP-CHK-05)."""

    type: Literal["article", "photo", "ad"]
    pairs: count(1, 50)


class Effect(StrictModel):
    """One effect of a character or breaking-news card: a scoring term or one modifier."""

    score: Condition | None = None
    income: Condition | None = None
    timer_delta_s: count(-120, 120) | None = None
    unplaced_penalty: count(0, 10) | None = None
    unplaced_free: count(0, 20) | None = None
    white_space_awards: Awards | None = None
    white_space_offset: count(-20, 20) | None = None
    mood_penalty_reduction: count(0, 20) | None = None
    excuse_conflicts: Excuse | None = None
    hands: count(1, 3) | None = None
    take_back: count(0, 5) | None = None
    forbid: Filter | None = None

    @model_validator(mode="after")
    def _one_key(self) -> Effect:
        keys = [k for k, v in self if v is not None]
        if len(keys) != 1:
            raise ValueError(f"an effect has exactly one key (got {', '.join(keys) or 'none'})")
        return self


# ---- boards.yaml ---------------------------------------------------------------------------
class SideModel(StrictModel):
    """One side of the front page board (FTP-GAP-01)."""

    name: Name | None = None
    columns: count(2, 12)
    rows: count(2, 12)
    fold_after_row: count(1, 11)
    stars: list[str] = Field(min_length=1, max_length=6)
    areas: dict[Id, list[str]] = Field(min_length=1, max_length=6)

    @model_validator(mode="after")
    def _fold_inside(self) -> SideModel:
        if self.fold_after_row >= self.rows:
            raise ValueError(f"fold_after_row must be below the last row ({self.rows})")
        return self


class DayModel(StrictModel):
    """A day: which side and which area (FTP-DAY-02..04)."""

    id: Literal["fri", "sat", "sun"]
    side: Id
    area: Id
    name: Name


class BoardsFile(StrictModel):
    """``boards.yaml``: the days are Friday, Saturday and Sunday, in order (FTP-DAY-02..04)."""

    sides: dict[Id, SideModel] = Field(min_length=1, max_length=4)
    days: list[DayModel]

    @model_validator(mode="after")
    def _three_days(self) -> BoardsFile:
        if [d.id for d in self.days] != ["fri", "sat", "sun"]:
            raise ValueError("days are fri, sat and sun, in this order (FTP-DAY-02..04)")
        return self


# ---- tiles.yaml ----------------------------------------------------------------------------
class FootprintModel(StrictModel):
    """A polyomino: ``rows`` of ``#`` and ``.`` (FTP-GAP-02)."""

    type: Literal["article", "photo", "ad", "focus"]
    rows: list[str] = Field(min_length=1, max_length=6)


Letter = Field(pattern=r"^[A-Za-z]$")
"""One letter, shown on a tile and used in tile names."""


class CategoryModel(StrictModel):
    """An article category (colour)."""

    letter: str = Letter
    colour: HexColour
    icon: Id
    name: Name


class MoodModel(StrictModel):
    """A mood (good / bad news)."""

    letter: str = Letter
    colour: HexColour
    icon: Id
    name: Name


class PhotoCondition(StrictModel):
    """A photo's scoring condition (FTP-SCO-02, FTP-GAP-04)."""

    categories: list[Id] = Field([], max_length=12)
    moods: list[Literal["good", "bad"]] = Field([], max_length=2)
    points_per_match: count(0, 10) = 1
    max: count(0, 50) | None = None


MAX_COPIES = 30
"""Copies of one tile type in the pool."""
MAX_POOL = 400
"""Physical tiles in the whole pool (the built-in pool holds 128)."""


class TileModel(StrictModel):
    """A newspaper tile type; ``copies`` of it are in the pool (FTP-GAP-03)."""

    id: Id
    type: Literal["article", "photo", "ad"]
    footprint: Id
    category: Id | None = None
    mood: Literal["good", "bad"] | None = None
    points: count(0, 20) | None = None
    mood_icons: count(0, 6) | None = None
    scores_adjacent: PhotoCondition | None = None
    income: count(0, 20) | None = None
    copies: count(1, MAX_COPIES) = 1
    headline: Name | None = None
    name: Name | None = None


class TilesFile(StrictModel):
    """``tiles.yaml``: moods are ``good`` and ``bad``; the pool holds at most :data:`MAX_POOL` tiles."""

    footprints: dict[Id, FootprintModel] = Field(min_length=1, max_length=60)
    categories: dict[Id, CategoryModel] = Field(min_length=1, max_length=8)
    moods: dict[Literal["good", "bad"], MoodModel]
    tiles: list[TileModel] = Field(min_length=1, max_length=MAX_POOL)

    @model_validator(mode="after")
    def _totals(self) -> TilesFile:
        if set(self.moods) != {"good", "bad"}:
            raise ValueError("moods are 'good' and 'bad'")
        for what, items in (("category", self.categories), ("mood", self.moods)):
            letters = [m.letter for m in items.values()]
            if len(set(letters)) != len(letters):
                raise ValueError(f"two {what} entries use the same letter")
        pool = sum(t.copies for t in self.tiles)
        if pool > MAX_POOL:
            raise ValueError(f"the pool would hold {pool} tiles (at most {MAX_POOL})")
        return self


# ---- focus.yaml, characters.yaml, breaking_news.yaml ---------------------------------------
Conditions = list[Condition]


class StartingFocusModel(StrictModel):
    """A starting focus-news tile: one side (FTP-COM-06)."""

    id: Id
    name: Name
    conditions: Conditions = Field(max_length=8)
    footprint: Id = "F6"


class RegularFocusModel(StrictModel):
    """A double-sided focus-news tile (FTP-COM-07)."""

    id: Id
    name: Name
    a: Conditions = Field(max_length=8)
    b: Conditions = Field(max_length=8)
    footprint: Id = "F6"


class FocusFile(StrictModel):
    """``focus.yaml``: at least 6 starting tiles and 2 × 6 regular ones for two drafts (FTP-GAP-06)."""

    starting: list[StartingFocusModel] = Field(min_length=6, max_length=100)
    regular: list[RegularFocusModel] = Field(min_length=12, max_length=100)


class CharacterModel(StrictModel):
    """A character and its ability (FTP-GAP-07)."""

    id: Id
    name: Name
    text: Description | None = None
    effects: list[Effect] = Field(min_length=1, max_length=8)


class CharactersFile(StrictModel):
    """``characters.yaml``: at least 6, one per seat (FTP-GAP-07)."""

    characters: list[CharacterModel] = Field(min_length=6, max_length=100)


class BreakingModel(StrictModel):
    """A breaking-news card (FTP-GAP-08)."""

    id: Id
    deck: Id
    name: Name
    text: Description | None = None
    effects: list[Effect] = Field(min_length=1, max_length=8)


class BreakingFile(StrictModel):
    """``breaking_news.yaml``: each day's deck needs at least one card (FTP-GAP-08), checked in content.py."""

    cards: list[BreakingModel] = Field(min_length=1, max_length=300)


# ---- rules.yaml, ai_profiles.yaml, puzzles ------------------------------------------------
class TwoPlayerModel(StrictModel):
    """The 2-player numbers (FTP-DRF-04, FTP-END-04)."""

    focus_draw: count(2, 6)
    income_gap: count(0, 100)
    penalty: count(0, 100)


class SoloRank(StrictModel):
    """A solo rank title from a score (FTP-GAP-11)."""

    at_least: count(0, 1000)
    name: Name


class SoloModel(StrictModel):
    """Solo numbers (FTP-GAP-11): a white-space table and rank titles, both rising."""

    focus_draw: count(1, 6)
    white_space_table: list[tuple[int, int]] = Field(min_length=1, max_length=20)
    min_income: count(0, 1000)
    ranks: list[SoloRank] = Field(min_length=1, max_length=20)

    @model_validator(mode="after")
    def _rising(self) -> SoloModel:
        tops = [top for top, _ in self.white_space_table]
        if tops != sorted(set(tops)) or tops[0] < 0:
            raise ValueError("white_space_table: the region sizes [up to, points] must rise strictly from 0")
        if any(not -50 <= pts <= 50 for _, pts in self.white_space_table):
            raise ValueError("white_space_table: points lie between -50 and 50")
        steps = [r.at_least for r in self.ranks]
        if steps != sorted(set(steps)) or steps[0] != 0:
            raise ValueError("ranks: at_least must start at 0 and rise strictly (every score has a title)")
        return self


class RulesFile(StrictModel):
    """``rules.yaml`` (FTP-GAP-09)."""

    timer_choices_s: list[count(30, 900)] = Field(min_length=1, max_length=6)
    timer_default_s: count(30, 900)
    white_space_awards: Awards
    unplaced_penalty: count(0, 10)
    two_player: TwoPlayerModel
    finish_tokens: count(6, 12)
    breaking_cumulative: bool
    turn_timer_s: count(5, 600)
    family_timer_s: count(30, 900)
    solo: SoloModel

    @model_validator(mode="after")
    def _default_timer(self) -> RulesFile:
        if self.timer_default_s not in self.timer_choices_s:
            raise ValueError("timer_default_s must be one of timer_choices_s")
        if len(set(self.timer_choices_s)) != len(self.timer_choices_s):
            raise ValueError("timer_choices_s lists a timer twice")
        return self


class Profile(StrictModel):
    """A computer editor's pace and search size (FTP-RT-04)."""

    name: Name
    reach_ms: count(50, 60_000)
    decide_ms: count(50, 60_000)
    place_ms: count(50, 60_000)
    jitter: number(0.0, 1.0)
    fill_target: number(0.1, 1.0)
    print_margin_s: count(0, 300)
    search_nodes: count(10, 1_000_000)


class ProfilesFile(StrictModel):
    """``ai_profiles.yaml``: the three levels a seat can choose (FTP-RT-04)."""

    profiles: dict[Literal["easy", "normal", "hard"], Profile]

    @model_validator(mode="after")
    def _all_levels(self) -> ProfilesFile:
        missing = [lv for lv in ("easy", "normal", "hard") if lv not in self.profiles]
        if missing:
            raise ValueError(f"profiles: missing level {', '.join(missing)} (easy, normal and hard are needed)")
        return self


class PuzzleFocus(StrictModel):
    """The focus tile of a puzzle."""

    id: Id
    side: Literal["a", "b", "start"] = "start"


class PuzzleModel(StrictModel):
    """A puzzle (FTP-GAP-10): a single day with a fixed desk."""

    id: Id
    name: Name
    side: Id
    area: Id
    focus: PuzzleFocus
    desk: list[Id] = Field(min_length=1, max_length=40)
    target: count(0, 500)
    no_conflicts: bool = False
