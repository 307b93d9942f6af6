"""Final scoring (UM-END-02), the tie-break (UM-TIE-01), solo results (UM-SOLO-04/05) and score sheets.

Categories (UM-ENG-02): ``during_play`` (the VP track), ``prestige_rank`` (1st: per cured patient
and per treatise ×2, 2nd ×1; solo by thresholds), ``distinct_tags`` (distinct locations among
research in play, treatises, cured patients and goal tiles; the wildcard counts as the best
missing location, UM-DEC-24), ``complex_patients`` (cured complex patients' conditions) and
``good_ideas`` (1 VP each, after converting coffee 3:1). During play the same sheet is the live
estimate; it is final once the game is over.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.engine.scoresheet import Category, PlayerScore, ScoreSheet, rank_by
from desktop_app.engine.text import Text
from desktop_app.rules.unconscious_mind.content import UmContent
from desktop_app.rules.unconscious_mind.core import prices
from desktop_app.rules.unconscious_mind.model import OWN
from desktop_app.rules.unconscious_mind.vienna import tags

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState

GAME_NAME = {"en": "Unconscious Mind", "zh": "潛意識"}
CATEGORIES = [
    Category("during_play", "VP track", "勝利分數軌"),
    Category("prestige_rank", "Prestige ranking", "聲望排名"),
    Category("distinct_tags", "Distinct location tags", "不同地點標籤"),
    Category("complex_patients", "Complex patients", "複雜案主"),
    Category("good_ideas", "Good ideas (coffee 3:1)", "好主意（咖啡 3:1）"),
]
TIE_BREAK = Text("the better prestige ranking (higher space, then lower in the stack)")
DETAIL_LABELS = {
    "prestige": Text("Prestige: {value}"),
    "prestige_place": Text("Prestige ranking: place {value}"),
    "cured": Text("Patients cured: {value}"),
    "treatises": Text("Treatises: {value}"),
}
"""The details a printed summary shows (``{value}`` is the detail): what the prestige bonus counts
(UM-END-02a) and the tie-break (UM-TIE-01). The location tags, the markers left and the solo target
and rank (a note) are not printed; nor is the prestige place in solo, where thresholds decide
(UM-SOLO-04)."""
SOLO_DETAIL_LABELS = {key: label for key, label in DETAIL_LABELS.items() if key != "prestige_place"}


def distinct_count(content: UmContent, tag_list: list[str]) -> int:
    """Distinct locations among ``tag_list``; each wildcard adds one missing location (UM-DEC-24)."""
    known = {t for t in tag_list if t != content.wildcard}
    return min(len(content.ring), len(known) + tag_list.count(content.wildcard))


def distinct_vp(content: UmContent, tag_list: list[str]) -> int:
    """VP of the distinct-location table."""
    table = content.rules.distinct_tag_vp
    return table[min(distinct_count(content, tag_list), len(table) - 1)]


def rank_bonus(content: UmContent, place: int | None, cured: int, treatises: int) -> int:
    """UM-END-02(a): the bonus of prestige place 1 or 2 (None: no bonus)."""
    bonus = content.rules.prestige_rank_bonus.get(place) if place else None
    return bonus.per_cured * cured + bonus.per_treatise * treatises if bonus else 0


def solo_place(content: UmContent, prestige: int) -> int | None:
    """UM-SOLO-04: 1st-place bonus from ``first_place_min``, 2nd from ``second_place_min``."""
    solo = content.rules.solo
    return 1 if prestige >= solo.first_place_min else 2 if prestige >= solo.second_place_min else None


def solo_target(content: UmContent, variants: dict | None) -> int:
    """The solo target of the difficulty chosen in ``variants`` (``solo_level``, normal if unset; UM-SOLO-05)."""
    return content.rules.solo.targets[(variants or {}).get("solo_level", "normal")]


def rank_floors(content: UmContent, variants: dict | None) -> list[tuple[int, dict]]:
    """The solo ranks of the chosen difficulty, lowest first, as ``(score from which it is held, name)``
    (UM-SOLO-05). ``solo.ranks`` gives them for the normal target; every rank above the first moves with the
    difficulty's target (easy's lower target lowers them alike), so reaching any target ranks above the first."""
    solo = content.rules.solo
    shift = solo_target(content, variants) - solo.targets["normal"]
    return [(rank.min + shift if i else 0, rank.name.model_dump()) for i, rank in enumerate(solo.ranks)]


def solo_rank(content: UmContent, total: int, variants: dict | None = None) -> dict:
    """The rank line of the solo score screen at the chosen difficulty (UM-SOLO-05, :func:`rank_floors`)."""
    return [name for floor, name in rank_floors(content, variants) if total >= floor][-1]


def places(keys: list[tuple[int, int]]) -> list[int]:
    """1-based prestige places from ``(space, stack position)``: higher space, then lower stack (UM-PRE-06)."""
    order = sorted(range(len(keys)), key=lambda i: (-keys[i][0], keys[i][1]))
    out = [0] * len(keys)
    for pos, i in enumerate(order):
        out[i] = pos + 1
    return out


def endgame_value(state: UmState, seat: int, per: str) -> int:
    """What one complex patient's condition counts for ``seat`` (UM-GAP-07 ``per``)."""
    c, p = state.content, state.players[seat]
    cured_types = [c.patients[x]["type"] for x in p.cured]
    full_lines = sum(p.row_full(k) for k in range(3)) + sum(p.col_full(k) for k in range(3))
    return {"treatise": len(p.treatises), "method_tile": sum(t is not None for t in p.grid),
            "research_in_play": len(p.in_play), "cured_ordinary": cured_types.count("ordinary"),
            "cured_complex": cured_types.count("complex"), "cured_any": len(p.cured), "full_line": full_lines,
            "district_insight": p.markers_out,
            "goal_tile": len(p.goals), "good_idea": p.good_ideas}[per]


def final_categories(state: UmState, seat: int, place: int | None) -> dict[str, int]:
    """The five categories of ``seat`` (prestige ``place`` 1, 2 or None)."""
    c, p = state.content, state.players[seat]
    complex_vp = 0
    for pid in p.cured:
        end = c.patients[pid]["endgame"]
        if end:
            complex_vp += min(end["max"], end["vp"] * endgame_value(state, seat, end["per"]))
    return {"during_play": p.vp, "prestige_rank": rank_bonus(c, place, len(p.cured), len(p.treatises)),
            "distinct_tags": distinct_vp(c, tags(state, seat)), "complex_patients": complex_vp,
            "good_ideas": p.good_ideas + p.coffee // prices(state, seat)[3]}


def state_sheet(state: UmState) -> ScoreSheet:
    """The live (or final, once the game is over) score sheet of a game."""
    c = state.content
    keys = [(p.prestige, p.stamp) for p in state.players]
    ranks = places(keys)
    players = []
    for seat, p in enumerate(state.players):
        place = solo_place(c, p.prestige) if state.solo else (ranks[seat] if ranks[seat] <= 2 else None)
        cats = final_categories(state, seat, place)
        details = {"prestige": p.prestige, "prestige_place": ranks[seat], "cured": len(p.cured),
                   "treatises": len(p.treatises), "tags": tags(state, seat), "own_markers_left": p.own_on_dial(),
                   "storage_own": p.storage[OWN]}
        players.append(PlayerScore(p.name, cats, sum(cats.values()), 0, details))
    return finish_sheet(c, players, keys, state.solo, final=state.phase == "over", variants=dict(state.variants))


def finish_sheet(c: UmContent, players: list[PlayerScore], keys: list[tuple[int, int]], solo: bool, final: bool,
                 variants: dict | None = None, notes: list[Text | str] | None = None) -> ScoreSheet:
    """Winners and tie-break (UM-TIE-01: higher prestige, then lower in the stack), or the solo result."""
    notes = list(notes or [])
    if solo:
        line = players[0]
        target = solo_target(c, variants)
        line.rank = 1
        rank = solo_rank(c, line.total, variants)
        line.details["solo_rank"] = rank
        line.details["target"] = target
        winners = [0] if line.total >= target else []
        notes.append(solo_note(target, bool(winners), rank))
        return ScoreSheet("unconscious-mind", GAME_NAME, CATEGORIES, players, winners, "", final=final,
                          variants=variants or {}, notes=notes, detail_labels=dict(SOLO_DETAIL_LABELS))
    winners, reason = rank_by(players, [(TIE_BREAK, lambda i: (keys[i][0], -keys[i][1]))])
    return ScoreSheet("unconscious-mind", GAME_NAME, CATEGORIES, players, winners, reason, final=final,
                      variants=variants or {}, notes=notes, detail_labels=dict(DETAIL_LABELS))


def solo_note(target: int, reached: bool, rank: dict) -> Text:
    """The solo result note (UM-SOLO-05): the target reached or not, and the rank's name."""
    if reached:
        return Text("Solo target of {target} points reached: you win (UM-SOLO-05). Rank: {rank}",
                    target=target, rank=rank)
    return Text("Solo target of {target} points not reached (UM-SOLO-05). Rank: {rank}", target=target, rank=rank)
