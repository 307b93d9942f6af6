"""Why an answer is refused, in the player's words and with the rule it breaks.

``explain(state, action)`` looks at the open question and the refused answer (a drag dropped in
the wrong place, a click on an unaffordable pile) and says which rule forbids it; ``None`` when
it has nothing more precise than "that is not one of the offered choices".
"""

from __future__ import annotations

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.text import Text
from desktop_app.rules.viscounts.abilities import banish_cost, hire_cost
from desktop_app.rules.viscounts.actions import RING_ACTIONS, worker_needs
from desktop_app.rules.viscounts.texts import place_name, who, word
from desktop_app.rules.viscounts.vocabulary import ACTION_ICON


def explain(s, action: Action) -> IllegalAction | None:
    """The precise refusal of ``action`` (see the module docstring), or ``None``."""
    q = s.stack.question
    if q is None:
        return None
    if action.player != q.player:
        return IllegalAction(q.rule_id or "VIS-TURN-01", "It is {name}'s decision now", name=who(s, q.player))
    if action.kind != q.kind:
        return IllegalAction(q.rule_id or "VIS-TURN-02", Text("Not now: {prompt}",
                                                              prompt=Text(q.prompt, **q.prompt_args)))
    handler = _KINDS.get(action.kind)
    return handler(s, action) if handler else None


def _play(s, a: Action) -> IllegalAction | None:
    if a.get("card") not in s.players[a.player].hand:
        return IllegalAction("VIS-P1-03", "That card is not in your hand")
    return None


def _move(s, a: Action) -> IllegalAction | None:
    from desktop_app.rules.viscounts.turn import move_cost, move_options
    dest = a.get("to")
    if dest not in s.layout.spaces:
        return IllegalAction("VIS-MOVE-03", "There is no such space")
    reach, minimum, free = move_options(s, a.player)
    if dest not in reach:
        return IllegalAction("VIS-MOVE-03", "Your viscount cannot reach {space} along the arrows",
                             space=place_name(s, dest))
    cost = move_cost(reach[dest][0], minimum, free)
    return IllegalAction("VIS-MOVE-02", "Reaching {space} costs {n} silver", space=place_name(s, dest), n=cost)


def _main(s, a: Action) -> IllegalAction | None:
    action = a.get("action")
    ring = s.layout.spaces[s.players[a.player].space].ring
    if action in RING_ACTIONS["outer"] + RING_ACTIONS["inner"] and action not in RING_ACTIONS[ring]:
        return IllegalAction("VIS-ACT-01", "You cannot {action} from an {ring} space", action=word(action),
                             ring=word(ring))
    if action == "build":
        return IllegalAction("VIS-BUILD-04", "All your buildings are built")
    if action == "workers":
        return IllegalAction("VIS-WORK-05", "You have no worker left in your supply")
    return None


def _public(s, a: Action) -> IllegalAction | None:
    """KOK-PUB-01/02/06: why a public building cannot go there now."""
    btype, site = a.get("public"), a.get("site")
    if not s.kok or btype not in s.content.keys.public:
        return IllegalAction("KOK-PUB-01", "There is no such public building")
    if btype in s.board.public:
        return IllegalAction("KOK-PUB-06", "Each public building is built once per game: this one stands already")
    if s.stack.question.data.get("free"):
        return IllegalAction("KOK-PUB-06", "A free build can never build a public building")
    if s.board.sites.get(site) != [a.player, btype]:
        return IllegalAction("KOK-PUB-01", "A public {building} goes on a site of your side of the river that holds "
                             "your own {building}", building=s.content.name(btype))
    if site not in s.layout.sites_for(s.players[a.player].space):
        return IllegalAction("VIS-BUILD-03", "{site} is not on your side of the river", site=place_name(s, site))
    return IllegalAction("KOK-PUB-02", "Not enough builder power and stone for the {building}",
                         building=s.content.keys.public[btype].name)


def _build(s, a: Action) -> IllegalAction | None:
    site, btype = a.get("site"), a.get("type")
    pl = s.players[a.player]
    if a.get("public") is not None:
        return _public(s, a)
    if site not in s.layout.sites:
        return IllegalAction("VIS-BUILD-03", "There is no such building site")
    if site in s.board.sites:
        return IllegalAction("VIS-BUILD-03", "{site} is taken", site=place_name(s, site))
    if site not in s.layout.sites_for(pl.space):
        return IllegalAction("VIS-BUILD-03", "{site} is not on your side of the river",
                             site=place_name(s, site))
    if btype in pl.built and pl.built[btype] >= 3:
        return IllegalAction("VIS-BUILD-04", "You have no {building} left to build", building=s.content.name(btype))
    if btype in pl.built:
        return IllegalAction("VIS-BUILD-05", "Not enough builder power and stone for a {building}",
                             building=s.content.name(btype))
    return None


def _hire(s, a: Action) -> IllegalAction | None:
    piece = a.get("pile")
    q = s.stack.question
    if a.get("order") is True:
        if not s.gog:
            return IllegalAction("GOG-MSB-03", "King's Orders come with Gates of Gold")
        if s.active != a.player:
            return IllegalAction("DEC-34", "A King's Order instead of a hire only on your own turn")
        if s.board.orders <= 0:
            return IllegalAction("GOG-MSB-03", "No King's Order is left in the supply")
        return IllegalAction("GOG-MSB-03", "A King's Order costs {n} silver unless the hire was free",
                             n=s.content.gates.price)
    if piece not in s.board.piles:
        return None
    if q.data.get("source") == "recruit" and piece not in s.layout.spaces[s.players[a.player].space].piles:
        return IllegalAction("VIS-HIRE-01", "The {piece} pile is not next to your viscount", piece=place_name(s, piece))
    pile = s.board.piles[piece]
    if not pile:
        return IllegalAction("VIS-HIRE-03", "The {piece} pile is empty: its printed card cannot be hired",
                             piece=place_name(s, piece))
    card = s.content.cards[pile[-1]]
    cost = hire_cost(s, a.player, card.value, q.data.get("mode", "pay"))
    if cost > s.players[a.player].silver:
        return IllegalAction("VIS-HIRE-02", "Hiring {card} costs {n} silver", card=card.name, n=cost)
    return None


def _banish(s, a: Action) -> IllegalAction | None:
    piece = a.get("pile")
    if piece not in s.board.piles:
        return None
    if piece not in s.layout.spaces[s.players[a.player].space].piles:
        return IllegalAction("VIS-BAN-02", "The {piece} pile is not next to your viscount", piece=place_name(s, piece))
    pile = s.board.piles[piece]
    card = s.content.cards[pile[-1] if pile else s.layout.printed_townsfolk[piece]]
    icon = ACTION_ICON[s.turn.action]
    if icon not in card.icons and "criminal" not in card.icons:
        return IllegalAction("VIS-BAN-03", "{card} has neither a {icon} nor a criminal icon", card=card.name,
                             icon=word(icon))
    return IllegalAction("VIS-BAN-04", "Banishing {card} costs {n} silver", card=card.name,
                         n=banish_cost(s, a.player, card.value))


def _transcribe(s, a: Action) -> IllegalAction | None:
    piece = a.get("stack")
    if piece not in s.board.stacks:
        return None
    if piece not in s.layout.spaces[s.players[a.player].space].stacks:
        return IllegalAction("VIS-MS-04", "The {piece} manuscript stack is not next to your viscount",
                             piece=place_name(s, piece))
    return IllegalAction("VIS-MS-04", "Not enough cleric power and ink for that manuscript")


def _workers(s, a: Action) -> IllegalAction | None:
    n = a.get("n")
    if isinstance(n, int) and n > s.players[a.player].workers:
        return IllegalAction("VIS-WORK-05", "You have only {n} {n|worker|workers} in your supply", n=s.players[a.player].workers)
    if isinstance(n, int) and 1 <= n <= 4 and n not in worker_needs(s, a.player):
        return IllegalAction("VIS-WORK-03", "Not enough noble power and gold for {n} {n|worker|workers}", n=n)
    return None


def _chest(s, a: Action) -> IllegalAction | None:
    if a.get("chest") not in s.board.chest_row:
        return IllegalAction("KOK-CHEST-01", "That treasure chest is not face up in the display")
    slot = a.get("slot")
    if not isinstance(slot, int) or not 1 <= slot <= s.content.keys.slots:
        return IllegalAction("KOK-CHEST-02", "Chests go into one of the {n} slots under your tableau",
                             n=s.content.keys.slots)
    return None


def _outsider(s, a: Action) -> IllegalAction | None:
    if a.get("outsider") not in s.board.outsiders:
        return IllegalAction("GOG-OUT-02", "Only the face-up outsiders can be taken")
    return None


def _knock_out(s, a: Action) -> IllegalAction | None:
    if a.get("level") == 3:
        return IllegalAction("VIS-KO-03", "Workers on level 3 are never knocked out")
    return IllegalAction("VIS-KO-01", "Only a region holding more than 3 workers loses workers")


_KINDS = {"play_card": _play, "move": _move, "main_action": _main, "build": _build, "hire": _hire,
          "banish": _banish, "transcribe": _transcribe, "place_workers": _workers, "knock_out": _knock_out,
          "gain_chest": _chest, "outsider": _outsider}
