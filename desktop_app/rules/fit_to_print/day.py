"""Setup (FTP-SET-*), the day cycle (FTP-DAY-05), the clock (FTP-RT-01, FTP-TIM-*), the round
end with check and scoring, cleanup and the focus-news draft (FTP-DRF-*).
"""

from __future__ import annotations

import random

from desktop_app.engine.event import Event
from desktop_app.engine.text import Text
from desktop_app.rules.fit_to_print.check import run_check
from desktop_app.rules.fit_to_print.page import Page, PlacedTile, assign_labels
from desktop_app.rules.fit_to_print.scoring import ScoringRules, score_pages

AI_STREAMS = 6


def setup(state, seed: int) -> None:
    """FTP-SET-01..07: the RNG streams, focus deal, focus stack, decks, characters, first player."""
    content, s = state.content, state.settings
    master = random.Random(seed)
    setup_rng = random.Random(master.getrandbits(64))
    state.pool_rng = random.Random(master.getrandbits(64))
    state.ai_seeds = [master.getrandbits(64) for _ in range(AI_STREAMS)][: max(state.n, 1)]
    state.rng = setup_rng
    state.seed = seed
    if s.is_puzzle:
        _setup_puzzle(state)
        return
    starting = sorted(content.starting)
    setup_rng.shuffle(starting)  # 1. deal the starting focus tiles in seat order
    for i, p in enumerate(state.players):
        p.focus = (starting[i % len(starting)], "start")
    stack = sorted(content.regular)
    setup_rng.shuffle(stack)  # 2. the focus stack, each tile with a random side
    state.focus_stack = [(f, "b" if setup_rng.random() < 0.5 else "a") for f in stack]
    for day in content.days:  # 3. the breaking-news decks
        deck = sorted(c.id for c in content.breaking.values() if c.deck == day.id)
        setup_rng.shuffle(deck)
        state.breaking_decks[day.id] = deck
    if s.characters:  # 4. characters
        if s.character_pick == "deal":
            chars = sorted(content.characters)
            setup_rng.shuffle(chars)
            for i, p in enumerate(state.players):
                p.character = chars[i % len(chars)]
        else:
            state.pick_queue = list(range(state.n))
    state.first_player = setup_rng.randrange(state.n)  # 5. first player (turn-based)
    state.relabel(state.pool)  # the face-down tiles' ids reveal nothing (dealt afresh every game)
    state.stage = "pick_character" if state.pick_queue else "ready"
    if s.breaking_news:  # FTP-ADV-02: one Friday card at setup
        state.breaking_active = [state.breaking_decks["fri"].pop(0)]
        state.breaking_seen = list(state.breaking_active)
    state.place_focus_leftmost()


def _setup_puzzle(state) -> None:
    """FTP-GAP-10: one day, no pool, no timer; the player lays out a fixed desk."""
    pz = state.content.puzzles[state.settings.puzzle]
    p = state.players[0]
    for tid in pz.desk:
        uid = next(u for u in state.pool if state.kinds[u] == tid)
        state.pool.remove(uid)
        p.desk.append(uid)
        state.face_up[uid] = True
    p.focus = (pz.focus.id, pz.focus.side)
    p.phase = "layout"
    p.layout_at = 0
    state.tokens_left = [1]
    state.stage = "play"
    state.place_focus_leftmost()


def start_day(state) -> list[Event]:
    """FTP-DAY-05: reveal breaking news, focus tiles on the stars, shuffle the pool, start the timer."""
    s, content = state.settings, state.content
    events = []
    day = state.day
    if s.breaking_news and state.day_index > 0:  # FTP-ADV-02, FTP-DEC-11
        deck = state.breaking_decks.get(day.id, [])
        if deck:
            card = deck.pop(0)
            state.breaking_seen.append(card)
            state.breaking_active = (state.breaking_active if s.breaking_cumulative else []) + [card]
    for card in state.breaking_active:
        events.append(Event("breaking_news", Text("Breaking news: {card}", card=content.breaking[card].name.model_dump()),
                            None, reveals=True, rule_id="FTP-ADV-02", data={"card": card}))
    state.place_focus_leftmost()
    state.shuffle_pool()
    state.tokens_left = list(range(1, state.n + 1))
    for p in state.players:
        p.phase, p.token, p.layout_at, p.take_backs = "gathering", None, None, 0
        p.busy_until = state.clock_ms
    state.day_start_ms = state.clock_ms
    timer = day_timer_ms(state)
    state.deadline_ms = None if timer is None else state.clock_ms + timer
    state.stage = "play"
    if s.turn_based:  # FTP-TB-01
        state.deadline_ms = None
        state.turn = state.first_player
        state.turn_deadline_ms = state.clock_ms + content.rules.turn_timer_s * 1000 if s.turn_timer else None
    events.append(Event("day_started", Text("{day} begins: the timer starts", day=day.name), None,
                        rule_id="FTP-DAY-05", data={"day": day.id, "deadline_ms": state.deadline_ms}))
    return events


def day_timer_ms(state) -> int | None:
    """Today's round timer in ms: the chosen length plus today's ``timer_delta_s`` (FTP-TIM-04).

    ``None`` when untimed (FTP-GAP-11). Real time runs it once for the table; turn-based play
    gives it to each human's layout turn (FTP-TB-05), so a breaking-news card changes both.
    """
    s = state.settings
    if s.untimed:
        return None
    delta = sum(e.timer_delta_s for e in state.day_effects() if e.timer_delta_s is not None)
    return (s.timer_s + delta) * 1000


def time_out(state) -> list[Event]:
    """FTP-TIM-02/03: hands go back, unprinted players stop and take tokens in order."""
    events = []
    for seat, p in enumerate(state.players):
        for uid in list(p.hand):
            events += state.cancel_hand(seat, uid)
    waiting = [i for i, p in enumerate(state.players) if p.phase != "printed"]
    waiting.sort(key=lambda i: (state.players[i].layout_at is None, state.players[i].layout_at or 0, i))
    for seat in waiting:
        p = state.players[seat]
        p.phase = "printed"
        if p.token is None:
            events += state.take_token(seat, timed_out=True)
    events.append(Event("time_out", Text("Time is up: every page freezes"), None, rule_id="FTP-TIM-01"))
    return events


def build_page(state, seat: int) -> Page:
    """The engine page of ``seat`` as a checkable :class:`Page`."""
    p = state.players[seat]
    tiles = [PlacedTile(str(u), state.tile(u), p.masks[u], state.face_up[u]) for u in p.page]
    assign_labels(tiles)
    focus = state.content.focus(p.focus[0]) if p.focus else None
    return Page(state.names[seat], state.day, tiles, focus, p.focus[1] if p.focus else "start",
                p.focus_mask, len(p.desk), p.token, state.effects_for(seat))


def scoring_rules(state) -> ScoringRules:
    """The scoring numbers for this game's mode (solo table, family without mood penalty)."""
    r = state.content.rules
    solo = state.n == 1
    return ScoringRules(r.white_space_awards, r.unplaced_penalty,
                        [tuple(x) for x in r.solo.white_space_table] if solo else None,
                        not state.settings.family, list(state.content.categories))


def end_round(state) -> list[Event]:
    """Round end: the error check (§8), scoring (§9), cleanup and the draft (§10)."""
    events = []
    pages = [build_page(state, i) for i in range(state.n)]
    logs = []
    for seat, page in enumerate(pages):
        log = run_check(page)
        logs.append(log)
        for entry in log:
            if entry["tile"] is None:
                continue
            uid = int(entry["tile"])
            if entry["action"] == "removed":
                state.lift(seat, uid)
                state.players[seat].desk.append(uid)
            elif entry["action"] == "flipped":
                state.face_up[uid] = False
            events.append(Event("check_" + entry["action"], _check_line(state, seat, entry), seat,
                                rule_id=entry["rule"], data={"tile": uid}))
    scores = score_pages(pages, logs, scoring_rules(state))
    state.results.append([sc.to_json() for sc in scores])
    for seat, sc in enumerate(scores):
        events.append(Event("day_scored", Text("{player} scores {score} {score|point|points} and ${income} on {day}",
                                                player=state.names[seat], score=sc.total, income=sc.income,
                                                day=state.day.name), seat, rule_id="FTP-SCO-08",
                            data=sc.to_json()))
    if state.settings.is_puzzle:
        state.stage = "over"
        return events
    events += cleanup(state)
    if state.day_index >= len(state.content.days) - 1:
        state.stage = "over"
        events.append(Event("game_over", Text("The Sunday edition is out: the game ends"), None,
                            rule_id="FTP-END-01"))
        return events
    return events + start_draft(state)


def _check_line(state, seat: int, entry: dict) -> Text:
    """A check step for the game log: whose page, and each tile by its id and headline
    (``Ben: S3b (Star striker twists an ankle) is in 2 conflicts …``), not by its page label."""
    text = entry["text"]
    args = dict(text.args)
    for arg, placed in entry.get("named", {}).items():
        args[arg] = state.tile_name(int(placed.key))
    return Text("{player}: {line}", player=state.names[seat], line=Text(text.key, **args))


def cleanup(state) -> list[Event]:
    """FTP-DRF-01..03: focus tiles leave the game, page tiles go back to a face-down pool."""
    for seat, p in enumerate(state.players):
        if p.focus:
            state.removed_focus.append(p.focus[0])
        for uid in list(p.page):
            state.lift(seat, uid)
            state.pool.append(uid)
        p.focus, p.focus_at, p.focus_mask, p.occ = None, None, 0, 0
    for uid in state.pool:
        state.face_up[uid] = False
    state.pool_pos = {}
    state.deadline_ms = None
    return [Event("cleanup", Text("Page tiles go back to the pool face down"), None, rule_id="FTP-DRF-02")]


def start_draft(state) -> list[Event]:
    """FTP-DRF-04: draw N focus tiles (3 with 2 players, 2 solo); lowest token picks first."""
    r = state.content.rules
    draw = 2 if state.n == 1 else (r.two_player.focus_draw if state.n == 2 else state.n)
    state.draft_offer = [state.focus_stack.pop(0) for _ in range(min(draw, len(state.focus_stack)))]
    state.draft_order = sorted(range(state.n), key=lambda i: state.players[i].token or 99)
    state.first_player = state.draft_order[0]  # FTP-TB-01: token 1 starts the next day
    state.stage = "draft"
    state.drafter = state.draft_order[0]
    offer = [{"id": f, "side": side} for f, side in state.draft_offer]
    return [Event("draft_offer", Text("Focus news for tomorrow is drawn"), None, reveals=True,
                  rule_id="FTP-DRF-04", data={"offer": offer})]


def apply_draft(state, seat: int, focus_id: str) -> list[Event]:
    """A player takes one of the offered focus tiles; after the last pick the next day is ready."""
    pick = next(f for f in state.draft_offer if f[0] == focus_id)
    state.draft_offer.remove(pick)
    state.players[seat].focus = pick
    state.draft_order.pop(0)
    events = [Event("focus_drafted", Text("{player} takes focus news {focus}", player=state.names[seat],
                                          focus=state.content.focus(focus_id).name), seat,
                    rule_id="FTP-DRF-04", data={"focus": list(pick)})]
    if state.draft_order:
        state.drafter = state.draft_order[0]
        return events
    state.removed_focus += [f for f, _ in state.draft_offer]  # FTP-DEC-23
    state.draft_offer, state.drafter = [], None
    state.day_index += 1
    state.day = state.content.days[state.day_index]
    state.stage = "ready"
    state.place_focus_leftmost()
    return events
