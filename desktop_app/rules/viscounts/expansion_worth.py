"""What the expansions' options promise a computer viscount (issue 11; part of :mod:`evaluate`).

- **King's Orders** (GOG-OUT-01..07): a King's Order brings an outsider when it leaves the tableau.
  Its promise is the best outsider of the row counted by its own end-game condition from what the
  player holds now (:func:`welcome_value`), weighed by how surely it gets out in time: on the
  tableau it leaves after ``4 - slot`` more plays; in hand it still has to be played (or rejected:
  destroyed for 3 silver and an outsider's reject effect, which the search sees resolve); in the
  draw or discard pile it has to be drawn first. Only one order in hand counts fully (one card is
  played a turn).
- **Public buildings** (KOK-PUB): the points of a public building are in the score already, its
  cost (your own building going home) too; the promise here is its ongoing ability while held (and
  the building that went home, to be built again) and,
  before it is built, the way toward it: the stone and builder icons gathered for an unbuilt public
  building whose type you have on the board.
"""

from __future__ import annotations

from desktop_app.rules.viscounts.abilities import profile
from desktop_app.rules.viscounts.scoring import holdings_of_player, outsider_points

HAND_SHARE, PILE_SHARE, SPARE_SHARE = 0.7, 0.5, 0.15
"""The share of the welcome an order in hand, in a pile, or a second one in hand promises."""
TABLEAU_SHARE = 0.9
"""An order on the tableau that will leave before the end."""
GROWTH = 3.0
"""What a counting outsider's condition still gains over a whole game."""
PUBLIC_ONGOING = {"workshop": 4.0, "trading_post": 3.0, "town_hall": 2.0}
"""A held public building's ongoing ability (the town hall's criminal icon is counted as an icon) and
the own building that went home, which can be built again (its points come back)."""
PUBLIC_REACH = 0.3
"""Times a public building's points, for having all the stone and builder icons it needs."""
USUAL_POWER = 2
"""The builder power (builder and criminal icons) a tableau usually brings to a build: measured 0–3
at the bots' main actions in whole games with both modules."""
GOAL_STONE = 2.5
"""What each stone banked toward :func:`stone_goal` promises beyond a resource's own worth."""
GOAL_CAP = 4
"""The banked stone counted by :data:`GOAL_STONE` (the public workshop's goal): a held public building
keeps exactly that worth, so building one with icons instead of stone never looks like a gain."""


def welcome_value(s, p: int, outsider_vp: dict, left: float = 0.0) -> float:
    """GOG-OUT-07: the points the best face-up outsider would score for ``p`` from what ``p`` holds
    now, plus ``GROWTH * left`` for a condition that counts (what it holds grows while the game goes
    on); 0 with no outsider left. ``outsider_vp`` is the scoring tables' conditions."""
    row = s.board.outsiders
    if not row:
        return 0.0
    h = holdings_of_player(s, p)
    best = 0.0
    for card in set(row):
        h.outsiders.append(card)
        rule = outsider_vp[card]
        best = max(best, outsider_points(h, rule) + (0 if rule.get("flat") is not None else GROWTH * left))
        h.outsiders.pop()
    return best


def order_promise(s, p: int, rounds_left: float, outsider_vp: dict) -> float:
    """What ``p``'s King's Orders promise (module docstring); ``rounds_left`` is the game still to play."""
    order = s.content.gates.kings_order
    pl = s.players[p]
    on_tableau = [k for k, card in enumerate(pl.tableau) if card == order]
    in_hand = pl.hand.count(order)
    in_piles = pl.draw.count(order) + pl.discard.count(order)
    if not (on_tableau or in_hand or in_piles):
        return 0.0
    welcome = welcome_value(s, p, outsider_vp, rounds_left / 12)
    if welcome <= 0:
        return 0.0
    share = sum(TABLEAU_SHARE for k in on_tableau if rounds_left >= 3 - k)
    if in_hand and rounds_left >= 4:
        share += HAND_SHARE + SPARE_SHARE * (in_hand - 1)
    if in_piles and rounds_left >= 6:
        share += PILE_SHARE + SPARE_SHARE * (in_piles - 1)
    return share * welcome


def held_public(s, btype: str) -> float:
    """A held public building's promise: its ongoing ability and the building gone home
    (:data:`PUBLIC_ONGOING`), and the stone banked for it (:data:`GOAL_STONE` each up to
    :data:`GOAL_CAP`, as before it was built: reaching the goal is neither a loss nor a windfall)."""
    banked = min(GOAL_CAP, max(0, s.content.keys.public[btype].cost - USUAL_POWER))
    return PUBLIC_ONGOING[btype] + GOAL_STONE * banked


def sunk_stone(s, p: int) -> int:
    """The stone ``p``'s held public buildings took, as :func:`held_public` counts it (each one's banked
    goal): hard counts it as the resources it was (:class:`evaluate.Weights`), so that building one is not
    its stone lost."""
    return sum(min(GOAL_CAP, max(0, s.content.keys.public[btype].cost - USUAL_POWER))
               for btype, (owner, _) in s.board.public.items() if owner == p)


def stone_goal(s, p: int) -> int:
    """KOK-PUB-01/02: the stone ``p`` banks toward a public building: the cheapest one not built yet
    whose type ``p`` has on a site, its cost less :data:`USUAL_POWER`; 0 without one (or without the
    module)."""
    if not s.kok or p >= s.n:
        return 0
    mine = {site[1] for site in s.board.sites.values() if site and site[0] == p}
    needs = [pub.cost - USUAL_POWER for btype, pub in s.content.keys.public.items()
             if btype in mine and btype not in s.board.public]
    return max(0, min(needs)) if needs else 0


def public_promise(s, p: int) -> float:
    """Held public buildings' ongoing abilities and the way toward an unbuilt one (module docstring);
    the caller scales it by the game left."""
    b = s.board
    value = sum(held_public(s, btype) for btype, (owner, _) in b.public.items() if owner == p)
    mine = {site[1] for site in b.sites.values() if site and site[0] == p}
    pl = s.players[p]
    value += GOAL_STONE * min(pl.res["stone"], stone_goal(s, p), GOAL_CAP)
    power = None
    for btype, pub in s.content.keys.public.items():
        if btype in b.public or btype not in mine:
            continue
        if power is None:
            icons = profile(s, p).icons
            power = pl.res["stone"] + icons["builder"] + icons["criminal"]
        value += PUBLIC_REACH * pub.vp * min(1.0, power / pub.cost) ** 2
    return value
