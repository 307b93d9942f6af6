"""Phase 3, the main action (viscounts.md VIS-ACT, VIS-BAN, VIS-TRADE, VIS-BUILD, VIS-WORK, VIS-MS).

The player picks an action allowed by their space (DP-07), may banish one adjacent card for its
icons and top-right effect (DP-08), then acts. Funding (DP-09) is auto-optimised: icons are free
and lost after the action, so every option spends icons first and then only the silver or
resource still missing (each option's cost is in the question's ``data``: the scene shows it).
"""

from __future__ import annotations

from desktop_app.engine.effects import Step
from desktop_app.rules.viscounts.abilities import (
    action_icons,
    banish_cost,
    discount,
    icon_power,
    reduced,
    use_once_mods,
)
from desktop_app.rules.viscounts.basics import say
from desktop_app.rules.viscounts.cards import fire, revealed
from desktop_app.rules.viscounts.castle import put_workers
from desktop_app.rules.viscounts.keys import build_public, public_options, site_effects, use_discounts
from desktop_app.rules.viscounts.ribbons import transcribed_counts
from desktop_app.rules.viscounts.texts import place_name, word
from desktop_app.rules.viscounts.vocabulary import ACTION_ICON, ACTION_RESOURCE, BUILDING_TYPES

RING_ACTIONS = {"outer": ("trade", "build"), "inner": ("workers", "transcribe")}
ACTION_TEXT = {"trade": "{player_name} chooses to trade", "build": "{player_name} chooses to build",
               "workers": "{player_name} chooses to place workers",
               "transcribe": "{player_name} chooses to transcribe"}
ACTION_RULE = {"trade": "VIS-TRADE-01", "build": "VIS-BUILD-01", "workers": "VIS-WORK-01", "transcribe": "VIS-MS-01"}


def funding(s, p: int, action: str) -> dict:
    """What pays for ``action`` now: icon power, the icons, the resource (or silver) and how much is held."""
    resource = ACTION_RESOURCE[action]
    pl = s.players[p]
    return {"action": action, "power": icon_power(s, p, action), "icons": action_icons(s, p),
            "resource": resource, "have": pl.silver if resource == "silver" else pl.res[resource]}


def allowed_actions(s, p: int) -> list[str]:
    """VIS-ACT-01: the actions of the viscount's ring; Build needs a building left (VIS-BUILD-04),
    Place workers a worker in supply (VIS-WORK-05)."""
    pl = s.players[p]
    out = []
    for a in RING_ACTIONS[s.layout.spaces[pl.space].ring]:
        if a == "build" and sum(pl.built.values()) >= 3 * len(BUILDING_TYPES) and not _public_sites(s, p):
            continue
        if a == "workers" and pl.workers <= 0:
            continue
        out.append(a)
    return out


def _public_sites(s, p: int) -> bool:
    """KOK-PUB-01: with every building built, Build is still open for a public building."""
    if not s.kok:
        return False
    return bool(public_options(s, p, s.layout.sites_for(s.players[p].space))[0])


def op_phase_action(step: Step) -> None:
    """DP-07: which main action (or none, DEC-30)."""
    s, p = step.state, step.player
    acts = allowed_actions(s, p)
    step.ask("main_action", [{"action": a} for a in acts] + [{"action": "none"}], "action_chosen",
             "Choose your main action", rule_id="VIS-ACT-01", data={"space": s.players[p].space})


def resume_action_chosen(step: Step, answer: dict) -> None:
    """Then banish (optional), then the action."""
    s, p = step.state, step.question.player
    action = answer["action"]
    s.turn.action = action
    if action == "none":
        say(step, "action", "{player_name} takes no main action", player=p, rule_id="DEC-30")
        return
    say(step, "action", ACTION_TEXT[action], player=p, rule_id=ACTION_RULE[action], data={"action": action})
    step.stack.push([{"op": "banish_offer"}, {"op": f"do_{action}"}], p, f"action:{action}")


# ---- banish --------------------------------------------------------------------------------------
def banish_targets(s, p: int, action: str) -> dict[str, tuple[str, int]]:
    """VIS-BAN-02..04: ``{pile: (card, cost)}`` for the face-up adjacent cards with the action's icon
    or a criminal that ``p`` can pay for (the printed card of an emptied pile, DEC-13)."""
    icon = ACTION_ICON[action]
    out = {}
    pl = s.players[p]
    for piece in s.layout.spaces[pl.space].piles:
        pile = s.board.piles[piece]
        card_id = pile[-1] if pile else s.layout.printed_townsfolk[piece]
        card = s.content.cards[card_id]
        if icon in card.icons or "criminal" in card.icons:
            cost = banish_cost(s, p, card.value)
            if cost <= pl.silver:
                out[piece] = (card_id, cost)
    return out


def op_banish_offer(step: Step) -> None:
    """DP-08: banish at most one card this turn (VIS-BAN-01)."""
    s, p = step.state, step.player
    if s.turn.banished is not None:
        return
    targets = banish_targets(s, p, s.turn.action)
    if not targets:
        return  # nothing to banish: the only answer would be "no"
    step.ask("banish", [{"pile": k} for k in targets] + [{"skip": True}], "banished",
             "Banish a townsfolk for its icons?", rule_id="VIS-BAN-01",
             data={"targets": {k: {"card": c, "cost": n} for k, (c, n) in targets.items()}})


def resume_banished(step: Step, answer: dict) -> None:
    """VIS-BAN-04..06: pay, remove it (a printed card stays), gain its icons and its top-right effect."""
    if answer.get("skip"):
        return
    s, p = step.state, step.question.player
    piece = answer["pile"]
    card_id, cost = step.params["targets"][piece]["card"], step.params["targets"][piece]["cost"]
    pl = s.players[p]
    pl.silver -= cost
    pile = s.board.piles[piece]
    printed = not pile
    if not printed:
        s.board.removed.append(pile.pop())
    card = s.content.cards[card_id]
    s.turn.banished = card_id
    for icon in card.icons:
        s.turn.icons[icon] = s.turn.icons.get(icon, 0) + 1
    say(step, "banished", "{player_name} banishes {card} for {n} silver", player=p, card=card.name, n=cost,
        rule_id="VIS-BAN-05", data={"card": card_id, "pile": piece, "cost": cost, "printed": printed})
    if not printed:
        revealed(step, piece)
    fire(step, p, "banish")
    step.stack.push(card.on_hire, p, f"card:{card_id}:on_hire")


# ---- trade ---------------------------------------------------------------------------------------
def op_do_trade(step: Step) -> None:
    """VIS-TRADE-02: merchant power from icons; silver tops it up."""
    s, p = step.state, step.player
    s.turn.power = icon_power(s, p, "trade")
    s.turn.traded = 0
    step.push([{"op": "trade_offer"}])


def op_trade_offer(step: Step) -> None:
    """VIS-TRADE-03/04: use an offer again and again while the power lasts (DP-10)."""
    s, p = step.state, step.player
    pl = s.players[p]
    offers = s.layout.spaces[pl.space].trade
    power = s.turn.power
    options = []
    for i, (cost, _, silver) in enumerate(offers):
        if (power >= cost) if silver else (power + pl.silver >= cost):
            options.append({"offer": i})
    if not options:
        if s.turn.traded:
            fire(step, p, "trade")
        return
    options.append({"done": True})
    step.ask("trade", options, "traded", "Use a trade offer?", rule_id="VIS-TRADE-03",
             data={"power": power, "silver": pl.silver, "space": pl.space,
                   "offers": [{"cost": c, "silver_offer": sv} for c, _, sv in offers]})


def resume_traded(step: Step, answer: dict) -> None:
    """Pay with icons first, then silver (DEC-07: silver never pays a silver offer); the reward."""
    s, p = step.state, step.question.player
    if answer.get("done"):
        if s.turn.traded:
            fire(step, p, "trade")
        return
    pl = s.players[p]
    cost, reward, _ = s.layout.spaces[pl.space].trade[answer["offer"]]
    icons = min(s.turn.power, cost)
    silver = cost - icons
    s.turn.power -= icons
    pl.silver -= silver
    s.turn.traded += 1
    say(step, "trade", "{player_name} trades {n} merchant power ({silver} of it silver)", player=p, n=cost,
        silver=silver, rule_id="VIS-TRADE-04", data={"offer": answer["offer"], "icons": icons, "silver": silver})
    step.stack.push([{"op": "trade_offer"}], p, f"trade:{pl.space}")
    step.stack.push(reward, p, f"trade:{pl.space}")


# ---- build ----------------------------------------------------------------------------------------
def build_options(s, p: int, sites: list[str], extra_discount: int = 0, free: bool = False
                  ) -> tuple[list[dict], dict[str, int]]:
    """Affordable ``{type, site}`` pairs and the stone each type needs (VIS-BUILD-02..06)."""
    pl = s.players[p]
    power = icon_power(s, p, "build")
    empty = [site for site in sites if site not in s.board.sites]
    options, stone = [], {}
    for btype in BUILDING_TYPES:
        if pl.built[btype] >= 3:
            continue
        amount, is_free = discount(s, p, "build", btype)
        cost = reduced(s.content.buildings[btype].cost, amount + extra_discount, is_free or free)
        need = max(0, cost - power)
        if need <= pl.res["stone"]:
            stone[btype] = need
            options += [{"type": btype, "site": site} for site in empty]
    return options, stone


def op_do_build(step: Step) -> None:
    """DP-11: which building on which empty site on your side of the river (VIS-BUILD-03)."""
    s, p = step.state, step.player
    sites = s.layout.sites_for(s.players[p].space)
    if not ask_build(step, p, sites, 0, False):
        say(step, "nothing", "{player_name} has nothing to build here: no building within {power} builder power "
            "and {stone} stone on an empty site of this side of the river", power=icon_power(s, p, "build"),
            stone=s.players[p].res["stone"], rule_id="VIS-BUILD-03")


def ask_build(step: Step, p: int, sites: list[str], extra: int, free: bool) -> bool:
    """Offer the builds, the public buildings (Keeper of Keys) and not building; whether any was offered."""
    s = step.state
    options, stone = build_options(s, p, sites, extra, free)
    public, public_stone = [], {}
    if s.kok:
        public, public_stone = public_options(s, p, sites, extra, free)
    step.ask("build", options + public + [{"skip": True}], "built", "Build a building?", rule_id="VIS-BUILD-03",
             data={"stone": stone, "sites": sorted({o["site"] for o in options}), "free": free,
                   "discount": extra, "power": icon_power(s, p, "build"), "public_stone": public_stone})
    return bool(options or public)


def resume_built(step: Step, answer: dict) -> None:
    """Pay the missing stone and place it (VIS-BUILD-06), or build a public building (KOK-PUB-03)."""
    if answer.get("skip"):
        return
    s, p = step.state, step.question.player
    if answer.get("public"):
        s.players[p].res["stone"] -= step.params["public_stone"][answer["public"]]
        use_discounts(s, p, answer["public"])
        build_public(step, p, answer["public"], answer["site"])
        return
    btype, site = answer["type"], answer["site"]
    s.players[p].res["stone"] -= step.params["stone"][btype]
    use_once_mods(s, p, "build", btype)
    place_building(step, p, btype, site)


def place_building(step: Step, p: int, btype: str, site: str) -> None:
    """The leftmost piece of the type goes to the site; its slot's ability is uncovered (VIS-BUILD-08);
    the site's effect, then each dashed line's effect for both builders, active first (VIS-BUILD-07, DEC-18)."""
    s = step.state
    pl = s.players[p]
    s.board.sites[site] = [p, btype]
    pl.built[btype] += 1
    say(step, "built", "{player_name} builds a {building} on {site}", player=p,
        building=s.content.name(btype), site=place_name(s, site), rule_id="VIS-BUILD-06",
        data={"type": btype, "site": site, "slot": pl.built[btype]})
    on_place = s.layout.sites[site].on_place
    if s.kok:
        on_place = site_effects(s, site)
    mine: list[tuple[int, tuple, str]] = [(p, on_place, f"site:{site}")]
    theirs: list[tuple[int, tuple, str]] = []
    for other, effects in s.layout.links.get(site, ()):
        owner = s.board.sites.get(other, [None])[0]
        if owner is None:
            continue
        mine.append((p, effects, f"link:{site}:{other}"))
        if owner != p and owner < s.n:
            theirs.append((owner, effects, f"link:{site}:{other}"))
    theirs.sort(key=lambda t: (t[0] - p) % s.n)
    step.stack.push([{"op": "fire", "event": "build"}], p, f"site:{site}")
    for owner, effects, source in reversed(mine + theirs):
        step.stack.push(effects, owner, source)
    if s.gog:
        from desktop_app.rules.viscounts.gates import check_bonus
        check_bonus(step, p)


def op_fire(step: Step) -> None:
    """Fire an ``on_event`` trigger after the effects queued before it."""
    fire(step, step.player, step.get("event"))


def op_build(step: Step) -> None:
    """``build type free discount where``: a build from an effect."""
    s, p = step.state, step.player
    sites = list(s.layout.sites) if step.get("where") == "any" else s.layout.sites_for(s.players[p].space)
    if step.get("type"):
        options, stone = build_options(s, p, sites, step.get("discount", 0), step.get("free", False))
        options = [o for o in options if o["type"] == step.get("type")]
        step.ask("build", options + [{"skip": True}], "built", "Build a building?", rule_id="VIS-BUILD-03",
                 data={"stone": stone, "free": step.get("free", False)})
        return
    ask_build(step, p, sites, step.get("discount", 0), step.get("free", False))


# ---- place workers -------------------------------------------------------------------------------
def worker_needs(s, p: int) -> dict[int, int]:
    """``{workers: gold needed}`` for 1..4 workers within power + gold and the supply (VIS-WORK-03/05)."""
    pl = s.players[p]
    power = icon_power(s, p, "workers")
    amount, free = discount(s, p, "workers")
    out = {}
    for n, threshold in enumerate(s.content.rules.worker_thresholds, start=1):
        need = max(0, reduced(threshold, amount, free) - power)
        if n <= pl.workers and need <= pl.res["gold"]:
            out[n] = need
    return out


def op_do_workers(step: Step) -> None:
    """DP-13: how many workers, into the level-1 region your viscount faces (VIS-WORK-04)."""
    s, p = step.state, step.player
    needs = worker_needs(s, p)
    if not needs:
        say(step, "nothing", "{player_name} can place no worker: {power} worker power and {gold} gold are short "
            "of the first threshold, or no worker is left in the supply", power=icon_power(s, p, "workers"),
            gold=s.players[p].res["gold"], rule_id="VIS-WORK-03")
        return
    step.ask("place_workers", [{"n": n} for n in needs] + [{"skip": True}], "workers_paid",
             "How many workers?", rule_id="VIS-WORK-03",
             data={"gold": {str(n): g for n, g in needs.items()}, "region": s.layout.faces[s.players[p].space],
                   "power": icon_power(s, p, "workers")})


def resume_workers_paid(step: Step, answer: dict) -> None:
    """Pay the missing gold, place, move (VIS-WORK-06)."""
    if answer.get("skip"):
        return
    s, p = step.state, step.question.player
    n = answer["n"]
    s.players[p].res["gold"] -= step.params["gold"][str(n)]
    use_once_mods(s, p, "workers")
    step.stack.push([{"op": "fire", "event": "place_workers"}], p, "action:workers")
    put_workers(step, p, s.layout.faces[s.players[p].space], n)


# ---- transcribe ----------------------------------------------------------------------------------
def transcribe_options(s, p: int, pieces: list[str], extra: int = 0, free: bool = False) -> dict[str, tuple[str, int]]:
    """``{stack: (manuscript, ink needed)}``: the top manuscript, or the printed one of an emptied
    stack (VIS-MS-04/06, DEC-60), within cleric power + ink."""
    pl = s.players[p]
    power = icon_power(s, p, "transcribe")
    amount, is_free = discount(s, p, "transcribe")
    out = {}
    for piece in pieces:
        stack = s.board.stacks[piece]
        ms = stack[-1] if stack else s.layout.printed_manuscript[piece]
        need = max(0, reduced(s.content.manuscripts[ms].cost, amount + extra, is_free or free) - power)
        if need <= pl.res["ink"]:
            out[piece] = (ms, need)
    return out


def op_do_transcribe(step: Step) -> None:
    """DP-18: which adjacent stack (VIS-MS-03: one manuscript per turn)."""
    s, p = step.state, step.player
    if not ask_transcribe(step, p, list(s.layout.spaces[s.players[p].space].stacks), 0, False):
        say(step, "nothing", "{player_name} can transcribe no manuscript here: {ink} ink and {power} transcribe "
            "power pay for none of the stacks beside the viscount", ink=s.players[p].res["ink"],
            power=icon_power(s, p, "transcribe"), rule_id="VIS-MS-04")


def ask_transcribe(step: Step, p: int, pieces: list[str], extra: int, free: bool) -> bool:
    """Offer the affordable stacks (and not transcribing); whether a manuscript could be transcribed (one a
    turn, VIS-MS-03: none after the first)."""
    s = step.state
    if s.active == p and s.turn.transcribed:
        return True
    targets = transcribe_options(s, p, pieces, extra, free)
    if not targets:
        return False
    step.ask("transcribe", [{"stack": k} for k in targets] + [{"skip": True}], "transcribed",
             "Transcribe a manuscript?", rule_id="VIS-MS-04",
             data={"targets": {k: {"manuscript": m, "ink": n} for k, (m, n) in targets.items()},
                   "power": icon_power(s, p, "transcribe")})
    return True


def op_transcribe(step: Step) -> None:
    """``transcribe discount free where``: a transcription from an effect."""
    s, p = step.state, step.player
    pieces = list(s.board.ring) if step.get("where") == "any" else list(s.layout.spaces[s.players[p].space].stacks)
    ask_transcribe(step, p, pieces, step.get("discount", 0), step.get("free", False))


def resume_transcribed(step: Step, answer: dict) -> None:
    """VIS-MS-05..07: take it (a printed one stays, DEC-60), its instant effect, the cleric reward."""
    if answer.get("skip"):
        return
    s, p = step.state, step.question.player
    piece = answer["stack"]
    target = step.params["targets"][piece]
    ms_id = target["manuscript"]
    s.players[p].res["ink"] -= target["ink"]
    use_once_mods(s, p, "transcribe")
    if s.active == p:
        s.turn.transcribed = True
    stack = s.board.stacks[piece]
    printed = not stack
    ms = s.content.manuscripts[ms_id]
    say(step, "transcribed", "{player_name} transcribes {manuscript}", player=p, manuscript=ms.name,
        rule_id="VIS-MS-06" if printed else "VIS-MS-05",
        data={"manuscript": ms_id, "stack": piece, "printed": printed, "ribbon": ms.ribbon})
    step.stack.push([{"op": "fire", "event": "transcribe"}], p, f"ms:{ms_id}")
    step.stack.push(ms.instant, p, f"ms:{ms_id}")
    if not printed:
        stack.pop()
        s.players[p].manuscripts.append(ms_id)
        ms_revealed(step, piece)
        if ms.ribbon == "wild":
            step.stack.push([{"op": "wild_ribbon", "manuscript": ms_id}], p, f"ms:{ms_id}")
        else:
            cleric_reward(step, p)


def ms_revealed(step: Step, piece: str) -> None:
    """The stack's next manuscript comes face up: an undo barrier."""
    s = step.state
    stack = s.board.stacks[piece]
    top = stack[-1] if stack else s.layout.printed_manuscript[piece]
    say(step, "stack_top", "{manuscript} is now on top of the {piece} manuscript stack", player=None,
        manuscript=s.content.name(top), piece=place_name(s, piece), reveals=bool(stack),
        data={"stack": piece, "manuscript": top, "size": len(stack)})


def cleric_reward(step: Step, colour: int) -> None:
    """VIS-MS-07: the first to hold 3 of a ribbon takes that cleric reward card (never lost, DEC-61); the
    Gates of Gold starting grey was never transcribed and does not count (DEC-38)."""
    s = step.state
    counts = transcribed_counts(s, colour)
    for ribbon in s.content.cleric_rewards:
        if ribbon in s.board.cleric:
            continue
        if counts[ribbon] >= s.content.rules.cleric_reward_at:
            s.board.cleric[ribbon] = colour
            say(step, "cleric_reward", "{player_name} takes the {ribbon} cleric reward card", player=colour,
                ribbon=word(ribbon), rule_id="VIS-MS-07", data={"ribbon": ribbon})


OPS = {"banish_offer": op_banish_offer, "do_trade": op_do_trade,
       "trade_offer": op_trade_offer, "do_build": op_do_build, "build": op_build, "fire": op_fire,
       "do_workers": op_do_workers, "do_transcribe": op_do_transcribe, "transcribe": op_transcribe}
RESUMES = {"action_chosen": resume_action_chosen, "banished": resume_banished, "traded": resume_traded,
           "built": resume_built, "workers_paid": resume_workers_paid, "transcribed": resume_transcribed}
