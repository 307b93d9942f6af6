"""Gates of Gold (輝煌拱門): King's Orders, outsiders, build bonus cards and wild manuscripts
(viscounts.md §7: GOG-SETUP, GOG-ORD, GOG-OUT, GOG-BB, GOG-MSB-04; GAP-15..17; DEC-34..39, DEC-52/53).

The rules of the base game call in here where the expansion changes them (``state.gog`` on):

- setup: the King's Order supply, the shuffled outsider deck with its face-up row and one diverse
  and one specialist build bonus card (GOG-SETUP-03..05), after the players' decks in the RNG order;
- a hire question also offers a King's Order instead (the grey column, GOG-MSB-03, DEC-34): 3 silver
  unless the hire was free, and it still counts as a hire;
- a King's Order leaving the tableau goes back to the supply and its player welcomes an outsider
  (GOG-OUT-01..04); destroying one from the hand rejects an outsider (GOG-OUT-05/06, DEC-37);
- after each placement of a player's own building, the first to hold all three types takes the
  diverse card and the first with three of a type the specialist one (GOG-BB, DEC-53);
- a wild manuscript takes the ribbon its transcriber chooses, for good (GOG-MSB-04).

The manuscript board's black, blue and yellow abilities are in ``board_abilities``.
"""

from __future__ import annotations

from desktop_app.engine.effects import Step
from desktop_app.rules.viscounts.actions import cleric_reward
from desktop_app.rules.viscounts.basics import say
from desktop_app.rules.viscounts.cards import fire
from desktop_app.rules.viscounts.ribbons import held, ribbon_of
from desktop_app.rules.viscounts.texts import word
from desktop_app.rules.viscounts.vocabulary import BUILDING_TYPES, RIBBONS


def setup_gates(s) -> None:
    """GOG-SETUP-03..05 (RNG after the players' decks): the supply, the outsider row, two bonus cards."""
    g = s.content.gates
    b = s.board
    b.orders = g.kings_orders
    deck = list(g.outsiders)
    s.rng.shuffle(deck)
    b.outsiders = [deck.pop() for _ in range(min(g.row, len(deck)))]
    b.outsider_deck = deck
    b.bonus = {}
    for kind in ("diverse", "specialist"):
        cards = sorted(k for k, v in g.bonus.items() if v.kind == kind)
        b.bonus[s.rng.choice(cards)] = None


def is_order(s, card: str) -> bool:
    """Whether ``card`` is a King's Order (GAP-15)."""
    return s.content.cards[card].deck == "kings_order"


# ---- King's Orders ---------------------------------------------------------------------------------
def order_cost(s, p: int, mode: str) -> int | None:
    """What a King's Order taken instead of this hire costs (``None``: not possible): only on your own
    turn (DEC-34), with one in the supply, 3 silver unless the hire was free (GOG-MSB-03)."""
    if not s.gog or s.active != p or s.board.orders <= 0:
        return None
    cost = 0 if mode == "free" else s.content.gates.price
    return cost if cost <= s.players[p].silver else None


def take_order(step: Step, p: int, cost: int, as_hire: bool) -> None:
    """A King's Order from the supply into ``p``'s discard pile (GOG-ORD-01); as a hire it fires the
    hire triggers (the first workshop's discard, DEC-34)."""
    s = step.state
    if s.board.orders <= 0:
        say(step, "no_order", "{player_name} finds no King's Order left in the supply", player=p, rule_id="GOG-MSB-03")
        return
    pl = s.players[p]
    pl.silver -= cost
    s.board.orders -= 1
    pl.discard.append(s.content.gates.kings_order)
    key = ("{player_name} takes a King's Order instead of hiring ({n} silver)" if as_hire
           else "{player_name} takes a King's Order ({source})")
    say(step, "order", key, player=p, n=cost, rule_id="GOG-MSB-03" if as_hire else "GOG-ORD-01",
        data={"orders": s.board.orders, "cost": cost})
    if as_hire:
        step.stack.push([{"op": "hire_triggers"}], p, "order")


def op_gain_kings_order(step: Step) -> None:
    """``gain_kings_order pay``: not a hire (the shorthand ``order``)."""
    pay = step.get("pay", 0)
    if step.state.players[step.player].silver >= pay:
        take_order(step, step.player, pay, False)


def order_leaves(step: Step, p: int) -> None:
    """GOG-OUT-02: a King's Order leaving the tableau returns to the supply; welcome an outsider."""
    s = step.state
    s.board.orders += 1
    say(step, "order_back", "{player_name}'s King's Order goes back to the supply", player=p, rule_id="GOG-OUT-02",
        data={"orders": s.board.orders})
    step.stack.push([{"op": "take_outsider", "mode": "welcome"}], p, "order")


def reject_order(step: Step, p: int) -> None:
    """GOG-OUT-05/06: a King's Order destroyed from the hand goes back to the supply (its 3 silver are
    the destroy refund, DEC-09); then an outsider is rejected."""
    s = step.state
    s.board.orders += 1
    say(step, "order_back", "{player_name} destroys a King's Order: it goes back to the supply", player=p,
        rule_id="GOG-OUT-05", data={"orders": s.board.orders})
    step.stack.push([{"op": "take_outsider", "mode": "reject"}], p, "order")


# ---- outsiders ---------------------------------------------------------------------------------------
def op_take_outsider(step: Step) -> None:
    """DP-26: which face-up outsider to welcome (into the discard pile) or reject."""
    s = step.state
    mode = step.get("mode", "welcome")
    row = s.board.outsiders
    if not row:
        say(step, "no_outsider", "No outsider is left to take", rule_id="GOG-OUT-06")
        return
    prompt = "Welcome an outsider" if mode == "welcome" else "Reject an outsider"
    step.ask("outsider", [{"outsider": o} for o in sorted(set(row))], "outsider_taken", prompt,
             rule_id="GOG-OUT-02" if mode == "welcome" else "GOG-OUT-06", data={"mode": mode, "row": list(row)})


def resume_outsider_taken(step: Step, answer: dict) -> None:
    """Welcome: to the discard pile, not a hire (GOG-OUT-03); reject: its top-right effect, then it leaves
    the game (GOG-OUT-06). The row refills from the finite deck."""
    s = step.state
    p = step.question.player
    card = answer["outsider"]
    s.board.outsiders.remove(card)
    name = s.content.name(card)
    if step.params["mode"] == "welcome":
        s.players[p].discard.append(card)
        say(step, "welcome", "{player_name} welcomes the outsider {card}", player=p, card=name, rule_id="GOG-OUT-02",
            data={"card": card})
        refill_outsiders(step)
        fire(step, p, "gain_card(outsider)")
        return
    s.board.removed.append(card)
    say(step, "reject", "{player_name} rejects the outsider {card}", player=p, card=name, rule_id="GOG-OUT-06",
        data={"card": card})
    refill_outsiders(step)
    step.stack.push(s.content.cards[card].on_hire, p, f"card:{card}:reject")


def refill_outsiders(step: Step) -> None:
    """DEC-35: the row refills from the outsider deck, which is never replenished (GOG-OUT-06)."""
    b = step.state.board
    if b.outsider_deck:
        card = b.outsider_deck.pop()
        b.outsiders.append(card)
        say(step, "outsider_row", "{card} joins the outsider row", player=None, card=step.state.content.name(card),
            reveals=True, rule_id="DEC-35", data={"card": card, "deck": len(b.outsider_deck)})


# ---- build bonus cards -----------------------------------------------------------------------------
def check_bonus(step: Step, p: int) -> None:
    """GOG-BB-01..03, DEC-53: right after a placement of ``p``'s own building, the first to hold all three
    types on the board takes the diverse card, the first with three of one type the specialist one."""
    s = step.state
    if not s.gog or p >= s.n:
        return
    built = s.players[p].built
    met = {"diverse": all(built[t] >= 1 for t in BUILDING_TYPES), "specialist": any(built[t] >= 3 for t in BUILDING_TYPES)}
    for card, holder in list(s.board.bonus.items()):
        bonus = s.content.gates.bonus[card]
        if holder is None and met[bonus.kind]:
            s.board.bonus[card] = p
            s.players[p].perks.append(card)
            say(step, "bonus", "{player_name} takes the build bonus card {card}", player=p, card=bonus.name,
                rule_id="GOG-BB-01" if bonus.kind == "diverse" else "GOG-BB-02", data={"card": card})
            step.stack.push(bonus.on_take, p, f"bonus:{card}")


# ---- wild manuscripts ------------------------------------------------------------------------------
def op_wild_ribbon(step: Step) -> None:
    """GOG-MSB-04, DP-18: the ribbon a wild manuscript takes for good."""
    step.ask("ribbon", [{"ribbon": r} for r in RIBBONS], "wild_chosen", "Choose the ribbon of {manuscript}",
             rule_id="GOG-MSB-04", data={"manuscript": step.get("manuscript")},
             manuscript=step.state.content.name(step.get("manuscript")))


def resume_wild_chosen(step: Step, answer: dict) -> None:
    """File it in that column; then the cleric reward check (VIS-MS-07)."""
    s = step.state
    p = step.question.player
    ms = step.params["manuscript"]
    s.players[p].wild[ms] = answer["ribbon"]
    say(step, "wild", "{player_name} files {manuscript} as {ribbon}", player=p, manuscript=s.content.name(ms),
        ribbon=word(answer["ribbon"]), rule_id="GOG-MSB-04", data={"manuscript": ms, "ribbon": answer["ribbon"]})
    cleric_reward(step, p)


def steward_wild(s, ms: str) -> None:
    """GAP-13: the Steward files a wild manuscript under the ribbon it holds most of (ties in order)."""
    st = s.steward
    counts = {r: 0 for r in s.content.solo.wild_ribbon_order}
    for m in held(s, s.n):
        r = ribbon_of(s, s.n, m)
        if r in counts:
            counts[r] += 1
    best = max(counts.values())
    st.wild[ms] = next(r for r in s.content.solo.wild_ribbon_order if counts[r] == best)


OPS = {"gain_kings_order": op_gain_kings_order, "take_outsider": op_take_outsider, "wild_ribbon": op_wild_ribbon}
RESUMES = {"outsider_taken": resume_outsider_taken, "wild_chosen": resume_wild_chosen}
