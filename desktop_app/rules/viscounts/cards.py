"""Card ops: draw and reshuffle, destroy, discard, hire, gaining townsfolk and heroes, rearranging
(viscounts.md VIS-SHUF, VIS-DESTROY, VIS-HIRE, DEC-10, DEC-15, DEC-23, DEC-58, GAP-09).

With Gates of Gold a hire may take a King's Order instead (GOG-MSB-03), and destroying a King's
Order from the hand rejects an outsider (GOG-OUT-05, DEC-37); those rules are in ``gates``.
"""

from __future__ import annotations

from itertools import permutations

from desktop_app.engine.effects import Step
from desktop_app.rules.viscounts.abilities import criminals, hire_pricer, triggers
from desktop_app.rules.viscounts.basics import say
from desktop_app.rules.viscounts.texts import place_name


def fire(step: Step, p: int, event: str, **variables) -> None:
    """Push the ``on_event`` effects of player ``p`` for ``event`` (each once, §11), with frame ``variables``."""
    if p >= step.state.n:
        return
    for source, effects in reversed(triggers(step.state, p, event)):
        step.stack.push(effects, p, source, **variables)


def draw_card(step: Step, p: int, to_hand: bool = True, quiet: bool = False) -> str | None:
    """Take the top card of ``p``'s draw pile, reshuffling the discard pile first when needed
    (VIS-SHUF-01/03, DEC-23). Returns the card (``None`` when both piles are empty); ``quiet``: the
    caller logs the draws."""
    s = step.state
    pl = s.players[p]
    if not pl.draw:
        if not pl.discard:
            return None
        reshuffle(step, p)
    card = pl.draw.pop()
    pl.top_known = False
    if to_hand:
        pl.hand.append(card)
    if to_hand and not quiet:
        say(step, "draw", "{player_name} draws a card", player=p, reveals=True, rule_id="VIS-DRAW-01",
            data={"hand": len(pl.hand), "draw": len(pl.draw)})
    return card


def reshuffle(step: Step, p: int) -> None:
    """VIS-SHUF-01: the discard pile becomes the draw pile; 1 corruption with a criminal icon on the
    tableau, else 1 virtue (a collision waits for phase 5, VIS-SHUF-02)."""
    s = step.state
    pl = s.players[p]
    pl.draw = pl.discard
    pl.discard = []
    s.rng.shuffle(pl.draw)
    pl.top_known = False
    crooked = criminals(s, p) > 0
    say(step, "reshuffle", "{player_name} shuffles the discard pile into a new draw pile", player=p,
        reveals=True, rule_id="VIS-SHUF-01", data={"draw": len(pl.draw), "criminal": crooked})
    effects = s.content.reshuffle_criminal if crooked else s.content.reshuffle_clean
    step.stack.push(effects, p, "reshuffle")
    fire(step, p, "reshuffle")


def op_draw(step: Step) -> None:
    """``draw n``."""
    for _ in range(step.get("n", 1)):
        if draw_card(step, step.player) is None:
            say(step, "draw_failed", "{player_name} has no card left to draw", rule_id="VIS-SHUF-03")
            return


# ---- destroy and discard ---------------------------------------------------------------------
def zone_options(s, p: int, zones: list[str], optional: bool) -> list[dict]:
    pl = s.players[p]
    options: list[dict] = []
    if "setup_pool" in zones:
        options += [{"card": c} for c in sorted(set(pl.draw + pl.discard))]
    if "hand" in zones:
        options += [{"card": c} for c in sorted(set(pl.hand))]
    if "top_of_deck" in zones and pl.draw:
        options.append({"top": True})
    if optional:
        options.append({"skip": True})
    return options


def op_destroy(step: Step) -> None:
    """``destroy n from optional`` (VIS-DESTROY-01..04): one question per card."""
    for _ in range(step.get("n", 1)):
        step.push([{"op": "destroy_one", "from": step.get("from"), "optional": step.get("optional", True)}])


def op_destroy_one(step: Step) -> None:
    """Ask which card to destroy: from hand, the top of the draw pile (seen first, DEC-10) or none."""
    zones = list(step.get("from"))
    options = zone_options(step.state, step.player, zones, step.get("optional", True))
    step.ask("destroy", options, "destroy_chosen", "Destroy one of your cards?", rule_id="VIS-DESTROY-02",
             hidden=True, data={"zones": zones, "source": step.frame.source})


def resume_destroy_chosen(step: Step, answer: dict) -> None:
    """A card from hand (or the pool) is destroyed at once; the top card is looked at first."""
    p = step.question.player
    s = step.state
    pl = s.players[p]
    if answer.get("skip"):
        return
    if answer.get("top"):
        pl.top_known = True
        say(step, "peek", "{player_name} looks at the top card of their draw pile", player=p, reveals=True,
            rule_id="DEC-10")
        if pl.draw and s.content.cards[pl.draw[-1]].deck == "kings_order":
            say(step, "keep_order", "A King's Order on top of the draw pile cannot be destroyed: it stays", player=p,
                rule_id="DEC-37")
            return
        step.ask("destroy_top", [{"destroy": True}, {"destroy": False}], "destroy_top", "Destroy the top card "
                 "of your draw pile?", rule_id="DEC-10", player=p, hidden=True, auto=False)
        return
    card = answer["card"]
    if "setup_pool" in step.params.get("zones", ()):
        (pl.draw if card in pl.draw else pl.discard).remove(card)
    else:
        pl.hand.remove(card)
    destroyed(step, p, card)


def resume_destroy_top(step: Step, answer: dict) -> None:
    """DP-30: keep or destroy the card seen."""
    p = step.question.player
    pl = step.state.players[p]
    if answer["destroy"] and pl.draw:
        card = pl.draw.pop()
        pl.top_known = False
        destroyed(step, p, card)


def destroyed(step: Step, p: int, card: str) -> None:
    """VIS-DESTROY-03: the card leaves the game; its value in silver. A King's Order goes back to its
    supply and rejects an outsider (GOG-OUT-05); a hero fires ``destroy(hero)`` (KOK-PUB-07). The card was
    hidden (in the hand, on top of the draw pile) and is now face up: the event reveals it. Its player had
    seen it (a hand card, VIS-DESTROY-02; the top card only after looking at it, DEC-10): news only to the
    other seats (an undo barrier only when another person sits at the table)."""
    s = step.state
    cdef = s.content.cards[card]
    s.players[p].silver += cdef.value
    say(step, "destroyed", "{player_name} destroys {card} and gains {n} silver ({source})", player=p,
        card=s.content.name(card), n=cdef.value, rule_id="VIS-DESTROY-03", data={"card": card}, reveals=True,
        known_to_player=True)
    fire(step, p, "destroy")
    if cdef.deck == "kings_order":
        from desktop_app.rules.viscounts.gates import reject_order
        reject_order(step, p)
        return
    s.board.removed.append(card)
    if cdef.deck == "hero":
        fire(step, p, "destroy(hero)")


def op_discard(step: Step) -> None:
    """``discard n from optional`` (DEC-15: hand or top of the draw pile to the discard pile)."""
    for _ in range(step.get("n", 1)):
        step.push([{"op": "discard_one", "from": step.get("from"), "optional": step.get("optional", True)}])


def op_discard_one(step: Step) -> None:
    """Ask which card to discard; a hire's discard (the first workshop, DEC-15) is never asked: it was
    chosen beside the hire decision, or there is none (``workshop``)."""
    s, p = step.state, step.player
    if step.stack.var("hire"):
        planned = s.turn.discards.pop(str(p), None)
        if planned is not None and (planned.get("card") in s.players[p].hand or planned.get("top") and s.players[p].draw):
            discard_card(step, p, planned)
        return
    zones = list(step.get("from"))
    options = zone_options(s, p, zones, step.get("optional", True))
    step.ask("discard", options, "discarded", "Discard a card?", rule_id="DEC-15", hidden=True,
             data={"zones": zones, "source": step.frame.source})


def resume_discarded(step: Step, answer: dict) -> None:
    """The chosen card (:func:`discard_card`)."""
    if not answer.get("skip"):
        discard_card(step, step.question.player, answer)


def discard_card(step: Step, p: int, answer: dict) -> None:
    """Move the chosen card face up to the discard pile (no reshuffle for the top card, DEC-23): a hidden
    card (from the hand or the draw pile) is revealed. A hand card (or a top card looked at before) was its
    player's own knowledge: news only to the other seats; an unseen top card is news to its player too."""
    pl = step.state.players[p]
    known = True
    if answer.get("top"):
        card = pl.draw.pop()
        known = pl.top_known
        pl.top_known = False
    else:
        card = answer["card"]
        pl.hand.remove(card)
    pl.discard.append(card)
    say(step, "discarded", "{player_name} discards {card} ({source})", player=p, card=step.state.content.name(card),
        reveals=True, rule_id="DEC-15", data={"card": card}, known_to_player=known)


# ---- hiring and gaining townsfolk -----------------------------------------------------------------
def pile_piece(s, p: int, where: str) -> list[str]:
    """Pieces whose townsfolk pile ``p`` may take from: adjacent to the viscount, or every pile."""
    if where == "any_pile":
        return list(s.board.ring)
    return list(s.layout.spaces[s.players[p].space].piles)


def op_hire(step: Step) -> None:
    """``hire mode from max_value``: the top card of a pile (never a printed card, VIS-HIRE-03); with
    Gates of Gold a King's Order instead (GOG-MSB-03, DEC-34)."""
    s = step.state
    p = step.player
    mode, cap = step.get("mode", "pay"), step.get("max_value")
    options, costs = [], {}
    short: list[int] = []
    order = None
    if s.gog:
        from desktop_app.rules.viscounts.gates import order_cost
        order = order_cost(s, p, mode)
    price = hire_pricer(s, p, mode)
    for piece in pile_piece(s, p, step.get("from", "adjacent")):
        pile = s.board.piles[piece]
        if not pile:
            continue
        card = s.content.cards[pile[-1]]
        cost = price(card.value)
        if cap is not None and card.value > cap:
            continue
        if cost <= s.players[p].silver:
            options.append({"pile": piece})
            costs[piece] = cost
        else:
            short.append(cost)
    if order is not None:
        options.append({"order": True})
    elif s.gog and s.active == p and s.board.orders:
        short.append(0 if mode == "free" else s.content.gates.price)
    options.append({"skip": True})
    keep = False
    if short and len(options) == 1:
        from desktop_app.rules.viscounts.board_abilities import opens
        keep = opens(s, p, short)
    step.ask("hire", options, "hired", "Hire a townsfolk?", rule_id="VIS-HIRE-01", auto=not keep,
             data={"mode": mode, "costs": costs, "source": step.frame.source, "order_cost": order})


def resume_hired(step: Step, answer: dict) -> None:
    """VIS-HIRE-02: pay, the card to the discard pile, its top-right effect; hire triggers (VIS-HIRE-04). No
    hire: a discard chosen beside the decision (DEC-15) is dropped."""
    s = step.state
    if answer.get("skip"):
        s.turn.discards.pop(str(step.question.player), None)
        return
    p = step.question.player
    if answer.get("order"):
        from desktop_app.rules.viscounts.gates import take_order
        take_order(step, p, step.params["order_cost"], True)
        return
    piece = answer["pile"]
    pile = s.board.piles[piece]
    card = pile.pop()
    cost = step.params["costs"][piece]
    pl = s.players[p]
    pl.silver -= cost
    pl.discard.append(card)
    say(step, "hired", "{player_name} hires {card} for {n} silver", player=p, card=s.content.name(card), n=cost,
        rule_id="VIS-HIRE-02", data={"card": card, "pile": piece, "cost": cost})
    revealed(step, piece)
    step.stack.push([{"op": "hire_triggers"}], p, f"card:{card}:on_hire")
    step.stack.push(s.content.cards[card].on_hire, p, f"card:{card}:on_hire")


def op_hire_triggers(step: Step) -> None:
    """Every hire (any way) fires ``on hire`` (the first workshop's discard, VIS-BLDG-07); its effects know
    they come from a hire (frame variable ``hire``: the discard chosen beside the hire, DEC-15)."""
    fire(step, step.player, "hire", hire=True)


def revealed(step: Step, piece: str) -> None:
    """A pile's next card comes face up (or its printed card, DEC-13): an undo barrier."""
    s = step.state
    pile = s.board.piles[piece]
    top = pile[-1] if pile else s.layout.printed_townsfolk[piece]
    say(step, "pile_top", "{card} is now on top of the {piece} townsfolk pile", player=None, card=s.content.name(top),
        piece=place_name(s, piece),
        reveals=bool(pile), data={"pile": piece, "card": top, "size": len(pile)})


def op_gain_townsfolk(step: Step) -> None:
    """``gain_townsfolk from max_value``: a top card to the discard pile, not a hire."""
    s = step.state
    cap = step.get("max_value")
    options = [{"pile": piece} for piece in pile_piece(s, step.player, step.get("from", "adjacent"))
               if s.board.piles[piece] and (cap is None or s.content.cards[s.board.piles[piece][-1]].value <= cap)]
    options.append({"skip": True})
    step.ask("gain_townsfolk", options, "townsfolk_gained", "Take a townsfolk?", rule_id="VIS-HIRE-03")


def resume_townsfolk_gained(step: Step, answer: dict) -> None:
    """The card joins the discard pile without its top-right effect."""
    if answer.get("skip"):
        return
    s = step.state
    p = step.question.player
    card = s.board.piles[answer["pile"]].pop()
    s.players[p].discard.append(card)
    say(step, "gained", "{player_name} takes {card} ({source})", player=p, card=s.content.name(card),
        data={"card": card, "pile": answer["pile"]})
    revealed(step, answer["pile"])


def op_gain_hero(step: Step) -> None:
    """GAP-09: reveal the top unused heroes, keep one in the discard pile, the rest to the bottom."""
    s = step.state
    shown = [s.board.heroes.pop() for _ in range(min(step.get("reveal", 2), len(s.board.heroes)))]
    if not shown:
        return
    for hero in shown:
        say(step, "hero_shown", "{player_name} reveals the hero {card}", reveals=True, card=s.content.name(hero),
            data={"hero": hero})
    if len(shown) == 1:
        _keep_hero(step, step.player, shown[0], [])
        return
    step.ask("hero", [{"hero": h} for h in shown], "hero_kept", "Keep one hero", rule_id="GAP-09",
             data={"shown": shown}, auto=False)


def resume_hero_kept(step: Step, answer: dict) -> None:
    """The kept hero goes to the discard pile."""
    rest = [h for h in step.params["shown"] if h != answer["hero"]]
    _keep_hero(step, step.question.player, answer["hero"], rest)


def _keep_hero(step: Step, p: int, hero: str, rest: list[str]) -> None:
    s = step.state
    s.players[p].discard.append(hero)
    s.board.heroes[:0] = rest
    say(step, "gained", "{player_name} takes {card} ({source})", player=p, card=s.content.name(hero),
        data={"card": hero})
    fire(step, p, "gain_card(hero)")


def push_ability(step: Step, p: int, card: str, part: str) -> None:
    """Resolve a card's ability of timing ``part`` for ``p``; one with a cost is offered first."""
    ability = step.state.content.cards[card].ability
    if ability is None or ability.timing != part:
        return
    source = f"card:{card}:{part}"
    if ability.cost:
        step.stack.push([{"op": "ability_cost", "card": card}], p, source)
    else:
        step.stack.push(ability.effects, p, source)


def affordable(s, p: int, cost: tuple[dict, ...]) -> bool:
    """Whether ``p`` can pay an ability's cost (``pay_silver`` / ``pay_resource`` steps)."""
    pl = s.players[p]
    silver = sum(c["n"] for c in cost if c["op"] == "pay_silver")
    res = {r: sum(c["n"] for c in cost if c["op"] == "pay_resource" and c["type"] == r) for r in pl.res}
    anyres = sum(c["n"] for c in cost if c["op"] == "pay_resource" and c["type"] == "any")
    left = {r: pl.res[r] - res[r] for r in pl.res}
    return pl.silver >= silver and all(v >= 0 for v in left.values()) and sum(left.values()) >= anyres


def op_ability_cost(step: Step) -> None:
    """An ability with a cost: pay it and resolve, or not (DP-04)."""
    s, p = step.state, step.player
    ability = s.content.cards[step.get("card")].ability
    if not affordable(s, p, ability.cost):
        return
    step.ask("use_ability", [{"use": True}, {"use": False}], "ability_paid", "Pay to use {card}'s ability?",
             rule_id="VIS-CARD-01", data={"card": step.get("card")}, auto=False, card=s.content.name(step.get("card")))


def resume_ability_paid(step: Step, answer: dict) -> None:
    """Pay first, then the effects."""
    if answer["use"] is True:
        ability = step.state.content.cards[step.params["card"]].ability
        step.stack.push(list(ability.cost) + list(ability.effects), step.question.player, step.frame.source)


# ---- rearranging -----------------------------------------------------------------------------
def orders(tableau: list[str]) -> list[list[str]]:
    """Every distinct order of a tableau, the current one first (DEC-58)."""
    seen = [list(tableau)]
    for perm in permutations(tableau):
        if list(perm) not in seen:
            seen.append(list(perm))
    return seen


def ask_rearrange(step: Step, p: int, rule_id: str) -> None:
    """Offer ``p`` every order of their tableau (the current one = keep it)."""
    tableau = step.state.players[p].tableau
    if len(set(tableau)) < 2:
        return
    options = [{"order": o} for o in orders(tableau)]
    step.ask("rearrange", options, "rearranged", "Rearrange your tableau?", rule_id=rule_id, player=p)


def op_rearrange_tableau(step: Step) -> None:
    """``rearrange_tableau``: a new order, no triggers (VIS-P1-08)."""
    ask_rearrange(step, step.player, "VIS-P1-08")


def resume_rearranged(step: Step, answer: dict) -> None:
    """Only the order changes: no instant, exit or chest effect (VIS-P1-08, DEC-58)."""
    p = step.question.player
    pl = step.state.players[p]
    order = list(answer["order"])
    if order != pl.tableau:
        pl.tableau = order
        say(step, "rearranged", "{player_name} rearranges their tableau", player=p, rule_id="VIS-P1-08",
            data={"tableau": order})


OPS = {"ability_cost": op_ability_cost, "draw": op_draw, "destroy": op_destroy, "destroy_one": op_destroy_one, "discard": op_discard, "discard_one": op_discard_one,
       "hire": op_hire, "hire_triggers": op_hire_triggers, "gain_townsfolk": op_gain_townsfolk,
       "gain_hero": op_gain_hero, "rearrange_tableau": op_rearrange_tableau}
RESUMES = {"ability_paid": resume_ability_paid, "destroy_chosen": resume_destroy_chosen, "destroy_top": resume_destroy_top,
           "discarded": resume_discarded, "hired": resume_hired, "townsfolk_gained": resume_townsfolk_gained,
           "hero_kept": resume_hero_kept, "rearranged": resume_rearranged}
