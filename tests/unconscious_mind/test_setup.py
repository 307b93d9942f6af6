"""Setup (UM-SET-01..22) on fresh games for 1–4 players, and the solo setup (UM-SOLO-01)."""

import pytest

from desktop_app.engine.game import GameOptions
from desktop_app.rules.unconscious_mind import GAME
from desktop_app.rules.unconscious_mind.model import NEUTRAL, OWN
from tests.unconscious_mind.helpers import content, new

SEATS = (1, 2, 3, 4)


def fresh(players, seed=3, **variants):
    return GAME.new_state(GameOptions.default(players, ["random"] * players, **variants), content(), seed)


@pytest.mark.parametrize("players", SEATS)
def test_set_01_to_06_market(players):
    """UM-SET-01..06: starting tiles never in the market; era II 18 + 18 under era I 3/4/5/6 (solo 3) per pile,
    the rest of era I in the box; 2 era I tiles face up in each row; the reminder on its era I side."""
    c = content()
    s = fresh(players)
    keep = {1: 6, 2: 8, 3: 10, 4: 12}[players]
    era1, era2 = set(c.era1), set(c.era2)
    for pile, middle, right in s.market:
        assert sum(t in era2 for t in pile) == 18
        assert [t in era1 for t in pile] == [False] * 18 + [True] * (keep // 2 - 2)
        assert middle in era1 and right in era1
    assert sum(t in era1 for t in s.box) == 36 - keep
    assert not any(t in c.tiles and c.tiles[t]["era"] == "start" for row in s.market for t in row[0] + row[1:])
    assert s.era == 1  # UM-SET-06: the recall reminder era I side
    assert fresh(players, 4).market != s.market


@pytest.mark.parametrize("players", SEATS)
def test_set_07_to_09_map(players):
    """UM-SET-07..09: VP 0, recall stacks per district (UM-GAP-11), Freud on the location of a random
    location goal (never the wildcard), all 7 goals displayed, Freud's prestige marker on 1."""
    c = content()
    s = fresh(players)
    assert all(p.vp == 0 or p.vp == 1 for p in s.players)  # only a start space with VP scores (UM-SET-15)
    assert s.recall_stacks == [[c.recall_tokens[players]] * 3] * 3
    assert sorted(s.goal_display) == sorted(c.goals) and s.freud_prestige == 1
    starts = {fresh(players, seed).freud for seed in range(12)}
    assert len(starts) > 1 and starts <= set(range(6))


@pytest.mark.parametrize("players", SEATS)
def test_set_10_to_13_displays(players):
    """UM-SET-10..13: 2 ordinary + 2 complex patients with overlays, 4 manifest dreams, 1 face-up research
    card, three fanned treatise supplies (every tile choosable)."""
    c = content()
    s = fresh(players)
    kinds = [c.patients[p]["type"] for p, _ in s.patient_display]
    assert kinds == ["ordinary", "ordinary", "complex", "complex"]
    assert all(sorrow in c.sorrows for _, sorrow in s.patient_display)
    assert len(s.manifest_display) == 4 and all(c.dreams[d]["kind"] == "manifest" for d in s.manifest_display)
    assert s.research_faceup in c.research
    assert [len(x) for x in s.supplies] == [5, 5, 5]
    assert all(p.good_ideas <= 1 for p in s.players)  # UM-SET-13: a general supply, nothing to set aside


@pytest.mark.parametrize("players", SEATS)
def test_set_14_15_offices_and_start_patient(players):
    """UM-SET-14, UM-SET-15: inkwell on top, 3 ideas + 3 locked, coffee 4, 6 locked insights, storage 6 neutral + 1 own
    (before the start tile's insights); an ordinary patient with an overlay in room 1, the healing marker on
    hearts + overlay hearts, the latent dream under the manifest dream."""
    c = content()
    s = fresh(players)
    for p in s.players:
        assert p.inkwell == 0 and p.supply == 3 and p.locked_ideas == 3
        assert p.row_locked == [True] * 3 and p.col_locked == [True] * 3
        assert p.storage == [6, 1] and sum(p.dial) == 0
        room = p.rooms[0]
        assert c.patients[room["patient"]]["type"] == "ordinary" and room["sorrow"] in c.sorrows
        assert room["marker"] == c.patients[room["patient"]]["hearts"] + c.sorrows[room["sorrow"]]["hearts"]
        latent, manifest = room["dreams"]
        assert c.dreams[latent]["kind"] == "latent" and c.dreams[manifest]["kind"] == "manifest"
        assert p.rooms[1] is None and not p.room2_open
        assert p.vp == c.vp_spaces.get(room["marker"], 0)


@pytest.mark.parametrize("players", SEATS)
def test_set_16_to_19_letters_and_starting_tiles(players):
    """UM-SET-16..19: one letter each (no two alike); keep 1 of its 3 tiles (the others leave the game); the
    professor goes to the tile's location; its insights are generated from neutral markers; the tile goes face
    down into the leftmost slot of the chosen row; the letter blocks room 2."""
    c = content()
    s = fresh(players)
    letters = [p.letter for p in s.players]
    assert len(set(letters)) == players
    first = s.order[0]
    d = s.decisions()[0]
    assert d.player == first and d.kind == "setup_start_method" and d.rule_id == "UM-SET-16"
    assert [a["tile"] for a in d.options] == c.starting[s.players[first].letter]
    tile = d.options[1]["tile"]
    s.apply(d.options[1])
    p = s.players[first]
    start = c.tiles[tile]["start"]
    assert p.professor == start["location"]
    assert sum(p.dial[0::2]) == len(start["insights"]) and p.storage[NEUTRAL] == 6 - len(start["insights"])
    for size, colour in start["insights"]:
        assert p.dial[(size * 3 + colour) * 2 + NEUTRAL] >= 1
    assert all(t in s.box for t in c.starting[p.letter] if t != tile)
    d = s.decisions()[0]
    assert d.kind == "setup_method_row" and [a["row"] for a in d.options] == [1, 2, 3]
    s.apply(d.options[2])
    assert p.grid[6] == tile and p.grid.count(None) == 8
    assert not p.room2_open  # UM-SET-19


@pytest.mark.parametrize("players", (2, 3, 4))
def test_set_20_to_22_order_compensation_and_prestige_stack(players):
    """UM-SET-20..22: a seeded start player, clockwise; seat 2 +1 coffee, seat 3 +1 good idea, seat 4 both;
    prestige markers on 0 with the start player on top (the last seat at the bottom ranks first)."""
    starts = {fresh(players, seed).start for seed in range(10)}
    assert len(starts) > 1
    s = new(players, 5)
    assert s.order == [(s.start + i) % players for i in range(players)]
    assert s.decisions()[0].player == s.order[0] and s.active == s.order[0]
    coffee = [s.players[seat].coffee for seat in s.order]
    ideas = [s.players[seat].good_ideas for seat in s.order]
    assert coffee == [4, 5, 4, 5][:players] and ideas == [0, 0, 1, 1][:players]
    stamps = [s.players[seat].stamp for seat in s.order]
    assert stamps == sorted(stamps, reverse=True) and all(s.players[x].prestige == 0 for x in s.order)
    chosen = fresh(players, 5, first_player=1)
    assert chosen.start == 1 and chosen.order[0] == 1


def test_solo_01_setup():
    """UM-SOLO-01: 6 era I tiles (3 per pile), stacks of 2 tokens, no compensation, prestige 0 and Freud 1."""
    s = new(1, 2)
    p = s.players[0]
    assert [sum(t in content().era1 for t in row[0] + row[1:]) for row in s.market] == [3, 3]
    assert s.recall_stacks == [[2, 2, 2]] * 3 and s.solo
    assert p.coffee == 4 and p.good_ideas == 0 and p.prestige == 0 and s.freud_prestige == 1
    assert p.storage[OWN] == 1
