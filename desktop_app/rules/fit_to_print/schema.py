"""Pydantic models of the Fit To Print YAML files (``data/fit_to_print/``, FTP-GAP-01..11).

The condition vocabulary of FTP-GAP-05 (``Filter``, ``Condition``, ``Effect``) lives here too:
an unknown condition kind, filter key or modifier is a load error naming file:line: field.
Cross-references (footprint ids, category ids, star positions) are checked in ``content.py``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import model_validator

from desktop_app.content import Name, StrictModel

WHERE = Literal["anywhere", "adjacent_to_focus", "above_fold", "below_fold", "crossing_fold",
                "border", "top_row", "bottom_row"]
KINDS = Literal["count", "sets", "threshold", "mood_balance", "largest_empty", "full_lines",
                "income", "photo_hits", "majority", "desk", "finish_token"]


class Filter(StrictModel):
    """Which tiles a condition counts (FTP-GAP-05)."""

    type: Literal["article", "photo", "ad", "any"] = "any"
    category: list[str] | None = None
    mood: Literal["good", "bad"] | None = None
    area: tuple[int, int] | None = None
    face: Literal["up", "down"] = "up"
    where: WHERE = "anywhere"
    next_to: Filter | None = None


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
    points: int = 1
    max: int | None = None
    filter: Filter = Filter()
    categories: list[str] | None = None
    at_least: int | None = None
    at_most: int | None = None
    exactly: int | None = None
    lines: Literal["rows", "columns"] | None = None
    min_hits: int = 1
    equals: int | None = None

    @model_validator(mode="after")
    def _kind_fields(self) -> Condition:
        need = _NEEDS.get(self.kind)
        if need and all(getattr(self, f) is None for f in need):
            raise ValueError(f"kind {self.kind!r} needs one of: {', '.join(need)}")
        return self


class Awards(StrictModel):
    """White-space awards (FTP-SCO-04)."""

    smallest: int
    middle: int
    largest: int


class Excuse(StrictModel):
    """``excuse_conflicts``: the first ``pairs`` conflict edges of ``type`` are excused (FTP-CHK-05)."""

    type: Literal["article", "photo", "ad"]
    pairs: int


class Effect(StrictModel):
    """One effect of a character or breaking-news card: a scoring term or one modifier."""

    score: Condition | None = None
    income: Condition | None = None
    timer_delta_s: int | None = None
    unplaced_penalty: int | None = None
    unplaced_free: int | None = None
    white_space_awards: Awards | None = None
    white_space_offset: int | None = None
    mood_penalty_reduction: int | None = None
    excuse_conflicts: Excuse | None = None
    hands: int | None = None
    take_back: int | None = None
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
    columns: int
    rows: int
    fold_after_row: int
    stars: list[str]
    areas: dict[str, list[str]]


class DayModel(StrictModel):
    """A day: which side and which area (FTP-DAY-02..04)."""

    id: str
    side: str
    area: str
    name: Name


class BoardsFile(StrictModel):
    """``boards.yaml``."""

    sides: dict[str, SideModel]
    days: list[DayModel]


# ---- tiles.yaml ----------------------------------------------------------------------------
class FootprintModel(StrictModel):
    """A polyomino: ``rows`` of ``#`` and ``.`` (FTP-GAP-02)."""

    type: Literal["article", "photo", "ad", "focus"]
    rows: list[str]


class CategoryModel(StrictModel):
    """An article category (colour)."""

    letter: str
    colour: str
    icon: str
    name: Name


class MoodModel(StrictModel):
    """A mood (good / bad news)."""

    letter: str
    colour: str
    icon: str
    name: Name


class PhotoCondition(StrictModel):
    """A photo's scoring condition (FTP-SCO-02, FTP-GAP-04)."""

    categories: list[str] = []
    moods: list[Literal["good", "bad"]] = []
    points_per_match: int = 1
    max: int | None = None


class TileModel(StrictModel):
    """A newspaper tile type; ``copies`` of it are in the pool (FTP-GAP-03)."""

    id: str
    type: Literal["article", "photo", "ad"]
    footprint: str
    category: str | None = None
    mood: Literal["good", "bad"] | None = None
    points: int | None = None
    mood_icons: int | None = None
    scores_adjacent: PhotoCondition | None = None
    income: int | None = None
    copies: int = 1
    headline: Name | None = None
    name: Name | None = None


class TilesFile(StrictModel):
    """``tiles.yaml``."""

    footprints: dict[str, FootprintModel]
    categories: dict[str, CategoryModel]
    moods: dict[str, MoodModel]
    tiles: list[TileModel]


# ---- focus.yaml, characters.yaml, breaking_news.yaml ---------------------------------------
class StartingFocusModel(StrictModel):
    """A starting focus-news tile: one side (FTP-COM-06)."""

    id: str
    name: Name
    conditions: list[Condition]
    footprint: str = "F6"


class RegularFocusModel(StrictModel):
    """A double-sided focus-news tile (FTP-COM-07)."""

    id: str
    name: Name
    a: list[Condition]
    b: list[Condition]
    footprint: str = "F6"


class FocusFile(StrictModel):
    """``focus.yaml``."""

    starting: list[StartingFocusModel]
    regular: list[RegularFocusModel]


class CharacterModel(StrictModel):
    """A character and its ability (FTP-GAP-07)."""

    id: str
    name: Name
    text: Name | None = None
    effects: list[Effect]


class CharactersFile(StrictModel):
    """``characters.yaml``."""

    characters: list[CharacterModel]


class BreakingModel(StrictModel):
    """A breaking-news card (FTP-GAP-08)."""

    id: str
    deck: str
    name: Name
    text: Name | None = None
    effects: list[Effect]


class BreakingFile(StrictModel):
    """``breaking_news.yaml``."""

    cards: list[BreakingModel]


# ---- rules.yaml, ai_profiles.yaml, puzzles ------------------------------------------------
class TwoPlayerModel(StrictModel):
    """The 2-player numbers (FTP-DRF-04, FTP-END-04)."""

    focus_draw: int
    income_gap: int
    penalty: int


class SoloRank(StrictModel):
    """A solo rank title from a score (FTP-GAP-11)."""

    at_least: int
    name: Name


class SoloModel(StrictModel):
    """Solo numbers (FTP-GAP-11)."""

    focus_draw: int
    white_space_table: list[tuple[int, int]]
    min_income: int
    ranks: list[SoloRank]


class RulesFile(StrictModel):
    """``rules.yaml`` (FTP-GAP-09)."""

    timer_choices_s: list[int]
    timer_default_s: int
    white_space_awards: Awards
    unplaced_penalty: int
    two_player: TwoPlayerModel
    finish_tokens: int
    breaking_cumulative: bool
    turn_timer_s: int
    family_timer_s: int
    solo: SoloModel


class Profile(StrictModel):
    """A computer editor's pace and search size (FTP-RT-04)."""

    name: Name
    reach_ms: int
    decide_ms: int
    place_ms: int
    jitter: float
    fill_target: float
    print_margin_s: int
    search_nodes: int


class ProfilesFile(StrictModel):
    """``ai_profiles.yaml``."""

    profiles: dict[str, Profile]


class PuzzleFocus(StrictModel):
    """The focus tile of a puzzle."""

    id: str
    side: Literal["a", "b", "start"] = "start"


class PuzzleModel(StrictModel):
    """A puzzle (FTP-GAP-10): a single day with a fixed desk."""

    id: str
    name: Name
    side: str
    area: str
    focus: PuzzleFocus
    desk: list[str]
    target: int
    no_conflicts: bool = False
