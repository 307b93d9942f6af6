"""Components (UM-COMP-01..27) as the default content and a new game hold them, and the decisions no other test
cites by ID (UM-DEC-17, UM-DEC-28, UM-DEC-31, UM-DEC-38) plus the engine notes (UM-ENG-01)."""

from desktop_app.rules.unconscious_mind.model import NEUTRAL, OWN
from tests.unconscious_mind.helpers import answer, content, new, position, run


def test_comp_01_to_04_meeting_table_market_and_tiles():
    """UM-COMP-01: 9 actions, 4 idea spaces each, 1–3 lightning, inkwell icons by row; UM-COMP-02: a market of 2 rows
    of pile, middle, right; UM-COMP-03: 36 + 36 + 12 method tiles; UM-COMP-04: the recall reminder has two sides."""
    c = content()
    s = new(2, 3)
    assert len(c.actions) == 9 and all(1 <= a["lightning"] <= 3 for a in c.actions.values())
    assert all(sum(a in sp["adjacent"] for sp in c.spaces) == 4 for a in c.actions)
    assert len(s.market) == 2 and all(len(row) == 3 for row in s.market)
    assert (len(c.era1), len(c.era2), sum(len(v) for v in c.starting.values())) == (36, 36, 12)
    reminder = c.rules.recall_reminder
    assert reminder.era1 and reminder.era2 and s.era == 1


def test_comp_05_to_08_vienna_freud_tokens_goals():
    """UM-COMP-05: 3 districts of 2 locations, each with 4 activations and recall spaces, district scoring spaces,
    VP track, prestige 0–10; UM-COMP-06: Freud figure and marker; UM-COMP-07: recall tokens per district;
    UM-COMP-08: 7 goal tiles, one wildcard."""
    c = content()
    s = new(3, 3)
    assert [len(d) for d in c.district_locations] == [2, 2, 2] and c.rules.location_activation_max == 4
    assert all(c.loc_recall[loc] for loc in range(6)) and all(len(x) == 4 for x in c.district_spaces)
    assert len(c.prestige_vp) == 11 and 0 <= s.freud < 6 and s.freud_prestige == c.freud_start
    assert len(s.recall_stacks) == 3 and len(c.goals) == 7 and sum(g["tag"] == "WILD" for g in c.goals.values()) == 1


def test_comp_09_to_15_cards_tiles_tokens():
    """UM-COMP-09..15: ordinary / complex patients with hearts, cure VP, tag and effect; overlays with hearts and an
    icon; manifest (icon) and latent dreams with cost and effect; research cards with tag, article and effect;
    treatises with VP, 2 tags, articles, citation VP; good ideas; the start token (flipped: the end trigger)."""
    c = content()
    assert all(p["hearts"] and p["tag"] for p in c.patients.values())
    assert all((p["type"] == "ordinary") == bool(p["ongoing"]) for p in c.patients.values())
    assert all(s["icon"] for s in c.sorrows.values())
    assert all((d["kind"] == "manifest") == (d["icon"] is not None) for d in c.dreams.values())
    assert all(r["tag"] in c.ring and r["article"] in c.articles for r in c.research.values())
    assert all(len(t["tags"]) == 2 and t["cite_vp"] == 2 for t in c.treatises.values())
    assert c.rules.good_idea_supply == "unlimited"
    s = new(2, 3)
    assert s.end_round is None  # the pocket watch is not flipped yet (UM-COMP-15)


def test_comp_20_to_27_the_office():
    """UM-COMP-20..27: rondel, 3x3 grid, 3 locked ideas and 6 locked insights; 6 ideas (3 ready); an inkwell and
    coffee at 4 (max 6); a dial of storage + 9 slots; 13 markers (6 neutral, 7 own); a patient board with 2 rooms;
    a letter card blocking room 2; professor, prestige and VP markers."""
    c = content()
    s = new(4, 3)
    for p in s.players:
        assert len(p.grid) == 9 and p.locked_ideas == 3 and p.supply + p.locked_ideas == 6
        assert sum(p.row_locked) + sum(p.col_locked) == 6 and c.rules.coffee_max == 6
        assert len(p.dial) == 18 and p.storage[NEUTRAL] + sum(p.dial[0::2]) == 6
        assert p.storage[OWN] + sum(p.dial[1::2]) + 6 == 7
        assert len(p.rooms) == 2 and not p.room2_open and p.letter in c.letters
        assert 0 <= p.professor < 6 and p.prestige == 0
    assert len(c.rondel) == 6


def test_dec_17_good_ideas_are_unlimited():
    """UM-DEC-17: good ideas come from an unlimited supply; coffee is a track value."""
    s = position("players: 2\nactive: 0")
    run(s, [{"op": "good_idea", "n": 40}])
    assert s.players[0].good_ideas == 40


def test_dec_28_a_cured_effect_applies_from_the_moment_of_curing():
    """UM-DEC-28: an ordinary patient cured this turn already gives its effect later in the same turn (O7: coffee
    when your professor moves)."""
    c = content()
    o7 = next(p for p in c.ordinary if c.patients[p]["ongoing"][0].get("when") == "on_professor_move")
    s = position(f"players: 2\nactive: 0\np0: {{coffee: 0, rooms: [{{patient: {o7}, marker: 1}}]}}")
    run(s, [{"op": "professor_move", "min": 1, "max": 1, "activate": False}])
    assert s.players[0].coffee == 0
    run(s, [{"op": "hearts", "n": 1, "room": 0}])
    assert o7 in s.players[0].cured
    run(s, [{"op": "professor_move", "min": 1, "max": 1, "activate": False}])
    assert s.players[0].coffee == 1


def test_dec_31_letters_have_no_effect_and_are_dealt_without_replacement():
    """UM-DEC-31: the letter only picks the starting tiles; 4 players get 4 different letters."""
    for seed in range(5):
        s = new(4, seed)
        assert sorted(p.letter for p in s.players) == ["A", "B", "C", "D"]


def test_dec_38_gap_17_pacing_content():
    """UM-DEC-38 / UM-GAP-17: the pacing content as tuned with simulate: the rondel bottom gives coffee 2, only the
    L3 dreams give prestige (M5, L2, L6 give 1 VP), one research effect gives prestige, OPERA converts 2 coffee
    into 1 prestige."""
    c = content()
    bottom = next(s for s in c.rondel if s["id"] == "bottom")
    assert bottom["reward"] == [{"op": "coffee", "n": 2}]
    prestige = {d[:4] for d in c.dreams if any(s["op"] == "prestige" for s in c.dreams[d]["bonus"])}
    assert prestige == {"DL-3"}
    assert all(c.dreams[d]["bonus"] == [{"op": "vp", "n": 1}] for d in c.dreams if d[:4] in ("DM-5", "DL-2", "DL-6"))
    assert sum(1 for r in c.research.values() if r["effect"] == [{"op": "prestige", "n": 1}]) == 3
    opera = c.loc_effect[c.loc_index["OPERA"]][0]["options"][2][0]
    assert opera["op"] == "convert" and opera["cost"]["coffee"] == 2 and opera["gain"] == [{"op": "prestige", "n": 1}]


def test_dec_38_gap_17_the_player_rules_say_why_the_pacing_departs_from_the_spec():
    """UM-DEC-38 / UM-GAP-17: where the content departs from UM-DEC-38 (rondel bottom coffee 2; M5, L2, L6 give VP),
    the rules players read say so in both languages, naming the values the content really has and the measured game
    lengths of both versions."""
    from pathlib import Path

    c = content()
    folder = Path(__file__).resolve().parents[2] / "data" / "unconscious_mind" / "player_rules"
    en, zh = ((folder / f"{lang}.md").read_text(encoding="utf-8") for lang in ("en", "zh"))
    coffee = next(s for s in c.rondel if s["id"] == "bottom")["reward"][0]["n"]
    assert f"the coffee break of the rondel gives {coffee} coffee" in en and f"咖啡時間給 {coffee} 杯咖啡" in zh
    vp_dreams = [d for d in c.dreams if c.dreams[d]["bonus"] == [{"op": "vp", "n": 1}]]
    for lang, text in (("en", en), ("zh", zh)):  # "The Locked Door (key)", "Forgotten Childhood II" -> the family
        families = {c.name(d)[lang].split("（")[0].split(" (")[0].rstrip(" IV") for d in vp_dreams}
        assert len(families) == 3 and all(family in text for family in families)
    for text in (en, zh):
        assert all(figure in text for figure in ("13", "14.5", "18", "16.5", "15–20", "14–18"))


def test_eng_01_draws_and_reveals_are_undo_barriers_hidden_parts_stay_hidden():
    """UM-ENG-01: research draws, blind draws and market refills are events with ``reveals``; pile tops keep their
    back in a view."""
    s = position("players: 2\nactive: 0")
    events = run(s, [{"op": "draw_research", "n": 1}])
    assert any(e.reveals and e.kind == "research_drawn" for e in events)
    assert "cards" not in events[0].data  # the log does not name the card drawn
    answer(s, "research_swap", none=True)
    events = run(s, [{"op": "gain_method", "from": "middle"}])
    events += answer(s, "choose_method", row="upper", slot="middle")
    assert any(e.reveals and e.kind == "market_refill" for e in events)
    view = s.view(1)
    for row, true_row in zip(view.market, s.market, strict=True):
        assert content().backs[row[0][-1]] == content().backs[true_row[0][-1]]
