"""The solo difficulty (``solo_level``: easy / normal / hard, UM-SOLO-05): the option applies to a solo game only,
the engine scores a solo game against the chosen difficulty's target and refuses an unknown difficulty, the choice
survives a save, and the printed summary names it as the new-game dialog does."""

import pytest

from desktop_app.engine.game import GameOptions
from desktop_app.engine.record import GameRecord
from desktop_app.ladder import solo_option
from desktop_app.reports.html import sheet_to_html
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.scoring import solo_rank, solo_target
from tests.unconscious_mind.helpers import content


def _solo(level=None, seed=4):
    variants = {} if level is None else {"solo_level": level}
    return GAME.new_state(GameOptions.default(1, ["human"], **variants), content(), seed)


def _total_to(s, total):
    """Move the VP track so that the live sheet's total is ``total``."""
    s.players[0].vp += total - s.score_sheet().players[0].total


def test_solo_05_the_difficulty_option_is_for_one_player_and_ladder_finds_it():
    """The option applies to a solo game only; easy is its first choice, normal the default, hard the last (so
    ``ladder.solo_option`` pairs each bot level with its difficulty)."""
    spec = next(s for s in GAME.option_specs(content()) if s.key == "solo_level")
    assert spec.applies_to({}, 1) and not any(spec.applies_to({}, n) for n in (2, 3, 4))
    assert solo_option(GAME, content()) == ("solo_level", {"easy": "easy", "normal": "normal", "hard": "hard"})
    targets = content().rules.solo.targets
    assert f"easy {targets['easy']}, normal {targets['normal']}, hard {targets['hard']} VP" in spec.help["en"]
    assert f"簡單 {targets['easy']}、普通 {targets['normal']}、困難 {targets['hard']} 分" in spec.help["zh"]


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_solo_05_the_engine_scores_against_the_chosen_difficulty(level):
    """A solo game wins from its difficulty's target, not a point below; without the option it is normal's."""
    target = content().rules.solo.targets[level]
    s = _solo(level)
    assert solo_target(content(), s.variants) == target
    _total_to(s, target)
    assert s.score_sheet().winners == [0] and f"{target} points reached" in s.score_sheet().notes[0]
    _total_to(s, target - 1)
    assert s.score_sheet().winners == [] and "not reached" in s.score_sheet().notes[0]
    assert solo_target(content(), _solo().variants) == content().rules.solo.targets["normal"]


def test_solo_05_the_harder_difficulties_ask_for_more_and_a_win_is_never_guest():
    """The targets rise with the difficulty (hard above easy) and every winning score ranks above Guest."""
    c = content()
    targets = c.rules.solo.targets
    assert targets["easy"] <= targets["normal"] <= targets["hard"] and targets["easy"] < targets["hard"]
    guest = c.rules.solo.ranks[0].name.en
    for level, target in targets.items():
        assert all(solo_rank(c, score, {"solo_level": level})["en"] != guest for score in range(target, 200))


def test_solo_05_an_unknown_difficulty_is_refused_by_the_engine():
    refusal = GAME.check_options(GameOptions.default(1, ["human"], solo_level="impossible"))
    assert refusal is not None and refusal.rule_id == "UM-SOLO-05"
    with pytest.raises(ValueError, match="solo difficulty"):
        _solo("impossible")


def test_solo_05_the_difficulty_survives_a_save():
    """The record keeps the option: the game loaded from the save text, and its replay, have the hard target."""
    options = GameOptions.default(1, ["human"], solo_level="hard")
    s = GAME.new_state(options, content(), 9)
    record = GameRecord(GAME.id, GAME.content_version(content()), options, 9)
    for _ in range(12):
        action = s.decisions()[0].options[0]
        s.apply(action)
        record.actions.append(action)
    loaded, raw = GameRecord.loads(record.dumps(s))
    assert loaded.options.variants["solo_level"] == "hard" and raw["snapshot"]["variants"]["solo_level"] == "hard"
    replayed = loaded.replay(GAME, content())
    assert replayed.to_json() == raw["snapshot"]
    assert replayed.score_sheet().notes[0].args["target"] == content().rules.solo.targets["hard"]


def test_solo_05_the_summary_prints_the_difficulty_in_both_languages():
    s = _solo("hard")
    sheet = s.score_sheet()
    assert "Difficulty (solo): Hard" in sheet_to_html(sheet, "en")
    assert "難度（單人）：困難" in sheet_to_html(sheet, "zh")
    several = GAME.new_state(GameOptions.default(2, ["human", "normal"]), content(), 4).score_sheet()
    assert "Difficulty (solo)" not in sheet_to_html(several, "en")


def test_solo_05_a_paper_solo_sheet_takes_its_difficulty():
    """The score calculator: ``solo_level`` picks the target of a physical solo game; only for solo."""
    from desktop_app.engine.game import SheetError

    player = {"name": "Ann", "track_vp": 60, "prestige": 8, "cured": 1, "treatises": 0, "tags": [], "complex": [], "good_ideas": 0,
              "coffee": 0}
    hard = GAME.score_physical({"solo": True, "solo_level": "hard", "players": [player]})
    assert hard.notes[0].args["target"] == content().rules.solo.targets["hard"]
    with pytest.raises(SheetError, match="solo_level"):
        GAME.score_physical({"solo": True, "solo_level": "brutal", "players": [player]})
