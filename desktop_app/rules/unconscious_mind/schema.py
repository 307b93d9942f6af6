"""Pydantic models of ``data/unconscious_mind/*.yaml`` (UM-GAP-01..16).

Effect lists use the §19 vocabulary of ``vocabulary.py``. Ids that point elsewhere (locations,
articles, icons, actions) are checked in ``content.py``.
"""

from __future__ import annotations

from typing import Literal

from pydantic import Field, RootModel, field_validator, model_validator

from desktop_app.content import Name, StrictModel
from desktop_app.content.types import count
from desktop_app.rules.unconscious_mind.vocabulary import (
    Colour,
    CostTerm,
    Main,
    Size,
    Step,
    schedule_function,
)

MAX_SUPPLY = 20
"""The most copies of one treatise tile or recall tokens in one stack a pack may ask for (the box: 3)."""
MAX_PIECES = 40
"""The most ideas, insight markers or coffee a pack may give a player (the box: 6 coffee at most)."""


class Named(StrictModel):
    """An id with a name in both languages."""

    id: str
    name: Name


# ---- rules.yaml (UM-GAP-01) -----------------------------------------------------------------------
class Rank(StrictModel):
    """A solo rank from ``min`` points (UM-SOLO-05)."""

    min: int = Field(ge=0)
    name: Name


SOLO_LEVELS = ("easy", "normal", "hard")
"""The solo difficulties (the ``solo_level`` option), easiest first."""


class Solo(StrictModel):
    """UM-SOLO values: the target score by difficulty (``solo_level``), Freud's schedule, thresholds, ranks
    (their ``min`` is for the normal target; they move with the chosen difficulty's target, UM-SOLO-05)."""

    targets: dict[Literal["easy", "normal", "hard"], int]
    freud_schedule: str
    first_place_min: int = Field(ge=0)
    second_place_min: int = Field(ge=0)
    ranks: list[Rank] = Field(min_length=1)

    @field_validator("freud_schedule")
    @classmethod
    def _schedule(cls, text: str) -> str:
        schedule_function(text)
        return text

    @model_validator(mode="after")
    def _check(self) -> Solo:
        if [r.min for r in self.ranks] != sorted({r.min for r in self.ranks}):
            raise ValueError("ranks must rise strictly by min")
        if self.second_place_min > self.first_place_min:
            raise ValueError("second_place_min is above first_place_min")
        if set(self.targets) != set(SOLO_LEVELS):
            raise ValueError(f"targets: one per difficulty ({', '.join(SOLO_LEVELS)})")
        if [self.targets[level] for level in SOLO_LEVELS] != sorted(self.targets.values()):
            raise ValueError("targets: a harder difficulty never has a lower target")
        if len(self.ranks) > 1 and self.targets["normal"] < self.ranks[1].min:
            raise ValueError(f"targets: normal below {self.ranks[1].min}, the first rank above "
                             f"{self.ranks[0].name.en}, a win would rank {self.ranks[0].name.en}")
        return self


class CoffeeConversions(StrictModel):
    """UM-COF-02 prices."""

    ignore_suppress: int = Field(ge=0)
    transfer: int = Field(ge=0)
    elevate: int = Field(ge=0)
    good_idea: int = Field(ge=1)


class Ideas(StrictModel):
    """Ideas in supply at the start and locked above the three columns."""

    start: count(1, MAX_PIECES)
    locked: Literal[3]


class Insights(StrictModel):
    """Markers per player (UM-COMP-24)."""

    neutral: count(0, MAX_PIECES)
    player_colour_start: count(0, MAX_PIECES)
    locked_below_columns: Literal[3]
    locked_right_of_rows: Literal[3]


class RankBonus(StrictModel):
    """UM-END-02(a) per place."""

    per_cured: int = Field(ge=0)
    per_treatise: int = Field(ge=0)


class CoffeePerSpace(StrictModel):
    """The recall reminder side (UM-DEC-22)."""

    coffee_per_space: int = Field(ge=0)


class RecallReminder(StrictModel):
    """Both sides of the recall reminder."""

    era1: CoffeePerSpace
    era2: CoffeePerSpace


class PlayerRange(StrictModel):
    """Player counts."""

    min: Literal[1]
    max: Literal[4]


class RulesFile(StrictModel):
    """``rules.yaml`` (UM-GAP-01)."""

    players: PlayerRange
    era1_tiles_by_players: dict[int, int]
    solo: Solo
    end_safety_round: int = Field(ge=0)
    start_coffee: count(0, MAX_PIECES)
    coffee_max: count(1, MAX_PIECES)
    coffee_conversions: CoffeeConversions
    ideas: Ideas
    insights: Insights
    seat_compensation: dict[int, list[Step]]
    vp_floor: int = Field(ge=0)
    research_empty_deck_vp: int = Field(ge=0)
    citation_vp: int = Field(ge=0)
    four_article_prestige: int = Field(ge=0)
    location_activation_max: int = Field(ge=1)
    prestige_rank_bonus: dict[int, RankBonus]
    distinct_tag_vp: list[int]
    recall_reminder: RecallReminder
    good_idea_supply: Literal["unlimited"]
    colours: list[Named]
    sizes: list[Named]


# ---- boards ----------------------------------------------------------------------------------------
class TableAction(StrictModel):
    """A meeting-table action (UM-COMP-01): lightning = most executions; one option list per slash option."""

    id: str
    name: Name
    pos: tuple[int, int] | None = None
    lightning: int = Field(ge=1)
    options: list[list[Step]] = Field(min_length=1)


class IdeaSpace(StrictModel):
    """An explicit idea space (a board layout that is not the lattice)."""

    id: str
    adjacent: list[str] = Field(min_length=1)
    inkwell: int = Field(ge=0)


class MeetingFile(StrictModel):
    """``meeting_table.yaml`` (UM-GAP-02)."""

    actions: list[TableAction] = Field(min_length=1)
    idea_space_rows: int = Field(4, ge=1, le=8)
    idea_space_cols: int = Field(4, ge=1, le=8)
    inkwell_icons_by_space_row: list[int] = Field(default_factory=list)
    inkwell_icons: dict[str, int] = Field(default_factory=dict)
    spaces: list[IdeaSpace] | None = None


class RondelSpace(StrictModel):
    """An inkwell rondel space (UM-INK-03..06)."""

    id: str
    kind: Literal["top", "row", "reward", "prestige"]
    name: Name
    row: int | None = Field(None, ge=1, le=3)
    reward: list[Step] = Field(default_factory=list)


class RowRules(StrictModel):
    """What every full row adds to its rondel space (UM-MTH-09)."""

    full_ability: list[Step] = Field(min_length=1)


class ColumnRules(StrictModel):
    """A column's VP and generate ability once full (UM-MTH-08)."""

    col: int = Field(ge=1, le=3)
    full_vp: int = Field(ge=0)
    full_ability: list[Step] = Field(min_length=1)


class PlayerBoardFile(StrictModel):
    """``player_board.yaml`` (UM-GAP-03)."""

    rondel: list[RondelSpace] = Field(min_length=3)
    rows: RowRules
    columns: list[ColumnRules] = Field(min_length=3, max_length=3)


class HealingTrack(StrictModel):
    """The healing track: its top space and the VP spaces."""

    max: int = Field(ge=4)
    vp_spaces: dict[int, int]


class Catharsis(StrictModel):
    """The golden heart (UM-HEAL-06)."""

    space: int = Field(ge=1)
    reward: list[Step]


class PatientBoardFile(StrictModel):
    """``patient_board.yaml`` (UM-GAP-04)."""

    healing_track: HealingTrack
    catharsis: Catharsis
    basic_treatment: list[Main] = Field(min_length=1)


# ---- components ------------------------------------------------------------------------------------
class StartInsight(StrictModel):
    """An insight a starting tile's sidebar generates (UM-SET-17)."""

    size: Size
    colour: Colour


class StartInfo(StrictModel):
    """A starting tile's sidebar: the professor's location and the insights."""

    location: str
    insights: list[StartInsight]


class MethodTile(StrictModel):
    """A method tile (UM-GAP-05)."""

    id: str
    name: Name
    era: Literal[1, 2, "start"]
    letter: str | None = None
    main: Main
    sidebar: list[Step] = Field(default_factory=list)
    start: StartInfo | None = None
    consumes: Colour | None = None

    @model_validator(mode="after")
    def _kinds(self) -> MethodTile:
        if self.era == "start" and (self.letter is None or self.start is None):
            raise ValueError("a starting tile needs letter and start")
        if self.era != "start" and (self.letter is not None or self.start is not None):
            raise ValueError("only starting tiles have letter and start")
        return self


class MethodsFile(StrictModel):
    """``methods.yaml``."""

    tiles: list[MethodTile]


class LettersFile(StrictModel):
    """``letters.yaml`` (UM-GAP-06)."""

    letters: list[Named] = Field(min_length=1)


HOOKS = Literal["on_recall", "on_publish", "on_catharsis", "on_cure", "on_professor_move", "on_action",
                "on_method_gain"]


class Ongoing(StrictModel):
    """An ordinary patient's cured effect (§19 patient hooks): a hook, a converter or a modifier."""

    when: HOOKS | None = None
    action: str | None = None
    from_: list[Literal["pile", "middle", "right"]] | None = Field(None, alias="from")
    effect: list[Step] | None = None
    converter: Main | None = None
    limit: Literal["once_per_turn"] | None = None
    modifier: Literal["basic_treatment_hearts", "coffee_cost"] | None = None
    n: int | None = None
    conversion: Literal["transfer", "elevate", "good_idea", "ignore_suppress"] | None = None
    delta: int | None = None

    @model_validator(mode="after")
    def _shape(self) -> Ongoing:
        given = {k for k, v in self.model_dump(by_alias=True).items() if v is not None}
        shapes = ({"when", "effect"}, {"when", "effect", "action"}, {"when", "effect", "from"},
                  {"converter", "limit"}, {"modifier", "n"}, {"modifier", "conversion", "delta"})
        if given not in shapes:
            raise ValueError("an ongoing effect is {when, effect}, {converter, limit} or {modifier, ...}")
        if (self.action is not None) != (self.when == "on_action"):
            raise ValueError("on_action needs action (and only it)")
        if (self.from_ is not None) != (self.when == "on_method_gain"):
            raise ValueError("on_method_gain needs from (and only it)")
        if self.modifier == "coffee_cost" and self.conversion is None:
            raise ValueError("a coffee_cost modifier needs conversion and delta")
        if self.modifier == "basic_treatment_hearts" and self.n is None:
            raise ValueError("basic_treatment_hearts needs n")
        return self


ENDGAME_PER = Literal["treatise", "method_tile", "research_in_play", "cured_ordinary", "cured_complex",
                      "cured_any", "full_line", "district_insight", "goal_tile", "good_idea"]


class Endgame(StrictModel):
    """A complex patient's end-game condition: ``vp`` per ``per``, at most ``max``."""

    per: ENDGAME_PER
    vp: int = Field(ge=0)
    max: int = Field(ge=0)


class Patient(StrictModel):
    """A patient card (UM-GAP-07)."""

    id: str
    type: Literal["ordinary", "complex"]
    name: Name
    hearts: int = Field(ge=1)
    tag: str
    cure_vp: int = Field(ge=0)
    ongoing: list[Ongoing] = Field(default_factory=list)
    endgame: Endgame | None = None

    @model_validator(mode="after")
    def _kind(self) -> Patient:
        if self.type == "ordinary" and self.endgame is not None:
            raise ValueError("an ordinary patient has ongoing effects, not endgame")
        if self.type == "complex" and (self.ongoing or self.endgame is None):
            raise ValueError("a complex patient has an endgame condition and no ongoing effects")
        return self


class PatientsFile(StrictModel):
    """``patients.yaml``."""

    patients: list[Patient]


class Sorrow(StrictModel):
    """A sorrow overlay (UM-GAP-08)."""

    id: str
    name: Name
    hearts: int = Field(ge=0)
    icon: str


class SorrowsFile(StrictModel):
    """``sorrows.yaml``."""

    icons: list[Named] = Field(min_length=1)
    sorrows: list[Sorrow]


class Dream(StrictModel):
    """A dream card (UM-GAP-09): the treatment's cost, hearts and bonus."""

    id: str
    kind: Literal["manifest", "latent"]
    name: Name
    icon: str | None = None
    cost: list[CostTerm] = Field(default_factory=list)
    hearts: int = Field(ge=0)
    bonus: list[Step] = Field(default_factory=list)

    @model_validator(mode="after")
    def _icon(self) -> Dream:
        if (self.icon is None) == (self.kind == "manifest"):
            raise ValueError("manifest dreams have an icon, latent dreams none")
        return self


class DreamsFile(StrictModel):
    """``dreams.yaml``."""

    dreams: list[Dream]


class ScoringSpace(StrictModel):
    """A district scoring space (UM-RCL-04(b))."""

    min_tags: int = Field(ge=0)
    vp: int = Field(ge=0)


class District(StrictModel):
    """A district: its locations, optionally its own scoring spaces."""

    id: str
    name: Name
    locations: list[str] = Field(min_length=1)
    scoring_spaces: list[ScoringSpace] | None = None


class Location(StrictModel):
    """A location (UM-GAP-10)."""

    id: str
    name: Name
    effect: list[Step] = Field(min_length=1)
    recall_spaces: list[list[Step]] = Field(default_factory=list)


class RecallStacks(StrictModel):
    """Recall token stacks (UM-GAP-11)."""

    tokens_per_stack: dict[int, count(0, MAX_SUPPLY)]
    reveal_when_empty: dict[Literal["I", "II", "III"], list[Step]]


class MapFile(StrictModel):
    """``map.yaml``."""

    ring: list[str]
    wildcard: Named
    districts: list[District]
    district_scoring_spaces: list[ScoringSpace] = Field(min_length=1)
    locations: list[Location]
    recall_stacks: RecallStacks


class PrestigeColumn(StrictModel):
    """An action column under the prestige track (UM-PRE-04)."""

    spaces: list[int] = Field(min_length=1)
    options: list[list[Step]] = Field(min_length=1)


class PrestigeFile(StrictModel):
    """``prestige.yaml`` (UM-GAP-12)."""

    spaces: int = Field(ge=3)
    vp: list[int]
    freud_start: int = Field(ge=0)
    era2_at: int = Field(ge=1)
    end_at: int = Field(ge=2)
    columns: list[PrestigeColumn] = Field(min_length=1)


class ResearchCard(StrictModel):
    """A research card (UM-GAP-13)."""

    id: str
    name: Name
    tag: str
    article: str
    effect: list[Step] = Field(default_factory=list)


class ResearchFile(StrictModel):
    """``research.yaml``."""

    articles: list[Named] = Field(min_length=1)
    cards: list[ResearchCard]


class Treatise(StrictModel):
    """A treatise tile (UM-GAP-14)."""

    id: str
    name: Name
    supply: count(1, MAX_SUPPLY)
    vp: int = Field(ge=0)
    prestige: int | None = Field(None, ge=0)
    tags: list[str] = Field(min_length=2, max_length=2)
    articles: list[str] = Field(min_length=1)
    cite_vp: int = Field(ge=0)


class TreatisesFile(StrictModel):
    """``treatises.yaml``."""

    treatises: list[Treatise]


class GoalCondition(StrictModel):
    """A goal tile's condition (UM-GOAL-02)."""

    kind: Literal["insights_on_district_spaces", "full_columns", "research_in_play_district_colours",
                  "cured_ordinary", "cured_complex", "cured_any", "treatises"]
    n: int = Field(ge=1)


class Goal(StrictModel):
    """A location goal tile (UM-GAP-15)."""

    id: str
    name: Name
    tag: str
    vp: int = Field(ge=0)
    condition: GoalCondition


class GoalsFile(StrictModel):
    """``goals.yaml``."""

    goals: list[Goal]


class TextsFile(RootModel[dict[str, str]]):
    """``texts_zh.yaml``: 繁體中文 for every Text key the engine emits."""


MODELS = {
    "rules.yaml": RulesFile, "meeting_table.yaml": MeetingFile, "player_board.yaml": PlayerBoardFile,
    "patient_board.yaml": PatientBoardFile, "methods.yaml": MethodsFile, "letters.yaml": LettersFile,
    "patients.yaml": PatientsFile, "sorrows.yaml": SorrowsFile, "dreams.yaml": DreamsFile, "map.yaml": MapFile,
    "prestige.yaml": PrestigeFile, "research.yaml": ResearchFile, "treatises.yaml": TreatisesFile,
    "goals.yaml": GoalsFile, "texts_zh.yaml": TextsFile,
}
