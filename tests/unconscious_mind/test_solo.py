"""The solo mode (UM-SOLO-01..05, UM-DEC-30): the Freud step with market decay and the schedule, thresholds,
target and rank line."""

from desktop_app.rules.unconscious_mind.scoring import solo_rank
from tests.unconscious_mind.helpers import content, position, run


def test_solo_02_freud_step_market_decay_dream_slot_and_schedule():
    """UM-SOLO-02: after your turn: the right tile of the upper (odd round) / lower (even) row leaves the game and
    the row slides and refills; dream slot ((r-1) mod 4)+1 is replaced; in rounds 2, 3, 5, 6, ... Freud advances
    like a push."""
    s = position("players: 1\nseed: 4")
    right, middle = s.market[0][2], s.market[0][1]
    dream = s.manifest_display[0]
    freud, at = s.freud_prestige, s.freud
    s.round = 1
    run(s, [{"op": "freud_step"}])
    assert right in s.box and s.market[0][2] == middle and s.market[0][1] not in (None, middle)
    assert dream in s.manifest_discard and s.manifest_display[0] not in (None, dream)
    assert s.freud_prestige == freud and s.freud == at  # round 1: no advance
    s.round = 2
    lower_right = s.market[1][2]
    dream = s.manifest_display[1]
    run(s, [{"op": "freud_step"}])
    assert lower_right in s.box and dream in s.manifest_discard
    assert s.freud_prestige == freud + 1 and s.freud == (at + 1) % 6
    schedule = [r for r in range(1, 15) if content().schedule(r)]
    assert schedule == [2, 3, 5, 6, 8, 9, 11, 12, 14]


def test_solo_02_the_log_heads_the_freud_step_and_follows_the_rule_order():
    """UM-SOLO-02: the log names the Freud step, then (a) the market tile leaving before its row refills and the dream
    leaving before its slot refills, then (b) the schedule (advance or not) before Freud's marker moves."""
    s = position("players: 1\nseed: 4")
    s.round = 2
    events = run(s, [{"op": "freud_step"}])
    assert [e.kind for e in events] == ["freud_step", "market_decay", "market_refill", "dream_decay",
                                        "dream_revealed", "freud_schedule", "freud_pushed", "freud_moved"]
    assert events[0].text.args["round"] == 2 and events[5].data["advance"] is True
    assert all(e.rule_id == "UM-SOLO-02" for e in events if e.kind in ("freud_step", "market_decay", "dream_decay",
                                                                       "freud_schedule"))
    s.round = 4
    events = run(s, [{"op": "freud_step"}])
    assert events[0].kind == "freud_step" and events[-1].kind == "freud_schedule"
    assert events[-1].data["advance"] is False and not any(e.kind == "freud_pushed" for e in events)
    s.round, s.freud_prestige = 14, content().end_at  # a scheduled round, but Freud is already on 10
    events = run(s, [{"op": "freud_step"}])
    assert events[-1].kind == "freud_schedule" and events[-1].data["advance"] is False


def test_solo_03_at_most_15_rounds_and_pushes_still_move_freud():
    """UM-SOLO-03: the schedule alone brings Freud to 10 in round 14 (era II after round 6), so round 15 is the last;
    your own pushes still move him."""
    s = position("players: 1\nseed: 4")
    era_two_round = end_round = None
    for r in range(1, 16):
        s.round = r
        run(s, [{"op": "freud_step"}])
        if s.era == 2 and era_two_round is None:
            era_two_round = r
        if s.end_round is not None and end_round is None:
            end_round = s.end_round
    assert era_two_round == 6 and end_round == 15
    s = position("players: 1\nseed: 5")
    before = s.freud_prestige
    s.players[0].prestige = before - 1
    run(s, [{"op": "prestige", "n": 1}])
    assert s.freud_prestige == before + 1 and s.players[0].prestige == before


def test_solo_04_05_thresholds_target_and_rank():
    """UM-SOLO-04, UM-SOLO-05: prestige >= 8 scores the 1st-place bonus, 5–7 the 2nd, less nothing; a score at or above
    the target wins; the rank line Guest < 70 <= Associate < 85 <= Member < 100 <= Fellow < 115 <= Founder."""
    s = position("players: 1\np0: {prestige: 8, vp: 60, cured: [PO-01, PO-02]}\nfreud: {prestige: 10}")
    sheet = s.score_sheet()
    line = sheet.players[0]
    assert line.categories["prestige_rank"] == 4
    s.players[0].prestige = 5
    assert s.score_sheet().players[0].categories["prestige_rank"] == 2
    s.players[0].prestige = 4
    assert s.score_sheet().players[0].categories["prestige_rank"] == 0
    total = s.score_sheet().players[0].total
    s.players[0].vp += content().rules.solo.targets["normal"] - total
    assert s.score_sheet().winners == [0]
    s.players[0].vp -= 1
    assert s.score_sheet().winners == [] and "not reached" in s.score_sheet().notes[0]
    c = content()
    assert [solo_rank(c, x)["en"] for x in (69, 70, 85, 100, 115)] == ["Guest", "Associate", "Member", "Fellow",
                                                                       "Founder"]


def test_solo_05_reaching_the_target_never_ranks_guest():
    """UM-SOLO-05: the ranks (at normal the spec's: Guest below 70, Associate from 70, ...) move with the chosen
    difficulty's target, so a score that wins at any difficulty is at least the first rank above Guest and one
    point short of the target is Guest (issue 18: easy's target is its bot's median, below 70)."""
    c = content()
    guest = c.rules.solo.ranks[0]
    for level, target in c.rules.solo.targets.items():
        variants = {"solo_level": level}
        assert solo_rank(c, target, variants)["en"] == c.rules.solo.ranks[1].name.en
        assert solo_rank(c, target - 1, variants)["en"] == guest.name.en
        assert all(solo_rank(c, score, variants)["en"] != guest.name.en for score in range(target, target + 60))


def test_solo_05_the_ranks_move_with_the_difficultys_target():
    """UM-SOLO-05: easy's ranks stand as far below normal's as its target does (54 against 70: Member from 69)."""
    c = content()
    shift = c.rules.solo.targets["normal"] - c.rules.solo.targets["easy"]
    assert shift > 0
    for rank in c.rules.solo.ranks[1:]:
        assert solo_rank(c, rank.min, {"solo_level": "normal"})["en"] == rank.name.en
        assert solo_rank(c, rank.min - shift, {"solo_level": "easy"})["en"] == rank.name.en
        assert solo_rank(c, rank.min - shift - 1, {"solo_level": "easy"})["en"] != rank.name.en


def test_solo_05_the_player_rules_name_the_targets_the_engine_uses():
    """UM-SOLO-05: the targets in the rules players read (both languages, rules help, diagram) are `solo.targets`."""
    from pathlib import Path

    t = content().rules.solo.targets
    en = f"easy {t['easy']}, normal {t['normal']}, hard {t['hard']} VP"
    zh = f"簡單 {t['easy']}、普通 {t['normal']}、困難 {t['hard']} 分"
    folder = Path(__file__).resolve().parents[2] / "data" / "unconscious_mind" / "player_rules"
    assert f"**You win with your difficulty's target: {en} or more**" in (folder / "en.md").read_text(encoding="utf-8")
    assert f"**達到所選難度的目標即獲勝：{zh}以上**" in (folder / "zh.md").read_text(encoding="utf-8")
    help_text = (folder / "rule_help.yaml").read_text(encoding="utf-8")
    diagrams = (folder / "diagrams.yaml").read_text(encoding="utf-8")
    assert f"your difficulty's target ({en} or more)" in help_text and f"目標（{zh}以上）即獲勝" in help_text
    assert f"target to win ({en})." in diagrams and f"目標分數獲勝（{zh}）。" in diagrams
