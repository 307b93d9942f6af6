"""Basic effect ops: silver, resources, virtue / corruption, debts and deeds, temporary icons,
cost modifiers and free steps (viscounts.md §3.2, §3.3, §11).

Each op is a handler ``op(step)`` of the shared interpreter (``engine.effects``); a choice
becomes a question whose answer goes to the named resume handler.
"""

from __future__ import annotations

from typing import Any

from desktop_app.engine.effects import Step
from desktop_app.engine.event import Event
from desktop_app.engine.text import Text
from desktop_app.rules.viscounts.texts import source_text, who, word
from desktop_app.rules.viscounts.vocabulary import RESOURCES


def say(step: Step, kind: str, key: str, player: int | None = None, reveals: bool = False,
        rule_id: str | None = None, data: dict | None = None, known_to_player: bool = False, **args: Any) -> None:
    """Emit an event whose text names the player (``{player}``) and, with ``{source}``, the source
    (``known_to_player``: what it reveals was already the player's own knowledge, see :class:`Event`)."""
    s = step.state
    if s.quiet:
        return
    p = step.player if player is None else player
    if "{source}" in key and "source" not in args:
        args["source"] = source_text(s, step.frame.source)
    args["player_name"] = s.names[p] if p is not None and p < s.n else who(s, p)
    step.events.append(Event(kind, Text(key, **args), p, reveals, rule_id, data or {}, known_to_player))


def resource_options(n: int, held: dict[str, int] | None = None) -> list[dict[str, int]]:
    """Every way to pick ``n`` resources (``{ink, gold, stone}`` counts), within ``held`` if given."""
    out = []
    for ink in range(n + 1):
        for gold in range(n - ink + 1):
            pick = {"ink": ink, "gold": gold, "stone": n - ink - gold}
            if held is None or all(pick[r] <= held[r] for r in RESOURCES):
                out.append(pick)
    return out


# ---- silver and resources ------------------------------------------------------------------
def op_gain_silver(step: Step) -> None:
    """``gain_silver n``."""
    n = step.get("n", 1)
    step.state.players[step.player].silver += n
    say(step, "silver", "{player_name} gains {n} silver ({source})", n=n, data={"silver": n})


def op_pay_silver(step: Step) -> None:
    """``pay_silver n`` (only if affordable; an ability cost is checked before it is offered)."""
    n = step.get("n", 1)
    pl = step.state.players[step.player]
    if pl.silver >= n:
        pl.silver -= n
        say(step, "silver", "{player_name} pays {n} silver ({source})", n=n, data={"silver": -n})


def gain_resources(step: Step, pick: dict[str, int], player: int | None = None) -> None:
    """Add resources and log them."""
    p = step.player if player is None else player
    pl = step.state.players[p]
    for r in RESOURCES:
        pl.res[r] += pick.get(r, 0)
    for r in RESOURCES:
        if pick.get(r):
            say(step, "resources", "{player_name} gains {n} {resource} ({source})", player=p, n=pick[r],
                resource=word(r), data={"resource": r, "n": pick[r]})


def op_gain_resource(step: Step) -> None:
    """``gain_resource type n``; ``any`` asks which (DEC-26, DEC-50: the receiver chooses)."""
    kind, n = step.get("type"), step.get("n", 1)
    if kind != "any":
        gain_resources(step, {kind: n})
        return
    step.ask("resource", resource_options(n), "resource_gained", "Choose {n} {n|resource|resources}", rule_id="DEC-26",
             data={"n": n, "source": step.frame.source}, n=n)


def resume_resource_gained(step: Step, answer: dict) -> None:
    """The chosen resources."""
    gain_resources(step, {r: answer[r] for r in RESOURCES}, step.question.player)


def op_pay_resource(step: Step) -> None:
    """``pay_resource type n``; ``any`` asks which of the held ones."""
    kind, n = step.get("type"), step.get("n", 1)
    pl = step.state.players[step.player]
    if kind != "any":
        if pl.res[kind] >= n:
            pl.res[kind] -= n
            say(step, "resources", "{player_name} pays {n} {resource} ({source})", n=n, resource=word(kind),
                data={"resource": kind, "n": -n})
        return
    step.ask("pay_resource", resource_options(n, pl.res), "resource_paid", "Pay {n} {n|resource|resources}",
             rule_id="DEC-26", data={"n": n}, n=n)


def resume_resource_paid(step: Step, answer: dict) -> None:
    """The chosen payment."""
    p = step.question.player
    pl = step.state.players[p]
    for r in RESOURCES:
        if answer[r]:
            pl.res[r] -= answer[r]
            say(step, "resources", "{player_name} pays {n} {resource} ({source})", player=p, n=answer[r],
                resource=word(r), data={"resource": r, "n": -answer[r]})


# ---- virtue and corruption -----------------------------------------------------------------
def move_markers(step: Step, p: int, corruption: int = 0, virtue: int = 0) -> None:
    """VIS-VC-01..04: corruption steps right, virtue left, one step at a time; collided markers move
    together; moves past the end are ignored. Corruption first (VIS-VC-03)."""
    s = step.state
    if p >= s.n:
        return
    pl = s.players[p]
    length = s.content.track_length
    was = pl.collided
    for _ in range(corruption):
        if pl.collided:
            if pl.virtue < length:
                pl.corruption += 1
                pl.virtue += 1
        elif pl.corruption < pl.virtue:
            pl.corruption += 1
    for _ in range(virtue):
        if pl.collided:
            if pl.corruption > 1:
                pl.corruption -= 1
                pl.virtue -= 1
        elif pl.virtue > pl.corruption:
            pl.virtue -= 1
    data = {"corruption": pl.corruption, "virtue": pl.virtue}
    if corruption:
        say(step, "marker", "{player_name} gains {n} corruption ({source})", player=p, n=corruption,
            rule_id="VIS-VC-01", data=data)
    if virtue:
        say(step, "marker", "{player_name} gains {n} virtue ({source})", player=p, n=virtue,
            rule_id="VIS-VC-01", data=data)
    if pl.collided and not was:
        say(step, "collided", "{player_name}'s virtue and corruption markers collide on space {pos}", player=p,
            pos=pl.virtue, rule_id="VIS-VC-04", data=data)


def op_gain_virtue(step: Step) -> None:
    """``gain_virtue n``."""
    move_markers(step, step.player, virtue=step.get("n", 1))


def op_gain_corruption(step: Step) -> None:
    """``gain_corruption n``."""
    move_markers(step, step.player, corruption=step.get("n", 1))


# ---- debts and deeds -----------------------------------------------------------------------
def end_pile_size(s, card: str) -> int:
    """GAP-06: the debts (``poverty``) or deeds (``prosperity``) put on that end card at setup for this
    player count (solo counts 1); Gates of Gold's own counts while it plays, if it has them."""
    count = 1 if s.solo else s.n
    gates = s.content.gates if s.gog else None
    if gates is not None and gates.on_top is not None:
        return gates.on_top[count]
    return s.content.on_top[card][count]


def take_from_pile(step: Step, what: str) -> None:
    """Take the top card of the debt or deed pile (VIS-DD-01); the last one on top reveals the end
    card (VIS-DD-02, VIS-END-01). Before the piles are built (the draft) cards come from the supply
    (DEC-25)."""
    s = step.state
    b = s.board
    attr, card = ("debt_top", "poverty") if what == "debt" else ("deed_top", "prosperity")
    left = getattr(b, attr)
    if left is not None and left > 0:
        setattr(b, attr, left - 1)
        if left == 1 and card not in b.revealed:
            b.revealed.append(card)
            key = ("The poverty card is revealed: the end is triggered" if card == "poverty"
                   else "The prosperity card is revealed: the end is triggered")
            if s.end_round is None:
                s.end_round = s.round + 1
            say(step, "end_card", key, rule_id="VIS-END-01", data={"card": card, "end_round": s.end_round})


def op_take(step: Step) -> None:
    """``take what n``: debts unpaid side up, deeds purchased side up."""
    what, n = step.get("what"), step.get("n", 1)
    pl = step.state.players[step.player]
    for _ in range(n):
        if what == "debt":
            pl.unpaid += 1
            say(step, "debt", "{player_name} takes a debt ({source})", rule_id="VIS-DD-01")
        else:
            pl.purchased += 1
            say(step, "deed", "{player_name} takes a deed ({source})", rule_id="VIS-DD-01")
        take_from_pile(step, what)


def op_flip(step: Step) -> None:
    """``flip what n``: each flip asks debt or deed when both are possible (VIS-DD-05); a flip
    with no target is lost (DEC-27)."""
    n = step.get("n", 1)
    step.push([{"op": "flip_one", "what": step.get("what")} for _ in range(n)])


def op_flip_one(step: Step) -> None:
    """One flip."""
    pl = step.state.players[step.player]
    what = step.get("what")
    options = []
    if what in ("debt", "debt_or_deed") and pl.unpaid:
        options.append({"card": "debt"})
    if what in ("deed", "debt_or_deed") and pl.purchased:
        options.append({"card": "deed"})
    if not options:
        say(step, "flip_lost", "{player_name} has nothing to flip: the flip is lost ({source})", rule_id="DEC-27")
        return
    step.ask("flip", options, "flipped", "Flip a debt or a deed", rule_id="VIS-DD-05")


def resume_flipped(step: Step, answer: dict) -> None:
    """VIS-DD-03/04: unpaid -> paid (and 1 any resource), purchased -> approved."""
    p = step.question.player
    pl = step.state.players[p]
    if answer["card"] == "debt":
        pl.unpaid -= 1
        pl.paid += 1
        say(step, "flip", "{player_name} pays off a debt ({source})", player=p, rule_id="VIS-DD-03")
        step.stack.push([{"op": "gain_resource", "type": "any", "n": 1}], p, "flip")
    else:
        pl.purchased -= 1
        pl.approved += 1
        say(step, "flip", "{player_name} has a deed approved ({source})", player=p, rule_id="VIS-DD-03")


# ---- this turn's icons, discounts and steps --------------------------------------------------
def op_gain_icon(step: Step) -> None:
    """``gain_icon icon n``: temporary icons for this turn's main action."""
    s = step.state
    if s.active != step.player:
        return
    icon, n = step.get("icon"), step.get("n", 1)
    s.turn.icons[icon] = s.turn.icons.get(icon, 0) + n
    say(step, "icon", "{player_name} gains {n} {icon} {n|icon|icons} for this turn's main action ({source})",
        n=n, icon=word(icon), rule_id="VIS-ACT-02")


def op_cost_mod(step: Step) -> None:
    """``cost_mod`` scope once (kept until used) or turn (until the end of this turn)."""
    s = step.state
    mod = {k: v for k, v in step.params.items() if k != "op"}
    if mod.get("scope") == "turn":
        if s.active == step.player:
            s.turn.mods.append(mod)
    else:
        s.players[step.player].once_mods.append(mod)
    say(step, "discount", "{player_name} gets a discount on {action} ({source})", action=word(mod["action"]))


def op_extra_move(step: Step) -> None:
    """``extra_move`` outside an ongoing ability: free steps for this turn's movement."""
    s = step.state
    if s.active == step.player:
        s.turn.free_steps += step.get("n", 1)
        say(step, "steps", "{player_name} may move {n} extra {n|step|steps} free this turn ({source})", n=step.get("n", 1))


OPS = {"gain_silver": op_gain_silver, "pay_silver": op_pay_silver, "gain_resource": op_gain_resource,
       "pay_resource": op_pay_resource, "gain_virtue": op_gain_virtue, "gain_corruption": op_gain_corruption,
       "take": op_take, "flip": op_flip, "flip_one": op_flip_one, "gain_icon": op_gain_icon,
       "cost_mod": op_cost_mod, "extra_move": op_extra_move}
RESUMES = {"resource_gained": resume_resource_gained, "resource_paid": resume_resource_paid,
           "flipped": resume_flipped}
