"""One focused test per Fit To Print rule that no other test cites: components (FTP-COM-*), setup
(FTP-SET-*), the day cycle (FTP-DAY-*, FTP-GAT-01/07, FTP-DRF-*), layout contacts (FTP-LAY-07..10),
the check (FTP-CHK-01), scoring (FTP-SCO-03/07/09, FTP-END-03) and turn-based play (FTP-TB-02/03/06).

Each test drives the real engine (or the score calculator, which runs the engine's check and
scoring) and asserts the resulting state, score or refusal.
"""

import pytest

from desktop_app.engine.action import Action
from desktop_app.rules.fit_to_print import GAME
from tests.fit_to_print.helpers import check_invariants, content, new_game

START = Action.make(-1, "start_day")


def started(n=3, seed=5, kinds=None, **variants):
    """A new game with Friday started."""
    s = new_game(n, seed, kinds, **variants)
    s.apply(START)
    return s


def take_keep(s, seat, kind):
    """``seat`` takes and keeps a pool tile of type ``kind``; returns its uid."""
    uid = next(u for u in s.pool if s.kinds[u] == kind)
    s.apply(Action.make(seat, "take", tile=uid))
    s.apply(Action.make(seat, "keep", tile=uid))
    return uid


def place(s, seat, uid, at, face_down=False):
    """Pick a desk tile and drop it on the page at ``at`` (turned face down first if asked)."""
    s.apply(Action.make(seat, "pick", tile=uid))
    if face_down:
        s.apply(Action.make(seat, "flip", tile=uid))
    assert s.check(Action.make(seat, "place", tile=uid, at=at)) is None
    s.apply(Action.make(seat, "place", tile=uid, at=at))


def lay_out(s, seat, tiles):
    """Keep ``[(kind, at[, "down"])]``, call Layout! and place them; returns the uids."""
    uids = [take_keep(s, seat, t[0]) for t in tiles]
    s.apply(Action.make(seat, "call_layout"))
    for uid, t in zip(uids, tiles, strict=True):
        place(s, seat, uid, t[1], face_down=len(t) > 2)
    return uids


def print_all(s):
    """Every player who has not printed calls Print! (seat order); returns the events."""
    events = []
    for seat, p in enumerate(s.players):
        if p.phase != "printed":
            events += s.apply(Action.make(seat, "print"))
    return events


def draft_all(s):
    """Every drafter takes the first offered focus tile."""
    while s.stage == "draft":
        s.apply(Action.make(s.drafter, "draft", focus=s.draft_offer[0][0]))


def next_day(s):
    """Print, draft and start the next day."""
    print_all(s)
    draft_all(s)
    return s.apply(START)


def grid_cell(result, name):
    """The label at cell ``name`` (e.g. ``B4``) of a scored day's grid."""
    col, row = ord(name[0]) - ord("A"), int(name[1:]) - 1
    return result["grid"][row].split()[col]


# ---- components (§2) --------------------------------------------------------------------------

def test_com_01_one_to_six_players_and_three_days():
    """FTP-COM-01: 1–6 players, 15–30 minutes, 3 rounds (Fri, Sat, Sun); 0 or 7 players are refused."""
    assert (GAME.min_players, GAME.max_players, GAME.play_time) == (1, 6, "15–30 min")
    assert [d.id for d in content().days] == ["fri", "sat", "sun"]
    for n in (1, 6):
        assert new_game(n).n == n
    for n in (0, 7):
        with pytest.raises(ValueError, match="1–6 players"):
            new_game(n)


def test_com_02_each_player_has_a_board_an_aid_card_and_a_desk():
    """FTP-COM-02: per player one page, one aid/character card (≥ 6 characters for 6 seats) and a desk."""
    c = content()
    assert len(c.characters) >= GAME.max_players
    s = new_game(6, 2, characters=True)
    assert len(s.players) == 6 and len({p.character for p in s.players}) == 6
    assert all(p.desk == [] and p.page == {} and p.focus for p in s.players)
    assert len({id(p.desk) for p in s.players}) == 6, "every player has a desk of their own"


def test_com_03_double_sided_board_with_stars_and_fold():
    """FTP-COM-03: Fri/Sat side (light Friday area inside the whole side) and a whole Sunday side;
    stars in the upper half and a fold across the centre of each side."""
    c = content()
    assert set(c.sides) == {"fri_sat", "sun"}
    fri, sat = c.areas[("fri_sat", "fri")], c.areas[("fri_sat", "sat")]
    grid = c.sides["fri_sat"]
    whole = (1 << (grid.columns * grid.rows)) - 1
    assert sat.mask == whole and fri.mask & ~sat.mask == 0 and fri.mask != sat.mask
    sun_grid = c.sides["sun"]
    assert c.areas[("sun", "sun")].mask == (1 << (sun_grid.columns * sun_grid.rows)) - 1
    for side_id, g in c.sides.items():
        area = next(a for (sid, _), a in c.areas.items() if sid == side_id)
        assert g.fold_after_row * 2 == g.rows
        assert area.stars and all(r < g.fold_after_row for _, r in g.cells_of(area.stars))


def test_com_04_character_cards_have_unique_abilities():
    """FTP-COM-04: each character card names a character with an ability no other card has."""
    chars = content().characters.values()
    abilities = [tuple(e.model_dump_json(exclude_none=True) for e in ch.effects) for ch in chars]
    assert all(abilities) and len(set(abilities)) == len(abilities)
    assert all(ch.name.en and ch.name.zh for ch in chars)
    assert all(p.character is None for p in new_game(3).players), "aid side up without the module"


def test_com_05_tile_faces_and_type_known_from_the_shape():
    """FTP-COM-05: articles (category, 1–2 points, ≥ 1 mood icon by size), photos (a condition),
    ads ($); each footprint shape belongs to one type, so the back tells the type."""
    c = content()
    by_shape: dict = {}
    for tid in set(c.instances):
        t = c.tile_types[tid]
        by_shape.setdefault(t.footprint.cells, set()).add(t.type)
        if t.type == "article":
            assert t.category in c.categories and t.points in (1, 2) and t.mood_icons >= 1
            assert t.points == (1 if t.footprint.area <= 3 else 2)
        elif t.type == "photo":
            assert t.photo_categories or t.photo_moods
        else:
            assert t.type == "ad" and t.income > 0 and t.points == 0
    assert all(len(types) == 1 for types in by_shape.values())
    s = started(2, 3)
    view = s.view(1)
    assert all(view.tile(u).type == s.tile(u).type for u in s.pool), "a view keeps each hidden tile's type"


def test_com_06_starting_focus_tiles_one_side_enough_for_six():
    """FTP-COM-06: ≥ 6 starting focus tiles, each with one side of scoring conditions."""
    starting = content().starting
    assert len(starting) >= 6
    assert all(list(f.sides) == ["start"] and f.sides["start"] for f in starting.values())


def test_com_07_focus_tiles_double_sided_random_side_up():
    """FTP-COM-07: regular focus tiles have conditions on both sides; a random side comes up."""
    regular = content().regular
    assert all(set(f.sides) == {"a", "b"} and f.sides["a"] and f.sides["b"] for f in regular.values())
    sides = [side for seed in range(3) for _, side in new_game(2, seed).focus_stack]
    assert set(sides) == {"a", "b"}


def test_com_08_finish_tokens_one_to_n():
    """FTP-COM-08: at least 6 finish tokens exist; a game uses tokens 1..N for N players."""
    assert content().rules.finish_tokens >= 6 >= GAME.max_players
    for n in (2, 6):
        assert started(n).tokens_left == list(range(1, n + 1))


def test_com_09_three_breaking_news_decks():
    """FTP-COM-09: breaking-news cards come in a Friday, a Saturday and a Sunday deck."""
    decks = {c.deck for c in content().breaking.values()}
    assert decks == {"fri", "sat", "sun"}
    s = new_game(2, 1, breaking_news=True)
    assert set(s.breaking_decks) == {"fri", "sat", "sun"}
    assert all(content().breaking[c].deck == d for d, deck in s.breaking_decks.items() for c in deck)


def test_com_10_timer_three_four_or_five_minutes():
    """FTP-COM-10: the timer is set to 3, 4 or 5 minutes."""
    assert content().rules.timer_choices_s == [180, 240, 300]
    assert started(2, timer_s=300).time_left_ms() == 300_000
    with pytest.raises(ValueError, match="timer_s"):
        new_game(2, timer_s=360)


def test_com_11_other_numbers_of_the_source():
    """FTP-COM-11: 1–2 point articles, 3 categories, 2 moods, +1 per photo neighbour, white space
    +3/+1/−1, −1 per unplaced tile, 3 focus tiles drawn with 2 players, −10 for > $5 behind; a
    largest empty region of 10 squares is measured as 10."""
    c = content()
    r = c.rules
    assert {c.tile_types[t].points for t in c.instances if c.tile_types[t].type == "article"} == {1, 2}
    assert len(c.categories) == 3 and set(c.moods) == {"good", "bad"}
    assert {c.tile_types[t].points_per_match for t in c.instances if c.tile_types[t].type == "photo"} == {1}
    assert (r.white_space_awards.smallest, r.white_space_awards.middle, r.white_space_awards.largest) == (3, 1, -1)
    assert r.unplaced_penalty == 1
    assert (r.two_player.focus_draw, r.two_player.income_gap, r.two_player.penalty) == (3, 5, 10)
    rows = ["# F F F a #", "# F F F a #", "# b b b . #", "# c c c . #", "# d d d . #", "# e e . . #",
            "# . . . . #", "# g g g . #"]
    legend = {"a": "N2g", "b": "AD3", "c": "AD3", "d": "AD3", "e": "AD2", "g": "AD3"}
    sheet = {"day": "fri", "players": [{"name": "A", "page": "\n".join(rows), "legend": legend,
                                        "face_down": ["b", "c", "d", "e", "g"], "focus": {"id": "SF4"}}]}
    got = GAME.score_physical(sheet).players[0]
    assert got.details["largest_empty"] == 10  # E3:E6, D6, B7:E7 and E8


# ---- setup (§3) -------------------------------------------------------------------------------

def test_set_01_fri_sat_side_up_aid_side_up():
    """FTP-SET-01: pages start on the Fri/Sat side (Friday); cards aid side up unless FTP-ADV-01."""
    s = new_game(3, 4)
    assert (s.stage, s.day.id, s.day.side) == ("ready", "fri", "fri_sat")
    assert all(p.character is None and p.desk == [] and p.page == {} for p in s.players)
    dealt = new_game(3, 4, characters=True)
    assert all(p.character in content().characters for p in dealt.players)


def test_set_02_pool_shuffled_face_down():
    """FTP-SET-02: every newspaper tile lies face down in the pool, shuffled by the seed."""
    a, b = started(3, 1), started(3, 2)
    n = len(content().instances)
    assert sorted(a.pool) == list(range(n)) and not any(a.face_up)
    assert a.pool != sorted(a.pool) and a.pool != b.pool
    assert all(0 <= x < 1 and 0 <= y < 1 for x, y in a.pool_pos.values())
    assert a.pool == started(3, 1).pool, "the same seed gives the same pool"


def test_set_03_one_starting_focus_each_on_the_stars_rest_boxed():
    """FTP-SET-03: one starting focus tile per player, condition side up, covering the stars;
    the undealt ones never come into play."""
    s = new_game(4, 6)
    c = content()
    dealt = [p.focus for p in s.players]
    assert all(f[0] in c.starting and f[1] == "start" for f in dealt) and len(set(dealt)) == 4
    stars = s.day.area.stars
    assert all(p.focus_mask & stars == stars and p.focus_at in s.focus_positions(i)
               for i, p in enumerate(s.players))
    assert not {f for f, _ in s.focus_stack} & set(c.starting)


def test_set_04_focus_stack_random_sides_used_as_drawn():
    """FTP-SET-04: the other focus tiles are stacked with a random side up; that side is used."""
    s = started(3, 7)
    assert sorted(f for f, _ in s.focus_stack) == sorted(content().regular)
    assert {side for _, side in s.focus_stack} <= {"a", "b"}
    top = s.focus_stack[:3]
    print_all(s)
    assert s.draft_offer == top
    pick = s.draft_offer[1]
    s.apply(Action.make(s.drafter, "draft", focus=pick[0]))
    assert pick in [p.focus for p in s.players], "the drafted tile keeps the side that was up"


def test_set_05_timer_length_chosen_for_the_game():
    """FTP-SET-05: 3, 4 or 5 minutes; the chosen length runs from the start of the day."""
    for seconds in (180, 240, 300):
        assert started(2, timer_s=seconds).time_left_ms() == seconds * 1000
    with pytest.raises(ValueError):
        new_game(2, timer_s=200)


def test_set_06_finish_tokens_laid_out_in_ascending_order():
    """FTP-SET-06: tokens 1..N are available in ascending order; each Print takes the lowest left."""
    s = started(4)
    assert s.tokens_left == [1, 2, 3, 4]
    for token, seat in enumerate((2, 0, 3), start=1):
        s.apply(Action.make(seat, "print"))
        assert s.players[seat].token == token
    assert s.tokens_left == [4]


# ---- the days (§4, §5, §10) -------------------------------------------------------------------

def test_day_01_three_days_in_order_without_turns():
    """FTP-DAY-01: Friday, Saturday, Sunday in order; real time has no turns: every player acts
    at once, each at their own pace (one lays out while another still gathers)."""
    s = new_game(2, 3)
    days = []
    for _ in range(3):
        s.apply(START)
        days.append(s.day.id)
        if len(days) == 1:
            assert {d.player for d in s.decisions()} == {0, 1, -1}
            s.apply(Action.make(1, "take", tile=s.pool[0]))  # seat 1 acts first
            s.apply(Action.make(0, "call_layout"))
            assert s.players[0].phase == "layout" and s.players[1].phase == "gathering"
            s.apply(Action.make(1, "keep", tile=s.players[1].hand[0]))
        print_all(s)
        draft_all(s)
    assert days == ["fri", "sat", "sun"] and s.is_over() and len(s.results) == 3


def test_day_03_saturday_uses_every_cell_of_the_fri_sat_side():
    """FTP-DAY-03: Saturday is on the Fri/Sat side and every cell (light and dark) may be used."""
    s = started(1, 2)
    v2, ad = take_keep(s, 0, "N2g"), take_keep(s, 0, "AD1")
    s.apply(Action.make(0, "call_layout"))
    s.apply(Action.make(0, "pick", tile=v2))
    assert s.check(Action.make(0, "place", tile=v2, at="A3")).rule_id == "FTP-LAY-03"  # Friday: light only
    s.apply(Action.make(0, "to_desk", tile=v2))
    next_day(s)
    assert (s.day.id, s.day.side, s.day.area.mask.bit_count()) == ("sat", "fri_sat", 48)
    s.apply(Action.make(0, "call_layout"))
    place(s, 0, v2, "A3")
    place(s, 0, ad, "F8")
    s.apply(Action.make(0, "print"))
    sat = s.results[1][0]
    assert sat["terms"]["articles"] == 1 and sat["income"] == 1 and sat["terms"]["unplaced"] == 0
    assert grid_cell(sat, "A3") != "." and grid_cell(sat, "F8") != "."


def test_day_04_sunday_side_all_cells_pages_grow():
    """FTP-DAY-04: Sunday turns the boards to the Sunday side, all cells usable; pages grow daily."""
    assert [d.area.mask.bit_count() for d in content().days] == [32, 48, 64]
    s = started(1, 2)
    ad = take_keep(s, 0, "AD1")
    next_day(s)
    next_day(s)
    assert (s.day.id, s.day.side, s.day.grid.columns) == ("sun", "sun", 8)
    s.apply(Action.make(0, "call_layout"))
    place(s, 0, ad, "H8")
    s.apply(Action.make(0, "print"))
    assert s.results[2][0]["income"] == 1 and grid_cell(s.results[2][0], "H8") != "."


def test_day_05_day_sequence():
    """FTP-DAY-05: breaking news is revealed, the focus tile lies on the stars, the timer starts;
    at round end the check, then scoring, then cleanup and the draft, in that order."""
    s = new_game(2, 8, breaking_news=True)
    events = s.apply(START)
    assert [e.kind for e in events] == ["breaking_news", "day_started"]
    assert events[-1].data["deadline_ms"] == s.clock_ms + 240_000
    stars = s.day.area.stars
    assert all(p.focus_mask & stars == stars for p in s.players)
    assert s.day.area.mask.bit_count() == 32  # today's area: the light Friday cells
    lay_out(s, 0, [("N2g", "B3"), ("N2b", "C3")])
    kinds = [e.kind for e in print_all(s)]
    order = [kinds.index(k) for k in ("check_flipped", "day_scored", "cleanup", "draft_offer")]
    assert order == sorted(order)


def test_gat_01_everyone_starts_each_day_in_gathering():
    """FTP-GAT-01: when the timer starts every player is in Gathering, whatever they did the day before."""
    s = started(3, 4)
    assert all(p.phase == "gathering" for p in s.players)
    assert {(d.player, d.kind) for d in s.decisions() if d.player >= 0} == {(0, "gather"), (1, "gather"),
                                                                             (2, "gather")}
    s.apply(Action.make(0, "print"))
    s.apply(Action.make(1, "call_layout"))
    s.apply(Action.make(-1, "advance", ms=s.deadline_ms - s.clock_ms))  # seat 2 times out
    draft_all(s)
    s.apply(START)
    assert [(p.phase, p.token) for p in s.players] == [("gathering", None)] * 3
    assert s.check(Action.make(1, "take", tile=s.pool[0])) is None


def test_gat_07_leftover_desk_tiles_usable_next_day():
    """FTP-GAT-07: a tile left on the desk on Friday is on Saturday's desk and may be placed."""
    s = started(1, 3)
    uid = take_keep(s, 0, "S2g")
    s.apply(Action.make(0, "print"))
    assert s.results[0][0]["terms"]["unplaced"] == -1
    draft_all(s)
    s.apply(START)
    assert s.players[0].desk == [uid] and s.players[0].phase == "gathering"
    s.apply(Action.make(0, "call_layout"))
    place(s, 0, uid, "B4")
    s.apply(Action.make(0, "print"))
    assert s.results[1][0]["terms"]["unplaced"] == 0 and s.results[1][0]["terms"]["articles"] == 1


def test_drf_01_used_focus_tiles_leave_the_game():
    """FTP-DRF-01: after each day the used focus tiles are removed from the game."""
    s = started(3, 9)
    friday = [p.focus[0] for p in s.players]
    print_all(s)
    assert s.removed_focus == friday and all(p.focus is None for p in s.players)
    assert not set(friday) & {f for f, _ in s.draft_offer + s.focus_stack}
    draft_all(s)
    saturday = [p.focus[0] for p in s.players]
    s.apply(START)
    print_all(s)
    assert s.removed_focus[3:] == saturday
    assert not set(s.removed_focus) & {f for f, _ in s.draft_offer + s.focus_stack}


def test_drf_03_desk_tiles_stay_on_the_desk():
    """FTP-DRF-03: at cleanup page tiles go back to the pool, desk tiles stay (and cost again)."""
    s = started(1, 5)
    on_page, on_desk = take_keep(s, 0, "N2g"), take_keep(s, 0, "AD1")
    s.apply(Action.make(0, "call_layout"))
    place(s, 0, on_page, "B3")
    s.apply(Action.make(0, "print"))
    assert s.players[0].desk == [on_desk] and on_desk not in s.pool and s.face_up[on_desk]
    assert on_page in s.pool and not s.face_up[on_page] and not s.players[0].page
    next_day(s)
    assert s.players[0].desk == [on_desk]
    s.apply(Action.make(0, "print"))
    assert s.results[1][0]["terms"]["unplaced"] == -1


def test_drf_06_sunday_side_and_sunday_breaking_news():
    """FTP-DRF-06: before Sunday the boards turn to the Sunday side; the Sunday card is revealed."""
    s = started(2, 8, breaking_news=True)
    next_day(s)
    print_all(s)
    draft_all(s)
    assert (s.day.id, s.day.side, s.day.grid.columns) == ("sun", "sun", 8)
    stars = s.day.area.stars
    assert all(p.focus_mask & stars == stars and p.focus_at == (2, 0) for p in s.players)  # C1 on Sunday
    events = s.apply(START)
    cards = [e.data["card"] for e in events if e.kind == "breaking_news"]
    assert len(cards) == 1 and content().breaking[cards[0]].deck == "sun"
    assert s.breaking_active == cards


# ---- layout contacts and the check (§6, §8) -----------------------------------------------------

def test_lay_07_touching_ads_are_allowed_then_flipped():
    """FTP-LAY-07: an ad touching an ad is placed without refusal and flipped at the check."""
    s = started(1, 2)
    _, second = lay_out(s, 0, [("AD1", "B3"), ("AD1", "C3")])
    events = s.apply(Action.make(0, "print"))
    assert [e.data["tile"] for e in events if e.kind == "check_flipped"] == [second]  # later lead cell
    r = s.results[0][0]
    assert r["flips"] == 1 and "FTP-LAY-07" in r["check_log"][0] and r["income"] == 1
    assert grid_cell(r, "C3") != "." and grid_cell(r, "B3") != "."  # flipped, still on the page


def test_chk_05_log_line_names_the_player_and_the_tile_by_its_headline():
    """FTP-CHK-05 in the game log: "Ann: AD1 (…) is in 1 conflict …", not "b AD1 is in …" (QA:
    the page label of a printed page's key, and no name, reached the log)."""
    s = started(1, 2)
    _, second = lay_out(s, 0, [("AD1", "B3"), ("AD1", "C3")])
    events = s.apply(Action.make(0, "print"))
    flip = next(e for e in events if e.kind == "check_flipped")
    line = flip.text.render()
    headline = content().tile_types["AD1"].name["en"]
    assert line.startswith(f"{s.names[0]}: AD1 ({headline}) is in 1 conflict (FTP-LAY-07)"), line
    zh = flip.text.render("zh", lambda key: {"{player}: {line}": "{player}：{line}"}.get(key, key))
    assert content().tile_types["AD1"].name["zh"] in zh
    assert "FTP-LAY-07" in s.results[0][0]["check_log"][0]  # the printed page's key keeps its labels


def test_lay_08_touching_photos_are_allowed_then_flipped():
    """FTP-LAY-08: photos touching photos, whatever their conditions, are flipped at the check."""
    s = started(1, 2)
    lay_out(s, 0, [("P4-SN", "B3"), ("P4-g", "D3")])
    events = s.apply(Action.make(0, "print"))
    flips = [e for e in events if e.kind == "check_flipped"]
    assert len(flips) == 1 and s.kinds[flips[0].data["tile"]] == "P4-g"  # later lead cell (D3)
    assert "FTP-LAY-08" in s.results[0][0]["check_log"][0]


def test_lay_09_other_contacts_are_allowed():
    """FTP-LAY-09: articles of different categories, article–photo, article–ad, photo–ad and any
    tile next to the focus tile or a face-down tile cause no flip."""
    s = started(1, 2)
    lay_out(s, 0, [("N2g", "B3"), ("S2b", "C3"), ("P4-SN", "D3"), ("AD1", "B5"), ("AD2", "D5"),
                   ("AD1", "C5", "down")])
    s.apply(Action.make(0, "print"))
    r = s.results[0][0]
    assert r["flips"] == 0 and r["check_log"] == []
    assert r["terms"]["articles"] == 2 and r["terms"]["photos"] == 1 and r["income"] == 3  # photo: S2b
    assert all(grid_cell(r, cell) != "." for cell in ("B3", "C3", "D3", "B5", "D5", "C5"))


def test_lay_10_tiles_may_cross_the_fold():
    """FTP-LAY-10: a tile may lie across the fold; it stays and counts as crossing (F16 side b)."""
    s = new_game(1, 2)
    s.players[0].focus = ("F16", "b")  # +2 per face-up tile crossing the fold
    s.apply(START)
    lay_out(s, 0, [("N3g", "B4")])  # rows 4–6, the fold lies after row 4
    s.apply(Action.make(0, "print"))
    r = s.results[0][0]
    assert r["check_log"] == [] and r["terms"]["articles"] == 1 and r["terms"]["focus"] == 2
    assert all(grid_cell(r, f"B{row}") != "." for row in (4, 5, 6))


def test_chk_01_every_page_is_checked():
    """FTP-CHK-01: after the round ends the engine checks every page (printed or timed out)."""
    s = started(3, 6)
    for seat in range(3):
        lay_out(s, seat, [("N2g", "B3"), ("N2b", "C3")])
    s.apply(Action.make(0, "print"))
    events = s.apply(Action.make(-1, "advance", ms=s.deadline_ms - s.clock_ms))
    assert sorted(e.player for e in events if e.kind == "check_flipped") == [0, 1, 2]
    assert [r["flips"] for r in s.results[0]] == [1, 1, 1]
    check_invariants(s)


# ---- scoring and the end (§9, §11) ------------------------------------------------------------

def test_sco_03_focus_scores_its_conditions():
    """FTP-SCO-03: the focus tile scores what its conditions say (SF6 good news max 4, SF7 bad news)."""
    s = new_game(2, 1)
    s.players[0].focus, s.players[1].focus = ("SF6", "start"), ("SF7", "start")
    s.apply(START)
    page = [("N2g", "B3"), ("S2g", "C3"), ("B2g", "D3"), ("N3g", "E1"), ("S3g", "B6"), ("N2b", "C6")]
    for seat in (0, 1):
        lay_out(s, seat, page)
    print_all(s)
    sf6, sf7 = s.results[0]
    assert sf6["flips"] == sf7["flips"] == 0
    assert sf6["terms"]["focus"] == 4  # 5 good-news articles, capped at 4
    assert sf7["terms"]["focus"] == 1  # 1 bad-news article


def test_sco_07_ads_earn_income_not_points():
    """FTP-SCO-07: ads score no points; the day's income is the $ on face-up ads."""
    rows = ["# F F F . #", "# F F F . #", "# a a a . #", "# . . . . #", "# b b . c #"] + ["# . . . . #"] * 3
    player = {"name": "A", "page": "\n".join(rows), "legend": {"a": "AD3", "b": "AD2", "c": "AD1"},
              "focus": {"id": "SF4"}}
    up = GAME.score_physical({"day": "fri", "players": [player]}).players[0]
    down = GAME.score_physical({"day": "fri", "players": [{**player, "face_down": ["a", "b", "c"]}]}).players[0]
    assert up.details["income"] == 6 and down.details["income"] == 0
    assert up.total == down.total and up.categories == down.categories  # the $ adds no points


def test_sco_09_game_totals_sum_floored_days():
    """FTP-SCO-09: the game total is the sum of the floored day scores; income the sum of day incomes."""
    s = started(1, 4)
    kinds = ["N2g", "S2b", "B2g", "N2b", "S2g", "B2b"]
    uids = [take_keep(s, 0, k) for k in kinds]
    s.apply(Action.make(0, "print"))  # Friday: six unplaced tiles
    draft_all(s)
    s.apply(START)
    s.apply(Action.make(0, "call_layout"))
    for uid, at in zip(uids, ("A4", "C4", "E4", "A7", "C7", "E7"), strict=True):
        place(s, 0, uid, at)
    s.apply(Action.make(0, "print"))
    next_day(s)
    s.apply(Action.make(0, "print"))
    fri = s.results[0][0]
    assert fri["raw"] < 0 and fri["total"] == 0
    sheet = s.score_sheet()
    me = sheet.players[0]
    assert me.total == sum(day[0]["total"] for day in s.results) > sum(day[0]["raw"] for day in s.results)
    assert me.details["income"] == sum(day[0]["income"] for day in s.results)
    assert s.results[1][0]["total"] > 0


def _tally(name, articles, income, token):
    return {"name": name, "articles": articles, "photos": 0, "focus": 0, "largest_empty": 0, "good_icons": 0,
            "bad_icons": 0, "desk": 0, "income": income, "finish_token": token}


def test_end_03_highest_total_among_the_remaining_wins():
    """FTP-END-03: the highest total among the players not eliminated wins (income only closes papers)."""
    days = [{"day": d, "players": [_tally("Ann", 9, 0, 1), _tally("Ben", 6, 1, 2), _tally("Cai", 3, 5, 3)]}
            for d in ("fri", "sat", "sun")]
    sheet = GAME.score_physical({"days": days})
    ann, ben, cai = sheet.players
    assert ann.total > ben.total > cai.total and cai.details["income"] > ben.details["income"]
    assert ann.details["eliminated"] and sheet.winners == [1]
    assert (ben.rank, cai.rank, ann.rank) == (1, 2, 3)


# ---- turn-based play (§14) ----------------------------------------------------------------------

def test_tb_02_a_turn_is_one_take_or_layout():
    """FTP-TB-02: on a turn a player takes one tile (look, then keep or return it face up) or calls
    Layout!; Print is not a gathering turn, and even two hands (CH5) take one tile per turn."""
    s = started(2, 6, mode="turn_based", characters=True)
    me = s.turn
    other = 1 - me
    s.players[me].character = "CH5"  # hands: 2 in real time
    assert s.check(Action.make(me, "print")).rule_id == "FTP-TB-02"
    uid = s.pool[0]
    s.apply(Action.make(me, "take", tile=uid))
    assert s.turn == me and {a.kind for a in s.legal_actions(me)} == {"keep", "return"}
    assert s.check(Action.make(me, "take", tile=s.pool[0])).rule_id == "FTP-TB-02"
    assert s.check(Action.make(me, "call_layout")).rule_id == "FTP-GAT-03"
    s.apply(Action.make(me, "return", tile=uid))
    assert uid in s.pool and s.face_up[uid] and s.turn == other
    s.apply(Action.make(other, "call_layout"))
    assert s.players[other].phase == "layout" and s.turn == me


def test_tb_03_layout_takes_a_token_callers_skipped_empty_pool_forces_the_call():
    """FTP-TB-03: Layout! takes the lowest free token at once; callers are skipped; with the pool
    empty the remaining players can only call Layout!."""
    s = started(3, 6, mode="turn_based")
    a = s.turn
    b, c = (a + 1) % 3, (a + 2) % 3
    s.apply(Action.make(a, "call_layout"))
    assert s.players[a].token == 1 and s.turn == b
    take_keep(s, b, s.kinds[s.pool[0]])
    assert s.turn == c
    s.apply(Action.make(c, "call_layout"))
    assert s.players[c].token == 2 and s.turn == b  # a is skipped
    while s.pool:
        take_keep(s, b, s.kinds[s.pool[0]])
        assert s.turn == b
    assert s.legal_actions(b) == [Action.make(b, "call_layout")]
    s.apply(Action.make(b, "call_layout"))
    assert s.players[b].token == 3 and s.layout_queue == [a, c, b]


def test_tb_06_print_ends_a_layout_early_then_check_score_draft():
    """FTP-TB-06: Print! ends a layout turn early (the next editor starts at once with a full timer);
    the check, scoring and draft then run as normal."""
    s = started(2, 6, mode="turn_based")
    first = s.turn
    second = 1 - first
    n2g = take_keep(s, first, "N2g")
    take_keep(s, second, "AD1")
    n2b = take_keep(s, first, "N2b")
    s.apply(Action.make(second, "call_layout"))
    s.apply(Action.make(first, "call_layout"))
    assert s.layout_queue == [second, first]
    s.apply(Action.make(-1, "advance", ms=5_000))
    s.apply(Action.make(second, "print"))
    assert s.layout_queue == [first] and s.deadline_ms == s.clock_ms + 240_000
    place(s, first, n2g, "B3")
    place(s, first, n2b, "C3")
    s.apply(Action.make(first, "print"))
    mine, theirs = s.results[0][first], s.results[0][second]
    assert mine["flips"] == 1 and mine["terms"]["articles"] == 1
    assert theirs["terms"]["unplaced"] == -1
    assert s.stage == "draft" and s.drafter == second
    check_invariants(s)
