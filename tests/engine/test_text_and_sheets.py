"""Engine Texts (plurals, default names, JSON) and score sheets whose every word is translatable."""

from __future__ import annotations

import copy
from pathlib import Path

import pytest
import yaml

from desktop_app.engine.game import GameOptions, OptionSpec, Seat, get_game
from desktop_app.engine.scoresheet import (
    SHARED_VICTORY,
    TIE_BROKEN,
    PlayerScore,
    ScoreSheet,
    option_labels,
    rank_by,
)
from desktop_app.engine.text import Text, default_player_name, format_text, localise_name, render_value
from desktop_app.reports.texts import say, translator, zh_texts
from desktop_app.rules.fit_to_print import endgame as ftp_endgame
from desktop_app.rules.gutenberg.flow import describe

ROOT = Path(__file__).resolve().parents[2]


def test_plural_forms_follow_the_number_in_english_and_vanish_in_chinese():
    text = Text("{player} takes {n} ink for {cost} {cost|coin|coins}", player="Ann", n=2, cost=1)
    assert text.render() == "Ann takes 2 ink for 1 coin"
    assert Text(text.key, player="Ann", n=1, cost=3).render() == "Ann takes 1 ink for 3 coins"
    zh = text.render("zh", lambda key: "{player} 花 {cost} 元拿取 {n} 個墨水")
    assert zh == "Ann 花 1 元拿取 2 個墨水"
    assert format_text("{n} {n|letter|letters} of choice", {"n": 1}) == "1 letter of choice"
    assert format_text("{n} {n|letter|letters} of choice", {"n": "2"}) == "2 letters of choice"
    assert format_text("no markers {x}", {"x": 0}) == "no markers 0"


def test_gutenberg_rewards_read_1_coin_and_2_letters():
    """ "1 coins" and "1 letters of choice" once appeared in the log."""
    content = get_game("gutenberg").load_content()
    got = describe((("coins", 1), ("letter_choice", 1), ("letter_choice", 2), ("coins", 3)), content)
    assert got["en"] == "1 coin, 1 letter of choice, 2 letters of choice, 3 coins"
    assert got["zh"] == "1 元、1 個任選活字、2 個任選活字、3 元"


def test_a_default_seat_name_is_given_in_the_reader_s_language():
    assert default_player_name(3) == "Player 3"
    assert localise_name("Player 3", "zh") == "玩家 3" and localise_name("Player 3", "en") == "Player 3"
    assert localise_name("Player Three", "zh") == "Player Three" and localise_name("安", "zh") == "安"
    note = Text("{player} calls Print!", player="Player 2")
    assert note.render("zh", lambda key: "{player} 喊出「印刷！」") == "玩家 2 喊出「印刷！」"
    assert render_value("Player 5", "zh") == "玩家 5"


def test_texts_round_trip_through_json_and_still_read_as_their_english():
    text = Text("{player}: {line}", player="Ben", line=Text("{tile} is in {n} {n|conflict|conflicts}",
                                                             tile="c S3b", n=2))
    again = Text.from_json(text.to_json())
    assert again == text and again.render() == "Ben: c S3b is in 2 conflicts"
    assert Text.from_json("an old plain note") == "an old plain note"
    assert text == "Ben: c S3b is in 2 conflicts" and "conflicts" in text
    assert text.startswith("Ben:") and not Text("")


def test_rank_by_gives_the_tie_break_as_a_text_with_its_description():
    players = [PlayerScore("A", {}, 12), PlayerScore("B", {}, 12)]
    winners, reason = rank_by(players, [(Text("fewest ink tokens"), lambda i: -i)])
    assert winners == [0] and reason == Text(TIE_BROKEN, desc=Text("fewest ink tokens"))
    assert reason.render("zh", translator("zh")) == "同分，以墨水標記數量最少決勝"
    _, shared = rank_by([PlayerScore("A", {}, 5), PlayerScore("B", {}, 5)], [("most coins", lambda i: 1)])
    assert shared == Text(SHARED_VICTORY)


def test_option_labels_are_the_names_and_values_players_chose_from():
    specs = [OptionSpec("mode", {"en": "Mode", "zh": "模式"}, "choice", "a",
                        (("a", {"en": "Alpha", "zh": "甲"}), ("b", {"en": "Beta", "zh": "乙"}))),
             OptionSpec("extra", {"en": "Extra rule", "zh": "額外規則"}),
             OptionSpec("puzzle", {"en": "Puzzle", "zh": "題目"}, "choice", "", (("P1", {"en": "P1", "zh": "P1"}),))]
    assert option_labels(specs, {"mode": "b"}) == [({"en": "Mode", "zh": "模式"}, {"en": "Beta", "zh": "乙"})]
    labels = option_labels(specs, {"extra": True, "puzzle": "nope", "hidden": 1})
    assert [say(n, "zh") + "：" + say(v, "zh") for n, v in labels] == ["模式：甲", "額外規則：開"]


def _texts(value, found: set[str]) -> set[str]:
    """Every Text key inside ``value`` (nested arguments, lists, mappings)."""
    if isinstance(value, Text):
        found.add(value.key)
        for arg in value.args.values():
            _texts(arg, found)
    elif isinstance(value, dict):
        for v in value.values():
            _texts(v, found)
    elif isinstance(value, list | tuple):
        for v in value:
            _texts(v, found)
    return found


def _sheet_texts(sheet: ScoreSheet) -> set[str]:
    found: set[str] = set()
    _texts([sheet.tie_break, sheet.notes, sheet.detail_labels, [p.details.get("grid_key") for p in sheet.players]],
           found)
    return found


def _ftp_days(names: list[str], incomes: list[int], scores: list[int]) -> dict:
    players = [{"name": n, "articles": s, "photos": 0, "focus": 0, "largest_empty": 2, "good_icons": 1,
                "bad_icons": 1, "desk": 0, "income": i, "finish_token": k + 1}
               for k, (n, i, s) in enumerate(zip(names, incomes, scores, strict=True))]
    return {"days": [{"day": d, "players": copy.deepcopy(players)} for d in ("fri", "sat", "sun")]}


def ftp_sheets() -> list[ScoreSheet]:
    game = get_game("fit-to-print")
    friday = yaml.safe_load((ROOT / "examples" / "fit_to_print_friday.yaml").read_text(encoding="utf-8"))
    return [
        game.score_physical(friday),  # pages, keys and the check log
        game.score_physical(_ftp_days(["Ann", "Bo", "Cy"], [3, 5, 5], [9, 8, 8])),  # a paper closes
        game.score_physical(_ftp_days(["Ann", "Bo", "Cy"], [5, 5, 1], [9, 9, 4])),  # tie broken by income? no: token
        game.score_physical(_ftp_days(["Ann", "Bo", "Cy"], [6, 5, 1], [9, 9, 4])),  # tie broken by income
        game.score_physical(_ftp_days(["Ann", "Bo"], [1, 9], [9, 4])),  # the 2-player gap
        game.score_physical(_ftp_days(["Ann"], [2], [9])),  # the solo paper folds
        game.score_physical(_ftp_days(["Ann"], [9], [9])),  # a solo rank
    ]


def gutenberg_sheets() -> list[ScoreSheet]:
    game = get_game("gutenberg")
    example = yaml.safe_load((ROOT / "examples" / "gutenberg_final.yaml").read_text(encoding="utf-8"))
    tied = copy.deepcopy(example)
    for player in tied["players"]:
        player.update(prestige=20, coins=0, letters=5, ink=2, patrons=[],
                      specialties={"typesetting": 1, "woodcut": 1, "binding": 1, "colouring": 1})
    content = game.load_content()
    options = GameOptions([Seat("Ann", "", "random")], {"rival_difficulty": "master"})
    from desktop_app.ai.selfplay import play_game

    solo = play_game(game, content, options, 4, ["random"]).state.score_sheet()
    return [game.score_physical(example, "examples/gutenberg_final.yaml"), game.score_physical(tied), solo]


@pytest.mark.parametrize("make", [ftp_sheets, gutenberg_sheets], ids=["fit-to-print", "gutenberg"])
def test_every_word_of_a_score_sheet_has_a_chinese_translation(make):
    """Tie-breaks ("同分，以fewest ink tokens決勝" once), notes, detail labels and page keys."""
    sheets = make()
    keys = set().union(*(_sheet_texts(s) for s in sheets))
    assert len(keys) >= 6
    missing = sorted(k for k in keys if k not in zh_texts())
    assert missing == []
    for sheet in sheets:
        for note in [sheet.tie_break, *sheet.notes]:
            assert isinstance(note, Text) or not note, f"{note!r} is not a Text"


def test_fit_to_print_end_notes_read_in_chinese():
    """ "Player 1 has the lowest income ($7) and closes the paper (FTP-END-02)" once stayed English."""
    sheet = get_game("fit-to-print").score_physical(_ftp_days(["Player 1", "Bo", "Cy"], [3, 5, 5], [9, 8, 8]))
    assert [say(n, "en") for n in sheet.notes] == [
        "Player 1 has the lowest income ($9) and closes the paper (FTP-END-02)"]
    assert [say(n, "zh") for n in sheet.notes] == ["玩家 1 的廣告收益最低（$9），關閉報社並失去獲勝資格（FTP-END-02）"]
    assert all(v in zh_texts() for v in ftp_endgame._PUZZLE_NOTES.values())


def test_one_word_for_print_everywhere_in_chinese():
    """The button, the status line and the log all say 「印刷！」 (the source's word), never 付印."""
    files = [*(ROOT / "data").glob("*/texts_zh.yaml"), *(ROOT / "resources" / "translations").rglob("*.yaml"),
             ROOT / "resources" / "translations" / "board_table_zh_TW.ts"]
    for path in files:
        assert "付印" not in path.read_text(encoding="utf-8"), path
    scene = yaml.safe_load((ROOT / "resources/translations/contexts/FtpScene.yaml").read_text(encoding="utf-8"))
    assert scene["Print!"] == "印刷！"
    assert "「印刷！」" in zh_texts()["{player} calls Print!"]
