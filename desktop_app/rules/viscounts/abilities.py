"""What a player's active abilities add up to: icons, power, cost modifiers, triggers (§11).

Active for a player (VIS-CARD-05): the ongoing abilities of the tableau cards and the permanent
abilities of the building slots uncovered on the player board (slots 1..built of each type,
DEC-32) and of the cards held beside it (``perks``: public building cards, KOK-PUB-07, and build
bonus cards, GOG-BB-03), plus this turn's ``cost_mod`` scope ``turn`` / ``gain_icon`` / free steps
and the player's ``once`` modifiers. Cards in the discard pile never count.

The tableau-and-buildings part is summed up once per distinct tableau and building count in a
:class:`Profile` (cached: the same few combinations come back all game long).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from desktop_app.rules.viscounts.vocabulary import ACTION_ICON, ICONS

if TYPE_CHECKING:
    from desktop_app.rules.viscounts.state import VisState

_CACHE_LIMIT = 50_000


class Profile:
    """The sum of a tableau's ongoing abilities and the uncovered building slots.

    ``icons``: icons on the player board (tableau + permanent, VIS-CARD-05); ``convs``: icon
    conversions, best ratio first; ``cost_mods``: ongoing ``cost_mod`` ops; ``banish_set`` (lowest
    ``set`` or ``None``) and ``banish_delta``; ``free_steps`` / ``forced_steps``; ``hand`` (hand
    limit modifiers); ``triggers``: ``{event: [(source, effects)]}`` in tableau then slot order.
    """

    __slots__ = ("icons", "convs", "cost_mods", "banish_set", "banish_delta", "free_steps", "forced_steps",
                 "hand", "triggers")

    def __init__(self, s: VisState, tableau: tuple[str, ...], built: dict[str, int], perks: tuple[str, ...] = ()) -> None:
        self.icons = dict.fromkeys(ICONS, 0)
        self.convs: list[dict] = []
        self.cost_mods: list[dict] = []
        self.banish_set: int | None = None
        self.banish_delta = 0
        self.free_steps = self.forced_steps = self.hand = 0
        self.triggers: dict[str, list[tuple[str, list[dict]]]] = {}
        cards = s.content.cards
        lasting: list[tuple[str, dict]] = []
        for cid in tableau:
            card = cards[cid]
            for icon in card.icons:
                self.icons[icon] += 1
            if card.ability is not None and card.ability.timing == "ongoing":
                lasting += [(f"card:{cid}:ongoing", op) for op in card.ability.effects]
        for btype, count in built.items():
            slots = s.content.buildings[btype].slots
            for k in range(count):
                lasting += [(f"building:{btype}:{k + 1}", op) for op in slots[k]]
        for perk in perks:
            lasting += [(f"perk:{perk}", op) for op in s.content.perks.get(perk, ())]
        for source, op in lasting:
            kind = op["op"]
            if kind == "permanent_icon":
                self.icons[op["icon"]] += op["n"]
            elif kind == "icon_convert":
                self.convs.append(op)
            elif kind == "cost_mod":
                self.cost_mods.append(op)
            elif kind == "banish_cost":
                if "set" in op:
                    self.banish_set = op["set"] if self.banish_set is None else min(self.banish_set, op["set"])
                else:
                    self.banish_delta += op["delta"]
            elif kind == "extra_move":
                if op.get("free", True):
                    self.free_steps += op["n"]
                else:
                    self.forced_steps += op["n"]
            elif kind == "hand_limit":
                self.hand += op["n"]
            elif kind == "on_event":
                self.triggers.setdefault(op["event"], []).append((source, op["effects"]))
        self.convs.sort(key=lambda op: -op["to"]["n"] / op["from"]["n"])


_PROFILES: dict[tuple, tuple[object, Profile]] = {}


def profile(s: VisState, p: int) -> Profile:
    """Player ``p``'s profile (cached by content, tableau, building counts and cards held beside the board)."""
    pl = s.players[p]
    built = pl.built
    key = (id(s.content), tuple(pl.tableau), built["workshop"], built["trading_post"], built["town_hall"],
           tuple(pl.perks))
    hit = _PROFILES.get(key)
    if hit is None or hit[0] is not s.content:
        if len(_PROFILES) > _CACHE_LIMIT:
            _PROFILES.clear()
        hit = _PROFILES[key] = (s.content, Profile(s, key[1], built, key[5]))
    return hit[1]


def board_icons(s: VisState, p: int) -> dict[str, int]:
    """Icons on the player board: tableau cards plus permanent icons (VIS-CARD-05)."""
    return dict(profile(s, p).icons)


def criminals(s: VisState, p: int) -> int:
    """Criminal icons on the player board (VIS-P1-05, VIS-SHUF-01, VIS-COL-03; the public town hall's
    permanent one counts everywhere, DEC-42), less those ignored for this collision (KOK-PUB-07)."""
    count = profile(s, p).icons["criminal"]
    if s.turn.ignored:
        count = max(0, count - s.turn.ignored.get(str(p), 0))
    return count


def action_icons(s: VisState, p: int) -> dict[str, int]:
    """Icons for this turn's main action: the board's plus the turn's temporary ones (VIS-ACT-02)."""
    counts = dict(profile(s, p).icons)
    if s.active == p:
        for icon, n in s.turn.icons.items():
            counts[icon] += n
    return counts


def icon_power(s: VisState, p: int, action: str) -> int:
    """Icons that pay for ``action``: its icon, every criminal (wild, VIS-CARD-03) and conversions
    into it (inputs used up, DEC-14), best ratio first."""
    prof = profile(s, p)
    counts = prof.icons
    if s.active == p and s.turn.icons:
        counts = action_icons(s, p)
    want = ACTION_ICON[action]
    power = counts[want] + counts["criminal"]
    if prof.convs:
        left = dict(counts)
        for op in prof.convs:
            src = op["from"]["icon"]
            if op["to"]["icon"] != want or src in (want, "criminal"):
                continue
            times = left[src] // op["from"]["n"]
            left[src] -= times * op["from"]["n"]
            power += times * op["to"]["n"]
    return power


def _cost_mods(s: VisState, p: int, action: str, btype: str | None = None) -> list[dict]:
    mods = list(profile(s, p).cost_mods)
    if s.active == p:
        mods += s.turn.mods
    mods += s.players[p].once_mods
    return [m for m in mods if m["action"] == action and m.get("type") in (None, btype)]


def discount(s: VisState, p: int, action: str, btype: str | None = None) -> tuple[int, bool]:
    """``(amount, free)`` of every ``cost_mod`` for ``action`` (and building type)."""
    mods = _cost_mods(s, p, action, btype)
    free = any(m["amount"] == "free" for m in mods)
    return sum(m["amount"] for m in mods if m["amount"] != "free"), free


def reduced(cost: int, amount: int, free: bool) -> int:
    """A cost after a discount (min 0)."""
    return 0 if free else max(0, cost - amount)


def use_once_mods(s: VisState, p: int, action: str, btype: str | None = None) -> None:
    """Spend the ``once`` modifiers that applied to an action just taken."""
    pl = s.players[p]
    pl.once_mods = [m for m in pl.once_mods if not (m["action"] == action and m.get("type") in (None, btype))]


def banish_cost(s: VisState, p: int, value: int) -> int:
    """VIS-BAN-04, VIS-BLDG-02: the lowest ``set`` replaces the printed value, then deltas (min 0).

    The source says the second trading post makes *every* banish cost 1 silver (所有居民卡的遣散費用
    皆為 1 銀幣); DEC-12 reads min(value, 1). They differ only for a card of value 0, where the
    source wins: 1 silver.
    """
    prof = profile(s, p)
    cost = value if prof.banish_set is None else prof.banish_set
    amount, free = discount(s, p, "banish")
    return reduced(max(0, cost + prof.banish_delta), amount, free)


def hire_cost(s: VisState, p: int, value: int, mode: str) -> int:
    """Silver for a hire: the value, nothing when free, less ``discount:k`` and hire cost_mods."""
    return hire_pricer(s, p, mode)(value)


def hire_pricer(s: VisState, p: int, mode: str):
    """:func:`hire_cost` of every card value for one hire (the modifiers are looked up once)."""
    if mode == "free":
        return lambda value: 0
    off = int(mode.split(":")[1]) if mode.startswith("discount:") else 0
    amount, free = discount(s, p, "hire")
    return lambda value: reduced(max(0, value - off), amount, free)


def steps(s: VisState, p: int) -> tuple[int, int]:
    """``(free optional steps, compulsory extra steps)`` (VIS-MOVE-02, VIS-BLDG-01, DEC-06)."""
    prof = profile(s, p)
    return prof.free_steps + (s.turn.free_steps if s.active == p else 0), prof.forced_steps


def hand_limit(s: VisState, p: int) -> int:
    """VIS-DRAW-02: 3, +1 per ``hand_limit`` (third workshop), +1 for the castle leader card."""
    limit = s.content.rules.hand_limit + profile(s, p).hand
    if s.board.leader == p:
        limit += s.content.leader_for(s.modules).hand_limit_bonus
    return max(0, limit)


def triggers(s: VisState, p: int, event: str) -> list[tuple[str, list[dict]]]:
    """``(source, effects)`` of every ``on_event`` of player ``p`` for ``event``."""
    return profile(s, p).triggers.get(event, [])
