"""Why an action is refused: a translatable reason and the rule ID (used by ``check``).

Every reason says what is wrong and, when the move is out of turn, what the game waits for now
and from whom (the open decision's prompt), so a player learns what to do instead.
"""

from __future__ import annotations

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.rules.gutenberg.gears import claimable, enhancement, install_slot
from desktop_app.rules.gutenberg.model import ACTIONS
from desktop_app.rules.gutenberg.moves import SETUP_PHASES

STEP_KINDS = {"take_order": 0, "gain_ink": 1, "train": 2, "take_gear": 3, "remount": 3, "reward": 4, "patron": 4}


def diagnose(state, a: Action) -> IllegalAction:
    """The reason ``a`` is not legal now (called only when it is not in ``legal_actions``)."""
    if state.phase == "over":
        return IllegalAction("GUT-END-01", "The game is over")
    seat = a.player
    if not 0 <= seat < len(state.players) or state.players[seat].is_rival:
        return IllegalAction("GUT-COMP-01", "There is no such player")
    kind = a.kind
    if state.decision_for(seat) is None:
        if kind in STEP_KINDS and state.phase == "action" and seat not in state.acting[STEP_KINDS[kind]]:
            return _no_token(state, STEP_KINDS[kind])
        return _not_your_turn(state, seat)
    pl = state.players[seat]
    frame = pl.stack[-1] if pl.stack else ["plan"]
    if kind == "buy_letter":
        price = state.letter_price(seat)
        if pl.coins < price:
            return IllegalAction("GUT-LET-01", "A letter costs {price} {price|coin|coins}; you have {coins}", price=price,
                                 coins=pl.coins)
    if kind == "claim_gear":
        slot = a.get("slot")
        gear = pl.gears[slot] if isinstance(slot, int) and 0 <= slot < len(pl.gears) else None
        if gear is None:
            return IllegalAction("GUT-GEAR-06", "There is no gear in that slot")
        if gear[2]:
            return IllegalAction("GUT-GEAR-06", "This gear was already claimed this round")
        if not claimable(gear, state.content.gears):
            eff = state.content.gears[gear[0]][gear[1]]
            if eff is None:
                return IllegalAction("GUT-GEAR-06", "A blank sector cannot be claimed")
            return IllegalAction("GUT-GEAR-08", "An enhancement is claimed only during its action")
    if frame[0] == "plan" and kind in ("plan_add", "plan_remove"):
        row = a.get("row")
        if row not in ACTIONS:
            return IllegalAction("GUT-PLAN-02", "Unknown action row {row}", row=row)
        k = ACTIONS.index(row)
        if kind == "plan_add" and pl.plan[k] >= state.content.rules.max_tokens_per_action:
            return IllegalAction("GUT-PLAN-03", "At most 6 tokens fit in one action row")
        if kind == "plan_add" and sum(pl.plan) >= pl.tokens:
            return IllegalAction("GUT-PLAN-05", "You have no action tokens left")
        if kind == "plan_remove" and pl.plan[k] <= 0:
            return IllegalAction("GUT-PLAN-05", "There is no token in that row")
    if kind in STEP_KINDS:
        step = STEP_KINDS[kind]
        if frame[0] != "action" or frame[1] != step:
            return _wrong_step(state, seat, step, a)
        return _action_reason(state, seat, pl, a)
    if kind == "complete":
        if frame[0] == "complete":
            return _complete_reason(state, seat, pl, a)
        return IllegalAction("GUT-DONE-06", "Orders are completed only in Complete Orders, after the actions; now: "
                             "{prompt}", prompt=state.decision_for(seat).prompt)
    if kind in ("buy_cards", "order_extra") and frame[0] == "new_order":
        price = state.content.rules.new_order.extra_cost
        if kind == "buy_cards" and pl.coins < price:
            return IllegalAction("GUT-NEWO-02", "Two more cards cost {price} coins; you have {coins}",
                                 price=price, coins=pl.coins)
        if kind == "order_extra":
            gear = _gear_reason(state, pl, a, "order_extra_cards")
            if gear is not None:
                return gear
        return IllegalAction("GUT-NEWO-04", "Those cards cannot be drawn or cannot complete a pair")
    return _expected_now(state, seat, a)


def _action_name(state, step: int) -> dict:
    return state.content.action_name(ACTIONS[step])


def _no_token(state, step: int) -> IllegalAction:
    return IllegalAction("GUT-PLAN-04", "You placed no token on {action}, so you cannot take that action this round",
                         action=_action_name(state, step))


def _not_your_turn(state, seat: int) -> IllegalAction:
    """``seat`` has no open decision: who does, and what they are deciding."""
    decisions = state.decisions()
    if state.phase == "plan":
        waiting = state.players[decisions[0].player].name if decisions else ""
        return IllegalAction("GUT-PLAN-05", "Your plan is committed, and a commit is final; waiting for {player} to plan",
                             player=waiting)
    if not decisions:
        return IllegalAction("GUT-EXE-01", "It is not {player}'s turn", player=state.players[seat].name)
    d = decisions[0]
    name = state.players[d.player].name
    if state.phase == "action":
        return IllegalAction("GUT-EXE-01", "Now it is {player}'s turn in {action} ({prompt}); you act when your place "
                             "in the acting order comes", player=name, action=_action_name(state, state.step),
                             prompt=d.prompt)
    if state.phase == "complete":
        return IllegalAction("GUT-DONE-01", "Now it is {player}'s turn to complete orders; players take turns from the "
                             "first player", player=name)
    return IllegalAction(d.rule_id or "GUT-EXE-01", "Now it is {player}'s turn ({prompt})", player=name,
                         prompt=d.prompt)


def _wrong_step(state, seat: int, step: int, a: Action) -> IllegalAction:
    """A step action outside its own step: which action (or decision) is on now instead."""
    action = _action_name(state, step)
    if state.phase == "plan":
        return IllegalAction("GUT-PLAN-06", "{action} is carried out after all plans are revealed; now plan your "
                             "actions", action=action)
    if state.phase in SETUP_PHASES:
        d = state.decision_for(seat)
        return IllegalAction(d.rule_id or "GUT-EXE-01", "The actions begin after setup; now: {prompt}", prompt=d.prompt)
    if state.phase == "complete":
        return IllegalAction("GUT-DONE-01", "The actions are over for this round; now complete your orders, then pass")
    if seat not in state.acting[step]:
        return _no_token(state, step)
    frame = state.players[seat].stack[-1]
    if frame[0] != "action":
        return _expected_now(state, seat, a)
    now = _action_name(state, state.step)
    if step < state.step:
        return IllegalAction("GUT-EXE-01", "{action} is already over this round; now it is your turn in {now}",
                             action=action, now=now)
    return IllegalAction("GUT-EXE-01", "{action} comes later (actions go in row order); now it is your turn in {now}",
                         action=action, now=now)


def _expected_now(state, seat: int, a: Action) -> IllegalAction:
    """The fallback: the move does not answer the open decision; say what it asks for."""
    d = state.decision_for(seat)
    if any(option.kind == a.kind for option in state.legal_actions(seat)):
        return IllegalAction(d.rule_id or "GUT-EXE-01", "That choice is not among the options: {prompt}",
                             prompt=d.prompt)
    return IllegalAction(d.rule_id or "GUT-EXE-01", "Not now: {prompt}", prompt=d.prompt)


def _gear_reason(state, pl, a: Action, effect: str) -> IllegalAction | None:
    """A gear named for an enhancement (GUT-GEAR-08) that cannot give it now."""
    slot = a.get("gear")
    if slot is None:
        return None
    gear = pl.gears[slot] if isinstance(slot, int) and 0 <= slot < len(pl.gears) else None
    if gear is None:
        return IllegalAction("GUT-GEAR-06", "There is no gear in that slot")
    if gear[2]:
        return IllegalAction("GUT-GEAR-06", "This gear was already claimed this round")
    if not enhancement(gear, state.content.gears, effect):
        return IllegalAction("GUT-GEAR-08", "That gear's aligned sector does not help this action; turn it or "
                             "remount it first")
    return None


def _action_reason(state, seat: int, pl, a: Action) -> IllegalAction:
    kind = a.kind
    if kind == "take_order":
        if all(c is None for c in state.printing_slots) or all(c is None for c in state.design_slots):
            return IllegalAction("GUT-TAKE-03", "A card row is empty, so no order can be taken")
        if a.get("printing") not in state.printing_slots:
            return IllegalAction("GUT-TAKE-01", "That printing card is not on the board")
        return IllegalAction("GUT-TAKE-01", "That design card is not on the board")
    if kind == "gain_ink":
        return _ink_reason(state, seat, pl, a)
    if kind == "train":
        card = a.get("card")
        if card not in state.specialty_slots:
            return IllegalAction("GUT-TRAIN-01", "That specialty card is not on the board")
        own = state.content.specialties[state.content.specialty[card][0]]
        if a.get("mode") == "other" and a.get("type") == own:
            return IllegalAction("GUT-TRAIN-01", "Raising {type} by 1 must use a card of another type; this card "
                                 "raises {type} by its icons", type=state.content.name(own))
        return _gear_reason(state, pl, a, "train_extra") or IllegalAction(
            "GUT-TRAIN-01", "Raise the card's own specialty, or another specialty by 1")
    if kind == "take_gear":
        if a.get("gear") not in state.gear_slots:
            return IllegalAction("GUT-WORK-01", "That gear is not on the board")
        replace = a.get("replace")
        if install_slot(pl.gears) is None and replace is None:
            return IllegalAction("GUT-WORK-02", "Your workshop is full: discard an unmarked gear")
        if isinstance(replace, int) and 0 <= replace < len(pl.gears) and pl.gears[replace] and pl.gears[replace][2]:
            return IllegalAction("GUT-GEAR-07", "A marked gear cannot be discarded")
        if replace is not None and install_slot(pl.gears) is not None:
            return IllegalAction("GUT-GEAR-03", "A new gear goes into your first empty mount; nothing is discarded")
        return IllegalAction("GUT-GEAR-02", "A gear faces one of 3 ways")
    if kind == "remount":
        slot = a.get("slot")
        gear = pl.gears[slot] if isinstance(slot, int) and 0 <= slot < len(pl.gears) else None
        if gear is None:
            return IllegalAction("GUT-WORK-01", "There is no gear in that slot")
        if a.get("orient") == gear[1]:
            return IllegalAction("GUT-WORK-01", "The gear already faces that way: turn it to a new orientation "
                                 "before remounting it")
        return IllegalAction("GUT-GEAR-02", "A gear faces one of 3 ways")
    if kind == "reward":
        ids = [r[0] for r in state.content.rewards]
        space = a.get("space")
        if space in ids and state.reward_claims[ids.index(space)] is not None:
            return IllegalAction("GUT-PAT-02", "{player} already claimed this reward this round",
                                 player=state.players[state.reward_claims[ids.index(space)]].name)
        return IllegalAction("GUT-PAT-01", "Choose an unclaimed reward space")
    return _patron_reason(state, seat, pl, a)


def _ink_reason(state, seat: int, pl, a: Action) -> IllegalAction:
    row = a.get("row")
    if not isinstance(row, int) or not 0 <= row < len(state.ink_rows):
        return IllegalAction("GUT-INK-02", "Choose one of the ink rows")
    cells = state.ink_rows[row]
    left = [c for c in cells if c is not None]
    count = a.get("count")
    if not left:
        return IllegalAction("GUT-INK-02", "That ink row is empty this round")
    if not isinstance(count, int) or not 1 <= count <= len(left):
        return IllegalAction("GUT-INK-02", "Take 1 to {n} adjacent tokens from the left", n=len(left))
    gear = _gear_reason(state, pl, a, "ink_discount")
    if gear is not None:
        return gear
    start = next(i for i, c in enumerate(cells) if c is not None)
    cost = sum(state.ink_costs(seat)[start:start + count])
    if a.get("gear") is not None:
        cost = max(0, cost - enhancement(pl.gears[a.get("gear")], state.content.gears, "ink_discount"))
    return IllegalAction("GUT-INK-01", "Those {n} ink cost {cost} {cost|coin|coins}; you have {coins}", n=count,
                         cost=cost, coins=pl.coins)


def _patron_reason(state, seat: int, pl, a: Action) -> IllegalAction:
    card = a.get("card")
    if card not in state.patron_slots:
        return IllegalAction("GUT-PAT-01", "That patron card is not on the board")
    slot = state.patron_slots.index(card)
    if not state._patron_available(slot):
        return IllegalAction("GUT-PAT-03", "This patron card is available from round {round}",
                             round=max(state.patron_slot_rounds[slot], state.content.patrons[card][3]))
    gear = _gear_reason(state, pl, a, "patron_ink_waiver")
    if gear is not None:
        return gear
    c = state.content
    levels, ink, letters, _ = c.patrons[card]
    for spec, level in levels.items():
        if pl.levels[spec] < level:
            return IllegalAction("GUT-PAT-04", "This patron card needs {specialty} at level {level}; yours is {have}",
                                 specialty=c.name(c.specialties[spec]), level=level, have=pl.levels[spec])
    for i, n in enumerate(letters):
        if pl.letters[i] < n:
            return IllegalAction("GUT-PAT-04", "This patron card needs {n} × letter {letter}; you own {have}", n=n,
                                 letter=c.name(c.alphabet[i]), have=pl.letters[i])
    for colour, n in enumerate(ink):
        if pl.ink[colour] < n:
            return IllegalAction("GUT-PAT-04", "This patron card asks you to return {n} {colour} ink; you have {have}",
                                 n=n, colour=c.name(c.colours[colour]), have=pl.ink[colour])
    return IllegalAction("GUT-PAT-04", "You do not meet this patron card's requirement")


def _complete_reason(state, seat: int, pl, a: Action) -> IllegalAction:
    """GUT-DONE-01..03: an order not held, letters already used this round, ink short for the colour."""
    printing = a.get("printing")
    held = {o[0]: o[1] for o in pl.orders}
    if printing not in held:
        return IllegalAction("GUT-DONE-01", "You do not hold that order")
    c = state.content
    for i, n in enumerate(c.printing[printing][0]):
        free = pl.letters[i] - pl.assigned[i]
        if n and free < n:
            return IllegalAction("GUT-DONE-02", "This printing card needs {n} × letter {letter}; {free} of yours "
                                 "{free|is|are} still free this round (each letter serves one card per round)",
                                 n=n, letter=c.name(c.alphabet[i]), free=free)
    need = c.design[held[printing]][0]
    for colour, n in enumerate(need):
        if pl.ink[colour] < n:
            return IllegalAction("GUT-DONE-03", "You need {short} more {colour} ink for this design's colour; print "
                                 "it without the colour, or gain ink first", short=n - pl.ink[colour],
                                 colour=c.name(c.colours[colour]))
    return IllegalAction("GUT-DONE-03", "You do not hold the ink this design card asks for")
