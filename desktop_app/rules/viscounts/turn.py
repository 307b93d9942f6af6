"""The turn as a table of phases, phases 1, 2, 4 and 6, rounds and the end (viscounts.md §4, §6.1).

:data:`TURN` is the step list of one turn (VIS-TURN-02): one op per phase (the Gates of Gold manuscript
board's abilities are offered beside the decisions; blue uses saved for after phase 6 resolve then,
``board_abilities``; the shift is a decision only when the yellow ability could change it). Before each phase (and
before the next turn) the active player's knock-outs are done if the castle changed: that is
"once all movement is done" for the phase before (DEC-18). After phase 6 the effects deferred
to the end of the turn resolve, then ``next_turn`` passes play clockwise
(VIS-TURN-03); after the player on the start player's right — in solo after the Steward — the
round ends (DEC-24), where the end trigger (VIS-END-01/02) and the safety cap (DEC-63) are checked.
"""

from __future__ import annotations

from desktop_app.engine.effects import Step
from desktop_app.rules.viscounts.abilities import criminals, hand_limit, steps
from desktop_app.rules.viscounts.actions import op_phase_action
from desktop_app.rules.viscounts.answers import answers
from desktop_app.rules.viscounts.basics import say
from desktop_app.rules.viscounts.board_abilities import stop_before_shift
from desktop_app.rules.viscounts.cards import ask_rearrange, draw_card, push_ability
from desktop_app.rules.viscounts.castle import overfull
from desktop_app.rules.viscounts.collision import op_phase_collision
from desktop_app.rules.viscounts.gates import is_order, order_leaves
from desktop_app.rules.viscounts.keys import push_chest, shifted_chests
from desktop_app.rules.viscounts.model import TurnData
from desktop_app.rules.viscounts.texts import place_name

PHASES = (("cards", "VIS-P1"), ("move", "VIS-MOVE"), ("action", "VIS-ACT"), ("recruit", "VIS-HIRE"),
          ("collision", "VIS-COL"), ("draw", "VIS-DRAW"))
"""The six phases of a turn in order (VIS-TURN-02) and their rule families."""
TURN: tuple[dict, ...] = tuple({"op": "phase", "phase": name} for name, _ in PHASES) + \
    ({"op": "after_draw"}, {"op": "end_turn"}, {"op": "next_turn"})


def settle_first(step: Step) -> bool:
    """Knock-outs pending (VIS-KO-01)? Then do them and come back to this step; True if so."""
    s = step.state
    if not s.castle_dirty:
        return False
    if not overfull(s):
        s.castle_dirty = False
        return False
    step.push([{"op": "settle"}, dict(step.params)])
    return True


def op_phase(step: Step) -> None:
    """Enter a phase (the scene follows ``state.phase``) and resolve it."""
    if settle_first(step):
        return
    s = step.state
    s.phase = step.get("phase")
    PHASE_OPS[s.phase](step)


# ---- phase 1 -----------------------------------------------------------------------------------------
def op_phase_cards(step: Step) -> None:
    """Phase 1 starts with the shift. When rearranging first with the yellow manuscript-board ability would
    change what the shift does (GOG-MSB-03, :func:`board_abilities.stop_before_shift`), the shift is a
    decision of its own, with the abilities beside it (``board_abilities``); otherwise it is made at once."""
    s, p = step.state, step.player
    if stop_before_shift(s, p):
        tableau = s.players[p].tableau
        leaves = tableau[-1] if len(tableau) >= s.content.rules.tableau_slots else None
        step.ask("shift", [{"shift": True}], "shifted", "Shift your tableau", rule_id="VIS-P1-01", auto=False,
                 data={"leaves": leaves, "before_shift": True})
        return
    shift(step, p)


def resume_shifted(step: Step, answer: dict) -> None:
    """The shift, now (the tableau as the player left it)."""
    shift(step, step.question.player)


def shift(step: Step, p: int) -> None:
    """VIS-P1-01: shift right; a card leaving slot 3 goes to the discard pile and its exit ability resolves
    (a King's Order goes back to the supply instead and its player welcomes an outsider, GOG-OUT-02);
    then the chests of the shifted cards (VIS-P1-02, DEC-44); then the card is played."""
    s = step.state
    pl = s.players[p]
    step.push([{"op": "play_card"}])
    leaving = pl.tableau.pop() if len(pl.tableau) >= s.content.rules.tableau_slots else None
    shifted_chests(step, p)
    if leaving is None:
        return
    say(step, "card_exits", "{card} leaves {player_name}'s tableau", card=s.content.name(leaving),
        rule_id="VIS-P1-01", data={"card": leaving})
    if s.gog and is_order(s, leaving):
        order_leaves(step, p)
        return
    pl.discard.append(leaving)
    push_ability(step, p, leaving, "exit")


def between_shift_and_play(s) -> bool:
    """Whether the active player's tableau has shifted this turn and the new card is not played yet (slot 1
    stands empty): phase 1 after the shift, whose "play a card" step is on the stack. Before the shift (the
    stop of :func:`op_phase_cards`, an ability used there) the tableau still stands as it was."""
    if s.phase != "cards" or s.turn.played is not None:
        return False
    return any(step.get("op") == "play_card" for frame in s.stack.frames for step in frame.steps)


def op_play_card(step: Step) -> None:
    """VIS-P1-03/04: play a hand card into slot 1 (DP-03), or the top of the draw pile with an empty hand."""
    s, p = step.state, step.player
    pl = s.players[p]
    if pl.hand:
        step.ask("play_card", [{"card": c} for c in sorted(set(pl.hand))], "card_played",
                 "Play a card to your tableau", rule_id="VIS-P1-03", hidden=True)
        return
    card = draw_card(step, p, to_hand=False)
    if card is None:
        say(step, "no_card", "{player_name} has no card to play", rule_id="VIS-P1-04")
        return
    play(step, p, card, "VIS-P1-04")


def resume_card_played(step: Step, answer: dict) -> None:
    """The chosen card leaves the hand."""
    p = step.question.player
    step.state.players[p].hand.remove(answer["card"])
    play(step, p, answer["card"], "VIS-P1-03")


def play(step: Step, p: int, card: str, rule_id: str) -> None:
    """Into slot 1; a criminal card costs 1 corruption per criminal icon on the board (VIS-P1-05); then
    its instant ability (VIS-P1-06). The card was hidden (in the hand, or on top of the draw pile) and
    is now face up: the event reveals it (an undo barrier for that reason, not only as a choice made). A card
    from the hand (VIS-P1-03) was the player's own knowledge: it is news only to the other seats."""
    s = step.state
    pl = s.players[p]
    pl.tableau.insert(0, card)
    s.turn.played = card
    cdef = s.content.cards[card]
    say(step, "card_played", "{player_name} plays {card}", player=p, card=cdef.name, rule_id=rule_id, reveals=True,
        data={"card": card, "tableau": list(pl.tableau)}, known_to_player=rule_id == "VIS-P1-03")
    push_chest(step, p, 1)
    push_ability(step, p, card, "instant")
    if cdef.criminals:
        step.stack.push([{"op": "gain_corruption", "n": criminals(s, p)}], p, f"card:{card}:criminal")


# ---- phase 2 -----------------------------------------------------------------------------------------
def move_options(s, p: int) -> tuple[dict[str, tuple[int, list[str]]], int, int]:
    """``({space: (steps, path)}, compulsory steps, free steps)`` (VIS-MOVE-01..04, DEC-05/06)."""
    pl = s.players[p]
    played = s.turn.played
    value = s.content.cards[played].value if played else 0
    free, forced = steps(s, p)
    minimum = value + forced
    reach = s.layout.reach(pl.space, minimum, minimum + 2 * s.layout.regions)
    return reach, minimum, free


def move_cost(steps_taken: int, minimum: int, free: int) -> int:
    """Silver for the steps beyond the compulsory ones and the free ones (VIS-MOVE-02)."""
    return max(0, steps_taken - minimum - free)


def move_table(s, p: int) -> tuple[dict[str, int], dict[str, list[str]], int, int, list[tuple[int, str]], dict]:
    """``(silver cost per destination, path per destination, compulsory steps, free steps, (cost,
    destination) pairs in destination order, offers)`` of ``p``'s move now (VIS-MOVE-01..04; the same
    road, start and step counts give the same table, so it is made once: shared, never changed but for
    ``offers``, which keeps the options and answers made for a player and silver, see
    :func:`op_phase_move`)."""
    pl = s.players[p]
    played = s.turn.played
    value = s.content.cards[played].value if played else 0
    free, forced = steps(s, p)
    minimum = value + forced
    key = ("move", pl.space, minimum, free)
    memo = s.layout.memo
    table = memo.get(key)
    if table is None:
        table = memo[key] = _shared_move_table(s, pl.space, minimum, free)
    return table


_MOVE_TABLES: dict[tuple, tuple[object, tuple]] = {}
"""Move tables of every game so far, by content, road onwards from the start (``Layout.route_key``),
start, compulsory and free steps: a road comes back in other games (same pieces in the same order)."""


def _shared_move_table(s, start: str, minimum: int, free: int) -> tuple:
    key = (id(s.content), s.layout.route_key(start), start, minimum, free)
    hit = _MOVE_TABLES.get(key)
    if hit is None or hit[0] is not s.content:
        if len(_MOVE_TABLES) > 20_000:
            _MOVE_TABLES.clear()
        costs: dict[str, int] = {}
        paths: dict[str, list[str]] = {}
        pairs: list[tuple[int, str]] = []
        for sp, (k, path) in s.layout.reach(start, minimum, minimum + 2 * s.layout.regions).items():
            costs[sp] = cost = move_cost(k, minimum, free)
            paths[sp] = path
            pairs.append((cost, sp))
        hit = _MOVE_TABLES[key] = (s.content, (costs, paths, minimum, free, pairs, {}))
    return hit[1]


def op_phase_move(step: Step) -> None:
    """DP-06: where to move (each destination at its fewest steps; the silver it costs is in data). A move
    with one destination is made at once, unless silver from the black manuscript-board ability would pay
    for another (GOG-MSB-03, :func:`board_abilities.opens`)."""
    s, p = step.state, step.player
    costs, paths, minimum, free, pairs, offers = move_table(s, p)
    silver = s.players[p].silver
    offer = offers.get((p, silver))
    if offer is None:
        options = [{"to": sp} for c, sp in pairs if c <= silver]
        offer = offers[(p, silver)] = (options, answers(p, "move", options))
    keep = False
    if s.gog and len(offer[0]) == 1:
        from desktop_app.rules.viscounts.board_abilities import opens
        keep = opens(s, p, [c for c, _ in pairs if c > silver])
    q = step.ask("move", offer[0], "moved", "Move your viscount", rule_id="VIS-MOVE-01", auto=not keep,
                 data={"costs": costs, "paths": paths, "minimum": minimum, "free": free, "from": s.players[p].space})
    if q is not None:
        s.prebuilt = (q, offer[1])


MOVED_TEXT = ("{player_name} moves {n} {n|step|steps} to {space}",
              "{player_name} moves {n} {n|step|steps} to {space}, paying {cost} silver for the extra steps")
"""The log line of a move without and with paid extra steps."""


def resume_moved(step: Step, answer: dict) -> None:
    """Pay, move; opponents on the landing space may rearrange, clockwise (VIS-MOVE-05, DEC-46)."""
    s, p = step.state, step.question.player
    pl = s.players[p]
    dest = answer["to"]
    cost = step.params["costs"][dest]
    pl.silver -= cost
    s.turn.moved_from = pl.space
    pl.space = dest
    path = step.params["paths"][dest]
    say(step, "moved", MOVED_TEXT[cost > 0], player=p, n=len(path), space=place_name(s, dest), cost=cost,
        rule_id="VIS-MOVE-03", data={"path": path, "cost": cost, "from": s.turn.moved_from})
    others = [(p + k) % s.n for k in range(1, s.n)]
    for q in reversed(others):
        if s.players[q].space == dest and s.players[q].tableau:
            step.stack.push([{"op": "offer_rearrange", "who": q, "rule": "VIS-MOVE-05"}], p, "move")


def op_offer_rearrange(step: Step) -> None:
    """An off-turn rearrange (DP-05)."""
    ask_rearrange(step, step.get("who"), step.get("rule", "VIS-MOVE-05"))


# ---- phases 4 and 6 --------------------------------------------------------------------------------
def op_phase_recruit(step: Step) -> None:
    """VIS-HIRE-01: you may hire 1 adjacent townsfolk (DP-19)."""
    step.stack.push([{"op": "hire", "mode": "pay", "from": "adjacent"}], step.player, "recruit")


def op_phase_draw(step: Step) -> None:
    """VIS-DRAW-01..03: draw up to the hand limit; at or over it, nothing."""
    s, p = step.state, step.player
    pl = s.players[p]
    limit = hand_limit(s, p)
    if len(pl.hand) >= limit:
        say(step, "no_draw", "{player_name}'s hand is full ({n} cards)", n=len(pl.hand), rule_id="VIS-DRAW-03")
        return
    drawn = 0
    while len(pl.hand) < limit and draw_card(step, p, to_hand=True, quiet=True) is not None:
        drawn += 1
    if drawn:
        say(step, "draw", "{player_name} draws {n} {n|card|cards}", n=drawn, reveals=True, rule_id="VIS-DRAW-01",
            data={"hand": len(pl.hand), "draw": len(pl.draw), "n": drawn})


# ---- end of turn, rounds and the end -----------------------------------------------------------------
def op_end_turn(step: Step) -> None:
    """Effects deferred to the end of this turn resolve now, in queue order (§11 ``defer``)."""
    step.stack.release("end_of_turn")


def op_next_turn(step: Step) -> None:
    """VIS-TURN-03 and the round end (DEC-24); in solo the Steward takes its turn (GAP-13)."""
    if settle_first(step):
        return
    s = step.state
    stack = step.stack
    while stack.frames and stack.frames[-1].at >= len(stack.frames[-1].steps):
        stack.frames.pop()  # the finished turn: keeps the stack from growing turn after turn
    s.turn = TurnData()
    if s.solo and s.active is not None and s.active < s.n:
        s.active = s.n
        s.phase = "steward"
        stack.push([{"op": "steward_turn"}, {"op": "next_turn"}], s.n, "steward")
        return
    last = (s.start_player - 1) % s.n
    if s.active is not None and (s.active == last or s.active == s.n):
        if not round_end(step):
            return
        nxt = s.start_player
    elif s.active is None:
        nxt = s.start_player
        s.round = 1
        say(step, "round", "Round {round} begins", player=None, round=1, rule_id="VIS-TURN-01", data={"round": 1})
    else:
        nxt = (s.active + 1) % s.n
    s.active = nxt
    say(step, "turn", "{player_name}'s turn", player=nxt, rule_id="VIS-TURN-03", data={"round": s.round})
    stack.push(TURN, nxt, "turn")


def round_end(step: Step) -> bool:
    """End of a round: DEC-63's safety cap; the last round ends the game (VIS-END-02). False when over."""
    s = step.state
    cap = s.content.rules.end_safety_round
    if s.end_round is None and cap and s.round >= cap:
        s.end_round = s.round + 1
        say(step, "end_safety", "Round {round}: neither end card is out, so the end is triggered", player=None,
            round=s.round, rule_id="DEC-63")
    if s.end_round is not None and s.round >= s.end_round:
        s.over = True
        s.phase = "over"
        s.active = None
        say(step, "game_over", "The game is over after round {round}", player=None, round=s.round,
            rule_id="VIS-END-02")
        return False
    s.round += 1
    say(step, "round", "Round {round} begins", player=None, round=s.round, rule_id="VIS-TURN-01",
        data={"round": s.round})
    return True


PHASE_OPS = {"cards": op_phase_cards, "move": op_phase_move, "action": op_phase_action,
             "recruit": op_phase_recruit, "collision": op_phase_collision, "draw": op_phase_draw}
OPS = {"phase": op_phase, "play_card": op_play_card, "offer_rearrange": op_offer_rearrange,
       "end_turn": op_end_turn, "next_turn": op_next_turn}
RESUMES = {"card_played": resume_card_played, "moved": resume_moved, "shifted": resume_shifted}
