"""Viscounts and Unconscious Mind summaries speak player words in the player's language.

A Chinese PDF of a solo game and of a 3-player game of each, read back with ``pdftotext``, holds no
English word from the notes, the tie-break or the details (only the player names, the game's English
name beside its Chinese one, rule IDs and the "Board Table" footer are in Latin letters) and no raw
detail key; an English one reads the detail labels ("Approved deeds: 1", not "approved deeds: 1").
Skipped only when poppler's ``pdftotext`` is not installed.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
import yaml

from desktop_app.engine.game import get_game
from desktop_app.engine.scoresheet import PlayerScore, ScoreSheet
from desktop_app.reports import export_pdf
from desktop_app.reports.html import detail_items
from desktop_app.reports.texts import say
from desktop_app.rules.unconscious_mind import scoring as um_scoring
from desktop_app.rules.viscounts.scoring import solo_rank_note
from tests.reports.test_pdf_text_layer import computer_game, pdf_text, squeeze

pytestmark = pytest.mark.skipif(shutil.which("pdftotext") is None,
                                reason="pdftotext (poppler-utils) is not installed")

GAMES = {
    "viscounts-solo": ("viscounts", 1, 5),
    "viscounts-3": ("viscounts", 3, 5),
    "unconscious-mind-solo": ("unconscious-mind", 1, 5),
    "unconscious-mind-3": ("unconscious-mind", 3, 7),
}
RULE_ID = re.compile(r"\b[A-Z]{2,}(?:-[A-Z0-9]+)+\b")
LATIN = re.compile(r"[A-Za-z]+")
FOOTER = "Board Table"


def latin_words_left(text: str, sheet: ScoreSheet) -> list[str]:
    """The Latin-letter words of ``text`` that are not a player's name, the game's English name, a rule
    ID or the footer."""
    rest = RULE_ID.sub(" ", text)
    for allowed in sorted([p.name for p in sheet.players] + [sheet.game_name["en"], FOOTER], key=len, reverse=True):
        rest = rest.replace(allowed, " ")
    return LATIN.findall(rest)


def raw_keys_printed(text: str, sheet: ScoreSheet) -> list[str]:
    """The detail keys printed as they are: ``approved_deeds`` or, after a name or a separator, the key
    with spaces (``Ann: approved deeds: 1; paid debts: 0``)."""
    flat = squeeze(text)
    keys = {key for p in sheet.players for key in p.details}
    return sorted(key for key in keys
                  if ("_" in key and key in text) or re.search(rf"(?:^|[:;：；]){re.escape(key.replace('_', ''))}[:：]", flat))


@pytest.fixture(scope="module")
def sheets() -> dict[str, ScoreSheet]:
    """The four seeded computer games of :data:`GAMES`, played once for the module."""
    return {which: computer_game(game, players, seed) for which, (game, players, seed) in GAMES.items()}


@pytest.mark.parametrize("which", sorted(GAMES))
def test_a_chinese_summary_has_no_english_word_and_no_raw_key(which, sheets, tmp_path, qapp):
    """GAP-13 / UM-SOLO-05 solo notes, VIS-SCORE-10/11 and UM-END-02 details print in 繁體中文."""
    sheet = sheets[which]
    assert sheet.final
    if which.endswith("solo"):
        assert sheet.notes, "a solo game's sheet notes its result"
    path = tmp_path / f"{which}-zh.pdf"
    export_pdf(sheet, path, "zh")
    text = pdf_text(path)
    assert latin_words_left(text, sheet) == []
    assert raw_keys_printed(text, sheet) == []
    assert not re.search(r"\b[a-z]+_[a-z0-9_]+\b", text), "a snake_case key is printed"
    flat = squeeze(text)
    for player in sheet.players:
        items = detail_items(sheet, player, "zh")
        assert items, f"{player.name} has no printed details"
        for item in items:
            assert squeeze(item) in flat
    for note in sheet.notes:
        assert squeeze(say(note, "zh")) in flat
    label = "已批准地契：" if sheet.game_id == "viscounts" else "聲望："
    assert flat.count(label) == len(sheet.players)
    if which.endswith("solo"):
        assert "單人評等：" in flat


@pytest.mark.parametrize("which", sorted(GAMES))
def test_an_english_summary_reads_the_detail_labels(which, sheets, tmp_path, qapp):
    """The same summaries in English: "Approved deeds: 1", "Patients cured: 1", never the raw keys."""
    sheet = sheets[which]
    path = tmp_path / f"{which}-en.pdf"
    export_pdf(sheet, path, "en")
    text = pdf_text(path)
    flat = squeeze(text)
    assert raw_keys_printed(text, sheet) == []
    if sheet.game_id == "viscounts":
        expected = {"Approved deeds: {value}": "approved_deeds", "Paid debts: {value}": "paid_debts"}
    else:
        expected = {"Prestige: {value}": "prestige", "Patients cured: {value}": "cured",
                    "Treatises: {value}": "treatises"}
        if not which.endswith("solo"):  # in solo the prestige thresholds decide, not a place (UM-SOLO-04)
            expected["Prestige ranking: place {value}"] = "prestige_place"
    for player in sheet.players:
        for label, key in expected.items():
            line = label.format(value=player.details[key])
            assert squeeze(line) in flat, f"{line!r} of {player.name} is not printed ({which})"
    for note in sheet.notes:
        assert squeeze(say(note, "en")) in flat
    if which.endswith("solo"):
        assert ("Solorank:" if sheet.game_id == "viscounts" else "Solotargetof") in flat


def test_every_solo_result_note_reads_in_chinese():
    """Each solo rank (GAP-13: none, Reeve, Viscount, Earl; UM-SOLO-05: Guest ... Founder), the target
    reached or not: no English word but the rule ID."""
    vis = get_game("viscounts").load_content().solo.ranks
    um = get_game("unconscious-mind").load_content()
    notes = [solo_rank_note(None, vis)] + [solo_rank_note(r.name.model_dump(), vis) for r in vis]
    notes += [um_scoring.solo_note(um.rules.solo.targets["normal"], reached, r.name.model_dump())
              for r in um.rules.solo.ranks for reached in (True, False)]
    for note in notes:
        zh = say(note, "zh")
        assert LATIN.findall(RULE_ID.sub("", zh)) == [], zh
    assert say(notes[0], "en") == "Solo rank: none, below 60 points (GAP-13)"
    assert say(notes[0], "zh") == "單人評等：無，未達 60 分（GAP-13）"


def test_an_unconscious_mind_tie_reads_in_chinese():
    """UM-TIE-01: a tie on points broken by the prestige ranking is said in 繁體中文."""
    um = get_game("unconscious-mind").load_content()
    players = [PlayerScore("Ann", {"during_play": 20}, 20), PlayerScore("Bo", {"during_play": 20}, 20)]
    sheet = um_scoring.finish_sheet(um, players, [(5, 1), (5, 2)], solo=False, final=True)
    assert sheet.winners == [0]
    zh = say(sheet.tie_break, "zh")
    assert zh.startswith("同分") and "聲望排名" in zh and LATIN.findall(zh) == []


def test_a_physical_sheet_names_its_source_in_chinese():
    """The score calculator's "source" note (``score viscounts FILE``) is a sentence in both languages."""
    example = Path(__file__).resolve().parents[2] / "examples"
    for game_id, name in (("viscounts", "viscounts_final.yaml"), ("unconscious-mind", "unconscious_mind_final.yaml")):
        data = yaml.safe_load((example / name).read_text(encoding="utf-8"))
        sheet = get_game(game_id).score_physical(data, f"examples/{name}")
        assert [say(n, "zh") for n in sheet.notes] == [f"計分來源：examples/{name}"]
        assert [say(n, "en") for n in sheet.notes] == [f"Scored from examples/{name}"]
