"""Research cards (UM-RES-01..04) and treatises with citations (UM-TRE-01..05).

Hands are hidden: the questions listing hand cards are ``hidden`` (hot-seat privacy), their options
are regenerated in other players' views, and draws are logged without the cards' names.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from desktop_app.engine.effects import Step
from desktop_app.rules.unconscious_mind.core import ask, log, who

if TYPE_CHECKING:
    from desktop_app.rules.unconscious_mind.state import UmState


# ---- treatise feasibility ---------------------------------------------------------------------------
def citable(state: UmState, seat: int, cited: list) -> list[tuple[int, str, str]]:
    """``(owner, treatise, article)`` of each opponent treatise whose rightmost card may be cited now
    (one card per treatise per publication, UM-DEC-13; never your own, UM-TRE-02)."""
    out = []
    for q, other in enumerate(state.players):
        if q == seat:
            continue
        for tid, cards in other.treatises:
            if cards and [q, tid] not in cited:
                out.append((q, tid, state.content.research[cards[-1]]["article"]))
    return out


def _fits(need: list[str], own: list[str], cites: list[str]) -> bool:
    for article in set(need):
        if need.count(article) > own.count(article) + cites.count(article):
            return False
    return True


def fillable(state: UmState, seat: int, tid: str) -> bool:
    """UM-TRE-01: every article slot of ``tid`` can be filled by own cards in play and citations."""
    c = state.content
    own = [c.research[r]["article"] for r in state.players[seat].in_play]
    cites = [a for _, _, a in citable(state, seat, [])]
    return _fits(c.treatises[tid]["articles"], own, cites)


def can_publish(state: UmState, seat: int) -> bool:
    """A player-colour marker on the dial (UM-DEC-15) and a fillable treatise left (UM-TRE-05)."""
    p = state.players[seat]
    if not p.own_on_dial():
        return False
    cites = sum(1 for q in state.players if q.seat != seat for _, cards in q.treatises if cards)
    if len(p.in_play) + cites < 2:
        return False
    return any(fillable(state, seat, tid) for supply in state.supplies for tid in supply)


# ---- drawing, swapping, playing -----------------------------------------------------------------------
def _op_draw_research(step: Step) -> None:
    state, seat = step.state, step.player
    p = state.players[seat]
    n = step.get("n", 1)
    drawn = 0
    while drawn < n and state.research_deck:
        p.hand.append(state.research_deck.pop())
        drawn += 1
    if drawn:
        log(state, "research_drawn", "{player} draws {n} research {n|card|cards}", seat, reveals=True, rule_id="UM-RES-01",
            data={"player": seat, "n": drawn}, player=who(state, seat), n=drawn)
    if p.hand and state.research_faceup is not None:
        step.push([{"op": "research_swap"}])
    missing = n - drawn
    if missing:
        vp = missing * state.content.rules.research_empty_deck_vp
        log(state, "research_empty", "The research deck is empty: {player} scores {vp} VP instead", seat,
            rule_id="UM-RES-04", data={"player": seat, "vp": vp}, player=who(state, seat), vp=vp)
        step.push([{"op": "vp", "n": vp}])


def _op_research_swap(step: Step) -> None:
    state, seat = step.state, step.player
    hand = state.players[seat].hand
    ask(step, "research_swap", [{"card": r} for r in sorted(set(hand))] + [{"none": True}], "research_swap",
        "Swap a hand card with the face-up research card?", "UM-RES-01", hidden=True,
        data={"faceup": state.research_faceup}, auto=False)


def _resume_research_swap(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("none"):
        return
    state, seat = step.state, step.question.player
    p = state.players[seat]
    card = answer["card"]
    p.hand.remove(card)
    p.hand.append(state.research_faceup)
    state.research_faceup = card
    log(state, "research_swapped", "{player} swaps {card} for the face-up research card", seat, reveals=True,
        rule_id="UM-RES-01", data={"player": seat, "card": card}, player=who(state, seat), card=state.content.name(card))


def _op_play_research(step: Step) -> None:
    step.push([{"op": "research_play", "left": step.get("max", 1), "played": 0}])


def _op_research_play(step: Step) -> None:
    state, seat = step.state, step.player
    hand = state.players[seat].hand
    if step.get("left") <= 0 or not hand:
        return
    options = [{"card": r} for r in sorted(set(hand))] + ([{"stop": True}] if step.get("played") else [])
    ask(step, "research_play", options, "research_play", "Play a research card ({left} more at most)",
        "UM-RES-03", hidden=True, data={"left": step.get("left"), "played": step.get("played")},
        left=step.get("left"))


def _resume_research_play(step: Step, answer: dict[str, Any]) -> None:
    if answer.get("stop"):
        return
    state, seat = step.state, step.question.player
    p = state.players[seat]
    card = answer["card"]
    p.hand.remove(card)
    p.in_play.append(card)
    log(state, "research_played", "{player} plays {card}", seat, reveals=True, rule_id="UM-RES-03",
        data={"player": seat, "card": card}, player=who(state, seat), card=state.content.name(card))
    step.push([{"op": "research_effect", "card": card},
               {"op": "research_play", "left": step.params["left"] - 1, "played": step.params["played"] + 1}], seat)


def _op_research_effect(step: Step) -> None:
    state, card = step.state, step.get("card")
    if state.content.research[card]["effect"]:
        ask(step, "research_effect", [{"use": True}, {"use": False}], "research_effect", "Use the effect of {card}?",
            "UM-DEC-34", data={"card": card}, auto=False, card=state.content.name(card))


def _resume_research_effect(step: Step, answer: dict[str, Any]) -> None:
    if answer["use"] is True:
        step.push(step.state.content.research[step.params["card"]]["effect"], step.question.player)


# ---- publishing -------------------------------------------------------------------------------------------
def _op_publish(step: Step) -> None:
    state, seat = step.state, step.player
    options = [{"treatise": tid} for supply in state.supplies for tid in supply if fillable(state, seat, tid)]
    ask(step, "publish_treatise", options, "publish_treatise", "Choose a treatise to publish", "UM-TRE-01")


def _resume_publish_treatise(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    tid = answer["treatise"]
    for supply in state.supplies:
        if tid in supply:
            supply.remove(tid)
    step.push([{"op": "own_marker", "to": "treatise"},
               {"op": "publish_slot", "treatise": tid, "slot": 0, "cards": [], "cited": []}], seat)


def _op_publish_slot(step: Step) -> None:
    state, seat = step.state, step.player
    c = state.content
    tid, slot, cards, cited = step.get("treatise"), step.get("slot"), step.get("cards"), step.get("cited")
    articles = c.treatises[tid]["articles"]
    if slot >= len(articles):
        _finish_publish(step, tid, cards)
        return
    need, rest = articles[slot], articles[slot + 1:]
    own = [r for r in state.players[seat].in_play if c.research[r]["article"] == need and r not in cards]
    all_own = [c.research[r]["article"] for r in state.players[seat].in_play if r not in cards]
    cites = citable(state, seat, cited)
    options: list[dict[str, Any]] = []
    for r in own:
        left = list(all_own)
        left.remove(need)
        if _fits(rest, left, [a for _, _, a in cites]):
            options.append({"card": r})
    for q, other, article in cites:
        if article == need and _fits(rest, all_own, [a for x, y, a in cites if (x, y) != (q, other)]):
            options.append({"cite": q, "treatise": other})
    ask(step, "publish_slot", options, "publish_slot", "Fill the {article} slot of {treatise}", "UM-TRE-01",
        data={"treatise": tid, "slot": slot, "cards": cards, "cited": cited},
        article=c.name(f"article:{need}"), treatise=c.name(tid))


def _resume_publish_slot(step: Step, answer: dict[str, Any]) -> None:
    state, seat = step.state, step.question.player
    c = state.content
    params = step.params
    cards, cited = list(params["cards"]), [list(x) for x in params["cited"]]
    if "card" in answer:
        state.players[seat].in_play.remove(answer["card"])
        cards.append(answer["card"])
        state.held_cards.append(answer["card"])
    else:
        q, other = answer["cite"], answer["treatise"]
        owner = state.players[q]
        entry = next(t for t in owner.treatises if t[0] == other)
        card = entry[1].pop()
        cards.append(card)
        state.held_cards.append(card)
        cited.append([q, other])
        vp = c.treatises[other]["cite_vp"]
        log(state, "cited", "{player} cites {card} from {owner}'s treatise; {owner} scores {vp} VP", seat,
            rule_id="UM-TRE-02", data={"player": seat, "owner": q, "treatise": other, "card": card, "vp": vp},
            player=who(state, seat), card=c.name(card), owner=who(state, q), vp=vp)
        step.push([{"op": "vp", "n": vp}], q)
    step.push([{"op": "publish_slot", "treatise": params["treatise"], "slot": params["slot"] + 1, "cards": cards,
                "cited": cited}], seat)


def _finish_publish(step: Step, tid: str, cards: list[str]) -> None:
    state, seat = step.state, step.player
    c = state.content
    t = c.treatises[tid]
    state.players[seat].treatises.append([tid, list(cards)])
    for card in cards:
        state.held_cards.remove(card)
    log(state, "treatise_published", "{player} publishes {treatise} ({vp} VP)", seat, rule_id="UM-TRE-03",
        data={"player": seat, "treatise": tid, "cards": list(cards)}, player=who(state, seat),
        treatise=c.name(tid), vp=t["vp"])
    steps = [{"op": "vp", "n": t["vp"]}]
    prestige = t["prestige"] if t["prestige"] is not None else \
        (c.rules.four_article_prestige if len(t["articles"]) >= 4 else 0)
    if prestige:
        steps.append({"op": "prestige", "n": prestige})
    step.push(steps + [{"op": "hook", "when": "on_publish"}])


OPS = {"draw_research": _op_draw_research, "research_swap": _op_research_swap, "play_research": _op_play_research,
       "research_play": _op_research_play, "research_effect": _op_research_effect, "publish": _op_publish,
       "publish_slot": _op_publish_slot}
RESUMES = {"research_swap": _resume_research_swap, "research_play": _resume_research_play,
           "research_effect": _resume_research_effect, "publish_treatise": _resume_publish_treatise,
           "publish_slot": _resume_publish_slot}
