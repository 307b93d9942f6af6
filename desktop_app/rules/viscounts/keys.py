"""Keeper of Keys (守衛密鑰): public buildings and treasure chests (viscounts.md §8: KOK-SETUP, KOK-PUB,
KOK-CHEST; GAP-02 ``kok_on_place``, GAP-18, GAP-19; DEC-40..45, DEC-62).

The base rules call in here where the expansion changes them (``state.kok`` on):

- setup: the chest tiles shuffled, four face up (KOK-SETUP-02), after the Gates of Gold steps;
- Build also offers the public buildings not built yet, on a site of your side of the river that holds
  your own building of the same type (KOK-PUB-01..06): see :func:`public_options`;
- a site with a ``kok_on_place`` effect gives it instead of its printed one (GAP-02);
- phase 1: the chests under the slots the shifted cards arrive in (slot 2, then slot 3) and, after
  the played card's instant ability, the slot-1 chest (VIS-P1-02, KOK-CHEST-04, DEC-44);
- ``gain_chest`` takes a face-up tile into a slot (DP-27), ``ignore_criminal`` is the public
  workshop's (KOK-PUB-07, DP-29).
"""

from __future__ import annotations

from desktop_app.engine.effects import Step
from desktop_app.rules.viscounts.abilities import criminals, discount, icon_power, reduced
from desktop_app.rules.viscounts.basics import say
from desktop_app.rules.viscounts.cards import fire
from desktop_app.rules.viscounts.texts import place_name


def setup_keys(s) -> None:
    """KOK-SETUP-02: shuffle the chest tiles and reveal the display."""
    k = s.content.keys
    stack = sorted(k.chests)
    s.rng.shuffle(stack)
    s.board.chest_row = [stack.pop() for _ in range(min(k.display, len(stack)))]
    s.board.chest_stack = stack
    s.board.public = {}
    for pl in s.players:
        pl.chests = [None] * k.slots


def site_effects(s, site: str) -> tuple[dict, ...]:
    """A site's placement effect: with Keeper of Keys its ``kok_on_place`` replaces the printed one (GAP-02)."""
    if s.kok:
        effects = s.content.keys.sites.get(max(1, s.n), {}).get(site)
        if effects is not None:
            return effects
    return s.layout.sites[site].on_place


# ---- public buildings ------------------------------------------------------------------------------
def public_options(s, p: int, sites: list[str], extra: int = 0, free: bool = False) -> tuple[list[dict], dict[str, int]]:
    """``{public, site}`` builds and the stone each type needs (KOK-PUB-01/02/06): a public building not
    built yet, on a site of ``sites`` holding ``p``'s own building of its type; never by a free build;
    ``cost_mod`` discounts of k apply, ``free`` ones never (§11 ``cost_mod``)."""
    if not s.kok or free or p >= s.n:
        return [], {}
    power = icon_power(s, p, "build")
    options, stone = [], {}
    for btype, pub in s.content.keys.public.items():
        if btype in s.board.public:
            continue
        mine = [site for site in sites if s.board.sites.get(site) == [p, btype]]
        if not mine:
            continue
        amount, _ = discount(s, p, "build", btype)
        need = max(0, reduced(pub.cost, amount + extra, False) - power)
        if need <= s.players[p].res["stone"]:
            stone[btype] = need
            options += [{"public": btype, "site": site} for site in mine]
    return options, stone


def use_discounts(s, p: int, btype: str) -> None:
    """Spend the ``once`` discounts of k a public building used (a free one is kept: it never applies)."""
    pl = s.players[p]
    pl.once_mods = [m for m in pl.once_mods if not (m["action"] == "build" and m.get("type") in (None, btype)
                                                    and m["amount"] != "free")]


def build_public(step: Step, p: int, btype: str, site: str) -> None:
    """KOK-PUB-03..05, DEC-40: your building goes home to the rightmost uncovered slot of its type (its
    ability is covered again); the public building takes the site without site or connection effects;
    you take its card and resolve its immediate effect."""
    s = step.state
    pub = s.content.keys.public[btype]
    pl = s.players[p]
    pl.built[btype] -= 1
    s.board.sites[site] = [p, "public"]
    s.board.public[btype] = [p, site]
    pl.perks.append(pub.id)
    say(step, "public", "{player_name} builds the {building} on {site}; their own {own} goes back to their board",
        player=p, building=pub.name, site=place_name(s, site), own=s.content.name(btype), rule_id="KOK-PUB-03",
        data={"type": btype, "site": site, "slot": pl.built[btype] + 1})
    step.stack.push([{"op": "fire", "event": "build"}], p, f"public:{btype}")
    step.stack.push(pub.immediate, p, f"public:{btype}")


# ---- treasure chests ------------------------------------------------------------------------------
def op_gain_chest(step: Step) -> None:
    """KOK-CHEST-01/02, DEC-45, DP-27: one of the face-up tiles into one of your slots (a tile there
    leaves the game), or none."""
    s, p = step.state, step.player
    if not s.kok or p >= s.n:
        return
    row = s.board.chest_row
    if not row:
        say(step, "no_chest", "No treasure chest is left to take", rule_id="DEC-62")
        return
    slots = range(1, s.content.keys.slots + 1)
    options = [{"chest": c, "slot": k} for c in sorted(set(row)) for k in slots] + [{"skip": True}]
    step.ask("gain_chest", options, "chest_taken", "Take a treasure chest?", rule_id="KOK-CHEST-01",
             data={"row": list(row), "slots": list(s.players[p].chests), "source": step.frame.source})


def resume_chest_taken(step: Step, answer: dict) -> None:
    """Place it at once; the display refills from the stack while it lasts (KOK-CHEST-02/03, DEC-62)."""
    if answer.get("skip"):
        return
    s = step.state
    p = step.question.player
    chest, slot = answer["chest"], answer["slot"]
    pl = s.players[p]
    old = pl.chests[slot - 1]
    s.board.chest_row.remove(chest)
    pl.chests[slot - 1] = chest
    name = s.content.name(chest)
    if old is None:
        say(step, "chest", "{player_name} takes the treasure chest {chest} into slot {slot}", player=p, chest=name,
            slot=slot, rule_id="KOK-CHEST-02", data={"chest": chest, "slot": slot})
    else:
        say(step, "chest", "{player_name} takes the treasure chest {chest} into slot {slot}; {old} leaves the game",
            player=p, chest=name, slot=slot, old=s.content.name(old), rule_id="DEC-45",
            data={"chest": chest, "slot": slot, "old": old})
    if s.board.chest_stack:
        tile = s.board.chest_stack.pop()
        s.board.chest_row.append(tile)
        say(step, "chest_row", "{chest} is turned face up", player=None, chest=s.content.name(tile), reveals=True,
            rule_id="KOK-CHEST-03", data={"chest": tile, "stack": len(s.board.chest_stack)})


def push_chest(step: Step, p: int, slot: int) -> None:
    """KOK-CHEST-04: the chest under ``slot`` works for the card that has just arrived above it (the
    tile is read when the step comes: :func:`op_chest_trigger`)."""
    s = step.state
    if not s.kok or slot > len(s.players[p].chests):
        return
    card = s.players[p].tableau[slot - 1] if slot <= len(s.players[p].tableau) else None
    if card is not None:
        step.stack.push([{"op": "chest_trigger", "card": card, "slot": slot}], p, "chest_slot")


def shifted_chests(step: Step, p: int) -> None:
    """VIS-P1-02, DEC-44: after the exit, the chests of slot 2 then slot 3, for the cards shifted there
    (before the new card is played they still stand first in the tableau list)."""
    s = step.state
    if not s.kok:
        return
    pl = s.players[p]
    for slot in (3, 2):
        card = pl.tableau[slot - 2] if slot - 2 < len(pl.tableau) else None
        if slot <= len(pl.chests) and card is not None:
            step.stack.push([{"op": "chest_trigger", "card": card, "slot": slot}], p, "chest_slot")


def op_chest_trigger(step: Step) -> None:
    """The reward or buff of the tile in the slot *now* (DEC-44/45: an exit or instant ability that took a
    new chest into the slot before this step replaced the old tile, which works no more; an empty slot
    gives nothing); ``card_no_criminal`` reads the card above it (GAP-19)."""
    s = step.state
    slot = step.get("slot")
    held = s.players[step.player].chests
    tile = held[slot - 1] if slot <= len(held) else None
    if tile is None:
        return
    chest = s.content.keys.chests[tile]
    s.turn.chest_card = step.get("card")
    say(step, "chest_trigger", "The treasure chest {chest} works for {card} in slot {slot}", chest=chest.name,
        card=s.content.name(step.get("card")), slot=step.get("slot"), rule_id="KOK-CHEST-04",
        data={"chest": chest.id, "slot": step.get("slot"), "kind": chest.kind})
    step.stack.push(chest.effects, step.player, f"chest:{tile}")


def card_reading_slots(s, p: int) -> tuple[int, ...]:
    """The slots 2 and 3 of ``p`` whose chest reads the card that arrives above it in the shift
    (``card_no_criminal``, GAP-19): there, which card lands changes what the chest gives."""
    if not s.kok:
        return ()
    held = s.players[p].chests
    return tuple(slot for slot in (2, 3) if slot <= len(held) and held[slot - 1] is not None
                 and _reads_card(s.content.keys.chests[held[slot - 1]].effects))


def _reads_card(effects) -> bool:
    for op in effects:
        if op.get("cond") == "card_no_criminal":
            return True
        if any(_reads_card(v) for v in op.values() if isinstance(v, list | tuple) and v and isinstance(v[0], dict)):
            return True
    return False


def card_no_criminal(s, p: int, args: dict) -> bool:
    """The card a chest works for shows no criminal icon."""
    card = s.turn.chest_card
    return card is not None and "criminal" not in s.content.cards[card].icons


# ---- the public workshop ---------------------------------------------------------------------------
def op_ignore_criminal(step: Step) -> None:
    """KOK-PUB-07, DP-29: ignore a criminal icon on your player board for this collision (or not)."""
    s, p = step.state, step.player
    if criminals(s, p) <= 0:
        return
    step.ask("ignore_criminal", [{"ignore": True}, {"ignore": False}], "criminal_ignored",
             "Ignore a criminal icon for this collision?", rule_id="KOK-PUB-07", auto=False,
             data={"n": step.get("n", 1)})


def resume_criminal_ignored(step: Step, answer: dict) -> None:
    """Until the collision's markers reset (VIS-COL-07)."""
    if answer["ignore"] is not True:
        return
    s, p = step.state, step.question.player
    s.turn.ignored[str(p)] = s.turn.ignored.get(str(p), 0) + step.params["n"]
    say(step, "ignore", "{player_name} ignores a criminal icon for this collision", player=p, rule_id="KOK-PUB-07")


def fire_collision_start(step: Step) -> None:
    """DEC-43: before step 1 of every collision, each player's ``collision_start`` triggers (the public
    workshop), the active player first, then clockwise."""
    s, p = step.state, step.player
    for k in reversed(range(s.n)):
        fire(step, (p + k) % s.n, "collision_start")


OPS = {"gain_chest": op_gain_chest, "chest_trigger": op_chest_trigger, "ignore_criminal": op_ignore_criminal}
RESUMES = {"chest_taken": resume_chest_taken, "criminal_ignored": resume_criminal_ignored}
