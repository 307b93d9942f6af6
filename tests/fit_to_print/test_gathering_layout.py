"""Gathering (FTP-GAT-*), layout (FTP-LAY-*), print and the timer (FTP-PRT-*, FTP-TIM-*)."""

from desktop_app.engine.action import Action
from tests.fit_to_print.helpers import check_invariants, new_game


def started(n=3, **variants):
    s = new_game(n, 5, **variants)
    s.apply(Action.make(-1, "start_day"))
    return s


def take_keep(s, seat, kind=None):
    uid = next(u for u in s.pool if kind is None or s.kinds[u] == kind)
    s.apply(Action.make(seat, "take", tile=uid))
    s.apply(Action.make(seat, "keep", tile=uid))
    return uid


def test_take_is_atomic_and_the_loser_of_the_race_is_refused():
    """FTP-RT-02, FTP-GAT-02: a tile in someone's hand cannot be taken."""
    s = started()
    uid = s.pool[0]
    s.apply(Action.make(0, "take", tile=uid))
    refusal = s.check(Action.make(1, "take", tile=uid))
    assert refusal.rule_id == "FTP-GAT-02" and "no longer available" in str(refusal)
    assert Action.make(1, "take", tile=uid) not in s.legal_actions(1)


def test_one_hand_one_tile_at_a_time():
    """FTP-GAT-02: a second take while holding a tile is refused; call Layout needs an empty hand."""
    s = started()
    s.apply(Action.make(0, "take", tile=s.pool[0]))
    assert s.check(Action.make(0, "take", tile=s.pool[0])).rule_id == "FTP-GAT-02"
    assert s.check(Action.make(0, "call_layout")).rule_id == "FTP-GAT-03"


def test_returned_tile_is_face_up_and_anyone_may_take_it():
    """FTP-GAT-04, FTP-DEC-22: a returned tile lies face up in the pool; even its returner may retake it."""
    s = started()
    uid = s.pool[0]
    s.apply(Action.make(0, "take", tile=uid))
    s.apply(Action.make(0, "return", tile=uid))
    assert uid in s.pool and s.face_up[uid]
    x, y = s.pool_pos[uid]
    assert 0 <= x < 1 and 0 <= y < 1
    assert s.view(2).kinds[uid] == s.kinds[uid], "a face-up pool tile is public"
    assert s.check(Action.make(0, "take", tile=uid)) is None


def test_kept_tile_stays_on_the_desk():
    """FTP-GAT-05/06: kept tiles never go back to the pool and cannot be placed during Gathering."""
    s = started()
    uid = take_keep(s, 0)
    assert uid in s.players[0].desk and s.face_up[uid]
    assert s.check(Action.make(0, "take_back", tile=uid)).rule_id == "FTP-GAT-05"
    assert s.check(Action.make(0, "pick", tile=uid)).rule_id == "FTP-GAT-06"


def test_take_back_ability_once_per_day():
    """FTP-GAP-07 CH6: one kept tile may go back to the pool face up, during Gathering only."""
    s = new_game(3, 5, characters=True)
    s.players[0].character = "CH6"
    s.apply(Action.make(-1, "start_day"))
    a, b = take_keep(s, 0), take_keep(s, 0)
    s.apply(Action.make(0, "take_back", tile=a))
    assert a in s.pool and s.face_up[a]
    assert s.check(Action.make(0, "take_back", tile=b)).rule_id == "FTP-GAT-05"


def test_two_hands_ability():
    """FTP-GAP-07 CH5: may hold two undecided tiles."""
    s = new_game(3, 5, characters=True)
    s.players[0].character = "CH5"
    s.apply(Action.make(-1, "start_day"))
    s.apply(Action.make(0, "take", tile=s.pool[0]))
    assert s.check(Action.make(0, "take", tile=s.pool[0])) is None
    s.apply(Action.make(0, "take", tile=s.pool[0]))
    assert s.check(Action.make(0, "take", tile=s.pool[0])).rule_id == "FTP-GAT-02"


def test_after_layout_no_more_tiles():
    """FTP-GAT-08: after "Layout!" a player takes no more tiles; others are not affected."""
    s = started()
    s.apply(Action.make(0, "call_layout"))
    assert s.check(Action.make(0, "take", tile=s.pool[0])).rule_id == "FTP-GAT-08"
    assert s.check(Action.make(1, "take", tile=s.pool[0])) is None


def test_layout_hard_rules():
    """FTP-LAY-02/03/04/05: overlap, outside the area and focus off the stars are refused; no rotation."""
    s = started()
    v3 = take_keep(s, 0, "N3g")
    ad = take_keep(s, 0, "AD3")
    s.apply(Action.make(0, "call_layout"))
    s.apply(Action.make(0, "pick", tile=v3))
    assert s.check(Action.make(0, "place", tile=v3, at="A3")).rule_id == "FTP-LAY-03"  # A is Saturday only
    assert s.check(Action.make(0, "place", tile=v3, at="B7")).rule_id == "FTP-LAY-03"  # runs off row 8
    assert s.check(Action.make(0, "place", tile=v3, at="C1")).rule_id == "FTP-LAY-02"  # on the focus tile
    s.apply(Action.make(0, "place", tile=v3, at="B3"))
    s.apply(Action.make(0, "pick", tile=ad))
    assert s.check(Action.make(0, "place", tile=ad, at="B4")).rule_id == "FTP-LAY-02"
    assert s.check(Action.make(0, "rotate", tile=ad)).rule_id == "FTP-RT-02"  # FTP-LAY-05: no such command
    s.apply(Action.make(0, "place", tile=ad, at="C4"))
    assert s.players[0].focus_at == (1, 0)  # FTP-DRF-05: starts at the left-most legal spot, B1
    assert s.check(Action.make(0, "move_focus", at="D1")).rule_id == "FTP-LAY-04"  # leaves the area
    assert s.check(Action.make(0, "move_focus", at="C2")).rule_id == "FTP-LAY-04"  # misses the stars
    s.apply(Action.make(0, "move_focus", at="C1"))
    assert s.players[0].focus_at == (2, 0)
    check_invariants(s)


def test_a_drop_off_the_grid_edge_is_outside_the_area():
    """FTP-LAY-03 (not LAY-02): a tile dropped partly off the grid's left or top edge lies outside
    the day's area; the scene names such a drop "Z0". The focus tile there misses the stars (LAY-04)."""
    s = started()
    v3 = take_keep(s, 0, "N3g")
    s.apply(Action.make(0, "call_layout"))
    s.apply(Action.make(0, "pick", tile=v3))
    for at in ("Z0", "A0", "@3"):
        refusal = s.check(Action.make(0, "place", tile=v3, at=at))
        assert refusal.rule_id == "FTP-LAY-03", at
        assert "inside the day's area" in refusal.message("en")
    s.apply(Action.make(0, "to_desk", tile=v3))
    assert s.check(Action.make(0, "move_focus", at="Z0")).rule_id == "FTP-LAY-04"


def test_adjacency_is_not_refused_but_flipped_at_the_check():
    """FTP-LAY-06/12, FTP-CHK-04: same-category contact is allowed in layout and flipped later."""
    s = started(1)
    a = take_keep(s, 0, "N3g")
    b = take_keep(s, 0, "N3b")
    s.apply(Action.make(0, "call_layout"))
    for uid, at in ((a, "B3"), (b, "C3")):
        s.apply(Action.make(0, "pick", tile=uid))
        s.apply(Action.make(0, "place", tile=uid, at=at))
    events = s.apply(Action.make(0, "print"))
    flips = [e for e in events if e.kind == "check_flipped"]
    assert len(flips) == 1 and flips[0].rule_id == "FTP-CHK-05"


def test_face_down_placement_and_back_to_desk():
    """FTP-LAY-11, FTP-DEC-18: a tile may go face down; a placed tile may go back to the desk."""
    s = started(1)
    uid = take_keep(s, 0, "AD2")
    s.apply(Action.make(0, "call_layout"))
    s.apply(Action.make(0, "flip", tile=uid))
    s.apply(Action.make(0, "pick", tile=uid))
    s.apply(Action.make(0, "place", tile=uid, at="B3"))
    assert not s.face_up[uid] and s.players[0].page[uid] == (1, 2)
    s.apply(Action.make(0, "pick", tile=uid))
    s.apply(Action.make(0, "to_desk", tile=uid))
    assert uid in s.players[0].desk and not s.players[0].page


def test_print_takes_lowest_token_and_freezes_the_page():
    """FTP-PRT-01/02/03: Print (even in Gathering) takes the lowest token; the page is frozen."""
    s = started(3)
    uid = take_keep(s, 1)
    s.apply(Action.make(1, "print"))
    assert s.players[1].token == 1 and s.players[1].phase == "printed"
    assert s.check(Action.make(1, "pick", tile=uid)).rule_id == "FTP-PRT-03"
    s.apply(Action.make(0, "print"))
    assert s.players[0].token == 2


def test_time_out_order_and_hands():
    """FTP-TIM-01/02/03: at time-out, Layout callers first, then gatherers by seat; hands go back."""
    s = started(4)
    s.apply(Action.make(3, "call_layout"))
    s.clock_ms += 1000
    s.apply(Action.make(2, "call_layout"))
    held = s.pool[0]
    s.apply(Action.make(0, "take", tile=held))
    s.apply(Action.make(1, "print"))
    while s.stage == "play":
        s.apply(s.legal_actions(-1)[0])
    tokens = [r["finish_token"] for r in s.results[0]]
    assert tokens == [4, 1, 3, 2]
    assert held in s.pool or held in s.players[0].desk
    assert held not in s.players[0].hand


def test_drag_cancelled_at_time_out_returns_the_tile():
    """FTP-TIM-03: a tile picked from the page goes back where it was at time-out."""
    s = started(1)
    uid = take_keep(s, 0, "AD1")
    s.apply(Action.make(0, "call_layout"))
    s.apply(Action.make(0, "pick", tile=uid))
    s.apply(Action.make(0, "place", tile=uid, at="E8"))
    s.apply(Action.make(0, "pick", tile=uid))
    s.apply(Action.make(-1, "advance", ms=s.deadline_ms - s.clock_ms))
    assert s.results[0][0]["grid"][7].split()[4] != "."


def test_advance_and_table_decisions():
    """FTP-RT-01: the table starts the day and advances the clock; the timer ends the round."""
    s = new_game(2, 5)
    assert [d.kind for d in s.decisions()] == ["start_day"]
    s.apply(Action.make(-1, "start_day"))
    assert s.time_left_ms() == 240_000
    assert "advance" in [d.kind for d in s.decisions()]
    assert s.check(Action.make(-1, "advance", ms=0)).rule_id == "FTP-RT-01"
    s.apply(Action.make(-1, "advance", ms=239_999))
    assert s.stage == "play"
    s.apply(Action.make(-1, "advance", ms=1))
    assert s.stage == "draft"


def test_computer_seat_pace():
    """FTP-RT-04: a computer editor has no decision while busy (its pace is on the game clock)."""
    s = new_game(2, 5, ["normal", "human"])
    s.apply(Action.make(-1, "start_day"))
    assert {d.player for d in s.decisions()} == {0, 1, -1}
    s.apply(Action.make(0, "take", tile=s.pool[0]))
    assert {d.player for d in s.decisions()} == {1, -1}
    assert s.check(Action.make(0, "keep", tile=s.players[0].hand[0])).rule_id == "FTP-RT-04"
    busy = s.players[0].busy_until
    assert 1600 <= busy <= 2400  # reach_ms 2000 ± jitter 0.2
    while 0 not in {d.player for d in s.decisions()}:
        s.apply(s.legal_actions(-1)[0])
    assert s.clock_ms == busy
