"""Why an action is refused: a translatable reason and the rule ID (used by ``check``)."""

from __future__ import annotations

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.rules.gutenberg.gears import claimable, install_slot
from desktop_app.rules.gutenberg.model import ACTIONS

STEP_KINDS = {"take_order": 0, "gain_ink": 1, "train": 2, "take_gear": 3, "remount": 3, "reward": 4, "patron": 4}


def diagnose(state, a: Action) -> IllegalAction:
    """The reason ``a`` is not legal now (called only when it is not in ``legal_actions``)."""
    if state.phase == "over":
        return IllegalAction("GUT-END-01", "The game is over")
    seat = a.player
    if not 0 <= seat < len(state.players) or state.players[seat].is_rival:
        return IllegalAction("GUT-COMP-01", "There is no such player")
    if state.decision_for(seat) is None:
        return IllegalAction("GUT-EXE-01", "It is not {player}'s turn", player=state.players[seat].name)
    pl = state.players[seat]
    frame = pl.stack[-1] if pl.stack else ["plan"]
    kind = a.kind
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
            if state.phase == "action" and seat not in state.acting[step]:
                return IllegalAction("GUT-PLAN-04", "You placed no token on this action")
            return IllegalAction("GUT-EXE-01", "That action is not being executed now")
        return _action_reason(state, seat, pl, a)
    if kind == "complete":
        printing = a.get("printing")
        held = {o[0]: o[1] for o in pl.orders}
        if printing not in held:
            return IllegalAction("GUT-DONE-01", "You do not hold that order")
        if not state.can_print(seat, printing):
            return IllegalAction("GUT-DONE-02", "Not enough free letters for this printing card")
        if a.get("colour") and state.colour_payment(seat, held[printing]) is None:
            return IllegalAction("GUT-DONE-03", "You do not hold the ink this design card asks for")
    if kind in ("buy_cards", "order_extra") and frame[0] == "new_order":
        price = state.content.rules.new_order.extra_cost
        if kind == "buy_cards" and pl.coins < price:
            return IllegalAction("GUT-NEWO-02", "Two more cards cost {price} coins; you have {coins}",
                                 price=price, coins=pl.coins)
        return IllegalAction("GUT-NEWO-04", "Those cards cannot be drawn or cannot complete a pair")
    decision = state.decision_for(seat)
    return IllegalAction(decision.rule_id or "GUT-EXE-01", "That move is not allowed now")


def _action_reason(state, seat: int, pl, a: Action) -> IllegalAction:
    kind = a.kind
    if kind == "take_order":
        if all(c is None for c in state.printing_slots) or all(c is None for c in state.design_slots):
            return IllegalAction("GUT-TAKE-03", "A card row is empty, so no order can be taken")
        return IllegalAction("GUT-TAKE-01", "Take one printing card and one design card from the board")
    if kind == "gain_ink":
        row = a.get("row")
        if not isinstance(row, int) or not 0 <= row < len(state.ink_rows):
            return IllegalAction("GUT-INK-02", "Choose one of the ink rows")
        left = [c for c in state.ink_rows[row] if c is not None]
        if not isinstance(a.get("count"), int) or not 1 <= a.get("count") <= len(left):
            return IllegalAction("GUT-INK-02", "Take 1 to {n} adjacent tokens from the left", n=len(left))
        return IllegalAction("GUT-INK-01", "You cannot pay for that ink")
    if kind == "train":
        return IllegalAction("GUT-TRAIN-01", "Take a specialty card from the board and use it one of two ways")
    if kind == "take_gear":
        full = install_slot(pl.gears) is None
        replace = a.get("replace")
        if full and replace is None:
            return IllegalAction("GUT-WORK-02", "Your workshop is full: discard an unmarked gear")
        if replace is not None and isinstance(replace, int) and 0 <= replace < 3 and pl.gears[replace] \
                and pl.gears[replace][2]:
            return IllegalAction("GUT-GEAR-07", "A marked gear cannot be discarded")
        return IllegalAction("GUT-WORK-01", "Take a gear from the board")
    if kind == "remount":
        return IllegalAction("GUT-WORK-01", "Remount one of your gears in a new orientation")
    if kind == "reward":
        ids = [r[0] for r in state.content.rewards]
        space = a.get("space")
        if space in ids and state.reward_claims[ids.index(space)] is not None:
            return IllegalAction("GUT-PAT-02", "That reward space is already claimed this round")
        return IllegalAction("GUT-PAT-01", "Choose an unclaimed reward space")
    card = a.get("card")
    if card in state.patron_slots:
        slot = state.patron_slots.index(card)
        if not state._patron_available(slot):
            return IllegalAction("GUT-PAT-03", "This patron card is available from round {round}",
                                 round=max(state.patron_slot_rounds[slot], state.content.patrons[card][3]))
        return IllegalAction("GUT-PAT-04", "You do not meet this patron card's requirement")
    return IllegalAction("GUT-PAT-01", "That patron card is not on the board")
