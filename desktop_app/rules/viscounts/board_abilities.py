"""The Gates of Gold manuscript board's abilities, usable any time on your own turn (GOG-MSB-01..03, DP-25).

A column holding at least one manuscript unlocks its ability (GOG-MSB-02): **black** pays 1
resource of your choice for 1 silver, **blue** pays 2 silver to put the top card of your draw pile
into your hand, **yellow** pays 3 resources to rearrange your tableau (the costs and effects are
data, ``gates_of_gold.yaml``). The grey column's King's Order is part of every hire (``gates``).

**Free actions.** While it is your own turn and you have a decision open, every ability you can use
now is one more answer to that decision: ``board_ability ribbon=<colour>`` (see
:func:`free_actions`). Using one resolves its cost and effect (which may ask which resources to
pay) and then puts the same decision to you again, its choices worked out anew for what you have
now — so you may use abilities as often as you like, in any order, before answering. Decisions
asked from inside another answer (keeping a revealed hero, confirming a looked-at card) take no
free action; neither do the ability's own questions.

There are no extra questions for them (players asked "a gesture does what the prompt says"): the
abilities stand beside the decisions that the turn asks anyway — beside "play a card" to draw before
you play or to rearrange the shifted tableau, beside the later decisions to pay for what they offer.
Drawing with blue *after* phase 6 (beyond the hand limit), where no decision falls, is saved beside
any decision of the turn: ``board_ability ribbon=blue after_draw=True`` counts one use (while the
silver held pays for every use saved; ``after_draw=False`` takes them back), and after phase 6 each
saved use resolves if it can still be paid (:func:`op_after_draw`).
A hire or move whose only choice would be made at once (a hire's "no", a move's one destination) is
still asked when silver from the black ability would pay for one more choice (:func:`opens`).
"""

from __future__ import annotations

from desktop_app.engine.action import Action, IllegalAction
from desktop_app.engine.effects import Step
from desktop_app.engine.event import Event
from desktop_app.engine.text import Text
from desktop_app.rules.viscounts.basics import say
from desktop_app.rules.viscounts.cards import affordable, orders
from desktop_app.rules.viscounts.keys import card_reading_slots
from desktop_app.rules.viscounts.ribbons import ribbon_of
from desktop_app.rules.viscounts.texts import word

FREE_KIND = "board_ability"
"""The action kind of a manuscript-board ability (``ribbon`` = black, blue or yellow)."""
COLUMNS = ("black", "blue", "yellow")
REFRESHABLE = frozenset({
    ("phase", "moved"), ("phase", "action_chosen"), ("play_card", "card_played"), ("hire", "hired"),
    ("trade_offer", "traded"), ("do_build", "built"), ("build", "built"), ("do_workers", "workers_paid"),
    ("do_transcribe", "transcribed"), ("transcribe", "transcribed"), ("banish_offer", "banished"),
    ("destroy_one", "destroy_chosen"), ("discard_one", "discarded"), ("flip_one", "flipped"),
    ("gain_resource", "resource_gained"), ("choice", "choice"), ("optional", "optional"),
    ("ability_cost", "ability_paid"), ("place_worker", "region_chosen"), ("castle_chain", "chain_chosen"),
    ("advance_worker", "advanced"), ("settle", "knocked_out"), ("gain_townsfolk", "townsfolk_gained"),
    ("gain_chest", "chest_taken"), ("take_outsider", "outsider_taken"),
    ("wild_ribbon", "wild_chosen"), ("phase", "shifted"),
})
"""Decisions that come back fresh after a free action: ``(op that asked, resume)`` pairs whose op asks
without changing anything first, so running it again asks the same question anew."""


def column(s, p: int, ribbon: str) -> list[str]:
    """The manuscripts filed in a column of ``p``'s manuscript board (wild ones by their chosen ribbon)."""
    return [m for m in s.players[p].manuscripts if ribbon_of(s, p, m) == ribbon]


def unlocked(s, p: int, ribbon: str) -> bool:
    """GOG-MSB-02: grey always; black, blue and yellow with at least one manuscript."""
    return ribbon == "grey" or bool(column(s, p, ribbon))


def usable(s, p: int, ribbon: str) -> bool:
    """Unlocked, affordable, and with something to do (a card to draw, two cards to reorder)."""
    if not unlocked(s, p, ribbon):
        return False
    cost, _ = s.content.gates.abilities[ribbon]
    if not affordable(s, p, cost):
        return False
    pl = s.players[p]
    if ribbon == "blue":
        return bool(pl.draw or pl.discard)
    if ribbon == "yellow":
        return len(pl.tableau) >= 2
    return True


def shift_outcomes(s, p: int) -> set[tuple]:
    """What the start-of-turn shift (VIS-P1-01/02) can do over every order of ``p``'s tableau: the card that
    leaves slot 3 (its exit ability; the cards that stay) and the cards landing on a chest that reads the
    card above it (``keys.card_reading_slots``)."""
    tableau = s.players[p].tableau
    full = len(tableau) >= s.content.rules.tableau_slots
    reading = card_reading_slots(s, p)
    outcomes = set()
    for order in orders(tableau):
        staying = order[:-1] if full else order
        outcomes.add((order[-1] if full else None,
                      tuple((slot, card) for slot, card in enumerate(staying, start=2) if slot in reading)))
    return outcomes


def stop_before_shift(s, p: int) -> bool:
    """Whether ``p``'s turn stops before the shift (GOG-MSB-03, VIS-P1-01): only when the yellow ability can be
    used now and a rearrangement would change what the shift does (:func:`shift_outcomes`). Otherwise the
    shift is made at once and nothing is asked: rearranging then could change nothing the shift does, and
    the shifted tableau can still be rearranged beside "play a card"."""
    return s.gog and s.active == p and usable(s, p, "yellow") and len(shift_outcomes(s, p)) > 1


def opens(s, p: int, costs) -> bool:
    """Whether a question that would be answered at once (its only choice is "no") should stay open:
    silver from the black ability would pay one of ``costs`` that ``p`` cannot pay now."""
    if not s.gog or s.active != p or not usable(s, p, "black"):
        return False
    pl = s.players[p]
    reach = pl.silver + sum(pl.res.values())
    return any(pl.silver < cost <= reach for cost in costs)


def _own_turn_question(s) -> bool:
    q = s.stack.question
    if not s.gog or q is None or s.over or q.player != s.active or s.phase in ("setup", "steward", "over"):
        return False
    frames = s.stack.frames
    if not frames or frames[-1].at < 1:
        return False
    top = frames[-1]
    if (top.steps[top.at - 1].get("op"), q.resume) not in REFRESHABLE:
        return False
    return not any(f.source.startswith("msb:") for f in frames)


def free_actions(s) -> list[Action]:
    """The abilities the player of the open decision may use now (none off their own turn), then the blue
    use saved for after the draw (:func:`_after_draw_actions`)."""
    if not _own_turn_question(s):
        return []
    p = s.stack.question.player
    return [Action(p, FREE_KIND, (("ribbon", r),)) for r in COLUMNS if usable(s, p, r)] + _after_draw_actions(s, p)


def _after_draw_actions(s, p: int) -> list[Action]:
    """Save one more blue use for after phase 6 (while the silver held now pays for every use saved), or
    take the saved uses back."""
    if not unlocked(s, p, "blue"):
        return []
    cost, _ = s.content.gates.abilities["blue"]
    price = sum(c["n"] for c in cost if c["op"] == "pay_silver")
    out = []
    if s.players[p].silver >= price * (s.turn.after_draw + 1):
        out.append(Action(p, FREE_KIND, (("after_draw", True), ("ribbon", "blue"))))
    if s.turn.after_draw:
        out.append(Action(p, FREE_KIND, (("after_draw", False), ("ribbon", "blue"))))
    return out


def check_free(s, action: Action) -> IllegalAction | None:
    """Why an ability cannot be used now (``None`` if it can)."""
    ribbon = action.get("ribbon")
    if not s.gog:
        return IllegalAction("GOG-MSB-01", "There is no manuscript board without Gates of Gold")
    if ribbon not in COLUMNS:
        return IllegalAction("GOG-MSB-03", "The manuscript board has no such ability")
    if action.player != s.active or not _own_turn_question(s):
        return IllegalAction("GOG-MSB-03", "Manuscript board abilities are used on your own turn, at one of "
                             "your decisions")
    if not unlocked(s, action.player, ribbon):
        return IllegalAction("GOG-MSB-02", "Your {ribbon} column is empty: transcribe a {ribbon} manuscript "
                             "to unlock it", ribbon=word(ribbon))
    if action.get("after_draw") is not None:
        if not any(a.identical(action) for a in _after_draw_actions(s, action.player)):
            return IllegalAction("GOG-MSB-03", "Only the blue ability is saved for after the draw, and only as many "
                                 "uses as your silver pays for now")
        return None
    return why_not(s, action.player, ribbon)


def why_not(s, p: int, ribbon: str) -> IllegalAction | None:
    """Why ``p``'s unlocked ``ribbon`` ability cannot be used (its cost, or nothing for it to do); ``None``
    when it can (:func:`usable`)."""
    cost, _ = s.content.gates.abilities[ribbon]
    pl = s.players[p]
    if not affordable(s, p, cost):
        return IllegalAction("GOG-MSB-03", "You cannot pay for the {ribbon} ability", ribbon=word(ribbon))
    if ribbon == "blue" and not (pl.draw or pl.discard):
        return IllegalAction("GOG-MSB-03", "The blue ability draws a card, and your draw and discard piles are empty")
    if ribbon == "yellow" and len(pl.tableau) < 2:
        return IllegalAction("GOG-MSB-03", "The yellow ability rearranges your tableau: it needs 2 cards there")
    return None


ABILITY_TEXT = {"black": "{player_name} uses the black column of the manuscript board: 1 resource for 1 silver",
                "blue": "{player_name} uses the blue column of the manuscript board: 2 silver for the top card "
                        "of the draw pile",
                "yellow": "{player_name} uses the yellow column of the manuscript board: 3 resources to rearrange "
                          "the tableau"}


AFTER_DRAW_TEXT = {True: "{player_name} will use the blue column of the manuscript board after drawing",
                   False: "{player_name} will not use the blue column of the manuscript board after drawing"}


def apply_free(s, action: Action, interpreter) -> list[Event]:
    """Resolve the ability, then ask the open decision again, fresh (the module docstring); a blue use saved
    for after the draw is only counted (the decision stays open as it is)."""
    ribbon = action.get("ribbon")
    p = action.player
    later = action.get("after_draw")
    if later is not None:
        s.turn.after_draw = s.turn.after_draw + 1 if later is True else 0
        return [] if s.quiet else [Event("board_ability_later", Text(AFTER_DRAW_TEXT[later is True],
                                                                     player_name=s.names[p]), p, False, "GOG-MSB-03",
                                         {"ribbon": ribbon, "saved": s.turn.after_draw})]
    s.stack.question = None
    s.stack.frames[-1].at -= 1
    cost, effects = s.content.gates.abilities[ribbon]
    s.stack.push([*cost, *effects], p, f"msb:{ribbon}")
    events = [] if s.quiet else [Event("board_ability", Text(ABILITY_TEXT[ribbon], player_name=s.names[p]), p, False,
                                       "GOG-MSB-03", {"ribbon": ribbon})]
    return interpreter.run(s, s.stack, events)


def op_after_draw(step: Step) -> None:
    """After phase 6: one blue use saved for now (then this step again for the next), if it can still be
    paid and there is a card to draw; otherwise the saved uses lapse."""
    s, p = step.state, step.player
    if not s.turn.after_draw:
        return
    s.turn.after_draw -= 1
    if not s.gog or not usable(s, p, "blue"):
        s.turn.after_draw = 0
        say(step, "board_ability_lapsed", "{player_name} cannot use the blue column after drawing now",
            rule_id="GOG-MSB-03")
        return
    cost, effects = s.content.gates.abilities["blue"]
    say(step, "board_ability", ABILITY_TEXT["blue"], rule_id="GOG-MSB-03", data={"ribbon": "blue"})
    step.stack.push([*cost, *effects, {"op": "after_draw"}], p, "msb:blue")


def op_ms_window(step: Step) -> None:
    """Passed: the turn used to stop here to offer the abilities (before phase 1, after phase 6); a game
    saved then still holds the step."""


def resume_window_done(step: Step, answer: dict) -> None:
    """On with the turn (the answer to a window question open in a game saved before they were dropped)."""


OPS = {"after_draw": op_after_draw, "ms_window": op_ms_window}
RESUMES = {"window_done": resume_window_done}
