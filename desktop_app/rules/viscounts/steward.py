"""The solo Steward's turn (viscounts.md GAP-13): no choices, everything fixed by the state and the RNG.

It reveals its top card (reshuffling its discard pile when the deck is empty), moves exactly
``steps`` spaces clockwise taking the card's ``ring`` at forks, and carries out the orders left to
right (an order that cannot be done is skipped). Its castle movement follows VIS-CAST without
effects (the next region is the first qualifying one clockwise, DEC-17), and it knocks out in
index order, level 1 before level 2, the player's workers first (the player gains VIS-KO-02).
"""

from __future__ import annotations

from desktop_app.engine.effects import Step
from desktop_app.rules.viscounts.actions import cleric_reward, ms_revealed
from desktop_app.rules.viscounts.basics import say, take_from_pile
from desktop_app.rules.viscounts.cards import revealed
from desktop_app.rules.viscounts.castle import knock_out, move_out, overfull, to_level3
from desktop_app.rules.viscounts.content import parse_order
from desktop_app.rules.viscounts.gates import steward_wild
from desktop_app.rules.viscounts.texts import place_name, word


def op_steward_turn(step: Step) -> None:
    """Reveal, move, queue the orders (and the player's rearrange if it lands on them)."""
    s = step.state
    st = s.steward
    if not st.deck:
        st.deck, st.discard = st.discard, []
        s.rng.shuffle(st.deck)
        say(step, "steward_shuffle", "{player_name} shuffles its cards", player=s.n, reveals=True, rule_id="GAP-13")
    card_id = st.deck.pop()
    st.discard.append(card_id)
    st.card = card_id
    card = s.content.steward_deck[card_id]
    say(step, "steward_card", "{player_name} reveals Steward card {card}: {steps} {steps|step|steps}, the {ring} "
        "road at forks", player=s.n, card=list(s.content.steward_deck).index(card_id) + 1, steps=card.steps,
        ring=word(card.ring), reveals=True, rule_id="GAP-13", data={"card": card_id, "steps": card.steps, "ring": card.ring, "orders": list(card.orders)})
    path = s.layout.forced_path(st.space, card.steps, card.ring)
    start = st.space
    if path:
        st.space = path[-1]
    say(step, "steward_moved", "{player_name} moves to {space}", player=s.n, space=place_name(s, st.space), rule_id="GAP-13",
        data={"path": path, "from": start})
    step.stack.push([{"op": "steward_order", "order": o} for o in card.orders], s.n, f"steward:{card_id}")
    human = s.players[0]
    if human.space == st.space and human.tableau:
        step.stack.push([{"op": "offer_rearrange", "who": 0, "rule": "VIS-MOVE-05"}], s.n, "steward")


def op_steward_order(step: Step) -> None:
    """One order: remove, transcribe, workers n, outpost, levy, charter."""
    s = step.state
    st = s.steward
    name, n = parse_order(step.get("order"))
    piece = s.layout.piece_of(st.space)
    if name == "remove":
        pile = s.board.piles[piece]
        if pile:
            card = pile.pop()
            s.board.removed.append(card)
            say(step, "steward_remove", "{player_name} removes {card} from the {piece} townsfolk pile", player=s.n,
                card=s.content.name(card), piece=place_name(s, piece), rule_id="GAP-13", data={"card": card, "pile": piece})
            revealed(step, piece)
    elif name == "transcribe":
        stack = s.board.stacks[piece]
        if stack:
            ms = stack.pop()
            st.manuscripts.append(ms)
            if s.content.manuscripts[ms].ribbon == "wild":
                steward_wild(s, ms)
            say(step, "transcribed", "{player_name} transcribes {manuscript}", player=s.n,
                manuscript=s.content.name(ms), rule_id="GAP-13", data={"manuscript": ms, "stack": piece})
            ms_revealed(step, piece)
            cleric_reward(step, s.n)
    elif name == "workers":
        workers(step, n)
    elif name == "outpost":
        outpost(step)
    elif name == "levy":
        st.paid += 1
        say(step, "steward_levy", "{player_name} takes a debt into its ledger, paid", player=s.n, rule_id="GAP-13")
        take_from_pile(step, "debt")
    else:
        st.approved += 1
        say(step, "steward_charter", "{player_name} takes a deed into its ledger, approved", player=s.n,
            rule_id="GAP-13")
        take_from_pile(step, "deed")


def workers(step: Step, n: int) -> None:
    """Workers into the region its space faces; movement without effects (knock-outs follow in ``settle``)."""
    s = step.state
    st, c = s.steward, s.n
    k = min(n, st.workers)
    if not k:
        return
    region = s.layout.faces[st.space]
    s.board.l1[region][c] += k
    s.castle_dirty = True
    st.workers -= k
    say(step, "workers_placed", "{player_name} places {n} {n|worker|workers} in castle region {region}", player=c, n=k,
        region=region + 1, rule_id="GAP-13", data={"colour": c, "region": region, "n": k})
    count = s.layout.regions
    last = region
    if s.board.l1[region][c] >= 3:
        while True:
            inner, cw, ccw = move_out(s, c, last)
            say(step, "workers_moved", "{player_name}'s workers move out of castle region {region}: one inward, one to "
                "region {cw}, one to region {ccw}", player=c, region=last + 1, cw=cw + 1, ccw=ccw + 1, rule_id="DEC-17",
                data={"colour": c, "from": last, "inward": inner, "clockwise": cw, "counter_clockwise": ccw})
            nxt = next(((last + k) % count for k in range(1, count) if s.board.l1[(last + k) % count][c] >= 3), None)
            if nxt is None:
                break
            last = nxt
    for j in range(len(s.board.l2)):
        if s.board.l2[j][c] >= 3:
            to_level3(step, c, j, effects=False)


def outpost(step: Step) -> None:
    """An outpost on the lowest empty site of its river side (inner space: left), else the other side."""
    s = step.state
    st = s.steward
    if st.outposts <= 0:
        return
    space = s.layout.spaces[st.space]
    side = space.river_side or "left"
    sites = sorted(x.id for x in s.layout.sites.values() if x.piece == space.piece and x.id not in s.board.sites)
    ordered = [x for x in sites if s.layout.sites[x].river_side == side] + \
        [x for x in sites if s.layout.sites[x].river_side != side]
    if not ordered:
        return
    s.board.sites[ordered[0]] = [s.n, "outpost"]
    st.outposts -= 1
    say(step, "outpost", "{player_name} puts an outpost on {site}", player=s.n, site=place_name(s, ordered[0]),
        rule_id="GAP-13", data={"site": ordered[0]})


def op_steward_knock_out(step: Step) -> None:
    """GAP-13: overfull regions in index order, level 1 first; the player's workers go first."""
    s = step.state
    over = overfull(s)
    if not over:
        return
    level, region = over[0]
    row = (s.board.l1 if level == 1 else s.board.l2)[region]
    colour = next((c for c in range(s.n) if row[c]), s.n)
    step.stack.push([{"op": "settle"}], s.n, "ko")
    knock_out(step, level, region, colour)


OPS = {"steward_turn": op_steward_turn, "steward_order": op_steward_order, "steward_knock_out": op_steward_knock_out}
RESUMES: dict = {}
