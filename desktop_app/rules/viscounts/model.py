"""The Viscounts state's plain data (attribute names are stable API for the scene and the bots).

``VisState`` (``state.py``) holds:

- ``content`` (:class:`~content_model.VisContent`), ``n`` (seats), ``names``, ``seats`` (seat kinds),
  ``solo`` (True with one seat: the Steward plays colour ``n``), ``colours`` (``n`` or ``n + 1``),
  ``steward_level``; ``modules`` (the expansions switched on: ``gates_of_gold``,
  ``keeper_of_keys``), ``gog`` / ``kok`` (the same as booleans); ``seed``, ``rng`` (the one game
  stream, VIS-SETUP RNG order).
- ``round`` (1-based), ``start_player``, ``active`` (whose turn, or ``None`` during setup),
  ``phase`` (``setup`` / ``cards`` / ``move`` / ``action`` / ``recruit`` / ``collision`` / ``draw``
  / ``steward`` / ``over``), ``end_round`` (the round after which the game ends, set by the
  reveal VIS-END-01 or the safety cap DEC-63, else ``None``), ``over``.
- ``players[i]`` (:class:`PlayerData`), ``board`` (:class:`BoardData`), ``turn``
  (:class:`TurnData`), ``steward`` (:class:`StewardData` or ``None``), ``stack`` (the
  pending-decision stack, ``engine.effects.EffectStack``), ``layout`` (derived geometry,
  ``layout.Layout``: spaces, successors, sites, connections, faced castle regions).

Cards are content ids (copies are identical); lists keep the *top* of a pile or stack **last**.
The tableau keeps slot 1 (leftmost, where new cards enter) first.
"""

from __future__ import annotations

from typing import Any


class PlayerData:
    """One viscount: cards, money, resources, track markers, buildings, workers, debts and deeds.

    ``hand`` / ``draw`` / ``discard`` / ``tableau``; ``silver``; ``res`` ``{ink, gold, stone}``;
    ``corruption`` / ``virtue`` (track positions, collided when equal); ``built`` ``{type: count}``
    (pieces on the main board; slots 1..count are uncovered); ``workers`` (supply);
    ``unpaid`` / ``paid`` debts; ``purchased`` / ``approved`` deeds; ``manuscripts`` (ids);
    ``space`` (the viscount's space); ``player_card`` (number) and ``hero``; ``top_known``:
    the owner has seen the top of their draw pile (DP-30); ``once_mods``: cost modifiers kept
    until used (``cost_mod`` scope ``once``).

    Expansions: ``wild`` ``{manuscript: ribbon}`` chosen for wild manuscripts (GOG-MSB-04);
    ``perks``: public building cards and build bonus cards held (their permanent abilities are
    active, KOK-PUB-07, GOG-BB-03); ``chests``: the chest tile in each slot under the tableau
    (slot 1 first, ``None`` when empty, KOK-CHEST-02).
    """

    __slots__ = ("hand", "draw", "discard", "tableau", "silver", "res", "corruption", "virtue", "built",
                 "workers", "unpaid", "paid", "purchased", "approved", "manuscripts", "space", "player_card",
                 "hero", "top_known", "once_mods", "wild", "perks", "chests")

    def __init__(self, workers: int = 20, corruption: int = 1, virtue: int = 9) -> None:
        self.hand: list[str] = []
        self.draw: list[str] = []
        self.discard: list[str] = []
        self.tableau: list[str] = []
        self.silver = 0
        self.res: dict[str, int] = {"ink": 0, "gold": 0, "stone": 0}
        self.corruption = corruption
        self.virtue = virtue
        self.built: dict[str, int] = {"workshop": 0, "trading_post": 0, "town_hall": 0}
        self.workers = workers
        self.unpaid = self.paid = self.purchased = self.approved = 0
        self.manuscripts: list[str] = []
        self.space = ""
        self.player_card: int | None = None
        self.hero: str | None = None
        self.top_known = False
        self.once_mods: list[dict] = []
        self.wild: dict[str, str] = {}
        self.perks: list[str] = []
        self.chests: list[str | None] = []

    @property
    def collided(self) -> bool:
        """True while the two markers share a space (VIS-VC-04)."""
        return self.corruption == self.virtue

    def owned(self) -> list[str]:
        """Every card the player owns (hand, draw pile, discard pile, tableau)."""
        return self.hand + self.draw + self.discard + self.tableau

    def clone(self) -> PlayerData:
        """An independent copy."""
        p = PlayerData.__new__(PlayerData)
        p.hand, p.draw, p.discard, p.tableau = self.hand[:], self.draw[:], self.discard[:], self.tableau[:]
        p.silver, p.res, p.corruption, p.virtue = self.silver, dict(self.res), self.corruption, self.virtue
        p.built, p.workers = dict(self.built), self.workers
        p.unpaid, p.paid, p.purchased, p.approved = self.unpaid, self.paid, self.purchased, self.approved
        p.manuscripts, p.space, p.player_card, p.hero = self.manuscripts[:], self.space, self.player_card, self.hero
        p.top_known, p.once_mods = self.top_known, [dict(m) for m in self.once_mods]
        p.wild, p.perks, p.chests = dict(self.wild), self.perks[:], self.chests[:]
        return p

    def to_json(self) -> dict[str, Any]:
        """JSON form (shares nothing with the live player)."""
        p = self.clone()
        return {k: getattr(p, k) for k in self.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> PlayerData:
        """Inverse of :meth:`to_json` (a snapshot from before the expansions lacks their fields)."""
        p = cls()
        for k in cls.__slots__:
            if k in data:
                setattr(p, k, data[k])
        return p.clone()


class BoardData:
    """The shared table.

    ``ring``: piece ids by ring position 0..4 (VIS-SETUP-01); ``rotation`` (VIS-SETUP-02);
    ``piles`` / ``stacks``: ``{piece: [card or manuscript ids]}`` (top last); ``sites``:
    ``{site: [owner colour, building type or "outpost"]}``; ``l1`` (10 regions) / ``l2``
    (5 regions): ``[[workers per colour]]``; ``l3``: workers per colour; ``leader``: colour
    holding the castle leader card; ``cleric``: ``{ribbon: colour}``; ``debt_top`` /
    ``deed_top``: cards still on the poverty / prosperity card (``None`` before the piles are
    built after the draft, DEC-25); ``revealed``: end cards revealed, in order; ``heroes``:
    unused heroes (top last); ``ms_box``: black-backs left out of the stacks (DEC-54);
    ``offer``: the draft row ``[[player card number, hero]]`` still open; ``removed``: townsfolk
    removed from the game (banished, destroyed, removed by the Steward; rejected outsiders), in order.

    Gates of Gold: ``orders`` (King's Orders in the supply, GOG-SETUP-03), ``outsiders`` (the
    face-up row), ``outsider_deck`` (top last; finite, GOG-OUT-06), ``bonus`` ``{card: holder colour
    or None}`` (the two build bonus cards in play, GOG-SETUP-05). Keeper of Keys: ``public``
    ``{type: [owner, site]}`` for each public building built (KOK-PUB-06; sites hold
    ``[owner, "public"]``), ``chest_row`` (face-up tiles) and ``chest_stack`` (top last, KOK-CHEST-03).
    """

    __slots__ = ("ring", "rotation", "piles", "stacks", "sites", "l1", "l2", "l3", "leader", "cleric",
                 "debt_top", "deed_top", "revealed", "heroes", "ms_box", "offer", "removed", "orders", "outsiders",
                 "outsider_deck", "bonus", "public", "chest_row", "chest_stack")

    def __init__(self, colours: int = 4) -> None:
        self.ring: list[str] = []
        self.rotation = 0
        self.piles: dict[str, list[str]] = {}
        self.stacks: dict[str, list[str]] = {}
        self.sites: dict[str, list] = {}
        self.l1: list[list[int]] = [[0] * colours for _ in range(10)]
        self.l2: list[list[int]] = [[0] * colours for _ in range(5)]
        self.l3: list[int] = [0] * colours
        self.leader: int | None = None
        self.cleric: dict[str, int] = {}
        self.debt_top: int | None = None
        self.deed_top: int | None = None
        self.revealed: list[str] = []
        self.heroes: list[str] = []
        self.ms_box: list[str] = []
        self.offer: list[list] = []
        self.removed: list[str] = []
        self.orders = 0
        self.outsiders: list[str] = []
        self.outsider_deck: list[str] = []
        self.bonus: dict[str, int | None] = {}
        self.public: dict[str, list] = {}
        self.chest_row: list[str] = []
        self.chest_stack: list[str] = []

    def clone(self) -> BoardData:
        """An independent copy."""
        b = BoardData.__new__(BoardData)
        b.ring, b.rotation = self.ring[:], self.rotation
        b.piles = {k: v[:] for k, v in self.piles.items()}
        b.stacks = {k: v[:] for k, v in self.stacks.items()}
        b.sites = {k: v[:] for k, v in self.sites.items()}
        b.l1 = [r[:] for r in self.l1]
        b.l2 = [r[:] for r in self.l2]
        b.l3 = self.l3[:]
        b.leader, b.cleric = self.leader, dict(self.cleric)
        b.debt_top, b.deed_top, b.revealed = self.debt_top, self.deed_top, self.revealed[:]
        b.heroes, b.ms_box, b.offer = self.heroes[:], self.ms_box[:], [o[:] for o in self.offer]
        b.removed = self.removed[:]
        b.orders, b.outsiders, b.outsider_deck = self.orders, self.outsiders[:], self.outsider_deck[:]
        b.bonus, b.public = dict(self.bonus), {k: v[:] for k, v in self.public.items()}
        b.chest_row, b.chest_stack = self.chest_row[:], self.chest_stack[:]
        return b

    def to_json(self) -> dict[str, Any]:
        """JSON form (shares nothing with the live board)."""
        return self.clone()._raw()

    def _raw(self) -> dict[str, Any]:
        return {k: getattr(self, k) for k in self.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> BoardData:
        """Inverse of :meth:`to_json` (a snapshot from before the expansions lacks their fields)."""
        b = cls()
        for k in cls.__slots__:
            if k in data:
                setattr(b, k, data[k])
        return b.clone()

    def region_total(self, level: int, region: int) -> int:
        """Workers of every colour in a level-1 or level-2 region."""
        return sum((self.l1 if level == 1 else self.l2)[region])


class TurnData:
    """What the active player has done this turn (reset after phase 6).

    ``played``: the card played in phase 1; ``action``: the main action chosen (or ``none``);
    ``banished``: the card banished this turn; ``icons``: temporary icons for this turn's main
    action (banished card's icons, ``gain_icon``); ``mods``: ``cost_mod`` scope ``turn``;
    ``free_steps``: free movement steps gained this turn; ``transcribed``: the one manuscript of
    VIS-MS-03 is done; ``moved_from``: the space before phase 2; ``power``: icon power left in
    this turn's trade; ``traded``: trade offers used (VIS-TRADE-03); ``chest_card``: the card a
    chest is working for (GAP-19 ``card_no_criminal``); ``ignored``: ``{player: criminal icons}``
    ignored for the collision being resolved (the public workshop, KOK-PUB-07); ``discards``: ``{player:
    {"card": c} | {"top": True}}``, the first workshop's discard chosen beside a hire decision (DEC-15,
    ``workshop``), done when the hire's triggers come; ``after_draw``: blue manuscript-board uses saved
    for after phase 6 (GOG-MSB-03, ``board_abilities``).
    """

    __slots__ = ("played", "action", "banished", "icons", "mods", "free_steps", "transcribed", "moved_from",
                 "power", "traded", "chest_card", "ignored", "discards",
                 "after_draw")

    def __init__(self) -> None:
        self.played: str | None = None
        self.action: str | None = None
        self.banished: str | None = None
        self.icons: dict[str, int] = {}
        self.mods: list[dict] = []
        self.free_steps = 0
        self.transcribed = False
        self.moved_from = ""
        self.power = 0
        self.traded = 0
        self.chest_card: str | None = None
        self.ignored: dict[str, int] = {}
        self.discards: dict[str, dict] = {}
        self.after_draw = 0

    def clone(self) -> TurnData:
        """An independent copy."""
        t = TurnData.__new__(TurnData)
        t.played, t.action, t.banished = self.played, self.action, self.banished
        t.icons, t.mods = dict(self.icons), [dict(m) for m in self.mods]
        t.free_steps, t.transcribed, t.moved_from = self.free_steps, self.transcribed, self.moved_from
        t.power, t.traded = self.power, self.traded
        t.chest_card, t.ignored = self.chest_card, dict(self.ignored)
        t.discards = {k: dict(v) for k, v in self.discards.items()}
        t.after_draw = self.after_draw
        return t

    def to_json(self) -> dict[str, Any]:
        """JSON form."""
        t = self.clone()
        return {k: getattr(t, k) for k in self.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> TurnData:
        """Inverse of :meth:`to_json`."""
        t = cls()
        for k in cls.__slots__:
            if k in data:
                setattr(t, k, data[k])
        return t.clone()


class StewardData:
    """The solo Steward (GAP-13): viscount space, supply, outposts left, deck, ledger, manuscripts.

    ``deck`` (top last) and ``discard`` hold Steward card ids; ``card``: the card revealed last;
    ``paid`` debts and ``approved`` deeds in its ledger; ``wild``: the ribbon it gave each wild
    manuscript (the one it holds most of, GAP-13).
    """

    __slots__ = ("space", "workers", "outposts", "deck", "discard", "card", "paid", "approved", "manuscripts",
                 "wild")

    def __init__(self, workers: int = 20, outposts: int = 6) -> None:
        self.space = ""
        self.workers = workers
        self.outposts = outposts
        self.deck: list[str] = []
        self.discard: list[str] = []
        self.card: str | None = None
        self.paid = self.approved = 0
        self.manuscripts: list[str] = []
        self.wild: dict[str, str] = {}

    def clone(self) -> StewardData:
        """An independent copy."""
        s = StewardData.__new__(StewardData)
        s.space, s.workers, s.outposts = self.space, self.workers, self.outposts
        s.deck, s.discard, s.card = self.deck[:], self.discard[:], self.card
        s.paid, s.approved, s.manuscripts, s.wild = self.paid, self.approved, self.manuscripts[:], dict(self.wild)
        return s

    def to_json(self) -> dict[str, Any]:
        """JSON form."""
        s = self.clone()
        return {k: getattr(s, k) for k in self.__slots__}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> StewardData:
        """Inverse of :meth:`to_json`."""
        s = cls()
        for k in cls.__slots__:
            if k in data:
                setattr(s, k, data[k])
        return s.clone()
