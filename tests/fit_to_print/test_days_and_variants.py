"""The day cycle and draft (FTP-DAY-*, FTP-DRF-*), advanced modules (FTP-ADV-*) and the
turn-based, solo, family and puzzle variants (FTP-TB-*, FTP-GAP-10/11)."""

from desktop_app.engine.action import Action
from tests.fit_to_print.helpers import check_invariants, new_game


def finish_day(s, order):
    """Everyone prints at once in ``order``."""
    for seat in order:
        s.apply(Action.make(seat, "print"))


def test_draft_lowest_token_first_and_days_grow():
    """FTP-DRF-04/05, FTP-DAY-02..04: N tiles drawn; token order picks; Sunday uses the Sunday side."""
    s = new_game(3, 4)
    s.apply(Action.make(-1, "start_day"))
    finish_day(s, [2, 0, 1])
    assert s.stage == "draft" and len(s.draft_offer) == 3 and s.drafter == 2
    assert s.check(Action.make(0, "draft", focus=s.draft_offer[0][0])).rule_id == "FTP-DRF-04"
    for seat in (2, 0, 1):
        pick = s.draft_offer[0]
        s.apply(Action.make(seat, "draft", focus=pick[0]))
        assert s.players[seat].focus == pick
    assert s.stage == "ready" and s.day.id == "sat"
    assert all(p.focus_at == (1, 0) for p in s.players)  # left-most on the full Saturday area: B1
    s.apply(Action.make(-1, "start_day"))
    finish_day(s, [0, 1, 2])
    for seat in (0, 1, 2):
        s.apply(Action.make(seat, "draft", focus=s.draft_offer[0][0]))
    assert s.day.id == "sun" and s.day.grid.columns == 8
    s.apply(Action.make(-1, "start_day"))
    finish_day(s, [1, 2, 0])
    assert s.is_over() and len(s.removed_focus) == 9
    check_invariants(s)


def test_two_player_draft_draws_three_and_removes_the_last():
    """FTP-DRF-04, FTP-DEC-23: 3 drawn with 2 players; the undrafted one leaves the game."""
    s = new_game(2, 4)
    s.apply(Action.make(-1, "start_day"))
    finish_day(s, [1, 0])
    offer = [f for f, _ in s.draft_offer]
    assert len(offer) == 3
    s.apply(Action.make(1, "draft", focus=offer[2]))
    s.apply(Action.make(0, "draft", focus=offer[0]))
    assert offer[1] in s.removed_focus


def test_solo_draws_two_and_paper_folds_below_min_income():
    """FTP-GAP-11: draw 2 keep 1; income below $12 folds the paper whatever the score."""
    s = new_game(1, 4)
    for _ in range(3):
        s.apply(Action.make(-1, "start_day"))
        s.apply(Action.make(0, "print"))
        if s.stage == "draft":
            assert len(s.draft_offer) == 2
            s.apply(Action.make(0, "draft", focus=s.draft_offer[0][0]))
    sheet = s.score_sheet()
    assert sheet.final and sheet.winners == [] and "folds" in sheet.notes[0]


def test_breaking_news_one_card_per_day_from_its_deck():
    """FTP-ADV-02, FTP-DEC-11: one card at setup from Friday; then one per day from that day's deck."""
    s = new_game(2, 8, breaking_news=True)
    fri = list(s.breaking_active)
    s.apply(Action.make(-1, "start_day"))
    finish_day(s, [0, 1])
    for seat in s.draft_order[:]:
        s.apply(Action.make(seat, "draft", focus=s.draft_offer[0][0]))
    s.apply(Action.make(-1, "start_day"))
    assert len(s.breaking_active) == 1 and s.breaking_active[0].startswith("BN-S") and s.breaking_active != fri
    c = new_game(2, 8, breaking_news=True, breaking_cumulative=True)
    c.apply(Action.make(-1, "start_day"))
    finish_day(c, [0, 1])
    for seat in c.draft_order[:]:
        c.apply(Action.make(seat, "draft", focus=c.draft_offer[0][0]))
    c.apply(Action.make(-1, "start_day"))
    assert len(c.breaking_active) == 2


def test_timer_delta_from_breaking_news():
    """FTP-TIM-04: BN-F2 shortens Friday's timer by 30 s."""
    s = new_game(2, 8, breaking_news=True)
    s.breaking_active = ["BN-F2"]
    s.apply(Action.make(-1, "start_day"))
    assert s.time_left_ms() == 210_000


def test_timer_delta_applies_to_turn_based_layout_turns():
    """FTP-TIM-04 with FTP-TB-05: BN-F2 (−30 s) and BN-S6 (+30 s) change each human's layout timer
    in turn-based play too, not only the real-time round timer."""
    for card, expected in (("BN-F2", 210_000), ("BN-S6", 270_000), (None, 240_000)):
        s = new_game(2, 8, mode="turn_based", breaking_news=card is not None)
        s.breaking_active = [card] if card else []
        s.apply(Action.make(-1, "start_day"))
        first = s.turn
        s.apply(Action.make(first, "call_layout"))
        s.apply(Action.make(1 - first, "call_layout"))
        assert s.layout_queue == [first, 1 - first]
        assert s.deadline_ms - s.clock_ms == expected, card
        s.apply(Action.make(first, "print"))
        assert s.deadline_ms - s.clock_ms == expected, card  # the next human gets the same timer


def test_untimed_family_turn_based_layout_has_no_timer():
    """FTP-GAP-11 untimed family play in the turn-based variant: layout turns have no timer."""
    s = new_game(2, 8, mode="turn_based", family=True, untimed=True)
    s.apply(Action.make(-1, "start_day"))
    first = s.turn
    s.apply(Action.make(first, "call_layout"))
    s.apply(Action.make(1 - first, "call_layout"))
    assert s.layout_queue and s.deadline_ms is None


def test_turn_based_gathering_and_layout():
    """FTP-TB-01/02/03/05: seat order from a seeded first player; Layout! takes a token; layout in token order."""
    s = new_game(3, 6, mode="turn_based")
    s.apply(Action.make(-1, "start_day"))
    first = s.turn
    assert first == s.first_player and s.deadline_ms is None
    other = (first + 1) % 3
    assert s.check(Action.make(other, "take", tile=s.pool[0])).rule_id == "FTP-TB-01"
    uid = s.pool[0]
    s.apply(Action.make(first, "take", tile=uid))
    assert s.turn == first  # look, then keep or return on the same turn
    s.apply(Action.make(first, "keep", tile=uid))
    assert s.turn == other
    s.apply(Action.make(other, "call_layout"))
    assert s.players[other].token == 1
    third = (other + 1) % 3
    assert s.turn == third
    s.apply(Action.make(third, "call_layout"))
    s.apply(Action.make(first, "call_layout"))
    assert s.layout_queue == [other, third, first]
    assert s.check(Action.make(first, "pick", tile=uid)).rule_id == "FTP-TB-05"
    assert s.deadline_ms == s.clock_ms + 240_000  # each human gets the round timer
    s.apply(Action.make(other, "print"))
    s.apply(Action.make(third, "print"))
    s.apply(Action.make(first, "pick", tile=uid))
    s.apply(Action.make(first, "place", tile=uid, at=s.legal_actions(first)[0]["at"]))
    s.apply(Action.make(first, "print"))
    assert s.stage == "draft" and s.first_player == other


def test_turn_timer_passes_the_turn():
    """FTP-TB-04: with the turn timer on, an expired turn returns the held tile and passes."""
    s = new_game(2, 6, mode="turn_based", turn_timer=True)
    s.apply(Action.make(-1, "start_day"))
    seat = s.turn
    uid = s.pool[0]
    s.apply(Action.make(seat, "take", tile=uid))
    s.apply(Action.make(-1, "advance", ms=20_000))
    assert s.turn != seat and uid in s.pool and s.face_up[uid]


def test_family_mode_settings():
    """FTP-GAP-11: 5-minute timer, no modules, assistant on, no elimination."""
    s = new_game(3, 6, family=True, characters=True)
    assert s.settings.timer_s == 300 and not s.settings.characters and s.settings.assistant
    assert s.settings.mode == "realtime"
    s.apply(Action.make(-1, "start_day"))
    assert s.time_left_ms() == 300_000


def test_family_mode_is_independent_of_the_turn_based_mode():
    """FTP-GAP-11 with FTP-RT-08: family mode is its own option, so a family game can have
    several humans (turn-based hot-seat) while keeping the family rules."""
    from desktop_app.engine.game import GameOptions, Seat
    from desktop_app.rules.fit_to_print import GAME

    seats = [Seat("Ann", "red", "human"), Seat("Bo", "blue", "human")]
    assert GAME.check_options(GameOptions(seats, {"mode": "turn_based", "family": True})) is None
    refused = GAME.check_options(GameOptions(seats, {"family": True}))
    assert refused is not None and refused.rule_id == "FTP-RT-08"
    s = new_game(2, 6, mode="turn_based", family=True)
    assert s.settings.turn_based and s.settings.family and s.settings.timer_s == 300
    s.apply(Action.make(-1, "start_day"))
    first = s.turn
    s.apply(Action.make(first, "call_layout"))
    s.apply(Action.make(1 - first, "call_layout"))
    assert s.deadline_ms - s.clock_ms == 300_000  # the family timer, per layout turn (FTP-TB-05)
    specs = {o.key: o for o in GAME.option_specs(GAME.load_content())}
    assert specs["family"].kind == "bool"
    assert "family" not in [value for value, _ in specs["mode"].choices]


def test_old_family_mode_records_still_open():
    """FTP-GAP-11: a record or snapshot written with the old ``mode: family`` still loads as a
    real-time family game (options are migrated when read)."""
    from desktop_app.rules.fit_to_print import GAME

    s = new_game(3, 6, mode="family")
    assert s.settings.family and s.settings.mode == "realtime" and s.settings.timer_s == 300
    snapshot = s.to_json()
    snapshot["settings"].pop("family")
    snapshot["settings"]["mode"] = "family"
    restored = GAME.state_from_json(snapshot, s.content)
    assert restored.settings.family and restored.settings.mode == "realtime"
    assert restored.to_json() == s.to_json()


def test_puzzle_mode():
    """FTP-GAP-10: a single day, fixed desk, no timer; solved at the target."""
    s = new_game(1, 1, mode="puzzle", puzzle="PZ01")
    assert s.stage == "play" and s.players[0].phase == "layout" and s.time_left_ms() is None
    assert [s.kinds[u] for u in s.players[0].desk] == list(s.content.puzzles["PZ01"].desk)
    assert all(d.player != -1 for d in s.decisions())
    s.apply(Action.make(0, "print"))
    sheet = s.score_sheet()
    assert s.is_over() and sheet.players[0].details["solved"] is False and sheet.winners == []
